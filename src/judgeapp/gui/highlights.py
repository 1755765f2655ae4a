"""Which objects the board shows as having a legal special action (and which action), which
have one that is not legal now (tempting: the card has the ability, the moment or the mana is
wrong), and which one the user is pointing at in the verdict panel. Views read it; the verdict
panel writes it."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal


class Highlights(QObject):
    changed = Signal(object)   # the ids whose look changed

    def __init__(self):
        super().__init__()
        self.actions: dict[str, tuple] = {}            # object id -> ActionKinds legal for it now
        self.tempting: dict[str, tuple] = {}           # object id -> ActionKinds it has, none legal now
        self.focus: str | None = None
        self.targeted: frozenset[str] = frozenset()   # what the selected stack object targets
        self.warnings: dict[str, list[str]] = {}

    @property
    def legal(self) -> frozenset[str]:
        """The objects with a legal special action now."""
        return frozenset(self.actions)

    def set_legal(self, warnings: dict[str, list[str]], actions: dict | None = None,
                  tempting: dict | None = None) -> None:
        """What the board marks: warnings by place, and (none in practice mode) the actions
        legal for each object and the tempting ones."""
        actions = actions or {}
        tempting = tempting or {}
        touched: set[str] = set()
        for new, old in ((warnings, self.warnings), (actions, self.actions), (tempting, self.tempting)):
            touched |= {k for k in set(new) | set(old) if new.get(k) != old.get(k)}
        self.warnings, self.actions, self.tempting = warnings, actions, tempting
        if touched:
            self.changed.emit(frozenset(touched))

    def set_focus(self, obj_id: str | None) -> None:
        if obj_id != self.focus:
            touched = frozenset(i for i in (obj_id, self.focus) if i)
            self.focus = obj_id
            self.changed.emit(touched)

    def set_targeted(self, ids) -> None:
        targeted = frozenset(ids)
        if targeted != self.targeted:
            touched = targeted ^ self.targeted
            self.targeted = targeted
            self.changed.emit(touched)
