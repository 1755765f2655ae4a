"""Scenario files: versioned JSON around a GameState, loaded all-or-nothing.

A bad file raises ScenarioError listing every problem as (place, message), e.g.
"players[1].hand[3]: unknown card 'Forrest' (did you mean 'Forest'?)". Nothing half-loaded
is ever returned.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Literal

from pydantic import ValidationError

from .cards import CardDatabase, builtin_cards
from .errors import ScenarioError, UnknownCardError
from .state import ZONES, GameState

FORMAT = "judgeapp-scenario"
VERSION = 1


class ScenarioFile(GameState):
    """The file layout: the GameState fields at the top level, plus what the file is."""

    format: Literal["judgeapp-scenario"] = FORMAT
    version: Literal[1] = VERSION
    title: str = ""
    description: str = ""
    source: str | None = None


META_FIELDS = ("format", "version", "title", "description", "source")


def _place(loc: tuple) -> str:
    out = ""
    for part in loc:
        if isinstance(part, int):
            out += f"[{part}]"
        else:
            out += ("." if out else "") + str(part)
    return out


def _pydantic_problems(error: ValidationError) -> list[tuple[str, str]]:
    errors = [
        {**item, "loc": tuple(p for p in item["loc"] if not str(p).startswith("function-"))}
        for item in error.errors()
    ]
    problems = []
    for item in errors:
        loc = item["loc"]
        if item["type"] == "too_short" and any(o["loc"][: len(loc)] == loc and len(o["loc"]) > len(loc)
                                               for o in errors):
            continue   # a container "too short" only because one of its items failed
        message = item["msg"].removeprefix("Value error, ")
        if item["type"] == "extra_forbidden":
            message = f"unknown field {loc[-1]!r}"
        problems.append((_place(loc), message))
    return problems


def _card_problems(scenario: ScenarioFile, db: CardDatabase) -> list[tuple[str, str]]:
    db = db.with_custom(scenario.custom_cards)
    problems = []

    def check(place: str, name: str | None) -> None:
        if name is None:
            return
        try:
            db.get(name)
        except UnknownCardError as err:
            problems.append((place, str(err)))

    for p_index, player in enumerate(scenario.players):
        for zone in ZONES:
            for i, obj in enumerate(getattr(player, zone)):
                check(f"players[{p_index}].{zone}[{i}]", obj.card)
    for i, item in enumerate(scenario.stack):
        check(f"stack[{i}]", item.card)
    for i, effect in enumerate(scenario.effects):
        check(f"effects[{i}]", effect.source)
    return problems


def parse_scenario(text: str, source: str = "<scenario>", db: CardDatabase | None = None) -> ScenarioFile:
    try:
        raw = json.loads(text)
    except json.JSONDecodeError as err:
        raise ScenarioError(source, [(f"line {err.lineno} column {err.colno}", f"not valid JSON: {err.msg}")]) from None
    if not isinstance(raw, dict):
        raise ScenarioError(source, [("", "a scenario file is a JSON object")])
    if raw.get("format") != FORMAT:
        raise ScenarioError(source, [("format", f"expected {FORMAT!r}, found {raw.get('format')!r}")])
    if raw.get("version") != VERSION:
        raise ScenarioError(source, [("version", f"this judgeapp reads version {VERSION}, found {raw.get('version')!r}")])
    try:
        scenario = ScenarioFile.model_validate(raw)
    except ValidationError as err:
        raise ScenarioError(source, _pydantic_problems(err)) from None
    problems = _card_problems(scenario, db or builtin_cards())
    if problems:
        raise ScenarioError(source, problems)
    return scenario


def load_scenario(path: str | Path, db: CardDatabase | None = None) -> ScenarioFile:
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8-sig")
    except FileNotFoundError:
        raise ScenarioError(str(path), [("", "no such file")]) from None
    except (OSError, UnicodeDecodeError) as err:
        raise ScenarioError(str(path), [("", f"cannot be read: {err}")]) from None
    return parse_scenario(text, str(path), db)


def state_of(scenario: ScenarioFile) -> GameState:
    data = scenario.model_dump(exclude=set(META_FIELDS))
    return GameState.model_validate(data)


def dump_scenario(state: GameState, **meta: Any) -> str:
    data = {"format": FORMAT, "version": VERSION, **meta,
            **state.model_dump(mode="json", exclude_defaults=True)}
    data.setdefault("active_player", state.active_player)
    return json.dumps(data, indent=2, ensure_ascii=False) + "\n"


def json_schema() -> dict:
    return ScenarioFile.model_json_schema()
