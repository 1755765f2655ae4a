"""An icon for each special action of rule 116.2, as SVG (drawn in one colour, `currentColor`
replaced by the caller): the board marks a card with the icon of the action it allows, and the
verdict list shows it beside the action's name."""

from __future__ import annotations

from functools import lru_cache

from .verdict import ActionKind

_CARD = '<rect x="9" y="5" width="14" height="22" rx="2" fill="none" stroke-width="2.2"/>'
_SHAPES = {
    # 116.2a: a land (a mountain).
    ActionKind.PLAY_LAND: '<path d="M3 26 L12 10 L17 18 L21 13 L29 26 Z"/>',
    # 116.2b: a card turned over (a face-down back behind an outlined face).
    ActionKind.TURN_FACE_UP: '<rect x="4" y="8" width="13" height="19" rx="2"/>'
                             '<rect x="14" y="4" width="14" height="20" rx="2" fill="none" stroke-width="2.2"/>',
    # 116.2c: an effect ended (a cross in a circle).
    ActionKind.END_EFFECT: '<circle cx="16" cy="16" r="11" fill="none" stroke-width="2.5"/>'
                           '<path d="M11 11 L21 21 M21 11 L11 21" stroke-width="2.5"/>',
    # 116.2d: a static effect ignored (a circle struck through).
    ActionKind.IGNORE_STATIC: '<circle cx="16" cy="16" r="11" fill="none" stroke-width="2.5"/>'
                              '<path d="M8 24 L24 8" stroke-width="2.5"/>',
    # 116.2e: a card discarded (a card with an arrow down).
    ActionKind.DISCARD_AS_INSTANT: _CARD + '<path d="M16 10 V21 M11.5 16.5 L16 21 L20.5 16.5" fill="none" '
                                           'stroke-width="2.2"/>',
    # 116.2f: suspended (an hourglass).
    ActionKind.SUSPEND: '<path d="M9 4 H23 V7 C23 12 18 14 18 16 C18 18 23 20 23 25 V28 H9 V25 C9 20 14 18 14 16 '
                        'C14 14 9 12 9 7 Z"/>',
    # 116.2g: the companion (a star).
    ActionKind.COMPANION: '<path d="M16 3 L19.5 12 L29 12.5 L21.5 18.5 L24 28 L16 22.5 L8 28 L10.5 18.5 L3 12.5 '
                          'L12.5 12 Z"/>',
    # 116.2h: foretold (an eye).
    ActionKind.FORETELL: '<path d="M2 16 C8 7 24 7 30 16 C24 25 8 25 2 16 Z" fill="none" stroke-width="2.2"/>'
                         '<circle cx="16" cy="16" r="4.5"/>',
    # 116.2i: the planar die (a die with pips).
    ActionKind.PLANAR_DIE: '<rect x="5" y="5" width="22" height="22" rx="4" fill="none" stroke-width="2.2"/>'
                           '<circle cx="11" cy="11" r="2.2"/><circle cx="16" cy="16" r="2.2"/>'
                           '<circle cx="21" cy="21" r="2.2"/>',
    # 116.2j: a face-down conspiracy (a card back with a seal).
    ActionKind.CONSPIRACY: '<rect x="8" y="4" width="16" height="24" rx="2"/>'
                           '<circle cx="16" cy="16" r="4" fill="#ffffff"/>',
    # 116.2k: plotted (a pin on a map).
    ActionKind.PLOT: '<path d="M16 29 C11 21 8 17 8 12 a8 8 0 0 1 16 0 C24 17 21 21 16 29 Z"/>'
                     '<circle cx="16" cy="12" r="3" fill="#ffffff"/>',
    # 116.2m: a door unlocked (an open padlock).
    ActionKind.UNLOCK: '<rect x="6" y="14" width="20" height="14" rx="2"/>'
                       '<path d="M11 14 V9 a5 5 0 0 1 10 0" fill="none" stroke-width="2.5" '
                       'transform="translate(6 -2)"/>',
}


@lru_cache(maxsize=64)
def action_svg(action: ActionKind, colour: str = "#1d7a33") -> str:
    """The action's icon as a standalone 32x32 SVG in one colour."""
    return ('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="32" height="32">'
            f'<g fill="{colour}" stroke="{colour}" stroke-width="0">{_SHAPES[ActionKind(action)]}</g></svg>')
