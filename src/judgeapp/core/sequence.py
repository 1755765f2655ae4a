"""The priority sequence, played forward: pass priority, resolve the top of the stack, end the
step. Pure edits like those in edits.py, each returning a new state and citing its rule.

This is a model of the priority sequence, not a game engine: what a resolving spell *does*
(damage, counters, cards drawn) is the judge's to set. Resolving moves the object where the
rules put it (608.2n, 608.3a), a permanent's own abilities that trigger on its entering go on
the stack (603.6a, 709.5h), and the effects on special actions its words leave behind are put
on the board (611.2a, 603.7a: left_effects.py), and nothing more.
"""

from __future__ import annotations

import re
from typing import Any

from .patterns import lazy
from . import cast_triggers, edits, left_effects, phasing, plain_effects, step_triggers, suspended, triggers, untap
from .cards import CardDatabase, Face, builtin_cards
from .conditions import cast_prohibitions, could_begin_to_cast, may_cast_from, sorcery_timing_missing
from .context import Context, InForce, has_expired
from .edits import fresh_id
from .effects import EffectKind
from .errors import JudgeappError
from .oracle import plain_line
from .reasons import Reason
from .state import MAX_TURN, ZONES, ActiveEffect, CardObject, FaceDownHow, GameState, Player, PlayerId, StackItem, Step, TurnFacts
from .verdict import Check

STEPS = list(Step)
PERMANENT_TYPES = ("Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker", "Kindred")


class SequenceError(JudgeappError, ValueError):
    """A step of the sequence that the rules don't allow now; `code` and `rule` say why."""

    def __init__(self, code: str, rule: str, message: str):
        self.code, self.rule = code, rule
        super().__init__(f"{message} ({rule})")


def why_no_pass(state: GameState) -> SequenceError | None:
    """Why nobody can pass priority now, or None: only the player holding priority passes it
    (117.3d), and in the untap and cleanup steps nobody does (117.3a)."""
    if state.priority is None:
        return SequenceError("nobody_to_pass", "117.3d", "Nobody holds priority, so nobody can pass")
    return None


def why_no_next_step(state: GameState) -> SequenceError | None:
    """Why the step or phase can't end now, or None: only with an empty stack (500.2)."""
    if state.stack:
        return SequenceError("stack_not_empty", "500.2",
                             "A step or phase ends only when the stack is empty and all players pass")
    return None


def _priority_units(state: GameState) -> list[tuple[PlayerId, ...]]:
    """Who receives priority, in turn order: each player, or in Two-Headed Giant each team
    (805.5: teams have priority, not individual players)."""
    units: list[tuple[PlayerId, ...]] = []
    for player in state.players:
        if any(player.id in unit for unit in units):
            continue
        units.append((player.id, *state.teammates(player.id)))
    return units


def _unit_of(state: GameState, pid: PlayerId) -> tuple[PlayerId, ...]:
    return next(unit for unit in _priority_units(state) if pid in unit)


def spell_name(item: StackItem, db: CardDatabase) -> str:
    """A spell's name as it was cast: its face's own for a face ("Petty Theft", a Room's door)."""
    if item.card is None or item.card not in db:
        return item.card or ""
    card = db.get(item.card)
    return card.face_cast(item.face).name


# Words that choose a target (115.1): "target creature", "any target", "up to two targets"; not
# "becomes the target of" (ward, Bonecrusher Giant), which chooses none.
_CHOOSES_TARGETS = lazy(r"(?<!the )\btargets?\b", re.I)


def targets_to_set(before: GameState, after: GameState, db: CardDatabase | None = None) -> list[tuple[str, dict[str, Any]]]:
    """The spells and abilities new on the stack, with no targets yet, whose words choose targets
    (601.2c, 603.3d), for the judge to set with Edit… under the stack; none when no new one does."""
    cards = (db or builtin_cards()).with_custom(after.custom_cards)
    old = {item.id for item in before.stack}
    named = []
    for item in after.stack:
        if item.id in old or item.targets or item.face_down:
            continue
        spell = item.card if item.kind == "spell" and item.card is not None and item.card in cards else None
        face = cards.get(spell).face_cast(item.face) if spell is not None else None
        if face is not None and not (face.has_type("Instant") or face.has_type("Sorcery")):
            # A permanent spell's abilities choose their targets when they trigger or are
            # activated, not as it is cast; an Aura spell targets what it will enchant (303.4a).
            if "Aura" in face.subtypes:
                named.append(spell_name(item, cards))
            continue
        words = item.text if face is None else face.oracle_text
        if words and any(_CHOOSES_TARGETS.search(plain_line(line)) for line in words.split("\n")):
            named.append(spell_name(item, cards) if item.kind == "spell" else item.card or words)
    return [("set_targets", {"cards": named})] if named else []


def cast(state: GameState, db: CardDatabase | None = None, cast_from: str | None = None,
         **fields: Any) -> tuple[GameState, str]:
    """A player casts a spell or activates an ability: it goes on top of the stack and that
    player receives priority afterward (117.3c); earlier passes no longer count (117.4).
    `cast_from`: the zone a spell was cast from, where the board knows it (for "Whenever you cast
    a spell from your hand")."""
    item_id = fresh_id(state, "stack/")
    item = StackItem.model_validate({"id": item_id, **fields})
    after = state.model_copy(update={"stack": state.stack + (item,), "priority": item.controller, "passed": ()})
    if item.kind != "spell" or item.copy:       # a copy of a spell isn't cast (707.10)
        return after, item_id
    # One more spell than they had cast before it (the count recorded, or their spells on the
    # stack if more): 601.3, for a limit such as Rule of Law's. Named, unless cast face down (it has
    # no name, 702.37c), for a limit on one kind of spell.
    after = _spells_recorded(after, item.controller, state.spells_cast(item.controller) + 1)
    after = cast_triggers.set_off(after, item, db, cast_from)     # what casting it set off (603.2, 117.5)
    if item.card is None or item.face_down:
        return after, item_id
    facts = after.turn_facts
    named = (*facts.spells_cast_names.get(item.controller, ()), spell_name(item, db or builtin_cards()))
    names = {**facts.spells_cast_names, item.controller: named}
    return after.model_copy(update={"turn_facts": facts.model_copy(update={"spells_cast_names": names})}), item_id


def cast_card(state: GameState, obj_id: str, db: CardDatabase | None = None, **fields: Any) -> tuple[GameState, str]:
    """A player casts a card from where it is (their hand, or exile with a permission): it moves
    from that zone onto the stack as a spell (601.2a) and its caster receives priority (117.3c).
    The spell keeps its owner, where it goes as it resolves (608.2n)."""
    found = state.locate(obj_id)
    if found is None:
        raise SequenceError("no_such_object", "601.2a", f"No object {obj_id} on the board")
    holder, zone, obj = found
    owner = obj.owner or holder.id
    controller = fields.get("controller") or holder.id
    without, _ = state.remove_object(obj_id)
    return cast(without, db, zone, **{**fields, "kind": "spell", "card": obj.card, "controller": controller,
                                      "owner": None if owner == controller else owner})


def cast_objection(state: GameState, obj_id: str, face: int = 0, db: CardDatabase | None = None) -> Check | None:
    """Why, by what the board shows, a card's holder couldn't begin to cast this face of it from
    where it is now, or None (601.3): from hand, its timing, split second, a prohibition or a
    limit; a foretold card only after the turn it was foretold (702.143a); a plotted card only on
    a later turn, in its owner's main phase with an empty stack (702.170d); one an effect lets
    them play or the top of their library under Future Sight, as from hand (conditions.may_cast_from).
    Elsewhere (a graveyard, the command zone) a keyword the board doesn't
    read may allow it, so nothing is said. The judge may know of an effect the board doesn't, so
    casting stays their call."""
    ctx = Context(state, db or builtin_cards())
    found = ctx.known(obj_id)
    if found is None:
        return None
    holder, zone, obj, card = found
    faces = (card.face_cast(face),) if card.faces else None
    pid = holder.id
    if zone == "exile" and obj.foretold and obj.foretold_turn is not None and obj.foretold_turn >= state.turn:
        return Check(rule="702.143a", passed=False, code=Reason.FORETOLD_THIS_TURN)
    if zone == "exile" and obj.plotted:
        if obj.plotted_turn is not None and obj.plotted_turn >= state.turn:
            return Check(rule="702.170d", passed=False, code=Reason.PLOTTED_THIS_TURN)
        missing = sorcery_timing_missing(state, pid)
        if missing:
            return Check(rule="702.170d", passed=False, code=Reason.PLOTTED_CAST_TIMING, params={"missing": missing})
        return next((c for c in cast_prohibitions(ctx, pid, card) if not c.passed), None)
    if not ((zone == "exile" and obj.foretold) or may_cast_from(ctx, pid, zone, obj)):
        return None
    return next((c for c in could_begin_to_cast(ctx, pid, card, faces) if not c.passed), None)


def _spells_recorded(state: GameState, pid: str, count: int) -> GameState:
    """The turn facts with a player's count of spells cast this turn, so that a spell still
    counts once it has left the stack."""
    counts = {**state.turn_facts.spells_cast, pid: count}
    return state.model_copy(update={"turn_facts": state.turn_facts.model_copy(update={"spells_cast": counts})})


def _passed_with(state: GameState, holder: PlayerId) -> tuple[PlayerId, ...]:
    """Who has passed in succession once the holder passes too (117.4; teams, 805.5b)."""
    return tuple(dict.fromkeys((*state.passed, _unit_of(state, holder)[0])))


def passing_resolves(state: GameState) -> bool:
    """Whether the priority holder's pass resolves the top object of the stack: everyone else has
    passed in succession and the stack isn't empty (117.4)."""
    if state.priority is None or not state.stack:
        return False
    passed = _passed_with(state, state.priority)
    return all(unit[0] in passed for unit in _priority_units(state))


def pass_priority(state: GameState, db: CardDatabase | None = None) -> GameState:
    """The priority holder passes (117.3d). The next player in turn order receives priority;
    when all players have passed in succession (117.4, 805.5b for teams), the top object of
    the stack resolves (117.3b: then the active player receives priority) or, with an empty
    stack, the step or phase ends (500.2)."""
    if (refusal := why_no_pass(state)) is not None:
        raise refusal
    holder = state.priority
    assert holder is not None        # (why_no_pass said so)
    passed = _passed_with(state, holder)
    units = _priority_units(state)
    if all(unit[0] in passed for unit in units):
        if state.stack:
            return resolve_top(state, db)
        if state.step == Step.CLEANUP:
            return go_to_step(step_ends(state, db), Step.CLEANUP)     # 514.3a: another cleanup step begins
        return next_step(state, db)
    mine = _unit_of(state, holder)
    following = units[(units.index(mine) + 1) % len(units)]
    return state.model_copy(update={"priority": following[0], "passed": passed})


def resolve_top(state: GameState, db: CardDatabase | None = None) -> GameState:
    """The top object of the stack resolves (117.4): an instant or sorcery goes to its owner's
    graveyard (608.2n), an Adventure to exile, playable by its controller (715.3d), a permanent
    spell enters the battlefield under its controller's control (608.3a), a creature summoning
    sick (302.6), an Aura attached to the permanent it targeted (608.3c; to the graveyard if that
    is gone, 608.3b), an ability ceases to exist (608.2n), and so does a copy of an instant or
    sorcery spell (707.10a). Then the active player receives priority (117.3b)."""
    if not state.stack:
        raise SequenceError("stack_empty", "117.4", "The stack is empty: there is nothing to resolve")
    item = state.stack[-1]
    if item.kind == "spell" and not item.copy:   # a spell on the board's stack but not in the count stays counted
        state = _spells_recorded(state, item.controller, state.spells_cast(item.controller))
    after = state.model_copy(update={"stack": state.stack[:-1], "priority": state.active_player, "passed": ()})
    if item.kind == "ability":
        after = _suspend_ability(after, item, db) if item.source is not None else after
        return _leave_effects(_plain_effects(after, item, db), item, db)
    if item.card is None:
        return after
    ctx = Context(after, db or builtin_cards())
    card = ctx.card(item.card)
    face = card.faces[item.face] if card.faces and not card.is_room else card.front
    owner = item.owner or item.controller
    fields: dict[str, Any] = {"card": item.card, "owner": None if owner == item.controller else owner}
    if item.face_down:
        how = next((h for h in (FaceDownHow.DISGUISE, FaceDownHow.MEGAMORPH) if getattr(card, h.value)), FaceDownHow.MORPH)
        fields["face_down"] = how
    elif card.is_room:
        fields["unlocked"] = (("left", "right")[item.face],)   # 709.5d: the half that was cast
    elif card.faces:
        fields["face"] = item.face
    if top_does_not_resolve(state, db):
        if item.copy:
            return after        # 707.10a: a copy of a spell anywhere but the stack ceases to exist
        zone, pid = "graveyard", owner                  # 608.3b: its target is illegal
        fields = {"card": item.card}
    elif item.face_down or any(face.has_type(t) for t in PERMANENT_TYPES):
        # (a copy of a permanent spell enters as a token, 608.3f: the board has no token mark)
        zone, pid = "battlefield", item.controller
        fields["summoning_sick"] = enters_summoning_sick(face, item.face_down)
        fields["haste"] = item.haste            # cast with suspend (702.62a)
        fields["tapped"] = not item.face_down and face.enters_tapped == "always"     # 614.1d
        if not item.face_down and "Aura" in face.subtypes:
            fields["attached_to"] = _aura_target(after, item)      # 608.3c
    elif item.copy:
        # 707.10a: then a copy of an instant or sorcery ceases to exist
        return _leave_effects(_plain_effects(after, item, db), item, db)
    elif card.layout == "adventure" and item.face == 1:
        # 715.3d: an Adventure is exiled instead, and its controller may play the card for as
        # long as it remains exiled (a permission with no last turn).
        zone, pid = "exile", item.controller
        fields["play_permission"] = {"player": item.controller, "until_turn": MAX_TURN, "source": card.name}
    else:
        zone, pid = "graveyard", owner
        fields["owner"] = None
    if zone != "battlefield" and not top_does_not_resolve(state, db):
        after = _leave_effects(_plain_effects(after, item, db), item, db)   # an instant's or sorcery's (608.2h)
    obj = CardObject.model_validate({"id": fresh_id(after, f"{pid}/{zone}/"), **fields})
    after = after.add_object(pid, zone, obj)
    if zone == "battlefield" and not item.face_down:
        # 603.6a, 709.5h, 117.5: what its entering sets off of its own is on the stack before the
        # active player receives priority.
        found = triggers.entering(Context(after, db or builtin_cards()), obj, cast=not item.copy)[0]
        after = edits.abilities_on_stack(after, [(item.controller, item.card, text) for text in found])
    return after


def _plain_effects(state: GameState, item: StackItem, db: CardDatabase | None) -> GameState:
    """What the resolving `item`'s plain words do (plain_effects.py: draw, equip, unearth)."""
    db = db or builtin_cards()
    return plain_effects.carry_out(state, plain_effects.plan(Context(state, db), item), db)


def _leave_effects(state: GameState, item: StackItem, db: CardDatabase | None) -> GameState:
    """The effects the resolving `item` leaves (left_effects.py) put on the board as active
    effects; a Licid becomes an Aura attached to the creature its ability targets, and an Aura that
    says "You control enchanted creature." takes control of it (613.1b)."""
    ctx = Context(state, db or builtin_cards())
    left = left_effects.left_by(ctx, item)
    for fields in left.effects:
        effect = ActiveEffect(id=fresh_id(state, "effect/"), **fields)
        state = state.model_copy(update={"effects": state.effects + (effect,)})
    if left.licid is not None and left.enchanted is not None:
        licid = state.locate(left.licid)
        assert licid is not None
        state = state.replace_object(licid[2].model_copy(update={"attached_to": left.enchanted}))
        if left_effects.CONTROLS_ENCHANTED in ctx.face_up(licid[2]).oracle_text.lower():
            state = edits.move_object(state, left.enchanted, licid[0].id, "battlefield")
    return state


def _suspend_ability(state: GameState, item: StackItem, db: CardDatabase | None) -> GameState:
    """Suspend's abilities resolving (702.62a): a time counter comes off, or the card is cast
    without paying its mana cost, if able, whatever the timing; then the active player receives
    priority (117.3b), not the caster. Another ability with a source does nothing here."""
    if suspended.removes_a_counter(item.text):
        return suspended.remove_a_counter(state, item)
    found = state.locate(item.source) if item.source else None
    if item.text != suspended.CAST_TEXT or found is None or found[1] != "exile" \
            or suspended.unable_to_cast(state, item, db) is not None:
        return state                     # "if it's exiled"; "if able": else it remains exiled
    creature = Context(state, db or builtin_cards()).card(found[2].card).front.has_type("Creature")
    cast_now, _ = cast_card(state, found[2].id, db, controller=item.controller, haste=creature)
    return cast_now.model_copy(update={"priority": state.active_player, "passed": ()})


def entered(before: GameState, after: GameState, db: CardDatabase | None = None) -> list[tuple[str, dict[str, Any]]]:
    """How the permanents new on the battlefield entered, where their own text decides it:
    ("entered_tapped", …) for one that enters tapped (614.1d), ("may_enter_tapped", …) for one
    whose controller's choice or a condition decides (614.1c: "you may pay 3 life. If you don't,
    it enters tapped"), which the judge sets. A permanent that phases in doesn't enter (702.26d)."""
    there = {obj.id for _pid, obj in before.permanents()} | {o.id for p in before.players for o in p.phased_out}
    ctx = Context(after, db or builtin_cards())
    said = []
    for _pid, obj in after.permanents():
        if obj.id in there or obj.face_down is not None or obj.card not in ctx.db:
            continue
        face = ctx.face_up(obj)
        if face.enters_tapped is not None:
            code = "entered_tapped" if face.enters_tapped == "always" else "may_enter_tapped"
            said.append((code, {"card": face.name}))
    return said


def resolution_said(before: GameState, after: GameState,
                    db: CardDatabase | None = None) -> list[tuple[str, dict[str, Any]]]:
    """What the top object of `before`'s stack did as it resolved into `after` (117.4), for the
    status bar: a spell resolved, or didn't (608.3b); an ability resolved, named as its source's
    ("Rift Bolt's ability", not "Rift Bolt", which would be the spell); how what it put on the
    battlefield entered; what a suspend ability did (702.62a) and, when it cast the card, what
    that cast set off (Deep-Sea Kraken's suspended ability, prowess: 603.2) and which cards' cast
    triggers ask more than the board tells; and, when none of its instructions was carried out,
    that they are the judge's to follow (608.2c)."""
    db = db or builtin_cards()
    top = before.stack[-1]
    holder = after.priority
    if top.kind == "ability" and top.card:
        said = [("ability_resolved", {"card": top.card, "holder": holder})]
    else:
        # The face cast for a card with two ("Petty Theft", a Room's door); an ability with no
        # source (planeswalking, 901.8) by its words.
        what = spell_name(top, db) if top.card else top.text or ""
        said = [("not_resolved" if top_does_not_resolve(before, db) else "resolved", {"card": what, "holder": holder})]
    said += entered(before, after, db) + suspended.report(before, after) + _plain_said(before, after, db)
    said += _left_said(before, after, db)
    if top.kind == "spell":
        said += _entering_said(before, after, db)
    elif not any(code.startswith("suspend") for code, _p in said):
        # what the ability's effect set off (Hooded Hydra dying); suspend's own words say what it cast
        said += _set_off_said(before.model_copy(update={"stack": before.stack[:-1]}), after, db)
    if len(said) == 1 and said[0][0] != "not_resolved" and _has_instructions(before, top, db):
        said.append(("effect_by_hand", {}))       # nothing above carried any of it out
    if any(code == "suspend_cast" for code, _params in said):    # the spell, then what it set off, above the rest
        spell = after.stack[len(before.stack) - 1]                 # where the suspend ability was
        said += cast_triggers.said(before.model_copy(update={"stack": before.stack[:-1]}), after)
        said += targets_to_set(before.model_copy(update={"stack": before.stack[:-1]}), after, db)
        said += cast_triggers.not_read(after, spell.id, db, "exile")
    return said


def _has_instructions(before: GameState, top: StackItem, db: CardDatabase) -> bool:
    """Whether the resolving object has instructions for its controller to follow (608.2c): an
    ability, or an instant or sorcery spell (a permanent spell's resolving is its entering)."""
    if top.face_down:
        return False
    if top.kind == "ability":
        return True
    cards = db.with_custom(before.custom_cards)
    if top.card is None or top.card not in cards:
        return bool(top.text)
    face = cards.get(top.card).face_cast(top.face)
    return face.has_type("Instant") or face.has_type("Sorcery")


def _plain_said(before: GameState, after: GameState, db: CardDatabase) -> list[tuple[str, dict[str, Any]]]:
    """What the top object of `before`'s stack did by its plain words (plain_effects.py)."""
    top = before.stack[-1]
    if top.kind == "spell" and top_does_not_resolve(before, db):
        return []
    rest = before.model_copy(update={"stack": before.stack[:-1]})
    return plain_effects.said(before, after, plain_effects.plan(Context(rest, db), top), db)


def _left_said(before: GameState, after: GameState, db: CardDatabase) -> list[tuple[str, dict[str, Any]]]:
    """What the top object of `before`'s stack left on the board as it resolved (left_effects.py):
    its effects, now among the active effects; a Licid become an Aura, and whose control the
    creature it enchants came under; and an effect it leaves that the board can't tell, for the
    judge to add."""
    top = before.stack[-1]
    if top.card is None or (top.kind == "spell" and top_does_not_resolve(before, db)):
        return []
    ctx = Context(before.model_copy(update={"stack": before.stack[:-1]}), db)
    left = left_effects.left_by(ctx, top)
    said: list[tuple[str, dict[str, Any]]] = [("effect_left", {"card": top.card})] if left.effects else []
    if left.licid is not None and left.enchanted is not None:
        was, now = before.locate(left.enchanted), after.locate(left.enchanted)
        if was is not None and now is not None:
            said.append(("became_aura", {"card": top.card, "cards": [now[2].card]}))
            if was[0].id != now[0].id:
                said.append(("control_changed", {"cards": [now[2].card], "player": now[0].id}))
    if left.unread:
        said.append(("effect_not_left", {"card": top.card}))
    return said


def _set_off_said(rest: GameState, after: GameState, db: CardDatabase) -> list[tuple[str, dict[str, Any]]]:
    """What went on the stack above `rest`'s (the board as the object left the stack) as it
    resolved into `after`: triggered (603.2, 603.3), and the targets to set."""
    new = after.stack[len(rest.stack):]
    return ([("triggered", {"cards": [i.card for i in new]})] if new else []) + targets_to_set(rest, after, db)


def _entering_said(before: GameState, after: GameState, db: CardDatabase) -> list[tuple[str, dict[str, Any]]]:
    """What the permanent a spell put onto the battlefield set off of its own (triggers.entering):
    the abilities now on the stack and their targets to set; named, those with a condition the
    judge decides (603.4), and other permanents' that its entering may set off
    (triggers.others_on_entering)."""
    said = _set_off_said(before.model_copy(update={"stack": before.stack[:-1]}), after, db)
    there = {obj.id for _pid, obj in before.permanents()}
    ctx = Context(after, db)
    asking: list[str] = []
    for _pid, obj in after.permanents():
        if obj.id not in there and obj.face_down is None and obj.card in ctx.db:
            asking += [obj.card] if triggers.entering(ctx, obj, cast=not before.stack[-1].copy)[1] else []
            asking += triggers.others_on_entering(ctx, obj)
    asking = list(dict.fromkeys(asking))
    return said + ([("action_trigger_not_read", {"cards": asking})] if asking else [])


def enters_summoning_sick(face: Face, face_down: bool = False) -> bool:
    """Whether a permanent entering the battlefield now is summoning sick: a creature has not been
    under its controller's control since their turn began (302.6; a face-down permanent is a 2/2
    creature, 708.2a)."""
    return face_down or face.has_type("Creature")


def top_does_not_resolve(state: GameState, db: CardDatabase | None = None) -> bool:
    """Whether the top of the stack is an Aura spell whose target has left the battlefield: it
    won't resolve but go to its owner's graveyard (608.3b)."""
    item = state.stack[-1] if state.stack else None
    if item is None or item.kind != "spell" or item.card is None or item.face_down \
            or not any(t.kind == "object" for t in item.targets):
        return False
    card = Context(state, db or builtin_cards()).card(item.card)
    face = card.faces[item.face] if card.faces and not card.is_room else card.front
    return "Aura" in face.subtypes and _aura_target(state, item) is None


def _aura_target(state: GameState, item: StackItem) -> str | None:
    """The permanent an Aura spell targeted, if it is still on the battlefield (608.3b-c)."""
    for target in item.targets:
        found = state.locate(target.id) if target.kind == "object" else None
        if found is not None and found[1] == "battlefield":
            return target.id
    return None


def next_step(state: GameState, db: CardDatabase | None = None) -> GameState:
    """The step or phase ends and the next begins (500.2: only with an empty stack), with what
    happens as a step ends (step_ends). The active player receives priority (117.3a), except in
    the untap step (502.4) and the cleanup step (514.3). With no attacking creature the declare
    attackers step is followed by the end of combat step (508.8); the game's first turn has no
    draw step in a two-player or Two-Headed Giant game (103.8a-b); as the draw step begins the
    active player draws (504.1), as the upkeep begins suspend triggers (503.1a). After the cleanup step a new
    turn begins for the next player in turn order: the turn's counts start again, "this turn"
    effects have ended (514.2), and the new active player's creatures are no longer summoning
    sick (302.6)."""
    if (refusal := why_no_next_step(state)) is not None:
        raise refusal
    ended = step_ends(state, db)
    if state.step == Step.CLEANUP:
        turn = _new_turn(ended, db)
        if untap_skipped_by(turn, db):      # 614.10: the turn begins with its upkeep
            return step_triggers.begin(go_to_step(_use_up_skip(turn, db), Step.UPKEEP), db)
        return turn
    if state.step == Step.DECLARE_ATTACKERS and not attackers(state):
        return go_to_step(ended, Step.END_OF_COMBAT)
    if state.step == Step.UPKEEP and (first_draw_skipped(state) or draw_skipped_by(state, db)):
        return step_triggers.begin(go_to_step(ended, Step.PRECOMBAT_MAIN), db)
    following = go_to_step(ended, STEPS[STEPS.index(state.step) + 1])
    if following.step == Step.DRAW:
        following = _draw(following)        # 504.1, before anything triggers "at the beginning"
    # 117.5, 503.1a: what triggers as the step begins is on the stack before priority.
    return step_triggers.begin(following, db)


def _draw(state: GameState) -> GameState:
    """504.1: the active player draws a card (805.4b: each player of the active team): the known
    top card of their library, if the board shows one; otherwise the judge adds what they drew."""
    for player in state.players:
        if state.on_active_team(player.id) and player.library_top:
            state = edits.move_object(state, player.library_top[0].id, player.id, "hand")
    return state


def drew(before: GameState, after: GameState) -> list[tuple[str, dict[str, Any]]]:
    """What the draw step's draw did (504.1), for the status bar: the known card drawn, or a
    reminder that the board doesn't know the card."""
    if after.step != Step.DRAW or before.step == Step.DRAW:
        return []
    said: list[tuple[str, dict[str, Any]]] = []
    for player in after.players:
        if after.on_active_team(player.id):
            then = before.player(player.id).library_top
            drawn = then[0].card if then and then[0].id in {o.id for o in player.hand} else None
            said.append(("drew_known", {"player": player.id, "card": drawn}) if drawn else
                        ("drew_unknown", {"player": player.id}))
    return said


_HAND_SIZE_WORDS = "maximum hand size"


def hand_size(state: GameState, db: CardDatabase | None = None) -> list[tuple[str, dict[str, Any]]]:
    """514.1 as the cleanup step begins: an active player with more cards in hand than seven
    discards down to seven, choosing which; the status bar says how many. Not said when a
    permanent's words (the face that is up, a Room's unlocked doors) mention a maximum hand size
    (Reliquary Tower's "no maximum", an opponent's effect that reduces it): the judge knows it."""
    if state.step != Step.CLEANUP:
        return []
    ctx = Context(state, db or builtin_cards())
    if any(_HAND_SIZE_WORDS in face.oracle_text.lower() for _pid, obj, _card in ctx.permanents
           if obj.face_down is None for face in triggers.ability_faces(ctx, obj)):
        return []
    said: list[tuple[str, dict[str, Any]]] = []
    for player in state.players:
        if not state.on_active_team(player.id) or len(player.hand) <= 7:
            continue
        said.append(("hand_size", {"player": player.id, "count": len(player.hand), "discard": len(player.hand) - 7}))
    return said


# What a permanent (or the face-up plane) says to skip the untap step: everyone's (Stasis, The
# Eon Fog) or, on its controller's side, their own.
_SKIP_UNTAP_ALL = ("players skip their untap steps",)
_SKIP_UNTAP_OWN = ("you skip your untap step", "you skip your untap steps")


def untap_skipped_by(state: GameState, db: CardDatabase | None = None) -> str | None:
    """The card whose words make the active player skip the untap step of the turn beginning
    (614.10: "skip" replaces the step with nothing, so its phasing and untapping don't happen,
    502.1-502.3): a one-time skip left on them ("Each opponent skips their next untap step.",
    Brine Elemental), a face-up permanent with its abilities, or the face-up plane in Planechase,
    controlled by the active player (901.6). None when the turn has its untap step."""
    ctx = Context(state, db or builtin_cards())
    once = _one_time_skip(ctx)
    if once is not None:
        return once.source_card
    return _skipped_by_words(ctx, _SKIP_UNTAP_ALL, _SKIP_UNTAP_OWN)


# What a permanent says to skip the active player's draw step: its controller's (Solitary
# Confinement, Necropotence: "Skip your draw step."), or everyone's.
_SKIP_DRAW_ALL = ("players skip their draw steps",)
_SKIP_DRAW_OWN = ("skip your draw step",)


def draw_skipped_by(state: GameState, db: CardDatabase | None = None) -> str | None:
    """The card whose words make the active player skip the draw step that would follow the
    upkeep (614.10: replaced with nothing, so they draw no card, 504.1, and nothing triggers at
    its beginning; 805.8: their whole team skips it). None when the turn has its draw step."""
    return _skipped_by_words(Context(state, db or builtin_cards()), _SKIP_DRAW_ALL, _SKIP_DRAW_OWN)


def _skipped_by_words(ctx: Context, everyones: tuple[str, ...], own: tuple[str, ...]) -> str | None:
    """The first face-up permanent with its abilities, or face-up plane in Planechase (901.6),
    whose words skip a step (a permanent's face that is up or a Room's unlocked doors:
    triggers.ability_faces): everyone's, or its controller's when that player's team is taking
    the turn (805.8)."""
    state = ctx.state
    sources = [(pid, card.name, "\n".join(face.oracle_text for face in triggers.ability_faces(ctx, obj)))
               for pid, obj, card in ctx.permanents if obj.face_down is None and ctx.has_abilities(obj)]
    sources += [(state.planar_controller, plane.card, ctx.card(plane.card).oracle_text) for plane in ctx.face_up_planes]
    for controller, name, words_on_it in sources:
        text = words_on_it.lower()
        if any(words in text for words in everyones) or (
                state.on_active_team(controller) and any(words in text for words in own)):
            return name
    return None


def _one_time_skip(ctx: Context) -> InForce | None:
    """The first one-time untap-step skip on the active player (their team, 805.7), if any."""
    active = ctx.state.active_player
    return next((e for e in ctx.effects_of(EffectKind.SKIP_NEXT_UNTAP) if ctx.applies_to(e, active)), None)


def _use_up_skip(state: GameState, db: CardDatabase | None) -> GameState:
    """614.10a: the one-time skip that the active player's untap step satisfied is used up for
    them (for the whole active team, which shares the step); two such skips, the next two steps.
    When it also applies to other players (each opponent), it stays on each of them. Skipped
    under a lasting effect too (Stasis), the player chooses which replacement applies (616.1) and
    would use up the one-time skip: the board does."""
    ctx = Context(state, db or builtin_cards())
    once = _one_time_skip(ctx)
    if once is None:
        return state
    used = next(e for e in state.effects if e.id == once.source_id)
    after = state.model_copy(update={"effects": tuple(e for e in state.effects if e.id != used.id)})
    on_each = once.spec.model_copy(update={"applies_to": "affected"})
    for pid in state.player_ids():
        if not state.on_active_team(pid) and ctx.applies_to(once, pid):
            left = used.model_copy(update={"id": fresh_id(after, "effect/"), "affected": pid, "effect": on_each,
                                           "template": 0})
            after = after.model_copy(update={"effects": after.effects + (left,)})
    return after


def first_draw_skipped(state: GameState) -> str | None:
    """The rule by which the game's first turn has no draw step: a two-player game (103.8a) or
    Two-Headed Giant (103.8b); in other multiplayer games every player draws (103.8c)."""
    if state.turn != 1:
        return None
    if state.game.two_headed_giant:
        return "103.8b"
    return "103.8a" if len(state.players) == 2 else None


def skipped(before: GameState, after: GameState) -> list[tuple[str, dict[str, Any]]]:
    """The steps the rules skipped as the game moved on from `before` to `after`: the declare
    blockers and combat damage steps with no attacker (508.8), the first turn's draw step
    (103.8a-b), an untap or draw step an effect skips (614.10)."""
    if before.step == Step.CLEANUP and after.step == Step.UPKEEP and after.turn == before.turn + 1:
        kept = {e.id for e in after.effects}
        ctx = Context(before, builtin_cards())
        used = [e.source for e in before.effects if e.id not in kept and (spec := ctx.spec_of(e)) is not None
                and spec.kind == EffectKind.SKIP_NEXT_UNTAP]
        return [("untap_skipped", {"turn": after.turn, "active": after.active_player,
                                   "card": used[0] if used else untap_skipped_by(after) or ""})]
    if before.step == Step.DECLARE_ATTACKERS and after.step == Step.END_OF_COMBAT and after.turn == before.turn:
        return [("combat_skipped", {})]
    if before.step == Step.UPKEEP and after.step == Step.PRECOMBAT_MAIN and after.turn == before.turn:
        rule = first_draw_skipped(before)
        if rule:
            return [("team_draw_skipped" if rule == "103.8b" else "draw_skipped", {})]
        card = draw_skipped_by(before)
        return [("draw_skipped_by", {"card": card, "active": before.active_player})] if card else []
    return []


def phased(before: GameState, after: GameState) -> list[tuple[str, dict[str, Any]]]:
    """The permanents that phased out and in as the game moved on (502.1), by card name."""
    def ids(state: GameState, zone: str) -> dict[str, str]:
        return {o.id: o.card for p in state.players for o in getattr(p, zone)}
    was_in, was_out = ids(before, "battlefield"), ids(before, "phased_out")
    now_in, now_out = ids(after, "battlefield"), ids(after, "phased_out")
    went_out = [card for obj_id, card in was_in.items() if obj_id in now_out]
    came_in = [card for obj_id, card in was_out.items() if obj_id in now_in]
    return [(code, {"cards": cards}) for code, cards in (("phased_out", went_out), ("phased_in", came_in)) if cards]


def attackers(state: GameState) -> tuple[CardObject, ...]:
    """The attacking creatures on the battlefield (508.1, 506.4)."""
    return tuple(o for p in state.players for o in p.battlefield if o.attacking)


def step_ends(state: GameState, db: CardDatabase | None = None) -> GameState:
    """The turn-based actions of a step that is ending: at the end of the untap step the active
    player has untapped their permanents, but for those an effect keeps tapped, and other players
    what their effects untap then (502.3, untap.py; in Two-Headed Giant each player of the active
    team, 805.4a), and as any step ends unspent mana empties from every mana pool (500.5), unless
    an effect keeps it (mana_kept). Before anything untaps, permanents phase out and in (502.1,
    phasing.untap_step)."""
    if state.step == Step.UNTAP:
        state = untap.untap(phasing.untap_step(state, db)[0], db).state
    ctx = Context(state, db or builtin_cards()) if any(p.mana_pool for p in state.players) else None
    players = []
    for player in state.players:
        pool = mana_kept(ctx, player.id, player.mana_pool) if ctx is not None and player.mana_pool else ""
        players.append(player.model_copy(update={"mana_pool": pool}) if pool != player.mana_pool else player)
    return state.model_copy(update={"players": tuple(players)}) if players != list(state.players) else state


_MANA_SYMBOL = lazy(r"\{[^}]*\}")


def mana_kept(ctx: Context, pid: PlayerId, pool: str) -> str:
    """What of a player's unspent mana is still in their pool as a step ends: nothing (500.5),
    unless an effect says they don't lose it (Upwelling; Omnath, Locus of Mana: only green) or
    that it becomes another type instead (Kruphix, God of Horizons: colorless). Mana that isn't
    lost isn't changed either, so the effects that keep it are asked first."""
    keeping = sorted((e for e in ctx.effects_of(EffectKind.KEEPS_MANA) if ctx.applies_to(e, pid)),
                     key=lambda e: e.spec.mana_becomes is not None)
    kept = []
    for symbol in _MANA_SYMBOL.findall(pool):
        effect = next((e for e in keeping if e.spec.card_filter is None
                       or symbol[1:-1] in e.spec.card_filter.colors_any), None)
        if effect is not None:
            kept.append(f"{{{effect.spec.mana_becomes}}}" if effect.spec.mana_becomes else symbol)
    return "".join(kept)


def go_to_step(state: GameState, step: Step) -> GameState:
    """The board as it is at the beginning of a step of this turn: who receives priority (117.3a);
    outside combat no creature is attacking (511.3: removed from combat as the end of combat step
    ends)."""
    priority = None if step in (Step.UNTAP, Step.CLEANUP) else state.active_player
    state = state.model_copy(update={"step": step, "priority": priority, "passed": ()})
    return state if step.has_attackers or not attackers(state) else _out_of_combat(state)


def _out_of_combat(state: GameState) -> GameState:
    return state.model_copy(update={"players": tuple(
        p.model_copy(update={"battlefield": tuple(o.model_copy(update={"attacking": False}) if o.attacking else o
                                                  for o in p.battlefield)})
        if any(o.attacking for o in p.battlefield) else p for p in state.players)})


def _new_turn(state: GameState, db: CardDatabase | None) -> GameState:
    units = _priority_units(state)
    active_unit = _unit_of(state, state.active_player)
    following = units[(units.index(active_unit) + 1) % len(units)][0]
    turn = state.model_copy(update={"turn": state.turn + 1, "active_player": following, "step": Step.UNTAP,
                                    "priority": None, "passed": (), "turn_facts": TurnFacts()})
    # 514.2: "this turn" effects end in the cleanup step; "until your next turn" ones as it begins.
    ctx = Context(turn, db or builtin_cards())
    kept = tuple(e for e in turn.effects
                 if (spec := ctx.spec_of(e)) is None or not has_expired(spec, e.controller, e.created_turn, turn))
    # 302.6: what the new active player controls has been theirs since their turn began.
    # So does what phased out under their control: phasing doesn't change control (702.26d).
    # Every object's abilities activated "this turn" were last turn's (602.5b, 606.3, 702.57b).
    players = tuple(_turn_begins(p, turn.on_active_team(p.id)) for p in turn.players)
    return turn.model_copy(update={"effects": kept, "players": players})


def _turn_begins(player: Player, active: bool) -> Player:
    """A player's objects as a turn begins (see _turn_begins_for); the player itself if none changes."""
    changed = {}
    for zone in ZONES:
        objs = getattr(player, zone)
        now = tuple(_turn_begins_for(o, active and zone in phasing.PERMANENT_PLACES) for o in objs)
        if any(a is not b for a, b in zip(now, objs)):
            changed[zone] = now
    return player.model_copy(update=changed) if changed else player


def _turn_begins_for(obj: CardObject, active: bool) -> CardObject:
    """An object as a turn begins: no ability activated this turn yet, and, a permanent of the new
    active player (or their team), no longer summoning sick."""
    changes = {**({"activated_this_turn": ()} if obj.activated_this_turn else {}),
               **({"summoning_sick": False} if active and obj.summoning_sick else {})}
    return obj.model_copy(update=changes) if changes else obj
