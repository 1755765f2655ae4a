"""What a resolving spell or ability leaves on the board (611.2a, 603.7a; left_effects.py): each
test plays a real card forward (everyone passes, the top of the stack resolves) and checks the
special action, cast or warning that its effect changes. Oracle texts are the bundled cards'."""

from judgeapp.core import engine, messages
from judgeapp.core.sequence import cast_objection, pass_priority, resolution_said
from judgeapp.core.verdict import ActionKind
from tests.helpers import board, failed_codes, only

DOMINATING = ("{1}{U}{U}, {T}: Dominating Licid loses this ability and becomes an Aura enchantment with enchant "
              "creature. Attach it to target creature. You may pay {U} to end this effect.")


def _resolved(stack_item, **fields):
    """The board after its two players pass with one object on the stack (117.4), and what the
    status bar says of it in English."""
    before = pass_priority(board(stack=[{"controller": "A", **stack_item}], **fields))
    after = pass_priority(before)
    return after, messages.happened(resolution_said(before, after), "en")


def test_611_2a_explore_resolved_lets_its_caster_play_a_second_land_this_turn():
    """305.2, 611.2a (Explore: "You may play an additional land this turn."): A has played a land;
    once Explore resolves, playing a second one is legal, this turn only. The app put no effect on
    the board, so the land stayed illegal after Explore resolved."""
    after, said = _resolved({"card": "Explore"}, A={"hand": ["Forest"]}, turn_facts={"lands_played": 1})
    assert only(after, ActionKind.PLAY_LAND, card="Forest").legal
    assert [(e.source, e.controller, e.created_turn) for e in after.effects] == [("Explore", "A", 3)]
    assert "Explore leaves its effect on the board (611.2a)" in said
    next_turn = after.model_copy(update={"turn": 4})
    assert failed_codes(only(next_turn, ActionKind.PLAY_LAND, card="Forest")) == ["no_land_plays_left"]


def test_611_2a_silence_and_its_copy_stop_the_opponents_casting_this_turn():
    """Silence ("Your opponents can't cast spells this turn."), 601.3: after it resolves, B can't
    begin to cast Lightning Bolt. A copy of it (707.10) resolves the same way before it ceases to
    exist."""
    for copy in (False, True):
        after, _ = _resolved({"card": "Silence", "copy": copy},
                             B={"hand": [{"id": "bolt", "card": "Lightning Bolt"}]})
        assert [e.source for e in after.effects] == ["Silence"]
        after = after.model_copy(update={"priority": "B"})
        assert cast_objection(after, "bolt") is not None and cast_objection(after, "bolt").rule == "601.3"


def test_116_2c_quenchable_fire_resolved_lets_its_target_stop_the_delayed_damage():
    """116.2c, 603.7a (Quenchable Fire: "… deals an additional 3 damage to that player at the
    beginning of your next upkeep step unless they pay {U} before that step."): the player it
    targeted may pay {U} to stop the delayed trigger once they have priority. With no target set,
    who may pay isn't on the board: nothing is put there, and the judge is told."""
    after, said = _resolved({"card": "Quenchable Fire", "targets": [{"kind": "player", "id": "B"}]})
    assert [(e.source, e.affected) for e in after.effects] == [("Quenchable Fire", "B")]
    stop = only(after.model_copy(update={"priority": "B"}), ActionKind.END_EFFECT, player="B")
    assert stop.legal and stop.cost == "{U}"
    assert failed_codes(only(after, ActionKind.END_EFFECT, player="A")) == ["effect_lets_other"]
    untargeted, said = _resolved({"card": "Quenchable Fire"})
    assert untargeted.effects == () and "Not put on the board: an effect of Quenchable Fire" in said


def test_611_2a_turf_wound_stops_the_player_it_targets_playing_lands():
    """Turf Wound ("Target player can't play lands this turn."), 305.2: cast in B's upkeep at B,
    B can't play a land in their main phase that turn."""
    after, _ = _resolved({"card": "Turf Wound", "targets": [{"kind": "player", "id": "B"}]},
                         active="B", priority="B", step="upkeep", B={"hand": ["Forest"]})
    main = after.model_copy(update={"step": "precombat_main", "priority": "B"})
    assert failed_codes(only(main, ActionKind.PLAY_LAND, player="B", card="Forest")) == ["cant_play_lands"]


def test_611_2a_only_the_ability_whose_words_say_it_leaves_the_effect():
    """Teferi, Time Raveler's +1 ("Until your next turn, you may cast sorcery spells as though they
    had flash.") leaves its flash permission; his −3 ("Return up to one target artifact, creature,
    or enchantment to its owner's hand. Draw a card.") leaves nothing."""
    plus, _ = _resolved({"kind": "ability", "card": "Teferi, Time Raveler",
                         "text": "+1: Until your next turn, you may cast sorcery spells as though they had flash."},
                        A={"battlefield": ["Teferi, Time Raveler"]})
    assert [e.source for e in plus.effects] == ["Teferi, Time Raveler"]
    minus, said = _resolved({"kind": "ability", "card": "Teferi, Time Raveler",
                             "text": "−3: Return up to one target artifact, creature, or enchantment to its owner's "
                                     "hand. Draw a card."}, A={"battlefield": ["Teferi, Time Raveler"]})
    assert minus.effects == () and "effect" not in said


def test_611_2a_an_effect_behind_an_if_is_the_judges():
    """Conduit of Worlds ("… If you do, you can't cast additional spells this turn."): whether its
    controller cast the card isn't on the board, so its prohibition isn't put there; the status bar
    names it for the judge."""
    after, said = _resolved({"kind": "ability", "card": "Conduit of Worlds",
                             "text": "{T}: Choose target nonland permanent card in your graveyard. If you haven't cast a "
                                     "spell this turn, you may cast that card. If you do, you can't cast additional "
                                     "spells this turn. Activate only as a sorcery."},
                            A={"battlefield": ["Conduit of Worlds"]})
    assert after.effects == ()
    assert "Not put on the board: an effect of Conduit of Worlds" in said


def test_116_2c_a_licid_played_forward_becomes_an_aura_and_ending_it_returns_control():
    """The Japanese seed's 116.2c example, played forward (Dominating Licid: "… becomes an Aura
    enchantment with enchant creature. Attach it to target creature. You may pay {U} to end this
    effect." and, as an Aura, "You control enchanted creature."): its ability resolving attaches it
    to B's Grizzly Bears, which A then controls (613.1b); A may pay {U} to end the effect, and then
    the Licid is a creature again and the Bears return to B."""
    after, said = _resolved({"kind": "ability", "card": "Dominating Licid", "text": DOMINATING,
                             "targets": [{"kind": "object", "id": "bears"}]},
                            A={"battlefield": [{"id": "licid", "card": "Dominating Licid", "tapped": True}]},
                            B={"battlefield": [{"id": "bears", "card": "Grizzly Bears"}]})
    assert after.locate("licid")[2].attached_to == "bears"
    assert after.locate("bears")[0].id == "A" and after.locate("bears")[2].owner == "B"
    assert [(e.source, e.source_object) for e in after.effects] == [("Dominating Licid", "licid")]
    assert "Dominating Licid becomes an Aura attached to Grizzly Bears. A now controls Grizzly Bears (613.1b)." in said
    end = only(after, ActionKind.END_EFFECT, player="A")
    assert end.legal and end.cost == "{U}"
    ended = engine.apply(after, end)
    assert ended.locate("licid")[2].attached_to is None and ended.effects == ()
    assert ended.locate("bears")[0].id == "B" and ended.locate("bears")[2].owner is None


def test_a_licid_with_no_creature_targeted_is_left_to_the_judge():
    """A Licid's ability with no target set (or one that has left the battlefield) attaches nothing:
    the board doesn't say what it enchants."""
    after, said = _resolved({"kind": "ability", "card": "Dominating Licid", "text": DOMINATING},
                            A={"battlefield": [{"id": "licid", "card": "Dominating Licid", "tapped": True}]})
    assert after.effects == () and after.locate("licid")[2].attached_to is None
    assert "Not put on the board: an effect of Dominating Licid" in said


def test_611_2a_a_card_no_one_curated_leaves_what_its_oracle_text_says():
    """An imported card's activated ability read from its Oracle text (oracle_effects.py; Ranger-
    Captain of Eos: "Sacrifice Ranger-Captain of Eos: Your opponents can't cast noncreature spells
    this turn."): as the ability resolves, B can't cast Lightning Bolt (601.3)."""
    ranger = {"name": "Ranger-Captain of Eos", "mana_cost": "{1}{W}", "type_line": "Creature — Human Soldier",
              "oracle_text": "When Ranger-Captain of Eos enters, you may search your library for a creature card with "
                             "mana value 1 or less, reveal it, put it into your hand, then shuffle.\nSacrifice "
                             "Ranger-Captain of Eos: Your opponents can't cast noncreature spells this turn.",
              "power": "3", "toughness": "3"}
    after, said = _resolved({"kind": "ability", "card": "Ranger-Captain of Eos",
                             "text": "Sacrifice Ranger-Captain of Eos: Your opponents can't cast noncreature spells this turn."},
                            custom_cards=[ranger], priority="B", B={"hand": [{"id": "bolt", "card": "Lightning Bolt"}]})
    assert [e.source for e in after.effects] == ["Ranger-Captain of Eos"]
    assert cast_objection(after.model_copy(update={"priority": "B"}), "bolt").rule == "601.3"


def _licid_on_bears(licid="Dominating Licid", text=DOMINATING, **more):
    """A Licid's ability resolved onto B's Grizzly Bears: the Licid is an Aura carrying its effect."""
    after, _ = _resolved({"kind": "ability", "card": licid, "text": text, "targets": [{"kind": "object", "id": "bears"}]},
                         A={"battlefield": [{"id": "licid", "card": licid, "tapped": True}, *more.pop("mine", [])]},
                         B={"battlefield": [{"id": "bears", "card": "Grizzly Bears"}]}, **more)
    assert after.locate("licid")[2].attached_to == "bears"
    return after


def test_205_1a_a_licid_that_became_an_aura_is_no_longer_a_creature():
    """205.1a ("the new card type(s) replaces any existing card types"; Dominating Licid "… becomes an
    Aura enchantment with enchant creature"): once its ability resolved, the Licid isn't a creature
    while its effect lasts. It no longer offers the ability it lost ("loses this ability"); ending
    the effect makes it a creature again."""
    from judgeapp.core import activation
    from judgeapp.core.context import Context
    after = _licid_on_bears()
    ctx = Context(after)
    licid = after.locate("licid")[2]
    assert not ctx.is_creature(licid) and ctx.became_aura(licid)
    assert activation.abilities(ctx, licid) == []
    ended = engine.apply(after, only(after, ActionKind.END_EFFECT, player="A"))
    assert Context(ended).is_creature(ended.locate("licid")[2])


def test_613_1f_humility_doesnt_take_the_abilities_of_a_licid_that_is_an_aura():
    """613.1f, 205.1a (Humility: "All creatures lose all abilities …"; Leeching Licid, as an Aura: "At
    the beginning of the upkeep of enchanted creature's controller, Leeching Licid deals 1 damage to
    that player."): the Licid-Aura isn't a creature, so Humility leaves its ability, and it
    triggers as B's upkeep begins. The app took it for a creature and put nothing on the stack."""
    leeching = ("{B}, {T}: Leeching Licid loses this ability and becomes an Aura enchantment with enchant creature. "
                "Attach it to target creature. You may pay {B} to end this effect.")
    after = _licid_on_bears("Leeching Licid", leeching, mine=["Humility"])
    upkeep = after.model_copy(update={"active_player": "B", "turn": 4, "step": "untap", "priority": None})
    from judgeapp.core.sequence import next_step
    began = next_step(upkeep)
    assert [(i.kind, i.card, i.controller) for i in began.stack] == [("ability", "Leeching Licid", "A")]


def test_704_5m_a_licid_aura_attached_to_nothing_is_a_board_warning():
    """704.5m: "If an Aura is attached to an illegal object or player, or is not attached to an
    object or player, that Aura is put into its owner's graveyard." A Licid that is an Aura whose
    creature left the battlefield (here moved to B's graveyard, and the Licid no longer attached)
    is warned about, as any Aura is; a Licid that is a creature isn't."""
    from judgeapp.core import status
    after = _licid_on_bears()
    alone = after.replace_object(after.locate("licid")[2].model_copy(update={"attached_to": None}))
    assert "704.5m" in [c.rule for c in status.status(alone)]
    creature = board(A={"battlefield": [{"id": "licid", "card": "Dominating Licid"}]})
    assert "704.5m" not in [c.rule for c in status.status(creature)]
