"""Gravity three: a disc dropped into a column falls to the lowest empty square; three of one
colour in a row, a column or a diagonal wins; a full board is a draw.

A game of a fourth kind beside the course's (a square, a piece then a square, a square then a
direction): a move is a column, written ``a``, ``b``, ... from the left.

>>> game = Gravity()
>>> state = game.initial_state()
>>> for move in "aabbc":
...     state = game.result(state, game.parse_action(state, move))
>>> game.is_terminal(state), game.utility(state, "R")
(True, 1)
>>> game.parse_action(state, "f")
Traceback (most recent call last):
...
gamelib.core.IllegalActionError: illegal move 'f'...
"""

from __future__ import annotations

from typing import NamedTuple

from gamelib.core import Game

RED, YELLOW = "R", "Y"
LETTERS = "abcdefghi"


class Drop(NamedTuple):
    """The squares row by row from the top ('' empty, 'R', 'Y') and whose turn it is."""

    cells: tuple[str, ...]
    to_move: str


class Gravity(Game):
    """Gravity three on ``columns`` × ``rows`` squares (3 to 9 each)."""

    players = (RED, YELLOW)
    side_names = {RED: "Red", YELLOW: "Yellow"}

    def __init__(self, columns: int = 5, rows: int = 4):
        for name, value in (("columns", columns), ("rows", rows)):
            if not isinstance(value, int) or isinstance(value, bool) or not 3 <= value <= 9:
                raise ValueError(f"{name} must be a whole number from 3 to 9, got {value!r}")
        self.columns, self.rows = columns, rows

    def __repr__(self) -> str:
        return f"Gravity(columns={self.columns}, rows={self.rows})"

    def initial_state(self) -> Drop:
        return Drop(("",) * (self.columns * self.rows), RED)

    def to_move(self, state: Drop) -> str:
        return state.to_move

    def legal_actions(self, state: Drop) -> tuple[int, ...]:
        if self.winner(state) is not None:
            return ()
        return tuple(c for c in range(self.columns) if not state.cells[c])

    def landing(self, state: Drop, column: int) -> int:
        """The square a disc dropped into ``column`` lands on (the lowest empty one)."""
        for row in reversed(range(self.rows)):
            if not state.cells[row * self.columns + column]:
                return row * self.columns + column
        raise ValueError(f"column {LETTERS[column]} is full")

    def successor(self, state: Drop, action: int) -> Drop:
        cells = list(state.cells)
        cells[self.landing(state, action)] = state.to_move
        return Drop(tuple(cells), self.opponent(state.to_move))

    def winner(self, state: Drop) -> str | None:
        """Whose three in a line stand on the board (None: nobody's yet)."""
        cols, cells = self.columns, state.cells
        for index, who in enumerate(cells):
            if not who:
                continue
            r, c = divmod(index, cols)
            for dr, dc in ((0, 1), (1, 0), (1, 1), (1, -1)):
                if all(0 <= r + k * dr < self.rows and 0 <= c + k * dc < cols
                       and cells[(r + k * dr) * cols + c + k * dc] == who for k in (1, 2)):
                    return who
        return None

    def is_terminal(self, state: Drop) -> bool:
        return not self.legal_actions(state)

    def utility(self, state: Drop, player: str) -> int:
        won = self.winner(state)
        return 0 if won is None else 1 if won == player else -1

    def action_to_str(self, state: Drop, action: int) -> str:
        return LETTERS[action]
