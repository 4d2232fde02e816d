"""Minimax in the lecture's MaxVal/MinVal form (lecture 002, §4.2.1).

``MaxVal`` values a node where MAX (the lecture's White, Trắng) moves: the
largest value among its children; ``MinVal`` values a node where MIN (Black,
Đen) moves: the smallest.  At depth 0 or at a terminal node the evaluation
function ``f`` gives the value.  The search is depth first and visits every
node of the tree, which is what alpha-beta later avoids.

>>> from gamelib import lecture
>>> game = lecture.load("fig4_3")
>>> result = minimax(game, game.initial_state())
>>> result.value, result.action, result.nodes
(2, 'd', 15)
"""

from __future__ import annotations

from gamelib.core import Game, Side, State
from gamelib.search.base import Evaluate, Order, SearchContext, SearchResult
from gamelib.search.trace import INF, Trace


def minimax(
    game: Game,
    state: State,
    *,
    depth: int | None = None,
    evaluate: Evaluate | None = None,
    order: Order | None = None,
    trace: Trace | None = None,
    player: Side | None = None,
) -> SearchResult:
    """The minimax value of ``state`` for ``player`` and the move that achieves it.

    Parameters
    ----------
    depth : plies to search below ``state``; ``None`` searches to the end.
    evaluate : ``evaluate(state, player)``; values leaves (see :class:`SearchContext`).
    order : ``order(state, actions)``; only decides which of equal moves is reported.
    trace : a :class:`~gamelib.search.trace.Trace` to record the search in.
    player : the player to maximise for; by default the one to move in ``state``.
    """
    ctx = SearchContext(game, state, algorithm="minimax", depth=depth, evaluate=evaluate,
                        order=order, trace=trace, player=player)

    player, to_move, successor, is_terminal = ctx.player, game.to_move, game.successor, game.is_terminal
    tracing = trace is not None  # every recording call below is skipped when off

    def value(u: State, d: float, parent: int | None, action) -> tuple[float, object]:
        """MaxVal where the root player moves, MinVal where the opponent does."""
        return (max_val if to_move(u) == player else min_val)(u, d, parent, action)

    def max_val(u: State, d: float, parent: int | None, action) -> tuple[float, object]:
        node = ctx.nodes
        ctx.nodes += 1
        if tracing:
            ctx.enter(node, parent, action, u, True, d, -INF, INF)
        terminal = is_terminal(u)
        if terminal or d == 0:
            return ctx.leaf(node, u, player, terminal), None
        val, best, best_node = -INF, None, None
        for a in ctx.actions(u):
            child_node = ctx.nodes
            temp, _ = value(successor(u, a), d - 1, node, a)
            if temp > val:
                val, best, best_node = temp, a, child_node
                if tracing:
                    ctx.bound(node, val, INF, child_node, temp)
        if tracing:
            ctx.exit(node, val, best_node, best)
        return val, best

    def min_val(u: State, d: float, parent: int | None, action) -> tuple[float, object]:
        node = ctx.nodes
        ctx.nodes += 1
        if tracing:
            ctx.enter(node, parent, action, u, False, d, -INF, INF)
        terminal = is_terminal(u)
        if terminal or d == 0:
            return ctx.leaf(node, u, player, terminal), None
        val, best, best_node = INF, None, None
        for a in ctx.actions(u):
            child_node = ctx.nodes
            temp, _ = value(successor(u, a), d - 1, node, a)
            if temp < val:
                val, best, best_node = temp, a, child_node
                if tracing:
                    ctx.bound(node, -INF, val, child_node, temp)
        if tracing:
            ctx.exit(node, val, best_node, best)
        return val, best

    val, best = value(state, ctx.start_depth, None, None)
    return ctx.result(val, ctx.fallback_action(state, best))
