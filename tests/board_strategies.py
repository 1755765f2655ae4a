"""Random valid boards for property tests (Hypothesis): 2-6 players, teams and Two-Headed Giant,
every step and priority holder, face-down objects of every kind, Rooms, companions, planes,
conspiracies, effects, spells cast this turn (some by name), a stack with face-down spells, and custom cards
whose keyword costs and effects come from their Oracle text. Used by tests/property and by
scripts/fuzz_apply.py (at scale).
"""

from __future__ import annotations

from hypothesis import strategies as st

from judgeapp.core.cards import builtin_cards
from judgeapp.core.state import FaceDownHow, GameState, Step

DB = builtin_cards()
ALL = [c.name for c in DB.cards]
PERMANENTS = [c.name for c in DB.cards if not c.front.has_type("Instant") and not c.front.has_type("Sorcery")
              and not c.front.has_type("Plane") and not c.front.has_type("Conspiracy")]
FACE_DOWN_CARDS = [c.name for c in DB.cards if c.morph or c.megamorph or c.disguise] + ["Grizzly Bears", "Lightning Bolt"]
EFFECT_SOURCES = [c.name for c in DB.cards if c.effects.creates]
PLANES = [c.name for c in DB.cards if c.front.has_type("Plane")]
CONSPIRACIES = [c.name for c in DB.cards if c.front.has_type("Conspiracy")]
COMPANIONS = [c.name for c in DB.cards if c.companion]
ROOMS = [c.name for c in DB.cards if c.is_room]
# Cards with a special action of their own, drawn more often so that actions are legal often.
SPECIAL = [c.name for c in DB.cards if c.foretell or c.suspend or c.plot or c.morph or c.megamorph or c.disguise
           or c.discard_as_instant or c.land_faces]

COSTS = ["{0}", "{1}", "{2}{W}", "{X}{U}", "{1}{W/U}{W/U}", "{2/G}", "{B/P}"]
KEYWORD_LINES = ["Flash", "Split second", "Morph {cost}", "Megamorph {cost}", "Disguise {cost}",
                 "Suspend 3—{cost}", "Foretell {cost}", "Plot {cost}", "Morph—Discard a card.",
                 # effects read from Oracle text (oracle_effects.py), for a custom card on the battlefield
                 "You may play an additional land on each of your turns.", "You may play lands from your graveyard.",
                 "You can't play lands.", "You may cast spells as though they had flash.",
                 "Each player can't cast more than one spell each turn.",
                 "Each player can't cast more than one noncreature spell each turn.",
                 "Each player who has cast a nonartifact spell this turn can't cast additional nonartifact spells.",
                 "Players don't lose unspent mana as steps and phases end.",
                 "If you would lose unspent mana, that mana becomes colorless instead.",
                 "Players can cast spells only during their own turns.", "Noncreature spells cost {cost} more to cast.",
                 # the priority sequence played forward: the untap step (502.3) and a skipped draw step (614.10)
                 "Untap all permanents you control during each other player's untap step.",
                 "This permanent doesn't untap during your untap step.", "Skip your draw step.",
                 "Players can't untap more than one land during their untap steps.",
                 # what a special action sets off (triggers.py) and how a permanent turns face up (614.1e)
                 "When this creature is turned face up, return target card from your graveyard to your hand.",
                 "As this creature is turned face up, put five +1/+1 counters on it.",
                 "Whenever one or more cards are put into exile from your hand, create a 1/1 white Spirit creature token.",
                 "Whenever an opponent discards a card, this permanent deals 2 damage to that player."]


@st.composite
def custom_cards(draw, index: int):
    """A card a user typed in: its keyword costs are parsed from its Oracle text."""
    name = f"Custom Card {index}"
    kind = draw(st.sampled_from(["creature", "instant", "room", "mdfc"]))
    lines = [line.format(cost=draw(st.sampled_from(COSTS))) for line in draw(st.lists(st.sampled_from(KEYWORD_LINES), max_size=3))]
    cost = draw(st.sampled_from(COSTS))
    if kind == "room":
        return {"name": name, "layout": "split (Room)", "type_line": "Enchantment — Room // Enchantment — Room",
                "faces": [{"name": f"{name} Left", "mana_cost": cost, "type_line": "Enchantment — Room"},
                          {"name": f"{name} Right", "mana_cost": draw(st.sampled_from(COSTS)),
                           "type_line": "Enchantment — Room"}]}
    if kind == "mdfc":
        return {"name": name, "layout": "modal_dfc",
                "faces": [{"name": f"{name} Spell", "mana_cost": cost, "type_line": "Sorcery",
                           "oracle_text": "\n".join(lines)},
                          {"name": f"{name} Land", "type_line": "Land"}]}
    type_line = "Creature — Test" if kind == "creature" else "Instant"
    return {"name": name, "mana_cost": cost, "type_line": type_line, "oracle_text": "\n".join(lines)}


@st.composite
def objects(draw, pool, max_size=4):
    return [{"card": name, "tapped": draw(st.booleans())} for name in draw(st.lists(st.sampled_from(pool), max_size=max_size))]


@st.composite
def face_down(draw, pool):
    return {"card": draw(st.sampled_from(pool)), "face_down": draw(st.sampled_from(list(FaceDownHow)))}


@st.composite
def players(draw, pid, planechase, custom):
    hand_pool = ALL + SPECIAL * 3 + custom * 10
    battlefield = draw(objects(PERMANENTS + custom, 5)) + draw(st.lists(face_down(FACE_DOWN_CARDS + custom), max_size=2))
    if draw(st.booleans()):
        battlefield.append({"card": draw(st.sampled_from(ROOMS))})
    for obj in battlefield:
        if obj["card"] in DB and DB.get(obj["card"]).is_room and "face_down" not in obj:
            obj["unlocked"] = draw(st.sampled_from([[], ["left"], ["right"]]))
    for obj in battlefield:
        if draw(st.integers(0, 5)) == 0:
            obj["summoning_sick"] = True
    player = {"id": pid, "life": draw(st.integers(-5, 40)), "hand": draw(objects(hand_pool, 5)),
              "mana_pool": draw(st.sampled_from(["", "", "{W}{U}{B}{R}{G}", "{C}{C}{C}", "{U}{U}"])),
              "battlefield": battlefield, "graveyard": draw(objects(ALL, 2)), "library_top": draw(objects(ALL, 1)),
              "exile": [{"card": c, "face_down": "other", "foretold": True}
                        for c in draw(st.lists(st.sampled_from(ALL), max_size=1))],
              "command": [{"card": c, "face_down": "other"} for c in draw(st.lists(st.sampled_from(CONSPIRACIES), max_size=1))]}
    for obj in player["hand"] + player["graveyard"] + player["library_top"]:
        obj.pop("tapped")
    if planechase:
        player["command"].append({"card": draw(st.sampled_from(PLANES))})
    if draw(st.integers(0, 3)) == 0:       # suspended (702.62b): its abilities work as the game goes on
        player["exile"].append({"card": draw(st.sampled_from(ALL)), "counters": {"time": draw(st.integers(1, 3))}})
    if draw(st.integers(0, 3)) == 0:       # phased out (702.26): a permanent, a face-down one or a Room
        player["phased_out"] = draw(objects(PERMANENTS + ROOMS, 2)) + draw(st.lists(face_down(FACE_DOWN_CARDS), max_size=1))
    if draw(st.booleans()):
        player["outside_game"] = [{"id": f"{pid}-companion", "card": draw(st.sampled_from(COMPANIONS))}]
        player["companion"] = f"{pid}-companion"
        player["companion_put_into_hand"] = draw(st.booleans())
    return player


@st.composite
def boards(draw, max_players=6):
    two_headed_giant = draw(st.booleans()) and max_players >= 4
    count = 4 if two_headed_giant else draw(st.integers(2, max_players))
    ids = [chr(ord("A") + i) for i in range(count)]
    game = {"planechase": draw(st.booleans()), "conspiracy_draft": draw(st.booleans()),
            "two_headed_giant": two_headed_giant, "assume_costs_payable": draw(st.booleans())}
    custom = [draw(custom_cards(i)) for i in range(draw(st.integers(0, 2)))]
    custom_names = [c["name"] for c in custom]
    step = draw(st.sampled_from(list(Step) + [Step.PRECOMBAT_MAIN] * 4))
    active = draw(st.sampled_from(ids))
    priority = None if step == Step.UNTAP else draw(st.sampled_from(ids + [None] + [active] * 3))
    turn = draw(st.integers(1, 12))
    effects = [
        {"source": draw(st.sampled_from(EFFECT_SOURCES)), "controller": draw(st.sampled_from(ids)),
         "affected": draw(st.sampled_from(ids)), "created_turn": draw(st.integers(1, turn))}
        for _ in range(draw(st.integers(0, 2)))
    ]
    stack = [{"card": draw(st.sampled_from(ALL)), "controller": draw(st.sampled_from(ids)),
              "face_down": draw(st.booleans()), "copy": draw(st.sampled_from([False, False, True]))}
             for _ in range(draw(st.sampled_from([0, 0, 0, 1, 2])))]
    seats = [draw(players(pid, game["planechase"], custom_names)) for pid in ids]
    if two_headed_giant:
        for index, player in enumerate(seats):
            player["team"] = "T1" if index % 2 == 0 else "T2"
    data = {
        "players": seats, "turn": turn, "active_player": active, "step": step, "priority": priority,
        "stack": stack, "effects": effects, "game": game, "custom_cards": custom,
        "turn_facts": {"lands_played": draw(st.integers(0, 1)), "planar_die_actions": draw(st.integers(0, 3)),
                       "spells_cast": {pid: draw(st.integers(0, 2)) for pid in ids},
                       # the spells cast with Add… by name (a face's own name too), for a limit on one kind
                       "spells_cast_names": {pid: draw(st.lists(st.sampled_from(ALL + ["Petty Theft"] + custom_names),
                                                                max_size=2))
                                             for pid in ids}},
    }
    return GameState.model_validate(data)
