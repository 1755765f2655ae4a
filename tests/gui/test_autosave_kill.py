"""A killed process loses nothing: the next start offers the board back, unsaved edit and all."""

import os
import signal
import subprocess
import sys
from pathlib import Path

from judgeapp.gui.main_window import MainWindow
from tests.gui.conftest import ScriptedPrompts

HERE = Path(__file__).resolve().parent


def _start_and_kill(data_dir) -> None:
    env = {**os.environ, "JUDGEAPP_DATA_DIR": str(data_dir), "QT_QPA_PLATFORM": "offscreen",
           "PYTHONPATH": os.pathsep.join([str(HERE.parents[1])] + sys.path)}
    proc = subprocess.Popen([sys.executable, str(HERE / "kill_target.py")], stdout=subprocess.PIPE,
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


def test_a_damaged_autosave_is_skipped_not_a_crash(qtbot, data_dir):
    (data_dir / "autosave-999999999.json").write_text("{ truncated")
    window = MainWindow(data_dir, prompts=ScriptedPrompts())   # no restore question is asked
    try:
        assert not (data_dir / "autosave-999999999.json").exists()
    finally:
        window.close()
