"""Reading window.ini, the app's remembered settings, without trusting it.

The file is plain text in the user's data folder: a hand edit, a sync tool or a crash while it
was written can leave any value of any kind under any key. A value that is not of the kind asked
for reads as not set (the default), so a damaged file never stops the app from starting; the
next change of that setting writes it again, whole.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QByteArray, QSettings

from ..paths import SETTINGS_FILE


def in_folder(data_dir: Path) -> QSettings:
    """The settings file in a data folder (each window that remembers something opens it)."""
    return QSettings(str(data_dir / SETTINGS_FILE), QSettings.Format.IniFormat)


def text(settings: QSettings, key: str, default: str, allowed: tuple[str, ...] | None = None) -> str:
    """A string setting (one of `allowed`, if given)."""
    value = settings.value(key)
    if not isinstance(value, str) or (allowed is not None and value not in allowed):
        return default
    return value


def flag(settings: QSettings, key: str, default: bool = False) -> bool:
    """A yes/no setting (the INI file holds it as "true" or "false")."""
    value = settings.value(key)
    if value in (True, "true"):
        return True
    if value in (False, "false"):
        return False
    return default


def blob(settings: QSettings, key: str) -> QByteArray | None:
    """Bytes Qt saved for itself (a window's geometry and layout)."""
    value = settings.value(key)
    return value if isinstance(value, QByteArray) and not value.isEmpty() else None


def sizes(settings: QSettings, key: str, count: int) -> list[int] | None:
    """`count` sizes in pixels (a splitter's), each a whole number from 0 to 100,000."""
    value = settings.value(key)
    if not isinstance(value, list) or len(value) != count:
        return None
    found = []
    for item in value:
        if isinstance(item, bool) or not isinstance(item, (int, str)):
            return None
        try:
            size = int(item)
        except ValueError:
            return None
        if not 0 <= size <= 100_000:
            return None
        found.append(size)
    return found


def record(settings: QSettings, key: str) -> dict[str, Any]:
    """A record saved as a whole (a dialog's last choices), keyed by strings; {} if none."""
    value = settings.value(key)
    if not isinstance(value, dict):
        return {}
    return {k: v for k, v in value.items() if isinstance(k, str)}


def field(found: dict[str, Any], key: str, kind: type | tuple[type, ...], default: Any) -> Any:
    """One field of a record, if it is of the kind expected (a bool is not taken for a number)."""
    value = found.get(key, default)
    if kind is int and isinstance(value, bool):
        return default
    return value if isinstance(value, kind) else default
