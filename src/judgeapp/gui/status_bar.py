"""A status bar whose message wraps onto more lines when the window is too narrow for it, rather
than being cut off: the end of a message is often what matters ("… (508.8): go on to the end of
combat step", "… to the graveyard (608.3b)"). At most MAX_LINES lines, and no more than its
window's screen has room for: a longer one (a player's id from a file can be 10,000 characters
long) is cut in its middle, keeping its start and end, and reads whole as the bar's tooltip (a
3,000-character id made the bar 670 px tall and the window 1,240, off a 768 px screen)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRect, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QStatusBar, QWidget

from .plain import tooltip

_FLAGS = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap
_MARGIN = 6
MAX_LINES = 4


class WrappingStatusBar(QStatusBar):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self._lines = MAX_LINES
        self.messageChanged.connect(lambda _text: self._fit())

    def _text_rect(self) -> QRect:
        grip = 16 if self.isSizeGripEnabled() else 0
        return self.rect().adjusted(_MARGIN, 2, -_MARGIN - grip, -2)

    def _needed(self, text: str, width: int) -> int:
        return self.fontMetrics().boundingRect(QRect(0, 0, width, 100_000), _FLAGS, text).height()

    def _one_line(self) -> int:
        """A line of text in the bar's font, there with a message or not: a message of one line (the
        text size just chosen, at 175%) made the window 8 px taller than it was measured for."""
        return max(self.minimumSizeHint().height(), self._needed("Xg", 10_000) + 4)      # (as a message's is measured)

    def _lines_with_room(self) -> int:
        """MAX_LINES, or as many as the window's screen has room for below the rest of the window:
        a message on a second line made a window that filled a 1024 x 768 laptop's screen (English at
        175%) 16 px taller than the screen, and the text was made smaller to fit it again."""
        window = self.window()
        screen = window.screen() if window is not self else None
        if screen is None:
            return MAX_LINES
        frame = window.frameGeometry().height() - window.height()
        rest = window.minimumSizeHint().height() - self.minimumHeight()       # the window without this bar
        room = screen.availableGeometry().height() - frame - rest - 4
        return max(1, min(MAX_LINES, room // self.fontMetrics().lineSpacing()))

    def _shown(self) -> str:
        """The message, cut in its middle where it would take more lines than it has."""
        text = self.currentMessage()
        width = max(self._text_rect().width(), 50)
        most = self._needed("\n".join(["Xg"] * self._lines), 10_000)      # that many lines, measured alike
        room = width * self._lines
        while text and self._needed(text, width) > most and room > 0:
            text = self.fontMetrics().elidedText(self.currentMessage(), Qt.TextElideMode.ElideMiddle, room)
            room -= max(width // 10, 10)     # (lines wrap at words: a line holds less than the width)
        return text

    def _fit(self) -> None:
        """As tall as the message needs at this width (one line when there is none), in the lines
        the screen has room for; a message cut to fit reads whole as the tooltip."""
        self._lines = self._lines_with_room()
        text = self._shown()
        needed = self._needed(text, max(self._text_rect().width(), 50)) + 4 if text else 0
        self.setMinimumHeight(max(self._one_line(), needed))
        self.setToolTip(tooltip(self.currentMessage()) if text != self.currentMessage() else "")   # (plain text)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit()

    def changeEvent(self, event) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._fit()         # one line in the new text size

    def paintEvent(self, event) -> None:
        text = self._shown()
        if not text:
            super().paintEvent(event)
            return
        painter = QPainter(self)
        painter.setPen(self.palette().windowText().color())
        painter.drawText(self._text_rect(), _FLAGS, text)      # plain text: never markup
