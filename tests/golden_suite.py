"""The perft-style golden suite's one definition of "what the engine says about a board", used
by tests/core/test_golden_suite.py (compare) and scripts/golden.py (write the data files).

Depth 1: every player's every option, legal or not, with its cost and first failing rule and
code. Depth 2: for each legal option, take it (engine.apply; a planar die lands on blank) and
record the legal options of the player who then holds priority, as python-chess's perft counts
the positions one move deeper.
"""

from __future__ import annotations

import json
from typing import Any

from judgeapp.core import engine
from judgeapp.core.scenario import dump_scenario, parse_scenario, state_of
from judgeapp.core.state import GameState
from judgeapp.core.verdict import Option

PLANAR_ROLL = "blank"


def option_key(option: Option) -> str:
    """One line naming an option: action, object, card and detail (stable across runs)."""
    detail = json.dumps(option.detail, sort_keys=True, default=str)
    return f"{option.action.value} {option.subject or '-'} {option.card or '-'} {detail}"


def option_result(option: Option) -> str:
    cost = option.cost or "-"
    if option.legal:
        return f"legal {cost}"
    failure = option.failed[0]
    return f"not legal {cost} {failure.rule} {failure.code}"


def _legal_keys(state: GameState, player: str) -> list[str]:
    return sorted(option_key(o) for o in engine.evaluate(state, player, with_warnings=False).legal_options)


def verdicts(state: GameState) -> dict[str, Any]:
    """Depth 1 for every player, depth 2 below each legal option."""
    out: dict[str, Any] = {}
    for pid in state.player_ids():
        evaluation = engine.evaluate(state, pid, with_warnings=False)
        options = {}
        for verdict in evaluation.verdicts:
            for option in verdict.options:
                entry: dict[str, Any] = {"result": option_result(option)}
                if option.legal:
                    after = engine.apply(state, option, roll=PLANAR_ROLL)
                    holder = after.priority or after.active_player
                    entry["then"] = {holder: _legal_keys(after, holder)}
                options[option_key(option)] = entry
        out[pid] = options
    return out


def board_text(state: GameState) -> dict[str, Any]:
    """A board as stored in the corpus: the scenario file format, as data."""
    data: dict[str, Any] = json.loads(dump_scenario(state))
    return data


def board_of(data: dict[str, Any]) -> GameState:
    return state_of(parse_scenario(json.dumps(data), "golden corpus"))


def differences(expected: dict[str, Any], actual: dict[str, Any], where: str) -> list[str]:
    """Every option whose verdict moved, as readable lines ("where: player option: was -> now")."""
    lines = []
    for pid in sorted(set(expected) | set(actual)):
        was, now = expected.get(pid, {}), actual.get(pid, {})
        for key in sorted(set(was) | set(now)):
            if was.get(key) != now.get(key):
                lines.append(f"{where}: {pid} {key}: {was.get(key, 'absent')} -> {now.get(key, 'absent')}")
    return lines
