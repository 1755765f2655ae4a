"""What a quiz is made of. Texts are codes with parameters, turned into words per language
when shown (messages.py), so a generated set reads in any language."""

from __future__ import annotations

from enum import StrEnum
from dataclasses import dataclass, field
from typing import Annotated, Any, Literal


from ..model import Bounds, Frozen
from ..state import GameState
from ..verdict import ActionKind, Check


class QuestionKind(StrEnum):
    """The kinds of question the quiz asks."""
    SELECT_ALL = "select_all"            # mark every special action X may take now
    MAY_DO = "may_do"                    # may X do this now, and which condition decides it
    COST = "cost"                        # what does it cost
    IS_SPECIAL = "is_special"            # is this a special action
    PRIORITY_AFTER = "priority_after"    # who holds priority after this (116.3)


@dataclass(frozen=True, kw_only=True)
class Text(Frozen):
    """Words to show: a catalog entry (section, code, params), or literal text (section None)."""

    section: str | None = None
    code: str
    params: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True, kw_only=True)
class Choice(Frozen):
    """One answer choice, whether it is right, and the checks that say why."""
    key: str
    text: Text
    correct: bool
    why: tuple[Check, ...] = ()      # the checks that make this choice right or wrong


@dataclass(frozen=True, kw_only=True)
class Question(Frozen):
    """One quiz question: its board (if any), prompt, choices and the rules that answer it."""
    id: str
    kind: QuestionKind
    skill: str                        # the rule the question trains ("116.2f", "116.3", "116.1")
    difficulty: int
    trap: str | None = None           # the famous trap it uses, if any
    prompt: Text
    player: str | None = None
    state: GameState | None = None    # the board, when the question has one
    action: ActionKind | None = None
    choices: tuple[Choice, ...]
    multiple: bool = False            # select all that apply (graded all-or-nothing)
    rules: tuple[str, ...] = ()       # rules to quote with the answer
    themes: tuple[str, ...] = ()      # what the board covers: "multiplayer", "two_headed_giant"…
    without_trap: GameState | None = None   # level 3: the board with the trap taken off (its answer differs)
    scenario: str | None = None       # a library situation: its file's name (story and explanation there)

    @property
    def answer(self) -> frozenset[str]:
        """The keys of the right choices."""
        return frozenset(c.key for c in self.choices if c.correct)


FOCUS_ALL = "mix"
FOCUS_WEAK = "weak"
MAX_QUESTIONS = 1000
MAX_TIME_LIMIT = 240     # minutes: the longest time limit an exam (or a printed set) may have


@dataclass(frozen=True, kw_only=True)
class QuizSettings(Frozen):
    """What a quiz is made of: how many questions, how hard, which rules."""
    count: Annotated[int, Bounds(ge=1, le=MAX_QUESTIONS)] = 10
    difficulty: Literal[1, 2, 3] = 1
    focus: tuple[str, ...] = (FOCUS_ALL,)     # rules ("116.2f"), "mix", or "weak"
    kinds: tuple[QuestionKind, ...] = tuple(QuestionKind)
    weights: dict[str, float] = field(default_factory=dict)   # skill -> weight (for "weak")
    source: Literal["generated", "library"] = "generated"     # made up, or the authored situations
    scenarios: tuple[str, ...] = ()     # library: exactly these situations (by id), else by focus and difficulty


@dataclass(frozen=True, kw_only=True)
class Grade(Frozen):
    """A graded answer: right or not, what was chosen and what was expected."""
    correct: bool
    selected: frozenset[str]
    expected: frozenset[str]
