"""Dodgem (lecture 002 §4.1; report 003), on an n×n board.

Each side has n−1 pieces.  **Black** (*Đen*) starts on the left column, every
square but the bottom one, moves **up, down or right** to an empty square, and
takes a piece off the board by moving it right from the right-hand column.
**White** (*Trắng*; the report's Red, *Đỏ*) starts on the bottom row, every
square but the left one, moves **up, left or right**, and takes a piece off by
moving it up from the top row.  Black moves first unless told otherwise.  The
first side to take all its pieces off wins.

A side that has pieces but no legal move: two rules exist.

* ``rule="lecture"`` (default): the lecture says a player who leaves the
  opponent unable to move **wins** -- so the side that cannot move loses.
* ``rule="vout"``: in Colin Vout's original game (*Winning Ways*) you must
  always leave your opponent a legal move, or you **lose** -- so the side that
  cannot move wins.

Squares are written like chess: columns a, b, c, ... from the left, rows 1, 2,
... from the bottom; a move is written ``a2-b2``, or ``c2-off`` for taking a
piece off.

>>> game = Dodgem(3)
>>> s = game.initial_state()
>>> print(game.render(s))
B . .
B . .
. W W
>>> [game.action_to_str(s, a) for a in game.legal_actions(s)]
['a3-b3', 'a2-b2', 'a2-a1']
>>> s = game.result(s, game.parse_action(s, "a2-a1"))
>>> print(game.render(s)); game.to_move(s)
B . .
. . .
B W W
'White'
"""

from __future__ import annotations

from typing import NamedTuple

from gamelib.core import Game, IllegalActionError, Side, move_text

BLACK, WHITE = "Black", "White"
RULES = ("lecture", "vout")
OFF = -1
COLUMNS = "abcdefghijklmno"
MAX_SIZE = 15          # report 003 §5: boards up to 15×15
SOLVABLE_SIZE = 4      # retrograde analysis holds every position of 3×3 and 4×4 here, not 5×5


class DodgemState(NamedTuple):
    """Bitmasks of the Black and White pieces on the board (bit ``row*n + col``, row 0 at
    the top), the side to move, and the board size."""

    black: int
    white: int
    to_move: str
    size: int


class Dodgem(Game):
    """Dodgem on a ``size`` × ``size`` board (3 to 15, as report 003 allows), with the stalemate
    ``rule`` named.  Boards up to 4×4 can be solved outright; bigger ones are played by
    depth-limited search."""

    players = (BLACK, WHITE)
    zero_sum = True
    max_side = WHITE  # the lecture's White, MAX: its evaluation values positions for White
    always_ends = False  # pieces can go back and forth for ever

    def __init__(self, size: int = 3, rule: str = "lecture", first: Side = BLACK):
        if isinstance(size, bool) or not isinstance(size, int) or not 3 <= size <= MAX_SIZE:
            raise ValueError(f"board size must be a whole number from 3 to {MAX_SIZE}, "
                             f"got {size!r}")
        if rule not in RULES:
            raise ValueError(f"unknown rule {rule!r}; choose 'lecture' (the side that cannot move "
                             "loses) or 'vout' (the side that cannot move wins)")
        if first not in self.players:
            raise ValueError(f"first must be {BLACK!r} or {WHITE!r}, not {first!r}")
        self.size, self.rule, self.first = size, rule, first
        n = size
        self.pieces = n - 1
        self._moves = {BLACK: self._move_table(BLACK), WHITE: self._move_table(WHITE)}

    def __repr__(self) -> str:
        return f"Dodgem(size={self.size}, rule={self.rule!r}, first={self.first!r})"

    def positions_bound(self) -> int:
        """An upper bound on the positions of the game: up to n-1 pieces a side on the board,
        either side to move.  Retrograde analysis must hold them all.

        >>> Dodgem(3).positions_bound(), Dodgem(4).positions_bound(), Dodgem(5).positions_bound()
        (2846, 555986, 240060402)
        """
        from math import comb

        squares, most = self.size ** 2, self.pieces
        return 2 * sum(comb(squares, b) * comb(squares - b, w)
                       for b in range(most + 1) for w in range(most + 1))

    def _move_table(self, side: str) -> list[tuple[int, ...]]:
        """For each square, the squares a piece of ``side`` may step to (OFF = off the board),
        forward moves first."""
        n = self.size
        table = []
        for index in range(n * n):
            r, c = divmod(index, n)
            steps = []
            if side == BLACK:
                steps.append(OFF if c == n - 1 else index + 1)   # right
                if r > 0:
                    steps.append(index - n)                         # up
                if r < n - 1:
                    steps.append(index + n)                         # down
            else:
                steps.append(OFF if r == 0 else index - n)        # up
                if c > 0:
                    steps.append(index - 1)                         # left
                if c < n - 1:
                    steps.append(index + 1)                         # right
            table.append(tuple(steps))
        return table

    # -- the Game protocol ----------------------------------------------------
    def initial_state(self) -> DodgemState:
        n = self.size
        black = sum(1 << (r * n) for r in range(n - 1))
        white = sum(1 << ((n - 1) * n + c) for c in range(1, n))
        return DodgemState(black, white, self.first, n)

    def to_move(self, state: DodgemState) -> Side:
        return state.to_move

    def legal_actions(self, state: DodgemState) -> tuple[tuple[int, int], ...]:
        black, white, side, _ = state
        if black == 0 or white == 0:
            return ()
        mine = black if side == BLACK else white
        occupied = black | white
        table = self._moves[side]
        moves = []
        index = 0
        while mine:
            if mine & 1:
                for target in table[index]:
                    if target == OFF or not occupied >> target & 1:
                        moves.append((index, target))
            mine >>= 1
            index += 1
        return tuple(moves)

    def successor(self, state: DodgemState, action: tuple[int, int]) -> DodgemState:
        black, white, side, n = state
        source, target = action
        landing = 0 if target == OFF else 1 << target
        if side == BLACK:
            return DodgemState(black & ~(1 << source) | landing, white, WHITE, n)
        return DodgemState(black, white & ~(1 << source) | landing, BLACK, n)

    def is_terminal(self, state: DodgemState) -> bool:
        return state.black == 0 or state.white == 0 or not self.legal_actions(state)

    def winner(self, state: DodgemState) -> Side | None:
        """Who has won in ``state`` (None while the game goes on)."""
        if state.black == 0:
            return BLACK
        if state.white == 0:
            return WHITE
        if self.legal_actions(state):
            return None
        stuck = state.to_move
        return self.opponent(stuck) if self.rule == "lecture" else stuck

    def utility(self, state: DodgemState, player: Side) -> float:
        won = self.winner(state)
        if won is None:
            if not self.is_terminal(state):
                raise ValueError("utility asked of a position where the game goes on")
            return 0
        return 1 if won == player else -1

    # -- writing moves and positions -----------------------------------------
    def square_name(self, index: int) -> str:
        """Square ``index`` (row 0 at the top) in chess style: ``a1`` is the bottom left."""
        r, c = divmod(index, self.size)
        return COLUMNS[c] + str(self.size - r)

    def square_index(self, name: str) -> int:
        """The index of a square written like ``b2``."""
        text = name.strip().lower() if isinstance(name, str) else ""
        columns = COLUMNS[: self.size]
        if not 2 <= len(text) <= 3 or text[0] not in columns or not text[1:].isdigit() \
                or not 1 <= int(text[1:]) <= self.size:
            raise ValueError(f"{name!r} is not a square of the {self.size}×{self.size} board; "
                             f"squares run from a1 to {columns[-1]}{self.size}")
        return (self.size - int(text[1:])) * self.size + columns.index(text[0])

    def action_to_str(self, state: DodgemState, action: tuple[int, int]) -> str:
        source, target = action
        return f"{self.square_name(source)}-{'off' if target == OFF else self.square_name(target)}"

    def parse_action(self, state: DodgemState, text: str) -> tuple[int, int]:
        """Read ``a2-b2``, ``a2 b2``, ``a2b2``, ``c2-off`` (rows may have two digits: ``a10-a11``)."""
        import re

        words = re.fullmatch(r"\s*([a-o]\d{1,2})\s*(?:-|\s)?\s*([a-o]\d{1,2}|off)\s*",
                             move_text(text).lower())
        cleaned = f"{words.group(1)}-{words.group(2)}" if words else None
        for action in self.legal_actions(state):
            if self.action_to_str(state, action) == cleaned:
                return action
        legal = [self.action_to_str(state, a) for a in self.legal_actions(state)]
        raise IllegalActionError(text, legal, self.state_to_str(state, "en"))

    def state_to_str(self, state: DodgemState, lang: str | None = None) -> str:
        """The rows from the top and who is to move; in Vietnamese the cars are Đ and T.

        >>> game = Dodgem(3)
        >>> game.state_to_str(game.initial_state(), "en"), game.state_to_str(game.initial_state(), "vi")
        ('B.. / B.. / .WW, Black to move', 'Đ.. / Đ.. / .TT, lượt Đen')
        """
        from gamelib.i18n import current_language, player_word, tr

        letters = {"vi": str.maketrans("BW", "ĐT")}.get(lang or current_language())
        rows = " / ".join(line.replace(" ", "") for line in self.render(state).splitlines())
        return tr("{position}, {side} to move", lang, position=rows.translate(letters) if letters else rows,
                  side=player_word(state.to_move, lang, self))

    def render(self, state: DodgemState) -> str:
        """The board as text: B, W and '.' rows from the top."""
        n = self.size
        cells = ["B" if state.black >> i & 1 else "W" if state.white >> i & 1 else "."
                 for i in range(n * n)]
        return "\n".join(" ".join(cells[r * n:(r + 1) * n]) for r in range(n))

    def off_board(self, state: DodgemState) -> dict[Side, int]:
        """How many pieces each side has taken off."""
        return {BLACK: self.pieces - bin(state.black).count("1"),
                WHITE: self.pieces - bin(state.white).count("1")}

    def position(self, black: list[str], white: list[str], to_move: Side = BLACK) -> DodgemState:
        """A position from square names, e.g. ``position(["a3", "a1"], ["b1", "c1"], WHITE)``."""
        if len(black) > self.pieces or len(white) > self.pieces:
            raise ValueError(f"each side has at most {self.pieces} pieces on a {self.size}×"
                             f"{self.size} board")
        squares = [self.square_index(s) for s in black + white]
        if len(set(squares)) != len(squares):
            raise ValueError("two pieces on the same square")
        if to_move not in self.players:
            raise ValueError(f"to_move must be {BLACK!r} or {WHITE!r}")
        bits = lambda names: sum(1 << self.square_index(s) for s in names)  # noqa: E731
        return DodgemState(bits(black), bits(white), to_move, self.size)
