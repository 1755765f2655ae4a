"""What casting a spell sets off (603.2), read from the permanents' own words, put on the stack
above the spell before its caster receives priority (117.5), each under its controller, in APNAP
order (603.3b):

- the caster's "Whenever you cast a spell", "… a noncreature spell" (Slickshot Show-Off; prowess,
  702.108a), "… an instant or sorcery spell";
- an opponent's "Whenever an opponent casts a spell" or "… a noncreature spell";
- anyone's "Whenever a player casts a spell" or "… a noncreature spell";
- a suspended card's "Whenever an opponent casts a spell, if [it] is suspended, remove a time
  counter from it" (Deep-Sea Kraken, 702.62a), from exile.

Only these exact beginnings: an ability that asks more of the spell ("from your hand", "with the
chosen name", "with mana value 3 or less") stays the judge's to add. An "if" clause (603.4) and what
each does stay the judge's, as for every ability on the stack.
"""

from __future__ import annotations

from typing import Any

from .cards import CardDatabase, builtin_cards
from .conditions import stack_spell_matches
from .context import Context
from .edits import fresh_id
from .effects import CardFilter
from .state import GameState, PlayerId, StackItem
from . import suspended
from .triggers import ability_faces, apnap, trigger_lines

PROWESS = "Prowess (Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn.)"   # 702.108a

_NONCREATURE = CardFilter(types_none=("Creature",))
_INSTANT_OR_SORCERY = CardFilter(types_any=("Instant", "Sorcery"))
# (beginning, whose spell: the controller's, an opponent's, anyone's; the kind of spell)
_BEGINNINGS = (
    ("whenever you cast a spell,", "you", None), ("whenever you cast a noncreature spell,", "you", _NONCREATURE),
    ("whenever you cast an instant or sorcery spell,", "you", _INSTANT_OR_SORCERY),
    ("whenever an opponent casts a spell,", "opponent", None),
    ("whenever an opponent casts a noncreature spell,", "opponent", _NONCREATURE),
    ("whenever a player casts a spell,", "anyone", None), ("whenever a player casts a noncreature spell,", "anyone", _NONCREATURE),
)


def _whose(who: str, controller: PlayerId, caster: PlayerId, state: GameState) -> bool:
    if who == "you":
        return controller == caster
    if who == "opponent":
        return caster in state.opponents(controller)
    return True


def set_off(state: GameState, item: StackItem, db: CardDatabase | None = None) -> GameState:
    """`state` (the spell `item` just put on the stack) with what casting it set off above it."""
    ctx = Context(state, db or builtin_cards())

    def of_kind(flt: CardFilter | None) -> bool:
        return flt is None or stack_spell_matches(ctx, flt, item)
    found: list[tuple[PlayerId, str, str, str | None]] = []
    for player in state.players:
        for obj in player.battlefield:
            if obj.face_down is not None or obj.card not in ctx.db or not ctx.has_abilities(obj):
                continue
            for face in ability_faces(ctx, obj):
                found += [(player.id, obj.card, line, None) for line in trigger_lines(face)
                          if any(line.lower().startswith(start) and _whose(who, player.id, item.controller, state)
                                 and of_kind(kind) for start, who, kind in _BEGINNINGS)]
                if "Prowess" in face.keywords and player.id == item.controller and of_kind(_NONCREATURE):
                    found.append((player.id, obj.card, PROWESS, None))
    found += [(owner, obj.card, text, obj.id) for owner, obj, text in suspended.on_spell_cast(state, item.controller, db)]
    order = apnap(state)
    for controller, card_name, text, source in sorted(found, key=lambda f: order.index(f[0])):
        ability = StackItem(id=fresh_id(state, "stack/"), kind="ability", controller=controller, card=card_name,
                            text=text, source=source)
        state = state.model_copy(update={"stack": state.stack + (ability,)})
    return state


def said(before: GameState, after: GameState) -> list[tuple[str, dict[str, Any]]]:
    """The abilities that went on the stack above a spell or ability as it was cast or activated
    (`after` has it on top of `before`'s stack), as the status bar says them."""
    new = [i.card for i in after.stack[len(before.stack) + 1:] if i.kind == "ability" and i.card]
    return [("triggered", {"cards": new})] if new else []
