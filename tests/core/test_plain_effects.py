"""What a resolving spell's or ability's words do to the board (plain_effects.py, 608.2c): damage
dealt as the words say, and, where the board carries out none of an object's instructions, the
status bar's note that they are the judge's to follow. Oracle texts are the bundled cards'."""

from judgeapp.core import messages
from judgeapp.core.sequence import pass_priority, resolution_said
from tests.helpers import board


def _resolve(state):
    """Both players pass (117.4): the top object resolves. (the board before it resolved, after)"""
    before = pass_priority(state)
    return before, pass_priority(before)


def _bolt(target, **players):
    return board(stack=[{"id": "bolt", "card": "Lightning Bolt", "controller": "A", "targets": [target]}], **players)


def test_120_3a_lightning_bolt_at_a_player_takes_3_life_and_says_so():
    """Lightning Bolt (Oracle: "Lightning Bolt deals 3 damage to any target.") targeting B: B loses
    3 life (120.3a), and the status bar says how much is left, in every language."""
    before, after = _resolve(_bolt({"kind": "player", "id": "B"}))
    assert after.player("B").life == 17 and after.player("A").life == 20
    said = resolution_said(before, after)
    assert ("damage_to_player", {"card": "Lightning Bolt", "damage": 3, "player": "B", "life": 17}) in said
    assert "Lightning Bolt deals 3 damage to B, who loses that much life (120.3a). B's life: 17." in messages.happened(said)
    assert ("effect_by_hand", {}) not in said
    for lang in ("it", "ja", "es", "fr"):
        assert "17" in messages.happened(said, lang) and "120.3a" in messages.happened(said, lang)


def test_704_5a_damage_that_leaves_a_player_at_0_life_says_they_lose():
    before, after = _resolve(_bolt({"kind": "player", "id": "B"}, B={"life": 2}))
    assert after.player("B").life == -1
    assert ("player_no_life", {"player": "B"}) in resolution_said(before, after)


def test_120_3c_damage_to_a_planeswalker_removes_loyalty_counters_and_704_5i_at_zero():
    """Teferi, Time Raveler (printed loyalty 4, 306.5b) takes 3 from Lightning Bolt: 1 loyalty left
    (120.3c). With 2 counters he is left with none, and the status bar names 704.5i."""
    teferi = {"id": "t", "card": "Teferi, Time Raveler"}
    before, after = _resolve(_bolt({"kind": "object", "id": "t"}, B={"battlefield": [teferi]}))
    assert after.locate("t")[2].counters["loyalty"] == 1
    assert resolution_said(before, after)[1][0] == "damage_to_planeswalker"
    before, after = _resolve(_bolt({"kind": "object", "id": "t"}, B={"battlefield": [{**teferi, "counters": {"loyalty": 2}}]}))
    assert after.locate("t")[2].counters["loyalty"] == 0
    assert ("planeswalker_no_loyalty", {"cards": ["Teferi, Time Raveler"]}) in resolution_said(before, after)


def test_120_3e_damage_to_a_creature_is_said_for_the_judge_and_a_face_down_one_stays_unnamed():
    """The board marks no damage on creatures: Lightning Bolt at Grizzly Bears leaves the board as
    it was and says so, citing 120.3e and 704.5g. At a face-down Exalted Angel, the words don't
    name the card (708.5: only its controller may look at it)."""
    before, after = _resolve(_bolt({"kind": "object", "id": "g"}, B={"battlefield": [{"id": "g", "card": "Grizzly Bears"}]}))
    assert after.locate("g")[1] == "battlefield"
    text = messages.happened(resolution_said(before, after))
    assert "Lightning Bolt deals 3 damage to Grizzly Bears." in text and "704.5g" in text
    before, after = _resolve(_bolt({"kind": "object", "id": "m"},
                                   B={"battlefield": [{"id": "m", "card": "Exalted Angel", "face_down": "morph"}]}))
    text = messages.happened(resolution_said(before, after))
    assert "a face-down permanent of B" in text and "Exalted Angel" not in text


def test_the_keyword_line_of_sudden_shock_is_no_instruction_and_its_damage_is_dealt():
    """Sudden Shock (Oracle: "Split second (…)\\nSudden Shock deals 2 damage to any target."): its
    split second line is a keyword ability (702.61a), not something to do as it resolves."""
    state = board(stack=[{"id": "s", "card": "Sudden Shock", "controller": "B", "targets": [{"kind": "player", "id": "A"}]}],
                  priority="B")
    before, after = _resolve(state)
    assert after.player("A").life == 18


def test_810_9_damage_to_each_opponent_in_two_headed_giant_comes_off_the_team_total_twice():
    """A test ability "This creature deals 1 damage to each opponent." in Two-Headed Giant: each
    opponent is dealt 1, and the results are applied to their team's shared total (810.9): 2."""
    pinger = {"name": "Test Pinger", "type_line": "Creature — Test", "oracle_text": "{T}: This creature deals 1 damage to each opponent."}
    state = board(game={"two_headed_giant": True}, custom_cards=[pinger],
                  A={"team": "1", "battlefield": [{"id": "p", "card": "Test Pinger"}]}, C={"team": "1"},
                  B={"team": "2", "life": 30}, D={"team": "2", "life": 30},
                  stack=[{"id": "x", "kind": "ability", "card": "Test Pinger", "controller": "A", "source": "p",
                          "text": "{T}: This creature deals 1 damage to each opponent."}])
    before, after = _resolve(state)
    assert after.player("B").life == after.player("D").life == 28 and after.player("A").life == 20


def test_608_2c_an_instruction_the_board_does_not_carry_out_is_said_to_be_the_judges():
    """Giant Growth ("Target creature gets +3/+3 until end of turn.") changes nothing the board
    keeps: the status bar says its instructions are the judge's to follow. A target not set on
    Lightning Bolt deals nothing, and says so."""
    state = board(stack=[{"id": "gg", "card": "Giant Growth", "controller": "A"}])
    before, after = _resolve(state)
    assert resolution_said(before, after)[-1] == ("effect_by_hand", {})
    assert "follow them by hand (608.2c)" in messages.happened(resolution_said(before, after))
    state = board(stack=[{"id": "bolt", "card": "Lightning Bolt", "controller": "A"}])
    before, after = _resolve(state)
    assert after.player("B").life == 20
    assert resolution_said(before, after)[1] == ("damage_target_unset", {"card": "Lightning Bolt", "damage": 3})
