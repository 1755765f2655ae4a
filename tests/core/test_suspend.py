"""116.2f Suspend: only if the player could begin to cast the card now (601.3, 702.62a,
702.62c), taking flash, as-though-flash permissions and every prohibition into account."""

import pytest

from judgeapp.core import engine
from judgeapp.core.verdict import ActionKind
from tests.helpers import board, failed_codes, only

SUSPEND = ActionKind.SUSPEND
TEFERI_KRAKEN = dict(active="B", priority="A",
                     A={"hand": ["Deep-Sea Kraken"], "battlefield": ["Teferi, Mage of Zhalfir"]},
                     stack=[{"card": "Divination", "controller": "B"}])


def test_702_62a_sorcery_speed_card_in_own_main_phase():
    state = board(A={"hand": ["Rift Bolt"]})
    option = only(state, SUSPEND)
    assert option.legal and option.cost == "{R}" and option.detail["time_counters"] == "1"


def test_702_62c_not_in_response_without_flash():
    state = board(A={"hand": ["Rift Bolt"]}, stack=[{"card": "Opt", "controller": "B"}])
    assert failed_codes(only(state, SUSPEND)) == ["needs_sorcery_timing"]


def test_702_62c_teferi_mage_of_zhalfir_lets_kraken_be_suspended_in_response():
    # The Spanish seed's example: creature cards A owns have flash.
    option = only(board(**TEFERI_KRAKEN), SUSPEND, player="A")
    assert option.legal and option.cost == "{2}{U}"
    timing = option.checks[1]
    assert timing.code == "instant_timing_ok" and timing.params["via"] == "Teferi, Mage of Zhalfir"
    # Teferi gives the cards flash ("Creature cards you own ... have flash"): 702.8a, not 601.3b.
    assert timing.rule == "702.8a" and timing.params["why_fast"] == "granted_flash"


def test_601_3b_leyline_of_anticipation_lets_them_cast_as_though_it_had_flash():
    """Leyline of Anticipation doesn't give flash: it lets spells be cast as though they had it."""
    state = board(active="B", priority="A", A={"hand": ["Deep-Sea Kraken"], "battlefield": ["Leyline of Anticipation"]})
    timing = only(state, SUSPEND, player="A").checks[1]
    assert timing.passed and timing.rule == "601.3b" and timing.params["why_fast"] == "permission"


def test_teferis_flash_covers_only_creature_cards():
    state = board(active="B", priority="A", A={"hand": ["Ancestral Vision"], "battlefield": ["Teferi, Mage of Zhalfir"]})
    assert failed_codes(only(state, SUSPEND, player="A")) == ["needs_sorcery_timing"]


def test_702_62c_split_second_on_the_stack_prohibits_suspend_even_with_flash():
    state = board(**{**TEFERI_KRAKEN, "stack": [{"card": "Sudden Shock", "controller": "B"}]})
    option = only(state, SUSPEND, player="A")
    assert failed_codes(option) == ["split_second_on_stack"] and option.first_failure.rule == "702.61a"


def test_702_62c_silence_prohibits_suspend():
    state = board(A={"hand": ["Rift Bolt"]}, effects=[{"source": "Silence", "controller": "B"}])
    assert failed_codes(only(state, SUSPEND)) == ["cast_prohibited"]


def test_702_62c_silence_only_stops_its_controllers_opponents():
    state = board(A={"hand": ["Rift Bolt"]}, effects=[{"source": "Silence", "controller": "A"}])
    assert only(state, SUSPEND).legal


def test_702_62c_teferi_time_raveler_overrides_flash_for_opponents():
    state = board(**{**TEFERI_KRAKEN, "B": {"battlefield": ["Teferi, Time Raveler"]}})
    assert failed_codes(only(state, SUSPEND, player="A")) == ["only_as_sorcery"]


def test_702_62c_grand_abolisher_only_during_its_controllers_turn():
    on_their_turn = board(**{**TEFERI_KRAKEN, "B": {"battlefield": ["Grand Abolisher"]}})
    assert "cast_prohibited" in failed_codes(only(on_their_turn, SUSPEND, player="A"))
    on_my_turn = board(A={"hand": ["Rift Bolt"]}, B={"battlefield": ["Grand Abolisher"]})
    assert only(on_my_turn, SUSPEND).legal


def test_601_3_void_winnower_stops_ancestral_vision_mana_value_zero_is_even():
    state = board(A={"hand": ["Ancestral Vision"]}, B={"battlefield": ["Void Winnower"]})
    assert failed_codes(only(state, SUSPEND)) == ["cast_prohibited"]


def test_601_3_void_winnower_does_not_stop_an_odd_mana_value():
    state = board(A={"hand": ["Rift Bolt"]}, B={"battlefield": ["Void Winnower"]})   # mana value 3
    assert only(state, SUSPEND).legal


def test_601_3a_a_choice_of_x_could_lift_a_parity_prohibition():
    # A custom card "{X}{R}" with suspend: some X makes its mana value odd, so Void Winnower
    # does not stop the player from beginning to cast it (601.3a).
    custom = {"name": "Test X Bolt", "mana_cost": "{X}{R}", "type_line": "Sorcery",
              "oracle_text": "Suspend 2—{R}"}
    state = board(A={"hand": ["Test X Bolt"]}, B={"battlefield": ["Void Winnower"]}, custom_cards=[custom])
    assert only(state, SUSPEND).legal


def test_601_3_meddling_mage_naming_the_card():
    state = board(A={"hand": ["Rift Bolt"]}, B={"battlefield": [{"card": "Meddling Mage", "chosen_names": ["Rift Bolt"]}]})
    assert failed_codes(only(state, SUSPEND)) == ["cast_prohibited"]


@pytest.mark.parametrize("named", ["rift bolt", "RIFT-BOLT", "裂け目の稲妻", "Rayo de la grieta", "eclair de faille"])
def test_201_4_meddling_mage_names_the_card_however_the_name_was_written(named):
    # 201.4: the chosen name is a card's name; written in another case or language it names the
    # same card. Until this test only the exact English spelling stopped the suspend.
    state = board(A={"hand": ["Rift Bolt"]}, B={"battlefield": [{"card": "Meddling Mage", "chosen_names": [named]}]})
    assert failed_codes(only(state, SUSPEND)) == ["cast_prohibited"]
    assert engine.evaluate(state).warnings == ()


def test_201_4_a_chosen_name_that_is_no_card_is_a_warning_and_names_nothing():
    state = board(A={"hand": ["Rift Bolt"]}, B={"battlefield": [{"card": "Meddling Mage", "chosen_names": ["Rift Blot"]}]})
    assert only(state, SUSPEND).legal
    [warning] = engine.evaluate(state).warnings
    assert (warning.rule, warning.code, warning.params["name"]) == ("201.4", "chosen_name_not_a_card", "Rift Blot")
    assert warning.params["where"] == state.player("B").battlefield[0].id


def test_702_62a_apply_exiles_with_time_counters_and_keeps_priority():
    state = board(**TEFERI_KRAKEN)
    after = engine.apply(state, only(state, SUSPEND, player="A"))
    exiled = after.player("A").exile[0]
    assert exiled.card == "Deep-Sea Kraken" and exiled.counters == {"time": 9}
    assert after.priority == "A" and len(after.stack) == 1   # 116.3; nothing went on the stack


def test_500_5_silence_cast_last_turn_no_longer_applies_and_a_warning_says_so():
    state = board(turn=4, A={"hand": ["Rift Bolt"]},
                  effects=[{"source": "Silence", "controller": "B", "created_turn": 3}])
    assert only(state, SUSPEND).legal
    assert [w.code for w in engine.evaluate(state).warnings] == ["effect_expired"]


def test_teferi_time_raveler_plus_one_lasts_until_its_controllers_next_turn():
    # "+1: Until your next turn, you may cast sorcery spells as though they had flash."
    raveler = {"source": "Teferi, Time Raveler", "controller": "A", "created_turn": 3}
    during = board(active="B", priority="A", turn=4, A={"hand": ["Rift Bolt"]}, effects=[raveler],
                   stack=[{"card": "Opt", "controller": "B"}])
    assert only(during, SUSPEND, player="A").legal
    next_turn = board(active="A", step="upkeep", turn=5, A={"hand": ["Rift Bolt"]}, effects=[raveler])
    assert failed_codes(only(next_turn, SUSPEND)) == ["needs_sorcery_timing"]


def test_702_62c_a_custom_instant_typed_in_lower_case_is_suspended_at_instant_speed():
    # "instant" typed in lower case was no instant: its suspend read as sorcery-speed only.
    custom = {"name": "Homebrew Flash Bolt", "type_line": "instant", "oracle_text": "Suspend 2-{R}"}
    state = board(A={"hand": ["Homebrew Flash Bolt"]}, stack=[{"card": "Opt", "controller": "B"}], custom_cards=[custom])
    assert only(state, SUSPEND).legal


@pytest.mark.parametrize("hand, battlefield, why_fast", [
    ("Quick Vision", "Island", "it is an instant"),                       # 117.1a
    ("Deep-Sea Kraken", "Teferi, Mage of Zhalfir", "Teferi, Mage of Zhalfir gives it flash"),   # 702.8a
])
def test_the_timing_reason_reads_as_a_sentence_in_every_language(hand, battlefield, why_fast):
    """601.3 with 702.62c: an instant with suspend (a custom card) or a creature Teferi gives flash,
    under an opponent's Teferi, Time Raveler. The reason said "even with it is an instant None.":
    the empty "via" printed as None, and Japanese put a space after its full-width colon."""
    from judgeapp.core import messages
    quick = {"name": "Quick Vision", "mana_cost": "{U}", "type_line": "Instant",
             "oracle_text": "Draw a card.\nSuspend 2—{U}"}
    state = board(active="B", priority="A", step="upkeep", custom_cards=[quick],
                  A={"hand": [hand], "battlefield": [battlefield]}, B={"battlefield": ["Teferi, Time Raveler"]})
    option = only(state, SUSPEND, player="A")
    assert failed_codes(option) == ["only_as_sorcery"]
    assert messages.check_text(option.failed[0], "en") == (
        "Teferi, Time Raveler lets them cast spells only any time they could cast a sorcery, "
        f"even though {why_fast}.")
    for lang in messages.LANGUAGES:
        text = messages.check_text(option.failed[0], lang)
        assert "None" not in text and "{" not in text, (lang, text)
    assert " " not in messages.check_text(option.failed[0], "ja")
