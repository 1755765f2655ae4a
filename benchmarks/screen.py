"""The screen the benchmarks' windows open on: Qt's offscreen platform set to a 1920 x 1080 desktop.

Qt's offscreen screen is 800 x 800 by default, smaller than the main window: a first start fits the
window to it (gui/window_size.py) and a later start gets its saved size back shrunk to it by Qt
(805 x 774 was measured), so the program would be timed drawing a smaller window than the pure-Qt
floor draws (1500 x 900). Until this file, later starts were timed that way.
"""

from pathlib import Path

SCREEN_FILE = Path(__file__).with_name("desktop_screen.json")
QT_PLATFORM = f"offscreen:configfile={SCREEN_FILE}"
