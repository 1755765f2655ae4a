"""Issue 13 in the app, used as a user would: File ▸ Card database ▸ Import… with the real file
dialog answered, the work in a thread behind a progress dialog; the new cards are then found by
the Add bar in any language and shown in Help ▸ About with their source."""

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from judgeapp.core import cards
from judgeapp.core.card_store import STORE_FILE

DATA = Path(__file__).resolve().parents[1] / "data" / "cards"


@pytest.fixture(autouse=True)
def bundled_cards_again():
    yield
    cards.use_store(None)
    cards.forget_retired()


def _trigger(window, *path):
    menu = window.menuBar()
    actions = menu.actions()
    for title in path[:-1]:
        sub = next(a.menu() for a in actions if a.text() == title)
        actions = sub.actions()
    next(a for a in actions if a.text() == path[-1]).trigger()


def _import(window, qtbot, source):
    def told():
        return len(getattr(window.prompts, "infos", [])) + len(window.prompts.errors)
    before = told()
    window.prompts.answers["open_card_file"] = [source]
    _trigger(window, "&File", "&Card database", "&Import a card set file…")
    qtbot.waitUntil(lambda: told() > before, timeout=20000)


def test_importing_a_card_set_then_adding_a_new_card_by_its_italian_name(window, qtbot, data_dir):
    _import(window, qtbot, DATA / "AtomicCards-sample.json")
    assert window.prompts.errors == []
    title, text = window.prompts.infos[-1]
    assert title == "Card set imported" and text.startswith("21 cards imported from mtgjson; 0 could not be read.")
    assert (data_dir / STORE_FILE).exists()
    bar = window.board.add_bar
    bar.name.setFocus()
    qtbot.keyClicks(bar.name, "Fuoco")
    names = bar.name.completer().model()
    shown = [names.data(names.index(row, 0)) for row in range(names.rowCount())]
    assert "Fuoco // Ghiaccio — Fire // Ice" in shown
    bar.name.setText("Fuoco // Ghiaccio")
    qtbot.keyClick(bar.name, Qt.Key.Key_Return)
    hands = [o.card for p in window.document.state.players for z in ("hand", "battlefield") for o in getattr(p, z)]
    assert "Fire // Ice" in hands or "Fuoco // Ghiaccio" in hands


def test_about_names_the_card_set_and_its_source(window, qtbot):
    _import(window, qtbot, DATA / "oracle-cards-sample.json")
    _trigger(window, "&Help", "&About judgeapp")
    title, text = window.prompts.infos[-1]
    assert title == "About judgeapp" and "208 bundled cards" in text
    assert "Full card set: 21 cards from scryfall" in text and "Scryfall is not produced by or endorsed" in text


def test_about_says_the_card_sets_dates_and_counts_in_the_interface_language(window, qtbot):
    """In French, Help ▸ About says when the set was imported as French writes it ("importées le
    5 décembre 2026 à 21:55", where it showed the store's "2026-12-05 21:55:00") and the bundled
    counts as French groups digits (a full set's "30 000 cartes"); Scryfall's sample has no date
    of its own."""
    import re
    import sqlite3
    _import(window, qtbot, DATA / "oracle-cards-sample.json")
    with sqlite3.connect(window.data_dir / STORE_FILE) as db:     # as a full set's would say
        db.execute("UPDATE meta SET value = '30000' WHERE key = 'cards'")
    db.close()
    from tests.gui.test_languages_gui import _language_action
    _language_action(window, "Français").trigger()
    try:
        _trigger(window, "&Aide", "À &propos de judgeapp")
        _title, text = window.prompts.infos[-1]
    finally:
        _language_action(window, "English").trigger()
    assert re.search(r"importées le \d{1,2} [a-zéû]+ \d{4} à \d\d:\d\d, dans ", text), text
    assert not re.search(r"\d{4}-\d\d-\d\d", text), text
    assert f"{len(cards.builtin_cards().cards)} cartes fournies" in text
    assert "Ensemble complet\u00a0: 30\u202f000 cartes de scryfall" in text, text


def test_a_file_that_is_not_a_card_set_changes_nothing(window, qtbot, tmp_path):
    _import(window, qtbot, DATA / "AtomicCards-sample.json")
    before = (window.data_dir / STORE_FILE).read_bytes()
    wrong = tmp_path / "scenario.json"
    wrong.write_text('{"format": "judgeapp-scenario"}', encoding="utf-8")
    _import(window, qtbot, wrong)
    assert window.prompts.errors, window.prompts.infos
    title, text = window.prompts.errors[-1]
    assert title == "Card set not imported" and "neither an MTGJSON AtomicCards file nor" in text
    assert "The card set in use is unchanged." in text
    assert (window.data_dir / STORE_FILE).read_bytes() == before
    assert cards.imported_card("Fire // Ice") is not None      # still in use


def test_download_from_mtgjson_through_the_menu(window, qtbot, monkeypatch):
    """Against a local server that publishes the sample as MTGJSON does (tests/core/test_card_download.py)."""
    import threading
    from http.server import ThreadingHTTPServer

    from judgeapp.core import card_download
    from tests.core.test_card_download import Handler
    httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    httpd.requests, httpd.fail, httpd.wrong_hash, httpd.cut_after = [], False, False, None
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    monkeypatch.setattr(card_download, "MTGJSON_BASE", f"http://127.0.0.1:{httpd.server_port}/mtgjson")
    window.prompts.answers["confirm_download"] = [True]
    try:
        _trigger(window, "&File", "&Card database", "Download from &MTGJSON…")
        qtbot.waitUntil(lambda: bool(getattr(window.prompts, "infos", []) or window.prompts.errors), timeout=20000)
    finally:
        httpd.shutdown()
        httpd.server_close()
    assert window.prompts.errors == []
    assert window.prompts.infos[-1][1].startswith("21 cards imported from mtgjson")
    assert cards.imported_card("Zombie Cutthroat") is not None


def test_cancel_in_the_progress_dialog_keeps_the_card_set_in_use(window, qtbot, tmp_path):
    """A big import (20,000 generated cards, a few seconds) cancelled with the dialog's own
    Cancel button: the card set in use before stays, and the user is told so."""
    from PySide6.QtWidgets import QProgressDialog, QPushButton

    from benchmarks.bench_cards import mtgjson_file
    _import(window, qtbot, DATA / "oracle-cards-sample.json")
    before = (window.data_dir / STORE_FILE).read_bytes()
    big = tmp_path / "AtomicCards.json"
    mtgjson_file(big, 20000)
    told = len(window.prompts.infos) + len(window.prompts.errors)
    window.prompts.answers["open_card_file"] = [big]
    _trigger(window, "&File", "&Card database", "&Import a card set file…")
    dialog = window.card_database.dialog
    assert isinstance(dialog, QProgressDialog)
    qtbot.waitUntil(lambda: dialog.isVisible(), timeout=5000)
    cancel = next(b for b in dialog.findChildren(QPushButton) if b.text() == "Cancel")
    qtbot.mouseClick(cancel, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(window.prompts.infos) + len(window.prompts.errors) > told, timeout=30000)
    assert window.prompts.infos[-1] == ("Card set", "Cancelled. The card set in use is unchanged.")
    assert (window.data_dir / STORE_FILE).read_bytes() == before
    assert cards.imported_card("Fire // Ice") is not None


def test_suggestions_show_the_users_language_whatever_language_was_typed(window, qtbot):
    """Issue 13: the printed name in the user's language, the English name beside it."""
    _import(window, qtbot, DATA / "AtomicCards-sample.json")
    window.set_language("it")
    bar = window.board.add_bar
    bar.name.setFocus()
    qtbot.keyClicks(bar.name, "Fire")          # typed in English, the interface in Italian
    names = bar.name.completer().model()
    shown = [names.data(names.index(row, 0)) for row in range(names.rowCount())]
    assert "Fuoco // Ghiaccio — Fire // Ice" in shown                 # from the imported set
    assert "Fuoco Estinguibile — Quenchable Fire" in shown           # bundled, containing "Fire"
    bar.name.clear()
    qtbot.keyClicks(bar.name, "Exalted")      # a bundled card
    shown = [names.data(names.index(row, 0)) for row in range(names.rowCount())]
    assert "Angelo Eminente — Exalted Angel" in shown
    window.set_language("en")


def test_a_damaged_card_set_is_named_with_how_to_fix_it_and_the_app_goes_on(qtbot, data_dir):
    # Before: typing a card name the bundled cards don't have, or opening Help ▸ About, raised
    # sqlite3's "file is not a database", shown only as "Something went wrong".
    from judgeapp.gui.main_window import MainWindow

    from .conftest import ScriptedPrompts
    (data_dir / STORE_FILE).write_bytes(b"garbage" * 100)
    window = MainWindow(data_dir, prompts=ScriptedPrompts(), offer_restore=False)
    window.show()
    qtbot.waitExposed(window)
    try:
        bar = window.board.add_bar
        bar.name.setFocus()
        qtbot.keyClicks(bar.name, "Zombie Cutthroat")     # the completer asks the card set too
        qtbot.keyClick(bar.name, Qt.Key.Key_Return)
        assert "cards.sqlite can't be read (file is not a database)" in window.statusBar().currentMessage()
        bar.name.setText("Forest")
        qtbot.mouseClick(bar.add_button, Qt.MouseButton.LeftButton)
        assert any(o.card == "Forest" for p in window.document.state.players for o in p.hand)
        _trigger(window, "&Help", "&About judgeapp")
        title, text = window.prompts.infos[-1]
        assert "208 bundled cards" in text and "can't be read (file is not a database)" in text
        assert window.prompts.errors == []
    finally:
        window.document.undo_stack.setClean()
        window.close()


def test_a_card_set_without_a_card_on_the_board_leaves_the_board_working_and_says_so(window, qtbot, tmp_path):
    """A card of the imported set put on the board, then another set imported that hasn't it: every
    edit then raised "unknown card" in the verdicts and the turn bar (the engine can't evaluate a
    board with a card no data knows). The board keeps the card's text until the app closes, the
    import's report names it, and undo and redo evaluate as before."""
    import json
    _import(window, qtbot, DATA / "AtomicCards-sample.json")
    bar = window.board.add_bar
    bar.name.setText("Zombie Cutthroat")
    qtbot.keyClick(bar.name, Qt.Key.Key_Return)
    assert any(o.card == "Zombie Cutthroat" for p in window.document.state.players for o in p.hand)
    data = json.loads((DATA / "AtomicCards-sample.json").read_text(encoding="utf-8"))
    del data["data"]["Zombie Cutthroat"]
    smaller = tmp_path / "AtomicCards-smaller.json"
    smaller.write_text(json.dumps(data), encoding="utf-8")
    _import(window, qtbot, smaller)
    title, text = window.prompts.infos[-1]
    assert title == "Card set imported" and text.startswith("20 cards imported from mtgjson")
    assert "Not in this card set, and on an open board: Zombie Cutthroat." in text
    window.document.undo_stack.undo()
    window.document.undo_stack.redo()
    assert window.verdicts.evaluation().player and window.turn_bar.isVisible()
    assert not any(w.code == "unknown_card" for w in window.document.evaluation().warnings)
