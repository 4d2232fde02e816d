"""Alpha-beta with a transposition table: each position is searched once per depth.

Many move orders reach the same position (in tic-tac-toe 549,946 tree nodes
are only 5,478 positions).  The table maps a state to what an earlier search
learned about it: the depth searched, the value, whether that value is exact
or only a lower or upper bound (the search that stored it was cut off), and
the best move, which is tried first next time.  The search is negamax,
fail-soft, like report 000's.

>>> from gamelib.games.tictactoe import TicTacToe
>>> game = TicTacToe()
>>> result = alphabeta_tt(game, game.initial_state())
>>> result.value, result.nodes < 18_297
(0, True)
"""

from __future__ import annotations

import time
from typing import Any

from gamelib.core import Action, Game, Side, State
from gamelib.search.base import Evaluate, Order, SearchContext, SearchResult, seen_by_root
from gamelib.search.trace import INF, Trace

EXACT, LOWER, UPPER = "exact", "lower", "upper"


class SearchTimeout(Exception):
    """A search passed its deadline."""


def alphabeta_tt(
    game: Game,
    state: State,
    *,
    depth: int | None = None,
    evaluate: Evaluate | None = None,
    order: Order | None = None,
    trace: Trace | None = None,
    player: Side | None = None,
    table: dict[State, tuple[float, float, str, Action | None]] | None = None,
    deadline: float | None = None,
) -> SearchResult:
    """Negamax alpha-beta that stores and reuses results in ``table`` (a dict).

    Pass the same ``table`` to later searches to reuse it (iterative deepening
    does).  Entries are ``state -> (depth, value, flag, best_action)`` with the
    value seen by the side to move; ``flag`` is "exact", "lower" or "upper".
    Table hits are counted in ``SearchResult.table_hits``.  With a ``deadline``
    (a ``time.perf_counter()`` value) the search raises :class:`SearchTimeout`
    once it is passed (iterative deepening uses this).
    """
    ctx = SearchContext(game, state, algorithm="alphabeta_tt", depth=depth, evaluate=evaluate,
                        order=order, trace=trace, player=player)
    table = {} if table is None else table
    to_move, successor, is_terminal = game.to_move, game.successor, game.is_terminal
    tracing = trace is not None
    hits = 0


    def search(u: State, d: float, alpha: float, beta: float, parent, action) -> tuple[float, Any]:
        nonlocal hits
        if deadline is not None and ctx.nodes & 255 == 0 and time.perf_counter() > deadline:
            raise SearchTimeout(f"out of time after {ctx.nodes} nodes")
        mover = to_move(u)
        sign = 1 if mover == ctx.player else -1
        node = ctx.nodes
        ctx.nodes += 1
        if tracing:
            ctx.enter(node, parent, action, u, sign > 0, d, *seen_by_root(sign, alpha, beta))
        entry = table.get(u)
        if entry is not None and entry[0] >= d:
            _, value, flag, move = entry
            if flag == EXACT or (flag == LOWER and value >= beta) or (flag == UPPER and value <= alpha):
                hits += 1
                if tracing:
                    ctx.exit(node, sign * value, None, move)
                return value, move
        terminal = is_terminal(u)
        if terminal or d == 0:
            value = ctx.leaf(node, u, mover, terminal)
            table[u] = (INF if terminal else 0, value, EXACT, None)
            return value, None
        actions = list(ctx.actions(u))
        if entry is not None and entry[3] in actions:  # the remembered best move first
            actions.remove(entry[3])
            actions.insert(0, entry[3])
        alpha_in = alpha
        best, best_action, best_node = -INF, None, None
        for i, a in enumerate(actions):
            child = successor(u, a)
            child_node = ctx.nodes
            if to_move(child) == mover:
                value, _ = search(child, d - 1, alpha, beta, node, a)
            else:
                value, _ = search(child, d - 1, -beta, -alpha, node, a)
                value = -value
            if value > best:
                best, best_action, best_node = value, a, child_node
            if value > alpha:
                alpha = value
                if tracing:
                    ctx.bound(node, *seen_by_root(sign, alpha, beta), child_node, sign * value)
            if alpha >= beta:
                if i + 1 < len(actions):
                    ctx.cutoff(node, *seen_by_root(sign, alpha, beta), actions[i + 1:])
                break
        flag = UPPER if best <= alpha_in else LOWER if best >= beta else EXACT
        table[u] = (d, best, flag, best_action)
        if tracing:
            ctx.exit(node, sign * best, best_node, best_action)
        return best, best_action

    value, best = search(state, ctx.start_depth, -INF, INF, None, None)
    if game.to_move(state) != ctx.player:
        value = -value
    result = ctx.result(value, ctx.fallback_action(state, best))
    return SearchResult(result.value, result.action, result.nodes, result.evaluations,
                        result.cutoffs, result.depth, table_hits=hits)
