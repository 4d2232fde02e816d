"""Othello / Reversi (*Cờ lật*), standard rules and the assignment's variant (source 001).

The board has columns a–h and rows 1–8, row 1 at the top, as in the
assignment's figures.  Black moves first from d5, e4 (Black) and d4, e5
(White).  A move puts a disc on an empty square so that, in at least one of
the eight directions, a line of opponent discs runs from it to one of the
mover's discs; every such line is flipped.

**The course's rule (assignment 001 §I.2, rule 7), the default.**  The game ends as soon as
the player whose turn it is cannot move; more discs wins.  There is no passing.

**International (standard) rules**, ``Othello(rule="standard")``.  A player with no legal
move passes (the move ``pass``); the game ends when neither can move; more discs wins.  The
published perft numbers are counted this way.

**The assignment's variant (§II.1)**, ``Othello(victory_cells=...)``: five
victory cells are chosen before the game (:func:`random_victory_cells`, seeded).
A player who holds all five wins at once.  There is no passing: a player with
no legal move ends the game.  At the end more discs wins; with equal discs,
more victory cells wins; otherwise it is a draw.  (A player may also surrender;
that is not a move on the board but an answer of the bot, handled by the match
runner and the server.)

A state is ``(black, white, to_move)`` with the discs as 64-bit masks: bit
``8 * row + column``, row 0 being row 1 of the board.

>>> game = Othello()
>>> s = game.initial_state()
>>> [game.action_to_str(s, a) for a in game.legal_actions(s)]
['d3', 'c4', 'f5', 'e6']
>>> s = game.result(s, game.parse_action(s, "d3"))
>>> print(game.render(s))
  a b c d e f g h
1 . . . . . . . .
2 . . . . . . . .
3 . . . B . . . .
4 . . . B B . . .
5 . . . B W . . .
6 . . . . . . . .
7 . . . . . . . .
8 . . . . . . . .
>>> game.perft(game.initial_state(), 4)
244
>>> Othello(rule="standard").rule, Othello().rule
('standard', 'course')
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import NamedTuple

from gamelib.core import Game, IllegalActionError, Outcome, Side, move_text

BLACK, WHITE = "BLACK", "WHITE"
PASS = -1
#: how a game goes on when the side to move has no move: it ends (the course), or it passes
RULES = {"course": "the game ends when the player to move cannot move (assignment 001 §I.2)",
         "standard": "a player who cannot move passes; the game ends when neither can move"}
FULL = (1 << 64) - 1
NOT_A = 0xFEFEFEFEFEFEFEFE  # every square but column a
NOT_H = 0x7F7F7F7F7F7F7F7F  # every square but column h
CORNERS = (1 << 0) | (1 << 7) | (1 << 56) | (1 << 63)


class OthelloState(NamedTuple):
    """Discs of each side as 64-bit masks, and the side to move."""

    black: int
    white: int
    to_move: str


def square_name(index: int) -> str:
    """``0 -> 'a1'`` (top left) ... ``63 -> 'h8'``."""
    return "abcdefgh"[index % 8] + str(index // 8 + 1)


def square_index(name: str) -> int:
    """``'a1' -> 0`` ... ``'h8' -> 63``; a clear error for anything else."""
    text = name.strip().lower()
    if len(text) != 2 or text[0] not in "abcdefgh" or text[1] not in "12345678":
        raise ValueError(f"{name!r} is not a square; squares run from a1 to h8 "
                         "(column a-h, then row 1-8)")
    return (int(text[1]) - 1) * 8 + "abcdefgh".index(text[0])


def parse_position(text: str) -> tuple[int, int]:
    """The black and white masks of a 64-character board, a1..h1 then a2..h2 ... h8, with ``X``
    black, ``O`` white and ``-`` empty (the format of the FFO endgame tests).

    >>> black, white = parse_position("-" * 27 + "OX------XO" + "-" * 27)
    >>> square_name(black.bit_length() - 1), bin(white).count("1")
    ('d5', 2)
    """
    if not isinstance(text, str) or len(text.strip()) != 64:
        raise ValueError("a position is 64 characters, a1..h1 first and h8 last (X black, O white, "
                         f"- empty); got {len(text.strip()) if isinstance(text, str) else text!r}"
                         + (" characters" if isinstance(text, str) else ""))
    black = white = 0
    for index, symbol in enumerate(text.strip()):
        if symbol in "Xx":
            black |= 1 << index
        elif symbol in "Oo":
            white |= 1 << index
        elif symbol not in "-.":
            raise ValueError(f"square {square_name(index)} of the position is {symbol!r}; "
                             "allowed are X (black), O (white) and - (empty)")
    return black, white



class ObfPosition(NamedTuple):
    """One line of an ``.obf`` file (the FFO/OBF endgame test format): the board, the side to
    move, and the known exact scores of moves (final disc margin for the side to move)."""

    board: str
    to_move: str
    answers: dict[str, int]

    @property
    def best_score(self) -> int | None:
        """The best known score, or None when the line gives no answers."""
        return max(self.answers.values()) if self.answers else None

    @property
    def best_moves(self) -> list[str]:
        """The moves that reach :attr:`best_score` (several may)."""
        return [m for m, v in self.answers.items() if v == self.best_score]


def parse_obf(line: str) -> ObfPosition:
    """Read an OBF line: 64 squares (``X`` black, ``O`` white, ``-`` empty), a space, the side
    to move (``X`` or ``O``), then optionally ``; MOVE:SCORE`` for known moves.

    >>> p = parse_obf("-" * 27 + "OX------XO" + "-" * 27 + " X; D3:+2; C4:-1;")
    >>> p.to_move, p.answers, p.best_moves
    ('BLACK', {'d3': 2, 'c4': -1}, ['d3'])
    >>> parse_obf("-" * 64 + " B")
    Traceback (most recent call last):
    ...
    ValueError: an OBF line gives the side to move as X (black) or O (white) after the 64 squares, not 'B'
    """
    if not isinstance(line, str):
        raise ValueError(f"an OBF line is text, not {type(line).__name__}")
    head, *rest = line.strip().split(";")
    words = head.split()
    if len(words) != 2 or len(words[0]) != 64:
        raise ValueError("an OBF line is 64 squares a1..h8 (X black, O white, - empty), a space, "
                         "the side to move (X or O), then optionally '; MOVE:SCORE' answers; got "
                         f"{line.strip()[:80]!r}")
    board, side = words
    parse_position(board)  # the squares are checked here
    if side.upper() not in ("X", "O"):
        raise ValueError("an OBF line gives the side to move as X (black) or O (white) after "
                         f"the 64 squares, not {side!r}")
    answers: dict[str, int] = {}
    for part in rest:
        part = part.strip()
        if not part:
            continue
        move, _, score = part.partition(":")
        try:
            answers[square_name(square_index(move))] = int(score)
        except ValueError:
            raise ValueError(f"an OBF answer is MOVE:SCORE such as A2:+38, not {part!r}") from None
    return ObfPosition(board, BLACK if side.upper() == "X" else WHITE, answers)

def legal_moves(me: int, opp: int) -> int:
    """The mask of squares where the side with discs ``me`` may play against ``opp``."""
    empty = ~(me | opp) & FULL
    moves = 0
    o = opp & NOT_A                      # east: +1
    t = o & (me << 1)
    t |= o & (t << 1); t |= o & (t << 1); t |= o & (t << 1); t |= o & (t << 1); t |= o & (t << 1)
    moves |= (t << 1) & NOT_A
    o = opp & NOT_H                      # west: -1
    t = o & (me >> 1)
    t |= o & (t >> 1); t |= o & (t >> 1); t |= o & (t >> 1); t |= o & (t >> 1); t |= o & (t >> 1)
    moves |= (t >> 1) & NOT_H
    o = opp                              # south: +8
    t = o & (me << 8)
    t |= o & (t << 8); t |= o & (t << 8); t |= o & (t << 8); t |= o & (t << 8); t |= o & (t << 8)
    moves |= t << 8
    t = o & (me >> 8)                    # north: -8
    t |= o & (t >> 8); t |= o & (t >> 8); t |= o & (t >> 8); t |= o & (t >> 8); t |= o & (t >> 8)
    moves |= t >> 8
    o = opp & NOT_A                      # south-east: +9
    t = o & (me << 9)
    t |= o & (t << 9); t |= o & (t << 9); t |= o & (t << 9); t |= o & (t << 9); t |= o & (t << 9)
    moves |= (t << 9) & NOT_A
    t = o & (me >> 7)                    # north-east: -7
    t |= o & (t >> 7); t |= o & (t >> 7); t |= o & (t >> 7); t |= o & (t >> 7); t |= o & (t >> 7)
    moves |= (t >> 7) & NOT_A
    o = opp & NOT_H                      # south-west: +7
    t = o & (me << 7)
    t |= o & (t << 7); t |= o & (t << 7); t |= o & (t << 7); t |= o & (t << 7); t |= o & (t << 7)
    moves |= (t << 7) & NOT_H
    t = o & (me >> 9)                    # north-west: -9
    t |= o & (t >> 9); t |= o & (t >> 9); t |= o & (t >> 9); t |= o & (t >> 9); t |= o & (t >> 9)
    moves |= (t >> 9) & NOT_H
    return moves & empty


# (step, mask of squares a step may land on without wrapping round the board)
DIRECTIONS = ((1, NOT_A), (-1, NOT_H), (8, FULL), (-8, FULL),
              (9, NOT_A), (-7, NOT_A), (7, NOT_H), (-9, NOT_H))


def flips(me: int, opp: int, square: int) -> int:
    """The opponent discs flipped by playing ``square``."""
    flipped = 0
    for step, mask in DIRECTIONS:
        line = 0
        bit = 1 << square
        while True:
            bit = (bit << step if step > 0 else bit >> -step) & mask
            if bit & opp:
                line |= bit
            else:
                if bit & me:
                    flipped |= line
                break
    return flipped


def _rules_functions() -> tuple[Callable[[int, int], int], Callable[[int, int, int], int]]:
    """:func:`legal_moves` and :func:`flips` as numba compiles them
    (:mod:`gamelib.games.othello.bits`, imported on first use: numba takes a moment to load),
    or these plain functions without numba."""
    from gamelib.games.othello.bits import for_python

    return for_python() or (legal_moves, flips)


def squares(mask: int) -> list[int]:
    """The indices of the set bits of ``mask``, in increasing order."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def random_victory_cells(seed: int | None = None, count: int = 5) -> frozenset[int]:
    """``count`` distinct squares for the variant, chosen from a seeded generator."""
    return frozenset(random.Random(seed).sample(range(64), count))


class Othello(Game):
    """Othello under ``rule`` (see ``RULES``); ``victory_cells`` (five squares) switches on the
    assignment's variant, which never passes (§II.1, rule 4)."""

    players = (BLACK, WHITE)
    side_names = {BLACK: "Black", WHITE: "White"}
    zero_sum = True

    def __init__(self, victory_cells: frozenset[int] | set[int] | str | None = None,
                 rule: str = "course"):
        if rule not in RULES:
            raise ValueError(f"unknown Othello rule {rule!r}; choose 'course' (the game ends when "
                             "the player to move cannot move) or 'standard' (that player passes)")
        if isinstance(victory_cells, str):
            victory_cells = {square_index(name) for name in victory_cells.split()}
        if victory_cells is not None and (
                not isinstance(victory_cells, (set, frozenset, list, tuple))
                or not all(isinstance(c, int) and not isinstance(c, bool) for c in victory_cells)):
            raise ValueError(f"victory_cells are five squares, written 'a1 c7 d5 g4 f3' or as "
                             f"indexes 0-63; got {victory_cells!r}")
        if victory_cells is not None:
            victory_cells = frozenset(victory_cells)
            if len(victory_cells) != 5 or not all(0 <= c < 64 for c in victory_cells):
                raise ValueError(f"the variant needs exactly 5 distinct victory cells on the "
                                 f"board, got {sorted(victory_cells)}")
        if victory_cells is not None and rule == "standard":
            raise ValueError("the assignment's variant has no passing (§II.1, rule 4): "
                             "play it with rule='course'")
        self.victory_cells = victory_cells
        self.victory_mask = sum(1 << c for c in victory_cells) if victory_cells else 0
        self.rule = rule
        # the last position asked about and its moves: a search asks is_terminal, then
        # legal_actions, of the same position, and move generation is most of its cost
        self._last: tuple[OthelloState | None, tuple[int, ...]] = (None, ())
        # legal_moves and flips as numba compiles them when it is installed (the same answers,
        # 5 to 15 times faster from Python); the functions above otherwise
        self._moves, self._flips = _rules_functions()

    def __getstate__(self) -> dict:
        """The rules only: the compiled functions and the last answer are found again where
        the game is unpickled (another process may have no numba)."""
        return {k: v for k, v in self.__dict__.items() if k not in ("_moves", "_flips", "_last")}

    def __setstate__(self, state: dict) -> None:
        self.__dict__.update(state)
        self._last = (None, ())
        self._moves, self._flips = _rules_functions()

    @property
    def passes(self) -> bool:
        """Whether a player with no move passes (standard rules) rather than ending the game."""
        return self.rule == "standard"

    @property
    def variant(self) -> bool:
        return self.victory_cells is not None

    def __repr__(self) -> str:
        if not self.variant:
            return "Othello()" if self.rule == "course" else f"Othello(rule={self.rule!r})"
        names = " ".join(square_name(c) for c in sorted(self.victory_cells))
        return f"Othello(victory_cells={names!r})"

    # -- the Game protocol ----------------------------------------------------
    def initial_state(self) -> OthelloState:
        d4, e4, d5, e5 = square_index("d4"), square_index("e4"), square_index("d5"), square_index("e5")
        return OthelloState((1 << d5) | (1 << e4), (1 << d4) | (1 << e5), BLACK)

    def to_move(self, state: OthelloState) -> Side:
        return state.to_move

    def _mine(self, state: OthelloState) -> tuple[int, int]:
        return (state.black, state.white) if state.to_move == BLACK else (state.white, state.black)

    def legal_actions(self, state: OthelloState) -> tuple[int, ...]:
        last, actions = self._last
        if last is state:
            return actions
        actions = self._legal_actions(state)
        self._last = (state, actions)
        return actions

    def _legal_actions(self, state: OthelloState) -> tuple[int, ...]:
        if self._decided_by_cells(state):
            return ()
        me, opp = self._mine(state)
        moves = self._moves(me, opp)
        if moves:
            return tuple(squares(moves))
        if not self.passes or not self._moves(opp, me):
            return ()
        return (PASS,)

    def successor(self, state: OthelloState, action: int) -> OthelloState:
        return self._play(state, action, self._flips)

    def _play(self, state: OthelloState, action: int,
              flips_of: Callable[[int, int, int], int]) -> OthelloState:
        other = WHITE if state.to_move == BLACK else BLACK
        if action == PASS:
            return OthelloState(state.black, state.white, other)
        me, opp = self._mine(state)
        flipped = flips_of(me, opp, action)
        me |= flipped | (1 << action)
        opp &= ~flipped
        if state.to_move == BLACK:
            return OthelloState(me, opp, other)
        return OthelloState(opp, me, other)

    def is_terminal(self, state: OthelloState) -> bool:
        return not self.legal_actions(state)

    def _decided_by_cells(self, state: OthelloState) -> bool:
        v = self.victory_mask
        return bool(v) and (state.black & v == v or state.white & v == v)

    def winner(self, state: OthelloState) -> Side | None:
        """The winner of a finished game (None for a draw or while it goes on)."""
        v = self.victory_mask
        if v and state.black & v == v:
            return BLACK
        if v and state.white & v == v:
            return WHITE
        if not self.is_terminal(state):
            return None
        black, white = state.black.bit_count(), state.white.bit_count()
        if black != white:
            return BLACK if black > white else WHITE
        if v:
            cells_black, cells_white = (state.black & v).bit_count(), (state.white & v).bit_count()
            if cells_black != cells_white:
                return BLACK if cells_black > cells_white else WHITE
        return None

    def outcome(self, state: OthelloState) -> Outcome | None:
        """Why a finished game ended (assignment 001 §II.1): ``victory-cells`` (the winner holds
        all five), ``more-discs``, ``tie-break`` (equal discs, more victory cells) or ``draw``;
        ``stuck`` names the side to move if it had no move while the other had one (the course's
        rule ended the game there).

        >>> game = Othello(rule="course")    # Black (b1, h8) cannot take a1; White could take b1
        >>> state = OthelloState(black=1 << 1 | 1 << 63, white=1 << 0, to_move=BLACK)
        >>> game.outcome(state)
        Outcome(winner='BLACK', rule='more-discs', stuck='BLACK')
        """
        if not self.is_terminal(state):
            return None
        winner = self.winner(state)
        v = self.victory_mask
        if winner and v and (state.black if winner == BLACK else state.white) & v == v:
            return Outcome(winner, "victory-cells")
        me, opp = self._mine(state)
        stuck = state.to_move if not legal_moves(me, opp) and legal_moves(opp, me) else None
        discs = self.discs(state)
        if winner is None:
            return Outcome(None, "draw", stuck)
        return Outcome(winner, "tie-break" if discs[BLACK] == discs[WHITE] else "more-discs", stuck)

    def utility(self, state: OthelloState, player: Side) -> float:
        won = self.winner(state)
        if won is None:
            if not self.is_terminal(state):
                raise ValueError("utility asked of a position where the game goes on")
            return 0
        return 1 if won == player else -1

    # -- writing moves and positions -----------------------------------------
    def action_to_str(self, state: OthelloState, action: int) -> str:
        return "pass" if action == PASS else square_name(action)

    def parse_action(self, state: OthelloState, text: str) -> int:
        word = move_text(text).strip().lower()
        legal = self.legal_actions(state)
        try:
            action = PASS if word == "pass" else square_index(word)
        except ValueError:
            action = None
        if action in legal:
            return action
        raise IllegalActionError(text, [self.action_to_str(state, a) for a in legal],
                                 self.state_to_str(state, "en"))

    def state_to_str(self, state: OthelloState, lang: str | None = None) -> str:
        from gamelib.i18n import player_word, tr

        return tr("{side} to move, {black} black and {white} white discs", lang,
                  side=player_word(state.to_move, lang, self), black=state.black.bit_count(),
                  white=state.white.bit_count())

    def render(self, state: OthelloState) -> str:
        """The board as text with coordinates (B, W, '.'; victory cells as '*')."""
        lines = ["  a b c d e f g h"]
        for row in range(8):
            cells = []
            for col in range(8):
                bit = 1 << (row * 8 + col)
                cells.append("B" if state.black & bit else "W" if state.white & bit else
                             "*" if self.victory_mask & bit else ".")
            lines.append(f"{row + 1} " + " ".join(cells))
        return "\n".join(lines)

    def discs(self, state: OthelloState) -> dict[Side, int]:
        return {BLACK: state.black.bit_count(), WHITE: state.white.bit_count()}

    # -- perft ------------------------------------------------------------------------
    def perft(self, state: OthelloState, depth: int) -> int:
        """Leaves of the game tree ``depth`` plies deep; the last ply is counted from the move
        mask without playing the moves.

        Standard rules count as the published numbers do: a pass is a move, and a game over
        before ``depth`` is one leaf.  The course's rule has no passes, and a game that ended
        before ``depth`` plies is no leaf at that depth (it has no position ``depth`` plies
        deep). Counted with this module's own functions in plain Python, never the compiled
        ones (``python -m gamelib perft --plain``; the compiled count is the kernel's).
        """
        if depth == 0:
            return 1
        me, opp = self._mine(state)
        moves = legal_moves(me, opp)
        if not moves:
            if not self.passes:
                return 0
            if not legal_moves(opp, me):
                return 1
            return self.perft(self._play(state, PASS, flips), depth - 1)
        if depth == 1:
            return moves.bit_count()
        total = 0
        for square in squares(moves):
            total += self.perft(self._play(state, square, flips), depth - 1)
        return total
