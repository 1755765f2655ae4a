"""116.2g Putting a chosen companion from outside the game into hand, once per game (702.139a)."""

from __future__ import annotations

from .. import conditions as cond
from ..context import Context
from ..reasons import Reason
from ..state import GameState
from ..verdict import ActionKind, ActionVerdict, Check, Option
from ._common import move, option, verdict

KIND = ActionKind.COMPANION
RULE = KIND.rule
COST = "{3}"


def evaluate(ctx: Context, pid: str) -> ActionVerdict:
    """116.2g: putting the chosen companion into hand for {3}, once a game, at sorcery speed."""
    player = ctx.state.player(pid)
    if player.companion is None:
        return verdict(KIND, [], Reason.NO_COMPANION_CHOSEN)
    found = ctx.state.locate(player.companion)
    outside = found is not None and found[1] == "outside_game"
    checks = [
        cond.priority(ctx, pid, RULE),
        *cond.sorcery_timing(ctx, pid, RULE),
        Check(rule=RULE, passed=not player.companion_put_into_hand,
              code=Reason.COMPANION_NOT_YET_USED if not player.companion_put_into_hand else Reason.COMPANION_ALREADY_USED),
        Check(rule="702.139a", passed=outside,
              code=Reason.COMPANION_OUTSIDE_GAME if outside else Reason.COMPANION_NOT_OUTSIDE_GAME,
              params={"zone": found[1] if found else None}),
    ]
    card = found[2].card if found else None
    return verdict(KIND, [option(ctx, KIND, pid, checks, subject=player.companion, card=card, cost=COST)],
                   Reason.NO_COMPANION_CHOSEN)


def apply(ctx: Context, opt: Option, roll: str | None = None) -> GameState:
    """The companion goes from outside the game to its owner's hand; the player has used it."""
    state = move(ctx.state, opt.subject_id, opt.player, "hand")
    player = state.player(opt.player)
    return state.replace_player(player.model_copy(update={"companion_put_into_hand": True}))
