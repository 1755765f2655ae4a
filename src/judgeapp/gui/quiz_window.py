"""The quiz: practice (feedback after each question) or exam (a timer, feedback at the end,
a report by rule saved as HTML or PDF). Fully usable from the keyboard: digits pick answers,
Enter submits and goes on. Every answer is logged as it is given."""

from __future__ import annotations

import random
import time
from datetime import timedelta
from pathlib import Path

from PySide6.QtCore import QElapsedTimer, QEvent, QSize, Qt, QTimer
from PySide6.QtGui import QFont, QKeySequence, QShortcut
from PySide6.QtWidgets import (QAbstractButton, QApplication, QButtonGroup, QComboBox, QFormLayout, QHBoxLayout,
                               QLabel, QMainWindow, QPushButton, QSizePolicy, QSpinBox, QSplitter,
                               QStackedWidget, QVBoxLayout, QWidget)

from ..core import messages
from ..core.cards import builtin_cards
from ..core.progress import Progress
from ..core.quiz import QuizSettings, generate, grade
from ..core.quiz.export import (explanation_html, plain_rule_html, results_html, set_html, situation,
                               turn_counts, turn_header)
from ..core.quiz.generator import ALL_SKILLS, next_weak_question
from ..core.quiz.model import MAX_TIME_LIMIT
from ..core.rules_text import load_rules
from ..core import edits
from .board import BoardWidget
from .card_panel import CardPanel
from .plain import path_text
from ..paths import PROGRESS_FILE
from .view_settings import ViewSettings
from .mana_icons import ManaCheckBox, ManaRadioButton, ManaTextBrowser, cost_img_html, set_mana_text
from .pdf import pdf_of, write_page
from .document import Document
from ..core.user_files import write_atomically
from .highlights import Highlights
from . import saved_settings as saved
from .rule_html import rule_block, translation_block
from .stats import StatsView, percent
from .status_bar import WrappingStatusBar
from .dialogs import narrow_box
from .text_size import applied_scale, toggle_full_screen
from .window_size import fit_to_screen

PRACTICE, EXAM = "practice", "exam"
SETUP_WIDTH = 760       # px at the normal text size: the setup page's column
WARN_AT_MINUTES_LEFT = (1, 5)    # an exam with a longer time limit says so when this many minutes are left


class NoteLabel(QLabel):
    """A few words under a choice, wrapped to the width it is given and as high as they need
    there (in the text's own colour: a grey hint is hard to read). A wrapped QLabel's size hint
    guesses a narrower width, and a form gave it that many more lines of height, left empty."""

    def __init__(self):
        super().__init__()
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.PlainText)
        policy = self.sizePolicy()       # its height from its size hint alone, worked out below for its
        policy.setHeightForWidth(False)  # width: the form's own height-for-width left it a line short
        self.setSizePolicy(policy)

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        if self.width() > 0:
            hint.setHeight(self.heightForWidth(self.width()))
        return hint

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if event.oldSize().width() != event.size().width():
            self.updateGeometry()       # its height for the new width


class QuizWindow(QMainWindow):
    def __init__(self, data_dir: Path, prompts, parent=None, clock=None, lang: str = "en", screen=None):
        super().__init__(parent)
        self.setStatusBar(WrappingStatusBar(self))
        self.setWindowTitle(self.tr("Quiz — judgeapp"))
        self.prompts = prompts
        self.settings = saved.in_folder(data_dir)
        self.progress = Progress(data_dir / PROGRESS_FILE, **({"clock": clock} if clock else {}))
        if self.progress.recovered_from is not None:
            QTimer.singleShot(0, lambda: self.prompts.error(
                self.tr("Progress file damaged"),
                self.tr("The progress file could not be read. It was kept as {backup}; the %n answer(s) that "
                        "could still be read were copied into a new one.", "", self.progress.salvaged).format(
                    backup=self.progress.recovered_from)))
        elif self.progress.unavailable is not None:
            QTimer.singleShot(0, lambda: self.prompts.error(
                self.tr("Progress file can't be written"),
                self.tr("The progress file {path} can't be written now: {error}\n\nNothing in it was changed. "
                        "Answers given in this window are kept until it can be written; closing the window "
                        "before then loses them.").format(path=path_text(self.progress.path), error=self.progress.unavailable)))
        self.lang = lang
        self.questions: list = []
        self._settings, self._seed = QuizSettings(), 0
        self.index = 0
        self.results: list = []          # (question, grade, seconds)
        self.mode = PRACTICE
        self.session = ""
        self._answered = False
        self._clock = QElapsedTimer()
        self._question_started = 0.0
        self._time_limit = 0             # minutes: an exam's limit, 0 for none
        self._timed_out = False
        self._warned: set[int] = set()   # the minutes left the status bar has announced

        self.pages = QStackedWidget()
        self.pages.addWidget(self._setup_page())
        self.pages.addWidget(self._question_page())
        self.pages.addWidget(self._report_page())
        self.setCentralWidget(self.pages)
        fit_to_screen(self, 1500, 950, screen)       # (the screen of the window that opens it)
        self._timer = QTimer(self)
        self._timer.setInterval(500)
        self._timer.timeout.connect(self._tick)
        QShortcut(QKeySequence(QKeySequence.StandardKey.FullScreen), self).activated.connect(
            lambda: toggle_full_screen(self))         # (for a projector, as View ▸ Full screen)

    def _size_prompt(self) -> None:
        """The question a fifth larger than the window's text, bold (again when the text size changes)."""
        font = QFont(self.font())
        if font.pointSizeF() > 0:
            font.setPointSizeF(font.pointSizeF() * 1.2)
        font.setBold(True)
        self.prompt.setFont(font)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.FontChange and hasattr(self, "prompt"):
            self._size_prompt()
        if event.type() == QEvent.Type.FontChange and hasattr(self, "_setup_column"):
            # (as wide as the text size makes its words: at 760 px, 175% cut "Practice (feedback after each qu")
            self._setup_column.setMaximumWidth(round(SETUP_WIDTH * applied_scale()))
        super().changeEvent(event)

    # ---- setup --------------------------------------------------------------------------

    def _setup_page(self) -> QWidget:
        page = QWidget()
        column = QWidget()            # the form in a column of its own, not stretched across a wide screen
        self._setup_column = column
        column.setMaximumWidth(round(SETUP_WIDTH * applied_scale()))
        column.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        middle = QHBoxLayout()           # in the middle of the page (a layout, not an alignment: the
        middle.addStretch(1)             # column's wrapped notes then take the height their width needs)
        middle.addWidget(column, 100)
        middle.addStretch(1)
        outer = QVBoxLayout(page)
        outer.addStretch(1)
        outer.addLayout(middle)
        outer.addStretch(1)
        form = QFormLayout(column)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.mode_box = QComboBox()
        self.mode_box.addItem(self.tr("Practice (feedback after each question)"), PRACTICE)
        self.mode_box.addItem(self.tr("Exam (timer, feedback at the end)"), EXAM)
        self.source_box = QComboBox()
        self.source_box.addItem(self.tr("Generated situations"), "generated")
        self.source_box.addItem(self.tr("The scenario library (authored situations)"), "library")
        self.focus_box = QComboBox()
        self.focus_box.addItem(self.tr("Everything"), "mix")
        self.focus_box.addItem(self.tr("My weak spots"), "weak")
        for skill in ALL_SKILLS:
            self.focus_box.addItem(f"{skill} — {messages.skill_title(skill, self.lang)}", skill)
        self.level_box = QComboBox()
        for level, text in ((1, self.tr("1 — the plain rules")), (2, self.tr("2 — effects that change them")),
                            (3, self.tr("3 — traps and near misses"))):
            self.level_box.addItem(text, level)
        self.count_box = QSpinBox()
        self.count_box.setRange(1, 200)
        self.count_box.setValue(10)
        self.seed_box = QSpinBox()
        self.seed_box.setRange(0, 2_000_000_000)
        self.seed_box.setValue(random.randrange(1, 1_000_000))
        # An exam's time limit, as a judge exam has one: when it runs out the exam ends, and the
        # questions left unanswered count as wrong. Practice has none (its feedback is read).
        self.limit_box = QSpinBox()
        self.limit_box.setRange(0, MAX_TIME_LIMIT)
        self.limit_box.setSpecialValueText(self.tr("None"))
        self.limit_box.setSuffix(self.tr(" min"))
        self.mode_box.currentIndexChanged.connect(
            lambda _i: self.limit_box.setEnabled(self.mode_box.currentData() == EXAM))
        self.limit_box.setEnabled(self.mode_box.currentData() == EXAM)
        self.start_button = QPushButton(self.tr("&Start"))
        self.start_button.setDefault(True)
        # clicked(bool) would land in start(settings=False): connect a call with no arguments.
        self.start_button.clicked.connect(lambda: self.start())
        self.stats_button = QPushButton(self.tr("&Progress by rule…"))
        self.stats_button.clicked.connect(self.show_stats)
        # A study group's set on paper: these settings' questions, the answer key at the end.
        self.print_button = QPushButton(self.tr("Save a set to p&rint…"))
        self.print_button.clicked.connect(lambda: self.save_set())
        # What a level asks and what the weak spots weigh, said under their boxes, and the log so
        # far under the buttons: a candidate choosing sees what each choice means.
        self.level_words, self.weak_words, self.progress_words = (NoteLabel() for _ in range(3))
        self.weak_words.hide()
        self.level_box.currentIndexChanged.connect(self._say_level)
        self.focus_box.currentIndexChanged.connect(self._say_weak_spots)
        for box in (self.mode_box, self.source_box, self.focus_box, self.level_box):
            # (the column widens with the text size; at 175% the longest item, a skill's title, made the
            # quiz window 1,037 px wide on a 1024 px laptop)
            narrow_box(box)
        form.addRow(self.tr("&Mode"), self.mode_box)
        form.addRow(self.tr("Questions &from"), self.source_box)
        form.addRow(self.tr("&Train"), self.focus_box)
        form.addRow("", self.weak_words)
        form.addRow(self.tr("&Difficulty"), self.level_box)
        form.addRow("", self.level_words)
        form.addRow(self.tr("&Questions"), self.count_box)
        form.addRow(self.tr("S&eed (same seed, same questions)"), self.seed_box)
        form.addRow(self.tr("Time &limit (exam)"), self.limit_box)
        form.addRow(self.start_button)
        more = QHBoxLayout()
        more.addWidget(self.stats_button)
        more.addWidget(self.print_button)
        form.addRow(more)
        form.addRow(self.progress_words)
        self._restore_choices()
        self._say_level()
        self._say_progress()
        self._weak_spots_said = False     # once the window is shown: a year's log takes 0.2 s to replay
        self.pages.currentChanged.connect(self._back_on_setup)
        # A default button only answers Enter in a dialog; this page is in a main window.
        for key in ("Return", "Enter"):
            QShortcut(QKeySequence(key), page).activated.connect(self.start_button.animateClick)
        return page

    def _say_level(self) -> None:
        self.level_words.setText({
            1: self.tr("Two players and the plain rules: whose turn, which step, who holds priority, "
                       "what is on the stack."),
            2: self.tr("Effects that change the rules (Teferi, Silence, Exploration, split second…), "
                       "red herrings, multiplayer games and Two-Headed Giant."),
            3: self.tr("Traps that decide the answer, as a judge exam sets them: one detail makes the likely "
                       "answer wrong."),
        }[self.level_box.currentData()])

    def _back_on_setup(self, page: int) -> None:
        """Back on the setup page after a quiz: its answers counted, and the weak spots they moved."""
        if page == 0:
            self._say_progress()
            self._say_weak_spots()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        if not self._weak_spots_said:
            self._weak_spots_said = True
            QTimer.singleShot(0, self, self._say_weak_spots)

    def _say_weak_spots(self) -> None:
        """Under Train, with My weak spots chosen: the rules it will ask most about now."""
        if not self.isVisible():        # (closed before it was said: its log is closed too)
            return
        weak = self.focus_box.currentData() == "weak"
        self.weak_words.setVisible(weak)
        if not weak:
            return
        weights = self.progress.weights(ALL_SKILLS)
        if len(set(weights.values())) <= 1:
            self.weak_words.setText(self.tr("Every rule weighs the same until you have answered some questions."))
            return
        most = sorted(ALL_SKILLS, key=lambda skill: (-weights[skill], ALL_SKILLS.index(skill)))[:3]
        self.weak_words.setText("\n".join([self.tr("Asked most now:")] + [
            f"• {skill} — {messages.skill_title(skill, self.lang)}" for skill in most]))

    def _say_progress(self) -> None:
        """Under the buttons: every answer in the log, and the last seven days'."""
        answered, right = self.progress.tally()
        if not answered:
            self.progress_words.setText(self.tr("No answers yet. Each answer is logged as you give it: Progress by "
                                                "rule charts them, and My weak spots asks more about the rules you "
                                                "miss."))
            return
        recent, recent_right = self.progress.tally(self.progress.clock() - timedelta(days=7))
        words = self.tr("Your answers so far: %n, {percent} right.", "", answered).format(
            percent=percent(round(100 * right / answered)))
        words += " " + (self.tr("In the last 7 days: %n, {percent} right.", "", recent).format(
            percent=percent(round(100 * recent_right / recent))) if recent else
            self.tr("None in the last 7 days."))
        self.progress_words.setText(words)

    # The setup page's choices, the seed aside (a new one each time), remembered from the last quiz
    # started there: a candidate who sits a 30-minute exam of 50 questions each day sets it once.
    CHOICES = (("mode", "mode_box", str), ("source", "source_box", str), ("focus", "focus_box", str),
               ("difficulty", "level_box", int))

    def _restore_choices(self) -> None:
        last = saved.record(self.settings, "quiz")
        for key, name, kind in self.CHOICES:
            box = getattr(self, name)
            value = saved.field(last, key, kind, None)
            found = box.findData(value) if value is not None else -1
            if found >= 0:
                box.setCurrentIndex(found)
        for key, box in (("count", self.count_box), ("time_limit", self.limit_box)):
            box.setValue(max(box.minimum(), min(box.maximum(), saved.field(last, key, int, box.value()))))

    def _keep_choices(self) -> None:
        self.settings.setValue("quiz", {**{key: getattr(self, name).currentData() for key, name, _k in self.CHOICES},
                                        "count": self.count_box.value(), "time_limit": self.limit_box.value()})

    def _chosen_settings(self) -> QuizSettings:
        """The settings the page's boxes choose (remembered for the next time)."""
        self._keep_choices()
        focus = self.focus_box.currentData()
        weights = self.progress.weights(ALL_SKILLS) if focus == "weak" else {}
        return QuizSettings(count=self.count_box.value(), difficulty=self.level_box.currentData(),
                            focus=(focus,), weights=weights, source=self.source_box.currentData())

    def _made(self, settings: QuizSettings, seed: int) -> list:
        """The set those settings and seed make; none (and the user told) if they make nothing."""
        # A large set on one rule at difficulty 3 takes a second or two to make: the pointer says so.
        QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            questions = generate(settings, seed)
        finally:
            QApplication.restoreOverrideCursor()
        if not questions:
            self.prompts.error(self.tr("No questions"), self.tr("No questions could be made with these settings."))
        elif len(questions) < settings.count:      # (a set holds no question twice: some settings run out)
            self.statusBar().showMessage(self.tr("Only %n different question(s) can be made with these settings.", "",
                                                 len(questions)), 15000)
        return questions

    def start(self, settings: QuizSettings | None = None, seed: int | None = None, mode: str | None = None) -> bool:
        self.mode = mode or self.mode_box.currentData()
        seed = self.seed_box.value() if seed is None else seed
        settings = settings or self._chosen_settings()
        questions = self._made(settings, seed)
        if not questions:
            return False
        self.questions, self._settings, self._seed = questions, settings, seed
        self._begin(self.limit_box.value() if self.mode == EXAM else 0)
        return True

    def save_set(self) -> Path | None:
        """The page's settings' set saved to print, as `judgeapp quiz --out` saves it: a web page or
        a PDF in the window's language, the answer key at the end, an exam's time limit under its
        title. Nothing is asked or logged: the group sits it on paper."""
        path = self.prompts.save_page_path(self.tr("Save a set to print"))
        if path is None:
            return None
        seed, settings = self.seed_box.value(), self._chosen_settings()
        questions = self._made(settings, seed)
        if not questions:
            return None
        minutes = self.limit_box.value() if self.mode_box.currentData() == EXAM and self.limit_box.value() else None
        try:
            write_page(path, lambda symbols: set_html(questions, settings, seed, self.lang, minutes, symbols))
        except OSError as err:
            self.prompts.error(self.tr("Cannot save"), str(err))
            return None
        self.statusBar().showMessage(self.tr("Saved a set of %n question(s), with its answer key: {path}", "",
                                             len(questions)).format(path=path_text(path)), 15000)
        return path

    def missed(self) -> list:
        """The last quiz's questions answered wrongly, and those an exam's time limit left unanswered."""
        return [question for question, result, _s in self.results if not result.correct] + \
            (self.questions[len(self.results):] if self._timed_out else [])

    def retry_missed(self) -> bool:
        """The report's Retry: the questions missed asked again, in their order, as practice
        (feedback after each: this is for learning them), untimed; the answers are logged as any."""
        missed = self.missed()
        if not missed:
            return False
        self.mode, self.questions = PRACTICE, missed
        self._settings = self._settings.model_copy(update={"focus": ("mix",)})    # (weak spots would swap them)
        self._begin(0)
        return True

    def _begin(self, time_limit: int) -> None:
        """Ask self.questions from the first, in self.mode, with a time limit in minutes (0: none)."""
        self.session = f"{self.mode}-{self._seed}-{int(time.time())}"
        self.results, self.index = [], 0
        self._time_limit = time_limit
        self._timed_out = False
        self._warned = set()
        self._clock.start()
        self._tick()        # 00:00 now, not the last quiz's time (or nothing) until the first tick
        self._timer.start()
        self.pages.setCurrentIndex(1)
        self.show_question()

    # ---- a question -----------------------------------------------------------------------
    def card_db(self):
        """The bundled cards and the question board's own (a library situation may define a card
        the data lacks, such as Rule of Law), as the main window's board uses them."""
        return builtin_cards().with_custom(self.document.state.custom_cards)

    def _question_page(self) -> QWidget:
        page = QWidget()
        self.document = Document(edits.new_board())
        self.highlights = Highlights()
        self.view_settings = ViewSettings(lang=self.lang)
        self.board = BoardWidget(self.document, self.highlights, self.card_db, None, lambda _t: None, read_only=True,
                                 settings=self.view_settings)
        self.situation = QLabel()
        self.situation.setTextFormat(Qt.TextFormat.PlainText)
        self.situation.setWordWrap(True)
        self.counter = QLabel()
        self.counter.setTextFormat(Qt.TextFormat.PlainText)
        self.timer_label = QLabel()
        self.timer_label.setTextFormat(Qt.TextFormat.PlainText)
        self.story = QLabel()             # a library situation's story (from a file: plain text, mana drawn)
        self.story.setTextFormat(Qt.TextFormat.PlainText)
        self.story.setWordWrap(True)
        self.prompt = QLabel()
        self.prompt.setTextFormat(Qt.TextFormat.PlainText)
        self.prompt.setWordWrap(True)
        self._size_prompt()
        self.choices_box = QVBoxLayout()
        self.choice_group = QButtonGroup(self)
        self.submit_button = QPushButton(self.tr("&Answer (Enter)"))
        self.submit_button.clicked.connect(self.submit_or_next)
        self.feedback = ManaTextBrowser()
        self.feedback.setAccessibleName(self.tr("Explanation"))
        self.feedback.setOpenLinks(False)
        header = QHBoxLayout()
        header.addWidget(self.counter)
        header.addStretch(1)
        header.addWidget(self.timer_label)
        right = QWidget()
        right_layout = QVBoxLayout(right)
        right_layout.addLayout(header)
        right_layout.addWidget(self.story)
        right_layout.addWidget(self.prompt)
        right_layout.addLayout(self.choices_box)
        right_layout.addWidget(self.submit_button)
        right_layout.addWidget(self.feedback, 1)
        # What every card on the board says: a candidate reads Void Winnower's text here.
        self.card_panel = CardPanel(self.document, self.card_db, self.view_settings)
        self.board.objectChosen.connect(self.card_panel.show_object)
        self.board.objectPointed.connect(self.card_panel.show_object)
        board_and_card = QSplitter(Qt.Orientation.Vertical)
        board_and_card.addWidget(self.board)
        board_and_card.addWidget(self.card_panel)
        board_and_card.setStretchFactor(0, 3)
        board_and_card.setStretchFactor(1, 1)
        board_and_card.setSizes([600, 160])
        left = self.board_column = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.addWidget(self.situation)
        left_layout.addWidget(board_and_card, 1)
        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(left)
        split.addWidget(right)
        split.setSizes([900, 600])
        layout = QVBoxLayout(page)
        layout.addWidget(split)
        for digit in range(1, 10):
            shortcut = QShortcut(QKeySequence(str(digit)), page)
            shortcut.activated.connect(lambda d=digit: self.toggle_choice(d - 1))
        for key in ("Return", "Enter"):
            QShortcut(QKeySequence(key), page).activated.connect(self.submit_or_next)
        return page

    def current(self):
        return self.questions[self.index]

    def show_question(self) -> None:
        question = self.current()
        self._answered = False
        self._question_started = self._clock.elapsed() / 1000
        self.counter.setText(self.tr("Question {n} of {total}").format(n=self.index + 1, total=len(self.questions)))
        if question.state is not None:
            self.document.replace(question.state)
            state = question.state
            # Whether the board's mana counts (118.3) or the exam convention holds: it can decide the answer.
            costs = messages.render("board", "assumed" if state.game.assume_costs_payable else "real_costs", {}, self.lang)
            # The turn's counts (lands played, the planar die's rolls…) are on no card: said here,
            # as the board in words says them, since a question may turn on them.
            parts = [turn_header(state, self.lang), *turn_counts(state, self.lang), costs]
            self.situation.setText(("。" if self.lang == "ja" else ". ").join(parts))
        else:
            self.situation.setText("")
        # A question about the rules themselves ("Is this a special action?") has no board: no
        # empty board, no card panel asking to pick a card from it; the question takes the width.
        self.board_column.setVisible(question.state is not None)
        words = situation(question, self.lang)
        set_mana_text(self.story, words.story if words else "")
        self.story.setVisible(words is not None)
        hint = self.tr(" (select all that apply)") if question.multiple else ""
        set_mana_text(self.prompt, messages.render_text(question.prompt, self.lang) + hint)     # ("Paying {U}…")
        for button in self.choice_group.buttons():
            self.choice_group.removeButton(button)
            self.choices_box.removeWidget(button)
            button.hide()               # gone now, not when the event loop gets to deleting it
            button.deleteLater()
        self.choice_group.setExclusive(not question.multiple)
        for i, choice in enumerate(question.choices):
            text = f"{i + 1}. {messages.render_text(choice.text, self.lang)}"
            button: QAbstractButton = ManaCheckBox(text) if question.multiple else ManaRadioButton(text)
            button.setProperty("choice_key", choice.key)
            self.choice_group.addButton(button, i)
            self.choices_box.addWidget(button)
        self.feedback.clear()
        self.submit_button.setText(self.tr("&Answer (Enter)"))
        if question.state is not None:     # laid out as shown, story and choices in: the player asked about
            self.board.bring_player_into_view(question.player)

    def toggle_choice(self, index: int) -> None:
        button = self.choice_group.button(index)
        if button is not None and not self._answered:
            button.setChecked(not button.isChecked() if self.current().multiple else True)

    def selected(self) -> set[str]:
        return {b.property("choice_key") for b in self.choice_group.buttons() if b.isChecked()}

    def submit_or_next(self) -> None:
        if self.pages.currentIndex() != 1:
            return
        if not self._answered:
            self.submit()
        else:
            self.next_question()

    def submit(self):
        question = self.current()
        result = grade(question, self.selected())
        seconds = self._clock.elapsed() / 1000 - self._question_started
        if not self.progress.record(question, result, self.session, seconds):   # logged now: a kill loses nothing else
            self.statusBar().showMessage(self._not_logged(), 8000)
        self.results.append((question, result, seconds))
        self._answered = True
        for button in self.choice_group.buttons():
            button.setEnabled(False)
        if self.mode == PRACTICE:
            self.feedback.setHtml(self.explanation(question, result))
        last = self.index + 1 >= len(self.questions)
        self.submit_button.setText(self.tr("&Finish (Enter)") if last else self.tr("&Next question (Enter)"))
        return result

    def _not_logged(self) -> str:
        """Where the answer just given is, when it is not in the progress file yet."""
        if self.progress.unwritten:
            return self.tr("The progress file can't be written: {error}. This answer is kept in memory and written "
                           "as soon as the file can be; closing the quiz window before then loses it.").format(
                error=self.progress.write_error or self.progress.unavailable)
        if self.progress.unavailable is not None:
            return self.tr("The progress file can't be written now: {error}. This answer is kept beside it and will "
                           "be written to it as soon as it can be.").format(error=self.progress.unavailable)
        return self.tr("The progress file is busy: this answer is kept and will be written to it as soon as it is free.")

    def next_question(self) -> None:
        if self.index + 1 >= len(self.questions):
            self.finish()
            return
        self.index += 1
        if "weak" in self._settings.focus:     # weak spots adapt after every answer
            asked = {q.id for q in self.questions[:self.index]}
            fresh = next_weak_question(self._settings, self.progress.weights(ALL_SKILLS), self._seed + self.index, asked)
            if fresh is not None:
                self.questions[self.index] = fresh
        self.show_question()

    def _rule_html(self, number: str) -> str:
        rules = load_rules()
        return rule_block(rules, number) + translation_block(number, self.lang) if number in rules else ""

    def explanation(self, question, result) -> str:
        return explanation_html(question, result, self.lang, self._rule_html, cost_img_html)

    def _tick(self) -> None:
        seconds = self._clock.elapsed() // 1000
        shown = f"{seconds // 60:02d}:{seconds % 60:02d}"
        if self._time_limit:
            shown += f" / {self._time_limit:02d}:00"
        self.timer_label.setText(shown)
        if not self._time_limit or self.pages.currentIndex() != 1:
            return
        if seconds >= self._time_limit * 60:
            self._time_up()
            return
        for left in WARN_AT_MINUTES_LEFT:      # as an exam's proctor says "five minutes left" (the fewest first)
            if left < self._time_limit and seconds >= (self._time_limit - left) * 60:
                if left not in self._warned:
                    self._warned.update(m for m in WARN_AT_MINUTES_LEFT if m >= left)
                    self.statusBar().showMessage(self.tr("%n minute(s) left.", "", left), 15000)
                break

    def _time_up(self) -> None:
        """The exam's time limit ran out: what is ticked on the question on screen is its answer
        (as an exam sheet's marks are), and the exam ends; the questions left count as wrong."""
        self._timed_out = True
        if not self._answered and self.selected():
            self.submit()
        self.finish()

    # ---- the end: report --------------------------------------------------------------------
    def _report_page(self) -> QWidget:
        page = QWidget()
        self.report = ManaTextBrowser()
        self.report.setAccessibleName(self.tr("Report"))
        self.save_html_button = QPushButton(self.tr("Save report as &HTML…"))
        self.save_pdf_button = QPushButton(self.tr("Save report as &PDF…"))
        self.retry_button = QPushButton()
        self.again_button = QPushButton(self.tr("&New quiz"))
        self.save_html_button.clicked.connect(lambda: self._save_report("html"))
        self.save_pdf_button.clicked.connect(lambda: self._save_report("pdf"))
        self.retry_button.clicked.connect(self.retry_missed)
        self.again_button.clicked.connect(lambda: self.pages.setCurrentIndex(0))
        buttons = QHBoxLayout()
        for button in (self.save_html_button, self.save_pdf_button, self.retry_button, self.again_button):
            buttons.addWidget(button)
        layout = QVBoxLayout(page)
        layout.addWidget(self.report, 1)
        layout.addLayout(buttons)
        return page

    def finish(self) -> None:
        self._timer.stop()
        self.report.setHtml(self.report_html())
        missed = len(self.missed())
        self.retry_button.setText(self.tr("&Retry %n missed question(s)", "", missed))
        self.retry_button.setVisible(missed > 0)
        self.pages.setCurrentIndex(2)

    def report_html(self) -> str:
        return results_html(self.results, self.lang, self._rule_html, cost_img_html, **self._time_up_words())

    def _time_up_words(self) -> dict:
        """What the report says of a time limit that ran out: the limit, the questions left."""
        if not self._timed_out:
            return {}
        return {"time_limit": self._time_limit, "unanswered": self.questions[len(self.results):]}

    def _save_report(self, kind: str) -> Path | None:
        path = self.prompts.save_report_path(kind)
        if path is None:
            return None
        try:
            if kind == "html":      # a file for any browser: mana symbols as inline SVG
                write_atomically(path, "<!DOCTYPE html><meta charset='utf-8'>" + results_html(
                    self.results, self.lang, lambda n: plain_rule_html(n) + translation_block(n, self.lang),
                    **self._time_up_words()))
            else:
                write_atomically(path, self._report_pdf())
        except OSError as err:
            self.prompts.error(self.tr("Cannot save"), str(err))
            return None
        return path

    def _report_pdf(self) -> bytes:
        return pdf_of(self.report_html())

    def show_stats(self) -> StatsView:
        view = StatsView(self.progress, self.lang, self)
        view.show()
        return view

    @property
    def questions_left(self) -> int:
        """The questions of the quiz on screen not yet answered (0 on the setup and report pages)."""
        return len(self.questions) - len(self.results) if self.pages.currentIndex() == 1 else 0

    def may_end(self) -> bool:
        """Whether the quiz on screen may end: none is, or the user says so (its answers are
        logged as they are given; the questions left are what ending loses)."""
        return not self.questions_left or self.prompts.end_quiz(len(self.results), len(self.questions), self)

    def closeEvent(self, event) -> None:
        if not self.may_end():
            event.ignore()
            return
        while self.progress.unwritten and not self.progress.write_pending():
            choice = self.prompts.unwritten_answers(len(self.progress.unwritten),
                                                    str(self.progress.write_error or self.progress.unavailable), self)
            if choice == "discard":
                self.progress.unwritten.clear()
            elif choice != "retry":
                event.ignore()
                return
        self._timer.stop()
        self.progress.close()
        event.accept()
