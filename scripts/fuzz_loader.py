"""Loader fuzz at scale: N mutated scenario files (deterministic seed) through `judgeapp check
--player all`, in-process. Each must exit 0 or 2 with no traceback, within a time limit.

    .venv/bin/python scripts/fuzz_loader.py [--count 10000] [--seed 0] [--show 5]

Prints the counts, the share of refusals that name a place in the file, and the first few
failures with the file that caused them (written to fuzz-failures/).
"""

from __future__ import annotations

import argparse
import collections
import contextlib
import io
import re
import signal
import sys
import tempfile
import time
import traceback
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from tests.mutations import mutated_files  # noqa: E402

from judgeapp.cli import main  # noqa: E402

LIMIT_S = 10


class Hang(Exception):
    pass


def _alarm(_signum, _frame):
    raise Hang()


def run_one(path: Path) -> tuple[str, str]:
    """('ok'|'refused'|'traceback'|'hang'|'bad-exit', detail)."""
    out, err = io.StringIO(), io.StringIO()
    signal.signal(signal.SIGALRM, _alarm)
    signal.alarm(LIMIT_S)
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            code = main(["check", str(path), "--player", "all"])
    except Hang:
        return "hang", ""
    except BaseException:
        return "traceback", traceback.format_exc(limit=-3)
    finally:
        signal.alarm(0)
    if code == 0:
        return "ok", ""
    if code == 2:
        return "refused", err.getvalue()
    return "bad-exit", f"exit {code}: {err.getvalue()}"


def main_(argv=None) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--count", type=int, default=10000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--show", type=int, default=5)
    args = parser.parse_args(argv)
    counts = collections.Counter()
    unlocated = 0
    failures = []
    kinds = collections.Counter()
    started = time.perf_counter()
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "mutated.json"
        for name, text in mutated_files(args.count, args.seed):
            path.write_text(text, encoding="utf-8", errors="surrogatepass")
            outcome, detail = run_one(path)
            counts[outcome] += 1
            if outcome == "refused":
                message = detail.strip().removeprefix(f"judgeapp: {path}: ")
                if not _located(message):
                    unlocated += 1
                    kinds["unlocated: " + message[:90]] += 1
            elif outcome not in ("ok",):
                failures.append((name, outcome, detail, text))
                kinds[outcome + ": " + (detail.strip().splitlines() or [""])[-1][:120]] += 1
    elapsed = time.perf_counter() - started
    print(f"{args.count} mutated files (seed {args.seed}) in {elapsed:.1f} s: " +
          ", ".join(f"{k} {v}" for k, v in sorted(counts.items())))
    refused = counts["refused"]
    print(f"refusals naming a place in the file: {refused - unlocated} of {refused}")
    for kind, n in kinds.most_common(30):
        print(f"  {n:5d}  {kind}")
    out = Path("fuzz-failures")
    for name, outcome, detail, text in failures[: args.show]:
        out.mkdir(exist_ok=True)
        target = out / (name.replace("#", "-").replace("/", "_"))
        target.write_text(text, encoding="utf-8", errors="surrogatepass")
        print(f"\n--- {name}: {outcome} (file: {target})\n{detail[-1500:]}")
    return 1 if failures else 0


_NAME = r"[^\s:\[\]'\".]+"                          # a field: "players", "custom_cards"
_INDEX = r"\[(?:\d+|'[^']*'|\"[^\"]*\")\]"             # [3], or a key that isn't a name: ['+1/+1']
PLACE = re.compile(rf"^(line \d+ column \d+|file|(?:{_NAME}|{_INDEX})(?:{_INDEX}|\.{_NAME})*): \S")


def _located(message: str) -> bool:
    """A refusal names where: 'place: message' for each problem ('players[1].hand[3]: …',
    "players[0].battlefield[0].counters['+1/+1']: …", 'line 2 column 15: …', 'file: …')."""
    return all(PLACE.match(problem) for problem in message.split("; ") if problem)


if __name__ == "__main__":
    sys.exit(main_())
