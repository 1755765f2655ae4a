"""Issue 13: the full card set from the community's open bulk files. Small fixtures in both
real formats (tests/data/cards: MTGJSON AtomicCards and Scryfall Oracle Cards, laid out as
their documentation describes, with real cards' Oracle text) cover split, modal DFC, adventure,
Room, flip, meld, transform and the face-down and keyword-cost cards special actions read."""

import json
from pathlib import Path

import pytest

from judgeapp.core import cards, engine
from judgeapp.core.card_store import STORE_FILE, CardStore, ImportCancelled, import_cards, name_key
from judgeapp.core.errors import UnknownCardError
from judgeapp.core.state import GameState

DATA = Path(__file__).resolve().parents[1] / "data" / "cards"
ATOMIC, ORACLE = DATA / "AtomicCards-sample.json", DATA / "oracle-cards-sample.json"
EXPECTED = {"morph": 2, "megamorph": 1, "disguise": 1, "suspend": 2, "foretell": 1, "plot": 1, "companion": 1,
            "room": 1, "split_second": 1, "mdfc_land_face": 1, "hidden_agenda": 1}


@pytest.fixture
def store(tmp_path):
    """The MTGJSON sample imported and in use; the bundled cards alone again afterwards."""
    import_cards(ATOMIC, tmp_path)
    yield cards.use_store(tmp_path / STORE_FILE)
    cards.use_store(None)


@pytest.mark.parametrize("source", [ATOMIC, ORACLE], ids=["mtgjson", "scryfall"])
def test_both_formats_import_every_card_and_recognise_every_keyword_cost(tmp_path, source):
    report = import_cards(source, tmp_path)
    assert report.cards == 21 and report.rejected == []
    for keyword, count in EXPECTED.items():
        assert report.recognised[keyword] == count, (keyword, report.recognised)
    assert report.recognised["flash"] >= 1
    assert report.unparsed == []          # every keyword-cost line was understood
    meta = CardStore(tmp_path / STORE_FILE).meta()
    assert meta["cards"] == "21" and meta["source"] == ("mtgjson" if source == ATOMIC else "scryfall")
    if source == ATOMIC:
        assert meta["date"] == "2026-11-30" and meta["version"].startswith("5.2.2")


def test_names_in_every_language_accents_ignored_and_words_found(store):
    assert store.record("Fuoco // Ghiaccio")["name"] == "Fire // Ice"          # Italian
    assert store.record("egorgeur zombie")["name"] == "Zombie Cutthroat"        # French, accent left out
    assert store.record("ZOMBIE CUTTHROAT")["name"] == "Zombie Cutthroat"
    assert ("ゾンビの殺し屋", "Zombie Cutthroat") in store.complete("ゾンビ")      # Japanese, as typed
    assert ("Tok-Tok, Volcano Born", "Akki Lavarunner // Tok-Tok, Volcano Born") in store.complete("volcano")
    assert {english for _shown, english in store.complete("insect")} == {"Delver of Secrets // Insectile Aberration"}
    assert name_key("Éméria") == name_key("emeria")


def test_an_imported_card_works_in_the_engine(store):
    """A face-down Zombie Cutthroat (not a bundled card) turns face up for its non-mana morph
    cost, "Pay 5 life" (702.37e); Brisela's "can't cast" is flagged as not modelled (116.1)."""
    state = GameState.model_validate({
        "players": [{"id": "A", "battlefield": [{"id": "z", "card": "Zombie Cutthroat", "face_down": "morph"},
                                                {"card": "Bruna, the Fading Light // Brisela, Voice of Nightmares"}]},
                    {"id": "B"}],
        "active_player": "A", "step": "precombat_main", "priority": "A"})
    evaluation = engine.evaluate(state, "A")
    (option,) = evaluation.verdict("turn_face_up").options
    assert option.legal and option.cost == "Pay 5 life"
    flagged = [w for w in evaluation.warnings if w.code == "effect_not_modelled"]
    assert [w.params["card"] for w in flagged] == ["Bruna, the Fading Light // Brisela, Voice of Nightmares"]


def test_a_chosen_name_names_an_imported_card_or_face_however_it_is_written(store):
    # 201.4, 709.4a: Fire // Ice's halves are chosen one at a time; the imported set's names count.
    db = cards.builtin_cards()
    assert db.oracle_name("fuoco // ghiaccio") == "Fire // Ice"
    assert db.oracle_name("ice") == "Ice"
    assert db.oracle_name("ゾンビの殺し屋") == "Zombie Cutthroat"
    assert db.oracle_name("Zombie Cutthraot") is None


def test_an_unknown_card_says_how_to_get_it():
    with pytest.raises(UnknownCardError, match="import the full card set .* or add it as a custom card"):
        cards.builtin_cards().get("Zombie Cutthroat")


def test_a_failed_or_cancelled_import_leaves_the_previous_store_as_it_was(tmp_path):
    import_cards(ATOMIC, tmp_path)
    before = (tmp_path / STORE_FILE).read_bytes()
    broken = tmp_path / "broken.json"
    broken.write_bytes(ATOMIC.read_bytes()[:5000])           # cut in the middle
    with pytest.raises(ValueError, match="not a complete JSON file"):
        import_cards(broken, tmp_path)
    neither = tmp_path / "neither.json"
    neither.write_text('{"cards": []}', encoding="utf-8")
    with pytest.raises(ValueError, match="neither an MTGJSON AtomicCards file nor a Scryfall"):
        import_cards(neither, tmp_path)
    with pytest.raises(ImportCancelled):
        import_cards(ORACLE, tmp_path, progress=lambda done, total: False)
    assert (tmp_path / STORE_FILE).read_bytes() == before
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(STORE_FILE)] == [STORE_FILE]


def test_an_import_the_disk_has_no_room_for_says_where_and_leaves_the_store_as_it_was(tmp_path):
    # `judgeapp cards import` on a full disk (tests/full_disk.py: no file may grow past 16 KB)
    # ended in a traceback (sqlite3.OperationalError: database or disk is full); the app's
    # dialog said only "OperationalError".
    from tests.full_disk import judgeapp_on_a_full_disk
    data = tmp_path / "data"
    import_cards(ATOMIC, data)
    before = (data / STORE_FILE).read_bytes()
    done = judgeapp_on_a_full_disk(["cards", "import", str(ORACLE)], tmp_path, limit=16 * 1024)
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert f"judgeapp: {data / STORE_FILE}: the card set could not be written there (" in done.stderr
    assert (data / STORE_FILE).read_bytes() == before
    assert [p.name for p in data.iterdir() if p.name.startswith(STORE_FILE)] == [STORE_FILE]


def test_a_card_that_fails_validation_is_reported_and_the_rest_imported(tmp_path):
    data = json.loads(ATOMIC.read_text(encoding="utf-8"))
    data["data"]["Broken Card"] = [{"name": "Broken Card", "layout": "normal", "manaCost": "{Q}{Q}", "type": "Instant",
                                    "text": "", "keywords": []}]
    bad = tmp_path / "AtomicCards.json"
    bad.write_text(json.dumps(data), encoding="utf-8")
    report = import_cards(bad, tmp_path / "store")
    assert report.cards == 21 and [name for name, _why in report.rejected] == ["Broken Card"]


def test_a_scenario_with_a_card_no_store_has_says_which_and_how_to_get_it():
    from judgeapp.core.errors import ScenarioError
    from judgeapp.core.scenario import parse_scenario
    text = json.dumps({"format": "judgeapp-scenario", "version": 2, "active_player": "A",
                       "players": [{"id": "A", "hand": [{"card": "Zombie Cutthroat"}]}, {"id": "B"}]})
    with pytest.raises(ScenarioError) as caught:
        parse_scenario(text, "store-card.json")
    (place, message), = caught.value.problems
    assert place == "players[0].hand[0]" and "unknown card 'Zombie Cutthroat'" in message
    assert "import the full card set" in message and "custom card" in message


def _mutations(raw: bytes, count: int, seed: int):
    """Hostile variants of a card file: bytes flipped, cut, values swapped for other JSON types."""
    import random
    rng = random.Random(seed)
    data = json.loads(raw)
    odd = [None, 7, 1.5, True, "text", [], {}, [1, 2], {"a": None}]
    for i in range(count):
        if i % 3 == 0:
            flipped = bytearray(raw)
            for _ in range(rng.randint(1, 20)):
                flipped[rng.randrange(len(flipped))] = rng.randrange(256)
            yield bytes(flipped[:rng.randint(1, len(flipped))] if rng.random() < 0.3 else flipped)
        else:
            copy = json.loads(json.dumps(data))
            cards_ = copy["data"] if isinstance(copy, dict) else copy
            for _ in range(rng.randint(1, 6)):
                key = rng.choice(list(cards_)) if isinstance(cards_, dict) else rng.randrange(len(cards_))
                entry = cards_[key]
                target = entry[0] if isinstance(entry, list) and entry else entry
                if isinstance(target, dict) and target:
                    target[rng.choice(list(target))] = rng.choice(odd)
                else:
                    cards_[key] = rng.choice(odd)
            yield json.dumps(copy).encode()


@pytest.mark.parametrize("source", [ATOMIC, ORACLE], ids=["mtgjson", "scryfall"])
def test_hostile_card_files_are_refused_or_read_and_never_crash_or_damage_the_store(tmp_path, source):
    """Fuzz: 150 mutated files per format. Each is imported or refused with a ValueError that
    names the file; the previous store stays intact every time it is refused."""
    import_cards(ATOMIC, tmp_path)
    good = (tmp_path / STORE_FILE).read_bytes()
    target = tmp_path / "mutated.json"
    for raw in _mutations(source.read_bytes(), 150, seed=13):
        target.write_bytes(raw)
        try:
            import_cards(target, tmp_path)
        except ValueError as err:
            assert str(target) in str(err)
            assert (tmp_path / STORE_FILE).read_bytes() == good
        else:
            good = (tmp_path / STORE_FILE).read_bytes()      # a readable file replaced it: fine


def _damaged_store(tmp_path, damage: str) -> Path:
    """A card set file as a crash mid-copy, a disk error or a hand edit could leave it."""
    real = tmp_path / "real"
    import_cards(ATOMIC, real)
    data = (real / STORE_FILE).read_bytes()
    path = tmp_path / STORE_FILE
    if damage == "not a database":
        path.write_bytes(b"garbage" * 100)
    elif damage == "empty":
        path.write_bytes(b"")
    elif damage == "cut short":
        path.write_bytes(data[:len(data) // 3])
    else:
        import sqlite3
        path.write_bytes(data)
        with sqlite3.connect(path) as db:
            if damage == "a record that is not JSON":
                db.execute("UPDATE cards SET data = '{'")
            elif damage == "a record that is not a card":
                db.execute("UPDATE cards SET data = '{\"name\": 5}'")
            else:   # "its tables dropped"
                db.execute("DROP TABLE names")
        db.close()
    return path


DAMAGE = ["not a database", "empty", "cut short", "a record that is not JSON", "a record that is not a card",
          "its tables dropped"]


@pytest.mark.parametrize("damage", DAMAGE)
def test_a_damaged_card_set_says_which_file_and_why_and_the_bundled_cards_still_work(tmp_path, damage):
    # Before: every lookup of a name the bundled cards don't have raised sqlite3's own error
    # (or pydantic's), which the app showed as "Something went wrong" and the command line as a
    # traceback.
    cards.use_store(_damaged_store(tmp_path, damage))
    try:
        db = cards.builtin_cards()
        with pytest.raises(UnknownCardError, match=r"imported card set .*cards\.sqlite can't be read .*import it again"):
            db.get("Zombie Cutthroat")
        assert "Zombie Cutthroat" not in db and cards.store_problem() is not None
        assert db.get("Forest").name == "Forest"        # the bundled cards as ever
        state = GameState.model_validate({"players": [{"id": "A", "hand": [{"id": "f", "card": "Forest"}]},
                                                      {"id": "B"}], "active_player": "A", "priority": "A"})
        assert engine.evaluate(state, "A").verdicts[0].legal_options
    finally:
        cards.use_store(None)
    assert cards.store_problem() is None        # another store (or none) starts with a clean slate


def test_the_command_line_says_a_card_set_is_damaged_instead_of_a_traceback(tmp_path, monkeypatch, capsys):
    from judgeapp.cli import main
    data = tmp_path / "data"
    data.mkdir()
    (data / STORE_FILE).write_bytes(b"garbage" * 100)
    monkeypatch.setenv("JUDGEAPP_DATA_DIR", str(data))
    scenario = tmp_path / "board.json"
    scenario.write_text(json.dumps({"format": "judgeapp-scenario", "version": 2, "active_player": "A",
                                    "priority": "A", "players": [{"id": "A", "hand": [{"id": "z", "card": "Zombie Cutthroat"}]},
                                                                 {"id": "B"}]}), encoding="utf-8")
    try:
        assert main(["check", str(scenario)]) == 2
        assert "can't be read (file is not a database)" in capsys.readouterr().err
        assert main(["cards", "info"]) == 2
        assert "can't be read (file is not a database)" in capsys.readouterr().err
    finally:
        cards.use_store(None)


def test_a_pipe_or_a_folder_is_refused_as_a_card_set_file_and_the_store_is_untouched(tmp_path):
    # Before: a FIFO blocked the import (in the app's import thread, for ever).
    from tests.fifo import fifo_with_a_late_writer
    with fifo_with_a_late_writer(tmp_path / "AtomicCards.json") as fifo:
        for chosen in (fifo, tmp_path):
            with pytest.raises(OSError, match="not a file"):
                import_cards(chosen, tmp_path / "store")
    assert not (tmp_path / "store" / STORE_FILE).exists()


@pytest.mark.parametrize("folder", ["C# notes", "what?", "50%41 off", "カード"])
def test_a_data_folder_whose_name_holds_uri_syntax_reads_its_card_set_and_makes_no_stray_file(tmp_path, folder):
    # The store is opened read-only through a SQLite URI, where "#", "?" and "%" mean something:
    # "file:…/C# notes/cards.sqlite?mode=ro" opened ".../C" (made empty) and the card set read as
    # damaged ("no such table: meta"), which importing again could not mend.
    data = tmp_path / folder
    data.mkdir()
    import_cards(ATOMIC, data)
    assert CardStore(data / STORE_FILE).meta()["cards"] == "21"
    assert sorted(p.name for p in tmp_path.iterdir()) == [folder]


def test_a_card_read_before_the_card_set_was_found_damaged_is_still_that_card(store, monkeypatch):
    """A board holding Zombie Cutthroat (read from the set) stays one the engine can evaluate when
    the set can no longer be read (damaged while judgeapp runs): a later lookup of another card
    says the set can't be read, the card already read keeps its text."""
    from judgeapp.core.errors import CardStoreError
    zombie = cards.builtin_cards().get("Zombie Cutthroat")

    def unreadable(name):
        raise CardStoreError(store.path, "file is not a database")
    monkeypatch.setattr(store, "record", unreadable)
    with pytest.raises(UnknownCardError, match="can't be read"):
        cards.builtin_cards().get("Fire // Ice")
    assert cards.store_problem() is not None
    assert cards.builtin_cards().get("Zombie Cutthroat") is zombie
    state = GameState.model_validate({"players": [{"id": "A", "battlefield": [
        {"id": "z", "card": "Zombie Cutthroat", "face_down": "morph"}]}, {"id": "B"}], "active_player": "A",
        "priority": "A"})
    assert engine.evaluate(state, "A").verdicts[1].options
