"""A refused file or edit says why in the reader's language, not in English whatever the language.

Before: every reason a scenario file was refused ("Input should be a valid integer…", "'Q' is not a
player (A, B)", "{X} is not a type of mana…") came from pydantic or the board model in English, so
a Japanese judge opening a friend's damaged file read English under a Japanese heading. Each
reason is now a code of the catalogs' "problems" section (errors.Said) said in the reader's
language; the places stay the file's own paths ("players[0].hand[2]"), which are the same in
every language.
"""

import json
from collections import Counter

import pytest

from judgeapp.cli import main
from judgeapp.core import messages
from judgeapp.core.errors import Said, ScenarioError
from judgeapp.core.scenario import MAX_OBJECTS, parse_scenario, validation_text
from judgeapp.core.state import Player
from tests.mutations import mutated_files

OTHERS = ("it", "ja", "es", "fr")


def _refusal(data) -> ScenarioError:
    with pytest.raises(ScenarioError) as raised:
        parse_scenario(data if isinstance(data, str) else json.dumps(data), "bad.json")
    return raised.value


def _file(**fields):
    return {"format": "judgeapp-scenario", "version": 2, "active_player": "A",
            "players": [{"id": "A"}, {"id": "B"}], **fields}


# One file with a problem of each kind a hand-edited file shows (the loader fuzz's commonest).
MANY_PROBLEMS = _file(
    turn="seven", step="upkeeep", priority="Q", passed="A",
    players=[{"id": "A", "life": 1.5, "mana_pool": "{X}", "zzz": 1,
              "battlefield": [{"card": "Forest", "tapped": "maybe", "face_down": "sideways",
                               "counters": {"time": 2_000_000}}, 7]},
             {"id": "B", "hand": [{"card": 3}], "library": {"card": "Forest"}}],
    stack=[{"card": "Opt", "controller": "A", "targets": [{"kind": "planet", "id": "x"}]}],
    turn_facts={"lands_played": -1, "spells_cast": {"A": True}},
)


def test_every_reason_of_a_file_with_many_problems_is_worded_by_the_catalogs():
    err = _refusal(MANY_PROBLEMS)
    plain = [message for _place, message in err.said_problems if not isinstance(message, Said)]
    assert plain == [] and len(err.said_problems) >= 10, err.problems


@pytest.mark.parametrize("lang", OTHERS)
def test_a_refused_file_is_explained_in_the_readers_language(lang):
    err = _refusal(MANY_PROBLEMS)
    english, translated = err.problems_in("en"), err.problems_in(lang)
    assert [place for place, _ in translated] == [place for place, _ in english]     # the file's own paths
    for (place, said), (_, in_english) in zip(translated, english):
        assert said != in_english, (lang, place, said)


def test_the_mana_pool_reason_quotes_rule_106_1b_in_every_language():
    """A pool holds the six types of mana (106.1b); {X} is none of them. The rule number and the
    mana symbols are the same in every language."""
    err = _refusal(_file(players=[{"id": "A", "mana_pool": "{X}"}, {"id": "B"}]))
    assert err.problems_in("en") == [("players[0].mana_pool", "{X} is not a type of mana: a mana pool holds "
                                                             "{W}, {U}, {B}, {R}, {G} and {C} (106.1b)")]
    assert err.problems_in("it")[0][1].startswith("{X} non è un tipo di mana: una riserva di mana contiene")
    assert err.problems_in("ja")[0][1].startswith("{X}はマナの種類ではない。マナ・プール")
    for lang in OTHERS:
        said = err.problems_in(lang)[0][1]
        assert "(106.1b)" in said or "（106.1b）" in said
        assert [s for s in ("{W}", "{U}", "{B}", "{R}", "{G}", "{C}") if s in said] == ["{W}", "{U}", "{B}", "{R}",
                                                                                      "{G}", "{C}"]


def test_a_json_mistake_is_placed_and_named_in_the_readers_language():
    err = _refusal('{"format": "judgeapp-scenario",\n "version" 2}')
    assert err.problems_in("en") == [("line 2 column 12", "not valid JSON: a colon (:) is expected here")]
    assert err.problems_in("it") == [("riga 2 colonna 12", "JSON non valido: qui sono attesi i due punti (:)")]
    assert err.problems_in("ja") == [("2行12列", "正しいJSONではない：ここにはコロン（:）が必要")]


def test_numbers_are_written_as_the_language_writes_them_and_take_its_plural():
    """5,001 objects is over the limit of 5,000: Italian and Spanish write 5.001, French 5 001
    (a no-break space); "1 kind of effect" but "2 kinds"."""
    too_many = _file(players=[{"id": "A", "hand": ["Forest"] * (MAX_OBJECTS + 1)}, {"id": "B"}])
    said = {lang: _refusal(too_many).problems_in(lang)[0][1] for lang in ("en", "it", "es", "fr")}
    assert said["en"].startswith("5,001 objects, but a scenario file is at most 5 MB, with at most 5,000 objects")
    assert said["it"].startswith("5.001 oggetti, ma") and "5.000 oggetti" in said["it"]
    assert said["es"].startswith("5.001 objetos, pero")
    assert said["fr"].startswith("5\u00a0001 objets, mais")
    one = Said("no_template", card="Quenchable Fire", count=1, template=1)
    two = Said("no_template", card="Quenchable Fire", count=2, template=3)
    assert one.text() == "Quenchable Fire leaves 1 kind of effect, so there is no template 1"
    assert two.text() == "Quenchable Fire leaves 2 kinds of effect, so there is no template 3"
    assert "lascia 2 tipi di effetto" in two.text("it") and "lascia 1 tipo di effetto" in one.text("it")


def test_a_card_in_a_reason_is_named_as_printed_in_the_language():
    err = _refusal(_file(players=[{"id": "A", "hand": [{"card": "Forest", "face": 3}]}, {"id": "B"}]))
    assert err.problems_in("en") == [("players[0].hand[0].face", "Forest has no face 3 (faces: 1)")]
    assert err.problems_in("it")[0][1].startswith(messages.card_name("Forest", "it") + " non ha una faccia 3")


def test_a_files_own_words_in_a_reason_are_put_in_as_they_are():
    """A player id is the file's text: markup, braces that look like a placeholder and runs of
    spaces are shown as written, never read as a template or folded."""
    hostile = "{limits}  <b>x</b>"
    err = _refusal(_file(priority=hostile))
    for lang in ("en", *OTHERS):
        (place, said), = err.problems_in(lang)
        assert place == "priority" and repr(hostile) in said and "scenario" not in said, (lang, said)


def test_an_edit_refused_by_the_board_model_says_why_in_the_language():
    """The pool field's refusal, as the board's status bar shows it (validation_text)."""
    with pytest.raises(ValueError) as raised:
        Player.model_validate({"id": "A", "mana_pool": "{2/W}"})
    assert validation_text(raised.value).startswith("mana_pool: {2/W} is not a type of mana")
    assert validation_text(raised.value, "fr").startswith("mana_pool\u00a0: {2/W} n'est pas un type de mana")
    assert validation_text(raised.value, "ja").startswith("mana_pool：{2/W}はマナの種類ではない")


def test_mutated_files_are_refused_in_the_catalogs_words():
    """Across 400 mutated files (the loader fuzz's mutations), every reason is a catalog entry but
    an unknown card's (said by the interface in its language) and a rare pydantic check the
    catalogs don't word, which must stay rare."""
    plain, worded = Counter(), 0
    for _name, text in mutated_files(400, 11):
        try:
            parse_scenario(text, "m.json")
        except ScenarioError as err:
            for place, message in err.said_problems:
                if isinstance(message, Said):
                    worded += 1
                elif place not in err.unknown_cards:
                    plain[message] += 1
    assert worded > 300 and sum(plain.values()) <= worded // 100, plain.most_common(5)


def test_the_command_line_says_a_refusal_in_the_language_asked_for(tmp_path, capsys):
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(_file(priority="Q")), encoding="utf-8")
    assert main(["check", str(bad), "--lang", "es"]) == 2
    assert f"judgeapp: {bad}: priority: 'Q' no es un jugador (A, B)" in capsys.readouterr().err     # (es colon ": ")
    assert main(["check", str(bad)]) == 2
    assert "priority: 'Q' is not a player (A, B)" in capsys.readouterr().err



def test_a_position_in_the_file_is_numbered_as_an_editor_numbers_it():
    """A column past 999 is "column 2853", not "column 2,853" (as the loader fuzz found: the
    thousands separator made a position look like two numbers)."""
    text = '{"format": "judgeapp-scenario", "title": "' + "x" * 3000 + '" "version": 2}'
    for lang, place in (("en", "line 1 column 3045"), ("it", "riga 1 colonna 3045"), ("ja", "1行3045列")):
        assert _refusal(text).problems_in(lang)[0][0] == place


def test_an_unknown_card_is_explained_in_the_language_asked_for(tmp_path, capsys):
    """The commonest mistake in a hand-written file, a misspelt card: `judgeapp check --lang fr`
    said "unknown card 'Forrest' (did you mean 'Forest'?)" in English. Two close names are joined
    by the language's "or"."""
    from judgeapp.core.errors import UnknownCardError
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(_file(players=[{"id": "A", "hand": [{"card": "Forrest"}]}, {"id": "B"}])), encoding="utf-8")
    assert main(["check", str(bad), "--lang", "fr"]) == 2
    assert "players[0].hand[0]\u00a0: carte inconnue 'Forrest' (vouliez-vous dire 'Forest'\u00a0?)" in \
        capsys.readouterr().err
    two = UnknownCardError("Islnd", ["Island", "Inland"])
    assert str(two) == "unknown card 'Islnd' (did you mean 'Island' or 'Inland'?)"
    assert two.said.text("it") == "carta sconosciuta 'Islnd' (forse 'Island' o 'Inland'?)"
    assert two.said.text("ja") == "不明なカード'Islnd'（'Island'または\u200b'Inland'のことか？）"


def test_several_symbols_that_are_no_mana_take_the_plural():
    """107.4: "'Q', '2/P' is not a mana symbol" read as one; two symbols take the plural form."""
    from judgeapp.core.cards import CardDef
    for cost, english, french in (("{Q}", "'Q' is not a mana symbol (107.4)", "'Q' n'est pas un symbole de mana"),
                                  ("{Q}{2/P}", "'Q', '2/P' are not mana symbols (107.4)",
                                   "'Q', '2/P' ne sont pas des symboles de mana")):
        with pytest.raises(ValueError) as raised:
            CardDef.model_validate({"name": "My Morph", "mana_cost": cost})
        assert validation_text(raised.value) == f"mana_cost: {english}"
        assert french in validation_text(raised.value, "fr")
