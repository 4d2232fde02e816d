"""OpenSpiel's Python algorithms (run in benchmarks/.venv-peers): prints JSON.

    python openspiel_bench.py [--repeat N]
"""

import argparse
import json
import statistics
import time

import pyspiel
from open_spiel.python.algorithms import minimax as osm


def timed(run, repeat):
    times, out = [], None
    for _ in range(repeat):
        start = time.perf_counter()
        out = run()
        times.append(time.perf_counter() - start)
    return statistics.median(times), out


def counting(name):
    """Count the calls of a recursive module function (it recurses through the module name)."""
    original = getattr(osm, name)
    counter = [0]

    def wrapped(*args, **kwargs):
        counter[0] += 1
        return original(*args, **kwargs)

    setattr(osm, name, wrapped)
    return counter, lambda: setattr(osm, name, original)


def perft(state, depth, bulk=False):
    """Leaves of the Othello tree (a pass is a move; a finished game is one leaf): every leaf
    made, or with ``bulk`` the last ply counted from the legal moves without making them."""
    if depth == 0 or state.is_terminal():
        return 1
    if bulk and depth == 1:
        return len(state.legal_actions())
    total = 0
    for action in state.legal_actions():
        child = state.clone()
        child.apply_action(action)
        total += perft(child, depth - 1, bulk)
    return total


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--perft", type=int, default=7)
    parser.add_argument("--alphabeta-only", action="store_true",
                        help="only the two alpha-beta searches (benchmarks/teaching_searches.py)")
    args = parser.parse_args()
    out = {"peer": "OpenSpiel " + pyspiel.__version__ if hasattr(pyspiel, "__version__") else "OpenSpiel"}
    ttt = pyspiel.load_game("tic_tac_toe")
    counter, restore = counting("_alpha_beta")
    seconds, (value, _) = timed(lambda: osm.alpha_beta_search(ttt), args.repeat)
    restore()
    out["ttt_alphabeta"] = {"seconds": seconds, "nodes": counter[0] // args.repeat, "value": value}
    if args.alphabeta_only:
        args.perft = 0
    if not args.alphabeta_only:
        counter, restore = counting("expectiminimax")
        seconds, (value, _) = timed(lambda: osm.expectiminimax(ttt.new_initial_state(), 9, None, 0), 1)
        restore()
        out["ttt_minimax"] = {"seconds": seconds, "nodes": counter[0], "value": value}
    othello = pyspiel.load_game("othello")
    rows = []
    for depth in range(1, args.perft + 1):
        seconds, leaves = timed(lambda: perft(othello.new_initial_state(), depth), 1)
        rows.append({"depth": depth, "leaves": leaves, "seconds": seconds})
    out["othello_perft"] = rows
    bulk = []
    for depth in range(1, args.perft + 1):
        seconds, leaves = timed(lambda: perft(othello.new_initial_state(), depth, bulk=True), 1)
        bulk.append({"depth": depth, "leaves": leaves, "seconds": seconds})
    out["othello_perft_bulk"] = bulk

    def disc_difference(state):
        board = str(state).split("\n", 1)[1]  # skip the "Black (x) to play:" line
        return board.count("x") - board.count("o")

    counter, restore = counting("_alpha_beta")
    repeat = args.repeat if args.alphabeta_only else 1
    seconds, (value, _) = timed(lambda: osm.alpha_beta_search(
        othello, maximum_depth=8, value_function=disc_difference, maximizing_player_id=0), repeat)
    restore()
    out["othello_alphabeta_d8"] = {"seconds": seconds, "nodes": counter[0] // repeat, "value": value}
    print(json.dumps(out))


if __name__ == "__main__":
    main()
