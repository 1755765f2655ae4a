"""evaluate() of two versions of judgeapp in turns: an earlier commit's and the checkout's, on the
typical board, each in fresh processes, rounds alternating between them.

    .venv/bin/python benchmarks/ab_evaluate.py COMMIT [ROUNDS]      (default 20 rounds)

Each process times 25 batches of 40 evaluations and reports its fastest batch and its median
one. On this shared machine the median of a batch swings with the neighbours' load (220-390 µs
in one run of unchanged code) while the fastest batch of a process stays within a few percent,
so the fastest is what the versions are compared by; the medians are printed beside it. The
summary is the median, over the rounds, of checkout / earlier within each round (the two run
one after the other, so a busy spell slows both). The board is built by the checkout's
benchmarks/boards.py for both versions.
"""

from __future__ import annotations

import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.two_versions import two_versions  # noqa: E402

CHILD = f"""
import statistics, sys, time
sys.path.insert(1, {str(ROOT)!r})
from benchmarks.boards import typical
from judgeapp.core import engine
board = typical()
engine.evaluate(board)
batches = []
for _ in range(25):
    start = time.perf_counter()
    for _ in range(40):
        engine.evaluate(board)
    batches.append((time.perf_counter() - start) / 40 * 1e6)
print(min(batches), statistics.median(batches))
"""


def _one(env: dict[str, str]) -> tuple[float, float]:
    """(fastest batch, median batch) of one fresh process, in µs per evaluation."""
    done = subprocess.run([sys.executable, "-c", CHILD], env=env, capture_output=True, text=True, timeout=300)
    if done.returncode != 0:
        raise RuntimeError(done.stderr[-800:])
    fastest, median = done.stdout.split()
    return float(fastest), float(median)


def main() -> None:
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    commit, rounds = sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 20
    with two_versions(commit) as envs:
        for env in envs.values():      # writes each tree's bytecode: not measured
            _one(env)
        found: dict[str, list[tuple[float, float]]] = {name: [] for name in envs}
        for _ in range(rounds):
            for name, env in envs.items():
                found[name].append(_one(env))
    for name, runs in found.items():
        print(f"evaluate typical, {name}: fastest batch {statistics.median(f for f, _ in runs):.1f} µs, "
              f"median batch {statistics.median(m for _, m in runs):.1f} µs (medians over {rounds} processes)")
    ratios = [new[0] / old[0] for new, old in zip(found["checkout"], found["earlier"])]
    print(f"checkout / earlier, fastest batches, median over the rounds: {statistics.median(ratios):.3f}x "
          f"(rounds from {min(ratios):.3f}x to {max(ratios):.3f}x)")


if __name__ == "__main__":
    main()
