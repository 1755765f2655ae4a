"""The rules core's entry points: evaluate(state, player) and apply(state, option).

FAMILIES is the one table of special actions, in the order of rule 116.2.
"""

from __future__ import annotations

from random import Random

from .actions import (companion, conspiracy, discard_as_instant, end_effect, face_up, foretell,
                      ignore_static, land, planar_die, plot, suspend, unlock)
from .actions import ActionFamily
from .cards import CardDatabase, builtin_cards
from . import payment, sequence, triggers
from .context import Context
from .errors import IllegalActionError
from .state import GameState, PlayerId
from .status import status
from .verdict import ActionKind, ActionVerdict, Check, Evaluation, Option

FAMILIES: dict[ActionKind, ActionFamily] = {
    ActionKind.PLAY_LAND: land,
    ActionKind.TURN_FACE_UP: face_up,
    ActionKind.END_EFFECT: end_effect,
    ActionKind.IGNORE_STATIC: ignore_static,
    ActionKind.DISCARD_AS_INSTANT: discard_as_instant,
    ActionKind.SUSPEND: suspend,
    ActionKind.COMPANION: companion,
    ActionKind.FORETELL: foretell,
    ActionKind.PLANAR_DIE: planar_die,
    ActionKind.CONSPIRACY: conspiracy,
    ActionKind.PLOT: plot,
    ActionKind.UNLOCK: unlock,
}
_FAMILY_LIST = tuple(FAMILIES.values())
assert list(FAMILIES) == list(ActionKind), "FAMILIES must list every special action in rule order"


def evaluate(state: GameState, player: PlayerId | None = None, db: CardDatabase | None = None,
             with_warnings: bool = True, context: Context | None = None) -> Evaluation:
    """Every special action of rule 116.2 for one player (default: the priority holder, else
    the active player), each with all its concrete options and their checks. `context`: a
    Context of this state to work in instead of a new one (the app's board rows read the one
    its evaluation filled)."""
    if context is not None and context.state is not state:
        raise ValueError("the context given is another board's")
    ctx = context or Context(state, db or builtin_cards())
    pid = player or state.default_player
    state.player(pid)   # KeyError for an unknown player
    return _evaluate(ctx, pid, status(state, ctx) if with_warnings else ())


def evaluate_action(state: GameState, action: ActionKind, player: PlayerId | None = None,
                    db: CardDatabase | None = None) -> ActionVerdict:
    """One special action's verdict, the same as evaluate()'s for it, without working out the
    other eleven or the board's warnings (a quiz question asks about one action)."""
    ctx = Context(state, db or builtin_cards())
    pid = player or state.default_player
    state.player(pid)   # KeyError for an unknown player
    return FAMILIES[action].evaluate(ctx, pid)


def _evaluate(ctx: Context, pid: PlayerId, warnings: tuple[Check, ...]) -> Evaluation:
    verdicts = tuple([family.evaluate(ctx, pid) for family in _FAMILY_LIST])
    return Evaluation(player=pid, verdicts=verdicts, warnings=warnings)


def evaluate_all(state: GameState, db: CardDatabase | None = None) -> dict[PlayerId, Evaluation]:
    """evaluate() for every player, working out what they share once: the effects in force,
    the cards, and the board's warnings."""
    ctx = Context(state, db or builtin_cards())
    warnings = status(state, ctx)
    return {pid: _evaluate(ctx, pid, warnings) for pid in state.player_ids()}


def _same(a: Option, b: Option) -> bool:
    keep = ("roll", "x")
    da = {k: v for k, v in a.detail.items() if k not in keep}
    db_ = {k: v for k, v in b.detail.items() if k not in keep}
    return (a.action, a.player, a.subject, a.card, da) == (b.action, b.player, b.subject, b.card, db_)


def apply(state: GameState, option: Option, db: CardDatabase | None = None,
          roll: str | None = None, rng: Random | None = None) -> GameState:
    """Take a legal special action and return the new state. The option is re-checked against
    this state; an illegal one raises IllegalActionError naming the failed conditions.
    116.3: the player who took it receives priority afterward."""
    ctx = Context(state, db or builtin_cards())
    family = FAMILIES[option.action]
    current = next((o for o in family.evaluate(ctx, option.player).options if _same(o, option)), None)
    if current is None:
        raise IllegalActionError(option, ())
    if not current.legal:
        raise IllegalActionError(current, current.failed)
    if option.action == ActionKind.PLANAR_DIE and roll is None:
        roll = (rng or Random()).choice(planar_die.FACES)
    new_state = family.apply(ctx, current.model_copy(update={"detail": {**current.detail, **option.detail}}), roll)
    new_state = payment.pay(ctx, current, new_state)
    # 117.5: what the action set off goes on the stack before its player receives priority, and
    # what a permanent it sacrificed set off dying (603.10a).
    new_state = triggers.set_off(new_state, current, ctx.card_data, state)
    # 117.3c: a player who takes a special action receives priority; the passes so far no
    # longer count as "in succession" (117.4).
    return new_state.model_copy(update={"priority": option.player, "passed": ()})


def taken(before: GameState, after: GameState, option: Option,
          db: CardDatabase | None = None) -> list[tuple[str, dict[str, object]]]:
    """What taking an option did that the board alone doesn't tell, as catalog codes of the
    sequence section: the planar die's face (901.9a-c), the abilities it set off (603.2, 117.5)
    and the cards whose ability it may set off but asks more than the board tells, how new
    permanents entered (614.1c-d)."""
    said: list[tuple[str, dict[str, object]]] = []
    added = after.stack[len(before.stack):]
    if option.action == ActionKind.PLANAR_DIE and after.turn_facts.last_planar_roll is not None:
        said.append((f"rolled_{after.turn_facts.last_planar_roll}", {"player": option.player}))
        added = tuple(item for item in added if not planar_die.put_on_by_the_roll(item.text or ""))   # said just now
    if added:       # what the action set off (triggers.py)
        said.append(("triggered", {"cards": [item.card for item in added]}))
    return (said + sequence.targets_to_set(before, after, db) + triggers.not_read(after, option, db or builtin_cards())
            + triggers.paying_not_read(before, after, option, db or builtin_cards()) + sequence.entered(before, after, db))
