"""Every reason code has words; impossible boards give warnings and are still evaluated."""

import re

import pytest

from judgeapp.core import engine, messages
from judgeapp.core.reasons import Reason
from judgeapp.core.verdict import ActionKind, Check
from tests.helpers import board

LANGUAGES = ("en", "it", "ja", "es", "fr")


def test_every_reason_has_words_in_every_language():
    """Each Reason is worded in a catalog section (checks, nothing or warnings), in all five
    languages; and every worded code is a Reason (no orphan entry)."""
    for lang in LANGUAGES:
        catalog = messages.catalog(lang)
        worded = set(catalog["checks"]) | set(catalog["nothing"]) | set(catalog["warnings"])
        assert {r.value for r in Reason} == worded, lang


def test_a_check_accepts_only_a_known_reason():
    """The type is the list: a misspelt code is refused where it is made, not shown as a key."""
    assert Check(rule="116.2a", passed=True, code="own_turn").code is Reason.OWN_TURN
    with pytest.raises(ValueError, match="'own_trun' is not a valid Reason"):
        Check(rule="116.2a", passed=True, code="own_trun")


def test_pass_and_fail_codes_of_one_condition_train_the_same_skill():
    assert Reason.OWN_TURN.skill == Reason.NOT_OWN_TURN.skill == "own_turn"
    assert Reason.STACK_EMPTY.skill == Reason.STACK_NOT_EMPTY.skill
    assert Reason.NO_SUSPEND_CARD.skill == ""      # "nothing to do" trains no condition
    # The quiz words each skill as a wrong answer ("No: it is not their turn"): all have words.
    skills = {r.skill for r in Reason if r.skill}
    for lang in LANGUAGES:
        assert skills <= set(messages.catalog(lang)["quiz_no"]), lang


def test_every_action_has_a_title_and_an_option_label():
    catalog = messages.catalog("en")
    assert set(catalog["actions"]) == {k.value for k in ActionKind} == set(catalog["options"])


def test_messages_fill_in_words_and_names():
    text = messages.render("checks", "not_main_phase", {"step": "beginning_of_combat"})
    assert text == "It is the beginning of combat step, not a main phase."
    # A card name that happens to be a catalog word is shown as it is.
    assert messages.render("checks", "cast_prohibited", {"source": "end"}) == "end prohibits casting it."


def test_status_priority_in_untap_is_a_warning_and_the_board_is_still_evaluated():
    evaluation = engine.evaluate(board(step="untap", priority="A", A={"hand": ["Forest"]}))
    assert [w.code for w in evaluation.warnings] == ["priority_in_untap"]
    assert len(evaluation.verdicts) == 12 and evaluation.legal_options == ()


def test_status_companion_not_outside_the_game():
    state = board(A={"hand": [{"id": "lutri", "card": "Lutri, the Spellchaser"}], "companion": "lutri"})
    assert "companion_not_outside_game" in [w.code for w in engine.evaluate(state).warnings]


def test_status_more_lands_played_than_allowed():
    state = board(turn_facts={"lands_played": 2})
    warning = next(w for w in engine.evaluate(state).warnings if w.code == "too_many_lands_played")
    assert warning.rule == "305.2b" and warning.params["allowed"] == 1


def test_status_variant_objects_without_the_variant():
    state = board(A={"command": ["Naya", {"card": "Secret Summoning", "face_down": "other"}]})
    codes = {w.code for w in engine.evaluate(state).warnings}
    assert {"plane_without_planechase", "conspiracy_without_draft"} <= codes


def test_a_possible_board_has_no_warnings():
    assert engine.evaluate(board(A={"hand": ["Forest"]})).warnings == ()


def test_every_catalog_entry_renders_and_mana_symbols_stay():
    catalog = messages.catalog("en")
    for section, entries in catalog.items():
        for code, entry in entries.items():
            text = messages.render(section, code, {})
            template = entry if isinstance(entry, str) else entry["other"]     # plural forms: no number given
            assert re.findall(r"\{[A-Z0-9/]+\}", text) == re.findall(r"\{[A-Z0-9/]+\}", template), (section, code)
    assert messages.render("events", "cast_face_down", {"card": "Exalted Angel"}) == \
        "Casting Exalted Angel face down for {3} using its morph ability."
    # In another language the card is named as printed there.
    assert "Angelo Eminente" in messages.render("events", "cast_face_down", {"card": "Exalted Angel"}, "it")


def test_108_1_a_custom_card_that_rewrites_a_real_card_is_a_warning():
    """108.1: a card's wording is its Oracle text. A shared board may define its own "Island" with
    flash or a morph cost; the board's definition wins, so a judge opening the file is told that
    the verdicts read the board's text. The same wording (spaces aside) is no warning, nor is a
    card the data doesn't have."""
    island_with_morph = {"name": "Island", "type_line": "Basic Land — Island", "oracle_text": "Morph {U}"}
    same_island = {"name": "Island", "type_line": "Basic Land  — Island", "oracle_text": "({T}: Add {U}.)"}
    homebrew = {"name": "Homebrew Drake", "mana_cost": "{3}{U}", "type_line": "Creature — Drake",
                "oracle_text": "Flying"}
    warned = engine.evaluate(board(A={"battlefield": [{"card": "Island", "face_down": "morph"}]},
                                   custom_cards=(island_with_morph,))).warnings
    replaced = [w for w in warned if w.code == Reason.CUSTOM_CARD_REPLACES_CARD]
    assert [(w.rule, w.params["card"], w.params["where"]) for w in replaced] == [("108.1", "Island", "custom_cards")]
    assert messages.warning_line(replaced[0], "it").startswith("108.1: La carta personalizzata Isola del tavolo")
    for custom in (same_island, homebrew):
        codes = [w.code for w in engine.evaluate(board(A={"hand": ["Forest"]}, custom_cards=(custom,))).warnings]
        assert Reason.CUSTOM_CARD_REPLACES_CARD not in codes, custom["name"]


def test_903_3_a_card_marked_commander_that_cant_be_one_is_a_board_warning():
    """903.3: a commander is a legendary creature, Vehicle or Spacecraft card; 903.3a: or one whose
    text says it can be. Grizzly Bears (not legendary) marked as A's commander in the command zone is
    a board warning naming it, in any zone (903.3: the designation is the card's), and so is a
    legendary Spacecraft without a power/toughness box (903.3, its case (c)); Jhoira of the Ghitu (a legendary
    creature) and a planeswalker that "can be your commander" are not."""
    from judgeapp.core.status import status
    walker = {"name": "Test Walker", "mana_cost": "{2}{U}", "type_line": "Legendary Planeswalker — Test",
              "oracle_text": "+1: Draw a card.\nTest Walker can be your commander."}
    station = {"name": "Test Station", "mana_cost": "{3}", "type_line": "Legendary Artifact — Spacecraft",
               "oracle_text": "Station"}      # a Spacecraft without a power/toughness box
    state = board(custom_cards=[walker, station], A={
        "command": [{"id": "bears", "card": "Grizzly Bears", "commander": True},
                    {"card": "Jhoira of the Ghitu", "commander": True}],
        "hand": [{"card": "Test Walker", "commander": True}, {"id": "station", "card": "Test Station", "commander": True}]})
    warnings = [(w.rule, w.params["where"], w.params["card"]) for w in status(state) if w.code == "commander_not_legal"]
    assert warnings == [("903.3", "station", "Test Station"), ("903.3", "bears", "Grizzly Bears")]   # (hand, then command)


def _warned_board():
    """Two Auras attached to nothing (704.5m), a spell and an ability targeting objects not on the
    board (608.2b), an effect recorded in a later turn (500.1), and too many lands played (305.2b)."""
    return board(turn=3, A={"battlefield": [{"id": "threads", "card": "Threads of Disloyalty"}]},
                 B={"battlefield": [{"id": "curse", "card": "Volrath's Curse"}]},
                 stack=[{"id": "s1", "card": "Divination", "targets": [{"kind": "object", "id": "gone"}]},
                        {"id": "s2", "kind": "ability", "text": "Return target creature card from your graveyard\n"
                         "to the battlefield.", "targets": [{"kind": "object", "id": "dead"}]}],
                 effects=[{"id": "e1", "source": "Quenchable Fire", "controller": "B", "affected": "A",
                           "created_turn": 9}],
                 turn_facts={"lands_played": 2})


def test_a_list_of_warnings_names_the_card_spell_or_effect_each_is_about():
    """A warning shown in a list (the Board warnings strip, `judgeapp check`) names what it concerns
    before its words: "It is an Aura attached to nothing" said nothing of which Aura, and a board
    with four of them listed four lines alike. A warning about a part of the board that its words
    name (the lands played, 305.2b) has no name put before it."""
    state = _warned_board()
    warnings = engine.evaluate(state).warnings

    def listed(lang: str, start: str) -> list[str]:
        return [line for line in messages.warning_lines(warnings, state, lang) if line.startswith(start)]

    assert listed("en", "704.5m: Threads of Disloyalty (A, battlefield): It is an Aura attached to nothing")
    assert listed("en", "704.5m: Volrath's Curse (B, battlefield): It is an Aura attached to nothing")
    assert listed("en", "608.2b: Divination (stack, A): It targets gone, which is not on the board")
    # an ability without a card: its words on one line, cut short
    assert listed("en", "608.2b: Return target creature card from your… (stack, A): It targets dead")
    assert listed("en", "500.1: Quenchable Fire (effect, B): It records turn 9, but this is turn 3.")
    assert listed("en", "305.2b: 2 lands played this turn")       # no name: the words say what it is about
    assert listed("ja", "704.5m：不忠の糸（A、戦場）：")
    assert listed("ja", "608.2b：予言（スタック、A）：")
    assert listed("fr", "500.1\u00a0: Feu éteignable (effet, B)\u00a0: ")
    assert len(messages.warning_lines(warnings, state, "it")) == len(warnings) == 6
