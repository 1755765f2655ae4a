"""The interface in every shipped language: each .ts complete, placeholders intact, and no
string in the code left out (lupdate is run on the current sources and compared)."""

import re
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from judgeapp.core.resources import resource_path
from judgeapp.gui.i18n import LANGUAGES, _lrelease, compile_ts

ROOT = Path(__file__).resolve().parents[2]
GUI_SOURCES = sorted((ROOT / "src" / "judgeapp" / "gui").glob("*.py"))
TRANSLATED = [lang for lang in LANGUAGES if lang != "en"]      # English's .ts has plural forms only
PLACEHOLDERS = re.compile(r"\{[a-z_]+\}|%n|%\d")


def _messages(path):
    root = ET.parse(path).getroot()
    for context in root.findall("context"):
        for message in context.findall("message"):
            yield context.findtext("name") or "", message


def test_every_shipped_language_has_a_ts_file():
    """English has one too, for its plural forms only."""
    assert sorted(p.stem.split("_")[1] for p in resource_path("i18n").glob("*.ts")) == sorted(LANGUAGES)


def test_english_translates_exactly_the_strings_with_a_number():
    """A string with %n needs English plural forms ("1 situation", "2 situations"); any other
    English string is its own source."""
    english = list(_messages(resource_path("i18n", "judgeapp_en.ts")))
    assert english and all(m.get("numerus") == "yes" for _, m in english)
    for _, lang_message in english:
        forms = [f.text for f in lang_message.find("translation").findall("numerusform")]
        assert len(forms) == 2 and all(forms), lang_message.findtext("source")
        assert "(s)" not in " ".join(forms)
    plural_in = {(c, m.findtext("source")) for lang in TRANSLATED
                 for c, m in _messages(resource_path("i18n", f"judgeapp_{lang}.ts")) if m.get("numerus") == "yes"}
    assert {(c, m.findtext("source")) for c, m in english} == plural_in


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_every_string_is_translated_with_its_placeholders(lang):
    for context, message in _messages(resource_path("i18n", f"judgeapp_{lang}.ts")):
        source = message.findtext("source")
        translation = message.find("translation")
        assert translation.get("type") not in ("unfinished", "vanished", "obsolete"), (lang, context, source)
        forms = [f.text for f in translation.findall("numerusform")] or [translation.text]
        for form in forms:
            assert form and form.strip(), (lang, context, source)
            wanted = set(PLACEHOLDERS.findall(source)) - ({"%n"} if len(forms) == 1 and lang == "ja" else set())
            assert set(PLACEHOLDERS.findall(form)) >= wanted, (lang, context, source, form)


@pytest.mark.skipif(_lrelease() is None, reason="Qt's tools are not installed")
def test_no_string_in_the_code_is_missing_from_the_translations(tmp_path):
    import PySide6
    lupdate = Path(PySide6.__file__).parent / "lupdate"
    fresh = tmp_path / "fresh.ts"
    subprocess.run([str(lupdate), *map(str, GUI_SOURCES), "-ts", str(fresh)], check=True, capture_output=True)
    in_code = {(c, m.findtext("source")) for c, m in _messages(fresh)}
    for lang in TRANSLATED:
        shipped = {(c, m.findtext("source")) for c, m in _messages(resource_path("i18n", f"judgeapp_{lang}.ts"))}
        assert in_code - shipped == set(), f"{lang}: run lupdate and translate the new strings"


@pytest.mark.skipif(_lrelease() is None, reason="Qt's tools are not installed")
def test_lrelease_builds_every_language(tmp_path):
    for lang in TRANSLATED:
        qm = tmp_path / f"judgeapp_{lang}.qm"
        assert compile_ts(resource_path("i18n", f"judgeapp_{lang}.ts"), qm) and qm.stat().st_size > 1000


def test_japanese_writes_its_full_width_colon_like_the_rules_messages():
    """The reasons and the command line write "：" (the Japanese catalog's colon); eleven interface
    strings wrote ":" ("{path}を開けなかった:"), so one dialog mixed both. Kept ASCII: what the
    user types in that form ("名前: 個数", read by the counters dialog), web addresses, and the
    time in a date format ("H:mm": Qt's pattern, which writes 20:56)."""
    for context, message in _messages(resource_path("i18n", "judgeapp_ja.ts")):
        text = "".join(message.find("translation").itertext())
        if "名前: 個数" in text or "://" in text or (context == "dates" and "H:mm" in text):
            continue
        assert not re.search(r"(?<![{:/]):(?![/}])", text), (context, message.findtext("source"), text)


def test_japanese_interface_writes_full_width_parentheses_like_the_reasons():
    """The reasons write "（502.3）", yet 28 interface strings wrote "( )": a card read
    "裏向き(変異)" above a verdict "表向きにする（変異）". Kept ASCII: the menus' "(&F)" (Qt's
    Japanese mnemonic convention) and file filters such as "(*.json)", which Qt parses."""
    for context, message in _messages(resource_path("i18n", "judgeapp_ja.ts")):
        text = re.sub(r"\(&\w\)|\(\*[^)]*\)", "", "".join(message.find("translation").itertext()))
        assert "(" not in text and ")" not in text, (context, message.findtext("source"), text)
