"""A screen reader names each control a user can reach with Tab: by its accessible name, its own
words (a button's) or the label that names it (a form's). The verdict tree, the ruling, the
players' zones, the Add bar's zone box, the quiz's explanation and the library's table had none,
and were read as a bare "tree view" or "text"; they are named, in the interface's language."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QLabel, QScrollBar, QTabBar, QTabWidget, QWidget

from .conftest import ScriptedPrompts
from .test_board_layout import menu_action
from .test_languages_gui import _language_action


def _unnamed(top: QWidget) -> list[str]:
    """The shown controls that take the keyboard's focus and that nothing names (the line edit
    inside a spin box or an editable combo box is named by its box, a tab widget by its tabs)."""
    labelled = {label.buddy() for label in top.findChildren(QLabel) if label.buddy() is not None}
    found = []
    for widget in top.findChildren(QWidget):
        if (not widget.isVisible() or widget.focusPolicy() == Qt.FocusPolicy.NoFocus
                or isinstance(widget, (QScrollBar, QTabBar, QTabWidget)) or widget.objectName() == "qt_spinbox_lineedit"
                or type(widget.parent()).__name__ == "QComboBox"):
            continue
        words = widget.text() if isinstance(widget, QAbstractButton) else ""
        if not (widget.accessibleName() or words or widget in labelled):
            found.append(type(widget).__name__)
    return found


@pytest.mark.parametrize("language", [None, "日本語"])
def test_every_control_of_the_board_the_quiz_and_the_library_is_named(window, qtbot, language):
    if language:
        _language_action(window, language).trigger()
    assert _unnamed(window) == []
    if language:
        assert window.verdicts.tree.accessibleName() == "特別な処理とその判定"
    window.open_library()
    assert _unnamed(window.library_dialog) == []
    window.library_dialog.close()
    menu_action(window, *(("クイズ(Q)", "クイズを始める(S)…") if language else ("Quiz", "Start a quiz…"))).trigger()
    quiz = window.quiz_window
    quiz.prompts = ScriptedPrompts()
    qtbot.waitUntil(quiz.isVisible)
    assert _unnamed(quiz) == []
    qtbot.mouseClick(quiz.start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: quiz.feedback.isVisible())
    assert _unnamed(quiz) == []
