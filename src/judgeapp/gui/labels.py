"""How objects are named on screen. Card text comes from files: always shown as plain text."""

from __future__ import annotations

from typing import NamedTuple

from PySide6.QtCore import QCoreApplication

from ..core import messages
from ..core.cards import CardDatabase, builtin_cards
from ..core.conditions import has_haste
from ..core.context import Context
from ..core.payment import land_types_now
from ..core.errors import UnknownCardError
from ..core.state import CardObject, GameState, StackItem, Target
from .plain import path_text


def tr(text: str) -> str:
    return QCoreApplication.translate("", text)


def refusal_text(err: Exception, places: bool = True, fields: dict[str, str] | None = None) -> str:
    """Why a value, an edit or a file was refused, one line per problem, in the interface's
    language (the words of an error the core doesn't word, an OS error's, as they are); without
    the places (a file's paths, "mana_pool") when the value is the one field the user typed in,
    or with each place named as the dialog labels its field (`fields`: path -> label)."""
    from ..core.errors import Said, ScenarioError
    from ..core.scenario import validation_text
    from .i18n import app_translations
    lang = app_translations().lang
    said = getattr(err, "said", None)
    if isinstance(err, ScenarioError):
        return err.text(lang)
    if isinstance(said, Said):
        return said.text(lang)
    return validation_text(err, lang, places, fields) if isinstance(err, ValueError) else str(err)


def unknown_card_text(err: UnknownCardError, lang: str = "en") -> str:
    """Why a typed name found no card, in the reader's language, in the interface's words (the
    core's, UnknownCardError.said, name the command line's command): the nearest names (listed as
    the language lists), else where the card could come from, by its menu."""
    if err.suggestions:
        return tr("Unknown card: {name}. Did you mean {names}?").format(
            name=err.name, names=messages.listed(err.suggestions, lang))
    if err.store_problem is not None:
        return tr("Unknown card: {name}. The imported card set in {path} can't be read ({problem}). Import it again "
                  "(File ▸ Card database), or delete the file to use only the bundled cards.").format(
            name=err.name, path=path_text(err.store_problem.path), problem=err.store_problem.problem)
    if err.imported:
        return tr("Unknown card: {name}. It is neither among the bundled cards nor in the imported card set: add it "
                  "with Edit ▸ Custom card….").format(name=err.name)
    return tr("Unknown card: {name}. It is not among the bundled cards: import the full card set (File ▸ Card "
              "database), or add it with Edit ▸ Custom card….").format(name=err.name)


def card_name(db: CardDatabase, name: str, lang: str = "en") -> str:
    if name in db:
        card = db.get(name)
        return card.name_in(lang) if lang != "en" else card.name
    return name


def chosen_names_text(obj: CardObject, db: CardDatabase, lang: str) -> str:
    """The names chosen for an object (Pithing Needle's, a hidden agenda's), each card's as the
    reader's language prints it, listed as the language lists them."""
    return messages.listed([card_name(db, name, lang) for name in obj.chosen_names], lang)


class BoardGiven(NamedTuple):
    """What effects on the board make of a permanent that its card and its own marks don't say:
    haste that lets it attack and tap although it is summoning sick (302.6, 702.10: Lightning
    Greaves, Fervor, its own keyword), the land types it has now (305.7: Spreading Seas), and
    whether a Licid is an Aura now (205.1a)."""
    haste: bool = False
    land_types: tuple[str, ...] | None = None
    aura: bool = False


_board_context: list = [None, None]     # the last (state, Context): its evaluation and its rows share it


def board_context(state: GameState) -> Context:
    """One Context per board state, with the bundled cards (the Context adds the board's own):
    the document evaluates the board in it and every row drawn reads it, so the effects in force,
    the objects' places and the mana sources an edit's evaluation worked out are not worked out
    again for the rows it redraws."""
    if _board_context[0] is not state:
        _board_context[:] = [state, Context(state, builtin_cards())]
    ctx: Context = _board_context[1]
    return ctx


def board_given(obj: CardObject, db: CardDatabase, state: GameState | None) -> BoardGiven:
    """BoardGiven for a permanent of this board; nothing for one elsewhere, or without a board."""
    if state is None or obj.card not in db:
        return BoardGiven()
    ctx = board_context(state)
    found = ctx.where(obj.id)
    if found is None or found[1] != "battlefield":
        return BoardGiven()
    return BoardGiven(haste=obj.summoning_sick and not obj.haste and has_haste(ctx, obj),
                      land_types=land_types_now(ctx, obj),
                      aura=any(e.source_object == obj.id for e in state.effects) and ctx.became_aura(obj))


def object_label(obj: CardObject, db: CardDatabase, lang: str = "en", state: GameState | None = None,
                 given: BoardGiven | None = None) -> str:
    """A row's words; `given` is board_given's answer for it where the caller has it already."""
    parts = [card_name(db, obj.card, lang)]
    if obj.face_down:
        parts.append(tr("[face down: {how}]").format(how=messages.word(obj.face_down.value, lang)))
    if obj.tapped:
        parts.append(tr("(tapped)"))
    if obj.summoning_sick:
        parts.append(tr("(summoning sick)"))
    if obj.haste or (board_given(obj, db, state) if given is None else given).haste:
        parts.append(tr("(haste)"))
    if obj.commander:
        parts.append(tr("(commander)"))
    if obj.chosen_color:
        parts.append(tr("(chosen color: {color})").format(color=messages.word(f"color_{obj.chosen_color}", lang)))
    if obj.attacking:
        parts.append(tr("(attacking)"))
    if obj.play_permission:
        parts.append(tr("(playable by {pid})").format(pid=obj.play_permission.player))
    for name, amount in sorted(obj.counters.items()):
        parts.append(f"{{{counter_name(name, lang)}{messages.colon(lang)}{amount}}}")     # "{time: 4}", "{時間：4}"
    if obj.unlocked:
        parts.append(tr("unlocked: {doors}").format(doors=doors_text(obj.unlocked, lang)))
    if obj.owner:
        parts.append(tr("owner {owner}").format(owner=obj.owner))
    if obj.attached_to:
        parts.append(tr("attached to {target}").format(target=attached_name(obj.attached_to, db, lang, state)))
    if obj.foretold:
        parts.append(tr("foretold"))
    if obj.plotted:
        parts.append(tr("plotted"))
    if obj.chosen_names:
        parts.append(tr("named {names}").format(names=chosen_names_text(obj, db, lang)))
    return " ".join(parts)


_NAMED_COUNTERS = frozenset({"time"})      # the kinds the catalogs name ("counter:time")


def counter_name(kind: str, lang: str) -> str:
    """A kind of counter as the reader's language names it ("time" is 時間 in Japanese); a kind the
    judge typed stays as typed."""
    return messages.word(f"counter:{kind}", lang) if kind in _NAMED_COUNTERS else kind


def doors_text(doors: tuple[str, ...], lang: str) -> str:
    """A Room's unlocked doors in the reader's language ("sinistra, destra"; Japanese "左、右")."""
    return messages.word(doors, lang)


def attached_name(target: str, db: CardDatabase, lang: str, state: GameState | None) -> str:
    """What an object is attached to, by its card's name when the board holds it, else its id."""
    where = state.locate(target) if state is not None else None
    return card_name(db, where[2].card, lang) if where else target


def spell_name(db: CardDatabase, card: str | None, face: int = 0, lang: str = "en") -> str:
    """A spell's name as it was cast, in the reader's language: for a card with two faces, the
    face's (CardDef.face_cast)."""
    if card is None:
        return tr("ability")
    return db.get(card).face_cast(face).name_in(lang) if card in db else card


def stack_label(item: StackItem, db: CardDatabase, lang: str = "en", state: GameState | None = None) -> str:
    what = spell_name(db, item.card, item.face, lang)
    if item.face_down:
        what = tr("face-down spell")
    kind = tr("copy") if item.copy else tr("spell") if item.kind == "spell" else tr("ability")
    text = f" — {item.text}" if item.text else ""
    targets = "".join(f" → {target_label(t, db, lang, state)}" for t in item.targets) if state is not None else ""
    if item.card is None and item.kind == "ability":     # no source (901.8's planeswalking ability): "ability (A)"
        return messages.cited(what, item.controller, lang) + text + targets
    return messages.cited(what, messages.listed((kind, item.controller), lang), lang) + text + targets


def target_label(target: Target, db: CardDatabase, lang: str, state: GameState) -> str:
    """What a target is, as the players at the table see it: "face-down creature (A)"."""
    if target.kind == "player":
        return tr("player {pid}").format(pid=target.id)
    if target.kind == "stack":
        item = next((s for s in state.stack if s.id == target.id), None)
        return tr("{what} on the stack").format(what=spell_name(db, item.card, item.face, lang) if item else tr("ability"))
    found = state.locate(target.id)
    if found is None:
        return target.id
    holder, _zone, obj = found
    what = tr("face-down creature") if obj.face_down else card_name(db, obj.card, lang)
    return messages.cited(what, holder.id, lang)


def card_text(obj: CardObject, db: CardDatabase) -> str:
    """What a card says (name, cost, type line, Oracle text), as plain text."""
    if obj.card not in db:
        return obj.card
    card = db.get(obj.card)
    lines = [card.name, card.type_line]
    if card.printed_cost:
        lines.insert(1, card.printed_cost)
    if card.oracle_text:
        lines.append(card.oracle_text)
    return "\n".join(lines)


class ObjectLook(NamedTuple):
    """What the board draws for an object: the judge's view (a face-down card shows what it is)."""

    name: str             # printed name in the user's language
    cost: str             # Oracle notation, drawn as mana symbols
    details: str          # type line, power/toughness, counters, attachments, ownership
    tapped: bool
    face_down: str        # "face down (morph)" in the user's language, or ""
    marks: tuple          # ActionKind values drawn as small badges: foretold, plotted, unlocked doors


def _face(obj: CardObject, db: CardDatabase):
    card = db.get(obj.card)
    return card, (card.faces[obj.face] if card.faces and obj.face < len(card.faces) else card)


# The type line of a permanent that "becomes an Aura enchantment" (a Licid): type lines are the
# card data's, in English.
AURA_TYPE_LINE = "Enchantment — Aura"


def object_look(obj: CardObject, db: CardDatabase, lang: str, state: GameState | None = None,
                given: BoardGiven | None = None) -> ObjectLook:
    parts: list[str] = []
    given = board_given(obj, db, state) if given is None else given
    if obj.card in db:
        card, face = _face(obj, db)
        # The cost of the face that is up (712.8d-f: a land back face has none); a split card's
        # halves' (709.4), but a Room on the battlefield has only its unlocked doors' (709.5).
        cost = card.printed_cost if card.is_split else face.mana_cost
        if card.is_room and state is not None and (found := board_context(state).where(obj.id)) \
                and found[1] == "battlefield":
            cost = " // ".join(door.mana_cost for door in card.unlocked_doors(obj.unlocked) if door.mana_cost)
        type_line = face.type_line or card.type_line
        if given.land_types is not None:     # "Land — Island" for a Stomping Ground under Spreading Seas (305.7)
            type_line = f"{type_line.split('—')[0].strip()} — {' '.join(given.land_types)}"
        if given.aura:
            parts.append(AURA_TYPE_LINE)        # a Licid while its effect lasts (205.1a): no power
        elif face.power is not None and face.toughness is not None:
            parts += [type_line, f"{face.power}/{face.toughness}"]
        elif face.loyalty is not None and "loyalty" not in obj.counters:
            parts += [type_line, tr("loyalty {n}").format(n=face.loyalty)]   # as it enters (306.5b)
        else:
            parts.append(type_line)
    else:
        cost = ""
    for counter, amount in sorted(obj.counters.items()):
        # its loyalty is its loyalty counters (306.5b): said once, as the printed one is
        parts.append(tr("loyalty {n}").format(n=amount) if counter == "loyalty" else f"{counter_name(counter, lang)} ×{amount}")
    if obj.summoning_sick:
        parts.append(tr("summoning sick"))
    if obj.haste or given.haste:
        parts.append(tr("haste"))
    if obj.commander:
        parts.append(tr("commander"))
    if obj.chosen_color:
        parts.append(tr("chosen color: {color}").format(color=messages.word(f"color_{obj.chosen_color}", lang)))
    if obj.attacking:
        parts.append(tr("attacking"))
    if obj.activated_this_turn:
        parts.append(tr("ability activated this turn"))
    if obj.attached_to:
        parts.append(tr("attached to {target}").format(target=attached_name(obj.attached_to, db, lang, state)))
    if obj.owner:
        parts.append(tr("owner {owner}").format(owner=obj.owner))
    if obj.play_permission:
        parts.append(tr("(playable by {pid})").format(pid=obj.play_permission.player))
    if obj.unlocked:
        parts.append(tr("unlocked: {doors}").format(doors=doors_text(obj.unlocked, lang)))
    if obj.chosen_names:
        parts.append(tr("named {names}").format(names=chosen_names_text(obj, db, lang)))
    marks = tuple(m for m, on in (("foretell", obj.foretold), ("plot", obj.plotted), ("unlock", bool(obj.unlocked)))
                  if on)
    how = tr("face down ({how})").format(how=messages.word(obj.face_down.value, lang)) if obj.face_down else ""
    if obj.face_down and obj.card in db and db.get(obj.card).has_type("Conspiracy"):
        how = tr("face down")       # a conspiracy with hidden agenda (702.106): no "how" to tell
    return ObjectLook(card_name(db, obj.card, lang), cost, " · ".join(p for p in parts if p), obj.tapped, how, marks)
