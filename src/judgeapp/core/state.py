"""The board state: a frozen pydantic model of everything that decides a special action.

An edit makes a new state (`model_copy(update=...)` or the helpers at the bottom); nothing
mutates a state in place. Objects get stable ids ("A/hand/0") when a file leaves them out.
"""

from __future__ import annotations

from enum import StrEnum
from dataclasses import dataclass, field
from typing import Annotated, Any, Iterator, Literal


from .cards import CardDef
from .effects import EffectSpec
from .errors import BoardProblems, Problem, Refused, Said
from .model import MAX_STRING_LENGTH, After, Bounds, Frozen, Length

PlayerId = str

# Bounds far above any real game, so that a number in a file is a count, not an attack.
MAX_COUNT = 1_000_000          # counters on one object, lands played, cards foretold...
MAX_TURN = 1_000_000
MIN_PLAYERS, MAX_PLAYERS = 2, 6    # what the editor supports (Two-Headed Giant is four)
MAX_LIFE = 1_000_000_000
Count = Annotated[int, Bounds(ge=0, le=MAX_COUNT)]
TurnNumber = Annotated[int, Bounds(ge=1, le=MAX_TURN)]
Index = Annotated[int, Bounds(ge=0, le=99)]   # a face or template number; checked against the card when loaded


class Step(StrEnum):
    """The twelve steps and phases of a turn (rule 500.1). Main phases have no steps."""

    UNTAP = "untap"
    UPKEEP = "upkeep"
    DRAW = "draw"
    PRECOMBAT_MAIN = "precombat_main"
    BEGINNING_OF_COMBAT = "beginning_of_combat"
    DECLARE_ATTACKERS = "declare_attackers"
    DECLARE_BLOCKERS = "declare_blockers"
    COMBAT_DAMAGE = "combat_damage"
    END_OF_COMBAT = "end_of_combat"
    POSTCOMBAT_MAIN = "postcombat_main"
    END = "end"
    CLEANUP = "cleanup"

    @property
    def is_main_phase(self) -> bool:
        # 505.1: precombat and postcombat main phases are both "the main phase"; an extra
        # main phase created by an effect is a postcombat main phase (505.1a).
        """Whether this step is a main phase."""
        return self in (Step.PRECOMBAT_MAIN, Step.POSTCOMBAT_MAIN)

    @property
    def has_attackers(self) -> bool:
        """Whether creatures can be attacking in this step: from their declaration as the declare
        attackers step begins (508.1) until the end of combat step ends (511.3)."""
        return self in (Step.DECLARE_ATTACKERS, Step.DECLARE_BLOCKERS, Step.COMBAT_DAMAGE, Step.END_OF_COMBAT)


class FaceDownHow(StrEnum):
    """How a permanent came to be face down, which decides how it can turn face up."""
    MORPH = "morph"
    MEGAMORPH = "megamorph"
    DISGUISE = "disguise"
    MANIFEST = "manifest"     # manifest and manifest dread (701.40, 701.62)
    CLOAK = "cloak"           # 701.58
    OTHER = "other"           # turned face down by another effect (Ixidron, Yedora)


def _sorted_doors(doors: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(sorted(set(doors)))


_POOL_SYMBOLS = MAX_STRING_LENGTH // 3           # "{C}" is three characters


def _mana_only(pool: str) -> str:
    """Floating mana as typed: "{W}{U}", "{w}{u}" or "WU" alike (mana.read_mana_cost), each mana
    of one of the six types (106.1b). A generic or snow symbol is that much colorless mana, as an
    effect adding it adds (106.10, 106.11): "2" is {C}{C}, not one mana of a kind "2" that paid
    nothing but a {1}. Any other symbol ({X}, a hybrid or Phyrexian one) is no mana a pool can hold."""
    from .mana import MANA_TYPES, invalid_symbols, read_mana_cost, symbols
    pool = read_mana_cost(pool)
    bad = invalid_symbols(pool)
    if bad:
        raise Refused("not_mana", symbols=[repr(b) for b in bad])
    held: list[str] = []
    for symbol in symbols(pool):
        if symbol.isdigit():
            count = int(symbol) if len(symbol) <= 6 else _POOL_SYMBOLS + 1
        elif symbol in MANA_TYPES or symbol == "S":
            count = 1
        else:
            raise Refused("not_a_type_of_mana", symbol=f"{{{symbol}}}")
        if len(held) + count > _POOL_SYMBOLS:
            raise Refused("pool_too_big", count=_POOL_SYMBOLS)
        held += [symbol if symbol in MANA_TYPES else "C"] * count
    return "".join(f"{{{symbol}}}" for symbol in held)


@dataclass(frozen=True, kw_only=True)
class PlayPermission(Frozen):
    """An effect let `player` play this very card until the end of turn `until_turn` ("exile the
    top card of your library; you may play that card this turn"), wherever it is."""

    player: PlayerId
    until_turn: TurnNumber
    source: str | None = None      # the card whose effect allows it


@dataclass(frozen=True, kw_only=True)
class CardObject(Frozen):
    """A card in any zone. Zone-specific fields are ignored where they mean nothing."""

    id: str
    card: str
    owner: PlayerId | None = None         # None: the player whose zone holds it
    face: Index = 0                       # which face is up (a modal DFC played as its back)
    tapped: bool = False
    face_down: FaceDownHow | None = None  # on the battlefield: how; in exile/command: face down
    counters: dict[str, Count] = field(default_factory=dict)
    unlocked: Annotated[tuple[Literal["left", "right"], ...], After(_sorted_doors)] = ()   # Room doors (709.5c)
    attached_to: str | None = None
    loses_all_abilities: bool = False     # set by an effect not modelled as a card (e.g. Turn to Frog)
    chosen_names: tuple[str, ...] = ()    # Meddling Mage, Pithing Needle, hidden/double agenda
    chosen_color: Literal["W", "U", "B", "R", "G"] | None = None     # "As Utopia Sprawl enters, choose a color."
    foretold: bool = False
    foretold_turn: TurnNumber | None = None
    plotted: bool = False
    plotted_turn: TurnNumber | None = None
    summoning_sick: bool = False          # a creature not under its controller's control since the turn began (302.6)
    attacking: bool = False               # declared as an attacker this combat (508.1); out of combat when it ends (511.3)
    haste: bool = False                   # an effect gives it haste (702.10): cast with suspend (702.62a), Lightning Greaves…
    play_permission: PlayPermission | None = None
    # Its owner's commander (903.3: an attribute of the card, kept in every zone): "your commander's
    # color identity" (Command Tower) is its owner's commanders' (903.4)
    commander: bool = False
    # On the battlefield: the lines of its activated abilities activated this turn, for "Activate
    # only once each turn" (602.5b) and one loyalty ability a turn (606.3). A new turn, or leaving
    # the battlefield (400.7), forgets them.
    activated_this_turn: tuple[str, ...] = ()


@dataclass(frozen=True, kw_only=True)
class Target(Frozen):
    """What a spell or ability on the stack targets: an object on the board, a player, or
    another object on the stack (by its id)."""

    kind: Literal["object", "player", "stack"]
    id: str


@dataclass(frozen=True, kw_only=True)
class StackItem(Frozen):
    """A spell or ability on the stack. A spell names its card; an ability may only have text."""

    id: str
    kind: Literal["spell", "ability"] = "spell"
    controller: PlayerId
    owner: PlayerId | None = None          # a spell's owner, when not its controller
    card: str | None = None
    face: Index = 0
    face_down: bool = False
    text: str | None = None
    targets: tuple[Target, ...] = ()
    # A copy of a spell (Twincast, storm): it isn't cast (707.10), so it counts toward no limit on
    # spells cast; as it resolves, an instant's or sorcery's copy ceases to exist (707.10a) and a
    # permanent's becomes a token (608.3f).
    copy: bool = False
    # An ability's source, when the board holds it: the exiled card of suspend's abilities (702.62a).
    source: str | None = None
    # A creature spell cast with suspend gains haste, and so does the permanent it becomes (702.62a).
    haste: bool = False


@dataclass(frozen=True, kw_only=True)
class ActiveEffect(Frozen):
    """An effect that is not a permanent: left behind by a resolved spell or ability.

    `effect` defaults to the source card's first `creates` template (card_effects.json).
    """

    id: str
    source: str                        # the card that created it
    source_object: str | None = None   # the object that carries it (a Licid), if any
    controller: PlayerId
    affected: PlayerId | None = None
    created_turn: TurnNumber | None = None
    effect: EffectSpec | None = None
    template: Index = 0
    note: str | None = None


@dataclass(frozen=True, kw_only=True)
class Player(Frozen):
    """A player: zones, life, mana pool, team, companion."""
    id: PlayerId
    name: str = ""
    team: str | None = None            # Two-Headed Giant
    life: Annotated[int, Bounds(ge=-MAX_LIFE, le=MAX_LIFE)] = 20
    hand: tuple[CardObject, ...] = ()
    library_top: tuple[CardObject, ...] = ()   # known top cards, top first
    battlefield: tuple[CardObject, ...] = ()   # permanents this player controls
    graveyard: tuple[CardObject, ...] = ()
    exile: tuple[CardObject, ...] = ()
    command: tuple[CardObject, ...] = ()       # conspiracies, planes
    outside_game: tuple[CardObject, ...] = ()  # companion, sideboard
    # Permanents that phased out under this player's control: treated as though they don't exist
    # (702.26b, 702.26d); they phase in during this player's untap step (502.1). See phasing.py.
    phased_out: tuple[CardObject, ...] = ()
    companion: str | None = None               # id of the chosen companion (702.139a)
    companion_put_into_hand: bool = False      # 116.2g: once per game
    mana_pool: Annotated[str, After(_mana_only)] = ""    # floating mana, e.g. "{W}{W}{C}" (106.4)


ZONES = ("hand", "library_top", "battlefield", "graveyard", "exile", "command", "outside_game", "phased_out")


@dataclass(frozen=True, kw_only=True)
class TurnFacts(Frozen):
    """What has happened this turn that special actions depend on."""
    lands_played: Count = 0               # by the active player this turn (305.2a)
    team_lands_played: dict[PlayerId, Count] = field(default_factory=dict)   # the active player's teammates (805.4c)
    # Special-action rolls of the planar die this turn, by player (116.2i, 901.9; in Two-Headed
    # Giant each active player's own, 901.12d). A file may give one number: the active player's.
    planar_die_actions: dict[PlayerId, Count] = field(default_factory=dict)
    # Counted apart because they don't count as the special actions above (recorded for teaching):
    planar_die_other_rolls: dict[PlayerId, Count] = field(default_factory=dict)      # rolls an effect made
    lands_put_onto_battlefield: dict[PlayerId, Count] = field(default_factory=dict)  # 305.4: not land plays
    cards_foretold: dict[PlayerId, Count] = field(default_factory=dict)
    # Spells each player has cast this turn (601.3 with a limit such as Rule of Law's); the
    # spells they control on the stack count too, recorded or not (GameState.spells_cast).
    spells_cast: dict[PlayerId, Count] = field(default_factory=dict)
    # Those of them the board knows, by name, as they were cast with Add… (a face cast by its own
    # name: "Petty Theft"): what a limit on one kind of spell counts (Deafening Silence's
    # noncreature spells). A spell counted but not named here is of a kind the board doesn't show.
    spells_cast_names: dict[PlayerId, tuple[str, ...]] = field(default_factory=dict)
    ignoring: tuple[tuple[PlayerId, str], ...] = ()   # (player, source object id), 116.2d
    last_planar_roll: Literal["blank", "chaos", "planeswalker"] | None = None


@dataclass(frozen=True, kw_only=True)
class GameFacts(Frozen):
    """The game's variants and conventions."""
    assume_costs_payable: bool = False    # the judge-exam convention: every cost counts as payable
    planechase: bool = False
    conspiracy_draft: bool = False
    two_headed_giant: bool = False


@dataclass(frozen=True, kw_only=True)
class GameState(Frozen):
    """A whole board: players, turn, step, priority, stack, effects. Immutable; edits make new ones."""
    players: Annotated[tuple[Player, ...], Length(MIN_PLAYERS, MAX_PLAYERS)]   # seating order
    turn: TurnNumber = 1
    active_player: PlayerId
    step: Step = Step.PRECOMBAT_MAIN
    priority: PlayerId | None = None
    passed: tuple[PlayerId, ...] = ()     # who passed in succession since the last action (117.4)
    stack: tuple[StackItem, ...] = ()     # bottom first; the last item is on top
    effects: tuple[ActiveEffect, ...] = ()
    turn_facts: TurnFacts = TurnFacts()
    game: GameFacts = GameFacts()
    custom_cards: tuple[CardDef, ...] = ()

    @classmethod
    def _before(cls, data: Any) -> Any:
        """Give every object without an id a stable one: "<player>/<zone>/<index>"."""
        if not isinstance(data, dict):
            return data
        data = dict(data)
        players = []
        listed = data.get("players")
        for p_index, player in enumerate(listed if isinstance(listed, (list, tuple)) else ()):
            if isinstance(player, dict):
                player = dict(player)
                pid = player.get("id", f"P{p_index + 1}")
                for zone in ZONES:
                    objs = player.get(zone)
                    if isinstance(objs, (list, tuple)):
                        player[zone] = [
                            {"id": f"{pid}/{zone}/{i}", **o} if isinstance(o, dict) and "id" not in o else o
                            for i, o in enumerate(objs)
                        ]
            players.append(player)
        if isinstance(listed, (list, tuple)):
            data["players"] = players
        facts = data.get("turn_facts")
        if isinstance(facts, dict) and isinstance(facts.get("planar_die_actions"), int) \
                and isinstance(data.get("active_player"), str):
            # Version 1 counted the active player's rolls as one number.
            rolls = facts["planar_die_actions"]
            data["turn_facts"] = {**facts, "planar_die_actions": {data["active_player"]: rolls} if rolls else {}}
        for key, prefix in (("stack", "stack"), ("effects", "effect")):
            items = data.get(key)
            if isinstance(items, (list, tuple)):
                data[key] = [
                    {"id": f"{prefix}/{i}", **o} if isinstance(o, dict) and "id" not in o else o
                    for i, o in enumerate(items)
                ]
        return data

    # The turn facts kept per player, by field name: each key must be a player.
    _FACTS_BY_PLAYER = ("team_lands_played", "cards_foretold", "planar_die_actions", "planar_die_other_rolls",
                        "lands_put_onto_battlefield", "spells_cast", "spells_cast_names")

    def _after(self) -> "GameState":
        """Every id is used once and every player named is a player; each problem names its place
        (_problems). Every edit's board is checked, so a quick pass that names no place comes
        first: nearly every board has no problem."""
        if self._well_formed():
            return self
        problems = self._problems()
        if problems:
            raise BoardProblems(problems)
        return self

    def _well_formed(self) -> bool:
        """True when _problems would find none: no id used twice, no player named who isn't one."""
        players = {player.id for player in self.players}
        if len(players) != len(self.players):
            return False
        known = {*players, None}
        if self.active_player not in known or self.priority not in known or not known.issuperset(self.passed):
            return False
        ids: set[str] = set()
        count = 0
        for player in self.players:
            for zone in ZONES:
                for obj in getattr(player, zone):
                    ids.add(obj.id)
                    count += 1
                    if obj.owner not in known or (obj.play_permission is not None
                                                  and obj.play_permission.player not in known):
                        return False
        for item in self.stack:
            ids.add(item.id)
            count += 1
            if item.controller not in known or item.owner not in known or \
                    any(target.kind == "player" and target.id not in known for target in item.targets):
                return False
        for effect in self.effects:
            ids.add(effect.id)
            count += 1
            if effect.controller not in known or effect.affected not in known:
                return False
        facts = self.turn_facts
        return len(ids) == count and all(known.issuperset(getattr(facts, name)) for name in self._FACTS_BY_PLAYER) \
            and all(pid in known for pid, _source in facts.ignoring)

    def _problems(self) -> list[Problem]:
        """Each id used twice and each player named who isn't one, with its place in a file."""
        problems: list[Problem] = []
        first_seat: dict[str, int] = {}
        for index, player in enumerate(self.players):
            if player.id in first_seat:
                problems.append((f"players[{index}].id", Said("player_id_used", player=repr(player.id),
                                                              place=f"players[{first_seat[player.id]}]")))
            first_seat.setdefault(player.id, index)
        ids = tuple(first_seat)

        def named(place: str, pid: str | None) -> None:
            if pid is not None and pid not in first_seat:
                problems.append((place, Said("not_a_player", player=repr(pid), players=ids)))

        named("active_player", self.active_player)
        named("priority", self.priority)
        for index, pid in enumerate(self.passed):
            named(f"passed[{index}]", pid)
        seen: dict[str, str] = {}
        for place, obj in self._placed_objects():
            if obj.id in seen:
                problems.append((f"{place}.id", Said("object_id_used", object=repr(obj.id), place=seen[obj.id])))
            seen.setdefault(obj.id, place)
            if isinstance(obj, CardObject):
                named(f"{place}.owner", obj.owner)
                if obj.play_permission is not None:
                    named(f"{place}.play_permission.player", obj.play_permission.player)
            elif isinstance(obj, StackItem):
                named(f"{place}.controller", obj.controller)
                named(f"{place}.owner", obj.owner)
                for t_index, target in enumerate(obj.targets):
                    if target.kind == "player":
                        named(f"{place}.targets[{t_index}].id", target.id)
            else:
                named(f"{place}.controller", obj.controller)
                named(f"{place}.affected", obj.affected)
        facts = self.turn_facts
        for name in self._FACTS_BY_PLAYER:
            for pid in getattr(facts, name):
                named(f"turn_facts.{name}.{pid}", pid)
        for i, (pid, _source) in enumerate(facts.ignoring):
            named(f"turn_facts.ignoring[{i}]", pid)
        return problems

    def _placed_objects(self) -> Iterator[tuple[str, "CardObject | StackItem | ActiveEffect"]]:
        """Every object with its place in a scenario file, e.g. ("players[1].hand[3]", obj)."""
        for p_index, player in enumerate(self.players):
            for zone in ZONES:
                for i, obj in enumerate(getattr(player, zone)):
                    yield f"players[{p_index}].{zone}[{i}]", obj
        for i, item in enumerate(self.stack):
            yield f"stack[{i}]", item
        for i, effect in enumerate(self.effects):
            yield f"effects[{i}]", effect

    def _all_ids(self) -> Iterator[str]:
        for player in self.players:
            for zone in ZONES:
                for obj in getattr(player, zone):
                    yield obj.id
        for item in self.stack:
            yield item.id
        for effect in self.effects:
            yield effect.id

    # ---- queries -------------------------------------------------------------------
    def player(self, pid: PlayerId) -> Player:
        """A player by id (KeyError if none)."""
        for player in self.players:
            if player.id == pid:
                return player
        raise KeyError(f"no player {pid!r}")

    @property
    def default_player(self) -> PlayerId:
        """Whose special actions are shown when nobody is chosen: the player who holds priority
        (only they can take one, 116.1), else the active player (no priority in untap or cleanup)."""
        return self.priority or self.active_player

    def player_ids(self) -> tuple[PlayerId, ...]:
        """The players' ids in seating order."""
        return tuple(p.id for p in self.players)

    def teammates(self, pid: PlayerId) -> tuple[PlayerId, ...]:
        """Other players on pid's team, when the game uses shared team turns (805, 810.2)."""
        me = self.player(pid)
        if not self.game.two_headed_giant or me.team is None:
            return ()
        return tuple(p.id for p in self.players if p.id != pid and p.team == me.team)

    @property
    def planar_controller(self) -> PlayerId:
        """Who controls the face-up plane in Planechase (901.6): the active player (in Two-Headed
        Giant, 901.12b, the active team's primary player, the one the board names as active)."""
        return self.active_player

    def on_active_team(self, pid: PlayerId) -> bool:
        """Whether a player is the active player or (Two-Headed Giant) their teammate."""
        return pid == self.active_player or pid in self.teammates(self.active_player)

    def spells_on_stack(self, pid: PlayerId) -> tuple[StackItem, ...]:
        """The spells a player cast that are on the stack: theirs, not copies (707.10: not cast)."""
        return tuple(item for item in self.stack if item.kind == "spell" and not item.copy and item.controller == pid)

    def spells_cast(self, pid: PlayerId) -> int:
        """How many spells the player has cast this turn (601.3, for a limit such as Rule of Law's):
        the turn facts' count, and at least the spells they control on the stack, which were cast
        this turn (a step can't end with anything on the stack, 500.2)."""
        on_stack = len(self.spells_on_stack(pid))
        named = len(self.turn_facts.spells_cast_names.get(pid, ()))
        return max(self.turn_facts.spells_cast.get(pid, 0), named, on_stack)

    def lands_played_by(self, pid: PlayerId) -> int:
        """How many lands a player has played this turn."""
        if pid == self.active_player:
            return self.turn_facts.lands_played
        return self.turn_facts.team_lands_played.get(pid, 0) if self.on_active_team(pid) else 0

    def opponents(self, pid: PlayerId) -> tuple[PlayerId, ...]:
        """A player's opponents (not their teammates)."""
        me = self.player(pid)
        return tuple(
            p.id for p in self.players
            if p.id != pid and not (me.team is not None and p.team == me.team)
        )

    def find(self, obj_id: str) -> tuple[Player, str, CardObject]:
        """(holder, zone, object) of an object that must be on the board; KeyError if it is not."""
        found = self.locate(obj_id)
        if found is None:
            raise KeyError(f"no object {obj_id!r}")
        return found

    def locate(self, obj_id: str) -> tuple[Player, str, CardObject] | None:
        """(holder, zone, object), or None when no zone holds that id."""
        for player in self.players:
            for zone in ZONES:
                for obj in getattr(player, zone):
                    if obj.id == obj_id:
                        return player, zone, obj
        return None

    def permanents(self) -> Iterator[tuple[PlayerId, CardObject]]:
        """(controller, permanent) for every permanent on the battlefield."""
        for player in self.players:
            for obj in player.battlefield:
                yield player.id, obj

    # ---- edits (each returns a new state) ---------------------------------------------
    def replace_player(self, new: Player) -> "GameState":
        """A board with one player replaced."""
        return self.model_copy(
            update={"players": tuple(new if p.id == new.id else p for p in self.players)}
        )

    def remove_object(self, obj_id: str) -> tuple["GameState", CardObject]:
        """A board without this object, and the object (KeyError if none)."""
        found = self.locate(obj_id)
        if found is None:
            raise KeyError(f"no object {obj_id!r}")
        player, zone, obj = found
        remaining = tuple(o for o in getattr(player, zone) if o.id != obj_id)
        return self.replace_player(player.model_copy(update={zone: remaining})), obj

    def add_object(self, pid: PlayerId, zone: str, obj: CardObject) -> "GameState":
        """A board with an object added at the end of a player's zone."""
        player = self.player(pid)
        return self.replace_player(player.model_copy(update={zone: getattr(player, zone) + (obj,)}))

    def replace_object(self, obj: CardObject) -> "GameState":
        """A board with an object replaced where it is."""
        player, zone, _ = self.find(obj.id)
        objs = tuple(obj if o.id == obj.id else o for o in getattr(player, zone))
        return self.replace_player(player.model_copy(update={zone: objs}))
