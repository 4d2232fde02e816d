"""Tic-tac-toe's board: the common board (a click on an empty square plays it), with X a person
and O the perfect player unless told otherwise."""

from __future__ import annotations

from gamelib.widgets.board import HUMAN, GameBoard


class TicTacToeBoard(GameBoard):
    """Tic-tac-toe: click an empty square (``a1`` top left ... ``c3``)."""

    def __init__(self, x: str = HUMAN, o: str = "Perfect", *, depth: int = 4, seed: int = 0):
        from gamelib.games.tictactoe import TicTacToe

        super().__init__(TicTacToe(), {"X": x, "O": o}, depth=depth, max_depth=9, seed=seed)
