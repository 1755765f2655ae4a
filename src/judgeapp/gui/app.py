"""Starts the desktop app: `judgeapp` or `judgeapp gui [FILE]`."""

from __future__ import annotations

import linecache
import os
import sys
import traceback
from pathlib import Path
from typing import Callable


def error_reporter(show):
    """An excepthook for the running app: an unexpected error is shown to the user (and printed)
    instead of going unnoticed. Edits replace the board only when they succeed, so the board on
    screen is still the one the user had."""

    def hook(exc_type, exc, tb) -> None:
        traceback.print_exception(exc_type, exc, tb)
        show(f"{exc_type.__name__}: {exc}")

    return hook


def cannot_start(error: OSError) -> int:
    """The data folder can't be used, so nothing the user does would be kept: say so, in the
    system's language, on screen and on the terminal, and stop before the window opens."""
    from PySide6.QtCore import QCoreApplication

    from .dialogs import Prompts
    from .i18n import Translations, system_language
    translations = Translations()       # (kept until the message is closed: it owns the translators)
    translations.install(system_language())
    text = QCoreApplication.translate(
        "app", "judgeapp can't start: it keeps your autosaved boards, settings and quiz progress in its data "
        "folder, and can't use it.\n\n{error}\n\nMake that folder writable, or set JUDGEAPP_DATA_DIR to a "
        "folder you can write.").format(error=error)
    print(text, file=sys.stderr)
    Prompts(None).error("judgeapp", text)      # (plain text: the folder's name is the user's)
    return 2


def skip_pyside_source_scan() -> None:
    """PySide6 reads the whole source of every module imported after it, once each, to learn
    whether the module switches on one of its features (`from __feature__ import snake_case`):
    about 80 files as the GUI is imported, the standard library's typing.py and inspect.py among
    them, 6-8 ms of a start (bench_gui.py). judgeapp switches on none. Its table is filled in here
    with what the scan would find: the GUI modules use PySide6 without features (0), the modules
    already loaded and the rules core don't use it (-1: never switched). A PySide6 without that
    table (it is PySide6's own, not a documented interface) just scans as before."""
    try:
        from shibokensupport.feature import pyside_feature_dict  # type: ignore[import-not-found]
    except ImportError:
        return
    for name in list(sys.modules):
        pyside_feature_dict.setdefault(name, -1)
    package = os.path.dirname(os.path.dirname(__file__))
    for folder, _subfolders, files in os.walk(package):
        inner = os.path.relpath(folder, package)
        prefix = "judgeapp" if inner == "." else ".".join(("judgeapp", *inner.split(os.sep)))
        uses_pyside = 0 if prefix.startswith("judgeapp.gui") else -1
        pyside_feature_dict.setdefault(prefix, uses_pyside)
        for file in files:
            if file.endswith(".py") and file != "__init__.py":
                pyside_feature_dict.setdefault(f"{prefix}.{file[:-3]}", uses_pyside)


def _let_go_of_scanned_sources(event: str, _args: tuple[object, ...]) -> None:
    """At each import the program makes once it runs (a first start's, of pydantic, as its window
    is built; a later start's, in its first autosave 300 ms after the first paint; the quiz's, a
    dialog's): the sources PySide6 read to scan the modules imported before it are let go, as at
    the start, instead of piling up (3.8 MiB by the time the first autosave has loaded pydantic,
    measured with tracemalloc)."""
    if event == "import":
        linecache.clearcache()


# How long after the window is shown the program counts as started (launch.py): its first
# paint is long done by then.
STARTED_AFTER_MS = 1000


def run(path: str | None = None, started: Callable[[], object] = lambda: None) -> int:
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from ..paths import DataFolderError
    skip_pyside_source_scan()
    from .main_window import MainWindow
    from .storage import data_dir

    # PySide6 reads the whole source of every module imported after it (to learn whether the
    # module uses PySide6's feature switches), and linecache keeps every line: about 4.5 MiB
    # once the GUI is imported, a twentieth of the app's memory. A traceback reads them again.
    linecache.clearcache()

    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("judgeapp")
    app.setOrganizationName("judgeapp")
    try:
        folder = data_dir()
    except DataFolderError as err:
        return cannot_start(err)
    # (Once the program can run: a start that can't doesn't. Before the window is built: a first
    # start imports pydantic there, to validate the bundled data, and the 3 MiB of its sources
    # the scan read would otherwise stay until the next import, in the start's peak memory.)
    sys.addaudithook(_let_go_of_scanned_sources)
    window = MainWindow(folder, Path(path) if path else None)
    sys.excepthook = error_reporter(lambda text: window.prompts.error(
        window.tr("Something went wrong"), window.tr("{error}\n\nThe board on screen is unchanged.").format(error=text)))
    window.show()
    QTimer.singleShot(STARTED_AFTER_MS, started)
    return app.exec()
