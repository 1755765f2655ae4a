"""The priority sequence played forward (issue 11): pass, resolve, next step, new turn, on
2-player, 4-player and Two-Headed Giant boards. Each test cites the rule it proves."""

import pytest

from judgeapp.core import engine, messages
from judgeapp.core.scenario import dump_scenario, parse_scenario, state_of
from judgeapp.core.sequence import SequenceError, cast, go_to_step, next_step, pass_priority, resolve_top, skipped
from judgeapp.core.state import FaceDownHow, Step
from judgeapp.core.status import status
from judgeapp.core.verdict import ActionKind
from tests.helpers import board, only, options as only_options

FOUR = {"A": {}, "B": {}, "C": {}, "D": {}}


def test_117_3d_passing_gives_priority_to_the_next_player_in_turn_order():
    state = board(active="B", priority="B", **FOUR)
    state = pass_priority(state)
    assert state.priority == "C" and state.passed == ("B",)
    state = pass_priority(pass_priority(state))
    assert state.priority == "A" and state.passed == ("B", "C", "D")      # around the table


def test_117_4_and_500_2_all_players_passing_with_an_empty_stack_ends_the_step():
    state = board(active="A", priority="A", step="upkeep")
    state = pass_priority(pass_priority(state))
    assert state.step == Step.DRAW and state.priority == "A" and state.passed == ()   # 117.3a


def test_117_4_and_117_3b_all_passing_resolves_the_top_object_then_the_active_player_gets_priority():
    state = board(active="A", priority="A", step="precombat_main", **FOUR)
    state, _ = cast(state, controller="C", card="Lightning Bolt")
    assert state.priority == "C"                                        # 117.3c
    for _ in range(3):
        state = pass_priority(state)
        assert state.stack                                              # not everyone has passed yet
    state = pass_priority(state)
    assert state.stack == () and state.priority == "A" and state.step == Step.PRECOMBAT_MAIN
    assert [o.card for o in state.player("C").graveyard] == ["Lightning Bolt"]   # 608.2n


def test_117_3c_an_action_in_between_means_the_passes_were_not_in_succession():
    state = board(active="A", priority="A", A={"hand": ["Forest"]})
    state = pass_priority(state)                  # A passes, B has priority
    state = pass_priority(state)                  # B passes: both passed, the step ends
    assert state.step == Step.BEGINNING_OF_COMBAT
    state = board(active="A", priority="A", A={"hand": ["Forest"]})
    state = engine.apply(state, only(state, ActionKind.PLAY_LAND))      # 116.3: A keeps priority
    assert state.passed == ()
    state = pass_priority(state)
    assert state.priority == "B" and state.step == Step.PRECOMBAT_MAIN


def test_608_3a_a_permanent_spell_enters_under_its_controllers_control_owned_by_its_owner():
    state = board(priority="B", stack=[{"controller": "B", "owner": "A", "card": "Grizzly Bears"}])
    state = resolve_top(state)
    (bears,) = state.player("B").battlefield
    assert bears.card == "Grizzly Bears" and bears.owner == "A"


def test_608_2n_an_instant_goes_to_its_owners_graveyard_and_an_ability_ceases_to_exist():
    state = board(priority="B", stack=[{"kind": "ability", "controller": "A", "text": "draw"},
                                       {"controller": "B", "owner": "A", "card": "Lightning Bolt"}])
    state = resolve_top(state)
    assert [o.card for o in state.player("A").graveyard] == ["Lightning Bolt"]
    state = resolve_top(state)
    assert state.stack == () and len(state.player("A").graveyard) == 1


def test_708_a_face_down_spell_resolves_into_a_face_down_permanent():
    state = board(stack=[{"controller": "A", "card": "Exalted Angel", "face_down": True}])
    (angel,) = resolve_top(state).player("A").battlefield
    assert angel.face_down == FaceDownHow.MORPH


def test_709_5d_a_room_enters_with_the_half_that_was_cast_unlocked():
    state = board(stack=[{"controller": "A", "card": "Bottomless Pool // Locker Room", "face": 1}])
    (room,) = resolve_top(state).player("A").battlefield
    assert room.unlocked == ("right",)


def test_715_3d_an_adventure_is_exiled_and_its_controller_may_play_the_card_from_there():
    # Stomp, Bonecrusher Giant's Adventure, went to the graveyard like any instant.
    state = board(priority="B", stack=[{"controller": "B", "owner": "A", "card": "Bonecrusher Giant // Stomp",
                                        "face": 1}])
    after = resolve_top(state)
    assert after.player("A").graveyard == () and after.player("B").graveyard == ()
    (exiled,) = after.player("B").exile
    assert exiled.card == "Bonecrusher Giant // Stomp" and exiled.owner == "A"
    assert exiled.play_permission.player == "B" and engine.evaluate(after).warnings == ()
    creature = board(stack=[{"controller": "A", "card": "Bonecrusher Giant // Stomp", "face": 0}])
    assert [o.card for o in resolve_top(creature).player("A").battlefield] == ["Bonecrusher Giant // Stomp"]


def test_302_6_a_creature_spell_that_resolves_is_summoning_sick_and_cant_tap_for_mana_this_turn():
    """Llanowar Elves resolves on A's turn: it hasn't been under A's control since the turn began,
    so its {T} ability can't help pay Exalted Angel's morph cost (302.6). It entered ready."""
    angel = {"card": "Exalted Angel", "face_down": "morph"}
    state = board(real_costs=True, A={"battlefield": [angel, "Plains", "Plains", "Plains"]},
                  stack=[{"controller": "A", "card": "Llanowar Elves"}])
    after = resolve_top(state)
    elves = next(o for o in after.player("A").battlefield if o.card == "Llanowar Elves")
    assert elves.summoning_sick
    assert not only(after, ActionKind.TURN_FACE_UP).legal
    bears = resolve_top(board(stack=[{"controller": "A", "card": "Grizzly Bears"}]))
    assert bears.player("A").battlefield[0].summoning_sick
    artifact = resolve_top(board(stack=[{"controller": "A", "card": "Vedalken Orrery"}]))
    assert not artifact.player("A").battlefield[0].summoning_sick        # not a creature: nothing to mark


def test_614_1d_a_permanent_spell_whose_text_says_it_enters_tapped_resolves_tapped():
    """608.3a with 614.1d: a custom artifact, "This permanent enters tapped.", resolves onto the
    battlefield tapped (it resolved untapped); the sequence says so. Face down it has no text
    (708.2), so it enters untapped."""
    from judgeapp.core.sequence import entered
    vault = {"name": "Slow Vault", "mana_cost": "{2}", "type_line": "Artifact",
             "oracle_text": "This permanent enters tapped.\n{T}: Add {C}{C}."}
    state = board(custom_cards=[vault], stack=[{"controller": "A", "card": "Slow Vault"}])
    after = resolve_top(state)
    assert after.player("A").battlefield[0].tapped
    assert entered(state, after) == [("entered_tapped", {"card": "Slow Vault"})]
    bears = resolve_top(board(stack=[{"controller": "A", "card": "Grizzly Bears"}]))
    assert not bears.player("A").battlefield[0].tapped


def test_302_6_dryad_arbor_played_as_a_land_is_summoning_sick():
    """Dryad Arbor's reminder text: "Dryad Arbor isn't a spell, it's affected by summoning
    sickness"; played on A's turn it can't tap for mana that turn."""
    state = board(A={"hand": ["Dryad Arbor", "Forest"]})
    options = {o.card: o for o in only_options(state, ActionKind.PLAY_LAND)}
    arbor = engine.apply(state, options["Dryad Arbor"]).player("A").battlefield[0]
    forest = engine.apply(state, options["Forest"]).player("A").battlefield[0]
    assert arbor.summoning_sick and not forest.summoning_sick


def test_608_3c_an_aura_spell_resolves_attached_to_the_object_it_targeted():
    """Volrath's Curse targeting B's Grizzly Bears enters attached to it (608.3c); with the Bears
    gone from the battlefield its target is illegal, so it doesn't resolve and goes to its owner's
    graveyard (608.3b)."""
    curse = {"controller": "A", "card": "Volrath's Curse", "targets": [{"kind": "object", "id": "bears"}]}
    state = board(B={"battlefield": [{"id": "bears", "card": "Grizzly Bears"}]}, stack=[curse])
    aura = next(o for o in resolve_top(state).player("A").battlefield if o.card == "Volrath's Curse")
    assert aura.attached_to == "bears"
    gone = board(B={"graveyard": [{"id": "bears", "card": "Grizzly Bears"}]}, stack=[curse])
    after = resolve_top(gone)
    assert after.player("A").battlefield == () and [o.card for o in after.player("A").graveyard] == ["Volrath's Curse"]


def test_502_4_and_514_3_no_priority_in_the_untap_and_cleanup_steps():
    state = board(active="A", priority="A", step="end")
    state = pass_priority(pass_priority(state))
    assert state.step == Step.CLEANUP and state.priority is None
    with pytest.raises(SequenceError) as err:
        pass_priority(state)
    assert err.value.rule == "117.3d"
    state = next_step(state)
    assert (state.turn, state.active_player, state.step, state.priority) == (4, "B", Step.UNTAP, None)
    state = next_step(state)
    assert (state.step, state.priority) == (Step.UPKEEP, "B")           # 117.3a


def test_514_3a_priority_in_cleanup_then_all_pass_another_cleanup_step_begins():
    state = board(active="A", priority="A", step="cleanup")
    state = pass_priority(pass_priority(state))
    assert (state.step, state.priority, state.turn) == (Step.CLEANUP, None, 3)   # another cleanup step
    assert next_step(state).step == Step.UNTAP
    state = board(active="A", priority="A", step="cleanup", stack=[{"controller": "A", "card": "Lightning Bolt"}])
    state = pass_priority(pass_priority(state))
    assert state.step == Step.CLEANUP and state.priority == "A"          # 117.3b, still the cleanup step


def test_500_2_the_step_does_not_end_with_objects_on_the_stack():
    state = board(stack=[{"controller": "A", "card": "Lightning Bolt"}])
    with pytest.raises(SequenceError) as err:
        next_step(state)
    assert err.value.rule == "500.2"


def test_a_new_turn_starts_the_turns_counts_again_and_this_turn_effects_end():
    state = board(active="B", priority=None, step="cleanup", turn=6,
                  turn_facts={"lands_played": 1, "planar_die_actions": 2, "cards_foretold": {"B": 1}},
                  effects=[{"source": "Silence", "controller": "A", "created_turn": 6}])
    state = next_step(state)
    assert (state.turn, state.active_player) == (7, "A")
    assert state.turn_facts.lands_played == 0 and state.turn_facts.cards_foretold == {}
    assert state.effects == ()                                           # 514.2: "this turn"


def test_500_5_unspent_mana_empties_as_each_step_ends():
    state = board(active="A", priority="A", step="upkeep", A={"mana_pool": "{R}{R}"}, B={"mana_pool": "{U}"})
    state = pass_priority(pass_priority(state))                          # the upkeep ends
    assert state.step == Step.DRAW and [p.mana_pool for p in state.players] == ["", ""]
    cleanup = board(active="A", priority="A", step="cleanup", A={"mana_pool": "{G}"})
    assert pass_priority(pass_priority(cleanup)).player("A").mana_pool == ""   # 514.3a: that cleanup step ended
    floating = board(active="A", priority="A", A={"mana_pool": "{G}", "hand": ["Forest"]})
    assert engine.apply(floating, only(floating, ActionKind.PLAY_LAND)).player("A").mana_pool == "{G}"   # no step ended


UPWELLING = {"name": "Upwelling", "mana_cost": "{3}{G}", "type_line": "Enchantment",
             "oracle_text": "Players don't lose unspent mana as steps and phases end."}
OMNATH = {"name": "Omnath, Locus of Mana", "mana_cost": "{2}{G}", "type_line": "Legendary Creature — Elemental",
          "power": "1", "toughness": "1",
          "oracle_text": "You don't lose unspent green mana as steps and phases end.\nOmnath, Locus of Mana gets "
                         "+1/+1 for each unspent green mana you have."}
HORIZON_STONE = {"name": "Horizon Stone", "mana_cost": "{5}", "type_line": "Artifact",
                 "oracle_text": "If you would lose unspent mana, that mana becomes colorless instead."}


def _step_ended(*cards: dict, controller: str = "A") -> dict[str, str]:
    """The players' mana pools once A's upkeep has ended, with the cards on `controller`'s battlefield."""
    zones = {"battlefield": [c["name"] for c in cards]}
    state = board(active="A", priority="A", step="upkeep", custom_cards=list(cards),
                  A={"mana_pool": "{G}{R}", **(zones if controller == "A" else {})},
                  B={"mana_pool": "{G}{U}", **(zones if controller == "B" else {})})
    state = pass_priority(pass_priority(state))
    assert state.step == Step.DRAW
    return {p.id: p.mana_pool for p in state.players}


def test_500_5_upwelling_every_player_keeps_their_unspent_mana():
    """Upwelling: "Players don't lose unspent mana as steps and phases end." (read from its Oracle
    text): 500.5's emptying doesn't happen, for any player."""
    assert _step_ended(UPWELLING) == {"A": "{G}{R}", "B": "{G}{U}"}


def test_500_5_omnath_keeps_only_its_controllers_green_mana():
    """Omnath, Locus of Mana: "You don't lose unspent green mana …": its controller B keeps {G},
    loses {U}; A loses all."""
    assert _step_ended(OMNATH, controller="B") == {"A": "", "B": "{G}"}


def test_500_5_horizon_stone_turns_its_controllers_unspent_mana_colorless_and_upwelling_comes_first():
    """Horizon Stone: "If you would lose unspent mana, that mana becomes colorless instead." A's
    {G}{R} stays as {C}{C}. Beside Upwelling no mana would be lost, so none becomes colorless."""
    assert _step_ended(HORIZON_STONE) == {"A": "{C}{C}", "B": ""}
    assert _step_ended(HORIZON_STONE, UPWELLING) == {"A": "{G}{R}", "B": "{G}{U}"}


def test_502_3_the_active_player_untaps_their_permanents_in_the_untap_step():
    # Next step from the untap step left everything tapped: the turn's costs then read as unpayable.
    state = board(active="A", priority=None, step="untap",
                  A={"battlefield": [{"card": "Forest", "tapped": True}, {"card": "Birds of Paradise", "tapped": True}]},
                  B={"battlefield": [{"card": "Island", "tapped": True}]})
    state = next_step(state)
    assert state.step == Step.UPKEEP and [o.tapped for o in state.player("A").battlefield] == [False, False]
    assert state.player("B").battlefield[0].tapped                        # only the active player's
    two_headed = board(active="A", priority=None, step="untap", game={"two_headed_giant": True},
                       A={"team": "T1"}, B={"team": "T2", "battlefield": [{"card": "Island", "tapped": True}]},
                       C={"team": "T1", "battlefield": [{"card": "Forest", "tapped": True}]}, D={"team": "T2"})
    after = next_step(two_headed)
    assert not after.player("C").battlefield[0].tapped and after.player("B").battlefield[0].tapped   # 805.4a


def test_302_6_a_new_turn_ends_summoning_sickness_for_the_new_active_player_only():
    # Birds of Paradise entered on A's turn stayed "summoning sick" through A's next turn, so it
    # could never help pay a cost (payment.sources leaves sick creatures out).
    state = board(active="B", priority=None, step="cleanup",
                  A={"battlefield": [{"card": "Birds of Paradise", "summoning_sick": True}]},
                  B={"battlefield": [{"card": "Llanowar Elves", "summoning_sick": True}]})
    state = next_step(state)                                              # A's turn begins
    assert not state.player("A").battlefield[0].summoning_sick
    assert state.player("B").battlefield[0].summoning_sick               # B's turn has not begun again


def test_805_5b_two_headed_giant_teams_pass_as_teams():
    state = board(active="A", priority="A", game={"two_headed_giant": True},
                  A={"team": "T1"}, B={"team": "T2"}, C={"team": "T1"}, D={"team": "T2"})
    state = pass_priority(state)
    assert state.priority == "B" and state.passed == ("A",)              # team T1 passed; T2 has priority
    state = pass_priority(state)                                         # T2 passes too: the step ends
    assert state.step == Step.BEGINNING_OF_COMBAT and state.priority == "A"
    state = go_to_step(state, Step.CLEANUP)
    state = next_step(state)
    assert state.active_player == "B"                                    # the other team's turn (805.4a)


def test_targets_are_kept_in_files_and_a_missing_target_is_a_board_warning():
    state = board(A={"battlefield": [{"id": "angel", "card": "Exalted Angel", "face_down": "morph"}]},
                  stack=[{"controller": "B", "card": "Sudden Shock",
                          "targets": [{"kind": "object", "id": "angel"}, {"kind": "player", "id": "A"}]}])
    assert state_of(parse_scenario(dump_scenario(state))) == state
    gone = board(stack=[{"controller": "B", "card": "Sudden Shock", "targets": [{"kind": "object", "id": "angel"}]}])
    assert [w.code for w in status(gone)] == ["target_missing"]


BEARS = {"id": "bears", "card": "Grizzly Bears"}


def test_508_8_with_no_attacker_the_declare_blockers_and_combat_damage_steps_are_skipped():
    state = board(active="A", priority="A", step="declare_attackers", A={"battlefield": [BEARS]})
    state = pass_priority(pass_priority(state))                    # 117.4: all pass, the step ends
    assert state.step == Step.END_OF_COMBAT and state.priority == "A"
    assert next_step(board(active="A", step="declare_attackers")).step == Step.END_OF_COMBAT


def test_508_1_with_an_attacker_combat_goes_on_and_511_3_it_leaves_combat_as_the_end_of_combat_step_ends():
    attacking = {**BEARS, "attacking": True}
    state = board(active="A", priority="A", step="declare_attackers", A={"battlefield": [attacking]})
    assert status(state) == ()
    state = next_step(state)
    assert state.step == Step.DECLARE_BLOCKERS and state.player("A").battlefield[0].attacking
    state = next_step(next_step(state))
    assert state.step == Step.END_OF_COMBAT and state.player("A").battlefield[0].attacking
    state = next_step(state)
    assert state.step == Step.POSTCOMBAT_MAIN and not state.player("A").battlefield[0].attacking


def test_511_3_jumping_out_of_combat_removes_every_creature_from_combat():
    state = board(active="A", priority="A", step="declare_blockers", A={"battlefield": [{**BEARS, "attacking": True}]})
    assert go_to_step(state, Step.COMBAT_DAMAGE).player("A").battlefield[0].attacking
    assert not go_to_step(state, Step.END).player("A").battlefield[0].attacking


def test_506_4_a_creature_that_leaves_the_battlefield_or_changes_control_is_removed_from_combat():
    from judgeapp.core import edits
    state = board(active="A", priority="A", step="declare_blockers", A={"battlefield": [{**BEARS, "attacking": True}]})
    back = edits.move_object(edits.move_object(state, "bears", "A", "graveyard"), "bears", "A", "battlefield")
    assert not back.player("A").battlefield[0].attacking
    stolen = edits.move_object(state, "bears", "B", "battlefield")
    assert not stolen.player("B").battlefield[0].attacking
    moved_in_place = edits.move_object(state, "bears", "A", "battlefield", index=0)
    assert moved_in_place.player("A").battlefield[0].attacking      # reordering is not a change


@pytest.mark.parametrize("step, attacker, where, rule, code", [
    ("postcombat_main", {**BEARS, "attacking": True}, "A", "511.3", "attacking_outside_combat"),
    ("declare_blockers", {"id": "bears", "card": "Forest", "attacking": True}, "A", "506.3", "attacker_not_creature"),
    ("declare_blockers", {**BEARS, "attacking": True}, "B", "508.1a", "attacker_not_active"),
])
def test_an_attacking_permanent_the_rules_cant_have_is_a_board_warning(step, attacker, where, rule, code):
    state = board(active="A", priority="A", step=step, **{where: {"battlefield": [attacker]}})
    assert [(w.rule, w.code, w.params["where"]) for w in status(state)] == [(rule, code, "bears")]


def test_508_1a_a_summoning_sick_attacker_without_haste_is_a_board_warning():
    """508.1a: an attacker must have haste or have been controlled since the turn began (302.6).
    Slickshot Show-Off has haste; Grizzly Bears doesn't; a face-down 2/2 has no abilities."""
    sick = {"summoning_sick": True, "attacking": True}
    state = board(active="A", priority="A", step="declare_blockers",
                  A={"battlefield": [{**BEARS, **sick}, {"id": "bird", "card": "Slickshot Show-Off", **sick},
                                     {"id": "morph", "card": "Exalted Angel", "face_down": "morph", **sick}]})
    assert [(w.rule, w.code, w.params["where"]) for w in status(state)] == \
        [("302.6", "attacker_summoning_sick", "bears"), ("302.6", "attacker_summoning_sick", "morph")]


def test_702_10_haste_read_from_a_cards_text_lets_a_summoning_sick_creature_attack():
    """The board warning reads haste as the mana check does (one place, Face.has_haste): a card
    whose text says "Flying, haste" has it even where its data lists no keyword."""
    custom = {"name": "Test Raider", "type_line": "Creature — Test", "oracle_text": "Flying, haste", "power": "2",
              "toughness": "2"}
    state = board(active="A", priority="A", step="declare_blockers", custom_cards=[custom],
                  A={"battlefield": [{"card": "Test Raider", "summoning_sick": True, "attacking": True}]})
    assert status(state) == ()


def test_805_10a_in_two_headed_giant_the_active_teams_creatures_attack():
    teams = {"A": {"team": "T1"}, "B": {"team": "T2"}, "C": {"team": "T1", "battlefield": [{**BEARS, "attacking": True}]},
             "D": {"team": "T2"}}
    state = board(active="A", priority="A", step="declare_blockers", game={"two_headed_giant": True}, **teams)
    assert status(state) == ()


@pytest.mark.parametrize("name", ["circling-vultures", "conspiracy-during-opponents-combat"])
def test_508_1_a_library_situation_set_during_an_attack_has_its_attacker(name):
    """Two situations say "during B's attack"; walked forward, their combat must go on to the
    declare blockers step, not be skipped for want of an attacker (508.8)."""
    from judgeapp.core.resources import resource_path
    from judgeapp.core.scenario import load_scenario
    state = state_of(load_scenario(resource_path("scenarios", f"{name}.json")))
    while state.stack:
        state = resolve_top(state)
    assert status(state) == () or all(w.code == "effect_not_modelled" for w in status(state))
    assert next_step(state).step == Step.DECLARE_BLOCKERS


@pytest.mark.parametrize("players, two_headed, after_upkeep, rule", [
    (2, False, Step.PRECOMBAT_MAIN, "103.8a"),     # a two-player game
    (4, True, Step.PRECOMBAT_MAIN, "103.8b"),      # Two-Headed Giant: the starting team
    (3, False, Step.DRAW, None),                   # other multiplayer games: everyone draws (103.8c)
])
def test_103_8_the_first_turn_has_no_draw_step_in_a_two_player_or_two_headed_giant_game(
        players, two_headed, after_upkeep, rule):
    """103.8a-c: Next step from the upkeep of turn 1 went to the draw step in every game. In a
    two-player or Two-Headed Giant game it goes to the precombat main phase and says why; a
    board in that draw step is a board warning. On turn 2 everyone draws."""
    from judgeapp.core.sequence import skipped
    names = ["A", "B", "C", "D"][:players]
    teams = {"A": "AB", "B": "AB", "C": "CD", "D": "CD"} if two_headed else {}
    import json
    state = state_of(parse_scenario(json.dumps({
        "format": "judgeapp-scenario", "version": 2, "turn": 1, "active_player": "A", "step": "upkeep",
        "priority": "A", "game": {"two_headed_giant": two_headed},
        "players": [{"id": n, "team": teams.get(n)} for n in names]})))
    after = next_step(state)
    assert after.step == after_upkeep
    said = skipped(state, after)
    assert said == ([("team_draw_skipped" if rule == "103.8b" else "draw_skipped", {})] if rule else [])
    in_draw = go_to_step(state, Step.DRAW)
    warned = [w.rule for w in status(in_draw) if w.code == "draw_step_on_first_turn"]
    assert warned == ([rule] if rule else [])
    assert next_step(state.model_copy(update={"turn": 2})).step == Step.DRAW


def test_305_1_a_land_on_the_stack_as_a_spell_is_a_board_warning():
    """A land is played, never cast (305.1; 305.9 for a land with another type): a Forest spell,
    or a modal double-faced card on the stack as its land face, is a board that can't happen,
    and the warning names the land. The card's spell face, or any card face down, is not."""
    def warned(**spell):
        state = board(stack=[{"controller": "A", **spell}], A={})
        return [(w.rule, w.params["card"]) for w in status(state) if w.code == "land_spell_on_stack"]
    assert warned(card="Forest") == [("305.1", "Forest")]
    assert warned(card="Emeria's Call // Emeria, Shattered Skyclave", face=1) == [("305.1", "Emeria, Shattered Skyclave")]
    assert warned(card="Emeria's Call // Emeria, Shattered Skyclave", face=0) == []
    assert warned(card="Forest", face_down=True) == []


def test_601_2a_a_card_cast_from_hand_moves_to_the_stack_and_resolves_to_its_owners_graveyard():
    """Casting a card from where it is: it leaves A's hand for the stack (601.2a), A receives
    priority (117.3c) and it counts as a spell cast; resolved, it goes to its owner's graveyard.
    Cast by B from A's exile (an effect's permission), it stays A's: B controls it, A owns it."""
    from judgeapp.core.sequence import cast_card
    state = board(priority="A", A={"hand": ["Lightning Bolt", "Forest"]})
    bolt = state.player("A").hand[0]
    cast, item_id = cast_card(state, bolt.id)
    assert [o.card for o in cast.player("A").hand] == ["Forest"]
    assert [(i.id, i.card, i.controller, i.owner) for i in cast.stack] == [(item_id, "Lightning Bolt", "A", None)]
    assert cast.priority == "A" and cast.turn_facts.spells_cast == {"A": 1}
    resolved = pass_priority(pass_priority(cast))
    assert [o.card for o in resolved.player("A").graveyard] == ["Lightning Bolt"]
    theirs = board(priority="B", A={"exile": ["Lightning Bolt"]})
    stolen, _ = cast_card(theirs, theirs.player("A").exile[0].id, controller="B")
    assert [(i.controller, i.owner) for i in stolen.stack] == [("B", "A")]
    assert [o.card for o in pass_priority(pass_priority(stolen)).player("A").graveyard] == ["Lightning Bolt"]


def test_707_10a_a_copy_of_an_instant_ceases_to_exist_as_it_resolves_a_permanents_enters():
    """A copy of Lightning Bolt resolves and goes nowhere: a copy of a spell anywhere but the
    stack ceases to exist (707.10a); the Bolt it copied goes to the graveyard as it resolves. A
    copy of Grizzly Bears enters the battlefield (608.3f: as a token)."""
    state = board(priority="A", stack=[{"controller": "A", "card": "Lightning Bolt"},
                                       {"controller": "A", "card": "Lightning Bolt", "copy": True}], A={})
    once = pass_priority(pass_priority(state))
    assert len(once.stack) == 1 and once.player("A").graveyard == ()
    twice = pass_priority(pass_priority(once))
    assert [o.card for o in twice.player("A").graveyard] == ["Lightning Bolt"]
    bears = board(priority="A", stack=[{"controller": "A", "card": "Grizzly Bears", "copy": True}], A={})
    assert [o.card for o in pass_priority(pass_priority(bears)).player("A").battlefield] == ["Grizzly Bears"]


def test_601_3_cast_objection_says_why_the_face_cast_couldnt_be_cast_now():
    """601.3 and 117.1a for the face cast, not any face (601.3a lets a card be cast as either): on
    B's turn A may cast Stomp (an instant) but not Bonecrusher Giant (a creature without flash);
    Lightning Bolt draws no objection; with Sudden Shock (split second) on the stack nothing can be
    cast (702.61a)."""
    from judgeapp.core.sequence import cast_objection
    state = board(active="B", priority="A", A={"hand": ["Bonecrusher Giant // Stomp", "Lightning Bolt"]})
    giant = cast_objection(state, "A/hand/0", 0)
    assert giant is not None and (giant.rule, giant.code) == ("117.1a", "needs_sorcery_timing")
    assert cast_objection(state, "A/hand/0", 1) is None
    assert cast_objection(state, "A/hand/1") is None
    shocked, _ = cast(state, controller="B", card="Sudden Shock")
    objection = cast_objection(shocked, "A/hand/1")
    assert objection is not None and (objection.rule, objection.code) == ("702.61a", "split_second_on_stack")


def test_702_143a_and_702_170d_a_foretold_or_plotted_card_is_cast_on_a_later_turn_only():
    """A foretold card may be cast "after the current turn has ended" (702.143a); a plotted card
    "during their main phase while the stack is empty during any turn after the turn in which it
    became plotted" (702.170d), even an instant. A graveyard card draws no objection: a keyword the
    board doesn't read (flashback) may allow it."""
    from judgeapp.core.sequence import cast_objection
    foretold = {"card": "Saw It Coming", "face_down": "other", "foretold": True, "foretold_turn": 3}
    plotted = {"card": "Lightning Bolt", "plotted": True, "plotted_turn": 3}
    exile = {"exile": [foretold, plotted], "graveyard": ["Lightning Bolt"]}
    same_turn = board(turn=3, A=exile)
    assert cast_objection(same_turn, "A/exile/0").code == "foretold_this_turn"
    assert cast_objection(same_turn, "A/exile/1").code == "plotted_this_turn"
    later = board(turn=5, A=exile)
    assert cast_objection(later, "A/exile/0") is None and cast_objection(later, "A/exile/1") is None
    in_combat = board(turn=5, step="beginning_of_combat", A=exile)
    assert cast_objection(in_combat, "A/exile/0") is None          # Saw It Coming is an instant
    late = cast_objection(in_combat, "A/exile/1")
    assert (late.rule, late.code, late.params["missing"]) == ("702.170d", "plotted_cast_timing", ["not_main_phase"])
    assert cast_objection(in_combat, "A/graveyard/0") is None


def test_504_1_the_draw_step_draws_the_known_top_card_of_the_library():
    """504.1 (805.4b: in Two-Headed Giant each player of the active team): the known top card of
    the library goes to the hand; with none known, the board can't say which card, and the status
    bar asks the judge to add it."""
    from judgeapp.core.sequence import drew
    state = board(active="A", step="upkeep", turn=3, A={"library_top": ["Forest", "Island"], "hand": ["Opt"]})
    after = next_step(state)
    assert after.step == Step.DRAW
    assert [o.card for o in after.player("A").hand] == ["Opt", "Forest"]
    assert [o.card for o in after.player("A").library_top] == ["Island"]
    assert drew(state, after) == [("drew_known", {"player": "A", "card": "Forest"})]
    unknown = board(active="A", step="upkeep", turn=3)
    assert drew(unknown, next_step(unknown)) == [("drew_unknown", {"player": "A"})]
    team = board(active="A", step="upkeep", turn=3, game={"two_headed_giant": True},
                 A={"team": "T1", "library_top": ["Forest"]}, B={"team": "T2", "library_top": ["Swamp"]},
                 C={"team": "T1", "library_top": ["Island"]}, D={"team": "T2"})
    after = next_step(team)
    assert [o.card for p in after.players for o in p.hand] == ["Forest", "Island"]


def test_514_1_more_than_seven_cards_in_hand_as_the_cleanup_step_begins():
    """514.1: the active player discards down to seven, choosing which, so the board only says
    how many; a permanent that mentions a maximum hand size (Reliquary Tower's "You have no
    maximum hand size.", or an opponent's that reduces it; custom cards) leaves it to the judge."""
    from judgeapp.core.sequence import hand_size
    nine = ["Island"] * 9
    state = next_step(board(active="A", step="end", A={"hand": nine}, B={"hand": nine}))
    assert state.step == Step.CLEANUP
    assert hand_size(state) == [("hand_size", {"player": "A", "count": 9, "discard": 2})]
    tower = {"name": "Reliquary Tower", "type_line": "Land", "oracle_text": "You have no maximum hand size.\n{T}: Add {C}."}
    towered = next_step(board(active="A", step="end", custom_cards=[tower], A={"hand": nine, "battlefield": ["Reliquary Tower"]}))
    assert hand_size(towered) == []
    reducer = {"name": "Hand Reducer", "type_line": "Enchantment",
               "oracle_text": "Each opponent's maximum hand size is reduced by one."}
    reduced = next_step(board(active="A", step="end", custom_cards=[reducer], A={"hand": nine},
                              B={"battlefield": ["Hand Reducer"]}))
    assert hand_size(reduced) == []        # an opponent's effect changes it: the judge's to count
    # Sea Gate, Reborn, the land face of Sea Gate Restoration (whose sorcery face gives "no maximum
    # hand size"), says nothing of it on the battlefield (712.8d): the discard is said.
    sea_gate = next_step(board(active="A", step="end", A={"hand": nine, "battlefield": [
        {"card": "Sea Gate Restoration // Sea Gate, Reborn", "face": 1}]}))
    assert hand_size(sea_gate) == [("hand_size", {"player": "A", "count": 9, "discard": 2})]


STASIS_LIKE = {"name": "Own Stasis", "mana_cost": "{1}{U}", "type_line": "Enchantment",
               "oracle_text": "You skip your untap step."}


def test_614_10_the_eon_fog_skips_the_untap_step_so_nothing_untaps_or_phases_in():
    """The Eon Fog (a plane): "Players skip their untap steps." 614.10: skipping is doing nothing
    instead, so B's turn begins with B's upkeep, B holding priority; B's tapped land stays tapped
    and B's phased-out creature stays phased out (502.1-502.3 don't happen). The status bar's
    words name the plane. Outside Planechase the plane does nothing: B's untap step happens."""
    seat = {"battlefield": [{"card": "Island", "tapped": True}], "phased_out": ["Grizzly Bears"]}
    state = board(step="cleanup", priority=None, game={"planechase": True}, A={"command": ["The Eon Fog"]}, B=seat)
    after = next_step(state)
    assert (after.turn, after.active_player, after.step, after.priority) == (4, "B", Step.UPKEEP, "B")
    assert after.player("B").battlefield[0].tapped and [o.card for o in after.player("B").phased_out] == ["Grizzly Bears"]
    assert skipped(state, after) == [("untap_skipped", {"turn": 4, "active": "B", "card": "The Eon Fog"})]
    assert messages.happened(skipped(state, after), "en").startswith(
        "Turn 4 begins with B's upkeep: The Eon Fog makes them skip their untap step (614.10)")
    usual = next_step(board(step="cleanup", priority=None, A={"command": ["The Eon Fog"]}, B=seat))
    assert usual.step == Step.UNTAP and skipped(state, usual) == []


BRINE = {"name": "Brine Elemental", "mana_cost": "{4}{U}{U}", "type_line": "Creature — Elemental",
         "oracle_text": "Morph {5}{U}{U} (You may cast this card face down as a 2/2 creature for {3}. Turn it face up any "
                        "time for its morph cost.)\nWhen Brine Elemental is turned face up, each opponent skips their next "
                        "untap step.", "power": "5", "toughness": "4"}


def _brine_effect(number=0):
    """What Brine Elemental's trigger left behind, as the judge adds it under the active effects."""
    return {"id": f"effect/{number}", "source": "Brine Elemental", "controller": "A", "created_turn": 3}


def test_614_10a_each_opponent_skips_their_next_untap_step_once():
    """Brine Elemental's "each opponent skips their next untap step" (read from its Oracle text)
    in a three-player game: B's turn 4 begins with B's upkeep (B's Island stays tapped), and the
    skip stays on C only; C's turn 5 skips too, and then it is used up; A (not an opponent)
    untaps on turn 6, and so does B on turn 7 (614.10a: it was B's *next* untap step)."""
    tapped = {"battlefield": [{"card": "Island", "tapped": True}]}
    state = board(step="cleanup", priority=None, custom_cards=[BRINE], effects=[_brine_effect()],
                  A=tapped, B=tapped, C=tapped)
    to_b = next_step(state)
    assert (to_b.turn, to_b.active_player, to_b.step) == (4, "B", Step.UPKEEP) and to_b.player("B").battlefield[0].tapped
    assert skipped(state, to_b) == [("untap_skipped", {"turn": 4, "active": "B", "card": "Brine Elemental"})]
    assert [(e.source, e.affected) for e in to_b.effects] == [("Brine Elemental", "C")]
    c_cleanup = go_to_step(to_b, Step.CLEANUP).model_copy(update={"priority": None})
    to_c = next_step(c_cleanup)
    assert (to_c.active_player, to_c.step) == ("C", Step.UPKEEP) and to_c.effects == ()
    assert skipped(c_cleanup, to_c)[0][1]["card"] == "Brine Elemental"
    to_a = next_step(go_to_step(to_c, Step.CLEANUP).model_copy(update={"priority": None}))
    assert (to_a.active_player, to_a.step) == ("A", Step.UNTAP)
    to_b_again = next_step(go_to_step(to_a, Step.CLEANUP).model_copy(update={"priority": None}))
    assert (to_b_again.turn, to_b_again.active_player, to_b_again.step) == (7, "B", Step.UNTAP)


def test_614_10a_two_skips_of_the_next_untap_step_skip_the_next_two():
    """614.10a: "If two effects each cause a player to skip their next occurrence, that player must
    skip the next two": B skips the untap steps of turns 4 and 6, not turn 8."""
    state = board(step="cleanup", priority=None, custom_cards=[BRINE], effects=[_brine_effect(0), _brine_effect(1)])
    steps = []
    for _ in range(6):
        state = next_step(go_to_step(state, Step.CLEANUP).model_copy(update={"priority": None}))
        steps.append((state.turn, state.active_player, state.step))
    assert steps == [(4, "B", Step.UPKEEP), (5, "A", Step.UNTAP), (6, "B", Step.UPKEEP), (7, "A", Step.UNTAP),
                     (8, "B", Step.UNTAP), (9, "A", Step.UNTAP)]


def test_614_10_you_skip_your_untap_step_is_only_its_controllers():
    """A custom card, "You skip your untap step." (Brine Elemental's and Stasis's kind of words):
    A controls it, so A's turn has no untap step, B's has one."""
    a_controls = {"battlefield": ["Own Stasis", {"card": "Island", "tapped": True}]}
    to_b = next_step(board(step="cleanup", priority=None, custom_cards=[STASIS_LIKE], A=a_controls, B={}))
    assert to_b.step == Step.UNTAP and to_b.active_player == "B"
    to_a = next_step(board(active="B", step="cleanup", priority=None, custom_cards=[STASIS_LIKE], A=a_controls, B={}))
    assert (to_a.active_player, to_a.step) == ("A", Step.UPKEEP) and to_a.player("A").battlefield[1].tapped


def test_614_10_solitary_confinement_skips_its_controllers_draw_step_so_nothing_is_drawn():
    """Solitary Confinement (a bundled card): "Skip your draw step." Next step from A's upkeep
    went into the draw step and A drew a card (504.1). Now the draw step is replaced with nothing
    (614.10): the precombat main phase begins, nothing is drawn, and the skip is said."""
    library = {"library_top": ["Forest", "Island"]}
    state = board(step="upkeep", turn=5, A={"battlefield": ["Solitary Confinement"], **library})
    after = next_step(state)
    assert after.step == Step.PRECOMBAT_MAIN and after.player("A").hand == () and len(after.player("A").library_top) == 2
    assert skipped(state, after) == [("draw_skipped_by", {"card": "Solitary Confinement", "active": "A"})]
    assert messages.happened(skipped(state, after)) == (
        "Solitary Confinement makes A skip their draw step (614.10), so they draw no card (504.1).")
    # Only its controller's draw step (its team's: 805.8), and only while it has its abilities.
    b_controls = next_step(board(step="upkeep", turn=5, A=library, B={"battlefield": ["Solitary Confinement"]}))
    assert b_controls.step == Step.DRAW and [o.card for o in b_controls.player("A").hand] == ["Forest"]
    no_abilities = {"battlefield": [{"card": "Solitary Confinement", "loses_all_abilities": True}], **library}
    assert next_step(board(step="upkeep", turn=5, A=no_abilities)).step == Step.DRAW
    teammate = board(step="upkeep", turn=5, game={"two_headed_giant": True}, A={"team": "T1", **library},
                     B={"team": "T2"}, C={"team": "T1", "battlefield": ["Solitary Confinement"]}, D={"team": "T2"})
    assert next_step(teammate).step == Step.PRECOMBAT_MAIN


def test_601_2c_and_603_3d_only_what_chooses_targets_is_named_for_the_judge_to_set_them():
    """The status bar told the judge to set the targets of every spell cast and every ability
    triggered, Dark Ritual's and Slickshot Show-Off's "gets +2/+0" too. targets_to_set names only
    the new items whose words choose targets (115.1): Lightning Bolt's "any target", not Dark
    Ritual; not "becomes the target of" (Bonecrusher Giant, ward's reminder text), which chooses
    none; not an item whose targets are already set."""
    from judgeapp.core.sequence import targets_to_set
    warded = {"name": "Test Warded Bear", "mana_cost": "{1}{G}", "type_line": "Creature — Bear", "power": "2",
              "toughness": "2", "oracle_text": "Ward {2} (Whenever this creature becomes the target of a spell or "
                                               "ability an opponent controls, counter it unless that player pays {2}.)"}
    before = board(custom_cards=[warded], A={"battlefield": ["Slickshot Show-Off"]})

    def named(**fields):
        after, _ = cast(before, controller="A", **fields)
        return targets_to_set(before, after)
    assert named(card="Lightning Bolt") == [("set_targets", {"cards": ["Lightning Bolt"]})]
    assert named(card="Lightning Bolt", targets=[{"kind": "player", "id": "B"}]) == []
    for card in ("Dark Ritual", "Bonecrusher Giant", "Test Warded Bear"):
        assert named(card=card) == [], card
    assert named(card="Bonecrusher Giant", face=1) == [("set_targets", {"cards": ["Stomp"]})]    # "any target"
    assert named(kind="ability", card="Slickshot Show-Off", text="Slickshot Show-Off gets +2/+0 until end of turn.") == []
    assert messages.happened(named(card="Lightning Bolt"), "it") == \
        "Scegli i bersagli di Fulmine con Modifica… sotto la pila."


def test_614_10_and_709_5_a_locked_doors_skip_skips_nothing():
    """A Room whose door says "Skip your draw step.": its whole text was read, so the draw step was
    skipped with that door locked. A locked half's rules text isn't the permanent's (709.5)."""
    room = {"name": "Quiet Room // Sealed Study", "mana_cost": "{1}{B} // {2}{B}", "layout": "split (Room)",
            "type_line": "Enchantment — Room // Enchantment — Room", "oracle_text": "", "faces": [
                {"name": "Quiet Room", "mana_cost": "{1}{B}", "type_line": "Enchantment — Room", "oracle_text": "Flash"},
                {"name": "Sealed Study", "mana_cost": "{2}{B}", "type_line": "Enchantment — Room",
                 "oracle_text": "Skip your draw step."}]}

    def after_upkeep(doors):
        return next_step(board(step="upkeep", turn=5, custom_cards=[room], A={
            "battlefield": [{"card": room["name"], "unlocked": doors}], "library_top": ["Forest"]})).step
    assert after_upkeep(["left"]) == Step.DRAW and after_upkeep(["right"]) == Step.PRECOMBAT_MAIN


def _resolved(stack_item, game=None, **players):
    """The board after everyone passes with one spell on the stack (117.4), and what the status
    bar says of it."""
    from judgeapp.core.sequence import resolution_said
    state = board(stack=[{"controller": "A", **stack_item}], game=game, **players)
    before = pass_priority(state)
    after = pass_priority(before)
    return after, resolution_said(before, after)


def test_603_6a_a_permanents_own_enters_ability_goes_on_the_stack_as_it_resolves():
    """603.6a, 117.5 (Cryptic Coat's and Kellan Joins Up's Oracle texts: "When Cryptic Coat
    enters, cloak the top card of your library…", "When Kellan Joins Up enters the battlefield,
    you may exile a nonland card … If you do, it becomes plotted."): as the spell resolves its
    permanent enters, its own ability triggers and is on the stack before the active player
    receives priority, controlled by its controller. The app put nothing on the stack, so Kellan's
    plot could never be played forward. A creature with no such words sets off nothing."""
    after, said = _resolved({"card": "Cryptic Coat"})
    assert [(i.kind, i.controller, i.card) for i in after.stack] == [("ability", "A", "Cryptic Coat")]
    assert after.stack[0].text.startswith("When Cryptic Coat enters, cloak the top card of your library")
    assert said == [("resolved", {"card": "Cryptic Coat", "holder": "A"}), ("triggered", {"cards": ["Cryptic Coat"]})]
    kellan, _ = _resolved({"card": "Kellan Joins Up"})
    assert [i.card for i in kellan.stack] == ["Kellan Joins Up"] and "it becomes plotted" in kellan.stack[0].text
    bears, said = _resolved({"card": "Grizzly Bears"})
    assert bears.stack == () and said == [("resolved", {"card": "Grizzly Bears", "holder": "A"})]
    hidden, _ = _resolved({"card": "Stratus Dancer", "face_down": True})     # a face-down permanent has no text (708.2)
    assert hidden.stack == ()


def test_709_5h_a_room_cast_as_a_door_sets_off_that_doors_unlock_ability():
    """709.5d, 709.5h (Glassworks // Shattered Yard's Oracle text): a Room enters with the half that
    was cast unlocked, and "When you unlock this door" triggers "regardless of whether it was given
    that designation while entering the battlefield". The other door's ability doesn't."""
    glassworks, said = _resolved({"card": "Glassworks // Shattered Yard", "face": 0})
    assert [i.text for i in glassworks.stack] == [
        "When you unlock this door, this Room deals 4 damage to target creature an opponent controls."]
    assert ("set_targets", {"cards": ["Glassworks // Shattered Yard"]}) in said      # 603.3d
    yard, _ = _resolved({"card": "Glassworks // Shattered Yard", "face": 1})
    assert yard.stack == ()


def test_603_4_an_intervening_if_decides_whether_an_enters_ability_triggers():
    """603.4, the intervening "if" clause: Lutri's "When Lutri, the Spellchaser enters, if you cast
    it, copy target instant or sorcery spell you control" triggers for the cast spell and not for a
    copy of it (707.10: a copy isn't cast). Loan Shark's "if you've cast two or more spells this
    turn" is a count the judge checks: not put on the stack, but named in the status bar."""
    lutri, said = _resolved({"card": "Lutri, the Spellchaser"})
    assert [i.card for i in lutri.stack] == ["Lutri, the Spellchaser"]
    assert ("set_targets", {"cards": ["Lutri, the Spellchaser"]}) in said
    copied, said = _resolved({"card": "Lutri, the Spellchaser", "copy": True})
    assert copied.stack == () and not any(code == "action_trigger_not_read" for code, _ in said)
    shark, said = _resolved({"card": "Loan Shark"})
    assert shark.stack == () and said[-1] == ("action_trigger_not_read", {"cards": ["Loan Shark"]})


def test_201_5c_an_enters_ability_that_names_its_card_by_its_shortened_name_triggers():
    """201.5c: "Text printed on some cards refers to that card by a shortened version of its name",
    treated as its full name. Gyruda, Doom of Depths says "When Gyruda enters the battlefield, each
    player mills four cards…", and Yorion, Sky Nomad "When Yorion enters the battlefield, exile …"
    (their Oracle texts): each triggers as it resolves (603.6a). A card that isn't legendary isn't
    read by a part of its name."""
    from judgeapp.core.cards import builtin_cards
    gyruda, _ = _resolved({"card": "Gyruda, Doom of Depths"})
    assert [i.card for i in gyruda.stack] == ["Gyruda, Doom of Depths"]
    assert gyruda.stack[0].text.startswith("When Gyruda enters the battlefield, each player mills four cards")
    yorion, _ = _resolved({"card": "Yorion, Sky Nomad"})
    assert [i.card for i in yorion.stack] == ["Yorion, Sky Nomad"]
    cards = builtin_cards()
    assert cards.get("Ranar the Ever-Watchful").front.own_names == ("ranar the ever-watchful", "ranar")
    assert cards.get("Grizzly Bears").front.own_names == ("grizzly bears",)


def test_603_6a_other_permanents_that_an_entering_creature_may_set_off_are_named():
    """603.6a: "all permanents on the battlefield (including the newcomers) are checked for any
    enters-the-battlefield triggers that match the event". Railway Brawler's "Whenever another
    creature you control enters, put X +1/+1 counters on it" and Kellan Joins Up's "Whenever a
    legendary creature enters the battlefield under your control" ask what the app doesn't read
    (whose it is, legendary or not): as Grizzly Bears resolve they are named for the judge, not
    guessed; Courser of Kruphix's, about a land, isn't. The status bar said nothing of them."""
    _, said = _resolved({"card": "Grizzly Bears"}, A={"battlefield": ["Railway Brawler", "Courser of Kruphix"]},
                        B={"battlefield": ["Kellan Joins Up"]})
    assert said[-1] == ("action_trigger_not_read", {"cards": ["Railway Brawler", "Kellan Joins Up"]})
    _, quiet = _resolved({"card": "Divination"}, A={"battlefield": ["Railway Brawler"]})
    assert quiet[0] == ("resolved", {"card": "Divination", "holder": "A"})
    assert "action_trigger_not_read" not in [code for code, _params in quiet]
    # A face-up conspiracy's abilities work from the command zone (315.5): Secret Summoning's
    # "Whenever a creature with the chosen name enters the battlefield under your control".
    summoning = {"card": "Secret Summoning", "chosen_names": ["Grizzly Bears"]}
    _, said = _resolved({"card": "Grizzly Bears"}, game={"conspiracy_draft": True}, A={"command": [summoning]})
    assert said[-1] == ("action_trigger_not_read", {"cards": ["Secret Summoning"]})
    _, secret = _resolved({"card": "Grizzly Bears"}, game={"conspiracy_draft": True},
                          A={"command": [{**summoning, "face_down": "other"}]})
    assert secret == [("resolved", {"card": "Grizzly Bears", "holder": "A"})]


def test_601_2c_a_permanent_spell_chooses_no_targets_but_an_aura_spell_does():
    """601.2c: a spell's targets are chosen as it is cast. A creature spell whose ability says
    "target" (Riftwing Cloudskate: "When Riftwing Cloudskate enters the battlefield, return target
    permanent …") chooses none: its ability will, when it triggers (603.3d). An Aura spell targets
    the object it will enchant (303.4a: Volrath's Curse, "Enchant creature"), though its words
    never say "target". The status bar had both the wrong way round."""
    from judgeapp.core.sequence import targets_to_set
    before = board()

    def named(card):
        after, _ = cast(before, controller="A", card=card)
        return targets_to_set(before, after)
    assert named("Riftwing Cloudskate") == []
    assert named("Volrath's Curse") == [("set_targets", {"cards": ["Volrath's Curse"]})]
    assert named("Lightning Bolt") == [("set_targets", {"cards": ["Lightning Bolt"]})]


def test_a_creature_humility_takes_abilities_from_sets_nothing_off_as_it_enters():
    """603.6a with 613.1f (Humility's Oracle text: "All creatures lose all abilities and have base
    power and toughness 1/1."): Riftwing Cloudskate enters with no ability to trigger. Cryptic Coat,
    an Equipment, keeps its own. Only the face-up permanent's abilities were asked about, not
    whether it still had them."""
    cloudskate, _ = _resolved({"card": "Riftwing Cloudskate"}, A={"battlefield": ["Humility"]})
    assert cloudskate.stack == ()
    coat, _ = _resolved({"card": "Cryptic Coat"}, A={"battlefield": ["Humility"]})
    assert [i.card for i in coat.stack] == ["Cryptic Coat"]
