"""The quiz's next question for two versions of judgeapp in turns: an earlier commit's and the
checkout's, each in fresh processes, rounds interleaved, medians and 95th percentiles printed.

    .venv/bin/python benchmarks/ab_quiz.py COMMIT [ROUNDS]      (default 8 rounds)

Each process shows 40 next questions of a level-2 exam (bench_quiz.next_question_times). On
this machine one process's median of unchanged code moved from 18 to 27 ms within minutes, so
only a comparison in turns tells a change from noise. two_versions.py says how it is kept fair.
"""

from __future__ import annotations

import json
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.two_versions import two_versions  # noqa: E402

CHILD = ("import json, sys\nsys.path.insert(0, {root!r})\nfrom benchmarks.bench_quiz import next_question_times\n"
         "print(json.dumps(next_question_times(40)))")


def _p95(ms: list[float]) -> float:
    ms = sorted(ms)
    return ms[max(0, int(len(ms) * 0.95) - 1)]


def main() -> None:
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    commit, rounds = sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 8
    times: dict[str, list[float]] = {"earlier": [], "checkout": []}
    with two_versions(commit) as envs:
        for turn in range(rounds):
            for name in (list(envs) if turn % 2 == 0 else list(reversed(envs))):
                done = subprocess.run([sys.executable, "-c", CHILD.format(root=str(ROOT))], env=envs[name],
                                      capture_output=True, text=True, timeout=1200)
                if done.returncode != 0:
                    raise RuntimeError(f"{name}: exited with status {done.returncode}: {done.stderr[-800:]}")
                times[name].extend(json.loads(done.stdout.strip().splitlines()[-1]))
    before, after = times["earlier"], times["checkout"]
    print(f"{rounds} rounds in turns; earlier = {commit}")
    print(f"show the next question: median {statistics.median(before):6.2f} -> {statistics.median(after):6.2f} ms "
          f"({statistics.median(after) / statistics.median(before):.2f}x)   p95 {_p95(before):6.2f} -> "
          f"{_p95(after):6.2f} ms ({_p95(after) / _p95(before):.2f}x)   ({len(after)} questions each)")


if __name__ == "__main__":
    main()
