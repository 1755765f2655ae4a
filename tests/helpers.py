"""A compact way to write boards in tests: card names as strings, dicts for more state."""

from __future__ import annotations

from judgeapp.core import engine
from judgeapp.core.state import ZONES, GameState
from judgeapp.core.verdict import ActionKind, ActionVerdict, Option


def _objects(items):
    return [{"card": item} if isinstance(item, str) else item for item in items]


def board(active="A", step="precombat_main", priority="A", turn=3, stack=(), effects=(),
          game=None, turn_facts=None, custom_cards=(), real_costs=False, **players) -> GameState:
    """board(A={"hand": ["Forest"]}, B={}) -> a GameState with players A and B (seated A, B).

    Rules tests about timing, priority and control take the judge-exam convention that costs can
    be paid (GameFacts.assume_costs_payable); real_costs=True makes the board's mana count (118.3)."""
    players = players or {"A": {}, "B": {}}
    if len(players) == 1:
        players = {**players, ("B" if "A" in players else "A"): {}}
    built = []
    for pid, zones in players.items():
        player = {"id": pid}
        for key, value in zones.items():
            player[key] = _objects(value) if key in ZONES else value
        built.append(player)
    data = {"players": built, "active_player": active, "step": step, "priority": priority, "turn": turn,
            "stack": [{"controller": active, **s} if "controller" not in s else s for s in stack],
            "effects": list(effects), "custom_cards": list(custom_cards)}
    data["game"] = {"assume_costs_payable": not real_costs, **(game or {})}
    if turn_facts:
        data["turn_facts"] = turn_facts
    return GameState.model_validate(data)


def verdict(state: GameState, action: ActionKind, player: str | None = None) -> ActionVerdict:
    return engine.evaluate(state, player).verdict(action)


def options(state: GameState, action: ActionKind, player: str | None = None, card: str | None = None) -> list[Option]:
    found = verdict(state, action, player).options
    return [o for o in found if card is None or o.card == card]


def only(state: GameState, action: ActionKind, player: str | None = None, card: str | None = None) -> Option:
    found = options(state, action, player, card)
    assert len(found) == 1, f"expected one {action.value} option for {card}, got {found}"
    return found[0]


def failed_codes(option: Option) -> list[str]:
    return [c.code for c in option.failed]
