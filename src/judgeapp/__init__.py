"""judgeapp: a trainer for Magic: The Gathering judges on special actions (rule 116)."""

__version__ = "0.1.0"
