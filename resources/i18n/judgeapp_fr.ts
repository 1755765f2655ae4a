<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name />
    <message>
        <source>Unknown card: {name}. Did you mean {names}?</source>
        <translation>Carte inconnue : {name}. Vouliez-vous dire {names} ?</translation>
    </message>
    <message>
        <source>Unknown card: {name}. The imported card set in {path} can't be read ({problem}). Import it again (File ▸ Card database), or delete the file to use only the bundled cards.</source>
        <translation>Carte inconnue : {name}. L'ensemble complet de cartes importé dans {path} est illisible ({problem}). Importez-le de nouveau (Fichier ▸ Base de cartes), ou supprimez le fichier pour n'utiliser que les cartes fournies.</translation>
    </message>
    <message>
        <source>Unknown card: {name}. It is neither among the bundled cards nor in the imported card set: add it with Edit ▸ Custom card….</source>
        <translation>Carte inconnue : {name}. Elle n'est ni parmi les cartes fournies ni dans l'ensemble de cartes importé : ajoutez-la avec Édition ▸ Carte personnalisée….</translation>
    </message>
    <message>
        <source>Unknown card: {name}. It is not among the bundled cards: import the full card set (File ▸ Card database), or add it with Edit ▸ Custom card….</source>
        <translation>Carte inconnue : {name}. Elle n'est pas parmi les cartes fournies : importez l'ensemble complet de cartes (Fichier ▸ Base de cartes), ou ajoutez-la avec Édition ▸ Carte personnalisée….</translation>
    </message>
    <message>
        <source>[face down: {how}]</source>
        <translation>[face cachée : {how}]</translation>
    </message>
    <message>
        <source>(tapped)</source>
        <translation>(engagé)</translation>
    </message>
    <message>
        <source>(summoning sick)</source>
        <translation>(mal d'invocation)</translation>
    </message>
    <message>
        <source>(haste)</source>
        <translation>(célérité)</translation>
    </message>
    <message>
        <source>(commander)</source>
        <translation>(commandant)</translation>
    </message>
    <message>
        <source>(chosen color: {color})</source>
        <translation>(couleur choisie : {color})</translation>
    </message>
    <message>
        <source>(attacking)</source>
        <translation>(attaquant)</translation>
    </message>
    <message>
        <source>(playable by {pid})</source>
        <translation>(jouable par {pid})</translation>
    </message>
    <message>
        <source>unlocked: {doors}</source>
        <translation>déverrouillé : {doors}</translation>
    </message>
    <message>
        <source>owner {owner}</source>
        <translation>propriétaire {owner}</translation>
    </message>
    <message>
        <source>attached to {target}</source>
        <translation>attaché à {target}</translation>
    </message>
    <message>
        <source>foretold</source>
        <translation>prédite</translation>
    </message>
    <message>
        <source>plotted</source>
        <translation>complotée</translation>
    </message>
    <message>
        <source>named {names}</source>
        <translation>nom choisi {names}</translation>
    </message>
    <message>
        <source>ability</source>
        <translation>capacité</translation>
    </message>
    <message>
        <source>face-down spell</source>
        <translation>sort face cachée</translation>
    </message>
    <message>
        <source>spell</source>
        <translation>sort</translation>
    </message>
    <message>
        <source>copy</source>
        <translation>copie</translation>
    </message>
    <message>
        <source>player {pid}</source>
        <translation>joueur {pid}</translation>
    </message>
    <message>
        <source>{what} on the stack</source>
        <translation>{what} sur la pile</translation>
    </message>
    <message>
        <source>face-down creature</source>
        <translation>créature face cachée</translation>
    </message>
    <message>
        <source>loyalty {n}</source>
        <translation>loyauté {n}</translation>
    </message>
    <message>
        <source>summoning sick</source>
        <translation>mal d'invocation</translation>
    </message>
    <message>
        <source>haste</source>
        <translation>célérité</translation>
    </message>
    <message>
        <source>commander</source>
        <translation>commandant</translation>
    </message>
    <message>
        <source>chosen color: {color}</source>
        <translation>couleur choisie : {color}</translation>
    </message>
    <message>
        <source>attacking</source>
        <translation>attaquant</translation>
    </message>
    <message>
        <source>ability activated this turn</source>
        <translation>capacité activée ce tour-ci</translation>
    </message>
    <message>
        <source>face down ({how})</source>
        <translation>face cachée ({how})</translation>
    </message>
    <message>
        <source>face down</source>
        <translation>face cachée</translation>
    </message>
    <message>
        <source>Unofficial rules text</source>
        <translation>Texte des règles non officiel</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Règle</translation>
    </message>
    <message>
        <source>No such rule in this edition.</source>
        <translation>Cette règle n'existe pas dans cette édition.</translation>
    </message>
    <message>
        <source>Comprehensive Rules effective</source>
        <translation>Règles complètes en vigueur depuis le</translation>
    </message>
    <message>
        <source>Glossary</source>
        <translation>Glossaire</translation>
    </message>
    <message>
        <source>cost</source>
        <translation>coût</translation>
    </message>
    <message>
        <source>LEGAL</source>
        <translation>LÉGAL</translation>
    </message>
    <message>
        <source>NOT LEGAL</source>
        <translation>PAS LÉGAL</translation>
    </message>
    <message>
        <source>Conditions checked</source>
        <translation>Conditions vérifiées</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notes</translation>
    </message>
    <message>
        <source>The rule</source>
        <translation>La règle</translation>
    </message>
    <message>
        <source>Loyalty</source>
        <translation>Loyauté</translation>
    </message>
    <message>
        <source>Select or point at a card on the board to read it in full.</source>
        <translation>Sélectionnez ou pointez une carte du plateau pour la lire en entier.</translation>
    </message>
    <message>
        <source>A 2/2 face-down creature with no text, no name, no subtypes and no mana cost (708.2a).</source>
        <translation>Une créature 2/2 face cachée sans texte, sans nom, sans sous-type et sans coût de mana (708.2a).</translation>
    </message>
    <message>
        <source>A 2/2 face-down creature with ward {2}, no name, no subtypes and no mana cost (702.168b, 701.58a).</source>
        <translation>Une créature 2/2 face cachée avec la parade {2}, sans nom, sans sous-type et sans coût de mana (702.168b, 701.58a).</translation>
    </message>
    <message>
        <source>What its opponents see</source>
        <translation>Ce que voient ses adversaires</translation>
    </message>
    <message>
        <source>What it is ({how})</source>
        <translation>Ce qu'elle est vraiment ({how})</translation>
    </message>
    <message>
        <source>Keyword abilities</source>
        <translation>Capacités mot-clé</translation>
    </message>
    <message>
        <source>What the verdicts read from its text</source>
        <translation>Ce que les verdicts lisent dans son texte</translation>
    </message>
    <message>
        <source>Not in the card database.</source>
        <translation>Absente de la base de cartes.</translation>
    </message>
    <message>
        <source>{zone} of {pid}</source>
        <translation>{zone} de {pid}</translation>
    </message>
    <message>
        <source>tapped</source>
        <translation>engagé</translation>
    </message>
    <message>
        <source>On the board</source>
        <translation>Sur le plateau</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Carte</translation>
    </message>
    <message>
        <source>Comprehensive Rules</source>
        <translation>Règles complètes</translation>
    </message>
    <message>
        <source>A rule number (702.62a) or words from the rules (split second)</source>
        <translation>Un numéro de règle (702.62a) ou des mots du texte des règles (split second)</translation>
    </message>
    <message>
        <source>Look up</source>
        <translation>Rechercher</translation>
    </message>
    <message>
        <source>Rules found</source>
        <translation>Règles trouvées</translation>
    </message>
    <message>
        <source>Type a rule number or words to look them up in the Comprehensive Rules in use.</source>
        <translation>Saisissez un numéro de règle ou des mots pour les chercher dans les Règles complètes utilisées.</translation>
    </message>
    <message>
        <source>Nothing found</source>
        <translation>Aucun résultat</translation>
    </message>
    <message>
        <source>No rule or glossary entry has these words, and no rule has this number in this edition. The words are looked for in the rules file's own language (the shipped rules are in English).</source>
        <translation>Aucune règle ni entrée du glossaire ne contient ces mots, et aucune règle ne porte ce numéro dans cette édition. Les mots sont cherchés dans la langue du fichier des règles (les règles fournies sont en anglais).</translation>
    </message>
    <message>
        <source>Found: {count}</source>
        <translation>Résultats : {count}</translation>
    </message>
</context>
<context>
    <name>AccuracyChart</name>
    <message>
        <source>one point per day</source>
        <translation>un point par jour</translation>
    </message>
    <message>
        <source>one point per week (from its Monday)</source>
        <translation>un point par semaine (à partir de son lundi)</translation>
    </message>
    <message>
        <source>one point per month</source>
        <translation>un point par mois</translation>
    </message>
    <message>
        <source>No answers yet</source>
        <translation>Pas encore de réponses</translation>
    </message>
    <message>
        <source>All rules</source>
        <translation>Toutes les règles</translation>
    </message>
</context>
<context>
    <name>AddCardBar</name>
    <message>
        <source>Player to add the card for</source>
        <translation>Joueur à qui ajouter la carte</translation>
    </message>
    <message>
        <source>Zone to add the card to</source>
        <translation>Zone où ajouter la carte</translation>
    </message>
    <message>
        <source>Card name…</source>
        <translation>Nom de la carte…</translation>
    </message>
    <message>
        <source>A card's name in English or in your language: the completion offers both.</source>
        <translation>Le nom d'une carte en anglais ou dans votre langue : la complétion propose les deux.</translation>
    </message>
    <message>
        <source>Card name</source>
        <translation>Nom de la carte</translation>
    </message>
    <message>
        <source>Add card</source>
        <translation>Ajouter la carte</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Ajouter</translation>
    </message>
    <message>
        <source>to</source>
        <translation>à</translation>
    </message>
    <message>
        <source>Add {card}</source>
        <translation>Ajouter {card}</translation>
    </message>
</context>
<context>
    <name>BoardWidget</name>
    <message>
        <source>Stack (top first)</source>
        <translation>Pile (le dessus d'abord)</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>Ajouter…</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>Monter</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Descendre</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>Active effects</source>
        <translation>Effets en cours</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Modifier…</translation>
    </message>
    <message>
        <source>The players' zones</source>
        <translation>Les zones des joueurs</translation>
    </message>
    <message>
        <source>Move stack item up</source>
        <translation>Monter dans la pile</translation>
    </message>
    <message>
        <source>Move stack item down</source>
        <translation>Descendre dans la pile</translation>
    </message>
    <message>
        <source>Not added to the stack</source>
        <translation>Non ajouté à la pile</translation>
    </message>
    <message>
        <source>Add to the stack</source>
        <translation>Ajouter à la pile</translation>
    </message>
    <message>
        <source>Not changed</source>
        <translation>Non modifié</translation>
    </message>
    <message>
        <source>Edit the stack item</source>
        <translation>Modifier l'objet sur la pile</translation>
    </message>
    <message>
        <source>Remove from the stack</source>
        <translation>Retirer de la pile</translation>
    </message>
    <message>
        <source>Add effect</source>
        <translation>Ajouter l'effet</translation>
    </message>
    <message>
        <source>Edit effect</source>
        <translation>Modifier l'effet</translation>
    </message>
    <message>
        <source>Effect not added</source>
        <translation>Effet non ajouté</translation>
    </message>
    <message>
        <source>Remove effect</source>
        <translation>Retirer l'effet</translation>
    </message>
</context>
<context>
    <name>CardSetMenu</name>
    <message>
        <source>Importing the card set…</source>
        <translation>Importation des cartes…</translation>
    </message>
    <message>
        <source>Downloading the card set from {source}…</source>
        <translation>Téléchargement des cartes depuis {source}…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Card set</source>
        <translation>Cartes</translation>
    </message>
    <message>
        <source>Cancelled. The card set in use is unchanged.</source>
        <translation>Annulé. Les cartes utilisées n'ont pas changé.</translation>
    </message>
    <message>
        <source>Card set not imported</source>
        <translation>Cartes non importées</translation>
    </message>
    <message>
        <source>{error}

The card set in use is unchanged.</source>
        <translation>{error}

Les cartes utilisées n'ont pas changé.</translation>
    </message>
    <message>
        <source>Not in this card set, and on an open board: {cards}. The board keeps their text until judgeapp closes; Edit ▸ Custom card… keeps them for good.</source>
        <translation>Absentes de ce jeu de cartes et sur un plateau ouvert : {cards}. Le plateau garde leur texte jusqu'à la fermeture de judgeapp ; Édition ▸ Carte personnalisée… les garde pour de bon.</translation>
    </message>
    <message>
        <source>Card set imported</source>
        <translation>Cartes importées</translation>
    </message>
    <message>
        <source>{count} cards imported from {source}; {rejected} could not be read.</source>
        <translation>{count} cartes importées depuis {source} ; {rejected} illisibles.</translation>
    </message>
    <message numerus="yes">
        <source>%n keyword-cost line(s) not understood, for example: {line}</source>
        <translation>
            <numerusform>%n ligne de coûts de mots-clés non comprise, par exemple : {line}</numerusform>
            <numerusform>%n lignes de coûts de mots-clés non comprises, par exemple : {line}</numerusform>
        </translation>
    </message>
    <message>
        <source>{count} bundled cards, with curated effects.</source>
        <translation>{count} cartes fournies, avec des effets vérifiés.</translation>
    </message>
    <message>
        <source>No full card set imported (File ▸ Card database).</source>
        <translation>Aucun ensemble complet de cartes importé (Fichier ▸ Base de cartes).</translation>
    </message>
    <message>
        <source>The imported card set in {path} can't be read ({problem}). Import it again (File ▸ Card database), or delete the file to use only the bundled cards.</source>
        <translation>L'ensemble complet de cartes importé dans {path} est illisible ({problem}). Importez-le de nouveau (Fichier ▸ Base de cartes), ou supprimez le fichier pour n'utiliser que les cartes fournies.</translation>
    </message>
    <message>
        <source>Full card set: {count} cards from {source} ({date}), imported {imported}, in {path}.</source>
        <translation>Ensemble complet : {count} cartes de {source} ({date}), importées le {imported}, dans {path}.</translation>
    </message>
    <message>
        <source>Card data from MTGJSON (https://mtgjson.com), free to use under the MIT licence.</source>
        <translation>Données des cartes de MTGJSON (https://mtgjson.com), libres sous licence MIT.</translation>
    </message>
    <message>
        <source>Card data from Scryfall (https://scryfall.com), used under Scryfall's API terms; Scryfall is not produced by or endorsed by Wizards of the Coast.</source>
        <translation>Données des cartes de Scryfall (https://scryfall.com), utilisées selon les conditions de l'API de Scryfall ; Scryfall n'est ni produit ni approuvé par Wizards of the Coast.</translation>
    </message>
</context>
<context>
    <name>CountersDialog</name>
    <message>
        <source>Counters</source>
        <translation>Marqueurs</translation>
    </message>
    <message>
        <source>One per line, name: amount</source>
        <translation>Un par ligne, nom : nombre</translation>
    </message>
    <message>
        <source>Line {n} isn't “name: amount”: {line}</source>
        <translation>La ligne {n} n'est pas de la forme « nom : nombre » : {line}</translation>
    </message>
    <message>
        <source>Line {n}: the amount must be a whole number from 0 to {max}: {line}</source>
        <translation>Ligne {n} : le nombre doit être un entier de 0 à {max} : {line}</translation>
    </message>
</context>
<context>
    <name>CustomCardDialog</name>
    <message>
        <source>Custom card</source>
        <translation>Carte personnalisée</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Mana cost</source>
        <translation>Coût de mana</translation>
    </message>
    <message>
        <source>Type line (English)</source>
        <translation>Ligne de type (en anglais)</translation>
    </message>
    <message>
        <source>Oracle text (English)</source>
        <translation>Texte Oracle (en anglais)</translation>
    </message>
    <message>
        <source>The type line names no card type (Artifact, Creature, Enchantment, Instant, Land, Sorcery…): write it in English, as Oracle does.</source>
        <translation>La ligne de type ne nomme aucun type de carte (Artifact, Creature, Enchantment, Instant, Land, Sorcery…) : écrivez-la en anglais, comme Oracle.</translation>
    </message>
</context>
<context>
    <name>Document</name>
    <message>
        <source>Not changed: a board holds at most {limit} objects (cards, stack items and effects), as a scenario file does.</source>
        <translation>Non modifié : une table contient au plus {limit} objets (cartes, objets sur la pile et effets), comme un fichier de scénario.</translation>
    </message>
</context>
<context>
    <name>EffectDialog</name>
    <message>
        <source>Active effect</source>
        <translation>Effet en cours</translation>
    </message>
    <message>
        <source>Source card</source>
        <translation>Carte d'origine</translation>
    </message>
    <message>
        <source>Controller</source>
        <translation>Contrôleur</translation>
    </message>
    <message>
        <source>Affected player</source>
        <translation>Joueur concerné</translation>
    </message>
    <message>
        <source>Created on turn</source>
        <translation>Créé au tour</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Note</translation>
    </message>
</context>
<context>
    <name>LibraryDialog</name>
    <message>
        <source>Scenario library</source>
        <translation>Bibliothèque de situations</translation>
    </message>
    <message>
        <source>Every rule</source>
        <translation>Toutes les règles</translation>
    </message>
    <message>
        <source>Every difficulty</source>
        <translation>Toutes les difficultés</translation>
    </message>
    <message>
        <source>Difficulty {level}</source>
        <translation>Difficulté {level}</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Règle</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <translation>Difficulté</translation>
    </message>
    <message>
        <source>Situation</source>
        <translation>Situation</translation>
    </message>
    <message>
        <source>Situations</source>
        <translation>Situations</translation>
    </message>
    <message>
        <source>&amp;Open on the board</source>
        <translation>&amp;Ouvrir sur le plateau</translation>
    </message>
    <message>
        <source>&amp;Practise these as a quiz</source>
        <translation>&amp;S'entraîner sur celles-ci</translation>
    </message>
    <message>
        <source>&amp;Rule</source>
        <translation>&amp;Règle</translation>
    </message>
    <message>
        <source>&amp;Difficulty</source>
        <translation>&amp;Difficulté</translation>
    </message>
    <message numerus="yes">
        <source>%n situation(s)</source>
        <translation>
            <numerusform>%n situation</numerusform>
            <numerusform>%n situations</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Card</source>
        <translation>Carte</translation>
    </message>
    <message>
        <source>Board warnings</source>
        <translation>Avertissements sur la table</translation>
    </message>
    <message>
        <source>Text size {percent}% needs more room than this screen has: {kept}% for now.</source>
        <translation>Le texte à {percent} % demande plus de place que cet écran n'en a : {kept} % pour l'instant.</translation>
    </message>
    <message>
        <source>Text size {percent}% would need {width} x {height} px, more than the screen's {free_width} x {free_height}: the text stays at {kept}%.</source>
        <translation>Avec le texte à {percent} %, la fenêtre occuperait {width} x {height} px, plus que les {free_width} x {free_height} de l'écran : le texte reste à {kept} %.</translation>
    </message>
    <message>
        <source>Text size: {percent}%</source>
        <translation>Taille du texte : {percent} %</translation>
    </message>
    <message>
        <source>The translation for {lang} could not be loaded.</source>
        <translation>La traduction pour {lang} n'a pas pu être chargée.</translation>
    </message>
    <message>
        <source>Cannot use {path}: {error}</source>
        <translation>Impossible d'utiliser {path} : {error}</translation>
    </message>
    <message>
        <source>Cannot use this rules file</source>
        <translation>Impossible d'utiliser ce fichier de règles</translation>
    </message>
    <message>
        <source>official</source>
        <translation>officiel</translation>
    </message>
    <message>
        <source>unofficial</source>
        <translation>non officiel</translation>
    </message>
    <message>
        <source>Using {name} ({label}, {count} rules)</source>
        <translation>Utilisation de {name} ({label}, {count} règles)</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Nouveau</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Ouvrir un fichier &amp;récent</translation>
    </message>
    <message>
        <source>Open &amp;Example</source>
        <translation>Ouvrir un &amp;exemple</translation>
    </message>
    <message>
        <source>Scenario &amp;library…</source>
        <translation>&amp;Bibliothèque de situations…</translation>
    </message>
    <message>
        <source>&amp;Card database</source>
        <translation>&amp;Base de cartes</translation>
    </message>
    <message>
        <source>&amp;Import a card set file…</source>
        <translation>&amp;Importer un fichier de cartes…</translation>
    </message>
    <message>
        <source>Download from &amp;MTGJSON…</source>
        <translation>Télécharger depuis &amp;MTGJSON…</translation>
    </message>
    <message>
        <source>Download from &amp;Scryfall…</source>
        <translation>Télécharger depuis &amp;Scryfall…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <source>E&amp;xport the board and its verdicts…</source>
        <translation>E&amp;xporter la table et ses verdicts…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>Add &amp;card by name</source>
        <translation>Ajouter une &amp;carte par son nom</translation>
    </message>
    <message>
        <source>&amp;Custom card…</source>
        <translation>Carte &amp;personnalisée…</translation>
    </message>
    <message>
        <source>Add to the &amp;stack…</source>
        <translation>Ajouter à la &amp;pile…</translation>
    </message>
    <message>
        <source>Add active &amp;effect…</source>
        <translation>Ajouter un &amp;effet en cours…</translation>
    </message>
    <message>
        <source>&amp;Board</source>
        <translation>&amp;Table</translation>
    </message>
    <message>
        <source>&amp;Take the selected special action</source>
        <translation>E&amp;ffectuer l'action spéciale sélectionnée</translation>
    </message>
    <message>
        <source>&amp;Assume costs can be paid (exam convention)</source>
        <translation>&amp;Considérer les coûts comme payables (convention d'examen)</translation>
    </message>
    <message>
        <source>&amp;Pass priority</source>
        <translation>&amp;Passer la priorité</translation>
    </message>
    <message>
        <source>&amp;Next step</source>
        <translation>Étape &amp;suivante</translation>
    </message>
    <message>
        <source>Turn &amp;facts…</source>
        <translation>&amp;Faits du tour…</translation>
    </message>
    <message>
        <source>Add &amp;player</source>
        <translation>Ajouter un &amp;joueur</translation>
    </message>
    <message>
        <source>&amp;Remove player…</source>
        <translation>&amp;Retirer un joueur…</translation>
    </message>
    <message>
        <source>&amp;Quiz</source>
        <translation>&amp;Quiz</translation>
    </message>
    <message>
        <source>&amp;Start a quiz…</source>
        <translation>&amp;Commencer un quiz…</translation>
    </message>
    <message>
        <source>Practise the scenario &amp;library…</source>
        <translation>S'entraîner avec la &amp;bibliothèque de situations…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;System colours</source>
        <translation>Couleurs du &amp;système</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Clair</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Sombre</translation>
    </message>
    <message>
        <source>&amp;Compact board</source>
        <translation>Plateau &amp;compact</translation>
    </message>
    <message>
        <source>La&amp;rger text</source>
        <translation>Texte plus &amp;grand</translation>
    </message>
    <message>
        <source>S&amp;maller text</source>
        <translation>Texte plus &amp;petit</translation>
    </message>
    <message>
        <source>&amp;Normal text size</source>
        <translation>Taille du texte &amp;normale</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>Plein &amp;écran</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <source>Rule &amp;116</source>
        <translation>Règle &amp;116</translation>
    </message>
    <message>
        <source>&amp;Look up a rule…</source>
        <translation>&amp;Rechercher une règle…</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>Raccourcis &amp;clavier</translation>
    </message>
    <message>
        <source>Use another Comprehensive Rules file…</source>
        <translation>Utiliser un autre fichier des Règles complètes…</translation>
    </message>
    <message>
        <source>Use the shipped Comprehensive Rules</source>
        <translation>Utiliser les Règles complètes fournies</translation>
    </message>
    <message>
        <source>&amp;About judgeapp</source>
        <translation>À &amp;propos de judgeapp</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>Entraînement</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Sans titre</translation>
    </message>
    <message>
        <source>Not changed</source>
        <translation>Non modifié</translation>
    </message>
    <message>
        <source>New board</source>
        <translation>Nouvelle table</translation>
    </message>
    <message>
        <source>Cannot open this scenario</source>
        <translation>Impossible d'ouvrir ce scénario</translation>
    </message>
    <message>
        <source>{path} could not be opened:
{lines}

The board on screen is unchanged.</source>
        <translation>{path} n'a pas pu être ouvert :
{lines}

La table à l'écran est inchangée.</translation>
    </message>
    <message>
        <source>{path} is no longer there (moved or deleted), so it has left Open Recent. The board on screen is unchanged.</source>
        <translation>{path} n'est plus là (déplacé ou supprimé) : il a quitté Ouvrir un fichier récent. La table à l'écran n'a pas changé.</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>Impossible d'enregistrer</translation>
    </message>
    <message>
        <source>{path} could not be saved: {error}</source>
        <translation>{path} n'a pas pu être enregistré : {error}</translation>
    </message>
    <message>
        <source>Saved {path}</source>
        <translation>{path} enregistré</translation>
    </message>
    <message>
        <source>Export the board and its verdicts</source>
        <translation>Exporter la table et ses verdicts</translation>
    </message>
    <message>
        <source>Autosave failed: {error}</source>
        <translation>L'enregistrement automatique a échoué : {error}</translation>
    </message>
    <message>
        <source>not an autosave judgeapp can read (damaged or cut short)</source>
        <translation>ce n'est pas une sauvegarde automatique que judgeapp sait lire (endommagée ou tronquée)</translation>
    </message>
    <message>
        <source>Cannot restore</source>
        <translation>Impossible de restaurer</translation>
    </message>
    <message>
        <source>{error}

The autosaved board was kept as {path}.</source>
        <translation>{error}

La table enregistrée automatiquement a été conservée sous {path}.</translation>
    </message>
    <message>
        <source>About judgeapp</source>
        <translation>À propos de judgeapp</translation>
    </message>
    <message>
        <source>judgeapp: a trainer for the special actions of rule 116, for Magic judges and candidates.</source>
        <translation>judgeapp : un entraîneur aux actions spéciales de la règle 116, pour les juges de Magic et les candidats.</translation>
    </message>
    <message>
        <source>Comprehensive Rules: {source}, effective {date}.</source>
        <translation>Règles complètes : {source}, en vigueur au {date}.</translation>
    </message>
    <message>
        <source>Define {card}</source>
        <translation>Définir {card}</translation>
    </message>
    <message>
        <source>{card} can now be added by name.</source>
        <translation>La carte {card} peut maintenant être ajoutée par son nom.</translation>
    </message>
    <message>
        <source>The verdicts read from its text: {lines}</source>
        <translation>Les verdicts lisent dans son texte : {lines}</translation>
    </message>
    <message>
        <source>What its text says about special actions ({words}) is not modelled: judge it yourself.</source>
        <translation>Ce que son texte dit des actions spéciales ({words}) n'est pas modélisé : jugez-en vous-même.</translation>
    </message>
    <message>
        <source>Assume costs can be paid</source>
        <translation>Considérer les coûts comme payables</translation>
    </message>
    <message>
        <source>Check costs against the board</source>
        <translation>Vérifier les coûts d'après la table</translation>
    </message>
    <message>
        <source>Set turn facts</source>
        <translation>Changer les faits du tour</translation>
    </message>
    <message>
        <source>A game has at most six players here.</source>
        <translation>Ici, une partie a au plus six joueurs.</translation>
    </message>
    <message>
        <source>Add player</source>
        <translation>Ajouter un joueur</translation>
    </message>
    <message>
        <source>A game needs at least two players.</source>
        <translation>Une partie demande au moins deux joueurs.</translation>
    </message>
    <message>
        <source>Remove player</source>
        <translation>Retirer un joueur</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Remove player {pid}</source>
        <translation>Retirer le joueur {pid}</translation>
    </message>
</context>
<context>
    <name>NewBoardDialog</name>
    <message>
        <source>New board</source>
        <translation>Nouvelle table</translation>
    </message>
    <message>
        <source>An empty board, set up below</source>
        <translation>Une table vide, configurée ci-dessous</translation>
    </message>
    <message>
        <source>Two-Headed Giant (two teams of two)</source>
        <translation>Géant à deux têtes (deux équipes de deux)</translation>
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
        <translation>Considérer les coûts comme payables (convention d'examen)</translation>
    </message>
    <message>
        <source>Start from</source>
        <translation>Partir de</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Name of {pid}</source>
        <translation>Nom de {pid}</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
    <message>
        <source>Whose turn</source>
        <translation>À qui est le tour</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Étape</translation>
    </message>
    <message>
        <source>Priority</source>
        <translation>Priorité</translation>
    </message>
    <message>
        <source>The active player (117.3a)</source>
        <translation>Le joueur actif (117.3a)</translation>
    </message>
    <message>
        <source>Nobody</source>
        <translation>Personne</translation>
    </message>
</context>
<context>
    <name>ObjectMenu</name>
    <message>
        <source>Move to {zone}</source>
        <translation>Déplacer vers {zone}</translation>
    </message>
    <message>
        <source>Untap</source>
        <translation>Dégager</translation>
    </message>
    <message>
        <source>Tap</source>
        <translation>Engager</translation>
    </message>
    <message>
        <source>Remove card</source>
        <translation>Retirer la carte</translation>
    </message>
    <message>
        <source>Move to</source>
        <translation>Déplacer vers</translation>
    </message>
    <message>
        <source>Face down</source>
        <translation>Face cachée</translation>
    </message>
    <message>
        <source>Face up</source>
        <translation>Face visible</translation>
    </message>
    <message>
        <source>Set face down</source>
        <translation>Mettre face cachée</translation>
    </message>
    <message>
        <source>Not changed</source>
        <translation>Non modifié</translation>
    </message>
    <message>
        <source>Phase out</source>
        <translation>Faire quitter la phase</translation>
    </message>
    <message>
        <source>Phase in</source>
        <translation>Faire intégrer la phase</translation>
    </message>
    <message>
        <source>Not cast</source>
        <translation>Non lancé</translation>
    </message>
    <message>
        <source>Cast a spell</source>
        <translation>Lancer un sort</translation>
    </message>
    <message>
        <source>a face-down spell</source>
        <translation>un sort face cachée</translation>
    </message>
    <message>
        <source>Not activated</source>
        <translation>Non activée</translation>
    </message>
    <message>
        <source>Activate an ability</source>
        <translation>Activer une capacité</translation>
    </message>
    <message>
        <source>Exile for mana (605.3a)</source>
        <translation>Exiler pour du mana (605.3a)</translation>
    </message>
    <message>
        <source>Exile for mana</source>
        <translation>Exiler pour du mana</translation>
    </message>
    <message>
        <source>Tap for mana</source>
        <translation>Engager pour du mana</translation>
    </message>
    <message>
        <source>Tap for mana (605.3a)</source>
        <translation>Engager pour du mana (605.3a)</translation>
    </message>
    <message>
        <source>Add {mana}, paying {cost} from the mana pool</source>
        <translation>Ajouter {mana}, en payant {cost} depuis la réserve de mana</translation>
    </message>
    <message numerus="yes">
        <source>Add {mana}, paying %n life (119.4)</source>
        <translation>
            <numerusform>Ajouter {mana} en payant %n point de vie (119.4)</numerusform>
            <numerusform>Ajouter {mana} en payant %n points de vie (119.4)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Add {mana}, taking %n damage (120.3a)</source>
        <translation>
            <numerusform>Ajouter {mana} en subissant %n blessure (120.3a)</numerusform>
            <numerusform>Ajouter {mana} en subissant %n blessures (120.3a)</numerusform>
        </translation>
    </message>
    <message>
        <source>Add {mana}</source>
        <translation>Ajouter {mana}</translation>
    </message>
    <message>
        <source>Activate</source>
        <translation>Activer</translation>
    </message>
    <message>
        <source>Set activated this turn</source>
        <translation>Changer activée ce tour-ci</translation>
    </message>
    <message>
        <source>Cast</source>
        <translation>Lancer</translation>
    </message>
    <message>
        <source>Cast {face}</source>
        <translation>Lancer {face}</translation>
    </message>
    <message>
        <source>Cast face down</source>
        <translation>Lancer face cachée</translation>
    </message>
    <message>
        <source>Move to the next zone</source>
        <translation>Déplacer vers la zone suivante</translation>
    </message>
    <message>
        <source>Turn face up</source>
        <translation>Retourner face visible</translation>
    </message>
    <message>
        <source>Turn face down</source>
        <translation>Retourner face cachée</translation>
    </message>
    <message>
        <source>Phase out (702.26)</source>
        <translation>Faire quitter la phase (702.26)</translation>
    </message>
    <message>
        <source>Phase in (702.26)</source>
        <translation>Faire intégrer la phase (702.26)</translation>
    </message>
    <message>
        <source>A phased-out permanent is treated as though it doesn't exist (702.26b); what is attached to it phases out and in with it (702.26g).</source>
        <translation>Un permanent hors phase est considéré comme s'il n'existait pas (702.26b) ; ce qui lui est attaché quitte la phase et l'intègre avec lui (702.26g).</translation>
    </message>
    <message>
        <source>Summoning sick (302.6)</source>
        <translation>Mal d'invocation (302.6)</translation>
    </message>
    <message>
        <source>Set summoning sick</source>
        <translation>Changer le mal d'invocation</translation>
    </message>
    <message>
        <source>Haste from an effect (702.10)</source>
        <translation>Célérité due à un effet (702.10)</translation>
    </message>
    <message>
        <source>Set haste</source>
        <translation>Définir la célérité</translation>
    </message>
    <message>
        <source>Commander (903.3)</source>
        <translation>Commandant (903.3)</translation>
    </message>
    <message>
        <source>Its owner's commander, in every zone: "your commander's color identity" (Command Tower) is this card's (903.4).</source>
        <translation>Le commandant de son propriétaire, dans toutes les zones : « l'identité couleur de votre commandant » (Command Tower) est celle de cette carte (903.4).</translation>
    </message>
    <message>
        <source>Set commander</source>
        <translation>Définir le commandant</translation>
    </message>
    <message>
        <source>Attacking (508.1)</source>
        <translation>Attaquant (508.1)</translation>
    </message>
    <message>
        <source>Set attacking</source>
        <translation>Définir comme attaquant</translation>
    </message>
    <message>
        <source>Playable this turn by (an effect allows it)</source>
        <translation>Jouable ce tour-ci par (un effet le permet)</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>personne</translation>
    </message>
    <message>
        <source>Set play permission</source>
        <translation>Changer la permission de jouer</translation>
    </message>
    <message>
        <source>Counters…</source>
        <translation>Marqueurs…</translation>
    </message>
    <message>
        <source>Add a time counter</source>
        <translation>Ajouter un marqueur de temps</translation>
    </message>
    <message>
        <source>Add a {kind} counter</source>
        <translation>Ajouter un marqueur {kind}</translation>
    </message>
    <message>
        <source>Remove a time counter</source>
        <translation>Retirer un marqueur de temps</translation>
    </message>
    <message>
        <source>Remove a {kind} counter</source>
        <translation>Retirer un marqueur {kind}</translation>
    </message>
    <message>
        <source>Doors</source>
        <translation>Accès</translation>
    </message>
    <message>
        <source>{door} unlocked</source>
        <translation>Accès {door} déverrouillé</translation>
    </message>
    <message>
        <source>Owner</source>
        <translation>Propriétaire</translation>
    </message>
    <message>
        <source>Set owner</source>
        <translation>Changer le propriétaire</translation>
    </message>
    <message>
        <source>Attach to…</source>
        <translation>Attacher à…</translation>
    </message>
    <message>
        <source>Chosen name…</source>
        <translation>Nom choisi…</translation>
    </message>
    <message>
        <source>Foretold</source>
        <translation>Prédite</translation>
    </message>
    <message>
        <source>Plotted</source>
        <translation>Complotée</translation>
    </message>
    <message>
        <source>Set {flag}</source>
        <translation>Changer {flag}</translation>
    </message>
    <message>
        <source>Chosen companion</source>
        <translation>Compagnon choisi</translation>
    </message>
    <message>
        <source>Set companion</source>
        <translation>Changer le compagnon</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>Set counters</source>
        <translation>Changer les marqueurs</translation>
    </message>
    <message>
        <source>Activated this turn ({rules})</source>
        <translation>Activées ce tour-ci ({rules})</translation>
    </message>
    <message>
        <source>Set doors</source>
        <translation>Changer les accès</translation>
    </message>
    <message>
        <source>Attach to</source>
        <translation>Attacher à</translation>
    </message>
    <message>
        <source>Permanent</source>
        <translation>Permanent</translation>
    </message>
    <message>
        <source>(nothing)</source>
        <translation>(rien)</translation>
    </message>
    <message>
        <source>Attach</source>
        <translation>Attacher</translation>
    </message>
    <message>
        <source>Chosen name</source>
        <translation>Nom choisi</translation>
    </message>
    <message>
        <source>Card name(s), separated by ;</source>
        <translation>Noms de cartes, séparés par ;</translation>
    </message>
    <message>
        <source>Set chosen name</source>
        <translation>Changer le nom choisi</translation>
    </message>
    <message>
        <source>Chosen color</source>
        <translation>Couleur choisie</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>Set chosen color</source>
        <translation>Définir la couleur choisie</translation>
    </message>
</context>
<context>
    <name>PlayerPanel</name>
    <message>
        <source>name</source>
        <translation>nom</translation>
    </message>
    <message>
        <source>Player name</source>
        <translation>Nom du joueur</translation>
    </message>
    <message>
        <source>team</source>
        <translation>équipe</translation>
    </message>
    <message>
        <source>Life</source>
        <translation>Points de vie</translation>
    </message>
    <message>
        <source>Cards foretold this turn</source>
        <translation>Cartes prédites ce tour-ci</translation>
    </message>
    <message>
        <source>Mana pool</source>
        <translation>Réserve de mana</translation>
    </message>
    <message>
        <source>Floating mana in this player's mana pool, e.g. {W}{W}{C} (106.4)</source>
        <translation>Le mana dans la réserve de mana de ce joueur, p. ex. {W}{W}{C} (106.4)</translation>
    </message>
    <message>
        <source>Companion used</source>
        <translation>Compagnon utilisé</translation>
    </message>
    <message>
        <source>This player already put their companion into hand this game (116.2g)</source>
        <translation>Ce joueur a déjà mis son compagnon en main pendant cette partie (116.2g)</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Équipe</translation>
    </message>
    <message>
        <source>Foretold</source>
        <translation>Prédite</translation>
    </message>
    <message>
        <source>Pool</source>
        <translation>Réserve</translation>
    </message>
    <message>
        <source>Rename player</source>
        <translation>Renommer le joueur</translation>
    </message>
    <message>
        <source>Set team</source>
        <translation>Changer l'équipe</translation>
    </message>
    <message>
        <source>Set life</source>
        <translation>Changer les points de vie</translation>
    </message>
    <message>
        <source>Set companion used</source>
        <translation>Changer « compagnon utilisé »</translation>
    </message>
    <message>
        <source>Not changed: {reason}</source>
        <translation>Non modifié : {reason}</translation>
    </message>
    <message>
        <source>Set mana pool</source>
        <translation>Changer la réserve de mana</translation>
    </message>
    <message>
        <source>Set cards foretold</source>
        <translation>Changer les cartes prédites</translation>
    </message>
    <message>
        <source>active player</source>
        <translation>joueur actif</translation>
    </message>
    <message>
        <source>holds priority</source>
        <translation>a la priorité</translation>
    </message>
</context>
<context>
    <name>PracticePanel</name>
    <message>
        <source>What it is about</source>
        <translation>Sur quoi</translation>
    </message>
    <message>
        <source>Special action</source>
        <translation>Action spéciale</translation>
    </message>
    <message>
        <source>Add my answer</source>
        <translation>Ajouter ma réponse</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>My answers</source>
        <translation>Mes réponses</translation>
    </message>
    <message>
        <source>Which special actions may {player} take now? Add each one you think is legal, then Reveal and score.</source>
        <translation>Quelles actions spéciales sont permises à {player} maintenant ? Ajoutez chacune de celles que vous pensez légales, puis « Révéler et noter ».</translation>
    </message>
    <message>
        <source>the planar die</source>
        <translation>le dé planaire</translation>
    </message>
    <message>
        <source>effect of {source} ({controller})</source>
        <translation>effet de {source} ({controller})</translation>
    </message>
    <message>
        <source>{what}: legal</source>
        <translation>{what} : légal</translation>
    </message>
    <message>
        <source>Missed: {option}{cost} is legal ({rule})</source>
        <translation>Oubliée : {option}{cost} est légale ({rule})</translation>
    </message>
</context>
<context>
    <name>Prompts</name>
    <message>
        <source>End the quiz?</source>
        <translation>Terminer le quiz ?</translation>
    </message>
    <message>
        <source>Questions answered: {answered} of {total}. Your answers are kept in your progress; the questions left will not be asked.</source>
        <translation>Réponses données : {answered} sur {total}. Vos réponses sont conservées dans votre progression ; les questions restantes ne seront pas posées.</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Modifications non enregistrées</translation>
    </message>
    <message>
        <source>The board has unsaved changes. Save them?</source>
        <translation>La table a des modifications non enregistrées. Les enregistrer ?</translation>
    </message>
    <message>
        <source>Restore the board?</source>
        <translation>Restaurer la table ?</translation>
    </message>
    <message>
        <source>judgeapp did not close properly last time. Restore the board “{board}”, autosaved {when}?</source>
        <translation>judgeapp ne s'est pas fermé correctement la dernière fois. Restaurer la table « {board} », enregistrée automatiquement le {when} ?</translation>
    </message>
    <message>
        <source>Answers not written</source>
        <translation>Réponses non écrites</translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s) given in this window could not be written to the progress file: {error}

Free some space or make the folder writable, then choose Retry. Discard closes the window without them.</source>
        <translation>
            <numerusform>%n réponse donnée dans cette fenêtre n'a pas pu être écrite dans le fichier de progression : {error}

Libérez de la place ou rendez le dossier accessible en écriture, puis choisissez « Réessayer ». « Ne pas tenir compte » ferme la fenêtre sans elle.</numerusform>
            <numerusform>%n réponses données dans cette fenêtre n'ont pas pu être écrites dans le fichier de progression : {error}

Libérez de la place ou rendez le dossier accessible en écriture, puis choisissez « Réessayer ». « Ne pas tenir compte » ferme la fenêtre sans elles.</numerusform>
        </translation>
    </message>
    <message>
        <source>Open scenario</source>
        <translation>Ouvrir un scénario</translation>
    </message>
    <message>
        <source>Scenarios (*.json);;All files (*)</source>
        <translation>Scénarios (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Download the card set?</source>
        <translation>Télécharger les cartes ?</translation>
    </message>
    <message>
        <source>Download every Magic card from {source} (about 100-200 MB) and import it? The cards judgeapp uses now stay in use until the import has succeeded.</source>
        <translation>Télécharger toutes les cartes de Magic depuis {source} (environ 100-200 Mo) et les importer ? Les cartes que judgeapp utilise restent en usage jusqu'à ce que l'importation ait réussi.</translation>
    </message>
    <message>
        <source>Import the card set</source>
        <translation>Importer les cartes</translation>
    </message>
    <message>
        <source>Card data (MTGJSON AtomicCards, Scryfall Oracle Cards) (*.json);;All files (*)</source>
        <translation>Données de cartes (MTGJSON AtomicCards, Scryfall Oracle Cards) (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Save scenario</source>
        <translation>Enregistrer le scénario</translation>
    </message>
    <message>
        <source>Scenarios (*.json)</source>
        <translation>Scénarios (*.json)</translation>
    </message>
    <message>
        <source>Save report as HTML</source>
        <translation>Enregistrer le compte rendu en HTML</translation>
    </message>
    <message>
        <source>Web pages (*.html *.htm)</source>
        <translation>Pages web (*.html *.htm)</translation>
    </message>
    <message>
        <source>Save report as PDF</source>
        <translation>Enregistrer le compte rendu en PDF</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Documents PDF (*.pdf)</translation>
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
        <translation>Fichier de progression endommagé</translation>
    </message>
    <message numerus="yes">
        <source>The progress file could not be read. It was kept as {backup}; the %n answer(s) that could still be read were copied into a new one.</source>
        <translation>
            <numerusform>Le fichier de progression n'a pas pu être lu. Il a été conservé sous {backup} ; la %n réponse encore lisible a été copiée dans un nouveau fichier.</numerusform>
            <numerusform>Le fichier de progression n'a pas pu être lu. Il a été conservé sous {backup} ; les %n réponses encore lisibles ont été copiées dans un nouveau fichier.</numerusform>
        </translation>
    </message>
    <message>
        <source>Progress file can't be written</source>
        <translation>Impossible d'écrire le fichier de progression</translation>
    </message>
    <message>
        <source>The progress file {path} can't be written now: {error}

Nothing in it was changed. Answers given in this window are kept until it can be written; closing the window before then loses them.</source>
        <translation>Le fichier de progression {path} ne peut pas être écrit pour l'instant : {error}

Rien n'y a été modifié. Les réponses données dans cette fenêtre sont conservées jusqu'à ce qu'il puisse l'être ; fermer la fenêtre avant les fait perdre.</translation>
    </message>
    <message>
        <source>Practice (feedback after each question)</source>
        <translation>Entraînement (réponse après chaque question)</translation>
    </message>
    <message>
        <source>Exam (timer, feedback at the end)</source>
        <translation>Examen (chronomètre, réponses à la fin)</translation>
    </message>
    <message>
        <source>Generated situations</source>
        <translation>Situations générées</translation>
    </message>
    <message>
        <source>The scenario library (authored situations)</source>
        <translation>La bibliothèque de situations (rédigées à la main)</translation>
    </message>
    <message>
        <source>Everything</source>
        <translation>Tout</translation>
    </message>
    <message>
        <source>My weak spots</source>
        <translation>Mes points faibles</translation>
    </message>
    <message>
        <source>1 — the plain rules</source>
        <translation>1 — les règles de base</translation>
    </message>
    <message>
        <source>2 — effects that change them</source>
        <translation>2 — les effets qui les modifient</translation>
    </message>
    <message>
        <source>3 — traps and near misses</source>
        <translation>3 — pièges et quasi-erreurs</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Aucune</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Commencer</translation>
    </message>
    <message>
        <source>&amp;Progress by rule…</source>
        <translation>&amp;Progression par règle…</translation>
    </message>
    <message>
        <source>Save a set to p&amp;rint…</source>
        <translation>E&amp;nregistrer les questions à imprimer…</translation>
    </message>
    <message>
        <source>&amp;Mode</source>
        <translation>&amp;Mode</translation>
    </message>
    <message>
        <source>Questions &amp;from</source>
        <translation>Questions &amp;issues de</translation>
    </message>
    <message>
        <source>&amp;Train</source>
        <translation>&amp;Entraîner</translation>
    </message>
    <message>
        <source>&amp;Difficulty</source>
        <translation>&amp;Difficulté</translation>
    </message>
    <message>
        <source>&amp;Questions</source>
        <translation>&amp;Questions</translation>
    </message>
    <message>
        <source>S&amp;eed (same seed, same questions)</source>
        <translation>G&amp;raine (même graine, mêmes questions)</translation>
    </message>
    <message>
        <source>Time &amp;limit (exam)</source>
        <translation>Temps &amp;limite (examen)</translation>
    </message>
    <message>
        <source>Two players and the plain rules: whose turn, which step, who holds priority, what is on the stack.</source>
        <translation>Deux joueurs et les règles de base : à qui est le tour, quelle étape, qui a la priorité, ce qu'il y a sur la pile.</translation>
    </message>
    <message>
        <source>Effects that change the rules (Teferi, Silence, Exploration, split second…), red herrings, multiplayer games and Two-Headed Giant.</source>
        <translation>Des effets qui changent les règles (Téfeiri, Silence, Exploration, fraction de seconde…), des fausses pistes, des parties multijoueurs et le Géant à deux têtes.</translation>
    </message>
    <message>
        <source>Traps that decide the answer, as a judge exam sets them: one detail makes the likely answer wrong.</source>
        <translation>Des pièges qui décident de la réponse, comme dans un examen d'arbitre : un détail rend fausse la réponse la plus probable.</translation>
    </message>
    <message>
        <source>Every rule weighs the same until you have answered some questions.</source>
        <translation>Toutes les règles pèsent autant tant que vous n'avez pas répondu à quelques questions.</translation>
    </message>
    <message>
        <source>No answers yet. Each answer is logged as you give it: Progress by rule charts them, and My weak spots asks more about the rules you miss.</source>
        <translation>Aucune réponse pour l'instant. Chaque réponse est enregistrée dès que vous la donnez : Progression par règle en trace le graphique, et Mes points faibles interroge davantage sur les règles que vous ratez.</translation>
    </message>
    <message numerus="yes">
        <source>Your answers so far: %n, {percent} right.</source>
        <translation>
            <numerusform>Vos réponses jusqu'ici : %n, {percent} justes.</numerusform>
            <numerusform>Vos réponses jusqu'ici : %n, {percent} justes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>In the last 7 days: %n, {percent} right.</source>
        <translation>
            <numerusform>Ces 7 derniers jours : %n, {percent} justes.</numerusform>
            <numerusform>Ces 7 derniers jours : %n, {percent} justes.</numerusform>
        </translation>
    </message>
    <message>
        <source>None in the last 7 days.</source>
        <translation>Aucune ces 7 derniers jours.</translation>
    </message>
    <message>
        <source>No questions</source>
        <translation>Aucune question</translation>
    </message>
    <message>
        <source>No questions could be made with these settings.</source>
        <translation>Aucune question n'a pu être créée avec ces réglages.</translation>
    </message>
    <message numerus="yes">
        <source>Only %n different question(s) can be made with these settings.</source>
        <translation>
            <numerusform>Avec ces réglages, on ne peut créer que %n question différente.</numerusform>
            <numerusform>Avec ces réglages, on ne peut créer que %n questions différentes.</numerusform>
        </translation>
    </message>
    <message>
        <source>Save a set to print</source>
        <translation>Enregistrer les questions à imprimer</translation>
    </message>
    <message numerus="yes">
        <source>Saved a set of %n question(s), with its answer key: {path}</source>
        <translation>
            <numerusform>%n question enregistrée, avec son corrigé : {path}</numerusform>
            <numerusform>%n questions enregistrées, avec leur corrigé : {path}</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Answer (Enter)</source>
        <translation>&amp;Répondre (Entrée)</translation>
    </message>
    <message>
        <source>Explanation</source>
        <translation>Explication</translation>
    </message>
    <message>
        <source>Question {n} of {total}</source>
        <translation>Question {n} sur {total}</translation>
    </message>
    <message>
        <source> (select all that apply)</source>
        <translation> (cochez toutes les bonnes réponses)</translation>
    </message>
    <message>
        <source>The progress file can't be written: {error}. This answer is kept in memory and written as soon as the file can be; closing the quiz window before then loses it.</source>
        <translation>Le fichier de progression ne peut pas être écrit : {error}. Cette réponse est conservée en mémoire et y sera écrite dès que possible ; fermer la fenêtre du quiz avant la fait perdre.</translation>
    </message>
    <message>
        <source>The progress file can't be written now: {error}. This answer is kept beside it and will be written to it as soon as it can be.</source>
        <translation>Le fichier de progression ne peut pas être écrit pour l'instant : {error}. Cette réponse est conservée à côté et y sera écrite dès que possible.</translation>
    </message>
    <message>
        <source>The progress file is busy: this answer is kept and will be written to it as soon as it is free.</source>
        <translation>Le fichier de progression est occupé : cette réponse est conservée et y sera écrite dès qu'il sera libre.</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>Compte rendu</translation>
    </message>
    <message numerus="yes">
        <source>&amp;Retry %n missed question(s)</source>
        <translation>
            <numerusform>&amp;Refaire %n question manquée</numerusform>
            <numerusform>&amp;Refaire %n questions manquées</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Finish (Enter)</source>
        <translation>&amp;Terminer (Entrée)</translation>
    </message>
    <message>
        <source>Asked most now:</source>
        <translation>Les plus demandées maintenant :</translation>
    </message>
    <message>
        <source>&amp;Next question (Enter)</source>
        <translation>&amp;Question suivante (Entrée)</translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s) left.</source>
        <translation>
            <numerusform>Il reste %n minute.</numerusform>
            <numerusform>Il reste %n minutes.</numerusform>
        </translation>
    </message>
    <message>
        <source>Save report as &amp;HTML…</source>
        <translation>Enregistrer le compte rendu en &amp;HTML…</translation>
    </message>
    <message>
        <source>Save report as &amp;PDF…</source>
        <translation>Enregistrer le compte rendu en &amp;PDF…</translation>
    </message>
    <message>
        <source>&amp;New quiz</source>
        <translation>&amp;Nouveau quiz</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>Impossible d'enregistrer</translation>
    </message>
</context>
<context>
    <name>SituationPanel</name>
    <message>
        <source>Title of the situation</source>
        <translation>Titre de la situation</translation>
    </message>
    <message>
        <source>The situation in words: what happened, and the question a judge asks</source>
        <translation>La situation en mots : ce qui s'est passé, et la question que pose un arbitre</translation>
    </message>
    <message>
        <source>Description of the situation</source>
        <translation>Description de la situation</translation>
    </message>
    <message>
        <source>Edit the title</source>
        <translation>Modifier le titre</translation>
    </message>
    <message>
        <source>Edit the description</source>
        <translation>Modifier la description</translation>
    </message>
</context>
<context>
    <name>StackItemDialog</name>
    <message>
        <source>Add to the stack</source>
        <translation>Ajouter à la pile</translation>
    </message>
    <message>
        <source>Edit the stack item</source>
        <translation>Modifier l'objet sur la pile</translation>
    </message>
    <message>
        <source>Card name of a spell, or leave empty for an ability</source>
        <translation>Nom de la carte d'un sort, ou laissez vide pour une capacité</translation>
    </message>
    <message>
        <source>What the ability or spell does (optional)</source>
        <translation>Ce que fait la capacité ou le sort (facultatif)</translation>
    </message>
    <message>
        <source>Cast face down (morph, disguise)</source>
        <translation>Lancé face cachée (mue, déguisement)</translation>
    </message>
    <message>
        <source>A copy of a spell: not cast (707.10)</source>
        <translation>Une copie d'un sort : pas lancée (707.10)</translation>
    </message>
    <message>
        <source>Targets</source>
        <translation>Cibles</translation>
    </message>
    <message>
        <source>Spell</source>
        <translation>Sort</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Carte</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Texte</translation>
    </message>
    <message>
        <source>Controller</source>
        <translation>Contrôleur</translation>
    </message>
    <message>
        <source>Targets (tick each)</source>
        <translation>Cibles (cochez chacune)</translation>
    </message>
    <message>
        <source>{card} is a land: a land is played, never cast (305.1, 305.9).</source>
        <translation>La carte {card} est un terrain : un terrain se joue, il n'est jamais lancé (305.1, 305.9).</translation>
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
        <translation>Progression par règle</translation>
    </message>
    <message>
        <source>All rules</source>
        <translation>Toutes les règles</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Règle</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Justes</translation>
    </message>
    <message>
        <source>Answered</source>
        <translation>Répondues</translation>
    </message>
    <message>
        <source>% right</source>
        <translation>% justes</translation>
    </message>
    <message>
        <source>A question that asks you to mark every special action counts once under each rule among its actions; “All rules” counts each answer once.</source>
        <translation>Une question où il faut cocher chaque action spéciale compte une fois pour chaque règle de ses actions ; « Toutes les règles » compte chaque réponse une fois.</translation>
    </message>
</context>
<context>
    <name>TurnBar</name>
    <message>
        <source>Turn number</source>
        <translation>Numéro du tour</translation>
    </message>
    <message>
        <source>Active player</source>
        <translation>Joueur actif</translation>
    </message>
    <message>
        <source>Priority</source>
        <translation>Priorité</translation>
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
        <translation>Géant à deux têtes</translation>
    </message>
    <message>
        <source>Lands played this turn</source>
        <translation>Terrains joués ce tour-ci</translation>
    </message>
    <message>
        <source>Planar die special actions this turn</source>
        <translation>Lancers du dé planaire comme action spéciale ce tour-ci</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
    <message>
        <source>Lands played</source>
        <translation>Terrains joués</translation>
    </message>
    <message>
        <source>Planar rolls</source>
        <translation>Lancers planaires</translation>
    </message>
    <message>
        <source>Pass priority</source>
        <translation>Passer la priorité</translation>
    </message>
    <message>
        <source>The priority holder passes (117.3d); when all have passed, the top of the stack resolves or the step ends (117.4)</source>
        <translation>Le joueur qui a la priorité passe (117.3d) ; quand tous ont passé, le dessus de la pile se résout ou l'étape se termine (117.4)</translation>
    </message>
    <message>
        <source>Next step</source>
        <translation>Étape suivante</translation>
    </message>
    <message>
        <source>All players pass with an empty stack: the next step or phase begins (500.2)</source>
        <translation>Tous les joueurs passent avec une pile vide : l'étape ou la phase suivante commence (500.2)</translation>
    </message>
    <message>
        <source>Set turn</source>
        <translation>Changer le tour</translation>
    </message>
    <message>
        <source>Set active player</source>
        <translation>Changer le joueur actif</translation>
    </message>
    <message>
        <source>Set priority</source>
        <translation>Changer la priorité</translation>
    </message>
    <message>
        <source>Set lands played</source>
        <translation>Changer les terrains joués</translation>
    </message>
    <message>
        <source>Set planar rolls</source>
        <translation>Changer les lancers planaires</translation>
    </message>
    <message>
        <source>Set game variant</source>
        <translation>Changer la variante</translation>
    </message>
    <message>
        <source>Go to {step}</source>
        <translation>Aller à : {step}</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>personne</translation>
    </message>
</context>
<context>
    <name>TurnFactsDialog</name>
    <message>
        <source>Turn facts</source>
        <translation>Faits du tour</translation>
    </message>
    <message>
        <source>Lands put onto the battlefield by effects (305.4)</source>
        <translation>Terrains mis sur le champ de bataille par des effets (305.4)</translation>
    </message>
    <message>
        <source>Planar die rolled as a special action (901.9)</source>
        <translation>Dé planaire lancé comme action spéciale (901.9)</translation>
    </message>
    <message>
        <source>Planar die rolled by effects (not counted, 901.9)</source>
        <translation>Dé planaire lancé par des effets (non comptés, 901.9)</translation>
    </message>
    <message>
        <source>Spells cast this turn (601.3)</source>
        <translation>Sorts lancés ce tour-ci (601.3)</translation>
    </message>
    <message>
        <source>Cast with Add…: {cards} (a lower count forgets them)</source>
        <translation>Lancés avec Ajouter… : {cards} (un nombre plus bas les oublie)</translation>
    </message>
</context>
<context>
    <name>VerdictModel</name>
    <message>
        <source>Special action</source>
        <translation>Action spéciale</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Verdict</translation>
    </message>
    <message>
        <source>nothing to do</source>
        <translation>rien à faire</translation>
    </message>
    <message>
        <source>?</source>
        <translation>?</translation>
    </message>
    <message numerus="yes">
        <source>%n legal</source>
        <translation>
            <numerusform>%n légale</numerusform>
            <numerusform>%n légales</numerusform>
        </translation>
    </message>
    <message>
        <source>not legal</source>
        <translation>pas légal</translation>
    </message>
    <message>
        <source>legal</source>
        <translation>légal</translation>
    </message>
</context>
<context>
    <name>VerdictPanel</name>
    <message>
        <source>Show special actions for</source>
        <translation>Afficher les actions spéciales de</translation>
    </message>
    <message>
        <source>Hide answers (practice)</source>
        <translation>Masquer les réponses (entraînement)</translation>
    </message>
    <message>
        <source>Reveal and score</source>
        <translation>Révéler et noter</translation>
    </message>
    <message>
        <source>Special actions and their verdicts</source>
        <translation>Actions spéciales et leurs verdicts</translation>
    </message>
    <message>
        <source>Take this action</source>
        <translation>Effectuer cette action</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Retour</translation>
    </message>
    <message>
        <source>Copy ruling</source>
        <translation>Copier la décision</translation>
    </message>
    <message>
        <source>The situation, the answer, the reason and the rules quoted, ready to paste</source>
        <translation>La situation, la réponse, la raison et les règles citées, prêtes à coller</translation>
    </message>
    <message>
        <source>Copy as plain text</source>
        <translation>Copier en texte brut</translation>
    </message>
    <message>
        <source>Copy as Markdown</source>
        <translation>Copier en Markdown</translation>
    </message>
    <message>
        <source>Special actions for</source>
        <translation>Actions spéciales de</translation>
    </message>
    <message>
        <source>Ruling</source>
        <translation>Décision</translation>
    </message>
    <message>
        <source>Priority holder ({pid})</source>
        <translation>Joueur qui a la priorité ({pid})</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>personne</translation>
    </message>
    <message>
        <source>Select a special action to read its rule and every condition checked; the links open the rules they cite.</source>
        <translation>Sélectionnez une action spéciale pour lire sa règle et chaque condition vérifiée ; les liens ouvrent les règles citées.</translation>
    </message>
    <message>
        <source>%1 of %2 right (answers named and legal actions missed).</source>
        <translation>%1 sur %2 justes (réponses données et actions légales oubliées).</translation>
    </message>
    <message>
        <source>Take: {label}</source>
        <translation>Effectuer : {label}</translation>
    </message>
</context>
<context>
    <name>app</name>
    <message>
        <source>judgeapp can't start: it keeps your autosaved boards, settings and quiz progress in its data folder, and can't use it.

{error}

Make that folder writable, or set JUDGEAPP_DATA_DIR to a folder you can write.</source>
        <translation>judgeapp ne peut pas démarrer : il garde les tables enregistrées automatiquement, les réglages et la progression du quiz dans son dossier de données, et ne peut pas l'utiliser.

{error}

Rendez ce dossier accessible en écriture, ou donnez à JUDGEAPP_DATA_DIR un dossier où vous pouvez écrire.</translation>
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
        <translation>d MMMM yyyy 'à' HH:mm</translation>
    </message>
</context>
<context>
    <name>models</name>
    <message>
        <source>Move to {zone}</source>
        <translation>Déplacer vers {zone}</translation>
    </message>
    <message>
        <source>Reorder the stack</source>
        <translation>Réordonner la pile</translation>
    </message>
    <message>
        <source>, turn {turn}</source>
        <translation>, tour {turn}</translation>
    </message>
</context>
<context>
    <name>shortcuts</name>
    <message>
        <source>Tap or untap the selected card</source>
        <translation>Engager ou dégager la carte sélectionnée</translation>
    </message>
    <message>
        <source>Turn the selected card face down or face up</source>
        <translation>Retourner la carte sélectionnée face cachée ou visible</translation>
    </message>
    <message>
        <source>Add a counter (the kind it has; time in exile; else +1/+1)</source>
        <translation>Ajouter un marqueur (du type qu'elle a ; temps en exil ; sinon +1/+1)</translation>
    </message>
    <message>
        <source>Remove a counter</source>
        <translation>Retirer un marqueur</translation>
    </message>
    <message>
        <source>Move the selected card to its player's next zone</source>
        <translation>Déplacer la carte sélectionnée vers la zone suivante de son joueur</translation>
    </message>
    <message>
        <source>Remove the selected card</source>
        <translation>Retirer la carte sélectionnée</translation>
    </message>
    <message>
        <source>Every other change to the selected card (its menu)</source>
        <translation>Toute autre modification de la carte sélectionnée (son menu)</translation>
    </message>
    <message>
        <source>Move the selected stack object up or down</source>
        <translation>Monter ou descendre l'objet sélectionné de la pile</translation>
    </message>
    <message>
        <source>Quiz: choose an answer</source>
        <translation>Quiz : choisir une réponse</translation>
    </message>
    <message>
        <source>Quiz: answer, then the next question</source>
        <translation>Quiz : répondre, puis la question suivante</translation>
    </message>
    <message>
        <source>Quiz: full screen, or back</source>
        <translation>Quiz : plein écran, ou revenir comme avant</translation>
    </message>
    <message>
        <source>Rule look-up: from the words typed to the list of what they found</source>
        <translation>Rechercher une règle : des mots saisis à la liste de ce qu'ils ont trouvé</translation>
    </message>
    <message>
        <source>Rule look-up: close its window</source>
        <translation>Rechercher une règle : fermer sa fenêtre</translation>
    </message>
    <message>
        <source>Move the selected card to its player's zone: {zone}</source>
        <translation>Déplacer la carte sélectionnée vers la zone de son joueur : {zone}</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Touches</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Action</translation>
    </message>
</context>
<context>
    <name>steps</name>
    <message>
        <source>Untap</source>
        <translation>Dégagement</translation>
    </message>
    <message>
        <source>Upkeep</source>
        <translation>Entretien</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Pioche</translation>
    </message>
    <message>
        <source>Main 1</source>
        <translation>Principale 1</translation>
    </message>
    <message>
        <source>Begin combat</source>
        <translation>Début du combat</translation>
    </message>
    <message>
        <source>Attackers</source>
        <translation>Attaquants</translation>
    </message>
    <message>
        <source>Blockers</source>
        <translation>Bloqueurs</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>Blessures</translation>
    </message>
    <message>
        <source>End combat</source>
        <translation>Fin du combat</translation>
    </message>
    <message>
        <source>Main 2</source>
        <translation>Principale 2</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Fin</translation>
    </message>
    <message>
        <source>Cleanup</source>
        <translation>Nettoyage</translation>
    </message>
</context>
<context>
    <name>window</name>
    <message>
        <source>Something went wrong</source>
        <translation>Une erreur s'est produite</translation>
    </message>
    <message>
        <source>{error}

The board on screen is unchanged.</source>
        <translation>{error}

La table à l'écran est inchangée.</translation>
    </message>
</context>
<context>
    <name>zones</name>
    <message>
        <source>Hand</source>
        <translation>Main</translation>
    </message>
    <message>
        <source>Battlefield</source>
        <translation>Champ de bataille</translation>
    </message>
    <message>
        <source>Graveyard</source>
        <translation>Cimetière</translation>
    </message>
    <message>
        <source>Exile</source>
        <translation>Exil</translation>
    </message>
    <message>
        <source>Command zone</source>
        <translation>Zone de commandement</translation>
    </message>
    <message>
        <source>Outside the game</source>
        <translation>Hors de la partie</translation>
    </message>
    <message>
        <source>Library (top)</source>
        <translation>Bibliothèque (dessus)</translation>
    </message>
    <message>
        <source>Phased out</source>
        <translation>Hors phase</translation>
    </message>
</context>
</TS>
