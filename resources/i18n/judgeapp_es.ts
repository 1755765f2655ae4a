<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name />
    <message>
        <source>Unknown card: {name}. Did you mean {names}?</source>
        <translation>Carta desconocida: {name}. ¿Quisiste decir {names}?</translation>
    </message>
    <message>
        <source>Unknown card: {name}. The imported card set in {path} can't be read ({problem}). Import it again (File ▸ Card database), or delete the file to use only the bundled cards.</source>
        <translation>Carta desconocida: {name}. No se puede leer el conjunto completo de cartas importado en {path} ({problem}). Impórtalo de nuevo (Archivo ▸ Base de datos de cartas) o elimina el archivo para usar solo las cartas incluidas.</translation>
    </message>
    <message>
        <source>Unknown card: {name}. It is neither among the bundled cards nor in the imported card set: add it with Edit ▸ Custom card….</source>
        <translation>Carta desconocida: {name}. No está entre las cartas incluidas ni en el conjunto de cartas importado: añádela con Editar ▸ Carta personalizada….</translation>
    </message>
    <message>
        <source>Unknown card: {name}. It is not among the bundled cards: import the full card set (File ▸ Card database), or add it with Edit ▸ Custom card….</source>
        <translation>Carta desconocida: {name}. No está entre las cartas incluidas: importa el conjunto completo de cartas (Archivo ▸ Base de datos de cartas) o añádela con Editar ▸ Carta personalizada….</translation>
    </message>
    <message>
        <source>[face down: {how}]</source>
        <translation>[boca abajo: {how}]</translation>
    </message>
    <message>
        <source>(tapped)</source>
        <translation>(girado)</translation>
    </message>
    <message>
        <source>(summoning sick)</source>
        <translation>(mareo de invocación)</translation>
    </message>
    <message>
        <source>(haste)</source>
        <translation>(prisa)</translation>
    </message>
    <message>
        <source>(commander)</source>
        <translation>(comandante)</translation>
    </message>
    <message>
        <source>(chosen color: {color})</source>
        <translation>(color elegido: {color})</translation>
    </message>
    <message>
        <source>(attacking)</source>
        <translation>(atacante)</translation>
    </message>
    <message>
        <source>(playable by {pid})</source>
        <translation>(jugable por {pid})</translation>
    </message>
    <message>
        <source>unlocked: {doors}</source>
        <translation>abierta: {doors}</translation>
    </message>
    <message>
        <source>owner {owner}</source>
        <translation>propietario {owner}</translation>
    </message>
    <message>
        <source>attached to {target}</source>
        <translation>anexado a {target}</translation>
    </message>
    <message>
        <source>foretold</source>
        <translation>profetizada</translation>
    </message>
    <message>
        <source>plotted</source>
        <translation>tramada</translation>
    </message>
    <message>
        <source>named {names}</source>
        <translation>nombre elegido {names}</translation>
    </message>
    <message>
        <source>ability</source>
        <translation>habilidad</translation>
    </message>
    <message>
        <source>face-down spell</source>
        <translation>hechizo boca abajo</translation>
    </message>
    <message>
        <source>spell</source>
        <translation>hechizo</translation>
    </message>
    <message>
        <source>copy</source>
        <translation>copia</translation>
    </message>
    <message>
        <source>player {pid}</source>
        <translation>jugador {pid}</translation>
    </message>
    <message>
        <source>{what} on the stack</source>
        <translation>{what} en la pila</translation>
    </message>
    <message>
        <source>face-down creature</source>
        <translation>criatura boca abajo</translation>
    </message>
    <message>
        <source>loyalty {n}</source>
        <translation>lealtad {n}</translation>
    </message>
    <message>
        <source>summoning sick</source>
        <translation>mareo de invocación</translation>
    </message>
    <message>
        <source>haste</source>
        <translation>prisa</translation>
    </message>
    <message>
        <source>commander</source>
        <translation>comandante</translation>
    </message>
    <message>
        <source>chosen color: {color}</source>
        <translation>color elegido: {color}</translation>
    </message>
    <message>
        <source>attacking</source>
        <translation>atacante</translation>
    </message>
    <message>
        <source>ability activated this turn</source>
        <translation>habilidad activada este turno</translation>
    </message>
    <message>
        <source>face down ({how})</source>
        <translation>boca abajo ({how})</translation>
    </message>
    <message>
        <source>face down</source>
        <translation>boca abajo</translation>
    </message>
    <message>
        <source>Unofficial rules text</source>
        <translation>Texto de reglas no oficial</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regla</translation>
    </message>
    <message>
        <source>No such rule in this edition.</source>
        <translation>Esa regla no existe en esta edición.</translation>
    </message>
    <message>
        <source>Comprehensive Rules effective</source>
        <translation>Reglas Completas vigentes desde el</translation>
    </message>
    <message>
        <source>Glossary</source>
        <translation>Glosario</translation>
    </message>
    <message>
        <source>cost</source>
        <translation>coste</translation>
    </message>
    <message>
        <source>LEGAL</source>
        <translation>LEGAL</translation>
    </message>
    <message>
        <source>NOT LEGAL</source>
        <translation>NO LEGAL</translation>
    </message>
    <message>
        <source>Conditions checked</source>
        <translation>Condiciones comprobadas</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notas</translation>
    </message>
    <message>
        <source>The rule</source>
        <translation>La regla</translation>
    </message>
    <message>
        <source>Loyalty</source>
        <translation>Lealtad</translation>
    </message>
    <message>
        <source>Select or point at a card on the board to read it in full.</source>
        <translation>Selecciona o señala una carta del tablero para leerla completa.</translation>
    </message>
    <message>
        <source>A 2/2 face-down creature with no text, no name, no subtypes and no mana cost (708.2a).</source>
        <translation>Una criatura boca abajo 2/2 sin texto, sin nombre, sin subtipos y sin coste de maná (708.2a).</translation>
    </message>
    <message>
        <source>A 2/2 face-down creature with ward {2}, no name, no subtypes and no mana cost (702.168b, 701.58a).</source>
        <translation>Una criatura boca abajo 2/2 con custodia {2}, sin nombre, sin subtipos y sin coste de maná (702.168b, 701.58a).</translation>
    </message>
    <message>
        <source>What its opponents see</source>
        <translation>Lo que ven sus oponentes</translation>
    </message>
    <message>
        <source>What it is ({how})</source>
        <translation>Lo que es realmente ({how})</translation>
    </message>
    <message>
        <source>Keyword abilities</source>
        <translation>Habilidades de palabra clave</translation>
    </message>
    <message>
        <source>What the verdicts read from its text</source>
        <translation>Lo que los veredictos leen en su texto</translation>
    </message>
    <message>
        <source>Not in the card database.</source>
        <translation>No está en la base de datos de cartas.</translation>
    </message>
    <message>
        <source>{zone} of {pid}</source>
        <translation>{zone} de {pid}</translation>
    </message>
    <message>
        <source>tapped</source>
        <translation>girado</translation>
    </message>
    <message>
        <source>On the board</source>
        <translation>En el tablero</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Carta</translation>
    </message>
    <message>
        <source>Comprehensive Rules</source>
        <translation>Reglas Completas</translation>
    </message>
    <message>
        <source>A rule number (702.62a) or words from the rules (split second)</source>
        <translation>Un número de regla (702.62a) o palabras del texto de las reglas (split second)</translation>
    </message>
    <message>
        <source>Look up</source>
        <translation>Buscar</translation>
    </message>
    <message>
        <source>Rules found</source>
        <translation>Reglas encontradas</translation>
    </message>
    <message>
        <source>Type a rule number or words to look them up in the Comprehensive Rules in use.</source>
        <translation>Escribe un número de regla o palabras para buscarlos en las Reglas Completas en uso.</translation>
    </message>
    <message>
        <source>Nothing found</source>
        <translation>Sin resultados</translation>
    </message>
    <message>
        <source>No rule or glossary entry has these words, and no rule has this number in this edition. The words are looked for in the rules file's own language (the shipped rules are in English).</source>
        <translation>Ninguna regla ni entrada del glosario tiene estas palabras, y ninguna regla tiene este número en esta edición. Las palabras se buscan en el idioma del propio archivo de reglas (las reglas incluidas están en inglés).</translation>
    </message>
    <message>
        <source>Found: {count}</source>
        <translation>Resultados: {count}</translation>
    </message>
</context>
<context>
    <name>AccuracyChart</name>
    <message>
        <source>one point per day</source>
        <translation>un punto por día</translation>
    </message>
    <message>
        <source>one point per week (from its Monday)</source>
        <translation>un punto por semana (desde su lunes)</translation>
    </message>
    <message>
        <source>one point per month</source>
        <translation>un punto por mes</translation>
    </message>
    <message>
        <source>No answers yet</source>
        <translation>Todavía no hay respuestas</translation>
    </message>
    <message>
        <source>All rules</source>
        <translation>Todas las reglas</translation>
    </message>
</context>
<context>
    <name>AddCardBar</name>
    <message>
        <source>Player to add the card for</source>
        <translation>Jugador al que añadir la carta</translation>
    </message>
    <message>
        <source>Zone to add the card to</source>
        <translation>Zona a la que añadir la carta</translation>
    </message>
    <message>
        <source>Card name…</source>
        <translation>Nombre de la carta…</translation>
    </message>
    <message>
        <source>A card's name in English or in your language: the completion offers both.</source>
        <translation>El nombre de una carta en inglés o en tu idioma: el autocompletado ofrece ambos.</translation>
    </message>
    <message>
        <source>Card name</source>
        <translation>Nombre de la carta</translation>
    </message>
    <message>
        <source>Add card</source>
        <translation>Añadir carta</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Añadir</translation>
    </message>
    <message>
        <source>to</source>
        <translation>a</translation>
    </message>
    <message>
        <source>Add {card}</source>
        <translation>Añadir {card}</translation>
    </message>
</context>
<context>
    <name>BoardWidget</name>
    <message>
        <source>Stack (top first)</source>
        <translation>Pila (primero la parte superior)</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>Añadir…</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>Subir</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Bajar</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <source>Active effects</source>
        <translation>Efectos activos</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Editar…</translation>
    </message>
    <message>
        <source>The players' zones</source>
        <translation>Las zonas de los jugadores</translation>
    </message>
    <message>
        <source>Move stack item up</source>
        <translation>Subir en la pila</translation>
    </message>
    <message>
        <source>Move stack item down</source>
        <translation>Bajar en la pila</translation>
    </message>
    <message>
        <source>Not added to the stack</source>
        <translation>No se añadió a la pila</translation>
    </message>
    <message>
        <source>Add to the stack</source>
        <translation>Añadir a la pila</translation>
    </message>
    <message>
        <source>Not changed</source>
        <translation>No se ha cambiado</translation>
    </message>
    <message>
        <source>Edit the stack item</source>
        <translation>Editar el objeto de la pila</translation>
    </message>
    <message>
        <source>Remove from the stack</source>
        <translation>Quitar de la pila</translation>
    </message>
    <message>
        <source>Add effect</source>
        <translation>Añadir efecto</translation>
    </message>
    <message>
        <source>Edit effect</source>
        <translation>Editar efecto</translation>
    </message>
    <message>
        <source>Effect not added</source>
        <translation>Efecto no añadido</translation>
    </message>
    <message>
        <source>Remove effect</source>
        <translation>Quitar efecto</translation>
    </message>
</context>
<context>
    <name>CardSetMenu</name>
    <message>
        <source>Importing the card set…</source>
        <translation>Importando las cartas…</translation>
    </message>
    <message>
        <source>Downloading the card set from {source}…</source>
        <translation>Descargando las cartas de {source}…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Card set</source>
        <translation>Cartas</translation>
    </message>
    <message>
        <source>Cancelled. The card set in use is unchanged.</source>
        <translation>Cancelado. Las cartas en uso no han cambiado.</translation>
    </message>
    <message>
        <source>Card set not imported</source>
        <translation>Cartas no importadas</translation>
    </message>
    <message>
        <source>{error}

The card set in use is unchanged.</source>
        <translation>{error}

Las cartas en uso no han cambiado.</translation>
    </message>
    <message>
        <source>Not in this card set, and on an open board: {cards}. The board keeps their text until judgeapp closes; Edit ▸ Custom card… keeps them for good.</source>
        <translation>No están en este conjunto de cartas y están en un tablero abierto: {cards}. El tablero conserva su texto hasta que judgeapp se cierre; Editar ▸ Carta personalizada… las conserva para siempre.</translation>
    </message>
    <message>
        <source>Card set imported</source>
        <translation>Cartas importadas</translation>
    </message>
    <message>
        <source>{count} cards imported from {source}; {rejected} could not be read.</source>
        <translation>{count} cartas importadas de {source}; {rejected} no se pudieron leer.</translation>
    </message>
    <message numerus="yes">
        <source>%n keyword-cost line(s) not understood, for example: {line}</source>
        <translation>
            <numerusform>%n línea de costes de palabras clave no entendida, por ejemplo: {line}</numerusform>
            <numerusform>%n líneas de costes de palabras clave no entendidas, por ejemplo: {line}</numerusform>
        </translation>
    </message>
    <message>
        <source>{count} bundled cards, with curated effects.</source>
        <translation>{count} cartas incluidas, con efectos revisados.</translation>
    </message>
    <message>
        <source>No full card set imported (File ▸ Card database).</source>
        <translation>No se ha importado el conjunto completo de cartas (Archivo ▸ Base de datos de cartas).</translation>
    </message>
    <message>
        <source>The imported card set in {path} can't be read ({problem}). Import it again (File ▸ Card database), or delete the file to use only the bundled cards.</source>
        <translation>No se puede leer el conjunto completo de cartas importado en {path} ({problem}). Impórtalo de nuevo (Archivo ▸ Base de datos de cartas) o elimina el archivo para usar solo las cartas incluidas.</translation>
    </message>
    <message>
        <source>Full card set: {count} cards from {source} ({date}), imported {imported}, in {path}.</source>
        <translation>Conjunto completo: {count} cartas de {source} ({date}), importadas el {imported}, en {path}.</translation>
    </message>
    <message>
        <source>Card data from MTGJSON (https://mtgjson.com), free to use under the MIT licence.</source>
        <translation>Datos de cartas de MTGJSON (https://mtgjson.com), de uso libre con licencia MIT.</translation>
    </message>
    <message>
        <source>Card data from Scryfall (https://scryfall.com), used under Scryfall's API terms; Scryfall is not produced by or endorsed by Wizards of the Coast.</source>
        <translation>Datos de cartas de Scryfall (https://scryfall.com), usados según los términos de la API de Scryfall; Scryfall no está producido ni respaldado por Wizards of the Coast.</translation>
    </message>
</context>
<context>
    <name>CountersDialog</name>
    <message>
        <source>Counters</source>
        <translation>Contadores</translation>
    </message>
    <message>
        <source>One per line, name: amount</source>
        <translation>Uno por línea, nombre: cantidad</translation>
    </message>
    <message>
        <source>Line {n} isn't “name: amount”: {line}</source>
        <translation>La línea {n} no tiene la forma «nombre: cantidad»: {line}</translation>
    </message>
    <message>
        <source>Line {n}: the amount must be a whole number from 0 to {max}: {line}</source>
        <translation>Línea {n}: la cantidad debe ser un número entero de 0 a {max}: {line}</translation>
    </message>
</context>
<context>
    <name>CustomCardDialog</name>
    <message>
        <source>Custom card</source>
        <translation>Carta personalizada</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Mana cost</source>
        <translation>Coste de maná</translation>
    </message>
    <message>
        <source>Type line (English)</source>
        <translation>Línea de tipo (en inglés)</translation>
    </message>
    <message>
        <source>Oracle text (English)</source>
        <translation>Texto Oracle (en inglés)</translation>
    </message>
    <message>
        <source>The type line names no card type (Artifact, Creature, Enchantment, Instant, Land, Sorcery…): write it in English, as Oracle does.</source>
        <translation>La línea de tipo no nombra ningún tipo de carta (Artifact, Creature, Enchantment, Instant, Land, Sorcery…): escríbela en inglés, como Oracle.</translation>
    </message>
</context>
<context>
    <name>Document</name>
    <message>
        <source>Not changed: a board holds at most {limit} objects (cards, stack items and effects), as a scenario file does.</source>
        <translation>No se ha cambiado: una mesa contiene como máximo {limit} objetos (cartas, objetos en la pila y efectos), como un archivo de escenario.</translation>
    </message>
</context>
<context>
    <name>EffectDialog</name>
    <message>
        <source>Active effect</source>
        <translation>Efecto activo</translation>
    </message>
    <message>
        <source>Source card</source>
        <translation>Carta de origen</translation>
    </message>
    <message>
        <source>Controller</source>
        <translation>Controlador</translation>
    </message>
    <message>
        <source>Affected player</source>
        <translation>Jugador afectado</translation>
    </message>
    <message>
        <source>Created on turn</source>
        <translation>Creado en el turno</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Nota</translation>
    </message>
</context>
<context>
    <name>LibraryDialog</name>
    <message>
        <source>Scenario library</source>
        <translation>Biblioteca de situaciones</translation>
    </message>
    <message>
        <source>Every rule</source>
        <translation>Todas las reglas</translation>
    </message>
    <message>
        <source>Every difficulty</source>
        <translation>Todas las dificultades</translation>
    </message>
    <message>
        <source>Difficulty {level}</source>
        <translation>Dificultad {level}</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regla</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <translation>Dificultad</translation>
    </message>
    <message>
        <source>Situation</source>
        <translation>Situación</translation>
    </message>
    <message>
        <source>Situations</source>
        <translation>Situaciones</translation>
    </message>
    <message>
        <source>&amp;Open on the board</source>
        <translation>&amp;Abrir en el tablero</translation>
    </message>
    <message>
        <source>&amp;Practise these as a quiz</source>
        <translation>&amp;Practicar estas como cuestionario</translation>
    </message>
    <message>
        <source>&amp;Rule</source>
        <translation>&amp;Regla</translation>
    </message>
    <message>
        <source>&amp;Difficulty</source>
        <translation>&amp;Dificultad</translation>
    </message>
    <message numerus="yes">
        <source>%n situation(s)</source>
        <translation>
            <numerusform>%n situación</numerusform>
            <numerusform>%n situaciones</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Card</source>
        <translation>Carta</translation>
    </message>
    <message>
        <source>Board warnings</source>
        <translation>Avisos de la mesa</translation>
    </message>
    <message>
        <source>Text size {percent}% needs more room than this screen has: {kept}% for now.</source>
        <translation>El texto al {percent} % necesita más espacio del que tiene esta pantalla: por ahora, {kept} %.</translation>
    </message>
    <message>
        <source>Text size {percent}% would need {width} x {height} px, more than the screen's {free_width} x {free_height}: the text stays at {kept}%.</source>
        <translation>Con el texto al {percent} % la ventana necesitaría {width} x {height} px, más que los {free_width} x {free_height} de la pantalla: el texto se queda al {kept} %.</translation>
    </message>
    <message>
        <source>Text size: {percent}%</source>
        <translation>Tamaño del texto: {percent} %</translation>
    </message>
    <message>
        <source>The translation for {lang} could not be loaded.</source>
        <translation>No se pudo cargar la traducción de {lang}.</translation>
    </message>
    <message>
        <source>Cannot use {path}: {error}</source>
        <translation>No se puede usar {path}: {error}</translation>
    </message>
    <message>
        <source>Cannot use this rules file</source>
        <translation>No se puede usar este archivo de reglas</translation>
    </message>
    <message>
        <source>official</source>
        <translation>oficial</translation>
    </message>
    <message>
        <source>unofficial</source>
        <translation>no oficial</translation>
    </message>
    <message>
        <source>Using {name} ({label}, {count} rules)</source>
        <translation>Usando {name} ({label}, {count} reglas)</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Nuevo</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Abrir &amp;reciente</translation>
    </message>
    <message>
        <source>Open &amp;Example</source>
        <translation>Abrir &amp;ejemplo</translation>
    </message>
    <message>
        <source>Scenario &amp;library…</source>
        <translation>&amp;Biblioteca de situaciones…</translation>
    </message>
    <message>
        <source>&amp;Card database</source>
        <translation>&amp;Base de datos de cartas</translation>
    </message>
    <message>
        <source>&amp;Import a card set file…</source>
        <translation>&amp;Importar un archivo de cartas…</translation>
    </message>
    <message>
        <source>Download from &amp;MTGJSON…</source>
        <translation>Descargar de &amp;MTGJSON…</translation>
    </message>
    <message>
        <source>Download from &amp;Scryfall…</source>
        <translation>Descargar de &amp;Scryfall…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Guardar &amp;como…</translation>
    </message>
    <message>
        <source>E&amp;xport the board and its verdicts…</source>
        <translation>E&amp;xportar la mesa y sus veredictos…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <source>Add &amp;card by name</source>
        <translation>Añadir &amp;carta por nombre</translation>
    </message>
    <message>
        <source>&amp;Custom card…</source>
        <translation>Carta &amp;personalizada…</translation>
    </message>
    <message>
        <source>Add to the &amp;stack…</source>
        <translation>Añadir a la &amp;pila…</translation>
    </message>
    <message>
        <source>Add active &amp;effect…</source>
        <translation>Añadir &amp;efecto activo…</translation>
    </message>
    <message>
        <source>&amp;Board</source>
        <translation>&amp;Mesa</translation>
    </message>
    <message>
        <source>&amp;Take the selected special action</source>
        <translation>&amp;Realizar la acción especial seleccionada</translation>
    </message>
    <message>
        <source>&amp;Assume costs can be paid (exam convention)</source>
        <translation>&amp;Suponer que los costes se pueden pagar (convención de examen)</translation>
    </message>
    <message>
        <source>&amp;Pass priority</source>
        <translation>&amp;Pasar la prioridad</translation>
    </message>
    <message>
        <source>&amp;Next step</source>
        <translation>Paso &amp;siguiente</translation>
    </message>
    <message>
        <source>Turn &amp;facts…</source>
        <translation>&amp;Hechos del turno…</translation>
    </message>
    <message>
        <source>Add &amp;player</source>
        <translation>Añadir &amp;jugador</translation>
    </message>
    <message>
        <source>&amp;Remove player…</source>
        <translation>&amp;Quitar jugador…</translation>
    </message>
    <message>
        <source>&amp;Quiz</source>
        <translation>&amp;Cuestionario</translation>
    </message>
    <message>
        <source>&amp;Start a quiz…</source>
        <translation>&amp;Empezar un cuestionario…</translation>
    </message>
    <message>
        <source>Practise the scenario &amp;library…</source>
        <translation>Practicar con la &amp;biblioteca de situaciones…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;System colours</source>
        <translation>Colores del &amp;sistema</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Claro</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Oscuro</translation>
    </message>
    <message>
        <source>&amp;Compact board</source>
        <translation>Tablero &amp;compacto</translation>
    </message>
    <message>
        <source>La&amp;rger text</source>
        <translation>Texto más &amp;grande</translation>
    </message>
    <message>
        <source>S&amp;maller text</source>
        <translation>Texto más &amp;pequeño</translation>
    </message>
    <message>
        <source>&amp;Normal text size</source>
        <translation>Tamaño de texto &amp;normal</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Pantalla completa</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>Rule &amp;116</source>
        <translation>Regla &amp;116</translation>
    </message>
    <message>
        <source>&amp;Look up a rule…</source>
        <translation>&amp;Buscar una regla…</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>Atajos de &amp;teclado</translation>
    </message>
    <message>
        <source>Use another Comprehensive Rules file…</source>
        <translation>Usar otro archivo de las Reglas Completas…</translation>
    </message>
    <message>
        <source>Use the shipped Comprehensive Rules</source>
        <translation>Usar las Reglas Completas incluidas</translation>
    </message>
    <message>
        <source>&amp;About judgeapp</source>
        <translation>&amp;Acerca de judgeapp</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>Práctica</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Sin título</translation>
    </message>
    <message>
        <source>Not changed</source>
        <translation>No se ha cambiado</translation>
    </message>
    <message>
        <source>New board</source>
        <translation>Mesa nueva</translation>
    </message>
    <message>
        <source>Cannot open this scenario</source>
        <translation>No se puede abrir este escenario</translation>
    </message>
    <message>
        <source>{path} could not be opened:
{lines}

The board on screen is unchanged.</source>
        <translation>No se pudo abrir {path}:
{lines}

La mesa en pantalla no ha cambiado.</translation>
    </message>
    <message>
        <source>{path} is no longer there (moved or deleted), so it has left Open Recent. The board on screen is unchanged.</source>
        <translation>{path} ya no está (se movió o se eliminó), así que ha salido de Abrir reciente. La mesa en pantalla no ha cambiado.</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>No se puede guardar</translation>
    </message>
    <message>
        <source>{path} could not be saved: {error}</source>
        <translation>No se pudo guardar {path}: {error}</translation>
    </message>
    <message>
        <source>Saved {path}</source>
        <translation>Guardado {path}</translation>
    </message>
    <message>
        <source>Export the board and its verdicts</source>
        <translation>Exportar la mesa y sus veredictos</translation>
    </message>
    <message>
        <source>Autosave failed: {error}</source>
        <translation>Falló el guardado automático: {error}</translation>
    </message>
    <message>
        <source>not an autosave judgeapp can read (damaged or cut short)</source>
        <translation>no es un autoguardado que judgeapp pueda leer (dañado o cortado)</translation>
    </message>
    <message>
        <source>Cannot restore</source>
        <translation>No se puede restaurar</translation>
    </message>
    <message>
        <source>{error}

The autosaved board was kept as {path}.</source>
        <translation>{error}

La mesa autoguardada se conservó como {path}.</translation>
    </message>
    <message>
        <source>About judgeapp</source>
        <translation>Acerca de judgeapp</translation>
    </message>
    <message>
        <source>judgeapp: a trainer for the special actions of rule 116, for Magic judges and candidates.</source>
        <translation>judgeapp: un entrenador de las acciones especiales de la regla 116, para jueces de Magic y candidatos.</translation>
    </message>
    <message>
        <source>Comprehensive Rules: {source}, effective {date}.</source>
        <translation>Reglas Completas: {source}, vigentes desde el {date}.</translation>
    </message>
    <message>
        <source>Define {card}</source>
        <translation>Definir {card}</translation>
    </message>
    <message>
        <source>{card} can now be added by name.</source>
        <translation>Ahora la carta {card} puede añadirse por su nombre.</translation>
    </message>
    <message>
        <source>The verdicts read from its text: {lines}</source>
        <translation>Los veredictos leen en su texto: {lines}</translation>
    </message>
    <message>
        <source>What its text says about special actions ({words}) is not modelled: judge it yourself.</source>
        <translation>Lo que su texto dice sobre las acciones especiales ({words}) no está modelado: júzgalo tú.</translation>
    </message>
    <message>
        <source>Assume costs can be paid</source>
        <translation>Suponer que los costes se pueden pagar</translation>
    </message>
    <message>
        <source>Check costs against the board</source>
        <translation>Comprobar los costes con la mesa</translation>
    </message>
    <message>
        <source>Set turn facts</source>
        <translation>Cambiar los hechos del turno</translation>
    </message>
    <message>
        <source>A game has at most six players here.</source>
        <translation>Aquí una partida tiene como máximo seis jugadores.</translation>
    </message>
    <message>
        <source>Add player</source>
        <translation>Añadir jugador</translation>
    </message>
    <message>
        <source>A game needs at least two players.</source>
        <translation>Una partida necesita al menos dos jugadores.</translation>
    </message>
    <message>
        <source>Remove player</source>
        <translation>Quitar jugador</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Remove player {pid}</source>
        <translation>Quitar al jugador {pid}</translation>
    </message>
</context>
<context>
    <name>NewBoardDialog</name>
    <message>
        <source>New board</source>
        <translation>Mesa nueva</translation>
    </message>
    <message>
        <source>An empty board, set up below</source>
        <translation>Una mesa vacía, configurada abajo</translation>
    </message>
    <message>
        <source>Two-Headed Giant (two teams of two)</source>
        <translation>Gigante de dos cabezas (dos equipos de dos)</translation>
    </message>
    <message>
        <source>Planechase</source>
        <translation>Planechase</translation>
    </message>
    <message>
        <source>Conspiracy Draft</source>
        <translation>Conspiracy Draft</translation>
    </message>
    <message>
        <source>Assume costs can be paid (exam convention)</source>
        <translation>Suponer que los costes se pueden pagar (convención de examen)</translation>
    </message>
    <message>
        <source>Start from</source>
        <translation>Empezar desde</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>Name of {pid}</source>
        <translation>Nombre de {pid}</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Turno</translation>
    </message>
    <message>
        <source>Whose turn</source>
        <translation>De quién es el turno</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Paso</translation>
    </message>
    <message>
        <source>Priority</source>
        <translation>Prioridad</translation>
    </message>
    <message>
        <source>The active player (117.3a)</source>
        <translation>El jugador activo (117.3a)</translation>
    </message>
    <message>
        <source>Nobody</source>
        <translation>Nadie</translation>
    </message>
</context>
<context>
    <name>ObjectMenu</name>
    <message>
        <source>Move to {zone}</source>
        <translation>Mover a {zone}</translation>
    </message>
    <message>
        <source>Untap</source>
        <translation>Enderezar</translation>
    </message>
    <message>
        <source>Tap</source>
        <translation>Girar</translation>
    </message>
    <message>
        <source>Remove card</source>
        <translation>Quitar carta</translation>
    </message>
    <message>
        <source>Move to</source>
        <translation>Mover a</translation>
    </message>
    <message>
        <source>Face down</source>
        <translation>Boca abajo</translation>
    </message>
    <message>
        <source>Face up</source>
        <translation>Boca arriba</translation>
    </message>
    <message>
        <source>Set face down</source>
        <translation>Poner boca abajo</translation>
    </message>
    <message>
        <source>Not changed</source>
        <translation>No se ha cambiado</translation>
    </message>
    <message>
        <source>Phase out</source>
        <translation>Poner fuera de fase</translation>
    </message>
    <message>
        <source>Phase in</source>
        <translation>Poner en fase</translation>
    </message>
    <message>
        <source>Not cast</source>
        <translation>No lanzado</translation>
    </message>
    <message>
        <source>Cast a spell</source>
        <translation>Lanzar un hechizo</translation>
    </message>
    <message>
        <source>a face-down spell</source>
        <translation>un hechizo boca abajo</translation>
    </message>
    <message>
        <source>Not activated</source>
        <translation>No activada</translation>
    </message>
    <message>
        <source>Activate an ability</source>
        <translation>Activar una habilidad</translation>
    </message>
    <message>
        <source>Exile for mana (605.3a)</source>
        <translation>Exiliar para obtener maná (605.3a)</translation>
    </message>
    <message>
        <source>Exile for mana</source>
        <translation>Exiliar para obtener maná</translation>
    </message>
    <message>
        <source>Tap for mana</source>
        <translation>Girar para obtener maná</translation>
    </message>
    <message>
        <source>Tap for mana (605.3a)</source>
        <translation>Girar para obtener maná (605.3a)</translation>
    </message>
    <message>
        <source>Add {mana}, paying {cost} from the mana pool</source>
        <translation>Agregar {mana}, pagando {cost} de la reserva de maná</translation>
    </message>
    <message numerus="yes">
        <source>Add {mana}, paying %n life (119.4)</source>
        <translation>
            <numerusform>Agregar {mana} y pagar %n vida (119.4)</numerusform>
            <numerusform>Agregar {mana} y pagar %n vidas (119.4)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Add {mana}, taking %n damage (120.3a)</source>
        <translation>
            <numerusform>Agregar {mana} y recibir %n punto de daño (120.3a)</numerusform>
            <numerusform>Agregar {mana} y recibir %n puntos de daño (120.3a)</numerusform>
        </translation>
    </message>
    <message>
        <source>Add {mana}</source>
        <translation>Agregar {mana}</translation>
    </message>
    <message>
        <source>Activate</source>
        <translation>Activar</translation>
    </message>
    <message>
        <source>Set activated this turn</source>
        <translation>Cambiar activada este turno</translation>
    </message>
    <message>
        <source>Cast</source>
        <translation>Lanzar</translation>
    </message>
    <message>
        <source>Cast {face}</source>
        <translation>Lanzar {face}</translation>
    </message>
    <message>
        <source>Cast face down</source>
        <translation>Lanzar boca abajo</translation>
    </message>
    <message>
        <source>Move to the next zone</source>
        <translation>Mover a la zona siguiente</translation>
    </message>
    <message>
        <source>Turn face up</source>
        <translation>Poner boca arriba</translation>
    </message>
    <message>
        <source>Turn face down</source>
        <translation>Poner boca abajo</translation>
    </message>
    <message>
        <source>Phase out (702.26)</source>
        <translation>Poner fuera de fase (702.26)</translation>
    </message>
    <message>
        <source>Phase in (702.26)</source>
        <translation>Poner en fase (702.26)</translation>
    </message>
    <message>
        <source>A phased-out permanent is treated as though it doesn't exist (702.26b); what is attached to it phases out and in with it (702.26g).</source>
        <translation>Un permanente fuera de fase se considera como si no existiera (702.26b); lo que tiene anexado queda fuera de fase y entra en fase con él (702.26g).</translation>
    </message>
    <message>
        <source>Summoning sick (302.6)</source>
        <translation>Mareo de invocación (302.6)</translation>
    </message>
    <message>
        <source>Set summoning sick</source>
        <translation>Cambiar mareo de invocación</translation>
    </message>
    <message>
        <source>Haste from an effect (702.10)</source>
        <translation>Prisa por un efecto (702.10)</translation>
    </message>
    <message>
        <source>Set haste</source>
        <translation>Establecer prisa</translation>
    </message>
    <message>
        <source>Commander (903.3)</source>
        <translation>Comandante (903.3)</translation>
    </message>
    <message>
        <source>Its owner's commander, in every zone: "your commander's color identity" (Command Tower) is this card's (903.4).</source>
        <translation>El comandante de su propietario, en cualquier zona: "la identidad de color de tu comandante" (Command Tower) es la de esta carta (903.4).</translation>
    </message>
    <message>
        <source>Set commander</source>
        <translation>Establecer comandante</translation>
    </message>
    <message>
        <source>Attacking (508.1)</source>
        <translation>Atacante (508.1)</translation>
    </message>
    <message>
        <source>Set attacking</source>
        <translation>Establecer atacante</translation>
    </message>
    <message>
        <source>Playable this turn by (an effect allows it)</source>
        <translation>Jugable este turno por (lo permite un efecto)</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>nadie</translation>
    </message>
    <message>
        <source>Set play permission</source>
        <translation>Cambiar el permiso para jugar</translation>
    </message>
    <message>
        <source>Counters…</source>
        <translation>Contadores…</translation>
    </message>
    <message>
        <source>Add a time counter</source>
        <translation>Añadir un contador de tiempo</translation>
    </message>
    <message>
        <source>Add a {kind} counter</source>
        <translation>Añadir un contador {kind}</translation>
    </message>
    <message>
        <source>Remove a time counter</source>
        <translation>Quitar un contador de tiempo</translation>
    </message>
    <message>
        <source>Remove a {kind} counter</source>
        <translation>Quitar un contador {kind}</translation>
    </message>
    <message>
        <source>Doors</source>
        <translation>Puertas</translation>
    </message>
    <message>
        <source>{door} unlocked</source>
        <translation>{door} abierta</translation>
    </message>
    <message>
        <source>Owner</source>
        <translation>Propietario</translation>
    </message>
    <message>
        <source>Set owner</source>
        <translation>Cambiar propietario</translation>
    </message>
    <message>
        <source>Attach to…</source>
        <translation>Anexar a…</translation>
    </message>
    <message>
        <source>Chosen name…</source>
        <translation>Nombre elegido…</translation>
    </message>
    <message>
        <source>Foretold</source>
        <translation>Profetizada</translation>
    </message>
    <message>
        <source>Plotted</source>
        <translation>Tramada</translation>
    </message>
    <message>
        <source>Set {flag}</source>
        <translation>Cambiar {flag}</translation>
    </message>
    <message>
        <source>Chosen companion</source>
        <translation>Compañero elegido</translation>
    </message>
    <message>
        <source>Set companion</source>
        <translation>Cambiar compañero</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <source>Set counters</source>
        <translation>Cambiar contadores</translation>
    </message>
    <message>
        <source>Activated this turn ({rules})</source>
        <translation>Activadas este turno ({rules})</translation>
    </message>
    <message>
        <source>Set doors</source>
        <translation>Cambiar puertas</translation>
    </message>
    <message>
        <source>Attach to</source>
        <translation>Anexar a</translation>
    </message>
    <message>
        <source>Permanent</source>
        <translation>Permanente</translation>
    </message>
    <message>
        <source>(nothing)</source>
        <translation>(nada)</translation>
    </message>
    <message>
        <source>Attach</source>
        <translation>Anexar</translation>
    </message>
    <message>
        <source>Chosen name</source>
        <translation>Nombre elegido</translation>
    </message>
    <message>
        <source>Card name(s), separated by ;</source>
        <translation>Nombres de cartas, separados por ;</translation>
    </message>
    <message>
        <source>Set chosen name</source>
        <translation>Cambiar nombre elegido</translation>
    </message>
    <message>
        <source>Chosen color</source>
        <translation>Color elegido</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>Set chosen color</source>
        <translation>Establecer color elegido</translation>
    </message>
</context>
<context>
    <name>PlayerPanel</name>
    <message>
        <source>name</source>
        <translation>nombre</translation>
    </message>
    <message>
        <source>Player name</source>
        <translation>Nombre del jugador</translation>
    </message>
    <message>
        <source>team</source>
        <translation>equipo</translation>
    </message>
    <message>
        <source>Life</source>
        <translation>Vidas</translation>
    </message>
    <message>
        <source>Cards foretold this turn</source>
        <translation>Cartas profetizadas este turno</translation>
    </message>
    <message>
        <source>Mana pool</source>
        <translation>Reserva de maná</translation>
    </message>
    <message>
        <source>Floating mana in this player's mana pool, e.g. {W}{W}{C} (106.4)</source>
        <translation>El maná en la reserva de maná de este jugador, p. ej. {W}{W}{C} (106.4)</translation>
    </message>
    <message>
        <source>Companion used</source>
        <translation>Compañero usado</translation>
    </message>
    <message>
        <source>This player already put their companion into hand this game (116.2g)</source>
        <translation>Este jugador ya puso su compañero en la mano en esta partida (116.2g)</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Equipo</translation>
    </message>
    <message>
        <source>Foretold</source>
        <translation>Profetizada</translation>
    </message>
    <message>
        <source>Pool</source>
        <translation>Reserva</translation>
    </message>
    <message>
        <source>Rename player</source>
        <translation>Renombrar jugador</translation>
    </message>
    <message>
        <source>Set team</source>
        <translation>Cambiar equipo</translation>
    </message>
    <message>
        <source>Set life</source>
        <translation>Cambiar vidas</translation>
    </message>
    <message>
        <source>Set companion used</source>
        <translation>Cambiar compañero usado</translation>
    </message>
    <message>
        <source>Not changed: {reason}</source>
        <translation>No se ha cambiado: {reason}</translation>
    </message>
    <message>
        <source>Set mana pool</source>
        <translation>Cambiar la reserva de maná</translation>
    </message>
    <message>
        <source>Set cards foretold</source>
        <translation>Cambiar cartas profetizadas</translation>
    </message>
    <message>
        <source>active player</source>
        <translation>jugador activo</translation>
    </message>
    <message>
        <source>holds priority</source>
        <translation>tiene la prioridad</translation>
    </message>
</context>
<context>
    <name>PracticePanel</name>
    <message>
        <source>What it is about</source>
        <translation>Sobre qué</translation>
    </message>
    <message>
        <source>Special action</source>
        <translation>Acción especial</translation>
    </message>
    <message>
        <source>Add my answer</source>
        <translation>Añadir mi respuesta</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <source>My answers</source>
        <translation>Mis respuestas</translation>
    </message>
    <message>
        <source>Which special actions may {player} take now? Add each one you think is legal, then Reveal and score.</source>
        <translation>¿Qué acciones especiales puede realizar ahora {player}? Añade cada una que creas legal y luego «Mostrar y puntuar».</translation>
    </message>
    <message>
        <source>the planar die</source>
        <translation>el dado planar</translation>
    </message>
    <message>
        <source>effect of {source} ({controller})</source>
        <translation>efecto de {source} ({controller})</translation>
    </message>
    <message>
        <source>{what}: legal</source>
        <translation>{what}: legal</translation>
    </message>
    <message>
        <source>Missed: {option}{cost} is legal ({rule})</source>
        <translation>Omitida: {option}{cost} es legal ({rule})</translation>
    </message>
</context>
<context>
    <name>Prompts</name>
    <message>
        <source>End the quiz?</source>
        <translation>¿Terminar el cuestionario?</translation>
    </message>
    <message>
        <source>Questions answered: {answered} of {total}. Your answers are kept in your progress; the questions left will not be asked.</source>
        <translation>Preguntas respondidas: {answered} de {total}. Tus respuestas se conservan en tu progreso; las preguntas restantes no se harán.</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Cambios sin guardar</translation>
    </message>
    <message>
        <source>The board has unsaved changes. Save them?</source>
        <translation>La mesa tiene cambios sin guardar. ¿Guardarlos?</translation>
    </message>
    <message>
        <source>Restore the board?</source>
        <translation>¿Restaurar la mesa?</translation>
    </message>
    <message>
        <source>judgeapp did not close properly last time. Restore the board “{board}”, autosaved {when}?</source>
        <translation>judgeapp no se cerró correctamente la última vez. ¿Restaurar la mesa «{board}», guardada automáticamente el {when}?</translation>
    </message>
    <message>
        <source>Answers not written</source>
        <translation>Respuestas sin escribir</translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s) given in this window could not be written to the progress file: {error}

Free some space or make the folder writable, then choose Retry. Discard closes the window without them.</source>
        <translation>
            <numerusform>%n respuesta dada en esta ventana no se pudo escribir en el archivo de progreso: {error}

Libera algo de espacio o haz que la carpeta se pueda escribir y elige Reintentar. Descartar cierra la ventana sin ella.</numerusform>
            <numerusform>%n respuestas dadas en esta ventana no se pudieron escribir en el archivo de progreso: {error}

Libera algo de espacio o haz que la carpeta se pueda escribir y elige Reintentar. Descartar cierra la ventana sin ellas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Open scenario</source>
        <translation>Abrir escenario</translation>
    </message>
    <message>
        <source>Scenarios (*.json);;All files (*)</source>
        <translation>Escenarios (*.json);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Download the card set?</source>
        <translation>¿Descargar las cartas?</translation>
    </message>
    <message>
        <source>Download every Magic card from {source} (about 100-200 MB) and import it? The cards judgeapp uses now stay in use until the import has succeeded.</source>
        <translation>¿Descargar todas las cartas de Magic de {source} (unos 100-200 MB) e importarlas? Las cartas que judgeapp usa ahora siguen en uso hasta que la importación termine bien.</translation>
    </message>
    <message>
        <source>Import the card set</source>
        <translation>Importar las cartas</translation>
    </message>
    <message>
        <source>Card data (MTGJSON AtomicCards, Scryfall Oracle Cards) (*.json);;All files (*)</source>
        <translation>Datos de cartas (MTGJSON AtomicCards, Scryfall Oracle Cards) (*.json);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Save scenario</source>
        <translation>Guardar escenario</translation>
    </message>
    <message>
        <source>Scenarios (*.json)</source>
        <translation>Escenarios (*.json)</translation>
    </message>
    <message>
        <source>Save report as HTML</source>
        <translation>Guardar el informe como HTML</translation>
    </message>
    <message>
        <source>Web pages (*.html *.htm)</source>
        <translation>Páginas web (*.html *.htm)</translation>
    </message>
    <message>
        <source>Save report as PDF</source>
        <translation>Guardar el informe como PDF</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Documentos PDF (*.pdf)</translation>
    </message>
</context>
<context>
    <name>QuizWindow</name>
    <message>
        <source>Quiz — judgeapp</source>
        <translation>Cuestionario — judgeapp</translation>
    </message>
    <message>
        <source>Progress file damaged</source>
        <translation>Archivo de progreso dañado</translation>
    </message>
    <message numerus="yes">
        <source>The progress file could not be read. It was kept as {backup}; the %n answer(s) that could still be read were copied into a new one.</source>
        <translation>
            <numerusform>No se pudo leer el archivo de progreso. Se guardó como {backup}; la %n respuesta que aún se podía leer se copió en uno nuevo.</numerusform>
            <numerusform>No se pudo leer el archivo de progreso. Se guardó como {backup}; las %n respuestas que aún se podían leer se copiaron en uno nuevo.</numerusform>
        </translation>
    </message>
    <message>
        <source>Progress file can't be written</source>
        <translation>No se puede escribir el archivo de progreso</translation>
    </message>
    <message>
        <source>The progress file {path} can't be written now: {error}

Nothing in it was changed. Answers given in this window are kept until it can be written; closing the window before then loses them.</source>
        <translation>Ahora no se puede escribir el archivo de progreso {path}: {error}

No se ha cambiado nada en él. Las respuestas dadas en esta ventana se conservan hasta que se pueda escribir; si cierras la ventana antes, se pierden.</translation>
    </message>
    <message>
        <source>Practice (feedback after each question)</source>
        <translation>Práctica (respuesta tras cada pregunta)</translation>
    </message>
    <message>
        <source>Exam (timer, feedback at the end)</source>
        <translation>Examen (cronómetro, respuestas al final)</translation>
    </message>
    <message>
        <source>Generated situations</source>
        <translation>Situaciones generadas</translation>
    </message>
    <message>
        <source>The scenario library (authored situations)</source>
        <translation>La biblioteca de situaciones (escritas a mano)</translation>
    </message>
    <message>
        <source>Everything</source>
        <translation>Todo</translation>
    </message>
    <message>
        <source>My weak spots</source>
        <translation>Mis puntos débiles</translation>
    </message>
    <message>
        <source>1 — the plain rules</source>
        <translation>1 — las reglas básicas</translation>
    </message>
    <message>
        <source>2 — effects that change them</source>
        <translation>2 — efectos que las cambian</translation>
    </message>
    <message>
        <source>3 — traps and near misses</source>
        <translation>3 — trampas y casi aciertos</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Ninguno</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Empezar</translation>
    </message>
    <message>
        <source>&amp;Progress by rule…</source>
        <translation>&amp;Progreso por regla…</translation>
    </message>
    <message>
        <source>Save a set to p&amp;rint…</source>
        <translation>Guardar las preguntas para &amp;imprimir…</translation>
    </message>
    <message>
        <source>&amp;Mode</source>
        <translation>&amp;Modo</translation>
    </message>
    <message>
        <source>Questions &amp;from</source>
        <translation>Preguntas &amp;de</translation>
    </message>
    <message>
        <source>&amp;Train</source>
        <translation>&amp;Entrenar</translation>
    </message>
    <message>
        <source>&amp;Difficulty</source>
        <translation>&amp;Dificultad</translation>
    </message>
    <message>
        <source>&amp;Questions</source>
        <translation>&amp;Preguntas</translation>
    </message>
    <message>
        <source>S&amp;eed (same seed, same questions)</source>
        <translation>S&amp;emilla (misma semilla, mismas preguntas)</translation>
    </message>
    <message>
        <source>Time &amp;limit (exam)</source>
        <translation>&amp;Límite de tiempo (examen)</translation>
    </message>
    <message>
        <source>Two players and the plain rules: whose turn, which step, who holds priority, what is on the stack.</source>
        <translation>Dos jugadores y las reglas básicas: de quién es el turno, qué paso, quién tiene la prioridad, qué hay en la pila.</translation>
    </message>
    <message>
        <source>Effects that change the rules (Teferi, Silence, Exploration, split second…), red herrings, multiplayer games and Two-Headed Giant.</source>
        <translation>Efectos que cambian las reglas (Teferi, Silencio, Exploración, fracción de segundo…), pistas falsas, partidas multijugador y Gigante de dos cabezas.</translation>
    </message>
    <message>
        <source>Traps that decide the answer, as a judge exam sets them: one detail makes the likely answer wrong.</source>
        <translation>Trampas que deciden la respuesta, como en un examen de juez: un detalle hace errónea la respuesta más probable.</translation>
    </message>
    <message>
        <source>Every rule weighs the same until you have answered some questions.</source>
        <translation>Todas las reglas pesan lo mismo hasta que hayas respondido algunas preguntas.</translation>
    </message>
    <message>
        <source>No answers yet. Each answer is logged as you give it: Progress by rule charts them, and My weak spots asks more about the rules you miss.</source>
        <translation>Aún no hay respuestas. Cada respuesta se registra al darla: Progreso por regla las representa y Mis puntos débiles pregunta más por las reglas que fallas.</translation>
    </message>
    <message numerus="yes">
        <source>Your answers so far: %n, {percent} right.</source>
        <translation>
            <numerusform>Tus respuestas hasta ahora: %n, {percent} correctas.</numerusform>
            <numerusform>Tus respuestas hasta ahora: %n, {percent} correctas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>In the last 7 days: %n, {percent} right.</source>
        <translation>
            <numerusform>En los últimos 7 días: %n, {percent} correctas.</numerusform>
            <numerusform>En los últimos 7 días: %n, {percent} correctas.</numerusform>
        </translation>
    </message>
    <message>
        <source>None in the last 7 days.</source>
        <translation>Ninguna en los últimos 7 días.</translation>
    </message>
    <message>
        <source>No questions</source>
        <translation>Sin preguntas</translation>
    </message>
    <message>
        <source>No questions could be made with these settings.</source>
        <translation>No se pudieron crear preguntas con esta configuración.</translation>
    </message>
    <message numerus="yes">
        <source>Only %n different question(s) can be made with these settings.</source>
        <translation>
            <numerusform>Con esta configuración solo se puede crear %n pregunta distinta.</numerusform>
            <numerusform>Con esta configuración solo se pueden crear %n preguntas distintas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Save a set to print</source>
        <translation>Guardar las preguntas para imprimir</translation>
    </message>
    <message numerus="yes">
        <source>Saved a set of %n question(s), with its answer key: {path}</source>
        <translation>
            <numerusform>Guardada %n pregunta, con las soluciones: {path}</numerusform>
            <numerusform>Guardadas %n preguntas, con las soluciones: {path}</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Answer (Enter)</source>
        <translation>&amp;Responder (Intro)</translation>
    </message>
    <message>
        <source>Explanation</source>
        <translation>Explicación</translation>
    </message>
    <message>
        <source>Question {n} of {total}</source>
        <translation>Pregunta {n} de {total}</translation>
    </message>
    <message>
        <source> (select all that apply)</source>
        <translation> (marca todas las que correspondan)</translation>
    </message>
    <message>
        <source>The progress file can't be written: {error}. This answer is kept in memory and written as soon as the file can be; closing the quiz window before then loses it.</source>
        <translation>No se puede escribir el archivo de progreso: {error}. Esta respuesta se conserva en memoria y se escribirá en cuanto se pueda; si cierras antes la ventana del cuestionario, se pierde.</translation>
    </message>
    <message>
        <source>The progress file can't be written now: {error}. This answer is kept beside it and will be written to it as soon as it can be.</source>
        <translation>Ahora no se puede escribir el archivo de progreso: {error}. Esta respuesta se conserva junto a él y se escribirá en él en cuanto se pueda.</translation>
    </message>
    <message>
        <source>The progress file is busy: this answer is kept and will be written to it as soon as it is free.</source>
        <translation>El archivo de progreso está ocupado: esta respuesta se conserva y se escribirá en cuanto quede libre.</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>Informe</translation>
    </message>
    <message numerus="yes">
        <source>&amp;Retry %n missed question(s)</source>
        <translation>
            <numerusform>&amp;Repetir %n pregunta fallada</numerusform>
            <numerusform>&amp;Repetir %n preguntas falladas</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Finish (Enter)</source>
        <translation>&amp;Terminar (Intro)</translation>
    </message>
    <message>
        <source>Asked most now:</source>
        <translation>Las más preguntadas ahora:</translation>
    </message>
    <message>
        <source>&amp;Next question (Enter)</source>
        <translation>&amp;Siguiente pregunta (Intro)</translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s) left.</source>
        <translation>
            <numerusform>Queda %n minuto.</numerusform>
            <numerusform>Quedan %n minutos.</numerusform>
        </translation>
    </message>
    <message>
        <source>Save report as &amp;HTML…</source>
        <translation>Guardar el informe como &amp;HTML…</translation>
    </message>
    <message>
        <source>Save report as &amp;PDF…</source>
        <translation>Guardar el informe como &amp;PDF…</translation>
    </message>
    <message>
        <source>&amp;New quiz</source>
        <translation>&amp;Nuevo cuestionario</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>No se puede guardar</translation>
    </message>
</context>
<context>
    <name>SituationPanel</name>
    <message>
        <source>Title of the situation</source>
        <translation>Título de la situación</translation>
    </message>
    <message>
        <source>The situation in words: what happened, and the question a judge asks</source>
        <translation>La situación en palabras: qué pasó y la pregunta que hace un juez</translation>
    </message>
    <message>
        <source>Description of the situation</source>
        <translation>Descripción de la situación</translation>
    </message>
    <message>
        <source>Edit the title</source>
        <translation>Editar el título</translation>
    </message>
    <message>
        <source>Edit the description</source>
        <translation>Editar la descripción</translation>
    </message>
</context>
<context>
    <name>StackItemDialog</name>
    <message>
        <source>Add to the stack</source>
        <translation>Añadir a la pila</translation>
    </message>
    <message>
        <source>Edit the stack item</source>
        <translation>Editar el objeto de la pila</translation>
    </message>
    <message>
        <source>Card name of a spell, or leave empty for an ability</source>
        <translation>Nombre de la carta de un hechizo, o déjalo vacío para una habilidad</translation>
    </message>
    <message>
        <source>What the ability or spell does (optional)</source>
        <translation>Qué hace la habilidad o el hechizo (opcional)</translation>
    </message>
    <message>
        <source>Cast face down (morph, disguise)</source>
        <translation>Lanzado boca abajo (metamorfosis, disfraz)</translation>
    </message>
    <message>
        <source>A copy of a spell: not cast (707.10)</source>
        <translation>Una copia de un hechizo: no se lanza (707.10)</translation>
    </message>
    <message>
        <source>Targets</source>
        <translation>Objetivos</translation>
    </message>
    <message>
        <source>Spell</source>
        <translation>Hechizo</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Carta</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Texto</translation>
    </message>
    <message>
        <source>Controller</source>
        <translation>Controlador</translation>
    </message>
    <message>
        <source>Targets (tick each)</source>
        <translation>Objetivos (marca cada uno)</translation>
    </message>
    <message>
        <source>{card} is a land: a land is played, never cast (305.1, 305.9).</source>
        <translation>La carta {card} es una tierra: una tierra se juega, nunca se lanza (305.1, 305.9).</translation>
    </message>
</context>
<context>
    <name>StatsView</name>
    <message>
        <source>{percent}%</source>
        <translation>{percent} %</translation>
    </message>
    <message>
        <source>Progress by rule</source>
        <translation>Progreso por regla</translation>
    </message>
    <message>
        <source>All rules</source>
        <translation>Todas las reglas</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regla</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Correctas</translation>
    </message>
    <message>
        <source>Answered</source>
        <translation>Respondidas</translation>
    </message>
    <message>
        <source>% right</source>
        <translation>% correctas</translation>
    </message>
    <message>
        <source>A question that asks you to mark every special action counts once under each rule among its actions; “All rules” counts each answer once.</source>
        <translation>Una pregunta que pide marcar cada acción especial cuenta una vez en cada regla de sus acciones; «Todas las reglas» cuenta cada respuesta una vez.</translation>
    </message>
</context>
<context>
    <name>TurnBar</name>
    <message>
        <source>Turn number</source>
        <translation>Número de turno</translation>
    </message>
    <message>
        <source>Active player</source>
        <translation>Jugador activo</translation>
    </message>
    <message>
        <source>Priority</source>
        <translation>Prioridad</translation>
    </message>
    <message>
        <source>Planechase</source>
        <translation>Planechase</translation>
    </message>
    <message>
        <source>Conspiracy Draft</source>
        <translation>Conspiracy Draft</translation>
    </message>
    <message>
        <source>Two-Headed Giant</source>
        <translation>Gigante de dos cabezas</translation>
    </message>
    <message>
        <source>Lands played this turn</source>
        <translation>Tierras jugadas este turno</translation>
    </message>
    <message>
        <source>Planar die special actions this turn</source>
        <translation>Tiradas del dado planar como acción especial este turno</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Turno</translation>
    </message>
    <message>
        <source>Lands played</source>
        <translation>Tierras jugadas</translation>
    </message>
    <message>
        <source>Planar rolls</source>
        <translation>Tiradas planares</translation>
    </message>
    <message>
        <source>Pass priority</source>
        <translation>Pasar la prioridad</translation>
    </message>
    <message>
        <source>The priority holder passes (117.3d); when all have passed, the top of the stack resolves or the step ends (117.4)</source>
        <translation>Quien tiene la prioridad pasa (117.3d); cuando todos han pasado, se resuelve lo que está en la parte superior de la pila o termina el paso (117.4)</translation>
    </message>
    <message>
        <source>Next step</source>
        <translation>Paso siguiente</translation>
    </message>
    <message>
        <source>All players pass with an empty stack: the next step or phase begins (500.2)</source>
        <translation>Todos los jugadores pasan con la pila vacía: comienza el paso o la fase siguiente (500.2)</translation>
    </message>
    <message>
        <source>Set turn</source>
        <translation>Cambiar turno</translation>
    </message>
    <message>
        <source>Set active player</source>
        <translation>Cambiar jugador activo</translation>
    </message>
    <message>
        <source>Set priority</source>
        <translation>Cambiar prioridad</translation>
    </message>
    <message>
        <source>Set lands played</source>
        <translation>Cambiar tierras jugadas</translation>
    </message>
    <message>
        <source>Set planar rolls</source>
        <translation>Cambiar tiradas planares</translation>
    </message>
    <message>
        <source>Set game variant</source>
        <translation>Cambiar variante</translation>
    </message>
    <message>
        <source>Go to {step}</source>
        <translation>Ir a {step}</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>nadie</translation>
    </message>
</context>
<context>
    <name>TurnFactsDialog</name>
    <message>
        <source>Turn facts</source>
        <translation>Hechos del turno</translation>
    </message>
    <message>
        <source>Lands put onto the battlefield by effects (305.4)</source>
        <translation>Tierras puestas en el campo de batalla por efectos (305.4)</translation>
    </message>
    <message>
        <source>Planar die rolled as a special action (901.9)</source>
        <translation>Dado planar tirado como acción especial (901.9)</translation>
    </message>
    <message>
        <source>Planar die rolled by effects (not counted, 901.9)</source>
        <translation>Dado planar tirado por efectos (no cuentan, 901.9)</translation>
    </message>
    <message>
        <source>Spells cast this turn (601.3)</source>
        <translation>Hechizos lanzados este turno (601.3)</translation>
    </message>
    <message>
        <source>Cast with Add…: {cards} (a lower count forgets them)</source>
        <translation>Lanzados con Añadir…: {cards} (un número menor los olvida)</translation>
    </message>
</context>
<context>
    <name>VerdictModel</name>
    <message>
        <source>Special action</source>
        <translation>Acción especial</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Veredicto</translation>
    </message>
    <message>
        <source>nothing to do</source>
        <translation>nada que hacer</translation>
    </message>
    <message>
        <source>?</source>
        <translation>?</translation>
    </message>
    <message numerus="yes">
        <source>%n legal</source>
        <translation>
            <numerusform>%n legal</numerusform>
            <numerusform>%n legales</numerusform>
        </translation>
    </message>
    <message>
        <source>not legal</source>
        <translation>no legal</translation>
    </message>
    <message>
        <source>legal</source>
        <translation>legal</translation>
    </message>
</context>
<context>
    <name>VerdictPanel</name>
    <message>
        <source>Show special actions for</source>
        <translation>Mostrar las acciones especiales de</translation>
    </message>
    <message>
        <source>Hide answers (practice)</source>
        <translation>Ocultar respuestas (práctica)</translation>
    </message>
    <message>
        <source>Reveal and score</source>
        <translation>Mostrar y puntuar</translation>
    </message>
    <message>
        <source>Special actions and their verdicts</source>
        <translation>Acciones especiales y sus veredictos</translation>
    </message>
    <message>
        <source>Take this action</source>
        <translation>Realizar esta acción</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Atrás</translation>
    </message>
    <message>
        <source>Copy ruling</source>
        <translation>Copiar el dictamen</translation>
    </message>
    <message>
        <source>The situation, the answer, the reason and the rules quoted, ready to paste</source>
        <translation>La situación, la respuesta, el motivo y las reglas citadas, listos para pegar</translation>
    </message>
    <message>
        <source>Copy as plain text</source>
        <translation>Copiar como texto sin formato</translation>
    </message>
    <message>
        <source>Copy as Markdown</source>
        <translation>Copiar como Markdown</translation>
    </message>
    <message>
        <source>Special actions for</source>
        <translation>Acciones especiales de</translation>
    </message>
    <message>
        <source>Ruling</source>
        <translation>Resolución</translation>
    </message>
    <message>
        <source>Priority holder ({pid})</source>
        <translation>Quien tiene la prioridad ({pid})</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>nadie</translation>
    </message>
    <message>
        <source>Select a special action to read its rule and every condition checked; the links open the rules they cite.</source>
        <translation>Selecciona una acción especial para leer su regla y cada condición comprobada; los enlaces abren las reglas que citan.</translation>
    </message>
    <message>
        <source>%1 of %2 right (answers named and legal actions missed).</source>
        <translation>%1 de %2 correctas (respuestas dadas y acciones legales omitidas).</translation>
    </message>
    <message>
        <source>Take: {label}</source>
        <translation>Realizar: {label}</translation>
    </message>
</context>
<context>
    <name>app</name>
    <message>
        <source>judgeapp can't start: it keeps your autosaved boards, settings and quiz progress in its data folder, and can't use it.

{error}

Make that folder writable, or set JUDGEAPP_DATA_DIR to a folder you can write.</source>
        <translation>judgeapp no puede iniciarse: guarda los tableros autoguardados, la configuración y el progreso del cuestionario en su carpeta de datos, y no puede usarla.

{error}

Haz que esa carpeta se pueda escribir, o define JUDGEAPP_DATA_DIR con una carpeta en la que puedas escribir.</translation>
    </message>
</context>
<context>
    <name>dates</name>
    <message>
        <source>MMMM d, yyyy</source>
        <translation>d 'de' MMMM 'de' yyyy</translation>
    </message>
    <message>
        <source>MMM d, yyyy</source>
        <translation>d MMM yyyy</translation>
    </message>
    <message>
        <source>MMMM yyyy</source>
        <translation>MMMM 'de' yyyy</translation>
    </message>
    <message>
        <source>MMMM d, yyyy 'at' h:mm AP</source>
        <translation>d 'de' MMMM 'de' yyyy, H:mm</translation>
    </message>
</context>
<context>
    <name>models</name>
    <message>
        <source>Move to {zone}</source>
        <translation>Mover a {zone}</translation>
    </message>
    <message>
        <source>Reorder the stack</source>
        <translation>Reordenar la pila</translation>
    </message>
    <message>
        <source>, turn {turn}</source>
        <translation>, turno {turn}</translation>
    </message>
</context>
<context>
    <name>shortcuts</name>
    <message>
        <source>Tap or untap the selected card</source>
        <translation>Girar o enderezar la carta seleccionada</translation>
    </message>
    <message>
        <source>Turn the selected card face down or face up</source>
        <translation>Poner la carta seleccionada boca abajo o boca arriba</translation>
    </message>
    <message>
        <source>Add a counter (the kind it has; time in exile; else +1/+1)</source>
        <translation>Añadir un contador (del tipo que tiene; de tiempo en el exilio; si no, +1/+1)</translation>
    </message>
    <message>
        <source>Remove a counter</source>
        <translation>Quitar un contador</translation>
    </message>
    <message>
        <source>Move the selected card to its player's next zone</source>
        <translation>Mover la carta seleccionada a la zona siguiente de su jugador</translation>
    </message>
    <message>
        <source>Remove the selected card</source>
        <translation>Quitar la carta seleccionada</translation>
    </message>
    <message>
        <source>Every other change to the selected card (its menu)</source>
        <translation>Cualquier otro cambio en la carta seleccionada (su menú)</translation>
    </message>
    <message>
        <source>Move the selected stack object up or down</source>
        <translation>Mover arriba o abajo el objeto seleccionado de la pila</translation>
    </message>
    <message>
        <source>Quiz: choose an answer</source>
        <translation>Cuestionario: elegir una respuesta</translation>
    </message>
    <message>
        <source>Quiz: answer, then the next question</source>
        <translation>Cuestionario: responder y luego la siguiente pregunta</translation>
    </message>
    <message>
        <source>Quiz: full screen, or back</source>
        <translation>Cuestionario: pantalla completa, o volver como estaba</translation>
    </message>
    <message>
        <source>Rule look-up: from the words typed to the list of what they found</source>
        <translation>Buscar una regla: de las palabras escritas a la lista de lo encontrado</translation>
    </message>
    <message>
        <source>Rule look-up: close its window</source>
        <translation>Buscar una regla: cerrar su ventana</translation>
    </message>
    <message>
        <source>Move the selected card to its player's zone: {zone}</source>
        <translation>Mover la carta seleccionada a la zona de su jugador: {zone}</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Teclas</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Acción</translation>
    </message>
</context>
<context>
    <name>steps</name>
    <message>
        <source>Untap</source>
        <translation>Enderezar</translation>
    </message>
    <message>
        <source>Upkeep</source>
        <translation>Mantenimiento</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Robar</translation>
    </message>
    <message>
        <source>Main 1</source>
        <translation>Principal 1</translation>
    </message>
    <message>
        <source>Begin combat</source>
        <translation>Inicio del combate</translation>
    </message>
    <message>
        <source>Attackers</source>
        <translation>Atacantes</translation>
    </message>
    <message>
        <source>Blockers</source>
        <translation>Bloqueadoras</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>Daño</translation>
    </message>
    <message>
        <source>End combat</source>
        <translation>Final del combate</translation>
    </message>
    <message>
        <source>Main 2</source>
        <translation>Principal 2</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Final</translation>
    </message>
    <message>
        <source>Cleanup</source>
        <translation>Limpieza</translation>
    </message>
</context>
<context>
    <name>window</name>
    <message>
        <source>Something went wrong</source>
        <translation>Algo salió mal</translation>
    </message>
    <message>
        <source>{error}

The board on screen is unchanged.</source>
        <translation>{error}

La mesa en pantalla no ha cambiado.</translation>
    </message>
</context>
<context>
    <name>zones</name>
    <message>
        <source>Hand</source>
        <translation>Mano</translation>
    </message>
    <message>
        <source>Battlefield</source>
        <translation>Campo de batalla</translation>
    </message>
    <message>
        <source>Graveyard</source>
        <translation>Cementerio</translation>
    </message>
    <message>
        <source>Exile</source>
        <translation>Exilio</translation>
    </message>
    <message>
        <source>Command zone</source>
        <translation>Zona de mando</translation>
    </message>
    <message>
        <source>Outside the game</source>
        <translation>Fuera del juego</translation>
    </message>
    <message>
        <source>Library (top)</source>
        <translation>Biblioteca (arriba)</translation>
    </message>
    <message>
        <source>Phased out</source>
        <translation>Fuera de fase</translation>
    </message>
</context>
</TS>
