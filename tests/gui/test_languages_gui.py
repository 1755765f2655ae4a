"""Switching language: menus, verdicts and card names follow; the board, its undo history and
the file stay; the choice is remembered. Other rules files are labelled unofficial."""

import json
import os

import pytest
from PySide6.QtCore import QLocale, QSettings, Qt

from judgeapp.core import edits
from judgeapp.core.verdict import ActionKind
from judgeapp.gui import i18n
from tests.core.test_rules_text import TRANSLATION_FIXTURE

from .test_board_layout import menu_action


def _menu_titles(window):
    return [a.text() for a in window.menuBar().actions()]


def test_switching_language_keeps_the_board_and_its_history(window):
    state, _ = edits.add_card(window.document.state, "A", "hand", "Forest")
    window.document.edit(state, "add Forest")
    window.set_language("it")
    try:
        assert window.document.state == state and window.document.undo_stack.count() == 1
        assert "&Modifica" in _menu_titles(window) and "&Lingua" in _menu_titles(window)
        window.verdicts.select(ActionKind.SUSPEND, "Deep-Sea Kraken")
        details = window.verdicts.details.toPlainText()
        assert "Condizioni verificate" in details and "Il giocatore ha la priorità." in details
        hand = window.board.panels["A"].views["hand"].model()
        assert "Kraken delle Profondità" in hand.index(0).data()
        window.document.undo_stack.undo()      # the history survived the switch
        assert window.document.state.player("A").hand[-1].card != "Forest"
    finally:
        window.set_language("en")
    assert "&Edit" in _menu_titles(window)


def test_japanese_interface_and_reasons(window):
    window.set_language("ja")
    try:
        assert "編集(&E)" in _menu_titles(window)
        model = window.verdicts.model
        assert model.item(5, 0).text().startswith("116.2f カードを待機させる")
    finally:
        window.set_language("en")


def test_a_switch_of_language_clears_the_last_message_and_keeps_its_own(window, monkeypatch):
    """The status bar's message, said in the language before, is gone after Language ▸ Italiano
    (it stayed: "Text size: 200%" in a French window); a translation that can't be loaded is still
    said, after the window is rebuilt in the language it falls back to."""
    window.report("Text size: 200%")
    menu_action(window, "Language", "Italiano").trigger()
    try:
        assert window.statusBar().currentMessage() == ""
        monkeypatch.setattr(i18n, "qm_path", lambda _lang, cache=None: None)      # (no translation to load)
        menu_action(window, "Lingua", "Français").trigger()
        assert window.statusBar().currentMessage().startswith("The translation for fr could not be loaded")
    finally:
        monkeypatch.undo()
        window.set_language("en")


def test_the_language_is_remembered(window, data_dir):
    window.set_language("fr")
    window.set_language("es")
    assert QSettings(str(data_dir / "window.ini"), QSettings.Format.IniFormat).value("language") == "es"
    window.set_language("en")


def test_default_language_follows_the_system_locale(monkeypatch):
    monkeypatch.setattr(QLocale, "system", staticmethod(lambda: QLocale("it_IT")))
    assert i18n.system_language() == "it"
    monkeypatch.setattr(QLocale, "system", staticmethod(lambda: QLocale("de_DE")))
    assert i18n.system_language() == "en"     # not shipped: English


def test_a_missing_qm_is_built_from_the_ts_into_the_cache(tmp_path, monkeypatch):
    monkeypatch.setattr(i18n, "ts_path", lambda lang: _copy_ts(tmp_path, lang))
    built = i18n.qm_path("it", cache=tmp_path / "cache")
    assert built is not None and built.parent == tmp_path / "cache" / "i18n" and built.stat().st_size > 1000


def test_the_packaged_translation_is_used_whatever_order_the_install_wrote_it_in(tmp_path, monkeypatch):
    """A wheel's install writes judgeapp_it.ts after judgeapp_it.qm, so the .ts looked newer and
    every first start ran lrelease in a subprocess (10-20 ms) to build a copy into the cache. The
    .qm now carries the key of the .ts it was built from: with the key matching, the packaged .qm
    is used, however much newer the .ts's time; nothing is built."""
    ts = _copy_ts(tmp_path, "it")
    assert i18n.compile_ts(ts, ts.with_suffix(".qm"))
    later = ts.stat().st_mtime + 60
    os.utime(ts, (later, later))
    monkeypatch.setattr(i18n, "ts_path", lambda lang: ts)
    monkeypatch.setattr(i18n, "compile_ts", lambda *_: pytest.fail("lrelease ran for a current .qm"))
    assert i18n.qm_path("it", cache=tmp_path / "cache") == ts.with_suffix(".qm")


def test_a_qm_built_from_another_ts_is_built_again_into_the_cache(tmp_path, monkeypatch):
    """A .ts changed since its .qm was built (a translator's edit, the .qm not rebuilt): the key
    doesn't match, so the translation is built from the .ts as it is now, into the cache."""
    ts = _copy_ts(tmp_path, "it")
    assert i18n.compile_ts(ts, ts.with_suffix(".qm"))
    ts.write_bytes(ts.read_bytes() + b"\n")
    monkeypatch.setattr(i18n, "ts_path", lambda lang: ts)
    built = i18n.qm_path("it", cache=tmp_path / "cache")
    assert built == tmp_path / "cache" / "i18n" / "judgeapp_it.qm" and built.stat().st_size > 1000
    assert i18n.qm_path("it", cache=tmp_path / "cache") == built      # built once, then used


def _copy_ts(tmp_path, lang):
    from judgeapp.core.resources import resource_path
    target = tmp_path / "ts" / f"judgeapp_{lang}.ts"
    target.parent.mkdir(exist_ok=True)
    target.write_bytes(resource_path("i18n", f"judgeapp_{lang}.ts").read_bytes())
    return target


def test_another_rules_file_is_used_and_labelled_unofficial(window, tmp_path):
    fixture = tmp_path / "rules-zh.txt"
    fixture.write_text(TRANSLATION_FIXTURE, encoding="utf-8")
    assert window.choose_rules_file(fixture)
    try:
        window.verdicts.show_rule("116.2a")
        text = window.verdicts.details.toPlainText()
        assert "Unofficial rules text: rules-zh.txt" in text and "116.2a 使用地是特殊动作。" in text
    finally:
        window.use_shipped_rules()
    window.verdicts.show_rule("116.2a")
    assert "Unofficial" not in window.verdicts.details.toPlainText()


def test_a_file_that_is_not_the_rules_is_refused_with_a_message(window, tmp_path):
    other = tmp_path / "notes.txt"
    other.write_text("just notes", encoding="utf-8")
    assert not window.choose_rules_file(other)
    assert "no rule 116" in window.prompts.errors[-1][1]


def _language_action(window, name):
    menu = next(a.menu() for a in window.menuBar().actions() if a.menu() is not None
                and name in [x.text() for x in a.menu().actions()])
    return next(a for a in menu.actions() if a.text() == name)


def test_the_turn_bars_priority_warning_follows_the_language(window, qtbot):
    """Issue 8: with the interface in Italian, the turn bar's warning stayed English."""
    _language_action(window, "Italiano").trigger()
    try:
        box = window.turn_bar.priority
        box.setFocus()
        qtbot.keyClick(box, Qt.Key.Key_Home)             # the user picks "nobody" (the first entry)
        assert window.document.state.priority is None
        warning = window.turn_bar.priority_warning.text()
        assert warning.startswith("⚠ Nessuno ha la priorità"), warning
    finally:
        _language_action(window, "English").trigger()
    assert window.turn_bar.priority_warning.text().startswith("⚠ Nobody holds priority")


def test_a_pipe_chosen_as_the_rules_file_is_refused_with_a_message_not_waited_on(window, tmp_path):
    # Before: opening a FIFO blocked the app until something wrote to it.
    from tests.fifo import fifo_with_a_late_writer
    with fifo_with_a_late_writer(tmp_path / "rules.txt") as fifo:
        window.prompts.answers["open_path"] = [fifo]
        menu_action(window, "Help", "Use another Comprehensive Rules file…").trigger()
    assert "not a file" in window.prompts.errors[-1][1]
    assert window.rules_file is None


def test_the_language_is_the_apps_and_every_open_window_switches_to_it(window):
    # Before: each window had translators of its own. Switching in one left the other's menus in
    # the old language, and the new words of both (titles, messages) came out in whichever
    # language had been chosen last.
    other = window.open_window()
    try:
        menu_action(other, "Language", "Italiano").trigger()
        for shown in (window, other):
            assert shown.menuBar().actions()[1].text() == "&Modifica" and shown.lang == "it"
            assert shown.tr("Untitled") == "Senza titolo"
        menu_action(window, "Lingua", "English").trigger()
        for shown in (window, other):
            assert shown.menuBar().actions()[1].text() == "&Edit" and shown.lang == "en"
            assert shown.tr("Untitled") == "Untitled"
    finally:
        other.document.undo_stack.setClean()
        other.close()


def test_another_rules_file_is_quoted_in_every_open_window(window, tmp_path):
    # Before: only the window it was chosen in used it; the other went on quoting the shipped
    # text until the app started again (the choice is remembered for the app).
    fixture = tmp_path / "rules-zh.txt"
    fixture.write_text(TRANSLATION_FIXTURE, encoding="utf-8")
    other = window.open_window()
    try:
        window.prompts.answers["open_path"] = [fixture]
        menu_action(window, "Help", "Use another Comprehensive Rules file…").trigger()
        other.verdicts.show_rule("116.2a")
        assert "Unofficial rules text: rules-zh.txt" in other.verdicts.details.toPlainText()
        menu_action(other, "Help", "Use the shipped Comprehensive Rules").trigger()
        window.verdicts.show_rule("116.2a")
        assert "Unofficial" not in window.verdicts.details.toPlainText()
    finally:
        window.use_shipped_rules()
        other.document.undo_stack.setClean()
        other.close()


def test_an_unknown_card_is_reported_in_the_interface_language(window, qtbot):
    # The Add bar showed the core's English message whatever the language.
    _language_action(window, "Français").trigger()
    try:
        bar = window.board.add_bar
        qtbot.keyClicks(bar.name, "Forrest")
        qtbot.keyClick(bar.name, Qt.Key.Key_Return)
        assert window.statusBar().currentMessage() == "Carte inconnue\u00a0: Forrest. Vouliez-vous dire Forest\u00a0?"
        bar.name.clear()
        qtbot.keyClicks(bar.name, "Zzyzx Qwerty")
        qtbot.keyClick(bar.name, Qt.Key.Key_Return)
        assert window.statusBar().currentMessage().startswith(
            "Carte inconnue\u00a0: Zzyzx Qwerty. Elle n'est pas parmi les cartes fournies\u00a0: importez")
    finally:
        _language_action(window, "English").trigger()


def test_a_zone_list_left_behind_by_a_language_switch_no_longer_hears_edits(window, qtbot):
    """The board is rebuilt in the new language. A zone's list model that something still held
    (a Python reference cycle, a pending event) kept hearing every edit and reached for its
    deleted view: "Internal C++ object (ZoneView) already deleted" on the next step."""
    old_model = window.board.panels["A"].views["hand"].model()
    window.set_language("it")
    try:
        qtbot.wait(20)         # the old board's widgets are deleted
        state, _ = edits.add_card(window.document.state, "A", "hand", "Forest")
        with qtbot.captureExceptions() as raised:
            window.document.edit(state, "add Forest")
            qtbot.wait(10)
        assert raised == [] and old_model is not None
    finally:
        window.set_language("en")


def test_a_verdicts_reason_follows_the_languages_colon(window):
    """French sets a space before its colon and Japanese writes a full-width one; the verdict
    column wrote "pas légal: C'est le tour de B" in every language (305.3: A can't play a land on
    B's turn)."""
    def not_legal_cell():
        land = window.verdicts.model.item(0, 0)      # 116.2a: Play Island from hand
        return next(land.child(r, 1).text() for r in range(land.rowCount()) if land.child(r, 1).text().startswith("✘"))

    assert not_legal_cell().startswith("✘ not legal: ")
    try:
        window.set_language("fr")
        assert not_legal_cell().startswith("✘ pas légal\u00a0: ")
        window.set_language("ja")
        assert not_legal_cell().startswith("✘ 不適正：")
    finally:
        window.set_language("en")


def _claim_in_practice(window, qtbot, action, subject_id):
    """Practice turned on with its checkbox (once the panel is laid out again in the new
    language), and one answer added with its button: the action on that card."""
    panel = window.verdicts
    qtbot.waitUntil(panel.hide_box.isVisible)
    qtbot.mouseClick(panel.hide_box, Qt.MouseButton.LeftButton)
    practice = panel.practice
    practice.action.setCurrentIndex(practice.action.findData(action.value))
    practice.subject.setCurrentIndex(practice.subject.findData(subject_id))
    qtbot.mouseClick(practice.add_button, Qt.MouseButton.LeftButton)
    return practice


def test_practice_answers_follow_the_languages_colon(window, qtbot):
    """The practice list joins an action and its card, and a wrong answer and its reason, with
    the language's colon (it was ": " in French and Japanese too)."""
    window.set_language("fr")
    try:
        panel = window.verdicts
        practice = _claim_in_practice(window, qtbot, ActionKind.PLAY_LAND, window.document.state.player("A").hand[1].id)
        assert practice.answers.item(0).text().startswith("116.2a Jouer un terrain\u00a0: Île")
        qtbot.mouseClick(panel.reveal_button, Qt.MouseButton.LeftButton)
        wrong = practice.answers.item(0).text()
        assert wrong.startswith("✘ 116.2a Jouer un terrain\u00a0: Île") and "\u00a0: C'est le tour de B" in wrong
    finally:
        window.set_language("en")


def test_the_ruling_page_follows_the_languages_colon(window):
    """The selected option's page: its verdict and each checked condition after its rule number
    ("116.2f : Le joueur a la priorité." in French, "116.2f：…" in Japanese)."""
    try:
        for lang, colon in (("fr", "\u00a0: "), ("ja", "："), ("en", ": ")):
            window.set_language(lang)
            window.verdicts.select(ActionKind.SUSPEND, "Deep-Sea Kraken")
            page = window.verdicts.details.document().toRawText()      # (toPlainText makes a no-break space a space)
            assert f"116.2f{colon}" in page, (lang, page[:300])
    finally:
        window.set_language("en")


def test_a_non_mana_cost_reads_in_the_readers_language_from_verdict_to_status_bar(window, qtbot):
    """116.2d: Damping Engine's "Sacrifice a permanent" was English in the Italian verdict, ruling
    page and status bar ("A ha pagato Sacrifice a permanent"). The cost is now the card's words
    as Italian prints them, and taking the action still sacrifices a permanent."""
    from judgeapp.core.resources import resource_path
    window.open_file(resource_path("scenarios", "damping-engine-most-permanents.json"), example=True)
    window.set_language("it")
    try:
        qtbot.waitUntil(window.isVisible)
        assert window.verdicts.select(ActionKind.IGNORE_STATIC, "Damping Engine")
        index = window.verdicts.tree.currentIndex()
        assert "Sacrifica un permanente" in index.siblingAtColumn(1).data()
        assert "Sacrifica un permanente" in window.verdicts.details.toPlainText()
        permanents = len(window.document.state.player("A").battlefield)
        qtbot.mouseClick(window.verdicts.take_button, Qt.MouseButton.LeftButton)
        assert len(window.document.state.player("A").battlefield) == permanents - 1
        message = window.statusBar().currentMessage()
        # In a sentence a worded cost is quoted as Italian quotes: "A ha pagato «Sacrifica un permanente»".
        assert "ha pagato «Sacrifica un permanente»" in message and "Sacrifice" not in message
    finally:
        window.set_language("en")


def test_a_players_roles_are_listed_as_the_language_lists_them(window, qtbot):
    """Japanese lists with "、" inside "（ ）": the player box read "A (アクティブ・プレイヤー, 優先権あり)"."""
    window.document.edit(edits.set_fields(window.document.state, active_player="A", priority="A"), "A's turn")
    window.set_language("ja")
    try:
        qtbot.waitUntil(window.isVisible)
        assert window.board.panels["A"].title() == "A（アクティブ・プレイヤー、優先権あり）"
    finally:
        window.set_language("en")
    assert window.board.panels["A"].title() == "A (active player, holds priority)"


def test_a_stack_row_is_written_with_the_languages_parentheses_and_list(window, qtbot):
    """The Japanese stack read "突然のショック (呪文, B) → 裏向きのクリーチャー (A)", a zone "戦場 (6)"."""
    from judgeapp.core.resources import resource_path
    window.open_file(resource_path("scenarios", "exalted-angel-split-second.json"), example=True)
    window.set_language("ja")
    try:
        qtbot.waitUntil(window.isVisible)
        row = window.board.stack_view.model().index(0, 0).data()
        assert row == "突然のショック（呪文、B） → 裏向きのクリーチャー（A）"
        assert window.board.panels["A"].sections["battlefield"].header.text() == "戦場（6）"
    finally:
        window.set_language("en")
    assert window.board.stack_view.model().index(0, 0).data() == "Sudden Shock (spell, B) → face-down creature (A)"


def test_a_cards_counters_in_its_label_use_the_languages_colon(window, qtbot):
    """A card's label (the target lists, "Attach to…") wrote "{時間: 4}" in Japanese."""
    from judgeapp.gui.labels import object_label
    state, obj_id = edits.add_card(window.document.state, "A", "exile", "Rift Bolt")
    state = edits.update_object(state, obj_id, counters={"time": 4})
    window.document.edit(state, "suspend")
    window.set_language("ja")
    try:
        qtbot.waitUntil(window.isVisible)
        obj = window.document.state.locate(obj_id)[2]
        assert "{時間：4}" in object_label(obj, window.card_db(), "ja", window.document.state)
    finally:
        window.set_language("en")
    assert "{time: 4}" in object_label(window.document.state.locate(obj_id)[2], window.card_db(), "en")


def test_a_practice_answers_card_names_its_player_and_zone_as_the_language_lists(window, qtbot):
    """The card chosen for a practice answer reads "深海のクラーケン — A、手札" in Japanese (it was
    "A, 手札", an English comma)."""
    window.set_language("ja")
    try:
        panel = window.verdicts
        practice = _claim_in_practice(window, qtbot, ActionKind.SUSPEND, window.document.state.player("A").hand[0].id)
        assert practice.answers.item(0).text().endswith("深海のクラーケン — A、手札"), practice.answers.item(0).text()
        qtbot.mouseClick(panel.hide_box, Qt.MouseButton.LeftButton)
    finally:
        window.set_language("en")


def test_a_chosen_name_on_a_card_is_the_card_name_in_the_readers_language(window, qtbot):
    """Double Stroke face down naming Lightning Bolt: in Japanese its row and label say 稲妻, the
    card's Japanese name, as every other card name on the board (it said "Lightning Bolt")."""
    from judgeapp.gui.labels import object_label, object_look
    state, obj_id = edits.add_card(window.document.state, "A", "command", "Double Stroke")
    state = edits.update_object(state, obj_id, chosen_names=("Lightning Bolt", "Not A Card"))
    window.document.edit(state, "name")
    obj, db = window.document.state.locate(obj_id)[2], window.card_db()
    assert "稲妻、Not A Card" in object_look(obj, db, "ja").details
    assert "稲妻、Not A Card" in object_label(obj, db, "ja")
    assert "Foudre, Not A Card" in object_label(obj, db, "fr")
    assert "Lightning Bolt, Not A Card" in object_look(obj, db, "en").details


def test_the_stack_dialogs_hints_are_read_whole_in_every_language(window, qtbot):
    """The stack's Add… dialog opens on two empty fields whose hints say what goes in them; in
    French, Spanish and Italian those hints are longer than the dialog made room for, and were cut
    off mid-word ("…ou laissez vi…"). Each field is now at least as wide as its hint."""
    from judgeapp.core.cards import builtin_cards
    from judgeapp.gui.dialogs import StackItemDialog
    try:
        for lang in ("en", "it", "ja", "es", "fr"):
            window.set_language(lang)
            dialog = StackItemDialog(builtin_cards(), window.document.state, lang, window)
            qtbot.addWidget(dialog)
            dialog.show()
            qtbot.waitExposed(dialog)
            for edit in (dialog.card, dialog.text):
                hint = edit.placeholderText()
                assert hint
                room = edit.contentsRect().width() - edit.textMargins().left() - edit.textMargins().right() - 4
                assert room >= edit.fontMetrics().horizontalAdvance(hint), (lang, hint, room)
            dialog.reject()
    finally:
        window.set_language("en")


def test_the_add_bars_hint_is_read_whole_at_1024_in_every_language(window, qtbot):
    """At 1024x768 the Add bar's name field had 99 px in French for a 227 px hint ("Nom de la ca…"),
    and was cut in Italian and Spanish too. The hint is now the name alone, the field at least as
    wide as it, and the field's tooltip says that English and the user's language both work. The
    window still fits a 1024 px screen: the zone list is as narrow as a short zone name, and opens
    as wide as its longest."""
    try:
        for lang in ("en", "it", "ja", "es", "fr"):
            window.set_language(lang)
            window.resize(1024, 768)
            qtbot.wait(10)
            assert window.width() == 1024 and window.minimumSizeHint().width() <= 1024, lang
            zone = window.board.add_bar.zone
            assert zone.view().minimumWidth() >= zone.view().sizeHintForColumn(0), lang
            edit = window.board.add_bar.name
            room = edit.contentsRect().width() - edit.textMargins().left() - edit.textMargins().right() - 4
            assert room >= edit.fontMetrics().horizontalAdvance(edit.placeholderText()), (lang, room)
            assert edit.toolTip() and edit.toolTip() != edit.placeholderText()
        window.set_language("fr")
        assert window.board.add_bar.name.placeholderText() == "Nom de la carte…"
    finally:
        window.set_language("en")


def test_a_planeswalkers_loyalty_is_its_loyalty_counters_said_in_the_readers_language(window, qtbot):
    """306.5b: a planeswalker's loyalty is its loyalty counters. Teferi, Time Raveler (printed 4)
    with one loyalty counter, as his −3 leaves him: his row said "忠誠度4 · loyalty ×1" in Japanese,
    the printed loyalty beside an English counter name. It now says 忠誠度1 once; with no counters
    on the board, his printed 4."""
    from judgeapp.gui.labels import object_look
    state, obj_id = edits.add_card(window.document.state, "A", "battlefield", "Teferi, Time Raveler")
    counted = edits.update_object(state, obj_id, counters={"loyalty": 1})
    db = window.card_db()
    try:
        window.set_language("ja")
        details = object_look(counted.locate(obj_id)[2], db, "ja").details
        assert "忠誠度1" in details and "忠誠度4" not in details and "loyalty" not in details
        assert "忠誠度4" in object_look(state.locate(obj_id)[2], db, "ja").details
    finally:
        window.set_language("en")


def test_a_refused_file_is_explained_in_the_interface_language(window, tmp_path):
    """File ▸ Apri… on a hand-edited file with mistakes: the box lists every place with its reason
    in Italian (the reasons were pydantic's and the board model's English under an Italian heading),
    and the board on screen stays as it was."""
    path = tmp_path / "sbagliato.json"
    path.write_text(json.dumps({"format": "judgeapp-scenario", "version": 2, "active_player": "A", "turn": "sette",
                                "players": [{"id": "A", "mana_pool": "{X}"}, {"id": "B", "life": 2.5}]}),
                    encoding="utf-8")
    before = window.document.state
    _language_action(window, "Italiano").trigger()
    try:
        window.prompts.answers["open_path"] = [path]
        menu_action(window, "File", "Apri…").trigger()
        title, text = window.prompts.errors[-1]
        assert "• players[0].mana_pool: {X} non è un tipo di mana: una riserva di mana contiene" in text, text
        assert "• players[1].life: Deve essere un numero intero, non un numero con la virgola" in text, text
        assert "• turn: Deve essere un numero intero: il testo non si legge come numero" in text, text
        assert "Input should" not in text and "is not a type" not in text
        assert window.document.state == before
    finally:
        _language_action(window, "English").trigger()


def test_a_refused_mana_pool_says_why_in_the_interface_language(window, qtbot):
    """106.1b: {X} typed into the pool is refused; the status bar's reason is in Japanese."""
    _language_action(window, "日本語").trigger()
    try:
        pool = window.board.panels["A"].pool
        pool.setFocus()
        pool.clear()
        qtbot.keyClicks(pool, "{X}")
        qtbot.keyClick(pool, Qt.Key.Key_Return)
        assert window.document.state.player("A").mana_pool == ""
        shown = window.statusBar().currentMessage()
        assert shown.startswith("変更されなかった：{X}はマナの種類ではない。") and "（106.1b）" in shown, shown
    finally:
        _language_action(window, "English").trigger()


def test_a_long_japanese_list_of_values_can_break_after_each_comma(qapp):
    """A step typed wrong lists the twelve steps. Japanese separates them with "、", and a line may
    not break before or after a quote (UAX #14), so the list was one unbreakable line: the error box
    cut it off at its right edge. A zero-width space after each "、" lets it wrap."""
    from PySide6.QtGui import QFontMetrics, QTextLayout, QTextOption
    from judgeapp.core.errors import ScenarioError
    from judgeapp.core.scenario import parse_scenario
    with pytest.raises(ScenarioError) as raised:
        parse_scenario(json.dumps({"format": "judgeapp-scenario", "version": 2, "active_player": "A",
                                   "step": "upkeeep", "players": [{"id": "A"}, {"id": "B"}]}))
    said = raised.value.problems_in("ja")[0][1]
    app = qapp
    layout = QTextLayout(said, app.font())
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    layout.setTextOption(option)
    width = 30 * QFontMetrics(app.font()).averageCharWidth()
    layout.beginLayout()
    widest = 0.0
    while (line := layout.createLine()).isValid():
        line.setLineWidth(width)
        widest = max(widest, line.naturalTextWidth())
    layout.endLayout()
    assert "'beginning_of_combat'" in said and widest <= width, (widest, width)


def test_french_punctuation_never_starts_a_wrapped_line(qapp):
    """Every French catalog sentence with ":", ";", "?", "!" or « », laid out by Qt as a narrow label
    wraps it: no line starts with that punctuation (the no-break space U+00A0 holds; the narrow
    U+202F first used before ";" did not in the quiz's explanation, which read "…empêche de lancer"
    and "; cette action" below it: test_languages forbids it)."""
    import re
    from PySide6.QtGui import QFontMetrics, QTextLayout, QTextOption
    from judgeapp.core import messages
    width = 22 * QFontMetrics(qapp.font()).averageCharWidth()
    texts = [t for section in messages.catalog("fr").values() for t in section.values()
             if isinstance(t, str) and re.search(r"\S\u00a0[:;?!»]", t)]     # (not the bare separators)
    starts = []
    for text in texts:
        layout = QTextLayout(text, qapp.font())
        option = QTextOption()
        option.setWrapMode(QTextOption.WrapMode.WordWrap)
        layout.setTextOption(option)
        layout.beginLayout()
        while (line := layout.createLine()).isValid():
            line.setLineWidth(width)
            starts.append(text[line.textStart():line.textStart() + line.textLength()].lstrip()[:1])
        layout.endLayout()
    assert len(texts) > 100 and not [s for s in starts if s in ":;?!»"], [s for s in starts if s in ":;?!»"]


def test_a_rules_file_or_card_set_refused_says_why_in_the_interface_language(window, qtbot, tmp_path):
    """Help ▸ Use another Comprehensive Rules file… with notes that have no rule 116, and a folder
    chosen as a card set: the reasons were English ("does not look like the Comprehensive Rules",
    "[Errno 21] it is a folder, not a file") in every language; now the interface's."""
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtGui import QAction
    from judgeapp.core.card_store import import_cards
    from judgeapp.gui.labels import refusal_text
    notes = tmp_path / "appunti.txt"
    notes.write_text("just notes", encoding="utf-8")
    _language_action(window, "日本語").trigger()
    try:
        wanted = QCoreApplication.translate("MainWindow", "Use another Comprehensive Rules file…")
        action = next(a for a in window.findChildren(QAction) if a.text() == wanted)
        window.prompts.answers["open_path"] = [notes]
        action.trigger()
        assert window.prompts.errors[-1][1] == "appunti.txtは総合ルールに見えない：ルール116がない"
        assert window.rules_file is None
        with pytest.raises(OSError) as raised:
            import_cards(tmp_path, tmp_path / "store")
        assert refusal_text(raised.value) == f"{tmp_path}：ファイルではなくフォルダーである"
        # What the card-set worker shows when a download can't be made (its `said`).
        from judgeapp.core.card_download import DownloadError
        offline = DownloadError("download_unreachable", host="mtgjson.com", reason="timed out")
        assert refusal_text(offline).startswith("mtgjson.comに接続できない（timed out）。")
    finally:
        _language_action(window, "English").trigger()
    assert refusal_text(raised.value) == f"{tmp_path}: it is a folder, not a file"


def test_a_custom_card_refused_names_the_field_as_the_dialog_labels_it(window, qtbot):
    """107.4: {Q} is no mana symbol. In Japanese the custom-card dialog said "mana_cost：…" (the
    file's word for the field); it names the field as its own label does, and says why in Japanese."""
    from PySide6.QtWidgets import QDialogButtonBox
    from judgeapp.gui.dialogs import CustomCardDialog
    _language_action(window, "日本語").trigger()
    try:
        dialog = CustomCardDialog(window)
        dialog.name.setText("My Morph")
        dialog.mana_cost.setText("{Q}")
        qtbot.mouseClick(dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok),
                         Qt.MouseButton.LeftButton)
        assert dialog.problem.text() == "マナ・コスト：'Q'はマナ・シンボルではない（107.4）" and dialog.result() == 0
        dialog.reject()
    finally:
        _language_action(window, "English").trigger()


def test_the_window_title_is_the_boards_title_in_the_language(window):
    """The example board has its title in five languages: the window's title bar is the one the
    panel shows, "Téfeiri, mage de Zhalfir…" in French (it stayed English in every language), and
    English again after switching back."""
    english = window.document.situation("en")[0]
    _language_action(window, "Français").trigger()
    try:
        french = window.document.situation("fr")[0]
        assert french != english and french.startswith("Téfeiri")
        assert window.windowTitle() == f"{french}[*] — judgeapp"
    finally:
        _language_action(window, "English").trigger()
    assert window.windowTitle() == f"{english}[*] — judgeapp"
