"""Card definitions: printed data plus the structured fields the rules need.

Keyword costs come from parsing Oracle text (oracle.py), so a user's own card gets them too;
effects come from curated data (resources/card_effects.json) or from the card definition
itself. The engine reads these fields and never tests a card's name.
"""

from __future__ import annotations

import json
import re
import unicodedata
from pathlib import Path
from functools import cache, cached_property, lru_cache
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Annotated, Any, Iterable, Iterator, Literal


from .patterns import lazy
from .effects import CardEffects, EffectSpec
from .errors import CardStoreError, Refused, UnknownCardError
from .mana import combined, invalid_symbols, mana_value, read_mana_cost, symbols
from .mana_abilities import COLORS, ManaAbilities, changes_mana, counted_mana_change, mana_abilities as read_mana_abilities
from .model import After, Frozen
from .oracle import parse_keyword_costs, plain_line, special_action_words
from .oracle_effects import read_effects, read_faces
from .resources import resource_path

_COLOR_SET = frozenset(COLORS)

if TYPE_CHECKING:
    from .card_store import CardStore

def _mana_symbols(cost: str) -> str:
    bad = invalid_symbols(cost)
    if bad:
        raise Refused("not_a_mana_symbol", symbols=[repr(b) for b in bad])
    return cost


CARD_TYPES = (
    "Artifact", "Battle", "Conspiracy", "Creature", "Dungeon", "Enchantment", "Instant",
    "Kindred", "Land", "Phenomenon", "Plane", "Planeswalker", "Scheme", "Sorcery", "Vanguard",
)
SUPERTYPES = ("Basic", "Legendary", "Snow", "World", "Ongoing")
_TYPE_WORDS = {word.casefold(): word for word in CARD_TYPES + SUPERTYPES}
_TYPES_DASH = lazy(r"\s*[—–]\s*|\s+-\s+")     # an em or en dash, or a hyphen between spaces


def read_type_line(text: str) -> str:
    """A type line as a person types it, as Oracle writes it: types and supertypes capitalised,
    subtypes after an em dash ("creature - angel" is "Creature — Angel"), each face's apart
    (" // "). Type lines already so are unchanged."""
    faces = []
    for face in text.split("//"):
        parts = _TYPES_DASH.split(face.strip(), maxsplit=1)
        types = " ".join(_TYPE_WORDS.get(word.casefold(), word) for word in parts[0].split())
        subtypes = " ".join(word[:1].upper() + word[1:] for word in parts[1].split()) if len(parts) == 2 else ""
        faces.append(f"{types} — {subtypes}" if subtypes else types)
    return " // ".join(faces)


@dataclass(frozen=True, kw_only=True)
class Suspend(Frozen):
    """A suspend cost: the number of time counters (a number or X) and the mana to pay."""
    time_counters: str   # a number, or "X"
    cost: str
    least_x: int = 0     # "X can't be 0." (Detritivore): the least X its player may choose (107.3d)


# A line that is only "<this permanent> enters [the battlefield] tapped.", and one that says it
# with a choice or a condition around it.
_ENTERS_TAPPED = lazy(r"(.+?) enters(?: the battlefield)? tapped(?: and [^.]*)?\.")
_ENTERS_TAPPED_ANYHOW = lazy(r"\benters(?: the battlefield)? tapped\b")
# 614.1e: "As Hooded Hydra is turned face up, put five +1/+1 counters on it."
_TURNED_UP_WITH_COUNTERS = lazy(r"as (.+?) is turned face up, put (a|an|one|two|three|four|five|six|seven|"
                                      r"eight|nine|ten|\d{1,9}) \+1/\+1 counters? on it\.")
# A Licid's ability (no keyword: its words say it): the permanent becomes an Aura while the effect
# it carries lasts.
BECOMES_AURA = "becomes an aura enchantment with enchant creature"
_COUNT_WORDS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
                "eight": 8, "nine": 9, "ten": 10}


@dataclass(frozen=True, kw_only=True)
class Face(Frozen):
    """One face of a card (a whole single-faced card is one face)."""

    name: str
    mana_cost: Annotated[str, After(_mana_symbols)] = ""
    type_line: str = ""
    oracle_text: str = ""
    keywords: tuple[str, ...] = ()
    # Structured fields, parsed from oracle_text unless given.
    flash: bool = False
    split_second: bool = False
    morph: str | None = None
    megamorph: str | None = None
    disguise: str | None = None
    suspend: Suspend | None = None
    foretell: str | None = None
    plot: str | None = None
    companion: str | None = None
    discard_as_instant: bool = False
    agenda: Literal["hidden", "double"] | None = None
    names: dict[str, str] = field(default_factory=dict)   # translated printed names by language
    power: str | None = None
    toughness: str | None = None
    loyalty: str | None = None

    @classmethod
    def _before(cls, data: Any) -> Any:
        # Only well-typed input is parsed; anything else is left for the field checks to name.
        if isinstance(data, dict) and _parsable(data):
            parsed = parse_keyword_costs(data.get("name", ""), data.get("oracle_text", ""), list(data.get("keywords", ())))
            data = {**parsed, **{k: v for k, v in data.items() if v is not None}}
            data["mana_cost"] = read_mana_cost(data.get("mana_cost", "") or "")
            data["type_line"] = read_type_line(data.get("type_line", "") or "")
        return data

    def name_in(self, lang: str) -> str:
        """The printed name in a language (a card's, or one face's), else the English name."""
        return self.names.get(lang, self.name)

    @cached_property
    def types(self) -> tuple[str, ...]:
        """The card types of the type line ("Artifact Creature" gives Artifact, Creature)."""
        left = self.type_line.split("—")[0]
        return tuple(w for w in left.split() if w in CARD_TYPES)

    @cached_property
    def subtypes(self) -> tuple[str, ...]:
        """The subtypes after the dash of the type line."""
        parts = self.type_line.split("—", 1)
        return tuple(parts[1].split()) if len(parts) == 2 else ()

    @cached_property
    def colors(self) -> frozenset[str]:
        """The face's colours, from the mana symbols of its mana cost (202.2)."""
        return frozenset(c for s in symbols(self.mana_cost) for c in s.split("/") if c in "WUBRG")

    @cached_property
    def mana_value(self) -> int:
        """The face's mana value (202.3)."""
        return mana_value(self.mana_cost)

    @cached_property
    def supertypes(self) -> tuple[str, ...]:
        """The supertypes of the type line ("Basic Land" gives Basic; 205.4a)."""
        left = self.type_line.split("—")[0]
        return tuple(w for w in left.split() if w in SUPERTYPES)

    @cached_property
    def own_names(self) -> tuple[str, ...]:
        """How the face's text may name itself, lower case: its name, and a legendary one's
        shortened name (201.5c: "When Gyruda enters" on Gyruda, Doom of Depths; "Ranar" for Ranar
        the Ever-Watchful)."""
        name = self.name.lower()
        short = name.split(",")[0] if "," in name else name.split(" the ")[0]
        return (name, short) if "Legendary" in self.supertypes and short != name else (name,)

    def has_type(self, card_type: str) -> bool:
        """Whether the type line holds this card type or supertype."""
        return card_type in self.types or (card_type in SUPERTYPES and card_type in self.supertypes)

    def has_haste(self) -> bool:
        """Whether the face has haste (702.10), as a keyword or on a keyword line of its text."""
        return "Haste" in self.keywords or any("haste" in (w.strip().lower() for w in line.split(","))
                                               for line in self.oracle_text.split("\n"))

    @cached_property
    def enters_tapped(self) -> Literal["always", "choice"] | None:
        """Whether its own text has it enter the battlefield tapped (614.1d): "always" ("This land
        enters tapped."), "choice" where a choice or a condition decides ("As it enters, you may
        pay 3 life. If you don't, it enters tapped.", 614.1c; "… enters tapped unless …"), else None."""
        found: Literal["always", "choice"] | None = None
        for line in self.oracle_text.lower().split("\n"):
            line = re.sub(r"\([^)]*\)", "", line).strip()        # reminder text says nothing new
            said = _ENTERS_TAPPED.fullmatch(line)
            if said is not None and said.group(1) in ("this land", "this permanent", "it", *self.own_names):
                return "always"
            if _ENTERS_TAPPED_ANYHOW.search(line):
                found = "choice"
        return found

    @cached_property
    def becomes_aura(self) -> bool:
        """Whether its words make it an Aura while an effect it carries lasts (a Licid: "… becomes
        an Aura enchantment with enchant creature")."""
        return BECOMES_AURA in self.oracle_text.lower()

    @cached_property
    def counters_turned_face_up(self) -> int:
        """The +1/+1 counters its own words put on it as it is turned face up ("As Hooded Hydra is
        turned face up, put five +1/+1 counters on it.": a replacement effect, 614.1e), else 0."""
        for line in self.oracle_text.lower().split("\n"):
            said = _TURNED_UP_WITH_COUNTERS.fullmatch(line.strip())
            if said is not None and said.group(1) in ("this creature", "this permanent", "it", *self.own_names):
                count = said.group(2)
                return int(count) if count.isdigit() else _COUNT_WORDS[count]
        return 0

    @cached_property
    def mana_abilities(self) -> ManaAbilities:
        """What its mana abilities add when it is tapped (605.1a, 305.6)."""
        return read_mana_abilities(self.name, self.type_line, self.oracle_text)


# A Room's two doors, as the unlocked designations name them (709.5c), in the order of its faces.
DOORS = ("left", "right")


@dataclass(frozen=True, kw_only=True)
class CardDef(Face):
    """A card. Two-faced cards (modal DFCs, Rooms, adventures) list their faces."""

    layout: str = "normal"
    faces: tuple[Face, ...] = ()
    effects: CardEffects = CardEffects()
    source: str | None = None
    # Reviewed by hand: its text mentions something special actions depend on, but it changes no
    # special action, and why (resources/card_review.json).
    no_effect_reason: str | None = None

    @classmethod
    def _before(cls, data: Any) -> Any:
        # A two-faced card's keyword costs are those of its front face.
        faces = data.get("faces") if isinstance(data, dict) else None
        if isinstance(faces, (list, tuple)) and faces and isinstance(faces[0], dict) and _parsable(faces[0]) \
                and _parsable({"keywords": data.get("keywords", ())}):
            front = faces[0]
            parsed = parse_keyword_costs(front.get("name", ""), front.get("oracle_text", ""), list(data.get("keywords", ())))
            data = {**parsed, **{k: v for k, v in data.items() if v is not None}}
        # A card no one curated or reviewed: what its text says in the templates the engine reads.
        if isinstance(data, dict) and not data.get("effects") and not data.get("no_effect_reason"):
            read = _read_effects(data)
            if read:
                data = {**data, "effects": read}
        return data

    def _after(self) -> "CardDef":
        if ("Room" in self.layout or "Room" in self.subtypes) and len(self.faces) != 2:
            raise Refused("room_faces", count=len(self.faces))
        if not self.faces:
            return self
        # The card's own mana cost, which its mana value and colors are read from: a split card's
        # is its halves' combined (709.4b); any other card with faces has its front face's outside
        # the stack (an adventurer card, 715.4; a double-faced card, 712.8a). A card file writes
        # them all as Oracle prints them, "{2}{R} // {1}{R}" (printed_cost).
        own = combined([f.mana_cost for f in self.faces]) if self.is_split else self.faces[0].mana_cost
        return self if own == self.mana_cost else replace(self, mana_cost=own)

    @property
    def printed_cost(self) -> str:
        """The mana cost as Oracle prints the card: each face's that has one, " // " between."""
        if not self.faces:
            return self.mana_cost
        return " // ".join(f.mana_cost for f in self.faces if f.mana_cost)

    def unlocked_doors(self, unlocked: Iterable[str]) -> tuple[Face, ...]:
        """A Room permanent's doors with these unlocked designations ("left", "right"): on the
        battlefield it has only their names, mana costs and rules text (709.5)."""
        return tuple(door for door, side in zip(self.faces, DOORS) if side in unlocked)

    @property
    def is_split(self) -> bool:
        """A split card (709): two halves on one face, a Room among them (709.5); card files call
        the layout "split", "split (Room)" or, for split cards with aftermath, "aftermath"."""
        return self.layout.startswith("split") or self.layout == "aftermath" or self.is_room

    @property
    def front(self) -> Face:
        """The face that is up by default: the first face, or the card itself."""
        return self.faces[0] if self.faces else self

    def face_cast(self, index: int) -> Face:
        """The face a spell of this card was cast as (a face of a card with two: an Adventure, a
        modal double-faced card's back, a Room's door; 715.3, 712.11b, 709.3), or the card itself."""
        return self.faces[index] if self.faces and 0 <= index < len(self.faces) else self

    @cached_property
    def can_be_commander(self) -> bool:
        """Whether it may be a deck's commander (903.3): a legendary creature, Vehicle, or Spacecraft
        card with a power/toughness box (its front face), or one whose text says it can be your
        commander (903.3a)."""
        front = self.front
        legendary_kind = front.has_type("Creature") or "Vehicle" in front.subtypes or (
            "Spacecraft" in front.subtypes and front.power is not None)
        return ("Legendary" in front.supertypes and legendary_kind) or \
            any("can be your commander" in face.oracle_text for face in (self, *self.faces))

    @cached_property
    def color_identity(self) -> frozenset[str]:
        """Its color identity (903.4): the colors of the mana symbols in its mana cost and rules text,
        every face's (903.4d-e), reminder text left out (903.4c). (A color indicator isn't in the card
        data, 204.)"""
        texts = (self.mana_cost, self.oracle_text, *(t for f in self.faces for t in (f.mana_cost, f.oracle_text)))
        found = (symbol for text in texts for symbol in symbols(plain_line(text or "")))
        return frozenset(color for symbol in found for color in symbol.split("/") if color in _COLOR_SET)

    @cached_property
    def changes_mana(self) -> bool:
        """Whether its words, or a face's, change the mana permanents make as they are tapped for it
        (605.1b: Heartbeat of Spring, Wild Growth; 106.12b: Mana Reflection) or how mana may be spent
        (609.4b: Chromatic Orrery)."""
        return any(changes_mana(text) for text in (self.oracle_text, *(f.oracle_text for f in self.faces)))

    @cached_property
    def is_room(self) -> bool:
        """A Room (709.5): two doors, each a face."""
        return "Room" in self.layout or (
            len(self.faces) == 2 and all("Room" in f.subtypes for f in self.faces)
        )

    @property
    def is_modal_dfc(self) -> bool:
        """A modal double-faced card (712.1c), whose back can be played as a land."""
        return self.layout == "modal_dfc"

    @cached_property
    def land_faces(self) -> tuple[int, ...]:
        """Faces that can be played as a land: the card itself, or a modal DFC's land face."""
        if self.is_modal_dfc:
            return tuple(i for i, f in enumerate(self.faces) if f.has_type("Land"))
        return (0,) if self.front.has_type("Land") else ()

    def statics(self) -> tuple[EffectSpec, ...]:
        """The static abilities the engine models for this card (curated, or read from its text)."""
        return self.effects.statics

    @cached_property
    def unmodelled_words(self) -> tuple[str, ...]:
        """What in its text could change a special action that the engine does not model: empty
        when it has curated effects, was reviewed as changing none, or says nothing of the kind;
        for effects read from its text, what its other lines say."""
        if self.effects.not_modelled:
            return (self.effects.not_modelled,)
        read = set(self.effects.from_oracle)
        if (self.effects.statics or self.effects.creates or self.no_effect_reason) and not read:
            return ()
        lines = [line for line in self._lines() if line.strip() not in read and not counted_mana_change(line)]
        return special_action_words("\n".join(lines))

    def _lines(self) -> list[str]:
        """The lines of its text and of each face's."""
        return [line for text in (self.oracle_text, *(f.oracle_text for f in self.faces)) for line in text.split("\n")]

    @cached_property
    def words_from_graveyard(self) -> tuple[str, ...]:
        """unmodelled_words of the lines that work while the card is in its owner's graveyard (Anger's
        "As long as Anger is in your graveyard and you control a Mountain, creatures you control have
        haste."): the engine reads no card's words there."""
        if not self.unmodelled_words:
            return ()
        lines = [line for line in self._lines() if "is in your graveyard" in line]
        return special_action_words("\n".join(lines)) if lines else ()


def _read_effects(data: dict[str, Any]) -> dict[str, Any]:
    """What a card's Oracle text says in the templates the engine reads: a one-faced card's text,
    or each face's, which counts only while that face is up or that Room door unlocked."""
    faces = data.get("faces")
    if not faces:
        text, name = data.get("oracle_text"), data.get("name")
        return read_effects(text, name if isinstance(name, str) else "") if isinstance(text, str) else {}
    read = [(f["name"], f["oracle_text"]) for f in faces if isinstance(f, dict)
            and isinstance(f.get("name"), str) and isinstance(f.get("oracle_text"), str)]
    if len(read) != len(faces):
        return {}
    room = "Room" in str(data.get("layout", "")) or all("Room" in str(f.get("type_line", "")) for f in faces)
    return read_faces(read, room)


def _parsable(data: dict[str, Any]) -> bool:
    """Whether the fields that Oracle parsing reads have the types it expects."""
    keywords = data.get("keywords", ())
    return (isinstance(data.get("name", ""), str) and isinstance(data.get("oracle_text", ""), str)
            and isinstance(data.get("mana_cost", "") or "", str) and isinstance(data.get("type_line", "") or "", str)
            and isinstance(keywords, (list, tuple)) and all(isinstance(k, str) for k in keywords))


def name_key(name: str) -> str:
    """A name as looked up and searched: case, accents and punctuation ignored (so are Japanese
    voicing marks: "ガ" reads as "カ"; an exact name still finds its own card first). Every
    script's letters count: a Japanese name is never an empty key."""
    return _short_name_key(name) if len(name) <= 200 else _name_key(name)


def _name_key(name: str) -> str:
    decomposed = unicodedata.normalize("NFKD", name.casefold())
    plain = "".join(ch for ch in decomposed if not unicodedata.combining(ch))
    return " ".join(re.sub(r"[^\w]+", " ", unicodedata.normalize("NFKC", plain)).split())


# A board looks the same few hundred names up again and again (a card name is under 200
# characters; longer text, a paste gone wrong, is not kept).
_short_name_key = lru_cache(maxsize=8192)(_name_key)


def _names(cards: list[CardDef]) -> Iterator[tuple[CardDef, str, str]]:
    """(card, a name it goes by, the English name that name stands for): English names first,
    each card's then its faces', then every translated name (a card's, then its faces')."""
    for card in cards:
        yield card, card.name, card.name
        for face in card.faces:
            yield card, face.name, face.name
    for card in cards:
        for translated in card.names.values():
            yield card, translated, card.name
        for face in card.faces:
            for translated in face.names.values():
                yield card, translated, face.name


class CardDatabase:
    """Cards by name (English, or any translated name), with suggestions for near misses."""

    def __init__(self, cards: list[CardDef]):
        # Every name a card goes by, English first (a card, then its faces), then the translated
        # ones: exactly as printed, and by name_key (case, accents and punctuation ignored). The
        # keys are made the first time a name isn't found as printed: a board names its cards
        # as printed, and keying a thousand names would cost the start 3 ms.
        self._named = tuple(_names(cards))
        self._exact: dict[str, CardDef] = {}
        for card, name, _oracle in self._named:
            self._exact.setdefault(name, card)
        self._keyed: tuple[dict[str, CardDef], dict[str, str]] | None = None
        self.cards = tuple(cards)
        self._found: dict[str, CardDef] = {}

    def _keys(self) -> tuple[dict[str, CardDef], dict[str, str]]:
        """(card by key, the English name each key stands for)."""
        if self._keyed is None:
            by_key: dict[str, CardDef] = {}
            oracle_by_key: dict[str, str] = {}
            for card, name, oracle in self._named:
                key = name_key(name)
                by_key.setdefault(key, card)
                oracle_by_key.setdefault(key, oracle)
            by_key.pop("", None)        # a name of punctuation alone finds no card
            oracle_by_key.pop("", None)
            self._keyed = (by_key, oracle_by_key)
        return self._keyed

    def get(self, name: str) -> CardDef:
        """A card by English or translated name; UnknownCardError with suggestions if none."""
        found = self._found.get(name)
        if found is not None:
            return found
        card = self._exact.get(name) or self._keys()[0].get(name_key(name))
        if card is None:
            card = imported_card(name)      # cached there, as the store in use may change
            if card is None:
                raise UnknownCardError(name, self.suggest(name), imported=_store is not None,
                                       store_problem=_store_problem)
            return card
        self._found[name] = card
        return card

    def oracle_name(self, name: str) -> str | None:
        """The English Oracle name a name stands for, a card's or one face's (201.4: a chosen name
        names a card in any language; 709.4a, 712.19: one half or one face), or None if no card
        goes by it."""
        key = name_key(name)
        found = self._keys()[1].get(key)
        if found is not None or not key:
            return found
        card = imported_card(name)
        if card is None:
            return None
        return next((face.name for face in card.faces if name_key(face.name) == key), card.name)

    def known_names(self) -> dict[str, CardDef]:
        """The names looked up so far, each with its card."""
        return self._found

    def __contains__(self, name: str) -> bool:
        if name in self._found:
            return True
        return name in self._exact or name_key(name) in self._keys()[0] or imported_card(name) is not None

    def suggest(self, name: str) -> list[str]:
        """Card names close to a misspelt one, at most one per card, each in the language it is
        nearest in (the imported set's names that start alike too)."""
        global _store_problem
        card_of = {shown: card.name for shown, card in self._exact.items()}   # English and translated
        if _store is not None and _store_problem is None and len(name) >= 3:
            try:
                card_of.update(_store.complete(name[:3], limit=200))
            except CardStoreError as err:
                _store_problem = err
        import difflib      # (only for a name that isn't a card)
        near = difflib.get_close_matches(name, list(card_of), n=20, cutoff=0.6)
        score = {found: difflib.SequenceMatcher(None, name, found).ratio() for found in near}
        closest: dict[str, str] = {}
        for found in near:      # nearest first; far behind the nearest is noise among 1,000 names
            if score[found] >= score[near[0]] - 0.15:
                closest.setdefault(card_of[found], found)
        return list(closest.values())[:3]

    def with_custom(self, custom: tuple[CardDef, ...]) -> "CardDatabase":
        """This database with the board's custom cards added (they win over shipped ones)."""
        if not custom:
            return self
        custom_names = {name_key(c.name) for c in custom}
        kept = [c for c in self.cards if name_key(c.name) not in custom_names]
        return CardDatabase(kept + list(custom))


def load_card_file(cards_path: Path, effects_path: Path, review_path: Path | None = None) -> list[CardDef]:
    """Cards from a card data file, with their curated effects and review notes."""
    raw_cards = json.loads(cards_path.read_text(encoding="utf-8"))
    curated = json.loads(effects_path.read_text(encoding="utf-8"))
    reviewed = json.loads(review_path.read_text(encoding="utf-8")) if review_path else {}
    cards = []
    for raw in raw_cards:
        extra = {}
        if curated.get(raw["name"]):
            extra["effects"] = curated[raw["name"]]
        if raw["name"] in reviewed:
            extra["no_effect_reason"] = reviewed[raw["name"]]
        cards.append(CardDef.model_validate({**raw, **extra}))
    return cards


# The imported full card set (card_store.py), consulted for names the bundled cards don't have.
# The app and the command line point it at the store in the user's data folder, STORE_FILE there.
STORE_FILE = "cards.sqlite"
_store: CardStore | None = None
_imported: dict[str, CardDef | None] = {}
# Cards an earlier card set of this run gave, by name (retire_imported): a board open when another
# set is imported may hold one the new set lacks, and keeps its text (imported_card) rather than
# becoming a board the engine can't evaluate. Until the program ends: a file naming it is refused
# at the next start.
_retired: dict[str, CardDef] = {}
# Why the store in use can't be read, once a lookup found out: from then on only the bundled
# cards are known, and an unknown card's message says why.
_store_problem: CardStoreError | None = None


def use_store(path: Path | None) -> CardStore | None:
    """Use the imported card store at `path` (None, or a missing file: the bundled cards only)."""
    global _store, _store_problem
    if _store is not None:
        _store.close()
    _store, _store_problem = None, None
    if path is not None and path.exists():
        from .card_store import CardStore      # (sqlite: only where a card set was imported)
        _store = CardStore(path)
    _imported.clear()
    return _store


def retire_imported() -> None:
    """Before another card set replaces the one in use: the cards looked up from it this run (those
    on the open boards among them) stay known by their present text where the next set lacks them."""
    _retired.update((name, card) for name, card in _imported.items() if card is not None)


def forget_retired() -> None:
    """Only the card set in use is known again (tests start from it)."""
    _retired.clear()


def imported_store() -> CardStore | None:
    """The imported card store in use, if any."""
    return _store


def imported_card(name: str) -> CardDef | None:
    """A card of the imported set by any of its names, validated once; where the set in use hasn't
    it, the card an earlier set of this run gave by that name (_retired); None if neither has."""
    card = _in_store(name)
    return card if card is not None else _retired.get(name)


def retired_cards() -> frozenset[str]:
    """The names whose cards an earlier card set of this run gave and the set in use hasn't."""
    return frozenset(name for name in _retired if _in_store(name) is None)


def _in_store(name: str) -> CardDef | None:
    global _store_problem
    if name in _imported:       # (read before the store was found damaged: still the store's card)
        return _imported[name]
    if _store is None or _store_problem is not None:
        return None
    if name not in _imported:
        try:
            record = _store.record(name)
            _imported[name] = CardDef.model_validate(record) if record is not None else None
        except CardStoreError as err:
            _store_problem = err
            return None
        except ValueError:       # a record that is no longer a valid card (pydantic's error)
            _store_problem = CardStoreError(_store.path, f"the record of {name!r} is not a valid card")
            return None
    return _imported[name]


def store_problem() -> CardStoreError | None:
    """Why the imported card set in use can't be read, if a lookup found it can't."""
    return _store_problem


@cache
def builtin_cards() -> CardDatabase:
    """The cards judgeapp ships (resources/cards.json), loaded once, validated once per version
    (derived_cache)."""
    from .derived_cache import cached
    files = (resource_path("cards.json"), resource_path("card_effects.json"), resource_path("card_review.json"))
    return CardDatabase(cached("cards", files, lambda: load_card_file(*files)))
