"""Practice on a board: "Which special actions may A take now?" with nothing listed in advance.

The candidate names what they think is legal, each as an action and what it is about (a card,
a door of a Room, an effect, the planar die). `grade_claims` marks each ✔/✘ with the engine's
reason and lists the legal options the candidate missed. The choices offered to the candidate
(`subjects`) are every object on the board, every effect and the planar die, never the
engine's own candidates, so the list gives nothing away.
"""

from __future__ import annotations

from dataclasses import dataclass

from .reasons import Reason
from .state import ZONES, GameState
from .verdict import ActionKind, Check, Evaluation, Option

PLANAR_DIE = "planar-die"


@dataclass(frozen=True)
class Claim:
    """The candidate's answer: `action` is legal now for `subject` (an object id, an effect id,
    or PLANAR_DIE); for a Room, `door` says which ("left" or "right")."""

    action: ActionKind
    subject: str
    door: str | None = None


@dataclass(frozen=True)
class ClaimResult:
    """One claim of a candidate in practice mode, graded: right, or the reason it is wrong."""
    claim: Claim
    right: bool
    option: Option | None     # the engine's option for it, when it has one
    reason: Check | None      # why it is not legal (the first failing condition), or None
    section: str = "checks"   # the message catalog section that words the reason


@dataclass(frozen=True)
class PracticeResult:
    """A practice board's grading: every claim, the legal actions missed, the score."""
    claims: tuple[ClaimResult, ...]
    missed: tuple[Option, ...]           # legal options the candidate did not name

    @property
    def score(self) -> tuple[int, int]:
        """(right claims, right claims + wrong claims + missed options)."""
        right = sum(r.right for r in self.claims)
        return right, len(self.claims) + len(self.missed)


def subjects(state: GameState) -> list[tuple[str, str, str]]:
    """(kind, id, zone or "") of everything a special action can be about, in board order:
    each player's objects zone by zone, then the effects, then the planar die."""
    found = [("object", obj.id, zone) for player in state.players for zone in ZONES for obj in getattr(player, zone)]
    found += [("effect", effect.id, "") for effect in state.effects]
    return found + [("planar_die", PLANAR_DIE, "")]


def _matches(option: Option, claim: Claim) -> bool:
    if option.action != claim.action:
        return False
    if (option.subject or PLANAR_DIE) != claim.subject:
        return False
    return claim.door is None or option.detail.get("door") == claim.door


def grade_claims(evaluation: Evaluation, claims: list[Claim]) -> PracticeResult:
    """Each claim against the engine's verdict for the player, and the legal options missed."""
    options = [o for v in evaluation.verdicts for o in v.options]
    results = []
    for claim in dict.fromkeys(claims):
        found = [o for o in options if _matches(o, claim)]
        legal = next((o for o in found if o.legal), None)
        if legal is not None:
            results.append(ClaimResult(claim, True, legal, None))
        elif found:
            results.append(ClaimResult(claim, False, found[0], found[0].first_failure))
        else:
            verdict = evaluation.verdict(claim.action)
            reason = Check(rule=claim.action.rule, passed=False, code=Reason.NOT_A_CANDIDATE,
                           params={"action": claim.action.value})
            if verdict.nothing_to_do is not None:
                results.append(ClaimResult(claim, False, None, verdict.nothing_to_do, "nothing"))
            else:
                results.append(ClaimResult(claim, False, None, reason))
    claimed = [r.option for r in results if r.right]
    missed = []
    for verdict in evaluation.verdicts:
        for group in verdict.option_groups():
            if group[0].legal and not any(o in claimed for o in group):
                missed.append(group[0])
    return PracticeResult(tuple(results), tuple(missed))
