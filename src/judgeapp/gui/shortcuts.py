"""Help ▸ Keyboard shortcuts: every menu action that has a key (read from the menus themselves,
so the list cannot drift from them) and the keys of the board's card lists, the stack, the quiz
and the rule look-up."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QT_TRANSLATE_NOOP
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QDialog, QHeaderView, QMenu, QTableWidget, QTableWidgetItem, QVBoxLayout

from .object_menu import ZONE_KEYS, zone_name
from .window_size import fit_to_screen

BOARD_KEYS = [
    ("T", QT_TRANSLATE_NOOP("shortcuts", "Tap or untap the selected card")),
    ("F", QT_TRANSLATE_NOOP("shortcuts", "Turn the selected card face down or face up")),
    ("+", QT_TRANSLATE_NOOP("shortcuts", "Add a counter (the kind it has; time in exile; else +1/+1)")),
    ("-", QT_TRANSLATE_NOOP("shortcuts", "Remove a counter")),
    ("N", QT_TRANSLATE_NOOP("shortcuts", "Move the selected card to its player's next zone")),
    ("Del", QT_TRANSLATE_NOOP("shortcuts", "Remove the selected card")),
    ("Menu, Shift+F10", QT_TRANSLATE_NOOP("shortcuts", "Every other change to the selected card (its menu)")),
    ("Ctrl+Up, Ctrl+Down", QT_TRANSLATE_NOOP("shortcuts", "Move the selected stack object up or down")),
    ("1–9", QT_TRANSLATE_NOOP("shortcuts", "Quiz: choose an answer")),
    ("Enter", QT_TRANSLATE_NOOP("shortcuts", "Quiz: answer, then the next question")),
    ("F11", QT_TRANSLATE_NOOP("shortcuts", "Quiz: full screen, or back")),
    ("Enter, Down", QT_TRANSLATE_NOOP("shortcuts", "Rule look-up: from the words typed to the list of what they found")),
    ("Esc", QT_TRANSLATE_NOOP("shortcuts", "Rule look-up: close its window")),
]


def _tr(text: str) -> str:
    return QCoreApplication.translate("shortcuts", text)


def _menu_rows(menu: QMenu, path: str) -> list[tuple[str, str]]:
    rows = []
    for action in menu.actions():
        name = action.text().replace("&", "")
        if action.menu() is not None:
            rows += _menu_rows(action.menu(), f"{path} ▸ {name}")
        elif not action.shortcut().isEmpty():
            rows.append((action.shortcut().toString(QKeySequence.SequenceFormat.NativeText), f"{path} ▸ {name}"))
    return rows


def shortcut_list(window) -> list[tuple[str, str]]:
    """(keys, what they do) for the window's menus and the board."""
    rows = []
    for action in window.menuBar().actions():
        if action.menu() is not None:
            rows += _menu_rows(action.menu(), action.text().replace("&", ""))
    move = QCoreApplication.translate("shortcuts", "Move the selected card to its player's zone: {zone}")
    rows += [(key, move.format(zone=zone_name(zone))) for zone, key in ZONE_KEYS.items()]
    rows += [(key, _tr(text)) for key, text in BOARD_KEYS]
    return rows


class ShortcutsDialog(QDialog):
    def __init__(self, rows: list[tuple[str, str]], parent=None):
        super().__init__(parent)
        self.setWindowTitle(QCoreApplication.translate("shortcuts", "Keyboard shortcuts"))
        self.table = QTableWidget(len(rows), 2)
        self.table.setHorizontalHeaderLabels([QCoreApplication.translate("shortcuts", "Keys"),
                                              QCoreApplication.translate("shortcuts", "Action")])
        for row, (keys, text) in enumerate(rows):
            self.table.setItem(row, 0, QTableWidgetItem(keys))
            self.table.setItem(row, 1, QTableWidgetItem(text))
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setStretchLastSection(True)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        # As wide as its longest line (in larger text too: at 620 px, French at 175% read "Fichier ▸
        # Bibliothèque de …"), within the screen, on the screen of the window that opens it.
        self.table.resizeColumnsToContents()
        margins = layout.contentsMargins()
        wide = (self.table.horizontalHeader().length() + self.table.verticalScrollBar().sizeHint().width()
                + 2 * self.table.frameWidth() + margins.left() + margins.right())
        fit_to_screen(self, max(620, wide), 520, parent.screen() if parent is not None else None)
