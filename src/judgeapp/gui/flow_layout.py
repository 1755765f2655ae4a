"""A layout that places widgets left to right and wraps to a new line when the row is full (the
flow layout of Qt's examples), so rows of fields reflow on a narrow window instead of widening it."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import QHBoxLayout, QLayout, QWidget, QWidgetItem


class FlowLayout(QLayout):
    def __init__(self, parent=None, spacing: int = 6):
        super().__init__(parent)
        self._items: list = []
        self._spacing = spacing
        self._heights: dict[int, int] = {}      # heightForWidth by width, until the layout is invalidated
        self.setContentsMargins(0, 0, 0, 0)

    def addItem(self, item) -> None:
        self._items.append(item)
        self.invalidate()

    def add_group(self, *widgets) -> QWidget:
        """Widgets that stay on one line together (a label and its field)."""
        holder = QWidget()
        row = QHBoxLayout(holder)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(3)
        for widget in widgets:
            row.addWidget(widget)
        self.addWidget(holder)
        return holder

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int):
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int):
        if not 0 <= index < len(self._items):
            return None
        self.invalidate()
        return self._items.pop(index)

    def expandingDirections(self):
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        """The height at this width, kept until something in the layout changes (Qt asks for the
        same widths many times a layout pass, as QBoxLayout keeps its answer)."""
        height = self._heights.get(width)
        if height is None:
            height = self._heights[width] = self._place(QRect(0, 0, width, 0), move=False)
        return height

    def invalidate(self) -> None:
        """A widget shown, hidden or resized, or one added: the heights are worked out again."""
        self._heights.clear()
        super().invalidate()

    def setGeometry(self, rect: QRect) -> None:
        super().setGeometry(rect)
        self._place(rect, move=True)

    def sizeHint(self) -> QSize:
        return self.minimumSize()

    def minimumSize(self) -> QSize:
        size = QSize()
        for item in self._items:
            size = size.expandedTo(item.minimumSize())
        margins = self.contentsMargins()
        return size + QSize(margins.left() + margins.right(), margins.top() + margins.bottom())

    def _place(self, rect: QRect, move: bool) -> int:
        margins = self.contentsMargins()
        area = rect.adjusted(margins.left(), margins.top(), -margins.right(), -margins.bottom())
        x, y, line_height = area.x(), area.y(), 0
        for item in self._items:
            if isinstance(item, QWidgetItem) and item.widget().isHidden():
                continue
            hint = item.sizeHint()
            if x + hint.width() > area.right() + 1 and line_height > 0:
                x, y = area.x(), y + line_height + self._spacing
                line_height = 0
            if move:
                item.setGeometry(QRect(QPoint(x, y), hint))
            x += hint.width() + self._spacing
            line_height = max(line_height, hint.height())
        return y + line_height - rect.y() + margins.bottom()


class TallEnoughForItsWidth:
    """For a widget whose rows wrap (FlowLayout): its least height is the height its rows take at the
    width it has. Qt counts a wrapped row when it lays a window out, not in the window's least size,
    so the rows below gave up their room instead (at 200% on a 1366 x 768 laptop, the turn bar's
    steps on two rows left the verdicts one row high). Its width never depends on its height, so
    asking again at each new width comes to rest."""

    def minimumSizeHint(self) -> QSize:
        hint = super().minimumSizeHint()           # type: ignore[misc]
        layout, width = self.layout(), self.width()          # type: ignore[attr-defined]
        if width > 0 and layout is not None and layout.hasHeightForWidth():
            hint.setHeight(max(hint.height(), layout.totalMinimumHeightForWidth(width)))
        return hint

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)                 # type: ignore[misc]
        if event.oldSize().width() != event.size().width():
            self.updateGeometry()                  # type: ignore[attr-defined]  # its least height at this width
