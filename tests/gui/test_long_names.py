"""A shared file's players can have ids and names up to 10,000 characters (the models' limit for
any text). Where one sets a widget's width (the turn bar's and the verdict panel's boxes, a
player panel's title, a menu, a dialog) it is shown shortened in its middle with "…", the whole
in its tooltip: a 3,000-character id made the main window 36,605 px wide, far off a 1024x768
laptop screen, with the verdict panel's box past its edge. Choosing a shortened entry still means
that player. So is a kind of counter a file names, in the card menu."""

import json

import pytest
from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtWidgets import QApplication, QComboBox, QInputDialog, QMenu, QWidget

from judgeapp.core.cards import builtin_cards
from judgeapp.core.resources import resource_path
from judgeapp.gui.dialogs import EffectDialog, Prompts, StackItemDialog

from tests.mutations import renamed

from .test_board_layout import menu_action

LONG_ID = "Ｗ" * 3000          # full-width letters: each as wide as two
LONG_NAME = "Bianchi " * 1250     # 10,000 characters, the longest a file may give


@pytest.fixture
def long_board(window, qtbot, tmp_path):
    """The window at 1024x768 with a board whose player A's id is 3,000 characters and whose B is
    named with 10,000, opened from File ▸ Open as a user opens a file."""
    scenario = json.loads(resource_path("scenarios", "companion-with-vedalken-orrery.json").read_text(encoding="utf-8"))
    scenario = renamed(scenario, "A", LONG_ID)
    scenario["players"][1]["name"] = LONG_NAME
    path = tmp_path / "long.json"
    path.write_text(json.dumps(scenario), encoding="utf-8")
    window.resize(1024, 768)
    window.prompts.answers["open_path"] = [path]
    menu_action(window, "File", "Open…").trigger()
    assert window.prompts.errors == []
    assert window.document.state.player_ids() == (LONG_ID, "B")
    qtbot.waitUntil(lambda: window.width() == 1024)
    return window


def _off_the_window(window) -> list[str]:
    """The visible widgets that reach past the window's right edge."""
    return [f"{type(w).__name__} {w.objectName()}" for w in window.findChildren(QWidget)
            if w.isVisible() and w.window() is window and w.mapTo(window, QPoint(w.width(), 0)).x() > window.width()]


def test_long_player_ids_and_names_keep_the_window_on_a_laptop_screen(long_board, qtbot):
    window = long_board
    QApplication.processEvents()
    assert window.minimumSizeHint().width() <= 1024
    assert window.width() == 1024
    assert _off_the_window(window) == []
    # the verdict panel's box: each player's entry shortened, the whole id and name in its tooltip
    box = window.verdicts.player_box
    texts = [box.itemText(i) for i in range(box.count())]
    assert all(len(text) < 60 for text in texts) and "…" in texts[1] and "…" in texts[2]
    assert LONG_NAME.strip() in box.itemData(2, Qt.ItemDataRole.ToolTipRole)
    # Practice mode's instructions name the player too.
    qtbot.mouseClick(window.verdicts.hide_box, Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    assert window.minimumSizeHint().width() <= 1024 and _off_the_window(window) == []


def test_a_shortened_entry_chooses_that_player(long_board, qtbot):
    window = long_board
    box = window.verdicts.player_box
    box.setFocus()
    qtbot.keyClick(box, Qt.Key.Key_Down)      # from the priority holder to the first player
    assert box.currentData() == LONG_ID and window.verdicts.evaluation().player == LONG_ID
    turn_box = window.turn_bar.priority
    turn_box.setFocus()
    qtbot.keyClick(turn_box, Qt.Key.Key_Down)     # A holds priority: now B
    assert window.document.state.priority == "B"
    qtbot.keyClick(turn_box, Qt.Key.Key_Up)
    assert window.document.state.priority == LONG_ID


def test_the_cards_menu_shortens_player_ids_and_moves_to_the_chosen_one(long_board):
    window = long_board
    card = window.document.state.player("B").battlefield[0]
    menu = QMenu()
    window.board.menu.build(card.id, menu)
    submenus = {a.text().replace("&", ""): a.menu() for a in menu.actions() if a.menu() is not None}
    for name in ("Move to", "Owner", "Playable this turn by (an effect allows it)"):
        assert submenus[name].sizeHint().width() < 600, name
        assert all(len(action.text()) < 60 for action in submenus[name].actions()), name
    target = next(a for a in submenus["Move to"].actions() if a.text().startswith("Ｗ"))
    target.menu().actions()[0].trigger()       # Move to ▸ (the long id, shortened) ▸ Hand
    holder, zone, _ = window.document.state.locate(card.id)
    assert (holder.id, zone) == (LONG_ID, "hand")


def test_the_stack_and_effect_dialogs_fit_and_give_back_the_whole_id(long_board):
    state = long_board.document.state
    db = builtin_cards()
    dialog = StackItemDialog(db, state, "en", long_board)
    assert dialog.sizeHint().width() <= 1024
    dialog.controller.setCurrentIndex(dialog.controller.findData(LONG_ID))
    assert "…" in dialog.controller.currentText()
    assert dialog.value()["controller"] == LONG_ID
    effect = EffectDialog(db, list(state.player_ids()), state.turn, None, long_board)
    assert effect.sizeHint().width() <= 1024
    effect.affected.setCurrentIndex(effect.affected.findData(LONG_ID))
    effect.controller.setCurrentIndex(effect.controller.findData("B"))
    values = effect.value()
    assert (values["affected"], values["controller"]) == (LONG_ID, "B")
    effect.affected.setCurrentIndex(0)      # "—": no one
    assert effect.value()["affected"] is None


def test_board_remove_player_lists_shortened_ids_and_removes_the_one_chosen(long_board, qtbot):
    window = long_board
    menu_action(window, "Board", "Add player").trigger()      # (two players can't lose one)
    window.prompts = Prompts(window)     # the real dialog, answered below
    seen = []

    def choose_first():
        dialog = next(w for w in QApplication.topLevelWidgets() if isinstance(w, QInputDialog) and w.isVisible())
        combo = dialog.findChild(QComboBox)
        seen.append(([combo.itemText(i) for i in range(combo.count())], dialog.sizeHint().width()))
        dialog.accept()

    QTimer.singleShot(0, choose_first)
    menu_action(window, "Board", "Remove player…").trigger()
    items, width = seen[0]
    assert "…" in items[0] and len(items[0]) < 60 and width <= 1024
    assert window.document.state.player_ids() == ("B", "A")     # (the player added took the free letter)
    # Edit ▸ Undo names the edit with the id shortened too
    assert len(window.document.undo_stack.undoText()) < 60 and "…" in window.document.undo_stack.undoText()


def test_a_counter_kind_from_a_file_is_shortened_in_the_cards_menu_and_keeps_its_ampersand(window):
    """A file may name a kind of counter with 10,000 characters: the card menu's "Add a … counter"
    made a 38,242 px wide menu; shortened, and an "&" in it shown as itself, not as a shortcut mark."""
    from judgeapp.core import edits
    state = window.document.state
    obj = state.players[0].battlefield[0]
    kind = "R&D " + "q" * 5000
    window.document.edit(edits.update_object(state, obj.id, counters={kind: 2}), "counters")
    menu = QMenu()
    window.board.menu.build(obj.id, menu)
    entries = [a.text() for a in menu.actions() if "counter" in a.text() and "…" in a.text()]
    assert len(entries) == 2 and menu.sizeHint().width() < 600
    assert all(text.startswith(("Add a R&&D", "Remove a R&&D")) for text in entries)
    [add] = [a for a in menu.actions() if a.text().startswith("Add a R")]
    add.trigger()
    assert window.document.state.find(obj.id)[2].counters == {kind: 3}


def test_a_status_message_naming_a_long_id_keeps_the_window_on_the_screen(long_board, qtbot):
    """Pass priority says "… passes; B receives priority." with the whole id: the status bar, which
    wraps a message rather than cut its end, grew to 670 px and the window to 1,240 px tall, off a
    768 px screen. It takes four lines at most, the message cut in its middle, its end kept."""
    window = long_board
    bar = window.statusBar()
    qtbot.mouseClick(window.turn_bar.pass_button, Qt.MouseButton.LeftButton)
    assert LONG_ID in bar.currentMessage()
    QApplication.processEvents()
    assert bar.height() <= 4 * bar.fontMetrics().lineSpacing() + 4
    assert window.minimumSizeHint().height() <= 768 and window.height() <= 768
    shown = bar._shown()
    assert "…" in shown and shown.endswith("passes; B receives priority.")
