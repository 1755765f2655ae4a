"""The quiz's next question for two versions of judgeapp in turns: an earlier commit's and the
checkout's, each in fresh processes, rounds interleaved, medians and 95th percentiles printed.

    .venv/bin/python benchmarks/ab_quiz.py COMMIT [ROUNDS]      (default 8 rounds)
    .venv/bin/python benchmarks/ab_quiz.py COMMIT ROUNDS --generate
    .venv/bin/python benchmarks/ab_quiz.py COMMIT ROUNDS --focused

Each process shows 40 next questions of a level-2 exam (bench_quiz.next_question_times), or, with
--generate, makes a set of 1,000 questions at each level (seed 1, 2, 3 in turn by round), or, with
--focused, a set of 200 focused on each rule at each level (bench_quiz.focused_times). On
this machine one process's median of unchanged code moved from 18 to 27 ms within minutes, so
only a comparison in turns tells a change from noise. two_versions.py says how it is kept fair.
"""

from __future__ import annotations

import json
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.two_versions import in_turns, p95  # noqa: E402

CHILD = ("import json, sys\nsys.path.insert(0, {root!r})\nfrom benchmarks.bench_quiz import next_question_times\n"
         "print(json.dumps(next_question_times(40)))")
GENERATE = ("import json, sys\nsys.path.insert(0, {root!r})\nfrom benchmarks.bench_quiz import generation_rate\n"
            "print(json.dumps([generation_rate(level, {seed}) for level in (1, 2, 3)]))")

FOCUSED = ("import json, sys\nsys.path.insert(0, {root!r})\nfrom benchmarks.bench_quiz import focused_times\n"
           "print(json.dumps([focused_times(level, {seed}) for level in (1, 2, 3)]))")


def main() -> None:
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    commit, rounds = sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 8
    if "--generate" in sys.argv:
        return _generation(commit, rounds)
    if "--focused" in sys.argv:
        return _focused(commit, rounds)
    printed = in_turns(commit, rounds, CHILD.format(root=str(ROOT)))
    before, after = ([ms for line in printed[name] for ms in json.loads(line)] for name in ("earlier", "checkout"))
    print(f"{rounds} rounds in turns; earlier = {commit}")
    print(f"show the next question: median {statistics.median(before):6.2f} -> {statistics.median(after):6.2f} ms "
          f"({statistics.median(after) / statistics.median(before):.2f}x)   p95 {p95(before):6.2f} -> "
          f"{p95(after):6.2f} ms ({p95(after) / p95(before):.2f}x)   ({len(after)} questions each)")


def _by_version(commit: str, rounds: int, child: str) -> dict[str, list]:
    """What each version's child printed (one JSON value a round), seeds 1, 2, 3 in turn by round."""
    found: dict[str, list] = {"earlier": [], "checkout": []}
    for round_ in range(rounds):
        printed = in_turns(commit, 1, child.format(root=str(ROOT), seed=1 + round_ % 3))
        for name in found:
            found[name] += [json.loads(line) for line in printed[name]]
    print(f"{rounds} rounds in turns; earlier = {commit}")
    return found


def _generation(commit: str, rounds: int) -> None:
    rates = _by_version(commit, rounds, GENERATE)
    for index, level in enumerate((1, 2, 3)):
        before, after = (statistics.median(r[index] for r in rates[name]) for name in ("earlier", "checkout"))
        print(f"generate 1,000 questions, level {level}: {before:5.0f} -> {after:5.0f} questions/s "
              f"({after / before:.2f}x)")


def _focused(commit: str, rounds: int) -> None:
    times = _by_version(commit, rounds, FOCUSED)
    for index, level in enumerate((1, 2, 3)):
        before, after = ({skill: statistics.median(r[index][skill] for r in times[name]) for skill in times[name][0][index]}
                         for name in ("earlier", "checkout"))
        worst = max(before, key=lambda skill: before[skill])
        print(f"a set of 200 focused on one rule, level {level}: median over the rules "
              f"{statistics.median(before.values()):5.2f} -> {statistics.median(after.values()):5.2f} s; the longest "
              f"before, {worst}, {before[worst]:5.2f} -> {after[worst]:5.2f} s; the longest now "
              f"{max(after.values()):5.2f} s ({max(after, key=lambda skill: after[skill])})")


if __name__ == "__main__":
    main()
