"""What triggers as a step begins (603.2), played forward with Next step: on the stack before the
active player receives priority (117.5, 503.1a), each under its controller, the active player's
first (603.3b). Read from the cards' Oracle texts; each test cites the rule it proves."""

from judgeapp.core import suspended
from judgeapp.core.sequence import next_step
from judgeapp.core.state import Step
from judgeapp.core.verdict import ActionKind
from tests.helpers import board, failed_codes, only


def _begin(step: str, **players):
    """The step after `step` on A's turn, begun with Next step."""
    return next_step(board(active="A", step=step, priority=None if step == "untap" else "A", **players))


def test_503_1a_upkeep_abilities_of_both_players_in_apnap_order():
    """As Foretold ("At the beginning of your upkeep") triggers for A, not B's copy; B's Abhorrent
    Oculus ("At the beginning of each opponent's upkeep") triggers in A's upkeep, A's own doesn't.
    A's suspended Rift Bolt's ability (702.62a) joins A's. A's go on the stack first (603.3b)."""
    state = _begin("untap", A={"battlefield": ["As Foretold", "Abhorrent Oculus"],
                               "exile": [{"card": "Rift Bolt", "counters": {"time": 2}}]},
                   B={"battlefield": ["As Foretold", "Abhorrent Oculus"]})
    assert state.step == Step.UPKEEP and state.priority == "A"
    assert [(i.controller, i.card) for i in state.stack] == [
        ("A", "As Foretold"), ("A", "Rift Bolt"), ("B", "Abhorrent Oculus")]
    assert state.stack[0].text == "At the beginning of your upkeep, put a time counter on As Foretold."
    assert state.stack[1].text == suspended.UPKEEP_TEXT


def test_116_2k_with_an_upkeep_trigger_on_the_stack_a_card_cant_be_plotted():
    """Plotting needs an empty stack (116.2k); Circling Vultures' upkeep ability is on it. Turning a
    face-down permanent face up needs only priority (116.2b)."""
    state = _begin("untap", A={"battlefield": ["Circling Vultures", {"card": "Exalted Angel", "face_down": "morph"}],
                               "hand": ["Slickshot Show-Off"]})
    assert [i.card for i in state.stack] == ["Circling Vultures"]
    assert "stack_not_empty" in failed_codes(only(state, ActionKind.PLOT))
    assert only(state, ActionKind.TURN_FACE_UP).legal


def test_709_5c_only_an_unlocked_doors_end_step_ability_triggers():
    """Shattered Yard's "At the beginning of your end step" is an ability of that door: with only
    Glassworks unlocked, the Room has no such ability."""
    room = "Glassworks // Shattered Yard"
    locked = _begin("postcombat_main", A={"battlefield": [{"card": room, "unlocked": ["left"]}]})
    assert locked.step == Step.END and locked.stack == ()
    unlocked = _begin("postcombat_main", A={"battlefield": [{"card": room, "unlocked": ["right"]}]})
    assert [i.text for i in unlocked.stack] == ["At the beginning of your end step, this Room deals 1 damage to each opponent."]


def test_708_2_and_702_26b_a_face_down_or_phased_out_permanent_has_no_ability_to_trigger():
    state = _begin("postcombat_main", A={"battlefield": [{"card": "Whisperwood Elemental", "face_down": "morph"}],
                                         "phased_out": ["Whisperwood Elemental"]})
    assert state.stack == ()


def test_116_2c_leeching_licid_triggers_in_the_upkeep_of_the_enchanted_creatures_controller():
    """Leeching Licid, once it is an Aura on A's creature (its effect, ended by paying {B}: 116.2c),
    triggers at the beginning of A's upkeep, whoever controls the Licid; not while it is no Aura,
    and not in its controller's own upkeep when it enchants another player's creature."""
    licid = {"card": "Leeching Licid", "attached_to": "bear"}
    on_a = _begin("untap", A={"battlefield": [{"id": "bear", "card": "Grizzly Bears"}]}, B={"battlefield": [licid]})
    assert [(i.controller, i.card) for i in on_a.stack] == [("B", "Leeching Licid")]
    assert _begin("untap", A={"battlefield": [{"id": "bear", "card": "Grizzly Bears"}]},
                  B={"battlefield": ["Leeching Licid"]}).stack == ()
    on_b = _begin("untap", A={"battlefield": [{"card": "Leeching Licid", "attached_to": "bear"}]},
                  B={"battlefield": [{"id": "bear", "card": "Grizzly Bears"}]})
    assert on_b.stack == ()


def test_901_7_a_face_up_planes_step_ability_triggers_for_the_planar_controller():
    """901.7: a face-up plane's triggered abilities trigger from the command zone; 901.6: it is
    controlled by the planar controller, the active player, though B owns it. Academy at Tolaria
    West's "At the beginning of your end step" triggers in A's end step, under A. Not outside
    Planechase, nor when the plane is face down (the next in a planar deck)."""
    state = next_step(board(step="postcombat_main", game={"planechase": True}, B={"command": ["Academy at Tolaria West"]}))
    assert state.step == Step.END
    assert [(i.controller, i.card) for i in state.stack] == [("A", "Academy at Tolaria West")]
    assert state.stack[0].text.startswith("At the beginning of your end step, if you have no cards in hand")
    assert not next_step(board(step="postcombat_main", B={"command": ["Academy at Tolaria West"]})).stack
    assert not next_step(board(step="postcombat_main", game={"planechase": True},
                               B={"command": [{"card": "Academy at Tolaria West", "face_down": "other"}]})).stack


def test_a_face_up_hidden_agenda_gives_the_named_creatures_their_combat_trigger():
    """905.4, 603.2 (Natural Unity's Oracle text: "Creatures you control with the chosen name have
    'At the beginning of combat on your turn, you may pay {G}. If you do, put a +1/+1 counter on
    this creature.'"): with Natural Unity face up naming Grizzly Bears, each of its owner's Bears
    has the ability, so as A's beginning of combat step begins one trigger per Bears is on the
    stack; none for another creature, none on B's turn ("on your turn"), none while the
    conspiracy is face down (its name is still secret). Nothing triggered before."""
    from judgeapp.core.sequence import next_step
    unity = {"card": "Natural Unity", "chosen_names": ["Grizzly Bears"]}

    def combat(active="A", conspiracy=unity):
        state = board(step="precombat_main", active=active, priority=active, game={"conspiracy_draft": True},
                      A={"command": [conspiracy], "battlefield": ["Grizzly Bears", "Grizzly Bears", "Llanowar Elves"]})
        return next_step(state).stack
    stack = combat()
    assert [(i.controller, i.card) for i in stack] == [("A", "Grizzly Bears"), ("A", "Grizzly Bears")]
    assert stack[0].text == ("At the beginning of combat on your turn, you may pay {G}. If you do, put a +1/+1 "
                             "counter on this creature.")
    assert combat(active="B") == ()
    assert combat(conspiracy={**unity, "face_down": "other"}) == ()
