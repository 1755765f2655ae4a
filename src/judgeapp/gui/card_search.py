"""Card name completion for the Add bar and every card picker: the bundled cards and, where one
is imported, the full card set (issue 13), in any of the five languages, accents ignored. Each
suggestion shows the printed name in the language typed and the English name beside it."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QAbstractListModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtWidgets import QCompleter, QLineEdit

from ..core.cards import CardDatabase, imported_store, name_key, store_problem
from ..core.errors import CardStoreError

SHOWN = 20


class CardNameModel(QAbstractListModel):
    """(printed name, English name) rows: the popup shows both, the line edit gets the printed one."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.rows: list[tuple[str, str]] = []

    def set_rows(self, rows: list[tuple[str, str]]) -> None:
        self.beginResetModel()
        self.rows = rows
        self.endResetModel()

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.rows)

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        shown, english = self.rows[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return shown if shown == english else f"{shown} — {english}"
        if role == Qt.ItemDataRole.EditRole:
            return shown
        if role == Qt.ItemDataRole.ToolTipRole:
            return english
        return None


def matches(db: CardDatabase, typed: str, limit: int = SHOWN, lang: str = "en") -> list[tuple[str, str]]:
    """Cards of the bundled set, then of the imported one, whose name in any language contains
    (bundled) or starts with (imported, a word of it too) what was typed, accents and case
    ignored; each shown by its name in the user's language where it has one, English beside."""
    key = name_key(typed)
    if not key:
        return []
    found = [(db.get(english).names.get(lang, shown), english) for shown, english, name in _bundled_names(db)
             if key in name]
    store = imported_store()
    if store is not None and store_problem() is None:
        try:
            found += store.complete(typed, limit, lang)
        except CardStoreError:
            pass        # a damaged card set: adding the card says why (UnknownCardError names the problem)
    return list(dict.fromkeys(found))[:limit]


def _bundled_names(db: CardDatabase) -> list[tuple[str, str, str]]:
    """(printed name, English name, search key) of every bundled name, worked out once."""
    cached: list[tuple[str, str, str]] | None = getattr(db, "_completion_names", None)
    if cached is None:
        shown = [(card.name, card.name) for card in db.cards]
        shown += [(name, card.name) for card in db.cards for name in card.names.values()]
        shown += [(face.name, card.name) for card in db.cards for face in card.faces]
        cached = [(name, english, name_key(name)) for name, english in shown]
        db._completion_names = cached          # type: ignore[attr-defined]
    return cached


class CardCompleter(QCompleter):
    """A completer that asks the card data on each keystroke (the full set is too big to list)."""

    def __init__(self, db_source: Callable[[], CardDatabase], line_edit: QLineEdit,
                 lang_source: Callable[[], str] = lambda: "en"):
        self.names = CardNameModel(line_edit)
        super().__init__(self.names, line_edit)
        self._db, self._lang = db_source, lang_source
        self.setCompletionMode(QCompleter.CompletionMode.UnfilteredPopupCompletion)
        self.setCompletionRole(Qt.ItemDataRole.EditRole)
        self.setMaxVisibleItems(12)
        line_edit.textEdited.connect(self.update_for)

    def update_for(self, typed: str) -> None:
        """Fill the suggestions for what is typed now."""
        self.names.set_rows(matches(self._db(), typed, lang=self._lang()))
