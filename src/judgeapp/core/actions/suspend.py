"""116.2f Suspending a card: only if its owner could begin to cast it now (601.3, 702.62a, c)."""

from __future__ import annotations

from .. import conditions as cond
from .. import payment
from ..cards import CardDef
from ..context import Context
from ..reasons import Reason
from ..state import MAX_COUNT, GameState
from ..verdict import ActionKind, ActionVerdict, Check, Option
from ._common import move, option, verdict

KIND = ActionKind.SUSPEND
RULE = KIND.rule


MAX_X = 20      # values of X offered for "Suspend X—{X}…", least first: more than a real board pays


def evaluate(ctx: Context, pid: str) -> ActionVerdict:
    """116.2f: each card with suspend in hand the player could begin to cast now (601.3); for
    "Suspend X—[cost]", one option for each X they could pay (107.3d: chosen just before paying)."""
    options = []
    for obj in ctx.state.player(pid).hand:
        card = ctx.card(obj.card)
        if card.suspend is None:
            continue
        checks = [cond.priority(ctx, pid, RULE), *cond.could_begin_to_cast(ctx, pid, card)]
        notes = _no_mana_cost(card)
        if card.suspend.time_counters != "X":
            options.append(option(ctx, KIND, pid, checks, subject=obj.id, card=card.name, cost=card.suspend.cost,
                                  notes=notes, detail={"time_counters": card.suspend.time_counters}))
            continue
        for x in _x_values(ctx, pid, card.suspend.cost, card.suspend.least_x):
            chosen = Check(rule="107.3d", passed=True, code=Reason.X_CHOSEN, params={"x": x})
            options.append(option(ctx, KIND, pid, [*checks, chosen], subject=obj.id, card=card.name,
                                  cost=with_x(card.suspend.cost, x), notes=notes, detail={"time_counters": str(x)}))
    return verdict(KIND, options, Reason.NO_SUSPEND_CARD)


def _no_mana_cost(card: CardDef) -> tuple[Check, ...]:
    """A card with no mana cost (Ancestral Vision, Lotus Bloom) can't be cast by paying it, yet
    beginning to cast it is legal (118.6), and that is all suspending asks: the verdict says so, as
    judges are asked about it."""
    if card.mana_cost or card.faces:
        return ()
    return (Check(rule="118.6", passed=True, code=Reason.NO_MANA_COST_MAY_BEGIN_TO_CAST, params={"card": card.name}),)


def with_x(cost: str, x: int) -> str:
    """A cost with its {X} as the number chosen ("{X}{3}{R}", 2: "{2}{3}{R}")."""
    return cost.replace("{X}", "{" + str(x) + "}")


def _x_values(ctx: Context, pid: str, cost: str, least: int) -> range:
    """The values of X to offer: from the least the card allows up to the most the player can pay
    now (at least the least, to say why it can't be paid; only it under the exam convention, where
    every value could be paid)."""
    most = least
    if not ctx.state.game.assume_costs_payable:
        while most < least + MAX_X - 1 and all(c.passed for c in payment.check(ctx, pid, with_x(cost, most + 1))):
            most += 1
    return range(least, most + 1)


def apply(ctx: Context, opt: Option, roll: str | None = None) -> GameState:
    """The card goes to exile with its time counters (702.62a)."""
    n = opt.detail["time_counters"]
    counters = {"time": min(MAX_COUNT, int(n) if str(n).isdigit() else int(opt.detail.get("x", 0)))}
    return move(ctx.state, opt.subject_id, opt.player, "exile", counters=counters)
