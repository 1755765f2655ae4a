"""What an edit repaints (issue 14: an edit on screen within a 60 Hz frame). Painting is most of
an edit's time, so these check which parts of the window an edit asks Qt to paint again: only
what changed. They count paint events and their rectangles, never time."""

from PySide6.QtCore import QEvent, QObject, Qt

from judgeapp.core import edits


class PaintLog(QObject):
    """The rectangles of the paint events each watched widget receives."""

    def __init__(self, *widgets):
        super().__init__()
        self.rects: dict[object, list] = {widget: [] for widget in widgets}
        for widget in widgets:
            widget.installEventFilter(self)

    def eventFilter(self, watched, event) -> bool:
        if event.type() == QEvent.Type.Paint and watched in self.rects:
            self.rects[watched].append(event.rect())
        return False


def _settle(qtbot) -> None:
    """Let every queued update, layout and paint happen (the event loop runs for a while)."""
    qtbot.wait(50)


def test_tapping_a_card_repaints_its_row_and_not_the_rest_of_its_zone(window, qtbot):
    """T taps the selected card: its row is painted again, the zone's other rows are not. Every
    row is the same size (CardDelegate.sizeHint), so QListView's own dataChanged, which lays the
    whole list out again and repaints every row a moment later, is skipped."""
    view = window.board.panels["A"].views["battlefield"]
    assert view.model().rowCount() >= 3
    view.setCurrentIndex(view.model().index(2))
    view.setFocus()
    _settle(qtbot)
    log = PaintLog(view.viewport())
    qtbot.keyClick(view, Qt.Key.Key_T)
    _settle(qtbot)
    assert window.document.state.player("A").battlefield[2].tapped
    row = view.visualRect(view.model().index(2))
    painted = log.rects[view.viewport()]
    assert painted, "the tapped card's row was not painted again"
    assert all(rect.top() >= row.top() and rect.bottom() <= row.bottom() for rect in painted), \
        f"painted {painted}, the tapped row is {row}"


def test_compact_board_still_lays_the_zones_out_again(window, qtbot):
    """View ▸ Compact board makes every row one line: the zone's rows move up to the new height
    (the layout QListView's dataChanged no longer does is the compact toggle's own)."""
    view = window.board.panels["A"].views["battlefield"]
    before = view.visualRect(view.model().index(1)).top()
    window.compact_action.trigger()
    try:
        _settle(qtbot)
        assert view.visualRect(view.model().index(1)).top() < before
    finally:
        window.compact_action.trigger()
    _settle(qtbot)
    assert view.visualRect(view.model().index(1)).top() == before


def test_an_edit_that_keeps_the_verdicts_repaints_nothing_of_the_verdict_tree(window, qtbot):
    """Tapping a card no verdict depends on (Teferi, Mage of Zhalfir is not a mana source) leaves
    the tree as it was: none of its cells, its header or its scroll bar is painted again."""
    tree = window.verdicts.tree
    teferi = next(o for o in window.document.state.player("A").battlefield if o.card == "Teferi, Mage of Zhalfir")
    before = window.verdicts.evaluation()
    _settle(qtbot)
    log = PaintLog(tree.viewport(), tree.header().viewport(), tree.verticalScrollBar())
    window.document.edit(edits.update_object(window.document.state, teferi.id, tapped=True), "tap Teferi")
    _settle(qtbot)
    assert window.verdicts.evaluation() == before       # the verdicts did not change
    names = {tree.viewport(): "the tree's cells", tree.header().viewport(): "its header",
             tree.verticalScrollBar(): "its scroll bar"}
    assert {names[widget]: rects for widget, rects in log.rects.items() if rects} == {}


def test_an_edit_in_place_repaints_the_tree_but_not_its_header(window, qtbot):
    """Tapping A's Islands changes Deep-Sea Kraken's suspend verdict (118.3): the tree's cells are
    painted again in place; the header, whose words did not change, is not. Before, the tree
    turned its updates off and on around every such edit, and turning them on repaints the whole
    tree, its header and its scroll bars (a Fusion scroll bar alone takes about 2 ms)."""
    tree = window.verdicts.tree
    window.resize(1500, 900)        # the window's size on a desktop screen: the suspend row is in view
    _settle(qtbot)
    log = PaintLog(tree.viewport(), tree.header().viewport())
    state = window.document.state
    for obj in state.player("A").battlefield:
        if obj.card == "Island":
            state = edits.update_object(state, obj.id, tapped=True)
    window.document.edit(state, "tap A's Islands")
    _settle(qtbot)
    assert log.rects[tree.viewport()], "the changed verdicts were not painted"
    assert log.rects[tree.header().viewport()] == []


def test_an_edit_in_place_announces_each_changed_verdict_row_once(window, qtbot):
    """The tree measures a row's height again (the wrapped words of both its cells) for every
    dataChanged it hears. Tapping A's Islands changes Deep-Sea Kraken's suspend verdict (118.3):
    each changed row is announced once, whole, and no unchanged row is; one cell's setters (words,
    colour, font, tooltip, icon) used to announce it four or five times."""
    model = window.verdicts.model
    before = {(top.parent().row(), top.row()): (top.siblingAtColumn(0).data(), top.siblingAtColumn(1).data())
              for top in _rows(model)}
    heard = []
    model.dataChanged.connect(lambda top, bottom, roles=(): heard.append(
        ((top.parent().row(), top.row()), top.column(), bottom.row(), bottom.column())))
    state = window.document.state
    for obj in state.player("A").battlefield:
        if obj.card == "Island":
            state = edits.update_object(state, obj.id, tapped=True)
    window.document.edit(state, "tap A's Islands")
    after = {(top.parent().row(), top.row()): (top.siblingAtColumn(0).data(), top.siblingAtColumn(1).data())
             for top in _rows(model)}
    changed = sorted(key for key in after if after[key] != before[key])
    assert changed, "tapping the Islands changed no verdict row"
    assert sorted(row for row, *_ in heard) == changed                          # each once, only those
    assert all(left == 0 and right == 1 and bottom == row[1] for row, left, bottom, right in heard)


def _rows(model):
    """Every row's first index, the actions' and their options'."""
    for row in range(model.rowCount()):
        title = model.index(row, 0)
        yield title
        for child in range(model.rowCount(title)):
            yield model.index(child, 0, title)


def _tap_islands(window) -> None:
    state = window.document.state
    for obj in state.player("A").battlefield:
        if obj.card == "Island":
            state = edits.update_object(state, obj.id, tapped=True)
    window.document.edit(state, "tap A's Islands")


def _texts(model) -> dict:
    """Every cell's words and tooltip, by (parent row, row, column)."""
    found = {}
    for top in _rows(model):
        for column in (0, 1):
            index = top.siblingAtColumn(column)
            found[(top.parent().row(), top.row(), column)] = (index.data(), index.data(Qt.ItemDataRole.ToolTipRole))
    return found


def _rows_worded(monkeypatch) -> list:
    """The options whose rows the verdict list words from now on (the first of each group)."""
    from judgeapp.gui.verdict_panel import VerdictModel
    worded: list = []
    word_row = VerdictModel._option_row
    monkeypatch.setattr(VerdictModel, "_option_row",
                        lambda self, group, hide: worded.append(group[0]) or word_row(self, group, hide))
    return worded


def _made_afresh(model, evaluation):
    """A verdict list made anew for an evaluation, in the model's language."""
    from judgeapp.gui.verdict_panel import VerdictModel
    fresh = VerdictModel()
    fresh.lang = model.lang
    fresh.show(evaluation, False)
    return fresh


def test_an_edit_words_again_only_the_option_rows_that_read_differently(window, monkeypatch):
    """An option row's words are made from what the option reads (its action, card, detail and
    cost, and its first failing check; the group's size; the language). Tapping A's Islands
    changes Deep-Sea Kraken's suspend verdict (118.3): only option groups whose key changed (each
    of them reading differently here) are worded again, the others keep the words the last edit
    made, and every cell still reads exactly as a list made afresh for the new verdicts does."""
    model = window.verdicts.model
    player = window.verdicts.evaluation().player

    def keys(evaluation):
        return {(key, len(group)) for verdict in evaluation.verdicts for key, group in verdict.keyed_option_groups()}
    before = keys(window.verdicts.evaluation())
    worded = _rows_worded(monkeypatch)
    _tap_islands(window)
    evaluation = window.verdicts.evaluation()
    assert evaluation.player == player
    after = keys(evaluation)
    assert after != before, "tapping the Islands changed no option"
    assert len(worded) == len(after - before) < len(after)
    assert _texts(model) == _texts(_made_afresh(model, evaluation))


def test_an_option_row_whose_words_stay_is_not_worded_again_when_its_checks_change(window, monkeypatch):
    """Issue 14 (an edit on screen within a frame; tapping a mana source on a 301-object board
    worded all 13 option rows again): a row reads the option's label, and its cost or its first
    failing check. With B holding priority, each of A's options fails that first (116.2); tapping
    A's Islands changes whether A's costs can be paid (118.3), so the options' checks change, but
    no row's words do: none is worded again, and every cell reads as a list made afresh does."""
    window.document.edit(edits.set_fields(window.document.state, priority="B"), "B has priority")
    box = window.verdicts.player_box
    box.setCurrentIndex(box.findData("A"))
    model = window.verdicts.model
    before = window.verdicts.evaluation()
    assert before.player == "A"
    assert all(option.first_failure is not None and option.first_failure.rule.startswith("116.2")
               for verdict in before.verdicts for option in verdict.options)
    worded = _rows_worded(monkeypatch)
    _tap_islands(window)
    after = window.verdicts.evaluation()
    changed = [o for v_before, v_after in zip(before.verdicts, after.verdicts)
               for o_before, o in zip(v_before.options, v_after.options) if o.checks != o_before.checks]
    assert changed, "tapping the Islands changed no option's checks"
    assert worded == []
    assert _texts(model) == _texts(_made_afresh(model, after))


def _undo(window) -> None:
    """Edit ▸ Undo, as the user chooses it."""
    edit_menu = next(a.menu() for a in window.menuBar().actions() if a.text().replace("&", "") == "Edit")
    next(a for a in edit_menu.actions() if a.text().replace("&", "").startswith("Undo")).trigger()


def test_an_edit_back_to_an_earlier_board_words_no_option_row_again(window, monkeypatch):
    """Issue 14: a board edited and then edited back (a land tapped and untapped, the step moved on
    and back, an edit undone) reads as it did, so its option rows keep the words made for it the
    first time, however many edits ago: tapping A's Islands words the rows that read differently;
    Edit > Undo words none, and every cell reads as a list made afresh does."""
    model = window.verdicts.model
    first = window.verdicts.evaluation()
    worded = _rows_worded(monkeypatch)
    _tap_islands(window)
    assert worded, "tapping the Islands changed no option row's words"
    worded.clear()
    _undo(window)
    assert window.verdicts.evaluation() == first
    assert worded == []
    assert _texts(model) == _texts(_made_afresh(model, first))


def test_option_rows_are_worded_again_once_a_card_set_is_imported(window, qtbot, monkeypatch):
    """A card set imported (File > Card database > Import) may give cards names in the reader's
    language that the rows made before didn't have: the rows kept from earlier edits are worded
    again after it."""
    from judgeapp.core import cards
    from tests.gui.test_card_database import DATA, _import
    worded = _rows_worded(monkeypatch)
    _tap_islands(window)
    _undo(window)
    try:
        _import(window, qtbot, DATA / "AtomicCards-sample.json")
        assert window.prompts.errors == []
        worded.clear()
        _tap_islands(window)
        groups = sum(len(verdict.keyed_option_groups()) for verdict in window.verdicts.evaluation().verdicts)
        assert len(worded) == groups
    finally:
        cards.use_store(None)


def test_an_edit_repaints_no_field_that_shows_what_it_showed(window, qtbot):
    """Qt repaints a spin box set to its own value, a line edit given its own text and an empty
    label cleared, and a list whose model is reset. Tapping Teferi, Mage of Zhalfir changes no
    number, name or board warning: none of the turn bar's and players' fields, the practice
    score or the warning list (showing 117.3a: nobody has priority in a main phase) is painted."""
    from PySide6.QtWidgets import QLineEdit, QSpinBox
    window.document.edit(edits.set_fields(window.document.state, priority=None), "nobody has priority")
    window.verdicts.tree.setFocus()        # (no text cursor blinking in a field)
    _settle(qtbot)
    assert window.warnings_model.rowCount() and window.warnings_view.isVisible()
    fields = [w for w in window.findChildren(QSpinBox) + window.findChildren(QLineEdit) if w.isVisible()]
    assert len(fields) >= 8
    watched = [*fields, window.verdicts.score_label, window.warnings_view.viewport()]
    log = PaintLog(*watched)
    teferi = next(o for o in window.document.state.player("A").battlefield if o.card == "Teferi, Mage of Zhalfir")
    window.document.edit(edits.update_object(window.document.state, teferi.id, tapped=True), "tap Teferi")
    _settle(qtbot)
    assert window.document.state.locate(teferi.id)[2].tapped
    painted = [widget.accessibleName() or widget.objectName() or type(widget).__name__
               for widget, rects in log.rects.items() if rects]
    assert painted == []


def test_an_edit_works_the_board_out_once_for_its_verdicts_and_its_rows(window, qtbot, monkeypatch):
    """An edit's evaluation and the board rows it redraws (what effects give each permanent:
    haste, land types, a Licid's Aura) read one Context of the new board: the effects in force
    and the objects' places are worked out once, not again for the rows."""
    from judgeapp.core.context import Context
    made = []
    post_init = Context.__post_init__
    monkeypatch.setattr(Context, "__post_init__", lambda self: made.append(self.state) or post_init(self))
    _tap_islands(window)
    _settle(qtbot)
    assert made == [window.document.state]



def test_a_card_cell_is_painted_from_one_read_of_its_model(window, qtbot):
    """Each card a zone list paints asks its model once for all it draws (the card's look, the
    actions legal and not legal for it, its marks and whether it is pointed at: CELL_ROLE), not
    once for each: every call into the model runs Python, and a board's first paint, a new quiz
    question and a list painted again paint every card it shows. The window's battlefield, shown
    again in a list whose model counts what it is asked (a subclass: Qt keeps the methods it
    found on a model, so the window's own can't be spied on)."""
    from judgeapp.gui.board import ZoneView
    from judgeapp.gui.card_delegate import CELL_ROLE
    from judgeapp.gui.models import ZoneModel

    class CountingModel(ZoneModel):
        def __init__(self, *args):
            super().__init__(*args)
            self.asked: list[int] = []

        def data(self, index, role=Qt.ItemDataRole.DisplayRole):
            self.asked.append(int(role))
            return super().data(index, role)

    shown = window.board.panels["A"].views["battlefield"].model()
    model = CountingModel(window.document, window.highlights, shown._db_source, "A", "battlefield", shown.settings)
    view = ZoneView(model, None)
    view.resize(400, 2000)
    view.show()
    qtbot.waitExposed(view)
    try:
        assert model.rowCount() >= 5
        _settle(qtbot)
        model.asked.clear()
        view.viewport().repaint()
        assert model.asked.count(int(CELL_ROLE)) == len(model.asked) == model.rowCount(), \
            f"roles asked while painting {model.rowCount()} cards: {model.asked}"
    finally:
        view.close()
        view.deleteLater()
