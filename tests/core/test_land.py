"""116.2a Playing a land, with 305.1-305.4, 305.9 and the effects that change land plays."""

from judgeapp.core import engine
from judgeapp.core.verdict import ActionKind
from tests.helpers import board, failed_codes, only, options, verdict

LAND = ActionKind.PLAY_LAND


def test_116_2a_land_from_hand_in_own_main_phase_with_empty_stack_is_legal():
    state = board(A={"hand": ["Forest"]})
    option = only(state, LAND, card="Forest")
    assert option.legal and option.cost is None and option.rule == "116.2a"


def test_305_3_no_land_on_another_players_turn_even_with_priority():
    state = board(active="B", priority="A", A={"hand": ["Forest"]})
    assert failed_codes(only(state, LAND, card="Forest")) == ["not_own_turn"]
    assert only(state, LAND, card="Forest").first_failure.rule == "305.3"


def test_116_2a_not_outside_a_main_phase():
    state = board(step="beginning_of_combat", A={"hand": ["Forest"]})
    assert failed_codes(only(state, LAND, card="Forest")) == ["not_main_phase"]


def test_505_1a_an_extra_main_phase_is_a_main_phase():
    # An additional main phase created by an effect is a postcombat main phase (505.1a).
    state = board(step="postcombat_main", A={"hand": ["Forest"]})
    assert only(state, LAND, card="Forest").legal


def test_116_2a_not_while_the_stack_is_not_empty():
    state = board(A={"hand": ["Forest"]}, stack=[{"card": "Opt"}])
    assert failed_codes(only(state, LAND, card="Forest")) == ["stack_not_empty"]


def test_116_2a_needs_priority():
    state = board(priority="B", A={"hand": ["Forest"]})
    assert "other_player_has_priority" in failed_codes(only(state, LAND, player="A", card="Forest"))


def test_305_2b_second_land_is_illegal_by_default():
    state = board(A={"hand": ["Forest"]}, turn_facts={"lands_played": 1})
    option = only(state, LAND, card="Forest")
    assert failed_codes(option) == ["no_land_plays_left"]
    assert option.first_failure.rule == "305.2b"


def test_305_2_exploration_allows_a_second_land():
    state = board(A={"hand": ["Forest"], "battlefield": ["Exploration"]}, turn_facts={"lands_played": 1})
    assert only(state, LAND, card="Forest").legal


def test_305_2_azusa_allows_three_but_not_four():
    three = board(A={"hand": ["Forest"], "battlefield": ["Azusa, Lost but Seeking"]}, turn_facts={"lands_played": 2})
    four = board(A={"hand": ["Forest"], "battlefield": ["Azusa, Lost but Seeking"]}, turn_facts={"lands_played": 3})
    assert only(three, LAND, card="Forest").legal
    assert not only(four, LAND, card="Forest").legal


def test_305_2_exploration_is_only_for_its_controller():
    # "You may play an additional land on each of your turns": B's Exploration does nothing for A.
    state = board(A={"hand": ["Forest"]}, B={"battlefield": ["Exploration"]}, turn_facts={"lands_played": 1})
    assert not only(state, LAND, card="Forest").legal


def test_305_2_naya_plane_allows_any_number_of_lands():
    state = board(game={"planechase": True}, A={"hand": ["Forest"], "command": ["Naya"]},
                  turn_facts={"lands_played": 5})
    assert only(state, LAND, card="Forest").legal


def test_901_6_a_plane_is_controlled_by_the_active_player_whoever_owns_it():
    """901.6: the face-up plane's controller is the planar controller, normally the active player.
    Naya ("You may play any number of lands on each of your turns") is B's card, in B's command
    zone (901.4), yet on A's turn it is A who may play any number of lands."""
    state = board(game={"planechase": True}, A={"hand": ["Forest"]}, B={"command": ["Naya"]},
                  turn_facts={"lands_played": 3})
    assert only(state, LAND, card="Forest").legal


def test_901_12c_a_planes_you_is_the_planar_controllers_whole_team():
    """901.12c: in Two-Headed Giant, a plane's "you" applies to both members of the planar
    controller's team: C, A's teammate, may play a second land under Naya, which B owns."""
    state = board(game={"planechase": True, "two_headed_giant": True},
                  A={"team": "T1"}, B={"team": "T2", "command": ["Naya"]},
                  C={"team": "T1", "hand": ["Forest"]}, D={"team": "T2"},
                  turn_facts={"team_lands_played": {"C": 1}})
    assert only(state, LAND, player="C", card="Forest").legal


def test_explore_effect_this_turn_counts_as_an_extra_land_play():
    state = board(A={"hand": ["Forest"]}, turn_facts={"lands_played": 1},
                  effects=[{"source": "Explore", "controller": "A", "created_turn": 3}])
    assert only(state, LAND, card="Forest").legal


def test_101_2_turf_wound_stops_land_plays_this_turn():
    state = board(A={"hand": ["Forest"]}, effects=[{"source": "Turf Wound", "controller": "B", "affected": "A"}])
    assert failed_codes(only(state, LAND, card="Forest")) == ["cant_play_lands"]


def test_101_2_aggressive_mining_controller_cant_play_lands():
    state = board(A={"hand": ["Forest"], "battlefield": ["Aggressive Mining"]})
    assert "cant_play_lands" in failed_codes(only(state, LAND, card="Forest"))


def test_damping_engine_stops_the_player_with_most_permanents_until_they_ignore_it():
    dominant = board(A={"hand": ["Forest"], "battlefield": ["Damping Engine", "Plains", "Plains"]},
                     B={"battlefield": ["Island"]})
    assert "cant_play_lands" in failed_codes(only(dominant, LAND, card="Forest"))
    ignore = only(dominant, ActionKind.IGNORE_STATIC, card="Damping Engine")
    assert ignore.legal and ignore.cost == "Sacrifice a permanent"
    after = engine.apply(dominant, ignore)
    assert only(after, LAND, card="Forest").legal


def test_damping_engine_does_not_stop_a_player_who_is_not_ahead():
    state = board(A={"hand": ["Forest"], "battlefield": ["Plains"]},
                  B={"battlefield": ["Damping Engine", "Island", "Island"]})
    assert only(state, LAND, card="Forest").legal


def test_116_2a_graveyard_lands_only_with_a_permission_crucible_of_worlds():
    without = board(A={"graveyard": ["Forest"]})
    assert options(without, LAND) == []
    with_crucible = board(A={"graveyard": ["Forest"], "battlefield": ["Crucible of Worlds"]})
    option = only(with_crucible, LAND, card="Forest")
    assert option.legal and option.detail["zone"] == "graveyard"


def test_116_2a_top_of_library_with_courser_of_kruphix_but_not_deeper_cards():
    state = board(A={"library_top": ["Forest", "Island"], "battlefield": ["Courser of Kruphix"]})
    found = options(state, LAND)
    assert [o.card for o in found] == ["Forest"]


def test_712_modal_dfc_can_be_played_as_its_land_face():
    state = board(A={"hand": ["Kazandu Mammoth // Kazandu Valley"]})
    option = only(state, LAND)
    assert option.card == "Kazandu Valley" and option.detail["face"] == 1 and option.legal
    after = engine.apply(state, option)
    assert after.player("A").battlefield[0].face == 1


def test_305_9_dryad_arbor_is_played_as_a_land():
    state = board(A={"hand": ["Dryad Arbor"]})
    assert only(state, LAND, card="Dryad Arbor").legal


def test_305_2a_applying_a_land_play_counts_it_and_keeps_priority():
    state = board(A={"hand": ["Forest", "Island"]})
    after = engine.apply(state, only(state, LAND, card="Forest"))
    assert after.turn_facts.lands_played == 1
    assert [o.card for o in after.player("A").battlefield] == ["Forest"]
    assert after.priority == "A"   # 116.3
    assert not only(after, LAND, card="Island").legal


def test_305_4_a_land_put_onto_the_battlefield_is_not_a_land_played():
    # Growth Spiral "puts" a land: the board gains a land but lands_played stays 0, so the
    # land play is still available (305.4).
    state = board(A={"hand": ["Forest"], "battlefield": ["Island", "Island"]}, turn_facts={"lands_played": 0})
    assert only(state, LAND, card="Forest").legal


def test_nonland_cards_are_no_candidates_and_the_verdict_says_so():
    state = board(A={"hand": ["Lightning Bolt"]})
    v = verdict(state, LAND)
    assert v.options == () and v.nothing_to_do.code == "no_land_to_play"


def test_305_2_a_land_an_effect_lets_a_player_play_counts_against_that_players_allowance():
    """Charred Foyer: "exile the top card of your library. You may play that card this turn." The
    exiled card carries the permission; A may play it (from exile), once, as A's land for the turn."""
    permission = {"player": "A", "until_turn": 3, "source": "Charred Foyer // Warped Space"}
    state = board(turn=3, A={"exile": [{"id": "x", "card": "Forest", "play_permission": permission}],
                             "hand": ["Island"]})
    option = next(o for o in verdict(state, ActionKind.PLAY_LAND).options if o.subject == "x")
    assert option.legal and option.detail["zone"] == "exile"
    assert "card_play_permission" in [c.code for c in option.checks]
    after = engine.apply(state, option)
    assert after.player("A").battlefield[0].play_permission is None
    assert not any(o.legal for o in verdict(after, ActionKind.PLAY_LAND).options)   # 305.2: one land


def test_a_play_permission_ends_with_its_turn_and_belongs_to_one_player():
    permission = {"player": "A", "until_turn": 2}
    late = board(turn=3, A={"exile": [{"id": "x", "card": "Forest", "play_permission": permission}]})
    assert [o.subject for o in verdict(late, ActionKind.PLAY_LAND).options] == []
    theirs = board(turn=2, active="B", priority="B",
                   A={"exile": [{"id": "x", "card": "Forest", "play_permission": permission}]})
    assert [o.subject for o in verdict(theirs, ActionKind.PLAY_LAND, "B").options] == []


def test_sen_triplets_lets_its_controller_play_a_land_from_the_chosen_players_hand():
    """Oracle: "This turn, that player can't cast spells … You may play cards from that player's
    hand this turn." A plays B's Forest: it is A's land play for the turn (305.2), still B's card."""
    triplets = {"source": "Sen Triplets", "controller": "A", "affected": "B", "created_turn": 3}
    state = board(turn=3, effects=[triplets], A={"hand": ["Island"]}, B={"hand": [{"id": "f", "card": "Forest"}]})
    option = next(o for o in verdict(state, ActionKind.PLAY_LAND).options if o.subject == "f")
    assert option.legal and "zone_permission" in [c.code for c in option.checks]
    after = engine.apply(state, option)
    (forest,) = after.player("A").battlefield
    assert forest.owner == "B" and after.turn_facts.lands_played == 1
    assert not any(o.legal for o in verdict(after, ActionKind.PLAY_LAND).options)
    later = board(turn=4, effects=[triplets], B={"hand": [{"id": "f", "card": "Forest"}]})
    assert [o.subject for o in verdict(later, ActionKind.PLAY_LAND).options] == []     # "this turn" only


def test_a_land_on_the_back_of_a_transforming_card_cant_be_played_but_a_modal_dfcs_can():
    """712.8a: outside the battlefield a double-faced card has only its front face's
    characteristics, so a transforming card with a land back is not a land in hand; 712.12: a
    modal double-faced card is played as a land with a land face up."""
    transform = {"name": "Test Explorer // Test Lost City", "layout": "transform", "type_line": "Creature — Test // Land",
                 "faces": [{"name": "Test Explorer", "type_line": "Creature — Test"},
                           {"name": "Test Lost City", "type_line": "Land"}]}
    modal = {**transform, "name": "Test Spell // Test Land", "layout": "modal_dfc",
             "faces": [{"name": "Test Spell", "type_line": "Sorcery"}, {"name": "Test Land", "type_line": "Land"}]}
    state = board(custom_cards=[transform, modal], A={"hand": ["Test Explorer // Test Lost City", "Test Spell // Test Land"]})
    assert [(o.card, o.detail["face"]) for o in verdict(state, ActionKind.PLAY_LAND).options] == [("Test Land", 1)]


def _morph_b_board(land: str):
    """A's face-down creature with "Morph {B}" (a custom card) and one land in hand, costs checked
    against the board (118.3)."""
    shade = {"name": "Morph Shade", "mana_cost": "{2}{B}", "type_line": "Creature — Shade",
             "oracle_text": "Morph {B}", "power": "2", "toughness": "2"}
    return board(real_costs=True, custom_cards=[shade],
                 A={"hand": [land], "battlefield": [{"card": "Morph Shade", "face_down": "morph"}]})


def test_614_1d_a_land_that_enters_tapped_is_played_tapped_and_pays_for_nothing_this_turn():
    """Hagra Broodpit (the back of Hagra Mauling): "Hagra Broodpit enters tapped." Played with
    Take this action it was put onto the battlefield untapped, so the engine counted its {B}
    for the morph cost. A Swamp played the same way does pay it."""
    for land, payable in (("Hagra Mauling // Hagra Broodpit", False), ("Swamp", True)):
        state = _morph_b_board(land)
        play = next(o for o in verdict(state, LAND).options if o.legal)
        after = engine.apply(state, play)
        played = next(o for o in after.player("A").battlefield if o.card == land)
        assert played.tapped is not payable, land
        face_up = only(after, ActionKind.TURN_FACE_UP, card="Morph Shade")
        assert face_up.legal is payable, (land, face_up.failed)


def test_a_land_whose_controller_chooses_how_it_enters_is_left_untapped_and_said_so():
    """614.1c: "As Stomping Ground enters the battlefield, you may pay 2 life. If you don't, it
    enters the battlefield tapped." The choice is the player's, so the land is put onto the
    battlefield untapped and the sequence says it may have to be tapped; Hagra Broodpit's
    entering tapped is said too, and a Forest's nothing."""
    from judgeapp.core import sequence
    said = {}
    for land in ("Stomping Ground", "Hagra Mauling // Hagra Broodpit", "Forest"):
        state = board(A={"hand": [land]})
        after = engine.apply(state, next(o for o in verdict(state, LAND).options if o.legal))
        said[land] = sequence.entered(state, after)
    assert said == {"Stomping Ground": [("may_enter_tapped", {"card": "Stomping Ground"})],
                    "Hagra Mauling // Hagra Broodpit": [("entered_tapped", {"card": "Hagra Broodpit"})],
                    "Forest": []}
    assert not engine.apply(board(A={"hand": ["Stomping Ground"]}),
                            only(board(A={"hand": ["Stomping Ground"]}), LAND)).player("A").battlefield[0].tapped


def test_playing_a_land_sets_off_courser_of_kruphix_and_the_lands_own_enters_trigger():
    """603.2 and 117.5 (Courser of Kruphix's Oracle text: "Whenever a land enters the battlefield
    under your control, you gain 1 life"): A plays the Forest on top of their library; the land
    play is a special action (116.2a) but Courser's ability triggers and is on the stack before A
    receives priority, so A can't play a second land with Exploration until it resolves (116.2a:
    the stack must be empty). B's Courser doesn't trigger for A's land. A land's own "When this
    land enters" ability (a custom card) triggers the same way."""
    state = board(A={"battlefield": ["Courser of Kruphix", "Exploration"], "library_top": ["Forest"], "hand": ["Island"]},
                  B={"battlefield": ["Courser of Kruphix"]})
    forest = next(o for o in verdict(state, LAND).options if o.card == "Forest")
    after = engine.apply(state, forest)
    assert [(s.controller, s.card) for s in after.stack] == [("A", "Courser of Kruphix")]
    assert after.stack[0].text.startswith("Whenever a land enters the battlefield under your control")
    assert failed_codes(only(after, LAND, card="Island")) == ["stack_not_empty"]
    vista = {"name": "Gaining Vista", "type_line": "Land", "oracle_text": "When this land enters, you gain 1 life.\n{T}: Add {G}."}
    own = board(custom_cards=[vista], A={"hand": ["Gaining Vista"]})
    assert [s.text for s in engine.apply(own, only(own, LAND)).stack] == ["When this land enters, you gain 1 life."]


ANKH = {"name": "Ankh of Mishra", "mana_cost": "{2}", "type_line": "Artifact",
        "oracle_text": "Whenever a land enters the battlefield, Ankh of Mishra deals 2 damage to that land's controller."}


def test_603_3b_playing_a_land_sets_off_every_players_abilities_in_apnap_order():
    """603.2 and 603.3b, with the Oracle texts of Burgeoning ("Whenever an opponent plays a land"),
    Ankh of Mishra ("Whenever a land enters the battlefield") and Fastbond ("Whenever you play a
    land"), given as custom cards. A, the active player, plays a Forest: A's Courser, Ankh and
    Fastbond go on the stack first, then B's Burgeoning and Ankh, each controlled by its own
    controller (603.3a), so B's resolve first. B's Courser and Fastbond don't trigger: the land
    isn't B's."""
    burgeoning = {"name": "Burgeoning", "mana_cost": "{G}", "type_line": "Enchantment",
                  "oracle_text": "Whenever an opponent plays a land, you may put a land card from your hand onto the battlefield."}
    fastbond = {"name": "Fastbond", "mana_cost": "{G}", "type_line": "Enchantment",
                "oracle_text": "You may play any number of lands on each of your turns.\n"
                               "Whenever you play a land, if it wasn't the first land you played this turn, "
                               "Fastbond deals 1 damage to you."}
    state = board(custom_cards=[burgeoning, ANKH, fastbond],
                  A={"hand": ["Forest"], "battlefield": ["Courser of Kruphix", "Ankh of Mishra", "Fastbond"]},
                  B={"battlefield": ["Burgeoning", "Courser of Kruphix", "Ankh of Mishra", "Fastbond"]})
    after = engine.apply(state, only(state, LAND))
    assert [(s.controller, s.card) for s in after.stack] == [
        ("A", "Courser of Kruphix"), ("A", "Ankh of Mishra"), ("A", "Fastbond"), ("B", "Burgeoning"), ("B", "Ankh of Mishra")]
    assert after.priority == "A"          # 116.3: the player who played the land receives priority


def test_805_7_in_two_headed_giant_the_active_teams_triggers_go_on_the_stack_first():
    """805.7: the active team's triggered abilities go on the stack first, then the other team's,
    whatever the seating (A and C against B and D). A plays a land; each player's Ankh of Mishra
    ("Whenever a land enters the battlefield", a custom card) triggers."""
    seat = {"battlefield": ["Ankh of Mishra"]}
    state = board(custom_cards=[ANKH], game={"two_headed_giant": True},
                  A={**seat, "hand": ["Forest"], "team": "T1"}, B={**seat, "team": "T2"},
                  C={**seat, "team": "T1"}, D={**seat, "team": "T2"})
    after = engine.apply(state, only(state, LAND))
    assert [s.controller for s in after.stack] == ["A", "C", "B", "D"]


def test_603_2_an_ability_that_begins_as_a_land_trigger_but_asks_more_is_named_not_put_on_the_stack():
    """Each beginning a land play sets off is a whole condition, up to its comma. A custom card's
    "Whenever you play a land from your graveyard, draw a card." begins like Fastbond's "Whenever
    you play a land" but asks where the land came from: A plays a Forest from hand and it isn't
    put on the stack (it was, whatever the land's origin); the status bar's words name its card
    for the judge. Fastbond's own trigger still goes on the stack."""
    from judgeapp.core import messages
    graveyard_lands = {"name": "Test Graveyard Lands", "mana_cost": "{G}", "type_line": "Enchantment",
                       "oracle_text": "Whenever you play a land from your graveyard, draw a card."}
    fastbond = {"name": "Fastbond", "mana_cost": "{G}", "type_line": "Enchantment",
                "oracle_text": "Whenever you play a land, if it wasn't the first land you played this turn, "
                               "Fastbond deals 1 damage to you."}
    state = board(custom_cards=[graveyard_lands, fastbond],
                  A={"hand": ["Forest"], "battlefield": ["Test Graveyard Lands", "Fastbond"]})
    option = only(state, LAND)
    after = engine.apply(state, option)
    assert [s.card for s in after.stack] == ["Fastbond"]
    said = engine.taken(state, after, option)
    assert ("action_trigger_not_read", {"cards": ["Test Graveyard Lands"]}) in said
    assert "Test Graveyard Lands" in messages.happened(said, "en")
    quiet = board(custom_cards=[fastbond], A={"hand": ["Forest"], "battlefield": ["Fastbond"]})
    assert not any(code == "action_trigger_not_read"
                   for code, _params in engine.taken(quiet, engine.apply(quiet, only(quiet, LAND)), only(quiet, LAND)))
