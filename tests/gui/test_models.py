"""qtmodeltester (pytest-qt) on every item model the app shows."""

from judgeapp.core import edits
from judgeapp.core.resources import resource_path


def test_zone_models(window, qtmodeltester):
    for panel in window.board.panels.values():
        for view in panel.views.values():
            qtmodeltester.check(view.model(), force_py=True)


def test_stack_effects_warnings_and_verdict_models(window, qtmodeltester):
    window.open_file(resource_path("scenarios", "dominating-licid.json"), example=True)
    state, _ = edits.add_stack_item(window.document.state, controller="A", card="Opt")
    window.document.edit(state, "stack")
    for model in (window.board.stack_model, window.board.effects_model, window.warnings_model,
                  window.verdicts.model):
        qtmodeltester.check(model, force_py=True)
    assert window.board.effects_model.rowCount() == 1 and window.board.stack_model.rowCount() == 1
