"""Grading: all-or-nothing, as on judge exams."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from ..verdict import ActionKind
from .model import Grade, Question, QuestionKind


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
        cell = cells.setdefault(rule_of_answer(question, result), [0, 0])
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


def rule_of_answer(question: Question, result: Grade) -> str:
    """The rule an answer tells about, for the progress log and the score by rule: the question's
    skill, except on a select-all question answered wrongly, which lists several special actions:
    there, the rule of the first action misjudged (ticked and not allowed now, or allowed and not
    ticked), so that a weak spot is the rule the candidate got wrong."""
    if result.correct or question.kind != QuestionKind.SELECT_ALL:
        return question.skill
    for choice in question.choices:
        if choice.key != "none" and (choice.key in result.selected) != choice.correct:
            return ActionKind(choice.text.code).rule
    return question.skill
