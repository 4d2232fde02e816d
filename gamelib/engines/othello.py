"""A strong Othello engine for the standard game and the assignment's variant (source 001).

The game-agnostic search in :mod:`gamelib.search` is written to be read; this
engine is written to win.  Its search runs in :mod:`gamelib.engines.othello_kernel`, on
64-bit bitboards, compiled by numba when it is installed (plain Python otherwise):

* negamax alpha-beta with principal-variation search, fail-soft;
* iterative deepening under a time limit per move (the best move of the last
  finished depth is played; a depth that runs out of time is abandoned);
* a transposition table keyed by the position, remembering the best move;
* move ordering: the remembered move, then corners, then moves that leave the
  opponent fewest replies; never an X-square next to an empty corner early;
* a tuned evaluation (``data/othello/evaluation.npz``, made by
  ``data/othello/train_evaluation.py`` from the engine's own games labelled by exact endgame
  solves): for each stage of the game, weights for mobility, potential mobility, frontier,
  corners, X- and C-squares, stable discs, discs and parity, tables of values for every
  edge and every 3x3 corner region, and in the variant the victory cells (held, one short
  with the last one playable, stable, reachable). Given :class:`Weights`, the engine uses
  the classic hand-written evaluation instead (square weights, mobility, potential mobility,
  corners, stable discs, discs late in the game, victory cells), the one the lessons edit;
* an exact endgame solver (fastest-first ordering helped by the tuned evaluation from 10
  empty squares, parity ordering near the end, its own table): with
  few empty squares left -- about 20 when compiled, with a time limit -- it searches
  to the end and plays the move with the best final margin.

Values are from the side to move's point of view.  ``WIN`` marks a won game: a finished
game is worth ``±(WIN + margin)``, the margin counting empty squares for the winner.

>>> from gamelib.games.othello import Othello
>>> engine = OthelloEngine(Othello(), depth=3)
>>> game = engine.game
>>> move = engine.choose(game, game.initial_state())   # the four openings are symmetric
>>> game.action_to_str(game.initial_state(), move) in {"d3", "c4", "f5", "e6"}, engine.info.depth
(True, 3)
"""

from __future__ import annotations

import os
import time
from dataclasses import dataclass, field
from typing import Any, Callable

import numpy as np

from gamelib.engines import OTHELLO_LEVELS
from gamelib.engines import othello_kernel as kernel
from gamelib.engines.othello_kernel import WIN
from gamelib.games.othello import BLACK, PASS, Othello, OthelloState, legal_moves, squares

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


def stable_discs(me: int, opp: int) -> int:
    """Discs of ``me`` that can never be flipped, found from the corners along the edges (an
    approximation from below; the kernel's function, on Python ints)."""
    return int(kernel.stable_discs(kernel.U(me), kernel.U(opp)))


_TUNED: dict[str, np.ndarray] = {}


def tuned_model() -> np.ndarray | None:
    """The tuned evaluation as the kernel's flat model, loaded once from
    ``data/othello/evaluation.npz``; None when the file is missing.

    >>> model = tuned_model()
    >>> model is None or (model[0] == kernel.TUNED and len(model) == kernel.MODEL_SIZE)
    True
    """
    from gamelib.core.paths import data_dir

    path = data_dir() / "othello" / "evaluation.npz"
    if "model" not in _TUNED:
        if not path.exists():
            return None
        with np.load(path) as stored:
            model = stored["model"].astype(np.float64)
        if len(model) != kernel.MODEL_SIZE:
            raise ValueError(f"{path} holds {len(model)} weights, the kernel expects "
                             f"{kernel.MODEL_SIZE}: remake it with data/othello/train_evaluation.py")
        _TUNED["model"] = model
    return _TUNED["model"]


#: the tuned evaluation's terms (``kernel.DENSE``) as people read them
TERM_NAMES = {"bias": "bias", "mobility": "mobility", "mobility_share": "mobility share",
              "frontier": "frontier discs", "potential_mobility": "potential mobility",
              "corners": "corners", "x_squares": "X-squares", "c_squares": "C-squares",
              "stable": "stable discs", "discs": "discs", "parity": "parity", "no_move": "no move"}


def tuned_terms(terms: tuple[str, ...] = ("mobility", "mobility_share", "frontier", "corners",
                                          "x_squares", "c_squares", "stable", "discs")) -> list[dict]:
    """What the tuned evaluation learned: the weight of each named term (see
    ``kernel.DENSE``), in discs, at every stage of the game -- one row per stage, from the
    opening to the end, keyed by :data:`TERM_NAMES`, for :func:`gamelib.viz.plots.plot_lines`
    with ``x="discs on the board"``.

    >>> rows = tuned_terms(("corners", "x_squares"))
    >>> [row["discs on the board"] for row in rows][:3], list(rows[0])[1:], len(rows) == kernel.PHASES
    ([7, 12, 17], ['corners', 'X-squares'], True)
    """
    model = tuned_model()
    if model is None:
        raise FileNotFoundError("the tuned evaluation data/othello/evaluation.npz is missing")
    unknown = [t for t in terms if t not in kernel.DENSE]
    if unknown:
        raise ValueError(f"unknown terms {unknown}; the tuned evaluation has {list(kernel.DENSE)}")
    rows = []
    for phase in reversed(range(kernel.PHASES)):
        base = 1 + phase * kernel.PHASE_SIZE
        row: dict = {"discs on the board": 64 - (phase * 5 + 2)}
        row.update({TERM_NAMES[t]: round(float(model[base + kernel.DENSE.index(t)]), 2) for t in terms})
        rows.append(row)
    return rows


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


class OthelloEngine:
    """A player for :class:`~gamelib.games.othello.Othello` (standard or variant).

    ``time_limit`` seconds per move with iterative deepening, or a fixed ``depth``. Positions
    with ``endgame`` empty squares or fewer are solved exactly; with a time limit and the compiled
    kernel, the engine also tries an exact solve from ``exact_from`` empty squares (20 by default)
    and falls back to the midgame search when it cannot finish in half its time.

    ``stats`` (optional) is the ``[nodes, node limit, aborted]`` array every search counts in
    (:func:`~gamelib.engines.othello_kernel.new_stats`'s layout); in memory shared with another
    process, that process can end a running search at once by setting the limit to -1 (the
    tournament's reference bots keep a hard deadline so, whatever the load).
    """

    def __init__(self, game: Othello, *, time_limit: float | None = None, depth: int | None = None,
                 endgame: int = 10, weights: Weights | None = None, name: str | None = None,
                 exact_from: int | None = None, evaluation: str | None = None,
                 clock: Callable[[], float] = time.perf_counter, stats: np.ndarray | None = None):
        if time_limit is None and depth is None:
            time_limit = 1.0
        if evaluation not in (None, "tuned", "classic"):
            raise ValueError(f"evaluation is 'tuned' or 'classic', got {evaluation!r}")
        if evaluation == "tuned" and weights is not None:
            raise ValueError("weights belong to the classic evaluation: give weights or "
                             "evaluation='tuned', not both")
        self.game, self.time_limit, self.max_depth = game, time_limit, depth
        self.endgame, self.weights, self.clock = endgame, weights or Weights(), clock
        self.exact_from = exact_from if exact_from is not None else (
            20 if kernel.COMPILED and time_limit else endgame)
        self.victory = game.victory_mask
        self.info = SearchInfo()
        self.name = name or (f"engine {time_limit:g}s" if time_limit else f"engine d={depth}")
        self._square_weights = np.array(self.weights.squares, dtype=np.float64)
        tuned = None if weights is not None or evaluation == "classic" else tuned_model()
        if evaluation == "tuned" and tuned is None:
            raise FileNotFoundError("the tuned evaluation data/othello/evaluation.npz is missing: "
                                    "remake it with data/othello/train_evaluation.py")
        self.evaluation = "classic" if tuned is None else "tuned"
        self._model = tuned if tuned is not None else np.array(
            [kernel.CLASSIC] + [getattr(self.weights, t) for t in kernel.TERMS], dtype=np.float64)
        self._buffers = kernel.new_buffers()
        self._table = kernel.new_search_table(20 if kernel.COMPILED else 16)
        self._endgame_table: tuple[np.ndarray, np.ndarray] | None = None
        self._stats = stats
        # nodes a second, measured as it goes (a slow moment -- a compilation, a busy machine --
        # must not leave every later budget tiny, hence a floor)
        self._rate = 3_000_000.0 if kernel.COMPILED else 20_000.0
        self._floor = self._rate / 6
        kernel.warm_up()

    # -- the player interface -------------------------------------------------------
    def choose(self, game: Othello, state: OthelloState) -> int:
        legal = game.legal_actions(state)
        if not legal:
            raise ValueError(f"no legal move in {game.state_to_str(state, 'en')}: the game is over")
        if legal == (PASS,):
            return PASS
        return self.search(state)

    def search(self, state: OthelloState) -> int:
        """The best move found within the time limit (or to the fixed depth)."""
        me, opp = (state.black, state.white) if state.to_move == BLACK else (state.white, state.black)
        start = self.clock()
        self.info = SearchInfo()
        empties = 64 - (me | opp).bit_count()
        U = kernel.U
        passes, victory = self.game.passes, self.victory
        if empties <= max(self.endgame, self.exact_from):
            unlimited = empties <= self.endgame or not self.time_limit
            budget = (1 << 62) if unlimited else int(self._rate * 4 * self.time_limit * 0.5)
            if self._endgame_table is None:
                self._endgame_table = kernel.new_table(kernel.TT_BITS if kernel.COMPILED else 14)
            stats = self._counters(budget)
            value, square = kernel.solve_root(U(me), U(opp), passes, U(victory), -kernel.VICTORY - 1,
                                              kernel.VICTORY + 1, *self._buffers, stats,
                                              *self._endgame_table, self._model)
            value, nodes = (None if stats[2] else int(value)), int(stats[0])
            self.info.nodes += nodes
            if value is not None and square >= 0:
                self.info.value, self.info.move = kernel.to_engine(value), square
                self.info.depth, self.info.exact = empties, True
                self.info.history.append((empties, self.info.value, nodes))
                self.info.seconds = self.clock() - start
                return square
        best = squares(legal_moves(me, opp))[0]
        limit = self.max_depth or 64
        stats = self._counters()
        for depth in range(1, limit + 1):
            elapsed = self.clock() - start
            before, began = int(stats[0]), self.clock()
            if self.time_limit:
                left = self.time_limit - elapsed
                if left <= 0:
                    break
                stats[1] = stats[0] + max(1000, int(self._rate * left))
            value, move = kernel.search_root(U(me), U(opp), depth, passes, U(victory),
                                             self._square_weights, self._model, *self._buffers,
                                             stats, *self._table)
            spent, searched = self.clock() - began, int(stats[0]) - before
            if spent > 0.005 and searched > 1000:  # this machine's speed now, for the next budget
                self._rate = max(self._floor, searched / spent)
            if stats[2]:
                break
            best = move
            self.info.value, self.info.depth, self.info.move = float(value), depth, move
            self.info.history.append((depth, float(value), int(stats[0])))
            self.info.exact = depth >= empties
            if self.info.exact or abs(value) >= WIN:
                break
        self.info.nodes += int(stats[0])
        self.info.seconds = self.clock() - start
        self.info.move = best
        return best

    def _counters(self, limit: int = 1 << 62) -> np.ndarray:
        """Fresh ``[nodes, node limit, aborted]`` for a search (the shared array, if given)."""
        if self._stats is None:
            return kernel.new_stats(limit)
        self._stats[:] = (0, limit, 0)
        return self._stats

    def _final(self, me: int, opp: int) -> float:
        """A finished game on the engine's scale: ±WIN plus the final margin."""
        return float(kernel.to_engine(kernel.final_value(kernel.U(me), kernel.U(opp),
                                                         kernel.U(self.victory))))

    # -- evaluation -------------------------------------------------------------------------------
    def evaluate(self, me: int, opp: int, my_moves: int | None = None) -> float:
        """The heuristic value of a position for the side with discs ``me`` (to move)."""
        U = kernel.U
        return float(kernel.evaluate(U(me), U(opp), U(self.victory), self._square_weights, self._model))


def engine_player(game: Othello, level: str = "strong", time_limit: float = 1.0,
                  stats: np.ndarray | None = None) -> Any:
    """An Othello player by level: "random", "greedy", "weak" (depth 2, the classic hand-written
    evaluation: a beginner can beat it), "medium" (depth 4, tuned evaluation), "strong"
    (iterative deepening within ``time_limit`` seconds, tuned evaluation, exact endgames).
    ``stats``: see :class:`OthelloEngine` (the engines' levels only)."""
    from gamelib.play.players import GreedyPlayer, RandomPlayer

    if level == "random":
        return RandomPlayer(seed=0, name="random")
    if level == "greedy":
        return GreedyPlayer(disc_difference, seed=0, name="greedy")
    if level == "weak":
        return OthelloEngine(game, depth=2, endgame=6, evaluation="classic", name="weak", stats=stats)
    if level == "medium":
        return OthelloEngine(game, depth=4, endgame=8, name="medium", stats=stats)
    if level == "strong":
        return OthelloEngine(game, time_limit=time_limit, name="strong", stats=stats)
    raise ValueError(f"unknown level {level!r}; choose random, greedy, weak, medium or strong")


LEVELS = OTHELLO_LEVELS


def disc_difference(state: OthelloState, player: str) -> int:
    """Discs of ``player`` minus the opponent's: the greedy player's whole idea."""
    black, white = state.black.bit_count(), state.white.bit_count()
    return black - white if player == BLACK else white - black


class EngineEvaluation:
    """The engine's evaluation as ``evaluate(state, player)`` for gamelib's generic search.

    The engine evaluates for the side to move; the value for the other player is its negation.

    >>> from gamelib.games.othello import WHITE, Othello
    >>> game = Othello()
    >>> evaluation = EngineEvaluation(game)
    >>> evaluation(game.initial_state(), BLACK) == -evaluation(game.initial_state(), WHITE)
    True
    >>> EngineEvaluation(game, Weights())(game.initial_state(), BLACK)   # the classic one
    0.0
    """

    def __init__(self, game: Othello, weights: Weights | None = None):
        self.engine = OthelloEngine(game, depth=1, weights=weights)
        self.game = game

    def __call__(self, state: OthelloState, player: str) -> float:
        if self.game.is_terminal(state):
            me, opp = (state.black, state.white) if player == BLACK else (state.white, state.black)
            return self.engine._final(me, opp)
        mover = state.to_move
        me, opp = (state.black, state.white) if mover == BLACK else (state.white, state.black)
        value = self.engine.evaluate(me, opp)
        return value if player == mover else -value


#: run in a fresh process by speed_comparison: the kernel is chosen when it is imported
_SPEED_PROBE = """
import json, sys
from gamelib.engines.othello import OthelloEngine
from gamelib.engines import othello_kernel
from gamelib.games.othello import Othello
game = Othello()
state = game.initial_state()
for move in ("d3", "c5", "d6", "e3", "f5", "f4"):  # into the middle game
    state = game.successor(state, game.parse_action(state, move))
engine = OthelloEngine(game, time_limit=float(sys.argv[1]), endgame=0)
engine.choose(game, state)
print(json.dumps({"kernel": "compiled (numba)" if othello_kernel.COMPILED else "plain Python",
                  "depth": engine.info.depth, "nodes": engine.info.nodes,
                  "nodes_per_second": round(engine.info.nodes / engine.info.seconds)}))
"""


def speed_comparison(time_limit: float = 1.0) -> list[dict]:
    """The engine thinking ``time_limit`` seconds on the same middle-game position, once with
    the compiled kernel and once as plain Python (each in a fresh process, since the choice is
    made when the module is imported): depth reached, positions searched, positions a second."""
    import json
    import subprocess
    import sys

    rows = []
    for flag in ("1", "0"):
        done = subprocess.run([sys.executable, "-c", _SPEED_PROBE, str(time_limit)],
                              capture_output=True, text=True, timeout=300,
                              env={**os.environ, "GAMELIB_NUMBA": flag})
        if done.returncode != 0:
            raise RuntimeError(done.stderr.strip().splitlines()[-1])
        rows.append(json.loads(done.stdout))
    return rows


def solve_position(position: Any, rule: str) -> dict[str, Any]:
    """Solve an :class:`~gamelib.games.othello.ObfPosition` exactly; a row of facts.

    ``right`` is None when the position carries no known answers, else whether the score is
    the best known and the move one of the moves that reach it.
    """
    from gamelib.games.othello import parse_position, square_name

    black, white = parse_position(position.board)
    me, opp = (black, white) if position.to_move == BLACK else (white, black)
    kernel.warm_up()  # compiling (or loading the compiled code) is not solving: not timed
    start = time.perf_counter()
    value, square, nodes = kernel.solve(me, opp, passes=rule == "standard", model=tuned_model())
    seconds = time.perf_counter() - start
    move = square_name(square) if square >= 0 else ("pass" if kernel.legal_moves(opp, me) else None)
    known = (f"{'/'.join(position.best_moves)} {position.best_score:+d}"
             if position.answers else None)
    right = None if not position.answers else (
        value == position.best_score and move in position.best_moves)
    return {"move": move, "score": int(value), "to_move": position.to_move.lower(), "rule": rule,
            "empties": 64 - (black | white).bit_count(), "nodes": int(nodes),
            "seconds": round(seconds, 3), "compiled": kernel.COMPILED, "known": known,
            "right": right}
