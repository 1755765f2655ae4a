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

from judgeapp.core.progress import COLUMNS, Answer, Progress
from judgeapp.core.quiz import QuestionKind, QuizSettings, generate, grade
from judgeapp.core.verdict import ActionKind


class Clock:
    def __init__(self):
        self.now = datetime(2026, 11, 1, 12, 0, tzinfo=timezone.utc)

    def __call__(self):
        return self.now

    def advance(self, **delta):
        self.now += timedelta(**delta)


def _questions(skill, count=2, kinds=tuple(QuestionKind)):
    return generate(QuizSettings(count=count, focus=(skill,), kinds=kinds), seed=1)


def test_answers_are_logged_and_the_log_is_append_only(tmp_path):
    clock = Clock()
    progress = Progress(tmp_path / "p.db", clock)
    q = _questions("116.2a", 1)[0]
    progress.record(q, grade(q, q.answer), "s1", seconds=4.5)
    assert q.kind == QuestionKind.SELECT_ALL      # (so each rule its actions come under is logged too)
    listed = dict.fromkeys(ActionKind(c.text.code).rule for c in q.choices if c.key != "none")
    expected = Answer(answered_at=clock.now, session="s1", question_id=q.id, kind=q.kind.value, skill="116.2a",
                      difficulty=q.difficulty, correct=True, seconds=4.5, judged=tuple((r, True) for r in listed))
    assert progress.answers() == [expected]
    with pytest.raises(sqlite3.DatabaseError, match="append-only"):
        progress._db.execute("UPDATE answers SET correct = 0")
    with pytest.raises(sqlite3.DatabaseError, match="append-only"):
        progress._db.execute("DELETE FROM answers")


def test_the_scheduler_brings_back_a_failed_skill_sooner():
    clock = Clock()
    progress = Progress(Path(":memory:"), clock)
    one_rule = (QuestionKind.MAY_DO,)       # (a select-all question would tell about other rules too)
    failed, passed = _questions("116.2f", 1, one_rule)[0], _questions("116.2a", 1, one_rule)[0]
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


# ---- issue 8: a damaged or busy log keeps every answer that can be read ------------------------
PAGE = 4096


def _log_with(path, count=300):
    progress = Progress(path, Clock())
    questions = _questions("116.2a", 5)
    for i in range(count):
        q = questions[i % 5]
        progress.record(q, grade(q, q.answer), f"s{i}")
    progress.close()          # checkpointed: every row is in the main file
    return path


def _damage(path, rng_seed, page=None, flips=0):
    import random
    rng = random.Random(rng_seed)
    data = bytearray(path.read_bytes())
    if page is not None:
        data[page * PAGE:(page + 1) * PAGE] = bytes(rng.randrange(256) for _ in range(PAGE))
    for _ in range(flips):
        data[rng.randrange(100, len(data))] ^= 1 << rng.randrange(8)
    path.write_bytes(data)


def test_a_damaged_root_page_keeps_all_300_answers_from_the_leaf_pages(tmp_path):
    """Page 2 of the file is the table's root: SQLite can't reach any row, yet every leaf is intact."""
    path = _log_with(tmp_path / "progress.db")
    _damage(path, 1, page=1)
    progress = Progress(path, Clock())
    assert progress.recovered_from is not None and progress.salvaged == 300
    assert len(progress.answers()) == 300 and progress.answers()[0].session == "s0"
    assert progress.recovered_from.exists()          # the damaged file is kept as well


def test_a_damaged_leaf_page_loses_only_the_answers_on_that_page(tmp_path):
    from judgeapp.core.sqlite_salvage import leaf_rows
    clean = _log_with(tmp_path / "clean.db")
    path = tmp_path / "progress.db"
    path.write_bytes(clean.read_bytes())
    _damage(path, 2, page=4)
    page_alone = tmp_path / "page.db"
    page_alone.write_bytes(clean.read_bytes()[:100] + bytes(4 * PAGE - 100) + clean.read_bytes()[4 * PAGE:5 * PAGE])
    on_that_page = len(leaf_rows(page_alone, 1 + len(COLUMNS)))
    assert on_that_page > 10
    assert len(Progress(path, Clock()).answers()) == 300 - on_that_page


def test_twenty_flipped_bytes_keep_the_readable_answers(tmp_path):
    """Seed 2 flips a byte that made the old code set the file aside and show 0 answers."""
    path = _log_with(tmp_path / "progress.db")
    _damage(path, 2, flips=20)
    assert len(Progress(path, Clock()).answers()) >= 285


def test_one_bad_timestamp_is_skipped_not_raised(tmp_path):
    path = _log_with(tmp_path / "progress.db", count=5)
    db = sqlite3.connect(path)
    db.execute("INSERT INTO answers (answered_at, session, question_id, kind, skill, difficulty, correct, selected,"
               " expected) VALUES ('yesterday-ish', 's', 'q', 'may_do', '116.2a', 1, 1, '[]', '[]')")
    db.commit()
    db.close()
    progress = Progress(path, Clock())
    assert len(progress.answers()) == 5
    assert progress.weights(["116.2a"])["116.2a"] > 0 and progress.accuracy_by_skill()["116.2a"]


def test_another_programs_answers_table_is_set_aside_not_raised(tmp_path):
    path = tmp_path / "progress.db"
    db = sqlite3.connect(path)
    db.execute("CREATE TABLE answers (x TEXT)")
    db.execute("INSERT INTO answers VALUES ('not ours')")
    db.commit()
    db.close()
    progress = Progress(path, Clock())
    assert progress.recovered_from is not None and progress.answers() == []
    q = _questions("116.2a", 1)[0]
    assert progress.record(q, grade(q, q.answer), "s") and len(progress.answers()) == 1


def test_a_damaged_line_of_the_pending_file_is_skipped_and_the_rest_kept(tmp_path):
    """The pending file (answers waiting while another window holds the log) is read line by line;
    a line cut short was skipped, but one nested deeper than Python's JSON reader goes raised
    RecursionError out of every read of the log, at every start of the quiz."""
    path = _log_with(tmp_path / "progress.db", count=2)
    progress = Progress(path, Clock())
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    q = _questions("116.2a", 1)[0]
    assert progress.record(q, grade(q, q.answer), "queued") is False
    with open(progress.pending_path, "a", encoding="utf-8") as pending:
        pending.write("[" * 5000 + "]" * 5000 + "\n" + '["cut short' + "\n")
    other.execute("COMMIT")
    other.close()
    progress.close()
    assert [a.session for a in Progress(path, Clock()).answers()][-1] == "queued"


def _held_by_another_window(path: Path) -> sqlite3.Connection:
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")                 # another window holds the file
    return other


def test_a_log_locked_by_another_process_queues_the_answer_and_loses_nothing(tmp_path):
    path = _log_with(tmp_path / "progress.db", count=2)
    progress = Progress(path, Clock())
    other = _held_by_another_window(path)
    q = _questions("116.2a", 1)[0]
    assert progress.record(q, grade(q, q.answer), "while-locked") is False
    assert progress.pending_path.exists()
    assert [a.session for a in progress.answers()][-1] == "while-locked"   # shown already
    other.execute("COMMIT")
    other.close()
    assert progress.record(q, grade(q, q.answer), "after") is True
    assert not progress.pending_path.exists()
    progress.close()
    sessions = [a.session for a in Progress(path, Clock()).answers()]
    assert sessions[-2:] == ["while-locked", "after"] and len(sessions) == 4


def test_a_log_another_window_holds_is_waited_for_not_moved_aside(tmp_path):
    """Found by a crash of the two-windows test: a log locked by another window for longer than
    the busy timeout was taken for a damaged one and renamed, hiding its answers (and pulling the
    file from under the other window). Now opening waits for it."""
    import sqlite3
    import time
    from judgeapp.core import progress as progress_module

    path = tmp_path / "progress.db"
    q = _questions("116.2a", 1)[0]
    first = Progress(path, Clock())
    first.record(q, grade(q, q.answer), "s1")
    first.close()
    holder = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
    # As while a window is still creating the log (before WAL mode): a write lock blocks readers.
    holder.execute("PRAGMA journal_mode=DELETE")
    holder.execute("BEGIN EXCLUSIVE")
    release = threading.Timer(progress_module.BUSY_TIMEOUT_S + 0.5, holder.execute, args=("COMMIT",))
    release.start()
    started = time.monotonic()
    second = Progress(path, Clock())
    release.join()
    holder.close()
    assert second.recovered_from is None and not list(tmp_path.glob("*.damaged-*"))
    assert time.monotonic() - started >= progress_module.BUSY_TIMEOUT_S
    assert len(second.answers()) == 1


def _schedules(progress):
    """Each skill's schedule (a card's id is made afresh for each replay)."""
    return {skill: (c.state, c.step, c.stability, c.difficulty, c.due, c.last_review)
            for skill, c in progress.skill_cards().items()}


def test_the_schedule_replayed_bit_by_bit_is_the_schedule_replayed_from_scratch(tmp_path):
    # The weak-spots quiz asks for the weights after every answer. They are now replayed only
    # from the rows added since the last time (the log is append-only), which must give exactly
    # what a fresh replay of the whole log gives, whoever wrote the rows: this window, another
    # window on the same log, or the pending file (a busy log) that is written later.
    import json
    import random
    from judgeapp.core.quiz.generator import ALL_SKILLS
    rng = random.Random(7)
    clock = Clock()
    path = tmp_path / "p.db"
    mine, other = Progress(path, clock), Progress(path, clock)
    questions = [q for skill in ("116.2a", "116.2f", "116.2h", "116.3") for q in _questions(skill)]
    for step in range(60):
        clock.advance(hours=rng.choice([1, 5, 30]))
        q = rng.choice(questions)
        answer = q.answer if rng.random() < 0.6 else frozenset()      # (nothing chosen: wrong)
        if step % 7 == 3:       # waiting in the pending file, as while another program holds the log
            row = [clock.now.isoformat(), "s", q.id, q.kind.value, q.skill, q.difficulty,
                   int(answer == q.answer), "[]", "[]", None]
            with open(mine.pending_path, "a", encoding="utf-8") as pending:
                pending.write(json.dumps(row) + "\n")
        else:
            (mine if step % 2 else other).record(q, grade(q, answer), "s")
        weights, schedules = mine.weights(ALL_SKILLS), _schedules(mine)       # (pending rows still pending)
        fresh = Progress(path, clock)      # replays everything, then writes what was pending into the log
        assert weights == fresh.weights(ALL_SKILLS) and schedules == _schedules(fresh), step
        fresh.close()
    mine.close()
    other.close()


# A disk that is full (tests/full_disk.py: no file may grow at all), in a process of its own,
# which is what SQLite meets opening a log (its shared-memory file) and what the pending file
# meets; then the space freed.
FULL_DISK_SCRIPT = """
import json, sys
from pathlib import Path
from judgeapp.core.progress import Progress
from judgeapp.core.quiz import QuizSettings, generate, grade
from tests.full_disk import full_disk
q = generate(QuizSettings(count=1, focus=("116.2a",)), seed=1)[0]
with full_disk(0):
    progress = Progress(Path(sys.argv[1]))
    seen = {"unavailable": str(progress.unavailable), "recovered": progress.recovered_from is not None,
            "answers": len(progress.answers()), "logged": progress.record(q, grade(q, q.answer), "disk full"),
            "unwritten": len(progress.unwritten), "write_error": str(progress.write_error),
            "answers_then": len(progress.answers())}
seen["logged_after"] = progress.record(q, grade(q, q.answer), "space freed")
seen["unwritten_after"] = len(progress.unwritten)
progress.close()
print(json.dumps(seen))
"""


def _on_a_full_disk(path: Path) -> dict:
    import json
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)}
    done = subprocess.run([sys.executable, "-c", FULL_DISK_SCRIPT, str(path)], capture_output=True, text=True,
                          env=env, timeout=60)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_a_sound_log_on_a_full_disk_is_left_as_it_is_and_its_answers_kept_until_written(tmp_path):
    # A full disk is no damage: the log used to be moved aside as "damaged" and a new one failed
    # to start, so the quiz could not open and the next start showed no progress. Now it is
    # read as it is, and an answer that can go nowhere is kept in memory until it can.
    path = _log_with(tmp_path / "progress.db", count=3)
    before = path.read_bytes()
    seen = _on_a_full_disk(path)
    assert seen["recovered"] is False and seen["unavailable"] != "None"
    assert seen["answers"] == 3                          # the earlier answers still count
    assert seen["logged"] is False and seen["unwritten"] == 1 and "File too large" in seen["write_error"]
    assert seen["answers_then"] == 4                     # the one kept in memory is shown already
    assert seen["logged_after"] is True and seen["unwritten_after"] == 0      # both written once it can be
    assert not list(tmp_path.glob("progress.db.damaged-*"))
    sessions = [a.session for a in Progress(path, Clock()).answers()]
    assert sessions[-2:] == ["disk full", "space freed"] and len(sessions) == 5
    assert path.read_bytes()[:100] == before[:100]      # (the same file: its header untouched)


def test_a_damaged_log_on_a_full_disk_keeps_its_name_and_what_can_be_read(tmp_path):
    # Where no new log can be started, moving the damaged one aside would leave nothing in its
    # place: it keeps its name (the next start with room recovers it) and no backup is left.
    path = _log_with(tmp_path / "progress.db", count=6)
    data = bytearray(path.read_bytes())
    data[0:16] = b"damaged header!!"                     # SQLite no longer knows it
    path.write_bytes(bytes(data))
    seen = _on_a_full_disk(path)
    assert seen["recovered"] is False and seen["unavailable"] != "None"
    assert path.read_bytes()[:16] == b"damaged header!!" and not list(tmp_path.glob("progress.db.damaged-*"))
    assert seen["answers"] == 6                          # salvaged from its pages, in memory
    progress = Progress(path, Clock())                   # room again: now it is recovered
    assert progress.recovered_from is not None and progress.salvaged >= 6


def test_a_log_that_cant_be_opened_is_not_moved_aside(tmp_path):
    # SQLITE_CANTOPEN (here a folder where the file should be) says nothing about the file's
    # contents: nothing is renamed; answers wait in the pending file beside it.
    path = tmp_path / "progress.db"
    path.mkdir()
    progress = Progress(path, Clock())
    assert progress.unavailable is not None and progress.recovered_from is None
    assert path.is_dir() and not list(tmp_path.glob("progress.db.damaged-*"))
    q = _questions("116.2a", 1)[0]
    assert progress.record(q, grade(q, q.answer), "s") is False
    assert progress.pending_path.exists() and progress.unwritten == []
    assert [a.session for a in progress.answers()] == ["s"]


def test_a_damaged_log_in_a_folder_named_with_uri_syntax_is_salvaged_with_no_stray_file(tmp_path):
    # Salvaging reads the damaged file through a read-only SQLite URI: a folder named "C# 50%"
    # opened "…/C" instead, made empty beside it.
    folder = tmp_path / "C# 50%41?"
    folder.mkdir()
    path = _log_with(folder / "progress.db", count=12)
    data = bytearray(path.read_bytes())
    data[0:16] = b"damaged header!!"
    path.write_bytes(bytes(data))
    progress = Progress(path, Clock())
    assert progress.recovered_from is not None and progress.salvaged == 12
    assert sorted(p.name for p in tmp_path.iterdir()) == [folder.name]


def test_a_damaged_log_that_cant_be_moved_aside_is_read_where_it_is_not_raised(tmp_path):
    # Moving a damaged log aside can fail too (a read-only folder; here the backup's name is
    # taken by a folder with something in it): that raised out of Progress(), so the quiz
    # couldn't open. Now the file stays as it is and what it still holds is read in memory.
    path = _log_with(tmp_path / "progress.db", count=5)
    data = bytearray(path.read_bytes())
    data[0:16] = b"damaged header!!"
    path.write_bytes(bytes(data))
    taken = tmp_path / "progress.db.damaged-20261101-120000"      # (the name Clock's time gives)
    taken.mkdir()
    (taken / "something").write_text("x")
    progress = Progress(path, Clock())
    assert progress.recovered_from is None and progress.unavailable is not None
    assert path.read_bytes()[:16] == b"damaged header!!" and len(progress.answers()) == 5


def test_the_progress_chart_groups_by_week_then_by_month_as_the_log_grows():
    # Daily points for every rule over a year were an unreadable tangle (about 150 points a line,
    # a dot on each). Up to 61 days: by day; up to two years: by ISO week, named by its Monday;
    # beyond: by month. Nothing is lost in the sums.
    from judgeapp.core.progress import by_period
    short = {"116.2a": [("2026-11-01", 1, 2), ("2026-12-31", 2, 2)]}
    assert by_period(short) == ("day", short)
    year = {"116.2a": [("2026-11-30", 1, 2), ("2026-12-02", 2, 3), ("2026-12-06", 0, 1), ("2026-12-07", 1, 1),
                       ("2027-05-01", 3, 4)]}
    period, weeks = by_period(year)
    # 2026-11-30 is a Monday; the 2nd and the 6th (a Sunday) are in its week, the 7th starts the next.
    assert period == "week" and weeks["116.2a"] == [("2026-11-30", 3, 6), ("2026-12-07", 1, 1), ("2027-04-26", 3, 4)]
    long = {"116.3": [("2025-01-15", 1, 1), ("2025-01-31", 0, 2), ("2027-06-01", 2, 2)]}
    period, months = by_period(long)
    assert period == "month" and months["116.3"] == [("2025-01", 1, 3), ("2027-06", 2, 2)]


def test_the_all_rules_line_sums_every_rule_by_period_in_order():
    # A rule answered once or twice a week swings between 0 and 100%; the line a candidate reads
    # first is every answer of the period together: here 1 of 2 and 2 of 2 on the 1st make 3 of 4.
    from judgeapp.core.progress import all_rules
    series = {"116.2a": [("2026-12-01", 1, 2), ("2026-12-08", 0, 1)],
              "116.3": [("2026-11-24", 1, 1), ("2026-12-01", 2, 2)]}
    assert all_rules(series) == [("2026-11-24", 1, 1), ("2026-12-01", 3, 4), ("2026-12-08", 0, 1)]
    assert all_rules({}) == []


CRASH_AFTER_TWO_ANSWERS = """
import os, sys
from pathlib import Path
from judgeapp.core.progress import Progress
from judgeapp.core.quiz import QuestionKind, QuizSettings, generate, grade
from judgeapp.core.verdict import ActionKind
progress = Progress(Path(sys.argv[1]))
for q in generate(QuizSettings(count=2, focus=("116.2a",)), seed=1):
    assert progress.record(q, grade(q, q.answer), "before the crash")
os._exit(0)          # killed: the log is never closed, so never checkpointed
"""


def test_a_log_that_cant_be_written_shows_the_answers_a_crash_left_in_its_write_ahead_file(tmp_path, monkeypatch):
    # The quiz was killed after two answers, which SQLite keeps in progress.db-wal until the log
    # is closed; then the log can't be written (a read-only disk, a folder the user may only
    # read). Read as a file no one writes (immutable), it showed only what the main file held:
    # the two answers were missing from the chart and the weak spots until it could be written.
    path = _log_with(tmp_path / "progress.db", count=3)
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)}
    done = subprocess.run([sys.executable, "-c", CRASH_AFTER_TWO_ANSWERS, str(path)], capture_output=True,
                          text=True, env=env, timeout=60)
    assert done.returncode == 0, done.stderr
    assert Path(f"{path}-wal").stat().st_size > 0

    def cant_write(self):
        raise PermissionError(13, "Permission denied", str(path))
    monkeypatch.setattr(Progress, "_open_when_free", cant_write)
    progress = Progress(path, Clock())
    assert progress.unavailable is not None and progress.recovered_from is None
    assert [a.session for a in progress.answers()][-2:] == ["before the crash"] * 2 and len(progress.answers()) == 5
    progress.close()


def test_a_rule_missed_a_moment_ago_is_most_of_the_next_weak_spot_draw(tmp_path):
    """Issue 12: weak spots adapt after every answer. Every rule answered right today, then a
    question missed: each rule it misjudged (one, or on a select-all question each action's rule
    judged wrongly) weighs 3.0 against 0.1 for each of the others, so the next weak-spot question
    is about one of them k * 3.0 / (k * 3.0 + (14 - k) * 0.1) of the time for k rules missed (0.7
    for one; a rule drawn evenly would be 1 in 14). Over 200 seeds it is within 15 points of that."""
    from judgeapp.core.quiz.generator import ALL_SKILLS, next_weak_question
    from judgeapp.core.quiz.grading import judged_rules
    progress = Progress(tmp_path / "progress.db")
    for skill in ALL_SKILLS:
        for q in generate(QuizSettings(count=2, focus=(skill,)), seed=1):
            progress.record(q, grade(q, q.answer), "earlier")
    settings = QuizSettings(count=5, difficulty=1, focus=("weak",), weights=progress.weights(ALL_SKILLS))
    missed = generate(settings, seed=8)[0]
    result = grade(missed, {next(c.key for c in missed.choices if not c.correct)})
    progress.record(missed, result, "now")
    rules = {rule for rule, right in judged_rules(missed, result).items() if not right}
    weights = progress.weights(ALL_SKILLS)
    assert rules and all(weights[rule] == max(weights.values()) for rule in rules)
    assert min(weights[rule] for rule in rules) > 10 * max(w for s, w in weights.items() if s not in rules)
    again = [next_weak_question(settings, weights, seed, {missed.id}).skill for seed in range(200)]
    share = len(rules) * 3.0 / (len(rules) * 3.0 + (len(ALL_SKILLS) - len(rules)) * 0.1)
    assert abs(sum(skill in rules for skill in again) / len(again) - share) < 0.15


def test_a_select_all_answer_counts_under_every_rule_it_lists(tmp_path):
    """A select-all question lists several special actions (the one its board was made for and
    two or three others). It was logged under one rule: the board's, then the first action's
    misjudged, so the rules of the actions judged rightly beside it, and every other action
    misjudged, counted nothing. Now the log keeps each rule's judgment, and the weak spots and an
    exam's score by rule count each: misjudging one action counts against its rule and for the
    others; a right answer counts for each; the log's skill column still names the first rule
    misjudged (what an earlier version reads)."""
    from judgeapp.core.quiz.generator import ALL_SKILLS
    from judgeapp.core.quiz.grading import judged_rules, summary
    questions = generate(QuizSettings(count=40, difficulty=1, kinds=(QuestionKind.SELECT_ALL,)), seed=3)
    question, other = next((q, c) for q in questions for c in q.choices
                           if c.key != "none" and ActionKind(c.text.code).rule != q.skill)
    wrong = grade(question, question.answer ^ {other.key})      # that one action judged wrongly
    assert not wrong.correct
    misjudged = ActionKind(other.text.code).rule
    listed = list(dict.fromkeys(ActionKind(c.text.code).rule for c in question.choices if c.key != "none"))
    assert len(listed) >= 3 and question.skill in listed
    assert judged_rules(question, wrong) == {rule: rule != misjudged for rule in listed}
    progress = Progress(tmp_path / "progress.db", Clock())
    progress.record(question, wrong, "s")
    progress.record(questions[1], grade(questions[1], questions[1].answer), "s")
    assert [a.skill for a in progress.answers()] == [misjudged, questions[1].skill]
    assert progress.answers()[0].rules() == tuple((rule, rule != misjudged) for rule in listed)
    weights = progress.weights(ALL_SKILLS)
    assert weights[misjudged] == max(weights.values()) > max(w for s, w in weights.items() if s != misjudged)
    assert set(progress.skill_cards()) >= set(listed)      # every rule listed has its schedule now
    day = progress.clock().date().isoformat()
    series = progress.accuracy_by_skill()
    assert series[misjudged][0] == (day, 0, 1) and series[question.skill][0][1] >= 1
    assert summary([(question, wrong, 1.0)]).by_rule == {rule: (int(rule != misjudged), 1) for rule in listed}
    assert summary([(question, grade(question, question.answer), 1.0)]).by_rule == {rule: (1, 1) for rule in listed}
    progress.close()


def test_a_wrong_select_all_answer_with_every_action_judged_right_counts_against_its_rule():
    """Ticking "None of these" beside an allowed action judges every action right yet the answer
    is wrong (all or nothing): the question's own rule takes the miss."""
    from judgeapp.core.quiz.grading import judged_rules
    questions = generate(QuizSettings(count=40, difficulty=1, kinds=(QuestionKind.SELECT_ALL,)), seed=3)
    question = next(q for q in questions if q.answer and "none" not in q.answer)
    result = grade(question, question.answer | {"none"})
    assert not result.correct
    judged = judged_rules(question, result)
    assert judged[question.skill] is False and [r for r, right in judged.items() if not right] == [question.skill]


def test_a_log_from_before_the_judged_column_is_read_and_given_it(tmp_path):
    """A log an earlier version wrote has no judged column: opened, it gets one (its rows judged
    under their skill, as they were logged), and a select-all answer then keeps every rule; a
    pending line that version wrote (ten values) is written into it too. Two windows opening it
    at once add the column once."""
    path = _log_from_before_judged(tmp_path / "progress.db")
    (tmp_path / "progress.db.pending").write_text(
        '["2026-11-01T10:05:00+00:00", "old", "q2", "may_do", "116.2c", 1, 1, "[]", "[]", 2.0]\n')
    from judgeapp.core.progress import _add_judged
    racing = sqlite3.connect(path, isolation_level=None)
    first, second = Progress(path, Clock()), Progress(path, Clock())
    _add_judged(racing)         # a window that found it missing just before the first one added it
    racing.close()
    assert [(a.skill, a.rules()) for a in first.answers()] == [("116.2h", (("116.2h", False),)),
                                                               ("116.2c", (("116.2c", True),))]
    question = generate(QuizSettings(count=1, difficulty=1, kinds=(QuestionKind.SELECT_ALL,)), seed=3)[0]
    second.record(question, grade(question, question.answer), "new")
    assert len(first.answers()[-1].rules()) >= 3 and all(right for _r, right in first.answers()[-1].rules())
    assert [c[1] for c in first._db.execute("PRAGMA table_info(answers)")].count("judged") == 1
    first.close()
    second.close()


def _log_from_before_judged(path: Path) -> Path:
    """A log as versions before the judged column wrote it, with one wrong 116.2h answer."""
    old = sqlite3.connect(path)
    old.executescript("""CREATE TABLE answers (id INTEGER PRIMARY KEY AUTOINCREMENT, answered_at TEXT NOT NULL,
        session TEXT NOT NULL, question_id TEXT NOT NULL, kind TEXT NOT NULL, skill TEXT NOT NULL,
        difficulty INTEGER NOT NULL, correct INTEGER NOT NULL, selected TEXT NOT NULL, expected TEXT NOT NULL,
        seconds REAL);
        INSERT INTO answers VALUES (NULL, '2026-11-01T10:00:00+00:00', 'old', 'q1', 'may_do', '116.2h', 1, 0,
        '[]', '[]', 3.0);""")
    old.commit()
    old.close()
    return path


def test_a_log_from_before_the_judged_column_on_a_full_disk_is_read_as_it_is(tmp_path):
    """Where the column can't be added (a full disk), the earlier version's log is read as it is,
    not set aside or shown empty, and given the column once there is room."""
    path = _log_from_before_judged(tmp_path / "progress.db")
    seen = _on_a_full_disk(path)
    assert seen["recovered"] is False and seen["unavailable"] != "None"
    assert seen["answers"] == 1 and seen["answers_then"] == 2 and seen["logged_after"] is True
    later = Progress(path, Clock())
    assert [a.session for a in later.answers()] == ["old", "disk full", "space freed"]
    assert "judged" in [c[1] for c in later._db.execute("PRAGMA table_info(answers)")]
    later.close()


def test_a_damaged_log_salvages_rows_from_before_and_after_the_judged_column(tmp_path):
    """A log given the judged column keeps its earlier rows as they were written (one value
    less): with the table's root page damaged, both kinds are read back from the leaf pages."""
    path = _log_from_before_judged(tmp_path / "progress.db")
    old = sqlite3.connect(path)
    old.executemany("INSERT INTO answers (answered_at, session, question_id, kind, skill, difficulty, correct, "
                    "selected, expected, seconds) VALUES (?, ?, 'q', 'may_do', '116.2c', 1, 1, '[]', '[]', 1.0)",
                    [(f"2026-11-01T11:{i // 60:02d}:{i % 60:02d}+00:00", f"old{i}") for i in range(150)])
    old.commit()
    old.close()
    _log_with(path, count=150)
    _damage(path, 1, page=1)
    progress = Progress(path, Clock())
    assert progress.recovered_from is not None and progress.salvaged == 301
    judged = [a for a in progress.answers() if a.judged]
    assert len(judged) == 150 and len(progress.answers()) == 301
    assert all(len(a.rules()) >= 2 for a in judged)
    progress.close()


def test_the_tally_counts_each_answer_once_in_all_and_since_a_day_as_the_log_says(tmp_path):
    """The setup page's counts (Progress.tally, counted by SQLite): every answer once, a
    select-all one too though it tells about three rules; `since` keeps the answers from then on;
    the same numbers as reading the whole log."""
    clock = Clock()
    progress = Progress(tmp_path / "p.db", clock)
    select_all = _questions("116.2a", 1)[0]
    assert select_all.kind == QuestionKind.SELECT_ALL
    one_rule = _questions("116.2f", 2, (QuestionKind.MAY_DO,))
    progress.record(select_all, grade(select_all, set()), "old")          # wrong
    progress.record(one_rule[0], grade(one_rule[0], one_rule[0].answer), "old")
    clock.advance(days=10)
    week_ago = clock.now - timedelta(days=7)
    progress.record(one_rule[1], grade(one_rule[1], one_rule[1].answer), "new")
    progress.record(one_rule[0], grade(one_rule[0], set()), "new")         # wrong
    progress.record(select_all, grade(select_all, select_all.answer), "new")
    assert progress.tally() == (5, 3)
    assert progress.tally(week_ago) == (3, 2)
    answers = progress.answers()
    assert progress.tally() == (len(answers), sum(a.correct for a in answers))


def test_the_tally_counts_an_answer_queued_while_another_window_holds_the_log(tmp_path):
    path = _log_with(tmp_path / "progress.db", count=2)
    progress = Progress(path, Clock())
    other = _held_by_another_window(path)
    q = _questions("116.2a", 1)[0]
    assert progress.record(q, grade(q, set()), "while-locked") is False
    assert progress.tally() == (3, 2)               # the queued answer, wrong, counted
    other.execute("COMMIT")
    other.close()
    assert progress.tally() == (3, 2)               # (now counted by SQLite, the queue still pending)
    progress.close()
