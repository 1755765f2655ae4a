"""Quiz speed. Prints numbers; asserts nothing.

    .venv/bin/python benchmarks/bench_quiz.py

1. Questions generated per second over 1,000 questions, per difficulty (median of 3 runs).
   Aim: at least 200 per second.
2. Time to show the next question in the quiz window (median and 95th percentile).
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from judgeapp.core.quiz import QuizSettings, generate  # noqa: E402


def generation() -> None:
    for level in (1, 2, 3):
        rates = []
        for seed in (1, 2, 3):
            start = time.perf_counter()
            questions = generate(QuizSettings(count=1000, difficulty=level), seed)
            rates.append(len(questions) / (time.perf_counter() - start))
        print(f"generate 1,000 questions, difficulty {level}: median {statistics.median(rates):7.0f} questions/s "
              f"({len(questions)} made)")


def next_question(runs: int = 60) -> None:
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
        ms = sorted(times)
        print(f"show the next question (window repainted): median {statistics.median(ms):6.2f} ms   "
              f"p95 {ms[int(len(ms) * 0.95) - 1]:6.2f} ms   ({runs} runs)")
        window.close()


if __name__ == "__main__":
    generation()
    next_question()
