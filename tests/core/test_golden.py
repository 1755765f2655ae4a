"""Golden scenarios, in the spirit of perft suites: each bundled example (one per worked
example in the seed pages) with the exact set of legal special actions for every player."""

import pytest

from judgeapp.core import engine
from judgeapp.core.resources import resource_path
from judgeapp.core.scenario import load_scenario, state_of

# scenario file -> player -> exact set of (action, card, cost) that are legal
GOLDEN = {
    "teferi-kraken.json": {  # Spanish seed, example 5
        "A": {("suspend", "Deep-Sea Kraken", "{2}{U}")},
        "B": set(),   # B does not hold priority
    },
    "land-before-response.json": {  # Spanish seed, example 1
        "A": {("play_land", "Plains", None)},
        "B": set(),
    },
    "exalted-angel-unmorph.json": {  # Spanish seed, example 2
        "A": {("turn_face_up", "Exalted Angel", "{2}{W}{W}")},
        "B": set(),
    },
    "exalted-angel-split-second.json": {  # Spanish seed, example 2 (Sudden Shock)
        "A": {("turn_face_up", "Exalted Angel", "{2}{W}{W}")},
        "B": set(),
    },
    "quenchable-fire.json": {  # Spanish seed, example 3
        "A": {("end_effect", "Quenchable Fire", "{U}")},
        "B": set(),
    },
    "leonin-arbiter-ghost-quarter.json": {  # Spanish seed, example 4
        "A": {("ignore_static", "Leonin Arbiter", "{2}")},
        "B": set(),
    },
    "dominating-licid.json": {  # Japanese seed, 116.2c
        "A": {("end_effect", "Dominating Licid", "{U}")},
        "B": set(),
    },
    "sabertooth-cobra.json": {  # Japanese seed, 116.2c
        "A": set(),
        "B": {("end_effect", "Sabertooth Cobra", "{2}")},
    },
    "circling-vultures.json": {  # Japanese seed, 116.2e
        "A": {("discard_as_instant", "Circling Vultures", None)},
        "B": set(),
    },
    "plot-main-phase-trap.json": {  # CR 116.2k vs 702.170a
        "A": {("foretell", "Saw It Coming", "{2}")},
        "B": set(),
    },
    "planechase-second-roll.json": {  # CR 116.2i, 901.9; Naya allows any number of lands
        "A": {("planar_die", None, "{1}"), ("play_land", "Forest", None)},
        "B": set(),
    },
    "room-and-companion.json": {
        "A": {("unlock", "Locker Room", "{4}{U}"), ("companion", "Lutri, the Spellchaser", "{3}"),
              ("conspiracy", "Secret Summoning", None)},
        "B": set(),
    },
}


def test_every_seed_example_is_bundled_and_every_other_scenario_is_a_library_situation():
    """The seed pages' worked examples keep their exact legal sets here; every other bundled file
    is a library situation, whose authored answer tests/quiz/test_library.py checks."""
    bundled = {p.name: load_scenario(p) for p in resource_path("scenarios").glob("*.json")}
    assert set(GOLDEN) <= set(bundled)
    assert all(scenario.quiz is not None for name, scenario in bundled.items() if name not in GOLDEN)


@pytest.mark.parametrize("name", sorted(GOLDEN))
def test_golden_scenario_exact_legal_set(name):
    state = state_of(load_scenario(resource_path("scenarios", name)))
    for player, expected in GOLDEN[name].items():
        evaluation = engine.evaluate(state, player)
        legal = {(o.action.value, o.card, o.cost) for o in evaluation.legal_options}
        assert legal == expected, f"{name}, player {player}"
        assert evaluation.warnings == (), f"{name} should describe a board that can exist"


@pytest.mark.parametrize("name", sorted(GOLDEN))
def test_every_bundled_scenario_states_the_mana_its_legal_costs_need(name):
    """118.3 with 601.2g–h: each bundled example pays its legal costs with the mana on its board
    (no exam convention): every legal option with a cost carries a passed payability check."""
    state = state_of(load_scenario(resource_path("scenarios", name)))
    assert not state.game.assume_costs_payable
    for pid in state.player_ids():
        for option in engine.evaluate(state, pid).legal_options:
            if option.cost not in (None, "{0}"):
                assert "cost_payable" in [c.code for c in option.checks], (name, option.card)
