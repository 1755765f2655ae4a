"""116.2b Turning a face-down permanent face up: 702.37e (morph, megamorph), 702.168d
(disguise), 701.40b (manifest), 701.58b (cloak), 708.7, 702.61b (split second)."""

from judgeapp.core import engine
from judgeapp.core.verdict import ActionKind
from tests.helpers import board, failed_codes, only, options, verdict

UP = ActionKind.TURN_FACE_UP


def test_702_37e_morph_cost_any_time_with_priority_even_on_opponents_turn():
    state = board(active="B", step="declare_blockers", priority="A",
                  A={"battlefield": [{"card": "Exalted Angel", "face_down": "morph"}]},
                  stack=[{"card": "Lightning Blast", "controller": "B"}])
    option = only(state, UP, card="Exalted Angel")
    assert option.legal and option.cost == "{2}{W}{W}" and option.detail["method"] == "morph"


def test_702_37e_a_non_mana_morph_cost_is_reported_as_it_is():
    state = board(A={"battlefield": [{"card": "Gathan Raiders", "face_down": "morph"}]})
    assert only(state, UP).cost == "Discard a card"


def test_702_37b_megamorph_adds_a_counter_when_turned_up():
    state = board(A={"battlefield": [{"card": "Den Protector", "face_down": "megamorph"}]})
    option = only(state, UP)
    assert option.cost == "{1}{G}" and option.detail["method"] == "megamorph"
    after = engine.apply(state, option)
    turned = after.player("A").battlefield[0]
    assert turned.face_down is None and turned.counters == {"+1/+1": 1}
    assert after.priority == "A"   # 116.3


def test_702_168d_disguise_cost():
    state = board(A={"battlefield": [{"card": "Dog Walker", "face_down": "disguise"}]})
    assert only(state, UP).cost == "{R/W}{R/W}"


def test_702_61b_split_second_does_not_stop_turning_face_up():
    # CR 702.61b; the Spanish seed's Sudden Shock example.
    state = board(step="declare_attackers", A={"battlefield": [{"card": "Exalted Angel", "face_down": "morph"}]},
                  stack=[{"card": "Sudden Shock", "controller": "B"}])
    assert only(state, UP).legal


def test_702_61b_the_detail_says_why_split_second_does_not_stop_it():
    # Issue 10: a judge sees split second on the stack and a legal special action: the detail
    # names the split-second spell and 702.61b. Rift Bolt's suspend, which split second does stop
    # (it cannot be cast, 702.61a), carries no such note.
    state = board(step="declare_attackers", A={"battlefield": [{"card": "Exalted Angel", "face_down": "morph"}],
                                                 "hand": ["Rift Bolt"]},
                  stack=[{"card": "Sudden Shock", "controller": "B"}])
    up = only(state, UP)
    assert [(n.rule, n.code, n.params["card"]) for n in up.notes] == [("702.61b", "split_second_allows", "Sudden Shock")]
    suspend = only(state, ActionKind.SUSPEND)
    assert "split_second_on_stack" in failed_codes(suspend)
    assert not any(n.code == "split_second_allows" for n in suspend.notes)


def test_no_split_second_note_without_a_split_second_spell():
    state = board(step="declare_attackers", A={"battlefield": [{"card": "Exalted Angel", "face_down": "morph"}]},
                  stack=[{"card": "Lightning Bolt", "controller": "B"}])
    assert only(state, UP).notes == ()


def test_701_40b_manifested_creature_card_turns_up_for_its_mana_cost():
    state = board(A={"battlefield": [{"card": "Grizzly Bears", "face_down": "manifest"}]})
    option = only(state, UP)
    assert option.legal and option.cost == "{1}{G}" and option.rule == "116.2b"
    assert {c.rule for c in option.checks} >= {"701.40b"}


def test_701_40b_manifested_noncreature_card_cannot_turn_up():
    state = board(A={"battlefield": [{"card": "Lightning Bolt", "face_down": "manifest"}]})
    option = only(state, UP)
    assert "not_creature_card" in failed_codes(option)


def test_701_58b_cloaked_creature_card_with_no_mana_cost_cannot_turn_up():
    # Dryad Arbor is a creature card with no mana cost (701.58b: "pay that cost").
    state = board(A={"battlefield": [{"card": "Dryad Arbor", "face_down": "cloak"}]})
    assert failed_codes(only(state, UP)) == ["no_mana_cost"]


def test_701_40c_manifested_morph_card_has_both_ways():
    state = board(A={"battlefield": [{"card": "Exalted Angel", "face_down": "manifest"}]})
    found = {o.detail["method"]: o.cost for o in options(state, UP)}
    assert found == {"morph": "{2}{W}{W}", "mana_cost": "{4}{W}{W}"}
    assert all(o.legal for o in options(state, UP))


def test_708_7_face_down_by_another_effect_without_morph_cannot_turn_up():
    # Ixidron turns creatures face down; only a morph/disguise ability could turn one up.
    state = board(A={"battlefield": [{"card": "Grizzly Bears", "face_down": "other"}]})
    assert failed_codes(only(state, UP)) == ["no_way_to_turn_face_up"]


def test_702_37e_ixidron_face_down_morph_creature_can_use_its_morph_cost():
    state = board(A={"battlefield": [{"card": "Exalted Angel", "face_down": "other"}]})
    assert only(state, UP).legal


def test_702_37e_controller_not_owner_turns_it_face_up():
    # A controls B's face-down Exalted Angel (e.g. Threads of Disloyalty).
    state = board(A={"battlefield": [{"card": "Exalted Angel", "face_down": "morph", "owner": "B"}]},
                  B={}, priority="A")
    assert only(state, UP, player="A").legal
    state_b = board(A={"battlefield": [{"card": "Exalted Angel", "face_down": "morph", "owner": "B"}]},
                    priority="B")
    assert failed_codes(only(state_b, UP, player="B")) == ["not_controller"]


def test_702_37e_humility_means_no_morph_cost_face_up_but_manifest_still_works():
    # With Humility, the permanent would have no morph cost if it were face up.
    morph = board(A={"battlefield": ["Humility", {"card": "Exalted Angel", "face_down": "morph"}]})
    assert failed_codes(only(morph, UP)) == ["no_keyword_cost_face_up"]
    # Manifest's way (701.40b) is a rule, not an ability of the card: Humility can't stop it.
    manifested = board(A={"battlefield": ["Humility", {"card": "Grizzly Bears", "face_down": "manifest"}]})
    assert only(manifested, UP).legal


def test_116_1_special_actions_are_not_activated_abilities_pithing_needle_and_linvala():
    # Pithing Needle naming Exalted Angel and Linvala stop activated abilities, not special
    # actions (Pithing Needle ruling: it can't stop morph's special action).
    state = board(A={"battlefield": [{"card": "Exalted Angel", "face_down": "morph"}]},
                  B={"battlefield": [{"card": "Pithing Needle", "chosen_names": ["Exalted Angel"]},
                                     "Linvala, Keeper of Silence", "Suppression Field"]})
    option = only(state, UP)
    assert option.legal and option.cost == "{2}{W}{W}"


def test_117_3a_no_priority_in_the_untap_step():
    state = board(step="untap", priority="A", A={"battlefield": [{"card": "Exalted Angel", "face_down": "morph"}]})
    option = only(state, UP)
    assert failed_codes(option) == ["no_priority_in_untap"] and option.first_failure.rule == "117.3a"


def test_514_3a_priority_in_a_cleanup_step_is_the_exception():
    state = board(step="cleanup", priority="A", A={"battlefield": [{"card": "Exalted Angel", "face_down": "morph"}]},
                  stack=[{"kind": "ability", "text": "a trigger during cleanup"}])
    option = only(state, UP)
    assert option.legal and option.checks[0].rule == "514.3a"
    ordinary = board(step="cleanup", priority=None, A={"battlefield": [{"card": "Exalted Angel", "face_down": "morph"}]})
    assert failed_codes(only(ordinary, UP, player="A")) == ["no_priority_in_cleanup"]


def test_no_face_down_permanent_is_nothing_to_do():
    assert verdict(board(), UP).nothing_to_do.code == "no_face_down_permanent"


def test_stratus_dancer_turned_face_up_in_response_puts_its_trigger_above_the_spell():
    """The classic (702.37e, 116.3, 117.5; Stratus Dancer's Oracle text): B casts Divination, A
    turns Stratus Dancer face up in response. Turning it face up doesn't use the stack, but its
    "When Stratus Dancer is turned face up, counter target instant or sorcery spell" triggers and
    goes on the stack above Divination before A receives priority, so it resolves first. The
    app turned it face up and put nothing on the stack."""
    from judgeapp.core.sequence import pass_priority
    state = board(active="B", priority="A", A={"battlefield": [{"card": "Stratus Dancer", "face_down": "megamorph"}]},
                  stack=[{"card": "Divination", "controller": "B"}])
    option = only(state, ActionKind.TURN_FACE_UP)
    after = engine.apply(state, option)
    top = after.stack[-1]
    assert [s.card for s in after.stack] == ["Divination", "Stratus Dancer"] and after.priority == "A"
    assert top.kind == "ability" and top.controller == "A" and top.text.startswith("When Stratus Dancer is turned face up")
    assert engine.taken(state, after, option) == [("triggered", {"cards": ["Stratus Dancer"]}),
                                                  ("set_targets", {"cards": ["Stratus Dancer"]})]   # 603.3d
    resolved = pass_priority(pass_priority(after))         # A and B pass: the trigger resolves first
    assert [s.card for s in resolved.stack] == ["Divination"]


def test_what_else_triggers_on_a_permanent_turned_face_up_is_read_from_the_cards():
    """603.2 with 113.6m: Pine Walker ("Whenever Pine Walker or another creature you control is
    turned face up") triggers for A's other creature; Deathmist Raptor ("Whenever a permanent you
    control is turned face up, you may return Deathmist Raptor from your graveyard…") triggers
    from A's graveyard only, where its ability works. B's Pine Walker and a Raptor on the
    battlefield don't; a creature with no such words (Exalted Angel) sets off nothing of its own."""
    state = board(A={"battlefield": [{"card": "Exalted Angel", "face_down": "morph"}, "Pine Walker", "Deathmist Raptor"],
                     "graveyard": ["Deathmist Raptor"]},
                  B={"battlefield": ["Pine Walker"]})
    after = engine.apply(state, only(state, ActionKind.TURN_FACE_UP, card="Exalted Angel"))
    assert [(s.controller, s.card) for s in after.stack] == [("A", "Pine Walker"), ("A", "Deathmist Raptor")]
    assert "from your graveyard" in after.stack[1].text
    quiet = board(A={"battlefield": [{"card": "Exalted Angel", "face_down": "morph"}]})
    assert engine.apply(quiet, only(quiet, ActionKind.TURN_FACE_UP)).stack == ()


def test_den_protectors_turned_face_up_trigger_goes_on_the_stack_though_it_names_the_graveyard():
    """702.37e, 603.2 (Den Protector's Oracle text: "When Den Protector is turned face up, return
    target card from your graveyard to your hand."): the ability is the permanent's and triggers
    as it turns face up. Only an ability that returns its own card from the graveyard works there
    (113.6m: Deathmist Raptor's). The app took every ability whose words said "from your graveyard"
    for the second kind, and put nothing on the stack."""
    state = board(A={"battlefield": [{"card": "Den Protector", "face_down": "megamorph"}], "graveyard": ["Forest"]})
    option = only(state, ActionKind.TURN_FACE_UP)
    after = engine.apply(state, option)
    assert [(s.kind, s.controller, s.card) for s in after.stack] == [("ability", "A", "Den Protector")]
    assert after.stack[0].text == "When Den Protector is turned face up, return target card from your graveyard to your hand."
    assert engine.taken(state, after, option) == [("triggered", {"cards": ["Den Protector"]}),
                                                  ("set_targets", {"cards": ["Den Protector"]})]     # 603.3d
    # A Den Protector in the graveyard has no ability that works there: nothing more triggers.
    buried = board(A={"battlefield": [{"card": "Exalted Angel", "face_down": "morph"}], "graveyard": ["Den Protector"]})
    assert engine.apply(buried, only(buried, ActionKind.TURN_FACE_UP)).stack == ()


def test_hooded_hydra_is_turned_face_up_with_five_counters():
    """614.1e (Hooded Hydra's Oracle text: "As Hooded Hydra is turned face up, put five +1/+1
    counters on it."): a replacement effect, so the Hydra is a 5/5 the moment it is face up, with
    nothing on the stack. The app turned it face up with no counters, a 0/0 that should have been
    a 5/5. A megamorph's counter still comes on its own (702.37b), and a card without such words
    gets none."""
    state = board(A={"battlefield": [{"card": "Hooded Hydra", "face_down": "morph"},
                                     {"card": "Den Protector", "face_down": "megamorph", "counters": {"+1/+1": 2}},
                                     {"card": "Exalted Angel", "face_down": "morph"}]})
    hydra = engine.apply(state, only(state, ActionKind.TURN_FACE_UP, card="Hooded Hydra"))
    assert hydra.player("A").battlefield[0].counters == {"+1/+1": 5} and hydra.stack == ()
    den = engine.apply(state, only(state, ActionKind.TURN_FACE_UP, card="Den Protector"))
    assert den.player("A").battlefield[1].counters == {"+1/+1": 3}
    angel = engine.apply(state, only(state, ActionKind.TURN_FACE_UP, card="Exalted Angel"))
    assert angel.player("A").battlefield[2].counters == {}
