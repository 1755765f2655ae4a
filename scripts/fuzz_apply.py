"""The engine at scale: N random valid boards (tests/board_strategies.py), every legal option of
every player applied; each resulting board must re-validate, evaluate for every player, and save
and load back equal (tests/round_trip.py). Prints counts and the first few failures.

    .venv/bin/python scripts/fuzz_apply.py [--count 100000] [--seed 0]
"""

from __future__ import annotations

import argparse
import collections
import random
import sys
import time
import traceback
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from hypothesis import HealthCheck, Phase, given, seed, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from tests.board_strategies import boards  # noqa: E402
from tests.round_trip import check_apply_round_trips  # noqa: E402


def main(argv=None) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--count", type=int, default=100_000)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    totals = collections.Counter()
    failures: list[str] = []
    started = time.perf_counter()

    @seed(args.seed)
    @settings(max_examples=args.count, deadline=None, database=None, phases=[Phase.generate],
              suppress_health_check=list(HealthCheck))
    @given(boards(), st.sampled_from(["blank", "chaos", "planeswalker"]))
    def run(state, roll):
        totals["boards"] += 1
        try:
            totals["options applied"] += check_apply_round_trips(state, roll)
        except Exception:
            totals["failures"] += 1
            if len(failures) < 5:
                failures.append(traceback.format_exc(limit=-4) + "\n" + repr(state)[:2000])
        if totals["boards"] % 5000 == 0:
            print(f"  {totals['boards']} boards, {time.perf_counter() - started:.0f} s", flush=True)

    random.seed(args.seed)
    run()
    elapsed = time.perf_counter() - started
    print(f"{totals['boards']} random boards, {totals['options applied']} legal options applied, "
          f"{totals['failures']} unexpected errors, in {elapsed:.0f} s")
    for failure in failures:
        print("\n---\n" + failure)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
