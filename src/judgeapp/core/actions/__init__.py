"""One module per special action of rule 116.2, each with the same two functions (the
`ActionFamily` protocol below; `engine.FAMILIES` lists them in rule order):

    evaluate(ctx, player) -> ActionVerdict
    apply(ctx, option, roll) -> GameState   (priority is set by the engine, 116.3)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from ..context import Context
    from ..state import GameState, PlayerId
    from ..verdict import ActionVerdict, Option


class ActionFamily(Protocol):
    """What the engine needs of a special action's module."""

    def evaluate(self, ctx: Context, pid: PlayerId) -> ActionVerdict:
        """Every concrete option of this action for the player, each with its checks."""
        ...

    def apply(self, ctx: Context, opt: Option, roll: str | None = None) -> GameState:
        """The state after taking a legal option (the engine re-checks it and sets priority)."""
        ...
