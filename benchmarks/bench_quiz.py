"""Quiz speed. Prints numbers; asserts nothing.

    .venv/bin/python benchmarks/bench_quiz.py

1. Questions generated per second over 1,000 questions, per difficulty (median of 3 runs).
   Aim: at least 200 per second. python-chess's legal moves, timed before and after in the same
   run, say how fast the shared machine was running meanwhile.
2. A set focused on one rule, as large as the quiz window makes (200 questions), per rule and
   level: what a user waits for after Start. The median over the rules and the longest.
3. Time to show the next question in the quiz window (median and 95th percentile).
4. Weak spots with a long answer log (20,000 answers, a year of daily practice): the weights the
   quiz asks for after every answer, the first time and after each new answer.
"""

from __future__ import annotations

import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from benchmarks.screen import QT_PLATFORM  # noqa: E402
os.environ.setdefault("QT_QPA_PLATFORM", QT_PLATFORM)

from judgeapp.core.quiz import QuizSettings, generate  # noqa: E402


def generation_rate(level: int, seed: int) -> float:
    """Questions per second, generating a set of 1,000 at a level."""
    start = time.perf_counter()
    questions = generate(QuizSettings(count=1000, difficulty=level), seed)
    return len(questions) / (time.perf_counter() - start)


def generation() -> None:
    before = anchor_ms()
    for level in (1, 2, 3):
        rates = [generation_rate(level, seed) for seed in (1, 2, 3)]
        print(f"generate 1,000 questions, difficulty {level}: median {statistics.median(rates):7.0f} questions/s")
    after = anchor_ms()
    if before is not None and after is not None:
        # The goal is a rate, not a ratio: the anchor says how fast the machine ran meanwhile.
        print(f"the anchor in the same run: python-chess lists Kiwipete's legal moves in {before:.3f} ms before, "
              f"{after:.3f} ms after (0.043 ms on the day of the README's table)")


FOCUSED_COUNT = 200      # the quiz window's largest set


def focused_times(level: int, seed: int = 1, count: int = FOCUSED_COUNT) -> dict[str, float]:
    """Seconds to make a set of `count` questions focused on each rule (skill) at a level."""
    from judgeapp.core.quiz.generator import ALL_SKILLS
    generate(QuizSettings(count=5, difficulty=level), seed)     # load the cards and rules once, not timed
    found = {}
    for skill in ALL_SKILLS:
        start = time.perf_counter()
        generate(QuizSettings(count=count, difficulty=level, focus=(skill,)), seed)
        found[skill] = time.perf_counter() - start
    return found


def focused() -> None:
    for level in (1, 2, 3):
        times = focused_times(level)
        worst = max(times, key=lambda skill: times[skill])
        print(f"a set of {FOCUSED_COUNT} focused on one rule, difficulty {level}: median "
              f"{statistics.median(times.values()):5.2f} s, longest {times[worst]:5.2f} s ({worst})")


def anchor_ms() -> float | None:
    """python-chess listing the legal moves of Kiwipete, median of 300 runs in ms (None without
    python-chess: pip install '.[bench]')."""
    from benchmarks.bench_evaluate import _chess_moves, measure
    moves = _chess_moves()
    return None if moves is None else statistics.median(measure(moves, 300)) * 1000


def next_question(runs: int = 60) -> None:
    ms = sorted(next_question_times(runs))
    print(f"show the next question (window repainted): median {statistics.median(ms):6.2f} ms   "
          f"p95 {ms[int(len(ms) * 0.95) - 1]:6.2f} ms   ({runs} runs)")


def next_question_times(runs: int = 60) -> list[float]:
    """Milliseconds to show each next question of a level-2 exam and repaint the window."""
    from PySide6.QtCore import QCoreApplication, QEvent
    from PySide6.QtWidgets import QApplication

    from judgeapp.gui.dialogs import Prompts
    from judgeapp.gui.quiz_window import QuizWindow

    app = QApplication.instance() or QApplication([])
    with tempfile.TemporaryDirectory() as data:
        window = QuizWindow(Path(data), Prompts(None))
        window.resize(1500, 950)
        window.show()
        window.start(QuizSettings(count=runs + 1, difficulty=2), seed=1, mode="exam")
        app.processEvents()
        times = []
        for _ in range(runs):
            window.toggle_choice(0)
            window.submit()
            start = time.perf_counter()
            window.next_question()
            app.processEvents()
            window.repaint()
            times.append((time.perf_counter() - start) * 1000)
            # What the app's event loop does between questions and processEvents() doesn't: delete
            # the board panels of the question before (deleteLater). Without it their lists stayed
            # and each took every later question's changes (22 ms a question at first, 52 ms by the 120th).
            QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        window.finish()     # (a quiz with a question left would ask whether to end it, and wait)
        window.close()
    return times


def weak_spots(log_size: int = 20_000, runs: int = 30) -> None:
    from datetime import datetime, timedelta, timezone

    from judgeapp.core.progress import Progress
    from judgeapp.core.quiz import grade
    from judgeapp.core.quiz.generator import ALL_SKILLS

    skills = sorted(ALL_SKILLS)
    start = datetime(2025, 12, 1, tzinfo=timezone.utc)
    # A fifth of the answers select-all questions, each judging three rules (progress.COLUMNS' judged).
    rows = [((start + timedelta(minutes=25 * i)).isoformat(), f"s{i // 20}", f"q{i}", "may_do", skills[i % len(skills)],
             2, int(i % 3 != 0), "[]", "[]", 5.0,
             json.dumps({skills[(i + k) % len(skills)]: k != 1 or i % 3 != 0 for k in range(3)}) if i % 5 == 0 else None)
            for i in range(log_size)]
    with tempfile.TemporaryDirectory() as folder:
        progress = Progress(Path(folder) / "progress.db")
        assert progress._insert(rows) == log_size
        began = time.perf_counter()
        progress.weights(ALL_SKILLS)
        print(f"weak spots, {log_size:,}-answer log: the first weights  {(time.perf_counter() - began) * 1000:8.2f} ms")
        question = generate(QuizSettings(count=1), 1)[0]
        times = []
        for _ in range(runs):
            progress.record(question, grade(question, question.answer), "bench")
            began = time.perf_counter()
            progress.weights(ALL_SKILLS)
            times.append((time.perf_counter() - began) * 1000)
        print(f"weak spots, {log_size:,}-answer log: weights after an answer  median {statistics.median(times):8.2f} ms "
              f"({runs} runs)")
        progress.close()


if __name__ == "__main__":
    generation()
    focused()
    next_question()
    weak_spots()
