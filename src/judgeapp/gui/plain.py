"""User and file text shown as plain text. Qt guesses whether a tooltip is rich text (a card
named "<img src=file:///… width=20000>" would be drawn as an image, loading local files and
gigabytes of memory); every tooltip that can hold such text goes through `tooltip()`. A menu
entry takes "&" for the mark of its shortcut letter ("R&D.json" read "RD.json"); every menu
entry made of such text goes through `menu_text()`. A file's path goes through `path_text()`.
A player's id or name, a kind of counter or a card's name, from a file up to 10,000 characters
long, and a file's path, are cut short by `shortened()` where they would otherwise set a widget's
or a menu's width (a combo box or a title as wide as a 3,000-character id made the main window
36,605 px wide)."""

from __future__ import annotations

import os
import sys

from PySide6.QtGui import QFontMetrics, Qt
from PySide6.QtWidgets import QComboBox

# How much of a player's id or name a box, a title or a menu shows, in average characters:
# "Alessandro Bianchi" whole, a longer one cut in its middle ("Alessandro B…la Valle di Sopra"
# keeps what tells "… Player 1" from "… Player 2").
PLAYER_CHARS = 24
# A card's name, or a line naming one ("Grizzly Bears (B) #2"): every real card's whole but a few
# Un-cards' (the longest has 141 letters).
CARD_CHARS = 48
# A file's path in a menu: a deep folder's cut in its middle, within a 1024 px screen.
PATH_CHARS = 100


def tooltip(text: str | None) -> str:
    """The text escaped into rich text that shows exactly those characters (line breaks kept)."""
    return Qt.convertFromPlainText(text, Qt.WhiteSpaceMode.WhiteSpaceNormal) if text else ""


def menu_text(text: str) -> str:
    """The text as a menu entry shows it: each "&" doubled, so it is shown, not taken for a mark."""
    return text.replace("&", "&&")


def path_text(path: str | os.PathLike[str]) -> str:
    """A file's path (or name) as the user reads it. A name in another encoding than the file
    system's (made on a machine set to Latin-1, say) reaches Python with its undecodable bytes as
    lone surrogates, which Qt silently drops: "caf\\udce9.json" was shown as "caf.json", another
    file's name. They are shown as "\\ufffd", as file managers show them. (Escaped here: a lone
    surrogate in a docstring stops Python 3.13.0 from compiling the module.)"""
    encoding = sys.getfilesystemencoding()
    return os.fspath(path).encode(encoding, sys.getfilesystemencodeerrors()).decode(encoding, "replace")


def shortened(text: str, metrics: QFontMetrics, chars: int = PLAYER_CHARS) -> str:
    """The text whole if it fits in `chars` average characters of this font, else cut in its
    middle with "…" to fit. (A quarter as many aren't measured: "A", "Alice"; the widest of
    them, "⸻", five average characters wide, can't widen anything.)"""
    if len(text) * 4 <= chars:
        return text
    return metrics.elidedText(text, Qt.TextElideMode.ElideMiddle, metrics.averageCharWidth() * chars)


def add_player_item(box: QComboBox, text: str, data: object) -> None:
    """An item naming a player: shortened to fit, with the whole text as its tooltip when it
    was cut."""
    shown = shortened(text, box.fontMetrics())
    box.addItem(shown, data)
    if shown != text:
        box.setItemData(box.count() - 1, tooltip(text), Qt.ItemDataRole.ToolTipRole)
