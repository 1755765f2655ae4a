"""The context menu of a card on the board, and the keys that do the same from the keyboard:
move to a zone, tap, face down (and how), counters, doors, owner, attach, chosen name, remove."""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication, QObject, QT_TRANSLATE_NOOP
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QMenu

from ..core import activation, cast_cost, cast_triggers, edits, messages, payment, sequence, triggers
from ..core.context import Context
from ..core.conditions import castable_faces
from ..core.mana_abilities import COLORS
from ..core.state import ZONES, FaceDownHow
from .dialogs import Prompts
from .document import Document
from .labels import counter_name, object_label, refusal_text, spell_name
from .plain import CARD_CHARS, menu_text, shortened, tooltip

ZONE_KEYS = {"hand": "H", "battlefield": "B", "graveyard": "G", "exile": "E", "command": "C",
             "outside_game": "O", "library_top": "L", "phased_out": "P"}
ZONE_NAMES = {"hand": QT_TRANSLATE_NOOP("zones", "Hand"), "battlefield": QT_TRANSLATE_NOOP("zones", "Battlefield"),
              "graveyard": QT_TRANSLATE_NOOP("zones", "Graveyard"), "exile": QT_TRANSLATE_NOOP("zones", "Exile"),
              "command": QT_TRANSLATE_NOOP("zones", "Command zone"),
              "outside_game": QT_TRANSLATE_NOOP("zones", "Outside the game"),
              "library_top": QT_TRANSLATE_NOOP("zones", "Library (top)"),
              "phased_out": QT_TRANSLATE_NOOP("zones", "Phased out")}


def _short(text: str) -> str:
    """An ability's words for a menu: whole up to 64 characters, else cut at a word and "…"; an
    "&" shown as itself, not taken for a shortcut letter's mark."""
    return menu_text(text if len(text) <= 64 else text[:64].rsplit(" ", 1)[0] + "…")


def zone_name(zone: str) -> str:
    return QCoreApplication.translate("zones", ZONE_NAMES[zone])


class ObjectMenu(QObject):
    def __init__(self, document: Document, prompts: Prompts, db_source, lang=lambda: "en", report=lambda _text: None):
        super().__init__()
        self.document, self.prompts, self._db, self._lang, self._report = document, prompts, db_source, lang, report

    def _edit(self, new_state, text: str) -> None:
        self.document.edit(new_state, text)

    def _update(self, obj_id: str, text: str, **changes) -> None:
        """Change an object; a value the board can't hold (say, 2,000,000 counters) is refused
        with the reason, and the board stays as it was."""
        try:
            changed = edits.update_object(self.document.state, obj_id, **changes)
        except ValueError as err:
            self.prompts.error(self.tr("Not changed"), refusal_text(err))
            return
        self._edit(changed, text)

    def move(self, obj_id: str, pid: str, zone: str) -> None:
        self._edit(edits.move_object(self.document.state, obj_id, pid, zone),
                   self.tr("Move to {zone}").format(zone=zone_name(zone)))

    def toggle_tapped(self, obj_id: str) -> None:
        obj = self.document.state.locate(obj_id)[2]
        self._update(obj_id, self.tr("Untap") if obj.tapped else self.tr("Tap"), tapped=not obj.tapped)

    def toggle_face_down(self, obj_id: str) -> None:
        """Face down the way the card itself allows (disguise, megamorph, morph), else "other"
        (turned face down by an effect); face up again if it is face down."""
        obj = self.document.state.locate(obj_id)[2]
        how = None
        if obj.face_down is None:
            card = self._db().get(obj.card) if obj.card in self._db() else None
            how = next((h for h in (FaceDownHow.DISGUISE, FaceDownHow.MEGAMORPH, FaceDownHow.MORPH)
                        if card is not None and getattr(card, h.value)), FaceDownHow.OTHER)
        self._update(obj_id, self.tr("Set face down"), face_down=how)

    def counter_kind(self, obj_id: str) -> str:
        """The counter + and - change: the kind it has (time counters on a suspended card), else +1/+1."""
        _holder, zone, obj = self.document.state.locate(obj_id)
        if obj.counters:
            return sorted(obj.counters)[0]
        return "time" if zone == "exile" else "+1/+1"

    def add_counter(self, obj_id: str, delta: int) -> None:
        obj = self.document.state.locate(obj_id)[2]
        kind = self.counter_kind(obj_id)
        counters = dict(obj.counters)
        counters[kind] = counters.get(kind, 0) + delta
        if counters[kind] <= 0:
            del counters[kind]
        if counters != dict(obj.counters):
            self._update(obj_id, self.tr("Set counters"), counters=counters)

    def move_to_next_zone(self, obj_id: str) -> None:
        """The same player's next zone, in the order the board lists them (N); phased out is not
        a zone (702.26d), so a phased-out permanent goes on from the battlefield."""
        holder, zone, _obj = self.document.state.locate(obj_id)
        order = [z for z in ZONES if z != "phased_out"]
        at = order.index("battlefield" if zone == "phased_out" else zone)
        self.move(obj_id, holder.id, order[(at + 1) % len(order)])

    def toggle_phased(self, obj_id: str) -> None:
        """Phase a permanent out, or in again, with what is attached to it (702.26g)."""
        holder, zone, _obj = self.document.state.locate(obj_id)
        phasing_out = zone == "battlefield"
        self._edit(edits.move_object(self.document.state, obj_id, holder.id, "phased_out" if phasing_out else "battlefield"),
                   self.tr("Phase out") if phasing_out else self.tr("Phase in"))

    def remove(self, obj_id: str) -> None:
        self._edit(edits.remove_object(self.document.state, obj_id), self.tr("Remove card"))

    def cast(self, obj_id: str, face: int = 0, face_down: bool = False) -> None:
        """The card's holder casts it from where it is (601.2a): onto the stack, and they receive
        priority (117.3c); the status bar asks for its targets, if its words choose any, to be set
        with Edit… under the stack."""
        state = self.document.state
        holder, zone, obj = state.locate(obj_id)
        # Face up: what the board says of casting it now from where it is (601.3), said after the cast.
        objection = None if face_down else sequence.cast_objection(state, obj_id, face, self._db())
        # Its cost paid with the board's mana, where the board knows it (601.2f-h, 118.3).
        paying = cast_cost.pay_to_cast(state, obj_id, face, face_down, self._db())
        try:
            new_state, item_id = sequence.cast_card(paying.state, obj_id, self._db(), face=face, face_down=face_down)
        except ValueError as err:
            self.prompts.error(self.tr("Not cast"), refusal_text(err))
            return
        # What paying set off goes on the stack above it (City of Brass, Exquisite Blood, 603.2).
        set_off, unread, adding = triggers.paying(state, paying.state, holder.id, self._db())
        new_state = triggers.in_apnap_order(new_state, set_off)
        self._edit(new_state, self.tr("Cast a spell"))
        item = next(i for i in new_state.stack if i.id == item_id)
        lang = self._lang()
        what = self.tr("a face-down spell") if face_down else spell_name(self._db(), item.card, item.face, lang)
        cast_said = messages.happened([("cast", {"player": holder.id, "what": what})], lang)
        said = [*([paying.additional] if paying.additional else []), *cast_triggers.said(paying.state, new_state),
                *sequence.targets_to_set(paying.state, new_state, self._db()),
                *cast_triggers.not_read(new_state, item_id, self._db(), zone), *([paying.unpaid] if paying.unpaid else []),
                *triggers.not_put_on(unread, adding)]
        if objection is not None:
            said.append(("cast_not_legal_now", {"player": holder.id, "rule": objection.rule,
                                                 "reason": messages.check_text(objection, lang)}))
        paid = messages.paid_words(holder.id, paying.cost, paying.parts, lang)
        self._report(messages.sentences([t for t in (cast_said, paid, messages.happened(said, lang)) if t], lang))

    def activate(self, obj_id: str, index: int) -> None:
        """Its controller activates the object's `index`th ability (602.2): onto the stack with
        its costs paid where the board can, and they receive priority (117.3c); the status bar
        says what paid, what is left to the judge, asks for its targets, and says what the board
        shows against activating it now."""
        state = self.document.state
        try:
            done = activation.activate(state, obj_id, index, self._db())
        except ValueError as err:
            self.prompts.error(self.tr("Not activated"), refusal_text(err))
            return
        self._edit(done.state, self.tr("Activate an ability"))
        item = next(i for i in done.state.stack if i.id == done.item_id)
        lang = self._lang()
        activated = messages.happened([("activated", {"player": item.controller, "card": item.card})], lang)
        paid = messages.paid_words(item.controller, done.cost, done.parts, lang)
        rest = [*done.said, *sequence.targets_to_set(state, done.state, self._db()),
                *([done.objection] if done.objection else [])]
        self._report(messages.sentences([t for t in (activated, paid, messages.happened(rest, lang)) if t], lang))

    def tap_for_mana(self, obj_id: str, mana: str, ability) -> None:
        """Its controller activates a mana ability of the permanent (605.3a-b): tapped (a card in a
        hand exiled), the mana in their pool; the status bar says so, and what the board shows
        against it now (payment.tap_objection)."""
        state = self.document.state
        holder, _zone, obj = state.locate(obj_id)
        if payment.pool_short(state, obj_id, ability):        # a Signet's {1}, with nothing in the pool
            self._report(messages.happened([("mana_ability_unpaid", {
                "player": holder.id, "card": obj.card, "cost": ability.costs, "pool": holder.mana_pool or "—"})],
                self._lang()))
            return
        why = payment.tap_objection(Context(state, self._db()), obj_id, ability)
        tapped = payment.tap_for_mana(state, obj_id, mana, ability)
        # What tapping it set off (City of Brass's "Whenever … becomes tapped", a pain land's damage
        # for Exquisite Blood, 603.2) goes on the stack now: its controller holds priority (117.5).
        set_off, unread, adding = triggers.paying(state, tapped, holder.id, self._db())
        after = triggers.in_apnap_order(tapped, set_off)
        self._edit(after, self.tr("Exile for mana") if ability.from_hand else self.tr("Tap for mana"))
        said = [("exiled_for_mana" if ability.from_hand else "tapped_for_mana", {
            "player": holder.id, "card": obj.card, "mana": mana, "pool": after.player(holder.id).mana_pool})]
        if ability.costs:
            said.append(("mana_ability_paid", {"player": holder.id, "cost": ability.costs}))
        life, damage = payment.tap_costs(ability, mana)
        if life:            # "{T}, Pay 1 life: Add …"
            said.append(("mana_ability_life", {"player": holder.id, "life": life,
                                               "total": after.player(holder.id).life}))
        if damage:          # a pain land's colored mana
            said.append(("mana_ability_damage", {"player": holder.id, "card": obj.card, "damage": damage,
                                                 "life": after.player(holder.id).life}))
        if len(after.stack) > len(tapped.stack):
            said.append(("triggered", {"cards": [item.card for item in after.stack[len(tapped.stack):]]}))
        said += triggers.not_put_on(unread, adding)      # Heartbeat of Spring's mana (605.1b)
        if why is not None:
            said.append(("activate_not_legal_now", {"player": holder.id, "rule": why[0], "why": (why[1], why[2])}))
        self._report(messages.happened(said, self._lang()))

    def _mana_actions(self, obj_id: str, menu: QMenu, zone: str) -> bool:
        """Tap for mana: what each of the permanent's mana abilities the board reads can add; for a
        card in a hand, Exile for mana (Simian Spirit Guide)."""
        choices = payment.mana_choices(Context(self.document.state, self._db()), obj_id)
        if choices:
            sub = menu.addMenu(self.tr("Exile for mana (605.3a)") if zone == "hand" else self.tr("Tap for mana (605.3a)"))
            for mana, ability in choices:
                life, damage = payment.tap_costs(ability, mana)
                if ability.costs:
                    label = self.tr("Add {mana}, paying {cost} from the mana pool").format(mana=mana, cost=ability.costs)
                elif life:
                    label = self.tr("Add {mana}, paying %n life (119.4)", "", life).format(mana=mana)
                elif damage:
                    label = self.tr("Add {mana}, taking %n damage (120.3a)", "", damage).format(mana=mana)
                else:
                    label = self.tr("Add {mana}").format(mana=mana)
                sub.addAction(label).triggered.connect(
                    lambda _c=False, m=mana, a=ability: self.tap_for_mana(obj_id, m, a))
        return bool(choices)

    def _activate_actions(self, obj_id: str, obj, zone: str, menu: QMenu) -> bool:
        """Activate: each activated ability the object has now where it is (a permanent's; cycling
        in a hand, unearth in a graveyard: 113.6), mana abilities aside (605.3b), by its words
        (shortened in the menu; whole in its tooltip, with a keyword's meaning and rule)."""
        found = activation.abilities(Context(self.document.state, self._db()), obj)
        if not found:
            return False
        sub = menu.addMenu(self.tr("Activate"))
        sub.setToolTipsVisible(True)
        for index, ability in enumerate(found):
            action = sub.addAction(_short(ability.text))
            action.setToolTip(tooltip(ability.text if ability.words == ability.text else
                                      f"{ability.text} — {ability.words} ({ability.rule})"))
            action.triggered.connect(lambda _c=False, i=index: self.activate(obj_id, i))
        limited = [a for a in found if a.limited_per_turn]
        if limited:
            rules = ", ".join(sorted({a.limit_rule for a in limited if a.limit_rule}))
            done = menu.addMenu(self.tr("Activated this turn ({rules})").format(rules=rules))
            done.setToolTipsVisible(True)
            for ability in limited:
                action = done.addAction(_short(ability.text))
                action.setToolTip(tooltip(f"{ability.text} ({ability.limit_rule})"))
                action.setCheckable(True)
                action.setChecked(ability.text in obj.activated_this_turn)
                action.triggered.connect(lambda on, t=ability.text: self._activated(obj_id, t, on))
        return True

    def _activated(self, obj_id: str, line: str, on: bool) -> None:
        """Mark one of its abilities activated this turn, or not, as the judge saw it (602.5b, 606.3,
        702.57b)."""
        lines = self.document.state.locate(obj_id)[2].activated_this_turn
        lines = (*lines, line) if on else tuple(t for t in lines if t != line)
        self._update(obj_id, self.tr("Set activated this turn"), activated_this_turn=lines)

    def _cast_actions(self, obj_id: str, card, menu: QMenu) -> None:
        """Cast, for a card that isn't a land: each face that can be cast by its name (715.3,
        712.11b, 709.3), and face down if it has morph or disguise (702.37c, 702.168a)."""
        faces = card.faces if card.is_room else castable_faces(card)     # a Room: either door (709.3)
        if not faces:
            return
        whole = card.faces if card.faces else (card,)
        for face in faces:
            index = whole.index(face) if card.faces else 0
            text = self.tr("Cast") if len(faces) == 1 else self.tr("Cast {face}").format(
                face=menu_text(shortened(face.name_in(self._lang()), menu.fontMetrics(), CARD_CHARS)))
            menu.addAction(text).triggered.connect(lambda _c=False, i=index: self.cast(obj_id, i))
        if card.morph or card.megamorph or card.disguise:
            menu.addAction(self.tr("Cast face down")).triggered.connect(lambda: self.cast(obj_id, face_down=True))
        menu.addSeparator()

    def build(self, obj_id: str, menu: QMenu) -> None:
        found = self.document.state.locate(obj_id)
        if found is None:
            return
        holder, zone, obj = found
        if zone != "battlefield" and obj.card in self._db():
            self._cast_actions(obj_id, self._db().get(obj.card), menu)
        if obj.card in self._db():
            mana = ((zone == "battlefield" and not obj.tapped) or zone == "hand") and \
                self._mana_actions(obj_id, menu, zone)
            if self._activate_actions(obj_id, obj, zone, menu) or mana:
                menu.addSeparator()
        move_menu = menu.addMenu(self.tr("Move to"))
        for player in self.document.state.players:
            named = player.id + (f" — {player.name}" if player.name else "")
            sub = move_menu.addMenu(menu_text(shortened(named, move_menu.fontMetrics())))
            for target in ZONES:
                action = sub.addAction(zone_name(target))
                if player.id == holder.id:
                    action.setShortcut(QKeySequence(ZONE_KEYS[target]))
                action.triggered.connect(lambda _c=False, p=player.id, z=target: self.move(obj_id, p, z))
        following = menu.addAction(self.tr("Move to the next zone"))
        following.setShortcut(QKeySequence("N"))
        following.triggered.connect(lambda: self.move_to_next_zone(obj_id))
        tap = menu.addAction(self.tr("Untap") if obj.tapped else self.tr("Tap"))
        tap.setShortcut(QKeySequence("T"))
        tap.triggered.connect(lambda: self.toggle_tapped(obj_id))
        flip = menu.addAction(self.tr("Turn face up") if obj.face_down else self.tr("Turn face down"))
        flip.setShortcut(QKeySequence("F"))
        flip.triggered.connect(lambda: self.toggle_face_down(obj_id))
        face = menu.addMenu(self.tr("Face down"))
        for how in [None, *FaceDownHow]:
            action = face.addAction(self.tr("Face up") if how is None else messages.word(how.value, self._lang()))
            action.setCheckable(True)
            action.setChecked(obj.face_down == how)
            action.triggered.connect(lambda _c=False, h=how: self._update(obj_id, self.tr("Set face down"), face_down=h))
        if zone in ("battlefield", "phased_out"):
            phase = menu.addAction(self.tr("Phase out (702.26)") if zone == "battlefield" else self.tr("Phase in (702.26)"))
            phase.setToolTip(self.tr("A phased-out permanent is treated as though it doesn't exist (702.26b); "
                                     "what is attached to it phases out and in with it (702.26g)."))
            phase.triggered.connect(lambda: self.toggle_phased(obj_id))
        if zone == "battlefield":
            sick = menu.addAction(self.tr("Summoning sick (302.6)"))
            sick.setCheckable(True)
            sick.setChecked(obj.summoning_sick)
            sick.triggered.connect(lambda on: self._update(obj_id, self.tr("Set summoning sick"), summoning_sick=on))
            haste = menu.addAction(self.tr("Haste from an effect (702.10)"))
            haste.setCheckable(True)
            haste.setChecked(obj.haste)
            haste.triggered.connect(lambda on: self._update(obj_id, self.tr("Set haste"), haste=on))
            if self.document.state.step.has_attackers:       # declared as the declare attackers step begins
                attacking = menu.addAction(self.tr("Attacking (508.1)"))
                attacking.setCheckable(True)
                attacking.setChecked(obj.attacking)
                attacking.triggered.connect(lambda on: self._update(obj_id, self.tr("Set attacking"), attacking=on))
        commander = menu.addAction(self.tr("Commander (903.3)"))
        commander.setCheckable(True)
        commander.setChecked(obj.commander)
        commander.setToolTip(self.tr("Its owner's commander, in every zone: \"your commander's color identity\" "
                                     "(Command Tower) is this card's (903.4)."))
        commander.triggered.connect(lambda on: self._update(obj_id, self.tr("Set commander"), commander=on))
        playable = menu.addMenu(self.tr("Playable this turn by (an effect allows it)"))
        for pid in [None, *self.document.state.player_ids()]:
            action = playable.addAction(self.tr("nobody") if pid is None
                                        else menu_text(shortened(pid, playable.fontMetrics())))
            action.setCheckable(True)
            action.setChecked((obj.play_permission.player if obj.play_permission else None) == pid)
            action.triggered.connect(lambda _c=False, p=pid: self._update(
                obj_id, self.tr("Set play permission"),
                play_permission=None if p is None else {"player": p, "until_turn": self.document.state.turn}))
        menu.addAction(self.tr("Counters…")).triggered.connect(lambda: self._counters(obj_id))
        kind = self.counter_kind(obj_id)
        # (a kind a file names can be 10,000 characters long, or hold an "&")
        named = menu_text(shortened(counter_name(kind, self._lang()), menu.fontMetrics()))
        more = menu.addAction(self.tr("Add a time counter") if kind == "time" else
                              self.tr("Add a {kind} counter").format(kind=named))
        more.setShortcut(QKeySequence("+"))
        more.triggered.connect(lambda: self.add_counter(obj_id, 1))
        if obj.counters:
            fewer = menu.addAction(self.tr("Remove a time counter") if kind == "time" else
                                   self.tr("Remove a {kind} counter").format(kind=named))
            fewer.setShortcut(QKeySequence("-"))
            fewer.triggered.connect(lambda: self.add_counter(obj_id, -1))
        card = self._db().get(obj.card) if obj.card in self._db() else None
        if card is not None and card.is_room:
            doors = menu.addMenu(self.tr("Doors"))
            for door in ("left", "right"):
                action = doors.addAction(self.tr("{door} unlocked").format(door=messages.word(door, self._lang())))
                action.setCheckable(True)
                action.setChecked(door in obj.unlocked)
                action.triggered.connect(lambda on, d=door: self._door(obj_id, d, on))
        owner = menu.addMenu(self.tr("Owner"))
        for player in self.document.state.players:
            action = owner.addAction(menu_text(shortened(player.id, owner.fontMetrics())))
            action.setCheckable(True)
            action.setChecked((obj.owner or holder.id) == player.id)
            action.triggered.connect(lambda _c=False, p=player.id, h=holder.id:
                                     self._update(obj_id, self.tr("Set owner"), owner=None if p == h else p))
        menu.addAction(self.tr("Attach to…")).triggered.connect(lambda: self._attach(obj_id))
        menu.addAction(self.tr("Chosen name…")).triggered.connect(lambda: self._chosen_name(obj_id))
        if zone == "battlefield":       # "As Utopia Sprawl enters, choose a color."
            chosen = menu.addMenu(self.tr("Chosen color"))
            for color in (None, *COLORS):
                action = chosen.addAction(self.tr("none") if color is None else messages.word(f"color_{color}", self._lang()))
                action.setCheckable(True)
                action.setChecked(obj.chosen_color == color)
                action.triggered.connect(lambda _c=False, c=color: self._update(obj_id, self.tr("Set chosen color"),
                                                                                chosen_color=c))
        if zone == "exile":
            for flag, label in (("foretold", self.tr("Foretold")), ("plotted", self.tr("Plotted"))):
                action = menu.addAction(label)
                action.setCheckable(True)
                action.setChecked(getattr(obj, flag))
                action.triggered.connect(lambda on, f=flag, text=label: self._update(obj_id, self.tr("Set {flag}").format(flag=text),
                                                                           **{f: on, f"{f}_turn": self.document.state.turn if on else None}))
        if zone == "outside_game":
            action = menu.addAction(self.tr("Chosen companion"))
            action.setCheckable(True)
            action.setChecked(holder.companion == obj_id)
            action.triggered.connect(lambda on: self._edit(
                edits.update_player(self.document.state, holder.id, companion=obj_id if on else None),
                self.tr("Set companion")))
        menu.addSeparator()
        remove = menu.addAction(self.tr("Remove"))
        remove.setShortcut(QKeySequence(QKeySequence.StandardKey.Delete))
        remove.triggered.connect(lambda: self.remove(obj_id))

    def _counters(self, obj_id: str) -> None:
        obj = self.document.state.locate(obj_id)[2]
        counters = self.prompts.counters(dict(obj.counters))
        if counters is not None:
            self._update(obj_id, self.tr("Set counters"), counters=counters)

    def _door(self, obj_id: str, door: str, on: bool) -> None:
        obj = self.document.state.locate(obj_id)[2]
        doors = set(obj.unlocked) | {door} if on else set(obj.unlocked) - {door}
        self._update(obj_id, self.tr("Set doors"), unlocked=tuple(sorted(doors)))

    def _attach(self, obj_id: str) -> None:
        """Choose the permanent to attach to by what the table sees ("Grizzly Bears (B)"; the same
        label twice is numbered in board order: "Plains (A) #2"), or nothing."""
        state, db, lang = self.document.state, self._db(), self._lang()
        targets: dict[str, str] = {}
        for pid, other in state.permanents():
            if other.id != obj_id:
                label = base = messages.cited(object_label(other, db, lang, state), pid, lang)
                count = 1
                while label in targets:
                    count += 1
                    label = f"{base} #{count}"
                targets[label] = other.id
        attached = state.locate(obj_id)[2].attached_to
        current = next((i + 1 for i, target in enumerate(targets.values()) if target == attached), 0)
        choice = self.prompts.item(self.tr("Attach to"), self.tr("Permanent"), [self.tr("(nothing)"), *targets],
                                   current)
        if choice is not None:
            self._update(obj_id, self.tr("Attach"), attached_to=targets.get(choice))

    def _chosen_name(self, obj_id: str) -> None:
        obj = self.document.state.locate(obj_id)[2]
        text = self.prompts.text(self.tr("Chosen name"), self.tr("Card name(s), separated by ;"),
                                 "; ".join(obj.chosen_names))
        if text is not None:
            names = tuple(n.strip() for n in re.split("[;；]", text) if n.strip())   # (a Japanese keyboard types ；)
            self._update(obj_id, self.tr("Set chosen name"), chosen_names=names)
