"""Effects that change lands' types change the mana they make (305.6, 305.7), so whether a special
action's cost can be paid (118.3). Boards here count real mana (real_costs=True). Dryad of the
Ilysian Grove is curated; Blood Moon and Urborg are the real cards' Oracle text as custom cards."""

from judgeapp.core import engine
from judgeapp.core.reasons import Reason
from judgeapp.core.verdict import ActionKind
from tests.helpers import board, only

BLOOD_MOON = {"name": "Blood Moon", "mana_cost": "{2}{R}", "type_line": "Enchantment",
              "oracle_text": "Nonbasic lands are Mountains."}
URBORG = {"name": "Urborg, Tomb of Yawgmoth", "type_line": "Legendary Land",
          "oracle_text": "Each land is a Swamp in addition to its other land types."}
DEN_PROTECTOR = {"card": "Den Protector", "face_down": "megamorph"}
RITUAL_CHAMBER_LOCKED = {"card": "Unholy Annex // Ritual Chamber", "unlocked": ["left"]}


def _face_up_den_protector(*lands, custom=()):
    return only(board(real_costs=True, custom_cards=list(custom),
                      A={"battlefield": [DEN_PROTECTOR, *lands]}, B={"battlefield": ["Blood Moon"] if custom else []}),
                ActionKind.TURN_FACE_UP, card="Den Protector")


def test_305_6_dryad_of_the_ilysian_grove_makes_each_forest_every_basic_land_type_so_it_pays_white():
    """Exalted Angel's morph {2}{W}{W} with four Forests: not payable (118.3) until Dryad of the
    Ilysian Grove makes them every basic land type; each then taps for {W} (305.6). Before, the
    curated Dryad gave only its extra land, and the verdict said the cost couldn't be paid."""
    forests = ["Forest"] * 4
    angel = {"card": "Exalted Angel", "face_down": "morph"}
    without = only(board(real_costs=True, A={"battlefield": [angel, *forests]}), ActionKind.TURN_FACE_UP)
    assert not without.legal and [c.rule for c in without.failed] == ["118.3"]
    with_dryad = only(board(real_costs=True, A={"battlefield": [angel, *forests, "Dryad of the Ilysian Grove"]}),
                      ActionKind.TURN_FACE_UP)
    assert with_dryad.legal
    opponents = only(board(real_costs=True, A={"battlefield": [angel, *forests]},
                           B={"battlefield": ["Dryad of the Ilysian Grove"]}), ActionKind.TURN_FACE_UP)
    assert not opponents.legal       # "Lands you control": the Dryad's controller's lands only


def test_305_7_blood_moon_makes_a_nonbasic_land_a_mountain_that_taps_only_for_red():
    """Den Protector's megamorph {1}{G} with Stomping Ground (a Mountain Forest) and a Mountain:
    payable. Under Blood Moon Stomping Ground is only a Mountain (305.7: it loses its other land
    types), so there is no {G}; a basic Forest is not nonbasic and still taps for {G}."""
    assert _face_up_den_protector("Stomping Ground", "Mountain").legal
    blocked = _face_up_den_protector("Stomping Ground", "Mountain", custom=[BLOOD_MOON])
    assert not blocked.legal and [c.rule for c in blocked.failed] == ["118.3"]
    assert _face_up_den_protector("Forest", "Mountain", custom=[BLOOD_MOON]).legal


def test_urborg_makes_every_land_a_swamp_but_not_under_blood_moon():
    """Unlocking Ritual Chamber costs {3}{B}{B} (116.2m): Urborg makes each land a Swamp, every
    player's, so Urborg and four Forests pay it. With Blood Moon too, Urborg is a nonbasic land
    made a Mountain with no abilities from its text (305.7), so its effect is gone (613.8: Blood
    Moon's effect applies first, as it removes Urborg's ability): no {B}."""
    lands = ["Urborg, Tomb of Yawgmoth"] + ["Forest"] * 4
    urborg = board(real_costs=True, custom_cards=[URBORG], A={"battlefield": [RITUAL_CHAMBER_LOCKED, *lands]})
    assert only(urborg, ActionKind.UNLOCK).legal
    on_their_side = board(real_costs=True, custom_cards=[URBORG],
                          A={"battlefield": [RITUAL_CHAMBER_LOCKED, *["Forest"] * 5]},
                          B={"battlefield": ["Urborg, Tomb of Yawgmoth"]})
    assert only(on_their_side, ActionKind.UNLOCK).legal          # "Each land": the opponent's Urborg too
    both = board(real_costs=True, custom_cards=[URBORG, BLOOD_MOON],
                 A={"battlefield": [RITUAL_CHAMBER_LOCKED, *lands]}, B={"battlefield": ["Blood Moon"]})
    assert not only(both, ActionKind.UNLOCK).legal


def test_land_type_lines_are_read_so_no_judge_it_yourself_warning_but_other_wordings_are_flagged():
    """Blood Moon's whole text is read; a land type change worded otherwise ("As long as …") is
    a 116.1 warning, not a silent guess."""
    moon = engine.evaluate(board(custom_cards=[BLOOD_MOON], A={"battlefield": ["Blood Moon"]}))
    assert Reason.EFFECT_NOT_MODELLED not in [w.code for w in moon.warnings]
    odd = {"name": "Odd Moon", "type_line": "Enchantment",
           "oracle_text": "As long as it's your turn, nonbasic lands are Mountains."}
    warned = engine.evaluate(board(custom_cards=[odd], A={"battlefield": ["Odd Moon"]})).warnings
    assert [w.params["card"] for w in warned if w.code == Reason.EFFECT_NOT_MODELLED] == ["Odd Moon"]


HARBINGER_OF_THE_SEAS = {"name": "Harbinger of the Seas", "mana_cost": "{2}{U}", "type_line": "Creature — Merfolk Wizard",
                         "power": "2", "toughness": "3", "oracle_text": "Nonbasic lands are Islands."}


def test_613_7_two_effects_setting_a_lands_types_differently_are_flagged_as_timestamps():
    """Blood Moon ("Nonbasic lands are Mountains.") and Harbinger of the Seas ("Nonbasic lands are
    Islands.", Oracle) both set Stomping Ground's land types: the later timestamp applies (613.7),
    which the board doesn't record, and it decides whether a morph cost of {U} can be paid. The
    verdict counts the last in the board's order (the Harbinger: {U}, payable) and says, with the
    613.7 rule, in five languages, that the judge must decide. With Blood Moon alone it is a Mountain
    ({R}: not payable) and there is nothing to flag. Before, the engine picked one silently."""
    from judgeapp.core import messages
    morph = {"name": "Test Morph", "type_line": "Creature — Test", "oracle_text": "Morph {U}"}
    def face_up(*theirs):
        return only(board(real_costs=True, custom_cards=[BLOOD_MOON, HARBINGER_OF_THE_SEAS, morph],
                          A={"battlefield": [{"card": "Test Morph", "face_down": "morph"}, "Stomping Ground"]},
                          B={"battlefield": list(theirs)}), ActionKind.TURN_FACE_UP)
    both = face_up("Blood Moon", "Harbinger of the Seas")
    notes = [n for n in both.notes if n.code == Reason.LAND_TYPES_BY_TIMESTAMP]
    assert both.legal and [(n.rule, n.params["cards"], n.params["counted"]) for n in notes] == [
        ("613.7", ["Blood Moon", "Harbinger of the Seas"], "Harbinger of the Seas")]
    assert "the effect with the later timestamp applies (613.7)" in messages.check_text(notes[0])
    for lang in ("it", "ja", "es", "fr"):
        text = messages.check_text(notes[0], lang)
        assert "Harbinger of the Seas" in text and "613.7" in text and "{" not in text
    alone = face_up("Blood Moon")
    assert not alone.legal and not [n for n in alone.notes if n.code == Reason.LAND_TYPES_BY_TIMESTAMP]


def test_305_6_land_types_given_count_for_cabal_coffers_and_a_cost_that_returns_islands():
    """The land types effects give are the lands' types for what counts or takes them too, not only
    for their mana (305.6, 305.7). Cabal Coffers (Oracle: "{2}, {T}: Add {B} for each Swamp you
    control.") beside Urborg and two Forests: every land is a Swamp, so from the Forests' {2} it adds
    {B}{B}{B}{B} (Urborg, both Forests, the Coffers), and with Urborg's own {B} that pays unlocking
    Ritual Chamber, {3}{B}{B} (counting printed Swamps only, it added nothing: four mana at most).
    Fathom Seer's "Morph—Return two Islands you control to their owner's hand." with two Forests:
    only beside Dryad of the Ilysian Grove (every basic land type) are they Islands. Under Blood Moon
    Watery Grave (Land — Island Swamp) is a Mountain and no Island (305.7), so an Island and a
    Watery Grave are one Island. Before, only the types printed on the cards counted."""
    from tests.core.test_payment import CABAL_COFFERS, FATHOM_SEER, WATERY_GRAVE
    coffers = board(real_costs=True, custom_cards=[URBORG, CABAL_COFFERS], A={"battlefield": [
        RITUAL_CHAMBER_LOCKED, "Urborg, Tomb of Yawgmoth", "Forest", "Forest", "Cabal Coffers"]})
    assert only(coffers, ActionKind.UNLOCK).legal
    without_urborg = board(real_costs=True, custom_cards=[CABAL_COFFERS], A={"battlefield": [
        RITUAL_CHAMBER_LOCKED, "Swamp", "Forest", "Forest", "Cabal Coffers"]})
    assert not only(without_urborg, ActionKind.UNLOCK).legal      # one Swamp: {B} and the Swamp's {B}

    def seer(*lands, theirs=()):
        state = board(real_costs=True, custom_cards=[FATHOM_SEER, WATERY_GRAVE, BLOOD_MOON],
                      A={"battlefield": [{"card": "Fathom Seer", "face_down": "morph"}, *lands]},
                      B={"battlefield": list(theirs)})
        return only(state, ActionKind.TURN_FACE_UP, card="Fathom Seer")
    assert not seer("Forest", "Forest").legal
    dryad = seer("Forest", "Forest", "Dryad of the Ilysian Grove")
    assert dryad.legal
    assert seer("Island", "Watery Grave").legal
    assert not seer("Island", "Watery Grave", theirs=["Blood Moon"]).legal


SPREADING_SEAS = {"name": "Spreading Seas", "mana_cost": "{1}{U}", "type_line": "Enchantment — Aura",
                  "oracle_text": "Enchant land\nWhen Spreading Seas enters, draw a card.\nEnchanted land is an Island."}


def test_305_7_spreading_seas_makes_the_land_it_enchants_an_island_that_taps_only_for_blue():
    """Spreading Seas (Oracle): "Enchanted land is an Island." read from its text (before, a "judge it
    yourself" warning, and the land still made its own mana). B's Seas on A's Stomping Ground: it is
    an Island only (305.7), so Den Protector's megamorph {1}{G} can't be paid with it and a Mountain;
    on the Mountain instead, Stomping Ground's {G} and the Island's {U} pay it. Only the land it
    enchants is changed. On Urborg, Urborg is an Island with no ability from its text, so its "Each
    land is a Swamp" is gone (613.8). With Blood Moon too, the two set Stomping Ground's types
    differently and the later timestamp decides (613.7): the verdict says so."""
    def protector(*lands, theirs=()):
        state = board(real_costs=True, custom_cards=[SPREADING_SEAS, BLOOD_MOON, URBORG],
                      A={"battlefield": [DEN_PROTECTOR, *lands]}, B={"battlefield": list(theirs)})
        return state, only(state, ActionKind.TURN_FACE_UP, card="Den Protector")
    seas_on = {"card": "Spreading Seas", "attached_to": "ground"}
    ground = {"id": "ground", "card": "Stomping Ground"}
    state, option = protector(ground, "Mountain", theirs=[seas_on])
    assert not option.legal and [c.rule for c in option.failed] == ["118.3"]
    assert not [w for w in engine.evaluate(state).warnings if w.code == Reason.EFFECT_NOT_MODELLED]
    _, on_mountain = protector("Stomping Ground", {"id": "ground", "card": "Mountain"}, theirs=[seas_on])
    assert on_mountain.legal
    # Urborg enchanted: no Swamps, so unlocking Ritual Chamber ({3}{B}{B}) with four Forests can't be paid
    urborg = board(real_costs=True, custom_cards=[URBORG, SPREADING_SEAS], A={"battlefield": [
        RITUAL_CHAMBER_LOCKED, {"id": "urborg", "card": "Urborg, Tomb of Yawgmoth"}, *["Forest"] * 4]},
        B={"battlefield": [{"card": "Spreading Seas", "attached_to": "urborg"}]})
    assert not only(urborg, ActionKind.UNLOCK).legal
    _, both = protector(ground, "Mountain", theirs=[seas_on, "Blood Moon"])
    (note,) = [n for n in both.notes if n.code == Reason.LAND_TYPES_BY_TIMESTAMP]
    assert note.rule == "613.7" and set(note.params["cards"]) == {"Spreading Seas", "Blood Moon"}


def test_land_types_now_says_what_a_land_is_for_the_board_to_show():
    """305.6-305.7, as the board's rows show them (labels.object_look): Stomping Ground under B's
    Spreading Seas is an Island only; under Urborg every land is a Swamp too, its own types kept;
    with no effect, or off the battlefield, nothing is said (its printed type line stands)."""
    from judgeapp.core.cards import builtin_cards
    from judgeapp.core.context import Context
    from judgeapp.core.payment import land_types_now

    def types(state, obj_id):
        ctx = Context(state, builtin_cards())
        return land_types_now(ctx, state.locate(obj_id)[2])
    seas = board(custom_cards=[SPREADING_SEAS], A={"battlefield": [{"id": "ground", "card": "Stomping Ground"},
                                                                 {"id": "mountain", "card": "Mountain"}]},
                 B={"battlefield": [{"card": "Spreading Seas", "attached_to": "ground"}]})
    assert types(seas, "ground") == ("Island",) and types(seas, "mountain") is None
    urborg = board(custom_cards=[URBORG], A={"battlefield": [{"id": "ground", "card": "Stomping Ground"},
                                                           {"id": "urborg", "card": "Urborg, Tomb of Yawgmoth"}]},
                   B={"hand": [{"id": "forest", "card": "Forest"}]})
    assert types(urborg, "ground") == ("Mountain", "Forest", "Swamp") and types(urborg, "urborg") == ("Swamp",)
    assert types(urborg, "forest") is None
