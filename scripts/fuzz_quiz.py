"""The quiz at scale: N random quiz settings (level, focus, kinds of question, weak-spot weights,
count, generated or from the scenario library), a set made for each; every board must re-validate
and every answer must be the one a fresh evaluation gives (tests/quiz/test_generator.py's check).
Prints counts and the failures.

    .venv/bin/python scripts/fuzz_quiz.py [--count 3000] [--seed 0]
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from judgeapp.core.quiz import QuestionKind, QuizSettings, generate  # noqa: E402
from judgeapp.core.quiz.generator import ALL_SKILLS  # noqa: E402
from judgeapp.core.state import GameState  # noqa: E402
from tests.quiz.test_generator import test_every_answer_matches_a_fresh_evaluation as check_answers  # noqa: E402


def random_settings(rng: random.Random) -> QuizSettings:
    return QuizSettings(count=rng.choice([1, 5, 20, 60]), difficulty=rng.choice([1, 2, 3]),
                        focus=(rng.choice(["mix", "weak", *ALL_SKILLS]),),
                        kinds=tuple(rng.sample(list(QuestionKind), rng.randint(1, len(QuestionKind)))),
                        weights={skill: rng.choice([0.1, 1.0, 3.0]) for skill in ALL_SKILLS},
                        source="library" if rng.random() < 0.2 else "generated")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--count", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    rng = random.Random(args.seed)
    started, questions, failures = time.time(), 0, 0
    for _ in range(args.count):
        settings = random_settings(rng)
        try:
            made = generate(settings, seed=rng.randrange(10**6))
            for question in made:
                if question.state is not None:
                    GameState.model_validate(question.state.model_dump(mode="json"))
            check_answers(made)
            questions += len(made)
        except Exception as err:        # noqa: BLE001  (every failure is reported, with its settings)
            failures += 1
            print(f"FAILED {settings}: {err!r}"[:600])
    print(f"{args.count} settings, {questions} questions, {failures} failures, {time.time() - started:.0f} s")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
