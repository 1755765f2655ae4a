"""The installed Qt binding keeps Python's reference counts straight. PySide6 6.12.0 under
Python 3.11 drops a reference to None on every void call and the app aborts after a few
thousand calls; pyproject.toml caps the version because of it."""

import sys

from PySide6.QtWidgets import QWidget


def test_void_qt_calls_do_not_drop_references_to_none(qtbot):
    widget = QWidget()
    qtbot.addWidget(widget)
    before = sys.getrefcount(None)
    for _ in range(2000):
        widget.update()
        widget.setEnabled(True)
    assert abs(sys.getrefcount(None) - before) < 100
