"""What a permanent's mana abilities add when it is tapped (605.1a), read from its Oracle text and
its basic land types (305.6), for the costs of special actions (118.3).

Read: "{T}: Add {G}.", "{T}: Add {R} or {G}." and "{G}, {W}, or {U}", "{T}: Add {C}{C}." (Sol
Ring), "{T}: Add one mana of any color.", "two mana in any combination of colors", "{T},
Sacrifice Lotus Bloom: Add three mana of any one color." (sacrificed as it is paid), a pain land's
"… deals 1 damage to you." (dealt when it makes that mana, 120.3a), "{T}, Pay 1 life: Add {G} or
{W}." (Horizon Canopy, Mana Confluence: life paid as it is activated, 119.4) and Jegantha's "This
mana can't be spent to pay generic mana costs."
"{1}, {T}: Add {W}{U}." (a Signet; Prismatic Lens's "one mana of any color") makes its mana from
{1} paid first (605.3a), and a filter land's "{W/U}, {T}: Add {W}{W}, {W}{U}, or {U}{U}." from {W}
or {U}: mana_matching uses them only after other mana paid that.
"{T}: Add {G} for each creature you control." (Gaea's Cradle; "for each Elf you control",
"… on the battlefield"; "{2}, {T}: Add {B} for each Swamp you control.", Cabal Coffers, from {2}
paid first; Cabal Stronghold's "for each basic Swamp you control"; Everflowing Chalice's "for each
charge counter on Everflowing Chalice"; Nykthos, Shrine to Nyx's "{2}, {T}: Choose a color. Add an
amount of mana of that color equal to your devotion to that color.", from {2} paid first, and
Karametra's Acolyte's "an amount of {G} equal to your devotion to green", 700.5; Command Tower's "one
mana of any color in your commander's color identity", 903.4) is kept as what it counts (`counting`),
and the Tron lands' "If you control an Urza's Power-Plant and an Urza's Tower, add {C}{C} instead."
as what it asks (`instead`): the board says how much they make (payment.py).
"{T}: Add one mana of any type that a land you control could produce." (Reflecting Pool; "any color
that a land an opponent controls could produce", Exotic Orchard, Fellwar Stone; "a basic land") is
kept as whose lands it looks at (`could_produce`): what those lands could produce is the board's
(106.7, payment.py).
"Exile Simian Spirit Guide from your hand: Add {R}." is kept apart (`from_hand`): it works from its
owner's hand, not the battlefield (payment.py).
Mana that "Spend this mana only to cast …" or "… only to activate …" restricts (Cavern of Souls,
Mishra's Workshop, Eldrazi Temple) can never pay a special action's cost, which is neither (116.1):
it is kept apart (`restricted`), for the verdict to say so.
Any other mana ability ("for each creature with power 4 or more", "If you control … instead":
such mana can't pay a special action's cost as the engine counts it) is returned as text, so
the verdict can say it was not counted instead of silently leaving it out.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from functools import cache, cached_property
from itertools import combinations_with_replacement, islice, product
from typing import Callable, Iterable, NamedTuple

from .mana import COLOR_WORDS
from .patterns import lazy

COLORS = "WUBRG"
KINDS = COLORS + "C"    # the six types of mana (106.1b), in the order mana is written in
BASIC_TYPES = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}
_MAX_MADE = 64       # the ways one activation can make its mana that one_more_produced spells out
_NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5}

# An activated ability's cost ("[Cost]: [Effect.]", 602.1a), not "have "{T}: Add …"" granted to
# others, nor a spell's "Add {B}{B}{B}"
_COST = lazy(r"^(?P<cost>[^:\"“]*): ")
# Words that add mana ("Add {G}.", "Choose a color. Add an amount of mana …", "For each color among
# permanents you control, add one mana of that color.")
_ADDS_MANA = lazy(r"\badds? (?:\{|one |two |three |four |five |X |an amount |mana |that much |an additional )",
                  re.IGNORECASE)
_TARGET = lazy(r"\btarget\b", re.IGNORECASE)
_LOYALTY_COST = lazy(r"^\[?[+−-]?(?:\d{1,9}|X)\]?$")      # "+1", "−X", "[0]"
_TAP_ADD = lazy(r"^(?:(?P<costs>\{1\}|\{[WUBRG]/[WUBRG]\}), )?\{T\}(?:, Pay (?P<life>\d{1,9}) life)?(?:, Sacrifice (?P<sacrificed>[^:,]+))?: "
                      r"Add (?P<what>[^.]+)\.(?P<rest>.*)$")
_FIXED = lazy(r"^(?:\{[WUBRGC]\})+$")
_EITHER = lazy(r"^\{[WUBRGC]\}(?:,? (?:or )?\{[WUBRGC]\})+$")
# A choice of fixed amounts: "{W}{W}, {W}{U}, or {U}{U}" (a filter land's)
_EITHER_FIXED = lazy(r"^(?:\{[WUBRGC]\})+(?:,? (?:or )?(?:\{[WUBRGC]\})+)+$")
_ANY_COLOR = lazy(r"^(one|two|three|four|five) mana (?:of any color|in any combination of colors)$")
_ONE_COLOR = lazy(r"^(one|two|three|four|five) mana of any one color$")
_PAIN = lazy(r"^[^.]* deals (\d{1,9}) damage to you\.$")
# The mana of "{T}: Add {C}{C}. Spend this mana only to cast colorless Eldrazi spells or activate …"
_SPELLS_ONLY = lazy(r"^\{T\}: Add [^.]+\. Spend this mana only to (?:cast|activate) [^.]+\.$")
# "{T}: Add {G} for each creature you control." (one word: a card type or a subtype)
_FOR_EACH = lazy(r"^(?:(?P<costs>\{[1-9]\}), )?\{T\}: Add \{(?P<color>[WUBRGC])\} for each (?P<basic>basic )?(?P<what>[A-Za-z]+) "
                 r"(?P<where>you control|on the battlefield)\.$")
# "{2}, {T}: Choose a color. Add an amount of mana of that color equal to your devotion to that color."
# (Nykthos, Shrine to Nyx), "{T}: Add an amount of {G} equal to your devotion to green." (Karametra's
# Acolyte)
_DEVOTION = lazy(r"^(?:(?P<costs>\{[1-9]\}), )?\{T\}: (?:Choose a color\. Add an amount of mana of that color equal to "
                 r"your devotion to that color|Add an amount of \{(?P<color>[WUBRG])\} equal to your devotion to "
                 r"(?P<word>white|blue|black|red|green))\.$")
# "{T}: Add {C} for each charge counter on Everflowing Chalice."
_FOR_EACH_COUNTER = lazy(r"^\{T\}: Add \{(?P<color>[WUBRGC])\} for each (?P<kind>[a-z]+) counter on (?P<on>[^.]+)\.$")
# "{T}: Add {C}. If you control an Urza's Power-Plant and an Urza's Tower, add {C}{C} instead."
_INSTEAD = lazy(r"^\{T\}: Add (?P<base>(?:\{[WUBRGC]\})+)\. If you control an? (?P<kinds>[A-Za-z' -]+), "
                r"add (?P<instead>(?:\{[WUBRGC]\})+) instead\.$")
# "{T}: Add one mana of any type that a land you control could produce." (106.7)
_COULD_PRODUCE = lazy(r"^\{T\}: Add one mana of any (?P<which>type|color) (?:that )?an? (?P<basic>basic )?land "
                      r"(?P<whose>you control|an opponent controls) could produce\.$")
# "Exile Simian Spirit Guide from your hand: Add {R}.": a mana ability that works from its owner's hand
_FROM_HAND = lazy(r"^Exile (?P<what>[^:]+) from your hand: Add (?P<adds>[^.]+)\.$")
# "{T}: Add one mana of any color in your commander's color identity." (Command Tower, Arcane Signet;
# Opal Palace's from {1} paid first; Path of Ancestry's "When that mana is spent …" changes no payment)
_IDENTITY = lazy(r"^(?:(?P<costs>\{1\}), )?\{T\}: Add one mana of any color in your commander's color identity\."
                 r"(?: (?:When that mana is spent|If you spend this mana) [^.]*\.)?$")
_REMINDER = lazy(r" \([^()]*\)$")      # "… to that color. (Your devotion to a color is …)"
_NOT_GENERIC = "This mana can't be spent to pay generic mana costs."


class CouldProduce(NamedTuple):
    """ "Add one mana of any type that a land you control could produce." (Reflecting Pool): whose
    lands it looks at, whether only basic ones, and whether {C} is among what it adds ("any type";
    "any color" is only W, U, B, R or G, 105.1)."""

    opponents: bool
    basic_only: bool
    colorless: bool


def is_mana_ability(cost: str, effect: str) -> bool:
    """Whether an activated ability "[Cost]: [Effect.]" is a mana ability (605.1a): its words add
    mana, it targets nothing, and it is no loyalty ability (Chandra's "+1: Add {R}{R}." uses the stack)."""
    return bool(_ADDS_MANA.search(effect)) and not _TARGET.search(effect) and not _LOYALTY_COST.match(cost.strip())


@dataclass(frozen=True)
class ManaAbility:
    """What one activation adds: one entry per mana, the colors that mana can be."""

    mana: tuple[frozenset[str], ...]
    generic: bool = True          # False: "This mana can't be spent to pay generic mana costs."
    sacrifice: bool = False       # "{T}, Sacrifice [this]: Add …": the permanent is sacrificed
    # "… deals 1 damage to you." (a pain land, a Talisman): the damage making its mana deals to
    # its controller (120.3a), unless the mana made is one of `painless` (a pain land's own {C}).
    damage: int = 0
    painless: frozenset[str] = frozenset()
    life: int = 0                 # "{T}, Pay 1 life: Add …": life paid as part of its cost (119.4)
    # "{1}, {T}: Add {W}{U}." (a Signet), "{W/U}, {T}: Add …" (a filter land): mana paid to
    # activate it (605.3a)
    costs: str = ""
    from_hand: bool = False       # "Exile Simian Spirit Guide from your hand: Add {R}.": the card is exiled as it pays
    # its mana as counting takes it: (colors, may pay generic, 1) for each
    kinds: tuple[tuple[frozenset[str], bool, int], ...] = field(init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "kinds", tuple((unit, self.generic, 1) for unit in self.mana))

    def mixes(self) -> tuple[str, ...]:
        """The mana it can add, each mix of its colors once, as symbols: a filter land's "{W}{W}",
        "{W}{U}", "{U}{U}" (each mana of the same colors, in any mix)."""
        colors = [c for c in KINDS if c in frozenset().union(*self.mana)]
        return tuple("".join("{" + c + "}" for c in mix) for mix in combinations_with_replacement(colors, len(self.mana)))

    def damage_making(self, colors: str | frozenset[str]) -> int:
        """The damage it deals its controller when it makes mana of these colors ("C" for {C}):
        none if one of them can be made without it (Shivan Reef's {C}, not its {U})."""
        return 0 if not self.damage or not self.painless.isdisjoint(colors) else self.damage


@dataclass(frozen=True, eq=False)
class ManaAbilities:
    """A permanent's ways to add mana by tapping it (one is chosen each time), and the mana
    abilities whose text is not read; indexed once per card text for counting costs. Made once
    per card text (mana_abilities), so it is its own identity: equal only to itself."""

    choices: tuple[ManaAbility, ...] = ()
    unread: tuple[str, ...] = ()
    # "{1}, {T}: Add {W}{U}." (Signets, Prismatic Lens), "{W/U}, {T}: Add {W}{W}, {W}{U}, or {U}{U}."
    # (filter lands, one entry per amount): abilities that cost mana to activate, so they make mana
    # only from mana paid first; not among `choices`, which cost none
    costing: tuple[ManaAbility, ...] = ()
    # "{T}: Add {G} for each creature you control.": (color, what it counts, only its controller's,
    # the mana it costs: Cabal Coffers's "{2}, {T}: Add {B} for each Swamp you control."); what is
    # "counter:charge" for the counters of that kind on the permanent itself, "basic:Swamp" for basic
    # Swamps only (Cabal Stronghold), "devotion" for its controller's devotion to that color
    # (Nykthos: one entry for each color it may choose), "identity" for one mana of that color if it is
    # in its controller's commander's color identity (Command Tower: one entry for each color)
    counting: tuple[tuple[str, str, bool, str], ...] = ()
    # "… Spend this mana only to cast …": abilities whose mana never pays a special action (116.1)
    restricted: tuple[str, ...] = ()
    # "{T}: Add {C}. If you control an Urza's Power-Plant and an Urza's Tower, add {C}{C} instead.":
    # (its mana, the mana instead, the permanents its controller must control: each by its subtypes)
    instead: tuple[tuple[str, str, tuple[tuple[str, ...], ...]], ...] = ()
    # "{T}: Add one mana of any type that a land you control could produce.": what the lands it looks at could make (106.7)
    could_produce: tuple[CouldProduce, ...] = ()
    # "Exile Elvish Spirit Guide from your hand: Add {G}.": what it adds from its owner's hand, exiled as it does
    from_hand: tuple[ManaAbility, ...] = ()
    symbols: str = field(init=False, compare=False)                           # "{C}{C}", "{R}/{G}"
    by_color: dict[str, tuple[ManaAbility, ...]] = field(init=False, compare=False)
    most: ManaAbility | None = field(init=False, compare=False)    # the most mana for generic
    _worth: dict[frozenset[str], tuple[ManaAbility, ...]] = field(default_factory=dict, compare=False, repr=False)

    def __post_init__(self) -> None:
        def unit(colors: frozenset[str]) -> str:
            return "/".join("{" + c + "}" for c in KINDS if c in colors)
        def made(ability: ManaAbility) -> str:     # a filter land's mixes of its colors in full
            if len(set(ability.mana)) == 1 and len(ability.mana[0]) > 1:
                return "/".join(ability.mixes())
            return "".join(unit(u) for u in ability.mana)
        object.__setattr__(self, "symbols", "/".join([*("".join(unit(u) for u in a.mana) for a in self.choices),
                                                      *(a.costs + "→" + made(a) for a in self.costing)]))
        object.__setattr__(self, "by_color", {c: tuple(a for a in self.choices if any(c in u for u in a.mana))
                                              for c in KINDS})
        object.__setattr__(self, "most", max(self.choices, key=lambda a: len(a.mana) if a.generic else 0,
                                             default=None))

    @cached_property
    def in_hand(self) -> ManaAbilities:
        """What the card adds from its owner's hand (`from_hand`), as the abilities of a source."""
        return ManaAbilities(self.from_hand)

    def adding(self, more: tuple[ManaAbility, ...], unread: tuple[str, ...] = ()) -> ManaAbilities:
        """These abilities and more ways to make mana (given by an effect, or counted on the board;
        one that costs mana among `costing`), and more that can't be counted (`unread`)."""
        return ManaAbilities(self.choices + tuple(a for a in more if not a.costs), self.unread + unread,
                             self.costing + tuple(a for a in more if a.costs), self.counting, self.restricted,
                             self.instead, self.could_produce, self.from_hand)

    def tapped_adding(self, extra: tuple[frozenset[str], ...]) -> ManaAbilities:
        """These abilities with `extra` mana added each time the permanent is tapped for mana (an
        Aura's "its controller adds an additional {G}", 605.1b): every way it makes mana here has {T}."""
        return self._each(lambda ability: (replace(ability, mana=ability.mana + extra),))

    def one_more_produced(self, times: int) -> ManaAbilities:
        """These abilities as a land's with, each time it is tapped for mana, `times` more mana each of
        a type it produced (Heartbeat of Spring, 605.1b): each way it makes mana becomes one way for
        each mana it can make and each choice of the types added ("{R} or {G}" becomes {R}{R} or {G}{G})."""
        def more(ability: ManaAbility) -> list[ManaAbility]:
            found: dict[tuple[str, ...], ManaAbility] = {}
            for made in _made(ability):
                for added in combinations_with_replacement(sorted(set(made), key=KINDS.index), times):
                    mana = tuple(sorted(made + added, key=KINDS.index))
                    found.setdefault(mana, replace(ability, mana=tuple(frozenset(c) for c in mana)))
            return list(found.values())
        return self._each(more)

    def adding_if_made(self, color: str) -> ManaAbilities:
        """These abilities as a land's that makes one more mana of `color` each time it makes mana of
        that color (Gauntlet of Power, Caged Sun: 605.1b): each way it makes mana becomes one way for
        each mana it can make, with one more {color} where it has some."""
        def more(ability: ManaAbility) -> list[ManaAbility]:
            found = dict.fromkeys(tuple(sorted(made + ((color,) if color in made else ()), key=KINDS.index))
                                  for made in _made(ability))
            return [replace(ability, mana=tuple(frozenset(c) for c in mana)) for mana in found]
        return self._each(more)

    def replaced(self, replacements: tuple[ManaReplacement, ...], is_land: bool) -> ManaAbilities:
        """These abilities as a permanent's whose mana replacement effects change as it is tapped for
        mana (106.12b, replaced_mana): each way it makes mana becomes one way for each mana it can make and
        each outcome. Its words' restriction stays (106.6a); the damage a pain land deals is what making
        its mana before the replacement deals (its {C} stays painless made {B} by Contamination); of
        two ways to the same mana, the one dealing less damage."""
        def outcomes(ability: ManaAbility) -> list[ManaAbility]:
            found: dict[tuple[str, ...], ManaAbility] = {}
            for made in _made(ability):
                damage = ability.damage_making(frozenset(made))
                for mana in replaced_mana(made, replacements, is_land):
                    if mana and (mana not in found or damage < found[mana].damage):
                        found[mana] = replace(ability, mana=tuple(frozenset(c) for c in mana), damage=damage,
                                              painless=frozenset())
            return list(found.values())
        return self._each(outcomes)

    def _each(self, change: Callable[[ManaAbility], Iterable[ManaAbility]]) -> ManaAbilities:
        """These abilities with each way to make mana (those that cost mana too) changed into others."""
        return ManaAbilities(tuple(m for a in self.choices for m in change(a)), self.unread,
                             tuple(m for a in self.costing for m in change(a)), self.counting, self.restricted,
                             self.instead, self.could_produce, self.from_hand)

    def worth_trying(self, colors: frozenset[str]) -> tuple[ManaAbility, ...]:
        """The choices that could matter for a cost needing these colors: those that make one of
        them, and the one that makes the most mana for generic if that is more (the others' mana
        can pay only generic). Kept for each set of colors asked about."""
        found = self._worth.get(colors)
        if found is None:
            hits = list({id(a): a for c in colors for a in self.by_color.get(c, ())}.values())
            most = self.most
            if most is not None and most.generic and \
                    len(most.mana) > max((len(a.mana) for a in hits if a.generic), default=0):
                hits.append(most)
            found = self._worth[colors] = tuple(hits)
        return found


def _made(ability: ManaAbility) -> list[tuple[str, ...]]:
    """The mana one activation can make, each once, in mana order ("{R} or {G}": ("R",), ("G",)):
    at most _MAX_MADE of them."""
    made = product(*(sorted(unit, key=KINDS.index) for unit in ability.mana))
    return list(dict.fromkeys(tuple(sorted(mana, key=KINDS.index)) for mana in islice(made, _MAX_MADE)))


def _means_itself(what: str, name: str) -> bool:
    what = what.strip()
    return what == name or what == "it" or what.startswith("this ") or what == name.split(",")[0]


def _read(line: str, name: str) -> tuple[ManaAbility, ...] | None:
    """The choices one "{T}: Add …" line gives, or None if it says something else."""
    match = _TAP_ADD.match(line)
    if match is None:
        return None
    sacrificed = match.group("sacrificed")
    if sacrificed is not None and not _means_itself(sacrificed, name):
        return None
    rest = match.group("rest").strip()
    pain = _PAIN.match(rest)
    if rest and not pain and rest != _NOT_GENERIC:
        return None
    generic, sacrifice, what = rest != _NOT_GENERIC, sacrificed is not None, match.group("what").strip()
    damage = int(pain.group(1)) if pain else 0
    life = int(match.group("life") or 0)
    costs = match.group("costs") or ""

    def ability(units: tuple[frozenset[str], ...]) -> ManaAbility:
        return ManaAbility(units, generic, sacrifice, damage, life=life, costs=costs)
    if _FIXED.match(what):
        return (ability(tuple(frozenset(c) for c in re.findall(r"[WUBRGC]", what))),)
    if _EITHER.match(what):
        return (ability((frozenset(re.findall(r"[WUBRGC]", what)),)),)
    if _EITHER_FIXED.match(what):
        amounts = {"".join(sorted(re.findall(r"[WUBRGC]", amount))) for amount in re.split(r",? (?:or )?", what)}
        colors = sorted(set("".join(amounts)))
        size = len(next(iter(amounts)))
        if amounts == {"".join(sorted(c)) for c in combinations_with_replacement(colors, size)}:
            # every mix of these colors ("{W}{W}, {W}{U}, or {U}{U}"): each mana either color
            return (ability((frozenset(colors),) * size),)
        return tuple(ability(tuple(frozenset(c) for c in amount)) for amount in sorted(amounts))
    if found := _ANY_COLOR.match(what):
        return (ability((frozenset(COLORS),) * _NUMBERS[found.group(1)]),)
    if found := _ONE_COLOR.match(what):       # all of one color: one choice per color
        return tuple(ability((frozenset(c),) * _NUMBERS[found.group(1)]) for c in COLORS)
    return None


def restricted_mana(line: str, name: str) -> frozenset[str]:
    """The types of mana an ability whose mana "Spend this mana only to cast …" restricts adds
    (Cavern of Souls's "{T}: Add one mana of any color.", Mishra's Workshop's {C}{C}{C}): what it
    could produce, whatever it may be spent on (106.7)."""
    read = _read(line.split(" Spend this mana only", 1)[0], name) or ()
    return frozenset(c for ability in read for unit in ability.mana for c in unit)


# A triggered mana ability (605.1b) that adds mana as a permanent is tapped for it: Heartbeat of
# Spring's "Whenever a player taps a land for mana, that player adds …", Wild Growth's "Whenever
# enchanted land is tapped for mana, its controller adds an additional {G}.", Gauntlet of Power's
# "… tapped for mana of the chosen color, its controller adds …", Regal Behemoth's "Whenever you tap a
# land for mana while you're the monarch, add …", Caged Sun's "Whenever a land's ability causes you to
# add one or more mana of the chosen color, add …"
_ADDS_ON_TAPPING = lazy(r"^(?:[A-Za-z' ]+ — )?Whenever [^.]*(?:\btap(?:s|ped)?\b[^.]*\bfor mana\b|\bcauses you to add\b)"
                        r"[^.]*, [^.]*\badds?\b")


@cache
def adds_on_tapping(oracle_text: str) -> bool:
    """Whether a card's words give it a triggered mana ability that adds mana when a permanent is
    tapped for mana (605.1b): more mana than the sources make, which the count leaves out."""
    return any(_ADDS_ON_TAPPING.match(line.strip()) for line in oracle_text.split("\n"))


# An Aura's triggered mana ability (605.1b): "Whenever enchanted land is tapped for mana, its
# controller adds an additional {G}." (Wild Growth; Overgrowth's {G}{G}, Fertile Ground's "one mana of
# any color")
_ENCHANTED_TAPPED = lazy(r"^Whenever enchanted (?:land|Plains|Island|Swamp|Mountain|Forest) is tapped for mana, its "
                         r"controller adds an additional (?P<adds>[^.]+)\.$")
CHOSEN = "chosen"       # Utopia Sprawl's "one mana of the chosen color": the color chosen for the Aura


@cache
def adds_to_enchanted(oracle_text: str) -> tuple[frozenset[str], ...]:
    """The mana an Aura's "Whenever enchanted land is tapped for mana, its controller adds an
    additional {G}." adds each time (605.1b), one entry per mana; Utopia Sprawl's "… enchanted Forest
    … one mana of the chosen color" as (frozenset({CHOSEN}),), for the color chosen for it; () if
    its words say nothing this reads."""
    for line in oracle_text.split("\n"):
        if found := _ENCHANTED_TAPPED.match(line.strip()):
            if found["adds"] == "one mana of the chosen color":
                return (frozenset({CHOSEN}),)
            read = _read(f"{{T}}: Add {found['adds']}.", "")       # the mana read as a tap ability's
            if read is not None and len(read) == 1:
                return read[0].mana
    return ()


# A triggered mana ability (605.1b) adding one more mana of the chosen color as a land makes mana of
# it: Gauntlet of Power's "Whenever a basic land is tapped for mana of the chosen color, its controller
# adds an additional one mana of that color." (every player's basic lands), Caged Sun's "Whenever a
# land's ability causes you to add one or more mana of the chosen color, add an additional one mana of
# that color." (its controller's lands)
_CHOSEN_MORE = lazy(r"^Whenever (?:(?P<basic>a basic land is tapped for mana of the chosen color, its controller adds)|"
                    r"a land's ability causes you to add one or more mana of the chosen color, add) an additional one "
                    r"mana of that color\.$")


@cache
def adds_to_chosen(oracle_text: str) -> str | None:
    """Whose lands making mana of the chosen color make one more of it, by a card's words (605.1b):
    "basic_each_player" (Gauntlet of Power: every player's basic lands), "controller" (Caged Sun), or None."""
    for line in oracle_text.split("\n"):
        if found := _CHOSEN_MORE.match(line.strip()):
            return "basic_each_player" if found["basic"] else "controller"
    return None


# A permanent's triggered mana ability (605.1b) for each land tapped for mana: "Whenever a player taps
# a land for mana, that player adds one mana of any type that land produced." (Heartbeat of Spring,
# Mana Flare; Dictate of Karametra's "an additional"), "Whenever you tap a land for mana, add one mana
# of any type that land produced." (Zendikar Resurgent, Mirari's Wake)
_ONE_MORE_PRODUCED = lazy(r"^Whenever (?P<who>a player taps|you tap) a land for mana, (?:that player adds|add) "
                          r"(?:an additional )?one mana of any type that land produced\.$")


@cache
def adds_one_produced(oracle_text: str) -> str | None:
    """Whose lands tapped for mana make one more mana of a type they produced, by a card's words
    (605.1b): "each_player" (Heartbeat of Spring), "controller" (Zendikar Resurgent), or None."""
    for line in oracle_text.split("\n"):
        if found := _ONE_MORE_PRODUCED.match(line.strip()):
            return "each_player" if found["who"] == "a player taps" else "controller"
    return None


# Replacement effects on the mana a permanent produces as it is tapped for it (106.12b): "If you tap a
# permanent for mana, it produces twice as much of that mana instead." (Mana Reflection; Nyxbloom
# Ancient's "three times as much"), "If a land is tapped for two or more mana, it produces {C} instead
# of any other type and amount." (Damping Sphere; Contamination's "for mana, it produces {B}"; Infernal
# Darkness's "instead of any other type": as much of it)
_TIMES_AS_MUCH = lazy(r"^If you tap a permanent for mana, it produces (?P<times>twice|three times) as much of that "
                      r"mana instead\.$")
_LAND_PRODUCES = lazy(r"^If a land is tapped for (?P<two>two or more )?mana, it produces \{(?P<mana>[WUBRGC])\} "
                      r"instead of any other type(?P<amount> and amount)?\.$")
_TIMES = {"twice": 2, "three times": 3}
MAX_MADE = 100      # more mana than one cost could ever need: a made-up board's thousands of creatures make this many
_MAX_ORDERS = 4     # replacement effects tried in every order; more apply in board order


class ManaReplacement(NamedTuple):
    """A replacement effect on the mana a permanent produces as it is tapped for mana (106.12b): each
    mana `times` as much (Mana Reflection), or all of it of the type `becomes` (one mana if `one`:
    "instead of any other type and amount"), for lands only and, if `two_or_more`, only when they
    would produce two or more mana (Damping Sphere); `each_player`: whoever taps (not only its controller)."""

    times: int = 1
    becomes: str = ""
    one: bool = False
    lands_only: bool = False
    two_or_more: bool = False
    each_player: bool = False

    def applies(self, made: tuple[str, ...], is_land: bool) -> bool:
        """Whether it applies to a permanent (a land or not) tapped for this mana."""
        return (is_land or not self.lands_only) and (len(made) >= 2 or not self.two_or_more)

    def apply(self, made: tuple[str, ...]) -> tuple[str, ...]:
        """The mana produced instead (at most MAX_MADE)."""
        if self.becomes:
            return (self.becomes,) if self.one else (self.becomes,) * len(made)
        return tuple(sorted(made * self.times, key=KINDS.index))[:MAX_MADE]


@cache
def mana_replacements(oracle_text: str) -> tuple[ManaReplacement, ...]:
    """The replacement effects on tapping for mana a card's words make (106.12b), those read here."""
    found = []
    for line in oracle_text.split("\n"):
        if times := _TIMES_AS_MUCH.match(line.strip()):
            found.append(ManaReplacement(times=_TIMES[times["times"]]))
        elif land := _LAND_PRODUCES.match(line.strip()):
            found.append(ManaReplacement(becomes=land["mana"], one=bool(land["amount"]), lands_only=True,
                                         two_or_more=bool(land["two"]), each_player=True))
    return tuple(found)


def replaced_mana(made: tuple[str, ...], replacements: tuple[ManaReplacement, ...], is_land: bool
                  ) -> tuple[tuple[str, ...], ...]:
    """What tapping for `made` produces under these replacement effects: its controller chooses one
    that applies, then another that applies to what it made, each at most once (616.1, 616.1e, 614.5),
    so each order they can take gives one outcome (Damping Sphere beside Mana Reflection: a land's
    {C}{C} becomes {C}, then {C}{C}; or {C}{C}{C}{C}, then {C}), each once, in the order of the effects
    (so a menu lists them the same way every time). Beyond _MAX_ORDERS effects, board order."""
    applicable = [i for i, effect in enumerate(replacements) if effect.applies(made, is_land)]
    if not applicable:
        return (made,)
    found: dict[tuple[str, ...], None] = {}
    for i in applicable if len(replacements) <= _MAX_ORDERS else applicable[:1]:
        found.update(dict.fromkeys(replaced_mana(replacements[i].apply(made), replacements[:i] + replacements[i + 1:],
                                                 is_land)))
    return tuple(found)


# "You may spend mana as though it were mana of any color." (Chromatic Orrery; Mycosynth Lattice's
# "Players may …"): how its controller, or each player, may pay any cost (609.4b)
_SPENT_AS_ANY = lazy(r"^(?P<who>You|Players|Each player) may spend mana as though it were mana of any "
                     r"(?P<what>color|type)\.$")
# Sunglasses of Urza's "You may spend white mana as though it were red mana."; Celestial Dawn's "You
# may spend white mana as though it were mana of any color. You may spend other mana only as though
# it were colorless mana."
_COLOR_WORD = r"white|blue|black|red|green"
_SPENT_AS_OTHER = lazy(rf"^You may spend (?P<from>{_COLOR_WORD}) mana as though it were (?P<to>{_COLOR_WORD}) mana\.$")
_SPENT_ONE_AS_ANY = lazy(rf"^You may spend (?P<from>{_COLOR_WORD}) mana as though it were mana of any color\. You may "
                         r"spend other mana only as though it were colorless mana\.$")
# What each kind of mana may pay (W: {W}) under a spending rule: a tuple, so costs read with it cache
Pays = tuple[tuple[str, frozenset[str]], ...]


@dataclass(frozen=True)
class Spending:
    """How a card's words let a player spend mana (609.4b): who ("controller", "each_player"), the
    words ("any_color", "any_type"; "one_as_any": Celestial Dawn; "as_other": Sunglasses of Urza),
    what each kind of mana may then pay, and for the last two the mana named ("{W}", "{R}")."""
    who: str
    words: str
    pays: Pays
    mana_from: str = ""
    mana_to: str = ""


@cache
def spent_as(oracle_text: str) -> Spending | None:
    """How a card's words let a player spend mana as though it were other mana (609.4b), or None."""
    for line in oracle_text.split("\n"):
        line = line.strip()
        if "as though it were" not in line:        # (most cards: no pattern compiled at a start)
            continue
        if found := _SPENT_AS_ANY.match(line):
            colors_too = frozenset(COLORS) | ({"C"} if found["what"] == "type" else set())
            return Spending("controller" if found["who"] == "You" else "each_player", f"any_{found['what']}",
                            tuple((kind, frozenset({kind}) | colors_too) for kind in KINDS))
        if found := _SPENT_AS_OTHER.match(line):
            source, target = COLOR_WORDS[found["from"]], COLOR_WORDS[found["to"]]
            return Spending("controller", "as_other", tuple((kind, frozenset({kind, target} if kind == source else {kind}))
                                                            for kind in KINDS), f"{{{source}}}", f"{{{target}}}")
        if found := _SPENT_ONE_AS_ANY.match(line):      # other mana pays only what colorless mana pays
            source = COLOR_WORDS[found["from"]]
            return Spending("controller", "one_as_any", tuple((kind, frozenset(COLORS) if kind == source else frozenset("C"))
                                                              for kind in KINDS), f"{{{source}}}")
    return None


# The lines of a card's text that change mana in words a board warning would name (oracle.py) and
# the payment counts (Mana Reflection's, Damping Sphere's; and spent_as's, Chromatic Orrery's)
_COUNTED_CHANGES = (_TIMES_AS_MUCH, _LAND_PRODUCES)


def changes_mana(oracle_text: str) -> bool:
    """Whether a card's words change the mana permanents make as they are tapped for it (a triggered
    mana ability that adds mana then, 605.1b: Heartbeat of Spring, Wild Growth; a replacement effect
    on it the payment counts, 106.12b: Mana Reflection, Damping Sphere) or how mana may be spent
    (609.4b: Chromatic Orrery)."""
    return adds_on_tapping(oracle_text) or bool(mana_replacements(oracle_text)) or spent_as(oracle_text) is not None


def counted_mana_change(line: str) -> bool:
    """Whether a line of a card's text changes mana in words the payment counts, so no board
    warning need name it."""
    return any(pattern.match(line.strip()) for pattern in _COUNTED_CHANGES) or spent_as(line) is not None


# "{T}: Add one mana of any color.", as an effect may give it (Secrets of Paradise)
ANY_COLOR = ManaAbility((frozenset(COLORS),))


@cache
def mana_abilities(name: str, type_line: str, oracle_text: str) -> ManaAbilities:
    """The mana abilities of a face with this name, type line and Oracle text."""
    subtypes = type_line.split("—", 1)[1].split() if "—" in type_line else ()
    single = {BASIC_TYPES[t] for t in subtypes if t in BASIC_TYPES}     # 305.6: "{T}: Add [mana]"
    painless, damage = set(single), 0
    others: list[ManaAbility] = []
    costing: list[ManaAbility] = []
    counting: list[tuple[str, str, bool, str]] = []
    restricted: list[str] = []
    instead: list[tuple[str, str, tuple[tuple[str, ...], ...]]] = []
    could_produce: list[CouldProduce] = []
    from_hand: list[ManaAbility] = []
    unread: list[str] = []
    for raw in oracle_text.split("\n"):
        line = raw.strip()      # a basic land's "({T}: Add {W}.)"; a line's reminder text has no rules meaning (207.2)
        line = line[1:-1] if line.startswith("(") and line.endswith(")") else _REMINDER.sub("", line)
        if not ((cost := _COST.match(line)) and is_mana_ability(cost["cost"], line[cost.end():])):
            continue        # a line the engine can't read is named below, never left out
        if each := _FOR_EACH.match(line):
            what = f"basic:{each['what']}" if each["basic"] else each["what"]      # Cabal Stronghold's "basic Swamp"
            counting.append((each["color"], what, each["where"] == "you control", each["costs"] or ""))
            continue
        if (devotion := _DEVOTION.match(line)) and COLOR_WORDS.get(devotion["word"]) == devotion["color"]:
            colors = devotion["color"] or COLORS
            counting.extend((color, "devotion", True, devotion["costs"] or "") for color in colors)
            continue
        if identity := _IDENTITY.match(line):      # a color its controller's commanders have (903.4)
            counting.extend((color, "identity", True, identity["costs"] or "") for color in COLORS)
            continue
        if (each := _FOR_EACH_COUNTER.match(line)) and _means_itself(each["on"], name):   # (the same "itself")
            counting.append((each["color"], f"counter:{each['kind']}", True, ""))
            continue
        if (found := _FROM_HAND.match(line)) and _means_itself(found["what"], name) and \
                (adds := _read(f"{{T}}: Add {found['adds']}.", name)):      # the mana read as a tap ability's
            from_hand.extend(replace(ability, from_hand=True) for ability in adds)
            continue
        if found := _COULD_PRODUCE.match(line):
            could_produce.append(CouldProduce(found["whose"] != "you control", bool(found["basic"]),
                                              found["which"] == "type"))
            continue
        if _SPELLS_ONLY.match(line):
            restricted.append(line)
            continue
        if found := _INSTEAD.match(line):
            kinds = tuple(tuple(kind.split()) for kind in re.split(r",? and an? |, an? ", found["kinds"]))
            instead.append((found["base"], found["instead"], kinds))
            continue
        read = _read(line, name)
        if read is None:
            unread.append(line)
            continue
        for ability in read:
            if ability.costs:
                costing.append(ability)
            elif len(ability.mana) == 1 and ability.generic and not ability.sacrifice and not ability.life:
                single |= ability.mana[0]        # "{T}: Add {C}." and "{T}: Add {R} or {G}.": one mana, either
                if ability.damage:               # a pain land's {R} or {G}: its {C} deals no damage
                    damage = max(damage, ability.damage)
                else:
                    painless |= ability.mana[0]
            else:
                others.append(ability)
    merged = ManaAbility((frozenset(single),), damage=damage, painless=frozenset(painless) if damage else frozenset())
    choices = ((merged,) if single else ()) + tuple(dict.fromkeys(others))
    return ManaAbilities(choices, tuple(unread), tuple(dict.fromkeys(costing)), tuple(counting), tuple(restricted),
                         tuple(instead), tuple(dict.fromkeys(could_produce)), tuple(from_hand))
