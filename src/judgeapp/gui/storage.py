"""Where the app keeps its files: autosaves, recent files, window state.

The folder is platformdirs' user data directory for "judgeapp", or $JUDGEAPP_DATA_DIR.
"""

from __future__ import annotations

import itertools
import json
import linecache
import os
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from ..core.scenario import MAX_FILE_BYTES
from ..core.user_files import read_limited, write_atomically
from ..paths import data_dir  # noqa: F401  (the app's data folder, shared with the command line)


if TYPE_CHECKING:
    from concurrent.futures import ThreadPoolExecutor

RECENT_LIMIT = 8
# An autosave holds a scenario (at most MAX_FILE_BYTES) as a JSON string: escaping can double it.
AUTOSAVE_LIMIT = 3 * MAX_FILE_BYTES


def _alive(pid: int) -> bool:
    """Whether a process with this id is running (an autosave whose process is gone is a board to
    offer back). Only asked, never signalled: on Windows os.kill(pid, 0) is no probe, it ends the
    process (TerminateProcess), whichever program has that id now."""
    if pid == os.getpid():
        return True
    if sys.platform == "win32":
        return _alive_on_windows(pid)
    try:
        os.kill(pid, 0)         # (POSIX: signal 0 checks the process exists, and sends nothing)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def _alive_on_windows(pid: int) -> bool:
    """Windows: the process can be opened to read its exit code, and it has none yet; one that
    can't be opened for lack of rights exists too."""
    import ctypes
    from ctypes import wintypes
    kernel32 = ctypes.WinDLL("kernel32", use_last_error=True)   # type: ignore[attr-defined]
    query_limited_information, still_active, access_denied = 0x1000, 259, 5
    handle = kernel32.OpenProcess(query_limited_information, False, pid)
    if not handle:
        return bool(ctypes.get_last_error() == access_denied)      # type: ignore[attr-defined]
    try:
        code = wintypes.DWORD()
        return not kernel32.GetExitCodeProcess(handle, ctypes.byref(code)) or code.value == still_active
    finally:
        kernel32.CloseHandle(handle)


class Autosave:
    """Each window writes autosave-<pid>-<n>.json after changes and deletes it when it closes
    cleanly. A file whose process is gone is a board to offer back after a crash or kill."""

    _windows = itertools.count(1)

    def __init__(self, folder: Path):
        self.folder = folder
        self.path = folder / f"autosave-{os.getpid()}-{next(self._windows)}.json"
        # One writer thread (started by the first write, after the first paint): the GUI thread
        # never waits for the disk (fsync), and writes happen in order, so the newest board is
        # the one left on disk.
        self._writer: ThreadPoolExecutor | None = None
        self._last = None
        self._closed = False

    def write(self, scenario_json: str | Callable[[], str], source_path: Path | None, modified: bool) -> None:
        """Write the board in the writer thread; given a function, the JSON is made there too,
        so the GUI thread spends no time on it (a 1,000-object board's, on one line, ~5 ms)."""
        if self._closed:
            return   # the window closed cleanly: nothing more to keep
        path = str(source_path) if source_path else None

        def job() -> None:
            scenario = scenario_json() if callable(scenario_json) else scenario_json
            payload = {"judgeapp_autosave": 1, "path": path, "modified": modified, "scenario": scenario}
            write_atomically(self.path, json.dumps(payload))
            # The first job imports pydantic (model_dump): each import lets go of the sources
            # PySide6 read to scan the ones before it (app.py), and this, of the last ones'.
            linecache.clearcache()

        if self._writer is None:
            from concurrent.futures import ThreadPoolExecutor
            self._writer = ThreadPoolExecutor(max_workers=1, thread_name_prefix="autosave")
        self._last = self._writer.submit(job)

    def failed(self) -> OSError | None:
        """The error of the last write, if it has finished and failed (never waits)."""
        if self._last is None or not self._last.done():
            return None
        error = self._last.exception()
        return error if isinstance(error, OSError) else None

    def flush(self) -> None:
        """Wait for the pending write; raise its error, if any."""
        if self._last is not None:
            self._last.result()

    def orphans(self) -> list[Path]:
        found = []
        for path in self.folder.glob("autosave-*.json"):
            try:
                pid = int(path.stem.split("-")[1])
            except (ValueError, IndexError):
                continue
            if not _alive(pid):
                found.append(path)
        return sorted(found, key=lambda p: p.stat().st_mtime, reverse=True)

    @staticmethod
    def read(path: Path) -> dict | None:
        """An autosave's contents, or None if it is not one judgeapp can read (damaged, cut short)."""
        try:
            data = read_limited(path, AUTOSAVE_LIMIT)       # (a FIFO in its place would block the start)
            payload = json.loads(data) if data is not None else None
        except (OSError, ValueError, RecursionError):     # (nested too deep for the JSON reader)
            return None
        if not isinstance(payload, dict) or payload.get("judgeapp_autosave") != 1:
            return None
        if not isinstance(payload.get("scenario"), str) or not isinstance(payload.get("path"), (str, type(None))):
            return None
        return payload

    @staticmethod
    def keep_aside(path: Path) -> Path | None:
        """An autosave that can't be restored, renamed so that it is never offered again but not
        lost either (<name>.unreadable-<date>-<time>, which the next start doesn't look at); None
        if it can't be renamed."""
        kept = path.with_name(f"{path.name}.unreadable-{time.strftime('%Y%m%d-%H%M%S')}")
        try:
            path.replace(kept)
        except OSError:
            return None
        return kept

    def clear(self) -> None:
        """The window closed cleanly: its autosave is removed. One that can't be (the folder has
        become read-only, a disk error) stays, and the next start offers it back, as after a crash:
        closing the window never fails for it."""
        self._closed = True
        if self._writer is not None:
            self._writer.shutdown(wait=True)
        try:
            self.path.unlink(missing_ok=True)
        except OSError:
            pass


class RecentFiles:
    def __init__(self, folder: Path):
        self.path = folder / "recent.json"

    def load(self) -> list[str]:
        try:
            items = json.loads(self.path.read_text(encoding="utf-8"))
        except (OSError, ValueError, RecursionError):     # (nested too deep for the JSON reader)
            return []
        return [i for i in items if isinstance(i, str)][:RECENT_LIMIT] if isinstance(items, list) else []

    def add(self, path: Path) -> list[str]:
        items = [str(path)] + [p for p in self.load() if p != str(path)]
        write_atomically(self.path, json.dumps(items[:RECENT_LIMIT]))
        return items[:RECENT_LIMIT]

    def remove(self, path: str) -> None:
        write_atomically(self.path, json.dumps([p for p in self.load() if p != path]))
