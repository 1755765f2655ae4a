<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it">
<context>
    <name />
    <message>
        <source>Unknown card: {name}. Did you mean {names}?</source>
        <translation>Carta sconosciuta: {name}. Forse intendevi {names}?</translation>
    </message>
    <message>
        <source>Unknown card: {name}. The imported card set in {path} can't be read ({problem}). Import it again (File ▸ Card database), or delete the file to use only the bundled cards.</source>
        <translation>Carta sconosciuta: {name}. L'insieme completo di carte importato in {path} non è leggibile ({problem}). Importalo di nuovo (File ▸ Database delle carte), oppure elimina il file per usare solo le carte incluse.</translation>
    </message>
    <message>
        <source>Unknown card: {name}. It is neither among the bundled cards nor in the imported card set: add it with Edit ▸ Custom card….</source>
        <translation>Carta sconosciuta: {name}. Non è tra le carte incluse né nell'insieme di carte importato: aggiungila con Modifica ▸ Carta personalizzata….</translation>
    </message>
    <message>
        <source>Unknown card: {name}. It is not among the bundled cards: import the full card set (File ▸ Card database), or add it with Edit ▸ Custom card….</source>
        <translation>Carta sconosciuta: {name}. Non è tra le carte incluse: importa l'insieme completo di carte (File ▸ Database delle carte), oppure aggiungila con Modifica ▸ Carta personalizzata….</translation>
    </message>
    <message>
        <source>[face down: {how}]</source>
        <translation>[a faccia in giù: {how}]</translation>
    </message>
    <message>
        <source>(tapped)</source>
        <translation>(TAPpato)</translation>
    </message>
    <message>
        <source>(summoning sick)</source>
        <translation>(debolezza da evocazione)</translation>
    </message>
    <message>
        <source>(haste)</source>
        <translation>(rapidità)</translation>
    </message>
    <message>
        <source>(commander)</source>
        <translation>(comandante)</translation>
    </message>
    <message>
        <source>(chosen color: {color})</source>
        <translation>(colore scelto: {color})</translation>
    </message>
    <message>
        <source>(attacking)</source>
        <translation>(attaccante)</translation>
    </message>
    <message>
        <source>(playable by {pid})</source>
        <translation>(giocabile da {pid})</translation>
    </message>
    <message>
        <source>unlocked: {doors}</source>
        <translation>sbloccata: {doors}</translation>
    </message>
    <message>
        <source>owner {owner}</source>
        <translation>proprietario {owner}</translation>
    </message>
    <message>
        <source>attached to {target}</source>
        <translation>assegnato a {target}</translation>
    </message>
    <message>
        <source>foretold</source>
        <translation>predetta</translation>
    </message>
    <message>
        <source>plotted</source>
        <translation>tramata</translation>
    </message>
    <message>
        <source>named {names}</source>
        <translation>nome scelto {names}</translation>
    </message>
    <message>
        <source>ability</source>
        <translation>abilità</translation>
    </message>
    <message>
        <source>face-down spell</source>
        <translation>magia a faccia in giù</translation>
    </message>
    <message>
        <source>spell</source>
        <translation>magia</translation>
    </message>
    <message>
        <source>copy</source>
        <translation>copia</translation>
    </message>
    <message>
        <source>player {pid}</source>
        <translation>giocatore {pid}</translation>
    </message>
    <message>
        <source>{what} on the stack</source>
        <translation>{what} in pila</translation>
    </message>
    <message>
        <source>face-down creature</source>
        <translation>creatura a faccia in giù</translation>
    </message>
    <message>
        <source>loyalty {n}</source>
        <translation>fedeltà {n}</translation>
    </message>
    <message>
        <source>summoning sick</source>
        <translation>debolezza da evocazione</translation>
    </message>
    <message>
        <source>haste</source>
        <translation>rapidità</translation>
    </message>
    <message>
        <source>commander</source>
        <translation>comandante</translation>
    </message>
    <message>
        <source>chosen color: {color}</source>
        <translation>colore scelto: {color}</translation>
    </message>
    <message>
        <source>attacking</source>
        <translation>attaccante</translation>
    </message>
    <message>
        <source>ability activated this turn</source>
        <translation>abilità attivata in questo turno</translation>
    </message>
    <message>
        <source>face down ({how})</source>
        <translation>a faccia in giù ({how})</translation>
    </message>
    <message>
        <source>face down</source>
        <translation>a faccia in giù</translation>
    </message>
    <message>
        <source>Unofficial rules text</source>
        <translation>Testo delle regole non ufficiale</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regola</translation>
    </message>
    <message>
        <source>No such rule in this edition.</source>
        <translation>Questa regola non esiste in questa edizione.</translation>
    </message>
    <message>
        <source>Comprehensive Rules effective</source>
        <translation>Regolamento Completo in vigore dal</translation>
    </message>
    <message>
        <source>Glossary</source>
        <translation>Glossario</translation>
    </message>
    <message>
        <source>cost</source>
        <translation>costo</translation>
    </message>
    <message>
        <source>LEGAL</source>
        <translation>LEGALE</translation>
    </message>
    <message>
        <source>NOT LEGAL</source>
        <translation>NON LEGALE</translation>
    </message>
    <message>
        <source>Conditions checked</source>
        <translation>Condizioni verificate</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Note</translation>
    </message>
    <message>
        <source>The rule</source>
        <translation>La regola</translation>
    </message>
    <message>
        <source>Loyalty</source>
        <translation>Fedeltà</translation>
    </message>
    <message>
        <source>Select or point at a card on the board to read it in full.</source>
        <translation>Seleziona o indica una carta sul tavolo per leggerla per intero.</translation>
    </message>
    <message>
        <source>A 2/2 face-down creature with no text, no name, no subtypes and no mana cost (708.2a).</source>
        <translation>Una creatura 2/2 a faccia in giù senza testo, senza nome, senza sottotipi e senza costo di mana (708.2a).</translation>
    </message>
    <message>
        <source>A 2/2 face-down creature with ward {2}, no name, no subtypes and no mana cost (702.168b, 701.58a).</source>
        <translation>Una creatura 2/2 a faccia in giù con salvaguardia {2}, senza nome, senza sottotipi e senza costo di mana (702.168b, 701.58a).</translation>
    </message>
    <message>
        <source>What its opponents see</source>
        <translation>Cosa vedono gli avversari</translation>
    </message>
    <message>
        <source>What it is ({how})</source>
        <translation>Cos'è davvero ({how})</translation>
    </message>
    <message>
        <source>Keyword abilities</source>
        <translation>Abilità chiave</translation>
    </message>
    <message>
        <source>What the verdicts read from its text</source>
        <translation>Ciò che i verdetti leggono nel suo testo</translation>
    </message>
    <message>
        <source>Not in the card database.</source>
        <translation>Non è nel database delle carte.</translation>
    </message>
    <message>
        <source>{zone} of {pid}</source>
        <translation>{zone} di {pid}</translation>
    </message>
    <message>
        <source>tapped</source>
        <translation>TAPpato</translation>
    </message>
    <message>
        <source>On the board</source>
        <translation>Sul tavolo</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Carta</translation>
    </message>
    <message>
        <source>Comprehensive Rules</source>
        <translation>Regolamento Completo</translation>
    </message>
    <message>
        <source>A rule number (702.62a) or words from the rules (split second)</source>
        <translation>Un numero di regola (702.62a) o parole del testo delle regole (split second)</translation>
    </message>
    <message>
        <source>Look up</source>
        <translation>Cerca</translation>
    </message>
    <message>
        <source>Rules found</source>
        <translation>Regole trovate</translation>
    </message>
    <message>
        <source>Type a rule number or words to look them up in the Comprehensive Rules in use.</source>
        <translation>Scrivi un numero di regola o delle parole per cercarli nel Regolamento Completo in uso.</translation>
    </message>
    <message>
        <source>Nothing found</source>
        <translation>Nessun risultato</translation>
    </message>
    <message>
        <source>No rule or glossary entry has these words, and no rule has this number in this edition. The words are looked for in the rules file's own language (the shipped rules are in English).</source>
        <translation>Nessuna regola o voce del glossario contiene queste parole, e nessuna regola ha questo numero in questa edizione. Le parole sono cercate nella lingua del file delle regole (le regole incluse sono in inglese).</translation>
    </message>
    <message>
        <source>Found: {count}</source>
        <translation>Risultati: {count}</translation>
    </message>
</context>
<context>
    <name>AccuracyChart</name>
    <message>
        <source>one point per day</source>
        <translation>un punto per giorno</translation>
    </message>
    <message>
        <source>one point per week (from its Monday)</source>
        <translation>un punto per settimana (dal suo lunedì)</translation>
    </message>
    <message>
        <source>one point per month</source>
        <translation>un punto per mese</translation>
    </message>
    <message>
        <source>No answers yet</source>
        <translation>Ancora nessuna risposta</translation>
    </message>
    <message>
        <source>All rules</source>
        <translation>Tutte le regole</translation>
    </message>
</context>
<context>
    <name>AddCardBar</name>
    <message>
        <source>Player to add the card for</source>
        <translation>Giocatore a cui aggiungere la carta</translation>
    </message>
    <message>
        <source>Zone to add the card to</source>
        <translation>Zona in cui aggiungere la carta</translation>
    </message>
    <message>
        <source>Card name…</source>
        <translation>Nome della carta…</translation>
    </message>
    <message>
        <source>A card's name in English or in your language: the completion offers both.</source>
        <translation>Il nome di una carta in inglese o nella tua lingua: il completamento propone entrambi.</translation>
    </message>
    <message>
        <source>Card name</source>
        <translation>Nome della carta</translation>
    </message>
    <message>
        <source>Add card</source>
        <translation>Aggiungi carta</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Aggiungi</translation>
    </message>
    <message>
        <source>to</source>
        <translation>a</translation>
    </message>
    <message>
        <source>Add {card}</source>
        <translation>Aggiungi {card}</translation>
    </message>
</context>
<context>
    <name>BoardWidget</name>
    <message>
        <source>Stack (top first)</source>
        <translation>Pila (prima la cima)</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>Aggiungi…</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>Su</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Giù</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Rimuovi</translation>
    </message>
    <message>
        <source>Active effects</source>
        <translation>Effetti attivi</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Modifica…</translation>
    </message>
    <message>
        <source>The players' zones</source>
        <translation>Le zone dei giocatori</translation>
    </message>
    <message>
        <source>Move stack item up</source>
        <translation>Sposta in su nella pila</translation>
    </message>
    <message>
        <source>Move stack item down</source>
        <translation>Sposta in giù nella pila</translation>
    </message>
    <message>
        <source>Not added to the stack</source>
        <translation>Non aggiunto alla pila</translation>
    </message>
    <message>
        <source>Add to the stack</source>
        <translation>Aggiungi alla pila</translation>
    </message>
    <message>
        <source>Not changed</source>
        <translation>Non modificato</translation>
    </message>
    <message>
        <source>Edit the stack item</source>
        <translation>Modifica l'oggetto in pila</translation>
    </message>
    <message>
        <source>Remove from the stack</source>
        <translation>Rimuovi dalla pila</translation>
    </message>
    <message>
        <source>Add effect</source>
        <translation>Aggiungi effetto</translation>
    </message>
    <message>
        <source>Edit effect</source>
        <translation>Modifica effetto</translation>
    </message>
    <message>
        <source>Effect not added</source>
        <translation>Effetto non aggiunto</translation>
    </message>
    <message>
        <source>Remove effect</source>
        <translation>Rimuovi effetto</translation>
    </message>
</context>
<context>
    <name>CardSetMenu</name>
    <message>
        <source>Importing the card set…</source>
        <translation>Importazione delle carte…</translation>
    </message>
    <message>
        <source>Downloading the card set from {source}…</source>
        <translation>Scaricamento delle carte da {source}…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Card set</source>
        <translation>Carte</translation>
    </message>
    <message>
        <source>Cancelled. The card set in use is unchanged.</source>
        <translation>Annullato. Le carte in uso non sono cambiate.</translation>
    </message>
    <message>
        <source>Card set not imported</source>
        <translation>Carte non importate</translation>
    </message>
    <message>
        <source>{error}

The card set in use is unchanged.</source>
        <translation>{error}

Le carte in uso non sono cambiate.</translation>
    </message>
    <message>
        <source>Not in this card set, and on an open board: {cards}. The board keeps their text until judgeapp closes; Edit ▸ Custom card… keeps them for good.</source>
        <translation>Non sono in questo set di carte e sono su un tavolo aperto: {cards}. Il tavolo ne conserva il testo finché judgeapp non viene chiuso; Modifica ▸ Carta personalizzata… le conserva per sempre.</translation>
    </message>
    <message>
        <source>Card set imported</source>
        <translation>Carte importate</translation>
    </message>
    <message>
        <source>{count} cards imported from {source}; {rejected} could not be read.</source>
        <translation>{count} carte importate da {source}; {rejected} non leggibili.</translation>
    </message>
    <message numerus="yes">
        <source>%n keyword-cost line(s) not understood, for example: {line}</source>
        <translation>
            <numerusform>%n riga con costi di parole chiave non capita, ad esempio: {line}</numerusform>
            <numerusform>%n righe con costi di parole chiave non capite, ad esempio: {line}</numerusform>
        </translation>
    </message>
    <message>
        <source>{count} bundled cards, with curated effects.</source>
        <translation>{count} carte incluse, con effetti verificati.</translation>
    </message>
    <message>
        <source>No full card set imported (File ▸ Card database).</source>
        <translation>Nessun insieme completo di carte importato (File ▸ Database delle carte).</translation>
    </message>
    <message>
        <source>The imported card set in {path} can't be read ({problem}). Import it again (File ▸ Card database), or delete the file to use only the bundled cards.</source>
        <translation>L'insieme completo di carte importato in {path} non è leggibile ({problem}). Importalo di nuovo (File ▸ Database delle carte), oppure elimina il file per usare solo le carte incluse.</translation>
    </message>
    <message>
        <source>Full card set: {count} cards from {source} ({date}), imported {imported}, in {path}.</source>
        <translation>Insieme completo: {count} carte da {source} ({date}), importate il {imported}, in {path}.</translation>
    </message>
    <message>
        <source>Card data from MTGJSON (https://mtgjson.com), free to use under the MIT licence.</source>
        <translation>Dati delle carte da MTGJSON (https://mtgjson.com), liberi sotto licenza MIT.</translation>
    </message>
    <message>
        <source>Card data from Scryfall (https://scryfall.com), used under Scryfall's API terms; Scryfall is not produced by or endorsed by Wizards of the Coast.</source>
        <translation>Dati delle carte da Scryfall (https://scryfall.com), usati secondo i termini dell'API di Scryfall; Scryfall non è prodotto né approvato da Wizards of the Coast.</translation>
    </message>
</context>
<context>
    <name>CountersDialog</name>
    <message>
        <source>Counters</source>
        <translation>Segnalini</translation>
    </message>
    <message>
        <source>One per line, name: amount</source>
        <translation>Uno per riga, nome: quantità</translation>
    </message>
    <message>
        <source>Line {n} isn't “name: amount”: {line}</source>
        <translation>La riga {n} non è nella forma «nome: quantità»: {line}</translation>
    </message>
    <message>
        <source>Line {n}: the amount must be a whole number from 0 to {max}: {line}</source>
        <translation>Riga {n}: la quantità deve essere un numero intero da 0 a {max}: {line}</translation>
    </message>
</context>
<context>
    <name>CustomCardDialog</name>
    <message>
        <source>Custom card</source>
        <translation>Carta personalizzata</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Mana cost</source>
        <translation>Costo di mana</translation>
    </message>
    <message>
        <source>Type line (English)</source>
        <translation>Riga del tipo (in inglese)</translation>
    </message>
    <message>
        <source>Oracle text (English)</source>
        <translation>Testo Oracle (in inglese)</translation>
    </message>
    <message>
        <source>The type line names no card type (Artifact, Creature, Enchantment, Instant, Land, Sorcery…): write it in English, as Oracle does.</source>
        <translation>La riga del tipo non indica alcun tipo di carta (Artifact, Creature, Enchantment, Instant, Land, Sorcery…): scrivila in inglese, come fa Oracle.</translation>
    </message>
</context>
<context>
    <name>Document</name>
    <message>
        <source>Not changed: a board holds at most {limit} objects (cards, stack items and effects), as a scenario file does.</source>
        <translation>Non modificato: un tavolo contiene al massimo {limit} oggetti (carte, oggetti in pila ed effetti), come un file di scenario.</translation>
    </message>
</context>
<context>
    <name>EffectDialog</name>
    <message>
        <source>Active effect</source>
        <translation>Effetto attivo</translation>
    </message>
    <message>
        <source>Source card</source>
        <translation>Carta di origine</translation>
    </message>
    <message>
        <source>Controller</source>
        <translation>Controllore</translation>
    </message>
    <message>
        <source>Affected player</source>
        <translation>Giocatore interessato</translation>
    </message>
    <message>
        <source>Created on turn</source>
        <translation>Creato nel turno</translation>
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
        <translation>Libreria di situazioni</translation>
    </message>
    <message>
        <source>Every rule</source>
        <translation>Tutte le regole</translation>
    </message>
    <message>
        <source>Every difficulty</source>
        <translation>Tutte le difficoltà</translation>
    </message>
    <message>
        <source>Difficulty {level}</source>
        <translation>Difficoltà {level}</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regola</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <translation>Difficoltà</translation>
    </message>
    <message>
        <source>Situation</source>
        <translation>Situazione</translation>
    </message>
    <message>
        <source>Situations</source>
        <translation>Situazioni</translation>
    </message>
    <message>
        <source>&amp;Open on the board</source>
        <translation>&amp;Apri sul tavolo</translation>
    </message>
    <message>
        <source>&amp;Practise these as a quiz</source>
        <translation>&amp;Esercitati con queste</translation>
    </message>
    <message>
        <source>&amp;Rule</source>
        <translation>&amp;Regola</translation>
    </message>
    <message>
        <source>&amp;Difficulty</source>
        <translation>&amp;Difficoltà</translation>
    </message>
    <message numerus="yes">
        <source>%n situation(s)</source>
        <translation>
            <numerusform>%n situazione</numerusform>
            <numerusform>%n situazioni</numerusform>
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
        <translation>Avvertenze sul tavolo</translation>
    </message>
    <message>
        <source>Text size {percent}% needs more room than this screen has: {kept}% for now.</source>
        <translation>Il testo al {percent}% richiede più spazio di quanto ne abbia questo schermo: per ora {kept}%.</translation>
    </message>
    <message>
        <source>Text size {percent}% would need {width} x {height} px, more than the screen's {free_width} x {free_height}: the text stays at {kept}%.</source>
        <translation>Con il testo al {percent}% la finestra occuperebbe {width} x {height} px, più dei {free_width} x {free_height} dello schermo: il testo resta al {kept}%.</translation>
    </message>
    <message>
        <source>Text size: {percent}%</source>
        <translation>Dimensione del testo: {percent}%</translation>
    </message>
    <message>
        <source>The translation for {lang} could not be loaded.</source>
        <translation>Non è stato possibile caricare la traduzione per {lang}.</translation>
    </message>
    <message>
        <source>Cannot use {path}: {error}</source>
        <translation>Impossibile usare {path}: {error}</translation>
    </message>
    <message>
        <source>Cannot use this rules file</source>
        <translation>Impossibile usare questo file delle regole</translation>
    </message>
    <message>
        <source>official</source>
        <translation>ufficiale</translation>
    </message>
    <message>
        <source>unofficial</source>
        <translation>non ufficiale</translation>
    </message>
    <message>
        <source>Using {name} ({label}, {count} rules)</source>
        <translation>In uso: {name} ({label}, {count} regole)</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Nuovo</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Apri…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Apri &amp;recenti</translation>
    </message>
    <message>
        <source>Open &amp;Example</source>
        <translation>Apri &amp;esempio</translation>
    </message>
    <message>
        <source>Scenario &amp;library…</source>
        <translation>&amp;Libreria di situazioni…</translation>
    </message>
    <message>
        <source>&amp;Card database</source>
        <translation>&amp;Database delle carte</translation>
    </message>
    <message>
        <source>&amp;Import a card set file…</source>
        <translation>&amp;Importa un file di carte…</translation>
    </message>
    <message>
        <source>Download from &amp;MTGJSON…</source>
        <translation>Scarica da &amp;MTGJSON…</translation>
    </message>
    <message>
        <source>Download from &amp;Scryfall…</source>
        <translation>Scarica da &amp;Scryfall…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Salva</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Salva &amp;come…</translation>
    </message>
    <message>
        <source>E&amp;xport the board and its verdicts…</source>
        <translation>Es&amp;porta il tavolo e i suoi verdetti…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Modifica</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annulla</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Ripeti</translation>
    </message>
    <message>
        <source>Add &amp;card by name</source>
        <translation>Aggiungi &amp;carta per nome</translation>
    </message>
    <message>
        <source>&amp;Custom card…</source>
        <translation>Carta &amp;personalizzata…</translation>
    </message>
    <message>
        <source>Add to the &amp;stack…</source>
        <translation>Aggiungi alla &amp;pila…</translation>
    </message>
    <message>
        <source>Add active &amp;effect…</source>
        <translation>Aggiungi &amp;effetto attivo…</translation>
    </message>
    <message>
        <source>&amp;Board</source>
        <translation>&amp;Tavolo</translation>
    </message>
    <message>
        <source>&amp;Take the selected special action</source>
        <translation>&amp;Compi l'azione speciale selezionata</translation>
    </message>
    <message>
        <source>&amp;Assume costs can be paid (exam convention)</source>
        <translation>&amp;Considera i costi pagabili (convenzione d'esame)</translation>
    </message>
    <message>
        <source>&amp;Pass priority</source>
        <translation>&amp;Passa la priorità</translation>
    </message>
    <message>
        <source>&amp;Next step</source>
        <translation>Sottofase &amp;successiva</translation>
    </message>
    <message>
        <source>Turn &amp;facts…</source>
        <translation>&amp;Fatti del turno…</translation>
    </message>
    <message>
        <source>Add &amp;player</source>
        <translation>Aggiungi &amp;giocatore</translation>
    </message>
    <message>
        <source>&amp;Remove player…</source>
        <translation>&amp;Rimuovi giocatore…</translation>
    </message>
    <message>
        <source>&amp;Quiz</source>
        <translation>&amp;Quiz</translation>
    </message>
    <message>
        <source>&amp;Start a quiz…</source>
        <translation>&amp;Inizia un quiz…</translation>
    </message>
    <message>
        <source>Practise the scenario &amp;library…</source>
        <translation>Esercitati con la &amp;libreria di situazioni…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Visualizza</translation>
    </message>
    <message>
        <source>&amp;System colours</source>
        <translation>Colori di &amp;sistema</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Chiaro</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Scuro</translation>
    </message>
    <message>
        <source>&amp;Compact board</source>
        <translation>Tavolo &amp;compatto</translation>
    </message>
    <message>
        <source>La&amp;rger text</source>
        <translation>Testo più &amp;grande</translation>
    </message>
    <message>
        <source>S&amp;maller text</source>
        <translation>Testo più &amp;piccolo</translation>
    </message>
    <message>
        <source>&amp;Normal text size</source>
        <translation>Dimensione del testo &amp;normale</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>Schermo &amp;intero</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Lingua</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <source>Rule &amp;116</source>
        <translation>Regola &amp;116</translation>
    </message>
    <message>
        <source>&amp;Look up a rule…</source>
        <translation>&amp;Cerca una regola…</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>Scorciatoie da &amp;tastiera</translation>
    </message>
    <message>
        <source>Use another Comprehensive Rules file…</source>
        <translation>Usa un altro file del Regolamento Completo…</translation>
    </message>
    <message>
        <source>Use the shipped Comprehensive Rules</source>
        <translation>Usa il Regolamento Completo incluso</translation>
    </message>
    <message>
        <source>&amp;About judgeapp</source>
        <translation>&amp;Informazioni su judgeapp</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>Allenamento</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Senza titolo</translation>
    </message>
    <message>
        <source>Not changed</source>
        <translation>Non modificato</translation>
    </message>
    <message>
        <source>New board</source>
        <translation>Nuovo tavolo</translation>
    </message>
    <message>
        <source>Cannot open this scenario</source>
        <translation>Impossibile aprire questo scenario</translation>
    </message>
    <message>
        <source>{path} could not be opened:
{lines}

The board on screen is unchanged.</source>
        <translation>Non è stato possibile aprire {path}:
{lines}

Il tavolo sullo schermo non è cambiato.</translation>
    </message>
    <message>
        <source>{path} is no longer there (moved or deleted), so it has left Open Recent. The board on screen is unchanged.</source>
        <translation>{path} non c'è più (spostato o eliminato), quindi è stato tolto da Apri recenti. Il tavolo sullo schermo non è cambiato.</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>Impossibile salvare</translation>
    </message>
    <message>
        <source>{path} could not be saved: {error}</source>
        <translation>Non è stato possibile salvare {path}: {error}</translation>
    </message>
    <message>
        <source>Saved {path}</source>
        <translation>Salvato {path}</translation>
    </message>
    <message>
        <source>Export the board and its verdicts</source>
        <translation>Esporta il tavolo e i suoi verdetti</translation>
    </message>
    <message>
        <source>Autosave failed: {error}</source>
        <translation>Salvataggio automatico non riuscito: {error}</translation>
    </message>
    <message>
        <source>not an autosave judgeapp can read (damaged or cut short)</source>
        <translation>non è un salvataggio automatico che judgeapp sa leggere (danneggiato o troncato)</translation>
    </message>
    <message>
        <source>Cannot restore</source>
        <translation>Impossibile ripristinare</translation>
    </message>
    <message>
        <source>{error}

The autosaved board was kept as {path}.</source>
        <translation>{error}

Il tavolo salvato automaticamente è stato conservato come {path}.</translation>
    </message>
    <message>
        <source>About judgeapp</source>
        <translation>Informazioni su judgeapp</translation>
    </message>
    <message>
        <source>judgeapp: a trainer for the special actions of rule 116, for Magic judges and candidates.</source>
        <translation>judgeapp: un allenatore sulle azioni speciali della regola 116, per giudici di Magic e candidati.</translation>
    </message>
    <message>
        <source>Comprehensive Rules: {source}, effective {date}.</source>
        <translation>Regole Complete: {source}, in vigore dal {date}.</translation>
    </message>
    <message>
        <source>Define {card}</source>
        <translation>Definisci {card}</translation>
    </message>
    <message>
        <source>{card} can now be added by name.</source>
        <translation>Ora la carta {card} può essere aggiunta per nome.</translation>
    </message>
    <message>
        <source>The verdicts read from its text: {lines}</source>
        <translation>I verdetti leggono nel suo testo: {lines}</translation>
    </message>
    <message>
        <source>What its text says about special actions ({words}) is not modelled: judge it yourself.</source>
        <translation>Ciò che il suo testo dice sulle azioni speciali ({words}) non è modellato: valutalo tu.</translation>
    </message>
    <message>
        <source>Assume costs can be paid</source>
        <translation>Considera i costi pagabili</translation>
    </message>
    <message>
        <source>Check costs against the board</source>
        <translation>Verifica i costi sul tavolo</translation>
    </message>
    <message>
        <source>Set turn facts</source>
        <translation>Imposta i fatti del turno</translation>
    </message>
    <message>
        <source>A game has at most six players here.</source>
        <translation>Qui una partita ha al massimo sei giocatori.</translation>
    </message>
    <message>
        <source>Add player</source>
        <translation>Aggiungi giocatore</translation>
    </message>
    <message>
        <source>A game needs at least two players.</source>
        <translation>Una partita richiede almeno due giocatori.</translation>
    </message>
    <message>
        <source>Remove player</source>
        <translation>Rimuovi giocatore</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <source>Remove player {pid}</source>
        <translation>Rimuovi il giocatore {pid}</translation>
    </message>
</context>
<context>
    <name>NewBoardDialog</name>
    <message>
        <source>New board</source>
        <translation>Nuovo tavolo</translation>
    </message>
    <message>
        <source>An empty board, set up below</source>
        <translation>Un tavolo vuoto, impostato qui sotto</translation>
    </message>
    <message>
        <source>Two-Headed Giant (two teams of two)</source>
        <translation>Gigante a Due Teste (due squadre di due)</translation>
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
        <translation>Considera i costi pagabili (convenzione d'esame)</translation>
    </message>
    <message>
        <source>Start from</source>
        <translation>Parti da</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>Name of {pid}</source>
        <translation>Nome di {pid}</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Turno</translation>
    </message>
    <message>
        <source>Whose turn</source>
        <translation>Di chi è il turno</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Sottofase</translation>
    </message>
    <message>
        <source>Priority</source>
        <translation>Priorità</translation>
    </message>
    <message>
        <source>The active player (117.3a)</source>
        <translation>Il giocatore attivo (117.3a)</translation>
    </message>
    <message>
        <source>Nobody</source>
        <translation>Nessuno</translation>
    </message>
</context>
<context>
    <name>ObjectMenu</name>
    <message>
        <source>Move to {zone}</source>
        <translation>Sposta in {zone}</translation>
    </message>
    <message>
        <source>Untap</source>
        <translation>STAPpa</translation>
    </message>
    <message>
        <source>Tap</source>
        <translation>TAPpa</translation>
    </message>
    <message>
        <source>Remove card</source>
        <translation>Rimuovi carta</translation>
    </message>
    <message>
        <source>Move to</source>
        <translation>Sposta in</translation>
    </message>
    <message>
        <source>Face down</source>
        <translation>A faccia in giù</translation>
    </message>
    <message>
        <source>Face up</source>
        <translation>A faccia in su</translation>
    </message>
    <message>
        <source>Set face down</source>
        <translation>Imposta a faccia in giù</translation>
    </message>
    <message>
        <source>Not changed</source>
        <translation>Non modificato</translation>
    </message>
    <message>
        <source>Phase out</source>
        <translation>Manda fuori fase</translation>
    </message>
    <message>
        <source>Phase in</source>
        <translation>Riporta in fase</translation>
    </message>
    <message>
        <source>Not cast</source>
        <translation>Non lanciata</translation>
    </message>
    <message>
        <source>Cast a spell</source>
        <translation>Lancia una magia</translation>
    </message>
    <message>
        <source>a face-down spell</source>
        <translation>una magia a faccia in giù</translation>
    </message>
    <message>
        <source>Not activated</source>
        <translation>Non attivata</translation>
    </message>
    <message>
        <source>Activate an ability</source>
        <translation>Attiva un'abilità</translation>
    </message>
    <message>
        <source>Exile for mana (605.3a)</source>
        <translation>Esilia per mana (605.3a)</translation>
    </message>
    <message>
        <source>Exile for mana</source>
        <translation>Esilia per mana</translation>
    </message>
    <message>
        <source>Tap for mana</source>
        <translation>TAPpa per mana</translation>
    </message>
    <message>
        <source>Tap for mana (605.3a)</source>
        <translation>TAPpa per mana (605.3a)</translation>
    </message>
    <message>
        <source>Add {mana}, paying {cost} from the mana pool</source>
        <translation>Aggiungi {mana}, pagando {cost} dalla riserva di mana</translation>
    </message>
    <message numerus="yes">
        <source>Add {mana}, paying %n life (119.4)</source>
        <translation>
            <numerusform>Aggiungi {mana}, pagando %n punto vita (119.4)</numerusform>
            <numerusform>Aggiungi {mana}, pagando %n punti vita (119.4)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Add {mana}, taking %n damage (120.3a)</source>
        <translation>
            <numerusform>Aggiungi {mana}, subendo %n danno (120.3a)</numerusform>
            <numerusform>Aggiungi {mana}, subendo %n danni (120.3a)</numerusform>
        </translation>
    </message>
    <message>
        <source>Add {mana}</source>
        <translation>Aggiungi {mana}</translation>
    </message>
    <message>
        <source>Activate</source>
        <translation>Attiva</translation>
    </message>
    <message>
        <source>Set activated this turn</source>
        <translation>Imposta attivata in questo turno</translation>
    </message>
    <message>
        <source>Cast</source>
        <translation>Lancia</translation>
    </message>
    <message>
        <source>Cast {face}</source>
        <translation>Lancia {face}</translation>
    </message>
    <message>
        <source>Cast face down</source>
        <translation>Lancia a faccia in giù</translation>
    </message>
    <message>
        <source>Move to the next zone</source>
        <translation>Sposta nella zona successiva</translation>
    </message>
    <message>
        <source>Turn face up</source>
        <translation>Gira a faccia in su</translation>
    </message>
    <message>
        <source>Turn face down</source>
        <translation>Gira a faccia in giù</translation>
    </message>
    <message>
        <source>Phase out (702.26)</source>
        <translation>Manda fuori fase (702.26)</translation>
    </message>
    <message>
        <source>Phase in (702.26)</source>
        <translation>Riporta in fase (702.26)</translation>
    </message>
    <message>
        <source>A phased-out permanent is treated as though it doesn't exist (702.26b); what is attached to it phases out and in with it (702.26g).</source>
        <translation>Un permanente fuori fase viene considerato come se non esistesse (702.26b); ciò che gli è assegnato va fuori fase e torna in fase insieme a esso (702.26g).</translation>
    </message>
    <message>
        <source>Summoning sick (302.6)</source>
        <translation>Debolezza da evocazione (302.6)</translation>
    </message>
    <message>
        <source>Set summoning sick</source>
        <translation>Imposta debolezza da evocazione</translation>
    </message>
    <message>
        <source>Haste from an effect (702.10)</source>
        <translation>Rapidità da un effetto (702.10)</translation>
    </message>
    <message>
        <source>Set haste</source>
        <translation>Imposta rapidità</translation>
    </message>
    <message>
        <source>Commander (903.3)</source>
        <translation>Comandante (903.3)</translation>
    </message>
    <message>
        <source>Its owner's commander, in every zone: "your commander's color identity" (Command Tower) is this card's (903.4).</source>
        <translation>Il comandante del suo proprietario, in ogni zona: "l'identità di colore del tuo comandante" (Command Tower) è quella di questa carta (903.4).</translation>
    </message>
    <message>
        <source>Set commander</source>
        <translation>Imposta comandante</translation>
    </message>
    <message>
        <source>Attacking (508.1)</source>
        <translation>Attaccante (508.1)</translation>
    </message>
    <message>
        <source>Set attacking</source>
        <translation>Imposta attaccante</translation>
    </message>
    <message>
        <source>Playable this turn by (an effect allows it)</source>
        <translation>Giocabile in questo turno da (lo permette un effetto)</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <source>Set play permission</source>
        <translation>Imposta il permesso di giocare</translation>
    </message>
    <message>
        <source>Counters…</source>
        <translation>Segnalini…</translation>
    </message>
    <message>
        <source>Add a time counter</source>
        <translation>Aggiungi un segnalino tempo</translation>
    </message>
    <message>
        <source>Add a {kind} counter</source>
        <translation>Aggiungi un segnalino {kind}</translation>
    </message>
    <message>
        <source>Remove a time counter</source>
        <translation>Rimuovi un segnalino tempo</translation>
    </message>
    <message>
        <source>Remove a {kind} counter</source>
        <translation>Rimuovi un segnalino {kind}</translation>
    </message>
    <message>
        <source>Doors</source>
        <translation>Porte</translation>
    </message>
    <message>
        <source>{door} unlocked</source>
        <translation>{door} sbloccata</translation>
    </message>
    <message>
        <source>Owner</source>
        <translation>Proprietario</translation>
    </message>
    <message>
        <source>Set owner</source>
        <translation>Imposta proprietario</translation>
    </message>
    <message>
        <source>Attach to…</source>
        <translation>Assegna a…</translation>
    </message>
    <message>
        <source>Chosen name…</source>
        <translation>Nome scelto…</translation>
    </message>
    <message>
        <source>Foretold</source>
        <translation>Predetta</translation>
    </message>
    <message>
        <source>Plotted</source>
        <translation>Tramata</translation>
    </message>
    <message>
        <source>Set {flag}</source>
        <translation>Imposta {flag}</translation>
    </message>
    <message>
        <source>Chosen companion</source>
        <translation>Compagno scelto</translation>
    </message>
    <message>
        <source>Set companion</source>
        <translation>Imposta compagno</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Rimuovi</translation>
    </message>
    <message>
        <source>Set counters</source>
        <translation>Imposta segnalini</translation>
    </message>
    <message>
        <source>Activated this turn ({rules})</source>
        <translation>Attivate in questo turno ({rules})</translation>
    </message>
    <message>
        <source>Set doors</source>
        <translation>Imposta porte</translation>
    </message>
    <message>
        <source>Attach to</source>
        <translation>Assegna a</translation>
    </message>
    <message>
        <source>Permanent</source>
        <translation>Permanente</translation>
    </message>
    <message>
        <source>(nothing)</source>
        <translation>(nulla)</translation>
    </message>
    <message>
        <source>Attach</source>
        <translation>Assegna</translation>
    </message>
    <message>
        <source>Chosen name</source>
        <translation>Nome scelto</translation>
    </message>
    <message>
        <source>Card name(s), separated by ;</source>
        <translation>Nomi delle carte, separati da ;</translation>
    </message>
    <message>
        <source>Set chosen name</source>
        <translation>Imposta nome scelto</translation>
    </message>
    <message>
        <source>Chosen color</source>
        <translation>Colore scelto</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <source>Set chosen color</source>
        <translation>Imposta colore scelto</translation>
    </message>
</context>
<context>
    <name>PlayerPanel</name>
    <message>
        <source>name</source>
        <translation>nome</translation>
    </message>
    <message>
        <source>Player name</source>
        <translation>Nome del giocatore</translation>
    </message>
    <message>
        <source>team</source>
        <translation>squadra</translation>
    </message>
    <message>
        <source>Life</source>
        <translation>Punti vita</translation>
    </message>
    <message>
        <source>Cards foretold this turn</source>
        <translation>Carte predette in questo turno</translation>
    </message>
    <message>
        <source>Mana pool</source>
        <translation>Riserva di mana</translation>
    </message>
    <message>
        <source>Floating mana in this player's mana pool, e.g. {W}{W}{C} (106.4)</source>
        <translation>Il mana nella riserva di mana di questo giocatore, ad es. {W}{W}{C} (106.4)</translation>
    </message>
    <message>
        <source>Companion used</source>
        <translation>Compagno usato</translation>
    </message>
    <message>
        <source>This player already put their companion into hand this game (116.2g)</source>
        <translation>Questo giocatore ha già messo in mano il suo compagno in questa partita (116.2g)</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Squadra</translation>
    </message>
    <message>
        <source>Foretold</source>
        <translation>Predetta</translation>
    </message>
    <message>
        <source>Pool</source>
        <translation>Riserva</translation>
    </message>
    <message>
        <source>Rename player</source>
        <translation>Rinomina giocatore</translation>
    </message>
    <message>
        <source>Set team</source>
        <translation>Imposta squadra</translation>
    </message>
    <message>
        <source>Set life</source>
        <translation>Imposta punti vita</translation>
    </message>
    <message>
        <source>Set companion used</source>
        <translation>Imposta compagno usato</translation>
    </message>
    <message>
        <source>Not changed: {reason}</source>
        <translation>Non modificato: {reason}</translation>
    </message>
    <message>
        <source>Set mana pool</source>
        <translation>Imposta la riserva di mana</translation>
    </message>
    <message>
        <source>Set cards foretold</source>
        <translation>Imposta carte predette</translation>
    </message>
    <message>
        <source>active player</source>
        <translation>giocatore attivo</translation>
    </message>
    <message>
        <source>holds priority</source>
        <translation>ha la priorità</translation>
    </message>
</context>
<context>
    <name>PracticePanel</name>
    <message>
        <source>What it is about</source>
        <translation>Su cosa</translation>
    </message>
    <message>
        <source>Special action</source>
        <translation>Azione speciale</translation>
    </message>
    <message>
        <source>Add my answer</source>
        <translation>Aggiungi la mia risposta</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Rimuovi</translation>
    </message>
    <message>
        <source>My answers</source>
        <translation>Le mie risposte</translation>
    </message>
    <message>
        <source>Which special actions may {player} take now? Add each one you think is legal, then Reveal and score.</source>
        <translation>Quali azioni speciali può compiere ora {player}? Aggiungi ognuna che ritieni legale, poi «Rivela e valuta».</translation>
    </message>
    <message>
        <source>the planar die</source>
        <translation>il dado planare</translation>
    </message>
    <message>
        <source>effect of {source} ({controller})</source>
        <translation>effetto di {source} ({controller})</translation>
    </message>
    <message>
        <source>{what}: legal</source>
        <translation>{what}: legale</translation>
    </message>
    <message>
        <source>Missed: {option}{cost} is legal ({rule})</source>
        <translation>Mancata: {option}{cost} è legale ({rule})</translation>
    </message>
</context>
<context>
    <name>Prompts</name>
    <message>
        <source>End the quiz?</source>
        <translation>Terminare il quiz?</translation>
    </message>
    <message>
        <source>Questions answered: {answered} of {total}. Your answers are kept in your progress; the questions left will not be asked.</source>
        <translation>Risposte date: {answered} su {total}. Le risposte restano nei tuoi progressi; le domande rimanenti non verranno poste.</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Modifiche non salvate</translation>
    </message>
    <message>
        <source>The board has unsaved changes. Save them?</source>
        <translation>Il tavolo ha modifiche non salvate. Salvarle?</translation>
    </message>
    <message>
        <source>Restore the board?</source>
        <translation>Ripristinare il tavolo?</translation>
    </message>
    <message>
        <source>judgeapp did not close properly last time. Restore the board “{board}”, autosaved {when}?</source>
        <translation>L'ultima volta judgeapp non si è chiuso correttamente. Ripristinare il tavolo «{board}», salvato automaticamente il {when}?</translation>
    </message>
    <message>
        <source>Answers not written</source>
        <translation>Risposte non scritte</translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s) given in this window could not be written to the progress file: {error}

Free some space or make the folder writable, then choose Retry. Discard closes the window without them.</source>
        <translation>
            <numerusform>%n risposta data in questa finestra non è stata scritta nel file dei progressi: {error}

Libera un po' di spazio o rendi la cartella scrivibile, poi scegli Riprova. Scarta chiude la finestra senza di essa.</numerusform>
            <numerusform>%n risposte date in questa finestra non sono state scritte nel file dei progressi: {error}

Libera un po' di spazio o rendi la cartella scrivibile, poi scegli Riprova. Scarta chiude la finestra senza di esse.</numerusform>
        </translation>
    </message>
    <message>
        <source>Open scenario</source>
        <translation>Apri scenario</translation>
    </message>
    <message>
        <source>Scenarios (*.json);;All files (*)</source>
        <translation>Scenari (*.json);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>Download the card set?</source>
        <translation>Scaricare le carte?</translation>
    </message>
    <message>
        <source>Download every Magic card from {source} (about 100-200 MB) and import it? The cards judgeapp uses now stay in use until the import has succeeded.</source>
        <translation>Scaricare tutte le carte di Magic da {source} (circa 100-200 MB) e importarle? Le carte che judgeapp usa ora restano in uso finché l'importazione non è riuscita.</translation>
    </message>
    <message>
        <source>Import the card set</source>
        <translation>Importa le carte</translation>
    </message>
    <message>
        <source>Card data (MTGJSON AtomicCards, Scryfall Oracle Cards) (*.json);;All files (*)</source>
        <translation>Dati delle carte (MTGJSON AtomicCards, Scryfall Oracle Cards) (*.json);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>Save scenario</source>
        <translation>Salva scenario</translation>
    </message>
    <message>
        <source>Scenarios (*.json)</source>
        <translation>Scenari (*.json)</translation>
    </message>
    <message>
        <source>Save report as HTML</source>
        <translation>Salva il resoconto come HTML</translation>
    </message>
    <message>
        <source>Web pages (*.html *.htm)</source>
        <translation>Pagine web (*.html *.htm)</translation>
    </message>
    <message>
        <source>Save report as PDF</source>
        <translation>Salva il resoconto come PDF</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Documenti PDF (*.pdf)</translation>
    </message>
</context>
<context>
    <name>QuizWindow</name>
    <message>
        <source>Quiz — judgeapp</source>
        <translation>Quiz — judgeapp</translation>
    </message>
    <message>
        <source>Progress file damaged</source>
        <translation>File dei progressi danneggiato</translation>
    </message>
    <message numerus="yes">
        <source>The progress file could not be read. It was kept as {backup}; the %n answer(s) that could still be read were copied into a new one.</source>
        <translation>
            <numerusform>Non è stato possibile leggere il file dei progressi. È stato conservato come {backup}; la %n risposta ancora leggibile è stata copiata in uno nuovo.</numerusform>
            <numerusform>Non è stato possibile leggere il file dei progressi. È stato conservato come {backup}; le %n risposte ancora leggibili sono state copiate in uno nuovo.</numerusform>
        </translation>
    </message>
    <message>
        <source>Progress file can't be written</source>
        <translation>Impossibile scrivere il file dei progressi</translation>
    </message>
    <message>
        <source>The progress file {path} can't be written now: {error}

Nothing in it was changed. Answers given in this window are kept until it can be written; closing the window before then loses them.</source>
        <translation>Al momento non è possibile scrivere il file dei progressi {path}: {error}

Non è stato modificato nulla. Le risposte date in questa finestra sono conservate finché non sarà possibile scriverlo; chiudendo la finestra prima andranno perse.</translation>
    </message>
    <message>
        <source>Practice (feedback after each question)</source>
        <translation>Allenamento (risposta dopo ogni domanda)</translation>
    </message>
    <message>
        <source>Exam (timer, feedback at the end)</source>
        <translation>Esame (cronometro, risposte alla fine)</translation>
    </message>
    <message>
        <source>Generated situations</source>
        <translation>Situazioni generate</translation>
    </message>
    <message>
        <source>The scenario library (authored situations)</source>
        <translation>La libreria di situazioni (scritte a mano)</translation>
    </message>
    <message>
        <source>Everything</source>
        <translation>Tutto</translation>
    </message>
    <message>
        <source>My weak spots</source>
        <translation>I miei punti deboli</translation>
    </message>
    <message>
        <source>1 — the plain rules</source>
        <translation>1 — le regole di base</translation>
    </message>
    <message>
        <source>2 — effects that change them</source>
        <translation>2 — effetti che le modificano</translation>
    </message>
    <message>
        <source>3 — traps and near misses</source>
        <translation>3 — trappole e quasi-errori</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Nessuno</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Inizia</translation>
    </message>
    <message>
        <source>&amp;Progress by rule…</source>
        <translation>&amp;Progressi per regola…</translation>
    </message>
    <message>
        <source>Save a set to p&amp;rint…</source>
        <translation>Salva le domande da s&amp;tampare…</translation>
    </message>
    <message>
        <source>&amp;Mode</source>
        <translation>&amp;Modalità</translation>
    </message>
    <message>
        <source>Questions &amp;from</source>
        <translation>Domande &amp;da</translation>
    </message>
    <message>
        <source>&amp;Train</source>
        <translation>&amp;Allena</translation>
    </message>
    <message>
        <source>&amp;Difficulty</source>
        <translation>&amp;Difficoltà</translation>
    </message>
    <message>
        <source>&amp;Questions</source>
        <translation>&amp;Domande</translation>
    </message>
    <message>
        <source>S&amp;eed (same seed, same questions)</source>
        <translation>S&amp;eme (stesso seme, stesse domande)</translation>
    </message>
    <message>
        <source>Time &amp;limit (exam)</source>
        <translation>&amp;Limite di tempo (esame)</translation>
    </message>
    <message>
        <source>Two players and the plain rules: whose turn, which step, who holds priority, what is on the stack.</source>
        <translation>Due giocatori e le regole di base: di chi è il turno, quale sottofase, chi ha priorità, cosa c'è in pila.</translation>
    </message>
    <message>
        <source>Effects that change the rules (Teferi, Silence, Exploration, split second…), red herrings, multiplayer games and Two-Headed Giant.</source>
        <translation>Effetti che cambiano le regole (Teferi, Silenzio, Esplorazione, battibaleno…), falsi indizi, partite multigiocatore e Gigante a Due Teste.</translation>
    </message>
    <message>
        <source>Traps that decide the answer, as a judge exam sets them: one detail makes the likely answer wrong.</source>
        <translation>Trappole che decidono la risposta, come in un esame da arbitro: un dettaglio rende sbagliata la risposta più probabile.</translation>
    </message>
    <message>
        <source>Every rule weighs the same until you have answered some questions.</source>
        <translation>Ogni regola ha lo stesso peso finché non avrai risposto a qualche domanda.</translation>
    </message>
    <message>
        <source>No answers yet. Each answer is logged as you give it: Progress by rule charts them, and My weak spots asks more about the rules you miss.</source>
        <translation>Ancora nessuna risposta. Ogni risposta viene registrata quando la dai: Progressi per regola ne traccia il grafico, e I miei punti deboli chiede di più sulle regole che sbagli.</translation>
    </message>
    <message numerus="yes">
        <source>Your answers so far: %n, {percent} right.</source>
        <translation>
            <numerusform>Le tue risposte finora: %n, {percent} giuste.</numerusform>
            <numerusform>Le tue risposte finora: %n, {percent} giuste.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>In the last 7 days: %n, {percent} right.</source>
        <translation>
            <numerusform>Negli ultimi 7 giorni: %n, {percent} giuste.</numerusform>
            <numerusform>Negli ultimi 7 giorni: %n, {percent} giuste.</numerusform>
        </translation>
    </message>
    <message>
        <source>None in the last 7 days.</source>
        <translation>Nessuna negli ultimi 7 giorni.</translation>
    </message>
    <message>
        <source>No questions</source>
        <translation>Nessuna domanda</translation>
    </message>
    <message>
        <source>No questions could be made with these settings.</source>
        <translation>Con queste impostazioni non è stato possibile creare domande.</translation>
    </message>
    <message numerus="yes">
        <source>Only %n different question(s) can be made with these settings.</source>
        <translation>
            <numerusform>Con queste impostazioni si può creare solo %n domanda diversa.</numerusform>
            <numerusform>Con queste impostazioni si possono creare solo %n domande diverse.</numerusform>
        </translation>
    </message>
    <message>
        <source>Save a set to print</source>
        <translation>Salva le domande da stampare</translation>
    </message>
    <message numerus="yes">
        <source>Saved a set of %n question(s), with its answer key: {path}</source>
        <translation>
            <numerusform>Salvata %n domanda, con le soluzioni: {path}</numerusform>
            <numerusform>Salvate %n domande, con le soluzioni: {path}</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Answer (Enter)</source>
        <translation>&amp;Rispondi (Invio)</translation>
    </message>
    <message>
        <source>Explanation</source>
        <translation>Spiegazione</translation>
    </message>
    <message>
        <source>Question {n} of {total}</source>
        <translation>Domanda {n} di {total}</translation>
    </message>
    <message>
        <source> (select all that apply)</source>
        <translation> (seleziona tutte quelle valide)</translation>
    </message>
    <message>
        <source>The progress file can't be written: {error}. This answer is kept in memory and written as soon as the file can be; closing the quiz window before then loses it.</source>
        <translation>Impossibile scrivere il file dei progressi: {error}. Questa risposta è conservata in memoria e vi sarà scritta appena possibile; chiudendo prima la finestra del quiz andrà persa.</translation>
    </message>
    <message>
        <source>The progress file can't be written now: {error}. This answer is kept beside it and will be written to it as soon as it can be.</source>
        <translation>Al momento non è possibile scrivere il file dei progressi: {error}. Questa risposta è conservata accanto a esso e vi sarà scritta appena possibile.</translation>
    </message>
    <message>
        <source>The progress file is busy: this answer is kept and will be written to it as soon as it is free.</source>
        <translation>Il file dei progressi è occupato: questa risposta è conservata e vi sarà scritta appena sarà libero.</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>Resoconto</translation>
    </message>
    <message numerus="yes">
        <source>&amp;Retry %n missed question(s)</source>
        <translation>
            <numerusform>&amp;Riprova %n domanda sbagliata</numerusform>
            <numerusform>&amp;Riprova %n domande sbagliate</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Finish (Enter)</source>
        <translation>&amp;Termina (Invio)</translation>
    </message>
    <message>
        <source>Asked most now:</source>
        <translation>Le più chieste ora:</translation>
    </message>
    <message>
        <source>&amp;Next question (Enter)</source>
        <translation>&amp;Prossima domanda (Invio)</translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s) left.</source>
        <translation>
            <numerusform>Manca %n minuto.</numerusform>
            <numerusform>Mancano %n minuti.</numerusform>
        </translation>
    </message>
    <message>
        <source>Save report as &amp;HTML…</source>
        <translation>Salva il resoconto come &amp;HTML…</translation>
    </message>
    <message>
        <source>Save report as &amp;PDF…</source>
        <translation>Salva il resoconto come &amp;PDF…</translation>
    </message>
    <message>
        <source>&amp;New quiz</source>
        <translation>&amp;Nuovo quiz</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>Impossibile salvare</translation>
    </message>
</context>
<context>
    <name>SituationPanel</name>
    <message>
        <source>Title of the situation</source>
        <translation>Titolo della situazione</translation>
    </message>
    <message>
        <source>The situation in words: what happened, and the question a judge asks</source>
        <translation>La situazione a parole: cos'è successo e la domanda che pone un arbitro</translation>
    </message>
    <message>
        <source>Description of the situation</source>
        <translation>Descrizione della situazione</translation>
    </message>
    <message>
        <source>Edit the title</source>
        <translation>Modifica il titolo</translation>
    </message>
    <message>
        <source>Edit the description</source>
        <translation>Modifica la descrizione</translation>
    </message>
</context>
<context>
    <name>StackItemDialog</name>
    <message>
        <source>Add to the stack</source>
        <translation>Aggiungi alla pila</translation>
    </message>
    <message>
        <source>Edit the stack item</source>
        <translation>Modifica l'oggetto in pila</translation>
    </message>
    <message>
        <source>Card name of a spell, or leave empty for an ability</source>
        <translation>Nome della carta di una magia, o lascia vuoto per un'abilità</translation>
    </message>
    <message>
        <source>What the ability or spell does (optional)</source>
        <translation>Cosa fa l'abilità o la magia (facoltativo)</translation>
    </message>
    <message>
        <source>Cast face down (morph, disguise)</source>
        <translation>Lanciata a faccia in giù (metamorfosi, camuffamento)</translation>
    </message>
    <message>
        <source>A copy of a spell: not cast (707.10)</source>
        <translation>Una copia di una magia: non lanciata (707.10)</translation>
    </message>
    <message>
        <source>Targets</source>
        <translation>Bersagli</translation>
    </message>
    <message>
        <source>Spell</source>
        <translation>Magia</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Carta</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Testo</translation>
    </message>
    <message>
        <source>Controller</source>
        <translation>Controllore</translation>
    </message>
    <message>
        <source>Targets (tick each)</source>
        <translation>Bersagli (spunta ciascuno)</translation>
    </message>
    <message>
        <source>{card} is a land: a land is played, never cast (305.1, 305.9).</source>
        <translation>La carta {card} è una terra: una terra si gioca, non si lancia mai (305.1, 305.9).</translation>
    </message>
</context>
<context>
    <name>StatsView</name>
    <message>
        <source>{percent}%</source>
        <translation>{percent}%</translation>
    </message>
    <message>
        <source>Progress by rule</source>
        <translation>Progressi per regola</translation>
    </message>
    <message>
        <source>All rules</source>
        <translation>Tutte le regole</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regola</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Giuste</translation>
    </message>
    <message>
        <source>Answered</source>
        <translation>Risposte</translation>
    </message>
    <message>
        <source>% right</source>
        <translation>% giuste</translation>
    </message>
    <message>
        <source>A question that asks you to mark every special action counts once under each rule among its actions; “All rules” counts each answer once.</source>
        <translation>Una domanda che chiede di segnare ogni azione speciale conta una volta per ciascuna regola delle sue azioni; «Tutte le regole» conta ogni risposta una volta.</translation>
    </message>
</context>
<context>
    <name>TurnBar</name>
    <message>
        <source>Turn number</source>
        <translation>Numero del turno</translation>
    </message>
    <message>
        <source>Active player</source>
        <translation>Giocatore attivo</translation>
    </message>
    <message>
        <source>Priority</source>
        <translation>Priorità</translation>
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
        <translation>Gigante a Due Teste</translation>
    </message>
    <message>
        <source>Lands played this turn</source>
        <translation>Terre giocate in questo turno</translation>
    </message>
    <message>
        <source>Planar die special actions this turn</source>
        <translation>Tiri del dado planare come azione speciale in questo turno</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Turno</translation>
    </message>
    <message>
        <source>Lands played</source>
        <translation>Terre giocate</translation>
    </message>
    <message>
        <source>Planar rolls</source>
        <translation>Tiri planari</translation>
    </message>
    <message>
        <source>Pass priority</source>
        <translation>Passa la priorità</translation>
    </message>
    <message>
        <source>The priority holder passes (117.3d); when all have passed, the top of the stack resolves or the step ends (117.4)</source>
        <translation>Chi ha la priorità passa (117.3d); quando tutti hanno passato, l'oggetto in cima alla pila si risolve o la sottofase finisce (117.4)</translation>
    </message>
    <message>
        <source>Next step</source>
        <translation>Sottofase successiva</translation>
    </message>
    <message>
        <source>All players pass with an empty stack: the next step or phase begins (500.2)</source>
        <translation>Tutti i giocatori passano con la pila vuota: inizia la sottofase o fase successiva (500.2)</translation>
    </message>
    <message>
        <source>Set turn</source>
        <translation>Imposta turno</translation>
    </message>
    <message>
        <source>Set active player</source>
        <translation>Imposta giocatore attivo</translation>
    </message>
    <message>
        <source>Set priority</source>
        <translation>Imposta priorità</translation>
    </message>
    <message>
        <source>Set lands played</source>
        <translation>Imposta terre giocate</translation>
    </message>
    <message>
        <source>Set planar rolls</source>
        <translation>Imposta tiri planari</translation>
    </message>
    <message>
        <source>Set game variant</source>
        <translation>Imposta variante</translation>
    </message>
    <message>
        <source>Go to {step}</source>
        <translation>Vai a {step}</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>nessuno</translation>
    </message>
</context>
<context>
    <name>TurnFactsDialog</name>
    <message>
        <source>Turn facts</source>
        <translation>Fatti del turno</translation>
    </message>
    <message>
        <source>Lands put onto the battlefield by effects (305.4)</source>
        <translation>Terre messe sul campo di battaglia da effetti (305.4)</translation>
    </message>
    <message>
        <source>Planar die rolled as a special action (901.9)</source>
        <translation>Dado planare tirato come azione speciale (901.9)</translation>
    </message>
    <message>
        <source>Planar die rolled by effects (not counted, 901.9)</source>
        <translation>Dado planare tirato da effetti (non contano, 901.9)</translation>
    </message>
    <message>
        <source>Spells cast this turn (601.3)</source>
        <translation>Magie lanciate in questo turno (601.3)</translation>
    </message>
    <message>
        <source>Cast with Add…: {cards} (a lower count forgets them)</source>
        <translation>Lanciate con Aggiungi…: {cards} (un numero più basso le dimentica)</translation>
    </message>
</context>
<context>
    <name>VerdictModel</name>
    <message>
        <source>Special action</source>
        <translation>Azione speciale</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Verdetto</translation>
    </message>
    <message>
        <source>nothing to do</source>
        <translation>niente da fare</translation>
    </message>
    <message>
        <source>?</source>
        <translation>?</translation>
    </message>
    <message numerus="yes">
        <source>%n legal</source>
        <translation>
            <numerusform>%n legale</numerusform>
            <numerusform>%n legali</numerusform>
        </translation>
    </message>
    <message>
        <source>not legal</source>
        <translation>non legale</translation>
    </message>
    <message>
        <source>legal</source>
        <translation>legale</translation>
    </message>
</context>
<context>
    <name>VerdictPanel</name>
    <message>
        <source>Show special actions for</source>
        <translation>Mostra le azioni speciali per</translation>
    </message>
    <message>
        <source>Hide answers (practice)</source>
        <translation>Nascondi le risposte (allenamento)</translation>
    </message>
    <message>
        <source>Reveal and score</source>
        <translation>Rivela e valuta</translation>
    </message>
    <message>
        <source>Special actions and their verdicts</source>
        <translation>Azioni speciali e i loro verdetti</translation>
    </message>
    <message>
        <source>Take this action</source>
        <translation>Compi questa azione</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Indietro</translation>
    </message>
    <message>
        <source>Copy ruling</source>
        <translation>Copia la risposta</translation>
    </message>
    <message>
        <source>The situation, the answer, the reason and the rules quoted, ready to paste</source>
        <translation>La situazione, la risposta, il motivo e le regole citate, pronti da incollare</translation>
    </message>
    <message>
        <source>Copy as plain text</source>
        <translation>Copia come testo semplice</translation>
    </message>
    <message>
        <source>Copy as Markdown</source>
        <translation>Copia come Markdown</translation>
    </message>
    <message>
        <source>Special actions for</source>
        <translation>Azioni speciali per</translation>
    </message>
    <message>
        <source>Ruling</source>
        <translation>Decisione</translation>
    </message>
    <message>
        <source>Priority holder ({pid})</source>
        <translation>Chi ha la priorità ({pid})</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <source>Select a special action to read its rule and every condition checked; the links open the rules they cite.</source>
        <translation>Seleziona un'azione speciale per leggerne la regola e ogni condizione verificata; i collegamenti aprono le regole citate.</translation>
    </message>
    <message>
        <source>%1 of %2 right (answers named and legal actions missed).</source>
        <translation>%1 su %2 corrette (risposte date e azioni legali mancate).</translation>
    </message>
    <message>
        <source>Take: {label}</source>
        <translation>Compi: {label}</translation>
    </message>
</context>
<context>
    <name>app</name>
    <message>
        <source>judgeapp can't start: it keeps your autosaved boards, settings and quiz progress in its data folder, and can't use it.

{error}

Make that folder writable, or set JUDGEAPP_DATA_DIR to a folder you can write.</source>
        <translation>judgeapp non può avviarsi: conserva i tavoli salvati automaticamente, le impostazioni e i progressi del quiz nella sua cartella dei dati, e non può usarla.

{error}

Rendi scrivibile quella cartella, oppure imposta JUDGEAPP_DATA_DIR su una cartella in cui puoi scrivere.</translation>
    </message>
</context>
<context>
    <name>dates</name>
    <message>
        <source>MMMM d, yyyy</source>
        <translation>d MMMM yyyy</translation>
    </message>
    <message>
        <source>MMM d, yyyy</source>
        <translation>d MMM yyyy</translation>
    </message>
    <message>
        <source>MMMM yyyy</source>
        <translation>MMMM yyyy</translation>
    </message>
    <message>
        <source>MMMM d, yyyy 'at' h:mm AP</source>
        <translation>d MMMM yyyy 'alle ore' HH:mm</translation>
    </message>
</context>
<context>
    <name>models</name>
    <message>
        <source>Move to {zone}</source>
        <translation>Sposta in {zone}</translation>
    </message>
    <message>
        <source>Reorder the stack</source>
        <translation>Riordina la pila</translation>
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
        <translation>TAPpa o STAPpa la carta selezionata</translation>
    </message>
    <message>
        <source>Turn the selected card face down or face up</source>
        <translation>Gira la carta selezionata a faccia in giù o in su</translation>
    </message>
    <message>
        <source>Add a counter (the kind it has; time in exile; else +1/+1)</source>
        <translation>Aggiungi un segnalino (del tipo che ha; tempo in esilio; altrimenti +1/+1)</translation>
    </message>
    <message>
        <source>Remove a counter</source>
        <translation>Rimuovi un segnalino</translation>
    </message>
    <message>
        <source>Move the selected card to its player's next zone</source>
        <translation>Sposta la carta selezionata nella zona successiva del suo giocatore</translation>
    </message>
    <message>
        <source>Remove the selected card</source>
        <translation>Rimuovi la carta selezionata</translation>
    </message>
    <message>
        <source>Every other change to the selected card (its menu)</source>
        <translation>Ogni altra modifica alla carta selezionata (il suo menu)</translation>
    </message>
    <message>
        <source>Move the selected stack object up or down</source>
        <translation>Sposta su o giù l'oggetto selezionato in pila</translation>
    </message>
    <message>
        <source>Quiz: choose an answer</source>
        <translation>Quiz: scegli una risposta</translation>
    </message>
    <message>
        <source>Quiz: answer, then the next question</source>
        <translation>Quiz: rispondi, poi la domanda successiva</translation>
    </message>
    <message>
        <source>Quiz: full screen, or back</source>
        <translation>Quiz: schermo intero, o torna com'era</translation>
    </message>
    <message>
        <source>Rule look-up: from the words typed to the list of what they found</source>
        <translation>Cerca una regola: dalle parole scritte all'elenco di ciò che hanno trovato</translation>
    </message>
    <message>
        <source>Rule look-up: close its window</source>
        <translation>Cerca una regola: chiudi la sua finestra</translation>
    </message>
    <message>
        <source>Move the selected card to its player's zone: {zone}</source>
        <translation>Sposta la carta selezionata nella zona del suo giocatore: {zone}</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Scorciatoie da tastiera</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasti</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Azione</translation>
    </message>
</context>
<context>
    <name>steps</name>
    <message>
        <source>Untap</source>
        <translation>Stap</translation>
    </message>
    <message>
        <source>Upkeep</source>
        <translation>Mantenimento</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Acquisizione</translation>
    </message>
    <message>
        <source>Main 1</source>
        <translation>Principale 1</translation>
    </message>
    <message>
        <source>Begin combat</source>
        <translation>Inizio combattimento</translation>
    </message>
    <message>
        <source>Attackers</source>
        <translation>Attaccanti</translation>
    </message>
    <message>
        <source>Blockers</source>
        <translation>Bloccanti</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>Danno</translation>
    </message>
    <message>
        <source>End combat</source>
        <translation>Fine combattimento</translation>
    </message>
    <message>
        <source>Main 2</source>
        <translation>Principale 2</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Finale</translation>
    </message>
    <message>
        <source>Cleanup</source>
        <translation>Cancellazione</translation>
    </message>
</context>
<context>
    <name>window</name>
    <message>
        <source>Something went wrong</source>
        <translation>Qualcosa è andato storto</translation>
    </message>
    <message>
        <source>{error}

The board on screen is unchanged.</source>
        <translation>{error}

Il tavolo sullo schermo non è cambiato.</translation>
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
        <translation>Campo di battaglia</translation>
    </message>
    <message>
        <source>Graveyard</source>
        <translation>Cimitero</translation>
    </message>
    <message>
        <source>Exile</source>
        <translation>Esilio</translation>
    </message>
    <message>
        <source>Command zone</source>
        <translation>Zona di comando</translation>
    </message>
    <message>
        <source>Outside the game</source>
        <translation>Fuori dalla partita</translation>
    </message>
    <message>
        <source>Library (top)</source>
        <translation>Grimorio (cima)</translation>
    </message>
    <message>
        <source>Phased out</source>
        <translation>Fuori fase</translation>
    </message>
</context>
</TS>
