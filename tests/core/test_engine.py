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


def test_evaluate_in_a_context_of_the_board_answers_as_in_a_new_one_for_each_player():
    """A Context already filled (by one player's evaluation, as the app shares one with its board
    rows) gives each player the verdicts a fresh evaluation gives."""
    from judgeapp.core.cards import builtin_cards
    from judgeapp.core.context import Context
    state = board(A={"hand": ["Forest", "Deep-Sea Kraken"], "battlefield": ["Island", "Island"]},
                  B={"battlefield": ["Forest"]})
    shared = Context(state, builtin_cards())
    for pid in ("A", "B", "A"):
        assert engine.evaluate(state, pid, context=shared) == engine.evaluate(state, pid)


def test_evaluate_refuses_the_context_of_another_board():
    """A Context is one board's: evaluating another board in it would read the wrong objects."""
    from judgeapp.core.cards import builtin_cards
    from judgeapp.core.context import Context
    with pytest.raises(ValueError, match="another board"):
        engine.evaluate(board(), context=Context(board(turn=2), builtin_cards()))


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


TWO_HEADED = dict(game={"two_headed_giant": True}, active="A", priority="A")


def test_805_4c_each_player_of_the_active_team_may_play_a_land():
    state = board(**TWO_HEADED, A={"team": "1", "hand": ["Forest"]}, C={"team": "1", "hand": ["Island", "Swamp"]},
                  B={"team": "2", "hand": ["Plains"]}, D={"team": "2"}, turn_facts={"lands_played": 1})
    teammate = only(state, ActionKind.PLAY_LAND, player="C", card="Island")
    assert teammate.legal and {c.code for c in teammate.checks} >= {"team_turn", "team_has_priority"}
    assert not only(state, ActionKind.PLAY_LAND, player="A", card="Forest").legal   # A already played one
    opponent = only(state, ActionKind.PLAY_LAND, player="B", card="Plains")
    assert {"not_own_turn", "other_player_has_priority"} <= {c.code for c in opponent.failed}
    after = engine.apply(state, teammate)
    assert after.turn_facts.team_lands_played == {"C": 1} and after.turn_facts.lands_played == 1
    second = only(after, ActionKind.PLAY_LAND, player="C", card="Swamp")
    assert [c.code for c in second.failed] == ["no_land_plays_left"]     # one land per player (805.4c)


def test_805_5a_a_teammate_may_take_a_special_action_when_the_team_has_priority():
    state = board(game={"two_headed_giant": True}, active="B", priority="A",
                  A={"team": "1"}, C={"team": "1", "hand": ["Circling Vultures"]}, B={"team": "2"}, D={"team": "2"})
    option = only(state, ActionKind.DISCARD_AS_INSTANT, player="C")
    assert option.legal and option.checks[0].rule == "805.5a"
    after = engine.apply(state, option)
    assert after.priority == "C"   # 116.3: the player who acted receives priority


def test_without_two_headed_giant_a_team_field_changes_nothing():
    state = board(active="A", priority="A", A={"team": "1"}, C={"team": "1", "hand": ["Island"]})
    assert not only(state, ActionKind.PLAY_LAND, player="C", card="Island").legal


def test_the_engines_answers_cannot_be_changed_by_whoever_reads_them():
    """Verdicts are immutable values: the engine shares the ones that are the same every time (an
    action with nothing to do, the priority check of every option of an action), so a view that
    could change one would change every later answer. Every field refuses assignment."""
    from dataclasses import FrozenInstanceError, fields

    state = board(A={"hand": ["Forest"]})
    first, second = engine.evaluate(state), engine.evaluate(state)
    suspend = first.verdict(ActionKind.SUSPEND)
    assert suspend.nothing_to_do is not None and not suspend.options
    assert second.verdict(ActionKind.SUSPEND) is suspend          # made once, shared
    land = first.verdict(ActionKind.PLAY_LAND).options[0]
    for value in (first, suspend, suspend.nothing_to_do, land, land.checks[0]):
        for field in fields(value):
            with pytest.raises(FrozenInstanceError):
                setattr(value, field.name, None)
    assert engine.evaluate(state) == first                          # equal values, evaluation after evaluation
