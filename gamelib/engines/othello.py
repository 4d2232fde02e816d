"""A strong Othello engine for the standard game and the assignment's variant (source 001).

The game-agnostic search in :mod:`gamelib.search` is written to be read; this
engine is written to win.  It works on the bitboards directly:

* negamax alpha-beta with principal-variation search, fail-soft;
* iterative deepening under a time limit per move (the best move of the last
  finished depth is played; a depth that runs out of time is abandoned);
* a transposition table keyed by the position, remembering the best move;
* move ordering: the remembered move, then corners, then moves that leave the
  opponent fewest replies; never an X-square next to an empty corner early;
* an evaluation that counts square weights, mobility and potential mobility,
  corners, stable discs (grown from the corners along the edges), and discs late
  in the game -- and in the variant, victory cells;
* an exact endgame solver: with few empty squares left it searches to the end
  and plays the move with the best final result.

Values are from the side to move's point of view.  ``WIN`` marks a won game.

>>> from gamelib.games.othello import Othello
>>> engine = OthelloEngine(Othello(), depth=3)
>>> game = engine.game
>>> move = engine.choose(game, game.initial_state())   # the four openings are symmetric
>>> game.action_to_str(game.initial_state(), move) in {"d3", "c4", "f5", "e6"}, engine.info.depth
(True, 3)
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any

from gamelib.games.othello import (BLACK, CORNERS, FULL, NOT_A, NOT_H, PASS, Othello, OthelloState,
                                   flips, legal_moves, squares)

WIN = 1_000_000
BOUND = WIN + 65  # beyond every value: a finished game is ±WIN plus a margin of at most 64 discs
EXACT, LOWER, UPPER = 0, 1, 2

#: Square weights (row by row from a1): corners good, X- and C-squares next to them bad.
SQUARE_WEIGHTS = (
    100, -20, 10, 5, 5, 10, -20, 100,
    -20, -50, -2, -2, -2, -2, -50, -20,
    10, -2, -1, -1, -1, -1, -2, 10,
    5, -2, -1, -1, -1, -1, -2, 5,
    5, -2, -1, -1, -1, -1, -2, 5,
    10, -2, -1, -1, -1, -1, -2, 10,
    -20, -50, -2, -2, -2, -2, -50, -20,
    100, -20, 10, 5, 5, 10, -20, 100,
)
X_SQUARES = {9: 0, 14: 7, 49: 56, 54: 63}  # X-square -> its corner
EDGES = 0xFF000000000000FF | 0x8181818181818181


@dataclass
class Weights:
    """The evaluation's terms; edit them to see what changes (notebook 07)."""

    squares: tuple[int, ...] = SQUARE_WEIGHTS
    mobility: float = 8.0
    potential_mobility: float = 3.0
    corners: float = 40.0
    stability: float = 12.0
    discs_late: float = 4.0
    victory_cells: float = 60.0

    def __post_init__(self) -> None:
        if len(self.squares) != 64:
            raise ValueError(f"square weights need 64 numbers (a1..h8 row by row), got {len(self.squares)}")

    def with_squares(self, changes: dict[str, int]) -> "Weights":
        """A copy with some square weights changed, e.g. ``{"b2": 50, "g7": 50}``.

        >>> Weights().with_squares({"b2": 50}).squares[9]
        50
        """
        from dataclasses import replace

        from gamelib.games.othello import square_index

        table = list(self.squares)
        for name, value in changes.items():
            table[square_index(name)] = value
        return replace(self, squares=tuple(table))

    def grid(self) -> list[list[int]]:
        """The square weights as 8 rows (row 1 first), for display and editing."""
        return [list(self.squares[r * 8:(r + 1) * 8]) for r in range(8)]


def _neighbours(mask: int) -> int:
    """Every square next to a square of ``mask``."""
    return (((mask << 1) | (mask << 9) | (mask >> 7)) & NOT_A |
            ((mask >> 1) | (mask >> 9) | (mask << 7)) & NOT_H |
            (mask << 8) | (mask >> 8)) & FULL


def stable_discs(me: int, opp: int) -> int:
    """Discs of ``me`` that can never be flipped, found from the corners along the edges.

    An approximation from below: a disc on an edge is stable when the run of
    ``me`` discs from a corner to it is unbroken (or the whole edge is full).
    """
    stable = 0
    full = me | opp
    for corner, steps in ((0, (1, 8)), (7, (-1, 8)), (56, (1, -8)), (63, (-1, -8))):
        if not me >> corner & 1:
            continue
        for step in steps:
            square = corner
            for _ in range(8):
                if not me >> square & 1:
                    break
                stable |= 1 << square
                square += step
                if not 0 <= square < 64 or (step in (1, -1) and square // 8 != corner // 8):
                    break
    for edge in (0xFF, 0xFF << 56, 0x0101010101010101, 0x8080808080808080):
        if full & edge == edge:
            stable |= me & edge
    return stable


@dataclass
class SearchInfo:
    """What the last search found: value, depth finished, nodes, time, principal move."""

    value: float = 0.0
    depth: int = 0
    nodes: int = 0
    seconds: float = 0.0
    move: int | None = None
    exact: bool = False
    history: list[tuple[int, float, int]] = field(default_factory=list)


class _OutOfTime(Exception):
    pass


class OthelloEngine:
    """A player for :class:`~gamelib.games.othello.Othello` (standard or variant).

    ``time_limit`` seconds per move with iterative deepening, or a fixed
    ``depth``.  ``endgame`` empty squares or fewer are searched to the end.
    """

    def __init__(self, game: Othello, *, time_limit: float | None = None, depth: int | None = None,
                 endgame: int = 10, weights: Weights | None = None, name: str | None = None):
        if time_limit is None and depth is None:
            time_limit = 1.0
        self.game, self.time_limit, self.max_depth = game, time_limit, depth
        self.endgame, self.weights = endgame, weights or Weights()
        self.victory = game.victory_mask
        self.table: dict[tuple[int, int], tuple[int, float, int, int]] = {}
        self.info = SearchInfo()
        self.name = name or (f"engine {time_limit:g}s" if time_limit else f"engine d={depth}")
        self._deadline = float("inf")
        self._nodes = 0

    # -- the player interface -------------------------------------------------------
    def choose(self, game: Othello, state: OthelloState) -> int:
        legal = game.legal_actions(state)
        if not legal:
            raise ValueError(f"no legal move in {game.state_to_str(state)}: the game is over")
        if legal == (PASS,):
            return PASS
        return self.search(state)

    def search(self, state: OthelloState) -> int:
        """The best move found within the time limit (or to the fixed depth)."""
        me, opp = (state.black, state.white) if state.to_move == BLACK else (state.white, state.black)
        start = time.perf_counter()
        self._deadline = start + self.time_limit if self.time_limit else float("inf")
        self._nodes = 0
        self.info = SearchInfo()
        if len(self.table) > 2_000_000:
            self.table.clear()
        empties = 64 - (me | opp).bit_count()
        moves = squares(legal_moves(me, opp))
        best = self._order(me, opp, moves, None, 0)[0]
        limit = self.max_depth or 64
        if empties <= self.endgame:
            limit = empties  # solve exactly
        for depth in range(1, limit + 1):
            try:
                value, move = self._root(me, opp, depth)
            except _OutOfTime:
                break
            best = move
            self.info.value, self.info.depth, self.info.move = value, depth, move
            self.info.history.append((depth, value, self._nodes))
            self.info.exact = depth >= empties
            # a win found before the end is enough in the midgame; an endgame is solved to the
            # end, so the margin is exact (a bigger win is preferred, a smaller loss sought)
            if self.info.exact or (abs(value) >= WIN and empties > self.endgame):
                break
        self.info.nodes = self._nodes
        self.info.seconds = time.perf_counter() - start
        self.info.move = best
        return best

    # -- search -------------------------------------------------------------------------------
    def _root(self, me: int, opp: int, depth: int) -> tuple[float, int]:
        entry = self.table.get((me, opp))
        moves = self._order(me, opp, squares(legal_moves(me, opp)), entry[3] if entry else None, depth)
        alpha, beta = -BOUND, BOUND  # the full window: a won endgame keeps its disc margin
        best_value, best_move = -BOUND, moves[0]
        for i, move in enumerate(moves):
            flipped = flips(me, opp, move)
            new_me, new_opp = me | flipped | (1 << move), opp & ~flipped
            if i == 0:
                value = -self._negamax(new_opp, new_me, depth - 1, -beta, -alpha, False)
            else:
                value = -self._negamax(new_opp, new_me, depth - 1, -alpha - 1, -alpha, False)
                if alpha < value < beta:
                    value = -self._negamax(new_opp, new_me, depth - 1, -beta, -value, False)
            if value > best_value:
                best_value, best_move = value, move
            alpha = max(alpha, value)
        self.table[(me, opp)] = (depth, best_value, EXACT, best_move)
        return best_value, best_move

    def _negamax(self, me: int, opp: int, depth: int, alpha: float, beta: float,
                 passed: bool) -> float:
        self._nodes += 1
        if self._nodes & 1023 == 0 and time.perf_counter() > self._deadline:
            raise _OutOfTime
        v = self.victory
        if v:
            if opp & v == v:
                return -WIN
            if me & v == v:
                return WIN
        moves_mask = legal_moves(me, opp)
        if not moves_mask:
            if not self.game.passes or passed or not legal_moves(opp, me):
                return self._final(me, opp)
            return -self._negamax(opp, me, depth, -beta, -alpha, True)
        if depth <= 0:
            return self.evaluate(me, opp, moves_mask)
        key = (me, opp)
        entry = self.table.get(key)
        hint = None
        if entry is not None:
            e_depth, e_value, e_flag, hint = entry
            if e_depth >= depth:
                if e_flag == EXACT or (e_flag == LOWER and e_value >= beta) or \
                        (e_flag == UPPER and e_value <= alpha):
                    return e_value
        alpha_in = alpha
        best_value, best_move = -BOUND, None
        first = True
        for move in self._order(me, opp, squares(moves_mask), hint, depth):
            flipped = flips(me, opp, move)
            new_me, new_opp = me | flipped | (1 << move), opp & ~flipped
            if first:
                value = -self._negamax(new_opp, new_me, depth - 1, -beta, -alpha, False)
                first = False
            else:  # principal-variation search: a null window first
                value = -self._negamax(new_opp, new_me, depth - 1, -alpha - 1, -alpha, False)
                if alpha < value < beta:
                    value = -self._negamax(new_opp, new_me, depth - 1, -beta, -value, False)
            if value > best_value:
                best_value, best_move = value, move
                if value > alpha:
                    alpha = value
                    if alpha >= beta:
                        break
        flag = UPPER if best_value <= alpha_in else LOWER if best_value >= beta else EXACT
        self.table[key] = (depth, best_value, flag, best_move)
        return best_value

    def _final(self, me: int, opp: int) -> float:
        """A finished game: ±WIN plus the disc margin (so bigger wins are preferred)."""
        mine, theirs = me.bit_count(), opp.bit_count()
        if mine == theirs and self.victory:
            mine, theirs = (me & self.victory).bit_count(), (opp & self.victory).bit_count()
            if mine == theirs:
                return 0
            return WIN if mine > theirs else -WIN
        if mine == theirs:
            return 0
        margin = mine - theirs
        return WIN + margin if margin > 0 else -WIN + margin

    def _order(self, me: int, opp: int, moves: list[int], hint: int | None, depth: int) -> list[int]:
        """Remembered best move first, then by square weight and the opponent's replies."""
        if len(moves) <= 1:
            return moves
        weights = self.weights.squares
        v = self.victory
        scored = []
        for move in moves:
            score = weights[move]
            corner = X_SQUARES.get(move)
            if corner is not None and not (me | opp) >> corner & 1:
                score -= 60
            if v and v >> move & 1:
                score += 40
            if depth >= 3:
                flipped = flips(me, opp, move)
                replies = legal_moves(opp & ~flipped, me | flipped | (1 << move)).bit_count()
                score -= 6 * replies
            scored.append((score, move))
        scored.sort(reverse=True)
        ordered = [m for _, m in scored]
        if hint is not None and hint in ordered:
            ordered.remove(hint)
            ordered.insert(0, hint)
        return ordered

    # -- evaluation -------------------------------------------------------------------------------
    def evaluate(self, me: int, opp: int, my_moves: int | None = None) -> float:
        """The heuristic value of a position for the side with discs ``me`` (to move)."""
        w = self.weights
        table = w.squares
        empties = 64 - (me | opp).bit_count()
        score = 0.0
        for square in squares(me):
            score += table[square]
        for square in squares(opp):
            score -= table[square]
        if my_moves is None:
            my_moves = legal_moves(me, opp)
        mine_m, theirs_m = my_moves.bit_count(), legal_moves(opp, me).bit_count()
        if mine_m + theirs_m:
            score += w.mobility * 10 * (mine_m - theirs_m) / (mine_m + theirs_m + 2)
        empty = ~(me | opp) & FULL
        frontier_me = (_neighbours(empty) & me).bit_count()
        frontier_opp = (_neighbours(empty) & opp).bit_count()
        score += w.potential_mobility * (frontier_opp - frontier_me)
        score += w.corners * ((me & CORNERS).bit_count() - (opp & CORNERS).bit_count())
        if (me | opp) & CORNERS:
            score += w.stability * (stable_discs(me, opp).bit_count() - stable_discs(opp, me).bit_count())
        if empties < 20:
            score += w.discs_late * (20 - empties) / 4 * (me.bit_count() - opp.bit_count())
        if self.victory:
            score += w.victory_cells * ((me & self.victory).bit_count() - (opp & self.victory).bit_count())
        return score


def engine_player(game: Othello, level: str = "strong", time_limit: float = 1.0) -> Any:
    """An Othello player by level: "random", "greedy", "weak" (depth 2), "medium" (depth 4),
    "strong" (iterative deepening within ``time_limit`` seconds)."""
    from gamelib.players import GreedyPlayer, RandomPlayer

    if level == "random":
        return RandomPlayer(seed=0, name="random")
    if level == "greedy":
        return GreedyPlayer(disc_difference, seed=0, name="greedy")
    if level == "weak":
        return OthelloEngine(game, depth=2, endgame=6, name="weak")
    if level == "medium":
        return OthelloEngine(game, depth=4, endgame=8, name="medium")
    if level == "strong":
        return OthelloEngine(game, time_limit=time_limit, name="strong")
    raise ValueError(f"unknown level {level!r}; choose random, greedy, weak, medium or strong")


LEVELS = ("random", "greedy", "weak", "medium", "strong")


def disc_difference(state: OthelloState, player: str) -> int:
    """Discs of ``player`` minus the opponent's: the greedy player's whole idea."""
    black, white = state.black.bit_count(), state.white.bit_count()
    return black - white if player == BLACK else white - black


class EngineEvaluation:
    """The engine's evaluation as ``evaluate(state, player)`` for gamelib's generic search.

    >>> from gamelib.games.othello import Othello
    >>> game = Othello()
    >>> EngineEvaluation(game)(game.initial_state(), BLACK)
    0.0
    """

    def __init__(self, game: Othello, weights: Weights | None = None):
        self.engine = OthelloEngine(game, depth=1, weights=weights)
        self.game = game

    def __call__(self, state: OthelloState, player: str) -> float:
        me, opp = (state.black, state.white) if player == BLACK else (state.white, state.black)
        if self.game.is_terminal(state):
            return self.engine._final(me, opp)
        return self.engine.evaluate(me, opp)
