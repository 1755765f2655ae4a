"""Files dragged from a file manager onto a window, delivered as the window system delivers them:
to the window's handle at a point, enter, move, then drop (the widget under the point gets them
first; a zone takes only cards from its own board, so a file drag goes on to the window)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QMimeData, QPoint, QPointF, Qt, QUrl
from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent
from PySide6.QtWidgets import QApplication, QWidget


def drag_files_onto(window: QWidget, dropped: list[Path | str], over: QWidget) -> bool:
    """Drag these local files (Path) or addresses (str) onto `window` over the widget `over`, and
    drop them if the window takes the drag; whether it took the drag and the drop."""
    data = QMimeData()
    data.setUrls([QUrl.fromLocalFile(str(item)) if isinstance(item, Path) else QUrl(item) for item in dropped])
    at = over.mapTo(window, QPoint(5, 5))
    actions = Qt.DropAction.CopyAction | Qt.DropAction.MoveAction
    handle = window.windowHandle()
    enter = QDragEnterEvent(at, actions, data, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(handle, enter)
    move = QDragMoveEvent(at, actions, data, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(handle, move)
    if not move.isAccepted():
        return False
    drop = QDropEvent(QPointF(at), actions, data, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(handle, drop)
    return drop.isAccepted()
