"""Why a board cannot exist, in the spirit of python-chess's Board.status(): warnings only.

A board with warnings is still evaluated; an editor shows them next to what they concern.
Each warning is a Check (passed=False) with a rule, a code and params, and `where`.
"""

from __future__ import annotations

from typing import Any

from .actions.land import allowance
from .conditions import has_haste
from .context import Context, has_expired
from .cards import CardDef
from .errors import UnknownCardError
from .reasons import Reason
from .phasing import PERMANENT_PLACES
from .sequence import first_draw_skipped
from .state import ZONES, CardObject, FaceDownHow, GameState, Step
from .verdict import Check


_IN_PLAY = ("battlefield", "command")          # where a card's own effects and kind are checked
# The keywords that turn a card face down, by the card field holding their cost.
_KEYWORD_FACE_DOWN = {how: how.value for how in (FaceDownHow.MORPH, FaceDownHow.MEGAMORPH, FaceDownHow.DISGUISE)}


def _warn(rule: str, code: Reason, **params: Any) -> Check:
    return Check(rule=rule, passed=False, code=code, params=params)


def _attacker_warnings(state: GameState, ctx: Context) -> list[Check]:
    """An attacking permanent the rules can't have: phased out (702.26b), outside the combat steps that have attackers
    (508.1, 511.3), not a creature (506.3), not the active player's (508.1a; in Two-Headed Giant
    the active team's, 805.10a), or summoning sick without haste (302.6, 508.1a; conditions.has_haste
    counts the effects giving haste that it reads, Lightning Greaves's; another is the judge's to
    know, and the warning says so)."""
    found = []
    for player in state.players:
        for obj in player.phased_out:
            if obj.attacking:       # 702.26b: a permanent that phases out is removed from combat
                found.append(_warn("702.26b", Reason.ATTACKING_PHASED_OUT, where=obj.id, card=obj.card))
        for obj in player.battlefield:
            if not obj.attacking:
                continue
            if not state.step.has_attackers:
                found.append(_warn("511.3", Reason.ATTACKING_OUTSIDE_COMBAT, where=obj.id, card=obj.card,
                                   step=state.step.value))
            elif obj.card in ctx.db and not ctx.is_creature(obj):     # (an unknown card has its own warning)
                found.append(_warn("506.3", Reason.ATTACKER_NOT_CREATURE, where=obj.id, card=obj.card))
            elif not state.on_active_team(player.id):
                found.append(_warn("508.1a", Reason.ATTACKER_NOT_ACTIVE, where=obj.id, card=obj.card,
                                   player=player.id))
            elif obj.summoning_sick and ((obj.face_down is None and obj.card not in ctx.db) or not has_haste(ctx, obj)):
                found.append(_warn("302.6", Reason.ATTACKER_SUMMONING_SICK, where=obj.id, card=obj.card))
    return found


def status(state: GameState, ctx: Context | None = None) -> tuple[Check, ...]:
    """The board warnings: what is well-formed but cannot exist (python-chess's status())."""
    ctx = ctx or Context(state)
    found: list[Check] = []
    places: dict[str, tuple[str, CardObject]] = {}
    if state.step == Step.UNTAP and state.priority is not None:
        found.append(_warn("117.3a", Reason.PRIORITY_IN_UNTAP, where="priority"))
    if state.step == Step.UNTAP and state.stack:
        found.append(_warn("502.4", Reason.STACK_IN_UNTAP, where="stack"))
    if state.priority is None and state.step not in (Step.UNTAP, Step.CLEANUP):
        found.append(_warn("117.3a", Reason.NOBODY_HAS_PRIORITY_IN_STEP, where="priority", step=state.step.value))
    if state.step == Step.DRAW and (rule := first_draw_skipped(state)) is not None:
        found.append(_warn(rule, Reason.DRAW_STEP_ON_FIRST_TURN, where="step"))
    allowed = allowance(ctx, state.active_player)
    if allowed is not None and state.turn_facts.lands_played > allowed:
        found.append(_warn("305.2b", Reason.TOO_MANY_LANDS_PLAYED, where="turn_facts.lands_played",
                           played=state.turn_facts.lands_played, allowed=allowed))
    if any(state.turn_facts.planar_die_actions.values()) and not state.game.planechase:
        found.append(_warn("901.9", Reason.PLANAR_ROLLS_WITHOUT_PLANECHASE, where="turn_facts.planar_die_actions"))
    attached = False
    card_of = ctx.card
    looked_up = ctx.db.known_names().get     # a dict lookup first: most names were looked up before
    turn = state.turn
    for player in state.players:
        for zone in ZONES:
            objs = getattr(player, zone)
            if not objs:
                continue
            in_play = zone in _IN_PLAY
            for obj in objs:
                places[obj.id] = (zone, obj)
                if obj.attached_to is not None:
                    attached = True
                if (obj.foretold_turn or 0) > turn or (obj.plotted_turn or 0) > turn:     # (turns start at 1)
                    for recorded in (obj.foretold_turn, obj.plotted_turn):
                        if recorded is not None and recorded > turn:
                            found.append(_warn("500.1", Reason.TURN_IN_THE_FUTURE, where=obj.id, recorded=recorded,
                                               turn=turn))
                try:
                    card = looked_up(obj.card) or card_of(obj.card)
                except UnknownCardError:
                    found.append(_warn("108.1", Reason.UNKNOWN_CARD, where=obj.id, card=obj.card))
                    continue
                if obj.commander and not card.can_be_commander:
                    found.append(_warn("903.3", Reason.COMMANDER_NOT_LEGAL, where=obj.id, card=card.name))
                if zone == "graveyard" and card.words_from_graveyard:
                    found.append(_warn("116.1", Reason.EFFECT_NOT_MODELLED, where=obj.id, card=card.name,
                                       words=list(card.words_from_graveyard), text=_whole_text(card)))
                face_down = obj.face_down
                if not in_play and face_down is None and not obj.unlocked:
                    continue      # a card in hand, a graveyard, exile…: nothing more to check
                if in_play and face_down is None and card.unmodelled_words:
                    found.append(_warn("116.1", Reason.EFFECT_NOT_MODELLED, where=obj.id, card=card.name,
                                       words=list(card.unmodelled_words), text=_whole_text(card)))
                for chosen in obj.chosen_names if in_play else ():
                    if ctx.db.oracle_name(chosen) is None:
                        found.append(_warn("201.4", Reason.CHOSEN_NAME_NOT_A_CARD, where=obj.id, card=card.name,
                                           name=chosen))
                if zone == "command":
                    if card.front.has_type("Conspiracy") and not state.game.conspiracy_draft:
                        found.append(_warn("905.4", Reason.CONSPIRACY_WITHOUT_DRAFT, where=obj.id))
                    if card.front.has_type("Plane") and not state.game.planechase:
                        found.append(_warn("901.3", Reason.PLANE_WITHOUT_PLANECHASE, where=obj.id))
                if zone == "battlefield" and face_down is None and obj.attached_to is None and (
                        ("Aura" in card.type_line and _unattached_aura(ctx, obj)) or ctx.became_aura(obj)):
                    found.append(_warn("704.5m", Reason.AURA_UNATTACHED, where=obj.id, card=card.name))
                if obj.unlocked and not card.is_room:
                    found.append(_warn("709.5c", Reason.UNLOCKED_NOT_ROOM, where=obj.id, card=card.name))
                if face_down is not None:
                    keyword = _KEYWORD_FACE_DOWN.get(face_down)
                    if keyword and getattr(card, keyword) is None and not (face_down == FaceDownHow.MORPH and
                                                                           card.megamorph):
                        found.append(_warn("708.2", Reason.FACE_DOWN_WITHOUT_KEYWORD, where=obj.id, card=card.name,
                                           how=keyword))
        if player.companion is not None:
            located = places.get(player.companion)
            if located is None:
                found.append(_warn("702.139a", Reason.COMPANION_MISSING, where=f"{player.id}.companion"))
            elif located[0] != "outside_game" and not player.companion_put_into_hand:
                found.append(_warn("702.139a", Reason.COMPANION_NOT_OUTSIDE_GAME, where=player.companion,
                                   zone=located[0]))
    if attached:
        found.extend(_attachment_warnings(places))
    found.extend(_attacker_warnings(state, ctx))
    for effect in state.effects:
        if effect.created_turn is not None and effect.created_turn > state.turn:
            found.append(_warn("500.1", Reason.TURN_IN_THE_FUTURE, where=effect.id, recorded=effect.created_turn,
                               turn=state.turn))
    stack_ids = {item.id for item in state.stack}
    for item in state.stack:
        if item.card and item.card not in ctx.db:
            found.append(_warn("108.1", Reason.UNKNOWN_CARD, where=item.id, card=item.card))
        elif item.card and item.kind == "spell" and not item.face_down:
            card = ctx.card(item.card)
            face = card.face_cast(item.face)
            if face.has_type("Land"):       # a land face of a modal double-faced card too
                found.append(_warn("305.1", Reason.LAND_SPELL_ON_STACK, where=item.id, card=face.name))
        for target in item.targets:
            gone = (target.kind == "object" and target.id not in places) or \
                (target.kind == "stack" and (target.id not in stack_ids or target.id == item.id))
            if gone:
                found.append(_warn("608.2b", Reason.TARGET_MISSING, where=item.id, target=target.id))
    for effect in state.effects:
        spec = ctx.spec_of(effect) if effect.source in ctx.db else None
        if spec is None and effect.source in ctx.db:
            found.append(_warn("611.1", Reason.EFFECT_WITHOUT_RULES_DATA, where=effect.id, source=effect.source))
        elif spec is not None and has_expired(spec, effect.controller, effect.created_turn, state):
            found.append(_warn("500.5", Reason.EFFECT_EXPIRED, where=effect.id, source=effect.source,
                               duration=spec.duration))
    for custom in state.custom_cards:
        if custom.name in ctx.card_data and _wording(ctx.card_data.get(custom.name)) != _wording(custom):
            found.append(_warn("108.1", Reason.CUSTOM_CARD_REPLACES_CARD, where="custom_cards", card=custom.name))
    if state.game.two_headed_giant:
        teams: dict[str | None, list[str]] = {}
        for player in state.players:
            teams.setdefault(player.team, []).append(player.id)
        if None in teams or any(len(m) != 2 for m in teams.values()):
            found.append(_warn("810.1a", Reason.TWO_HEADED_GIANT_TEAMS, where="players"))
        for members in teams.values():
            lives = [state.player(pid).life for pid in members]
            if len(set(lives)) > 1:      # one shared life total (810.9), shown on each teammate
                found.append(_warn("810.9", Reason.TEAM_LIFE_DIFFERS, where="players", players=members,
                                   lives=[f"{pid} {life}" for pid, life in zip(members, lives)]))
    return tuple(found)


def _whole_text(card: CardDef) -> str:
    """A card's text as a warning quotes it: a card with faces has each face's, " // " between."""
    return card.oracle_text or " // ".join(f.oracle_text for f in card.faces)


def _wording(card: CardDef) -> tuple[str, ...]:
    """What a card says, spaces aside: its mana cost, type line and text, each face's too."""
    return tuple(" ".join(text.split()) for face in (card, *card.faces)
                 for text in (face.mana_cost, face.type_line, face.oracle_text))


def _unattached_aura(ctx: Context, obj: CardObject) -> bool:
    """An Aura on the battlefield that enchants an object and is attached to none (704.5m); one
    that enchants a player ("Enchant player", a Curse) is attached to a player, which the board
    doesn't record."""
    face = ctx.face_up(obj)
    if "Aura" not in face.subtypes:
        return False
    enchants = next((line.lower() for line in face.oracle_text.split("\n") if line.lower().startswith("enchant ")), "")
    return not enchants.startswith(("enchant player", "enchant opponent"))


def _attachment_warnings(places: dict[str, tuple[str, CardObject]]) -> list[Check]:
    """What is attached to what: to something on the board, on the battlefield (or phased out
    with it, 702.26g), and never in a loop (an Aura can't enchant itself, 303.4d; an Equipment can't equip itself, 301.5c)."""
    found = []
    for obj_id, (zone, obj) in places.items():
        if obj.attached_to is None:
            continue
        target = places.get(obj.attached_to)
        if target is None:
            found.append(_warn("301.5", Reason.ATTACHED_TO_MISSING, where=obj_id, target=obj.attached_to))
        elif zone not in PERMANENT_PLACES or target[0] not in PERMANENT_PLACES:
            found.append(_warn("701.3a", Reason.ATTACHED_OFF_BATTLEFIELD, where=obj_id, target=obj.attached_to))
        elif zone == "battlefield" and target[0] == "phased_out":
            found.append(_warn("702.26g", Reason.ATTACHED_TO_PHASED_OUT, where=obj_id, target=obj.attached_to))
        else:
            seen = {obj_id}
            step = target[1]
            while step.attached_to is not None and step.attached_to in places and step.id not in seen:
                seen.add(step.id)
                step = places[step.attached_to][1]
            if step.id == obj_id or step.attached_to == obj_id:
                found.append(_warn("303.4d", Reason.ATTACHMENT_LOOP, where=obj_id, target=obj.attached_to))
    return found
