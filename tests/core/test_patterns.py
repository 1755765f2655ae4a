"""Issue 14: the rules core's regular expressions are compiled the first time they are used
(patterns.py), so a start compiles only the dozen it needs before its window is painted."""

import importlib
import os
import pkgutil
import re

import judgeapp
from judgeapp.core.patterns import LazyPattern, lazy
from tests.first_idle import at_first_idle


def _all_patterns() -> list[LazyPattern]:
    """Every LazyPattern the program's modules hold, in module variables and in their tables."""
    found: dict[int, LazyPattern] = {}

    def visit(value, depth=0):
        if isinstance(value, LazyPattern):
            found[id(value)] = value
        elif depth < 4 and isinstance(value, (tuple, list, frozenset, set)):
            for item in value:
                visit(item, depth + 1)
        elif depth < 4 and isinstance(value, dict):
            for item in value.values():
                visit(item, depth + 1)
    for info in pkgutil.walk_packages(judgeapp.__path__, "judgeapp."):
        if info.name.startswith("judgeapp.gui") or info.name.endswith("__main__"):
            continue
        for value in vars(importlib.import_module(info.name)).values():
            visit(value)
    return list(found.values())


def test_a_lazy_pattern_answers_as_the_compiled_one():
    text = "Morph {2}{W}. Suspend 4—{U}. morph {1}"
    pattern, compiled = lazy(r"(?P<kw>morph|suspend) (\S+)", re.I), re.compile(r"(?P<kw>morph|suspend) (\S+)", re.I)
    assert pattern.search(text).group("kw", 2) == compiled.search(text).group("kw", 2) == ("Morph", "{2}{W}.")
    assert pattern.findall(text) == compiled.findall(text)
    assert [m.span() for m in pattern.finditer(text)] == [m.span() for m in compiled.finditer(text)]
    assert pattern.sub(lambda m: m["kw"].upper(), text, count=1) == compiled.sub(lambda m: m["kw"].upper(), text, count=1)
    assert pattern.split(text) == compiled.split(text)
    assert pattern.match(text) is not None and pattern.match("x" + text) is None
    assert lazy(r"\d+").fullmatch("2024") and not lazy(r"\d+").fullmatch("20x")


def test_once_compiled_its_methods_are_the_compiled_patterns_own():
    pattern = lazy(r"\{T\}")
    assert not hasattr(pattern.match, "__self__")       # not compiled yet: a stand-in
    pattern.match("{T}: Add {G}.")
    assert isinstance(pattern.match.__self__, re.Pattern) and pattern.sub.__self__ is pattern.match.__self__


def test_every_pattern_of_the_program_compiles():
    """A mistyped pattern fails where it is first used now, not on import: every one is compiled here."""
    patterns = _all_patterns()
    assert len(patterns) >= 85
    for pattern in patterns:
        re.compile(pattern.pattern, pattern.flags)


# How many LazyPatterns the program made, and how many of them it compiled.
_COMPILED = ("import gc; from judgeapp.core.patterns import LazyPattern; "
             "patterns = [o for o in gc.get_objects() if isinstance(o, LazyPattern)]; "
             "print(len(patterns), sum(hasattr(p.match, '__self__') for p in patterns))")


def test_a_start_compiles_only_the_patterns_it_uses(tmp_path):
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "JUDGEAPP_DATA_DIR": str(tmp_path / "data"),
           "JUDGEAPP_CACHE_DIR": str(tmp_path / "cache")}
    at_first_idle(_COMPILED, env)       # a first start, then a later one
    made, compiled = map(int, at_first_idle(_COMPILED, env).split())
    assert made >= 85 and compiled <= made // 4, (made, compiled)
