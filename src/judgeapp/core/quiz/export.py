"""A question set for a study group: HTML (questions, then an answer key with reasons and
rule text) or JSON. All text from cards and files is escaped."""

from __future__ import annotations

from typing import Any

import json
from html import escape

from .. import messages
from ..mana_symbols import cost_html
from ..rules_text import load_rules
from ..state import ZONES, GameState
from .model import Question, QuizSettings

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


def set_html(questions: list[Question], settings: QuizSettings, seed: int, lang: str = "en") -> str:
    """A question set as a printable HTML page, with the answer key at the end."""
    rules = load_rules()
    parts = ["<!DOCTYPE html><html><head><meta charset='utf-8'><title>judgeapp quiz</title>",
             "<style>body{font-family:sans-serif;max-width:50em;margin:2em auto}"
             ".board{background:#f4f4f4;padding:.5em}.rule{font-size:90%;color:#333}</style></head><body>",
             f"<h1>Special actions quiz</h1><p>Seed {seed}, difficulty {settings.difficulty}, "
             f"{len(questions)} questions. The same seed and settings give the same set.</p>"]
    for n, question in enumerate(questions, 1):
        data = question_json(question, lang)
        parts.append(f"<h2>Question {n}</h2>")
        if data["board"]:
            parts.append("<div class='board'>" + "<br>".join(cost_html(line) for line in data["board"]) + "</div>")
        hint = " (select all that apply)" if question.multiple else ""
        parts.append(f"<p><b>{cost_html(data['prompt'])}</b>{hint}</p><ol type='a'>")
        parts.extend(f"<li>{cost_html(c['text'])}</li>" for c in data["choices"])
        parts.append("</ol>")
    parts.append("<h1>Answer key</h1>")
    for n, question in enumerate(questions, 1):
        data = question_json(question, lang)
        letters = [chr(ord("a") + i) for i, c in enumerate(data["choices"]) if c["correct"]]
        parts.append(f"<h3>{n}. {escape(', '.join(letters) or 'none of them')}</h3><ul>")
        for i, choice in enumerate(data["choices"]):
            reasons = "; ".join(f"{w['rule']}: {w['message']}" for w in choice["why"])
            verdict = "right" if choice["correct"] else "wrong"
            parts.append(f"<li>{chr(ord('a') + i)}) {cost_html(choice['text'])}: <b>{verdict}</b>"
                         + (f" ({cost_html(reasons)})" if reasons else "") + "</li>")
        parts.append("</ul>")
        for number in question.rules:
            if number in rules:
                parts.append(f"<p class='rule'>{escape(rules.text(number))}</p>")
    parts.append("</body></html>")
    return "\n".join(parts)
