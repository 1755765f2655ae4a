"""Questions from a board: each answer is computed by the engine, then checked to be the one
correct answer among distinct choices before the question is used."""

from __future__ import annotations

from typing import Any

import hashlib
import json
import random

from .. import engine, sequence
from ..cards import builtin_cards
from ..mana import generic, symbols
from ..reasons import Reason
from ..resources import resource_path
from ..verdict import ActionKind, Check, Option
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


def _question(kind: QuestionKind, draft: Draft | None, prompt: Text, choices: list[Choice], skill: str,
              level: int, **fields: Any) -> Question | None:
    keys = [c.key for c in choices]
    texts = [(c.text.section, c.text.code, json.dumps(c.text.params, sort_keys=True)) for c in choices]
    correct = [c for c in choices if c.correct]
    if len(set(keys)) != len(keys) or len(set(texts)) != len(texts) or len(choices) < 2:
        return None
    if not fields.get("multiple") and len(correct) != 1:
        return None   # a single-answer question must have exactly one correct choice
    state = draft.state() if draft else None
    qid = _id(kind.value, state.model_dump(mode="json") if state else None, prompt.model_dump(),
              [c.model_dump(mode="json") for c in choices])
    return Question(id=qid, kind=kind, skill=skill, difficulty=level, prompt=prompt, choices=tuple(choices),
                    state=state, player=draft.player if draft else None,
                    trap=draft.trap if draft else None, themes=tuple(sorted(draft.themes)) if draft else (),
                    **fields)


def target_option(draft: Draft) -> Option | None:
    """The option a question about a board is built on."""
    evaluation = engine.evaluate(draft.state(), draft.player, with_warnings=False)
    found = [o for o in evaluation.verdict(draft.action).options if o.card == draft.card or draft.card is None]
    return found[0] if found else None


# ---- the question types -------------------------------------------------------------------
def select_all(draft: Draft, level: int, rng: random.Random) -> Question | None:
    """The question "Which special actions may X take now? (select all that apply)"."""
    evaluation = engine.evaluate(draft.state(), draft.player, with_warnings=False)
    options = [o for v in evaluation.verdicts for o in v.options]
    if not options or len(options) > MAX_SELECT_ALL_CHOICES:
        return None
    choices = [Choice(key=f"o{i}", text=_label(o), correct=o.legal, why=o.checks + o.notes)
               for i, o in enumerate(options)]
    # An explicit "None of these": a select-all question always has a right answer to mark.
    choices.append(Choice(key="none", text=Text(section="quiz", code="none_of_these"),
                          correct=not any(o.legal for o in options)))
    rules = tuple(dict.fromkeys(r for o in options for r in _rules(o)))
    return _question(QuestionKind.SELECT_ALL, draft, Text(section="quiz", code="select_all",
                                                          params={"player": draft.player}),
                     choices, draft.action.rule, level, multiple=True, action=draft.action, rules=rules)


def may_do(draft: Draft, level: int, rng: random.Random) -> Question | None:
    """The question "May X do this now?", with the condition that decides it among the choices."""
    option = target_option(draft)
    if option is None or len(option.failed) > 1:
        return None   # with two failing conditions, "which one decides it" has no single answer
    # Which condition each check is about: its reason's skill (pass and fail codes share it).
    conditions = list(dict.fromkeys(c.code.skill for c in option.checks if c.code.skill))
    failing = (option.failed[0].code.skill or None) if option.failed else None
    rng.shuffle(conditions)
    shown = ([failing] if failing else []) + [c for c in conditions if c != failing][:3 - bool(failing)]
    by_condition = {c.code.skill or None: c for c in option.checks}
    choices = [Choice(key="yes", text=Text(section="quiz", code="yes_may"), correct=option.legal,
                      why=option.checks)]
    choices += [Choice(key=f"no_{cond}", text=Text(section="quiz_no", code=cond), correct=cond == failing,
                       why=(by_condition[cond],)) for cond in shown]
    rng.shuffle(choices)
    prompt = Text(section="quiz", code="may_do", params={"player": draft.player, "option": _label(option).model_dump()})
    return _question(QuestionKind.MAY_DO, draft, prompt, choices, option.rule, level, action=option.action,
                     rules=_rules(option))


def _cost_distractors(option: Option, rng: random.Random) -> list[str]:
    card = builtin_cards().get(option.card) if option.card and option.card in builtin_cards() else None
    near: list[str] = []
    if option.action == ActionKind.PLANAR_DIE:
        n = option.detail.get("previous_rolls", 0)
        near = [generic(n + 1), generic(max(n - 1, 0)), generic(n + 2)]
    elif card is not None:
        near = [c for c in (card.mana_cost, card.foretell, card.plot, card.morph, card.megamorph, card.disguise,
                            card.suspend.cost if card.suspend else None) if c]
        if option.action == ActionKind.TURN_FACE_UP:
            near.append("{3}")            # the cost to cast it face down, not to turn it up
        if option.action == ActionKind.FORETELL:
            near += ["{2}", "{1}", "{0}"]
    near += ["{0}", "{1}", "{2}", "{3}"]
    wanted = [c for c in dict.fromkeys(near) if c != option.cost and (symbols(c) or c == "{0}")]
    return wanted[:3] if len(wanted) >= 3 else wanted


def cost(draft: Draft, level: int, rng: random.Random) -> Question | None:
    """The question "What does X pay to do this?"."""
    option = target_option(draft)
    if option is None or not option.cost or not option.legal:
        return None   # the price of an action that can't be taken now has no one answer
    distractors = _cost_distractors(option, rng)
    choices = [Choice(key="c0", text=Text(code=option.cost), correct=True, why=option.notes)]
    choices += [Choice(key=f"c{i + 1}", text=Text(code=d), correct=False) for i, d in enumerate(distractors)]
    rng.shuffle(choices)
    choices = [c.model_copy(update={"key": f"c{i}"}) for i, c in enumerate(choices)]
    prompt = Text(section="quiz", code="cost", params={"player": draft.player, "option": _label(option).model_dump()})
    return _question(QuestionKind.COST, draft, prompt, choices, option.rule, level, action=option.action,
                     rules=_rules(option))


def priority_after(draft: Draft, level: int, rng: random.Random) -> Question | None:
    """The question "Who holds priority after X does this?" (116.3)."""
    state = draft.state()
    legal = engine.evaluate(state, draft.player, with_warnings=False).legal_options
    if not legal:
        return None
    option = rng.choice(legal)
    after = engine.apply(state, option, roll="blank")
    # Two times in three the player then passes: the answer is then not the player the question
    # names (116.3, then 117.3d), so reading the prompt alone does not answer it.
    passes = rng.random() < 2 / 3
    if passes:
        after = sequence.pass_priority(after)
    answer = after.priority
    code, rule = (Reason.PRIORITY_AFTER_PASS, "117.3d") if passes else (Reason.PRIORITY_AFTER_SPECIAL_ACTION, "116.3")
    choices = [Choice(key=pid, text=Text(code=pid), correct=pid == answer,
                      why=(Check(rule=rule, passed=pid == answer, code=code, params={"player": option.player}),))
               for pid in state.player_ids()]
    choices.append(Choice(key="nobody", text=Text(section="quiz", code="nobody"), correct=answer is None))
    prompt = Text(section="quiz", code="priority_after_pass" if passes else "priority_after",
                  params={"player": draft.player, "option": _label(option).model_dump()})
    rules = ("116.3", "117.3d", option.rule) if passes else ("116.3", option.rule)
    return _question(QuestionKind.PRIORITY_AFTER, draft, prompt, choices, "116.3", level, action=option.action,
                     rules=rules)


def special_events() -> list[dict[str, Any]]:
    """The "is this a special action?" events (resources/quiz/special-or-not.json)."""
    events: list[dict[str, Any]] = json.loads(resource_path("quiz", "special-or-not.json").read_text(encoding="utf-8"))
    return events


def is_special(event: dict[str, Any], level: int) -> Question | None:
    """The question "Is this a special action?" for one game event."""
    special = event["kind"] in {k.value for k in ActionKind}
    why = (Check(rule=event["rule"], passed=special, code=Reason.IS_SPECIAL_ACTION if special else Reason.NOT_SPECIAL_ACTION,
                 params={"kind": event["kind"]}),)
    choices = [Choice(key="yes", text=Text(section="quiz", code="yes"), correct=special, why=why),
               Choice(key="no", text=Text(section="quiz", code="no"), correct=not special, why=why)]
    event_text = Text(section="events", code=event["id"], params={"card": event["card"]} if "card" in event else {})
    prompt = Text(section="quiz", code="is_special", params={"event": event_text.model_dump()})
    rules = tuple(dict.fromkeys(["116.1", "116.2", event["rule"]]))
    return _question(QuestionKind.IS_SPECIAL, None, prompt, choices, "116.1", level, rules=rules)


BUILDERS = {QuestionKind.SELECT_ALL: select_all, QuestionKind.MAY_DO: may_do, QuestionKind.COST: cost,
            QuestionKind.PRIORITY_AFTER: priority_after}
