"""The imported card set: one SQLite file in the user's data folder (issue 13).

`import_cards` reads an MTGJSON AtomicCards or Scryfall Oracle Cards file (card_import.py),
validates every card like the bundled ones (CardDef: keyword costs parsed from Oracle text),
and writes a new store beside the old one, replacing it only when the whole import succeeded.
`CardStore` opens it read-only and lazily: looking a card up by any of its names, and name
completion in five languages (accents ignored; Japanese as typed, by prefix).
"""

from __future__ import annotations

import json
import os
import re
import sqlite3
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .patterns import lazy
from .sqlite_files import connect_read_only
from .cards import STORE_FILE, name_key
from .errors import CardStoreError, Refused
from .oracle import KEYWORD_COST_WORDS
from .user_files import regular_file

SCHEMA_VERSION = "1"
IMPORTED_FORMAT = "%Y-%m-%d %H:%M:%S"     # the import's local time, in the store's meta
# What the report counts: the keyword costs and other things special actions depend on.
RECOGNISED: dict[str, Callable[[Any], object]] = {
    "morph": lambda c: c.morph, "megamorph": lambda c: c.megamorph, "disguise": lambda c: c.disguise,
    "suspend": lambda c: c.suspend, "foretell": lambda c: c.foretell, "plot": lambda c: c.plot,
    "companion": lambda c: c.companion, "room": lambda c: c.is_room, "split_second": lambda c: c.split_second,
    "flash": lambda c: c.flash, "mdfc_land_face": lambda c: c.is_modal_dfc and c.land_faces,
    "hidden_agenda": lambda c: c.agenda,
    # effects on special actions read from a line of Oracle text (oracle_effects.py)
    "effects_read": lambda c: c.effects.from_oracle,
}

Progress = Callable[[int, int], bool]     # (bytes read, total bytes) -> False to cancel


class ImportCancelled(Exception):
    """The user cancelled an import; the previous store is untouched."""


@dataclass
class ImportReport:
    """What an import found: the source, how many cards, which keyword costs were recognised,
    and the keyword-cost lines no parser understood."""
    source: str
    cards: int = 0
    rejected: list[tuple[str, str]] = field(default_factory=list)
    recognised: Counter[str] = field(default_factory=Counter)
    unparsed: list[tuple[str, str]] = field(default_factory=list)
    meta: dict[str, str] = field(default_factory=dict)


def _search_keys(name: str) -> set[str]:
    """The keys a name is found by: itself and every word onward ("bolt" finds Lightning Bolt)."""
    key = name_key(name)
    words = key.split(" ")
    return {" ".join(words[i:]) for i in range(len(words))} if key else set()


def _recognised(card: Any) -> list[str]:
    """Which of the counted keyword costs a validated card has."""
    return [name for name, has in RECOGNISED.items() if has(card)]


_KEYWORD_LINE = lazy(r"^(%s)\b" % "|".join(KEYWORD_COST_WORDS), re.IGNORECASE)


def _unparsed(card: Any) -> list[str]:
    """Lines that start like a keyword cost ("Morph {2}{W}", "Suspend 4—{U}") that the card's
    parsed fields don't account for."""
    missing = []
    for face in (card.faces or (card,)):
        for line in face.oracle_text.split("\n"):
            match = _KEYWORD_LINE.match(line.strip())
            if not match:
                continue
            field_name = {"hidden agenda": "agenda", "double agenda": "agenda"}.get(match.group(1).lower(),
                                                                                  match.group(1).lower())
            if not (getattr(face, field_name, None) or getattr(card, field_name, None)):
                missing.append(line.strip())
    return missing


def import_cards(source: Path, folder: Path, progress: Progress | None = None) -> ImportReport:
    """Import a bulk file into the store in `folder`, replacing the previous store only when the
    import succeeded (ImportCancelled, ValueError for a file in neither format, OSError)."""
    from .card_import import detect_format, read_meta, records     # (ijson: only when importing)
    from pydantic import ValidationError

    from .cards import CardDef
    with open(regular_file(source), "rb") as head_file:
        fmt = detect_format(head_file.read(4096))
    if fmt is None:
        raise Refused("cards_unknown_format", file=str(source))
    total = source.stat().st_size
    report = ImportReport(source=fmt)
    folder.mkdir(parents=True, exist_ok=True)
    final = folder / STORE_FILE
    partial = folder / (STORE_FILE + ".importing")
    partial.unlink(missing_ok=True)
    db = sqlite3.connect(partial)
    try:
        db.executescript("""
            PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF;
            CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT);
            CREATE TABLE cards (id INTEGER PRIMARY KEY, name TEXT NOT NULL, data TEXT NOT NULL);
            CREATE TABLE names (key TEXT NOT NULL, card INTEGER NOT NULL, lang TEXT NOT NULL, name TEXT NOT NULL);
        """)
        with open(source, "rb") as stream:
            report.meta = read_meta(stream, fmt)
            stream.seek(0)
            rows: list[tuple[int, str, str]] = []
            names: list[tuple[str, int, str, str]] = []
            for count, (name, record, problem) in enumerate(records(stream, fmt), 1):
                if record is None:
                    report.rejected.append((name, problem))
                    continue
                try:
                    card = CardDef.model_validate(record)
                except ValidationError as err:
                    report.rejected.append((name, str(err.errors()[0].get("msg", err))[:200]))
                    continue
                card_id = len(rows) + 1
                rows.append((card_id, card.name, json.dumps(record, ensure_ascii=False)))
                for lang, shown in [("en", card.name), *card.names.items(), *(("en", f.name) for f in card.faces),
                                    *((lang, n) for f in card.faces for lang, n in f.names.items())]:
                    names.extend((key, card_id, lang, shown) for key in _search_keys(shown))
                report.recognised.update(_recognised(card))
                report.unparsed.extend((card.name, line) for line in _unparsed(card))
                if count % 500 == 0 and progress is not None and not progress(stream.tell(), total):
                    raise ImportCancelled()
            db.executemany("INSERT INTO cards VALUES (?, ?, ?)", rows)
            db.executemany("INSERT INTO names VALUES (?, ?, ?, ?)", names)
        report.cards = len(rows)
        if not rows:
            raise Refused("cards_none_read", file=str(source))
        db.execute("CREATE INDEX names_by_key ON names (key)")
        db.execute("CREATE INDEX names_by_card ON names (card, lang)")     # a card's name in a language
        meta = {"schema": SCHEMA_VERSION, "source": fmt, "cards": str(report.cards), "file": source.name,
                "imported": time.strftime(IMPORTED_FORMAT), **report.meta}
        db.executemany("INSERT INTO meta VALUES (?, ?)", meta.items())
        db.commit()
        if progress is not None and not progress(total, total):
            raise ImportCancelled()
    except BaseException as err:
        db.close()
        partial.unlink(missing_ok=True)
        if type(err).__module__.startswith("ijson"):     # broken JSON: say where, keep the old store
            raise Refused("cards_broken_json", file=str(source), detail=str(err)) from None
        if isinstance(err, sqlite3.Error):              # a full disk: say where, keep the old store
            raise Refused("cards_cant_write", file=str(final), detail=str(err)) from None
        raise
    db.close()
    os.replace(partial, final)          # the old store is replaced only now, in one step
    return report


class CardStore:
    """The imported card set, opened read-only on first use. A file that can't be read as one
    (damaged, cut short, not a card set) raises CardStoreError, saying which file and why."""

    def __init__(self, path: Path):
        self.path = path
        self._db: sqlite3.Connection | None = None

    def _rows(self, sql: str, params: Any = ()) -> list[Any]:
        try:
            if self._db is None:
                self._db = connect_read_only(self.path, check_same_thread=False)
            return self._db.execute(sql, params).fetchall()
        except sqlite3.DatabaseError as err:      # (every sqlite3 error the file can cause)
            raise CardStoreError(self.path, str(err)) from err

    def exists(self) -> bool:
        """Whether a store has been imported."""
        return self.path.exists()

    def meta(self) -> dict[str, str]:
        """Source, its date and version, the card count, when it was imported."""
        return dict(self._rows("SELECT key, value FROM meta"))

    def record(self, name: str) -> dict[str, Any] | None:
        """The card record a name (in any language) belongs to, or None."""
        rows = self._rows("SELECT c.data FROM names n JOIN cards c ON c.id = n.card WHERE n.key = ? "
                          "ORDER BY n.lang = 'en' DESC, length(n.name) LIMIT 1", (name_key(name),))
        if not rows:
            return None
        try:
            record = json.loads(rows[0][0])
        except (TypeError, ValueError) as err:
            raise CardStoreError(self.path, f"the record of {name!r}: {err}") from err
        if not isinstance(record, dict):
            raise CardStoreError(self.path, f"the record of {name!r} is not a card")
        return record

    def complete(self, typed: str, limit: int = 20, lang: str | None = None) -> list[tuple[str, str]]:
        """(printed name, English name) of cards whose name in any language, or a word of it,
        starts with what was typed; shortest first among the first matches in name order (the
        index answers a one-letter prefix as fast as a long one). With `lang`, each card is shown
        by its name in that language where it has one."""
        key = name_key(typed)
        if not key:
            return []
        rows = self._rows("SELECT name, card FROM names WHERE key >= ? AND key < ? LIMIT ?",
                          (key, key + "\U0010ffff", limit * 10))
        chosen = sorted(dict.fromkeys(rows), key=lambda row: (len(row[0]), row[0]))[:limit]
        ids = sorted({card for _name, card in chosen})
        marks = ",".join("?" * len(ids))
        english = dict(self._rows(f"SELECT id, name FROM cards WHERE id IN ({marks})", ids))
        local: dict[int, str] = {}
        if lang and lang != "en":
            for card, name in self._rows(f"SELECT card, name FROM names WHERE lang = ? AND card IN ({marks}) "
                                         "ORDER BY length(name)", [lang, *ids]):
                local[card] = name       # the longest: the whole card's name, not one face's
        return list(dict.fromkeys((local.get(card, shown), english.get(card, shown)) for shown, card in chosen))

    def close(self) -> None:
        """Close the file (another import may replace it)."""
        if self._db is not None:
            self._db.close()
            self._db = None
