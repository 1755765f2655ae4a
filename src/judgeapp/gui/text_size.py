"""View ▸ Larger text / Smaller text / Normal text size: every window's text at a size of the
system's (a projector in a study group, a reader who needs larger print). The size is the app's
font, so every widget, list and page follows it; what is drawn from the font's measures (a card's
row, a verdict's lines) grows with it. And View ▸ Full screen (F11; in the quiz too), for the same
projector."""

from __future__ import annotations

from PySide6.QtGui import QFont
from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtWidgets import QApplication, QComboBox, QLayout, QWidget

from .theme import scale_indicators

SCALES = (0.8, 0.9, 1.0, 1.15, 1.3, 1.5, 1.75, 2.0)
NORMAL = 1.0
SETTLING_ROUNDS = 8     # a font's change reached a window's outer layouts in five (French, 150%, 1366 px); more, to be sure
_system: QFont | None = None      # the system's font, as the app started with it
_applied = NORMAL                 # the scale the app's text is at now


def saved_scale(value: object) -> float:
    """A scale read from the settings file: one of SCALES, else normal (a damaged or hand-edited
    file never makes text unreadable)."""
    try:
        scale = float(value)        # type: ignore[arg-type]
    except (TypeError, ValueError):
        return NORMAL
    return scale if scale in SCALES else NORMAL


def system_font() -> QFont:
    """The app's font at the system's size (the size text is scaled from)."""
    return QFont(_system) if _system is not None else QApplication.font()


def applied_scale() -> float:
    """The scale the app's text is at now (the remembered one, or less on a screen too small for it)."""
    return _applied


def step(scale: float, direction: int) -> float:
    """The next size up (direction 1) or down (-1), staying at the largest or smallest."""
    at = SCALES.index(scale) if scale in SCALES else SCALES.index(NORMAL)
    return SCALES[max(0, min(len(SCALES) - 1, at + direction))]


def apply_text_scale(scale: float) -> bool:
    """The app's text at `scale` times the system's size; whether it changed."""
    global _system, _applied
    _applied = scale
    app = QApplication.instance()
    if _system is None:
        _system = QFont(app.font())
    font = QFont(_system)
    if _system.pointSizeF() > 0:
        font.setPointSizeF(_system.pointSizeF() * scale)
    else:                           # a font sized in pixels
        font.setPixelSize(max(1, round(_system.pixelSize() * scale)))
    if font == app.font():
        return False
    app.setFont(font)
    scale_indicators(scale)     # (a change of style: every widget measures itself again)
    app.sendPostedEvents()      # every widget takes the new font now
    style_change = QEvent(QEvent.Type.StyleChange)
    for widget in app.allWidgets():
        if isinstance(widget, QComboBox):
            # A combo box measures its smallest size once and forgets it on a change of style, not
            # of font (Qt's QComboBox::changeEvent): a list shown first at 200% kept the window as
            # wide as it needed then, at any smaller size. Told of a change of style, it measures again.
            QApplication.sendEvent(widget, style_change)
        widget.updateGeometry()               # its layouts measure it again, on a hidden page too
        measure_again(widget.layout())
    return True


def measure_again(layout: object) -> None:
    """A layout and the layouts inside it forget the sizes they measured (Qt tells a layout nested in
    another nothing, and a hidden widget's layout nothing at all, of a change of font). The nested
    ones are found as the layout's children, not through itemAt(): a layout item PySide hands out
    stays in its map of objects while the layout lives, and one the layout later deletes (its widget
    removed) was given back for a new object made at its address ("'QWidgetItem' object has no
    attribute 'currentChanged'", switching language at 200%)."""
    if not isinstance(layout, QLayout):       # none (PySide may give a spacer item for none)
        return
    layout.invalidate()
    for nested in layout.findChildren(QLayout):
        nested.invalidate()


def toggle_full_screen(window: QWidget) -> None:
    """The window over the whole screen, or back as it was (maximised or not)."""
    window.setWindowState(window.windowState() ^ Qt.WindowState.WindowFullScreen)


def settle(windows: list[QWidget]) -> list[QSize]:
    """The room each window needs once its layout has taken in a change of font, which reaches it
    over a few rounds of posted events (the font, then each layout in turn): those are delivered here.
    (Stopping when two rounds agree stopped too soon: the font's own round changes nothing yet.)"""
    app = QApplication.instance()
    for _ in range(SETTLING_ROUNDS):
        app.sendPostedEvents()
    return [window.minimumSizeHint() for window in windows]


def too_big_for_screen(windows: list[QWidget], needed_before: list[QSize]) -> dict[str, int] | None:
    """After a change of text size: the room a window now needs and its screen's free room, if it
    needs more than the screen has and more than it needed before (a window already too big for a
    tiny screen may still shrink its text, or keep it)."""
    settle(windows)
    for window, before in zip(windows, needed_before):
        frame = window.frameGeometry().size() - window.size()      # (the window system's frame and title)
        need, free = window.minimumSizeHint() + frame, window.screen().availableGeometry()
        if (need.width() > max(free.width(), before.width() + frame.width())
                or need.height() > max(free.height(), before.height() + frame.height())):
            return {"width": need.width(), "height": need.height(), "free_width": free.width(),
                    "free_height": free.height()}
    return None


def keep_on_screen(windows: list[QWidget]) -> None:
    """Each window within its screen's free room after its text changed size: a window grows to the
    room larger text needs, from where it was (its right edge off the screen); narrower and moved
    back, as far as its smallest size allows. Twice: a player's zones narrowed to one column
    (PlayerPanel) need less room again."""
    for _ in range(2):
        settle(windows)
        for window in windows:
            free, frame = window.screen().availableGeometry(), window.frameGeometry()
            if free.contains(frame):
                continue
            extra = frame.size() - window.size()            # (the window system's frame)
            window.resize(min(window.width(), free.width() - extra.width()),
                          min(window.height(), free.height() - extra.height()))
            frame = window.frameGeometry()
            window.move(max(free.left(), min(frame.left(), free.right() + 1 - frame.width())),
                        max(free.top(), min(frame.top(), free.bottom() + 1 - frame.height())))
