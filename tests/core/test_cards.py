"""Card data: keyword costs parsed from Oracle text for every shipped card."""

import pytest

from judgeapp.core.cards import builtin_cards, CardDef
from judgeapp.core.errors import UnknownCardError
from judgeapp.core.mana import mana_value, reduce_generic

DB = builtin_cards()
BASIC_LANDS = {"Plains", "Island", "Swamp", "Mountain", "Forest"}
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
    assert DB.get("Deep-Sea Kraken").suspend.model_dump() == {"time_counters": "9", "cost": "{2}{U}", "least_x": 0}
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


@pytest.mark.parametrize("name, cost, value, printed", [
    # 715.4: an adventurer card has only its normal characteristics outside the stack
    ("Bonecrusher Giant // Stomp", "{2}{R}", 3, "{2}{R} // {1}{R}"),
    ("Brazen Borrower // Petty Theft", "{1}{U}{U}", 3, "{1}{U}{U} // {1}{U}"),
    # 712.8a: a double-faced card outside the battlefield and the stack has its front face's
    ("Agadeem's Awakening // Agadeem, the Undercrypt", "{X}{B}{B}{B}", 3, "{X}{B}{B}{B}"),
    ("Jace, Vryn's Prodigy // Jace, Telepath Unbound", "{1}{U}", 2, "{1}{U}"),
    # 709.4b: a split card's mana cost is its halves' combined (a Room is a split card, 709.5)
    ("Glassworks // Shattered Yard", "{6}{R}{R}", 8, "{2}{R} // {4}{R}"),
    ("Bottomless Pool // Locker Room", "{4}{U}{U}", 6, "{U} // {4}{U}"),
])
def test_a_two_faced_card_s_mana_cost_is_the_one_the_rules_give_it(name, cost, value, printed):
    card = DB.get(name)
    assert (card.mana_cost, card.mana_value, card.printed_cost) == (cost, value, printed)


def test_709_4b_a_split_card_s_combined_mana_cost_is_written_as_the_rule_s_examples_are():
    """709.4b's examples: Assault ({R}) // Battery ({3}{G}) is {3}{R}{G}; Fire ({1}{R}) // Ice
    ({1}{U}) is {2}{U}{R}: generic mana summed first, the colors in the order W, U, B, R, G."""
    def split(left, right):
        return CardDef.model_validate({"name": "L // R", "layout": "split", "type_line": "Instant // Instant",
                                       "mana_cost": f"{left} // {right}",
                                       "faces": [{"name": "L", "mana_cost": left, "type_line": "Instant"},
                                                 {"name": "R", "mana_cost": right, "type_line": "Instant"}]})
    assert split("{R}", "{3}{G}").mana_cost == "{3}{R}{G}"
    assert split("{1}{R}", "{1}{U}").mana_cost == "{2}{U}{R}"
    x_and_hybrid = split("{X}{R}", "{1}{W/U}")      # X stays first (107.3); 709.4b: mana value 3
    assert x_and_hybrid.mana_cost.startswith("{X}{1}") and x_and_hybrid.mana_value == 3


def test_unknown_card_error_suggests_names():
    with pytest.raises(UnknownCardError) as err:
        DB.get("Exalted Angle")
    assert err.value.suggestions[0] == "Exalted Angel"


def test_cards_are_found_by_face_and_by_translated_name():
    assert DB.get("Locker Room").name == "Bottomless Pool // Locker Room"
    assert DB.get("Ángel exaltado").name == "Exalted Angel"


def test_italian_names_every_bundled_card_but_the_conspiracies():
    # Italian, the first seed page's language: each card and each face has its Italian printed
    # name (from the Italian name list cited in each card's "source"), so an Italian board has no
    # English name in it; the conspiracies aren't in that list. Weight Room, Yedora, Yixlid Jailer
    # and Zimone's Experiment were the last ones missing.
    missing = [card.name for card in DB.cards if "it" not in card.names and "Conspiracy" not in card.types]
    missing_faces = [face.name for card in DB.cards for face in card.faces if "it" not in face.names]
    assert missing == [] and missing_faces == []
    assert DB.get("Sala Pesi").name == "Moldering Gym // Weight Room"
    assert DB.get("Carceriere Yixlid").name_in("it") == "Carceriere Yixlid"
    assert all("cardnames-it-IT.txt" in DB.get(name).source for name in ("Yixlid Jailer", "Zimone's Experiment"))


# Bundled cards without a Japanese name: 16 we haven't found in the Japanese name list
# (cardnames-ja-JP.txt, cited in each card's "source"; sorted by English name but for blocks of newer
# cards added out of order, which weren't searched) nor, for those looked up there, in the Japanese
# MTG Wiki's stored card pages (the cloak page names Hide in Plain Sight beside a provisional text:
# not used), mostly from 2024's Murders at Karlov Manor, Outlaws of Thunder Junction and Duskmourn;
# and the five planes, left in English because the list names planes unevenly (Prahv as プラーフ,
# Tazeem in English). Five more have their printed names from the MTG Wiki's pages, cited in their
# "source".
NO_JAPANESE_NAME = {
    "Abhorrent Oculus", "Academy at Tolaria West", "Aven Interrupter", "Bant",
    "Bottomless Pool // Locker Room", "Charred Foyer // Warped Space", "Coveted Falcon", "Cryptic Coat",
    "Dog Walker", "Expose the Culprit", "Hedron Fields of Agadeem", "Hide in Plain Sight",
    "Make Your Own Luck", "Mirror Room // Fractured Realm", "Moldering Gym // Weight Room", "Naya",
    "Outlaw Stitcher", "The Eon Fog", "Ticket Booth // Tunnel of Hate", "Unyielding Gatekeeper",
    "Zimone's Experiment",
}


def test_japanese_names_every_bundled_card_the_japanese_list_has():
    # The second seed page was Japanese. Before this, 68 bundled cards showed their English name on a
    # Japanese board though the list had 42 of them (Birds of Paradise 極楽鳥, Void Winnower 虚空の選別者,
    # Pithing Needle 真髄の針, Brazen Borrower // Petty Theft 厚かましい借り手 // 些細な盗み, ...).
    missing = {card.name for card in DB.cards if "ja" not in card.names}
    assert missing <= NO_JAPANESE_NAME, sorted(missing - NO_JAPANESE_NAME)
    named_faces = [face for card in DB.cards if card.name not in NO_JAPANESE_NAME for face in card.faces]
    assert all("ja" in face.names for face in named_faces)
    assert DB.get("虚空の選別者").name == "Void Winnower"
    assert DB.get("Brazen Borrower // Petty Theft").name_in("ja") == "厚かましい借り手 // 些細な盗み"
    assert all("cardnames-ja-JP.txt" in DB.get(name).source for name in ("Void Winnower", "Stomping Ground"))
    # Three Duskmourn Rooms, Fblthp, Lost on the Range and Kellan Joins Up: named from the MTG Wiki.
    assert DB.get("ガラス工場 // 粉々の作業場").name == "Glassworks // Shattered Yard"
    assert [face.names["ja"] for face in DB.get("Unholy Annex // Ritual Chamber").faces] == ["不浄な別室", "祭儀室"]
    assert DB.get("ケランの加入").name == "Kellan Joins Up" and "mtgwiki.com" in DB.get("Kellan Joins Up").source


def test_a_japanese_story_names_a_room_and_its_doors_as_printed():
    """The Japanese stories of the Room situations named Glassworks // Shattered Yard in English and
    its doors in words of their own (ガラス工房, 砕けた中庭); the card prints ガラス工場 and 粉々の作業場."""
    import json
    from judgeapp.core.resources import resource_path
    card = DB.get("Glassworks // Shattered Yard")
    stories = [json.loads(path.read_text(encoding="utf-8"))["translations"]["ja"]["story"]
               for path in sorted(resource_path("scenarios").glob("unlock-*.json"))]
    about = [story for story in stories if card.names["ja"] in story]
    assert len(about) == 6
    assert not [story for story in stories if "Glassworks" in story or "Shattered Yard" in story
                or "ガラス工房" in story or "砕けた中庭" in story]
    assert all(any(face.names["ja"] in story.replace(card.names["ja"], "") for face in card.faces) for story in about)


def _printed_names(card):
    faces = card.faces
    return [card.name, *(f.name for f in faces), *card.names.values(), *(n for f in faces for n in f.names.values())]


@pytest.mark.parametrize("lang", ["en", "ja", "it", "es", "fr"])
def test_every_printed_name_finds_its_own_card(lang):
    # A translated name stands for its card (201.4: a name identifies a card in any language).
    # Until this test, every Japanese name found Adriana's Valor: the lookup key kept only
    # a-z and 0-9, so each Japanese name read as the same empty key.
    wrong = [(name, DB.get(name).name, card.name) for card in DB.cards
             for name in (_printed_names(card) if lang == "en" else
                          [card.names.get(lang), *(f.names.get(lang) for f in card.faces)])
             if name and DB.get(name) is not card]
    assert wrong == []
    assert DB.get("裂け目の稲妻").name == "Rift Bolt" and DB.get("賛美されし天使").name == "Exalted Angel"


def test_a_name_in_another_script_that_is_no_card_is_unknown():
    for name in ("日本", "Ангел", "・・", ""):
        with pytest.raises(UnknownCardError):
            DB.get(name)
        assert name not in DB


def test_names_are_found_whatever_the_case_accents_and_punctuation():
    for typed in ("eclair de faille", "ÉCLAIR  DE-FAILLE", "rift bolt", "RIFT-BOLT"):
        assert DB.get(typed).name == "Rift Bolt", typed


def test_suggestions_come_in_the_language_typed():
    with pytest.raises(UnknownCardError) as err:
        DB.get("賛美された天使")          # one kana off 賛美されし天使
    assert err.value.suggestions == ["賛美されし天使"]


def test_a_custom_card_named_in_japanese_takes_no_other_name():
    custom = CardDef.model_validate({"name": "試作の呪文", "type_line": "Sorcery", "oracle_text": "Plot {1}"})
    db = DB.with_custom((custom,))
    assert db.get("試作の呪文") is custom
    assert db.get("裂け目の稲妻").name == "Rift Bolt"


def test_only_circling_vultures_text_gives_the_discard_special_action():
    assert [c.name for c in DB.cards if c.discard_as_instant] == ["Circling Vultures"]


def test_a_custom_card_parses_like_a_real_one():
    card = CardDef.model_validate({"name": "X", "type_line": "Sorcery", "oracle_text": "Plot {2}{R} (reminder)"})
    assert card.plot == "{2}{R}"


def test_mana_helpers():
    assert mana_value("{X}{R}{R}") == 2 and mana_value("{2/W}") == 2 and mana_value("") == 0
    assert reduce_generic("{2}", 1) == "{1}" and reduce_generic("{1}{U}", 3) == "{U}" and reduce_generic("{2}", 2) == "{0}"


def test_oracle_name_is_the_english_name_of_the_card_or_face_a_name_stands_for():
    # 201.4, 709.4a, 712.19, 715.5: a chosen name is one card's, or one half's or face's.
    assert DB.oracle_name("裂け目の稲妻") == "Rift Bolt"
    assert DB.oracle_name("Schiacciare") == "Stomp"             # Bonecrusher Giant's adventure, in Italian
    assert DB.oracle_name("locker room") == "Locker Room"
    assert DB.oracle_name("Rift Blot") is None and DB.oracle_name("") is None


@pytest.mark.parametrize("typed, cost, value", [
    ("2WW", "{2}{W}{W}", 4), ("2ww", "{2}{W}{W}", 4), ("{2}{w}{w}", "{2}{W}{W}", 4), ("10", "{10}", 10),
    ("X R", "{X}{R}", 1), ("0", "{0}", 0), ("{w/u}", "{W/U}", 1), ("", "", 0)])
def test_a_mana_cost_typed_the_way_people_write_it_is_read_in_oracle_notation(typed, cost, value):
    # The custom card dialog's mana cost: "2W" was silently read as no mana cost at all (text
    # outside braces was dropped), and "{2}{w}" was refused.
    card = CardDef.model_validate({"name": "X", "type_line": "Sorcery", "mana_cost": typed})
    assert (card.mana_cost, card.mana_value) == (cost, value)


@pytest.mark.parametrize("typed", ["2Q", "{2}{W} extra", "{2}{W}Q", "two white"])
def test_a_mana_cost_that_is_not_mana_is_refused_not_emptied(typed):
    with pytest.raises(ValueError, match="is not a mana symbol"):
        CardDef.model_validate({"name": "X", "type_line": "Sorcery", "mana_cost": typed})


@pytest.mark.parametrize("oracle, field, value", [
    ("Suspend 4-{R}", "suspend", {"time_counters": "4", "cost": "{R}", "least_x": 0}),   # a hyphen for the em dash
    ("suspend x - {x}{x}{r}", "suspend", {"time_counters": "X", "cost": "{X}{X}{R}", "least_x": 0}),
    ("morph {2}{w}{w}", "morph", "{2}{W}{W}"),
    ("Morph 2WW", "morph", "{2}{W}{W}"),
    ("Morph - Discard a card.", "morph", "Discard a card"),
    ("plot 2r", "plot", "{2}{R}"),
    ("foretell {1}{u}", "foretell", "{1}{U}"),
    ("flash", "flash", True),
])
def test_keyword_costs_typed_the_way_people_write_them_are_read(oracle, field, value):
    # A custom card's "Suspend 4-{R}" (typed with a hyphen) had no suspend at all: the engine
    # then said the player had no card with suspend.
    card = CardDef.model_validate({"name": "X", "type_line": "Sorcery", "oracle_text": oracle})
    found = getattr(card, field)
    assert (found.model_dump() if field == "suspend" else found) == value


def test_every_bundled_type_line_and_mana_cost_reads_as_before():
    # Reading what people type (below) changes nothing in Oracle text: a cost as normalise()
    # always read it, a type line as written.
    import json
    from judgeapp.core.cards import read_type_line
    from judgeapp.core.mana import normalise, read_mana_cost
    from judgeapp.core.resources import resource_path
    lines = [c.type_line for c in DB.cards] + [f.type_line for c in DB.cards for f in c.faces]
    assert [t for t in lines if read_type_line(t) != t] == []
    raw = json.loads(resource_path("cards.json").read_text(encoding="utf-8"))
    costs = [c.get("mana_cost") or "" for c in raw] + [f.get("mana_cost") or "" for c in raw for f in c.get("faces", [])]
    assert len(costs) == 250 and [c for c in costs if read_mana_cost(c) != normalise(c)] == []


@pytest.mark.parametrize("typed, types, subtypes", [
    ("creature - angel", ("Creature",), ("Angel",)), ("land – forest", ("Land",), ("Forest",)),
    ("instant", ("Instant",), ()), ("legendary creature — human wizard", ("Creature",), ("Human", "Wizard")),
    ("Artifact Creature - Assembly-Worker", ("Artifact", "Creature"), ("Assembly-Worker",))])
def test_a_type_line_typed_the_way_people_write_it_has_its_types(typed, types, subtypes):
    # A custom card typed "land - forest" was no land (types are matched as Oracle capitalises
    # them) and its basic land type gave no mana; "instant" was not an instant.
    card = CardDef.model_validate({"name": "X", "type_line": typed})
    assert (card.types, card.subtypes) == (types, subtypes)
    assert card.type_line.lower() == typed.replace(" - ", " — ").replace(" – ", " — ").lower()


def test_a_word_joined_to_a_keyword_by_a_hyphen_is_no_keyword_cost():
    card = CardDef.model_validate({"name": "X", "type_line": "Creature", "oracle_text": "Morph-like creatures get +1/+1."})
    assert card.morph is None


# The French name list (cardnames-fr-FR.txt) names every bundled card but the conspiracies, which it
# keeps in English.
def test_french_names_every_bundled_card_but_the_conspiracies():
    # The fourth seed page was French. Before, 57 bundled cards showed their English name on a French
    # board, among them the cards of eleven French scenario stories (Pithing Needle, Void Winnower,
    # Stomping Ground, Suppression Field...); every one now has the list's name, each face too.
    missing = {card.name for card in DB.cards if "fr" not in card.names and "Conspiracy" not in card.types}
    assert missing == set(), sorted(missing)
    named_faces = [face for card in DB.cards if "Conspiracy" not in card.types for face in card.faces]
    assert all("fr" in face.names for face in named_faces)
    assert DB.get("Jace, Vryn's Prodigy // Jace, Telepath Unbound").name_in("fr") == \
        "Jace, prodige de Vryn // Jace, télépathe libéré"
    assert DB.get("Moldering Gym // Weight Room").faces[1].names["fr"] == "Salle de musculation"
    assert DB.get("Lithoforce fracturée").name == "Fractured Powerstone"
    assert DB.get("Passage merveilleux").name == "Fabled Passage"
    assert DB.get("Vanneur du vide").name == "Void Winnower"
    assert DB.get("Aiguille à sectionner").name == "Pithing Needle"
    assert DB.get("Brazen Borrower // Petty Theft").name_in("fr") == "Emprunteur intrépide // Chapardage"
    assert DB.get("Bonecrusher Giant // Stomp").name_in("fr") == "Géant craque-os // Piétineur"
    assert DB.get("Gardien de prison yixlide").name == "Yixlid Jailer"
    assert all("cardnames-fr-FR.txt" in DB.get(name).source for name in ("Void Winnower", "Stomping Ground"))


# Spanish names come from Forge's list and, for 2020's sets on, a 2025 copy of it in a fork. Two
# cards have no Spanish name there (the list keeps Brazen Borrower in English and lacks Zimone's
# Experiment); every other card but the conspiracies has one.
NOT_IN_SPANISH_LIST = {"Brazen Borrower // Petty Theft", "Zimone's Experiment"}


def test_spanish_names_every_bundled_card_but_the_conspiracies_and_the_two_the_list_lacks():
    # Before, 82 bundled cards showed their English name on a Spanish board; the README says which
    # are left, and this keeps it honest both ways: a card named since must leave the list, and a
    # card without a name must be on it.
    exempt = NOT_IN_SPANISH_LIST
    missing = {card.name for card in DB.cards if "es" not in card.names and "Conspiracy" not in card.types}
    assert missing == exempt, (sorted(missing - exempt), sorted(exempt - missing))
    named_faces = [face for card in DB.cards if card.name not in exempt
                   and "Conspiracy" not in card.types for face in card.faces]
    assert all("es" in face.names for face in named_faces)
    assert DB.get("Espadas en guadañas").name == "Swords to Plowshares"
    assert DB.get("Ticket Booth // Tunnel of Hate").name_in("es") == "Taquilla // Túnel del odio"
    assert DB.get("Sea Gate Restoration // Sea Gate, Reborn").name_in("es") == \
        "Restauración de Portal Marino // Portal Marino renacido"
    assert DB.get("Yorion, Nómada del Cielo").name == "Yorion, Sky Nomad"
    assert DB.get("Jace, Vryn's Prodigy // Jace, Telepath Unbound").name_in("es") == \
        "Jace, prodigio de Vryn // Jace, telépata desenfrenado"
    assert DB.get("Mirror Room // Fractured Realm").faces[0].names["es"] == "Sala de espejos"
    assert DB.get("Humildad").name == "Humility"
    assert DB.get("Ruinaskar").name == "Doomskar"
    assert DB.get("Dazzling Theater // Prop Room").name_in("es") == "Teatro deslumbrante // Sala de atrezo"
    assert DB.get("Hagra Mauling // Hagra Broodpit").name_in("es") == "Asalto de Hagra // Foso de crías de Hagra"
    assert DB.get("Agadeem's Awakening // Agadeem, the Undercrypt").name_in("es") == \
        "Despertar de Agadeem // Cripta subterránea de Agadeem"
    assert DB.get("Unholy Annex // Ritual Chamber").faces[1].names["es"] == "Cámara de rituales"
    assert DB.get("Interceptor aven").name == "Aven Interrupter"
    # The list's name column keeps Bonecrusher Giant in English; its Spanish rules text names it.
    assert DB.get("Bonecrusher Giant // Stomp").name_in("es") == "Gigante aplastahuesos // Pisotón"


def test_every_card_a_translated_scenario_names_has_its_printed_name_in_that_language():
    # A story is the first thing a candidate reads. Before, 32 Spanish and 11 French scenario
    # stories named a card in English (Pithing Needle, Saw It Coming, Glassworks // Shattered Yard...)
    # because the card data had no Spanish or French name for it, though the name lists did. Every
    # card a translated story names now has that language's name, but for the conspiracies (the
    # lists keep them in English) and the Japanese names not found in the Japanese list.
    import json
    import re
    from judgeapp.core.resources import resource_path
    missing = []
    for path in sorted(resource_path("scenarios").glob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        own = [card["name"] for card in data.get("custom_cards", [])]
        english = " ".join(data.get(field) or "" for field in ("title", "story", "description"))
        for card in DB.cards:
            if card.name in BASIC_LANDS or "Conspiracy" in card.types or any(card.name in o for o in own):
                continue
            if not re.search(rf"\b{re.escape(card.name)}\b", english):
                continue
            for lang in data.get("translations", {}):
                if lang not in card.names and not (lang == "ja" and card.name in NO_JAPANESE_NAME):
                    missing.append((path.stem, lang, card.name))
    assert missing == []
    assert DB.get("Cristalería // Patio resquebrajado").name == "Glassworks // Shattered Yard"
    assert DB.get("Saw It Coming").name_in("es") == "Se veía venir"
    assert "cardnames-es-ES.txt @ 2168162e041a14dce173a373d797c2e5cc167038" in DB.get("Void Winnower").source
