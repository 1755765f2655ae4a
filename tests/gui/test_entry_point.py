"""The installed `judgeapp` command starts the desktop app (smoke test, headless)."""

import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from judgeapp.core.resources import resource_path


def _installed_command():
    beside = Path(sys.executable).parent / "judgeapp"
    return str(beside) if beside.exists() else shutil.which("judgeapp")


@pytest.mark.skipif(_installed_command() is None, reason="judgeapp is not installed in this environment")
def test_installed_judgeapp_gui_starts_and_shows_a_board(tmp_path):
    env = {**os.environ, "JUDGEAPP_DATA_DIR": str(tmp_path), "QT_QPA_PLATFORM": "offscreen"}
    scenario = resource_path("scenarios", "circling-vultures.json")
    proc = subprocess.Popen([_installed_command(), "gui", str(scenario)], env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    try:
        deadline = time.time() + 60
        autosaves = []
        while time.time() < deadline and not autosaves and proc.poll() is None:
            autosaves = list(tmp_path.glob("autosave-*.json"))
            time.sleep(0.1)
        assert proc.poll() is None, proc.stderr.read()
        assert autosaves and "Circling Vultures" in autosaves[0].read_text()
    finally:
        proc.send_signal(signal.SIGTERM)
        proc.wait(timeout=10)
