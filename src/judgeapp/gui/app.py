"""Starts the desktop app: `judgeapp` or `judgeapp gui [FILE]`."""

from __future__ import annotations

import sys
from pathlib import Path


def run(path: str | None = None) -> int:
    from PySide6.QtWidgets import QApplication

    from .main_window import MainWindow
    from .storage import data_dir

    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("judgeapp")
    app.setOrganizationName("judgeapp")
    window = MainWindow(data_dir(), Path(path) if path else None)
    window.show()
    return app.exec()
