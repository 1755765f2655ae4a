"""Every reason code has words; impossible boards give warnings and are still evaluated."""

import re
from pathlib import Path

from judgeapp.core import engine, messages
from judgeapp.core.verdict import ActionKind
from tests.helpers import board

SRC = Path(__file__).resolve().parents[2] / "src" / "judgeapp" / "core"


def _codes_in_source(pattern):
    """Every reason code written in the core's source (both sides of `"a" if x else "b"`)."""
    found = set()
    for path in SRC.rglob("*.py"):
        if "quiz" in path.parts:
            continue   # trap names and choice keys, not reason codes
        for match in re.findall(pattern, path.read_text(encoding="utf-8")):
            found |= set(match) if isinstance(match, tuple) else {match}
    return found


def test_every_check_code_in_the_engine_has_an_english_message():
    codes = _codes_in_source(r'code="([a-z_]+)"') | _codes_in_source(r'"([a-z_]+)" if [\w. ]+ else "([a-z_]+)"')
    catalog = messages.catalog("en")
    assert len(codes) > 40
    assert codes - (set(catalog["checks"]) | set(catalog["warnings"])) == set()


def test_every_nothing_to_do_and_warning_code_has_words():
    catalog = messages.catalog("en")
    empty_codes = _codes_in_source(r'verdict\(KIND, (?:\[\]|options|\[option\(.*?\)\]),\s*"([a-z_]+)"')
    assert empty_codes and empty_codes <= set(catalog["nothing"])
    warn_codes = _codes_in_source(r'_warn\("[\d.a-z]+", "([a-z_]+)"')
    assert warn_codes and warn_codes <= set(catalog["warnings"])
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
        for code, template in entries.items():
            text = messages.render(section, code, {})
            assert re.findall(r"\{[A-Z0-9/]+\}", text) == re.findall(r"\{[A-Z0-9/]+\}", template), (section, code)
    assert messages.render("events", "cast_face_down", {"card": "Exalted Angel"}) == \
        "Casting Exalted Angel face down for {3} using its morph ability."
    # In another language the card is named as printed there.
    assert "Angelo Eminente" in messages.render("events", "cast_face_down", {"card": "Exalted Angel"}, "it")
