"""Issue 14: the program runs the code `@dataclass` writes from the cache folder, as Python runs a
module's code from __pycache__, instead of compiling it at every start (dataclass_code.py)."""

import dataclasses
import marshal
import os
import subprocess
import sys
from pathlib import Path

import pytest

from judgeapp import dataclass_code
from judgeapp.core.resources import resource_path


@pytest.fixture
def folder(tmp_path):
    yield tmp_path
    dataclass_code.keep()       # never leave dataclasses intercepted for the other tests


def _kept(folder: Path) -> dict:
    with open(folder / f"dataclass-code-{sys.implementation.cache_tag}.marshal", "rb") as stream:
        return marshal.load(stream)


def _point():
    @dataclasses.dataclass
    class Point:
        x: int
        y: int = 0
    return Point


def test_the_code_in_the_file_is_what_runs_for_the_same_source(folder):
    dataclass_code.reuse(folder)
    _point()
    dataclass_code.keep()
    kept = _kept(folder)
    init = next(source for source in kept if "def __init__(" in source)
    # The kept __init__ replaced by one compiled from other source: if the file's code runs, it shows.
    assert "\n  self.x=x\n" in init
    kept[init] = compile(init.replace("\n  self.x=x\n", "\n  self.x=x\n  self.from_file=True\n"), "<string>", "exec")
    (folder / f"dataclass-code-{sys.implementation.cache_tag}.marshal").write_bytes(marshal.dumps(kept))
    dataclass_code.reuse(folder)
    assert _point()(1).from_file is True


def test_a_class_made_through_the_cache_is_the_same_as_one_made_without_it(folder):
    """Compiled as dataclasses' own exec() compiles it: the __init__'s annotations are the types,
    not the strings this module's `from __future__ import annotations` would make of them."""
    plain = _point()
    for _ in range(2):      # compiled, then read from the file
        dataclass_code.reuse(folder)
        cached = _point()
        dataclass_code.keep()
        assert cached.__init__.__annotations__ == plain.__init__.__annotations__ == {"x": int, "y": int, "return": None}
        assert repr(cached(1)).endswith("Point(x=1, y=0)") and cached(1, 2) == cached(1, 2) != cached(2, 1)


def test_a_changed_class_gets_code_from_its_own_source(folder):
    dataclass_code.reuse(folder)
    _point()
    dataclass_code.keep()
    dataclass_code.reuse(folder)

    @dataclasses.dataclass(frozen=True)
    class Point:
        x: int
        y: int = 0
        z: int = 5
    dataclass_code.keep()
    assert Point(1, 2) == Point(1, 2, 5) and Point(1, 2).z == 5 and hash(Point(1)) == hash(Point(1))
    with pytest.raises(dataclasses.FrozenInstanceError):
        Point(1).x = 3      # type: ignore[misc]
    # One kept source writes an __init__ (Python 3.11 and 3.12 write each method apart, 3.13 all of a
    # class's methods in one source): the changed class's, with z; the first Point's is not kept.
    assert ["'z'" in source for source in _kept(folder) if "def __init__(" in source] == [True]


def test_the_file_keeps_only_what_the_last_start_used(folder):
    dataclass_code.reuse(folder)
    _point()
    dataclass_code.keep()
    (folder / f"dataclass-code-{sys.implementation.cache_tag}.marshal").write_bytes(
        marshal.dumps({**_kept(folder), "x = 1": compile("x = 1", "<string>", "exec")}))
    dataclass_code.reuse(folder)
    _point()
    dataclass_code.keep()
    assert "x = 1" not in _kept(folder) and len(_kept(folder)) > 0


@pytest.mark.parametrize("damage", [b"", b"\x00garbage", marshal.dumps([1, 2]), marshal.dumps({"a": 1})])
def test_a_damaged_file_is_compiled_anew_and_written_again(folder, damage):
    (folder / f"dataclass-code-{sys.implementation.cache_tag}.marshal").write_bytes(damage)
    dataclass_code.reuse(folder)
    assert _point()(2, 3).y == 3
    dataclass_code.keep()
    assert any("def __init__(" in source for source in _kept(folder))


def test_a_folder_that_cannot_be_written_costs_nothing_but_the_compiling(tmp_path):
    blocked = tmp_path / "a file"
    blocked.write_text("in the folder's place")
    dataclass_code.reuse(blocked)
    assert _point()(1).x == 1
    dataclass_code.keep()
    assert "exec" not in vars(dataclasses)      # dataclasses compile as usual again


def test_a_second_start_compiles_none_of_the_rules_cores_dataclasses(tmp_path):
    """Measured through the real entry point: `judgeapp check` keeps the code, the next start runs
    all of it from the file (bench_gui.py: about 20 ms of a later start)."""
    probe = ("import sys, builtins, dataclasses\n"
             "from judgeapp import dataclass_code, launch\n"
             "compiled = []\n"
             "real = dataclass_code.compile = builtins.compile\n"
             "dataclass_code.compile = lambda *a, **k: compiled.append(a[0]) or real(*a, **k)\n"
             "launch.main(['check', sys.argv[1]])\n"
             "print('compiled', len(compiled), 'ran', len(dataclass_code._used))\n")
    env = {**os.environ, "JUDGEAPP_CACHE_DIR": str(tmp_path / "cache"), "JUDGEAPP_DATA_DIR": str(tmp_path / "data")}
    scenario = str(resource_path("scenarios", "circling-vultures.json"))
    runs = [subprocess.run([sys.executable, "-c", probe, scenario], env=env, capture_output=True, text=True, timeout=120)
            for _ in range(2)]
    counts = [run.stdout.splitlines()[-1].split() for run in runs]
    assert all(run.returncode == 0 for run in runs), runs[0].stderr
    first_compiled, first_ran, second_compiled, second_ran = (int(counts[0][1]), int(counts[0][3]),
                                                               int(counts[1][1]), int(counts[1][3]))
    # (193 sources on Python 3.11 and 3.12, a method each; 45 on 3.13, a class each)
    many = 40 if sys.version_info >= (3, 13) else 100
    assert first_compiled == first_ran > many and (second_compiled, second_ran) == (0, first_ran)
