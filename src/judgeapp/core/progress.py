"""Progress: an append-only log of every answer in SQLite, and a spaced-repetition schedule
per skill (FSRS, from the `fsrs` package) recomputed from that log, as Anki does.

- Each answer is committed as it is given (WAL journal): killing the app loses at most the
  question on screen.
- Two windows may write at once; SQLite serialises them (busy timeout).
- A damaged file is moved aside as a backup and a new log is started; `recovered_from` says
  where the backup is so the app can tell the user. It never raises on a damaged file.
- Time comes from an injected clock, so tests need no patching.
"""

from __future__ import annotations

import json
import sqlite3
from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path

from fsrs import Card, Rating, Scheduler

from .quiz.model import Grade, Question

SCHEMA = """
CREATE TABLE IF NOT EXISTS answers (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    answered_at TEXT NOT NULL,
    session TEXT NOT NULL,
    question_id TEXT NOT NULL,
    kind TEXT NOT NULL,
    skill TEXT NOT NULL,
    difficulty INTEGER NOT NULL,
    correct INTEGER NOT NULL,
    selected TEXT NOT NULL,
    expected TEXT NOT NULL,
    seconds REAL
);
CREATE TRIGGER IF NOT EXISTS answers_append_only_update BEFORE UPDATE ON answers
    BEGIN SELECT RAISE(ABORT, 'the answer log is append-only'); END;
CREATE TRIGGER IF NOT EXISTS answers_append_only_delete BEFORE DELETE ON answers
    BEGIN SELECT RAISE(ABORT, 'the answer log is append-only'); END;
"""


def utc_now() -> datetime:
    return datetime.now(timezone.utc)


@dataclass(frozen=True)
class Answer:
    answered_at: datetime
    session: str
    question_id: str
    kind: str
    skill: str
    difficulty: int
    correct: bool
    seconds: float | None


class Progress:
    def __init__(self, path: Path, clock: Callable[[], datetime] = utc_now):
        self.path = Path(path)
        self.clock = clock
        self.recovered_from: Path | None = None
        self.path.parent.mkdir(parents=True, exist_ok=True)
        try:
            self._db = self._open()
        except sqlite3.DatabaseError:
            self.recovered_from = self._move_aside()
            self._db = self._open()
        self.scheduler = Scheduler(enable_fuzzing=False)

    def _open(self) -> sqlite3.Connection:
        db = sqlite3.connect(self.path, timeout=10, isolation_level=None)
        try:
            if db.execute("PRAGMA quick_check").fetchone()[0] != "ok":
                raise sqlite3.DatabaseError("quick_check failed")
            db.execute("PRAGMA journal_mode=WAL")
            db.executescript(SCHEMA)
        except sqlite3.DatabaseError:
            db.close()
            raise
        return db

    def _move_aside(self) -> Path:
        stamp = self.clock().strftime("%Y%m%d-%H%M%S")
        backup = self.path.with_name(f"{self.path.name}.damaged-{stamp}")
        self.path.replace(backup)
        for extra in ("-wal", "-shm"):
            Path(str(self.path) + extra).unlink(missing_ok=True)
        return backup

    def close(self) -> None:
        self._db.close()

    # ---- writing ----------------------------------------------------------------------------
    def record(self, question: Question, grade: Grade, session: str, seconds: float | None = None) -> None:
        self._db.execute(
            "INSERT INTO answers (answered_at, session, question_id, kind, skill, difficulty, correct,"
            " selected, expected, seconds) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (self.clock().isoformat(), session, question.id, question.kind.value, question.skill,
             question.difficulty, int(grade.correct), json.dumps(sorted(grade.selected)),
             json.dumps(sorted(grade.expected)), seconds))

    # ---- reading ----------------------------------------------------------------------------
    def answers(self) -> list[Answer]:
        rows = self._db.execute("SELECT answered_at, session, question_id, kind, skill, difficulty, correct,"
                                " seconds FROM answers ORDER BY id").fetchall()
        return [Answer(datetime.fromisoformat(r[0]), r[1], r[2], r[3], r[4], r[5], bool(r[6]), r[7]) for r in rows]

    def skill_cards(self) -> dict[str, Card]:
        """The FSRS card of every skill, replayed from the whole log (so it can be recomputed)."""
        cards: dict[str, Card] = {}
        for answer in self.answers():
            card = cards.get(answer.skill) or Card(due=answer.answered_at)
            rating = Rating.Good if answer.correct else Rating.Again
            cards[answer.skill], _ = self.scheduler.review_card(card, rating, answer.answered_at)
        return cards

    def weights(self, skills) -> dict[str, float]:
        """How much each skill should come up now: skills never seen or due (overdue most of all)
        come first; recently failed skills are due within minutes, so they come back soon."""
        now = self.clock()
        cards = self.skill_cards()
        last_wrong = {a.skill: not a.correct for a in self.answers()}
        found = {}
        for skill in skills:
            card = cards.get(skill)
            if card is None:
                found[skill] = 1.0
            elif card.due <= now:
                overdue_days = (now - card.due).total_seconds() / 86400
                found[skill] = (2.0 + min(overdue_days, 30) / 10 + float(last_wrong.get(skill, False))
                                + (1 - self.scheduler.get_card_retrievability(card, now)))
            else:
                found[skill] = 0.1
        return found

    def due_skills(self) -> list[str]:
        now = self.clock()
        return sorted((s for s, c in self.skill_cards().items() if c.due <= now),
                      key=lambda s: self.skill_cards()[s].due)

    def accuracy_by_skill(self) -> dict[str, list[tuple[str, int, int]]]:
        """skill -> [(day, right, total)], oldest day first: accuracy per rule over time."""
        table: dict[str, dict[str, list[int]]] = defaultdict(lambda: defaultdict(lambda: [0, 0]))
        for answer in self.answers():
            cell = table[answer.skill][answer.answered_at.date().isoformat()]
            cell[0] += int(answer.correct)
            cell[1] += 1
        return {skill: [(day, r, t) for day, (r, t) in sorted(days.items())] for skill, days in sorted(table.items())}
