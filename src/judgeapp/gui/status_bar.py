"""A status bar whose message wraps onto more lines when the window is too narrow for it, rather
than being cut off: the end of a message is often what matters ("… (508.8): go on to the end of
combat step", "… to the graveyard (608.3b)")."""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QStatusBar, QWidget

_FLAGS = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap
_MARGIN = 6


class WrappingStatusBar(QStatusBar):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self._one_line = self.minimumSizeHint().height()
        self.messageChanged.connect(lambda _text: self._fit())

    def _text_rect(self) -> QRect:
        grip = 16 if self.isSizeGripEnabled() else 0
        return self.rect().adjusted(_MARGIN, 2, -_MARGIN - grip, -2)

    def _fit(self) -> None:
        """As tall as the message needs at this width (one line when there is none)."""
        text = self.currentMessage()
        width = max(self._text_rect().width(), 50)
        needed = self.fontMetrics().boundingRect(QRect(0, 0, width, 100_000), _FLAGS, text).height() + 4 if text else 0
        self.setMinimumHeight(max(self._one_line, needed))

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit()

    def paintEvent(self, event) -> None:
        text = self.currentMessage()
        if not text:
            super().paintEvent(event)
            return
        painter = QPainter(self)
        painter.setPen(self.palette().windowText().color())
        painter.drawText(self._text_rect(), _FLAGS, text)      # plain text: never markup
