"""Start-up of two versions of judgeapp in turns: an earlier commit's and the checkout's, each a
later start (the usual one) in fresh processes, interleaved with a bare window, medians printed.

    .venv/bin/python benchmarks/ab_start.py COMMIT [RUNS]      (default 25 runs each)

The earlier commit is checked out in a temporary git worktree and run from its source with
PYTHONPATH, as the checkout's src/ is (two_versions.py says how the comparison is kept fair).
"""

from __future__ import annotations

import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.bench_gui import BARE, JUDGEAPP, _run  # noqa: E402
from benchmarks.two_versions import two_versions  # noqa: E402


def main() -> None:
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    commit, runs = sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 25
    with two_versions(commit) as envs:
        for env in envs.values():          # a first start, then one to write the bytecode: not measured
            for _ in range(2):
                _run(JUDGEAPP, env)
        times: dict[str, list[float]] = {name: [] for name in (*envs, "bare")}
        for _ in range(runs):
            for name, env in envs.items():
                times[name].append(_run(JUDGEAPP, env)[0])
            times["bare"].append(_run(BARE, envs["checkout"])[0])
    medians = {name: statistics.median(ms) for name, ms in times.items()}
    for name, ms in medians.items():
        print(f"later start, {name}: median {ms:.1f} ms ({runs} runs)")
    print(f"ratio to the bare window: earlier {medians['earlier'] / medians['bare']:.2f}x, "
          f"checkout {medians['checkout'] / medians['bare']:.2f}x")
    print(f"checkout / earlier: {medians['checkout'] / medians['earlier']:.3f}x")


if __name__ == "__main__":
    main()
