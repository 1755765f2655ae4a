"""What casting a spell sets off (603.2), played forward: on the stack above the spell before its
caster receives priority (117.5), each under its controller, in APNAP order (603.3b). Read from the
cards' Oracle texts (custom cards stand in for the full card set); each test cites the rule it proves."""

from judgeapp.core import cast_triggers
from judgeapp.core.sequence import cast
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
