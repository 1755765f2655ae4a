"""A damaged window.ini (the app's remembered settings, plain text in the user's data folder)
never stops the app from starting: a value of the wrong kind reads as not set.

Found by fuzzing the file (243 damaged files): before, a `geometry`, `windowState` or
`rules_file` of the wrong kind (a hand edit, a sync tool, a crash while it was written) raised
while the window was built, at every start, until the user found and deleted the file."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QApplication

from judgeapp.gui.dialogs import NewBoardDialog
from judgeapp.gui.main_window import MainWindow

from .test_board_layout import menu_action

# (INI section, key, the raw text after "="): each of the wrong kind for what the key holds.
DAMAGED_LINES = [
    ("General", "geometry", "12"),
    ("General", "geometry", "@ByteArray(garbage)"),
    ("General", "geometry", "a, b, c"),
    ("General", "windowState", "12"),
    ("General", "windowState", "1, 2"),
    ("General", "windowState", "@Variant(garbage)"),
    ("General", "windowState", "@ByteArray(\\0\\xff)"),
    ("General", "rules_file", "a, b, c"),
    ("General", "rules_file", "@ByteArray(rules.txt)"),
    ("General", "rules_file", "/no/such/rules.txt"),
    ("General", "language", "1, 2"),
    ("General", "language", "xx"),
    ("General", "theme", "@ByteArray(dark)"),
    ("General", "theme", "purple"),
    ("General", "compact", "1, 2"),
    ("General", "text_scale", "huge"),
    ("General", "text_scale", "1e308"),
    ("General", "text_scale", "0"),
    ("General", "text_scale", "nan"),
    ("General", "text_scale", "1, 2"),
    ("General", "new_board", "@Variant(garbage)"),
    ("General", "new_board", "names, turn"),
    ("split", "1400", "1.5, nan"),
    ("split", "1400", "-5, 99999999999999999999"),
    ("split", "1400", "x"),
    ("split", "1400", "1, 2, 3"),
]

# Records of the wrong shape under "new_board" (the New board dialog's last choices).
DAMAGED_CHOICES = [
    {"names": 5, "turn": "abc", "active": 99, "step": 3, "priority": ["x"], "planechase": "no"},
    {"names": ["Alice", 3, None], "turn": 10**15, "active": -4, "two_headed_giant": 1},
    {"turn": True, "active": "1"},
    ["names"],
]


def _start(data_dir) -> MainWindow:
    """The app started on this data folder, shown at a laptop-sized 1400x800."""
    window = MainWindow(data_dir, offer_restore=False)
    window.show()
    window.resize(1400, 800)
    QApplication.processEvents()
    return window


def _open_new_board_and_cancel(window: MainWindow) -> dict:
    """File > New, as the user does; the dialog's fields as it opened (then cancelled)."""
    seen: dict = {}

    def read_and_cancel() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, NewBoardDialog)
        seen.update(names=[edit.text() for edit in dialog.names], turn=dialog.turn.value(),
                    active=dialog.active.currentIndex())
        dialog.reject()

    QTimer.singleShot(0, read_and_cancel)
    menu_action(window, "File", "New").trigger()
    return seen


def _close(window: MainWindow) -> None:
    window.document.undo_stack.setClean()
    window.close()
    window.deleteLater()


@pytest.mark.parametrize("section, key, raw", DAMAGED_LINES)
def test_a_damaged_setting_reads_as_not_set_and_the_app_starts(qtbot, data_dir, section, key, raw):
    english = "" if key == "language" else "language=en\n"
    lines = f"[General]\n{english}{key}={raw}\n" if section == "General" else f"[General]\n{english}[{section}]\n{key}={raw}\n"
    (data_dir / "window.ini").write_text(lines, encoding="utf-8")
    window = _start(data_dir)
    try:
        assert window.document.state.players, "the bundled example board is on screen"
        assert window.split.sizes()[0] > 0 and window.split.sizes()[1] > 0     # board and verdicts both shown
        assert window.rules().text("116.1")        # the shipped rules, when the remembered file is unusable
        assert _open_new_board_and_cancel(window)["turn"] >= 1
    finally:
        _close(window)


@pytest.mark.parametrize("choice", DAMAGED_CHOICES, ids=range(len(DAMAGED_CHOICES)))
def test_the_new_board_dialog_opens_from_damaged_last_choices(qtbot, data_dir, choice):
    settings = QSettings(str(data_dir / "window.ini"), QSettings.Format.IniFormat)
    settings.setValue("new_board", choice)
    settings.sync()
    window = _start(data_dir)
    try:
        seen = _open_new_board_and_cancel(window)
        # What was of the right kind is kept (the name "Alice"); the rest starts as for a first board.
        assert seen["names"][0] in ("", "Alice")
        assert 1 <= seen["turn"] <= 999 and seen["active"] >= 0
    finally:
        _close(window)


@pytest.mark.parametrize("damage", ["[" * 5000 + "]" * 5000, "[\"cut short", "5", "{\"a\": 1}"])
def test_a_damaged_list_of_recent_files_reads_as_empty_and_the_app_starts(qtbot, data_dir, damage):
    """recent.json (File > Open Recent) in the user's data folder: one nested deeper than Python's
    JSON reader goes raised RecursionError while the window was built, at every start, until the
    user found and deleted the file; the other damage already read as no recent files."""
    (data_dir / "recent.json").write_text(damage, encoding="utf-8")
    window = MainWindow(data_dir)
    qtbot.addWidget(window)
    assert window.recent_menu.actions() == [] and not window.recent_menu.isEnabled()
    window.close()
