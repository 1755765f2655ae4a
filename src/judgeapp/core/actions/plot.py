"""116.2k Plotting. 116.2k says "during their own turn while the stack is empty"; 702.170a says
"during your main phase while the stack is empty". The specific keyword rule governs, so
the main-phase condition is checked and the conflict is reported as a note."""

from __future__ import annotations

from typing import Iterator

from .. import conditions as cond
from ..cards import CardDef
from ..context import Context
from ..effects import EffectKind
from ..mana import reduce_generic
from ..reasons import Reason
from ..state import CardObject, GameState
from ..verdict import ActionKind, ActionVerdict, Check, Option
from ._common import move, option, verdict

KIND = ActionKind.PLOT
RULE = KIND.rule
CONFLICT = Check(rule=RULE, passed=True, code=Reason.PLOT_RULES_CONFLICT,
                 params={"general": "116.2k", "specific": "702.170a"})


def _candidates(ctx: Context, pid: str) -> Iterator[tuple[CardObject, CardDef, str, str, str | None]]:
    player = ctx.state.player(pid)
    for obj in player.hand:
        card = ctx.card(obj.card)
        if card.plot:
            yield obj, card, card.plot, "hand", None
    if player.library_top:
        top = player.library_top[0]
        card = ctx.card(top.card)
        for effect in ctx.effects_of(EffectKind.PLOT_FROM_LIBRARY_TOP):
            if ctx.applies_to(effect, pid) and cond.face_matches(effect.spec.card_filter, card.front, card):
                # "The top card of your library has plot. The plot cost is equal to its mana cost."
                yield top, card, card.plot or card.mana_cost or "{0}", "library_top", effect.source_card
                break


def evaluate(ctx: Context, pid: str) -> ActionVerdict:
    """116.2k: each card with plot the player may exile, on their own turn in a main phase with an empty stack."""
    options = []
    modifiers = [e for e in ctx.effects_of(EffectKind.PLOT_MODIFIER) if ctx.applies_to(e, pid)]
    for obj, card, cost, zone, permission in _candidates(ctx, pid):
        notes: tuple[Check, ...] = (CONFLICT,)
        reducing = [e for e in modifiers if not e.spec.from_zones or zone in e.spec.from_zones] if modifiers else ()
        # 118.7a: a reduction by generic mana reduces only the generic part ({R} stays {R})
        reduced = reduce_generic(cost, sum(e.spec.cost_reduction for e in reducing)) if reducing else cost
        if reduced != cost:
            notes += (Check(rule="118.7a", passed=True, code=Reason.COST_REDUCED,
                            params={"from": cost, "to": reduced, "sources": [e.source_card for e in reducing]}),)
            cost = reduced
        checks = [cond.priority(ctx, pid, RULE), cond.own_turn(ctx, pid, RULE),
                  cond.stack_empty(ctx, RULE), cond.main_phase(ctx, "702.170a")]
        if permission:
            checks.append(Check(rule="702.170f", passed=True, code=Reason.ZONE_PERMISSION,
                                params={"zone": zone, "source": permission}))
        options.append(option(ctx, KIND, pid, checks, subject=obj.id, card=card.name, cost=cost,
                              notes=notes, detail={"zone": zone}))
    return verdict(KIND, options, Reason.NO_PLOT_CARD)


def apply(ctx: Context, opt: Option, roll: str | None = None) -> GameState:
    """The card goes to exile plotted this turn (702.170)."""
    return move(ctx.state, opt.subject_id, opt.player, "exile", plotted=True, plotted_turn=ctx.state.turn)
