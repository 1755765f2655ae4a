"""The Comprehensive Rules as data: rule number -> exact text, examples, subrules, references.

Parsed from the official plain-text file, so a new edition is a file swap. The parser accepts
the file's quirks: a byte-order mark, CRLF or CR line ends, "119.1d." with an extra period,
"606.5" without one.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

from .resources import resource_path

OFFICIAL_FILE = "comprehensive-rules-en.txt"

_RULE_LINE = re.compile(r"^(\d{3}(?:\.\d+[a-z]?)?)\.?\.?\s+(\S.*)$")
_EFFECTIVE = re.compile(r"effective as of ([A-Z][a-z]+ \d{1,2}, \d{4})")
_REFERENCE = re.compile(r"(?<![\d.])(\d{3}(?:\.\d+[a-z]?)?)(?![\d])")
_SECTION = re.compile(r"\d{3}")
_RULE = re.compile(r"\d{3}\.\d+")


@dataclass
class Rule:
    number: str
    text: str
    examples: list[str] = field(default_factory=list)
    children: list[str] = field(default_factory=list)
    _known: dict = field(default_factory=dict, repr=False, compare=False)
    _references: list[str] | None = field(default=None, repr=False, compare=False)

    @property
    def references(self) -> list[str]:
        """Rules this one points to, in order of mention (worked out when first asked)."""
        if self._references is None:
            words = self.text + " " + " ".join(self.examples)
            self._references = [ref for ref in dict.fromkeys(_REFERENCE.findall(words))
                                if ref in self._known and ref != self.number]
        return self._references

    @property
    def parent(self) -> str | None:
        if _SECTION.fullmatch(self.number):
            return None
        if _RULE.fullmatch(self.number):
            return self.number.split(".")[0]
        return self.number.rstrip("abcdefghijkmnpqrstuvwxyz")


@dataclass
class RulesIndex:
    rules: dict[str, Rule]
    effective_date: str | None
    source: str
    official: bool

    def __contains__(self, number: str) -> bool:
        return number in self.rules

    def get(self, number: str) -> Rule:
        return self.rules[number.rstrip(".")]

    def text(self, number: str) -> str:
        """The rule exactly as printed: its number and its words."""
        rule = self.get(number)
        sep = " " if re.search(r"[a-z]$", rule.number) else ". "
        return f"{rule.number}{sep}{rule.text}"

    def subtree(self, number: str) -> list[Rule]:
        rule = self.get(number)
        out = [rule]
        for child in rule.children:
            out.extend(self.subtree(child))
        return out


def _normalise(raw: str) -> list[str]:
    return raw.lstrip("\ufeff").replace("\r\n", "\n").replace("\r", "\n").split("\n")


def _body(lines: list[str]) -> list[str]:
    """The numbered rules: after the contents (which end with "Credits"), before "Glossary"."""
    stripped = [line.strip() for line in lines]
    start = stripped.index("Credits") + 1 if "Credits" in stripped else 0
    try:
        end = stripped.index("Glossary", start)
    except ValueError:
        end = len(lines)
    return lines[start:end]


def parse_rules(raw: str, source: str = OFFICIAL_FILE, official: bool = True) -> RulesIndex:
    lines = _normalise(raw)
    effective = _EFFECTIVE.search("\n".join(lines[:20]))
    rules: dict[str, Rule] = {}
    current: Rule | None = None
    for line in _body(lines):
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
    return RulesIndex(rules, effective.group(1) if effective else None, source, official)


def load_rules(path: str | Path | None = None, official: bool | None = None) -> RulesIndex:
    """The shipped official English rules, or another file in the same layout (a newer
    edition, or a translation, which is then marked unofficial unless said otherwise)."""
    if path is None:
        return _shipped_rules()
    path = Path(path)
    return parse_rules(path.read_text(encoding="utf-8-sig", errors="replace"), path.name,
                       official if official is not None else False)


@cache
def _shipped_rules() -> RulesIndex:
    path = resource_path("rules", OFFICIAL_FILE)
    return parse_rules(path.read_text(encoding="utf-8"), OFFICIAL_FILE, official=True)
