"""The full card set (issue 13): import time and peak memory for 30,000 cards in each bulk
format, name completion per keystroke over 30,000 cards x 5 languages, and cold start with the
store installed against the bundled cards only. Medians of several runs; asserts nothing.

    .venv/bin/python benchmarks/bench_cards.py [CARDS]      (default 30000)

The files are generated in the formats' layout with about the real files' size per card
(MTGJSON's entries carry legalities, printings and rulings; Scryfall's carry image URIs,
prices and legalities), then imported in a fresh process each time.
"""

from __future__ import annotations

import json
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
from benchmarks.screen import child_env  # noqa: E402

SYLLABLES = ["ka", "ri", "do", "mor", "vel", "an", "thu", "sel", "gra", "bo", "lin", "que", "zar", "ith", "ul", "ae"]
KANA = "アイウエオカキクケコサシスセソタチツテトナニヌネノハヒフヘホマミムメモヤユヨラリルレロワン"
KEYWORD_LINES = ["Morph {2}{W}", "Suspend 3—{1}{R}", "Foretell {1}{U}", "Plot {2}{B}", "Disguise {G}{G}",
                 "Megamorph {3}{G}", "Flash", "Flying"]


def _name(rng: random.Random, i: int) -> str:
    words = ["".join(rng.choice(SYLLABLES) for _ in range(rng.randint(2, 4))).capitalize() for _ in range(rng.randint(1, 3))]
    return " ".join(words) + f" {i}"


def _text(rng: random.Random, name: str) -> str:
    lines = [rng.choice(KEYWORD_LINES)] if rng.random() < 0.3 else []
    lines.append(f"When {name} enters the battlefield, draw a card, then discard a card unless you pay {{{rng.randint(1, 4)}}}.")
    lines.append("At the beginning of your upkeep, you may have target creature get +1/+1 until end of turn.")
    return "\n".join(lines)


def mtgjson_file(path: Path, count: int, seed: int = 1) -> None:
    rng = random.Random(seed)
    with open(path, "w", encoding="utf-8") as out:
        out.write('{"meta": {"date": "2026-11-30", "version": "5.2.2+20261130"}, "data": {')
        for i in range(count):
            name = _name(rng, i)
            entry = {"name": name, "layout": "normal", "manaCost": "{2}{G}", "manaValue": 3.0, "type": "Creature — Elf Druid",
                     "types": ["Creature"], "subtypes": ["Elf", "Druid"], "supertypes": [], "text": _text(rng, name),
                     "power": "2", "toughness": "2", "colors": ["G"], "colorIdentity": ["G"], "keywords": [],
                     "foreignData": [{"language": lang, "name": f"{prefix}{name}", "text": _text(rng, name), "type": "Creature"}
                                     for lang, prefix in (("Italian", "Il "), ("Spanish", "El "), ("French", "Le "))]
                     + [{"language": "Japanese", "name": "".join(rng.choice(KANA) for _ in range(6)) + str(i)}],
                     "legalities": {f: "Legal" for f in ("commander", "legacy", "modern", "pauper", "pioneer", "standard", "vintage")},
                     "printings": [rng.choice(["M21", "DOM", "ELD", "KHM", "MH2", "ONE", "WOE", "MKM"]) for _ in range(4)],
                     "rulings": [{"date": "2020-01-01", "text": "This is a ruling that explains an interaction at some length, "
                                  "as rulings usually do, for judges and players alike, with an example of a board "
                                  "where it matters and what happens then."} for _ in range(rng.randint(2, 9))],
                     "purchaseUrls": {k: f"https://mtgjson.com/links/{i:016x}{k}" for k in ("cardKingdom", "cardmarket", "tcgplayer")},
                     "leadershipSkills": {"brawl": False, "commander": False, "oathbreaker": False},
                     "identifiers": {"scryfallOracleId": f"{i:08x}-0000-0000-0000-000000000000"}}
            out.write(("," if i else "") + json.dumps(name) + ": " + json.dumps([entry], ensure_ascii=False))
        out.write("}}")


def scryfall_file(path: Path, count: int, seed: int = 2) -> None:
    rng = random.Random(seed)
    with open(path, "w", encoding="utf-8") as out:
        out.write("[")
        for i in range(count):
            name = _name(rng, i)
            card = {"object": "card", "id": f"{i:08x}-1111-1111-1111-111111111111", "oracle_id": f"{i:08x}-2222", "name": name,
                    "lang": "en", "layout": "normal", "mana_cost": "{1}{U}", "cmc": 2.0, "type_line": "Creature — Human Wizard",
                    "oracle_text": _text(rng, name), "power": "1", "toughness": "3", "colors": ["U"], "keywords": [],
                    "legalities": {f: "legal" for f in ("standard", "pioneer", "modern", "legacy", "vintage", "commander", "pauper")},
                    "image_uris": {k: f"https://cards.scryfall.io/{k}/front/{i}.jpg" for k in ("small", "normal", "large", "png", "art_crop")},
                    "prices": {"usd": "0.10", "eur": "0.08", "tix": "0.02"},
                    "related_uris": {"gatherer": f"https://gatherer.wizards.com/{i}", "edhrec": f"https://edhrec.com/{i}"},
                    "flavor_text": "A sentence of flavour text, long enough to be like the real ones on many cards.",
                    **{k: f"https://api.scryfall.com/{k}/{i:08x}-1111-1111-1111-111111111111?format=json&pretty=false"
                       for k in ("uri", "scryfall_uri", "rulings_uri", "prints_search_uri", "set_uri", "set_search_uri",
                                 "scryfall_set_uri")},
                    "purchase_uris": {k: f"https://www.{k}.com/product/{i}?utm_source=scryfall&utm_medium=api" for k in
                                      ("tcgplayer", "cardmarket", "cardhoarder")},
                    "games": ["paper", "mtgo", "arena"], "finishes": ["nonfoil", "foil"], "artist": "An Artist",
                    "set_name": "A Set Name", "collector_number": str(i), "border_color": "black", "frame": "2015"}
            out.write(("," if i else "") + json.dumps(card, ensure_ascii=False))
        out.write("]")


IMPORT = ("import resource, sys, time; from pathlib import Path; from judgeapp.core.card_store import import_cards; "
          "t = time.perf_counter(); r = import_cards(Path(sys.argv[1]), Path(sys.argv[2])); "
          "print(time.perf_counter() - t, resource.getrusage(resource.RUSAGE_SELF).ru_maxrss, r.cards)")


def import_runs(source: Path, runs: int = 3) -> tuple[float, float, int]:
    seconds, peaks, cards = [], [], 0
    for _ in range(runs):
        with tempfile.TemporaryDirectory() as folder:
            out = subprocess.run([sys.executable, "-c", IMPORT, str(source), folder], check=True, capture_output=True, text=True)
            took, peak_kb, cards = out.stdout.split()
            seconds.append(float(took))
            peaks.append(int(peak_kb) / 1024)
    return statistics.median(seconds), statistics.median(peaks), int(cards)


def completion(store_dir: Path, keystrokes: int = 2000) -> list[float]:
    from judgeapp.core import cards
    from judgeapp.core.card_store import STORE_FILE
    from judgeapp.gui.card_search import matches
    store = cards.use_store(store_dir / STORE_FILE)
    assert store is not None
    names = [row[0] for row in store._rows("SELECT name FROM names ORDER BY random() LIMIT 2000")]
    rng = random.Random(3)
    db = cards.builtin_cards()
    matches(db, "warm", lang="it")
    times = []
    for _ in range(keystrokes):
        name = rng.choice(names)
        typed = name[:rng.randint(1, min(8, len(name)))]
        start = time.perf_counter()
        matches(db, typed, lang="it")     # an Italian user: the extra lookup of names in their language
        times.append((time.perf_counter() - start) * 1000)
    cards.use_store(None)
    return times


START = ("import judgeapp.cli; import pathlib, sys; from PySide6.QtWidgets import QApplication; "
         "from judgeapp.gui.main_window import MainWindow; app = QApplication([]); "
         "w = MainWindow(pathlib.Path(sys.argv[1]), offer_restore=False); w.show(); app.processEvents(); w.autosave.clear()")


def cold_start(with_store: Path, runs: int = 9) -> tuple[float, float]:
    env = child_env()
    results: dict[str, list[float]] = {"bundled": [], "store": []}
    for _ in range(runs):
        for label in ("bundled", "store"):
            with tempfile.TemporaryDirectory() as empty:
                folder = str(with_store) if label == "store" else empty
                start = time.perf_counter()
                subprocess.run([sys.executable, "-c", START, folder], env=env, check=True, capture_output=True)
                results[label].append((time.perf_counter() - start) * 1000)
    return statistics.median(results["bundled"]), statistics.median(results["store"])


def main() -> None:
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 30000
    with tempfile.TemporaryDirectory() as work:
        folder = Path(work)
        atomic, oracle = folder / "AtomicCards.json", folder / "oracle-cards.json"
        mtgjson_file(atomic, count)
        scryfall_file(oracle, count)
        for label, path in (("MTGJSON AtomicCards", atomic), ("Scryfall Oracle Cards", oracle)):
            took, peak, cards = import_runs(path)
            print(f"import {label}: {cards:,} cards, {path.stat().st_size / 1e6:.0f} MB file: "
                  f"median {took:.1f} s, peak memory {peak:.0f} MiB (3 runs)")
        store_dir = folder / "store"
        subprocess.run([sys.executable, "-c", IMPORT, str(atomic), str(store_dir)], check=True, capture_output=True)
        print(f"store: {(store_dir / 'cards.sqlite').stat().st_size / 1e6:.0f} MB")
        times = sorted(completion(store_dir))
        print(f"name completion per keystroke ({count:,} cards x 5 languages + the bundled cards): "
              f"median {statistics.median(times):.2f} ms, p95 {times[int(len(times) * 0.95) - 1]:.2f} ms ({len(times)} keystrokes)")
        bundled, store = cold_start(store_dir)
        print(f"cold start to the first shown window: bundled cards only {bundled:.0f} ms, with the store installed "
              f"{store:.0f} ms (ratio {store / bundled:.2f}x, medians of 9)")


if __name__ == "__main__":
    main()
