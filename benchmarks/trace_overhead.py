"""How much the trace hooks cost: gamelib's alphabeta with trace off and on, against a bare
alpha-beta (the floor) and one with gamelib's bookkeeping but no hooks.  Medians and ratios.

    python benchmarks/trace_overhead.py [--repeat 7]
"""

from __future__ import annotations

import argparse
import math
import os
import platform
import statistics
import time

from gamelib.core import MAX
from gamelib.games.tree import random_tree
from gamelib.search import Trace, alphabeta


def bare_alphabeta(game, state, alpha, beta, player, counter):
    """The lecture's MaxVal/MinVal with nothing else: no counters object, no trace hooks."""
    counter[0] += 1
    actions = game.legal_actions(state)
    if not actions:
        return game.utility(state, player)
    if game.to_move(state) == player:
        for a in actions:
            alpha = max(alpha, bare_alphabeta(game, game.successor(state, a), alpha, beta, player, counter))
            if alpha >= beta:
                break
        return alpha
    for a in actions:
        beta = min(beta, bare_alphabeta(game, game.successor(state, a), alpha, beta, player, counter))
        if alpha >= beta:
            break
    return beta


def counted_alphabeta(game, state, player):
    """The same bookkeeping as gamelib (node count, best move, MAX/MIN dispatch, tuple
    returns), with no trace hooks and no SearchContext: isolates what the hooks cost."""
    nodes = [0]

    def value(u, alpha, beta):
        return (max_val if game.to_move(u) == player else min_val)(u, alpha, beta)

    def max_val(u, alpha, beta):
        nodes[0] += 1
        if game.is_terminal(u):
            return game.utility(u, player), None
        best = None
        for a in game.legal_actions(u):
            v, _ = value(game.successor(u, a), alpha, beta)
            if v > alpha:
                alpha, best = v, a
            if alpha >= beta:
                break
        return alpha, best

    def min_val(u, alpha, beta):
        nodes[0] += 1
        if game.is_terminal(u):
            return game.utility(u, player), None
        best = None
        for a in game.legal_actions(u):
            v, _ = value(game.successor(u, a), alpha, beta)
            if v < beta:
                beta, best = v, a
            if alpha >= beta:
                break
        return beta, best

    return value(state, -math.inf, math.inf), nodes[0]


def interleaved(variants, rounds, inner=10):
    """Time every variant once per round, round-robin (drift hits all alike).

    Returns, per variant, the median seconds per run and the median of its per-round
    ratio to the first variant.
    """
    samples = {name: [] for name in variants}
    for _ in range(rounds):
        for name, run in variants.items():
            start = time.perf_counter()
            for _ in range(inner):
                run()
            samples[name].append((time.perf_counter() - start) / inner)
    first = next(iter(variants))
    return {name: (statistics.median(times),
                   statistics.median(t / f for t, f in zip(times, samples[first])))
            for name, times in samples.items()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=31)
    args = parser.parse_args()
    game = random_tree(branching=4, depth=8, seed=1)
    root = game.initial_state()
    counter = [0]
    bare_value = bare_alphabeta(game, root, -math.inf, math.inf, MAX, counter)
    off = alphabeta(game, root, player=MAX)
    assert off.value == bare_value and off.nodes == counter[0]
    (counted_value, _), counted_nodes = counted_alphabeta(game, root, MAX)
    assert (counted_value, counted_nodes) == (off.value, off.nodes)
    results = interleaved({
        "bare (no hooks)": lambda: bare_alphabeta(game, root, -math.inf, math.inf, MAX, [0]),
        "same bookkeeping, no hooks": lambda: counted_alphabeta(game, root, MAX),
        "gamelib, trace off": lambda: alphabeta(game, root, player=MAX),
        "gamelib, trace on": lambda: alphabeta(game, root, player=MAX, trace=Trace()),
    }, args.rounds)
    print(f"machine: {platform.machine()}, {os.cpu_count()} cores, {platform.python_implementation()} "
          f"{platform.python_version()}, {platform.system()}; {args.rounds} interleaved rounds")
    print(f"random tree b=4 d=8 ({len(game.nodes)} nodes); alpha-beta visits {off.nodes}")
    print(f"{'variant':<28}{'median s':>10}{'nodes/s':>12}{'ratio to bare':>15}")
    for name, (seconds, ratio) in results.items():
        print(f"{name:<28}{seconds:>10.4f}{off.nodes / seconds:>12,.0f}{ratio:>15.2f}")


if __name__ == "__main__":
    main()
