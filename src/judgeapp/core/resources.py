"""Where the shipped data lives: inside the installed package, or at the top of a checkout."""

from __future__ import annotations

from functools import cache
from pathlib import Path


@cache
def resource_root() -> Path:
    """Where judgeapp's data files are (inside the installed package, or the checkout). The
    package is always a folder on disk (the data is read as files), so its files are found from
    this module's own path, without importlib.resources and the zip support it imports."""
    installed = Path(__file__).resolve().parents[1] / "resources"
    if installed.is_dir():
        return installed
    checkout = Path(__file__).resolve().parents[3] / "resources"
    if checkout.is_dir():
        return checkout
    raise FileNotFoundError(f"judgeapp resources not found (looked in {installed} and {checkout})")


def resource_path(*parts: str) -> Path:
    """A data file's path under the resources folder."""
    return resource_root().joinpath(*parts)
