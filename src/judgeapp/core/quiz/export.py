"""A question set for a study group: HTML (questions, then an answer key with reasons and
rule text) or JSON. All text from cards and files is escaped."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import json
from html import escape

from .. import messages
from ..mana_symbols import cost_html
from ..rules_text import load_rules
from ..state import ZONES, GameState
from .grading import summary
from .model import Grade, Question, QuizSettings

def describe_board(state: GameState, lang: str = "en") -> list[str]:
    """The board as lines of plain text, in the reader's language (card names as printed there)."""
    words = messages.catalog(lang).get("words", {})

    def cli(code: str, **params: Any) -> str:
        return messages.render("cli", code, params, lang)

    lines = [cli("header", turn=state.turn, active=state.active_player,
                 step=words.get(state.step.value, state.step.value),
                 priority=state.priority or cli("nobody"), count=len(state.stack))]
    variants = [name for name, on in (("Planechase", state.game.planechase),
                                      ("Conspiracy Draft", state.game.conspiracy_draft)) if on]
    if variants:
        lines.append(", ".join(variants))
    for player in state.players:
        for zone in ZONES:
            objs = getattr(player, zone)
            if objs:
                shown = []
                for obj in objs:
                    extra = [f"{obj.face_down.value}" if obj.face_down else "",
                             "T" if obj.tapped else "", f"owner {obj.owner}" if obj.owner else "",
                             f"{', '.join(obj.unlocked)}" if obj.unlocked else "",
                             f"→ {obj.attached_to}" if obj.attached_to else ""]
                    extra = [e for e in extra if e]
                    shown.append(messages.card_name(obj.card, lang) + (f" [{'; '.join(extra)}]" if extra else ""))
                lines.append(f"{player.id} — {words.get(zone, zone)}: {', '.join(shown)}")
        if player.companion:
            used = " ✓" if player.companion_put_into_hand else ""
            lines.append(f"{player.id} — companion: {player.companion}{used}")
    if state.turn_facts.lands_played:
        lines.append(f"lands played: {state.turn_facts.lands_played}")
    if state.turn_facts.planar_die_actions:
        lines.append("planar die: " + ", ".join(f"{pid} {n}" for pid, n in state.turn_facts.planar_die_actions.items()))
    if state.stack:
        lines.append("⇑ " + ", ".join(
            f"{messages.card_name(s.card, lang) if s.card else (s.text or s.kind)} ({s.controller})"
            for s in reversed(state.stack)))
    for effect in state.effects:
        lines.append(f"⚙ {messages.card_name(effect.source, lang)} ({effect.controller}"
                     + (f" → {effect.affected}" if effect.affected else "")
                     + (f", {effect.created_turn}" if effect.created_turn else "") + ")")
    return lines


def question_json(question: Question, lang: str = "en") -> dict[str, Any]:
    """A question as plain data in a language (for the JSON and HTML exports)."""
    return {
        "id": question.id, "kind": question.kind.value, "skill": question.skill,
        "difficulty": question.difficulty, "trap": question.trap, "multiple": question.multiple,
        "prompt": messages.render_text(question.prompt, lang),
        "board": describe_board(question.state, lang) if question.state else [],
        "choices": [{"key": c.key, "text": messages.render_text(c.text, lang), "correct": c.correct,
                     "why": [{"rule": w.rule, "passed": w.passed, "message": messages.check_text(w, lang)}
                             for w in c.why]} for c in question.choices],
        "answer": sorted(question.answer), "rules": list(question.rules),
        "state": question.state.model_dump(mode="json", exclude_defaults=True) if question.state else None,
    }


def set_json(questions: list[Question], settings: QuizSettings, seed: int, lang: str = "en") -> str:
    """A question set as JSON, with the seed and settings that make it again."""
    return json.dumps({"format": "judgeapp-quiz", "version": 1, "seed": seed,
                       "settings": settings.model_dump(mode="json"),
                       "questions": [question_json(q, lang) for q in questions]}, indent=2, ensure_ascii=False)


def _word(code: str, lang: str, **params: Any) -> str:
    return messages.render("report", code, params, lang)


def plain_rule_html(number: str) -> str:
    """A rule quoted exactly, as a paragraph (for files; the app's own adds links)."""
    rules = load_rules()
    return f"<p class='rule'>{escape(rules.text(number))}</p>" if number in rules else ""


def explanation_html(question: Question, result: Grade, lang: str = "en",
                     rule_html: Callable[[str], str] = plain_rule_html,
                     cost: Callable[[str], str] = cost_html) -> str:
    """Why each choice is right or wrong, which one was picked, and the rules that answer it:
    the quiz's feedback, its report and exports all show this. `rule_html` quotes a rule and
    `cost` draws text with mana symbols (inline SVG in files; the app passes its own)."""
    verdict = _word("right" if result.correct else "not_right", lang)
    parts = [f"<h3>{escape(verdict)}</h3><ul>"]
    for i, choice in enumerate(question.choices):
        mark = "✔" if choice.correct else "✘"
        picked = " " + _word("your_answer", lang) if choice.key in result.selected else ""
        reasons = "; ".join(f"{w.rule}: {messages.check_text(w, lang)}" for w in choice.why)
        parts.append(f"<li>{mark} {i + 1}. {cost(messages.render_text(choice.text, lang))}"
                     f"<b>{escape(picked)}</b>" + (f"<br><small>{cost(reasons)}</small>" if reasons else "")
                     + "</li>")
    parts.append("</ul>")
    parts.extend(rule_html(number) for number in question.rules)
    return "".join(parts)


def results_html(results: list[tuple[Question, Grade, float]], lang: str = "en",
                 rule_html: Callable[[str], str] = plain_rule_html, cost: Callable[[str], str] = cost_html) -> str:
    """A finished quiz: the score, the time, the score by rule, then every question with its
    board and explanation."""
    scored = summary(results)
    seconds = scored.seconds
    parts = [f"<h2>{escape(_word('score', lang))}: {scored.right} / {scored.total}</h2>",
             f"<p>{escape(_word('time', lang))}: {seconds // 60:02d}:{seconds % 60:02d}</p>",
             f"<h3>{escape(_word('by_rule', lang))}</h3><table border='1' cellpadding='4'>"
             f"<tr><th>{escape(_word('rule', lang))}</th><th>{escape(_word('right_count', lang))}</th></tr>"]
    parts += [f"<tr><td>{escape(skill)}</td><td>{ok} / {n}</td></tr>" for skill, (ok, n) in scored.by_rule.items()]
    parts.append("</table>")
    for n, (question, result, _s) in enumerate(results, 1):
        parts.append(f"<h3>{n}. {cost(messages.render_text(question.prompt, lang))}</h3>")
        if question.state is not None:
            parts.append("<p><small>" + "<br>".join(cost(line) for line in describe_board(question.state, lang))
                         + "</small></p>")
        parts.append(explanation_html(question, result, lang, rule_html, cost))
    return "".join(parts)


def set_html(questions: list[Question], settings: QuizSettings, seed: int, lang: str = "en") -> str:
    """A question set as a printable HTML page in a language, with the answer key at the end."""
    rules = load_rules()
    parts = [f"<!DOCTYPE html><html lang='{escape(lang)}'><head><meta charset='utf-8'>"
             f"<title>{escape(_word('set_title', lang))}</title>",
             "<style>body{font-family:sans-serif;max-width:50em;margin:2em auto}"
             ".board{background:#f4f4f4;padding:.5em}.rule{font-size:90%;color:#333}</style></head><body>",
             f"<h1>{escape(_word('set_title', lang))}</h1><p>"
             + escape(_word("set_intro", lang, seed=seed, difficulty=settings.difficulty, count=len(questions)))
             + "</p>"]
    for n, question in enumerate(questions, 1):
        data = question_json(question, lang)
        parts.append(f"<h2>{escape(_word('question', lang, n=n))}</h2>")
        if data["board"]:
            parts.append("<div class='board'>" + "<br>".join(cost_html(line) for line in data["board"]) + "</div>")
        hint = " " + escape(_word("select_all", lang)) if question.multiple else ""
        parts.append(f"<p><b>{cost_html(data['prompt'])}</b>{hint}</p><ol type='a'>")
        parts.extend(f"<li>{cost_html(c['text'])}</li>" for c in data["choices"])
        parts.append("</ol>")
    parts.append(f"<h1>{escape(_word('answer_key', lang))}</h1>")
    for n, question in enumerate(questions, 1):
        data = question_json(question, lang)
        letters = [chr(ord("a") + i) for i, c in enumerate(data["choices"]) if c["correct"]]
        parts.append(f"<h3>{n}. {escape(', '.join(letters) or _word('none_of_them', lang))}</h3><ul>")
        for i, choice in enumerate(data["choices"]):
            reasons = "; ".join(f"{w['rule']}: {w['message']}" for w in choice["why"])
            verdict = _word("choice_right" if choice["correct"] else "choice_wrong", lang)
            parts.append(f"<li>{chr(ord('a') + i)}) {cost_html(choice['text'])}: <b>{escape(verdict)}</b>"
                         + (f" ({cost_html(reasons)})" if reasons else "") + "</li>")
        parts.append("</ul>")
        for number in question.rules:
            if number in rules:
                parts.append(f"<p class='rule'>{escape(rules.text(number))}</p>")
    parts.append("</body></html>")
    return "\n".join(parts)
