"""The `judgeapp` program: the console script and `python -m judgeapp` start here.

While the program starts, Python's cyclic garbage collector is paused. A start makes tens of
thousands of long-lived objects (the rules core's classes, Qt's enums, the window) and almost no
garbage, so the 80-odd collections it would otherwise run only walk live objects again and again:
about 8 ms of a 200 ms start (bench_gui.py). The desktop app resumes the collector a second
after its window is shown, the other commands before they run. Only this entry point pauses it,
never the library: importing judgeapp.cli or judgeapp.core leaves it as it was.
"""

from __future__ import annotations

import gc


def main(argv: list[str] | None = None) -> int:
    gc.disable()
    from .cli import main as run_command
    return run_command(argv, started=gc.enable)
