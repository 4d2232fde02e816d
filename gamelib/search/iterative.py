"""Iterative deepening: search depth 1, 2, 3, ... until the time is up.

Each depth reuses the transposition table of the ones before, whose best
moves are searched first, so the deeper searches cut much more; the result of
the deepest *finished* depth is played.  This turns a fixed-depth search into
one that uses exactly the time it is given.

>>> from gamelib.evaluation.tictactoe import open_lines
>>> from gamelib.games.tictactoe import TicTacToe
>>> game = TicTacToe()
>>> result = iterative_deepening(game, game.initial_state(), max_depth=9, evaluate=open_lines)
>>> result.value, result.depth
(0, 9)
"""

from __future__ import annotations

import time

from gamelib.core import Game, Side, State
from gamelib.search.base import Evaluate, Order, SearchResult
from gamelib.search.trace import Trace
from gamelib.search.transposition import SearchTimeout, alphabeta_tt


def iterative_deepening(
    game: Game,
    state: State,
    *,
    depth: int | None = None,
    evaluate: Evaluate | None = None,
    order: Order | None = None,
    trace: Trace | None = None,
    player: Side | None = None,
    time_limit: float | None = None,
    max_depth: int | None = None,
) -> SearchResult:
    """Alpha-beta with a transposition table to depths 1, 2, ... within ``time_limit`` seconds.

    ``max_depth`` (or ``depth``) caps the depth; one of it and ``time_limit``
    is needed.  ``SearchResult.depth`` is the deepest depth finished; ``nodes``
    counts every node of every iteration.  A ``trace`` records the last finished
    iteration only.
    """
    cap = max_depth if max_depth is not None else depth
    if cap is None and time_limit is None:
        raise ValueError("iterative deepening needs a time_limit or a max_depth")
    deadline = None if time_limit is None else time.perf_counter() + time_limit
    table: dict = {}
    best: SearchResult | None = None
    nodes = 0
    d = 1
    while cap is None or d <= cap:
        attempt = Trace() if trace is not None else None
        try:
            result = alphabeta_tt(game, state, depth=d, evaluate=evaluate, order=order,
                                  trace=attempt, player=player, table=table,
                                  deadline=None if best is None else deadline)
        except SearchTimeout:
            break
        nodes += result.nodes
        best = result
        if attempt is not None:
            trace.events[:] = attempt.events
        if game.is_terminal(state) or (deadline is not None and time.perf_counter() > deadline):
            break
        d += 1
    return SearchResult(best.value, best.action, nodes, best.evaluations, best.cutoffs,
                        best.depth, best.table_hits)
