"""116.2i Rolling the planar die in Planechase: the active player only (901.9), a main phase,
the stack empty; it costs {N} where N counts earlier special-action rolls this turn."""

from __future__ import annotations

import random

from .. import conditions as cond
from ..context import Context
from ..mana import generic
from ..reasons import Reason
from ..state import GameState, StackItem
from ..verdict import ActionKind, ActionVerdict, Option
from ._common import option, verdict

KIND = ActionKind.PLANAR_DIE
RULE = KIND.rule
# 901.3: six faces, one Planeswalker symbol, one chaos symbol, four blank.
FACES = ("planeswalker", "chaos", "blank", "blank", "blank", "blank")


def evaluate(ctx: Context, pid: str) -> ActionVerdict:
    """116.2i: rolling the planar die in Planechase, for {N} where N is the special-action rolls already made this turn (901.9)."""
    state = ctx.state
    if not state.game.planechase:
        return verdict(KIND, [], Reason.NOT_PLANECHASE)
    rolls = state.turn_facts.planar_die_actions.get(pid, 0)     # 901.12d: this player's own rolls
    checks = [cond.priority(ctx, pid, RULE), cond.own_turn(ctx, pid, "901.9"),
              cond.main_phase(ctx, RULE), cond.stack_empty(ctx, RULE)]
    return verdict(KIND, [option(ctx, KIND, pid, checks, cost=generic(rolls), detail={"previous_rolls": rolls})],
                   Reason.NOT_PLANECHASE)



def apply(ctx: Context, opt: Option, roll: str | None = None) -> GameState:
    """The die is rolled (or the given face is used) and the roll counts toward the next one's cost
    (901.9); chaos and planeswalker put their trigger on the stack."""
    state = ctx.state
    result = roll or opt.detail.get("roll") or random.choice(FACES)
    if result not in FACES:
        raise ValueError(f"a planar die shows planeswalker, chaos or blank, not {result!r}")
    facts = state.turn_facts.model_copy(update={
        "planar_die_actions": {**state.turn_facts.planar_die_actions,
                               opt.player: state.turn_facts.planar_die_actions.get(opt.player, 0) + 1},
        "last_planar_roll": result})
    stack = state.stack
    if result != "blank":
        # 901.9b-c: chaos ensues (the plane's chaos ability triggers, controlled as the plane is, by
        # the planar controller: 901.6, 113.8) or the planeswalking ability triggers, controlled by
        # the player who rolled (901.8).
        text = "chaos ability" if result == "chaos" else "planeswalking ability"
        plane = next((o.card for o in ctx.face_up_planes), None)
        controller = state.planar_controller if result == "chaos" else opt.player
        stack = stack + (StackItem(id=f"stack/roll{sum(facts.planar_die_actions.values())}", kind="ability",
                                   controller=controller, card=plane, text=text),)
    return state.model_copy(update={"turn_facts": facts, "stack": stack})
