"""A user who tries everything: every menu action of every window is triggered and every enabled
button is clicked with the mouse (qtbot.mouseClick, never the slot), round after round as new
windows and pages appear (the quiz window, its questions and report). Modal dialogs are answered
as they appear: the first of each kind accepted with what it offers, later ones cancelled; file
dialogs cancelled. Any exception, or any error dialog, fails the test.

Issue 8: the quiz's Start button crashed for every user while its tests, which called start(),
passed. This test would have caught it."""

import shiboken6
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (QAbstractButton, QApplication, QDialog, QDialogButtonBox, QFileDialog,
                               QMessageBox, QWidget)

from judgeapp.gui.main_window import MainWindow

SKIP = ("quit", "close")


class Walker:
    def __init__(self, qtbot):
        self.qtbot = qtbot
        self.done: set[str] = set()
        self.errors: list[str] = []
        self.dialogs_accepted: set[str] = set()
        self.clicked = 0
        self.windows: set[str] = set()

    # ---- modal dialogs, answered as they appear -----------------------------------------------
    def answer_dialog(self) -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None or not shiboken6.isValid(dialog):
            return
        kind = type(dialog).__name__
        if isinstance(dialog, QMessageBox):
            if dialog.icon() == QMessageBox.Icon.Critical:
                self.errors.append(f"error dialog: {dialog.windowTitle()}: {dialog.text()[:200]}")
            dialog.reject() if dialog.escapeButton() is None else dialog.escapeButton().click()
            return
        if isinstance(dialog, QFileDialog) or kind in self.dialogs_accepted:
            dialog.reject()
            return
        self.dialogs_accepted.add(kind)
        box = dialog.findChild(QDialogButtonBox)
        ok = box.button(QDialogButtonBox.StandardButton.Ok) if box is not None else None
        if ok is not None and ok.isEnabled():
            ok.click()
        else:
            dialog.accept()

    # ---- one round over every window ---------------------------------------------------------
    def _key(self, widget: QWidget, label: str) -> str:
        return f"{type(widget.window()).__name__}/{label}"

    def round(self) -> int:
        count = 0
        for top in list(QApplication.topLevelWidgets()):
            if not shiboken6.isValid(top) or not top.isVisible() or isinstance(top, QDialog):
                continue
            self.windows.add(type(top).__name__)
            for action in top.findChildren(QAction):
                if not shiboken6.isValid(action) or not shiboken6.isValid(top):
                    break
                label = action.text().replace("&", "").strip()
                if (not label or action.isSeparator() or action.menu() is not None or not action.isEnabled()
                        or action.objectName() == "quit"):
                    continue
                key = self._key(top, "action:" + label)
                if key not in self.done:
                    self.done.add(key)
                    action.trigger()
                    QApplication.processEvents()
                    count += 1
            if not shiboken6.isValid(top):
                continue
            for button in top.findChildren(QAbstractButton):
                if not shiboken6.isValid(button) or not (button.isVisible() and button.isEnabled()):
                    continue
                label = (button.text() or button.toolTip() or button.accessibleName()).replace("&", "").strip()
                key = self._key(button, f"button:{type(button).__name__}:{label}")
                if label.lower().startswith(SKIP) or key in self.done:
                    continue
                self.done.add(key)
                self.qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
                QApplication.processEvents()
                count += 1
        self.clicked += count
        return count


def test_every_menu_action_and_button_of_every_window_works(qtbot, data_dir):
    window = MainWindow(data_dir, offer_restore=False)     # the real dialogs, answered by the walker
    window.show()
    qtbot.waitExposed(window)
    walker = Walker(qtbot)
    timer = QTimer()
    timer.timeout.connect(walker.answer_dialog)
    timer.start(25)
    try:
        for _ in range(12):
            if walker.round() == 0:
                break
        # Answer the quiz to its end, as a user would, so the report page's buttons are walked too.
        quiz = next(t for t in QApplication.topLevelWidgets() if type(t).__name__ == "QuizWindow" and t.isVisible())
        while quiz.pages.currentIndex() == 1:
            qtbot.keyClick(quiz.pages.currentWidget(), Qt.Key.Key_1)
            qtbot.mouseClick(quiz.submit_button, Qt.MouseButton.LeftButton)
        for _ in range(6):
            if walker.round() == 0:
                break
    finally:
        timer.stop()
    assert walker.errors == []
    assert {"MainWindow", "QuizWindow", "RulesWindow"} <= walker.windows, walker.windows
    # (150 until the previous language's menus were deleted on a switch: the walk also triggered
    # those stale copies, in every language it had passed through.)
    assert walker.clicked >= 110, walker.clicked
    assert any("QuizWindow/button:QPushButton" in key and "HTML" in key for key in walker.done)
    for top in QApplication.topLevelWidgets():
        if isinstance(top, MainWindow) and shiboken6.isValid(top):
            top.document.undo_stack.setClean()
            top.close()
