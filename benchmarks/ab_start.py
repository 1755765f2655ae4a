"""Start-up of two versions of judgeapp in turns: an earlier commit's and the checkout's, each a
later start (the usual one) in fresh processes, interleaved with a bare window, medians printed.

    .venv/bin/python benchmarks/ab_start.py COMMIT [RUNS]      (default 25 runs each)

The earlier commit is checked out in a temporary git worktree and run from its source with
PYTHONPATH, as the checkout's src/ is. Three traps make such a comparison lie, and this script
avoids each:
- PYTHONDONTWRITEBYTECODE (set on the CI machine): a source tree would compile every module at
  every start, so it is unset for the children and each tree keeps its bytecode;
- one data and cache folder for both: each version's first start rewrites the validated cache
  the other's reads, so every start would be a first start; each version gets its own;
- the interface translations: a worktree has no built .qm files, so its English UI would run
  without a translator (1-2 ms less per repaint); the checkout's are copied in.
"""

from __future__ import annotations

import os
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.bench_gui import BARE, JUDGEAPP, _run  # noqa: E402


def main() -> None:
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    commit, runs = sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 25
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env["QT_QPA_PLATFORM"] = "offscreen"
    with tempfile.TemporaryDirectory() as work:
        old = Path(work) / "old"
        subprocess.run(["git", "-C", str(ROOT), "worktree", "add", "--detach", "-q", str(old), commit], check=True)
        try:
            for qm in (ROOT / "resources" / "i18n").glob("*.qm"):
                shutil.copy(qm, old / "resources" / "i18n" / qm.name)
            trees = {"earlier": old / "src", "checkout": ROOT / "src"}
            folders = {name: {"JUDGEAPP_DATA_DIR": tempfile.mkdtemp(dir=work),
                              "JUDGEAPP_CACHE_DIR": tempfile.mkdtemp(dir=work), "PYTHONPATH": str(tree)}
                       for name, tree in trees.items()}
            for name in trees:          # a first start, then one to write the bytecode: not measured
                for _ in range(2):
                    _run(JUDGEAPP, {**env, **folders[name]})
            times: dict[str, list[float]] = {name: [] for name in (*trees, "bare")}
            for _ in range(runs):
                for name in trees:
                    times[name].append(_run(JUDGEAPP, {**env, **folders[name]})[0])
                times["bare"].append(_run(BARE, env)[0])
        finally:
            subprocess.run(["git", "-C", str(ROOT), "worktree", "remove", "--force", str(old)], check=False)
    medians = {name: statistics.median(ms) for name, ms in times.items()}
    for name, ms in medians.items():
        print(f"later start, {name}: median {ms:.1f} ms ({runs} runs)")
    print(f"ratio to the bare window: earlier {medians['earlier'] / medians['bare']:.2f}x, "
          f"checkout {medians['checkout'] / medians['bare']:.2f}x")
    print(f"checkout / earlier: {medians['checkout'] / medians['earlier']:.3f}x")


if __name__ == "__main__":
    main()
