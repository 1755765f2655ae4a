"""Notes worked out for one option when a judge looks at it (the verdict panel, a copied ruling),
too costly to work out for every option of every evaluation.

Turning a face-down permanent face up, ending a Licid's effect and unlocking a door are special
actions, not activated abilities (116.1), so an effect that stops the permanent's activated
abilities (Pithing Needle or Phyrexian Revoker naming it, Linvala, Keeper of Silence, Volrath's
Curse) doesn't stop them: the judge-exam classic. Finding those effects means asking, for each
such permanent, which effects stop its abilities; a board with Linvala asks it of every face-down
creature of her controller's opponents, which cost an evaluation 1.10x-1.19x (benchmarks/HISTORY.md),
so it is asked here, of the one option shown.
"""

from __future__ import annotations

from .cards import CardDatabase, builtin_cards
from .conditions import abilities_stopped_by
from .context import Context
from .effects import EffectKind
from .reasons import Reason
from .state import GameState
from .verdict import ActionKind, ActionVerdict, Check, Evaluation, Option

# The special actions about a permanent whose activated abilities an effect may stop.
ABOUT_A_PERMANENT = frozenset({ActionKind.TURN_FACE_UP, ActionKind.END_EFFECT, ActionKind.UNLOCK})


def ability_stoppers(option: Option, state: GameState, db: CardDatabase | None = None) -> tuple[str, ...]:
    """The cards whose effects stop the activated abilities of the permanent this option is about
    (a face-down creature, a Room, the Licid whose effect may end): Linvala, Pithing Needle or
    Phyrexian Revoker naming it…; none of them stops the option (116.1)."""
    db = (db or builtin_cards()).with_custom(state.custom_cards)
    if not any(spec.kind == EffectKind.CANT_ACTIVATE for _, obj in state.permanents() if obj.card in db
               for spec in db.get(obj.card).statics()):
        return ()          # the usual board: nothing to build a context for
    ctx = Context(state, db)
    found = ctx.where(option.subject) if option.subject else None
    effect = next((e for e in state.effects if e.id == option.subject), None)
    if found is None and effect is not None and effect.source_object:
        found = ctx.where(effect.source_object)
    if found is None or found[1] != "battlefield" or found[2].card not in ctx.db:
        return ()
    holder, _, obj = found
    return abilities_stopped_by(ctx, holder.id, obj, ctx.card(obj.card), ctx.face_up(obj), mana_abilities=False)


def with_notes_on_request(option: Option, state: GameState, db: CardDatabase | None = None) -> Option:
    """The option with the notes only a look at it works out: each effect that stops the activated
    abilities of its permanent, which doesn't stop this special action (116.1)."""
    if option.action not in ABOUT_A_PERMANENT:
        return option
    stoppers = ability_stoppers(option, state, db)
    if not stoppers:
        return option
    notes = tuple(Check(rule="116.1", passed=True, code=Reason.ABILITY_STOPPER_NOT_THIS, params={"source": source})
                  for source in dict.fromkeys(stoppers))
    return option.model_copy(update={"notes": (*option.notes, *notes)})


def explained(evaluation: Evaluation, state: GameState, db: CardDatabase | None = None) -> Evaluation:
    """An evaluation with every option's notes on request, as a report prints every option (the
    command line's `check`: a judge asking there isn't waiting for an edit to show)."""
    verdicts = tuple(
        ActionVerdict(action=v.action, rule=v.rule, nothing_to_do=v.nothing_to_do,
                      options=tuple(with_notes_on_request(o, state, db) for o in v.options))
        if v.action in ABOUT_A_PERMANENT and v.options else v
        for v in evaluation.verdicts)
    return Evaluation(player=evaluation.player, verdicts=verdicts, warnings=evaluation.warnings)
