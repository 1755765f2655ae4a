"""What triggers as a step or phase begins (603.2), read from the permanents' own words: "At the
beginning of your upkeep" (As Foretold, Circling Vultures), "… of each opponent's upkeep"
(Abhorrent Oculus), "… of the upkeep of enchanted creature's controller" (Leeching Licid, once it
is an Aura), "… of your end step" (Whisperwood Elemental, an unlocked Room door), "… of combat on
your turn" (a creature's own, or one a face-up hidden agenda gives the creatures with its chosen
name: Natural Unity); the face-up plane's in Planechase, from the command zone under the planar controller
(901.6-901.7: Academy at Tolaria West's "At the beginning of your end step"); and, in the upkeep,
suspend's ability of each suspended card (702.62a).

They go on the stack before the active player receives priority (117.5; 503.1a for the upkeep),
each under its controller, the active player's first (603.3b, 805.7). An "if" clause (603.4) and
what the ability does stay the judge's, as for every ability on the stack.
"""

from __future__ import annotations

from .patterns import lazy
from .cards import CardDatabase, builtin_cards
from .context import Context
from .edits import fresh_id
from .state import GameState, PlayerId, StackItem, Step
from . import suspended
from .triggers import ability_faces, apnap, condition, trigger_lines

# How an ability that triggers as each step begins starts, and whose step it is about: the
# controller's ("your"), anyone's ("each"), or an opponent's of the controller.
_BEGINNINGS: dict[Step, tuple[tuple[str, str], ...]] = {
    Step.UPKEEP: (("at the beginning of your upkeep", "your"), ("at the beginning of each upkeep", "each"),
                  ("at the beginning of each player's upkeep", "each"),
                  ("at the beginning of each opponent's upkeep", "opponent"),
                  ("at the beginning of the upkeep of enchanted creature's controller", "enchanted")),
    Step.DRAW: (("at the beginning of your draw step", "your"), ("at the beginning of each draw step", "each"),
                ("at the beginning of each player's draw step", "each"),
                ("at the beginning of each opponent's draw step", "opponent")),
    Step.PRECOMBAT_MAIN: (("at the beginning of your precombat main phase", "your"),
                          ("at the beginning of your first main phase", "your"),
                          ("at the beginning of each player's precombat main phase", "each"),
                          ("at the beginning of each player's first main phase", "each")),
    Step.BEGINNING_OF_COMBAT: (("at the beginning of combat on your turn", "your"),
                               ("at the beginning of each combat", "each"),
                               ("at the beginning of combat on each opponent's turn", "opponent")),
    Step.POSTCOMBAT_MAIN: (("at the beginning of your postcombat main phase", "your"),
                           ("at the beginning of your second main phase", "your")),
    Step.END: (("at the beginning of your end step", "your"), ("at the beginning of each end step", "each"),
               ("at the beginning of the end step", "each"), ("at the beginning of each player's end step", "each"),
               ("at the beginning of each opponent's end step", "opponent")),
}


def _applies(whose: str, controller: PlayerId, state: GameState, attached_to: str | None) -> bool:
    if whose == "your":
        return state.on_active_team(controller)
    if whose == "opponent":
        return state.active_player in state.opponents(controller)
    if whose == "enchanted":        # a Licid that became an Aura (Leeching Licid)
        host = state.locate(attached_to) if attached_to else None
        return host is not None and host[1] == "battlefield" and state.on_active_team(host[0].id)
    return True


# A face-up hidden agenda's ability for the creatures with its chosen name (Natural Unity).
_GRANTED_TO_NAMED = lazy(r'Creatures you control with the chosen name have "(.+)"\.?')


def _granted_by_conspiracies(ctx: Context) -> list[tuple[PlayerId, str, str]]:
    """(controller, card, ability) for each ability a face-up conspiracy in a player's command zone
    gives the creatures they control with its chosen name (905.4, 702.106): "Creatures you control
    with the chosen name have 'At the beginning of combat on your turn, …'"."""
    found = []
    for owner, conspiracy in ctx.face_up_conspiracies:
        names = set(ctx.oracle_names(conspiracy.chosen_names))
        for line in ctx.card(conspiracy.card).front.oracle_text.split("\n"):
            granted = _GRANTED_TO_NAMED.fullmatch(line.strip())
            found += [(owner, obj.card, granted.group(1)) for obj in ctx.state.player(owner).battlefield if granted
                      and obj.face_down is None and obj.card in names and ctx.face_up(obj).has_type("Creature")
                      and ctx.has_abilities(obj)]
    return found


def begin(state: GameState, db: CardDatabase | None = None) -> GameState:
    """The board as a step begins, with what triggered then on the stack."""
    beginnings = _BEGINNINGS.get(state.step, ())
    ctx = Context(state, db or builtin_cards())
    found: list[tuple[PlayerId, str, str, str | None]] = []
    for player in state.players:
        for obj in player.battlefield if beginnings else ():
            if obj.face_down is not None or obj.card not in ctx.db or not ctx.has_abilities(obj):
                continue
            for face in ability_faces(ctx, obj):
                found += [(player.id, obj.card, line, None) for line in trigger_lines(face)
                          if any(condition(line).startswith(start) and _applies(whose, player.id, state, obj.attached_to)
                                 for start, whose in beginnings)]
    for controller, creature, granted in _granted_by_conspiracies(ctx) if beginnings else ():
        found += [(controller, creature, granted, None) for start, whose in beginnings
                  if granted.lower().startswith(start) and _applies(whose, controller, state, None)]
    for plane in ctx.face_up_planes if beginnings else ():
        found += [(state.planar_controller, plane.card, line, None) for line in trigger_lines(ctx.card(plane.card).front)
                  if any(condition(line).startswith(start) and _applies(whose, state.planar_controller, state, None)
                         for start, whose in beginnings)]
    if state.step == Step.UPKEEP:
        found += [(owner, obj.card, suspended.UPKEEP_TEXT, obj.id) for owner, obj in suspended.in_upkeep(state)]
    order = apnap(state)
    for controller, card, text, source in sorted(found, key=lambda f: order.index(f[0])):
        item = StackItem(id=fresh_id(state, "stack/"), kind="ability", controller=controller, card=card, text=text,
                         source=source)
        state = state.model_copy(update={"stack": state.stack + (item,)})
    return state
