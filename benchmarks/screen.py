"""The environment the benchmarks' timed processes run in (child_env), and the screen their windows
open on: Qt's offscreen platform set to a 1920 x 1080 desktop.

Qt's offscreen screen is 800 x 800 by default, smaller than the main window: a first start fits the
window to it (gui/window_size.py) and a later start gets its saved size back shrunk to it by Qt
(805 x 774 was measured), so the program would be timed drawing a smaller window than the pure-Qt
floor draws (1500 x 900). Until this file, later starts were timed that way.
"""

import os
from pathlib import Path

SCREEN_FILE = Path(__file__).with_name("desktop_screen.json")
QT_PLATFORM = f"offscreen:configfile={SCREEN_FILE}"


def child_env() -> dict[str, str]:
    """The environment of a timed process: this one's, on that screen, and allowed to write
    bytecode. Where PYTHONDONTWRITEBYTECODE is set (on the CI machine), judgeapp run from a source
    tree (PYTHONPATH=src, as the A/B benchmarks run each version) would compile every module at
    every start, which an installed judgeapp (pip compiles it) never does: on 2026-12-05 that made
    a later start 3.30x the bare window against 2.63x with its bytecode (the GUI modules' import
    110 ms against 58)."""
    env = {name: value for name, value in os.environ.items() if name != "PYTHONDONTWRITEBYTECODE"}
    env["QT_QPA_PLATFORM"] = QT_PLATFORM
    return env
