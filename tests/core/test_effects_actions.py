"""116.2c (end an effect, stop a delayed trigger), 116.2d (ignore a static ability's effect)
and 116.2e (discard Circling Vultures)."""

import pytest

from judgeapp.core import engine
from judgeapp.core.errors import IllegalActionError
from judgeapp.core.verdict import ActionKind
from tests.helpers import board, failed_codes, only, verdict

END = ActionKind.END_EFFECT
IGNORE = ActionKind.IGNORE_STATIC
DISCARD = ActionKind.DISCARD_AS_INSTANT

QUENCHABLE = {"source": "Quenchable Fire", "controller": "B", "affected": "A", "created_turn": 3}


def test_116_2c_quenchable_fire_target_may_pay_U_any_time_with_priority():
    # The Spanish seed's example: the affected player pays {U} before the caster's next upkeep.
    state = board(active="B", step="end", priority="A", turn=3, effects=[QUENCHABLE])
    option = only(state, END, player="A")
    assert option.legal and option.cost == "{U}"


def test_116_2c_quenchable_fire_caster_cannot_pay():
    state = board(active="B", priority="B", turn=3, effects=[QUENCHABLE])
    assert failed_codes(only(state, END, player="B")) == ["effect_lets_other"]


def test_116_2c_quenchable_fire_window_closes_at_the_casters_next_upkeep():
    open_ = board(active="A", step="upkeep", priority="A", turn=4, effects=[QUENCHABLE])
    assert only(open_, END, player="A").legal
    closed = board(active="B", step="upkeep", priority="A", turn=5, effects=[QUENCHABLE])
    assert failed_codes(only(closed, END, player="A")) == ["deadline_passed"]


def test_116_2c_sabertooth_cobra_deadline_is_the_damaged_players_upkeep():
    cobra = {"source": "Sabertooth Cobra", "controller": "A", "affected": "B", "created_turn": 3}
    before = board(active="A", step="end", priority="B", turn=3, effects=[cobra])
    assert only(before, END, player="B").cost == "{2}" and only(before, END, player="B").legal
    after = board(active="B", step="upkeep", priority="B", turn=4, effects=[cobra])
    assert failed_codes(only(after, END, player="B")) == ["deadline_passed"]


def test_116_2c_licid_controller_ends_the_effect_and_the_licid_is_no_longer_attached():
    licid = {"source": "Dominating Licid", "source_object": "licid", "controller": "A"}
    state = board(active="B", step="beginning_of_combat", priority="A", effects=[licid],
                  A={"battlefield": [{"id": "licid", "card": "Dominating Licid", "attached_to": "bears"},
                                     {"id": "bears", "card": "Grizzly Bears", "owner": "B"}]})
    option = only(state, END, player="A")
    assert option.legal and option.cost == "{U}"
    # Issue 10: the detail names the card whose effect makes it legal.
    assert any(c.code == "effect_allows_now" and c.params["source"] == "Dominating Licid" for c in option.checks)
    after = engine.apply(state, option)
    assert after.effects == ()
    assert after.player("A").battlefield[0].attached_to is None
    assert after.priority == "A"


def test_116_2c_licid_effect_ends_with_its_source_gone():
    licid = {"source": "Gliding Licid", "source_object": "gone", "controller": "A"}
    state = board(effects=[licid])
    option = only(state, END)
    assert failed_codes(option) == ["effect_source_gone"]
    assert option.first_failure.params["source"] == "Gliding Licid"


def test_116_2d_leonin_arbiter_any_player_may_pay_2_with_a_spell_on_the_stack():
    # The Spanish seed's Ghost Quarter example.
    state = board(active="B", priority="A", B={"battlefield": ["Leonin Arbiter"]},
                  stack=[{"kind": "ability", "card": "Ghost Quarter", "controller": "B"}])
    option = only(state, IGNORE, player="A")
    assert option.legal and option.cost == "{2}"
    after = engine.apply(state, option)
    assert ("A", option.subject) in after.turn_facts.ignoring and after.priority == "A"


def test_116_2d_volraths_curse_only_the_enchanted_creatures_controller():
    curse = {"card": "Volrath's Curse", "attached_to": "bears"}
    state = board(A={"battlefield": [{"id": "bears", "card": "Grizzly Bears"}]}, B={"battlefield": [curse]})
    assert only(state, IGNORE, player="A").legal
    state_b = board(priority="B", A={"battlefield": [{"id": "bears", "card": "Grizzly Bears"}]},
                    B={"battlefield": [curse]})
    assert failed_codes(only(state_b, IGNORE, player="B")) == ["may_not_ignore"]


def test_116_2d_humility_leaves_leonin_arbiter_with_nothing_to_ignore():
    state = board(B={"battlefield": ["Leonin Arbiter", "Humility"]})
    assert verdict(state, IGNORE).nothing_to_do.code == "no_ignorable_effect"


def test_116_2e_circling_vultures_discard_in_opponents_combat():
    state = board(active="B", step="declare_attackers", priority="A", A={"hand": ["Circling Vultures"]})
    option = only(state, DISCARD, player="A")
    assert option.legal
    after = engine.apply(state, option)
    assert [o.card for o in after.player("A").graveyard] == ["Circling Vultures"]
    assert after.player("A").hand == ()


def test_304_5_a_casting_limit_does_not_limit_discarding_circling_vultures_and_the_verdict_says_why():
    """304.5: "any time they could cast an instant" means only that the player has priority;
    effects that stop them casting an instant don't stop the action. Under an opponent's Teferi,
    Time Raveler (sorcery timing for spells) the discard stays legal in that opponent's combat,
    and the verdict names Teferi and cites 304.5, the question a candidate would ask."""
    from judgeapp.core import messages
    state = board(active="B", step="declare_blockers", priority="A", A={"hand": ["Circling Vultures"]},
                  B={"battlefield": ["Teferi, Time Raveler"]})
    option = only(state, DISCARD, player="A")
    assert option.legal
    assert [(n.rule, n.code, n.params["source"]) for n in option.notes] == \
        [("304.5", "casting_limit_not_instant_timing", "Teferi, Time Raveler")]
    assert "Teferi, Time Raveler" in messages.check_text(option.notes[0], "en")
    no_limit = only(board(active="B", step="declare_blockers", priority="A", A={"hand": ["Circling Vultures"]}),
                    DISCARD, player="A")
    assert no_limit.notes == ()


def test_116_2e_vultures_discard_needs_priority():
    state = board(active="B", priority="B", A={"hand": ["Circling Vultures"]})
    option = only(state, DISCARD, player="A")
    assert failed_codes(option) == ["other_player_has_priority"]
    with pytest.raises(IllegalActionError) as err:
        engine.apply(state, option)
    assert [c.code for c in err.value.failed] == ["other_player_has_priority"]


def test_116_2e_vultures_discard_is_not_stopped_by_split_second():
    state = board(active="B", priority="A", A={"hand": ["Circling Vultures"]},
                  stack=[{"card": "Krosan Grip", "controller": "B"}])
    assert only(state, DISCARD, player="A").legal


MEGRIM = {"name": "Megrim", "mana_cost": "{2}{B}", "type_line": "Enchantment",
          "oracle_text": "Whenever an opponent discards a card, Megrim deals 2 damage to that player."}
DRAKE_HAVEN = {"name": "Drake Haven", "mana_cost": "{2}{U}", "type_line": "Enchantment",
               "oracle_text": "Whenever you cycle or discard a card, you may pay {1}. If you do, create a 2/2 blue "
                              "Drake creature token with flying."}
WASTE_NOT = {"name": "Waste Not", "mana_cost": "{1}{B}", "type_line": "Enchantment",
             "oracle_text": "Whenever an opponent discards a creature card, create a 2/2 black Zombie creature token."}


def test_discarding_circling_vultures_sets_off_discard_triggers_in_apnap_order():
    """116.2e is a discard, so it sets off "whenever … discards" abilities (603.2, Megrim's and
    Drake Haven's Oracle texts), put on the stack before A receives priority again (117.5), the
    active player's first (603.3b: B's turn, so B's Megrim below A's Drake Haven). A's own Megrim
    doesn't trigger ("an opponent"). Waste Not's asks for a creature card, more than the app reads:
    the status bar names it for the judge to add, rather than guessing. The app put nothing on the
    stack and said nothing."""
    state = board(active="B", step="declare_attackers", priority="A", custom_cards=[MEGRIM, DRAKE_HAVEN, WASTE_NOT],
                  A={"hand": ["Circling Vultures"], "battlefield": ["Drake Haven", "Megrim"]},
                  B={"battlefield": ["Megrim", "Waste Not"]})
    option = only(state, DISCARD, player="A")
    after = engine.apply(state, option)
    assert [(s.controller, s.card) for s in after.stack] == [("B", "Megrim"), ("A", "Drake Haven")]
    assert after.priority == "A"
    assert engine.taken(state, after, option) == [("triggered", {"cards": ["Megrim", "Drake Haven"]}),
                                                  ("action_trigger_not_read", {"cards": ["Waste Not"]})]
