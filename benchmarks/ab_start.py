"""Start-up of two versions of judgeapp in turns: an earlier commit's and the checkout's, each in
fresh processes, interleaved with a bare window, medians of time and peak memory printed.

    .venv/bin/python benchmarks/ab_start.py COMMIT [RUNS] [--first] [--settled]     (default 25 runs each)

A later start (the usual one) by default; with --first, a first start after installing (empty
data and cache folders each time: the bundled data validated and kept). With --settled, peak
memory is read once the start has settled (1.5 s after the first paint, when its first autosave
has loaded pydantic), as bench_gui.py reads it; the times then include that wait. The earlier commit is
checked out in a temporary git worktree and run from its source with PYTHONPATH, as the
checkout's src/ is (two_versions.py says how the comparison is kept fair).
"""

from __future__ import annotations

import statistics
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.bench_gui import BARE, JUDGEAPP, JUDGEAPP_SETTLED, _run  # noqa: E402
from benchmarks.two_versions import two_versions  # noqa: E402


def main() -> None:
    args = [arg for arg in sys.argv[1:] if arg not in ("--first", "--settled")]
    first = "--first" in sys.argv[1:]
    program = JUDGEAPP_SETTLED if "--settled" in sys.argv[1:] else JUDGEAPP
    if not args:
        sys.exit(__doc__)
    commit, runs = args[0], int(args[1]) if len(args) > 1 else 25
    kind = ("first start" if first else "later start") + (", settled" if program is JUDGEAPP_SETTLED else "")
    with two_versions(commit) as envs:
        for env in envs.values():          # a first start, then one to write the bytecode: not measured
            for _ in range(2):
                _run(JUDGEAPP, env)
        times: dict[str, list[float]] = {name: [] for name in (*envs, "bare")}
        memory: dict[str, list[float]] = {name: [] for name in (*envs, "bare")}
        for _ in range(runs):
            for name, env in envs.items():
                with tempfile.TemporaryDirectory() as data, tempfile.TemporaryDirectory() as cache:
                    if first:       # folders as just after installing (the bytecode stays, as installed)
                        env = {**env, "JUDGEAPP_DATA_DIR": data, "JUDGEAPP_CACHE_DIR": cache}
                    elapsed, peak = _run(program, env)
                times[name].append(elapsed)
                memory[name].append(peak)
            elapsed, peak = _run(BARE, envs["checkout"])
            times["bare"].append(elapsed)
            memory["bare"].append(peak)
    medians = {name: statistics.median(ms) for name, ms in times.items()}
    peaks = {name: statistics.median(mib) for name, mib in memory.items()}
    for name, ms in medians.items():
        print(f"{kind if name != 'bare' else 'bare window'}, {name}: median {ms:.1f} ms, "
              f"peak memory {peaks[name]:.1f} MiB ({runs} runs)")
    print(f"ratio to the bare window: earlier {medians['earlier'] / medians['bare']:.2f}x, "
          f"checkout {medians['checkout'] / medians['bare']:.2f}x; memory earlier "
          f"{peaks['earlier'] / peaks['bare']:.2f}x, checkout {peaks['checkout'] / peaks['bare']:.2f}x")
    print(f"checkout / earlier: time {medians['checkout'] / medians['earlier']:.3f}x, "
          f"memory {peaks['checkout'] / peaks['earlier']:.3f}x")


if __name__ == "__main__":
    main()
