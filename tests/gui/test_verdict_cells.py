"""The verdict tree's cells as the user sees them (gui/wrap_delegate.py): each verdict drawn in
its colour (green legal, red not legal), a selected row in the palette's selected-text colour,
and a long reason wrapped onto more lines when the column is narrow, never cut off."""

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication

from judgeapp.gui.verdict_panel import ILLEGAL, LEGAL
from tests.gui.test_board_layout import menu_action


def _cells(window, starts: str):
    """The index of every option row's verdict cell whose words start with `starts`."""
    model = window.verdicts.model
    found = []
    for row in range(model.rowCount()):
        parent = model.index(row, 0)
        for child in range(model.rowCount(parent)):
            cell = model.index(child, 1, parent)
            if (cell.data() or "").startswith(starts):
                found.append(cell)
    return found


def _near(colour: QColor, target: QColor, slack: int = 40) -> bool:
    return all(abs(a - b) <= slack for a, b in zip(colour.getRgb()[:3], target.getRgb()[:3]))


def _share(window, cell, target: QColor) -> int:
    """How many pixels of a cell, as painted on screen, are drawn in (about) a colour."""
    tree = window.verdicts.tree
    tree.scrollTo(cell)
    image = tree.viewport().grab(tree.visualRect(cell)).toImage()
    return sum(_near(image.pixelColor(x, y), target) for x in range(image.width()) for y in range(image.height()))


def test_each_verdict_is_drawn_in_its_colour_and_a_selected_row_in_the_selection_colour(window, qtbot):
    """The bundled example has a legal option and options that are not: their words are green and
    red on screen; clicking a red one selects it, and its words are drawn in the selected-text
    colour, not red (they would be unreadable on the selection's background)."""
    legal, not_legal = _cells(window, "✔"), _cells(window, "✘")
    assert legal and not_legal
    assert _share(window, legal[0], QColor(LEGAL)) > 20 and _share(window, legal[0], QColor(ILLEGAL)) == 0
    assert _share(window, not_legal[0], QColor(ILLEGAL)) > 20
    tree = window.verdicts.tree
    qtbot.mouseClick(tree.viewport(), Qt.MouseButton.LeftButton, pos=tree.visualRect(not_legal[0]).center())
    assert tree.selectionModel().isRowSelected(not_legal[0].row(), not_legal[0].parent())
    selected_text = tree.palette().color(QPalette.ColorGroup.Active, QPalette.ColorRole.HighlightedText)
    assert _share(window, not_legal[0], QColor(ILLEGAL)) == 0
    assert _share(window, not_legal[0], selected_text) > 20


def test_a_long_reason_wraps_onto_more_lines_when_its_column_is_narrowed(window, qtbot):
    """The first failing reason is read in full: narrowing the verdict panel (the splitter dragged
    towards it) makes its row taller (the words wrap) instead of cutting them off with an ellipsis."""
    tree, split = window.verdicts.tree, window.split
    cell = max(_cells(window, "✘"), key=lambda index: len(index.data()))
    line, words = tree.fontMetrics().height(), tree.fontMetrics().horizontalAdvance(cell.data())

    def verdict_panel(width: int) -> None:
        total = sum(split.sizes())
        split.setSizes([total - width, width])

    window.resize(1366, 768)                                   # the commonest laptop screen
    qtbot.waitUntil(lambda: sum(split.sizes()) > 1200)
    verdict_panel(sum(split.sizes()) * 2 // 3)
    qtbot.waitUntil(lambda: tree.header().sectionSize(1) > words + 20)
    assert tree.visualRect(cell).height() < 2 * line          # room enough: one line
    verdict_panel(0)                                           # as narrow as it goes
    qtbot.waitUntil(lambda: tree.header().sectionSize(1) < words)
    qtbot.waitUntil(lambda: tree.visualRect(cell).height() >= 2 * line)


def _largest_difference(one, other) -> int:
    """The largest difference of a colour channel (0-255) between two pictures of the same size."""
    assert one.size() == other.size()
    return max((abs(a - b) for y in range(one.height()) for x in range(one.width())
                for a, b in zip(one.pixelColor(x, y).getRgb()[:3], other.pixelColor(x, y).getRgb()[:3])),
               default=0)


def test_a_cell_painted_again_from_its_kept_picture_looks_as_when_first_drawn(window, qtbot):
    """An edit repaints the verdict tree, most of its cells unchanged, so a cell's words drawn
    once are kept as a picture and copied when the same cell is painted again: what the user sees
    is the same (at most two colour steps of 255 of rounding where a letter's edge is blended; one
    seen, in dark), in the light and dark colours and with a row selected (its words in the selection's colour), for
    wrapped reasons and mana symbols alike."""
    tree = window.verdicts.tree
    window.resize(1366, 768)
    tree.expandAll()
    legal = _cells(window, "✔")[0]
    qtbot.mouseClick(tree.viewport(), Qt.MouseButton.LeftButton, pos=tree.visualRect(legal).center())
    try:
        for theme in ("Light", "Dark"):
            menu_action(window, "View", theme).trigger()
            QApplication.processEvents()
            delegate = tree.itemDelegate()
            delegate._pixmaps.clear()                      # (nothing kept yet: as if first shown)
            delegate._painted.clear()
            first = tree.viewport().grab().toImage()       # every cell drawn from its words
            again = tree.viewport().grab().toImage()       # the same cells, from their pictures
            assert delegate._pixmaps, "no cell was painted from a kept picture"
            assert _largest_difference(first, again) <= 2, theme     # (a rounding at most, unseen)
    finally:
        menu_action(window, "View", "System colours").trigger()


def test_the_pictures_kept_stay_within_their_budget(window, qtbot, monkeypatch):
    """However many different cells are painted (a long session of edits, a window made wider and
    narrower), the pictures kept stay within their memory budget (made small here, so that the
    bundled example's cells overflow it), and cells are still kept after it overflows."""
    from judgeapp.gui import wrap_delegate
    monkeypatch.setattr(wrap_delegate, "PIXMAP_BYTES", 150_000)
    tree = window.verdicts.tree
    tree.expandAll()
    delegate, overflowed = tree.itemDelegate(), 0
    for width in range(1024, 1920, 60):              # each width wraps every reason differently
        window.resize(width, 800)
        QApplication.processEvents()
        before = delegate._pixmap_bytes
        tree.viewport().grab()
        tree.viewport().grab()
        overflowed += delegate._pixmap_bytes < before
        assert 0 < delegate._pixmap_bytes <= wrap_delegate.PIXMAP_BYTES
    assert overflowed
