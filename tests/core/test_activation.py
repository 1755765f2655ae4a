"""A permanent's activated ability played forward (602.2; activation.py): listed from its card's
words, put on the stack with its costs paid where the board can, and what the board shows
against activating it now. Oracle texts are the bundled cards'; each test cites its rule."""

from judgeapp.core import activation, edits, messages
from judgeapp.core.context import Context
from judgeapp.core.sequence import next_step, pass_priority
from judgeapp.core.state import Target
from tests.helpers import board


def _texts(state, obj_id):
    return [a.text for a in activation.abilities(Context(state), state.locate(obj_id)[2])]


def _why(done):
    """The sequence code of what the board shows against the activation, or None."""
    return None if done.objection is None else (done.objection[1]["rule"], done.objection[1]["why"][0])


def test_602_2_the_licid_ability_goes_on_the_stack_paid_and_resolves_into_an_aura():
    """602.2, 117.3c (Dominating Licid: "{1}{U}{U}, {T}: … becomes an Aura enchantment … Attach it
    to target creature. You may pay {U} to end this effect."): activated, its ability is on the
    stack with its words and its source, the Licid and three Islands are tapped (602.2b, 118.3),
    and A receives priority with no passes counted. With its target set, both pass and it becomes
    an Aura on B's Grizzly Bears (611.2a)."""
    state = board(real_costs=True, priority="A",
                  A={"battlefield": [{"id": "licid", "card": "Dominating Licid"}, "Island", "Island", "Island", "Forest"]},
                  B={"battlefield": [{"id": "bears", "card": "Grizzly Bears"}]})
    done = activation.activate(state, "licid", 0)
    item = done.state.stack[-1]
    assert (item.kind, item.card, item.controller, item.source) == ("ability", "Dominating Licid", "A", "licid")
    assert item.text.startswith("{1}{U}{U}, {T}: Dominating Licid loses this ability")
    assert done.state.priority == "A" and done.state.passed == () and done.objection is None
    assert [(o.card, o.tapped) for o in done.state.player("A").battlefield] == [
        ("Dominating Licid", True), ("Island", True), ("Island", True), ("Island", True), ("Forest", False)]
    assert messages.paid_words("A", done.cost, done.parts) == \
        "A paid “{1}{U}{U}, {T}”: tapped Dominating Licid, Island, Island, Island."
    targeted = done.state.model_copy(update={"stack": (item.model_copy(update={"targets": (
        Target(kind="object", id="bears"),)}),)})
    after = pass_priority(pass_priority(targeted))
    assert after.locate("licid")[2].attached_to == "bears"


def test_605_3b_mana_abilities_are_not_offered_but_the_others_are():
    """605.1a, 605.3b: Ghost Quarter's "{T}: Add {C}." is a mana ability, which doesn't use the
    stack; only "{T}, Sacrifice Ghost Quarter: Destroy target land. …" is offered. A land with no
    other ability (Forest) offers nothing, and neither does a face-down permanent (708.2)."""
    state = board(A={"battlefield": [{"id": "gq", "card": "Ghost Quarter"}, {"id": "f", "card": "Forest"},
                                     {"id": "fd", "card": "Dominating Licid", "face_down": "morph"}]})
    assert _texts(state, "gq") == ["{T}, Sacrifice Ghost Quarter: Destroy target land. Its controller may search their "
                                   "library for a basic land card, put it onto the battlefield, then shuffle their library."]
    assert _texts(state, "f") == [] and _texts(state, "fd") == []


def test_605_1a_a_mana_ability_is_one_rule_for_activating_and_for_paying():
    """605.1a: a mana ability adds mana, targets nothing and is no loyalty ability. Nykthos, Shrine
    to Nyx's "{2}, {T}: Choose a color. Add an amount of mana …" is one: it isn't offered to be put on
    the stack (605.3b), and it pays costs (payment.py). Chandra, Torch of Defiance's "+1: Add {R}{R}."
    (Oracle) is a loyalty ability, so no mana ability (605.1a): it is offered, to be put on the stack
    (602.2), and makes no mana for a cost. Before, Nykthos's was offered to the stack and Chandra's was taken for a mana ability."""
    from judgeapp.core import payment
    from tests.core.test_payment import NYKTHOS
    chandra = {"name": "Chandra, Torch of Defiance", "mana_cost": "{2}{R}{R}", "loyalty": "4",
               "type_line": "Legendary Planeswalker — Chandra",
               "oracle_text": "+1: Exile the top card of your library. You may cast that card. If you don't, Chandra, "
                              "Torch of Defiance deals 2 damage to each opponent.\n+1: Add {R}{R}.\n−3: Chandra, Torch "
                              "of Defiance deals 4 damage to target creature.\n−7: You get an emblem with \"Whenever you "
                              "cast a spell, this emblem deals 5 damage to any target.\""}
    state = board(custom_cards=[NYKTHOS, chandra], A={"battlefield": [{"id": "nyx", "card": "Nykthos, Shrine to Nyx"},
                                                                       {"id": "chandra", "card": chandra["name"]}]})
    assert _texts(state, "nyx") == []
    assert "+1: Add {R}{R}." in _texts(state, "chandra")
    assert [s.obj_id for s in payment.sources(Context(state), "A")] == ["nyx"]
    assert payment.uncounted(Context(state), "A") == ()


def test_613_1f_a_creature_that_lost_its_abilities_has_none_to_activate():
    """613.1f (Humility: "All creatures lose all abilities and have base power and toughness 1/1."):
    the Licid, a creature, offers no ability."""
    state = board(A={"battlefield": [{"id": "licid", "card": "Dominating Licid"}, "Humility"]})
    assert _texts(state, "licid") == []


def test_602_2b_a_cost_that_sacrifices_or_pays_life_is_carried_out():
    """602.2b, 119.4: Bloodstained Mire's "{T}, Pay 1 life, Sacrifice Bloodstained Mire" puts it into
    the graveyard and costs 1 life; Aggressive Mining's "Sacrifice a land" takes a land A controls.
    The status bar's words list both."""
    mire = board(real_costs=True, A={"battlefield": [{"id": "m", "card": "Bloodstained Mire"}]})
    done = activation.activate(mire, "m", 0)
    assert [o.card for o in done.state.player("A").graveyard] == ["Bloodstained Mire"]
    assert done.state.player("A").life == 19 and done.state.player("A").battlefield == ()
    assert messages.paid_words("A", done.cost, done.parts) == \
        "A paid “{T}, Pay 1 life, Sacrifice Bloodstained Mire”: sacrificed Bloodstained Mire; paid 1 life."
    mining = board(real_costs=True, A={"battlefield": [{"id": "am", "card": "Aggressive Mining"}, "Forest"]})
    done = activation.activate(mining, "am", 0)
    assert [o.card for o in done.state.player("A").graveyard] == ["Forest"]


def test_606_4_a_loyalty_ability_moves_loyalty_counters_and_306_5b_starts_from_the_printed_loyalty():
    """606.4, 306.5b (Teferi, Time Raveler, loyalty 4: "[+1]: …", "[−3]: …"): with no loyalty counters
    on the board, his printed 4 counts; −3 leaves 1, +1 from 1 makes 2. 606.6: with 2 counters, the
    −3 is said not to be activatable; 606.3: neither is any in his controller's upkeep."""
    state = board(A={"battlefield": [{"id": "t", "card": "Teferi, Time Raveler"}]})
    minus = activation.activate(state, "t", 1)
    assert minus.state.locate("t")[2].counters == {"loyalty": 1} and minus.objection is None
    plus = activation.activate(minus.state.model_copy(update={"stack": ()}), "t", 0)
    assert plus.state.locate("t")[2].counters == {"loyalty": 2}
    two = board(A={"battlefield": [{"id": "t", "card": "Teferi, Time Raveler", "counters": {"loyalty": 2}}]})
    assert _why(activation.activate(two, "t", 1)) == ("606.6", "why_loyalty")
    assert _why(activation.activate(state.model_copy(update={"step": "upkeep"}), "t", 0)) == ("606.3", "why_sorcery")


def test_what_the_board_shows_against_activating_is_said_with_its_rule():
    """117.1b: only a player with priority; 702.61a: split second on the stack (Sudden Shock); 602.5:
    Volrath's Curse ("its activated abilities can't be activated"); 602.2b: a tapped permanent can't
    pay {T}; 302.6: nor a creature its controller hasn't controlled since the turn began. Each is
    said, in every language, and the activation is still made (the judge may know more)."""
    def licid(**fields):
        return {"id": "licid", "card": "Gliding Licid", **fields}
    cases = [
        (board(priority="B", A={"battlefield": [licid()]}), ("117.1b", "why_no_priority")),
        (board(stack=[{"controller": "B", "card": "Sudden Shock"}], A={"battlefield": [licid()]}),
         ("702.61a", "why_split_second")),
        (board(A={"battlefield": [licid(), {"card": "Volrath's Curse", "attached_to": "licid"}]}),
         ("602.5", "why_stopped")),
        (board(A={"battlefield": [licid(tapped=True)]}), ("602.2b", "why_tapped")),
        (board(A={"battlefield": [licid(summoning_sick=True)]}), ("302.6", "why_sick")),
        (board(A={"battlefield": [licid()]}), None),
    ]
    for state, expected in cases:
        done = activation.activate(state, "licid", 0)
        assert _why(done) == expected
        assert done.state.stack[-1].card == "Gliding Licid"
        if done.objection is not None:
            for lang in ("en", "it", "ja", "es", "fr"):
                text = messages.happened([done.objection], lang)
                assert expected[0] in text and "{" + "why}" not in text and "why_" not in text


def test_602_2b_mana_the_board_cant_pay_is_said_and_the_exam_convention_pays_none():
    """118.3, 602.2b: with one Island, Dominating Licid's {1}{U}{U} can't be paid: nothing is tapped
    for it and the status bar says so (the Licid's own {T} is still tapped). Under the exam
    convention (costs assumed payable) no mana is paid, as for a special action."""
    short = board(real_costs=True, A={"battlefield": [{"id": "licid", "card": "Dominating Licid"}, "Island"]})
    done = activation.activate(short, "licid", 0)
    assert [o.tapped for o in done.state.player("A").battlefield] == [True, False]
    assert done.said == [("activate_cost_unpayable", {"player": "A", "cost": "{1}{U}{U}"})]
    assumed = board(A={"battlefield": [{"id": "licid", "card": "Dominating Licid"}, "Island"]})
    done = activation.activate(assumed, "licid", 0)
    assert [o.tapped for o in done.state.player("A").battlefield] == [True, False] and done.said == []


def test_606_3_one_loyalty_ability_of_a_permanent_each_turn():
    """606.3: "… but only if no player has previously activated a loyalty ability of that permanent
    that turn." Teferi, Time Raveler's +1 activated, the stack emptied, his −3 is said not to be
    activatable now (the activation is still made), in every language. His leaving the battlefield
    and coming back, a new object (400.7), forgets it."""
    state = board(A={"battlefield": [{"id": "t", "card": "Teferi, Time Raveler"}]})
    plus = activation.activate(state, "t", 0)
    assert plus.objection is None
    assert plus.state.locate("t")[2].activated_this_turn == (activation.abilities(Context(state), state.locate("t")[2])[0].text,)
    after = plus.state.model_copy(update={"stack": ()})
    minus = activation.activate(after, "t", 1)
    assert _why(minus) == ("606.3", "why_loyalty_once")
    for lang in ("en", "it", "ja", "es", "fr"):
        text = messages.happened([minus.objection], lang)
        assert "606.3" in text and "{" not in text and "why_" not in text
    bounced = edits.move_object(edits.move_object(after, "t", "A", "hand"), "t", "A", "battlefield")
    assert _why(activation.activate(bounced, "t", 1)) is None


def test_606_3_a_new_turn_forgets_the_abilities_activated():
    """602.5b, 606.3 ("that turn"): the turn's record ends with the turn. Played forward from A's
    end step to B's turn (both pass each step), Teferi's record is gone, so his −3 is activatable
    again on A's next turn."""
    state = board(step="end", A={"battlefield": [{"id": "t", "card": "Teferi, Time Raveler",
                                                  "activated_this_turn": ["[+1]: x"]}]})
    later = state
    for _ in range(20):
        if later.active_player == "B":
            break
        later = pass_priority(later) if later.priority else next_step(later)
    assert later.active_player == "B" and later.locate("t")[2].activated_this_turn == ()


def test_602_5b_activate_only_once_each_turn_even_after_control_changes():
    """602.5b: "If an activated ability has a restriction on its use (for example, 'Activate only once
    each turn'), the restriction continues to apply to that object even if its controller changes."
    Aggressive Mining ("Sacrifice a land: Draw two cards. Activate this ability only once each turn.")
    activated once, a second activation is said not to be legal now, also after B gains control of
    it; its other uses are not limited by it."""
    state = board(A={"battlefield": [{"id": "am", "card": "Aggressive Mining"}, "Forest", "Forest", "Forest"]})
    first = activation.activate(state, "am", 0)
    assert first.objection is None
    second_board = first.state.model_copy(update={"stack": ()})
    assert _why(activation.activate(second_board, "am", 0)) == ("602.5b", "why_once_each_turn")
    taken = edits.move_object(second_board, "am", "B", "battlefield")
    taken = taken.model_copy(update={"priority": "B", "active_player": "B"})
    assert _why(activation.activate(taken, "am", 0)) == ("602.5b", "why_once_each_turn")


def test_400_7_a_card_that_changes_zones_is_a_new_object_with_nothing_activated():
    """400.7, 602.5b, 702.26d: what an object activated this turn is forgotten when it moves to
    another zone, from the hand to the battlefield too (a forecast card cast and resolved), but
    kept when another player gains control of it or it phases out and in."""
    marked = {"activated_this_turn": ["Forecast — {W}: x"]}
    state = board(A={"hand": [{"id": "h", "card": "Forest", **marked}],
                     "battlefield": [{"id": "p", "card": "Aggressive Mining", **marked}]})
    assert edits.move_object(state, "h", "A", "battlefield").locate("h")[2].activated_this_turn == ()
    assert edits.move_object(state, "p", "B", "battlefield").locate("p")[2].activated_this_turn != ()
    phased = edits.move_object(edits.move_object(state, "p", "A", "phased_out"), "p", "A", "battlefield")
    assert phased.locate("p")[2].activated_this_turn != ()


def test_120_3a_a_pain_land_paying_an_abilitys_mana_deals_its_damage():
    """602.2b, 120.3a: an ability's {U} paid with Shivan Reef (Oracle: "{T}: Add {U} or {R}.
    Shivan Reef deals 1 damage to you.") costs its controller 1 life as damage; the words say so."""
    from tests.core.test_payment import SHIVAN_REEF
    looter = {"name": "Test Looter", "type_line": "Artifact", "oracle_text": "{U}, {T}: Draw a card."}
    state = board(real_costs=True, custom_cards=[SHIVAN_REEF, looter],
                  A={"battlefield": [{"id": "l", "card": "Test Looter"}, "Shivan Reef"]})
    done = activation.activate(state, "l", 0)
    assert done.state.player("A").life == 19
    assert messages.paid_words("A", done.cost, done.parts) == \
        "A paid “{U}, {T}”: tapped Test Looter, Shivan Reef; took 1 damage from Shivan Reef (120.3a)."
