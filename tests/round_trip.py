"""The check behind the apply fuzz: every legal option of every player, applied, gives a board
that re-validates as if loaded, evaluates for every player, and saves and loads back equal."""

from __future__ import annotations

import json
import re

from judgeapp.core import engine, messages, sequence, untap
from judgeapp.core.scenario import dump_scenario, parse_scenario, state_of
from judgeapp.core.state import GameState, Step


def assert_loads_back_equal(state: GameState) -> None:
    # warnings="error": a field holding the wrong type (a bare string where an enum belongs)
    # fails to serialise; repr: a StrEnum equals its string, but its repr does not.
    revalidated = GameState.model_validate(json.loads(state.model_dump_json(warnings="error")))
    assert revalidated == state and repr(revalidated) == repr(state), \
        "the state is not what validating its own data gives"
    assert state_of(parse_scenario(dump_scenario(state))) == state, "saving and loading changed the board"


def check_apply_round_trips(state: GameState, roll: str = "blank") -> int:
    """Returns how many options were applied; raises AssertionError (or the engine's error) on a defect."""
    assert_loads_back_equal(state)
    applied = 0
    for pid in state.player_ids():
        for option in engine.evaluate(state, pid).legal_options:
            after = engine.apply(state, option, roll=roll)
            assert_loads_back_equal(after)
            for other in after.player_ids():
                engine.evaluate(after, other)
            applied += 1
    # The priority sequence played forward (issue 11) makes boards a file could hold too.
    forward = [sequence.pass_priority] if state.priority is not None else []
    forward += [sequence.next_step] if not state.stack else [sequence.resolve_top]
    for step in forward:
        after = step(state)
        assert_loads_back_equal(after)
        for other in after.player_ids():
            engine.evaluate(after, other)
        _says_in_every_language(state, after)
    return applied


def _says_in_every_language(before: GameState, after: GameState) -> None:
    """What the status bar says of a step played forward renders in every language without an
    error and with no "{name}" left in its words: a step skipped, the untap step's untapping,
    targets to set, what resolved."""
    said = sequence.skipped(before, after) + sequence.targets_to_set(before, after)
    if before.step == Step.UNTAP and after.step != Step.UNTAP and after.turn == before.turn:
        said += untap.said(before)
    if len(after.stack) < len(before.stack):
        said += sequence.resolution_said(before, after)
    for lang in messages.LANGUAGES:
        text = messages.happened(said, lang)
        assert not re.search(r"\{[a-z_]+\}", text), (lang, text)
