"""Issue 9 §1: a cost counts only if it can really be paid now (118.3), and taking the action pays it."""

import pytest

from judgeapp.core import edits, engine, payment
from judgeapp.core.context import Context
from judgeapp.core.mana_matching import plan
from judgeapp.core.verdict import ActionKind
from tests.helpers import board, only

ANGEL = {"id": "angel", "card": "Exalted Angel", "face_down": "morph"}     # morph {2}{W}{W}


def _face_up(state):
    return only(state, ActionKind.TURN_FACE_UP)


def _pay_check(option):
    return next(c for c in option.checks if c.rule in ("118.3", "119.4"))


def test_118_3_three_plains_cannot_pay_2ww_four_can_and_taking_it_taps_them():
    three = board(real_costs=True, A={"battlefield": [ANGEL, "Plains", "Plains", "Plains"]})
    option = _face_up(three)
    assert not option.legal and _pay_check(option).code == "cost_not_payable"
    assert _pay_check(option).params["sources"] == 3
    four = board(real_costs=True, A={"battlefield": [ANGEL, "Plains", "Plains", "Plains", "Plains", "Island"]})
    option = _face_up(four)
    assert option.legal and _pay_check(option).code == "cost_payable"
    after = engine.apply(four, option)
    tapped = [o.card for o in after.player("A").battlefield if o.tapped]
    assert sorted(tapped) == ["Plains", "Plains", "Plains", "Plains"] or sorted(tapped) == ["Island", "Plains", "Plains", "Plains"]
    assert len(tapped) == 4 and after.player("A").battlefield[0].face_down is None


def test_106_4_floating_mana_in_the_pool_pays_first_and_is_spent():
    state = board(real_costs=True, A={"battlefield": [ANGEL, "Plains", "Plains", "Plains"], "mana_pool": "{W}"})
    option = _face_up(state)
    assert option.legal
    after = engine.apply(state, option)
    assert after.player("A").mana_pool == "" and sum(o.tapped for o in after.player("A").battlefield) == 3


def test_tapped_sources_and_summoning_sick_creatures_add_nothing_302_6():
    """302.6: a creature's ability with {T} in its cost can't be activated unless its controller has
    controlled it continuously since their most recent turn began. The untapped Llanowar Elves and
    Birds of Paradise are on the board, so the verdict names each as not counted, and why (before, the
    reason said the two Plains were all of A's "untapped mana sources"); the tapped Plains is no
    source at all. In five languages."""
    from judgeapp.core import messages
    state = board(real_costs=True, A={"battlefield": [ANGEL, {"card": "Plains", "tapped": True}, "Plains", "Plains",
                                                      {"card": "Llanowar Elves", "summoning_sick": True},
                                                      {"card": "Birds of Paradise", "summoning_sick": True}]})
    option = _face_up(state)
    assert not option.legal
    sick = [n for n in option.notes if n.code == "mana_source_summoning_sick"]
    assert [(n.rule, n.params["card"]) for n in sick] == [("302.6", "Llanowar Elves"), ("302.6", "Birds of Paradise")]
    assert messages.check_text(_pay_check(option)) == \
        "A can't pay {2}{W}{W}: the 2 mana sources they can use now make {W}, {W}, and their mana pool holds —."
    assert messages.check_text(sick[0]) == (
        "Llanowar Elves can't add mana now: it is a creature A hasn't controlled continuously since their most "
        "recent turn began, and its mana ability has {T} in its cost (302.6), so it doesn't count toward the cost.")
    for lang in ("it", "ja", "es", "fr"):
        text = messages.check_text(sick[0], lang)
        assert "302.6" in text and "{T}" in text and text != messages.check_text(sick[0])
    ready = board(real_costs=True, A={"battlefield": [ANGEL, "Plains", "Plains", "Llanowar Elves", "Birds of Paradise"]})
    assert _face_up(ready).legal          # Birds: one mana of any color pays a {W}
    assert not [n for n in _face_up(ready).notes if n.code == "mana_source_summoning_sick"]
    hasty = board(real_costs=True, A={"battlefield": [ANGEL, "Plains", {"card": "Birds of Paradise", "summoning_sick": True,
                                                                          "haste": True}]})
    assert not [n for n in _face_up(hasty).notes if n.code == "mana_source_summoning_sick"]      # 702.10: haste


def test_a_land_that_lost_its_abilities_adds_no_mana_305_7():
    state = board(real_costs=True, A={"battlefield": [ANGEL, "Plains", "Plains", "Plains",
                                                      {"card": "Plains", "loses_all_abilities": True}]})
    assert not _face_up(state).legal


def test_107_4f_phyrexian_mana_can_be_paid_with_2_life():
    custom = {"name": "Test Morph", "type_line": "Creature — Test", "oracle_text": "Morph {W/P}{W/P}"}
    state = board(real_costs=True, custom_cards=[custom],
                  A={"battlefield": [{"card": "Test Morph", "face_down": "morph"}], "life": 4})
    option = _face_up(state)
    assert option.legal
    assert engine.apply(state, option).player("A").life == 0
    low = board(real_costs=True, custom_cards=[custom],
                A={"battlefield": [{"card": "Test Morph", "face_down": "morph"}], "life": 3})
    assert not _face_up(low).legal


def test_non_mana_costs_the_board_can_answer_discard_a_card():
    custom = {"name": "Test Discarder", "type_line": "Creature — Test", "oracle_text": "Morph—Discard a card."}
    empty = board(real_costs=True, custom_cards=[custom], A={"battlefield": [{"card": "Test Discarder", "face_down": "morph"}]})
    (part,) = [c for c in _face_up(empty).checks if c.code.startswith("cost_part")]
    assert part.code == "cost_part_not_payable" and not _face_up(empty).legal
    one = board(real_costs=True, custom_cards=[custom],
                A={"battlefield": [{"card": "Test Discarder", "face_down": "morph"}], "hand": ["Island"]})
    assert _face_up(one).legal


WATCHER_OF_THE_ROOST = {"name": "Watcher of the Roost", "mana_cost": "{2}{W}", "type_line": "Creature — Bird Soldier",
                        "power": "2", "toughness": "1",
                        "oracle_text": "Flying\nMorph—Reveal a white card in your hand. (You may cast this card face "
                                       "down as a 2/2 creature for {3}. Turn it face up any time for its morph cost.)\n"
                                       "When Watcher of the Roost is turned face up, you gain 2 life."}
FATHOM_SEER = {"name": "Fathom Seer", "mana_cost": "{1}{U}", "type_line": "Creature — Illusion", "power": "1",
               "toughness": "3",
               "oracle_text": "Morph—Return two Islands you control to their owner's hand. (You may cast this card face "
                              "down as a 2/2 creature for {3}. Turn it face up any time for its morph cost.)\nWhen Fathom "
                              "Seer is turned face up, draw two cards."}


def test_118_3_watcher_of_the_roost_needs_a_white_card_in_hand_to_reveal():
    """Watcher of the Roost's "Morph—Reveal a white card in your hand." (702.37e: the morph cost is
    paid to turn it face up; 118.3: only with the resources to pay it). With a Forest and a Plains in
    hand (lands are colorless, 105.2c) it can't be turned face up; with Exalted Angel ({4}{W}{W},
    white, 202.2) it can, and the Angel stays in the hand. Before, the part was "not checked" and
    the option legal either way."""
    def watcher(*hand):
        return board(real_costs=True, custom_cards=[WATCHER_OF_THE_ROOST],
                     A={"battlefield": [{"card": "Watcher of the Roost", "face_down": "morph"}], "hand": list(hand)})
    lands = _face_up(watcher("Forest", "Plains"))
    (part,) = [c for c in lands.checks if c.code.startswith("cost_part")]
    assert not lands.legal and (part.code, part.params["have"]) == ("cost_part_not_payable", 0)
    state = watcher("Forest", "Exalted Angel")
    option = _face_up(state)
    assert option.legal
    assert [o.card for o in engine.apply(state, option).player("A").hand] == ["Forest", "Exalted Angel"]


def test_709_4_a_room_in_hand_is_both_its_doors_colors_and_an_adventurer_only_its_own():
    """Watcher of the Roost's "Reveal a white card in your hand": a Room in hand has both doors'
    characteristics (709.4, 709.5), so one whose right door costs {1}{W} is white; an adventurer
    card has only its normal characteristics there (715.4), so a green creature with a white
    Adventure is not. Before, only a card file's layout "split" counted as a split card: a Room,
    "split (Room)" in the bundled cards, was read as its left door alone."""
    room = {"name": "Blue Door // White Door", "layout": "split (Room)", "mana_cost": "{U} // {1}{W}",
            "type_line": "Enchantment — Room // Enchantment — Room",
            "faces": [{"name": "Blue Door", "mana_cost": "{U}", "type_line": "Enchantment — Room"},
                      {"name": "White Door", "mana_cost": "{1}{W}", "type_line": "Enchantment — Room"}]}
    adventurer = {"name": "Green Giant // White Deed", "layout": "adventure", "mana_cost": "{2}{G} // {W}",
                  "type_line": "Creature — Giant // Instant — Adventure",
                  "faces": [{"name": "Green Giant", "mana_cost": "{2}{G}", "type_line": "Creature — Giant",
                             "power": "3", "toughness": "3"},
                            {"name": "White Deed", "mana_cost": "{W}", "type_line": "Instant — Adventure"}]}

    def watcher(card):
        return board(real_costs=True, custom_cards=[WATCHER_OF_THE_ROOST, room, adventurer],
                     A={"battlefield": [{"card": "Watcher of the Roost", "face_down": "morph"}], "hand": [card]})
    assert _face_up(watcher("Blue Door // White Door")).legal
    assert not _face_up(watcher("Green Giant // White Deed")).legal


def test_118_3_fathom_seer_returns_two_islands_its_controller_controls():
    """Fathom Seer's "Morph—Return two Islands you control to their owner's hand." (702.37e): with
    one Island (B's don't count) it can't be turned face up; with a tapped Island and a Watery Grave
    (an Island by its subtype, 205.3i) it can, both go to A's hand, and the status bar says so, in
    Japanese in Japanese's words for the cost. Before, the part was "not checked": legal with no
    Island, and taking it returned nothing."""
    from judgeapp.core import messages
    one = board(real_costs=True, custom_cards=[FATHOM_SEER],
                A={"battlefield": [{"card": "Fathom Seer", "face_down": "morph"}, "Island"]},
                B={"battlefield": ["Island", "Island"]})
    assert not _face_up(one).legal
    state = board(real_costs=True, custom_cards=[FATHOM_SEER, WATERY_GRAVE], A={"battlefield": [
        {"card": "Fathom Seer", "face_down": "morph"}, {"card": "Island", "tapped": True}, "Watery Grave", "Forest"]})
    option = _face_up(state)
    assert option.legal
    after = engine.apply(state, option)
    assert sorted(o.card for o in after.player("A").hand) == ["Island", "Watery Grave"]
    assert [o.card for o in after.player("A").battlefield] == ["Fathom Seer", "Forest"]
    parts = payment.paid(state, after, option)
    assert "returned Island, Watery Grave to their owner's hand" in messages.paid_text(option, parts)
    assert messages.cost_text(option.cost, "ja") == "あなたがコントロールする島を2つオーナーの手札に戻す"


def test_the_exam_convention_assumes_costs_payable_and_says_so():
    state = board(A={"battlefield": [ANGEL]})          # the helper's default: assume_costs_payable
    option = _face_up(state)
    assert option.legal and _pay_check(option).code == "cost_assumed_payable"
    assert engine.apply(state, option).player("A").battlefield[0].tapped is False


def test_a_two_color_land_adds_either_color():
    state = board(real_costs=True, A={"hand": ["Rift Bolt"], "battlefield": ["Stomping Ground"]})
    assert only(state, ActionKind.SUSPEND).legal        # suspend {R}: Stomping Ground adds {R} or {G}


def test_116_1_cost_changes_for_spells_and_abilities_stay_off_special_actions_with_a_note():
    """Suppression Field (activated abilities cost {2} more) and Turri Island (creature spells
    cost {2} less): a special action is neither, so suspend still costs {2}{U} and the verdict says why."""
    state = board(game={"planechase": True}, A={"hand": ["Deep-Sea Kraken"], "battlefield": ["Suppression Field"],
                                                 "command": ["Turri Island"]})
    option = only(state, ActionKind.SUSPEND)
    assert option.cost == "{2}{U}"
    assert [(n.code, n.params["source"]) for n in option.notes] == [
        ("activated_abilities_cost_change_not_applying", "Suppression Field"),
        ("spells_cost_change_not_applying", "Turri Island")]


def test_taking_the_action_carries_out_a_discard_and_a_life_payment():
    """Morph—Discard a card: turning it face up discards a card from hand (the first one; undo or
    move cards to choose another). Pay 3 life: the life is paid."""
    discard = {"name": "Test Discarder", "type_line": "Creature — Test", "oracle_text": "Morph—Discard a card."}
    life = {"name": "Test Payer", "type_line": "Creature — Test", "oracle_text": "Morph—Pay 3 life."}
    state = board(real_costs=True, custom_cards=[discard, life],
                  A={"battlefield": [{"card": "Test Discarder", "face_down": "morph"},
                                     {"card": "Test Payer", "face_down": "morph"}], "hand": ["Island", "Forest"]})
    options = engine.evaluate(state).verdict(ActionKind.TURN_FACE_UP).options
    after = engine.apply(state, next(o for o in options if o.card == "Test Discarder"))
    assert [o.card for o in after.player("A").hand] == ["Forest"]
    assert [o.card for o in after.player("A").graveyard] == ["Island"]
    after = engine.apply(after, next(o for o in engine.evaluate(after).verdict(ActionKind.TURN_FACE_UP).options
                                     if o.card == "Test Payer"))
    assert after.player("A").life == 17


def test_118_3_the_reason_says_what_the_sources_make():
    from judgeapp.core import messages
    state = board(real_costs=True, A={"battlefield": [ANGEL, "Plains", "Plains", "Island"]})
    text = messages.check_text(_pay_check(_face_up(state)))
    assert text == "A can't pay {2}{W}{W}: the 3 mana sources they can use now make {W}, {W}, {U}, and their mana pool holds —."


def test_the_quick_count_agrees_with_the_full_search_on_every_small_case():
    """can_pay counts in the common case; plan searches. They must never disagree (118.3)."""
    from itertools import product
    from judgeapp.core.mana_abilities import ManaAbilities, ManaAbility
    from judgeapp.core.mana_matching import Source, can_pay, plan
    costs = ["{W}", "{W}{W}", "{2}{W}", "{1}{U}{W}", "{3}", "{2}{W}{W}", "{C}", "{G}{G}{G}", "{W}{U}{G}"]
    kinds = ["W", "U", "G", "WU", "UG", "WUBRG"]           # plain lands, two-color lands, Birds
    for lands in product(kinds, repeat=3):
        available = [Source(f"s{i}", ManaAbilities((ManaAbility((frozenset(c),)),))) for i, c in enumerate(lands)]
        for pool in ((), ("W",), ("U", "G")):
            for n in range(len(available) + 1):
                for cost in costs:
                    assert can_pay(cost, pool, available[:n], 20) == \
                        (plan(cost, pool, available[:n], 20) is not None), (cost, pool, lands[:n])
    # Sources whose ability costs 1 life (119.4), at life totals that cover none, some or all of them:
    # the search must find a way exactly when one exists, counted here by brute force.
    costly = {"W": ManaAbility((frozenset("W"),)), "GW": ManaAbility((frozenset("GW"),), life=1),
              "any": ManaAbility((frozenset("WUBRG"),), life=1)}
    for lands in product(costly, repeat=3):
        available = [Source(f"s{i}", ManaAbilities((costly[c],))) for i, c in enumerate(lands)]
        for life in (0, 1, 2, 20):
            for cost in costs:
                found = plan(cost, (), available, life)
                exists = any(_pays_with(cost, [costly[c] for c, used in zip(lands, chosen) if used])
                             and sum(costly[c].life for c, used in zip(lands, chosen) if used) <= life
                             for chosen in product((False, True), repeat=3))
                assert can_pay(cost, (), available, life) == (found is not None) == exists, (cost, lands, life)
                if found is not None:
                    assert found.life == sum(costly[lands[int(t[1:])]].life for t in found.tapped)


def _pays_with(cost, abilities):
    """Whether exactly these one-mana sources, all tapped, can pay a cost of plain colored and
    generic mana (each mana pays one symbol; the rest pays generic)."""
    from itertools import permutations
    from judgeapp.core.mana import symbols
    needs = [n for s in symbols(cost) for n in (["1"] * int(s) if s.isdigit() else [s])]
    if len(abilities) < len(needs):
        return False
    return any(all(n == "1" or n in a.mana[0] for n, a in zip(needs, order))
               for order in permutations(abilities, len(needs)))


def test_118_3_a_sacrifice_cost_needs_something_to_sacrifice_and_taking_the_action_sacrifices_it():
    custom = {"name": "Test Sacrificer", "type_line": "Creature — Test", "oracle_text": "Morph—Sacrifice a land."}
    morph = {"card": "Test Sacrificer", "face_down": "morph"}
    none = board(real_costs=True, custom_cards=[custom], A={"battlefield": [morph, "Grizzly Bears"]})
    assert not _face_up(none).legal
    one = board(real_costs=True, custom_cards=[custom], A={"battlefield": [morph, "Grizzly Bears", "Forest"]})
    option = _face_up(one)
    assert option.legal
    after = engine.apply(one, option)
    assert [o.card for o in after.player("A").graveyard] == ["Forest"]
    assert [o.card for o in after.player("A").battlefield] == ["Test Sacrificer", "Grizzly Bears"]


# ---- mana abilities as Oracle writes them (605.1a), each read from the card's text ------------
SOL_RING = {"name": "Sol Ring", "mana_cost": "{1}", "type_line": "Artifact", "oracle_text": "{T}: Add {C}{C}."}
SHIVAN_REEF = {"name": "Shivan Reef", "type_line": "Land", "oracle_text":
               "{T}: Add {C}.\n{T}: Add {U} or {R}. Shivan Reef deals 1 damage to you."}
GAEAS_CRADLE = {"name": "Gaea's Cradle", "type_line": "Legendary Land",
                "oracle_text": "{T}: Add {G} for each creature you control."}


def _morph(cost):
    return {"name": f"Test Morph {cost}", "type_line": "Creature — Test", "oracle_text": f"Morph {cost}"}


def test_118_3_lotus_bloom_adds_three_mana_of_one_color_and_is_sacrificed_as_it_pays():
    """Lotus Bloom (Oracle): "{T}, Sacrifice Lotus Bloom: Add three mana of any one color." With a
    Plains it pays Exalted Angel's {2}{W}{W}; taking the action puts it into the graveyard."""
    state = board(real_costs=True, A={"battlefield": [ANGEL, "Lotus Bloom", "Plains"]})
    option = _face_up(state)
    assert option.legal
    after = engine.apply(state, option)
    assert [o.card for o in after.player("A").graveyard] == ["Lotus Bloom"]
    assert [o.card for o in after.player("A").battlefield if o.tapped] == ["Plains"]
    assert after.player("A").mana_pool == ""


def test_118_3_three_mana_of_any_one_color_is_one_color_not_three():
    """Lotus Bloom can't pay {W}{U}: all three of its mana are of the one color chosen."""
    wu = _morph("{W}{U}")
    state = board(real_costs=True, custom_cards=[wu], A={"battlefield": [
        {"card": wu["name"], "face_down": "morph"}, "Lotus Bloom"]})
    assert not _face_up(state).legal
    with_island = board(real_costs=True, custom_cards=[wu], A={"battlefield": [
        {"card": wu["name"], "face_down": "morph"}, "Lotus Bloom", "Island"]})
    assert _face_up(with_island).legal


def test_118_3_sol_ring_adds_two_and_what_the_cost_leaves_stays_in_the_pool_106_4():
    """Sol Ring (Oracle: "{T}: Add {C}{C}.") and two Plains pay {2}{W}{W}. Paying {1} with it
    alone leaves {C} in the pool."""
    state = board(real_costs=True, custom_cards=[SOL_RING], A={"battlefield": [ANGEL, "Sol Ring", "Plains", "Plains"]})
    option = _face_up(state)
    assert option.legal
    after = engine.apply(state, option)
    assert sorted(o.card for o in after.player("A").battlefield if o.tapped) == ["Plains", "Plains", "Sol Ring"]
    assert after.player("A").mana_pool == ""
    one = _morph("{1}")
    alone = board(real_costs=True, custom_cards=[SOL_RING, one], A={"battlefield": [
        {"card": one["name"], "face_down": "morph"}, "Sol Ring"]})
    after = engine.apply(alone, _face_up(alone))
    assert after.player("A").mana_pool == "{C}"


def test_118_3_a_pain_land_adds_its_colors():
    """Shivan Reef (Oracle): "{T}: Add {U} or {R}. Shivan Reef deals 1 damage to you." counts as
    a blue or red source, besides its {C}."""
    ur = _morph("{U}{R}")
    state = board(real_costs=True, custom_cards=[SHIVAN_REEF, ur], A={"battlefield": [
        {"card": ur["name"], "face_down": "morph"}, "Shivan Reef", "Shivan Reef"]})
    assert _face_up(state).legal


def test_118_3_jegantha_mana_pays_colored_mana_only():
    """Jegantha, the Wellspring (Oracle): "{T}: Add {W}{U}{B}{R}{G}. This mana can't be spent to
    pay generic mana costs." It pays {G}{U} but not the {1} of {1}{G}."""
    gu, one_g = _morph("{G}{U}"), _morph("{1}{G}")
    state = board(real_costs=True, custom_cards=[gu, one_g], A={"battlefield": [
        {"card": gu["name"], "face_down": "morph"}, {"card": one_g["name"], "face_down": "morph"},
        "Jegantha, the Wellspring"]})
    options = {o.card: o for o in engine.evaluate(state, "A").verdict(ActionKind.TURN_FACE_UP).options}
    assert options[gu["name"]].legal and not options[one_g["name"]].legal


def test_605_1b_a_triggered_mana_ability_that_adds_mana_is_named_in_the_reason():
    """Utopia Sprawl (Oracle: "Whenever enchanted Forest is tapped for mana, its controller adds an
    additional one mana of the chosen color.") is a triggered mana ability (605.1b) the count can't
    know: the board holds no chosen color. Exalted Angel's {2}{W}{W} with two Plains and the enchanted
    Forest is then not payable by the count, and the reason names Utopia Sprawl, whoever controls
    it, rather than leaving it out. (Wild Growth's and Heartbeat of Spring's mana is counted: the
    tests after this one.) Without such a card the reason is plain."""
    sprawl = {"name": "Utopia Sprawl", "mana_cost": "{G}", "type_line": "Enchantment — Aura",
              "oracle_text": "Enchant Forest\nAs Utopia Sprawl enters, choose a color.\nWhenever enchanted Forest is "
                             "tapped for mana, its controller adds an additional one mana of the chosen color."}
    state = board(real_costs=True, custom_cards=[sprawl],
                  A={"battlefield": [ANGEL, {"id": "f", "card": "Forest"}, "Plains", "Plains"]},
                  B={"battlefield": [{"card": "Utopia Sprawl", "attached_to": "f"}]})
    check = _pay_check(_face_up(state))
    assert not check.passed and check.params["uncounted"] == ["Utopia Sprawl"]
    plain = board(real_costs=True, A={"battlefield": [ANGEL, "Plains", "Plains"]})
    assert _pay_check(_face_up(plain)).code == "cost_not_payable"


# Triggered mana abilities worded other ways than "Whenever … is tapped for mana, … adds": each adds
# mana the count leaves out (the board holds no chosen color, no monarch), so each must be named.
OTHER_TRIGGERED_MANA = [
    ("Gauntlet of Power", "Artifact", "As Gauntlet of Power enters, choose a color.\nCreatures of the chosen color "
     "get +1/+1.\nWhenever a basic land is tapped for mana of the chosen color, its controller adds an additional one "
     "mana of that color."),
    ("Caged Sun", "Artifact", "As Caged Sun enters, choose a color.\nCreatures you control of the chosen color get "
     "+1/+1.\nWhenever a land's ability causes you to add one or more mana of the chosen color, add an additional one "
     "mana of that color."),
    ("Regal Behemoth", "Creature — Dinosaur", "Trample\nWhen Regal Behemoth enters, you become the monarch.\n"
     "Whenever you tap a land for mana while you're the monarch, add an additional one mana of any color."),
]


@pytest.mark.parametrize(("name", "type_line", "text"), OTHER_TRIGGERED_MANA)
def test_605_1b_triggered_mana_abilities_worded_otherwise_are_named_too(name, type_line, text):
    """Oracle texts of Gauntlet of Power ("tapped for mana of the chosen color"), Caged Sun ("Whenever
    a land's ability causes you to add …") and Regal Behemoth ("for mana while you're the monarch"):
    triggered mana abilities (605.1b, 106.12a) the count doesn't read. With two Plains and a Forest,
    Exalted Angel's {2}{W}{W} is not payable by the count, and the reason names the card; before, the
    reason was the plain one, as if it added nothing."""
    card = {"name": name, "mana_cost": "{5}", "type_line": type_line, "oracle_text": text}
    state = board(real_costs=True, custom_cards=[card],
                  A={"battlefield": [ANGEL, "Forest", "Plains", "Plains", name]})
    check = _pay_check(_face_up(state))
    assert not check.passed and check.params["uncounted"] == [name]


UTOPIA_SPRAWL = {"name": "Utopia Sprawl", "mana_cost": "{G}", "type_line": "Enchantment — Aura",
                 "oracle_text": "Enchant Forest\nAs Utopia Sprawl enters, choose a color.\nWhenever enchanted Forest is "
                                "tapped for mana, its controller adds an additional one mana of the chosen color."}
GAUNTLET_OF_POWER, CAGED_SUN = ({"name": name, "mana_cost": "{5}", "type_line": type_line, "oracle_text": text}
                                for name, type_line, text in OTHER_TRIGGERED_MANA[:2])
ADARKAR_WASTES = {"name": "Adarkar Wastes", "type_line": "Land",
                  "oracle_text": "{T}: Add {C}.\n{T}: Add {W} or {U}. Adarkar Wastes deals 1 damage to you."}


def _chosen(mine, theirs=()):
    return board(real_costs=True, custom_cards=[UTOPIA_SPRAWL, GAUNTLET_OF_POWER, CAGED_SUN, ADARKAR_WASTES, WILD_GROWTH],
                 A={"battlefield": list(mine)}, B={"battlefield": list(theirs)})


def test_605_1b_utopia_sprawl_adds_the_color_chosen_for_it():
    """Utopia Sprawl (Oracle): "As Utopia Sprawl enters, choose a color. Whenever enchanted Forest is
    tapped for mana, its controller adds an additional one mana of the chosen color." With blue chosen
    for it (the card's menu), its Forest makes {G}{U}: a morph's {U} is paid by the Forest alone, and
    nothing is named as not counted; with no color chosen, it is named, as before."""
    blue = _morph("{U}")
    def sprawl(color):
        return board(real_costs=True, custom_cards=[UTOPIA_SPRAWL, blue], A={"battlefield": [
            {"card": blue["name"], "face_down": "morph"}, {"id": "f", "card": "Forest"},
            {"card": "Utopia Sprawl", "attached_to": "f", **({"chosen_color": color} if color else {})}]})
    assert _made_by(sprawl("U"), "f") == ["{G}{U}"]
    assert _face_up(sprawl("U")).legal and payment.uncounted(Context(sprawl("U")), "A") == ()
    assert _pay_check(_face_up(sprawl(None))).params["uncounted"] == ["Utopia Sprawl"]


def test_605_1b_gauntlet_of_power_adds_one_of_the_chosen_color_to_each_basic_land_making_it():
    """Gauntlet of Power (Oracle): "Whenever a basic land is tapped for mana of the chosen color, its
    controller adds an additional one mana of that color." White chosen: every player's Plains makes
    {W}{W}; a Forest, and Adarkar Wastes (not basic) making {W}, make as before. Wild Growth's {G} on a
    Plains is added by its own trigger, not Gauntlet's (both trigger on the Plains's mana, 106.12a):
    {W}{W}{G}, not one more {G}."""
    gauntlet = {"card": "Gauntlet of Power", "chosen_color": "W"}
    state = _chosen([{"id": "p", "card": "Plains"}, {"id": "f", "card": "Forest"}, {"id": "aw", "card": "Adarkar Wastes"},
                     {"card": "Wild Growth", "attached_to": "f"}], [gauntlet, {"id": "bp", "card": "Plains"}])
    assert _made_by(state, "p") == ["{W}{W}"] and _made_by(state, "bp", "B") == ["{W}{W}"]
    assert _made_by(state, "f") == ["{G}{G}"]
    assert [mana for mana, _a in payment.mana_choices(Context(state), "aw")] == ["{W}", "{U}", "{C}"]
    grown = _chosen([{"id": "p", "card": "Plains"}, {"card": "Wild Growth", "attached_to": "p"}, gauntlet])
    assert _made_by(grown, "p") == ["{W}{W}{G}"]


def test_605_1b_caged_sun_adds_one_of_the_chosen_color_to_its_controllers_lands_making_it():
    """Caged Sun (Oracle): "Whenever a land's ability causes you to add one or more mana of the chosen
    color, add an additional one mana of that color." White chosen: A's Adarkar Wastes makes {W}{W}, or
    {U}, or {C}; B's Plains (not A's land) makes {W}."""
    state = _chosen([{"id": "aw", "card": "Adarkar Wastes"}, {"card": "Caged Sun", "chosen_color": "W"}],
                    [{"id": "bp", "card": "Plains"}])
    assert [mana for mana, _a in payment.mana_choices(Context(state), "aw")] == ["{W}{W}", "{U}", "{C}"]
    assert _made_by(state, "bp", "B") == ["{W}"]


ZENDIKAR_RESURGENT = {"name": "Zendikar Resurgent", "mana_cost": "{5}{G}{G}", "type_line": "Enchantment",
                      "oracle_text": "Whenever you tap a land for mana, add one mana of any type that land produced.\n"
                                     "Whenever you cast a creature spell, draw a card."}


def test_605_1b_heartbeat_of_spring_adds_one_mana_of_a_type_each_land_produced():
    """Heartbeat of Spring (Oracle: "Whenever a player taps a land for mana, that player adds one mana
    of any type that land produced."): a triggered mana ability (605.1b) that resolves at once
    (605.4a), for every player's lands, whoever controls it. B's Heartbeat makes each of A's Plains
    add {W}{W}: two Plains pay Exalted Angel's {2}{W}{W} (without it, two mana short), and nothing is
    named as not counted. Stomping Ground adds {R}{R} or {G}{G}, never {R}{G}: one more of the type it
    produced. Zendikar Resurgent's "Whenever you tap a land for mana, …" counts for its controller's
    lands only. Before, Heartbeat was named for the judge and its mana left out."""
    def heartbeat(mine, theirs=("Heartbeat of Spring",)):
        return board(real_costs=True, custom_cards=[HEARTBEAT, ZENDIKAR_RESURGENT],
                     A={"battlefield": mine}, B={"battlefield": [{"id": "bp", "card": "Plains"}, *theirs]})
    state = heartbeat([ANGEL, {"id": "p", "card": "Plains"}, "Plains"])
    assert _made_by(state, "p") == ["{W}{W}"] and _made_by(state, "bp", "B") == ["{W}{W}"]
    assert _face_up(state).legal and payment.uncounted(Context(state), "A") == ()
    assert not _face_up(heartbeat([ANGEL, "Plains", "Plains"], theirs=())).legal
    ground = heartbeat([{"id": "sg", "card": "Stomping Ground"}])
    assert [mana for mana, _a in payment.mana_choices(Context(ground), "sg")] == ["{R}{R}", "{G}{G}"]
    resurgent = heartbeat([{"id": "p", "card": "Plains"}], theirs=("Zendikar Resurgent",))
    assert _made_by(resurgent, "p") == ["{W}"] and _made_by(resurgent, "bp", "B") == ["{W}{W}"]


WILD_GROWTH = {"name": "Wild Growth", "mana_cost": "{G}", "type_line": "Enchantment — Aura",
               "oracle_text": "Enchant land\nWhenever enchanted land is tapped for mana, its controller adds an additional {G}."}
OVERGROWTH = {"name": "Overgrowth", "mana_cost": "{2}{G}", "type_line": "Enchantment — Aura",
              "oracle_text": "Enchant land\nWhenever enchanted land is tapped for mana, its controller adds an additional {G}{G}."}


def test_605_1b_wild_growth_adds_its_green_as_the_enchanted_land_is_tapped_for_mana():
    """Wild Growth (Oracle): "Whenever enchanted land is tapped for mana, its controller adds an
    additional {G}." A triggered mana ability (605.1b) that resolves at once (605.4a): A's Plains under
    it makes {W}{G}, so three Plains pay Exalted Angel's {2}{W}{W} (without it: one short), and taking
    the option leaves nothing over. The land's controller gets it, whoever controls the Aura (B's Wild
    Growth on A's Plains counts for A). Overgrowth adds {G}{G}; *Tap for mana* offers the whole.
    Before, the count left Wild Growth out and named it as not counted."""
    def plains(aura, aura_holder="A"):
        others = {"battlefield": [{"card": aura["name"], "attached_to": "p"}]}
        mine = {"battlefield": [ANGEL, {"id": "p", "card": "Plains"}, "Plains", "Plains"]}
        if aura_holder == "A":
            mine["battlefield"].append(others["battlefield"][0])
            others = {}
        return board(real_costs=True, custom_cards=[WILD_GROWTH, OVERGROWTH], A=mine, B=others)
    state = plains(WILD_GROWTH)
    assert _made_by(state, "p") == ["{W}{G}"]
    option = _face_up(state)
    assert option.legal and payment.uncounted(Context(state), "A") == ()
    assert engine.apply(state, option).player("A").mana_pool == ""
    assert _face_up(plains(WILD_GROWTH, aura_holder="B")).legal
    assert not _face_up(board(real_costs=True, A={"battlefield": [ANGEL, "Plains", "Plains", "Plains"]})).legal
    assert [mana for mana, _a in payment.mana_choices(Context(plains(OVERGROWTH)), "p")] == ["{W}{G}{G}"]


MANA_REFLECTION = {"name": "Mana Reflection", "mana_cost": "{4}{G}{G}", "type_line": "Enchantment",
                   "oracle_text": "If you tap a permanent for mana, it produces twice as much of that mana instead."}
NYXBLOOM_ANCIENT = {"name": "Nyxbloom Ancient", "mana_cost": "{4}{G}{G}{G}", "type_line": "Creature — Elemental",
                    "power": "5", "toughness": "5",
                    "oracle_text": "Trample\nIf you tap a permanent for mana, it produces three times as much of that "
                                   "mana instead."}


def _reflected(mine, theirs=(), cards=()):
    return board(real_costs=True, custom_cards=[MANA_REFLECTION, NYXBLOOM_ANCIENT, HEARTBEAT, WILD_GROWTH, *cards],
                 A={"battlefield": list(mine)}, B={"battlefield": list(theirs)})


def test_106_12b_mana_reflection_doubles_the_mana_its_controller_taps_permanents_for():
    """Mana Reflection (Oracle): "If you tap a permanent for mana, it produces twice as much of that
    mana instead." A replacement effect on tapping for mana (106.12b): each of A's Plains makes {W}{W},
    so two Plains pay Exalted Angel's {2}{W}{W} (without it, two short) and taking the option uses both;
    B's Plains still makes {W} (it is A's effect). Nyxbloom Ancient's "three times as much" makes one
    Plains {W}{W}{W}; two such effects each apply once (616.1): two Reflections make {W}{W}{W}{W}.
    Before, the count left it out: the cost was "not payable" and nothing named it."""
    state = _reflected([ANGEL, {"id": "p", "card": "Plains"}, "Plains", "Mana Reflection"], [{"id": "bp", "card": "Plains"}])
    assert _made_by(state, "p") == ["{W}{W}"] and _made_by(state, "bp", "B") == ["{W}"]
    option = _face_up(state)
    assert option.legal
    after = engine.apply(state, option)
    assert all(o.tapped for o in after.player("A").battlefield if o.card == "Plains")
    assert _made_by(_reflected([{"id": "p", "card": "Plains"}, "Nyxbloom Ancient"]), "p") == ["{W}{W}{W}"]
    twice = _reflected([ANGEL, {"id": "p", "card": "Plains"}, "Mana Reflection", "Mana Reflection"])
    assert _made_by(twice, "p") == ["{W}{W}{W}{W}"] and _face_up(twice).legal


def test_106_6a_twice_as_much_of_one_mana_of_any_color_is_two_of_the_color_chosen():
    """Birds of Paradise's "{T}: Add one mana of any color." under Mana Reflection makes two mana of
    one color ("twice as much of that mana"), never one white and one blue: a morph costing {W}{U}
    can't be turned face up with Birds alone. A pain land's {C} stays painless doubled (its damage is
    not mana, 106.6a), and Tap for mana offers each doubled choice."""
    wu = _morph("{W}{U}")
    state = _reflected([{"card": wu["name"], "face_down": "morph"}, {"id": "bird", "card": "Birds of Paradise"},
                        "Mana Reflection"], cards=[wu])
    assert [mana for mana, _a in payment.mana_choices(Context(state), "bird")] == \
        ["{W}{W}", "{U}{U}", "{B}{B}", "{R}{R}", "{G}{G}"]
    assert not _face_up(state).legal
    reef = _reflected([{"id": "reef", "card": "Shivan Reef"}, "Mana Reflection"], cards=[SHIVAN_REEF])
    choices = dict(payment.mana_choices(Context(reef), "reef"))
    assert payment.tap_costs(choices["{C}{C}"], "{C}{C}") == (0, 0)
    assert payment.tap_costs(choices["{U}{U}"], "{U}{U}") == (0, 1)


def test_106_12a_mana_added_as_a_land_is_tapped_is_not_doubled():
    """Heartbeat of Spring's and Wild Growth's mana comes from triggered mana abilities (605.1b) that
    trigger as the land's mana ability produces mana (106.12a); Mana Reflection replaces only what
    tapping the permanent produces (106.12b). A Plains under Reflection and Heartbeat makes {W}{W} and
    then one more {W}: three, not four, so it alone can't pay Exalted Angel's {2}{W}{W}; under Wild
    Growth, {W}{W}{G}."""
    state = _reflected([ANGEL, {"id": "p", "card": "Plains"}, "Mana Reflection", "Heartbeat of Spring"])
    assert _made_by(state, "p") == ["{W}{W}{W}"] and not _face_up(state).legal
    grown = _reflected([{"id": "p", "card": "Plains"}, {"card": "Wild Growth", "attached_to": "p"}, "Mana Reflection"])
    assert _made_by(grown, "p") == ["{W}{W}{G}"]


DAMPING_SPHERE = {"name": "Damping Sphere", "mana_cost": "{2}", "type_line": "Artifact",
                  "oracle_text": "If a land is tapped for two or more mana, it produces {C} instead of any other type and "
                                 "amount.\nEach spell a player casts costs {1} more to cast for each other spell that "
                                 "player has cast this turn."}
CONTAMINATION = {"name": "Contamination", "mana_cost": "{2}{B}", "type_line": "Enchantment",
                 "oracle_text": "At the beginning of your upkeep, sacrifice Contamination unless you sacrifice a creature.\n"
                                "If a land is tapped for mana, it produces {B} instead of any other type and amount."}
ANCIENT_TOMB = {"name": "Ancient Tomb", "type_line": "Land",
                "oracle_text": "{T}: Add {C}{C}. Ancient Tomb deals 2 damage to you."}


def _replacing(mine, theirs=(), hand=()):
    return board(real_costs=True, custom_cards=[DAMPING_SPHERE, CONTAMINATION, ANCIENT_TOMB, MANA_REFLECTION, SOL_RING,
                                                SHIVAN_REEF],
                 A={"battlefield": list(mine), "hand": list(hand)}, B={"battlefield": list(theirs)})


def _choices(state, obj_id):
    return {mana: payment.tap_costs(ability, mana) for mana, ability in payment.mana_choices(Context(state), obj_id)}


def test_106_12b_damping_sphere_makes_a_land_tapped_for_two_or_more_mana_produce_one_colorless():
    """Damping Sphere (Oracle): "If a land is tapped for two or more mana, it produces {C} instead of any
    other type and amount." B's Sphere makes A's Ancient Tomb ({C}{C}) produce {C}, still dealing its 2
    damage (the damage isn't mana, 106.6a): foretelling Saw It Coming ({2}, 702.143a) with the Tomb
    alone can't be done, as it can without the Sphere. A Plains (one mana) and a Sol Ring (not a land)
    are as before. Before, the Sphere was only a board warning and the Tomb made {C}{C}."""
    tomb = [{"id": "tomb", "card": "Ancient Tomb"}]
    assert only(_replacing(tomb, hand=["Saw It Coming"]), ActionKind.FORETELL).legal
    state = _replacing([*tomb, {"id": "p", "card": "Plains"}, {"id": "ring", "card": "Sol Ring"}], ["Damping Sphere"],
                       hand=["Saw It Coming"])
    assert _choices(state, "tomb") == {"{C}": (0, 2)}
    assert _made_by(state, "p") == ["{W}"] and _made_by(state, "ring") == ["{C}{C}"]
    assert not only(_replacing(tomb, ["Damping Sphere"], hand=["Saw It Coming"]), ActionKind.FORETELL).legal


def test_106_12b_contamination_makes_every_land_produce_one_black_mana():
    """Contamination (Oracle): "If a land is tapped for mana, it produces {B} instead of any other type
    and amount." Under B's, A's four Plains make {B} each: Exalted Angel's {2}{W}{W} can't be paid, though
    foretelling's {2} can. Shivan Reef makes {B} without its damage (its {C}, painless, becomes {B} too:
    the choice dealing less damage)."""
    plains = [ANGEL, "Plains", "Plains", "Plains", "Plains"]
    assert _face_up(_replacing(plains)).legal
    state = _replacing(plains, ["Contamination"], hand=["Saw It Coming"])
    assert not _face_up(state).legal and only(state, ActionKind.FORETELL).legal
    assert _choices(_replacing([{"id": "reef", "card": "Shivan Reef"}], ["Contamination"]), "reef") == {"{B}": (0, 0)}


def test_106_12b_infernal_darkness_changes_the_type_of_a_lands_mana_not_its_amount():
    """Infernal Darkness (Oracle): "If a land is tapped for mana, it produces {B} instead of any other
    type." Without "and amount", Ancient Tomb's {C}{C} becomes {B}{B} (Contamination's would be {B})."""
    darkness = {"name": "Infernal Darkness", "mana_cost": "{2}{B}{B}", "type_line": "Enchantment",
                "oracle_text": "Cumulative upkeep—Pay {B} and 1 life.\nIf a land is tapped for mana, it produces {B} "
                               "instead of any other type."}
    state = board(real_costs=True, custom_cards=[darkness, ANCIENT_TOMB, CONTAMINATION],
                  A={"battlefield": [{"id": "tomb", "card": "Ancient Tomb"}]}, B={"battlefield": ["Infernal Darkness"]})
    assert _choices(state, "tomb") == {"{B}{B}": (0, 2)}
    contaminated = _replacing([{"id": "tomb", "card": "Ancient Tomb"}], ["Contamination"])
    assert _choices(contaminated, "tomb") == {"{B}": (0, 2)}


def test_616_1_replacement_effects_on_tapping_for_mana_apply_in_the_order_their_player_chooses():
    """Damping Sphere beside A's Mana Reflection: A chooses which applies first, then the other if it
    still applies, each once (616.1, 616.1e, 614.5). Ancient Tomb: Sphere then Reflection makes {C}{C};
    Reflection then Sphere, {C}: both are offered. A Forest's {G} (one mana: the Sphere doesn't apply)
    becomes {G}{G}, and then the Sphere applies: {C} only."""
    state = _replacing([{"id": "tomb", "card": "Ancient Tomb"}, {"id": "f", "card": "Forest"}, "Mana Reflection"],
                       ["Damping Sphere"])
    assert set(_choices(state, "tomb")) == {"{C}{C}", "{C}"}
    assert set(_choices(state, "f")) == {"{C}"}


def test_a_board_of_many_mana_reflections_makes_no_more_than_any_cost_needs():
    """Forty Mana Reflections would make a Plains produce 2^40 {W} (616.1: each applies once); the count
    stops at a hundred, more than any cost needs, so a shared file can't make the engine build that
    much mana."""
    state = _replacing([{"id": "p", "card": "Plains"}, *["Mana Reflection"] * 40])
    (made,) = _made_by(state, "p")
    assert made == "{W}" * payment.MAX_COUNTED


CHROMATIC_ORRERY = {"name": "Chromatic Orrery", "mana_cost": "{7}", "type_line": "Legendary Artifact",
                    "oracle_text": "You may spend mana as though it were mana of any color.\n{T}: Add {C}{C}{C}{C}{C}.\n"
                                   "{5}, {T}: Draw a card for each color among permanents you control."}
MYCOSYNTH_LATTICE = {"name": "Mycosynth Lattice", "mana_cost": "{6}", "type_line": "Artifact",
                     "oracle_text": "All permanents are artifacts in addition to their other types.\nAll cards that "
                                    "aren't on the battlefield, spells, and permanents are colorless.\nPlayers may spend "
                                    "mana as though it were mana of any color."}
ANY_TYPE = {"name": "Test Any Type", "mana_cost": "{3}", "type_line": "Artifact",
            "oracle_text": "You may spend mana as though it were mana of any type."}
ORRERY_TAPPED = {"card": "Chromatic Orrery", "tapped": True}      # (its own {C}s aside)


def _spending(mine, theirs=(), cards=(), life=20):
    return board(real_costs=True, custom_cards=[CHROMATIC_ORRERY, MYCOSYNTH_LATTICE, ANY_TYPE, *cards],
                 A={"battlefield": list(mine), "life": life}, B={"battlefield": list(theirs)})


def test_609_4b_chromatic_orrery_lets_its_controller_pay_colored_symbols_with_any_mana():
    """Chromatic Orrery (Oracle): "You may spend mana as though it were mana of any color." (609.4b:
    only how the cost is paid changes). A's four Forests then pay Exalted Angel's {2}{W}{W} (without
    it: no white mana), the verdict says why (a 609.4b note naming the card), and taking the option
    taps the four. B's Orrery does nothing for A; Mycosynth Lattice's "Players may …" does, whoever
    controls it. Before, the cost was "not payable" and nothing named the Orrery."""
    forests = [ANGEL, "Forest", "Forest", "Forest", "Forest"]
    state = _spending([*forests, ORRERY_TAPPED])
    option = _face_up(state)
    assert option.legal
    assert [(n.rule, n.code, n.params["card"]) for n in option.notes if n.rule == "609.4b"] == \
        [("609.4b", "mana_spent_any_color", "Chromatic Orrery")]
    assert all(o.tapped for o in engine.apply(state, option).player("A").battlefield if o.card == "Forest")
    assert not _face_up(_spending(forests)).legal
    assert not _face_up(_spending(forests, theirs=[ORRERY_TAPPED])).legal
    assert _face_up(_spending(forests, theirs=["Mycosynth Lattice"])).legal


def test_609_4b_mana_of_any_color_is_not_colorless_nor_is_phyrexian_life_needed():
    """"As though it were mana of any color" doesn't make mana colorless: a morph costing {C} can't be
    paid with a Forest under Chromatic Orrery (107.4c: {C} is paid with colorless mana), but can under
    "… mana of any type" (106.1: colorless is a type). A cost of {W/P}{W/P} with 1 life (107.4f: each
    {W} or 2 life) is paid with two Forests under the Orrery."""
    colorless, phyrexian = _morph("{C}"), _morph("{W/P}{W/P}")

    def morph(card, *others, life=20):
        return _face_up(_spending([{"card": card["name"], "face_down": "morph"}, "Forest", *others],
                                  cards=[colorless, phyrexian], life=life))
    assert not morph(colorless, ORRERY_TAPPED).legal
    assert morph(colorless, "Test Any Type").legal
    assert not morph(phyrexian, "Forest", life=1).legal
    assert morph(phyrexian, "Forest", ORRERY_TAPPED, life=1).legal


CELESTIAL_DAWN = {"name": "Celestial Dawn", "mana_cost": "{1}{W}{W}", "type_line": "Enchantment",
                  "oracle_text": "Lands you control are Plains.\nNonland permanents you control are white. The same is "
                                 "true for spells you control and nonland cards you own that aren't on the "
                                 "battlefield.\nYou may spend white mana as though it were mana of any color. You may "
                                 "spend other mana only as though it were colorless mana."}
SUNGLASSES_OF_URZA = {"name": "Sunglasses of Urza", "mana_cost": "{3}", "type_line": "Artifact",
                      "oracle_text": "You may spend white mana as though it were red mana."}


def test_609_4b_celestial_dawn_white_mana_pays_any_color_and_other_mana_only_generic_and_colorless():
    """Celestial Dawn (Oracle): "Lands you control are Plains." and "You may spend white mana as
    though it were mana of any color. You may spend other mana only as though it were colorless
    mana." Den Protector's megamorph {1}{G}: A's Forests are Plains, so {W}{W} pays it. Llanowar
    Elves's {G} can't pay the {G} (other mana only as colorless) but pays the {1}: with one Forest and
    the Elves, payable ({W} for {G}); with two Elves, not. A morph costing {C}: a Forest's {W} can't
    pay it (white mana as any color, not colorless), the Elves' {G} can. The verdict notes
    the card (609.4b), in five languages. Before, the spending line was a "judge it yourself" warning
    and the Elves' {G} counted as green."""
    from judgeapp.core import messages
    protector = {"card": "Den Protector", "face_down": "megamorph"}
    def face_up(*mine, cards=()):
        return _face_up(board(real_costs=True, custom_cards=[CELESTIAL_DAWN, *cards],
                              A={"battlefield": [*mine, "Celestial Dawn"]}))
    option = face_up(protector, "Forest", "Forest")
    assert option.legal
    (note,) = [n for n in option.notes if n.rule == "609.4b"]
    assert note.code == "mana_spent_one_as_any" and note.params["mana"] == "{W}"
    assert messages.check_text(note).startswith("Celestial Dawn lets A spend {W} mana as though it were mana of any color")
    assert all("609.4b" in messages.check_text(note, lang) for lang in ("it", "ja", "es", "fr"))
    assert face_up(protector, "Forest", "Llanowar Elves").legal
    assert not face_up(protector, "Llanowar Elves", "Llanowar Elves").legal
    colorless = _morph("{C}")
    morph = {"card": colorless["name"], "face_down": "morph"}
    assert not face_up(morph, "Forest", cards=[colorless]).legal
    assert face_up(morph, "Llanowar Elves", cards=[colorless]).legal
    state = board(real_costs=True, custom_cards=[CELESTIAL_DAWN], A={"battlefield": ["Celestial Dawn"]})
    assert not [w for w in engine.evaluate(state).warnings if w.code == "effect_not_modelled"]


def test_609_4b_sunglasses_of_urza_let_white_mana_pay_red():
    """Sunglasses of Urza (Oracle): "You may spend white mana as though it were red mana." Slickshot
    Show-Off's plot {1}{R} with two Plains: payable with the Sunglasses (a 609.4b note says so), not
    without; green mana still can't pay {R}."""
    def plot(*mine):
        state = board(real_costs=True, custom_cards=[SUNGLASSES_OF_URZA],
                      A={"hand": ["Slickshot Show-Off"], "battlefield": list(mine)})
        return only(state, ActionKind.PLOT)
    option = plot("Plains", "Plains", "Sunglasses of Urza")
    assert option.legal
    (note,) = [n for n in option.notes if n.rule == "609.4b"]
    assert (note.code, note.params["mana"], note.params["as"]) == ("mana_spent_as_other", "{W}", "{R}")
    assert not plot("Plains", "Plains").legal
    assert not plot("Forest", "Forest", "Sunglasses of Urza").legal


ELVISH_ARCHDRUID = {"name": "Elvish Archdruid", "mana_cost": "{1}{G}{G}", "type_line": "Creature — Elf Druid",
                    "oracle_text": "Other Elf creatures you control get +1/+1.\n{T}: Add {G} for each Elf you control."}


COMMAND_TOWER = {"name": "Command Tower", "type_line": "Land",
                 "oracle_text": "{T}: Add one mana of any color in your commander's color identity."}
URZAS_MINE = {"name": "Urza's Mine", "type_line": "Land — Urza's Mine",
              "oracle_text": "{T}: Add {C}. If you control an Urza's Power-Plant and an Urza's Tower, add {C}{C} instead."}
URZAS_POWER_PLANT = {"name": "Urza's Power-Plant", "type_line": "Land — Urza's Power-Plant",
                     "oracle_text": "{T}: Add {C}. If you control an Urza's Mine and an Urza's Tower, add {C}{C} instead."}
URZAS_TOWER = {"name": "Urza's Tower", "type_line": "Land — Urza's Tower",
               "oracle_text": "{T}: Add {C}. If you control an Urza's Mine and an Urza's Power-Plant, add {C}{C}{C} instead."}
CAVERN_OF_SOULS = {"name": "Cavern of Souls", "type_line": "Land",
                   "oracle_text": "As Cavern of Souls enters, choose a creature type.\n{T}: Add {C}.\n{T}: Add one mana of any "
                                  "color. Spend this mana only to cast a creature spell of the chosen type, and that spell "
                                  "can't be countered."}
MISHRAS_WORKSHOP = {"name": "Mishra's Workshop", "type_line": "Land",
                    "oracle_text": "{T}: Add {C}{C}{C}. Spend this mana only to cast artifact spells."}


CRUSHER = {"name": "Test Crusher", "type_line": "Land",
           "oracle_text": "{T}: Add {G} for each creature you control with power 4 or greater."}


def test_118_3_a_mana_ability_the_engine_does_not_read_is_named_in_the_reason():
    """A land whose "{T}: Add {G} for each creature you control with power 4 or greater." the engine
    doesn't count: the reason says so instead of leaving it out silently."""
    from judgeapp.core import messages
    state = board(real_costs=True, custom_cards=[CRUSHER], A={"battlefield": [ANGEL, "Test Crusher", "Plains"]})
    check = _pay_check(_face_up(state))
    assert not check.passed and check.code == "cost_not_payable_uncounted"
    assert check.params["uncounted"] == ["Test Crusher"]
    text = messages.check_text(check)
    assert "Not counted: the mana abilities of Test Crusher" in text and "{W} from the one mana source they can use now" in text
    assert "Test Crusher" in messages.check_text(check, "ja")


ARCANE_SIGNET = {"name": "Arcane Signet", "mana_cost": "{2}", "type_line": "Artifact",
                 "oracle_text": "{T}: Add one mana of any color in your commander's color identity."}
OPAL_PALACE = {"name": "Opal Palace", "type_line": "Land",
               "oracle_text": "{T}: Add {C}.\n{1}, {T}: Add one mana of any color in your commander's color identity. If "
                              "you spend this mana to cast your commander, it enters with a number of additional +1/+1 "
                              "counters on it equal to the number of times it's been cast from the command zone this game."}
# A commander whose rules text has a mana symbol, and one in reminder text (903.4, 903.4c)
SYMBOL_COMMANDER = {"name": "Test Symbol Commander", "mana_cost": "{1}{W}", "type_line": "Legendary Creature — Test",
                    "power": "2", "toughness": "2",
                    "oracle_text": "{G}: Test Symbol Commander gets +1/+1 until end of turn.\nTest ward (Pay {R}.)"}
COLORLESS_COMMANDER = {"name": "Test Golem Commander", "mana_cost": "{4}", "type_line": "Legendary Artifact Creature — Golem",
                       "power": "4", "toughness": "4", "oracle_text": "Vigilance"}


def _commanded(mine, command=(), theirs=(), their_command=()):
    return board(real_costs=True, custom_cards=[COMMAND_TOWER, ARCANE_SIGNET, OPAL_PALACE, SYMBOL_COMMANDER,
                                                COLORLESS_COMMANDER],
                 A={"battlefield": list(mine), "command": list(command)},
                 B={"battlefield": list(theirs), "command": list(their_command)})


def _commander(card, owner=None):
    return {"card": card, "commander": True, **({"owner": owner} if owner else {})}


def test_903_4_command_tower_adds_a_color_of_its_controllers_commanders_color_identity():
    """Command Tower and Arcane Signet (Oracle): "{T}: Add one mana of any color in your commander's
    color identity." With Jhoira of the Ghitu ({1}{U}{R}) marked as A's commander in the command zone
    (903.3), each makes {U} or {R}: Tower and Signet pay a morph's {U}{R}. B's commander (Linvala,
    white) gives A nothing; Linvala as A's second commander (partners: both identities) does. With no
    commander marked, the Tower makes nothing (903.4f: undefined without a commander) and the verdict
    notes why, as the game may have a commander the board doesn't mark. Before, the Tower was always
    named as not counted."""
    ur = _morph("{U}{R}")
    tower = [{"card": ur["name"], "face_down": "morph"}, {"id": "t", "card": "Command Tower"}, "Arcane Signet"]
    state = board(real_costs=True, custom_cards=[COMMAND_TOWER, ARCANE_SIGNET, ur],
                  A={"battlefield": tower, "command": [_commander("Jhoira of the Ghitu")]},
                  B={"command": [_commander("Linvala, Keeper of Silence")]})
    assert [mana for mana, _a in payment.mana_choices(Context(state), "t")] == ["{U}", "{R}"]
    assert _face_up(state).legal and payment.uncounted(Context(state), "A") == ()
    both = _commanded([{"id": "t", "card": "Command Tower"}],
                      [_commander("Jhoira of the Ghitu"), _commander("Linvala, Keeper of Silence")])
    assert [mana for mana, _a in payment.mana_choices(Context(both), "t")] == ["{W}", "{U}", "{R}"]
    none = _face_up(_commanded([ANGEL, "Command Tower", "Plains"]))
    assert _pay_check(none).code == "cost_not_payable"
    assert [(n.rule, n.code, n.params["card"]) for n in none.notes] == [("903.4f", "commander_not_marked", "Command Tower")]


def test_903_4_a_commanders_color_identity_counts_its_rules_text_not_its_reminder_text():
    """903.4: mana symbols in the mana cost and rules text count ({1}{W} and "{G}: …": white and green);
    903.4c: reminder text doesn't ("(Pay {R}.)"). A colorless commander's identity has no color, so the
    Tower makes no mana, and isn't named (the board says what the commander is). The designation
    stays with the card in every zone and is its owner's (903.3): A's commander on B's battlefield
    still sets A's Tower's colors."""
    state = _commanded([{"id": "t", "card": "Command Tower"}], [_commander("Test Symbol Commander")])
    assert [mana for mana, _a in payment.mana_choices(Context(state), "t")] == ["{W}", "{G}"]
    golem = _commanded([{"id": "t", "card": "Command Tower"}], [_commander("Test Golem Commander")])
    assert payment.mana_choices(Context(golem), "t") == [] and payment.uncounted(Context(golem), "A") == ()
    stolen = _commanded([{"id": "t", "card": "Command Tower"}], theirs=[_commander("Jhoira of the Ghitu", owner="A")])
    assert [mana for mana, _a in payment.mana_choices(Context(stolen), "t")] == ["{U}", "{R}"]


def test_605_3a_opal_palace_makes_its_commander_color_from_one_mana_paid_first():
    """Opal Palace (Oracle): "{1}, {T}: Add one mana of any color in your commander's color identity.
    …" (its rider is about casting the commander): a Plains's {W} pays its {1} (605.3a), so Plains and
    Palace pay a morph's {U} with Fblthp ({1}{U}{U}) as A's commander; without the Plains, its own {C}
    can't pay {U}."""
    blue = _morph("{U}")
    def palace(*lands):
        return board(real_costs=True, custom_cards=[OPAL_PALACE, blue],
                     A={"battlefield": [{"card": blue["name"], "face_down": "morph"}, "Opal Palace", *lands],
                        "command": [_commander("Fblthp, Lost on the Range")]})
    assert _face_up(palace("Plains")).legal
    assert not _face_up(palace()).legal


def test_118_3_the_urza_lands_make_more_mana_when_their_controller_controls_the_other_two():
    """Urza's Mine (Oracle): "{T}: Add {C}. If you control an Urza's Power-Plant and an Urza's Tower,
    add {C}{C} instead." With the other two (each a land with both subtypes, 205.3i), the Mine and the
    Power-Plant add {C}{C} and the Tower {C}{C}{C}: seven mana; alone, or with the opponent's, {C}
    each. Before, each was named as not counted."""
    tron = [URZAS_MINE, URZAS_POWER_PLANT, URZAS_TOWER]
    mine = board(custom_cards=tron, A={"battlefield": ["Urza's Mine", "Urza's Power-Plant", "Urza's Tower"]})
    assert [s.symbols() for s in payment.sources(Context(mine), "A")] == ["{C}{C}", "{C}{C}", "{C}{C}{C}"]
    assert plan("{7}", *_pool_and_sources(mine)) is not None and plan("{8}", *_pool_and_sources(mine)) is None
    split = board(custom_cards=tron, A={"battlefield": ["Urza's Mine", "Urza's Power-Plant"]},
                  B={"battlefield": ["Urza's Tower"]})
    assert [s.symbols() for s in payment.sources(Context(split), "A")] == ["{C}", "{C}"]
    assert payment.uncounted(Context(split), "A") == ()


def test_116_1_mana_only_for_spells_or_abilities_never_pays_a_special_action():
    """Cavern of Souls's colored mana ("Spend this mana only to cast a creature spell of the chosen
    type") and Mishra's Workshop's ("only to cast artifact spells") can't pay for a special action,
    which is neither a spell nor an ability (116.1): Exalted Angel's {2}{W}{W} isn't payable with
    two Plains, the Cavern and the Workshop, though their mana would be four with a {W} among it;
    the verdict notes each card, in five languages, instead of asking the judge to count it. The
    Cavern's "{T}: Add {C}." counts."""
    from judgeapp.core import messages
    state = board(real_costs=True, custom_cards=[CAVERN_OF_SOULS, MISHRAS_WORKSHOP],
                  A={"battlefield": [ANGEL, "Plains", "Plains", "Cavern of Souls", "Mishra's Workshop"]})
    option = _face_up(state)
    check = _pay_check(option)
    assert not option.legal and check.code == "cost_not_payable"
    notes = [n for n in option.notes if n.code == "mana_only_for_spells"]
    assert [n.params["card"] for n in notes] == ["Cavern of Souls", "Mishra's Workshop"] and notes[0].rule == "116.1"
    assert "a special action is neither (116.1)" in messages.check_text(notes[0])
    for lang in ("it", "ja", "es", "fr"):
        assert "Cavern of Souls" in messages.check_text(notes[0], lang) and "116.1" in messages.check_text(notes[0], lang)
    assert plan("{1}{W}{W}", *_pool_and_sources(state)) is not None       # the Cavern's {C}


def test_118_3_gaeas_cradle_makes_a_green_mana_for_each_creature_its_controller_controls():
    """Gaea's Cradle (Oracle): "{T}: Add {G} for each creature you control." A's face-down Exalted
    Angel (a 2/2 creature, 708.2a) and Grizzly Bears make it add {G}{G}: with two Plains that pays the
    Angel's morph cost {2}{W}{W}. B's creatures don't count; a phased-out Bears isn't there
    (702.26b); with no creature it makes no mana. Before, the Cradle was "not counted"."""
    def cradle(**players):
        return board(real_costs=True, custom_cards=[GAEAS_CRADLE], **players)
    mine = cradle(A={"battlefield": [ANGEL, "Gaea's Cradle", "Plains", "Plains", "Grizzly Bears"]},
                  B={"battlefield": ["Grizzly Bears", "Grizzly Bears"]})
    assert _face_up(mine).legal
    assert [s.symbols() for s in payment.sources(Context(mine), "A") if s.obj_id == "A/battlefield/1"] == ["{G}{G}"]
    theirs = cradle(A={"battlefield": [ANGEL, "Gaea's Cradle", "Plains", "Plains"], "phased_out": ["Grizzly Bears"]},
                    B={"battlefield": ["Grizzly Bears", "Grizzly Bears"]})
    check = _pay_check(_face_up(theirs))
    assert not check.passed and check.code == "cost_not_payable"      # the Cradle's {G} (the Angel only): one short
    nobody = cradle(A={"battlefield": ["Gaea's Cradle"]})
    assert payment.sources(Context(nobody), "A") == [] and payment.uncounted(Context(nobody), "A") == ()


EVERFLOWING_CHALICE = {"name": "Everflowing Chalice", "mana_cost": "{0}", "type_line": "Artifact",
                       "oracle_text": "Multikicker {2}\nEverflowing Chalice enters with a charge counter on it for "
                                      "each time it was kicked.\n{T}: Add {C} for each charge counter on Everflowing Chalice."}


def test_118_3_everflowing_chalice_makes_a_mana_for_each_charge_counter_on_it():
    """Everflowing Chalice (Oracle): "{T}: Add {C} for each charge counter on Everflowing Chalice."
    With two charge counters it adds {C}{C}, which with two Plains pays Exalted Angel's {2}{W}{W};
    with none it makes no mana."""
    def chalice(charge):
        return board(real_costs=True, custom_cards=[EVERFLOWING_CHALICE], A={"battlefield": [
            ANGEL, "Plains", "Plains", {"id": "chalice", "card": "Everflowing Chalice", "counters": charge}]})
    assert _face_up(chalice({"charge": 2})).legal
    assert [s.symbols() for s in payment.sources(Context(chalice({"charge": 2})), "A") if s.obj_id == "chalice"] == ["{C}{C}"]
    assert not _face_up(chalice({})).legal and not _face_up(chalice({"charge": 1})).legal


def test_118_3_elvish_archdruid_counts_the_elves_and_taps_only_once_it_can():
    """Elvish Archdruid (Oracle): "{T}: Add {G} for each Elf you control." It counts itself and
    Llanowar Elves ({G}{G}), not a face-down creature (no creature types, 708.2a); summoning sick,
    it can't be tapped for mana at all (302.6)."""
    elves = board(real_costs=True, custom_cards=[ELVISH_ARCHDRUID],
                  A={"battlefield": [{"id": "druid", "card": "Elvish Archdruid"}, "Llanowar Elves", ANGEL]})
    assert [s.symbols() for s in payment.sources(Context(elves), "A") if s.obj_id == "druid"] == ["{G}{G}"]
    assert ("{G}{G}", "druid") in [(mana, "druid") for mana, _a in payment.mana_choices(Context(elves), "druid")]
    sick = board(real_costs=True, custom_cards=[ELVISH_ARCHDRUID],
                 A={"battlefield": [{"id": "druid", "card": "Elvish Archdruid", "summoning_sick": True}, "Llanowar Elves"]})
    assert "druid" not in [s.obj_id for s in payment.sources(Context(sick), "A")]


REFLECTING_POOL = {"name": "Reflecting Pool", "type_line": "Land",
                   "oracle_text": "{T}: Add one mana of any type that a land you control could produce."}
EXOTIC_ORCHARD = {"name": "Exotic Orchard", "type_line": "Land",
                  "oracle_text": "{T}: Add one mana of any color that a land an opponent controls could produce."}
STAR_COMPASS = {"name": "Star Compass", "mana_cost": "{2}", "type_line": "Artifact",
                "oracle_text": "Star Compass enters tapped.\n{T}: Add one mana of any color a basic land you control could produce."}


def _made_by(state, obj_id, pid="A"):
    return [s.symbols() for s in payment.sources(Context(state), pid) if s.obj_id == obj_id]


def test_106_7_reflecting_pool_makes_what_a_land_you_control_could_produce_a_tapped_one_too():
    """Reflecting Pool (Oracle): "{T}: Add one mana of any type that a land you control could
    produce." 106.7: "Ignore whether any costs of the ability could or could not be paid.", so the
    tapped Plains still gives the Pool {W} (as Reflecting Pool's rulings say, tapped or not doesn't
    matter): with {W} floating and two Forests it pays Exalted Angel's {2}{W}{W}, and taking
    the option taps the Pool (*Tap for mana* offers {W} or {G}). With a tapped Forest instead of the Plains, the Pool adds only {G}: one
    {W} short. Before, the Pool was "not counted"."""
    def pool_beside(tapped):
        return board(real_costs=True, custom_cards=[REFLECTING_POOL], A={"mana_pool": "{W}", "battlefield": [
            ANGEL, {"id": "pool", "card": "Reflecting Pool"}, {"card": tapped, "tapped": True}, "Forest", "Forest"]})
    state = pool_beside("Plains")
    assert _made_by(state, "pool") == ["{W}/{G}"]
    assert [mana for mana, _ability in payment.mana_choices(Context(state), "pool")] == ["{W}", "{G}"]   # Tap for mana
    option = _face_up(state)
    assert option.legal and _pay_check(option).code == "cost_payable"
    assert engine.apply(state, option).find("pool")[2].tapped
    assert _made_by(pool_beside("Forest"), "pool") == ["{G}"]
    assert _pay_check(_face_up(pool_beside("Forest"))).code == "cost_not_payable"


def test_106_7_what_could_produce_no_type_makes_no_mana_and_any_color_is_never_colorless():
    """106.7: "If that permanent wouldn't produce any mana under these conditions, or no type of mana
    can be defined this way, there's no type of mana it could produce." Two Reflecting Pools alone
    make nothing (each looks only at the other), and the engine says so rather than "not counted";
    beside Wastes a Pool makes {C} ("any type"). Exotic Orchard (Oracle: "any color that a land an
    opponent controls could produce") makes nothing from an opponent's Wastes ({C} is no color,
    105.1), {G} from their Forest, and never looks at its controller's own lands."""
    pools = board(real_costs=True, custom_cards=[REFLECTING_POOL], A={"battlefield": ["Reflecting Pool", "Reflecting Pool"]})
    assert payment.sources(Context(pools), "A") == [] and payment.uncounted(Context(pools), "A") == ()
    wastes = board(real_costs=True, custom_cards=[REFLECTING_POOL], A={"battlefield": [
        {"id": "pool", "card": "Reflecting Pool"}, {"card": "Wastes", "tapped": True}]})
    assert _made_by(wastes, "pool") == ["{C}"]
    def orchard(theirs):
        return board(real_costs=True, custom_cards=[EXOTIC_ORCHARD],
                     A={"battlefield": [{"id": "orchard", "card": "Exotic Orchard"}, {"card": "Plains", "tapped": True}]},
                     B={"battlefield": theirs})
    assert _made_by(orchard(["Wastes"]), "orchard") == []
    assert _made_by(orchard(["Wastes", "Forest"]), "orchard") == ["{G}"]      # not the Plains' {W}: A's own


def test_106_7_a_could_produce_ability_is_read_only_as_a_whole_line():
    """Incubation Druid (Oracle) adds "three mana of that type instead" with a +1/+1 counter: the
    line says more than what lands could produce, so it stays unread (named, not guessed)."""
    from judgeapp.core.mana_abilities import CouldProduce, mana_abilities
    druid = mana_abilities("Incubation Druid", "Creature — Elf Druid",
                           "{T}: Add one mana of any type that a land you control could produce. If Incubation Druid "
                           "has a +1/+1 counter on it, add three mana of that type instead.\n{3}{G}{G}: Adapt 3.")
    assert druid.could_produce == () and len(druid.unread) == 1
    compass = mana_abilities("Star Compass", "Artifact", STAR_COMPASS["oracle_text"])
    assert compass.could_produce == (CouldProduce(opponents=False, basic_only=True, colorless=False),)
    assert mana_abilities("Reflecting Pool", "Land", REFLECTING_POOL["oracle_text"]).could_produce == (
        CouldProduce(opponents=False, basic_only=False, colorless=True),)


def test_106_7_a_pool_beside_an_orchard_could_produce_what_the_orchard_could():
    """106.7 asks what a land could produce "at any time", its own could-produce abilities included:
    A's Reflecting Pool looks at A's Exotic Orchard, which could produce the {R} of B's Mountain, so
    the Pool could too. Star Compass (Oracle: "a basic land you control") looks
    at basic lands only: A's Plains gives it {W}, not the Orchard's {R}."""
    state = board(real_costs=True, custom_cards=[REFLECTING_POOL, EXOTIC_ORCHARD, STAR_COMPASS], A={"battlefield": [
        {"id": "pool", "card": "Reflecting Pool"}, {"id": "orchard", "card": "Exotic Orchard"},
        {"id": "compass", "card": "Star Compass"}, {"card": "Plains", "tapped": True}]},
        B={"battlefield": ["Mountain"]})
    assert _made_by(state, "orchard") == ["{R}"]
    assert _made_by(state, "pool") == ["{W}/{R}"]
    assert _made_by(state, "compass") == ["{W}"]


def test_106_7_a_pool_makes_what_a_land_restricts_and_names_a_land_it_cant_read():
    """106.7 counts the types of mana a land's abilities would make, whatever that mana may be spent
    on (as Reflecting Pool's rulings say, only the type of mana matters, not what it may be spent
    on): beside Cavern of Souls, whose colored mana only casts creature
    spells (116.1), the Pool makes any type, and its own mana pays a special action. Beside a land
    whose ability the engine doesn't read, the Pool's mana isn't known either: a cost it can't pay
    names both as not counted."""
    cavern = board(real_costs=True, custom_cards=[REFLECTING_POOL, CAVERN_OF_SOULS], A={"battlefield": [
        ANGEL, {"id": "pool", "card": "Reflecting Pool"}, "Cavern of Souls", "Plains", "Plains"]})
    assert _made_by(cavern, "pool") == ["{W}/{U}/{B}/{R}/{G}/{C}"]
    assert _face_up(cavern).legal              # Plains, Plains, the Pool, the Cavern's {C}
    crusher = board(real_costs=True, custom_cards=[REFLECTING_POOL, CRUSHER], A={"battlefield": [
        ANGEL, "Reflecting Pool", "Test Crusher", "Plains"]})
    check = _pay_check(_face_up(crusher))
    assert not check.passed and check.code == "cost_not_payable_uncounted"
    assert check.params["uncounted"] == ["Reflecting Pool", "Test Crusher"]


NYKTHOS = {"name": "Nykthos, Shrine to Nyx", "type_line": "Legendary Land",
           "oracle_text": "{T}: Add {C}.\n{2}, {T}: Choose a color. Add an amount of mana of that color equal to your "
                          "devotion to that color. (Your devotion to a color is the number of mana symbols of that color "
                          "in the mana costs of permanents you control.)"}
KARAMETRAS_ACOLYTE = {"name": "Karametra's Acolyte", "mana_cost": "{3}{G}", "type_line": "Creature — Human Druid",
                      "oracle_text": "{T}: Add an amount of {G} equal to your devotion to green. (Each {G} in the mana "
                                     "costs of permanents you control counts toward your devotion to green.)"}


def test_700_5_nykthos_makes_as_much_mana_of_a_color_as_its_controllers_devotion_to_it():
    """Nykthos, Shrine to Nyx (Oracle): "{2}, {T}: Choose a color. Add an amount of mana of that color
    equal to your devotion to that color." 700.5: devotion counts the mana symbols of that color among
    the mana costs of the permanents its controller controls: Glorious Protector's {2}{W}{W} two,
    Kaheera's hybrid {G/W}{G/W} two (for white and for green), the unlocked Dazzling Theater's {3}{W}
    one (a locked door has no mana cost, 709.5), the face-down Exalted Angel none (708.2a). From the
    two Plains' {2}, Nykthos adds {W}{W}{W}{W}{W}: that pays the Angel's morph cost {2}{W}{W}, and
    {W} is left in the pool (106.4). Before, the ability was silently left out: not even "not counted"."""
    def nykthos(*others, theater=("left",)):
        return board(real_costs=True, custom_cards=[NYKTHOS], A={"battlefield": [
            ANGEL, {"id": "nyx", "card": "Nykthos, Shrine to Nyx"}, "Plains", "Plains",
            {"card": "Dazzling Theater // Prop Room", "unlocked": list(theater)}, *others]})
    state = nykthos("Glorious Protector", "Kaheera, the Orphanguard")
    assert _made_by(state, "nyx") == ["{C}/{2}→{W}{W}{W}{W}{W}/{2}→{G}{G}"]
    option = _face_up(state)
    assert option.legal
    after = engine.apply(state, option)
    assert after.player("A").mana_pool == "{W}" and after.find("nyx")[2].tapped
    assert _made_by(nykthos("Glorious Protector", theater=()), "nyx") == ["{C}/{2}→{W}{W}"]
    assert not _face_up(nykthos("Glorious Protector", theater=())).legal      # {2} in, {W}{W} out: two mana short
    assert _made_by(nykthos(), "nyx") == ["{C}/{2}→{W}"]                          # the Theater's {W} alone


def test_700_5_karametras_acolyte_adds_green_for_its_controllers_devotion_to_green():
    """Karametra's Acolyte (Oracle): "{T}: Add an amount of {G} equal to your devotion to green." Its
    own {3}{G} counts (700.5: the permanents that player controls), with Grizzly Bears' {1}{G}: {G}{G};
    the opponent's permanents don't count."""
    state = board(real_costs=True, custom_cards=[KARAMETRAS_ACOLYTE],
                  A={"battlefield": [{"id": "acolyte", "card": "Karametra's Acolyte"}, "Grizzly Bears"]},
                  B={"battlefield": ["Grizzly Bears", "Llanowar Elves"]})
    assert _made_by(state, "acolyte") == ["{G}{G}"]


def test_a_mana_ability_that_chooses_first_is_never_silently_dropped_and_reminder_text_is_no_rule():
    """A line that chooses before it adds ("{T}: Choose a color. Add one mana of that color.", Bloom
    Tender's "For each color …, add …") is a mana ability (605.1a): if the engine doesn't read it, it
    is named as not counted, never left out; one that targets is no mana ability (605.1a), and an
    Aura's quoted ability is its land's. A line's reminder text has no rules meaning (207.2): "{T}: Add {C}. (…)" adds {C}."""
    from judgeapp.core.mana_abilities import mana_abilities
    chooses = mana_abilities("Test Chooser", "Artifact", "{T}: Choose a color. Add one mana of that color.")
    assert chooses.choices == () and chooses.unread == ("{T}: Choose a color. Add one mana of that color.",)
    bloom_tender = "{T}: For each color among permanents you control, add one mana of that color."     # (Oracle)
    assert mana_abilities("Bloom Tender", "Creature — Elf Druid", bloom_tender).unread == (bloom_tender,)
    targets = "{T}: Exile target land card from a graveyard. Add one mana of any color."     # Deathrite Shaman's
    assert mana_abilities("Deathrite Shaman", "Creature — Elf Shaman", targets).unread == ()   # targets: no mana ability (605.1a)
    granted = 'Enchanted land has "{T}: Add two mana of any one color."'
    assert mana_abilities("Test Aura", "Enchantment — Aura", granted).unread == ()    # the land's, not the Aura's
    reminded = mana_abilities("Test Reminded", "Artifact", "{T}: Add {C}. (This is only a reminder.)")
    assert reminded.symbols == "{C}" and reminded.unread == ()


SIMIAN_SPIRIT_GUIDE = {"name": "Simian Spirit Guide", "mana_cost": "{2}{R}", "type_line": "Creature — Ape Spirit",
                       "power": "2", "toughness": "2", "oracle_text": "Exile Simian Spirit Guide from your hand: Add {R}."}


def test_605_1a_simian_spirit_guide_makes_mana_from_its_owners_hand_exiled_as_it_pays():
    """Simian Spirit Guide (Oracle): "Exile Simian Spirit Guide from your hand: Add {R}." A mana
    ability (605.1a) that works from the hand: with a Plains it pays a morph cost of {1}{R}, and
    taking the option exiles the Guide and taps the Plains (the paid text says so, in five
    languages). With a Mountain as well, the lands pay and the Guide stays in hand (a card exiled
    is used last). On the battlefield the Guide adds nothing. Phyrexian Revoker naming it stops the
    ability (602.5; its effect reaches "sources with the chosen name" anywhere), and the verdict
    notes it. Before, the Guide was left out: the cost was not payable."""
    from judgeapp.core import messages
    morph = _morph("{1}{R}")
    def guide(battlefield, hand=({"id": "guide", "card": "Simian Spirit Guide"},), theirs=()):
        return board(real_costs=True, custom_cards=[morph, SIMIAN_SPIRIT_GUIDE], A={
            "battlefield": [{"id": "m", "card": morph["name"], "face_down": "morph"}, *battlefield], "hand": list(hand)},
            B={"battlefield": list(theirs)})
    state = guide(["Plains"])
    option = _face_up(state)
    assert option.legal
    after = engine.apply(state, option)
    assert after.find("guide")[1] == "exile" and all(o.tapped for o in after.player("A").battlefield if o.card == "Plains")
    parts = payment.paid(state, after, option)
    assert ("paid_exiled_from_hand", {"cards": ["Simian Spirit Guide"]}) in parts
    assert "exiled Simian Spirit Guide from their hand" in messages.paid_text(option, parts)
    for lang in ("it", "ja", "es", "fr"):
        assert "Simian Spirit Guide" in messages.paid_text(option, parts, lang)
    both = guide(["Plains", "Mountain"])
    assert engine.apply(both, _face_up(both)).find("guide")[1] == "hand"
    assert not _face_up(guide(["Plains", "Simian Spirit Guide"], hand=())).legal
    revoked = guide(["Plains"], theirs=[{"card": "Phyrexian Revoker", "chosen_names": ["Simian Spirit Guide"]}])
    option = _face_up(revoked)
    assert not option.legal
    assert [(n.code, n.params["card"]) for n in option.notes] == [("mana_ability_cant_be_activated", "Simian Spirit Guide")]


def test_what_each_source_adds_is_read_from_its_oracle_text():
    from judgeapp.core.mana_abilities import mana_abilities
    def read(name, text, type_line="Artifact"):
        found = mana_abilities(name, type_line, text)
        return [[sorted(unit) for unit in a.mana] for a in found.choices], found.unread
    assert read("Sol Ring", "{T}: Add {C}{C}.") == ([[["C"], ["C"]]], ())
    assert read("Plains", "({T}: Add {W}.)", "Basic Land — Plains") == ([[["W"]]], ())
    # what the board counts: one mana of a color in its controller's commander's identity (903.4)
    assert mana_abilities("Arcane Signet", "Artifact", "{T}: Add one mana of any color in your commander's color "
                          "identity.").counting == tuple((c, "identity", True, "") for c in "WUBRG")
    assert read("Test Crusher", "{T}: Add {G} for each creature you control with power 4 or greater.", "Land")[1]
    assert read("Treasure", "{T}, Sacrifice this artifact: Add one mana of any color.")[0] == [[list("BGRUW")]]
    assert read("Ashnod's Altar", "Sacrifice a creature: Add {C}{C}.") == ([], ("Sacrifice a creature: Add {C}{C}.",))
    assert read("Dark Ritual", "Add {B}{B}{B}.") == ([], ())                     # a spell, not a mana ability
    assert read("Eldrazi Temple", "{T}: Add {C}.\n{T}: Add {C}{C}. Spend this mana only to cast colorless "
                "Eldrazi spells or activate abilities of colorless Eldrazi.")[0] == [[["C"]]]
    assert read("Frontier Bivouac", "{T}: Add {G}, {U}, or {R}.", "Land")[0] == [[["G", "R", "U"]]]
    assert len(read("Lotus Bloom", "{T}, Sacrifice Lotus Bloom: Add three mana of any one color.")[0]) == 5


def test_the_quick_count_agrees_with_the_full_search_with_multi_mana_sources():
    """The same agreement with sources that add several mana (Sol Ring), one color of three
    (Lotus Bloom) or mana that can't pay generic costs (Jegantha)."""
    from itertools import product
    from judgeapp.core.mana_abilities import ManaAbilities, ManaAbility
    from judgeapp.core.mana_matching import Source, can_pay, plan
    kinds = {
        "W": (ManaAbility((frozenset("W"),)),),
        "Sol Ring": (ManaAbility((frozenset("C"), frozenset("C"))),),
        "Lotus Bloom": tuple(ManaAbility((frozenset(c),) * 3, sacrifice=True) for c in "WUBRG"),
        "Jegantha": (ManaAbility(tuple(frozenset(c) for c in "WUBRG"), generic=False),),
        "pain land": (ManaAbility((frozenset("CUR"),)),),
    }
    costs = ["{W}", "{2}{W}{W}", "{1}{G}", "{W}{U}", "{C}{C}", "{4}", "{U}{R}{G}", "{5}{W}", "{W}{W}{W}{W}"]
    for names in product(kinds, repeat=2):
        available = [Source(f"s{i}", ManaAbilities(kinds[name])) for i, name in enumerate(names)]
        for pool in ((), ("C",), ("G", "U")):
            for cost in costs:
                assert can_pay(cost, pool, available, 20) == \
                    (plan(cost, pool, available, 20) is not None), (cost, pool, names)


# ---- 602.5: effects that stop activated abilities stop mana abilities too ---------------------
# (turning a face-down permanent face up is a special action, not an activated ability, so these
# never stop the action itself: only the mana that pays for it.)
TWO_PLAINS_AND_BIRDS = [ANGEL, "Plains", "Plains", "Plains", {"id": "birds", "card": "Birds of Paradise"}]


def test_602_5_linvala_stops_the_opponents_mana_creatures_not_their_lands():
    """Linvala, Keeper of Silence (Oracle): "Activated abilities of creatures your opponents control
    can't be activated." A's Birds of Paradise can't add the fourth mana of {2}{W}{W}."""
    assert _face_up(board(real_costs=True, A={"battlefield": TWO_PLAINS_AND_BIRDS})).legal
    state = board(real_costs=True, A={"battlefield": TWO_PLAINS_AND_BIRDS},
                  B={"battlefield": ["Linvala, Keeper of Silence"]})
    option = _face_up(state)
    assert not option.legal and _pay_check(option).params["sources"] == 3
    (note,) = [n for n in option.notes if n.code == "mana_ability_cant_be_activated"]
    assert note.rule == "602.5" and note.params == {"card": "Birds of Paradise", "source": "Linvala, Keeper of Silence"}
    from judgeapp.core import messages
    assert messages.check_text(note).startswith("Birds of Paradise can't add mana now: Linvala, Keeper of Silence")
    own = board(real_costs=True, A={"battlefield": [*TWO_PLAINS_AND_BIRDS, "Linvala, Keeper of Silence"]})
    assert _face_up(own).legal                              # its controller's own creatures are not stopped


def test_602_5_grand_abolisher_stops_the_opponents_artifacts_and_creatures_during_its_controllers_turn():
    """Grand Abolisher (Oracle): "During your turn, your opponents can't cast spells or activate
    abilities of artifacts, creatures, or enchantments." On B's turn A's Birds adds nothing; on A's
    turn it does."""
    on_b = board(real_costs=True, active="B", priority="A", A={"battlefield": TWO_PLAINS_AND_BIRDS},
                 B={"battlefield": ["Grand Abolisher"]})
    assert not _face_up(on_b).legal
    on_a = board(real_costs=True, A={"battlefield": TWO_PLAINS_AND_BIRDS}, B={"battlefield": ["Grand Abolisher"]})
    assert _face_up(on_a).legal


def test_602_5_phyrexian_revoker_naming_the_mana_creature_stops_it_and_pithing_needle_does_not():
    """Phyrexian Revoker: "Activated abilities of sources with the chosen name can't be activated."
    Pithing Needle: "… can't be activated unless they're mana abilities." (its ruling: mana
    abilities of the named card can still be activated)."""
    revoker = board(real_costs=True, A={"battlefield": TWO_PLAINS_AND_BIRDS},
                    B={"battlefield": [{"card": "Phyrexian Revoker", "chosen_names": ["Birds of Paradise"]}]})
    assert not _face_up(revoker).legal
    needle = board(real_costs=True, A={"battlefield": TWO_PLAINS_AND_BIRDS},
                   B={"battlefield": [{"card": "Pithing Needle", "chosen_names": ["Birds of Paradise"]}]})
    assert _face_up(needle).legal


def test_602_5_and_116_2d_volraths_curse_stops_the_enchanted_creatures_mana_until_ignored():
    """Volrath's Curse on A's Birds: "its activated abilities can't be activated. That creature's
    controller may sacrifice a permanent for that player to ignore this effect until end of turn."
    Once A ignores it (116.2d), the Birds pays again."""
    curse = {"id": "curse", "card": "Volrath's Curse", "attached_to": "birds"}
    cursed = board(real_costs=True, A={"battlefield": TWO_PLAINS_AND_BIRDS}, B={"battlefield": [curse]})
    assert not _face_up(cursed).legal
    ignored = board(real_costs=True, A={"battlefield": TWO_PLAINS_AND_BIRDS}, B={"battlefield": [curse]},
                    turn_facts={"ignoring": [["A", "curse"]]})
    assert _face_up(ignored).legal


def test_602_5a_a_hasty_mana_creature_taps_the_turn_it_arrives():
    hasty = {"name": "Test Hasty Elf", "type_line": "Creature — Elf", "oracle_text": "Haste\n{T}: Add {W}."}
    state = board(real_costs=True, custom_cards=[hasty], A={"battlefield": [
        ANGEL, "Plains", "Plains", "Plains", {"card": "Test Hasty Elf", "summoning_sick": True}]})
    assert _face_up(state).legal


# ---- what was paid, in words (the status bar after "Take this action") ----------------------
def test_the_payment_is_told_sources_tapped_sacrificed_and_mana_left_over():
    """Lotus Bloom and a Plains pay {2}{W}{W}: the Plains is tapped and Lotus Bloom sacrificed;
    Sol Ring paying {1} leaves {C} in the pool (106.4)."""
    from judgeapp.core import messages
    from judgeapp.core.payment import paid
    state = board(real_costs=True, A={"battlefield": [ANGEL, "Lotus Bloom", "Plains"]})
    option = _face_up(state)
    after = engine.apply(state, option)
    parts = paid(state, after, option)
    assert parts == [("paid_tapped", {"cards": ["Plains"]}), ("paid_sacrificed", {"cards": ["Lotus Bloom"]})]
    assert messages.paid_text(option, parts, "en") == \
        "A paid {2}{W}{W}: tapped Plains; sacrificed Lotus Bloom."
    one = _morph("{1}")
    alone = board(real_costs=True, custom_cards=[SOL_RING, one], A={"battlefield": [
        {"card": one["name"], "face_down": "morph"}, "Sol Ring"], "mana_pool": ""})
    option = _face_up(alone)
    parts = paid(alone, engine.apply(alone, option), option)
    assert parts == [("paid_tapped", {"cards": ["Sol Ring"]}), ("paid_left_over", {"mana": "{C}"})]
    assert "Sol Ring" in messages.paid_text(option, parts, "ja")


def test_the_payment_is_told_for_pool_life_and_cards():
    custom = {"name": "Test Costly", "type_line": "Creature — Test",
              "oracle_text": "Morph—{W}, Discard a card, Pay 2 life."}
    state = board(real_costs=True, custom_cards=[custom], A={
        "battlefield": [{"card": "Test Costly", "face_down": "morph"}], "hand": ["Forest"], "mana_pool": "{W}"})
    option = _face_up(state)
    from judgeapp.core.payment import paid
    parts = paid(state, engine.apply(state, option), option)
    assert ("paid_pool", {"mana": "{W}"}) in parts and ("paid_discarded", {"cards": ["Forest"]}) in parts
    assert ("paid_life", {"life": 2}) in parts
    assert paid(state, state, option) == []        # nothing changed: nothing to tell


def test_601_2g_h_mana_first_then_the_cost_so_the_land_tapped_for_mana_may_be_the_one_sacrificed():
    """A cost of {W} and "Sacrifice a land" with one Plains: tap the Plains for {W}, then sacrifice
    it (601.2g: mana abilities before paying; 601.2h: then the costs, in any order). It ends in the
    graveyard, untapped like any card there; before, it was sacrificed first and then "tapped"
    in the graveyard."""
    custom = {"name": "Test Sac", "type_line": "Creature — Test", "oracle_text": "Morph—{W}, Sacrifice a land."}
    state = board(real_costs=True, custom_cards=[custom], A={"battlefield": [
        {"card": "Test Sac", "face_down": "morph"}, "Plains"]})
    option = _face_up(state)
    assert option.legal
    after = engine.apply(state, option)
    assert [(o.card, o.tapped) for o in after.player("A").graveyard] == [("Plains", False)]
    assert [o.card for o in after.player("A").battlefield] == ["Test Sac"]


def test_a_permanent_sacrificed_for_mana_is_not_sacrificed_twice():
    """Lotus Bloom pays {W}{W}{W} and is sacrificed; "Sacrifice a permanent" then takes another."""
    custom = {"name": "Test Sac2", "type_line": "Creature — Test",
              "oracle_text": "Morph—{W}{W}{W}, Sacrifice a permanent."}
    state = board(real_costs=True, custom_cards=[custom], A={"battlefield": [
        {"card": "Test Sac2", "face_down": "morph"}, "Lotus Bloom", "Grizzly Bears"]})
    after = engine.apply(state, _face_up(state))
    assert sorted(o.card for o in after.player("A").graveyard) == ["Grizzly Bears", "Lotus Bloom"]


def test_118_3_secrets_of_paradise_face_up_gives_the_named_creatures_a_mana_ability():
    """Secrets of Paradise (Oracle): "Creatures you control with the chosen name have "{T}: Add
    one mana of any color."" Face up in the command zone (905.4) naming Grizzly Bears, A's Bears
    pays the fourth mana of {2}{W}{W}; face down (a hidden agenda not yet revealed), it doesn't."""
    def board_with(face_down):
        secrets = {"card": "Secrets of Paradise", "chosen_names": ["Grizzly Bears"],
                   **({"face_down": "other"} if face_down else {})}
        return board(real_costs=True, game={"conspiracy_draft": True},
                     A={"battlefield": [ANGEL, "Plains", "Plains", "Plains", "Grizzly Bears"], "command": [secrets]})
    assert _face_up(board_with(face_down=False)).legal
    assert not _face_up(board_with(face_down=True)).legal


def test_118_3_a_mana_ability_given_to_a_creature_keeps_the_mana_it_counts():
    """Secrets of Paradise naming Elvish Archdruid gives it "{T}: Add one mana of any color." beside
    its own "{T}: Add {G} for each Elf you control." (two Elves: {G}{G}): both are ways to tap it.
    The given ability replaced the counted one when both were there."""
    state = board(real_costs=True, custom_cards=[ELVISH_ARCHDRUID], game={"conspiracy_draft": True},
                  A={"battlefield": [{"id": "druid", "card": "Elvish Archdruid"}, "Llanowar Elves"],
                     "command": [{"card": "Secrets of Paradise", "chosen_names": ["Elvish Archdruid"]}]})
    (druid,) = [s for s in payment.sources(Context(state), "A") if s.obj_id == "druid"]
    assert druid.symbols() == "{W}/{U}/{B}/{R}/{G}/{G}{G}"


def test_paying_uses_the_pool_then_the_source_that_makes_most_so_no_land_is_tapped_needlessly():
    """{2}{W}{W} with {W} floating, Lotus Bloom and a Plains: the pool's {W} and Lotus Bloom's
    {W}{W}{W} pay it all; the Plains stays untapped and no mana is left floating. (Before, the
    Plains was tapped and one of Lotus Bloom's mana floated.)"""
    from judgeapp.core.payment import paid
    state = board(real_costs=True, A={"battlefield": [ANGEL, "Lotus Bloom", "Plains"], "mana_pool": "{W}"})
    option = _face_up(state)
    after = engine.apply(state, option)
    assert [o.card for o in after.player("A").battlefield if o.tapped] == []
    assert after.player("A").mana_pool == ""
    assert paid(state, after, option) == [("paid_pool", {"mana": "{W}"}), ("paid_sacrificed", {"cards": ["Lotus Bloom"]})]


def test_119_4a_in_two_headed_giant_life_is_paid_from_the_teams_shared_total():
    """119.4a, 810.9: a Two-Headed Giant team has one life total, which the board shows on each
    teammate. Paying 3 life (Morph—Pay 3 life) or Phyrexian mana lowered only the payer's, so the
    teammates' totals parted; now both go down together, and totals that differ are a warning."""
    payer = {"name": "Test Payer", "type_line": "Creature — Test", "oracle_text": "Morph—Pay 3 life."}
    phyrexian = {"name": "Test Morph", "type_line": "Creature — Test", "oracle_text": "Morph {W/P}"}
    team = dict(real_costs=True, custom_cards=[payer, phyrexian], game={"two_headed_giant": True},
                B={"team": "2", "life": 30}, C={"team": "1", "life": 30}, D={"team": "2", "life": 30})
    state = board(**team, A={"team": "1", "life": 30, "battlefield": [{"card": "Test Payer", "face_down": "morph"},
                                                                      {"card": "Test Morph", "face_down": "morph"}]})
    assert engine.evaluate(state).warnings == ()
    options = {o.card: o for o in engine.evaluate(state).verdict(ActionKind.TURN_FACE_UP).options}
    after = engine.apply(state, options["Test Payer"])
    assert [after.player(p).life for p in "ABCD"] == [27, 30, 27, 30]
    after = engine.apply(after, next(o for o in engine.evaluate(after).verdict(ActionKind.TURN_FACE_UP).options
                                     if o.card == "Test Morph"))
    assert [after.player(p).life for p in "ABCD"] == [25, 30, 25, 30]
    parted = edits.set_fields(state, players=tuple(p.model_copy(update={"life": 12}) if p.id == "C" else p
                                                   for p in state.players))
    warning = next(w for w in engine.evaluate(parted).warnings if w.code == "team_life_differs")
    assert warning.rule == "810.9" and set(warning.params["lives"]) == {"A 30", "C 12"}


def test_810_9_setting_a_two_headed_giant_players_life_sets_the_teams():
    state = edits.new_board(two_headed_giant=True)
    state = edits.update_player(state, "A", life=27)
    assert [p.life for p in state.players] == [27, 27, 20, 20]
    plain = edits.update_player(edits.new_board(), "A", life=27)
    assert [p.life for p in plain.players] == [27, 20]


def test_118_3_taking_an_action_keeps_the_sources_that_make_more_colors_untapped():
    """601.2g lets the player choose which mana abilities to activate; a player keeps the land
    that makes more colors. A morph costing {1}{G} with Stomping Ground ({R} or {G}) first on the
    battlefield, then a Forest and a Mountain: the Forest pays {G} and the Mountain {1}, and
    Stomping Ground stays untapped for either color. (The planner tapped the first sources it
    found: Stomping Ground and the Forest, leaving only {R}.)"""
    one_g = _morph("{1}{G}")
    state = board(real_costs=True, custom_cards=[one_g], A={"battlefield": [
        {"card": one_g["name"], "face_down": "morph"}, "Stomping Ground", "Forest", "Mountain"]})
    after = engine.apply(state, _face_up(state))
    assert sorted(o.card for o in after.player("A").battlefield if o.tapped) == ["Forest", "Mountain"]


def test_605_3b_tapping_for_mana_reads_the_abilities_the_board_does_and_fills_the_pool():
    """605.3a-b, 106.4, 305.6: what tapping a permanent for mana can add is what the board reads
    for costs: Lotus Bloom's "{T}, Sacrifice Lotus Bloom: Add three mana of any one color." (all
    of one color; tapping sacrifices it) and Ghost Quarter under Blood Moon (the real card's
    text, "Nonbasic lands are Mountains.": {R} only, 305.7). The mana goes to the controller's pool."""
    from judgeapp.core import payment
    from judgeapp.core.context import Context
    from tests.core.test_land_types import BLOOD_MOON
    state = board(custom_cards=[BLOOD_MOON],
                  A={"battlefield": [{"id": "lb", "card": "Lotus Bloom"}, {"id": "gq", "card": "Ghost Quarter"},
                                     "Blood Moon"]})
    ctx = Context(state)
    assert [m for m, _a in payment.mana_choices(ctx, "lb")] == [
        "{W}{W}{W}", "{U}{U}{U}", "{B}{B}{B}", "{R}{R}{R}", "{G}{G}{G}"]
    assert [m for m, _a in payment.mana_choices(ctx, "gq")] == ["{R}"]
    mana, ability = payment.mana_choices(ctx, "lb")[4]
    after = payment.tap_for_mana(state, "lb", mana, ability)
    assert after.player("A").mana_pool == "{G}{G}{G}" and [o.card for o in after.player("A").graveyard] == ["Lotus Bloom"]


# ---- a pain land's damage (120.3a), dealt as its mana ability makes colored mana ---------------
TARNISHED_CITADEL = {"name": "Tarnished Citadel", "type_line": "Land", "oracle_text":
                     "{T}: Add {C}.\n{T}: Add one mana of any color. Tarnished Citadel deals 3 damage to you."}


def test_120_3a_a_pain_land_paying_colored_mana_deals_its_damage_and_the_payment_says_so():
    """Shivan Reef (Oracle): "{T}: Add {U} or {R}. Shivan Reef deals 1 damage to you." Paying a
    morph's {U} with it is that ability, so A takes 1 damage and loses 1 life (120.3a, 605.3b);
    the status bar's words tell the damage apart from life paid."""
    from judgeapp.core import messages
    from judgeapp.core.payment import paid
    from judgeapp.core.cards import builtin_cards
    u = _morph("{U}")
    state = board(real_costs=True, custom_cards=[SHIVAN_REEF, u], A={"battlefield": [
        {"card": u["name"], "face_down": "morph"}, "Shivan Reef"]})
    option = _face_up(state)
    after = engine.apply(state, option)
    assert after.player("A").life == 19
    parts = paid(state, after, option, builtin_cards())
    assert parts == [("paid_tapped", {"cards": ["Shivan Reef"]}), ("paid_damage", {"card": "Shivan Reef", "damage": 1})]
    assert messages.paid_text(option, parts) == "A paid {U}: tapped Shivan Reef; took 1 damage from Shivan Reef (120.3a)."
    assert messages.paid_text(option, parts, "it").endswith("ha subito 1 danno da Shivan Reef (120.3a).")


def test_120_3a_a_pain_land_paying_generic_mana_makes_its_colorless_mana_and_deals_no_damage():
    """Shivan Reef's "{T}: Add {C}." pays {1} without damage; with two Shivan Reefs paying {U}{1},
    one makes {U} (1 damage) and the other {C}: 1 damage, not 2."""
    one, u1 = _morph("{1}"), _morph("{U}{1}")
    state = board(real_costs=True, custom_cards=[SHIVAN_REEF, one], A={"battlefield": [
        {"card": one["name"], "face_down": "morph"}, "Shivan Reef"]})
    assert engine.apply(state, _face_up(state)).player("A").life == 20
    two = board(real_costs=True, custom_cards=[SHIVAN_REEF, u1], A={"battlefield": [
        {"card": u1["name"], "face_down": "morph"}, "Shivan Reef", "Shivan Reef"]})
    after = engine.apply(two, _face_up(two))
    assert after.player("A").life == 19 and all(o.tapped for o in after.player("A").battlefield if o.card == "Shivan Reef")


def test_120_3a_tarnished_citadel_deals_3_for_colored_mana_and_its_damage_comes_off_a_shared_life_total():
    """Tarnished Citadel (Oracle): "{T}: Add one mana of any color. Tarnished Citadel deals 3 damage
    to you." Its {W} costs A 3 life; in Two-Headed Giant the team's shared total drops (810.9:
    damage happens to the player, and the result is applied to the team's shared life total)."""
    w = _morph("{W}")
    state = board(real_costs=True, custom_cards=[TARNISHED_CITADEL, w], A={"battlefield": [
        {"card": w["name"], "face_down": "morph"}, "Tarnished Citadel"]})
    assert engine.apply(state, _face_up(state)).player("A").life == 17
    team = board(real_costs=True, game={"two_headed_giant": True}, custom_cards=[TARNISHED_CITADEL, w],
                 A={"team": "1", "life": 30, "battlefield": [{"card": w["name"], "face_down": "morph"}, "Tarnished Citadel"]},
                 C={"team": "1", "life": 30}, B={"team": "2", "life": 30}, D={"team": "2", "life": 30})
    after = engine.apply(team, _face_up(team))
    assert after.player("A").life == after.player("C").life == 27 and after.player("B").life == 30


def test_605_3b_tapping_a_pain_land_for_mana_by_hand_deals_its_damage_only_for_its_colors():
    """Tapping Shivan Reef for {R} by hand (Tap for mana) deals 1 damage to its controller;
    for {C}, none. mana_choices offers {C}, {U} and {R}, each with what it costs."""
    from judgeapp.core import payment
    from judgeapp.core.context import Context
    state = board(custom_cards=[SHIVAN_REEF], A={"battlefield": [{"id": "sr", "card": "Shivan Reef"}]})
    choices = dict(payment.mana_choices(Context(state), "sr"))
    assert sorted(choices) == ["{C}", "{R}", "{U}"]
    assert [choices[m].damage_making(m[1]) for m in ("{C}", "{U}", "{R}")] == [0, 1, 1]
    assert payment.tap_for_mana(state, "sr", "{R}", choices["{R}"]).player("A").life == 19
    assert payment.tap_for_mana(state, "sr", "{C}", choices["{C}"]).player("A").life == 20


# ---- a mana ability that costs life: "{T}, Pay 1 life: Add …" (119.4) --------------------------
HORIZON_CANOPY = {"name": "Horizon Canopy", "type_line": "Land", "oracle_text":
                  "{T}, Pay 1 life: Add {G} or {W}.\n{1}, {T}, Sacrifice Horizon Canopy: Draw a card."}
MANA_CONFLUENCE = {"name": "Mana Confluence", "type_line": "Land", "oracle_text": "{T}, Pay 1 life: Add one mana of any color."}


def test_119_4_horizon_canopy_counts_as_a_source_and_paying_with_it_pays_its_life():
    """Horizon Canopy (Oracle): "{T}, Pay 1 life: Add {G} or {W}." It pays a morph's {G}, and A
    pays 1 life as its cost (119.4); it used to be left out as a mana ability not read."""
    from judgeapp.core.mana_abilities import mana_abilities
    read = mana_abilities(HORIZON_CANOPY["name"], "Land", HORIZON_CANOPY["oracle_text"])
    assert read.unread == () and read.choices[0].life == 1 and read.choices[0].mana == (frozenset("GW"),)
    g = _morph("{G}")
    state = board(real_costs=True, custom_cards=[HORIZON_CANOPY, g], A={"battlefield": [
        {"card": g["name"], "face_down": "morph"}, "Horizon Canopy"]})
    option = _face_up(state)
    assert option.legal
    after = engine.apply(state, option)
    assert after.player("A").life == 19 and [o.card for o in after.player("A").battlefield if o.tapped] == ["Horizon Canopy"]


def test_119_4_a_source_that_costs_life_is_tapped_last():
    """With a Forest beside a land whose only ability is "{T}, Pay 1 life: Add {G}." (a test card,
    first on the board, making as few colors as the Forest), {G} is paid with the Forest: no life
    is paid when it needn't be."""
    g = _morph("{G}")
    grove = {"name": "Test Costly Grove", "type_line": "Land", "oracle_text": "{T}, Pay 1 life: Add {G}."}
    state = board(real_costs=True, custom_cards=[grove, g], A={"battlefield": [
        {"card": g["name"], "face_down": "morph"}, "Test Costly Grove", "Forest"]})
    after = engine.apply(state, _face_up(state))
    assert after.player("A").life == 20 and [o.card for o in after.player("A").battlefield if o.tapped] == ["Forest"]


def test_119_4_life_pays_for_only_as_many_sources_as_it_covers():
    """119.4: a player may pay life only if their life total is at least the payment. At 1 life,
    two Mana Confluences ("{T}, Pay 1 life: Add one mana of any color.") can't both be activated,
    so {G}{W} can't be paid; at 2 life it can, and A ends at 0. The count and the search agree."""
    gw = _morph("{G}{W}")

    def state(life):
        return board(real_costs=True, custom_cards=[MANA_CONFLUENCE, gw], A={"life": life, "battlefield": [
            {"card": gw["name"], "face_down": "morph"}, "Mana Confluence", "Mana Confluence"]})
    assert not _face_up(state(1)).legal
    assert _face_up(state(2)).legal
    assert engine.apply(state(2), _face_up(state(2))).player("A").life == 0


def test_119_4_tapping_a_life_source_by_hand_pays_the_life_and_says_when_it_cant():
    """Tap for mana on Horizon Canopy pays 1 life; at 0 life, tap_objection names 119.4."""
    from judgeapp.core import payment
    from judgeapp.core.context import Context
    state = board(custom_cards=[HORIZON_CANOPY], A={"battlefield": [{"id": "hc", "card": "Horizon Canopy"}]})
    choices = dict(payment.mana_choices(Context(state), "hc"))
    assert sorted(choices) == ["{G}", "{W}"]
    assert payment.tap_for_mana(state, "hc", "{G}", choices["{G}"]).player("A").life == 19
    assert payment.tap_objection(Context(state), "hc", choices["{G}"]) is None
    broke = board(custom_cards=[HORIZON_CANOPY], A={"life": 0, "battlefield": [{"id": "hc", "card": "Horizon Canopy"}]})
    assert payment.tap_objection(Context(broke), "hc", choices["{G}"]) == ("119.4", "why_life_short", {"life": 1, "total": 0})


def test_603_10a_a_creature_sacrificed_for_a_special_action_sets_off_its_dies_ability():
    """Damping Engine's "sacrifice a permanent" (116.2d) takes the first permanent that fits: A's
    Hooded Hydra. Its "When Hooded Hydra dies" goes on the stack before A receives priority
    (117.5, 603.10a), and engine.taken says it triggered."""
    from judgeapp.core.verdict import ActionKind
    state = board(real_costs=True, A={"battlefield": [{"id": "h", "card": "Hooded Hydra", "counters": {"+1/+1": 2}},
                                                      "Forest", "Forest", "Forest"]},
                  B={"battlefield": ["Damping Engine", "Island"]})
    option = next(o for o in engine.evaluate(state, "A").verdict(ActionKind.IGNORE_STATIC).options if o.legal)
    after = engine.apply(state, option)
    assert after.locate("h")[1] == "graveyard"
    assert [(i.card, i.controller) for i in after.stack] == [("Hooded Hydra", "A")] and after.priority == "A"
    assert ("triggered", {"cards": ["Hooded Hydra"]}) in engine.taken(state, after, option)


def test_603_10a_a_land_sacrificed_to_pay_an_ability_sets_off_its_dies_ability_above_it():
    """Aggressive Mining's "Sacrifice a land" takes a test land whose "When this land dies, you gain
    1 life." goes on the stack above the ability (603.3: next time a player would receive priority)."""
    from judgeapp.core import activation
    land = {"name": "Test Barrow", "type_line": "Land", "oracle_text": "When this land dies, you gain 1 life."}
    state = board(real_costs=True, custom_cards=[land],
                  A={"battlefield": [{"id": "am", "card": "Aggressive Mining"}, {"id": "b", "card": "Test Barrow"}]})
    done = activation.activate(state, "am", 0)
    assert [i.card for i in done.state.stack] == ["Aggressive Mining", "Test Barrow"]
    assert ("triggered", {"cards": ["Test Barrow"]}) in done.said


def test_603_2_discarding_to_turn_gathan_raiders_face_up_sets_off_discard_abilities():
    """Gathan Raiders' "Morph—Discard a card" (116.2b, 702.37e) discards the first card of A's
    hand. That is a discard (701.9a), so it sets off A's Drake Haven ("Whenever you cycle or
    discard a card") and B's Megrim ("Whenever an opponent discards a card"), put on the stack
    before A receives priority (603.3, 117.5), the active player's first (603.3b); B's Waste Not
    asks for a creature card: named for the judge. Nothing triggered before."""
    from tests.core.test_effects_actions import DRAKE_HAVEN, MEGRIM, WASTE_NOT
    state = board(real_costs=True, custom_cards=[MEGRIM, DRAKE_HAVEN, WASTE_NOT],
                  A={"battlefield": [{"id": "g", "card": "Gathan Raiders", "face_down": "morph"}, "Drake Haven"],
                     "hand": [{"id": "i", "card": "Island"}]},
                  B={"battlefield": ["Megrim", "Waste Not"]})
    option = only(state, ActionKind.TURN_FACE_UP)
    after = engine.apply(state, option)
    assert after.locate("i")[1] == "graveyard" and after.locate("g")[2].face_down is None
    assert [(i.controller, i.card) for i in after.stack] == [("A", "Drake Haven"), ("B", "Megrim")]
    said = engine.taken(state, after, option)
    assert ("triggered", {"cards": ["Drake Haven", "Megrim"]}) in said
    assert ("action_trigger_not_read", {"cards": ["Waste Not"]}) in said


def test_603_3b_what_an_activation_cost_set_off_discarding_and_sacrificing_goes_on_in_one_apnap_order():
    """An ability costing "Discard a card, Sacrifice a creature" on A's turn: discarding sets off
    B's Megrim, the sacrifice A's Hooded Hydra ("When Hooded Hydra dies"). Both triggered during
    the same payment, so they go on the stack together the next time a player would receive
    priority, A's first and B's last (603.3b): Megrim resolves first. The two were put on in two
    batches, discards first, which left A's Hydra above B's Megrim."""
    from judgeapp.core import activation
    from tests.core.test_effects_actions import MEGRIM
    altar = {"name": "Test Altar", "type_line": "Artifact",
             "oracle_text": "Discard a card, Sacrifice a creature: Draw a card."}
    state = board(real_costs=True, custom_cards=[MEGRIM, altar],
                  A={"battlefield": [{"id": "alt", "card": "Test Altar"},
                                     {"id": "h", "card": "Hooded Hydra", "counters": {"+1/+1": 1}}],
                     "hand": [{"id": "i", "card": "Island"}]},
                  B={"battlefield": ["Megrim"]})
    done = activation.activate(state, "alt", 0)
    assert done.state.locate("i")[1] == "graveyard" and done.state.locate("h")[1] == "graveyard"
    assert [(i.controller, i.card) for i in done.state.stack] == [
        ("A", "Test Altar"), ("A", "Hooded Hydra"), ("B", "Megrim")]
    assert ("triggered", {"cards": ["Hooded Hydra", "Megrim"]}) in done.said


def test_603_2_a_sacrifice_paying_a_cost_names_the_abilities_that_watch_for_sacrifices():
    """Volrath's Curse's "sacrifice a permanent" (116.2d) is a sacrifice (701.21a): it may set off
    Korvold's "Whenever you sacrifice a permanent" and B's Mazirek-like "Whenever a player
    sacrifices another permanent". Whose permanent, what kind, "another": more than the board
    reads, so the status bar names both for the judge instead of staying silent."""
    korvold = {"name": "Test Korvold", "type_line": "Creature — Dragon", "power": "4", "toughness": "4",
               "oracle_text": "Whenever you sacrifice a permanent, put a +1/+1 counter on Test Korvold and draw a card."}
    mazirek = {"name": "Test Mazirek", "type_line": "Creature — Insect", "power": "2", "toughness": "2",
               "oracle_text": "Whenever a player sacrifices another permanent, put a +1/+1 counter on each creature you control."}
    state = board(real_costs=True, active="B", priority="B", custom_cards=[korvold, mazirek],
                  A={"battlefield": [{"card": "Volrath's Curse", "attached_to": "bears"}, "Test Mazirek"]},
                  B={"battlefield": [{"id": "bears", "card": "Grizzly Bears"}, "Test Korvold", "Forest"]})
    option = next(o for o in engine.evaluate(state, "B").verdict(ActionKind.IGNORE_STATIC).options if o.legal)
    after = engine.apply(state, option)
    assert [p.card for p in after.player("B").graveyard]
    assert ("action_trigger_not_read", {"cards": ["Test Mazirek", "Test Korvold"]}) in engine.taken(state, after, option)


AZORIUS_SIGNET = {"name": "Azorius Signet", "mana_cost": "{2}", "type_line": "Artifact",
                  "oracle_text": "{1}, {T}: Add {W}{U}."}
DIMIR_SIGNET = {"name": "Dimir Signet", "mana_cost": "{2}", "type_line": "Artifact",
                "oracle_text": "{1}, {T}: Add {U}{B}."}


def test_118_3_a_signet_pays_with_the_mana_another_source_gave_it():
    """Azorius Signet's "{1}, {T}: Add {W}{U}." (Oracle text) makes two mana from one (605.3a,
    601.2g): Exalted Angel's morph cost {2}{W}{W} is paid by two Plains for {W}{W}, an Island's
    mana into the Signet, and its {W}{U} for {2}. Taking the action taps all four. Before, the
    Signet's ability wasn't read and the verdict said A couldn't pay."""
    state = board(real_costs=True, custom_cards=[AZORIUS_SIGNET],
                  A={"battlefield": [{"card": "Exalted Angel", "face_down": "morph"}, "Plains", "Plains", "Island",
                                     {"id": "sig", "card": "Azorius Signet"}]})
    option = only(state, ActionKind.TURN_FACE_UP)
    assert option.legal
    after = engine.apply(state, option)
    assert all(o.tapped for o in after.player("A").battlefield if o.card != "Exalted Angel")
    assert after.player("A").mana_pool == ""
    assert ("paid_tapped", {"cards": ["Plains", "Plains", "Island", "Azorius Signet"]}) in \
        payment.paid(state, after, option)


def test_118_3_a_signet_alone_or_with_the_wrong_colors_cant_pay():
    """A Signet can't pay its own {1} (601.2g-h: mana abilities are activated before the cost is
    paid, so the {1} comes from elsewhere): alone it pays no {2} foretell cost, with {C} floating
    it does. Island and Dimir Signet make {U}{B} at most from two permanents: not {U}{U}."""
    foretell = {"hand": ["Saw It Coming"]}
    alone = board(real_costs=True, custom_cards=[AZORIUS_SIGNET], A={**foretell, "battlefield": ["Azorius Signet"]})
    assert not only(alone, ActionKind.FORETELL).legal
    floating = board(real_costs=True, custom_cards=[AZORIUS_SIGNET],
                     A={**foretell, "battlefield": ["Azorius Signet"], "mana_pool": "{C}"})
    assert only(floating, ActionKind.FORETELL).legal
    pool = _pool_and_sources(board(custom_cards=[DIMIR_SIGNET], A={"battlefield": ["Island", "Dimir Signet"]}))
    assert plan("{U}{U}", *pool) is None and plan("{U}{B}", *pool) is not None and plan("{2}", *pool) is not None


def _pool_and_sources(state):
    from judgeapp.core.context import Context
    ctx = Context(state)
    return tuple(state.player("A").mana_pool.strip("{}").split("}{")) if state.player("A").mana_pool else (), \
        payment.sources(ctx, "A"), state.player("A").life


def _reachable_pools(pool: tuple[str, ...], sources: list[tuple[str, str]]) -> set[tuple[str, ...]]:
    """Every mana pool a player can make, one activation at a time, from `pool` and sources
    ("land", color), ("signet", two colors), ("filter", two colors) or ("coffers", the mana it
    makes): a Signet takes one mana from the pool (any) and adds its two; a filter land adds {C},
    or takes one mana of its colors and adds two of them; Cabal Coffers takes two and adds a {B}
    for each Swamp. Brute force over every order."""
    seen = set()
    stack = [(tuple(sorted(pool)), tuple(sources))]
    while stack:
        have, left = stack.pop()
        if (have, left) in seen:
            continue
        seen.add((have, left))
        for i, (kind, colors) in enumerate(left):
            rest = left[:i] + left[i + 1:]
            if kind == "land":
                stack.append((tuple(sorted(have + (colors,))), rest))
            elif kind == "coffers":        # {2} from the pool, then its colors' mana
                for j, k in ((j, k) for j in range(len(have)) for k in range(j + 1, len(have))):
                    stack.append((tuple(sorted(have[:j] + have[j + 1:k] + have[k + 1:] + tuple(colors))), rest))
            elif kind == "filter":
                stack.append((tuple(sorted(have + ("C",))), rest))
                for j in (j for j in range(len(have)) if have[j] in colors):
                    for made in ((colors[0],) * 2, tuple(colors), (colors[1],) * 2):
                        stack.append((tuple(sorted(have[:j] + have[j + 1:] + made)), rest))
            else:
                for j in range(len(have)):
                    stack.append((tuple(sorted(have[:j] + have[j + 1:] + tuple(colors))), rest))
    return {have for have, _ in seen}


def _pays(have: tuple[str, ...], cost: str) -> bool:
    need = [c for c in cost.strip("{}").split("}{") if not c.isdigit()]
    generic = sum(int(c) for c in cost.strip("{}").split("}{") if c.isdigit())
    left = list(have)
    for c in need:
        if c not in left:
            return False
        left.remove(c)
    return len(left) >= generic


CABAL_COFFERS = {"name": "Cabal Coffers", "type_line": "Land",
                 "oracle_text": "{2}, {T}: Add {B} for each Swamp you control."}


def _filter_land(name: str, a: str, b: str) -> dict:
    """A Shadowmoor / Eventide filter land of colors a and b, with its Oracle text."""
    return {"name": name, "type_line": "Land",
            "oracle_text": f"{{T}}: Add {{C}}.\n{{{a}/{b}}}, {{T}}: Add {{{a}}}{{{a}}}, {{{a}}}{{{b}}}, or {{{b}}}{{{b}}}."}


MYSTIC_GATE = _filter_land("Mystic Gate", "W", "U")
FETID_HEATH = _filter_land("Fetid Heath", "W", "B")
SUNKEN_RUINS = _filter_land("Sunken Ruins", "U", "B")
FIRE_LIT_THICKET = _filter_land("Fire-Lit Thicket", "R", "G")


def test_118_3_a_filter_land_turns_one_mana_of_its_colors_into_two():
    """Mystic Gate's "{W/U}, {T}: Add {W}{W}, {W}{U}, or {U}{U}." (Oracle text) takes {W} or {U}
    paid first (605.3a, 601.2g) and makes two: an Island's {U} through it makes the {W}{W} of
    Exalted Angel's morph cost {2}{W}{W}, the other Island and a Plains its {2}. Before, the
    ability wasn't read: the Gate counted as {C} only, one {W} short."""
    state = board(real_costs=True, custom_cards=[MYSTIC_GATE],
                  A={"battlefield": [{"card": "Exalted Angel", "face_down": "morph"}, "Island", "Island", "Plains",
                                     {"id": "gate", "card": "Mystic Gate"}]})
    option = only(state, ActionKind.TURN_FACE_UP)
    assert option.legal, option.failed
    after = engine.apply(state, option)
    assert all(o.tapped for o in after.player("A").battlefield if o.card != "Exalted Angel")
    assert after.player("A").mana_pool == ""
    # Without a mana of its colors made first, it makes only its {C}: a Swamp's {B} can't pay {W/U}.
    short = _pool_and_sources(board(custom_cards=[MYSTIC_GATE], A={"battlefield": ["Swamp", "Mystic Gate"]}))
    assert plan("{W}", *short) is None and plan("{B}{1}", *short) is not None


def test_118_3_cabal_coffers_turns_two_mana_into_a_black_for_each_swamp():
    """Cabal Coffers (Oracle): "{2}, {T}: Add {B} for each Swamp you control." With three Swamps, two
    of them pay its {2} (605.3a, 601.2g) and it adds {B}{B}{B}: with the third Swamp, {B}{B}{B}{B}.
    It can't pay its own {2}, nor can one Swamp; without Swamps it makes nothing. Tap for mana offers
    "Add {B}{B}{B}, paying {2} from the mana pool". Before, it was named as not counted."""
    def coffers(*lands):
        return board(custom_cards=[CABAL_COFFERS], A={"battlefield": [*lands, {"id": "coffers", "card": "Cabal Coffers"}]})
    three = coffers("Swamp", "Swamp", "Swamp")
    assert plan("{B}{B}{B}{B}", *_pool_and_sources(three)) is not None
    assert plan("{B}{B}{B}{B}{B}", *_pool_and_sources(three)) is None
    assert plan("{B}{B}", *_pool_and_sources(coffers("Swamp"))) is None          # one Swamp: {B} for {2}, no
    assert plan("{B}", *_pool_and_sources(coffers("Plains", "Island"))) is None  # {2} paid, no Swamp: nothing
    assert [(mana, a.costs) for mana, a in payment.mana_choices(Context(three), "coffers")] == [("{B}{B}{B}", "{2}")]


CABAL_STRONGHOLD = {"name": "Cabal Stronghold", "type_line": "Land",
                    "oracle_text": "{T}: Add {C}.\n{3}, {T}: Add {B} for each basic Swamp you control."}
WATERY_GRAVE = {"name": "Watery Grave", "type_line": "Land — Island Swamp",
                "oracle_text": "({T}: Add {U} or {B}.)\nAs Watery Grave enters, you may pay 2 life. If you don't, it "
                               "enters tapped."}


def test_118_3_cabal_stronghold_counts_basic_swamps_only():
    """Cabal Stronghold (Oracle): "{3}, {T}: Add {B} for each basic Swamp you control." The three
    Swamps are basic; Watery Grave is a Swamp but "Any land that doesn't have this supertype is a
    nonbasic land, even if it has a basic land type." (205.4c): from {3} it adds {B}{B}{B}, not four. Before, the ability was named as not
    counted."""
    state = board(custom_cards=[CABAL_STRONGHOLD, WATERY_GRAVE], A={"battlefield": [
        "Swamp", "Swamp", "Swamp", "Watery Grave", {"id": "stronghold", "card": "Cabal Stronghold"}]})
    assert _made_by(state, "stronghold") == ["{C}/{3}→{B}{B}{B}"]
    assert plan("{B}{B}{B}{B}", *_pool_and_sources(state)) is not None     # {3} from three lands, {B}{B}{B}, and one more
    assert plan("{B}{B}{B}{B}{B}", *_pool_and_sources(state)) is None


def test_118_3_filter_lands_feed_each_other_only_in_an_order_that_exists():
    """A filter land's cost can be paid with mana another one made before it (605.3a), never with
    mana of one activated after it. With a Swamp, Fetid Heath ({W/B}) can start and its {W} feed
    Mystic Gate ({W/U}). But beside a Mountain and Fire-Lit Thicket ({R/G}), Mystic Gate and
    Sunken Ruins ({U/B}) could each be paid only with the other's mana: neither can be activated
    first, so they make only {C} and {R}{G}{W}{B} is out of reach, though counting each one's
    mana as paid for by the other's (with the Thicket's cost from the Mountain) would find it."""
    chain = board(custom_cards=[MYSTIC_GATE, FETID_HEATH], A={"battlefield": ["Swamp", "Fetid Heath", "Mystic Gate"]})
    assert plan("{U}{U}{B}", *_pool_and_sources(chain)) is not None       # Swamp→Heath {W}{B}; {W}→Gate {U}{U}
    loop = board(custom_cards=[MYSTIC_GATE, SUNKEN_RUINS, FIRE_LIT_THICKET],
                 A={"battlefield": ["Mountain", "Fire-Lit Thicket", "Mystic Gate", "Sunken Ruins"]})
    pool, available, life = _pool_and_sources(loop)
    assert plan("{R}{G}{1}{1}", pool, available, life) is not None     # Mountain→Thicket {R}{G}; {C}, {C}
    assert plan("{R}{G}{W}{B}", pool, available, life) is None
    started = board(custom_cards=[MYSTIC_GATE, SUNKEN_RUINS, FIRE_LIT_THICKET],
                    A={"battlefield": ["Mountain", "Fire-Lit Thicket", "Mystic Gate", "Sunken Ruins", "Island"]})
    assert plan("{R}{G}{W}{B}", *_pool_and_sources(started)) is not None   # an Island's {U} starts the Gate, its {U} the Ruins


def test_118_3_a_filter_lands_mana_as_the_verdict_and_tap_for_mana_show_it():
    """The verdict lists its mana as {C}, or {W/U} into {W}{W}, {W}{U} or {U}{U}; Tap for mana offers
    each of the three, paying {W/U} from the mana pool, and takes a {U} from it for {W}{W}."""
    from judgeapp.core.context import Context
    state = board(custom_cards=[MYSTIC_GATE], A={"battlefield": [{"id": "gate", "card": "Mystic Gate"}],
                                                  "mana_pool": "{U}"})
    assert _pool_and_sources(state)[1][0].symbols() == "{C}/{W/U}→{W}{W}/{W}{U}/{U}{U}"
    offered = {mana: ability for mana, ability in payment.mana_choices(Context(state), "gate")}
    assert list(offered) == ["{C}", "{W}{W}", "{W}{U}", "{U}{U}"] and offered["{W}{U}"].costs == "{W/U}"
    after = payment.tap_for_mana(state, "gate", "{W}{W}", offered["{W}{W}"])
    assert after.player("A").mana_pool == "{W}{W}" and after.player("A").battlefield[0].tapped
    assert payment.pool_short(board(custom_cards=[MYSTIC_GATE], A={"battlefield": [{"id": "gate", "card": "Mystic Gate"}],
                                                                   "mana_pool": "{B}"}), "gate", offered["{W}{W}"])


# The random boards of the brute-force comparison: what a battlefield's cards are drawn from
# (a color: its basic land; "s"/"f" and two colors: a Signet / a filter land of those colors;
# "cB": Cabal Coffers),
# the mana floating, and the colored symbols a cost is drawn from.
_SIGNET_BOARDS = (116, ["W", "U", "B", "R", "G", "sWU", "sUB"], ["", "", "{C}", "{R}"], "WUBWUB", 3)
_FILTER_BOARDS = (605, ["W", "U", "B", "R", "fWU", "fWB", "fUB", "fWU", "sWU", "sUB"], ["", "", "{C}", "{W}", "{B}"],
                  "WUBWUBWUB", 2)
_COFFERS_BOARDS = (200, ["W", "U", "B", "B", "cB", "fWB", "fUB", "sUB"], ["", "", "{C}", "{B}"], "WUBBBB", 2)


@pytest.mark.parametrize(("seed", "kinds", "floats", "symbols_", "most_generic"),
                         [_SIGNET_BOARDS, _FILTER_BOARDS, _COFFERS_BOARDS],
                         ids=["signets", "filter lands and signets", "cabal coffers, filter lands and a signet"])
def test_118_3_mana_that_costs_mana_pays_exactly_when_some_order_of_activations_does(
        seed, kinds, floats, symbols_, most_generic):
    """Over 400 random boards of basic lands, Signets and filter lands (Mystic Gate, Fetid Heath,
    Sunken Ruins), with mana floating, and random costs: the engine says a cost can be paid exactly
    when some order of activating them makes a pool that pays it (605.3a: each Signet's {1} and
    each filter land's hybrid mana and Cabal Coffers's {2} paid from the pool when it is activated;
    brute force, _reachable_pools)."""
    import random
    from judgeapp.core.context import Context
    from judgeapp.core.mana_matching import can_pay
    rng = random.Random(seed)
    lands = {"W": "Plains", "U": "Island", "B": "Swamp", "R": "Mountain", "G": "Forest"}
    others = {"sWU": AZORIUS_SIGNET, "sUB": DIMIR_SIGNET, "fWU": MYSTIC_GATE, "fWB": FETID_HEATH, "fUB": SUNKEN_RUINS,
              "cB": CABAL_COFFERS}
    for _ in range(400):
        picks = [rng.choice(kinds) for _ in range(rng.randint(0, 4))]
        floating = rng.choice(floats)
        cost = "".join("{" + c + "}" for c in rng.sample(symbols_, rng.randint(0, len(symbols_) // 2 + 1))) + \
            f"{{{rng.randint(0, most_generic)}}}"
        state = board(real_costs=True, custom_cards=list(others.values()), A={
            "mana_pool": floating,
            "battlefield": [lands[p] if len(p) == 1 else others[p]["name"] for p in picks]})
        pool, available, life = _pool_and_sources(state)
        swamps = picks.count("B")
        brute = any(_pays(have, cost) for have in _reachable_pools(
            pool, [("land", p) if len(p) == 1 else ("coffers", "B" * swamps) if p == "cB" else
                   ("filter" if p[0] == "f" else "signet", p[1:]) for p in picks]))
        assert can_pay(cost, pool, available, life) == brute, (picks, floating, cost)
        assert (plan(cost, pool, available, life) is not None) == brute, (picks, floating, cost)
        checks = payment.check(Context(state), "A", cost)        # none for a cost of {0}
        assert all(check.passed for check in checks) == brute, (picks, floating, cost)


CITY_OF_BRASS = {"name": "City of Brass", "type_line": "Land",
                 "oracle_text": "Whenever City of Brass becomes tapped, it deals 1 damage to you.\n"
                                "{T}: Add one mana of any color."}


def test_603_2_city_of_brass_tapped_to_pay_a_special_action_triggers_and_uses_the_stack():
    """City of Brass (Oracle text) tapped for mana to turn Exalted Angel face up: its "Whenever City
    of Brass becomes tapped" ability triggers (603.2). It adds no mana, so it isn't a mana ability
    (605.1b): it goes on the stack before A receives priority (117.5, 116.3), and resolving, it
    deals A 1 damage (120.3a). Before, nothing triggered and no damage was dealt."""
    from judgeapp.core.sequence import pass_priority, resolution_said
    state = board(real_costs=True, custom_cards=[CITY_OF_BRASS],
                  A={"battlefield": [ANGEL, "Plains", "Plains", "Plains", {"id": "cob", "card": "City of Brass"}]})
    option = only(state, ActionKind.TURN_FACE_UP)
    after = engine.apply(state, option)
    assert after.locate("cob")[2].tapped and after.priority == "A"
    assert [(i.controller, i.card) for i in after.stack] == [("A", "City of Brass")]
    assert ("triggered", {"cards": ["City of Brass"]}) in engine.taken(state, after, option)
    resolved = pass_priority(pass_priority(after))
    assert resolved.player("A").life == 19 and resolved.stack == ()
    assert ("damage_to_player", {"card": "City of Brass", "damage": 1, "player": "A", "life": 19}) in \
        resolution_said(pass_priority(after), resolved)


def test_603_2_an_abilitys_own_tap_is_not_a_tap_for_mana():
    """A test permanent with "Whenever [it] becomes tapped" and "Whenever you tap [it] for mana":
    activating its "{T}: Draw a card." taps it, which sets off the first (any tap does) and not the
    second (it wasn't tapped for mana); Forbidden Orchard's wording. Both go above the ability."""
    from judgeapp.core import activation
    tapper = {"name": "Test Tapper", "type_line": "Artifact",
              "oracle_text": "Whenever Test Tapper becomes tapped, you gain 1 life.\n"
                             "Whenever you tap Test Tapper for mana, you gain 2 life.\n{T}: Add {C}.\n{T}: Draw a card."}
    state = board(real_costs=True, custom_cards=[tapper], A={"battlefield": [{"id": "t", "card": "Test Tapper"}]})
    done = activation.activate(state, "t", 0)
    assert [(i.card, (i.text or "").split(",")[0]) for i in done.state.stack] == [
        ("Test Tapper", "{T}: Draw a card."), ("Test Tapper", "Whenever Test Tapper becomes tapped")]
    from judgeapp.core import triggers
    from judgeapp.core.cards import builtin_cards
    from judgeapp.core.context import Context
    (mana, ability), = payment.mana_choices(Context(state), "t")
    tapped = payment.tap_for_mana(state, "t", mana, ability)      # Tap for mana: both trigger
    assert [line.split(",")[0] for _pid, _card, line in triggers.tapping(state, tapped, builtin_cards())[0]] == [
        "Whenever Test Tapper becomes tapped", "Whenever you tap Test Tapper for mana"]


MANABARBS = {"name": "Manabarbs", "mana_cost": "{3}{R}", "type_line": "Enchantment",
             "oracle_text": "Whenever a player taps a land for mana, Manabarbs deals 1 damage to that player."}
HEARTBEAT = {"name": "Heartbeat of Spring", "mana_cost": "{2}{G}", "type_line": "Enchantment",
             "oracle_text": "Whenever a player taps a land for mana, that player adds one mana of any type that land produced."}


def test_603_2_each_land_tapped_for_a_special_action_sets_off_manabarbs_and_names_what_adds_unread():
    """B's Manabarbs (Oracle: "Whenever a player taps a land for mana, Manabarbs deals 1 damage to
    that player."): with B's Heartbeat of Spring (each Plains adds {W}{W}, 605.1b), the two Plains A
    taps to turn Exalted Angel face up set it off twice, under B (its controller), on the stack before
    A receives priority (117.5). A test card's "Whenever a player taps a land for mana, that player
    adds {C}." is a triggered mana ability too (605.1b) that doesn't use the stack, which the count
    doesn't read: it is named for the judge, not put on the stack; Heartbeat, counted, isn't."""
    spring = {"name": "Test Spring", "type_line": "Enchantment",
              "oracle_text": "Whenever a player taps a land for mana, that player adds {C}."}
    state = board(real_costs=True, custom_cards=[MANABARBS, HEARTBEAT, spring],
                  A={"battlefield": [ANGEL, "Plains", "Plains", "Plains", "Plains"]},
                  B={"battlefield": ["Manabarbs", "Heartbeat of Spring", "Test Spring"]})
    option = only(state, ActionKind.TURN_FACE_UP)
    after = engine.apply(state, option)
    assert [(i.controller, i.card) for i in after.stack] == [("B", "Manabarbs")] * 2 and after.priority == "A"
    said = engine.taken(state, after, option)
    assert ("mana_ability_triggered", {"cards": ["Test Spring"]}) in said
    from judgeapp.core import messages
    assert "(605.1b)" in messages.happened(said)


EXQUISITE_BLOOD = {"name": "Exquisite Blood", "mana_cost": "{4}{B}", "type_line": "Enchantment",
                   "oracle_text": "Whenever an opponent loses life, you gain that much life."}


def test_603_2_a_pain_lands_damage_paying_a_special_action_sets_off_exquisite_blood():
    """Shivan Reef's {U} for a morph cost of {U} deals A 1 damage (120.3a: A loses 1 life). B's
    Exquisite Blood (Oracle: "Whenever an opponent loses life, you gain that much life.") triggers
    and goes on the stack under B before A receives priority (117.5); A's own doesn't ("an
    opponent"). A test card's "Whenever you lose life for the first time each turn" asks more:
    named for the judge. Nothing triggered before."""
    morph = {"name": "Test Morph", "type_line": "Creature — Test", "oracle_text": "Morph {U}"}
    first = {"name": "Test First Loss", "type_line": "Enchantment",
             "oracle_text": "Whenever you lose life for the first time each turn, draw a card."}
    state = board(real_costs=True, custom_cards=[SHIVAN_REEF, EXQUISITE_BLOOD, morph, first],
                  A={"battlefield": [{"card": "Test Morph", "face_down": "morph"}, "Shivan Reef", "Exquisite Blood",
                                     "Test First Loss"]},
                  B={"battlefield": ["Exquisite Blood"]})
    option = only(state, ActionKind.TURN_FACE_UP)
    after = engine.apply(state, option)
    assert after.player("A").life == 19
    assert [(i.controller, i.card) for i in after.stack] == [("B", "Exquisite Blood")]
    assert ("action_trigger_not_read", {"cards": ["Test First Loss"]}) in engine.taken(state, after, option)


def test_603_2_lightning_bolt_resolving_at_an_opponent_sets_off_exquisite_blood():
    """120.3a: Lightning Bolt's 3 damage makes B lose 3 life, so A's Exquisite Blood triggers (603.2)
    and is on the stack as A receives priority (117.5); the status bar says it triggered."""
    from judgeapp.core.sequence import pass_priority, resolution_said
    state = board(custom_cards=[EXQUISITE_BLOOD], A={"battlefield": ["Exquisite Blood"]},
                  stack=[{"id": "bolt", "card": "Lightning Bolt", "controller": "A", "targets": [{"kind": "player", "id": "B"}]}])
    before = pass_priority(state)
    after = pass_priority(before)
    assert after.player("B").life == 17 and [(i.controller, i.card) for i in after.stack] == [("A", "Exquisite Blood")]
    assert ("triggered", {"cards": ["Exquisite Blood"]}) in resolution_said(before, after)


def test_810_9_in_two_headed_giant_a_life_payment_happens_to_the_one_player_who_paid():
    """810.9: "Damage, loss of life, and gaining life happen to each player individually. The result
    is applied to the team's shared life total." A pays with Shivan Reef's painful {U}: only A lost
    life, though teammate C's total shows it too, so B's Exquisite Blood triggers once, not twice."""
    morph = {"name": "Test Morph", "type_line": "Creature — Test", "oracle_text": "Morph {U}"}
    state = board(real_costs=True, game={"two_headed_giant": True}, custom_cards=[SHIVAN_REEF, EXQUISITE_BLOOD, morph],
                  A={"team": "T1", "battlefield": [{"card": "Test Morph", "face_down": "morph"}, "Shivan Reef"]},
                  B={"team": "T2", "battlefield": ["Exquisite Blood"]}, C={"team": "T1"}, D={"team": "T2"})
    after = engine.apply(state, only(state, ActionKind.TURN_FACE_UP))
    assert after.player("A").life == after.player("C").life == 19
    assert [(i.controller, i.card) for i in after.stack] == [("B", "Exquisite Blood")]


def test_106_7_what_a_land_could_produce_takes_replacement_effects_into_account():
    """106.7: "… taking into account any applicable replacement effects in any order." Under
    Contamination every land could produce only {B}, so Fellwar Stone ("any color that a land an
    opponent controls could produce"), an artifact Contamination doesn't change, makes {B} looking at
    B's Forest; without Contamination, {G}."""
    fellwar = {"name": "Fellwar Stone", "mana_cost": "{2}", "type_line": "Artifact",
               "oracle_text": "{T}: Add one mana of any color that a land an opponent controls could produce."}
    def stone(*theirs):
        return board(real_costs=True, custom_cards=[fellwar, CONTAMINATION],
                     A={"battlefield": [{"id": "s", "card": "Fellwar Stone"}]}, B={"battlefield": ["Forest", *theirs]})
    assert [mana for mana, _a in payment.mana_choices(Context(stone("Contamination")), "s")] == ["{B}"]
    assert [mana for mana, _a in payment.mana_choices(Context(stone()), "s")] == ["{G}"]


def test_616_1_the_outcomes_of_replacement_effects_come_in_the_same_order_every_time():
    """The choices *Tap for mana* offers under several replacement effects are listed in the order of
    the effects, the same in every process (a set's order changes with Python's string hashing)."""
    import os
    import subprocess
    import sys
    code = ("from tests.core.test_payment import _replacing, _choices; "
            "print(list(_choices(_replacing([{'id': 'tomb', 'card': 'Ancient Tomb'}, 'Mana Reflection'], "
            "['Damping Sphere']), 'tomb')))")
    runs = {subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                           env={**os.environ, "PYTHONHASHSEED": str(seed)}).stdout for seed in range(6)}
    assert len(runs) == 1, runs


def test_106_10_and_106_11_a_pool_typed_with_generic_or_snow_symbols_holds_that_much_colorless_mana():
    """106.1b: a mana pool holds mana of the six types. 106.10: generic mana added to a pool is that
    much colorless mana; 106.11: so is snow mana. A pool typed "2" was kept as "{2}" and counted as
    one mana of a kind "2": it couldn't pay a {2} cost, though the board showed two mana."""
    from judgeapp.core.cards import builtin_cards
    assert board(A={"mana_pool": "2"}).player("A").mana_pool == "{C}{C}"
    assert board(A={"mana_pool": "{S}{1}{u}"}).player("A").mana_pool == "{C}{C}{U}"
    state = board(A={"mana_pool": "2"}, real_costs=True)
    assert [c.passed for c in payment.check(Context(state, builtin_cards()), "A", "{2}")] == [True]


@pytest.mark.parametrize("pool", ["{X}", "{W/U}", "{W/P}", "{5000}"])
def test_106_1b_a_pool_refuses_symbols_that_are_no_type_of_mana_and_says_why(pool):
    """{X}, hybrid and Phyrexian symbols are costs, not mana a pool can hold (106.1b): refused,
    the reason naming the rule; a pool past what a board holds is refused too (not built in memory)."""
    from judgeapp.core.scenario import validation_text
    with pytest.raises(ValueError) as refused:
        board(A={"mana_pool": pool})
    reason = validation_text(refused.value)
    assert reason.startswith("players[0].mana_pool: ")
    assert ("is not a type of mana" in reason and "(106.1b)" in reason) if pool != "{5000}" else \
        "more than a board holds" in reason
