"""Properties over rules files a user may choose (Help ▸ Use another Comprehensive Rules file):
the official text cut, spliced and sprinkled with markup and odd characters. Reading it never
raises, every look-up answer names a rule or glossary entry the file has, and the pages the rules
window shows for them are built without error and hold the file's words only as plain text."""

import html

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from judgeapp.core.resources import resource_path
from judgeapp.core.rules_text import parse_rules

LINES = resource_path("rules", "comprehensive-rules-en.txt").read_text(encoding="utf-8").split("\n")
GLOSSARY_AT = [i for i, line in enumerate(LINES) if line.strip() == "Glossary"][1]
ODD = ["<b>x</b>", "<img src=x>", "&amp;", "\u2019", "\u202e", "\x00", "Glossary", "Credits", "", "   ",
       "1. Game Concepts", "116.2z. Made up.", "Example: an example", "702.61b"]
SETTINGS = settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@st.composite
def rules_files(draw) -> str:
    """The official text's head (contents) and a window around the rules' end and the glossary,
    with lines dropped, repeated and inserted."""
    start = draw(st.integers(GLOSSARY_AT - 400, GLOSSARY_AT - 1))
    end = draw(st.integers(GLOSSARY_AT + 1, len(LINES)))
    lines = LINES[:200] + LINES[start:end]
    for _ in range(draw(st.integers(0, 25))):
        at = draw(st.integers(0, len(lines)))
        choice = draw(st.integers(0, 2))
        if choice == 0 and lines:
            del lines[min(at, len(lines) - 1)]
        elif choice == 1:
            lines.insert(at, draw(st.sampled_from(ODD)))
        else:
            lines.insert(at, draw(st.text(max_size=30)))
    return "\n".join(lines)


@SETTINGS
@given(rules_files(), st.sampled_from(["", "split second", "702.61b", "graveyard", "<b>", "owner's", "x", "\u2019"]))
def test_reading_and_looking_up_never_fails_and_answers_name_what_the_file_has(raw, query):
    from judgeapp.gui.rule_html import glossary_page, rule_page
    rules = parse_rules(raw, "chosen.txt", official=False)
    for found in rules.look_up(query):
        page = glossary_page(rules, found.key) if found.kind == "glossary" else rule_page(rules, found.key)
        if found.kind == "glossary":
            assert found.words == rules.glossary[found.key]
            assert html.escape(found.key) in page       # the term as its characters
        else:
            assert found.words == rules.get(found.key).text
        assert "<b>x</b>" not in page and "<img src=x>" not in page      # markup from the file is escaped
