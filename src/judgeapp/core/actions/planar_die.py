"""116.2i Rolling the planar die in Planechase: the active player only (901.9), a main phase,
the stack empty; it costs {N} where N counts earlier special-action rolls this turn."""

from __future__ import annotations

import random

from .. import conditions as cond
from ..context import Context
from ..edits import abilities_on_stack
from ..mana import generic
from ..reasons import Reason
from ..state import GameState
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
    if result == "chaos":
        # 901.9b, 311.7: chaos ensues, and each face-up plane's chaos ability triggers, in its own
        # words, controlled by the planar controller (901.6, 113.8).
        triggered: list[tuple[str | None, str]] = [(obj.card, line) for obj in ctx.face_up_planes
                                                   for line in _chaos_abilities(ctx, obj.card)]
        items = [(state.planar_controller, card, text) for card, text in triggered or [(None, CHAOS_ABILITY)]]
    elif result == "planeswalker":
        items = [(opt.player, None, PLANESWALKING)]       # 901.8: no source, the roller's
    else:
        items = []
    return abilities_on_stack(state.model_copy(update={"turn_facts": facts}), items)


# 901.8: "the full text of this ability".
PLANESWALKING = "Whenever you roll the Planeswalker symbol on the planar die, planeswalk."
CHAOS_ABILITY = "chaos ability"     # when no face-up plane's words are known
_CHAOS = ("whenever chaos ensues", "whenever you roll {chaos}")


def _chaos_abilities(ctx: Context, plane: str) -> list[str]:
    """A plane's chaos abilities (311.7): its lines that trigger "Whenever chaos ensues", or, in
    the older wording, "Whenever you roll {CHAOS}"."""
    return [line for line in ctx.card(plane).front.oracle_text.split("\n") if line.lower().startswith(_CHAOS)]


def put_on_by_the_roll(text: str) -> bool:
    """Whether a triggered ability with these words is one the die's face itself sets off (the
    planeswalking ability, a chaos ability), not one that any roll of dice does (901.9d)."""
    return text in (PLANESWALKING, CHAOS_ABILITY) or text.lower().startswith(_CHAOS)
