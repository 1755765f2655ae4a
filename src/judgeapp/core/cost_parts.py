"""A special action's cost read as its parts: the mana ("{2}{W}") and the other parts, in the
Oracle wording ("Discard a card", "Pay 3 life", "Sacrifice a permanent", "Exile a card from your
graveyard", "Reveal a white card in your hand", "Return two Islands you control to their owner's
hand"). The kinds named here are the ones the board can answer (payment checks and carries them
out) and the ones the message catalogs word in each language; any other part ("Remove a +1/+1
counter from a creature you control") stays as the card says it."""

from __future__ import annotations

import re
from functools import lru_cache

from .patterns import lazy
from .mana import is_mana_cost, normalise

# (kind, the Oracle wording); the count is group 1, what a sacrifice takes group 2.
_PARTS = (
    ("discard", lazy(r"^discard (a|one|two|three|\d{1,9}) cards?$", re.I)),
    ("life", lazy(r"^pay (\d{1,9}) life$", re.I)),
    ("sacrifice", lazy(r"^sacrifice (a|an|one|two|three|\d{1,9}) ([a-z]+?)s?$", re.I)),
    ("exile_graveyard", lazy(r"^exile (a|one|two|three|\d{1,9}) cards? from your graveyard$", re.I)),
    # Watcher of the Roost's "Morph—Reveal a white card in your hand." (a color: what it takes)
    ("reveal", lazy(r"^reveal (a|one|two|three|\d{1,9}) (white|blue|black|red|green) cards? (?:in|from) your hand$", re.I)),
    # Fathom Seer's "Morph—Return two Islands you control to their owner's hand." (a type or subtype)
    ("return", lazy(r"^return (a|an|one|two|three|\d{1,9}) ([a-z]+?)s? you control to (?:its|their) owner's hands?$",
                    re.I)),
)
_NUMBERS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3}


# Where a cost's parts meet: a comma before a symbol or a capital ("{T}, Sacrifice an artifact,
# creature, or land" is two parts, not four).
_BETWEEN_PARTS = lazy(r",\s*(?=[{\[A-Z+−-])")


def pieces(cost: str) -> tuple[str, ...]:
    """A cost's parts in the order the card writes them ("{T}", "Sacrifice a land")."""
    return tuple(p.strip().rstrip(".") for p in _BETWEEN_PARTS.split(cost)) if not is_mana_cost(cost) else (cost,)


@lru_cache(maxsize=1024)
def split(cost: str) -> tuple[str, tuple[str, ...]]:
    """A cost split into its mana ("{2}{W}") and its other parts ("Discard a card")."""
    parts = pieces(cost)
    return "".join(normalise(p) for p in parts if is_mana_cost(p)), tuple(p for p in parts if not is_mana_cost(p))


@lru_cache(maxsize=1024)
def read(text: str) -> tuple[str, int, str] | None:
    """("discard"|"life"|"sacrifice"|"exile_graveyard"|"reveal"|"return", how many, what it takes: the
    kind of permanent a sacrifice or a return takes, the color of the cards a reveal shows) for a
    non-mana part of a cost the board can answer, or None."""
    for kind, pattern in _PARTS:
        if match := pattern.match(text.strip()):
            count = _NUMBERS.get(match.group(1).lower()) or int(match.group(1))
            return kind, count, match.group(2).lower() if (match.lastindex or 0) >= 2 else ""
    return None
