"""A status bar whose message wraps onto more lines when the window is too narrow for it, rather
than being cut off: the end of a message is often what matters ("… (508.8): go on to the end of
combat step", "… to the graveyard (608.3b)"). At most MAX_LINES lines: a longer one (a player's
id from a file can be 10,000 characters long) is cut in its middle, keeping its start and end (a
3,000-character id made the bar 670 px tall and the window 1,240, off a 768 px screen)."""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QStatusBar, QWidget

_FLAGS = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap
_MARGIN = 6
MAX_LINES = 4


class WrappingStatusBar(QStatusBar):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self._one_line = self.minimumSizeHint().height()
        self.messageChanged.connect(lambda _text: self._fit())

    def _text_rect(self) -> QRect:
        grip = 16 if self.isSizeGripEnabled() else 0
        return self.rect().adjusted(_MARGIN, 2, -_MARGIN - grip, -2)

    def _needed(self, text: str, width: int) -> int:
        return self.fontMetrics().boundingRect(QRect(0, 0, width, 100_000), _FLAGS, text).height()

    def _shown(self) -> str:
        """The message, cut in its middle where it would take more than MAX_LINES lines."""
        text = self.currentMessage()
        width = max(self._text_rect().width(), 50)
        most = self.fontMetrics().lineSpacing() * MAX_LINES
        room = width * MAX_LINES
        while text and self._needed(text, width) > most and room > width:
            room -= width // 2      # (lines wrap at words: a line holds less than the width)
            text = self.fontMetrics().elidedText(self.currentMessage(), Qt.TextElideMode.ElideMiddle, room)
        return text

    def _fit(self) -> None:
        """As tall as the message needs at this width (one line when there is none)."""
        text = self._shown()
        needed = self._needed(text, max(self._text_rect().width(), 50)) + 4 if text else 0
        self.setMinimumHeight(max(self._one_line, needed))

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit()

    def paintEvent(self, event) -> None:
        text = self._shown()
        if not text:
            super().paintEvent(event)
            return
        painter = QPainter(self)
        painter.setPen(self.palette().windowText().color())
        painter.drawText(self._text_rect(), _FLAGS, text)      # plain text: never markup
