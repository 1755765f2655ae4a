"""Typed errors of the rules core. Each one says what is wrong in words a user can act on."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .verdict import Check, Option


class JudgeappError(Exception):
    """Base class for every error the core raises on purpose."""


class Said:
    """Words for a user, kept as a code of the catalogs' "problems" section and the values it
    names until the reader's language is known (`text(lang)`); str() is the English. (The
    (code, params) pairs the rest of the core says events with are rendered by the caller; an
    error has no caller that knows the language, so it carries its words as this.)"""

    __slots__ = ("code", "params")

    def __init__(self, code: str, **params: object) -> None:
        self.code = code
        self.params = params

    def text(self, lang: str = "en") -> str:
        """The words in a language (English where the language has none)."""
        from .messages import problem_text
        return problem_text(self.code, self.params, lang)

    def __str__(self) -> str:
        return self.text()

    def __repr__(self) -> str:
        return f"Said({self.code!r}, {self.params!r})"


Words = str | Said          # a message: said once for all (a file's own words, an OS error) or by code
Problem = tuple[Words, Words]     # (place, message); the place as in a scenario file ("players[0].hand[2]")


def said_in(words: Words, lang: str = "en") -> str:
    """A message in a language (a plain string is as it is)."""
    return words.text(lang) if isinstance(words, Said) else words


def problems_in(problems: list[Problem], lang: str = "en") -> list[tuple[str, str]]:
    """(place, message) pairs in a language."""
    return [(said_in(place, lang), said_in(message, lang)) for place, message in problems]


def problem_lines(problems: list[Problem], lang: str = "en", places: bool = True,
                  place_names: dict[str, str] | None = None) -> list[str]:
    """Each problem as a line in a language, "place: why" with the language's colon (a place
    renamed by `place_names`, or left out when `places` is false)."""
    from .messages import colon
    names = place_names or {}
    return [f"{names.get(place, place)}{colon(lang)}{message}" if place and places else message
            for place, message in problems_in(problems, lang)]


class Refused(ValueError):
    """A value a check refuses, and why (`said`): pydantic keeps the error, so the reason can be
    said in the reader's language wherever the refusal is shown."""

    def __init__(self, code: str, **params: object) -> None:
        super().__init__(code)
        self.said = Said(code, **params)

    def __str__(self) -> str:
        return str(self.said)


class NotAFile(OSError):
    """A path the user chose that names no regular file (a folder, a device, a pipe or a socket);
    `said` says which, in any language."""

    def __init__(self, path: object, code: str, number: int):
        self.said = Said(code, path=str(path))
        super().__init__(number, str(self.said), str(path))


class UnknownCardError(JudgeappError, KeyError):
    """A card name that is not in the card data; `suggestions` holds close names."""

    def __init__(self, name: str, suggestions: list[str] | None = None, imported: bool = False,
                 store_problem: "CardStoreError | None" = None):
        self.name = name
        self.suggestions = suggestions or []
        self.imported = imported              # an imported card set was looked in too
        self.store_problem = store_problem    # why the imported card set couldn't be read
        if self.suggestions:
            self.said = Said("unknown_card_like", name=repr(name), either=[repr(s) for s in self.suggestions])
        elif store_problem is not None:
            self.said = Said("unknown_card_store_unreadable", name=repr(name), problem=store_problem.said)
        elif imported:
            self.said = Said("unknown_card_nowhere", name=repr(name))
        else:
            self.said = Said("unknown_card_not_bundled", name=repr(name))
        super().__init__(name)

    def __str__(self) -> str:
        return str(self.said)


class CardStoreError(JudgeappError):
    """The imported card set's file can't be read: damaged, or not a card set judgeapp made.
    Until it is imported again (or deleted), only the bundled cards are known."""

    def __init__(self, path: object, problem: str):
        self.path = path
        self.problem = problem
        self.said = Said("card_store_unreadable", path=str(path), problem=problem)
        super().__init__(str(path))

    def __str__(self) -> str:
        return str(self.said)


class ScenarioError(JudgeappError, ValueError):
    """A scenario file that cannot be loaded. `problems` lists (location, message) pairs in English,
    `problems_in(lang)` in another language (`said_problems` keeps them as codes); `unknown_cards`
    holds, by location, the error of each card name that is no card (an interface words it its own
    way)."""

    def __init__(self, source: str, problems: list[Problem],
                 unknown_cards: dict[str, UnknownCardError] | None = None):
        self.source = source
        self.said_problems = problems
        self.problems = problems_in(problems)        # in English
        self.unknown_cards = unknown_cards or {}
        super().__init__(self.text())

    def text(self, lang: str = "en") -> str:
        """The file and every problem on one line, in a language ("bad.json: turn: …; step: …")."""
        return f"{self.source}: " + "; ".join(problem_lines(self.said_problems, lang))

    def problems_in(self, lang: str) -> list[tuple[str, str]]:
        """The problems, each (place, message), in a language."""
        return problems_in(self.said_problems, lang)


class IllegalActionError(JudgeappError, ValueError):
    """apply() was given an option that is not legal; `failed` holds the failing checks."""

    def __init__(self, option: Option, failed: tuple[Check, ...]):
        self.option = option
        self.failed = failed
        codes = ", ".join(f"{c.rule} {c.code}" for c in failed)
        super().__init__(f"{option.action.value} is not legal now: {codes}")


class BoardProblems(ValueError):
    """A board whose parts do not fit together (an id used twice, a player who is not there).
    `problems` lists (place, message) pairs, the place as in a scenario file ("stack[2].controller").
    A ValueError, so pydantic reports it as a validation error and an edit that causes it fails."""

    def __init__(self, problems: list[Problem]):
        self.said_problems = problems
        self.problems = problems_in(problems)        # in English
        super().__init__("; ".join(f"{place}: {message}" for place, message in self.problems))
