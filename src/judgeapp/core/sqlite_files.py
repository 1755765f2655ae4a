"""Opening a SQLite file read-only, whatever its path holds.

SQLite's read-only modes are asked for in a URI ("file:…?mode=ro"), where "#", "?" and "%" in
the path mean something else: a data folder named "C# notes" or "50%" opened another file (the
part before "#", created empty) and its card set read as damaged. A path made a URI by pathlib
(`Path.as_uri`) has them escaped, and is a proper URI on Windows too ("file:///C:/…").
"""

from __future__ import annotations

import sqlite3
from pathlib import Path


def connect_read_only(path: Path, immutable: bool = False, check_same_thread: bool = True) -> sqlite3.Connection:
    """A read-only connection to the file at `path` (never created); `immutable`: read as a file
    no one writes meanwhile (no lock, no journal, no shared-memory file: nothing is written)."""
    uri = f"{Path(path).absolute().as_uri()}?mode=ro" + ("&immutable=1" if immutable else "")
    return sqlite3.connect(uri, uri=True, check_same_thread=check_same_thread)
