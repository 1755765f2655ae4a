"""Where judgeapp keeps the user's files (autosaves, settings, the quiz's answer log): the
platform's user data folder for "judgeapp" (platformdirs), or $JUDGEAPP_DATA_DIR. Qt-free, so the
command line finds the same files as the app."""

from __future__ import annotations

import os
from pathlib import Path

from platformdirs import user_data_dir

PROGRESS_FILE = "progress.db"


def data_dir() -> Path:
    """The data folder, created if need be."""
    path = Path(os.environ.get("JUDGEAPP_DATA_DIR") or user_data_dir("judgeapp", appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path
