"""116.2j Turning a face-down conspiracy in the command zone face up (Conspiracy Draft,
702.106c, 905.4a). Its controller is its owner (905.5)."""

from __future__ import annotations

from .. import conditions as cond
from ..context import Context
from ..reasons import Reason
from ..state import GameState
from ..verdict import ActionKind, ActionVerdict, Option
from ._common import option, verdict

KIND = ActionKind.CONSPIRACY
RULE = KIND.rule


def evaluate(ctx: Context, pid: str) -> ActionVerdict:
    """116.2j: each face-down conspiracy (hidden or double agenda) the player may turn face up."""
    if not ctx.state.game.conspiracy_draft:
        return verdict(KIND, [], Reason.NOT_CONSPIRACY_DRAFT)
    options = [
        option(ctx, KIND, pid, [cond.priority(ctx, pid, RULE)], subject=obj.id, card=obj.card,
               detail={"chosen_names": list(obj.chosen_names)})
        for obj in ctx.state.player(pid).command
        if obj.face_down is not None and ctx.card(obj.card).front.has_type("Conspiracy")
    ]
    return verdict(KIND, options, Reason.NO_FACE_DOWN_CONSPIRACY)


def apply(ctx: Context, opt: Option, roll: str | None = None) -> GameState:
    """The conspiracy in the command zone is turned face up."""
    _, _, obj = ctx.state.find(opt.subject_id)
    return ctx.state.replace_object(obj.model_copy(update={"face_down": None}))
