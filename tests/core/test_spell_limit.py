"""601.3 with a limit on spells: "Each player can't cast more than one spell each turn." (Rule of
Law). Suspending needs that the player could begin to cast the card (116.2f, 702.62a), so once
they have cast a spell this turn they can't suspend; foretelling is a special action, not
casting (116.2h), so they still can: the exam's trap. The Oracle texts are the real cards'."""

import pytest

from judgeapp.core import engine, messages, sequence
from judgeapp.core.reasons import Reason
from judgeapp.core.state import GameState
from judgeapp.core.verdict import ActionKind
from tests.helpers import board, only

RULE_OF_LAW = {"name": "Rule of Law", "mana_cost": "{2}{W}", "type_line": "Enchantment",
               "oracle_text": "Each player can't cast more than one spell each turn."}
ARCHON_OF_EMERIA = {"name": "Archon of Emeria", "mana_cost": "{2}{W}", "type_line": "Creature — Archon",
                    "power": "2", "toughness": "3",
                    "oracle_text": "Flying\nEach player can't cast more than one spell each turn.\nNonbasic lands your "
                                   "opponents control enter tapped."}


def _board(spells_cast: int = 0, **fields) -> GameState:
    facts = {"spells_cast": {"A": spells_cast}} if spells_cast else None
    return board(custom_cards=[RULE_OF_LAW], turn_facts=facts,
                 A={"hand": ["Rift Bolt", "Saw It Coming"], "battlefield": ["Rule of Law"]}, **fields)


def test_601_3_after_one_spell_under_rule_of_law_a_card_can_no_longer_be_suspended():
    before = only(_board(), ActionKind.SUSPEND, card="Rift Bolt")
    after = only(_board(spells_cast=1), ActionKind.SUSPEND, card="Rift Bolt")
    assert before.legal
    assert not after.legal
    failed = [c for c in after.failed if c.code == Reason.SPELL_LIMIT_REACHED]
    assert [(c.rule, c.params) for c in failed] == [("601.3", {"source": "Rule of Law", "cast": 1, "limit": 1})]
    assert messages.check_text(failed[0], "en") == \
        "They have cast 1 spell this turn, and Rule of Law allows no more than 1 each turn."


def test_116_2h_foretelling_is_not_casting_so_rule_of_law_does_not_stop_it():
    """The trap: a candidate who counts foretell as a spell answers no."""
    assert only(_board(spells_cast=1), ActionKind.FORETELL, card="Saw It Coming").legal


def test_a_spell_they_control_on_the_stack_counts_even_when_the_count_was_not_recorded():
    """A board with A's Divination on the stack and no count recorded: A has cast a spell this
    turn all the same (it can only have been cast this turn, 500.2), so with Vedalken Orrery's
    flash permission A still can't suspend Rift Bolt in response."""
    state = board(custom_cards=[RULE_OF_LAW], stack=[{"controller": "A", "card": "Divination"}],
                  A={"hand": ["Rift Bolt"], "battlefield": ["Rule of Law", "Vedalken Orrery"]})
    assert state.spells_cast("A") == 1 and state.spells_cast("B") == 0
    option = only(state, ActionKind.SUSPEND, card="Rift Bolt")
    assert [c.code for c in option.failed] == [Reason.SPELL_LIMIT_REACHED]


def test_a_spell_cast_and_resolved_still_counts_until_the_turn_ends():
    """Played forward: A casts Divination (the count is kept), it resolves and leaves the stack,
    and A still can't suspend this turn; on the next turn the count starts again (500.2)."""
    state, _ = sequence.cast(_board(), kind="spell", controller="A", card="Divination")
    assert state.turn_facts.spells_cast == {"A": 1}
    state = sequence.pass_priority(sequence.pass_priority(state))      # both pass: it resolves
    assert state.stack == () and state.turn_facts.spells_cast == {"A": 1}
    assert not only(state, ActionKind.SUSPEND, card="Rift Bolt").legal
    for _ in range(30):
        if state.turn > 3:
            break
        state = sequence.next_step(state)
    assert state.turn == 4 and state.turn_facts.spells_cast == {}


def test_a_spell_cast_after_one_that_has_resolved_counts_as_a_second_spell():
    """The turn facts say A has cast a spell this turn (it has resolved: the stack is empty); A
    then casts Divination with Add…: that is A's second spell this turn, not the first one again
    (601.3, for a limit such as Rule of Law's). The count used to stay at 1, the larger of the
    count recorded and the spells on the stack."""
    state, _ = sequence.cast(_board(spells_cast=1), kind="spell", controller="A", card="Divination")
    assert state.turn_facts.spells_cast == {"A": 2} and state.spells_cast("A") == 2
    state, _ = sequence.cast(state, kind="spell", controller="A", card="Lightning Bolt")
    assert state.turn_facts.spells_cast == {"A": 3}
    state, _ = sequence.cast(state, kind="ability", controller="A", text="Draw a card.")
    assert state.turn_facts.spells_cast == {"A": 3}       # an ability isn't a spell


def test_an_ability_on_the_stack_is_not_a_spell_and_does_not_count():
    state, _ = sequence.cast(_board(), kind="ability", controller="A", text="Draw a card.")
    assert state.turn_facts.spells_cast == {} and state.spells_cast("A") == 0


def test_the_limit_applies_to_each_player_and_is_read_from_a_card_with_other_lines():
    """Archon of Emeria says it among other lines: B, who has cast a spell, can't suspend on B's
    own turn; its other lines change no special action, so no "judge it yourself" warning."""
    state = board(active="B", priority="B", custom_cards=[ARCHON_OF_EMERIA], turn_facts={"spells_cast": {"B": 1}},
                  A={"battlefield": ["Archon of Emeria"]}, B={"hand": ["Rift Bolt"]})
    assert not only(state, ActionKind.SUSPEND, player="B", card="Rift Bolt").legal
    assert Reason.EFFECT_NOT_MODELLED not in [w.code for w in engine.evaluate(state, "B").warnings]


def test_a_count_for_a_player_not_at_the_table_is_refused_with_its_place():
    with pytest.raises(ValueError) as raised:      # (pydantic's, from BoardProblems)
        board(turn_facts={"spells_cast": {"Z": 1}})
    assert "turn_facts.spells_cast.Z" in str(raised.value)


DOSAN = {"name": "Dosan the Falling Leaf", "mana_cost": "{1}{G}{W}", "type_line": "Legendary Creature — Human Monk",
         "power": "2", "toughness": "2", "oracle_text": "Players can cast spells only during their own turns."}


def test_601_3_under_dosan_a_card_with_flash_can_be_suspended_only_during_its_owners_own_turn():
    """116.2f: Errant Ephemeron with Vedalken Orrery's flash permission could be suspended in an
    opponent's upkeep, but Dosan the Falling Leaf lets players cast spells only during their own
    turns, so A can't begin to cast it there (601.3), whoever controls Dosan; in A's own upkeep
    A can."""
    hand = {"hand": ["Errant Ephemeron"], "battlefield": ["Vedalken Orrery"]}
    theirs = board(active="B", priority="A", step="upkeep", custom_cards=[DOSAN], A=hand,
                   B={"battlefield": ["Dosan the Falling Leaf"]})
    option = only(theirs, ActionKind.SUSPEND, card="Errant Ephemeron")
    assert [(c.code, c.params) for c in option.failed] == [(Reason.CAST_PROHIBITED, {"source": "Dosan the Falling Leaf"})]
    mine = board(active="A", priority="A", step="upkeep", custom_cards=[DOSAN], A=hand,
                 B={"battlefield": ["Dosan the Falling Leaf"]})
    assert only(mine, ActionKind.SUSPEND, card="Errant Ephemeron").legal
    assert Reason.EFFECT_NOT_MODELLED not in [w.code for w in engine.evaluate(mine).warnings]


def test_601_3_a_spell_cast_with_conduit_of_worlds_leaves_its_controller_unable_to_cast_so_to_suspend():
    """Conduit of Worlds (Oracle): "… you may cast that card. If you do, you can't cast additional
    spells this turn." The effect its ability leaves (its curated template) stops A suspending
    Rift Bolt this turn (116.2f, 601.3), not foretelling Saw It Coming (116.2h), and not on a later turn."""
    effect = {"source": "Conduit of Worlds", "controller": "A", "created_turn": 3}
    state = board(effects=[effect], A={"hand": ["Rift Bolt", "Saw It Coming"], "battlefield": ["Conduit of Worlds"]})
    option = only(state, ActionKind.SUSPEND, card="Rift Bolt")
    assert [(c.code, c.params) for c in option.failed] == [(Reason.CAST_PROHIBITED, {"source": "Conduit of Worlds"})]
    assert only(state, ActionKind.FORETELL, card="Saw It Coming").legal
    later = board(turn=5, effects=[effect], A={"hand": ["Rift Bolt"], "battlefield": ["Conduit of Worlds"]})
    assert only(later, ActionKind.SUSPEND, card="Rift Bolt").legal          # "this turn" was turn 3


def test_601_3_under_a_limit_not_reached_the_verdict_says_the_count_it_rests_on():
    """With Rule of Law and no spell cast yet, suspending is legal, and the verdict says why in
    numbers: the count a judge sets in Board ▸ Turn facts… decides it."""
    option = only(_board(), ActionKind.SUSPEND, card="Rift Bolt")
    assert option.legal
    said = [messages.check_text(c, "en") for c in option.checks if c.rule == "601.3"]
    assert said == ["They have cast 0 spells this turn, and Rule of Law allows 1 each turn.",
                    "No rule or effect prohibits casting it."]
    french = next(c for c in option.checks if c.code == Reason.SPELL_LIMIT_NOT_REACHED)
    assert messages.check_text(french, "fr") == "Le joueur a lancé 0 sort ce tour-ci, et Rule of Law en permet 1 par tour."


# ---- a limit on one kind of spell -----------------------------------------------------------
DEAFENING_SILENCE = {"name": "Deafening Silence", "mana_cost": "{W}", "type_line": "Enchantment",
                     "oracle_text": "Each player can't cast more than one noncreature spell each turn."}
ETHERSWORN_CANONIST = {"name": "Ethersworn Canonist", "mana_cost": "{1}{W}", "type_line": "Artifact Creature — Human Cleric",
                       "power": "2", "toughness": "2",
                       "oracle_text": "Each player who has cast a nonartifact spell this turn can't cast additional "
                                      "nonartifact spells."}


def _silenced(*cast: str, limit_card=DEAFENING_SILENCE, **facts) -> GameState:
    """A's precombat main phase, stack empty, with the spells named cast with Add… and resolved."""
    state = board(custom_cards=[limit_card], turn_facts=facts or None,
                  A={"hand": ["Ancestral Vision", "Deep-Sea Kraken", "Lotus Bloom", "Rift Bolt"],
                     "battlefield": [limit_card["name"]]})
    for card in cast:
        state, _ = sequence.cast(state, kind="spell", controller="A", card=card)
        state = sequence.pass_priority(sequence.pass_priority(state))       # both pass: it resolves
    assert state.stack == () and state.priority == "A"
    return state


def test_601_3_deafening_silence_after_a_noncreature_spell_ancestral_vision_cant_be_suspended():
    """Deafening Silence: "Each player can't cast more than one noncreature spell each turn." A has
    cast Lightning Bolt: A couldn't begin to cast Ancestral Vision (a sorcery), so can't suspend
    it (116.2f, 702.62a), the Modern question. The verdict says what it counted."""
    option = only(_silenced("Lightning Bolt"), ActionKind.SUSPEND, card="Ancestral Vision")
    assert [(c.code, c.params) for c in option.failed] == [
        (Reason.SPELL_KIND_LIMIT_REACHED, {"source": "Deafening Silence", "cast": 1, "limit": 1,
                                           "spells": "spells_noncreature"})]
    assert messages.check_text(option.failed[0]) == (
        "Noncreature spells they have cast this turn: 1; Deafening Silence allows no more than 1 each turn.")


def test_601_3_deafening_silence_counts_only_noncreature_spells():
    """After Grizzly Bears (a creature spell) A has cast no noncreature spell, so can suspend
    Ancestral Vision; after Lightning Bolt A can still suspend Deep-Sea Kraken, whose spell would
    be a creature spell the limit doesn't stop."""
    after_bears = only(_silenced("Grizzly Bears"), ActionKind.SUSPEND, card="Ancestral Vision")
    assert after_bears.legal
    assert Reason.SPELL_KIND_LIMIT_NOT_REACHED in [c.code for c in after_bears.checks]
    after_bolt = _silenced("Lightning Bolt")
    kraken = only(after_bolt, ActionKind.SUSPEND, card="Deep-Sea Kraken")
    assert kraken.legal and not [c for c in kraken.checks if c.code.startswith("spell_kind")]


def test_601_3_ethersworn_canonist_stops_a_second_nonartifact_spell_not_an_artifact():
    """Ethersworn Canonist, after Lightning Bolt: Rift Bolt (a sorcery) can't be suspended; Lotus
    Bloom, an artifact, can (its ruling: the Canonist stops only nonartifact spells)."""
    state = _silenced("Lightning Bolt", limit_card=ETHERSWORN_CANONIST)
    assert [c.code for c in only(state, ActionKind.SUSPEND, card="Rift Bolt").failed] == [
        Reason.SPELL_KIND_LIMIT_REACHED]
    assert only(state, ActionKind.SUSPEND, card="Lotus Bloom").legal


def test_a_spell_counted_whose_card_the_board_doesnt_show_counts_toward_a_kind_limit_and_is_said():
    """The turn facts say A has cast 1 spell, and nothing names it: under Deafening Silence it
    counts toward the limit (the judge who typed it most likely means the limit is reached) and
    the verdict says so, with how to record what it was."""
    option = only(_silenced(spells_cast={"A": 1}), ActionKind.SUSPEND, card="Ancestral Vision")
    assert [c.code for c in option.failed] == [Reason.SPELL_KIND_LIMIT_REACHED, Reason.SPELLS_OF_UNKNOWN_KIND]
    assert messages.check_text(option.failed[1]).startswith(
        "The turn facts count 1 spell this turn that the board doesn't show, so its kind is unknown")
    assert messages.check_text(option.failed[1], "ja").startswith("ターンの記録は盤面に見えない呪文を1つ")


def test_702_37c_a_face_down_spell_on_the_stack_is_a_creature_spell_under_deafening_silence():
    """A's face-down Exalted Angel on the stack is a 2/2 creature spell (702.37c, 708.2), not a
    noncreature spell: with Vedalken Orrery's flash permission A can still suspend Rift Bolt in
    response; with A's Lightning Bolt on the stack instead, A can't."""
    def with_spell_on_stack(**spell):
        return board(custom_cards=[DEAFENING_SILENCE], stack=[{"controller": "A", **spell}],
                     A={"hand": ["Rift Bolt"], "battlefield": ["Deafening Silence", "Vedalken Orrery"]})
    face_down = with_spell_on_stack(card="Exalted Angel", face_down=True)
    assert only(face_down, ActionKind.SUSPEND, card="Rift Bolt").legal
    bolt = with_spell_on_stack(card="Lightning Bolt")
    assert not only(bolt, ActionKind.SUSPEND, card="Rift Bolt").legal


def test_spells_cast_with_add_are_named_and_a_lower_count_typed_forgets_the_names():
    """Casting records the spell by name, for a limit on one kind; a count the judge then types
    below the names recorded (edits.set_turn_facts, the Turn facts dialog) forgets them, and the
    next turn starts with none (500.2)."""
    from judgeapp.core import edits
    state = _silenced("Lightning Bolt", "Grizzly Bears")
    assert state.turn_facts.spells_cast_names == {"A": ("Lightning Bolt", "Grizzly Bears")}
    assert state.turn_facts.spells_cast == {"A": 2}
    kept = edits.set_turn_facts(state, spells_cast={"A": 3})
    assert kept.turn_facts.spells_cast_names == {"A": ("Lightning Bolt", "Grizzly Bears")}
    lowered = edits.set_turn_facts(state, spells_cast={"A": 1})
    assert lowered.turn_facts.spells_cast_names == {} and lowered.spells_cast("A") == 1


def test_a_spell_cast_face_down_is_counted_but_not_named():
    """A face-down spell has no name (702.37c): casting it counts a spell, and names none."""
    state, _ = sequence.cast(_board(), kind="spell", controller="A", card="Exalted Angel", face_down=True)
    assert state.turn_facts.spells_cast == {"A": 1} and state.turn_facts.spells_cast_names == {}


NULLHIDE_FEROX = {"name": "Nullhide Ferox", "mana_cost": "{2}{G}{G}", "type_line": "Creature — Beast",
                  "power": "6", "toughness": "6",
                  "oracle_text": "Hexproof\nYou can't cast noncreature spells.\n{2}: Nullhide Ferox loses all abilities "
                                 "until end of turn. Any player may activate this ability.\nIf a spell or ability an "
                                 "opponent controls causes you to discard Nullhide Ferox, put it onto the battlefield "
                                 "instead of putting it into your graveyard."}


def test_601_3_nullhide_ferox_stops_suspending_a_noncreature_card_not_a_creature_card():
    """Nullhide Ferox: "You can't cast noncreature spells." Its controller can't begin to cast
    Rift Bolt, so can't suspend it (116.2f); Deep-Sea Kraken would be a creature spell, so it can
    be suspended; the opponent is not affected. Its "loses all abilities" line stays the judge's
    (a board warning)."""
    state = board(custom_cards=[NULLHIDE_FEROX], priority="A",
                  A={"hand": ["Rift Bolt", "Deep-Sea Kraken"], "battlefield": ["Nullhide Ferox"]})
    rift_bolt = only(state, ActionKind.SUSPEND, card="Rift Bolt")
    assert [(c.code, c.params) for c in rift_bolt.failed] == [(Reason.CAST_PROHIBITED, {"source": "Nullhide Ferox"})]
    assert only(state, ActionKind.SUSPEND, card="Deep-Sea Kraken").legal
    theirs = board(custom_cards=[NULLHIDE_FEROX], active="B", priority="B",
                   A={"battlefield": ["Nullhide Ferox"]}, B={"hand": ["Rift Bolt"]})
    assert only(theirs, ActionKind.SUSPEND, player="B", card="Rift Bolt").legal
    from judgeapp.core.status import status
    assert [w.params["words"] for w in status(state) if w.code == "effect_not_modelled"] == [["loses all abilities"]]


def test_707_10_a_copy_of_a_spell_isnt_cast_so_it_counts_toward_no_limit():
    """A controls a copy of Lightning Bolt on the stack (Twincast's, say) and has cast nothing:
    a copy isn't cast (707.10), so under Rule of Law A may still begin to cast Rift Bolt, with
    Vedalken Orrery's flash permission, and suspend it. The Bolt itself, cast, would count. Put on
    the stack with Add… as a copy, it is neither counted nor named."""
    def with_stack(**spell):
        return board(custom_cards=[RULE_OF_LAW], stack=[{"controller": "A", "card": "Lightning Bolt", **spell}],
                     A={"hand": ["Rift Bolt"], "battlefield": ["Rule of Law", "Vedalken Orrery"]})
    copied = with_stack(copy=True)
    assert copied.spells_cast("A") == 0 and only(copied, ActionKind.SUSPEND, card="Rift Bolt").legal
    assert not only(with_stack(), ActionKind.SUSPEND, card="Rift Bolt").legal
    state, _ = sequence.cast(_board(), kind="spell", controller="A", card="Lightning Bolt", copy=True)
    assert state.turn_facts.spells_cast == {} and state.turn_facts.spells_cast_names == {}
