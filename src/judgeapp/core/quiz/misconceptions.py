"""The written catalogue of real misconceptions (resources/quiz/misconceptions.json): each is a
tempting answer, the board where it tempts, and the rule that refutes it.

A question uses them three ways: a wrong reason offered among the "No: …" choices (in the same
words as a real condition, so the words alone don't give it away), the reason "Yes, they may"
is wrong, or a wrong cost. Whether a misconception applies is decided from the engine's own
option (its checks and notes) and the board, never from the question's answer key.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache

from ..context import Context
from ..effects import EffectKind
from ..mana import reduce_generic
from ..option_notes import ability_stoppers
from ..reasons import Reason
from ..resources import resource_path
from ..state import GameState
from ..verdict import Check, Option


@dataclass(frozen=True)
class Misconception:
    """One misconception: what it says, where it tempts, and the rule that refutes it."""
    id: str
    side: str                       # "no", "yes" or "cost"
    when: str
    rule: str                       # a rule number, or "action": the action's own 116.2 subrule
    choice: str | None = None       # for side "no": the condition (quiz_no) it offers
    actions: tuple[str, ...] = ()   # empty: every action
    always_wrong: bool = False      # a "no" reason no board makes right (the lesson itself)

    def rule_for(self, option: Option) -> str:
        """The rule that refutes it for this option."""
        return option.rule if self.rule == "action" else self.rule

    def rebuttal(self, option: Option, passed: bool = False, board: dict[str, str] | None = None,
                 **params: str) -> Check:
        """The check that says why the tempting answer is wrong (shown with the choice); `board`
        holds what it names from the board (see params())."""
        params = {"card": option.card or "", **(board or {}), **params}
        return Check(rule=self.rule_for(option), passed=passed, code=Reason(f"myth_{self.id}"), params=params)


@cache
def _data() -> dict[str, object]:
    loaded: dict[str, object] = json.loads(resource_path("quiz", "misconceptions.json").read_text(encoding="utf-8"))
    return loaded


@cache
def catalogue() -> tuple[Misconception, ...]:
    """Every misconception in the catalogue."""
    entries = _data()["misconceptions"]
    assert isinstance(entries, list)
    return tuple(Misconception(id=e["id"], side=e["side"], when=e["when"], rule=e["rule"], choice=e.get("choice"),
                               actions=tuple(e.get("actions", ())), always_wrong=e.get("always_wrong", False))
                 for e in entries)


def cost_changes() -> dict[str, int]:
    """How much each cost change that doesn't apply to special actions would add (or take)."""
    found = _data()["cost_changes"]
    assert isinstance(found, dict)
    return found


def _fails(code: str) -> Callable[[Option, GameState], bool]:
    return lambda option, state: any(c.code == code for c in option.failed)


def _flash_land_timing(option: Option, state: GameState) -> bool:
    ctx = Context(state)
    flash = any(ctx.applies_to(e, option.player) for e in ctx.effects_of(EffectKind.FLASH_PERMISSION))
    timing = {"own_turn", "main_phase", "stack_empty"}
    return flash and any(c.code.skill in timing for c in option.failed)


def _casting_limits(option: Option, note: Reason = Reason.CASTING_LIMIT_NOT_INSTANT_TIMING) -> list[str]:
    """The cards whose casting limits the option's notes say don't limit it: Circling Vultures'
    discard (304.5), or (CASTING_LIMIT_NOT_THIS) a special action that isn't casting a spell."""
    return [n.params["source"] for n in option.notes if n.code == note]


def _morph_face_up(option: Option, state: GameState) -> bool:
    return option.detail.get("method") in ("morph", "megamorph")


WHEN: dict[str, Callable[[Option, GameState], bool]] = {
    # The engine says split second doesn't stop this action (702.61b) while one is on the stack.
    "split_second_allows": lambda o, s: any(n.code == Reason.SPLIT_SECOND_ALLOWS for n in o.notes),
    "stack_not_empty": lambda o, s: bool(s.stack) and not any(c.code.skill == "stack_empty" for c in o.checks),
    "not_own_turn": lambda o, s: not s.on_active_team(o.player) and not any(
        c.code.skill == "own_turn" for c in o.checks),
    "not_main_phase": lambda o, s: not s.step.is_main_phase and not any(
        c.code.skill == "main_phase" for c in o.checks),
    "flash_permission_land_timing": _flash_land_timing,
    "ability_stopper_applies": lambda o, s: bool(ability_stoppers(o, s)),
    # Teferi, Time Raveler or Silence limits casting, which doesn't limit this (304.5).
    "casting_limit_noted": lambda o, s: bool(_casting_limits(o)),
    # Silence, Teferi, Time Raveler or Rule of Law limits casting spells; this action isn't casting.
    "casting_limit_not_this": lambda o, s: bool(_casting_limits(o, Reason.CASTING_LIMIT_NOT_THIS)),
    "fails:not_controller": _fails(Reason.NOT_CONTROLLER),
    "fails:effect_lets_other": _fails(Reason.EFFECT_LETS_OTHER),
    "fails:not_own_turn": _fails(Reason.NOT_OWN_TURN),
    "fails:not_main_phase": _fails(Reason.NOT_MAIN_PHASE),
    "cost_change_elsewhere": lambda o, s: any(n.code.value.endswith("_cost_change_not_applying") for n in o.notes),
    "morph_face_up": _morph_face_up,
    "foretell_cost_printed": lambda o, s: True,
    "planar_rolled_before": lambda o, s: o.cost not in (None, "{0}"),
}


# What a misconception's rebuttal names on this board, by its "when".
PARAMS: dict[str, Callable[[Option, GameState], dict[str, str]]] = {
    "ability_stopper_applies": lambda o, s: {"source": ability_stoppers(o, s)[0]},
    "casting_limit_noted": lambda o, s: {"source": _casting_limits(o)[0]},
    "casting_limit_not_this": lambda o, s: {"source": _casting_limits(o, Reason.CASTING_LIMIT_NOT_THIS)[0]},
}


def params(myth: Misconception, option: Option, state: GameState) -> dict[str, str]:
    """The words a misconception's rebuttal needs from the board (the card that tempts)."""
    found = PARAMS.get(myth.when)
    return found(option, state) if found else {}


def applicable(option: Option, state: GameState, side: str) -> list[Misconception]:
    """The misconceptions of one side that tempt on this board for this option."""
    return [m for m in catalogue() if m.side == side and (not m.actions or option.action.value in m.actions)
            and WHEN[m.when](option, state)]


def wrong_costs(option: Option, state: GameState, printed: dict[str, str | None]) -> list[tuple[str, Check]]:
    """Wrong costs a candidate would give, each with why it is wrong. `printed` holds the card's
    printed costs ("foretell": "{1}{U}")."""
    assert option.cost is not None
    found: list[tuple[str, Check]] = []
    for myth in applicable(option, state, "cost"):
        if myth.id == "cost_change_applies":
            for note in option.notes:
                change = cost_changes().get(str(note.params.get("source")))
                if change and note.code.value.endswith("_cost_change_not_applying"):
                    found.append((reduce_generic(option.cost, -change),
                                  myth.rebuttal(option, source=str(note.params["source"]))))
        elif myth.id == "face_up_for_three":
            found.append(("{3}", myth.rebuttal(option)))
        elif myth.id == "foretell_printed_cost" and printed.get("foretell"):
            found.append((str(printed["foretell"]), myth.rebuttal(option)))
        elif myth.id == "planar_free":
            found.append(("{0}", myth.rebuttal(option)))
    return [(cost, why) for cost, why in found if cost != option.cost]

