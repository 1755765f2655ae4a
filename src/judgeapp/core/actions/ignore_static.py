"""116.2d Ignoring a static ability's effect as it allows (Leonin Arbiter, Damping Engine,
Volrath's Curse)."""

from __future__ import annotations

from .. import conditions as cond
from ..context import Context
from ..effects import EffectKind
from ..state import GameState
from ..verdict import ActionKind, ActionVerdict, Check, Option
from ._common import option, verdict

KIND = ActionKind.IGNORE_STATIC
RULE = KIND.rule


def evaluate(ctx: Context, pid: str) -> ActionVerdict:
    options = []
    ignoring = ctx.state.turn_facts.ignoring
    for effect in ctx.effects_of(EffectKind.IGNORABLE):
        spec = effect.spec
        eligible = ctx.applies_to(effect, pid)
        checks = [
            cond.priority(ctx, pid, RULE),
            Check(rule=RULE, passed=eligible, code="may_ignore" if eligible else "may_not_ignore",
                  params={"who": spec.applies_to, "source": effect.source_card}),
        ]
        notes: tuple[Check, ...] = ()
        if (pid, effect.source_id) in ignoring:
            notes = (Check(rule=RULE, passed=True, code="already_ignoring", params={"source": effect.source_card}),)
        options.append(option(ctx, KIND, pid, checks, subject=effect.source_id, card=effect.source_card,
                              cost=spec.cost, notes=notes,
                              detail={"ignores": spec.ignores, "duration": spec.duration}))
    return verdict(KIND, options, "no_ignorable_effect")


def apply(ctx: Context, opt: Option, roll: str | None = None) -> GameState:
    facts = ctx.state.turn_facts
    entry = (opt.player, opt.subject)
    ignoring = facts.ignoring if entry in facts.ignoring else facts.ignoring + (entry,)
    return ctx.state.model_copy(update={"turn_facts": facts.model_copy(update={"ignoring": ignoring})})
