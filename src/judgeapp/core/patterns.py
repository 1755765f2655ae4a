"""Regular expressions compiled the first time they are used, not as their module is imported.

The rules core reads card text with about ninety regular expressions. Compiled as each module was
imported, they cost every start 10-14 ms, and a start uses about a dozen of them before its
window is painted: the rest wait for a card's words to be read (bench_gui.py, issue 14).
`lazy(r"...")` stands for `re.compile(r"...")` (as Django's `_lazy_re_compile`): its first match,
search, split or substitution compiles it, and from then on each of those is the compiled
pattern's own method, so later calls cost what they did.
"""

from __future__ import annotations

import re
from functools import partial
from typing import Any, Callable, Iterator

_METHODS = ("match", "fullmatch", "search", "sub", "split", "findall", "finditer")


class LazyPattern:
    """A regular expression, compiled on first use; the methods of `re.Pattern` the core uses."""

    __slots__ = ("pattern", "flags", *_METHODS)
    match: Callable[..., re.Match[str] | None]
    fullmatch: Callable[..., re.Match[str] | None]
    search: Callable[..., re.Match[str] | None]
    sub: Callable[..., str]
    split: Callable[..., list[Any]]
    findall: Callable[..., list[Any]]
    finditer: Callable[..., Iterator[re.Match[str]]]

    def __init__(self, pattern: str, flags: int = 0) -> None:
        self.pattern, self.flags = pattern, flags
        for name in _METHODS:
            setattr(self, name, partial(self._first_use, name))

    def _first_use(self, name: str, *args: Any, **kwargs: Any) -> Any:
        compiled = re.compile(self.pattern, self.flags)
        for method in _METHODS:
            setattr(self, method, getattr(compiled, method))
        return getattr(compiled, name)(*args, **kwargs)

    def __repr__(self) -> str:
        return f"lazy({self.pattern!r})"


def lazy(pattern: str, flags: int = 0) -> LazyPattern:
    """`re.compile(pattern, flags)`, compiled when first used."""
    return LazyPattern(pattern, flags)
