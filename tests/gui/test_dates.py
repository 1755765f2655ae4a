"""Dates the user reads are written in the interface's language, not the system's and not ISO
8601: the crash-restore question's autosave time and the progress chart's axis."""

import os
from datetime import datetime

import pytest

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QMessageBox

from judgeapp.gui import i18n, saved_settings as saved
from judgeapp.gui.main_window import MainWindow
from judgeapp.gui.stats import AccuracyChart
from tests.gui.modal import when_modal
from tests.gui.test_autosave_kill import _start_and_kill


def test_the_restore_question_says_when_in_the_interface_language(qtbot, data_dir):
    """An Italian judge's judgeapp, killed: the next start's real restore question says when the
    board was autosaved in Italian ("7 marzo 2026 alle ore 09:05"), where it used the system's
    locale ("7 03 2026 09:05" under C), and names the board by its Italian title; answering No
    starts on the example."""
    _start_and_kill(data_dir)
    settings = saved.in_folder(data_dir)
    settings.setValue("language", "it")
    settings.sync()
    [orphan] = [path for path in data_dir.rglob("*") if path.is_file() and "autosave" in str(path)
                and path.suffix == ".json"]
    moment = datetime(2026, 3, 7, 9, 5).timestamp()
    os.utime(orphan, (moment, moment))
    asked: list[str] = []

    def answer(box: QMessageBox) -> None:
        asked.append(box.text())
        box.button(QMessageBox.StandardButton.No).click()

    when_modal(QMessageBox, answer)
    window = MainWindow(data_dir)
    qtbot.addWidget(window)
    [text] = asked
    assert "salvato automaticamente il 7 marzo 2026 alle ore 09:05?" in text, text
    # and the board by its Italian title (the example's), where it was named in English
    assert "«Teferi, Mago di Zhalfir permette di sospendere Kraken delle Profondità in risposta»" in text, text
    assert not orphan.exists()          # declined: deleted, as before


def _chart(qtbot, days: list[str], lang: str, width: int = 600) -> AccuracyChart:
    i18n.app_translations().install(lang)        # the autouse fixture puts English back
    chart = AccuracyChart({"116.2a": [(day, 1, 2) for day in days]}, lang=lang)
    qtbot.addWidget(chart)
    chart.setMinimumWidth(min(width, chart.minimumWidth()))
    chart.resize(width, 300)
    chart.grab()        # paints without error
    return chart


def _labels(chart: AccuracyChart) -> list[tuple[QRectF, str]]:
    area = QRectF(chart.rect()).adjusted(50, 20, -150, -46)
    step = area.width() / max(len(chart.days) - 1, 1)
    return chart.date_labels(area, {day: area.left() + i * step for i, day in enumerate(chart.days)})


def test_the_progress_chart_writes_its_days_in_the_language(qtbot):
    """A week of practice in French: every day under the chart as French writes it ("5 déc.
    2026", where it showed "2026-12-05"), none overlapping another and all inside the chart, the
    first and the last always there."""
    days = [f"2026-12-{d:02}" for d in range(1, 8)]
    chart = _chart(qtbot, days, "fr")
    labels = _labels(chart)
    texts = [text for _rect, text in labels]
    assert texts[0] == "1 déc. 2026" and texts[-1] == "7 déc. 2026", texts
    assert all("2026-" not in text for text in texts)
    for (a, _), (b, _) in zip(labels, labels[1:]):
        assert a.right() <= b.left(), (a, b)
    assert all(rect.left() >= 0 and rect.right() <= chart.width() for rect, _ in labels)


def test_a_long_log_is_charted_by_month_named_in_the_language(qtbot):
    """Over two years of practice the chart has a point a month (progress.by_period): in Japanese
    its first and last are "2024年1月" and "2026年12月", not "2024-01"."""
    days = ["2024-01-15", "2025-06-01", "2026-12-05"]
    chart = _chart(qtbot, days, "ja")
    assert chart.period == "month"
    texts = [text for _rect, text in _labels(chart)]
    assert texts == ["2024年1月", "2025年6月", "2026年12月"], texts


def test_days_too_close_for_their_words_give_way_to_the_first_and_the_last(qtbot):
    """Seven days in Spanish on a chart made narrower than its words: the labels between give way
    (none overlaps), the first and the last stay."""
    days = [f"2026-11-{d:02}" for d in range(24, 31)]
    chart = _chart(qtbot, days, "es", width=330)
    labels = _labels(chart)
    texts = [text for _rect, text in labels]
    assert texts[0] == "24 nov 2026" and texts[-1] == "30 nov 2026" and len(texts) < 7, texts
    for (a, _), (b, _) in zip(labels, labels[1:]):
        assert a.right() <= b.left(), (a, b)


@pytest.mark.parametrize("lang, shown", [("en", "30,000"), ("ja", "30,000"), ("it", "30.000"), ("es", "30.000"),
                                         ("fr", "30\u202f000")])
def test_numbers_group_their_digits_as_the_language_does(lang, shown):
    """The largest board's limit and a card set's counts: "30,000" in English, "30.000" in
    Italian and Spanish, "30 000" in French (where "30,000" reads as thirty)."""
    assert i18n.number_text(30000, lang) == shown
