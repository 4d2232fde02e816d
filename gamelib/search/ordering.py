"""Move orders for experiments: by exact values (best or worst first), at random, by evaluation.

Alpha-beta's saving depends on the order it meets the moves in.  The best
possible order puts at every node the child with the best value for the side to
move first; it can only be known by searching everything, but it tells us the
**minimal tree** -- on a uniform tree with distinct leaf values, the fewest nodes any
alpha-beta can get away with.  With branching *b* and depth *d* that is
``b**ceil(d/2) + b**floor(d/2) - 1`` leaves (Knuth and Moore, 1975).

>>> from gamelib.games.tree import random_tree
>>> from gamelib.search import alphabeta
>>> tree = random_tree(branching=3, depth=4, seed=5, values=(-1000, 1000))
>>> alphabeta(tree, "1", order=by_exact_values(tree, "best")).evaluations == knuth_moore(3, 4)
True
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from typing import Any

from gamelib.core import Game, State
from gamelib.search.base import Evaluate, Order


def knuth_moore(branching: int, depth: int) -> int:
    """Leaves of the minimal alpha-beta tree of a uniform tree: b^⌈d/2⌉ + b^⌊d/2⌋ - 1."""
    return branching ** math.ceil(depth / 2) + branching ** (depth // 2) - 1


def exact_values(game: Game, state: State, depth: int | None = None,
                 evaluate: Evaluate | None = None) -> dict[State, float]:
    """The minimax value, for the side to move, of every position below ``state``."""
    values: dict[State, float] = {}

    def value(u: State, d: int | None) -> float:
        key = (u, d)
        if key in values:
            return values[key]
        mover = game.to_move(u)
        if game.is_terminal(u) or d == 0:
            if evaluate is not None:
                v = evaluate(u, mover)
            else:
                v = game.utility(u, mover)
        else:
            best = -math.inf
            for a in game.legal_actions(u):
                child = game.successor(u, a)
                v_child = value(child, None if d is None else d - 1)
                best = max(best, v_child if game.to_move(child) == mover else -v_child)
            v = best
        values[key] = v
        return v

    value(state, depth)
    return values


def by_exact_values(game: Game, how: str = "best", depth: int | None = None,
                    evaluate: Evaluate | None = None, root: State | None = None) -> Order:
    """Order children best first (``"best"``) or worst first (``"worst"``) for the side to move,
    by their exact minimax values (computed once, by searching everything)."""
    if how not in ("best", "worst"):
        raise ValueError("how must be 'best' or 'worst'")
    root = game.initial_state() if root is None else root
    table = exact_values(game, root, depth, evaluate)
    remaining = {}
    for (u, d), _ in table.items():
        remaining.setdefault(u, d)  # the depth each position was first met at

    def order(state: State, actions: Sequence[Any]) -> list[Any]:
        mover = game.to_move(state)
        d = remaining.get(state)
        child_depth = None if d is None else d - 1

        def score(a: Any) -> float:
            child = game.successor(state, a)
            v = table.get((child, child_depth))
            if v is None:
                return 0.0
            return v if game.to_move(child) == mover else -v

        return sorted(actions, key=score, reverse=(how == "best"))

    return order


def random_order(seed: int = 0) -> Order:
    """Children in a random order (seeded)."""
    rng = random.Random(seed)

    def order(state: State, actions: Sequence[Any]) -> list[Any]:
        actions = list(actions)
        rng.shuffle(actions)
        return actions

    return order


def by_evaluation(game: Game, evaluate: Evaluate) -> Order:
    """Children by a one-ply look with the evaluation function: what engines do."""
    def order(state: State, actions: Sequence[Any]) -> list[Any]:
        mover = game.to_move(state)
        return sorted(actions, key=lambda a: evaluate(game.successor(state, a), mover), reverse=True)

    return order
