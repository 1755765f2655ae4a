"""Mana costs in Oracle notation ("{2}{W}{W}"): parsing, mana value, generic reductions."""

from __future__ import annotations

import re

_SYMBOL = re.compile(r"\{([^}]+)\}")
# Forge's card files write hybrid symbols without the slash ("{UB}"); Oracle writes "{U/B}".
_HYBRID_NO_SLASH = re.compile(r"^([WUBRG])([WUBRG])$")


def symbols(cost: str) -> list[str]:
    """The symbols of a mana cost, normalised: "{UB}" becomes "U/B"."""
    out = []
    for raw in _SYMBOL.findall(cost or ""):
        match = _HYBRID_NO_SLASH.match(raw)
        out.append(f"{match.group(1)}/{match.group(2)}" if match else raw)
    return out


def normalise(cost: str) -> str:
    return "".join("{" + s + "}" for s in symbols(cost))


def is_mana_cost(text: str) -> bool:
    """True when the text is nothing but mana symbols (so it can be reduced or added)."""
    stripped = _SYMBOL.sub("", text or "").strip()
    return bool(text) and stripped == ""


def has_x(cost: str) -> bool:
    return "X" in symbols(cost)


def mana_value(cost: str) -> int:
    """Rule 202.3: the total amount of mana in a cost; X is 0 outside the stack (202.3e)."""
    total = 0
    for sym in symbols(cost):
        if sym.isdigit():
            total += int(sym)
        elif sym in ("X", "Y", "Z"):
            continue
        elif "/" in sym:
            left = sym.split("/")[0]
            total += int(left) if left.isdigit() else 1
        else:
            total += 1
    return total


def generic(amount: int) -> str:
    return "{" + str(max(amount, 0)) + "}"


def reduce_generic(cost: str, amount: int) -> str:
    """Reduce the generic part of a mana cost (rule 601.2f: reductions apply to generic mana)."""
    syms = symbols(cost)
    digits = sum(int(s) for s in syms if s.isdigit())
    rest = [s for s in syms if not s.isdigit()]
    remaining = max(digits - amount, 0)
    parts = ([str(remaining)] if remaining or not rest else []) + rest
    return "".join("{" + s + "}" for s in parts)
