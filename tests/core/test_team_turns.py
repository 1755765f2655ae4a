"""805.4: with shared team turns (Two-Headed Giant, 810), "each team takes turns rather than each
player", so a player's turn, upkeep and "next turn" are their team's, whichever teammate the board
names as active. The conditions of the special actions knew this (on_active_team); four effects
still compared the board's one active player with a card's controller, and read a teammate's half
of the team's turn as someone else's turn."""

from judgeapp.core import activation
from judgeapp.core.reasons import Reason
from judgeapp.core.verdict import ActionKind
from tests.helpers import board, only

TWO_HEADED = {"two_headed_giant": True}
TEAMS = {"A": "T1", "B": "T2", "C": "T1", "D": "T2"}      # A and C against B and D; turns T1, T2, T1…


def _seats(**zones):
    return {pid: {"team": team, **zones.get(pid, {})} for pid, team in TEAMS.items()}


def test_grand_abolisher_stops_opponents_in_its_controller_s_team_turn_whoever_is_named_active():
    """Grand Abolisher: "During your turn, your opponents can't cast spells…". It is A's turn when
    it is A's team's (805.4), with C named active: B can't begin to cast a creature card even with
    flash from Teferi, Mage of Zhalfir, so B can't suspend it (116.2f, 702.62a). The engine let B,
    reading C's turn as not A's."""
    state = board(game=TWO_HEADED, active="C", priority="B", stack=[{"controller": "D", "card": "Lightning Bolt"}],
                  **_seats(A={"battlefield": ["Grand Abolisher"]},
                           B={"battlefield": ["Teferi, Mage of Zhalfir"], "hand": ["Errant Ephemeron"]}))
    suspend = only(state, ActionKind.SUSPEND, player="B")
    assert not suspend.legal
    # On the other team's turn Grand Abolisher says nothing, and the flash lets B suspend.
    theirs = state.model_copy(update={"active_player": "D"})
    assert only(theirs, ActionKind.SUSPEND, player="B").legal


def test_quenchable_fire_s_deadline_is_its_caster_s_team_upkeep():
    """Quenchable Fire: "...at the beginning of your next upkeep step unless that player ... pays
    {U} before that step" (116.2c). A cast it on turn 3; on turn 5, A's team's turn again, A's next
    upkeep has begun even though the board names C, A's teammate, as active: B may no longer pay.
    The engine said B still could (C is not A)."""
    fire = {"source": "Quenchable Fire", "controller": "A", "affected": "B", "created_turn": 3}
    state = board(game=TWO_HEADED, active="C", priority="B", step="draw", turn=5, effects=[fire], **_seats())
    option = only(state, ActionKind.END_EFFECT, player="B")
    assert not option.legal and Reason.DEADLINE_PASSED in [c.code for c in option.failed]
    # On turn 4, the other team's, it is still before A's next upkeep.
    before = state.model_copy(update={"turn": 4, "active_player": "D"})
    assert only(before, ActionKind.END_EFFECT, player="B").legal


def test_until_your_next_turn_ends_as_the_controller_s_team_turn_begins():
    """Teferi, Time Raveler's +1: "Until your next turn, you may cast sorcery spells as though they
    had flash." A made it on turn 3; on turn 5 A's team's turn has come again (C named active), so
    it has ended: A can't suspend Rift Bolt, a sorcery, outside a main phase (116.2f, 117.1a). The
    engine still let A, the effect running on until A was the one named active."""
    raveler = {"source": "Teferi, Time Raveler", "controller": "A", "created_turn": 3}
    state = board(game=TWO_HEADED, active="C", priority="A", step="declare_attackers", turn=5, effects=[raveler],
                  **_seats(A={"hand": ["Rift Bolt"]}))
    assert not only(state, ActionKind.SUSPEND, player="A").legal
    # On turn 4, the other team's, the permission still holds.
    assert only(state.model_copy(update={"turn": 4, "active_player": "B"}), ActionKind.SUSPEND, player="A").legal


def test_forecast_works_in_the_owner_s_team_upkeep():
    """702.57b: a forecast ability "may be activated only during the upkeep step of the card's
    owner". A's team's upkeep is A's (805.4), with C named active; B's team's is not."""
    stance = {"name": "Steeling Stance", "mana_cost": "{1}{W}{W}", "type_line": "Instant",
              "oracle_text": "Creatures you control get +1/+1 until end of turn.\nForecast — {W}, Reveal Steeling Stance "
                             "from your hand: Target creature gets +1/+1 until end of turn. (Activate only during your "
                             "upkeep and only once each turn.)"}
    state = board(game=TWO_HEADED, active="C", priority="A", step="upkeep", custom_cards=[stance],
                  **_seats(A={"hand": [{"id": "s", "card": "Steeling Stance"}]}))
    assert activation.activate(state, "s", 0).objection is None
    other = activation.activate(state.model_copy(update={"active_player": "B", "priority": "A"}), "s", 0).objection
    assert other is not None and other[1]["rule"] == "702.57b"

