"""Generated questions: reproducible, not near-duplicates, answers computed by the engine and
checked again here independently, exactly one correct answer, traps at level 3."""

import json
import random

import pytest
from pydantic import ValidationError

from judgeapp.core import engine, sequence
from judgeapp.core.cards import builtin_cards
from judgeapp.core.quiz import QuestionKind, QuizSettings, generate, grade
from judgeapp.core.quiz.boards import build
from judgeapp.core.state import GameState, Step
from judgeapp.core.verdict import ActionKind


def _target(question):
    """The option a question is about, found again by a fresh evaluation."""
    params = question.prompt.params["option"]["params"]
    evaluation = engine.evaluate(question.state, question.player)
    for option in evaluation.verdict(ActionKind(question.prompt.params["option"]["code"])).options:
        if {"card": option.card or "", **option.detail} == params:
            return option
    raise AssertionError("the question's option is not among the options any more")


def _holder_after(question, option):
    """Who holds priority once the option is taken (116.3), and the player then passes if the
    question says so (117.3d), worked out again by the engine: a player, a team in Two-Headed
    Giant (805.5: teams have priority; the choices are teams), or "nobody"."""
    after = engine.apply(question.state, option, roll="blank")
    if question.prompt.code in ("priority_after_pass", "priority_after_team_pass"):
        after = sequence.pass_priority(after)
    holder = after.priority
    if holder is not None and question.state.game.two_headed_giant:
        holder = question.state.player(holder).team
    return holder or "nobody"


@pytest.fixture(scope="module", params=[1, 2, 3])
def question_set(request):
    return generate(QuizSettings(count=60, difficulty=request.param), seed=11)


def test_the_same_seed_gives_the_same_set_and_another_seed_another():
    settings = QuizSettings(count=15, difficulty=2)
    first, again = generate(settings, 5), generate(settings, 5)
    assert [q.id for q in first] == [q.id for q in again]
    assert [q.id for q in generate(settings, 6)] != [q.id for q in first]


def test_the_set_has_the_count_asked_for(question_set):
    assert len(question_set) == 60


def test_every_answer_matches_a_fresh_evaluation(question_set):
    for q in question_set:
        if q.kind == QuestionKind.SELECT_ALL:
            evaluation = engine.evaluate(q.state, q.player)
            legal = {(o.action.value, o.card or "") for o in evaluation.legal_options}
            correct = {(c.text.code, c.text.params["card"]) for c in q.choices if c.correct and c.key != "none"}
            assert correct == legal, q.id
            # "None of these" is there, and right exactly when nothing is legal.
            assert next(c for c in q.choices if c.key == "none").correct == (not legal), q.id
        elif q.kind == QuestionKind.MAY_DO:
            option = _target(q)
            yes = next(c for c in q.choices if c.key == "yes")
            assert yes.correct == option.legal, q.id
            # Every "No: <condition>" choice is re-derived too: right exactly when that
            # condition is the one that fails now.
            failing = {c.code.skill for c in option.failed}
            for choice in q.choices:
                if choice.key.startswith("no_"):
                    assert choice.correct == (choice.key[3:] in failing), (q.id, choice.key)
        elif q.kind == QuestionKind.COST:
            option = _target(q)
            assert option.legal, q.id          # a cost is asked only for an action that can be taken now
            assert [c.text.params["cost"] for c in q.choices if c.correct] == [option.cost], q.id
        elif q.kind == QuestionKind.PRIORITY_AFTER:
            assert q.answer == {_holder_after(q, _target(q))}, q.id


def test_every_question_has_one_correct_answer_among_distinct_choices(question_set):
    for q in question_set:
        texts = [(c.text.section, c.text.code, str(c.text.params)) for c in q.choices]
        assert len(set(texts)) == len(texts) >= 2
        if not q.multiple:
            assert len(q.answer) == 1, q.id


def test_no_near_duplicates_in_a_set():
    questions = generate(QuizSettings(count=25, difficulty=1), seed=3)
    assert len({q.id for q in questions}) == 25
    is_special = [q.prompt.params["event"]["code"] for q in questions if q.kind == QuestionKind.IS_SPECIAL]
    assert len(is_special) == len(set(is_special))


def test_each_question_is_kept_once_and_its_id_is_the_checksum_of_its_content(question_set):
    """The generator works out a question's id only where it may be a repeat (issue 14: the checksum
    of the board and choices was a fifth of drawing one, and most drawn are dropped); every kept
    question still carries the id its content gives, and a question drawn again is refused: the
    "is this a special action?" events run out long before 150 questions about them."""
    from judgeapp.core.quiz.questions import question_id
    assert all(q.id == question_id(q) for q in question_set)
    special = generate(QuizSettings(count=150, difficulty=1, kinds=(QuestionKind.IS_SPECIAL,)), seed=4)
    assert 0 < len(special) < 150 and len({q.id for q in special}) == len(special)
    assert all(q.id == question_id(q) for q in special)


def test_level_3_questions_use_a_trap_and_the_trap_is_on_the_board():
    questions = generate(QuizSettings(count=80, difficulty=3), seed=2)
    boards = [q for q in questions if q.state is not None]
    assert boards and all(q.trap for q in boards)
    seen = set()
    for q in boards:
        state, me = q.state, q.player
        seen.add(q.trap)
        if q.trap == "split_second":
            assert any(s.card in ("Sudden Shock", "Krosan Grip") for s in state.stack)
        elif q.trap == "plot_main_phase":
            assert state.active_player == me and not state.step.is_main_phase and not state.stack
        elif q.trap == "extra_main_phase":
            assert state.step.value == "postcombat_main"
        elif q.trap == "cleanup_exception":
            assert state.step.value == "cleanup" and state.priority == me
        elif q.trap == "companion_used":
            assert state.player(me).companion_put_into_hand
        elif q.trap == "planar_rising_cost":
            assert sum(state.turn_facts.planar_die_actions.values()) > 0
        elif q.trap == "manifested_noncreature":
            assert any(o.face_down and o.face_down.value == "manifest" for o in state.player(me).battlefield)
        elif q.trap == "flash_permission":
            assert state.active_player != me and state.stack
    assert len(seen) >= 8   # many different traps, not one repeated


def test_level_3_asks_every_condition_of_rolling_the_planar_die_and_cost_traps_only_of_the_cost():
    """116.2i: "any time they have priority and the stack is empty during a main phase of their
    turn", for mana "equal to the number of times they have previously taken this action on that
    turn" (rolls an effect caused don't count: the rule's note). Each part is a level-3 trap. A
    trap about the cost decides what rolling costs, not whether the player may roll (the exam
    convention counts every cost as payable): such boards make "what does it cost?" questions
    only; before, a select-all question was kept as if its rising cost decided it (the option's
    count of earlier rolls was taken for another option)."""
    from judgeapp.core.quiz.export import describe_board
    questions = generate(QuizSettings(count=60, difficulty=3, focus=("116.2i",)), seed=5)
    assert {q.trap for q in questions} == {"planar_rising_cost", "effect_rolls_not_counted", "active_player_only",
                                          "not_main_phase", "stack_not_empty", "teammates_turn"}
    for q in questions:
        state, me = q.state, q.player
        facts = state.turn_facts
        if q.trap in ("planar_rising_cost", "effect_rolls_not_counted"):
            assert q.kind == QuestionKind.COST
        if q.trap == "effect_rolls_not_counted":
            assert facts.planar_die_other_rolls[me] > 0 and facts.planar_die_actions.get(me, 0) == 0
            assert _target(q).cost == "{0}"
            assert any(line.startswith("Planar die rolls an effect caused this turn") and f"{me} " in line
                       for line in describe_board(state, "en"))
        elif q.trap == "stack_not_empty":
            assert state.stack and state.active_player == me and state.step.is_main_phase
        elif q.trap == "not_main_phase":
            assert not state.stack and state.active_player == me and not state.step.is_main_phase


@pytest.mark.parametrize("rule", ["116.2j", "116.2e"])
def test_level_3_boards_about_priority_alone_vary_who_is_active_the_step_and_the_stack(rule):
    """116.2j (the conspiracy) and 116.2e (Circling Vultures) have one catch, priority ("any time
    they have priority"); their level-3 boards were all the same turn, step and stack (an
    opponent's declare attackers step with a spell on the stack for the conspiracy), so a set ran
    out of new ones within 20-40 questions. The trap stays; the turn, the step and the stack vary.
    Its other side is a trap too: in the cleanup step nobody gets priority unless something
    triggers there (514.3), and here something has (514.3a), so the player holds priority."""
    questions = generate(QuizSettings(count=40, difficulty=3, focus=(rule,)), seed=1)
    boards = [q.state for q in questions]
    # (and a Two-Headed Giant teammate's priority, the team's: 805.5a)
    assert {q.trap for q in questions} == {"no_priority", "cleanup_exception", "teammate_priority"}
    for q in questions:
        if q.trap == "no_priority":
            assert q.state.priority not in (q.player, *q.state.teammates(q.player))
        elif q.trap == "teammate_priority":
            assert q.state.priority in q.state.teammates(q.player)
        else:
            assert q.state.step == Step.CLEANUP and q.state.priority == q.player
            # The active player discarded Fiery Temper to hand size (514.1): madness triggered (702.35a).
            trigger, active = q.state.stack[0], q.state.player(q.state.active_player)
            assert trigger.kind == "ability" and trigger.card == "Fiery Temper" == active.exile[-1].card
            assert trigger.controller == active.id and q.without_trap.priority is None
            assert len(active.hand) == 7        # what is left after discarding to hand size
    assert len({b.step for b in boards}) >= 5 and {bool(b.stack) for b in boards} == {True, False}
    assert {q.state.active_player == q.player for q in questions} == {True, False}


def test_a_level_3_may_do_answer_is_not_given_away_by_the_rule_it_is_about():
    """Level 3 is about a trap that decides, and five rules had one trap each, all "No": every
    may-do question on foretell was "No: it must be their own turn", on Circling Vultures, a
    conspiracy and (mostly) ignoring a static ability "No: they must hold priority" or "...only
    certain players", on ending an effect 93% "...only certain players": a candidate who knew the
    rule knew the answer. Their traps now include ones whose answer is "Yes": the cleanup step
    with something triggered there (514.3a), and for foretell Cosmos Charger ("can be done on any
    player's turn"), with priority elsewhere a trap for foretell and ending an effect too."""
    from judgeapp.core.quiz.generator import ACTION_SKILLS
    for rule in ACTION_SKILLS:
        questions = generate(QuizSettings(count=60, difficulty=3, focus=(rule,), kinds=(QuestionKind.MAY_DO,)), seed=1)
        answers = [q.answer for q in questions]
        commonest = max(answers.count(a) for a in answers)
        assert commonest <= 0.9 * len(answers), (rule, commonest, len(answers))
        if rule in ("116.2c", "116.2d", "116.2e", "116.2h", "116.2j"):
            assert {"yes"} in answers, rule
    foretold = generate(QuizSettings(count=60, difficulty=3, focus=("116.2h",)), seed=2)
    charger = [q for q in foretold if q.trap == "foretell_any_turn"]
    assert charger and all(q.state.active_player != q.player for q in charger)
    assert all(any(o.card == "Cosmos Charger" for o in q.state.player(q.player).battlefield) for q in charger)
    assert all(not any(o.card == "Cosmos Charger" for o in q.without_trap.player(q.player).battlefield)
               for q in charger)


@pytest.mark.parametrize("rule, traps", [
    ("116.2g", {"companion_used", "not_main_phase", "stack_not_empty", "opponents_turn", "teammates_turn"}),
    ("116.2k", {"plot_main_phase", "stack_not_empty", "opponents_turn", "teammates_turn"}),
])
def test_level_3_asks_every_condition_of_the_companion_and_of_plot(rule, traps):
    """116.2g: "any time they have priority and the stack is empty during a main phase of their
    turn, but only if they haven't done so yet this game"; 116.2k: "during their own turn while
    the stack is empty" (702.170a: a main phase too). Each condition is a level-3 trap, the board
    showing it: a spell on the stack in the player's own main phase, or another player's main
    phase with the stack empty. Before, only the main phase (and the companion used) was."""
    questions = generate(QuizSettings(count=60, difficulty=3, focus=(rule,)), seed=3)
    assert {q.trap for q in questions} == traps
    for q in questions:
        state, me = q.state, q.player
        if q.trap == "stack_not_empty":
            assert state.stack and state.active_player == me and state.step.is_main_phase
        elif q.trap == "opponents_turn":
            assert not state.stack and state.active_player != me and state.step.is_main_phase
        elif q.trap in ("not_main_phase", "plot_main_phase"):
            assert not state.stack and state.active_player == me and not state.step.is_main_phase


def test_levels_1_and_2_use_no_trap_and_level_2_adds_effects():
    level1 = generate(QuizSettings(count=40, difficulty=1), seed=4)
    level2 = generate(QuizSettings(count=40, difficulty=2), seed=4)
    assert not any(q.trap for q in level1 + level2)
    effect_cards = {"Exploration", "Azusa, Lost but Seeking", "Teferi, Mage of Zhalfir", "Cosmos Charger",
                    "Damping Engine"}

    def has_effects(q):
        return q.state is not None and (bool(q.state.effects) or any(
            o.card in effect_cards for p in q.state.players for o in p.battlefield))

    assert sum(map(has_effects, level2)) > sum(map(has_effects, level1))


def test_focus_on_one_rule():
    questions = generate(QuizSettings(count=10, focus=("116.2f",)), seed=1)
    assert {q.skill for q in questions} == {"116.2f"}
    assert all(q.action == ActionKind.SUSPEND for q in questions)


def test_focus_on_priority_and_on_what_is_special():
    assert {q.kind for q in generate(QuizSettings(count=5, focus=("116.3",)), seed=1)} == {QuestionKind.PRIORITY_AFTER}
    special = generate(QuizSettings(count=10, focus=("116.1",)), seed=1)
    assert {q.kind for q in special} == {QuestionKind.IS_SPECIAL}
    # 116.1: casting a face-down spell is casting; turning a morph face up is a special action.
    answers = {q.prompt.params["event"]["code"]: q.answer for q in special}
    for event, answer in answers.items():
        if event in ("morph_face_up", "pay_unlock_cost", "foretell", "plot", "roll_planar_die"):
            assert answer == {"yes"}
        if event in ("cast_face_down", "growth_spiral_land", "effect_unlocks_door", "powerstone_roll"):
            assert answer == {"no"}


def test_grading_is_all_or_nothing():
    q = next(q for q in generate(QuizSettings(count=30, difficulty=2, kinds=(QuestionKind.SELECT_ALL,)), seed=9)
             if len(q.answer) >= 1 and len(q.choices) > len(q.answer))
    assert grade(q, q.answer).correct
    assert not grade(q, set(list(q.answer)[:-1])).correct          # one missing
    wrong = next(c.key for c in q.choices if not c.correct)
    assert not grade(q, q.answer | {wrong}).correct                 # one too many
    with pytest.raises(ValueError):
        grade(q, {"nonsense"})


def test_weights_steer_the_weak_focus():
    settings = QuizSettings(count=30, focus=("weak",), weights={"116.2h": 100.0})
    questions = generate(settings, seed=2)
    assert sum(q.skill == "116.2h" for q in questions) > 20


@pytest.mark.parametrize("level", [1, 2, 3])
def test_a_mixed_set_gives_each_rule_its_share_as_an_exam_does(level):
    """A set on everything asks about each of the 14 rules (116.2a-116.2m, 116.3, 116.1), none
    more than its share (50 / 14, so at most 4 of 50), as an exam's blueprint gives each topic its
    questions. Drawing a rule for each board instead leaned on the rules whose boards most often
    make a question: one rule had 8-14 of 50 at level 3 (6-11 at levels 1 and 2), and a rule or
    two had none."""
    from collections import Counter
    from judgeapp.core.quiz.generator import ALL_SKILLS
    for seed in (1, 2, 3):
        per_rule = Counter(q.skill for q in generate(QuizSettings(count=50, difficulty=level), seed=seed))
        assert set(per_rule) == set(ALL_SKILLS) and max(per_rule.values()) <= 4, (seed, per_rule)


def test_weak_spot_weights_are_each_rule_s_share_of_the_set():
    """A rule weighted 3 (a weak spot) gets three times the share of a rule weighted 1, and one
    weighted 0.5 half of it: of 60 questions, 60 x 3 / 15.5 = 11.6 and 1.9 (the 12 others 3.9
    each), whether or not the rule's boards make questions easily."""
    from collections import Counter
    weights = {"116.2h": 3.0, "116.2b": 0.5}
    per_rule = Counter(q.skill for q in generate(QuizSettings(count=60, focus=("weak",), weights=weights), seed=3))
    assert per_rule["116.2h"] in (11, 12) and per_rule["116.2b"] in (1, 2)
    assert all(count <= 4 for rule, count in per_rule.items() if rule not in weights), per_rule


def test_every_prompt_and_choice_renders_to_words(question_set):
    from judgeapp.core import messages
    for q in question_set:
        prompt = messages.render_text(q.prompt)
        assert prompt and "{player}" not in prompt and "{option}" not in prompt
        for choice in q.choices:
            assert messages.render_text(choice.text)


def test_who_holds_priority_is_not_always_the_player_the_question_names():
    """Issue 12: every "who holds priority after?" answer used to be the player named in the
    question; with "…then passes" (117.3d) reading the prompt alone no longer answers it."""
    questions = generate(QuizSettings(count=80, difficulty=2, kinds=(QuestionKind.PRIORITY_AFTER,)), seed=4)
    named = [q.answer == {q.prompt.params["player"]} for q in questions]
    assert any(named) and not all(named)
    assert sum(named) <= 0.75 * len(named)


def test_in_two_headed_giant_the_priority_choices_are_the_teams():
    """805.5: teams have priority, not individual players, so "who holds priority" is answered
    with a team ("Ana & Ben"), never with one of two teammates."""
    questions = [q for q in generate(QuizSettings(count=300, difficulty=2, kinds=(QuestionKind.PRIORITY_AFTER,)), seed=8)
                 if q.state.game.two_headed_giant]
    assert questions
    for q in questions:
        texts = [c.text.code for c in q.choices if c.key != "nobody"]
        assert len(texts) == 2 and all(" & " in t for t in texts), q.id
        assert "805.5" in q.rules


def test_in_two_headed_giant_the_team_passes_and_the_explanation_says_so():
    """805.5b: in Two-Headed Giant a team passes ("if a team has priority and no player on that team
    wishes to do anything, that team passes"), and the next team receives priority. The question
    said the player passes and explained "the next player in turn order receives priority"
    (117.3d), though its choices are teams; now the prompt says the player's team passes and the
    reason cites 805.5b in the team's words. Without a pass, the player's team receives priority
    again (116.3). Checked in every language, and 805.5b is among the rules quoted."""
    from judgeapp.core import messages
    questions = [q for q in generate(QuizSettings(count=300, difficulty=2, kinds=(QuestionKind.PRIORITY_AFTER,)), seed=8)
                 if q.state.game.two_headed_giant]
    passing = [q for q in questions if q.prompt.code == "priority_after_team_pass"]
    keeping = [q for q in questions if q.prompt.code == "priority_after"]
    assert passing and keeping and len(passing) + len(keeping) == len(questions)
    for q in passing:
        wrong = next(c for c in q.choices if not c.correct)
        assert [(w.rule, w.code) for w in wrong.why] == [("805.5b", "priority_after_team_pass")], q.id
        assert "805.5b" in q.rules and "805.5" in q.rules
    for q in keeping:
        wrong = next(c for c in q.choices if not c.correct)
        assert [(w.rule, w.code) for w in wrong.why] == [("116.3", "priority_after_team_special_action")], q.id
    q, player = passing[0], passing[0].prompt.params["player"]
    words = {"en": "their team passes", "it": "la sua squadra passa", "ja": "のチームがパスする",
             "es": "su equipo pasa", "fr": "son équipe passe"}
    for lang, said in words.items():
        assert said in messages.render_text(q.prompt, lang), lang
        reason = messages.check_text(next(c for c in q.choices if not c.correct).why[0], lang)
        assert player in reason and reason != messages.render("checks", "priority_after_pass", {"player": player}, lang)


def test_every_wrong_priority_choice_says_why_nobody_included():
    """116.3, 117.3d: "Nobody" was the one choice of "who holds priority now?" with no reason
    given when wrong; it is wrong for the reason every other wrong player is: someone receives
    priority after the action (and after the pass, the next player in turn order)."""
    from judgeapp.core import messages
    questions = generate(QuizSettings(count=40, difficulty=3, kinds=(QuestionKind.PRIORITY_AFTER,)), seed=12)
    for q in questions:
        nobody = next(c for c in q.choices if c.key == "nobody")
        assert nobody.correct or (nobody.why and not nobody.why[0].passed), q.id
        assert all(messages.check_text(w, "fr") for w in nobody.why)


def test_level_3_asks_who_holds_priority_after_every_special_action():
    """116.3 then 117.3d: at level 3 the trap of "who holds priority after this?" is the pass after
    the action. A board whose own trap leaves no special action legal is asked with that trap taken
    off, so the questions cover every action, not only the five whose level-3 boards happened to
    leave one legal (a land, an effect ended, suspend, turning face up, the planar die). Each is
    answered on its own board, where the player may take the action asked about, then passes."""
    questions = generate(QuizSettings(count=120, difficulty=3, focus=("116.3",)), seed=1)
    assert len(questions) == 120
    assert {q.action for q in questions} == set(ActionKind)
    for q in questions:
        assert q.trap == "then_passes", q.id
        assert q.prompt.code == ("priority_after_team_pass" if q.state.game.two_headed_giant else "priority_after_pass")
        option = _target(q)
        assert option.legal, q.id
        assert q.answer == {_holder_after(q, option)}, q.id


@pytest.mark.parametrize("level", [1, 2, 3])
def test_a_select_all_question_lists_several_actions_and_its_answer_is_seldom_none_or_all(level):
    """116.2: "Which special actions may X take now?" listed the one action its board was built
    for beside "None of these": a yes-or-no question in disguise, whose answer was "None of these"
    at level 3 for 195 of 226 questions (a trap makes the asked action illegal). An exam item lists
    several: each board now also holds candidates for two or three other special actions of the
    player, with their own timing (a land, a face-down morph, Circling Vultures, suspend, foretell,
    plot, a Room), so that some may be taken and some not. Neither answer a board-blind solver
    would guess is often right: every action listed for at most 15% of them, "None of these" for
    at most 15% at levels 1 and 2 and 30% at level 3, where the priority traps of Circling Vultures
    and a conspiracy (another player holds priority) leave no special action legal (116.2): about
    22-24% there over six seeds, the rest 0-8%."""
    questions = generate(QuizSettings(count=120, difficulty=level, kinds=(QuestionKind.SELECT_ALL,)), seed=level)
    assert len(questions) == 120
    actions = [{c.text.code for c in q.choices if c.key != "none"} for q in questions]
    assert sum(len(kinds) >= 3 for kinds in actions) >= 0.9 * len(questions)
    none = sum(q.answer == {"none"} for q in questions)
    every = sum(q.answer == {c.key for c in q.choices if c.key != "none"} for q in questions)
    assert none <= (0.3 if level == 3 else 0.15) * len(questions) and every <= 0.15 * len(questions), (none, every)
    mixed = [q for q in questions if q.answer != {"none"}
             and any(not c.correct for c in q.choices if c.key != "none")]
    assert len(mixed) >= 0.7 * len(questions)


@pytest.mark.parametrize("level", [1, 2])
def test_a_may_do_answer_is_not_given_away_by_the_rule_it_is_about(level):
    """116.2: at levels 1 and 2 "May X do this now?" about turning face up, ending an effect,
    ignoring a static ability, Circling Vultures or a conspiracy was "Yes" every time (their
    boards always gave the player priority, all those actions need), so a candidate could answer
    from the rule alone. Another player now holds priority on some of their boards, and no rule's
    questions are "Yes" more than GUESSABLE_SHARE of the time (a share kept for each rule, not one
    rate of keeping for all: before, 116.2j was "Yes" 34 times of 34)."""
    from judgeapp.core.quiz.boards import ANY_TIME_WITH_PRIORITY
    from judgeapp.core.quiz.generator import GUESSABLE_SHARE
    questions = generate(QuizSettings(count=400, difficulty=level, kinds=(QuestionKind.MAY_DO,)), seed=level)
    for rule in {q.skill for q in questions}:
        answers = [q.answer for q in questions if q.skill == rule]
        assert answers.count({"yes"}) <= GUESSABLE_SHARE[QuestionKind.MAY_DO] * len(answers) + 1, rule
    for action in ANY_TIME_WITH_PRIORITY:
        answers = [q.answer for q in questions if q.skill == action.rule]
        assert {"yes"} in answers and {"no_priority"} in answers, action


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_a_set_on_suspend_asks_cards_with_no_mana_cost_and_is_not_nearly_always_no(seed):
    """116.2f, 118.6: a card with suspend may be exiled whenever its owner could begin to cast it,
    and beginning to cast a card with no mana cost (Ancestral Vision, Living End, an unpayable
    cost) is legal. Level 1 drew only the three non-creature cards with a mana cost, so a set of
    200 on suspend ran out of "Yes" boards (two main phases for each card): "Yes" was 36 of 423
    may-do answers over six seeds, "No: they could not cast it now" the rest (a candidate
    answering "No" without reading the board scored 91%). Now 19-21 "Yes" in each set, 23-29%."""
    db = builtin_cards()
    questions = [q for q in generate(QuizSettings(count=200, difficulty=1, focus=("116.2f",)), seed=seed)
                 if q.kind == QuestionKind.MAY_DO]
    yes = [q for q in questions if q.answer == {"yes"}]
    assert len(yes) >= 0.18 * len(questions)
    suspended = {o.card for q in yes for o in q.state.player(q.player).hand if db.get(o.card).suspend}
    assert any(not db.get(name).mana_cost for name in suspended), suspended


def test_none_of_these_says_why_when_wrong_and_when_right():
    """116.2: a select-all question's "None of these" was the one wrong choice with no reason; when
    some option may be taken, it names the cards that may be used now (in the reader's language),
    or, for a planar die roll, says only that one may be taken; when nothing may be, it is right,
    and says so (a printed answer key gave it no reason, where every other choice has one)."""
    from judgeapp.core import messages
    questions = generate(QuizSettings(count=200, difficulty=2, kinds=(QuestionKind.SELECT_ALL,)), seed=5)
    seen = set()
    for q in questions:
        none = next(c for c in q.choices if c.key == "none")
        legal = [c for c in q.choices if c.correct and c.key != "none"]
        assert none.correct == (not legal), q.id
        if none.correct:
            (why,) = none.why
            assert why.passed and why.rule == "116.2" and why.code == "no_choice_legal", q.id
            assert "ogni scelta dice" in messages.check_text(why, "it"), q.id
            seen.add(why.code)
            continue
        (why,) = none.why
        assert not why.passed and why.rule == "116.2", q.id
        seen.add(why.code)
        if why.code == "some_choice_legal":
            cards = [c.text.params["card"] for c in legal if c.text.params.get("card")]
            assert why.params["cards"] == list(dict.fromkeys(cards)), q.id
            assert messages.card_name(cards[0], "it") in messages.check_text(why, "it"), q.id
    assert seen == {"some_choice_legal", "no_choice_legal"}
    # A planar die roll has no card to name: where it alone may be taken, "None of these" says only
    # that one may be (generated select-all boards list other cards beside it, so one made here).
    from judgeapp.core import engine
    from judgeapp.core.quiz.questions import _none_of_these
    from tests.helpers import board
    state = board(game={"planechase": True}, A={"command": ["Bant"], "hand": ["Forest"]},
                  turn_facts={"lands_played": 1})
    options = [o for v in engine.evaluate(state, "A").verdicts for o in v.options]
    assert [o.action for o in options if o.legal] == ["planar_die"] and len(options) == 2
    (why,) = _none_of_these(options).why
    assert why.code == "some_choice_legal_unnamed" and not why.passed


def test_a_generated_board_shares_card_objects_made_before_and_is_the_board_its_data_describes():
    """Draft.state() reuses a card object validated for an earlier board with the same data (they
    are frozen): the board is still exactly what its data, validated whole, gives, at every level,
    objects holding a list (a Room's unlocked doors, a conspiracy's chosen names: pydantic
    validates them with the board) included."""
    rng = random.Random(3)
    drafts = [build(action, rng, level) for level in (1, 2, 3) for action in ActionKind for _ in range(4)]
    for draft in drafts:
        assert draft.state() == GameState.model_validate(draft.data()), (draft.action, draft.trap)
    first, again = build(ActionKind.PLAY_LAND, random.Random(8), 1), build(ActionKind.PLAY_LAND, random.Random(8), 1)
    shared = [(a, b) for p, q in zip(first.state().players, again.state().players)
              for a, b in zip(p.battlefield, q.battlefield)]
    assert shared and all(a is b for a, b in shared)
    with_lists = [o for d in drafts for p in d.state().players for zone in ("battlefield", "command")
                  for o in getattr(p, zone) if o.unlocked or o.chosen_names]
    assert with_lists, "some generated boards hold a Room with a door unlocked or a named conspiracy"


def test_a_generated_board_with_a_bad_object_is_still_refused():
    """Sharing validated objects doesn't skip validation: an object whose data is wrong is refused."""
    draft = build(ActionKind.PLAY_LAND, random.Random(8), 1)
    draft.add(draft.player, "battlefield", "Forest", tapped="sideways")
    with pytest.raises(ValidationError):
        draft.state()


def test_level_3_evaluates_each_board_once_and_every_kept_trap_still_decides(monkeypatch):
    """Level 3 keeps a question only if taking its trap off changes the answer: the question's
    own board is then read again, and the engine's verdicts the question was built from are used
    (Draft.evaluated), not worked out a second time. The engine is asked about each board once
    per player and action, and the set is the one the engine's fresh answers give: every kept
    question's answer differs on its trap-free board, checked here with new evaluations."""
    calls: dict[tuple[int, object, object], int] = {}
    boards = []       # kept alive, so that no two boards share an id()
    real_evaluate, real_action = engine.evaluate, engine.evaluate_action

    def evaluate(state, player=None, *args, **kwargs):
        boards.append(state)
        calls[(id(state), None, player)] = calls.get((id(state), None, player), 0) + 1
        return real_evaluate(state, player, *args, **kwargs)

    def evaluate_action(state, action, player=None, *args, **kwargs):
        boards.append(state)
        calls[(id(state), action, player)] = calls.get((id(state), action, player), 0) + 1
        return real_action(state, action, player, *args, **kwargs)

    monkeypatch.setattr(engine, "evaluate", evaluate)
    monkeypatch.setattr(engine, "evaluate_action", evaluate_action)
    questions = generate(QuizSettings(count=40, difficulty=3), seed=4)
    monkeypatch.undo()
    assert calls and max(calls.values()) == 1, [k for k, n in calls.items() if n > 1][:3]
    checked = [q for q in questions if q.without_trap is not None]
    assert len(checked) >= 20
    for q in checked:
        params = q.prompt.params.get("option")
        if q.kind == QuestionKind.SELECT_ALL:
            def legal(state):      # which options may be taken (a planar die roll's cost is in its detail)
                return {(o.action, o.card, json.dumps(o.detail, sort_keys=True))
                        for o in engine.evaluate(state, q.player).legal_options}
        else:
            def legal(state):      # whether the option asked about may be taken, at what cost, and what fails
                verdict = engine.evaluate(state, q.player).verdict(ActionKind(params["code"]))
                return [(o.legal, o.cost, [c.code for c in o.failed]) for o in verdict.options
                        if {"card": o.card or "", **o.detail} == params["params"]]
        assert legal(q.state) != legal(q.without_trap), q.trap


def test_a_question_drawn_again_is_skipped_without_working_out_its_id(monkeypatch):
    """A question's id is a checksum of its whole board, prompt and choices (the costliest part of
    keeping a question). One drawn again, the same as one kept, is skipped on comparing the two:
    no id is worked out for it. The set stays the one the ids alone would give: no two questions
    in it are the same, and each id is its content's checksum."""
    from judgeapp.core.quiz import generator
    kept_so_far = []
    asked_again = []
    real_id = generator.question_id

    def question_id(question):
        if any(q.kind == question.kind and q.state == question.state and q.prompt == question.prompt
               and q.choices == question.choices for q in kept_so_far):
            asked_again.append(question)
        return real_id(question)

    real_replace = generator.replace

    def replace(question, **changes):        # the generator keeps a question by giving it its id
        made = real_replace(question, **changes)
        if changes.get("id"):
            kept_so_far.append(made)
        return made

    monkeypatch.setattr(generator, "question_id", question_id)
    monkeypatch.setattr(generator, "replace", replace)
    questions = generate(QuizSettings(count=150, difficulty=3), seed=1)
    monkeypatch.undo()
    assert len(questions) == 150 and not asked_again
    assert len({q.id for q in questions}) == 150 and all(q.id == real_id(q) for q in questions)


def _counting_builders(monkeypatch):
    """Counts the questions drawn, by (kind, action), through the generator's own builders."""
    from judgeapp.core.quiz import generator
    drawn: dict[tuple[QuestionKind, ActionKind], int] = {}
    for kind, build_question in list(generator.BUILDERS.items()):
        def counted(draft, *args, _kind=kind, _build=build_question, **kwargs):
            drawn[_kind, draft.action] = drawn.get((_kind, draft.action), 0) + 1
            return _build(draft, *args, **kwargs)
        monkeypatch.setitem(generator.BUILDERS, kind, counted)
    return drawn


def test_a_kind_of_question_that_cant_be_asked_at_the_level_stops_being_drawn(monkeypatch):
    """Level 3's trap for Circling Vultures is not having priority (116.2e): the discard is never
    legal there, and "what does it cost?" is asked only of an action that can be taken now, so that
    kind has no question. The set draws it at most SPENT_AFTER times (in a row: it never makes one),
    then no more (a third of the set's draws before, about 700 for 50 questions); a set of that
    kind alone ends as soon as it is spent, empty (after 1,600 draws before)."""
    from judgeapp.core.quiz.generator import SPENT_AFTER
    drawn = _counting_builders(monkeypatch)
    questions = generate(QuizSettings(count=50, difficulty=3, focus=("116.2e",)), seed=1)
    assert len(questions) == 50 and len({q.id for q in questions}) == 50
    assert not any(q.kind == QuestionKind.COST for q in questions)
    assert 0 < drawn[QuestionKind.COST, ActionKind.DISCARD_AS_INSTANT] <= SPENT_AFTER
    drawn.clear()
    assert generate(QuizSettings(count=20, difficulty=3, focus=("116.2e",), kinds=(QuestionKind.COST,)), seed=1) == []
    assert drawn == {(QuestionKind.COST, ActionKind.DISCARD_AS_INSTANT): SPENT_AFTER}


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_a_kind_of_question_whose_every_answer_is_the_guessable_one_stops_being_drawn(monkeypatch, seed):
    """Level 3's select-all questions about a conspiracy (116.2j) and Circling Vultures (116.2e)
    are all "None of these": their trap is another player holding priority, and no special action
    is legal without it (116.2). A guessable answer is kept up to its share, and the question
    refused is drawn again for the same rule and kind; a pair spent by refusals was drawn again and
    again all the same (89-640 times in a level-3 set of 200, the set's draws 899-1,101). Now a
    pair is spent after REFUSED_AFTER refusals in a row and not drawn again while spent: a few dozen
    draws each (22-37 measured), the set's 378-416 (560-612 before the round)."""
    from judgeapp.core.quiz.generator import REFUSED_AFTER
    drawn = _counting_builders(monkeypatch)
    questions = generate(QuizSettings(count=200, difficulty=3), seed=seed)
    assert len(questions) == 200
    for action in (ActionKind.CONSPIRACY, ActionKind.DISCARD_AS_INSTANT):
        assert drawn[QuestionKind.SELECT_ALL, action] <= 3 * REFUSED_AFTER, drawn
    assert sum(drawn.values()) < 550


def test_a_set_that_runs_out_of_new_questions_takes_near_duplicates_without_drawing_to_the_limit(monkeypatch):
    """Level 3 has fewer than 50 boards unlike each other for the planar die (116.2i: no card, and
    a trap on each of its conditions; the conspiracy, asked here until its level-3 boards varied,
    no longer runs out). Once every kind of question about it has drawn SPENT_AFTER times in a row
    with nothing new, the set lets near-duplicates in (never the same question twice), as it did
    only after half its attempts before (count x ATTEMPTS_PER_QUESTION / 2 = 2,000 draws; about
    420 now, 500 in all)."""
    from judgeapp.core.quiz.generator import ATTEMPTS_PER_QUESTION
    drawn = _counting_builders(monkeypatch)
    questions = generate(QuizSettings(count=50, difficulty=3, focus=("116.2i",)), seed=1)
    assert len(questions) == 50 and len({q.id for q in questions}) == 50
    assert all(q.action == ActionKind.PLANAR_DIE for q in questions)
    assert sum(drawn.values()) < 50 * ATTEMPTS_PER_QUESTION // 4


def test_a_set_on_what_is_special_asks_every_event_whatever_the_seed():
    """A set of 60 on "Is this a special action?" (116.1) holds all 48 events for every seed (the
    quiz window's seed is random): drawn at random, the last event missing could go 80 draws in a
    row without coming up and the set ended one short (45 of the 46 there were then: seeds 44, 80
    and 92 of the first 100), its
    status bar saying wrongly that only so many could be made. The events are dealt from a shuffled deck."""
    for seed in range(1, 101):
        assert len(generate(QuizSettings(count=60, difficulty=2, focus=("116.1",)), seed)) == 48, seed


def test_quenchable_fires_event_names_its_casters_upkeep_not_the_payers():
    """Quenchable Fire's delayed damage comes "at the beginning of your next upkeep step" where
    "your" is its caster's (the card's Oracle text), and the player it targets pays {U} before that
    step (116.2c). The event said "Paying {U} before your upkeep", the payer's; in every language it
    now names the caster's next upkeep (their own upkeep is not the deadline)."""
    from judgeapp.core import messages
    from judgeapp.core.cards import builtin_cards
    assert "your next upkeep" in builtin_cards().get("Quenchable Fire").oracle_text
    said = {"en": "its caster's next upkeep", "it": "prossimo mantenimento di chi l'ha lanciato",
            "ja": "それを唱えたプレイヤーの次のアップキープ", "es": "próximo mantenimiento de quien lo lanzó",
            "fr": "prochain entretien de son lanceur"}
    for lang, words in said.items():
        text = messages.render("events", "quenchable_before_trigger", {"card": "Quenchable Fire"}, lang)
        assert words in text, lang


def test_a_set_asked_for_more_questions_than_can_be_made_ends_when_nothing_new_is_left(monkeypatch):
    """"Is this a special action?" has one question per game event (116.1), 48 of them: a set of 60
    focused on it gets all 48, and ends once drawing gives nothing new even with near-duplicates
    let in, not after count x ATTEMPTS_PER_QUESTION draws (4,800 before)."""
    from judgeapp.core.quiz import generator
    drawn = []
    real_is_special = generator.is_special

    def is_special(event, *args, **kwargs):
        drawn.append(event)
        return real_is_special(event, *args, **kwargs)
    monkeypatch.setattr(generator, "is_special", is_special)
    questions = generate(QuizSettings(count=60, difficulty=2, focus=("116.1",)), seed=1)
    events = [q.prompt.params["event"]["code"] for q in questions]
    assert len(events) == len(set(events)) == len(generator.special_events()) == 48
    assert len(drawn) < 60 * generator.ATTEMPTS_PER_QUESTION // 4


def test_a_trap_on_the_planar_die_s_cost_decides_what_it_costs_not_whether_one_may_roll():
    """116.2i: the die costs as many mana as the player's earlier special-action rolls this turn.
    Level 3's rising-cost trap changes that count and nothing else, and under the exam convention
    every cost is payable: a select-all or may-do question with it was kept as if the trap decided
    its answer (the count, in the option's details, made the option look like another), though
    the player may roll either way. Such boards make "what does it cost?" questions only."""
    questions = generate(QuizSettings(count=40, difficulty=3, focus=("116.2i",)), seed=5)
    rising = [q for q in questions if q.trap == "planar_rising_cost"]
    assert rising and all(q.kind == QuestionKind.COST for q in rising)


@pytest.mark.parametrize("level", [1, 2, 3])
def test_a_spell_that_counters_a_spell_is_on_the_stack_only_above_a_spell(level):
    """A generated stack holds one spell (or one above a trigger), and it was drawn from every
    instant: Counterspell and Mana Leak ("Counter target spell") stood alone on the stack, with
    nothing they could have targeted (601.2c), a board no game makes. They stay in hands."""
    db = builtin_cards()
    questions = generate(QuizSettings(count=300, difficulty=level), seed=40 + level)
    stacked = 0
    for q in questions:
        if q.state is None:
            continue
        for below, item in enumerate(q.state.stack):
            if item.kind == "spell" and item.card in db and not item.face_down:    # (a face-down spell has no text)
                stacked += 1
                if "target spell" in db.get(item.card).front.oracle_text:
                    assert any(s.kind == "spell" for s in q.state.stack[:below]), (q.id, item.card)
    assert stacked > 50


@pytest.mark.parametrize("level", [1, 2, 3])
def test_a_delayed_effect_is_dated_as_a_game_would_make_it(level):
    """116.2c boards: Quenchable Fire (a sorcery, cast in its controller's main phase) and
    Sabertooth Cobra (its combat damage to a player) leave an effect the affected player may pay to
    stop. Every board said it was made this turn, on any player's turn, at any step: Quenchable
    Fire cast by Ben in Ana's upkeep. Now it is made this turn only in its controller's turn from
    that step on, and otherwise in their last turn (the number of turns since it began)."""
    made_from = {"Quenchable Fire": Step.PRECOMBAT_MAIN, "Sabertooth Cobra": Step.COMBAT_DAMAGE}
    order = list(Step)
    dated = 0
    for q in generate(QuizSettings(count=150, difficulty=level, focus=("116.2c",)), seed=level):
        state = q.state
        seats = [p.id for p in state.players]
        for effect in state.effects:
            if effect.source not in made_from:
                continue
            dated += 1
            if effect.created_turn == state.turn:
                assert state.active_player == effect.controller, q.id
                assert order.index(state.step) >= order.index(made_from[effect.source]), q.id
            elif state.game.two_headed_giant:
                same = state.player(state.active_player).team == state.player(effect.controller).team
                assert state.turn - effect.created_turn == (2 if same else 1), q.id
            else:
                since = (seats.index(state.active_player) - seats.index(effect.controller)) % len(seats)
                assert state.turn - effect.created_turn == (since or len(seats)), q.id
    assert dated > 40


@pytest.mark.parametrize("rule", ["116.2b", "116.2d", "116.2e", "116.2j"])
def test_level_3_asks_whether_a_teammate_s_priority_is_the_player_s_own(rule):
    """805.5: "Teams have priority, not individual players"; 805.5a: "A player may ... take a
    special action when their team has priority." So while the board names the player's
    Two-Headed Giant teammate as holding priority, the player may turn a face-down permanent face
    up, pay to ignore Leonin Arbiter, discard Circling Vultures or turn a face-down conspiracy
    face up, which they may do "any time they have priority". A level-3 trap: taken off, the same
    seats are no teams, and another player holds priority. (Circling Vultures' one "Yes" trap was
    the cleanup step, with few distinct boards: its level-3 sets were "No: they must hold
    priority" 73-82% of the time, and a conspiracy's 62-70%. A Conspiracy Draft game is
    free-for-all by default, 905.3, not only.)"""
    questions = generate(QuizSettings(count=60, difficulty=3, focus=(rule,), kinds=(QuestionKind.MAY_DO,)), seed=2)
    team = [q for q in questions if q.trap == "teammate_priority"]
    assert len(team) >= 3, rule
    for q in team:
        assert q.state.game.two_headed_giant and q.state.priority in q.state.teammates(q.player)
        assert q.answer == {"yes"}
        why = next(c for c in q.choices if c.key == "yes").why
        assert any(check.rule == "805.5a" and check.passed for check in why), q.id
        assert not q.without_trap.game.two_headed_giant and q.without_trap.priority == q.state.priority
    vultures = generate(QuizSettings(count=60, difficulty=3, focus=("116.2e",), kinds=(QuestionKind.MAY_DO,)), seed=1)
    answers = [q.answer for q in vultures]
    assert max(answers.count(a) for a in answers) <= 0.7 * len(answers)      # 73% before, at this seed
    if rule == "116.2j":
        conspiracy = generate(QuizSettings(count=60, difficulty=3, focus=(rule,), kinds=(QuestionKind.MAY_DO,)), seed=3)
        answers = [q.answer for q in conspiracy]
        assert max(answers.count(a) for a in answers) <= 0.65 * len(answers)     # 70% before, at this seed


@pytest.mark.parametrize("rule", ["116.2a", "116.2g", "116.2i", "116.2k"])
def test_level_3_asks_whether_a_teammate_s_turn_is_the_player_s_own(rule):
    """805.4: in Two-Headed Giant "each team takes turns rather than each player", so on the turn
    of the teammate the board names as active, the player may play a land (805.4c), put their
    companion into hand, roll the planar die or plot, as on their own turn. A level-3 trap: taken
    off, the same seats are no teams, and that turn is another player's."""
    questions = generate(QuizSettings(count=60, difficulty=3, focus=(rule,)), seed=5)
    team = [q for q in questions if q.trap == "teammates_turn"]
    assert len(team) >= 3, rule
    for q in team:
        assert q.state.game.two_headed_giant and q.state.active_player in q.state.teammates(q.player)
        assert not q.without_trap.game.two_headed_giant and q.without_trap.active_player == q.state.active_player
