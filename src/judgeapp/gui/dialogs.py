"""Dialogs. `Prompts` wraps every question the app asks, so tests can answer them."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QFont, QFontMetrics, QGuiApplication, QPalette
from PySide6.QtWidgets import (QCheckBox, QComboBox, QCompleter, QDialog, QDialogButtonBox, QFileDialog, QFormLayout,
                               QGridLayout, QInputDialog, QLabel, QLineEdit, QListWidget, QListWidgetItem, QMessageBox,
                               QPlainTextEdit, QSpinBox, QWidget)

from ..core import messages
from ..core.cards import CardDatabase, CardDef
from ..core.errors import UnknownCardError
from ..core.model import MAX_STRING_LENGTH
from ..core.state import MAX_COUNT
from .card_delegate import WARNING_COLOUR
from .i18n import app_translations, moment_text
from .labels import refusal_text, unknown_card_text
from . import saved_settings as saved
from .plain import CARD_CHARS, add_player_item, shortened, tooltip
from .window_size import SCREEN_SHARE


class Prompts(QObject):
    """Every modal question in one place. Tests replace these methods."""

    def __init__(self, parent: QWidget):
        super().__init__(parent)
        self.parent_widget = parent

    def error(self, title: str, text: str) -> None:
        box = QMessageBox(QMessageBox.Icon.Critical, title, text, QMessageBox.StandardButton.Ok, self.parent_widget)
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.exec()

    def save_changes(self) -> str:
        """'save', 'discard' or 'cancel'."""
        answer = QMessageBox.question(
            self.parent_widget, self.tr("Unsaved changes"), self.tr("The board has unsaved changes. Save them?"),
            QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard | QMessageBox.StandardButton.Cancel)
        return {QMessageBox.StandardButton.Save: "save",
                QMessageBox.StandardButton.Discard: "discard"}.get(answer, "cancel")

    def restore(self, board: str, saved_at: float) -> bool:
        """Whether to restore one board a window left behind (name, and when it was autosaved)."""
        # In the interface's language, not the system's (an Italian judge on an English system).
        when = moment_text(datetime.fromtimestamp(saved_at), app_translations().lang)
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Restore the board?"),
                          self.tr("judgeapp did not close properly last time. Restore the board “{board}”, "
                                  "autosaved {when}?").format(board=board, when=when),
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, self.parent_widget)
        box.setTextFormat(Qt.TextFormat.PlainText)   # the board's name comes from a file
        return box.exec() == QMessageBox.StandardButton.Yes

    def end_quiz(self, answered: int, total: int, over: QWidget | None = None) -> bool:
        """Whether to end a quiz that has questions left (closing its window, starting another),
        asked over `over` (the quiz window) or this prompter's window."""
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("End the quiz?"),
                          self.tr("Questions answered: {answered} of {total}. Your answers are kept in your progress; "
                                  "the questions left will not be asked.").format(answered=answered, total=total),
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, over or self.parent_widget)
        box.setDefaultButton(QMessageBox.StandardButton.No)
        return box.exec() == QMessageBox.StandardButton.Yes

    def unwritten_answers(self, count: int, error: str, over: QWidget | None = None) -> str:
        """'retry', 'discard' or 'cancel': what to do with answers kept in memory because the
        progress file can't be written, as their window closes."""
        box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Answers not written"),
                          self.tr("%n answer(s) given in this window could not be written to the progress file: "
                                  "{error}\n\nFree some space or make the folder writable, then choose Retry. "
                                  "Discard closes the window without them.", "", count).format(error=error),
                          QMessageBox.StandardButton.Retry | QMessageBox.StandardButton.Discard
                          | QMessageBox.StandardButton.Cancel, over or self.parent_widget)
        box.setTextFormat(Qt.TextFormat.PlainText)   # (the error names the user's folder)
        box.setDefaultButton(QMessageBox.StandardButton.Retry)
        return {QMessageBox.StandardButton.Retry: "retry",
                QMessageBox.StandardButton.Discard: "discard"}.get(box.exec(), "cancel")

    def open_path(self) -> Path | None:
        path, _ = QFileDialog.getOpenFileName(self.parent_widget, self.tr("Open scenario"), "",
                                              self.tr("Scenarios (*.json);;All files (*)"))
        return Path(path) if path else None

    def info(self, title: str, text: str) -> None:
        box = QMessageBox(QMessageBox.Icon.Information, title, text, QMessageBox.StandardButton.Ok, self.parent_widget)
        box.setTextFormat(Qt.TextFormat.PlainText)      # names and paths from files
        box.exec()

    def confirm_download(self, source: str) -> bool:
        """Whether to download the card set now (a large file; judgeapp never downloads unasked)."""
        answer = QMessageBox.question(
            self.parent_widget, self.tr("Download the card set?"),
            self.tr("Download every Magic card from {source} (about 100-200 MB) and import it? The cards judgeapp "
                    "uses now stay in use until the import has succeeded.").format(source=source))
        return answer == QMessageBox.StandardButton.Yes

    def open_card_file(self) -> Path | None:
        path, _ = QFileDialog.getOpenFileName(self.parent_widget, self.tr("Import the card set"), "",
                                              self.tr("Card data (MTGJSON AtomicCards, Scryfall Oracle Cards) (*.json);;"
                                                      "All files (*)"))
        return Path(path) if path else None

    def save_path(self) -> Path | None:
        path, _ = QFileDialog.getSaveFileName(self.parent_widget, self.tr("Save scenario"), "",
                                              self.tr("Scenarios (*.json)"))
        return with_suffix(path, ".json")

    def save_report_path(self, kind: str) -> Path | None:
        """Where to save a quiz report: kind is "html" or "pdf"."""
        title, filter_ = {"html": (self.tr("Save report as HTML"), self.tr("Web pages (*.html *.htm)")),
                          "pdf": (self.tr("Save report as PDF"), self.tr("PDF documents (*.pdf)"))}[kind]
        path, _ = QFileDialog.getSaveFileName(self.parent_widget, title, "", filter_)
        return with_suffix(path, "." + kind, also=(".htm",) if kind == "html" else ())

    def save_page_path(self, title: str) -> Path | None:
        """Where to save a page to print (a question set, a board's verdicts), a web page or a
        PDF (by the filter chosen, or the suffix typed)."""
        html, pdf = self.tr("Web pages (*.html *.htm)"), self.tr("PDF documents (*.pdf)")
        path, chosen = QFileDialog.getSaveFileName(self.parent_widget, title, "", f"{html};;{pdf}")
        if path.lower().endswith(".pdf"):
            return Path(path)
        return with_suffix(path, ".pdf" if chosen == pdf else ".html", also=(".htm",) if chosen != pdf else ())

    def text(self, title: str, label: str, value: str = "") -> str | None:
        text, ok = QInputDialog.getText(self.parent_widget, title, label, QLineEdit.EchoMode.Normal, value)
        return text if ok else None

    def item(self, title: str, label: str, items: list[str], current: int = 0) -> str | None:
        """One of the items, chosen from a list that shows each shortened to fit (a player's id
        or a card's name from a file can be 10,000 characters long) while that tells them apart."""
        metrics = QFontMetrics(self.parent_widget.font() if self.parent_widget is not None else QFont())
        shown = [shortened(item, metrics, CARD_CHARS) for item in items]
        if len(set(shown)) < len(set(items)):
            shown = items
        choice, ok = QInputDialog.getItem(self.parent_widget, title, label, shown, current, False)
        return items[shown.index(choice)] if ok and choice in shown else None

    def counters(self, counters: dict[str, int]) -> dict[str, int] | None:
        dialog = CountersDialog(counters, self.parent_widget)
        return dialog.value() if dialog.exec() == QDialog.DialogCode.Accepted else None

    def custom_card(self) -> CardDef | None:
        dialog = CustomCardDialog(self.parent_widget)
        return dialog.value() if dialog.exec() == QDialog.DialogCode.Accepted else None

    def new_board(self, last: dict, examples: list[tuple[str, str]]) -> dict | None:
        """The new board's players, variants, turn, step and priority, or {"example": path}."""
        dialog = NewBoardDialog(last, examples, self.parent_widget)
        return dialog.value() if dialog.exec() == QDialog.DialogCode.Accepted else None

    def turn_facts(self, state, cast_names: dict[str, str] | None = None) -> dict | None:
        """The turn's counts; `cast_names`, per player, the spells recorded as cast (in words)."""
        dialog = TurnFactsDialog(state, self.parent_widget, cast_names)
        return dialog.value() if dialog.exec() == QDialog.DialogCode.Accepted else None

    def stack_item(self, db: CardDatabase, state, lang: str, current: dict | None = None) -> dict | None:
        """A spell or ability to put on the stack, or one on it to change (`current`, with its
        "id"): card, controller, face down, targets."""
        dialog = StackItemDialog(db, state, lang, self.parent_widget, current)
        return dialog.value() if dialog.exec() == QDialog.DialogCode.Accepted else None

    def effect(self, db: CardDatabase, players: list[str], turn: int, current: dict | None = None,
               lang: str = "en") -> dict | None:
        dialog = EffectDialog(db, players, turn, current, self.parent_widget, lang=lang)
        return dialog.value() if dialog.exec() == QDialog.DialogCode.Accepted else None


def narrow_box(box: QComboBox, characters: int = 20) -> QComboBox:
    """A box that may be as narrow as so many characters, where its longest item would set its
    width: long items (a scenario's title, a skill's) cut, whole in its list. As wide as its longest
    item, in larger text such a box made a dialog wider than a laptop's screen (New board, French at
    175%: 1,404 px on a 1366 px screen)."""
    box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
    box.setMinimumContentsLength(characters)
    return box


def _player_box(players: list[str], chosen: str | None, nobody: str | None = None) -> QComboBox:
    """A box to choose one of the players (or `nobody`, None, first when given), `chosen` chosen;
    each id shortened to fit (a file's can be 10,000 characters long)."""
    box = QComboBox()
    if nobody is not None:
        box.addItem(nobody, None)
    for pid in players:
        add_player_item(box, pid, pid)
    box.setCurrentIndex(max(0, box.findData(chosen)))
    return box


def with_suffix(path: str, suffix: str, also: tuple[str, ...] = ()) -> Path | None:
    """The chosen path, with the suffix added unless the user typed it (any case)."""
    if not path:
        return None
    return Path(path if path.lower().endswith((suffix, *also)) else path + suffix)


def card_completer(db: CardDatabase, line_edit: QLineEdit, lang: Callable[[], str] = lambda: "en") -> QCompleter:
    """Name completion over the bundled cards and the imported card set, in the user's language (card_search.py)."""
    from .card_search import CardCompleter
    return CardCompleter(lambda: db, line_edit, lang)


def fit_placeholder(edit: QLineEdit, metrics: QFontMetrics | None = None) -> None:
    """Make a line edit at least as wide as its hint: a language's longer words (French, Spanish,
    Italian) are read whole, not cut off, before anything is typed. `metrics`: another font's
    measures to size it by than its own."""
    edit.setMinimumWidth(text_room(edit, edit.placeholderText(), metrics))


def text_room(edit: QLineEdit, text: str, metrics: QFontMetrics | None = None) -> int:
    """The width a line edit needs to show this text whole, in its font or another's measures."""
    margins = edit.textMargins()
    frame = edit.style().pixelMetric(edit.style().PixelMetric.PM_DefaultFrameWidth)
    inner = 2 * (frame + 4)        # each side: the frame, and the style's space between it and the text
    return (metrics or edit.fontMetrics()).horizontalAdvance(text) + margins.left() + margins.right() + inner


def _buttons(dialog: QDialog) -> QDialogButtonBox:
    box = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
    box.accepted.connect(dialog.accept)
    box.rejected.connect(dialog.reject)
    return box


def _problem_label() -> QLabel:
    """Where a dialog says why OK was refused; the dialog stays open with what was typed. Plain
    text: it quotes what the user typed."""
    label = QLabel()
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setWordWrap(True)
    palette = label.palette()
    palette.setColor(QPalette.ColorRole.WindowText, WARNING_COLOUR)
    label.setPalette(palette)
    label.hide()
    return label


class CountersDialog(QDialog):
    """Counters as lines "name: amount" (e.g. "+1/+1: 2", "time: 4"); a line that isn't one is
    refused with its number, not dropped (a judge who typed "time 4" saw no counter and no reason)."""

    def __init__(self, counters: dict[str, int], parent=None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Counters"))
        self.edit = QPlainTextEdit("\n".join(f"{k}: {v}" for k, v in counters.items()))
        self.problem = _problem_label()
        form = QFormLayout(self)
        form.addRow(self.tr("One per line, name: amount"), self.edit)
        form.addRow(self.problem)
        form.addRow(_buttons(self))

    def _read(self) -> tuple[dict[str, int], str | None]:
        """The counters typed (an amount of 0: none of that kind), or why a line is not one."""
        found = {}
        for number, line in enumerate(self.edit.toPlainText().splitlines(), start=1):
            if not line.strip():
                continue
            name, colon, amount = line.replace("：", ":").rpartition(":")     # (a full-width colon too)
            if not colon or not name.strip():
                return found, self.tr("Line {n} isn't “name: amount”: {line}").format(n=number, line=line.strip())
            amount = amount.strip()
            if not (amount.isascii() and amount.isdigit()) or int(amount) > MAX_COUNT:
                return found, self.tr("Line {n}: the amount must be a whole number from 0 to {max}: {line}").format(
                    n=number, max=MAX_COUNT, line=line.strip())
            if int(amount) > 0:
                found[name.strip()] = int(amount)
        return found, None

    def value(self) -> dict[str, int]:
        return self._read()[0]

    def accept(self) -> None:
        problem = self._read()[1]
        if problem is not None:
            self.problem.setText(problem)
            self.problem.show()
            return
        super().accept()


class CustomCardDialog(QDialog):
    """A card the data lacks. Keyword costs are read from its Oracle text."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Custom card"))
        self.name = QLineEdit()
        self.mana_cost = QLineEdit()
        self.mana_cost.setPlaceholderText("{2}{W}{W}")
        # The type line and the text are read as Oracle writes them, in English ("Morph", "Land"):
        # the examples stay English in every language, or a French judge would type "Mue".
        self.type_line = QLineEdit()
        self.type_line.setPlaceholderText("Creature — Angel")
        self.oracle = QPlainTextEdit()
        self.oracle.setPlaceholderText("Flying\nMorph {2}{W}{W}")
        # Each field's label, which also names it when OK is refused ("Costo di mana: 'Q' non è…").
        self.labels = {"name": self.tr("Name"), "mana_cost": self.tr("Mana cost"),
                       "type_line": self.tr("Type line (English)"), "oracle_text": self.tr("Oracle text (English)")}
        form = QFormLayout(self)
        for key, field in (("name", self.name), ("mana_cost", self.mana_cost), ("type_line", self.type_line),
                           ("oracle_text", self.oracle)):
            form.addRow(self.labels[key], field)
        self.problem = _problem_label()         # why OK was refused: a cost that isn't mana, say
        form.addRow(self.problem)
        form.addRow(_buttons(self))

    def value(self) -> CardDef | None:
        """The card as typed (ValueError if it can't be one), or None if it has no name."""
        if not self.name.text().strip():
            return None
        return CardDef.model_validate({"name": self.name.text().strip(), "mana_cost": self.mana_cost.text().strip(),
                                       "type_line": self.type_line.text().strip(),
                                       "oracle_text": self.oracle.toPlainText().strip()})

    def accept(self) -> None:
        try:
            card = self.value()
        except ValueError as err:
            self.problem.setText(refusal_text(err, fields=self.labels))
            self.problem.show()
            return
        if card is not None and card.type_line and not card.types:
            self.problem.setText(self.tr("The type line names no card type (Artifact, Creature, Enchantment, "
                                         "Instant, Land, Sorcery…): write it in English, as Oracle does."))
            self.problem.show()
            return
        super().accept()


class NewBoardDialog(QDialog):
    """A new board set up in one go: players (2-6) and their names, Two-Headed Giant, variants,
    whose turn, which step, who has priority; or a bundled example. Starts from the last choice."""

    def __init__(self, last: dict, examples: list[tuple[str, str]], parent=None):
        super().__init__(parent)
        from ..core.state import Step
        from .turn_bar import step_label
        self.setWindowTitle(self.tr("New board"))
        self.example = narrow_box(QComboBox(), 30)
        self.example.addItem(self.tr("An empty board, set up below"), None)
        for title, path in examples:
            self.example.addItem(title, path)
        self.count = QSpinBox()
        self.count.setRange(2, 6)
        self.names = [QLineEdit() for _ in range(6)]
        for index, edit in enumerate(self.names):
            edit.setPlaceholderText(chr(ord("A") + index))
            edit.setMaxLength(MAX_STRING_LENGTH)
        names = [n for n in saved.field(last, "names", (list, tuple), ()) if isinstance(n, str)]
        for edit, name in zip(self.names, names):
            edit.setText(name)
        self.count.setValue(max(2, min(6, len(names) or 2)))
        self.two_headed = QCheckBox(self.tr("Two-Headed Giant (two teams of two)"))
        self.two_headed.setChecked(saved.field(last, "two_headed_giant", bool, False))
        self.planechase = QCheckBox(self.tr("Planechase"))
        self.planechase.setChecked(saved.field(last, "planechase", bool, False))
        self.conspiracy = QCheckBox(self.tr("Conspiracy Draft"))
        self.conspiracy.setChecked(saved.field(last, "conspiracy_draft", bool, False))
        self.assume_costs = QCheckBox(self.tr("Assume costs can be paid (exam convention)"))
        self.assume_costs.setChecked(saved.field(last, "assume_costs_payable", bool, False))
        self.turn = QSpinBox()
        self.turn.setRange(1, 999)
        self.turn.setValue(max(1, min(999, saved.field(last, "turn", int, 1))))
        self.active = QComboBox()
        self.step = QComboBox()
        for step in Step:
            self.step.addItem(step_label(step), step.value)
        self.step.setCurrentIndex(max(0, self.step.findData(saved.field(last, "step", str, Step.PRECOMBAT_MAIN.value))))
        self.priority = QComboBox()
        self._last_priority = saved.field(last, "priority", (str, type(None)), "active")
        form = QFormLayout(self)
        form.addRow(self.tr("Start from"), self.example)
        form.addRow(self.tr("Players"), self.count)
        self.name_rows = []
        for index, edit in enumerate(self.names):
            form.addRow(self.tr("Name of {pid}").format(pid=chr(ord("A") + index)), edit)
            self.name_rows.append(edit)
        form.addRow(self.two_headed)
        form.addRow(self.planechase)
        form.addRow(self.conspiracy)
        form.addRow(self.assume_costs)
        form.addRow(self.tr("Turn"), self.turn)
        form.addRow(self.tr("Whose turn"), self.active)
        form.addRow(self.tr("Step"), self.step)
        form.addRow(self.tr("Priority"), self.priority)
        form.addRow(_buttons(self))
        self._form = form
        self.count.valueChanged.connect(self._players_changed)
        self.two_headed.toggled.connect(self._players_changed)
        self.example.currentIndexChanged.connect(self._example_changed)
        self._players_changed()
        self.active.setCurrentIndex(max(0, min(saved.field(last, "active", int, 0), self.active.count() - 1)))

    def _players_changed(self) -> None:
        if self.two_headed.isChecked():
            self.count.setValue(4)
        self.count.setEnabled(not self.two_headed.isChecked())
        for index, edit in enumerate(self.names):
            self._form.setRowVisible(edit, index < self.count.value())
        keep_active = self.active.currentIndex()
        keep_priority = self.priority.currentData() if self.priority.count() else self._last_priority
        self.active.clear()
        self.priority.clear()
        self.priority.addItem(self.tr("The active player (117.3a)"), "active")
        self.priority.addItem(self.tr("Nobody"), None)
        for index in range(self.count.value()):
            pid = chr(ord("A") + index)
            self.active.addItem(pid, index)
            self.priority.addItem(pid, index)
        self.active.setCurrentIndex(max(0, min(keep_active, self.active.count() - 1)))
        self.priority.setCurrentIndex(max(0, self.priority.findData(keep_priority)))

    def _example_changed(self) -> None:
        empty = self.example.currentData() is None
        for widget in (self.count, self.two_headed, self.planechase, self.conspiracy, self.assume_costs, self.turn,
                       self.active,
                       self.step, self.priority, *self.names):
            widget.setEnabled(empty and not (widget is self.count and self.two_headed.isChecked()))

    def value(self) -> dict:
        if self.example.currentData() is not None:
            return {"example": self.example.currentData()}
        return {"names": [e.text().strip() for e in self.names[:self.count.value()]],
                "two_headed_giant": self.two_headed.isChecked(), "planechase": self.planechase.isChecked(),
                "conspiracy_draft": self.conspiracy.isChecked(), "turn": self.turn.value(),
                "assume_costs_payable": self.assume_costs.isChecked(),
                "active": self.active.currentData() or 0, "step": self.step.currentData(),
                "priority": self.priority.currentData()}


class StackItemDialog(QDialog):
    """A spell (by card name, in any language) or an ability, who controls it, and what it targets:
    objects on the board, players, or other objects on the stack."""

    def __init__(self, db: CardDatabase, state, lang: str, parent=None, current: dict | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Edit the stack item") if current else self.tr("Add to the stack"))
        self.db, self.lang = db, lang
        self.card = QLineEdit()
        self.card.setPlaceholderText(self.tr("Card name of a spell, or leave empty for an ability"))
        self.card.setCompleter(card_completer(db, self.card, lambda: lang))
        self.text = QLineEdit()
        self.text.setPlaceholderText(self.tr("What the ability or spell does (optional)"))
        for edit in (self.card, self.text):
            fit_placeholder(edit)
        self.controller = _player_box(list(state.player_ids()), state.default_player)
        self.face_down = QCheckBox(self.tr("Cast face down (morph, disguise)"))
        self.copy = QCheckBox(self.tr("A copy of a spell: not cast (707.10)"))
        self.targets = QListWidget()
        self.targets.setAccessibleName(self.tr("Targets"))
        current = current or {}
        self._kind = current.get("kind")      # editing keeps what it is: a trigger names its card, yet is an ability
        aimed = {(t["kind"], t["id"]) for t in current.get("targets", ())}
        for kind, target_id, label in _target_choices(db, state, lang):
            if (kind, target_id) == ("stack", current.get("id")):
                continue                          # an object on the stack can't target itself
            item = QListWidgetItem(label)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked if (kind, target_id) in aimed else Qt.CheckState.Unchecked)
            item.setData(Qt.ItemDataRole.UserRole, (kind, target_id))
            self.targets.addItem(item)
        if current:       # the item as it is: its card (or the face cast) as the reader's language names it
            from .labels import spell_name
            self.card.setText(spell_name(db, current["card"], current.get("face", 0), lang) if current.get("card") else "")
            self.text.setText(current.get("text") or "")
            self.controller.setCurrentIndex(max(0, self.controller.findData(current["controller"])))
            self.face_down.setChecked(bool(current.get("face_down")))
            self.copy.setChecked(bool(current.get("copy")))
        self.error = QLabel()
        self.error.setTextFormat(Qt.TextFormat.PlainText)
        self.error.setWordWrap(True)      # why a name is no card can take two lines
        form = QFormLayout(self)
        form.addRow(self.tr("Card") if self._kind == "ability" else self.tr("Spell"), self.card)   # an ability's source
        form.addRow(self.tr("Text"), self.text)
        form.addRow(self.tr("Controller"), self.controller)
        form.addRow(self.face_down)
        form.addRow(self.copy)
        form.addRow(self.tr("Targets (tick each)"), self.targets)
        form.addRow(self.error)
        buttons = _buttons(self)
        buttons.accepted.disconnect()
        buttons.accepted.connect(self._accept_if_known)
        form.addRow(buttons)

    def _accept_if_known(self) -> None:
        name = self.card.text().strip()
        try:
            if name:
                self.db.get(name)
        except UnknownCardError as err:
            self.error.setText(unknown_card_text(err, self.lang))
            return
        if name and self._kind != "ability":
            card = self.db.get(name)
            face = card.face_cast(self._face(name))
            if face.has_type("Land"):       # (a land's ability is added with its text)
                self.error.setText(self.tr("{card} is a land: a land is played, never cast (305.1, 305.9).").format(
                    card=face.name_in(self.lang)))
                return
        self.accept()

    def _face(self, name: str) -> int:
        """Which face of a card with two a name typed stands for: its own name's face ("Petty
        Theft", a Room's door, in any language: 715.3, 709.3), else the first (712.11)."""
        faces = self.db.get(name).faces
        oracle = self.db.oracle_name(name) if faces else None
        return next((i for i, f in enumerate(faces) if f.name == oracle), 0)

    def value(self) -> dict:
        name = self.card.text().strip()
        card = self.db.get(name).name if name else None
        face = self._face(name) if name else 0
        targets = [{"kind": kind, "id": target_id}
                   for i in range(self.targets.count())
                   if (item := self.targets.item(i)).checkState() == Qt.CheckState.Checked
                   for kind, target_id in [item.data(Qt.ItemDataRole.UserRole)]]
        kind = (self._kind or "spell") if card else "ability"
        return {"kind": kind, "card": card, "face": face, "controller": self.controller.currentData(),
                "face_down": kind == "spell" and self.face_down.isChecked(), "copy": self.copy.isChecked(),
                "text": self.text.text().strip() or None,
                "targets": targets}


def _target_choices(db: CardDatabase, state, lang: str):
    """(kind, id, label) for everything a spell could target: players, permanents, the stack,
    then cards in other zones."""
    from ..core.state import Target
    from .labels import object_label, stack_label, target_label
    from .object_menu import zone_name
    for pid in state.player_ids():
        yield "player", pid, target_label(Target(kind="player", id=pid), db, lang, state)
    for player in state.players:
        for obj in player.battlefield:
            yield "object", obj.id, messages.cited(object_label(obj, db, lang, state), player.id, lang)
    for item in reversed(state.stack):
        yield "stack", item.id, stack_label(item, db, lang)
    for player in state.players:
        for zone in ("graveyard", "exile", "hand"):
            for obj in getattr(player, zone):
                yield "object", obj.id, messages.cited(object_label(obj, db, lang, state),
                                                       messages.listed((player.id, zone_name(zone)), lang), lang)


class EffectDialog(QDialog):
    """An active effect: its source card, controller, affected player and the turn it began."""

    def __init__(self, db: CardDatabase, players: list[str], turn: int, current: dict | None, parent=None,
                 lang: str = "en"):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Active effect"))
        current = current or {}
        self.db = db
        self.source = narrow_box(QComboBox(), 30)     # (a custom card's name may be long)
        # The cards whose spells or abilities leave an effect, named in the reader's language (the
        # English name beside a translated one); the item's data is the card as the data names it.
        sources = sorted((c for c in db.cards if c.effects.creates), key=lambda c: c.name_in(lang).casefold())
        for card in sources:
            shown = card.name_in(lang)
            self.source.addItem(shown if shown == card.name else f"{shown} — {card.name}", card.name)
        self.source.setEditable(True)
        chosen = self.source.findData(current.get("source", sources[0].name if sources else ""))
        if chosen >= 0:
            self.source.setCurrentIndex(chosen)
        else:
            self.source.setCurrentText(current.get("source", ""))
        self.controller = _player_box(players, current.get("controller", players[0]))
        self.affected = _player_box(players, current.get("affected"), nobody="—")
        self.turn = QSpinBox()
        self.turn.setRange(1, 999)
        self.turn.setValue(current.get("created_turn") or turn)
        self.note = QLineEdit(current.get("note") or "")
        form = QFormLayout(self)
        form.addRow(self.tr("Source card"), self.source)
        form.addRow(self.tr("Controller"), self.controller)
        form.addRow(self.tr("Affected player"), self.affected)
        form.addRow(self.tr("Created on turn"), self.turn)
        form.addRow(self.tr("Note"), self.note)
        form.addRow(_buttons(self))

    def value(self) -> dict:
        affected = self.affected.currentData()
        source = self.source.currentText().strip()
        listed = self.source.findText(source)
        if listed >= 0:             # chosen from the list (or typed as it reads there)
            source = self.source.itemData(listed)
        elif source in self.db:     # as the card data names it ("quenchable fire" is Quenchable Fire)
            source = self.db.get(source).name
        return {"source": source, "controller": self.controller.currentData(),
                "affected": affected, "created_turn": self.turn.value(),
                "note": self.note.text() or None}


class TurnFactsDialog(QDialog):
    """What each player did this turn that the rules count, and what they count apart: land plays
    (305.2) and lands put onto the battlefield by effects (305.4, not land plays); special-action
    rolls of the planar die (901.9, 901.12d) and rolls an effect made (which don't raise the cost);
    spells cast (601.3, for a limit such as Rule of Law's)."""

    FIELDS = ("lands_put_onto_battlefield", "planar_die_actions", "planar_die_other_rolls", "spells_cast")

    def __init__(self, state, parent=None, cast_names: dict[str, str] | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Turn facts"))
        labels = {"lands_put_onto_battlefield": self.tr("Lands put onto the battlefield by effects (305.4)"),
                  "planar_die_actions": self.tr("Planar die rolled as a special action (901.9)"),
                  "planar_die_other_rolls": self.tr("Planar die rolled by effects (not counted, 901.9)"),
                  "spells_cast": self.tr("Spells cast this turn (601.3)")}
        # A table, players down and the facts across: as a form (a row for each player's each fact) a
        # six-player board made a dialog 760 px tall, its OK button off a 768 px laptop screen.
        grid = QGridLayout(self)
        grid.setHorizontalSpacing(grid.spacing() * 2)      # the headings' words apart from the next column's
        # Each heading 22 characters wide, or narrower (more lines) where the screen has no room for
        # four such columns (English at 175% on a 1024 x 768 laptop made the dialog 1,058 px wide).
        screen = (parent or self).screen() or QGuiApplication.primaryScreen()
        room = int(screen.availableGeometry().width() * SCREEN_SHARE) - 120       # (the players' column, margins)
        for column, field in enumerate(self.FIELDS, start=1):
            header = QLabel(labels[field])
            header.setWordWrap(True)
            header.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom)
            # A grid asks a wrapping label for one line's height: its lines at its narrowest, asked ahead.
            header.setMinimumWidth(min(header.fontMetrics().averageCharWidth() * 22,
                                       room // len(self.FIELDS) - grid.horizontalSpacing()))
            header.setMinimumHeight(header.heightForWidth(header.minimumWidth()))
            grid.addWidget(header, 0, column)
            grid.setColumnStretch(column, 1)
        self.boxes: dict[tuple[str, str], QSpinBox] = {}
        row = 1
        for pid in state.player_ids():
            player = QLabel()
            player.setTextFormat(Qt.TextFormat.PlainText)       # a file names its players: its text, not markup
            player.setText(shortened(pid, player.fontMetrics()))
            if player.text() != pid:
                player.setToolTip(tooltip(pid))
            grid.addWidget(player, row, 0)
            for column, field in enumerate(self.FIELDS, start=1):
                box = QSpinBox()
                box.setRange(0, 999)
                box.setValue(getattr(state.turn_facts, field).get(pid, 0))
                box.setAccessibleName(f"{pid}: {labels[field]}")
                self.boxes[(pid, field)] = box
                grid.addWidget(box, row, column)
            row += 1
            if (cast_names or {}).get(pid):
                # the spells a limit on one kind counts by (cast with Add…, 601.3), under the player's row
                named = QLabel(self.tr("Cast with Add…: {cards} (a lower count forgets them)").format(
                    cards=(cast_names or {})[pid]))
                named.setTextFormat(Qt.TextFormat.PlainText)      # card names: the user's text
                named.setWordWrap(True)
                grid.addWidget(named, row, 1, 1, len(self.FIELDS))
                row += 1
        grid.addWidget(_buttons(self), row, 0, 1, len(self.FIELDS) + 1)

    def value(self) -> dict[str, dict[str, int]]:
        found: dict[str, dict[str, int]] = {field: {} for field in self.FIELDS}
        for (pid, field), box in self.boxes.items():
            if box.value():
                found[field][pid] = box.value()
        return found
