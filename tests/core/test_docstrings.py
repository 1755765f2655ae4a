"""Issue 15: every public function, method and class of the rules core says what it is for
(python-chess documents two thirds of its API; the core documents all of it, and keeps it so)."""

import ast
from pathlib import Path

import judgeapp.core

CORE = Path(judgeapp.core.__file__).parent


def _undocumented(tree: ast.Module, where: str) -> list[str]:
    missing = []

    def visit(body, owner=""):
        for node in body:
            if isinstance(node, (ast.FunctionDef, ast.ClassDef)) and not node.name.startswith("_"):
                if not ast.get_docstring(node):
                    missing.append(f"{where}:{node.lineno} {owner}{node.name}")
                if isinstance(node, ast.ClassDef):
                    visit(node.body, node.name + ".")

    visit(tree.body)
    return missing


def test_every_public_name_of_the_core_has_a_docstring():
    missing = [line for path in sorted(CORE.rglob("*.py"))
               for line in _undocumented(ast.parse(path.read_text(encoding="utf-8")), str(path.relative_to(CORE)))]
    assert missing == []


def test_the_check_finds_an_undocumented_method():
    tree = ast.parse("class A:\n    '''A.'''\n    def run(self):\n        pass\n    def _hidden(self):\n        pass\n")
    assert _undocumented(tree, "x.py") == ["x.py:3 A.run"]
