<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name />
    <message>
        <location filename="../../src/judgeapp/gui/labels.py" line="25" />
        <source>[face down: {how}]</source>
        <translation>[face cachée : {how}]</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/labels.py" line="27" />
        <source>(tapped)</source>
        <translation>(engagé)</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/labels.py" line="31" />
        <source>unlocked: {doors}</source>
        <translation>déverrouillée : {doors}</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/labels.py" line="33" />
        <source>owner {owner}</source>
        <translation>propriétaire {owner}</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/labels.py" line="35" />
        <source>attached to {target}</source>
        <translation>attaché à {target}</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/labels.py" line="37" />
        <source>foretold</source>
        <translation>présagée</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/labels.py" line="39" />
        <source>plotted</source>
        <translation>complotée</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/labels.py" line="41" />
        <source>named {names}</source>
        <translation>nom choisi {names}</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/labels.py" line="46" />
        <location filename="../../src/judgeapp/gui/labels.py" line="49" />
        <source>ability</source>
        <translation>capacité</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/labels.py" line="48" />
        <source>face-down spell</source>
        <translation>sort face cachée</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/labels.py" line="49" />
        <source>spell</source>
        <translation>sort</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/rule_html.py" line="38" />
        <source>Unofficial rules text</source>
        <translation>Texte des règles non officiel</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/rule_html.py" line="56" />
        <source>Rule</source>
        <translation>Règle</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/rule_html.py" line="56" />
        <source>No such rule in this edition.</source>
        <translation>Cette règle n'existe pas dans cette édition.</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/rule_html.py" line="64" />
        <source>Comprehensive Rules effective</source>
        <translation>Règles complètes en vigueur depuis le</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/rule_html.py" line="81" />
        <source>cost</source>
        <translation>coût</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/rule_html.py" line="86" />
        <source>LEGAL</source>
        <translation>LÉGAL</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/rule_html.py" line="86" />
        <source>NOT LEGAL</source>
        <translation>PAS LÉGAL</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/rule_html.py" line="88" />
        <source>Conditions checked</source>
        <translation>Conditions vérifiées</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/rule_html.py" line="93" />
        <source>Notes</source>
        <translation>Notes</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/rule_html.py" line="99" />
        <source>The rule</source>
        <translation>La règle</translation>
    </message>
</context>
<context>
    <name>AccuracyChart</name>
    <message>
        <location filename="../../src/judgeapp/gui/stats.py" line="34" />
        <source>No answers yet</source>
        <translation>Pas encore de réponses</translation>
    </message>
</context>
<context>
    <name>AddCardBar</name>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="170" />
        <source>Player to add the card for</source>
        <translation>Joueur à qui ajouter la carte</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="175" />
        <source>Card name (English or translated)…</source>
        <translation>Nom de la carte (anglais ou traduit)…</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="176" />
        <source>Card name</source>
        <translation>Nom de la carte</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="178" />
        <source>Add card</source>
        <translation>Ajouter la carte</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="181" />
        <source>Add</source>
        <translation>Ajouter</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="183" />
        <source>to</source>
        <translation>à</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="213" />
        <source>Add {card}</source>
        <translation>Ajouter {card}</translation>
    </message>
</context>
<context>
    <name>BoardWidget</name>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="240" />
        <location filename="../../src/judgeapp/gui/board.py" line="261" />
        <source>Stack (top first)</source>
        <translation>Pile (le dessus d'abord)</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="244" />
        <location filename="../../src/judgeapp/gui/board.py" line="255" />
        <source>Add…</source>
        <translation>Ajouter…</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="244" />
        <source>Up</source>
        <translation>Monter</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="245" />
        <source>Down</source>
        <translation>Descendre</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="245" />
        <location filename="../../src/judgeapp/gui/board.py" line="256" />
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="252" />
        <location filename="../../src/judgeapp/gui/board.py" line="264" />
        <source>Active effects</source>
        <translation>Effets en cours</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="255" />
        <source>Edit…</source>
        <translation>Modifier…</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="280" />
        <source>Move stack item up</source>
        <translation>Monter dans la pile</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="283" />
        <source>Move stack item down</source>
        <translation>Descendre dans la pile</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="306" />
        <location filename="../../src/judgeapp/gui/board.py" line="310" />
        <location filename="../../src/judgeapp/gui/board.py" line="322" />
        <source>Add to the stack</source>
        <translation>Ajouter à la pile</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="307" />
        <source>Card name of a spell, or leave empty for an ability</source>
        <translation>Nom de la carte d'un sort, ou vide pour une capacité</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="310" />
        <source>Controller</source>
        <translation>Contrôleur</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="316" />
        <source>Unknown card</source>
        <translation>Carte inconnue</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="320" />
        <source>an ability</source>
        <translation>une capacité</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="333" />
        <source>Remove from the stack</source>
        <translation>Retirer de la pile</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="340" />
        <source>Add effect</source>
        <translation>Ajouter l'effet</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="354" />
        <source>Edit effect</source>
        <translation>Modifier l'effet</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="360" />
        <source>Effect not added</source>
        <translation>Effet non ajouté</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="365" />
        <source>Remove effect</source>
        <translation>Retirer l'effet</translation>
    </message>
</context>
<context>
    <name>CountersDialog</name>
    <message>
        <location filename="../../src/judgeapp/gui/dialogs.py" line="94" />
        <source>Counters</source>
        <translation>Marqueurs</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/dialogs.py" line="97" />
        <source>One per line, name: amount</source>
        <translation>Un par ligne, nom : nombre</translation>
    </message>
</context>
<context>
    <name>CustomCardDialog</name>
    <message>
        <location filename="../../src/judgeapp/gui/dialogs.py" line="115" />
        <source>Custom card</source>
        <translation>Carte personnalisée</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/dialogs.py" line="120" />
        <source>Creature — Angel</source>
        <translation>Créature — ange</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/dialogs.py" line="122" />
        <source>Flying
Morph {2}{W}{W}</source>
        <translation>Vol
Mue {2}{W}{W}</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/dialogs.py" line="124" />
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/dialogs.py" line="125" />
        <source>Mana cost</source>
        <translation>Coût de mana</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/dialogs.py" line="126" />
        <source>Type line</source>
        <translation>Ligne de type</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/dialogs.py" line="127" />
        <source>Oracle text</source>
        <translation>Texte Oracle</translation>
    </message>
</context>
<context>
    <name>EffectDialog</name>
    <message>
        <location filename="../../src/judgeapp/gui/dialogs.py" line="143" />
        <source>Active effect</source>
        <translation>Effet en cours</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/dialogs.py" line="161" />
        <source>Source card</source>
        <translation>Carte d'origine</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/dialogs.py" line="162" />
        <source>Controller</source>
        <translation>Contrôleur</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/dialogs.py" line="163" />
        <source>Affected player</source>
        <translation>Joueur concerné</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/dialogs.py" line="164" />
        <source>Created on turn</source>
        <translation>Créé au tour</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/dialogs.py" line="165" />
        <source>Note</source>
        <translation>Note</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="118" />
        <source>Board warnings</source>
        <translation>Avertissements sur la table</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="135" />
        <source>The translation for {lang} could not be loaded.</source>
        <translation>La traduction pour {lang} n'a pas pu être chargée.</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="152" />
        <source>Cannot use {path}: {error}</source>
        <translation>Impossible d'utiliser {path} : {error}</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="164" />
        <source>Cannot use this rules file</source>
        <translation>Impossible d'utiliser ce fichier de règles</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="168" />
        <source>official</source>
        <translation>officiel</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="168" />
        <source>unofficial</source>
        <translation>non officiel</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="169" />
        <source>Using {name} ({label}, {count} rules)</source>
        <translation>Utilisation de {name} ({label}, {count} règles)</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="196" />
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="197" />
        <source>&amp;New</source>
        <translation>&amp;Nouveau</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="198" />
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="199" />
        <source>Open &amp;Recent</source>
        <translation>Ouvrir un fichier &amp;récent</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="200" />
        <source>Open &amp;Example</source>
        <translation>Ouvrir un &amp;exemple</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="204" />
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="205" />
        <source>Save &amp;As…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="207" />
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="210" />
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="211" />
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="213" />
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="218" />
        <source>Add &amp;card by name</source>
        <translation>Ajouter une &amp;carte par son nom</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="219" />
        <source>&amp;Custom card…</source>
        <translation>Carte &amp;personnalisée…</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="220" />
        <source>Add to the &amp;stack…</source>
        <translation>Ajouter à la &amp;pile…</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="221" />
        <source>Add active &amp;effect…</source>
        <translation>Ajouter un &amp;effet en cours…</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="223" />
        <source>&amp;Board</source>
        <translation>&amp;Table</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="224" />
        <source>&amp;Take the selected special action</source>
        <translation>E&amp;ffectuer l'action spéciale sélectionnée</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="225" />
        <source>Add &amp;player</source>
        <translation>Ajouter un &amp;joueur</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="226" />
        <source>&amp;Remove player…</source>
        <translation>&amp;Retirer un joueur…</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="228" />
        <source>&amp;Quiz</source>
        <translation>&amp;Quiz</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="229" />
        <source>&amp;Start a quiz…</source>
        <translation>&amp;Commencer un quiz…</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="231" />
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="238" />
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="239" />
        <source>Rule &amp;116</source>
        <translation>Règle &amp;116</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="241" />
        <source>Use another Comprehensive Rules file…</source>
        <translation>Utiliser un autre fichier des Règles complètes…</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="242" />
        <source>Use the shipped Comprehensive Rules</source>
        <translation>Utiliser les Règles complètes fournies</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="251" />
        <source>Untitled</source>
        <translation>Sans titre</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="267" />
        <source>New board</source>
        <translation>Nouvelle table</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="286" />
        <source>Cannot open this scenario</source>
        <translation>Impossible d'ouvrir ce scénario</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="287" />
        <source>{path} could not be opened:
{lines}

The board on screen is unchanged.</source>
        <translation>{path} n'a pas pu être ouvert :
{lines}

La table à l'écran est inchangée.</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="315" />
        <source>Cannot save</source>
        <translation>Impossible d'enregistrer</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="315" />
        <source>{path} could not be saved: {error}</source>
        <translation>{path} n'a pas pu être enregistré : {error}</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="318" />
        <source>Saved {path}</source>
        <translation>{path} enregistré</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="326" />
        <source>Autosave failed: {error}</source>
        <translation>L'enregistrement automatique a échoué : {error}</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="344" />
        <source>Cannot restore</source>
        <translation>Impossible de restaurer</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="363" />
        <source>Define {card}</source>
        <translation>Définir {card}</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="364" />
        <source>{card} can now be added by name.</source>
        <translation>{card} peut maintenant être ajoutée par son nom.</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="368" />
        <source>A game has at most six players here.</source>
        <translation>Ici, une partie a au plus six joueurs.</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="370" />
        <source>Add player</source>
        <translation>Ajouter un joueur</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="375" />
        <source>A game needs at least two players.</source>
        <translation>Une partie demande au moins deux joueurs.</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="377" />
        <source>Remove player</source>
        <translation>Retirer un joueur</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="377" />
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="379" />
        <source>Remove player {pid}</source>
        <translation>Retirer le joueur {pid}</translation>
    </message>
</context>
<context>
    <name>ObjectMenu</name>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="41" />
        <source>Move to {zone}</source>
        <translation>Déplacer vers {zone}</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="45" />
        <location filename="../../src/judgeapp/gui/object_menu.py" line="63" />
        <source>Untap</source>
        <translation>Dégager</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="45" />
        <location filename="../../src/judgeapp/gui/object_menu.py" line="63" />
        <source>Tap</source>
        <translation>Engager</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="48" />
        <source>Remove card</source>
        <translation>Retirer la carte</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="55" />
        <source>Move to</source>
        <translation>Déplacer vers</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="66" />
        <source>Face down</source>
        <translation>Face cachée</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="68" />
        <source>Face up</source>
        <translation>Face visible</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="71" />
        <source>Set face down</source>
        <translation>Mettre face cachée</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="72" />
        <source>Counters…</source>
        <translation>Marqueurs…</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="75" />
        <source>Doors</source>
        <translation>Portes</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="77" />
        <source>{door} unlocked</source>
        <translation>{door} déverrouillée</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="81" />
        <source>Owner</source>
        <translation>Propriétaire</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="87" />
        <source>Set owner</source>
        <translation>Changer le propriétaire</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="88" />
        <source>Attach to…</source>
        <translation>Attacher à…</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="89" />
        <source>Chosen name…</source>
        <translation>Nom choisi…</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="91" />
        <source>Foretold</source>
        <translation>Présagée</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="91" />
        <source>Plotted</source>
        <translation>Complotée</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="95" />
        <source>Set {flag}</source>
        <translation>Changer {flag}</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="98" />
        <source>Chosen companion</source>
        <translation>Compagnon choisi</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="103" />
        <source>Set companion</source>
        <translation>Changer le compagnon</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="105" />
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="113" />
        <source>Set counters</source>
        <translation>Changer les marqueurs</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="118" />
        <source>Set doors</source>
        <translation>Changer les portes</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="122" />
        <source>Attach to</source>
        <translation>Attacher à</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="122" />
        <source>Permanent</source>
        <translation>Permanent</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="122" />
        <source>(nothing)</source>
        <translation>(rien)</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="124" />
        <source>Attach</source>
        <translation>Attacher</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="128" />
        <source>Chosen name</source>
        <translation>Nom choisi</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="128" />
        <source>Card name(s), separated by ;</source>
        <translation>Noms de cartes, séparés par ;</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="132" />
        <source>Set chosen name</source>
        <translation>Changer le nom choisi</translation>
    </message>
</context>
<context>
    <name>PlayerPanel</name>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="76" />
        <source>name</source>
        <translation>nom</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="77" />
        <source>Player name</source>
        <translation>Nom du joueur</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="80" />
        <source>team</source>
        <translation>équipe</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="84" />
        <location filename="../../src/judgeapp/gui/board.py" line="91" />
        <source>Life</source>
        <translation>Points de vie</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="87" />
        <source>Cards foretold this turn</source>
        <translation>Cartes présagées ce tour-ci</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="88" />
        <source>Companion used</source>
        <translation>Compagnon utilisé</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="89" />
        <source>This player already put their companion into hand this game (116.2g)</source>
        <translation>Ce joueur a déjà mis son compagnon en main pendant cette partie (116.2g)</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="91" />
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="91" />
        <source>Team</source>
        <translation>Équipe</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="92" />
        <source>Foretold</source>
        <translation>Présagée</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="119" />
        <source>Rename player</source>
        <translation>Renommer le joueur</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="120" />
        <source>Set team</source>
        <translation>Changer l'équipe</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="121" />
        <source>Set life</source>
        <translation>Changer les points de vie</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="122" />
        <source>Set companion used</source>
        <translation>Changer « compagnon utilisé »</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="139" />
        <source>Set cards foretold</source>
        <translation>Changer les cartes présagées</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="149" />
        <source>active player</source>
        <translation>joueur actif</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="151" />
        <source>holds priority</source>
        <translation>a la priorité</translation>
    </message>
</context>
<context>
    <name>Prompts</name>
    <message>
        <location filename="../../src/judgeapp/gui/dialogs.py" line="29" />
        <source>Unsaved changes</source>
        <translation>Modifications non enregistrées</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/dialogs.py" line="29" />
        <source>The board has unsaved changes. Save them?</source>
        <translation>La table a des modifications non enregistrées. Les enregistrer ?</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/dialogs.py" line="36" />
        <source>Restore the board?</source>
        <translation>Restaurer la table ?</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/dialogs.py" line="37" />
        <source>judgeapp did not close properly last time. Restore the board you were working on?</source>
        <translation>judgeapp ne s'est pas fermé correctement la dernière fois. Restaurer la table sur laquelle vous travailliez ?</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/dialogs.py" line="41" />
        <source>Open scenario</source>
        <translation>Ouvrir un scénario</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/dialogs.py" line="42" />
        <source>Scenarios (*.json);;All files (*)</source>
        <translation>Scénarios (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/dialogs.py" line="46" />
        <source>Save scenario</source>
        <translation>Enregistrer le scénario</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/dialogs.py" line="47" />
        <source>Scenarios (*.json)</source>
        <translation>Scénarios (*.json)</translation>
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
        <translation>Fichier de progression endommagé</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="45" />
        <source>The progress file could not be read. It was kept as {backup} and a new one was started.</source>
        <translation>Le fichier de progression n'a pas pu être lu. Il a été conservé sous {backup} et un nouveau a été commencé.</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="72" />
        <source>Practice (feedback after each question)</source>
        <translation>Entraînement (réponse après chaque question)</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="73" />
        <source>Exam (timer, feedback at the end)</source>
        <translation>Examen (chronomètre, réponses à la fin)</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="75" />
        <source>Everything</source>
        <translation>Tout</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="76" />
        <source>My weak spots</source>
        <translation>Mes points faibles</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="78" />
        <source>Who holds priority after a special action</source>
        <translation>Qui a la priorité après une action spéciale</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="79" />
        <source>What is and is not a special action</source>
        <translation>Ce qui est ou n'est pas une action spéciale</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="83" />
        <source>1 — the plain rules</source>
        <translation>1 — les règles de base</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="83" />
        <source>2 — effects that change them</source>
        <translation>2 — les effets qui les modifient</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="84" />
        <source>3 — traps and near misses</source>
        <translation>3 — pièges et quasi-erreurs</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="92" />
        <source>&amp;Start</source>
        <translation>&amp;Commencer</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="95" />
        <source>&amp;Progress by rule…</source>
        <translation>&amp;Progression par règle…</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="97" />
        <source>&amp;Mode</source>
        <translation>&amp;Mode</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="98" />
        <source>&amp;Train</source>
        <translation>&amp;Entraîner</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="99" />
        <source>&amp;Difficulty</source>
        <translation>&amp;Difficulté</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="100" />
        <source>&amp;Questions</source>
        <translation>&amp;Questions</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="101" />
        <source>S&amp;eed (same seed, same questions)</source>
        <translation>G&amp;raine (même graine, mêmes questions)</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="116" />
        <source>No questions</source>
        <translation>Aucune question</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="116" />
        <source>No questions could be made with these settings.</source>
        <translation>Aucune question n'a pu être créée avec ces réglages.</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="151" />
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="217" />
        <source>&amp;Answer (Enter)</source>
        <translation>&amp;Répondre (Entrée)</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="190" />
        <source>Question {n} of {total}</source>
        <translation>Question {n} sur {total}</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="203" />
        <source> (select all that apply)</source>
        <translation> (cochez toutes les bonnes réponses)</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="247" />
        <source>&amp;Finish (Enter)</source>
        <translation>&amp;Terminer (Entrée)</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="247" />
        <source>&amp;Next question (Enter)</source>
        <translation>&amp;Question suivante (Entrée)</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="259" />
        <source>Right.</source>
        <translation>Juste.</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="259" />
        <source>Not right.</source>
        <translation>Faux.</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="263" />
        <source> (your answer)</source>
        <translation> (votre réponse)</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="283" />
        <source>Save report as &amp;HTML…</source>
        <translation>Enregistrer le compte rendu en &amp;HTML…</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="284" />
        <source>Save report as &amp;PDF…</source>
        <translation>Enregistrer le compte rendu en &amp;PDF…</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="285" />
        <source>&amp;New quiz</source>
        <translation>&amp;Nouveau quiz</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="311" />
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="311" />
        <source>Time</source>
        <translation>Temps</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="311" />
        <source>By rule</source>
        <translation>Par règle</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="312" />
        <source>Rule</source>
        <translation>Règle</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="312" />
        <source>Right</source>
        <translation>Justes</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="343" />
        <source>Cannot save</source>
        <translation>Impossible d'enregistrer</translation>
    </message>
</context>
<context>
    <name>StatsView</name>
    <message>
        <location filename="../../src/judgeapp/gui/stats.py" line="55" />
        <source>Progress by rule</source>
        <translation>Progression par règle</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/stats.py" line="59" />
        <source>Rule</source>
        <translation>Règle</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/stats.py" line="59" />
        <source>Right</source>
        <translation>Justes</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/stats.py" line="59" />
        <source>Answered</source>
        <translation>Répondues</translation>
    </message>
</context>
<context>
    <name>TurnBar</name>
    <message>
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="39" />
        <source>Turn number</source>
        <translation>Numéro du tour</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="41" />
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="70" />
        <source>Active player</source>
        <translation>Joueur actif</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="43" />
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="71" />
        <source>Priority</source>
        <translation>Priorité</translation>
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
        <translation>Géant à deux têtes</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="62" />
        <source>Lands played this turn</source>
        <translation>Terrains joués ce tour-ci</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="65" />
        <source>Planar die special actions this turn</source>
        <translation>Lancers du dé planaire comme action spéciale ce tour-ci</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="70" />
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="76" />
        <source>Lands played</source>
        <translation>Terrains joués</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="76" />
        <source>Planar rolls</source>
        <translation>Lancers planaires</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="85" />
        <source>Set turn</source>
        <translation>Changer le tour</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="86" />
        <source>Set active player</source>
        <translation>Changer le joueur actif</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="88" />
        <source>Set priority</source>
        <translation>Changer la priorité</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="91" />
        <source>Set lands played</source>
        <translation>Changer les terrains joués</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="93" />
        <source>Set planar rolls</source>
        <translation>Changer les lancers planaires</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="97" />
        <source>Set game variant</source>
        <translation>Changer la variante</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="116" />
        <source>Go to {step}</source>
        <translation>Aller à : {step}</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="128" />
        <source>nobody</source>
        <translation>personne</translation>
    </message>
</context>
<context>
    <name>VerdictModel</name>
    <message>
        <location filename="../../src/judgeapp/gui/verdict_panel.py" line="31" />
        <source>Special action</source>
        <translation>Action spéciale</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/verdict_panel.py" line="31" />
        <source>Verdict</source>
        <translation>Verdict</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/verdict_panel.py" line="44" />
        <source>nothing to do</source>
        <translation>rien à faire</translation>
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
            <numerusform>%n légale</numerusform>
            <numerusform>%n légales</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/verdict_panel.py" line="50" />
        <location filename="../../src/judgeapp/gui/verdict_panel.py" line="72" />
        <source>not legal</source>
        <translation>pas légal</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/verdict_panel.py" line="64" />
        <source>Tick it if you think it is legal now</source>
        <translation>Cochez-la si vous pensez qu'elle est légale maintenant</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/verdict_panel.py" line="69" />
        <source>legal</source>
        <translation>légal</translation>
    </message>
</context>
<context>
    <name>VerdictPanel</name>
    <message>
        <location filename="../../src/judgeapp/gui/verdict_panel.py" line="103" />
        <source>Show special actions for</source>
        <translation>Afficher les actions spéciales de</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/verdict_panel.py" line="104" />
        <source>Hide answers (practice)</source>
        <translation>Masquer les réponses (entraînement)</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/verdict_panel.py" line="105" />
        <source>Reveal and score</source>
        <translation>Révéler et noter</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/verdict_panel.py" line="116" />
        <source>Take this action</source>
        <translation>Effectuer cette action</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/verdict_panel.py" line="118" />
        <source>Back</source>
        <translation>Retour</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/verdict_panel.py" line="125" />
        <source>Special actions for</source>
        <translation>Actions spéciales de</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/verdict_panel.py" line="172" />
        <source>Priority holder ({pid})</source>
        <translation>Joueur qui a la priorité ({pid})</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/verdict_panel.py" line="172" />
        <source>nobody</source>
        <translation>personne</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/verdict_panel.py" line="225" />
        <source>Select a special action to read its rule and every condition checked; the links open the rules they cite.</source>
        <translation>Sélectionnez une action spéciale pour lire sa règle et chaque condition vérifiée ; les liens ouvrent les règles citées.</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/verdict_panel.py" line="259" />
        <source>You judged %1 of %2 options right.</source>
        <translation>Vous avez bien jugé %1 options sur %2.</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/verdict_panel.py" line="317" />
        <source>Take: {label}</source>
        <translation>Effectuer : {label}</translation>
    </message>
</context>
<context>
    <name>models</name>
    <message>
        <location filename="../../src/judgeapp/gui/models.py" line="191" />
        <source>Move to {zone}</source>
        <translation>Déplacer vers {zone}</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/models.py" line="217" />
        <location filename="../../src/judgeapp/gui/models.py" line="227" />
        <source>Reorder the stack</source>
        <translation>Réordonner la pile</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/models.py" line="236" />
        <source>, turn {turn}</source>
        <translation>, tour {turn}</translation>
    </message>
</context>
<context>
    <name>steps</name>
    <message>
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="15" />
        <source>Untap</source>
        <translation>Dégagement</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="15" />
        <source>Upkeep</source>
        <translation>Entretien</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="16" />
        <source>Draw</source>
        <translation>Pioche</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="16" />
        <source>Main 1</source>
        <translation>Principale 1</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="17" />
        <source>Begin combat</source>
        <translation>Début du combat</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="18" />
        <source>Attackers</source>
        <translation>Attaquants</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="19" />
        <source>Blockers</source>
        <translation>Bloqueurs</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="20" />
        <source>Damage</source>
        <translation>Blessures</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="20" />
        <source>End combat</source>
        <translation>Fin du combat</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="21" />
        <source>Main 2</source>
        <translation>Principale 2</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="21" />
        <source>End</source>
        <translation>Fin</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="22" />
        <source>Cleanup</source>
        <translation>Nettoyage</translation>
    </message>
</context>
<context>
    <name>window</name>
    <message>
        <location filename="../../src/judgeapp/gui/app.py" line="33" />
        <source>Something went wrong</source>
        <translation>Une erreur s'est produite</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/app.py" line="33" />
        <source>{error}

The board on screen is unchanged.</source>
        <translation>{error}

La table à l'écran est inchangée.</translation>
    </message>
</context>
<context>
    <name>zones</name>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="17" />
        <source>Hand</source>
        <translation>Main</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="17" />
        <source>Battlefield</source>
        <translation>Champ de bataille</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="18" />
        <source>Graveyard</source>
        <translation>Cimetière</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="18" />
        <source>Exile</source>
        <translation>Exil</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="19" />
        <source>Command zone</source>
        <translation>Zone de commandement</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="20" />
        <source>Outside the game</source>
        <translation>Hors de la partie</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="21" />
        <source>Library (top)</source>
        <translation>Bibliothèque (dessus)</translation>
    </message>
</context>
</TS>
