"""Caro (15×15, freestyle): the engine against report 004's AI at equal time per move.

    python benchmarks/caro.py [--games 100] [--depth 2] [--jobs 2]

1. The report's AI (alpha-beta to ``--depth`` over the top-10 candidates) is timed on a
   few games: its mean seconds per move is the time the engine gets.
2. The engine plays it ``--games`` games (two random opening moves, each opening with both
   colours), in ``--jobs`` processes.
3. The engine's nodes per second, and its reply time on 15×15 at the board's default level
   (0.8 s a move).
"""

from __future__ import annotations

import argparse
import os
import platform
import statistics
import time

from gamelib.arena.match import play_game
from gamelib.arena.tournament import tournament
from gamelib.engines.caro import CaroEngine
from gamelib.engines.caro_report import ReportCaroAI
from gamelib.games.caro import O, X, Caro


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


def engine_speed(seconds: float) -> tuple[float, float]:
    """Median nodes per second and median reply time of the engine over a self-played game."""
    game = Caro(15)
    engine = CaroEngine(game, time_limit=seconds)
    state, rates, replies = game.initial_state(), [], []
    for _ in range(30):
        if game.is_terminal(state):
            break
        start = time.perf_counter()
        move = engine.choose(game, state)
        replies.append(time.perf_counter() - start)
        if engine.info.nodes:
            rates.append(engine.info.nodes / engine.info.seconds)
        state = game.successor(state, move)
    return statistics.median(rates), statistics.median(replies)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--depth", type=int, default=2)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    parser.add_argument("--json", help="also write the results here")
    args = parser.parse_args()
    print(f"machine: {platform.machine()}, {os.cpu_count()} cores, {platform.python_implementation()} "
          f"{platform.python_version()}, {platform.system()}")
    per_move = baseline_seconds(args.depth)
    print(f"report AI depth {args.depth}: {per_move:.3f} s a move (mean) -> the engine gets the same")
    start = time.perf_counter()
    result = tournament("caro", [f"engine:{per_move:.3f}", f"report:{args.depth}"], games=args.games,
                        jobs=args.jobs, opening_plies=2, max_plies=225)
    print(result.table_text())
    print(f"({time.perf_counter() - start:.0f} s)")
    rate, reply = engine_speed(0.8)
    print(f"engine at 0.8 s a move (the board's default): {rate:,.0f} nodes/s (median), reply "
          f"{reply:.2f} s (median) on 15×15")
    if args.json:
        import json

        with open(args.json, "w") as handle:
            json.dump({"baseline_depth": args.depth, "seconds_per_move": per_move,
                       "standings": result.standings(), "engine_nodes_per_second": rate,
                       "engine_reply_seconds": reply}, handle, indent=1)


if __name__ == "__main__":
    main()
