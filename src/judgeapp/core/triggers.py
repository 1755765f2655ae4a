"""The triggered abilities a special action itself sets off (603.2), read from the cards' own
words: turning a permanent face up (Stratus Dancer, "When Stratus Dancer is turned face up,
counter target instant or sorcery spell"; Pine Walker; Deathmist Raptor from the graveyard,
113.6m) and unlocking a door (709.5: "When you unlock this door, …"). They are put on the stack
before the player who took the action receives priority again (117.5, 116.3), in the order found
(603.3b lets their controller order them: Up/Down on the stack). Their targets are the judge's
to set; other players' abilities and ones the text doesn't say this way are too.
"""

from __future__ import annotations

import re

from .cards import Face
from .context import Context
from .edits import fresh_id
from .state import CardObject, GameState, PlayerId, StackItem

_TRIGGER = re.compile(r"^whenever |^when ")
_FACE_UP = "is turned face up"
_ANY_OF_YOURS = ("whenever a permanent you control is turned face up", "whenever a creature you control is turned face up")


def _trigger_lines(face: Face) -> list[str]:
    """The face's lines that begin a triggered ability ("When …", "Whenever …"), reminder text dropped."""
    lines = (re.sub(r"\([^)]*\)", "", line).strip() for line in face.oracle_text.split("\n"))
    return [line for line in lines if _TRIGGER.match(line.lower())]


def _fires_on_face_up(line: str, own_name: str, is_turned: bool, turned_is_creature: bool) -> bool:
    said = line.lower()
    if _FACE_UP not in said:
        return False
    if said.startswith(_ANY_OF_YOURS[0]) or (turned_is_creature and said.startswith(_ANY_OF_YOURS[1])):
        return True
    name = own_name.lower()
    if is_turned:
        return said.startswith((f"when {name} {_FACE_UP}", f"whenever {name} {_FACE_UP}",
                                f"whenever {name} or another"))
    return turned_is_creature and f"another creature you control {_FACE_UP}" in said


def _put(state: GameState, controller: PlayerId, found: list[tuple[str, str]]) -> GameState:
    for card, text in found:
        item = StackItem(id=fresh_id(state, "stack/"), kind="ability", controller=controller, card=card, text=text)
        state = state.model_copy(update={"stack": state.stack + (item,)})
    return state


def after_face_up(ctx: Context, state: GameState, turned: CardObject, controller: PlayerId) -> GameState:
    """`state` with the abilities that trigger as `turned` (now face up) is turned face up: its
    own, those of the controller's other permanents ("another creature you control"), and those of
    cards in the controller's graveyard that return themselves from it (113.6m)."""
    found: list[tuple[str, str]] = []
    creature = ctx.face_up(turned).has_type("Creature")
    for obj in state.player(controller).battlefield:
        if obj.face_down is not None or obj.card not in ctx.db:
            continue
        face = ctx.face_up(obj)
        for line in _trigger_lines(face):
            if "from your graveyard" not in line.lower() and _fires_on_face_up(line, face.name, obj.id == turned.id,
                                                                                creature):
                found.append((obj.card, line))
    for card in state.player(controller).graveyard:
        if card.card not in ctx.db:
            continue
        face = ctx.card(card.card).front
        for line in _trigger_lines(face):
            if "from your graveyard" in line.lower() and _fires_on_face_up(line, face.name, False, creature):
                found.append((card.card, line))
    return _put(state, controller, found)


def after_unlock(ctx: Context, state: GameState, room: CardObject, door_face: int, controller: PlayerId) -> GameState:
    """`state` with the unlocked door's "When you unlock this door" abilities on the stack, and
    the Room's "When you fully unlock this Room" ones if no door is locked now (709.5)."""
    card = ctx.card(room.card)
    found = [(room.card, line) for line in _trigger_lines(card.faces[door_face])
             if line.lower().startswith("when you unlock this door")]
    if len(set(room.unlocked)) == len(card.faces):
        found += [(room.card, line) for face in card.faces for line in _trigger_lines(face)
                  if line.lower().startswith("when you fully unlock this room")]
    return _put(state, controller, found)
