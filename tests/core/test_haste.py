"""Haste given by effects (702.10): a creature that has it can pay {T} the turn it came under its
controller's control (302.6), so its mana counts toward a special action's cost (118.3), and it may
have been declared as an attacker (508.1a). The Oracle texts here are the real cards'."""

import pytest

from judgeapp.core import engine
from judgeapp.core.oracle import special_action_words
from judgeapp.core.oracle_effects import read_effects
from judgeapp.core.reasons import Reason
from judgeapp.core.verdict import ActionKind
from tests.helpers import board, only

LIGHTNING_GREAVES = {"name": "Lightning Greaves", "mana_cost": "{2}", "type_line": "Artifact — Equipment",
                     "oracle_text": "Equipped creature has haste and shroud. (It can't be the target of spells or "
                                    "abilities.)\nEquip {0}"}
FERVOR = {"name": "Fervor", "mana_cost": "{2}{R}", "type_line": "Enchantment",
          "oracle_text": "Creatures you control have haste. (They can attack and {T} as soon as they come under "
                         "your control.)"}
CONCORDANT_CROSSROADS = {"name": "Concordant Crossroads", "mana_cost": "{G}", "type_line": "World Enchantment",
                         "oracle_text": "All creatures have haste."}
GOBLIN_WARCHIEF = {"name": "Goblin Warchief", "mana_cost": "{1}{R}{R}", "type_line": "Creature — Goblin Warrior",
                   "power": "2", "toughness": "2",
                   "oracle_text": "Goblin spells you cast cost {1} less to cast.\nGoblins you control have haste."}
CUSTOM = [LIGHTNING_GREAVES, FERVOR, CONCORDANT_CROSSROADS, GOBLIN_WARCHIEF]
ANGEL = {"card": "Exalted Angel", "face_down": "morph"}
NEW_BIRDS = {"id": "birds", "card": "Birds of Paradise", "summoning_sick": True}


def _angel(mine=(), theirs=()):
    """Exalted Angel's morph {2}{W}{W} with three Plains and a Birds of Paradise A cast this turn."""
    state = board(real_costs=True, custom_cards=CUSTOM,
                  A={"battlefield": [ANGEL, "Plains", "Plains", "Plains", NEW_BIRDS, *mine]},
                  B={"battlefield": list(theirs)})
    return state, only(state, ActionKind.TURN_FACE_UP)


def test_702_10_lightning_greaves_equipped_lets_a_new_birds_of_paradise_pay_for_turning_a_morph_face_up():
    """Lightning Greaves (Oracle): "Equipped creature has haste and shroud." Equipped to the Birds, the
    Birds taps for the fourth mana: Exalted Angel can be turned face up, and no note says the Birds
    can't add mana. Equipped to nothing, or to another creature, it doesn't help (302.6). Before,
    the Greaves were ignored and the cost counted as not payable, silently."""
    state, option = _angel(mine=[{"card": "Lightning Greaves", "attached_to": "birds"}])
    assert option.legal
    assert not [n for n in option.notes if n.code == Reason.MANA_SOURCE_SUMMONING_SICK]
    assert not [w for w in engine.evaluate(state).warnings if w.code == Reason.EFFECT_NOT_MODELLED]
    _, unattached = _angel(mine=["Lightning Greaves"])
    assert not unattached.legal
    _, on_other = _angel(mine=[{"id": "elves", "card": "Llanowar Elves"}, {"card": "Lightning Greaves", "attached_to": "elves"}])
    assert on_other.legal        # the Elves, long under A's control, tap for {G} anyway: the Greaves change nothing
    _, on_other_new = _angel(mine=[{"id": "elves", "card": "Llanowar Elves", "summoning_sick": True},
                                   {"card": "Lightning Greaves", "attached_to": "elves"}])
    assert on_other_new.legal    # the Elves have haste now, the Birds still don't: three Plains and {G}


def test_702_10_creatures_you_control_have_haste_is_its_controllers_and_all_creatures_everyones():
    """Fervor (Oracle): "Creatures you control have haste.": A's gives A's Birds haste, B's doesn't.
    Concordant Crossroads (Oracle): "All creatures have haste.": B's gives A's Birds haste too."""
    assert _angel(mine=["Fervor"])[1].legal
    assert not _angel(theirs=["Fervor"])[1].legal
    assert _angel(theirs=["Concordant Crossroads"])[1].legal


def test_508_1a_an_attacker_with_haste_from_an_effect_is_no_board_warning():
    """A summoning-sick creature marked as attacking is a board warning (302.6, 508.1a) unless it has
    haste: Lightning Greaves attached gives it, so there is no warning; unattached, the warning stays."""
    def warnings(greaves):
        state = board(custom_cards=CUSTOM, step="declare_attackers", A={"battlefield": [
            {"id": "bears", "card": "Grizzly Bears", "summoning_sick": True, "attacking": True}, greaves]})
        return [w.code for w in engine.evaluate(state).warnings]
    assert Reason.ATTACKER_SUMMONING_SICK not in warnings({"card": "Lightning Greaves", "attached_to": "bears"})
    assert Reason.ATTACKER_SUMMONING_SICK in warnings({"card": "Lightning Greaves"})


def test_708_2_a_face_down_creature_has_no_haste_of_its_own_but_an_effects_haste_reaches_it():
    """A face-down permanent has no abilities (708.2): face down, a creature card with haste printed is
    a summoning-sick 2/2 without it; Fervor still gives it haste. Tested as an attacker."""
    hasty = {"name": "Test Hasty Morph", "type_line": "Creature — Test", "power": "2", "toughness": "2",
             "oracle_text": "Haste\nMorph {2}"}
    def warned(*extra):
        state = board(custom_cards=[hasty, FERVOR], step="declare_attackers", A={"battlefield": [
            {"card": "Test Hasty Morph", "face_down": "morph", "summoning_sick": True, "attacking": True}, *extra]})
        return Reason.ATTACKER_SUMMONING_SICK in [w.code for w in engine.evaluate(state).warnings]
    assert warned() and not warned("Fervor")


def test_613_1f_a_creature_that_lost_all_abilities_has_no_haste_of_its_own():
    """Humility (Oracle): "All creatures lose all abilities and have base power and toughness 1/1."
    Printed haste is one of those abilities (613.1f, layer 6): a summoning-sick creature with haste
    marked as attacking is a board warning (302.6, 508.1a) under Humility, and none without it.
    It used to count the printed keyword whatever took the creature's abilities away."""
    hasty = {"name": "Test Hasty", "type_line": "Creature — Test", "power": "2", "toughness": "2",
             "oracle_text": "Haste"}
    def warned(*extra):
        state = board(custom_cards=[hasty], step="declare_attackers", A={"battlefield": [
            {"card": "Test Hasty", "summoning_sick": True, "attacking": True}, *extra]})
        return Reason.ATTACKER_SUMMONING_SICK in [w.code for w in engine.evaluate(state).warnings]
    assert not warned() and warned("Humility")


@pytest.mark.parametrize(("text", "spec"), [
    ("Equipped creature has haste and shroud.", {"kind": "grants_haste", "applies_to": "each_player", "scope": "attached"}),
    ("Equipped creature has hexproof and haste.", {"kind": "grants_haste", "applies_to": "each_player", "scope": "attached"}),   # Swiftfoot Boots
    ("Enchanted creature has haste.", {"kind": "grants_haste", "applies_to": "each_player", "scope": "attached"}),   # Enraging Licid
    ("Enchanted creature gets +1/+1 and has flying, haste, and lifelink.",
     {"kind": "grants_haste", "applies_to": "each_player", "scope": "attached"}),
    ("Creatures you control have haste.", {"kind": "grants_haste"}),          # Fervor, Fires of Yavimaya
    ("All creatures have haste.", {"kind": "grants_haste", "applies_to": "each_player"}),   # Concordant Crossroads
    ("Goblins you control have haste.", {"kind": "grants_haste", "card_filter": {"subtypes_any": ["Goblin"]}}),
    ("Sliver creatures you control have haste.", {"kind": "grants_haste", "card_filter": {"subtypes_any": ["Sliver"]}}),
    ("Elves you control have haste.", {"kind": "grants_haste", "card_filter": {"subtypes_any": ["Elf"]}}),
    # "Other …": all but the source itself (Dragonlord Kolaghan; Goblin Chieftain's Oracle line)
    ("Other creatures you control have haste.", {"kind": "grants_haste", "scope": "others"}),
    ("Other Goblins you control get +1/+1 and have haste.",
     {"kind": "grants_haste", "scope": "others", "card_filter": {"subtypes_any": ["Goblin"]}}),
])
def test_702_10_haste_given_is_read(text, spec):
    assert read_effects(text)["statics"] == [spec]


@pytest.mark.parametrize("text", ["Red creatures you control have haste.", "Artifact creatures you control have haste.",
                                  "Creature tokens you control have haste.", "Tokens you control have haste.",
                                  "Other red creatures you control have haste."])
def test_haste_for_a_color_a_card_type_or_tokens_is_not_read_as_a_creature_type(text):
    """205.3m: "Red", "Artifact", "Tokens" are no creature types: none of these is read as a creature
    type's haste (they stay "judge it yourself" warnings)."""
    assert read_effects(text) == {}
    assert special_action_words(text)


BLOODGHAST = {"name": "Bloodghast", "mana_cost": "{B}{B}", "type_line": "Creature — Vampire Spirit", "power": "2",
              "toughness": "1",
              "oracle_text": "Bloodghast can't block.\nBloodghast has haste as long as an opponent has 10 or less life.\n"
                             "Landfall — Whenever a land you control enters, you may return Bloodghast from your "
                             "graveyard to the battlefield."}
GOBLIN_PIKER = {"name": "Goblin Piker", "mana_cost": "{1}{R}", "type_line": "Creature — Goblin Warrior", "power": "2",
                "toughness": "1", "oracle_text": "Goblin Piker can't block."}


def test_haste_given_in_other_words_is_a_judge_it_yourself_warning():
    """Bloodghast's "Bloodghast has haste as long as an opponent has 10 or less life." depends on what
    the reader doesn't follow: a board warning says the judge must weigh it (before, nothing was said)."""
    state = board(custom_cards=[BLOODGHAST], A={"battlefield": ["Bloodghast"]})
    (warning,) = [w for w in engine.evaluate(state).warnings if w.code == Reason.EFFECT_NOT_MODELLED]
    assert "has haste" in " ".join(warning.params["words"])


def test_702_10_goblin_warchief_gives_haste_to_goblins_only():
    """Goblin Warchief (Oracle): "Goblins you control have haste.": a Goblin Piker that came this turn
    may be attacking (no board warning, 508.1a), a Grizzly Bears may not; face down, the Piker has no
    creature type (708.2) and no haste. Before, the line was a warning and the Piker warned too."""
    def warned(*attackers):
        state = board(custom_cards=CUSTOM + [GOBLIN_PIKER], step="declare_attackers", A={"battlefield": [
            "Goblin Warchief", *({"summoning_sick": True, "attacking": True, **a} for a in attackers)]})
        evaluation = engine.evaluate(state)
        assert not [w for w in evaluation.warnings if w.code == Reason.EFFECT_NOT_MODELLED]
        return [w.params["card"] for w in evaluation.warnings if w.code == Reason.ATTACKER_SUMMONING_SICK]
    assert warned({"card": "Goblin Piker"}, {"card": "Grizzly Bears"}) == ["Grizzly Bears"]
    assert warned({"card": "Goblin Piker", "face_down": "morph"}) == ["Goblin Piker"]


DRAGONLORD_KOLAGHAN = {"name": "Dragonlord Kolaghan", "mana_cost": "{4}{B}{R}", "type_line":
                       "Legendary Creature — Elder Dragon", "power": "6", "toughness": "4",
                       "oracle_text": "Flying, haste\nOther creatures you control have haste.\nWhenever an opponent "
                                      "casts a creature or planeswalker spell with the same name as a card in their "
                                      "graveyard, that player loses 10 life."}
# Made up: the "Other …" lords printed so far have haste themselves, which hides whether "other" is read
OTHER_GOBLINS_LORD = {"name": "Test Goblin Lord", "mana_cost": "{2}{R}", "type_line": "Creature — Goblin",
                      "power": "2", "toughness": "2", "oracle_text": "Other Goblins you control have haste."}


def test_702_10_dragonlord_kolaghans_other_creatures_have_haste_lets_a_new_birds_pay():
    """Dragonlord Kolaghan (Oracle): "Other creatures you control have haste.": the Birds of Paradise
    A cast this turn taps for the morph's fourth mana (302.6). Before, the line was a board warning
    and the Birds couldn't pay."""
    state = board(real_costs=True, custom_cards=CUSTOM + [DRAGONLORD_KOLAGHAN],
                  A={"battlefield": [ANGEL, "Plains", "Plains", "Plains", NEW_BIRDS, "Dragonlord Kolaghan"]})
    assert only(state, ActionKind.TURN_FACE_UP).legal
    assert not [w for w in engine.evaluate(state).warnings if w.code == Reason.EFFECT_NOT_MODELLED]


def test_702_10_other_goblins_have_haste_leaves_the_lord_itself_out():
    """"Other Goblins you control have haste.": a Goblin Piker that came this turn may be attacking
    (508.1a), the lord that came this turn with it may not (the board warns of it alone)."""
    state = board(custom_cards=[OTHER_GOBLINS_LORD, GOBLIN_PIKER], step="declare_attackers", A={"battlefield": [
        {"card": name, "summoning_sick": True, "attacking": True} for name in ("Test Goblin Lord", "Goblin Piker")]})
    evaluation = engine.evaluate(state)
    assert [w.params["card"] for w in evaluation.warnings if w.code == Reason.ATTACKER_SUMMONING_SICK] == ["Test Goblin Lord"]
    assert not [w for w in evaluation.warnings if w.code == Reason.EFFECT_NOT_MODELLED]


def test_702_10_immediate_action_gives_haste_to_creatures_with_its_chosen_name():
    """Immediate Action (Oracle): "Creatures you control with the chosen name have haste." (curated),
    face up in A's command zone in a Conspiracy Draft game (905.4), naming Birds of Paradise: the new
    Birds taps for the fourth mana. Naming another card, it doesn't."""
    def angel(name):
        state = board(real_costs=True, game={"conspiracy_draft": True}, A={
            "battlefield": [ANGEL, "Plains", "Plains", "Plains", NEW_BIRDS],
            "command": [{"card": "Immediate Action", "chosen_names": [name]}]})
        return only(state, ActionKind.TURN_FACE_UP)
    assert angel("Birds of Paradise").legal
    assert not angel("Llanowar Elves").legal


ANGER = {"name": "Anger", "mana_cost": "{3}{R}", "type_line": "Creature — Incarnation", "power": "2", "toughness": "2",
         "oracle_text": "Haste\nAs long as Anger is in your graveyard and you control a Mountain, creatures you "
                        "control have haste."}


def test_anger_in_a_graveyard_is_a_judge_it_yourself_warning():
    """Anger (Oracle): "As long as Anger is in your graveyard and you control a Mountain, creatures you
    control have haste." It works from the graveyard, where the board reads no card's words: a board
    warning names it there (before, nothing did, and a new Birds of Paradise was simply not counted).
    A card in a graveyard whose words change nothing there (Llanowar Elves) warns of nothing."""
    state = board(custom_cards=[ANGER], A={"graveyard": ["Anger", "Llanowar Elves"], "battlefield": ["Mountain"]})
    warnings = [w for w in engine.evaluate(state).warnings if w.code == Reason.EFFECT_NOT_MODELLED]
    assert [(w.params["card"], w.rule) for w in warnings] == [("Anger", "116.1")]
    assert "have haste" in " ".join(warnings[0].params["words"])
