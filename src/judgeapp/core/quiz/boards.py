"""Realistic boards for quiz questions, built from the card data.

A recipe per special action makes a board where that action has a candidate, with timing
and surroundings drawn at random. Level 1 keeps to the plain rules, two players; level 2 adds
effects that change them (permissions, prohibitions, cost changes), red herrings (split second,
a stack that doesn't matter) and multiplayer tables; level 3 builds a known trap that decides the
answer, with `untrap` to take it off again (the generator checks that doing so changes the
answer). The answers are never written here: the engine evaluates every board.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import random
import copy
from dataclasses import dataclass, field, replace
from functools import cache, lru_cache

from ..cards import CardDef, builtin_cards
from ..mana import symbols
from ..state import CardObject, GameState, Step
from ..verdict import ActionKind

STEPS = [s.value for s in Step if s not in (Step.UNTAP, Step.CLEANUP)]
MAIN_STEPS = [Step.PRECOMBAT_MAIN.value, Step.POSTCOMBAT_MAIN.value]
# Steps of a turn where the active player gets priority and it isn't a main phase (a trap for the
# actions that need one).
NOT_MAIN_WITH_PRIORITY = [Step.UPKEEP.value, Step.DRAW.value, Step.BEGINNING_OF_COMBAT.value, Step.END.value]


@cache
def pools() -> dict[str, list[str]]:
    """Card names by role, read from the card data's structured fields."""
    cards = builtin_cards().cards

    def names(test: Callable[[CardDef], object]) -> list[str]:
        return sorted(c.name for c in cards if test(c))

    def creature(c: CardDef) -> bool:
        return c.front.has_type("Creature") and not c.faces
    return {
        "basic": names(lambda c: "Basic" in c.type_line and c.front.has_type("Land")),
        "mdfc": names(lambda c: c.is_modal_dfc and c.land_faces),
        "morph": names(lambda c: c.morph and c.morph.startswith("{")),
        "megamorph": names(lambda c: c.megamorph),
        "disguise": names(lambda c: c.disguise),
        "manifest_creature": names(lambda c: creature(c) and c.mana_cost and not c.morph and not c.megamorph),
        "noncreature": names(lambda c: c.front.has_type("Instant") or c.front.has_type("Sorcery")),
        # With no mana cost too (Ancestral Vision, Lotus Bloom): a card can be suspended if its owner
        # could begin to cast it (116.2f), and beginning to cast one with an unpayable cost is legal (118.6).
        "suspend_noncreature": names(lambda c: c.suspend and not c.front.has_type("Creature")),
        "suspend_creature": names(lambda c: c.suspend and c.front.has_type("Creature")),
        "foretell": names(lambda c: c.foretell),
        "plot": names(lambda c: c.plot),
        "room": names(lambda c: c.is_room),
        "companion": names(lambda c: c.companion),
        "agenda": names(lambda c: c.agenda),
        "plane": names(lambda c: c.front.has_type("Plane") and not c.effects.statics),
        "split_second": names(lambda c: c.split_second),
        "instant": names(lambda c: c.front.has_type("Instant") and not c.split_second and c.mana_cost
                         and not c.foretell),
        # A spell put on a generated stack is its only spell (or above an ability): one that
        # counters a spell (Counterspell, Mana Leak) would have nothing to target.
        "stack_instant": names(lambda c: c.front.has_type("Instant") and not c.split_second and c.mana_cost
                               and not c.foretell and "target spell" not in c.front.oracle_text),
        "filler_creature": names(lambda c: creature(c) and c.mana_cost and not c.effects.statics
                                 and not c.morph and not c.megamorph and not c.disguise and not c.suspend
                                 and not c.plot and not c.foretell and not c.companion and not c.discard_as_instant
                                 and not c.flash),
    }


# Players are named, not lettered: a question reads like an exam item, and a solver can't
# learn that "A" is usually the one asked about. Seats go in turn order.
NAMES = ("Ana", "Ben", "Chiara", "Daisuke", "Elena", "Farid")


@dataclass
class Draft:
    """A board being built, as plain data until `state()` validates it."""

    rng: random.Random
    player: str = NAMES[0]
    action: ActionKind = ActionKind.PLAY_LAND
    card: str | None = None
    trap: str | None = None
    players: dict[str, dict[str, Any]] = field(default_factory=lambda: {NAMES[0]: {}, NAMES[1]: {}})
    teams: dict[str, str] = field(default_factory=dict)    # Two-Headed Giant: player -> team
    active: str = NAMES[0]
    step: str = Step.PRECOMBAT_MAIN.value
    priority: str | None = NAMES[0]
    turn: int = 5
    stack: list[dict[str, Any]] = field(default_factory=list)
    effects: list[dict[str, Any]] = field(default_factory=list)
    game: dict[str, Any] = field(default_factory=dict)
    turn_facts: dict[str, Any] = field(default_factory=dict)
    themes: set[str] = field(default_factory=set)          # what the board covers (tests count them)
    mana_set: set[str] = field(default_factory=set)        # players whose lands the recipe placed
    # Level 3: how to take the trap off the board (the generator keeps a question only if that
    # changes its answer: the trap must decide it).
    untrap: Callable[[Draft], None] | None = None
    built: GameState | None = None     # state(), once the recipe is done (questions ask for it often)
    # The engine's answers on state(), by (action or None for all, player): a question and the
    # generator's check of its trap ask for the same ones (questions.verdicts_on).
    evaluated: dict[tuple[ActionKind | None, str], Any] = field(default_factory=dict, repr=False, compare=False)
    exact: bool = False                # a library situation: ask about exactly `action` and `card`
    passes: bool | None = None         # a library priority question: whether the player then passes

    def pick(self, pool: str) -> str:
        """A random card name from one of the pools."""
        return self.rng.choice(pools()[pool])

    def add(self, pid: str, zone: str, card: str, **fields: Any) -> str:
        """Put a card in a player's zone; its object id."""
        objs = self.players[pid].setdefault(zone, [])
        obj_id = f"{pid}/{zone}/{len(objs)}"
        objs.append({"id": obj_id, "card": card, **fields})
        return obj_id

    def opponents(self) -> list[str]:
        """The asked player's opponents, in turn order from their left (teammates are not opponents)."""
        seats = list(self.players)
        start = seats.index(self.player)
        mine = self.teams.get(self.player)
        return [p for p in seats[start + 1:] + seats[:start] if mine is None or self.teams.get(p) != mine]

    def other(self) -> str:
        """The asked player's next opponent in turn order."""
        return self.opponents()[0]

    def teammate(self) -> str | None:
        """The asked player's teammate in Two-Headed Giant, else None."""
        mine = self.teams.get(self.player)
        return next((p for p, team in self.teams.items() if team == mine and p != self.player), None)

    def copy(self) -> Draft:
        """A copy whose board can change without changing this one (the random source is shared)."""
        deep = copy.deepcopy
        return replace(self, players=deep(self.players), teams=dict(self.teams), stack=deep(self.stack),
                       effects=deep(self.effects), game=deep(self.game), turn_facts=deep(self.turn_facts),
                       themes=set(self.themes), mana_set=set(self.mana_set), built=None, evaluated={})

    def data(self) -> dict[str, Any]:
        """The draft as a board's plain data, as a scenario file holds one."""
        players = [{"id": pid, **({"team": self.teams[pid]} if pid in self.teams else {}), **zones}
                   for pid, zones in self.players.items()]
        return {"players": players, "active_player": self.active, "step": self.step, "priority": self.priority,
                # The exam convention: costs count as payable (the board in words says so).
                "turn": self.turn, "stack": self.stack, "effects": self.effects,
                "game": {"assume_costs_payable": True, **({"two_headed_giant": True} if self.teams else {}),
                         **self.game},
                "turn_facts": self.turn_facts}

    def state(self) -> GameState:
        """The draft as a validated board (built once: call it when the draft is finished)."""
        if self.built is not None:
            return self.built
        data = self.data()
        data["players"] = [{key: [_card_object(o) for o in value] if isinstance(value, list) else value
                            for key, value in player.items()} for player in data["players"]]
        self.built = GameState.model_validate(data)
        return self.built


def _card_object(data: dict[str, Any]) -> CardObject | dict[str, Any]:
    """A card object as validated the last time a board held one with the same data: objects are
    frozen, and most of a quiz's are basic lands and fillers drawn again and again, so a board is
    validated (state()) with the ones it shares with earlier boards already made. Data holding a
    list or a dict (a Room's unlocked doors, chosen names, counters) is left for the board's."""
    try:
        return _validated_object(tuple(data.items()))
    except TypeError:       # unhashable: a value holds a dict or a list
        return data


@lru_cache(maxsize=2048)      # a level-3 set of 1,000 questions: 97% found here; about 3 MB when full
def _validated_object(items: tuple[tuple[str, Any], ...]) -> CardObject:
    return CardObject.model_validate(dict(items))


def _without(card: str) -> Callable[[Draft], None]:
    """An untrap that takes every copy of one card off the board."""
    def untrap(d: Draft) -> None:
        for zones in d.players.values():
            for zone, objs in zones.items():
                if isinstance(objs, list):
                    zones[zone] = [o for o in objs if o.get("card") != card]
    return untrap


def _without_effect(source: str) -> Callable[[Draft], None]:
    """An untrap (or a step of a recipe) that takes the active effects one card made off the board."""
    def untrap(d: Draft) -> None:
        d.effects = [e for e in d.effects if e["source"] != source]
    return untrap


# ---- surroundings ------------------------------------------------------------------------
def _lands(d: Draft) -> None:
    for pid in d.players:
        near = len(d.players) == 2 or pid in (d.player, d.other(), d.active)
        for _ in range(0 if pid in d.mana_set else d.rng.randint(2, 5) if near else d.rng.randint(1, 3)):
            d.add(pid, "battlefield", d.pick("basic"), tapped=d.rng.random() < 0.3)
        if d.rng.random() < 0.6:
            d.add(pid, "battlefield", d.pick("filler_creature"))


def _timing(d: Draft, own_turn: float = 0.6, stack: float = 0.3, mains: float = 0.5) -> None:
    # Another player's turn: any opponent's in a multiplayer game; in Two-Headed Giant
    # sometimes the teammate's, which is the asked player's turn too (805.4a).
    mate = d.teammate()
    if d.rng.random() < own_turn:
        d.active = mate if mate and d.rng.random() < 0.5 else d.player
    else:
        d.active = d.rng.choice(d.opponents())
    d.step = d.rng.choice(MAIN_STEPS) if d.rng.random() < mains else d.rng.choice(STEPS)
    d.priority = d.player
    d.turn = d.rng.randint(3, 9)
    if d.rng.random() < stack:
        d.stack.append({"controller": d.other(), "card": d.pick("stack_instant")})


# Cost changes that a judge might wrongly apply to a special action: they change spells or
# activated abilities only (116.1).
COST_CHANGES_ELSEWHERE = ("Suppression Field", "Zirda, the Dawnwaker", "Umori, the Collector", "Aven Interrupter")


def _cost_change_elsewhere(d: Draft) -> None:
    if d.trap is None and d.rng.random() < 0.25:
        d.add(d.rng.choice(list(d.players)), "battlefield", d.rng.choice(COST_CHANGES_ELSEWHERE))
        d.themes.add("cost_change_elsewhere")


def _face_down_spell(d: Draft) -> None:
    """Sometimes the spell on the stack is a face-down creature spell (cast with morph or
    disguise, 708.4): its name is hidden, and it is still a spell that players respond to."""
    if d.trap is None and d.stack and "face_down" not in d.stack[-1] and d.rng.random() < 0.3:
        # (not a card on the board: the board in words names a player's own face-down permanent)
        hidden = d.rng.choice([name for name in pools()["morph"] if name not in _names_on_board(d)])
        d.stack[-1] = {"controller": d.stack[-1]["controller"], "card": hidden, "face_down": True}
        d.themes.add("face_down_spell")


def _split_second_herring(d: Draft) -> None:
    """Sometimes the spell on the stack has split second: it stops some special actions (those
    that need casting, 702.61a) and not others (702.61b)."""
    if d.trap is None and d.stack and "face_down" not in d.stack[-1] and d.rng.random() < 0.3:
        d.stack[-1] = {"controller": d.stack[-1]["controller"], "card": d.pick("split_second")}
        d.themes.add("split_second")


# The special actions that aren't casting a spell (116.1; a land is played, 305.1): an effect that
# stops or limits casting spells doesn't stop them. Suspend asks whether the card could be cast
# (116.2f), and Circling Vultures' discard has its own red herring (304.5, discard()).
NOT_CASTING = frozenset({ActionKind.PLAY_LAND, ActionKind.TURN_FACE_UP, ActionKind.END_EFFECT, ActionKind.IGNORE_STATIC,
                         ActionKind.COMPANION, ActionKind.FORETELL, ActionKind.PLANAR_DIE, ActionKind.CONSPIRACY,
                         ActionKind.PLOT, ActionKind.UNLOCK})


def _casting_limit_herring(d: Draft) -> None:
    """Sometimes an opponent's Silence this turn or their Teferi, Time Raveler limits the player's
    casting, which doesn't stop this action: a red herring the verdict's note answers (and the
    quiz's misconception "No: a rule or effect prohibits casting that card")."""
    if d.trap is None and d.action in NOT_CASTING and d.rng.random() < 0.15 \
            and not {"Silence", "Teferi, Time Raveler"} & (_names_on_board(d) | {e["source"] for e in d.effects}):
        if d.rng.random() < 0.5:
            d.effects.append({"source": "Silence", "controller": d.other(), "created_turn": d.turn})
        else:
            d.add(d.other(), "battlefield", "Teferi, Time Raveler")
        d.themes.add("casting_limit")


def _hand_filler(d: Draft, count: int = 1) -> None:
    for _ in range(count):
        d.add(d.player, "hand", d.pick("instant"))


def _timing_trap(d: Draft, trap: str) -> None:
    """Level 3's timing for an action that needs the player's own main phase with the stack empty
    (a companion, plot, the planar die): the board is just that, unless `trap` breaks one of the
    conditions, which its `untrap` mends: a spell on the stack, another player's turn, or a step
    that isn't a main phase. Any other trap is the recipe's own."""
    d.active, d.priority, d.stack = d.player, d.player, []
    d.step = main_step = d.rng.choice(MAIN_STEPS)
    if trap == "stack_not_empty":
        d.stack = [{"controller": d.other(), "card": d.pick("stack_instant")}]
        d.untrap = lambda d: d.stack.clear()
    elif trap in ("opponents_turn", "active_player_only"):
        d.active = d.other()
        d.untrap = lambda d: setattr(d, "active", d.player)
    elif trap == "teammates_turn":
        _teammates_turn(d)
    elif trap in ("not_main_phase", "plot_main_phase"):
        d.step = d.rng.choice(NOT_MAIN_WITH_PRIORITY)
        d.untrap = lambda d: setattr(d, "step", main_step)


def _team_traps(d: Draft) -> list[str]:
    """The level-3 trap a board in Two-Headed Giant adds (see _teammates_turn)."""
    return ["teammates_turn"] if d.teams else []


def _teammates_turn(d: Draft) -> None:
    """Level 3's Two-Headed Giant trap: the board names the player's teammate as active, and their
    team's turn is the player's turn too (805.4); `untrap` seats the same players as no teams, where
    that turn is another player's."""
    d.active = d.teammate() or d.active
    d.untrap = lambda d: d.teams.clear()


def _any_moment(d: Draft) -> None:
    """Any step with priority, on the player's own turn or another's, with a spell on the stack or
    none: a board whose question is about holding priority alone."""
    d.active = d.player if d.rng.random() < 0.4 else d.other()
    d.step = d.rng.choice(STEPS)
    d.stack = [{"controller": d.other(), "card": d.pick("stack_instant")}] if d.rng.random() < 0.6 else []


def _no_priority_trap(d: Draft) -> None:
    """Level 3's trap for an action a player may take "any time they have priority" (Circling
    Vultures, a conspiracy): another player holds priority, in any step, on the player's own turn
    or another's, with a spell on the stack or none; `untrap` gives the player priority."""
    d.trap = "no_priority"
    _any_moment(d)
    d.priority = d.other()
    d.untrap = lambda d: setattr(d, "priority", d.player)


def _team_priority_traps(d: Draft) -> list[str]:
    """The level-3 trap a board in Two-Headed Giant adds for an action a player may take any time
    they have priority (see _teammate_priority_trap)."""
    return ["teammate_priority"] if d.teams else []


def _teammate_priority_trap(d: Draft) -> None:
    """Level 3's Two-Headed Giant trap for an action a player may take any time they have
    priority: the board names the player's teammate as holding it, and teams have priority, not
    players (805.5), so the player may act too (805.5a), at any moment (_any_moment); `untrap`
    seats the same players as no teams, where another player holds priority."""
    d.trap = "teammate_priority"
    _any_moment(d)
    d.priority = d.teammate()
    d.untrap = lambda d: d.teams.clear()


# What triggers in the cleanup step: the active player discards down to their maximum hand size
# (514.1), and a card with madness is discarded into exile, "When you do, cast it for its madness
# cost or put it into your graveyard" (702.35a).
CLEANUP_TRIGGER = "Fiery Temper"
MAX_HAND_SIZE = 7


def _cleanup_trap(d: Draft, active: str | None = None) -> None:
    """Level 3's trap for an action a player may take any time they have priority (foretell: in
    their own turn): the cleanup step, where nobody normally gets priority, but something has
    triggered there, so players do (514.3a), and the player holds it. The trigger is madness's,
    the card in exile (build() fills the active player's hand to the seven the discard leaves), and sometimes a spell another player cast in response is above it. `untrap`
    takes the trigger and its card off, and nobody gets priority. `active` is whose turn it is
    (the player's or the next opponent's, at random, if not given)."""
    d.trap = "cleanup_exception"
    d.active = active or (d.player if d.rng.random() < 0.5 else d.other())
    d.step, d.priority = Step.CLEANUP.value, d.player
    discarded = d.add(d.active, "exile", CLEANUP_TRIGGER)
    d.stack = [{"kind": "ability", "controller": d.active, "card": CLEANUP_TRIGGER}]
    if d.rng.random() < 0.5:      # and another player responded to it
        d.stack.append({"controller": d.other(), "card": d.pick("stack_instant")})
    owner = d.active

    def untrap(d: Draft) -> None:     # nothing triggered in the cleanup step: nobody gets priority
        d.stack.clear()
        d.priority = None
        d.players[owner]["exile"] = [o for o in d.players[owner]["exile"] if o["id"] != discarded]
    d.untrap = untrap


# Level 3's traps about holding priority, for an action a player may take any time they have it.
PRIORITY_TRAPS: dict[str, Callable[[Draft], None]] = {
    "no_priority": _no_priority_trap, "cleanup_exception": _cleanup_trap, "teammate_priority": _teammate_priority_trap}


# ---- recipes ----------------------------------------------------------------------------
EXTRA_LAND_PLAYS = ["Exploration", "Azusa, Lost but Seeking"]


def land(d: Draft, level: int) -> None:
    """A board for 116.2a: a land in hand, and a trap about timing or the land allowance."""
    d.action = ActionKind.PLAY_LAND
    mdfc = level >= 2 and d.rng.random() < 0.3
    d.card = d.pick("mdfc") if mdfc else d.pick("basic")
    zone = "hand"
    if level >= 2 and not mdfc and d.rng.random() < 0.3:
        # 116.2a "usually that player's hand": an effect opens another zone.
        permission, zone = d.rng.choice([("Crucible of Worlds", "graveyard"), ("Ramunap Excavator", "graveyard"),
                                         ("Courser of Kruphix", "library_top"), ("Future Sight", "library_top")])
        d.add(d.player, "battlefield", permission)
        d.themes.add("land_from_other_zone")
    d.add(d.player, zone, d.card)
    if mdfc:
        from ..cards import builtin_cards as db
        card = db().get(d.card)
        d.card = card.faces[card.land_faces[0]].name
    _timing(d, own_turn=0.75, mains=0.6)
    d.turn_facts["lands_played"] = d.rng.choice([0, 0, 1])
    if level >= 2 and d.rng.random() < 0.5:
        d.add(d.player, "battlefield", d.rng.choice(EXTRA_LAND_PLAYS))
    if level >= 2 and d.rng.random() < 0.2:
        d.effects.append({"source": "Turf Wound", "controller": d.other(), "affected": d.player,
                          "created_turn": d.turn})
    if level >= 2 and d.rng.random() < 0.25:
        # Flash lets you cast spells at instant speed; it doesn't let you play a land (305.1).
        d.add(d.player, "battlefield", d.rng.choice(["Leyline of Anticipation", "Vedalken Orrery"]))
        d.themes.add("flash_land")
    if level == 3:
        d.trap = d.rng.choice(["second_land", "opponents_turn", "extra_land_play", *_team_traps(d)])
        d.stack.clear()
        if d.trap in ("extra_land_play", "teammates_turn"):
            # The trap's answer is "Yes", which Turf Wound ("can't play lands") would turn.
            _without_effect("Turf Wound")(d)
        if d.trap == "second_land":
            d.active, d.step, d.turn_facts["lands_played"] = d.player, Step.PRECOMBAT_MAIN.value, 1
            d.untrap = lambda d: d.turn_facts.update(lands_played=0)
        elif d.trap == "extra_land_play":
            # 305.2: an effect lets them play more lands this turn; without it, one was their last.
            held = [o["card"] for o in d.players[d.player].get("battlefield", []) if o["card"] in EXTRA_LAND_PLAYS]
            permission = held[0] if held else d.rng.choice(EXTRA_LAND_PLAYS)
            if not held:
                d.add(d.player, "battlefield", permission)
            lands = 1 if permission == "Exploration" else d.rng.choice([1, 2])     # Azusa: two more
            d.active, d.step, d.turn_facts["lands_played"] = d.player, d.rng.choice(MAIN_STEPS), lands
            d.untrap = _without(permission)
        elif d.trap == "teammates_turn":        # each player on a team may play a land (805.4c)
            d.step = Step.PRECOMBAT_MAIN.value
            _teammates_turn(d)
        else:
            d.active, d.step = d.other(), Step.PRECOMBAT_MAIN.value
            d.untrap = lambda d: setattr(d, "active", d.player)


def face_up(d: Draft, level: int) -> None:
    """A board for 116.2b: a face-down permanent, and a trap about how it can turn face up."""
    d.action = ActionKind.TURN_FACE_UP
    how = d.rng.choice(["morph", "megamorph", "disguise", "manifest"] + (["cloak"] if level >= 2 else []))
    pool = {"morph": "morph", "megamorph": "megamorph", "disguise": "disguise"}.get(how, "manifest_creature")
    d.card = d.pick(pool)
    owner = {}
    zone = "battlefield"
    _timing(d, own_turn=0.5, stack=0.4)
    if level == 2 and d.rng.random() < 0.2:
        owner = {"owner": d.other()}      # controlled, not owned: the controller may turn it up
        d.themes.add("controller_not_owner")
    if level == 3:
        # Red herrings (split second, a controller who isn't the owner) don't decide the answer:
        # they tempt at level 2, as misconceptions among the choices.
        d.trap = d.rng.choice(["manifested_noncreature", "cleanup_exception", "humility", "mana_stopped",
                               "mana_summoning_sick", "phased_out", *_team_priority_traps(d)])
        if d.trap == "manifested_noncreature":
            how, d.card = "manifest", d.pick("noncreature")
            creature = d.pick("manifest_creature")

            def untrap(d: Draft) -> None:     # the same manifested card, but a creature card
                obj = next(o for o in d.players[d.player]["battlefield"] if o["card"] == d.card)
                obj["card"] = d.card = creature
            d.untrap = untrap
        elif d.trap == "cleanup_exception":
            _cleanup_trap(d, active=d.player)
        elif d.trap == "teammate_priority":
            _teammate_priority_trap(d)
        elif d.trap in ("mana_stopped", "mana_summoning_sick"):
            how, d.card = "morph", d.pick("morph")
            (_mana_stopped if d.trap == "mana_stopped" else _mana_summoning_sick)(d, builtin_cards().get(d.card).morph or "")
        elif d.trap == "phased_out":      # 702.26b: as though it didn't exist, until it phases in
            zone = "phased_out"

            def untrap(d: Draft) -> None:     # phased in again
                d.players[d.player]["battlefield"] = d.players[d.player].get("battlefield", []) + \
                    d.players[d.player].pop("phased_out")
            d.untrap = untrap
        else:
            how, d.card = "morph", d.pick("morph")
            d.add(d.other(), "battlefield", "Humility")
            d.untrap = _without("Humility")
    d.add(d.player, zone, d.card, face_down=how, **owner)
    if level >= 2 and how in ("morph", "megamorph", "disguise") and d.rng.random() < 0.2:
        # Pithing Needle, Phyrexian Revoker and Linvala stop activated abilities; turning face up
        # is a special action (116.2b), not one.
        stopper = d.rng.choice(["Pithing Needle", "Phyrexian Revoker", "Linvala, Keeper of Silence"])
        d.add(d.other(), "battlefield", stopper, **({} if stopper.startswith("Linvala") else {"chosen_names": [d.card]}))
        d.themes.add("pithing_needle")


BASIC_OF = {"W": "Plains", "U": "Island", "B": "Swamp", "R": "Mountain", "G": "Forest"}
MANA_STOPPER = "Linvala, Keeper of Silence"


def _mana_but_one(d: Draft, cost: str, **birds: Any) -> str:
    """The player's lands make all of the cost but one mana, and Birds of Paradise the last (its
    id). The board's real mana counts (no exam convention): the cost decides it."""
    lands = [BASIC_OF[s] for s in symbols(cost) if s in BASIC_OF]
    lands += [d.pick("basic") for s in symbols(cost) if s.isdigit() for _ in range(int(s))]
    d.rng.shuffle(lands)
    for land in lands[1:]:
        d.add(d.player, "battlefield", land)
    birds_id = d.add(d.player, "battlefield", "Birds of Paradise", **birds)
    d.mana_set.add(d.player)
    d.game["assume_costs_payable"] = False
    return birds_id


def _mana_stopped(d: Draft, cost: str) -> None:
    """The Birds' mana ability stopped by an opponent's Linvala (602.5), not the turning face up (116.1)."""
    _mana_but_one(d, cost)
    d.add(d.rng.choice(d.opponents()), "battlefield", MANA_STOPPER)
    d.untrap = _without(MANA_STOPPER)


def _mana_summoning_sick(d: Draft, cost: str) -> None:
    """The Birds came under the player's control this turn: its {T} ability can't be activated
    (302.6), mana ability or not, though turning face up is a special action (116.1)."""
    birds_id = _mana_but_one(d, cost, summoning_sick=True)

    def untrap(d: Draft) -> None:       # under their control since their turn began
        for obj in d.players[d.player]["battlefield"]:
            if obj["id"] == birds_id:
                obj.pop("summoning_sick")
    d.untrap = untrap


def end_effect(d: Draft, level: int) -> None:
    """A board for 116.2c: an effect a player may end, or a delayed trigger they may stop."""
    d.action = ActionKind.END_EFFECT
    _timing(d, own_turn=0.5)
    kind = d.rng.choice(["Quenchable Fire", "Sabertooth Cobra", "Dominating Licid"])
    d.card = kind
    if kind == "Dominating Licid":
        # The Licid's controller activated it and may end the effect; its owner may be
        # someone else (it was stolen, or it steals what it enchants).
        stolen = level >= 2 and d.rng.random() < 0.4
        licid_owner = {"owner": d.other()} if stolen else {}
        target = d.add(d.player, "battlefield", d.pick("filler_creature"), owner=d.other())
        licid = d.add(d.player, "battlefield", kind, attached_to=target, **licid_owner)
        d.effects.append({"source": kind, "source_object": licid, "controller": d.player, "created_turn": d.turn - 1})
        if stolen:
            d.themes.add("licid_control")
    else:
        caster = d.other()
        d.effects.append({"source": kind, "controller": caster, "affected": d.player, "created_turn": d.turn})
        if level == 3:
            # Who may pay, until when, and having priority: each can decide (116.2c).
            d.trap = d.rng.choice(["deadline_passed", "payer_not_you", "no_priority", "cleanup_exception"])
            if d.trap == "cleanup_exception":       # the caster's turn, the effect made this turn
                _cleanup_trap(d, active=caster)
            elif d.trap == "no_priority":
                d.active, d.priority = caster, caster
                d.step = d.rng.choice([Step.POSTCOMBAT_MAIN.value, Step.END.value])
                d.stack = [{"controller": caster, "card": d.pick("stack_instant")}] if d.rng.random() < 0.5 else []
                d.untrap = lambda d: setattr(d, "priority", d.player)
            elif d.trap == "deadline_passed":
                deadline = caster if kind == "Quenchable Fire" else d.player
                d.active, d.step = deadline, Step.UPKEEP.value
                d.effects[-1]["created_turn"] = _last_turn_of(d, caster)
                d.untrap = lambda d: d.effects[-1].update(created_turn=d.turn)
                return
            else:
                caster = d.player
                d.effects[-1].update({"controller": d.player, "affected": d.other()})
                d.untrap = lambda d: d.effects[-1].update(controller=d.other(), affected=d.player)
        _date(d, d.effects[-1], caster)


# When each delayed effect is made, in its controller's turn: Quenchable Fire is a sorcery (cast
# in a main phase); Sabertooth Cobra's trigger is its combat damage to a player.
MADE_FROM = {"Quenchable Fire": Step.PRECOMBAT_MAIN, "Sabertooth Cobra": Step.COMBAT_DAMAGE}
TURN_ORDER = list(Step)


def _turns_since(d: Draft, player: str) -> int:
    """How many turns ago `player`'s last turn began (a whole round if it is theirs now): in
    Two-Headed Giant the teams take turns (805.4)."""
    if d.teams:
        return 1 if d.teams[player] != d.teams[d.active] else 2
    seats = list(d.players)
    return (seats.index(d.active) - seats.index(player)) % len(seats) or len(seats)


def _date(d: Draft, effect: dict[str, Any], caster: str) -> None:
    """The effect made this turn if it is the caster's, else in their last turn, as a game makes
    it: a board at a step of the caster's turn before it could be made moves to a later one, and
    another player's turn is one that comes before its deadline passes (Sabertooth Cobra's is the
    affected player's next turn: if theirs came between, it is theirs now, and too late). Before,
    an effect "made this turn" showed on any player's turn, at any step (Quenchable Fire, a
    sorcery, cast in the affected player's upkeep)."""
    made_from = MADE_FROM[effect["source"]]
    if d.active == caster:
        if TURN_ORDER.index(Step(d.step)) < TURN_ORDER.index(made_from):
            d.step = d.rng.choice([s.value for s in TURN_ORDER[TURN_ORDER.index(made_from):] if s != Step.CLEANUP])
        effect["created_turn"] = d.turn
        return
    deadline = caster if effect["source"] == "Quenchable Fire" else effect["affected"]
    if deadline != caster and _turns_since(d, deadline) < _turns_since(d, caster):
        d.active = deadline         # the deadline player's turn came after the caster's: it is now
    effect["created_turn"] = _last_turn_of(d, caster)


def _last_turn_of(d: Draft, player: str) -> int:
    """The number of `player`'s last turn before this one (the game made long enough to have it)."""
    back = _turns_since(d, player)
    d.turn = max(d.turn, back + 1)
    return d.turn - back


def ignore_static(d: Draft, level: int) -> None:
    """A board for 116.2d: a static ability whose effect a player may pay to ignore."""
    d.action = ActionKind.IGNORE_STATIC
    _timing(d, own_turn=0.4, stack=0.5)
    choice = d.rng.choice(["Leonin Arbiter", "Volrath's Curse"] + (["Damping Engine"] if level >= 2 else []))
    priority_trap = None
    if level == 3:
        # The traps that decide: only the enchanted creature's controller may pay for Volrath's
        # Curse; anyone may pay for Leonin Arbiter, any time they have priority (116.2d).
        d.trap = d.rng.choice(["enchanted_controller_only", "no_priority", "cleanup_exception",
                               *_team_priority_traps(d)])
        choice = "Volrath's Curse" if d.trap == "enchanted_controller_only" else "Leonin Arbiter"
        priority_trap = PRIORITY_TRAPS.get(d.trap)
    d.card = choice
    if choice == "Volrath's Curse":
        mine = level < 3 and d.rng.random() < 0.6
        holder = d.player if mine else d.other()
        target = d.add(holder, "battlefield", d.pick("filler_creature"))
        d.add(d.other(), "battlefield", choice, attached_to=target)
        if level == 3:
            if not mine:
                def untrap(d: Draft) -> None:     # the cursed creature is the asked player's after all
                    cursed = next(o for o in d.players[holder]["battlefield"] if o["id"] == target)
                    d.players[holder]["battlefield"].remove(cursed)
                    d.players[d.player].setdefault("battlefield", []).append(cursed)
                d.untrap = untrap
    else:
        d.add(d.other(), "battlefield", choice)
        if priority_trap is not None:
            priority_trap(d)
        if choice == "Damping Engine":
            for _ in range(d.rng.randint(0, 4)):
                d.add(d.player, "battlefield", d.pick("basic"))
        if level == 2 and d.rng.random() < 0.4:
            # Any time they have priority, even with an ability on the stack (116.2d).
            d.stack = [{"kind": "ability", "controller": d.other(), "card": "Ghost Quarter",
                        "text": "Destroy target land; its controller may search for a basic land"}]


def discard(d: Draft, level: int) -> None:
    """A board for 116.2e: a card its owner may discard as an instant would be cast."""
    d.action = ActionKind.DISCARD_AS_INSTANT
    d.card = "Circling Vultures"
    d.add(d.player, "hand", d.card)
    _timing(d, own_turn=0.3, stack=0.4)
    if level >= 2 and d.rng.random() < 0.3:
        d.priority = d.other()
    if level == 2 and d.rng.random() < 0.35:
        # An opponent's Teferi, Time Raveler limits their casting, not this (304.5): a red herring.
        d.add(d.other(), "battlefield", "Teferi, Time Raveler")
        d.themes.add("casting_limit")
    if level == 3:
        # "Any time they have priority" (116.2e): split second doesn't stop it (702.61b, a red
        # herring offered at level 2); not having priority does, and a trigger in the cleanup
        # step gives it (514.3a), as a Two-Headed Giant teammate's priority does (805.5a).
        PRIORITY_TRAPS[d.rng.choice(["no_priority", "cleanup_exception", *_team_priority_traps(d)])](d)


# "Creature cards you own that aren't on the battlefield have flash."
CREATURES_FLASH = "Teferi, Mage of Zhalfir"


def suspend(d: Draft, level: int) -> None:
    """A board for 116.2f: a card with suspend in hand, and a trap about casting timing."""
    d.action = ActionKind.SUSPEND
    creature = level >= 2 and d.rng.random() < 0.5
    d.card = d.pick("suspend_creature" if creature else "suspend_noncreature")
    d.add(d.player, "hand", d.card)
    # Its own main phase with the stack empty more often than other recipes: "Yes" needs all three,
    # and a set on suspend was "No" nine times in ten.
    _timing(d, own_turn=0.7, stack=0.3, mains=0.7)
    if level >= 2:
        extra = d.rng.random()
        if extra < 0.35:
            d.add(d.player, "battlefield", CREATURES_FLASH)
        elif extra < 0.55:
            # A "can't cast" effect stops suspend too: suspending needs "any time you could cast it".
            d.effects.append({"source": "Silence", "controller": d.other(), "created_turn": d.turn})
            d.themes.add("cant_cast_suspend")
    if level == 3:
        # Whether they could cast the card now decides: a flash permission (Teferi) on another
        # player's turn, split second on the stack, or an effect saying they can't cast it. A
        # level-2 Silence gets in no other trap's way: it would answer the question instead.
        d.trap = d.rng.choice(["flash_permission", "split_second", "void_winnower", "cant_cast_spells"])
        _without_effect("Silence")(d)
        if d.trap in ("flash_permission", "split_second"):
            d.players[d.player]["hand"] = []
            d.card = d.pick("suspend_creature")
            d.add(d.player, "hand", d.card)
            if not any(o["card"] == CREATURES_FLASH for o in d.players[d.player].get("battlefield", [])):
                d.add(d.player, "battlefield", CREATURES_FLASH)      # (one: it is legendary)
            d.active = d.other()
            top = d.pick("split_second") if d.trap == "split_second" else d.pick("stack_instant")
            d.stack = [{"controller": d.other(), "card": top}]
            if d.trap == "split_second":
                d.untrap = lambda d: d.stack.clear()
            else:
                d.untrap = _without(CREATURES_FLASH)
        elif d.trap == "void_winnower":
            d.players[d.player]["hand"] = []
            d.card = "Ancestral Vision"
            d.add(d.player, "hand", d.card)
            d.add(d.other(), "battlefield", "Void Winnower")
            d.themes.add("cant_cast_suspend")
            d.untrap = _without("Void Winnower")
            d.active, d.step, d.stack = d.player, Step.PRECOMBAT_MAIN.value, []
        else:       # an opponent's Silence this turn: "Your opponents can't cast spells this turn."
            d.effects.append({"source": "Silence", "controller": d.other(), "created_turn": d.turn})
            d.themes.add("cant_cast_suspend")
            d.active, d.step, d.stack = d.player, d.rng.choice(MAIN_STEPS), []
            d.untrap = _without_effect("Silence")


def companion(d: Draft, level: int) -> None:
    """A board for 116.2g: a chosen companion outside the game."""
    d.action = ActionKind.COMPANION
    d.card = d.pick("companion")
    companion_id = d.add(d.player, "outside_game", d.card)
    d.players[d.player]["companion"] = companion_id
    if level >= 2 and d.rng.random() < 0.4:
        # Only a companion's owner may put it into hand (702.139a): an opponent's is not theirs.
        rival = d.other()
        rival_card = d.pick("companion")
        d.players[rival]["companion"] = d.add(rival, "outside_game", rival_card)
        d.themes.add("companion_ownership")
    _timing(d, own_turn=0.75, mains=0.6, stack=0.25)
    if level == 3:
        # Each part of 116.2g can decide: once a game, a main phase of their turn, the stack empty.
        d.trap = d.rng.choice(["companion_used", "not_main_phase", "stack_not_empty", "opponents_turn",
                               *_team_traps(d)])
        _timing_trap(d, d.trap)
        if d.trap == "companion_used":
            d.players[d.player]["outside_game"] = []
            d.add(d.player, "graveyard", d.card)
            d.players[d.player]["companion"] = f"{d.player}/graveyard/0"
            d.players[d.player]["companion_put_into_hand"] = True
            d.untrap = lambda d: d.players[d.player].update(
                graveyard=[], outside_game=[{"id": f"{d.player}/outside_game/0", "card": d.card}],
                companion=f"{d.player}/outside_game/0", companion_put_into_hand=False)


FORETELL_ANY_TURN = "Cosmos Charger"      # "...can be done on any player's turn"


def foretell(d: Draft, level: int) -> None:
    """A board for 116.2h: a card with foretell in hand."""
    d.action = ActionKind.FORETELL
    d.card = d.pick("foretell")
    d.add(d.player, "hand", d.card)
    _timing(d, own_turn=0.65, mains=0.3, stack=0.4)
    if level >= 2 and d.rng.random() < 0.35:
        d.add(d.player, "battlefield", FORETELL_ANY_TURN)
    if level == 3:
        # "Any time they have priority during their turn" (702.143a): another player's turn (and
        # Cosmos Charger, which lets its controller foretell in any player's turn), priority, and
        # the cleanup step with something triggered there (514.3a).
        d.trap = d.rng.choice(["opponents_turn", "foretell_any_turn", "no_priority", "cleanup_exception"])
        charger = [o for o in d.players[d.player].get("battlefield", []) if o["card"] == FORETELL_ANY_TURN]
        if d.trap in ("opponents_turn", "foretell_any_turn"):
            d.active = d.other()
            d.players[d.player]["battlefield"] = [o for o in d.players[d.player].get("battlefield", [])
                                                  if o not in charger]
        if d.trap == "opponents_turn":
            d.untrap = lambda d: setattr(d, "active", d.player)
        elif d.trap == "foretell_any_turn":
            d.add(d.player, "battlefield", FORETELL_ANY_TURN)
            d.untrap = _without(FORETELL_ANY_TURN)
        elif d.trap == "no_priority":
            d.active, d.priority = d.player, d.other()
            d.untrap = lambda d: setattr(d, "priority", d.player)
        else:
            _cleanup_trap(d, active=d.player)


def planar_die(d: Draft, level: int) -> None:
    """A board for 116.2i: Planechase, with special-action rolls already made this turn."""
    d.action = ActionKind.PLANAR_DIE
    d.game["planechase"] = True
    d.add(d.rng.choice(list(d.players)), "command", d.pick("plane"))
    _timing(d, own_turn=0.8, mains=0.7, stack=0.25)
    d.turn_facts["planar_die_actions"] = d.rng.choice([0, 0, 1, 2])
    if level == 3:
        # Each part of 116.2i can decide: the player's own turn, a main phase, the stack empty, and
        # the cost, which counts the special-action rolls made this turn and not the rolls an
        # effect made (its note).
        d.trap = d.rng.choice(["planar_rising_cost", "active_player_only", "not_main_phase", "stack_not_empty",
                               "effect_rolls_not_counted", *_team_traps(d)])
        _timing_trap(d, d.trap)
        if d.trap == "planar_rising_cost":
            d.turn_facts["planar_die_actions"] = d.rng.randint(1, 3)
            d.untrap = lambda d: d.turn_facts.update(planar_die_actions=0)
        elif d.trap == "effect_rolls_not_counted":
            rolls = d.rng.randint(1, 3)
            d.turn_facts.update(planar_die_actions=0, planar_die_other_rolls={d.player: rolls})
            # Without the trap, those rolls were the player's special actions: they would count.
            d.untrap = lambda d: d.turn_facts.update(planar_die_actions=rolls, planar_die_other_rolls={})


def conspiracy(d: Draft, level: int) -> None:
    """A board for 116.2j: a face-down conspiracy in the command zone."""
    d.action = ActionKind.CONSPIRACY
    d.game["conspiracy_draft"] = True
    d.card = d.pick("agenda")
    d.add(d.player, "command", d.card, face_down="other", chosen_names=[d.pick("filler_creature")])
    _timing(d, own_turn=0.4, stack=0.5)
    if level == 3:
        # "Any time they have priority": the catch is having it (116.2j), in any step, on the
        # player's own turn or another's, with a spell on the stack or none; or the cleanup step
        # with something triggered there, where players get it (514.3a); or a Two-Headed Giant
        # teammate holding it, which the team holds (805.5a; a Conspiracy Draft game is
        # free-for-all by default, 905.3, not only).
        PRIORITY_TRAPS[d.rng.choice(["no_priority", "cleanup_exception", *_team_priority_traps(d)])](d)


def plot(d: Draft, level: int) -> None:
    """A board for 116.2k: a card with plot in hand."""
    d.action = ActionKind.PLOT
    d.card = d.pick("plot")
    d.add(d.player, "hand", d.card)
    _timing(d, own_turn=0.7, mains=0.55, stack=0.3)
    if level == 3:
        # 116.2k asks for their own turn with the stack empty, 702.170a for a main phase too.
        d.trap = d.rng.choice(["plot_main_phase", "stack_not_empty", "opponents_turn", *_team_traps(d)])
        _timing_trap(d, d.trap)


def unlock(d: Draft, level: int) -> None:
    """A board for 116.2m: a Room with a locked door."""
    d.action = ActionKind.UNLOCK
    room = d.pick("room")
    unlocked = d.rng.choice([[], ["left"], ["right"]])
    if level == 3:
        # 709.5e: "A player who controls a permanent": control decides, not ownership, both ways.
        d.trap = d.rng.choice(["controller_not_owner", "not_main_phase", "controls_not_owns"])
    holder, owner = d.player, {}
    if d.trap == "controller_not_owner":        # the player owns it, another player controls it
        holder, owner = d.other(), {"owner": d.player}
    elif d.trap == "controls_not_owns":         # the player controls it, another player owns it
        owner = {"owner": d.other()}
    d.add(holder, "battlefield", room, unlocked=unlocked, **owner)
    from ..cards import builtin_cards as db
    faces = db().get(room).faces
    locked = [i for i, door in enumerate(("left", "right")) if door not in unlocked]
    d.card = faces[d.rng.choice(locked)].name
    _timing(d, own_turn=0.75, mains=0.6, stack=0.25)
    if d.trap in ("controller_not_owner", "controls_not_owns"):
        d.active, d.step, d.stack = d.player, Step.PRECOMBAT_MAIN.value, []
        room_owner = owner["owner"]

        def untrap(d: Draft) -> None:      # the owner controls their Room again
            room_obj = next(o for o in d.players[holder]["battlefield"] if o["card"] == room)
            d.players[holder]["battlefield"].remove(room_obj)
            room_obj.pop("owner")
            d.players[room_owner].setdefault("battlefield", []).append(room_obj)
        d.untrap = untrap
    elif d.trap == "not_main_phase":
        d.active, d.step, d.stack = d.player, Step.BEGINNING_OF_COMBAT.value, []
        d.untrap = lambda d: setattr(d, "step", Step.PRECOMBAT_MAIN.value)


# What a select-all question lists beside the action it was drawn for, as an exam item lists
# several: a candidate for another special action, of the asked player, with its own timing (a
# land and plot at sorcery speed in their own turn, foretell in their own turn, turning face up
# and Circling Vultures any time they have priority, suspend as the card could be cast, a door
# at sorcery speed), so that on one board some may be taken and some not, and "None of these" is
# seldom the answer. Each is (zone, card pool or card, the object's fields).
OTHER_CANDIDATES: dict[ActionKind, tuple[str, str, dict[str, Any]]] = {
    ActionKind.PLAY_LAND: ("hand", "basic", {}),
    ActionKind.TURN_FACE_UP: ("battlefield", "morph", {"face_down": "morph"}),
    ActionKind.DISCARD_AS_INSTANT: ("hand", "Circling Vultures", {}),
    ActionKind.SUSPEND: ("hand", "suspend_noncreature", {}),
    ActionKind.FORETELL: ("hand", "foretell", {}),
    ActionKind.PLOT: ("hand", "plot", {}),
    ActionKind.UNLOCK: ("battlefield", "room", {"unlocked": []}),
}


def _names_on_board(d: Draft) -> set[str | None]:
    """The names of the cards on the board, on the stack and the one asked about."""
    return {o.get("card") for zones in d.players.values() for objs in zones.values()
            if isinstance(objs, list) for o in objs} | {item.get("card") for item in d.stack} | {d.card}


def _other_candidates(d: Draft, count: int) -> None:
    """Up to `count` candidates for special actions other than the board's own (OTHER_CANDIDATES),
    each a card not on the board yet (two of one name would read as one choice, and a trap's
    untrap may take every copy of a card off)."""
    on_board = _names_on_board(d)
    kinds = [kind for kind in OTHER_CANDIDATES if kind != d.action]
    for kind in d.rng.sample(kinds, count):
        zone, pool, fields = OTHER_CANDIDATES[kind]
        names = [n for n in pools().get(pool, [pool]) if n not in on_board]
        if names:
            card = d.rng.choice(names)
            on_board.add(card)
            d.add(d.player, zone, card, **copy.deepcopy(fields))


RECIPES = {
    ActionKind.PLAY_LAND: land, ActionKind.TURN_FACE_UP: face_up, ActionKind.END_EFFECT: end_effect,
    ActionKind.IGNORE_STATIC: ignore_static, ActionKind.DISCARD_AS_INSTANT: discard,
    ActionKind.SUSPEND: suspend, ActionKind.COMPANION: companion, ActionKind.FORETELL: foretell,
    ActionKind.PLANAR_DIE: planar_die, ActionKind.CONSPIRACY: conspiracy, ActionKind.PLOT: plot,
    ActionKind.UNLOCK: unlock,
}


def _seat(rng: random.Random, level: int, team_turns: float = 0.0) -> Draft:
    """Who plays: two players at level 1; from level 2 sometimes a multiplayer game (3-6
    players, 3-4 at level 2) or Two-Headed Giant (two teams of two, 810.1), and with the share
    `team_turns` more often (a level-3 trap needs the shared team turns)."""
    roll = rng.random()
    count, two_headed = 2, False
    if team_turns and rng.random() < team_turns:
        count, two_headed = 4, True
    elif level >= 2 and roll < 0.25:
        count = rng.randint(3, 6 if level == 3 else 4)
    elif level >= 2 and roll < 0.35:
        count, two_headed = 4, True
    names = list(NAMES[:count])
    draft = Draft(rng=rng, player=rng.choice(names), players={name: {} for name in names})
    if two_headed:
        draft.teams = {name: f"T{i // 2 + 1}" for i, name in enumerate(names)}
        draft.themes.add("two_headed_giant")
    elif count > 2:
        draft.themes.add("multiplayer")
    draft.active = draft.priority = draft.player
    return draft


# Level 3: the actions for their own turn whose boards may be Two-Headed Giant on the teammate's
# turn, which is the player's turn too (805.4: each team takes turns rather than each player), and
# how often their boards seat two teams for it.
TEAM_TURN_TRAP = (ActionKind.PLAY_LAND, ActionKind.COMPANION, ActionKind.PLANAR_DIE, ActionKind.PLOT)
# And the actions for any time they have priority whose boards may be Two-Headed Giant with the
# teammate holding priority, which the player's team holds then (805.5a).
TEAM_PRIORITY_TRAP = (ActionKind.TURN_FACE_UP, ActionKind.IGNORE_STATIC, ActionKind.DISCARD_AS_INSTANT,
                      ActionKind.CONSPIRACY)
TEAM_TURNS_SHARE = 0.3


# Levels 1 and 2: how often another player holds priority, which every special action needs
# (116.2), on a board for an action a player may take any time they have priority. Without it,
# those actions were always legal at these levels, so "Yes, they may" answered every question
# about them (the other actions' boards are often at the wrong time: their "no" has many reasons).
OTHER_HOLDS_PRIORITY = 0.25
ANY_TIME_WITH_PRIORITY = (ActionKind.TURN_FACE_UP, ActionKind.END_EFFECT, ActionKind.IGNORE_STATIC,
                          ActionKind.DISCARD_AS_INSTANT, ActionKind.CONSPIRACY)


def build(action: ActionKind, rng: random.Random, level: int, others: int = 0) -> Draft:
    """A board for a question about one special action, with its trap if any, and candidates for
    `others` other special actions (a select-all question's)."""
    draft = _seat(rng, level, TEAM_TURNS_SHARE if level == 3 and action in TEAM_TURN_TRAP + TEAM_PRIORITY_TRAP else 0.0)
    RECIPES[action](draft, level)
    if level < 3 and action in ANY_TIME_WITH_PRIORITY and draft.priority == draft.player \
            and rng.random() < OTHER_HOLDS_PRIORITY:
        draft.priority = rng.choice(draft.opponents())
    if level >= 2:
        _split_second_herring(draft)
        _face_down_spell(draft)
        _casting_limit_herring(draft)
    _other_candidates(draft, others)
    _lands(draft)
    if level >= 2:
        _hand_filler(draft, rng.randint(0, 2))
        _cost_change_elsewhere(draft)
    if draft.trap == "cleanup_exception":
        # The active player discarded down to their maximum hand size (514.1, _cleanup_trap):
        # seven cards are left.
        holder = draft.active
        for _ in range(MAX_HAND_SIZE - len(draft.players[holder].get("hand", []))):
            draft.add(holder, "hand", draft.pick("instant"))
    return draft
