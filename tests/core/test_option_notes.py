"""116.1: turning a face-down permanent face up, ending a Licid's effect and unlocking a door are
special actions, not activated abilities, so an effect that stops the permanent's activated
abilities (Pithing Needle or Phyrexian Revoker naming it, Linvala, Keeper of Silence for her
controller's opponents) doesn't stop them: the judge-exam classic. The option a judge looks at
(the verdict panel, a copied ruling, `judgeapp check`) says so, naming the card; evaluate()
doesn't work it out for every option (it cost 1.10x-1.19x on the typical board)."""

from judgeapp.cli import main
from judgeapp.core import engine, messages
from judgeapp.core.option_notes import explained, with_notes_on_request
from judgeapp.core.resources import resource_path
from judgeapp.core.verdict import ActionKind
from tests.helpers import board, only

MORPH = {"battlefield": [{"card": "Exalted Angel", "face_down": "morph"}]}


def _stoppers(option):
    return [(n.rule, n.params["source"]) for n in option.notes if n.code == "ability_stopper_not_this"]


def test_pithing_needle_naming_the_morph_is_named_beside_turning_it_face_up_which_it_does_not_stop():
    state = board(A=MORPH, B={"battlefield": [{"card": "Pithing Needle", "chosen_names": ["Exalted Angel"]}]})
    option = only(state, ActionKind.TURN_FACE_UP, player="A")
    assert option.legal and _stoppers(option) == []          # not worked out by every evaluation
    shown = with_notes_on_request(option, state)
    assert shown.legal and _stoppers(shown) == [("116.1", "Pithing Needle")]
    assert "Pithing Needle doesn't stop it" in messages.check_text(shown.notes[-1], "en")
    assert "Ago Spinale non la impedisce" in messages.check_text(shown.notes[-1], "it")


def test_linvala_is_named_for_her_controllers_opponents_only():
    """Linvala, Keeper of Silence: "Activated abilities of creatures your opponents control can't be
    activated." A's own face-down creature under A's Linvala: nothing to say."""
    linvala = {"battlefield": ["Linvala, Keeper of Silence"]}
    theirs = board(A=MORPH, B=linvala)
    assert _stoppers(with_notes_on_request(only(theirs, ActionKind.TURN_FACE_UP, player="A"), theirs)) == \
        [("116.1", "Linvala, Keeper of Silence")]
    mine = board(A={"battlefield": [*MORPH["battlefield"], "Linvala, Keeper of Silence"]}, B={})
    assert _stoppers(with_notes_on_request(only(mine, ActionKind.TURN_FACE_UP, player="A"), mine)) == []


def test_a_licid_whose_name_pithing_needle_names_and_an_action_about_no_permanent():
    """The library's "Pithing Needle naming a Licid": paying {W} to end its effect is named beside
    the Needle; plotting, about no permanent, is left as the evaluation gave it."""
    from judgeapp.core.scenario import load_scenario, state_of
    state = state_of(load_scenario(resource_path("scenarios", "licid-under-pithing-needle.json")))
    option = only(state, ActionKind.END_EFFECT, player="A")
    assert _stoppers(with_notes_on_request(option, state)) == [("116.1", "Pithing Needle")]
    plotting = board(A={"hand": ["Slickshot Show-Off"]}, B={"battlefield": [
        {"card": "Pithing Needle", "chosen_names": ["Slickshot Show-Off"]}]})
    plot = only(plotting, ActionKind.PLOT, player="A")
    assert with_notes_on_request(plot, plotting) is plot


def test_the_command_line_check_says_it_and_explained_keeps_every_verdict_else(capsys):
    path = resource_path("scenarios", "face-up-pithing-needle.json")
    assert main(["check", str(path)]) == 0
    assert "note (116.1): Pithing Needle stops activated abilities, but this is a special action" in capsys.readouterr().out
    from judgeapp.core.scenario import load_scenario, state_of
    state = state_of(load_scenario(path))
    evaluation = engine.evaluate(state)
    shown = explained(evaluation, state)
    assert [(v.action, [o.legal for o in v.options]) for v in shown.verdicts] == \
        [(v.action, [o.legal for o in v.options]) for v in evaluation.verdicts]
    assert shown.warnings == evaluation.warnings
    assert sum(len(_stoppers(o)) for v in shown.verdicts for o in v.options) == 1

