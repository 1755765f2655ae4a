"""Can a player pay a special action's cost now, and with what (118.3: a player can't pay a
cost without the resources to pay it fully; mana abilities are activated, then the cost is paid,
as 601.2g–h describe for spells)?

Mana comes from the player's mana pool (floating mana the judge sets) and from their untapped
mana sources: basic land types (305.6) and "{T}: Add …" abilities read from Oracle text, on
permanents that have their abilities and, for creatures, are not summoning sick (302.6).
Non-mana parts of a cost that the board can answer (discard, sacrifice, pay life, exile from a
graveyard) are checked; others are noted as the judge's to check. `GameFacts.assume_costs_payable` is the
judge-exam convention: every cost counts as payable, and the verdict says so.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

from .cards import Face
from .context import Context
from .mana import is_mana_cost, normalise, symbols
from .reasons import Reason
from .state import CardObject, GameState, PlayerId
from .verdict import Check, Option

RULE = "118.3"
COLORS = "WUBRG"
BASIC_TYPES = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}
_TAP_ADD = re.compile(r"^\{T\}: Add (\{[WUBRGC]\}(?: or \{[WUBRGC]\})*|one mana of any color)\.?$")
# The non-mana parts of a cost the board can answer: (kind, pattern). The count is group 1.
_PARTS = (
    ("discard", re.compile(r"^discard (a|one|two|three|\d+) cards?$", re.I)),
    ("life", re.compile(r"^pay (\d+) life$", re.I)),
    ("sacrifice", re.compile(r"^sacrifice (a|an|one|two|three|\d+) ([a-z]+?)s?$", re.I)),
    ("exile_graveyard", re.compile(r"^exile (a|one|two|three|\d+) cards? from your graveyard$", re.I)),
)
_NUMBERS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3}


@dataclass(frozen=True)
class Source:
    """A permanent that can add one mana of one of `colors` now."""

    obj_id: str
    colors: frozenset[str]


@dataclass(frozen=True)
class Payment:
    """How a cost is paid: mana from the pool (as symbols), sources tapped, life paid."""

    pool: tuple[str, ...] = ()
    tapped: tuple[str, ...] = ()
    life: int = 0


def mana_abilities(face: Face) -> frozenset[str]:
    """The colors a permanent's own "{T}: Add …" abilities (or basic land types, 305.6) can add."""
    return _mana_abilities(face.type_line, face.oracle_text)


@cache
def _mana_abilities(type_line: str, oracle_text: str) -> frozenset[str]:
    subtypes = type_line.split("—", 1)[1].split() if "—" in type_line else ()
    colors = {BASIC_TYPES[t] for t in subtypes if t in BASIC_TYPES}
    for raw in oracle_text.split("\n"):
        line = re.sub(r"^\(|\)$", "", raw.strip())
        match = _TAP_ADD.match(line)
        if match:
            colors |= set(COLORS) if "any color" in match.group(1) else set(re.findall(r"[WUBRGC]", match.group(1)))
    return frozenset(colors)


def sources(ctx: Context, pid: PlayerId) -> list[Source]:
    """The player's mana sources that can be tapped now (worked out once per evaluation)."""
    key = ("mana_sources", pid)
    if key not in ctx.memo:
        ctx.memo[key] = _sources(ctx, pid)
    found: list[Source] = ctx.memo[key]
    return found


def _sources(ctx: Context, pid: PlayerId) -> list[Source]:
    found = []
    for controller, obj, card in ctx.permanents:
        if controller != pid or obj.tapped or obj.face_down is not None:
            continue
        colors = mana_abilities(card.faces[obj.face] if card.faces and not card.is_room else card)
        if not colors or not ctx.has_abilities(obj):
            continue
        if obj.summoning_sick and ctx.is_creature(obj):
            continue   # 302.6: a creature's {T} abilities need it under control since the turn began
        found.append(Source(obj.id, colors))
    return found


@cache
def _parts(cost: str) -> tuple[str, tuple[str, ...]]:
    """A cost split into its mana ("{2}{W}") and its other parts ("Discard a card")."""
    parts = [p.strip().rstrip(".") for p in cost.split(",")] if not is_mana_cost(cost) else [cost]
    return "".join(normalise(p) for p in parts if is_mana_cost(p)), tuple(p for p in parts if not is_mana_cost(p))


@cache
def _pool(pool: str) -> tuple[str, ...]:
    return tuple(symbols(pool))


@cache
def _needs(cost: str) -> tuple[str, ...]:
    """One entry per mana the cost needs: "W", "W/U", "2/W", "W/P", "C" or "generic"."""
    needs = []
    for sym in symbols(cost):
        if sym.isascii() and sym.isdigit():
            needs += ["generic"] * int(sym)
        elif sym not in ("X", "Y", "Z"):     # X is 0 unless a choice says otherwise (107.3)
            needs.append(sym)
    # Most constrained first: one color, then hybrids, then generic.
    return tuple(sorted(needs, key=lambda n: (n == "generic", "/" in n)))


@cache
def _demand(cost: str) -> tuple[bool, int, tuple[tuple[frozenset[str], int], ...]]:
    """What counting needs to know of a cost, worked out once per cost: whether it has hybrid
    or Phyrexian symbols (then only the search answers), how many mana it needs, and for each
    set of the colors it names, how many of its mana must be of those colors."""
    needs = _needs(cost)
    wanted: dict[str, int] = {}
    for need in needs:
        if need != "generic":
            wanted[need] = wanted.get(need, 0) + 1
    colors = list(wanted)
    subsets = []
    for mask in range(1, 1 << len(colors)):
        subset = frozenset(colors[i] for i in range(len(colors)) if mask >> i & 1)
        subsets.append((subset, sum(wanted[c] for c in subset)))
    return any("/" in n for n in needs), len(needs), tuple(subsets)


def can_pay(cost: str, pool: tuple[str, ...], available: list[Source], life: int) -> bool:
    """Whether `plan` would find a way. With only colored and generic mana to pay this is a
    matching question, answered by counting (Hall's condition over the colors needed); costs with
    hybrid or Phyrexian symbols go to the search."""
    hybrid, count, subsets = _demand(cost)
    if hybrid:
        return plan(cost, pool, available, life) is not None
    if count > len(pool) + len(available):
        return False
    units = [frozenset((c,)) for c in pool] + [s.colors for s in available]
    for subset, needed in subsets:
        if needed > sum(1 for u in units if not u.isdisjoint(subset)):
            return False
    return True


Unit = tuple[str, "int | str", frozenset[str]]     # ("pool", index, {colour}) or ("source", id, colours)


def plan(cost: str, pool: tuple[str, ...], available: list[Source], life: int) -> Payment | None:
    """A way to pay the mana of `cost` (pool first, then sources), or None if there is none."""
    units: list[Unit] = [("pool", i, frozenset({c})) for i, c in enumerate(pool)]
    units += [("source", s.obj_id, s.colors) for s in available]
    needs = _needs(cost)

    def solve(index: int, used: frozenset[Unit], life_left: int) -> tuple[frozenset[Unit], int] | None:
        if index == len(needs):
            return used, life - life_left
        need = needs[index]
        if need == "generic":
            # Generic needs come last and any mana pays them: the first unused units will do
            # (no search: which ones doesn't matter for whether the cost can be paid).
            free = [u for u in units if u not in used]
            rest = len(needs) - index
            return (used | set(free[:rest]), life - life_left) if len(free) >= rest else None
        if need.startswith("2/"):
            # 107.4e: {2/W} can be paid with one white mana or two generic.
            for unit in units:
                if unit not in used and need[2] in unit[2]:
                    found = solve(index + 1, used | {unit}, life_left)
                    if found:
                        return found
            pair = [u for u in units if u not in used][:2]
            return solve(index + 1, used | set(pair), life_left) if len(pair) == 2 else None
        for unit in units:
            if unit not in used and (need == "generic" or any(c in need.split("/") for c in unit[2])):
                found = solve(index + 1, used | {unit}, life_left)
                if found:
                    return found
        if need.endswith("/P") and life_left >= 2:
            return solve(index + 1, used, life_left - 2)     # 107.4f: 2 life instead of the mana
        return None

    found = solve(0, frozenset(), life)
    if found is None:
        return None
    used, life_paid = found
    return Payment(pool=tuple(pool[int(u[1])] for u in used if u[0] == "pool"),
                   tapped=tuple(str(u[1]) for u in used if u[0] == "source"), life=life_paid)


def _sacrificeable(ctx: Context, pid: PlayerId, kind: str, subject: str | None) -> list[CardObject]:
    """The player's permanents a "Sacrifice a KIND" cost could take (the permanent paying it aside)."""
    found = []
    for obj in ctx.state.player(pid).battlefield:
        if obj.id == subject:
            continue
        if kind == "permanent" or (kind == "creature" and ctx.is_creature(obj)):
            found.append(obj)
        elif obj.face_down is None:       # 708.2: a face-down permanent has no other types
            card = ctx.card(obj.card)
            face = card.faces[obj.face] if card.faces and not card.is_room else card
            if kind.capitalize() in face.types or kind.capitalize() in face.subtypes:
                found.append(obj)
    return found


def _cost_part(text: str) -> tuple[str, int, str] | None:
    """("discard"|"life"|"sacrifice"|"exile_graveyard", how many, what to sacrifice) for a
    non-mana part of a cost the board can answer, or None."""
    for kind, pattern in _PARTS:
        if match := pattern.match(text):
            count = _NUMBERS.get(match.group(1).lower()) or int(match.group(1))
            return kind, count, match.group(2).lower() if kind == "sacrifice" else ""
    return None


def _candidates(ctx: Context, state: GameState, pid: PlayerId, kind: str, what: str,
                subject: str | None) -> list[CardObject]:
    """The cards (or, for life, nothing) a part of a cost could use now."""
    player = state.player(pid)
    if kind == "discard":
        return [o for o in player.hand if o.id != subject]
    if kind == "exile_graveyard":
        return list(player.graveyard)
    return _sacrificeable(ctx, pid, what, subject)


def _carry_out(ctx: Context, state: GameState, pid: PlayerId, text: str, subject: str | None) -> GameState:
    """Do a non-mana part of a cost on the board, with the first cards that fit."""
    from .edits import move_object
    part = _cost_part(text)
    if part is None:
        return state
    kind, count, what = part
    if kind == "life":
        player = state.player(pid)
        return state.replace_player(player.model_copy(update={"life": player.life - count}))
    zone = "exile" if kind == "exile_graveyard" else "graveyard"
    for obj in _candidates(ctx, state, pid, kind, what, subject)[:count]:
        if state.locate(obj.id) is not None:
            state = move_object(state, obj.id, pid if zone == "exile" else obj.owner or pid, zone)
    return state


def _other_part(ctx: Context, pid: PlayerId, text: str, subject: str | None) -> Check:
    part = _cost_part(text)
    if part is None:
        return Check(rule=RULE, passed=True, code=Reason.COST_PART_NOT_CHECKED, params={"part": text})
    kind, needed, what = part
    have = ctx.state.player(pid).life if kind == "life" else \
        len(_candidates(ctx, ctx.state, pid, kind, what, subject))
    return Check(rule="119.4" if kind == "life" else RULE, passed=have >= needed,
                 code=Reason.COST_PART_PAYABLE if have >= needed else Reason.COST_PART_NOT_PAYABLE,
                 params={"part": text, "have": have, "what": kind})


def check(ctx: Context, pid: PlayerId, cost: str | None, subject: str | None = None) -> tuple[Check, ...]:
    """The conditions a cost adds to an option: can `pid` pay it now?"""
    if not cost or cost == "{0}":
        return ()
    key = ("check", pid, cost, subject if _parts(cost)[1] else None)
    checks: tuple[Check, ...] | None = ctx.memo.get(key)
    if checks is None:          # one answer per player and cost in an evaluation
        checks = ctx.memo[key] = _check(ctx, pid, cost, subject)
    return checks


Means = tuple[list[Source], tuple[str, ...], str, int, str]


def _means(ctx: Context, pid: PlayerId) -> Means:
    """What the player can pay with now: sources, pool, life, and how the sources read."""
    key = ("means", pid)
    if key not in ctx.memo:
        player = ctx.state.player(pid)
        available = sources(ctx, pid)
        makes = ", ".join("/".join(c for c in "WUBRGC" if c in s.colors) for s in available) or "—"
        ctx.memo[key] = (available, _pool(player.mana_pool), player.mana_pool or "—", player.life, makes)
    means: Means = ctx.memo[key]
    return means


def _check(ctx: Context, pid: PlayerId, cost: str, subject: str | None) -> tuple[Check, ...]:
    state = ctx.state
    if state.game.assume_costs_payable:
        return (Check(rule=RULE, passed=True, code=Reason.COST_ASSUMED_PAYABLE, params={"cost": cost}),)
    mana, others = _parts(cost)
    checks = tuple(_other_part(ctx, pid, p, subject) for p in others) if others else ()
    if mana:
        available, pool, pool_text, life, makes = _means(ctx, pid)
        payable = can_pay(mana, pool, available, life)
        params = {"cost": mana, "sources": len(available), "pool": pool_text, "player": pid, "makes": makes}
        checks = (Check(rule=RULE, passed=payable, code=Reason.COST_PAYABLE if payable else Reason.COST_NOT_PAYABLE,
                        params=params), *checks)
    return checks


def pay(ctx: Context, option: Option, state: GameState) -> GameState:
    """The state after `option.player` paid its cost: sources tapped, pool mana spent, life paid,
    and the parts the board can carry out (discard, sacrifice, pay life, exile from the
    graveyard) done with the first cards that fit; the judge can change any of it, or undo. A
    reveal or a return is the judge's to carry out."""
    if not option.cost or option.cost == "{0}" or ctx.state.game.assume_costs_payable:
        return state
    mana, others = _parts(option.cost)
    for part in others:
        state = _carry_out(ctx, state, option.player, part, option.subject)
    player = ctx.state.player(option.player)
    paid = plan(mana, _pool(player.mana_pool), sources(ctx, option.player), player.life) if mana else None
    if paid is None:
        return state
    for obj_id in paid.tapped:
        found = state.locate(obj_id)
        if found is not None:
            state = state.replace_object(found[2].model_copy(update={"tapped": True}))
    left = list(symbols(player.mana_pool))
    for sym in paid.pool:
        left.remove(sym)
    payer = state.player(option.player)
    return state.replace_player(payer.model_copy(update={
        "mana_pool": "".join("{" + s + "}" for s in left), "life": payer.life - paid.life}))
