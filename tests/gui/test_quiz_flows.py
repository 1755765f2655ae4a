"""The quiz screen, headless: a practice question answered from the keyboard, an exam with its
report saved as HTML and PDF, progress by rule, and a damaged progress file."""


import pytest
from PySide6.QtCore import Qt

from judgeapp.core.quiz import QuestionKind, QuizSettings
from judgeapp.gui.quiz_window import EXAM, PRACTICE, QuizWindow
from tests.gui.conftest import ScriptedPrompts


@pytest.fixture
def quiz(qtbot, data_dir):
    window = QuizWindow(data_dir, ScriptedPrompts())
    window.show()
    qtbot.waitExposed(window)
    yield window
    window.close()


def _answer_right_with_keys(quiz, qtbot):
    question = quiz.current()
    for i, choice in enumerate(question.choices):
        if choice.correct:
            qtbot.keyClick(quiz.pages.currentWidget(), Qt.Key(Qt.Key.Key_1 + i))
    qtbot.keyClick(quiz.pages.currentWidget(), Qt.Key.Key_Return)


def test_practice_from_the_keyboard_shows_feedback_and_logs_the_answer(quiz, qtbot):
    assert quiz.start(QuizSettings(count=3, difficulty=2, focus=("116.2f",)), seed=4, mode=PRACTICE)
    _answer_right_with_keys(quiz, qtbot)
    text = quiz.feedback.toPlainText()
    assert text.startswith("Right.") and "116.2f A player who has a card with suspend" in text
    (logged,) = quiz.progress.answers()
    assert logged.correct and logged.skill == "116.2f"
    qtbot.keyClick(quiz.pages.currentWidget(), Qt.Key.Key_Return)      # next question
    assert quiz.index == 1 and quiz.feedback.toPlainText() == ""


def test_a_wrong_answer_says_so_and_which_was_right(quiz, qtbot):
    quiz.start(QuizSettings(count=2, difficulty=1, focus=("116.1",)), seed=3, mode=PRACTICE)
    question = quiz.current()
    wrong = next(i for i, c in enumerate(question.choices) if not c.correct)
    quiz.toggle_choice(wrong)
    result = quiz.submit()
    assert not result.correct and quiz.feedback.toPlainText().startswith("Not right.")
    assert "(your answer)" in quiz.feedback.toPlainText()


def test_the_board_of_the_question_is_shown_read_only(quiz):
    quiz.start(QuizSettings(count=1, difficulty=1, focus=("116.2a",), kinds=(QuestionKind.MAY_DO,)), seed=2,
               mode=PRACTICE)
    assert quiz.document.state == quiz.current().state
    assert quiz.board.read_only and not quiz.board.add_bar.isVisible()


def test_exam_gives_no_feedback_until_the_end_then_a_report_by_rule(quiz, qtbot, tmp_path):
    quiz.start(QuizSettings(count=3, difficulty=3), seed=9, mode=EXAM)
    for _ in range(3):
        quiz.toggle_choice(0)
        quiz.submit()
        assert quiz.feedback.toPlainText() == ""     # exam: nothing until the end
        quiz.next_question()
    assert quiz.pages.currentIndex() == 2
    report = quiz.report.toPlainText()
    assert "Score:" in report and "By rule" in report
    quiz.prompts.answers["save_path"] = [tmp_path / "report", tmp_path / "report"]
    html = quiz._save_report("html")
    pdf = quiz._save_report("pdf")
    assert html.read_text(encoding="utf-8").count("Score") == 1
    assert pdf.read_bytes().startswith(b"%PDF") and pdf.stat().st_size > 1000


def test_the_timer_runs_during_an_exam(quiz, qtbot):
    quiz.start(QuizSettings(count=1), seed=1, mode=EXAM)
    qtbot.waitUntil(lambda: quiz.timer_label.text().startswith("00:"), timeout=3000)


def test_progress_by_rule_chart_and_table(quiz, qtbot):
    quiz.start(QuizSettings(count=2, focus=("116.2k",)), seed=1, mode=PRACTICE)
    quiz.submit()
    view = quiz.show_stats()
    assert view.table.rowCount() == 1 and view.table.item(0, 0).text() == "116.2k"
    assert view.chart.series["116.2k"][0][2] == 1
    view.chart.grab()   # paints without error
    view.close()


def test_weak_spots_focus_uses_the_log(quiz):
    quiz.focus_box.setCurrentIndex(quiz.focus_box.findData("weak"))
    quiz.count_box.setValue(5)
    assert quiz.start()
    assert len(quiz.questions) == 5


def test_a_damaged_progress_file_gets_a_message_and_a_backup_not_a_crash(qtbot, data_dir):
    (data_dir / "progress.db").write_bytes(b"garbage" * 500)
    prompts = ScriptedPrompts()
    window = QuizWindow(data_dir, prompts)
    qtbot.waitUntil(lambda: bool(prompts.errors), timeout=3000)
    assert "kept as" in prompts.errors[0][1]
    assert list(data_dir.glob("progress.db.damaged-*"))
    window.close()


def test_the_main_window_opens_the_quiz(window):
    quiz = window.open_quiz()
    assert quiz.isVisible()
    quiz.close()
