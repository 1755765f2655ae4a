"""Why a board cannot exist, in the spirit of python-chess's Board.status(): warnings only.

A board with warnings is still evaluated; an editor shows them next to what they concern.
Each warning is a Check (passed=False) with a rule, a code and params, and `where`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .errors import UnknownCardError
from .state import ZONES, CardObject, FaceDownHow, GameState, Step
from .verdict import Check

if TYPE_CHECKING:
    from .context import Context


def _warn(rule: str, code: str, **params: Any) -> Check:
    return Check(rule=rule, passed=False, code=code, params=params)


def status(state: GameState, ctx: Context | None = None) -> tuple[Check, ...]:
    """The board warnings: what is well-formed but cannot exist (python-chess's status())."""
    from .actions.land import allowance
    from .context import Context, has_expired

    ctx = ctx or Context(state)
    found: list[Check] = []
    places: dict[str, tuple[str, CardObject]] = {}
    if state.step == Step.UNTAP and state.priority is not None:
        found.append(_warn("117.3a", "priority_in_untap", where="priority"))
    if state.step == Step.UNTAP and state.stack:
        found.append(_warn("502.4", "stack_in_untap", where="stack"))
    if state.priority is None and state.step not in (Step.UNTAP, Step.CLEANUP):
        found.append(_warn("117.3a", "nobody_has_priority_in_step", where="priority", step=state.step.value))
    allowed = allowance(ctx, state.active_player)
    if allowed is not None and state.turn_facts.lands_played > allowed:
        found.append(_warn("305.2b", "too_many_lands_played", where="turn_facts.lands_played",
                           played=state.turn_facts.lands_played, allowed=allowed))
    if any(state.turn_facts.planar_die_actions.values()) and not state.game.planechase:
        found.append(_warn("901.9", "planar_rolls_without_planechase", where="turn_facts.planar_die_actions"))
    attached = False
    for player in state.players:
        for zone in ZONES:
            for obj in getattr(player, zone):
                places[obj.id] = (zone, obj)
                attached = attached or obj.attached_to is not None
                if obj.foretold_turn or obj.plotted_turn:
                    for recorded in (obj.foretold_turn, obj.plotted_turn):
                        if recorded is not None and recorded > state.turn:
                            found.append(_warn("500.1", "turn_in_the_future", where=obj.id, recorded=recorded,
                                               turn=state.turn))
                try:
                    card = ctx.card(obj.card)
                except UnknownCardError:
                    found.append(_warn("108.1", "unknown_card", where=obj.id, card=obj.card))
                    continue
                if zone in ("battlefield", "command") and obj.face_down is None and card.unmodelled_words:
                    found.append(_warn("116.1", "effect_not_modelled", where=obj.id, card=card.name,
                                       words=", ".join(card.unmodelled_words), text=card.oracle_text or
                                       " // ".join(f.oracle_text for f in card.faces)))
                if zone == "command" and card.front.has_type("Conspiracy") and not state.game.conspiracy_draft:
                    found.append(_warn("905.4", "conspiracy_without_draft", where=obj.id))
                if zone == "command" and card.front.has_type("Plane") and not state.game.planechase:
                    found.append(_warn("901.3", "plane_without_planechase", where=obj.id))
                if obj.unlocked and not card.is_room:
                    found.append(_warn("709.5c", "unlocked_not_room", where=obj.id, card=card.name))
                if obj.face_down in (FaceDownHow.MORPH, FaceDownHow.MEGAMORPH, FaceDownHow.DISGUISE) \
                        and getattr(card, obj.face_down.value) is None and not (
                            obj.face_down == FaceDownHow.MORPH and card.megamorph):
                    found.append(_warn("708.2", "face_down_without_keyword", where=obj.id,
                                       card=card.name, how=obj.face_down.value))
        if player.companion is not None:
            located = places.get(player.companion)
            if located is None:
                found.append(_warn("702.139a", "companion_missing", where=f"{player.id}.companion"))
            elif located[0] != "outside_game" and not player.companion_put_into_hand:
                found.append(_warn("702.139a", "companion_not_outside_game", where=player.companion,
                                   zone=located[0]))
    if attached:
        found.extend(_attachment_warnings(places))
    for effect in state.effects:
        if effect.created_turn is not None and effect.created_turn > state.turn:
            found.append(_warn("500.1", "turn_in_the_future", where=effect.id, recorded=effect.created_turn,
                               turn=state.turn))
    stack_ids = {item.id for item in state.stack}
    for item in state.stack:
        if item.card and item.card not in ctx.db:
            found.append(_warn("108.1", "unknown_card", where=item.id, card=item.card))
        for target in item.targets:
            gone = (target.kind == "object" and target.id not in places) or \
                (target.kind == "stack" and (target.id not in stack_ids or target.id == item.id))
            if gone:
                found.append(_warn("608.2b", "target_missing", where=item.id, target=target.id))
    for effect in state.effects:
        spec = ctx.spec_of(effect) if effect.source in ctx.db else None
        if spec is None and effect.source in ctx.db:
            found.append(_warn("611.1", "effect_without_rules_data", where=effect.id, source=effect.source))
        elif spec is not None and has_expired(spec, effect.controller, effect.created_turn, state):
            found.append(_warn("500.5", "effect_expired", where=effect.id, source=effect.source,
                               duration=spec.duration))
    if state.game.two_headed_giant:
        teams: dict[str | None, list[str]] = {}
        for player in state.players:
            teams.setdefault(player.team, []).append(player.id)
        if None in teams or any(len(m) != 2 for m in teams.values()):
            found.append(_warn("810.1a", "two_headed_giant_teams", where="players"))
    return tuple(found)


def _attachment_warnings(places: dict[str, tuple[str, CardObject]]) -> list[Check]:
    """What is attached to what: to something on the board, on the battlefield, and never in a
    loop (an Aura can't enchant itself, 303.4d; an Equipment can't equip itself, 301.5c)."""
    found = []
    for obj_id, (zone, obj) in places.items():
        if obj.attached_to is None:
            continue
        target = places.get(obj.attached_to)
        if target is None:
            found.append(_warn("301.5", "attached_to_missing", where=obj_id, target=obj.attached_to))
        elif zone != "battlefield" or target[0] != "battlefield":
            found.append(_warn("701.3a", "attached_off_battlefield", where=obj_id, target=obj.attached_to))
        else:
            seen = {obj_id}
            step = target[1]
            while step.attached_to is not None and step.attached_to in places and step.id not in seen:
                seen.add(step.id)
                step = places[step.attached_to][1]
            if step.id == obj_id or step.attached_to == obj_id:
                found.append(_warn("303.4d", "attachment_loop", where=obj_id, target=obj.attached_to))
    return found
