"""The answer log: append-only SQLite, FSRS schedules replayed from it, survives a kill,
recovers from a damaged file, two writers at once."""

import os
import signal
import sqlite3
import subprocess
import sys
import threading
from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest

from judgeapp.core.progress import Answer, Progress
from judgeapp.core.quiz import QuizSettings, generate, grade


class Clock:
    def __init__(self):
        self.now = datetime(2026, 11, 1, 12, 0, tzinfo=timezone.utc)

    def __call__(self):
        return self.now

    def advance(self, **delta):
        self.now += timedelta(**delta)


def _questions(skill, count=2):
    return generate(QuizSettings(count=count, focus=(skill,)), seed=1)


def test_answers_are_logged_and_the_log_is_append_only(tmp_path):
    clock = Clock()
    progress = Progress(tmp_path / "p.db", clock)
    q = _questions("116.2a", 1)[0]
    progress.record(q, grade(q, q.answer), "s1", seconds=4.5)
    expected = Answer(answered_at=clock.now, session="s1", question_id=q.id, kind=q.kind.value, skill="116.2a",
                      difficulty=q.difficulty, correct=True, seconds=4.5)
    assert progress.answers() == [expected]
    with pytest.raises(sqlite3.DatabaseError, match="append-only"):
        progress._db.execute("UPDATE answers SET correct = 0")
    with pytest.raises(sqlite3.DatabaseError, match="append-only"):
        progress._db.execute("DELETE FROM answers")


def test_the_scheduler_brings_back_a_failed_skill_sooner():
    clock = Clock()
    progress = Progress(Path(":memory:"), clock)
    failed, passed = _questions("116.2f", 1)[0], _questions("116.2a", 1)[0]
    progress.record(failed, grade(failed, set()), "s")
    progress.record(passed, grade(passed, passed.answer), "s")
    cards = progress.skill_cards()
    assert cards["116.2f"].due < cards["116.2a"].due
    clock.advance(minutes=5)
    weights = progress.weights(["116.2f", "116.2a", "116.2k"])
    assert weights["116.2f"] > weights["116.2k"] > weights["116.2a"]   # failed > never seen > just passed


def test_schedules_are_recomputed_from_the_log(tmp_path):
    clock = Clock()
    first = Progress(tmp_path / "p.db", clock)
    q = _questions("116.2k", 1)[0]
    for _ in range(3):
        first.record(q, grade(q, q.answer), "s")
        clock.advance(days=3)
    due = first.skill_cards()["116.2k"].due
    first.close()
    assert Progress(tmp_path / "p.db", clock).skill_cards()["116.2k"].due == due


def test_accuracy_by_rule_over_time():
    clock = Clock()
    progress = Progress(Path(":memory:"), clock)
    q = _questions("116.2h", 1)[0]
    progress.record(q, grade(q, q.answer), "s")
    progress.record(q, grade(q, set()), "s")
    clock.advance(days=1)
    progress.record(q, grade(q, q.answer), "s")
    assert progress.accuracy_by_skill()["116.2h"] == [("2026-11-01", 1, 2), ("2026-11-02", 1, 1)]


def test_a_damaged_file_is_backed_up_and_a_new_log_started(tmp_path):
    path = tmp_path / "progress.db"
    path.write_bytes(b"this is not a database, it was damaged" * 100)
    progress = Progress(path, Clock())
    assert progress.recovered_from is not None and progress.recovered_from.exists()
    assert progress.recovered_from.read_bytes().startswith(b"this is not a database")
    assert progress.answers() == []


KILL_SCRIPT = """
import sys
from pathlib import Path
from judgeapp.core.progress import Answer, Progress
from judgeapp.core.quiz import QuizSettings, generate, grade
progress = Progress(Path(sys.argv[1]))
questions = generate(QuizSettings(count=5, focus=("116.2a",)), seed=1)
n = 0
while True:
    q = questions[n % 5]
    progress.record(q, grade(q, q.answer), "killed")
    n += 1
    print(n, flush=True)
"""


def test_the_log_survives_a_killed_process(tmp_path):
    path = tmp_path / "progress.db"
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)}
    proc = subprocess.Popen([sys.executable, "-c", KILL_SCRIPT, str(path)], stdout=subprocess.PIPE, text=True, env=env)
    recorded = 0
    for line in proc.stdout:
        recorded = int(line)
        if recorded >= 40:
            break
    proc.send_signal(signal.SIGKILL)
    proc.wait(timeout=10)
    progress = Progress(path, Clock())
    assert progress.recovered_from is None
    assert len(progress.answers()) >= recorded   # every answer reported as recorded is there


def test_two_windows_writing_at_once_lose_nothing(tmp_path):
    path = tmp_path / "progress.db"
    q = _questions("116.2a", 1)[0]

    def write(session):
        progress = Progress(path, Clock())
        for _ in range(50):
            progress.record(q, grade(q, q.answer), session)
        progress.close()

    threads = [threading.Thread(target=write, args=(f"w{i}",)) for i in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len(Progress(path, Clock()).answers()) == 100
