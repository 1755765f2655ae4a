"""Deterministic mutations of scenario files, as an attacker or a careless editor makes them.

`mutated_files(n, seed)` yields (name, text) pairs made from the bundled scenarios: a value
replaced by another type, a huge or negative number, deep nesting, hostile strings, a key
removed, an item duplicated, a reference bent, a player renamed everywhere (to a 5,000-character
id, say), or the text itself cut or flipped. The same seed gives the same files, so a failure can
be replayed.
"""

from __future__ import annotations

import copy
import json
import random
from pathlib import Path

from judgeapp.core.resources import resource_path

HOSTILE_STRINGS = [
    "", " ", "A", "B", "Z", "Forest", "Forrest", "{²}", "{2}{W}{W}", "{X}", "{}", "{", "}}", "{W/P}", "{99999999999999999999}",
    "<img src=\"file:///etc/passwd\" width=20000 height=20000>", "<b>bold</b>", "\x1b[31mred\x1b[0m\x07",
    "\u202eevil", "\x00", "💀" * 3, "A/hand/0", "stack/0", "effect/0", "morph", "other", "left", "right",
    "x" * 5000, "Room", "Creature — Angel", "Enchantment — Room", "modal_dfc", "split_room",
]
NUMBERS = [0, -1, -(10**6), 1, 2, 3, 5, 7, 99, 10**6, 10**18, 2**63, 1.5, float("1e308")]


def _paths(node, prefix=()):
    """Every (path, value) in a JSON tree, the root included."""
    yield prefix, node
    if isinstance(node, dict):
        for key, value in node.items():
            yield from _paths(value, prefix + (key,))
    elif isinstance(node, list):
        for index, value in enumerate(node):
            yield from _paths(value, prefix + (index,))


def _set(tree, path, value):
    if not path:
        return value
    parent = tree
    for part in path[:-1]:
        parent = parent[part]
    parent[path[-1]] = value
    return tree


# Values json.dumps cannot write (too deep, too many digits) go in as markers, swapped for
# their raw text after dumping.
RAW = {
    "@@deep50@@": "[" * 50 + "1" + "]" * 50,
    "@@deep2000@@": "[" * 2000 + "1" + "]" * 2000,
    "@@deep100000@@": "[" * 100000 + "1" + "]" * 100000,
    "@@deepdict@@": '{"a":' * 3000 + "1" + "}" * 3000,
    "@@int400@@": "9" * 400,
    "@@int4400@@": "9" * 4400,
    "@@negint4400@@": "-" + "9" * 4400,
}


def _random_value(rng: random.Random, ids: list[str]):
    pick = rng.randrange(12)
    if pick == 0:
        return rng.choice(HOSTILE_STRINGS)
    if pick == 1:
        return rng.choice(NUMBERS)
    if pick == 2:
        return rng.choice([None, True, False])
    if pick == 3:
        return rng.choice([[], {}, [1], {"a": 1}, [None], [{}]])
    if pick == 4:
        return rng.choice(["@@deep50@@", "@@deep2000@@", "@@deep100000@@", "@@deepdict@@"])
    if pick == 5:
        return rng.choice(ids) if ids else "A"
    if pick == 6:
        # Names as files and people write them: exact, in another case, a face's, translated, a near miss.
        return {"card": rng.choice(["Forest", "Exalted Angel", "Bedroom Rager // Dread Ward", "Hushwood Verge", "Nope",
                                    "forest", "LOCKER ROOM", "賛美されし天使", "rift-bolt", "Ángel exaltado", "日本"]),
                "face": rng.choice([0, 1, 2, 5, -1]), "id": rng.choice(ids + ["x"]),
                "chosen_names": rng.choice([[], ["rift bolt"], ["裂け目の稲妻"], ["Rift Blot"], [""], ["・・"]])}
    if pick == 7:
        return {"name": rng.choice(HOSTILE_STRINGS), "mana_cost": rng.choice(HOSTILE_STRINGS + ["2WW", "{w}{u}", "X R"]),
                "type_line": rng.choice(["Enchantment — Room", "Creature — Angel", "Land", "", 5, "creature - angel",
                                         "land – forest", "instant // sorcery"]),
                "oracle_text": rng.choice(["", "Suspend 4-{R}", "morph 2ww", "plot x", "Suspend four—{R}", 3]),
                "layout": rng.choice(["normal", "split", "modal_dfc", "Room", 7]),
                "faces": rng.choice([[], [{"name": "L"}], [5], "x", [{"name": "L", "type_line": "Enchantment — Room"}]])}
    if pick == 8:
        return {"source": rng.choice(["Silence", "Quenchable Fire", "Nope", 3]), "controller": rng.choice(ids + ["Q"]),
                "template": rng.choice([0, 1, -1, 99]), "created_turn": rng.choice(NUMBERS)}
    if pick == 9:
        return rng.choice([9999999999, "@@int400@@", "@@int4400@@", "@@negint4400@@"])
    if pick == 10:
        return {rng.choice(["+1/+1", "time", *HOSTILE_STRINGS]): rng.choice(NUMBERS), "time": -3}
    return rng.choice(["precombat_main", "untap", "cleanup", "spell", "ability", "nope"])


# Ids a file may give a player (the longest as long as any text may be).
PLAYER_IDS = ["x" * 5000, "Ｗ" * 3000, "Alessandro Bianchi della Valle di Sopra", "\u202eevil", "<b>bold</b>", "💀" * 3,
              "&Quit", " "]


def renamed(node, old: str, new: str):
    """The tree with every string that is `old` made `new`."""
    if isinstance(node, dict):
        return {key: renamed(value, old, new) for key, value in node.items()}
    if isinstance(node, list):
        return [renamed(value, old, new) for value in node]
    return new if node == old else node


def mutate(data: dict, rng: random.Random) -> str:
    """One to three structural mutations, then (sometimes) a mutation of the text itself."""
    tree = copy.deepcopy(data)
    ids = [v for p, v in _paths(tree) if p and p[-1] in ("id", "attached_to", "companion") and isinstance(v, str)]
    ids += [p.get("id") for p in tree.get("players", []) if isinstance(p, dict) and isinstance(p.get("id"), str)]
    for _ in range(rng.randint(1, 3)):
        paths = list(_paths(tree))
        path, value = rng.choice(paths)
        action = rng.randrange(6)
        if action <= 2 or not path:
            tree = _set(tree, path, _random_value(rng, ids)) if path else tree
        elif action == 3 and isinstance(value, (dict, list)) and value:
            # remove a key or an item
            if isinstance(value, dict):
                del value[rng.choice(list(value))]
            else:
                del value[rng.randrange(len(value))]
        elif action == 4 and isinstance(value, list) and value:
            value.extend(copy.deepcopy(rng.choice(value)) for _ in range(rng.choice([1, 2, 50])))
        elif isinstance(value, dict):
            value[rng.choice(["owner", "attached_to", "face", "template", "counters", "unlocked", "face_down",
                              "companion", "team", "custom_cards", "extra"])] = _random_value(rng, ids)
    listed = tree.get("players") if isinstance(tree, dict) else None
    players = [p["id"] for p in listed if isinstance(p, dict) and isinstance(p.get("id"), str)] \
        if isinstance(listed, list) else []
    if players and rng.random() < 0.15:
        # A player renamed everywhere they are named (their id and its mentions), to a string as long
        # or as hostile as a file may hold: the board still loads.
        tree = renamed(tree, rng.choice(players), rng.choice(PLAYER_IDS))
    text = json.dumps(tree, ensure_ascii=False)
    for marker, raw in RAW.items():
        text = text.replace(f'"{marker}"', raw)
    if rng.random() < 0.1:
        cut = rng.randrange(len(text))
        text = rng.choice([text[:cut], text[:cut] + text[cut + 1:], text[:cut] + chr(rng.randrange(32, 0x3000)) + text[cut:]])
    return text


def bundled_scenarios() -> list[tuple[str, dict]]:
    return [(p.name, json.loads(p.read_text(encoding="utf-8")))
            for p in sorted(Path(resource_path("scenarios")).glob("*.json"))]


def mutated_files(count: int, seed: int = 0):
    rng = random.Random(seed)
    sources = bundled_scenarios()
    for n in range(count):
        name, data = sources[n % len(sources)]
        yield f"{name}#{seed}-{n}", mutate(data, rng)
