"""Suspend played forward: its two triggered abilities, which work in exile (702.62a).

A card suspended with the special action (116.2f) loses a time counter at the beginning of each
of its owner's upkeeps (and, for Deep-Sea Kraken, whenever an opponent casts a spell), and when
the last one is removed its owner casts it without paying its mana cost, if able. On the board these are abilities on the stack that name the exiled card
(`StackItem.source`); sequence.resolve_top carries them out.
"""

from __future__ import annotations

from typing import Any

from .patterns import lazy
from .cards import CardDatabase, builtin_cards
from .conditions import cast_prohibitions
from .context import Context
from .edits import fresh_id
from .state import CardObject, GameState, PlayerId, StackItem
from .verdict import Check

# The two triggered abilities of 702.62a, in its words.
UPKEEP_TEXT = "At the beginning of your upkeep, if this card is suspended, remove a time counter from it."
CAST_TEXT = ("When the last time counter is removed from this card, if it's exiled, you may play it without paying "
             "its mana cost if able. If you don't, it remains exiled. If you cast a creature spell this way, it "
             "gains haste until you lose control of the spell or the permanent it becomes.")


# A third way a time counter comes off, in a card's own words (Deep-Sea Kraken).
_ON_OPPONENTS_SPELL = lazy(r"Whenever an opponent casts a spell, if (?:this card|.+) is suspended, "
                                 r"remove a time counter from it\.")
# And a fourth, an activated ability of the suspended card itself (Greater Gargadon: "Sacrifice an
# artifact, creature, or land: Remove a time counter from Greater Gargadon. Activate this ability
# only if Greater Gargadon is suspended.").
_ACTIVATED = lazy(r"[^:]+: Remove a time counter from (?P<name>[^.]+)\. Activate (?:this ability )?only if "
                        r"(?P=name) is suspended\.")


def removes_a_counter(text: str | None) -> bool:
    """Whether an ability with a source removes a time counter from it as it resolves."""
    return text == UPKEEP_TEXT or (text is not None and (_ON_OPPONENTS_SPELL.fullmatch(text) is not None
                                                         or _ACTIVATED.fullmatch(text) is not None))


def is_suspended(obj: CardObject, zone: str) -> bool:
    """702.62b: in exile, with a time counter (face up, neither foretold nor plotted). Its suspend
    is taken as given: a card exiled with time counters by an effect (Jhoira of the Ghitu, Delay)
    gains suspend if it has none."""
    return zone == "exile" and obj.counters.get("time", 0) > 0 and obj.face_down is None \
        and not obj.foretold and not obj.plotted


def _ability(state: GameState, controller: PlayerId, obj: CardObject, text: str) -> StackItem:
    return StackItem(id=fresh_id(state, "stack/"), kind="ability", controller=controller, card=obj.card,
                     text=text, source=obj.id)


def in_upkeep(state: GameState) -> list[tuple[PlayerId, CardObject]]:
    """As the upkeep begins: (owner, card) for each card suspended by a player whose upkeep it is
    (the active player, or each of the active team, 805.4d); its first ability triggers (503.1a)."""
    return [(obj.owner or player.id, obj) for player in state.players for obj in player.exile
            if state.on_active_team(obj.owner or player.id) and is_suspended(obj, "exile")]


def on_spell_cast(state: GameState, caster: PlayerId, db: CardDatabase | None = None) -> list[tuple[PlayerId, CardObject, str]]:
    """A spell was cast: (owner, card, ability) for each suspended card of the caster's opponents
    whose text says "Whenever an opponent casts a spell, if [it] is suspended, remove a time counter
    from it" (Deep-Sea Kraken); cast_triggers puts them on the stack (603.2, 117.5)."""
    if not any(p.exile for p in state.players):
        return []
    opponents = state.opponents(caster)
    cards = (db or builtin_cards()).with_custom(state.custom_cards)
    found = []
    for player in state.players:
        for obj in player.exile:
            owner = obj.owner or player.id
            if owner not in opponents or not is_suspended(obj, "exile") or obj.card not in cards:
                continue
            found += [(owner, obj, line.strip()) for line in cards.get(obj.card).oracle_text.split("\n")
                      if _ON_OPPONENTS_SPELL.fullmatch(line.strip())]
    return found


def remove_a_counter(state: GameState, item: StackItem) -> GameState:
    """The first ability resolves: if the card is still suspended (603.4), a time counter comes off;
    if that was the last, the second ability triggers and goes on the stack (603.2, 117.5)."""
    found = state.locate(item.source) if item.source else None
    if found is None or not is_suspended(found[2], found[1]):
        return state
    obj = found[2]
    left = obj.counters["time"] - 1
    counters = {k: v for k, v in obj.counters.items() if k != "time"} | ({"time": left} if left else {})
    state = state.replace_object(obj.model_copy(update={"counters": counters}))
    if left == 0:
        state = state.model_copy(update={"stack": state.stack + (_ability(state, item.controller, obj, CAST_TEXT),)})
    return state


def unable_to_cast(state: GameState, item: StackItem, db: CardDatabase | None = None) -> Check | None:
    """Why the second ability can't cast the card ("if able"): a prohibition, a limit or split
    second (601.3, 702.61a); its timing doesn't matter, as it is cast while the ability resolves."""
    found = state.locate(item.source) if item.source else None
    ctx = Context(state, db or builtin_cards())
    if found is None or found[2].card not in ctx.db:
        return None
    return next((c for c in cast_prohibitions(ctx, item.controller, ctx.card(found[2].card)) if not c.passed), None)


def report(before: GameState, after: GameState) -> list[tuple[str, dict[str, Any]]]:
    """What a suspend ability that resolved between two boards did, for the status bar."""
    item = before.stack[-1] if before.stack else None
    if item is None or item.kind != "ability" or item.source is None or not (
            removes_a_counter(item.text) or item.text == CAST_TEXT):
        return []
    card = {"card": item.card, "player": item.controller}
    then, now = before.locate(item.source), after.locate(item.source)
    if removes_a_counter(item.text):
        if then is None or now is None or now[2].counters == then[2].counters:
            return [("suspend_not_suspended", card)]
        left = now[2].counters.get("time", 0)
        return [("suspend_counter_removed", {**card, "left": left})] + ([("suspend_last_counter", card)] if not left else [])
    if then is None or then[1] != "exile":
        return [("suspend_not_exiled", card)]
    if now is None:             # it left exile for the stack
        return [("suspend_cast", {**card, "holder": after.priority})]
    objection = unable_to_cast(before, item)
    return [("suspend_not_cast", {**card, "rule": objection.rule if objection else "702.62a", "reason": objection or ""})]
