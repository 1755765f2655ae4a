"""The effects a resolving spell or ability leaves on the board (611.2a, 603.7a), from its card's
`creates` templates (card_effects.json, or read from Oracle text): Explore's extra land, Silence's
prohibition, Quenchable Fire's delayed damage its target may stop, a Licid's Aura-ness.

A template is left by the object whose words say it (the kind's words below: Teferi's +1 leaves
its flash permission, his -3 nothing), and only when the board tells everything it needs:
- who it affects, when it affects "that player": the player the object targets, or the controller
  of the permanent it targets (Quenchable Fire's "target player or planeswalker");
- no "If …" before it: whether Conduit of Worlds' "If you do, you can't cast additional spells"
  happened is a choice the board doesn't show;
- a Licid's ability: the Licid and the creature it targets, both on the battlefield.
Any other is named for the judge to add under Active effects, never guessed.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .patterns import lazy
from .cards import BECOMES_AURA
from .context import Context
from .effects import EffectKind, EffectSpec
from .oracle import plain_line
from .state import GameState, PlayerId, StackItem

# What an object's words say when they leave an effect of each kind. A kind not here is left by
# no resolution (the statics: Exploration's land plays are its permanent's, not left behind).
KIND_WORDS: dict[EffectKind, tuple[str, ...]] = {
    EffectKind.EXTRA_LAND_PLAYS: ("additional land",),
    EffectKind.CANT_CAST_SPELLS: ("can't cast",),
    EffectKind.CANT_PLAY_LANDS: ("can't play land",),
    EffectKind.FLASH_PERMISSION: ("as though it had flash", "as though they had flash"),
    EffectKind.STOP_DELAYED_TRIGGER: ("unless",),
    EffectKind.END_EFFECT: ("to end this effect",),
    EffectKind.SKIP_NEXT_UNTAP: ("skips their next untap step", "skips your next untap step",
                                 "skip their next untap step", "skip your next untap step"),
}
# An Aura's "You control enchanted creature." (Dominating Licid): 303.4e, control follows.
CONTROLS_ENCHANTED = "you control enchanted creature."
_SENTENCE = lazy(r"(?<=[.!?])\s+")


@dataclass
class Left:
    """What one resolving object leaves: the effects (ActiveEffect fields), the Licid it turns into
    an Aura and the creature it's attached to, and whether a template was left to the judge."""
    effects: list[dict[str, Any]] = field(default_factory=list)
    licid: str | None = None
    enchanted: str | None = None
    unread: bool = False


def _needs_affected(spec: EffectSpec) -> bool:
    return any("affected" in (s.applies_to, s.payer, s.zone_of) or s.deadline == "affected_next_upkeep"
               for s in (spec, *spec.also))


def _targeted_player(state: GameState, item: StackItem) -> PlayerId | None:
    """The player a stack object targets, or the controller of the permanent it targets."""
    for target in item.targets:
        if target.kind == "player":
            return target.id
        found = state.locate(target.id) if target.kind == "object" else None
        if found is not None and found[1] == "battlefield":
            return found[0].id
    return None


def _said(words: str, kind: EffectKind) -> str | None:
    """Whether the words say an effect of this kind: "yes" plainly, "if" after an "If …"
    condition, None not at all."""
    phrases = KIND_WORDS.get(kind, ())
    for sentence in _SENTENCE.split(words):
        if any(p in sentence.lower() for p in phrases):
            return "if" if sentence.lstrip().lower().startswith("if ") else "yes"
    return None


def _words(ctx: Context, item: StackItem) -> str:
    """What the resolving object says: an ability its own words, a spell its face's Oracle text."""
    if item.kind == "ability":
        return plain_line(item.text or "")
    face = ctx.card(item.card or "").face_cast(item.face)
    return " ".join(plain_line(line) for line in face.oracle_text.split("\n"))


def _licid(ctx: Context, item: StackItem) -> str | None:
    """The Licid whose ability this is: its source if the board holds it, else its controller's
    only permanent of that card."""
    if item.source is not None:
        return item.source
    mine = [obj.id for obj in ctx.state.player(item.controller).battlefield
            if obj.card == item.card and obj.face_down is None]
    return mine[0] if len(mine) == 1 else None


def _enchantable(ctx: Context, item: StackItem) -> str | None:
    """The creature on the battlefield a Licid's ability targets."""
    for target in item.targets:
        found = ctx.state.locate(target.id) if target.kind == "object" else None
        if found is not None and found[1] == "battlefield" and ctx.is_creature(found[2]):
            return target.id
    return None


def left_by(ctx: Context, item: StackItem) -> Left:
    """What the resolving `item` leaves on `ctx`'s board (the board it resolves on)."""
    left = Left()
    if item.card is None or item.card not in ctx.db or item.face_down:
        return left
    creates = ctx.card(item.card).effects.creates
    if not creates:
        return left
    words = _words(ctx, item)
    affected = _targeted_player(ctx.state, item)
    for index, spec in enumerate(creates):
        said = _said(words, spec.kind)
        if said is None:
            continue
        if said == "if" or (_needs_affected(spec) and affected is None):
            left.unread = True
            continue
        effect: dict[str, Any] = {"source": item.card, "controller": item.controller, "created_turn": ctx.state.turn,
                        "template": index}
        if _needs_affected(spec):
            effect["affected"] = affected
        # A Licid: it becomes an Aura attached to the creature it targets, and carries the effect.
        if spec.kind == EffectKind.END_EFFECT and BECOMES_AURA in words.lower():
            licid, enchanted = _licid(ctx, item), _enchantable(ctx, item)
            if licid is None or enchanted is None or ctx.state.locate(licid) is None:
                left.unread = True
                continue
            left.licid, left.enchanted = licid, enchanted
            effect["source_object"] = licid
        left.effects.append(effect)
    return left
