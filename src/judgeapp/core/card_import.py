"""Reading the community's open bulk card files (issue 13) into judgeapp's card records.

Two formats, streamed (the real files are 100-200 MB; a card at a time keeps memory flat):

- MTGJSON AtomicCards (https://mtgjson.com/data-models/card/card-atomic/): `{"meta": {...},
  "data": {"Card Name": [one object per face]}}`, faces with `faceName`, `side`, `manaCost`,
  `type`, `text`, `keywords`, and `foreignData` names (Italian, Japanese, Spanish, French…).
- Scryfall Oracle Cards bulk data (https://scryfall.com/docs/api/cards): a list of card
  objects with `mana_cost`, `type_line`, `oracle_text`, `keywords` and `card_faces`. English only.

Each card becomes the same record as resources/cards.json (name, costs, type line, Oracle text,
keywords, layout, faces, translated names) and goes through the same validation (CardDef).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import IO, Any, Literal

import ijson

Format = Literal["mtgjson", "scryfall"]

# MTGJSON's foreignData languages -> the app's language codes.
LANGUAGES = {"Italian": "it", "Japanese": "ja", "Spanish": "es", "French": "fr"}


def detect_format(head: bytes) -> Format | None:
    """Which bulk format a file is, from its first bytes (None: neither)."""
    text = head.lstrip(b"\xef\xbb\xbf \t\r\n")
    if text.startswith(b"["):
        return "scryfall"
    if text.startswith(b"{") and (b'"meta"' in text or b'"data"' in text):
        return "mtgjson"
    return None


def _text(value: Any) -> str:
    return value if isinstance(value, str) else ""


def _face(name: str, cost: Any, type_line: Any, text: Any, keywords: Any, power: Any = None,
          toughness: Any = None, names: dict[str, str] | None = None) -> dict[str, Any]:
    face: dict[str, Any] = {"name": name, "mana_cost": _text(cost), "type_line": _text(type_line),
                            "oracle_text": _text(text),
                            "keywords": [k for k in keywords if isinstance(k, str)] if isinstance(keywords, list) else []}
    if isinstance(power, str):
        face["power"] = power
    if isinstance(toughness, str):
        face["toughness"] = toughness
    if names:
        face["names"] = names
    return face


def _whole(name: str, layout: str, faces: list[dict[str, Any]], names: dict[str, str]) -> dict[str, Any]:
    """A card record; a card with several faces lists them and joins their words with " // "."""
    if len(faces) == 1:
        return {**faces[0], "name": name, "layout": layout, "names": names}
    keywords = list(dict.fromkeys(k for f in faces for k in f["keywords"]))
    return {"name": name, "layout": layout, "mana_cost": " // ".join(f["mana_cost"] for f in faces),
            "type_line": " // ".join(f["type_line"] for f in faces),
            "oracle_text": "\n//\n".join(f["oracle_text"] for f in faces), "keywords": keywords,
            "faces": faces, "names": names}


def from_mtgjson(name: str, entries: list[dict[str, Any]]) -> dict[str, Any]:
    """One AtomicCards entry (a list with an object per face) as a card record."""
    entries = sorted((e for e in entries if isinstance(e, dict)), key=lambda e: str(e.get("side") or "a"))
    if not entries:
        raise ValueError("no card object")
    first = entries[0]
    names: dict[str, str] = {}
    for foreign in first.get("foreignData") or ():
        lang = LANGUAGES.get(foreign.get("language", "")) if isinstance(foreign, dict) else None
        if lang and isinstance(foreign.get("name"), str):
            names.setdefault(lang, foreign["name"])
    faces = []
    for entry in entries:
        face_names: dict[str, str] = {}
        for foreign in entry.get("foreignData") or ():
            lang = LANGUAGES.get(foreign.get("language", "")) if isinstance(foreign, dict) else None
            if lang and isinstance(foreign.get("faceName"), str):
                face_names.setdefault(lang, foreign["faceName"])
        face_name = entry.get("faceName") if len(entries) > 1 else name
        faces.append(_face(str(face_name or entry.get("name") or name), entry.get("manaCost"), entry.get("type"),
                           entry.get("text"), entry.get("keywords"), entry.get("power"), entry.get("toughness"),
                           face_names if len(entries) > 1 else None))
    return _whole(name, str(first.get("layout") or "normal"), faces, names)


def from_scryfall(card: dict[str, Any]) -> dict[str, Any]:
    """One Scryfall card object as a card record."""
    name = card.get("name")
    if not isinstance(name, str) or not name:
        raise ValueError("no name")
    raw_faces = card.get("card_faces") if isinstance(card.get("card_faces"), list) else []
    if raw_faces:
        faces = [_face(str(f.get("name") or ""), f.get("mana_cost"), f.get("type_line"), f.get("oracle_text"),
                       card.get("keywords") if i == 0 else [], f.get("power"), f.get("toughness"))
                 for i, f in enumerate(raw_faces) if isinstance(f, dict)]
    else:
        faces = [_face(name, card.get("mana_cost"), card.get("type_line"), card.get("oracle_text"),
                       card.get("keywords"), card.get("power"), card.get("toughness"))]
    return _whole(name, str(card.get("layout") or "normal"), faces, {})


def read_meta(stream: IO[bytes], fmt: Format) -> dict[str, str]:
    """What the file says about itself: MTGJSON's meta date and version (Scryfall's file has none)."""
    if fmt != "mtgjson":
        return {}
    for meta in ijson.items(stream, "meta"):
        if isinstance(meta, dict):
            return {k: str(meta[k]) for k in ("date", "version") if k in meta}
    return {}


def records(stream: IO[bytes], fmt: Format) -> Iterator[tuple[str, dict[str, Any] | None, str]]:
    """(name, record or None, problem) for every card in the file, streamed."""
    if fmt == "mtgjson":
        for name, entries in ijson.kvitems(stream, "data", use_float=True):
            try:
                yield name, from_mtgjson(name, entries if isinstance(entries, list) else []), ""
            except (ValueError, TypeError, KeyError) as err:
                yield name, None, str(err)
    else:
        for index, card in enumerate(ijson.items(stream, "item", use_float=True)):
            if not isinstance(card, dict) or card.get("object", "card") != "card":
                continue
            try:
                yield str(card.get("name") or f"item {index}"), from_scryfall(card), ""
            except (ValueError, TypeError, KeyError) as err:
                yield str(card.get("name") or f"item {index}"), None, str(err)
