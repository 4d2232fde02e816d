"""The Caro AI of report 004 (Chapter III), written anew as a baseline.

The report's names are kept: ``evaluate``, ``score_of_col_one``,
``sum_sumcol_values``, ``winning_situation``, ``TF34score``, ``possible_moves``,
``alpha_beta_pruning_search``.

**evaluate(board, col, anticol, y, x)** values a *candidate move* (y, x):

* attack (*tấn công*): put ``col`` there; look at every window of five squares
  through it along the four lines; ``sumcol[k]`` counts windows holding k of
  ``col``'s stones and no opponent stone (``sumcol[-1]`` the windows with an
  opponent stone in them);  ``adv = M * winning_situation(sumcol) + sumcol[-1]
  + sumcol[1] + 4 sumcol[2] + 8 sumcol[3] + 16 sumcol[4]`` with ``M = 1000``;
* defence (*phòng thủ*): the same with the opponent's stone there, weighted
  ``M - 100`` for its winning situation -- blocking is worth a little less than
  attacking;
* the value is attack + defence.

**winning_situation(sumcol)**: 5 for a five; 4 for two fours (in two lines, or
two windows in one) or a four with a three (``TF34score``); 3 for two
threes; else 0.

**The search as written** (:class:`ReportCaroAI`, the arena's ``report:D``): candidates
(empty squares up to four steps from a stone along the eight lines) sorted by
``evaluate(board, col, anticol, ...)`` -- always from the computer's side, at MAX and MIN
nodes alike, equal values left in the order they were found -- and cut to the best 10; then
alpha-beta to the chosen depth with no check for a finished game inside the search.  At depth
0 the code calls ``evaluate(board, col, anticol, 0, 0)``: the value of a stone of the
computer's on the corner square a1, which hardly changes from position to position, so the
deeper search barely informs the choice (and ``evaluate`` ends by writing " " on the square
it looked at, so an a1 stone vanishes from the search's board).  The root maximises when the
computer plays white -- the second player, as in the report's game -- and minimises when it
plays black.

**The project's reading** (:class:`ImprovedReportAI`, ``report-improved:D``) keeps the
evaluation, the top-10 cut and alpha-beta, and mends the rest: a position is valued by the
best candidate for the side searched for minus the best for its opponent, each side's
candidates are ordered from its own side, a five ends the search (±M²), the root always
maximises for the side to move, and equal candidates are shuffled (seeded).

>>> from gamelib.games.caro import Caro
>>> game = Caro(15)
>>> s = game.initial_state()
>>> game.action_to_str(s, ReportCaroAI(depth=1).choose(game, s))   # the empty board: the centre
'h8'
"""

from __future__ import annotations

import random
from typing import Any

from gamelib.games.caro import LINE_STEPS, O, X, Caro, CaroState

M = 1000
EMPTY = " "


def board_of(game: Caro, state: CaroState) -> list[list[str]]:
    """The report's board: a list of rows of "x", "o" or " "."""
    n = game.size
    return [["x" if state.x >> (r * n + c) & 1 else "o" if state.o >> (r * n + c) & 1 else EMPTY
             for c in range(n)] for r in range(n)]


def score_of_col_one(board: list[list[str]], col: str, y: int, x: int) -> dict[int, dict[int, int]]:
    """For each line through (y, x): how many five-square windows through it hold k of ``col``'s
    stones and nothing of the opponent's (k = 0..5), or some opponent stone (k = -1)."""
    n = len(board)
    sumcol: dict[int, dict[int, int]] = {k: {} for k in (-1, 0, 1, 2, 3, 4, 5)}
    for direction, (dy, dx) in enumerate(LINE_STEPS):
        for start in range(-4, 1):  # windows of five that contain (y, x)
            cells = [(y + (start + k) * dy, x + (start + k) * dx) for k in range(5)]
            if not all(0 <= cy < n and 0 <= cx < n for cy, cx in cells):
                continue
            stones = [board[cy][cx] for cy, cx in cells]
            if any(s not in (col, EMPTY) for s in stones):
                score = -1
            else:
                score = stones.count(col)
            sumcol[score][direction] = sumcol[score].get(direction, 0) + 1
    return sumcol


def sum_sumcol_values(sumcol: dict[int, dict[int, int]]) -> dict[int, int]:
    """Windows of each kind, added over the four lines."""
    return {k: sum(per_line.values()) for k, per_line in sumcol.items()}


def TF34score(score3: dict[int, int], score4: dict[int, int]) -> bool:  # noqa: N802 (report's name)
    """A four on one line and (at least two windows of) a three on another."""
    return any(count >= 1 and any(line3 != line4 and c3 >= 2 for line3, c3 in score3.items())
               for line4, count in score4.items())


def winning_situation(sumcol: dict[int, dict[int, int]]) -> int:
    """How dangerous the windows are: 5 a five, 4 a double four or four-three, 3 two threes."""
    if 1 in sumcol[5].values():
        return 5
    if len(sumcol[4]) >= 2 or (sumcol[4] and max(sumcol[4].values()) >= 2):
        return 4
    if TF34score(sumcol[3], sumcol[4]):
        return 4
    threes = sorted(sumcol[3].values(), reverse=True)
    if len(threes) >= 2 and threes[0] >= threes[1] >= 2:
        return 3
    return 0


def _weighted(totals: dict[int, int]) -> int:
    return totals[-1] + totals[1] + 4 * totals[2] + 8 * totals[3] + 16 * totals[4]


def evaluate(board: list[list[str]], col: str, anticol: str, y: int, x: int,
             parts: dict[str, int] | None = None, restore: bool = True) -> int:
    """The value of playing ``col`` at (y, x): attack + defence (``parts`` gets each term).

    ``restore=False`` ends as the report's code does, writing " " on (y, x) whatever was there.
    """
    saved = board[y][x] if restore else EMPTY
    board[y][x] = col
    sumcol = score_of_col_one(board, col, y, x)
    attack_level = winning_situation(sumcol)
    attack = attack_level * M + _weighted(sum_sumcol_values(sumcol))
    board[y][x] = anticol
    sumanticol = score_of_col_one(board, anticol, y, x)
    defence_level = winning_situation(sumanticol)
    defence = defence_level * (M - 100) + _weighted(sum_sumcol_values(sumanticol))
    board[y][x] = saved
    if parts is not None:
        parts.update(attack=attack, defence=defence, attack_level=attack_level,
                     defence_level=defence_level)
    return attack + defence


def possible_moves(board: list[list[str]]) -> list[tuple[int, int]]:
    """Empty squares up to four steps from a stone along the eight lines (the centre if empty)."""
    n = len(board)
    taken = [(y, x) for y in range(n) for x in range(n) if board[y][x] != EMPTY]
    if not taken:
        return [(n // 2, n // 2)]
    found: dict[tuple[int, int], None] = {}
    for y, x in taken:
        for dy, dx in ((0, 1), (0, -1), (1, 0), (-1, 0), (1, 1), (-1, -1), (1, -1), (-1, 1)):
            for step in range(1, 5):
                cy, cx = y + step * dy, x + step * dx
                if 0 <= cy < n and 0 <= cx < n and board[cy][cx] == EMPTY:
                    found[(cy, cx)] = None
    return list(found)


class ReportCaroAI:
    """Report 004's player exactly as its code (Chapter III §1.1) searches: see the module."""

    def __init__(self, depth: int = 2, width: int | None = 10, name: str | None = None):
        if isinstance(depth, bool) or not isinstance(depth, int) or depth < 1:
            raise ValueError(f"depth must be a whole number of plies, 1 or more; got {depth!r}")
        self.depth, self.width = depth, width
        self.name = name or f"report d={depth}"
        self.nodes = 0

    def choose(self, game: Caro, state: CaroState) -> int:
        if game.is_terminal(state):
            raise ValueError("the game is over")
        board = board_of(game, state)
        col = "x" if state.to_move == X else "o"
        anticol = "o" if col == "x" else "x"
        self.nodes = 0

        def moves() -> list[tuple[int, int]]:  # from the computer's side at every node
            ranked = sorted(possible_moves(board), reverse=True,
                            key=lambda m: evaluate(board, col, anticol, m[0], m[1], restore=False))
            return ranked[: self.width]

        def search(depth: int, alpha: float, beta: float, maximizing: bool) -> float:
            self.nodes += 1
            if depth == 0:
                return evaluate(board, col, anticol, 0, 0, restore=False)
            best = -float("inf") if maximizing else float("inf")
            for y, x in moves():
                board[y][x] = col if maximizing else anticol
                value = search(depth - 1, alpha, beta, not maximizing)
                board[y][x] = EMPTY
                if maximizing:
                    best, alpha = max(best, value), max(alpha, value)
                else:
                    best, beta = min(best, value), min(beta, value)
                if beta <= alpha:
                    break
            return best

        white = col == "o"  # the report's computer is white, the second player: it maximises
        best_value = -float("inf") if white else float("inf")
        best_move = None
        alpha, beta = -float("inf"), float("inf")
        for y, x in moves():
            board[y][x] = col
            value = search(self.depth - 1, alpha, beta, False)
            board[y][x] = EMPTY
            if white:
                if value > best_value:
                    best_value, best_move = value, (y, x)
                alpha = max(alpha, value)
            else:
                if value < best_value:
                    best_value, best_move = value, (y, x)
                beta = min(beta, value)
            if beta <= alpha:
                break
        y, x = best_move if best_move is not None else (0, 0)
        if (state.x | state.o) >> (y * game.size + x) & 1:  # the report's (0, 0) fallback
            raise ValueError("report 004's search found no move (its code would answer (0, 0))")
        return y * game.size + x


class ImprovedReportAI:
    """The project's reading of report 004's player (see the module): the same evaluation,
    top-10 cut and alpha-beta, with positions valued properly and wins seen in the search."""

    def __init__(self, depth: int = 2, width: int | None = 10, seed: int | None = 0,
                 name: str | None = None):
        if isinstance(depth, bool) or not isinstance(depth, int) or depth < 1:
            raise ValueError(f"depth must be a whole number of plies, 1 or more; got {depth!r}")
        self.depth, self.width = depth, width
        self.rng = random.Random(seed) if seed is not None else None
        self.name = name or f"report improved d={depth}"
        self.nodes = 0

    def candidates(self, board: list[list[str]], col: str, anticol: str) -> list[tuple[int, int]]:
        moves = possible_moves(board)
        if self.rng is not None:
            self.rng.shuffle(moves)  # equal scores are broken at random (seeded)
        moves.sort(key=lambda m: evaluate(board, col, anticol, m[0], m[1]), reverse=True)
        return moves[: self.width]

    def position_value(self, board: list[list[str]], col: str, anticol: str) -> float:
        mine = max((evaluate(board, col, anticol, y, x) for y, x in possible_moves(board)), default=0)
        theirs = max((evaluate(board, anticol, col, y, x) for y, x in possible_moves(board)), default=0)
        return mine - theirs

    def choose(self, game: Caro, state: CaroState) -> int:
        if game.is_terminal(state):
            raise ValueError("the game is over")
        board = board_of(game, state)
        col = "x" if state.to_move == X else "o"
        anticol = "o" if col == "x" else "x"
        self.nodes = 0
        n = game.size

        def won(y: int, x: int, who: str) -> bool:
            mine, theirs = _bits(board, who, n), _bits(board, "o" if who == "x" else "x", n)
            return game.line_through(mine, theirs, y * n + x) is not None

        def value(depth: int, alpha: float, beta: float, maximizing: bool) -> float:
            self.nodes += 1
            if depth == 0:
                return self.position_value(board, col, anticol)
            side, other = (col, anticol) if maximizing else (anticol, col)
            best = -float("inf") if maximizing else float("inf")
            for y, x in self.candidates(board, side, other):
                board[y][x] = side
                if won(y, x, side):
                    v = float(M * M) if maximizing else -float(M * M)
                else:
                    v = value(depth - 1, alpha, beta, not maximizing)
                board[y][x] = EMPTY
                if maximizing:
                    best, alpha = max(best, v), max(alpha, v)
                else:
                    best, beta = min(best, v), min(beta, v)
                if beta <= alpha:
                    break
            return best

        best_move, best_value = None, None
        alpha, beta = -float("inf"), float("inf")
        for y, x in self.candidates(board, col, anticol):
            board[y][x] = col
            v = float(M * M) if won(y, x, col) else value(self.depth - 1, alpha, beta, False)
            board[y][x] = EMPTY
            if best_value is None or v > best_value:
                best_value, best_move = v, (y, x)
            alpha = max(alpha, v)
        y, x = best_move
        return y * n + x


def _bits(board: list[list[str]], who: str, n: int) -> int:
    return sum(1 << (r * n + c) for r in range(n) for c in range(n) if board[r][c] == who)


def heat_map(game: Caro, state: CaroState) -> list[list[float | None]]:
    """``evaluate`` for the side to move on every candidate square (None elsewhere)."""
    board = board_of(game, state)
    col = "x" if state.to_move == X else "o"
    anticol = "o" if col == "x" else "x"
    grid: list[list[float | None]] = [[None] * game.size for _ in range(game.size)]
    for y, x in possible_moves(board):
        grid[y][x] = evaluate(board, col, anticol, y, x)
    return grid


__all__ = ["M", "TF34score", "ImprovedReportAI", "ReportCaroAI", "evaluate", "heat_map", "possible_moves",
           "score_of_col_one", "sum_sumcol_values", "winning_situation", "O"]


def search_costs(game: Caro, state: CaroState, depths: list[int], widths: list[int | None],
                 ) -> list[dict[str, Any]]:
    """Positions searched, seconds and the move chosen, for each depth and candidate cut
    (``None`` = no cut: every candidate)."""
    import time

    rows = []
    for depth in depths:
        for width in widths:
            ai = ReportCaroAI(depth=depth, width=width)
            start = time.perf_counter()
            move = ai.choose(game, state)
            rows.append({"depth": depth, "width": width or "all", "nodes": ai.nodes,
                         "seconds": round(time.perf_counter() - start, 3),
                         "move": game.action_to_str(state, move)})
    return rows


#: positions that show where the two readings part, O (the report's computer) to move
TEST_POSITIONS = {
    "four on the edge (a5-a8), O on a4": (["a5", "a6", "a7", "a8"], ["a4", "c3", "d3"]),
    "four in the centre (h5-h8), O on h4": (["h5", "h6", "h7", "h8"], ["h4", "c3", "d3"]),
    "four down from the corner (a1-a4)": (["a1", "a2", "a3", "a4"], ["h8", "h9", "h10"]),
    "four across from the corner (a1-d4)": (["a1", "b2", "c3", "d4"], ["h8", "h9", "h10"]),
}


def compare_readings(game: Caro, depth: int = 2,
                     positions: dict[str, tuple[list[str], list[str]]] | None = None,
                     ) -> list[dict[str, Any]]:
    """The move of the report's AI as written and of the project's reading on each position
    (O to move), and whether each stops X's five next move.

    >>> rows = compare_readings(Caro(15), depth=1)
    >>> [r["improved stops five"] for r in rows]
    [True, True, True, True]
    """
    rows = []
    for name, (xs, os) in (positions or TEST_POSITIONS).items():
        state = game.position(xs, os, to_move=O)
        row: dict[str, Any] = {"position": name}
        for label, ai in (("as written", ReportCaroAI(depth)), ("improved", ImprovedReportAI(depth))):
            move = ai.choose(game, state)
            after = game.successor(state, move)
            # stopped: X has no move that wins at once
            row[label] = game.square_name(move)
            row[f"{label} stops five"] = not any(
                game.winner(game.successor(after, reply)) == X for reply in game.legal_actions(after))
        rows.append(row)
    return rows
