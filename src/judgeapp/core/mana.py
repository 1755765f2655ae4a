"""Mana costs in Oracle notation ("{2}{W}{W}"): parsing, mana value, generic reductions."""

from __future__ import annotations

from .patterns import lazy

# A color's word as Oracle text writes it, and its mana symbol's letter (105.1)
COLOR_WORDS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
MANA_TYPES = ("W", "U", "B", "R", "G", "C")      # 106.1b: the six types of mana, all a mana pool holds
_SYMBOL = lazy(r"\{([^}]+)\}")
# Forge's card files write hybrid symbols without the slash ("{UB}"); Oracle writes "{U/B}".
_HYBRID_NO_SLASH = lazy(r"^([WUBRG])([WUBRG])$")


# Rule 107.4: the mana symbols a mana cost can hold (Y and Z are variables too, 107.3; H is half
# mana from the Un-sets). Numbers are ASCII digits: "{²}" is no mana symbol.
_MANA_SYMBOL = lazy(r"^(?:[0-9]{1,4}|[WUBRGCSXYZ]|[WUBRGC2]/[WUBRG](?:/P)?|[WUBRGC]/P|H[WUBRG])$")


def _number(sym: str) -> int | None:
    if not (sym.isascii() and sym.isdigit()):
        return None
    return int(sym) if len(sym) <= 9 else 10**9     # a made-up "{99…9}" counts as a billion, not a crash


def invalid_symbols(cost: str) -> list[str]:
    """What in a mana cost is not a mana symbol of rule 107.4 (text outside braces included)."""
    bad = [s for s in symbols(cost) if not _MANA_SYMBOL.match(s)]
    outside = _SYMBOL.sub("", cost or "").strip()
    return bad + ([outside] if outside else [])


def symbols(cost: str) -> list[str]:
    """The symbols of a mana cost, normalised: "{UB}" becomes "U/B"."""
    out = []
    for raw in _SYMBOL.findall(cost or ""):
        match = _HYBRID_NO_SLASH.match(raw)
        out.append(f"{match.group(1)}/{match.group(2)}" if match else raw)
    return out


def normalise(cost: str) -> str:
    """A cost in Oracle notation, hybrid symbols written with a slash."""
    return "".join("{" + s + "}" for s in symbols(cost))


_SHORTHAND = lazy(r"^([0-9]*)([WUBRGCSXYZ]*)$")
_FACE_SEPARATOR = lazy(r"\s*//\s*")


def read_mana_cost(text: str) -> str:
    """A mana cost as a card file or a person writes it, in Oracle notation: "{2}{W}{W}",
    "{2}{w}{w}" and "2WW" alike, hybrid symbols with a slash ("{UB}" is "{U/B}"), a two-faced
    card's " // " between its faces' costs dropped. Anything else is kept as written, for
    invalid_symbols to name: a cost is never silently emptied."""
    compact = text.strip()
    if "{" not in compact:
        match = _SHORTHAND.match(compact.upper().replace(" ", ""))
        if match is None:
            return text
        number, letters = match.groups()
        return ("{" + number + "}" if number else "") + "".join("{" + s + "}" for s in letters)
    upper = _SYMBOL.sub(lambda found: "{" + found.group(1).upper() + "}", compact)
    return normalise(upper) if not _FACE_SEPARATOR.sub("", _SYMBOL.sub("", upper)).strip() else upper


def is_mana_cost(text: str) -> bool:
    """True when the text is nothing but mana symbols (so it can be reduced or added)."""
    stripped = _SYMBOL.sub("", text or "").strip()
    return bool(text) and stripped == ""


def has_x(cost: str) -> bool:
    """Whether a cost has {X}."""
    return "X" in symbols(cost)


def mana_value(cost: str) -> int:
    """Rule 202.3: the total amount of mana in a cost; X is 0 outside the stack (202.3e)."""
    total = 0
    for sym in symbols(cost):
        number = _number(sym)
        if number is not None:
            total += number
        elif sym in ("X", "Y", "Z"):
            continue
        elif "/" in sym:
            total += _number(sym.split("/")[0]) or 1
        else:
            total += 1
    return total


def combined(costs: list[str]) -> str:
    """Several mana costs as one (709.4b, a split card's): the variables first, then the generic
    mana summed, then the other symbols in the order W, U, B, R, G, as the rule's examples write
    them ("Assault//Battery's mana cost is {3}{R}{G}"; Fire//Ice's {2}{U}{R})."""
    found = [s for cost in costs for s in symbols(cost)]
    variables = [s for s in found if s in ("X", "Y", "Z")]
    numbers = [n for n in (_number(s) for s in found) if n is not None]
    others = [s for s in found if s not in variables and _number(s) is None]
    others.sort(key=lambda s: min(("WUBRG".find(c) for c in s if c in "WUBRG"), default=5))
    amount = [str(sum(numbers))] if numbers and (sum(numbers) or not others) else []
    return "".join("{" + s + "}" for s in (*variables, *amount, *others))


def generic(amount: int) -> str:
    """A generic mana cost of this amount: "{3}", or "{0}"."""
    return "{" + str(max(amount, 0)) + "}"


def reduce_generic(cost: str, amount: int) -> str:
    """Reduce the generic part of a mana cost (rule 601.2f: reductions apply to generic mana)."""
    syms = symbols(cost)
    digits = sum(n for n in map(_number, syms) if n is not None)
    rest = [s for s in syms if _number(s) is None]
    remaining = max(digits - amount, 0)
    parts = ([str(remaining)] if remaining or not rest else []) + rest
    return "".join("{" + s + "}" for s in parts)
