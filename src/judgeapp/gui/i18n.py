"""Languages: Qt's translation system for the interface (.ts sources in resources/i18n,
.qm built from them by `lrelease`) and the core's catalogs for reasons and rules.

The .qm files are built by the project's scripts before installing (scripts/*.sh), and, where
a package has none (an install that skipped that step) or one built from another .ts, built once
into the user's cache. Beside each .qm, a ".source" file holds the checksum of the .ts it was
built from: an install writes files in any order (a wheel's .ts lands after its .qm), so their
times can't tell a current .qm from a stale one.
"""

from __future__ import annotations

import shutil
import zlib
from datetime import date, datetime
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QDate, QDateTime, QLibraryInfo, QLocale, QTime, QTranslator
from PySide6.QtWidgets import QApplication

from ..core.resources import resource_path

LANGUAGES = {"en": "English", "it": "Italiano", "ja": "日本語", "es": "Español", "fr": "Français"}
DEFAULT = "en"


_LOCALES = {"en": "en_US", "it": "it_IT", "ja": "ja_JP", "es": "es_ES", "fr": "fr_FR"}


def _locale(lang: str) -> QLocale:
    return QLocale(_LOCALES.get(lang, _LOCALES[DEFAULT]))


def _written(day: date, lang: str, form: str) -> str:
    """A date in a Qt date pattern (the interface's translation of one), with the language's
    month names (Qt's locale data)."""
    return _locale(lang).toString(QDate(day.year, day.month, day.day), form)


def date_text(day: date, lang: str) -> str:
    """A date as the language writes it: its month names in the order of the interface's
    translation of "MMMM d, yyyy" ("17 avril 2026", "2026年4月17日")."""
    return _written(day, lang, QCoreApplication.translate("dates", "MMMM d, yyyy"))


def number_text(number: int, lang: str) -> str:
    """A whole number as the language groups its digits ("30,000", "30.000", "30 000")."""
    return _locale(lang).toString(number)


def short_date_text(day: date, lang: str) -> str:
    """A date with the month's short name, as under the progress chart ("Dec 5, 2026",
    "5 déc. 2026", "2026年12月5日")."""
    return _written(day, lang, QCoreApplication.translate("dates", "MMM d, yyyy"))


def month_text(day: date, lang: str) -> str:
    """The month of a date ("November 2026", "novembre 2026", "2026年11月")."""
    return _written(day, lang, QCoreApplication.translate("dates", "MMMM yyyy"))


def moment_text(when: datetime, lang: str) -> str:
    """A day and a time of it, as a sentence says when something happened ("December 5, 2026 at
    8:56 PM", "5 décembre 2026 à 20:56", "2026年12月5日 20:56")."""
    form = QCoreApplication.translate("dates", "MMMM d, yyyy 'at' h:mm AP")
    moment = QDateTime(QDate(when.year, when.month, when.day), QTime(when.hour, when.minute))
    return _locale(lang).toString(moment, form)


def system_language() -> str:
    code = QLocale.system().name().split("_")[0]
    return code if code in LANGUAGES else DEFAULT


def ts_path(lang: str) -> Path:
    return resource_path("i18n", f"judgeapp_{lang}.ts")


def _lrelease() -> str | None:
    import PySide6
    bundled = Path(PySide6.__file__).parent / "lrelease"
    if bundled.exists():
        return str(bundled)
    return shutil.which("pyside6-lrelease") or shutil.which("lrelease")


def _source_key(ts: Path) -> str:
    """What a .ts says, as a checksum (CRC-32): the key of the .qm built from it."""
    return f"{zlib.crc32(ts.read_bytes()):08x}"


def _key_file(qm: Path) -> Path:
    return qm.with_name(qm.name + ".source")


def compile_ts(ts: Path, qm: Path) -> bool:
    """Build `qm` from `ts` with lrelease, and write beside it the key of the .ts it came from."""
    tool = _lrelease()
    if tool is None:
        return False
    import subprocess       # (only where an install came without its compiled translations)
    qm.parent.mkdir(parents=True, exist_ok=True)
    result = subprocess.run([tool, "-silent", str(ts), "-qm", str(qm)], capture_output=True)
    if result.returncode != 0 or not qm.exists():
        return False
    try:
        _key_file(qm).write_text(_source_key(ts), encoding="ascii")
    except OSError:
        pass        # (the .qm still works; the next start builds it again)
    return True


def _built_from(qm: Path, ts: Path) -> bool:
    """Whether `qm` was built from `ts` as it is now."""
    try:
        return qm.exists() and _key_file(qm).read_text(encoding="ascii").strip() == _source_key(ts)
    except (OSError, UnicodeDecodeError):
        return False


def qm_path(lang: str, cache: Path | None = None) -> Path | None:
    """The compiled translation of the interface: packaged, or built into the cache."""
    ts = ts_path(lang)
    if not ts.exists():
        return None
    packaged = ts.with_suffix(".qm")
    if _built_from(packaged, ts):
        return packaged
    if cache is None:
        from ..paths import cache_dir
        cache = cache_dir()
    built = cache / "i18n" / packaged.name
    if _built_from(built, ts):
        return built
    return built if compile_ts(ts, built) else None


class Translations:
    """The translators installed in the application, replaced when the language changes. The
    app's windows share one (app_translations): the language is the application's, and Qt looks
    up every translation in all the translators installed."""

    def __init__(self):
        self._installed: list[QTranslator] = []
        self.lang = DEFAULT

    def install(self, lang: str) -> bool:
        """Switch the interface to lang; False if its translation could not be loaded."""
        app = QApplication.instance()
        for translator in self._installed:
            app.removeTranslator(translator)
        self._installed = []
        self.lang = lang if lang in LANGUAGES else DEFAULT
        ok = True
        qt_own = QTranslator()
        if self.lang != DEFAULT and qt_own.load(f"qtbase_{self.lang}",
                                                QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
            app.installTranslator(qt_own)
            self._installed.append(qt_own)
        # English too: its .ts has only the plural forms ("1 situation", "2 situations").
        ours = QTranslator()
        path = qm_path(self.lang)
        if path is not None and ours.load(str(path)):
            app.installTranslator(ours)
            self._installed.append(ours)
        else:
            ok = False
        return ok


_shared: Translations | None = None


def app_translations() -> Translations:
    """The one set of translators every main window uses."""
    global _shared
    if _shared is None:
        _shared = Translations()
    return _shared
