"""Boards of known sizes for the benchmarks: small, typical (about 60 objects) and large
(300 objects, 4 players). Deterministic: the same seed gives the same board."""

from __future__ import annotations

import random

from judgeapp.core.cards import builtin_cards
from judgeapp.core.resources import resource_path
from judgeapp.core.scenario import load_scenario, state_of
from judgeapp.core.state import GameState

DB = builtin_cards()


def _pool(predicate):
    return [c.name for c in DB.cards if predicate(c)]


def small() -> GameState:
    return state_of(load_scenario(resource_path("scenarios", "teferi-kraken.json")))


def _keyword(name: str) -> str:
    """How a card with morph, megamorph or disguise is face down: by that keyword (708.2; a board
    face down "by morph" with only disguise would be one the app warns about)."""
    card = builtin_cards().get(name)
    return "megamorph" if card.megamorph else "morph" if card.morph else "disguise"


def generated(players: int, objects: int, seed: int = 7) -> GameState:
    rng = random.Random(seed)
    permanents = _pool(lambda c: not c.front.has_type("Instant") and not c.front.has_type("Sorcery")
                       and not c.front.has_type("Plane") and not c.front.has_type("Conspiracy"))
    morphs = _pool(lambda c: c.morph or c.megamorph or c.disguise)
    anything = _pool(lambda c: not c.front.has_type("Plane") and not c.front.has_type("Conspiracy"))
    ids = [chr(ord("A") + i) for i in range(players)]
    per_player = objects // players
    built = []
    for pid in ids:
        battlefield = [{"card": rng.choice(permanents)} for _ in range(per_player * 5 // 10)]
        face_down = [rng.choice(morphs) for _ in range(per_player // 15 + 1)]
        battlefield += [{"card": name, "face_down": _keyword(name)} for name in face_down]
        rest = per_player - len(battlefield)
        built.append({
            "id": pid,
            "hand": [{"card": rng.choice(anything)} for _ in range(rest // 3)],
            "graveyard": [{"card": rng.choice(anything)} for _ in range(rest // 3)],
            "exile": [{"card": rng.choice(anything)} for _ in range(rest - 2 * (rest // 3))],
            "battlefield": battlefield,
        })
    stack = [{"card": "Divination", "controller": ids[1]}]
    return GameState.model_validate({"players": built, "active_player": ids[0], "priority": ids[0],
                                     "step": "precombat_main", "turn": 5, "stack": stack,
                                     "effects": [{"source": "Quenchable Fire", "controller": ids[1],
                                                  "affected": ids[0], "created_turn": 4}]})


def typical() -> GameState:
    return generated(players=2, objects=60)


def large() -> GameState:
    return generated(players=4, objects=300)


def object_count(state: GameState) -> int:
    from judgeapp.core.state import ZONES
    return sum(len(getattr(p, z)) for p in state.players for z in ZONES) + len(state.stack)


def enchanted(objects: int) -> GameState:
    """A battlefield of creatures, every other one enchanted by an Aura whose effect asks who
    controls what it enchants (Lost in Thought): the case that used to grow quadratically."""
    battlefield = []
    for i in range(objects):
        obj: dict = {"id": f"o{i}", "card": "Grizzly Bears" if i % 2 == 0 else "Lost in Thought"}
        if i % 2:
            obj["attached_to"] = f"o{i - 1}"
        battlefield.append(obj)
    return GameState.model_validate({"players": [{"id": "A", "battlefield": battlefield}, {"id": "B"}],
                                     "active_player": "A", "step": "precombat_main", "priority": "A"})
