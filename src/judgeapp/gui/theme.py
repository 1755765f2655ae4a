"""View ▸ System colours / Light / Dark. System keeps the platform's style and palette (a dark
desktop gives a dark app); Light and Dark use Qt's Fusion style with a fixed palette. Every
widget paints with palette roles, so each choice stays readable."""

from __future__ import annotations

from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication

LIGHT = {"Window": "#efefef", "WindowText": "#1a1a1a", "Base": "#ffffff", "AlternateBase": "#f4f4f4",
         "Text": "#1a1a1a", "Button": "#e6e6e6", "ButtonText": "#1a1a1a", "Highlight": "#2f65ca",
         "HighlightedText": "#ffffff", "Link": "#1a4fb4", "ToolTipBase": "#ffffdc", "ToolTipText": "#1a1a1a",
         "PlaceholderText": "#8a8a8a"}
DARK = {"Window": "#2b2b2b", "WindowText": "#e6e6e6", "Base": "#1e1e1e", "AlternateBase": "#262626",
        "Text": "#e6e6e6", "Button": "#353535", "ButtonText": "#e6e6e6", "Highlight": "#2f65ca",
        "HighlightedText": "#ffffff", "Link": "#7ab3ff", "ToolTipBase": "#353535", "ToolTipText": "#e6e6e6",
        "PlaceholderText": "#8a8a8a"}
THEMES = ("system", "light", "dark")
_system: tuple | None = None


def palette(colours: dict[str, str]) -> QPalette:
    result = QPalette()
    for role, colour in colours.items():
        result.setColor(getattr(QPalette.ColorRole, role), QColor(colour))
    disabled = QColor(colours["Text"])
    disabled.setAlphaF(0.45)
    for role in (QPalette.ColorRole.Text, QPalette.ColorRole.ButtonText, QPalette.ColorRole.WindowText):
        result.setColor(QPalette.ColorGroup.Disabled, role, disabled)
    return result


def apply_theme(theme: str) -> None:
    global _system
    app = QApplication.instance()
    if _system is None:
        _system = (app.style().name(), app.palette())
    if theme == "light":
        app.setStyle("Fusion")
        app.setPalette(palette(LIGHT))
    elif theme == "dark":
        app.setStyle("Fusion")
        app.setPalette(palette(DARK))
    else:
        app.setStyle(_system[0])
        app.setPalette(_system[1])
