"""A killed process loses nothing: the next start offers the board back, unsaved edit and all."""

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from judgeapp.core.resources import resource_path
from judgeapp.gui.main_window import MainWindow
from tests.gui.conftest import ScriptedPrompts

HERE = Path(__file__).resolve().parent


def _start_and_kill(data_dir, card: str = "Circling Vultures") -> None:
    env = {**os.environ, "JUDGEAPP_DATA_DIR": str(data_dir), "QT_QPA_PLATFORM": "offscreen",
           "PYTHONPATH": os.pathsep.join([str(HERE.parents[1])] + sys.path)}
    proc = subprocess.Popen([sys.executable, str(HERE / "kill_target.py"), card], stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL, text=True, env=env)
    try:
        assert proc.stdout.readline().strip() == "READY"
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=10)


def _window_after_kill(data_dir, restore: bool) -> MainWindow:
    _start_and_kill(data_dir)
    prompts = ScriptedPrompts()
    prompts.answers["restore"] = [restore]
    return MainWindow(data_dir, prompts=prompts)


def test_restore_after_kill_brings_back_the_unsaved_board(qtbot, data_dir):
    window = _window_after_kill(data_dir, restore=True)
    try:
        assert [o.card for o in window.document.state.player("B").graveyard] == ["Circling Vultures"]
        assert window.document.modified           # still unsaved: the title says so
        window.autosave.flush()
        assert list(data_dir.glob("autosave-*.json")) == [window.autosave.path]   # the orphan is gone
    finally:
        window.document.undo_stack.setClean()
        window.close()


def test_declining_the_restore_starts_on_the_example(qtbot, data_dir):
    window = _window_after_kill(data_dir, restore=False)
    try:
        assert window.document.state.player("B").graveyard == ()
    finally:
        window.close()


DAMAGED_AUTOSAVES = {
    "cut short": "{ truncated",
    "far too large": " " * (3 * 5_000_000 + 1),
    # Deeper than Python's JSON reader goes: it raised RecursionError, which no reader caught, so
    # the window never opened, at every start, until the file was removed.
    "nested too deep": "[" * 5000 + "]" * 5000,
    "its board not text": json.dumps({"judgeapp_autosave": 1, "path": None, "modified": True, "scenario": 5}),
    "its path not text": json.dumps({"judgeapp_autosave": 1, "path": 7, "modified": True, "scenario": "{}"}),
    # A good board whose card the bundled cards don't have (an imported card set since deleted):
    # the file is whole, and loads again once the card set is back.
    "a card no longer known": json.dumps({"judgeapp_autosave": 1, "path": None, "modified": True, "scenario": json.dumps(
        {"format": "judgeapp-scenario", "version": 2, "active_player": "A", "priority": "A",
         "players": [{"id": "A", "hand": [{"id": "z", "card": "Zombie Cutthroat"}]}, {"id": "B"}]})}),
}


@pytest.mark.parametrize("damage", DAMAGED_AUTOSAVES)
def test_an_autosave_that_cant_be_restored_is_kept_aside_and_the_user_told_where(qtbot, data_dir, damage):
    # Before: one that couldn't be read was deleted, the user's only copy of an unsaved board,
    # and a board or path of the wrong kind raised at every start until the file was removed.
    orphan = data_dir / "autosave-999999999-1.json"
    orphan.write_text(DAMAGED_AUTOSAVES[damage], encoding="utf-8")
    prompts = ScriptedPrompts()
    window = MainWindow(data_dir, prompts=prompts)     # no restore question is asked
    try:
        assert getattr(prompts, "asked_restore", []) == [] and window.document.state.players     # the example board
        (kept,) = data_dir.glob("autosave-999999999-1.json.unreadable-*")
        assert kept.read_text(encoding="utf-8") == DAMAGED_AUTOSAVES[damage]       # whole, as it was
        title, text = prompts.errors[-1]
        assert title == "Cannot restore" and f"The autosaved board was kept as {kept}." in text
        again = MainWindow(data_dir, prompts=ScriptedPrompts())       # not offered, nor reported, again
        assert again.prompts.errors == [] and kept.exists()
        again.close()
    finally:
        window.close()


def test_two_crashed_windows_are_both_offered_back(qtbot, data_dir):
    """Issue 8: with two crashed windows the next start offered only the newest and deleted the other."""
    _start_and_kill(data_dir, "Circling Vultures")
    _start_and_kill(data_dir, "Saw It Coming")
    prompts = ScriptedPrompts()
    prompts.answers["restore"] = [True, True]
    window = MainWindow(data_dir, prompts=prompts)
    try:
        assert len(prompts.asked_restore) == 2
        boards = [window.document.state] + [w.document.state for w in window.other_windows]
        graveyards = sorted(o.card for state in boards for o in state.player("B").graveyard)
        assert graveyards == ["Circling Vultures", "Saw It Coming"]
        assert all(w.isVisible() for w in window.other_windows)
    finally:
        for w in [window, *window.other_windows]:
            w.document.undo_stack.setClean()
            w.close()


def test_autosave_keeps_up_with_a_user_who_never_pauses(window, qtbot):
    """Issue 8: the save timer restarted on every change, so edits every 0.1 s were never saved.
    It now saves at most AUTOSAVE_DELAY_MS after the first unsaved change."""
    from judgeapp.core import edits
    from judgeapp.core.scenario import parse_scenario, state_of
    for _ in range(30):
        state, _ = edits.add_card(window.document.state, "A", "hand", "Forest")
        window.document.edit(state, "add Forest")
        qtbot.wait(100)
    window.autosave.flush()
    saved = state_of(parse_scenario(json.loads(window.autosave.path.read_text())["scenario"]))
    forests = sum(o.card == "Forest" for o in saved.player("A").hand)
    assert forests >= 20, f"the autosave holds {forests} of 30 edits"


def test_a_pipe_in_place_of_an_autosave_does_not_block_the_start(qtbot, data_dir):
    # Reading it would wait for a writer for ever, before the window is even shown. Should that
    # regress, the late writer hands it a good autosave, which would then be offered back
    # instead of refused, and the test fails.
    from tests.fifo import fifo_with_a_late_writer
    fifo = data_dir / "autosave-999999999-1.json"
    good = json.dumps({"judgeapp_autosave": 1, "path": None, "modified": True,
                       "scenario": resource_path("scenarios", "teferi-kraken.json").read_text(encoding="utf-8")})
    prompts = ScriptedPrompts()
    with fifo_with_a_late_writer(fifo, good.encode()):
        window = MainWindow(data_dir, prompts=prompts)
    try:
        assert getattr(prompts, "asked_restore", []) == []
        assert "not an autosave judgeapp can read" in prompts.errors[-1][1]
        assert not fifo.exists() and list(data_dir.glob("autosave-999999999-1.json.unreadable-*"))
    finally:
        window.close()
