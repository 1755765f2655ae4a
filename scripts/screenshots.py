"""Renders the main window and the quiz offscreen to PNG files, for looking at what the app shows:
every language, at 1024x768, 1366x768 and 1920x1080, in the light and the dark palette.

    .venv/bin/python scripts/screenshots.py [OUT_DIR] [LANG...]     (default: screenshots/)
    .venv/bin/python scripts/screenshots.py OUT_DIR levels            a question of each quiz level
                                                                      and a select-all one in en, it
                                                                      and ja, answered, its report,
                                                                      and the scenario library

Files are named main-<lang>-<width>-<palette>.png and quiz-<lang>-<width>-<palette>.png, plus
a few example boards at 1366x768 (examples-*.png). Japanese needs a CJK font (fonts-noto-cjk).
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
from judgeapp.gui.theme import apply_theme  # noqa: E402

SIZES = [(1024, 768), (1366, 768), (1920, 1080)]
PALETTES = ["light", "dark"]
EXAMPLES = [
    ("teferi-kraken", "teferi-kraken.json", ActionKind.SUSPEND),
    ("plot-conflict", "plot-main-phase-trap.json", ActionKind.PLOT),
    ("room-companion-conspiracy", "room-and-companion.json", ActionKind.UNLOCK),
    ("split-second-face-up", "exalted-angel-split-second.json", ActionKind.TURN_FACE_UP),
    ("quenchable-fire", "quenchable-fire.json", ActionKind.END_EFFECT),
    ("leonin-arbiter", "leonin-arbiter-ghost-quarter.json", ActionKind.IGNORE_STATIC),
    ("planechase", "planechase-second-roll.json", ActionKind.PLANAR_DIE),
]


def _window(data: Path) -> tuple[QApplication, MainWindow]:
    app = QApplication.instance() or QApplication([])
    window = MainWindow(data, offer_restore=False)
    window.show()
    return app, window


def _set_language(window: MainWindow, lang: str) -> None:
    """The language changed with the quiz of the last one ended first: a quiz with questions left
    would ask whether to end it, and no one is there to answer."""
    quiz = getattr(window, "quiz_window", None)
    if quiz is not None and quiz.questions_left:
        quiz.finish()
    window.set_language(lang)


def matrix(out: Path, languages=None) -> None:
    from judgeapp.core.quiz import QuizSettings
    from judgeapp.gui.i18n import LANGUAGES
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as data:
        app, window = _window(Path(data))
        for palette in PALETTES:
            apply_theme(palette)
            for lang in languages or LANGUAGES:
                _set_language(window, lang)
                window.open_file(resource_path("scenarios", "exalted-angel-split-second.json"), example=True)
                quiz = window.open_quiz()
                quiz.start(QuizSettings(count=2, difficulty=3, focus=("116.2f",)), seed=8, mode="practice")
                quiz.toggle_choice(0)
                quiz.submit()
                for width, height in SIZES:
                    window.resize(width, height)
                    app.processEvents()
                    window.verdicts.select(ActionKind.TURN_FACE_UP)
                    app.processEvents()
                    window.grab().save(str(out / f"main-{lang}-{width}-{palette}.png"))
                    quiz.resize(width, height)
                    app.processEvents()
                    quiz.grab().save(str(out / f"quiz-{lang}-{width}-{palette}.png"))
                print(lang, palette, "done", flush=True)
        _set_language(window, "en")
        apply_theme("light")
        window.resize(1366, 768)
        for name, scenario, action in EXAMPLES:
            window.open_file(resource_path("scenarios", scenario), example=True)
            window.verdicts.select(action)
            app.processEvents()
            window.grab().save(str(out / f"examples-{name}.png"))
        window.document.undo_stack.setClean()
        window.close()


def levels(out: Path) -> None:
    """A question of each level (1, 2, 3) in English, Italian and Japanese at 1366x768, answered
    wrongly so that the feedback shows why each choice is right or wrong, a select-all question
    and its report, and the library."""
    from judgeapp.core.quiz import QuestionKind, QuizSettings
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as data:
        app, window = _window(Path(data))
        apply_theme("light")
        for lang in ("en", "it", "ja"):
            _set_language(window, lang)
            for level, focus in ((1, "116.2h"), (2, "116.2b"), (3, "116.2f")):
                quiz = window.open_quiz()
                quiz.start(QuizSettings(count=1, difficulty=level, focus=(focus,), kinds=(QuestionKind.MAY_DO,)),
                           seed=11, mode="practice")
                wrong = next(i for i, c in enumerate(quiz.current().choices) if not c.correct)
                quiz.toggle_choice(wrong)
                quiz.submit()
                quiz.resize(1366, 768)
                for _ in range(3):
                    app.processEvents()
                quiz.grab().save(str(out / f"quiz-level{level}-{lang}.png"))
            quiz = window.open_quiz()       # a select-all question, one action ticked wrongly
            quiz.start(QuizSettings(count=1, difficulty=1, kinds=(QuestionKind.SELECT_ALL,)), seed=11, mode="practice")
            quiz.toggle_choice(next(i for i, c in enumerate(quiz.current().choices) if not c.correct))
            quiz.submit()
            quiz.resize(1366, 768)
            for _ in range(3):
                app.processEvents()
            quiz.grab().save(str(out / f"quiz-select-all-{lang}.png"))
            quiz.submit_or_next()           # its report: the score by rule, a row for each rule it lists
            for _ in range(3):
                app.processEvents()
            quiz.grab().save(str(out / f"quiz-report-{lang}.png"))
            library = window.open_library()
            library.resize(1024, 640)
            for _ in range(3):
                app.processEvents()
            library.grab().save(str(out / f"library-{lang}.png"))
            library.practise_shown()
            quiz = window.quiz_window
            quiz.resize(1366, 768)
            for _ in range(3):
                app.processEvents()
            quiz.grab().save(str(out / f"quiz-library-{lang}.png"))
            print(lang, "done", flush=True)
        window.document.undo_stack.setClean()
        window.close()


if __name__ == "__main__":
    target = Path(sys.argv[1]) if len(sys.argv) > 1 else Path("screenshots")
    if sys.argv[2:] == ["levels"]:
        levels(target)
    else:
        matrix(target, sys.argv[2:] or None)
