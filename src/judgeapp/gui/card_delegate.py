"""How a card looks in a zone list: a small card (rotated when tapped, a card back when face
down), its name and its mana cost as symbols, and a second line with its type, power and
toughness, counters and what it is attached to. A green frame and the action's icon when a
special action is legal for it now; an amber dashed frame when it has one that is not legal now.
The full text stays in the item's display text (read by screen readers) and in its tooltip."""

from __future__ import annotations

from PySide6.QtCore import QRect, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPalette, QPen
from PySide6.QtWidgets import QStyle, QStyledItemDelegate

from ..core.verdict import ActionKind
from .mana_icons import action_image, paint_text, text_width

LOOK_ROLE = Qt.ItemDataRole.UserRole + 20
LEGAL_ROLE = Qt.ItemDataRole.UserRole + 21      # tuple of ActionKind legal for the object now
TEMPTING_ROLE = Qt.ItemDataRole.UserRole + 22   # tuple of ActionKind it has, none legal now
MARK_ROLE = Qt.ItemDataRole.UserRole + 23       # (targeted, warned)

LEGAL_COLOUR = QColor("#2e9d4b")
TEMPTING_COLOUR = QColor("#d08a00")
TARGET_COLOUR = QColor("#2f7fd8")
WARNING_COLOUR = QColor("#d0392b")
CARD_BACK = QColor("#6b4a2b")
PAD = 3
ICON_W, ICON_H = 12, 17


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


class CardDelegate(QStyledItemDelegate):
    compact = False     # View ▸ Compact board: one line per card (the type line stays in the tooltip)

    def sizeHint(self, option, index) -> QSize:
        return QSize(120, row_height(option.fontMetrics))

    def paint(self, painter: QPainter, option, index) -> None:
        look = index.data(LOOK_ROLE)
        if look is None:
            super().paint(painter, option, index)
            return
        legal = index.data(LEGAL_ROLE) or ()
        tempting = index.data(TEMPTING_ROLE) or ()
        targeted, warned = index.data(MARK_ROLE) or (False, False)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = option.rect.adjusted(1, 1, -1, -1)
        palette = option.palette
        selected = bool(option.state & QStyle.StateFlag.State_Selected)
        focused = index.data(Qt.ItemDataRole.BackgroundRole) is not None
        if selected or focused:
            painter.fillRect(rect, palette.brush(QPalette.ColorRole.Highlight))
        ink = palette.color(QPalette.ColorRole.HighlightedText if selected or focused else QPalette.ColorRole.Text)
        if look.tapped:
            ink.setAlphaF(0.6)       # a tapped permanent is dimmed as well as turned
        if legal:
            painter.setPen(QPen(LEGAL_COLOUR, 2))
            painter.drawRoundedRect(QRectF(rect).adjusted(1, 1, -1, -1), 4, 4)
        elif tempting:
            pen = QPen(TEMPTING_COLOUR, 1.5, Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.drawRoundedRect(QRectF(rect).adjusted(1, 1, -1, -1), 4, 4)
        if targeted:
            painter.setPen(QPen(TARGET_COLOUR, 2))
            painter.drawLine(rect.left() + 2, rect.top() + 3, rect.left() + 2, rect.bottom() - 3)
        metrics = option.fontMetrics
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
            painter.setPen(ink)
            paint_text(painter, cost_x, top, line, look.cost)
        # Line 1: the name (bold when an action is legal for it), elided before the icons.
        font = QFont(option.font)
        font.setBold(bool(legal))
        painter.setFont(font)
        name_x = x
        if warned:
            painter.setPen(WARNING_COLOUR)
            painter.drawText(QRect(name_x, top, line, line), int(Qt.AlignmentFlag.AlignVCenter), "⚠")
            name_x += painter.fontMetrics().horizontalAdvance("⚠ ")
        painter.setPen(ink)
        room = max(icons_x - 6 - name_x, 10)
        name = painter.fontMetrics().elidedText(look.name, Qt.TextElideMode.ElideRight, room)
        painter.drawText(QRect(name_x, top, room, line), int(Qt.AlignmentFlag.AlignVCenter), name)
        if self.compact:
            painter.restore()
            return
        # Line 2: face-down how, badges (foretold, plotted, unlocked), then the details, smaller and dimmer.
        small = QFont(option.font)
        small.setPointSizeF(max(option.font.pointSizeF() * 0.88, 6))
        painter.setFont(small)
        dim = QColor(ink)
        dim.setAlphaF(ink.alphaF() * 0.75)
        painter.setPen(dim)
        y2 = top + line + 1
        x2 = x
        if look.face_down:
            label = look.face_down
            painter.setPen(QColor("#b07a3c") if not (selected or focused) else ink)
            painter.drawText(QRect(x2, y2, right - x2, line), int(Qt.AlignmentFlag.AlignVCenter), label)
            x2 += painter.fontMetrics().horizontalAdvance(label + "  ")
            painter.setPen(dim)
        for mark in look.marks:
            painter.drawImage(x2, y2 + 1, action_image(ActionKind(mark), line - 3, dim.name()))
            x2 += line
        details = painter.fontMetrics().elidedText(look.details, Qt.TextElideMode.ElideRight, max(right - x2, 10))
        painter.drawText(QRect(x2, y2, right - x2, line), int(Qt.AlignmentFlag.AlignVCenter), details)
        painter.restore()
