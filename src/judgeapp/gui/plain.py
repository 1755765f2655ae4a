"""User and file text shown as plain text. Qt guesses whether a tooltip is rich text (a card
named "<img src=file:///… width=20000>" would be drawn as an image, loading local files and
gigabytes of memory); every tooltip that can hold such text goes through `tooltip()`. A menu
entry takes "&" for the mark of its shortcut letter ("R&D.json" read "RD.json"); every menu
entry made of such text goes through `menu_text()`. A file's path goes through `path_text()`."""

from __future__ import annotations

import os
import sys

from PySide6.QtGui import Qt


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
