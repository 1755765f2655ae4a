"""Keyword costs read from Oracle text, so any card a user adds gets them.

Each keyword is one regular expression over one line of Oracle text; the reminder text in
parentheses is ignored. Costs may be mana ("{2}{W}{W}") or not ("Discard a card").
"""

from __future__ import annotations

import re

from .mana import normalise, is_mana_cost

_REMINDER = re.compile(r"\s*\([^)]*\)\s*$")
# "Morph {2}{W}{W}", "Morph—Discard a card.", "Megamorph {1}{G}", "Disguise {R/W}{R/W}"
_FACE_DOWN_COST = re.compile(r"^(Morph|Megamorph|Disguise)(?: |—)(.+)$")
_SUSPEND = re.compile(r"^Suspend (\d+|X)—(.+)$")
_FORETELL = re.compile(r"^Foretell (.+)$")
_PLOT = re.compile(r"^Plot (.+)$")
_COMPANION = re.compile(r"^Companion ?— ?(.+)$")
_DISCARD_AS_INSTANT = re.compile(r"^You may discard (.+) any time you could cast an instant\.$")
_AGENDA = re.compile(r"^(Hidden|Double) agenda\b")


def _clean_cost(text: str) -> str:
    text = text.strip().rstrip(".")
    return normalise(text) if is_mana_cost(text) else text


def parse_keyword_costs(name: str, oracle_text: str, keywords: list[str]) -> dict:
    """The structured keyword fields of one card face (see CardDef for their meaning)."""
    found: dict = {
        "flash": "Flash" in keywords,
        "split_second": "Split second" in keywords,
    }
    for raw_line in (oracle_text or "").split("\n"):
        line = _REMINDER.sub("", raw_line.strip())
        if match := _FACE_DOWN_COST.match(line):
            found[match.group(1).lower()] = _clean_cost(match.group(2))
        elif match := _SUSPEND.match(line):
            found["suspend"] = {"time_counters": match.group(1), "cost": _clean_cost(match.group(2))}
        elif match := _FORETELL.match(line):
            found["foretell"] = _clean_cost(match.group(1))
        elif match := _PLOT.match(line):
            found["plot"] = _clean_cost(match.group(1))
        elif match := _COMPANION.match(line):
            found["companion"] = match.group(1).strip()
        elif (match := _DISCARD_AS_INSTANT.match(line)) and match.group(1) in (name, "this card"):
            found["discard_as_instant"] = True
        elif match := _AGENDA.match(line):
            found["agenda"] = "double" if match.group(1) == "Double" else "hidden"
        elif line == "Flash":
            found["flash"] = True
        elif line == "Split second":
            found["split_second"] = True
    return found
