"""Brings the interface translations up to date with the code, then fills in new strings.

    .venv/bin/python scripts/update_translations.py [NEW.json]

Runs Qt's lupdate over src/judgeapp/gui (new strings arrive as "unfinished", strings no longer
in the code are dropped), reuses the translation of the same English in another context, then,
if given, takes translations from NEW.json:
{"English source": {"it": "...", "ja": "...", "es": "...", "fr": "..."}}. Prints every string
still unfinished; tests/gui/test_translations.py fails while any is left.

A string with a number (`self.tr("%n situation(s)", "", n)`) takes a list of plural forms in
each language, and English too: {"%n situation(s)": {"en": ["%n situation", "%n situations"],
"it": [...], "ja": ["%n件の状況"], ...}}. English's .ts holds only such strings (lupdate
-pluralonly): everything else is the English source itself.
"""

from __future__ import annotations

import json
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import PySide6

ROOT = Path(__file__).resolve().parents[1]
LANGS = ("en", "it", "ja", "es", "fr")


def main(argv: list[str]) -> int:
    new = json.loads(Path(argv[0]).read_text(encoding="utf-8")) if argv else {}
    lupdate = Path(PySide6.__file__).parent / "lupdate"
    sources = sorted(str(p) for p in (ROOT / "src" / "judgeapp" / "gui").glob("*.py"))
    left = 0
    for lang in LANGS:
        ts = ROOT / "resources" / "i18n" / f"judgeapp_{lang}.ts"
        plural_only = ["-pluralonly"] if lang == "en" else []
        subprocess.run([str(lupdate), "-no-obsolete", "-locations", "none", *plural_only, *sources, "-ts", str(ts)],
                       check=True, capture_output=True)
        tree = ET.parse(ts)
        finished = {m.findtext("source"): m.find("translation").text for m in tree.getroot().iter("message")
                    if m.find("translation").get("type") is None and m.get("numerus") != "yes"}
        for message in tree.getroot().iter("message"):
            translation = message.find("translation")
            if translation.get("type") != "unfinished":
                continue
            source = message.findtext("source")
            # The same English already translated in another context: the same words here.
            text = new.get(source, {}).get(lang) or finished.get(source)
            if text is None:
                print(f"{lang}: unfinished: {source!r}")
                left += 1
                continue
            translation.attrib.pop("type")
            if message.get("numerus") == "yes":
                translation.text = None
                for empty in list(translation):        # lupdate's empty forms
                    translation.remove(empty)
                for form in (text if isinstance(text, list) else [text]):
                    ET.SubElement(translation, "numerusform").text = form
            else:
                translation.text = text
        ts.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n'
                      + ET.tostring(tree.getroot(), encoding="unicode") + "\n", encoding="utf-8")
    print(f"{left} strings left to translate")
    return 1 if left else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
