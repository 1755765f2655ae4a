"""View ▸ System colours / Light / Dark. System keeps the platform's style and palette (a dark
desktop gives a dark app); Light and Dark use Qt's Fusion style with a fixed palette. Every
widget paints with palette roles, so each choice stays readable. With text larger than the
system's (View ▸ Larger text), the style's check boxes and radio buttons grow with it."""

from __future__ import annotations

from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication, QProxyStyle, QStyle

LIGHT = {"Window": "#efefef", "WindowText": "#1a1a1a", "Base": "#ffffff", "AlternateBase": "#f4f4f4",
         "Text": "#1a1a1a", "Button": "#e6e6e6", "ButtonText": "#1a1a1a", "Highlight": "#2f65ca",
         "HighlightedText": "#ffffff", "Link": "#1a4fb4", "ToolTipBase": "#ffffdc", "ToolTipText": "#1a1a1a",
         "PlaceholderText": "#8a8a8a"}
DARK = {"Window": "#2b2b2b", "WindowText": "#e6e6e6", "Base": "#1e1e1e", "AlternateBase": "#262626",
        "Text": "#e6e6e6", "Button": "#353535", "ButtonText": "#e6e6e6", "Highlight": "#2f65ca",
        "HighlightedText": "#ffffff", "Link": "#7ab3ff", "ToolTipBase": "#353535", "ToolTipText": "#e6e6e6",
        "PlaceholderText": "#8a8a8a"}
THEMES = ("system", "light", "dark")
_system: tuple | None = None      # the platform's style name and palette, as the app started
_theme = "system"
_indicator_scale = 1.0
_scaled_style: "ScaledIndicators | None" = None   # (kept here too: Qt calls back into it)
_INDICATORS = frozenset({QStyle.PixelMetric.PM_IndicatorWidth, QStyle.PixelMetric.PM_IndicatorHeight,
                         QStyle.PixelMetric.PM_ExclusiveIndicatorWidth, QStyle.PixelMetric.PM_ExclusiveIndicatorHeight})


class ScaledIndicators(QProxyStyle):
    """A style whose check box and radio button indicators are `scale` times its own (a style
    gives them a fixed size in pixels: at 200% text they stayed as small as at 100%). Used only
    while text is larger than the system's, as every metric of every widget asks it."""

    def __init__(self, style_name: str, scale: float) -> None:
        super().__init__(style_name)
        self.scale = scale

    def pixelMetric(self, metric, option=None, widget=None) -> int:  # type: ignore[override]
        size = super().pixelMetric(metric, option, widget)
        return round(size * self.scale) if metric in _INDICATORS else size


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
    global _theme
    _theme = theme
    _apply_style()


def scale_indicators(scale: float) -> None:
    """Check boxes and radio buttons at `scale` times the style's size: text larger than the
    system's; at the system's size or smaller, the style's own (a smaller box is harder to hit)."""
    global _indicator_scale
    scale = max(scale, 1.0)
    if scale != _indicator_scale:
        _indicator_scale = scale
        _apply_style()


def _apply_style() -> None:
    global _system, _scaled_style
    app = QApplication.instance()
    if _system is None:
        _system = (app.style().name(), app.palette())
    name = "Fusion" if _theme in ("light", "dark") else _system[0]
    _scaled_style = ScaledIndicators(name, _indicator_scale) if _indicator_scale > 1.0 else None
    app.setStyle(_scaled_style or name)       # (Qt deletes the style it replaces)
    app.setPalette(palette(LIGHT) if _theme == "light" else palette(DARK) if _theme == "dark" else _system[1])
