"""File ▸ Scenario library: the authored situations, browsable by rule and difficulty, opened on
the board or practised as a quiz set (issue 12)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QModelIndex, QSortFilterProxyModel, Qt
from PySide6.QtGui import QStandardItem, QStandardItemModel
from PySide6.QtWidgets import (QAbstractItemView, QComboBox, QDialog, QFormLayout, QHBoxLayout, QHeaderView, QLabel,
                               QPushButton, QTableView, QVBoxLayout, QWidget)

from ..core import messages
from ..core.quiz.library import Entry, entries
from .window_size import fit_to_screen
from .mana_icons import set_mana_text

ID_ROLE = Qt.ItemDataRole.UserRole + 1


class _Filter(QSortFilterProxyModel):
    """Rows of the chosen rule and difficulty (None: any)."""

    def __init__(self, parent: QWidget):
        super().__init__(parent)
        self.rule: str | None = None
        self.level: int | None = None

    def set(self, rule: str | None, level: int | None) -> None:
        if hasattr(self, "beginFilterChange"):      # Qt 6.10 and later
            self.beginFilterChange()
            self.rule, self.level = rule, level
            self.endFilterChange(QSortFilterProxyModel.Direction.Rows)
        else:
            self.rule, self.level = rule, level
            self.invalidateRowsFilter()

    def filterAcceptsRow(self, row: int, parent: QModelIndex) -> bool:
        model = self.sourceModel()
        rule = model.index(row, 0, parent).data(Qt.ItemDataRole.UserRole)
        level = model.index(row, 1, parent).data(Qt.ItemDataRole.UserRole)
        return (self.rule is None or rule == self.rule) and (self.level is None or level == self.level)


class LibraryDialog(QDialog):
    """The library: a table of situations (rule, difficulty, title), filters, the selected
    situation's story, and two buttons: open it on the board, or practise the shown ones."""

    def __init__(self, lang: str, open_entry: Callable[[Entry], None], practise: Callable[[list[str]], None],
                 parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Scenario library"))
        self.lang = lang
        self._open_entry, self._practise = open_entry, practise
        self.rule_box = QComboBox()
        self.rule_box.addItem(self.tr("Every rule"), None)
        for rule in dict.fromkeys(e.quiz.rule for e in entries()):
            self.rule_box.addItem(f"{rule} — {messages.skill_title(rule, lang)}", rule)
        self.level_box = QComboBox()
        self.level_box.addItem(self.tr("Every difficulty"), None)
        for level in (1, 2, 3):
            self.level_box.addItem(self.tr("Difficulty {level}").format(level=level), level)
        self.model = QStandardItemModel(0, 3, self)
        self.model.setHorizontalHeaderLabels([self.tr("Rule"), self.tr("Difficulty"), self.tr("Situation")])
        for e in entries():
            rule, level = QStandardItem(e.quiz.rule), QStandardItem(str(e.quiz.difficulty))
            rule.setData(e.quiz.rule, Qt.ItemDataRole.UserRole)
            level.setData(e.quiz.difficulty, Qt.ItemDataRole.UserRole)
            title = QStandardItem(e.situation(lang).title)
            title.setData(e.id, ID_ROLE)
            title.setToolTip(e.situation(lang).title)
            for item in (rule, level, title):
                item.setEditable(False)
            self.model.appendRow([rule, level, title])
        self.proxy = _Filter(self)
        self.proxy.setSourceModel(self.model)
        self.table = QTableView()
        self.table.setAccessibleName(self.tr("Situations"))
        self.table.setModel(self.proxy)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.verticalHeader().hide()
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.story = QLabel()
        self.story.setTextFormat(Qt.TextFormat.PlainText)    # the story comes from a file (its mana drawn)
        self.story.setWordWrap(True)
        self.count = QLabel()
        self.count.setTextFormat(Qt.TextFormat.PlainText)
        self.open_button = QPushButton(self.tr("&Open on the board"))
        self.practise_button = QPushButton(self.tr("&Practise these as a quiz"))
        self.open_button.clicked.connect(self.open_selected)
        self.practise_button.clicked.connect(self.practise_shown)
        self.table.doubleClicked.connect(lambda _index: self.open_selected())
        self.table.selectionModel().currentRowChanged.connect(lambda *_: self._show_story())
        self.rule_box.currentIndexChanged.connect(self._filter)
        self.level_box.currentIndexChanged.connect(self._filter)
        filters = QFormLayout()
        filters.addRow(self.tr("&Rule"), self.rule_box)
        filters.addRow(self.tr("&Difficulty"), self.level_box)
        buttons = QHBoxLayout()
        buttons.addWidget(self.count, 1)
        buttons.addWidget(self.open_button)
        buttons.addWidget(self.practise_button)
        layout = QVBoxLayout(self)
        layout.addLayout(filters)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.story)
        layout.addLayout(buttons)
        fit_to_screen(self, 900, 600)
        self._filter()

    def _filter(self) -> None:
        self.proxy.set(self.rule_box.currentData(), self.level_box.currentData())
        shown = self.proxy.rowCount()
        self.count.setText(self.tr("%n situation(s)", "", shown))
        self.practise_button.setEnabled(shown > 0)
        if shown:
            self.table.selectRow(0)
        self._show_story()

    def shown_ids(self) -> list[str]:
        """The ids of the situations the filters show, in table order."""
        return [self.proxy.index(row, 2).data(ID_ROLE) for row in range(self.proxy.rowCount())]

    def selected_id(self) -> str | None:
        """The selected situation's id, if one is selected."""
        index = self.table.currentIndex()
        return self.proxy.index(index.row(), 2).data(ID_ROLE) if index.isValid() else None

    def _show_story(self) -> None:
        chosen = self.selected_id()
        entry = next((e for e in entries() if e.id == chosen), None)
        set_mana_text(self.story, entry.situation(self.lang).story if entry else "")
        self.open_button.setEnabled(entry is not None)

    def open_selected(self) -> None:
        """Put the selected situation on the board."""
        chosen = self.selected_id()
        entry = next((e for e in entries() if e.id == chosen), None)
        if entry is not None:
            self._open_entry(entry)

    def practise_shown(self) -> None:
        """Practise the situations the filters show, as a quiz set."""
        ids = self.shown_ids()
        if ids:
            self._practise(ids)
