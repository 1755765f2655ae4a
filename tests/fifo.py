"""A FIFO for the tests of code that must refuse one: opening a FIFO to read it blocks until
something writes to it."""

from __future__ import annotations

import os
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path


@contextmanager
def fifo_with_a_late_writer(path: Path, data: bytes = b"", after_s: float = 10) -> Iterator[Path]:
    """A FIFO at `path`. Should the code under test open it after all (the regression the test
    guards against), a writer comes after `after_s` seconds with `data` and closes it, so the
    test fails on what was read instead of hanging the suite."""
    os.mkfifo(path)

    def write() -> None:
        try:
            fd = os.open(path, os.O_WRONLY | os.O_NONBLOCK)
        except OSError:
            return      # nobody is reading: nothing is waiting
        try:
            os.write(fd, data)
        finally:
            os.close(fd)

    timer = threading.Timer(after_s, write)
    timer.start()
    try:
        yield path
    finally:
        timer.cancel()
        write()
