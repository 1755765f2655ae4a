"""The Comprehensive Rules index, parsed from the shipped official file, and the seeds."""

import re

import pytest

from judgeapp.core.resources import resource_path
from judgeapp.core.rules_text import load_rules, parse_rules
from judgeapp.core.translations import superseded, translations

RULES = load_rules()
RAW = resource_path("rules", "comprehensive-rules-en.txt").read_text(encoding="utf-8")


def test_effective_date_of_the_shipped_edition():
    assert RULES.effective_date == "April 17, 2026" and RULES.official


def test_116_2_lists_twelve_special_actions_skipping_l_and_o():
    assert RULES.get("116.2").children == [f"116.2{c}" for c in "abcdefghijkm"]


def test_rule_text_is_exactly_a_line_of_the_official_file():
    for number in ("116.2k", "116.3", "702.170a", "305.2b", "514.3a"):
        assert RULES.text(number) in RAW.split("\n"), number


def test_quirks_of_the_official_file_are_accepted():
    # "119.1d." has an extra period and "606.5" lacks one in Wizards' own text.
    assert RULES.get("119.1d").text.startswith("In a two-player Brawl game")
    assert RULES.get("606.5").text.startswith("If the total cost to activate a loyalty ability")


def test_bom_and_crlf_give_the_same_index():
    windows = parse_rules("\ufeff" + RAW.replace("\n", "\r\n"))
    assert windows.rules.keys() == RULES.rules.keys()
    assert windows.get("116.2k").text == RULES.get("116.2k").text


def test_examples_belong_to_their_rule_and_references_are_found():
    assert RULES.get("101.2").examples[0].startswith("Example: If one effect reads")
    assert "708" in RULES.get("116.2b").references
    assert "702.170" in RULES.get("116.2k").references


TRANSLATION_FIXTURE = (
    "万智牌完整规则\n\n此规则于2026年4月17日起生效。\n\n目录\n\n1. 游戏概念\n116. 特殊动作\n术语表\n鸣谢\n\n"
    "1. 游戏概念\n\n116. 特殊动作\n\n116.1. 特殊动作是牌手拥有优先权时可以执行的动作。\n\n"
    "116.2a 使用地是特殊动作。\nExample: 一个例子。\n\n术语表\n\n异能\n1. 一个物件上的叙述。\n\n鸣谢\n")


def test_a_translation_in_the_official_layout_is_loaded_and_labelled_unofficial(tmp_path):
    # A small fixture in the layout of the community Chinese translation (which is not shipped).
    fixture = tmp_path / "rules-zh.txt"
    fixture.write_text(TRANSLATION_FIXTURE, encoding="utf-8")
    rules = load_rules(fixture)
    assert not rules.official and rules.effective_date == "2026-04-17"
    assert rules.text("116.2a") == "116.2a 使用地是特殊动作。"
    assert rules.get("116.2a").examples == ["Example: 一个例子。"]
    assert "术语表" not in rules.get("116.2a").text   # the glossary is not part of the last rule


def test_a_newer_official_english_file_is_recognised_as_official(tmp_path):
    newer = tmp_path / "MagicCompRules 20260925.txt"
    newer.write_text(RAW.replace("April 17, 2026", "September 25, 2026"), encoding="utf-8")
    rules = load_rules(newer)
    assert rules.official and rules.effective_date == "September 25, 2026"


def test_a_file_that_is_not_the_rules_is_refused(tmp_path):
    other = tmp_path / "notes.txt"
    other.write_text("Some notes\n1. First\n2. Second\n", encoding="utf-8")
    with pytest.raises(ValueError, match="no rule 116"):
        load_rules(other)


def test_italian_and_japanese_116_are_current_with_their_source():
    langs = {t.language: t for t in translations("116.2k")}
    assert set(langs) == {"it", "ja"}
    assert langs["it"].text.startswith("Un giocatore che ha una carta con tramare")
    assert "20260807" in langs["ja"].edition


def test_the_italian_page_lacks_116_2e_and_says_so():
    assert [t.language for t in translations("116.2e")] == ["ja"]
    italian = next(t for t in translations("116.2a") if t.language == "it")
    assert "116.2e" in italian.caveat


@pytest.mark.parametrize(("lang", "own_words"), [("it", "traduzione non ufficiale"), ("ja", "非公式の翻訳")])
def test_a_translation_is_labelled_in_its_readers_language(lang, own_words):
    """A translated rule is shown only to readers of its language, with where it comes from and what
    it lacks: in that language, saying it is unofficial, not in English."""
    shown = next(t for t in translations("116.2a") if t.language == lang)
    label = f"{shown.source} {shown.edition} {shown.caveat or ''}"
    assert own_words in label and not re.search(r"\b(page|quoting|missing|the)\b", label)


def test_rule_115_seeds_are_never_offered_as_a_current_rule():
    assert {s.file for s in superseded()} == {"115-es.txt", "115-fr-page.txt"}
    assert translations("115.2a") == [] and translations("115.2e") == []
    assert all("older edition" in s.edition for s in superseded())


# ---- the glossary, and looking up a rule by number or words (Help ▸ Look up a rule, `judgeapp rule`)

def _glossary_blocks() -> list[str]:
    """The shipped file's glossary as printed: from its heading to the credits' (each heading's
    second appearance; the first is in the contents), blocks apart by blank lines."""
    lines = RAW.split("\n")
    start = [i for i, line in enumerate(lines) if line.strip() == "Glossary"][1]
    end = [i for i, line in enumerate(lines) if line.strip() == "Credits"][1]
    return [block.strip() for block in re.split(r"\n[ \t]*\n", "\n".join(lines[start + 1:end])) if block.strip()]


def test_the_glossary_holds_every_entry_of_the_file_in_its_own_words():
    blocks = _glossary_blocks()
    assert len(RULES.glossary) == len(blocks) > 700
    for block in blocks:
        term, *lines = [line.strip() for line in block.split("\n")]     # (a few lines end in a space)
        assert RULES.glossary[term] == "\n".join(lines), term
    assert list(RULES.glossary)[:2] == ["Abandon", "Ability"] and "Credits" not in RULES.glossary


def test_a_translations_glossary_ends_at_its_own_credits_heading():
    rules = parse_rules(TRANSLATION_FIXTURE, "rules-zh.txt", official=False)
    assert rules.glossary == {"异能": "1. 一个物件上的叙述。"}


@pytest.mark.parametrize("query", ["702.61b", "702.61b.", "  702.61b ", "116.2.", "116"])
def test_a_rule_number_finds_that_rule_alone(query):
    number = query.strip().rstrip(".")
    assert [(f.kind, f.key, f.words) for f in RULES.look_up(query)] == [("rule", number, RULES.get(number).text)]


def test_a_number_this_edition_lacks_finds_nothing_not_a_word_match():
    assert RULES.look_up("999.9") == [] and RULES.look_up("116.2z") == []


def test_words_find_the_glossary_entry_first_then_the_rules_that_say_them():
    # 702.61 Split second: the glossary's "Split Second" entry, then 702.61-702.61c (which say
    # "split second" as typed) in the file's order, then rules with both words apart (500.10).
    found = RULES.look_up("split SECOND")
    keys = [f.key for f in found]
    assert keys[:5] == ["Split Second", "702.61", "702.61a", "702.61b", "702.61c"]
    assert "500.10" in keys[5:]
    for each in found:
        words = (each.words + " " + " ".join(RULES.get(each.key).examples) if each.kind == "rule"
                 else each.key + " " + each.words).lower()
        assert "split" in words and "second" in words, each.key


def test_a_straight_apostrophe_finds_the_files_curly_one():
    printed = next(number for number, rule in RULES.rules.items() if "owner’s graveyard" in rule.text)
    assert printed in [f.key for f in RULES.look_up("owner's graveyard")]


def test_no_words_find_nothing():
    assert RULES.look_up("") == [] and RULES.look_up("   ") == []


def test_the_effective_date_is_read_as_a_date_to_be_said_in_any_language(tmp_path):
    """"April 17, 2026" (the English file's words) and a Chinese edition's 2026-04-17 are both the
    date 2026-04-17, which the app writes as the reader's language writes dates; a date that can't
    be read stays as the file says it (None here)."""
    from datetime import date
    from judgeapp.core.rules_text import RulesIndex, effective_day
    assert effective_day(RULES) == date(2026, 4, 17)
    fixture = tmp_path / "rules-zh.txt"
    fixture.write_text(TRANSLATION_FIXTURE, encoding="utf-8")
    assert effective_day(load_rules(fixture)) == date(2026, 4, 17)
    for said in (None, "Smarch 17, 2026", "February 30, 2026", "2026-13-01"):
        assert effective_day(RulesIndex({}, said, "file", False)) is None, said
