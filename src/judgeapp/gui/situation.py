"""The situation above the board: its title and the question a judge asks, in prose. Shown in
the reader's language where the scenario has a translation, editable, saved with the board."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QLineEdit, QPlainTextEdit, QVBoxLayout, QWidget

from ..core.model import MAX_STRING_LENGTH
from .document import Document
from .view_settings import ViewSettings


class DescriptionEdit(QPlainTextEdit):
    """A few lines high by default: the board keeps the room."""

    def sizeHint(self) -> QSize:
        return QSize(400, self.fontMetrics().lineSpacing() * 3 + 12)


class SituationPanel(QWidget):
    def __init__(self, document: Document, settings: ViewSettings | None = None, parent=None):
        super().__init__(parent)
        self.document = document
        self.settings = settings or ViewSettings()
        self.settings.subscribe(self._settings_changed)
        # Both hold at most what a scenario file may (MAX_STRING_LENGTH), or the board would be
        # saved in a file that can't be opened again.
        self.title = QLineEdit()
        self.title.setMaxLength(MAX_STRING_LENGTH)
        self.title.setPlaceholderText(self.tr("Title of the situation"))
        self.title.setAccessibleName(self.tr("Title of the situation"))
        font = self.title.font()
        font.setBold(True)
        self.title.setFont(font)
        self.description = DescriptionEdit()
        self.description.setPlaceholderText(self.tr("The situation in words: what happened, and the question a judge asks"))
        self.description.setAccessibleName(self.tr("Description of the situation"))
        self.description.setTabChangesFocus(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        layout.addWidget(self.title)
        layout.addWidget(self.description)
        self.title.editingFinished.connect(self._title_edited)
        self.description.textChanged.connect(self._description_edited)
        document.metaChanged.connect(self.refresh)
        self._refreshing = False
        self.refresh()

    @property
    def lang(self) -> str:
        return self.settings.lang

    def _settings_changed(self, names: frozenset[str]) -> None:
        if "lang" in names:              # show (and edit) the situation in the new language
            self.refresh()
        if "hide_answers" in names:      # a bundled situation's story gives its answer: practice hides it
            self.setVisible(not self.settings.hide_answers)

    def refresh(self) -> None:
        title, description = self.document.situation(self.lang)
        self._refreshing = True
        try:
            if self.title.text() != title:
                self.title.setText(title)
            if self.description.toPlainText() != description:
                self.description.setPlainText(description)
        finally:
            self._refreshing = False

    def _title_edited(self) -> None:
        if not self._refreshing:
            self.document.set_situation(self.lang, self.tr("Edit the title"), title=self.title.text())

    def _description_edited(self) -> None:
        if self._refreshing:
            return
        text = self.description.toPlainText()
        if len(text) > MAX_STRING_LENGTH:       # what is past the limit isn't taken, as in a line edit
            cursor = self.description.textCursor()
            at = min(cursor.position(), MAX_STRING_LENGTH)
            text = text[:MAX_STRING_LENGTH]
            self._refreshing = True
            try:
                self.description.setPlainText(text)
                cursor = self.description.textCursor()
                cursor.setPosition(at)
                self.description.setTextCursor(cursor)
            finally:
                self._refreshing = False
        self.document.set_situation(self.lang, self.tr("Edit the description"), description=text)
