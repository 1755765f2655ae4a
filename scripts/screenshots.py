"""Renders the main window offscreen to PNG files, for looking at what the app shows.

    .venv/bin/python scripts/screenshots.py [OUT_DIR]     (default: screenshots/)
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication  # noqa: E402

from judgeapp.core.resources import resource_path  # noqa: E402
from judgeapp.core.verdict import ActionKind  # noqa: E402
from judgeapp.gui.main_window import MainWindow  # noqa: E402

SHOTS = [
    ("example-board", "teferi-kraken.json", ActionKind.SUSPEND),
    ("plot-conflict", "plot-main-phase-trap.json", ActionKind.PLOT),
    ("room-companion-conspiracy", "room-and-companion.json", ActionKind.UNLOCK),
    ("split-second-face-up", "exalted-angel-split-second.json", ActionKind.TURN_FACE_UP),
    ("quenchable-fire", "quenchable-fire.json", ActionKind.END_EFFECT),
    ("leonin-arbiter", "leonin-arbiter-ghost-quarter.json", ActionKind.IGNORE_STATIC),
    ("planechase", "planechase-second-roll.json", ActionKind.PLANAR_DIE),
]


def _start(out: Path):
    """The application and a main window on a throwaway data folder (a context manager)."""
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication([])
    data = tempfile.TemporaryDirectory()
    window = MainWindow(Path(data.name), offer_restore=False)
    window.resize(1600, 1000)
    window.show()
    return app, window, data


def main(out: Path) -> None:
    app, window, data = _start(out)
    with data:
        for name, scenario, action in SHOTS:
            window.open_file(resource_path("scenarios", scenario), example=True)
            window.verdicts.select(action)
            app.processEvents()
            window.grab().save(str(out / f"{name}.png"))
            print(out / f"{name}.png")
        # The rule view: follow the first rule link from the plot verdict.
        window.open_file(resource_path("scenarios", "plot-main-phase-trap.json"), example=True)
        window.verdicts.select(ActionKind.PLOT)
        from PySide6.QtCore import QUrl
        window.verdicts._open_link(QUrl("rule:702.170"))
        app.processEvents()
        window.grab().save(str(out / "rule-view.png"))
        print(out / "rule-view.png")
        # The same board under a dark palette: palette roles only, so it must stay readable.
        app.setStyle("Fusion")
        app.setPalette(dark_palette())
        window.open_file(resource_path("scenarios", "teferi-kraken.json"), example=True)
        window.verdicts.select(ActionKind.SUSPEND)
        app.processEvents()
        window.grab().save(str(out / "dark-palette.png"))
        print(out / "dark-palette.png")
        window.document.undo_stack.setClean()
        window.close()


def dark_palette():
    from PySide6.QtGui import QColor, QPalette
    palette = QPalette()
    roles = {QPalette.ColorRole.Window: "#2b2b2b", QPalette.ColorRole.WindowText: "#e6e6e6",
             QPalette.ColorRole.Base: "#1e1e1e", QPalette.ColorRole.AlternateBase: "#262626",
             QPalette.ColorRole.Text: "#e6e6e6", QPalette.ColorRole.Button: "#353535",
             QPalette.ColorRole.ButtonText: "#e6e6e6", QPalette.ColorRole.Highlight: "#2f65ca",
             QPalette.ColorRole.HighlightedText: "#ffffff", QPalette.ColorRole.Link: "#7ab3ff",
             QPalette.ColorRole.ToolTipBase: "#353535", QPalette.ColorRole.ToolTipText: "#e6e6e6",
             QPalette.ColorRole.PlaceholderText: "#8a8a8a"}
    for role, colour in roles.items():
        palette.setColor(role, QColor(colour))
    for role in (QPalette.ColorRole.ButtonText, QPalette.ColorRole.Text, QPalette.ColorRole.WindowText):
        palette.setColor(QPalette.ColorGroup.Disabled, role, QColor("#6f6f6f"))
    return palette


def languages(out: Path) -> None:
    """The main window and a quiz question with its feedback, in every shipped language."""
    from judgeapp.core.quiz import QuizSettings
    from judgeapp.gui.i18n import LANGUAGES
    app, window, data = _start(out)
    with data:
        for lang in LANGUAGES:
            window.set_language(lang)
            window.open_file(resource_path("scenarios", "plot-main-phase-trap.json"), example=True)
            window.verdicts.select(ActionKind.PLOT)
            app.processEvents()
            window.grab().save(str(out / f"main-{lang}.png"))
            quiz = window.open_quiz()
            quiz.resize(1500, 950)
            quiz.start(QuizSettings(count=2, difficulty=3, focus=("116.2f",)), seed=7, mode="practice")
            quiz.toggle_choice(0)
            quiz.submit()
            app.processEvents()
            quiz.grab().save(str(out / f"quiz-{lang}.png"))
            print(out / f"main-{lang}.png", out / f"quiz-{lang}.png")
        window.set_language("en")
        window.document.undo_stack.setClean()
        window.close()


if __name__ == "__main__":
    target = Path(sys.argv[1]) if len(sys.argv) > 1 else Path("screenshots")
    languages(target)     # light palette
    main(target)          # ends with the dark palette
