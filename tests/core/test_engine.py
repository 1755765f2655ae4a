"""The engine's contract: twelve actions in rule order, typed errors, 116.3 priority."""

import pytest

from judgeapp.core import engine
from judgeapp.core.errors import IllegalActionError
from judgeapp.core.verdict import ActionKind
from tests.helpers import board, only


def test_evaluate_returns_all_twelve_special_actions_in_rule_order():
    evaluation = engine.evaluate(board())
    assert [v.rule for v in evaluation.verdicts] == [f"116.2{c}" for c in "abcdefghijkm"]
    assert all(v.nothing_to_do is not None for v in evaluation.verdicts)


def test_default_player_is_the_priority_holder():
    assert engine.evaluate(board(priority="B")).player == "B"
    assert engine.evaluate(board(priority=None, step="untap")).player == "A"


def test_unknown_player_is_a_key_error():
    with pytest.raises(KeyError):
        engine.evaluate(board(), "Z")


def test_apply_refuses_an_illegal_option_and_names_the_failed_condition():
    state = board(step="beginning_of_combat", A={"hand": ["Forest"]})
    option = only(state, ActionKind.PLAY_LAND, card="Forest")
    with pytest.raises(IllegalActionError) as err:
        engine.apply(state, option)
    assert [(c.rule, c.code) for c in err.value.failed] == [("116.2a", "not_main_phase")]
    assert isinstance(err.value, ValueError)


def test_apply_rechecks_against_the_state_it_is_given():
    legal_here = board(A={"hand": ["Forest"]})
    option = only(legal_here, ActionKind.PLAY_LAND, card="Forest")
    with pytest.raises(IllegalActionError):
        engine.apply(board(A={"hand": ["Forest"]}, turn_facts={"lands_played": 1}), option)


def test_apply_never_changes_the_state_it_was_given():
    state = board(A={"hand": ["Forest"]})
    before = state.model_dump()
    engine.apply(state, only(state, ActionKind.PLAY_LAND, card="Forest"))
    assert state.model_dump() == before


def test_116_3_after_a_special_action_on_an_opponents_turn_the_taker_keeps_priority():
    state = board(active="B", priority="A", A={"battlefield": [{"card": "Exalted Angel", "face_down": "morph"}]})
    after = engine.apply(state, only(state, ActionKind.TURN_FACE_UP, player="A"))
    assert after.priority == "A" and after.active_player == "B"


def test_evaluate_all_covers_every_player():
    assert set(engine.evaluate_all(board(A={}, B={}))) == {"A", "B"}


def test_two_headed_giant_teammates_are_not_opponents():
    # Silence stops its controller's opponents; a teammate is not an opponent.
    state = board(game={"two_headed_giant": True}, turn=1,
                  A={"team": "1", "hand": ["Rift Bolt"]}, B={"team": "1"},
                  effects=[{"source": "Silence", "controller": "B"}])
    assert only(state, ActionKind.SUSPEND).legal
