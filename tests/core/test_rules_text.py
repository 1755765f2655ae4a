"""The Comprehensive Rules index, parsed from the shipped official file, and the seeds."""

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


def test_a_translation_file_in_the_official_layout_is_loaded_unofficial(tmp_path):
    fixture = tmp_path / "rules-xx.txt"
    fixture.write_text("Règles\n\nCes règles sont effectives.\n\nContents\n\n1. Concepts\nGlossary\nCredits\n"
                       "1. Concepts\n\n116. Actions spéciales\n\n116.1. Texte un.\n\n116.2a Texte deux.\n"
                       "Example: Un exemple.\n\nGlossary\n", encoding="utf-8")
    rules = load_rules(fixture)
    assert not rules.official and rules.text("116.2a") == "116.2a Texte deux."
    assert rules.get("116.2a").examples == ["Example: Un exemple."]


def test_italian_and_japanese_116_are_current_with_their_source():
    langs = {t.language: t for t in translations("116.2k")}
    assert set(langs) == {"it", "ja"}
    assert langs["it"].text.startswith("Un giocatore che ha una carta con tramare")
    assert "20260807" in langs["ja"].edition


def test_the_italian_page_lacks_116_2e_and_says_so():
    assert [t.language for t in translations("116.2e")] == ["ja"]
    italian = next(t for t in translations("116.2a") if t.language == "it")
    assert "116.2e" in italian.caveat


def test_rule_115_seeds_are_never_offered_as_a_current_rule():
    assert {s.file for s in superseded()} == {"115-es.txt", "115-fr-page.txt"}
    assert translations("115.2a") == [] and translations("115.2e") == []
    assert all("older edition" in s.edition for s in superseded())
