"""What the engine says: per special action, every concrete option with its checks."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from enum import StrEnum
from typing import Any

from .reasons import Reason


class ActionKind(StrEnum):
    """The twelve special actions of rule 116.2, in rule order."""

    PLAY_LAND = "play_land"
    TURN_FACE_UP = "turn_face_up"
    END_EFFECT = "end_effect"
    IGNORE_STATIC = "ignore_static"
    DISCARD_AS_INSTANT = "discard_as_instant"
    SUSPEND = "suspend"
    COMPANION = "companion"
    FORETELL = "foretell"
    PLANAR_DIE = "planar_die"
    CONSPIRACY = "conspiracy"
    PLOT = "plot"
    UNLOCK = "unlock"

    @property
    def rule(self) -> str:
        """The subrule of 116.2 that lists this action."""
        return ACTION_RULES[self]


ACTION_RULES = {
    ActionKind.PLAY_LAND: "116.2a",
    ActionKind.TURN_FACE_UP: "116.2b",
    ActionKind.END_EFFECT: "116.2c",
    ActionKind.IGNORE_STATIC: "116.2d",
    ActionKind.DISCARD_AS_INSTANT: "116.2e",
    ActionKind.SUSPEND: "116.2f",
    ActionKind.COMPANION: "116.2g",
    ActionKind.FORETELL: "116.2h",
    ActionKind.PLANAR_DIE: "116.2i",
    ActionKind.CONSPIRACY: "116.2j",
    ActionKind.PLOT: "116.2k",
    ActionKind.UNLOCK: "116.2m",
}


# The engine's answers are light, immutable value objects (frozen slotted dataclasses): an
# evaluation makes about seventy of them, and they come from the engine's own code, typed and
# checked by mypy, never from a file. Files (scenarios, card data) stay pydantic models.


@dataclass(frozen=True, slots=True, kw_only=True, init=False)
class Check:
    """One condition: the rule it comes from, whether it holds, and a reason code with params.

    Codes are turned into words by a message catalog (messages.py); the core builds no prose.
    """

    rule: str
    passed: bool
    code: Reason
    params: dict[str, Any] = field(default_factory=dict)

    def __init__(self, *, rule: str, passed: bool, code: Reason, params: dict[str, Any] | None = None) -> None:
        # An evaluation makes about forty of these: the fields are set through their slots
        # (a frozen dataclass's own __init__ goes through object.__setattr__, twice as slow).
        # The type is the list of reasons: a misspelt code is refused where it is made
        # (ValueError), and a code given as text becomes its Reason.
        _set_check_rule(self, rule)
        _set_check_passed(self, passed)
        _set_check_code(self, code if type(code) is Reason else Reason(code))
        _set_check_params(self, {} if params is None else params)


_set_check_rule, _set_check_passed, _set_check_code, _set_check_params = (
    getattr(Check, name).__set__ for name in Check.__slots__)


@dataclass(frozen=True, slots=True, kw_only=True, init=False)
class Option:
    """One concrete way to take a special action ("Play Forest", "Unlock Locker Room")."""

    action: ActionKind
    player: str
    rule: str
    subject: str | None = None      # object id or effect id the option is about
    card: str | None = None         # card name, for display
    detail: dict[str, Any] = field(default_factory=dict)   # face, door, method, zone, roll
    cost: str | None = None         # after modifications; None: no cost
    checks: tuple[Check, ...] = ()
    notes: tuple[Check, ...] = ()   # information that decides nothing (e.g. a CR conflict)

    def __init__(self, *, action: ActionKind, player: str, rule: str, subject: str | None = None,
                 card: str | None = None, detail: dict[str, Any] | None = None, cost: str | None = None,
                 checks: tuple[Check, ...] = (), notes: tuple[Check, ...] = ()) -> None:
        # Set through the slots, as Check does (a frozen dataclass's __init__ is twice as slow).
        _set_option_action(self, action)
        _set_option_player(self, player)
        _set_option_rule(self, rule)
        _set_option_subject(self, subject)
        _set_option_card(self, card)
        _set_option_detail(self, {} if detail is None else detail)
        _set_option_cost(self, cost)
        _set_option_checks(self, checks)
        _set_option_notes(self, notes)

    @property
    def legal(self) -> bool:
        """True when every check passes."""
        return all(c.passed for c in self.checks)

    @property
    def subject_id(self) -> str:
        """The id of the object the option is about, for an option that has one (ValueError if not)."""
        if self.subject is None:
            raise ValueError(f"{self.action.value} option has no subject")
        return self.subject

    @property
    def failed(self) -> tuple[Check, ...]:
        """The checks that fail."""
        return tuple(c for c in self.checks if not c.passed)

    @property
    def first_failure(self) -> Check | None:
        """The first failing check (what a judge says first), or None."""
        failed = self.failed
        return failed[0] if failed else None

    def model_copy(self, *, update: dict[str, Any] | None = None) -> "Option":
        """A copy with some fields changed (the same call as the pydantic models')."""
        return replace(self, **(update or {}))

    def same_but_subject(self) -> tuple[Any, ...]:
        """Everything about the option but which object it is about: options equal here read
        the same to a user ("Play Island" for each Island in hand)."""
        def checks(found: tuple[Check, ...]) -> tuple[Any, ...]:
            return tuple((c.rule, c.passed, c.code, frozen_params(c.params)) for c in found)
        return (self.action, self.player, self.rule, self.card, frozen_params(self.detail), self.cost,
                checks(self.checks), checks(self.notes))


(_set_option_action, _set_option_player, _set_option_rule, _set_option_subject, _set_option_card,
 _set_option_detail, _set_option_cost, _set_option_checks, _set_option_notes) = (
    getattr(Option, name).__set__ for name in Option.__slots__)


# Values a frozen dict keeps as they are. A bool and a float are kept with their type, so that
# True, 1 and 1.0, which read differently, stay different (as they were in the JSON once used here).
_PLAIN = frozenset({str, int, type(None)})


def frozen_params(params: dict[str, Any]) -> tuple[Any, ...]:
    """A dict of parameters as a value that compares and hashes by its contents, nested lists and
    dicts too: sorted (key, value) pairs."""
    if not params:
        return ()
    pairs = [(key, value if value.__class__ in _PLAIN else _frozen_value(value)) for key, value in params.items()]
    pairs.sort()        # (the keys differ, so no two values are ever compared)
    return tuple(pairs)


def _frozen_value(value: Any) -> Any:
    if isinstance(value, (list, tuple)):
        return tuple(v if v.__class__ in _PLAIN else _frozen_value(v) for v in value)
    if isinstance(value, dict):
        return ("dict", frozen_params(value))
    if isinstance(value, (set, frozenset)):
        return ("set", frozenset(_frozen_value(v) for v in value))
    if isinstance(value, (bool, float)):
        return (value.__class__.__name__, value)
    try:
        hash(value)
    except TypeError:
        return (value.__class__.__name__, repr(value))
    return value


@dataclass(frozen=True, slots=True, kw_only=True, init=False)
class ActionVerdict:
    """One special action for one player: its options, or why there is nothing to do."""
    action: ActionKind
    rule: str
    options: tuple[Option, ...] = ()
    nothing_to_do: Check | None = None   # no candidate at all ("no card with suspend in hand")

    def __init__(self, *, action: ActionKind, rule: str, options: tuple[Option, ...] = (),
                 nothing_to_do: Check | None = None) -> None:
        _set_verdict_action(self, action)        # through the slots, as Check does
        _set_verdict_rule(self, rule)
        _set_verdict_options(self, options)
        _set_verdict_nothing(self, nothing_to_do)

    @property
    def legal_options(self) -> tuple[Option, ...]:
        """The options that are legal now."""
        return tuple(o for o in self.options if o.legal)

    @property
    def any_legal(self) -> bool:
        """Whether any option is legal now."""
        return any(o.legal for o in self.options)

    def option_groups(self) -> tuple[tuple[Option, ...], ...]:
        """The options, those that differ only in which object they are about (three Islands in
        hand) grouped together, in first-seen order: a list shows "Play Island ×3" once."""
        return tuple(group for _key, group in self.keyed_option_groups())

    def keyed_option_groups(self) -> tuple[tuple[tuple[Any, ...], tuple[Option, ...]], ...]:
        """option_groups, each with what its options share (same_but_subject): what a list
        shows of the group, so a list can keep the words it made for an equal group before."""
        groups: dict[tuple[Any, ...], list[Option]] = {}
        for option in self.options:
            groups.setdefault(option.same_but_subject(), []).append(option)
        return tuple((key, tuple(group)) for key, group in groups.items())


_set_verdict_action, _set_verdict_rule, _set_verdict_options, _set_verdict_nothing = (
    getattr(ActionVerdict, name).__set__ for name in ActionVerdict.__slots__)


@dataclass(frozen=True, slots=True, kw_only=True)
class Evaluation:
    """Every special action for one player, and the board's warnings."""
    player: str
    verdicts: tuple[ActionVerdict, ...]
    warnings: tuple[Check, ...] = ()

    def verdict(self, action: ActionKind) -> ActionVerdict:
        """The verdict of one action."""
        return next(v for v in self.verdicts if v.action == action)

    @property
    def legal_options(self) -> tuple[Option, ...]:
        """Every legal option of every action for this player."""
        return tuple(o for v in self.verdicts for o in v.options if o.legal)
