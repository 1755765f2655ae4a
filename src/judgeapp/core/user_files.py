"""Reading a file the user chose (a scenario, a rules file, a card set): only a regular file, and
never more of it than its reader can use.

A folder says so at once. A device or a pipe is refused before it is opened: /dev/zero never
ends (its size reads as 0, so a size check alone lets it through) and opening a FIFO blocks until
something writes to it, either of which would freeze the app. A file larger than the limit is not
read into memory whole, even one that grows while it is read.
"""

from __future__ import annotations

import errno
import stat
from pathlib import Path

from .errors import NotAFile


def regular_file(path: Path) -> Path:
    """The path, if it names a regular file (FileNotFoundError if nothing is there; NotAFile, an
    OSError, for a folder, a device, a pipe or a socket)."""
    mode = path.stat().st_mode
    if stat.S_ISDIR(mode):
        raise NotAFile(path, "a_folder", errno.EISDIR)
    if not stat.S_ISREG(mode):
        raise NotAFile(path, "a_device", errno.EINVAL)
    return path


def read_limited(path: Path, limit: int) -> bytes | None:
    """The bytes of a regular file, or None if it holds more than `limit`."""
    with open(regular_file(path), "rb") as stream:
        data = stream.read(limit + 1)
    return None if len(data) > limit else data
