"""Issue 12: the scenario library in the app, used as a user would. File ▸ Scenario library
filters the authored situations by rule and difficulty; "Open on the board" puts one on the
board; "Practise these as a quiz" plays the shown ones, with each situation's story before the
question and its author's explanation after the answer."""

from collections import Counter

import pytest
from PySide6.QtCore import QPoint, Qt

from judgeapp.core.quiz.library import entries
from judgeapp.core.scenario import state_of
from judgeapp.gui.card_delegate import CELL_ROLE
from tests.gui.conftest import close_ending_its_quiz


@pytest.fixture(autouse=True)
def close_the_windows_it_opens(window):
    """The quiz window and the library are top-level windows: close them with the test."""
    yield
    for name in ("quiz_window", "library_dialog"):
        other = getattr(window, name, None)
        if other is not None:
            close_ending_its_quiz(other) if name == "quiz_window" else other.close()
            other.deleteLater()


def _menu_action(window, menu_title, text):
    menu = next(a.menu() for a in window.menuBar().actions() if a.text() == menu_title)
    return next(a for a in menu.actions() if a.text() == text)


def _library(window, qtbot):
    _menu_action(window, "&File", "Scenario &library…").trigger()
    dialog = window.library_dialog
    qtbot.waitExposed(dialog)
    return dialog


def _choose(combo, data):
    combo.setCurrentIndex(combo.findData(data))


def test_filtering_by_rule_and_difficulty(window, qtbot):
    dialog = _library(window, qtbot)
    assert len(dialog.shown_ids()) == len(entries()) >= 60
    _choose(dialog.rule_box, "116.2b")
    _choose(dialog.level_box, 2)
    expected = [e.id for e in entries() if e.quiz.rule == "116.2b" and e.quiz.difficulty == 2]
    assert dialog.shown_ids() == expected and dialog.count.text() == f"{len(expected)} situations"
    first = next(e for e in entries() if e.id == expected[0])
    assert dialog.story.text() == first.situation("en").story


def test_one_situation_is_counted_in_the_singular(window, qtbot):
    """The count under the list says "1 situation", not "1 situations" (Qt's plural forms,
    English included)."""
    counts = Counter((e.quiz.rule, e.quiz.difficulty) for e in entries())
    rule, level = next(filed for filed, count in sorted(counts.items()) if count == 1)    # (the library grows)
    dialog = _library(window, qtbot)
    _choose(dialog.rule_box, rule)
    _choose(dialog.level_box, level)
    assert len(dialog.shown_ids()) == 1 and dialog.count.text() == "1 situation"


def test_open_on_the_board_puts_the_situation_there(window, qtbot):
    dialog = _library(window, qtbot)
    _choose(dialog.rule_box, "116.2m")
    chosen = dialog.selected_id()
    qtbot.mouseClick(dialog.open_button, Qt.MouseButton.LeftButton)
    found = next(e for e in entries() if e.id == chosen)
    assert window.document.state == state_of(found.scenario)
    assert window.document.path is None          # like an example: Save asks where


def test_practising_the_shown_situations_tells_the_story_and_explains(window, qtbot):
    dialog = _library(window, qtbot)
    _choose(dialog.rule_box, "116.2f")
    _choose(dialog.level_box, 3)
    shown = set(dialog.shown_ids())
    qtbot.mouseClick(dialog.practise_button, Qt.MouseButton.LeftButton)
    quiz = window.quiz_window
    qtbot.waitExposed(quiz)
    assert {q.scenario for q in quiz.questions} == shown
    question = quiz.current()
    found = next(e for e in entries() if e.id == question.scenario)
    assert quiz.story.isVisible() and quiz.story.text() == found.situation("en").story
    right = next(i for i, c in enumerate(question.choices) if c.correct)
    button = quiz.choice_group.button(right)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton, pos=QPoint(8, button.height() // 2))   # its round mark
    assert button.isChecked()
    qtbot.mouseClick(quiz.submit_button, Qt.MouseButton.LeftButton)
    feedback = quiz.feedback.toPlainText()
    assert feedback.startswith("Right.") and found.situation("en").description.split(":")[0] in feedback


def test_the_quiz_setup_can_draw_from_the_library(window, qtbot):
    _menu_action(window, "&Quiz", "&Start a quiz…").trigger()
    quiz = window.quiz_window
    qtbot.waitExposed(quiz)
    _choose(quiz.source_box, "library")
    _choose(quiz.level_box, 1)
    qtbot.mouseClick(quiz.start_button, Qt.MouseButton.LeftButton)
    assert quiz.questions and all(q.scenario and q.difficulty == 1 for q in quiz.questions)
    assert quiz.story.text()


def test_open_example_lists_the_library_by_rule(window, qtbot):
    window.examples_menu.aboutToShow.emit()
    rules = [a.text().split(" — ")[0] for a in window.examples_menu.actions()]
    assert rules[:2] == ["116.2a", "116.2b"] and "116.3" in rules
    lands = window.examples_menu.actions()[0].menu().actions()
    assert len(lands) == sum(e.quiz.rule == "116.2a" for e in entries())
    lands[0].trigger()
    first = next(e for e in entries() if e.quiz.rule == "116.2a")
    assert window.document.state == state_of(first.scenario)


def test_a_library_situation_saved_from_the_board_keeps_its_story_and_question(window, qtbot, tmp_path):
    """A judge who opens a library situation, changes it and saves it keeps the story, the
    question and the translations (the saved file is still a library-style situation)."""
    from judgeapp.core.edits import set_fields
    from judgeapp.core.scenario import load_scenario
    found = next(e for e in entries() if e.id == "rift-bolt-suspend-cost")
    window.open_library_entry(found)
    window.document.edit(set_fields(window.document.state, turn=3), "turn")
    target = tmp_path / "mine.json"
    window.prompts.answers["save_path"] = [target]
    _menu_action(window, "&File", "Save &As…").trigger()
    saved = load_scenario(target)
    assert saved.quiz == found.scenario.quiz and saved.story == found.scenario.story
    assert saved.translations["ja"].story == found.scenario.translations["ja"].story
    assert saved.turn == 3


def test_the_quiz_menu_opens_the_library_too(window, qtbot):
    _menu_action(window, "&Quiz", "Practise the scenario &library…").trigger()
    qtbot.waitExposed(window.library_dialog)
    assert window.library_dialog.isVisible() and len(window.library_dialog.shown_ids()) == len(entries())


def test_a_situation_with_its_own_card_shows_that_card_on_the_quiz_board(window, qtbot):
    """601.3 with Rule of Law, a card the data lacks that the situation defines: practised from
    the library, the quiz board drew it as an unknown card (no type line) and its card page said
    "Not in the card database"; it now reads it as the main window does."""
    dialog = _library(window, qtbot)
    _choose(dialog.rule_box, "116.2f")
    _choose(dialog.level_box, 3)
    ids = dialog.shown_ids()
    row = ids.index("rule-of-law-suspend-or-foretell")
    dialog.table.selectRow(row)
    qtbot.mouseClick(dialog.practise_button, Qt.MouseButton.LeftButton)
    quiz = window.quiz_window
    qtbot.waitExposed(quiz)
    while quiz.current().scenario != "rule-of-law-suspend-or-foretell":
        quiz.index += 1
        quiz.show_question()
    battlefield = quiz.board.panels["A"].views["battlefield"]
    model = battlefield.model()
    index = next(model.index(r) for r in range(model.rowCount()) if "Rule of Law" in model.index(r).data())
    assert index.data(CELL_ROLE).look.details == "Enchantment" and index.data(CELL_ROLE).look.cost == "{2}{W}"
    qtbot.mouseClick(battlefield.viewport(), Qt.MouseButton.LeftButton, pos=battlefield.visualRect(index).center())
    page = quiz.card_panel.toPlainText()
    assert "Each player can't cast more than one spell each turn." in page and "Not in the card database" not in page


def test_practising_the_library_while_a_quiz_has_questions_left_asks_first(window, qtbot):
    """"Practise these as a quiz" replaced a running quiz's questions unasked. Now it asks; No
    keeps the quiz as it was, Yes starts the library's."""
    _menu_action(window, "&Quiz", "&Start a quiz…").trigger()
    quiz = window.quiz_window
    qtbot.waitExposed(quiz)
    quiz.count_box.setValue(3)
    qtbot.mouseClick(quiz.start_button, Qt.MouseButton.LeftButton)
    running = list(quiz.questions)
    dialog = _library(window, qtbot)
    _choose(dialog.rule_box, "116.2f")
    window.prompts.answers["end_quiz"] = [False]
    qtbot.mouseClick(dialog.practise_button, Qt.MouseButton.LeftButton)
    assert window.prompts.asked_end_quiz == [(0, 3)]
    assert window.quiz_window is quiz and quiz.questions == running
    window.prompts.answers["end_quiz"] = [True]
    qtbot.mouseClick(dialog.practise_button, Qt.MouseButton.LeftButton)
    assert {q.scenario for q in quiz.questions} == set(dialog.shown_ids())


def _shows_story_with_symbols(label, story):
    """The label draws the story's mana symbols as images and its words as written."""
    from PySide6.QtGui import QTextDocument
    assert label.textFormat() == Qt.TextFormat.RichText and label.text().count("<img") == story.count("{")
    document = QTextDocument()
    document.setHtml(label.text())
    assert document.toPlainText() == story.replace("{3}", "\ufffc")     # (an image is one object character)


def test_a_story_naming_a_cost_draws_its_mana_symbol_in_the_library_and_the_quiz(window, qtbot):
    """17 of the library's stories name a cost ("A wants to pay {3} to put Lutri into hand"): the
    story showed the braces where the choices and explanations under it draw the symbol. Picked in
    the list with the mouse, then played as a quiz."""
    target = "companion-in-combat"
    story = next(e for e in entries() if e.id == target).situation("en").story
    assert "{3}" in story
    dialog = _library(window, qtbot)
    _choose(dialog.rule_box, "116.2g")
    _choose(dialog.level_box, 1)
    row = dialog.shown_ids().index(target)
    rect = dialog.table.visualRect(dialog.proxy.index(row, 2))
    qtbot.mouseClick(dialog.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert dialog.selected_id() == target
    _shows_story_with_symbols(dialog.story, story)
    qtbot.mouseClick(dialog.practise_button, Qt.MouseButton.LeftButton)
    quiz = window.quiz_window
    qtbot.waitExposed(quiz)
    while quiz.current().scenario != target:        # the shown situations, in the quiz's order
        qtbot.mouseClick(quiz.choice_group.button(0), Qt.MouseButton.LeftButton, pos=QPoint(8, 8))
        qtbot.mouseClick(quiz.submit_button, Qt.MouseButton.LeftButton)
        qtbot.mouseClick(quiz.submit_button, Qt.MouseButton.LeftButton)
    _shows_story_with_symbols(quiz.story, story)
