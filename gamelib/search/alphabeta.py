"""Alpha-beta pruning exactly as the lecture writes it (lecture 002, §4.2.2).

Each node carries (α, β): α is the best value MAX is already sure of on the
path, β the best value MIN is sure of.  α and β are passed *by value* (each
call gets its own copy), ``MaxVal`` raises α and returns α, ``MinVal`` lowers
β and returns β, and a node stops searching its children as soon as α ≥ β.
Because the values returned are the clipped α or β (not the true minimax value
of a pruned node), these are the numbers printed in the lecture's tables for
Figure 4.8: value 10 with White (MAX) at the root, value 8 with Black (MIN).

>>> from gamelib import lecture
>>> game = lecture.load("fig4_8")
>>> result = alphabeta(game, game.initial_state())
>>> result.value, result.action, result.nodes, result.cutoffs
(10, '3', 15, 3)
"""

from __future__ import annotations

from gamelib.core import Game, Side, State
from gamelib.search.base import Evaluate, Order, SearchContext, SearchResult
from gamelib.search.trace import INF, Trace


def alphabeta(
    game: Game,
    state: State,
    *,
    depth: int | None = None,
    evaluate: Evaluate | None = None,
    order: Order | None = None,
    trace: Trace | None = None,
    player: Side | None = None,
) -> SearchResult:
    """The value of ``state`` for ``player`` by alpha-beta pruning, and the best move.

    Same parameters as :func:`~gamelib.search.minimax.minimax`.  The root is
    searched with the full window (-∞, ∞), so its value equals the minimax
    value; at an inner node the value returned may be only a bound, even one
    outside the node's window, as in the lecture.
    """
    ctx = SearchContext(game, state, algorithm="alphabeta", depth=depth, evaluate=evaluate,
                        order=order, trace=trace, player=player)

    player, to_move, successor, is_terminal = ctx.player, game.to_move, game.successor, game.is_terminal
    tracing = trace is not None  # every recording call below is skipped when off

    def value(u: State, d: float, alpha: float, beta: float, parent: int | None, action):
        """MaxVal where the root player moves, MinVal where the opponent does."""
        return (max_val if to_move(u) == player else min_val)(u, d, alpha, beta, parent, action)

    def max_val(u: State, d: float, alpha: float, beta: float, parent, action):
        node = ctx.nodes
        ctx.nodes += 1
        if tracing:
            ctx.enter(node, parent, action, u, True, d, alpha, beta)
        terminal = is_terminal(u)
        if terminal or d == 0:
            return ctx.leaf(node, u, player, terminal), None
        best, best_node = None, None
        actions = ctx.actions(u)
        for i, a in enumerate(actions):
            child_node = ctx.nodes
            tempval, _ = value(successor(u, a), d - 1, alpha, beta, node, a)
            if tempval > alpha:
                alpha, best, best_node = tempval, a, child_node
                if tracing:
                    ctx.bound(node, alpha, beta, child_node, tempval)
            if alpha >= beta:
                if i + 1 < len(actions):  # the remaining subtrees are cut off
                    ctx.cutoff(node, alpha, beta, actions[i + 1:])
                break
        if tracing:
            ctx.exit(node, alpha, best_node, best)
        return alpha, best

    def min_val(u: State, d: float, alpha: float, beta: float, parent, action):
        node = ctx.nodes
        ctx.nodes += 1
        if tracing:
            ctx.enter(node, parent, action, u, False, d, alpha, beta)
        terminal = is_terminal(u)
        if terminal or d == 0:
            return ctx.leaf(node, u, player, terminal), None
        best, best_node = None, None
        actions = ctx.actions(u)
        for i, a in enumerate(actions):
            child_node = ctx.nodes
            tempval, _ = value(successor(u, a), d - 1, alpha, beta, node, a)
            if tempval < beta:
                beta, best, best_node = tempval, a, child_node
                if tracing:
                    ctx.bound(node, alpha, beta, child_node, tempval)
            if alpha >= beta:
                if i + 1 < len(actions):
                    ctx.cutoff(node, alpha, beta, actions[i + 1:])
                break
        if tracing:
            ctx.exit(node, beta, best_node, best)
        return beta, best

    val, best = value(state, ctx.start_depth, -INF, INF, None, None)
    return ctx.result(val, ctx.fallback_action(state, best))
