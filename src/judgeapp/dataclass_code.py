"""The compiled code of the program's dataclasses, kept between starts like Python's own bytecode.

`@dataclass` writes each class's `__init__`, `__eq__`, `__hash__`, `__repr__`... as Python source
and compiles it every time the class is made, in every process: 193 functions for the rules core,
about 20 ms of a later start (bench_gui.py), a third of the time of importing the core. Python
keeps a module's compiled code in `__pycache__`; this keeps the compiled code of that written
source the same way, in the cache folder, one file per Python version (marshal's format is the
interpreter's own). The source text itself is the key, so a changed class gets code compiled
from its own text, and the file keeps only what the last start used.

Only the `judgeapp` program uses it (launch.py), between its start and its first idle second,
never the library: importing judgeapp.core compiles as Python always does.
"""

from __future__ import annotations

import dataclasses
import marshal
import os
import sys
from pathlib import Path
from types import CodeType
from typing import Any

_compiled: dict[str, CodeType] = {}     # source text -> its code, as read from the file
_used: dict[str, CodeType] = {}         # what this process ran, written back by keep()
_folder: Path | None = None


def _file(folder: Path) -> Path:
    return folder / f"dataclass-code-{sys.implementation.cache_tag}.marshal"


def _exec(source: str, globals: dict[str, Any] | None = None, locals: dict[str, Any] | None = None) -> None:
    """dataclasses' exec(): the code of this source text from the file, compiled if it isn't there."""
    # Compiled as exec() in dataclasses compiles it: without this module's __future__ imports
    # (which would turn the __init__'s annotations into strings).
    code = _used.get(source) or _compiled.get(source) or compile(source, "<string>", "exec", dont_inherit=True)
    _used[source] = code
    exec(code, globals, locals)


def reuse(folder: Path) -> None:
    """From now on dataclasses run the code kept in `folder` where it has the same source."""
    global _folder
    _folder = folder
    _compiled.clear()
    _used.clear()
    try:
        with open(_file(folder), "rb") as stream:
            found = marshal.load(stream)
        if isinstance(found, dict):
            _compiled.update((k, v) for k, v in found.items() if isinstance(k, str) and isinstance(v, CodeType))
    except (OSError, EOFError, ValueError, TypeError):    # none yet, another version's or damaged: compiled anew
        pass
    dataclasses.exec = _exec     # type: ignore[attr-defined]   # the name dataclasses runs its source with


def keep() -> None:
    """Stop: dataclasses compile as usual again, and the code this process used is written if it
    differs from what was read (a failure to write only costs the next start the compiling).
    Once: a second call does nothing."""
    global _folder
    folder, _folder = _folder, None
    vars(dataclasses).pop("exec", None)
    if folder is None or _used.keys() == _compiled.keys():
        return
    import tempfile

    try:
        folder.mkdir(parents=True, exist_ok=True)
        with tempfile.NamedTemporaryFile(dir=folder, suffix=".part", delete=False) as stream:
            marshal.dump(_used, stream)
        os.replace(stream.name, _file(folder))     # whole or not at all, should another start read it now
    except OSError:
        pass
