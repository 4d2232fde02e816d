"""Negamax with alpha-beta as report 000 (Ô ăn quan, §3.1.2) writes it.

One function serves both players: every value is seen from the side to move,
so a child's value is negated (``-AB(child, depth-1, -β, -α)``) and the window
is swapped and negated on the way down.  The report's loop runs *while moves
remain and best < β*; before each child it raises α to the best value so far.
It returns ``best`` itself (fail-soft), not the clipped α.

When the same player moves twice in a row (a pass in some games), the child's
value is not negated and the window is passed unchanged.

The trace records values and windows from the root player's point of view, so
negamax traces draw and tabulate like the lecture's.

>>> from gamelib import lecture
>>> game = lecture.load("fig4_8")
>>> result = negamax(game, game.initial_state())
>>> result.value, result.action, result.nodes
(10, '3', 15)
"""

from __future__ import annotations

from gamelib.core import Game, Side, State
from gamelib.search.base import Evaluate, Order, SearchContext, SearchResult, seen_by_root
from gamelib.search.trace import INF, Trace


def negamax(
    game: Game,
    state: State,
    *,
    depth: int | None = None,
    evaluate: Evaluate | None = None,
    order: Order | None = None,
    trace: Trace | None = None,
    player: Side | None = None,
) -> SearchResult:
    """The value of ``state`` for ``player`` by negamax alpha-beta, and the best move.

    Same parameters as :func:`~gamelib.search.minimax.minimax`; ``evaluate`` is
    called for the side to move at each leaf (the report's ``heuristic(A, x)``).
    """
    ctx = SearchContext(game, state, algorithm="negamax", depth=depth, evaluate=evaluate,
                        order=order, trace=trace, player=player)


    to_move, successor, is_terminal = game.to_move, game.successor, game.is_terminal
    tracing = trace is not None  # every recording call below is skipped when off

    def ab(u: State, mover: Side, d: float, alpha: float, beta: float, parent, action):
        sign = 1 if mover == root_player else -1
        node = ctx.nodes
        ctx.nodes += 1
        if tracing:
            ctx.enter(node, parent, action, u, sign > 0, d, *seen_by_root(sign, alpha, beta))
        terminal = is_terminal(u)
        if terminal or d == 0:
            return ctx.leaf(node, u, mover, terminal), None
        best, best_action, best_node = -INF, None, None
        actions = ctx.actions(u)
        for i, a in enumerate(actions):
            if best >= beta:  # the report's loop condition: best < beta
                if tracing:
                    ctx.cutoff(node, *seen_by_root(sign, max(alpha, best), beta), actions[i:])
                else:
                    ctx.cutoffs += 1
                break
            if best > alpha:
                alpha = best
                if tracing:
                    ctx.bound(node, *seen_by_root(sign, alpha, beta), best_node, sign * best)
            child = successor(u, a)
            child_node = ctx.nodes
            child_mover = to_move(child)  # asked once here, passed down
            if child_mover == mover:
                val, _ = ab(child, child_mover, d - 1, alpha, beta, node, a)
            else:
                val, _ = ab(child, child_mover, d - 1, -beta, -alpha, node, a)
                val = -val
            if val > best:
                best, best_action, best_node = val, a, child_node
        if tracing:
            ctx.exit(node, sign * best, best_node, best_action)
        return best, best_action

    root_player = ctx.player
    root_mover = game.to_move(state)
    val, best = ab(state, root_mover, ctx.start_depth, -INF, INF, None, None)
    if root_mover != ctx.player:
        val = -val
    return ctx.result(val, ctx.fallback_action(state, best))
