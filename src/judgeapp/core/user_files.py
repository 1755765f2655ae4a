"""Reading a file the user chose (a scenario, a rules file, a card set): only a regular file, and
never more of it than its reader can use. Writing one (a board, a report, a question set): whole
or not at all.

A folder says so at once. A device or a pipe is refused before it is opened: /dev/zero never
ends (its size reads as 0, so a size check alone lets it through) and opening a FIFO blocks until
something writes to it, either of which would freeze the app. A file larger than the limit is not
read into memory whole, even one that grows while it is read.
"""

from __future__ import annotations

import errno
import os
import stat
import tempfile
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


def _umask() -> int:
    """The process's umask (read by setting it and putting it back: done once, as this module is
    imported, before the program starts any thread)."""
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


# What a new file's permissions would be had it been made with open(): the temporary file a write
# goes through is made private (0600) by tempfile, and renamed into place with them.
NEW_FILE_MODE = 0o666 & ~_umask()


def write_atomically(path: Path, content: str | bytes) -> None:
    """Write a file (text as UTF-8) so that a crash or a full disk leaves either the old content or
    the new, never half (a temporary file beside it, synced, then renamed over it); OSError if it
    can't be written. The file keeps the permissions it had, or, new, gets those open() would
    give it: a scenario saved over or a question set written for a study group used to become
    readable by its owner alone (tempfile's 0600). A symbolic link is written through, to the file
    it names: renamed over, the link itself became a file and its target kept the old content."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path = Path(os.path.realpath(path))      # (a link to a folder that isn't there fails: none is made)
    try:
        mode = stat.S_IMODE(path.stat().st_mode)
    except OSError:
        mode = NEW_FILE_MODE
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    data = content.encode("utf-8") if isinstance(content, str) else content
    try:
        os.chmod(tmp, mode)
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
