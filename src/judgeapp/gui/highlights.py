"""Which objects the board shows as having a legal special action, and which one the user is
pointing at in the verdict panel. Views read it; the verdict panel writes it."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal


class Highlights(QObject):
    changed = Signal()

    def __init__(self):
        super().__init__()
        self.legal: frozenset[str] = frozenset()
        self.focus: str | None = None
        self.warnings: dict[str, list[str]] = {}

    def set_legal(self, ids, warnings: dict[str, list[str]]) -> None:
        self.legal = frozenset(i for i in ids if i)
        self.warnings = warnings
        self.changed.emit()

    def set_focus(self, obj_id: str | None) -> None:
        if obj_id != self.focus:
            self.focus = obj_id
            self.changed.emit()
