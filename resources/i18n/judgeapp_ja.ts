<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
<context>
    <name />
    <message>
        <location filename="../../src/judgeapp/gui/labels.py" line="25" />
        <source>[face down: {how}]</source>
        <translation>[裏向き:{how}]</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/labels.py" line="27" />
        <source>(tapped)</source>
        <translation>(タップ状態)</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/labels.py" line="31" />
        <source>unlocked: {doors}</source>
        <translation>開放:{doors}</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/labels.py" line="33" />
        <source>owner {owner}</source>
        <translation>オーナー {owner}</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/labels.py" line="35" />
        <source>attached to {target}</source>
        <translation>{target}につけられている</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/labels.py" line="37" />
        <source>foretold</source>
        <translation>予顕済み</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/labels.py" line="39" />
        <source>plotted</source>
        <translation>計画状態</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/labels.py" line="41" />
        <source>named {names}</source>
        <translation>選ばれた名前 {names}</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/labels.py" line="46" />
        <location filename="../../src/judgeapp/gui/labels.py" line="49" />
        <source>ability</source>
        <translation>能力</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/labels.py" line="48" />
        <source>face-down spell</source>
        <translation>裏向きの呪文</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/labels.py" line="49" />
        <source>spell</source>
        <translation>呪文</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/rule_html.py" line="38" />
        <source>Unofficial rules text</source>
        <translation>非公式のルール・テキスト</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/rule_html.py" line="56" />
        <source>Rule</source>
        <translation>ルール</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/rule_html.py" line="56" />
        <source>No such rule in this edition.</source>
        <translation>この版にはそのルールはない。</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/rule_html.py" line="64" />
        <source>Comprehensive Rules effective</source>
        <translation>総合ルール 発効日</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/rule_html.py" line="81" />
        <source>cost</source>
        <translation>コスト</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/rule_html.py" line="86" />
        <source>LEGAL</source>
        <translation>適正</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/rule_html.py" line="86" />
        <source>NOT LEGAL</source>
        <translation>不適正</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/rule_html.py" line="88" />
        <source>Conditions checked</source>
        <translation>確認した条件</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/rule_html.py" line="93" />
        <source>Notes</source>
        <translation>注</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/rule_html.py" line="99" />
        <source>The rule</source>
        <translation>ルール</translation>
    </message>
</context>
<context>
    <name>AccuracyChart</name>
    <message>
        <location filename="../../src/judgeapp/gui/stats.py" line="34" />
        <source>No answers yet</source>
        <translation>まだ解答がない</translation>
    </message>
</context>
<context>
    <name>AddCardBar</name>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="170" />
        <source>Player to add the card for</source>
        <translation>カードを追加するプレイヤー</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="175" />
        <source>Card name (English or translated)…</source>
        <translation>カード名(英語または翻訳名)…</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="176" />
        <source>Card name</source>
        <translation>カード名</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="178" />
        <source>Add card</source>
        <translation>カードを追加</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="181" />
        <source>Add</source>
        <translation>追加</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="183" />
        <source>to</source>
        <translation>→</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="213" />
        <source>Add {card}</source>
        <translation>{card}を追加</translation>
    </message>
</context>
<context>
    <name>BoardWidget</name>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="240" />
        <location filename="../../src/judgeapp/gui/board.py" line="261" />
        <source>Stack (top first)</source>
        <translation>スタック(一番上から)</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="244" />
        <location filename="../../src/judgeapp/gui/board.py" line="255" />
        <source>Add…</source>
        <translation>追加…</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="244" />
        <source>Up</source>
        <translation>上へ</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="245" />
        <source>Down</source>
        <translation>下へ</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="245" />
        <location filename="../../src/judgeapp/gui/board.py" line="256" />
        <source>Remove</source>
        <translation>取り除く</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="252" />
        <location filename="../../src/judgeapp/gui/board.py" line="264" />
        <source>Active effects</source>
        <translation>効果</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="255" />
        <source>Edit…</source>
        <translation>編集…</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="280" />
        <source>Move stack item up</source>
        <translation>スタックで上へ移動</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="283" />
        <source>Move stack item down</source>
        <translation>スタックで下へ移動</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="306" />
        <location filename="../../src/judgeapp/gui/board.py" line="310" />
        <location filename="../../src/judgeapp/gui/board.py" line="322" />
        <source>Add to the stack</source>
        <translation>スタックに追加</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="307" />
        <source>Card name of a spell, or leave empty for an ability</source>
        <translation>呪文のカード名(能力なら空欄)</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="310" />
        <source>Controller</source>
        <translation>コントローラー</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="316" />
        <source>Unknown card</source>
        <translation>不明なカード</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="320" />
        <source>an ability</source>
        <translation>能力</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="333" />
        <source>Remove from the stack</source>
        <translation>スタックから取り除く</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="340" />
        <source>Add effect</source>
        <translation>効果を追加</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="354" />
        <source>Edit effect</source>
        <translation>効果を編集</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="360" />
        <source>Effect not added</source>
        <translation>効果は追加されなかった</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="365" />
        <source>Remove effect</source>
        <translation>効果を取り除く</translation>
    </message>
</context>
<context>
    <name>CountersDialog</name>
    <message>
        <location filename="../../src/judgeapp/gui/dialogs.py" line="94" />
        <source>Counters</source>
        <translation>カウンター</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/dialogs.py" line="97" />
        <source>One per line, name: amount</source>
        <translation>1行に1つ、名前: 個数</translation>
    </message>
</context>
<context>
    <name>CustomCardDialog</name>
    <message>
        <location filename="../../src/judgeapp/gui/dialogs.py" line="115" />
        <source>Custom card</source>
        <translation>カスタム・カード</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/dialogs.py" line="120" />
        <source>Creature — Angel</source>
        <translation>クリーチャー — 天使</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/dialogs.py" line="122" />
        <source>Flying
Morph {2}{W}{W}</source>
        <translation>飛行
変異 {2}{W}{W}</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/dialogs.py" line="124" />
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/dialogs.py" line="125" />
        <source>Mana cost</source>
        <translation>マナ・コスト</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/dialogs.py" line="126" />
        <source>Type line</source>
        <translation>タイプ行</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/dialogs.py" line="127" />
        <source>Oracle text</source>
        <translation>オラクル・テキスト</translation>
    </message>
</context>
<context>
    <name>EffectDialog</name>
    <message>
        <location filename="../../src/judgeapp/gui/dialogs.py" line="143" />
        <source>Active effect</source>
        <translation>効果</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/dialogs.py" line="161" />
        <source>Source card</source>
        <translation>発生源のカード</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/dialogs.py" line="162" />
        <source>Controller</source>
        <translation>コントローラー</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/dialogs.py" line="163" />
        <source>Affected player</source>
        <translation>影響を受けるプレイヤー</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/dialogs.py" line="164" />
        <source>Created on turn</source>
        <translation>生成されたターン</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/dialogs.py" line="165" />
        <source>Note</source>
        <translation>メモ</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="118" />
        <source>Board warnings</source>
        <translation>盤面の警告</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="135" />
        <source>The translation for {lang} could not be loaded.</source>
        <translation>{lang}の翻訳を読み込めなかった。</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="152" />
        <source>Cannot use {path}: {error}</source>
        <translation>{path}を使えない:{error}</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="164" />
        <source>Cannot use this rules file</source>
        <translation>このルール・ファイルは使えない</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="168" />
        <source>official</source>
        <translation>公式</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="168" />
        <source>unofficial</source>
        <translation>非公式</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="169" />
        <source>Using {name} ({label}, {count} rules)</source>
        <translation>{name}を使用中({label}、{count}ルール)</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="196" />
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="197" />
        <source>&amp;New</source>
        <translation>新規(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="198" />
        <source>&amp;Open…</source>
        <translation>開く(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="199" />
        <source>Open &amp;Recent</source>
        <translation>最近使ったファイル(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="200" />
        <source>Open &amp;Example</source>
        <translation>例を開く(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="204" />
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="205" />
        <source>Save &amp;As…</source>
        <translation>名前を付けて保存(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="207" />
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="210" />
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="211" />
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="213" />
        <source>&amp;Redo</source>
        <translation>やり直し(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="218" />
        <source>Add &amp;card by name</source>
        <translation>名前でカードを追加(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="219" />
        <source>&amp;Custom card…</source>
        <translation>カスタム・カード(&amp;C)…</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="220" />
        <source>Add to the &amp;stack…</source>
        <translation>スタックに追加(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="221" />
        <source>Add active &amp;effect…</source>
        <translation>効果を追加(&amp;E)…</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="223" />
        <source>&amp;Board</source>
        <translation>盤面(&amp;B)</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="224" />
        <source>&amp;Take the selected special action</source>
        <translation>選んだ特別な処理を行う(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="225" />
        <source>Add &amp;player</source>
        <translation>プレイヤーを追加(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="226" />
        <source>&amp;Remove player…</source>
        <translation>プレイヤーを取り除く(&amp;R)…</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="228" />
        <source>&amp;Quiz</source>
        <translation>クイズ(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="229" />
        <source>&amp;Start a quiz…</source>
        <translation>クイズを始める(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="231" />
        <source>&amp;Language</source>
        <translation>言語(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="238" />
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="239" />
        <source>Rule &amp;116</source>
        <translation>ルール116(&amp;1)</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="241" />
        <source>Use another Comprehensive Rules file…</source>
        <translation>別の総合ルール・ファイルを使う…</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="242" />
        <source>Use the shipped Comprehensive Rules</source>
        <translation>同梱の総合ルールを使う</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="251" />
        <source>Untitled</source>
        <translation>無題</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="267" />
        <source>New board</source>
        <translation>新しい盤面</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="286" />
        <source>Cannot open this scenario</source>
        <translation>このシナリオを開けない</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="287" />
        <source>{path} could not be opened:
{lines}

The board on screen is unchanged.</source>
        <translation>{path}を開けなかった:
{lines}

画面上の盤面は変わっていない。</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="315" />
        <source>Cannot save</source>
        <translation>保存できない</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="315" />
        <source>{path} could not be saved: {error}</source>
        <translation>{path}を保存できなかった:{error}</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="318" />
        <source>Saved {path}</source>
        <translation>{path}を保存した</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="326" />
        <source>Autosave failed: {error}</source>
        <translation>自動保存に失敗した:{error}</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="344" />
        <source>Cannot restore</source>
        <translation>復元できない</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="363" />
        <source>Define {card}</source>
        <translation>{card}を定義</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="364" />
        <source>{card} can now be added by name.</source>
        <translation>{card}を名前で追加できるようになった。</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="368" />
        <source>A game has at most six players here.</source>
        <translation>ここでは1ゲームのプレイヤーは最大6人である。</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="370" />
        <source>Add player</source>
        <translation>プレイヤーを追加</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="375" />
        <source>A game needs at least two players.</source>
        <translation>ゲームには少なくとも2人のプレイヤーが必要である。</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="377" />
        <source>Remove player</source>
        <translation>プレイヤーを取り除く</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="377" />
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/main_window.py" line="379" />
        <source>Remove player {pid}</source>
        <translation>プレイヤー{pid}を取り除く</translation>
    </message>
</context>
<context>
    <name>ObjectMenu</name>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="41" />
        <source>Move to {zone}</source>
        <translation>{zone}へ移動</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="45" />
        <location filename="../../src/judgeapp/gui/object_menu.py" line="63" />
        <source>Untap</source>
        <translation>アンタップ</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="45" />
        <location filename="../../src/judgeapp/gui/object_menu.py" line="63" />
        <source>Tap</source>
        <translation>タップ</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="48" />
        <source>Remove card</source>
        <translation>カードを取り除く</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="55" />
        <source>Move to</source>
        <translation>移動先</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="66" />
        <source>Face down</source>
        <translation>裏向き</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="68" />
        <source>Face up</source>
        <translation>表向き</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="71" />
        <source>Set face down</source>
        <translation>裏向きにする</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="72" />
        <source>Counters…</source>
        <translation>カウンター…</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="75" />
        <source>Doors</source>
        <translation>ドア</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="77" />
        <source>{door} unlocked</source>
        <translation>{door}開放</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="81" />
        <source>Owner</source>
        <translation>オーナー</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="87" />
        <source>Set owner</source>
        <translation>オーナーを設定</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="88" />
        <source>Attach to…</source>
        <translation>つける…</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="89" />
        <source>Chosen name…</source>
        <translation>選ばれた名前…</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="91" />
        <source>Foretold</source>
        <translation>予顕済み</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="91" />
        <source>Plotted</source>
        <translation>計画状態</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="95" />
        <source>Set {flag}</source>
        <translation>{flag}を設定</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="98" />
        <source>Chosen companion</source>
        <translation>選んだ相棒</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="103" />
        <source>Set companion</source>
        <translation>相棒を設定</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="105" />
        <source>Remove</source>
        <translation>取り除く</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="113" />
        <source>Set counters</source>
        <translation>カウンターを設定</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="118" />
        <source>Set doors</source>
        <translation>ドアを設定</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="122" />
        <source>Attach to</source>
        <translation>つける</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="122" />
        <source>Permanent</source>
        <translation>パーマネント</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="122" />
        <source>(nothing)</source>
        <translation>(なし)</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="124" />
        <source>Attach</source>
        <translation>つける</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="128" />
        <source>Chosen name</source>
        <translation>選ばれた名前</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="128" />
        <source>Card name(s), separated by ;</source>
        <translation>カード名(; で区切る)</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="132" />
        <source>Set chosen name</source>
        <translation>選ばれた名前を設定</translation>
    </message>
</context>
<context>
    <name>PlayerPanel</name>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="76" />
        <source>name</source>
        <translation>名前</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="77" />
        <source>Player name</source>
        <translation>プレイヤー名</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="80" />
        <source>team</source>
        <translation>チーム</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="84" />
        <location filename="../../src/judgeapp/gui/board.py" line="91" />
        <source>Life</source>
        <translation>ライフ</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="87" />
        <source>Cards foretold this turn</source>
        <translation>このターンに予顕したカード</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="88" />
        <source>Companion used</source>
        <translation>相棒使用済み</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="89" />
        <source>This player already put their companion into hand this game (116.2g)</source>
        <translation>このプレイヤーはこのゲームですでに相棒を手札に加えた(116.2g)</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="91" />
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="91" />
        <source>Team</source>
        <translation>チーム</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="92" />
        <source>Foretold</source>
        <translation>予顕済み</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="119" />
        <source>Rename player</source>
        <translation>プレイヤー名を変更</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="120" />
        <source>Set team</source>
        <translation>チームを設定</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="121" />
        <source>Set life</source>
        <translation>ライフを設定</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="122" />
        <source>Set companion used</source>
        <translation>相棒使用済みを設定</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="139" />
        <source>Set cards foretold</source>
        <translation>予顕したカードを設定</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="149" />
        <source>active player</source>
        <translation>アクティブ・プレイヤー</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/board.py" line="151" />
        <source>holds priority</source>
        <translation>優先権あり</translation>
    </message>
</context>
<context>
    <name>Prompts</name>
    <message>
        <location filename="../../src/judgeapp/gui/dialogs.py" line="29" />
        <source>Unsaved changes</source>
        <translation>未保存の変更</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/dialogs.py" line="29" />
        <source>The board has unsaved changes. Save them?</source>
        <translation>盤面に未保存の変更がある。保存するか?</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/dialogs.py" line="36" />
        <source>Restore the board?</source>
        <translation>盤面を復元するか?</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/dialogs.py" line="37" />
        <source>judgeapp did not close properly last time. Restore the board you were working on?</source>
        <translation>前回judgeappは正しく終了しなかった。作業中だった盤面を復元するか?</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/dialogs.py" line="41" />
        <source>Open scenario</source>
        <translation>シナリオを開く</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/dialogs.py" line="42" />
        <source>Scenarios (*.json);;All files (*)</source>
        <translation>シナリオ (*.json);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/dialogs.py" line="46" />
        <source>Save scenario</source>
        <translation>シナリオを保存</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/dialogs.py" line="47" />
        <source>Scenarios (*.json)</source>
        <translation>シナリオ (*.json)</translation>
    </message>
</context>
<context>
    <name>QuizWindow</name>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="39" />
        <source>Quiz — judgeapp</source>
        <translation>クイズ — judgeapp</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="44" />
        <source>Progress file damaged</source>
        <translation>進捗ファイルが壊れている</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="45" />
        <source>The progress file could not be read. It was kept as {backup} and a new one was started.</source>
        <translation>進捗ファイルを読めなかった。{backup}として保管し、新しいファイルを始めた。</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="72" />
        <source>Practice (feedback after each question)</source>
        <translation>練習(1問ごとに解説)</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="73" />
        <source>Exam (timer, feedback at the end)</source>
        <translation>試験(タイマーあり、解説は最後)</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="75" />
        <source>Everything</source>
        <translation>すべて</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="76" />
        <source>My weak spots</source>
        <translation>苦手なところ</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="78" />
        <source>Who holds priority after a special action</source>
        <translation>特別な処理の後に優先権を持つのは誰か</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="79" />
        <source>What is and is not a special action</source>
        <translation>特別な処理であるもの、ないもの</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="83" />
        <source>1 — the plain rules</source>
        <translation>1 — 基本のルール</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="83" />
        <source>2 — effects that change them</source>
        <translation>2 — ルールを変える効果</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="84" />
        <source>3 — traps and near misses</source>
        <translation>3 — 罠と惜しい状況</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="92" />
        <source>&amp;Start</source>
        <translation>開始(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="95" />
        <source>&amp;Progress by rule…</source>
        <translation>ルール別の進捗(&amp;P)…</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="97" />
        <source>&amp;Mode</source>
        <translation>モード(&amp;M)</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="98" />
        <source>&amp;Train</source>
        <translation>練習対象(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="99" />
        <source>&amp;Difficulty</source>
        <translation>難易度(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="100" />
        <source>&amp;Questions</source>
        <translation>問題数(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="101" />
        <source>S&amp;eed (same seed, same questions)</source>
        <translation>シード(&amp;E)(同じシードなら同じ問題)</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="116" />
        <source>No questions</source>
        <translation>問題がない</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="116" />
        <source>No questions could be made with these settings.</source>
        <translation>この設定では問題を作れなかった。</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="151" />
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="217" />
        <source>&amp;Answer (Enter)</source>
        <translation>解答(&amp;A)(Enter)</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="190" />
        <source>Question {n} of {total}</source>
        <translation>第{n}問/全{total}問</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="203" />
        <source> (select all that apply)</source>
        <translation>(当てはまるものをすべて選ぶ)</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="247" />
        <source>&amp;Finish (Enter)</source>
        <translation>終了(&amp;F)(Enter)</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="247" />
        <source>&amp;Next question (Enter)</source>
        <translation>次の問題(&amp;N)(Enter)</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="259" />
        <source>Right.</source>
        <translation>正解。</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="259" />
        <source>Not right.</source>
        <translation>不正解。</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="263" />
        <source> (your answer)</source>
        <translation>(あなたの解答)</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="283" />
        <source>Save report as &amp;HTML…</source>
        <translation>結果をHTMLで保存(&amp;H)…</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="284" />
        <source>Save report as &amp;PDF…</source>
        <translation>結果をPDFで保存(&amp;P)…</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="285" />
        <source>&amp;New quiz</source>
        <translation>新しいクイズ(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="311" />
        <source>Score</source>
        <translation>得点</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="311" />
        <source>Time</source>
        <translation>時間</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="311" />
        <source>By rule</source>
        <translation>ルール別</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="312" />
        <source>Rule</source>
        <translation>ルール</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="312" />
        <source>Right</source>
        <translation>正解</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/quiz_window.py" line="343" />
        <source>Cannot save</source>
        <translation>保存できない</translation>
    </message>
</context>
<context>
    <name>StatsView</name>
    <message>
        <location filename="../../src/judgeapp/gui/stats.py" line="55" />
        <source>Progress by rule</source>
        <translation>ルール別の進捗</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/stats.py" line="59" />
        <source>Rule</source>
        <translation>ルール</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/stats.py" line="59" />
        <source>Right</source>
        <translation>正解</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/stats.py" line="59" />
        <source>Answered</source>
        <translation>解答数</translation>
    </message>
</context>
<context>
    <name>TurnBar</name>
    <message>
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="39" />
        <source>Turn number</source>
        <translation>ターン数</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="41" />
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="70" />
        <source>Active player</source>
        <translation>アクティブ・プレイヤー</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="43" />
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="71" />
        <source>Priority</source>
        <translation>優先権</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="57" />
        <source>Planechase</source>
        <translation>プレインチェイス</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="58" />
        <source>Conspiracy Draft</source>
        <translation>コンスピラシー・ドラフト</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="59" />
        <source>Two-Headed Giant</source>
        <translation>双頭巨人戦</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="62" />
        <source>Lands played this turn</source>
        <translation>このターンにプレイした土地</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="65" />
        <source>Planar die special actions this turn</source>
        <translation>このターンに特別な処理として次元ダイスを振った回数</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="70" />
        <source>Turn</source>
        <translation>ターン</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="76" />
        <source>Lands played</source>
        <translation>プレイした土地</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="76" />
        <source>Planar rolls</source>
        <translation>次元ダイス</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="85" />
        <source>Set turn</source>
        <translation>ターンを設定</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="86" />
        <source>Set active player</source>
        <translation>アクティブ・プレイヤーを設定</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="88" />
        <source>Set priority</source>
        <translation>優先権を設定</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="91" />
        <source>Set lands played</source>
        <translation>プレイした土地を設定</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="93" />
        <source>Set planar rolls</source>
        <translation>次元ダイスの回数を設定</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="97" />
        <source>Set game variant</source>
        <translation>変種ルールを設定</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="116" />
        <source>Go to {step}</source>
        <translation>{step}へ</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="128" />
        <source>nobody</source>
        <translation>なし</translation>
    </message>
</context>
<context>
    <name>VerdictModel</name>
    <message>
        <location filename="../../src/judgeapp/gui/verdict_panel.py" line="31" />
        <source>Special action</source>
        <translation>特別な処理</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/verdict_panel.py" line="31" />
        <source>Verdict</source>
        <translation>判定</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/verdict_panel.py" line="44" />
        <source>nothing to do</source>
        <translation>対象なし</translation>
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
            <numerusform>%n個適正</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/verdict_panel.py" line="50" />
        <location filename="../../src/judgeapp/gui/verdict_panel.py" line="72" />
        <source>not legal</source>
        <translation>不適正</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/verdict_panel.py" line="64" />
        <source>Tick it if you think it is legal now</source>
        <translation>今適正だと思うならチェックする</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/verdict_panel.py" line="69" />
        <source>legal</source>
        <translation>適正</translation>
    </message>
</context>
<context>
    <name>VerdictPanel</name>
    <message>
        <location filename="../../src/judgeapp/gui/verdict_panel.py" line="103" />
        <source>Show special actions for</source>
        <translation>特別な処理を表示するプレイヤー</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/verdict_panel.py" line="104" />
        <source>Hide answers (practice)</source>
        <translation>答えを隠す(練習)</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/verdict_panel.py" line="105" />
        <source>Reveal and score</source>
        <translation>答え合わせ</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/verdict_panel.py" line="116" />
        <source>Take this action</source>
        <translation>この処理を行う</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/verdict_panel.py" line="118" />
        <source>Back</source>
        <translation>戻る</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/verdict_panel.py" line="125" />
        <source>Special actions for</source>
        <translation>特別な処理:</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/verdict_panel.py" line="172" />
        <source>Priority holder ({pid})</source>
        <translation>優先権を持つプレイヤー({pid})</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/verdict_panel.py" line="172" />
        <source>nobody</source>
        <translation>なし</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/verdict_panel.py" line="225" />
        <source>Select a special action to read its rule and every condition checked; the links open the rules they cite.</source>
        <translation>特別な処理を選ぶと、そのルールと確認したすべての条件が表示される。リンクから引用されたルールを開ける。</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/verdict_panel.py" line="259" />
        <source>You judged %1 of %2 options right.</source>
        <translation>%2個の選択肢のうち%1個を正しく判断した。</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/verdict_panel.py" line="317" />
        <source>Take: {label}</source>
        <translation>実行:{label}</translation>
    </message>
</context>
<context>
    <name>models</name>
    <message>
        <location filename="../../src/judgeapp/gui/models.py" line="191" />
        <source>Move to {zone}</source>
        <translation>{zone}へ移動</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/models.py" line="217" />
        <location filename="../../src/judgeapp/gui/models.py" line="227" />
        <source>Reorder the stack</source>
        <translation>スタックを並べ替え</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/models.py" line="236" />
        <source>, turn {turn}</source>
        <translation>、ターン{turn}</translation>
    </message>
</context>
<context>
    <name>steps</name>
    <message>
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="15" />
        <source>Untap</source>
        <translation>アンタップ</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="15" />
        <source>Upkeep</source>
        <translation>アップキープ</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="16" />
        <source>Draw</source>
        <translation>ドロー</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="16" />
        <source>Main 1</source>
        <translation>メイン1</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="17" />
        <source>Begin combat</source>
        <translation>戦闘開始</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="18" />
        <source>Attackers</source>
        <translation>攻撃指定</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="19" />
        <source>Blockers</source>
        <translation>ブロック指定</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="20" />
        <source>Damage</source>
        <translation>ダメージ</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="20" />
        <source>End combat</source>
        <translation>戦闘終了</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="21" />
        <source>Main 2</source>
        <translation>メイン2</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="21" />
        <source>End</source>
        <translation>終了</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/turn_bar.py" line="22" />
        <source>Cleanup</source>
        <translation>クリンナップ</translation>
    </message>
</context>
<context>
    <name>window</name>
    <message>
        <location filename="../../src/judgeapp/gui/app.py" line="33" />
        <source>Something went wrong</source>
        <translation>問題が発生した</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/app.py" line="33" />
        <source>{error}

The board on screen is unchanged.</source>
        <translation>{error}

画面上の盤面は変わっていない。</translation>
    </message>
</context>
<context>
    <name>zones</name>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="17" />
        <source>Hand</source>
        <translation>手札</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="17" />
        <source>Battlefield</source>
        <translation>戦場</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="18" />
        <source>Graveyard</source>
        <translation>墓地</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="18" />
        <source>Exile</source>
        <translation>追放</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="19" />
        <source>Command zone</source>
        <translation>統率領域</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="20" />
        <source>Outside the game</source>
        <translation>ゲームの外部</translation>
    </message>
    <message>
        <location filename="../../src/judgeapp/gui/object_menu.py" line="21" />
        <source>Library (top)</source>
        <translation>ライブラリー(一番上)</translation>
    </message>
</context>
</TS>
