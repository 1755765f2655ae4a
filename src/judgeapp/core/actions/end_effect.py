"""116.2c Ending a continuous effect or stopping a delayed triggered ability, as the effect
allows (a Licid's "You may pay {U} to end this effect", Quenchable Fire's "unless they pay {U}
before that step")."""

from __future__ import annotations

from .. import conditions as cond
from .. import edits
from ..context import Context, InForce
from ..effects import EffectKind
from ..left_effects import CONTROLS_ENCHANTED
from ..reasons import Reason
from ..state import GameState
from ..verdict import ActionKind, ActionVerdict, Check, Option
from ._common import option, verdict

KIND = ActionKind.END_EFFECT
RULE = KIND.rule


def _payer(effect: InForce) -> str | None:
    return effect.affected if effect.spec.payer == "affected" else effect.controller


def _window(ctx: Context, effect: InForce) -> Check:
    """Whether the effect still allows the action (116.2c "for as long as the effect allows it")."""
    state = ctx.state
    spec = effect.spec
    if spec.kind == EffectKind.END_EFFECT:
        source = next((e for e in state.effects if e.id == effect.source_id), None)
        carrier = source.source_object if source else None
        if carrier is not None:
            found = state.locate(carrier)
            if found is None or found[1] != "battlefield":
                return Check(rule=RULE, passed=False, code=Reason.EFFECT_SOURCE_GONE,
                             params={"object": carrier, "source": effect.source_card})
        return Check(rule=RULE, passed=True, code=Reason.EFFECT_ALLOWS_NOW, params={"source": effect.source_card})
    deadline_player = effect.controller if spec.deadline == "controller_next_upkeep" else effect.affected
    passed_deadline = (
        effect.created_turn is not None
        and state.turn > effect.created_turn
        and deadline_player is not None
        and state.on_active_team(deadline_player)       # their team's turn is theirs (805.4)
    )
    if passed_deadline:
        return Check(rule=RULE, passed=False, code=Reason.DEADLINE_PASSED,
                     params={"player": deadline_player, "step": "upkeep"})
    return Check(rule=RULE, passed=True, code=Reason.BEFORE_DEADLINE,
                 params={"player": deadline_player, "step": "upkeep"})


def evaluate(ctx: Context, pid: str) -> ActionVerdict:
    """116.2c: each effect in force the player may end, or delayed trigger they may stop, by paying as it says."""
    options = []
    for effect in ctx.in_force:
        if effect.spec.kind not in (EffectKind.END_EFFECT, EffectKind.STOP_DELAYED_TRIGGER):
            continue
        payer = _payer(effect)
        checks = [
            cond.priority(ctx, pid, RULE),
            Check(rule=RULE, passed=payer == pid, code=Reason.EFFECT_LETS_YOU if payer == pid else Reason.EFFECT_LETS_OTHER,
                  params={"payer": payer, "source": effect.source_card}),
            _window(ctx, effect),
        ]
        options.append(option(ctx, KIND, pid, checks, subject=effect.source_id, card=effect.source_card,
                              cost=effect.spec.cost, detail={"effect": effect.spec.kind.value}))
    return verdict(KIND, options, Reason.NO_EFFECT_TO_END)


def apply(ctx: Context, opt: Option, roll: str | None = None) -> GameState:
    """The effect ends (a Licid's Aura-ness, Quenchable Fire's delayed damage): it leaves the board."""
    state = ctx.state
    ended = next(e for e in state.effects if e.id == opt.subject)
    state = state.model_copy(update={"effects": tuple(e for e in state.effects if e.id != opt.subject)})
    if ended.source_object and (found := state.locate(ended.source_object)):
        # A Licid that stops being an Aura is a creature again and is no longer attached; the
        # control its "You control enchanted creature." gave ends with it (613.1b), and the
        # creature returns to its owner.
        holder, _zone, licid = found
        state = state.replace_object(licid.model_copy(update={"attached_to": None}))
        enchanted = state.locate(licid.attached_to) if licid.attached_to else None
        if enchanted is not None and enchanted[1] == "battlefield" and enchanted[0].id == holder.id \
                and enchanted[2].owner not in (None, holder.id) \
                and CONTROLS_ENCHANTED in ctx.face_up(licid).oracle_text.lower():
            state = edits.move_object(state, enchanted[2].id, enchanted[2].owner, "battlefield")
    return state
