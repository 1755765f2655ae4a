"""A question set for a study group: HTML (questions, then an answer key with reasons and
rule text) or JSON. All text from cards and files is escaped."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import json
from collections import Counter
from html import escape

from .. import messages, payment
from ..context import Context
from ..cards import builtin_cards
from ..mana_symbols import cost_html
from ..rules_text import load_rules
from ..scenario import Situation
from ..sequence import spell_name
from ..state import ZONES, CardObject, GameState, StackItem
from ..verdict import Evaluation
from .grading import summary
from .model import Grade, Question, QuestionKind, QuizSettings

def describe_board(state: GameState, lang: str = "en") -> list[str]:
    """The board in words, in the reader's language (card names as printed there): every zone,
    each card's state, the turn's counts that special actions depend on (lands played, cards
    foretold, planar die special-action rolls) and the mana each player can make now (118.3)."""
    words = messages.catalog(lang).get("words", {})

    def say(code: str, **params: Any) -> str:
        return messages.render("board", code, params, lang)

    def name(card: str) -> str:       # Japanese writes card names in 《》: they may hold a 、
        return say("card", name=messages.card_name(card, lang))

    sep = messages.catalog(lang).get("board", {}).get("separator", ", ")    # "、" in Japanese

    lines = [turn_header(state, lang)]
    variants = [say(f"variant_{key}") for key, on in (("planechase", state.game.planechase),
                                                     ("conspiracy_draft", state.game.conspiracy_draft),
                                                     ("two_headed_giant", state.game.two_headed_giant)) if on]
    if variants:
        lines.append(say("variants", names=sep.join(variants)))
    teams: dict[str, list[str]] = {}
    for player in state.players:
        if player.team is not None:
            teams.setdefault(player.team, []).append(player.id)
    if teams:
        lines.append(say("teams", teams=sep.join(" & ".join(members) for members in teams.values())))
    for player in state.players:
        for zone in ZONES:
            objs = getattr(player, zone)
            if objs:
                shown = [name(obj.card) + (f" [{'; '.join(_marks(state, obj, say, name, lang))}]"
                                           if _marks(state, obj, say, name, lang) else "") for obj in objs]
                counted = Counter(shown)       # "Island ×3", in the order they first appear
                cards = sep.join(text + (f" ×{counted[text]}" if counted[text] > 1 else "") for text in counted)
                lines.append(say("zone", player=player.id, zone=words.get(zone, zone), cards=cards))
        if player.companion:
            found = state.locate(player.companion)
            card = name(found[2].card) if found else player.companion
            lines.append(say("companion_used" if player.companion_put_into_hand else "companion",
                             player=player.id, card=card))
    lines += turn_counts(state, lang)
    lines += _mana_lines(state, say, sep)
    if state.stack:
        db = builtin_cards().with_custom(state.custom_cards)

        def spell(item: StackItem) -> str:     # the face cast (Petty Theft), and whether it is a copy (707.10)
            what = say("face_down_spell") if item.face_down else name(spell_name(item, db)) if item.card \
                else (item.text or item.kind)
            return say("copy_of", what=what) if item.copy else what
        lines.append(say("stack", items=sep.join(say("stack_item", controller=s.controller, what=spell(s))
                                                  for s in reversed(state.stack))))
    for effect in state.effects:      # its turn tells whether "until your next upkeep" has passed (500.5)
        code = ("effect_affected" if effect.affected else "effect") + ("_created" if effect.created_turn else "")
        lines.append(say(code, source=name(effect.source), controller=effect.controller,
                         affected=effect.affected or "", turn=effect.created_turn or ""))
    return lines


def turn_header(state: GameState, lang: str = "en") -> str:
    """The board's first line: the turn, whose it is, the step, who holds priority, the stack's size."""
    words = messages.catalog(lang).get("words", {})
    return messages.render("cli", "header", {
        "turn": state.turn, "active": state.active_player, "step": words.get(state.step.value, state.step.value),
        "priority": state.priority or messages.render("cli", "nobody", {}, lang), "count": len(state.stack)}, lang)


def turn_counts(state: GameState, lang: str = "en") -> list[str]:
    """The turn's counts that special actions depend on, in words: lands played (305.2), cards
    foretold and spells cast where there are any, and in Planechase the planar die's special-action
    rolls (116.2i) and the rolls an effect caused, which don't count. The board shows none of them
    as a card: a quiz shows these lines above its board."""
    def say(code: str, **params: Any) -> str:
        return messages.render("board", code, params, lang)

    sep = messages.catalog(lang).get("board", {}).get("separator", ", ")    # "、" in Japanese
    facts = state.turn_facts
    lines = [say("lands_played", count=facts.lands_played)]
    if any(facts.cards_foretold.values()):
        lines.append(say("foretold_count", counts=sep.join(f"{pid} {n}" for pid, n in facts.cards_foretold.items() if n)))
    if any(facts.spells_cast.values()):
        named = facts.spells_cast_names
        lines.append(say("spells_cast_count", counts=sep.join(
            f"{pid} {n}" + (f" ({sep.join(say('card', name=messages.card_name(card, lang)) for card in named[pid])})"
                            if named.get(pid) else "")
            for pid, n in facts.spells_cast.items() if n)))
    if state.game.planechase:
        rolls = sep.join(f"{pid} {facts.planar_die_actions.get(pid, 0)}" for pid in state.player_ids())
        lines.append(say("planar_rolls", counts=rolls))
        if any(facts.planar_die_other_rolls.values()):
            lines.append(say("planar_other_rolls", counts=sep.join(
                f"{pid} {n}" for pid, n in facts.planar_die_other_rolls.items() if n)))
    return lines


def _marks(state: GameState, obj: CardObject, say: Callable[..., str], name: Callable[[str], str],
           lang: str) -> list[str]:
    marks = []
    if obj.face_down:
        marks.append(say("face_down", how=messages.word(obj.face_down.value, lang)))
    if obj.tapped:
        marks.append(say("tapped"))
    if obj.attacking:
        marks.append(say("attacking"))
    if obj.summoning_sick:        # its {T} abilities wait (302.6)
        marks.append(say("summoning_sick"))
    marks += [say("counters", count=amount, kind=kind) for kind, amount in sorted(obj.counters.items())]
    if obj.owner:
        marks.append(say("owner", owner=obj.owner))
    if obj.unlocked:
        marks.append(say("unlocked", doors=messages.word(list(obj.unlocked), lang)))
    if obj.attached_to:
        found = state.locate(obj.attached_to)
        marks.append(say("attached", target=name(found[2].card) if found else obj.attached_to))
    if obj.foretold:
        marks.append(say("foretold"))
    if obj.plotted:
        marks.append(say("plotted"))
    return marks


def _mana_lines(state: GameState, say: Callable[..., str], sep: str = ", ") -> list[str]:
    """What each player has to pay with: their pool and their untapped mana sources, as the board
    shows them (whether a source can be tapped now, 302.6 or 602.5, is the reader's to judge)."""
    if state.game.assume_costs_payable:
        return [say("assumed")]
    lines = [say("real_costs")]
    ctx = Context(state)
    for player in state.players:
        made = Counter(source.symbols() for source in payment.untapped_sources(ctx, player.id))
        mana = sep.join(text + (f" ×{n}" if n > 1 else "") for text, n in made.items())   # "{U} ×5", "{C}{C}"
        lines.append(say("mana", player=player.id, mana=mana) if made else say("mana_none", player=player.id))
        if player.mana_pool:
            lines.append(say("pool", player=player.id, pool=player.mana_pool))
    return lines


def situation(question: Question, lang: str) -> Situation | None:
    """A library question's title, story and explanation in a language (None for a generated one)."""
    if question.scenario is None:
        return None
    from .library import entry
    return entry(question.scenario).situation(lang)


def card_texts(state: GameState, lang: str = "en") -> list[dict[str, str]]:
    """Every card on the board (all zones, the stack, the effects' sources) once, with its Oracle
    text: a candidate answers from the cards' words, not from memory. Names in the reader's
    language with the English name beside; Oracle text is English (the only official text the
    card data has)."""
    names = [obj.card for player in state.players for zone in ZONES for obj in getattr(player, zone)]
    names += [item.card for item in state.stack if item.card] + [effect.source for effect in state.effects]
    db = builtin_cards().with_custom(state.custom_cards)
    found = []
    for name in dict.fromkeys(names):
        if name not in db:
            continue
        card = db.get(name)
        faces = card.faces or ()
        found.append({"name": messages.card_name(card.name, lang), "english": card.name, "cost": card.printed_cost,
                      "type": card.type_line or " // ".join(f.type_line for f in faces),
                      "text": card.oracle_text or "\n//\n".join(f"{f.name}: {f.oracle_text}" for f in faces)})
    return found


def _cards_html(cards: list[dict[str, str]], lang: str, cost: Callable[[str], str]) -> str:
    rows = []
    for c in cards:
        name = c["name"] if c["name"] == c["english"] else messages.cited(c["name"], c["english"], lang)
        rows.append(f"<li><b>{escape(name)}</b> {cost(c['cost'])} — {escape(c['type'])}<br>"
                    + "<br>".join(cost(line) for line in c["text"].split("\n")) + "</li>")
    return (f"<details open><summary><h3 style='display:inline'>{escape(_word('cards', lang))}</h3></summary>"
            f"<ul class='cards'>{''.join(rows)}</ul></details>")


def question_json(question: Question, lang: str = "en") -> dict[str, Any]:
    """A question as plain data in a language (for the JSON and HTML exports)."""
    words = situation(question, lang)
    return {
        **({"scenario": question.scenario, "title": words.title, "story": words.story,
            "explanation": words.description} if words else {}),
        "id": question.id, "kind": question.kind.value, "skill": question.skill,
        "difficulty": question.difficulty, "trap": question.trap, "multiple": question.multiple,
        "prompt": messages.render_text(question.prompt, lang),
        "board": describe_board(question.state, lang) if question.state else [],
        "cards": card_texts(question.state, lang) if question.state else [],
        "choices": [{"key": c.key, "text": messages.render_text(c.text, lang), "correct": c.correct,
                     "why": [{"rule": w.rule, "passed": w.passed, "message": messages.check_text(w, lang)}
                             for w in c.why]} for c in question.choices],
        "answer": sorted(question.answer), "rules": list(question.rules),
        "state": question.state.model_dump(mode="json", exclude_defaults=True) if question.state else None,
    }


def set_json(questions: list[Question], settings: QuizSettings, seed: int, lang: str = "en",
             minutes: int | None = None) -> str:
    """A question set as JSON, with the seed and settings that make it again (and the time limit
    it is to be sat in, if given)."""
    return json.dumps({"format": "judgeapp-quiz", "version": 1, "seed": seed,
                       "settings": settings.model_dump(mode="json"),
                       **({"time_limit_minutes": minutes} if minutes is not None else {}),
                       "questions": [question_json(q, lang) for q in questions]}, indent=2, ensure_ascii=False)


def _word(code: str, lang: str, **params: Any) -> str:
    return messages.render("report", code, params, lang)


def plain_rule_html(number: str) -> str:
    """A rule quoted exactly, as a paragraph (for files; the app's own adds links)."""
    rules = load_rules()
    return f"<p class='rule'>{escape(rules.text(number))}</p>" if number in rules else ""


def explanation_html(question: Question, result: Grade | None, lang: str = "en",
                     rule_html: Callable[[str], str] = plain_rule_html,
                     cost: Callable[[str], str] = cost_html) -> str:
    """Why each choice is right or wrong, which one was picked (`result`; None for a question an
    exam's time limit left unanswered), and the rules that answer it: the quiz's feedback, its
    report and exports all show this. `rule_html` quotes a rule and `cost` draws text with mana
    symbols (inline SVG in files; the app passes its own)."""
    verdict = _word("unanswered" if result is None else "right" if result.correct else "not_right", lang)
    parts = [f"<h3>{escape(verdict)}</h3>"]
    if question.trap:       # name the trap (level 3)
        trap = messages.render("traps", question.trap, {}, lang)
        parts.append(f"<p><b>{escape(_word('trap', lang, trap=trap))}</b></p>")
    words = situation(question, lang)
    if words is not None:   # a library situation: its author's explanation
        parts.append(f"<p>{cost(words.description)}</p>")
    parts.append("<ul>")
    for i, choice in enumerate(question.choices):
        mark = "✔" if choice.correct else "✘"
        picked = " " + _word("your_answer", lang) if result is not None and choice.key in result.selected else ""
        reasons = messages.sentences((f"{w.rule}{messages.colon(lang)}{messages.check_text(w, lang)}"
                                      for w in choice.why), lang)
        parts.append(f"<li>{mark} {i + 1}. {cost(messages.render_text(choice.text, lang))}"
                     f"<b>{escape(picked)}</b>" + (f"<br><small>{cost(reasons)}</small>" if reasons else "")
                     + "</li>")
    parts.append("</ul>")
    parts.extend(rule_html(number) for number in question.rules)
    return "".join(parts)


def results_html(results: list[tuple[Question, Grade, float]], lang: str = "en",
                 rule_html: Callable[[str], str] = plain_rule_html, cost: Callable[[str], str] = cost_html,
                 time_limit: int | None = None, unanswered: Sequence[Question] = ()) -> str:
    """A finished quiz: the score, the time, the score by rule, then every question with its
    board and explanation. An exam whose time limit (minutes) ran out scores the questions left
    unanswered as wrong, as an exam does, says so, and explains them after the others."""
    scored = summary(results)
    seconds = scored.seconds if time_limit is None else max(scored.seconds, time_limit * 60)   # (it ran its course)
    colon = escape(messages.colon(lang))
    parts = [f"<h2>{escape(_word('score', lang))}{colon}{scored.right} / {scored.total + len(unanswered)}</h2>",
             f"<p>{escape(_word('time', lang))}{colon}{seconds // 60:02d}:{seconds % 60:02d}</p>"]
    if time_limit is not None:
        parts.append(f"<p><b>{escape(_word('time_up', lang, limit=f'{time_limit:02d}:00'))}</b>"
                     + (f" {escape(_word('not_answered', lang, count=len(unanswered)))}" if unanswered else "")
                     + "</p>")
    parts.append(f"<h3>{escape(_word('by_rule', lang))}</h3><table border='1' cellpadding='4'>"
                 f"<tr><th>{escape(_word('rule', lang))}</th><th>{escape(_word('right_count', lang))}</th></tr>")
    parts += [f"<tr><td>{escape(skill)} — {escape(messages.skill_title(skill, lang))}</td><td>{ok} / {n}</td></tr>"
              for skill, (ok, n) in scored.by_rule.items()]
    parts.append("</table>")
    if any(question.kind == QuestionKind.SELECT_ALL for question, _r, _s in results):
        parts.append(f"<p><small>{escape(_word('by_rule_select_all', lang))}</small></p>")
    answered: list[tuple[Question, Grade | None]] = [(question, result) for question, result, _s in results]
    for n, (question, result) in enumerate(answered + [(question, None) for question in unanswered], 1):
        parts.append(f"<h3>{n}. {cost(messages.render_text(question.prompt, lang))}</h3>")
        words = situation(question, lang)
        if words is not None:
            parts.append(f"<p><i>{cost(words.story)}</i></p>")
        if question.state is not None:
            parts.append("<p><small>" + "<br>".join(cost(line) for line in describe_board(question.state, lang))
                         + "</small></p>")
            parts.append(_cards_html(card_texts(question.state, lang), lang, cost))
        parts.append(explanation_html(question, result, lang, rule_html, cost))
    return "".join(parts)


def set_html(questions: list[Question], settings: QuizSettings, seed: int, lang: str = "en",
             minutes: int | None = None, cost_html: Callable[[str], str] = cost_html) -> str:
    """A question set as a printable HTML page in a language, with the answer key at the end, and
    the time limit it is to be sat in, if given (a study group sitting it on paper). `cost_html`
    draws the mana symbols: inline SVG for a browser, or images for Qt's PDF (cost_img_html)."""
    rules = load_rules()
    parts = [f"<!DOCTYPE html><html lang='{escape(lang)}'><head><meta charset='utf-8'>"
             f"<title>{escape(_word('set_title', lang))}</title>",
             "<style>body{font-family:sans-serif;max-width:50em;margin:2em auto}"
             ".board{background:#f4f4f4;padding:.5em}.rule{font-size:90%;color:#333}</style></head><body>",
             f"<h1>{escape(_word('set_title', lang))}</h1><p>"
             + escape(_word("set_intro", lang, seed=seed, difficulty=settings.difficulty, count=len(questions)))
             + "</p>"]
    if minutes is not None:
        parts.append(f"<p><b>{escape(_word('set_time_limit', lang, minutes=minutes))}</b></p>")
    for n, question in enumerate(questions, 1):
        data = question_json(question, lang)
        parts.append(f"<h2>{escape(_word('question', lang, n=n))}</h2>")
        if "story" in data:
            parts.append(f"<p><i>{cost_html(data['story'])}</i></p>")
        if data["board"]:
            parts.append("<div class='board'>" + "<br>".join(cost_html(line) for line in data["board"]) + "</div>")
            parts.append(_cards_html(data["cards"], lang, cost_html))
        hint = " " + escape(_word("select_all", lang)) if question.multiple else ""
        parts.append(f"<p><b>{cost_html(data['prompt'])}</b>{hint}</p><ol type='a'>")
        parts.extend(f"<li>{cost_html(c['text'])}</li>" for c in data["choices"])
        parts.append("</ol>")
    parts.append(f"<h1>{escape(_word('answer_key', lang))}</h1>")
    for n, question in enumerate(questions, 1):
        data = question_json(question, lang)
        letters = [chr(ord("a") + i) for i, c in enumerate(data["choices"]) if c["correct"]]
        parts.append(f"<h3>{n}. {escape(messages.listed(letters, lang) or _word('none_of_them', lang))}</h3><ul>")
        if "explanation" in data:
            parts.append(f"<p>{cost_html(data['explanation'])}</p>")
        for i, choice in enumerate(data["choices"]):
            colon = messages.colon(lang)
            reasons = messages.sentences((f"{w['rule']}{colon}{w['message']}" for w in choice["why"]), lang)
            verdict = _word("choice_right" if choice["correct"] else "choice_wrong", lang)
            parts.append(f"<li>{chr(ord('a') + i)}) {cost_html(choice['text'])}{escape(colon)}<b>{escape(verdict)}</b>"
                         + (messages.cited("", cost_html(reasons), lang) if reasons else "") + "</li>")
        parts.append("</ul>")
        for number in question.rules:
            if number in rules:
                parts.append(f"<p class='rule'>{escape(rules.text(number))}</p>")
    parts.append("</body></html>")
    return "\n".join(parts)


def board_report_html(state: GameState, evaluations: list[Evaluation], title: str = "", description: str = "",
                      lang: str = "en", cost_html: Callable[[str], str] = cost_html) -> str:
    """A board and its players' verdicts as a page to print or hand out (a study group's): the
    situation's title and description, the board in words with its cards' Oracle text, then
    `judgeapp check`'s report (report.report_text, one place for its words) after its first line
    (the turn's, which opens the board in words), each line indented as there. Every text from the board or its file is escaped; mana symbols are drawn by `cost_html`
    (inline SVG for a browser, images for Qt's PDF)."""
    from ..report import report_text
    heading = title or _word("board_report_title", lang)
    parts = [f"<!DOCTYPE html><html lang='{escape(lang)}'><head><meta charset='utf-8'>"
             f"<title>{escape(heading)}</title>",
             "<style>body{font-family:sans-serif;max-width:50em;margin:2em auto}"
             ".board{background:#f4f4f4;padding:.5em}</style></head><body>",
             f"<h1>{escape(heading)}</h1>"]
    if description:
        parts.append("<p>" + "<br>".join(cost_html(line) for line in description.splitlines()) + "</p>")
    parts.append("<div class='board'>" + "<br>".join(cost_html(line) for line in describe_board(state, lang)) + "</div>")
    parts.append(_cards_html(card_texts(state, lang), lang, cost_html))
    report = report_text(state, evaluations, "", lang).splitlines()
    for line in report[1:]:         # (its first line, the turn's, opens the board in words already)
        depth = len(line) - len(line.lstrip(" "))
        parts.append(f"<div style='margin-left:{depth / 2:g}em'>{cost_html(line.strip())}</div>" if line.strip()
                     else "<br>")
    parts.append("</body></html>")
    return "\n".join(parts)
