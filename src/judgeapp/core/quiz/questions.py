"""Questions from a board: each answer is computed by the engine, then checked to be the one
correct answer among distinct choices before the question is used."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import hashlib
import json
import random

from .. import cost_parts, engine, sequence
from ..actions import face_up
from ..cards import builtin_cards
from ..mana import generic, symbols
from ..reasons import Reason
from ..resources import resource_path
from ..verdict import ActionKind, ActionVerdict, Check, Evaluation, Option, frozen_params
from ..state import GameState
from . import misconceptions
from .boards import Draft
from .model import Choice, Question, QuestionKind, Text

MAX_SELECT_ALL_CHOICES = 8


def _label(option: Option) -> Text:
    return Text(section="options", code=option.action.value, params={"card": option.card or "", **option.detail})


def _rules(option: Option) -> tuple[str, ...]:
    return tuple(dict.fromkeys([option.rule, *(c.rule for c in option.checks), *(c.rule for c in option.notes)]))


def _id(*parts: object) -> str:
    raw = json.dumps(parts, sort_keys=True, default=str)
    return hashlib.sha1(raw.encode("utf-8")).hexdigest()[:12]


def question_id(question: Question) -> str:
    """A question's id: a checksum of its kind, board, prompt and choices (the progress log keeps
    it; the same question always has the same id)."""
    state = question.state
    return _id(question.kind.value, state.model_dump(mode="json") if state else None, question.prompt.model_dump(),
               [c.model_dump(mode="json") for c in question.choices])


def _question(kind: QuestionKind, draft: Draft | None, prompt: Text, choices: list[Choice], skill: str,
              level: int, with_id: bool = True, **fields: Any) -> Question | None:
    """The question, or None if its choices can't make one; with_id=False leaves its id empty, for
    the generator to work out only if it keeps the question (question_id: most drawn are not)."""
    keys = [c.key for c in choices]
    texts = [(c.text.section, c.text.code, frozen_params(c.text.params)) for c in choices]   # (what JSON tells apart)
    correct = [c for c in choices if c.correct]
    if len(set(keys)) != len(keys) or len(set(texts)) != len(texts) or len(choices) < 2:
        return None
    if not fields.get("multiple") and len(correct) != 1:
        return None   # a single-answer question must have exactly one correct choice
    question = Question(id="", kind=kind, skill=skill, difficulty=level, prompt=prompt, choices=tuple(choices),
                        state=draft.state() if draft else None, player=draft.player if draft else None,
                        trap=fields.pop("trap", draft.trap if draft else None),
                        themes=tuple(sorted(draft.themes)) if draft else (), **fields)
    return replace(question, id=question_id(question)) if with_id else question


def verdicts_on(draft: Draft, player: str, action: ActionKind | None = None) -> Evaluation | ActionVerdict:
    """The engine's verdicts on a finished draft's board for one player: every action's
    (`engine.evaluate`, without the board's warnings) or one action's (`engine.evaluate_action`),
    worked out once per board: a question reads them, and at level 3 the generator reads them
    again to tell whether the trap decides the answer."""
    key = (action, player)
    found: Evaluation | ActionVerdict | None = draft.evaluated.get(key)
    if found is None:
        state = draft.state()
        found = draft.evaluated[key] = engine.evaluate(state, player, with_warnings=False) if action is None \
            else engine.evaluate_action(state, action, player)
    return found


def _evaluation(draft: Draft, player: str) -> Evaluation:
    found = verdicts_on(draft, player)
    assert isinstance(found, Evaluation)
    return found


def _action_verdict(draft: Draft, action: ActionKind, player: str) -> ActionVerdict:
    found = verdicts_on(draft, player, action)
    assert isinstance(found, ActionVerdict)
    return found


def target_option(draft: Draft) -> Option | None:
    """The option a question about a board is built on."""
    verdict = _action_verdict(draft, draft.action, draft.player)
    found = [o for o in verdict.options if o.card == draft.card or draft.card is None]
    return found[0] if found else None


def _none_of_these(options: list[Option]) -> Choice:
    """A select-all question's "None of these": right when no option may be taken (it says so, as
    each action's choice says what stops it); when wrong, it says which cards may be used now, as
    every other wrong choice says why (a planar die roll has no card to name)."""
    text = Text(section="quiz", code="none_of_these")
    legal = [o for o in options if o.legal]
    if not legal:
        return Choice(key="none", text=text, correct=True,
                      why=(Check(rule="116.2", passed=True, code=Reason.NO_CHOICE_LEGAL),))
    cards = list(dict.fromkeys(o.card for o in legal if o.card))
    why = Check(rule="116.2", passed=False, code=Reason.SOME_CHOICE_LEGAL, params={"cards": cards}) if cards \
        else Check(rule="116.2", passed=False, code=Reason.SOME_CHOICE_LEGAL_UNNAMED)
    return Choice(key="none", text=text, correct=False, why=(why,))


# ---- the question types -------------------------------------------------------------------
def select_all(draft: Draft, level: int, rng: random.Random, with_id: bool = True) -> Question | None:
    """The question "Which special actions may X take now? (select all that apply)"."""
    evaluation = _evaluation(draft, draft.player)
    options = [o for v in evaluation.verdicts for o in v.options]
    if not options or len(options) > MAX_SELECT_ALL_CHOICES:
        return None
    choices = [Choice(key=f"o{i}", text=_label(o), correct=o.legal, why=o.checks + o.notes)
               for i, o in enumerate(options)]
    # An explicit "None of these": a select-all question always has a right answer to mark.
    choices.append(_none_of_these(options))
    rules = tuple(dict.fromkeys(r for o in options for r in _rules(o)))
    return _question(QuestionKind.SELECT_ALL, draft, Text(section="quiz", code="select_all",
                                                          params={"player": draft.player}),
                     choices, draft.action.rule, level, with_id, multiple=True, action=draft.action, rules=rules)


# The wrong reasons that would be right too where another condition decides, and are not offered
# beside it: split second is itself an effect that says players can't cast other spells (702.61a),
# so "a rule or effect prohibits casting that card" is true wherever split second stops it (601.3).
ALSO_TRUE_WHEN = {"split_second": frozenset({"cast_prohibition"})}


def may_do(draft: Draft, level: int, rng: random.Random, with_id: bool = True) -> Question | None:
    """The question "May X do this now?", with the condition that decides it among the choices,
    and a misconception from the catalogue where one tempts on this board."""
    option = target_option(draft)
    if option is None or len(option.failed) > 1:
        return None   # with two failing conditions, "which one decides it" has no single answer
    state = draft.state()
    # Which condition each check is about: its reason's skill (pass and fail codes share it).
    conditions = list(dict.fromkeys(c.code.skill for c in option.checks if c.code.skill))
    failing = (option.failed[0].code.skill or None) if option.failed else None
    also_true = ALSO_TRUE_WHEN.get(failing or "", frozenset())
    conditions = [c for c in conditions if c not in also_true]
    rng.shuffle(conditions)
    # A tempting wrong reason, in the words of a real condition (right on other boards).
    tempting = [m for m in misconceptions.applicable(option, state, "no")
                if m.choice not in conditions and m.choice not in also_true]
    # The classics (split second, 702.61b; Pithing Needle on a morph; Silence and a special action
    # that isn't casting): when they tempt, they are offered.
    classic = [m for m in tempting if m.id in ("split_second", "pithing_needle", "casting_limit_special")]
    myth = classic[0] if classic else (rng.choice(tempting) if tempting else None)
    room = 3 - bool(failing) - bool(myth)
    shown = ([failing] if failing else []) + [c for c in conditions if c != failing][:room]
    by_condition = {c.code.skill or None: c for c in option.checks}
    rebuttals = tuple(m.rebuttal(option, board=misconceptions.params(m, option, state))
                      for m in misconceptions.applicable(option, state, "yes"))
    # The verdict's notes (the rules disagreeing, split second, a cost reduced…) go with "Yes" and
    # with the right answer, as the verdict panel shows them; a rebuttal already says its rule's.
    notes = tuple(n for n in option.notes if n.rule not in {r.rule for r in rebuttals})
    yes_why = option.checks + notes + rebuttals
    choices = [Choice(key="yes", text=Text(section="quiz", code="yes_may"), correct=option.legal, why=yes_why)]
    # Why the cost can't be paid, when an effect stops a mana source (602.5), a creature can't pay {T}
    # yet (302.6), its mana is only for
    # spells or abilities (116.1) or timestamps decide a land's types (613.7): said with the cost.
    stopped = tuple(n for n in option.notes if n.code in (Reason.MANA_ABILITY_CANT_BE_ACTIVATED,
                                                          Reason.MANA_SOURCE_SUMMONING_SICK,
                                                          Reason.MANA_ONLY_FOR_SPELLS, Reason.LAND_TYPES_BY_TIMESTAMP,
                                                          Reason.COMMANDER_NOT_MARKED))

    def no_why(cond: str) -> tuple[Check, ...]:
        said = (by_condition[cond], *(stopped if cond == "pay_cost" else ()))
        return said + (tuple(n for n in notes if n not in said) if cond == failing else ())

    choices += [Choice(key=f"no_{cond}", text=Text(section="quiz_no", code=cond), correct=cond == failing,
                       why=no_why(cond)) for cond in shown]
    refuted = list(rebuttals)
    if myth is not None and myth.choice is not None:
        rebuttal = myth.rebuttal(option, passed=True, board=misconceptions.params(myth, option, state))
        choices.append(Choice(key=f"no_{myth.choice}", text=Text(section="quiz_no", code=myth.choice), correct=False,
                              why=(rebuttal,)))
        refuted.append(rebuttal)
    rules = _rules(option) + tuple(w.rule for w in refuted)     # the refuting rules are quoted too
    rng.shuffle(choices)
    prompt = Text(section="quiz", code="may_do", params={"player": draft.player, "option": _label(option).model_dump()})
    return _question(QuestionKind.MAY_DO, draft, prompt, choices, option.rule, level, with_id, action=option.action,
                     rules=tuple(dict.fromkeys(rules)))


# Where each action's cost comes from (a words entry "cost_source_<action>" says it in each language).
COST_RULES = {ActionKind.END_EFFECT: "116.2c", ActionKind.IGNORE_STATIC: "116.2d",
              ActionKind.SUSPEND: "702.62a", ActionKind.COMPANION: "116.2g", ActionKind.FORETELL: "116.2h",
              ActionKind.PLANAR_DIE: "901.9", ActionKind.PLOT: "702.170a", ActionKind.UNLOCK: "116.2m"}


def _cost_rule(option: Option) -> str:
    """The rule the option's cost comes from: for turning face up, that of its way (morph 702.37e,
    disguise 702.168d, a manifested card's mana cost 701.40b, a cloaked one's 701.58b)."""
    if option.action == ActionKind.TURN_FACE_UP:
        return face_up.method_rule(option.detail.get("method", ""), option.detail.get("how", ""))
    return COST_RULES.get(option.action, option.rule)


def _wrong(cost_text: str, reason: str, option: Option) -> Check:
    return Check(rule=_cost_rule(option), passed=False, code=Reason.NOT_THE_ACTION_COST,
                 params={"cost": cost_text, "wrong_cost": f"wrong_cost_{reason}"})


# Non-mana cost parts a candidate might misremember for one another (Volrath's Curse and Damping
# Engine both ask to sacrifice a permanent): with only mana near misses beside it, a cost such as
# "Sacrifice a permanent" would be the one choice that isn't mana, and give itself away.
PART_NEAR_MISSES = ("Sacrifice a permanent", "Sacrifice a creature", "Sacrifice a land", "Discard a card",
                    "Pay 2 life")


def _part_near_misses(cost: str, card: str | None) -> list[tuple[str, str]]:
    """The cost with its first non-mana part swapped for two others, chosen by the card and cost
    (the generator's own random sequence, and so every seed's questions, stay as they were)."""
    others = cost_parts.split(cost)[1]
    if not others:
        return []
    swaps = random.Random(f"{card}|{cost}").sample([p for p in PART_NEAR_MISSES if p.lower() != others[0].lower()], 2)
    pieces = cost_parts.pieces(cost)
    return [(", ".join(swap if piece == others[0] else piece for piece in pieces), "near") for swap in swaps]


def _cost_distractors(option: Option, state: GameState) -> list[tuple[str, tuple[Check, ...]]]:
    """Wrong costs, each with why it is wrong: for a cost with a non-mana part, two others of that
    kind first (so the right one doesn't stand out as the only one); then the misconceptions', the
    card's other printed costs and near misses."""
    card = builtin_cards().get(option.card) if option.card and option.card in builtin_cards() else None
    printed = {"foretell": card.foretell if card else None}
    wanted: dict[str, tuple[Check, ...]] = {c: (_wrong(c, reason, option),)
                                            for c, reason in _part_near_misses(option.cost or "", option.card)}
    wanted.update((c, (why,)) for c, why in misconceptions.wrong_costs(option, state, printed) if c not in wanted)
    near: list[tuple[str, str]] = []
    if option.action == ActionKind.PLANAR_DIE:
        n = option.detail.get("previous_rolls", 0)
        near = [(generic(n + 1), "near"), (generic(max(n - 1, 0)), "near"), (generic(n + 2), "near")]
    elif card is not None and card.is_room and option.action == ActionKind.UNLOCK:
        # A Room is cast a door at a time, for that door's cost: its combined mana cost (709.4b) is
        # paid for nothing; the other door's is the one a candidate mixes up.
        near = [(f.mana_cost, "other_door") for f in card.faces if f.mana_cost]
    elif card is not None:
        near = [(card.mana_cost, "mana_cost")] if card.mana_cost else []
        near += [(c, "other_keyword") for c in (card.foretell, card.plot, card.morph, card.megamorph, card.disguise,
                                                card.suspend.cost if card.suspend else None) if c]
        if option.action == ActionKind.FORETELL:
            near += [("{2}", "near"), ("{1}", "near"), ("{0}", "near")]
    near += [("{0}", "near"), ("{1}", "near"), ("{2}", "near"), ("{3}", "near")]
    for c, reason in near:
        if (symbols(c) or c == "{0}" or cost_parts.split(c)[1]) and c not in wanted:
            wanted[c] = (_wrong(c, reason, option),)
    wanted.pop(option.cost or "", None)
    return list(wanted.items())[:3]


def _cost_choice(cost_text: str) -> Text:
    """A cost as an answer choice: its non-mana parts in the reader's language."""
    return Text(section="quiz", code="cost_choice", params={"cost": cost_text})


def cost(draft: Draft, level: int, rng: random.Random, with_id: bool = True) -> Question | None:
    """The question "What does X pay to do this?"."""
    option = target_option(draft)
    if option is None or not option.cost or not option.legal:
        return None   # the price of an action that can't be taken now has no one answer
    distractors = _cost_distractors(option, draft.state())
    source = Check(rule=_cost_rule(option), passed=True, code=Reason.ACTION_COST,
                   params={"cost": option.cost, "cost_source": f"cost_source_{option.action.value}"})
    choices = [Choice(key="c0", text=_cost_choice(option.cost), correct=True, why=(source, *option.notes))]
    choices += [Choice(key=f"c{i + 1}", text=_cost_choice(d), correct=False, why=why)
                for i, (d, why) in enumerate(distractors)]
    rng.shuffle(choices)
    choices = [c.model_copy(update={"key": f"c{i}"}) for i, c in enumerate(choices)]
    prompt = Text(section="quiz", code="cost", params={"player": draft.player, "option": _label(option).model_dump()})
    rationale_rules = tuple(w.rule for c in choices for w in c.why)
    return _question(QuestionKind.COST, draft, prompt, choices, option.rule, level, with_id, action=option.action,
                     rules=tuple(dict.fromkeys(_rules(option) + rationale_rules)))


def priority_after(draft: Draft, level: int, rng: random.Random, with_id: bool = True) -> Question | None:
    """The question "Who holds priority after X does this?" (116.3). At level 3 its trap is the pass
    after the action (117.3d): a board whose own trap leaves nothing legal is asked with that trap
    taken off."""
    state = draft.state()
    legal = engine.evaluate(state, draft.player, with_warnings=False).legal_options
    untrap = draft.untrap
    if not legal and level == 3 and untrap is not None and not draft.exact:
        draft = draft.copy()
        untrap(draft)
        state = draft.state()
        legal = engine.evaluate(state, draft.player, with_warnings=False).legal_options
    if not legal:
        return None
    if draft.exact:
        legal = tuple(o for o in legal if o.action == draft.action and draft.card in (None, o.card))
        if not legal:
            return None
    option = rng.choice(legal)
    after = engine.apply(state, option, roll="blank")
    # Two times in three the player then passes: the answer is then not the player the question
    # names (116.3, then 117.3d), so reading the prompt alone does not answer it.
    # At level 3 the pass is the trap: always there, so the answer is never the named player.
    passes = draft.passes if draft.passes is not None else level == 3 or rng.random() < 2 / 3
    if passes:
        after = sequence.pass_priority(after)
    answer = after.priority
    # In Two-Headed Giant teams have priority (805.5): the choices are the teams, the player's team
    # receives priority again (116.3) and passes, and the next team receives it (805.5b).
    teams = state.game.two_headed_giant
    code, rule = ((Reason.PRIORITY_AFTER_TEAM_PASS, "805.5b") if teams else (Reason.PRIORITY_AFTER_PASS, "117.3d")) \
        if passes else (Reason.PRIORITY_AFTER_TEAM_SPECIAL_ACTION if teams else Reason.PRIORITY_AFTER_SPECIAL_ACTION,
                        "116.3")
    holders: dict[str, tuple[str, ...]] = {}
    for player in state.players:
        key = player.team if teams and player.team else player.id
        holders[key] = holders.get(key, ()) + (player.id,)
    def why(right: bool) -> tuple[Check, ...]:
        return (Check(rule=rule, passed=right, code=code, params={"player": option.player}),)
    choices = [Choice(key=key, text=Text(code=" & ".join(members)), correct=answer in members, why=why(answer in members))
               for key, members in holders.items()]
    # "Nobody" is wrong for the same reason: someone receives priority (116.3, 117.3d)
    choices.append(Choice(key="nobody", text=Text(section="quiz", code="nobody"), correct=answer is None,
                          why=why(False) if answer is not None else ()))
    prompt = Text(section="quiz", code=("priority_after_team_pass" if teams else "priority_after_pass") if passes
                  else "priority_after", params={"player": draft.player, "option": _label(option).model_dump()})
    rules: tuple[str, ...] = ("116.3", "117.3d", option.rule) if passes else ("116.3", option.rule)
    if teams:
        rules += ("805.5", "805.5b") if passes else ("805.5",)
    return _question(QuestionKind.PRIORITY_AFTER, draft, prompt, choices, "116.3", level, with_id,
                     action=option.action,
                     rules=rules, **({"trap": "then_passes"} if level == 3 else {}))


# Details an option carries that count what happened this turn (the planar die's earlier special-
# action rolls, which set its cost), not which option it is: a choice reads the same whatever they
# are, so a trap that changes only them (the die's rising cost) decides what it costs, not whether
# the player may roll.
_COUNTS = frozenset({"previous_rolls"})


def _which(params: dict[str, Any]) -> dict[str, Any]:
    return {key: value for key, value in params.items() if key not in _COUNTS}


def _same_choice(label: dict[str, Any], asked: dict[str, Any]) -> bool:
    """Whether an option's label (model_dump) names the option asked about, its counts aside."""
    return {**label, "params": _which(label["params"])} == {**asked, "params": _which(asked["params"])}


def answer_on(question: Question, draft: Draft) -> object:
    """What the answer to a board question would be on a finished draft's board (the same option
    asked about): used to check that a level-3 trap decides the answer."""
    player = question.player or draft.player
    if question.kind == QuestionKind.SELECT_ALL:
        evaluation = _evaluation(draft, player)
        return frozenset((o.action, o.card, json.dumps(_which(o.detail), sort_keys=True))
                         for o in evaluation.legal_options)
    asked = question.prompt.params["option"]
    same = [o for o in _action_verdict(draft, ActionKind(asked["code"]), player).options
            if _same_choice(_label(o).model_dump(), asked)]
    if not same:
        return None
    option = same[0]
    if question.kind == QuestionKind.COST:
        return option.cost if option.legal else None
    return option.legal, tuple(c.code.skill for c in option.failed)


def special_events() -> list[dict[str, Any]]:
    """The "is this a special action?" events (resources/quiz/special-or-not.json)."""
    events: list[dict[str, Any]] = json.loads(resource_path("quiz", "special-or-not.json").read_text(encoding="utf-8"))
    return events


def is_special(event: dict[str, Any], level: int, with_id: bool = True) -> Question | None:
    """The question "Is this a special action?" for one game event."""
    special = event["kind"] in {k.value for k in ActionKind}
    params = {"kind": event["kind"]} if special else {"kind": event["kind"], "why_not": f"not_special_{event['kind']}"}
    why = (Check(rule=event["rule"], passed=special, code=Reason.IS_SPECIAL_ACTION if special else Reason.NOT_SPECIAL_ACTION,
                 params=params),)
    choices = [Choice(key="yes", text=Text(section="quiz", code="yes"), correct=special, why=why),
               Choice(key="no", text=Text(section="quiz", code="no"), correct=not special, why=why)]
    event_text = Text(section="events", code=event["id"], params={"card": event["card"]} if "card" in event else {})
    prompt = Text(section="quiz", code="is_special", params={"event": event_text.model_dump()})
    rules = tuple(dict.fromkeys(["116.1", "116.2", event["rule"]]))
    return _question(QuestionKind.IS_SPECIAL, None, prompt, choices, "116.1", level, with_id, rules=rules)


BUILDERS = {QuestionKind.SELECT_ALL: select_all, QuestionKind.MAY_DO: may_do, QuestionKind.COST: cost,
            QuestionKind.PRIORITY_AFTER: priority_after}
