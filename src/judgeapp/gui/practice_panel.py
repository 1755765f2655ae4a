"""Practice on the board with nothing given away: "Which special actions may A take now?"

The candidate picks something on the board (a card, an effect, the planar die) and an action,
as many as they like; Reveal marks each ✔ or ✘ with the engine's reason and lists the legal
actions they missed. The choices are every object on the board, never the engine's candidates.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (QComboBox, QHBoxLayout, QLabel, QListWidget, QListWidgetItem, QPushButton,
                               QVBoxLayout, QWidget)

from ..core import messages
from ..core.practice import Claim, PracticeResult, grade_claims, subjects
from ..core.verdict import ActionKind
from .labels import card_name, object_label
from .object_menu import zone_name

RIGHT, WRONG, MISSED = "✔ ", "✘ ", "○ "


class PracticePanel(QWidget):
    def __init__(self, document, evaluation_source, lang: str = "en", parent=None):
        super().__init__(parent)
        self.document, self._evaluation, self.lang = document, evaluation_source, lang
        self.db_source = None
        self.question = QLabel()
        self.question.setTextFormat(Qt.TextFormat.PlainText)
        self.question.setWordWrap(True)
        self.subject = QComboBox()
        self.subject.setAccessibleName(self.tr("What it is about"))
        self.action = QComboBox()
        self.action.setAccessibleName(self.tr("Special action"))
        # As wide as the panel, not as their longest entry ("116.2c Mettre fin à un effet ou empêcher
        # une capacité déclenchée retardée" made the window 1,192 px wide at an 11-point system font,
        # GNOME's; a card's or a player's name from a file, tens of thousands): the list that opens
        # shows each entry whole.
        for box in (self.subject, self.action):
            box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            box.setMinimumContentsLength(16)
        for kind in ActionKind:
            self.action.addItem(f"{kind.rule} {messages.action_title(kind.value, lang)}", kind.value)
        self.add_button = QPushButton(self.tr("Add my answer"))
        self.remove_button = QPushButton(self.tr("Remove"))
        self.answers = QListWidget()
        self.answers.setAccessibleName(self.tr("My answers"))
        self.answers.setWordWrap(True)
        pick = QVBoxLayout()
        pick.addWidget(self.action)
        pick.addWidget(self.subject)
        buttons = QHBoxLayout()
        buttons.addWidget(self.add_button)
        buttons.addWidget(self.remove_button)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.question)
        layout.addLayout(pick)
        layout.addLayout(buttons)
        layout.addWidget(self.answers, 1)
        self.add_button.clicked.connect(self.add_claim)
        self.remove_button.clicked.connect(self.remove_claim)
        self.claims: list[Claim] = []
        self.result: PracticeResult | None = None

    def start(self, db) -> None:
        """A fresh question for the board as it is now."""
        self.db_source = db
        state = self.document.state
        evaluation = self._evaluation()
        self.question.setText(self.tr("Which special actions may {player} take now? Add each one you think is legal, "
                                      "then Reveal and score.").format(player=evaluation.player))
        self.subject.clear()
        for kind, subject_id, zone in subjects(state):
            self.subject.addItem(self._subject_label(kind, subject_id, zone), subject_id)
        self.claims, self.result = [], None
        self.answers.clear()
        self.add_button.setEnabled(True)

    def _subject_label(self, kind: str, subject_id: str, zone: str) -> str:
        state, db = self.document.state, self.db_source()
        if kind == "planar_die":
            return self.tr("the planar die")
        if kind == "effect":
            effect = next(e for e in state.effects if e.id == subject_id)
            return messages.fill(self.tr("effect of {source} ({controller})"),
                                 {"source": card_name(db, effect.source, self.lang), "controller": effect.controller},
                                 self.lang)
        holder, _zone, obj = state.locate(subject_id)
        return f"{object_label(obj, db, self.lang, state)} — {messages.listed([holder.id, zone_name(zone)], self.lang)}"

    def add_claim(self) -> None:
        if self.result is not None or self.subject.currentData() is None:
            return
        claim = Claim(ActionKind(self.action.currentData()), self.subject.currentData())
        if claim in self.claims:
            return
        self.claims.append(claim)
        self.answers.addItem(f"{self.action.currentText()}{messages.colon(self.lang)}{self.subject.currentText()}")

    def remove_claim(self) -> None:
        row = self.answers.currentRow()
        if self.result is None and 0 <= row < len(self.claims):
            del self.claims[row]
            self.answers.takeItem(row)

    def reveal(self) -> PracticeResult:
        """Mark each answer and list what was missed, each with its reason and rule."""
        self.result = grade_claims(self._evaluation(), self.claims)
        self.answers.clear()
        for index, graded in enumerate(self.result.claims):
            text = self.tr("{what}: legal").format(what=self._claim_text(index)) if graded.right else (
                f"{self._claim_text(index)}{messages.colon(self.lang)}" + messages.cited(
                    messages.render(graded.section, graded.reason.code, graded.reason.params, self.lang),
                    graded.reason.rule, self.lang))
            self.answers.addItem(QListWidgetItem((RIGHT if graded.right else WRONG) + text))
        for option in self.result.missed:
            cost = f" {messages.cost_text(option.cost, self.lang)}" if option.cost else ""
            self.answers.addItem(QListWidgetItem(
                MISSED + self.tr("Missed: {option}{cost} is legal ({rule})").format(
                    option=messages.option_label(option, self.lang), cost=cost, rule=option.rule)))
        self.add_button.setEnabled(False)
        return self.result

    def _claim_text(self, index: int) -> str:
        claim = self.claims[index]
        found = self.subject.findData(claim.subject)
        what = self.subject.itemText(found) if found >= 0 else claim.subject
        return f"{claim.action.rule} {messages.action_title(claim.action.value, self.lang)}{messages.colon(self.lang)}{what}"
