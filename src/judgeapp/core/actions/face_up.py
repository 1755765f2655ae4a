"""116.2b Turning a face-down permanent face up: morph and megamorph (702.37e), disguise
(702.168d), manifest (701.40b) and cloak (701.58b), and 708.7 for everything else."""

from __future__ import annotations

from .. import conditions as cond
from ..context import Context
from ..reasons import Reason
from ..state import MAX_COUNT, CardObject, FaceDownHow, GameState
from ..verdict import ActionKind, ActionVerdict, Check, Option
from ._common import option, verdict

KIND = ActionKind.TURN_FACE_UP
RULE = KIND.rule
_KEYWORD_RULE = {"morph": "702.37e", "megamorph": "702.37e", "disguise": "702.168d"}
_BY_MANA_COST_RULE = {FaceDownHow.MANIFEST: "701.40b", FaceDownHow.CLOAK: "701.58b"}


def method_rule(method: str, how: str) -> str:
    """The rule a way of turning face up comes from (an option's detail "method" and "how")."""
    if method in _KEYWORD_RULE:
        return _KEYWORD_RULE[method]
    return _BY_MANA_COST_RULE.get(FaceDownHow(how), "708.7") if method == "mana_cost" else "708.7"


def _methods(ctx: Context, obj: CardObject) -> list[tuple[str, str, str | None, list[Check]]]:
    """(method, rule, cost, extra checks) for each way this face-down permanent could turn up."""
    card = ctx.card(obj.card)
    found: list[tuple[str, str, str | None, list[Check]]] = []
    for keyword in ("megamorph", "morph", "disguise"):
        cost = getattr(card, keyword)
        if cost is None:
            continue
        rule = _KEYWORD_RULE[keyword]
        # "(If the permanent wouldn't have a morph cost if it were face up, it can't be turned
        # face up this way.)" (702.37e, 702.168d): e.g. Humility, or it loses all abilities.
        keeps = ctx.has_abilities(obj, as_face_up_creature=card.front.has_type("Creature"))
        check = Check(rule=rule, passed=keeps,
                      code=Reason.HAS_KEYWORD_COST_FACE_UP if keeps else Reason.NO_KEYWORD_COST_FACE_UP,
                      params={"keyword": keyword})
        found.append((keyword, rule, cost, [check]))
        break   # a megamorph cost is a morph cost (702.37b): one option
    if obj.face_down in _BY_MANA_COST_RULE:
        rule = _BY_MANA_COST_RULE[obj.face_down]
        front = card.front
        is_creature = front.has_type("Creature")
        has_cost = bool(front.mana_cost)
        checks = [
            Check(rule=rule, passed=is_creature,
                  code=Reason.IS_CREATURE_CARD if is_creature else Reason.NOT_CREATURE_CARD,
                  params={"card": card.name, "types": list(front.types)}),
            Check(rule=rule, passed=has_cost, code=Reason.HAS_MANA_COST if has_cost else Reason.NO_MANA_COST,
                  params={"card": card.name}),
        ]
        found.append(("mana_cost", rule, front.mana_cost or None, checks))
    if not found:
        found.append(("none", "708.7", None, [Check(rule="708.7", passed=False, code=Reason.NO_WAY_TO_TURN_FACE_UP,
                                                    params={"how": obj.face_down.value if obj.face_down else "other"})]))
    return found


def evaluate(ctx: Context, pid: str) -> ActionVerdict:
    """116.2b: each face-down permanent the player controls, and each way it could turn face up (morph, megamorph, disguise, a mana cost for manifest and cloak)."""
    state = ctx.state
    options = []
    has_priority = None
    for player in state.players:
        # A phased-out one is listed too, as not legal: it is treated as though it doesn't exist (702.26b).
        for obj in (*player.battlefield, *player.phased_out) if player.phased_out else player.battlefield:
            if obj.face_down is None:
                continue
            has_priority = has_priority or cond.priority(ctx, pid, RULE)     # once, for every option
            controls = player.id == pid
            if not controls and (obj.owner or player.id) != pid:
                continue   # neither controlled nor owned by this player: not their concern
            phased = [cond.phased_out(obj)] if obj in player.phased_out else []
            for method, rule, cost, checks in _methods(ctx, obj):
                control = Check(rule=rule, passed=controls,
                                code=Reason.CONTROLS_PERMANENT if controls else Reason.NOT_CONTROLLER,
                                params={"controller": player.id})
                options.append(option(ctx, KIND, pid, [has_priority, *phased, control, *checks],
                                      subject=obj.id, card=obj.card, cost=cost,
                                      detail={"method": method, "how": obj.face_down.value}))
    return verdict(KIND, options, Reason.NO_FACE_DOWN_PERMANENT)


def apply(ctx: Context, opt: Option, roll: str | None = None) -> GameState:
    """The permanent is turned face up (a megamorph gets its +1/+1 counter, 702.37b; one whose
    words say so, the counters it is turned face up with, 614.1e)."""
    _, _, obj = ctx.state.find(opt.subject_id)
    added = (opt.detail["method"] == "megamorph") + ctx.card(obj.card).front.counters_turned_face_up
    counters = {**obj.counters, "+1/+1": min(MAX_COUNT, obj.counters.get("+1/+1", 0) + added)} if added else dict(obj.counters)
    return ctx.state.replace_object(obj.model_copy(update={"face_down": None, "counters": counters}))
