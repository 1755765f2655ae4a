"""What a resolving spell's or ability's words do to the board (plain_effects.py, 608.2c): damage
dealt as the words say, and, where the board carries out none of an object's instructions, the
status bar's note that they are the judge's to follow. Oracle texts are the bundled cards'."""

import pytest

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


# ---- destroy, exile, return, counter, gain life (701.8a, 701.13a, 701.6a, 119.3) ---------------
def _spell(card, target, **fields):
    return {"id": "s", "card": card, "controller": "A", "targets": [target] if target else [], **fields}


def test_701_8a_disenchant_destroys_an_artifact_but_not_a_creature_608_2b():
    """Disenchant ("Destroy target artifact or enchantment.") puts B's Lotus Bloom into B's
    graveyard (701.8a). At Grizzly Bears, the target isn't an artifact or enchantment as the board
    shows it: nothing moves, and the status bar says why (608.2b)."""
    state = board(stack=[_spell("Disenchant", {"kind": "object", "id": "x"})], B={"battlefield": [{"id": "x", "card": "Lotus Bloom"}]})
    before, after = _resolve(state)
    assert [o.card for o in after.player("B").graveyard] == ["Lotus Bloom"] and after.player("B").battlefield == ()
    assert ("destroyed", {"cards": ["Lotus Bloom"]}) in resolution_said(before, after)
    state = board(stack=[_spell("Disenchant", {"kind": "object", "id": "x"})], B={"battlefield": [{"id": "x", "card": "Grizzly Bears"}]})
    before, after = _resolve(state)
    assert after.locate("x")[1] == "battlefield"
    assert resolution_said(before, after)[1][0] == "move_target_unfit"


def test_hagra_maulings_cost_line_is_no_instruction_and_a_face_down_creature_is_destroyed_and_revealed():
    """Hagra Mauling ("This spell costs {1} less to cast if …\\nDestroy target creature."): the
    first line is what it costs (601.2f), not an instruction. Its target, a face-down Exalted
    Angel (a creature, 708.2a), goes to the graveyard face up (708.9: revealed as it leaves)."""
    state = board(stack=[_spell("Hagra Mauling // Hagra Broodpit", {"kind": "object", "id": "m"})],
                  B={"battlefield": [{"id": "m", "card": "Exalted Angel", "face_down": "morph"}]})
    before, after = _resolve(state)
    (angel,) = after.player("B").graveyard
    assert angel.card == "Exalted Angel" and angel.face_down is None


def test_702_12b_an_indestructible_permanent_is_not_destroyed():
    relic = {"name": "Test Relic", "type_line": "Artifact", "oracle_text": "Indestructible", "keywords": ["Indestructible"]}
    state = board(custom_cards=[relic], stack=[_spell("Disenchant", {"kind": "object", "id": "r"})],
                  B={"battlefield": [{"id": "r", "card": "Test Relic"}]})
    before, after = _resolve(state)
    assert after.locate("r")[1] == "battlefield"
    assert resolution_said(before, after)[1][0] == "indestructible_not_destroyed"


def test_701_6a_counterspell_counters_a_spell_into_its_owners_graveyard_and_101_2_one_that_cant_be_countered_stays():
    """Counterspell ("Counter target spell.") at B's Lightning Bolt: the Bolt leaves the stack for
    B's graveyard and never resolves. A spell whose words say it can't be countered stays (101.2:
    the "can't" wins)."""
    bolt = {"id": "b", "card": "Lightning Bolt", "controller": "B", "targets": [{"kind": "player", "id": "A"}]}
    state = board(stack=[bolt, _spell("Counterspell", {"kind": "stack", "id": "b"})])
    before, after = _resolve(state)
    assert after.stack == () and [o.card for o in after.player("B").graveyard] == ["Lightning Bolt"]
    assert after.player("A").life == 20
    assert "Lightning Bolt is countered: put into its owner's graveyard (701.6a)." in messages.happened(resolution_said(before, after))
    sure = {"name": "Test Sure Bolt", "type_line": "Instant", "oracle_text": "This spell can't be countered.\nTest Sure Bolt deals 3 damage to any target."}
    state = board(custom_cards=[sure], stack=[{**bolt, "card": "Test Sure Bolt"}, _spell("Counterspell", {"kind": "stack", "id": "b"})])
    before, after = _resolve(state)
    assert [i.card for i in after.stack] == ["Test Sure Bolt"]
    assert resolution_said(before, after)[1][0] == "not_counterable"


def test_returning_a_permanent_to_its_owners_hand_and_a_card_from_the_graveyard():
    """Petty Theft ("Return target nonland permanent an opponent controls to its owner's hand.")
    puts B's Grizzly Bears in B's hand; at a land, the target doesn't fit ("nonland"). Bala Ged
    Recovery ("Return target card from your graveyard to your hand.") takes A's Forest back, but
    not a Forest in B's graveyard, which isn't A's."""
    theft = _spell("Brazen Borrower // Petty Theft", {"kind": "object", "id": "g"}, face=1)
    before, after = _resolve(board(stack=[theft], B={"battlefield": [{"id": "g", "card": "Grizzly Bears"}]}))
    assert [o.card for o in after.player("B").hand] == ["Grizzly Bears"]
    before, after = _resolve(board(stack=[theft], B={"battlefield": [{"id": "g", "card": "Forest"}]}))
    assert after.locate("g")[1] == "battlefield" and resolution_said(before, after)[1][0] == "move_target_unfit"
    recovery = _spell("Bala Ged Recovery // Bala Ged Sanctuary", {"kind": "object", "id": "f"})
    before, after = _resolve(board(stack=[recovery], A={"graveyard": [{"id": "f", "card": "Forest"}]}))
    assert after.locate("f")[1] == "hand"
    before, after = _resolve(board(stack=[recovery], B={"graveyard": [{"id": "f", "card": "Forest"}]}))
    assert after.locate("f")[1] == "graveyard" and resolution_said(before, after)[1][0] == "move_target_unfit"


def test_119_3_courser_of_kruphixs_trigger_gains_its_controller_1_life():
    """Courser of Kruphix's triggered ability ("Whenever a land you control enters, you gain 1
    life.") resolves: its effect follows the trigger condition, and A gains 1 life."""
    text = "Whenever a land you control enters, you gain 1 life."
    state = board(A={"battlefield": [{"id": "c", "card": "Courser of Kruphix"}]},
                  stack=[{"id": "t", "kind": "ability", "card": "Courser of Kruphix", "controller": "A", "source": "c", "text": text}])
    before, after = _resolve(state)
    assert after.player("A").life == 21
    assert "A gains 1 life (119.3). A's life: 21." in messages.happened(resolution_said(before, after))


def test_207_2c_a_landfall_trigger_resolves_behind_its_ability_word():
    """"Landfall — Whenever a land you control enters, you gain 1 life." (a test card's): the
    ability word has no rules meaning (207.2c), so its effect is read after the trigger condition
    as for Courser's, and A gains 1 life. It was left to the judge (608.2c) before."""
    text = "Landfall — Whenever a land you control enters, you gain 1 life."
    land_fan = {"name": "Test Land Fan", "type_line": "Enchantment", "oracle_text": text}
    state = board(custom_cards=[land_fan], A={"battlefield": [{"id": "c", "card": "Test Land Fan"}]},
                  stack=[{"id": "t", "kind": "ability", "card": "Test Land Fan", "controller": "A", "source": "c", "text": text}])
    before, after = _resolve(state)
    assert after.player("A").life == 21


@pytest.mark.parametrize("lands, countered", [([], True), (["Island", "Island"], True),
                                              ([{"card": "Island", "tapped": True}] * 3, True),
                                              (["Island", "Island", "Island"], False)])
def test_118_12a_mana_leak_counters_when_its_controller_cant_pay(lands, countered):
    """Mana Leak (Oracle text: "Counter target spell unless its controller pays {3}.") means "B may
    pay {3}. If B doesn't, counter target spell" (118.12a). B can't pay what they have no mana for
    (118.3): with no lands, two Islands or three tapped ones, Lightning Bolt is countered, and the
    status bar says why. With three untapped Islands paying is B's choice: the Bolt stays for the
    judge, and the status bar says so. Mana Leak did nothing before, whatever B had."""
    state = board(real_costs=True, B={"battlefield": lands},
                  stack=[{"id": "bolt", "card": "Lightning Bolt", "controller": "B", "targets": [{"kind": "player", "id": "A"}]},
                         {"id": "leak", "card": "Mana Leak", "controller": "A", "targets": [{"kind": "stack", "id": "bolt"}]}])
    before, after = _resolve(state)
    said = resolution_said(before, after)
    if countered:
        assert after.stack == () and [o.card for o in after.player("B").graveyard] == ["Lightning Bolt"]
        assert ("unless_cannot_pay", {"card": "Mana Leak", "player": "B", "cost": "{3}"}) in said
    else:
        assert [i.id for i in after.stack] == ["bolt"]
        assert ("unless_may_pay", {"player": "B", "cost": "{3}", "cards": ["Lightning Bolt"]}) in said
    for lang in messages.LANGUAGES:
        assert "{" + "player}" not in messages.happened(said, lang)


def test_701_6a_a_counter_for_abilities_counters_an_ability_not_a_spell():
    """A test card's "Counter target activated or triggered ability." removes Ghost Quarter's
    ability from the stack (701.6a; it is not a spell, 113.9), but not a spell; "Counter target
    spell or ability." counters either."""
    stifle = {"name": "Test Stifle", "type_line": "Instant", "oracle_text": "Counter target activated or triggered ability."}
    both = {"name": "Test Negate All", "type_line": "Instant", "oracle_text": "Counter target spell or ability."}
    ability = {"id": "q", "kind": "ability", "card": "Ghost Quarter", "controller": "B",
               "text": "{T}, Sacrifice Ghost Quarter: Destroy target land. Its controller may search their library "
                       "for a basic land card, put it onto the battlefield, then shuffle."}
    bolt = {"id": "q", "card": "Lightning Bolt", "controller": "B"}
    for counter, below, countered in ((stifle, ability, True), (stifle, bolt, False), (both, ability, True), (both, bolt, True)):
        state = board(custom_cards=[stifle, both], stack=[below, _spell(counter["name"], {"kind": "stack", "id": "q"})])
        before, after = _resolve(state)
        assert (after.stack == ()) == countered, (counter["name"], below["id"])


def test_608_2c_a_first_sentence_read_is_carried_out_and_the_rest_named_for_the_judge():
    """Ghost Quarter's ability ("Destroy target land. Its controller may search their library for
    a basic land card, put it onto the battlefield, then shuffle."): B's Stomping Ground is
    destroyed, and the search, a choice the board doesn't hold, is quoted for the judge. Swords
    to Plowshares exiles Grizzly Bears; its life gain, equal to a power the board may not know,
    is quoted too."""
    text = ("{T}, Sacrifice Ghost Quarter: Destroy target land. Its controller may search their library for a basic "
            "land card, put it onto the battlefield, then shuffle.")
    state = board(stack=[{"id": "q", "kind": "ability", "card": "Ghost Quarter", "controller": "A", "text": text,
                          "targets": [{"kind": "object", "id": "x"}]}], B={"battlefield": [{"id": "x", "card": "Stomping Ground"}]})
    before, after = _resolve(state)
    assert [o.card for o in after.player("B").graveyard] == ["Stomping Ground"]
    assert resolution_said(before, after)[-1] == ("effect_rest_by_hand", {"text": text.split("land. ", 1)[1]})
    swords = board(stack=[_spell("Swords to Plowshares", {"kind": "object", "id": "g"})], B={"battlefield": [{"id": "g", "card": "Grizzly Bears"}]})
    before, after = _resolve(swords)
    assert after.locate("g")[1] == "exile" and after.player("B").life == 20
    assert "“Its controller gains life equal to its power.”" in messages.happened(resolution_said(before, after))


def test_608_2c_later_words_that_change_what_the_first_did_leave_it_all_to_the_judge():
    """Dissipate-like words ("Counter target spell. If that spell is countered this way, exile it
    instead of putting it into its owner's graveyard."): countering into the graveyard would be
    wrong, so nothing is done and the status bar says the instructions are the judge's."""
    dissipate = {"name": "Test Dissipate", "type_line": "Instant", "oracle_text":
                 "Counter target spell. If that spell is countered this way, exile it instead of putting it into its owner's graveyard."}
    state = board(custom_cards=[dissipate], stack=[{"id": "b", "card": "Lightning Bolt", "controller": "B"},
                                                   _spell("Test Dissipate", {"kind": "stack", "id": "b"})])
    before, after = _resolve(state)
    assert [i.card for i in after.stack] == ["Lightning Bolt"]
    assert resolution_said(before, after)[-1] == ("effect_by_hand", {})


# ---- what dying sets off (700.4, 603.10a) -------------------------------------------------------
HYDRA_DIES = "When Hooded Hydra dies, create a 1/1 green Snake creature token for each +1/+1 counter on it."


def test_603_10a_a_creature_destroyed_by_a_spell_sets_off_its_own_dies_ability_and_names_yedora():
    """Hagra Mauling destroys B's Hooded Hydra: its "When Hooded Hydra dies, …" ability, looked
    back in time (603.10a), goes on the stack under B (603.3a), and the status bar says it
    triggered. B's Yedora, Grave Gardener ("Whenever another nontoken creature you control
    dies, …") is named for the judge, who knows whether the Hydra was a token."""
    state = board(stack=[_spell("Hagra Mauling // Hagra Broodpit", {"kind": "object", "id": "h"})],
                  B={"battlefield": [{"id": "h", "card": "Hooded Hydra", "counters": {"+1/+1": 5}}, "Yedora, Grave Gardener"]})
    before, after = _resolve(state)
    assert [(i.card, i.controller, i.text) for i in after.stack] == [("Hooded Hydra", "B", HYDRA_DIES)]
    said = resolution_said(before, after)
    assert ("triggered", {"cards": ["Hooded Hydra"]}) in said
    assert ("action_trigger_not_read", {"cards": ["Yedora, Grave Gardener"]}) in said


def test_708_2_a_face_down_creature_that_dies_sets_off_nothing_of_its_own():
    state = board(stack=[_spell("Hagra Mauling // Hagra Broodpit", {"kind": "object", "id": "h"})],
                  B={"battlefield": [{"id": "h", "card": "Hooded Hydra", "face_down": "morph"}]})
    before, after = _resolve(state)
    assert after.stack == () and after.locate("h")[1] == "graveyard"


def test_603_10a_an_abilitys_destroy_sets_off_dying_and_the_status_bar_says_so():
    """Aura Fracture's ability ("Destroy target enchantment.") destroys a test enchantment creature
    whose "When this creature dies, you gain 2 life." goes on the stack: an ability's resolution
    says what it set off too."""
    spirit = {"name": "Test Spirit", "type_line": "Enchantment Creature — Spirit", "oracle_text": "When this creature dies, you gain 2 life."}
    state = board(custom_cards=[spirit], A={"battlefield": [{"id": "af", "card": "Aura Fracture"}]},
                  B={"battlefield": [{"id": "s", "card": "Test Spirit"}]},
                  stack=[{"id": "q", "kind": "ability", "card": "Aura Fracture", "controller": "A", "source": "af",
                          "text": "Sacrifice a land: Destroy target enchantment.", "targets": [{"kind": "object", "id": "s"}]}])
    before, after = _resolve(state)
    assert [(i.card, i.controller) for i in after.stack] == [("Test Spirit", "B")]
    assert ("triggered", {"cards": ["Test Spirit"]}) in resolution_said(before, after)


def test_608_2b_damage_to_a_target_its_words_dont_name_deals_nothing_and_says_why():
    """115.4: "any target" is a creature, a player, a planeswalker or a battle: Lightning Bolt at
    a Forest deals nothing. A test "deals 2 damage to target creature." at player B deals nothing,
    and "… to target opponent." at its own controller neither; each says why (608.2b)."""
    before, after = _resolve(_bolt({"kind": "object", "id": "f"}, B={"battlefield": [{"id": "f", "card": "Forest"}]}))
    assert resolution_said(before, after)[1] == ("any_target_unfit", {"card": "Lightning Bolt", "cards": ["Forest"]})
    shock = {"name": "Test Creature Shock", "type_line": "Instant", "oracle_text": "Test Creature Shock deals 2 damage to target creature."}
    taunt = {"name": "Test Taunt", "type_line": "Instant", "oracle_text": "Test Taunt deals 2 damage to target opponent."}
    for card, target in ((shock, "B"), (taunt, "A")):
        state = board(custom_cards=[shock, taunt], stack=[_spell(card["name"], {"kind": "player", "id": target})])
        before, after = _resolve(state)
        assert after.player(target).life == 20
        assert resolution_said(before, after)[1][0] == "move_target_unfit"
    state = board(custom_cards=[taunt], stack=[_spell("Test Taunt", {"kind": "player", "id": "B"})])
    assert _resolve(state)[1].player("B").life == 18


@pytest.mark.parametrize("spell, countered", [({"card": "Grizzly Bears"}, False), ({"card": "Lightning Bolt"}, True),
                                              ({"card": "Exalted Angel", "face_down": True}, False)])
def test_608_2b_a_counter_for_noncreature_spells_leaves_a_creature_spell(spell, countered):
    """"Counter target noncreature spell." (a test card's; Negate's wording) at Grizzly Bears, or at
    a face-down spell (a 2/2 creature spell, 702.37c, 708.4), doesn't fit its words: nothing is
    countered (608.2b) and the status bar says why. At Lightning Bolt it counters (701.6a). Before,
    any spell was countered."""
    negate = {"name": "Test Negate", "type_line": "Instant", "oracle_text": "Counter target noncreature spell."}
    state = board(custom_cards=[negate], stack=[
        {"id": "s", "controller": "B", **spell},
        {"id": "n", "card": "Test Negate", "controller": "A", "targets": [{"kind": "stack", "id": "s"}]}])
    before, after = _resolve(state)
    assert ([i.id for i in after.stack] == []) == countered
    said = resolution_said(before, after)
    assert any(code == "move_target_unfit" for code, _ in said) != countered


def test_a_sentence_that_begins_with_a_face_down_spell_begins_with_a_capital_letter():
    """The status bar's sentences begin with a capital letter in the languages that have them, also
    one that begins with a name in words: "A face-down spell of B is countered …" read "a
    face-down spell of B is countered …"."""
    state = board(stack=[{"id": "s", "card": "Exalted Angel", "face_down": True, "controller": "B"},
                         {"id": "c", "card": "Counterspell", "controller": "A", "targets": [{"kind": "stack", "id": "s"}]}])
    before, after = _resolve(state)
    said = [entry for entry in resolution_said(before, after) if entry[0] == "countered"]
    assert messages.happened(said, "en").startswith("A face-down spell of B is countered")
    for lang in ("it", "es", "fr"):
        assert messages.happened(said, lang)[:1].isupper()
