"""The quiz's setup page says what the choices mean and where the candidate stands: a note
under Difficulty for the level chosen, under Train the rules My weak spots will ask most about,
and under the buttons the answers logged so far and in the last 7 days. Chosen with the keyboard
and the mouse, as a user does."""

import pytest
from PySide6.QtCore import Qt

from judgeapp.gui import i18n
from judgeapp.gui.quiz_window import SETUP_WIDTH, QuizWindow
from tests.gui.conftest import ScriptedPrompts, close_ending_its_quiz
from tests.gui.test_quiz_flows import _click


def _choose(qtbot, box, data) -> None:
    """Pick the entry holding `data` from the keyboard: Home, then Down until it is current."""
    box.setFocus()
    qtbot.keyClick(box, Qt.Key.Key_Home)
    for _ in range(box.count()):
        if box.currentData() == data:
            return
        qtbot.keyClick(box, Qt.Key.Key_Down)
    assert box.currentData() == data


def _type_into(qtbot, box, text: str) -> None:
    box.setFocus()
    qtbot.keyClick(box, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(box, text)


def test_the_difficulty_note_says_what_the_level_asks(quiz, qtbot):
    _choose(qtbot, quiz.level_box, 1)
    assert quiz.level_words.text().startswith("Two players and the plain rules")
    _choose(qtbot, quiz.level_box, 2)
    assert quiz.level_words.text().startswith("Effects that change the rules (Teferi, Silence")
    _choose(qtbot, quiz.level_box, 3)
    assert quiz.level_words.text().startswith("Traps that decide the answer, as a judge exam sets them")


def test_a_fresh_log_says_no_answers_yet_and_weak_spots_weigh_every_rule_alike(quiz, qtbot):
    assert quiz.progress_words.text().startswith("No answers yet.")
    _choose(qtbot, quiz.focus_box, "mix")
    assert not quiz.weak_words.isVisible()          # said only with My weak spots chosen
    _choose(qtbot, quiz.focus_box, "weak")
    assert quiz.weak_words.isVisible()
    assert quiz.weak_words.text() == "Every rule weighs the same until you have answered some questions."


def test_after_a_wrong_answer_the_page_counts_it_and_puts_its_rule_first_in_the_weak_spots(quiz, qtbot):
    """One question on plot (116.2k) started with Start, answered wrongly by clicking, the quiz
    ended and New quiz clicked: the page says 1 answer, 0% right, in all and in the last 7 days,
    and My weak spots lists first a rule the answer got wrong (its last answer wrong: it comes
    back at once)."""
    _choose(qtbot, quiz.focus_box, "116.2k")
    _choose(qtbot, quiz.level_box, 1)
    _type_into(qtbot, quiz.count_box, "1")
    _click(qtbot, quiz.start_button)
    assert quiz.pages.currentIndex() == 1 and len(quiz.questions) == 1, (quiz.pages.currentIndex(), len(quiz.questions))
    question = quiz.current()
    wrong = next(i for i, choice in enumerate(question.choices) if not choice.correct)
    qtbot.waitUntil(quiz.choice_group.button(wrong).isVisible)      # (new buttons show once events run)
    _click(qtbot, quiz.choice_group.button(wrong))
    _click(qtbot, quiz.submit_button)       # answers
    _click(qtbot, quiz.submit_button)       # the one-question quiz ends: its report
    _click(qtbot, quiz.again_button)
    assert quiz.pages.currentIndex() == 0
    assert quiz.progress_words.text() == "Your answers so far: 1, 0% right. In the last 7 days: 1, 0% right."
    (logged,) = quiz.progress.answers()
    missed = {rule for rule, right in logged.rules() if not right}
    _choose(qtbot, quiz.focus_box, "weak")
    lines = quiz.weak_words.text().splitlines()
    assert lines[0] == "Asked most now:" and len(lines) == 4, lines
    first_rule = lines[1].removeprefix("• ").split(" — ")[0]
    assert first_rule in missed, (lines, missed)


@pytest.mark.parametrize("width", [1024, 1366])
def test_the_setup_page_fits_a_laptop_screen_with_every_note_whole(quiz, qtbot, width):
    """In French, the longest words, with every note shown: each note as high as its words need at
    its width, no more and no less (a wrapped label in a form was cut short or padded with empty lines), the column at most SETUP_WIDTH wide,
    and all of it inside the window at 1024x768 and 1366x768."""
    i18n.app_translations().install("fr")       # (the autouse fixture puts English back)
    window = QuizWindow(quiz.progress.path.parent, ScriptedPrompts(), lang="fr")
    qtbot.addWidget(window)
    window.show()
    _choose(qtbot, window.focus_box, "weak")
    _choose(qtbot, window.level_box, 2)
    window.resize(width, 768)
    page = window.pages.widget(0)
    notes = (window.weak_words, window.level_words, window.progress_words)
    # (a note given a new width asks for the height that width needs: a second pass of the layout)
    qtbot.waitUntil(lambda: all(note.height() == note.heightForWidth(note.width()) for note in notes), timeout=2000)
    for note in notes:
        assert note.isVisible() and note.text()
        bottom = note.mapTo(page, note.rect().bottomLeft()).y()
        assert bottom <= page.height(), (note.text(), bottom, page.height())
    column = window.start_button.parentWidget()
    assert column.width() <= SETUP_WIDTH
    close_ending_its_quiz(window)


def test_weak_spots_remembered_from_the_last_quiz_are_explained_when_the_window_opens_again(quiz, qtbot,
                                                                                             data_dir):
    """My weak spots chosen and a quiz started with Start: the next quiz window starts on that
    choice (it is remembered) and says what it will ask most about once it is shown, without the
    user touching the box."""
    _choose(qtbot, quiz.focus_box, "weak")
    _click(qtbot, quiz.start_button)
    close_ending_its_quiz(quiz)
    again = QuizWindow(data_dir, ScriptedPrompts())
    qtbot.addWidget(again)
    assert again.focus_box.currentData() == "weak" and not again.weak_words.isVisible()
    again.show()
    qtbot.waitUntil(again.weak_words.isVisible)
    assert again.weak_words.text() == "Every rule weighs the same until you have answered some questions."
    close_ending_its_quiz(again)




def test_a_set_to_print_is_the_command_lines_set_for_the_same_settings(quiz, qtbot, tmp_path):
    """A study group's judge chooses plot (116.2k), difficulty 2, 3 questions, seed 7, and clicks
    Save a set to print: the web page saved is `judgeapp quiz --rule 116.2k --difficulty 2
    --count 3 --seed 7 --out set.html`'s, answer key and all; nothing is asked or logged, and the
    page stays."""
    from judgeapp.core.quiz import QuizSettings, generate
    from judgeapp.core.quiz.export import set_html
    _choose(qtbot, quiz.focus_box, "116.2k")
    _choose(qtbot, quiz.level_box, 2)
    _type_into(qtbot, quiz.count_box, "3")
    _type_into(qtbot, quiz.seed_box, "7")
    target = tmp_path / "set.html"
    quiz.prompts.answers["save_page_path"] = [target]
    _click(qtbot, quiz.print_button)
    settings = QuizSettings(count=3, difficulty=2, focus=("116.2k",))
    assert target.read_text(encoding="utf-8") == set_html(generate(settings, 7), settings, 7, "en")
    page = target.read_text(encoding="utf-8")
    assert page.count("<h2>Question") == 3 and "<h1>Answer key</h1>" in page
    assert quiz.progress.answers() == [] and quiz.pages.currentIndex() == 0
    assert quiz.statusBar().currentMessage() == f"Saved a set of 3 questions, with its answer key: {target}"


def test_an_exam_set_prints_its_time_limit_and_saves_as_pdf(quiz, qtbot, tmp_path):
    """Exam mode with a 45-minute limit: the printed set says the time it is sat in under its
    title, and a .pdf chosen gets a PDF (the symbols drawn as images), in the window's language."""
    _choose(qtbot, quiz.mode_box, "exam")
    _type_into(qtbot, quiz.limit_box, "45")
    _type_into(qtbot, quiz.count_box, "2")
    web, pdf = tmp_path / "exam.html", tmp_path / "exam.pdf"
    quiz.prompts.answers["save_page_path"] = [web, pdf]
    _click(qtbot, quiz.print_button)
    _click(qtbot, quiz.print_button)
    assert "<p><b>Time limit: 45 minutes.</b></p>" in web.read_text(encoding="utf-8")
    data = pdf.read_bytes()
    assert data.startswith(b"%PDF-") and data.rstrip().endswith(b"%%EOF") and b"/Image" in data


def test_a_set_that_cant_be_written_says_why_and_writes_nothing(quiz, qtbot, tmp_path):
    blocked = tmp_path / "not-a-folder"
    blocked.write_text("a file")
    quiz.prompts.answers["save_page_path"] = [blocked / "set.html", None]
    _click(qtbot, quiz.print_button)
    [(title, text)] = quiz.prompts.errors
    assert title == "Cannot save" and "not-a-folder" in text
    _click(qtbot, quiz.print_button)            # the dialog cancelled: nothing more happens
    assert len(quiz.prompts.errors) == 1 and blocked.read_text() == "a file"


def test_the_weak_spots_note_follows_the_answers_of_the_quiz_just_taken(quiz, qtbot):
    """My weak spots chosen and kept: a one-question weak-spots quiz answered wrongly, then New
    quiz: the note, said when the window opened (every rule alike), now puts a rule the answer got
    wrong first, without the box being touched (it stayed as it was before the quiz)."""
    _choose(qtbot, quiz.focus_box, "weak")
    assert quiz.weak_words.text() == "Every rule weighs the same until you have answered some questions."
    _type_into(qtbot, quiz.count_box, "1")
    _click(qtbot, quiz.start_button)
    question = quiz.current()
    wrong = next(i for i, choice in enumerate(question.choices) if not choice.correct)
    qtbot.waitUntil(quiz.choice_group.button(wrong).isVisible)
    _click(qtbot, quiz.choice_group.button(wrong))
    _click(qtbot, quiz.submit_button)       # answers
    _click(qtbot, quiz.submit_button)       # the one-question quiz ends: its report
    _click(qtbot, quiz.again_button)
    (logged,) = quiz.progress.answers()
    missed = {rule for rule, right in logged.rules() if not right}
    lines = quiz.weak_words.text().splitlines()
    assert lines[0] == "Asked most now:" and lines[1].removeprefix("• ").split(" — ")[0] in missed, (lines, missed)
