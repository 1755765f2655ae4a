"""A permission to cast spells as though they had flash (Leyline of Anticipation, 601.3b) or flash
given to cards (Teferi, Mage of Zhalfir, 702.8a) changes when spells may be cast, not the timing of
a special action whose own rule sets it: playing a land (305.1: it isn't cast), putting the
companion into hand, foretelling, rolling the planar die, plotting and unlocking a door (116.2a,
g, h, i, k, m). Where that timing stops the action, the verdict says the flash doesn't help, the
misconception a candidate brings (the library's "Unlocking a door with Leyline of Anticipation").
Suspending is not among them: it asks when the card could be cast (116.2f), which flash changes."""

import pytest

from judgeapp.core import messages
from judgeapp.core.verdict import ActionKind
from tests.helpers import board, only

LEYLINE = "Leyline of Anticipation"
COMPANION = {"outside_game": [{"card": "Jegantha, the Wellspring", "id": "jegantha"}], "companion": "jegantha"}

# (action, A's zones besides Leyline, the game's variants, the rule whose timing stops it)
CASES = [
    (ActionKind.PLAY_LAND, {"hand": ["Forest"]}, None, "116.2a"),
    (ActionKind.COMPANION, COMPANION, None, "116.2g"),
    (ActionKind.FORETELL, {"hand": ["Doomskar"]}, None, "116.2h"),
    (ActionKind.PLANAR_DIE, {"command": ["Hedron Fields of Agadeem"]}, {"planechase": True}, "116.2i"),
    (ActionKind.PLOT, {"hand": ["Slickshot Show-Off"]}, None, "116.2k"),
    (ActionKind.UNLOCK, {"battlefield": [{"card": "Glassworks // Shattered Yard", "unlocked": ["left"]}]}, None,
     "116.2m"),
]


def _with(zones: dict, permission: str = LEYLINE) -> dict:
    return {**zones, "battlefield": [permission, *zones.get("battlefield", [])]}


@pytest.mark.parametrize("action, zones, game, rule", CASES, ids=[case[0].value for case in CASES])
def test_on_another_players_turn_the_flash_permission_is_named_as_not_changing_the_timing(action, zones, game, rule):
    state = board(active="B", priority="A", game=game, A=_with(zones), B={})
    option = only(state, action, player="A")
    assert not option.legal
    assert [(n.rule, n.code, n.params) for n in option.notes if n.code == "flash_not_for_this"] == \
        [(rule, "flash_not_for_this", {"source": LEYLINE})]


@pytest.mark.parametrize("action, zones, game, rule", CASES, ids=[case[0].value for case in CASES])
def test_when_the_action_may_be_taken_nothing_is_said_of_the_flash(action, zones, game, rule):
    option = only(board(game=game, A=_with(zones), B={}), action, player="A")
    assert option.legal
    assert all(n.code != "flash_not_for_this" for n in option.notes)


def test_a_spell_on_the_stack_stops_unlocking_and_the_verdict_says_leyline_doesnt_help():
    """The library situation: in A's main phase B's Lightning Bolt is on the stack (116.2m)."""
    state = board(stack=[{"card": "Lightning Bolt", "controller": "B"}], priority="A", A=_with(CASES[-1][1]), B={})
    option = only(state, ActionKind.UNLOCK, player="A")
    assert [c.code for c in option.failed] == ["stack_not_empty"]
    assert [n.code for n in option.notes] == ["flash_not_for_this"]


def test_flash_given_to_creature_cards_is_named_too():
    """Teferi, Mage of Zhalfir gives creature cards flash (702.8a): no more a way to play a land in
    another player's turn than Leyline's permission."""
    state = board(active="B", priority="A", A=_with({"hand": ["Forest"]}, "Teferi, Mage of Zhalfir"), B={})
    option = only(state, ActionKind.PLAY_LAND, player="A")
    assert [n.params["source"] for n in option.notes if n.code == "flash_not_for_this"] == ["Teferi, Mage of Zhalfir"]


def test_suspend_reads_the_permission_and_is_not_noted():
    """116.2f asks whether the card could be cast now: Leyline makes it so in B's turn."""
    state = board(active="B", priority="A", A=_with({"hand": ["Rift Bolt"]}), B={})
    option = only(state, ActionKind.SUSPEND, player="A")
    assert option.legal and all(n.code != "flash_not_for_this" for n in option.notes)


@pytest.mark.parametrize("lang, words", [("en", "changes when they may cast spells"), ("it", "Leyline dell'Anticipazione"),
                                         ("ja", "予期の力線"), ("es", "Línea mística de la anticipación"),
                                         ("fr", "Ligne ley de prescience")])
def test_the_note_is_worded_in_every_language(lang, words):
    option = only(board(active="B", priority="A", A=_with({"hand": ["Forest"]}), B={}), ActionKind.PLAY_LAND, player="A")
    note = next(n for n in option.notes if n.code == "flash_not_for_this")
    assert words in messages.check_text(note, lang)
