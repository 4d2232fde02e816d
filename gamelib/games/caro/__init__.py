"""Caro (Gomoku, *cờ ca-rô*), source 004: five in a row on a board of the player's size.

X moves first; players take turns placing a stone on an empty square; a line of
five wins; a full board is a draw.  The board is ``size`` × ``size`` (default 15;
5 to 25).  Squares are written like ``h8``: column letter, then row number, row 1
at the top (as in gamelib's Othello).

Three rules are named options:

* ``"freestyle"`` -- five **or more** in a row wins;
* ``"exact"`` -- exactly five wins; six or more (an overline) does not;
* ``"caro"`` -- the Vietnamese rule: five or more wins, **unless both ends of the
  line are blocked by the opponent's stones** (*bị chặn hai đầu*).  The edge of
  the board does not block.

Random openings in matches (``opening_actions``) are drawn from the central
``opening_box`` × ``opening_box`` squares (default 7), as tournament openings
are: a random stone on the edge is a wasted move, and a game opened that way
measures the luck of the draw more than the players.

A state holds both sides' stones as bitmasks (bit ``row * size + column``), the
side to move, the last move and the winner (found from the last move alone).

>>> game = Caro(9)
>>> s = game.initial_state()
>>> for move in ["e5", "a1", "f5", "a2", "g5", "a3", "h5", "a4"]:
...     s = game.result(s, game.parse_action(s, move))
>>> game.winner(s), game.is_terminal(s)
(None, False)
>>> s = game.result(s, game.parse_action(s, "d5"))
>>> game.winner(s), game.winning_line(s)
('X', (39, 40, 41, 42, 43))
"""

from __future__ import annotations

from typing import NamedTuple

from gamelib.core import Game, IllegalActionError, Side, move_text

X, O = "X", "O"
RULES = ("freestyle", "exact", "caro")
LINE_STEPS = ((0, 1), (1, 0), (1, 1), (1, -1))  # (row step, column step)


class CaroState(NamedTuple):
    x: int
    o: int
    to_move: str
    last: int | None
    winner: str | None
    size: int


class Caro(Game):
    """Caro / Gomoku with a chosen board size and winning rule."""

    players = (X, O)
    zero_sum = True

    def __init__(self, size: int = 15, rule: str = "freestyle", first: Side = X,
                 opening_box: int | None = 7):
        if not isinstance(size, int) or not 5 <= size <= 25:
            raise ValueError(f"board size must be an integer from 5 to 25, got {size!r}")
        if rule not in RULES:
            raise ValueError(f"unknown rule {rule!r}; choose freestyle (five or more), exact "
                             "(exactly five) or caro (five, not blocked at both ends)")
        if first not in self.players:
            raise ValueError(f"first must be {X!r} or {O!r}")
        if opening_box is not None and (not isinstance(opening_box, int) or opening_box < 1):
            raise ValueError(f"opening_box is a positive width in squares, or None for the whole "
                             f"board; got {opening_box!r}")
        self.size, self.rule, self.first = size, rule, first
        self.opening_box = opening_box
        self.full = (1 << size * size) - 1

    def __repr__(self) -> str:
        return f"Caro(size={self.size}, rule={self.rule!r})"

    # -- the Game protocol ----------------------------------------------------
    def initial_state(self) -> CaroState:
        return CaroState(0, 0, self.first, None, None, self.size)

    def to_move(self, state: CaroState) -> Side:
        return state.to_move

    def legal_actions(self, state: CaroState) -> tuple[int, ...]:
        if self.is_terminal(state):
            return ()
        taken = state.x | state.o
        return tuple(i for i in range(self.size * self.size) if not taken >> i & 1)

    def opening_actions(self, state: CaroState) -> tuple[int, ...]:
        """Empty squares of the central ``opening_box`` square (all legal moves if it is full or
        the box is None).

        >>> game = Caro(15)
        >>> central = game.opening_actions(game.initial_state())
        >>> len(central), game.square_name(min(central)), game.square_name(max(central))
        (49, 'e5', 'k11')
        """
        legal = self.legal_actions(state)
        if self.opening_box is None or self.opening_box >= self.size:
            return legal
        low = (self.size - self.opening_box) // 2
        high = low + self.opening_box
        central = tuple(a for a in legal
                        if low <= a // self.size < high and low <= a % self.size < high)
        return central or legal

    def successor(self, state: CaroState, action: int) -> CaroState:
        bit = 1 << action
        if state.to_move == X:
            x, o, other = state.x | bit, state.o, O
        else:
            x, o, other = state.x, state.o | bit, X
        winner = state.to_move if self.line_through(x if state.to_move == X else o,
                                                    o if state.to_move == X else x, action) else None
        return CaroState(x, o, other, action, winner, self.size)

    def is_terminal(self, state: CaroState) -> bool:
        return state.winner is not None or (state.x | state.o) == self.full

    def winner(self, state: CaroState) -> Side | None:
        return state.winner

    def utility(self, state: CaroState, player: Side) -> float:
        if state.winner is None:
            if not self.is_terminal(state):
                raise ValueError("utility asked of a position where the game goes on")
            return 0
        return 1 if state.winner == player else -1

    # -- lines ---------------------------------------------------------------------------
    def run(self, mine: int, index: int, dr: int, dc: int) -> tuple[list[int], int | None, int | None]:
        """The unbroken run of ``mine`` through ``index`` along (dr, dc), and the squares just
        beyond each end (None past the edge)."""
        n = self.size
        r0, c0 = divmod(index, n)
        cells = [index]
        ends = []
        for sign in (1, -1):
            r, c = r0 + sign * dr, c0 + sign * dc
            while 0 <= r < n and 0 <= c < n and mine >> (r * n + c) & 1:
                cells.append(r * n + c)
                r, c = r + sign * dr, c + sign * dc
            ends.append(r * n + c if 0 <= r < n and 0 <= c < n else None)
        return sorted(cells), ends[0], ends[1]

    def line_through(self, mine: int, theirs: int, index: int) -> tuple[int, ...] | None:
        """A winning line through ``index`` for the side with stones ``mine``, if there is one."""
        for dr, dc in LINE_STEPS:
            cells, end_a, end_b = self.run(mine, index, dr, dc)
            length = len(cells)
            if length < 5 or (self.rule == "exact" and length != 5):
                continue
            if self.rule == "caro":
                blocked = [e is not None and theirs >> e & 1 for e in (end_a, end_b)]
                if all(blocked):
                    continue
            return tuple(cells)
        return None

    def winning_line(self, state: CaroState) -> tuple[int, ...] | None:
        """The squares of the line that won the game (None if nobody has won)."""
        if state.winner is None or state.last is None:
            return None
        mine, theirs = (state.x, state.o) if state.winner == X else (state.o, state.x)
        return self.line_through(mine, theirs, state.last)

    # -- writing moves ---------------------------------------------------------------------
    def square_name(self, index: int) -> str:
        r, c = divmod(index, self.size)
        return "abcdefghijklmnopqrstuvwxyz"[c] + str(r + 1)

    def square_index(self, name: str) -> int:
        text = name.strip().lower()
        letters = "abcdefghijklmnopqrstuvwxyz"[: self.size]
        if len(text) < 2 or text[0] not in letters or not text[1:].isdigit() \
                or not 1 <= int(text[1:]) <= self.size:
            raise ValueError(f"{name!r} is not a square of the {self.size}×{self.size} board; "
                             f"squares run from a1 to {letters[-1]}{self.size}")
        return (int(text[1:]) - 1) * self.size + letters.index(text[0])

    def action_to_str(self, state: CaroState, action: int) -> str:
        return self.square_name(action)

    def parse_action(self, state: CaroState, text: str) -> int:
        try:
            index = self.square_index(move_text(text))
        except ValueError as exc:
            last = self.square_name(self.size ** 2 - 1)
            raise IllegalActionError(text, [f"any empty square (a1 to {last})"],
                                     self.state_to_str(state, "en")) from exc
        if self.is_terminal(state):
            raise IllegalActionError(text, [], self.state_to_str(state, "en"))
        if (state.x | state.o) >> index & 1:
            raise IllegalActionError(f"{text} (occupied)", ["an empty square"], self.state_to_str(state, "en"))
        return index

    def result(self, state: CaroState, action: int) -> CaroState:
        if not isinstance(action, int) or not 0 <= action < self.size ** 2:
            raise IllegalActionError(action, [f"a square index 0 to {self.size ** 2 - 1}"],
                                     self.state_to_str(state, "en"))
        if self.is_terminal(state) or (state.x | state.o) >> action & 1:
            legal = "none (the game is over)" if self.is_terminal(state) else "an empty square"
            raise IllegalActionError(self.square_name(action), [legal], self.state_to_str(state, "en"))
        return self.successor(state, action)

    def position(self, xs: list[str], os: list[str], to_move: Side = X) -> CaroState:
        """A position from square names (no winner yet), e.g. ``position(["h8"], ["i9"])``."""
        if to_move not in self.players:
            raise ValueError(f"to_move must be {X!r} or {O!r}, got {to_move!r}")
        squares = [self.square_index(n) for n in xs + os]
        if len(set(squares)) != len(squares):
            raise ValueError("two stones on the same square")
        bits = lambda names: sum(1 << self.square_index(n) for n in names)  # noqa: E731
        return CaroState(bits(xs), bits(os), to_move, None, None, self.size)

    def state_to_str(self, state: CaroState, lang: str | None = None) -> str:
        from gamelib.i18n import tr

        stones = (state.x | state.o).bit_count()
        return tr("{size}×{size}, {stones} stones, {side} to move", lang, size=self.size,
                  stones=stones, side=state.to_move)

    def render(self, state: CaroState) -> str:
        n = self.size
        rows = []
        for r in range(n):
            rows.append(" ".join("X" if state.x >> (r * n + c) & 1 else "O" if state.o >> (r * n + c) & 1
                                 else "." for c in range(n)))
        return "\n".join(rows)
