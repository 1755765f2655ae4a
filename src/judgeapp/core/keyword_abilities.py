"""Keyword activated abilities (702): what "Equip {2}" or "Cycling {2}" means, quoted from the rule
that defines it, and the zone it functions in (113.6: the battlefield unless the rule says
another). A card's line "Basic landcycling {1}{G}" is read as the ability
"{1}{G}, Discard this card: Search your library for a basic land card, …" that works from its
owner's hand (702.29a, 702.29e).
"""

from __future__ import annotations

from dataclasses import dataclass

from .patterns import lazy


@dataclass(frozen=True)
class Keyword:
    """A keyword activated ability: the rule defining it, where it functions, what it means."""
    rule: str
    zone: str          # where it functions: "battlefield", "hand" or "graveyard"
    meaning: str       # the rule's words; "[Cost]", "[type]" and "N" are filled in from the card's line


# Each meaning is quoted exactly from the shipped Comprehensive Rules (a test checks it).
KEYWORDS: dict[str, Keyword] = {
    "equip": Keyword("702.6a", "battlefield",
                     "[Cost]: Attach this permanent to target creature you control. Activate only as a sorcery."),
    "cycling": Keyword("702.29a", "hand", "[Cost], Discard this card: Draw a card."),
    "typecycling": Keyword("702.29e", "hand",
                           "[Cost], Discard this card: Search your library for a [type] card, reveal it, and put it "
                           "into your hand. Then shuffle your library."),
    "ninjutsu": Keyword("702.49a", "hand",
                        "[Cost], Reveal this card from your hand, Return an unblocked attacking creature you control "
                        "to its owner’s hand: Put this card onto the battlefield from your hand tapped and attacking."),
    "unearth": Keyword("702.84a", "graveyard",
                       "[Cost]: Return this card from your graveyard to the battlefield. It gains haste. Exile it at "
                       "the beginning of the next end step. If it would leave the battlefield, exile it instead of "
                       "putting it anywhere else. Activate only as a sorcery."),
    "level up": Keyword("702.87a", "battlefield",
                        "[Cost]: Put a level counter on this permanent. Activate only as a sorcery."),
    "scavenge": Keyword("702.97a", "graveyard",
                        "[Cost], Exile this card from your graveyard: Put a number of +1/+1 counters equal to the "
                        "power of the card you exiled on target creature. Activate only as a sorcery."),
    "outlast": Keyword("702.107a", "battlefield",
                       "[Cost], {T}: Put a +1/+1 counter on this creature. Activate only as a sorcery."),
    "crew": Keyword("702.122a", "battlefield",
                    "Tap any number of other untapped creatures you control with total power N or greater: This "
                    "permanent becomes an artifact creature until end of turn."),
    "embalm": Keyword("702.128a", "graveyard",
                      "[Cost], Exile this card from your graveyard: Create a token that’s a copy of this card, except "
                      "it’s white, it has no mana cost, and it’s a Zombie in addition to its other types. Activate "
                      "only as a sorcery."),
    "eternalize": Keyword("702.129a", "graveyard",
                          "[Cost], Exile this card from your graveyard: Create a token that’s a copy of this card, "
                          "except it’s black, it’s 4/4, it has no mana cost, and it’s a Zombie in addition to its "
                          "other types. Activate only as a sorcery."),
}

# "Equip {2}", "Equip—Pay 3 life.", "Plainscycling {2}", "Basic landcycling {1}{G}", "Crew 3".
_LINE = lazy(r"^(?P<keyword>Equip|Cycling|Ninjutsu|Unearth|Level up|Scavenge|Outlast|Embalm|Eternalize)"
                   r"(?: (?P<mana>(?:\{[^}]+\})+)|—(?P<other>[^.]+)\.?)$")
_TYPECYCLING = lazy(r"^(?P<type>[A-Z][a-z]*(?: [a-z]+)*)cycling (?P<mana>(?:\{[^}]+\})+)$")
# Supertypes and card types (205.2a, 205.4a), written in lower case inside a sentence.
_TYPE_WORDS = {"basic", "legendary", "snow", "land", "artifact", "creature", "enchantment", "instant", "sorcery",
               "planeswalker", "battle", "kindred"}
_CREW = lazy(r"^Crew (?P<n>\d{1,9})$")


@dataclass(frozen=True)
class Read:
    """A keyword line read: its rule, its zone, and the ability it means split at its colon."""
    rule: str
    zone: str
    cost: str
    effect: str


def read(line: str) -> Read | None:
    """The keyword activated ability a line of Oracle text (reminder text left out) is, or None."""
    if match := _LINE.match(line):
        keyword = KEYWORDS[match["keyword"].lower()]
        cost = match["mana"] or match["other"].strip()
        return _filled(keyword, keyword.meaning.replace("[Cost]", cost, 1))
    if match := _TYPECYCLING.match(line):
        keyword = KEYWORDS["typecycling"]
        kind = match["type"]      # a subtype keeps its capital ("a Plains card"), a type doesn't ("a basic land card")
        kind = kind.lower() if kind.split()[0].lower() in _TYPE_WORDS else kind
        meaning = keyword.meaning.replace("[Cost]", match["mana"], 1).replace("[type]", kind, 1)
        return _filled(keyword, meaning)
    if match := _CREW.match(line):
        keyword = KEYWORDS["crew"]
        return _filled(keyword, keyword.meaning.replace("power N", f"power {match['n']}", 1))
    return None


def _filled(keyword: Keyword, meaning: str) -> Read:
    cost, effect = meaning.split(": ", 1)       # 602.1a: "[Cost]: [Effect.]"
    return Read(keyword.rule, keyword.zone, cost, effect)
