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


def regular_file(path: Path) -> Path:
    """The path, if it names a regular file (FileNotFoundError if nothing is there; OSError for
    a folder, a device, a pipe or a socket)."""
    mode = path.stat().st_mode
    if stat.S_ISDIR(mode):
        raise IsADirectoryError(errno.EISDIR, "it is a folder, not a file", str(path))
    if not stat.S_ISREG(mode):
        raise OSError(errno.EINVAL, "it is a device, a pipe or a socket, not a file", str(path))
    return path


def read_limited(path: Path, limit: int) -> bytes | None:
    """The bytes of a regular file, or None if it holds more than `limit`."""
    with open(regular_file(path), "rb") as stream:
        data = stream.read(limit + 1)
    return None if len(data) > limit else data
