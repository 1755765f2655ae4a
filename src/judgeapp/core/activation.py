"""An activated ability, played forward (602.2): it goes on the stack under its controller, with
its words and its source, and its controller receives priority (117.3c). A permanent's abilities,
and a card's that function where it is (113.6: cycling in a hand, unearth in a graveyard, Greater
Gargadon's while it is suspended); a keyword's are what its rule says it means
(keyword_abilities.py).

Its costs are paid where the board can (602.2b, 601.2g-h): {T} taps the permanent and {Q} untaps
it; a loyalty cost puts on or removes loyalty counters (606.4; a planeswalker whose counters the
board doesn't show has its printed loyalty, 306.5b); "Sacrifice <this permanent>" and "Discard
this card" put it into its owner's graveyard, "Exile this card from your graveyard" into exile;
mana is paid with its controller's mana (the pool first, then sources that can be tapped now,
118.3), life, a discard, a sacrifice or an exile from the graveyard with the first cards that fit
(payment.py). Any other part is said for the judge. Under the exam convention
(costs assumed payable) the mana and those other parts aren't paid, as for a special action.

Mana abilities aren't listed (605.1a: no target, they add mana): they don't use the stack and are
activated as a cost is paid (605.3b). What the board shows against activating it now is said, not
refused, as for Cast: the judge may know more.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Callable

from .patterns import LazyPattern, lazy
from . import conditions, cost_parts, edits, keyword_abilities, payment, sequence, suspended, triggers
from .cards import CardDatabase, Face, builtin_cards
from .context import Context
from .mana import is_mana_cost, symbols
from .mana_abilities import is_mana_ability
from .oracle import plain_line
from .state import MAX_COUNT, CardObject, GameState, Step

# 602.1a: "[Cost]: [Effect.]"; a loyalty ability's cost is written in brackets ("[+1]", "[−3]").
_ACTIVATED = lazy(r"(?P<cost>[^:\"“]+): (?P<effect>[^\"“]+)")
_LOYALTY = lazy(r"^\[?(?P<sign>[+−-]?)(?P<n>\d{1,9})\]?$")
_SORCERY_ONLY = lazy(r"\bActivate (?:this ability )?only as a sorcery\b", re.I)
# An ability word before an ability (207.2c: "Channel — {2}{W}, Discard Eiganjo: …"), which has no
# rules meaning, or "Forecast — ", which makes it work from the hand (702.57a).
_ABILITY_WORD = lazy(r"^(?P<word>[A-Z][A-Za-z' -]*?) — ")
# Activation instructions that restrict when it may be activated (602.1b), and whether now is
# such a time for player `pid`; each is said with the card's own words.
_COMBAT = (Step.BEGINNING_OF_COMBAT, Step.DECLARE_ATTACKERS, Step.DECLARE_BLOCKERS, Step.COMBAT_DAMAGE,
           Step.END_OF_COMBAT)
_WHEN: tuple[tuple[LazyPattern, Callable[[GameState, str], bool]], ...] = (
    (lazy(r"\bActivate (?:this ability )?only during your turn\b"), lambda s, pid: s.on_active_team(pid)),
    (lazy(r"\bActivate (?:this ability )?only during an opponent's turn\b"),
     lambda s, pid: not s.on_active_team(pid)),
    (lazy(r"\bActivate (?:this ability )?only during your upkeep\b"),
     lambda s, pid: s.on_active_team(pid) and s.step == Step.UPKEEP),
    (lazy(r"\bActivate (?:this ability )?only during combat\b"), lambda s, pid: s.step in _COMBAT),
)
# The steps in which an attacking creature can be unblocked: from the declaration of blockers
# until combat ends (509.1h).
_AFTER_BLOCKS = (Step.DECLARE_BLOCKERS, Step.COMBAT_DAMAGE, Step.END_OF_COMBAT)
# The rules of cycling and typecycling, whose discard is cycling a card (702.29c, 702.29f).
_CYCLING = ("702.29a", "702.29e")
# An activation instruction that changes what the ability costs (602.1b, 601.2f): "This ability
# costs {1} less to activate for each legendary creature you control."
_COST_CHANGE = lazy(r"This ability costs [^.]* (?:less|more) to activate[^.]*\.")
_ONCE_EACH_TURN = lazy(r"\bActivate (?:this ability )?only once each turn\b", re.I)


@dataclass(frozen=True)
class Ability:
    """One activated ability: its line as the card prints it, its cost and its effect (602.1a;
    for a keyword, what the keyword's rule says it means), the zone it functions in (113.6) and
    the rule that defines it."""
    text: str
    cost: str
    effect: str
    zone: str = "battlefield"
    rule: str = "602.1a"
    keyword: bool = False        # a keyword's, whose words are what its rule says it means

    @property
    def words(self) -> str:
        """The ability as it goes on the stack: its line, or a keyword's meaning (702.29a: "Cycling
        {2}" means "{2}, Discard this card: Draw a card.")."""
        return f"{self.cost}: {self.effect}" if self.keyword else self.text

    @property
    def once_each_turn(self) -> bool:
        """Whether its words limit it to once each turn (602.5b: "Activate only once each turn")."""
        return bool(_ONCE_EACH_TURN.search(self.effect))

    @property
    def limited_per_turn(self) -> bool:
        """Whether activating it this turn limits it later this turn (limit_rule)."""
        return self.limit_rule is not None

    @property
    def limit_rule(self) -> str | None:
        """The rule by which activating it this turn limits it later this turn: a loyalty ability
        (606.3), "Activate only once each turn" (602.5b), a forecast (702.57b); or None."""
        if self.loyalty is not None:
            return "606.3"
        if self.once_each_turn:
            return "602.5b"
        return "702.57b" if self.rule == "702.57a" else None

    @property
    def loyalty(self) -> int | None:
        """The loyalty counters its cost puts on (+) or removes (-), for a loyalty ability (606.4)."""
        match = _LOYALTY.match(self.cost.strip())
        if match is None:
            return None
        return -int(match["n"]) if match["sign"] in ("−", "-") else int(match["n"])


@dataclass(frozen=True)
class Activation:
    """The board after activating (the ability on the stack, its costs paid where the board can),
    its id there, the cost paid and what paid it (payment.paid_parts), and, as sequence messages,
    the parts left to the judge and what the board shows against activating it now."""
    state: GameState
    item_id: str
    cost: str = ""
    parts: list[tuple[str, dict[str, Any]]] = field(default_factory=list)
    said: list[tuple[str, dict[str, Any]]] = field(default_factory=list)
    objection: tuple[str, dict[str, Any]] | None = None


def abilities(ctx: Context, obj: CardObject) -> list[Ability]:
    """The activated abilities an object has now where it is, mana abilities aside. On the
    battlefield, those of the face that is up or a Room's unlocked doors (triggers.ability_faces);
    none face down (708.2) or under an effect that takes them away (613.1f). In a hand, a graveyard
    or exile, those of the card that function there (113.6b, 113.6m): cycling and "Discard this
    card" in a hand, unearth and "Exile this card from your graveyard" in a graveyard, Greater
    Gargadon's "only if … is suspended" in exile. None in a library or elsewhere."""
    found = ctx.where(obj.id)
    zone = found[1] if found is not None else "battlefield"
    if obj.face_down is not None or zone not in ("battlefield", "hand", "graveyard", "exile"):
        return []
    faces = triggers.ability_faces(ctx, obj) if zone == "battlefield" else [ctx.card(obj.card).front]
    # A Licid become an Aura has lost the ability that made it one ("… loses this ability and becomes …").
    lost = ctx.became_aura(obj) if zone == "battlefield" else False
    return [ability for face in faces for ability in _read(face)
            if ability.zone == zone and not (lost and "loses this ability" in ability.effect)]


def _read(face: Face) -> list[Ability]:
    """A face's activated abilities, mana abilities aside, each with the zone it functions in."""
    found = []
    for raw in face.oracle_text.split("\n"):
        line = plain_line(raw)
        word = _ABILITY_WORD.match(line)
        line = line[word.end():] if word else line
        if (keyword := keyword_abilities.read(line)) is not None:
            found.append(Ability(line, keyword.cost, keyword.effect, keyword.zone, keyword.rule, keyword=True))
            continue
        match = _ACTIVATED.fullmatch(line)
        if match is None or match["cost"].startswith(("When", "Whenever", "At ")):
            continue
        if is_mana_ability(match["cost"], match["effect"]):
            continue            # a mana ability (605.1a)
        cost, effect = match["cost"].strip(), match["effect"].strip()
        if word and word["word"] == "Forecast":
            found.append(Ability(line, cost, effect, "hand", "702.57a"))
        else:
            found.append(Ability(line, cost, effect, _zone_of(cost, effect, (*face.own_names, "this card"))))
    return found


def _zone_of(cost: str, effect: str, selves: tuple[str, ...]) -> str:
    """Where an ability written out functions: the zone its cost or effect moves its own card out
    of (113.6m: "Discard this card", "Exile … from your graveyard", "Return … from your
    graveyard"), exile for one activated only while its card is suspended (113.6b, 702.62b), else
    the battlefield."""
    parts = [p.lower() for p in cost_parts.pieces(cost)]
    said = effect.lower()
    for name in selves:
        if f"discard {name}" in parts or f"{name} onto the battlefield from your hand" in said:
            return "hand"
        if f"exile {name} from your graveyard" in parts or f"return {name} from your graveyard" in said:
            return "graveyard"
        if f"only if {name} is suspended" in said:
            return "exile"
    return "battlefield"


# A cost part that moves the object itself (602.2b), and where it goes: its owner's graveyard, or
# exile; revealing it from the hand moves nothing.
_SELF_PARTS = (("sacrifice ", "", "graveyard"), ("discard ", "", "graveyard"),
               ("exile ", " from your graveyard", "exile"), ("reveal ", " from your hand", ""))


def _moves_self(part: str, names: tuple[str, ...]) -> str | None:
    """Where a cost part puts the object itself ("Sacrifice Ghost Quarter", "Sacrifice this
    creature", "Discard this card", "Exile this card from your graveyard"): "graveyard", "exile",
    "" for revealing it, or None for a part about other cards."""
    said = part.strip().lower()
    for verb, where, to in _SELF_PARTS:
        if said.startswith(verb) and said.endswith(where):
            rest = said.removeprefix(verb).removesuffix(where).strip()
            if rest in names or rest.startswith("this "):
                return to
    return None


def objection(ctx: Context, obj: CardObject, ability: Ability) -> tuple[str, str, dict[str, Any]] | None:
    """What the board shows against its controller activating this ability now, as (rule, the
    sequence message's code, params), or None."""
    found = ctx.where(obj.id)
    assert found is not None
    pid, on_battlefield = found[0].id, found[1] == "battlefield"
    card = ctx.card(obj.card)
    if not conditions.priority(ctx, pid, "117.1b").passed:
        return "117.1b", "why_no_priority", {}
    spells = conditions.split_second_spells(ctx)
    if spells:
        return "702.61a", "why_split_second", {"card": spells[0]}
    stoppers = conditions.abilities_stopped_by(ctx, pid, obj, card, ctx.face_up(obj), mana_abilities=False,
                                               on_battlefield=on_battlefield)
    if stoppers:
        return "602.5", "why_stopped", {"source": stoppers[0], "card": obj.card}
    state = ctx.state
    if ability.loyalty is not None or _SORCERY_ONLY.search(ability.effect):
        if conditions.sorcery_timing_missing(state, pid):
            return ("606.3" if ability.loyalty is not None else "602.5d"), "why_sorcery", {}
    if ability.loyalty is not None and any(a.loyalty is not None and a.text in obj.activated_this_turn
                                           for a in abilities(ctx, obj)):
        return "606.3", "why_loyalty_once", {"card": obj.card}
    if ability.once_each_turn and ability.text in obj.activated_this_turn:
        return "602.5b", "why_once_each_turn", {"card": obj.card}
    for words, now in _WHEN:
        if (said := words.search(ability.effect)) and not now(state, pid):
            return "602.1b", "why_not_now", {"words": said.group(0) + "."}
    if ability.rule == "702.57a":       # 702.57b: in its owner's upkeep, once each turn
        if state.step != Step.UPKEEP or not state.on_active_team(pid):      # their team's upkeep (805.4)
            return "702.57b", "why_forecast_upkeep", {"card": obj.card}
        if ability.text in obj.activated_this_turn:
            return "702.57b", "why_forecast_once", {"card": obj.card}
    if "unblocked attack" in ability.cost:       # ninjutsu's "Return an unblocked attacking creature …"
        if state.step not in _AFTER_BLOCKS:
            return "509.1h", "why_no_unblocked_yet", {}
        if not any(o.attacking for o in state.player(pid).battlefield):
            return "702.49a", "why_no_attacker", {}
    if ability.loyalty is not None and ability.loyalty < 0 and ctx.loyalty(obj) < -ability.loyalty:
        return "606.6", "why_loyalty", {"card": obj.card, "count": ctx.loyalty(obj)}
    if ability.zone == "exile" and not suspended.is_suspended(obj, found[1]):
        return "702.62b", "why_not_suspended", {"card": obj.card}
    if on_battlefield and ("{T}" in ability.cost or "{Q}" in ability.cost):
        if "{T}" in ability.cost and obj.tapped:
            return "602.2b", "why_tapped", {"card": obj.card}
        if "{Q}" in ability.cost and not obj.tapped:
            return "602.2b", "why_untapped", {"card": obj.card}
        if conditions.summoning_sick_now(ctx, obj):
            return "302.6", "why_sick", {"card": obj.card}
    return None


def activate(state: GameState, obj_id: str, index: int, db: CardDatabase | None = None) -> Activation:
    """The object's controller activates its `index`th ability (abilities()): a permanent's
    controller, or the player whose hand, graveyard or exile holds the card; what discarding or
    sacrificing to pay it set off goes on the stack above it. See the module's docstring."""
    db = db or builtin_cards()
    ctx = Context(state, db)
    found = ctx.where(obj_id)
    if found is None:
        raise sequence.SequenceError("no_such_object", "602.2", f"No object {obj_id} on the board")
    pid, obj = found[0].id, found[2]
    ability = abilities(ctx, obj)[index]
    objected = objection(ctx, obj, ability)
    after, said, paid_cost, dealt = _pay(ctx, obj, ability, pid)
    parts = payment.paid_parts(state, after, pid, dealt=dealt)      # the permanent's own {T} and sacrifice included
    after, item_id = sequence.cast(after, db, kind="ability", card=obj.card, text=ability.words, controller=pid,
                                   source=obj_id)
    # What discarding or sacrificing to pay it set off goes on the stack above it, in APNAP order
    # (603.2, 603.3b; 702.29c-d; a sacrifice looked back on `state`, 603.10a).
    set_off, unread, adding = triggers.paying(state, after, pid, db, cycled=ability.rule in _CYCLING, tapped_as_cost=obj.id)
    below = len(after.stack)
    after = triggers.in_apnap_order(after, set_off)
    said += [*([("triggered", {"cards": list(dict.fromkeys(i.card for i in after.stack[below:]))})] if set_off else []),
             *triggers.not_put_on(unread, adding)]
    note = None if objected is None else \
        ("activate_not_legal_now", {"player": pid, "rule": objected[0], "why": (objected[1], objected[2])})
    return Activation(after, item_id, paid_cost, parts, said, note)


def _pay(ctx: Context, obj: CardObject, ability: Ability,
         pid: str) -> tuple[GameState, list[tuple[str, dict[str, Any]]], str, payment.Dealt]:
    """The board with the ability's costs paid where it can (see the module's docstring), what is
    left to the judge, the cost that was paid (all of it, or all but its mana), and the damage
    pain lands dealt making its mana (120.3a)."""
    state, db, assumed = ctx.state, ctx.db, ctx.state.game.assume_costs_payable
    pieces = list(cost_parts.pieces(ability.cost))
    mana, others, self_to = "", [], ""
    # What it has activated this turn (602.5b, 606.3, 702.57b); forgotten if the cost moves it (400.7).
    changes: dict[str, Any] = {"activated_this_turn": (*obj.activated_this_turn, ability.text)}
    for part in pieces:
        if part in ("{T}", "{Q}"):
            changes["tapped"] = part == "{T}"
        elif is_mana_cost(part):
            mana += part
        elif ability.loyalty is not None and part == ability.cost:
            changes["counters"] = {**obj.counters, "loyalty": min(MAX_COUNT, max(0, ctx.loyalty(obj) + ability.loyalty))}
        elif (moved := _moves_self(part, ctx.face_up(obj).own_names)) is not None:
            self_to = moved or self_to
        else:
            others.append(part)
    after = state.replace_object(obj.model_copy(update=changes))
    said: list[tuple[str, dict[str, Any]]] = []
    if mana and not assumed and (change := _COST_CHANGE.search(ability.effect)):
        said.append(("activate_cost_changed", {"words": change.group(0)}))    # paid as printed
    dealt: payment.Dealt = ()
    if mana and not assumed:
        paid = None if "X" in symbols(mana) else payment.pay_mana_dealt(Context(after, db), after, pid, mana)
        if paid is None:
            said.append(("activate_cost_x" if "X" in symbols(mana) else "activate_cost_unpayable",
                         {"player": pid, "cost": mana}))
        else:
            after, dealt = paid
    for part in [] if assumed else others:
        if cost_parts.read(part) is not None:
            after = payment.carry_out(Context(after, db), after, pid, part, obj.id)
        else:
            said.append(("activate_cost_part", {"text": part}))
    if self_to:
        after = edits.move_object(after, obj.id, obj.owner or pid, self_to)
    unpaid = bool(said) and said[0][0] != "activate_cost_part"
    cost = ", ".join(p for p in pieces if p in ("{T}", "{Q}") or not is_mana_cost(p)) if unpaid else ability.cost
    return after, said, cost, dealt
