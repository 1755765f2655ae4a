"""The verdict panel: the twelve special actions for one player, live; the selected one's
rule text and conditions; one click to take a legal action; a practice mode that hides
the answers until the user reveals them."""

from __future__ import annotations

from dataclasses import dataclass
from html import escape

from PySide6.QtCore import QEvent, QModelIndex, QSize, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QIcon, QPixmap, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import (QApplication, QCheckBox, QComboBox, QHBoxLayout, QLabel, QMenu, QPushButton,
                               QHeaderView, QSplitter, QStackedWidget, QTabWidget, QToolButton, QTreeView, QVBoxLayout,
                               QWidget)

from ..core import edits, engine, messages, payment
from ..core.cards import builtin_cards, imported_store
from ..core.errors import IllegalActionError
from ..core.option_notes import with_notes_on_request
from ..core.report import ruling_text
from ..core.rules_text import RulesIndex
from .document import Document
from .flow_layout import FlowLayout, TallEnoughForItsWidth
from . import quiet
from .view_settings import ViewSettings
from .highlights import Highlights
from .mana_icons import ManaTextBrowser, action_image
from .plain import add_player_item, shortened, tooltip
from .practice_panel import PracticePanel
from .rule_html import option_page, rule_page
from .wrap_delegate import WrapDelegate

ACTION_ROLE = Qt.ItemDataRole.UserRole + 10
OPTION_ROLE = Qt.ItemDataRole.UserRole + 11
PRIORITY_HOLDER = ""
OPTION_ROWS_KEPT = 2000       # option rows' words kept between edits (each a few hundred bytes)


def _marks(evaluation) -> tuple[dict, dict]:
    """Per object: the actions legal for it now, and (for the others) the actions it has that are not."""
    legal: dict[str, list] = {}
    has: dict[str, list] = {}
    for verdict in evaluation.verdicts:
        for option in verdict.options:
            if option.subject:
                target = legal if option.legal else has
                if verdict.action not in target.setdefault(option.subject, []):
                    target[option.subject].append(verdict.action)
    tempting = {k: tuple(v) for k, v in has.items() if k not in legal}
    return {k: tuple(v) for k, v in legal.items()}, tempting


LEGAL, ILLEGAL, NOTHING = "#2e9d4b", "#d0392b", "#8a8a8a"     # readable on light and dark palettes


@dataclass(frozen=True)
class _Cell:
    """What one cell of the verdict tree shows."""
    text: str
    colour: str | None = None      # the text's colour; None: the palette's
    bold: bool = False
    tip: str | None = None
    icon: tuple | None = None      # (action, colour): the action's icon in its verdict's colour


def _apply(item: QStandardItem, cell: _Cell) -> None:
    item.setText(cell.text)
    item.setData(QBrush(QColor(cell.colour)) if cell.colour else None, Qt.ItemDataRole.ForegroundRole)
    if cell.bold:
        font = item.font()
        font.setBold(True)
        item.setFont(font)
    else:
        item.setData(None, Qt.ItemDataRole.FontRole)
    item.setToolTip(cell.tip or "")
    if cell.icon is not None:
        item.setIcon(QIcon(QPixmap.fromImage(action_image(cell.icon[0], 32, cell.icon[1]))))


def _item(cell: _Cell, v_index: int, o_index: int | None = None) -> QStandardItem:
    item = QStandardItem()
    item.setEditable(False)
    item.setData(v_index, ACTION_ROLE)
    if o_index is not None:
        item.setData(o_index, OPTION_ROLE)
    _apply(item, cell)
    return item


def _row_words_from(key: tuple) -> tuple:
    """What an option row's words are made from (_option_row), out of its group's key
    (Option.same_but_subject: action, player, rule, card, detail, cost, checks, notes): the label
    reads the action, card and detail; the verdict, the cost if every check passes, else the first
    failing check. Tapping a mana source changes the payment check of every option with a cost,
    and most still read the same."""
    action, _player, _rule, card, detail, cost, checks, _notes = key
    return action, card, detail, cost, next((check for check in checks if not check[1]), None)


class VerdictModel(QStandardItemModel):
    """A tree: the twelve actions, each with its options (legal, cost, first failing reason)."""

    def __init__(self):
        super().__init__()
        self.setHorizontalHeaderLabels([self.tr("Special action"), self.tr("Verdict")])
        self.evaluation = None
        self.groups: list = []
        self.hide_answers = False
        self.lang = "en"
        self._cells: list[tuple[_Cell, _Cell, list[tuple[_Cell, _Cell]]]] = []
        # The option rows' cells made so far, by what they were made from (_row_words_from): an
        # option that reads as it did after an earlier edit (most do, and a step or a land tapped
        # and back reads as before) keeps its words, not rendered again. Cleared when it holds
        # OPTION_ROWS_KEPT rows, and when another card set is imported (it may name cards anew).
        self._option_cells: dict[tuple, tuple[_Cell, _Cell]] = {}
        self._cells_store = imported_store()

    def show(self, evaluation, hide_answers: bool) -> bool:
        """Show an evaluation. When each action has as many option rows as before (most edits:
        a card tapped, the step changed), only the cells whose words or colour change are
        updated, and the tree keeps its rows, their heights and what is expanded; otherwise the
        rows are made again. True when they were made again."""
        self.evaluation, self.hide_answers = evaluation, hide_answers
        keyed = [verdict.keyed_option_groups() for verdict in evaluation.verdicts]
        self.groups = [tuple(group for _key, group in pairs) for pairs in keyed]
        if len(self._option_cells) > OPTION_ROWS_KEPT or imported_store() is not self._cells_store:
            self._option_cells, self._cells_store = {}, imported_store()
        cells = [self._action_cells(verdict, hide_answers, keyed[v_index])
                 for v_index, verdict in enumerate(evaluation.verdicts)]
        if [len(options) for *_a, options in cells] == [len(options) for *_a, options in self._cells]:
            self._update_in_place(cells)
            return False
        self.removeRows(0, self.rowCount())
        for v_index, (title_cell, summary_cell, options) in enumerate(cells):
            title = _item(title_cell, v_index)
            for o_index, (label, state) in enumerate(options):
                title.appendRow([_item(label, v_index, o_index), _item(state, v_index, o_index)])
            self.appendRow([title, _item(summary_cell, v_index)])
        self._cells = cells
        return True

    def _update_in_place(self, cells) -> None:
        """Rewrite the cells that changed. Each cell's words, colour, font, tooltip and icon are
        set with the model's signals blocked, and then each changed row is announced once: the
        tree measures a row again for every dataChanged it hears, and one cell's setters would
        send four or five."""
        changed: list[tuple[QModelIndex, int]] = []
        self.blockSignals(True)
        try:
            for row, (old, new) in enumerate(zip(self._cells, cells)):
                title = self.item(row, 0)
                if old[:2] != new[:2]:
                    for item, before, after in ((title, old[0], new[0]), (self.item(row, 1), old[1], new[1])):
                        if before != after:
                            _apply(item, after)
                    changed.append((QModelIndex(), row))
                for child, (was, now) in enumerate(zip(old[2], new[2])):
                    if was != now:
                        for column in (0, 1):
                            if was[column] != now[column]:
                                _apply(title.child(child, column), now[column])
                        changed.append((title.index(), child))
        finally:
            self.blockSignals(False)
        self._cells = cells
        for parent, row in changed:
            self.dataChanged.emit(self.index(row, 0, parent), self.index(row, 1, parent))

    def _action_cells(self, verdict, hide_answers: bool, keyed_groups
                      ) -> tuple[_Cell, _Cell, list[tuple[_Cell, _Cell]]]:
        """An action's row (its title, the summary) and its options' rows (label, verdict): an
        option group's row is the one kept from an earlier edit when it reads the same, in the
        same language (_option_cells), else worded now."""
        title_text = f"{verdict.rule} {messages.action_title(verdict.action.value, self.lang)}"
        count = len(verdict.legal_options)
        if verdict.nothing_to_do:
            look = NOTHING
            summary = _Cell(self.tr("nothing to do"), tip=tooltip(messages.nothing_text(verdict, self.lang)))
            title = _Cell(title_text, icon=(verdict.action, look))
        elif hide_answers:
            look = NOTHING
            summary, title = _Cell(self.tr("?")), _Cell(title_text, icon=(verdict.action, look))
        else:
            look = LEGAL if count else ILLEGAL
            summary = _Cell(("✔ " + self.tr("%n legal", "", count)) if count else "✘ " + self.tr("not legal"),
                            colour=look, bold=bool(count))
            title = _Cell(title_text, bold=bool(count), icon=(verdict.action, look))
        options = []
        for key, group in keyed_groups:
            made_from = (_row_words_from(key), len(group), hide_answers, self.lang)
            row = self._option_cells.get(made_from)
            if row is None:
                row = self._option_cells[made_from] = self._option_row(group, hide_answers)
            options.append(row)
        return title, summary, options

    def _option_row(self, group, hide_answers: bool) -> tuple[_Cell, _Cell]:
        """An option group's row: its label (×3 for three options alike) and its verdict."""
        option = group[0]
        times = f" ×{len(group)}" if len(group) > 1 else ""
        label = _Cell(messages.option_label(option, self.lang) + times)
        if hide_answers:
            state = _Cell("")
        elif option.legal:
            text = "✔ " + self.tr("legal") + (f" {messages.cost_text(option.cost, self.lang)}" if option.cost else "")
            state = _Cell(text, colour=LEGAL, tip=tooltip(text))
        else:
            reason = messages.check_text(option.first_failure, self.lang)
            not_legal, colon = self.tr("not legal"), messages.colon(self.lang)   # French " : ", Japanese "："
            text = f"✘ {not_legal}{colon}" + messages.cited(reason, option.first_failure.rule, self.lang)
            state = _Cell(text, colour=ILLEGAL, tip=tooltip(text))
        return label, state

    def option(self, v_index: int, o_index: int):
        """The option a row shows (the first of its group of identical options)."""
        return self.groups[v_index][o_index][0]


class CurrentPageStack(QStackedWidget):
    """Pages of which one is shown, sized by that page alone: a QStackedWidget needs the room of
    its largest page, shown or not, and the practice panel, hidden behind the verdicts, held the
    window 129 px taller (Japanese at 130%) than the verdicts need: taller than a 1366 x 768
    laptop's screen once the board's warnings showed too."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.currentChanged.connect(lambda _index: self.updateGeometry())

    def sizeHint(self) -> QSize:
        page = self.currentWidget()
        return page.sizeHint() if page is not None else super().sizeHint()

    def minimumSizeHint(self) -> QSize:
        page = self.currentWidget()
        return page.minimumSizeHint() if page is not None else super().minimumSizeHint()


class LinesHigh:
    """A view whose least height is a few lines of its text, whatever the text size: squeezed by
    a window on a small screen, the verdicts kept room for half a row and the ruling none (at 200%
    on a 1366 x 768 laptop). A window that can't give them that much takes smaller text instead."""

    LINES = 3

    def minimumSizeHint(self) -> QSize:
        hint = super().minimumSizeHint()           # type: ignore[misc]
        frame = 2 * self.frameWidth()              # type: ignore[attr-defined]
        # (above a tree's lines, its header; around a browser's, its document's margin)
        edge = self.header().sizeHint().height() if isinstance(self, QTreeView) else 2 * self.document().documentMargin()
        lines = self.LINES * self.fontMetrics().lineSpacing()       # type: ignore[attr-defined]
        hint.setHeight(max(hint.height(), round(edge + lines + frame)))
        return hint


class VerdictTree(LinesHigh, QTreeView):
    """The special actions and their options, with room for three lines of them at least."""


class RulingBrowser(LinesHigh, ManaTextBrowser):
    """The ruling of the option chosen, with room for two lines of it at least (and a scroll bar)."""

    LINES = 2


class VerdictPanel(TallEnoughForItsWidth, QWidget):
    focusObject = Signal(object)   # object id the selected/hovered option is about, or None
    message = Signal(str)          # for the status bar: what taking an action paid

    def __init__(self, document: Document, highlights: Highlights, rules_source, parent=None,
                 settings: ViewSettings | None = None, db_source=None):
        super().__init__(parent)
        self._db = db_source or (lambda: builtin_cards().with_custom(document.state.custom_cards))
        self.document, self.highlights, self._rules_source = document, highlights, rules_source
        self.settings = settings or ViewSettings()
        self.lang = self.settings.lang
        self.model = VerdictModel()

        self.player_box = QComboBox()
        self.player_box.setAccessibleName(self.tr("Show special actions for"))
        self.hide_box = QCheckBox(self.tr("Hide answers (practice)"))
        self.reveal_button = QPushButton(self.tr("Reveal and score"))
        self.score_label = QLabel()
        self.score_label.setTextFormat(Qt.TextFormat.PlainText)
        self.score_label.setWordWrap(True)
        self.tree = VerdictTree()
        self.tree.setAccessibleName(self.tr("Special actions and their verdicts"))
        self.tree.setModel(self.model)
        self.tree.setMouseTracking(True)
        self.tree.setAlternatingRowColors(True)
        self.tree.setWordWrap(True)        # the first failing reason is read in full, on two lines if need be
        # Scrolled by the pixel, not the row: a wrapped reason five lines tall, in a tree three lines
        # high (at the largest text on a laptop), was cut, its end out of reach.
        self.tree.setVerticalScrollMode(QTreeView.ScrollMode.ScrollPerPixel)
        self.tree.setItemDelegate(WrapDelegate(self.tree))
        self.tree.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.tree.header().setStretchLastSection(True)
        self.tree.header().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self.tree.header().sectionResized.connect(lambda *_a: self.tree.doItemsLayout())
        self.tree.viewport().installEventFilter(self)
        self.details = RulingBrowser()
        self.details.setAccessibleName(self.tr("Ruling"))
        self.details.setOpenLinks(False)
        self.details.anchorClicked.connect(self._open_link)
        self.take_button = QPushButton(self.tr("Take this action"))
        self.take_button.setEnabled(False)
        self.back_button = QPushButton(self.tr("Back"))
        self.back_button.setEnabled(False)
        self.copy_button = QToolButton()
        self.copy_button.setText(self.tr("Copy ruling"))
        self.copy_button.setToolTip(self.tr("The situation, the answer, the reason and the rules quoted, ready to paste"))
        self.copy_button.setPopupMode(QToolButton.ToolButtonPopupMode.MenuButtonPopup)
        copy_menu = QMenu(self.copy_button)
        copy_menu.addAction(self.tr("Copy as plain text"), lambda: self.copy_ruling(markdown=False))
        copy_menu.addAction(self.tr("Copy as Markdown"), lambda: self.copy_ruling(markdown=True))
        self.copy_button.setMenu(copy_menu)
        self.copy_button.clicked.connect(lambda: self.copy_ruling(markdown=False))
        self.copy_button.setEnabled(False)
        self._history: list[str] = []
        self._shown_html = ""
        self._sized = False
        self._players_listed: list[tuple[str, str]] = []      # the player box's items, whole

        self.player_box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)   # never cut
        top = FlowLayout()
        caption = QLabel(self.tr("Special actions for"))
        caption.setBuddy(self.player_box)
        top.add_group(caption, self.player_box)
        self.top_row = top
        # (a row that wraps, as the one above: "Masquer les réponses (entraînement)" beside "Révéler et
        # noter" took 470 px at an 11-point system font, GNOME's)
        practice = FlowLayout()
        practice.addWidget(self.hide_box)
        practice.addWidget(self.reveal_button)
        self.score_label.hide()        # the score, once there is one, on a line of its own
        buttons = QHBoxLayout()
        buttons.addWidget(self.take_button)
        buttons.addWidget(self.back_button)
        buttons.addWidget(self.copy_button)
        buttons.addStretch(1)
        self.practice = PracticePanel(document, self.evaluation, self.lang)
        self.answers_area = CurrentPageStack()
        self.answers_area.addWidget(self.tree)
        self.answers_area.addWidget(self.practice)
        split = QSplitter(Qt.Orientation.Vertical)
        split.addWidget(self.answers_area)
        lower = QWidget()
        lower_layout = QVBoxLayout(lower)
        lower_layout.setContentsMargins(0, 0, 0, 0)
        lower_layout.addLayout(buttons)
        self.side_tabs = QTabWidget()       # the ruling, and (added by the window) the card panel
        self.side_tabs.setDocumentMode(True)
        self.side_tabs.addTab(self.details, self.tr("Ruling"))
        lower_layout.addWidget(self.side_tabs)
        split.addWidget(lower)
        self.lower = lower
        split.setSizes([420, 380])
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addLayout(practice)
        layout.addWidget(self.score_label)
        layout.addWidget(split, 1)

        self.player_box.currentIndexChanged.connect(lambda _i: self.settings.update(
            player=None if self.player_box.currentData() in (None, PRIORITY_HOLDER) else self.player_box.currentData()))
        self.player_box.currentIndexChanged.connect(lambda _i: self.refresh())
        self.hide_box.setChecked(self.settings.hide_answers)
        self.hide_box.toggled.connect(lambda on: self.settings.update(hide_answers=on))
        self.hide_box.toggled.connect(self._practice_toggled)
        self.reveal_button.clicked.connect(self.reveal)
        self.tree.selectionModel().currentChanged.connect(lambda cur, _prev: self._select(cur))
        self.tree.entered.connect(self._hover)
        self.take_button.clicked.connect(self.take_selected)
        self.back_button.clicked.connect(self._back)
        document.changed.connect(self.refresh)
        self.reveal_button.setEnabled(False)
        self.refresh()

    @property
    def rules(self) -> RulesIndex:
        """The rules index, parsed the first time a rule is shown (not at start-up)."""
        return self._rules_source()

    # ---- which player ---------------------------------------------------------------------
    def player(self) -> str | None:
        """The player whose actions are shown (None: the priority holder), as the view settings
        hold it; the box writes it there."""
        return self.settings.player

    def _fill_players(self) -> None:
        state = self.document.state
        holder = shortened(state.priority, self.player_box.fontMetrics()) if state.priority else self.tr("nobody")
        wanted = [(self.tr("Priority holder ({pid})").format(pid=holder), PRIORITY_HOLDER)]
        wanted += [(f"{p.id} — {p.name}" if p.name else p.id, p.id) for p in state.players]
        if wanted != self._players_listed:
            self._players_listed = wanted
            keep = self.player_box.currentData()
            self.player_box.blockSignals(True)
            self.player_box.clear()
            self.player_box.addItem(*wanted[0])        # (its player's id shortened already)
            for text, data in wanted[1:]:
                add_player_item(self.player_box, text, data)
            index = max(0, self.player_box.findData(keep)) if keep is not None else 0
            self.player_box.setCurrentIndex(index)
            self.player_box.blockSignals(False)

    # ---- showing ----------------------------------------------------------------------------
    def evaluation(self):
        pid = self.player()
        if pid is not None and pid not in self.document.state.player_ids():
            pid = None
        return self.document.evaluation(pid)

    def _set_details(self, html: str) -> None:
        if html != self._shown_html:   # laying out HTML is the costly part: skip if unchanged
            self._shown_html = html
            self.details.setHtml(html)

    def refresh(self) -> None:
        self._fill_players()
        evaluation = self.evaluation()
        if (evaluation == self.model.evaluation and self.hide_box.isChecked() == self.model.hide_answers
                and self.model.lang == self.lang):
            return   # the edit changed nothing the verdicts depend on: keep the tree and the selection
        if self.hide_box.isChecked() and self.model.evaluation is not None and evaluation != self.model.evaluation:
            self.practice.start(self._db)       # a different board: a new question
            self.reveal_button.setEnabled(True)
        previous = self.selected_option()
        self.model.lang = self.lang
        # No setUpdatesEnabled(False/True) around this: turning updates back on repaints the whole
        # tree, its header and its scroll bars, where an edit in place repaints only its changed cells.
        if self.model.show(evaluation, self.hide_box.isChecked()):
            self.tree.expandAll()        # rows made again; rows updated in place stay as the user left them
        if not self._sized and self.model.rowCount():
            self._fit_columns()       # once: later edits keep the user's width
            self._sized = True
        quiet.clear(self.score_label)
        self.score_label.hide()
        warnings = messages.warnings_by_place(evaluation.warnings, self.lang)
        if self.hide_box.isChecked():     # practice: the board gives nothing away either
            self.highlights.set_legal(warnings)
        else:
            self.highlights.set_legal(warnings, *_marks(evaluation))
        self.take_button.setEnabled(False)
        self.copy_button.setEnabled(False)
        self._history.clear()
        self.back_button.setEnabled(False)
        again = self._index_of(previous) if previous is not None else None
        if again is None:
            self.tree.setCurrentIndex(QModelIndex())
            self._set_details(self._prompt_page())
        elif again == self.tree.currentIndex():
            self._select(again)          # the same row (updated in place): its details may have changed
        else:
            self.tree.setCurrentIndex(again)

    def _fit_columns(self) -> None:
        """The actions a little more than half the view, the verdicts the rest; both wrap."""
        self.tree.setColumnWidth(0, max(self.tree.viewport().width() * 11 // 20, 120))

    def eventFilter(self, watched, event) -> bool:
        if watched is self.tree.viewport() and event.type() == QEvent.Type.Resize:
            self._fit_columns()     # the tree's own new width (the panel's arrives before it)
        return super().eventFilter(watched, event)

    def _prompt_page(self) -> str:
        return "<p>" + escape(self.tr("Select a special action to read its rule and every condition "
                                     "checked; the links open the rules they cite.")) + "</p>"

    def show_rule(self, number: str) -> None:
        self._history.append(self._shown_html)
        self.back_button.setEnabled(True)
        self._set_details(rule_page(self.rules, number, self.lang))

    def _index_of(self, previous) -> QModelIndex | None:
        """The row of the same option after an edit (same action, object and detail), if any."""
        for row in range(self.model.rowCount()):
            parent = self.model.item(row, 0)
            verdict = self.model.evaluation.verdicts[parent.data(ACTION_ROLE)]
            if verdict.action != previous.action:
                continue
            for child in range(parent.rowCount()):
                option = self.model.option(parent.data(ACTION_ROLE), parent.child(child, 0).data(OPTION_ROLE))
                if (option.subject, option.card, option.detail) == (previous.subject, previous.card, previous.detail):
                    return parent.child(child, 0).index()
        return None

    def _practice_toggled(self, on: bool) -> None:
        """Practice: the verdicts and their details give way to "Which special actions may A take now?"."""
        self.reveal_button.setEnabled(on)
        self.answers_area.setCurrentWidget(self.practice if on else self.tree)
        self.lower.setVisible(not on)
        self.refresh()
        if on:
            self.practice.start(self._db)

    def reveal(self) -> str:
        """Mark the candidate's answers and list what they missed; the score in words."""
        right, total = self.practice.reveal().score
        self.reveal_button.setEnabled(False)
        text = self.tr("%1 of %2 right (answers named and legal actions missed).").replace(
            "%1", str(right)).replace("%2", str(total))
        self.score_label.setText(text)
        self.score_label.show()
        return text

    def _option_at(self, index):
        if not index.isValid():
            return None, None
        v_index = index.data(ACTION_ROLE)
        o_index = index.data(OPTION_ROLE)
        if v_index is None:
            return None, None
        verdict = self.model.evaluation.verdicts[v_index]
        option = self.model.option(v_index, o_index) if o_index is not None else None
        return verdict, option

    def _select(self, index) -> None:
        verdict, option = self._option_at(index)
        if verdict is None:
            return
        self._history.clear()
        self.back_button.setEnabled(False)
        hide = self.model.hide_answers
        if option is not None:      # (with what only a look at it works out: Pithing Needle and a morph)
            option = with_notes_on_request(option, self.document.state, self._db())
        self._set_details(option_page(self.rules, verdict, option, self.lang, hide))
        self.side_tabs.setCurrentWidget(self.details)
        self.take_button.setEnabled(bool(option is not None and option.legal and not hide))
        self.copy_button.setEnabled(option is not None and not hide)
        self.highlights.set_focus(option.subject if option is not None else None)

    def _hover(self, index) -> None:
        _verdict, option = self._option_at(index)
        self.highlights.set_focus(option.subject if option is not None else None)

    def select(self, action, card: str | None = None) -> bool:
        """Select the first option of an action (optionally for a card); True if found."""
        for row in range(self.model.rowCount()):
            parent = self.model.item(row, 0)
            verdict = self.model.evaluation.verdicts[parent.data(ACTION_ROLE)]
            if verdict.action != action:
                continue
            for child in range(parent.rowCount()):
                option = self.model.option(parent.data(ACTION_ROLE), parent.child(child, 0).data(OPTION_ROLE))
                if card is None or option.card == card:
                    self.tree.setCurrentIndex(parent.child(child, 0).index())
                    return True
            self.tree.setCurrentIndex(parent.index())
            return card is None
        return False

    def selected_option(self):
        return self._option_at(self.tree.currentIndex())[1]

    def take_selected(self) -> bool:
        option = self.selected_option()
        if option is None or not option.legal:
            return False
        before = self.document.state
        try:
            new_state = engine.apply(before, option)
        except IllegalActionError:
            return False
        self.document.edit(edits.revalidate(new_state),
                           self.tr("Take: {label}").format(label=messages.option_label(option, self.lang)))
        said = "special_action_taken_team" if before.game.two_headed_giant else "special_action_taken"     # (805.5)
        taken = messages.happened([(said, {"label": messages.option_label(option, self.lang), "player": option.player})],
                                  self.lang)
        paid = messages.paid_text(option, payment.paid(before, new_state, option, self._db()), self.lang)
        happened = messages.happened(engine.taken(before, new_state, option, self._db()), self.lang)
        self.message.emit(messages.sentences([text for text in (taken, paid, happened) if text], self.lang))
        return True

    def copy_ruling(self, markdown: bool) -> str | None:
        """The selected option as a ruling, in the interface language, put on the clipboard."""
        option = self.selected_option()
        if option is None or self.model.hide_answers:
            return None
        title = self.document.situation(self.lang)[0]
        option = with_notes_on_request(option, self.document.state, self._db())
        text = ruling_text(self.document.state, option, self.rules, title, self.lang, markdown)
        QApplication.clipboard().setText(text)
        return text

    # ---- rule links -------------------------------------------------------------------------
    def _open_link(self, url) -> None:
        text = url.toString()
        if text.startswith("rule:"):
            self.show_rule(text[len("rule:"):])

    def _back(self) -> None:
        if self._history:
            self._set_details(self._history.pop())
        self.back_button.setEnabled(bool(self._history))
