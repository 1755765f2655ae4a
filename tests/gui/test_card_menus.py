"""Every entry of every card's right-click menu, on a board with a card in every zone and of every
kind (face down, a Room, suspended, foretold, plotted, phased out with its Aura, the companion),
triggered as a user picks it (dialogs cancelled): no exception, no error dialog, a board that
re-validates and saves, and Ctrl+Z back to the board before. The menus of the main window are
walked by test_walk_everything.py; these are built per card, so walked here."""

from PySide6.QtWidgets import QMenu

from judgeapp.core.scenario import dump_scenario, parse_scenario, state_of
from judgeapp.core.state import ZONES
from tests.gui.test_board_flows import _open_board

EVERY_KIND = {
    "hand": [{"card": "Exalted Angel"}, {"card": "Brazen Borrower // Petty Theft"}, {"card": "Forest"}],
    "library_top": [{"card": "Island"}],
    "battlefield": [{"card": "Exalted Angel", "face_down": "morph"}, {"card": "Bottomless Pool // Locker Room",
                                                                      "unlocked": ["left"]},
                    {"card": "Llanowar Elves", "summoning_sick": True, "haste": True}, {"card": "Plains", "tapped": True}],
    "graveyard": [{"card": "Lightning Bolt"}],
    "exile": [{"card": "Ancestral Vision", "counters": {"time": 2}},
              {"card": "Saw It Coming", "face_down": "other", "foretold": True, "foretold_turn": 2},
              {"card": "Slickshot Show-Off", "plotted": True, "plotted_turn": 2}],
    "command": [{"card": "Naya"}],
    "outside_game": [{"id": "companion", "card": "Lurrus of the Dream-Den"}],
    "phased_out": [{"card": "Grizzly Bears"}, {"card": "Lost in Thought", "attached_to": "A/phased_out/0"}],
}


def _leaves(menu: QMenu):
    for action in menu.actions():
        if action.menu() is not None:
            yield from _leaves(action.menu())
        elif action.text() and not action.isSeparator() and action.isEnabled():
            yield action


def test_every_entry_of_every_cards_menu_works_and_undoes(window, tmp_path):
    _open_board(window, tmp_path, {**EVERY_KIND, "companion": "companion"}, game={"planechase": True})
    assert {zone for zone in ZONES if getattr(window.document.state.player("A"), zone)} == set(ZONES)
    window.prompts.answers = {kind: [None] * 1000 for kind in ("text", "item", "counters")}
    start = window.document.state
    ids = [obj.id for zone in ZONES for obj in getattr(start.player("A"), zone)]
    walked = 0
    for obj_id in ids:
        labels = _labels(window, obj_id)
        for label in labels:
            menu = QMenu()
            window.board.menu.build(obj_id, menu)
            action = next(a for a in _leaves(menu) if _path(a) == label)
            depth = window.document.undo_stack.index()
            action.trigger()
            walked += 1
            state = window.document.state
            assert state_of(parse_scenario(dump_scenario(state))).model_dump() == state.model_dump(), label
            while window.document.undo_stack.index() > depth:
                window.document.undo_stack.undo()
            assert window.document.state == start, label
    assert window.prompts.errors == []
    assert walked > 300, walked


def _path(action) -> str:
    """An entry by where it is: "Move to/B/Graveyard"."""
    parts, parent = [action.text()], action.parent()
    while isinstance(parent, QMenu) and parent.title():
        parts.insert(0, parent.title())
        parent = parent.parent()
    return "/".join(parts)


def _labels(window, obj_id):
    menu = QMenu()
    window.board.menu.build(obj_id, menu)
    return [_path(a) for a in _leaves(menu)]
