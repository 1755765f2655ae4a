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
    """The exam's score, worked out once for every view of it (report page, HTML, PDF). The score
    by rule counts each rule an answer tells about (judged_rules): a select-all question once for
    each rule its actions come under."""
    right = total = 0
    seconds = 0.0
    cells: dict[str, list[int]] = {}
    for question, result, spent in results:
        for rule, judged_right in judged_rules(question, result).items():
            cell = cells.setdefault(rule, [0, 0])
            cell[0] += int(judged_right)
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


def judged_rules(question: Question, result: Grade) -> dict[str, bool]:
    """The rules an answer tells about, each with whether it was judged right: the question's
    skill, except on a select-all question, which lists several special actions: there, the rule
    of each action listed, judged right when every choice under it was (ticked where the action is
    allowed now, left where it is not). A wrong select-all answer whose actions were all judged
    right ("None of these" ticked beside an allowed action, or nothing ticked where nothing is
    allowed) counts against the question's skill."""
    if question.kind != QuestionKind.SELECT_ALL:
        return {question.skill: result.correct}
    judged: dict[str, bool] = {}
    for choice in question.choices:
        if choice.key != "none":
            rule = ActionKind(choice.text.code).rule
            judged[rule] = judged.get(rule, True) and (choice.key in result.selected) == choice.correct
    if not result.correct and all(judged.values()):
        judged[question.skill] = False
    return judged or {question.skill: result.correct}


def rule_of_answer(question: Question, result: Grade) -> str:
    """The one rule an answer is filed under in the log's skill column: the question's skill,
    except on a select-all question answered wrongly, where it is the rule of the first action
    misjudged (judged_rules has every rule the answer tells about)."""
    return next((rule for rule, right in judged_rules(question, result).items() if not right), question.skill)
