"""Qt item models over the core's lists: a player's zone, the stack, active effects, warnings.

They read the document's current state and reset when it changes; edits go through the
document (so they are undoable). Drag and drop carries object ids.
"""

from __future__ import annotations

import os

from PySide6.QtCore import QAbstractListModel, QMimeData, QModelIndex, Qt
from PySide6.QtGui import QFont, QPalette
from PySide6.QtWidgets import QApplication

from ..core import edits, messages
from ..core.cards import CardDatabase
from .card_delegate import CELL_ROLE, CardCell
from .document import EVERYTHING, Document, StateChange
from .highlights import Highlights
from .labels import BoardGiven, board_given, card_text, object_label, object_look, stack_label
from .object_menu import zone_name
from .plain import tooltip
from .view_settings import ViewSettings

MIME_OBJECT = "application/x-judgeapp-object"
MIME_STACK = "application/x-judgeapp-stack-item"
ID_ROLE = Qt.ItemDataRole.UserRole + 1
HANDLED_ROLES = frozenset({Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole, ID_ROLE,
                           Qt.ItemDataRole.FontRole, Qt.ItemDataRole.BackgroundRole,
                           Qt.ItemDataRole.ForegroundRole, CELL_ROLE})
WARNING_MARK = "⚠ "
LEGAL_MARK = "◆ "
TARGET_MARK = "◎ "


class _StateListModel(QAbstractListModel):
    """Rows are items of the current state; subclasses say which, and how they look."""

    WATCHES: tuple[str, ...] = ("players", "custom_cards")   # the state fields its rows come from

    def __init__(self, document: Document, highlights: Highlights, db_source, settings: ViewSettings | None = None):
        super().__init__()
        self.document, self.highlights, self._db_source = document, highlights, db_source
        self.settings = settings or ViewSettings()
        self._rows: tuple = self.current_items()
        self._labels: dict[int, str] = {}
        self._looks: dict[int, object] = {}
        document.changed.connect(self._reset)
        highlights.changed.connect(self._restyle)

    @property
    def lang(self) -> str:
        return self.settings.lang

    @property
    def db(self) -> CardDatabase:
        return self._db_source()

    def current_items(self) -> tuple:
        """The rows as the document's state has them now."""
        raise NotImplementedError

    def items(self) -> tuple:
        return self._rows

    def rowCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def _reset(self, change: StateChange = EVERYTHING) -> None:
        if not change.touches(*self.WATCHES):
            return   # the edit changed nothing these rows show
        rows = self.current_items()
        if rows == self._rows:
            return   # this list did not change: no reset, no re-layout
        before = self._rows
        if len(rows) == len(before) and all(new.id == old.id for new, old in zip(rows, before)):
            # The same objects in the same order, some changed (a card tapped, a counter added):
            # those rows are drawn again; the list keeps its layout, scroll position and selection.
            self._rows = rows
            for row, (new, old) in enumerate(zip(rows, before)):
                if new != old:
                    self._labels.pop(row, None)
                    self._looks.pop(row, None)
                    self.dataChanged.emit(self.index(row), self.index(row))
            return
        self._replace_rows(rows)

    def _replace_rows(self, rows: tuple) -> None:
        """A new list: the views lay it out again and the sections count it again (FoldSection)."""
        self.beginResetModel()
        self._rows = rows
        self._labels = {}
        self._looks = {}
        self.endResetModel()

    def label(self, row: int, make) -> str:
        if row not in self._labels:
            self._labels[row] = make()
        return self._labels[row]

    def _restyle(self, touched=frozenset()) -> None:
        for row, item in enumerate(self._rows):
            if item.id in touched:
                self.dataChanged.emit(self.index(row), self.index(row))

    def item(self, index: QModelIndex):
        rows = self._rows
        return rows[index.row()] if index.isValid() and index.row() < len(rows) else None

    def _style(self, item_id: str, role: int):
        legal = item_id in self.highlights.legal
        focused = item_id == self.highlights.focus
        palette = QApplication.palette()
        if role == Qt.ItemDataRole.FontRole and legal:
            font = QFont()
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.BackgroundRole and focused:
            return palette.brush(QPalette.ColorRole.Highlight)
        if role == Qt.ItemDataRole.ForegroundRole and focused:
            return palette.brush(QPalette.ColorRole.HighlightedText)
        return None

    def display(self, item, row: int) -> str:
        raise NotImplementedError

    def tip(self, item) -> str:
        return ""

    def data(self, index: QModelIndex, role: int = Qt.ItemDataRole.DisplayRole):
        if role not in HANDLED_ROLES:
            return None
        item = self.item(index)
        if item is None:
            return None
        if role == CELL_ROLE:
            look = self.look(item, index.row())
            if look is None:
                return None
            marks = self.highlights
            return CardCell(look, marks.actions.get(item.id, ()), marks.tempting.get(item.id, ()),
                            item.id in marks.targeted, item.id in marks.warnings, item.id == marks.focus)
        if role == Qt.ItemDataRole.DisplayRole:
            return self._decorate(item.id, self.label(index.row(), lambda: self.display(item, index.row())))
        if role == Qt.ItemDataRole.ToolTipRole:
            return tooltip(self._warning_tip(item.id, self.tip(item)))
        if role == ID_ROLE:
            return item.id
        return self._style(item.id, role)

    def look(self, item, row: int):
        """What the card delegate draws (None: plain text)."""
        return None

    def _decorate(self, item_id: str, text: str) -> str:
        if item_id in self.highlights.targeted:
            text = TARGET_MARK + text
        if item_id in self.highlights.warnings:
            text = WARNING_MARK + text
        if item_id in self.highlights.legal:
            text = LEGAL_MARK + text
        return text

    def _warning_tip(self, item_id: str, tip: str) -> str:
        notes = self.highlights.warnings.get(item_id)
        return tip + ("\n\n" + "\n".join(notes) if notes else "")


class _DraggableModel(_StateListModel):
    """Rows that can be dragged (carrying their ids under MIME) and dropped between rows."""

    MIME = ""

    def flags(self, index: QModelIndex):
        base = Qt.ItemFlag.ItemIsDropEnabled
        if not index.isValid():
            return base
        return base | Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsDragEnabled

    def supportedDropActions(self):
        return Qt.DropAction.MoveAction

    def supportedDragActions(self):
        return Qt.DropAction.MoveAction

    def mimeTypes(self) -> list[str]:
        return [self.MIME]

    def _board(self) -> str:
        """Which board a drag comes from. Ids are only unique within a board, so a row dragged to
        another window (whose board may have an object with the same id) is refused there."""
        return f"{os.getpid()}:{id(self.document)}"

    def mimeData(self, indexes) -> QMimeData:
        ids = [self.item(i).id for i in indexes if self.item(i) is not None]
        data = QMimeData()
        data.setData(self.MIME, "\n".join([self._board(), *ids]).encode("utf-8"))
        return data

    def _dragged(self, data: QMimeData) -> list[str] | None:
        """The ids a drop carries, if it comes from this board; None otherwise."""
        if not data.hasFormat(self.MIME):
            return None
        try:
            board, *ids = bytes(data.data(self.MIME).data()).decode("utf-8").split("\n")
        except UnicodeDecodeError:
            return None
        return [i for i in ids if i] if board == self._board() else None

    def canDropMimeData(self, data, action, row, column, parent) -> bool:
        return self._dragged(data) is not None

    def dropMimeData(self, data: QMimeData, action, row: int, column: int, parent) -> bool:
        ids = self._dragged(data)
        if ids is None:
            return False
        if row < 0:
            row = parent.row() if parent.isValid() else len(self.items())
        return self.drop(ids, row)

    def drop(self, ids: list[str], row: int) -> bool:
        raise NotImplementedError


class ZoneModel(_DraggableModel):
    MIME = MIME_OBJECT

    def __init__(self, document, highlights, db_source, pid: str, zone: str, settings: ViewSettings | None = None):
        self.pid, self.zone = pid, zone
        self._given: dict[int, BoardGiven] = {}     # what the board's effects made of each drawn row
        super().__init__(document, highlights, db_source, settings)

    def current_items(self) -> tuple:
        state = self.document.state
        if self.pid not in state.player_ids():
            return ()
        return getattr(state.player(self.pid), self.zone)

    def show_player(self, pid: str | None) -> None:
        """List this zone of another player (None: of no one, an empty list)."""
        if pid != self.pid:
            self.pid = pid
            self._replace_rows(self.current_items())

    # What another permanent, an effect or a custom card changes about a row that is itself unchanged
    BOARD_WIDE = ("players", "effects", "custom_cards", "active_player")

    def _reset(self, change: StateChange = EVERYTHING) -> None:
        super()._reset(change)
        if self.zone != "battlefield" or not change.touches(*self.BOARD_WIDE):
            return
        # A row, unchanged itself, is drawn again when the board changes what it is: Lightning
        # Greaves equipped to it (haste, 702.10), Spreading Seas enchanting it (an Island, 305.7),
        # a Licid's effect added or removed (an Aura, 205.1a).
        state = self.document.state
        for row, obj in enumerate(self._rows):
            if row in self._given and board_given(obj, self.db, state) != self._given[row]:
                self._looks.pop(row, None)
                self._labels.pop(row, None)
                del self._given[row]
                self.dataChanged.emit(self.index(row), self.index(row))

    def _replace_rows(self, rows: tuple) -> None:
        self._given = {}
        super()._replace_rows(rows)

    def display(self, obj, row: int) -> str:
        state = self.document.state
        given = None
        if self.zone == "battlefield":      # remembered, to tell when the board changes what the row is
            given = self._given[row] = board_given(obj, self.db, state)
        return object_label(obj, self.db, self.lang, state, given)

    def tip(self, obj) -> str:
        return card_text(obj, self.db)

    def look(self, obj, row: int):
        if row not in self._looks:
            state = self.document.state
            given = None
            if self.zone == "battlefield":
                given = self._given[row] = board_given(obj, self.db, state)
            self._looks[row] = object_look(obj, self.db, self.lang, state, given)
        return self._looks[row]

    def drop(self, ids: list[str], row: int) -> bool:
        state = self.document.state
        for offset, obj_id in enumerate(ids):
            if state.locate(obj_id) is None:
                return False
            state = edits.move_object(state, obj_id, self.pid, self.zone, row + offset)
        self.document.edit(state, QApplication.translate("models", "Move to {zone}").format(zone=zone_name(self.zone)))
        return True


class StackModel(_DraggableModel):
    """The stack, top first (as players read it); the state keeps it bottom first."""

    MIME = MIME_STACK
    WATCHES = ("stack", "players", "custom_cards")    # a row names its targets, which live on the board

    def current_items(self) -> tuple:
        return tuple(reversed(self.document.state.stack))

    def _reset(self, change: StateChange = EVERYTHING) -> None:
        # A row names its targets, which can change (turned face up, moved) while the stack doesn't:
        # such rows are made again (and an emptied stack still says so to its views and header).
        if any(item.targets for item in self._rows) and change.touches(*self.WATCHES):
            self._replace_rows(self.current_items())
            return
        super()._reset(change)

    def display(self, item, row: int) -> str:
        return stack_label(item, self.db, self.lang, self.document.state)

    def tip(self, item) -> str:
        return item.text or item.card or ""

    def drop(self, ids: list[str], row: int) -> bool:
        count = len(self.items())
        state = self.document.state
        for obj_id in ids:
            if obj_id not in {s.id for s in state.stack}:
                return False
            # Display row r (top first) is stack index count - r (bottom first) before removal.
            state = edits.move_stack_item(state, obj_id, count - row)
        self.document.edit(state, QApplication.translate("models", "Reorder the stack"))
        return True

    def move(self, display_row: int, delta: int) -> None:
        items = self.items()
        target = display_row + delta
        if not (0 <= display_row < len(items) and 0 <= target < len(items)):
            return
        new_index = len(items) - 1 - target
        self.document.edit(edits.move_stack_item(self.document.state, items[display_row].id, new_index),
                           QApplication.translate("models", "Reorder the stack"))


class EffectsModel(_StateListModel):
    WATCHES = ("effects", "custom_cards")

    def current_items(self) -> tuple:
        return self.document.state.effects

    def display(self, effect, row: int) -> str:
        who = f" → {effect.affected}" if effect.affected else ""
        turn = QApplication.translate("models", ", turn {turn}").format(turn=effect.created_turn) \
            if effect.created_turn else ""
        return messages.cited(messages.card_name(effect.source, self.lang), f"{effect.controller}{who}{turn}", self.lang)

    def tip(self, effect) -> str:
        return effect.note or effect.source


class WarningsModel(QAbstractListModel):
    """Why the board cannot exist (the core's status check), in words."""

    def __init__(self, document: Document, settings: ViewSettings | None = None):
        super().__init__()
        self.document = document
        self.settings = settings or ViewSettings()
        self._rows: list[tuple[str, str]] = []
        document.changed.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        warnings = self.document.evaluation().warnings
        lines = messages.warning_lines(warnings, self.document.state, self.settings.lang)
        rows = [(w.params.get("where") or "", line) for w, line in zip(warnings, lines)]
        if rows == self._rows:
            return      # the same warnings: the list is not laid out and painted again
        self.beginResetModel()
        self._rows = rows
        self.endResetModel()

    def rowCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def data(self, index: QModelIndex, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or index.row() >= len(self._rows):
            return None
        where, text = self._rows[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return WARNING_MARK + text
        if role == Qt.ItemDataRole.ToolTipRole:
            return tooltip(WARNING_MARK + text)
        if role == ID_ROLE:
            return where
        return None
