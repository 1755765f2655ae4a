"""Practice without the answers listed (issue 11): the candidate's claims graded by the engine."""

from judgeapp.core import engine
from judgeapp.core.practice import PLANAR_DIE, Claim, grade_claims, subjects
from judgeapp.core.verdict import ActionKind
from tests.helpers import board


def test_116_2a_and_116_2f_claims_are_marked_with_the_engines_reasons_and_misses_are_listed():
    # A's turn, main phase, empty stack: the land play is legal; suspend of Rift Bolt too (sorcery timing).
    state = board(A={"hand": [{"id": "forest", "card": "Forest"}, {"id": "bolt", "card": "Rift Bolt"},
                              {"id": "bears", "card": "Grizzly Bears"}]})
    result = grade_claims(engine.evaluate(state, "A"), [
        Claim(ActionKind.PLAY_LAND, "forest"),        # right
        Claim(ActionKind.PLAY_LAND, "bears"),         # wrong: not a land
        Claim(ActionKind.PLANAR_DIE, PLANAR_DIE),     # wrong: not a Planechase game
    ])
    marks = [(r.claim.subject, r.right) for r in result.claims]
    assert marks == [("forest", True), ("bears", False), (PLANAR_DIE, False)]
    assert result.claims[1].reason.code == "not_a_candidate" and result.claims[1].reason.rule == "116.2a"
    assert result.claims[2].reason is not None and not result.claims[2].reason.passed
    assert (result.claims[1].section, result.claims[2].section) == ("checks", "nothing")   # how each is worded
    assert [(o.action, o.subject) for o in result.missed] == [(ActionKind.SUSPEND, "bolt")]
    assert result.score == (1, 4)


def test_117_a_claim_for_a_real_option_that_is_illegal_gets_its_first_failing_condition():
    state = board(active="B", priority="A", A={"hand": [{"id": "forest", "card": "Forest"}]})
    (claim,) = grade_claims(engine.evaluate(state, "A"), [Claim(ActionKind.PLAY_LAND, "forest")]).claims
    assert not claim.right and claim.reason.code == "not_own_turn" and claim.reason.rule == "305.3"


def test_the_choices_offered_are_every_object_effect_and_the_die_not_the_engines_candidates():
    state = board(A={"hand": ["Forest", "Grizzly Bears"], "graveyard": ["Opt"]},
                  effects=[{"source": "Silence", "controller": "B", "created_turn": 3}])
    offered = subjects(state)
    assert len(offered) == 3 + 1 + 1 and offered[-1] == ("planar_die", PLANAR_DIE, "")
