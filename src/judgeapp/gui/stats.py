"""Progress by rule: accuracy per rule over time, as a chart (drawn with QPainter, palette
colours) and a table."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPalette, QPen
from PySide6.QtWidgets import QDialog, QHeaderView, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget

from ..core import messages
from ..core.progress import Progress
from .window_size import fit_to_screen


def percent(value: int) -> str:
    """A share as the user's language writes it: "100%", and in French and Spanish with a
    no-break space before the sign ("100 %")."""
    return QCoreApplication.translate("StatsView", "{percent}%").format(percent=value)


class AccuracyChart(QWidget):
    """One line per rule: the share of right answers per day, 0 to 100%."""

    def __init__(self, series: dict[str, list[tuple[str, int, int]]], parent=None):
        super().__init__(parent)
        self.series = series
        self.days = sorted({day for points in series.values() for day, _r, _t in points})
        self.setMinimumSize(600, 300)

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        painter.fillRect(self.rect(), palette.color(QPalette.ColorRole.Base))
        area = QRectF(self.rect()).adjusted(50, 20, -150, -40)
        painter.setPen(QPen(palette.color(QPalette.ColorRole.Text)))
        painter.drawRect(area)
        for pct in (0, 50, 100):
            y = area.bottom() - area.height() * pct / 100
            painter.drawText(QPointF(area.left() - 45, y + 4), percent(pct))
        if not self.days:
            painter.drawText(area, Qt.AlignmentFlag.AlignCenter, self.tr("No answers yet"))
            return
        step = area.width() / max(len(self.days) - 1, 1)
        x_of = {day: area.left() + i * step for i, day in enumerate(self.days)}
        if len(self.days) == 1:        # one day: in the middle, not on the axis where it hides
            x_of = {self.days[0]: area.center().x()}
        for i, day in enumerate(self.days):
            if i in (0, len(self.days) - 1) or len(self.days) < 8:
                painter.drawText(QPointF(x_of[day] - 30, area.bottom() + 18), day)
        for n, (skill, points) in enumerate(sorted(self.series.items())):
            colour = QColor.fromHsv((n * 47) % 360, 200, 200)
            painter.setPen(QPen(colour, 2))
            coords = [QPointF(x_of[day], area.bottom() - area.height() * right / total) for day, right, total in points]
            for a, b in zip(coords, coords[1:]):
                painter.drawLine(a, b)
            for point in coords:
                painter.drawEllipse(point, 3, 3)
            painter.drawText(QPointF(area.right() + 10, area.top() + 14 * (n + 1)), skill)


class StatsView(QDialog):
    """Accuracy per rule over time (the chart) and in all (the table: each rule with what it is
    about, right, answered and the share right). Read only: it is the log's, not the user's."""

    def __init__(self, progress: Progress, lang: str = "en", parent=None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Progress by rule"))
        series = progress.accuracy_by_skill()
        self.chart = AccuracyChart(series)
        self.table = QTableWidget(len(series), 4)
        self.table.setHorizontalHeaderLabels([self.tr("Rule"), self.tr("Right"), self.tr("Answered"),
                                              self.tr("% right")])
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        for row, (skill, points) in enumerate(sorted(series.items())):
            right, total = sum(p[1] for p in points), sum(p[2] for p in points)
            rule = f"{skill} — {messages.skill_title(skill, lang)}"
            for col, value in enumerate((rule, str(right), str(total), percent(round(100 * right / total)))):
                item = QTableWidgetItem(value)
                if col:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(row, col, item)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for col in (1, 2, 3):
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.ResizeToContents)
        layout = QVBoxLayout(self)
        layout.addWidget(self.chart, 2)
        layout.addWidget(self.table, 1)
        fit_to_screen(self, 900, 600)
