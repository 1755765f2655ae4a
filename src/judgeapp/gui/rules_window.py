"""Help ▸ Look up a rule: the Comprehensive Rules in use, by rule number or by words. A number
shows that rule and its subrules; words list every rule and glossary entry that has them, the
glossary's own entry first; the page quotes the file exactly, its rule numbers links to follow.
Everything from the rules file is plain text here (a chosen file may hold anything)."""

from __future__ import annotations

from html import escape
from typing import Callable

from PySide6.QtCore import QAbstractListModel, QCoreApplication, QModelIndex, QRegularExpression, Qt, QUrl
from PySide6.QtGui import QColor, QKeyEvent, QTextCharFormat, QTextCursor
from PySide6.QtWidgets import QLabel, QLineEdit, QSplitter, QTextEdit, QTreeView, QVBoxLayout, QWidget

from ..core.rules_text import Found, RulesIndex, is_rule_number
from .mana_icons import ManaTextBrowser
from .plain import tooltip
from .rule_html import glossary_page, rule_page



MARK = QColor(255, 200, 0, 110)     # the words looked up: a see-through yellow, on a light or a dark page
_QUOTES = {quote: "['\u2018\u2019]" for quote in "'\u2018\u2019"} | {quote: '["\u201c\u201d]' for quote in '"\u201c\u201d'}


def tr(text: str) -> str:
    return QCoreApplication.translate("", text)


class FoundModel(QAbstractListModel):
    """What a look-up found, one row each: a rule's number and first line, or a glossary term; the
    whole of its words as the row's tooltip. Rows are worked out as the view shows them (a one-letter
    look-up finds thousands)."""

    def __init__(self, parent=None):
        super().__init__(parent)

    def show(self, found: list[Found]) -> None:
        self.beginResetModel()
        self.found = found
        self.endResetModel()

    def rowCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.found)

    def data(self, index: QModelIndex, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or index.row() >= len(self.found):
            return None
        each = self.found[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            if each.kind == "glossary":
                return f"{each.key} — {tr('Glossary')}"
            return f"{each.key}  {each.words.split(chr(10), 1)[0]}"
        if role == Qt.ItemDataRole.ToolTipRole:
            return tooltip(each.words)
        return None


class RulesWindow(QWidget):
    """A window of its own beside the board (not modal: the board stays in reach)."""

    def __init__(self, rules: Callable[[], RulesIndex], lang: str, parent: QWidget | None = None):
        super().__init__(parent, Qt.WindowType.Window)
        self._rules, self.lang = rules, lang
        self.setWindowTitle(tr("Comprehensive Rules"))
        self.query = QLineEdit()
        self.query.setPlaceholderText(tr("A rule number (702.62a) or words from the rules (split second)"))
        self.query.setClearButtonEnabled(True)
        self.query.setAccessibleName(tr("Look up"))
        self.count = QLabel()
        self.model = FoundModel(self)
        self.results = QTreeView()      # (a list whose one column is the view's width: long lines end in "…")
        self.results.setModel(self.model)
        self.results.setHeaderHidden(True)
        self.results.setRootIsDecorated(False)
        self.results.setUniformRowHeights(True)
        self.results.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.results.setAccessibleName(tr("Rules found"))
        self.page = ManaTextBrowser()
        self.page.setOpenLinks(False)
        self.page.anchorClicked.connect(self._follow)
        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(self.results)
        split.addWidget(self.page)
        split.setStretchFactor(1, 2)
        layout = QVBoxLayout(self)
        layout.addWidget(self.query)
        layout.addWidget(self.count)
        layout.addWidget(split, 1)
        self.query.textChanged.connect(self.look_up)
        self.query.returnPressed.connect(self._first)
        self.results.selectionModel().currentChanged.connect(self._show)
        self.results.activated.connect(self._show)
        self.resize(900, 560)
        self.look_up("")

    def look_up(self, query: str) -> None:
        """List what the rules have for `query`, and show the first."""
        rules = self._rules()
        found = rules.look_up(query)
        self.model.show(found)
        if not query.strip():
            self.count.setText("")
            self._set_page("<p>" + escape(tr("Type a rule number or words to look them up in the "
                                                "Comprehensive Rules in use.")) + "</p>")
        elif not found:
            self.count.setText(tr("Nothing found"))
            self._set_page("<p>" + escape(tr("No rule or glossary entry has these words, and no rule "
                                                "has this number in this edition. The words are looked "
                                                "for in the rules file's own language (the shipped rules "
                                                "are in English).")) + "</p>")
        else:
            self.count.setText(tr("Found: {count}").format(count=len(found)))
            self.results.setCurrentIndex(self.model.index(0, 0))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Escape closes the window, as it closes a dialog; Down in the field goes to the list."""
        if event.key() == Qt.Key.Key_Escape:
            self.close()
        elif event.key() == Qt.Key.Key_Down and self.focusWidget() is self.query:
            self._first()
        else:
            super().keyPressEvent(event)

    @property
    def found(self) -> list[Found]:
        """What the last look-up found, best first (the list's rows)."""
        return self.model.found

    def show_rule(self, number: str) -> None:
        """Look up one rule by its number (a link followed, or a number given)."""
        self.query.setText(number)

    def _first(self) -> None:
        if self.model.rowCount():
            self.results.setCurrentIndex(self.model.index(0, 0))
            self.results.setFocus()

    def _show(self, index: QModelIndex) -> None:
        if not index.isValid() or index.row() >= len(self.found):
            return
        found = self.found[index.row()]
        rules = self._rules()
        self._set_page(glossary_page(rules, found.key, self.lang) if found.kind == "glossary"
                       else rule_page(rules, found.key, self.lang))

    def _set_page(self, html: str) -> None:
        self.page.setHtml(html)
        self._mark_words()

    def _mark_words(self) -> None:
        """The words looked up, marked wherever the page has them (any case; a straight apostrophe
        or quote marks the file's curly one), and the first of them scrolled into view."""
        query = self.query.text()
        words = [] if is_rule_number(query) else query.split()
        marks = []
        if words:
            pattern = "|".join("".join(_QUOTES.get(char) or QRegularExpression.escape(char) for char in word)
                               for word in words)
            expression = QRegularExpression(pattern, QRegularExpression.PatternOption.CaseInsensitiveOption)
            marked = QTextCharFormat()
            marked.setBackground(MARK)
            cursor = self.page.document().find(expression)
            while not cursor.isNull():
                mark = QTextEdit.ExtraSelection()
                mark.cursor, mark.format = cursor, marked
                marks.append(mark)
                cursor = self.page.document().find(expression, cursor)
        self.page.setExtraSelections(marks)
        if marks:
            first = QTextCursor(marks[0].cursor)
            first.clearSelection()
            self.page.setTextCursor(first)
            self.page.ensureCursorVisible()

    def _follow(self, url: QUrl) -> None:
        if url.scheme() == "rule":
            self.show_rule(url.path())
