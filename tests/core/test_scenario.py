"""Scenario files: versioned JSON, loaded all-or-nothing, with errors that name the place."""

import json

import pytest

from judgeapp.core.errors import ScenarioError
from judgeapp.core.resources import resource_path
from judgeapp.core.scenario import dump_scenario, json_schema, load_scenario, parse_scenario, state_of


def _file(**state):
    base = {"format": "judgeapp-scenario", "version": 1, "active_player": "A",
            "players": [{"id": "A"}, {"id": "B"}]}
    return json.dumps({**base, **state})


def _problems(text):
    with pytest.raises(ScenarioError) as err:
        parse_scenario(text, "test.json")
    return err.value.problems


def test_unknown_card_names_the_place_and_suggests_a_fix():
    text = _file(players=[{"id": "A"}, {"id": "B", "hand": [{"card": "Opt"}, {"card": "Opt"}, {"card": "Opt"},
                                                               {"card": "Forrest"}]}])
    assert _problems(text) == [("players[1].hand[3]", "unknown card 'Forrest' (did you mean 'Forest'?)")]


def test_cards_written_in_any_case_or_language_load_under_their_oracle_names():
    # 201.4 / 108.1: a name stands for its card. The board used to keep the file's spelling, so a
    # card written in Japanese read in Japanese in every language, and in the engine's answers.
    text = _file(players=[{"id": "A", "hand": [{"card": "Kraken del mar profundo"}, {"card": "rift bolt"}],
                           "battlefield": [{"card": "賛美されし天使"}, {"card": "Locker Room"}]}, {"id": "B"}],
                 stack=[{"card": "lightning bolt", "controller": "B"}],
                 effects=[{"source": "quenchable fire", "controller": "B", "affected": "A"}])
    state = state_of(parse_scenario(text))
    assert [o.card for o in state.player("A").hand] == ["Deep-Sea Kraken", "Rift Bolt"]
    assert [o.card for o in state.player("A").battlefield] == ["Exalted Angel", "Bottomless Pool // Locker Room"]
    assert state.stack[0].card == "Lightning Bolt" and state.effects[0].source == "Quenchable Fire"
    assert "賛美されし天使" not in dump_scenario(state) and '"Exalted Angel"' in dump_scenario(state)


def test_invalid_json_says_line_and_column():
    problems = _problems('{"format": "judgeapp-scenario",\n "version": 1,,}')
    assert problems[0][0] == "line 2 column 15" and "not valid JSON" in problems[0][1]


def test_wrong_format_and_version_are_reported():
    assert _problems(json.dumps({"format": "other"}))[0][0] == "format"
    assert _problems(json.dumps({"format": "judgeapp-scenario", "version": 0}))[0] == (
        "version", "this judgeapp reads versions 1 to 2, found 0")


def test_bad_step_names_the_field():
    (place, message), = _problems(_file(step="second_main"))
    assert place == "step" and "precombat_main" in message


def test_priority_must_be_a_player():
    assert _problems(_file(priority="C")) == [("priority", "'C' is not a player (A, B)")]


def test_duplicate_object_ids_are_rejected_at_the_second_use():
    text = _file(players=[{"id": "A", "hand": [{"id": "x", "card": "Opt"}], "graveyard": [{"id": "x", "card": "Opt"}]},
                         {"id": "B"}])
    assert _problems(text) == [("players[0].graveyard[0].id", "object id 'x' is already used at players[0].hand[0]")]


def test_duplicate_player_ids_name_the_seat():
    assert _problems(_file(players=[{"id": "A"}, {"id": "B"}, {"id": "A"}])) == [
        ("players[2].id", "player id 'A' is already used by players[0]")]


def test_one_to_seven_players_are_refused_outside_2_to_6():
    (place, message), = _problems(_file(players=[{"id": "A"}]))
    assert place == "players"


def test_unknown_keys_are_refused_with_their_place():
    (place, message), = _problems(_file(players=[{"id": "A", "hnad": []}, {"id": "B"}]))
    assert (place, message) == ("players[0].hnad", "unknown field 'hnad'")


def test_missing_file_is_a_scenario_error(tmp_path):
    with pytest.raises(ScenarioError, match="no such file"):
        load_scenario(tmp_path / "nope.json")


def test_custom_card_in_a_scenario_gets_its_keyword_costs_parsed():
    custom = {"name": "Homebrew Drake", "mana_cost": "{3}{U}", "type_line": "Creature — Drake",
              "oracle_text": "Flying\nMorph {1}{U}"}
    scenario = parse_scenario(_file(custom_cards=[custom],
                                    players=[{"id": "A", "battlefield": [{"card": "Homebrew Drake", "face_down": "morph"}]},
                                             {"id": "B"}]))
    assert state_of(scenario).custom_cards[0].morph == "{1}{U}"


def test_dump_then_load_gives_the_same_state():
    original = state_of(load_scenario(resource_path("scenarios", "room-and-companion.json")))
    again = state_of(parse_scenario(dump_scenario(original, title="copy")))
    assert again == original


def test_json_schema_describes_the_file_format():
    schema = json_schema()
    assert schema["properties"]["format"]["const"] == "judgeapp-scenario"
    assert "players" in schema["required"] and "Step" in schema["$defs"]


def test_version_1_files_load_as_version_2_unchanged():
    """Issue 11 bumped the format to version 2. The examples the previous release shipped, and
    every file it saved (the same layout with "version": 1), load unchanged."""
    from hypothesis import HealthCheck, given, settings

    from tests.board_strategies import boards

    from pathlib import Path
    # The twelve bundled examples exactly as the version 1 release shipped them.
    version_1 = sorted((Path(__file__).parents[1] / "data" / "scenarios-v1").glob("*.json"))
    assert len(version_1) == 12
    for path in version_1:
        assert json.loads(path.read_text(encoding="utf-8"))["version"] == 1
        old = load_scenario(path)
        now = load_scenario(resource_path("scenarios", path.name))
        assert old.version == 2 and (old.title, old.description) == (now.title, now.description)

    @settings(max_examples=60, deadline=None, suppress_health_check=list(HealthCheck))
    @given(boards())
    def saved_by_version_1(state):
        data = json.loads(dump_scenario(state, title="t"))
        assert data["version"] == 2
        data["version"] = 1
        assert state_of(parse_scenario(json.dumps(data))) == state

    saved_by_version_1()


def test_an_unknown_future_version_is_refused_with_the_versions_read():
    assert _problems(json.dumps({"format": "judgeapp-scenario", "version": 3}))[0] == (
        "version", "this judgeapp reads versions 1 to 2, found 3")


def test_a_title_and_description_in_the_readers_language_where_the_file_has_them():
    scenario = parse_scenario(_file(title="Plot", description="Can A plot?",
                                    translations={"it": {"title": "Complottare", "description": "A può complottare?"}}))
    assert scenario.situation("it").title == "Complottare" and scenario.situation("ja").title == "Plot"


BASIC_LANDS = {"Plains", "Island", "Swamp", "Mountain", "Forest"}   # inflected in sentences: "quattro Pianure"


def _misnamed_cards(path):
    """(language, field, card, the name the text should use) for each card a translated title,
    story or description names otherwise than the board does: the card's printed name in that
    language from the card data, or its English name where the data has none."""
    import re
    from judgeapp.core.cards import builtin_cards
    from judgeapp.core.messages import card_name
    data = json.loads(path.read_text(encoding="utf-8"))
    names = [card.name for card in builtin_cards().cards if card.name not in BASIC_LANDS]
    faces = [face for card in builtin_cards().cards if len(card.faces) > 1 for face in card.faces]
    # A card the scenario defines is named as it defines it, even where a bundled card's name is
    # part of it ("Silence" in Deafening Silence).
    own = [card["name"] for card in data.get("custom_cards", [])]

    def without_own(text: str) -> str:
        for name in own:
            text = text.replace(name, "")
        return text
    found = []
    for lang, words in data.get("translations", {}).items():
        for field in ("title", "story", "description"):
            english, translated = without_own(data.get(field) or ""), without_own(words.get(field) or "")
            for name in names:
                if not re.search(rf"\b{re.escape(name)}\b", english):
                    continue
                printed = card_name(name, lang)
                left_in_english = printed != name and re.search(rf"\b{re.escape(name)}\b", translated)
                if printed not in translated or left_in_english:
                    found.append((lang, field, name, printed))
            # A face named on its own (a Room's door, a modal card's land) is named as the board
            # names that face.
            for face in faces:
                printed = face.names.get(lang, face.name)
                pattern = rf"\b{re.escape(face.name)}\b"
                if printed != face.name and re.search(pattern, english) and re.search(pattern, translated):
                    found.append((lang, field, face.name, printed))
    return found


@pytest.mark.parametrize("path", sorted(resource_path("scenarios").glob("*.json")), ids=lambda p: p.stem)
def test_a_translated_scenario_names_each_card_as_the_board_does(path):
    """49 translated titles and descriptions named cards their own way: "Moteur amortisseur" for
    Niveleur (Damping Engine), "Arbitro Leonino" for Giudice Leonid, "探検" for 踏査, a Spanish
    "Rayo" for Relámpago, "copiare Opt" beside "lancia Opzione". A judge reads one name on the
    board and another in the story. Each card is named as the board names it: its printed name
    in the card data, or the English one where the data has none (Brago's Favor, a conspiracy).
    A Room's door named on its own is named as its face is: four French and six Spanish stories
    said "déverrouiller Shattered Yard", "desbloquear Locker Room" under a board that reads
    Jardin fracassé, Vestuario."""
    assert _misnamed_cards(path) == []
