"""Expectimax: the search for a game against chance (Berkeley CS188's random ghosts).

Minimax assumes the opponent always finds the reply worst for us. Against an opponent that
plays at random -- a beginner, dice, a shuffled deck -- that is too pessimistic: a move that
loses to one reply in ten but wins against the other nine is worth playing. Expectimax keeps
MAX nodes where ``player`` moves and puts **chance nodes** where the opponent does: a chance
node's value is the average of its children's values, each weighted by the probability of
that move (all moves equally likely unless ``probabilities`` says otherwise).

It cannot prune as alpha-beta does: an average depends on every child, so every node is
visited, as by minimax.

>>> from gamelib.games.tictactoe import TicTacToe
>>> from gamelib.search import minimax
>>> game = TicTacToe()
>>> state = game.initial_state()
>>> for move in ("c2", "a2", "b3"):
...     state = game.result(state, game.parse_action(state, move))
>>> game.action_to_str(state, minimax(game, state).action)  # O's safe move: a draw at best
'c1'
>>> result = expectimax(game, state)                       # X playing at random
>>> game.action_to_str(state, result.action), round(result.value, 2)
('a1', 0.87)
>>> minimax(game, game.result(state, 0)).value             # ...though a1 loses to X's best reply
1
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from gamelib.core import Action, Game, Side, State
from gamelib.search.base import Evaluate, Order, SearchContext, SearchResult
from gamelib.search.trace import INF, Trace

#: ``probabilities(state, actions)``: the chance of each action at a chance node
Probabilities = Callable[[State, Sequence[Action]], Sequence[float]]


def uniform(state: State, actions: Sequence[Action]) -> list[float]:
    """Every move equally likely: a random player."""
    return [1 / len(actions)] * len(actions)


def expectimax(
    game: Game,
    state: State,
    *,
    depth: int | None = None,
    evaluate: Evaluate | None = None,
    order: Order | None = None,
    trace: Trace | None = None,
    player: Side | None = None,
    probabilities: Probabilities = uniform,
) -> SearchResult:
    """The expected value of ``state`` for ``player`` when the opponent moves at random.

    Parameters are those of :func:`~gamelib.search.minimax`, and ``probabilities(state,
    actions)`` gives the opponent's chance of playing each action (uniform by default).
    Traces record the opponent's nodes as chance nodes (``Enter.chance``).
    """
    ctx = SearchContext(game, state, algorithm="expectimax", depth=depth, evaluate=evaluate,
                        order=order, trace=trace, player=player)
    player, to_move, successor, is_terminal = ctx.player, game.to_move, game.successor, game.is_terminal
    tracing = trace is not None

    def value(u: State, d: float, parent: int | None, action: Action | None) -> tuple[float, Action | None]:
        node = ctx.nodes
        ctx.nodes += 1
        maximizing = to_move(u) == player
        if tracing:
            ctx.enter(node, parent, action, u, maximizing, d, -INF, INF, chance=not maximizing)
        terminal = is_terminal(u)
        if terminal or d == 0:
            return ctx.leaf(node, u, player, terminal), None
        actions = ctx.actions(u)
        if maximizing:  # MaxVal, as in minimax
            val, best, best_node = -INF, None, None
            for a in actions:
                child_node = ctx.nodes
                temp, _ = value(successor(u, a), d - 1, node, a)
                if temp > val:
                    val, best, best_node = temp, a, child_node
                    if tracing:
                        ctx.bound(node, val, INF, child_node, temp)
        else:  # a chance node: the weighted average of every child
            weights = probabilities(u, actions)
            val, best, best_node = 0.0, None, None
            for a, p in zip(actions, weights, strict=True):
                temp, _ = value(successor(u, a), d - 1, node, a)
                val += p * temp
        if tracing:
            ctx.exit(node, val, best_node, best)
        return val, best

    val, best = value(state, ctx.start_depth, None, None)
    return ctx.result(val, ctx.fallback_action(state, best) if to_move(state) == player else None)


def against_best_and_random(game: Game, state: State, *, depth: int | None = None,
                            evaluate: Evaluate | None = None) -> list[dict[str, object]]:
    """Each move of the side to move, valued against the opponent's best replies (minimax)
    and against an opponent moving at random (expectimax), both for the side to move.

    >>> from gamelib.games.tictactoe import TicTacToe
    >>> game = TicTacToe()
    >>> rows = against_best_and_random(game, game.result(game.initial_state(), 4))
    >>> rows[0]["move"], rows[0]["against the best replies"]
    ('a1', 0)
    """
    from gamelib.search.alphabeta import alphabeta

    me = game.to_move(state)
    rows = []
    for action in game.legal_actions(state):
        child = game.successor(state, action)
        rows.append({"move": game.action_to_str(state, action),
                     "against the best replies": alphabeta(game, child, depth=depth,
                                                           evaluate=evaluate, player=me).value,
                     "against a random opponent": round(expectimax(
                         game, child, depth=depth, evaluate=evaluate, player=me).value, 2)})
    return rows
