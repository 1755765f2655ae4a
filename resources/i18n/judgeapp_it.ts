<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it">
<context>
    <name />
    <message>
        <location filename="../../src/judgeapp/gui/labels.py" line="25" />
        <source>[face down: {how}]</source>
        <translation>[a faccia in giù: {how}]</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/labels.py" line="27" />
        <source>(tapped)</source>
        <translation>(TAPpato)</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/labels.py" line="31" />
        <source>unlocked: {doors}</source>
        <translation>sbloccata: {doors}</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/labels.py" line="33" />
        <source>owner {owner}</source>
        <translation>proprietario {owner}</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/labels.py" line="35" />
        <source>attached to {target}</source>
        <translation>assegnato a {target}</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/labels.py" line="37" />
        <source>foretold</source>
        <translation>predetta</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/labels.py" line="39" />
        <source>plotted</source>
        <translation>tramata</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/labels.py" line="41" />
        <source>named {names}</source>
        <translation>nome scelto {names}</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/labels.py" line="46" />
        <location filename="../../src/judgeapp/gui/labels.py" line="49" />
        <source>ability</source>
        <translation>abilità</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/labels.py" line="48" />
        <source>face-down spell</source>
        <translation>magia a faccia in giù</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/labels.py" line="49" />
        <source>spell</source>
        <translation>magia</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/rule_html.py" line="38" />
        <source>Unofficial rules text</source>
        <translation>Testo delle regole non ufficiale</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/rule_html.py" line="56" />
        <source>Rule</source>
        <translation>Regola</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/rule_html.py" line="56" />
        <source>No such rule in this edition.</source>
        <translation>Questa regola non esiste in questa edizione.</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/rule_html.py" line="64" />
        <source>Comprehensive Rules effective</source>
        <translation>Regolamento Completo in vigore dal</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/rule_html.py" line="81" />
        <source>cost</source>
        <translation>costo</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/rule_html.py" line="86" />
        <source>LEGAL</source>
        <translation>LEGALE</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/rule_html.py" line="86" />
        <source>NOT LEGAL</source>
        <translation>NON LEGALE</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/rule_html.py" line="88" />
        <source>Conditions checked</source>
        <translation>Condizioni verificate</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/rule_html.py" line="93" />
        <source>Notes</source>
        <translation>Note</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/rule_html.py" line="99" />
        <source>The rule</source>
        <translation>La regola</translation>
    </message>
</context>
<context>
    <name>AccuracyChart</name>
    <message>
        <location filename="../../src/judgeapp/gui/stats.py" line="34" />
        <source>No answers yet</source>
        <translation>Ancora nessuna risposta</translation>
    </message>
</context>
<context>
    <name>AddCardBar</name>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="170" />
        <source>Player to add the card for</source>
        <translation>Giocatore a cui aggiungere la carta</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="175" />
        <source>Card name (English or translated)…</source>
        <translation>Nome della carta (inglese o tradotto)…</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="176" />
        <source>Card name</source>
        <translation>Nome della carta</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="178" />
        <source>Add card</source>
        <translation>Aggiungi carta</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="181" />
        <source>Add</source>
        <translation>Aggiungi</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="183" />
        <source>to</source>
        <translation>a</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="213" />
        <source>Add {card}</source>
        <translation>Aggiungi {card}</translation>
    </message>
</context>
<context>
    <name>BoardWidget</name>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="240" />
        <location filename="../../src/judgeapp/gui/board.py" line="261" />
        <source>Stack (top first)</source>
        <translation>Pila (prima la cima)</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="244" />
        <location filename="../../src/judgeapp/gui/board.py" line="255" />
        <source>Add…</source>
        <translation>Aggiungi…</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="244" />
        <source>Up</source>
        <translation>Su</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="245" />
        <source>Down</source>
        <translation>Giù</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="245" />
        <location filename="../../src/judgeapp/gui/board.py" line="256" />
        <source>Remove</source>
        <translation>Rimuovi</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="252" />
        <location filename="../../src/judgeapp/gui/board.py" line="264" />
        <source>Active effects</source>
        <translation>Effetti attivi</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="255" />
        <source>Edit…</source>
        <translation>Modifica…</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="280" />
        <source>Move stack item up</source>
        <translation>Sposta in su nella pila</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="283" />
        <source>Move stack item down</source>
        <translation>Sposta in giù nella pila</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="306" />
        <location filename="../../src/judgeapp/gui/board.py" line="310" />
        <location filename="../../src/judgeapp/gui/board.py" line="322" />
        <source>Add to the stack</source>
        <translation>Aggiungi alla pila</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="307" />
        <source>Card name of a spell, or leave empty for an ability</source>
        <translation>Nome della carta di una magia, o vuoto per un'abilità</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="310" />
        <source>Controller</source>
        <translation>Controllore</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="316" />
        <source>Unknown card</source>
        <translation>Carta sconosciuta</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="320" />
        <source>an ability</source>
        <translation>un'abilità</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="333" />
        <source>Remove from the stack</source>
        <translation>Rimuovi dalla pila</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="340" />
        <source>Add effect</source>
        <translation>Aggiungi effetto</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="354" />
        <source>Edit effect</source>
        <translation>Modifica effetto</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="360" />
        <source>Effect not added</source>
        <translation>Effetto non aggiunto</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="365" />
        <source>Remove effect</source>
        <translation>Rimuovi effetto</translation>
    </message>
</context>
<context>
    <name>CountersDialog</name>
    <message>
        <location filename="../../src/judgeapp/gui/dialogs.py" line="94" />
        <source>Counters</source>
        <translation>Segnalini</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/dialogs.py" line="97" />
        <source>One per line, name: amount</source>
        <translation>Uno per riga, nome: quantità</translation>
    </message>
</context>
<context>
    <name>CustomCardDialog</name>
    <message>
        <location filename="../../src/judgeapp/gui/dialogs.py" line="115" />
        <source>Custom card</source>
        <translation>Carta personalizzata</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/dialogs.py" line="120" />
        <source>Creature — Angel</source>
        <translation>Creatura — Angelo</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/dialogs.py" line="122" />
        <source>Flying
Morph {2}{W}{W}</source>
        <translation>Volare
Metamorfosi {2}{W}{W}</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/dialogs.py" line="124" />
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/dialogs.py" line="125" />
        <source>Mana cost</source>
        <translation>Costo di mana</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/dialogs.py" line="126" />
        <source>Type line</source>
        <translation>Riga del tipo</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/dialogs.py" line="127" />
        <source>Oracle text</source>
        <translation>Testo Oracle</translation>
    </message>
</context>
<context>
    <name>EffectDialog</name>
    <message>
        <location filename="../../src/judgeapp/gui/dialogs.py" line="143" />
        <source>Active effect</source>
        <translation>Effetto attivo</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/dialogs.py" line="161" />
        <source>Source card</source>
        <translation>Carta di origine</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/dialogs.py" line="162" />
        <source>Controller</source>
        <translation>Controllore</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/dialogs.py" line="163" />
        <source>Affected player</source>
        <translation>Giocatore interessato</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/dialogs.py" line="164" />
        <source>Created on turn</source>
        <translation>Creato nel turno</translation>
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
        <translation>Avvertenze sul tavolo</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="135" />
        <source>The translation for {lang} could not be loaded.</source>
        <translation>Non è stato possibile caricare la traduzione per {lang}.</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="152" />
        <source>Cannot use {path}: {error}</source>
        <translation>Impossibile usare {path}: {error}</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="164" />
        <source>Cannot use this rules file</source>
        <translation>Impossibile usare questo file delle regole</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="168" />
        <source>official</source>
        <translation>ufficiale</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="168" />
        <source>unofficial</source>
        <translation>non ufficiale</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="169" />
        <source>Using {name} ({label}, {count} rules)</source>
        <translation>In uso: {name} ({label}, {count} regole)</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="196" />
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="197" />
        <source>&amp;New</source>
        <translation>&amp;Nuovo</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="198" />
        <source>&amp;Open…</source>
        <translation>&amp;Apri…</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="199" />
        <source>Open &amp;Recent</source>
        <translation>Apri &amp;recenti</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="200" />
        <source>Open &amp;Example</source>
        <translation>Apri &amp;esempio</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="204" />
        <source>&amp;Save</source>
        <translation>&amp;Salva</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="205" />
        <source>Save &amp;As…</source>
        <translation>Salva &amp;come…</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="207" />
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="210" />
        <source>&amp;Edit</source>
        <translation>&amp;Modifica</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="211" />
        <source>&amp;Undo</source>
        <translation>&amp;Annulla</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="213" />
        <source>&amp;Redo</source>
        <translation>&amp;Ripeti</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="218" />
        <source>Add &amp;card by name</source>
        <translation>Aggiungi &amp;carta per nome</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="219" />
        <source>&amp;Custom card…</source>
        <translation>Carta &amp;personalizzata…</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="220" />
        <source>Add to the &amp;stack…</source>
        <translation>Aggiungi alla &amp;pila…</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="221" />
        <source>Add active &amp;effect…</source>
        <translation>Aggiungi &amp;effetto attivo…</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="223" />
        <source>&amp;Board</source>
        <translation>&amp;Tavolo</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="224" />
        <source>&amp;Take the selected special action</source>
        <translation>&amp;Compi l'azione speciale selezionata</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="225" />
        <source>Add &amp;player</source>
        <translation>Aggiungi &amp;giocatore</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="226" />
        <source>&amp;Remove player…</source>
        <translation>&amp;Rimuovi giocatore…</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="228" />
        <source>&amp;Quiz</source>
        <translation>&amp;Quiz</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="229" />
        <source>&amp;Start a quiz…</source>
        <translation>&amp;Inizia un quiz…</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="231" />
        <source>&amp;Language</source>
        <translation>&amp;Lingua</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="238" />
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="239" />
        <source>Rule &amp;116</source>
        <translation>Regola &amp;116</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="241" />
        <source>Use another Comprehensive Rules file…</source>
        <translation>Usa un altro file del Regolamento Completo…</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="242" />
        <source>Use the shipped Comprehensive Rules</source>
        <translation>Usa il Regolamento Completo incluso</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="251" />
        <source>Untitled</source>
        <translation>Senza titolo</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="267" />
        <source>New board</source>
        <translation>Nuovo tavolo</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="286" />
        <source>Cannot open this scenario</source>
        <translation>Impossibile aprire questo scenario</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="287" />
        <source>{path} could not be opened:
{lines}

The board on screen is unchanged.</source>
        <translation>Non è stato possibile aprire {path}:
{lines}

Il tavolo sullo schermo non è cambiato.</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="315" />
        <source>Cannot save</source>
        <translation>Impossibile salvare</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="315" />
        <source>{path} could not be saved: {error}</source>
        <translation>Non è stato possibile salvare {path}: {error}</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="318" />
        <source>Saved {path}</source>
        <translation>Salvato {path}</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="326" />
        <source>Autosave failed: {error}</source>
        <translation>Salvataggio automatico non riuscito: {error}</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="344" />
        <source>Cannot restore</source>
        <translation>Impossibile ripristinare</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="363" />
        <source>Define {card}</source>
        <translation>Definisci {card}</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="364" />
        <source>{card} can now be added by name.</source>
        <translation>Ora {card} può essere aggiunta per nome.</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="368" />
        <source>A game has at most six players here.</source>
        <translation>Qui una partita ha al massimo sei giocatori.</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="370" />
        <source>Add player</source>
        <translation>Aggiungi giocatore</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="375" />
        <source>A game needs at least two players.</source>
        <translation>Una partita richiede almeno due giocatori.</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="377" />
        <source>Remove player</source>
        <translation>Rimuovi giocatore</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="377" />
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="379" />
        <source>Remove player {pid}</source>
        <translation>Rimuovi il giocatore {pid}</translation>
    </message>
</context>
<context>
    <name>ObjectMenu</name>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="41" />
        <source>Move to {zone}</source>
        <translation>Sposta in {zone}</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="45" />
        <location filename="../../src/judgeapp/gui/object_menu.py" line="63" />
        <source>Untap</source>
        <translation>STAPpa</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="45" />
        <location filename="../../src/judgeapp/gui/object_menu.py" line="63" />
        <source>Tap</source>
        <translation>TAPpa</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="48" />
        <source>Remove card</source>
        <translation>Rimuovi carta</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="55" />
        <source>Move to</source>
        <translation>Sposta in</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="66" />
        <source>Face down</source>
        <translation>A faccia in giù</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="68" />
        <source>Face up</source>
        <translation>A faccia in su</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="71" />
        <source>Set face down</source>
        <translation>Imposta a faccia in giù</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="72" />
        <source>Counters…</source>
        <translation>Segnalini…</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="75" />
        <source>Doors</source>
        <translation>Porte</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="77" />
        <source>{door} unlocked</source>
        <translation>{door} sbloccata</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="81" />
        <source>Owner</source>
        <translation>Proprietario</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="87" />
        <source>Set owner</source>
        <translation>Imposta proprietario</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="88" />
        <source>Attach to…</source>
        <translation>Assegna a…</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="89" />
        <source>Chosen name…</source>
        <translation>Nome scelto…</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="91" />
        <source>Foretold</source>
        <translation>Predetta</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="91" />
        <source>Plotted</source>
        <translation>Tramata</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="95" />
        <source>Set {flag}</source>
        <translation>Imposta {flag}</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="98" />
        <source>Chosen companion</source>
        <translation>Compagno scelto</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="103" />
        <source>Set companion</source>
        <translation>Imposta compagno</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="105" />
        <source>Remove</source>
        <translation>Rimuovi</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="113" />
        <source>Set counters</source>
        <translation>Imposta segnalini</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="118" />
        <source>Set doors</source>
        <translation>Imposta porte</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="122" />
        <source>Attach to</source>
        <translation>Assegna a</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="122" />
        <source>Permanent</source>
        <translation>Permanente</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="122" />
        <source>(nothing)</source>
        <translation>(nulla)</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="124" />
        <source>Attach</source>
        <translation>Assegna</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="128" />
        <source>Chosen name</source>
        <translation>Nome scelto</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="128" />
        <source>Card name(s), separated by ;</source>
        <translation>Nomi delle carte, separati da ;</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="132" />
        <source>Set chosen name</source>
        <translation>Imposta nome scelto</translation>
    </message>
</context>
<context>
    <name>PlayerPanel</name>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="76" />
        <source>name</source>
        <translation>nome</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="77" />
        <source>Player name</source>
        <translation>Nome del giocatore</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="80" />
        <source>team</source>
        <translation>squadra</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="84" />
        <location filename="../../src/judgeapp/gui/board.py" line="91" />
        <source>Life</source>
        <translation>Punti vita</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="87" />
        <source>Cards foretold this turn</source>
        <translation>Carte predette in questo turno</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="88" />
        <source>Companion used</source>
        <translation>Compagno usato</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="89" />
        <source>This player already put their companion into hand this game (116.2g)</source>
        <translation>Questo giocatore ha già messo in mano il suo compagno in questa partita (116.2g)</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="91" />
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="91" />
        <source>Team</source>
        <translation>Squadra</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="92" />
        <source>Foretold</source>
        <translation>Predetta</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="119" />
        <source>Rename player</source>
        <translation>Rinomina giocatore</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="120" />
        <source>Set team</source>
        <translation>Imposta squadra</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="121" />
        <source>Set life</source>
        <translation>Imposta punti vita</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="122" />
        <source>Set companion used</source>
        <translation>Imposta compagno usato</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="139" />
        <source>Set cards foretold</source>
        <translation>Imposta carte predette</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="149" />
        <source>active player</source>
        <translation>giocatore attivo</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="151" />
        <source>holds priority</source>
        <translation>ha la priorità</translation>
    </message>
</context>
<context>
    <name>Prompts</name>
    <message>
        <location filename="../../src/judgeapp/gui/dialogs.py" line="29" />
        <source>Unsaved changes</source>
        <translation>Modifiche non salvate</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/dialogs.py" line="29" />
        <source>The board has unsaved changes. Save them?</source>
        <translation>Il tavolo ha modifiche non salvate. Salvarle?</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/dialogs.py" line="36" />
        <source>Restore the board?</source>
        <translation>Ripristinare il tavolo?</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/dialogs.py" line="37" />
        <source>judgeapp did not close properly last time. Restore the board you were working on?</source>
        <translation>judgeapp non si è chiuso correttamente l'ultima volta. Ripristinare il tavolo su cui stavi lavorando?</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/dialogs.py" line="41" />
        <source>Open scenario</source>
        <translation>Apri scenario</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/dialogs.py" line="42" />
        <source>Scenarios (*.json);;All files (*)</source>
        <translation>Scenari (*.json);;Tutti i file (*)</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/dialogs.py" line="46" />
        <source>Save scenario</source>
        <translation>Salva scenario</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/dialogs.py" line="47" />
        <source>Scenarios (*.json)</source>
        <translation>Scenari (*.json)</translation>
    </message>
</context>
<context>
    <name>QuizWindow</name>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="39" />
        <source>Quiz — judgeapp</source>
        <translation>Quiz — judgeapp</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="44" />
        <source>Progress file damaged</source>
        <translation>File dei progressi danneggiato</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="45" />
        <source>The progress file could not be read. It was kept as {backup} and a new one was started.</source>
        <translation>Non è stato possibile leggere il file dei progressi. È stato conservato come {backup} e ne è stato iniziato uno nuovo.</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="72" />
        <source>Practice (feedback after each question)</source>
        <translation>Allenamento (risposta dopo ogni domanda)</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="73" />
        <source>Exam (timer, feedback at the end)</source>
        <translation>Esame (cronometro, risposte alla fine)</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="75" />
        <source>Everything</source>
        <translation>Tutto</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="76" />
        <source>My weak spots</source>
        <translation>I miei punti deboli</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="78" />
        <source>Who holds priority after a special action</source>
        <translation>Chi ha la priorità dopo un'azione speciale</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="79" />
        <source>What is and is not a special action</source>
        <translation>Cosa è e cosa non è un'azione speciale</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="83" />
        <source>1 — the plain rules</source>
        <translation>1 — le regole di base</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="83" />
        <source>2 — effects that change them</source>
        <translation>2 — effetti che le modificano</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="84" />
        <source>3 — traps and near misses</source>
        <translation>3 — trappole e quasi-errori</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="92" />
        <source>&amp;Start</source>
        <translation>&amp;Inizia</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="95" />
        <source>&amp;Progress by rule…</source>
        <translation>&amp;Progressi per regola…</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="97" />
        <source>&amp;Mode</source>
        <translation>&amp;Modalità</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="98" />
        <source>&amp;Train</source>
        <translation>&amp;Allena</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="99" />
        <source>&amp;Difficulty</source>
        <translation>&amp;Difficoltà</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="100" />
        <source>&amp;Questions</source>
        <translation>&amp;Domande</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="101" />
        <source>S&amp;eed (same seed, same questions)</source>
        <translation>S&amp;eme (stesso seme, stesse domande)</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="116" />
        <source>No questions</source>
        <translation>Nessuna domanda</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="116" />
        <source>No questions could be made with these settings.</source>
        <translation>Con queste impostazioni non è stato possibile creare domande.</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="151" />
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="217" />
        <source>&amp;Answer (Enter)</source>
        <translation>&amp;Rispondi (Invio)</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="190" />
        <source>Question {n} of {total}</source>
        <translation>Domanda {n} di {total}</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="203" />
        <source> (select all that apply)</source>
        <translation> (seleziona tutte quelle valide)</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="247" />
        <source>&amp;Finish (Enter)</source>
        <translation>&amp;Termina (Invio)</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="247" />
        <source>&amp;Next question (Enter)</source>
        <translation>&amp;Prossima domanda (Invio)</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="259" />
        <source>Right.</source>
        <translation>Giusto.</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="259" />
        <source>Not right.</source>
        <translation>Sbagliato.</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="263" />
        <source> (your answer)</source>
        <translation> (la tua risposta)</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="283" />
        <source>Save report as &amp;HTML…</source>
        <translation>Salva il resoconto come &amp;HTML…</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="284" />
        <source>Save report as &amp;PDF…</source>
        <translation>Salva il resoconto come &amp;PDF…</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="285" />
        <source>&amp;New quiz</source>
        <translation>&amp;Nuovo quiz</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="311" />
        <source>Score</source>
        <translation>Punteggio</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="311" />
        <source>Time</source>
        <translation>Tempo</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="311" />
        <source>By rule</source>
        <translation>Per regola</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="312" />
        <source>Rule</source>
        <translation>Regola</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="312" />
        <source>Right</source>
        <translation>Giuste</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="343" />
        <source>Cannot save</source>
        <translation>Impossibile salvare</translation>
    </message>
</context>
<context>
    <name>StatsView</name>
    <message>
        <location filename="../../src/judgeapp/gui/stats.py" line="55" />
        <source>Progress by rule</source>
        <translation>Progressi per regola</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/stats.py" line="59" />
        <source>Rule</source>
        <translation>Regola</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/stats.py" line="59" />
        <source>Right</source>
        <translation>Giuste</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/stats.py" line="59" />
        <source>Answered</source>
        <translation>Risposte</translation>
    </message>
</context>
<context>
    <name>TurnBar</name>
    <message>
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="39" />
        <source>Turn number</source>
        <translation>Numero del turno</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="41" />
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="70" />
        <source>Active player</source>
        <translation>Giocatore attivo</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="43" />
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="71" />
        <source>Priority</source>
        <translation>Priorità</translation>
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
        <translation>Gigante a Due Teste</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="62" />
        <source>Lands played this turn</source>
        <translation>Terre giocate in questo turno</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="65" />
        <source>Planar die special actions this turn</source>
        <translation>Tiri del dado planare come azione speciale in questo turno</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="70" />
        <source>Turn</source>
        <translation>Turno</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="76" />
        <source>Lands played</source>
        <translation>Terre giocate</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="76" />
        <source>Planar rolls</source>
        <translation>Tiri planari</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="85" />
        <source>Set turn</source>
        <translation>Imposta turno</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="86" />
        <source>Set active player</source>
        <translation>Imposta giocatore attivo</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="88" />
        <source>Set priority</source>
        <translation>Imposta priorità</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="91" />
        <source>Set lands played</source>
        <translation>Imposta terre giocate</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="93" />
        <source>Set planar rolls</source>
        <translation>Imposta tiri planari</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="97" />
        <source>Set game variant</source>
        <translation>Imposta variante</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="116" />
        <source>Go to {step}</source>
        <translation>Vai a {step}</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="128" />
        <source>nobody</source>
        <translation>nessuno</translation>
    </message>
</context>
<context>
    <name>VerdictModel</name>
    <message>
        <location filename="../../src/judgeapp/gui/verdict_panel.py" line="31" />
        <source>Special action</source>
        <translation>Azione speciale</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/verdict_panel.py" line="31" />
        <source>Verdict</source>
        <translation>Verdetto</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/verdict_panel.py" line="44" />
        <source>nothing to do</source>
        <translation>niente da fare</translation>
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
            <numerusform>%n legale</numerusform>
            <numerusform>%n legali</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/verdict_panel.py" line="50" />
        <location filename="../../src/judgeapp/gui/verdict_panel.py" line="72" />
        <source>not legal</source>
        <translation>non legale</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/verdict_panel.py" line="64" />
        <source>Tick it if you think it is legal now</source>
        <translation>Spuntala se pensi che sia legale ora</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/verdict_panel.py" line="69" />
        <source>legal</source>
        <translation>legale</translation>
    </message>
</context>
<context>
    <name>VerdictPanel</name>
    <message>
        <location filename="../../src/judgeapp/gui/verdict_panel.py" line="103" />
        <source>Show special actions for</source>
        <translation>Mostra le azioni speciali per</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/verdict_panel.py" line="104" />
        <source>Hide answers (practice)</source>
        <translation>Nascondi le risposte (allenamento)</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/verdict_panel.py" line="105" />
        <source>Reveal and score</source>
        <translation>Rivela e valuta</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/verdict_panel.py" line="116" />
        <source>Take this action</source>
        <translation>Compi questa azione</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/verdict_panel.py" line="118" />
        <source>Back</source>
        <translation>Indietro</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/verdict_panel.py" line="125" />
        <source>Special actions for</source>
        <translation>Azioni speciali per</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/verdict_panel.py" line="172" />
        <source>Priority holder ({pid})</source>
        <translation>Chi ha la priorità ({pid})</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/verdict_panel.py" line="172" />
        <source>nobody</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/verdict_panel.py" line="225" />
        <source>Select a special action to read its rule and every condition checked; the links open the rules they cite.</source>
        <translation>Seleziona un'azione speciale per leggerne la regola e ogni condizione verificata; i collegamenti aprono le regole citate.</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/verdict_panel.py" line="259" />
        <source>You judged %1 of %2 options right.</source>
        <translation>Hai giudicato correttamente %1 opzioni su %2.</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/verdict_panel.py" line="317" />
        <source>Take: {label}</source>
        <translation>Compi: {label}</translation>
    </message>
</context>
<context>
    <name>models</name>
    <message>
        <location filename="../../src/judgeapp/gui/models.py" line="191" />
        <source>Move to {zone}</source>
        <translation>Sposta in {zone}</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/models.py" line="217" />
        <location filename="../../src/judgeapp/gui/models.py" line="227" />
        <source>Reorder the stack</source>
        <translation>Riordina la pila</translation>
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
        <translation>Stap</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="15" />
        <source>Upkeep</source>
        <translation>Mantenimento</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="16" />
        <source>Draw</source>
        <translation>Acquisizione</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="16" />
        <source>Main 1</source>
        <translation>Principale 1</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="17" />
        <source>Begin combat</source>
        <translation>Inizio combattimento</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="18" />
        <source>Attackers</source>
        <translation>Attaccanti</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="19" />
        <source>Blockers</source>
        <translation>Bloccanti</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="20" />
        <source>Damage</source>
        <translation>Danno</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="20" />
        <source>End combat</source>
        <translation>Fine combattimento</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="21" />
        <source>Main 2</source>
        <translation>Principale 2</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="21" />
        <source>End</source>
        <translation>Finale</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="22" />
        <source>Cleanup</source>
        <translation>Cancellazione</translation>
    </message>
</context>
<context>
    <name>window</name>
    <message>
        <location filename="../../src/judgeapp/gui/app.py" line="33" />
        <source>Something went wrong</source>
        <translation>Qualcosa è andato storto</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/app.py" line="33" />
        <source>{error}

The board on screen is unchanged.</source>
        <translation>{error}

Il tavolo sullo schermo non è cambiato.</translation>
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
        <translation>Campo di battaglia</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="18" />
        <source>Graveyard</source>
        <translation>Cimitero</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="18" />
        <source>Exile</source>
        <translation>Esilio</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="19" />
        <source>Command zone</source>
        <translation>Zona di comando</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="20" />
        <source>Outside the game</source>
        <translation>Fuori dalla partita</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="21" />
        <source>Library (top)</source>
        <translation>Grimorio (cima)</translation>
    </message>
</context>
</TS>
