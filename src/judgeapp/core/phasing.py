"""Phasing (702.26): a phased-out permanent is treated as though it does not exist (702.26b).

The board keeps phased-out permanents apart, in the `phased_out` list of the player under whose
control they phased out (702.26d: phasing changes neither zone nor control, but while phased out
the permanent is treated as though it were on no battlefield and under no one's control). So every
rule that walks the battlefield, the effects in force, the mana sources, the permanents a special
action could be taken with, already leaves them out.

What is attached to a permanent phases out with it, "indirectly", and phases in only with it
(702.26g). In the untap step, the active player's phased-in permanents with phasing phase out and
the ones that phased out under their control phase in, before anything untaps (502.1, 702.26a).
"""

from __future__ import annotations

from .cards import CardDatabase, builtin_cards
from .context import Context
from .state import CardObject, GameState

PERMANENT_PLACES = ("battlefield", "phased_out")      # an object keeps its permanent's fields between them


def attached_tree(state: GameState, obj_id: str, zone: str) -> list[str]:
    """The objects in `zone` attached to this one, and to those, and so on (an Aura on an
    Equipment on a creature)."""
    in_zone = [o for p in state.players for o in getattr(p, zone)]
    found: list[str] = []
    hosts = [obj_id]
    while hosts:
        host = hosts.pop()
        for obj in in_zone:
            if obj.attached_to == host and obj.id not in found and obj.id != obj_id:
                found.append(obj.id)
                hosts.append(obj.id)
    return found


def carry(state: GameState, ids: list[str], to_zone: str) -> GameState:
    """Each object moved, unchanged but out of combat, to the same player's `to_zone` (one of
    PERMANENT_PLACES): phasing out or in changes no control (702.26d) and removes from combat
    (702.26b)."""
    for obj_id in ids:
        holder, _zone, obj = state.find(obj_id)
        state, _ = state.remove_object(obj_id)
        state = state.add_object(holder.id, to_zone, obj.model_copy(update={"attacking": False}))
    return state


def phase_out(state: GameState, ids: list[str]) -> GameState:
    """These permanents phase out, and what is attached to them with them (702.26g)."""
    indirect = [a for obj_id in ids for a in attached_tree(state, obj_id, "battlefield") if a not in ids]
    return carry(state, [*ids, *dict.fromkeys(indirect)], "phased_out")


def phase_in(state: GameState, ids: list[str]) -> GameState:
    """These permanents phase in, and what phased out attached to them with them (702.26g). One
    that phased out on its own, attached to something no longer on the battlefield, phases in
    unattached (702.26i)."""
    indirect = [a for obj_id in ids for a in attached_tree(state, obj_id, "phased_out") if a not in ids]
    state = carry(state, [*ids, *dict.fromkeys(indirect)], "battlefield")
    on_battlefield = {o.id for _pid, o in state.permanents()}
    for obj_id in ids:
        obj = state.find(obj_id)[2]
        if obj.attached_to is not None and obj.attached_to not in on_battlefield:
            state = state.replace_object(obj.model_copy(update={"attached_to": None}))
    return state


def phases_in_directly(state: GameState, obj: CardObject) -> bool:
    """Not attached to a phased-out permanent: it phased out on its own, not with its host (702.26g)."""
    host = state.locate(obj.attached_to) if obj.attached_to is not None else None
    return host is None or host[1] != "phased_out"


def has_phasing(ctx: Context, obj: CardObject) -> bool:
    """A face-up permanent with the phasing keyword that hasn't lost it (708.2: face down, none)."""
    if obj.face_down is not None or obj.card not in ctx.db or not ctx.has_abilities(obj):
        return False
    face = ctx.face_up(obj)
    return "Phasing" in ctx.card(obj.card).keywords or any(
        line.strip().lower() == "phasing" for line in face.oracle_text.split("\n"))


def untap_step(state: GameState, db: CardDatabase | None = None) -> tuple[GameState, list[str], list[str]]:
    """502.1: the active player's (in Two-Headed Giant, the active team's) phased-in permanents
    with phasing phase out and, at the same time, the ones that phased out under their control
    phase in. The board after, and the ids that phased out and in (directly)."""
    active = [p for p in state.players if state.on_active_team(p.id)]
    coming_in = [o.id for p in active for o in p.phased_out if phases_in_directly(state, o)]
    ctx = Context(state, db or builtin_cards())
    going_out = [o.id for p in active for o in p.battlefield if has_phasing(ctx, o)]
    if not coming_in and not going_out:
        return state, [], []
    return phase_in(phase_out(state, going_out), coming_in), going_out, coming_in
