"""Phasing on the board (702.26), as a user does it: P on a selected permanent, the card's menu,
the Next step button. A phased-out permanent is treated as though it doesn't exist (702.26b)."""

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMenu

from judgeapp.core.verdict import ActionKind
from tests.gui.test_board_flows import _open_board, legal


def _click(qtbot, button):
    assert button.isVisible() and button.isEnabled(), button.text()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def test_p_phases_a_creature_out_with_its_aura_and_the_verdict_says_why_it_cant_be_turned_up(window, qtbot, tmp_path):
    """702.26b and 702.26g: the face-down Exalted Angel and the Aura on it leave the battlefield
    list for the Phased out one (shown only then); turning the Angel face up is not legal, and the
    details say it is phased out. Its menu's Phase in brings both back; Ctrl+Z undoes that."""
    _open_board(window, tmp_path, {"battlefield": [{"card": "Exalted Angel", "face_down": "morph"},
                                                   {"card": "Lost in Thought", "attached_to": "A/battlefield/0"}]},
                game={"assume_costs_payable": True})      # the exam convention: costs aside
    panel = window.board.panels["A"]
    assert not panel.sections["phased_out"].isVisible()          # nothing phased out: not shown
    assert (ActionKind.TURN_FACE_UP, "Exalted Angel") in legal(window)
    view = panel.views["battlefield"]
    view.setFocus()
    view.setCurrentIndex(view.model().index(0))
    qtbot.keyClick(view, Qt.Key.Key_P)
    state = window.document.state
    assert state.player("A").battlefield == ()
    assert [o.card for o in state.player("A").phased_out] == ["Exalted Angel", "Lost in Thought"]
    section = panel.sections["phased_out"]
    assert section.isVisible() and section.header.text() == "Phased out (2)"
    assert (ActionKind.TURN_FACE_UP, "Exalted Angel") not in legal(window)
    assert window.verdicts.select(ActionKind.TURN_FACE_UP, "Exalted Angel")
    assert "702.26b: Exalted Angel is phased out: it is treated as though it doesn't exist until it phases in." in \
        window.verdicts.details.toPlainText()

    menu = QMenu()
    window.board.menu.build(state.player("A").phased_out[0].id, menu)
    next(a for a in menu.actions() if a.text() == "Phase in (702.26)").trigger()
    state = window.document.state
    assert [(o.card, o.attached_to) for o in state.player("A").battlefield] == [
        ("Exalted Angel", None), ("Lost in Thought", "A/battlefield/0")]
    assert not section.isVisible()
    window.document.undo_stack.undo()
    assert len(window.document.state.player("A").phased_out) == 2


def test_next_step_phases_the_active_players_permanents_in_before_they_untap(window, qtbot, tmp_path):
    """502.1 then 502.3: from B's cleanup step, Next step begins A's turn; the next click ends A's
    untap step, where A's tapped, phased-out Grizzly Bears phases in and untaps, and the status bar
    says it phased in."""
    _open_board(window, tmp_path, {"phased_out": [{"card": "Grizzly Bears", "tapped": True}]},
                active_player="B", step="cleanup", priority=None)
    _click(qtbot, window.turn_bar.next_button)          # turn 4 begins: A's untap step
    assert window.document.state.active_player == "A" and window.document.state.player("A").phased_out
    _click(qtbot, window.turn_bar.next_button)          # the untap step ends
    bears = window.document.state.player("A").battlefield
    assert [(o.card, o.tapped) for o in bears] == [("Grizzly Bears", False)]
    assert "Phased in: Grizzly Bears (502.1, 702.26a)." in window.statusBar().currentMessage()
