"""Edits a board editor makes: each takes a state and returns a new, re-validated state.

These decide nothing about the rules; they only describe the board differently. Every edit
re-validates, so an edit that would make an invalid state raises ValueError and the state
the caller holds is unchanged.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable
from typing import Any, Literal, TypeVar

from .cards import CardDef
from .model import Frozen
from .phasing import PERMANENT_PLACES, attached_tree, carry
from .state import ZONES, ActiveEffect, CardObject, GameState, Player, StackItem, Step


ModelT = TypeVar("ModelT", bound=Frozen)


def _validated(model: ModelT, **changes: Any) -> ModelT:
    """A copy of a model with changes, validated at that level. Nested models that are
    already validated are kept as they are (pydantic does not re-validate instances)."""
    return type(model).model_validate({**model.field_values(), **changes})


def revalidate(state: GameState) -> GameState:
    """Run the board's own checks again (types of top-level fields, ids, references)."""
    return _validated(state)


def fresh_id(state: GameState, prefix: str) -> str:
    """An object id not yet used on the board, built from a prefix."""
    used = set(state._all_ids())
    for n in itertools.count(len(used)):
        candidate = f"{prefix}{n}"
        if candidate not in used:
            return candidate
    raise AssertionError("unreachable")


# ---- objects ----------------------------------------------------------------------------
def add_card(state: GameState, pid: str, zone: str, card: str, **fields: Any) -> tuple[GameState, str]:
    """A board with a new card object in a player's zone, and the object's id."""
    if zone not in ZONES:
        raise ValueError(f"no zone {zone!r}")
    obj_id = fresh_id(state, f"{pid}/{zone}/")
    new = state.add_object(pid, zone, CardObject.model_validate({"id": obj_id, "card": card, **fields}))
    return revalidate(new), obj_id


def remove_object(state: GameState, obj_id: str) -> GameState:
    """A board without this object."""
    new, _ = state.remove_object(obj_id)
    return revalidate(new)


def update_object(state: GameState, obj_id: str, **changes: Any) -> GameState:
    """A board with one object's fields changed (validated like a loaded file)."""
    found = state.locate(obj_id)
    if found is None:
        raise KeyError(f"no object {obj_id!r}")
    return revalidate(state.replace_object(_validated(found[2], **changes)))


def move_object(state: GameState, obj_id: str, to_pid: str, to_zone: str, index: int | None = None) -> GameState:
    """Move an object to a player's zone (at index, or last). Its owner is kept. Phasing a
    permanent out (to `phased_out`) or in takes what is attached to it along (702.26g)."""
    if to_zone not in ZONES:
        raise ValueError(f"no zone {to_zone!r}")
    found = state.locate(obj_id)
    if found is None:
        raise KeyError(f"no object {obj_id!r}")
    holder, from_zone, obj = found
    owner = obj.owner or holder.id
    phasing_move = {from_zone, to_zone} == set(PERMANENT_PLACES)
    along = attached_tree(state, obj_id, from_zone) if phasing_move else []
    without, _ = state.remove_object(obj_id)
    moved = obj.model_copy(update={"owner": None if owner == to_pid else owner})
    if obj.attacking and (to_zone != "battlefield" or to_pid != holder.id):
        moved = moved.model_copy(update={"attacking": False})      # 506.4: it left, or changed control
    if obj.haste and (to_zone not in PERMANENT_PLACES or to_pid != holder.id):
        moved = moved.model_copy(update={"haste": False})          # 702.62a: "until you lose control"
    if to_zone not in PERMANENT_PLACES:
        moved = moved.model_copy(update={"tapped": False, "attached_to": None, "unlocked": ()})
    if obj.activated_this_turn and to_zone != from_zone and not phasing_move:
        # 400.7: a new object, whose abilities haven't been activated this turn (a control change
        # keeps them: 602.5b; so does phasing, 702.26d)
        moved = moved.model_copy(update={"activated_this_turn": ()})
    player = without.player(to_pid)
    objs = list(getattr(player, to_zone))
    objs.insert(len(objs) if index is None else max(0, min(index, len(objs))), moved)
    return revalidate(carry(without.replace_player(player.model_copy(update={to_zone: tuple(objs)})), along, to_zone))


# ---- turn, game, players -------------------------------------------------------------------
def set_fields(state: GameState, **changes: Any) -> GameState:
    """turn, active_player, step, priority."""
    return _validated(state, **changes)


def set_turn_facts(state: GameState, **changes: Any) -> GameState:
    """A board with the turn's counts changed (lands played, foretold, planar rolls…). A count of
    spells cast set below the spells named for that player (cast with Add…) forgets their names:
    the judge has said fewer were cast."""
    if "spells_cast" in changes and "spells_cast_names" not in changes:
        changes["spells_cast_names"] = {pid: names for pid, names in state.turn_facts.spells_cast_names.items()
                                        if changes["spells_cast"].get(pid, 0) >= len(names)}
    return _validated(state, turn_facts=_validated(state.turn_facts, **changes))


def set_game(state: GameState, **changes: Any) -> GameState:
    """A board with the game's facts changed (variants, the exam convention)."""
    return _validated(state, game=_validated(state.game, **changes))


def update_player(state: GameState, pid: str, **changes: Any) -> GameState:
    """A board with one player's fields changed (name, life, pool…). In Two-Headed Giant a life
    total is the team's (810.9): setting it sets the teammate's too."""
    state = state.replace_player(_validated(state.player(pid), **changes))
    if "life" in changes:
        for mate in state.teammates(pid):
            state = state.replace_player(_validated(state.player(mate), life=changes["life"]))
    return revalidate(state)


def add_player(state: GameState) -> GameState:
    """A board with one more player, seated last."""
    taken = set(state.player_ids())
    pid = next(chr(c) for c in range(ord("A"), ord("Z") + 1) if chr(c) not in taken)
    return revalidate(state.model_copy(update={"players": state.players + (Player(id=pid),)}))


def remove_player(state: GameState, pid: str) -> GameState:
    """The player leaves the board with everything they own, wherever it is (as 800.4a says of a
    player who leaves a multiplayer game), their spells and abilities, and effects naming them."""
    players = tuple(p.model_copy(update={zone: tuple(o for o in getattr(p, zone) if o.owner != pid) for zone in ZONES})
                    for p in state.players if p.id != pid)
    first = players[0].id if players else pid
    update = {"players": players,
              "active_player": first if state.active_player == pid else state.active_player,
              "priority": None if state.priority == pid else state.priority,
              "stack": tuple(s for s in state.stack if s.controller != pid),
              "effects": tuple(e for e in state.effects if pid not in (e.controller, e.affected))}
    return revalidate(state.model_copy(update=update))


# ---- stack and effects ----------------------------------------------------------------------
def add_stack_item(state: GameState, **fields: Any) -> tuple[GameState, str]:
    """A board with a new object on top of the stack, and its id."""
    item_id = fresh_id(state, "stack/")
    item = StackItem.model_validate({"id": item_id, **fields})
    return revalidate(state.model_copy(update={"stack": state.stack + (item,)})), item_id


def abilities_on_stack(state: GameState, abilities: Iterable[tuple[str, str | None, str]]) -> GameState:
    """A board with triggered abilities the rules core itself found put on the stack in the order
    given, each (controller, source card or None, its words), ids fresh (no re-validation: the
    core builds them whole)."""
    for controller, card, text in abilities:
        item = StackItem(id=fresh_id(state, "stack/"), kind="ability", controller=controller, card=card, text=text)
        state = state.model_copy(update={"stack": state.stack + (item,)})
    return state


def update_stack_item(state: GameState, item_id: str, **changes: Any) -> GameState:
    """A board with one stack object's fields changed."""
    stack = tuple(_validated(s, **changes) if s.id == item_id else s for s in state.stack)
    return revalidate(state.model_copy(update={"stack": stack}))


def move_stack_item(state: GameState, item_id: str, new_index: int) -> GameState:
    """A board with a stack object moved to another position (0 is the bottom)."""
    items = [s for s in state.stack if s.id != item_id]
    moving = next(s for s in state.stack if s.id == item_id)
    items.insert(max(0, min(new_index, len(items))), moving)
    return revalidate(state.model_copy(update={"stack": tuple(items)}))


def remove_stack_item(state: GameState, item_id: str) -> GameState:
    """A board without this stack object."""
    return revalidate(state.model_copy(update={"stack": tuple(s for s in state.stack if s.id != item_id)}))


def add_effect(state: GameState, **fields: Any) -> tuple[GameState, str]:
    """A board with a new active effect, and its id."""
    effect_id = fresh_id(state, "effect/")
    effect = ActiveEffect.model_validate({"id": effect_id, **fields})
    return revalidate(state.model_copy(update={"effects": state.effects + (effect,)})), effect_id


def replace_effect(state: GameState, effect_id: str, **fields: Any) -> GameState:
    """A board with an active effect's fields replaced."""
    effects = tuple(ActiveEffect.model_validate({"id": effect_id, **fields}) if e.id == effect_id else e for e in state.effects)
    return revalidate(state.model_copy(update={"effects": effects}))


def remove_effect(state: GameState, effect_id: str) -> GameState:
    """A board without this active effect."""
    return revalidate(state.model_copy(update={"effects": tuple(e for e in state.effects if e.id != effect_id)}))


def add_custom_card(state: GameState, card: CardDef) -> GameState:
    """A board that defines a custom card (its keyword costs read from its Oracle text)."""
    kept = tuple(c for c in state.custom_cards if c.name != card.name)
    return revalidate(state.model_copy(update={"custom_cards": kept + (card,)}))


def new_board(names: tuple[str, ...] = ("", ""), two_headed_giant: bool = False, planechase: bool = False,
              conspiracy_draft: bool = False, assume_costs_payable: bool = False, active: int = 0, step: Step = Step.PRECOMBAT_MAIN,
              priority: int | None | Literal["active"] = "active", turn: int = 1) -> GameState:
    """An empty board: players A, B, C… in seating order (with names where given), variants,
    whose turn, which step and who has priority. By default the active player receives
    priority (117.3a), or nobody in the untap and cleanup steps (502.4, 514.3). Two-Headed Giant
    seats two teams of two, teammates side by side (810.1)."""
    count = 4 if two_headed_giant else len(names)
    names = tuple(names) + ("",) * (count - len(names))
    ids = [chr(ord("A") + i) for i in range(count)]
    players = [{"id": pid, "name": names[i] or pid, "team": f"T{i // 2 + 1}" if two_headed_giant else None}
               for i, pid in enumerate(ids)]
    active_id = ids[min(active, count - 1)]
    if priority == "active":
        holder = None if step in (Step.UNTAP, Step.CLEANUP) else active_id
    else:
        holder = ids[priority] if priority is not None and priority < count else None
    return GameState.model_validate({
        "players": players, "active_player": active_id, "step": step, "priority": holder, "turn": turn,
        "game": {"planechase": planechase, "conspiracy_draft": conspiracy_draft,
                 "assume_costs_payable": assume_costs_payable, "two_headed_giant": two_headed_giant}})
