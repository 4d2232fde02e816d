"""Exercises that check themselves: questions built from search traces, and honest checks of
students' own search functions.

* :mod:`gamelib.exercises.questions` -- "predict the next α/β" and "predict the value"
  questions, made from any trace (the lecture's trees or random ones);
* :mod:`gamelib.exercises.search_checks` -- ``check_minimax`` and ``check_alphabeta``: a
  student's function must give minimax's value and generate exactly the lecture's positions,
  in order, on published and fresh random positions, each within a time budget
  (:mod:`gamelib.exercises.budget`); a copy of gamelib's own code is refused
  (:mod:`gamelib.exercises.copies`).
"""

from gamelib.exercises.questions import (Feedback, RootValueQuestion, ValueQuestion, WindowQuestion,
                                         parse_bound, root_value_question, value_questions,
                                         window_questions)
from gamelib.exercises.search_checks import (CheckFailed, CheckReport, CheckRow, RecordingGame, alphabeta_without_cut,
                                             check_alphabeta, check_expectimax, check_minimax,
                                             exercise_positions, random_positions)

__all__ = ["CheckFailed", "CheckReport", "CheckRow", "Feedback", "RecordingGame", "RootValueQuestion",
           "ValueQuestion", "WindowQuestion", "alphabeta_without_cut",
           "check_alphabeta", "check_expectimax", "check_minimax", "exercise_positions",
           "parse_bound", "random_positions", "root_value_question", "value_questions", "window_questions"]
