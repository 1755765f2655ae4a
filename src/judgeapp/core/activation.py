"""A permanent's activated ability, played forward (602.2): it goes on the stack under its
controller, with its words and its source, and its controller receives priority (117.3c).

Its costs are paid where the board can (602.2b, 601.2g-h): {T} taps the permanent and {Q} untaps
it; a loyalty cost puts on or removes loyalty counters (606.4; a planeswalker whose counters the
board doesn't show has its printed loyalty, 306.5b); "Sacrifice <this permanent>" puts it into its
owner's graveyard; mana is paid with its controller's mana (the pool first, then sources that can
be tapped now, 118.3), life, a discard, a sacrifice or an exile from the graveyard with the first
cards that fit (payment.py). Any other part is said for the judge. Under the exam convention
(costs assumed payable) the mana and those other parts aren't paid, as for a special action.

Mana abilities aren't listed (605.1a: no target, they add mana): they don't use the stack and are
activated as a cost is paid (605.3b). What the board shows against activating it now is said, not
refused, as for Cast: the judge may know more.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from . import conditions, cost_parts, edits, payment, sequence, triggers
from .cards import CardDatabase, builtin_cards
from .context import Context
from .mana import is_mana_cost, symbols
from .oracle import plain_line
from .state import CardObject, GameState

# 602.1a: "[Cost]: [Effect.]"; a loyalty ability's cost is written in brackets ("[+1]", "[−3]").
_ACTIVATED = re.compile(r"(?P<cost>[^:\"“]+): (?P<effect>[^\"“]+)")
_LOYALTY = re.compile(r"^\[?(?P<sign>[+−-]?)(?P<n>\d+)\]?$")
_MANA_ABILITY = re.compile(r"^Add\b")
_SORCERY_ONLY = re.compile(r"\bActivate (?:this ability )?only as a sorcery\b", re.I)
_ONCE_EACH_TURN = re.compile(r"\bActivate (?:this ability )?only once each turn\b", re.I)


@dataclass(frozen=True)
class Ability:
    """One activated ability of a permanent: its whole line, its cost and its effect (602.1a)."""
    text: str
    cost: str
    effect: str

    @property
    def once_each_turn(self) -> bool:
        """Whether its words limit it to once each turn (602.5b: "Activate only once each turn")."""
        return bool(_ONCE_EACH_TURN.search(self.effect))

    @property
    def loyalty(self) -> int | None:
        """The loyalty counters its cost puts on (+) or removes (-), for a loyalty ability (606.4)."""
        match = _LOYALTY.match(self.cost.strip())
        if match is None:
            return None
        return -int(match["n"]) if match["sign"] in ("−", "-") else int(match["n"])


@dataclass(frozen=True)
class Activation:
    """The board after activating (the ability on the stack, its costs paid where the board can),
    its id there, the cost paid and what paid it (payment.paid_parts), and, as sequence messages,
    the parts left to the judge and what the board shows against activating it now."""
    state: GameState
    item_id: str
    cost: str = ""
    parts: list[tuple[str, dict[str, Any]]] = field(default_factory=list)
    said: list[tuple[str, dict[str, Any]]] = field(default_factory=list)
    objection: tuple[str, dict[str, Any]] | None = None


def abilities(ctx: Context, obj: CardObject) -> list[Ability]:
    """The activated abilities a permanent has now, mana abilities aside: the face that is up, a
    Room's unlocked doors (triggers.ability_faces); none face down (708.2) or under an effect that
    takes them away (613.1f)."""
    if obj.face_down is not None:
        return []
    found = []
    for face in triggers.ability_faces(ctx, obj):
        for raw in face.oracle_text.split("\n"):
            line = plain_line(raw)
            match = _ACTIVATED.fullmatch(line)
            if match is None or match["cost"].startswith(("When", "Whenever", "At ")):
                continue
            if _MANA_ABILITY.match(match["effect"]) and "target" not in match["effect"]:
                continue            # a mana ability (605.1a)
            found.append(Ability(line, match["cost"].strip(), match["effect"].strip()))
    return found


def _is_self(part: str, names: tuple[str, ...]) -> bool:
    """Whether a cost part sacrifices the permanent itself ("Sacrifice Ghost Quarter",
    "Sacrifice this creature")."""
    rest = part.removeprefix("Sacrifice ").strip().lower()
    return part.startswith("Sacrifice ") and (rest in names or rest.startswith("this "))


def objection(ctx: Context, obj: CardObject, ability: Ability) -> tuple[str, str, dict[str, Any]] | None:
    """What the board shows against its controller activating this ability now, as (rule, the
    sequence message's code, params), or None."""
    found = ctx.where(obj.id)
    assert found is not None
    pid = found[0].id
    card = ctx.card(obj.card)
    if not conditions.priority(ctx, pid, "117.1b").passed:
        return "117.1b", "why_no_priority", {}
    spells = conditions.split_second_spells(ctx)
    if spells:
        return "702.61a", "why_split_second", {"card": spells[0]}
    stoppers = conditions.abilities_stopped_by(ctx, pid, obj, card, ctx.face_up(obj), mana_abilities=False)
    if stoppers:
        return "602.5", "why_stopped", {"source": stoppers[0], "card": obj.card}
    state = ctx.state
    if ability.loyalty is not None or _SORCERY_ONLY.search(ability.effect):
        if conditions.sorcery_timing_missing(state, pid):
            return ("606.3" if ability.loyalty is not None else "602.5d"), "why_sorcery", {}
    if ability.loyalty is not None and any(a.loyalty is not None and a.text in obj.activated_this_turn
                                           for a in abilities(ctx, obj)):
        return "606.3", "why_loyalty_once", {"card": obj.card}
    if ability.once_each_turn and ability.text in obj.activated_this_turn:
        return "602.5b", "why_once_each_turn", {"card": obj.card}
    if ability.loyalty is not None and ability.loyalty < 0 and _loyalty(ctx, obj) < -ability.loyalty:
        return "606.6", "why_loyalty", {"card": obj.card, "count": _loyalty(ctx, obj)}
    if "{T}" in ability.cost or "{Q}" in ability.cost:
        if "{T}" in ability.cost and obj.tapped:
            return "602.2b", "why_tapped", {"card": obj.card}
        if "{Q}" in ability.cost and not obj.tapped:
            return "602.2b", "why_untapped", {"card": obj.card}
        if obj.summoning_sick and ctx.is_creature(obj) and not ctx.face_up(obj).has_haste() and not obj.haste:
            return "302.6", "why_sick", {"card": obj.card}
    return None


def _loyalty(ctx: Context, obj: CardObject) -> int:
    """Its loyalty counters, or its printed loyalty where the board shows none (306.5b)."""
    if "loyalty" in obj.counters:
        return obj.counters["loyalty"]
    printed = ctx.face_up(obj).loyalty or ctx.card(obj.card).loyalty or "0"
    return int(printed) if printed.isdigit() else 0


def activate(state: GameState, obj_id: str, index: int, db: CardDatabase | None = None) -> Activation:
    """The permanent's controller activates its `index`th ability (abilities()): see the module's
    docstring."""
    db = db or builtin_cards()
    ctx = Context(state, db)
    found = ctx.where(obj_id)
    if found is None or found[1] != "battlefield":
        raise sequence.SequenceError("no_such_object", "602.2", f"No permanent {obj_id} on the battlefield")
    pid, obj = found[0].id, found[2]
    ability = abilities(ctx, obj)[index]
    objected = objection(ctx, obj, ability)
    after, said, paid_cost = _pay(ctx, obj, ability, pid)
    parts = payment.paid_parts(state, after, pid)      # the permanent's own {T} and sacrifice included
    after, item_id = sequence.cast(after, db, kind="ability", card=obj.card, text=ability.text, controller=pid,
                                   source=obj_id)
    note = None if objected is None else \
        ("activate_not_legal_now", {"player": pid, "rule": objected[0], "why": (objected[1], objected[2])})
    return Activation(after, item_id, paid_cost, parts, said, note)


def _pay(ctx: Context, obj: CardObject, ability: Ability, pid: str) -> tuple[GameState, list[tuple[str, dict[str, Any]]], str]:
    """The board with the ability's costs paid where it can (see the module's docstring), what is
    left to the judge, and the cost that was paid: all of it, or all but its mana."""
    state, db, assumed = ctx.state, ctx.db, ctx.state.game.assume_costs_payable
    pieces = [p.strip().rstrip(".") for p in ability.cost.split(",")]
    mana, others, sacrificed = "", [], False
    changes: dict[str, Any] = {"activated_this_turn": (*obj.activated_this_turn, ability.text)}   # 602.5b, 606.3
    for part in pieces:
        if part in ("{T}", "{Q}"):
            changes["tapped"] = part == "{T}"
        elif is_mana_cost(part):
            mana += part
        elif ability.loyalty is not None and part == ability.cost:
            changes["counters"] = {**obj.counters, "loyalty": max(0, _loyalty(ctx, obj) + ability.loyalty)}
        elif _is_self(part, ctx.face_up(obj).own_names):
            sacrificed = True
        else:
            others.append(part)
    after = state.replace_object(obj.model_copy(update=changes))
    said: list[tuple[str, dict[str, Any]]] = []
    if mana and not assumed:
        paid = None if "X" in symbols(mana) else payment.pay_mana(Context(after, db), after, pid, mana)
        if paid is None:
            said.append(("activate_cost_x" if "X" in symbols(mana) else "activate_cost_unpayable",
                         {"player": pid, "cost": mana}))
        after = paid or after
    for part in [] if assumed else others:
        if cost_parts.read(part) is not None:
            after = payment.carry_out(Context(after, db), after, pid, part, obj.id)
        else:
            said.append(("activate_cost_part", {"text": part}))
    if sacrificed:
        after = edits.move_object(after, obj.id, obj.owner or pid, "graveyard")
    unpaid = bool(said) and said[0][0] != "activate_cost_part"
    cost = ", ".join(p for p in pieces if p in ("{T}", "{Q}") or not is_mana_cost(p)) if unpaid else ability.cost
    return after, said, cost
