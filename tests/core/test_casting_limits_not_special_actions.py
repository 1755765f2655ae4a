"""An effect that stops or limits casting spells (Silence, 601.3; Teferi, Time Raveler's sorcery
timing; Rule of Law's one spell a turn) doesn't stop a special action that isn't casting a spell
(116.1): playing a land (305.1), turning a face-down permanent face up, putting the companion into
hand, foretelling, plotting, unlocking a door… The options say so, naming the card, where a
candidate expects the limit to apply. Suspend is the exception: it asks whether the card could be
begun to be cast (116.2f), so Silence does stop it; and Circling Vultures' discard keeps its own
note (304.5)."""

import pytest

from judgeapp.core import messages
from judgeapp.core.verdict import ActionKind
from tests.helpers import board, only

SILENCE = {"source": "Silence", "controller": "B", "affected": "A", "created_turn": 3}
COMPANION = {"outside_game": [{"card": "Jegantha, the Wellspring", "id": "jegantha"}], "companion": "jegantha"}
NOT_CASTING = [
    (ActionKind.PLAY_LAND, {"hand": ["Forest"]}),
    (ActionKind.TURN_FACE_UP, {"battlefield": [{"card": "Exalted Angel", "face_down": "morph"}]}),
    (ActionKind.COMPANION, COMPANION),
    (ActionKind.FORETELL, {"hand": ["Doomskar"]}),
    (ActionKind.PLOT, {"hand": ["Slickshot Show-Off"]}),
    (ActionKind.UNLOCK, {"battlefield": [{"card": "Glassworks // Shattered Yard", "unlocked": ["left"]}]}),
]


def _limits(option):
    return [(n.rule, n.params["source"]) for n in option.notes if n.code == "casting_limit_not_this"]


@pytest.mark.parametrize("action, zones", NOT_CASTING, ids=[case[0].value for case in NOT_CASTING])
def test_silence_leaves_an_action_that_isnt_casting_legal_and_the_option_says_why(action, zones):
    option = only(board(effects=[SILENCE], A=zones, B={}), action, player="A")
    assert option.legal
    assert _limits(option) == [(action.rule, "Silence")]


@pytest.mark.parametrize("action, zones", NOT_CASTING, ids=[case[0].value for case in NOT_CASTING])
def test_without_a_casting_limit_nothing_is_said(action, zones):
    assert _limits(only(board(A=zones, B={}), action, player="A")) == []


def test_silence_stops_suspending_which_asks_about_casting_and_says_nothing_of_this_kind():
    option = only(board(effects=[SILENCE], A={"hand": ["Rift Bolt"]}, B={}), ActionKind.SUSPEND, player="A")
    assert not option.legal and _limits(option) == []


def test_circling_vultures_keeps_its_own_note_under_teferi_time_raveler():
    """304.5 says why for "any time you could cast an instant"; no second note."""
    state = board(active="B", priority="A", A={"hand": ["Circling Vultures"]}, B={"battlefield": ["Teferi, Time Raveler"]})
    option = only(state, ActionKind.DISCARD_AS_INSTANT, player="A")
    assert [n.code for n in option.notes] == ["casting_limit_not_instant_timing"]


def test_rule_of_law_and_teferi_are_named_too():
    """Rule of Law's one spell a turn, once A has cast one, and Teferi, Time Raveler's sorcery timing
    for A, B's opponent: neither limits foretelling (116.2h), in A's own turn."""
    rule_of_law = {"name": "Rule of Law", "mana_cost": "{2}{W}", "type_line": "Enchantment",    # (as the library has it)
                   "oracle_text": "Each player can't cast more than one spell each turn."}
    state = board(A={"hand": ["Doomskar"]}, B={"battlefield": ["Rule of Law", "Teferi, Time Raveler"]},
                  turn_facts={"spells_cast": {"A": 1}}, custom_cards=[rule_of_law])
    option = only(state, ActionKind.FORETELL, player="A")
    assert option.legal and [source for _rule, source in _limits(option)] == ["Teferi, Time Raveler", "Rule of Law"]


def test_damping_engine_is_not_said_not_to_stop_the_land_it_stops():
    """Damping Engine stops the player with the most permanents both playing lands and casting
    artifact, creature and enchantment spells (101.2): the land play it stops fails on its
    prohibition and carries no note saying the Engine "limits casting spells, not this"; foretelling,
    which it doesn't stop, does; ignoring the Engine itself, which the option is about, doesn't."""
    state = board(A={"hand": ["Forest", "Doomskar"], "battlefield": ["Forest", "Forest", "Forest"]},
                  B={"battlefield": ["Damping Engine"]})
    land = only(state, ActionKind.PLAY_LAND, player="A")
    assert [c.code for c in land.failed] == ["cant_play_lands"] and _limits(land) == []
    assert _limits(only(state, ActionKind.FORETELL, player="A")) == [("116.2h", "Damping Engine")]
    assert _limits(only(state, ActionKind.IGNORE_STATIC, player="A")) == []


@pytest.mark.parametrize("lang, words", [("en", "limits casting spells, not this"), ("it", "Silenzio"),
                                         ("ja", "沈黙"), ("es", "Silencio"), ("fr", "Silence limite")])
def test_the_note_is_worded_in_every_language(lang, words):
    option = only(board(effects=[SILENCE], A={"hand": ["Doomskar"]}, B={}), ActionKind.FORETELL, player="A")
    note = next(n for n in option.notes if n.code == "casting_limit_not_this")
    assert words in messages.check_text(note, lang)
