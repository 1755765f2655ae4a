"""How fast does the app feel? Prints medians and 95th percentiles; asserts nothing.

    .venv/bin/python benchmarks/bench_gui.py

1. Edit to the screen: make an edit (a new state), let the document evaluate it and every view
   update, and run the event loop until what changed is painted ("on screen": what the user
   waits for). Then, as before, the whole verdict panel and the whole window are repainted
   synchronously, each added to that time (they paint what the edit did not change).
   Aim: under one 60 Hz frame (16 ms) on a typical (about 60 objects) and a large (300
   objects) board; p95 under 50 ms at 1,000 objects and 150 ms at 3,000.
   Then what one cell of the verdict tree costs the delegate to paint and to measure, and one
   card cell of a zone list to paint.
2. Cold start: a fresh process running the `judgeapp` command's own entry point until its
   event loop is idle after the first paint, as a ratio against a bare PySide6 window started
   the same way in the same run (issue 14's aim: 1.5x). Two floors run beside them: the main
   window's widgets in pure Qt (qt_floor.py) and pydantic's import; and peak memory (aim 2x),
   then, once the start has settled (its first autosave loads pydantic in a thread), again.
3. Where a later start goes: its stages in order (importing the core, PySide6, the GUI modules;
   building the window; the first paint), each the median over fresh processes.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
from benchmarks.screen import QT_PLATFORM, child_env  # noqa: E402
os.environ.setdefault("QT_QPA_PLATFORM", QT_PLATFORM)

from PySide6.QtCore import QAbstractEventDispatcher, QEvent, QEventLoop, QObject, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from benchmarks.boards import generated, large, object_count, typical  # noqa: E402
from judgeapp.core import edits  # noqa: E402
from judgeapp.gui.app import STARTED_AFTER_MS  # noqa: E402
from judgeapp.gui.main_window import MainWindow  # noqa: E402


def _summary(name: str, ms: list[float]) -> None:
    ms = sorted(ms)
    p95 = ms[max(0, int(len(ms) * 0.95) - 1)]
    print(f"{name:<62} median {statistics.median(ms):8.2f} ms   p95 {p95:8.2f} ms   ({len(ms)} runs)")


def _tap_targets(state) -> tuple[str, str | None]:
    """A permanent of the first player whose tapping leaves every verdict as it was, and one whose
    tapping changes which costs can be paid (a mana source), if the board has one."""
    from judgeapp.core import engine, payment
    from judgeapp.core.context import Context

    def answers(current):
        return [(o.legal, o.cost) for pid in current.player_ids()
                for v in engine.evaluate(current, pid).verdicts for o in v.options]
    before = answers(state)
    quiet = next(o.id for o in state.players[0].battlefield
                 if answers(edits.update_object(state, o.id, tapped=not o.tapped)) == before)
    sources = {s.obj_id for s in payment.sources(Context(state), state.players[0].id)}
    source = next((o.id for o in state.players[0].battlefield if o.id in sources
                   and answers(edits.update_object(state, o.id, tapped=not o.tapped)) != before), None)
    return quiet, source


EDIT_BOARDS = (("typical", 200), ("large", 200), ("1,000 objects", 40), ("3,000 objects", 20))


def _board(label: str):
    return {"typical": typical, "large": large, "1,000 objects": lambda: generated(4, 1000),
            "3,000 objects": lambda: generated(4, 3000)}[label]()


class _PaintClock(QObject):
    """Paints a window's pending updates itself, when the window is asked to (UpdateRequest), and
    notes when each such paint ends: the moment the screen shows what was dirty."""

    def __init__(self, window):
        super().__init__()
        self.painted = 0.0
        window.installEventFilter(self)

    def eventFilter(self, watched, event) -> bool:
        if event.type() == QEvent.Type.UpdateRequest:
            watched.event(event)
            self.painted = time.perf_counter()
            return True
        return False


def _on_screen(clock: _PaintClock, grace_ms: int = 30) -> float:
    """When the screen showed all an edit changed: the event loop runs until it is idle and then
    for a grace period, since the paints some updates ask for come later, after a timer (a list's
    delayed layout, the window system's update request) or after the loop first goes idle (the
    loop may report idle with an update request still queued). The time is the end of the last
    paint, or the first idle moment if nothing was painted after it."""
    clock.painted = 0.0
    loop = QEventLoop()
    dispatcher = QAbstractEventDispatcher.instance()
    dispatcher.aboutToBlock.connect(loop.quit)
    loop.exec()
    dispatcher.aboutToBlock.disconnect(loop.quit)
    idle = time.perf_counter()
    QTimer.singleShot(grace_ms, loop.quit)
    loop.exec()
    return max(idle, clock.painted)


def edit_times(boards=EDIT_BOARDS):
    """For each board and kind of edit: (kind, board label, objects, and three times per edit in
    ms: to the screen up to date (the edit made and the event loop run until what it changed is
    painted, as the user sees it: _on_screen), and that plus a repaint of the whole verdict panel,
    and that plus a repaint of the whole window)."""
    app = QApplication.instance() or QApplication([])
    results = []
    with tempfile.TemporaryDirectory() as data:
        window = MainWindow(Path(data), offer_restore=False)
        window.resize(1600, 1000)
        window.show()
        app.processEvents()
        clock = _PaintClock(window)
        app.setCursorFlashTime(0)   # a blinking text cursor would paint during an edit's grace period
        # Issue 14: 1,000- and 3,000-object boards stay usable (edits under 50 / 150 ms p95).
        for label, count in boards:
            state = _board(label)
            window.document.replace(state, {"title": label})
            app.processEvents()
            quiet, source = _tap_targets(state)

            def tap(current, target=quiet):      # the verdicts stay the same
                return edits.update_object(current, target, tapped=not current.locate(target)[2].tapped)

            def tap_source(current, target=source):   # a mana source: which costs can be paid changes
                return edits.update_object(current, target, tapped=not current.locate(target)[2].tapped)

            def step(current):     # main phase <-> combat: many verdicts change
                other = "beginning_of_combat" if current.step.value == "precombat_main" else "precombat_main"
                return edits.set_fields(current, step=other)

            edits_made = [("tap a permanent", tap), ("change the step", step)]
            if source is not None:
                edits_made.insert(1, ("tap a mana source", tap_source))
            for kind, make in edits_made:
                screen, verdicts, whole = [], [], []
                for i in range(count):
                    start = time.perf_counter()
                    window.document.edit(make(window.document.state), kind)
                    shown = (_on_screen(clock) - start) * 1000  # every view updated; what changed painted
                    screen.append(shown)
                    begin = time.perf_counter()
                    window.verdicts.repaint()               # then the whole verdict panel, painted now
                    verdicts.append(shown + (time.perf_counter() - begin) * 1000)
                    window.repaint()                        # and, for context, everything else too
                    whole.append(shown + (time.perf_counter() - begin) * 1000)
                results.append((kind, label, object_count(state), screen, verdicts, whole))
        window.document.undo_stack.setClean()
        window.close()
    return results


def edit_to_repaint() -> None:
    for kind, label, objects, screen, verdicts, whole in edit_times():
        _summary(f"{kind} -> on screen, {label} ({objects} obj.)", screen)
        _summary(f"{kind} -> verdicts repainted, {label}", verdicts)
        _summary(f"{kind} -> whole window repainted, {label}", whole)
    autosave_times()


def autosave_times() -> None:
    """The autosave the timer fires after an edit: what it costs the GUI thread (the writer
    thread does the rest), on a large and a very large board."""
    app = QApplication.instance() or QApplication([])
    with tempfile.TemporaryDirectory() as data:
        window = MainWindow(Path(data), offer_restore=False)
        window.show()
        for label, state in (("large", large()), ("1,000 objects", generated(4, 1000))):
            window.document.replace(state, {"title": label})
            app.processEvents()
            times = []
            for _ in range(30):
                start = time.perf_counter()
                window.write_autosave()
                times.append((time.perf_counter() - start) * 1000)
                window.autosave.flush()        # (not timed: the writer thread's own work)
            _summary(f"autosave on the GUI thread, {label} ({object_count(state)} obj.)", times)
            # The writer thread's work: the board's JSON, made holding Python's interpreter lock
            # (an edit made meanwhile waits for it); on one line, and indented as a saved file is.
            for form, compact in (("on one line, as the autosave", True), ("indented, as a saved file", False)):
                made = window.document.serializer(compact=compact)
                times = []
                for _ in range(30):
                    start = time.perf_counter()
                    made()
                    times.append((time.perf_counter() - start) * 1000)
                _summary(f"the board's JSON {form}, {label} ({object_count(state)} obj.)", times)
        window.document.undo_stack.setClean()
        window.close()


def verdict_cell_times() -> None:
    """What one cell of the verdict tree costs to paint and to measure (the delegate's own work,
    gui/wrap_delegate.py), over every cell of the large board's tree, painted into an image."""
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtWidgets import QStyleOptionViewItem
    app = QApplication.instance() or QApplication([])
    with tempfile.TemporaryDirectory() as data:
        window = MainWindow(Path(data), offer_restore=False)
        window.resize(1600, 1000)
        window.show()
        window.document.replace(large(), {"title": "large"})
        app.processEvents()
        tree, model = window.verdicts.tree, window.verdicts.model
        cells = []
        for row in range(model.rowCount()):
            action = model.index(row, 0)
            cells += [action, model.index(row, 1)]
            cells += [model.index(child, column, action) for child in range(model.rowCount(action)) for column in (0, 1)]
        options = []
        for cell in cells:
            option = QStyleOptionViewItem()
            tree.initViewItemOption(option)
            option.rect, option.widget = tree.visualRect(cell), tree
            options.append(option)
        delegate, image = tree.itemDelegate(), QImage(1600, 1000, QImage.Format.Format_ARGB32_Premultiplied)

        def paint_all():
            painter = QPainter(image)
            for option, cell in zip(options, cells):
                delegate.paint(painter, option, cell)
            painter.end()

        def measure_all():
            for option, cell in zip(options, cells):
                delegate.sizeHint(option, cell)
        for name, work in (("paint", paint_all), ("measure", measure_all)):
            per_cell = []
            for _ in range(60):
                start = time.perf_counter()
                work()
                per_cell.append((time.perf_counter() - start) * 1e6 / len(cells))
            print(f"verdict tree, one cell, {name} (large board, {len(cells)} cells)"
                  f"{'':<14} median {statistics.median(per_cell[10:]):8.1f} µs")
        window.document.undo_stack.setClean()
        window.close()


def card_cell_times() -> None:
    """What one card cell of a zone list costs to paint (gui/card_delegate.py): every card of the
    typical and the large board, each list's cells painted into an image, as the first paint of a
    board (and a new quiz question, and any list painted again) has them drawn."""
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtWidgets import QStyleOptionViewItem
    from judgeapp.gui.board import ZoneView
    app = QApplication.instance() or QApplication([])
    with tempfile.TemporaryDirectory() as data:
        window = MainWindow(Path(data), offer_restore=False)
        window.resize(1600, 1000)
        window.show()
        for label, board in (("typical", typical), ("large", large)):
            window.document.replace(board(), {"title": label})
            app.processEvents()
            cells = []
            for view in window.findChildren(ZoneView):
                model = view.model()
                for row in range(model.rowCount()):
                    option = QStyleOptionViewItem()
                    view.initViewItemOption(option)
                    index = model.index(row, 0)
                    option.rect, option.widget = view.visualRect(index), view
                    cells.append((view.itemDelegate(), option, index))
            image = QImage(1600, 1000, QImage.Format.Format_ARGB32_Premultiplied)
            per_cell = []
            for _ in range(40):
                painter = QPainter(image)
                start = time.perf_counter()
                for delegate, option, index in cells:
                    delegate.paint(painter, option, index)
                per_cell.append((time.perf_counter() - start) * 1e6 / len(cells))
                painter.end()
            print(f"zone list, one card cell, paint ({label} board, {len(cells)} cells)"
                  f"{'':<14} median {statistics.median(per_cell[5:]):8.1f} µs")
        window.document.undo_stack.setClean()
        window.close()


# Each program stops the clock the first time its event loop is idle after its first paint
# (about to wait for events: the window has been painted and nothing is queued on the GUI
# thread), prints the wall clock and its own peak memory then (/proc's VmHWM: ru_maxrss would
# count the benchmark's own memory, which a forked child starts out sharing), and quits. The
# first idle moment alone comes too early: the window system asks for the first paint only after
# show() returns, so the event loop goes idle once before anything is painted. So at that first
# idle moment the program starts watching its shown windows for their first paint event (on the
# windows only: a filter on the whole application would run Python for each of the thousands of
# events a big window's start sends, and bias the clock against it). Work left to other threads
# doesn't count; work queued on the GUI thread does.
_IDLE = ("import time as _t, re as _re\n"
         "from PySide6.QtCore import QAbstractEventDispatcher as _D, QCoreApplication as _C, QEvent as _E, QObject as _O\n"
         "class _FirstPaint(_O):\n"
         "    watching = seen = False\n"
         "    def eventFilter(self, obj, event):\n"
         "        _FirstPaint.seen = _FirstPaint.seen or event.type() == _E.Type.Paint\n"
         "        return False\n"
         "_first_paint = _FirstPaint()\n"
         "def _idle():\n"
         "    app = _C.instance()\n"
         "    if not _FirstPaint.watching:\n"
         "        _FirstPaint.watching = True\n"
         "        for window in app.topLevelWidgets():\n"
         "            if window.isVisible():\n"
         "                window.installEventFilter(_first_paint)\n"
         "    elif _FirstPaint.seen and not app.property('_measured'):\n"
         "        app.setProperty('_measured', True)\n"
         "        print(_t.time(), _re.search(r'VmHWM:\\s+(\\d+)', open('/proc/self/status').read()).group(1))\n"
         "        app.quit()\n"
         "_D.instance().aboutToBlock.connect(_idle)\n")
# The same clock, but the memory read once the start has settled: SETTLE_MS after the first paint,
# by when the app has written its first autosave (whose thread is the first to load pydantic, to
# have it ready for the first edit) and ended its start (STARTED_AFTER_MS). The peak up to then is
# what the start really costs; the first idle moment comes before that work.
SETTLE_MS = STARTED_AFTER_MS + 500
_SETTLED = _IDLE.replace(
    "        print(_t.time(), _re.search(r'VmHWM:\\s+(\\d+)', open('/proc/self/status').read()).group(1))\n"
    "        app.quit()\n",
    "        from PySide6.QtCore import QTimer as _T\n"
    f"        _T.singleShot({SETTLE_MS}, lambda: (print(_t.time(), _re.search(r'VmHWM:\\s+(\\d+)', "
    "open('/proc/self/status').read()).group(1)), app.quit()))\n")
assert _SETTLED != _IDLE
BARE = ("from PySide6.QtWidgets import QApplication, QMainWindow\napp = QApplication([])\n" + _IDLE +
        "w = QMainWindow()\nw.show()\napp.exec()")
# The same window showing one line of text: the first text drawn loads the fonts, which a bare
# window never does, so this is the least any window with words in it pays.
ONE_LABEL = ("from PySide6.QtWidgets import QApplication, QLabel, QMainWindow\napp = QApplication([])\n" + _IDLE +
             "w = QMainWindow()\nw.setCentralWidget(QLabel('Hello'))\nw.show()\napp.exec()")
# The `judgeapp` command itself, as its console script (judgeapp.launch) runs it: launch's
# preparation (the garbage collector paused, the dataclasses' code read from the cache),
# judgeapp.cli imported, then main(), with the clock's hook installed between. The app ends the
# preparation (and writes what it compiled) a second after its window is shown; this process
# quits at its first idle moment, so it does that on its way out. A version before prepare()
# only paused the collector.
_PREPARE = ("import gc\ntry:\n    from judgeapp.launch import prepare\nexcept ImportError:\n"
            "    prepare = lambda: (gc.disable(), gc.enable)[1]\nstarted = prepare()\n")
JUDGEAPP = (_PREPARE + "from judgeapp.cli import main\nfrom PySide6.QtWidgets import QApplication\n"
            "app = QApplication([])\n" + _IDLE + "main([], started=started)\nstarted()")
JUDGEAPP_SETTLED = JUDGEAPP.replace(_IDLE, _SETTLED)
# Two floors, to read the ratio by: the window's widgets with no judgeapp code (menus, docks,
# views, models of about the main window's size, pure Qt), and the validation layer's import.
QT_FLOOR = ("from PySide6.QtWidgets import QApplication\napp = QApplication([])\n" + _IDLE +
            f"exec(open({str(Path(__file__).with_name('qt_floor.py'))!r}).read())\napp.exec()")
# The least a start that painted the board first and built the rest after could pay: judgeapp's own
# turn bar and board (the stack, the effects, each player's zones) on the board a later start
# shows, in a window with nothing else (no verdicts, menus, docks or status bar), started as the
# program starts. Its modules import what they import today (the rules core with its engine,
# about 19 ms of `-X importtime`, which the board's highlights would need soon after anyway).
BOARD_ALONE = (_PREPARE + "from PySide6.QtWidgets import QApplication, QMainWindow, QVBoxLayout, QWidget\n"
               "app = QApplication([])\n" + _IDLE +
               "from judgeapp.gui.app import skip_pyside_source_scan\nskip_pyside_source_scan()\n"
               "from judgeapp.core.cards import builtin_cards\n"
               "from judgeapp.core.scenario import bundled_scenario, state_of\n"
               "from judgeapp.gui.board import BoardWidget\nfrom judgeapp.gui.document import Document\n"
               "from judgeapp.gui.highlights import Highlights\nfrom judgeapp.gui.turn_bar import TurnBar\n"
               "from judgeapp.gui.view_settings import ViewSettings\n"
               "example, meta = bundled_scenario('teferi-kraken.json')\n"     # (main_window.DEFAULT_EXAMPLE)
               "document, view = Document(state_of(example), meta), ViewSettings(lang='en')\n"
               "w = QMainWindow()\ncentral = QWidget()\nlayout = QVBoxLayout(central)\n"
               "layout.addWidget(TurnBar(document, view))\n"
               "layout.addWidget(BoardWidget(document, Highlights(), builtin_cards, None, print, settings=view), 1)\n"
               "w.setCentralWidget(central)\nw.resize(1500, 900)\nw.show()\napp.exec()\nstarted()\n")
PYDANTIC = ("import time as _t, re as _re\nimport pydantic\nfrom pydantic import BaseModel, Field\n"
            "print(_t.time(), _re.search(r'VmHWM:\\s+(\\d+)', open('/proc/self/status').read()).group(1))")


def _run(code: str, env: dict[str, str]) -> tuple[float, float]:
    """One fresh process: (milliseconds from its start to its first idle moment after its first
    paint, its peak resident memory then, in MiB)."""
    start = time.time()
    done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=120)
    if done.returncode != 0:
        raise RuntimeError(f"{code[:60]}... exited with status {done.returncode}: {done.stderr[-500:]}")
    idle, peak = done.stdout.split()[-2:]
    return (float(idle) - start) * 1000, int(peak) / 1024


def cold_start(runs: int = 15) -> None:
    """A first start (empty data and cache folders, as just after installing) and a later one
    (the folders the previous start left), each in a fresh process, interleaved with the anchors.
    The board alone keeps folders of its own: a start keeps only the dataclass code it used
    (dataclass_code.py), which would leave a later start of the whole app some to compile."""
    env = child_env()
    later = {"JUDGEAPP_DATA_DIR": tempfile.mkdtemp(), "JUDGEAPP_CACHE_DIR": tempfile.mkdtemp()}
    board_later = {"JUDGEAPP_DATA_DIR": tempfile.mkdtemp(), "JUDGEAPP_CACHE_DIR": tempfile.mkdtemp()}
    programs = {"bare": (BARE, None), "one label": (ONE_LABEL, None), "judgeapp": (JUDGEAPP, None),
                "judgeapp, later start": (JUDGEAPP, later), "qt floor": (QT_FLOOR, None),
                "board alone": (BOARD_ALONE, board_later), "pydantic": (PYDANTIC, None)}
    times: dict[str, list[float]] = {name: [] for name in programs}
    memory: dict[str, list[float]] = {name: [] for name in programs}
    _run(JUDGEAPP, {**env, **later})      # the starts before the later ones
    _run(BOARD_ALONE, {**env, **board_later})
    for _ in range(runs):           # interleaved, so load on the machine hits each alike
        for name, (code, kept) in programs.items():
            with tempfile.TemporaryDirectory() as data, tempfile.TemporaryDirectory() as cache:
                folders = kept or {"JUDGEAPP_DATA_DIR": data, "JUDGEAPP_CACHE_DIR": cache}
                elapsed, peak = _run(code, {**env, **folders})
            times[name].append(elapsed)
            memory[name].append(peak)
    bare = statistics.median(times["bare"])
    labels = {"bare": "a bare PySide6 window (QMainWindow)", "one label": "floor: that window with one label",
              "judgeapp": "judgeapp, first start after installing",
              "judgeapp, later start": "judgeapp, a later start (the usual one)",
              "qt floor": "floor: the same widgets, pure Qt (qt_floor.py)",
              "board alone": "floor: judgeapp's board alone (BOARD_ALONE)",
              "pydantic": "floor: importing pydantic"}
    for name, label in labels.items():
        _summary(f"cold start: {label}", times[name])
    for name in ("one label", "judgeapp", "judgeapp, later start", "qt floor", "board alone"):
        print(f"cold start ratio {name} / bare: {statistics.median(times[name]) / bare:.2f}x")
    print(f"cold start ratio judgeapp, later start / qt floor: "
          f"{statistics.median(times['judgeapp, later start']) / statistics.median(times['qt floor']):.2f}x")
    print(f"pydantic import alone / bare: {statistics.median(times['pydantic']) / bare:.2f}x")
    bare_mem = statistics.median(memory["bare"])
    print("peak memory: " + ", ".join(f"{name} {statistics.median(memory[name]):.0f} MiB" for name in programs))
    for name in ("judgeapp", "judgeapp, later start", "qt floor"):
        print(f"peak memory ratio {name} / bare: {statistics.median(memory[name]) / bare_mem:.2f}x")


def settled_memory(runs: int = 7) -> None:
    """Peak memory once the start has settled (SETTLE_MS after the first paint), a first and a
    later start, each against the bare window in the same run (its peak at its own first idle)."""
    env = child_env()
    memory: dict[str, list[float]] = {"bare": [], "first": [], "later": []}
    with tempfile.TemporaryDirectory() as kept_data, tempfile.TemporaryDirectory() as kept_cache:
        later = {"JUDGEAPP_DATA_DIR": kept_data, "JUDGEAPP_CACHE_DIR": kept_cache}
        _run(JUDGEAPP, {**env, **later})      # the start before the later ones
        for _ in range(runs):
            for name, code in (("bare", BARE), ("first", JUDGEAPP_SETTLED), ("later", JUDGEAPP_SETTLED)):
                with tempfile.TemporaryDirectory() as data, tempfile.TemporaryDirectory() as cache:
                    folders = later if name == "later" else {"JUDGEAPP_DATA_DIR": data, "JUDGEAPP_CACHE_DIR": cache}
                    memory[name].append(_run(code, {**env, **folders})[1])
    bare = statistics.median(memory["bare"])
    for name in ("first", "later"):
        peak = statistics.median(memory[name])
        print(f"peak memory {SETTLE_MS} ms after the first paint, {name} start: {peak:.0f} MiB, "
              f"{peak / bare:.2f}x the bare window ({bare:.0f} MiB)")


# Where a later start goes, in order, inside one process: each mark is the time since the
# interpreter began (time.perf_counter at the first line), as the `judgeapp` command runs.
BREAKDOWN = ("import time as _t\n_s = _t.perf_counter()\nmarks = []\n" + _PREPARE +
             "def mark(name): marks.append((name, (_t.perf_counter() - _s) * 1000))\n"
             "import judgeapp.cli\nmark('the rules core and the command line imported')\n"
             "from PySide6.QtWidgets import QApplication\nmark('PySide6 imported (the bare window pays this)')\n"
             "app = QApplication([])\nmark('QApplication made')\n"
             "from judgeapp.gui.app import skip_pyside_source_scan\nskip_pyside_source_scan()\n"
             "import judgeapp.gui.main_window\nmark('the GUI modules imported')\n"
             "from judgeapp.gui.main_window import MainWindow\nfrom judgeapp.gui.storage import data_dir\n"
             "window = MainWindow(data_dir())\nmark('the main window built (first evaluation included)')\n"
             "window.show()\nmark('shown (not yet painted)')\n"
             "from PySide6.QtCore import QAbstractEventDispatcher as _D, QEvent as _E, QObject as _O\n"
             "class _FirstPaint(_O):\n    seen = False\n"
             "    def eventFilter(self, obj, event):\n"
             "        if event.type() == _E.Type.Paint and not _FirstPaint.seen:\n"
             "            _FirstPaint.seen = True\n            mark('the window system asks for the first paint')\n"
             "        return False\n"
             "_first_paint = _FirstPaint()\nwindow.installEventFilter(_first_paint)\n"
             "def _idle():\n    if _FirstPaint.seen and not app.property('_measured'):\n"
             "        app.setProperty('_measured', True)\n"
             "        mark('painted, the event loop idle')\n        app.quit()\n"
             "_D.instance().aboutToBlock.connect(_idle)\napp.exec()\nstarted()\n"
             "print(repr(marks))")


def start_breakdown(runs: int = 9) -> None:
    """The later start's stages, each the median over fresh processes (folders left by a first start)."""
    import ast
    env = {**child_env(), "JUDGEAPP_DATA_DIR": tempfile.mkdtemp(), "JUDGEAPP_CACHE_DIR": tempfile.mkdtemp()}
    _run(JUDGEAPP, env)     # the first start, which leaves the cache
    stages: dict[str, list[float]] = {}
    for _ in range(runs):
        done = subprocess.run([sys.executable, "-c", BREAKDOWN], env=env, capture_output=True, text=True, check=True)
        previous = 0.0
        for name, at in ast.literal_eval(done.stdout.strip().splitlines()[-1]):
            stages.setdefault(name, []).append(at - previous)
            previous = at
    for name, spans in stages.items():
        print(f"later start, {name:<52} {statistics.median(spans):7.1f} ms")


if __name__ == "__main__":
    edit_to_repaint()
    verdict_cell_times()
    card_cell_times()
    cold_start()
    settled_memory()
    start_breakdown()
