"""Writes the perft-style golden suite's data (tests/data/golden/), from the engine as it is.

    .venv/bin/python scripts/golden.py            write both files
    .venv/bin/python scripts/golden.py --check    only print what would change (exit 1 if any)

examples.json: every bundled example scenario, depth 2. corpus.json: 150 generated boards (the
property tests' strategy, derandomized), stored as scenario data so the corpus never changes
with the generator, with their depth-2 verdicts. A change that moves a verdict shows up as a
diff of these files, to be reviewed and committed with the change that made it.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from judgeapp.core.resources import resource_path  # noqa: E402
from judgeapp.core.scenario import load_scenario, state_of  # noqa: E402
from tests.golden_suite import board_of, board_text, differences, verdicts  # noqa: E402

DATA = ROOT / "tests" / "data" / "golden"
CORPUS_SIZE = 150


def _generated_boards(count: int) -> list[dict]:
    from hypothesis import HealthCheck, Phase, given, settings

    from tests.board_strategies import boards
    found: list[dict] = []

    @settings(max_examples=count, derandomize=True, database=None, phases=[Phase.generate],
              suppress_health_check=list(HealthCheck), deadline=None)
    @given(boards())
    def collect(state) -> None:
        if len(found) < count:
            found.append(board_text(state))

    collect()
    return found


def examples() -> dict:
    out = {}
    for path in sorted(resource_path("scenarios").glob("*.json")):
        out[path.name] = verdicts(state_of(load_scenario(path)))
    return out


def corpus(existing: list[dict] | None) -> list[dict]:
    boards = [entry["board"] for entry in existing] if existing else _generated_boards(CORPUS_SIZE)
    return [{"board": board, "verdicts": verdicts(board_of(board))} for board in boards]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--check", action="store_true", help="print the differences, write nothing")
    parser.add_argument("--new-corpus", action="store_true", help="draw the corpus boards again")
    args = parser.parse_args(argv)
    DATA.mkdir(parents=True, exist_ok=True)
    old_corpus = None
    if (DATA / "corpus.json").exists() and not args.new_corpus:
        old_corpus = json.loads((DATA / "corpus.json").read_text(encoding="utf-8"))
    new = {"examples.json": examples(), "corpus.json": corpus(old_corpus)}
    changed = 0
    for name, data in new.items():
        path = DATA / name
        old = json.loads(path.read_text(encoding="utf-8")) if path.exists() else None
        if old == data:
            continue
        changed += 1
        if old is not None:
            pairs = (zip(old, data) if isinstance(data, list) else ((old.get(k, {}), data[k]) for k in data))
            for index, (was, now) in enumerate(pairs):
                was_v = was["verdicts"] if isinstance(data, list) else was
                now_v = now["verdicts"] if isinstance(data, list) else now
                for line in differences(was_v, now_v, f"{name}[{index}]"):
                    print(line)
        if not args.check:
            path.write_text(json.dumps(data, indent=1, ensure_ascii=False, sort_keys=True) + "\n", encoding="utf-8")
            print(f"wrote {path.relative_to(ROOT)}")
    return 1 if (changed and args.check) else 0


if __name__ == "__main__":
    sys.exit(main())
