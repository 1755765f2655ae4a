"""Evaluation grows linearly with the board (issue 14), proved by counting the lines of Python an
evaluation runs, not by timing it: doubling the board must about double the work. A step that
walks the board once per object (status() once called a linear locate() for every attached
permanent) makes the count grow four times instead."""

from __future__ import annotations

import sys

import pytest

from benchmarks.boards import enchanted, generated
from judgeapp.core import engine


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


@pytest.mark.parametrize("board", [enchanted, lambda n: generated(4, n)],
                         ids=["half of them Auras (who controls what they enchant)", "a generated 4-player board"])
def test_doubling_the_board_about_doubles_the_work_of_an_evaluation(board):
    small, large = _lines(board(400)), _lines(board(800))
    assert 1.6 < large / small < 2.4, (small, large)
