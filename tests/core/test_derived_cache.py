"""The derived-data cache (core/derived_cache.py): validated data kept between starts, made
again whenever what it is made from changes or the entry can't be read."""

from __future__ import annotations

from judgeapp.core import derived_cache
from judgeapp.core.cards import load_card_file
from judgeapp.core.resources import resource_path


def _counting(value):
    calls = []

    def build():
        calls.append(1)
        return value
    return build, calls


def test_an_entry_is_made_once_then_read(tmp_path, monkeypatch):
    monkeypatch.setenv("JUDGEAPP_CACHE_DIR", str(tmp_path))
    source = tmp_path / "source.json"
    source.write_text("[1, 2]")
    build, calls = _counting({"made": (1, 2)})
    assert derived_cache.cached("thing", [source], build) == {"made": (1, 2)}
    assert derived_cache.cached("thing", [source], build) == {"made": (1, 2)}
    assert len(calls) == 1


def test_a_changed_source_makes_a_new_entry(tmp_path, monkeypatch):
    monkeypatch.setenv("JUDGEAPP_CACHE_DIR", str(tmp_path / "cache"))
    source = tmp_path / "source.json"
    source.write_text("[1]")
    assert derived_cache.cached("thing", [source], lambda: "old") == "old"
    source.write_text("[1, 2]")
    assert derived_cache.cached("thing", [source], lambda: "new") == "new"


def test_a_damaged_entry_is_made_again_and_replaced(tmp_path, monkeypatch):
    monkeypatch.setenv("JUDGEAPP_CACHE_DIR", str(tmp_path / "cache"))
    source = tmp_path / "source.json"
    source.write_text("{}")
    derived_cache.cached("thing", [source], lambda: "value")
    (entry,) = (tmp_path / "cache").glob("thing-*.pickle")
    entry.write_bytes(b"\x80\x05not a pickle at all")
    build, calls = _counting("value")
    assert derived_cache.cached("thing", [source], build) == "value" and calls == [1]
    assert derived_cache.cached("thing", [source], build) == "value" and calls == [1]   # rewritten whole


def test_a_cache_folder_that_cannot_be_written_only_costs_the_validation(tmp_path, monkeypatch):
    blocked = tmp_path / "file-not-folder"
    blocked.write_text("")
    monkeypatch.setenv("JUDGEAPP_CACHE_DIR", str(blocked / "cache"))
    source = tmp_path / "source.json"
    source.write_text("{}")
    build, calls = _counting("value")
    assert derived_cache.cached("thing", [source], build) == "value"
    assert derived_cache.cached("thing", [source], build) == "value"
    assert calls == [1, 1]


def test_the_bundled_cards_read_back_are_the_validated_ones(tmp_path, monkeypatch):
    """What a later start reads is what validating the card files gives, field for field."""
    monkeypatch.setenv("JUDGEAPP_CACHE_DIR", str(tmp_path))
    files = [resource_path("cards.json"), resource_path("card_effects.json"), resource_path("card_review.json")]
    validated = load_card_file(*files)
    derived_cache.cached("cards", files, lambda: validated)
    read_back = derived_cache.cached("cards", files, lambda: [])
    assert read_back == validated and read_back is not validated


def test_a_new_entry_replaces_the_entries_of_earlier_versions(tmp_path, monkeypatch):
    """The folder doesn't grow with every update: one entry per name is kept."""
    monkeypatch.setenv("JUDGEAPP_CACHE_DIR", str(tmp_path / "cache"))
    source = tmp_path / "source.json"
    for version in range(3):
        source.write_text(f"[{version}]")
        derived_cache.cached("thing", [source], lambda: version)
    assert len(list((tmp_path / "cache").glob("thing-*.pickle"))) == 1


def test_a_new_entry_spares_the_entries_of_a_name_that_starts_alike(tmp_path, monkeypatch):
    monkeypatch.setenv("JUDGEAPP_CACHE_DIR", str(tmp_path / "cache"))
    source = tmp_path / "source.json"
    source.write_text("[0]")
    derived_cache.cached("thing-more", [source], lambda: "other")
    source.write_text("[1]")
    derived_cache.cached("thing", [source], lambda: "new")
    assert len(list((tmp_path / "cache").glob("thing-more-*.pickle"))) == 1


def test_an_old_entry_that_cannot_be_removed_does_not_stop_the_start(tmp_path, monkeypatch):
    """A folder judgeapp can read but not change (a read-only home, say) keeps its old entry."""
    monkeypatch.setenv("JUDGEAPP_CACHE_DIR", str(tmp_path / "cache"))
    source = tmp_path / "source.json"
    source.write_text("[0]")
    derived_cache.cached("thing", [source], lambda: "old")
    source.write_text("[1]")

    def refuse(self, missing_ok=False):
        raise PermissionError(f"read-only: {self}")
    monkeypatch.setattr(type(source), "unlink", refuse)
    assert derived_cache.cached("thing", [source], lambda: "new") == "new"


def test_a_new_entry_replaces_an_entry_keyed_the_way_an_earlier_release_did(tmp_path, monkeypatch):
    """Earlier releases named entries by a 24-digit hash; the first entry written now removes them."""
    cache = tmp_path / "cache"
    cache.mkdir()
    (cache / "thing-213628b92f03a35b77abf054.pickle").write_bytes(b"old")
    monkeypatch.setenv("JUDGEAPP_CACHE_DIR", str(cache))
    source = tmp_path / "source.json"
    source.write_text("[0]")
    derived_cache.cached("thing", [source], lambda: "new")
    assert not (cache / "thing-213628b92f03a35b77abf054.pickle").exists()
    assert len(list(cache.glob("thing-*.pickle"))) == 1       # the new entry


def test_a_changed_module_of_the_code_that_reads_an_entry_changes_every_key(tmp_path):
    """The entries are keyed by the rules core's modules as Python's bytecode cache knows them:
    a module edited (its size or time of last change), added or in a subfolder."""
    import os

    (tmp_path / "actions").mkdir()
    module = tmp_path / "actions" / "land.py"
    module.write_text("RULE = '116.2a'\n")
    (tmp_path / "notes.txt").write_text("not code")
    key = derived_cache._code_key.__wrapped__
    first = key(tmp_path)
    assert key(tmp_path) == first
    (tmp_path / "notes.txt").write_text("still not code, and longer")
    assert key(tmp_path) == first
    os.utime(module, ns=(1, module.stat().st_mtime_ns + 1_000_000_000))
    touched = key(tmp_path)
    assert touched != first
    module.write_text("RULE = '116.2ab'\n")
    os.utime(module, ns=(1, 5))
    assert key(tmp_path) not in (first, touched)
    edited = key(tmp_path)
    (tmp_path / "new.py").write_text("")
    assert key(tmp_path) != edited
