"""Evaluation grows linearly with the board (issue 14), proved by counting the lines of Python an
evaluation runs, not by timing it: doubling the board must about double the work. A step that
walks the board once per object (status() once called a linear locate() for every attached
permanent) makes the count grow four times instead."""

from __future__ import annotations

import sys

import pytest

from benchmarks.boards import enchanted, generated
from judgeapp.core import engine
from judgeapp.core.state import GameState


def _lines(state) -> int:
    """How many lines of Python one evaluation runs."""
    engine.evaluate(state)            # card lookups and caches warmed, as in the app
    count = 0

    def tracer(frame, event, arg):
        nonlocal count
        if event == "line":
            count += 1
        return tracer

    sys.settrace(tracer)
    try:
        engine.evaluate(state)
    finally:
        sys.settrace(None)
    return count


def cursed_mana(objects: int) -> GameState:
    """A's Birds of Paradise, each enchanted by B's Volrath's Curse, and a morph to pay for with
    the board's real mana: every mana source asks which effects stop its abilities (602.5)."""
    birds = [{"id": f"b{i}", "card": "Birds of Paradise"} for i in range(objects // 2)]
    curses = [{"card": "Volrath's Curse", "attached_to": f"b{i}"} for i in range(objects // 2)]
    return GameState.model_validate({
        "players": [{"id": "A", "battlefield": [{"card": "Exalted Angel", "face_down": "morph"}, *birds]},
                    {"id": "B", "battlefield": curses}],
        "active_player": "A", "step": "precombat_main", "priority": "A", "game": {"assume_costs_payable": False}})


@pytest.mark.parametrize("board", [enchanted, lambda n: generated(4, n), cursed_mana],
                         ids=["half of them Auras (who controls what they enchant)", "a generated 4-player board",
                              "mana sources each under a Volrath's Curse"])
def test_doubling_the_board_about_doubles_the_work_of_an_evaluation(board):
    small, large = _lines(board(400)), _lines(board(800))
    assert 1.6 < large / small < 2.4, (small, large)
