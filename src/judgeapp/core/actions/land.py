"""116.2a Playing a land (with 305.2a-b, 305.3, 305.9 and effects that change it)."""

from __future__ import annotations

from typing import Iterator

from .. import conditions as cond
from ..cards import CardDef
from ..context import Context
from ..effects import EffectKind
from ..reasons import Reason
from ..sequence import enters_summoning_sick
from ..state import CardObject, GameState
from ..verdict import ActionKind, ActionVerdict, Check, Option
from ._common import move, option, verdict

KIND = ActionKind.PLAY_LAND
RULE = KIND.rule
# What lets a player play a land from somewhere else: nothing (their hand), a card that opens a
# zone (its name), or a permission on the card itself (the code and the card that gave it).
Permission = str | tuple[str, str] | None


def allowance(ctx: Context, pid: str) -> int | None:
    """How many lands the player can play this turn (305.2); None means any number."""
    total = 1
    for effect in ctx.effects_of(EffectKind.EXTRA_LAND_PLAYS):
        if ctx.applies_to(effect, pid):
            if effect.spec.unlimited:
                return None
            total += effect.spec.count
    return total


def _zone_permissions(ctx: Context, pid: str) -> dict[tuple[str, str], str]:
    """(zone, whose zone) -> the card that lets pid play lands from it."""
    zones: dict[tuple[str, str], str] = {}
    for effect in ctx.effects_of(EffectKind.PLAY_LANDS_FROM_ZONE):
        owner = effect.affected if effect.spec.zone_of == "affected" else effect.controller
        if ctx.applies_to(effect, pid) and owner is not None and effect.spec.zone is not None:
            zones.setdefault((effect.spec.zone, owner), effect.source_card)
    return zones


def _candidates(ctx: Context, pid: str) -> Iterator[tuple[str, CardObject, CardDef, int, Permission]]:
    player = ctx.state.player(pid)
    zones: list[tuple[str, tuple[CardObject, ...], Permission]] = [("hand", player.hand, None)]
    for (zone, owner), source in _zone_permissions(ctx, pid).items():
        if (zone, owner) == ("hand", pid):
            continue
        objs = getattr(ctx.state.player(owner), zone)
        zones.append((zone, objs[:1] if zone == "library_top" else objs, source))
    # A card an effect lets this player play, wherever it is and whoever owns it ("you may play
    # that card this turn"); the land play counts against this player's allowance (305.2).
    state = ctx.state
    for other in state.players:
        for zone in ("exile", "graveyard", "library_top", "hand", "command"):
            for obj in getattr(other, zone):
                granted = obj.play_permission
                if granted is not None and granted.player == pid and state.turn <= granted.until_turn \
                        and not (other.id == pid and zone == "hand"):
                    zones.append((zone, (obj,), ("card_play_permission", granted.source or "—")))
    for zone, objs, permission in zones:
        for obj in objs:
            card = ctx.card(obj.card)
            for face in card.land_faces:
                yield zone, obj, card, face, permission


def evaluate(ctx: Context, pid: str) -> ActionVerdict:
    """116.2a: each land the player could play now, from hand or from a zone an effect opens, against the turn's land allowance (305.2)."""
    state = ctx.state
    candidates = list(_candidates(ctx, pid))
    if not candidates:      # the usual case on most boards: nothing to check
        return verdict(KIND, [], Reason.NO_LAND_TO_PLAY)
    allowed = allowance(ctx, pid)
    played = state.lands_played_by(pid)
    prohibitions = [e for e in ctx.effects_of(EffectKind.CANT_PLAY_LANDS) if ctx.applies_to(e, pid)]
    shared = [
        cond.priority(ctx, pid, RULE),
        cond.own_turn(ctx, pid, "305.3"),
        cond.main_phase(ctx, RULE),
        cond.stack_empty(ctx, RULE),
        Check(rule="305.2b" if allowed is not None and played >= allowed else "305.2a",
              passed=allowed is None or played < allowed,
              code=Reason.LAND_PLAYS_LEFT if allowed is None or played < allowed else Reason.NO_LAND_PLAYS_LEFT,
              params={"played": played, "allowed": "any" if allowed is None else allowed}),
    ]
    shared += [Check(rule="101.2", passed=False, code=Reason.CANT_PLAY_LANDS, params={"source": e.source_card})
               for e in prohibitions]
    options = []
    for zone, obj, card, face, permission in candidates:
        checks = list(shared)
        if permission:
            code, source = permission if isinstance(permission, tuple) else ("zone_permission", permission)
            checks.append(Check(rule=RULE, passed=True, code=Reason(code), params={"zone": zone, "source": source}))
        name = card.faces[face].name if card.is_modal_dfc else card.name
        options.append(option(ctx, KIND, pid, checks, subject=obj.id, card=name,
                              detail={"zone": zone, "face": face}))
    return verdict(KIND, options, Reason.NO_LAND_TO_PLAY)


def apply(ctx: Context, opt: Option, roll: str | None = None) -> GameState:
    """The land goes onto the battlefield under the player's control and counts as their land play
    (305.2). A land creature (Dryad Arbor) is summoning sick (302.6); one whose text says it enters
    tapped does (614.1d)."""
    face = opt.detail.get("face", 0)
    card = ctx.card(ctx.state.find(opt.subject_id)[2].card)
    played = card.faces[face] if card.faces and not card.is_room else card.front
    state = move(ctx.state, opt.subject_id, opt.player, "battlefield", face=face, face_down=None,
                 tapped=played.enters_tapped == "always", play_permission=None,
                 summoning_sick=enters_summoning_sick(played))
    facts = state.turn_facts
    if opt.player == state.active_player:
        facts = facts.model_copy(update={"lands_played": facts.lands_played + 1})
    else:   # a teammate on a shared team turn (805.4c)
        counts = {**facts.team_lands_played, opt.player: facts.team_lands_played.get(opt.player, 0) + 1}
        facts = facts.model_copy(update={"team_lands_played": counts})
    return state.model_copy(update={"turn_facts": facts})
