"""The base for every core model: a frozen dataclass at run time, validated by pydantic.

The board, the cards and the quiz's questions are plain frozen dataclasses, so the app can show
a board without importing pydantic (importing it costs as much as starting a bare Qt window).
pydantic stays the one validation layer: `model_validate` checks a file's data against the
same classes, `model_copy(update=...)` validates a copy with changes like a loaded file (so every
state an edit or an action returns is one that could have been loaded), and `model_dump` /
`model_json_schema` write and describe them. pydantic is imported the first time one of these
is called.

What pydantic checks beyond the types is declared on the classes with markers pydantic reads,
defined here without importing it: `Bounds` (a number's limits), `Length` (a tuple's), `After`
(a function that checks or normalises a field), and two optional hooks on a class: `_before`
(a classmethod that reworks the raw data) and `_after` (a method that checks the whole object).
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any, Callable, Mapping, Self, TypeVar

if TYPE_CHECKING:
    from pydantic import TypeAdapter

# No string a file or a user gives is longer: the longest Oracle text is under 1,000 characters.
MAX_STRING_LENGTH = 10_000

_T = TypeVar("_T")


class Bounds:
    """A number's limits (ge, le), as pydantic reads them: checked, and in the JSON schema."""

    def __init__(self, ge: int | float | None = None, le: int | float | None = None) -> None:
        self.limits = {k: v for k, v in (("ge", ge), ("le", le)) if v is not None}

    def __get_pydantic_core_schema__(self, source: Any, handler: Callable[[Any], Any]) -> Any:
        return {**handler(source), **self.limits}


class Length:
    """A tuple's least and greatest number of items."""

    def __init__(self, least: int, most: int) -> None:
        self.limits = {"min_length": least, "max_length": most}

    def __get_pydantic_core_schema__(self, source: Any, handler: Callable[[Any], Any]) -> Any:
        return {**handler(source), **self.limits}


class After:
    """A function that checks a field's value once its type is (ValueError: refused, with the
    field's place) and returns it, normalised if need be."""

    def __init__(self, check: Callable[[Any], Any]) -> None:
        self.check = check

    def __get_pydantic_core_schema__(self, source: Any, handler: Callable[[Any], Any]) -> Any:
        from pydantic_core import core_schema
        return core_schema.no_info_after_validator_function(self.check, handler(source))


_ADAPTERS: dict[type, Any] = {}


def adapter(cls: type[_T]) -> TypeAdapter[_T]:
    """The pydantic validator of a model class, built the first time it is needed."""
    found: TypeAdapter[_T] | None = _ADAPTERS.get(cls)
    if found is None:
        from pydantic import TypeAdapter
        found = _ADAPTERS[cls] = TypeAdapter(cls)
    return found


class Frozen:
    """The base of every core model, each declared @dataclass(frozen=True, kw_only=True): no
    unknown keys, bounded strings."""

    __pydantic_config__ = {"extra": "forbid", "str_max_length": MAX_STRING_LENGTH}

    @classmethod
    def __get_pydantic_core_schema__(cls, source: Any, handler: Callable[[Any], Any]) -> Any:
        """The dataclass's schema with the class's own hooks around it (those of its bases too)."""
        from pydantic_core import core_schema
        schema = handler(source)
        for klass in reversed(cls.__mro__):
            before = klass.__dict__.get("_before")
            if before is not None:
                schema = core_schema.no_info_before_validator_function(before.__get__(None, cls), schema)
        for klass in reversed(cls.__mro__):
            after = klass.__dict__.get("_after")
            if after is not None:
                schema = core_schema.no_info_after_validator_function(after, schema)
        return schema

    # ---- the pydantic model API the rest of the code uses -------------------------------
    @classmethod
    def model_validate(cls, data: Any) -> Self:
        """The object a file's data describes (pydantic.ValidationError, with places, if none)."""
        found: Self = adapter(cls).validate_python(data)
        return found

    def model_copy(self, *, update: Mapping[str, Any] | None = None) -> Self:
        """A copy with changes, validated like a loaded file."""
        if not update:
            return self
        return type(self).model_validate({**self.field_values(), **update})

    def field_values(self) -> dict[str, Any]:
        """The object's fields by name, as they are (nested objects stay objects)."""
        return {name: getattr(self, name) for name in self.field_names()}

    def model_dump(self, **options: Any) -> dict[str, Any]:
        """The object as data (mode="json" for a file; exclude_defaults and the like as pydantic's)."""
        dumped: dict[str, Any] = adapter(type(self)).dump_python(self, **options)
        return dumped

    def model_dump_json(self, **options: Any) -> str:
        """The object as JSON text."""
        return adapter(type(self)).dump_json(self, **options).decode()

    @classmethod
    def model_json_schema(cls) -> dict[str, Any]:
        """The JSON Schema of the class's files."""
        return adapter(cls).json_schema()

    @classmethod
    def field_names(cls) -> tuple[str, ...]:
        """The names of the class's fields, in order."""
        return tuple(f.name for f in dataclasses.fields(cls))   # type: ignore[arg-type]

