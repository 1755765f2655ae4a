"""A window's first size: the one it asks for, but never more than the screen it opens on can show.

A window with no size remembered (the main window's first start, the quiz window, the library)
asked for a fixed size, 1500 x 950 for the quiz: on a 1366 x 768 laptop, the commonest, Qt opens it
larger than the screen, and where the window system doesn't shrink it (Windows, KDE) its bottom rows
and status bar are off the screen.
"""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtGui import QGuiApplication, QScreen
from PySide6.QtWidgets import QWidget

# The share of the screen's free area (taskbars and docks aside) a window may take at most: the rest
# is for its frame and title bar, which Qt knows only once the window is shown.
SCREEN_SHARE = 0.9


def fit_to_screen(window: QWidget, width: int, height: int, screen: QScreen | None = None) -> None:
    """Resize a top-level window to width x height, or to SCREEN_SHARE of its screen's free area
    where that is smaller (never below the window's own minimum size), and then centre it in that
    area (a window that fits is left where the window system places it). Given a screen (the one
    the window that opens it is on), the window opens there and is centred on it."""
    if screen is not None:
        window.setScreen(screen)
    on = screen or window.screen() or QGuiApplication.primaryScreen()
    if on is None:
        window.resize(width, height)
        return
    free = on.availableGeometry()
    size = QSize(min(width, int(free.width() * SCREEN_SHARE)), min(height, int(free.height() * SCREEN_SHARE)))
    # Placed by hand when shrunk, or on another screen than the one window systems open windows on.
    centre = size != QSize(width, height) or (screen is not None and screen is not QGuiApplication.primaryScreen())
    size = size.expandedTo(window.minimumSizeHint())     # what Qt would make of it anyway, placed right
    window.resize(size)
    if centre:
        window.move(free.x() + max((free.width() - size.width()) // 2, 0),
                    free.y() + max((free.height() - size.height()) // 2, 0))
