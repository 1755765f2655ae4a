"""The `judgeapp` program: the console script and `python -m judgeapp` start here.

While the program starts, Python's cyclic garbage collector is paused. A start makes tens of
thousands of long-lived objects (the rules core's classes, Qt's enums, the window) and almost no
garbage, so the 80-odd collections it would otherwise run only walk live objects again and again:
about 8 ms of a 200 ms start (bench_gui.py). And the code `@dataclass` writes for the program's
classes runs from the cache folder instead of being compiled anew (dataclass_code.py, about 20 ms).
The desktop app ends both a second after its window is shown, the other commands before they
run. And hashlib uses Python's own implementations of its hashes, not OpenSSL's: pydantic
imports it (through `secrets`, for its SecretStr type), and OpenSSL's crypto library adds 3.4 MiB
to the program's memory, which nothing in judgeapp needs (it makes a few short sha1 digests and
checks a downloaded card file with sha256, at 250 MB/s instead of 1.6 GB/s; an https download
loads OpenSSL for itself). And pydantic looks for no plugins: to find them, its plugin loader
imports importlib.metadata (with zipfile, lzma, bz2, email, csv…: 2.6 MiB and about 20 ms, paid
by the first validation, before the first window of a first start) and reads every installed
package's metadata, where a plugin found would hook into how judgeapp validates its files.
judgeapp uses none; the loader is replaced by one that finds none (pydantic's own switch,
PYDANTIC_DISABLE_PLUGINS, skips the reading but not the imports). Only this entry point does any
of these, never the library: importing judgeapp.cli or judgeapp.core leaves Python as it was.
"""

from __future__ import annotations

import gc
import sys
import types
from typing import Callable


def prepare() -> Callable[[], None]:
    """Start as the program starts (before anything else is imported); returns what ends it,
    which may be called more than once."""
    gc.disable()
    sys.modules.setdefault("_hashlib", None)     # type: ignore[assignment]  (hashlib falls back)
    sys.modules.setdefault("pydantic.plugin._loader", _no_pydantic_plugins())
    from . import dataclass_code
    from .paths import cache_dir
    dataclass_code.reuse(cache_dir())

    def started() -> None:
        gc.enable()
        dataclass_code.keep()
    return started


def _no_pydantic_plugins() -> types.ModuleType:
    """pydantic's plugin loader as judgeapp has it: no plugins (pydantic asks it for get_plugins()
    each time it builds a validator)."""
    loader = types.ModuleType("pydantic.plugin._loader")
    loader.get_plugins = lambda: ()      # type: ignore[attr-defined]
    return loader


def main(argv: list[str] | None = None) -> int:
    started = prepare()
    from .cli import main as run_command
    return run_command(argv, started=started)
