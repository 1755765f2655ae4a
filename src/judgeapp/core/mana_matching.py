"""Whether some mana can pay a mana cost, and how (118.3, 107.4): the mana a player's pool holds
and their sources could make (mana_abilities), matched against the symbols of the cost.

Without hybrid or Phyrexian symbols this is a matching question, answered by counting (Hall's
condition over the kinds of mana the cost needs); with them, a search. A source with several
ways to make mana ("three mana of any one color") is tried each way that could matter.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache, lru_cache
from itertools import combinations, islice, permutations, product

from .mana import symbols
from .mana_abilities import KINDS, ManaAbilities, ManaAbility

# (hybrid or Phyrexian?, mana needed, (colors, how many of them) for each set of the cost's colors,
# the same with its generic mana added)
Demand = tuple[bool, int, tuple[tuple[frozenset[str], int], ...], tuple[tuple[frozenset[str], int], ...]]
_MAX_COMBINATIONS = 4096     # choices of "three mana of any one color" sources tried; far above a real board
_MAX_STEPS = 20_000          # tries of the search for one way to pay; a real cost needs a few hundred
_MAX_COLORED = 200           # colored mana symbols in one cost; a real card has at most a few dozen
_MAX_CONVERTER_SETS = 256    # sets of Signets and filter lands tried, fewest first (and as many orders of
                             # activating filter lands); a real board has a handful of them


@dataclass(frozen=True)
class Source:
    """A permanent that can be tapped for mana now, and what each of its mana abilities adds
    (one is activated)."""

    obj_id: str
    abilities: ManaAbilities

    @property
    def choices(self) -> tuple[ManaAbility, ...]:
        """Its ways to make mana; one is activated."""
        return self.abilities.choices

    def symbols(self) -> str:
        """What it adds, as mana symbols: "{W}", "{R}/{G}", "{C}{C}", "{W}{W}{W}/{U}{U}{U}/…"."""
        return self.abilities.symbols


@dataclass(frozen=True)
class Payment:
    """How a cost is paid: mana from the pool (as symbols), sources tapped and sacrificed, life
    paid, the mana the tapped sources made that the cost didn't use (it stays in the pool), and
    the damage sources dealt their controller making the mana (a pain land's {U}: (id, 1))."""

    pool: tuple[str, ...] = ()
    tapped: tuple[str, ...] = ()
    sacrificed: tuple[str, ...] = ()
    life: int = 0
    left_over: tuple[str, ...] = ()
    damage: tuple[tuple[str, int], ...] = ()


@cache
def _needs(cost: str) -> tuple[tuple[str, ...], int]:
    """One entry per mana of a color the cost needs ("W", "W/U", "2/W", "W/P", "C"), most
    constrained first (one color, then hybrids), and how much generic mana it needs (a count, not
    one entry each: a shared card's "{999999999}" is a number, not a list to build)."""
    colored, generic = [], 0
    for sym in symbols(cost):
        if sym.isascii() and sym.isdigit():
            generic += int(sym) if len(sym) <= 9 else 10**9     # (a made-up "{99…9}" as a billion)
        elif sym not in ("X", "Y", "Z"):     # X is 0 unless a choice says otherwise (107.3)
            colored.append(sym)
    return tuple(sorted(colored, key=lambda n: "/" in n)), generic


@cache
def as_spent(cost: str, pays: tuple[tuple[str, frozenset[str]], ...]) -> str:
    """The cost as its payer may pay it who may spend mana as though it were other mana (609.4b: the
    cost is unchanged, only what pays it; `pays`: what each kind of mana may pay): each of its
    symbols of a color or {C} becomes the kinds of mana that may pay it, a hybrid's halves
    together, a Phyrexian one still payable with 2 life (Chromatic Orrery: {U} is any mana; Celestial
    Dawn: {U} is white mana and {C} any other; Sunglasses of Urza: {R} is red or white mana); generic
    mana as before (any mana pays it)."""
    paying = dict(pays)
    paid_as = []
    for sym in symbols(cost):
        parts = sym.split("/")
        if any(part in paying for part in parts):
            kinds = [kind for kind in KINDS if any(part in paying[kind] for part in parts)]
            sym = "/".join([*(p for p in parts if p.isdigit()), *kinds, *(["P"] if parts[-1] == "P" else [])])
        paid_as.append("{" + sym + "}")
    return "".join(paid_as)


@cache
def _demand(cost: str) -> Demand:
    """What counting needs to know of a cost, worked out once per cost: whether it has hybrid or
    Phyrexian symbols (then only the search answers), how many mana it needs, and for each set of
    its colors, how many of its mana are of those colors, without and with its generic mana."""
    colored, generic = _needs(cost)
    searched = any("/" in n for n in colored)
    wanted: dict[str, int] = {}
    for need in colored:
        wanted[need] = wanted.get(need, 0) + 1
    colors = [] if searched else list(wanted)      # the search needs no sets (at most 6 kinds without it)
    color_sets: list[tuple[frozenset[str], int]] = []
    with_generic = [(frozenset[str](), generic)] if generic else []
    for mask in range(1, 1 << len(colors)):
        subset = frozenset(colors[i] for i in range(len(colors)) if mask >> i & 1)
        color_sets.append((subset, sum(wanted[c] for c in subset)))
        if generic:
            with_generic.append((subset, color_sets[-1][1] + generic))
    return searched, len(colored) + generic, tuple(color_sets), tuple(with_generic)


# One mana that could pay: where it comes from (("pool", index) or ("source", id, n)), the colors
# it can be, and whether it may pay generic mana.
Unit = tuple[tuple[str, ...], frozenset[str], bool]
# The mana chosen to pay, each with the need it paid ("W", "W/U", "generic"…), in order.
Paid = tuple[tuple[Unit, str], ...]


def _unit_sets(pool: tuple[str, ...], available: list[Source],
               colors: frozenset[str]) -> Iterator[tuple[list[Unit], dict[str, ManaAbility]]]:
    """The mana the pool and the sources could make, and the ability each source activates, once
    for each way of choosing what the sources with several mana abilities (or "three mana of any
    one color") make, among the ways that could matter for a cost needing these colors. The pool
    comes first, then the sources that make the most mana at once (so a Lotus Bloom's three mana
    are used before a Plains is tapped, and less mana is left floating), then those that can make
    the fewest colors (so an Island pays {U} and a Watery Grave stays untapped for {U} or {B}),
    in board order; those whose ability costs life (Horizon Canopy) after all those, and cards exiled
    from a hand for their mana (Simian Spirit Guide) last."""
    pooled: list[Unit] = [(("pool", str(i)), frozenset({c}), True) for i, c in enumerate(pool)]
    single = {s.obj_id: s.choices[0] for s in available if len(s.choices) == 1}
    varying = [s for s in available if len(s.choices) > 1]
    colors_made = {s.obj_id: len(frozenset().union(*(c for a in s.choices for c in a.mana))) for s in available}
    for chosen in islice(product(*(s.abilities.worth_trying(colors) for s in varying)), _MAX_COMBINATIONS):
        activated = {**single, **{s.obj_id: ability for s, ability in zip(varying, chosen)}}
        order = sorted(activated, key=lambda obj_id: (activated[obj_id].from_hand, activated[obj_id].life > 0,
                                                      -len(activated[obj_id].mana), colors_made[obj_id]))
        yield pooled + [u for obj_id in order for u in _units(obj_id, activated[obj_id])], activated


def _units(obj_id: str, ability: ManaAbility) -> list[Unit]:
    return [(("source", obj_id, str(n)), colors, ability.generic) for n, colors in enumerate(ability.mana)]


# The mana that could pay, counted by kind: (colors it can be, may pay generic, how many), from the
# pool and the sources with one way to make mana; the sources with several ways (a pain
# land's are one: either color), such as "three mana of any one color"; and the most life
# activating them all could cost (Horizon Canopy's "Pay 1 life", 119.4).
Kinds = tuple[tuple[frozenset[str], bool, int], ...]
# ... and whether a source has an ability that costs mana to activate (a Signet's), which only the
# search uses
Counted = tuple[Kinds, tuple[ManaAbilities, ...], int, bool]


def counted(pool: tuple[str, ...], available: list[Source]) -> Counted:
    """The mana the pool and the sources could make, counted by kind, for can_pay_counted."""
    fixed: dict[tuple[frozenset[str], bool], int] = {}
    for c in pool:
        key = (frozenset((c,)), True)
        fixed[key] = fixed.get(key, 0) + 1
    varying = []
    life = 0
    for source in available:
        life += max((a.life for a in source.choices), default=0)
        if len(source.choices) > 1:
            varying.append(source.abilities)
        elif source.choices:
            ability = source.choices[0]
            for colors in ability.mana:
                fixed[colors, ability.generic] = fixed.get((colors, ability.generic), 0) + 1
    converting = any(source.abilities.costing for source in available)
    return tuple((colors, generic, n) for (colors, generic), n in fixed.items()), tuple(varying), life, converting


def _hall(demand: Demand, kinds: Kinds) -> bool:
    """Hall's condition: for every set of the kinds of mana the cost needs, at least that many mana
    that can be one of them. Mana that may pay generic covers every set with generic in it, so
    those sets need counting only when some mana can't pay generic (Jegantha's)."""
    _, needed_in_all, color_sets, with_generic = demand
    if needed_in_all > sum(n for _, _, n in kinds):
        return False
    for subset, needed in color_sets:
        if needed > sum(n for unit, _, n in kinds if not unit.isdisjoint(subset)):
            return False
    if all(generic for _, generic, _ in kinds):
        return True
    return all(needed <= sum(n for unit, generic, n in kinds if generic or not unit.isdisjoint(subset))
               for subset, needed in with_generic)


def can_pay_counted(cost: str, mana: Counted, pool: tuple[str, ...], available: list[Source], life: int) -> bool:
    """can_pay, with the mana counted once for every cost a player's options have. The count takes
    every source as activatable; when the player's life can't pay for all the sources whose
    abilities cost life (119.4), the search answers instead."""
    if len(_needs(cost)[0]) > _MAX_COLORED:
        return False           # as plan finds: a made-up cost longer than any card's
    if needs_search(cost) or (mana[2] and mana[2] > life):
        return plan(cost, pool, available, life) is not None
    return _enough(cost, mana) or (mana[3] and plan(cost, pool, available, life) is not None)


def needs_search(cost: str) -> bool:
    """Whether a cost has hybrid or Phyrexian symbols, which only the search answers."""
    return _demand(cost)[0]


def _enough(cost: str, mana: Counted) -> bool:
    """Whether the mana counted can pay the cost (no hybrid or Phyrexian symbols), trying each way
    the sources with several choices could make mana, among those that could matter. The same
    mana and cost give the same answer: kept for the next evaluation (an edit seldom changes
    a player's mana)."""
    return _enough_counted(cost, mana[0], mana[1])


@lru_cache(maxsize=4096)
def _enough_counted(cost: str, fixed: Kinds, varying: tuple[ManaAbilities, ...]) -> bool:
    demand = _demand(cost)
    if not varying:
        return _hall(demand, fixed)
    colors = _colors(cost)
    if len(varying) == 1:        # the usual case: no product to make
        return any(_hall(demand, fixed + a.kinds) for a in varying[0].worth_trying(colors))
    return any(_hall(demand, fixed + tuple(kind for a in chosen for kind in a.kinds))
               for chosen in islice(product(*(v.worth_trying(colors) for v in varying)), _MAX_COMBINATIONS))


@cache
def _colors(cost: str) -> frozenset[str]:
    return frozenset(c for need in _needs(cost)[0] for c in need.split("/"))


def can_pay(cost: str, pool: tuple[str, ...], available: list[Source], life: int) -> bool:
    """Whether `plan` would find a way. With only colored and generic mana to pay this is a
    matching question, answered by counting (Hall's condition over the kinds of mana needed);
    costs with hybrid or Phyrexian symbols go to the search."""
    return can_pay_counted(cost, counted(pool, available), pool, available, life)


def plan(cost: str, pool: tuple[str, ...], available: list[Source], life: int) -> Payment | None:
    """A way to pay the mana of `cost` (pool first, then sources), or None if there is none. A
    search longer than any real cost needs (over _MAX_STEPS tries, or more colored mana than
    _MAX_COLORED: only a shared file's made-up card asks that) finds none.
    Sources whose mana ability costs mana (a Signet's {1}, a filter land's {W/U}) are used only
    where the others can't pay: the fewest of them first, each activated with mana paid before
    (605.3a). Signets' {1}s can be paid in an order that works as long as one of them comes from
    mana a Signet didn't make, so they are paid as generic mana, one of them ("start") from other
    mana. Any other cost (colored, or more than {1}: Cabal Coffers's {2}) needs all its mana from
    before the source is activated, so each order of activating them is tried: its cost ("by2:W/U")
    is paid with mana from the pool, from other sources or from those activated before it."""
    colored, generic = _needs(cost)
    if len(colored) > _MAX_COLORED:
        return None
    steps = [0]
    found = _plan(colored, generic, pool, available, life, frozenset(), steps)
    converters = [s for s in available if s.abilities.costing]
    sets = (chosen for size in range(1, len(converters) + 1) for chosen in combinations(converters, size))
    orders_left = _MAX_CONVERTER_SETS
    for chosen in islice(sets, _MAX_CONVERTER_SETS) if found is None else ():
        ids = frozenset(s.obj_id for s in chosen)
        activated = [Source(s.obj_id, ManaAbilities(s.abilities.costing)) if s.obj_id in ids else s for s in available]
        costs = [_needs(s.abilities.costing[0].costs) for s in chosen]      # (a card's such abilities cost alike)
        signets = all(not needs and spent == 1 for needs, spent in costs)
        if signets:        # {1} each: any order with a start
            found = _plan((*colored, "start"), generic + len(costs) - 1, pool, activated, life, ids, steps)
        orders = _orders(chosen, costs, colored, generic, pool, available) if found is None and not signets else ()
        for order in islice(orders, max(orders_left, 0)):
            orders_left -= 1
            position = {s.obj_id: p for p, s in enumerate(order)}
            paying = tuple(f"by{position[s.obj_id]}:{need}" for s, (needs, spent) in zip(chosen, costs)
                           for need in (*needs, *("1",) * spent))
            found = _plan((*paying, *colored), generic, pool, activated, life, ids, steps, position)
            if found is not None:
                break
        if found is not None:
            break
    return found


def _orders(chosen: tuple[Source, ...], costs: list[tuple[tuple[str, ...], int]], colored: tuple[str, ...],
            generic: int, pool: tuple[str, ...], available: list[Source]) -> Iterator[tuple[Source, ...]]:
    """The orders of activating these sources whose abilities cost mana in which each one's cost
    could be paid, by its colors, with mana of the pool, of other sources or of those activated
    before it; one order for each sequence of different abilities (two Mystic Gates are alike).
    None if the cost needs more mana than they could make, or a color none of them makes."""
    ids = {s.obj_id for s in chosen}
    most = len(pool) + sum(max((len(a.mana) for a in s.choices), default=0) for s in available if s.obj_id not in ids) \
        + sum(max(len(a.mana) for a in s.abilities.costing) - len(needs) - spent for s, (needs, spent) in zip(chosen, costs))
    if most < len(colored) + generic:
        return          # not that much mana, whatever the order
    base = {c for c in pool} | {c for s in available if s.obj_id not in ids for a in s.choices for u in a.mana for c in u}
    made = {s.obj_id: {c for a in s.abilities.costing for u in a.mana for c in u} for s in chosen}
    everything = base.union(*made.values())
    if not all(set(need.split("/")) & everything or need.endswith("/P") or need.startswith("2/") for need in colored):
        return
    wants = {s.obj_id: [set(need.split("/")) for need in needs] for s, (needs, _spent) in zip(chosen, costs)}
    seen = set()
    for order in permutations(chosen):
        alike = tuple(id(s.abilities) for s in order)
        if alike in seen:
            continue
        seen.add(alike)
        colors = set(base)
        for source in order:
            if not all(want & colors for want in wants[source.obj_id]):
                break
            colors |= made[source.obj_id]
        else:
            yield order


def _plan(colored: tuple[str, ...], generic: int, pool: tuple[str, ...], available: list[Source], life: int,
          converting: frozenset[str], steps: list[int], order: dict[str, int] | None = None) -> Payment | None:
    """plan, for these needs, with the sources `converting` activated for their mana ability that
    costs mana ("start": one of the Signets' {1}s, paid with mana they don't make; "by1:W/U": the
    cost of the source activated second in `order`, paid with mana none of the later ones make);
    `steps` counts the tries of every search one plan makes."""

    def solve(units: list[Unit], index: int, used: Paid, life_left: int) -> tuple[Paid, int] | None:
        steps[0] += 1
        if steps[0] > _MAX_STEPS:
            return None
        if index == len(colored) and not generic:
            return used, life - life_left
        need = colored[index] if index < len(colored) else "generic"
        taken = {unit for unit, _ in used}
        tapped = {u[0][1] for u in taken if u[0][0] == "source"}
        if need == "generic":
            # Generic needs come last and any mana that may pay generic does: the pool first,
            # then what the sources already tapped make, then other sources (no search), those
            # whose ability costs life last, while the life lasts.
            free = sorted((u for u in units if u not in taken and u[2]),
                          key=lambda u: (u[0][0] != "pool", u[0][1] not in tapped, life_for(u, tapped) > 0))
            paid = list(used)
            for unit in free:
                if len(paid) - len(used) == generic:
                    break
                if life_for(unit, tapped) <= life_left:
                    life_left -= life_for(unit, tapped)
                    tapped.add(unit[0][1])
                    paid.append((unit, need))
            return (tuple(paid), life - life_left) if len(paid) - len(used) == generic else None
        if need.startswith("2/"):
            # 107.4e: {2/W} can be paid with one white mana or two generic (as_spent may make the
            # white mana's half more kinds: "2/W/R")
            for unit in units:
                if unit not in taken and fits(unit, need[2:]) and life_for(unit, tapped) <= life_left:
                    found = solve(units, index + 1, used + ((unit, need[2:]),), life_left - life_for(unit, tapped))
                    if found:
                        return found
            pair = [u for u in units if u not in taken and u[2] and not life_for(u, tapped)][:2]
            return solve(units, index + 1, used + tuple((u, "generic") for u in pair), life_left) if len(pair) == 2 else None
        for unit in units:
            if unit not in taken and fits(unit, need) and life_for(unit, tapped) <= life_left:
                found = solve(units, index + 1, used + ((unit, need),), life_left - life_for(unit, tapped))
                if found:
                    return found
        if need.endswith("/P") and life_left >= 2:
            return solve(units, index + 1, used, life_left - 2)     # 107.4f: 2 life instead of the mana
        return None

    def fits(unit: Unit, need: str) -> bool:
        if need == "start":       # generic mana that a source activated for its {1} didn't make
            return unit[2] and (unit[0][0] == "pool" or unit[0][1] not in converting)
        if need.startswith("by"):     # a source's activation cost: mana made before it is activated
            position, _, need = need[2:].partition(":")
            if unit[0][0] == "source" and unit[0][1] in converting and (order or {})[unit[0][1]] >= int(position):
                return False
            if need == "1":
                return unit[2]
        return any(c in need.split("/") for c in unit[1])

    life_of: dict[str, int] = {}

    def life_for(unit: Unit, tapped: set[str]) -> int:
        """The life a unit's source costs to activate (119.4), if it isn't activated already."""
        return 0 if unit[0][0] != "source" or unit[0][1] in tapped else life_of.get(unit[0][1], 0)

    wanted = frozenset(c for n in colored for c in n.rpartition(":")[2].split("/"))
    for units, activated in _unit_sets(pool, available, wanted):
        life_of = {obj_id: ability.life for obj_id, ability in activated.items() if ability.life}
        found = solve(units, 0, (), life)
        if found is None:
            continue
        paid, life_paid = found
        used = {unit for unit, _ in paid}
        tapped = tuple(dict.fromkeys([*(u[0][1] for u in units if u in used and u[0][0] == "source"
                                        and u[0][1] not in converting),      # tapped first, to pay for
                                      *sorted((obj_id for obj_id in activated if obj_id in converting),
                                              key=lambda obj_id: (order or {}).get(obj_id, 0))]))
        left_over = tuple(next(c for c in "CWUBRG" if c in u[1]) for u in units
                          if u not in used and u[0][0] == "source" and u[0][1] in tapped)
        sacrificed = tuple(t for t in tapped if activated[t].sacrifice)
        return Payment(pool=tuple(pool[int(u[0][1])] for u in units if u in used and u[0][0] == "pool"),
                       tapped=tapped, sacrificed=sacrificed, life=life_paid, left_over=left_over,
                       damage=_damage(paid, activated))
    return None


def _damage(paid: Paid, activated: dict[str, ManaAbility]) -> tuple[tuple[str, int], ...]:
    """The damage each tapped source deals its controller making the mana it paid (120.3a): a
    pain land's {U}, not its {C}; the mana a generic need took is made painless where it can be."""
    dealt: dict[str, int] = {}
    for (where, colors, _generic), need in paid:
        if where[0] != "source" or not activated[where[1]].damage:
            continue
        made = colors if need == "generic" else colors & frozenset(need.split("/"))
        dealt[where[1]] = max(dealt.get(where[1], 0), activated[where[1]].damage_making(made))
    return tuple((obj_id, n) for obj_id, n in dealt.items() if n)
