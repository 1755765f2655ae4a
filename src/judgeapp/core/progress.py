"""Progress: an append-only log of every answer in SQLite, and a spaced-repetition schedule
per skill (FSRS, from the `fsrs` package) recomputed from that log, as Anki does.

- Each answer is committed as it is given (WAL journal): killing the app loses at most the
  question on screen.
- Two windows may write at once; SQLite serialises them (busy timeout). When another process
  holds the file longer, the answer is kept in a pending file beside the log (appended and
  synced at once) and written to the log as soon as it is free: `record()` never loses one.
- A damaged file (or one with another program's tables) is moved aside as a backup, a new log
  is started, and every row that can still be read from the backup is copied into it;
  `recovered_from` and `salvaged` say what happened so the app can tell the user. A row that
  can't be read (a bad timestamp) is skipped, never raised. Nothing here raises on a damaged file.
- A log that can't be written where it is (a full disk, a read-only folder, an I/O error) is not
  a damaged one: it is left exactly as it is and read without writing anything (`unavailable`
  says why). An answer that can go neither into the log nor into the pending file is kept in
  memory (`unwritten`, `write_error`) and written with the next one that can be; what is still
  unwritten when the program ends is lost, so the app asks first.
- A select-all question tells about several rules: its row keeps each one's judgment (`judged`),
  and the schedules and the chart count each. Logs written before that column are given it when
  opened for writing (their rows read as judged under their skill) and read as they are otherwise.
- Time comes from an injected clock, so tests need no patching.
"""

from __future__ import annotations

import json
import os
import sqlite3
from collections import defaultdict
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import date, datetime, timedelta, timezone
from pathlib import Path

from fsrs import Card, Rating, Scheduler

from .quiz.grading import judged_rules, rule_of_answer
from .quiz.model import Grade, Question, QuestionKind
from .sqlite_files import connect_read_only
from .sqlite_salvage import Row, leaf_rows

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
    seconds REAL,
    judged TEXT
);
CREATE TRIGGER IF NOT EXISTS answers_append_only_update BEFORE UPDATE ON answers
    BEGIN SELECT RAISE(ABORT, 'the answer log is append-only'); END;
CREATE TRIGGER IF NOT EXISTS answers_append_only_delete BEFORE DELETE ON answers
    BEGIN SELECT RAISE(ABORT, 'the answer log is append-only'); END;
"""


BASE_COLUMNS = ("answered_at", "session", "question_id", "kind", "skill", "difficulty", "correct", "selected",
                "expected", "seconds")
# Each rule a select-all answer tells about, with whether it was judged right (a JSON object; NULL
# for any other question, judged under its skill). Added in 2026-12: a log from before lacks it.
COLUMNS = (*BASE_COLUMNS, "judged")
BUSY_TIMEOUT_S = 2      # how long a write waits for another process before it is queued
OPEN_ATTEMPTS = 5       # opening waits up to this many busy timeouts before giving up
Series = dict[str, list[tuple[str, int, int]]]     # rule -> [(day or period, right, answered)]


def utc_now() -> datetime:
    """The time now, in UTC (answers are logged in UTC)."""
    return datetime.now(timezone.utc)


@dataclass(frozen=True)
class Answer:
    """One logged answer of the quiz."""
    answered_at: datetime
    session: str
    question_id: str
    kind: str
    skill: str
    difficulty: int
    correct: bool
    seconds: float | None
    judged: tuple[tuple[str, bool], ...] = ()    # a select-all answer's rules, each judged right or not

    def rules(self) -> tuple[tuple[str, bool], ...]:
        """Each rule this answer tells about, with whether it was judged right."""
        return self.judged or ((self.skill, self.correct),)


@dataclass
class _Replayed:
    """How far the log has been replayed: the last row's id, each skill's card, and whether
    each skill's last answer was wrong."""
    last_id: int = 0
    cards: dict[str, Card] = field(default_factory=dict)
    last_wrong: dict[str, bool] = field(default_factory=dict)


class Progress:
    """The quiz's answer log (SQLite, append-only) and the spaced-repetition schedule read from it."""

    def __init__(self, path: Path, clock: Callable[[], datetime] = utc_now):
        self.path = Path(path)
        self.pending_path = self.path.with_name(self.path.name + ".pending")
        self.clock = clock
        self.recovered_from: Path | None = None
        self.salvaged = 0
        self.unavailable: Exception | None = None    # why the log can't be written now, if it can't
        self.unwritten: list[Row] = []                # answers neither in the log nor in the pending file
        self.write_error: OSError | None = None       # why the last of them couldn't go to the pending file
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            self._db = self._open_when_free()
        except OSError as err:
            self._db = self._read_only(err)
        except sqlite3.DatabaseError as err:
            self._db = self._recover() if _damaged(err) else self._read_only(err)
        self.scheduler = Scheduler(enable_fuzzing=False)
        self._replayed = _Replayed()
        self.write_pending()

    def _open_when_free(self) -> sqlite3.Connection:
        """Open the log, waiting while another window holds it: a busy log is not a damaged one
        (moving it aside then would hide every answer in it, and pull the file from under the
        other window)."""
        for attempt in range(OPEN_ATTEMPTS):
            try:
                return self._open()
            except sqlite3.OperationalError as err:
                if not _busy(err) or attempt == OPEN_ATTEMPTS - 1:
                    raise
        raise AssertionError("unreachable")

    def _open(self) -> sqlite3.Connection:
        db = sqlite3.connect(self.path, timeout=BUSY_TIMEOUT_S, isolation_level=None)
        try:
            if db.execute("PRAGMA quick_check").fetchone()[0] != "ok":
                raise sqlite3.DatabaseError("quick_check failed")
            db.execute("PRAGMA journal_mode=WAL")
            db.executescript(SCHEMA)
            db.execute(f"SELECT {', '.join(BASE_COLUMNS)} FROM answers LIMIT 0")   # another program's "answers"?
            if not _has_judged(db):
                _add_judged(db)
        except sqlite3.DatabaseError:
            db.close()
            raise
        return db

    def _recover(self) -> sqlite3.Connection:
        """A new log in place of a damaged one, moved aside, with every row still readable in it.
        Where it can't be moved (a read-only folder) or no new log can be written (a full disk),
        the damaged file keeps its name and what can be read from it is kept in memory."""
        try:
            backup = self._move_aside()
        except OSError as err:
            return self._salvaged_in_memory(err)
        try:
            db = self._open()
        except sqlite3.Error as err:
            for extra in ("-wal", "-shm"):       # (what the new log's failed start left)
                Path(str(self.path) + extra).unlink(missing_ok=True)
            backup.replace(self.path)
            return self._salvaged_in_memory(err)
        self.recovered_from = backup
        self.salvaged = self._insert_into(db, _salvage(backup))
        return db

    def _salvaged_in_memory(self, err: Exception) -> sqlite3.Connection:
        """What can be read from the damaged log where it is, in a log in memory."""
        db = self._in_memory(err)
        self._insert_into(db, _salvage(self.path))
        return db

    def _read_only(self, err: Exception) -> sqlite3.Connection:
        """The log as it is, read without writing to it, for a log that can't be written where it
        is (`err` says why); an empty log in memory when it can't be read either. Answers given
        meanwhile wait in the pending file or in memory.

        Read as SQLite reads a log another program may be writing, with the answers still in its
        write-ahead file (-wal) that a crash left there, which SQLite can do where the file and
        its shared-memory file (-shm) are there or can be made; where they can't, read as a file
        no one writes, without them (immutable): the answers in a -wal alone aren't seen then."""
        self.unavailable = err
        for immutable in (False, True):
            try:
                db = connect_read_only(self.path, immutable=immutable)
                try:
                    db.execute(f"SELECT {', '.join(BASE_COLUMNS)} FROM answers LIMIT 0")
                except sqlite3.Error:
                    db.close()
                    raise
                return db
            except sqlite3.Error:
                continue
        return self._in_memory(err)

    def _in_memory(self, err: Exception) -> sqlite3.Connection:
        self.unavailable = err
        db = sqlite3.connect(":memory:", isolation_level=None)
        db.executescript(SCHEMA)
        return db

    def _move_aside(self) -> Path:
        stamp = self.clock().strftime("%Y%m%d-%H%M%S")
        backup = self.path.with_name(f"{self.path.name}.damaged-{stamp}")
        self.path.replace(backup)
        for extra in ("-wal", "-shm"):
            Path(str(self.path) + extra).unlink(missing_ok=True)
        return backup

    def close(self) -> None:
        """Close the log, having written what waits in memory if it can be (`unwritten` says what
        could not, which is lost with this object)."""
        if self.unwritten:
            self.write_pending()
        self._db.close()

    # ---- writing ----------------------------------------------------------------------------
    def record(self, question: Question, grade: Grade, session: str, seconds: float | None = None) -> bool:
        """Log one answer. True when it is in the log; False when the log is busy or unwritable
        and the answer waits in the pending file (written by the next record or write_pending)."""
        judged = json.dumps(judged_rules(question, grade)) if question.kind == QuestionKind.SELECT_ALL else None
        row = (self.clock().isoformat(), session, question.id, question.kind.value, rule_of_answer(question, grade),
               question.difficulty, int(grade.correct), json.dumps(sorted(grade.selected)),
               json.dumps(sorted(grade.expected)), seconds, judged)
        if self.write_pending() and self._insert([row]) == 1:
            return True
        try:
            with open(self.pending_path, "a", encoding="utf-8") as pending:
                pending.write(json.dumps(row) + "\n")
                pending.flush()
                os.fsync(pending.fileno())
        except OSError as err:      # a full disk, a read-only folder: kept here until it can be written
            self.unwritten.append(row)
            self.write_error = err
        return False

    def write_pending(self) -> bool:
        """Move answers waiting in the pending file, and those kept in memory, into the log, oldest
        first. True when none is left waiting."""
        in_file = self._pending_rows()
        rows = sorted([*in_file, *self.unwritten], key=lambda row: str(row[0]))
        if not rows:
            return True
        if self._insert(rows) != len(rows):
            return False
        self.unwritten.clear()
        if in_file:
            self.pending_path.unlink(missing_ok=True)
        return True

    def _pending_rows(self) -> list[Row]:
        try:
            lines = self.pending_path.read_text(encoding="utf-8").splitlines()
        except OSError:
            return []
        rows = []
        for line in lines:
            try:
                row = json.loads(line)
            except (ValueError, RecursionError):
                continue          # a line cut short by a crash (or damaged: nested too deep to read)
            if isinstance(row, list) and len(row) in (len(BASE_COLUMNS), len(COLUMNS)):
                rows.append(_full(tuple(row)))     # (a line an earlier version wrote has no judged)
        return rows

    def _insert(self, rows: list[Row]) -> int:
        """Insert rows in one transaction; how many were written (0 when the log is busy or can't
        be written)."""
        if self.unavailable is not None and not self._reopen():
            return 0
        return self._insert_into(self._db, rows)

    def _reopen(self) -> bool:
        """Whether the log can be written again (space freed, the folder writable again): if so, it
        is opened for writing in place of the copy read so far."""
        try:
            db = self._open()
        except (sqlite3.Error, OSError):
            return False
        self._db.close()
        self._db, self.unavailable, self._replayed = db, None, _Replayed()
        return True

    @staticmethod
    def _insert_into(db: sqlite3.Connection, rows: list[Row]) -> int:
        if not rows:
            return 0
        try:
            with _transaction(db):
                db.executemany(f"INSERT INTO answers ({', '.join(COLUMNS)}) VALUES ({', '.join('?' * len(COLUMNS))})",
                                     rows)
        except sqlite3.Error:
            return 0
        return len(rows)

    # ---- reading ----------------------------------------------------------------------------
    def answers(self) -> list[Answer]:
        """Every answer that can be read, oldest first: the log, then any still pending."""
        rows = _readable_rows(self._db) + [(None, *row) for row in (*self._pending_rows(), *self.unwritten)]
        return [answer for row in rows if (answer := _answer(row[1:])) is not None]

    def tally(self, since: datetime | None = None) -> tuple[int, int]:
        """How many answers the log holds (those given from `since` on, if given) and how many
        were right, each answer once (a select-all answer too), pending ones included. Counted by
        SQLite: 1 ms for a year's 20,000 answers, where reading them all takes 90 ms. A log it
        can't count (damaged) is read, as answers() reads it."""
        after = since.astimezone(timezone.utc).isoformat() if since is not None else ""
        try:
            answered, right = self._db.execute(
                "SELECT count(*), coalesce(sum(correct != 0), 0) FROM answers WHERE answered_at >= ?",
                (after,)).fetchone()
        except sqlite3.Error:
            found = [a for a in self.answers() if since is None or a.answered_at >= since]
            return len(found), sum(a.correct for a in found)
        for row in (*self._pending_rows(), *self.unwritten):
            answer = _answer(row)
            if answer is not None and (since is None or answer.answered_at >= since):
                answered, right = answered + 1, right + answer.correct
        return int(answered), int(right)

    def skill_cards(self) -> dict[str, Card]:
        """The FSRS card of every skill, replayed from the whole log (so it can be recomputed)."""
        return self._replay()[0]

    def _replay(self) -> tuple[dict[str, Card], dict[str, bool]]:
        """Each skill's FSRS card, and whether its last answer was wrong, from the whole log.

        The log is append-only, so the rows replayed once are never read again: each call
        replays only the rows added since (by this window or another), then, on a copy, any
        answers still pending. The weak-spots quiz asks after every answer: replaying a
        year's log each time (20,000 answers) took 0.2 s."""
        done = self._replayed
        for row in _readable_rows(self._db, after=done.last_id):
            done.last_id = max(done.last_id, int(row[0]))
            answer = _answer(row[1:])
            if answer is not None:
                self._review(done.cards, done.last_wrong, answer)
        cards, last_wrong = dict(done.cards), dict(done.last_wrong)
        for row in (*self._pending_rows(), *self.unwritten):
            answer = _answer(row)
            if answer is not None:
                self._review(cards, last_wrong, answer)
        return cards, last_wrong

    def _review(self, cards: dict[str, Card], last_wrong: dict[str, bool], answer: Answer) -> None:
        for skill, right in answer.rules():
            card = cards.get(skill) or Card(due=answer.answered_at)
            rating = Rating.Good if right else Rating.Again
            cards[skill], _ = self.scheduler.review_card(card, rating, answer.answered_at)
            last_wrong[skill] = not right

    def weights(self, skills: Iterable[str]) -> dict[str, float]:
        """How much each skill should come up now: a skill whose last answer was wrong first (it
        comes back at once, not after the scheduler's learning step), then skills due (overdue
        most of all) or never seen; skills answered right and not yet due hardly at all."""
        now = self.clock()
        cards, last_wrong = self._replay()
        found = {}
        for skill in skills:
            card = cards.get(skill)
            if card is None:
                found[skill] = 1.0
            elif last_wrong.get(skill, False) and card.due > now:
                found[skill] = 3.0
            elif card.due <= now:
                overdue_days = (now - card.due).total_seconds() / 86400
                found[skill] = (2.0 + min(overdue_days, 30) / 10 + float(last_wrong.get(skill, False))
                                + (1 - self.scheduler.get_card_retrievability(card, now)))
            else:
                found[skill] = 0.1
        return found

    def due_skills(self) -> list[str]:
        """The skills due for review now, most overdue first."""
        now = self.clock()
        cards = self.skill_cards()
        return sorted((s for s, c in cards.items() if c.due <= now), key=lambda s: cards[s].due)

    def accuracy_by_skill(self) -> Series:
        """Accuracy per rule over time, from the whole log (by_skill)."""
        return by_skill(self.answers())


def by_skill(answers: Iterable[Answer]) -> Series:
    """skill -> [(day, right, total)], oldest day first: accuracy per rule over time (each rule
    an answer tells about: a select-all answer counts under each rule it lists)."""
    return _by_day((skill, answer.answered_at, right) for answer in answers for skill, right in answer.rules())


def of_answers(answers: Iterable[Answer]) -> list[tuple[str, int, int]]:
    """[(day, right, answered)], oldest day first: every answer once, right or not as graded (all
    or nothing), where by_skill counts a select-all answer under each rule it lists."""
    return _by_day(("", answer.answered_at, answer.correct) for answer in answers).get("", [])


def _by_day(points: Iterable[tuple[str, datetime, bool]]) -> Series:
    """key -> [(day, right, total)] from (key, when, right) points, oldest day first, keys in order."""
    table: dict[str, dict[str, list[int]]] = defaultdict(lambda: defaultdict(lambda: [0, 0]))
    for key, when, right in points:
        cell = table[key][when.date().isoformat()]
        cell[0] += int(right)
        cell[1] += 1
    return {key: [(day, r, t) for day, (r, t) in sorted(days.items())] for key, days in sorted(table.items())}


def by_period(series: Series) -> tuple[str, Series]:
    """The daily accuracy series grouped so a chart stays readable as the log grows: by day over
    up to 61 days, by week (each named by its Monday, ISO 8601) up to two years, else by month
    ("2026-11"). Returns the period ("day", "week" or "month") and the series summed by it."""
    days = sorted({day for points in series.values() for day, _right, _total in points})
    if not days:
        return "day", series
    span = (date.fromisoformat(days[-1]) - date.fromisoformat(days[0])).days
    if span <= 60:
        return "day", series

    def key(day: str) -> str:
        when = date.fromisoformat(day)
        return (when - timedelta(days=when.weekday())).isoformat() if span <= 730 else day[:7]
    return ("week" if span <= 730 else "month"), {skill: _summed(points, key) for skill, points in series.items()}


def all_rules(series: Series) -> list[tuple[str, int, int]]:
    """Every rule's answers summed by day (or by whatever period the series is in), in order: the
    line that says whether practice is paying off, when a rule answered once or twice a week
    swings between 0 and 100%."""
    return sorted(_summed((point for points in series.values() for point in points), lambda day: day))


def _summed(points: Iterable[tuple[str, int, int]], key: Callable[[str], str]) -> list[tuple[str, int, int]]:
    """(day, right, answered) points summed by key(day), in the order the keys first come."""
    sums: dict[str, list[int]] = {}
    for day, right, total in points:
        cell = sums.setdefault(key(day), [0, 0])
        cell[0] += right
        cell[1] += total
    return [(period, right, total) for period, (right, total) in sums.items()]


# What SQLite says of a file that is not a sound log: damaged (SQLITE_CORRUPT), not a database
# at all (SQLITE_NOTADB), or holding another program's "answers" table (SQLITE_ERROR: no such
# column). Any other error (a full disk, SQLITE_FULL; an I/O error; a folder that can't be
# written, SQLITE_CANTOPEN or SQLITE_READONLY; a log held by another program) is about where the
# file is, not what is in it.
_DAMAGE_CODES = frozenset((sqlite3.SQLITE_CORRUPT, sqlite3.SQLITE_NOTADB, sqlite3.SQLITE_ERROR))


def _damaged(err: sqlite3.DatabaseError) -> bool:
    """Whether an error opening the log says the file is damaged (our own quick_check refusal
    has no SQLite code)."""
    code = getattr(err, "sqlite_errorcode", None)
    return code is None or code & 0xFF in _DAMAGE_CODES


def _busy(err: sqlite3.OperationalError) -> bool:
    """SQLite's "database is locked" / "database table is locked" / busy: another connection."""
    text = str(err).lower()
    return "locked" in text or "busy" in text


@contextmanager
def _transaction(db: sqlite3.Connection) -> Iterator[sqlite3.Connection]:
    db.execute("BEGIN IMMEDIATE")
    try:
        yield db
    except BaseException:
        db.execute("ROLLBACK")
        raise
    db.execute("COMMIT")


def _answer(row: Row) -> Answer | None:
    """An Answer from a row of the log, or None when the row can't be read (damaged values)."""
    try:
        answered_at, session, question_id, kind, skill, difficulty, correct, _sel, _exp, seconds, judged = row
        when = datetime.fromisoformat(answered_at)
        if when.tzinfo is None:
            when = when.replace(tzinfo=timezone.utc)
        return Answer(when, str(session), str(question_id), str(kind), str(skill), int(difficulty), bool(correct),
                      float(seconds) if seconds is not None else None, _judged(judged))
    except (TypeError, ValueError):
        return None


def _judged(text: object) -> tuple[tuple[str, bool], ...]:
    """A row's judged column read back: () where it is empty or can't be read (the row is then
    judged under its skill, as rows from before the column are)."""
    if not isinstance(text, str):
        return ()
    try:
        found = json.loads(text)
    except (ValueError, RecursionError):
        return ()
    if not isinstance(found, dict) or not all(isinstance(right, bool) for right in found.values()):
        return ()
    return tuple((str(rule), right) for rule, right in found.items())


def _full(row: Row) -> Row:
    """A row with every column: one read from a log (or pending line) from before `judged` gets NULL."""
    return row + (None,) * (len(COLUMNS) - len(row))


def _has_judged(db: sqlite3.Connection) -> bool:
    try:
        return any(column[1] == "judged" for column in db.execute("PRAGMA table_info(answers)"))
    except sqlite3.DatabaseError:
        return False


def _add_judged(db: sqlite3.Connection) -> None:
    """Give a log from before the judged column that column, once: two windows opening it at the
    same moment both find it missing, and only the first adds it."""
    with _transaction(db):
        if not _has_judged(db):
            db.execute("ALTER TABLE answers ADD COLUMN judged TEXT")


def _readable_rows(db: sqlite3.Connection, after: int = 0) -> list[Row]:
    """(id, *COLUMNS) for every row after id `after` that can be read, even from a damaged file:
    a range that fails to read is split in two until the rows around the damage are read one by one."""
    select = f"SELECT id, {', '.join(BASE_COLUMNS)}, {'judged' if _has_judged(db) else 'NULL'} FROM answers"
    try:
        return db.execute(select + " WHERE id > ? ORDER BY id", (after,)).fetchall()
    except sqlite3.DatabaseError:
        pass
    try:
        high = db.execute("SELECT max(id) FROM answers").fetchone()[0] or 0
    except sqlite3.DatabaseError:
        high = 100_000
    failures = [0]

    def read(low: int, top: int) -> list[Row]:
        try:
            return db.execute(select + " WHERE id BETWEEN ? AND ? ORDER BY id", (low, top)).fetchall()
        except sqlite3.DatabaseError:
            failures[0] += 1
            if low >= top or failures[0] > 20_000:   # a file with nothing left to read gives up
                return []
            middle = (low + top) // 2
            return read(low, middle) + read(middle + 1, top)

    return read(after + 1, high) if high > after else []


def _salvage(path: Path) -> list[Row]:
    """The rows of a damaged log that can still be read and make sense, oldest first: those SQLite
    can still reach, and those still intact in the file's leaf pages when it can't reach them."""
    rows: dict[int, Row] = {}
    try:
        db = connect_read_only(path, immutable=True)
        try:
            rows = {row[0]: tuple(row[1:]) for row in _readable_rows(db)}
        finally:
            db.close()
    except sqlite3.Error:
        pass
    try:
        for columns in (COLUMNS, BASE_COLUMNS):     # (rows from before the judged column have one less)
            for rowid, values in leaf_rows(path, 1 + len(columns)).items():
                if values[0] is None:          # the id column is the rowid itself (stored as NULL)
                    rows.setdefault(rowid, _full(tuple(values[1:])))
    except OSError:
        pass
    return [row for _id, row in sorted(rows.items()) if _answer(row) is not None]
