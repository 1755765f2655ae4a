"""Tree and list cells that wrap instead of eliding, with mana symbols drawn as icons and the
item's icon and colour: the verdict list's first failing reason is read in full on a laptop."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QSize, Qt, QUrl
from PySide6.QtGui import QAbstractTextDocumentLayout, QColor, QPalette, QTextDocument
from PySide6.QtWidgets import QStyle, QStyledItemDelegate, QStyleOptionViewItem

from ..core.mana_symbols import tokens
from .mana_icons import SCHEME, symbol_image

PAD = 2
CACHE_SIZE = 2000


def cell_html(text: str, size: int) -> tuple[str, list[str]]:
    """The text as HTML with mana symbols as images; and which symbols it uses."""
    parts, used = [], []
    for kind, value in tokens(text):
        if kind == "text":
            parts.append(escape(value).replace("\n", "<br>"))
        else:
            used.append(value)
            parts.append(f'<img src="{SCHEME}:{value}" width="{size}" height="{size}">')
    return "".join(parts), used


class WrapDelegate(QStyledItemDelegate):
    def __init__(self, view):
        super().__init__(view)
        self.view = view
        self._cache: dict[tuple, QTextDocument] = {}

    def _width(self, index) -> int:
        header = getattr(self.view, "header", None)
        width = header().sectionSize(index.column()) if header else self.view.viewport().width()
        if index.column() == 0 and hasattr(self.view, "indentation"):
            depth, parent = 0, index.parent()
            while parent.isValid():
                depth, parent = depth + 1, parent.parent()
            width -= self.view.indentation() * (depth + 1)
        icon = index.data(Qt.ItemDataRole.DecorationRole)
        if icon is not None:
            width -= self.view.iconSize().width() + 4 if self.view.iconSize().isValid() else 20
        # The style's text margins inside the cell, both sides (what SE_ItemViewItemText leaves).
        margin = 2 * (self.view.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, self.view) + 1)
        return max(width - margin - 2 * PAD, 40)

    def _document(self, option, index) -> QTextDocument:
        """The cell's text laid out at the cell's width; kept, since the same cells are measured
        and painted again after every edit (the verdict tree is rebuilt each time)."""
        font = index.data(Qt.ItemDataRole.FontRole) or option.font
        text = index.data(Qt.ItemDataRole.DisplayRole) or ""
        width = self._width(index)
        key = (text, font.key(), width, option.fontMetrics.height())
        doc = self._cache.get(key)
        if doc is None:
            doc = QTextDocument()
            doc.setDocumentMargin(0)
            doc.setDefaultFont(font)
            size = option.fontMetrics.height() - 3
            html, used = cell_html(text, size)
            for symbol in used:
                doc.addResource(QTextDocument.ResourceType.ImageResource, QUrl(f"{SCHEME}:{symbol}"),
                                symbol_image(symbol, size * 2))
            doc.setHtml(html)
            doc.setTextWidth(width)
            if len(self._cache) > CACHE_SIZE:
                self._cache.clear()
            self._cache[key] = doc
        return doc

    def sizeHint(self, option, index) -> QSize:
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        doc = self._document(opt, index)
        icon = self.view.iconSize().height() if index.data(Qt.ItemDataRole.DecorationRole) is not None else 0
        return QSize(int(doc.idealWidth()) + 2 * PAD, max(int(doc.size().height()) + 2 * PAD, icon + 2 * PAD))

    def paint(self, painter, option, index) -> None:
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        opt.text = ""
        style = opt.widget.style() if opt.widget else None
        if style is not None:
            style.drawControl(QStyle.ControlElement.CE_ItemViewItem, opt, painter, opt.widget)
        selected = bool(opt.state & QStyle.StateFlag.State_Selected)
        brush = index.data(Qt.ItemDataRole.ForegroundRole)
        if selected:
            colour = opt.palette.color(QPalette.ColorRole.HighlightedText).name()
        elif brush is not None:
            colour = brush.color().name()
        else:
            colour = opt.palette.color(QPalette.ColorRole.Text).name()
        doc = self._document(opt, index)
        rect = style.subElementRect(QStyle.SubElement.SE_ItemViewItemText, opt, opt.widget) if style else opt.rect
        if doc.textWidth() > rect.width() - 2 * PAD:      # never wider than the cell shows
            doc = doc.clone()
            doc.setTextWidth(max(rect.width() - 2 * PAD, 20))
        painter.save()
        painter.translate(rect.left() + PAD, rect.top() + PAD)
        context = QAbstractTextDocumentLayout.PaintContext()
        context.palette.setColor(QPalette.ColorRole.Text, QColor(colour))
        doc.documentLayout().draw(painter, context)
        painter.restore()

