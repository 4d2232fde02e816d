"""The hidden tests a graded notebook runs: drawn from the course's secret, said in words.

A graded cell calls one function here; the cell's source shows nothing more than the call, so
a released notebook, a feedback file or an installed gamelib gives nothing away: the positions
and values come from the secret of the course the notebook is graded in
(:mod:`gamelib.grading.secret`).  A failure raises
:class:`~gamelib.exercises.search_checks.CheckFailed` saying which rule the student's search
first breaks and at which hidden position by number ("hidden position 3 of 8"), in the course's
language -- never the position, its depth, its values or the seed they are drawn from (the
seed and gamelib's public :func:`random_positions` would rebuild them all), and never a bare
``AssertionError``.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

from gamelib.exercises.search_checks import (CheckFailed, check_alphabeta, check_minimax,
                                             random_positions)
from gamelib.grading.secret import derive, find
from gamelib.i18n import tr

#: the games the graded assignment checks every search on (its text and its cells name them:
#: the assignment's data, not a list of gamelib's games), and the hidden positions per game
GAMES = ("tictactoe", "dodgem")
HIDDEN_POSITIONS = 8


def hidden_positions(secret: str, algorithm: str, game: str) -> list[Any]:
    """The hidden positions of one course for one search on one game (depths and leaf values
    included), drawn from the course's secret."""
    return random_positions(game, derive(secret, algorithm, game), HIDDEN_POSITIONS)


def search(algorithm: str, function: Callable[..., Any], *, secret: str | None = None) -> None:
    """Check ``function`` (``"minimax"`` or ``"alphabeta"``) on the course's hidden positions of
    every game; raise :class:`CheckFailed`, saying where it first differs, unless all pass."""
    from gamelib.kits import kit

    secret = secret or find()
    check = {"minimax": check_minimax, "alphabeta": check_alphabeta}[algorithm]
    for game in GAMES:
        report = check(function, game, positions=hidden_positions(secret, algorithm, game))
        report.hidden = True  # its rows say which rule failed, never the position
        print(tr("hidden tests, {game}: {summary}", game=tr(kit(game).title),
                 summary=report.summary))
        report.require()


def evaluation(evaluate: Callable[[Any, Any], float], *, secret: str | None = None) -> float:
    """Grade ``evaluate`` by the games it wins (:func:`~gamelib.exercises.grading.evaluation_grade`),
    the openings drawn from the course's secret; print the grade and return the points."""
    from gamelib.exercises.grading import evaluation_grade

    grade = evaluation_grade(evaluate, seed=derive(secret or find(), "evaluation") % 1_000_000)
    print(grade)
    return grade.points


#: the predictions: the right answer (computed, never typed in), the decimals asked for, and
#: how it is found, in words
def _root_value() -> float:
    from gamelib import lecture
    return lecture.minimax_values("fig4_3")["a"]


def _node_4_beta() -> float:
    from gamelib import lecture
    from gamelib.exercises import window_questions
    from gamelib.search import Trace, alphabeta

    game = lecture.load("fig4_8")
    trace = Trace()
    alphabeta(game, game.initial_state(), trace=trace)
    return next(q for q in window_questions(trace, game) if q.node_label == "4").answer[1]


def _othello_moves() -> float:
    from gamelib.games.othello import Othello

    game = Othello()
    state = game.initial_state()
    for move in ("d3", "c5", "f6", "f5", "e6", "e3"):
        state = game.result(state, game.parse_action(state, move))
    return len(game.legal_actions(state))


def _elo_expected() -> float:
    return 1 / (1 + 10 ** (-200 / 400))


PREDICTIONS: dict[str, tuple[Callable[[], float], int, str]] = {
    "root_value": (_root_value, 0, "Figure 4.3: a is a MAX node, so a = max(b, c, d); b, c and d "
                                   "are MIN nodes, each the smallest of its children's values."),
    "node_4_beta": (_node_4_beta, 0, "Node 4 is a MIN node: β falls to a child's value when it is "
                                     "smaller, so after node 10 returns 8, β = min(∞, 8)."),
    "othello_moves": (_othello_moves, 0, "A legal move flips at least one line of the opponent's "
                                         "discs: count the empty squares where one does."),
    "elo_expected": (_elo_expected, 2, "The expected score of a player rated 200 above the other "
                                       "is 1 / (1 + 10^(−200/400))."),
}


def number(name: str, given: Any) -> float:
    """``given`` as a number, or :class:`CheckFailed` saying what is expected (a decimal comma
    is read as a point: ``"0,76"``)."""
    if isinstance(given, str):
        try:
            given = float(given.strip().replace(",", "."))
        except ValueError:
            pass
    try:  # (an int past a float's range is no answer either: float() overflows)
        readable = (isinstance(given, (int, float)) and not isinstance(given, bool)
                    and not math.isnan(float(given)))
    except OverflowError:
        readable = False
    if not readable:
        raise CheckFailed(tr("{name}: give it a number (for example {name} = 3), not {given!r}",
                             name=name, given=given))
    return given


def prediction(name: str, given: Any) -> None:
    """Check one prediction; a wrong one fails with the right answer and how it is found (the
    feedback comes after the deadline: it may teach)."""
    truth, decimals, how = PREDICTIONS[name]
    value, right = number(name, given), truth()
    # "two decimals": any answer within half a hundredth, 0.7597 as well as 0.76; whole numbers
    # exactly
    tolerance = 0.5 * 10 ** -decimals if decimals else 1e-9
    if abs(value - right) > tolerance + 1e-12:
        shown = f"{right:.{decimals}f}" if decimals else f"{right:g}"
        raise CheckFailed(tr("{name} = {given} is not right: it is {right}. {how}", name=name,
                             given=f"{value:g}", right=shown, how=tr(how)))
    print(tr("{name}: right", name=name))
