"""Effects read from Oracle text (oracle_effects.py): a card from the imported full card set, or
one a user adds, that says an effect in the words Oracle uses for it gets verdicts, not only a
"judge it yourself" warning. The Oracle texts here are the real cards'."""

import json

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from judgeapp.core import engine
from judgeapp.core import cards
from judgeapp.core.card_store import STORE_FILE, import_cards
from judgeapp.core.cards import CardDef, builtin_cards
from judgeapp.core.effects import EffectSpec
from judgeapp.core.oracle_effects import read_effects, read_faces
from judgeapp.core.reasons import Reason
from judgeapp.core.resources import resource_path
from judgeapp.core.verdict import ActionKind
from tests.helpers import board, only, options

MINA_AND_DENN = {"name": "Mina and Denn, Wildborn", "mana_cost": "{2}{R}{G}",
                 "type_line": "Legendary Creature — Elf Ally", "power": "4", "toughness": "4",
                 "oracle_text": "You may play an additional land on each of your turns.\n{R}{G}, Return a land you "
                                "control to its owner's hand: Target creature gains trample until end of turn."}
RITES_OF_FLOURISHING = {"name": "Rites of Flourishing", "mana_cost": "{2}{G}", "type_line": "Enchantment",
                        "oracle_text": "At the beginning of each player's draw step, that player draws an additional "
                                       "card.\nEach player may play an additional land on each of their turns."}
FASTBOND = {"name": "Fastbond", "mana_cost": "{G}", "type_line": "Enchantment",
            "oracle_text": "You may play any number of lands on each of your turns.\nWhenever you play a land, if it "
                           "wasn't the first land you played this turn, Fastbond deals 1 damage to you."}
SUMMER_BLOOM = {"name": "Summer Bloom", "mana_cost": "{1}{G}", "type_line": "Sorcery",
                "oracle_text": "You may play up to three additional lands this turn."}
VIVIEN = {"name": "Vivien, Champion of the Wilds", "mana_cost": "{2}{G}", "type_line": "Legendary Planeswalker — Vivien",
          "loyalty": "4",
          "oracle_text": "You may cast creature spells as though they had flash.\n[+1]: Until your next turn, up to one "
                         "target creature gains vigilance and reach.\n[−2]: Look at the top three cards of your library. "
                         "Exile one face down and put the rest on the bottom of your library in any order. For as long "
                         "as it remains exiled, you may look at that card and you may cast it if it's a creature card."}
DROMOKA = {"name": "Dragonlord Dromoka", "mana_cost": "{4}{G}{W}", "type_line": "Legendary Creature — Elder Dragon",
           "power": "5", "toughness": "7",
           "oracle_text": "This spell can't be countered.\nFlying, lifelink\nYour opponents can't cast spells during "
                          "your turn."}


def _card(data) -> CardDef:
    return CardDef.model_validate(data)


def test_305_2_an_additional_land_read_from_mina_and_denn_lets_its_controller_play_a_second_land():
    """305.2: "You may play an additional land on each of your turns." Read from the text of a card
    no one curated, it counts as Exploration's curated effect does: a second land is legal, a third not."""
    hand = {"hand": ["Forest"], "battlefield": ["Mina and Denn, Wildborn"]}
    second = only(board(custom_cards=[MINA_AND_DENN], turn_facts={"lands_played": 1}, A=hand),
                  ActionKind.PLAY_LAND, card="Forest")
    third = only(board(custom_cards=[MINA_AND_DENN], turn_facts={"lands_played": 2}, A=hand),
                 ActionKind.PLAY_LAND, card="Forest")
    assert second.legal
    assert not third.legal and [c.rule for c in third.failed] == ["305.2b"]


def test_a_card_read_whole_gives_no_judge_it_yourself_warning_but_a_line_it_could_not_read_still_does():
    """Unknown is a verdict (116.1 warning) only for what the engine can't read: Mina and Denn's
    land line is read and its other line changes no special action, so no warning; Vivien's
    flash line is read, but its −2 exiles a card face down, which is the judge's, so it is warned."""
    mina = engine.evaluate(board(custom_cards=[MINA_AND_DENN], A={"battlefield": ["Mina and Denn, Wildborn"]}))
    assert Reason.EFFECT_NOT_MODELLED not in [w.code for w in mina.warnings]
    vivien = engine.evaluate(board(custom_cards=[VIVIEN], A={"battlefield": ["Vivien, Champion of the Wilds"]}))
    warned = [w for w in vivien.warnings if w.code == Reason.EFFECT_NOT_MODELLED]
    assert [w.params["words"] for w in warned] == [["face down"]]


def test_305_2_each_player_may_play_an_additional_land_reads_for_every_player():
    """Rites of Flourishing: "Each player may play an additional land on each of their turns." It
    lets its controller's opponent play a second land on the opponent's own turn too."""
    state = board(active="B", priority="B", custom_cards=[RITES_OF_FLOURISHING], turn_facts={"lands_played": 1},
                  A={"battlefield": ["Rites of Flourishing"]}, B={"hand": ["Forest"]})
    assert only(state, ActionKind.PLAY_LAND, player="B", card="Forest").legal


def test_305_2_any_number_of_lands_read_from_fastbond():
    """Fastbond: "You may play any number of lands on each of your turns." Its second line is a
    trigger on playing a land, not a change to the action."""
    state = board(custom_cards=[FASTBOND], turn_facts={"lands_played": 7},
                  A={"hand": ["Forest"], "battlefield": ["Fastbond"]})
    assert only(state, ActionKind.PLAY_LAND, card="Forest").legal
    assert _card(FASTBOND).unmodelled_words == ()


def test_a_spell_that_lets_more_lands_be_played_this_turn_becomes_an_effect_template():
    """Summer Bloom's "You may play up to three additional lands this turn." is what the spell
    leaves behind (an active effect on the board), as Explore's curated template is."""
    effects = _card(SUMMER_BLOOM).effects
    assert effects.statics == ()
    assert effects.creates == (EffectSpec.model_validate(
        {"kind": "extra_land_plays", "count": 3, "applies_to": "controller", "duration": "this turn"}),)
    state = board(custom_cards=[SUMMER_BLOOM], turn_facts={"lands_played": 3}, A={"hand": ["Forest"]},
                  effects=[{"source": "Summer Bloom", "controller": "A", "created_turn": 3}])
    assert only(state, ActionKind.PLAY_LAND, card="Forest").legal


BORNE_UPON_A_WIND = {"name": "Borne Upon a Wind", "mana_cost": "{1}{U}", "type_line": "Instant",
                     "oracle_text": "You may cast spells this turn as though they had flash.\nDraw a card."}


def test_601_3b_borne_upon_a_wind_lets_a_sorcery_be_suspended_in_response_this_turn_only():
    """Borne Upon a Wind: "You may cast spells this turn as though they had flash." Its effect on
    the board lets A begin to cast Rift Bolt with a spell on the stack, so suspend it (116.2f,
    601.3b); on a later turn the effect has ended (514.2) and A can't."""
    assert _card(BORNE_UPON_A_WIND).effects.creates == (EffectSpec.model_validate(
        {"kind": "flash_permission", "duration": "this turn"}),)
    effect = [{"source": "Borne Upon a Wind", "controller": "A", "created_turn": 3}]
    spell = [{"controller": "B", "card": "Lightning Bolt"}]
    this_turn = board(custom_cards=[BORNE_UPON_A_WIND], effects=effect, stack=spell, A={"hand": ["Rift Bolt"]})
    assert only(this_turn, ActionKind.SUSPEND, card="Rift Bolt").legal
    last_turns = [{**effect[0], "created_turn": 2}]
    later = board(custom_cards=[BORNE_UPON_A_WIND], effects=last_turns, stack=spell, A={"hand": ["Rift Bolt"]})
    assert not only(later, ActionKind.SUSPEND, card="Rift Bolt").legal


EMERGENCE_ZONE = {"name": "Emergence Zone", "type_line": "Land",
                  "oracle_text": "{T}: Add {C}.\n{1}, {T}, Sacrifice Emergence Zone: You may cast spells this turn as "
                                 "though they had flash."}
RANGER_CAPTAIN = {"name": "Ranger-Captain of Eos", "mana_cost": "{1}{W}", "type_line": "Creature — Human Soldier",
                  "power": "3", "toughness": "3",
                  "oracle_text": "When Ranger-Captain of Eos enters, you may search your library for a creature card "
                                 "with mana value 1 or less, reveal it, put it into your hand, then shuffle.\nSacrifice "
                                 "Ranger-Captain of Eos: Your opponents can't cast noncreature spells this turn."}


def test_602_1a_an_activated_abilitys_effect_is_read_as_what_it_leaves_emergence_zone():
    """Emergence Zone's "{1}, {T}, Sacrifice Emergence Zone: You may cast spells this turn as though
    they had flash.": the effect its ability leaves is read (as Borne Upon a Wind's), so the judge
    who puts it on the board sees A suspend Rift Bolt in response (601.3b); the land itself on the
    battlefield is no "judge it yourself" warning, its line being read."""
    assert _card(EMERGENCE_ZONE).effects.creates == (EffectSpec.model_validate(
        {"kind": "flash_permission", "duration": "this turn"}),)
    spell = [{"controller": "B", "card": "Lightning Bolt"}]
    state = board(custom_cards=[EMERGENCE_ZONE], stack=spell, A={"hand": ["Rift Bolt"]},
                  effects=[{"source": "Emergence Zone", "controller": "A", "created_turn": 3}])
    assert only(state, ActionKind.SUSPEND, card="Rift Bolt").legal
    assert _card(EMERGENCE_ZONE).unmodelled_words == ()


def test_601_3_ranger_captain_of_eos_sacrificed_stops_the_opponents_noncreature_spells_not_creatures():
    """Ranger-Captain of Eos sacrificed by A: "Your opponents can't cast noncreature spells this
    turn." B can't begin to cast Rift Bolt, so can't suspend it (116.2f); Deep-Sea Kraken, a
    creature card, B still can; A is not affected. Its "When … enters" trigger is not read."""
    effect = [{"source": "Ranger-Captain of Eos", "controller": "A", "created_turn": 3}]
    state = board(custom_cards=[RANGER_CAPTAIN], active="B", priority="B", effects=effect,
                  A={"hand": ["Rift Bolt"]}, B={"hand": ["Rift Bolt", "Deep-Sea Kraken"]})
    assert [c.code for c in only(state, ActionKind.SUSPEND, player="B", card="Rift Bolt").failed] == [
        Reason.CAST_PROHIBITED]
    assert only(state, ActionKind.SUSPEND, player="B", card="Deep-Sea Kraken").legal
    assert _card(RANGER_CAPTAIN).effects.from_oracle == (
        "Sacrifice Ranger-Captain of Eos: Your opponents can't cast noncreature spells this turn.",)


def test_601_3b_creature_spells_as_though_they_had_flash_lets_a_creature_be_suspended_at_instant_speed():
    """116.2f with 601.3b: Vivien lets its controller cast creature spells as though they had
    flash, so a creature card with suspend can be suspended in an opponent's upkeep; a sorcery
    can't (the filter is read too)."""
    state = board(active="B", priority="A", step="upkeep", custom_cards=[VIVIEN],
                  A={"hand": ["Errant Ephemeron", "Rift Bolt"], "battlefield": ["Vivien, Champion of the Wilds"]})
    assert only(state, ActionKind.SUSPEND, card="Errant Ephemeron").legal
    assert not only(state, ActionKind.SUSPEND, card="Rift Bolt").legal


def test_601_3_your_opponents_cant_cast_spells_during_your_turn_stops_an_opponents_suspend():
    """116.2f: suspending needs that the player could begin to cast the card (601.3). Dragonlord
    Dromoka's controller's opponent can't cast spells during that turn, so can't suspend there."""
    state = board(priority="B", custom_cards=[DROMOKA], A={"battlefield": ["Dragonlord Dromoka"]},
                  B={"hand": ["Errant Ephemeron"], "battlefield": ["Vedalken Orrery"]})
    assert not only(state, ActionKind.SUSPEND, player="B", card="Errant Ephemeron").legal
    without = board(priority="B", B={"hand": ["Errant Ephemeron"], "battlefield": ["Vedalken Orrery"]})
    assert only(without, ActionKind.SUSPEND, player="B", card="Errant Ephemeron").legal


@pytest.mark.parametrize("text", [
    "You may play an additional land on each of your turns if you control a Forest.",   # a condition
    "As long as you control a Forest, you may play an additional land on each of your turns.",
    "Whenever a land enters, you may play an additional land this turn.",              # a trigger
])
def test_a_line_worded_otherwise_is_not_guessed_at_and_stays_a_warning(text):
    """Only a whole line in a known wording is read: one with a condition or a trigger around the
    same words stays the judge's (a 116.1 board warning), never a silent guess."""
    card = _card({"name": "Conditional Explorer", "type_line": "Enchantment", "oracle_text": text})
    assert card.effects.statics == () and card.effects.creates == ()
    assert card.unmodelled_words != ()
    state = board(custom_cards=[{"name": "Conditional Explorer", "type_line": "Enchantment", "oracle_text": text}],
                  turn_facts={"lands_played": 1}, A={"hand": ["Forest"], "battlefield": ["Conditional Explorer"]})
    assert not only(state, ActionKind.PLAY_LAND, card="Forest").legal


def test_every_line_read_from_a_curated_card_is_one_of_its_curated_effects():
    """The reader agrees with the hand-curated data: on every bundled card with curated effects,
    each effect it reads from the card's text is one the curators wrote (Exploration, Azusa,
    Crucible of Worlds, Courser of Kruphix, Leyline of Anticipation, Yeva, Teferi, Silence…)."""
    curated = json.loads(resource_path("card_effects.json").read_text(encoding="utf-8"))
    compared = 0
    for card in builtin_cards().cards:
        if card.name not in curated:
            continue
        read = read_faces([(f.name, f.oracle_text) for f in card.faces], card.is_room) if card.faces \
            else read_effects(card.oracle_text)
        for where in ("statics", "creates"):
            for spec in read.get(where, ()):
                assert EffectSpec.model_validate(spec) in getattr(card.effects, where), (card.name, spec)
                compared += 1
    assert compared >= 18


def test_curated_and_reviewed_cards_keep_their_data_and_no_bundled_card_changes():
    """Curated effects and review notes win over reading: a bundled card's effects are exactly
    card_effects.json's, so the reader changes no bundled verdict."""
    curated = json.loads(resource_path("card_effects.json").read_text(encoding="utf-8"))
    for card in builtin_cards().cards:
        assert card.effects.from_oracle == (), card.name
        if card.name not in curated:
            assert card.effects.statics == () and card.effects.creates == (), card.name


def test_a_custom_card_that_gives_its_own_effects_keeps_them():
    """A card definition with its own effects (a scenario file's custom card) is not re-read."""
    given = {**MINA_AND_DENN, "effects": {"statics": [{"kind": "extra_land_plays", "count": 2}]}}
    assert _card(given).effects.statics == (EffectSpec.model_validate({"kind": "extra_land_plays", "count": 2}),)
    assert options(board(custom_cards=[given], turn_facts={"lands_played": 2},
                         A={"hand": ["Forest"], "battlefield": ["Mina and Denn, Wildborn"]}),
                   ActionKind.PLAY_LAND, card="Forest")[0].legal


def test_712_8d_and_715_4_a_faces_effect_read_from_oracle_counts_only_while_that_face_is_up():
    """Cards with faces were not read at all: a modal double-faced card's front ("You may play
    lands from your graveyard.") gave no permission on the battlefield. Each face is now read on
    its own, in force only while it is up (712.8d-e); an adventurer on the battlefield has only its
    creature face's abilities (715.4), so its Adventure's text gives nothing there."""
    def two_faced(layout, front, back):
        faces = [{"name": name, "mana_cost": cost, "type_line": type_line, "oracle_text": text,
                  **({"power": "2", "toughness": "2"} if type_line.startswith("Creature") else {})}
                 for name, cost, type_line, text in (front, back)]
        return {"name": f"{front[0]} // {back[0]}", "mana_cost": front[1], "layout": layout, "oracle_text": "",
                "type_line": f"{front[2]} // {back[2]}", "faces": faces}
    mdfc = two_faced("modal_dfc", ("Test Gravekeeper", "{2}{B}", "Creature — Zombie", "You may play lands from your graveyard."),
                     ("Test Barrow", "", "Land", "Test Barrow enters tapped.\n{T}: Add {B}."))
    adventurer = two_faced("adventure", ("Test Ranger", "{1}{G}", "Creature — Elf", "Flying"),
                           ("Early Harvest", "{G}", "Sorcery — Adventure", "You may play lands from your graveyard."))
    (spec,) = _card(mdfc).effects.statics
    assert (spec.kind.value, spec.face) == ("play_lands_from_zone", 0) and _card(mdfc).unmodelled_words == ()

    def graveyard_land(card, face):
        state = board(custom_cards=[mdfc, adventurer], A={"graveyard": ["Forest"],
                                                          "battlefield": [{"card": card, "face": face}]})
        return [o.legal for o in options(state, ActionKind.PLAY_LAND, card="Forest")]
    assert graveyard_land(mdfc["name"], 0) == [True]
    assert graveyard_land(mdfc["name"], 1) == []         # the land face is up: no permission
    assert graveyard_land(adventurer["name"], 0) == []   # the Adventure's words don't work on the battlefield


def test_cards_imported_from_a_full_card_set_get_the_effects_their_text_says(tmp_path):
    """The point of reading: a Scryfall Oracle Cards file's Mina and Denn and Fastbond work in the
    engine from the imported store, and the import report counts the cards read."""
    bulk = tmp_path / "oracle-cards.json"
    bulk.write_text(json.dumps([{"object": "card", "lang": "en", "layout": "normal", "keywords": [],
                                 "type_line": c["type_line"], "mana_cost": c["mana_cost"], "name": c["name"],
                                 "oracle_text": c["oracle_text"]} for c in (MINA_AND_DENN, FASTBOND, DROMOKA)]),
                    encoding="utf-8")
    report = import_cards(bulk, tmp_path)
    assert report.cards == 3 and report.recognised["effects_read"] == 3
    cards.use_store(tmp_path / STORE_FILE)
    try:
        state = board(turn_facts={"lands_played": 1}, A={"hand": ["Forest"], "battlefield": ["Mina and Denn, Wildborn"]})
        assert only(state, ActionKind.PLAY_LAND, card="Forest").legal
    finally:
        cards.use_store(None)


THALIA = {"name": "Thalia, Guardian of Thraben", "mana_cost": "{1}{W}", "type_line": "Legendary Creature — Human Soldier",
          "power": "2", "toughness": "1", "oracle_text": "First strike\nNoncreature spells cost {1} more to cast."}
BARAL = {"name": "Baral, Chief of Compliance", "mana_cost": "{1}{U}", "type_line": "Legendary Creature — Human Wizard",
         "power": "1", "toughness": "3",
         "oracle_text": "Instant and sorcery spells you cast cost {1} less to cast.\nWhenever a spell or ability you "
                        "control counters a spell, you may draw a card. If you do, discard a card."}


def test_116_1_thalias_tax_is_read_and_the_foretell_verdict_says_it_does_not_apply():
    """116.1, 116.2h: foretelling is a special action, not casting a spell, so Thalia's "Noncreature
    spells cost {1} more to cast." leaves its {2} as printed. The exam's classic trap, for a card
    outside the bundled set: the verdict's note says so, and no "judge it yourself" warning."""
    evaluation = engine.evaluate(board(custom_cards=[THALIA], A={"hand": ["Saw It Coming"]},
                                       B={"battlefield": ["Thalia, Guardian of Thraben"]}))
    foretell = [o for o in evaluation.verdict(ActionKind.FORETELL).options if o.card == "Saw It Coming"][0]
    assert foretell.legal and foretell.cost == "{2}"
    assert [(n.code, n.params["source"]) for n in foretell.notes] == [
        (Reason.SPELLS_COST_CHANGE_NOT_APPLYING, "Thalia, Guardian of Thraben")]
    assert Reason.EFFECT_NOT_MODELLED not in [w.code for w in evaluation.warnings]


def test_116_1_damping_spheres_spell_tax_is_read_and_its_mana_line_counted_so_no_warning():
    """Damping Sphere (Oracle): "Each spell a player casts costs {1} more to cast for each other spell
    that player has cast this turn." is a cost change on spells, which no special action is (116.1):
    foretelling still costs {2}, and the verdict notes it; its other line, about lands tapped for two
    or more mana, is counted by the payment (106.12b). Before, both lines were a "judge it yourself"
    board warning."""
    sphere = {"name": "Damping Sphere", "mana_cost": "{2}", "type_line": "Artifact",
              "oracle_text": "If a land is tapped for two or more mana, it produces {C} instead of any other type and "
                             "amount.\nEach spell a player casts costs {1} more to cast for each other spell that "
                             "player has cast this turn."}
    state = board(custom_cards=[sphere], A={"hand": ["Saw It Coming"]}, B={"battlefield": ["Damping Sphere"]})
    evaluation = engine.evaluate(state)
    foretell = only(state, ActionKind.FORETELL)
    assert foretell.cost == "{2}"
    assert [(n.code, n.params["source"]) for n in foretell.notes] == [
        (Reason.SPELLS_COST_CHANGE_NOT_APPLYING, "Damping Sphere")]
    assert Reason.EFFECT_NOT_MODELLED not in [w.code for w in evaluation.warnings]


def test_a_cost_change_for_spells_you_cast_is_read_for_its_controller_only():
    """Baral's reduction is "spells you cast": its controller's options carry the note, the
    opponent's don't; its trigger line changes no special action and is no warning."""
    state = board(custom_cards=[BARAL], A={"hand": ["Saw It Coming"], "battlefield": ["Baral, Chief of Compliance"]},
                  B={"hand": ["Saw It Coming"]})
    mine = only(state, ActionKind.FORETELL, player="A", card="Saw It Coming")
    assert [n.code for n in mine.notes] == [Reason.SPELLS_COST_CHANGE_NOT_APPLYING]
    theirs = only(board(active="B", priority="B", custom_cards=[BARAL], A={"battlefield": ["Baral, Chief of Compliance"]},
                        B={"hand": ["Saw It Coming"]}), ActionKind.FORETELL, player="B", card="Saw It Coming")
    assert theirs.notes == ()
    assert _card(BARAL).unmodelled_words == ()


_PIECES = ["You may play", "Each player may play", "an", "two", "additional", "land", "lands", "any number of",
           "on each of your turns.", "on each of their turns.", "this turn.", "from your graveyard.",
           "You can't play lands.", "spells", "cost {1} more to cast.", "as though they had flash.", "green creature",
           "(reminder: play an additional land)", "Your opponents can't cast spells", "during your turn.", "\n", "—",
           "{T}:", "If", "unless", "Morph {2}{W}", "’", "\u0000", "ランド", "Each player can't cast more than one",
           "noncreature", "nonartifact", "spell each turn."]


@settings(max_examples=300, deadline=None)
@example("Morph {2}{W}\n  You can't play lands.  \nNoncreature spells cost {1} more to cast. (A tax.)")
@given(st.lists(st.sampled_from(_PIECES) | st.text(max_size=12), max_size=14).map(" ".join))
def test_any_text_reads_without_error_into_a_valid_card_and_only_whole_lines_are_read(text):
    """Attacker's view of the reader: whatever a card's text says (template pieces shuffled, junk,
    control characters, other scripts), reading never raises, the card validates, every line
    read is a whole line of the text, and a card made of only those lines reads the same."""
    card = _card({"name": "Fuzzed Card", "type_line": "Enchantment", "oracle_text": text})
    lines = {line.strip() for line in text.split("\n")}
    assert set(card.effects.from_oracle) <= lines
    if card.effects.from_oracle:
        again = _card({"name": "Fuzzed Card", "type_line": "Enchantment",
                       "oracle_text": "\n".join(card.effects.from_oracle)})
        assert (again.effects.statics, again.effects.creates) == (card.effects.statics, card.effects.creates)


def test_every_template_says_a_word_the_quick_pass_looks_for():
    """read_effects passes over a line without "play", "cast", "flash" or "cost" at once; a
    template without one of them would never be tried."""
    from judgeapp.core.oracle_effects import templates
    hint, compiled = templates()
    for template, _where, _reading in compiled:
        assert hint.search(template.pattern), template.pattern


def test_a_typographic_apostrophe_reads_as_oracles():
    """A card typed in a word processor says "can’t" and "it’s": the same templates read it."""
    card = _card({"name": "Typed Mining", "type_line": "Enchantment",
                  "oracle_text": "You can’t play lands.\nYou may play the top card of your library if it’s a land card."})
    assert [s.kind.value for s in card.effects.statics] == ["cant_play_lands", "play_lands_from_zone"]
    assert card.unmodelled_words == ()


CRYPTOLITH_RITE = {"name": "Cryptolith Rite", "mana_cost": "{1}{G}", "type_line": "Enchantment",
                   "oracle_text": "Creatures you control have \"{T}: Add one mana of any color.\""}


def test_118_3_cryptolith_rite_read_lets_creatures_pay_a_morph_cost_but_not_summoning_sick_ones():
    """Cryptolith Rite: "Creatures you control have "{T}: Add one mana of any color."" read from
    its text: four Grizzly Bears pay Exalted Angel's morph cost {2}{W}{W} (118.3; the board's
    mana counts here, not the exam convention). Bears that came under A's control this turn are
    summoning sick and can't use a {T} ability (302.6); without the Rite the Bears make no mana."""
    def angel(*bears: dict, rite: bool = True):
        return board(custom_cards=[CRYPTOLITH_RITE], real_costs=True,
                     A={"battlefield": [{"card": "Exalted Angel", "face_down": "morph"}, *bears,
                                        *([{"card": "Cryptolith Rite"}] if rite else [])]})
    ready = [{"card": "Grizzly Bears"}] * 4
    assert only(angel(*ready), ActionKind.TURN_FACE_UP, card="Exalted Angel").legal
    assert not only(angel(*ready, rite=False), ActionKind.TURN_FACE_UP, card="Exalted Angel").legal
    sick = [{"card": "Grizzly Bears", "summoning_sick": True}] * 4
    assert not only(angel(*sick), ActionKind.TURN_FACE_UP, card="Exalted Angel").legal


CITANUL_HIEROPHANTS = {"name": "Citanul Hierophants", "mana_cost": "{3}{G}", "type_line": "Creature — Human Druid",
                       "power": "3", "toughness": "2",
                       "oracle_text": "Creatures you control have \"{T}: Add {G}.\""}


def test_118_3_citanul_hierophants_creatures_add_green_only_so_they_cant_pay_white():
    """Citanul Hierophants: "Creatures you control have "{T}: Add {G}."": three Grizzly Bears and the
    Hierophants make {G}{G}{G}{G}, which can't pay Exalted Angel's morph cost {2}{W}{W} (118.3); with two Plains
    beside them they can. The ability it gives adds green only, not any color."""
    def angel(*lands: str):
        return board(custom_cards=[CITANUL_HIEROPHANTS], real_costs=True,
                     A={"battlefield": [{"card": "Exalted Angel", "face_down": "morph"},
                                        *[{"card": "Grizzly Bears"}] * 3, *[{"card": land} for land in lands]]
                        + [{"card": "Citanul Hierophants"}]})
    assert not only(angel(), ActionKind.TURN_FACE_UP, card="Exalted Angel").legal
    assert only(angel("Plains", "Plains"), ActionKind.TURN_FACE_UP, card="Exalted Angel").legal


def test_a_cost_change_reads_the_card_type_and_the_zones_it_is_about():
    """601.2f, for Cast's payment: "Creature spells cost {2} less to cast." (Turri Island) is about
    creature spells, "Spells your opponents cast from graveyards or from exile cost {2} more to
    cast." (Aven Interrupter) about spells cast from those zones; "Noncreature spells" stays about
    every spell (Cast then leaves the total to the judge)."""
    def statics(text):
        return read_effects(text)["statics"]
    assert statics("Creature spells cost {2} less to cast.") == [
        {"kind": "cost_change_elsewhere", "of": "spells", "applies_to": "each_player",
         "card_filter": {"types_any": ["Creature"]}}]
    assert statics("Spells your opponents cast from graveyards or from exile cost {2} more to cast.") == [
        {"kind": "cost_change_elsewhere", "of": "spells", "applies_to": "opponents", "from_zones": ["graveyard", "exile"]}]
    assert statics("Noncreature spells cost {1} more to cast.") == [
        {"kind": "cost_change_elsewhere", "of": "spells", "applies_to": "each_player"}]


def test_a_one_time_untap_skip_is_read_with_or_without_its_trigger():
    """614.10: Brine Elemental's "When Brine Elemental is turned face up, each opponent skips their
    next untap step." leaves an effect on each opponent; "Target player skips their next untap
    step." on the player it targets."""
    def creates(text):
        return read_effects(text)["creates"]
    assert creates("When Brine Elemental is turned face up, each opponent skips their next untap step.") == [
        {"kind": "skip_next_untap", "applies_to": "opponents"}]
    assert creates("Target player skips their next untap step.") == [{"kind": "skip_next_untap", "applies_to": "affected"}]


DOC_AURLOCK = {"name": "Doc Aurlock, Grizzled Genius", "mana_cost": "{G}{U}",
               "type_line": "Legendary Creature — Human Druid", "power": "2", "toughness": "3",
               "oracle_text": "Spells you cast from your graveyard or from exile cost {2} less to cast.\n"
                              "Plotting cards from your hand costs {2} less."}


def test_118_7a_doc_aurlock_read_makes_plotting_from_hand_cost_2_less_and_the_verdict_says_so():
    """Doc Aurlock, Grizzled Genius (Oracle): "Plotting cards from your hand costs {2} less." Read
    from its text, so its card gives no "judge it yourself" warning: Djinn of Fool's Fall's plot
    {3}{U} costs {1}{U} and Slickshot Show-Off's {1}{R} costs {R} (118.7a: only the generic part is
    reduced), each with a note naming the original cost and Doc; with real mana, two Islands pay
    the Djinn. Its other line (spells from a graveyard or exile) is a cost change on spells (116.1).
    Before, the line was a warning and the costs unchanged. Doc in an opponent's control reduces
    nothing of A's; a card plotted from the top of a library (Fblthp) isn't from a hand."""
    from judgeapp.core import messages
    state = board(real_costs=True, custom_cards=[DOC_AURLOCK], A={
        "battlefield": [DOC_AURLOCK["name"], "Island", "Island"],
        "hand": [{"id": "djinn", "card": "Djinn of Fool's Fall"}, {"id": "show", "card": "Slickshot Show-Off"}]})
    evaluation = engine.evaluate(state)
    assert not [w for w in evaluation.warnings if w.code == Reason.EFFECT_NOT_MODELLED]
    djinn, show = (only(state, ActionKind.PLOT, card=name) for name in ("Djinn of Fool's Fall", "Slickshot Show-Off"))
    assert (djinn.cost, show.cost) == ("{1}{U}", "{R}")
    assert djinn.legal and not show.legal            # two Islands: {1}{U} yes, {R} no
    (note,) = [n for n in djinn.notes if n.code == Reason.COST_REDUCED]
    assert note.rule == "118.7a" and note.params["from"] == "{3}{U}"
    assert messages.check_text(note) == "The cost is {1}{U} instead of {3}{U} (Doc Aurlock, Grizzled Genius)."
    after = engine.apply(state, djinn)
    assert all(o.tapped for o in after.player("A").battlefield if o.card == "Island")
    theirs = board(custom_cards=[DOC_AURLOCK], A={"hand": ["Djinn of Fool's Fall"]},
                   B={"battlefield": [DOC_AURLOCK["name"]]})
    assert only(theirs, ActionKind.PLOT).cost == "{3}{U}"
    from_top = board(custom_cards=[DOC_AURLOCK], A={"battlefield": [DOC_AURLOCK["name"], "Fblthp, Lost on the Range"],
                                                    "library_top": ["Djinn of Fool's Fall"]})
    assert only(from_top, ActionKind.PLOT).cost == "{3}{U}"


@pytest.mark.parametrize(("text", "spec"), [
    ("Foretelling cards from your hand costs {1} less and can be done on any player’s turn.",
     {"kind": "foretell_modifier", "cost_reduction": 1, "any_turn": True}),             # Cosmos Charger
    ("The first card you foretell each turn costs {0} to foretell.",
     {"kind": "foretell_modifier", "cost_reduction": 2, "first_each_turn": True}),      # Ranar the Ever-Watchful
    ("Plotting cards from your hand costs {2} less.",
     {"kind": "plot_modifier", "cost_reduction": 2, "from_zones": ["hand"]}),           # Doc Aurlock
])
def test_118_7a_the_special_actions_own_cost_reductions_are_read(text, spec):
    """The cost reductions of special actions in Oracle's words, as the curated data has them for
    Cosmos Charger and Ranar (foretelling costs {2}, 702.143a: "costs {0}" is {2} less)."""
    assert read_effects(text)["statics"] == [spec]
