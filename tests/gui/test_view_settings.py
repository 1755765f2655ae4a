"""Issue 15: views are told what changed. The document's `changed` carries the state fields an
edit touched, so a view skips work when nothing it shows moved; the view settings (language,
whose verdicts, practice) are one small Qt-free model views subscribe to; and a widget can be
built and used alone, without the main window."""

import gc

import pytest
from PySide6.QtCore import Qt

from judgeapp.core import edits
from judgeapp.core.state import Step
from judgeapp.gui.document import Document
from judgeapp.gui.highlights import Highlights
from judgeapp.gui.models import EffectsModel, ZoneModel
from judgeapp.gui.situation import SituationPanel
from judgeapp.gui.turn_bar import TurnBar
from judgeapp.gui.view_settings import ViewSettings
from judgeapp.core.cards import builtin_cards
from tests.helpers import board


def test_view_settings_tell_listeners_which_settings_changed():
    settings = ViewSettings()
    heard = []
    settings.subscribe(heard.append)
    assert settings.update(lang="it", hide_answers=False) == {"lang"}      # hide_answers was already False
    assert settings.update(lang="it") == frozenset() and heard == [{"lang"}]
    with pytest.raises(AttributeError):
        settings.update(colour="red")


def test_a_view_that_is_gone_stops_listening():
    settings = ViewSettings()

    class View:
        calls = 0

        def on_change(self, names):
            View.calls += 1

    view = View()
    settings.subscribe(view.on_change)
    settings.update(player="B")
    del view
    gc.collect()
    settings.update(player="A")
    assert View.calls == 1 and settings._listeners == []


def test_changed_says_which_parts_of_the_state_an_edit_touched(qtbot):
    document = Document(board(A={"battlefield": ["Island"]}))
    seen = []
    document.changed.connect(seen.append)
    island = document.state.player("A").battlefield[0].id
    document.edit(edits.update_object(document.state, island, tapped=True), "tap")
    document.edit(edits.set_fields(document.state, step="beginning_of_combat"), "combat")
    assert seen[0].fields == {"players"}
    assert "step" in seen[1].fields and "players" not in seen[1].fields
    document.undo_stack.undo()
    assert "step" in seen[2].fields


def test_a_model_skips_edits_that_do_not_touch_its_rows(qtbot):
    """Tapping a permanent redraws its row in that zone's list (dataChanged; a list whose rows
    change in number or order is reset), and leaves the active effects' list alone."""
    document = Document(board(A={"battlefield": ["Island"]}))
    effects = EffectsModel(document, Highlights(), builtin_cards)
    battlefield = ZoneModel(document, Highlights(), builtin_cards, "A", "battlefield")
    island = document.state.player("A").battlefield[0].id
    with qtbot.assertNotEmitted(effects.modelReset), qtbot.assertNotEmitted(effects.dataChanged), \
            qtbot.waitSignal(battlefield.dataChanged, timeout=500):
        document.edit(edits.update_object(document.state, island, tapped=True), "tap")


def test_the_turn_bar_alone_moves_to_the_next_step_and_speaks_the_settings_language(qtbot):
    document = Document(board(active="A", priority="A", step="precombat_main"))
    settings = ViewSettings(lang="it")
    bar = TurnBar(document, settings)
    qtbot.addWidget(bar)
    bar.show()
    with qtbot.waitSignal(bar.message, timeout=1000) as said:
        qtbot.mouseClick(bar.next_button, Qt.MouseButton.LeftButton)
    assert document.state.step == Step.BEGINNING_OF_COMBAT and document.state.priority == "A"   # 117.3a
    settings.update(lang="en")
    with qtbot.waitSignal(bar.message, timeout=1000) as said_again:
        qtbot.mouseClick(bar.next_button, Qt.MouseButton.LeftButton)
    assert said.args[0] != said_again.args[0]          # the same event, worded in Italian then English


def test_the_situation_hides_in_practice_and_follows_the_language(qtbot):
    meta = {"title": "Teferi", "translations": {"it": {"title": "Teferi (it)"}}}
    document = Document(board(), meta)
    settings = ViewSettings(lang="en")
    panel = SituationPanel(document, settings)
    qtbot.addWidget(panel)
    panel.show()
    assert panel.title.text() == "Teferi"
    settings.update(lang="it")
    assert panel.title.text() == "Teferi (it)" and document.undo_stack.count() == 0
    settings.update(hide_answers=True)
    assert not panel.isVisible()
