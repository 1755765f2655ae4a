"""116.2e Discarding a card whose ability says "You may discard [this card] any time you could
cast an instant" (Circling Vultures)."""

from __future__ import annotations

from .. import conditions as cond
from ..context import Context
from ..reasons import Reason
from ..state import GameState
from ..verdict import ActionKind, ActionVerdict, Option
from ._common import move, option, verdict

KIND = ActionKind.DISCARD_AS_INSTANT
RULE = KIND.rule


def evaluate(ctx: Context, pid: str) -> ActionVerdict:
    """116.2e: each card in hand that lets its owner discard it any time they could cast an instant (Circling Vultures)."""
    options = [
        option(ctx, KIND, pid, [cond.priority(ctx, pid, RULE)], subject=obj.id, card=obj.card)
        for obj in ctx.state.player(pid).hand
        if ctx.card(obj.card).discard_as_instant
    ]
    return verdict(KIND, options, Reason.NO_DISCARD_CARD)


def apply(ctx: Context, opt: Option, roll: str | None = None) -> GameState:
    """The card goes from hand to its owner's graveyard."""
    _, _, obj = ctx.state.find(opt.subject_id)
    return move(ctx.state, opt.subject_id, obj.owner or opt.player, "graveyard")
