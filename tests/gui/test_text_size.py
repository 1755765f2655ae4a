"""View ▸ Larger text / Smaller text / Normal text size: the whole app's text for a projector or
a reader who needs larger print, by the menu's keys, remembered for the next start."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from judgeapp.gui.board import ZoneView
from judgeapp.gui.main_window import MainWindow
from judgeapp.gui.text_size import SCALES


def _size() -> float:
    return QApplication.font().pointSizeF()


def _key(window, qtbot, key, modifier=Qt.KeyboardModifier.ControlModifier):
    window.activateWindow()
    qtbot.keyClick(window, key, modifier)


def _battlefield(window) -> ZoneView:
    return next(v for v in window.board.findChildren(ZoneView) if v.model().rowCount() >= 3)


def test_larger_text_grows_every_windows_text_and_card_rows_and_is_remembered(window, qtbot, data_dir):
    system = _size()
    view = _battlefield(window)
    row = view.sizeHintForRow(0)
    height = view.height()
    _key(window, qtbot, Qt.Key.Key_Equal)              # Ctrl+= (Ctrl++ without Shift)
    assert _size() == pytest.approx(system * 1.15)
    qtbot.waitUntil(lambda: view.sizeHintForRow(0) > row)     # a card's two lines grow taller (the views
    assert view.height() > height                              # hear of the font next) and the list with them
    assert window.statusBar().currentMessage() == "Text size: 115%"
    again = MainWindow(data_dir, prompts=window.prompts, offer_restore=False)   # the next start
    try:
        assert _size() == pytest.approx(system * 1.15) and again.smaller_text.isEnabled()
    finally:
        again.document.undo_stack.setClean()
        again.close()
    _key(window, qtbot, Qt.Key.Key_0)                  # Ctrl+0: the system's size
    assert _size() == system


def test_the_sizes_stop_at_the_smallest(window, qtbot):
    system = _size()
    for _ in range(len(SCALES)):
        _key(window, qtbot, Qt.Key.Key_Minus)
    assert _size() == pytest.approx(system * SCALES[0]) and not window.smaller_text.isEnabled()
    assert window.larger_text.isEnabled()


def test_larger_text_that_would_outgrow_the_screen_is_taken_back_and_says_why(window, qtbot, data_dir):
    """Qt's offscreen test screen is 800 x 800: the English window needs 805 px at 115% (about what
    it needs at 100%), 836 px at 130%. Before, nothing stopped the text from pushing the window
    past the screen's edge (French on a 1024 x 768 laptop from 130%)."""
    system = _size()
    window.larger_text.trigger()
    assert _size() == pytest.approx(system * 1.15)
    window.larger_text.trigger()
    assert _size() == pytest.approx(system * 1.15)      # taken back
    message = window.statusBar().currentMessage()
    assert message.startswith("Text size 130% would need 836 x ") and message.endswith(
        "more than the screen's 800 x 800: the text stays at 115%.")
    again = MainWindow(data_dir, prompts=window.prompts, offer_restore=False)     # what is remembered
    try:
        assert _size() == pytest.approx(system * 1.15)
    finally:
        again.document.undo_stack.setClean()
        again.close()


@pytest.mark.parametrize(("width", "height", "lang", "largest"), [(1920, 1080, "en", 2.0), (1024, 768, "fr", 1.15)])
def test_the_largest_text_is_the_largest_the_screen_has_room_for(tmp_path, width, height, lang, largest):
    """Larger text pressed nine times in a fresh start: 200% on a 1920 x 1080 monitor in English;
    115% on a 1024 x 768 laptop in French, whose window would need 1,040 px at 130%."""
    from tests.gui.test_window_size import _first_start
    report = (f"base = app.font().pointSizeF(); [window.larger_text.trigger() for _ in range(9)]; "
              f"print(round(app.font().pointSizeF() / base, 2), window.minimumSizeHint().width() <= {width})")
    assert _first_start(tmp_path, [("screen", 0, width, height)], lang, report) == f"{largest} True"


def test_the_quiz_question_stays_a_fifth_larger_than_the_text(window, qtbot):
    quiz = window.open_quiz()
    qtbot.mouseClick(quiz.start_button, Qt.MouseButton.LeftButton)
    window.larger_text.trigger()
    qtbot.waitUntil(lambda: quiz.prompt.font().pointSizeF() == pytest.approx(_size() * 1.2))
    assert quiz.prompt.font().bold()


def test_a_damaged_setting_reads_as_the_normal_size(qtbot, data_dir):
    from PySide6.QtCore import QSettings
    settings = QSettings(str(data_dir / "window.ini"), QSettings.Format.IniFormat)
    settings.setValue("text_scale", "huge")
    settings.sync()
    system = _size()
    window = MainWindow(data_dir, offer_restore=False)
    try:
        assert _size() == system
    finally:
        window.close()


def test_f11_puts_the_window_and_the_quiz_over_the_whole_screen_and_back(window, qtbot):
    """For a projector: View ▸ Full screen (F11) in the main window, F11 in the quiz."""
    _key(window, qtbot, Qt.Key.Key_F11, Qt.KeyboardModifier.NoModifier)
    assert window.isFullScreen() and window.full_screen_action.isChecked()
    window.full_screen_action.trigger()                 # the menu entry, ticked, turns it off
    assert not window.isFullScreen() and not window.full_screen_action.isChecked()
    quiz = window.open_quiz()
    quiz.activateWindow()
    qtbot.waitUntil(quiz.isActiveWindow)
    qtbot.keyClick(quiz, Qt.Key.Key_F11)
    assert quiz.isFullScreen()
    qtbot.keyClick(quiz, Qt.Key.Key_F11)
    assert not quiz.isFullScreen()
