"""116.1, the judge-exam classic: Pithing Needle naming a face-down Exalted Angel doesn't stop its
controller turning it face up, a special action, not an activated ability. Clicked in the verdicts,
the option's ruling says so, naming the Needle, and the ruling copied to the clipboard says it too."""

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from judgeapp.core.resources import resource_path
from judgeapp.core.verdict import ActionKind


def test_clicking_the_morphs_option_says_pithing_needle_does_not_stop_it(window, qtbot):
    assert window.open_file(resource_path("scenarios", "face-up-pithing-needle.json"), ask=False, example=True)
    verdicts = window.verdicts
    assert verdicts.select(ActionKind.TURN_FACE_UP)          # (to find its row: then clicked as a user would)
    index = verdicts.tree.currentIndex()
    verdicts.tree.clearSelection()
    verdicts.tree.setCurrentIndex(verdicts.tree.model().index(0, 0))
    verdicts.tree.scrollTo(index)
    rect = verdicts.tree.visualRect(index)
    qtbot.mouseClick(verdicts.tree.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert verdicts.tree.currentIndex() == index
    page = verdicts.details.toPlainText()
    assert "Pithing Needle stops activated abilities, but this is a special action, not an activated ability" in page
    qtbot.mouseClick(verdicts.copy_button, Qt.MouseButton.LeftButton)
    assert "Pithing Needle doesn't stop it. (116.1)" in QApplication.clipboard().text()
