"""The card panel: the selected or hovered card in full. Its name in the user's language (and
in English), mana cost as symbols, type line, power and toughness, Oracle text, the keyword
costs special actions use; for a face-down object, what its opponents see and what it really
is (708.2a). Everything from files is escaped: card text is shown, never interpreted."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication

from ..core import messages
from ..core.cards import CardDatabase
from ..core.state import FaceDownHow, GameState
from .labels import object_look
from .mana_icons import ManaTextBrowser, cost_img_html
from .object_menu import zone_name
from .view_settings import ViewSettings


def tr(text: str) -> str:
    return QCoreApplication.translate("", text)


# 708.2a: a face-down permanent is a 2/2 creature with no text, no name, no subtypes and no mana
# cost; disguise (702.168b) and cloak (701.58a) give it ward {2} as well.
WARDED = (FaceDownHow.DISGUISE, FaceDownHow.CLOAK)


def _text(text: str) -> str:
    """Oracle text: escaped, line breaks kept, mana symbols drawn."""
    return "<br>".join(cost_img_html(line) for line in text.split("\n"))


def _keyword_costs(face, lang: str) -> list[tuple[str, str]]:
    """The keyword abilities with a cost that special actions use, named in the user's language."""
    rows = [(field, messages.cost_text(getattr(face, field), lang)) for field in ("morph", "megamorph", "disguise", "foretell", "plot")
            if getattr(face, field, None)]
    if getattr(face, "suspend", None):
        rows.append(("suspend", f"{face.suspend.time_counters} — {messages.cost_text(face.suspend.cost, lang)}"))
    if getattr(face, "companion", None):
        rows.append(("companion", face.companion))
    rows += [(flag, "") for flag in ("flash", "split_second") if getattr(face, flag, False)]
    return [(messages.render("keywords", field, {}, lang), value) for field, value in rows]


def _face_block(face, lang: str) -> list[str]:
    parts = [f"<p><b>{escape(face.names.get(lang, face.name))}</b> {cost_img_html(face.mana_cost)}</p>"]
    line = escape(face.type_line)
    if face.power is not None and face.toughness is not None:
        line += f" — {escape(face.power)}/{escape(face.toughness)}"
    elif face.loyalty is not None:
        loyalty = tr("Loyalty")
        line += f" — {escape(loyalty)} {escape(face.loyalty)}"
    parts.append(f"<p><i>{line}</i></p>")
    if face.oracle_text:
        parts.append(f"<p>{_text(face.oracle_text)}</p>")
    return parts


def card_page(state: GameState, obj_id: str | None, db: CardDatabase, lang: str) -> str:
    """The panel's page for one object on the board (or a hint when there is none)."""
    found = state.locate(obj_id) if obj_id else None
    if found is None:
        return "<p>" + escape(tr("Select or point at a card on the board to read it in full.")) + "</p>"
    holder, zone, obj = found
    parts: list[str] = []
    look = object_look(obj, db, lang, state)
    if obj.face_down is not None and zone == "battlefield":
        seen = tr("A 2/2 face-down creature with no text, no name, no subtypes and no mana cost (708.2a).")
        if obj.face_down in WARDED:
            seen = tr("A 2/2 face-down creature with ward {2}, no name, no subtypes and no mana cost "
                      "(702.168b, 701.58a).")
        opponents = tr("What its opponents see")
        really = tr("What it is ({how})").format(how=messages.word(obj.face_down.value, lang))
        parts.append(f"<h4>{escape(opponents)}</h4><p>{_text(seen)}</p><h4>{escape(really)}</h4>")
    if obj.card in db:
        card = db.get(obj.card)
        english = f" <small>({escape(card.name)})</small>" if card.name_in(lang) != card.name else ""
        if card.faces:
            parts.append(f"<h3>{escape(card.name_in(lang))}{english}</h3>")
            for face in card.faces:
                parts.extend(_face_block(face, lang))
                parts.append("<hr>")
        else:
            parts.append(f"<h3>{escape(card.name_in(lang))}{english} {cost_img_html(card.mana_cost)}</h3>")
            parts.extend(_face_block(card, lang)[1:])
        costs = _keyword_costs(card.front, lang)
        if costs:
            heading = tr("Keyword abilities")
            parts.append(f"<h4>{escape(heading)}</h4><ul>")
            parts.extend(f"<li>{escape(name)}" + (f"{escape(messages.colon(lang))}{cost_img_html(value)}" if value else "") + "</li>"
                         for name, value in costs)
            parts.append("</ul>")
        if card.effects.from_oracle:      # a card no one curated: which of its lines the verdicts read
            heading = tr("What the verdicts read from its text")
            parts.append(f"<h4>{escape(heading)}</h4><ul>")
            parts.extend(f"<li>{cost_img_html(line)}</li>" for line in card.effects.from_oracle)
            parts.append("</ul>")
    else:
        unknown = tr("Not in the card database.")
        parts.append(f"<h3>{escape(obj.card)}</h3><p>{escape(unknown)}</p>")
    where = messages.fill(tr("{zone} of {pid}"), {"zone": zone_name(zone), "pid": holder.id}, lang)
    state_words = [where]
    if obj.tapped:
        state_words.append(tr("tapped"))
    if look.details:
        state_words.append(look.details)
    on_board = tr("On the board")
    parts.append(f"<h4>{escape(on_board)}</h4><p>{escape(' · '.join(state_words))}</p>")
    return "".join(parts)


class CardPanel(ManaTextBrowser):
    def __init__(self, document, db_source, settings: ViewSettings | None = None, parent=None):
        super().__init__(parent)
        self.document, self._db = document, db_source
        self.settings = settings or ViewSettings()
        self.setOpenLinks(False)
        self.setAccessibleName(tr("Card"))
        self.object_id: str | None = None
        self._shown = ""
        document.changed.connect(self.refresh)
        self.refresh()

    def show_object(self, obj_id: str | None) -> None:
        if obj_id:
            self.object_id = obj_id
            self.refresh()

    def refresh(self) -> None:
        html = card_page(self.document.state, self.object_id, self._db(), self.settings.lang)
        if html != self._shown:
            self._shown = html
            self.setHtml(html)
