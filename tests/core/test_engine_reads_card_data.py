"""The engine never names a card (issue 15): the action families, the shared conditions and the
context decide from card fields and curated effects, so a new card with the same abilities works
the same. A string literal in that code equal to a card's name fails here."""

import ast
from pathlib import Path

import judgeapp.core
from judgeapp.core.cards import builtin_cards

CORE = Path(judgeapp.core.__file__).parent
ENGINE_CODE = sorted((CORE / "actions").glob("*.py")) + [CORE / "conditions.py", CORE / "context.py",
                                                         CORE / "engine.py"]


def _literals(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docstrings = {id(node.body[0].value) for node in ast.walk(tree)
                  if isinstance(node, (ast.Module, ast.FunctionDef, ast.ClassDef)) and node.body
                  and isinstance(node.body[0], ast.Expr) and isinstance(node.body[0].value, ast.Constant)}
    return {node.value for node in ast.walk(tree)
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings}


def test_no_engine_module_names_a_card():
    names = {card.name for card in builtin_cards().cards}
    names |= {face.name for card in builtin_cards().cards for face in card.faces}
    named = {f"{path.name}: {literal!r}" for path in ENGINE_CODE for literal in _literals(path) if literal in names}
    assert named == set(), "engine code must read card data, not names: " + ", ".join(sorted(named))


def test_the_scan_sees_a_card_name_in_code_and_not_in_a_docstring(tmp_path):
    """The check itself works: a literal that is a card's name is found; a docstring is prose."""
    source = tmp_path / "family.py"
    source.write_text('def f(card):\n    """Deep-Sea Kraken, in a docstring."""\n    return card == "Island"\n',
                      encoding="utf-8")
    assert _literals(source) == {"Island"}
