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


@pytest.mark.parametrize("card", ["Ancestral Vision", "Lotus Bloom"])
def test_118_6_a_card_with_no_mana_cost_can_be_suspended_and_the_verdict_says_why(card):
    """118.6: attempting to cast a spell with an unpayable cost (no mana cost, 202.1b) is legal;
    only paying it is not. So the player "could begin to cast" Ancestral Vision (116.2f, 702.62a)
    in their main phase, and the verdict says so, the question judges are asked about it."""
    option = only(board(A={"hand": [card]}), SUSPEND)
    assert option.legal
    note = next(n for n in option.notes if n.rule == "118.6")
    assert note.code == "no_mana_cost_may_begin_to_cast" and note.params == {"card": card}
    # A card with a mana cost carries no such note; the timing still applies to a card without one.
    assert not [n for n in only(board(A={"hand": ["Rift Bolt"]}), SUSPEND).notes if n.rule == "118.6"]
    late = board(A={"hand": [card]}, stack=[{"card": "Opt", "controller": "B"}])
    assert failed_codes(only(late, SUSPEND)) == ["needs_sorcery_timing"]


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


DETRITIVORE = {"name": "Detritivore", "mana_cost": "{2}{R}{R}", "type_line": "Creature — Lhurgoyf", "power": "*",
               "toughness": "*",
               "oracle_text": "Detritivore's power and toughness are each equal to the number of nonbasic land cards in "
                              "your opponents' graveyards.\nSuspend X—{X}{3}{R}. X can't be 0. (Rather than cast this "
                              "card from your hand, you may pay {X}{3}{R} and exile it with X time counters on it. At "
                              "the beginning of your upkeep, remove a time counter. When the last is removed, you may "
                              "cast it without paying its mana cost. It has haste.)\nWhenever a time counter is removed "
                              "from Detritivore while it's exiled, destroy target nonbasic land an opponent controls."}


def _detritivore(mountains, real_costs=True):
    return board(real_costs=real_costs, custom_cards=[DETRITIVORE],
                 A={"hand": ["Detritivore"], "battlefield": ["Mountain"] * mountains})


def test_107_3d_suspend_x_offers_each_x_its_player_can_pay_and_exiles_with_x_time_counters():
    """Detritivore (Oracle): "Suspend X—{X}{3}{R}. X can't be 0." 107.3d: X in a special action's cost
    is chosen by its player just before paying it. With six Mountains A may choose 1 ({1}{3}{R}) or 2
    ({2}{3}{R}), each an option saying so (107.3d); taking X = 2 taps all six and exiles Detritivore
    with 2 time counters (702.62a). With four Mountains even X = 1 can't be paid (118.3). Before, the
    words "X can't be 0" made the whole cost a part "not checked": legal with no mana, nothing tapped,
    and no time counter."""
    options = [o for o in engine.evaluate(_detritivore(6)).verdict(SUSPEND).options]
    assert [(o.legal, o.cost, o.detail["time_counters"]) for o in options] == [
        (True, "{1}{3}{R}", "1"), (True, "{2}{3}{R}", "2")]
    assert [(c.rule, c.params["x"]) for c in options[1].checks if c.code == "x_chosen"] == [("107.3d", 2)]
    after = engine.apply(_detritivore(6), options[1])
    assert [(o.card, o.counters) for o in after.player("A").exile] == [("Detritivore", {"time": 2})]
    assert all(o.tapped for o in after.player("A").battlefield)
    four = only(_detritivore(4), SUSPEND)
    assert not four.legal and (four.cost, failed_codes(four)) == ("{1}{3}{R}", ["cost_not_payable"])


def test_107_3d_under_the_exam_convention_suspend_x_offers_the_least_x():
    """With every cost assumed payable, any X could be paid: the least the card allows (1) is offered."""
    option = only(_detritivore(0, real_costs=False), SUSPEND)
    assert option.legal and option.detail["time_counters"] == "1" and option.cost == "{1}{3}{R}"


def test_107_3d_x_cant_be_0_is_read_with_a_typographic_apostrophe_too():
    """A custom card typed in a word processor ("X can’t be 0."): the same least X and clean cost."""
    from judgeapp.core.oracle import parse_keyword_costs
    for text in ("Suspend X—{X}{3}{R}. X can't be 0.", "Suspend X—{X}{3}{R}. X can’t be 0."):
        assert parse_keyword_costs("Test", text, [])["suspend"] == {"time_counters": "X", "cost": "{X}{3}{R}", "least_x": 1}
    assert "least_x" not in parse_keyword_costs("Test", "Suspend 4—{U}", [])["suspend"]
