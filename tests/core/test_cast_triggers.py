"""What casting a spell sets off (603.2), played forward: on the stack above the spell before its
caster receives priority (117.5), each under its controller, in APNAP order (603.3b). Read from the
cards' Oracle texts (custom cards stand in for the full card set); each test cites the rule it proves."""

from judgeapp.core import cast_triggers
from judgeapp.core.sequence import cast, cast_card
from tests.helpers import board

KAMBAL = {"name": "Kambal, Consul of Allocation", "mana_cost": "{1}{W}{B}", "type_line": "Legendary Creature — Human Advisor",
          "oracle_text": "Whenever an opponent casts a noncreature spell, that player loses 2 life and you gain 2 life.",
          "power": "2", "toughness": "3"}
MONK = {"name": "Monastery Swiftspear", "mana_cost": "{R}", "type_line": "Creature — Human Monk",
        "oracle_text": "Haste\nProwess (Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn.)",
        "keywords": ["Haste", "Prowess"], "power": "1", "toughness": "2"}


def _cast(card, caster="A", **fields):
    state = board(custom_cards=[KAMBAL, MONK], A={"battlefield": ["Slickshot Show-Off", "Monastery Swiftspear"]},
                  B={"battlefield": ["Kambal, Consul of Allocation"]}, **fields)
    after, _ = cast(state, controller=caster, card=card)
    return state, after


def test_603_3b_a_noncreature_spell_sets_off_the_casters_and_an_opponents_abilities_in_apnap_order():
    """A casts Lightning Bolt: Slickshot Show-Off ("Whenever you cast a noncreature spell") and
    Monastery Swiftspear's prowess (702.108a) trigger for A, Kambal ("Whenever an opponent casts a
    noncreature spell") for B; A's first, so B's resolves first. A receives priority (117.3c)."""
    state, after = _cast("Lightning Bolt")
    assert [(i.kind, i.controller, i.card) for i in after.stack] == [
        ("spell", "A", "Lightning Bolt"), ("ability", "A", "Slickshot Show-Off"),
        ("ability", "A", "Monastery Swiftspear"), ("ability", "B", "Kambal, Consul of Allocation")]
    assert after.stack[2].text == cast_triggers.PROWESS and after.priority == "A"
    assert cast_triggers.said(state, after) == [
        ("triggered", {"cards": ["Slickshot Show-Off", "Monastery Swiftspear", "Kambal, Consul of Allocation"]})]


def test_a_creature_spell_or_a_face_down_one_sets_off_none_of_the_noncreature_abilities():
    for fields in ({"card": "Grizzly Bears"}, {"card": "Exalted Angel", "face_down": True}):
        state = board(custom_cards=[KAMBAL, MONK], A={"battlefield": ["Slickshot Show-Off", "Monastery Swiftspear"]},
                      B={"battlefield": ["Kambal, Consul of Allocation"]})
        after, _ = cast(state, controller="A", **fields)
        assert len(after.stack) == 1, fields


def test_707_10_a_copy_isnt_cast_and_an_opponents_spell_doesnt_set_off_the_casters_abilities():
    state = board(custom_cards=[KAMBAL, MONK], A={"battlefield": ["Slickshot Show-Off", "Monastery Swiftspear"]},
                  B={"battlefield": ["Kambal, Consul of Allocation"]})
    assert len(cast(state, controller="A", card="Lightning Bolt", copy=True)[0].stack) == 1
    after, _ = cast(state, controller="B", card="Lightning Bolt")
    assert [i.card for i in after.stack] == ["Lightning Bolt"]     # Kambal: only an opponent's spells


def test_an_ability_added_to_the_stack_is_not_said_to_have_triggered():
    """Activating an ability (Add… with no card) sets off nothing here, and the status bar's list
    of what triggered leaves out the ability itself (the walk of every button found it named None)."""
    state = board(A={"battlefield": ["Slickshot Show-Off"]})
    after, _ = cast(state, controller="A", kind="ability", text="{T}: Add {R}.")
    assert cast_triggers.said(state, after) == []


# Conspiracies (315.5), and abilities that ask where the spell was cast from or its name.
def _stroke(face_down: bool = False, chosen=("Lightning Bolt",)):
    return board(game={"conspiracy_draft": True}, A={
        "hand": ["Lightning Bolt", "Shock"], "command": [
            {"card": "Double Stroke", "chosen_names": list(chosen), **({"face_down": "other"} if face_down else {})}]})


def _cast_from_hand(state, card, caster="A"):
    obj = next(o for o in state.player(caster).hand if o.card == card)
    after, item_id = cast_card(state, obj.id)
    return after, item_id


def test_315_5_a_face_up_conspiracys_ability_triggers_from_the_command_zone_on_the_chosen_name():
    """Double Stroke (hidden agenda, 702.106d), face up naming Lightning Bolt: casting Lightning
    Bolt puts "Whenever you cast an instant or sorcery spell with the chosen name, you may copy it"
    on the stack above it, under A (315.5: a face-up conspiracy's triggered abilities may trigger
    in the command zone; 315.6: its owner controls it). Shock, another name, sets off nothing."""
    after, _ = _cast_from_hand(_stroke(), "Lightning Bolt")
    assert [(i.kind, i.controller, i.card) for i in after.stack] == [
        ("spell", "A", "Lightning Bolt"), ("ability", "A", "Double Stroke")]
    assert after.stack[1].text.startswith("Whenever you cast an instant or sorcery spell with the chosen name")
    after, _ = _cast_from_hand(_stroke(), "Shock")
    assert [i.card for i in after.stack] == ["Shock"]


def test_702_106c_a_conspiracy_turned_face_up_after_the_spell_was_cast_doesnt_copy_it():
    """The judge's classic: Double Stroke still face down as Lightning Bolt is cast has no
    abilities (315.5b: no characteristics), so nothing triggers; turning it face up afterwards (a
    special action, 702.106c, 116.2j) reveals the name but sets nothing off for the spell cast."""
    from judgeapp.core import engine
    from judgeapp.core.verdict import ActionKind
    after, _ = _cast_from_hand(_stroke(face_down=True), "Lightning Bolt")
    assert [i.card for i in after.stack] == ["Lightning Bolt"]
    turn_up = next(o for o in engine.evaluate(after, "A").verdict(ActionKind.CONSPIRACY).options if o.legal)
    turned = engine.apply(after, turn_up)
    assert turned.player("A").command[0].face_down is None
    assert [i.card for i in turned.stack] == ["Lightning Bolt"]


def test_a_conspiracy_with_no_name_recorded_is_named_for_the_judge():
    """Double Stroke face up with no chosen name written on the board: whether it triggers for an
    instant or sorcery is the judge's to say, so it isn't put on the stack and not_read names it;
    for a creature spell it can't trigger, so it isn't named."""
    after, item_id = _cast_from_hand(_stroke(chosen=()), "Lightning Bolt")
    assert [i.card for i in after.stack] == ["Lightning Bolt"]
    assert cast_triggers.not_read(after, item_id) == [("cast_trigger_not_read", {"cards": ["Double Stroke"]})]
    bears, bears_id = cast(_stroke(chosen=()), controller="A", card="Grizzly Bears")   # not an instant or sorcery
    assert cast_triggers.not_read(bears, bears_id) == []


def test_603_2_from_your_hand_triggers_only_for_a_spell_cast_from_the_hand():
    """Cryptic Pursuit: "Whenever you cast an instant or sorcery spell from your hand, manifest the
    top card of your library." Lightning Bolt cast from A's hand sets it off; a foretold Saw It
    Coming cast from exile (702.143a) doesn't, and isn't named for the judge either: the board
    knows where each was cast from."""
    state = board(turn=4, A={"battlefield": ["Cryptic Pursuit"], "hand": ["Lightning Bolt"],
                             "exile": [{"card": "Saw It Coming", "foretold_turn": 2}]})
    after, item_id = _cast_from_hand(state, "Lightning Bolt")
    assert [i.card for i in after.stack] == ["Lightning Bolt", "Cryptic Pursuit"]
    assert cast_triggers.not_read(after, item_id, cast_from="hand") == []
    foretold = state.player("A").exile[0]
    after, item_id = cast_card(state, foretold.id)
    assert [i.card for i in after.stack] == ["Saw It Coming"]
    assert cast_triggers.not_read(after, item_id, cast_from="exile") == []


def test_603_2_from_your_hand_is_named_for_the_judge_when_the_board_doesnt_say_where_from():
    """A spell added with the stack's Add… (an opponent's spell cast earlier, say) has no known
    origin: Cryptic Pursuit's ability isn't put on the stack, and not_read names it."""
    state = board(A={"battlefield": ["Cryptic Pursuit"]})
    after, item_id = cast(state, controller="A", card="Lightning Bolt")
    assert [i.card for i in after.stack] == ["Lightning Bolt"]
    assert cast_triggers.not_read(after, item_id) == [("cast_trigger_not_read", {"cards": ["Cryptic Pursuit"]})]


GUIDE = {"name": "Test Creature Guide", "mana_cost": "{G}", "type_line": "Creature — Elf",
         "oracle_text": "Whenever you cast a creature spell, draw a card.", "power": "1", "toughness": "1"}
SECOND = {"name": "Test Second Spell", "mana_cost": "{U}", "type_line": "Enchantment",
          "oracle_text": "Whenever you cast your second spell each turn, draw a card."}


def test_603_2_a_creature_spell_sets_off_whenever_you_cast_a_creature_spell():
    state = board(custom_cards=[GUIDE], A={"battlefield": ["Test Creature Guide"]})
    assert [i.card for i in cast(state, controller="A", card="Grizzly Bears")[0].stack] == [
        "Grizzly Bears", "Test Creature Guide"]
    assert [i.card for i in cast(state, controller="A", card="Lightning Bolt")[0].stack] == ["Lightning Bolt"]
    assert [i.card for i in cast(state, controller="B", card="Grizzly Bears")[0].stack] == ["Grizzly Bears"]


def test_603_2_an_ability_that_asks_more_of_the_spell_is_named_for_the_judge_not_guessed():
    """"Whenever you cast your second spell each turn" asks what this app doesn't read: it isn't
    put on the stack, and not_read names its card when its controller casts, not when an opponent
    does (its "you" is its controller). A copy isn't cast (707.10): nothing is named."""
    state = board(custom_cards=[SECOND], A={"battlefield": ["Test Second Spell"]})
    after, item_id = cast(state, controller="A", card="Lightning Bolt")
    assert [i.card for i in after.stack] == ["Lightning Bolt"]
    assert cast_triggers.not_read(after, item_id) == [("cast_trigger_not_read", {"cards": ["Test Second Spell"]})]
    after, item_id = cast(state, controller="B", card="Lightning Bolt")
    assert cast_triggers.not_read(after, item_id) == []
    after, item_id = cast(state, controller="A", card="Lightning Bolt", copy=True)
    assert cast_triggers.not_read(after, item_id) == []


CLAW = {"name": "Dragon's Claw", "mana_cost": "{2}", "type_line": "Artifact",
        "oracle_text": "Whenever a player casts a red spell, you may gain 1 life."}
THOPTERIST = {"name": "Test Thopterist", "mana_cost": "{1}{U}", "type_line": "Creature — Human",
              "oracle_text": "Whenever you cast an artifact spell, create a 1/1 Thopter.", "power": "1", "toughness": "1"}


def test_603_2_a_colors_or_a_card_types_spell_sets_off_its_abilities():
    """Dragon's Claw (Oracle: "Whenever a player casts a red spell, you may gain 1 life."): B's
    Lightning Bolt sets off A's Claw; Grizzly Bears, green, doesn't. "Whenever you cast an artifact
    spell": A's Dragon's Claw sets it off, A's Lightning Bolt doesn't. Neither is named for the judge
    when it doesn't trigger: the board tells the spell's colour and types."""
    state = board(custom_cards=[CLAW, THOPTERIST], A={"battlefield": ["Dragon's Claw", "Test Thopterist"]})
    after, item_id = cast(state, controller="B", card="Lightning Bolt")
    assert [(i.controller, i.card) for i in after.stack] == [("B", "Lightning Bolt"), ("A", "Dragon's Claw")]
    after, item_id = cast(state, controller="B", card="Grizzly Bears")
    assert [i.card for i in after.stack] == ["Grizzly Bears"] and cast_triggers.not_read(after, item_id) == []
    after, _ = cast(state, controller="A", card="Dragon's Claw")
    assert [i.card for i in after.stack] == ["Dragon's Claw", "Test Thopterist"]
    after, item_id = cast(state, controller="A", card="Lightning Bolt")
    assert [i.card for i in after.stack] == ["Lightning Bolt", "Dragon's Claw"]
    assert cast_triggers.not_read(after, item_id) == []
