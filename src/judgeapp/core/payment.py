"""Can a player pay a special action's cost now, and with what (118.3: a player can't pay a
cost without the resources to pay it fully; mana abilities are activated, then the cost is paid,
as 601.2g–h describe for spells)?

Mana comes from the player's mana pool (floating mana the judge sets) and from their untapped
mana sources (mana_abilities reads what each adds), on permanents that have their abilities and,
for creatures, are not summoning sick (302.6), unless an effect stops their activated abilities
(602.5); mana_matching says whether and how that mana pays the cost.
Non-mana parts of a cost that the board can answer (discard, sacrifice, pay life, exile from a
graveyard) are checked; others are noted as the judge's to check. `GameFacts.assume_costs_payable` is the
judge-exam convention: every cost counts as payable, and the verdict says so.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import cache, partial
from typing import NamedTuple

from .cards import CardDatabase, CardDef, Face
from . import cost_parts
from .conditions import abilities_stopped_by, face_matches, summoning_sick_now
from .context import Context, InForce
from .effects import EffectKind
from .errors import Refused
from .mana import COLOR_WORDS, symbols
from .mana_abilities import (ANY_COLOR, CHOSEN, COLORS, KINDS, MAX_MADE, CouldProduce, ManaAbilities, ManaAbility,
                             ManaReplacement, adds_on_tapping, adds_one_produced, adds_to_chosen, adds_to_enchanted,
                             mana_abilities, mana_replacements, replaced_mana, restricted_mana, spent_as, Spending)
from .mana_matching import Counted, Payment, Source, as_spent, can_pay_counted, counted, plan
from .reasons import Reason
from .state import MAX_LIFE, ZONES, CardObject, GameState, Player, PlayerId
from .verdict import Check, Option

RULE = "118.3"
# The damage mana sources dealt their controller as they made mana: (card, damage) for each.
Dealt = tuple[tuple[str, int], ...]


def sources(ctx: Context, pid: PlayerId) -> list[Source]:
    """The player's mana sources that can be tapped now (worked out once per evaluation)."""
    return _sources(ctx, pid).usable


def uncounted(ctx: Context, pid: PlayerId) -> tuple[str, ...]:
    """The cards of the player's untapped permanents with a mana ability not counted (its text
    is not read: "If you control … add {C}{C} instead"), and the permanents on the board
    whose triggered mana ability adds mana as a land is tapped for it (Heartbeat of Spring, Wild
    Growth: 605.1b)."""
    key = ("uncounted", pid)
    if key not in ctx.memo:
        ctx.memo[key] = tuple(dict.fromkeys((*_sources(ctx, pid).unread, *_adding_on_tapping(ctx))))
    found: tuple[str, ...] = ctx.memo[key]
    return found


def _mana_changers(ctx: Context) -> list[tuple[PlayerId, CardObject, str]]:
    """(controller, permanent, its text) for each face-up permanent with its abilities whose words
    change the mana permanents make as they are tapped for it (Heartbeat of Spring, Wild Growth, Mana
    Reflection) or how mana may be spent (Chromatic Orrery), found once per evaluation: on most
    boards none."""
    if "mana_changers" not in ctx.memo:
        ctx.memo["mana_changers"] = [      # (the card's words first, read once per card)
            (controller, obj, ctx.face_up(obj).oracle_text) for controller, obj, card in ctx.permanents
            if card.changes_mana and obj.face_down is None and ctx.has_abilities(obj)]
    found: list[tuple[PlayerId, CardObject, str]] = ctx.memo["mana_changers"]
    return found


def spending(ctx: Context, pid: PlayerId) -> tuple[tuple[str, Spending], ...]:
    """(card, how) for each card whose words let the player spend mana as though it were other mana
    (609.4b): Chromatic Orrery's "You may spend mana as though it were mana of any color.", Mycosynth
    Lattice's "Players may … of any type.", Celestial Dawn's, Sunglasses of Urza's."""
    key = ("spending", pid)
    if key not in ctx.memo:
        ctx.memo[key] = tuple((obj.card, spent) for controller, obj, text in _mana_changers(ctx)
                              if (spent := spent_as(text)) and (spent.who == "each_player" or controller == pid))
    found: tuple[tuple[str, Spending], ...] = ctx.memo[key]
    return found


def _as_paid(ctx: Context, pid: PlayerId, mana: str) -> str:
    """The mana cost as the matching reads it for this player (as_spent): with every way they may
    spend mana together, each kind of mana paying what any of them lets it (609.4b)."""
    rules = spending(ctx, pid)
    if not rules:
        return mana
    pays = tuple((kind, frozenset().union(*(dict(spent.pays)[kind] for _card, spent in rules))) for kind in KINDS)
    return as_spent(mana, pays)


def _adding_on_tapping(ctx: Context) -> tuple[str, ...]:
    """The cards of the permanents whose triggered mana ability adds mana as a land is tapped for
    it (whoever controls them) in words the count doesn't read, or reads but needs a color chosen for
    the card that the board doesn't hold (Utopia Sprawl, Gauntlet of Power, Caged Sun)."""
    return tuple(dict.fromkeys(obj.card for _pid, obj, text in _mana_changers(ctx)
                               if adds_on_tapping(text) and not _trigger_counted(obj, text)))


def _trigger_counted(obj: CardObject, text: str) -> bool:
    """Whether the count adds the mana this permanent's triggered mana ability adds (605.1b)."""
    if adds_one_produced(text):
        return True
    if adds := adds_to_enchanted(text):
        return obj.chosen_color is not None or frozenset({CHOSEN}) not in adds
    return adds_to_chosen(text) is not None and obj.chosen_color is not None


def restricted(ctx: Context, pid: PlayerId) -> tuple[str, ...]:
    """The cards of the player's untapped permanents (that could be tapped now) whose mana "Spend
    this mana only to cast …" restricts to spells or abilities: it can't pay a special action (116.1)."""
    return _sources(ctx, pid).only_spells


def stopped(ctx: Context, pid: PlayerId) -> tuple[tuple[str, str], ...]:
    """(card, the card whose effect stops it) for each of the player's untapped mana sources whose
    abilities can't be activated now (602.5: Linvala, Phyrexian Revoker, Volrath's Curse…)."""
    return _sources(ctx, pid).halted


def summoning_sick(ctx: Context, pid: PlayerId) -> tuple[str, ...]:
    """The cards of the player's untapped creatures whose mana abilities have {T} in their cost and
    that haven't been under their control continuously since their most recent turn began (302.6):
    on the board, untapped, and not counted."""
    return _sources(ctx, pid).sick


def untapped_sources(ctx: Context, pid: PlayerId) -> list[Source]:
    """The player's untapped permanents with mana abilities, whether or not they can be tapped
    now (a summoning-sick creature, Linvala's opponent's Birds): what the board shows, for a
    description that leaves the judging to the reader."""
    return [Source(obj.id, abilities) for obj, _card, _face, abilities in _untapped(ctx, pid) if abilities.choices]


def _untapped(ctx: Context, pid: PlayerId) -> list[tuple[CardObject, CardDef, Face, ManaAbilities]]:
    """The player's untapped face-up permanents with mana abilities, their own or given."""
    key = ("untapped_mana", pid)
    if key not in ctx.memo:
        found, identity = [], []
        given, land_types = _changing_mana(ctx, pid)
        extras = _enchanted_extra(ctx)
        one_more = _one_more_produced(ctx).get(pid, 0)
        chosen_more = _chosen_color_more(ctx).get(pid, ())
        replacements = _mana_replacements(ctx).get(pid, ())
        for controller, obj, card in ctx.permanents:
            if controller != pid or obj.tapped or obj.face_down is not None:
                continue
            if given or land_types:
                face, abilities = _abilities(obj, card, given, land_types)
            else:           # the usual board: its own abilities (no call, as this runs for every permanent)
                face = card.faces[obj.face] if card.faces and not card.is_room else card
                abilities = face.mana_abilities
            if abilities.counting or abilities.instead or abilities.could_produce:
                if any(what == "identity" for _c, what, _y, _m in abilities.counting) and ctx.has_abilities(obj):
                    identity.append(card.name)      # (Command Tower: without_commander)
                abilities = _counted(ctx, controller, obj, abilities)
            if replacements or one_more or extras or chosen_more:
                land = "Land" in ctx.types_now(obj)
                if replacements:    # Mana Reflection, Damping Sphere: what it makes is replaced, then triggers (106.12a-b)
                    abilities = abilities.replaced(replacements, land)
                if land:            # triggered mana abilities (605.1b)
                    if one_more:        # Heartbeat of Spring's: of a type the land itself produced
                        abilities = abilities.one_more_produced(one_more)
                    for color, basic_only in chosen_more:       # Gauntlet of Power's: as the land made that color
                        if not basic_only or "Basic" in face.supertypes:
                            abilities = abilities.adding_if_made(color)
                    if extra := extras.get(obj.id):     # Wild Growth's {G}
                        abilities = abilities.tapped_adding(extra)
            if (abilities.choices or abilities.costing or abilities.unread or abilities.restricted) and \
                    ctx.has_abilities(obj):
                found.append((obj, card, face, abilities))
        ctx.memo[key] = found
        ctx.memo[("identity_sources", pid)] = tuple(dict.fromkeys(identity))
    result: list[tuple[CardObject, CardDef, Face, ManaAbilities]] = ctx.memo[key]
    return result


def _one_more_produced(ctx: Context) -> dict[PlayerId, int]:
    """How many more mana of a type it produced each land a player taps for mana makes, by player:
    one for each "Whenever a player taps a land for mana, that player adds one mana of any type that
    land produced." (Heartbeat of Spring; "Whenever you tap a land …": its controller's lands only), a
    triggered mana ability (605.1b) that resolves at once (605.4a); once per evaluation."""
    if "one_more_produced" not in ctx.memo:
        found: dict[PlayerId, int] = {}
        for controller, _obj, text in _mana_changers(ctx):
            if who := adds_one_produced(text):
                for pid in (ctx.state.player_ids() if who == "each_player" else (controller,)):
                    found[pid] = found.get(pid, 0) + 1
        ctx.memo["one_more_produced"] = found
    counts: dict[PlayerId, int] = ctx.memo["one_more_produced"]
    return counts


def _chosen_color_more(ctx: Context) -> dict[PlayerId, tuple[tuple[str, bool], ...]]:
    """For each player, (color, basic lands only) for each triggered mana ability that makes their
    lands add one more mana of a color chosen for its card as they make that color (605.1b):
    Gauntlet of Power's for every player's basic lands, Caged Sun's for its controller's lands; a
    card with no color chosen on the board adds nothing here (it is named: _adding_on_tapping)."""
    if "chosen_color_more" not in ctx.memo:
        found: dict[PlayerId, tuple[tuple[str, bool], ...]] = {}
        for controller, obj, text in _mana_changers(ctx):
            if obj.chosen_color is not None and (whose := adds_to_chosen(text)):
                for pid in (ctx.state.player_ids() if whose == "basic_each_player" else (controller,)):
                    found[pid] = (*found.get(pid, ()), (obj.chosen_color, whose == "basic_each_player"))
        ctx.memo["chosen_color_more"] = found
    by_player: dict[PlayerId, tuple[tuple[str, bool], ...]] = ctx.memo["chosen_color_more"]
    return by_player


def _mana_replacements(ctx: Context) -> dict[PlayerId, tuple[ManaReplacement, ...]]:
    """The replacement effects on the mana each player's permanents produce as that player taps them
    for it (106.12b), by player: "If you tap a permanent for mana, it produces twice as much of that
    mana instead." (Mana Reflection, its controller's), "If a land is tapped for two or more mana, it
    produces {C} instead of any other type and amount." (Damping Sphere, every player's lands). Each
    such effect applies once (614.5): two Mana Reflections make four times as much."""
    if "mana_replacements" not in ctx.memo:
        found: dict[PlayerId, tuple[ManaReplacement, ...]] = {}
        for controller, _obj, text in _mana_changers(ctx):
            for effect in mana_replacements(text):
                for pid in (ctx.state.player_ids() if effect.each_player else (controller,)):
                    found[pid] = (*found.get(pid, ()), effect)
        ctx.memo["mana_replacements"] = found
    by_player: dict[PlayerId, tuple[ManaReplacement, ...]] = ctx.memo["mana_replacements"]
    return by_player


def _enchanted_extra(ctx: Context) -> dict[str, tuple[frozenset[str], ...]]:
    """The mana Auras add as the land they enchant is tapped for mana ("Whenever enchanted land is
    tapped for mana, its controller adds an additional {G}.", Wild Growth: a triggered mana ability,
    605.1b, which resolves at once, 605.4a), by the land's id, once per evaluation. An Aura that
    lost its abilities adds nothing."""
    if "enchanted_extra" not in ctx.memo:
        extra: dict[str, tuple[frozenset[str], ...]] = {}
        for _pid, obj, text in _mana_changers(ctx):
            if obj.attached_to is not None and (adds := adds_to_enchanted(text)) and _trigger_counted(obj, text):
                if obj.chosen_color is not None:        # Utopia Sprawl's "one mana of the chosen color"
                    adds = tuple(frozenset(obj.chosen_color) if unit == {CHOSEN} else unit for unit in adds)
                extra[obj.attached_to] = extra.get(obj.attached_to, ()) + adds
        ctx.memo["enchanted_extra"] = extra
    found: dict[str, tuple[frozenset[str], ...]] = ctx.memo["enchanted_extra"]
    return found


def _abilities(obj: CardObject, card: CardDef, given: list[InForce], land_types: list[InForce]
               ) -> tuple[Face, ManaAbilities]:
    """A face-up permanent's face up and its mana abilities now: its own, as the land types effects
    its controller's lands have make them (305.6-305.7), and those the effects its controller has
    give it (Secrets of Paradise; _changing_mana); what they count on the board is not yet counted."""
    face = card.faces[obj.face] if card.faces and not card.is_room else card
    abilities = _with_land_types(face, card, obj.id, land_types) if land_types else face.mana_abilities
    granted = tuple(dict.fromkeys(ManaAbility((frozenset({e.spec.adds}),)) if e.spec.adds else ANY_COLOR
                                  for e in given if face_matches(e.spec.card_filter, face, card, e.chosen_names))
                    ) if given else ()
    return face, abilities.adding(granted) if granted else abilities


def _changing_mana(ctx: Context, pid: PlayerId) -> tuple[list[InForce], list[InForce]]:
    """The effects in force that give the player's permanents mana abilities, and those that
    change their lands' types, found once per evaluation."""
    key = ("changing_mana", pid)
    if key not in ctx.memo:
        ctx.memo[key] = ([e for e in ctx.effects_of(EffectKind.GRANT_MANA_ABILITY) if ctx.applies_to(e, pid)],
                         [e for e in _land_type_effects(ctx) if ctx.applies_to(e, pid)])
    found: tuple[list[InForce], list[InForce]] = ctx.memo[key]
    return found


def _counted(ctx: Context, pid: PlayerId, source: CardObject, abilities: ManaAbilities) -> ManaAbilities:
    """The mana abilities with what they count on the board made as much mana as it counts now
    (_counted_mana), and Reflecting Pool's "one mana of any type that a land you control could
    produce" made of the types those lands could produce (106.7); where one of those lands has a
    mana ability the engine doesn't read, Reflecting Pool's own is named as not counted too."""
    made = _counted_mana(ctx, pid, source, abilities)
    unread: list[str] = []
    for looks_at in abilities.could_produce:
        colors, unknown = _lands_could_produce(ctx, pid, looks_at)
        if colors:
            made.append(ManaAbility((colors,)))
        if unknown:
            unread.append(f"{source.card}: a land it looks at has a mana ability not read")
    return abilities.adding(tuple(made), tuple(unread))


def _counted_mana(ctx: Context, pid: PlayerId, source: CardObject, abilities: ManaAbilities) -> list[ManaAbility]:
    """The mana of the abilities that count the board, as much as they make now: the permanents
    of a card type or subtype, its controller's or everyone's ("{T}: Add {G} for each creature you
    control.": a face-down one is a creature with no subtype, 708.2a; a phased-out one isn't there,
    702.26b; "basic Swamp": a Swamp with the supertype basic); or the counters of a kind on the
    permanent itself (Everflowing Chalice's charge counters); the player's devotion to a color
    (Nykthos); and an Urza's Mine's {C}{C} instead of {C} when its controller controls an Urza's
    Power-Plant and an Urza's Tower (each a permanent with both subtypes, 205.3i)."""
    made = []
    for color, what, yours, costs in abilities.counting:
        if what == "devotion":
            count = _devotion(ctx, pid)[color]
        elif what == "identity":
            count = int(color in (_commander_identity(ctx, pid) or ()))
        elif what.startswith("counter:"):
            count = source.counters.get(what.removeprefix("counter:"), 0)
        else:       # a face-down permanent has no supertype (708.2a)
            kind, basic = what.removeprefix("basic:"), what.startswith("basic:")
            count = sum(1 for controller, obj, _card in ctx.permanents
                        if (controller == pid or not yours) and _is_a(ctx, controller, obj, kind)
                        and (not basic or (obj.face_down is None and "Basic" in ctx.face_up(obj).supertypes)))
        if count:
            made.append(ManaAbility((frozenset(color),) * min(count, MAX_COUNTED), costs=costs))
    for base, instead, kinds in abilities.instead:     # the Tron lands
        met = all(any(controller == pid and all(_is_a(ctx, controller, obj, word) for word in kind)
                      for controller, obj, _card in ctx.permanents) for kind in kinds)
        made.append(ManaAbility(tuple(frozenset(c) for c in symbols(instead if met else base))))
    return made


def _devotion(ctx: Context, pid: PlayerId) -> Counter[str]:
    """The player's devotion to each color (700.5): the mana symbols of that color among the mana
    costs of the permanents they control, a hybrid symbol counting for each of its colors and a
    Phyrexian one for its color. A face-down permanent has no mana cost (708.2a), a Room only its
    unlocked doors' (709.5), a double-faced permanent its face up's (712.8d-e)."""
    key = ("devotion", pid)
    if key not in ctx.memo:
        found: Counter[str] = Counter()
        for controller, obj, card in ctx.permanents:
            if controller != pid or obj.face_down is not None:
                continue
            costs = [door.mana_cost for door in card.unlocked_doors(obj.unlocked)] \
                if card.is_room else [ctx.face_up(obj).mana_cost]
            found.update(color for cost in costs for symbol in symbols(cost) for color in COLORS if color in symbol)
        ctx.memo[key] = found
    devotion: Counter[str] = ctx.memo[key]
    return devotion


def without_commander(ctx: Context, pid: PlayerId) -> tuple[str, ...]:
    """The cards of the player's untapped permanents that make mana of their commander's color
    identity (Command Tower) when the board marks no commander of theirs: such mana is undefined then,
    so they make none (903.4f), and the verdict says so (the game may have a commander the board doesn't
    mark)."""
    _untapped(ctx, pid)             # (which finds them)
    found: tuple[str, ...] = ctx.memo[("identity_sources", pid)]
    return found if found and _commander_identity(ctx, pid) is None else ()


def _commander_identity(ctx: Context, pid: PlayerId) -> frozenset[str] | None:
    """The color identity of the player's commander (903.4; with partners, both together), from the
    cards marked as commanders that they own, in any zone (903.3); None if the board marks none."""
    key = ("commander_identity", pid)
    if key not in ctx.memo:
        found: frozenset[str] | None = None
        for player in ctx.state.players:
            for zone in ZONES:
                for obj in getattr(player, zone):
                    if obj.commander and (obj.owner or player.id) == pid and obj.card in ctx.db:
                        found = (found or frozenset()) | ctx.card(obj.card).color_identity
        ctx.memo[key] = found
    identity: frozenset[str] | None = ctx.memo[key]
    return identity


def _lands_could_produce(ctx: Context, pid: PlayerId, looks_at: CouldProduce) -> tuple[frozenset[str], bool]:
    """The types of mana the lands a "could produce" ability of `pid`'s looks at could produce
    (106.7: what their mana abilities would make if they resolved, costs aside, so a tapped land
    counts; "any color" leaves out {C}), and whether one of them has a mana ability not read."""
    lands = _looked_at(_land_mana(ctx), ctx.state, pid, looks_at)
    colors = frozenset(c for land in lands for c in land.could)
    return (colors if looks_at.colorless else colors - {"C"}), any(land.unread for land in lands)


@dataclass
class _LandMana:
    """A land on the battlefield and the types of mana it could produce (106.7)."""
    controller: PlayerId
    basic: bool
    could: set[str]
    unread: bool                             # a mana ability of its own, or of a land it looks at, not read
    looks_at: tuple[CouldProduce, ...]       # its own "could produce" abilities (Reflecting Pool)


def _looked_at(lands: list[_LandMana], state: GameState, pid: PlayerId, looks_at: CouldProduce) -> list[_LandMana]:
    """The lands `pid`'s "a land you control" (or "an opponent controls", "a basic land") means."""
    whose = state.opponents(pid) if looks_at.opponents else (pid,)
    return [land for land in lands if land.controller in whose and (land.basic or not looks_at.basic_only)]


def _land_mana(ctx: Context) -> list[_LandMana]:
    """Each land on the battlefield with the types of mana it could produce, once per evaluation,
    as the replacement effects in force would change it (106.7: Contamination's lands could produce
    only {B}). A land whose own ability looks at what lands could produce (Reflecting Pool beside Exotic
    Orchard) could produce what they could, worked out until nothing more is added: one that looks
    only at itself or at other such lands could produce nothing (106.7)."""
    if "land_mana" not in ctx.memo:
        lands = []
        for controller, obj, card in ctx.permanents:
            if obj.face_down is not None or "Land" not in ctx.types_now(obj) or not ctx.has_abilities(obj):
                continue
            face, abilities = _abilities(obj, card, *_changing_mana(ctx, controller))
            made = (*abilities.choices, *abilities.costing, *_counted_mana(ctx, controller, obj, abilities))
            restricted = {c for line in abilities.restricted for c in restricted_mana(line, face.name)}
            if replacements := _mana_replacements(ctx).get(controller):     # 106.7: as they would replace it
                replaced = ManaAbilities().adding(made).replaced(replacements, True)
                made = (*replaced.choices, *replaced.costing)
                restricted = {c for color in restricted for mana in replaced_mana((color,), replacements, True)
                              for c in mana}
            could = {c for ability in made for unit in ability.mana for c in unit} | restricted
            lands.append(_LandMana(controller, "Basic" in face.supertypes, could, bool(abilities.unread),
                                   abilities.could_produce))
        grew = any(land.looks_at for land in lands)
        while grew:
            grew = False
            for land in lands:
                for looks_at in land.looks_at:
                    for other in _looked_at(lands, ctx.state, land.controller, looks_at):
                        more = other.could if looks_at.colorless else other.could - {"C"}
                        if not more <= land.could or (other.unread and not land.unread):
                            land.could |= more
                            land.unread = land.unread or other.unread
                            grew = True
        ctx.memo["land_mana"] = lands
    found: list[_LandMana] = ctx.memo["land_mana"]
    return found


MAX_COUNTED = MAX_MADE     # a made-up board's thousands of creatures count as this many


def _land_type_effects(ctx: Context) -> list[InForce]:
    """The effects in force that change lands' types (Dryad of the Ilysian Grove, Blood Moon),
    less those of a land that one setting its types takes away (305.7, 613.8: Blood Moon turns
    Urborg, Tomb of Yawgmoth into a Mountain with no other ability, so Urborg's effect is gone)."""
    if "land_type_effects" not in ctx.memo:
        effects = ctx.effects_of(EffectKind.LAND_TYPES)
        setting = [e for e in effects if not e.spec.in_addition]
        kept = []
        for effect in effects:
            found = ctx.where(effect.source_id) if setting and effect.spec.in_addition else None
            if found is not None and found[1] == "battlefield":
                owner, _zone, obj = found
                card, face = ctx.card(obj.card), ctx.face_up(obj)
                if any(e.source_id != effect.source_id and ctx.applies_to(e, owner.id)
                       and _applies_to_land(e, face, card, obj.id) for e in setting):
                    continue
            kept.append(effect)
        ctx.memo["land_type_effects"] = kept
    result: list[InForce] = ctx.memo["land_type_effects"]
    return result


def land_type_conflicts(ctx: Context, pid: PlayerId) -> tuple[tuple[str, ...], str] | None:
    """(the cards, the one counted) when effects set the land types of one of the player's untapped
    lands differently (Blood Moon's "Nonbasic lands are Mountains." beside Harbinger of the Seas's
    "… are Islands."): the one with the later timestamp applies (613.7), which the board doesn't
    record, so the mana is counted as the last of them in the board's order makes it."""
    key = ("land_type_conflicts", pid)
    if key not in ctx.memo:
        found = None
        setting = [e for e in _changing_mana(ctx, pid)[1] if not e.spec.in_addition]
        if len({e.spec.land_types for e in setting}) > 1:
            for controller, obj, card in ctx.permanents:
                if controller != pid or obj.tapped or obj.face_down is not None:
                    continue
                face = ctx.face_up(obj)
                applying = [e for e in setting if _applies_to_land(e, face, card, obj.id)]
                if len({e.spec.land_types for e in applying}) > 1:
                    found = (tuple(dict.fromkeys(e.source_card for e in applying)), applying[-1].source_card)
                    break
        ctx.memo[key] = found
    conflict: tuple[tuple[str, ...], str] | None = ctx.memo[key]
    return conflict


# 205.3i: the land types (lands' own subtypes); an effect that sets a land's subtype takes them all
# away but the ones it gives (305.7)
LAND_TYPES = frozenset({"Cave", "Desert", "Forest", "Gate", "Island", "Lair", "Locus", "Mine", "Mountain", "Plains",
                        "Planet", "Power-Plant", "Sphere", "Swamp", "Tower", "Town", "Urza's"})


def _applies_to_land(effect: InForce, face: Face, card: CardDef, obj_id: str) -> bool:
    """Whether a land types effect reaches this permanent: a land its filter names ("Nonbasic lands"),
    and for an Aura's "Enchanted land is an Island." (Spreading Seas) the land it is attached to."""
    return face.has_type("Land") and face_matches(effect.spec.card_filter, face, card) and (
        effect.spec.scope != "attached" or effect.attached_to == obj_id)


def _land_types_given(face: Face, card: CardDef, obj_id: str, effects: list[InForce]) -> tuple[list[str], bool] | None:
    """The land types effects give a land (305.6): its own and theirs, or, where one sets them,
    that one's (305.7; the later timestamp, the board's last, 613.7); and whether one set them.
    None when no effect applies to it."""
    applying = [e for e in effects if _applies_to_land(e, face, card, obj_id)]
    if not applying:
        return None
    setting = [e for e in applying if not e.spec.in_addition]
    added: list[str] = [t for e in applying if e.spec.in_addition for t in e.spec.land_types]
    kept: list[str] = list(setting[-1].spec.land_types if setting else face.subtypes)
    return list(dict.fromkeys(kept + added)), bool(setting)


def _with_land_types(face: Face, card: CardDef, obj_id: str, effects: list[InForce]) -> ManaAbilities:
    """A land's mana abilities with the land types effects give it (305.6): in addition to its
    own, or instead of them and of its rules text's abilities (305.7)."""
    given = _land_types_given(face, card, obj_id, effects)
    if given is None:
        return face.mana_abilities
    types, set_by_effect = given
    text = "" if set_by_effect else face.oracle_text
    return mana_abilities(face.name, f"{face.type_line.split('—')[0].strip()} — {' '.join(types)}", text)


@cache
def _names_land_type(kind: str) -> bool:
    """Whether a kind a cost or an ability names ("Island", "forest", "creature") is a land type (205.3i)."""
    return kind[:1].upper() + kind[1:] in LAND_TYPES


def _is_a(ctx: Context, controller: PlayerId, obj: CardObject, kind: str) -> bool:
    """Context.is_a, with the land types effects give a face-up land now (305.6-305.7): under Urborg
    every land is a Swamp ("for each Swamp you control"), under Dryad of the Ilysian Grove a Forest
    is an Island ("Return two Islands you control"), under Blood Moon a Watery Grave is a Mountain
    and no Island, and an Urza's Power-Plant no longer one."""
    land_types = _changing_mana(ctx, controller)[1] if _names_land_type(kind) and obj.face_down is None else None
    given = _land_types_given(ctx.face_up(obj), ctx.card(obj.card), obj.id, land_types) if land_types else None
    return ctx.is_a(obj, kind) if given is None else kind[:1].upper() + kind[1:] in given[0]


def land_types_now(ctx: Context, obj: CardObject) -> tuple[str, ...] | None:
    """The land types of a face-up land on the battlefield where effects change them (305.6-305.7):
    a Stomping Ground under Spreading Seas is an Island only, under Urborg a Mountain Forest Swamp.
    None where no effect changes them."""
    found = ctx.where(obj.id)
    if found is None or found[1] != "battlefield" or obj.face_down is not None:
        return None
    effects = _changing_mana(ctx, found[0].id)[1]
    given = _land_types_given(ctx.face_up(obj), ctx.card(obj.card), obj.id, effects) if effects else None
    return tuple(given[0]) if given is not None else None


class _Sources(NamedTuple):
    """A player's mana sources as one evaluation counts them."""
    usable: list[Source]                     # what can make mana now: untapped permanents, cards in hand
    unread: tuple[str, ...]                  # cards with a mana ability whose text isn't read
    halted: tuple[tuple[str, str], ...]      # (card, what stops it): 602.5
    only_spells: tuple[str, ...]             # cards whose mana pays only spells or abilities: 116.1
    sick: tuple[str, ...]                    # creatures that can't pay {T} yet: 302.6


def _sources(ctx: Context, pid: PlayerId) -> _Sources:
    key = ("mana_sources", pid)
    if key not in ctx.memo:
        found, unread, halted, only_spells, sick = [], [], [], [], []
        for obj, card, face, abilities in _untapped(ctx, pid):
            if summoning_sick_now(ctx, obj):
                if abilities.choices or abilities.costing:
                    sick.append(card.name)
                continue   # 302.6, 602.5a: a creature's {T} abilities need it under control since the turn began
            stoppers = abilities_stopped_by(ctx, pid, obj, card, face) if ctx.effects_of(EffectKind.CANT_ACTIVATE) else ()
            if stoppers:
                halted.append((card.name, stoppers[0]))
                continue   # 602.5: its abilities can't be activated
            if abilities.choices or abilities.costing:
                found.append(Source(obj.id, abilities))
            if abilities.unread:
                unread.append(card.name)
            if abilities.restricted:
                only_spells.append(card.name)
        stopping = bool(ctx.effects_of(EffectKind.CANT_ACTIVATE))
        for obj, card in _in_hand(ctx, pid):     # Simian Spirit Guide: its front face's ability (712.8a)
            stoppers = abilities_stopped_by(ctx, pid, obj, card, card.front, on_battlefield=False) if stopping else ()
            if stoppers:
                halted.append((card.name, stoppers[0]))
            else:
                found.append(Source(obj.id, card.front.mana_abilities.in_hand))
        ctx.memo[key] = _Sources(found, tuple(dict.fromkeys(unread)), tuple(dict.fromkeys(halted)),
                                 tuple(dict.fromkeys(only_spells)), tuple(dict.fromkeys(sick)))
    result: _Sources = ctx.memo[key]
    return result


def _in_hand(ctx: Context, pid: PlayerId) -> list[tuple[CardObject, CardDef]]:
    """The cards in the player's hand with a mana ability that works from there ("Exile Simian
    Spirit Guide from your hand: Add {R}."), an unknown card aside (status() names it)."""
    found = []
    looked_up = ctx.db.known_names().get
    for obj in ctx.state.player(pid).hand:
        card = looked_up(obj.card) or (ctx.card(obj.card) if obj.card in ctx.db else None)
        if card is not None and card.front.mana_abilities.from_hand:
            found.append((obj, card))
    return found


@cache
def _pool(pool: str) -> tuple[str, ...]:
    return tuple(symbols(pool))


def _sacrificeable(ctx: Context, pid: PlayerId, kind: str, subject: str | None) -> list[CardObject]:
    """The player's permanents a "Sacrifice a KIND" cost could take (the permanent paying it aside)."""
    is_a = partial(_is_a, ctx, pid) if _names_land_type(kind) else ctx.is_a     # (a land type: effects may give it)
    return [obj for obj in ctx.state.player(pid).battlefield if obj.id != subject and is_a(obj, kind)]


def _candidates(ctx: Context, state: GameState, pid: PlayerId, kind: str, what: str,
                subject: str | None) -> list[CardObject]:
    """The cards (or, for life, nothing) a part of a cost could use now: a return takes permanents
    as a sacrifice does; a reveal, the cards in their hand of that color (a card in a hand has its
    front face's characteristics, a split card both halves', 709.4)."""
    player = state.player(pid)
    if kind == "discard":
        return [o for o in player.hand if o.id != subject]
    if kind == "exile_graveyard":
        return list(player.graveyard)
    if kind == "reveal":
        color = COLOR_WORDS[what]
        return [o for o in player.hand if o.id != subject and o.card in ctx.db and color in ctx.card(o.card).colors]
    return _sacrificeable(ctx, pid, what, subject)


def carry_out(ctx: Context, state: GameState, pid: PlayerId, text: str, subject: str | None) -> GameState:
    """Do a non-mana part of a cost on the board, with the first cards that fit."""
    from .edits import move_object
    part = cost_parts.read(text)
    if part is None:
        return state
    kind, count, what = part
    if kind == "life":
        return lose_life(state, pid, count)
    if kind == "reveal":
        return state        # the cards are shown and stay in the hand
    zone = {"exile_graveyard": "exile", "return": "hand"}.get(kind, "graveyard")
    source_zone = {"discard": "hand", "exile_graveyard": "graveyard"}.get(kind, "battlefield")
    for obj in _candidates(ctx, state, pid, kind, what, subject):
        found = state.locate(obj.id)
        if count and found is not None and found[1] == source_zone:   # still there (not sacrificed for mana)
            state = move_object(state, obj.id, pid if zone == "exile" else obj.owner or pid, zone)
            count -= 1
    return state


def _how_many(ctx: Context, pid: PlayerId, kind: str, what: str, subject: str | None) -> int:
    """How many cards a part of a cost could use now, the option's own card aside. The cards are
    found once per evaluation (a board of many Volrath's Curses asks for each of them)."""
    key = ("cost_candidates", pid, kind, what)
    if key not in ctx.memo:
        ctx.memo[key] = frozenset(o.id for o in _candidates(ctx, ctx.state, pid, kind, what, None))
    ids: frozenset[str] = ctx.memo[key]
    return len(ids) - (subject in ids)


def _other_part(ctx: Context, pid: PlayerId, text: str, subject: str | None) -> Check:
    part = cost_parts.read(text)
    if part is None:
        return Check(rule=RULE, passed=True, code=Reason.COST_PART_NOT_CHECKED, params={"part": text})
    kind, needed, what = part
    have = ctx.state.player(pid).life if kind == "life" else _how_many(ctx, pid, kind, what, subject)
    return Check(rule="119.4" if kind == "life" else RULE, passed=have >= needed,
                 code=Reason.COST_PART_PAYABLE if have >= needed else Reason.COST_PART_NOT_PAYABLE,
                 params={"part": text, "have": have, "what": kind})


def check(ctx: Context, pid: PlayerId, cost: str | None, subject: str | None = None) -> tuple[Check, ...]:
    """The conditions a cost adds to an option: can `pid` pay it now?"""
    if not cost or cost == "{0}":
        return ()
    key = ("check", pid, cost, subject if cost_parts.split(cost)[1] else None)
    checks: tuple[Check, ...] | None = ctx.memo.get(key)
    if checks is None:          # one answer per player and cost in an evaluation
        checks = ctx.memo[key] = _check(ctx, pid, cost, subject)
    return checks


Means = tuple[list[Source], tuple[str, ...], str, int, list[str] | str, Counted]


def _means(ctx: Context, pid: PlayerId) -> Means:
    """What the player can pay with now: sources, pool, life, and how the sources read."""
    key = ("means", pid)
    if key not in ctx.memo:
        player = ctx.state.player(pid)
        available = sources(ctx, pid)
        makes = [s.symbols() for s in available] or "—"      # listed as the reader's language lists
        pool = _pool(player.mana_pool)
        ctx.memo[key] = (available, pool, player.mana_pool or "—", player.life, makes, counted(pool, available))
    means: Means = ctx.memo[key]
    return means


def _check(ctx: Context, pid: PlayerId, cost: str, subject: str | None) -> tuple[Check, ...]:
    state = ctx.state
    if state.game.assume_costs_payable:
        return (Check(rule=RULE, passed=True, code=Reason.COST_ASSUMED_PAYABLE, params={"cost": cost}),)
    mana, others = cost_parts.split(cost)
    checks = tuple(_other_part(ctx, pid, p, subject) for p in others) if others else ()
    if mana:
        available, pool, pool_text, life, makes, counts = _means(ctx, pid)
        payable = can_pay_counted(_as_paid(ctx, pid, mana), counts, pool, available, life)
        params: dict[str, object] = {"cost": mana, "sources": len(available), "pool": pool_text, "player": pid,
                                     "makes": makes}
        code = Reason.COST_PAYABLE if payable else Reason.COST_NOT_PAYABLE
        if not payable and uncounted(ctx, pid):     # a mana ability the engine doesn't read: say so
            code, params["uncounted"] = Reason.COST_NOT_PAYABLE_UNCOUNTED, list(uncounted(ctx, pid))
        checks = (Check(rule=RULE, passed=payable, code=code, params=params), *checks)
    return checks


def paid(before: GameState, after: GameState, option: Option, db: CardDatabase | None = None) -> list[tuple[str, dict[str, object]]]:
    """What the option's player paid between two boards (paid_parts) when `pay` took the option;
    the action's own card (the one suspended, foretold, discarded…) is not part of the payment.
    With the card data, the damage a pain land dealt making the mana is told from life paid
    (`pay` made the same payment from `before`)."""
    dealt: Dealt = ()
    mana = cost_parts.split(option.cost)[0] if option.cost else ""
    if db is not None and mana and not before.game.assume_costs_payable:
        dealt = (pay_mana_dealt(Context(before, db), before, option.player, mana) or (before, ()))[1]
    return paid_parts(before, after, option.player, option.subject, dealt)


def paid_parts(before: GameState, after: GameState, pid: PlayerId,
               subject: str | None = None, dealt: Dealt = ()) -> list[tuple[str, dict[str, object]]]:
    """What a player paid between two boards, as (code, params) for messages.paid_text: mana
    spent from the pool, sources tapped, permanents sacrificed or returned to a hand, cards discarded, exiled from
    their graveyard or from their hand for mana (Simian Spirit Guide), life paid, the damage
    `dealt` by sources making the mana (120.3a; the life it cost is not life paid), and mana made
    beyond the cost left in the pool (106.4). `subject`, the card the payment was for, is left out."""
    then, now = before.player(pid), after.player(pid)
    where = {obj.id: zone for p in after.players for zone in ("battlefield", "graveyard", "exile", "hand")
             for obj in getattr(p, zone)}
    tapped_now = {obj.id for obj in now.battlefield if obj.tapped}

    def moved(zone: str, to: str) -> list[str]:
        return [o.card for o in getattr(then, zone) if o.id != subject and where.get(o.id) == to]

    spent, made = _difference(then.mana_pool, now.mana_pool), _difference(now.mana_pool, then.mana_pool)
    parts: list[tuple[str, dict[str, object]]] = []
    if spent:
        parts.append(("paid_pool", {"mana": spent}))
    for code, cards in (
            ("paid_tapped", [o.card for o in then.battlefield if not o.tapped and o.id in tapped_now
                             and o.id != subject]),
            ("paid_sacrificed", moved("battlefield", "graveyard")),
            ("paid_discarded", moved("hand", "graveyard")),
            ("paid_exiled", moved("graveyard", "exile")),
            ("paid_exiled_from_hand", moved("hand", "exile")),
            ("paid_returned", moved("battlefield", "hand"))):
        if cards:
            parts.append((code, {"cards": cards}))
    life = then.life - now.life - sum(n for _, n in dealt)
    if life > 0:
        parts.append(("paid_life", {"life": life}))
    parts += [("paid_damage", {"card": card, "damage": n}) for card, n in dealt]
    if made:
        parts.append(("paid_left_over", {"mana": made}))
    return parts


def _difference(pool: str, less: str) -> str:
    """The mana of one pool that another lacks, as symbols ("{W}{W}" less "{W}" is "{W}")."""
    left = list(symbols(less))
    found = []
    for sym in symbols(pool):
        if sym in left:
            left.remove(sym)
        else:
            found.append("{" + sym + "}")
    return "".join(found)


def pay(ctx: Context, option: Option, state: GameState) -> GameState:
    """The state after `option.player` paid its cost: sources tapped, pool mana spent, life paid,
    and the parts the board can carry out (discard, sacrifice, pay life, exile from the
    graveyard) done with the first cards that fit; the judge can change any of it, or undo. A
    reveal or a return is the judge's to carry out."""
    if not option.cost or option.cost == "{0}" or ctx.state.game.assume_costs_payable:
        return state
    mana, others = cost_parts.split(option.cost)
    # 601.2g-h: mana abilities are activated first, then the cost is paid (a land tapped for its
    # mana may then be the land a "Sacrifice a land" takes).
    if mana:
        state = pay_mana(ctx, state, option.player, mana) or state
    for part in others:
        state = carry_out(ctx, state, option.player, part, option.subject)
    return state


def pay_mana(ctx: Context, state: GameState, pid: PlayerId, mana: str, extra: tuple[Source, ...] = ()) -> GameState | None:
    """The board after a player paid a mana cost with what the board shows (the pool first, then
    sources that can be tapped now; Phyrexian mana with life), or None if that can't pay it (118.3).
    `extra`: more permanents that may be tapped to pay (creatures for convoke, 702.51a)."""
    paid = pay_mana_dealt(ctx, state, pid, mana, extra)
    return None if paid is None else paid[0]


def pay_mana_dealt(ctx: Context, state: GameState, pid: PlayerId, mana: str, extra: tuple[Source, ...] = (),
                   paying_for: str | None = None) -> tuple[GameState, Dealt] | None:
    """pay_mana, and the damage sources dealt the player making the mana (a pain land's colored
    mana, 120.3a), as (card, damage) for paid_parts. `paying_for`: the card being cast, which is on
    the stack as its cost is paid (601.2a): Simian Spirit Guide can't exile itself from the hand to
    pay for itself."""
    player = ctx.state.player(pid)
    available = [s for s in sources(ctx, pid) if s.obj_id != paying_for] if paying_for else sources(ctx, pid)
    how = plan(_as_paid(ctx, pid, mana), _pool(player.mana_pool), [*available, *extra], player.life)
    if how is None:
        return None
    return _pay_mana(state, pid, how), tuple((ctx.state.find(obj_id)[2].card, n) for obj_id, n in how.damage)


def _pay_mana(state: GameState, pid: PlayerId, how: Payment) -> GameState:
    """Sources tapped (and sacrificed, for "{T}, Sacrifice …"; a card making mana from its owner's
    hand exiled), pool mana spent, Phyrexian life paid, and the damage a pain land deals making its
    colored mana (120.3a)."""
    from .edits import move_object
    for obj_id in how.tapped:
        found = state.locate(obj_id)
        if found is not None and found[1] == "hand":      # "Exile Simian Spirit Guide from your hand: Add {R}."
            state = move_object(state, obj_id, found[0].id, "exile")
        elif found is not None and found[1] == "battlefield":
            state = state.replace_object(found[2].model_copy(update={"tapped": True}))
            if obj_id in how.sacrificed:      # "{T}, Sacrifice Lotus Bloom: Add …"
                state = move_object(state, obj_id, found[2].owner or found[0].id, "graveyard")
    payer = state.player(pid)
    left = list(symbols(payer.mana_pool))
    for sym in how.pool:
        left.remove(sym)
    left += how.left_over                  # made by a source tapped for it and not spent (106.4)
    state = state.replace_player(payer.model_copy(update={"mana_pool": "".join("{" + s + "}" for s in left)}))
    lost = how.life + sum(n for _, n in how.damage)
    return lose_life(state, pid, lost) if lost else state


def mana_choices(ctx: Context, obj_id: str) -> list[tuple[str, ManaAbility]]:
    """What tapping an untapped permanent for mana can add, as the board reads its mana abilities
    (its own, those its basic land types or an effect give it, 305.6): one entry per mana it can
    make ("{G}", "{C}{C}", each color of "{R} or {G}" or "one mana of any color"; several mana of
    any color only all of one color; a Signet's "{1}, {T}: Add {W}{U}." too, its {1} paid from the
    pool); for a card in a hand, what its mana ability that works from there adds (Simian Spirit
    Guide). Empty for a tapped, face-down or unknown permanent."""
    found = ctx.where(obj_id)
    if found is None or found[1] not in ("battlefield", "hand"):
        return []
    if found[1] == "hand":
        card = ctx.db.get(found[2].card) if found[2].card in ctx.db else None
        abilities = card.front.mana_abilities.in_hand.choices if card is not None else ()
    else:
        entry = next((e for e in _untapped(ctx, found[0].id) if e[0].id == obj_id), None)
        abilities = (*entry[3].choices, *entry[3].costing) if entry is not None else ()
    choices: list[tuple[str, ManaAbility]] = []
    for ability in abilities:
        colors = ["".join(sorted(u)) for u in ability.mana]
        if all(len(c) == 1 for c in colors):
            choices.append(("".join("{" + c + "}" for c in colors), ability))
        elif len(set(ability.mana)) == 1 and ability.costs:     # a filter land's: each mix of its colors
            choices += [(mix, ability) for mix in ability.mixes()]
        elif len(set(ability.mana)) == 1:          # every mana the same choice: all of one color
            choices += [("".join("{" + c + "}" for _ in ability.mana), ability)
                        for c in KINDS if c in ability.mana[0]]
    return list({mana: (mana, ability) for mana, ability in choices}.values())


def tap_objection(ctx: Context, obj_id: str, ability: ManaAbility | None = None) -> tuple[str, str, dict[str, object]] | None:
    """What the board shows against tapping the permanent for mana now, as (rule, the sequence
    message's code, params): its controller lacks priority (605.3a), it is a creature that is
    summoning sick (302.6), or the ability costs more life than its controller has (119.4);
    or None."""
    found = ctx.where(obj_id)
    assert found is not None
    if ctx.state.priority != found[0].id:
        return "605.3a", "why_no_priority", {}
    if summoning_sick_now(ctx, found[2]):
        return "302.6", "why_sick", {"card": found[2].card}
    if ability is not None and ability.life > found[0].life:
        return "119.4", "why_life_short", {"life": ability.life, "total": found[0].life}
    return None


def pool_short(state: GameState, obj_id: str, ability: ManaAbility) -> bool:
    """Whether the mana a mana ability costs to activate (a Signet's {1}) is more than its
    controller's mana pool holds (118.3): tapping it for mana then can't be done."""
    holder = state.locate(obj_id)
    return bool(ability.costs) and holder is not None and _from_pool(holder[0], ability.costs) is None


def _from_pool(player: Player, cost: str) -> Payment | None:
    """How the player's mana pool alone pays a mana ability's own cost, or None."""
    return plan(cost, _pool(player.mana_pool), [], player.life)


def tap_for_mana(state: GameState, obj_id: str, mana: str, ability: ManaAbility) -> GameState:
    """Its controller activates a mana ability of the permanent (605.3a-b: no stack): it is tapped
    (and sacrificed, for "{T}, Sacrifice …: Add …"; a card in a hand is exiled instead, for "Exile
    Simian Spirit Guide from your hand: Add {R}."), they pay the life it costs (119.4) and the mana
    (a Signet's {1}, from the pool: ValueError if it can't, see pool_short), the mana
    goes to their pool (106.4), and a pain land making its colored mana deals its damage to them
    (120.3a: they lose that much life)."""
    from .edits import move_object
    found = state.locate(obj_id)
    if found is None:
        raise KeyError(f"no object {obj_id!r}")
    holder, _zone, obj = found
    if ability.from_hand:       # "Exile Simian Spirit Guide from your hand: Add {R}."
        state = move_object(state, obj_id, holder.id, "exile")
    else:
        state = state.replace_object(obj.model_copy(update={"tapped": True}))
    if ability.sacrifice:
        state = move_object(state, obj_id, obj.owner or holder.id, "graveyard")
    if ability.costs:        # "{1}, {T}: Add …": its {1} paid from the pool first (601.2g-h)
        paid = _from_pool(holder, ability.costs)
        if paid is None:
            raise Refused("mana_ability_cost", card=obj.card, cost=ability.costs, pool=holder.mana_pool) \
                if holder.mana_pool else Refused("mana_ability_cost_no_pool", card=obj.card, cost=ability.costs)
        state = _pay_mana(state, holder.id, paid)
    player = state.player(holder.id)
    state = state.replace_player(player.model_copy(update={"mana_pool": player.mana_pool + mana}))
    lost = sum(tap_costs(ability, mana))
    return lose_life(state, holder.id, lost) if lost else state


def tap_costs(ability: ManaAbility, mana: str) -> tuple[int, int]:
    """What tapping for `mana` with this ability costs its controller: (life paid, 119.4; damage
    dealt, 120.3a: a pain land's colored mana, not its {C})."""
    return ability.life, ability.damage_making(frozenset(symbols(mana)))


def lose_life(state: GameState, pid: PlayerId, amount: int) -> GameState:
    """A player pays or loses life (119.4, 120.3a; gains it with a negative amount, 119.3); in
    Two-Headed Giant it comes off the team's shared life total (119.4a, 810.9), which the board keeps
    on each teammate alike. A total stays within what the board holds (±MAX_LIFE)."""
    for member in (pid, *state.teammates(pid)):
        player = state.player(member)
        life = max(-MAX_LIFE, min(MAX_LIFE, player.life - amount))
        state = state.replace_player(player.model_copy(update={"life": life}))
    return state
