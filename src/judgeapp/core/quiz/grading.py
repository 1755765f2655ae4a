"""Grading: all-or-nothing, as on judge exams."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from .model import Grade, Question


@dataclass(frozen=True)
class Summary:
    """A finished quiz: the score, the time and the score by rule (the skill each question trains)."""

    right: int
    total: int
    seconds: int
    by_rule: dict[str, tuple[int, int]]     # skill -> (right, asked), in rule order


def summary(results: Iterable[tuple[Question, Grade, float]]) -> Summary:
    """The exam's score, worked out once for every view of it (report page, HTML, PDF)."""
    right = total = 0
    seconds = 0.0
    cells: dict[str, list[int]] = {}
    for question, result, spent in results:
        cell = cells.setdefault(question.skill, [0, 0])
        cell[0] += int(result.correct)
        cell[1] += 1
        right += int(result.correct)
        total += 1
        seconds += spent
    return Summary(right, total, int(seconds), {skill: (ok, n) for skill, (ok, n) in sorted(cells.items())})


def grade(question: Question, selected: Iterable[str]) -> Grade:
    """All or nothing: exactly the right choices (judge exams grade this way)."""
    chosen = frozenset(selected)
    unknown = chosen - {c.key for c in question.choices}
    if unknown:
        raise ValueError(f"no such choice: {', '.join(sorted(unknown))}")
    return Grade(correct=chosen == question.answer, selected=chosen, expected=question.answer)
