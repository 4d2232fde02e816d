"""Interactive views for JupyterLab and Voilà; the only package that imports ipywidgets.

The replay and the evaluation lab are imported when first asked for: they bring in the Othello
engine (and the bots' tournament day), whose compiled kernel a lesson with a board or a quiz
should not wait for.

>>> import gamelib.widgets
>>> gamelib.widgets.GameReplay.__name__
'GameReplay'
"""

from typing import Any

from gamelib.widgets.board import GameBoard
from gamelib.widgets.boards import board, board_classes, playroom
from gamelib.widgets.compare import SearchComparison
from gamelib.widgets.exercise import PredictRootValue, PredictValue, PredictWindow, TraceQuiz
from gamelib.widgets.practice import Practice, QuestionQuiz, StudentName
from gamelib.widgets.progress import ProgressBar
from gamelib.widgets.reveal import Reveal
from gamelib.widgets.stepper import TreeStepper
from gamelib.widgets.tree_outline import TreeOutline

__all__ = ["EvaluationLab", "GameBoard", "GameReplay", "Practice", "PredictRootValue", "PredictValue",
           "PredictWindow", "ProgressBar", "QuestionQuiz", "Reveal", "SearchComparison",
           "StudentName", "TraceQuiz", "TreeOutline", "TreeStepper", "board", "playroom", *board_classes()]

_LATER = {"GameReplay": "gamelib.widgets.replay", "EvaluationLab": "gamelib.widgets.evaluation_lab"}


def __getattr__(name: str) -> Any:
    """``GameReplay``, ``EvaluationLab`` and every game's board class (``OthelloBoard``: the one
    its kit names), imported the first time they are asked for."""
    import importlib

    if name in _LATER:
        return getattr(importlib.import_module(_LATER[name]), name)
    if name in board_classes():
        return getattr(importlib.import_module("gamelib.widgets.boards"), name)
    raise AttributeError(f"module 'gamelib.widgets' has no attribute {name!r}")
