"""The package says it runs on Python 3.11 and later (pyproject's requires-python). Python 3.13.0
refuses to compile a module whose docstring holds a lone surrogate ("\\udce9" written as an
escape in a docstring of gui/plain.py): on it, the desktop app stopped at its first import with
"UnicodeEncodeError: surrogates not allowed". Every text constant of every module must be
encodable as UTF-8, which this interpreter's compiler doesn't ask but 3.13.0's does."""

import ast
from pathlib import Path

import judgeapp

PACKAGE = Path(judgeapp.__file__).parent


def _unencodable(source: str, where: str) -> list[str]:
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            try:
                node.value.encode("utf-8")
            except UnicodeEncodeError:
                found.append(f"{where}:{node.lineno}")
    return found


def test_every_text_constant_of_the_package_is_valid_utf_8():
    found = [line for path in sorted(PACKAGE.rglob("*.py"))
             for line in _unencodable(path.read_text(encoding="utf-8"), str(path.relative_to(PACKAGE)))]
    assert found == []


def test_the_check_finds_a_lone_surrogate_in_a_docstring_and_not_its_escape():
    assert _unencodable('def f():\n    """caf\\udce9.json"""\n', "x.py") == ["x.py:2"]
    assert _unencodable('def f():\n    """caf\\\\udce9.json"""\n', "x.py") == []
