"""Progress by rule: accuracy per rule over time, as a chart (drawn with QPainter: the palette's
colours for the frame, a pen of its own for each rule) and a table."""

from __future__ import annotations

from datetime import date

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPalette, QPen
from PySide6.QtWidgets import QDialog, QHeaderView, QLabel, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget

from ..core import messages
from ..core.progress import Progress, Series, all_rules, by_period, by_skill, of_answers
from .i18n import month_text, short_date_text
from .window_size import fit_to_screen


def percent(value: int) -> str:
    """A share as the user's language writes it: "100%", and in French and Spanish with a
    no-break space before the sign ("100 %")."""
    return QCoreApplication.translate("StatsView", "{percent}%").format(percent=value)


def period_label(key: str, period: str, lang: str) -> str:
    """A point's day, week (its Monday) or month (progress.by_period's "2026-12-05" or "2026-11")
    as the language writes it: "Dec 5, 2026", "5 déc. 2026", "2026年11月"."""
    if period == "month":
        return month_text(date.fromisoformat(f"{key}-01"), lang)
    return short_date_text(date.fromisoformat(key), lang)


# Okabe and Ito's colours, which people with the common colour-vision deficiencies tell apart (its
# black and its yellow left out: one is lost on a dark palette, the other on a light one), and a
# line style for each round of them: every rule of the 15 the quiz trains has its own pen. The
# hues stepped by 47 degrees that this replaces drew 116.2m and 116.3 in two greens.
LINE_COLOURS = ("#E69F00", "#56B4E9", "#009E73", "#0072B2", "#D55E00", "#CC79A7")
LINE_STYLES = (Qt.PenStyle.SolidLine, Qt.PenStyle.DashLine, Qt.PenStyle.DotLine)


def line_pen(n: int) -> QPen:
    """The pen of the chart's n-th rule (in rule order)."""
    pen = QPen(QColor(LINE_COLOURS[n % len(LINE_COLOURS)]), 2)
    pen.setStyle(LINE_STYLES[n // len(LINE_COLOURS) % len(LINE_STYLES)])
    return pen


ALL_RULES = ""      # the chart's and the table's key for every rule together


class AccuracyChart(QWidget):
    """One line per rule: the share of right answers per day, or per week or month once the log
    spans more than two months (progress.by_period), 0 to 100%, and over them a thicker line in
    the text's colour for every rule together. The line chosen in the table is drawn bold and
    the others faded."""

    def __init__(self, series: Series, answers: list[tuple[str, int, int]] | None = None, lang: str = "en",
                 parent=None):
        """`answers`: every answer once by day (progress.of_answers), for the line of every
        rule together; without it, the rules' points summed. `lang` writes the dates."""
        super().__init__(parent)
        self.lang = lang
        self.period, self.series = by_period({**series, ALL_RULES: answers} if answers is not None else series)
        self.overall = self.series.pop(ALL_RULES) if answers is not None else all_rules(self.series)
        self.days = [day for day, _r, _t in self.overall]
        self.highlighted: str | None = None
        self.setMinimumSize(600, 300)

    def highlight(self, skill: str | None) -> None:
        """Draw this rule's line bold and the others faded (None: all alike)."""
        self.highlighted = skill
        self.update()

    def period_words(self) -> str:
        """What each point stands for, under the chart."""
        return {"day": self.tr("one point per day"), "week": self.tr("one point per week (from its Monday)"),
                "month": self.tr("one point per month")}[self.period]

    def date_labels(self, area: QRectF, x_of: dict[str, float]) -> list[tuple[QRectF, str]]:
        """Where each date under the chart goes: centred under its point and inside the widget,
        the first and the last always, those between (up to 7 points) where they don't touch a
        neighbour ("5 déc. 2026" is wider than a day's step on a narrow chart)."""
        metrics = self.fontMetrics()
        placed: list[tuple[QRectF, str]] = []
        last = len(self.days) - 1
        for i, day in enumerate(self.days):
            if i not in (0, last) and len(self.days) >= 8:
                continue
            text = period_label(day, self.period, self.lang)
            width = metrics.horizontalAdvance(text) + 4
            left = max(0.0, min(x_of[day] - width / 2, self.width() - width))
            placed.append((QRectF(left, area.bottom() + 4, width, metrics.height()), text))
        shown = [placed[0]] if placed else []
        for n, (rect, text) in enumerate(placed[1:], start=1):
            if n == len(placed) - 1:        # the last: it stays, a neighbour before it gives way
                while len(shown) > 1 and shown[-1][0].right() + 6 > rect.left():
                    shown.pop()
                if shown[-1][0].right() + 6 > rect.left():
                    continue                # one point or two too close: the first says it
            elif shown[-1][0].right() + 6 > rect.left():
                continue
            shown.append((rect, text))
        return shown

    def _draw_dates(self, painter: QPainter, area: QRectF, x_of: dict[str, float]) -> None:
        for rect, text in self.date_labels(area, x_of):
            painter.drawText(rect, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, text)

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        painter.fillRect(self.rect(), palette.color(QPalette.ColorRole.Base))
        area = QRectF(self.rect()).adjusted(50, 20, -150, -46)
        painter.setPen(QPen(palette.color(QPalette.ColorRole.Text)))
        painter.drawRect(area)
        for pct in (0, 50, 100):
            y = area.bottom() - area.height() * pct / 100
            painter.drawText(QRectF(0, y - 8, area.left() - 4, 16),      # right-aligned: "100 %" clear of the axis
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, percent(pct))
        if not self.days:
            painter.drawText(area, Qt.AlignmentFlag.AlignCenter, self.tr("No answers yet"))
            return
        step = area.width() / max(len(self.days) - 1, 1)
        x_of = {day: area.left() + i * step for i, day in enumerate(self.days)}
        if len(self.days) == 1:        # one day: in the middle, not on the axis where it hides
            x_of = {self.days[0]: area.center().x()}
        self._draw_dates(painter, area, x_of)
        painter.drawText(QRectF(area.left(), area.bottom() + 24, area.width(), 20), Qt.AlignmentFlag.AlignHCenter,
                         self.period_words())
        # Each line's points a little to the side of the day's place, the rules in rule order and
        # every rule together in the middle, so that lines with the same share that day don't hide
        # each other (after a first day of practice, all of them would be in one place): a
        # point's width apart on a single day, at most 6 px when there are more, and never as
        # far as the next day.
        count = len(self.series)
        one_day = len(self.days) == 1
        apart = min(10.0 if one_day else 6.0, (area.width() if one_day else step) / (count + 2))
        middle = count // 2
        sides = [(slot - count / 2) * apart for slot in range(count + 1) if slot != middle]
        marks = len(self.days) <= 40      # a point's dot, where there is room for it
        # (legend row, key, name, pen, offset, points): every rule together is drawn last, over the
        # rules' lines (it runs through the middle of them), and is first in the legend.
        lines = [(n + 1, skill, skill, line_pen(n), sides[n], points)
                 for n, (skill, points) in enumerate(sorted(self.series.items()))]
        lines.append((0, ALL_RULES, self.tr("All rules"), QPen(palette.color(QPalette.ColorRole.Text), 3),
                      (middle - count / 2) * apart, self.overall))
        for n, skill, name, pen, side, points in lines:
            if self.highlighted is not None:
                pen.setWidthF(pen.widthF() + 2 if skill == self.highlighted else 1)
                if skill != self.highlighted:
                    faded = pen.color()
                    faded.setAlphaF(0.3)
                    pen.setColor(faded)
            painter.setPen(pen)
            coords = [QPointF(x_of[day] + side, area.bottom() - area.height() * right / total)
                      for day, right, total in points]
            for a, b in zip(coords, coords[1:]):
                painter.drawLine(a, b)
            legend_y = area.top() + 14 * (n + 1)
            painter.drawLine(QPointF(area.right() + 8, legend_y - 4), QPointF(area.right() + 30, legend_y - 4))
            pen.setStyle(Qt.PenStyle.SolidLine)       # the points and the rule's number, whole
            painter.setPen(pen)
            painter.setBrush(pen.color() if skill == ALL_RULES else Qt.BrushStyle.NoBrush)   # its points filled
            for point in coords if marks or len(coords) == 1 else ():
                painter.drawEllipse(point, 3, 3)
            painter.drawText(QPointF(area.right() + 36, legend_y), name)


class StatsView(QDialog):
    """Accuracy per rule over time (the chart) and in all (the table: each rule with what it is
    about, right, answered and the share right, under every rule together). Read only: it is the
    log's, not the user's."""

    def __init__(self, progress: Progress, lang: str = "en", parent=None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Progress by rule"))
        answers = progress.answers()
        series = by_skill(answers)
        self.chart = AccuracyChart(series, of_answers(answers), lang)
        rows = [(skill, f"{skill} — {messages.skill_title(skill, lang)}", points)
                for skill, points in sorted(series.items())]
        if rows:         # the first row, bold, as the chart's legend: every answer in the log, once
            rows.insert(0, (ALL_RULES, self.tr("All rules"), self.chart.overall))
        self.table = QTableWidget(len(rows), 4)
        self.table.setHorizontalHeaderLabels([self.tr("Rule"), self.tr("Right"), self.tr("Answered"),
                                              self.tr("% right")])
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        for row, (skill, name, points) in enumerate(rows):
            right, total = sum(p[1] for p in points), sum(p[2] for p in points)
            for col, value in enumerate((name, str(right), str(total), percent(round(100 * right / total)))):
                item = QTableWidgetItem(value)
                if col:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                if skill == ALL_RULES:
                    font = item.font()
                    font.setBold(True)
                    item.setFont(font)
                self.table.setItem(row, col, item)
        self.table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QTableWidget.SelectionMode.SingleSelection)
        skills = [skill for skill, _name, _points in rows]
        self.table.itemSelectionChanged.connect(lambda: self.chart.highlight(
            skills[chosen[0].row()] if (chosen := self.table.selectionModel().selectedRows()) else None))
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for col in (1, 2, 3):
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.ResizeToContents)
        # Why the rules' counts add up to more than "All rules": said where the log has a
        # select-all answer, which counts under each rule it lists.
        self.counting = QLabel(self.tr("A question that asks you to mark every special action counts once under each "
                                       "rule among its actions; “All rules” counts each answer once."))
        self.counting.setWordWrap(True)
        self.counting.setTextFormat(Qt.TextFormat.PlainText)
        self.counting.setVisible(any(answer.judged for answer in answers))
        layout = QVBoxLayout(self)
        layout.addWidget(self.chart, 2)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.counting)
        fit_to_screen(self, 900, 600)
