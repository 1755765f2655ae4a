"""Answering a real modal dialog as a user does: the action that opens it blocks in exec(), so
the answer is scheduled first and runs once the dialog is the active modal widget."""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication


def when_modal(kind: type, answer: Callable) -> None:
    """Call answer(dialog) on the next modal dialog of class `kind`, once it is open."""
    def poll() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, kind):
            QTimer.singleShot(20, poll)
            return
        answer(dialog)

    QTimer.singleShot(20, poll)
