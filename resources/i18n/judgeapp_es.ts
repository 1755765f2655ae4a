<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name />
    <message>
        <location filename="../../src/judgeapp/gui/labels.py" line="25" />
        <source>[face down: {how}]</source>
        <translation>[boca abajo: {how}]</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/labels.py" line="27" />
        <source>(tapped)</source>
        <translation>(girado)</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/labels.py" line="31" />
        <source>unlocked: {doors}</source>
        <translation>desbloqueada: {doors}</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/labels.py" line="33" />
        <source>owner {owner}</source>
        <translation>propietario {owner}</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/labels.py" line="35" />
        <source>attached to {target}</source>
        <translation>anexado a {target}</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/labels.py" line="37" />
        <source>foretold</source>
        <translation>presagiada</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/labels.py" line="39" />
        <source>plotted</source>
        <translation>tramada</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/labels.py" line="41" />
        <source>named {names}</source>
        <translation>nombre elegido {names}</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/labels.py" line="46" />
        <location filename="../../src/judgeapp/gui/labels.py" line="49" />
        <source>ability</source>
        <translation>habilidad</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/labels.py" line="48" />
        <source>face-down spell</source>
        <translation>hechizo boca abajo</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/labels.py" line="49" />
        <source>spell</source>
        <translation>hechizo</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/rule_html.py" line="38" />
        <source>Unofficial rules text</source>
        <translation>Texto de reglas no oficial</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/rule_html.py" line="56" />
        <source>Rule</source>
        <translation>Regla</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/rule_html.py" line="56" />
        <source>No such rule in this edition.</source>
        <translation>Esa regla no existe en esta edición.</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/rule_html.py" line="64" />
        <source>Comprehensive Rules effective</source>
        <translation>Reglas Completas vigentes desde</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/rule_html.py" line="81" />
        <source>cost</source>
        <translation>coste</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/rule_html.py" line="86" />
        <source>LEGAL</source>
        <translation>LEGAL</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/rule_html.py" line="86" />
        <source>NOT LEGAL</source>
        <translation>NO LEGAL</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/rule_html.py" line="88" />
        <source>Conditions checked</source>
        <translation>Condiciones comprobadas</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/rule_html.py" line="93" />
        <source>Notes</source>
        <translation>Notas</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/rule_html.py" line="99" />
        <source>The rule</source>
        <translation>La regla</translation>
    </message>
</context>
<context>
    <name>AccuracyChart</name>
    <message>
        <location filename="../../src/judgeapp/gui/stats.py" line="34" />
        <source>No answers yet</source>
        <translation>Todavía no hay respuestas</translation>
    </message>
</context>
<context>
    <name>AddCardBar</name>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="170" />
        <source>Player to add the card for</source>
        <translation>Jugador al que añadir la carta</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="175" />
        <source>Card name (English or translated)…</source>
        <translation>Nombre de la carta (en inglés o traducido)…</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="176" />
        <source>Card name</source>
        <translation>Nombre de la carta</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="178" />
        <source>Add card</source>
        <translation>Añadir carta</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="181" />
        <source>Add</source>
        <translation>Añadir</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="183" />
        <source>to</source>
        <translation>a</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="213" />
        <source>Add {card}</source>
        <translation>Añadir {card}</translation>
    </message>
</context>
<context>
    <name>BoardWidget</name>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="240" />
        <location filename="../../src/judgeapp/gui/board.py" line="261" />
        <source>Stack (top first)</source>
        <translation>Pila (primero la parte superior)</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="244" />
        <location filename="../../src/judgeapp/gui/board.py" line="255" />
        <source>Add…</source>
        <translation>Añadir…</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="244" />
        <source>Up</source>
        <translation>Subir</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="245" />
        <source>Down</source>
        <translation>Bajar</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="245" />
        <location filename="../../src/judgeapp/gui/board.py" line="256" />
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="252" />
        <location filename="../../src/judgeapp/gui/board.py" line="264" />
        <source>Active effects</source>
        <translation>Efectos activos</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="255" />
        <source>Edit…</source>
        <translation>Editar…</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="280" />
        <source>Move stack item up</source>
        <translation>Subir en la pila</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="283" />
        <source>Move stack item down</source>
        <translation>Bajar en la pila</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="306" />
        <location filename="../../src/judgeapp/gui/board.py" line="310" />
        <location filename="../../src/judgeapp/gui/board.py" line="322" />
        <source>Add to the stack</source>
        <translation>Añadir a la pila</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="307" />
        <source>Card name of a spell, or leave empty for an ability</source>
        <translation>Nombre de la carta de un hechizo, o vacío para una habilidad</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="310" />
        <source>Controller</source>
        <translation>Controlador</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="316" />
        <source>Unknown card</source>
        <translation>Carta desconocida</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="320" />
        <source>an ability</source>
        <translation>una habilidad</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="333" />
        <source>Remove from the stack</source>
        <translation>Quitar de la pila</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="340" />
        <source>Add effect</source>
        <translation>Añadir efecto</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="354" />
        <source>Edit effect</source>
        <translation>Editar efecto</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="360" />
        <source>Effect not added</source>
        <translation>Efecto no añadido</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="365" />
        <source>Remove effect</source>
        <translation>Quitar efecto</translation>
    </message>
</context>
<context>
    <name>CountersDialog</name>
    <message>
        <location filename="../../src/judgeapp/gui/dialogs.py" line="94" />
        <source>Counters</source>
        <translation>Contadores</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/dialogs.py" line="97" />
        <source>One per line, name: amount</source>
        <translation>Uno por línea, nombre: cantidad</translation>
    </message>
</context>
<context>
    <name>CustomCardDialog</name>
    <message>
        <location filename="../../src/judgeapp/gui/dialogs.py" line="115" />
        <source>Custom card</source>
        <translation>Carta personalizada</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/dialogs.py" line="120" />
        <source>Creature — Angel</source>
        <translation>Criatura — Ángel</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/dialogs.py" line="122" />
        <source>Flying
Morph {2}{W}{W}</source>
        <translation>Vuela
Metamorfosis {2}{W}{W}</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/dialogs.py" line="124" />
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/dialogs.py" line="125" />
        <source>Mana cost</source>
        <translation>Coste de maná</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/dialogs.py" line="126" />
        <source>Type line</source>
        <translation>Línea de tipo</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/dialogs.py" line="127" />
        <source>Oracle text</source>
        <translation>Texto Oracle</translation>
    </message>
</context>
<context>
    <name>EffectDialog</name>
    <message>
        <location filename="../../src/judgeapp/gui/dialogs.py" line="143" />
        <source>Active effect</source>
        <translation>Efecto activo</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/dialogs.py" line="161" />
        <source>Source card</source>
        <translation>Carta de origen</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/dialogs.py" line="162" />
        <source>Controller</source>
        <translation>Controlador</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/dialogs.py" line="163" />
        <source>Affected player</source>
        <translation>Jugador afectado</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/dialogs.py" line="164" />
        <source>Created on turn</source>
        <translation>Creado en el turno</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/dialogs.py" line="165" />
        <source>Note</source>
        <translation>Nota</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="118" />
        <source>Board warnings</source>
        <translation>Avisos de la mesa</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="135" />
        <source>The translation for {lang} could not be loaded.</source>
        <translation>No se pudo cargar la traducción de {lang}.</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="152" />
        <source>Cannot use {path}: {error}</source>
        <translation>No se puede usar {path}: {error}</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="164" />
        <source>Cannot use this rules file</source>
        <translation>No se puede usar este archivo de reglas</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="168" />
        <source>official</source>
        <translation>oficial</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="168" />
        <source>unofficial</source>
        <translation>no oficial</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="169" />
        <source>Using {name} ({label}, {count} rules)</source>
        <translation>Usando {name} ({label}, {count} reglas)</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="196" />
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="197" />
        <source>&amp;New</source>
        <translation>&amp;Nuevo</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="198" />
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="199" />
        <source>Open &amp;Recent</source>
        <translation>Abrir &amp;reciente</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="200" />
        <source>Open &amp;Example</source>
        <translation>Abrir &amp;ejemplo</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="204" />
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="205" />
        <source>Save &amp;As…</source>
        <translation>Guardar &amp;como…</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="207" />
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="210" />
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="211" />
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="213" />
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="218" />
        <source>Add &amp;card by name</source>
        <translation>Añadir &amp;carta por nombre</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="219" />
        <source>&amp;Custom card…</source>
        <translation>Carta &amp;personalizada…</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="220" />
        <source>Add to the &amp;stack…</source>
        <translation>Añadir a la &amp;pila…</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="221" />
        <source>Add active &amp;effect…</source>
        <translation>Añadir &amp;efecto activo…</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="223" />
        <source>&amp;Board</source>
        <translation>&amp;Mesa</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="224" />
        <source>&amp;Take the selected special action</source>
        <translation>&amp;Realizar la acción especial seleccionada</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="225" />
        <source>Add &amp;player</source>
        <translation>Añadir &amp;jugador</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="226" />
        <source>&amp;Remove player…</source>
        <translation>&amp;Quitar jugador…</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="228" />
        <source>&amp;Quiz</source>
        <translation>&amp;Cuestionario</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="229" />
        <source>&amp;Start a quiz…</source>
        <translation>&amp;Empezar un cuestionario…</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="231" />
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="238" />
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="239" />
        <source>Rule &amp;116</source>
        <translation>Regla &amp;116</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="241" />
        <source>Use another Comprehensive Rules file…</source>
        <translation>Usar otro archivo de las Reglas Completas…</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="242" />
        <source>Use the shipped Comprehensive Rules</source>
        <translation>Usar las Reglas Completas incluidas</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="251" />
        <source>Untitled</source>
        <translation>Sin título</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="267" />
        <source>New board</source>
        <translation>Mesa nueva</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="286" />
        <source>Cannot open this scenario</source>
        <translation>No se puede abrir este escenario</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="287" />
        <source>{path} could not be opened:
{lines}

The board on screen is unchanged.</source>
        <translation>No se pudo abrir {path}:
{lines}

La mesa en pantalla no ha cambiado.</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="315" />
        <source>Cannot save</source>
        <translation>No se puede guardar</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="315" />
        <source>{path} could not be saved: {error}</source>
        <translation>No se pudo guardar {path}: {error}</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="318" />
        <source>Saved {path}</source>
        <translation>Guardado {path}</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="326" />
        <source>Autosave failed: {error}</source>
        <translation>Falló el guardado automático: {error}</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="344" />
        <source>Cannot restore</source>
        <translation>No se puede restaurar</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="363" />
        <source>Define {card}</source>
        <translation>Definir {card}</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="364" />
        <source>{card} can now be added by name.</source>
        <translation>Ahora {card} puede añadirse por su nombre.</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="368" />
        <source>A game has at most six players here.</source>
        <translation>Aquí una partida tiene como máximo seis jugadores.</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="370" />
        <source>Add player</source>
        <translation>Añadir jugador</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="375" />
        <source>A game needs at least two players.</source>
        <translation>Una partida necesita al menos dos jugadores.</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="377" />
        <source>Remove player</source>
        <translation>Quitar jugador</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="377" />
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="379" />
        <source>Remove player {pid}</source>
        <translation>Quitar al jugador {pid}</translation>
    </message>
</context>
<context>
    <name>ObjectMenu</name>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="41" />
        <source>Move to {zone}</source>
        <translation>Mover a {zone}</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="45" />
        <location filename="../../src/judgeapp/gui/object_menu.py" line="63" />
        <source>Untap</source>
        <translation>Enderezar</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="45" />
        <location filename="../../src/judgeapp/gui/object_menu.py" line="63" />
        <source>Tap</source>
        <translation>Girar</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="48" />
        <source>Remove card</source>
        <translation>Quitar carta</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="55" />
        <source>Move to</source>
        <translation>Mover a</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="66" />
        <source>Face down</source>
        <translation>Boca abajo</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="68" />
        <source>Face up</source>
        <translation>Boca arriba</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="71" />
        <source>Set face down</source>
        <translation>Poner boca abajo</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="72" />
        <source>Counters…</source>
        <translation>Contadores…</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="75" />
        <source>Doors</source>
        <translation>Puertas</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="77" />
        <source>{door} unlocked</source>
        <translation>{door} desbloqueada</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="81" />
        <source>Owner</source>
        <translation>Propietario</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="87" />
        <source>Set owner</source>
        <translation>Cambiar propietario</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="88" />
        <source>Attach to…</source>
        <translation>Anexar a…</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="89" />
        <source>Chosen name…</source>
        <translation>Nombre elegido…</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="91" />
        <source>Foretold</source>
        <translation>Presagiada</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="91" />
        <source>Plotted</source>
        <translation>Tramada</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="95" />
        <source>Set {flag}</source>
        <translation>Cambiar {flag}</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="98" />
        <source>Chosen companion</source>
        <translation>Compañero elegido</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="103" />
        <source>Set companion</source>
        <translation>Cambiar compañero</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="105" />
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="113" />
        <source>Set counters</source>
        <translation>Cambiar contadores</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="118" />
        <source>Set doors</source>
        <translation>Cambiar puertas</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="122" />
        <source>Attach to</source>
        <translation>Anexar a</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="122" />
        <source>Permanent</source>
        <translation>Permanente</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="122" />
        <source>(nothing)</source>
        <translation>(nada)</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="124" />
        <source>Attach</source>
        <translation>Anexar</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="128" />
        <source>Chosen name</source>
        <translation>Nombre elegido</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="128" />
        <source>Card name(s), separated by ;</source>
        <translation>Nombres de cartas, separados por ;</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="132" />
        <source>Set chosen name</source>
        <translation>Cambiar nombre elegido</translation>
    </message>
</context>
<context>
    <name>PlayerPanel</name>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="76" />
        <source>name</source>
        <translation>nombre</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="77" />
        <source>Player name</source>
        <translation>Nombre del jugador</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="80" />
        <source>team</source>
        <translation>equipo</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="84" />
        <location filename="../../src/judgeapp/gui/board.py" line="91" />
        <source>Life</source>
        <translation>Vidas</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="87" />
        <source>Cards foretold this turn</source>
        <translation>Cartas presagiadas este turno</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="88" />
        <source>Companion used</source>
        <translation>Compañero usado</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="89" />
        <source>This player already put their companion into hand this game (116.2g)</source>
        <translation>Este jugador ya puso su compañero en la mano en esta partida (116.2g)</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="91" />
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="91" />
        <source>Team</source>
        <translation>Equipo</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="92" />
        <source>Foretold</source>
        <translation>Presagiada</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="119" />
        <source>Rename player</source>
        <translation>Renombrar jugador</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="120" />
        <source>Set team</source>
        <translation>Cambiar equipo</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="121" />
        <source>Set life</source>
        <translation>Cambiar vidas</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="122" />
        <source>Set companion used</source>
        <translation>Cambiar compañero usado</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="139" />
        <source>Set cards foretold</source>
        <translation>Cambiar cartas presagiadas</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="149" />
        <source>active player</source>
        <translation>jugador activo</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="151" />
        <source>holds priority</source>
        <translation>tiene la prioridad</translation>
    </message>
</context>
<context>
    <name>Prompts</name>
    <message>
        <location filename="../../src/judgeapp/gui/dialogs.py" line="29" />
        <source>Unsaved changes</source>
        <translation>Cambios sin guardar</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/dialogs.py" line="29" />
        <source>The board has unsaved changes. Save them?</source>
        <translation>La mesa tiene cambios sin guardar. ¿Guardarlos?</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/dialogs.py" line="36" />
        <source>Restore the board?</source>
        <translation>¿Restaurar la mesa?</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/dialogs.py" line="37" />
        <source>judgeapp did not close properly last time. Restore the board you were working on?</source>
        <translation>judgeapp no se cerró correctamente la última vez. ¿Restaurar la mesa en la que estabas trabajando?</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/dialogs.py" line="41" />
        <source>Open scenario</source>
        <translation>Abrir escenario</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/dialogs.py" line="42" />
        <source>Scenarios (*.json);;All files (*)</source>
        <translation>Escenarios (*.json);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/dialogs.py" line="46" />
        <source>Save scenario</source>
        <translation>Guardar escenario</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/dialogs.py" line="47" />
        <source>Scenarios (*.json)</source>
        <translation>Escenarios (*.json)</translation>
    </message>
</context>
<context>
    <name>QuizWindow</name>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="39" />
        <source>Quiz — judgeapp</source>
        <translation>Cuestionario — judgeapp</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="44" />
        <source>Progress file damaged</source>
        <translation>Archivo de progreso dañado</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="45" />
        <source>The progress file could not be read. It was kept as {backup} and a new one was started.</source>
        <translation>No se pudo leer el archivo de progreso. Se conservó como {backup} y se empezó uno nuevo.</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="72" />
        <source>Practice (feedback after each question)</source>
        <translation>Práctica (respuesta tras cada pregunta)</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="73" />
        <source>Exam (timer, feedback at the end)</source>
        <translation>Examen (cronómetro, respuestas al final)</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="75" />
        <source>Everything</source>
        <translation>Todo</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="76" />
        <source>My weak spots</source>
        <translation>Mis puntos débiles</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="78" />
        <source>Who holds priority after a special action</source>
        <translation>Quién tiene la prioridad después de una acción especial</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="79" />
        <source>What is and is not a special action</source>
        <translation>Qué es y qué no es una acción especial</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="83" />
        <source>1 — the plain rules</source>
        <translation>1 — las reglas básicas</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="83" />
        <source>2 — effects that change them</source>
        <translation>2 — efectos que las cambian</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="84" />
        <source>3 — traps and near misses</source>
        <translation>3 — trampas y casi aciertos</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="92" />
        <source>&amp;Start</source>
        <translation>&amp;Empezar</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="95" />
        <source>&amp;Progress by rule…</source>
        <translation>&amp;Progreso por regla…</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="97" />
        <source>&amp;Mode</source>
        <translation>&amp;Modo</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="98" />
        <source>&amp;Train</source>
        <translation>&amp;Entrenar</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="99" />
        <source>&amp;Difficulty</source>
        <translation>&amp;Dificultad</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="100" />
        <source>&amp;Questions</source>
        <translation>&amp;Preguntas</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="101" />
        <source>S&amp;eed (same seed, same questions)</source>
        <translation>S&amp;emilla (misma semilla, mismas preguntas)</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="116" />
        <source>No questions</source>
        <translation>Sin preguntas</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="116" />
        <source>No questions could be made with these settings.</source>
        <translation>No se pudieron crear preguntas con esta configuración.</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="151" />
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="217" />
        <source>&amp;Answer (Enter)</source>
        <translation>&amp;Responder (Intro)</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="190" />
        <source>Question {n} of {total}</source>
        <translation>Pregunta {n} de {total}</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="203" />
        <source> (select all that apply)</source>
        <translation> (marca todas las que correspondan)</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="247" />
        <source>&amp;Finish (Enter)</source>
        <translation>&amp;Terminar (Intro)</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="247" />
        <source>&amp;Next question (Enter)</source>
        <translation>&amp;Siguiente pregunta (Intro)</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="259" />
        <source>Right.</source>
        <translation>Correcto.</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="259" />
        <source>Not right.</source>
        <translation>Incorrecto.</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="263" />
        <source> (your answer)</source>
        <translation> (tu respuesta)</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="283" />
        <source>Save report as &amp;HTML…</source>
        <translation>Guardar el informe como &amp;HTML…</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="284" />
        <source>Save report as &amp;PDF…</source>
        <translation>Guardar el informe como &amp;PDF…</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="285" />
        <source>&amp;New quiz</source>
        <translation>&amp;Nuevo cuestionario</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="311" />
        <source>Score</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="311" />
        <source>Time</source>
        <translation>Tiempo</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="311" />
        <source>By rule</source>
        <translation>Por regla</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="312" />
        <source>Rule</source>
        <translation>Regla</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="312" />
        <source>Right</source>
        <translation>Correctas</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="343" />
        <source>Cannot save</source>
        <translation>No se puede guardar</translation>
    </message>
</context>
<context>
    <name>StatsView</name>
    <message>
        <location filename="../../src/judgeapp/gui/stats.py" line="55" />
        <source>Progress by rule</source>
        <translation>Progreso por regla</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/stats.py" line="59" />
        <source>Rule</source>
        <translation>Regla</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/stats.py" line="59" />
        <source>Right</source>
        <translation>Correctas</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/stats.py" line="59" />
        <source>Answered</source>
        <translation>Respondidas</translation>
    </message>
</context>
<context>
    <name>TurnBar</name>
    <message>
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="39" />
        <source>Turn number</source>
        <translation>Número de turno</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="41" />
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="70" />
        <source>Active player</source>
        <translation>Jugador activo</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="43" />
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="71" />
        <source>Priority</source>
        <translation>Prioridad</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="57" />
        <source>Planechase</source>
        <translation>Planechase</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="58" />
        <source>Conspiracy Draft</source>
        <translation>Conspiracy Draft</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="59" />
        <source>Two-Headed Giant</source>
        <translation>Gigante de dos cabezas</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="62" />
        <source>Lands played this turn</source>
        <translation>Tierras jugadas este turno</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="65" />
        <source>Planar die special actions this turn</source>
        <translation>Tiradas del dado planar como acción especial este turno</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="70" />
        <source>Turn</source>
        <translation>Turno</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="76" />
        <source>Lands played</source>
        <translation>Tierras jugadas</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="76" />
        <source>Planar rolls</source>
        <translation>Tiradas planares</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="85" />
        <source>Set turn</source>
        <translation>Cambiar turno</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="86" />
        <source>Set active player</source>
        <translation>Cambiar jugador activo</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="88" />
        <source>Set priority</source>
        <translation>Cambiar prioridad</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="91" />
        <source>Set lands played</source>
        <translation>Cambiar tierras jugadas</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="93" />
        <source>Set planar rolls</source>
        <translation>Cambiar tiradas planares</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="97" />
        <source>Set game variant</source>
        <translation>Cambiar variante</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="116" />
        <source>Go to {step}</source>
        <translation>Ir a {step}</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="128" />
        <source>nobody</source>
        <translation>nadie</translation>
    </message>
</context>
<context>
    <name>VerdictModel</name>
    <message>
        <location filename="../../src/judgeapp/gui/verdict_panel.py" line="31" />
        <source>Special action</source>
        <translation>Acción especial</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/verdict_panel.py" line="31" />
        <source>Verdict</source>
        <translation>Veredicto</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/verdict_panel.py" line="44" />
        <source>nothing to do</source>
        <translation>nada que hacer</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/verdict_panel.py" line="47" />
        <source>?</source>
        <translation>?</translation>
    </message>
    <message numerus="yes">
        <location filename="../../src/judgeapp/gui/verdict_panel.py" line="50" />
        <source>%n legal</source>
        <translation>
            <numerusform>%n legal</numerusform>
            <numerusform>%n legales</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/verdict_panel.py" line="50" />
        <location filename="../../src/judgeapp/gui/verdict_panel.py" line="72" />
        <source>not legal</source>
        <translation>no legal</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/verdict_panel.py" line="64" />
        <source>Tick it if you think it is legal now</source>
        <translation>Márcala si crees que es legal ahora</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/verdict_panel.py" line="69" />
        <source>legal</source>
        <translation>legal</translation>
    </message>
</context>
<context>
    <name>VerdictPanel</name>
    <message>
        <location filename="../../src/judgeapp/gui/verdict_panel.py" line="103" />
        <source>Show special actions for</source>
        <translation>Mostrar las acciones especiales de</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/verdict_panel.py" line="104" />
        <source>Hide answers (practice)</source>
        <translation>Ocultar respuestas (práctica)</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/verdict_panel.py" line="105" />
        <source>Reveal and score</source>
        <translation>Mostrar y puntuar</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/verdict_panel.py" line="116" />
        <source>Take this action</source>
        <translation>Realizar esta acción</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/verdict_panel.py" line="118" />
        <source>Back</source>
        <translation>Atrás</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/verdict_panel.py" line="125" />
        <source>Special actions for</source>
        <translation>Acciones especiales de</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/verdict_panel.py" line="172" />
        <source>Priority holder ({pid})</source>
        <translation>Quien tiene la prioridad ({pid})</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/verdict_panel.py" line="172" />
        <source>nobody</source>
        <translation>nadie</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/verdict_panel.py" line="225" />
        <source>Select a special action to read its rule and every condition checked; the links open the rules they cite.</source>
        <translation>Selecciona una acción especial para leer su regla y cada condición comprobada; los enlaces abren las reglas que citan.</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/verdict_panel.py" line="259" />
        <source>You judged %1 of %2 options right.</source>
        <translation>Juzgaste bien %1 de %2 opciones.</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/verdict_panel.py" line="317" />
        <source>Take: {label}</source>
        <translation>Realizar: {label}</translation>
    </message>
</context>
<context>
    <name>models</name>
    <message>
        <location filename="../../src/judgeapp/gui/models.py" line="191" />
        <source>Move to {zone}</source>
        <translation>Mover a {zone}</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/models.py" line="217" />
        <location filename="../../src/judgeapp/gui/models.py" line="227" />
        <source>Reorder the stack</source>
        <translation>Reordenar la pila</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/models.py" line="236" />
        <source>, turn {turn}</source>
        <translation>, turno {turn}</translation>
    </message>
</context>
<context>
    <name>steps</name>
    <message>
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="15" />
        <source>Untap</source>
        <translation>Enderezar</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="15" />
        <source>Upkeep</source>
        <translation>Mantenimiento</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="16" />
        <source>Draw</source>
        <translation>Robar</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="16" />
        <source>Main 1</source>
        <translation>Principal 1</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="17" />
        <source>Begin combat</source>
        <translation>Inicio del combate</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="18" />
        <source>Attackers</source>
        <translation>Atacantes</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="19" />
        <source>Blockers</source>
        <translation>Bloqueadoras</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="20" />
        <source>Damage</source>
        <translation>Daño</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="20" />
        <source>End combat</source>
        <translation>Final del combate</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="21" />
        <source>Main 2</source>
        <translation>Principal 2</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="21" />
        <source>End</source>
        <translation>Final</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="22" />
        <source>Cleanup</source>
        <translation>Limpieza</translation>
    </message>
</context>
<context>
    <name>window</name>
    <message>
        <location filename="../../src/judgeapp/gui/app.py" line="33" />
        <source>Something went wrong</source>
        <translation>Algo salió mal</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/app.py" line="33" />
        <source>{error}

The board on screen is unchanged.</source>
        <translation>{error}

La mesa en pantalla no ha cambiado.</translation>
    </message>
</context>
<context>
    <name>zones</name>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="17" />
        <source>Hand</source>
        <translation>Mano</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="17" />
        <source>Battlefield</source>
        <translation>Campo de batalla</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="18" />
        <source>Graveyard</source>
        <translation>Cementerio</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="18" />
        <source>Exile</source>
        <translation>Exilio</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="19" />
        <source>Command zone</source>
        <translation>Zona de mando</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="20" />
        <source>Outside the game</source>
        <translation>Fuera del juego</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="21" />
        <source>Library (top)</source>
        <translation>Biblioteca (arriba)</translation>
    </message>
</context>
</TS>
