<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
<context>
    <name />
    <message>
        <source>Unknown card: {name}. Did you mean {names}?</source>
        <translation>不明なカード：{name}。もしかして：{names}</translation>
    </message>
    <message>
        <source>Unknown card: {name}. The imported card set in {path} can't be read ({problem}). Import it again (File ▸ Card database), or delete the file to use only the bundled cards.</source>
        <translation>不明なカード：{name}。{path}に取り込んだ全カードのセットを読み込めません（{problem}）。もう一度取り込むか（ファイル ▸ カード・データベース）、ファイルを削除して同梱のカードだけを使ってください。</translation>
    </message>
    <message>
        <source>Unknown card: {name}. It is neither among the bundled cards nor in the imported card set: add it with Edit ▸ Custom card….</source>
        <translation>不明なカード：{name}。同梱のカードにも、取り込んだカードのセットにもありません。編集 ▸ カスタム・カード…で追加してください。</translation>
    </message>
    <message>
        <source>Unknown card: {name}. It is not among the bundled cards: import the full card set (File ▸ Card database), or add it with Edit ▸ Custom card….</source>
        <translation>不明なカード：{name}。同梱のカードにはありません。全カードのセットを取り込むか（ファイル ▸ カード・データベース）、編集 ▸ カスタム・カード…で追加してください。</translation>
    </message>
    <message>
        <source>[face down: {how}]</source>
        <translation>[裏向き：{how}]</translation>
    </message>
    <message>
        <source>(tapped)</source>
        <translation>（タップ状態）</translation>
    </message>
    <message>
        <source>(summoning sick)</source>
        <translation>（召喚酔い）</translation>
    </message>
    <message>
        <source>(haste)</source>
        <translation>（速攻）</translation>
    </message>
    <message>
        <source>(commander)</source>
        <translation>（統率者）</translation>
    </message>
    <message>
        <source>(chosen color: {color})</source>
        <translation>（選ばれた色：{color}）</translation>
    </message>
    <message>
        <source>(attacking)</source>
        <translation>（攻撃中）</translation>
    </message>
    <message>
        <source>(playable by {pid})</source>
        <translation>（{pid}がプレイ可能）</translation>
    </message>
    <message>
        <source>unlocked: {doors}</source>
        <translation>開放：{doors}</translation>
    </message>
    <message>
        <source>owner {owner}</source>
        <translation>オーナー {owner}</translation>
    </message>
    <message>
        <source>attached to {target}</source>
        <translation>{target}につけられている</translation>
    </message>
    <message>
        <source>foretold</source>
        <translation>予顕済み</translation>
    </message>
    <message>
        <source>plotted</source>
        <translation>計画状態</translation>
    </message>
    <message>
        <source>named {names}</source>
        <translation>選ばれた名前 {names}</translation>
    </message>
    <message>
        <source>ability</source>
        <translation>能力</translation>
    </message>
    <message>
        <source>face-down spell</source>
        <translation>裏向きの呪文</translation>
    </message>
    <message>
        <source>spell</source>
        <translation>呪文</translation>
    </message>
    <message>
        <source>copy</source>
        <translation>コピー</translation>
    </message>
    <message>
        <source>player {pid}</source>
        <translation>プレイヤー{pid}</translation>
    </message>
    <message>
        <source>{what} on the stack</source>
        <translation>スタック上の{what}</translation>
    </message>
    <message>
        <source>face-down creature</source>
        <translation>裏向きのクリーチャー</translation>
    </message>
    <message>
        <source>loyalty {n}</source>
        <translation>忠誠度{n}</translation>
    </message>
    <message>
        <source>summoning sick</source>
        <translation>召喚酔い</translation>
    </message>
    <message>
        <source>haste</source>
        <translation>速攻</translation>
    </message>
    <message>
        <source>commander</source>
        <translation>統率者</translation>
    </message>
    <message>
        <source>chosen color: {color}</source>
        <translation>選ばれた色：{color}</translation>
    </message>
    <message>
        <source>attacking</source>
        <translation>攻撃中</translation>
    </message>
    <message>
        <source>ability activated this turn</source>
        <translation>このターンに能力を起動済み</translation>
    </message>
    <message>
        <source>face down ({how})</source>
        <translation>裏向き（{how}）</translation>
    </message>
    <message>
        <source>face down</source>
        <translation>裏向き</translation>
    </message>
    <message>
        <source>Unofficial rules text</source>
        <translation>非公式のルール・テキスト</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>ルール</translation>
    </message>
    <message>
        <source>No such rule in this edition.</source>
        <translation>この版にはそのルールはない。</translation>
    </message>
    <message>
        <source>Comprehensive Rules effective</source>
        <translation>総合ルール 発効日</translation>
    </message>
    <message>
        <source>Glossary</source>
        <translation>用語集</translation>
    </message>
    <message>
        <source>cost</source>
        <translation>コスト</translation>
    </message>
    <message>
        <source>LEGAL</source>
        <translation>適正</translation>
    </message>
    <message>
        <source>NOT LEGAL</source>
        <translation>不適正</translation>
    </message>
    <message>
        <source>Conditions checked</source>
        <translation>確認した条件</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>注</translation>
    </message>
    <message>
        <source>The rule</source>
        <translation>ルール</translation>
    </message>
    <message>
        <source>Loyalty</source>
        <translation>忠誠度</translation>
    </message>
    <message>
        <source>Select or point at a card on the board to read it in full.</source>
        <translation>盤面のカードを選択するかポイントすると、全文を読めます。</translation>
    </message>
    <message>
        <source>A 2/2 face-down creature with no text, no name, no subtypes and no mana cost (708.2a).</source>
        <translation>文章も名前もサブタイプもマナ・コストも持たない、裏向きの2/2のクリーチャー（708.2a）。</translation>
    </message>
    <message>
        <source>A 2/2 face-down creature with ward {2}, no name, no subtypes and no mana cost (702.168b, 701.58a).</source>
        <translation>護法{2}を持ち、名前もサブタイプもマナ・コストも持たない、裏向きの2/2のクリーチャー（702.168b、701.58a）。</translation>
    </message>
    <message>
        <source>What its opponents see</source>
        <translation>対戦相手から見えるもの</translation>
    </message>
    <message>
        <source>What it is ({how})</source>
        <translation>実際のカード（{how}）</translation>
    </message>
    <message>
        <source>Keyword abilities</source>
        <translation>キーワード能力</translation>
    </message>
    <message>
        <source>What the verdicts read from its text</source>
        <translation>判定が文章から読み取ったもの</translation>
    </message>
    <message>
        <source>Not in the card database.</source>
        <translation>カード・データベースにありません。</translation>
    </message>
    <message>
        <source>{zone} of {pid}</source>
        <translation>{pid}の{zone}</translation>
    </message>
    <message>
        <source>tapped</source>
        <translation>タップ状態</translation>
    </message>
    <message>
        <source>On the board</source>
        <translation>盤面上</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>カード</translation>
    </message>
    <message>
        <source>Comprehensive Rules</source>
        <translation>総合ルール</translation>
    </message>
    <message>
        <source>A rule number (702.62a) or words from the rules (split second)</source>
        <translation>ルール番号（702.62a）またはルールの文中の語（split second）</translation>
    </message>
    <message>
        <source>Look up</source>
        <translation>検索</translation>
    </message>
    <message>
        <source>Rules found</source>
        <translation>見つかったルール</translation>
    </message>
    <message>
        <source>Type a rule number or words to look them up in the Comprehensive Rules in use.</source>
        <translation>ルール番号または語を入力すると、使用中の総合ルールから探せる。</translation>
    </message>
    <message>
        <source>Nothing found</source>
        <translation>該当なし</translation>
    </message>
    <message>
        <source>No rule or glossary entry has these words, and no rule has this number in this edition. The words are looked for in the rules file's own language (the shipped rules are in English).</source>
        <translation>これらの語を含むルールも用語集の項目もなく、この版にこの番号のルールもない。語はルール・ファイル自体の言語で探す（同梱のルールは英語）。</translation>
    </message>
    <message>
        <source>Found: {count}</source>
        <translation>該当：{count}件</translation>
    </message>
</context>
<context>
    <name>AccuracyChart</name>
    <message>
        <source>one point per day</source>
        <translation>1日ごとに1点</translation>
    </message>
    <message>
        <source>one point per week (from its Monday)</source>
        <translation>1週間ごとに1点（月曜日から）</translation>
    </message>
    <message>
        <source>one point per month</source>
        <translation>1か月ごとに1点</translation>
    </message>
    <message>
        <source>No answers yet</source>
        <translation>まだ解答がない</translation>
    </message>
    <message>
        <source>All rules</source>
        <translation>すべてのルール</translation>
    </message>
</context>
<context>
    <name>AddCardBar</name>
    <message>
        <source>Player to add the card for</source>
        <translation>カードを追加するプレイヤー</translation>
    </message>
    <message>
        <source>Zone to add the card to</source>
        <translation>カードを追加する領域</translation>
    </message>
    <message>
        <source>Card name…</source>
        <translation>カード名…</translation>
    </message>
    <message>
        <source>A card's name in English or in your language: the completion offers both.</source>
        <translation>カード名は英語でもあなたの言語でもよい。補完は両方を示す。</translation>
    </message>
    <message>
        <source>Card name</source>
        <translation>カード名</translation>
    </message>
    <message>
        <source>Add card</source>
        <translation>カードを追加</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>追加</translation>
    </message>
    <message>
        <source>to</source>
        <translation>→</translation>
    </message>
    <message>
        <source>Add {card}</source>
        <translation>{card}を追加</translation>
    </message>
</context>
<context>
    <name>BoardWidget</name>
    <message>
        <source>Stack (top first)</source>
        <translation>スタック（一番上から）</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>追加…</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>上へ</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>下へ</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>取り除く</translation>
    </message>
    <message>
        <source>Active effects</source>
        <translation>効果</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>編集…</translation>
    </message>
    <message>
        <source>The players' zones</source>
        <translation>プレイヤーの領域</translation>
    </message>
    <message>
        <source>Move stack item up</source>
        <translation>スタックで上へ移動</translation>
    </message>
    <message>
        <source>Move stack item down</source>
        <translation>スタックで下へ移動</translation>
    </message>
    <message>
        <source>Not added to the stack</source>
        <translation>スタックに追加されませんでした</translation>
    </message>
    <message>
        <source>Add to the stack</source>
        <translation>スタックに追加</translation>
    </message>
    <message>
        <source>Not changed</source>
        <translation>変更されなかった</translation>
    </message>
    <message>
        <source>Edit the stack item</source>
        <translation>スタック上のオブジェクトを編集</translation>
    </message>
    <message>
        <source>Remove from the stack</source>
        <translation>スタックから取り除く</translation>
    </message>
    <message>
        <source>Add effect</source>
        <translation>効果を追加</translation>
    </message>
    <message>
        <source>Edit effect</source>
        <translation>効果を編集</translation>
    </message>
    <message>
        <source>Effect not added</source>
        <translation>効果は追加されなかった</translation>
    </message>
    <message>
        <source>Remove effect</source>
        <translation>効果を取り除く</translation>
    </message>
</context>
<context>
    <name>CardSetMenu</name>
    <message>
        <source>Importing the card set…</source>
        <translation>カード・セットを取り込み中…</translation>
    </message>
    <message>
        <source>Downloading the card set from {source}…</source>
        <translation>{source}からカード・セットをダウンロード中…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Card set</source>
        <translation>カード・セット</translation>
    </message>
    <message>
        <source>Cancelled. The card set in use is unchanged.</source>
        <translation>キャンセルしました。使用中のカード・セットは変わっていません。</translation>
    </message>
    <message>
        <source>Card set not imported</source>
        <translation>カード・セットを取り込めませんでした</translation>
    </message>
    <message>
        <source>{error}

The card set in use is unchanged.</source>
        <translation>{error}

使用中のカード・セットは変わっていません。</translation>
    </message>
    <message>
        <source>Not in this card set, and on an open board: {cards}. The board keeps their text until judgeapp closes; Edit ▸ Custom card… keeps them for good.</source>
        <translation>このカード・セットになく、開いている盤面にあるカード：{cards}。judgeappを閉じるまで、盤面はそのテキストを保つ。編集 ▸ カスタム・カード…で恒久的に保存できる。</translation>
    </message>
    <message>
        <source>Card set imported</source>
        <translation>カード・セットを取り込みました</translation>
    </message>
    <message>
        <source>{count} cards imported from {source}; {rejected} could not be read.</source>
        <translation>{source}から{count}枚のカードを取り込みました。{rejected}枚は読み取れませんでした。</translation>
    </message>
    <message numerus="yes">
        <source>%n keyword-cost line(s) not understood, for example: {line}</source>
        <translation>
            <numerusform>キーワード・コストの行のうち%n行を解釈できなかった。例：{line}</numerusform>
        </translation>
    </message>
    <message>
        <source>{count} bundled cards, with curated effects.</source>
        <translation>同梱の{count}枚のカード（効果は確認済み）。</translation>
    </message>
    <message>
        <source>No full card set imported (File ▸ Card database).</source>
        <translation>全カードのセットは取り込まれていません（ファイル ▸ カード・データベース）。</translation>
    </message>
    <message>
        <source>The imported card set in {path} can't be read ({problem}). Import it again (File ▸ Card database), or delete the file to use only the bundled cards.</source>
        <translation>{path}に取り込んだ全カードのセットを読み込めません（{problem}）。もう一度取り込むか（ファイル ▸ カード・データベース）、ファイルを削除して同梱のカードだけを使ってください。</translation>
    </message>
    <message>
        <source>Full card set: {count} cards from {source} ({date}), imported {imported}, in {path}.</source>
        <translation>全カード：{source}の{count}枚（{date}）、{imported}に取り込み、保存先{path}。</translation>
    </message>
    <message>
        <source>Card data from MTGJSON (https://mtgjson.com), free to use under the MIT licence.</source>
        <translation>カード・データはMTGJSON（https://mtgjson.com）による。MITライセンスで自由に利用できる。</translation>
    </message>
    <message>
        <source>Card data from Scryfall (https://scryfall.com), used under Scryfall's API terms; Scryfall is not produced by or endorsed by Wizards of the Coast.</source>
        <translation>カード・データはScryfall（https://scryfall.com）によるもので、ScryfallのAPI規約に従って使用している。ScryfallはWizards of the Coastが制作・承認したものではない。</translation>
    </message>
</context>
<context>
    <name>CountersDialog</name>
    <message>
        <source>Counters</source>
        <translation>カウンター</translation>
    </message>
    <message>
        <source>One per line, name: amount</source>
        <translation>1行に1つ、名前: 個数</translation>
    </message>
    <message>
        <source>Line {n} isn't “name: amount”: {line}</source>
        <translation>{n}行目が「名前: 個数」の形ではありません：{line}</translation>
    </message>
    <message>
        <source>Line {n}: the amount must be a whole number from 0 to {max}: {line}</source>
        <translation>{n}行目：個数は0から{max}までの整数にしてください：{line}</translation>
    </message>
</context>
<context>
    <name>CustomCardDialog</name>
    <message>
        <source>Custom card</source>
        <translation>カスタム・カード</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>Mana cost</source>
        <translation>マナ・コスト</translation>
    </message>
    <message>
        <source>Type line (English)</source>
        <translation>タイプ行（英語）</translation>
    </message>
    <message>
        <source>Oracle text (English)</source>
        <translation>オラクル・テキスト（英語）</translation>
    </message>
    <message>
        <source>The type line names no card type (Artifact, Creature, Enchantment, Instant, Land, Sorcery…): write it in English, as Oracle does.</source>
        <translation>タイプ行にカード・タイプ（Artifact、Creature、Enchantment、Instant、Land、Sorcery…）がない。オラクルと同じく英語で書くこと。</translation>
    </message>
</context>
<context>
    <name>Document</name>
    <message>
        <source>Not changed: a board holds at most {limit} objects (cards, stack items and effects), as a scenario file does.</source>
        <translation>変更されなかった：盤面が持てるオブジェクト（カード、スタック上のもの、効果）は、シナリオ・ファイルと同じく{limit}個までである。</translation>
    </message>
</context>
<context>
    <name>EffectDialog</name>
    <message>
        <source>Active effect</source>
        <translation>効果</translation>
    </message>
    <message>
        <source>Source card</source>
        <translation>発生源のカード</translation>
    </message>
    <message>
        <source>Controller</source>
        <translation>コントローラー</translation>
    </message>
    <message>
        <source>Affected player</source>
        <translation>影響を受けるプレイヤー</translation>
    </message>
    <message>
        <source>Created on turn</source>
        <translation>生成されたターン</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>メモ</translation>
    </message>
</context>
<context>
    <name>LibraryDialog</name>
    <message>
        <source>Scenario library</source>
        <translation>シナリオ・ライブラリー</translation>
    </message>
    <message>
        <source>Every rule</source>
        <translation>すべてのルール</translation>
    </message>
    <message>
        <source>Every difficulty</source>
        <translation>すべての難易度</translation>
    </message>
    <message>
        <source>Difficulty {level}</source>
        <translation>難易度{level}</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>ルール</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <translation>難易度</translation>
    </message>
    <message>
        <source>Situation</source>
        <translation>状況</translation>
    </message>
    <message>
        <source>Situations</source>
        <translation>状況</translation>
    </message>
    <message>
        <source>&amp;Open on the board</source>
        <translation>盤面で開く(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Practise these as a quiz</source>
        <translation>これらをクイズで練習(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Rule</source>
        <translation>ルール(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Difficulty</source>
        <translation>難易度(&amp;D)</translation>
    </message>
    <message numerus="yes">
        <source>%n situation(s)</source>
        <translation>
            <numerusform>%n件の状況</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Card</source>
        <translation>カード</translation>
    </message>
    <message>
        <source>Board warnings</source>
        <translation>盤面の警告</translation>
    </message>
    <message>
        <source>Text size {percent}% needs more room than this screen has: {kept}% for now.</source>
        <translation>文字サイズ{percent}%にはこの画面より広い場所が必要。今は{kept}%。</translation>
    </message>
    <message>
        <source>Text size {percent}% would need {width} x {height} px, more than the screen's {free_width} x {free_height}: the text stays at {kept}%.</source>
        <translation>文字サイズ{percent}%では{width} x {height} pxが必要で、画面の{free_width} x {free_height}を超える。文字サイズは{kept}%のまま。</translation>
    </message>
    <message>
        <source>Text size: {percent}%</source>
        <translation>文字サイズ：{percent}%</translation>
    </message>
    <message>
        <source>The translation for {lang} could not be loaded.</source>
        <translation>{lang}の翻訳を読み込めなかった。</translation>
    </message>
    <message>
        <source>Cannot use {path}: {error}</source>
        <translation>{path}を使えない：{error}</translation>
    </message>
    <message>
        <source>Cannot use this rules file</source>
        <translation>このルール・ファイルは使えない</translation>
    </message>
    <message>
        <source>official</source>
        <translation>公式</translation>
    </message>
    <message>
        <source>unofficial</source>
        <translation>非公式</translation>
    </message>
    <message>
        <source>Using {name} ({label}, {count} rules)</source>
        <translation>{name}を使用中（{label}、{count}ルール）</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>新規(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>開く(&amp;O)…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近使ったファイル(&amp;R)</translation>
    </message>
    <message>
        <source>Open &amp;Example</source>
        <translation>例を開く(&amp;E)</translation>
    </message>
    <message>
        <source>Scenario &amp;library…</source>
        <translation>シナリオ・ライブラリー(&amp;L)…</translation>
    </message>
    <message>
        <source>&amp;Card database</source>
        <translation>カード・データベース(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Import a card set file…</source>
        <translation>カード・セットのファイルを取り込む(&amp;I)…</translation>
    </message>
    <message>
        <source>Download from &amp;MTGJSON…</source>
        <translation>&amp;MTGJSONからダウンロード…</translation>
    </message>
    <message>
        <source>Download from &amp;Scryfall…</source>
        <translation>&amp;Scryfallからダウンロード…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>名前を付けて保存(&amp;A)…</translation>
    </message>
    <message>
        <source>E&amp;xport the board and its verdicts…</source>
        <translation>盤面と判定を書き出す(&amp;X)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>やり直し(&amp;R)</translation>
    </message>
    <message>
        <source>Add &amp;card by name</source>
        <translation>名前でカードを追加(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Custom card…</source>
        <translation>カスタム・カード(&amp;C)…</translation>
    </message>
    <message>
        <source>Add to the &amp;stack…</source>
        <translation>スタックに追加(&amp;S)…</translation>
    </message>
    <message>
        <source>Add active &amp;effect…</source>
        <translation>効果を追加(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Board</source>
        <translation>盤面(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Take the selected special action</source>
        <translation>選んだ特別な処理を行う(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Assume costs can be paid (exam convention)</source>
        <translation>コストは支払えるものとみなす（試験の慣例）(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Pass priority</source>
        <translation>優先権をパス(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Next step</source>
        <translation>次のステップ(&amp;N)</translation>
    </message>
    <message>
        <source>Turn &amp;facts…</source>
        <translation>ターンの記録(&amp;F)…</translation>
    </message>
    <message>
        <source>Add &amp;player</source>
        <translation>プレイヤーを追加(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Remove player…</source>
        <translation>プレイヤーを取り除く(&amp;R)…</translation>
    </message>
    <message>
        <source>&amp;Quiz</source>
        <translation>クイズ(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Start a quiz…</source>
        <translation>クイズを始める(&amp;S)…</translation>
    </message>
    <message>
        <source>Practise the scenario &amp;library…</source>
        <translation>シナリオ・ライブラリーで練習(&amp;L)…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;System colours</source>
        <translation>システムの配色(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>ライト(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>ダーク(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Compact board</source>
        <translation>コンパクト表示(&amp;C)</translation>
    </message>
    <message>
        <source>La&amp;rger text</source>
        <translation>文字を大きく(&amp;R)</translation>
    </message>
    <message>
        <source>S&amp;maller text</source>
        <translation>文字を小さく(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Normal text size</source>
        <translation>標準の文字サイズ(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>全画面表示(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>言語(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <source>Rule &amp;116</source>
        <translation>ルール116(&amp;1)</translation>
    </message>
    <message>
        <source>&amp;Look up a rule…</source>
        <translation>ルールを検索(&amp;L)…</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>キーボード・ショートカット(&amp;K)</translation>
    </message>
    <message>
        <source>Use another Comprehensive Rules file…</source>
        <translation>別の総合ルール・ファイルを使う…</translation>
    </message>
    <message>
        <source>Use the shipped Comprehensive Rules</source>
        <translation>同梱の総合ルールを使う</translation>
    </message>
    <message>
        <source>&amp;About judgeapp</source>
        <translation>judgeappについて(&amp;A)</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>練習</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>無題</translation>
    </message>
    <message>
        <source>Not changed</source>
        <translation>変更されなかった</translation>
    </message>
    <message>
        <source>New board</source>
        <translation>新しい盤面</translation>
    </message>
    <message>
        <source>Cannot open this scenario</source>
        <translation>このシナリオを開けない</translation>
    </message>
    <message>
        <source>{path} could not be opened:
{lines}

The board on screen is unchanged.</source>
        <translation>{path}を開けなかった：
{lines}

画面上の盤面は変わっていない。</translation>
    </message>
    <message>
        <source>{path} is no longer there (moved or deleted), so it has left Open Recent. The board on screen is unchanged.</source>
        <translation>{path}はもうない（移動または削除された）ので、「最近使ったファイル」から外した。画面上の盤面は変わっていない。</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>保存できない</translation>
    </message>
    <message>
        <source>{path} could not be saved: {error}</source>
        <translation>{path}を保存できなかった：{error}</translation>
    </message>
    <message>
        <source>Saved {path}</source>
        <translation>{path}を保存した</translation>
    </message>
    <message>
        <source>Export the board and its verdicts</source>
        <translation>盤面と判定を書き出す</translation>
    </message>
    <message>
        <source>Autosave failed: {error}</source>
        <translation>自動保存に失敗した：{error}</translation>
    </message>
    <message>
        <source>not an autosave judgeapp can read (damaged or cut short)</source>
        <translation>judgeappが読み込める自動保存ではない（破損しているか、途中で切れている）</translation>
    </message>
    <message>
        <source>Cannot restore</source>
        <translation>復元できない</translation>
    </message>
    <message>
        <source>{error}

The autosaved board was kept as {path}.</source>
        <translation>{error}

自動保存された盤面は{path}として残してある。</translation>
    </message>
    <message>
        <source>About judgeapp</source>
        <translation>judgeappについて</translation>
    </message>
    <message>
        <source>judgeapp: a trainer for the special actions of rule 116, for Magic judges and candidates.</source>
        <translation>judgeapp：マジックのジャッジと候補者のための、ルール116の特別な処理のトレーナー。</translation>
    </message>
    <message>
        <source>Comprehensive Rules: {source}, effective {date}.</source>
        <translation>総合ルール：{source}、{date}発効。</translation>
    </message>
    <message>
        <source>Define {card}</source>
        <translation>{card}を定義</translation>
    </message>
    <message>
        <source>{card} can now be added by name.</source>
        <translation>{card}を名前で追加できるようになった。</translation>
    </message>
    <message>
        <source>The verdicts read from its text: {lines}</source>
        <translation>判定が文章から読み取ったもの：{lines}。</translation>
    </message>
    <message>
        <source>What its text says about special actions ({words}) is not modelled: judge it yourself.</source>
        <translation>その文章が特別な処理について述べていること（{words}）は扱っていない。自分で判断すること。</translation>
    </message>
    <message>
        <source>Assume costs can be paid</source>
        <translation>コストは支払えるものとみなす</translation>
    </message>
    <message>
        <source>Check costs against the board</source>
        <translation>コストを盤面で確認する</translation>
    </message>
    <message>
        <source>Set turn facts</source>
        <translation>ターンの記録を設定</translation>
    </message>
    <message>
        <source>A game has at most six players here.</source>
        <translation>ここでは1ゲームのプレイヤーは最大6人である。</translation>
    </message>
    <message>
        <source>Add player</source>
        <translation>プレイヤーを追加</translation>
    </message>
    <message>
        <source>A game needs at least two players.</source>
        <translation>ゲームには少なくとも2人のプレイヤーが必要である。</translation>
    </message>
    <message>
        <source>Remove player</source>
        <translation>プレイヤーを取り除く</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Remove player {pid}</source>
        <translation>プレイヤー{pid}を取り除く</translation>
    </message>
</context>
<context>
    <name>NewBoardDialog</name>
    <message>
        <source>New board</source>
        <translation>新しい盤面</translation>
    </message>
    <message>
        <source>An empty board, set up below</source>
        <translation>空の盤面（下で設定）</translation>
    </message>
    <message>
        <source>Two-Headed Giant (two teams of two)</source>
        <translation>双頭巨人戦（2人チーム2つ）</translation>
    </message>
    <message>
        <source>Planechase</source>
        <translation>プレインチェイス</translation>
    </message>
    <message>
        <source>Conspiracy Draft</source>
        <translation>コンスピラシー・ドラフト</translation>
    </message>
    <message>
        <source>Assume costs can be paid (exam convention)</source>
        <translation>コストは支払えるものとみなす（試験の慣例）</translation>
    </message>
    <message>
        <source>Start from</source>
        <translation>開始する盤面</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>プレイヤー数</translation>
    </message>
    <message>
        <source>Name of {pid}</source>
        <translation>{pid}の名前</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>ターン</translation>
    </message>
    <message>
        <source>Whose turn</source>
        <translation>誰のターンか</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>ステップ</translation>
    </message>
    <message>
        <source>Priority</source>
        <translation>優先権</translation>
    </message>
    <message>
        <source>The active player (117.3a)</source>
        <translation>アクティブ・プレイヤー（117.3a）</translation>
    </message>
    <message>
        <source>Nobody</source>
        <translation>なし</translation>
    </message>
</context>
<context>
    <name>ObjectMenu</name>
    <message>
        <source>Move to {zone}</source>
        <translation>{zone}へ移動</translation>
    </message>
    <message>
        <source>Untap</source>
        <translation>アンタップ</translation>
    </message>
    <message>
        <source>Tap</source>
        <translation>タップ</translation>
    </message>
    <message>
        <source>Remove card</source>
        <translation>カードを取り除く</translation>
    </message>
    <message>
        <source>Move to</source>
        <translation>移動先</translation>
    </message>
    <message>
        <source>Face down</source>
        <translation>裏向き</translation>
    </message>
    <message>
        <source>Face up</source>
        <translation>表向き</translation>
    </message>
    <message>
        <source>Set face down</source>
        <translation>裏向きにする</translation>
    </message>
    <message>
        <source>Not changed</source>
        <translation>変更されなかった</translation>
    </message>
    <message>
        <source>Phase out</source>
        <translation>フェイズ・アウトさせる</translation>
    </message>
    <message>
        <source>Phase in</source>
        <translation>フェイズ・インさせる</translation>
    </message>
    <message>
        <source>Not cast</source>
        <translation>唱えられなかった</translation>
    </message>
    <message>
        <source>Cast a spell</source>
        <translation>呪文を唱える</translation>
    </message>
    <message>
        <source>a face-down spell</source>
        <translation>裏向きの呪文</translation>
    </message>
    <message>
        <source>Not activated</source>
        <translation>起動していない</translation>
    </message>
    <message>
        <source>Activate an ability</source>
        <translation>能力を起動する</translation>
    </message>
    <message>
        <source>Exile for mana (605.3a)</source>
        <translation>マナを出すために追放する（605.3a）</translation>
    </message>
    <message>
        <source>Exile for mana</source>
        <translation>マナを出すために追放</translation>
    </message>
    <message>
        <source>Tap for mana</source>
        <translation>マナを出すためにタップ</translation>
    </message>
    <message>
        <source>Tap for mana (605.3a)</source>
        <translation>マナを出すためにタップする（605.3a）</translation>
    </message>
    <message>
        <source>Add {mana}, paying {cost} from the mana pool</source>
        <translation>マナ・プールから{cost}を支払い、{mana}を加える</translation>
    </message>
    <message numerus="yes">
        <source>Add {mana}, paying %n life (119.4)</source>
        <translation>
            <numerusform>{mana}を加え、%n点のライフを支払う（119.4）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Add {mana}, taking %n damage (120.3a)</source>
        <translation>
            <numerusform>{mana}を加え、%n点のダメージを受ける（120.3a）</numerusform>
        </translation>
    </message>
    <message>
        <source>Add {mana}</source>
        <translation>{mana}を加える</translation>
    </message>
    <message>
        <source>Activate</source>
        <translation>起動する</translation>
    </message>
    <message>
        <source>Set activated this turn</source>
        <translation>このターンの起動済みを設定</translation>
    </message>
    <message>
        <source>Cast</source>
        <translation>唱える</translation>
    </message>
    <message>
        <source>Cast {face}</source>
        <translation>{face}を唱える</translation>
    </message>
    <message>
        <source>Cast face down</source>
        <translation>裏向きで唱える</translation>
    </message>
    <message>
        <source>Move to the next zone</source>
        <translation>次の領域へ移動</translation>
    </message>
    <message>
        <source>Turn face up</source>
        <translation>表向きにする</translation>
    </message>
    <message>
        <source>Turn face down</source>
        <translation>裏向きにする</translation>
    </message>
    <message>
        <source>Phase out (702.26)</source>
        <translation>フェイズ・アウトさせる（702.26）</translation>
    </message>
    <message>
        <source>Phase in (702.26)</source>
        <translation>フェイズ・インさせる（702.26）</translation>
    </message>
    <message>
        <source>A phased-out permanent is treated as though it doesn't exist (702.26b); what is attached to it phases out and in with it (702.26g).</source>
        <translation>フェイズ・アウトしているパーマネントは存在しないものとして扱われる（702.26b）。それにつけられているものも一緒にフェイズ・アウトし、フェイズ・インする（702.26g）。</translation>
    </message>
    <message>
        <source>Summoning sick (302.6)</source>
        <translation>召喚酔い（302.6）</translation>
    </message>
    <message>
        <source>Set summoning sick</source>
        <translation>召喚酔いを設定</translation>
    </message>
    <message>
        <source>Haste from an effect (702.10)</source>
        <translation>効果による速攻（702.10）</translation>
    </message>
    <message>
        <source>Set haste</source>
        <translation>速攻を設定</translation>
    </message>
    <message>
        <source>Commander (903.3)</source>
        <translation>統率者（903.3）</translation>
    </message>
    <message>
        <source>Its owner's commander, in every zone: "your commander's color identity" (Command Tower) is this card's (903.4).</source>
        <translation>オーナーの統率者（すべての領域で）。「あなたの統率者の固有色」（Command Tower）はこのカードのものになる（903.4）。</translation>
    </message>
    <message>
        <source>Set commander</source>
        <translation>統率者を設定</translation>
    </message>
    <message>
        <source>Attacking (508.1)</source>
        <translation>攻撃している（508.1）</translation>
    </message>
    <message>
        <source>Set attacking</source>
        <translation>攻撃しているかを設定</translation>
    </message>
    <message>
        <source>Playable this turn by (an effect allows it)</source>
        <translation>このターンプレイできるプレイヤー（効果による）</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>Set play permission</source>
        <translation>プレイの許可を設定</translation>
    </message>
    <message>
        <source>Counters…</source>
        <translation>カウンター…</translation>
    </message>
    <message>
        <source>Add a time counter</source>
        <translation>時間カウンターを1個置く</translation>
    </message>
    <message>
        <source>Add a {kind} counter</source>
        <translation>{kind}カウンターを1個置く</translation>
    </message>
    <message>
        <source>Remove a time counter</source>
        <translation>時間カウンターを1個取り除く</translation>
    </message>
    <message>
        <source>Remove a {kind} counter</source>
        <translation>{kind}カウンターを1個取り除く</translation>
    </message>
    <message>
        <source>Doors</source>
        <translation>ドア</translation>
    </message>
    <message>
        <source>{door} unlocked</source>
        <translation>{door}開放</translation>
    </message>
    <message>
        <source>Owner</source>
        <translation>オーナー</translation>
    </message>
    <message>
        <source>Set owner</source>
        <translation>オーナーを設定</translation>
    </message>
    <message>
        <source>Attach to…</source>
        <translation>つける…</translation>
    </message>
    <message>
        <source>Chosen name…</source>
        <translation>選ばれた名前…</translation>
    </message>
    <message>
        <source>Foretold</source>
        <translation>予顕済み</translation>
    </message>
    <message>
        <source>Plotted</source>
        <translation>計画状態</translation>
    </message>
    <message>
        <source>Set {flag}</source>
        <translation>{flag}を設定</translation>
    </message>
    <message>
        <source>Chosen companion</source>
        <translation>選んだ相棒</translation>
    </message>
    <message>
        <source>Set companion</source>
        <translation>相棒を設定</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>取り除く</translation>
    </message>
    <message>
        <source>Set counters</source>
        <translation>カウンターを設定</translation>
    </message>
    <message>
        <source>Activated this turn ({rules})</source>
        <translation>このターンに起動済み（{rules}）</translation>
    </message>
    <message>
        <source>Set doors</source>
        <translation>ドアを設定</translation>
    </message>
    <message>
        <source>Attach to</source>
        <translation>つける</translation>
    </message>
    <message>
        <source>Permanent</source>
        <translation>パーマネント</translation>
    </message>
    <message>
        <source>(nothing)</source>
        <translation>（なし）</translation>
    </message>
    <message>
        <source>Attach</source>
        <translation>つける</translation>
    </message>
    <message>
        <source>Chosen name</source>
        <translation>選ばれた名前</translation>
    </message>
    <message>
        <source>Card name(s), separated by ;</source>
        <translation>カード名（; で区切る）</translation>
    </message>
    <message>
        <source>Set chosen name</source>
        <translation>選ばれた名前を設定</translation>
    </message>
    <message>
        <source>Chosen color</source>
        <translation>選ばれた色</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>Set chosen color</source>
        <translation>選ばれた色を設定</translation>
    </message>
</context>
<context>
    <name>PlayerPanel</name>
    <message>
        <source>name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>Player name</source>
        <translation>プレイヤー名</translation>
    </message>
    <message>
        <source>team</source>
        <translation>チーム</translation>
    </message>
    <message>
        <source>Life</source>
        <translation>ライフ</translation>
    </message>
    <message>
        <source>Cards foretold this turn</source>
        <translation>このターンに予顕したカード</translation>
    </message>
    <message>
        <source>Mana pool</source>
        <translation>マナ・プール</translation>
    </message>
    <message>
        <source>Floating mana in this player's mana pool, e.g. {W}{W}{C} (106.4)</source>
        <translation>このプレイヤーのマナ・プールにあるマナ。例：{W}{W}{C}（106.4）</translation>
    </message>
    <message>
        <source>Companion used</source>
        <translation>相棒使用済み</translation>
    </message>
    <message>
        <source>This player already put their companion into hand this game (116.2g)</source>
        <translation>このプレイヤーはこのゲームですでに相棒を手札に加えた（116.2g）</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>チーム</translation>
    </message>
    <message>
        <source>Foretold</source>
        <translation>予顕済み</translation>
    </message>
    <message>
        <source>Pool</source>
        <translation>プール</translation>
    </message>
    <message>
        <source>Rename player</source>
        <translation>プレイヤー名を変更</translation>
    </message>
    <message>
        <source>Set team</source>
        <translation>チームを設定</translation>
    </message>
    <message>
        <source>Set life</source>
        <translation>ライフを設定</translation>
    </message>
    <message>
        <source>Set companion used</source>
        <translation>相棒使用済みを設定</translation>
    </message>
    <message>
        <source>Not changed: {reason}</source>
        <translation>変更されなかった：{reason}</translation>
    </message>
    <message>
        <source>Set mana pool</source>
        <translation>マナ・プールを設定</translation>
    </message>
    <message>
        <source>Set cards foretold</source>
        <translation>予顕したカードを設定</translation>
    </message>
    <message>
        <source>active player</source>
        <translation>アクティブ・プレイヤー</translation>
    </message>
    <message>
        <source>holds priority</source>
        <translation>優先権あり</translation>
    </message>
</context>
<context>
    <name>PracticePanel</name>
    <message>
        <source>What it is about</source>
        <translation>対象となるもの</translation>
    </message>
    <message>
        <source>Special action</source>
        <translation>特別な処理</translation>
    </message>
    <message>
        <source>Add my answer</source>
        <translation>解答に追加</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>取り除く</translation>
    </message>
    <message>
        <source>My answers</source>
        <translation>自分の解答</translation>
    </message>
    <message>
        <source>Which special actions may {player} take now? Add each one you think is legal, then Reveal and score.</source>
        <translation>{player}が今行える特別な処理はどれか？ 適正だと思うものをそれぞれ追加し、「答え合わせ」を押す。</translation>
    </message>
    <message>
        <source>the planar die</source>
        <translation>次元ダイス</translation>
    </message>
    <message>
        <source>effect of {source} ({controller})</source>
        <translation>{source}の効果（{controller}）</translation>
    </message>
    <message>
        <source>{what}: legal</source>
        <translation>{what}：適正</translation>
    </message>
    <message>
        <source>Missed: {option}{cost} is legal ({rule})</source>
        <translation>見落とし：{option}{cost}は適正（{rule}）</translation>
    </message>
</context>
<context>
    <name>Prompts</name>
    <message>
        <source>End the quiz?</source>
        <translation>クイズを終了しますか？</translation>
    </message>
    <message>
        <source>Questions answered: {answered} of {total}. Your answers are kept in your progress; the questions left will not be asked.</source>
        <translation>解答済み：{total}問中{answered}問。解答は進捗に保存されています。残りの問題は出題されません。</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>未保存の変更</translation>
    </message>
    <message>
        <source>The board has unsaved changes. Save them?</source>
        <translation>盤面に未保存の変更がある。保存するか?</translation>
    </message>
    <message>
        <source>Restore the board?</source>
        <translation>盤面を復元するか?</translation>
    </message>
    <message>
        <source>judgeapp did not close properly last time. Restore the board “{board}”, autosaved {when}?</source>
        <translation>前回judgeappは正しく終了しませんでした。{when}に自動保存された盤面「{board}」を復元しますか？</translation>
    </message>
    <message>
        <source>Answers not written</source>
        <translation>書き込まれていない解答</translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s) given in this window could not be written to the progress file: {error}

Free some space or make the folder writable, then choose Retry. Discard closes the window without them.</source>
        <translation>
            <numerusform>このウィンドウでの%n件の解答を進捗ファイルに書き込めませんでした：{error}

空き容量を増やすかフォルダーを書き込み可能にしてから、「再試行」を選んでください。「変更を破棄」を選ぶと、それらを書き込まずにウィンドウを閉じます。</numerusform>
        </translation>
    </message>
    <message>
        <source>Open scenario</source>
        <translation>シナリオを開く</translation>
    </message>
    <message>
        <source>Scenarios (*.json);;All files (*)</source>
        <translation>シナリオ (*.json);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Download the card set?</source>
        <translation>カード・セットをダウンロードしますか？</translation>
    </message>
    <message>
        <source>Download every Magic card from {source} (about 100-200 MB) and import it? The cards judgeapp uses now stay in use until the import has succeeded.</source>
        <translation>{source}からすべてのマジックのカード（約100〜200 MB）をダウンロードして取り込みますか？取り込みが成功するまで、今使っているカードがそのまま使われます。</translation>
    </message>
    <message>
        <source>Import the card set</source>
        <translation>カード・セットを取り込む</translation>
    </message>
    <message>
        <source>Card data (MTGJSON AtomicCards, Scryfall Oracle Cards) (*.json);;All files (*)</source>
        <translation>カード・データ（MTGJSON AtomicCards、Scryfall Oracle Cards） (*.json);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Save scenario</source>
        <translation>シナリオを保存</translation>
    </message>
    <message>
        <source>Scenarios (*.json)</source>
        <translation>シナリオ (*.json)</translation>
    </message>
    <message>
        <source>Save report as HTML</source>
        <translation>結果をHTMLで保存</translation>
    </message>
    <message>
        <source>Web pages (*.html *.htm)</source>
        <translation>Webページ (*.html *.htm)</translation>
    </message>
    <message>
        <source>Save report as PDF</source>
        <translation>結果をPDFで保存</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF文書 (*.pdf)</translation>
    </message>
</context>
<context>
    <name>QuizWindow</name>
    <message>
        <source>Quiz — judgeapp</source>
        <translation>クイズ — judgeapp</translation>
    </message>
    <message>
        <source>Progress file damaged</source>
        <translation>進捗ファイルが壊れている</translation>
    </message>
    <message numerus="yes">
        <source>The progress file could not be read. It was kept as {backup}; the %n answer(s) that could still be read were copied into a new one.</source>
        <translation>
            <numerusform>進捗ファイルを読み込めなかった。{backup}として保存し、まだ読み取れた%n件の解答を新しいファイルにコピーした。</numerusform>
        </translation>
    </message>
    <message>
        <source>Progress file can't be written</source>
        <translation>進捗ファイルに書き込めない</translation>
    </message>
    <message>
        <source>The progress file {path} can't be written now: {error}

Nothing in it was changed. Answers given in this window are kept until it can be written; closing the window before then loses them.</source>
        <translation>進捗ファイル{path}に現在書き込めません：{error}

ファイルの内容は何も変更していません。このウィンドウでの解答は書き込めるようになるまで保持されます。それまでにウィンドウを閉じると失われます。</translation>
    </message>
    <message>
        <source>Practice (feedback after each question)</source>
        <translation>練習（1問ごとに解説）</translation>
    </message>
    <message>
        <source>Exam (timer, feedback at the end)</source>
        <translation>試験（タイマーあり、解説は最後）</translation>
    </message>
    <message>
        <source>Generated situations</source>
        <translation>自動生成の状況</translation>
    </message>
    <message>
        <source>The scenario library (authored situations)</source>
        <translation>シナリオ・ライブラリー（作成済みの状況）</translation>
    </message>
    <message>
        <source>Everything</source>
        <translation>すべて</translation>
    </message>
    <message>
        <source>My weak spots</source>
        <translation>苦手なところ</translation>
    </message>
    <message>
        <source>1 — the plain rules</source>
        <translation>1 — 基本のルール</translation>
    </message>
    <message>
        <source>2 — effects that change them</source>
        <translation>2 — ルールを変える効果</translation>
    </message>
    <message>
        <source>3 — traps and near misses</source>
        <translation>3 — 罠と惜しい状況</translation>
    </message>
    <message>
        <source>None</source>
        <translation>なし</translation>
    </message>
    <message>
        <source> min</source>
        <translation> 分</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>開始(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Progress by rule…</source>
        <translation>ルール別の進捗(&amp;P)…</translation>
    </message>
    <message>
        <source>Save a set to p&amp;rint…</source>
        <translation>印刷用に問題を保存(&amp;R)…</translation>
    </message>
    <message>
        <source>&amp;Mode</source>
        <translation>モード(&amp;M)</translation>
    </message>
    <message>
        <source>Questions &amp;from</source>
        <translation>出題元(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Train</source>
        <translation>練習対象(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Difficulty</source>
        <translation>難易度(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Questions</source>
        <translation>問題数(&amp;Q)</translation>
    </message>
    <message>
        <source>S&amp;eed (same seed, same questions)</source>
        <translation>シード(&amp;E)（同じシードなら同じ問題）</translation>
    </message>
    <message>
        <source>Time &amp;limit (exam)</source>
        <translation>制限時間(&amp;L)（試験）</translation>
    </message>
    <message>
        <source>Two players and the plain rules: whose turn, which step, who holds priority, what is on the stack.</source>
        <translation>2人対戦と基本のルール：誰のターンか、どのステップか、誰が優先権を持つか、スタックに何があるか。</translation>
    </message>
    <message>
        <source>Effects that change the rules (Teferi, Silence, Exploration, split second…), red herrings, multiplayer games and Two-Headed Giant.</source>
        <translation>ルールを変える効果（テフェリー、沈黙、踏査、刹那…）、ひっかけ、多人数戦と双頭巨人戦。</translation>
    </message>
    <message>
        <source>Traps that decide the answer, as a judge exam sets them: one detail makes the likely answer wrong.</source>
        <translation>ジャッジ試験のように答えを左右するひっかけ：ひとつの細部が、ありがちな答えを誤りにする。</translation>
    </message>
    <message>
        <source>Every rule weighs the same until you have answered some questions.</source>
        <translation>いくつか問題に答えるまでは、どのルールも同じ重みです。</translation>
    </message>
    <message>
        <source>No answers yet. Each answer is logged as you give it: Progress by rule charts them, and My weak spots asks more about the rules you miss.</source>
        <translation>まだ回答がありません。回答は答えるたびに記録されます。「ルール別の進捗」がグラフにし、「苦手なところ」は間違えたルールをより多く出題します。</translation>
    </message>
    <message numerus="yes">
        <source>Your answers so far: %n, {percent} right.</source>
        <translation>
            <numerusform>これまでの回答：%n問、正解率{percent}。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>In the last 7 days: %n, {percent} right.</source>
        <translation>
            <numerusform>直近7日間：%n問、正解率{percent}。</numerusform>
        </translation>
    </message>
    <message>
        <source>None in the last 7 days.</source>
        <translation>直近7日間はありません。</translation>
    </message>
    <message>
        <source>No questions</source>
        <translation>問題がない</translation>
    </message>
    <message>
        <source>No questions could be made with these settings.</source>
        <translation>この設定では問題を作れなかった。</translation>
    </message>
    <message numerus="yes">
        <source>Only %n different question(s) can be made with these settings.</source>
        <translation>
            <numerusform>この設定で作れる異なる問題は%n問だけだ。</numerusform>
        </translation>
    </message>
    <message>
        <source>Save a set to print</source>
        <translation>印刷用に問題を保存</translation>
    </message>
    <message numerus="yes">
        <source>Saved a set of %n question(s), with its answer key: {path}</source>
        <translation>
            <numerusform>%n問を解答付きで保存しました：{path}</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Answer (Enter)</source>
        <translation>解答(&amp;A)（Enter）</translation>
    </message>
    <message>
        <source>Explanation</source>
        <translation>解説</translation>
    </message>
    <message>
        <source>Question {n} of {total}</source>
        <translation>第{n}問/全{total}問</translation>
    </message>
    <message>
        <source> (select all that apply)</source>
        <translation>（当てはまるものをすべて選ぶ）</translation>
    </message>
    <message>
        <source>The progress file can't be written: {error}. This answer is kept in memory and written as soon as the file can be; closing the quiz window before then loses it.</source>
        <translation>進捗ファイルに書き込めません：{error}。この解答はメモリに保持され、書き込めるようになりしだい書き込まれます。それまでにクイズのウィンドウを閉じると失われます。</translation>
    </message>
    <message>
        <source>The progress file can't be written now: {error}. This answer is kept beside it and will be written to it as soon as it can be.</source>
        <translation>進捗ファイルに現在書き込めません：{error}。この解答は隣のファイルに保持され、書き込めるようになりしだい書き込まれます。</translation>
    </message>
    <message>
        <source>The progress file is busy: this answer is kept and will be written to it as soon as it is free.</source>
        <translation>進捗ファイルは使用中です。この解答は保持され、ファイルが空きしだい書き込まれます。</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>結果</translation>
    </message>
    <message numerus="yes">
        <source>&amp;Retry %n missed question(s)</source>
        <translation>
            <numerusform>間違えた%n問をもう一度(&amp;R)</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Finish (Enter)</source>
        <translation>終了(&amp;F)（Enter）</translation>
    </message>
    <message>
        <source>Asked most now:</source>
        <translation>今いちばん多く出題されるもの：</translation>
    </message>
    <message>
        <source>&amp;Next question (Enter)</source>
        <translation>次の問題(&amp;N)（Enter）</translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s) left.</source>
        <translation>
            <numerusform>残り%n分。</numerusform>
        </translation>
    </message>
    <message>
        <source>Save report as &amp;HTML…</source>
        <translation>結果をHTMLで保存(&amp;H)…</translation>
    </message>
    <message>
        <source>Save report as &amp;PDF…</source>
        <translation>結果をPDFで保存(&amp;P)…</translation>
    </message>
    <message>
        <source>&amp;New quiz</source>
        <translation>新しいクイズ(&amp;N)</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>保存できない</translation>
    </message>
</context>
<context>
    <name>SituationPanel</name>
    <message>
        <source>Title of the situation</source>
        <translation>状況のタイトル</translation>
    </message>
    <message>
        <source>The situation in words: what happened, and the question a judge asks</source>
        <translation>状況の説明：何が起きたか、そしてジャッジが問う質問</translation>
    </message>
    <message>
        <source>Description of the situation</source>
        <translation>状況の説明</translation>
    </message>
    <message>
        <source>Edit the title</source>
        <translation>タイトルを編集</translation>
    </message>
    <message>
        <source>Edit the description</source>
        <translation>説明を編集</translation>
    </message>
</context>
<context>
    <name>StackItemDialog</name>
    <message>
        <source>Add to the stack</source>
        <translation>スタックに追加</translation>
    </message>
    <message>
        <source>Edit the stack item</source>
        <translation>スタック上のオブジェクトを編集</translation>
    </message>
    <message>
        <source>Card name of a spell, or leave empty for an ability</source>
        <translation>呪文のカード名（能力なら空欄）</translation>
    </message>
    <message>
        <source>What the ability or spell does (optional)</source>
        <translation>能力や呪文の内容（任意）</translation>
    </message>
    <message>
        <source>Cast face down (morph, disguise)</source>
        <translation>裏向きで唱えた（変異、変装）</translation>
    </message>
    <message>
        <source>A copy of a spell: not cast (707.10)</source>
        <translation>呪文のコピー：唱えられていない（707.10）</translation>
    </message>
    <message>
        <source>Targets</source>
        <translation>対象</translation>
    </message>
    <message>
        <source>Spell</source>
        <translation>呪文</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>カード</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>テキスト</translation>
    </message>
    <message>
        <source>Controller</source>
        <translation>コントローラー</translation>
    </message>
    <message>
        <source>Targets (tick each)</source>
        <translation>対象（それぞれにチェック）</translation>
    </message>
    <message>
        <source>{card} is a land: a land is played, never cast (305.1, 305.9).</source>
        <translation>{card}は土地である。土地はプレイするものであり、唱えることはない（305.1、305.9）。</translation>
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
        <translation>ルール別の進捗</translation>
    </message>
    <message>
        <source>All rules</source>
        <translation>すべてのルール</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>ルール</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>正解</translation>
    </message>
    <message>
        <source>Answered</source>
        <translation>解答数</translation>
    </message>
    <message>
        <source>% right</source>
        <translation>正答率</translation>
    </message>
    <message>
        <source>A question that asks you to mark every special action counts once under each rule among its actions; “All rules” counts each answer once.</source>
        <translation>特別な処理をすべて選ぶ問題は、選択肢の処理のルールごとに１回ずつ数えます。「すべてのルール」は各解答を１回だけ数えます。</translation>
    </message>
</context>
<context>
    <name>TurnBar</name>
    <message>
        <source>Turn number</source>
        <translation>ターン数</translation>
    </message>
    <message>
        <source>Active player</source>
        <translation>アクティブ・プレイヤー</translation>
    </message>
    <message>
        <source>Priority</source>
        <translation>優先権</translation>
    </message>
    <message>
        <source>Planechase</source>
        <translation>プレインチェイス</translation>
    </message>
    <message>
        <source>Conspiracy Draft</source>
        <translation>コンスピラシー・ドラフト</translation>
    </message>
    <message>
        <source>Two-Headed Giant</source>
        <translation>双頭巨人戦</translation>
    </message>
    <message>
        <source>Lands played this turn</source>
        <translation>このターンにプレイした土地</translation>
    </message>
    <message>
        <source>Planar die special actions this turn</source>
        <translation>このターンに特別な処理として次元ダイスを振った回数</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>ターン</translation>
    </message>
    <message>
        <source>Lands played</source>
        <translation>プレイした土地</translation>
    </message>
    <message>
        <source>Planar rolls</source>
        <translation>次元ダイス</translation>
    </message>
    <message>
        <source>Pass priority</source>
        <translation>優先権をパス</translation>
    </message>
    <message>
        <source>The priority holder passes (117.3d); when all have passed, the top of the stack resolves or the step ends (117.4)</source>
        <translation>優先権を持つプレイヤーがパスする（117.3d）。全員がパスすると、スタックの一番上が解決されるかステップが終わる（117.4）</translation>
    </message>
    <message>
        <source>Next step</source>
        <translation>次のステップ</translation>
    </message>
    <message>
        <source>All players pass with an empty stack: the next step or phase begins (500.2)</source>
        <translation>スタックが空の状態で全プレイヤーがパスする：次のステップかフェイズが始まる（500.2）</translation>
    </message>
    <message>
        <source>Set turn</source>
        <translation>ターンを設定</translation>
    </message>
    <message>
        <source>Set active player</source>
        <translation>アクティブ・プレイヤーを設定</translation>
    </message>
    <message>
        <source>Set priority</source>
        <translation>優先権を設定</translation>
    </message>
    <message>
        <source>Set lands played</source>
        <translation>プレイした土地を設定</translation>
    </message>
    <message>
        <source>Set planar rolls</source>
        <translation>次元ダイスの回数を設定</translation>
    </message>
    <message>
        <source>Set game variant</source>
        <translation>変種ルールを設定</translation>
    </message>
    <message>
        <source>Go to {step}</source>
        <translation>{step}へ</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>なし</translation>
    </message>
</context>
<context>
    <name>TurnFactsDialog</name>
    <message>
        <source>Turn facts</source>
        <translation>ターンの記録</translation>
    </message>
    <message>
        <source>Lands put onto the battlefield by effects (305.4)</source>
        <translation>効果によって戦場に出た土地（305.4）</translation>
    </message>
    <message>
        <source>Planar die rolled as a special action (901.9)</source>
        <translation>特別な処理として振った次元ダイス（901.9）</translation>
    </message>
    <message>
        <source>Planar die rolled by effects (not counted, 901.9)</source>
        <translation>効果によって振った次元ダイス（数えない、901.9）</translation>
    </message>
    <message>
        <source>Spells cast this turn (601.3)</source>
        <translation>このターンに唱えた呪文（601.3）</translation>
    </message>
    <message>
        <source>Cast with Add…: {cards} (a lower count forgets them)</source>
        <translation>「追加…」で唱えた呪文：{cards}（数を減らすと記録は消える）</translation>
    </message>
</context>
<context>
    <name>VerdictModel</name>
    <message>
        <source>Special action</source>
        <translation>特別な処理</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>判定</translation>
    </message>
    <message>
        <source>nothing to do</source>
        <translation>対象なし</translation>
    </message>
    <message>
        <source>?</source>
        <translation>?</translation>
    </message>
    <message numerus="yes">
        <source>%n legal</source>
        <translation>
            <numerusform>%n個適正</numerusform>
        </translation>
    </message>
    <message>
        <source>not legal</source>
        <translation>不適正</translation>
    </message>
    <message>
        <source>legal</source>
        <translation>適正</translation>
    </message>
</context>
<context>
    <name>VerdictPanel</name>
    <message>
        <source>Show special actions for</source>
        <translation>特別な処理を表示するプレイヤー</translation>
    </message>
    <message>
        <source>Hide answers (practice)</source>
        <translation>答えを隠す（練習）</translation>
    </message>
    <message>
        <source>Reveal and score</source>
        <translation>答え合わせ</translation>
    </message>
    <message>
        <source>Special actions and their verdicts</source>
        <translation>特別な処理とその判定</translation>
    </message>
    <message>
        <source>Take this action</source>
        <translation>この処理を行う</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>戻る</translation>
    </message>
    <message>
        <source>Copy ruling</source>
        <translation>裁定をコピー</translation>
    </message>
    <message>
        <source>The situation, the answer, the reason and the rules quoted, ready to paste</source>
        <translation>状況、答え、理由、引用したルールを貼り付けられる形で</translation>
    </message>
    <message>
        <source>Copy as plain text</source>
        <translation>プレーンテキストでコピー</translation>
    </message>
    <message>
        <source>Copy as Markdown</source>
        <translation>Markdownでコピー</translation>
    </message>
    <message>
        <source>Special actions for</source>
        <translation>特別な処理：</translation>
    </message>
    <message>
        <source>Ruling</source>
        <translation>裁定</translation>
    </message>
    <message>
        <source>Priority holder ({pid})</source>
        <translation>優先権を持つプレイヤー（{pid}）</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>Select a special action to read its rule and every condition checked; the links open the rules they cite.</source>
        <translation>特別な処理を選ぶと、そのルールと確認したすべての条件が表示される。リンクから引用されたルールを開ける。</translation>
    </message>
    <message>
        <source>%1 of %2 right (answers named and legal actions missed).</source>
        <translation>%2件中%1件正解（挙げた解答と見落とした適正な処理）。</translation>
    </message>
    <message>
        <source>Take: {label}</source>
        <translation>実行：{label}</translation>
    </message>
</context>
<context>
    <name>app</name>
    <message>
        <source>judgeapp can't start: it keeps your autosaved boards, settings and quiz progress in its data folder, and can't use it.

{error}

Make that folder writable, or set JUDGEAPP_DATA_DIR to a folder you can write.</source>
        <translation>judgeappを起動できません。自動保存した盤面、設定、クイズの進み具合はデータ・フォルダーに保存しますが、そのフォルダーを使えません。

{error}

そのフォルダーを書き込み可能にするか、JUDGEAPP_DATA_DIRに書き込めるフォルダーを指定してください。</translation>
    </message>
</context>
<context>
    <name>dates</name>
    <message>
        <source>MMMM d, yyyy</source>
        <translation>yyyy年M月d日</translation>
    </message>
    <message>
        <source>MMM d, yyyy</source>
        <translation>yyyy年M月d日</translation>
    </message>
    <message>
        <source>MMMM yyyy</source>
        <translation>yyyy年M月</translation>
    </message>
    <message>
        <source>MMMM d, yyyy 'at' h:mm AP</source>
        <translation>yyyy年M月d日 H:mm</translation>
    </message>
</context>
<context>
    <name>models</name>
    <message>
        <source>Move to {zone}</source>
        <translation>{zone}へ移動</translation>
    </message>
    <message>
        <source>Reorder the stack</source>
        <translation>スタックを並べ替え</translation>
    </message>
    <message>
        <source>, turn {turn}</source>
        <translation>、ターン{turn}</translation>
    </message>
</context>
<context>
    <name>shortcuts</name>
    <message>
        <source>Tap or untap the selected card</source>
        <translation>選択したカードをタップ/アンタップ</translation>
    </message>
    <message>
        <source>Turn the selected card face down or face up</source>
        <translation>選択したカードを裏向き/表向きにする</translation>
    </message>
    <message>
        <source>Add a counter (the kind it has; time in exile; else +1/+1)</source>
        <translation>カウンターを置く（既にある種類、追放領域では時間、それ以外は+1/+1）</translation>
    </message>
    <message>
        <source>Remove a counter</source>
        <translation>カウンターを1個取り除く</translation>
    </message>
    <message>
        <source>Move the selected card to its player's next zone</source>
        <translation>選択したカードをそのプレイヤーの次の領域へ移動</translation>
    </message>
    <message>
        <source>Remove the selected card</source>
        <translation>選択したカードを取り除く</translation>
    </message>
    <message>
        <source>Every other change to the selected card (its menu)</source>
        <translation>選択したカードへのその他の変更（メニュー）</translation>
    </message>
    <message>
        <source>Move the selected stack object up or down</source>
        <translation>選択したスタック上のオブジェクトを上下に移動</translation>
    </message>
    <message>
        <source>Quiz: choose an answer</source>
        <translation>クイズ：選択肢を選ぶ</translation>
    </message>
    <message>
        <source>Quiz: answer, then the next question</source>
        <translation>クイズ：解答し、次の問題へ</translation>
    </message>
    <message>
        <source>Quiz: full screen, or back</source>
        <translation>クイズ：全画面表示、または元に戻す</translation>
    </message>
    <message>
        <source>Rule look-up: from the words typed to the list of what they found</source>
        <translation>ルールの検索：入力した語句から検索結果の一覧へ移る</translation>
    </message>
    <message>
        <source>Rule look-up: close its window</source>
        <translation>ルールの検索：そのウィンドウを閉じる</translation>
    </message>
    <message>
        <source>Move the selected card to its player's zone: {zone}</source>
        <translation>選択したカードをそのプレイヤーの領域へ移動：{zone}</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>キーボード・ショートカット</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>キー</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>操作</translation>
    </message>
</context>
<context>
    <name>steps</name>
    <message>
        <source>Untap</source>
        <translation>アンタップ</translation>
    </message>
    <message>
        <source>Upkeep</source>
        <translation>アップキープ</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>ドロー</translation>
    </message>
    <message>
        <source>Main 1</source>
        <translation>メイン1</translation>
    </message>
    <message>
        <source>Begin combat</source>
        <translation>戦闘開始</translation>
    </message>
    <message>
        <source>Attackers</source>
        <translation>攻撃指定</translation>
    </message>
    <message>
        <source>Blockers</source>
        <translation>ブロック指定</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>ダメージ</translation>
    </message>
    <message>
        <source>End combat</source>
        <translation>戦闘終了</translation>
    </message>
    <message>
        <source>Main 2</source>
        <translation>メイン2</translation>
    </message>
    <message>
        <source>End</source>
        <translation>終了</translation>
    </message>
    <message>
        <source>Cleanup</source>
        <translation>クリンナップ</translation>
    </message>
</context>
<context>
    <name>window</name>
    <message>
        <source>Something went wrong</source>
        <translation>問題が発生した</translation>
    </message>
    <message>
        <source>{error}

The board on screen is unchanged.</source>
        <translation>{error}

画面上の盤面は変わっていない。</translation>
    </message>
</context>
<context>
    <name>zones</name>
    <message>
        <source>Hand</source>
        <translation>手札</translation>
    </message>
    <message>
        <source>Battlefield</source>
        <translation>戦場</translation>
    </message>
    <message>
        <source>Graveyard</source>
        <translation>墓地</translation>
    </message>
    <message>
        <source>Exile</source>
        <translation>追放</translation>
    </message>
    <message>
        <source>Command zone</source>
        <translation>統率領域</translation>
    </message>
    <message>
        <source>Outside the game</source>
        <translation>ゲームの外部</translation>
    </message>
    <message>
        <source>Library (top)</source>
        <translation>ライブラリー（一番上）</translation>
    </message>
    <message>
        <source>Phased out</source>
        <translation>フェイズ・アウト</translation>
    </message>
</context>
</TS>
