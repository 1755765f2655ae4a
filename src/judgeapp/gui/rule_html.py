"""The details view's HTML: exact rule text, links to the rules it points to, and every
condition checked. Everything from files or users is escaped: no rich-text injection."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication

from .i18n import date_text
from .mana_icons import cost_img_html
from ..core import messages
from ..core.rules_text import RulesIndex, effective_day, references
from ..core.translations import translations
from ..core.verdict import ActionVerdict, Option

PASS, FAIL = "✔", "✘"


def tr(text: str) -> str:
    return QCoreApplication.translate("", text)


def _rule_link(number: str) -> str:
    return f'<a href="rule:{escape(number)}">{escape(number)}</a>'


def _linked(words: str, references: list[str]) -> str:
    """Words escaped, each rule number they mention a link to it (longest numbers first, so that
    "702.62a" is not read as "702.62")."""
    text = escape(words)
    for ref in sorted(references, key=len, reverse=True):
        text = text.replace(escape(ref), f"\0{ref}\0")
    for ref in references:
        text = text.replace(f"\0{ref}\0", _rule_link(ref))
    return text.replace("\0", "")


def rule_block(rules: RulesIndex, number: str) -> str:
    """One rule, exactly as the file prints it, with its references as links."""
    if number not in rules:
        return f"<p>{escape(number)}</p>"
    rule = rules.get(number)
    text = _linked(rules.text(number), rule.references)
    examples = "".join(f"<p><i>{escape(e)}</i></p>" for e in rule.examples)
    return f"{_unofficial_note(rules)}<p>{text.replace(chr(10), '<br>')}</p>{examples}"


def translation_block(number: str, lang: str) -> str:
    """The rule in the reader's language from the seed pages, labelled with its source; only
    current editions are ever offered (translations.py)."""
    parts = []
    for translation in translations(number):
        if translation.language == lang:
            caveat = f" {escape(translation.caveat)}" if translation.caveat else ""
            parts.append(f"<p lang='{escape(lang)}'>[{escape(lang)}] {escape(translation.text)}<br><small>"
                         f"{escape(translation.source)}; {escape(translation.edition)}.{caveat}</small></p>")
    return "".join(parts)


def rule_page(rules: RulesIndex, number: str, lang: str = "en") -> str:
    rule_word, missing = tr("Rule"), tr("No such rule in this edition.")
    parts = [f"<h3>{escape(rule_word)} {escape(number)}</h3>"]
    if number not in rules:
        return parts[0] + f"<p>{escape(missing)}</p>"
    for rule in rules.subtree(number):
        parts.append(rule_block(rules, rule.number))
        parts.append(translation_block(rule.number, lang))
    parts.append(_edition_note(rules, lang))
    return "".join(parts)


def glossary_page(rules: RulesIndex, term: str, lang: str = "en") -> str:
    """A glossary entry exactly as the file prints it, the rules it points to as links."""
    words = rules.glossary[term]
    glossary = tr("Glossary")
    text = _linked(words, references(words, rules))
    return (f"<h3>{escape(term)}</h3><p><small>{escape(glossary)}</small></p>{_unofficial_note(rules)}"
            f"<p>{text.replace(chr(10), '<br>')}</p>{_edition_note(rules, lang)}")


def _unofficial_note(rules: RulesIndex) -> str:
    """Where the rules come from, for a file that is not Wizards' own text."""
    unofficial = tr("Unofficial rules text")
    return "" if rules.official else f"<p><b>{escape(unofficial)}: {escape(rules.source)}</b></p>"


def edition_date(rules: RulesIndex, lang: str) -> str | None:
    """The edition's effective date as the reader's language writes dates (as the file says it
    where it can't be read as a date); None where the file gives none."""
    day = effective_day(rules)
    return date_text(day, lang) if day is not None else rules.effective_date


def _edition_note(rules: RulesIndex, lang: str) -> str:
    """The edition's effective date, when the file gives one."""
    said = edition_date(rules, lang)
    if not said:
        return ""
    effective = tr("Comprehensive Rules effective")
    return f"<p><small>{escape(effective)} {escape(said)}</small></p>"


def _check_row(check, section: str, lang: str, hide: bool = False) -> str:
    mark = "" if hide else (PASS if check.passed else FAIL) + " "
    return (f"<li>{mark}{_rule_link(check.rule)}{escape(messages.colon(lang))}"
            f"{cost_img_html(messages.render(section, check.code, check.params, lang))}</li>")


def option_page(rules: RulesIndex, verdict: ActionVerdict, option: Option | None, lang: str = "en",
                hide_answers: bool = False) -> str:
    title = escape(messages.action_title(verdict.action.value, lang))
    parts = [f"<h3>{escape(verdict.rule)} {title}</h3>"]
    if option is not None:
        label = escape(messages.option_label(option, lang))
        cost_word = tr("cost")
        cost = f" — {escape(cost_word)} {cost_img_html(messages.cost_text(option.cost, lang))}" if option.cost else ""
        if hide_answers:
            parts.append(f"<p><b>{label}</b>{cost}</p>")
        else:
            verdict_word = tr("LEGAL") if option.legal else tr("NOT LEGAL")
            parts.append(f"<p><b>{label}</b>{cost}{escape(messages.colon(lang))}<b>{escape(verdict_word)}</b></p>")
            checked = tr("Conditions checked")
            parts.append(f"<h4>{escape(checked)}</h4><ul>")
            parts.extend(_check_row(c, "checks", lang) for c in option.checks)
            parts.append("</ul>")
        if option.notes and not hide_answers:
            notes = tr("Notes")
            parts.append(f"<h4>{escape(notes)}</h4><ul>")
            parts.extend(_check_row(c, "checks", lang, hide=True) for c in option.notes)
            parts.append("</ul>")
    elif verdict.nothing_to_do is not None:
        parts.append(f"<p>{escape(messages.nothing_text(verdict, lang))}</p>")
    the_rule = tr("The rule")
    parts.append(f"<h4>{escape(the_rule)}</h4>")
    parts.append(rule_block(rules, verdict.rule))
    parts.append(translation_block(verdict.rule, lang))
    cited = []
    if option is not None and not hide_answers:
        cited = [c.rule for c in (*option.checks, *option.notes) if c.rule != verdict.rule]
    for number in dict.fromkeys(cited):
        if number in rules:
            parts.append(rule_block(rules, number))
    return "".join(parts)
