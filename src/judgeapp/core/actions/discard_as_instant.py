"""116.2e Discarding a card whose ability says "You may discard [this card] any time you could
cast an instant" (Circling Vultures)."""

from __future__ import annotations

from .. import conditions as cond
from ..context import Context
from ..effects import EffectKind
from ..reasons import Reason
from ..state import GameState
from ..verdict import ActionKind, ActionVerdict, Check, Option
from ._common import move, option, verdict

KIND = ActionKind.DISCARD_AS_INSTANT
RULE = KIND.rule


def evaluate(ctx: Context, pid: str) -> ActionVerdict:
    """116.2e: each card in hand that lets its owner discard it any time they could cast an instant
    (Circling Vultures). An effect that limits their casting (Teferi, Time Raveler; Silence) is
    noted: it doesn't limit this (304.5)."""
    cards = [obj for obj in ctx.state.player(pid).hand if ctx.card(obj.card).discard_as_instant]
    if not cards:
        return verdict(KIND, [], Reason.NO_DISCARD_CARD)
    limits = tuple(Check(rule="304.5", passed=True, code=Reason.CASTING_LIMIT_NOT_INSTANT_TIMING,
                         params={"source": effect.source_card})
                   for kind in (EffectKind.SORCERY_TIMING_ONLY, EffectKind.CANT_CAST_SPELLS)
                   for effect in ctx.effects_of(kind) if ctx.applies_to(effect, pid))
    options = [option(ctx, KIND, pid, [cond.priority(ctx, pid, RULE)], subject=obj.id, card=obj.card, notes=limits)
               for obj in cards]
    return verdict(KIND, options, Reason.NO_DISCARD_CARD)


def apply(ctx: Context, opt: Option, roll: str | None = None) -> GameState:
    """The card goes from hand to its owner's graveyard."""
    _, _, obj = ctx.state.find(opt.subject_id)
    return move(ctx.state, opt.subject_id, obj.owner or opt.player, "graveyard")
