"""Edits to the screen (and to the whole verdict panel repainted) for two versions of judgeapp in
turns: an earlier commit's and the checkout's, each in fresh processes, rounds interleaved,
medians and 95th percentiles printed.

    .venv/bin/python benchmarks/ab_edit.py COMMIT [ROUNDS]      (default 8 rounds)

Each round runs both versions, one process each, in alternating order; each process times 40
edits of each kind on the typical and the large board, 10 on 1,000 objects, 5 on 3,000 (as
bench_gui.py does, in the same window size). The earlier commit is checked out in a temporary
git worktree and run from its source with PYTHONPATH, the checkout from its src/
(two_versions.py says how the comparison is kept fair).
"""

from __future__ import annotations

import json
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.two_versions import in_turns, p95  # noqa: E402

CHILD = ("import json, sys\nsys.path.insert(0, {root!r})\nfrom benchmarks.bench_gui import edit_times\n"
         "boards = ((\"typical\", 40), (\"large\", 40), (\"1,000 objects\", 10), (\"3,000 objects\", 5))\n"
         "print(json.dumps([[kind, label, screen, verdicts] for kind, label, _n, screen, verdicts, _w in edit_times(boards)]))")


def main() -> None:
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    commit, rounds = sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 8
    times: dict[tuple[str, str, str], list[float]] = {}
    for name, lines in in_turns(commit, rounds, CHILD.format(root=str(ROOT))).items():
        for line in lines:
            for kind, label, screen, verdicts in json.loads(line):
                times.setdefault((kind + " -> on screen", label, name), []).extend(screen)
                times.setdefault((kind + " -> verdicts repainted", label, name), []).extend(verdicts)
    rows = sorted({(kind, label) for kind, label, _name in times}, key=lambda kl: (kl[1], kl[0]))
    print(f"{rounds} rounds in turns; earlier = {commit}")
    for kind, label in rows:
        before, after = times[(kind, label, "earlier")], times[(kind, label, "checkout")]
        print(f"{kind + ', ' + label:<55} median {statistics.median(before):6.2f} -> {statistics.median(after):6.2f} ms "
              f"({statistics.median(after) / statistics.median(before):.2f}x)   p95 {p95(before):6.2f} -> "
              f"{p95(after):6.2f} ms ({p95(after) / p95(before):.2f}x)   ({len(after)} edits each)")


if __name__ == "__main__":
    main()
