"""A quiz is a seed plus settings: the same pair always gives the same questions.

Skills are rules: "116.2a" ... "116.2m" (one per special action), "116.3" (priority after a
special action) and "116.1" (what is and is not a special action).
"""

from __future__ import annotations

import json
import random
from dataclasses import replace
from typing import Any

from ..verdict import ActionKind
from .boards import Draft, build
from .model import FOCUS_ALL, FOCUS_WEAK, Question, QuestionKind, QuizSettings
from .questions import BUILDERS, answer_on, is_special, question_id, special_events

ACTION_SKILLS = {kind.rule: kind for kind in ActionKind}
ALL_SKILLS = tuple(ACTION_SKILLS) + ("116.3", "116.1")
ATTEMPTS_PER_QUESTION = 80


def skills_for(settings: QuizSettings) -> list[tuple[str, float]]:
    """(skill, weight) pairs the quiz draws from."""
    kinds = set(settings.kinds)
    usable = [s for s in ALL_SKILLS if _kinds_for(s) & kinds]
    if FOCUS_WEAK in settings.focus and settings.weights:
        return [(s, max(settings.weights.get(s, 1.0), 0.05)) for s in usable]
    focus = [f for f in settings.focus if f not in (FOCUS_ALL, FOCUS_WEAK)]
    chosen = [s for s in usable if not focus or s in focus or any(s.startswith(f) for f in focus)]
    return [(s, 1.0) for s in chosen]


def _kinds_for(skill: str) -> set[QuestionKind]:
    if skill == "116.3":
        return {QuestionKind.PRIORITY_AFTER}
    if skill == "116.1":
        return {QuestionKind.IS_SPECIAL}
    return {QuestionKind.SELECT_ALL, QuestionKind.MAY_DO, QuestionKind.COST}


def _signature(question: Question, draft: Draft | None) -> tuple[object, ...]:
    """Two questions with the same signature are near-duplicates."""
    if question.kind == QuestionKind.IS_SPECIAL or draft is None:
        return (question.kind, question.prompt.params["event"]["code"])
    if question.kind == QuestionKind.COST:
        return (question.kind, question.action, draft.card, question.trap)   # a card's cost is one fact
    return (question.kind, question.action, draft.card, question.trap, draft.player == draft.active,
            draft.step, len(draft.stack), tuple(sorted(question.answer)))


def _fits_level(question: Question, level: int) -> bool:
    # Level 3 questions use a trap; levels 1 and 2 never do (their boards differ in what
    # effects they contain, see boards.py).
    if question.kind == QuestionKind.IS_SPECIAL:
        return True
    return (question.trap is not None) == (level == 3)


# At most this share of a rule's questions of a kind may have the answer a board-blind solver
# would guess (issue 12): "Yes, they may" on a may-do question, and on a select-all question
# "None of these" or every action listed. Kept at one rate for every rule, a guessable answer
# stayed as common as the rule's boards made it: turning face up, ending an effect, Circling
# Vultures and a conspiracy were "Yes" for every question at levels 1 and 2.
GUESSABLE_SHARE = {QuestionKind.MAY_DO: 0.4, QuestionKind.SELECT_ALL: 0.2}


def _guessable(question: Question) -> bool:
    """Whether the question's answer is one a solver who doesn't read the board would guess."""
    if question.kind == QuestionKind.MAY_DO:
        return question.answer == {"yes"}
    if question.kind == QuestionKind.SELECT_ALL:
        return question.answer in ({"none"}, {c.key for c in question.choices if c.key != "none"})
    return False


def _fingerprint(question: Question) -> tuple[object, ...]:
    """A few things question_id is worked out from, cheap to read: two questions with the same id
    have the same fingerprint, so one whose fingerprint no kept question has is new without its
    id (a checksum of its whole board and choices, the costliest part of drawing a question)."""
    state = question.state
    board = None if state is None else (
        state.active_player, state.priority, state.step, state.turn, len(state.stack), len(state.effects),
        tuple((p.id, len(p.hand), tuple(o.card for o in p.battlefield)) for p in state.players))
    return (question.kind, question.prompt.code, json.dumps(question.prompt.params, sort_keys=True, default=str),
            tuple((c.key, c.correct) for c in question.choices), board)


def _same_question(question: Question, kept: Question) -> bool:
    """Whether a question drawn is one already kept: the same kind, board, prompt and choices, all
    that question_id is the checksum of (so its id would be the kept one's; the builders give each
    field its values in one type, so equal values are alike in JSON too)."""
    return question.kind == kept.kind and question.prompt == kept.prompt and question.choices == kept.choices \
        and question.state == kept.state


def _with_trap_deciding(question: Question, draft: Draft) -> Question | None:
    """The question with its trap-free board, if taking the trap off changes the answer (level 3
    is about traps that decide); None if it doesn't (a red herring: those tempt as
    misconceptions among the choices instead)."""
    if draft.untrap is None or question.state is None:
        return None
    plain = draft.copy()
    draft.untrap(plain)
    if answer_on(question, plain) == answer_on(question, draft):     # (its own board: the verdicts it was made from)
        return None
    return replace(question, without_trap=plain.state())      # (both boards are validated already)


# Draws in a row a (skill, question kind) pair may give nothing new before the set stops drawing
# it: a pair that can't be asked at a level (level 3's traps leave nine of the actions never
# legal, and "what does it cost?" is asked only of a legal one) or whose boards are all asked
# already (level 3 has few for the planar die) would otherwise take draws until the set is
# full. A pair that gives something new one draw in ten goes this long without one by chance
# 0.02% of the time.
SPENT_AFTER = 80


# New questions in a row a pair may see refused for their guessable answer before it is spent:
# level 3's select-all questions about Circling Vultures and a conspiracy are all "None of these"
# (another player holds priority: nothing is legal); spent this soon, each is drawn a few dozen
# times in a level-3 set of 200 (22-37). A pair whose answers are guessable 80% of the time is
# spent this soon by chance 1% of the time.
REFUSED_AFTER = 20


class _Draws:
    """The (skill, kind) pairs a set draws its questions from. Each skill has its share of the set,
    as the settings weigh it (an even share each unless the weak spots weigh them), and is drawn
    by what it still lacks of that share, as an exam's blueprint gives each topic its questions:
    a rule whose boards make a question less often (most of level 3's) is drawn more until it has
    its share, instead of the set leaning on the rules that are quick to ask. Once no open skill
    lacks anything (a skill that can't fill its share leaves questions to the others), the
    weights alone decide.

    A pair spent (SPENT_AFTER draws in a row with nothing new) is left out, and a skill with no
    pair left is not drawn. While the set keeps near-duplicates out (strict), "new" means unlike
    every question kept; once every pair is spent that way, or half the attempts are made, near-
    duplicates are let in and the spent pairs are drawn again, except those that never made a
    question the set could keep (they can't be asked at this level), until they give nothing new
    at all: then the set is as full as these settings can make it."""

    def __init__(self, skills: list[tuple[str, float]], kinds: set[QuestionKind], count: int) -> None:
        self.weights = dict(skills)
        total = sum(self.weights.values())
        self.share = {skill: count * weight / total for skill, weight in self.weights.items()}
        self.kept: dict[str, int] = dict.fromkeys(self.weights, 0)
        self.made: dict[tuple[str, QuestionKind], tuple[int, int]] = {}   # pair -> (kept, of them guessable)
        self.kinds = {skill: sorted(_kinds_for(skill) & kinds) for skill in self.weights}
        self.strict = True
        self.misses: dict[tuple[str, QuestionKind], int] = {}
        self.spent: set[tuple[str, QuestionKind]] = set()
        self.usable: set[tuple[str, QuestionKind]] = set()    # pairs that made a question to keep, new or not
        self._open: tuple[dict[str, list[QuestionKind]], list[str], list[float]] | None = None

    def all_spent(self) -> bool:
        return len(self.spent) == sum(map(len, self.kinds.values()))

    def let_near_duplicates_in(self) -> None:
        self.strict = False
        self.spent -= self.usable
        self.misses.clear()
        self._open = None

    def pick(self, rng: random.Random) -> tuple[str, QuestionKind] | None:
        """A pair to draw; None if every pair is spent."""
        if self._open is None:      # (worked out again only when a pair is spent or comes back)
            kinds = {skill: [kind for kind in pairs if (skill, kind) not in self.spent]
                     for skill, pairs in self.kinds.items()}
            names = [skill for skill, pairs in kinds.items() if pairs]
            self._open = kinds, names, [self.weights[s] for s in names]
        kinds, names, weights = self._open
        if not names:
            return None
        lacking = [max(self.share[s] - self.kept[s], 0.0) for s in names]
        skill = rng.choices(names, lacking if any(lacking) else weights)[0]
        return skill, rng.choice(kinds[skill])

    def keeps(self, skill: str, kind: QuestionKind, guessable: bool, rng: random.Random) -> bool:
        """Whether a new question may be kept: always, unless its answer is the guessable one;
        then as the pair lacks such answers of its GUESSABLE_SHARE (counting this one): kept if it
        lacks a whole one, never if it has its share, by chance in between (so a set of one
        question keeps such an answer at that rate)."""
        share = GUESSABLE_SHARE.get(kind)
        if not guessable or share is None:
            return True
        made, guessed = self.made.get((skill, kind), (0, 0))
        return rng.random() < share * (made + 1) - guessed

    def new(self, skill: str, kind: QuestionKind, guessable: bool) -> None:
        self.kept[skill] += 1
        made, guessed = self.made.get((skill, kind), (0, 0))
        self.made[skill, kind] = (made + 1, guessed + guessable)
        self.misses[skill, kind] = 0
        self.usable.add((skill, kind))

    def nothing_new(self, skill: str, kind: QuestionKind, usable: bool = True, refused: bool = False) -> None:
        """A draw that made no new question: one the set has (usable), or none it could keep; a new
        one refused for its guessable answer (`keeps`) counts as SPENT_AFTER / REFUSED_AFTER draws."""
        if usable:
            self.usable.add((skill, kind))
        missed = self.misses[skill, kind] = self.misses.get((skill, kind), 0) + (
            SPENT_AFTER // REFUSED_AFTER if refused else 1)
        if missed >= SPENT_AFTER and (skill, kind) not in self.spent:
            self.spent.add((skill, kind))
            self._open = None


def generate(settings: QuizSettings, seed: int) -> list[Question]:
    """A question set: the same seed and settings give the same questions."""
    if settings.source == "library":
        from .library import library_set
        return library_set(settings, seed)
    rng = random.Random(seed)
    skills = skills_for(settings)
    if not skills:
        return []
    draws = _Draws(skills, set(settings.kinds), settings.count)
    questions: list[Question] = []
    seen_ids: set[str] = set()
    kept_by_fingerprint: dict[tuple[object, ...], list[Question]] = {}
    seen_signatures: set[tuple[object, ...]] = set()
    events = special_events()
    deck: list[dict[str, Any]] = []
    attempts = 0
    redraw: tuple[str, QuestionKind] | None = None
    limit = settings.count * ATTEMPTS_PER_QUESTION
    while len(questions) < settings.count and attempts < limit:
        attempts += 1
        # Near-duplicates are let in (never the same question) after half the attempts, or once every
        # pair is spent without them.
        if draws.strict and (attempts >= limit // 2 or draws.all_spent()):
            draws.let_near_duplicates_in()
        strict = draws.strict
        pair = redraw or draws.pick(rng)
        redraw = None
        if pair is None:
            break       # nothing new can be asked with these settings at this level
        skill, kind = pair
        draft = None
        if kind == QuestionKind.IS_SPECIAL:
            # Dealt from a shuffled deck, dealt again once used up: every event comes up before any
            # comes twice (drawn at random, the last of the 46 could miss SPENT_AFTER draws in a row).
            if not deck:
                deck = rng.sample(events, len(events))
            question = is_special(deck.pop(), settings.difficulty, with_id=False)
        else:
            action = ACTION_SKILLS.get(skill) or rng.choice(list(ActionKind))
            others = rng.randint(2, 3) if kind == QuestionKind.SELECT_ALL else 0
            draft = build(action, rng, settings.difficulty, others)
            question = BUILDERS[kind](draft, settings.difficulty, rng, with_id=False)
        if question is None:
            draws.nothing_new(skill, kind, usable=False)
            continue
        # The same question as one kept: its id is worked out only where its fingerprint says it may
        # be, and not at all where it is one of those kept.
        fingerprint = _fingerprint(question)
        alike = kept_by_fingerprint.get(fingerprint, ())
        if any(_same_question(question, kept) for kept in alike):
            draws.nothing_new(skill, kind)
            continue
        qid = question_id(question) if alike else None
        if qid in seen_ids:
            draws.nothing_new(skill, kind)
            continue
        if not _fits_level(question, settings.difficulty):
            draws.nothing_new(skill, kind, usable=False)
            continue
        signature = _signature(question, draft)
        if strict and signature in seen_signatures:
            draws.nothing_new(skill, kind)
            continue
        guessable = _guessable(question)
        if strict and not draws.keeps(skill, kind, guessable, rng):
            # A new question, its answer the guessable one, which the pair has its share of: the
            # same pair is drawn again, so that the rule keeps its share (a pair whose every answer
            # is the guessable one is spent, as one with nothing new).
            draws.nothing_new(skill, kind, refused=True)
            redraw = None if pair in draws.spent else pair
            continue
        # Last, as it costs two more evaluations: at level 3 the trap must decide the answer.
        if draft is not None and settings.difficulty == 3 and question.kind != QuestionKind.PRIORITY_AFTER:
            question = _with_trap_deciding(question, draft)
            if question is None:
                draws.nothing_new(skill, kind, usable=False)
                continue
        question = replace(question, id=qid or question_id(question))
        seen_ids.add(question.id)
        kept_by_fingerprint.setdefault(fingerprint, []).append(question)
        seen_signatures.add(signature)
        questions.append(question)
        draws.new(skill, kind, guessable)
    rng.shuffle(questions)      # (the rules quick to ask filled their shares first)
    return questions


def next_weak_question(settings: QuizSettings, weights: dict[str, float], seed: int,
                       asked: set[str]) -> Question | None:
    """One more "weak spots" question drawn with the weights as they are now, so that a rule
    missed a moment ago comes back within the session; None if none new can be made."""
    fresh = settings.model_copy(update={"count": 1, "focus": ("weak",), "weights": weights})
    for attempt in range(8):
        found = generate(fresh, seed * 31 + attempt)
        if found and found[0].id not in asked:
            return found[0]
    return None
