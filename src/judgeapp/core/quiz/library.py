"""The scenario library (issue 12): authored situations judges discuss, each a scenario file
in resources/scenarios with a story, a question, the author's answer and an explanation, in
five languages. Filed by rule and difficulty; playable as a quiz set.

The question is built by the same code as generated ones, so every choice is evaluated by the
engine; the author's answer is checked against it by a test, never trusted instead of it.
"""

from __future__ import annotations

import hashlib
import random
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from ..resources import resource_path
from ..scenario import LibraryQuestion, ScenarioFile, Situation, load_scenario, state_of
from ..verdict import ActionKind
from .boards import Draft
from .model import Question, QuestionKind, QuizSettings, FOCUS_ALL, FOCUS_WEAK
from .questions import BUILDERS


@dataclass(frozen=True)
class Entry:
    """One library situation: its id (the file's name), its file and what it asks."""
    id: str
    scenario: ScenarioFile
    quiz: LibraryQuestion

    def situation(self, lang: str) -> Situation:
        """Its title, story and explanation in a language (English where there is no translation)."""
        return self.scenario.situation(lang)


def library_dir() -> Path:
    """Where the library's files are."""
    return resource_path("scenarios")


@cache
def entries() -> tuple[Entry, ...]:
    """Every library situation, by rule, then difficulty, then id."""
    found = []
    for path in sorted(library_dir().glob("*.json")):
        scenario = load_scenario(path)
        if scenario.quiz is not None:
            found.append(Entry(path.stem, scenario, scenario.quiz))
    return tuple(sorted(found, key=lambda e: (_rule_key(e.quiz.rule), e.quiz.difficulty, e.id)))


def _rule_key(rule: str) -> tuple[str, int, str]:
    head, _, tail = rule.partition(".")
    return head, int("".join(ch for ch in tail if ch.isdigit()) or 0), tail


def entry(entry_id: str) -> Entry:
    """One situation by id (KeyError if there is none)."""
    for found in entries():
        if found.id == entry_id:
            return found
    raise KeyError(entry_id)


def question(found: Entry) -> Question | None:
    """The situation as a quiz question (choices worked out by the engine); None if the board
    no longer gives the question one right answer."""
    quiz = found.quiz
    seed = int(hashlib.sha1(found.id.encode("utf-8")).hexdigest()[:8], 16)
    rng = random.Random(seed)
    draft = Draft(rng=rng, player=quiz.player, action=quiz.action or ActionKind.PLAY_LAND, card=quiz.card,
                  built=state_of(found.scenario), exact=True, passes=quiz.passes)
    built = BUILDERS[QuestionKind(quiz.ask)](draft, quiz.difficulty, rng)
    if built is None:
        return None
    return built.model_copy(update={"scenario": found.id, "skill": quiz.rule, "trap": None})


def _rule_weight(weights: dict[str, float], rule: str) -> float:
    """The weight of the quiz skill a situation's rule comes under ("116.2f" under 116.2f)."""
    return max((weight for skill, weight in weights.items() if rule.startswith(skill)), default=1.0)


def library_set(settings: QuizSettings, seed: int) -> list[Question]:
    """A quiz set from the library: the situations named in `settings.scenarios`, else those of
    the chosen rules (every rule for "mix" and for weak spots) at the chosen difficulty, in an
    order the seed decides: for weak spots, drawn by their rules' weights."""
    focus = [f for f in settings.focus if f not in (FOCUS_ALL, FOCUS_WEAK)]
    if settings.scenarios:
        chosen = [e for e in entries() if e.id in settings.scenarios]
    else:
        chosen = [e for e in entries() if e.quiz.difficulty == settings.difficulty
                  and (not focus or any(e.quiz.rule.startswith(f) for f in focus))]
    rng = random.Random(seed)
    if FOCUS_WEAK in settings.focus and settings.weights and not settings.scenarios:
        # Weak spots first: an order drawn by weight (each situation's key a random number raised
        # to 1 / its rule's weight, largest first: Efraimidis and Spirakis's weighted sampling), so
        # a rule missed a moment ago (weight 3) leads and one answered right and not due (0.1) trails.
        weights = settings.weights
        chosen.sort(key=lambda e: rng.random() ** (1 / max(_rule_weight(weights, e.quiz.rule), 0.05)), reverse=True)
    else:
        rng.shuffle(chosen)
    made = (question(e) for e in chosen)
    return [q for q in made if q is not None][:settings.count]
