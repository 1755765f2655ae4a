"""Where the shipped data lives: inside the installed package, or at the top of a checkout."""

from __future__ import annotations

from functools import cache
from importlib import resources as importlib_resources
from pathlib import Path


@cache
def resource_root() -> Path:
    """Where judgeapp's data files are (inside the installed package, or the checkout)."""
    installed = Path(str(importlib_resources.files("judgeapp"))) / "resources"
    if installed.is_dir():
        return installed
    checkout = Path(__file__).resolve().parents[3] / "resources"
    if checkout.is_dir():
        return checkout
    raise FileNotFoundError(f"judgeapp resources not found (looked in {installed} and {checkout})")


def resource_path(*parts: str) -> Path:
    """A data file's path under the resources folder."""
    return resource_root().joinpath(*parts)
