"""How a card looks in a zone list: a small card (rotated when tapped, a card back when face
down), its name and its mana cost as symbols, and a second line with its type, power and
toughness, counters and what it is attached to. A green frame and the action's icon when a
special action is legal for it now; an amber dashed frame when it has one that is not legal now.
The full text stays in the item's display text (read by screen readers) and in its tooltip."""

from __future__ import annotations

from typing import NamedTuple

from PySide6.QtCore import QRect, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPalette, QPen
from PySide6.QtWidgets import QStyle, QStyledItemDelegate

from ..core.verdict import ActionKind
from .labels import ObjectLook
from .mana_icons import action_image, paint_text, text_width

CELL_ROLE = Qt.ItemDataRole.UserRole + 24       # a CardCell: all the delegate draws (None: plain text)

LEGAL_COLOUR = QColor("#2e9d4b")
TEMPTING_COLOUR = QColor("#d08a00")
TARGET_COLOUR = QColor("#2f7fd8")
WARNING_COLOUR = QColor("#d0392b")
CARD_BACK = QColor("#6b4a2b")
PAD = 3
ICON_W, ICON_H = 12, 17
# Qt's enum members, looked up once (each lookup runs Python: a cell is painted often)
_SELECTED = QStyle.StateFlag.State_Selected
_V_CENTRE = int(Qt.AlignmentFlag.AlignVCenter)
_ELIDE, _SMOOTH, _DASHED = Qt.TextElideMode.ElideRight, QPainter.RenderHint.Antialiasing, Qt.PenStyle.DashLine
_TEXT, _HIGHLIGHTED_TEXT, _HIGHLIGHT = (QPalette.ColorRole.Text, QPalette.ColorRole.HighlightedText,
                                        QPalette.ColorRole.Highlight)


def row_height(metrics) -> int:
    """Two lines (name and cost; type and state), one in compact mode."""
    return metrics.height() * (1 if CardDelegate.compact else 2) + 2 * PAD + 2


def _paint_card(painter: QPainter, centre_x: int, centre_y: int, tapped: bool, face_down: bool, ink: QColor) -> None:
    """The small card at the left of a row: upright or turned sideways, face or back."""
    w, h = (ICON_H, ICON_W) if tapped else (ICON_W, ICON_H)
    rect = QRectF(centre_x - w / 2, centre_y - h / 2, w, h)
    painter.setPen(QPen(ink, 1))
    painter.setBrush(CARD_BACK if face_down else Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(rect, 2, 2)
    if face_down:
        painter.setPen(QPen(QColor("#e8d3a9"), 1))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(rect.center(), min(w, h) / 4, min(w, h) / 4)


class CardCell(NamedTuple):
    """All a card cell draws, read from its model in one call (CELL_ROLE): a list is painted
    again whenever it is shown, scrolled or changed, and each call into the model costs."""

    look: ObjectLook
    legal: tuple          # ActionKind legal for the object now
    tempting: tuple       # ActionKind it has, none legal now
    targeted: bool
    warned: bool
    focused: bool         # the object the user points at elsewhere (a verdict's subject)


class _Fonts(NamedTuple):
    """A list's font as the cells use it: plain and bold for the name, smaller for line 2, with
    their metrics (made once per font and screen resolution, not for every cell)."""

    plain: QFont
    bold: QFont
    small: QFont
    plain_metrics: QFontMetrics
    bold_metrics: QFontMetrics
    small_metrics: QFontMetrics


def _fonts_for(font: QFont, device) -> _Fonts:
    bold = QFont(font)
    bold.setBold(True)
    small = QFont(font)
    small.setPointSizeF(max(font.pointSizeF() * 0.88, 6))
    plain = QFont(font)
    plain.setBold(False)
    return _Fonts(plain, bold, small, *(QFontMetrics(f, device) for f in (plain, bold, small)))


class CardDelegate(QStyledItemDelegate):
    compact = False     # View ▸ Compact board: one line per card (the type line stays in the tooltip)

    def __init__(self, parent=None):
        super().__init__(parent)
        self._fonts: dict[tuple, _Fonts] = {}

    def sizeHint(self, option, index) -> QSize:
        return QSize(120, row_height(option.fontMetrics))

    def _fonts_of(self, font: QFont, device) -> _Fonts:
        dpi = device.logicalDpiY()
        found = self._fonts.get((font, dpi))      # (QFont hashes and compares by value)
        if found is None:
            if len(self._fonts) > 16:       # (a text size or theme changed a few times)
                self._fonts.clear()
            # Kept under a copy: the style option's font is Qt's, and goes with the option.
            found = self._fonts[(QFont(font), dpi)] = _fonts_for(font, device)
        return found

    def paint(self, painter: QPainter, option, index) -> None:
        cell = index.data(CELL_ROLE)
        if cell is None:
            super().paint(painter, option, index)
            return
        look, legal, tempting, targeted, warned, focused = cell
        fonts = self._fonts_of(option.font, painter.device())
        painter.save()
        painter.setRenderHint(_SMOOTH)
        rect = option.rect.adjusted(1, 1, -1, -1)
        palette = option.palette
        selected = bool(option.state & _SELECTED)
        if selected or focused:
            painter.fillRect(rect, palette.brush(_HIGHLIGHT))
        ink = palette.color(_HIGHLIGHTED_TEXT if selected or focused else _TEXT)
        if look.tapped:
            ink.setAlphaF(0.6)       # a tapped permanent is dimmed as well as turned
        if legal:
            painter.setPen(QPen(LEGAL_COLOUR, 2))
            painter.drawRoundedRect(QRectF(rect).adjusted(1, 1, -1, -1), 4, 4)
        elif tempting:
            painter.setPen(QPen(TEMPTING_COLOUR, 1.5, _DASHED))
            painter.drawRoundedRect(QRectF(rect).adjusted(1, 1, -1, -1), 4, 4)
        if targeted:
            painter.setPen(QPen(TARGET_COLOUR, 2))
            painter.drawLine(rect.left() + 2, rect.top() + 3, rect.left() + 2, rect.bottom() - 3)
        metrics = fonts.plain_metrics
        line = metrics.height()
        top = rect.top() + PAD
        _paint_card(painter, rect.left() + 4 + ICON_H // 2, rect.top() + rect.height() // 2, look.tapped,
                    bool(look.face_down), ink)
        x = rect.left() + 8 + ICON_H
        right = rect.right() - 6
        # Right side of line 1: the mana cost, and before it the actions' icons.
        icon = line - 2
        cost_w = text_width(look.cost, metrics) if look.cost else 0
        cost_x = right - cost_w
        icons = [(a, LEGAL_COLOUR) for a in legal] + [(a, TEMPTING_COLOUR) for a in tempting]
        icons_x = cost_x - len(icons) * (icon + 2) - (4 if icons else 0)
        for n, (action, colour) in enumerate(icons):
            painter.drawImage(icons_x + n * (icon + 2), top + 1, action_image(ActionKind(action), icon, colour.name()))
        if look.cost:
            painter.setFont(fonts.plain)
            painter.setPen(ink)
            paint_text(painter, cost_x, top, line, look.cost, metrics=metrics)
        # Line 1: the name (bold when an action is legal for it), elided before the icons.
        painter.setFont(fonts.bold if legal else fonts.plain)
        name_metrics = fonts.bold_metrics if legal else metrics
        name_x = x
        if warned:
            painter.setPen(WARNING_COLOUR)
            painter.drawText(QRect(name_x, top, line, line), _V_CENTRE, "⚠")
            name_x += name_metrics.horizontalAdvance("⚠ ")
        painter.setPen(ink)
        room = max(icons_x - 6 - name_x, 10)
        name = name_metrics.elidedText(look.name, _ELIDE, room)
        painter.drawText(QRect(name_x, top, room, line), _V_CENTRE, name)
        if self.compact:
            painter.restore()
            return
        # Line 2: face-down how, badges (foretold, plotted, unlocked), then the details, smaller and dimmer.
        painter.setFont(fonts.small)
        small_metrics = fonts.small_metrics
        dim = QColor(ink)
        dim.setAlphaF(ink.alphaF() * 0.75)
        painter.setPen(dim)
        y2 = top + line + 1
        x2 = x
        if look.face_down:
            label = look.face_down
            painter.setPen(QColor("#b07a3c") if not (selected or focused) else ink)
            painter.drawText(QRect(x2, y2, right - x2, line), _V_CENTRE, label)
            x2 += small_metrics.horizontalAdvance(label + "  ")
            painter.setPen(dim)
        for mark in look.marks:
            painter.drawImage(x2, y2 + 1, action_image(ActionKind(mark), line - 3, dim.name()))
            x2 += line
        details = small_metrics.elidedText(look.details, _ELIDE, max(right - x2, 10))
        painter.drawText(QRect(x2, y2, right - x2, line), _V_CENTRE, details)
        painter.restore()
