"""116.2m Unlocking a Room door: its controller pays the locked half's mana cost (709.5e)."""

from __future__ import annotations

from .. import conditions as cond
from ..cards import DOORS
from ..context import Context
from ..reasons import Reason
from ..state import GameState
from ..verdict import ActionKind, ActionVerdict, Check, Option
from ._common import option, verdict

KIND = ActionKind.UNLOCK
RULE = KIND.rule


def evaluate(ctx: Context, pid: str) -> ActionVerdict:
    """116.2m: each locked door of a Room the player controls, for its unlock cost, at sorcery speed."""
    options = []
    timing: list[Check] = []
    for controller, obj, card in (*ctx.permanents, *ctx.phased_out) if ctx.phased_out else ctx.permanents:
        if obj.face_down is not None or not card.is_room:
            continue
        # A phased-out Room is listed too, as not legal: it is treated as though it doesn't exist (702.26b).
        phased = [cond.phased_out(obj)] if obj.id in ctx.phased_out_ids else []
        timing = timing or [cond.priority(ctx, pid, RULE), *cond.sorcery_timing(ctx, pid, RULE)]
        controls = controller == pid
        if not controls and (obj.owner or controller) != pid:
            continue
        control = Check(rule="709.5e", passed=controls,
                        code=Reason.CONTROLS_PERMANENT if controls else Reason.NOT_CONTROLLER,
                        params={"controller": controller})
        for index, door in enumerate(DOORS):
            if door in obj.unlocked:
                continue
            face = card.faces[index]
            options.append(option(ctx, KIND, pid, [*timing, *phased, control], subject=obj.id, card=face.name,
                                  cost=face.mana_cost or "{0}", detail={"door": door, "room": card.name}))
    return verdict(KIND, options, Reason.NO_LOCKED_DOOR)


def apply(ctx: Context, opt: Option, roll: str | None = None) -> GameState:
    """The door is unlocked (709.5c)."""
    _, _, obj = ctx.state.find(opt.subject_id)
    return ctx.state.replace_object(obj.model_copy(update={"unlocked": obj.unlocked + (opt.detail["door"],)}))
