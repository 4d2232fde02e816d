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

from gamelib.core import Game, Player, State
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
    player: Player | None = None,
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

    def value(state: State, depth: int | None, parent: int | None, action) -> tuple[float, object]:
        turn = max_val if game.to_move(state) == ctx.player else min_val
        return turn(state, depth, parent, action)

    def max_val(u: State, d: int | None, parent: int | None, action) -> tuple[float, object]:
        node = ctx.enter(parent, action, u, True, d, -INF, INF)
        if ctx.is_leaf(u, d):
            return ctx.leaf(node, u, ctx.player), None
        val, best, best_node = -INF, None, None
        for a in ctx.actions(u):
            child_node = ctx.nodes
            temp, _ = value(game.successor(u, a), ctx.child_depth(d), node, a)
            if temp > val:
                val, best, best_node = temp, a, child_node
                ctx.bound(node, val, INF, child_node, temp)
        ctx.exit(node, val, best_node, best)
        return val, best

    def min_val(u: State, d: int | None, parent: int | None, action) -> tuple[float, object]:
        node = ctx.enter(parent, action, u, False, d, -INF, INF)
        if ctx.is_leaf(u, d):
            return ctx.leaf(node, u, ctx.player), None
        val, best, best_node = INF, None, None
        for a in ctx.actions(u):
            child_node = ctx.nodes
            temp, _ = value(game.successor(u, a), ctx.child_depth(d), node, a)
            if temp < val:
                val, best, best_node = temp, a, child_node
                ctx.bound(node, -INF, val, child_node, temp)
        ctx.exit(node, val, best_node, best)
        return val, best

    val, best = value(state, depth, None, None)
    return ctx.result(val, ctx.fallback_action(state, best))
