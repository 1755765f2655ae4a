"""Keyword activated abilities (702) and abilities that function outside the battlefield (113.6),
played forward with Activate (activation.py, keyword_abilities.py). The cards that aren't bundled
are given as custom cards with their real Oracle text (reminder text included, as Scryfall gives
it); each test cites its rule."""

from judgeapp.core import activation, keyword_abilities, messages
from judgeapp.core.context import Context
from judgeapp.core.state import Target
from judgeapp.core.rules_text import load_rules
from judgeapp.core.sequence import next_step, pass_priority, resolution_said
from tests.helpers import board

KROSAN_TUSKER = {"name": "Krosan Tusker", "mana_cost": "{5}{G}{G}", "type_line": "Creature — Boar Beast",
                 "power": "6", "toughness": "5",
                 "oracle_text": "Cycling {2}{G} ({2}{G}, Discard this card: Draw a card.)\nWhen you cycle this card, you "
                                "may search your library for a basic land card, reveal it, put it into your hand, then "
                                "shuffle."}
DREGSCAPE_ZOMBIE = {"name": "Dregscape Zombie", "mana_cost": "{1}{B}", "type_line": "Creature — Zombie",
                    "power": "2", "toughness": "1",
                    "oracle_text": "Unearth {B} ({B}: Return this card from your graveyard to the battlefield. It gains "
                                   "haste. Exile it at the beginning of the next end step or if it would leave the "
                                   "battlefield. Unearth only as a sorcery.)"}


def _abilities(state, obj_id):
    return activation.abilities(Context(state), state.locate(obj_id)[2])


def test_each_keywords_meaning_is_quoted_exactly_from_its_rule():
    """Quote the rules exactly: each keyword's meaning, "[Cost]" and all, is in the shipped
    Comprehensive Rules under the rule number it cites (702.6a Equip … 702.129a Eternalize)."""
    rules = load_rules()
    for name, keyword in keyword_abilities.KEYWORDS.items():
        assert f"“{keyword.meaning}”" in rules.text(keyword.rule), name


def test_702_29a_cycling_works_from_the_hand_discards_the_card_and_pays_its_mana():
    """702.29a: "Cycling [cost]" means "[Cost], Discard this card: Draw a card." and functions only
    while the card is in a hand. Krosan Tusker in A's hand offers it; on the battlefield it
    doesn't (113.6). Activated, the card is discarded, {2}{G} is paid with three lands, and the
    ability on the stack reads the rule's meaning, with Krosan Tusker as its source."""
    state = board(real_costs=True, custom_cards=[KROSAN_TUSKER],
                  A={"hand": [{"id": "kt", "card": "Krosan Tusker"}], "battlefield": ["Forest", "Forest", "Forest"]})
    [cycling] = _abilities(state, "kt")
    assert (cycling.text, cycling.zone, cycling.rule) == ("Cycling {2}{G}", "hand", "702.29a")
    on_battlefield = board(custom_cards=[KROSAN_TUSKER], A={"battlefield": [{"id": "kt", "card": "Krosan Tusker"}]})
    assert _abilities(on_battlefield, "kt") == []
    done = activation.activate(state, "kt", 0)
    item = done.state.stack[0]          # (its "When you cycle this card" above it: 702.29c)
    assert (item.kind, item.text, item.source, item.controller) == (
        "ability", "{2}{G}, Discard this card: Draw a card.", "kt", "A")
    assert [o.card for o in done.state.player("A").graveyard] == ["Krosan Tusker"]
    assert all(o.tapped for o in done.state.player("A").battlefield) and done.objection is None
    assert messages.paid_words("A", done.cost, done.parts) == \
        "A paid “{2}{G}, Discard this card”: tapped Forest, Forest, Forest; discarded Krosan Tusker."


def test_702_84a_unearth_works_from_the_graveyard_only_as_a_sorcery():
    """702.84a: unearth "functions while the card with unearth is in a graveyard" and ends "Activate
    only as a sorcery." Dregscape Zombie in A's graveyard offers it; activated in A's upkeep it is
    said not to be legal now (602.5d); in A's main phase with an empty stack it is, and {B} is paid
    with a Swamp. The card stays in the graveyard: the ability returns it as it resolves."""
    state = board(real_costs=True, custom_cards=[DREGSCAPE_ZOMBIE],
                  A={"graveyard": [{"id": "z", "card": "Dregscape Zombie"}], "battlefield": ["Swamp"]})
    [unearth] = _abilities(state, "z")
    assert (unearth.zone, unearth.rule, unearth.cost) == ("graveyard", "702.84a", "{B}")
    upkeep = activation.activate(state.model_copy(update={"step": "upkeep"}), "z", 0)
    assert upkeep.objection[1]["rule"] == "602.5d"
    done = activation.activate(state, "z", 0)
    assert done.objection is None and done.state.player("A").battlefield[0].tapped
    assert [o.id for o in done.state.player("A").graveyard] == ["z"]


def test_113_6m_written_abilities_function_where_their_cost_moves_the_card_from():
    """113.6m: "An ability whose cost or effect specifies that it moves the object it's on out of a
    particular zone functions only in that zone." A written "Discard this card" ability (channel,
    Eiganjo, Seat of the Empire's) works from the hand only; its land's mana ability and none of
    it on the battlefield. Its ability word, "Channel —", isn't part of the cost (207.2c): {2}{W} is
    paid with the lands. Equip (702.6a) works on the battlefield."""
    eiganjo = {"name": "Eiganjo, Seat of the Empire", "type_line": "Legendary Land", "mana_cost": "",
               "oracle_text": "{T}: Add {W}.\nChannel — {2}{W}, Discard Eiganjo: It deals 4 damage to target attacking "
                              "or blocking creature. This ability costs {1} less to activate for each legendary "
                              "creature you control."}
    bonesplitter = {"name": "Bonesplitter", "type_line": "Artifact — Equipment", "mana_cost": "{1}",
                    "oracle_text": "Equipped creature gets +2/+0.\nEquip {1}"}
    state = board(custom_cards=[eiganjo, bonesplitter], real_costs=True,
                  A={"hand": [{"id": "e", "card": "Eiganjo, Seat of the Empire"}],
                     "battlefield": [{"id": "e2", "card": "Eiganjo, Seat of the Empire"},
                                     {"id": "b", "card": "Bonesplitter"}, "Plains", "Plains"]})
    assert [a.zone for a in _abilities(state, "e")] == ["hand"]
    assert _abilities(state, "e2") == []
    [equip] = _abilities(state, "b")
    assert (equip.rule, equip.words) == ("702.6a", "{1}: Attach this permanent to target creature you control. "
                                                   "Activate only as a sorcery.")
    done = activation.activate(state, "e", 0)
    assert [o.card for o in done.state.player("A").graveyard] == ["Eiganjo, Seat of the Empire"]
    assert [code for code, _p in done.said] == ["activate_cost_changed"]     # (its "costs {1} less")
    assert [o.card for o in done.state.player("A").battlefield if o.tapped] == [
        "Eiganjo, Seat of the Empire", "Plains", "Plains"]
    assert done.state.stack[-1].text.startswith("{2}{W}, Discard Eiganjo: It deals 4 damage")


def test_702_62b_greater_gargadon_works_in_exile_only_while_suspended():
    """Greater Gargadon: "Sacrifice an artifact, creature, or land: Remove a time counter from
    Greater Gargadon. Activate this ability only if Greater Gargadon is suspended." 702.62b: "A card
    is 'suspended' if it's in the exile zone, has suspend, and has a time counter on it." In exile
    with ten time counters it is offered, and its cost is one part for the judge (which permanent
    is theirs to choose); with none it is said not to be legal now; on the battlefield it isn't
    offered."""
    state = board(A={"exile": [{"id": "g", "card": "Greater Gargadon", "counters": {"time": 10}}],
                     "battlefield": [{"id": "g2", "card": "Greater Gargadon"}]}, real_costs=True)
    [ability] = _abilities(state, "g")
    assert ability.zone == "exile" and _abilities(state, "g2") == []
    done = activation.activate(state, "g", 0)
    assert done.objection is None
    assert done.said == [("activate_cost_part", {"text": "Sacrifice an artifact, creature, or land"})]
    spent = state.replace_object(state.locate("g")[2].model_copy(update={"counters": {}}))
    objected = activation.activate(spent, "g", 0).objection
    assert (objected[1]["rule"], objected[1]["why"][0]) == ("702.62b", "why_not_suspended")
    for lang in ("en", "it", "ja", "es", "fr"):
        assert "{" not in messages.happened([objected], lang)


def test_602_5_a_named_source_is_stopped_in_the_hand_and_creature_stoppers_are_not():
    """602.5 (Phyrexian Revoker: "Activated abilities of sources with the chosen name can't be
    activated."): naming Krosan Tusker stops its cycling in a hand. Linvala, Keeper of Silence stops
    the abilities of creatures B's opponents control, which a card in a hand isn't."""
    revoker = board(custom_cards=[KROSAN_TUSKER],
                    A={"hand": [{"id": "kt", "card": "Krosan Tusker"}]},
                    B={"battlefield": [{"card": "Phyrexian Revoker", "chosen_names": ["Krosan Tusker"]}]})
    objected = activation.activate(revoker, "kt", 0).objection
    assert (objected[1]["rule"], objected[1]["why"][0]) == ("602.5", "why_stopped")
    linvala = board(custom_cards=[KROSAN_TUSKER], A={"hand": [{"id": "kt", "card": "Krosan Tusker"}]},
                    B={"battlefield": ["Linvala, Keeper of Silence"]})
    assert activation.activate(linvala, "kt", 0).objection is None


def test_702_29e_typecycling_reads_its_type():
    """702.29e: "[Type]cycling [cost]" searches for a card of that type: "Plainscycling {2}" for a
    Plains card, "Basic landcycling {1}{G}" for a basic land card (a supertype and a card type are
    written in lower case, a subtype keeps its capital)."""
    assert keyword_abilities.read("Plainscycling {2}").effect.startswith("Search your library for a Plains card,")
    assert keyword_abilities.read("Basic landcycling {1}{G}").cost == "{1}{G}, Discard this card"
    assert keyword_abilities.read("Basic landcycling {1}{G}").effect.startswith("Search your library for a basic land card,")
    assert keyword_abilities.read("Crew 3").cost.endswith("with total power 3 or greater")
    assert keyword_abilities.read("Flying") is None and keyword_abilities.read("Equip legendary creature {3}") is None


def test_702_57b_forecast_works_from_the_hand_in_its_owners_upkeep_once_each_turn():
    """702.57a-b (Steeling Stance: "Forecast — {W}, Reveal Steeling Stance from your hand: Target
    creature gets +1/+1 until end of turn. (Activate only during your upkeep and only once each
    turn.)"): it works from the hand; in A's main phase it is said not to be legal now, in A's
    upkeep it is and the card stays in the hand (revealing moves nothing), and a second activation
    that upkeep is said against. The next turn forgets it."""
    stance = {"name": "Steeling Stance", "mana_cost": "{1}{W}{W}", "type_line": "Instant",
              "oracle_text": "Creatures you control get +1/+1 until end of turn.\nForecast — {W}, Reveal Steeling Stance "
                             "from your hand: Target creature gets +1/+1 until end of turn. (Activate only during your "
                             "upkeep and only once each turn.)"}
    state = board(custom_cards=[stance], A={"hand": [{"id": "s", "card": "Steeling Stance"}]})
    [forecast] = _abilities(state, "s")
    assert (forecast.zone, forecast.rule, forecast.cost) == ("hand", "702.57a", "{W}, Reveal Steeling Stance from your hand")
    main = activation.activate(state, "s", 0).objection
    assert (main[1]["rule"], main[1]["why"][0]) == ("702.57b", "why_forecast_upkeep")
    upkeep = activation.activate(state.model_copy(update={"step": "upkeep"}), "s", 0)
    assert upkeep.objection is None and [o.id for o in upkeep.state.player("A").hand] == ["s"]
    again = activation.activate(upkeep.state.model_copy(update={"stack": ()}), "s", 0).objection
    assert (again[1]["rule"], again[1]["why"][0]) == ("702.57b", "why_forecast_once")
    for lang in ("en", "it", "ja", "es", "fr"):
        assert "{" not in messages.happened([main], lang) and "{" not in messages.happened([again], lang)
    later = upkeep.state.model_copy(update={"stack": (), "step": "end"})
    for _ in range(20):
        if later.active_player == "B":
            break
        later = pass_priority(later) if later.priority else next_step(later)
    assert later.locate("s")[2].activated_this_turn == ()


def test_702_62a_greater_gargadons_ability_resolving_removes_a_time_counter_and_the_last_casts_it():
    """Greater Gargadon's "Remove a time counter from Greater Gargadon" resolving: with two time
    counters, one comes off and the status bar says one is left; activated again and resolved, the
    last comes off and suspend's second ability triggers (702.62a: "When the last time counter is
    removed from this card, …"), on the stack with Gargadon as its source."""
    state = board(A={"exile": [{"id": "g", "card": "Greater Gargadon", "counters": {"time": 2}}],
                     "battlefield": ["Forest", "Forest"]})
    once = activation.activate(state, "g", 0).state
    resolved = pass_priority(pass_priority(once))
    assert resolved.locate("g")[2].counters == {"time": 1} and resolved.stack == ()
    assert ("suspend_counter_removed", {"card": "Greater Gargadon", "player": "A", "left": 1}) in \
        resolution_said(once, resolved)
    twice = activation.activate(resolved, "g", 0).state
    last = pass_priority(pass_priority(twice))
    assert last.locate("g")[2].counters == {}
    assert [(i.source, i.text.startswith("When the last time counter is removed")) for i in last.stack] == [("g", True)]


def _resolved(state):
    """Both players pass: the top of the stack resolves (117.4)."""
    return pass_priority(pass_priority(state))


def test_121_1_cycling_resolving_draws_the_known_top_card_and_names_the_unknown_ones():
    """702.29a, 121.1: Krosan Tusker's cycling ("Draw a card.") resolving moves the known top card
    of A's library (a Forest) into A's hand, where it is a land A may play now (116.2a). Aggressive
    Mining's "Draw two cards." with one known card draws it and says one more card was drawn that
    the board doesn't show, in every language."""
    from judgeapp.core.verdict import ActionKind
    from tests.helpers import only
    state = board(custom_cards=[KROSAN_TUSKER], A={"hand": [{"id": "kt", "card": "Krosan Tusker"}],
                                                  "library_top": [{"id": "top", "card": "Forest"}]})
    cycled = activation.activate(state, "kt", 0).state
    cycled = _resolved(cycled)          # its "When you cycle this card" first (702.29c): the judge's search
    after = _resolved(cycled)
    assert [o.id for o in after.player("A").hand] == ["top"] and after.player("A").library_top == ()
    assert ("drew_by_effect", {"player": "A", "cards": ["Forest"]}) in resolution_said(cycled, after)
    assert only(after, ActionKind.PLAY_LAND, card="Forest").legal
    mining = board(A={"battlefield": [{"id": "am", "card": "Aggressive Mining"}, "Forest"],
                      "library_top": [{"id": "top", "card": "Island"}]})
    activated = activation.activate(mining, "am", 0).state
    drawn = _resolved(activated)
    said = resolution_said(activated, drawn)
    assert [o.card for o in drawn.player("A").hand] == ["Island"]
    assert ("drew_unknown_more", {"player": "A", "count": 1}) in said
    for lang in ("en", "it", "ja", "es", "fr"):
        assert "{" not in messages.happened(said, lang)


def test_702_6a_equip_resolving_attaches_the_equipment_to_its_target_only_if_it_can():
    """702.6a, 701.3a: equip resolving attaches the Equipment to the creature it targets; 701.3b:
    not to a creature another player controls (the target set by hand to B's creature): it stays
    where it is, and the status bar says why."""
    bonesplitter = {"name": "Bonesplitter", "type_line": "Artifact — Equipment", "mana_cost": "{1}",
                    "oracle_text": "Equipped creature gets +2/+0.\nEquip {1}"}
    state = board(custom_cards=[bonesplitter],
                  A={"battlefield": [{"id": "b", "card": "Bonesplitter"}, {"id": "bears", "card": "Grizzly Bears"}]},
                  B={"battlefield": [{"id": "theirs", "card": "Grizzly Bears"}]})
    for target, attached, code in (("bears", "bears", "equipped"), ("theirs", None, "not_equipped")):
        done = activation.activate(state, "b", 0).state
        item = done.stack[-1].model_copy(update={"targets": (Target(kind="object", id=target),)})
        targeted = done.model_copy(update={"stack": (item,)})
        after = _resolved(targeted)
        assert after.locate("b")[2].attached_to == attached
        assert code in [c for c, _p in resolution_said(targeted, after)]


def test_702_84a_unearth_resolving_returns_the_card_with_haste_and_names_its_exile():
    """702.84a: "Return this card from your graveyard to the battlefield. It gains haste. Exile it at
    the beginning of the next end step. …" Dregscape Zombie returns under its owner's control, with
    haste, and the status bar says the judge is to exile it at the next end step."""
    state = board(custom_cards=[DREGSCAPE_ZOMBIE], A={"graveyard": [{"id": "z", "card": "Dregscape Zombie"}]})
    done = activation.activate(state, "z", 0).state
    after = _resolved(done)
    holder, zone, zombie = after.locate("z")
    assert (holder.id, zone, zombie.haste) == ("A", "battlefield", True)
    assert ("unearthed", {"card": "Dregscape Zombie"}) in resolution_said(done, after)


def test_121_1_a_sorcery_that_only_draws_draws_and_one_that_does_more_is_left_to_the_judge():
    """608.2c, 121.1: an instant or sorcery whose whole text is "Draw two cards." draws (a custom
    Divination); one that does something else first ("Scry 1. Draw a card.", a custom Opt) isn't
    guessed: the known top card might have gone to the bottom."""
    divination = {"name": "Divination", "mana_cost": "{2}{U}", "type_line": "Sorcery", "oracle_text": "Draw two cards."}
    opt = {"name": "Opt", "mana_cost": "{U}", "type_line": "Instant", "oracle_text": "Scry 1.\nDraw a card."}
    top = [{"id": "t1", "card": "Island"}, {"id": "t2", "card": "Forest"}]
    for card, drawn in (("Divination", ["t1", "t2"]), ("Opt", [])):
        state = board(custom_cards=[divination, opt], stack=[{"controller": "A", "card": card}],
                      A={"library_top": top})
        assert [o.id for o in _resolved(state).player("A").hand] == drawn


def test_602_1b_an_ability_that_says_when_it_may_be_activated_is_said_against_at_other_times():
    """602.1b: text after the colon "may restrict when a player can activate the ability". Custom
    cards with the real wordings: "{T}: … Activate only during your turn." in B's turn, "… only
    during combat." in a
    main phase, and "… only during your upkeep." in the draw step are said not to be legal now,
    quoting the card; each is fine when its time comes."""
    lines = {"Only Mine": "{T}: You gain 1 life. Activate only during your turn.",
             "Only Combat": "{T}: You gain 1 life. Activate only during combat.",
             "Only Upkeep": "{T}: You gain 1 life. Activate only during your upkeep."}
    cards = [{"name": n, "type_line": "Artifact", "mana_cost": "{1}", "oracle_text": t} for n, t in lines.items()]
    state = board(custom_cards=cards, A={"battlefield": [{"id": n, "card": n} for n in lines]})
    cases = [("Only Mine", {"active_player": "B", "priority": "A"}, {}),
             ("Only Combat", {}, {"step": "declare_blockers"}),
             ("Only Upkeep", {"step": "draw"}, {"step": "upkeep"})]
    for name, wrong, right in cases:
        objected = activation.activate(state.model_copy(update=wrong), name, 0).objection
        assert (objected[1]["rule"], objected[1]["why"]) == (
            "602.1b", ("why_not_now", {"words": lines[name].split(". ", 1)[1]}))
        assert activation.activate(state.model_copy(update=right), name, 0).objection is None
        for lang in ("en", "it", "ja", "es", "fr"):
            assert "{" + "words}" not in messages.happened([objected], lang)


def test_702_29c_cycling_sets_off_its_own_and_discard_triggers_above_the_ability():
    """603.2, 603.3, 702.29c-d: cycling discards the card to pay the cost. Krosan Tusker's own "When
    you cycle this card, you may search …" triggers from the graveyard (702.29c), Drake Haven's
    "Whenever you cycle or discard a card" once (702.29d), B's Megrim ("Whenever an opponent
    discards a card"), and a permanent's "Whenever you cycle a card"; they go on the stack above the
    cycling ability, A's in APNAP order before B's (603.3b), so they resolve first. Waste Not's asks
    for a creature card: named for the judge. Nothing triggered before."""
    from tests.core.test_effects_actions import DRAKE_HAVEN, MEGRIM, WASTE_NOT
    stinger = {"name": "Cycle Watcher", "mana_cost": "{1}", "type_line": "Artifact",
               "oracle_text": "Whenever you cycle a card, you gain 1 life."}
    state = board(custom_cards=[KROSAN_TUSKER, DRAKE_HAVEN, MEGRIM, WASTE_NOT, stinger],
                  A={"hand": [{"id": "kt", "card": "Krosan Tusker"}], "battlefield": ["Drake Haven", "Cycle Watcher"]},
                  B={"battlefield": ["Megrim", "Waste Not"]})
    done = activation.activate(state, "kt", 0)
    assert [(i.controller, i.card, i.text.split(",")[0]) for i in done.state.stack] == [
        ("A", "Krosan Tusker", "{2}{G}"), ("A", "Drake Haven", "Whenever you cycle or discard a card"),
        ("A", "Cycle Watcher", "Whenever you cycle a card"), ("A", "Krosan Tusker", "When you cycle this card"),
        ("B", "Megrim", "Whenever an opponent discards a card")]
    assert ("triggered", {"cards": ["Drake Haven", "Cycle Watcher", "Krosan Tusker", "Megrim"]}) in done.said
    assert ("action_trigger_not_read", {"cards": ["Waste Not"]}) in done.said
    assert done.state.priority == "A"


def test_702_49c_ninjutsu_resolving_puts_the_card_onto_the_battlefield_tapped_and_attacking():
    """702.49a, 702.49c (Ninja of the Deep Hours: "Ninjutsu {1}{U}"): activated from the hand in the
    declare blockers step, its cost's "Return an unblocked attacking creature you control to its
    owner's hand" is left to the judge (which creature is theirs to say); resolving, the Ninja
    enters tapped and attacking, and the status bar says it attacks what the returned creature
    attacked. Once it has left the hand, nothing enters."""
    ninja = {"name": "Ninja of the Deep Hours", "mana_cost": "{3}{U}", "type_line": "Creature — Human Ninja",
             "power": "2", "toughness": "2",
             "oracle_text": "Ninjutsu {1}{U} ({1}{U}, Return an unblocked attacker you control to hand: Put this card "
                            "onto the battlefield from your hand tapped and attacking.)\nWhenever Ninja of the Deep "
                            "Hours deals combat damage to a player, you may draw a card."}
    state = board(custom_cards=[ninja], step="declare_blockers", real_costs=True,
                  A={"hand": [{"id": "n", "card": "Ninja of the Deep Hours"}],
                     "battlefield": [{"id": "bears", "card": "Grizzly Bears", "attacking": True}, "Island", "Island"]})
    done = activation.activate(state, "n", 0)
    assert ("activate_cost_part", {"text": "Return an unblocked attacking creature you control to its owner’s hand"}) \
        in done.said
    after = _resolved(done.state)
    holder, zone, entered = after.locate("n")
    assert (holder.id, zone, entered.tapped, entered.attacking) == ("A", "battlefield", True, True)
    assert ("ninjutsu_entered", {"card": "Ninja of the Deep Hours"}) in resolution_said(done.state, after)
    from judgeapp.core import edits
    gone = edits.move_object(done.state, "n", "A", "graveyard")
    assert ("ninjutsu_not_in_hand", {"card": "Ninja of the Deep Hours"}) in resolution_said(gone, _resolved(gone))


def test_601_2f_a_cost_its_own_words_change_is_paid_as_printed_and_said():
    """601.2f, 602.1b (Eiganjo, Seat of the Empire: "Channel — {2}{W}, Discard Eiganjo: … This ability
    costs {1} less to activate for each legendary creature you control."): the board pays {2}{W}
    as printed and the status bar quotes the words that may change it, for the judge, in every
    language; before, it said nothing of them."""
    eiganjo = {"name": "Eiganjo, Seat of the Empire", "type_line": "Legendary Land", "mana_cost": "",
               "oracle_text": "{T}: Add {W}.\nChannel — {2}{W}, Discard Eiganjo: It deals 4 damage to target attacking "
                              "or blocking creature. This ability costs {1} less to activate for each legendary "
                              "creature you control."}
    state = board(custom_cards=[eiganjo], real_costs=True,
                  A={"hand": [{"id": "e", "card": "Eiganjo, Seat of the Empire"}], "battlefield": ["Plains"] * 3})
    done = activation.activate(state, "e", 0)
    words = "This ability costs {1} less to activate for each legendary creature you control."
    assert ("activate_cost_changed", {"words": words}) in done.said
    for lang in ("en", "it", "ja", "es", "fr"):
        assert words in messages.happened(done.said, lang)


def test_509_1h_ninjutsu_needs_an_unblocked_attacker_so_not_before_blockers_are_declared():
    """702.49a (its cost returns "an unblocked attacking creature you control"), 509.1h (an
    attacking creature "becomes an unblocked creature" as blockers are declared): in the declare
    attackers step, ninjutsu is said not to be legal now; in the declare blockers step with no
    attacking creature, neither; with an attacking Grizzly Bears, it is. Said in every language."""
    ninja = {"name": "Ninja of the Deep Hours", "mana_cost": "{3}{U}", "type_line": "Creature — Human Ninja",
             "power": "2", "toughness": "2", "oracle_text": "Ninjutsu {1}{U}"}
    attacking = {"battlefield": [{"id": "bears", "card": "Grizzly Bears", "attacking": True}]}
    cases = [("declare_attackers", attacking, ("509.1h", "why_no_unblocked_yet")),
             ("declare_blockers", {}, ("702.49a", "why_no_attacker")),
             ("declare_blockers", attacking, None)]
    for step, zones, expected in cases:
        state = board(custom_cards=[ninja], step=step, A={"hand": [{"id": "n", "card": "Ninja of the Deep Hours"}], **zones})
        objected = activation.activate(state, "n", 0).objection
        assert (None if objected is None else (objected[1]["rule"], objected[1]["why"][0])) == expected
        for lang in ("en", "it", "ja", "es", "fr"):
            assert objected is None or "why_" not in messages.happened([objected], lang)
