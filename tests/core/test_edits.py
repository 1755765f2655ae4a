"""Board edits are pure: each returns a new valid state and leaves the old one as it was."""

import pytest

from judgeapp.core import edits
from tests.helpers import board


def test_add_then_move_keeps_the_owner_and_the_old_state():
    state = board(A={}, B={})
    added, obj_id = edits.add_card(state, "B", "hand", "Exalted Angel")
    moved = edits.move_object(added, obj_id, "A", "battlefield")
    assert moved.player("A").battlefield[0].owner == "B"
    assert added.player("B").hand[0].card == "Exalted Angel" and state.player("B").hand == ()
    back = edits.move_object(moved, obj_id, "B", "hand")
    assert back.player("B").hand[0].owner is None


def test_moving_off_the_battlefield_untaps_and_detaches():
    state = board(A={"battlefield": [{"id": "x", "card": "Forest", "tapped": True, "attached_to": "y"},
                                     {"id": "y", "card": "Grizzly Bears"}]})
    moved = edits.move_object(state, "x", "A", "graveyard")
    assert not moved.player("A").graveyard[0].tapped and moved.player("A").graveyard[0].attached_to is None


def test_move_to_an_index_orders_the_zone():
    state = board(A={"hand": ["Opt", "Shock"]})
    moved = edits.move_object(state, "A/hand/1", "A", "hand", 0)
    assert [o.card for o in moved.player("A").hand] == ["Shock", "Opt"]


def test_an_invalid_edit_raises_and_changes_nothing():
    state = board()
    before = state.model_dump()
    with pytest.raises(ValueError):
        edits.set_fields(state, priority="Z")
    with pytest.raises(ValueError):
        edits.set_fields(state, step="second main")
    assert state.model_dump() == before and state.priority == "A"


def test_remove_player_fixes_the_turn_and_priority():
    state = edits.add_player(board(active="B", priority="B"))
    assert state.player_ids() == ("A", "B", "C")
    removed = edits.remove_player(state, "B")
    assert removed.active_player == "A" and removed.priority is None


def test_stack_reorder_and_effects():
    state, first = edits.add_stack_item(board(), controller="A", card="Opt")
    state, second = edits.add_stack_item(state, controller="B", card="Shock")
    state = edits.move_stack_item(state, second, 0)
    assert [s.card for s in state.stack] == ["Shock", "Opt"]
    state, effect = edits.add_effect(state, source="Silence", controller="B")
    state = edits.replace_effect(state, effect, source="Silence", controller="A")
    assert state.effects[0].controller == "A"
    assert edits.remove_effect(state, effect).effects == ()


def test_new_ids_never_collide():
    state = board(A={"hand": [{"id": "A/hand/2", "card": "Opt"}]})
    for _ in range(3):
        state, _ = edits.add_card(state, "A", "hand", "Opt")
    assert len({o.id for o in state.player("A").hand}) == 4


def test_800_4a_removing_a_player_removes_what_they_own_on_other_players_battlefields():
    from judgeapp.core.edits import remove_player
    state = board(A={"battlefield": [{"card": "Forest", "owner": "C"}, "Island"]}, B={}, C={})
    after = remove_player(state, "C")
    assert after.player_ids() == ("A", "B")
    assert [o.card for o in after.player("A").battlefield] == ["Island"]


def test_117_3a_a_new_board_gives_priority_to_the_active_player_except_in_untap_and_cleanup():
    state = edits.new_board(names=("Ann", "Ben", "Cy"), active=2, step="end", turn=5)
    assert (state.active_player, state.priority, state.turn, state.player("A").name) == ("C", "C", 5, "Ann")
    assert edits.new_board(step="untap").priority is None                 # 502.4
    assert edits.new_board(step="cleanup").priority is None               # 514.3
    assert edits.new_board(priority=None).priority is None


def test_810_1_a_two_headed_giant_board_has_two_teams_of_two_side_by_side():
    state = edits.new_board(two_headed_giant=True)
    assert [p.team for p in state.players] == ["T1", "T1", "T2", "T2"] and state.game.two_headed_giant
    assert state.teammates("A") == ("B",)
