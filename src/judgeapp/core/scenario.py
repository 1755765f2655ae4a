"""Scenario files: versioned JSON around a GameState, loaded all-or-nothing.

A bad file raises ScenarioError listing every problem as (place, message), e.g.
"players[1].hand[3]: unknown card 'Forrest' (did you mean 'Forest'?)". Nothing half-loaded
is ever returned.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Final, Iterator, Literal


from .cards import CardDatabase, CardDef, builtin_cards
from .errors import BoardProblems, Problem, Refused, Said, ScenarioError, UnknownCardError, problem_lines
from .model import MAX_STRING_LENGTH, Frozen
from .patterns import lazy
from .resources import resource_path
from .state import ZONES, ActiveEffect, GameState
from .user_files import read_limited
from .verdict import ActionKind

if TYPE_CHECKING:
    from pydantic import ValidationError

FORMAT: Final = "judgeapp-scenario"
VERSION: Final = 2
# Version 2 (issue 11) added who passed in succession, targets and owners of stack objects,
# and translated titles and descriptions. A version 1 file is read as it is.
READABLE_VERSIONS = (1, 2)

# Limits far above any real game (a long multiplayer game has a few hundred objects), so that
# a file made to exhaust memory or time is refused with a message instead of freezing the app.
MAX_FILE_BYTES = 5_000_000
MAX_OBJECTS = 5_000            # cards in all zones, stack items and effects together
MAX_CUSTOM_CARDS = 1_000
MAX_DEPTH = 64                 # JSON nesting; a scenario file needs about 8
LIMITS = Said("limits", megabytes=MAX_FILE_BYTES // 1_000_000, objects=MAX_OBJECTS, custom_cards=MAX_CUSTOM_CARDS,
              characters=MAX_STRING_LENGTH)


@dataclass(frozen=True, kw_only=True)
class Situation(Frozen):
    """The words of a scenario: its title, its description (for a library situation, the
    explanation shown after the answer) and its story (the setup, told without the answer)."""

    title: str = ""
    description: str = ""
    story: str = ""


@dataclass(frozen=True, kw_only=True)
class LibraryQuestion(Frozen):
    """What a library situation asks (resources/scenarios, issue 12), filed by rule and
    difficulty. `answer` is the author's key: the English text of every right choice ("Yes, they
    may.", "No: the stack must be empty", "{2}{W}", a player); a test checks it against the engine."""

    rule: str
    difficulty: Literal[1, 2, 3]
    ask: Literal["may_do", "select_all", "cost", "priority_after"]
    player: str
    action: ActionKind | None = None
    card: str | None = None
    passes: bool = False            # priority_after: the player then passes (117.3d)
    answer: tuple[str, ...]


@dataclass(frozen=True, kw_only=True)
class ScenarioFile(GameState):
    """The file layout: the GameState fields at the top level, plus what the file is."""

    format: Literal["judgeapp-scenario"] = FORMAT
    version: Literal[1, 2] = VERSION
    title: str = ""
    description: str = ""
    source: str | None = None
    story: str = ""
    translations: dict[str, Situation] = field(default_factory=dict)   # by language code
    quiz: LibraryQuestion | None = None      # a library situation's question

    def situation(self, lang: str) -> "Situation":
        """The scenario's title, description and story in a language."""
        return situation_in({"title": self.title, "description": self.description, "story": self.story,
                             "translations": {k: v.field_values() for k, v in self.translations.items()}}, lang)


def situation_in(meta: dict[str, Any], lang: str) -> Situation:
    """A scenario's title and description in a language, where it has them, else as written.
    `meta` is the scenario's fields as plain data: title, description, translations."""
    found = (meta.get("translations") or {}).get(lang) or {}
    return Situation(title=found.get("title") or meta.get("title") or "",
                     description=found.get("description") or meta.get("description") or "",
                     story=found.get("story") or meta.get("story") or "")


META_FIELDS = ("format", "version", "title", "description", "story", "source", "translations", "quiz")


_NAME: Final = lazy(r"[^\W\d]\w*")      # a field's name as the format writes them ("custom_cards")


def _place(loc: tuple[Any, ...]) -> str:
    """Where a problem is, as a path ("players[0].hand[3].card"); a key the file made up that isn't
    a plain name (a counter "+1/+1", a key with an invisible space) quoted and escaped, so that the
    place reads as one: players[0].battlefield[0].counters['+1/+1'], quiz['ca\\u205frd']."""
    out = ""
    for part in loc:
        if isinstance(part, int):
            out += f"[{part}]"
        elif _NAME.fullmatch(str(part)):
            out += ("." if out else "") + str(part)
        else:
            out += f"[{str(part)!r}]"
    return out


# pydantic's checks the catalogs word (their "problems" section, by pydantic's error type); any
# other is said in pydantic's English. The values pydantic gives are put in as they are.
_PYDANTIC_WORDED = frozenset({
    "string_type", "string_too_long", "int_type", "int_parsing", "int_parsing_size", "int_from_float", "bool_type",
    "bool_parsing", "dict_type", "tuple_type", "list_type", "dataclass_type", "greater_than_equal",
    "less_than_equal", "too_short", "too_long", "literal_error", "enum"})
_OR = lazy(r", | or ")        # pydantic's list of allowed values: "'morph', 'megamorph' or 'other'"


def validation_problems(error: ValidationError) -> list[Problem]:
    """pydantic's errors as (place, message) pairs a person can read, in any language."""
    errors: list[dict[str, Any]] = [
        {**item, "loc": tuple(p for p in item["loc"] if not str(p).startswith("function-"))}
        for item in error.errors()
    ]
    problems = []
    for item in errors:
        loc = item["loc"]
        located = (item.get("ctx") or {}).get("error")
        if isinstance(located, BoardProblems):
            problems.extend(located.said_problems)
            continue
        if item["type"] == "too_short" and any(o["loc"][: len(loc)] == loc and len(o["loc"]) > len(loc)
                                               for o in errors):
            continue   # a container "too short" only because one of its items failed
        problems.append((_place(loc), _pydantic_said(item, located)))
    return problems


def _pydantic_said(item: Any, located: object) -> str | Said:
    """One pydantic error's message: a check's own reason, the catalogs' words for pydantic's
    check, or pydantic's English."""
    kind = item["type"]
    if isinstance(located, Refused):
        return located.said
    if kind in ("extra_forbidden", "unexpected_keyword_argument"):
        return Said("unknown_field", field=repr(item["loc"][-1]))
    if kind in ("missing", "missing_keyword_only_argument", "missing_argument"):
        return Said("missing")
    if kind in _PYDANTIC_WORDED:
        ctx: dict[str, object] = {key: value for key, value in (item.get("ctx") or {}).items()
                                  if isinstance(value, (str, int))}
        if "expected" in ctx:
            ctx["expected"] = _OR.split(str(ctx["expected"]))
        return Said(kind, **ctx)
    return str(item["msg"]).removeprefix("Value error, ")


def validation_text(error: ValueError, lang: str = "en", places: bool = True,
                    place_names: dict[str, str] | None = None) -> str:
    """Why a value was refused, in one line per problem ("mana_cost: 'Q' is not a mana symbol
    (107.4)") in a language, without the places where the value came from one field the reader
    just typed in, or with a place named as a dialog labels its field (`place_names`: "mana_cost"
    -> "Costo di mana"); any other ValueError as it says."""
    from pydantic import ValidationError
    if isinstance(error, Refused):
        return error.said.text(lang)
    if not isinstance(error, ValidationError):
        return str(error)
    return "\n".join(problem_lines(validation_problems(error), lang, places, place_names))


def _card_problems(scenario: ScenarioFile, db: CardDatabase) -> tuple[list[Problem], dict[str, UnknownCardError]]:
    db = db.with_custom(scenario.custom_cards)
    problems: list[Problem] = []
    unknown: dict[str, UnknownCardError] = {}

    def check(place: str, name: str | None, face: int = 0) -> CardDef | None:
        if name is None:
            return None
        try:
            card = db.get(name)
        except UnknownCardError as err:
            problems.append((place, err.said))
            unknown[place] = err
            return None
        if face >= max(len(card.faces), 1):
            problems.append((f"{place}.face", Said("no_face", card=card.name, face=face, faces=max(len(card.faces), 1))))
        return card

    for place, obj in scenario._placed_objects():
        if isinstance(obj, ActiveEffect):
            card = check(place + ".source", obj.source)
            creates = card.effects.creates if card is not None else ()
            if card is not None and obj.effect is None and obj.template >= max(len(creates), 1):
                problems.append((f"{place}.template", Said("no_template", card=card.name, count=len(creates),
                                                           template=obj.template)))
        else:
            check(place, obj.card, obj.face)
    return problems, unknown


# What Python's JSON reader says is wrong, in the catalogs' words (any other message as it is).
_JSON_SAYS = {
    "Expecting value": Said("json_value"), "Expecting ',' delimiter": Said("json_comma"),
    "Expecting ':' delimiter": Said("json_colon"),
    "Expecting property name enclosed in double quotes": Said("json_property_name"),
    "Unterminated string starting at": Said("json_unterminated"), "Invalid control character at": Said("json_control"),
    "Invalid \\escape": Said("json_escape"), "Invalid \\uXXXX escape": Said("json_unicode_escape"),
    "Extra data": Said("json_extra_data"),
}


def _json_problem(text: str, err: Exception) -> Problem:
    """Where and why a text that is JSON in form could not be read (too deep, a huge number)."""
    if isinstance(err, RecursionError):
        return _position(text, _too_deep_at(text)), Said("too_deep", depth=MAX_DEPTH)
    match = re.search(r"-?\d{4000,}", text)
    if match is not None:
        return _position(text, match.start()), Said("huge_number")
    return "", Said("not_json", detail=str(err))


def _position(text: str, offset: int) -> Said:
    return _line_column(text.count("\n", 0, offset) + 1, offset - (text.rfind(chr(10), 0, offset) + 1) + 1)


def _line_column(line: int, column: int) -> Said:
    """Where in a file's text, as an editor numbers it: "line 1 column 2853" (no thousands separator)."""
    return Said("line_column", line=str(line), column=str(column))


def _too_deep_at(text: str) -> int:
    """The offset where the nesting of brackets first goes deeper than MAX_DEPTH."""
    depth = 0
    for match in re.finditer(r'"(?:[^"\\]|\\.)*"|[\[\]{}]', text):
        token = match.group()
        if token in "[{":
            depth += 1
            if depth > MAX_DEPTH:
                return match.start()
        elif token in "]}":
            depth -= 1
    return 0


def object_count(state: GameState) -> int:
    """The objects a board holds as a scenario file counts them (MAX_OBJECTS): cards in every zone,
    stack items and effects."""
    return (sum(len(getattr(player, zone)) for player in state.players for zone in ZONES)
            + len(state.stack) + len(state.effects))


def _size_problems(raw: dict[str, Any]) -> list[Problem]:
    """Refuse boards far beyond any real game before building them (they would freeze the app)."""
    players = raw.get("players")
    players = players if isinstance(players, list) else []
    count = sum(len(p.get(zone) or ()) for p in players if isinstance(p, dict) for zone in ZONES
                if isinstance(p.get(zone), list))
    count += sum(len(raw[key]) for key in ("stack", "effects") if isinstance(raw.get(key), list))
    problems: list[Problem] = []
    if count > MAX_OBJECTS:
        problems.append(("players", Said("too_many_objects", count=count, limits=LIMITS)))
    custom = raw.get("custom_cards")
    if isinstance(custom, list) and len(custom) > MAX_CUSTOM_CARDS:
        problems.append(("custom_cards", Said("too_many_custom_cards", count=len(custom), limits=LIMITS)))
    return problems


def parse_scenario(text: str, source: str = "<scenario>", db: CardDatabase | None = None) -> ScenarioFile:
    """A scenario from JSON text: every problem found, each with its place, or the scenario."""
    if len(text) > MAX_FILE_BYTES:
        raise ScenarioError(source, [("file", Said("too_many_characters", count=len(text), limits=LIMITS))])
    try:
        raw = json.loads(text)
    except json.JSONDecodeError as err:
        raise ScenarioError(source, [(_line_column(err.lineno, err.colno),
                                      Said("not_json", detail=_JSON_SAYS.get(err.msg) or err.msg))]) from None
    except (RecursionError, ValueError) as err:
        raise ScenarioError(source, [_json_problem(text, err)]) from None
    if not isinstance(raw, dict):
        raise ScenarioError(source, [("", Said("not_an_object"))])
    if raw.get("format") != FORMAT:
        raise ScenarioError(source, [("format", Said("wrong_format", expected=repr(FORMAT), found=repr(raw.get("format"))))])
    if raw.get("version") not in READABLE_VERSIONS:
        raise ScenarioError(source, [("version", Said("wrong_version", version=VERSION, found=repr(raw.get("version"))))])
    raw = {**raw, "version": VERSION}     # version 1 files need no change to be read as version 2
    too_big = _size_problems(raw)
    if too_big:
        raise ScenarioError(source, too_big)
    from pydantic import ValidationError      # (the validation layer: imported when a file is read)
    try:
        scenario = ScenarioFile.model_validate(raw)
    except ValidationError as err:
        raise ScenarioError(source, validation_problems(err)) from None
    problems, unknown = _card_problems(scenario, db or builtin_cards())
    if problems:
        raise ScenarioError(source, problems, unknown)
    return scenario


def load_scenario(path: str | Path, db: CardDatabase | None = None) -> ScenarioFile:
    """A scenario file, read and checked (ScenarioError listing every problem)."""
    path = Path(path)
    try:
        data = read_limited(path, MAX_FILE_BYTES)
        if data is None:
            raise ScenarioError(str(path), [("file", Said("too_many_bytes", count=path.stat().st_size, limits=LIMITS))])
        text = data.decode(json.detect_encoding(data))     # UTF-8, or UTF-16/32 (Windows' "Unicode")
    except FileNotFoundError:
        raise ScenarioError(str(path), [("", Said("no_such_file"))]) from None
    except (OSError, UnicodeDecodeError) as err:
        raise ScenarioError(str(path), [("", Said("cannot_read", detail=getattr(err, "said", None) or str(err)))]) from None
    return parse_scenario(text, str(path), db)


def state_of(scenario: ScenarioFile) -> GameState:
    """The board a scenario holds (its fields are already validated: none is checked again),
    each card under its English Oracle name however the file wrote it."""
    state = GameState(**{name: getattr(scenario, name) for name in GameState.field_names()})
    return _oracle_names(state, builtin_cards().with_custom(scenario.custom_cards))


def _oracle_names(state: GameState, db: CardDatabase) -> GameState:
    """The board with every card named as the card data names it: a file may write "rift bolt",
    "Locker Room" or "裂け目の稲妻", and what the board shows, the engine compares and a saved file
    holds is then one name. (A board already so, as every one judgeapp writes, is returned as is.)"""
    def oracle(name: str) -> str:
        try:
            return db.get(name).name
        except UnknownCardError:
            return name

    def renamed(obj: Any, field_name: str) -> Any:
        name = getattr(obj, field_name)
        found = name if name is None else oracle(name)
        return obj if found == name else obj.model_copy(update={field_name: found})

    if all(oracle(name) == name for name in card_names(state)):
        return state
    return state.model_copy(update={
        "players": tuple(p.model_copy(update={zone: tuple(renamed(o, "card") for o in getattr(p, zone)) for zone in ZONES})
                         for p in state.players),
        "stack": tuple(renamed(item, "card") for item in state.stack),
        "effects": tuple(renamed(effect, "source") for effect in state.effects)})


def card_names(state: GameState) -> Iterator[str]:
    """The card names a board uses: its objects', its spells' and its effects' sources."""
    for player in state.players:
        for zone in ZONES:
            for obj in getattr(player, zone):
                yield obj.card
    yield from (item.card for item in state.stack if item.card is not None)
    yield from (effect.source for effect in state.effects)


def scenario_meta(scenario: ScenarioFile) -> dict[str, Any]:
    """What a scenario says besides its board, as plain data: title, description, story, source,
    its translations and a library situation's question."""
    return {"title": scenario.title, "description": scenario.description, "story": scenario.story,
            "source": scenario.source,
            "translations": {lang: s.model_dump(exclude_defaults=True) for lang, s in scenario.translations.items()},
            "quiz": scenario.quiz.model_dump(mode="json", exclude_defaults=True) if scenario.quiz else None}


def bundled_scenario(name: str) -> tuple[ScenarioFile, dict[str, Any]]:
    """A scenario judgeapp ships (resources/scenarios) and its metadata, validated once per
    version (derived_cache): the app's first board is shown without validating anything."""
    from .derived_cache import cached
    path = resource_path("scenarios", name)
    cards = (resource_path("cards.json"), resource_path("card_effects.json"), resource_path("card_review.json"))

    def read() -> tuple[ScenarioFile, dict[str, Any]]:
        scenario = load_scenario(path)
        return scenario, scenario_meta(scenario)
    return cached(f"scenario-{Path(name).stem}", (path, *cards), read)


def dump_scenario(state: GameState, *, compact: bool = False, **meta: Any) -> str:
    """A board as scenario file text (version 2), with title and other metadata: indented for a
    reader, or on one line (`compact`: the autosave's, which only judgeapp reads; Python writes
    JSON on one line in C, and indented in Python, about 5x slower)."""
    data = {"format": FORMAT, "version": VERSION, **meta,
            **state.model_dump(mode="json", exclude_defaults=True)}
    data.setdefault("active_player", state.active_player)
    return json.dumps(data, indent=None if compact else 2, ensure_ascii=False) + "\n"


def json_schema() -> dict[str, Any]:
    """The JSON Schema of scenario files (`judgeapp schema`)."""
    return ScenarioFile.model_json_schema()
