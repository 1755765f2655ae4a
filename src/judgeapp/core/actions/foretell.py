"""116.2h Foretelling: pay {2} and exile a card with foretell from hand face down, any time
the player has priority during their turn, stack or not (702.143a)."""

from __future__ import annotations

from .. import conditions as cond
from ..cards import CardDef
from ..context import Context
from ..effects import EffectKind
from ..mana import reduce_generic
from ..reasons import Reason
from ..state import GameState
from ..verdict import ActionKind, ActionVerdict, Check, Option
from ._common import move, option, verdict

KIND = ActionKind.FORETELL
RULE = KIND.rule
BASE_COST = "{2}"


def _granted(ctx: Context, pid: str, card: CardDef) -> str | None:
    for effect in ctx.effects_of(EffectKind.GRANT_FORETELL):
        if ctx.applies_to(effect, pid) and cond.face_matches(effect.spec.card_filter, card.front, card):
            return effect.source_card
    return None


def evaluate(ctx: Context, pid: str) -> ActionVerdict:
    """116.2h: each card in hand with foretell (or granted it) the player may exile face down: {2}
    on their own turn (702.143a), less or on any turn where an effect says so."""
    candidates = []
    for obj in ctx.state.player(pid).hand:
        card = ctx.card(obj.card)
        granted = None if card.foretell else _granted(ctx, pid, card)
        if card.foretell or granted:
            candidates.append((obj, card, granted))
    if not candidates:
        return verdict(KIND, [], Reason.NO_FORETELL_CARD)
    first = ctx.state.turn_facts.cards_foretold.get(pid, 0) == 0
    modifiers = [e for e in ctx.effects_of(EffectKind.FORETELL_MODIFIER)
                 if ctx.applies_to(e, pid) and (first or not e.spec.first_each_turn)]
    reduction = sum(e.spec.cost_reduction for e in modifiers)
    any_turn = next((e.source_card for e in modifiers if e.spec.any_turn), None)
    cost = reduce_generic(BASE_COST, reduction)
    if any_turn and ctx.state.active_player != pid:
        turn = Check(rule=RULE, passed=True, code=Reason.FORETELL_ANY_TURN, params={"source": any_turn})
    else:
        turn = cond.own_turn(ctx, pid, RULE)
    options = []
    for obj, card, granted in candidates:
        notes = [Check(rule=RULE, passed=True, code=Reason.COST_REDUCED,
                       params={"from": BASE_COST, "to": cost, "sources": [e.source_card for e in modifiers]})
                 ] if reduction else []
        if granted:
            notes.append(Check(rule=RULE, passed=True, code=Reason.FORETELL_GRANTED, params={"source": granted}))
        options.append(option(ctx, KIND, pid, [cond.priority(ctx, pid, RULE), turn],
                              subject=obj.id, card=card.name, cost=cost, notes=tuple(notes)))
    return verdict(KIND, options, Reason.NO_FORETELL_CARD)


def apply(ctx: Context, opt: Option, roll: str | None = None) -> GameState:
    """The card goes to exile face down, foretold this turn (702.143a); the turn's foretold count goes up."""
    state = move(ctx.state, opt.subject_id, opt.player, "exile", face_down="other", foretold=True,
                 foretold_turn=ctx.state.turn)
    facts = state.turn_facts
    counts = dict(facts.cards_foretold)
    counts[opt.player] = counts.get(opt.player, 0) + 1
    return state.model_copy(update={"turn_facts": facts.model_copy(update={"cards_foretold": counts})})
