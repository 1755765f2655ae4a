"""Phasing (702.26): a phased-out permanent is treated as though it doesn't exist (702.26b), so
no special action can be taken with it and its abilities do nothing; what is attached to it phases
out and in with it (702.26g); the active player's permanents phase in and out in the untap step,
before anything untaps (502.1). Each test cites the rule it proves."""

from judgeapp.core import edits, engine
from judgeapp.core.phasing import untap_step
from judgeapp.core.scenario import dump_scenario, parse_scenario, state_of
from judgeapp.core.sequence import cast, next_step, pass_priority, phased
from judgeapp.core.status import status
from judgeapp.core.verdict import ActionKind
from tests.helpers import board, failed_codes, only, options

UP, UNLOCK = ActionKind.TURN_FACE_UP, ActionKind.UNLOCK
ANGEL = {"card": "Exalted Angel", "face_down": "morph"}
PHASER = {"name": "Test Phaser", "mana_cost": "{1}{U}", "type_line": "Creature — Wizard",
          "oracle_text": "Phasing", "power": "1", "toughness": "1"}


def _codes(state):
    return [w.code for w in status(state)]


def test_702_26b_a_phased_out_face_down_creature_cant_be_turned_face_up():
    state = board(A={"phased_out": [ANGEL]})
    option = only(state, UP)
    assert not option.legal and failed_codes(option) == ["phased_out"]
    assert next(c for c in option.failed).rule == "702.26b"
    # Phased in again, the same permanent can be (116.2b).
    state = edits.move_object(state, option.subject_id, "A", "battlefield")
    assert only(state, UP).legal


def test_702_26b_a_phased_out_room_cant_have_a_door_unlocked():
    state = board(A={"phased_out": ["Bottomless Pool // Locker Room"]})
    found = options(state, UNLOCK)
    assert len(found) == 2 and all("phased_out" in failed_codes(o) for o in found)


def test_702_26b_a_phased_out_permanents_static_ability_gives_no_extra_land_play():
    """Dryad of the Ilysian Grove's "You may play an additional land on each of your turns"
    doesn't apply while the Dryad is phased out."""
    facts = {"lands_played": 1}
    there = board(turn_facts=facts, A={"hand": ["Forest"], "battlefield": ["Dryad of the Ilysian Grove"]})
    assert only(there, ActionKind.PLAY_LAND).legal
    gone = board(turn_facts=facts, A={"hand": ["Forest"], "phased_out": ["Dryad of the Ilysian Grove"]})
    assert not only(gone, ActionKind.PLAY_LAND).legal


def test_702_26b_a_phased_out_land_pays_for_nothing():
    """Foretelling costs {2} (116.2h): two untapped Islands pay it, but not when one is phased out."""
    both = board(real_costs=True, A={"hand": ["Saw It Coming"], "battlefield": ["Island", "Island"]})
    assert only(both, ActionKind.FORETELL).legal
    one = board(real_costs=True, A={"hand": ["Saw It Coming"], "battlefield": ["Island"], "phased_out": ["Island"]})
    assert "cost_not_payable" in failed_codes(only(one, ActionKind.FORETELL))


def test_702_26g_an_aura_phases_out_and_in_with_the_creature_it_enchants():
    state = board(A={"battlefield": ["Grizzly Bears", {"card": "Lost in Thought", "attached_to": "A/battlefield/0"}]})
    out = edits.move_object(state, "A/battlefield/0", "A", "phased_out")
    assert out.player("A").battlefield == ()
    assert [(o.card, o.attached_to) for o in out.player("A").phased_out] == [
        ("Grizzly Bears", None), ("Lost in Thought", "A/battlefield/0")]
    assert _codes(out) == []          # both phased out together: nothing wrong with the board
    back = edits.move_object(out, "A/battlefield/0", "A", "battlefield")
    assert [(o.card, o.attached_to) for o in back.player("A").battlefield] == [
        ("Grizzly Bears", None), ("Lost in Thought", "A/battlefield/0")]


def test_702_26g_an_aura_left_on_the_battlefield_attached_to_a_phased_out_creature_is_a_warning():
    state = board(A={"battlefield": [{"card": "Lost in Thought", "attached_to": "A/phased_out/0"}],
                     "phased_out": ["Grizzly Bears"]})
    warning = next(w for w in status(state) if w.code == "attached_to_phased_out")
    assert warning.rule == "702.26g" and warning.params["where"] == "A/battlefield/0"


def test_502_1_phased_out_permanents_phase_in_before_the_active_player_untaps():
    state = board(active="A", step="untap", priority=None,
                  A={"phased_out": [{"card": "Grizzly Bears", "tapped": True},
                                    {"card": "Lost in Thought", "attached_to": "A/phased_out/0"}]},
                  B={"phased_out": ["Island"]})
    after = next_step(state)
    assert [(o.card, o.tapped, o.attached_to) for o in after.player("A").battlefield] == [
        ("Grizzly Bears", False, None), ("Lost in Thought", False, "A/phased_out/0")]      # 502.3 after 502.1
    assert [o.card for o in after.player("B").phased_out] == ["Island"]    # only the active player's (702.26a)
    assert phased(state, after) == [("phased_in", {"cards": ["Grizzly Bears", "Lost in Thought"]})]


def test_702_26a_a_permanent_with_phasing_phases_out_in_its_controllers_untap_step_only():
    mine = board(active="A", step="untap", priority=None, custom_cards=[PHASER], A={"battlefield": ["Test Phaser"]})
    after = next_step(mine)
    assert after.player("A").battlefield == () and [o.card for o in after.player("A").phased_out] == ["Test Phaser"]
    assert phased(mine, after) == [("phased_out", {"cards": ["Test Phaser"]})]
    # The next time, it phases in; it doesn't phase out again at the same time (702.26a: "phased-in permanents").
    again, _out, came_in = untap_step(after)
    assert [o.card for o in again.player("A").battlefield] == ["Test Phaser"] and came_in
    theirs = board(active="B", step="untap", priority=None, custom_cards=[PHASER], A={"battlefield": ["Test Phaser"]})
    assert [o.card for o in next_step(theirs).player("A").battlefield] == ["Test Phaser"]


def test_708_2_a_face_down_permanent_has_no_phasing():
    state = board(active="A", step="untap", priority=None, custom_cards=[{**PHASER, "oracle_text": "Phasing\nMorph {U}"}],
                  A={"battlefield": [{"card": "Test Phaser", "face_down": "morph"}]})
    assert len(next_step(state).player("A").battlefield) == 1


def test_702_26i_an_aura_that_phased_out_on_its_own_phases_in_unattached_if_its_creature_left():
    state = board(active="A", step="untap", priority=None,
                  A={"phased_out": [{"card": "Lost in Thought", "attached_to": "B/graveyard/0"}]}, B={"graveyard": ["Grizzly Bears"]})
    assert next_step(state).player("A").battlefield[0].attached_to is None


def test_702_26d_302_6_a_creature_that_was_phased_out_is_not_summoning_sick_on_its_controllers_turn():
    """Phasing doesn't change control (702.26d), so the creature has been under its controller's
    control continuously since their turn began (302.6)."""
    state = board(active="B", step="cleanup", priority=None,
                  A={"phased_out": [{"card": "Grizzly Bears", "summoning_sick": True}]})
    new_turn = next_step(state)
    assert new_turn.active_player == "A" and not new_turn.player("A").phased_out[0].summoning_sick


def test_702_26b_a_creature_that_phases_out_is_removed_from_combat():
    state = board(step="declare_attackers", A={"battlefield": [{"card": "Grizzly Bears", "attacking": True}]})
    out = edits.move_object(state, "A/battlefield/0", "A", "phased_out")
    assert not out.player("A").phased_out[0].attacking


def test_608_3b_an_aura_spell_whose_target_phased_out_doesnt_resolve():
    """A phased-out creature can't be affected (702.26b): the Aura spell's only target is illegal,
    so it goes to its owner's graveyard (608.3b)."""
    state = board(A={"battlefield": ["Grizzly Bears"]})
    state, _ = cast(state, controller="A", card="Lost in Thought", targets=[{"kind": "object", "id": "A/battlefield/0"}])
    state = edits.move_object(state, "A/battlefield/0", "A", "phased_out")
    resolved = pass_priority(pass_priority(state))
    assert [o.card for o in resolved.player("A").graveyard] == ["Lost in Thought"]


def test_702_26d_a_permanent_that_phases_in_doesnt_enter_the_battlefield():
    """A land that enters tapped (614.1d) isn't said to enter tapped when it phases in."""
    from judgeapp.core.sequence import entered
    state = board(A={"phased_out": [{"card": "Hagra Mauling // Hagra Broodpit", "face": 1}]})
    after = edits.move_object(state, "A/phased_out/0", "A", "battlefield")
    assert entered(state, after) == []


def test_a_phased_out_permanent_survives_a_saved_file():
    state = board(A={"battlefield": ["Grizzly Bears"], "phased_out": [ANGEL]})
    again = state_of(parse_scenario(dump_scenario(state)))
    assert again.player("A").phased_out == state.player("A").phased_out
    assert engine.evaluate(again).verdict(UP).options[0].failed[0].code == "phased_out"


def test_702_26b_a_phased_out_permanent_marked_attacking_is_a_board_warning():
    state = board(step="declare_attackers", A={"phased_out": [{"card": "Grizzly Bears", "attacking": True}]})
    warning = next(w for w in status(state) if w.code == "attacking_phased_out")
    assert warning.rule == "702.26b" and warning.params["where"] == "A/phased_out/0"
