"""Help ▸ Look up a rule: the Comprehensive Rules in use by number or by words, used as a judge
uses it (the menu's action, typed keys, mouse clicks on a result and on a rule's link)."""

import pytest
from PySide6.QtCore import QPoint, Qt

from judgeapp.core.rules_text import load_rules
from tests.core.test_rules_text import TRANSLATION_FIXTURE
from tests.gui.test_board_layout import menu_action

RULES = load_rules()


def _open(window, qtbot):
    action = next(a for a in window.findChildren(type(window.menuBar().actions()[0]))
                  if a.text() == "&Look up a rule…")
    action.trigger()
    rules_window = window.rules_window
    qtbot.waitExposed(rules_window)
    return rules_window


def _rows(rules_window) -> list[str]:
    model = rules_window.model
    return [model.index(row, 0).data() for row in range(model.rowCount())]


def _click_row(qtbot, rules_window, row: int) -> None:
    view = rules_window.results
    rect = view.visualRect(rules_window.model.index(row, 0))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


def test_words_list_the_glossary_entry_first_and_a_clicked_rule_is_quoted_exactly(window, qtbot):
    rules_window = _open(window, qtbot)
    assert rules_window.focusWidget() is rules_window.query       # ready to type
    qtbot.keyClicks(rules_window.query, "split second")
    rows = _rows(rules_window)
    assert rows[0] == "Split Second — Glossary" and rows[3].startswith("702.61b  Players may activate")
    assert rules_window.count.text() == f"Found: {len(rows)}"
    # the first result is shown at once: the glossary's words, exactly
    assert RULES.glossary["Split Second"] in rules_window.page.toPlainText()
    _click_row(qtbot, rules_window, 3)
    assert RULES.text("702.61b") in rules_window.page.toPlainText()


def test_a_rule_number_shows_the_rule_and_its_link_leads_to_the_rule_it_cites(window, qtbot):
    # 116.2f ends "See rule 702.62, “Suspend.”": the link opens 702.62 and its subrules.
    rules_window = _open(window, qtbot)
    qtbot.keyClicks(rules_window.query, "116.2f")
    assert _rows(rules_window) == [f"116.2f  {RULES.get('116.2f').text}"]
    assert RULES.text("116.2f") in rules_window.page.toPlainText()
    page = rules_window.page
    link = next(QPoint(x, y) for y in range(0, page.viewport().height(), 4) for x in range(0, page.viewport().width(), 4)
                if page.anchorAt(QPoint(x, y)) == "rule:702.62")
    qtbot.mouseClick(page.viewport(), Qt.MouseButton.LeftButton, pos=link)
    assert rules_window.query.text() == "702.62"
    assert RULES.text("702.62a") in page.toPlainText() and RULES.text("702.62d") in page.toPlainText()


def test_enter_takes_the_keyboard_to_the_results(window, qtbot):
    rules_window = _open(window, qtbot)
    qtbot.keyClicks(rules_window.query, "suspend")
    qtbot.keyClick(rules_window.query, Qt.Key.Key_Return)
    assert rules_window.focusWidget() is rules_window.results and rules_window.results.currentIndex().row() == 0
    qtbot.keyClick(rules_window.results, Qt.Key.Key_Down)
    second = rules_window.found[1]
    assert RULES.text(second.key) in rules_window.page.toPlainText()


def test_nothing_found_says_so_and_where_words_are_looked_for(window, qtbot):
    rules_window = _open(window, qtbot)
    qtbot.keyClicks(rules_window.query, "qwzx")
    assert rules_window.model.rowCount() == 0 and rules_window.count.text() == "Nothing found"
    assert "the shipped rules are in English" in rules_window.page.toPlainText()


def test_a_chosen_rules_files_markup_is_shown_as_its_characters(window, qtbot, tmp_path):
    """A rules file the user chose may hold anything: its words are plain text in the list, the
    tooltip and the page (never bold, never an image), and it is labelled unofficial."""
    hostile = TRANSLATION_FIXTURE.replace("使用地是特殊动作。", "<b>bold</b> <img src=x>").replace(
        "异能\n1. 一个物件上的叙述。", "<i>异能</i>\n<a href='rule:116.1'>link</a>")
    fixture = tmp_path / "rules-zh.txt"
    fixture.write_text(hostile, encoding="utf-8")
    rules_window = _open(window, qtbot)
    qtbot.keyClicks(rules_window.query, "<b>bold")
    assert rules_window.model.rowCount() == 0              # the shipped English rules don't have it
    assert window.choose_rules_file(fixture)               # the open window looks again
    try:
        assert _rows(rules_window) == ["116.2a  <b>bold</b> <img src=x>"]
        text = rules_window.page.toPlainText()
        assert "116.2a <b>bold</b> <img src=x>" in text and "Unofficial rules text: rules-zh.txt" in text
        tip = rules_window.model.index(0, 0).data(Qt.ItemDataRole.ToolTipRole)
        assert "&lt;b&gt;bold&lt;/b&gt;" in tip and "<b>" not in tip      # escaped: shown as typed
        rules_window.query.clear()
        qtbot.keyClicks(rules_window.query, "link")
        assert _rows(rules_window) == ["<i>异能</i> — Glossary"]
        assert "<a href='rule:116.1'>link</a>" in rules_window.page.toPlainText()
    finally:
        window.use_shipped_rules()
    assert _rows(rules_window) == [f"{f.key}  {f.words.split(chr(10))[0]}" if f.kind == "rule" else f"{f.key} — Glossary"
                                   for f in RULES.look_up("link")]     # the shipped rules again


def test_the_window_speaks_the_readers_language_and_quotes_the_seed_translation(window, qtbot):
    window.set_language("ja")
    rules_window = _open_by_shortcut(window, qtbot)
    assert rules_window.windowTitle() == "総合ルール"
    qtbot.keyClicks(rules_window.query, "116.2f")
    text = rules_window.page.toPlainText()
    assert RULES.text("116.2f") in text and "[ja]" in text      # the official text, then the seed page's
    window.set_language("en")
    assert window.rules_window is None            # made again in the new language when next opened


def _open_by_shortcut(window, qtbot):
    """Ctrl+R, the key the Help menu shows."""
    window.activateWindow()
    qtbot.keyClick(window, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    rules_window = window.rules_window
    qtbot.waitExposed(rules_window)
    return rules_window


def test_the_words_looked_up_are_marked_on_the_page(window, qtbot):
    # "owner's graveyard": the straight apostrophe typed marks the file's curly one (owner’s).
    rules_window = _open(window, qtbot)
    qtbot.keyClicks(rules_window.query, "owner's GRAVEYARD")
    marked = [mark.cursor.selectedText() for mark in rules_window.page.extraSelections()]
    assert "owner’s" in marked and "graveyard" in marked
    assert {text.lower() for text in marked} <= {"owner’s", "owner's", "graveyard"}
    qtbot.keyClicks(rules_window.query, "x")               # "graveyardx": found nowhere, marked nowhere
    assert rules_window.page.extraSelections() == []
    rules_window.query.clear()
    qtbot.keyClicks(rules_window.query, "116.2f")          # a number marks nothing
    assert rules_window.page.extraSelections() == []


def test_down_goes_from_the_field_to_the_list_and_escape_closes_the_window(window, qtbot):
    rules_window = _open(window, qtbot)
    qtbot.keyClicks(rules_window.query, "suspend")
    rules_window.query.setFocus()
    qtbot.keyClick(rules_window.query, Qt.Key.Key_Down)
    assert rules_window.focusWidget() is rules_window.results
    qtbot.keyClick(rules_window.results, Qt.Key.Key_Escape)
    assert not rules_window.isVisible()
    assert _open(window, qtbot) is rules_window and rules_window.query.text() == "suspend"   # as it was left


def test_help_lists_the_rule_look_ups_keys_and_they_do_what_it_says(window, qtbot):
    """Help ▸ Keyboard shortcuts left out the look-up window's keys; each listed key is pressed."""
    menu_action(window, "Help", "Keyboard shortcuts").trigger()
    table = window.shortcuts_dialog.table
    rows = {table.item(r, 0).text(): table.item(r, 1).text() for r in range(table.rowCount())}
    window.shortcuts_dialog.close()
    assert rows["Enter, Down"] == "Rule look-up: from the words typed to the list of what they found"
    assert rows["Esc"] == "Rule look-up: close its window"
    rules_window = _open(window, qtbot)
    for key in (Qt.Key.Key_Return, Qt.Key.Key_Down):
        rules_window.query.setFocus()
        rules_window.query.clear()
        qtbot.keyClicks(rules_window.query, "foretell")
        assert rules_window.focusWidget() is rules_window.query
        qtbot.keyClick(rules_window.query, key)
        assert rules_window.focusWidget() is rules_window.results, key
    qtbot.keyClick(rules_window.results, Qt.Key.Key_Escape)
    assert not rules_window.isVisible()


@pytest.mark.parametrize("lang, page, day", [
    ("en", "Comprehensive Rules effective April 17, 2026", "April 17, 2026"),
    ("fr", "en vigueur depuis le 17 avril 2026", "17 avril 2026"),
    ("es", "vigentes desde el 17 de abril de 2026", "17 de abril de 2026"),
    ("it", "in vigore dal 17 aprile 2026", "17 aprile 2026"),
    ("ja", "総合ルール 発効日 2026年4月17日", "2026年4月17日")])
def test_the_editions_date_is_written_as_the_readers_language_writes_dates(window, qtbot, lang, page, day):
    """The file says "These rules are effective as of April 17, 2026."; a French page said
    "en vigueur depuis le April 17, 2026". Under a rule (Ctrl+R, the menu's shortcut) and in
    Help ▸ About, the date is said in the language of the interface."""
    from PySide6.QtCore import QCoreApplication
    window.set_language(lang)
    qtbot.keyClick(window, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    rules_window = window.rules_window
    qtbot.waitExposed(rules_window)
    qtbot.keyClicks(rules_window.query, "116.2a")
    assert page in rules_window.page.toPlainText()
    about = next(a for a in window.findChildren(type(window.menuBar().actions()[0]))
                 if a.text() == QCoreApplication.translate("MainWindow", "&About judgeapp"))
    about.trigger()
    assert day in window.prompts.infos[-1][1]
