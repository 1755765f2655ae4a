"""Every shipped language has every string and reason code of the English catalog, with the
same placeholders and mana symbols. This fails as soon as a code or a string is added to
English and not translated."""

import json
import re

import pytest

from judgeapp.core import messages
from judgeapp.core.resources import resource_path

SHIPPED = sorted(p.stem for p in resource_path("messages").glob("*.json"))
PLACEHOLDER = re.compile(r"\{([a-z_]+)\}")
MANA = re.compile(r"\{[A-Z0-9/]+\}")


def test_the_five_languages_are_shipped():
    assert SHIPPED == ["en", "es", "fr", "it", "ja"]


@pytest.mark.parametrize("lang", [lang for lang in SHIPPED if lang != "en"])
def test_catalog_matches_english(lang):
    english = json.loads(resource_path("messages", "en.json").read_text(encoding="utf-8"))
    other = json.loads(resource_path("messages", f"{lang}.json").read_text(encoding="utf-8"))
    assert set(other) == set(english)
    for section, entries in english.items():
        assert set(other[section]) == set(entries), f"{lang}: {section} differs"
        for code, text in entries.items():
            translated = other[section][code]
            assert translated.strip(), f"{lang}: {section}.{code} is empty"
            assert set(PLACEHOLDER.findall(translated)) == set(PLACEHOLDER.findall(text)), f"{lang}: {section}.{code}"
            assert sorted(MANA.findall(translated)) == sorted(MANA.findall(text)), f"{lang}: {section}.{code}"


def test_an_unknown_language_falls_back_to_english():
    assert messages.render("checks", "stack_empty", {}, "xx") == "The stack is empty."
