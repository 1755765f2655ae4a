"""Card data: keyword costs parsed from Oracle text for every shipped card."""

import pytest

from judgeapp.core.cards import builtin_cards, CardDef
from judgeapp.core.errors import UnknownCardError
from judgeapp.core.mana import mana_value, reduce_generic

DB = builtin_cards()
PARSED_FIELD = {"Morph": "morph", "Megamorph": "megamorph", "Disguise": "disguise", "Suspend": "suspend",
                "Foretell": "foretell", "Plot": "plot", "Companion": "companion", "Flash": "flash",
                "Split second": "split_second", "Hidden agenda": "agenda"}


def test_all_208_reference_cards_load():
    assert len(DB.cards) == 208


@pytest.mark.parametrize("keyword", sorted(PARSED_FIELD))
def test_every_card_with_a_keyword_gets_its_structured_field(keyword):
    # The keywords list comes from the card files; the field comes from parsing Oracle text.
    # Dream Devourer and Cosmos-like cards that *grant* a keyword must not be counted here.
    with_keyword = [c for c in DB.cards if keyword in c.keywords]
    assert with_keyword, keyword
    missing = [c.name for c in with_keyword if not getattr(c, PARSED_FIELD[keyword])]
    assert missing == []


def test_suspend_and_morph_costs_read_exactly():
    assert DB.get("Deep-Sea Kraken").suspend.model_dump() == {"time_counters": "9", "cost": "{2}{U}"}
    assert DB.get("Lotus Bloom").suspend.cost == "{0}"
    assert DB.get("Akroma, Angel of Fury").morph == "{3}{R}{R}{R}"
    assert DB.get("Gathan Raiders").morph == "Discard a card"
    assert DB.get("Starnheim Unleashed").foretell == "{X}{X}{W}"


def test_hybrid_symbols_are_normalised_from_the_card_files():
    assert DB.get("Lutri, the Spellchaser").mana_cost == "{1}{U/R}{U/R}"


def test_rooms_and_modal_dfcs_expose_their_faces():
    room = DB.get("Bottomless Pool // Locker Room")
    assert room.is_room and [f.mana_cost for f in room.faces] == ["{U}", "{4}{U}"]
    mdfc = DB.get("Emeria's Call // Emeria, Shattered Skyclave")
    assert mdfc.land_faces == (1,)
    assert DB.get("Forest").land_faces == (0,) and DB.get("Opt").land_faces == ()


def test_unknown_card_error_suggests_names():
    with pytest.raises(UnknownCardError) as err:
        DB.get("Exalted Angle")
    assert err.value.suggestions[0] == "Exalted Angel"


def test_cards_are_found_by_face_and_by_translated_name():
    assert DB.get("Locker Room").name == "Bottomless Pool // Locker Room"
    assert DB.get("Ángel exaltado").name == "Exalted Angel"


def test_only_circling_vultures_text_gives_the_discard_special_action():
    assert [c.name for c in DB.cards if c.discard_as_instant] == ["Circling Vultures"]


def test_a_custom_card_parses_like_a_real_one():
    card = CardDef.model_validate({"name": "X", "type_line": "Sorcery", "oracle_text": "Plot {2}{R} (reminder)"})
    assert card.plot == "{2}{R}"


def test_mana_helpers():
    assert mana_value("{X}{R}{R}") == 2 and mana_value("{2/W}") == 2 and mana_value("") == 0
    assert reduce_generic("{2}", 1) == "{1}" and reduce_generic("{1}{U}", 3) == "{U}" and reduce_generic("{2}", 2) == "{0}"
