"""What casting a spell sets off (603.2), read from the sources' own words, put on the stack
above the spell before its caster receives priority (117.5), each under its controller, in APNAP
order (603.3b). The sources are the permanents, the face-up conspiracies in the command zone
(315.5: their triggered abilities may trigger there), and a suspended card in exile:

- "Whenever you cast", "Whenever an opponent casts" and "Whenever a player casts" (the
  caster's, an opponent's, anyone's), followed by "a spell", "a noncreature spell" (Slickshot
  Show-Off; prowess, 702.108a), "a creature spell", "an instant or sorcery spell", "an artifact
  spell", "an enchantment spell", "a planeswalker spell" or a color's ("a red spell": Dragon's
  Claw);
- each of those "from your hand" or "from their hand" (Cryptic Pursuit), when the board knows
  where the spell was cast from, and "with the chosen name" (Double Stroke, 702.106d), against
  the names the source has recorded;
- a suspended card's "Whenever an opponent casts a spell, if [it] is suspended, remove a time
  counter from it" (Deep-Sea Kraken, 702.62a), from exile.

An ability that asks more of the spell ("your second spell each turn", "with mana value 3 or
less") isn't put on the stack: `not_read` names its card, for the judge to decide. An "if"
clause (603.4) and what each ability does stay the judge's, as for every ability on the stack.
"""

from __future__ import annotations

from typing import Any

from .patterns import lazy
from .cards import CardDatabase, builtin_cards
from .conditions import stack_spell_matches
from .context import Context
from .edits import fresh_id
from .effects import CardFilter
from .mana import COLOR_WORDS
from .state import CardObject, GameState, PlayerId, StackItem
from . import suspended
from .triggers import ability_faces, apnap, condition, trigger_lines

PROWESS = "Prowess (Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn.)"   # 702.108a

# Whose spell: the source's controller's, an opponent's, anyone's; "from …hand" in each one's words.
_WHO = (("you cast", "you", " from your hand"), ("an opponent casts", "opponent", " from their hand"),
        ("a player casts", "anyone", " from their hand"))
_NONCREATURE = CardFilter(types_none=("Creature",))
_CHOSEN_NAME = CardFilter(chosen_name=True)
_KINDS = (("a spell", None), ("a noncreature spell", _NONCREATURE),
          ("a creature spell", CardFilter(types_any=("Creature",))),
          ("an instant or sorcery spell", CardFilter(types_any=("Instant", "Sorcery"))),
          ("an artifact spell", CardFilter(types_any=("Artifact",))),
          ("an enchantment spell", CardFilter(types_any=("Enchantment",))),
          ("a planeswalker spell", CardFilter(types_any=("Planeswalker",))),
          *((f"a {word} spell", CardFilter(colors_any=(letter,))) for word, letter in COLOR_WORDS.items()))
# (beginning, whose spell, the kind of spell, what more it asks: None, "hand", "chosen_name")
_BEGINNINGS = tuple((f"whenever {subject} {kind}{more},", who, kind_filter, asks)
                    for subject, who, from_hand in _WHO for kind, kind_filter in _KINDS
                    for more, asks in (("", None), (from_hand, "hand"), (" with the chosen name", "chosen_name")))
# Any ability that triggers on a spell being cast, by whose: what `not_read` looks for.
_ON_A_CAST = lazy(r"^whenever (you cast|an opponent casts|a player casts|another player casts)\b")
_ON_A_CAST_WHO = {"you cast": "you", "an opponent casts": "opponent", "a player casts": "anyone",
                  "another player casts": "other"}


def _whose(who: str, controller: PlayerId, caster: PlayerId, state: GameState) -> bool:
    if who == "you":
        return controller == caster
    if who == "opponent":
        return caster in state.opponents(controller)
    if who == "other":
        return caster != controller
    return True


def _sources(ctx: Context) -> list[tuple[PlayerId, CardObject]]:
    """(controller, object) for each object whose triggered abilities can trigger now: the face-up
    permanents that have their abilities, and the face-up conspiracies in the command zone, which
    their owner controls (315.5, 315.6)."""
    found = []
    for player in ctx.state.players:
        found += [(player.id, obj) for obj in player.battlefield
                  if obj.face_down is None and obj.card in ctx.db and ctx.has_abilities(obj)]
    return found + list(ctx.face_up_conspiracies)


def _read(state: GameState, item: StackItem, db: CardDatabase | None,
          cast_from: str | None) -> tuple[list[tuple[PlayerId, str, str]], list[str]]:
    """What casting `item` (on top of `state`'s stack) sets off, as (controller, card, ability), and
    the cards with an ability on a spell being cast that may apply but asks what isn't read."""
    ctx = Context(state, db or builtin_cards())
    set_off: list[tuple[PlayerId, str, str]] = []
    unread: list[str] = []
    for controller, obj in _sources(ctx):
        for face in ability_faces(ctx, obj):
            for line in trigger_lines(face):
                said = condition(line)
                beginning = next((b for b in _BEGINNINGS if said.startswith(b[0])), None)
                if beginning is not None:
                    _start, who, kind, asks = beginning
                    if not _whose(who, controller, item.controller, state) or \
                            (kind is not None and not stack_spell_matches(ctx, kind, item)):
                        continue      # someone else's spell, or another kind: it doesn't trigger
                    if (asks == "hand" and cast_from is None) or (asks == "chosen_name" and not obj.chosen_names):
                        unread.append(obj.card)      # where it was cast from, or the name, isn't on the board
                    elif (asks != "hand" or cast_from == "hand") and \
                            (asks != "chosen_name" or stack_spell_matches(ctx, _CHOSEN_NAME, item, obj.chosen_names)):
                        set_off.append((controller, obj.card, line))
                elif (match := _ON_A_CAST.match(said)) and _whose(_ON_A_CAST_WHO[match.group(1)], controller,
                                                                  item.controller, state):
                    unread.append(obj.card)
            if "Prowess" in face.keywords and controller == item.controller and stack_spell_matches(ctx, _NONCREATURE, item):
                set_off.append((controller, obj.card, PROWESS))
    return set_off, list(dict.fromkeys(unread))


def set_off(state: GameState, item: StackItem, db: CardDatabase | None = None,
            cast_from: str | None = None) -> GameState:
    """`state` (the spell `item` just put on the stack, cast from the zone `cast_from` if the board
    knows it) with what casting it set off above it."""
    found: list[tuple[PlayerId, str, str, str | None]] = [
        (controller, card, text, None) for controller, card, text in _read(state, item, db, cast_from)[0]]
    found += [(owner, obj.card, text, obj.id) for owner, obj, text in suspended.on_spell_cast(state, item.controller, db)]
    order = apnap(state)
    for controller, card_name, text, source in sorted(found, key=lambda f: order.index(f[0])):
        ability = StackItem(id=fresh_id(state, "stack/"), kind="ability", controller=controller, card=card_name,
                            text=text, source=source)
        state = state.model_copy(update={"stack": state.stack + (ability,)})
    return state


def not_read(after: GameState, item_id: str, db: CardDatabase | None = None,
             cast_from: str | None = None) -> list[tuple[str, dict[str, Any]]]:
    """The cards with an ability that triggers on a spell being cast and may apply to the spell
    `item_id` (just cast), but that asks of the spell more than the board tells ("your second
    spell each turn", "with mana value 3 or less", where it was cast from when that isn't known):
    not put on the stack, so the status bar names them, for the judge (603.2)."""
    index = next(i for i, stack_item in enumerate(after.stack) if stack_item.id == item_id)
    item = after.stack[index]
    if item.kind != "spell" or item.copy:       # an ability, or a copy, which isn't cast (707.10)
        return []
    cards = _read(after.model_copy(update={"stack": after.stack[:index + 1]}), item, db, cast_from)[1]
    return [("cast_trigger_not_read", {"cards": cards})] if cards else []


def said(before: GameState, after: GameState) -> list[tuple[str, dict[str, Any]]]:
    """The abilities that went on the stack above a spell or ability as it was cast or activated
    (`after` has it on top of `before`'s stack), as the status bar says them."""
    new = [i.card for i in after.stack[len(before.stack) + 1:] if i.kind == "ability" and i.card]
    return [("triggered", {"cards": new})] if new else []
