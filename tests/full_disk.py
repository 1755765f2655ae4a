"""The `judgeapp` command run as on a full disk, for its process alone: RLIMIT_FSIZE lets no file
grow past `limit` bytes, so a write beyond fails (EFBIG, "File too large") as on a full disk
(ENOSPC), with SIGXFSZ ignored so the process lives to say so. No root, no mount needed."""

from __future__ import annotations

import os
import resource
import signal
import subprocess
import sys
from pathlib import Path


def judgeapp_on_a_full_disk(args: list[str], folder: Path, limit: int = 2048) -> subprocess.CompletedProcess[str]:
    """Run `judgeapp ARGS` with its data and cache folders in `folder`, no file growing past `limit`."""
    def full_disk() -> None:
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
        resource.setrlimit(resource.RLIMIT_FSIZE, (limit, resource.getrlimit(resource.RLIMIT_FSIZE)[1]))

    env = {**os.environ, "JUDGEAPP_DATA_DIR": str(folder / "data"), "JUDGEAPP_CACHE_DIR": str(folder / "cache")}
    return subprocess.run([str(Path(sys.executable).with_name("judgeapp")), *args], capture_output=True, text=True,
                          env=env, preexec_fn=full_disk, timeout=120)
