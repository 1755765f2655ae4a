"""Helpers every action family uses to build its verdict."""

from __future__ import annotations

from functools import cache
from typing import Any, Iterable

from .. import payment
from ..conditions import split_second_spells
from ..context import Context
from ..effects import EffectKind
from ..reasons import Reason
from ..state import GameState, PlayerId
from ..verdict import ACTION_RULES, ActionKind, ActionVerdict, Check, Option


def option(ctx: Context, kind: ActionKind, pid: PlayerId, checks: Iterable[Check], *, subject: str | None = None,
           card: str | None = None, cost: str | None = None, detail: dict[str, Any] | None = None,
           notes: tuple[Check, ...] = ()) -> Option:
    """One concrete option. A cost adds its own condition: that it can be paid now (118.3)."""
    checks = tuple(checks)
    cost_notes, split_notes, flash_sources, casting_limits, land_casting_limits = _notes(ctx, pid)
    if cost is not None and cost != "{0}":
        checks += payment.check(ctx, pid, cost, subject)
        if cost_notes:
            notes = (*notes, *cost_notes)
    if split_notes and not any(c.code == Reason.SPLIT_SECOND_ON_STACK for c in checks):
        notes = (*notes, *split_notes)
    if flash_sources and kind in _TIMED_APART_FROM_CASTING and any(not c.passed and c.code.skill in _TIMING
                                                                   for c in checks):
        notes = (*notes, *(Check(rule=ACTION_RULES[kind], passed=True, code=Reason.FLASH_NOT_FOR_THIS,
                                 params={"source": source}) for source in flash_sources))
    if casting_limits and kind not in _CASTING_TIMED:
        # (Not of the effect an option ignores, nor, for a land, of a card that stops land plays too.)
        limits = land_casting_limits if kind == ActionKind.PLAY_LAND else casting_limits
        notes = (*notes, *(Check(rule=ACTION_RULES[kind], passed=True, code=Reason.CASTING_LIMIT_NOT_THIS,
                                 params={"source": source}) for source in limits if source != card))
    return Option(action=kind, player=pid, rule=ACTION_RULES[kind], subject=subject, card=card, detail=detail,
                  cost=cost, checks=checks, notes=notes)


# The special actions whose timing is their own rule's (their player's turn, a main phase, an empty
# stack), not when a card could be cast: a permission to cast spells as though they had flash, or
# flash given to cards, doesn't change it (a land is played, not cast: 305.1; the rest are special
# actions, 116.1). Suspend is not among them: it asks when the card could be cast (116.2f).
_TIMED_APART_FROM_CASTING = frozenset({ActionKind.PLAY_LAND, ActionKind.COMPANION, ActionKind.FORETELL,
                                       ActionKind.PLANAR_DIE, ActionKind.PLOT, ActionKind.UNLOCK})
_TIMING = frozenset({"own_turn", "main_phase", "stack_empty"})
# The special actions that ask about casting: suspend (whether the card could be begun to be cast,
# 116.2f) and Circling Vultures' discard, whose own note says a casting limit doesn't stop it
# (304.5). The others are not casting a spell, so an effect that stops or limits casting spells
# (Silence, Teferi, Time Raveler, Rule of Law) doesn't stop them; their options say so.
_CASTING_TIMED = frozenset({ActionKind.SUSPEND, ActionKind.DISCARD_AS_INSTANT})
_CASTING_LIMITS = (EffectKind.CANT_CAST_SPELLS, EffectKind.SORCERY_TIMING_ONLY, EffectKind.SPELL_LIMIT)


def _notes(ctx: Context, pid: PlayerId) -> tuple[tuple[Check, ...], tuple[Check, ...], tuple[str, ...], tuple[str, ...],
                                                 tuple[str, ...]]:
    """The notes an option of this player may carry, worked out once per evaluation. For options
    with a cost: cost changes in force that a judge might wrongly apply (they change spells or
    activated abilities, and a special action is neither, 116.1), and what the count of their mana
    leaves to be said (_mana_notes). For every option: the split second spells on the stack, which
    don't stop special actions (702.61b). And the cards letting the player cast spells at instant
    speed, which don't change an action timed by its own rule, and those limiting their casting,
    which don't stop an action that isn't casting (for playing a land, those of them that don't
    stop land plays too: Damping Engine stops both)."""
    key = ("option_notes", pid)
    found: tuple[tuple[Check, ...], tuple[Check, ...], tuple[str, ...], tuple[str, ...], tuple[str, ...]] | None = \
        ctx.memo.get(key)
    if found is None:
        changes = tuple(Check(rule="116.1", passed=True, code=Reason(f"{effect.spec.of}_cost_change_not_applying"),
                              params={"source": effect.source_card})
                        for effect in ctx.effects_of(EffectKind.COST_CHANGE_ELSEWHERE) if ctx.applies_to(effect, pid))
        halted = () if ctx.state.game.assume_costs_payable else _mana_notes(ctx, pid)
        split = tuple(Check(rule="702.61b", passed=True, code=Reason.SPLIT_SECOND_ALLOWS, params={"card": name})
                      for name in split_second_spells(ctx))
        casting = _sources_of(ctx, pid, _CASTING_LIMITS)
        land_stoppers = _sources_of(ctx, pid, (EffectKind.CANT_PLAY_LANDS,)) if casting else ()
        found = ctx.memo[key] = (changes + halted, split, _sources_of(ctx, pid, (EffectKind.FLASH_PERMISSION,)),
                                 casting, tuple(source for source in casting if source not in land_stoppers))
    return found


def _sources_of(ctx: Context, pid: PlayerId, kinds: tuple[EffectKind, ...]) -> tuple[str, ...]:
    """The cards whose effects of these kinds apply to the player, each once (none on most boards)."""
    for kind in kinds:
        if ctx.effects_of(kind):
            break
    else:
        return ()
    return tuple(dict.fromkeys(effect.source_card for kind in kinds for effect in ctx.effects_of(kind)
                               if ctx.applies_to(effect, pid)))


def _mana_notes(ctx: Context, pid: PlayerId) -> tuple[Check, ...]:
    """What the verdict says of the player's mana beside the count: sources an effect stops (602.5),
    creatures that can't pay {T} yet (302.6), mana only for spells or abilities (116.1), Command
    Tower without a commander marked (903.4f), lands whose types timestamps decide (613.7), and mana
    spent as though it were other mana (609.4b)."""
    notes = [Check(rule="602.5", passed=True, code=Reason.MANA_ABILITY_CANT_BE_ACTIVATED,
                   params={"card": card, "source": source}) for card, source in payment.stopped(ctx, pid)]
    notes += [Check(rule="302.6", passed=True, code=Reason.MANA_SOURCE_SUMMONING_SICK, params={"card": card, "player": pid})
              for card in payment.summoning_sick(ctx, pid)]
    notes += [Check(rule="116.1", passed=True, code=Reason.MANA_ONLY_FOR_SPELLS, params={"card": card})
              for card in payment.restricted(ctx, pid)]
    notes += [Check(rule="903.4f", passed=True, code=Reason.COMMANDER_NOT_MARKED, params={"card": card, "player": pid})
              for card in payment.without_commander(ctx, pid)]
    if conflict := payment.land_type_conflicts(ctx, pid):
        notes.append(Check(rule="613.7", passed=True, code=Reason.LAND_TYPES_BY_TIMESTAMP,
                           params={"cards": list(conflict[0]), "counted": conflict[1], "player": pid}))
    for card, spent in payment.spending(ctx, pid):
        notes.append(Check(rule="609.4b", passed=True, code=Reason(f"mana_spent_{spent.words}"),
                           params={"card": card, "player": pid, "mana": spent.mana_from, "as": spent.mana_to}))
    return tuple(notes)


def verdict(kind: ActionKind, options: list[Option], empty_code: Reason, **params: Any) -> ActionVerdict:
    """The action's verdict: its options, or why there is nothing to do."""
    if not options and not params:
        return _nothing_to_do(kind, empty_code)
    rule = ACTION_RULES[kind]
    nothing = None if options else Check(rule=rule, passed=False, code=empty_code, params=params)
    return ActionVerdict(action=kind, rule=rule, options=tuple(options), nothing_to_do=nothing)


@cache
def _nothing_to_do(kind: ActionKind, code: Reason) -> ActionVerdict:
    """An action with nothing to do for a reason that needs no details ("no card with suspend in
    hand"): the same immutable verdict every time, made once."""
    rule = ACTION_RULES[kind]
    return ActionVerdict(action=kind, rule=rule, nothing_to_do=Check(rule=rule, passed=False, code=code))


def move(state: GameState, obj_id: str, to_player: PlayerId, zone: str, **changes: Any) -> GameState:
    """Move an object to a zone, keeping who owns it (the owner field is filled in)."""
    holder = state.find(obj_id)[0].id
    state, obj = state.remove_object(obj_id)
    owner = obj.owner or holder
    moved = obj.model_copy(update={"owner": owner if owner != to_player else None, **changes})
    return state.add_object(to_player, zone, moved)

