"""The base for every core model: frozen (an edit makes a new object), strict about keys, and
validated on every copy.

`model_copy(update=...)` in pydantic skips validation, so a copy could hold a plain string
where an enum belongs, or doors in an order a loaded file would not have. Here a copy with
changes goes through validation like a loaded file does, so every state an edit or an action
returns is one that could have been loaded.
"""

from typing import Any, Mapping, Self

from pydantic import BaseModel, ConfigDict

# No string a file or a user gives is longer: the longest Oracle text is under 1,000 characters.
MAX_STRING_LENGTH = 10_000


class Frozen(BaseModel):
    """The base of every core model: immutable, no unknown keys, bounded strings."""
    model_config = ConfigDict(frozen=True, extra="forbid", str_max_length=MAX_STRING_LENGTH)

    def model_copy(self, *, update: Mapping[str, Any] | None = None, deep: bool = False) -> Self:
        """A copy with changes, validated like a loaded file (pydantic's own skips validation)."""
        if not update:
            return super().model_copy(deep=deep)
        fields = {name: getattr(self, name) for name in type(self).model_fields}
        return type(self).model_validate({**fields, **update})
