"""Interactive views for JupyterLab and Voilà; the only package that imports ipywidgets."""

from gamelib.widgets.board import GameBoard
from gamelib.widgets.boards import (CaroBoard, DodgemBoard, OAnQuanBoard, OthelloBoard,
                                    TicTacToeBoard, board, playroom)
from gamelib.widgets.compare import SearchComparison
from gamelib.widgets.evaluation_lab import EvaluationLab
from gamelib.widgets.exercise import PredictValue, PredictWindow, TraceQuiz
from gamelib.widgets.practice import Practice, QuestionQuiz, StudentName
from gamelib.widgets.progress import ProgressBar
from gamelib.widgets.replay import GameReplay
from gamelib.widgets.reveal import Reveal
from gamelib.widgets.stepper import TreeStepper

__all__ = ["CaroBoard", "DodgemBoard", "EvaluationLab", "GameBoard", "GameReplay", "OAnQuanBoard",
           "OthelloBoard", "Practice", "PredictValue", "PredictWindow", "ProgressBar",
           "QuestionQuiz", "Reveal", "SearchComparison", "StudentName", "TicTacToeBoard", "TraceQuiz", "TreeStepper", "board", "playroom"]
