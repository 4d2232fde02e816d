"""``python -m gamelib perft othello N``: count the leaves of the Othello tree N plies deep."""

from __future__ import annotations

import argparse
import json
import time


def configure(parser: argparse.ArgumentParser) -> None:
    parser.description = (
        "Counts the move sequences N plies deep from the start, with the compiled kernel "
        "(numba) when it is installed. Under the course's rule (assignment 001: the game ends "
        "when the player to move cannot move) a game over before N plies is no leaf; under "
        "standard rules a pass is a move and a game over early is one leaf, as the published "
        "tables count. The two first differ at depth 9 (3,005,264 against 3,005,288).")
    parser.epilog = ("Example: python -m gamelib perft othello 11 --rule standard "
                     "(212,258,800 leaves, a few seconds compiled)")
    parser.add_argument("game", choices=["othello"])
    parser.add_argument("depth", type=int, choices=range(0, 16), metavar="N",
                        help="plies, 0 to 15")
    parser.add_argument("--rule", choices=["course", "standard"], default="course",
                        help="course (the default): no passing; standard: a player who cannot "
                             "move passes")
    parser.add_argument("--plain", action="store_true",
                        help="count with the rules module in plain Python (the code the "
                             "lessons read; minutes from depth 10)")
    parser.add_argument("--json", action="store_true")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from gamelib.games.othello import Othello

    game = Othello(rule=args.rule)
    start_state = game.initial_state()
    if args.plain:
        how = "plain Python (gamelib.games.othello)"
        start = time.perf_counter()
        leaves = game.perft(start_state, args.depth)
    else:
        from gamelib.engines import othello_kernel as kernel

        how = "compiled kernel" if kernel.COMPILED else "kernel as plain Python (no numba)"
        kernel.perft(kernel.U(start_state.black), kernel.U(start_state.white), 1, True)  # compile
        start = time.perf_counter()
        leaves = int(kernel.perft(kernel.U(start_state.black), kernel.U(start_state.white),
                                  args.depth, args.rule == "standard"))
    seconds = time.perf_counter() - start
    if args.json:
        print(json.dumps({"game": "othello", "rule": args.rule, "depth": args.depth,
                          "leaves": leaves, "seconds": round(seconds, 3), "counted_by": how}))
    else:
        rate = f", {leaves / seconds / 1e6:,.1f}M leaves/s" if seconds > 0.01 else ""
        print(f"{leaves:,} leaves at depth {args.depth} ({args.rule} rules), "
              f"{seconds:.2f} s{rate}, {how}")
    return 0
