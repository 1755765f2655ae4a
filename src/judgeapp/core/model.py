"""The base for every core model: frozen (an edit makes a new object) and strict about keys."""

from pydantic import BaseModel, ConfigDict


class Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")
