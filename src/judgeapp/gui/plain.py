"""User and file text shown as plain text. Qt guesses whether a tooltip is rich text (a card
named "<img src=file:///… width=20000>" would be drawn as an image, loading local files and
gigabytes of memory); every tooltip that can hold such text goes through `tooltip()`."""

from __future__ import annotations

from PySide6.QtGui import Qt


def tooltip(text: str | None) -> str:
    """The text escaped into rich text that shows exactly those characters (line breaks kept)."""
    return Qt.convertFromPlainText(text, Qt.WhiteSpaceMode.WhiteSpaceNormal) if text else ""
