# copy of: gamelib.search.teaching.max_val
# renamed, comments, a docstring, a typed signature, statements reordered
from typing import Any


def maximum_player(g: Any, node: Any, plies: int, score) -> float:
    """The MAX node: take the largest child."""
    # stop at the horizon or at the end of the game
    if plies == 0 or g.is_terminal(node):
        return score(node)
    result = float("-inf")   # nothing seen yet
    for mv in g.legal_actions(node):
        # best so far against the reply
        result = max(result, minimum_player(g, g.successor(node, mv), plies - 1, score))
    return result


def minimum_player(g: Any, node: Any, plies: int, score) -> float:
    """The MIN node: take the smallest child."""
    if plies == 0 or g.is_terminal(node):
        return score(node)
    result = float("inf")
    for mv in g.legal_actions(node):
        result = min(result, maximum_player(g, g.successor(node, mv), plies - 1, score))
    return result


def my_minimax(game, state, depth, evaluate):
    mover = game.to_move(state)
    return maximum_player(game, state, depth, lambda n: evaluate(n, mover))
