"""Count the nodes different algorithms visit on the same positions.

>>> from gamelib import lecture
>>> node_counts(lecture.load("fig4_8"), "1")
{'minimax': 20, 'alphabeta': 15, 'negamax': 15}
>>> rows = node_counts_on_random_trees(branching=2, depths=[2, 4], seeds=range(3))
>>> [(r["depth"], r["minimax"]) for r in rows]
[(2, 7.0), (4, 31.0)]
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from statistics import mean
from typing import Any

from gamelib.core import Game, State
from gamelib.games.tree import random_tree
from gamelib.search.alphabeta import alphabeta
from gamelib.search.minimax import minimax
from gamelib.search.negamax import negamax

SEARCHES = {"minimax": minimax, "alphabeta": alphabeta, "negamax": negamax}


def node_counts(game: Game, state: State, algorithms: Sequence[str] = tuple(SEARCHES),
                **options: Any) -> dict[str, int]:
    """Nodes visited by each named algorithm from ``state`` (same options for all)."""
    unknown = [a for a in algorithms if a not in SEARCHES]
    if unknown:
        raise ValueError(f"unknown algorithm(s) {unknown}; known: {', '.join(SEARCHES)}")
    return {name: SEARCHES[name](game, state, **options).nodes for name in algorithms}


def node_counts_on_random_trees(branching: int, depths: Iterable[int], seeds: Iterable[int],
                                algorithms: Sequence[str] = ("minimax", "alphabeta"),
                                ) -> list[dict[str, float]]:
    """Mean nodes visited per algorithm on uniform random trees, one row per depth."""
    seeds = list(seeds)
    rows = []
    for depth in depths:
        counts = [node_counts(tree, tree.initial_state(), algorithms)
                  for tree in (random_tree(branching, depth, seed=s) for s in seeds)]
        row: dict[str, float] = {"branching": branching, "depth": depth, "trees": len(seeds)}
        row.update({name: float(mean(c[name] for c in counts)) for name in algorithms})
        rows.append(row)
    return rows


def lab_counts(game: Game, state: State, depths: Iterable[int], evaluate: Any) -> list[dict[str, Any]]:
    """Nodes visited from ``state`` at each depth by every search variant.

    Variants: minimax; alpha-beta in the game's order; alpha-beta ordered by a one-ply
    evaluation; alpha-beta with a transposition table; iterative deepening; principal-variation
    search; and alpha-beta with the best move first everywhere (found by searching everything
    first).  On a uniform tree with distinct values that last one visits the minimal tree; on a
    real game, ties and subtrees of unequal size let another order now and then visit fewer
    nodes (Dodgem 3×3, depth 2: 9 nodes best-first, 8 with PVS).  All give the same value (checked).
    """
    from gamelib.search.iterative import iterative_deepening
    from gamelib.search.ordering import by_evaluation, by_exact_values
    from gamelib.search.pvs import pvs
    from gamelib.search.transposition import alphabeta_tt

    rows = []
    for depth in depths:
        ordered = by_evaluation(game, evaluate)
        variants = {
            "minimax": lambda: minimax(game, state, depth=depth, evaluate=evaluate),
            "alpha-beta": lambda: alphabeta(game, state, depth=depth, evaluate=evaluate),
            "alpha-beta, ordered": lambda: alphabeta(game, state, depth=depth, evaluate=evaluate,
                                                     order=ordered),
            "alpha-beta + table": lambda: alphabeta_tt(game, state, depth=depth, evaluate=evaluate),
            "iterative deepening": lambda: iterative_deepening(game, state, max_depth=depth,
                                                               evaluate=evaluate),
            "PVS, ordered": lambda: pvs(game, state, depth=depth, evaluate=evaluate, order=ordered),
            "best move first": lambda: alphabeta(game, state, depth=depth, evaluate=evaluate,
                                                 order=by_exact_values(game, "best", depth,
                                                                       evaluate, root=state)),
        }
        values = set()
        for name, run in variants.items():
            result = run()
            values.add(result.value)
            rows.append({"depth": depth, "algorithm": name, "nodes": result.nodes,
                         "leaves": result.evaluations})
        if len(values) != 1:
            raise AssertionError(f"search variants disagree at depth {depth}: {values}")
    return rows


def branching_of(nodes: float, depth: int) -> float:
    """The effective branching factor b*: the branching of a uniform tree of ``depth`` with as
    many nodes, N = 1 + b* + b*² + ... + b*^depth (the root counted), found by bisection.

    >>> branching_of(10, 1), round(branching_of(1 + 3 + 9, 2), 6)
    (9.0, 3.0)
    """
    if depth <= 0 or nodes <= 1:
        return 0.0
    def size(b: float) -> float:
        return sum(b ** i for i in range(depth + 1))
    low, high = 0.0, max(1.0, float(nodes))
    for _ in range(200):
        middle = (low + high) / 2
        low, high = (middle, high) if size(middle) < nodes else (low, middle)
    return round((low + high) / 2, 9)


def effective_branching(rows: list[dict[str, Any]], algorithm: str) -> list[tuple[int, float]]:
    """(depth, b*) for one algorithm: the branching of a uniform tree with as many nodes."""
    return [(r["depth"], branching_of(r["nodes"], r["depth"])) for r in rows
            if r["algorithm"] == algorithm and r["depth"] > 0]


def ordering_experiment(branching: int, depths: Iterable[int], seeds: Iterable[int]) -> list[dict[str, Any]]:
    """Mean leaves alpha-beta evaluates on uniform random trees with the children in the best,
    a random and the worst order, beside minimax (b^d) and Knuth and Moore's minimal tree."""
    from gamelib.search.ordering import by_exact_values, knuth_moore, random_order

    seeds = list(seeds)
    rows = []
    for depth in depths:
        counts: dict[str, list[int]] = {"best first": [], "random order": [], "worst first": []}
        for seed in seeds:
            tree = random_tree(branching, depth, seed=seed, values=(-10**6, 10**6))
            counts["best first"].append(alphabeta(tree, "1", order=by_exact_values(tree, "best")).evaluations)
            counts["random order"].append(alphabeta(tree, "1", order=random_order(seed)).evaluations)
            counts["worst first"].append(alphabeta(tree, "1", order=by_exact_values(tree, "worst")).evaluations)
        row: dict[str, Any] = {"depth": depth, "minimax": float(branching ** depth),
                               "Knuth-Moore": float(knuth_moore(branching, depth))}
        row.update({name: float(mean(values)) for name, values in counts.items()})
        rows.append(row)
    return rows
