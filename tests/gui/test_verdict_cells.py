"""The verdict tree's cells as the user sees them (gui/wrap_delegate.py): each verdict drawn in
its colour (green legal, red not legal), a selected row in the palette's selected-text colour,
and a long reason wrapped onto more lines when the column is narrow, never cut off."""

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPalette

from judgeapp.gui.verdict_panel import ILLEGAL, LEGAL


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
