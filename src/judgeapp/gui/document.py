"""The open board: its state, its undo stack, where it is saved, and its evaluation.

Every edit is a new GameState pushed as one undoable command; the views listen to `changed`,
which says which parts of the state changed.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from ..core import engine
from ..core.scenario import MAX_OBJECTS, dump_scenario, object_count, situation_in
from ..core.state import GameState
from ..core.user_files import write_atomically
from ..core.verdict import Evaluation
from .i18n import app_translations, number_text
from .labels import board_context


class _SetState(QUndoCommand):
    def __init__(self, document: "Document", before: GameState, after: GameState, text: str):
        super().__init__(text)
        self._document, self._before, self._after = document, before, after

    def redo(self) -> None:
        checked = self._document._checked
        self._document._set(self._after, checked if checked is not None and checked.player ==
                            self._after.default_player else None)

    def undo(self) -> None:
        self._document._set(self._before)


class _SetSituation(QUndoCommand):
    """A new title or description for the situation (undoable like every edit of the board)."""

    def __init__(self, document: "Document", before: dict, after: dict, text: str):
        super().__init__(text)
        self._document, self._before, self._after = document, before, after

    def redo(self) -> None:
        self._document._set_meta(self._after)

    def undo(self) -> None:
        self._document._set_meta(self._before)

    def id(self) -> int:
        return 1   # typing in the title or description is one step of undo, not one per key

    def mergeWith(self, other: QUndoCommand) -> bool:
        if not isinstance(other, _SetSituation) or other.text() != self.text():
            return False
        self._after = other._after
        return True


@dataclass(frozen=True)
class StateChange:
    """What an edit changed: the GameState fields that differ ("players", "stack", "step"…), so a
    view can skip the work when nothing it shows moved. A new board changes everything."""

    fields: frozenset[str]

    @classmethod
    def between(cls, before: GameState | None, after: GameState) -> "StateChange":
        if before is None:
            return cls(frozenset(GameState.field_names()))
        return cls(frozenset(name for name in GameState.field_names() if getattr(before, name) != getattr(after, name)))

    def touches(self, *names: str) -> bool:
        return bool(self.fields.intersection(names))


EVERYTHING = StateChange(frozenset(GameState.field_names()))


class Document(QObject):
    changed = Signal(object)  # a StateChange: the state is different (edit, undo, redo, open)
    metaChanged = Signal()    # path, title or modified flag
    refused = Signal(str)     # why an edit was not made (a board a file could not hold)

    def __init__(self, state: GameState, meta: dict | None = None, path: Path | None = None):
        super().__init__()
        self._state = state
        self.meta = dict(meta or {})
        self.path = path
        self.undo_stack = QUndoStack(self)
        self.undo_stack.cleanChanged.connect(self.metaChanged)   # Qt drops the bool; no Python in between
        self._evaluations: dict[str, Evaluation] = {}
        self._checked: Evaluation | None = None

    @property
    def state(self) -> GameState:
        return self._state

    def _set(self, state: GameState, evaluation: Evaluation | None = None, fresh: bool = False) -> None:
        change = StateChange.between(None if fresh else self._state, state)
        self._state = state
        self._evaluations = {evaluation.player: evaluation} if evaluation is not None else {}
        self.changed.emit(change)

    def edit(self, new_state: GameState, text: str) -> bool:
        """Make new_state the board, as one undoable step; False if it is not made. A board the
        engine cannot evaluate (an unknown card, say) raises the engine's error here and the
        board stays as it was."""
        if new_state == self._state:
            return False
        count = object_count(new_state)
        if count > MAX_OBJECTS and count > object_count(self._state):
            # Saved, such a board could not be opened again: nothing is added past the limit.
            self.refused.emit(self.tr("Not changed: a board holds at most {limit} objects (cards, stack items and "
                                      "effects), as a scenario file does.").format(limit=number_text(MAX_OBJECTS, app_translations().lang)))
            return False
        self._checked = engine.evaluate(new_state, context=board_context(new_state))
        self.undo_stack.push(_SetState(self, self._state, new_state, text))
        self._checked = None
        return True

    def replace(self, state: GameState, meta: dict | None = None, path: Path | None = None) -> None:
        """A different board (New, Open, restore): not undoable, starts unmodified."""
        self.undo_stack.clear()
        self.meta = dict(meta or {})
        self.path = path
        self._set(state, fresh=True)
        self.undo_stack.setClean()
        self.metaChanged.emit()

    # ---- the situation: title and description, in the reader's language where there is one ----
    def situation(self, lang: str) -> tuple[str, str]:
        found = situation_in(self.meta, lang)
        return found.title, found.description

    def set_situation(self, lang: str, text: str, **changes: str) -> None:
        """Change the title and/or description as shown in `lang`: the translation when the
        file has one for that language, else the scenario's own text."""
        after = dict(self.meta)
        translations = {k: dict(v) for k, v in after.get("translations", {}).items()}
        if lang in translations:
            translations[lang].update(changes)
            after["translations"] = translations
        else:
            after.update(changes)
        if after != self.meta:
            self.undo_stack.push(_SetSituation(self, dict(self.meta), after, text))

    def _set_meta(self, meta: dict) -> None:
        self.meta = meta
        self.metaChanged.emit()

    @property
    def modified(self) -> bool:
        return not self.undo_stack.isClean()

    def evaluation(self, pid: str | None = None) -> Evaluation:
        pid = pid or self._state.default_player
        if pid not in self._evaluations:
            self._evaluations[pid] = engine.evaluate(self._state, pid, context=board_context(self._state))
        return self._evaluations[pid]

    def to_json(self) -> str:
        return self.serializer()()

    def serializer(self, compact: bool = False) -> Callable[[], str]:
        """A function that writes the board as it is now to scenario JSON (on one line if
        `compact`: dump_scenario), safe to call from another thread (the state is immutable; the
        metadata is copied now)."""
        state = self._state
        meta = {k: v for k, v in self.meta.items()
                if k in ("title", "description", "story", "source", "translations", "quiz") and v}
        return lambda: dump_scenario(state, compact=compact, **meta)

    def save(self, path: Path) -> None:
        write_atomically(Path(path), self.to_json())
        self.path = Path(path)
        self.undo_stack.setClean()
        self.metaChanged.emit()
