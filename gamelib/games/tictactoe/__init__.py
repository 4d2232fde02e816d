"""Tic-tac-toe (the lecture's exercise 1, lecture 002 §4.3).

X moves first; three in a row, column or diagonal wins; a full board with no
line is a draw.  A state is the pair of bitmasks ``(x, o)``: bit ``i`` is
square ``i``, numbered row by row from the top left.  Squares are written
``a1`` (top left) to ``c3`` (bottom right): the letter is the column, the
number the row counted from the top.

>>> game = TicTacToe()
>>> s = game.initial_state()
>>> for move in ["b2", "a1", "c3"]:
...     s = game.result(s, game.parse_action(s, move))
>>> print(game.render(s))
O . .
. X .
. . X
>>> game.to_move(s), game.legal_actions(s)
('O', (1, 2, 3, 5, 6, 7))
>>> game.result(s, 0)
Traceback (most recent call last):
...
gamelib.core.IllegalActionError: illegal move 0 in state 'O.. .X. ..X'; legal moves: b1, c1, a2, c2, a3, b3
"""

from __future__ import annotations

from typing import NamedTuple

from gamelib.core import Game, Side

X, O = "X", "O"
LINES = (0b000000111, 0b000111000, 0b111000000,  # rows
         0b001001001, 0b010010010, 0b100100100,  # columns
         0b100010001, 0b001010100)               # diagonals
FULL = 0b111111111


class TicTacToeState(NamedTuple):
    """Bitmasks of X's and O's squares."""

    x: int
    o: int


State = TicTacToeState
_new = tuple.__new__  # builds a TicTacToeState without NamedTuple's slower __new__


def square_name(index: int) -> str:
    """``0 -> 'a1'`` ... ``8 -> 'c3'`` (column letter, row from the top)."""
    return "abc"[index % 3] + str(index // 3 + 1)


def winner(state: State) -> Side | None:
    """The player with three in a line, if any."""
    x, o = state
    for line in LINES:
        if x & line == line:
            return X
        if o & line == line:
            return O
    return None


class TicTacToe(Game):
    """Tic-tac-toe on the core protocol; utility +1 for a win, -1 for a loss, 0 for a draw."""

    players = (X, O)
    zero_sum = True

    def initial_state(self) -> State:
        return TicTacToeState(0, 0)

    def to_move(self, state: State) -> Side:
        x, o = state
        return X if bin(x).count("1") == bin(o).count("1") else O

    def legal_actions(self, state: State) -> tuple[int, ...]:
        x, o = state
        if winner(state) is not None:
            return ()
        taken = x | o
        return tuple(i for i in range(9) if not taken >> i & 1)

    def successor(self, state: State, action: int) -> State:
        x, o = state
        bit = 1 << action
        return _new(TicTacToeState, (x | bit, o) if self.to_move(state) == X else (x, o | bit))

    def is_terminal(self, state: State) -> bool:
        x, o = state
        return (x | o) == FULL or winner(state) is not None

    def utility(self, state: State, player: Side) -> float:
        won = winner(state)
        if won is None:
            return 0
        return 1 if won == player else -1

    def action_to_str(self, state: State, action: int) -> str:
        return square_name(action)

    def state_to_str(self, state: State, lang: str | None = None) -> str:
        return repr(" ".join(self.render(state).replace(" ", "").splitlines()))

    def render(self, state: State) -> str:
        """The board as three lines of X, O and '.'."""
        x, o = state
        cells = ["X" if x >> i & 1 else "O" if o >> i & 1 else "." for i in range(9)]
        return "\n".join(" ".join(cells[r * 3:r * 3 + 3]) for r in range(3))


#: the eight symmetries of the square, as permutations of the squares
SYMMETRIES = (
    (0, 1, 2, 3, 4, 5, 6, 7, 8), (6, 3, 0, 7, 4, 1, 8, 5, 2), (8, 7, 6, 5, 4, 3, 2, 1, 0),
    (2, 5, 8, 1, 4, 7, 0, 3, 6), (2, 1, 0, 5, 4, 3, 8, 7, 6), (6, 7, 8, 3, 4, 5, 0, 1, 2),
    (0, 3, 6, 1, 4, 7, 2, 5, 8), (8, 5, 2, 7, 4, 1, 6, 3, 0),
)


def canonical(state: State) -> State:
    """The smallest of the eight symmetric images of ``state`` (a key up to symmetry)."""
    def image(bits: int, perm: tuple[int, ...]) -> int:
        return sum(1 << perm[i] for i in range(9) if bits >> i & 1)

    x, o = state
    return TicTacToeState(*min((image(x, p), image(o, p)) for p in SYMMETRIES))
