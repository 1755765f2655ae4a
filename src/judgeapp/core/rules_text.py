"""The Comprehensive Rules as data: rule number -> exact text, examples, subrules, references.

Parsed from the official plain-text file, so a new edition is a file swap. The parser accepts
the file's quirks: a byte-order mark, CRLF or CR line ends, "119.1d." with an extra period,
"606.5" without one.
"""

from __future__ import annotations

from typing import Any, Literal, NamedTuple

import re
from dataclasses import dataclass, field
from datetime import date
from functools import cache
from pathlib import Path

from .errors import Refused
from .patterns import lazy
from .resources import resource_path
from .user_files import read_limited

OFFICIAL_FILE = "comprehensive-rules-en.txt"
MAX_RULES_BYTES = 20_000_000     # a rules file the user chooses (the official text is about 1 MB)

_RULE_LINE = lazy(r"^(\d{3}(?:\.\d+[a-z]?)?)\.?\.?\s+(\S.*)$")
_EFFECTIVE = lazy(r"effective as of ([A-Z][a-z]+ \d{1,2}, \d{4})")
_EFFECTIVE_CJK = lazy(r"(\d{4})年(\d{1,2})月(\d{1,2})日")
_CHAPTER = lazy(r"^\d\.\s")
OFFICIAL_TITLE = "Magic: The Gathering Comprehensive Rules"
_NUMBER = lazy(r"\d{3}(?:\.\d+[a-z]?)?\.?")
_REFERENCE = lazy(r"(?<![\d.])(\d{3}(?:\.\d+[a-z]?)?)(?![\d])")
_SECTION = lazy(r"\d{3}")
_RULE = lazy(r"\d{3}\.\d+")


@dataclass
class Rule:
    """One rule of the Comprehensive Rules: its number, text and examples."""
    number: str
    text: str
    examples: list[str] = field(default_factory=list)
    children: list[str] = field(default_factory=list)
    _known: dict[str, Any] = field(default_factory=dict, repr=False, compare=False)
    _references: list[str] | None = field(default=None, repr=False, compare=False)

    @property
    def references(self) -> list[str]:
        """Rules this one points to, in order of mention (worked out when first asked)."""
        if self._references is None:
            words = self.text + " " + " ".join(self.examples)
            self._references = [ref for ref in references(words, self._known) if ref != self.number]
        return self._references

    @property
    def parent(self) -> str | None:
        """The rule this one belongs to ("116.2" for "116.2a")."""
        if _SECTION.fullmatch(self.number):
            return None
        if _RULE.fullmatch(self.number):
            return self.number.split(".")[0]
        return self.number.rstrip("abcdefghijkmnpqrstuvwxyz")


class Found(NamedTuple):
    """One answer to a look-up: a rule (key: its number) or a glossary entry (key: its term)."""
    kind: Literal["rule", "glossary"]
    key: str
    words: str      # the rule's text or the entry's definition, exactly


@dataclass
class RulesIndex:
    """The Comprehensive Rules by number, with the edition's date, whether it is the official
    text, and its glossary (term -> definition)."""
    rules: dict[str, Rule]
    effective_date: str | None
    source: str
    official: bool
    glossary: dict[str, str] = field(default_factory=dict)
    _folded: list[tuple[Found, str]] | None = field(default=None, repr=False, compare=False)

    def look_up(self, query: str) -> list[Found]:
        """What a reader looking up `query` wants, best first. A rule number ("702.61b", with or
        without its period) is that rule alone (none if this edition has no such rule; as one types
        "702.61b", each of "702", "702.6" and "702.61" is a rule of the official text). Words
        match wherever they all appear, whatever the case, a straight apostrophe matching the
        file's curly one: first the glossary entry of that exact term, then entries whose term
        holds the words as typed, then rules holding them as typed, then rules and entries
        holding every word apart; rules in the file's order, entries in the glossary's."""
        query = " ".join(query.split())
        if is_rule_number(query):
            number = query.rstrip(".")
            return [Found("rule", number, self.rules[number].text)] if number in self.rules else []
        phrase = _fold(query)
        words = phrase.split()
        if not words:
            return []
        tiers: list[list[Found]] = [[], [], [], []]
        for found, folded in self._haystacks():
            if not all(word in folded for word in words):
                continue
            if found.kind == "glossary":
                term = _fold(found.key)
                tier = 0 if term == phrase else 1 if phrase in term else 3
            else:
                tier = 2 if phrase in folded else 3
            tiers[tier].append(found)
        return [found for tier in tiers for found in tier]

    def _haystacks(self) -> list[tuple[Found, str]]:
        """Every rule (its text and examples) and glossary entry (its term and definition), folded
        for searching; worked out at the first look-up."""
        if self._folded is None:
            self._folded = [(Found("glossary", term, words), _fold(f"{term}\n{words}"))
                            for term, words in self.glossary.items()]
            self._folded[:0] = [(Found("rule", rule.number, rule.text),
                                 _fold("\n".join([rule.number, rule.text, *rule.examples])))
                                for rule in self.rules.values()]
        return self._folded

    def __contains__(self, number: str) -> bool:
        return number in self.rules

    def get(self, number: str) -> Rule:
        """A rule by number, or None."""
        return self.rules[number.rstrip(".")]

    def text(self, number: str) -> str:
        """The rule exactly as printed: its number and its words."""
        rule = self.get(number)
        sep = " " if re.search(r"[a-z]$", rule.number) else ". "
        return f"{rule.number}{sep}{rule.text}"

    def subtree(self, number: str) -> list[Rule]:
        """A rule and every rule under it, in order."""
        rule = self.get(number)
        out = [rule]
        for child in rule.children:
            out.extend(self.subtree(child))
        return out


def references(words: str, known: dict[str, Any] | RulesIndex) -> list[str]:
    """The rule numbers the words mention that are rules of this edition, in order of mention."""
    return [ref for ref in dict.fromkeys(_REFERENCE.findall(words)) if ref in known]


def is_rule_number(text: str) -> bool:
    """Whether the text is written as a rule number is ("116", "702.61b", "116.2." with the file's period)."""
    return bool(_NUMBER.fullmatch(text.strip()))


def _fold(text: str) -> str:
    """Text as a look-up compares it: case folded, curly apostrophes and quotes made straight."""
    return text.casefold().translate(_STRAIGHT)


_STRAIGHT = str.maketrans({"\u2019": "'", "\u2018": "'", "\u201c": '"', "\u201d": '"'})


def _normalise(raw: str) -> list[str]:
    return raw.lstrip("\ufeff").replace("\r\n", "\n").replace("\r", "\n").split("\n")


def _sections(lines: list[str]) -> tuple[list[str], list[str]]:
    """The numbered rules (after the contents, before the glossary) and the glossary (up to the
    credits).

    The contents start with chapter "1. ..." and end with two unnumbered headings (in English
    "Glossary" and "Credits", in a translation their own words); the rules start where that
    first chapter line comes again and end at the glossary heading, which the glossary follows
    up to the credits heading.
    """
    stripped = [line.strip() for line in lines]
    first = next((i for i, line in enumerate(stripped) if _CHAPTER.match(line)), None)
    if first is None:
        return lines, []
    try:
        start = stripped.index(stripped[first], first + 1)
    except ValueError:
        return lines[first:], []
    headings = [line for line in stripped[first:start] if line and not line[0].isdigit()]
    if not headings or headings[0] not in stripped[start:]:
        return lines[start:], []
    end = stripped.index(headings[0], start)
    glossary_end = len(lines)
    if len(headings) > 1 and headings[1] in stripped[end:]:
        glossary_end = stripped.index(headings[1], end)
    return lines[start:end], lines[end + 1:glossary_end]


def _glossary(lines: list[str]) -> dict[str, str]:
    """The glossary's entries, term -> its words exactly (lines kept): each entry is the term on a
    line of its own, then its definition, then a blank line. A term printed twice keeps both
    definitions, one after the other."""
    entries: dict[str, str] = {}
    block: list[str] = []
    for line in [*lines, ""]:
        line = line.strip()
        if line:
            block.append(line)
        elif block:
            term, words = block[0], "\n".join(block[1:])
            entries[term] = f"{entries[term]}\n{words}" if term in entries else words
            block = []
    return entries


_MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
           "November", "December")


def effective_day(rules: RulesIndex) -> date | None:
    """The edition's effective date as a date, for saying it in the reader's language: the file
    says "April 17, 2026" (a Chinese edition's date is kept as 2026-04-17); None where the file
    gives none or an impossible one."""
    said = rules.effective_date or ""
    try:
        if "-" in said:
            year, month, day = (int(part) for part in said.split("-"))
        else:
            name, day_text, year_text = said.replace(",", "").split()
            year, month, day = int(year_text), _MONTHS.index(name) + 1, int(day_text)
        return date(year, month, day)
    except ValueError:
        return None


def _effective_date(head: str) -> str | None:
    if match := _EFFECTIVE.search(head):
        return match.group(1)
    if match := _EFFECTIVE_CJK.search(head):
        return f"{int(match.group(1)):04d}-{int(match.group(2)):02d}-{int(match.group(3)):02d}"
    return None


def parse_rules(raw: str, source: str = OFFICIAL_FILE, official: bool = True) -> RulesIndex:
    """The rules of a Comprehensive Rules text file."""
    lines = _normalise(raw)
    effective = _effective_date("\n".join(lines[:20]))
    rules: dict[str, Rule] = {}
    current: Rule | None = None
    body, glossary = _sections(lines)
    for line in body:
        line = line.strip()
        if not line:
            continue
        match = _RULE_LINE.match(line)
        if match:
            current = Rule(match.group(1), match.group(2).strip())
            rules.setdefault(current.number, current)
        elif current is not None and line.startswith("Example:"):
            current.examples.append(line)
        elif current is not None and not re.match(r"^\d\.\s", line):
            current.text += "\n" + line
    for rule in rules.values():
        rule._known = rules
        parent = rule.parent
        if parent in rules:
            rules[parent].children.append(rule.number)
    return RulesIndex(rules, effective, source, official, _glossary(glossary))


def looks_official(raw: str) -> bool:
    """Wizards' English text starts with its title; a translation or another document does not."""
    first = next((line.strip() for line in _normalise(raw) if line.strip()), "")
    return first == OFFICIAL_TITLE


def load_rules(path: str | Path | None = None, official: bool | None = None) -> RulesIndex:
    """The shipped official English rules, or another file in the same layout: a newer
    official edition, or a translation (labelled unofficial)."""
    if path is None:
        return _shipped_rules()
    path = Path(path)
    data = read_limited(path, MAX_RULES_BYTES)
    if data is None:
        raise Refused("rules_too_big", file=path.name, megabytes=MAX_RULES_BYTES // 1_000_000)
    raw = data.decode("utf-8-sig", errors="replace")
    index = parse_rules(raw, path.name, looks_official(raw) if official is None else official)
    if "116" not in index:
        raise Refused("rules_without_116", file=path.name)
    return index


@cache
def _shipped_rules() -> RulesIndex:
    path = resource_path("rules", OFFICIAL_FILE)
    return parse_rules(path.read_text(encoding="utf-8"), OFFICIAL_FILE, official=True)
