"""A tic-tac-toe evaluation for depth-limited search: open lines.

A line (row, column or diagonal) is *open* for a player when the opponent has
no mark on it.  The value for X is the number of lines open for X minus the
number open for O; a finished game is worth ±100 (0 for a draw).

>>> from gamelib.games.tictactoe import TicTacToe
>>> game = TicTacToe()
>>> s = game.result(game.initial_state(), 4)   # X in the centre
>>> open_lines(s, "X")                         # 8 lines open for X, 4 for O
4
"""

from __future__ import annotations

from gamelib.core import Side
from gamelib.games.tictactoe import LINES, X, TicTacToeState, winner

WIN = 100


def open_lines(state: TicTacToeState, player: Side) -> int:
    """Lines open for ``player`` minus lines open for the opponent (±100 once decided)."""
    won = winner(state)
    if won is not None:
        return WIN if player == won else -WIN
    x, o = state
    open_for_x = sum(1 for line in LINES if not o & line)
    open_for_o = sum(1 for line in LINES if not x & line)
    value = open_for_x - open_for_o
    return value if player == X else -value


def utility_only(state: TicTacToeState, player: Side) -> int:
    """Only finished games count (±100, 0 for a draw or an unfinished game)."""
    won = winner(state)
    return 0 if won is None else WIN if won == player else -WIN


EVALUATIONS = {"open lines": open_lines, "win/loss only": utility_only}
