"""The card menu, the attach dialog and the board's card labels speak the reader's language:
each way of being face down, each door and a time counter is named as the catalog names it, and
an attachment is chosen and shown by card name, not by the board's internal object ids."""

from PySide6.QtCore import QTimer, Qt
from PySide6.QtGui import QContextMenuEvent
from PySide6.QtWidgets import QApplication

from judgeapp.core import edits
from judgeapp.core.resources import resource_path
from judgeapp.gui.models import ID_ROLE


def _row(window, pid: str, zone: str, card: str):
    model = window.board.panels[pid].views[zone].model()
    return next(model.index(r) for r in range(model.rowCount())
                if window.document.state.locate(model.index(r).data(ID_ROLE))[2].card == card)


def _right_click(window, qtbot, pid: str, zone: str, card: str, choose: str | None = None) -> dict[str, list[str]]:
    """Right-click the card on the board: the context-menu event a right click delivers (QTest's
    mouse clicks bypass the window system, which makes that event). The menu's entries (under "")
    and each submenu's entries under its title; the menu is closed unchanged."""
    view = window.board.panels[pid].views[zone]
    index = _row(window, pid, zone, card)
    seen: dict[str, list[str]] = {}

    def read_and_close():
        menu = QApplication.activePopupWidget()
        seen[""] = [a.text() for a in menu.actions()] if menu else []
        for action in menu.actions() if menu else ():
            if action.menu():
                seen[action.text()] = [a.text() for a in action.menu().actions()]
        chosen = next((a for a in menu.actions() if a.text() == choose), None) if menu and choose else None
        if menu:
            menu.close()
        if chosen is not None:
            chosen.trigger()          # the user's click on that entry

    QTimer.singleShot(100, read_and_close)
    pos = view.visualRect(index).center()
    QApplication.sendEvent(view.viewport(), QContextMenuEvent(QContextMenuEvent.Reason.Mouse, pos,
                                                              view.viewport().mapToGlobal(pos)))
    qtbot.waitUntil(lambda: "" in seen)
    assert seen[""], "right-clicking a card opened no menu"
    return seen


def test_face_down_ways_are_named_in_the_readers_language(window, qtbot):
    """708.2: how a permanent came to be face down decides how it turns face up; the menu's
    choices were the data's English words ("morph", "cloak") in every language."""
    window.open_file(resource_path("scenarios", "exalted-angel-split-second.json"), example=True)
    window.set_language("it")
    menu = _right_click(window, qtbot, "A", "battlefield", "Exalted Angel")
    assert menu["A faccia in giù"] == ["A faccia in su", "metamorfosi", "megamorfosi", "camuffamento", "manifestare",
                                       "occultare", "un altro effetto"]
    window.set_language("ja")
    menu = _right_click(window, qtbot, "A", "battlefield", "Exalted Angel")
    assert "変異" in menu["裏向き"] and "morph" not in menu["裏向き"]


def test_room_doors_and_time_counters_are_named_in_the_readers_language(window, qtbot):
    """709.5: a Room's doors; 702.62a: a suspended card's time counters."""
    window.open_file(resource_path("scenarios", "room-and-companion.json"), example=True)
    state = window.document.state
    room = next(o for _pid, o in state.permanents() if window.board._db().get(o.card).is_room)
    holder = state.locate(room.id)[0].id
    state, rift_bolt = edits.add_card(state, holder, "exile", "Rift Bolt")
    window.document.edit(edits.update_object(state, rift_bolt, counters={"time": 2}), "suspend")
    window.set_language("it")
    menu = _right_click(window, qtbot, holder, "battlefield", room.card)
    assert menu["Porte"] == ["sinistra sbloccata", "destra sbloccata"]
    menu = _right_click(window, qtbot, holder, "exile", "Rift Bolt", choose="Aggiungi un segnalino tempo")
    assert {"Aggiungi un segnalino tempo", "Rimuovi un segnalino tempo"} <= set(menu[""])
    assert window.document.state.locate(rift_bolt)[2].counters == {"time": 3}     # the entry adds one
    window.set_language("es")
    menu = _right_click(window, qtbot, holder, "exile", "Rift Bolt")
    assert "Añadir un contador de tiempo" in menu[""]
    window.set_language("ja")
    look = _row(window, holder, "exile", "Rift Bolt").data(Qt.ItemDataRole.DisplayRole)
    assert "{時間：3}" in look and "time" not in look


def test_attach_to_offers_the_cards_by_name_and_attaches_the_chosen_one(window, qtbot):
    """303.4: an Aura is attached to a permanent; the dialog listed object ids ("B/battlefield/7")."""
    state = window.document.state
    state, aura = edits.add_card(state, "A", "battlefield", "Lost in Thought")
    state, bears = edits.add_card(state, "B", "battlefield", "Grizzly Bears")
    window.document.edit(state, "an Aura and a creature")
    offered = []
    window.prompts.item = lambda title, label, items, current=0: offered.extend(items) or "Grizzly Bears (B)"
    _right_click(window, qtbot, "A", "battlefield", "Lost in Thought", choose="Attach to…")
    assert window.document.state.locate(aura)[2].attached_to == bears
    assert "(nothing)" == offered[0] and not any("/" in item for item in offered[1:])
    label = _row(window, "A", "battlefield", "Lost in Thought").data(Qt.ItemDataRole.DisplayRole)
    assert "attached to Grizzly Bears" in label and bears not in label


def test_two_permanents_that_look_the_same_are_numbered_in_the_attach_dialog(window, qtbot):
    state = window.document.state
    state, aura = edits.add_card(state, "A", "battlefield", "Lost in Thought")
    for _ in range(2):
        state, _bears = edits.add_card(state, "B", "battlefield", "Grizzly Bears")
    second = state.player("B").battlefield[-1].id
    window.document.edit(state, "an Aura and two Bears")
    offered = []
    window.prompts.item = lambda title, label, items, current=0: offered.extend(items) or "Grizzly Bears (B) #2"
    _right_click(window, qtbot, "A", "battlefield", "Lost in Thought", choose="Attach to…")
    assert offered.count("Grizzly Bears (B)") == 1 and "Grizzly Bears (B) #2" in offered
    assert window.document.state.locate(aura)[2].attached_to == second


def test_the_step_buttons_name_their_step_in_full_in_the_readers_language(window):
    """500.1: the turn's steps. The short button text is the catalog's; its tooltip and the name a
    screen reader speaks were the data's identifiers ("precombat main") in every language."""
    from judgeapp.core.state import Step
    window.set_language("ja")
    button = window.turn_bar.steps.button(list(Step).index(Step.PRECOMBAT_MAIN))
    assert button.toolTip() == button.accessibleName() == "戦闘前メイン・フェイズ"
    window.set_language("en")
    button = window.turn_bar.steps.button(list(Step).index(Step.PRECOMBAT_MAIN))
    assert button.toolTip() == "precombat main phase"


def test_menus_are_not_left_behind_by_right_clicks_or_language_switches(window, qtbot):
    """Each right click made a card menu (about 20 actions) that stayed a child of the list, and
    each language switch left the previous language's 50-odd actions and 10 menus behind, the
    Undo and Redo actions still listening to the undo stack."""
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QMenu

    def settle():
        for _ in range(3):
            QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
            QApplication.processEvents()

    view = window.board.panels["A"].views["hand"]
    card = window.document.state.player("A").hand[0].card
    _right_click(window, qtbot, "A", "hand", card)
    settle()
    menus_after_one = len(view.findChildren(QMenu))
    for _ in range(3):
        _right_click(window, qtbot, "A", "hand", card)
    settle()
    assert len(view.findChildren(QMenu)) == menus_after_one == 0
    window.set_language("it")
    settle()
    actions = len(window.findChildren(QAction))
    for lang in ("ja", "fr", "it"):
        window.set_language(lang)
        settle()
    assert len(window.findChildren(QAction)) == actions
    shown = {a.menu() for a in window.menuBar().actions()}
    assert set(window.menuBar().findChildren(QMenu, options=Qt.FindChildOption.FindDirectChildrenOnly)) == shown
    window.set_language("en")
