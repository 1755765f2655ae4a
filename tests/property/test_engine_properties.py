"""Properties over random valid boards (Hypothesis): the engine never raises, nothing is legal
without priority (116.1), every legal option applies and leaves priority with the player who
took it (116.3), and land plays never exceed the allowance (305.2b)."""

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from judgeapp.core import engine
from judgeapp.core.actions.land import allowance
from judgeapp.core.cards import builtin_cards
from judgeapp.core.context import Context
from judgeapp.core.state import FaceDownHow, GameState, Step
from judgeapp.core.verdict import ActionKind

DB = builtin_cards()
ALL = [c.name for c in DB.cards]
HAND = ALL
PERMANENTS = [c.name for c in DB.cards if not c.front.has_type("Instant") and not c.front.has_type("Sorcery")
              and not c.front.has_type("Plane") and not c.front.has_type("Conspiracy")]
FACE_DOWN_CARDS = [c.name for c in DB.cards if c.morph or c.megamorph or c.disguise] + ["Grizzly Bears", "Lightning Bolt"]
EFFECT_SOURCES = [c.name for c in DB.cards if c.effects.creates]
PLANES = [c.name for c in DB.cards if c.front.has_type("Plane")]
CONSPIRACIES = [c.name for c in DB.cards if c.front.has_type("Conspiracy")]
COMPANIONS = [c.name for c in DB.cards if c.companion]


@st.composite
def cards(draw, pool, max_size=4):
    return [{"card": name} for name in draw(st.lists(st.sampled_from(pool), max_size=max_size))]


@st.composite
def face_down(draw):
    return {"card": draw(st.sampled_from(FACE_DOWN_CARDS)), "face_down": draw(st.sampled_from(list(FaceDownHow)))}


@st.composite
def players(draw, pid, planechase):
    battlefield = draw(cards(PERMANENTS, 5)) + draw(st.lists(face_down(), max_size=2))
    for obj in battlefield:
        if DB.get(obj["card"]).is_room:
            obj["unlocked"] = draw(st.sampled_from([[], ["left"], ["right"]]))
    player = {"id": pid, "hand": draw(cards(HAND, 5)), "battlefield": battlefield,
              "graveyard": draw(cards(ALL, 2)), "library_top": draw(cards(ALL, 1)),
              "command": [{"card": c, "face_down": "other"} for c in draw(st.lists(st.sampled_from(CONSPIRACIES), max_size=1))]}
    if planechase:
        player["command"].append({"card": draw(st.sampled_from(PLANES))})
    if draw(st.booleans()):
        player["outside_game"] = [{"id": f"{pid}-companion", "card": draw(st.sampled_from(COMPANIONS))}]
        player["companion"] = f"{pid}-companion"
        player["companion_put_into_hand"] = draw(st.booleans())
    return player


@st.composite
def boards(draw):
    count = draw(st.integers(2, 4))
    ids = [chr(ord("A") + i) for i in range(count)]
    game = {"planechase": draw(st.booleans()), "conspiracy_draft": draw(st.booleans())}
    step = draw(st.sampled_from(list(Step)))
    active = draw(st.sampled_from(ids))
    priority = None if step == Step.UNTAP else draw(st.sampled_from(ids + [None]))
    turn = draw(st.integers(1, 12))
    effects = [
        {"source": draw(st.sampled_from(EFFECT_SOURCES)), "controller": draw(st.sampled_from(ids)),
         "affected": draw(st.sampled_from(ids)), "created_turn": draw(st.integers(1, turn))}
        for _ in range(draw(st.integers(0, 2)))
    ]
    stack = [{"card": draw(st.sampled_from(ALL)), "controller": draw(st.sampled_from(ids))}
             for _ in range(draw(st.integers(0, 2)))]
    data = {
        "players": [draw(players(pid, game["planechase"])) for pid in ids],
        "turn": turn, "active_player": active, "step": step, "priority": priority,
        "stack": stack, "effects": effects, "game": game,
        "turn_facts": {"lands_played": draw(st.integers(0, 1)), "planar_die_actions": draw(st.integers(0, 3))},
    }
    return GameState.model_validate(data)


SETTINGS = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@SETTINGS
@given(boards())
def test_evaluate_never_raises_and_always_reports_twelve_actions(state):
    for pid in state.player_ids():
        evaluation = engine.evaluate(state, pid)
        assert [v.action for v in evaluation.verdicts] == list(ActionKind)
        for verdict in evaluation.verdicts:
            assert verdict.options or verdict.nothing_to_do is not None


@SETTINGS
@given(boards())
def test_116_1_nothing_is_legal_without_priority(state):
    for pid in state.player_ids():
        if pid != state.priority or state.step == Step.UNTAP:
            assert engine.evaluate(state, pid).legal_options == ()


@SETTINGS
@given(boards(), st.sampled_from(["blank", "chaos", "planeswalker"]))
def test_116_3_every_legal_option_applies_and_the_player_keeps_priority(state, roll):
    for option in engine.evaluate(state).legal_options:
        after = engine.apply(state, option, roll=roll)
        assert after.priority == option.player
        engine.evaluate(after, option.player)   # the new state is a valid board


@SETTINGS
@given(boards())
def test_305_2b_land_plays_never_exceed_the_allowance(state):
    pid = state.priority
    limit = allowance(Context(state), pid) if pid else None
    for _ in range(8):
        lands = [o for o in engine.evaluate(state).verdict(ActionKind.PLAY_LAND).options if o.legal]
        if not lands:
            break
        state = engine.apply(state, lands[0])
        if limit is not None:
            assert state.turn_facts.lands_played <= max(limit, 1)
