"""GUI tests run headless: QT_QPA_PLATFORM=offscreen, and every dialog answered by the test."""

import os
import shutil
import subprocess
import sys
from functools import cache

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402

from judgeapp.gui.dialogs import Prompts  # noqa: E402
from judgeapp.gui.main_window import MainWindow  # noqa: E402


@cache
def _japanese_fonts() -> str:
    """The installed fonts with Japanese glyphs, as fontconfig (what Qt asks on Linux) lists them."""
    if not sys.platform.startswith("linux"):
        return "(this system's own)"
    fc_list = shutil.which("fc-list")
    if fc_list is None:
        return ""
    return subprocess.run([fc_list, ":lang=ja", "family"], capture_output=True, text=True).stdout.strip()


def pytest_runtest_setup(item):
    """A test marked japanese_glyphs measures Japanese text as a user sees it, which only a font with
    Japanese glyphs shows: without one, Qt draws a narrower empty box for each character and the
    sizes the test expects don't hold. Skipped where no such font is installed, saying so; under CI
    (which installs fonts-noto-cjk, .ci/run) it fails instead, as a check that didn't run proves
    nothing."""
    if item.get_closest_marker("japanese_glyphs") is None or _japanese_fonts():
        return
    why = ("no font with Japanese glyphs is installed (on Debian: apt-get install fonts-noto-cjk), "
           "so Japanese text can't be measured as users see it")
    if os.environ.get("CI"):
        pytest.fail(why, pytrace=False)
    pytest.skip(why)


class ScriptedPrompts(Prompts):
    """Answers dialogs from lists the test fills in; records errors instead of showing them."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.errors: list[tuple[str, str]] = []
        self.answers: dict[str, list] = {}

    def _next(self, kind):
        queue = self.answers.get(kind) or []
        if not queue:
            raise AssertionError(f"unexpected {kind} dialog")
        return queue.pop(0)

    def error(self, title, text):
        self.errors.append((title, text))

    def save_changes(self):
        return self._next("save_changes")

    def restore(self, board, saved_at):
        self.asked_restore = getattr(self, "asked_restore", []) + [board]
        return self._next("restore")

    def end_quiz(self, answered, total, over=None):
        self.asked_end_quiz = getattr(self, "asked_end_quiz", []) + [(answered, total)]
        return self._next("end_quiz")

    def unwritten_answers(self, count, error, over=None):
        self.asked_unwritten = getattr(self, "asked_unwritten", []) + [(count, error)]
        return self._next("unwritten_answers")

    def open_path(self):
        return self._next("open_path")

    def open_card_file(self):
        return self._next("open_card_file")

    def confirm_download(self, source):
        return self._next("confirm_download")

    def info(self, title, text):
        self.infos = getattr(self, "infos", []) + [(title, text)]

    def save_path(self):
        return self._next("save_path")

    def save_report_path(self, kind):
        return self._next("save_report_path")

    def save_page_path(self, title):
        return self._next("save_page_path")

    def text(self, title, label, value=""):
        return self._next("text")

    def item(self, title, label, items, current=0):
        return self._next("item")

    def counters(self, counters):
        return self._next("counters")

    def custom_card(self):
        return self._next("custom_card")

    def turn_facts(self, state, cast_names=None):
        return self._next("turn_facts")

    def new_board(self, last, examples):
        return self._next("new_board")

    def stack_item(self, db, state, lang, current=None):
        self.stack_item_shown = current
        return self._next("stack_item")

    def effect(self, db, players, turn, current=None, lang="en"):
        return self._next("effect")


def close_ending_its_quiz(quiz) -> None:
    """Close a quiz window at a test's end: a quiz with questions left asks whether to end it
    (Prompts.end_quiz), and the test's end says yes."""
    if quiz.questions_left and isinstance(quiz.prompts, ScriptedPrompts):
        quiz.prompts.answers["end_quiz"] = [True]
    quiz.close()


@pytest.fixture(autouse=True)
def app_font_and_colours_restored(qapp):
    """The app's font and colours as they were before the test: View ▸ Larger text and View ▸ Dark
    change them for the whole process, and the next test's windows would open with them."""
    from PySide6.QtGui import QFont, QPalette
    before, colours = QFont(qapp.font()), QPalette(qapp.palette())
    yield
    if qapp.font() != before:
        qapp.setFont(before)
    if qapp.palette() != colours:     # View ▸ Dark too: the walk through every menu left it dark
        from judgeapp.gui.theme import apply_theme
        apply_theme("system")


@pytest.fixture(autouse=True)
def interface_language_restored(qapp):
    """English again after the test: the translators are the app's, one set for every window, and a
    test that chose Language ▸ Français (the walk through every menu does) worded the next test's
    windows in French (a quiz's status bar test failed when run after the walk)."""
    yield
    from judgeapp.gui import i18n
    if i18n.app_translations().lang != "en":
        i18n.app_translations().install("en")


@pytest.fixture
def data_dir(tmp_path, monkeypatch):
    """A fresh data folder, with the interface language fixed to English (the app otherwise
    follows the system locale, which differs between machines)."""
    from PySide6.QtCore import QSettings
    folder = tmp_path / "data"
    folder.mkdir()
    monkeypatch.setenv("JUDGEAPP_DATA_DIR", str(folder))
    settings = QSettings(str(folder / "window.ini"), QSettings.Format.IniFormat)
    settings.setValue("language", "en")
    settings.sync()
    return folder


@pytest.fixture
def window(qtbot, data_dir):
    prompts = ScriptedPrompts()
    win = MainWindow(data_dir, prompts=prompts, offer_restore=False)
    win.show()
    qtbot.waitExposed(win)
    yield win
    if getattr(win, "quiz_window", None) is not None:
        close_ending_its_quiz(win.quiz_window)
    win.document.undo_stack.setClean()
    win.close()
    win.deleteLater()


@pytest.fixture
def quiz(qtbot, data_dir):
    """A quiz window on a fresh data folder, shown; closed at the end (its quiz ended if need be)."""
    from judgeapp.gui.quiz_window import QuizWindow
    window = QuizWindow(data_dir, ScriptedPrompts())
    window.show()
    qtbot.waitExposed(window)
    yield window
    close_ending_its_quiz(window)
