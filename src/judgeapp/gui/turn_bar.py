"""Turn number, active player, the twelve steps (click one to go there), priority, variants
and the turn counters. Each change is one undoable edit."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSize, QT_TRANSLATE_NOOP, Qt, Signal
from PySide6.QtWidgets import (QButtonGroup, QCheckBox, QComboBox, QLabel, QVBoxLayout,
                               QPushButton, QSizePolicy, QSpinBox, QWidget)

from ..core import edits, messages, sequence, suspended, untap
from ..core.cards import builtin_cards
from ..core.state import MAX_COUNT, MAX_TURN, Step
from .document import Document
from .flow_layout import FlowLayout, TallEnoughForItsWidth
from . import quiet
from .plain import add_player_item
from .view_settings import ViewSettings

STEP_LABELS = {
    Step.UNTAP: QT_TRANSLATE_NOOP("steps", "Untap"), Step.UPKEEP: QT_TRANSLATE_NOOP("steps", "Upkeep"),
    Step.DRAW: QT_TRANSLATE_NOOP("steps", "Draw"), Step.PRECOMBAT_MAIN: QT_TRANSLATE_NOOP("steps", "Main 1"),
    Step.BEGINNING_OF_COMBAT: QT_TRANSLATE_NOOP("steps", "Begin combat"),
    Step.DECLARE_ATTACKERS: QT_TRANSLATE_NOOP("steps", "Attackers"),
    Step.DECLARE_BLOCKERS: QT_TRANSLATE_NOOP("steps", "Blockers"),
    Step.COMBAT_DAMAGE: QT_TRANSLATE_NOOP("steps", "Damage"), Step.END_OF_COMBAT: QT_TRANSLATE_NOOP("steps", "End combat"),
    Step.POSTCOMBAT_MAIN: QT_TRANSLATE_NOOP("steps", "Main 2"), Step.END: QT_TRANSLATE_NOOP("steps", "End"),
    Step.CLEANUP: QT_TRANSLATE_NOOP("steps", "Cleanup"),
}


def step_label(step: Step) -> str:
    return QCoreApplication.translate("steps", STEP_LABELS[step])


NOBODY = ""


class FourDigitSpinBox(QSpinBox):
    """A number box with room for four digits in its font, whatever the text size: larger values
    (up to the file limits) still fit, scrolled."""

    def __init__(self) -> None:
        super().__init__()
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)

    def sizeHint(self) -> QSize:
        return QSize(self.fontMetrics().horizontalAdvance("9999") + 30, super().sizeHint().height())

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()


class TurnBar(TallEnoughForItsWidth, QWidget):
    message = Signal(str)    # what passing or moving on did, or why it can't be done now

    def __init__(self, document: Document, settings: ViewSettings | None = None, parent=None):
        super().__init__(parent)
        self.document = document
        self.settings = settings or ViewSettings()
        self.turn = FourDigitSpinBox()
        self.turn.setRange(1, MAX_TURN)
        self.turn.setAccessibleName(self.tr("Turn number"))
        self.active = QComboBox()
        self.active.setAccessibleName(self.tr("Active player"))
        self.priority = QComboBox()
        self.priority.setAccessibleName(self.tr("Priority"))
        self.priority_warning = QLabel()
        self.priority_warning.setTextFormat(Qt.TextFormat.PlainText)
        self.steps = QButtonGroup(self)
        self.steps.setExclusive(True)
        step_row = FlowLayout(spacing=2)     # wraps to a second line on a narrow window
        for index, step in enumerate(Step):
            button = QPushButton(step_label(step))
            button.setCheckable(True)
            full_name = messages.word(step.value, self.settings.lang)     # "戦闘前メイン・フェイズ"
            button.setToolTip(full_name)
            button.setAccessibleName(full_name)
            self.steps.addButton(button, index)
            step_row.addWidget(button)
        self.planechase = QCheckBox(self.tr("Planechase"))
        self.conspiracy = QCheckBox(self.tr("Conspiracy Draft"))
        self.two_headed = QCheckBox(self.tr("Two-Headed Giant"))
        self.lands = FourDigitSpinBox()
        self.lands.setRange(0, MAX_COUNT)
        self.lands.setAccessibleName(self.tr("Lands played this turn"))
        self.rolls = FourDigitSpinBox()
        self.rolls.setRange(0, MAX_COUNT)
        self.rolls.setAccessibleName(self.tr("Planar die special actions this turn"))

        grid = QVBoxLayout(self)
        grid.setContentsMargins(4, 4, 4, 4)
        grid.setSpacing(4)
        row1 = FlowLayout()
        for label, widget in ((self.tr("Turn"), self.turn), (self.tr("Active player"), self.active),
                              (self.tr("Priority"), self.priority)):
            caption = QLabel(label)
            caption.setBuddy(widget)
            row1.add_group(caption, widget)
        row1.addWidget(self.priority_warning)
        # The main window places these beside the verdicts (the turn bar is the widest row already).
        self.pass_button = QPushButton(self.tr("Pass priority"))
        self.next_button = QPushButton(self.tr("Next step"))
        for label, widget in ((self.tr("Lands played"), self.lands), (self.tr("Planar rolls"), self.rolls)):
            caption = QLabel(label)
            caption.setBuddy(widget)
            row1.add_group(caption, widget)
        row1.addWidget(self.planechase)
        row1.addWidget(self.conspiracy)
        row1.addWidget(self.two_headed)
        grid.addLayout(row1)
        self._what_it_does = {
            self.pass_button: self.tr("The priority holder passes (117.3d); when all have passed, the top of "
                                      "the stack resolves or the step ends (117.4)"),
            self.next_button: self.tr("All players pass with an empty stack: the next step or phase begins (500.2)")}
        # The menu's items for the two buttons, greyed out with them (MainWindow links them).
        self.linked_actions: dict[QPushButton, list] = {self.pass_button: [], self.next_button: []}
        self.pass_button.clicked.connect(self.pass_priority)
        self.next_button.clicked.connect(self.next_step)
        grid.addLayout(step_row)

        self.turn.valueChanged.connect(lambda v: self._edit(edits.set_fields, self.tr("Set turn"), turn=v))
        self.active.activated.connect(lambda _i: self._edit(edits.set_fields, self.tr("Set active player"),
                                                            active_player=self.active.currentData()))
        self.priority.activated.connect(lambda _i: self._edit(edits.set_fields, self.tr("Set priority"),
                                                              priority=self.priority.currentData() or None))
        self.steps.idClicked.connect(lambda i: self.go_to(list(Step)[i]))
        self.lands.valueChanged.connect(lambda v: self._edit(edits.set_turn_facts, self.tr("Set lands played"),
                                                             lands_played=v))
        self.rolls.valueChanged.connect(lambda v: self._edit(
            edits.set_turn_facts, self.tr("Set planar rolls"),
            planar_die_actions={**self.document.state.turn_facts.planar_die_actions, self.document.state.active_player: v}))
        for box, field in ((self.planechase, "planechase"), (self.conspiracy, "conspiracy_draft"),
                           (self.two_headed, "two_headed_giant")):
            box.toggled.connect(lambda on, f=field: self._edit(edits.set_game, self.tr("Set game variant"), **{f: on}))
        document.changed.connect(self.refresh)
        self.refresh()

    @property
    def lang(self) -> str:
        return self.settings.lang

    def _edit(self, fn, text: str, **changes) -> None:
        if self._refreshing:
            return
        try:
            self.document.edit(fn(self.document.state, **changes), text)
        except ValueError:
            self.refresh()   # an impossible value: show the board as it is

    def go_to(self, step: Step) -> None:
        """Go to a step of this turn; who receives priority there is the core's to say (117.3a)."""
        if step == self.document.state.step:
            return
        self._edit(lambda state: sequence.go_to_step(state, step), self.tr("Go to {step}").format(step=step_label(step)))

    # ---- the priority sequence --------------------------------------------------------------
    def pass_priority(self) -> bool:
        state = self.document.state
        holder = state.priority
        resolves = sequence.passing_resolves(state)
        done = self._play(sequence.pass_priority, self.tr("Pass priority"))
        if done:
            after = self.document.state
            if resolves:
                self.message.emit(messages.happened(sequence.resolution_said(state, after, builtin_cards()), self.lang))
            elif after.step != state.step or after.turn != state.turn or after.passed == ():
                self._said_step(state, after)
            else:
                # In Two-Headed Giant teams have priority, and a team passes (805.5b).
                self._say("team_passed" if state.game.two_headed_giant else "passed", player=holder,
                          holder=after.priority)
        return done

    def next_step(self) -> bool:
        before = self.document.state
        done = self._play(sequence.next_step, self.tr("Next step"))
        if done:
            self._said_step(before, self.document.state)
        return done

    def _play(self, step, text: str) -> bool:
        try:
            new_state = step(self.document.state)
        except sequence.SequenceError as err:
            self._say(err.code)
            return False
        self.document.edit(new_state, text)
        return True

    def _said_step(self, before, state) -> None:
        """A step ended and another began: which, and the turn-based actions of the one that ended."""
        skipped = sequence.skipped(before, state)    # 508.8, 103.8a-b, 614.10
        if state.turn != before.turn and state.step != Step.UNTAP:
            said, skipped = skipped, []          # a turn that begins with its upkeep: the untap step was skipped
        elif state.step == Step.UNTAP:
            said = [("turn_began", {"turn": state.turn, "active": state.active_player})]
        else:
            said = [("step_began", {"step": state.step.value})]
        said += sequence.phased(before, state)       # 502.1, before anything untaps
        said += sequence.drew(before, state) + sequence.hand_size(state)     # 504.1, 514.1
        new = [i for i in state.stack if i not in before.stack]
        if others := [i.card for i in new if i.text != suspended.UPKEEP_TEXT]:
            said.append(("step_triggered", {"cards": others}))           # 117.5
        if suspends := [i.card for i in new if i.text == suspended.UPKEEP_TEXT]:
            said.append(("suspend_triggered", {"cards": suspends}))      # 503.1a
        said += sequence.targets_to_set(before, state, builtin_cards())
        if before.step == Step.UNTAP and state.turn == before.turn:
            said += untap.said(before)          # 502.3, with what effects kept tapped or untapped
        kept = [p.id for p in state.players if p.mana_pool]        # Upwelling, Kruphix (sequence.mana_kept)
        if kept:
            said.append(("mana_kept", {"players": kept}))
        elif any(p.mana_pool for p in before.players):
            said.append(("mana_emptied", {}))
        said += skipped
        self.message.emit(messages.happened(said, self.lang))

    def _offer(self, button: QPushButton, refusal: sequence.SequenceError | None) -> None:
        """A button (and its menu items) enabled when the rules allow what it does now; greyed out
        otherwise, its tooltip saying why (nobody holds priority in the untap step, say)."""
        for widget in (button, *self.linked_actions[button]):
            widget.setEnabled(refusal is None)
        button.setToolTip(self._what_it_does[button] if refusal is None else
                          messages.cited(messages.happened([(refusal.code, {})], self.lang), refusal.rule, self.lang))

    def _say(self, code: str, **params) -> None:
        self.message.emit(messages.happened([(code, params)], self.lang))

    _refreshing = False
    _ids: list[str] = []

    def refresh(self) -> None:
        self._refreshing = True
        try:
            state = self.document.state
            ids = list(state.player_ids())
            if ids != self._ids:
                self._ids = ids
                for box, extra in ((self.active, []), (self.priority, [(self.tr("nobody"), NOBODY)])):
                    box.clear()
                    for text, data in extra:
                        box.addItem(text, data)
                    for pid in ids:
                        add_player_item(box, pid, pid)
            self.active.setCurrentIndex(self.active.findData(state.active_player))
            self.priority.setCurrentIndex(self.priority.findData(state.priority or NOBODY))
            quiet.set_value(self.turn, state.turn)
            self.steps.button(list(Step).index(state.step)).setChecked(True)
            quiet.set_value(self.lands, state.turn_facts.lands_played)
            quiet.set_value(self.rolls, state.turn_facts.planar_die_actions.get(state.active_player, 0))
            self.planechase.setChecked(state.game.planechase)
            self.conspiracy.setChecked(state.game.conspiracy_draft)
            self.two_headed.setChecked(state.game.two_headed_giant)
            about = messages.warnings_by_place(self.document.evaluation().warnings, self.lang).get("priority")
            self.priority_warning.setText("⚠ " + about[0] if about else "")
            self._offer(self.pass_button, sequence.why_no_pass(state))
            self._offer(self.next_button, sequence.why_no_next_step(state))
        finally:
            self._refreshing = False
