"""Rule 116 in other languages, from the pages this project started from.

Only seeds marked current are offered as a translation of a current rule. Seeds of older
editions (rule 115, six special actions) are documents of their edition and never a rule.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache

from .patterns import lazy
from .resources import resource_path

_SEED_RULE = lazy(r"^\s*(?:-\s*)?(11[56](?:\.\d+[a-z]?)?)\.?\s*(.*)$")


@dataclass(frozen=True)
class Seed:
    """One of the pages the project started from: rule 116 in a language. A current page's
    `source`, `edition` and `caveat` are in its own language: they are shown only to its readers,
    under the rule they quote (the Italian reader's rule panel)."""
    file: str
    language: str
    current: bool
    format: str
    edition: str
    source: str
    caveat: str | None

    def text(self) -> str:
        """The rule's translated text."""
        return resource_path("rules", "seeds", self.file).read_text(encoding="utf-8")

    def rules(self) -> dict[str, str]:
        """Rule number -> text as the page gives it (a number on its own line takes the next)."""
        found: dict[str, str] = {}
        pending = None
        for line in self.text().split("\n"):
            match = _SEED_RULE.match(line)
            if match and (match.group(2) or not line.strip().endswith(":")):
                number, words = match.group(1), match.group(2).strip()
                if words:
                    found.setdefault(number, words)
                    pending = None
                else:
                    pending = number
            elif pending and line.strip():
                found.setdefault(pending, line.strip())
                pending = None
        return found


@dataclass(frozen=True)
class Translation:
    """A rule's text in another language, with where it comes from."""
    rule: str
    language: str
    text: str
    edition: str
    source: str
    caveat: str | None


@cache
def seeds() -> tuple[Seed, ...]:
    """The seed pages."""
    raw = json.loads(resource_path("rules", "seeds", "index.json").read_text(encoding="utf-8"))
    return tuple(Seed(**entry) for entry in raw)


@cache
def _current_rules() -> dict[tuple[str, str], Translation]:
    table = {}
    for seed in seeds():
        if not seed.current or seed.format != "rules":
            continue
        for number, text in seed.rules().items():
            table[(number, seed.language)] = Translation(number, seed.language, text, seed.edition,
                                                         seed.source, seed.caveat)
    return table


def translations(rule: str) -> list[Translation]:
    """Current translations of one rule, each labelled with its source and edition."""
    return [t for (number, _), t in sorted(_current_rules().items()) if number == rule]


def superseded() -> tuple[Seed, ...]:
    """Whether the translation quotes an older edition than the shipped rules."""
    return tuple(s for s in seeds() if not s.current)
