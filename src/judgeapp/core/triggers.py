"""The triggered abilities a special action itself sets off (603.2), read from the cards' own
words, put on the stack before the player who took it receives priority again (117.5, 116.3), in
the order found (603.3b lets their controller order them: Up/Down on the stack):

- turning a permanent face up: its own "When [this] is turned face up" (Stratus Dancer), the
  controller's "another creature you control is turned face up" (Pine Walker) and, from their
  graveyard, abilities that return the card from it (Deathmist Raptor, 113.6m);
- unlocking a door: "When you unlock this door", and "When you fully unlock this Room" (709.5)
  and the player's "Whenever you fully unlock a Room" (eerie);
- playing a land: the land's own "When [this] enters" (603.6a), the controller's
  "Whenever a land you control enters" (Courser of Kruphix, landfall) and "Whenever you play a
  land" (Fastbond), any player's "Whenever a land enters" (Ankh of Mishra) and "Whenever a player
  plays a land", and an opponent's "Whenever an opponent plays a land" (Burgeoning) and "Whenever
  a land enters under an opponent's control";
- foretelling or plotting a card: "Whenever you foretell a card" (Dream Devourer), "Whenever you
  plot a card";
- foretelling, plotting from the hand or suspending a card, each of which exiles it from the hand
  (702.143a, 702.170a, 702.62a): "Whenever one or more cards are put into exile from your hand"
  (Ranar the Ever-Watchful);
- rolling the planar die (116.2i): "Whenever you roll one or more dice", a player's, an
  opponent's (901.9d; an ability about a result, "Whenever you roll a natural 20", ignores it);
- discarding a card that allows it (Circling Vultures, 116.2e): the player's "Whenever you discard a
  card" and "Whenever you cycle or discard a card", any player's "Whenever a player discards a
  card" and an opponent's "Whenever an opponent discards a card" (Megrim); so does each card
  discarded to pay a cost (Gathan Raiders' "Morph—Discard a card", an activated ability's), and
  cycling also sets off the cycled card's own "When you cycle this card" and "Whenever you cycle
  a card" (702.29c-d: discarding);
- sacrificing a permanent to pay a cost: its own "When [this] dies" (dying); the cards with a
  "Whenever you sacrifice …" ability are named for the judge;
- paying life, or taking a pain land's damage, to pay a cost: "Whenever an opponent loses life"
  (Exquisite Blood), "you", "a player" (losing_life, also for damage a resolving spell deals);
- tapping a permanent to pay a cost: its own "Whenever [this] becomes tapped" (City of Brass) and,
  tapped for mana, "Whenever you tap [this] for mana" (Forbidden Orchard); a land tapped for mana,
  any permanent's "Whenever a player taps a land for mana" (Manabarbs) (tapping).

What paying one cost set off goes on the stack together (paying), with what the action itself set off.

Each player's go on the stack in APNAP order: the active player's first, so the last player's
resolves first (603.3b). Each beginning is a whole condition, up to its comma, or one of several
joined by "or" (Ranar's "… from your hand or a spell or ability you control exiles …"): an ability
that begins the same way but asks more ("Whenever you play a land from your graveyard, …") isn't
put on the stack, and `not_read` names its card for the status bar. Their targets are the judge's to
set; abilities worded otherwise, too.
"""

from __future__ import annotations

import re
from typing import Any

from .patterns import lazy
from .cards import DOORS, CardDatabase, Face
from .context import Context
from .edits import abilities_on_stack
from .mana_abilities import adds_one_produced
from .state import CardObject, GameState, PlayerId
from .verdict import ActionKind, Option

_TRIGGER = lazy(r"^(?:whenever|when|at) ")
# An ability word before a triggered ability ("Landfall — ", "Eerie — "): it has no rules meaning
# (207.2c), so what triggers the ability is read after it.
_ABILITY_WORD = lazy(r"^[A-Za-z][A-Za-z' ]* — ")
_FACE_UP = "is turned face up"
_ANY_OF_YOURS = ("whenever a permanent you control is turned face up", "whenever a creature you control is turned face up")
# What starts an ability of a permanent the actor controls that an action sets off, for the
# actions whose trigger doesn't depend on which card it was.
_SET_OFF = {
    ActionKind.PLAY_LAND: ("whenever a land enters the battlefield under your control", "whenever a land enters under your control",
                           "whenever a land you control enters", "whenever you play a land"),
    ActionKind.FORETELL: ("whenever you foretell a card",),
    ActionKind.PLOT: ("whenever you plot a card",),
    ActionKind.SUSPEND: (),         # sets off only what exiling a card from the hand does (below)
    ActionKind.DISCARD_AS_INSTANT: ("whenever you discard a card", "whenever you cycle or discard a card"),
    # 901.9d: rolling the planar die sets off what rolling dice does (not what a result does:
    # "Whenever you roll a natural 20" ignores it)
    ActionKind.PLANAR_DIE: ("whenever you roll one or more dice",),
}
# The actions that exile the card from its owner's hand (702.143a, 702.170a, 702.62a; plot from
# the top of a library, by Fblthp's permission, doesn't), and what starts an ability they set off.
_EXILE_FROM_HAND = (ActionKind.FORETELL, ActionKind.PLOT, ActionKind.SUSPEND)
_EXILED_FROM_HAND = ("whenever one or more cards are put into exile from your hand",
                     "whenever a card is put into exile from your hand")


# What starts an ability of a permanent any player controls that playing a land sets off, and of
# one an opponent of the player who played it controls.
_ANYONES = {ActionKind.PLAY_LAND: ("whenever a land enters the battlefield,", "whenever a land enters,",
                                   "whenever a player plays a land"),
            ActionKind.DISCARD_AS_INSTANT: ("whenever a player discards a card",),
            ActionKind.PLANAR_DIE: ("whenever a player rolls one or more dice",)}
_OPPONENTS = {ActionKind.PLAY_LAND: ("whenever an opponent plays a land", "whenever a land enters the battlefield under an opponent's control",
                                     "whenever a land enters under an opponent's control", "whenever a land an opponent controls enters"),
              ActionKind.DISCARD_AS_INSTANT: ("whenever an opponent discards a card",),
              ActionKind.PLANAR_DIE: ("whenever an opponent rolls one or more dice",)}
# How an ability begins that this action may set off but whose words ask more than these tables
# read ("Whenever an opponent discards a creature card", Waste Not's): named, not put on the stack.
_MAY_SET_OFF = {ActionKind.DISCARD_AS_INSTANT: ("whenever you discard", "whenever an opponent discards",
                                                "whenever a player discards", "whenever you cycle or discard")}


def trigger_lines(face: Face) -> list[str]:
    """The face's lines that begin a triggered ability ("When …", "Whenever …", "At …", after an
    ability word), reminder text dropped."""
    lines = (re.sub(r"\([^)]*\)", "", line).strip() for line in face.oracle_text.split("\n"))
    return [line for line in lines if _TRIGGER.match(condition(line))]


def condition(line: str) -> str:
    """A triggered ability's words in lower case, from its trigger word on (without_ability_word)."""
    return without_ability_word(line).lower()


def without_ability_word(line: str) -> str:
    """An ability's words without the ability word before them ("Landfall — Whenever a land you
    control enters, …" is "Whenever a land you control enters, …"): it has no rules meaning (207.2c)."""
    return _ABILITY_WORD.sub("", line, count=1)


def ability_faces(ctx: Context, obj: CardObject) -> list[Face]:
    """The faces whose triggered abilities a face-up permanent has: the face that is up, or a
    Room's unlocked doors only (709.5c: a locked half's abilities don't exist); none while an
    effect takes its abilities away (Humility's creatures, 613.1f)."""
    if not ctx.has_abilities(obj):
        return []
    card = ctx.card(obj.card)
    if card.is_room:
        return list(card.unlocked_doors(obj.unlocked))
    return [ctx.face_up(obj)]


def _own(face: Face, event: str) -> tuple[str, ...]:
    """How a card's own trigger on an event begins: "when Den Protector is turned face up"."""
    return tuple(f"{when} {subject} {event}" for when in ("when", "whenever")
                 for subject in (*face.own_names, "this creature", "this land", "this permanent", "this artifact",
                                 "this enchantment", "this equipment", "this aura", "this vehicle"))


def _fires_on_face_up(line: str, face: Face, is_turned: bool, turned_is_creature: bool) -> bool:
    said = condition(line)
    if _FACE_UP not in said:
        return False
    if said.startswith(_ANY_OF_YOURS[0]) or (turned_is_creature and said.startswith(_ANY_OF_YOURS[1])):
        return True
    if is_turned:
        return said.startswith((*_own(face, _FACE_UP), *(f"whenever {name} or another" for name in face.own_names)))
    return turned_is_creature and f"another creature you control {_FACE_UP}" in said


def _works_from_graveyard(line: str, face: Face) -> bool:
    """113.6m: an ability that returns its own card from the graveyard ("you may return Deathmist
    Raptor from your graveyard") works only there; one that returns another card from it ("return
    target card from your graveyard": Den Protector's) is the permanent's."""
    said = condition(line)
    return any(f"{subject} from your graveyard" in said for subject in (*face.own_names, "this card"))


def _face_up(ctx: Context, turned: CardObject, controller: PlayerId) -> list[tuple[str, str]]:
    found: list[tuple[str, str]] = []
    creature = ctx.face_up(turned).has_type("Creature")
    for obj in ctx.state.player(controller).battlefield:
        if obj.face_down is None and obj.card in ctx.db:
            face = ctx.face_up(obj)
            found += [(obj.card, line) for line in trigger_lines(face) if not _works_from_graveyard(line, face)
                      and _fires_on_face_up(line, face, obj.id == turned.id, creature)]
    for card in ctx.state.player(controller).graveyard:
        if card.card in ctx.db:
            face = ctx.card(card.card).front
            found += [(card.card, line) for line in trigger_lines(face)
                      if _works_from_graveyard(line, face) and _fires_on_face_up(line, face, False, creature)]
    return found


def _unlock(ctx: Context, room: CardObject, door_face: int, player: PlayerId) -> list[tuple[str, str]]:
    """What unlocking a door of `room` (`ctx`: the board after) set off: the door's own "When you
    unlock this door"; once both are unlocked, the Room's "When you fully unlock this Room" (709.5)
    and the player's permanents' "Whenever you fully unlock a Room" (eerie: "Whenever an
    enchantment you control enters and whenever you fully unlock a Room")."""
    card = ctx.card(room.card)
    found = [(room.card, line) for line in trigger_lines(card.faces[door_face])
             if condition(line).startswith("when you unlock this door")]
    if len(set(room.unlocked)) == len(card.faces):
        found += [(room.card, line) for face in card.faces for line in trigger_lines(face)
                  if condition(line).startswith("when you fully unlock this room")]
        found += [(obj.card, line) for obj in ctx.state.player(player).battlefield
                  if obj.face_down is None and obj.card in ctx.db for face in ability_faces(ctx, obj)
                  for line in trigger_lines(face) if "whenever you fully unlock a room" in _events(line)]
    return found


def _events(line: str) -> list[str]:
    """The events a triggered ability's condition joins with "and whenever" (eerie's "whenever an
    enchantment you control enters and whenever you fully unlock a room"), each as it begins."""
    first, *more = condition(line).split(",")[0].split(" and whenever ")
    return [first, *("whenever " + event for event in more)]


def entering(ctx: Context, obj: CardObject, cast: bool) -> tuple[list[str], list[str]]:
    """What a permanent that has just entered the battlefield face up sets off of its own: its
    "When [this] enters" abilities (603.6a), and a Room's "When you unlock this door" for the door
    it entered unlocked, the half that was cast (709.5d, 709.5h). An ability with an intervening
    "if" triggers only if its condition is true (603.4): "if you cast it" is, for a permanent
    spell that was cast (`cast`); any other condition is the judge's to decide, and such
    abilities come second, to be named."""
    found: list[str] = []
    asks_more: list[str] = []
    for face in ability_faces(ctx, obj):
        starts = _whole((*_own(face, "enters"), *_own(face, "enters the battlefield"), "when you unlock this door"))
        for line in trigger_lines(face):
            said = condition(line)
            start = next((s for s in starts if said.startswith(s)), None)
            if start is None:
                continue
            rest = said[len(start):].lstrip()
            if rest.startswith("if you cast it,"):
                found += [line] if cast else []       # a copy wasn't cast (707.10): it doesn't trigger
            elif rest.startswith("if "):
                asks_more.append(line)
            else:
                found.append(line)
    return found, asks_more


def others_on_entering(ctx: Context, obj: CardObject) -> list[str]:
    """The other permanents with an ability a permanent entering face up may set off, by a card
    type it has ("Whenever another creature you control enters": Railway Brawler; "Whenever a
    legendary creature enters …": Kellan Joins Up, 603.6a), and the face-up conspiracies' ("Whenever
    a creature with the chosen name enters …": Secret Summoning). Who controls what, and what else the
    words ask, are the judge's to check: they are named, not put on the stack."""
    kinds = {t.lower() for t in ctx.face_up(obj).types} | {"permanent"}
    named: list[str] = []
    for other in [o for _pid, o in (*ctx.state.permanents(), *ctx.face_up_conspiracies)]:
        if other.id == obj.id or other.face_down is not None or other.card not in ctx.db:
            continue
        for face in ability_faces(ctx, other):
            for line in trigger_lines(face):
                said = condition(line).split(",")[0]
                if said.startswith("whenever") and " enters" in said and kinds & set(said.split()):
                    named.append(other.card)
    return list(dict.fromkeys(named))


def dying(ctx: Context, died: list[str]) -> tuple[list[tuple[PlayerId, str, str]], list[str]]:
    """What permanents put into a graveyard from the battlefield set off (700.4: they die), looked
    back in time on `ctx`, the board before they left (603.10a): each one's own "When [this] dies"
    ability (Hooded Hydra's), controlled by the player who controlled it (603.3a), in APNAP order
    (603.3b); and the other permanents with a "Whenever … dies" ability (Yedora's "another nontoken
    creature you control"), named: which creatures and whose they count are the judge's to check.
    A face-down permanent has no abilities to set off (708.2)."""
    found: list[tuple[PlayerId, str, str]] = []
    gone = set(died)
    for pid in apnap(ctx.state):
        for obj in ctx.state.player(pid).battlefield:
            if obj.id in gone and obj.face_down is None and obj.card in ctx.db:
                found += [(pid, obj.card, line) for face in ability_faces(ctx, obj) for line in trigger_lines(face)
                          if condition(line).startswith(_whole(_own(face, "dies")))]
    named = [other.card for _pid, other in ctx.state.permanents() if other.face_down is None and other.card in ctx.db
             and any(condition(line).split(",")[0].startswith("whenever") and condition(line).split(",")[0].endswith(" dies")
                     for face in ability_faces(ctx, other) for line in trigger_lines(face))]
    return found, list(dict.fromkeys(named)) if gone else []


def apnap(state: GameState) -> list[PlayerId]:
    """The players in APNAP order: the active player, then the others in turn order (101.4); in
    Two-Headed Giant the active team's, then the other team's (805.7)."""
    seats = list(state.player_ids())
    start = seats.index(state.active_player)
    return sorted(seats[start:] + seats[:start], key=lambda pid: not state.on_active_team(pid))


def _bare(starts: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(start.removesuffix(",") for start in starts)


def _whole(starts: tuple[str, ...]) -> tuple[str, ...]:
    """Each beginning as a whole condition: followed by the comma that ends it ("Whenever you play
    a land, …"), so that "Whenever you play a land from your graveyard, …" isn't taken for it; or
    by "or" and another event, either of which sets the ability off."""
    return tuple(start + end for start in _bare(starts) for end in (",", " or "))


def _anyones(ctx: Context, actor: PlayerId, action: ActionKind, own: CardObject | None, from_hand: bool = True,
             more: tuple[str, ...] = ()) -> tuple[list[tuple[PlayerId, str, str]], list[str]]:
    """(controller, card, ability) for each permanent's ability the action sets off (and, for the
    actor's, those beginning as `more`), in APNAP order; and the cards with an ability that begins
    as one of these but asks more ("Whenever you play a land from your graveyard"), which is the
    judge's to decide."""
    found, unread = [], []
    opponents = ctx.state.opponents(actor)
    actors = _SET_OFF[action] + more
    if action in _EXILE_FROM_HAND and from_hand:
        actors += _EXILED_FROM_HAND
    every = (*_ANYONES.get(action, ()), *actors, *_OPPONENTS.get(action, ()))
    for pid in apnap(ctx.state):
        starts = (*_ANYONES.get(action, ()), *(actors if pid == actor else ()),
                  *(_OPPONENTS.get(action, ()) if pid in opponents else ()))
        for obj in ctx.state.player(pid).battlefield:
            if obj.face_down is None and obj.card in ctx.db:
                for face in ability_faces(ctx, obj):
                    mine = _own(face, "enters") if own is not None and obj.id == own.id else ()
                    sets_off, known = _whole((*starts, *mine)), _whole((*every, *mine))
                    for line in trigger_lines(face):
                        said = condition(line)
                        if said.startswith(sets_off):
                            found.append((pid, obj.card, line))
                        elif said.startswith(_bare((*every, *mine)) + _MAY_SET_OFF.get(action, ())) \
                                and not said.startswith(known):
                            unread.append(obj.card)
    return found, list(dict.fromkeys(unread))


def set_off(state: GameState, option: Option, db: CardDatabase, before: GameState | None = None) -> GameState:
    """`state` (the board after the option was taken) with the abilities the action set off on
    the stack, each controlled by its source's controller (603.3a), in APNAP order (603.3b); with
    the board `before` it, also what paying its cost set off (paying: Gathan Raiders' morph cost
    discards a card, Damping Engine's sacrifices a permanent)."""
    found = paying(before, state, option.player, db, option.subject)[0] if before else []
    ctx, player = Context(state, db), option.player
    if option.action == ActionKind.TURN_FACE_UP:
        found += [(player, card, text) for card, text in _face_up(ctx, state.find(option.subject_id)[2], player)]
    elif option.action == ActionKind.UNLOCK:
        room = state.find(option.subject_id)[2]
        found += [(player, card, text) for card, text in _unlock(ctx, room, DOORS.index(option.detail["door"]), player)]
    elif option.action in _SET_OFF:
        found += _set_off_by(ctx, option)[0]
    return in_apnap_order(state, found)


def in_apnap_order(state: GameState, found: list[tuple[PlayerId, str, str]]) -> GameState:
    """`state` with these triggered abilities on the stack: each player's in turn, the active
    player's first (603.3b), each player's in the order found (their controller may reorder them)."""
    order = apnap(state)
    return abilities_on_stack(state, sorted(found, key=lambda ability: order.index(ability[0])))


def paying(before: GameState, after: GameState, pid: PlayerId, db: CardDatabase, subject: str | None = None,
           cycled: bool = False, tapped_as_cost: str | None = None) -> tuple[list[tuple[PlayerId, str, str]], list[str], list[str]]:
    """What paying a cost between two boards set off, not yet on the stack (603.2): what each
    permanent tapped sets off (tapping: City of Brass; `tapped_as_cost`, an ability's own {T}, isn't
    tapped for mana), what each card `pid` discarded from their hand sets off (discarding;
    `subject`, the card the action discards itself, Circling Vultures, aside), and what each
    permanent that died sets off (dying, looked back on `before`, 603.10a). Also the cards whose
    ability asks more than the board tells, and those whose triggered mana ability adds mana as a
    land is tapped for it (tapping), each for the judge."""
    graveyards = {obj.id for p in after.players for obj in p.graveyard}
    discarded = [obj for obj in before.player(pid).hand if obj.id in graveyards and obj.id != subject]
    found, unread = discarding(Context(after, db), pid, discarded, cycled) if discarded else ([], [])
    tapped, adding = tapping(before, after, db, tapped_as_cost)
    lost, asks = losing_life(before, after, db, [pid])
    found, unread = tapped + found + lost, unread + asks
    gone = died(before, after)
    if gone:
        dies, named = dying(Context(before, db), gone)
        found, unread = found + dies, unread + named + _sacrifice_watchers(Context(before, db))
    return found, list(dict.fromkeys(unread)), adding


# How an ability begins that a sacrifice sets off (Korvold's "Whenever you sacrifice a permanent",
# Mazirek's "Whenever a player sacrifices another permanent"): whose permanent, what kind and
# "another" are more than these tables read, so the cards are named for the judge.
_SACRIFICE = ("whenever you sacrifice", "whenever a player sacrifices", "whenever an opponent sacrifices")


# What a land tapped for mana sets off of any permanent ("Whenever a player taps a land for mana,
# Manabarbs deals 1 damage to that player."), by whose land it is to the permanent's controller.
_LAND_FOR_MANA = (("whenever a player taps a land for mana,", "any"), ("whenever you tap a land for mana,", "you"),
                  ("whenever an opponent taps a land for mana,", "opponent"))
_ADDS = lazy(r"\badds?\b")


def tapping(before: GameState, after: GameState, db: CardDatabase,
            tapped_as_cost: str | None = None) -> tuple[list[tuple[PlayerId, str, str]], list[str]]:
    """What the permanents untapped on `before` and tapped on `after` set off (603.2): of their
    own, "Whenever [this] becomes tapped" (City of Brass) and, unless it was tapped as an ability's
    own {T} cost (`tapped_as_cost`), "Whenever you tap [this] for mana" (Forbidden Orchard); of any
    permanent, for each land tapped for mana, "Whenever a player taps a land for mana" (Manabarbs;
    "you", "an opponent" as the lands' controller is). Each goes on the stack under its
    permanent's controller; one that adds mana is a mana ability instead (605.1b: Heartbeat of
    Spring), which doesn't use the stack: its card is named for the judge (the second list).
    Looked at on `after` (a sacrificed Lotus Bloom's abilities are gone with it)."""
    was_untapped = {obj.id for _pid, obj in before.permanents() if not obj.tapped}
    ctx = Context(after, db)
    found: list[tuple[PlayerId, str, str]] = []
    named: list[str] = []
    lands_for_mana: list[PlayerId] = []
    for pid, obj in after.permanents():
        if obj.id not in was_untapped or not obj.tapped:
            continue
        if obj.id != tapped_as_cost and "Land" in ctx.types_now(obj):
            lands_for_mana.append(pid)
        if obj.face_down is not None or obj.card not in ctx.db:
            continue
        for face in ability_faces(ctx, obj):
            starts = _own(face, "becomes tapped")
            if obj.id != tapped_as_cost:
                starts += tuple(f"whenever you tap {name} for mana" for name in
                                (*face.own_names, "this land", "this artifact", "this creature", "this permanent"))
            found += [(pid, obj.card, line) for line in trigger_lines(face) if condition(line).startswith(_whole(starts))]
    for pid, card, line in _watching(ctx, _LAND_FOR_MANA, lands_for_mana)[0]:
        if adds_one_produced(line):
            continue                  # Heartbeat of Spring's mana is counted with the land's (payment.py)
        if _ADDS.search(condition(line).split(",", 1)[1]):
            named.append(card)        # a triggered mana ability (605.1b)
        else:
            found.append((pid, card, line))
    return found, list(dict.fromkeys(named))


def _watching(ctx: Context, table: tuple[tuple[str, str], ...], players: list[PlayerId],
              asks: tuple[str, ...] = ()) -> tuple[list[tuple[PlayerId, str, str]], list[str]]:
    """(controller, card, ability) for each permanent's triggered ability that begins as one of the
    table's conditions, once for each of `players` the condition names: "you" (its controller),
    "any" player, an "opponent" of its controller. And the cards whose ability begins as one of
    `asks` but as none of the table's (it asks more than the board tells)."""
    found: list[tuple[PlayerId, str, str]] = []
    asking: list[str] = []
    for pid, obj in ctx.state.permanents():
        if obj.face_down is not None or obj.card not in ctx.db:
            continue
        for face in ability_faces(ctx, obj):
            for line in trigger_lines(face):
                said = condition(line)
                who = next((who for start, who in table if said.startswith(start)), None)
                if who is None:
                    if said.startswith(asks):
                        asking.append(obj.card)
                    continue
                found += [(pid, obj.card, line) for player in players if who == "any" or (who == "you" and player == pid)
                          or (who == "opponent" and player in ctx.state.opponents(pid))]
    return found, asking


# What a player losing life sets off ("Whenever an opponent loses life, you gain that much life.":
# Exquisite Blood), by who lost it to the ability's controller; paying life is losing it (119.4).
_LIFE_LOST = (("whenever you lose life,", "you"), ("whenever a player loses life,", "any"),
              ("whenever an opponent loses life,", "opponent"))
_MAY_LOSE = ("whenever you lose life", "whenever a player loses life", "whenever an opponent loses life")


def losing_life(before: GameState, after: GameState, db: CardDatabase,
                who: list[PlayerId]) -> tuple[list[tuple[PlayerId, str, str]], list[str]]:
    """What the players of `who` who have less life on `after` than on `before` set off by losing
    it (603.2): each permanent's "Whenever you lose life" / "a player" / "an opponent", once for
    each such player (119.4: paying life is losing it; 120.3a: so is damage). `who` says which
    players it happened to: in Two-Headed Giant a teammate's total shows the same loss, but the
    loss happened to one player (810.9). One that asks more ("for the first time each turn",
    "during your turn") is named for the judge."""
    losers = [pid for pid in dict.fromkeys(who) if after.player(pid).life < before.player(pid).life]
    if not losers:
        return [], []
    found, named = _watching(Context(after, db), _LIFE_LOST, losers, _MAY_LOSE)
    return found, list(dict.fromkeys(named))


def _sacrifice_watchers(ctx: Context) -> list[str]:
    """The cards on the board (looked back on, 603.10a) with an ability a sacrifice may set off."""
    return _watching(ctx, (), [], asks=_SACRIFICE)[1]


def died(before: GameState, after: GameState) -> list[str]:
    """The permanents of `before` that are in a graveyard in `after` (700.4: they died)."""
    graveyards = {obj.id for p in after.players for obj in p.graveyard}
    return [obj.id for _pid, obj in before.permanents() if obj.id in graveyards]


def not_read(state: GameState, option: Option, db: CardDatabase) -> list[tuple[str, dict[str, Any]]]:
    """After a land was played, a card foretold, plotted, suspended or discarded (`state`: the
    board after it): the cards with an ability that begins as one the action sets off but asks
    more than the board tells, not put on the stack, for the status bar to name (603.2)."""
    if option.action not in _SET_OFF:
        return []
    unread = _set_off_by(Context(state, db), option)[1]
    return [("action_trigger_not_read", {"cards": unread})] if unread else []


def paying_not_read(before: GameState, after: GameState, option: Option,
                    db: CardDatabase) -> list[tuple[str, dict[str, Any]]]:
    """The cards whose ability paying the option's cost may have set off but that asks more than
    the board tells (Waste Not's "discards a creature card", Yedora's "another nontoken creature
    you control dies"), and those whose triggered mana ability did (Heartbeat of Spring), named
    for the judge (paying)."""
    _found, named, adding = paying(before, after, option.player, db, option.subject)
    return not_put_on(named, adding)


def not_put_on(named: list[str], adding: list[str]) -> list[tuple[str, dict[str, Any]]]:
    """The status bar's words for the cards whose ability the board didn't put on the stack: one
    that asks more than the board tells, and a triggered mana ability (605.1b), which doesn't use it."""
    return [*([("action_trigger_not_read", {"cards": named})] if named else []),
            *([("mana_ability_triggered", {"cards": adding})] if adding else [])]


def _set_off_by(ctx: Context, option: Option) -> tuple[list[tuple[PlayerId, str, str]], list[str]]:
    """_anyones for a land played, a card foretold, plotted, suspended or discarded: the land played
    is the one whose own "When this land enters" counts."""
    land = ctx.state.find(option.subject_id)[2] if option.action == ActionKind.PLAY_LAND else None
    return _anyones(ctx, option.player, option.action, land, from_hand=option.detail.get("zone", "hand") == "hand")


# Cycling (702.29c-d, 702.29f): what its discard sets off besides any discard's, a permanent's
# "Whenever you cycle a card"; and the cycled card's own "When you cycle this card".
_CYCLE = ("whenever you cycle a card", "whenever you cycle another card")


def discarding(ctx: Context, pid: PlayerId, discarded: list[CardObject],
               cycled: bool) -> tuple[list[tuple[PlayerId, str, str]], list[str]]:
    """What cards `pid` discarded to pay a cost set off (603.2), on `ctx`, the board after: for
    each card, the abilities any discard sets off (as for Circling Vultures, 116.2e: "Whenever you
    discard a card", Megrim's "Whenever an opponent discards a card"); a cycling ability's discard
    also its own "When you cycle this card" (702.29c: from wherever it is now) and "Whenever you
    cycle a card" ("cycles or discards" once, 702.29d). Also the cards whose ability asks what the
    board doesn't tell, for the status bar."""
    found: list[tuple[PlayerId, str, str]] = []
    unread: list[str] = []
    for obj in discarded:
        more = _CYCLE if cycled else ()
        sets_off, asks = _anyones(ctx, pid, ActionKind.DISCARD_AS_INSTANT, None, more=more)
        found += sets_off
        unread += asks
        if cycled and obj.card in ctx.db:
            face = ctx.card(obj.card).front
            mine = tuple(f"when you cycle {name}" for name in (*face.own_names, "this card"))
            found += [(pid, obj.card, line) for line in trigger_lines(face) if condition(line).startswith(_whole(mine))]
    return found, list(dict.fromkeys(unread))
