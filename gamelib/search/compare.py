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
