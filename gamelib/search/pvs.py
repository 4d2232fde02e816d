"""Principal-variation search (negascout): alpha-beta that trusts its move ordering.

The first child is searched with the full window; every later child first with
a *null window* (α, α+1), which only asks "is this move better than the best so
far?" -- cheap, because it cuts almost at once when the answer is no.  Only when
it is yes is the child searched again with the full window.  With good ordering
most children need only the cheap search.

>>> from gamelib import lecture
>>> game = lecture.load("fig4_8")
>>> result = pvs(game, "1")
>>> result.value, result.action
(10, '3')
"""

from __future__ import annotations

from gamelib.core import Game, Side, State
from gamelib.search.base import Evaluate, Order, SearchContext, SearchResult, seen_by_root
from gamelib.search.trace import INF, Trace


def pvs(
    game: Game,
    state: State,
    *,
    depth: int | None = None,
    evaluate: Evaluate | None = None,
    order: Order | None = None,
    trace: Trace | None = None,
    player: Side | None = None,
) -> SearchResult:
    """The value of ``state`` for ``player`` by principal-variation search (negamax, fail-soft).

    Same parameters as :func:`~gamelib.search.minimax.minimax`.  Values must be
    integers for the null window (α, α+1) to be exact; with real values it still
    returns the right value, a little less efficiently.
    """
    ctx = SearchContext(game, state, algorithm="pvs", depth=depth, evaluate=evaluate,
                        order=order, trace=trace, player=player)
    to_move, successor, is_terminal = game.to_move, game.successor, game.is_terminal
    tracing = trace is not None


    def search(u: State, mover: Side, d: float, alpha: float, beta: float, parent, action):
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
            child = successor(u, a)
            child_node = ctx.nodes
            child_mover = to_move(child)  # asked once here, passed down
            same = child_mover == mover
            # the first move with the whole window, the others with a null window (α, α + 1):
            # better than α? If so, searched again to find out by how much
            hi = beta if i == 0 else alpha + 1
            if same:
                value = search(child, child_mover, d - 1, alpha, hi, node, a)[0]
            else:
                value = -search(child, child_mover, d - 1, -hi, -alpha, node, a)[0]
            if i and alpha < value < beta:
                if same:
                    value = search(child, child_mover, d - 1, value, beta, node, a)[0]
                else:
                    value = -search(child, child_mover, d - 1, -beta, -value, node, a)[0]
            if value > best:
                best, best_action, best_node = value, a, child_node
            if value > alpha:
                alpha = value
                if tracing:
                    ctx.bound(node, *seen_by_root(sign, alpha, beta), child_node, sign * value)
            if alpha >= beta:
                if i + 1 < len(actions):
                    if tracing:
                        ctx.cutoff(node, *seen_by_root(sign, alpha, beta), actions[i + 1:])
                    else:
                        ctx.cutoffs += 1
                break
        if tracing:
            ctx.exit(node, sign * best, best_node, best_action)
        return best, best_action

    root_player = ctx.player
    root_mover = to_move(state)
    value, best = search(state, root_mover, ctx.start_depth, -INF, INF, None, None)
    if root_mover != ctx.player:
        value = -value
    return ctx.result(value, ctx.fallback_action(state, best))
