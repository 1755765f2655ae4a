"""Grading: all-or-nothing, as on judge exams."""

from __future__ import annotations

from collections.abc import Iterable

from .model import Grade, Question


def grade(question: Question, selected: Iterable[str]) -> Grade:
    chosen = frozenset(selected)
    unknown = chosen - {c.key for c in question.choices}
    if unknown:
        raise ValueError(f"no such choice: {', '.join(sorted(unknown))}")
    return Grade(correct=chosen == question.answer, selected=chosen, expected=question.answer)
