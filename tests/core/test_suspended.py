"""Suspend played forward (702.62a): after the special action (116.2f), the card's two triggered
abilities work in exile. At the beginning of its owner's upkeep a time counter comes off; when the
last one does, its owner casts it without paying its mana cost, if able. Each test cites the rule
it proves."""

from judgeapp.core import cast_triggers, messages, suspended
from judgeapp.core.sequence import cast, next_step, pass_priority
from judgeapp.core.state import Step
from tests.core.test_spell_limit import RULE_OF_LAW
from tests.helpers import board

VISION = {"card": "Ancestral Vision", "counters": {"time": 2}}


def _upkeep(**players):
    """From A's untap step to A's upkeep, with Next step."""
    return next_step(board(active="A", step="untap", priority=None, **players))


def test_503_1a_702_62a_suspends_upkeep_ability_is_on_the_stack_before_the_active_player_gets_priority():
    """Only the active player's suspended cards trigger ("your upkeep"), not B's, nor a card exiled
    face down (foretold) or with no time counter (702.62b: not suspended)."""
    state = _upkeep(A={"exile": [VISION, {"card": "Rift Bolt"}, {"card": "Saw It Coming", "face_down": "other",
                                                                   "foretold": True, "counters": {"time": 1}}]},
                    B={"exile": [{"card": "Rift Bolt", "counters": {"time": 1}}]})
    assert state.step == Step.UPKEEP and state.priority == "A"
    assert [(i.kind, i.controller, i.card, i.text, i.source) for i in state.stack] == [
        ("ability", "A", "Ancestral Vision", suspended.UPKEEP_TEXT, "A/exile/0")]


def test_702_62a_a_time_counter_comes_off_as_the_ability_resolves():
    state = _upkeep(A={"exile": [VISION]})
    after = pass_priority(pass_priority(state))
    assert after.stack == () and after.player("A").exile[0].counters == {"time": 1}
    assert messages.happened(suspended.report(state, after), "en") == \
        "A time counter is removed from Ancestral Vision; time counters left: 1 (702.62a)."


def test_702_62a_the_last_counter_triggers_the_cast_which_ignores_timing_and_counts_as_a_spell_cast():
    """Ancestral Vision, a sorcery, is cast in the upkeep: timing doesn't matter, as it is cast
    while its ability resolves. It counts toward 601.3's
    spells cast this turn, and the active player receives priority after (117.3b)."""
    state = _upkeep(A={"exile": [{"card": "Ancestral Vision", "counters": {"time": 1}}]})
    state = pass_priority(pass_priority(state))
    assert [(i.card, i.text) for i in state.stack] == [("Ancestral Vision", suspended.CAST_TEXT)]
    before = state
    state = pass_priority(pass_priority(state))
    assert [(i.kind, i.controller, i.card) for i in state.stack] == [("spell", "A", "Ancestral Vision")]
    assert state.player("A").exile == () and state.priority == "A" and state.spells_cast("A") == 1
    assert suspended.report(before, state)[0][0] == "suspend_cast"
    state = pass_priority(pass_priority(state))
    assert [o.card for o in state.player("A").graveyard] == ["Ancestral Vision"]


def test_702_62a_if_able_a_prohibition_or_split_second_leaves_it_exiled():
    """"You may play it without paying its mana cost if able. If you don't, it remains exiled."
    Rule of Law (a custom card, 601.3) after a spell this turn, or a spell with split second on
    the stack (702.61a), make it unable."""
    ready = {"exile": [{"card": "Ancestral Vision", "counters": {"time": 1}}]}
    state = pass_priority(pass_priority(next_step(board(active="A", step="untap", priority=None, custom_cards=[RULE_OF_LAW],
                                                        A=ready, B={"battlefield": ["Rule of Law"]}))))
    assert [i.text for i in state.stack] == [suspended.CAST_TEXT]
    limited = state.model_copy(update={"turn_facts": state.turn_facts.model_copy(update={"spells_cast": {"A": 1}})})
    after = pass_priority(pass_priority(limited))
    assert after.stack == () and [o.card for o in after.player("A").exile] == ["Ancestral Vision"]
    said = suspended.report(limited, after)
    assert said[0][0] == "suspend_not_cast" and said[0][1]["rule"] == "601.3"
    assert "It remains exiled (702.62a)." in messages.happened(said, "en")
    shocked, _ = cast(state, controller="B", card="Sudden Shock")
    shocked = shocked.model_copy(update={"stack": (shocked.stack[1], shocked.stack[0])})   # the trigger on top
    after = pass_priority(pass_priority(shocked))
    assert [o.card for o in after.player("A").exile] == ["Ancestral Vision"]


def test_603_4_a_card_no_longer_suspended_loses_no_counter_and_is_not_cast():
    """"If this card is suspended": the card left exile before the ability resolved."""
    from judgeapp.core import edits
    state = _upkeep(A={"exile": [VISION]})
    gone = edits.move_object(state, "A/exile/0", "A", "graveyard")
    after = pass_priority(pass_priority(gone))
    assert after.stack == () and after.player("A").graveyard[0].counters == {"time": 2}     # none removed
    assert suspended.report(gone, after)[0][0] == "suspend_not_suspended"


def test_805_4d_in_two_headed_giant_each_active_players_suspended_cards_trigger():
    state = next_step(board(active="A", step="untap", priority=None, game={"two_headed_giant": True},
                            A={"team": "T1"}, B={"team": "T2", "exile": [{"card": "Rift Bolt", "counters": {"time": 1}}]},
                            C={"team": "T1", "exile": [{"card": "Rift Bolt", "counters": {"time": 1}}]},
                            D={"team": "T2"}))
    assert [(i.controller, i.card) for i in state.stack] == [("C", "Rift Bolt")]


def test_deep_sea_krakens_counter_comes_off_when_an_opponent_casts_a_spell():
    """Deep-Sea Kraken's Oracle text: "Whenever an opponent casts a spell, if Deep-Sea Kraken is
    suspended, remove a time counter from it." B casts Divination: A's suspended Kraken's ability
    goes on the stack above the spell (603.2, 117.5) and, as it resolves, a counter comes off. A's
    own spell, and a copy (707.10: not cast), set off nothing."""
    state = board(active="B", priority="B", A={"exile": [{"card": "Deep-Sea Kraken", "counters": {"time": 9}}]})
    after, _ = cast(state, controller="B", card="Divination")
    assert [(i.kind, i.controller, i.card) for i in after.stack] == [("spell", "B", "Divination"),
                                                                      ("ability", "A", "Deep-Sea Kraken")]
    assert after.stack[1].text.startswith("Whenever an opponent casts a spell") and after.priority == "B"
    assert cast_triggers.said(state, after) == [("triggered", {"cards": ["Deep-Sea Kraken"]})]
    resolved = pass_priority(pass_priority(after))
    assert resolved.player("A").exile[0].counters == {"time": 8}
    assert len(cast(state, controller="A", card="Divination")[0].stack) == 1
    assert len(cast(state, controller="B", card="Divination", copy=True)[0].stack) == 1


def test_702_62a_a_creature_cast_with_suspend_has_haste_so_it_may_attack_and_tap_for_mana():
    """"If you cast a creature spell this way, it gains haste until you lose control of the spell
    or the permanent it becomes." Deep-Sea Kraken enters summoning sick (302.6) but with haste, so
    marking it attacking is no board warning (508.1a), and a suspended Llanowar Elves can tap for
    mana at once (602.5a). Moving it to another player's control takes the haste away."""
    from judgeapp.core import edits
    from judgeapp.core.context import Context
    from judgeapp.core.payment import sources
    from judgeapp.core.status import status
    state = _upkeep(A={"exile": [{"card": "Deep-Sea Kraken", "counters": {"time": 1}},
                                 {"card": "Llanowar Elves", "counters": {"time": 1}}]})
    spells = set()
    while state.stack:       # each ability, then each spell, as it comes
        state = pass_priority(pass_priority(state))
        spells |= {(i.card, i.haste) for i in state.stack if i.kind == "spell"}
    assert spells == {("Deep-Sea Kraken", True), ("Llanowar Elves", True)}
    elves, kraken = state.player("A").battlefield
    assert kraken.summoning_sick and kraken.haste and elves.haste
    assert [s.obj_id for s in sources(Context(state), "A")] == [elves.id]
    attacking = edits.update_object(state.model_copy(update={"step": Step.DECLARE_ATTACKERS}), kraken.id, attacking=True)
    assert "attacker_summoning_sick" not in [w.code for w in status(attacking)]
    assert not edits.move_object(state, kraken.id, "B", "battlefield").player("B").battlefield[0].haste


def test_117_4_the_status_bar_names_a_resolving_ability_as_its_sources_and_what_the_suspended_cast_set_off():
    """As suspend's abilities resolve, the status bar said "Rift Bolt resolves", which is what the
    spell does: it is Rift Bolt's *ability* that resolves (113.7). And when the last one casts the
    card, B's suspended Deep-Sea Kraken triggers (an opponent cast a spell, 603.2), which the status
    bar didn't say. Then Rift Bolt, the spell, resolves."""
    from judgeapp.core.sequence import resolution_said
    state = _upkeep(A={"exile": [{"card": "Rift Bolt", "counters": {"time": 1}}]},
                    B={"exile": [{"card": "Deep-Sea Kraken", "counters": {"time": 5}}]})
    counter_off = pass_priority(pass_priority(state))
    assert resolution_said(pass_priority(state), counter_off)[0] == ("ability_resolved", {"card": "Rift Bolt", "holder": "A"})
    cast_now = pass_priority(pass_priority(counter_off))
    said = resolution_said(pass_priority(counter_off), cast_now)
    assert [code for code, _params in said] == ["ability_resolved", "suspend_cast", "triggered", "set_targets"]
    assert said[2:] == [("triggered", {"cards": ["Deep-Sea Kraken"]}),
                        ("set_targets", {"cards": ["Rift Bolt"]})]       # "any target" (601.2c)
    assert messages.happened(said, "en").startswith("Rift Bolt's ability resolves; A receives priority. A casts Rift Bolt")
    assert messages.happened(said, "fr").startswith("La capacité d'Éclair de faille se résout") \
        and "Kraken des abîmes" in messages.happened(said, "fr")
    to_spell = pass_priority(pass_priority(cast_now))          # the Kraken's ability, then the spell
    spell_resolves = pass_priority(pass_priority(to_spell))
    assert resolution_said(pass_priority(to_spell), spell_resolves)[0] == ("resolved", {"card": "Rift Bolt", "holder": "A"})
    assert messages.happened(resolution_said(pass_priority(to_spell), spell_resolves), "it").startswith(
        "Saetta Squarciante si risolve")


def test_603_2_a_cast_trigger_that_asks_more_is_named_when_suspend_casts_the_card():
    """The last time counter comes off Rift Bolt and its ability casts it from exile (702.62a). A's
    "Whenever you cast your second spell each turn" asks what the board doesn't read: it isn't put
    on the stack, and the status bar names its card for the judge, as after a cast from the menu."""
    from judgeapp.core.sequence import resolution_said
    second = {"name": "Test Second Spell", "mana_cost": "{U}", "type_line": "Enchantment",
              "oracle_text": "Whenever you cast your second spell each turn, draw a card."}
    state = _upkeep(custom_cards=[second], A={"exile": [{"card": "Rift Bolt", "counters": {"time": 1}}],
                                              "battlefield": ["Test Second Spell"]})
    counter_off = pass_priority(pass_priority(state))
    cast_now = pass_priority(pass_priority(counter_off))
    assert [i.card for i in cast_now.stack] == ["Rift Bolt"]
    said = resolution_said(pass_priority(counter_off), cast_now)
    assert said[-1] == ("cast_trigger_not_read", {"cards": ["Test Second Spell"]})
