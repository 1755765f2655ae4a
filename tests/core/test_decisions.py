"""Decisions the views share, made once in the core (issue 15): whose actions are shown by
default, board warnings by place in a language, and a finished quiz's score."""

from judgeapp.core import messages
from judgeapp.core.engine import evaluate
from judgeapp.core.quiz import QuestionKind, QuizSettings, generate, grade
from judgeapp.core.quiz.grading import judged_rules, summary
from tests.helpers import board


def test_116_1_the_default_player_is_the_priority_holder_else_the_active_player():
    assert board(active="A", priority="B").default_player == "B"
    # 117.3a: no player receives priority in the cleanup step.
    assert board(active="B", step="cleanup", priority=None).default_player == "B"
    assert evaluate(board(active="A", priority="B")).player == "B"


def test_warnings_are_grouped_by_the_place_they_concern_in_the_users_language():
    state = board(active="A", step="untap", priority="A")        # 117.3a: nobody has priority in untap
    warnings = evaluate(state).warnings
    english = messages.warnings_by_place(warnings, "en")
    italian = messages.warnings_by_place(warnings, "it")
    assert list(english) == list(italian) and "priority" in english
    assert english["priority"] != italian["priority"]
    assert messages.warning_line(warnings[0], "en").startswith("117.3a: ")


def test_a_finished_quiz_is_scored_once_by_rule_with_its_time():
    questions = generate(QuizSettings(count=6, difficulty=1), seed=3)
    results = []
    for n, question in enumerate(questions):
        chosen = question.answer if n % 2 == 0 else frozenset()   # every other one right
        results.append((question, grade(question, chosen), 10.4))
    scored = summary(results)
    expected_right = sum(1 for q, g, _s in results if g.correct)
    logged_time = scored.seconds      # the answers' logged durations (6 × 10.4 s), not a measurement
    assert (scored.right, scored.total, logged_time) == (expected_right, 6, 62)
    # By rule: each answer's judged rules added up (a question under its skill, a select-all one
    # under each rule its actions come under: tests/quiz/test_progress.py), so the counts add up to
    # more than the 6 questions.
    expected: dict[str, list[int]] = {}
    for question, result, _s in results:
        for rule, right in judged_rules(question, result).items():
            expected.setdefault(rule, [0, 0])
            expected[rule][0] += right
            expected[rule][1] += 1
    assert any(q.kind == QuestionKind.SELECT_ALL for q in questions)
    assert scored.by_rule == {rule: (ok, n) for rule, (ok, n) in expected.items()}
    assert sum(n for _ok, n in scored.by_rule.values()) > 6
    assert list(scored.by_rule) == sorted(scored.by_rule)
