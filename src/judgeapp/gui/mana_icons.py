"""Mana symbols and action icons on screen: the core's SVG icons rendered once per size, painted inline with text.

`paint_text` draws a string such as "legal {2}{U}" with each mana symbol as its icon;
`ManaTextBrowser` shows the same icons inside rule and card pages (<img src="mana:2">);
`set_mana_text` shows them in a label (a library situation's story: "pay {3}").
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Callable
from html import escape
from urllib.parse import quote, unquote

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRect, QRectF, QSize, Qt, QUrl
from PySide6.QtGui import (QAbstractTextDocumentLayout, QFontMetrics, QImage, QPainter, QPalette, QPixmap,
                           QTextDocument)
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import (QCheckBox, QLabel, QRadioButton, QSizePolicy, QStyle, QStyleOptionButton,
                               QStyleOptionFocusRect, QStylePainter, QTextBrowser)

from ..core.action_icons import action_svg
from ..core.mana_symbols import symbol_svg, tokens
from ..core.verdict import ActionKind

SCHEME = "mana"
GAP = 1


@lru_cache(maxsize=2048)
def svg_image(svg: str, size: int) -> QImage:
    """An SVG drawn at size x size pixels on a transparent background (cached)."""
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    renderer = QSvgRenderer(QByteArray(svg.encode("utf-8")))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter, QRectF(0, 0, size, size))
    painter.end()
    return image


def symbol_image(symbol: str, size: int) -> QImage:
    """One mana symbol drawn at size x size pixels (transparent around the circle)."""
    return svg_image(symbol_svg(symbol), size)


def action_image(action: ActionKind, size: int, colour: str) -> QImage:
    """The icon of a special action (116.2a-m) in one colour."""
    return svg_image(action_svg(action, colour), size)


def symbol_pixmap(symbol: str, size: int) -> QPixmap:
    return QPixmap.fromImage(symbol_image(symbol, size))


def text_width(text: str, metrics: QFontMetrics) -> int:
    """How wide paint_text draws this text with this font."""
    size = metrics.height() - 2
    width = 0
    for kind, value in tokens(text):
        width += metrics.horizontalAdvance(value) if kind == "text" else size + GAP
    return width


def paint_text(painter: QPainter, x: int, y: int, height: int, text: str, max_width: int | None = None,
               metrics: QFontMetrics | None = None) -> int:
    """Draws text at (x, y) in a line of this height, mana symbols as icons; returns the width used.
    `metrics`: the painter's font's, when the caller has them.

    Text that would pass max_width is elided ("…"); a symbol that would not fit is left out."""
    metrics = painter.fontMetrics() if metrics is None else metrics
    size = metrics.height() - 2
    start = x
    limit = None if max_width is None else x + max_width
    for kind, value in tokens(text):
        if kind == "text":
            room = None if limit is None else limit - x
            shown = value if room is None else metrics.elidedText(value, Qt.TextElideMode.ElideRight, max(room, 0))
            painter.drawText(QRectF(x, y, metrics.horizontalAdvance(shown) + 1, height),
                             int(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft), shown)
            x += metrics.horizontalAdvance(shown)
            if shown != value:
                break
        else:
            if limit is not None and x + size > limit:
                break
            painter.drawImage(x, y + (height - size) // 2, symbol_image(value, size))
            x += size + GAP
    return x - start


def cost_img_html(text: str, size: int = 16, source: Callable[[str], str] | None = None) -> str:
    """HTML for a QTextBrowser page: symbols as <img> resources, the rest escaped. `source` gives a
    symbol's src (by default the mana: resource a ManaTextBrowser or add_mana_resources supplies)."""
    out = []
    for kind, value in tokens(text):
        if kind == "text":
            out.append(escape(value))
        else:
            src = source(value) if source else f"{SCHEME}:{quote(value, safe='')}"
            out.append(f'<img src="{src}" width="{size}" height="{size}" '
                       f'alt="{{{escape(value)}}}" style="vertical-align: middle">')
    return "".join(out)


@lru_cache(maxsize=256)
def _symbol_data_url(symbol: str, size: int) -> str:
    """One mana symbol as a PNG data: URL, drawn at twice the size it is shown (a sharp icon on a
    high-density screen)."""
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    symbol_image(symbol, size * 2).save(buffer, "PNG")
    return "data:image/png;base64," + bytes(data.toBase64().data()).decode("ascii")


def set_mana_text(label: QLabel, text: str) -> None:
    """Show text in a label with its mana symbols as icons, the rest as plain text (it comes from
    a file: no markup is ever read from it). Text without a symbol stays a plain-text label."""
    if all(kind == "text" for kind, _value in tokens(text)):
        label.setTextFormat(Qt.TextFormat.PlainText)
        label.setText(text)
        return
    size = QFontMetrics(label.font()).height()       # (the circle a little less: drawn with a margin)
    label.setTextFormat(Qt.TextFormat.RichText)        # (a label has no resources: the images are data: URLs)
    label.setText(cost_img_html(text, size, lambda symbol: _symbol_data_url(symbol, size)))


def add_mana_resources(document: QTextDocument, html: str) -> None:
    """Give a QTextDocument (printing, PDF) the mana symbols its HTML uses as <img src="mana:…">."""
    for raw in set(re.findall(r'src="mana:([^"]+)"', html)):
        document.addResource(QTextDocument.ResourceType.ImageResource, QUrl(f"{SCHEME}:{raw}"),
                             symbol_image(unquote(raw), 32))


class ManaTextBrowser(QTextBrowser):
    """A text browser that draws mana: resources as the core's mana symbols."""

    def loadResource(self, kind: int, url: QUrl):
        if getattr(kind, "value", kind) == QTextDocument.ResourceType.ImageResource.value and url.scheme() == SCHEME:
            return symbol_image(unquote(url.path()), 32)
        return super().loadResource(kind, url)


class _ManaButtonPaint:
    """A check box or radio button whose words wrap onto as many lines as the width leaves them,
    mana symbols drawn as icons (the text itself, read by screen readers and tests, keeps the Oracle
    notation). A quiz's choices are such buttons: on one line, a French choice 740 px wide made the
    quiz window wider than a 1024 x 768 screen."""

    CONTROL = QStyle.PrimitiveElement.PE_IndicatorCheckBox
    INDICATOR = QStyle.SubElement.SE_CheckBoxIndicator
    CONTENTS = QStyle.SubElement.SE_CheckBoxContents
    NARROWEST = 16      # the narrowest the words wrap to, in average characters

    def hitButton(self, pos) -> bool:
        """The whole row chooses the answer, not only its box and words: on a wide quiz page a
        click on a row's blank end did nothing."""
        return self.rect().contains(pos)

    def _words(self, width: int | None = None) -> QTextDocument:
        """The words, laid out in this width if one is given (-1: on one line); one document, made
        again only when the text or the font changes (a plain text's without HTML, the commoner and
        quicker case), with the sizes found for it."""
        key = (self.text(), self.font().key())
        if getattr(self, "_laid_out_for", None) != key:
            document = QTextDocument()
            document.setDocumentMargin(0)
            document.setDefaultFont(self.font())
            if any(kind != "text" for kind, _value in tokens(self.text())):
                html = cost_img_html(self.text(), QFontMetrics(self.font()).height() - 2)
                add_mana_resources(document, html)
                document.setHtml(html)
            else:
                document.setPlainText(self.text())
            self._laid_out_for, self._document, self._heights = key, document, {}
            self._one_line = int(document.idealWidth())       # (a new document: on one line)
        if width is not None and self._document.textWidth() != width:
            self._document.setTextWidth(width)
        return self._document

    def _indent(self) -> int:
        """Where the words begin: after the box or circle and the style's gap."""
        option = QStyleOptionButton()
        self.initStyleOption(option)
        option.text = ""
        return self.style().subElementRect(self.CONTENTS, option, self).x() + 2

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        self._words()           # (the text or the font changed: the heights known are forgotten)
        if width not in self._heights:
            words = self._words(max(width - self._indent(), 1)).size().height()
            option = QStyleOptionButton()
            self.initStyleOption(option)
            self._heights[width] = max(int(words) + 1, self.style().subElementRect(self.INDICATOR, option, self).height())
        return self._heights[width]

    def sizeHint(self) -> QSize:
        """As wide as the words on one line."""
        self._words()
        width = self._indent() + self._one_line + 2
        return QSize(width, self.heightForWidth(width))

    def minimumSizeHint(self) -> QSize:
        """Narrow, one line high: the layout asks heightForWidth for the height at the width it gives."""
        metrics = QFontMetrics(self.font())
        return QSize(self._indent() + metrics.averageCharWidth() * self.NARROWEST, metrics.height())

    def _wraps(self) -> None:
        """Set once made: the words may take less than their width, and more lines for it."""
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    def paintEvent(self, event) -> None:
        painter = QStylePainter(self)
        option = QStyleOptionButton()
        self.initStyleOption(option)
        line = QFontMetrics(self.font()).height()
        box = self.style().subElementRect(self.INDICATOR, option, self)
        box.moveTop(max((line - box.height()) // 2, 0))        # beside the first line, not the middle of several
        option.rect = box
        painter.drawPrimitive(self.CONTROL, option)
        indent = self._indent()
        words = self._words(max(self.width() - indent, 1))
        context = QAbstractTextDocumentLayout.PaintContext()
        group = QPalette.ColorGroup.Active if self.isEnabled() else QPalette.ColorGroup.Disabled
        context.palette.setColor(QPalette.ColorRole.Text, self.palette().color(group, QPalette.ColorRole.WindowText))
        painter.translate(indent, 0)
        words.documentLayout().draw(painter, context)
        if self.hasFocus():
            focus = QStyleOptionFocusRect()
            focus.initFrom(self)
            focus.rect = QRect(-2, 0, int(words.idealWidth()) + 4, int(words.size().height()) + 1)
            painter.drawPrimitive(QStyle.PrimitiveElement.PE_FrameFocusRect, focus)


class ManaCheckBox(_ManaButtonPaint, QCheckBox):
    def __init__(self, *args) -> None:
        super().__init__(*args)
        self._wraps()


class ManaRadioButton(_ManaButtonPaint, QRadioButton):
    CONTROL = QStyle.PrimitiveElement.PE_IndicatorRadioButton
    INDICATOR = QStyle.SubElement.SE_RadioButtonIndicator
    CONTENTS = QStyle.SubElement.SE_RadioButtonContents

    def __init__(self, *args) -> None:
        super().__init__(*args)
        self._wraps()
