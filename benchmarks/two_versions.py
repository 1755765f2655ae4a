"""An earlier commit of judgeapp beside the checkout, each run from its source in fresh processes:
what ab_start.py and ab_edit.py compare in turns.

Three traps make such a comparison lie, and this avoids each:
- PYTHONDONTWRITEBYTECODE (set on the CI machine): a source tree would compile every module at
  every start, so it is unset for the children and each tree keeps its bytecode;
- one data and cache folder for both: each version's first start rewrites the validated cache
  the other's reads, so every start would be a first start; each version gets its own;
- the interface translations: a worktree has no built .qm files, so its English UI would run
  without a translator (1-2 ms less per repaint); the checkout's are copied in.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from benchmarks.screen import child_env

ROOT = Path(__file__).resolve().parents[1]


@contextmanager
def two_versions(commit: str) -> Iterator[dict[str, dict[str, str]]]:
    """The environment each child process runs in, by version ("earlier": the commit, checked out
    in a temporary git worktree; "checkout": this tree's src/), removed afterwards."""
    env = child_env()
    with tempfile.TemporaryDirectory() as work:
        old = Path(work) / "old"
        subprocess.run(["git", "-C", str(ROOT), "worktree", "add", "--detach", "-q", str(old), commit], check=True)
        try:
            for qm in (ROOT / "resources" / "i18n").glob("*.qm"):
                shutil.copy(qm, old / "resources" / "i18n" / qm.name)
            trees = {"earlier": old / "src", "checkout": ROOT / "src"}
            yield {name: {**env, "JUDGEAPP_DATA_DIR": tempfile.mkdtemp(dir=work),
                          "JUDGEAPP_CACHE_DIR": tempfile.mkdtemp(dir=work), "PYTHONPATH": str(tree)}
                   for name, tree in trees.items()}
        finally:
            subprocess.run(["git", "-C", str(ROOT), "worktree", "remove", "--force", str(old)], check=False)


def in_turns(commit: str, rounds: int, child: str) -> dict[str, list[str]]:
    """The last line the child code printed in each of `rounds` fresh processes per version, by
    version, the versions taking turns and the one going first alternating between rounds."""
    printed: dict[str, list[str]] = {"earlier": [], "checkout": []}
    with two_versions(commit) as envs:
        for turn in range(rounds):
            for name in (list(envs) if turn % 2 == 0 else list(reversed(envs))):
                done = subprocess.run([sys.executable, "-c", child], env=envs[name],
                                      capture_output=True, text=True, timeout=1200)
                if done.returncode != 0:
                    raise RuntimeError(f"{name}: exited with status {done.returncode}: {done.stderr[-800:]}")
                printed[name].append(done.stdout.strip().splitlines()[-1])
    return printed


def p95(ms: list[float]) -> float:
    """The 95th percentile of some times."""
    ms = sorted(ms)
    return ms[max(0, int(len(ms) * 0.95) - 1)]
