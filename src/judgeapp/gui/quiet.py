"""Setting a field to what it already shows, without painting it again. Qt repaints a spin box
given the value it has (QSpinBox.setValue), a line edit given its own text (QLineEdit.setText)
and an empty label cleared (QLabel.clear), each with the part of its parent behind it. An edit
refreshes every field of the turn bar and the player panels, so those go through these, which
change a field only when what it shows differs."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QLineEdit, QSpinBox


def set_value(box: QSpinBox, value: int) -> None:
    """Show `value` in the spin box."""
    if box.value() != value:
        box.setValue(value)


def set_text(edit: QLineEdit, text: str) -> None:
    """Show `text` in the line edit."""
    if edit.text() != text:
        edit.setText(text)


def clear(label: QLabel) -> None:
    """Empty the label."""
    if label.text():
        label.clear()
