"""Issue 12: the scenario library. Authored situations (resources/scenarios) with a story, a
question, the author's answer and an explanation in five languages, filed by rule and
difficulty and playable as a quiz set. The author's answer must be what the engine says."""

from collections import Counter

import pytest

from judgeapp.core import engine, messages
from judgeapp.core.quiz import QuestionKind, QuizSettings, generate
from judgeapp.core.quiz.library import entries, question
from judgeapp.core.verdict import ActionKind

LANGUAGES = ("en", "it", "ja", "es", "fr")
SPECIAL_ACTION_RULES = [kind.rule for kind in ActionKind]


def test_the_library_has_at_least_60_situations_over_every_rule_and_level_two_at_level_3():
    found = entries()
    assert len(found) >= 60
    by_rule = Counter(e.quiz.rule for e in found)
    for rule in SPECIAL_ACTION_RULES + ["116.3"]:
        assert by_rule[rule] >= 3, (rule, by_rule)
    by_level = Counter(e.quiz.difficulty for e in found)
    assert all(by_level[level] >= 10 for level in (1, 2, 3)), by_level
    # A candidate practising the hardest level finds at least two situations for every rule.
    hardest = Counter(e.quiz.rule for e in found if e.quiz.difficulty == 3)
    assert all(hardest[rule] >= 2 for rule in SPECIAL_ACTION_RULES + ["116.3"]), hardest


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_situation_has_its_story_and_explanation_in_every_language(lang):
    for e in entries():
        words = e.situation(lang)
        assert words.title and words.story and words.description, (e.id, lang)
        if lang != "en":
            # Translated, not the English fallback.
            assert e.scenario.translations[lang].story and e.scenario.translations[lang].description, (e.id, lang)


@pytest.mark.parametrize("entry", entries(), ids=lambda e: e.id)
def test_the_authors_answer_is_the_engines(entry):
    q = question(entry)
    assert q is not None, f"{entry.id}: the board gives no question with one right answer"
    right = sorted(messages.render_text(c.text, "en") for c in q.choices if c.correct)
    assert right == sorted(entry.quiz.answer), entry.id
    assert q.skill == entry.quiz.rule and q.scenario == entry.id
    # A board that can exist: no warnings but "this card's effect is not modelled" (the judge's call).
    assert {w.code.value for w in engine.evaluate(q.state).warnings} <= {"effect_not_modelled"}, entry.id
    # Every choice is re-derived by a fresh evaluation here (not the generator's code).
    if q.kind == QuestionKind.MAY_DO:
        asked = q.prompt.params["option"]
        option = next(o for o in engine.evaluate(q.state, q.player).verdict(ActionKind(asked["code"])).options
                      if {"card": o.card or "", **o.detail} == asked["params"])
        failing = {c.code.skill for c in option.failed}
        for choice in q.choices:
            expected = option.legal if choice.key == "yes" else choice.key[3:] in failing
            assert choice.correct == expected, (entry.id, choice.key)


def test_a_library_set_is_filed_by_rule_and_difficulty():
    face_up = generate(QuizSettings(source="library", difficulty=2, focus=("116.2b",), count=50), seed=1)
    assert face_up and all(q.skill == "116.2b" and q.difficulty == 2 for q in face_up)
    everything = generate(QuizSettings(source="library", difficulty=1, count=1000), seed=1)
    assert len(everything) == sum(e.quiz.difficulty == 1 for e in entries())
    again = generate(QuizSettings(source="library", difficulty=1, count=1000), seed=1)
    other = generate(QuizSettings(source="library", difficulty=1, count=1000), seed=2)
    assert [q.id for q in everything] == [q.id for q in again] != [q.id for q in other]


def test_a_library_set_on_weak_spots_asks_the_weakest_rules_first():
    """My weak spots with the library: every rule's situations at the difficulty, as for
    everything, in an order drawn by the rules' weights (progress.weights): a rule just missed
    (weight 3) against rules answered right and not due (0.1) comes first most of the time, and
    over 40 seeds its four level-2 situations all come within the first 12 of the 38 (a set of 12
    asks them all); shuffled without weights they sit at 18 on average, as any rule's."""
    from statistics import mean
    from judgeapp.core.quiz.generator import ALL_SKILLS
    weights = dict.fromkeys(ALL_SKILLS, 0.1) | {"116.2f": 3.0}
    every = sum(e.quiz.difficulty == 2 for e in entries())
    assert sum(e.quiz.rule == "116.2f" and e.quiz.difficulty == 2 for e in entries()) == 4

    def places(settings, seed):
        asked = generate(settings, seed)
        assert len(asked) == every           # every rule's situations still
        return [i for i, q in enumerate(asked) if q.skill == "116.2f"]

    weak = [places(QuizSettings(source="library", difficulty=2, focus=("weak",), weights=weights, count=1000), seed)
            for seed in range(40)]
    plain = [places(QuizSettings(source="library", difficulty=2, focus=("weak",), count=1000), seed)
             for seed in range(40)]
    assert all(max(found) < 12 for found in weak), weak
    assert sum(found[0] == 0 for found in weak) >= 20          # first in most sets
    assert mean(map(mean, weak)) < 4 and mean(map(mean, plain)) > 12, (weak, plain)


def test_exports_and_feedback_carry_the_story_and_the_explanation_in_the_readers_language():
    from judgeapp.core.mana_symbols import cost_html
    from judgeapp.core.quiz import grade
    from judgeapp.core.quiz.export import explanation_html, set_html
    settings = QuizSettings(source="library", difficulty=3, count=5)
    questions = generate(settings, seed=3)
    words = [next(e for e in entries() if e.id == q.scenario).situation("it") for q in questions]
    page = set_html(questions, settings, 3, "it")
    for w in words:      # escaped like every text from a file, symbols drawn, in Italian
        assert f"<i>{cost_html(w.story)}</i>" in page and cost_html(w.description) in page
    feedback = explanation_html(questions[0], grade(questions[0], questions[0].answer), "it")
    assert cost_html(words[0].description) in feedback
