"""Conditions shared by several special actions. Each one lives here once, with its rule.

Every function returns Check objects; none of them builds a sentence.
"""

from __future__ import annotations

from .cards import CardDef, Face
from .context import Context, InForce
from .effects import CardFilter, EffectKind
from .mana import has_x
from .reasons import Reason
from .state import CardObject, GameState, PlayerId, StackItem, Step
from .verdict import Check


def priority(ctx: Context, pid: PlayerId, rule: str) -> Check:
    """116.1 / 117.1: special actions are taken by the player who has priority (worked out once per
    player and rule in an evaluation: every option of an action carries the same check)."""
    key = ("priority", pid, rule)
    found: Check | None = ctx.memo.get(key)
    if found is None:
        found = ctx.memo[key] = _priority(ctx, pid, rule)
    return found


def _priority(ctx: Context, pid: PlayerId, rule: str) -> Check:
    state = ctx.state
    if state.step == Step.UNTAP:
        return Check(rule="117.3a", passed=False, code=Reason.NO_PRIORITY_IN_UNTAP)
    if state.priority is None:
        if state.step == Step.CLEANUP:
            return Check(rule="514.3", passed=False, code=Reason.NO_PRIORITY_IN_CLEANUP)
        return Check(rule=rule, passed=False, code=Reason.NOBODY_HAS_PRIORITY)
    if state.priority != pid:
        if state.priority in state.teammates(pid):
            # 805.5a: teams have priority; any player of the team may act.
            return Check(rule="805.5a", passed=True, code=Reason.TEAM_HAS_PRIORITY, params={"holder": state.priority})
        return Check(rule=rule, passed=False, code=Reason.OTHER_PLAYER_HAS_PRIORITY,
                     params={"holder": state.priority})
    if state.step == Step.CLEANUP:
        return Check(rule="514.3a", passed=True, code=Reason.HAS_PRIORITY_CLEANUP_EXCEPTION)
    return Check(rule=rule, passed=True, code=Reason.HAS_PRIORITY)


def phased_out(obj: CardObject) -> Check:
    """A phased-out permanent is treated as though it doesn't exist (702.26b): nothing can be
    done with it until it phases in."""
    return Check(rule="702.26b", passed=False, code=Reason.PHASED_OUT, params={"card": obj.card})


def own_turn(ctx: Context, pid: PlayerId, rule: str) -> Check:
    """The action is taken on the player's own turn (305.3 for lands, foretell, plot); in
    Two-Headed Giant the team's turn is each of its players' own (805.4a)."""
    active = ctx.state.active_player
    if active == pid:
        return Check(rule=rule, passed=True, code=Reason.OWN_TURN)
    if ctx.state.on_active_team(pid):
        # 805.4a: with shared team turns it is the team's turn, so each of its players' own.
        return Check(rule="805.4a", passed=True, code=Reason.TEAM_TURN, params={"active": active})
    return Check(rule=rule, passed=False, code=Reason.NOT_OWN_TURN, params={"active": active})


def main_phase(ctx: Context, rule: str) -> Check:
    """A main phase of the turn (505.1)."""
    step = ctx.state.step
    return Check(rule=rule, passed=step.is_main_phase,
                 code=Reason.MAIN_PHASE if step.is_main_phase else Reason.NOT_MAIN_PHASE,
                 params={"step": step.value})


def stack_empty(ctx: Context, rule: str) -> Check:
    """The stack is empty (405)."""
    stack = ctx.state.stack
    if not stack:
        return Check(rule=rule, passed=True, code=Reason.STACK_EMPTY)
    top = stack[-1]
    return Check(rule=rule, passed=False, code=Reason.STACK_NOT_EMPTY,
                 params={"count": len(stack), "top": top.card or top.text or top.kind})


def sorcery_timing(ctx: Context, pid: PlayerId, rule: str) -> list[Check]:
    """"Their own turn, a main phase, the stack empty" (the timing of 116.2a, g, i, m)."""
    return [own_turn(ctx, pid, rule), main_phase(ctx, rule), stack_empty(ctx, rule)]


# ---- card filters ---------------------------------------------------------------------
def face_down_matches(flt: CardFilter | None) -> bool:
    """Whether a face-down spell or permanent has the qualities a filter names: it is a nameless,
    colourless 2/2 creature with no other types (702.37c, 708.2)."""
    return flt is None or (not flt.chosen_name and not flt.colors_any and not flt.subtypes_any
                           and all(t == "Creature" for t in flt.types_any))


def face_matches(flt: CardFilter | None, face: Face, card: CardDef,
                 chosen_names: tuple[str, ...] = (), consider_choices: bool = False) -> bool:
    """Whether a card face has the qualities a filter names.

    With consider_choices (601.3a), a cost with X could be given an X that changes its mana
    value's parity, so a parity filter cannot be relied on to match.
    """
    if flt is None:
        return True
    if flt.types_any and not any(face.has_type(t) for t in flt.types_any):
        return False
    if flt.colors_any and not (face.colors & set(flt.colors_any)):
        return False
    if flt.nonland and face.has_type("Land"):
        return False
    if flt.mana_value_parity:
        if consider_choices and has_x(face.mana_cost):
            return False
        parity = "even" if face.mana_value % 2 == 0 else "odd"
        if parity != flt.mana_value_parity:
            return False
    if flt.chosen_name and not ({face.name, card.name} & set(chosen_names)):
        return False
    if flt.without_keyword and getattr(card, flt.without_keyword, None):
        return False
    if flt.nonbasic and face.has_type("Basic"):
        return False
    if any(face.has_type(t) for t in flt.types_none):
        return False
    if flt.subtypes_any and not any(t in face.subtypes for t in flt.subtypes_any):
        return False
    return True


def abilities_stopped_by(ctx: Context, pid: PlayerId, obj: CardObject, card: CardDef, face: Face,
                         mana_abilities: bool = True, on_battlefield: bool = True) -> tuple[str, ...]:
    """The cards whose effects say the activated abilities of this permanent can't be activated
    by `pid` now (602.5): Linvala's opponents' creatures, the card Phyrexian Revoker or Pithing
    Needle names, what Volrath's Curse enchants, Grand Abolisher's opponents' artifacts and
    creatures. With mana_abilities, only those that stop its mana abilities too (not Pithing
    Needle's "unless they're mana abilities"). A card off the battlefield (cycling in a hand) is
    stopped only by those that name it: they stop the abilities of "sources with the chosen name"."""
    general, by_object = _activation_stoppers(ctx)
    found = []
    for effect in (*general, *by_object.get(obj.id, ())):
        if mana_abilities and effect.spec.of == "non_mana_abilities":
            continue
        if not on_battlefield and not effect.chosen_names:
            continue
        if not ctx.applies_to(effect, pid):
            continue
        flt = effect.spec.card_filter
        if (flt is not None and "Creature" in flt.types_any and ctx.is_creature(obj)) \
                or face_matches(flt, face, card, effect.chosen_names):
            found.append(effect.source_card)
    return tuple(found)


def _activation_stoppers(ctx: Context) -> tuple[tuple[InForce, ...], dict[str, tuple[InForce, ...]]]:
    """The CANT_ACTIVATE effects in force: those for any permanent, and those of Auras by the
    permanent they enchant (so a board of many Auras stays linear), worked out once."""
    key = "activation_stoppers"
    if key not in ctx.memo:
        general: list[InForce] = []
        by_object: dict[str, list[InForce]] = {}
        for effect in ctx.effects_of(EffectKind.CANT_ACTIVATE):
            if effect.spec.scope == "attached":
                if effect.attached_to is not None:
                    by_object.setdefault(effect.attached_to, []).append(effect)
            else:
                general.append(effect)
        ctx.memo[key] = (tuple(general), {k: tuple(v) for k, v in by_object.items()})
    found: tuple[tuple[InForce, ...], dict[str, tuple[InForce, ...]]] = ctx.memo[key]
    return found


def castable_faces(card: CardDef) -> tuple[Face, ...]:
    """The faces that could be cast from hand (never a land face: 305.9)."""
    faces = card.faces if card.faces and not card.is_room else (card,)
    return tuple(f for f in faces if not f.has_type("Land")) or ()


def _any_face(flt: CardFilter | None, card: CardDef, chosen: tuple[str, ...] = (),
              consider_choices: bool = False, faces: tuple[Face, ...] | None = None) -> bool:
    return any(face_matches(flt, f, card, chosen, consider_choices) for f in faces or castable_faces(card))


# ---- 601.3: could this player begin to cast this card now? ------------------------------
def could_begin_to_cast(ctx: Context, pid: PlayerId, card: CardDef, faces: tuple[Face, ...] | None = None) -> list[Check]:
    """The checks of rule 601.3 for a card in the player's hand, as 702.62c asks for suspend:
    timing (flash and as-though-flash permissions), then every prohibition. By default any face
    it could be cast as counts (601.3a); `faces` limits it to those (the face a player casts)."""
    checks = [_cast_timing(ctx, pid, card, faces)]
    prohibitions = _prohibitions(ctx, pid, card, faces)
    checks.extend(prohibitions)
    if all(check.passed for check in prohibitions):
        checks.append(Check(rule="601.3", passed=True, code=Reason.NO_CAST_PROHIBITION))
    return checks


def may_cast_from(ctx: Context, pid: PlayerId, zone: str, obj: CardObject) -> bool:
    """Whether a card where it is now is one its holder may cast as from their hand (601.3): in
    their hand, with a play permission of theirs, or the top card of their library under an effect
    of theirs that lets them cast spells from there (Future Sight). Foretold and plotted cards in
    exile have their own rules (702.143a, 702.170d)."""
    if zone == "hand" or (obj.play_permission is not None and obj.play_permission.player == pid):
        return True
    if zone == "library_top":
        top = ctx.state.player(pid).library_top
        return bool(top) and top[0].id == obj.id and any(
            e.spec.zone == "library_top" and ctx.applies_to(e, pid) for e in ctx.effects_of(EffectKind.CAST_FROM_ZONE))
    return False


def cast_prohibitions(ctx: Context, pid: PlayerId, card: CardDef) -> list[Check]:
    """601.3 without its timing, for a card cast while an ability resolves (suspend's, 702.62a):
    split second and every prohibition or limit."""
    return _prohibitions(ctx, pid, card)


def _cast_timing(ctx: Context, pid: PlayerId, card: CardDef, faces: tuple[Face, ...] | None = None) -> Check:
    faces = faces or castable_faces(card)
    if not faces:
        return Check(rule="305.9", passed=False, code=Reason.LAND_CANNOT_BE_CAST, params={"card": card.name})
    sorcery_only = [e for e in ctx.effects_of(EffectKind.SORCERY_TIMING_ONLY) if ctx.applies_to(e, pid)]
    fast, via = _instant_speed_reason(ctx, pid, card, faces)
    state = ctx.state
    if not sorcery_timing_missing(state, pid):
        return Check(rule="117.1a", passed=True, code=Reason.SORCERY_TIMING_OK)
    if fast and sorcery_only:
        return Check(rule="601.3", passed=False, code=Reason.ONLY_AS_SORCERY,
                     params={"source": sorcery_only[0].source_card, "why_fast": fast, "via": via})
    if fast:
        rule = {"instant": "117.1a", "flash": "702.8a", "granted_flash": "702.8a"}.get(fast, "601.3b")
        return Check(rule=rule, passed=True, code=Reason.INSTANT_TIMING_OK, params={"why_fast": fast, "via": via})
    return Check(rule="117.1a", passed=False, code=Reason.NEEDS_SORCERY_TIMING,
                 params={"missing": sorcery_timing_missing(state, pid)})


def summoning_sick_now(ctx: Context, obj: CardObject) -> bool:
    """Whether a permanent can't pay {T} (or {Q}) in a cost now (302.6): a creature its controller
    hasn't controlled continuously since their most recent turn began, with no haste."""
    return obj.summoning_sick and ctx.is_creature(obj) and not has_haste(ctx, obj)


def has_haste(ctx: Context, obj: CardObject) -> bool:
    """Whether a permanent has haste now (702.10): the keyword on its face up (a face-down one has
    no abilities, 708.2), the board's mark for haste an effect gave it that the board records
    (CardObject.haste: cast with suspend, 702.62a), or an effect in force that gives it haste:
    Lightning Greaves's "Equipped creature has haste and shroud." to the creature it is attached
    to, Fervor's "Creatures you control have haste." to its controller's creatures, Goblin
    Chieftain's "Other Goblins you control … have haste." to its controller's Goblins but itself.
    Its own haste is an ability like any other: a creature that loses all abilities (Humility,
    613.1f) has none of its own."""
    if obj.haste or (obj.face_down is None and ctx.face_up(obj).has_haste() and ctx.has_abilities(obj)):
        return True
    granting = ctx.effects_of(EffectKind.GRANTS_HASTE)
    found = ctx.where(obj.id) if granting else None
    if found is None:
        return False
    for effect in granting:
        if effect.spec.scope == "attached":
            reaches = effect.attached_to == obj.id
        elif effect.spec.scope == "others" and effect.source_id == obj.id:
            reaches = False
        else:       # a face-down permanent has no name nor creature type (708.2)
            flt = effect.spec.card_filter
            reaches = ctx.applies_to(effect, found[0].id) and (
                face_down_matches(flt) if obj.face_down is not None
                else face_matches(flt, ctx.face_up(obj), ctx.card(obj.card), effect.chosen_names))
        if reaches:
            return True
    return False


def sorcery_timing_missing(state: GameState, pid: PlayerId) -> list[str]:
    """What keeps a player from acting as a sorcery is cast now (117.1a: their own turn, their main
    phase, an empty stack), as reason codes; empty when nothing does."""
    return [code for code, ok in (("not_own_turn", state.on_active_team(pid)),
                                  ("not_main_phase", state.step.is_main_phase),
                                  ("stack_not_empty", not state.stack)) if not ok]


def _instant_speed_reason(ctx: Context, pid: PlayerId, card: CardDef,
                          faces: tuple[Face, ...] | None = None) -> tuple[str | None, str | None]:
    """Why the card could be cast any time its owner has priority: ("instant"|"flash"|
    "granted_flash"|"permission", source card) or (None, None). An effect that gives cards flash
    (Teferi, Mage of Zhalfir) is 702.8a; one that lets them be cast as though they had flash
    (Leyline of Anticipation) is 601.3b."""
    faces = faces or castable_faces(card)
    if any(f.has_type("Instant") for f in faces):
        return "instant", None
    if card.flash or any(f.flash for f in faces):
        return "flash", None
    for effect in ctx.effects_of(EffectKind.FLASH_PERMISSION):
        if ctx.applies_to(effect, pid) and _any_face(effect.spec.card_filter, card, consider_choices=True, faces=faces):
            return ("granted_flash" if effect.spec.grants_flash else "permission"), effect.source_card
    return None, None


def split_second_spells(ctx: Context) -> tuple[str, ...]:
    """The names of the spells with split second on the stack (702.61a); a face-down spell has none."""
    if "split_second" not in ctx.memo:
        names = []
        for item in ctx.state.stack:
            if item.kind == "spell" and item.card and not item.face_down:
                on_stack = ctx.card(item.card)
                face = on_stack.face_cast(item.face)
                if face.split_second or on_stack.split_second:
                    names.append(on_stack.name)
        ctx.memo["split_second"] = tuple(names)
    found: tuple[str, ...] = ctx.memo["split_second"]
    return found


def _prohibitions(ctx: Context, pid: PlayerId, card: CardDef, faces: tuple[Face, ...] | None = None) -> list[Check]:
    found = [Check(rule="702.61a", passed=False, code=Reason.SPLIT_SECOND_ON_STACK, params={"card": name})
             for name in split_second_spells(ctx)]
    for effect in ctx.effects_of(EffectKind.CANT_CAST_SPELLS):
        if not ctx.applies_to(effect, pid):
            continue
        if _prohibition_matches(effect, card, faces):
            found.append(Check(rule="601.3", passed=False, code=Reason.CAST_PROHIBITED,
                               params={"source": effect.source_card}))
    for effect in ctx.effects_of(EffectKind.SPELL_LIMIT):
        if not ctx.applies_to(effect, pid):
            continue
        if effect.spec.card_filter is not None:
            found.extend(_kind_limit(ctx, pid, card, effect, effect.spec.card_filter, faces))
            continue
        # Said even when the limit is not reached: the count the verdict rests on, which a judge
        # sets in the turn facts.
        cast = ctx.state.spells_cast(pid)
        reached = cast >= effect.spec.count
        found.append(Check(rule="601.3", passed=not reached,
                           code=Reason.SPELL_LIMIT_REACHED if reached else Reason.SPELL_LIMIT_NOT_REACHED,
                           params={"source": effect.source_card, "cast": cast, "limit": effect.spec.count}))
    return found


# A face-down spell is a 2/2 creature spell with no name, colour or mana cost, as morph and disguise
# list it (708.2, 702.37c, 702.168a).
_FACE_DOWN_SPELL = CardDef(name="", type_line="Creature", power="2", toughness="2")


def _kind_limit(ctx: Context, pid: PlayerId, card: CardDef, effect: InForce, flt: CardFilter,
                faces: tuple[Face, ...] | None = None) -> list[Check]:
    """A limit on one kind of spell (Deafening Silence: "more than one noncreature spell each
    turn"). It counts only the spells of its kind they have cast this turn, and stops only a card
    that would be a spell of its kind however it is cast (601.3a: Brazen Borrower can still be
    cast as a creature). A spell counted in the turn facts whose card the board doesn't show
    counts toward the limit, and the verdict says so: the judge can cast it with Add… instead."""
    if not _prohibition_matches(effect, card, faces):
        return []
    named = ctx.state.turn_facts.spells_cast_names.get(pid, ())
    stacked = ctx.state.spells_on_stack(pid)
    of_kind_named = sum(1 for name in named if name in ctx.db and _named_spell_matches(ctx, flt, name))
    of_kind_stacked = sum(1 for item in stacked if stack_spell_matches(ctx, flt, item))
    unknown = ctx.state.spells_cast(pid) - max(sum(1 for name in named if name in ctx.db), len(stacked))
    cast = max(of_kind_named, of_kind_stacked) + unknown
    reached = cast >= effect.spec.count
    kind = "spells_" + "_".join(f"non{t.lower()}" for t in flt.types_none) if flt.types_none else "spells"
    checks = [Check(rule="601.3", passed=not reached,
                    code=Reason.SPELL_KIND_LIMIT_REACHED if reached else Reason.SPELL_KIND_LIMIT_NOT_REACHED,
                    params={"source": effect.source_card, "cast": cast, "limit": effect.spec.count, "spells": kind})]
    if unknown:
        checks.append(Check(rule="601.3", passed=not reached, code=Reason.SPELLS_OF_UNKNOWN_KIND,
                            params={"unknown": unknown, "spells": kind}))
    return checks


def _named_spell_matches(ctx: Context, flt: CardFilter, name: str) -> bool:
    card = ctx.card(name)
    face = next((f for f in card.faces if f.name == name), card.front) if card.faces else card
    return face_matches(flt, face, card)


def stack_spell_matches(ctx: Context, flt: CardFilter, item: StackItem, chosen_names: tuple[str, ...] = ()) -> bool:
    """Whether a spell on the stack is of the kind a filter asks for, as it was cast: its face, or a
    face-down 2/2 creature spell (708.2), which has no name; one whose card the board doesn't know
    counts. `chosen_names`: the names a filter's chosen_name compares with."""
    if item.face_down or item.card is None or item.card not in ctx.db:
        return face_matches(flt, _FACE_DOWN_SPELL, _FACE_DOWN_SPELL, chosen_names) if item.face_down else True
    card = ctx.card(item.card)
    face = card.face_cast(item.face)
    return face_matches(flt, face, card, chosen_names)


def _prohibition_matches(effect: InForce, card: CardDef, faces: tuple[Face, ...] | None = None) -> bool:
    # 601.3a: the player may begin to cast if some choice (here: X) could lift the prohibition,
    # so the card is prohibited only if every castable face matches however it is cast.
    faces = faces or castable_faces(card)
    return bool(faces) and all(
        face_matches(effect.spec.card_filter, f, card, effect.chosen_names, consider_choices=True)
        for f in faces
    )
