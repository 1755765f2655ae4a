"""Derived data kept between starts: the bundled cards and the bundled scenarios, validated once
and stored (pickle) in the user's cache folder, so that a later start shows its first board
without validating anything, and so without importing pydantic.

An entry is keyed by everything it is made from: the bytes of its source files and the code that
reads them (every module of the rules core, by size and time of last change). A change to either
makes a new entry; an entry that can't be read (damaged, from another version) is made again.
Only judgeapp writes the folder, which is the user's own, like their settings.

The key is a checksum (zlib's CRC-32 and Adler-32 together, 64 bits), not a cryptographic hash:
it tells versions of judgeapp's own files apart, no one is trying to forge it, and importing
hashlib (OpenSSL) alone would cost a start more than reading and summing the data files does.
"""

from __future__ import annotations

import os
import pickle
import sys
import zlib
from functools import cache
from pathlib import Path
from typing import Callable, Iterable, TypeVar

from ..paths import cache_dir

_T = TypeVar("_T")


class _Checksum:
    """CRC-32 and Adler-32 of everything added, as 16 hexadecimal digits."""

    def __init__(self, start: str = "") -> None:
        self.crc, self.adler = 0, 1
        self.add(start.encode())

    def add(self, data: bytes) -> None:
        self.crc, self.adler = zlib.crc32(data, self.crc), zlib.adler32(data, self.adler)

    def hex(self) -> str:
        return f"{self.crc:08x}{self.adler:08x}"


@cache
def _code_key(code: Path = Path(__file__).parent) -> str:
    """What the rules core's code is: every module's path, size and time of last change, as
    Python's own bytecode cache tells a changed module (stat-ing the 55 modules takes a tenth of
    the time of reading them)."""
    found = []
    folders = [code]
    while folders:
        with os.scandir(folders.pop()) as entries:
            for entry in entries:
                if entry.is_dir() and entry.name != "__pycache__":
                    folders.append(Path(entry.path))
                elif entry.name.endswith(".py"):
                    stat = entry.stat()
                    found.append(f"{Path(entry.path).relative_to(code).as_posix()} {stat.st_size} {stat.st_mtime_ns}")
    return _Checksum("\n".join([sys.version, *sorted(found)])).hex()


def cached(name: str, sources: Iterable[Path], build: Callable[[], _T]) -> _T:
    """`build()`'s result for these source files, from the cache when it has one."""
    checksum = _Checksum(_code_key())
    for source in sources:
        checksum.add(source.read_bytes())
    path = cache_dir() / f"{name}-{checksum.hex()}.pickle"
    try:
        with open(path, "rb") as stream:
            found: _T = pickle.load(stream)
        return found
    except Exception:       # none yet, damaged or unreadable: made below, and written over
        pass
    value = build()
    _write(path, value)
    _remove_earlier(name, path)
    return value


_HEX = set("0123456789abcdef")


def _remove_earlier(name: str, kept: Path) -> None:
    """Remove the entries of this name for earlier versions (exactly "<name>-<key>.pickle": a
    longer name that starts alike is another entry); one that can't be removed stays."""
    for entry in kept.parent.glob(f"{name}-*.pickle"):
        key = entry.name[len(name) + 1:-len(".pickle")]
        if entry != kept and key and set(key) <= _HEX:    # (any earlier key length)
            try:
                entry.unlink()
            except OSError:
                pass


def _write(path: Path, value: object) -> None:
    """Write an entry whole or not at all (a temporary file, then renamed); a folder that can't
    be written only means the next start validates again."""
    import tempfile

    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with tempfile.NamedTemporaryFile(dir=path.parent, prefix=path.name, suffix=".part", delete=False) as stream:
            pickle.dump(value, stream, protocol=pickle.HIGHEST_PROTOCOL)
        os.replace(stream.name, path)
    except OSError:
        pass
