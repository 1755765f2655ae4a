"""Effects on special actions read from a card's Oracle text, for cards no one curated.

The bundled cards' effects are curated (resources/card_effects.json). A card from the imported
full card set, or one a user adds, has only its text; where a whole line of that text is one of
the templates below, as Oracle words it for many cards ("You may play an additional land on each
of your turns." is Exploration's, and Mina and Denn's, and Wayward Swordtooth's), the engine
knows what it means and uses it like curated data. A line worded any other way is not guessed
at: it stays a board warning for the judge (CardDef.unmodelled_words).

Each template is one regular expression over one whole line (reminder text left out) and a
function from its match to the effect, as data: one place to add a wording.
"""

from __future__ import annotations

import re
from functools import cache
from typing import Any, Callable

from .mana import COLOR_WORDS
from .patterns import lazy
from .oracle import plain_line

_NUMBERS = {"an": 1, "one": 1, "two": 2, "three": 3, "four": 4}
_TYPES = ("artifact", "creature", "enchantment", "instant", "sorcery", "planeswalker", "battle")
_WHO = {"you may": "controller", "each player may": "each_player"}
_BASIC_TYPES = {"plains": "Plains", "island": "Island", "islands": "Island", "swamp": "Swamp", "swamps": "Swamp",
                "mountain": "Mountain", "mountains": "Mountain", "forest": "Forest", "forests": "Forest"}
_CASTERS = {"": "each_player", "you": "controller", "your opponents": "opponents"}
_SKIPPERS = {"each opponent": "opponents", "target player": "affected", "target opponent": "affected", "you": "controller"}

Reading = Callable[[re.Match[str]], dict[str, Any]]


def _filter(match: re.Match[str]) -> dict[str, Any]:
    """The cards an "as though they had flash" line is about: a colour and a card type, if said."""
    found: dict[str, Any] = {}
    if match.group("color"):
        found["colors_any"] = [COLOR_WORDS[match.group("color").lower()]]
    if match.group("type"):
        found["types_any"] = [match.group("type").capitalize()]
    return {"card_filter": found} if found else {}


def _kind_of_spells(match: re.Match[str]) -> dict[str, Any]:
    """The kind of spell a limit counts: "noncreature" is every spell without the type Creature."""
    return {"card_filter": {"types_none": [match["non"].capitalize()]}} if match["non"] else {}


def _cost_change_scope(match: re.Match[str]) -> dict[str, Any]:
    """Which spells a cost change is about, where the words say it plainly: one card type
    ("Creature spells", Turri Island) and the zones they are cast from ("from graveyards or from
    exile", Aven Interrupter). Other words ("Instant and sorcery spells", "Noncreature spells")
    leave it about every spell, which only makes Cast leave the total to the judge."""
    found: dict[str, Any] = {}
    kind = match["kind"].strip().lower()
    if kind in _TYPES:
        found["card_filter"] = {"types_any": [kind.capitalize()]}
    zones = re.findall(r"graveyard|exile", (match["zones"] or "").lower())
    if zones:
        found["from_zones"] = list(dict.fromkeys(zones))
    return found


# A list of keywords with haste among them: "haste", "haste and shroud", "hexproof and haste",
# "flying, haste, and lifelink" (a keyword of one or two words: "first strike")
_KEYWORD = r"[a-z]+(?: [a-z]+)?"
_WITH_HASTE = rf"(?:{_KEYWORD}, )*(?:{_KEYWORD},? and )?haste(?:, {_KEYWORD})*(?:,? and {_KEYWORD})?"
_GETS = r"(?:gets [+-]\d+/[+-]\d+ and )?"           # "Enchanted creature gets +1/+0 and has haste."
_GET = r"(?:get [+-]\d+/[+-]\d+ and )?"

# Words that may stand where a creature type does and are none (205.3m): card types, supertypes,
# colors, tokens
_NOT_CREATURE_TYPES = (r"(?:Creature|Artifact|Enchantment|Land|Planeswalker|Battle|Legendary|Snow|Token|Nontoken|Other"
                       r"|White|Blue|Black|Red|Green|Colorless|Multicolored|Monocolored|Attacking|Tapped|Untapped)")
# The plural creature types that don't just add an "s" ("Elves you control")
_PLURAL_TYPES = {"Elve": "Elf", "Dwarve": "Dwarf", "Wolve": "Wolf", "Werewolve": "Werewolf"}


def _others(m: re.Match[str]) -> dict[str, str]:
    """ "Other creatures you control …": every one but the source itself."""
    return {"scope": "others"} if m["other"] else {}


def _creature_type(word: str) -> str:
    """The creature type a plural names, as a template matched it without its final "s"."""
    return _PLURAL_TYPES.get(word, word)


# (template, what it is: a static ability or an effect a spell leaves behind, the effect). Compiled
# when first read (templates()): a start shows the bundled cards, validated before, without them.
TEMPLATES: tuple[tuple[str, str, Reading], ...] = (
        # 305.2: Exploration, Azusa, Mina and Denn, Rites of Flourishing
        (r"(?P<who>You may|Each player may) play (?P<n>an|one|two|three|four) additional lands?"
         r" on each of (?:your|their) turns\.",
         "statics", lambda m: {"kind": "extra_land_plays", "count": _NUMBERS[m["n"].lower()],
                               "applies_to": _WHO[m["who"].lower()]}),
        # 305.2: Fastbond, Naya
        (r"(?P<who>You may|Each player may) play any number of lands on each of (?:your|their) turns\.",
         "statics", lambda m: {"kind": "extra_land_plays", "unlimited": True, "applies_to": _WHO[m["who"].lower()]}),
        # 305.2 for one turn: Explore, Summer Bloom
        (r"You may play (?P<n>an|one|two|three|four|up to (?:one|two|three|four)) additional lands? this turn\.",
         "creates", lambda m: {"kind": "extra_land_plays", "count": _NUMBERS[m["n"].lower().removeprefix("up to ")],
                               "applies_to": "controller", "duration": "this turn"}),
        # 614.10, a one-time skip left behind, with or without the trigger that leaves it: Brine
        # Elemental's "When Brine Elemental is turned face up, each opponent skips their next untap step."
        (r"(?:When(?:ever)? [^,]+, )?(?P<who>Each opponent|Target player|Target opponent|You) skips? "
         r"(?:their|your) next untap step\.",
         "creates", lambda m: {"kind": "skip_next_untap", "applies_to": _SKIPPERS[m["who"].lower()]}),
        # 116.2a "usually that player's hand": Crucible of Worlds, Ramunap Excavator
        (r"You may play (?:lands|land cards) from your graveyard\.",
         "statics", lambda m: {"kind": "play_lands_from_zone", "zone": "graveyard"}),
        # Courser of Kruphix, Oracle of Mul Daya, Future Sight (its spells are cast, not special actions)
        (r"You may play (?:lands from the top of your library|the top card of your library"
         r"(?: if it's a land card)?)\.",
         "statics", lambda m: {"kind": "play_lands_from_zone", "zone": "library_top"}),
        # Aggressive Mining
        (r"You can't play lands\.", "statics", lambda m: {"kind": "cant_play_lands"}),
        # 601.3b: Leyline of Anticipation, Vedalken Orrery, Yeva, Vivien, Champion of the Wilds
        (r"You may cast (?:(?P<color>white|blue|black|red|green) )?(?:(?P<type>%s) )?spells as though they"
         r" had flash\." % "|".join(_TYPES),
         "statics", lambda m: {"kind": "flash_permission", **_filter(m)}),
        # 601.3b for one turn: Borne Upon a Wind
        (r"You may cast (?:(?P<color>white|blue|black|red|green) )?(?:(?P<type>%s) )?spells this turn as though they"
         r" had flash\." % "|".join(_TYPES),
         "creates", lambda m: {"kind": "flash_permission", "duration": "this turn", **_filter(m)}),
        # 702.8a: Teferi, Mage of Zhalfir ("have flash", not "as though")
        (r"(?P<type>%s) cards you own that aren't on the battlefield have flash\." % "|".join(_TYPES),
         "statics", lambda m: {"kind": "flash_permission", "grants_flash": True,
                               "card_filter": {"types_any": [m["type"].capitalize()]}}),
        # Teferi, Time Raveler
        (r"(?:Each opponent|Your opponents) can cast spells only any time they could cast a sorcery\.",
         "statics", lambda m: {"kind": "sorcery_timing_only", "applies_to": "opponents"}),
        # Dragonlord Dromoka, Myrel, Shield of Argive
        (r"Your opponents can't cast spells during your turn\.",
         "statics", lambda m: {"kind": "cant_cast_spells", "applies_to": "opponents", "during": "controller_turn"}),
        # 601.3: Rule of Law, Arcane Laboratory, Eidolon of Rhetoric, Archon of Emeria; of one kind of
        # spell, Deafening Silence (noncreature) and Ethersworn Canonist (nonartifact)
        (r"Each player can't cast more than (?P<n>one|two) (?:non(?P<non>creature|artifact) )?spells? each turn\.",
         "statics", lambda m: {"kind": "spell_limit", "count": _NUMBERS[m["n"].lower()], "applies_to": "each_player",
                               **_kind_of_spells(m)}),
        (r"Each player who has cast a non(?P<non>creature|artifact) spell this turn can't cast additional"
         r" non(?P=non) spells\.",
         "statics", lambda m: {"kind": "spell_limit", "count": 1, "applies_to": "each_player", **_kind_of_spells(m)}),
        # 116.1: a special action is neither a spell nor an ability, so these never change its cost;
        # the verdict says so (Thalia, Guardian of Thraben; Baral; Aven Interrupter; Suppression Field)
        (r"(?P<kind>(?:[A-Za-z]+,? )*?)spells? (?:(?P<who>you|your opponents) cast )?(?:from (?P<zones>[A-Za-z ,]+) )?"
         r"costs? (?:\{[^}]+\})+ (?:more|less) to cast\.",
         "statics", lambda m: {"kind": "cost_change_elsewhere", "of": "spells",
                               "applies_to": _CASTERS[(m["who"] or "").lower()], **_cost_change_scope(m)}),
        # 118.7a: the special actions' own costs, reduced. Cosmos Charger: "Foretelling cards from your
        # hand costs {1} less and can be done on any player's turn."; Ranar the Ever-Watchful: "The
        # first card you foretell each turn costs {0} to foretell." (foretelling costs {2}, 702.143a);
        # Doc Aurlock, Grizzled Genius: "Plotting cards from your hand costs {2} less."
        (r"Foretelling cards from your hand costs \{(?P<n>\d+)\} less(?P<any> and can be done on any player's turn)?\.",
         "statics", lambda m: {"kind": "foretell_modifier", "cost_reduction": int(m["n"]),
                               **({"any_turn": True} if m["any"] else {})}),
        (r"The first card you foretell each turn costs \{(?P<n>[0-2])\} to foretell\.",
         "statics", lambda m: {"kind": "foretell_modifier", "cost_reduction": 2 - int(m["n"]), "first_each_turn": True}),
        (r"Plotting cards from your hand costs \{(?P<n>\d+)\} less\.",
         "statics", lambda m: {"kind": "plot_modifier", "cost_reduction": int(m["n"]), "from_zones": ["hand"]}),
        # 702.10 given (302.6: such a creature can tap for mana at once): Lightning Greaves's "Equipped
        # creature has haste and shroud.", an Aura's "Enchanted creature has haste." (whoever controls
        # the creature), Fervor's "Creatures you control have haste.", Dragonlord Kolaghan's "Other
        # creatures you control have haste." (not itself), Concordant Crossroads's "All creatures have haste."
        (rf"(?:Equipped|Enchanted) creature {_GETS}has {_WITH_HASTE}\.",
         "statics", lambda m: {"kind": "grants_haste", "applies_to": "each_player", "scope": "attached"}),
        (rf"(?:(?P<other>Other )c|C)reatures you control {_GET}have {_WITH_HASTE}\.",
         "statics", lambda m: {"kind": "grants_haste", **_others(m)}),
        (rf"All creatures {_GET}have {_WITH_HASTE}\.",
         "statics", lambda m: {"kind": "grants_haste", "applies_to": "each_player"}),
        # a creature type's: Goblin Warchief's "Goblins you control have haste.", Blur Sliver's "Sliver
        # creatures you control have haste.", Goblin Chieftain's "Other Goblins you control get +1/+1
        # and have haste." (not itself; "Red creatures", "Artifact creatures", "Creature tokens" name
        # no creature type: not read)
        (rf"(?P<other>Other )?(?!{_NOT_CREATURE_TYPES}s?\b)(?P<type>[A-Z][a-z]+?)(?:s| creatures) you control {_GET}"
         rf"have {_WITH_HASTE}\.",
         "statics", lambda m: {"kind": "grants_haste", **_others(m),
                               "card_filter": {"subtypes_any": [_creature_type(m["type"])]}}),
        # Damping Sphere: "for each other spell that player has cast this turn"
        (r"Each spell a player casts costs (?:\{[^}]+\})+ (?:more|less) to cast for each [^.]+\.",
         "statics", lambda m: {"kind": "cost_change_elsewhere", "of": "spells", "applies_to": "each_player"}),
        (r"Activated abilities (?:of [A-Za-z ,]+ )?cost (?:\{[^}]+\})+ (?:more|less) to activate unless"
         r" they're mana abilities\.",
         "statics", lambda m: {"kind": "cost_change_elsewhere", "of": "activated_abilities",
                               "applies_to": "each_player"}),
        # Dosan the Falling Leaf: a prohibition during every turn but the player's own
        (r"Players can cast spells only during their own turns\.",
         "statics", lambda m: {"kind": "cant_cast_spells", "applies_to": "each_player", "during": "others_turns"}),
        # 305.6, 305.7: lands' types, so their mana abilities (Dryad of the Ilysian Grove, Prismatic
        # Omen; Urborg, Tomb of Yawgmoth; Blood Moon, Harbinger of the Seas; Celestial Dawn)
        (r"Lands you control are every basic land type in addition to their other types\.",
         "statics", lambda m: {"kind": "land_types", "land_types": list(dict.fromkeys(_BASIC_TYPES.values()))}),
        (r"Each land is an? (?P<type>Plains|Island|Swamp|Mountain|Forest) in addition to its other land types\.",
         "statics", lambda m: {"kind": "land_types", "applies_to": "each_player",
                               "land_types": [_BASIC_TYPES[m["type"].lower()]]}),
        (r"(?P<whose>Nonbasic lands|Lands you control) are (?P<type>Plains|Islands|Swamps|Mountains|Forests)\.",
         "statics", lambda m: {"kind": "land_types", "in_addition": False,
                               "land_types": [_BASIC_TYPES[m["type"].lower()]],
                               **({"applies_to": "each_player", "card_filter": {"nonbasic": True}}
                                  if m["whose"].lower() == "nonbasic lands" else {})}),
        # An Aura's: Spreading Seas's "Enchanted land is an Island." (305.7), whoever controls the land
        (r"Enchanted land is an? (?P<type>Plains|Island|Swamp|Mountain|Forest)\.",
         "statics", lambda m: {"kind": "land_types", "in_addition": False, "applies_to": "each_player",
                               "scope": "attached", "land_types": [_BASIC_TYPES[m["type"].lower()]]}),
        # 500.5 changed, for the priority sequence played forward: Upwelling; Omnath, Locus of Mana,
        # Leyline Tyrant (one colour); Kruphix, God of Horizons and Horizon Stone (as colorless)
        (r"(?P<who>Players|You) don't lose unspent (?:(?P<color>white|blue|black|red|green) )?mana as steps and"
         r" phases end\.",
         "statics", lambda m: {"kind": "keeps_mana", "applies_to": "each_player" if m["who"].lower() == "players" else "controller",
                               **({"card_filter": {"colors_any": [COLOR_WORDS[m["color"].lower()]]}} if m["color"] else {})}),
        (r"If you would lose unspent mana, that mana becomes (?P<becomes>colorless|white|blue|black|red|green) instead\.",
         "statics", lambda m: {"kind": "keeps_mana",
                               "mana_becomes": {"colorless": "C", **COLOR_WORDS}[m["becomes"].lower()]}),
        # 601.3: Nullhide Ferox ("You can't cast noncreature spells.")
        (r"(?P<who>You) can't cast non(?P<non>creature|artifact) spells\.",
         "statics", lambda m: {"kind": "cant_cast_spells", "applies_to": _CASTERS[m["who"].lower()],
                               **_kind_of_spells(m)}),
        # 118.3 with a mana ability given to permanents: Chromatic Lantern (lands), Cryptolith Rite
        # (creatures: not while summoning sick, 302.6); one kind of mana, Citanul Hierophants
        (r"(?P<what>Lands|Creatures|Artifacts) you control have [\"“]\{T\}: Add (?:\{(?P<one>[WUBRGC])\}|one mana"
         r" of any color)\.[\"”]",
         "statics", lambda m: {"kind": "grant_mana_ability", "card_filter": {"types_any": [m["what"][:-1].capitalize()]},
                               **({"adds": m["one"].upper()} if m["one"] else {})}),
        # 502.3, for the priority sequence played forward: what doesn't untap in its controller's
        # untap step (Tamiyo's Compleation, Claustrophobia; Mana Vault, its name read as "This
        # permanent"), and what untaps in other players' (Prop Room; Seedborn Muse: every permanent)
        (r"(?:Enchanted|Equipped) (?:permanent|creature|artifact|land|planeswalker) doesn't untap during its"
         r" controller's untap step\.",
         "statics", lambda m: {"kind": "doesnt_untap", "applies_to": "each_player", "scope": "attached"}),
        (r"This (?:permanent|artifact|creature|land|enchantment|Vehicle) doesn't untap during your untap step\.",
         "statics", lambda m: {"kind": "doesnt_untap", "scope": "self"}),
        (r"Untap (?:all permanents|each (?P<type>creature|artifact|land)|all (?P<types>creature|artifact|land)s)"
         r" you control during each other player's untap step\.",
         "statics", lambda m: {"kind": "untaps_in_others_untap_step",
                               **({"card_filter": {"types_any": [(m["type"] or m["types"]).capitalize()]}}
                                  if m["type"] or m["types"] else {})}),
        # 702.51a given to spells: Dazzling Theater ("Creature spells you cast have convoke.")
        (r"(?:(?P<type>%s) )?spells you cast have convoke\." % "|".join(_TYPES),
         "statics", lambda m: {"kind": "grants_convoke",
                               **({"card_filter": {"types_any": [m["type"].capitalize()]}} if m["type"] else {})}),
        # Silence; Ranger-Captain of Eos's ability ("noncreature spells")
        (r"Your opponents can't cast (?:non(?P<non>creature|artifact) )?spells this turn\.",
         "creates", lambda m: {"kind": "cant_cast_spells", "applies_to": "opponents", "duration": "this turn",
                               **_kind_of_spells(m)}),
)

# An activated ability, "[cost]: [effect]." (602.1a): the effect it leaves once it resolves is read
# as a spell's is, and left on the board as the ability resolves (left_effects.py: Emergence Zone, Ranger-Captain of Eos).
# A triggered ability ("When…, …") is not: whether and when it happened is the judge's.
_ACTIVATED = lazy(r"(?P<cost>[^:\"]+): (?P<effect>[^:\"]+)")


# Every template says one of these words: a line without any is passed over at once (an import
# reads 30,000 cards' texts, most of whose lines are keywords and abilities of no concern here).
HINT = r"play|cast|flash|cost|lands?\b|unspent|untap step|have [\"“]\{T\}: Add|haste"


@cache
def templates() -> tuple[re.Pattern[str], tuple[tuple[re.Pattern[str], str, Reading], ...]]:
    """The hint and the templates, compiled once."""
    return re.compile(HINT, re.I), tuple((re.compile(pattern, re.I), where, reading)
                                          for pattern, where, reading in TEMPLATES)


def read_effects(oracle_text: str, name: str = "") -> dict[str, Any]:
    """The effects a card's text says in the templates above, as CardEffects data, with the lines
    they were read from (`from_oracle`); {} when no line is one of them. The card's own name in
    its text (201.5) is read as "This permanent"."""
    found: dict[str, list[Any]] = {}
    hint, compiled = templates()
    for raw_line in (oracle_text or "").split("\n"):
        if not hint.search(raw_line):
            continue
        line = plain_line(raw_line)
        if name and line.startswith(name + " "):
            line = "This permanent" + line[len(name):]
        activated = _ACTIVATED.fullmatch(line)
        for template, where, reading in compiled:
            match = template.fullmatch(line)
            if match is None and activated is not None and where == "creates":
                match = template.fullmatch(activated["effect"])
            if match is not None:
                found.setdefault(where, []).append(reading(match))
                found.setdefault("from_oracle", []).append(raw_line.strip())
                break
    return found


def read_faces(faces: list[tuple[str, str]], room: bool) -> dict[str, Any]:
    """The effects of a card with faces, each face's (name, text) read as above: a face's static
    abilities are in force only while it is up (712.8d-e, 715.4) or, for a Room, while that door
    is unlocked (709.5), so each says which face or door it is."""
    found: dict[str, list[Any]] = {}
    for index, (name, text) in enumerate(faces):
        where_from = {"door": ("left", "right")[index]} if room and index < 2 else {"face": index}
        for where, items in read_effects(text, name).items():
            found.setdefault(where, []).extend({**item, **where_from} if where == "statics" else item for item in items)
    return found
