"""Issue 12: level 3 is about traps that decide the answer, and wrong answers come from a
written catalogue of real misconceptions, each tagged with the rule that refutes it."""

import json
import re
from collections import Counter

import pytest

from judgeapp.core import engine, messages, sequence
from judgeapp.core.quiz import QuestionKind, QuizSettings, generate, grade
from judgeapp.core.quiz.export import explanation_html
from judgeapp.core.quiz.misconceptions import catalogue
from judgeapp.core.reasons import Reason
from judgeapp.core.resources import resource_path
from judgeapp.core.rules_text import load_rules
from judgeapp.core.verdict import ActionKind

LANGUAGES = ("en", "it", "ja", "es", "fr")


@pytest.fixture(scope="module")
def level3():
    return generate(QuizSettings(count=400, difficulty=3), seed=33)


@pytest.fixture(scope="module")
def many():
    return [q for level in (1, 2, 3) for q in generate(QuizSettings(count=1000, difficulty=level), seed=70 + level)]


def _fresh_answer(question, state):
    """The answer on a board, worked out here from a fresh evaluation (not the generator's code)."""
    evaluation = engine.evaluate(state, question.player)
    if question.kind == QuestionKind.SELECT_ALL:
        return {(o.action, o.card, str(sorted(o.detail.items()))) for o in evaluation.legal_options}
    asked = question.prompt.params["option"]
    for option in evaluation.verdict(ActionKind(asked["code"])).options:
        if {"card": option.card or "", **option.detail} == asked["params"]:
            if question.kind == QuestionKind.COST:
                return option.cost if option.legal else None
            return option.legal, [c.code for c in option.failed]
    return None


def test_taking_the_level_3_trap_off_the_board_changes_the_answer(level3):
    boards = [q for q in level3 if q.state is not None]
    assert len(boards) > 300
    for q in boards:
        if q.kind == QuestionKind.PRIORITY_AFTER:
            # The trap is the pass (117.3d): without it the player who acted keeps priority (116.3).
            assert q.trap == "then_passes" and q.prompt.code in ("priority_after_pass", "priority_after_team_pass")
            option = next(o for o in engine.evaluate(q.state, q.player).legal_options
                          if {"card": o.card or "", **o.detail} == q.prompt.params["option"]["params"])
            after = engine.apply(q.state, option, roll="blank")
            assert after.priority == q.player
            holder = sequence.pass_priority(after).priority
            if holder is not None and q.state.game.two_headed_giant:
                holder = q.state.player(holder).team        # 805.5: the choices are teams
            assert q.answer == {holder or "nobody"} and holder not in (q.player, q.state.player(q.player).team)
            continue
        assert q.trap and q.without_trap is not None, q.id
        assert _fresh_answer(q, q.without_trap) != _fresh_answer(q, q.state), (q.id, q.trap)


# Traps that let the player act where they seem not to be able to (the others stop them).
GRANTING_TRAPS = {"cleanup_exception", "controls_not_owns", "extra_land_play", "flash_permission", "foretell_any_turn",
                  "teammates_turn", "teammate_priority"}


def test_the_trap_named_is_the_reason_for_the_answer():
    """The explanation names the trap as the reason for the answer, so a trap that lets the player
    act is answered "Yes" and one that stops them "No". Boards with a second effect in the way
    broke this: Teferi's flash with a level-2 Silence on the board ("No": Silence), Azusa's extra
    land play with Turf Wound ("No": Turf Wound), each explained by the flash or the extra land.
    The extras keep out of such a board (Silence is a trap of its own now, 'cant_cast_spells')."""
    questions = [q for seed in (1, 2) for q in generate(
        QuizSettings(count=400, difficulty=3, kinds=(QuestionKind.MAY_DO,)), seed=seed)]
    traps = Counter(q.trap for q in questions)
    assert GRANTING_TRAPS <= set(traps) and "cant_cast_spells" in traps
    for q in questions:
        assert (q.answer == {"yes"}) == (q.trap in GRANTING_TRAPS), (q.id, q.trap, q.answer)


def test_the_explanation_names_the_trap_in_every_language(level3):
    traps = {q.trap for q in level3 if q.trap}
    assert len(traps) >= 12
    for trap in traps:
        for lang in LANGUAGES:
            assert trap in messages.catalog(lang)["traps"], (trap, lang)
    q = next(q for q in level3 if q.trap == "then_passes")
    html = explanation_html(q, grade(q, q.answer), "it")
    assert "La trappola: dopo l&#x27;azione speciale" in html


def test_a_level_3_trap_stops_the_mana_creature_not_the_turning_face_up():
    """602.5 and 116.1: an opponent's Linvala stops the asked player's Birds of Paradise from
    adding mana, so the morph's cost can't be paid with the real mana on the board (the exam
    convention is off for this trap); without Linvala it can. The explanation quotes 602.5."""
    questions = [q for q in generate(QuizSettings(count=300, difficulty=3, focus=("116.2b",)), seed=3)
                 if q.trap == "mana_stopped"]
    assert len(questions) >= 10
    for q in questions:
        assert not q.state.game.assume_costs_payable
        assert any(o.card == "Linvala, Keeper of Silence" for _, o in q.state.permanents())
        assert _fresh_answer(q, q.without_trap) != _fresh_answer(q, q.state), q.id
        assert "602.5" in q.rules and "118.3" in q.rules, q.id


def test_a_level_3_trap_gives_a_birds_of_paradise_that_came_this_turn():
    """302.6: the asked player's Birds of Paradise came under their control this turn, so it can't
    tap for the last mana of the morph cost (the exam convention is off for this trap); under their
    control since the turn began, it can. The answer's explanation says why the Birds don't count,
    in the player's language, and quotes 302.6. The sentence doesn't make the card its subject,
    so a plural name reads right ("Aves del paraíso no puede producir maná" had the verb wrong)."""
    questions = [q for q in generate(QuizSettings(count=300, difficulty=3, focus=("116.2b",)), seed=3)
                 if q.trap == "mana_summoning_sick"]
    assert len(questions) >= 10
    for q in questions:
        assert not q.state.game.assume_costs_payable
        assert any(o.card == "Birds of Paradise" and o.summoning_sick for _, o in q.state.permanents())
        assert _fresh_answer(q, q.without_trap) != _fresh_answer(q, q.state), q.id
        assert "302.6" in q.rules and "118.3" in q.rules, q.id
    html = explanation_html(questions[0], grade(questions[0], questions[0].answer), "es")
    assert "302.6" in html and "No se puede producir maná con Aves del paraíso ahora" in html


def test_every_misconception_is_worded_and_refuted_by_a_real_rule():
    rules = load_rules()
    data = json.loads(resource_path("quiz", "misconceptions.json").read_text(encoding="utf-8"))
    assert len(catalogue()) == len(data["misconceptions"]) >= 12
    for myth in catalogue():
        code = Reason(f"myth_{myth.id}")                 # a real reason code (ValueError if not)
        for lang in LANGUAGES:
            assert messages.catalog(lang)["checks"][code.value], (myth.id, lang)
            if myth.side == "no":
                assert messages.catalog(lang)["quiz_no"][myth.choice], (myth.id, lang)
        assert myth.rule == "action" or myth.rule in rules, myth.id


def test_the_catalogue_is_used_and_its_wrong_reasons_are_right_elsewhere(many):
    """Each misconception shows up in generated questions, always as a wrong answer or as why an
    answer is wrong; a "No: …" misconception uses the words of a real condition, which is the right
    answer on other boards (so the words alone don't give it away), except the one reason no board
    makes right: that an effect stopping activated abilities stops a special action."""
    used = Counter()
    right_elsewhere = Counter()
    for q in many:
        for choice in q.choices:
            for why in choice.why:
                if why.code.value.startswith("myth_"):
                    used[why.code.value[5:]] += 1
                    assert not choice.correct, q.id
                    assert why.rule in q.rules, q.id                 # the refuting rule is quoted
            if choice.correct and choice.key.startswith("no_"):
                right_elsewhere[choice.key[3:]] += 1
    for myth in catalogue():
        assert used[myth.id] >= 1, (myth.id, used)
        if myth.side == "no" and not myth.always_wrong:
            assert right_elsewhere[myth.choice] >= 1, myth.choice
        if myth.always_wrong:      # "Pithing Needle stops it": never right, for any special action
            assert right_elsewhere[myth.choice] == 0, myth.choice


def test_split_second_is_offered_as_a_wrong_reason_where_it_does_not_stop_the_action():
    """702.61b (Sudden Shock and a morph, the classic): "No: split second" is wrong for turning a
    permanent face up and right for suspend or Circling Vultures (702.61a stops casting)."""
    face_up = generate(QuizSettings(count=300, difficulty=2, focus=("116.2b",)), seed=72)
    casting = generate(QuizSettings(count=300, difficulty=3, focus=("116.2e", "116.2f")), seed=72)
    wrong = [q for q in face_up if any(c.key == "no_split_second" and not c.correct for c in q.choices)]
    right = [q for q in casting if any(c.key == "no_split_second" and c.correct for c in q.choices)]
    assert len(wrong) >= 3 and len(right) >= 3
    for q in wrong:
        assert any(s.card in ("Sudden Shock", "Krosan Grip") for s in q.state.stack)


# 601.3's own words, "begin to cast", in each language's catalog: a reason that says them claims
# the whole of 601.3, split second and every prohibition included.
BEGIN_TO_CAST = {"en": "begin to cast", "it": "iniziare a lanciare", "es": "empezar a lanzar",
                 "fr": "commencer à lancer", "ja": "唱え始め"}


def test_where_split_second_decides_no_wrong_reason_offered_is_true_too():
    """601.3, 702.61a: split second is itself an effect that says players can't cast other
    spells. Where it stops suspending a card, "No: a rule or effect prohibits casting that card"
    is right too, and so was the timing choice's old wording, "they could not begin to cast that
    card now" (601.3 as a whole): a candidate who chose either was marked wrong, though right
    (seen in the Spanish quiz screenshot: Teferi gives flash, Krosan Grip is on the stack; the
    README's level-3 one had it with Void Winnower). The
    prohibition choice is not offered beside split second; the timing choice says sorcery timing."""
    casting = generate(QuizSettings(count=300, difficulty=3, focus=("116.2e", "116.2f")), seed=72)
    decided = [q for q in casting if any(c.key == "no_split_second" and c.correct for c in q.choices)]
    assert len(decided) >= 3
    assert any(c.key == "no_cast_timing" for q in decided for c in q.choices)      # still offered, reworded
    for question in decided:
        assert "no_cast_prohibition" not in {c.key for c in question.choices}
        for choice in question.choices:
            for lang, words in BEGIN_TO_CAST.items():
                assert choice.correct or words not in messages.render_text(choice.text, lang), (choice.key, lang)


def test_a_casting_limit_in_force_is_not_offered_beside_the_split_second_that_decides():
    """702.61a, 601.3: Rule of Law (the library's custom card) in force and not yet reached, so its
    check passes; Krosan Grip (split second) on the stack; Teferi, Mage of Zhalfir gives the
    creature card with suspend flash. Split second alone stops suspending it, and "No: a rule or
    effect prohibits casting that card" would be as right as "No: split second": not offered."""
    import random
    from judgeapp.core.quiz import questions
    from judgeapp.core.quiz.boards import Draft
    from judgeapp.core.scenario import parse_scenario, state_of
    raw = json.loads(resource_path("scenarios", "rule-of-law-suspend-or-foretell.json").read_text(encoding="utf-8"))
    del raw["quiz"]
    raw["turn_facts"] = {"lands_played": 1}                      # no spell cast yet: the limit isn't reached
    raw["players"][0]["hand"] = [{"card": "Errant Ephemeron"}]
    raw["players"][0]["battlefield"].append({"card": "Teferi, Mage of Zhalfir"})
    raw["stack"] = [{"controller": "B", "card": "Krosan Grip"}]
    raw["game"] = {"assume_costs_payable": True}
    state = state_of(parse_scenario(json.dumps(raw)))
    option = next(o for o in engine.evaluate(state, "A").verdict(ActionKind.SUSPEND).options)
    assert [c.code for c in option.failed] == [Reason.SPLIT_SECOND_ON_STACK]
    assert Reason.SPELL_LIMIT_NOT_REACHED in {c.code for c in option.checks}
    for seed in range(20):
        draft = Draft(rng=random.Random(seed), player="A", action=ActionKind.SUSPEND, card="Errant Ephemeron",
                      built=state)
        question = questions.may_do(draft, 3, random.Random(seed))
        keys = {c.key for c in question.choices}
        assert "no_split_second" in keys and "no_cast_prohibition" not in keys, keys


def test_linvala_pithing_needle_and_revoker_are_offered_as_wrong_reasons_naming_the_card_on_the_board():
    """116.1 (and the judge-exam classic): turning a face-down creature face up is a special
    action, not an activated ability, so Linvala, Keeper of Silence (an opponent's creatures),
    Pithing Needle or Phyrexian Revoker (naming the card) don't stop it. The wrong reason is
    offered, and its rebuttal names the card that tempts, in every language."""
    from judgeapp.core import messages
    face_up = generate(QuizSettings(count=400, difficulty=2, focus=("116.2b",)), seed=7)
    seen = Counter()
    for q in face_up:
        for choice in q.choices:
            for why in choice.why:
                if why.code.value == "myth_pithing_needle":
                    source = why.params["source"]
                    assert not choice.correct and any(o.card == source for _, o in q.state.permanents())
                    for lang in ("en", "it", "ja", "es", "fr"):
                        assert messages.card_name(source, lang) in messages.check_text(why, lang)
                    seen[source] += 1
    assert set(seen) == {"Pithing Needle", "Phyrexian Revoker", "Linvala, Keeper of Silence"}, seen


def test_wrong_costs_from_the_catalogue_say_why(many):
    costs = [q for q in many if q.kind == QuestionKind.COST]
    tagged = Counter(w.code.value for q in costs for c in q.choices if not c.correct for w in c.why)
    assert tagged["myth_face_up_for_three"] and tagged["myth_cost_change_applies"]


def test_every_cost_choice_says_where_the_cost_comes_from_or_why_it_is_not_it(many):
    """Issue 12: "most cost answers have no rationale". The right cost names its source (the
    suspend cost after the time counters, {2} to foretell…); each wrong one says what it is."""
    costs = [q for q in many if q.kind == QuestionKind.COST]
    assert len(costs) > 50
    for q in costs:
        for choice in q.choices:
            assert choice.why, (q.id, choice.text.code)
            assert all(messages.check_text(w, "ja") and w.rule in q.rules for w in choice.why), q.id
        right = next(c for c in q.choices if c.correct)
        assert right.why[0].code == Reason.ACTION_COST


def test_a_face_up_cost_cites_the_rule_of_its_way(many):
    # The cost of turning a manifested creature face up is its mana cost by 701.40b, not by the
    # morph rule 702.37e, which every face-up cost question cited before.
    wanted = {"morph": "702.37e", "megamorph": "702.37e", "disguise": "702.168d", "manifest": "701.40b",
              "cloak": "701.58b"}
    seen = set()
    for q in many:
        if q.kind != QuestionKind.COST or q.prompt.params["option"]["code"] != ActionKind.TURN_FACE_UP:
            continue
        asked = q.prompt.params["option"]["params"]
        way = asked["how"] if asked["method"] == "mana_cost" else asked["method"]
        seen.add(way)
        assert {w.rule for c in q.choices for w in c.why if w.code in (Reason.ACTION_COST, Reason.NOT_THE_ACTION_COST)} \
            == {wanted[way]}, (q.id, way)
    assert seen == set(wanted)


def test_not_special_answers_say_what_the_event_is_instead():
    """Issue 12: "not a special action" answers were generic. Each kind of event (casting, an
    activated, mana or triggered ability, a turn-based or state-based action, an effect) says
    what it is instead, with its rule, in every language."""
    from judgeapp.core.quiz.questions import is_special, special_events
    kinds = {k.value for k in ActionKind}
    seen = {}
    for event in special_events():
        if event["kind"] in kinds:
            continue
        why = is_special(event, 1).choices[0].why[0]
        for lang in LANGUAGES:
            text = messages.check_text(why, lang)
            assert f"not_special_{event['kind']}" not in text, (event["id"], lang)   # worded, not a code
        seen[event["kind"]] = messages.check_text(why, "en")
    assert len(seen) >= 7 and len(set(seen.values())) == len(seen)


def test_declaring_attackers_is_a_turn_based_action_not_a_special_one():
    """508.1: as the declare attackers step begins the active player declares attackers, a
    turn-based action (703.4i); no one takes it with priority, so it is not a special action (116)."""
    from judgeapp.core.quiz.questions import is_special, special_events
    event = next(e for e in special_events() if e["id"] == "declare_attackers")
    question = is_special(event, 1)
    assert [c.key for c in question.choices if c.correct] == ["no"]
    why = question.choices[0].why[0]
    assert why.rule == "508.1" and "turn-based action" in messages.check_text(why, "en")
    assert "攻撃クリーチャー指定ステップ" in messages.render_text(question.prompt, "ja")


def test_teferi_is_offered_as_a_wrong_reason_not_to_discard_circling_vultures():
    """304.5: "any time you could cast an instant" means only having priority, so an opponent's
    Teferi, Time Raveler (sorcery timing for their spells) doesn't stop discarding Circling
    Vultures. At level 2 the tempting "No: a rule or effect prohibits casting that card" is
    offered, wrong, and its rebuttal names Teferi and quotes 304.5."""
    questions = generate(QuizSettings(count=300, difficulty=2, focus=("116.2e",)), seed=11)
    tempted = [q for q in questions if q.kind == QuestionKind.MAY_DO
               and any(c.key == "no_cast_prohibition" for c in q.choices)]
    assert len(tempted) >= 3
    for q in tempted:
        assert any(o.card == "Teferi, Time Raveler" for p in q.state.players for o in p.battlefield)
        choice = next(c for c in q.choices if c.key == "no_cast_prohibition")
        assert not choice.correct and "304.5" in q.rules
        why = next(w for w in choice.why if w.code == "myth_casting_limit")
        assert why.rule == "304.5"
        assert "Teferi, Time Raveler" in messages.check_text(why, "en")
        assert "テフェリー" in messages.check_text(why, "ja")


def test_a_may_do_question_on_plot_outside_a_main_phase_says_the_rules_disagree():
    """116.2k against 702.170a: the Comprehensive Rules contradict each other on when a card may
    be plotted, and the app must say so wherever it decides (the verdict already did). A "May …
    plot?" question in a beginning of combat step is graded by 702.170a; the right answer and
    the tempting "Yes" (116.2k's own words) both carry the note that says the rules disagree."""
    plots = generate(QuizSettings(count=300, difficulty=3, focus=("116.2k",), kinds=(QuestionKind.MAY_DO,)), seed=5)
    outside = [q for q in plots if q.state is not None and q.state.step.value not in ("precombat_main", "postcombat_main")
               and q.state.active_player == q.player and not q.state.stack]
    assert outside
    for q in outside:
        right = [c for c in q.choices if c.correct]
        yes = next(c for c in q.choices if c.key == "yes")
        assert [c.key for c in right] == ["no_main_phase"], [c.key for c in q.choices]
        for choice in (right[0], yes):
            assert Reason.PLOT_RULES_CONFLICT in [w.code for w in choice.why], choice.key
    # And no choice says the same rule twice (a rebuttal and a note on one rule).
    for q in plots:
        for choice in q.choices:
            codes = [w.code for w in choice.why]
            assert len(codes) == len(set(codes)), (choice.key, codes)


@pytest.mark.parametrize("event_id, rule, words", [
    ("cycling", "702.29a", "activating an ability puts it on the stack"),       # from the hand, like suspend
    ("ninjutsu", "702.49a", "activating an ability puts it on the stack"),
    ("loyalty_ability", "606.3", "activating an ability puts it on the stack"),  # sorcery timing, like 116.2a
    ("concede", "104.3a", "a player can concede at any time, without priority"),
    ("mana_leak_pay", "118.12a", "it happens as a spell or ability resolves"),      # a cost, like 116.2c's
    ("ghostly_prison_pay", "508.1h", "part of declaring attackers, a turn-based action"),
])
def test_the_classic_look_alikes_are_asked_and_answered_no(event_id, rule, words):
    """Cycling (702.29a) and ninjutsu (702.49a) work from the hand like suspend or foretell, and a
    loyalty ability (606.3) has the timing of playing a land, but all three are activated
    abilities that use the stack; conceding (104.3a) needs no priority at all. Paying for Mana
    Leak is a cost paid as it resolves (118.12a), and Ghostly Prison's a cost to attack paid as
    attackers are declared (508.1h), though paying to end an effect or to ignore one (116.2c-d) is
    a special action. None of them is a special action (116.1), and each is asked in every
    language with its rule quoted."""
    from judgeapp.core.quiz.questions import is_special, special_events
    event = next(e for e in special_events() if e["id"] == event_id)
    question = is_special(event, 1)
    assert [c.key for c in question.choices if c.correct] == ["no"] and rule in question.rules
    why = question.choices[0].why[0]
    assert why.rule == rule and words in messages.check_text(why, "en")
    for lang in LANGUAGES:
        prompt = messages.render_text(question.prompt, lang)
        assert messages.catalog(lang)["events"].get(event_id) and not re.search(r"\{[a-z_]+\}", prompt), (lang, prompt)
    assert load_rules().text(rule)


def test_exiling_a_spirit_guide_for_mana_is_asked_and_is_a_mana_ability():
    """Simian Spirit Guide's "Exile Simian Spirit Guide from your hand: Add {R}." works from the hand
    without the stack, like suspending a card, but it is a mana ability (605.1a), not a special
    action (116.1): asked, answered "No" with 605.1a's reason, in every language."""
    from judgeapp.core.quiz.questions import is_special, special_events
    question = is_special(next(e for e in special_events() if e["id"] == "spirit_guide_for_mana"), 1)
    assert [c.key for c in question.choices if c.correct] == ["no"] and "605.1a" in question.rules
    why = question.choices[0].why[0]
    assert why.rule == "605.1a" and "a mana ability doesn't use the stack either" in messages.check_text(why, "en")
    for lang in LANGUAGES:
        prompt = messages.render_text(question.prompt, lang)
        assert "Simian Spirit Guide" in prompt and "{R}" in prompt and "{card}" not in prompt, (lang, prompt)


def test_a_level_3_trap_phases_the_face_down_permanent_out():
    """702.26b: the asked player's face-down permanent is phased out, so it is treated as though it
    doesn't exist and can't be turned face up (116.2b); a "may they?" question's right answer is
    the phased-out choice, and the explanation says so in every language."""
    questions = [q for q in generate(QuizSettings(count=300, difficulty=3, focus=("116.2b",)), seed=5)
                 if q.trap == "phased_out"]
    assert questions
    for q in questions:
        assert q.state.player(q.player).phased_out and q.state.player(q.player).phased_out[0].face_down
        if q.kind == QuestionKind.MAY_DO:
            assert {c.key for c in q.choices if c.correct} == {"no_phased_in"}
    for lang in LANGUAGES:
        assert "702.26b" in messages.catalog(lang)["traps"]["phased_out"]


def test_a_casting_limit_is_offered_as_a_wrong_reason_for_a_special_action_that_is_not_casting():
    """116.1, 116.2: plotting, foretelling, turning a conspiracy face up, putting a companion into
    hand… are special actions, not casting spells, so Silence, Teferi, Time Raveler or Rule of Law
    (casting limits) don't stop them (the verdict's note says so). The tempting "No: a rule or
    effect prohibits casting that card" is offered, wrong, its rebuttal names the card on the
    board that limits casting, in every language, and cites the action's own rule."""
    from judgeapp.core.cards import builtin_cards
    from judgeapp.core.effects import EffectKind
    from judgeapp.core.verdict import ACTION_RULES
    casting = {EffectKind.CANT_CAST_SPELLS, EffectKind.SORCERY_TIMING_ONLY, EffectKind.SPELL_LIMIT}
    seen, sources = Counter(), Counter()
    for level in (2, 3):
        for q in generate(QuizSettings(count=400, difficulty=level, kinds=(QuestionKind.MAY_DO,)), seed=5 + level):
            for choice in q.choices:
                why = next((w for w in choice.why if w.code == Reason.MYTH_CASTING_LIMIT_SPECIAL), None)
                if why is None:
                    continue
                assert choice.key == "no_cast_prohibition" and not choice.correct, q.id
                assert q.action not in (ActionKind.SUSPEND, ActionKind.DISCARD_AS_INSTANT), q.id
                assert why.rule == ACTION_RULES[q.action] and why.rule in q.rules, q.id
                source = why.params["source"]
                on_board = {o.card for _, o in q.state.permanents()} | {e.source for e in q.state.effects}
                card = builtin_cards().with_custom(q.state.custom_cards).get(source)
                limits = {spec.kind for spec in (*card.statics(), *card.effects.creates)}
                assert source in on_board and limits & casting, (q.id, source)
                for lang in LANGUAGES:
                    assert messages.card_name(source, lang) in messages.check_text(why, lang), (q.id, lang)
                seen[q.action] += 1
                sources[source] += 1
    assert len(seen) >= 3 and {"Silence", "Teferi, Time Raveler"} <= set(sources), (seen, sources)
