"""Mana symbols as drawn icons (rule 107.4), and the tap and untap symbols (107.5, 107.6), one SVG
per symbol.

One source for every place a cost appears: the GUI renders these SVGs (board, verdicts,
details, card panel, quiz) and the HTML exports embed them inline. Plain-text outputs keep the
Oracle notation ("{2}{U}"), which is what the rules and the cards print.
"""

from __future__ import annotations

from functools import lru_cache
from html import escape

from .patterns import lazy
from .mana import invalid_symbols, symbols

_BRACED = lazy(r"\{[^}]+\}")

# The colours players know from the cards' own symbols (107.4a); generic and colourless are grey.
COLOURS = {"W": "#f8f6d8", "U": "#c1d7e9", "B": "#bab1ab", "R": "#e49977", "G": "#a3c095",
           "C": "#cac5c0", "generic": "#cac5c0", "S": "#e8eef2"}
INK = "#111111"

# Pictograms in a 32x32 box centred on (16, 16); drawn in INK over the symbol's colour.
_GLYPHS = {
    # White: a sun.
    "W": '<circle cx="16" cy="16" r="5"/>' + "".join(
        f'<rect x="15" y="5" width="2" height="5" transform="rotate({a} 16 16)"/>' for a in range(0, 360, 45)),
    # Blue: a drop of water.
    "U": '<path d="M16 6 C13 12 10 15 10 19 a6 6 0 0 0 12 0 C22 15 19 12 16 6 Z"/>',
    # Black: a skull.
    "B": '<circle cx="16" cy="14" r="7"/><rect x="12" y="18" width="8" height="6" rx="1"/>'
         '<circle cx="13.3" cy="14" r="2" fill="#bab1ab"/><circle cx="18.7" cy="14" r="2" fill="#bab1ab"/>',
    # Red: a flame.
    "R": '<path d="M16 5 C17 10 22 12 22 19 a6 6 0 0 1 -12 0 C10 15 13 14 13 10 C15 12 15 14 16 15 '
         'C17 12 17 9 16 5 Z"/>',
    # Green: a tree.
    "G": '<path d="M16 5 L23 19 H9 Z"/><rect x="14.5" y="19" width="3" height="7"/>',
    # Colourless: a diamond outline.
    "C": '<path d="M16 6 L24 16 L16 26 L8 16 Z" fill="none" stroke="#111111" stroke-width="2.5"/>',
    # Snow: a snowflake.
    "S": "".join(f'<rect x="15" y="6" width="2" height="20" transform="rotate({a} 16 16)"/>' for a in (0, 60, 120)),
}
# The tap symbol {T} (107.5): an arrow turning a quarter clockwise; the untap symbol {Q} (107.6): the
# same arrow turning back, drawn light on dark as printed.
_TURN = ('<path d="M9 22 A9 9 0 1 1 23 14" fill="none" stroke="{ink}" stroke-width="3.2"/>'
         '<path d="M18.5 12.5 L26 10.5 L24.5 18 Z" fill="{ink}"/>')
_TAP_SYMBOLS = {"T": "#e6e6e6", "Q": "#222222"}
_PHYREXIAN = ('<ellipse cx="16" cy="16" rx="6" ry="7.5" fill="none" stroke="#111111" stroke-width="2.5"/>'
              '<rect x="14.8" y="5" width="2.4" height="22"/>')


def _text(value: str, size: int = 18, x: float = 16, y: float = 16) -> str:
    # The baseline by hand: SVG Tiny renderers (Qt's) ignore dominant-baseline.
    return (f'<text x="{x}" y="{y + size * 0.36:.1f}" font-family="DejaVu Sans, Arial, sans-serif" '
            f'font-weight="bold" font-size="{size}" text-anchor="middle">{escape(value)}</text>')


def _small(part: str, x: float, y: float) -> str:
    """One half of a hybrid symbol: its pictogram (or number) at a smaller scale."""
    if part in _GLYPHS:
        return f'<g transform="translate({x - 8} {y - 8}) scale(0.5)">{_GLYPHS[part]}</g>'
    return _text(part, 12, x, y)


def _circle(fill: str) -> str:
    return f'<circle cx="16" cy="16" r="15" fill="{fill}" stroke="#555555" stroke-width="1"/>'


def _body(symbol: str) -> str:
    if symbol in _TAP_SYMBOLS:
        ink = INK if symbol == "T" else "#f0f0f0"
        arrow = _TURN.format(ink=ink) if symbol == "T" else \
            f'<g transform="translate(32 0) scale(-1 1)">{_TURN.format(ink=ink)}</g>'
        return _circle(_TAP_SYMBOLS[symbol]) + arrow
    parts = symbol.split("/")
    if len(parts) == 1:
        if symbol in _GLYPHS:
            return _circle(COLOURS[symbol]) + f'<g fill="{INK}">{_GLYPHS[symbol]}</g>'
        if symbol.startswith("H") and len(symbol) == 2 and symbol[1] in _GLYPHS:   # half mana (Un-sets)
            return ('<path d="M16 1 A15 15 0 0 0 16 31 Z" fill="' + COLOURS[symbol[1]] + '" stroke="#555555"/>'
                    f'<g fill="{INK}">{_small(symbol[1], 10, 16)}</g>')
        return _circle(COLOURS["generic"]) + f'<g fill="{INK}">{_text(symbol, 18 if len(symbol) < 3 else 11)}</g>'
    if parts[-1] == "P":
        colours = parts[:-1]
        if len(colours) == 1:   # {W/P}: the colour with the Phyrexian mark (107.4f)
            return _circle(COLOURS.get(colours[0], COLOURS["generic"])) + f'<g fill="{INK}">{_PHYREXIAN}</g>'
        first, second = colours      # {W/U/P}: hybrid and Phyrexian
        return (_split(first, second) + f'<g fill="{INK}" transform="translate(8 8) scale(0.5)">{_PHYREXIAN}</g>')
    first, second = parts[0], parts[1]
    return _split(first, second) + f'<g fill="{INK}">{_small(first, 10.5, 10.5)}{_small(second, 21.5, 21.5)}</g>'


def _split(first: str, second: str) -> str:
    """A circle cut diagonally: the first half top-left, the second bottom-right (107.4e)."""
    one = COLOURS.get(first, COLOURS["generic"])
    two = COLOURS.get(second, COLOURS["generic"])
    return (f'<path d="M5.4 26.6 A15 15 0 0 1 26.6 5.4 Z" fill="{one}"/>'
            f'<path d="M26.6 5.4 A15 15 0 0 1 5.4 26.6 Z" fill="{two}"/>'
            '<circle cx="16" cy="16" r="15" fill="none" stroke="#555555" stroke-width="1"/>')


@lru_cache(maxsize=512)
def symbol_svg(symbol: str) -> str:
    """A standalone SVG document drawing one mana symbol ("W", "2", "X", "W/U", "2/W", "G/P", "S")."""
    return ('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="32" height="32">'
            f'<title>{{{escape(symbol)}}}</title>{_body(symbol)}</svg>')


@lru_cache(maxsize=4096)
def tokens(text: str) -> tuple[tuple[str, str], ...]:
    """A cost split into ("symbol", "W/U") and ("text", ", Sacrifice a creature") pieces, in order.

    Only the symbols of rules 107.4-107.6 become icons; anything else in braces stays text. Cached: the
    board asks for the same costs on every repaint."""
    out: list[tuple[str, str]] = []
    pos = 0
    for match in _BRACED.finditer(text or ""):
        symbol = symbols(match.group(0))[0]
        if not is_symbol(symbol):
            continue
        if match.start() > pos:
            out.append(("text", text[pos:match.start()]))
        out.append(("symbol", symbol))
        pos = match.end()
    if pos < len(text or ""):
        out.append(("text", text[pos:]))
    return tuple(out)


def is_symbol(symbol: str) -> bool:
    """True for the symbols this module draws: the mana symbols of rule 107.4, {T} and {Q}."""
    return symbol in _TAP_SYMBOLS or not invalid_symbols("{" + symbol + "}")


def cost_html(cost: str, size_em: float = 1.0) -> str:
    """A cost as inline SVG icons for an HTML page; text that is not a mana symbol stays text (escaped)."""
    out = []
    for kind, value in tokens(cost):
        if kind == "text":
            out.append(escape(value))
            continue
        svg = symbol_svg(value).replace('width="32" height="32"', f'width="{size_em}em" height="{size_em}em"')
        out.append(svg.replace("<svg ", f'<svg role="img" aria-label="{{{escape(value)}}}" '
                                        'style="vertical-align:-0.15em" ', 1))
    return "".join(out)
