"""Mana symbols as drawn icons (107.4; and {T}, {Q}: 107.5-107.6): every kind of symbol has an SVG, costs split into symbols
and text in order, and text from files stays text in the HTML exports."""

import xml.etree.ElementTree as ET

import pytest

from judgeapp.core.action_icons import action_svg
from judgeapp.core.mana_symbols import COLOURS, cost_html, symbol_svg, tokens
from judgeapp.core.verdict import ActionKind

# One of each kind 107.4 lists: coloured (107.4a), generic numbers and X (107.4b, 107.3),
# colourless (107.4c), snow (107.4h), hybrid (107.4e), monocoloured hybrid, Phyrexian (107.4f),
# hybrid Phyrexian, and half mana.
SYMBOLS = ["W", "U", "B", "R", "G", "C", "S", "X", "0", "1", "16", "W/U", "B/G", "2/W", "C/U", "W/P", "G/U/P", "HR"]


@pytest.mark.parametrize("symbol", SYMBOLS)
def test_107_4_every_symbol_is_a_well_formed_svg_named_after_itself(symbol):
    root = ET.fromstring(symbol_svg(symbol))
    assert root.tag.endswith("svg")
    assert root.find("{http://www.w3.org/2000/svg}title").text == "{" + symbol + "}"
    assert len(list(root)) > 1          # a title and something drawn


def test_107_4e_a_hybrid_symbol_shows_both_colours_and_a_coloured_one_its_own():
    assert COLOURS["W"] in symbol_svg("W/U") and COLOURS["U"] in symbol_svg("W/U")
    assert COLOURS["R"] in symbol_svg("R") and COLOURS["G"] not in symbol_svg("R")
    assert COLOURS["generic"] in symbol_svg("2/W") and COLOURS["W"] in symbol_svg("2/W")


def test_a_cost_splits_into_symbols_and_text_in_order():
    assert list(tokens("{2}{U}, Sacrifice a creature")) == [("symbol", "2"), ("symbol", "U"),
                                                       ("text", ", Sacrifice a creature")]
    assert list(tokens("{UB}")) == [("symbol", "U/B")]          # Forge's hybrid spelling, normalised
    # {T} and {Q} are not mana symbols (107.5, 107.6) but are drawn too, each its own icon (a land's
    # "({T}: Add {G}.)" showed the {G} icon beside a bare "{T}"); other braces ({E}) stay text.
    assert list(tokens("{T}: Add {G}.")) == [("symbol", "T"), ("text", ": Add "), ("symbol", "G"), ("text", ".")]
    assert list(tokens("{Q}, {E}{E}")) == [("symbol", "Q"), ("text", ", {E}{E}")]


@pytest.mark.parametrize("symbol", ["T", "Q"])
def test_107_5_and_107_6_the_tap_and_untap_symbols_are_drawn_and_named(symbol):
    root = ET.fromstring(symbol_svg(symbol))
    assert root.find("{http://www.w3.org/2000/svg}title").text == "{" + symbol + "}"
    assert symbol_svg(symbol) not in {symbol_svg(m) for m in SYMBOLS}
    assert symbol_svg("T") != symbol_svg("Q") and 'aria-label="{T}"' in cost_html("{T}: Add {C}.")


def test_html_exports_embed_the_icons_and_escape_everything_else():
    html = cost_html("{1}{G} <b>pay</b>")
    assert html.count("<svg") == 2 and 'aria-label="{1}"' in html and 'aria-label="{G}"' in html
    assert "&lt;b&gt;pay&lt;/b&gt;" in html and "<b>" not in html


@pytest.mark.parametrize("action", list(ActionKind))
def test_every_special_action_has_an_icon(action):
    root = ET.fromstring(action_svg(action, "#123456"))
    assert "#123456" in action_svg(action, "#123456") and len(list(root.iter())) > 2
