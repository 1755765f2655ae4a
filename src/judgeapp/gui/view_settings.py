"""How the user is looking at the board, apart from the board itself: the interface language,
whose special actions are shown (None: the priority holder), whether answers are hidden
(practice). One small evented model, Qt-free (napari's evented models): views subscribe and are
told which settings changed, instead of each being handed values one by one."""

from __future__ import annotations

import inspect
import weakref
from collections.abc import Callable
from dataclasses import dataclass, field, fields, replace
from typing import Any

Listener = Callable[[frozenset[str]], None]


@dataclass
class ViewSettings:
    lang: str = "en"
    player: str | None = None          # whose verdicts; None: the priority holder, else the active player
    hide_answers: bool = False
    _listeners: list[Any] = field(default_factory=list, repr=False, compare=False)

    def subscribe(self, listener: Listener) -> None:
        """Call listener(names of the settings that changed) after every change. A view's bound
        method is held weakly: a view that is gone stops listening by itself."""
        self._listeners.append(weakref.WeakMethod(listener) if inspect.ismethod(listener) else (lambda: listener))

    def update(self, **changes: object) -> frozenset[str]:
        """Change some settings; listeners hear which ones actually changed (none: no call)."""
        known = {f.name for f in fields(self) if not f.name.startswith("_")}
        unknown = set(changes) - known
        if unknown:
            raise AttributeError(f"no view setting {', '.join(sorted(unknown))}")
        changed = frozenset(name for name, value in changes.items() if getattr(self, name) != value)
        if changed:
            new = replace(self, **changes)
            for name in changed:
                setattr(self, name, getattr(new, name))
            for ref in list(self._listeners):
                listener = ref()
                if listener is None:
                    self._listeners.remove(ref)
                    continue
                try:
                    listener(changed)
                except RuntimeError as err:   # its Qt widget is gone (a language switch rebuilds them)
                    if "already deleted" not in str(err):
                        raise
                    self._listeners.remove(ref)
        return changed
