"""Effects that change special actions, as data.

A card's curated rules data lists `statics` (they work while the card is a face-up permanent
with its abilities) and `creates` (templates for effects its spells or abilities leave behind:
Silence, Quenchable Fire, a Licid). The engine reads these fields; it never tests a card name.
"""

from __future__ import annotations

from enum import StrEnum
from dataclasses import dataclass
from typing import Literal

from .model import Frozen


class EffectKind(StrEnum):
    """The kinds of effect that change special actions, one per way the rules allow it."""
    EXTRA_LAND_PLAYS = "extra_land_plays"          # 305.2: more lands this turn
    PLAY_LANDS_FROM_ZONE = "play_lands_from_zone"  # 116.2a "usually that player's hand"
    # "You may … cast spells from the top of your library." (Future Sight): not a special action,
    # but what the Cast menu checks and pays as from a hand (601.3, 601.2f)
    CAST_FROM_ZONE = "cast_from_zone"
    FLASH_PERMISSION = "flash_permission"          # 601.3b: as though it had flash
    CANT_CAST_SPELLS = "cant_cast_spells"          # 601.3: a prohibition
    SORCERY_TIMING_ONLY = "sorcery_timing_only"    # "can cast spells only any time they could cast a sorcery"
    CANT_PLAY_LANDS = "cant_play_lands"
    # 601.3: "can't cast more than one spell each turn" (Rule of Law): `count` spells, then a prohibition
    SPELL_LIMIT = "spell_limit"
    FORETELL_MODIFIER = "foretell_modifier"        # cost reduction, any player's turn
    # "Plotting cards from your hand costs {2} less." (Doc Aurlock, Grizzled Genius): 118.7a, from
    # the zones `from_zones` names (a card plotted from the top of a library isn't from a hand)
    PLOT_MODIFIER = "plot_modifier"
    GRANT_FORETELL = "grant_foretell"
    PLOT_FROM_LIBRARY_TOP = "plot_from_library_top"  # 702.170f
    IGNORABLE = "ignorable"                        # 116.2d: pay to ignore this source's effect
    LOSES_ALL_ABILITIES = "loses_all_abilities"
    END_EFFECT = "end_effect"                      # 116.2c: end a continuous effect
    STOP_DELAYED_TRIGGER = "stop_delayed_trigger"  # 116.2c: stop a delayed trigger
    # A cost change for spells or activated abilities (Thalia, Suppression Field): it does not
    # apply to special actions, which are neither (116.1); the verdict says so in a note.
    COST_CHANGE_ELSEWHERE = "cost_change_elsewhere"
    # "Activated abilities of … can't be activated" (602.5): not a special action's concern, but
    # the permanents' mana abilities can't help pay one (Linvala, Phyrexian Revoker, Volrath's Curse).
    CANT_ACTIVATE = "cant_activate"
    # "Creatures you control with the chosen name have "{T}: Add one mana of any color."" (Secrets
    # of Paradise): a mana ability that can help pay a special action's cost (118.3).
    GRANT_MANA_ABILITY = "grant_mana_ability"
    # "Lands you control are every basic land type in addition to their other types." (Dryad of
    # the Ilysian Grove), "Nonbasic lands are Mountains." (Blood Moon): the lands' mana abilities
    # (305.6, 305.7), which can pay a special action's cost (118.3).
    LAND_TYPES = "land_types"
    # 500.5 changed: unspent mana isn't lost as a step ends (Upwelling; Omnath, Locus of Mana's
    # green mana: card_filter.colors_any), or becomes another type instead (Kruphix: mana_becomes)
    KEEPS_MANA = "keeps_mana"
    # 614.10: "Each opponent skips their next untap step." (Brine Elemental, Yosei): a one-time skip,
    # used up when a player it applies to skips an untap step (614.10a: two of them, the next two)
    SKIP_NEXT_UNTAP = "skip_next_untap"
    # 502.3: effects that keep permanents from untapping in their controller's untap step: "Enchanted
    # permanent doesn't untap during its controller's untap step." (Tamiyo's Compleation: scope
    # attached), "This artifact doesn't untap during your untap step." (Mana Vault: scope self)
    DOESNT_UNTAP = "doesnt_untap"
    # 502.3 in another player's untap step: "Untap each creature you control during each other
    # player's untap step." (Prop Room; Seedborn Muse without a card_filter: every permanent)
    UNTAPS_IN_OTHERS_UNTAP_STEP = "untaps_in_others_untap_step"
    # 702.51a given: "Creature spells you cast have convoke." (Dazzling Theater): not a special
    # action's concern (116.1), but Cast may tap its caster's creatures to pay such a spell
    GRANTS_CONVOKE = "grants_convoke"
    # 702.10 given: "Equipped creature has haste and shroud." (Lightning Greaves: scope attached),
    # "Creatures you control have haste." (Fervor): a creature that has it can pay {T} the turn it
    # came under its controller's control (302.6), so its mana can pay a special action's cost
    GRANTS_HASTE = "grants_haste"


# Who an effect applies to, seen from the effect's controller.
Who = Literal[
    "controller",            # "you"
    "opponents",             # "your opponents", "each opponent"
    "each_player",           # "players", "each player"
    "affected",              # the player the effect names (a target, "that player")
    "enchanted_controller",  # the controller of the creature the source is attached to
    "dominant_player",       # "a player who controls more permanents than each other player"
]


@dataclass(frozen=True, kw_only=True)
class CardFilter(Frozen):
    """Which cards or spells an effect is about. Every field given must match."""

    types_any: tuple[str, ...] = ()      # card types, any of them ("Creature")
    colors_any: tuple[str, ...] = ()     # colour letters, any of them ("G")
    nonland: bool = False
    mana_value_parity: Literal["even", "odd"] | None = None
    chosen_name: bool = False            # the name chosen for the source (Meddling Mage)
    without_keyword: str | None = None   # e.g. "foretell" (Dream Devourer)
    nonbasic: bool = False               # not a basic card (Blood Moon's "Nonbasic lands")
    types_none: tuple[str, ...] = ()     # card types it has none of ("noncreature", "nonartifact")
    subtypes_any: tuple[str, ...] = ()   # subtypes, any of them ("Goblins you control": "Goblin")


@dataclass(frozen=True, kw_only=True)
class EffectSpec(Frozen):
    """What an effect does to special actions, as data (curated in resources/card_effects.json)."""
    kind: EffectKind
    applies_to: Who = "controller"
    # when it applies: always, during its controller's turn (Grand Abolisher), or during turns that
    # aren't the player's own (Dosan the Falling Leaf: "only during their own turns")
    during: Literal["always", "controller_turn", "others_turns"] = "always"
    count: int = 0                  # extra land plays; for SPELL_LIMIT, the spells allowed each turn
    #                                 (with a card_filter, of that kind: Deafening Silence's noncreature spells)
    unlimited: bool = False         # "any number of lands"
    zone: Literal["graveyard", "library_top", "hand", "exile"] | None = None
    zone_of: Literal["controller", "affected"] = "controller"   # whose zone a PLAY_LANDS_FROM_ZONE opens
    card_filter: CardFilter | None = None
    cost: str | None = None         # to ignore, end or stop the effect
    cost_reduction: int = 0         # foretelling or plotting costs {N} less
    any_turn: bool = False          # foretell on any player's turn
    ignorable: bool = False         # a restriction that its IGNORABLE sibling lets a player ignore
    duration: str | None = None     # words from the card: "until end of turn", "this turn"
    ignores: str | None = None      # what an IGNORABLE effect lifts: a reason code for the words
    deadline: Literal["controller_next_upkeep", "affected_next_upkeep"] | None = None
    payer: Literal["controller", "affected"] = "controller"
    # "enchanted permanent …": only what the source is attached to; "this artifact …": the source
    # itself; for haste, "other creatures you control …": every one but the source
    scope: Literal["all", "attached", "self", "others"] = "all"
    # A Room door's ability: in force only while that door is unlocked (709.5: a locked half's
    # rules text isn't the permanent's)
    door: Literal["left", "right"] | None = None
    # A face's ability on a card with faces that isn't a Room (a modal double-faced or transforming
    # card, an adventurer): in force only while that face is up (712.8d-e, 715.4)
    face: int | None = None
    first_each_turn: bool = False   # foretell: only the first card the player foretells each turn (Ranar)
    grants_flash: bool = False      # the cards have flash (702.8a), not "as though they had flash" (601.3b)
    # what a COST_CHANGE_ELSEWHERE changes; for CANT_ACTIVATE, "non_mana_abilities": "unless
    # they're mana abilities" (Pithing Needle: then no cost is affected either)
    of: Literal["spells", "activated_abilities", "non_mana_abilities"] | None = None
    # a cost change on spells cast from these zones only (Aven Interrupter: "from graveyards or from
    # exile"); for PLOT_MODIFIER, on cards plotted from these zones
    from_zones: tuple[Literal["graveyard", "exile", "hand", "library_top", "command"], ...] = ()
    also: tuple["EffectSpec", ...] = ()   # more effects the same event creates (Sen Triplets: both)
    # LAND_TYPES: the basic land types the lands have; in addition to their others, or instead
    # (305.7: then they lose their other land types and the abilities of their rules text)
    land_types: tuple[Literal["Plains", "Island", "Swamp", "Mountain", "Forest"], ...] = ()
    in_addition: bool = True
    mana_becomes: Literal["W", "U", "B", "R", "G", "C"] | None = None   # KEEPS_MANA: as this type
    # GRANT_MANA_ABILITY: the mana the ability given adds ("{T}: Add {G}.", Citanul Hierophants);
    # None: one mana of any color (Cryptolith Rite)
    adds: Literal["W", "U", "B", "R", "G", "C"] | None = None


@dataclass(frozen=True, kw_only=True)
class CardEffects(Frozen):
    """A card's curated effects: its static abilities, the effects it leaves behind, or why it has none the engine models."""
    statics: tuple[EffectSpec, ...] = ()
    creates: tuple[EffectSpec, ...] = ()
    not_modelled: str | None = None     # words of the card's text that change special actions but aren't modelled
    # The lines of the card's Oracle text these effects were read from (oracle_effects.py), for a
    # card no one curated; empty when curated.
    from_oracle: tuple[str, ...] = ()
