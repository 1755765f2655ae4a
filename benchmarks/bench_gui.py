"""How fast does the app feel? Prints medians and 95th percentiles; asserts nothing.

    .venv/bin/python benchmarks/bench_gui.py

1. Edit to repainted verdicts: make an edit (a new state), let the document evaluate it,
   every view update, and the whole window repaint synchronously. Aim: under one 60 Hz
   frame (16 ms) on a typical (about 60 objects) and a large (300 objects) board; p95 under
   50 ms at 1,000 objects and 150 ms at 3,000.
2. Cold start: a fresh process to the first shown main window (entering through
   judgeapp.cli, as the `judgeapp` command does), as a ratio against a bare PySide6 window
   started the same way in the same run. Aim: under 1.5x.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from PySide6.QtWidgets import QApplication  # noqa: E402

from benchmarks.boards import generated, large, object_count, typical  # noqa: E402
from judgeapp.core import edits  # noqa: E402
from judgeapp.gui.main_window import MainWindow  # noqa: E402


def _summary(name: str, ms: list[float]) -> None:
    ms = sorted(ms)
    p95 = ms[max(0, int(len(ms) * 0.95) - 1)]
    print(f"{name:<62} median {statistics.median(ms):8.2f} ms   p95 {p95:8.2f} ms   ({len(ms)} runs)")


def edit_to_repaint(runs: int = 200) -> None:
    app = QApplication.instance() or QApplication([])
    with tempfile.TemporaryDirectory() as data:
        window = MainWindow(Path(data), offer_restore=False)
        window.resize(1600, 1000)
        window.show()
        app.processEvents()
        # Issue 14: 1,000- and 3,000-object boards stay usable (edits under 50 / 150 ms p95).
        boards = (("typical", typical(), runs), ("large", large(), runs), ("1,000 objects", generated(4, 1000), 40),
                  ("3,000 objects", generated(4, 3000), 20))
        for label, state, count in boards:
            window.document.replace(state, {"title": label})
            app.processEvents()
            target = state.players[0].battlefield[0].id

            def tap(current):      # the verdicts stay the same
                return edits.update_object(current, target, tapped=not current.locate(target)[2].tapped)

            def step(current):     # main phase <-> combat: many verdicts change
                other = "beginning_of_combat" if current.step.value == "precombat_main" else "precombat_main"
                return edits.set_fields(current, step=other)

            for kind, make in (("tap a permanent", tap), ("change the step", step)):
                verdicts, whole = [], []
                for i in range(count):
                    start = time.perf_counter()
                    window.document.edit(make(window.document.state), kind)
                    app.processEvents()                     # every view updates; dirty regions paint
                    window.verdicts.repaint()               # the verdict panel, painted now
                    verdicts.append((time.perf_counter() - start) * 1000)
                    window.repaint()                        # and, for context, everything else too
                    whole.append((time.perf_counter() - start) * 1000)
                _summary(f"{kind} -> verdicts repainted, {label} ({object_count(state)} obj.)", verdicts)
                _summary(f"{kind} -> whole window repainted, {label}", whole)
        # The autosave the timer fires after an edit: what it costs the GUI thread (the writer
        # thread does the rest), on a large and a very large board.
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
        window.document.undo_stack.setClean()
        window.close()


BARE = ("from PySide6.QtWidgets import QApplication, QMainWindow; app = QApplication([]); w = QMainWindow(); "
        "w.show(); app.processEvents()")
JUDGEAPP = ("import judgeapp.cli; import tempfile, pathlib; from PySide6.QtWidgets import QApplication; "
            "from judgeapp.gui.main_window import MainWindow; app = QApplication([]); "
            "w = MainWindow(pathlib.Path(tempfile.mkdtemp()), offer_restore=False); w.show(); app.processEvents(); "
            "w.autosave.clear()")
# Two floors, to read the ratio by: the window's widgets with no judgeapp code (menus, docks,
# views, models of about the main window's size, pure Qt), and the validation layer's import.
QT_FLOOR = f"exec(open({str(Path(__file__).with_name('qt_floor.py'))!r}).read())"
PYDANTIC = "import pydantic; from pydantic import BaseModel, Field"


def _run(code: str, env: dict[str, str]) -> tuple[float, float]:
    """One fresh process: (milliseconds from start to exit, its peak resident memory in MiB)."""
    start = time.perf_counter()
    child = subprocess.Popen([sys.executable, "-c", code], env=env, stdout=subprocess.DEVNULL,
                             stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(child.pid, 0)
    elapsed = (time.perf_counter() - start) * 1000
    if status != 0:
        raise RuntimeError(f"{code[:60]}... exited with status {status}")
    return elapsed, usage.ru_maxrss / 1024


def cold_start(runs: int = 15) -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    programs = {"bare": BARE, "judgeapp": JUDGEAPP, "qt floor": QT_FLOOR, "pydantic": PYDANTIC}
    times: dict[str, list[float]] = {name: [] for name in programs}
    memory: dict[str, list[float]] = {name: [] for name in programs}
    for _ in range(runs):           # interleaved, so load on the machine hits each alike
        for name, code in programs.items():
            elapsed, peak = _run(code, env)
            times[name].append(elapsed)
            memory[name].append(peak)
    bare = statistics.median(times["bare"])
    labels = {"bare": "a bare PySide6 window (QMainWindow)", "judgeapp": "judgeapp main window (example board)",
              "qt floor": "floor: the same widgets, pure Qt (qt_floor.py)", "pydantic": "floor: importing pydantic"}
    for name, label in labels.items():
        _summary(f"cold start: {label}", times[name])
    for name in ("judgeapp", "qt floor"):
        print(f"cold start ratio {name} / bare: {statistics.median(times[name]) / bare:.2f}x")
    print(f"pydantic import alone / bare: {statistics.median(times['pydantic']) / bare:.2f}x")
    bare_mem = statistics.median(memory["bare"])
    print(f"peak memory: bare {bare_mem:.0f} MiB, judgeapp {statistics.median(memory['judgeapp']):.0f} MiB "
          f"(ratio {statistics.median(memory['judgeapp']) / bare_mem:.2f}x)")


if __name__ == "__main__":
    edit_to_repaint()
    cold_start()
