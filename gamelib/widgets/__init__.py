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
from gamelib.widgets.boards import (CaroBoard, DodgemBoard, OAnQuanBoard, OthelloBoard,
                                    TicTacToeBoard, board, playroom)
from gamelib.widgets.compare import SearchComparison
from gamelib.widgets.exercise import PredictValue, PredictWindow, TraceQuiz
from gamelib.widgets.practice import Practice, QuestionQuiz, StudentName
from gamelib.widgets.progress import ProgressBar
from gamelib.widgets.reveal import Reveal
from gamelib.widgets.stepper import TreeStepper

__all__ = ["CaroBoard", "DodgemBoard", "EvaluationLab", "GameBoard", "GameReplay", "OAnQuanBoard",
           "OthelloBoard", "Practice", "PredictValue", "PredictWindow", "ProgressBar",
           "QuestionQuiz", "Reveal", "SearchComparison", "StudentName", "TicTacToeBoard",
           "TraceQuiz", "TreeStepper", "board", "playroom"]

_LATER = {"GameReplay": "gamelib.widgets.replay", "EvaluationLab": "gamelib.widgets.evaluation_lab"}


def __getattr__(name: str) -> Any:
    """``GameReplay`` and ``EvaluationLab``, imported the first time they are asked for."""
    if name in _LATER:
        import importlib

        return getattr(importlib.import_module(_LATER[name]), name)
    raise AttributeError(f"module 'gamelib.widgets' has no attribute {name!r}")
