"""116.2g companion, 116.2h foretell, 116.2i planar die, 116.2j conspiracy, 116.2k plot,
116.2m unlock."""

from random import Random

import pytest

from judgeapp.core import engine
from judgeapp.core.verdict import ActionKind
from tests.helpers import board, failed_codes, only, options, verdict

COMPANION = {"outside_game": [{"id": "lutri", "card": "Lutri, the Spellchaser"}], "companion": "lutri"}


# ---- 116.2g companion ---------------------------------------------------------------------
def test_116_2g_companion_in_main_phase_with_empty_stack_costs_3():
    option = only(board(A=COMPANION), ActionKind.COMPANION)
    assert option.legal and option.cost == "{3}"


def test_116_2g_companion_not_at_instant_speed_even_with_flash():
    # Lutri has flash, but the special action has its own timing.
    state = board(active="B", priority="A", A=COMPANION)
    assert failed_codes(only(state, ActionKind.COMPANION, player="A")) == ["not_own_turn"]
    combat = board(step="combat_damage", A=COMPANION)
    assert failed_codes(only(combat, ActionKind.COMPANION)) == ["not_main_phase"]


def test_116_2g_companion_once_per_game():
    state = board(A=COMPANION)
    after = engine.apply(state, only(state, ActionKind.COMPANION))
    assert [o.card for o in after.player("A").hand] == ["Lutri, the Spellchaser"]
    assert after.player("A").companion_put_into_hand
    assert "companion_already_used" in failed_codes(only(after, ActionKind.COMPANION))


def test_116_2g_no_companion_chosen_is_nothing_to_do():
    assert verdict(board(), ActionKind.COMPANION).nothing_to_do.code == "no_companion_chosen"


# ---- 116.2h foretell ------------------------------------------------------------------------
def test_116_2h_foretell_any_step_of_own_turn_even_with_a_spell_on_the_stack():
    state = board(step="declare_blockers", A={"hand": ["Saw It Coming"]}, stack=[{"card": "Opt", "controller": "B"}])
    option = only(state, ActionKind.FORETELL)
    assert option.legal and option.cost == "{2}"


def test_116_2h_not_on_an_opponents_turn():
    state = board(active="B", priority="A", A={"hand": ["Saw It Coming"]})
    assert failed_codes(only(state, ActionKind.FORETELL, player="A")) == ["not_own_turn"]


def test_cosmos_charger_foretell_costs_1_and_works_on_any_turn():
    state = board(active="B", priority="A", A={"hand": ["Saw It Coming"], "battlefield": ["Cosmos Charger"]})
    option = only(state, ActionKind.FORETELL, player="A")
    assert option.legal and option.cost == "{1}"


def test_dream_devourer_gives_nonland_cards_foretell_but_not_lands():
    state = board(A={"hand": ["Lightning Bolt", "Forest"], "battlefield": ["Dream Devourer"]})
    assert [o.card for o in options(state, ActionKind.FORETELL)] == ["Lightning Bolt"]


def test_702_143a_foretold_card_is_exiled_face_down_and_counted():
    state = board(turn=4, A={"hand": ["Saw It Coming"]})
    after = engine.apply(state, only(state, ActionKind.FORETELL))
    card = after.player("A").exile[0]
    assert card.foretold and card.face_down is not None and card.foretold_turn == 4
    assert after.turn_facts.cards_foretold == {"A": 1}


# ---- 116.2i planar die ---------------------------------------------------------------------
PLANECHASE = {"planechase": True}


def test_116_2i_only_in_planechase():
    assert verdict(board(), ActionKind.PLANAR_DIE).nothing_to_do.code == "not_planechase"


def test_901_9_only_the_active_player_rolls():
    state = board(active="B", priority="A", step="precombat_main", game=PLANECHASE)
    option = only(state, ActionKind.PLANAR_DIE, player="A")
    assert failed_codes(option) == ["not_own_turn"] and option.first_failure.rule == "901.9"


def test_116_2i_cost_counts_earlier_special_action_rolls_this_turn():
    first = board(game=PLANECHASE)
    assert only(first, ActionKind.PLANAR_DIE).cost == "{0}"
    after = engine.apply(first, only(first, ActionKind.PLANAR_DIE), roll="blank")
    assert after.turn_facts.planar_die_actions == {"A": 1} and after.priority == "A"
    assert only(after, ActionKind.PLANAR_DIE).cost == "{1}"


def test_901_9b_chaos_roll_puts_the_chaos_ability_on_the_stack_and_the_roller_keeps_priority():
    """901.9b, 311.7: the face-up plane's chaos ability triggers, in its own words (Naya's Oracle
    text), so the judge sees what it targets and does (603.3d: Naya's chooses a target)."""
    state = board(game=PLANECHASE, A={"command": ["Naya"]})
    option = only(state, ActionKind.PLANAR_DIE)
    after = engine.apply(state, option, rng=Random(1), roll="chaos")
    assert after.stack[-1].text == ("Whenever you roll {CHAOS}, target red, green, or white creature you control "
                                    "gets +1/+1 until end of turn for each land you control.")
    assert after.stack[-1].card == "Naya" and after.stack[-1].kind == "ability"
    assert after.priority == "A" and after.turn_facts.last_planar_roll == "chaos"
    assert engine.taken(state, after, option) == [("rolled_chaos", {"player": "A"}), ("set_targets", {"cards": ["Naya"]})]


def test_901_8_the_planeswalking_ability_has_no_source_and_says_its_full_text():
    """901.8: "The full text of this ability is 'Whenever you roll the Planeswalker symbol on the
    planar die, planeswalk.' This ability has no source". The app put it on the stack as the face-up
    plane's ability ("Naya: planeswalking ability"), which it is not: leaving that plane doesn't
    take it away, and it resolves named by its words. The board doesn't planeswalk (901.8's
    instruction is the judge's to follow), and the status bar says so (608.2c)."""
    from judgeapp.core import sequence
    state = board(game=PLANECHASE, A={"command": ["Naya"]})
    after = engine.apply(state, only(state, ActionKind.PLANAR_DIE), roll="planeswalker")
    top = after.stack[-1]
    assert (top.kind, top.card, top.controller) == ("ability", None, "A")
    assert top.text == "Whenever you roll the Planeswalker symbol on the planar die, planeswalk."
    resolved = sequence.pass_priority(sequence.pass_priority(after))
    assert resolved.stack == () and sequence.resolution_said(sequence.pass_priority(after), resolved) == [
        ("resolved", {"card": top.text, "holder": "A"}), ("effect_by_hand", {})]


@pytest.mark.parametrize("face, controller", [("chaos", "A"), ("planeswalker", "C")])
def test_901_12d_a_teammates_roll_chaos_is_the_planes_and_planeswalking_the_rollers(face, controller):
    """In Two-Headed Giant each active player may roll (901.12d). The chaos ability is the plane's,
    so the planar controller controls it (901.6, 901.12b: A, the board's active player); the
    planeswalking ability is controlled by the player who rolled (901.8: C)."""
    state = board(game={**PLANECHASE, "two_headed_giant": True}, priority="C",
                  A={"team": "T1"}, B={"team": "T2", "command": ["Naya"]}, C={"team": "T1"}, D={"team": "T2"})
    after = engine.apply(state, only(state, ActionKind.PLANAR_DIE, player="C"), roll=face)
    assert after.stack[-1].controller == controller and after.priority == "C"


@pytest.mark.parametrize("face, rule", [("blank", "901.9a"), ("chaos", "901.9b"), ("planeswalker", "901.9c")])
def test_901_9_the_face_rolled_is_said_with_its_rule(face, rule):
    """Taking the planar die action from the app said nothing of what the die showed (a blank face
    changed nothing visible at all): engine.taken names the face, and each language says it with
    901.9a-c."""
    from judgeapp.core import messages
    state = board(game=PLANECHASE, A={"command": ["Naya"]})
    option = only(state, ActionKind.PLANAR_DIE)
    after = engine.apply(state, option, roll=face)
    said = engine.taken(state, after, option)
    targets = [("set_targets", {"cards": ["Naya"]})] if face == "chaos" else []    # Naya's chaos ability targets
    assert said == [(f"rolled_{face}", {"player": "A"}), *targets]
    for lang in messages.LANGUAGES:
        assert f"{rule}" in messages.render("sequence", *said[0], lang)


BRAZEN_DWARF = {"name": "Brazen Dwarf", "mana_cost": "{1}{R}", "type_line": "Creature — Dwarf Shaman",
                "power": "1", "toughness": "3",
                "oracle_text": "Whenever you roll one or more dice, Brazen Dwarf deals 1 damage to each opponent."}
DICE_WATCHER = {"name": "Dice Watcher", "type_line": "Enchantment",
                "oracle_text": "Whenever a player rolls one or more dice, that player gains 1 life."}
NATURAL_20 = {"name": "Natural Twenty", "type_line": "Enchantment",
              "oracle_text": "Whenever you roll a natural 20, draw a card."}


@pytest.mark.parametrize("face", ["blank", "chaos", "planeswalker"])
def test_901_9d_rolling_the_planar_die_sets_off_what_rolling_dice_does_whatever_the_face(face):
    """901.9d: "Rolling the planar die will cause any ability that triggers whenever a player rolls
    one or more dice to trigger. However, any effect that refers to a numerical result of a die
    roll … ignores the rolling of the planar die." A's Brazen Dwarf (Oracle text) and B's "Whenever
    a player rolls one or more dice" go on the stack above what the face itself set off, A's first
    (603.3b), and the status bar names them; "Whenever you roll a natural 20" doesn't trigger. The
    roll put nothing of theirs on the stack before."""
    state = board(game=PLANECHASE, custom_cards=[BRAZEN_DWARF, DICE_WATCHER, NATURAL_20],
                  A={"command": ["Naya"], "battlefield": ["Brazen Dwarf", "Natural Twenty"]},
                  B={"battlefield": ["Dice Watcher"]})
    option = only(state, ActionKind.PLANAR_DIE)
    after = engine.apply(state, option, roll=face)
    by_the_face = {"blank": [], "chaos": [("A", "Naya")], "planeswalker": [("A", None)]}[face]
    assert [(i.controller, i.card) for i in after.stack] == [*by_the_face, ("A", "Brazen Dwarf"), ("B", "Dice Watcher")]
    said = engine.taken(state, after, option)
    assert said[:2] == [(f"rolled_{face}", {"player": "A"}), ("triggered", {"cards": ["Brazen Dwarf", "Dice Watcher"]})]
    assert not any(code == "action_trigger_not_read" for code, _ in said)


def test_planar_die_roll_comes_from_the_injected_random_source():
    """901.3: the die's six faces; each roll is the one the injected random source picks (so a
    test, or a replay, gets the same roll from the same seed)."""
    from judgeapp.core.actions import planar_die
    state = board(game=PLANECHASE)
    rolls = [engine.apply(state, only(state, ActionKind.PLANAR_DIE), rng=Random(seed)).turn_facts.last_planar_roll
             for seed in range(40)]
    assert rolls == [Random(seed).choice(planar_die.FACES) for seed in range(40)]
    assert set(rolls) == {"blank", "chaos", "planeswalker"}


# ---- 116.2j conspiracy ---------------------------------------------------------------------
AGENDA = {"command": [{"card": "Secret Summoning", "face_down": "other", "chosen_names": ["Grizzly Bears"]}]}


def test_116_2j_face_down_conspiracy_any_time_with_priority():
    state = board(active="B", step="end", priority="A", game={"conspiracy_draft": True}, A=AGENDA,
                  stack=[{"card": "Opt", "controller": "B"}])
    option = only(state, ActionKind.CONSPIRACY, player="A")
    assert option.legal and option.cost is None
    after = engine.apply(state, option)
    assert after.player("A").command[0].face_down is None


def test_116_2j_only_in_conspiracy_draft():
    assert verdict(board(A=AGENDA), ActionKind.CONSPIRACY).nothing_to_do.code == "not_conspiracy_draft"


# ---- 116.2k plot ----------------------------------------------------------------------------
def test_116_2k_plot_in_own_main_phase_with_empty_stack_and_the_conflict_is_noted():
    option = only(board(A={"hand": ["Slickshot Show-Off"]}), ActionKind.PLOT)
    assert option.legal and option.cost == "{1}{R}"
    assert [n.code for n in option.notes] == ["plot_rules_conflict"]


def test_702_170a_plot_not_in_combat_although_116_2k_would_allow_it():
    # Known trap: 116.2k says only "their own turn while the stack is empty".
    option = only(board(step="beginning_of_combat", A={"hand": ["Slickshot Show-Off"]}), ActionKind.PLOT)
    assert failed_codes(option) == ["not_main_phase"] and option.first_failure.rule == "702.170a"


def test_116_2k_plot_not_with_a_nonempty_stack_or_on_another_turn():
    stack = board(A={"hand": ["Slickshot Show-Off"]}, stack=[{"card": "Opt", "controller": "A"}])
    assert failed_codes(only(stack, ActionKind.PLOT)) == ["stack_not_empty"]
    theirs = board(active="B", priority="A", A={"hand": ["Slickshot Show-Off"]})
    assert "not_own_turn" in failed_codes(only(theirs, ActionKind.PLOT, player="A"))


def test_702_170f_fblthp_plots_the_top_card_for_its_mana_cost_but_not_a_land():
    state = board(A={"library_top": ["Lightning Bolt"], "battlefield": ["Fblthp, Lost on the Range"]})
    option = only(state, ActionKind.PLOT)
    assert option.legal and option.cost == "{R}" and option.detail["zone"] == "library_top"
    land = board(A={"library_top": ["Forest"], "battlefield": ["Fblthp, Lost on the Range"]})
    assert options(land, ActionKind.PLOT) == []


def test_715_4_fblthp_plots_an_adventurer_card_for_its_own_mana_cost_not_with_its_adventure_s():
    """702.170f, 715.4: in a library an adventurer card has only its normal characteristics, so
    the plot cost "equal to its mana cost" of Bonecrusher Giant is {2}{R}; it was {2}{R}{1}{R},
    the Giant's and Stomp's costs run together (a mana value of 5 for a card of 3)."""
    state = board(A={"library_top": ["Bonecrusher Giant // Stomp"], "battlefield": ["Fblthp, Lost on the Range"]})
    assert only(state, ActionKind.PLOT).cost == "{2}{R}"


def test_709_4b_fblthp_plots_a_room_for_its_doors_combined_mana_cost():
    """702.170f, 709.4b: a split card's mana cost is its halves' combined ("Assault//Battery's
    mana cost is {3}{R}{G}", the rule's example), so a Room on top of the library is plotted for
    both doors' costs: Glassworks {2}{R} and Shattered Yard {4}{R} make {6}{R}{R}."""
    state = board(A={"library_top": ["Glassworks // Shattered Yard"], "battlefield": ["Fblthp, Lost on the Range"]})
    assert only(state, ActionKind.PLOT).cost == "{6}{R}{R}"


def test_702_170a_plotted_card_is_exiled_and_marked_with_its_turn():
    state = board(turn=5, A={"hand": ["Slickshot Show-Off"]})
    after = engine.apply(state, only(state, ActionKind.PLOT))
    assert after.player("A").exile[0].plotted and after.player("A").exile[0].plotted_turn == 5


# ---- 116.2m unlock --------------------------------------------------------------------------
ROOM = {"battlefield": [{"card": "Bottomless Pool // Locker Room"}]}


def test_116_2m_each_locked_door_is_an_option_with_its_own_cost():
    found = {o.detail["door"]: (o.card, o.cost, o.legal) for o in options(board(A=ROOM), ActionKind.UNLOCK)}
    assert found == {"left": ("Bottomless Pool", "{U}", True), "right": ("Locker Room", "{4}{U}", True)}


def test_116_2m_not_on_another_players_turn_nor_with_a_spell_on_the_stack():
    theirs = board(active="B", priority="A", A=ROOM)
    assert all("not_own_turn" in failed_codes(o) for o in options(theirs, ActionKind.UNLOCK, player="A"))
    stacked = board(A=ROOM, stack=[{"card": "Opt", "controller": "A"}])
    assert all(failed_codes(o) == ["stack_not_empty"] for o in options(stacked, ActionKind.UNLOCK))


def test_709_5e_the_controller_not_the_owner_unlocks():
    state = board(priority="B", A={"battlefield": [{"card": "Bottomless Pool // Locker Room", "owner": "B"}]})
    assert all("not_controller" in failed_codes(o) for o in options(state, ActionKind.UNLOCK, player="B"))


def test_709_5e_unlocking_gives_the_designation_and_leaves_the_other_door():
    state = board(A=ROOM)
    right = next(o for o in options(state, ActionKind.UNLOCK) if o.detail["door"] == "right")
    after = engine.apply(state, right)
    assert after.player("A").battlefield[0].unlocked == ("right",)
    assert [o.detail["door"] for o in options(after, ActionKind.UNLOCK)] == ["left"]


def test_901_12d_in_two_headed_giant_planechase_each_active_player_counts_their_own_rolls():
    game = {**PLANECHASE, "two_headed_giant": True}
    state = board(game=game, turn_facts={"planar_die_actions": {"A": 2}},
                  A={"team": "T1"}, B={"team": "T1"}, C={"team": "T2"}, D={"team": "T2"})
    assert only(state, ActionKind.PLANAR_DIE, player="A").cost == "{2}"
    assert only(state, ActionKind.PLANAR_DIE, player="B").cost == "{0}"      # B's own count


def test_901_9_rolls_an_effect_made_and_305_4_lands_put_onto_the_battlefield_count_for_nothing():
    state = board(game=PLANECHASE, A={"hand": ["Forest"]},
                  turn_facts={"planar_die_other_rolls": {"A": 3}, "lands_put_onto_battlefield": {"A": 2}})
    assert only(state, ActionKind.PLANAR_DIE).cost == "{0}"   # only special-action rolls raise the cost
    assert only(state, ActionKind.PLAY_LAND).legal               # putting lands is not playing them


def test_version_1_files_count_planar_rolls_for_the_active_player():
    from judgeapp.core.state import GameState
    state = GameState.model_validate({"players": [{"id": "A"}, {"id": "B"}], "active_player": "B",
                                      "turn_facts": {"planar_die_actions": 2}})
    assert state.turn_facts.planar_die_actions == {"B": 2}


def test_709_5_unlocking_a_door_puts_its_when_you_unlock_this_door_ability_on_the_stack():
    """Glassworks: "When you unlock this door, this Room deals 4 damage to target creature an
    opponent controls." Unlocking it (116.2m) is a special action, but the door's ability
    triggers and is on the stack before A receives priority (117.5); the other door, Shattered
    Yard, has no such ability, so unlocking it sets off nothing."""
    room = {"card": "Glassworks // Shattered Yard"}
    state = board(A={"battlefield": [room]})
    glassworks = next(o for o in verdict(state, ActionKind.UNLOCK).options if o.detail["door"] == "left")
    after = engine.apply(state, glassworks)
    (trigger,) = after.stack
    assert trigger.controller == "A" and trigger.text.startswith("When you unlock this door, this Room deals 4 damage")
    yard = next(o for o in verdict(state, ActionKind.UNLOCK).options if o.detail["door"] == "right")
    assert engine.apply(state, yard).stack == ()


EERIE_WATCHER = {"name": "Eerie Watcher", "mana_cost": "{2}{W}", "type_line": "Creature — Human Detective",
                 "power": "2", "toughness": "3",
                 "oracle_text": "Flash\nEerie — Whenever an enchantment you control enters and whenever you fully "
                                "unlock a Room, draw a card."}


def test_709_5_unlocking_the_second_door_sets_off_eerie_whenever_you_fully_unlock_a_room():
    """Eerie ("Whenever an enchantment you control enters and whenever you fully unlock a Room",
    Entity Tracker's wording): unlocking Shattered Yard when Glassworks is already unlocked fully
    unlocks the Room (709.5), so A's Eerie Watcher triggers, on the stack before A receives
    priority (116.3, 117.5); B's doesn't ("you"). Unlocking one door of a fully locked Room
    doesn't. "Eerie —" is an ability word with no rules meaning (207.2c): the app read no
    triggered ability behind it at all."""
    state = board(custom_cards=[EERIE_WATCHER],
                  A={"battlefield": [{"card": "Glassworks // Shattered Yard", "unlocked": ["left"]}, "Eerie Watcher"]},
                  B={"battlefield": ["Eerie Watcher"]})
    option = only(state, ActionKind.UNLOCK)
    after = engine.apply(state, option)
    assert [(i.controller, i.card) for i in after.stack] == [("A", "Eerie Watcher")]
    assert after.stack[0].text.startswith("Eerie — Whenever an enchantment you control enters")
    assert engine.taken(state, after, option)[0] == ("triggered", {"cards": ["Eerie Watcher"]})
    locked = board(custom_cards=[EERIE_WATCHER],
                   A={"battlefield": [{"card": "Glassworks // Shattered Yard"}, "Eerie Watcher"]})
    yard = next(o for o in verdict(locked, ActionKind.UNLOCK).options if o.detail["door"] == "right")
    assert engine.apply(locked, yard).stack == ()


def test_207_2c_a_landfall_ability_is_read_behind_its_ability_word():
    """Landfall — Whenever a land you control enters (Lotus Cobra's wording): playing a land
    (116.2a) sets it off (603.2), read behind the ability word as any other (207.2c)."""
    cobra = {"name": "Test Cobra", "mana_cost": "{1}{G}", "type_line": "Creature — Snake", "power": "2",
             "toughness": "1", "oracle_text": "Landfall — Whenever a land you control enters, add one mana of any color."}
    state = board(custom_cards=[cobra], A={"battlefield": ["Test Cobra"], "hand": ["Forest"]})
    after = engine.apply(state, only(state, ActionKind.PLAY_LAND))
    assert [(i.controller, i.card) for i in after.stack] == [("A", "Test Cobra")]


def test_foretelling_sets_off_dream_devourer():
    """603.2 (Dream Devourer: "Whenever you foretell a card, Dream Devourer gets +2/+0 until end
    of turn"): foretelling is a special action (116.2h), and Dream Devourer's ability triggers and
    goes on the stack before the player receives priority (117.5)."""
    state = board(A={"battlefield": ["Dream Devourer"], "hand": ["Saw It Coming"]})
    option = only(state, ActionKind.FORETELL, card="Saw It Coming")
    after = engine.apply(state, option)
    assert [(s.card, s.text) for s in after.stack] == [
        ("Dream Devourer", "Whenever you foretell a card, Dream Devourer gets +2/+0 until end of turn.")]
    assert engine.taken(state, after, option) == [("triggered", {"cards": ["Dream Devourer"]})]


RANAR = ("Whenever one or more cards are put into exile from your hand or a spell or ability you control exiles "
         "one or more permanents from the battlefield, create a 1/1 white Spirit creature token with flying.")


@pytest.mark.parametrize("action, card", [(ActionKind.FORETELL, "Saw It Coming"), (ActionKind.PLOT, "Loan Shark"),
                                          (ActionKind.SUSPEND, "Rift Bolt")])
def test_exiling_a_card_from_the_hand_sets_off_ranar(action, card):
    """603.2 (Ranar the Ever-Watchful's Oracle text, RANAR): foretelling (702.143a), plotting
    (702.170a) and suspending (702.62a) each exile the card from its owner's hand, so Ranar's
    ability triggers and goes on the stack before the player receives priority again (117.5,
    116.3). Its first event is followed by "or", not a comma: either event sets it off. The app
    put nothing on the stack."""
    state = board(A={"battlefield": ["Ranar the Ever-Watchful"], "hand": [card]})
    option = only(state, action, card=card)
    after = engine.apply(state, option)
    assert [(s.kind, s.controller, s.card, s.text) for s in after.stack] == [
        ("ability", "A", "Ranar the Ever-Watchful", RANAR)]
    assert engine.taken(state, after, option)[-1] == ("triggered", {"cards": ["Ranar the Ever-Watchful"]})


def test_plotting_the_top_card_of_a_library_exiles_nothing_from_a_hand():
    """702.170a, 603.2: Fblthp, Lost on the Range lets its controller plot the top card of their
    library; that card is exiled from the library, not the hand, so Ranar doesn't trigger. An
    opponent's Ranar doesn't trigger for A's foretold card either ("from your hand")."""
    state = board(A={"battlefield": ["Ranar the Ever-Watchful", "Fblthp, Lost on the Range"],
                     "library_top": ["Lightning Bolt"]})
    from_library = only(state, ActionKind.PLOT, card="Lightning Bolt")
    assert from_library.detail["zone"] == "library_top"
    assert engine.apply(state, from_library).stack == ()
    theirs = board(A={"hand": ["Saw It Coming"]}, B={"battlefield": ["Ranar the Ever-Watchful"]})
    assert engine.apply(theirs, only(theirs, ActionKind.FORETELL, card="Saw It Coming")).stack == ()
