"""Quiz questions generated from the card data and graded by the rules engine."""

from .generator import generate
from .grading import grade
from .model import Question, QuestionKind, QuizSettings

__all__ = ["generate", "grade", "Question", "QuestionKind", "QuizSettings"]
