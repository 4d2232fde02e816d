"""Ô ăn quan: the report's three levels and the strong player, round robin with win rates.

    python benchmarks/oanquan.py [--games 100] [--time 0.1]

Each pair plays ``--games`` games: random two-move openings, each played twice with the colours
swapped.  Games longer than 300 plies are stopped and count as draws.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import platform
import time

from gamelib.arena.match import round_robin
from gamelib.engines.oanquan import player
from gamelib.games.oanquan import OAnQuan


def machine() -> str:
    return (f"{platform.machine()}, {os.cpu_count()} cores, {platform.python_implementation()} "
            f"{platform.python_version()}, {platform.system()}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--time", type=float, default=0.1, help="strong player's seconds a move")
    parser.add_argument("--json", help="also write the results here")
    args = parser.parse_args()
    print(f"machine: {machine()}")
    game = OAnQuan()
    players = [player("level 1", game), player("level 2", game), player("level 3", game, depth=4),
               player("strong", game, time_limit=args.time)]
    start = time.perf_counter()
    table = round_robin(game, players, games=args.games, max_plies=300)
    for (a, b), result in table["results"].items():
        half = 1.96 * math.sqrt(max(result.score * (1 - result.score), 1e-9) / result.games)
        print(f"{a:>26} vs {b:<26} +{result.wins:<3} ={result.draws:<3} -{result.losses:<3} "
              f"score {result.score:6.1%} (95% {max(0, result.score - half):.1%}-"
              f"{min(1, result.score + half):.1%})")
    for name, points, games in table["standings"]:
        print(f"{name:>26}: {points:.1f} / {games}")
    print(f"{time.perf_counter() - start:.0f} s")
    if args.json:
        rows = [{"a": a, "b": b, "wins": r.wins, "draws": r.draws, "losses": r.losses, "score": r.score}
                for (a, b), r in table["results"].items()]
        with open(args.json, "w") as handle:
            json.dump({"machine": machine(), "rules": repr(game), "games_per_pair": args.games,
                       "pairs": rows,
                       "standings": table["standings"]}, handle, indent=1)


if __name__ == "__main__":
    main()
