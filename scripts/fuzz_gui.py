"""A random user at scale: N steps of clicks, double-clicks, keys, text, combo box and spin box
choices, menu actions, a card's right-click menu and files dropped from a file manager (scenarios,
mutated ones, text, a folder, a missing file, a web address), on whatever is on screen (the main
window, the quiz, the library), with every dialog cancelled. Any exception fails the run, with
the last steps that led to it; so does a list, a section header or the verdicts no longer
showing the board (a list's rows not the board's, a header's count not its list's, the verdicts
not the board's), a window or a card menu that no longer fits a 1366x768 screen, and an undo history that doesn't lead back to the first board, or forward to
the last. Some steps resize the window (as a user drags its edge: to any size, Qt keeping its
least) or change the text size and language; a step that hasn't ended after HANG_SECONDS fails
the run with where every thread was (a board's panels once switched between one column and two
without end at larger text, and the program hung).

    .venv/bin/python scripts/fuzz_gui.py [--steps 3000] [--seed 0] [--seeds 1] [--folder DIR]

--folder DIR: each run's data folder is DIR/judgeapp-fuzz-<seed> (made if missing), not a fresh
temporary one: put it on a full or read-only filesystem to walk the app where nothing can be
written (as root: `mount -t tmpfs -o size=256k tmpfs DIR`, fill it up, or make the folders and
`mount -o remount,ro DIR`).

tests/gui/test_walk_everything.py triggers every action and button once; this one reaches the
states that only a sequence of them makes (a card moved, undone, the step changed, a quiz
question answered…). Headless: Qt's offscreen platform with one 1366x768 screen (unless
QT_QPA_PLATFORM says otherwise), so larger text is tried, and taken back, as on that laptop; the
data folder is a fresh temporary one.
"""

from __future__ import annotations

import argparse
import faulthandler
import json
import os
import random
import sys
import tempfile
import traceback
from pathlib import Path

SCREEN = (1366, 768)                 # the commonest laptop screen: the window is sized to it
if "QT_QPA_PLATFORM" not in os.environ:
    _screens = Path(tempfile.mkdtemp(prefix="judgeapp-fuzz-screen-")) / "screens.json"
    _screens.write_text(json.dumps({"screens": [{"name": "laptop", "x": 0, "y": 0, "width": SCREEN[0],
                                                 "height": SCREEN[1], "logicalDpiX": 96, "logicalDpiY": 96, "dpr": 1}]}))
    os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={_screens}"
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtCore import Qt, QTimer  # noqa: E402
from PySide6.QtGui import QAction, QContextMenuEvent  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import (QAbstractButton, QAbstractItemView, QApplication, QComboBox, QDialog,  # noqa: E402
                               QLineEdit, QMenu, QSpinBox, QWidget)

from judgeapp.core import engine, messages  # noqa: E402
from judgeapp.core.resources import resource_path  # noqa: E402
from judgeapp.gui.board import FoldSection  # noqa: E402
from judgeapp.gui.i18n import LANGUAGES  # noqa: E402
from judgeapp.gui.main_window import MainWindow  # noqa: E402
from judgeapp.gui.models import _StateListModel  # noqa: E402
from judgeapp.gui.text_size import applied_scale  # noqa: E402
from tests.gui.conftest import ScriptedPrompts  # noqa: E402
from tests.gui.drops import drag_files_onto  # noqa: E402
from tests.mutations import bundled_scenarios, mutated_files  # noqa: E402

TEXTS = ["Forest", "Llanowar Elves", "Foresta", "<b>bold</b>", "", "{2}{W}", "Zombie Cutthroat", "森", "9999", "-1",
         "a" * 300]
KEYS = [Qt.Key.Key_Delete, Qt.Key.Key_Return, Qt.Key.Key_Space, Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_Tab,
        Qt.Key.Key_Plus, Qt.Key.Key_Minus, Qt.Key.Key_T, Qt.Key.Key_F2, Qt.Key.Key_Escape]
SKIP = ("quit", "close", "exit")     # (in English; File ▸ Quit is skipped in every language by its object name)
HANG_SECONDS = 120                   # a step this long has hung (the slowest, a 1,000-object file opened, takes ~2 s)


class Cancel(ScriptedPrompts):
    """Every question answered with Cancel (no file chosen, no dialog accepted)."""

    def _next(self, kind):
        return None


def _files_to_drop(folder: Path, seed: int) -> list[Path | str]:
    """What a user might drag onto the window: bundled scenarios, mutated ones, a text file, an
    empty one, a folder, a file that isn't there, a web address."""
    found: list[Path | str] = [resource_path("scenarios", name) for name, _data in bundled_scenarios()[:5]]
    for n, (name, text) in enumerate(mutated_files(10, seed)):
        path = folder / f"mutated-{n}-{name}"
        path.write_text(text, encoding="utf-8")
        found.append(path)
    (folder / "notes.txt").write_text("not a board", encoding="utf-8")
    (folder / "empty.json").write_bytes(b"")
    (folder / "a folder.json").mkdir()
    return found + [folder / "notes.txt", folder / "empty.json", folder / "a folder.json", folder / "gone.json",
                    "https://example.com/board.json"]


def _act(rng: random.Random, window: MainWindow, log: list, drops: list[Path | str]) -> None:
    app = QApplication.instance()
    for dialog in [w for w in app.topLevelWidgets() if isinstance(w, QDialog) and w.isVisible()]:
        if rng.random() < 0.3:
            dialog.reject()
    shown = [w for w in app.topLevelWidgets() if w.isVisible() and not isinstance(w, QMenu)]
    root = rng.choice(shown)
    if rng.random() < 0.03:          # on a board's window, its quiz, its library, a dialog…
        dropped = rng.choice(drops)
        over = rng.choice([w for w in root.findChildren(QWidget) if w.isVisible()] or [root])
        if rng.random() < 0.5:        # as if just saved: the dialogs answer Cancel to "Save changes?"
            for board in [w for w in shown if isinstance(w, MainWindow)]:
                board.document.undo_stack.setClean()
        log.append(("drop", str(dropped)[-40:], type(over).__name__))
        drag_files_onto(root, [dropped], over)      # (one file: several open windows with real dialogs)
        return
    if rng.random() < 0.03:          # the window's edge dragged, to any size (its least size Qt keeps)
        size = (rng.randint(200, 2200), rng.randint(200, 1300))
        log.append(("resize", type(root).__name__, size))
        root.resize(*size)
        return
    if isinstance(root, MainWindow) and rng.random() < 0.03:     # text size and language, as on a projector
        if rng.random() < 0.3:
            name = rng.choice(list(LANGUAGES.values()))        # Language ▸ Français…
            log.append(("language", name))
            next(a for a in root.findChildren(QAction) if a.text() == name and a.isCheckable()).trigger()
        else:
            action, times = rng.choice([root.larger_text, root.smaller_text]), rng.randint(1, 9)
            log.append(("text size", action.text(), times))
            for _ in range(times):
                action.trigger()
        return
    if isinstance(root, MainWindow) and rng.random() < 0.05:
        actions = [a for a in root.findChildren(QAction) if a.isEnabled() and a.text() and a.objectName() != "quit"
                   and not any(s in a.text().replace("&", "").lower() for s in SKIP) and a.menu() is None]
        if actions:
            action = rng.choice(actions)
            log.append(("menu", action.text()))
            action.trigger()
            return
    widgets = [w for w in root.findChildren(QWidget) if w.isVisible() and w.isEnabled()]
    if not widgets:
        return
    lists = [w for w in widgets if isinstance(w, QAbstractItemView) and w.model() is not None and w.model().rowCount()]
    # One step in four goes to a list with rows (the board's cards, the stack, the verdicts…):
    # among hundreds of widgets they would otherwise seldom be picked.
    widget = rng.choice(lists) if lists and rng.random() < 0.25 else rng.choice(widgets)
    if isinstance(widget, QAbstractButton):
        if any(s in widget.text().replace("&", "").lower() for s in SKIP):
            return
        log.append(("click", widget.text() or type(widget).__name__))
        QTest.mouseClick(widget, Qt.MouseButton.LeftButton)
    elif isinstance(widget, QComboBox) and widget.count():
        widget.setCurrentIndex(rng.randrange(widget.count()))
        log.append(("choose", widget.currentText()))
    elif isinstance(widget, QSpinBox):
        widget.setValue(rng.randint(widget.minimum(), min(widget.maximum(), 50)))
        log.append(("set", type(widget.parent()).__name__, widget.value()))
    elif isinstance(widget, QLineEdit):
        widget.setFocus()
        widget.setText(rng.choice(TEXTS))
        QTest.keyClick(widget, Qt.Key.Key_Return)
        log.append(("type", widget.text()[:30]))
    elif isinstance(widget, QAbstractItemView) and widget.model() is not None and widget.model().rowCount():
        index = widget.model().index(rng.randrange(widget.model().rowCount()), 0)
        rect = widget.visualRect(index)
        if not rect.isValid():
            return
        roll = rng.random()
        if roll < 0.35:
            QTest.mouseClick(widget.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
        elif roll < 0.5:
            QTest.mouseDClick(widget.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
        elif roll < 0.7 and widget.contextMenuPolicy() == Qt.ContextMenuPolicy.CustomContextMenu:
            _menu_pick(rng, widget, rect.center(), log)     # right-click: an entry of the card's menu
        else:
            QTest.mouseClick(widget.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
            QTest.keyClick(widget, rng.choice(KEYS))
        log.append(("row", type(widget).__name__, index.data()))
    elif rng.random() < 0.2:
        key = rng.choice([Qt.Key.Key_Z, Qt.Key.Key_Y])
        QTest.keyClick(window, key, Qt.KeyboardModifier.ControlModifier)
        log.append(("undo" if key == Qt.Key.Key_Z else "redo",))


def _stale(window: MainWindow) -> str | None:
    """A list whose rows aren't the board's any more, a section header whose count isn't its
    list's, verdicts that aren't the board's: what the user sees no longer matches the board."""
    # Only the shown sections: a change of language leaves the old board's to be deleted later.
    for section in [s for s in window.findChildren(FoldSection) if s.isVisible()]:
        model = section.model
        if isinstance(model, _StateListModel) and model.items() != model.current_items():
            return f"the {section.title!r} list shows {len(model.items())} rows, the board has {len(model.current_items())}"
        expected = messages.cited(section.title, str(model.rowCount()), section.lang())
        if section.header.text() != expected:
            return f"the section header says {section.header.text()!r}, its list has {model.rowCount()} rows"
    panel = window.verdicts
    pid = panel.player() if panel.player() in window.document.state.player_ids() else None
    if panel.model.evaluation != engine.evaluate(window.document.state, pid):
        return "the verdicts shown are not the board's"
    counts = [panel.model.item(row, 0).rowCount() for row in range(panel.model.rowCount())]
    if counts != [len(groups) for groups in panel.model.groups]:
        return f"the verdict tree has {counts} option rows, the verdicts {[len(g) for g in panel.model.groups]}"
    return None


def _off_screen(window: MainWindow) -> str | None:
    """A window that no longer fits the laptop screen it was sized for (a player's 3,000-character
    id once made it 36,605 px wide)."""
    least = window.minimumSizeHint()
    if least.width() > SCREEN[0] or least.height() > SCREEN[1]:
        return (f"the window needs {least.width()}x{least.height()} px, more than a {SCREEN[0]}x{SCREEN[1]} screen "
                f"(text at {applied_scale():.0%}, the board's warnings {'shown' if window.warnings_model.rowCount() else 'none'})")
    return None


def _menu_pick(rng: random.Random, view: QAbstractItemView, pos, log: list) -> None:
    """Right-click a row (the context-menu event a right click delivers) and trigger one entry
    of the menu that opens, or of one of its submenus, as a user would."""
    def pick() -> None:
        menu = QApplication.activePopupWidget()
        if not isinstance(menu, QMenu):
            return
        for shown in (menu, *[a.menu() for a in menu.actions() if a.menu() is not None]):
            if shown.sizeHint().width() > SCREEN[0]:      # (a kind of counter named with 5,000 letters)
                log.append(("too wide", shown.title() or "the card menu", shown.sizeHint().width()))
                raise AssertionError(f"a card menu {shown.sizeHint().width()} px wide, wider than the screen")
        entries = [a for a in menu.actions() if a.isEnabled() and not a.isSeparator()]
        chosen = rng.choice(entries) if entries else None
        if chosen is not None and chosen.menu() is not None:
            inner = [a for a in chosen.menu().actions() if a.isEnabled() and not a.isSeparator() and a.menu() is None]
            chosen = rng.choice(inner) if inner else None
        menu.close()
        if chosen is not None and chosen.menu() is None:
            log.append(("card menu", chosen.text()))
            chosen.trigger()

    QTimer.singleShot(50, pick)          # once the menu is open
    QApplication.sendEvent(view.viewport(), QContextMenuEvent(QContextMenuEvent.Reason.Mouse, pos,
                                                              view.viewport().mapToGlobal(pos)))


def run(seed: int, steps: int, folder: Path | None = None) -> str | None:
    """The first error of one seeded run, with the steps before it, or of closing its windows at
    the end (a window that can't close cleanly is an error too); None if there was none."""
    app = QApplication.instance() or QApplication([])
    errors: list[str] = []
    sys.excepthook = lambda kind, value, tb: errors.append("".join(traceback.format_exception(kind, value, tb)))
    try:
        problem = _walk(app, errors, seed, steps, folder)
    finally:
        before = len(errors)
        for widget in app.topLevelWidgets():
            if isinstance(widget, MainWindow):
                widget.document.undo_stack.setClean()
            try:
                widget.close()
            except Exception:
                errors.append(traceback.format_exc())
        app.processEvents()
        sys.excepthook = sys.__excepthook__
    if problem is None and len(errors) > before:
        return f"seed {seed}, closing the windows at the end:\n" + errors[before]
    return problem


def _walk(app: QApplication, errors: list[str], seed: int, steps: int, folder: Path | None) -> str | None:
    rng = random.Random(seed)
    if folder is None:
        data = Path(tempfile.mkdtemp(prefix="judgeapp-fuzz-"))
    else:
        data = folder / f"judgeapp-fuzz-{seed}"
        data.mkdir(parents=True, exist_ok=True)
    drops = _files_to_drop(Path(tempfile.mkdtemp(prefix="judgeapp-fuzz-drops-")), seed)
    window = MainWindow(data, prompts=Cancel(), offer_restore=False)
    window.show()
    window.resize(*SCREEN)
    app.processEvents()
    log: list = []
    stack = window.document.undo_stack
    start = window.document.state       # the board when the undo history was last empty
    for step in range(steps):
        faulthandler.dump_traceback_later(HANG_SECONDS, exit=True)     # (ends the process: its seed replays it)
        try:
            _act(rng, window, log, drops)
            app.processEvents()
        except Exception:
            errors.append(traceback.format_exc())
        faulthandler.cancel_dump_traceback_later()
        for menu in [w for w in app.topLevelWidgets() if isinstance(w, QMenu) and w.isVisible()]:
            menu.close()
        unexpected = [e for e in window.prompts.errors if e[0] == "Something went wrong"]
        app.processEvents()     # the window's own check that it fits its screen runs on a zero-interval timer
        stale = _stale(window) or _off_screen(window)
        if stale:
            errors.append(stale)
        if errors or unexpected:
            return f"seed {seed}, step {step}; the last steps: {log[-6:]}\n" + (errors or [str(unexpected)])[0]
        if stack.count() == 0:
            start = window.document.state
    # Every step can be undone and redone: all the way back is the first board, all the
    # way forward the last.
    last, done = window.document.state, stack.index()
    stack.setIndex(0)
    if window.document.state != start:
        return f"seed {seed}: undoing all {done} steps did not give back the first board"
    stack.setIndex(stack.count())
    stack.setIndex(done)
    if window.document.state != last:
        return f"seed {seed}: redoing the undone steps did not give back the last board"
    return None


def main(argv=None) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--steps", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--seeds", type=int, default=1, help="how many seeds, from --seed on")
    parser.add_argument("--folder", type=Path, default=None, help="where each run's data folder is (a full disk…)")
    args = parser.parse_args(argv)
    failed = 0
    for seed in range(args.seed, args.seed + args.seeds):
        problem = run(seed, args.steps, args.folder)
        print(f"seed {seed}: {args.steps} steps, " + ("0 errors" if problem is None else "an error:\n" + problem),
              flush=True)
        failed += problem is not None
    print(f"{args.seeds} runs of {args.steps:,} steps: {failed} with an error")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
