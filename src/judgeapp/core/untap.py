"""What untaps in an untap step (502.3), with the effects that change it.

The active player untaps their permanents (in Two-Headed Giant each player of the active team,
805.4a), but for those an effect keeps tapped: "Enchanted permanent doesn't untap during its
controller's untap step." (Tamiyo's Compleation), "This artifact doesn't untap during your untap
step." Another player untaps what an effect of theirs untaps "during each other player's untap
step" (Prop Room's creatures, Seedborn Muse's permanents). That untap step isn't its controller's,
so a permanent that doesn't untap during its controller's untap step untaps then.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from .patterns import lazy
from . import phasing
from .cards import CardDatabase, builtin_cards
from .conditions import face_down_matches, face_matches
from .context import Context, InForce
from .effects import CardFilter, EffectKind
from .oracle import plain_line
from .state import CardObject, GameState, PlayerId
from .triggers import ability_faces


@dataclass(frozen=True)
class Untapping:
    """An untap step's untapping: the board after it, the players of the active team who untapped
    something, the permanents kept tapped by each effect (its card, theirs) and what each player
    not taking the turn untapped by an effect (player, the effect's card, how many)."""
    state: GameState
    untapped: tuple[PlayerId, ...] = ()
    kept: tuple[tuple[str, tuple[str, ...]], ...] = ()
    others: tuple[tuple[PlayerId, str, int], ...] = ()


def untap(state: GameState, db: CardDatabase | None = None) -> Untapping:
    """502.3 on a board whose permanents have already phased (502.1)."""
    if not any(o.tapped for p in state.players for o in p.battlefield):
        return Untapping(state)
    ctx = Context(state, db or builtin_cards())
    keeping = ctx.effects_of(EffectKind.DOESNT_UNTAP)
    untapping = ctx.effects_of(EffectKind.UNTAPS_IN_OTHERS_UNTAP_STEP)
    kept: dict[str, list[str]] = {}
    others: dict[tuple[PlayerId, str], int] = {}
    untapped, players = [], []
    for player in state.players:
        active = state.on_active_team(player.id)
        changed = []
        for obj in player.battlefield:
            if not obj.tapped:
                changed.append(obj)
                continue
            if active:
                keeper = next((e for e in keeping if _keeps(ctx, e, player.id, obj)), None)
                if keeper is not None:
                    kept.setdefault(keeper.source_card, []).append(obj.card)
                    changed.append(obj)
                    continue
            else:
                by = next((e for e in untapping if ctx.applies_to(e, player.id) and _is(ctx, obj, e.spec.card_filter)), None)
                if by is None:
                    changed.append(obj)
                    continue
                others[(player.id, by.source_card)] = others.get((player.id, by.source_card), 0) + 1
            changed.append(obj.model_copy(update={"tapped": False}))
        if changed != list(player.battlefield):
            if active:
                untapped.append(player.id)
            player = player.model_copy(update={"battlefield": tuple(changed)})
        players.append(player)
    after = state.model_copy(update={"players": tuple(players)}) if untapped or others else state
    return Untapping(after, tuple(untapped), tuple((source, tuple(cards)) for source, cards in kept.items()),
                     tuple((pid, source, count) for (pid, source), count in others.items()))


def said(before: GameState, db: CardDatabase | None = None) -> list[tuple[str, dict[str, Any]]]:
    """What ending the untap step of this board untapped and kept tapped (502.3), in the sequence
    catalog's codes: who of the active team untapped their permanents, each effect's permanents it
    kept tapped, and what other players untapped by an effect of theirs."""
    phased = phasing.untap_step(before, db)[0]
    done = untap(phased, db)
    found: list[tuple[str, dict[str, Any]]] = []
    if done.untapped:
        found.append(("untapped", {"players": list(done.untapped)}))       # listed as the language lists
    for source, cards in done.kept:
        found.append(("kept_tapped", {"source": source, "cards": list(cards), "count": len(cards)}))
    for pid, source, count in done.others:
        found.append(("untapped_by_effect", {"source": source, "player": pid, "count": count,
                                             "active": before.active_player}))
    unread = not_read(phased, db)
    if unread:
        found.append(("untap_not_read", {"cards": unread}))
    return found


# Words about the untap step; a skip is read where steps are skipped (sequence.py, 614.10).
_ABOUT_UNTAP_STEP = lazy(r"\buntap steps?\b", re.I)
_SKIP = lazy(r"\bskips?\b", re.I)
_READ_HERE = (EffectKind.DOESNT_UNTAP, EffectKind.UNTAPS_IN_OTHERS_UNTAP_STEP)


def not_read(state: GameState, db: CardDatabase | None = None) -> list[str]:
    """The face-up permanents with their abilities whose words say something about the untap step
    that isn't read here ("Players can't untap more than one land during their untap steps.":
    Winter Orb; a "doesn't untap" with a condition), for the judge to carry out by hand (502.3)."""
    ctx = Context(state, db or builtin_cards())
    found = []
    for _pid, obj, card in ctx.permanents:
        if obj.face_down is not None or not ctx.has_abilities(obj):
            continue
        read = set(card.effects.from_oracle)
        if not read and any(spec.kind in _READ_HERE for spec in card.statics()):
            continue        # curated: its words are its effects
        lines = [raw for face in ability_faces(ctx, obj) for raw in face.oracle_text.split("\n") if raw.strip() not in read]
        if any(_ABOUT_UNTAP_STEP.search(line) and not _SKIP.search(line) for line in map(plain_line, lines)):
            found.append(card.name)
    return list(dict.fromkeys(found))


def _keeps(ctx: Context, effect: InForce, pid: PlayerId, obj: CardObject) -> bool:
    """Whether a doesn't-untap effect keeps this permanent of the active team tapped."""
    scope = effect.spec.scope
    if scope == "attached":
        return effect.attached_to == obj.id
    if scope == "self":
        return effect.source_id == obj.id
    return ctx.applies_to(effect, pid) and _is(ctx, obj, effect.spec.card_filter)


def _is(ctx: Context, obj: CardObject, flt: CardFilter | None) -> bool:
    """Whether a permanent is of the kind an effect names ("each creature you control"); a
    face-down permanent is a nameless colourless 2/2 creature (708.2)."""
    if obj.face_down is not None:
        return face_down_matches(flt)
    return flt is None or face_matches(flt, ctx.face_up(obj), ctx.card(obj.card))
