"""Issue 8: every string a user or a shared file supplies is shown as plain text, everywhere.

A card named '<img src="file:///…" width=20000 height=20000>' made Qt open local files and take
gigabytes on hover, because tooltips, like labels in their default mode, guess rich text. The
board below carries markup in every field a file can fill; the test opens it as a user does
(File ▸ Open…), shows the verdicts and details, and then reads every tooltip, label, item view
and text view of the window: markup must never reach Qt as markup."""

import json

from PySide6.QtCore import QAbstractListModel, QModelIndex, Qt
from PySide6.QtWidgets import QAbstractItemView, QLabel, QTextEdit, QWidget

from judgeapp.core.verdict import ActionKind

MARK = "<b>PWN</b>"
HOSTILE = MARK + '<img src="file:///etc/hostname" width=20000 height=20000>'


def hostile_scenario() -> dict:
    return {
        "format": "judgeapp-scenario", "version": 1, "title": "Title " + HOSTILE, "description": HOSTILE,
        "custom_cards": [{"name": "Land " + HOSTILE, "type_line": "Land", "oracle_text": "Oracle " + HOSTILE}],
        "players": [
            {"id": "A", "name": "Name " + HOSTILE, "team": "Team " + HOSTILE,
             "hand": [{"id": "hand " + HOSTILE, "card": "Land " + HOSTILE}],
             "battlefield": [{"id": "perm " + HOSTILE, "card": "Land " + HOSTILE, "counters": {"ctr " + HOSTILE: 1},
                              "chosen_names": ["Chosen " + HOSTILE], "attached_to": "hand " + HOSTILE}]},
            {"id": "B"}],
        "active_player": "A", "priority": "A",
        "stack": [{"kind": "ability", "controller": "A", "text": "Stack " + HOSTILE}],
        "effects": [{"source": "Silence", "controller": "A", "affected": "A", "created_turn": 1, "note": "Note " + HOSTILE}],
    }


def _model_strings(model, parent=QModelIndex()):
    for row in range(model.rowCount(parent)):
        for column in range(8):
            index = model.index(row, column, parent)
            if not index.isValid():
                break
            yield "display", model.data(index, Qt.ItemDataRole.DisplayRole)
            yield "tooltip", model.data(index, Qt.ItemDataRole.ToolTipRole)
            if column == 0 and not isinstance(model, QAbstractListModel) and model.rowCount(index):
                yield from _model_strings(model, index)


def shown_strings(top: QWidget):
    """(kind, text, is_rich) for everything the window can show: tooltips, labels, views."""
    for widget in [top, *top.findChildren(QWidget)]:
        yield "tooltip", widget.toolTip(), True
        if isinstance(widget, QLabel):
            yield "label", widget.text(), widget.textFormat() != Qt.TextFormat.PlainText
        if isinstance(widget, QTextEdit):
            yield "text view", widget.toPlainText(), False
        if isinstance(widget, QAbstractItemView) and widget.model() is not None:
            for kind, text in _model_strings(widget.model()):
                if isinstance(text, str):
                    yield kind, text, kind == "tooltip"


def assert_no_markup_reaches_qt(top: QWidget) -> int:
    """Fails on any string Qt would read as markup; returns how many shown strings held the
    hostile text (escaped or plain), so a test can check it looked at something."""
    seen = 0
    for kind, text, rich in shown_strings(top):
        if not text:
            continue
        if rich:
            assert MARK not in text, f"{kind} shows user text as rich text: {text[:200]!r}"
        if kind == "text view" and "PWN" in text:
            assert MARK in text, f"a text view rendered user markup: {text[:200]!r}"
        seen += ("PWN" in text)
    return seen


def test_a_shared_file_full_of_markup_is_shown_as_plain_text_everywhere(window, tmp_path):
    path = tmp_path / "hostile.json"
    path.write_text(json.dumps(hostile_scenario()), encoding="utf-8")
    window.prompts.answers["open_path"] = [path]
    open_action = next(a for a in window.findChildren(type(window.menuBar().actions()[0]))
                       if a.text() == "&Open…")
    open_action.trigger()
    assert window.prompts.errors == [] and window.document.state.player("A").name == "Name " + HOSTILE
    assert window.verdicts.select(ActionKind.PLAY_LAND, "Land " + HOSTILE)
    assert "Land " + MARK in window.verdicts.details.toPlainText()
    assert assert_no_markup_reaches_qt(window) >= 10


def test_a_ruling_copied_as_markdown_carries_the_files_text_escaped_not_as_markup(window, tmp_path):
    # Pasted into a chat or a document that renders Markdown, the title's and the card's
    # markup (HTML, emphasis, a link) used to be rendered: it is now escaped, and a title's
    # line break no longer ends the "Situation" line.
    from PySide6.QtWidgets import QApplication
    scenario = hostile_scenario()
    scenario["title"] = "Title *bold* [link](http://example.com)\n# heading " + MARK
    path = tmp_path / "hostile.json"
    path.write_text(json.dumps(scenario), encoding="utf-8")
    assert window.open_file(path, ask=False)
    assert window.verdicts.select(ActionKind.PLAY_LAND, "Land " + HOSTILE)
    markdown = next(a for a in window.verdicts.copy_button.menu().actions() if a.text() == "Copy as Markdown")
    markdown.trigger()
    text = QApplication.clipboard().text()
    first = text.splitlines()[0]
    assert first.startswith(r"**Situation:** Title \*bold\* \[link\](http://example.com) \# heading \<b\>PWN\</b\>")
    assert r"Land \<b\>PWN\</b\>\<img src=" in text and "<b>" not in text


def test_a_shared_cards_abilities_in_its_menu_are_plain_text(window, tmp_path):
    """A custom card's activated abilities are listed by their words in the card's menu (Activate,
    Activated this turn): a tooltip holding its Oracle text with markup showed it as rich text. Its
    "&" was taken for a shortcut mark and left out of the menu's words."""
    from PySide6.QtWidgets import QMenu
    scenario = hostile_scenario()
    scenario["custom_cards"].append({"name": "Walker", "type_line": "Legendary Planeswalker — Test", "loyalty": "3",
                                     "oracle_text": "[+1]: Scry 1 & draw " + MARK + "<img src=file:///etc/hostname "
                                                    "width=20000 height=20000>."})
    scenario["players"][0]["battlefield"].append({"id": "w", "card": "Walker"})
    path = tmp_path / "hostile.json"
    path.write_text(json.dumps(scenario), encoding="utf-8")
    assert window.open_file(path, ask=False)
    menu = QMenu()
    window.board.menu.build("w", menu)
    entries = [a for a in menu.actions() if a.menu() is not None
               and (a.text() == "Activate" or a.text().startswith("Activated this turn ("))]
    assert len(entries) == 2
    for entry in entries:
        [ability] = entry.menu().actions()
        assert MARK not in ability.toolTip() and "PWN" in ability.toolTip()
        assert ability.text().startswith("[+1]: Scry 1 && draw")


def test_an_ampersand_in_a_file_name_or_a_players_name_is_shown_in_menus(window, tmp_path):
    """A menu takes "&" for the mark of its shortcut letter: "R&D board.json" was listed under
    Open Recent as "RD board.json", and a player named "Tom & Jerry" under a card's Move to as "Tom
    Jerry". Both menus now show the "&" (doubled in the entry's text, which Qt shows as one)."""
    from PySide6.QtWidgets import QMenu
    scenario = hostile_scenario()
    scenario["players"][0]["name"] = "Tom & Jerry"
    path = tmp_path / "R&D board.json"
    path.write_text(json.dumps(scenario), encoding="utf-8")
    window.prompts.answers["open_path"] = [path]
    next(a for a in window.findChildren(type(window.menuBar().actions()[0])) if a.text() == "&Open…").trigger()
    assert window.prompts.errors == []
    entry = window.recent_menu.actions()[0].text()      # (a deep temporary folder's path is cut in its middle)
    assert entry.endswith("/R&&D board.json")
    assert "…" in entry or entry == str(path.resolve()).replace("&", "&&")
    menu = QMenu()
    window.board.menu.build("hand " + HOSTILE, menu)
    move = next(a.menu() for a in menu.actions() if a.text() == "Move to")
    assert move.actions()[0].text() == "A — Tom && Jerry"


def test_a_player_id_full_of_markup_is_plain_text_on_the_board_and_in_turn_facts(window, tmp_path, qtbot):
    """A file names its players; an id is shown on the board, in the turn bar, in the verdicts and in
    Board > Turn facts… (a row per player: its label took the id for rich text)."""
    from PySide6.QtGui import QAction
    from judgeapp.gui.dialogs import Prompts, TurnFactsDialog
    from tests.gui.modal import when_modal
    scenario = hostile_scenario()
    hostile_id = "B" + HOSTILE
    scenario["players"][1]["id"] = hostile_id
    scenario["players"][1]["battlefield"] = [{"card": "Forest"}]
    path = tmp_path / "hostile.json"
    path.write_text(json.dumps(scenario), encoding="utf-8")
    assert window.open_file(path, ask=False)
    assert hostile_id in window.document.state.player_ids()
    assert assert_no_markup_reaches_qt(window) >= 10
    window.prompts = Prompts(window)
    seen = []

    def look(dialog):
        try:
            seen.append(assert_no_markup_reaches_qt(dialog))
        finally:
            dialog.reject()         # (a failed look closes the dialog too: the test fails, not hangs)

    when_modal(TurnFactsDialog, look)
    next(a for a in window.findChildren(QAction) if a.text() == "Turn &facts…").trigger()
    assert seen and seen[0] >= 1


def test_the_board_editors_dialogs_show_a_files_markup_as_plain_text(window, tmp_path, qtbot):
    """The dialogs that edit what a file holds: the stack item (its text, its targets' names), the
    active effect (its note, the players), a card's counters (their names), each opened as a user
    opens it (a double click on the row, the card's menu item), every string it shows plain text."""
    from PySide6.QtWidgets import QMenu
    from judgeapp.gui.dialogs import CountersDialog, EffectDialog, Prompts, StackItemDialog
    from tests.gui.modal import when_modal
    scenario = hostile_scenario()
    scenario["players"][1]["id"] = "B" + HOSTILE
    scenario["stack"][0]["targets"] = [{"kind": "object", "id": "perm " + HOSTILE}]
    path = tmp_path / "hostile.json"
    path.write_text(json.dumps(scenario), encoding="utf-8")
    assert window.open_file(path, ask=False)
    window.board.prompts = window.board.menu.prompts = Prompts(window)
    seen = {}

    def look(dialog):
        try:
            seen[type(dialog).__name__] = assert_no_markup_reaches_qt(dialog) + (
                "PWN" in dialog.edit.toPlainText() if isinstance(dialog, CountersDialog) else 0)   # (plain by kind)
        finally:
            dialog.reject()

    for kind, view in ((StackItemDialog, window.board.stack_view), (EffectDialog, window.board.effects_view)):
        when_modal(kind, look)
        row = view.visualRect(view.model().index(0, 0)).center()
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=row)
        qtbot.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, pos=row)
    when_modal(CountersDialog, look)
    menu = QMenu()
    window.board.menu.build("perm " + HOSTILE, menu)
    next(a for a in menu.actions() if a.text() == "Counters…").trigger()
    assert set(seen) == {"StackItemDialog", "EffectDialog", "CountersDialog"}, seen
    assert all(count >= 1 for count in seen.values()), seen      # each showed the file's text


def test_a_label_drawing_mana_symbols_reads_the_rest_as_plain_text(qtbot):
    """set_mana_text (a library story with "{3}") makes the label rich text to draw the symbol:
    everything else is escaped, so markup beside a symbol is shown as written, never read."""
    from PySide6.QtGui import QTextDocument
    from judgeapp.gui.mana_icons import set_mana_text
    label = QLabel()
    qtbot.addWidget(label)
    set_mana_text(label, HOSTILE + " pays {3} & more")
    assert label.textFormat() == Qt.TextFormat.RichText and label.text().count("<img") == 1
    document = QTextDocument()
    document.setHtml(label.text())
    assert document.toPlainText() == HOSTILE + " pays \ufffc & more"
    set_mana_text(label, HOSTILE)             # no symbol: a plain-text label, as before
    assert label.textFormat() == Qt.TextFormat.PlainText and label.text() == HOSTILE
