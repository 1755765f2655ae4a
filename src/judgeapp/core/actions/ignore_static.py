"""116.2d Ignoring a static ability's effect as it allows (Leonin Arbiter, Damping Engine,
Volrath's Curse)."""

from __future__ import annotations

from .. import conditions as cond
from ..context import Context
from ..effects import EffectKind
from ..reasons import Reason
from ..state import GameState
from ..verdict import ActionKind, ActionVerdict, Check, Option
from ._common import option, verdict

KIND = ActionKind.IGNORE_STATIC
RULE = KIND.rule


def evaluate(ctx: Context, pid: str) -> ActionVerdict:
    """116.2d: each static ability whose effect the player may ignore by paying (Leonin Arbiter)."""
    options = []
    ignoring = ctx.state.turn_facts.ignoring
    for effect in ctx.effects_of(EffectKind.IGNORABLE):
        spec = effect.spec
        eligible = ctx.applies_to(effect, pid)
        checks = [
            cond.priority(ctx, pid, RULE),
            Check(rule=RULE, passed=eligible, code=Reason.MAY_IGNORE if eligible else Reason.MAY_NOT_IGNORE,
                  params={"who": spec.applies_to, "source": effect.source_card}),
        ]
        notes: tuple[Check, ...] = ()
        if (pid, effect.source_id) in ignoring:
            notes = (Check(rule=RULE, passed=True, code=Reason.ALREADY_IGNORING, params={"source": effect.source_card}),)
        options.append(option(ctx, KIND, pid, checks, subject=effect.source_id, card=effect.source_card,
                              cost=spec.cost, notes=notes,
                              detail={"ignores": spec.ignores, "duration": spec.duration}))
    return verdict(KIND, options, Reason.NO_IGNORABLE_EFFECT)


def apply(ctx: Context, opt: Option, roll: str | None = None) -> GameState:
    """The player ignores that effect for the rest of the turn."""
    facts = ctx.state.turn_facts
    entry = (opt.player, opt.subject)
    ignoring = facts.ignoring if entry in facts.ignoring else facts.ignoring + (entry,)
    return ctx.state.model_copy(update={"turn_facts": facts.model_copy(update={"ignoring": ignoring})})
