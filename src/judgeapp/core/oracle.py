"""Keyword costs read from Oracle text, so any card a user adds gets them.

Each keyword is one regular expression over one line of Oracle text; the reminder text in
parentheses is ignored. Costs may be mana ("{2}{W}{W}") or not ("Discard a card").
"""

from __future__ import annotations

from typing import Any

import re

from .patterns import lazy
from .mana import invalid_symbols, is_mana_cost, read_mana_cost

_REMINDER = lazy(r"\s*\([^)]*\)\s*$")
# "Morph {2}{W}{W}", "Morph—Discard a card.", "Megamorph {1}{G}", "Disguise {R/W}{R/W}"
# As Oracle writes them, and as a person types them: any case, and a hyphen or an en dash where
# Oracle has an em dash ("suspend 4-{R}", "Morph - Discard a card"; not the hyphen of "Morph-like").
_DASH = r"(?:\s*[—–]\s*|\s+-\s+|\s*-\s*(?![^\W\d_]))"
_THEN = rf"(?:{_DASH}|\s+)"       # a cost after a space, or (not mana) after a dash
_FACE_DOWN_COST = lazy(rf"^(Morph|Megamorph|Disguise){_THEN}(.+)$", re.I)
_SUSPEND = lazy(rf"^Suspend\s+(\d{{1,9}}|X){_DASH}(.+)$", re.I)
_FORETELL = lazy(rf"^Foretell{_THEN}(.+)$", re.I)
_PLOT = lazy(rf"^Plot{_THEN}(.+)$", re.I)
_COMPANION = lazy(rf"^Companion{_DASH}(.+)$", re.I)
_DISCARD_AS_INSTANT = lazy(r"^You may discard (.+) any time you could cast an instant\.$", re.I)
_AGENDA = lazy(r"^(Hidden|Double) agenda\b", re.I)
_X_NOT_ZERO = lazy(r"\.?\s*X can[’']t be 0\.?\s*$", re.I)


# The keywords whose cost or condition a special action reads, as they start an Oracle line.
KEYWORD_COST_WORDS = ("Morph", "Megamorph", "Disguise", "Suspend", "Foretell", "Plot", "Companion",
                      "Hidden agenda", "Double agenda")


def _clean_cost(text: str) -> str:
    text = text.strip().rstrip(".")
    cost = read_mana_cost(text)
    return cost if is_mana_cost(cost) and not invalid_symbols(cost) else text


def parse_keyword_costs(name: str, oracle_text: str, keywords: list[str]) -> dict[str, Any]:
    """The structured keyword fields of one card face (see CardDef for their meaning)."""
    found: dict[str, Any] = {
        "flash": "Flash" in keywords,
        "split_second": "Split second" in keywords,
    }
    for raw_line in (oracle_text or "").split("\n"):
        line = _REMINDER.sub("", raw_line.strip())
        if match := _FACE_DOWN_COST.match(line):
            found[match.group(1).lower()] = _clean_cost(match.group(2))
        elif match := _SUSPEND.match(line):
            x_not_zero = _X_NOT_ZERO.search(match.group(2))     # Detritivore's "{X}{3}{R}. X can't be 0."
            cost = match.group(2)[:x_not_zero.start()] if x_not_zero else match.group(2)
            found["suspend"] = {"time_counters": match.group(1).upper(), "cost": _clean_cost(cost),
                                **({"least_x": 1} if x_not_zero else {})}
        elif match := _FORETELL.match(line):
            found["foretell"] = _clean_cost(match.group(1))
        elif match := _PLOT.match(line):
            found["plot"] = _clean_cost(match.group(1))
        elif match := _COMPANION.match(line):
            found["companion"] = match.group(1).strip()
        elif (match := _DISCARD_AS_INSTANT.match(line)) and match.group(1).lower() in (name.lower(), "this card"):
            found["discard_as_instant"] = True
        elif match := _AGENDA.match(line):
            found["agenda"] = "double" if match.group(1).lower() == "double" else "hidden"
        elif line.lower() == "flash":
            found["flash"] = True
        elif line.lower() == "split second":
            found["split_second"] = True
    return found


# Words that could change a special action (116.2) when another card's text says them: land
# plays, casting permissions and prohibitions, face up or down, the keyword actions, the planar
# die, doors, losing abilities, cost changes, playing from other zones. A card's own keyword
# lines (its morph, suspend, foretell…) are parsed into its fields and are not counted here, nor
# "when it is turned face up" (a trigger on the special action, not a change to it) or "face-up".
_COULD_CHANGE = lazy(
    r"play (?:an |one |two |three |up to \w+ |\w+ )?additional lands?|play any number of lands|play lands?"
    r"|can't play|can't cast|can't be cast|cast spells only|only during (?:their|your) own turns?|as though (?:it|they) had flash|(?:has|have|gains?) flash\b"
    r"|(?<!turned )face (?:up|down)|can't be turned face up|face-down|foretell|\bplot|suspend|companion|planar die"
    r"|unlock|lose all abilities|loses all abilities"
    r"|costs? (?:\{[^}]*\})+ (?:more|less)|play (?:cards?|spells?|that card) from|from the top of your library"
    r"|play the top card of|you may play (?:that card|those cards|it|them)\b"
    # effects a player may end (116.2c: a Licid's "pay {W} to end this effect", Quenchable Fire's
    # "unless they pay {U} before that step") or ignore (116.2d: Leonin Arbiter, Volrath's Curse)
    r"|end this effect|pays? (?:\{[^}]*\})+ before|ignore this effect"
    # lands' types, so their mana abilities (305.6, 305.7): Urborg, Blood Moon, Dryad of the Ilysian Grove
    r"|(?:is|are) every basic land type|\blands?\b[^.]* (?:is|are) (?:an? )?(?:Plains|Islands?|Swamps?|Mountains?|Forests?)\b"
    # what stops a life payment (119.4, 119.8): a cost such as Zombie Cutthroat's "Pay 5 life"
    r"|life total can't change|can't pay life"
    # what stops mana abilities paying a cost (602.5): "can't be activated" (not "unless they're
    # mana abilities", Pithing Needle), Grand Abolisher's "can't … activate abilities of"
    r"|can't be activated(?! unless they're mana abilities)|activate abilities of"
    # a mana ability given to other permanents (Secrets of Paradise): mana that can pay a cost
    r"|have \"\{T\}: Add"
    # what tapping for mana makes, replaced (106.12b: Contamination's "it produces {B} instead",
    # Damping Sphere's), and mana spent as though it were another color (609.4b: Celestial Dawn),
    # for a special action's cost too (not Vizier of the Menagerie's "… to cast creature spells")
    r"|\bproduces?\b[^.]*\binstead\b"
    # card types added to permanents (Mycosynth Lattice's "All permanents are artifacts in addition to
    # their other types."): what Grand Abolisher, Null Rod or Linvala stops, mana abilities too (602.5)
    r"|\b(?:is|are) (?:an? )?(?:[A-Za-z]+ )?(?:artifacts?|creatures?|enchantments?) in addition to (?:its|their) other "
    r"(?:card )?types"
    # haste given (702.10): a creature that has it can tap for mana the turn it came (302.6)
    r"|\b(?:has|have)\b[^.]*\bhaste\b"
    r"|\bspend\b[^.]*?\bmana\b[^.]*?\bas though it were (?:mana of any (?:color|type)|\w+ mana)\b"
    r"(?! to (?:cast|activate|pay the activation))", re.I)
_OWN_KEYWORD = lazy(r"^(?:Morph|Megamorph|Disguise|Suspend|Foretell|Plot|Companion|Flash|Split second"
                          r"|Hidden agenda|Double agenda)\b", re.I)
_PARENTHESES = lazy(r"\([^)]*\)")


def plain_line(line: str) -> str:
    """A line of Oracle text as the readers here match it: reminder text (in parentheses) left
    out, a typographic apostrophe read as Oracle's "'" (a word processor or a phone types "’"),
    spaces single."""
    return " ".join(_PARENTHESES.sub("", line).replace("’", "'").split())


def special_action_words(oracle_text: str) -> tuple[str, ...]:
    """What in a card's text could change a special action (its own keywords and reminder text
    left out), e.g. ("play an additional land",). Empty when nothing could."""
    found: list[str] = []
    for line in (oracle_text or "").split("\n"):
        line = plain_line(line)
        if line and not _OWN_KEYWORD.match(line):
            found.extend(m.group(0) for m in _COULD_CHANGE.finditer(line))
    return tuple(dict.fromkeys(found))
