"""The perft-style golden suite (python-chess's examples/perft): every bundled example and a
frozen corpus of 150 generated boards, with every option's verdict for every player and, one
action deeper, the legal options after each legal one is taken. The expected data lives in
tests/data/golden/; a change that moves any verdict fails here with the options that moved, and
`scripts/golden.py` rewrites the data for review. Runs alone with `pytest -m golden`."""

import json
from pathlib import Path

import pytest

from judgeapp.core.resources import resource_path
from judgeapp.core.scenario import load_scenario, state_of
from tests.golden_suite import board_of, differences, verdicts

DATA = Path(__file__).resolve().parents[1] / "data" / "golden"
pytestmark = pytest.mark.golden


def _load(name: str):
    return json.loads((DATA / name).read_text(encoding="utf-8"))


def test_every_bundled_example_depth_2():
    expected = _load("examples.json")
    files = sorted(p.name for p in resource_path("scenarios").glob("*.json"))
    assert sorted(expected) == files, "a bundled example has no golden data: run scripts/golden.py"
    moved = []
    for name in files:
        moved += differences(expected[name], verdicts(state_of(load_scenario(resource_path("scenarios", name)))), name)
    assert moved == [], "verdicts moved (review, then scripts/golden.py):\n" + "\n".join(moved)


def test_the_frozen_corpus_depth_2():
    corpus = _load("corpus.json")
    assert len(corpus) == 150
    moved = []
    for index, entry in enumerate(corpus):
        moved += differences(entry["verdicts"], verdicts(board_of(entry["board"])), f"corpus[{index}]")
    assert moved == [], f"{len(moved)} verdicts moved (review, then scripts/golden.py):\n" + "\n".join(moved[:40])


def test_the_corpus_exercises_every_special_action_and_both_outcomes():
    """A golden suite that only says "not legal" would prove little: the corpus holds legal and
    not-legal options of many actions, and depth-2 entries."""
    corpus = _load("corpus.json")
    results = [(key.split()[0], value["result"].split()[0], "then" in value)
               for entry in corpus for options in entry["verdicts"].values() for key, value in options.items()]
    assert len({action for action, _r, _t in results}) >= 10
    assert sum(1 for _a, r, _t in results if r == "legal") >= 100
    assert sum(1 for _a, r, _t in results if r == "not") >= 1000
    assert all(then for _a, r, then in results if r == "legal")


def test_a_moved_verdict_is_reported_as_a_readable_diff():
    expected = {"A": {"play_land x Forest {}": {"result": "legal -"}}}
    actual = {"A": {"play_land x Forest {}": {"result": "not legal - 305.2b no_land_plays_left"}}}
    assert differences(expected, actual, "board") == [
        "board: A play_land x Forest {}: {'result': 'legal -'} -> {'result': 'not legal - 305.2b no_land_plays_left'}"]
