"""Verdicts as a documented, stable JSON document and as plain text (for `judgeapp check`)."""

from __future__ import annotations

from typing import Any

from .patterns import lazy
from . import messages as msg
from .rules_text import RulesIndex
from .state import GameState
from .verdict import Check, Evaluation, Option

REPORT_FORMAT = "judgeapp-verdicts"
REPORT_VERSION = 1


def _check(check: Check, section: str, lang: str) -> dict[str, Any]:
    return {"rule": check.rule, "passed": check.passed, "code": check.code, "params": check.params,
            "message": msg.render(section, check.code, check.params, lang)}


def _option(option: Option, lang: str) -> dict[str, Any]:
    return {
        "label": msg.option_label(option, lang),
        "card": option.card,
        "subject": option.subject,
        "legal": option.legal,
        "cost": option.cost,
        "detail": option.detail,
        "checks": [_check(c, "checks", lang) for c in option.checks],
        "notes": [_check(c, "checks", lang) for c in option.notes],
    }


def evaluation_json(evaluation: Evaluation, lang: str = "en", state: GameState | None = None) -> dict[str, Any]:
    """One player's verdicts as plain data, reasons in words; with the board, each warning says
    what it is about as the text report names it ("about": "Volrath's Curse (B, battlefield)")."""
    about = msg.warning_places(evaluation.warnings, state, lang) if state is not None \
        else [None] * len(evaluation.warnings)
    return {
        "player": evaluation.player,
        "warnings": [{**_check(w, "warnings", lang), "where": w.params.get("where"), "about": place}
                     for w, place in zip(evaluation.warnings, about)],
        "actions": [
            {
                "action": v.action.value,
                "rule": v.rule,
                "title": msg.action_title(v.action.value, lang),
                "any_legal": v.any_legal,
                "nothing_to_do": _check(v.nothing_to_do, "nothing", lang) if v.nothing_to_do else None,
                "options": [_option(o, lang) for o in v.options],
            }
            for v in evaluation.verdicts
        ],
    }


def report_json(state: GameState, evaluations: list[Evaluation], title: str = "",
                lang: str = "en") -> dict[str, Any]:
    """The `judgeapp check --json` report: the board's facts and every player's verdicts."""
    return {
        "format": REPORT_FORMAT,
        "version": REPORT_VERSION,
        "scenario": title,
        "turn": state.turn,
        "active_player": state.active_player,
        "step": state.step.value,
        "priority": state.priority,
        "players": [evaluation_json(e, lang, state) for e in evaluations],
    }


def report_text(state: GameState, evaluations: list[Evaluation], title: str = "", lang: str = "en") -> str:
    """The `judgeapp check` report in a language: the board's facts and every player's verdicts."""
    words = msg.catalog(lang).get("words", {})

    def cli(code: str, **params: Any) -> str:
        return msg.render("cli", code, params, lang)

    legal_word, not_legal_word, sep = cli("legal"), cli("not_legal"), msg.colon(lang)
    width = max(len(legal_word), len(not_legal_word)) + 1
    lines = []
    if title:
        lines.append(title)
    lines.append(cli("header", turn=state.turn, active=state.active_player,
                     step=words.get(state.step.value, state.step.value),
                     priority=state.priority or cli("nobody"), count=len(state.stack)))
    for evaluation in evaluations:
        lines.append("")
        lines.append(cli("for_player", player=evaluation.player))
        warned: dict[str, int] = {}      # a line said once, with its count, as identical options are
        for warning, place in zip(evaluation.warnings, msg.warning_places(evaluation.warnings, state, lang)):
            about = f"{place}{sep}" if place else ""      # what it is about: a card, a spell, an effect
            line = f"  ! {msg.cited(cli('warning'), warning.rule, lang)}{sep}{about}{msg.warning_text(warning, lang)}"
            warned[line] = warned.get(line, 0) + 1
        lines.extend(line + (f" ×{count}" if count > 1 else "") for line, count in warned.items())
        for v in evaluation.verdicts:
            head = f"  {v.rule} {msg.action_title(v.action.value, lang)}"
            if v.nothing_to_do:
                lines.append(f"{head}{sep}" + msg.cited(words.get("nothing_to_do", "nothing to do"), msg.nothing_text(v, lang), lang))
                continue
            lines.append(f"{head}{sep.rstrip()}")
            for group in v.option_groups():
                o = group[0]
                cost = " " + cli("cost", cost=o.cost) if o.cost else ""
                label = msg.option_label(o, lang) + (f" ×{len(group)}" if len(group) > 1 else "")
                if o.legal:
                    lines.append(f"    {legal_word:<{width}}{label}{cost}")
                else:
                    fail = o.failed[0]
                    lines.append(f"    {not_legal_word:<{width}}{label}{cost}{sep}"
                                 + msg.cited(msg.check_text(fail, lang), fail.rule, lang))
                for note in o.notes:
                    lines.append(f"{' ' * (width + 4)}{msg.cited(cli('note'), note.rule, lang)}{sep}{msg.check_text(note, lang)}")
    return "\n".join(lines)


def state_line(state: GameState, lang: str = "en") -> str:
    """The situation in one line: turn, whose turn, step, priority, stack size."""
    words = msg.catalog(lang).get("words", {})
    return msg.render("cli", "header", {"turn": state.turn, "active": state.active_player,
                                        "step": words.get(state.step.value, state.step.value),
                                        "priority": state.priority or msg.render("cli", "nobody", {}, lang),
                                        "count": len(state.stack)}, lang)


_MARKDOWN = lazy(r"([\\`*_\[\]<>|~#])")


def markdown_text(text: str) -> str:
    """Text (a title, a card or player name, a rule quoted from a file the user chose) as
    Markdown that reads as that text: what would be markup (emphasis, a link, HTML, a table, a
    heading) escaped, and a line break made a space, so it stays on its line."""
    return _MARKDOWN.sub(r"\\\1", " ".join(text.splitlines()))


def ruling_text(state: GameState, option: Option, rules: RulesIndex, title: str = "", lang: str = "en",
                markdown: bool = False) -> str:
    """A ruling to paste into a judge chat or a study document: the situation in one line, the
    answer, the reason (every condition that fails, or that the action is legal), and the exact
    text of each rule involved, quoted from the Comprehensive Rules in use."""
    def word(code: str, **params: Any) -> str:
        return msg.render("ruling", code, params, lang)
    sep = msg.colon(lang)

    label = msg.option_label(option, lang)
    cost = " " + msg.render("cli", "cost", {"cost": option.cost}, lang) if option.cost else ""
    answer = word({True: "legal", False: "not_legal"}[option.legal], player=option.player, action=label + cost)
    reasons = [msg.cited(msg.check_text(c, lang), c.rule, lang) for c in (*(option.failed or ()), *option.notes)]
    cited = list(dict.fromkeys([option.rule, *(c.rule for c in option.failed), *(n.rule for n in option.notes)]))
    quotes = [rules.text(number) for number in cited if number in rules]
    situation = " — ".join(part for part in (title, state_line(state, lang)) if part)
    if markdown:      # every text in it is the data's, not markup: escaped (markdown_text)
        md = markdown_text
        lines = [f"**{word('situation')}{sep.rstrip()}** {md(situation)}", "",
                 f"**{word('answer')}{sep.rstrip()}** {md(answer)}"]
        if reasons:
            lines += ["", f"**{word('why')}{sep.rstrip()}**", *(f"- {md(r)}" for r in reasons)]
        for quote in quotes:
            lines += ["", f"> {md(quote)}"]
    else:
        lines = [f"{word('situation')}{sep}{situation}", f"{word('answer')}{sep}{answer}"]
        if reasons:
            lines += [f"{word('why')}{sep.rstrip()}", *(f"  - {r}" for r in reasons)]
        lines += ["", *quotes] if quotes else []
    source = word("source", source=rules.source)
    return "\n".join(lines + ["", f"_{markdown_text(source)}_" if markdown else source]) + "\n"
