"""Casting a card from a zone pays its cost with the board's mana where the board can know that
cost (601.2f-h, 118.3), and says why it paid nothing where it can't."""

from judgeapp.core import messages
from judgeapp.core.cast_cost import pay_to_cast
from tests.helpers import board


def _tapped(state, pid="A"):
    return [o.card for o in state.player(pid).battlefield if o.tapped]


def test_a_spell_cast_from_hand_taps_a_source_that_pays_its_mana_cost():
    """601.2g-h: Lightning Bolt's {R} is paid by tapping the Mountain, not the Island."""
    state = board(real_costs=True, A={"hand": [{"id": "bolt", "card": "Lightning Bolt"}], "battlefield": ["Island", "Mountain"]})
    paying = pay_to_cast(state, "bolt")
    assert _tapped(paying.state) == ["Mountain"] and paying.cost == "{R}" and paying.unpaid is None
    assert messages.paid_words("A", paying.cost, paying.parts) == "A paid {R}: tapped Mountain."


def test_mana_in_the_pool_is_spent_before_a_source_is_tapped():
    """Floating {R} in A's mana pool pays Lightning Bolt; the Mountain stays untapped."""
    state = board(real_costs=True, A={"hand": [{"id": "bolt", "card": "Lightning Bolt"}], "battlefield": ["Mountain"],
                                      "mana_pool": "{R}"})
    paying = pay_to_cast(state, "bolt")
    assert _tapped(paying.state) == [] and paying.state.player("A").mana_pool == ""
    assert paying.parts == [("paid_pool", {"mana": "{R}"})]


def test_simian_spirit_guide_pays_for_another_spell_but_not_for_itself():
    """Simian Spirit Guide (Oracle): "Exile Simian Spirit Guide from your hand: Add {R}." (605.1a).
    It pays Lightning Bolt's {R} from A's hand, exiled as it does; cast itself, it is on the stack
    before its cost is paid (601.2a), so two Mountains can't pay its {2}{R}."""
    from tests.core.test_payment import SIMIAN_SPIRIT_GUIDE
    bolt = board(real_costs=True, custom_cards=[SIMIAN_SPIRIT_GUIDE], A={"hand": [
        {"id": "bolt", "card": "Lightning Bolt"}, {"id": "guide", "card": "Simian Spirit Guide"}]})
    paying = pay_to_cast(bolt, "bolt")
    assert paying.unpaid is None and paying.state.find("guide")[1] == "exile"
    assert messages.paid_words("A", paying.cost, paying.parts) == "A paid {R}: exiled Simian Spirit Guide from their hand."
    itself = board(real_costs=True, custom_cards=[SIMIAN_SPIRIT_GUIDE], A={
        "hand": [{"id": "guide", "card": "Simian Spirit Guide"}], "battlefield": ["Mountain", "Mountain"]})
    paying = pay_to_cast(itself, "guide")
    assert paying.unpaid is not None and paying.unpaid[0] == "cast_cost_unpayable"
    assert paying.state.find("guide")[1] == "hand" and _tapped(paying.state) == []


def test_the_exam_convention_pays_nothing_and_says_nothing():
    """GameFacts.assume_costs_payable: costs count as paid, as for special actions."""
    state = board(A={"hand": [{"id": "bolt", "card": "Lightning Bolt"}], "battlefield": ["Mountain"]})
    paying = pay_to_cast(state, "bolt")
    assert paying.state == state and paying.parts == [] and paying.unpaid is None


def test_a_card_cast_face_down_costs_three_not_its_mana_cost():
    """702.37c: Exalted Angel cast face down with morph costs {3}, not {4}{W}{W}."""
    state = board(real_costs=True, A={"hand": [{"id": "angel", "card": "Exalted Angel"}],
                                      "battlefield": ["Plains", "Plains", "Plains", "Plains"]})
    paying = pay_to_cast(state, "angel", face_down=True)
    assert paying.cost == "{3}" and len(_tapped(paying.state)) == 3


def test_a_foretold_card_is_cast_for_its_foretell_cost():
    """702.143a: Saw It Coming, foretold on turn 3, is cast on turn 5 for its foretell cost {1}{U}
    rather than its mana cost {1}{U}{U}: two of the three Islands are tapped."""
    state = board(real_costs=True, turn=5, A={"exile": [{"id": "saw", "card": "Saw It Coming", "foretold": True,
                                                          "foretold_turn": 3}], "battlefield": ["Island"] * 3})
    paying = pay_to_cast(state, "saw")
    assert paying.cost == "{1}{U}" and _tapped(paying.state) == ["Island", "Island"]


def test_a_plotted_card_is_cast_without_paying_its_mana_cost():
    """702.170d: a plotted Slickshot Show-Off is cast from exile for nothing; nothing is tapped or said."""
    state = board(real_costs=True, turn=5, A={"exile": [{"id": "show", "card": "Slickshot Show-Off", "plotted": True,
                                                          "plotted_turn": 3}], "battlefield": ["Mountain"] * 2})
    paying = pay_to_cast(state, "show")
    assert paying.state == state and paying.unpaid is None


def test_118_6_a_card_with_no_mana_cost_cast_from_hand_pays_nothing_and_the_judge_is_told_why():
    """118.6, 202.1b: Ancestral Vision has no mana cost, an unpayable cost. Cast from a hand it was
    put on the stack for nothing, as though its cost were {0}, and nothing was said; beginning to
    cast it is legal, paying that cost is not, so the judge is told only an alternative cost or an
    effect could cast it. A plotted card (702.170d) and a {0} cost still pay nothing and say nothing."""
    state = board(real_costs=True, A={"hand": [{"id": "vision", "card": "Ancestral Vision"}], "battlefield": ["Island"]})
    paying = pay_to_cast(state, "vision")
    assert paying.state == state and paying.unpaid == ("cast_cost_none", {"player": "A", "card": "Ancestral Vision"})
    assert "118.6" in messages.happened([paying.unpaid], "en")
    plotted = board(real_costs=True, turn=5, A={"exile": [{"id": "end", "card": "Living End", "plotted": True,
                                                          "plotted_turn": 3}]})
    assert pay_to_cast(plotted, "end").unpaid is None


def test_a_cost_the_board_cant_pay_taps_nothing_and_says_so():
    """118.3, 601.2h: an Island can't pay Lightning Bolt's {R}; partial payments aren't made."""
    state = board(real_costs=True, A={"hand": [{"id": "bolt", "card": "Lightning Bolt"}], "battlefield": ["Island"]})
    paying = pay_to_cast(state, "bolt")
    assert paying.state == state and paying.unpaid == ("cast_cost_unpayable", {"player": "A", "cost": "{R}"})


def test_a_summoning_sick_mana_creature_cant_help_pay():
    """302.6: Llanowar Elves that came under A's control this turn can't be tapped for Giant
    Growth's {G}; once it can, it pays."""
    def paying(sick):
        return pay_to_cast(board(real_costs=True, A={"hand": [{"id": "gg", "card": "Giant Growth"}],
                                                     "battlefield": [{"card": "Llanowar Elves", "summoning_sick": sick}]}), "gg")
    assert paying(True).unpaid[0] == "cast_cost_unpayable"
    assert _tapped(paying(False).state) == ["Llanowar Elves"]


def test_an_x_in_the_cost_is_the_casters_to_choose_so_nothing_is_tapped():
    """107.3a: Hooded Hydra's {X}{G}{G}: the caster announces X, which the board can't know."""
    state = board(real_costs=True, A={"hand": [{"id": "hydra", "card": "Hooded Hydra"}], "battlefield": ["Forest"] * 4})
    paying = pay_to_cast(state, "hydra")
    assert paying.state == state and paying.unpaid == ("cast_cost_x", {"player": "A", "cost": "{X}{G}{G}"})


def test_a_cast_from_a_graveyard_is_the_judges_to_pay():
    """601.2f: casting from a graveyard takes a keyword or permission the board doesn't read
    (flashback, Lurrus…), so its cost isn't known: nothing is tapped, and the judge is told."""
    state = board(real_costs=True, A={"graveyard": [{"id": "bolt", "card": "Lightning Bolt"}], "battlefield": ["Mountain"]})
    paying = pay_to_cast(state, "bolt")
    assert paying.state == state and paying.unpaid == ("cast_cost_unknown", {"player": "A"})


def test_an_effect_that_changes_what_spells_cost_leaves_the_total_to_the_judge():
    """601.2f: an opponent's Aven Interrupter ("Spells your opponents cast from graveyards or from
    exile cost {2} more to cast.") makes A's plotted Slickshot Show-Off, cast from exile, cost {2}
    rather than nothing: the total is the judge's. It doesn't change a Lightning Bolt cast from
    hand, which is paid; A's own Aven Interrupter doesn't apply to A's spells."""
    def paying(holder, card_id):
        interrupter = {"A": [], "B": []}
        interrupter[holder].append("Aven Interrupter")
        return pay_to_cast(board(real_costs=True, turn=5, B={"battlefield": interrupter["B"]},
                                 A={"hand": [{"id": "bolt", "card": "Lightning Bolt"}],
                                    "exile": [{"id": "show", "card": "Slickshot Show-Off", "plotted": True, "plotted_turn": 3}],
                                    "battlefield": ["Mountain", *interrupter["A"]]}), card_id)
    changed = paying("B", "show")
    assert changed.unpaid == ("cast_cost_changed", {"player": "A", "cost": "{0}", "cards": ["Aven Interrupter"]})
    assert "Aven Interrupter may change what spells cost (601.2f)" in messages.happened([changed.unpaid])
    assert paying("B", "bolt").unpaid is None and _tapped(paying("B", "bolt").state) == ["Mountain"]
    assert paying("A", "show").unpaid is None


def test_a_cost_change_on_one_kind_of_spell_leaves_the_others_paid():
    """601.2f: Turri Island's "Creature spells cost {2} less to cast." changes Grizzly Bears and a
    face-down spell (a 2/2 creature spell, 702.37c), not Lightning Bolt."""
    state = board(real_costs=True, A={"hand": [{"id": "bears", "card": "Grizzly Bears"}, {"id": "bolt", "card": "Lightning Bolt"},
                                               {"id": "angel", "card": "Exalted Angel"}],
                                      "battlefield": ["Turri Island", "Mountain", "Forest", "Forest"]})
    assert pay_to_cast(state, "bears").unpaid[0] == "cast_cost_changed"
    assert pay_to_cast(state, "angel", face_down=True).unpaid[0] == "cast_cost_changed"
    assert pay_to_cast(state, "bolt").unpaid is None


def test_what_was_not_paid_is_said_in_every_language():
    """Each reason for paying nothing renders in the five catalogs with its card and cost."""
    reasons = [("cast_cost_unknown", {"player": "A"}), ("cast_cost_x", {"player": "A", "cost": "{X}{G}{G}"}),
               ("cast_cost_unpayable", {"player": "A", "cost": "{R}"}),
               ("cast_cost_none", {"player": "A", "card": "Ancestral Vision"}),
               ("cast_cost_changed", {"player": "A", "cost": "{R}", "cards": ["Aven Interrupter"]})]
    for lang in ("en", "it", "ja", "es", "fr"):
        for code, params in reasons:
            text = messages.happened([(code, params)], lang)
            assert "{" not in text.replace("{X}", "").replace("{G}", "").replace("{R}", ""), (lang, code, text)
            if code == "cast_cost_changed":
                assert messages.card_name("Aven Interrupter", lang) in text


def test_a_spells_own_cost_reduction_leaves_the_total_to_the_judge():
    """601.2f: Hagra Mauling "costs {1} less to cast if an opponent controls no basic lands": the
    board pays nothing rather than its full {2}{B}{B}, and names the card."""
    state = board(real_costs=True, A={"hand": [{"id": "hagra", "card": "Hagra Mauling // Hagra Broodpit"}],
                                      "battlefield": ["Swamp"] * 4})
    paying = pay_to_cast(state, "hagra")
    assert paying.state == state
    assert paying.unpaid == ("cast_cost_changed", {"player": "A", "cost": "{2}{B}{B}", "cards": ["Hagra Mauling"]})


def test_an_additional_cost_in_the_spells_words_is_said_for_the_judge_to_carry_out():
    """601.2f: Abhorrent Oculus's mana cost {2}{U} is paid; its additional cost ("exile six cards
    from your graveyard") is said, in every language, and not carried out."""
    state = board(real_costs=True, A={"hand": [{"id": "eye", "card": "Abhorrent Oculus"}], "battlefield": ["Island"] * 3})
    paying = pay_to_cast(state, "eye")
    assert len(_tapped(paying.state)) == 3
    assert paying.additional == ("cast_additional_cost", {"player": "A", "text": "exile six cards from your graveyard"})
    assert messages.happened([paying.additional]) == (
        "Its additional cost is yours to carry out (601.2f): “exile six cards from your graveyard”.")
    for lang in ("it", "ja", "es", "fr"):
        assert "exile six cards from your graveyard" in messages.happened([paying.additional], lang)


def test_bragos_favor_changes_what_spells_cost_not_what_suspending_costs():
    """116.1, 601.2f: Brago's Favor face up naming Rift Bolt: suspending Rift Bolt (a special
    action, not a spell) carries the note that the reduction doesn't apply, and casting Rift Bolt
    leaves its reduced total to the judge instead of tapping for {2}{R}."""
    from judgeapp.core.verdict import ActionKind
    from tests.helpers import only
    state = board(real_costs=True, game={"conspiracy_draft": True},
                  A={"command": [{"card": "Brago's Favor", "chosen_names": ["Rift Bolt"]}],
                     "hand": [{"id": "bolt", "card": "Rift Bolt"}], "battlefield": ["Mountain"] * 3})
    suspend = only(state, ActionKind.SUSPEND, card="Rift Bolt")
    assert [(n.code.value, n.params) for n in suspend.notes] == [("spells_cost_change_not_applying",
                                                                 {"source": "Brago's Favor"})]
    assert pay_to_cast(state, "bolt").unpaid == ("cast_cost_changed", {"player": "A", "cost": "{2}{R}",
                                                                        "cards": ["Brago's Favor"]})
    # A spell with another name is paid in full.
    other = board(real_costs=True, game={"conspiracy_draft": True},
                  A={"command": [{"card": "Brago's Favor", "chosen_names": ["Rift Bolt"]}],
                     "hand": [{"id": "shock", "card": "Lightning Bolt"}], "battlefield": ["Mountain"]})
    assert pay_to_cast(other, "shock").unpaid is None


def test_future_sight_lets_the_top_card_of_the_library_be_cast_and_paid_as_from_hand():
    """Future Sight's "You may … cast spells from the top of your library.": the known top card,
    Lightning Bolt, is paid with the Mountain, and Divination below it, or the top card without
    Future Sight, is a cast the board can't price (601.2f). On B's turn a sorcery on top draws the
    timing objection a card in hand would (601.3, 117.1a)."""
    from judgeapp.core.sequence import cast_objection

    def state(*battlefield, active="A"):
        return board(real_costs=True, active=active, priority="A", A={
            "library_top": [{"id": "top", "card": "Lightning Bolt"}, {"id": "next", "card": "Divination"}],
            "battlefield": ["Mountain", "Island", "Island", "Island", *battlefield]})
    seen = state("Future Sight")
    assert _tapped(pay_to_cast(seen, "top").state) == ["Mountain"]
    assert pay_to_cast(seen, "next").unpaid[0] == "cast_cost_unknown"
    assert pay_to_cast(state(), "top").unpaid[0] == "cast_cost_unknown"
    sorcery_on_top = board(active="B", priority="A", A={"library_top": [{"id": "top", "card": "Divination"}],
                                                         "battlefield": ["Future Sight"]})
    assert cast_objection(sorcery_on_top, "top").rule == "117.1a"
    assert cast_objection(sorcery_on_top.model_copy(update={"players": (
        sorcery_on_top.player("A").model_copy(update={"battlefield": ()}), sorcery_on_top.player("B"))}), "top") is None


THEATER = {"card": "Dazzling Theater // Prop Room", "unlocked": ["left"]}


def test_702_51a_dazzling_theater_lets_creatures_pay_for_a_creature_spell_the_lands_cant():
    """Dazzling Theater ("Creature spells you cast have convoke."), a bundled card: A has one
    Forest for Grizzly Bears' {1}{G}. Cast said the board's mana couldn't pay it. With convoke a
    creature pays {1} or one mana of its colour (702.51a), a summoning-sick one too (convoke is no
    {T} ability, 302.6): the Forest pays {G}, Leonin Arbiter {1}, and the status bar says which
    creature was tapped for convoke. Mana pays first: with two Forests no creature is tapped."""
    bears = {"id": "bears", "card": "Grizzly Bears"}
    arbiter = {"card": "Leonin Arbiter", "summoning_sick": True}
    state = board(real_costs=True, A={"hand": [bears], "battlefield": [THEATER, "Forest", arbiter]})
    paying = pay_to_cast(state, "bears")
    assert paying.unpaid is None and _tapped(paying.state) == ["Forest", "Leonin Arbiter"]
    assert messages.paid_words("A", paying.cost, paying.parts) == (
        "A paid {1}{G}: tapped Forest; tapped Leonin Arbiter for convoke (702.51a).")
    assert messages.paid_words("A", paying.cost, paying.parts, "it") == (
        "A ha pagato {1}{G}: ha TAPpato Foresta; ha TAPpato Giudice Leonid per convocare (702.51a).")
    two_forests = pay_to_cast(board(real_costs=True, A={"hand": [bears], "battlefield": [THEATER, "Forest", "Forest", arbiter]}),
                              "bears")
    assert _tapped(two_forests.state) == ["Forest", "Forest"]


def test_702_51a_convoke_pays_only_what_its_creatures_colours_can_and_only_for_what_has_it():
    """A white creature can't pay {G} (702.51a), and a face-down creature is colourless (708.2): it
    pays {1} only. The door locked (709.5), or a noncreature spell: no convoke, nothing tapped."""
    bears = {"id": "bears", "card": "Grizzly Bears"}
    white_only = board(real_costs=True, A={"hand": [bears], "battlefield": [THEATER, "Leonin Arbiter",
                                                                        {"card": "Exalted Angel", "face_down": "morph"}]})
    assert pay_to_cast(white_only, "bears").unpaid == ("cast_cost_unpayable", {"player": "A", "cost": "{1}{G}"})
    locked = board(real_costs=True, A={"hand": [bears], "battlefield": [{**THEATER, "unlocked": ["right"]}, "Forest",
                                                                    "Leonin Arbiter"]})
    assert pay_to_cast(locked, "bears").unpaid is not None
    bolt = board(real_costs=True, A={"hand": [{"id": "bolt", "card": "Lightning Bolt"}],
                                     "battlefield": [THEATER, {"card": "Gathan Raiders"}]})
    assert pay_to_cast(bolt, "bolt").unpaid is not None


def test_702_51a_a_spells_own_convoke_and_a_convoke_line_read_from_oracle():
    """Convoke as the spell's own keyword (a custom card), and "Creature spells you cast have
    convoke." read from the text of a card no one curated."""
    chorus = {"name": "Test Chorus", "mana_cost": "{2}{W}", "type_line": "Instant", "keywords": ["Convoke"],
              "oracle_text": "Convoke\nCreatures you control get +1/+1 until end of turn."}
    stage = {"name": "Test Stage", "mana_cost": "{2}", "type_line": "Artifact",
             "oracle_text": "Creature spells you cast have convoke."}
    own = board(real_costs=True, custom_cards=[chorus],
                A={"hand": [{"id": "chorus", "card": "Test Chorus"}], "battlefield": ["Plains", "Leonin Arbiter", "Grizzly Bears"]})
    assert pay_to_cast(own, "chorus").unpaid is None
    given = board(real_costs=True, custom_cards=[stage],
                  A={"hand": [{"id": "bears", "card": "Grizzly Bears"}], "battlefield": ["Test Stage", "Forest", "Leonin Arbiter"]})
    assert pay_to_cast(given, "bears").unpaid is None


def test_120_3a_a_pain_land_casting_a_spell_deals_its_damage_and_the_words_say_so():
    """601.2g-h, 120.3a: Lightning Bolt's {R} paid with Shivan Reef (Oracle: "{T}: Add {U} or {R}.
    Shivan Reef deals 1 damage to you.") costs its caster 1 life as damage, not as life paid."""
    from tests.core.test_payment import SHIVAN_REEF
    state = board(real_costs=True, custom_cards=[SHIVAN_REEF],
                  A={"hand": [{"id": "bolt", "card": "Lightning Bolt"}], "battlefield": ["Shivan Reef"]})
    paying = pay_to_cast(state, "bolt")
    assert paying.state.player("A").life == 19 and _tapped(paying.state) == ["Shivan Reef"]
    assert messages.paid_words("A", paying.cost, paying.parts) == \
        "A paid {R}: tapped Shivan Reef; took 1 damage from Shivan Reef (120.3a)."
