"""Mana symbols and action icons on screen: the core's SVG icons rendered once per size, painted inline with text.

`paint_text` draws a string such as "legal {2}{U}" with each mana symbol as its icon;
`ManaTextBrowser` shows the same icons inside rule and card pages (<img src="mana:2">).
"""

from __future__ import annotations

import re
from functools import lru_cache
from html import escape
from urllib.parse import quote, unquote

from PySide6.QtCore import QByteArray, QRectF, Qt, QUrl
from PySide6.QtGui import QFontMetrics, QImage, QPainter, QPalette, QPixmap, QTextDocument
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import (QCheckBox, QRadioButton, QStyle, QStyleOptionButton, QStylePainter,
                               QTextBrowser)

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


def paint_text(painter: QPainter, x: int, y: int, height: int, text: str, max_width: int | None = None) -> int:
    """Draws text at (x, y) in a line of this height, mana symbols as icons; returns the width used.

    Text that would pass max_width is elided ("…"); a symbol that would not fit is left out."""
    metrics = painter.fontMetrics()
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


def cost_img_html(text: str, size: int = 16) -> str:
    """HTML for a QTextBrowser page: symbols as <img> resources, the rest escaped."""
    out = []
    for kind, value in tokens(text):
        if kind == "text":
            out.append(escape(value))
        else:
            out.append(f'<img src="{SCHEME}:{quote(value, safe="")}" width="{size}" height="{size}" '
                       f'alt="{{{escape(value)}}}" style="vertical-align: middle">')
    return "".join(out)


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
    """A check box or radio button whose text draws mana symbols as icons (the text itself, read
    by screen readers and tests, keeps the Oracle notation)."""

    CONTROL = QStyle.ControlElement.CE_CheckBox
    CONTENTS = QStyle.SubElement.SE_CheckBoxContents

    def hitButton(self, pos) -> bool:
        """The whole row chooses the answer, not only its box and words: on a wide quiz page a
        click on a row's blank end did nothing."""
        return self.rect().contains(pos)

    def paintEvent(self, event) -> None:
        if not tokens(self.text()) or all(kind == "text" for kind, _v in tokens(self.text())):
            super().paintEvent(event)
            return
        painter = QStylePainter(self)
        option = QStyleOptionButton()
        self.initStyleOption(option)
        text, option.text = option.text, ""
        painter.drawControl(self.CONTROL, option)
        rect = self.style().subElementRect(self.CONTENTS, option, self)
        role = QPalette.ColorRole.WindowText
        painter.setPen(self.palette().color(QPalette.ColorGroup.Disabled if not self.isEnabled()
                                            else QPalette.ColorGroup.Active, role))
        paint_text(painter, rect.x() + 2, rect.y(), rect.height(), text, rect.width() - 2)


class ManaCheckBox(_ManaButtonPaint, QCheckBox):
    pass


class ManaRadioButton(_ManaButtonPaint, QRadioButton):
    CONTROL = QStyle.ControlElement.CE_RadioButton
    CONTENTS = QStyle.SubElement.SE_RadioButtonContents
