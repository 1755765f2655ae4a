"""Where judgeapp keeps the user's files (autosaves, settings, the quiz's answer log): the
platform's user data folder for "judgeapp" (platformdirs), or $JUDGEAPP_DATA_DIR; and what it
derives and can make again (validated data, compiled code): the user cache folder, or
$JUDGEAPP_CACHE_DIR. Qt-free, so the command line finds the same files as the app."""

from __future__ import annotations

import os
from pathlib import Path

from platformdirs import user_cache_dir, user_data_dir

PROGRESS_FILE = "progress.db"
SETTINGS_FILE = "window.ini"     # the app's remembered settings (QSettings, INI)


class DataFolderError(OSError):
    """The data folder can't be made or written (a file in its place, no permission, a read-only
    disk): nothing judgeapp keeps for the user would be kept, so it says so instead of starting."""


def data_dir() -> Path:
    """The data folder, created if need be; DataFolderError if it can't be used."""
    path = Path(os.environ.get("JUDGEAPP_DATA_DIR") or user_data_dir("judgeapp", appauthor=False))
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError as err:
        raise DataFolderError(f"judgeapp can't use its data folder {path}: {err.strerror or err}") from err
    if not os.access(path, os.W_OK | os.X_OK):
        raise DataFolderError(f"judgeapp can't use its data folder {path}: it can't be written")
    return path


def cache_dir() -> Path:
    """The cache folder (not created here: its writers make it)."""
    configured = os.environ.get("JUDGEAPP_CACHE_DIR")
    return Path(configured) if configured else Path(user_cache_dir("judgeapp", appauthor=False))
