"""What casting a card from where it is costs, paid with the board's mana (601.2f-h, 118.3).

A spell cast from a zone's Cast menu is paid the way a special action's cost is (payment.py):
the mana pool first, then untapped sources that can be tapped now, Phyrexian mana with life.
The cost is the one the board can know: the face's mana cost from a hand, with a play
permission or from the top of a library under Future Sight; {3} face down (702.37c, 702.168a);
a foretold card's foretell cost (702.143a); nothing for a plotted card (702.170d). A card with
no mana cost (Ancestral Vision) cast from a hand pays nothing, and the judge is told that only an
alternative cost or an effect could cast it (118.6). Where the
board can't know the total, nothing is tapped and the judge is told why: an X to choose
(107.3a), an effect in force that changes what spells cost (601.2f) or its own words that do
("This spell costs {1} less to cast if…"), a cast from a graveyard or the command zone (a
keyword or permission the board doesn't read), or mana that can't pay it (118.3, 601.2h). An
additional cost in its own words ("As an additional cost to cast this spell, exile six cards
from your graveyard.") is said, for the judge to carry out. Under the exam convention (costs
assumed payable) nothing is paid and nothing is said, as for special actions.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from .patterns import lazy
from .cards import CardDatabase, CardDef, builtin_cards
from .conditions import face_down_matches, face_matches, may_cast_from
from .context import Context, InForce
from .effects import EffectKind
from . import payment
from .mana import symbols
from .mana_abilities import ManaAbilities, mana_abilities
from .mana_matching import Source
from .payment import Dealt, paid_parts, pay_mana_dealt
from .state import CardObject, GameState, Player

FACE_DOWN_COST = "{3}"      # 702.37c morph, 702.168a disguise: {3} rather than its mana cost
# A spell's own words that change its total cost (Hagra Mauling: "This spell costs {1} less to cast
# if an opponent controls no basic lands.") or add to it (Abhorrent Oculus), 601.2f.
_OWN_COST_CHANGE = lazy(r"\bthis spell costs\b[^.]*\b(?:less|more) to cast", re.I)
_ADDITIONAL_COST = lazy(r"as an additional cost to cast this spell, ([^.]+)\.", re.I)


@dataclass(frozen=True)
class CastPayment:
    """The board after paying to cast (the same board when nothing was paid), the cost paid and
    what paid it (payment.paid_parts), and, when the board counts costs but paid nothing, why:
    a sequence message (code, params)."""
    state: GameState
    cost: str = ""
    parts: list[tuple[str, dict[str, Any]]] = field(default_factory=list)
    unpaid: tuple[str, dict[str, Any]] | None = None
    additional: tuple[str, dict[str, Any]] | None = None    # its additional cost, the judge's to carry out


def cost_to_cast(state: GameState, obj_id: str, face: int = 0, face_down: bool = False,
                 db: CardDatabase | None = None) -> str | None:
    """The mana the board knows casting this card from where it is costs ("" for nothing to
    pay), or None when the board can't know it (cast from a graveyard, the command zone or a
    library with no permission the board reads; a foretell cost an effect gives)."""
    ctx = Context(state, db or builtin_cards())
    found = ctx.known(obj_id)
    return None if found is None else _cost(ctx, *found, face, face_down)


def _cost(ctx: Context, holder: Player, zone: str, obj: CardObject, card: CardDef, face: int,
          face_down: bool) -> str | None:
    if face_down:
        return FACE_DOWN_COST
    if zone == "exile" and obj.plotted:
        return ""                                   # 702.170d: without paying its mana cost
    if zone == "exile" and obj.foretold:
        return card.foretell                        # 702.143a; None when an effect gave it foretell
    if may_cast_from(ctx, holder.id, zone, obj):
        return card.face_cast(face).mana_cost
    return None


def _changes(effect: InForce, zone: str, card: CardDef, face: int, face_down: bool) -> bool:
    """Whether a cost change on spells is about this one: cast from one of its zones (Aven
    Interrupter's graveyards and exile), of its kind (Turri Island's creature spells) or name
    (Brago's Favor). A face-down spell is a nameless colourless 2/2 creature (702.37c, 708.4)."""
    spec = effect.spec
    if spec.from_zones and zone not in spec.from_zones:
        return False
    flt = spec.card_filter
    if face_down:
        return face_down_matches(flt)
    return face_matches(flt, card.face_cast(face), card, effect.chosen_names)


def pay_to_cast(state: GameState, obj_id: str, face: int = 0, face_down: bool = False,
                db: CardDatabase | None = None) -> CastPayment:
    """Pay, with the caster's mana, what casting this card costs (601.2g-h), before it moves to
    the stack; see the module's docstring for when nothing is paid and what is said then."""
    ctx = Context(state, db or builtin_cards())
    place = ctx.where(obj_id)
    if place is None or state.game.assume_costs_payable:
        return CastPayment(state)
    pid = place[0].id
    found = ctx.known(obj_id)
    cost = None if found is None else _cost(ctx, *found, face, face_down)
    if found is None or cost is None:
        return CastPayment(state, unpaid=("cast_cost_unknown", {"player": pid}))
    _holder, zone, obj, card = found
    if cost == "" and not face_down and not (zone == "exile" and obj.plotted):
        # No mana cost is an unpayable cost (202.1b): beginning to cast it is legal, paying it is
        # not (118.6); only an alternative cost or an effect the board doesn't read casts it.
        return CastPayment(state, unpaid=("cast_cost_none", {"player": pid, "card": card.face_cast(face).name}))
    text = "" if face_down else card.face_cast(face).oracle_text
    changing = [e.source_card for e in ctx.effects_of(EffectKind.COST_CHANGE_ELSEWHERE)
                if e.spec.of == "spells" and ctx.applies_to(e, pid) and _changes(e, zone, card, face, face_down)]
    if _OWN_COST_CHANGE.search(text):
        changing.append(card.face_cast(face).name)
    if changing:
        return CastPayment(state, unpaid=("cast_cost_changed", {"player": pid, "cost": cost or "{0}",
                                                                  "cards": list(dict.fromkeys(changing))}))
    if not cost or cost == "{0}":
        return CastPayment(state)
    if "X" in symbols(cost):
        return CastPayment(state, unpaid=("cast_cost_x", {"player": pid, "cost": cost}))
    paid = pay_mana_dealt(ctx, state, pid, cost, paying_for=obj_id)
    convoked: list[str] = []
    if paid is None and _has_convoke(ctx, pid, zone, card, face, face_down):
        paid, convoked = _pay_with_convoke(ctx, state, pid, cost, obj_id)
    if paid is None:
        return CastPayment(state, unpaid=("cast_cost_unpayable", {"player": pid, "cost": cost}))
    after, dealt = paid
    extra = _ADDITIONAL_COST.search(text)
    additional = ("cast_additional_cost", {"player": pid, "text": extra.group(1)}) if extra else None
    return CastPayment(after, cost, _convoke_said(paid_parts(state, after, pid, dealt=dealt), convoked),
                       additional=additional)


def _convoke_said(parts: list[tuple[str, dict[str, Any]]], convoked: list[str]) -> list[tuple[str, dict[str, Any]]]:
    """The payment's parts, the creatures tapped for convoke said apart from the sources tapped."""
    if not convoked:
        return parts
    said: list[tuple[str, dict[str, Any]]] = []
    for code, params in parts:
        if code == "paid_tapped":
            left = list(params["cards"])
            for card in convoked:
                left.remove(card)
            said += [(code, {"cards": left})] if left else []
            said.append(("paid_convoked", {"cards": convoked}))
        else:
            said.append((code, params))
    return said


def _has_convoke(ctx: Context, pid: str, zone: str, card: CardDef, face: int, face_down: bool) -> bool:
    """Whether the spell has convoke (702.51a): its own keyword, or given by an effect its caster
    is under ("Creature spells you cast have convoke.": Dazzling Theater)."""
    if not face_down and any(k.lower() == "convoke" for k in card.face_cast(face).keywords or card.keywords):
        return True
    return any(ctx.applies_to(e, pid) and _changes(e, zone, card, face, face_down)
               for e in ctx.effects_of(EffectKind.GRANTS_CONVOKE))


def _pay_with_convoke(ctx: Context, state: GameState, pid: str, cost: str,
                      obj_id: str) -> tuple[tuple[GameState, Dealt] | None, list[str]]:
    """Pay with the pool and mana sources, and, for what they can't, the caster's untapped
    creatures: each pays {1} or one mana of its colour (702.51a; a summoning-sick one too, as
    convoke is no {T} ability, 302.6). The creatures tapped for convoke, by card. `obj_id`: the
    spell's card, which can't pay for itself."""
    making = {source.obj_id for source in payment.sources(ctx, pid)}
    creatures = [obj for obj in ctx.state.player(pid).battlefield
                 if not obj.tapped and obj.id not in making and ctx.is_creature(obj)]
    paid = pay_mana_dealt(ctx, state, pid, cost, tuple(Source(obj.id, _convoke_mana(ctx, obj)) for obj in creatures),
                          paying_for=obj_id)
    if paid is None:
        return None, []
    tapped = {obj.id for obj in paid[0].player(pid).battlefield if obj.tapped}
    return paid, [obj.card for obj in creatures if obj.id in tapped]


def _convoke_mana(ctx: Context, obj: CardObject) -> ManaAbilities:
    """What a creature tapped for convoke pays, as a mana ability would add it: one mana of its
    colours, or colourless (which pays only {1}); a face-down creature is colourless (708.2)."""
    colors = "" if obj.face_down is not None else "".join(c for c in "WUBRG" if c in ctx.face_up(obj).colors)
    adds = " or ".join("{" + c + "}" for c in colors) if colors else "{C}"
    return mana_abilities("convoke", "Creature", f"{{T}}: Add {adds}.")
