"""A full disk for one process, without root or a mount: RLIMIT_FSIZE lets no file grow past
`limit` bytes, so a write beyond fails (EFBIG, "File too large") as on a full disk (ENOSPC), with
SIGXFSZ ignored so the process lives to say so. Lifted again, it is the space freed."""

from __future__ import annotations

import os
import resource
import signal
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path


def _fill(limit: int) -> tuple[int, object]:
    """Make the disk "full" past `limit` bytes a file; what to put back."""
    soft, hard = resource.getrlimit(resource.RLIMIT_FSIZE)
    handler = signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
    resource.setrlimit(resource.RLIMIT_FSIZE, (limit, hard))
    return soft, handler


@contextmanager
def full_disk(limit: int = 0) -> Iterator[None]:
    """This process's disk full while the block runs (no file may grow past `limit` bytes)."""
    soft, handler = _fill(limit)
    try:
        yield
    finally:
        resource.setrlimit(resource.RLIMIT_FSIZE, (soft, resource.getrlimit(resource.RLIMIT_FSIZE)[1]))
        signal.signal(signal.SIGXFSZ, handler)      # type: ignore[arg-type]


def judgeapp_on_a_full_disk(args: list[str], folder: Path, limit: int = 2048) -> subprocess.CompletedProcess[str]:
    """Run `judgeapp ARGS` with its data and cache folders in `folder`, no file growing past `limit`."""
    def in_the_child() -> None:
        _fill(limit)

    env = {**os.environ, "JUDGEAPP_DATA_DIR": str(folder / "data"), "JUDGEAPP_CACHE_DIR": str(folder / "cache")}
    return subprocess.run([str(Path(sys.executable).with_name("judgeapp")), *args], capture_output=True, text=True,
                          env=env, preexec_fn=in_the_child, timeout=120)
