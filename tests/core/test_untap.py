"""502.3 played forward: the effects that keep a permanent tapped in its controller's untap step,
and those that untap permanents in other players' untap steps. Each test cites the rule and the
card's Oracle text it proves."""

import pytest

from judgeapp.core import messages, untap
from judgeapp.core.cards import CardDef, builtin_cards
from judgeapp.core.sequence import next_step
from judgeapp.core.state import Step
from tests.helpers import board

SEEDBORN = {"name": "Seedborn Muse", "mana_cost": "{3}{G}{G}", "type_line": "Creature — Spirit", "power": "2",
            "toughness": "4", "oracle_text": "Untap all permanents you control during each other player's untap step."}
VAULT = {"name": "Mana Vault", "mana_cost": "{1}", "type_line": "Artifact",
         "oracle_text": "Mana Vault doesn't untap during your untap step.\n"
                        "At the beginning of your upkeep, you may pay {4}. If you do, untap Mana Vault.\n"
                        "At the beginning of your draw step, if Mana Vault is tapped, it deals 1 damage to you.\n"
                        "{T}: Add {C}{C}{C}."}
CLAUSTROPHOBIA = {"name": "Claustrophobia", "mana_cost": "{1}{U}{U}", "type_line": "Enchantment — Aura",
                  "oracle_text": "Enchant creature\nWhen Claustrophobia enters, tap enchanted creature.\n"
                                 "Enchanted creature doesn't untap during its controller's untap step."}


def _tapped(state, pid):
    return {o.id: o.tapped for o in state.player(pid).battlefield}


def test_502_3_tamiyos_compleation_keeps_the_permanent_it_enchants_tapped():
    # Tamiyo's Compleation: "Enchanted permanent loses all abilities and doesn't untap during its
    # controller's untap step." Next step from the untap step untapped it like everything else.
    state = board(active="A", priority=None, step="untap",
                  A={"battlefield": [{"id": "forest", "card": "Forest", "tapped": True},
                                     {"id": "elves", "card": "Llanowar Elves", "tapped": True}]},
                  B={"battlefield": [{"id": "aura", "card": "Tamiyo's Compleation", "attached_to": "forest"}]})
    after = next_step(state)
    assert after.step == Step.UPKEEP
    assert _tapped(after, "A") == {"forest": True, "elves": False}     # whoever controls the Aura
    assert untap.said(state) == [("untapped", {"players": ["A"]}),
                                 ("kept_tapped", {"source": "Tamiyo's Compleation", "cards": ["Forest"], "count": 1})]


def test_502_3_tamiyos_compleation_does_not_stop_the_untap_step_of_another_player():
    state = board(active="B", priority=None, step="untap",
                  A={"battlefield": [{"id": "forest", "card": "Forest", "tapped": True},
                                     {"id": "aura", "card": "Tamiyo's Compleation", "attached_to": "forest"}]},
                  B={"battlefield": [{"id": "island", "card": "Island", "tapped": True}]})
    after = next_step(state)
    assert _tapped(after, "A") == {"forest": True, "aura": False} and _tapped(after, "B") == {"island": False}


def test_502_3_and_709_5_prop_room_untaps_its_controllers_creatures_in_other_players_untap_steps():
    # Prop Room: "Untap each creature you control during each other player's untap step." Only while
    # its door is unlocked (709.5: a locked half's rules text isn't the permanent's); only creatures.
    def on_bs_side(doors):
        return board(active="A", priority=None, step="untap",
                     A={"battlefield": [{"id": "forest", "card": "Forest", "tapped": True}]},
                     B={"battlefield": [{"card": "Dazzling Theater // Prop Room", "unlocked": doors},
                                        {"id": "elves", "card": "Llanowar Elves", "tapped": True},
                                        {"id": "island", "card": "Island", "tapped": True}]})
    after = next_step(on_bs_side(["right"]))
    assert _tapped(after, "A")["forest"] is False
    assert {k: v for k, v in _tapped(after, "B").items() if k in ("elves", "island")} == {"elves": False, "island": True}
    assert untap.said(on_bs_side(["right"]))[1:] == [
        ("untapped_by_effect", {"source": "Prop Room", "player": "B", "count": 1, "active": "A"})]
    for doors in ([], ["left"]):
        assert _tapped(next_step(on_bs_side(doors)), "B")["elves"] is True
        assert untap.said(on_bs_side(doors)) == [("untapped", {"players": ["A"]})]


def test_502_3_prop_room_does_nothing_more_in_its_controllers_own_untap_step():
    state = board(active="B", priority=None, step="untap",
                  B={"battlefield": [{"card": "Dazzling Theater // Prop Room", "unlocked": ["right"]},
                                     {"id": "island", "card": "Island", "tapped": True}]})
    assert untap.said(state) == [("untapped", {"players": ["B"]})]


def test_502_3_seedborn_muse_read_from_oracle_untaps_what_an_aura_keeps_tapped_in_its_controllers_step():
    # Seedborn Muse, read from its text (no one curated it): every permanent of its controller
    # untaps in another player's untap step, even one that "doesn't untap during its controller's
    # untap step" (Claustrophobia, also read from its text): that untap step isn't its controller's.
    state = board(active="A", priority=None, step="untap", custom_cards=[SEEDBORN, CLAUSTROPHOBIA],
                  A={"battlefield": [{"id": "bear", "card": "Grizzly Bears", "tapped": True},
                                     {"id": "claus", "card": "Claustrophobia", "attached_to": "bear"}]},
                  B={"battlefield": [{"card": "Seedborn Muse"},
                                     {"id": "elves", "card": "Llanowar Elves", "tapped": True},
                                     {"id": "swamp", "card": "Swamp", "tapped": True},
                                     {"id": "aura", "card": "Claustrophobia", "attached_to": "elves"}]})
    after = next_step(state)
    assert _tapped(after, "A")["bear"] is True                          # A's own untap step
    assert _tapped(after, "B")["elves"] is False and _tapped(after, "B")["swamp"] is False
    assert untap.said(state) == [
        ("kept_tapped", {"source": "Claustrophobia", "cards": ["Grizzly Bears"], "count": 1}),
        ("untapped_by_effect", {"source": "Seedborn Muse", "player": "B", "count": 2, "active": "A"})]


def test_502_3_a_permanent_that_says_it_doesnt_untap_during_your_untap_step_stays_tapped():
    # Mana Vault: "Mana Vault doesn't untap during your untap step." Its own name is read as "This
    # permanent" (201.5); the new Oracle wording, "This artifact doesn't untap …", reads the same.
    renamed = {**VAULT, "name": "Newer Vault", "oracle_text": "This artifact doesn't untap during your untap step."}
    state = board(active="A", priority=None, step="untap", custom_cards=[VAULT, renamed],
                  A={"battlefield": [{"id": "vault", "card": "Mana Vault", "tapped": True},
                                     {"id": "newer", "card": "Newer Vault", "tapped": True},
                                     {"id": "land", "card": "Wastes", "tapped": True}]})
    assert _tapped(next_step(state), "A") == {"vault": True, "newer": True, "land": False}


@pytest.mark.parametrize("card, kind", [("Tamiyo's Compleation", "doesnt_untap"),
                                        ("Dazzling Theater // Prop Room", "untaps_in_others_untap_step")])
def test_the_bundled_cards_untap_effects_are_curated(card, kind):
    assert kind in {s.kind.value for s in builtin_cards().get(card).statics()}


@pytest.mark.parametrize("lang, expected", [
    ("en", "Tamiyo's Compleation keeps Forest from untapping (502.3). "
           "Prop Room: B untapped 2 permanents during A's untap step (502.3)."),
    ("it", "Completamento di Tamiyo impedisce a Foresta di stapparsi (502.3). "
           "Arredi Scenici: B ha stappato 2 permanenti durante la sottofase di stap di A (502.3)."),
    ("ja", "タミヨウの完成化により、森はアンタップしなかった（502.3）。"
           "小道具部屋により、BはAのアンタップ・ステップ中にパーマネントを2つアンタップした（502.3）。"),
    ("es", "Perfeccionamiento de Tamiyo impide enderezar Bosque (502.3). "
           "Sala de atrezo: B enderezó 2 permanentes durante el paso de enderezar de A (502.3)."),
    ("fr", "Parachèvement de Tamiyo empêche Forêt de se dégager (502.3). "
           "Salle d'accessoires\u00a0: B a dégagé 2 permanents pendant l'étape de dégagement de A (502.3)."),
])
def test_what_the_untap_step_did_is_said_in_each_language_with_printed_card_names(lang, expected):
    said = [("kept_tapped", {"source": "Tamiyo's Compleation", "cards": ["Forest"], "count": 1}),
            ("untapped_by_effect", {"source": "Prop Room", "player": "B", "count": 2, "active": "A"})]
    assert messages.happened(said, lang) == expected


def test_709_5_a_rooms_doors_are_read_from_oracle_each_in_force_only_while_unlocked():
    # A Room no one curated (the full card set, a custom card): each door's text is read on its own,
    # and its static ability is the permanent's only while that door is unlocked (709.5). Before,
    # no card with faces was read at all.
    room = {"name": "Green Room // Understudy Lounge", "mana_cost": "{1}{G} // {2}{G}",
            "type_line": "Enchantment — Room // Enchantment — Room", "layout": "split (Room)",
            "oracle_text": "", "faces": [
                {"name": "Green Room", "mana_cost": "{1}{G}", "type_line": "Enchantment — Room",
                 "oracle_text": "Untap all permanents you control during each other player's untap step."},
                {"name": "Understudy Lounge", "mana_cost": "{2}{G}", "type_line": "Enchantment — Room",
                 "oracle_text": "This permanent doesn't untap during your untap step."}]}
    (left,) = [s for s in CardDef.model_validate(room).statics() if s.door == "left"]
    assert left.kind.value == "untaps_in_others_untap_step"

    def swamp_of_b(doors):
        state = board(active="A", priority=None, step="untap", custom_cards=[room],
                      B={"battlefield": [{"card": room["name"], "unlocked": doors},
                                         {"id": "swamp", "card": "Swamp", "tapped": True}]})
        return _tapped(next_step(state), "B")["swamp"]
    assert swamp_of_b(["left"]) is False and swamp_of_b(["right"]) is True and swamp_of_b([]) is True
    said = untap.said(board(active="B", priority=None, step="untap", custom_cards=[room],
                            B={"battlefield": [{"card": room["name"], "unlocked": ["right"], "tapped": True}]}))
    assert said == [("kept_tapped", {"source": "Understudy Lounge", "cards": [room["name"]], "count": 1})]


def test_502_3_words_about_the_untap_step_that_are_not_read_are_named_for_the_judge():
    # Winter Orb: "As long as Winter Orb is untapped, players can't untap more than one land during
    # their untap steps." The engine doesn't read it, so Next step untaps every land: the status bar
    # now names the card for the judge to carry out by hand. What is read (Tamiyo's Compleation,
    # curated; Seedborn Muse and Claustrophobia from their text), a skip (614.10, read where steps
    # are skipped) and a locked Room door's words (709.5) are not named.
    winter = {"name": "Winter Orb", "mana_cost": "{2}", "type_line": "Artifact",
              "oracle_text": "As long as Winter Orb is untapped, players can't untap more than one land during "
                             "their untap steps."}
    brine = {"name": "Brine Elemental", "mana_cost": "{4}{U}{U}", "type_line": "Creature — Elemental",
             "power": "5", "toughness": "4", "oracle_text": "Morph {5}{U}{U}\nWhen Brine Elemental is turned "
                                                             "face up, each opponent skips their next untap step."}
    state = board(active="A", priority=None, step="untap", custom_cards=[winter, brine, SEEDBORN, CLAUSTROPHOBIA],
                  A={"battlefield": [{"id": "forest", "card": "Forest", "tapped": True},
                                     {"id": "island", "card": "Island", "tapped": True},
                                     {"card": "Tamiyo's Compleation", "attached_to": "island"},
                                     {"card": "Claustrophobia", "attached_to": "forest"}]},
                  B={"battlefield": [{"card": "Winter Orb"}, {"card": "Brine Elemental"}, {"card": "Seedborn Muse"},
                                     {"card": "Dazzling Theater // Prop Room", "unlocked": ["left"]}]})
    assert untap.said(state)[-1] == ("untap_not_read", {"cards": ["Winter Orb"]})
    room = {"name": "Cold Room // Frost Lounge", "mana_cost": "{1}{U} // {2}{U}", "layout": "split (Room)",
            "type_line": "Enchantment — Room // Enchantment — Room", "oracle_text": "", "faces": [
                {"name": "Cold Room", "mana_cost": "{1}{U}", "type_line": "Enchantment — Room", "oracle_text": "Flash"},
                {"name": "Frost Lounge", "mana_cost": "{2}{U}", "type_line": "Enchantment — Room",
                 "oracle_text": "Players can't untap more than two permanents during their untap steps."}]}
    for doors, named in ((["left"], []), (["right"], [("untap_not_read", {"cards": [room["name"]]})])):
        with_room = board(active="A", priority=None, step="untap", custom_cards=[room],
                          B={"battlefield": [{"card": room["name"], "unlocked": doors}]})
        assert untap.said(with_room) == named
    # A modal double-faced card's words count only on the face that is up (712.8d).
    mdfc = {"name": "Frost Giant // Frozen Field", "mana_cost": "{3}{U}", "layout": "modal_dfc", "oracle_text": "",
            "type_line": "Creature — Giant // Land", "faces": [
                {"name": "Frost Giant", "mana_cost": "{3}{U}", "type_line": "Creature — Giant", "power": "4",
                 "toughness": "4", "oracle_text": "Players can't untap more than two permanents during their untap steps."},
                {"name": "Frozen Field", "mana_cost": "", "type_line": "Land", "oracle_text": "{T}: Add {U}."}]}
    for face, named in ((0, [("untap_not_read", {"cards": [mdfc["name"]]})]), (1, [])):
        with_mdfc = board(active="A", priority=None, step="untap", custom_cards=[mdfc],
                          B={"battlefield": [{"card": mdfc["name"], "face": face}]})
        assert untap.said(with_mdfc) == named
    assert messages.happened(untap.said(state)[-1:]) == (
        "Not applied: what Winter Orb says about the untap step asks what the board doesn't tell. If it applies, "
        "tap or untap by hand (T) (502.3).")
    without = board(active="A", priority=None, step="untap", custom_cards=[winter],
                    B={"battlefield": [{"card": "Winter Orb", "loses_all_abilities": True}]})
    assert untap.said(without) == []
