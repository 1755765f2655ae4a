"""Tree and list cells that wrap instead of eliding, with mana symbols drawn as icons and the
item's icon and colour: the verdict list's first failing reason is read in full on a laptop."""

from __future__ import annotations

from html import escape
from math import ceil

from PySide6.QtCore import QSize, Qt, QUrl
from PySide6.QtGui import QAbstractTextDocumentLayout, QPainter, QPalette, QPixmap, QTextDocument
from PySide6.QtWidgets import QStyle, QStyledItemDelegate, QStyleOptionViewItem

from ..core.mana_symbols import tokens
from .mana_icons import SCHEME, symbol_image

PAD = 2
CACHE_SIZE = 2000
PIXMAP_BYTES = 8 << 20     # the cells' pictures kept: a screenful of cells in each of a few states


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
    """Each cell read from its style option (initStyleOption has put the item's text, font,
    colour and icon there): the cells of the verdict tree are painted again after every edit that
    changes them, so a cell costs as few calls into Qt as it can."""

    def __init__(self, view):
        super().__init__(view)
        self.view = view
        self._header = view.header() if hasattr(view, "header") else None
        self._indented = hasattr(view, "indentation")      # a tree: its rows are indented by depth
        self._cache: dict[tuple, QTextDocument] = {}
        self._widths: dict[tuple, int] = {}
        self._extents: dict[tuple, tuple[int, int]] = {}     # a document's ideal width and height
        # A cell's text drawn once is kept as a picture once the same cell is painted again (an
        # edit repaints the same cells, most of them unchanged): laying the text out costs about
        # four times what copying the picture does.
        self._painted: set[tuple] = set()
        self._pixmaps: dict[tuple, QPixmap] = {}
        self._pixmap_bytes = 0

    def _width(self, index, has_icon: bool) -> int:
        """The width the cell's text wraps at: the column's, less the indentation of the row's
        depth, the icon and the style's margins (worked out once for each column width and style)."""
        column = index.column()
        width = self._header.sectionSize(column) if self._header is not None else self.view.viewport().width()
        depth = 0
        if column == 0 and self._indented:
            parent = index.parent()
            while parent.isValid():
                depth, parent = depth + 1, parent.parent()
        style = self.view.style()        # (a theme chosen in the View menu may change the style: its margins)
        key = (column, depth, has_icon, width, style)
        found = self._widths.get(key)
        if found is None:
            if column == 0 and self._indented:
                width -= self.view.indentation() * (depth + 1)
            if has_icon:
                width -= self.view.iconSize().width() + 4 if self.view.iconSize().isValid() else 20
            # The style's text margins inside the cell, both sides (what SE_ItemViewItemText leaves).
            margin = 2 * (style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, self.view) + 1)
            found = self._widths[key] = max(width - margin - 2 * PAD, 40)
        return found

    def _document(self, opt, index) -> tuple[tuple, QTextDocument]:
        """The cell's text laid out at the cell's width, in its font, and what it was made from (its
        key); kept, since the same cells are measured and painted again after every edit. `opt` is
        the cell's style option, as initStyleOption filled it in."""
        text = opt.text
        font = opt.font
        has_icon = not opt.icon.isNull()
        width = self._width(index, has_icon)
        height = opt.fontMetrics.height()
        key = (text, font.key(), width, height)
        doc = self._cache.get(key)
        if doc is None:
            doc = QTextDocument()
            doc.setDocumentMargin(0)
            doc.setDefaultFont(font)
            size = height - 3
            html, used = cell_html(text, size)
            for symbol in used:
                doc.addResource(QTextDocument.ResourceType.ImageResource, QUrl(f"{SCHEME}:{symbol}"),
                                symbol_image(symbol, size * 2))
            doc.setHtml(html)
            doc.setTextWidth(width)
            if len(self._cache) > CACHE_SIZE:
                self._cache.clear()
            self._cache[key] = doc
        return key, doc

    def sizeHint(self, option, index) -> QSize:
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        made_of, doc = self._document(opt, index)
        extent = self._extents.get(made_of)
        if extent is None:
            if len(self._extents) > CACHE_SIZE:
                self._extents.clear()
            extent = self._extents[made_of] = (int(doc.idealWidth()), int(doc.size().height()))
        icon = self.view.iconSize().height() if not opt.icon.isNull() else 0
        return QSize(extent[0] + 2 * PAD, max(extent[1] + 2 * PAD, icon + 2 * PAD))

    def paint(self, painter, option, index) -> None:
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        made_of, doc = self._document(opt, index)
        opt.text = ""         # the style draws the background, focus and icon; the text is drawn below
        widget = opt.widget
        style = widget.style() if widget else None
        if style is not None:
            style.drawControl(QStyle.ControlElement.CE_ItemViewItem, opt, painter, widget)
        # The item's colour (its ForegroundRole, which initStyleOption put in the palette), or the
        # selection's text colour.
        selected = opt.state & QStyle.StateFlag.State_Selected
        colour = opt.palette.color(QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Text)
        rect = style.subElementRect(QStyle.SubElement.SE_ItemViewItemText, opt, widget) if style else opt.rect
        if doc.textWidth() > rect.width() - 2 * PAD:      # never wider than the cell shows
            doc = doc.clone()
            doc.setTextWidth(max(rect.width() - 2 * PAD, 20))
        else:
            key = (made_of, colour.rgba(), painter.device().devicePixelRatioF())
            picture = self._pixmaps.get(key)
            if picture is None and key in self._painted:
                picture = self._picture(doc, colour, key)
            if picture is not None:
                painter.drawPixmap(rect.left() + PAD, rect.top() + PAD, picture)
                return
            if len(self._painted) > CACHE_SIZE:
                self._painted.clear()
            self._painted.add(key)
        painter.save()
        painter.translate(rect.left() + PAD, rect.top() + PAD)
        _draw(doc, painter, colour)
        painter.restore()

    def _picture(self, doc: QTextDocument, colour, key: tuple) -> QPixmap:
        """The document drawn in its colour on a transparent picture, at the screen's pixel ratio."""
        ratio = key[2]
        width, height = min(ceil(doc.idealWidth()) + 1, ceil(doc.textWidth())), ceil(doc.size().height())
        picture = QPixmap(ceil(width * ratio), ceil(height * ratio))
        picture.setDevicePixelRatio(ratio)
        picture.fill(Qt.GlobalColor.transparent)
        painter = QPainter(picture)
        _draw(doc, painter, colour)
        painter.end()
        size = picture.width() * picture.height() * 4
        if self._pixmap_bytes + size > PIXMAP_BYTES:
            self._pixmaps.clear()
            self._painted.clear()
            self._pixmap_bytes = 0
        self._pixmaps[key] = picture
        self._pixmap_bytes += size
        return picture


def _draw(doc: QTextDocument, painter: QPainter, colour) -> None:
    """A cell's words drawn in its colour at the painter's origin."""
    context = QAbstractTextDocumentLayout.PaintContext()
    context.palette.setColor(QPalette.ColorRole.Text, colour)
    doc.documentLayout().draw(painter, context)
