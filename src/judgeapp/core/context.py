"""The effects in force on a board, worked out once per evaluation.

Sources: face-up permanents that have their abilities (statics), the face-up plane in the
command zone (statics), and active effects (a card's `creates` template or their own spec).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Generic, Iterator, TypeVar, overload

from .cards import CardDatabase, CardDef, Face, builtin_cards
from .effects import EffectKind, EffectSpec
from .state import MAX_COUNT, ZONES, ActiveEffect, CardObject, GameState, Player, PlayerId

_T = TypeVar("_T")


class worked_out_once(Generic[_T]):
    """A property worked out on first read and kept: functools.cached_property without its lock
    (Python 3.11 takes a lock on every first read; an evaluation, one thread with one Context,
    makes several)."""

    def __init__(self, func: Callable[[Any], _T]) -> None:
        self.func = func
        self.name = func.__name__
        self.__doc__ = func.__doc__

    @overload
    def __get__(self, obj: None, owner: type | None = None) -> "worked_out_once[_T]": ...
    @overload
    def __get__(self, obj: object, owner: type | None = None) -> _T: ...

    def __get__(self, obj: object, owner: type | None = None) -> "_T | worked_out_once[_T]":
        if obj is None:
            return self
        value = obj.__dict__[self.name] = self.func(obj)
        return value


@dataclass(frozen=True, slots=True, init=False)
class InForce:
    """One effect in force: its spec, who controls it, and where it comes from."""

    spec: EffectSpec
    controller: PlayerId
    source_card: str
    source_id: str                  # object id or active-effect id
    affected: PlayerId | None = None
    attached_to: str | None = None  # for "enchanted creature's controller"
    chosen_names: tuple[str, ...] = ()
    created_turn: int | None = None
    from_plane: bool = False        # "you" is the planar controller's whole team (901.12c)

    def __init__(self, spec: EffectSpec, controller: PlayerId, source_card: str, source_id: str,
                 affected: PlayerId | None = None, attached_to: str | None = None, chosen_names: tuple[str, ...] = (),
                 created_turn: int | None = None, from_plane: bool = False) -> None:
        # Set through the slots, as verdict.Check is (a frozen dataclass's own __init__ goes through
        # object.__setattr__, twice as slow): an evaluation makes one for each effect in force.
        _set_spec(self, spec)
        _set_controller(self, controller)
        _set_source_card(self, source_card)
        _set_source_id(self, source_id)
        _set_affected(self, affected)
        _set_attached_to(self, attached_to)
        _set_chosen_names(self, chosen_names)
        _set_created_turn(self, created_turn)
        _set_from_plane(self, from_plane)


(_set_spec, _set_controller, _set_source_card, _set_source_id, _set_affected, _set_attached_to, _set_chosen_names,
 _set_created_turn, _set_from_plane) = (getattr(InForce, name).__set__ for name in InForce.__slots__)


THIS_TURN = ("this turn", "until end of turn")


def _named(card: CardDef, spec: EffectSpec) -> str:
    """The card an effect is said to come from: a Room's door or a face by its own name (709.5,
    712.8d), as printed."""
    index = {"left": 0, "right": 1}[spec.door] if spec.door is not None else spec.face
    return card.faces[index].name if index is not None and 0 <= index < len(card.faces) else card.name


def has_expired(spec: EffectSpec, controller: PlayerId, created_turn: int | None, state: GameState) -> bool:
    """Whether an effect's duration is over (500.4-500.5, 514.2): "this turn" effects end with
    their turn; "until your next turn" effects end when their controller's next turn begins."""
    if created_turn is None or state.turn <= created_turn:
        return False
    if spec.duration in THIS_TURN:
        return True
    if spec.duration == "until your next turn":
        return state.on_active_team(controller)      # their team's turn is theirs (805.4)
    return False


@dataclass
class Context:
    """What one evaluation of a board works out once: cards, effects in force, mana sources."""
    state: GameState
    db: CardDatabase = field(default_factory=builtin_cards)
    memo: dict[Any, Any] = field(default_factory=dict)   # what one evaluation works out once (mana sources…)
    card_data: CardDatabase = field(init=False)    # the cards before the board's own custom cards

    def __post_init__(self) -> None:
        self.card_data = self.db
        self.db = self.db.with_custom(self.state.custom_cards)
        self.card = self.db.get  # type: ignore[method-assign]  # the hottest call of an evaluation: no wrapper around it

    def card(self, name: str) -> CardDef:   # (replaced per instance by db.get; kept for type checkers)
        """A card of the board's database by name."""
        return self.db.get(name)

    # ---- abilities -----------------------------------------------------------------
    @worked_out_once
    def _lose_all_abilities(self) -> tuple[InForce, ...]:
        return tuple(self._static_sources(check_abilities=False, only=EffectKind.LOSES_ALL_ABILITIES))

    def face_up(self, obj: CardObject) -> Face:
        """The face of an object that is up: a modal double-faced card played as its back, or the
        card itself (a Room's two halves are one permanent, 709.5)."""
        card = self.card(obj.card)
        return card.faces[obj.face] if card.faces and not card.is_room else card

    def loyalty(self, obj: CardObject) -> int:
        """A planeswalker's loyalty counters, or its printed loyalty where the board shows none (306.5b)."""
        if "loyalty" in obj.counters:
            return obj.counters["loyalty"]
        printed = self.face_up(obj).loyalty or self.card(obj.card).loyalty or "0"
        if not printed.isdigit():
            return 0
        return min(int(printed), MAX_COUNT) if len(printed) <= 9 else MAX_COUNT     # a made-up card's, held to the board's limit

    def types_now(self, obj: CardObject) -> tuple[str, ...]:
        """The card types a permanent has now: a face-down one is a 2/2 creature with no other
        (708.2a, unless an effect says otherwise); a Licid that became an Aura is an enchantment
        only (205.1a); any other has its face-up face's."""
        if obj.face_down is not None:
            return ("Creature",)
        if self._carriers and self.became_aura(obj):
            return ("Enchantment",)
        return self.face_up(obj).types

    def is_creature(self, obj: CardObject) -> bool:
        """Whether a permanent is a creature now (types_now)."""
        return "Creature" in self.types_now(obj)

    def is_a(self, obj: CardObject, kind: str) -> bool:
        """Whether a permanent is a KIND now, as a cost or an ability counts them ("Sacrifice a
        creature", "for each Elf you control"): any permanent for "permanent"; a card type it has now
        (types_now); a subtype of its face up ("forest", "Elf"; a face-down one has none, 708.2a)."""
        if kind == "permanent":
            return True
        word = kind[:1].upper() + kind[1:]       # "creature", "Elf", "Power-Plant"
        return word in self.types_now(obj) or (obj.face_down is None and word in self.face_up(obj).subtypes)

    @worked_out_once
    def _carriers(self) -> frozenset[str]:
        """The objects that carry an effect (ActiveEffect.source_object)."""
        return frozenset(e.source_object for e in self.state.effects if e.source_object is not None)

    def became_aura(self, obj: CardObject) -> bool:
        """Whether a permanent is, for now, an Aura enchantment and no longer what its card says: a
        Licid whose ability resolved, while the effect it carries lasts (205.1a: "becomes an Aura
        enchantment" replaces its card types and subtypes)."""
        return obj.id in self._carriers and obj.face_down is None and self.face_up(obj).becomes_aura

    def has_abilities(self, obj: CardObject, as_face_up_creature: bool = False) -> bool:
        """False if the permanent loses all abilities (flag, or Humility-like effects)."""
        if obj.loses_all_abilities:
            return False
        if not self._lose_all_abilities:
            return True    # the usual board: nothing takes abilities away
        is_creature = as_face_up_creature or self.is_creature(obj)
        for effect in self._lose_all_abilities:
            if effect.source_id == obj.id or (effect.spec.scope == "attached" and effect.attached_to != obj.id):
                continue
            types = effect.spec.card_filter.types_any if effect.spec.card_filter else ()
            if not types or ("Creature" in types and is_creature):
                return False
        return True

    @worked_out_once
    def permanents(self) -> tuple[tuple[PlayerId, CardObject, CardDef], ...]:
        """(controller, permanent, its card) for every permanent, each card looked up once
        (the effects in force, mana sources and Rooms all walk the battlefield)."""
        card, looked_up = self.card, self.db.known_names().get     # a dict lookup first: most were looked up before
        return tuple((player.id, obj, looked_up(obj.card) or card(obj.card))
                     for player in self.state.players for obj in player.battlefield)

    @worked_out_once
    def phased_out(self) -> tuple[tuple[PlayerId, CardObject, CardDef], ...]:
        """(controller it phased out under, permanent, its card) for every phased-out permanent:
        not among `permanents`, as it is treated as though it doesn't exist (702.26b)."""
        return tuple((player.id, obj, self.card(obj.card)) for player in self.state.players for obj in player.phased_out)

    @worked_out_once
    def phased_out_ids(self) -> frozenset[str]:
        """The ids of the phased-out permanents."""
        return frozenset(obj.id for _pid, obj, _card in self.phased_out)

    @worked_out_once
    def face_up_planes(self) -> tuple[CardObject, ...]:
        """The face-up planes in the command zones, in a Planechase game: their abilities work from
        there (901.7), under the planar controller, whoever owns them (901.6)."""
        if not self.state.game.planechase:
            return ()
        return tuple(obj for player in self.state.players for obj in player.command
                     if obj.face_down is None and obj.card in self.db and self.card(obj.card).front.has_type("Plane"))

    @worked_out_once
    def face_up_conspiracies(self) -> tuple[tuple[PlayerId, CardObject], ...]:
        """(owner, conspiracy) for each face-up conspiracy in the command zones, in a Conspiracy
        Draft game: its abilities work from there (315.5), under its owner (905.4)."""
        if not self.state.game.conspiracy_draft:
            return ()
        return tuple((player.id, obj) for player in self.state.players for obj in player.command
                     if obj.face_down is None and obj.card in self.db and self.card(obj.card).front.has_type("Conspiracy"))

    @worked_out_once
    def _with_statics(self) -> tuple[tuple[PlayerId, CardObject, CardDef], ...]:
        """The face-up permanents whose cards have static abilities that matter here (most have none;
        708.2: a face-down permanent has no abilities)."""
        return tuple(p for p in self.permanents if p[1].face_down is None and p[2].effects.statics)

    def _static_sources(self, check_abilities: bool = True, only: EffectKind | None = None) -> Iterator[InForce]:
        for controller, obj, card in self._with_statics:
            if check_abilities and not self.has_abilities(obj):
                continue
            if not check_abilities and obj.loses_all_abilities:
                continue
            for spec in card.statics():
                if (only is None or spec.kind == only) and (spec.door is None or spec.door in obj.unlocked) \
                        and (spec.face is None or spec.face == obj.face):
                    yield InForce(spec, controller, _named(card, spec), obj.id, attached_to=obj.attached_to,
                                  chosen_names=self.oracle_names(obj.chosen_names))
        # Planes (901.7, under the planar controller: 901.6) and face-up conspiracies (905.4, under
        # their owners) work from the command zone.
        for obj in self.face_up_planes:
            yield from self._command_zone_statics(obj, self.state.planar_controller, only, from_plane=True)
        for owner, obj in self.face_up_conspiracies:
            yield from self._command_zone_statics(obj, owner, only)

    def _command_zone_statics(self, obj: CardObject, controller: PlayerId, only: EffectKind | None,
                              from_plane: bool = False) -> Iterator[InForce]:
        card = self.card(obj.card)
        for spec in card.statics():
            if only is None or spec.kind == only:
                yield InForce(spec, controller, card.name, obj.id, chosen_names=self.oracle_names(obj.chosen_names),
                              from_plane=from_plane)

    def oracle_names(self, names: tuple[str, ...]) -> tuple[str, ...]:
        """The English Oracle names that chosen names stand for, however they were typed ("rift
        bolt", "裂け目の稲妻": 201.4); a name that is no card stays as typed (status() warns)."""
        return tuple(self.db.oracle_name(name) or name for name in names) if names else ()

    @worked_out_once
    def in_force(self) -> tuple[InForce, ...]:
        """Every effect in force on the board: static abilities of permanents and planes, and active effects that have not expired."""
        found = list(self._static_sources())
        for effect in self.state.effects:
            spec = self.spec_of(effect)
            if spec is None or has_expired(spec, effect.controller, effect.created_turn, self.state):
                continue
            for part in (spec, *spec.also):
                found.append(InForce(part, effect.controller, effect.source, effect.id,
                                     affected=effect.affected, created_turn=effect.created_turn))
        return tuple(found)

    def spec_of(self, effect: ActiveEffect) -> EffectSpec | None:
        """The rules meaning of an active effect: its own spec, or its source card's template."""
        if effect.effect is not None:
            return effect.effect
        creates: tuple[EffectSpec, ...] = self.card(effect.source).effects.creates
        return creates[min(effect.template, len(creates) - 1)] if creates else None

    @worked_out_once
    def _by_kind(self) -> dict[EffectKind, tuple[InForce, ...]]:
        grouped: dict[EffectKind, list[InForce]] = {}
        for effect in self.in_force:
            grouped.setdefault(effect.spec.kind, []).append(effect)
        return {kind: tuple(found) for kind, found in grouped.items()}

    def effects_of(self, kind: EffectKind) -> tuple[InForce, ...]:
        """The effects in force of one kind."""
        return self._by_kind.get(kind, ())

    # ---- who an effect applies to -------------------------------------------------------
    def permanent_count(self, pid: PlayerId) -> int:
        """How many permanents a player controls."""
        return len(self.state.player(pid).battlefield)

    @worked_out_once
    def _places(self) -> dict[str, tuple[Player, str, CardObject]]:
        return {obj.id: (player, zone, obj) for player in self.state.players for zone in ZONES
                for obj in getattr(player, zone)}

    def where(self, obj_id: str) -> tuple[Player, str, CardObject] | None:
        """GameState.locate() from an index built once per evaluation (an Aura's "enchanted
        creature's controller" asks it for every Aura: linear in the board, not quadratic)."""
        return self._places.get(obj_id)

    def known(self, obj_id: str) -> tuple[Player, str, CardObject, CardDef] | None:
        """Where an object is (its holder and zone), with its card, when the card data knows the
        card; None for an object that isn't on the board or a card that isn't known."""
        found = self.where(obj_id)
        if found is None or found[2].card not in self.db:
            return None
        return (*found, self.card(found[2].card))

    def applies_to(self, effect: InForce, pid: PlayerId) -> bool:
        """Whether an effect in force applies to a player (its controller, their opponents, the affected player…)."""
        spec, state = effect.spec, self.state
        if spec.during == "controller_turn" and not state.on_active_team(effect.controller):    # (805.4)
            return False
        if spec.during == "others_turns" and state.on_active_team(pid):
            return False
        if spec.ignorable and (pid, effect.source_id) in state.turn_facts.ignoring:
            return False
        who = spec.applies_to
        if who == "controller":
            return pid == effect.controller or (effect.from_plane and pid in state.teammates(effect.controller))
        if who == "opponents":
            return pid in state.opponents(effect.controller)
        if who == "each_player":
            return True
        if who == "affected":
            return pid == effect.affected
        if who == "enchanted_controller":
            found = self.where(effect.attached_to) if effect.attached_to else None
            return found is not None and found[1] == "battlefield" and found[0].id == pid
        if who == "dominant_player":
            mine = self.permanent_count(pid)
            return all(mine > self.permanent_count(o) for o in state.player_ids() if o != pid)
        return False
