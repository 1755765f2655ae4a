"""Derived data kept between starts: the bundled cards and the bundled scenarios, validated once
and stored (pickle) in the user's cache folder, so that a later start shows its first board
without validating anything, and so without importing pydantic.

An entry is keyed by everything it is made from: the bytes of its source files and of the code
that reads them (every module of the rules core). A change to either makes a new entry; an
entry that can't be read (damaged, from another version) is made again. Only judgeapp writes the
folder, which is the user's own, like their settings.
"""

from __future__ import annotations

import hashlib
import os
import pickle
import sys
import tempfile
from functools import cache
from pathlib import Path
from typing import Callable, Iterable, TypeVar

_T = TypeVar("_T")


def cache_dir() -> Path:
    """The platform's user cache folder for judgeapp, or $JUDGEAPP_CACHE_DIR."""
    configured = os.environ.get("JUDGEAPP_CACHE_DIR")
    if configured:
        return Path(configured)
    from platformdirs import user_cache_dir
    return Path(user_cache_dir("judgeapp", appauthor=False))


@cache
def _code_key() -> bytes:
    """What the rules core's code is: every module's bytes (the reader of every entry)."""
    digest = hashlib.sha256(sys.version.encode())
    core = Path(__file__).parent
    for path in sorted(core.rglob("*.py")):
        digest.update(path.relative_to(core).as_posix().encode())
        digest.update(path.read_bytes())
    return digest.digest()


def cached(name: str, sources: Iterable[Path], build: Callable[[], _T]) -> _T:
    """`build()`'s result for these source files, from the cache when it has one."""
    digest = hashlib.sha256(_code_key())
    for source in sources:
        digest.update(source.read_bytes())
    path = cache_dir() / f"{name}-{digest.hexdigest()[:24]}.pickle"
    try:
        with open(path, "rb") as stream:
            found: _T = pickle.load(stream)
        return found
    except FileNotFoundError:
        pass
    except Exception:       # damaged or unreadable: made again below, and written over
        pass
    value = build()
    _write(path, value)
    for stale in path.parent.glob(f"{name}-*.pickle"):     # entries of earlier versions
        if stale != path:
            stale.unlink(missing_ok=True)
    return value


def _write(path: Path, value: object) -> None:
    """Write an entry whole or not at all (a temporary file, then renamed); a folder that can't
    be written only means the next start validates again."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with tempfile.NamedTemporaryFile(dir=path.parent, prefix=path.name, suffix=".part", delete=False) as stream:
            pickle.dump(value, stream, protocol=pickle.HIGHEST_PROTOCOL)
        os.replace(stream.name, path)
    except OSError:
        pass
