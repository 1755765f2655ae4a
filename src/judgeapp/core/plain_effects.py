"""What a resolving spell's or ability's words do to the board, where they say it plainly and the
board holds what it needs (608.2c: its controller follows its instructions):

- "Draw a card." or "Draw two cards." as its whole effect (cycling, Aggressive Mining,
  Divination): its controller draws the known top cards of their library (121.1); the cards the
  board doesn't show are said, for the judge to add;
- equip's "Attach this permanent to target creature you control." (702.6a): the Equipment
  becomes attached to its target, if that is still a creature its controller controls (701.3b:
  otherwise it stays where it is);
- unearth's "Return this card from your graveyard to the battlefield. It gains haste." (702.84a):
  the card enters under its owner's control with haste; its exile at the next end step, and
  instead of leaving the battlefield, is said for the judge (the board keeps no delayed triggers);
- ninjutsu's "Put this card onto the battlefield from your hand tapped and attacking." (702.49a):
  the card, still in its controller's hand, enters tapped and attacking (702.49c: what it attacks
  is the returned creature's, which the board doesn't record);
- "[It] deals 3 damage to any target." (Lightning Bolt, Sudden Shock, Rift Bolt; also "target
  player", "target creature or planeswalker"…), "… to each opponent." and "… to you." (City of
  Brass's trigger): a player dealt damage
  loses that much life (120.3a), a planeswalker loses that many loyalty counters (120.3c); the
  board marks no damage on a creature, so that is said for the judge (704.5g decides whether it
  is destroyed), as is a target not set on the stack, or one the words don't name (608.2b: a
  player for "target creature"; a land for "any target", which is a creature, player,
  planeswalker or battle, 115.4);
- "Destroy target …." (701.8a: to its owner's graveyard, unless it has indestructible, 702.12b),
  "Exile target …." (701.13a), "Return target … to its owner's hand." and "Return target card
  from your graveyard to your hand.", "Counter target spell." (701.6a: to its owner's graveyard;
  a copy ceases to exist, 707.10a; one that says it can't be countered stays, 101.2): done to the
  target the judge set, if the board shows it where it was and of the kind the words name
  (creature, land, artifact, enchantment, planeswalker, permanent, nonland; other qualifiers, as
  "nonblack" or "an opponent controls", are the judge's, who set the target); otherwise said;
- "Counter target spell unless its controller pays {3}." (Mana Leak, 118.12a): countered if that
  player can't pay it by what the board shows (118.3); if they can, paying is their choice, and
  the status bar leaves it to the judge;
- "You gain 3 life." and "Target player gains 3 life." (119.3).
A triggered ability's effect is what follows its trigger condition ("Whenever …, you gain 1
life."), unless an intervening "if" follows it (603.4: the judge decides).

Any other words leave the board to the judge; where none of an object's instructions was carried
out, the status bar says they are the judge's to follow (sequence.resolution_said, 608.2c).
A restriction on activating ("Activate only once each turn.") isn't part of the effect (602.1b).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import Any

from .patterns import lazy
from . import edits, payment, triggers
from .cards import CardDatabase, Face
from .context import Context
from .keyword_abilities import KEYWORDS
from .payment import lose_life
from .state import CardObject, GameState, PlayerId, StackItem, Target

_DRAW = lazy(r"Draw (?P<n>a|one|two|three|four) cards?\.")
_COUNTERED = (r"spell|creature spell|noncreature spell|instant or sorcery spell|activated ability|triggered ability|"
              r"activated or triggered ability|spell or ability")
_MOVES = (("destroy", lazy(r"Destroy target (?P<what>[^.]+)\.")),
          ("exile", lazy(r"Exile target (?P<what>[^.]+)\.")),
          ("hand", lazy(r"Return target (?P<what>[^.]+?) to its owner's hand\.")),
          ("hand", lazy(r"Return target (?P<what>card[^.]*? from your graveyard) to your hand\.")),
          ("counter", lazy(rf"Counter target (?P<what>{_COUNTERED})\.")))
# Mana Leak's "Counter target spell unless its controller pays {3}." (118.12a)
_UNLESS_PAYS = lazy(rf"Counter target (?P<what>{_COUNTERED}) unless its controller pays (?P<cost>(?:\{{(?:\d{{1,2}}|[WUBRGC])\}})+)\.")
_GAIN = lazy(r"(?:You gain|Target player gains) (?P<n>\d{1,9}) life\.")
_SENTENCE_END = lazy(r"(?<=\.)\s+(?=[A-Z])")
_REWRITES_EARLIER = lazy(r"\binstead\b|\bthis way\b")
_TRIGGER = lazy(r"^(?:When|Whenever|At) [^,]+, (?P<effect>.+)$", re.DOTALL)
_KINDS = ("creature", "land", "artifact", "enchantment", "planeswalker", "battle")
_DAMAGE = lazy(r"(?P<source>[^.]+?) deals (?P<n>\d{1,9}) damage to (?P<to>any target|each opponent|you|target (?:player|opponent|"
                     r"creature|planeswalker|creature or player|player or planeswalker|opponent or planeswalker|"
                     r"creature or planeswalker))\.")
_NUMBERS = {"a": 1, "one": 1, "two": 2, "three": 3, "four": 4}
_RESTRICTION = lazy(r"\s*Activate (?:this ability )?only [^.]*\.")


def _effect_of(keyword: str) -> str:
    """What a keyword's ability does, as its rule words it (keyword_abilities.KEYWORDS), its
    activation instructions left out (602.1b)."""
    return _RESTRICTION.sub("", KEYWORDS[keyword].meaning.split(": ", 1)[1]).strip()


_EQUIP, _UNEARTH, _NINJUTSU = _effect_of("equip"), _effect_of("unearth"), _effect_of("ninjutsu")


@dataclass(frozen=True)
class Plan:
    """What the resolving object's words do here: cards its controller draws, the Equipment and
    the creature it targets, the card unearth returns, the card ninjutsu puts onto the battlefield."""
    controller: PlayerId
    card: str
    draw: int = 0
    equip: tuple[str, str | None] | None = None     # (the Equipment, the creature targeted, if set)
    unearth: str | None = None
    ninjutsu: str | None = None
    damage: int = 0                                   # dealt to `hit` (120.3)
    hit: tuple[Target, ...] = ()                      # its target, or each opponent; empty: not set
    move: str | None = None                           # "destroy", "exile", "hand", "counter" its target
    what: str = ""                                    # the words after "target": "artifact or enchantment"
    gain: int = 0                                     # life `hit`'s player gains (119.3)
    outcome: str = ""                                 # what the move or damage does here (_moved_here, _hit_here)
    unless: str = ""                                  # "… unless its controller pays {3}": that cost (118.12a)
    rest: str = ""                                    # the words after the one sentence read, the judge's


def plan(ctx: Context, item: StackItem) -> Plan | None:
    """What `item`, resolving now, does by its words (see the module's docstring), or None. Where
    only its first sentence is read ("Destroy target land." of Ghost Quarter's ability), that is
    carried out and the rest named for the judge, unless the rest changes what the first did
    ("… exile it instead", "If that spell is countered this way", 608.2c)."""
    effect = _effect(ctx, item)
    if effect is None:
        return None
    whole = _plan_of(ctx, item, effect)
    if whole is not None:
        return whole
    first, rest = (_SENTENCE_END.split(effect, maxsplit=1) + [""])[:2]
    if rest and not _REWRITES_EARLIER.search(rest) and (found := _plan_of(ctx, item, first)) is not None:
        return replace(found, rest=rest)
    return None


def _plan_of(ctx: Context, item: StackItem, effect: str) -> Plan | None:
    """What these words of `item` do, read whole, or None."""
    base = Plan(item.controller, item.card or "")
    if match := _DRAW.fullmatch(effect):
        return replace(base, draw=_NUMBERS[match["n"]])
    if match := _UNLESS_PAYS.fullmatch(effect):
        countering = replace(base, move="counter", what=match["what"], hit=item.targets[:1], unless=match["cost"])
        outcome = _moved_here(ctx, countering)
        if outcome == "done" and _may_pay(ctx, countering):
            outcome = "may_pay"           # their choice (118.12a): the judge's to carry out
        return replace(countering, outcome=outcome)
    for move, pattern in _MOVES:
        if match := pattern.fullmatch(effect):
            moving = replace(base, move=move, what=match["what"], hit=item.targets[:1])
            return replace(moving, outcome=_moved_here(ctx, moving))
    if match := _GAIN.fullmatch(effect):
        hit = (Target(kind="player", id=item.controller),) if effect.startswith("You") else item.targets[:1]
        return replace(base, gain=int(match["n"]), hit=hit)
    if match := _DAMAGE.fullmatch(effect):
        if match["to"] == "each opponent":
            return replace(base, damage=int(match["n"]), outcome="done",
                           hit=tuple(Target(kind="player", id=p) for p in ctx.state.opponents(item.controller)))
        if match["to"] == "you":       # City of Brass's trigger: its controller
            return replace(base, damage=int(match["n"]), outcome="done", hit=(Target(kind="player", id=item.controller),))
        hitting = replace(base, damage=int(match["n"]), what=match["to"], hit=item.targets[:1])
        return replace(hitting, outcome=_hit_here(ctx, hitting))
    if item.kind != "ability" or item.source is None:
        return None
    if effect == _EQUIP:
        return replace(base, equip=(item.source, next((t.id for t in item.targets if t.kind == "object"), None)))
    if effect == _UNEARTH:
        return replace(base, unearth=item.source)
    if effect == _NINJUTSU:
        return replace(base, ninjutsu=item.source)
    return None


def _effect(ctx: Context, item: StackItem) -> str | None:
    """An ability's effect (after its cost's colon), or an instant's or sorcery's whole text, its
    activation restrictions left out."""
    if item.face_down:
        return None
    if item.kind == "ability":
        text = triggers.without_ability_word(item.text or "")
        if trigger := _TRIGGER.match(text):
            text = trigger["effect"]
            if text.lower().startswith("if "):
                return None          # an intervening "if" (603.4): whether it does anything is the judge's
            text = text[:1].upper() + text[1:]      # "you gain 1 life." read as the sentence it is
        elif ": " in text:
            text = text.split(": ", 1)[1]
        else:
            return None
    elif item.card is not None and item.card in ctx.db:
        face = ctx.card(item.card).face_cast(item.face)
        if not (face.has_type("Instant") or face.has_type("Sorcery")):
            return None
        text = "\n".join(line for line in face.oracle_text.split("\n")
                         if not _not_instruction(line, face.keywords or ctx.card(item.card).keywords))
    else:
        return None
    return _RESTRICTION.sub("", text).strip()


_COST_STATEMENT = lazy(r"^(?:This spell costs |As an additional cost to cast this spell)")


def _not_instruction(line: str, keywords: tuple[str, ...]) -> bool:
    """Whether a line of a spell's rules text is no instruction to follow as it resolves: a
    keyword ability ("Split second", "Suspend 1—{R}", with or without its reminder text, 702.1),
    or what its cost is ("This spell costs {1} less to cast …", an additional cost: 601.2b, 601.2f).
    A keyword action's sentence ("Scry 1.") is an instruction."""
    bare = re.sub(r"\s*\(.*?\)", "", line).strip()
    return bool(_COST_STATEMENT.match(bare)) or \
        ("." not in bare and any(bare.lower().startswith(k.lower()) for k in keywords))


def carry_out(state: GameState, found: Plan | None, db: CardDatabase) -> GameState:
    """The board with the plan's changes made."""
    if found is None:
        return state
    for _ in range(found.draw):
        top = state.player(found.controller).library_top
        if top:
            state = edits.move_object(state, top[0].id, found.controller, "hand")
    if found.equip is not None and _equippable(Context(state, db), found.controller, found.equip[1]):
        equipment = state.locate(found.equip[0])
        if equipment is not None and equipment[1] == "battlefield":
            state = state.replace_object(equipment[2].model_copy(update={"attached_to": found.equip[1]}))
    if found.unearth is not None:
        card = state.locate(found.unearth)
        if card is not None and card[1] == "graveyard":
            owner = card[2].owner or card[0].id
            state = edits.move_object(state, card[2].id, owner, "battlefield")
            returned = state.locate(card[2].id)
            assert returned is not None
            state = state.replace_object(returned[2].model_copy(update={"haste": True, "summoning_sick": True}))
    if found.damage:       # and what losing that life sets off (Exquisite Blood, 603.2)
        dealt = _deal_damage(state, found, db)
        players_hit = [target.id for target in found.hit if target.kind == "player"]
        state = triggers.in_apnap_order(dealt, triggers.losing_life(state, dealt, db, players_hit)[0])
    if found.move is not None and found.outcome == "done":
        moved = _carry_move(state, found, db)
        if found.move == "destroy":      # what dying sets off goes on the stack (700.4, 603.10a)
            moved = edits.abilities_on_stack(moved, triggers.dying(Context(state, db), [found.hit[0].id])[0])
        state = moved
    if found.gain:
        for hit in found.hit:
            if hit.kind == "player" and any(p.id == hit.id for p in state.players):
                state = lose_life(state, hit.id, -found.gain)         # 119.3: a gain is a negative loss
    if found.ninjutsu is not None:
        card = state.locate(found.ninjutsu)
        if card is not None and card[1] == "hand" and card[0].id == found.controller:
            state = edits.move_object(state, card[2].id, found.controller, "battlefield")
            entered = state.locate(card[2].id)
            assert entered is not None
            state = state.replace_object(entered[2].model_copy(update={"tapped": True, "attacking": True,
                                                                        "summoning_sick": True}))
    return state


def _hit_here(ctx: Context, found: Plan) -> str:
    """Whether damage's target fits its words on this board: "done"; "unset" (none, or gone);
    "unfit": a player where the words name only permanents, a permanent of another kind, or a
    player who isn't an opponent for "target opponent" (608.2b). "Any target" is a creature, a
    player, a planeswalker or a battle (115.4)."""
    if not found.hit or found.hit[0].kind == "stack":
        return "unset"
    target, words = found.hit[0], found.what
    if target.kind == "player":
        if all(p.id != target.id for p in ctx.state.players):
            return "unset"
        if "opponent" in words and target.id not in ctx.state.opponents(found.controller):
            return "unfit"
        return "done" if words == "any target" or "player" in words or "opponent" in words else "unfit"
    place = ctx.where(target.id)
    if place is None or place[1] != "battlefield":
        return "unset"
    kinds = "creature planeswalker battle" if words == "any target" else words
    return "done" if any(k in kinds for k in _KINDS) and _of_kind(ctx, place[2], kinds) else "unfit"


def _deal_damage(state: GameState, found: Plan, db: CardDatabase) -> GameState:
    """Damage to each player hit: they lose that much life (120.3a; in Two-Headed Giant the team's
    shared total, 810.9); to a planeswalker: that many loyalty counters come off (120.3c). A
    creature's damage isn't on the board (said, not done)."""
    if found.outcome != "done":
        return state
    for hit in found.hit:
        if hit.kind == "player" and any(p.id == hit.id for p in state.players):
            state = lose_life(state, hit.id, found.damage)
        elif hit.kind == "object" and (place := _planeswalker(Context(state, db), hit.id)) is not None:
            ctx, obj = place
            left = max(0, ctx.loyalty(obj) - found.damage)
            state = state.replace_object(obj.model_copy(update={"counters": {**obj.counters, "loyalty": left}}))
    return state


def _moved_here(ctx: Context, found: Plan) -> str:
    """What the move does to its target on this board: "done"; "unset" (no target, or it is gone);
    "unfit" (not of the kind its words name, 608.2b); "indestructible" (702.12b); "uncounterable"
    (its own words say it can't be countered, 101.2)."""
    if not found.hit:
        return "unset"
    target = found.hit[0]
    if found.move == "counter":
        item = next((i for i in ctx.state.stack if i.id == target.id), None) if target.kind == "stack" else None
        if item is None:
            return "unset"
        if ("spell" if item.kind == "spell" else "ability") not in found.what:
            return "unfit"            # "Counter target spell." at an ability, or the other way round
        face = ctx.card(item.card).face_cast(item.face) if item.card is not None and item.card in ctx.db \
            and not item.face_down else None
        if item.kind == "spell" and not _spell_of_kind(face, item.face_down, found.what):
            return "unfit"            # "Counter target noncreature spell." at a creature spell
        return "uncounterable" if face is not None and "can't be countered" in face.oracle_text else "done"
    place = ctx.where(target.id) if target.kind == "object" else None
    if place is None:
        return "unset"
    zone = "graveyard" if "graveyard" in found.what else "battlefield"
    if place[1] != zone:
        return "unset"
    if "your graveyard" in found.what and place[0].id != found.controller:
        return "unfit"            # "… from your graveyard": a card in another player's isn't one
    if zone == "battlefield" and not _of_kind(ctx, place[2], found.what):
        return "unfit"
    if found.move == "destroy" and place[2].face_down is None and place[2].card in ctx.db and \
            "Indestructible" in (ctx.face_up(place[2]).keywords or ctx.card(place[2].card).keywords):
        return "indestructible"
    return "done"


def _spell_of_kind(face: Face | None, face_down: bool, what: str) -> bool:
    """Whether a spell is of the kind a counter's words name: "creature spell", "noncreature
    spell", "instant or sorcery spell" (a face-down spell is a creature spell, 702.37c, 708.4); any spell
    for the others, and for one whose card isn't known (the judge set the target)."""
    types = {"Creature"} if face_down else set(face.types) if face is not None else None
    if types is None or what in ("spell", "spell or ability"):
        return True
    if what == "creature spell":
        return "Creature" in types
    if what == "noncreature spell":
        return "Creature" not in types
    return what != "instant or sorcery spell" or bool(types & {"Instant", "Sorcery"})


def _may_pay(ctx: Context, found: Plan) -> bool:
    """Whether the controller of the countered object can pay the "unless" cost by what the board
    shows (118.3; the exam convention counts every cost as payable)."""
    item = next(i for i in ctx.state.stack if i.id == found.hit[0].id)
    return all(check.passed for check in payment.check(ctx, item.controller, found.unless))


def _of_kind(ctx: Context, obj: CardObject, what: str) -> bool:
    """Whether a permanent is of a kind the words after "target" name: "creature", "artifact or
    enchantment", "nonland permanent"…, by the types it has now (Context.types_now);
    words naming no card type ("nonblack", "an opponent controls") are left to the judge."""
    words = what.replace(",", " ").split()
    named = [k for k in _KINDS if k in words]
    if obj.face_down is None and obj.card not in ctx.db:
        return True
    types = {t.lower() for t in ctx.types_now(obj)}
    if "nonland" in words and "land" in types:
        return False
    return not named or bool(types & set(named))


def _carry_move(state: GameState, found: Plan, db: CardDatabase) -> GameState:
    """The target destroyed, exiled, returned to its owner's hand, or countered."""
    target = found.hit[0]
    if found.move == "counter":
        item = next(i for i in state.stack if i.id == target.id)
        state = state.model_copy(update={"stack": tuple(i for i in state.stack if i.id != target.id)})
        if item.kind != "spell" or item.copy or item.card is None:
            return state           # an ability, or a copy (707.10a), is gone
        owner = item.owner or item.controller
        obj = CardObject.model_validate({"id": edits.fresh_id(state, f"{owner}/graveyard/"), "card": item.card})
        return state.add_object(owner, "graveyard", obj)
    holder, _zone, obj = state.find(target.id)
    if obj.face_down is not None:         # 708.9: revealed as it leaves, a card face up in its new zone
        state = state.replace_object(obj.model_copy(update={"face_down": None}))
    to = {"destroy": "graveyard", "exile": "exile", "hand": "hand"}[found.move or ""]
    return edits.move_object(state, obj.id, obj.owner or holder.id, to)


def _planeswalker(ctx: Context, obj_id: str) -> tuple[Context, CardObject] | None:
    """The planeswalker on the battlefield with this id, face up and known, or None."""
    found = ctx.where(obj_id)
    if found is None or found[1] != "battlefield" or found[2].face_down is not None or found[2].card not in ctx.db:
        return None
    return (ctx, found[2]) if ctx.face_up(found[2]).has_type("Planeswalker") else None


def _equippable(ctx: Context, controller: PlayerId, target: str | None) -> bool:
    """Whether the target is a creature on the battlefield that the ability's controller controls
    (701.3b: an Equipment can't become attached to anything else)."""
    found = ctx.where(target) if target else None
    return found is not None and found[1] == "battlefield" and found[0].id == controller \
        and (found[2].card in ctx.db or found[2].face_down is not None) and ctx.is_creature(found[2])


def said(before: GameState, after: GameState, found: Plan | None, db: CardDatabase) -> list[tuple[str, dict[str, Any]]]:
    """What the plan did between two boards, for the status bar (what it set off on the stack is
    said by sequence.resolution_said)."""
    if found is None:
        return []
    words: list[tuple[str, dict[str, Any]]] = _damage_said(before, after, found) if found.damage else []
    if found.move is not None:
        words += _move_said(before, found, db)
    if found.gain:
        words += [("gained_life", {"player": hit.id, "life": found.gain, "total": after.player(hit.id).life})
                  for hit in found.hit if hit.kind == "player" and any(p.id == hit.id for p in after.players)]
    if found.draw:
        hand = {o.id for o in before.player(found.controller).hand}
        drawn = [o.card for o in after.player(found.controller).hand if o.id not in hand]
        if drawn:
            words.append(("drew_by_effect", {"player": found.controller, "cards": drawn}))
        if len(drawn) < found.draw:
            words.append(("drew_unknown_more", {"player": found.controller, "count": found.draw - len(drawn)}))
    if found.equip is not None:
        now = after.locate(found.equip[0])
        target = after.locate(found.equip[1]) if found.equip[1] else None
        if now is not None and target is not None and now[2].attached_to == target[2].id:
            words.append(("equipped", {"card": found.card, "cards": [target[2].card]}))
        else:
            words.append(("not_equipped", {"card": found.card}))
    if found.unearth is not None:
        now = after.locate(found.unearth)
        words.append(("unearthed" if now is not None and now[1] == "battlefield" else "not_unearthed",
                      {"card": found.card}))
    if found.ninjutsu is not None:
        now = after.locate(found.ninjutsu)
        words.append(("ninjutsu_entered" if now is not None and now[1] == "battlefield" else "ninjutsu_not_in_hand",
                      {"card": found.card}))
    if found.rest:
        words.append(("effect_rest_by_hand", {"text": found.rest}))
    return words


def _damage_said(before: GameState, after: GameState, found: Plan) -> list[tuple[str, dict[str, Any]]]:
    """Each player's life lost to the damage, each planeswalker's loyalty, and what is the judge's:
    damage to a creature, a target not set or gone."""
    if found.outcome == "unset":
        return [("damage_target_unset", {"card": found.card, "damage": found.damage})]
    if found.outcome == "unfit":
        hit = found.hit[0]
        place = before.locate(hit.id) if hit.kind == "object" else None
        name: Any = [hit.id] if place is None else [place[2].card] if place[2].face_down is None else \
            ("face_down_target", {"player": place[0].id})
        if found.what == "any target":
            return [("any_target_unfit", {"card": found.card, "cards": name})]
        return [("move_target_unfit", {"card": found.card, "cards": name, "what": found.what.removeprefix("target ")})]
    words: list[tuple[str, dict[str, Any]]] = []
    for hit in found.hit:
        if hit.kind == "player" and any(p.id == hit.id for p in after.players):
            life = after.player(hit.id).life
            words.append(("damage_to_player", {"card": found.card, "damage": found.damage, "player": hit.id, "life": life}))
            if life <= 0 < before.player(hit.id).life:
                words.append(("player_no_life", {"player": hit.id}))
            continue
        was, now = before.locate(hit.id), after.locate(hit.id)
        if was is None or now is None or now[1] != "battlefield":
            words.append(("damage_target_unset", {"card": found.card, "damage": found.damage}))
        elif was[2].counters.get("loyalty") != now[2].counters.get("loyalty"):
            loyalty = now[2].counters["loyalty"]
            words.append(("damage_to_planeswalker", {"card": found.card, "damage": found.damage,
                                                     "cards": [now[2].card], "loyalty": loyalty}))
            if not loyalty:
                words.append(("planeswalker_no_loyalty", {"cards": [now[2].card]}))
        else:
            hit_name: Any = [now[2].card] if now[2].face_down is None else ("face_down_target", {"player": now[0].id})
            words.append(("damage_to_creature", {"card": found.card, "damage": found.damage, "cards": hit_name}))
    return words


def _move_said(before: GameState, found: Plan, db: CardDatabase) -> list[tuple[str, dict[str, Any]]]:
    """What the move did to its target, or why the board left it to the judge. `before` is the
    board before the object resolved, where the target still is."""
    outcome = found.outcome
    if outcome == "unset":
        return [("move_target_unset", {"card": found.card})]
    target = found.hit[0]
    if found.move == "counter":
        item = next(i for i in before.stack if i.id == target.id)
        name: Any = ("face_down_spell", {"player": item.controller}) if item.face_down else \
            [item.card or item.text or ""]
        unless = [("unless_cannot_pay", {"card": found.card, "player": item.controller, "cost": found.unless})] \
            if found.unless else []
        if outcome == "done":
            return [*unless, ("countered" if item.kind == "spell" else "ability_countered", {"cards": name})]
        if outcome == "may_pay":
            return [("unless_may_pay", {"player": item.controller, "cost": found.unless, "cards": name})]
    else:
        holder, _zone, obj = before.find(target.id)
        name = [obj.card] if obj.face_down is None else ("face_down_target", {"player": holder.id})
        if outcome == "done":
            said: list[tuple[str, dict[str, Any]]] = [
                ({"destroy": "destroyed", "exile": "exiled_by_effect", "hand": "returned_to_hand"}[found.move or ""],
                 {"cards": [obj.card]})]
            if found.move == "destroy":
                rest = Context(before.model_copy(update={"stack": before.stack[:-1]}), db)
                named = triggers.dying(rest, [obj.id])[1]
                said += [("action_trigger_not_read", {"cards": named})] if named else []
            return said
    code = {"unfit": "move_target_unfit", "indestructible": "indestructible_not_destroyed",
            "uncounterable": "not_counterable"}[outcome]
    return [(code, {"card": found.card, "cards": name, "what": found.what})]
