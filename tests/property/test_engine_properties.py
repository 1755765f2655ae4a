"""Properties over random valid boards (Hypothesis): the engine never raises, one action's verdict
alone is the whole evaluation's, nothing is legal
without priority (116.1), every legal option applies and leaves priority with the player who
took it (116.3), and land plays never exceed the allowance (305.2b)."""

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from judgeapp.core import engine
from judgeapp.core.actions.land import allowance
from judgeapp.core.context import Context
from judgeapp.core.state import Step
from judgeapp.core.verdict import ActionKind
from tests.board_strategies import boards
from tests.round_trip import check_apply_round_trips

SETTINGS = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@SETTINGS
@given(boards())
def test_evaluate_never_raises_and_always_reports_twelve_actions(state):
    for pid in state.player_ids():
        evaluation = engine.evaluate(state, pid)
        assert [v.action for v in evaluation.verdicts] == list(ActionKind)
        for verdict in evaluation.verdicts:
            assert verdict.options or verdict.nothing_to_do is not None


@SETTINGS
@given(boards())
def test_one_actions_verdict_alone_is_the_one_the_whole_evaluation_gives(state):
    """engine.evaluate_action (the quiz asks about one action) works out one family in a context
    of its own: nothing it says may depend on what the other families or the warnings worked out."""
    for pid in state.player_ids():
        evaluation = engine.evaluate(state, pid)
        for action in ActionKind:
            assert engine.evaluate_action(state, action, pid) == evaluation.verdict(action), action


@SETTINGS
@given(boards())
def test_116_1_nothing_is_legal_without_priority(state):
    # 805.5a: in Two-Headed Giant the team, not one player, receives priority.
    holders = {state.priority, *state.teammates(state.priority)} if state.priority else set()
    for pid in state.player_ids():
        if pid not in holders or state.step == Step.UNTAP:
            assert engine.evaluate(state, pid).legal_options == ()


@SETTINGS
@given(boards(), st.sampled_from(["blank", "chaos", "planeswalker"]))
def test_116_3_every_legal_option_applies_and_the_player_keeps_priority(state, roll):
    for option in engine.evaluate(state).legal_options:
        after = engine.apply(state, option, roll=roll)
        assert after.priority == option.player


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(boards(), st.sampled_from(["blank", "chaos", "planeswalker"]))
def test_every_state_apply_returns_revalidates_evaluates_and_saves_and_loads_back_equal(state, roll):
    """Issue 8: a legal foretell left face_down as a bare string, a legal unlock stored doors in an
    order a loaded file never has. Every board an action makes must be one a file could hold."""
    assert check_apply_round_trips(state, roll) >= 0


@SETTINGS
@given(boards())
def test_305_2b_land_plays_never_exceed_the_allowance(state):
    pid = state.priority
    limit = allowance(Context(state), pid) if pid else None
    for _ in range(8):
        lands = [o for o in engine.evaluate(state).verdict(ActionKind.PLAY_LAND).options if o.legal]
        if not lands:
            break
        state = engine.apply(state, lands[0])
        if limit is not None:
            assert state.turn_facts.lands_played <= max(limit, 1)
