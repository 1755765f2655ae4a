"""The rules core: pure Python + pydantic. It never imports Qt or the GUI.

    from judgeapp.core import evaluate, apply, GameState
"""

from .engine import apply, evaluate, evaluate_all
from .errors import IllegalActionError, ScenarioError, UnknownCardError
from .state import GameState
from .verdict import ActionKind, Evaluation, Option

__all__ = ["apply", "evaluate", "evaluate_all", "GameState", "ActionKind", "Evaluation", "Option",
           "IllegalActionError", "ScenarioError", "UnknownCardError"]
