"""116.2f Suspending a card: only if its owner could begin to cast it now (601.3, 702.62a, c)."""

from __future__ import annotations

from .. import conditions as cond
from ..context import Context
from ..reasons import Reason
from ..state import MAX_COUNT, GameState
from ..verdict import ActionKind, ActionVerdict, Option
from ._common import move, option, verdict

KIND = ActionKind.SUSPEND
RULE = KIND.rule


def evaluate(ctx: Context, pid: str) -> ActionVerdict:
    """116.2f: each card with suspend in hand the player could begin to cast now (601.3)."""
    options = []
    for obj in ctx.state.player(pid).hand:
        card = ctx.card(obj.card)
        if card.suspend is None:
            continue
        checks = [cond.priority(ctx, pid, RULE), *cond.could_begin_to_cast(ctx, pid, card)]
        options.append(option(ctx, KIND, pid, checks, subject=obj.id, card=card.name, cost=card.suspend.cost,
                              detail={"time_counters": card.suspend.time_counters}))
    return verdict(KIND, options, Reason.NO_SUSPEND_CARD)


def apply(ctx: Context, opt: Option, roll: str | None = None) -> GameState:
    """The card goes to exile with its time counters (702.62a)."""
    n = opt.detail["time_counters"]
    counters = {"time": min(MAX_COUNT, int(n) if str(n).isdigit() else int(opt.detail.get("x", 0)))}
    return move(ctx.state, opt.subject_id, opt.player, "exile", counters=counters)
