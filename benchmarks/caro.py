"""Caro (15×15, freestyle): the engine against report 004's AI at equal time per move.

    python benchmarks/caro.py [--games 100] [--depth 2] [--jobs 2]

1. The report's AI (alpha-beta to ``--depth`` over the top-10 candidates) is timed on a
   few games: its mean seconds per move is the time the engine gets.
2. The engine plays it ``--games`` games (two random opening moves, each opening with both
   colours), in ``--jobs`` processes.  ``--openings centre`` (the default) draws the two
   stones from the central 7×7, as tournament openings are; ``--openings anywhere`` from
   the whole board, where a stone on the edge is a wasted move and many games are decided
   by which side the draw wasted.
3. The engine's nodes per second, and its reply time on 15×15 at the board's default level
   (0.8 s a move): the median over the replies that searched (a forced block or win is
   answered at once) and the slowest reply.
"""

from __future__ import annotations

import argparse
import os
import platform
import statistics
import time

from gamelib.arena.tournament import tournament
from gamelib.engines.caro import CaroEngine
from gamelib.engines.caro_report import ReportCaroAI
from gamelib.games.caro import Caro


def baseline_seconds(depth: int, plies: int = 40) -> float:
    """The report AI's mean time per move over a self-played game."""
    game = Caro(15)
    ai = ReportCaroAI(depth=depth)
    state, times = game.initial_state(), []
    for _ in range(plies):
        if game.is_terminal(state):
            break
        start = time.perf_counter()
        move = ai.choose(game, state)
        times.append(time.perf_counter() - start)
        state = game.successor(state, move)
    return statistics.mean(times[1:])  # the first move (the centre) is free


def engine_speed(seconds: float) -> tuple[float, float, float]:
    """Median nodes per second, median reply time of the replies that searched, and the slowest
    reply of the engine over a self-played game."""
    game = Caro(15)
    engine = CaroEngine(game, time_limit=seconds)
    state, rates, replies, slowest = game.initial_state(), [], [], 0.0
    for _ in range(30):
        if game.is_terminal(state):
            break
        start = time.perf_counter()
        move = engine.choose(game, state)
        took = time.perf_counter() - start
        slowest = max(slowest, took)
        if engine.info.nodes:
            replies.append(took)
            rates.append(engine.info.nodes / engine.info.seconds)
        state = game.successor(state, move)
    return statistics.median(rates), statistics.median(replies), slowest


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--depth", type=int, default=2)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    parser.add_argument("--openings", choices=("centre", "anywhere"), default="centre",
                        help="where the two random opening stones may fall")
    parser.add_argument("--json", help="also write the results here")
    args = parser.parse_args()
    print(f"machine: {platform.machine()}, {os.cpu_count()} cores, {platform.python_implementation()} "
          f"{platform.python_version()}, {platform.system()}")
    per_move = baseline_seconds(args.depth)
    print(f"report AI depth {args.depth}: {per_move:.3f} s a move (mean) -> the engine gets the same")
    start = time.perf_counter()
    options = {"opening_box": 7 if args.openings == "centre" else None}
    result = tournament("caro", [f"engine:{per_move:.3f}", f"report:{args.depth}"], games=args.games,
                        options=options, jobs=args.jobs, opening_plies=2, max_plies=225)
    print(result.table_text())
    print(f"({time.perf_counter() - start:.0f} s)")
    rate, reply, slowest = engine_speed(0.8)
    print(f"engine at 0.8 s a move (the board's default): {rate:,.0f} nodes/s (median), reply "
          f"{reply:.2f} s (median when it searched), slowest {slowest:.2f} s on 15×15")
    if args.json:
        import json

        with open(args.json, "w") as handle:
            json.dump({"baseline_depth": args.depth, "seconds_per_move": per_move,
                       "openings": args.openings, "games": args.games,
                       "standings": result.standings(), "engine_nodes_per_second": rate,
                       "engine_reply_seconds": reply, "engine_slowest_reply_seconds": slowest},
                      handle, indent=1)


if __name__ == "__main__":
    main()
