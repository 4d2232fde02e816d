"""Othello: perft speed, engine search speed, and the engine's strength.

    python benchmarks/othello.py [--games 200] [--time 0.1] [--jobs 2] [--opponents greedy,classic]
                                 [--variant] [--matches-only] [--json out.json]
    python benchmarks/othello.py --grhino 1,2,3,4,5 --grhino-openings 10 --time 1 [--json out.json]

Strength: the engine (iterative deepening, ``--time`` seconds a move) against

* **greedy** -- plays the move that flips most discs;
* **a fixed-depth baseline** -- gamelib's generic alpha-beta at depth 3 with the
  square-weight table alone (the textbook bot a student writes first);
* **classic** -- the same engine with the same time, but the classic hand-written evaluation
  instead of the tuned one (what the tuning is worth).

With ``--grhino``, instead: the engine at ``--time`` seconds a move against Debian's GRhino at
each level given (installed with apt-get if missing; see ``benchmarks/grhino.py``), standard
rules, ``--grhino-openings`` seeded four-move random openings each played with both colours,
``--jobs`` games at a time. Load does not decide: the engine's time limit is CPU time
(``time.process_time``) and GRhino searches to a fixed depth.

Each match has ``--games`` games from varied openings (the first four moves
random, one seed per game) with colours alternated; games are shared among
``--jobs`` processes.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import platform
import statistics
import time
from concurrent.futures import ProcessPoolExecutor

from gamelib.arena import play_match
from gamelib.engines.othello import SQUARE_WEIGHTS, OthelloEngine, engine_player
from gamelib.games.othello import BLACK, Othello, OthelloState, random_victory_cells, squares
from gamelib.play.players import SearchPlayer


def square_weights(state: OthelloState, player: str) -> float:
    """The baseline's evaluation: the square-weight table, nothing else."""
    value = sum(SQUARE_WEIGHTS[s] for s in squares(state.black)) - \
        sum(SQUARE_WEIGHTS[s] for s in squares(state.white))
    return value if player == BLACK else -value


def make(name: str, game: Othello, seconds: float):
    # CPU time, not wall time: games played side by side must not decide each other's depth
    if name == "engine":
        return OthelloEngine(game, time_limit=seconds, name=f"engine {seconds:g}s",
                             clock=time.process_time)
    if name == "classic":
        return OthelloEngine(game, time_limit=seconds, evaluation="classic",
                             name=f"engine {seconds:g}s, classic evaluation", clock=time.process_time)
    if name == "greedy":
        return engine_player(game, "greedy")
    if name == "baseline":
        return SearchPlayer("alphabeta", depth=3, evaluate=square_weights, seed=1,
                            name="alpha-beta d=3, square weights")
    raise ValueError(name)


def chunk(args: tuple[str, str, int, int, float, bool]) -> tuple[int, int, int, float]:
    a, b, games, seed, seconds, variant = args
    start = time.perf_counter()
    if not variant:
        game = Othello()
        result = play_match(game, make(a, game, seconds), make(b, game, seconds), games=games,
                            seed=seed, opening_plies=4)
        return result.wins, result.draws, result.losses, time.perf_counter() - start
    wins = draws = losses = 0
    for pair in range(games // 2):  # new victory cells for every two games (one each colour)
        game = Othello(victory_cells=random_victory_cells(seed * 1000 + pair))
        result = play_match(game, make(a, game, seconds), make(b, game, seconds), games=2,
                            seed=seed + pair, opening_plies=4)
        wins, draws, losses = wins + result.wins, draws + result.draws, losses + result.losses
    return wins, draws, losses, time.perf_counter() - start


def match(a: str, b: str, games: int, seconds: float, jobs: int, variant: bool = False) -> dict:
    per = max(2, 2 * math.ceil(games / (2 * jobs * 4)))  # even chunks keep colours alternating
    tasks = [(a, b, min(per, games - i), i, seconds, variant) for i in range(0, games, per)]
    with ProcessPoolExecutor(jobs) as pool:
        parts = list(pool.map(chunk, tasks))
    wins, draws, losses = (sum(p[k] for p in parts) for k in range(3))
    n = wins + draws + losses
    score = (wins + draws / 2) / n
    half = 1.96 * math.sqrt(score * (1 - score) / n)
    return {"a": a, "b": b, "variant": variant, "games": n, "wins": wins, "draws": draws, "losses": losses,
            "score": score, "interval": [max(0, score - half), min(1, score + half)],
            "cpu_seconds": sum(p[3] for p in parts)}


def perft_speed() -> list[dict]:
    game = Othello(rule="standard")  # the published counts (passes are moves)
    rows = []
    for depth in range(1, 10):
        start = time.perf_counter()
        leaves = game.perft(game.initial_state(), depth)
        seconds = time.perf_counter() - start
        rows.append({"depth": depth, "leaves": leaves, "seconds": seconds,
                     "leaves_per_second": leaves / seconds if seconds else None})
    return rows


def search_speed(seconds: float = 2.0) -> dict:
    """Engine nodes per second from a few positions along a fixed game."""
    game = Othello()
    engine = OthelloEngine(game, time_limit=seconds)
    state, rates, depths = game.initial_state(), [], []
    for ply in range(24):
        move = engine.choose(game, state)
        if ply % 6 == 5:
            rates.append(engine.info.nodes / engine.info.seconds)
            depths.append(engine.info.depth)
        state = game.successor(state, move)
    return {"seconds_per_move": seconds, "nodes_per_second_median": statistics.median(rates),
            "depths": depths}


def _grhino_game(args: tuple[int, str, float, int]) -> dict:
    from grhino import play

    return play(*args)


def grhino_matches(levels: list[int], openings: int, seconds: float, out: str | None,
                   first_opening: int = 0, jobs: int = 1) -> None:
    """The engine against GRhino at each level: wins, draws, losses, discs and CPU seconds."""
    from grhino import ensure_grhino

    ensure_grhino()
    machine = (f"{platform.machine()}, {os.cpu_count()} cores, {platform.python_implementation()} "
               f"{platform.python_version()}, {platform.system()}")
    report = {"machine": machine, "engine_seconds_per_move": seconds, "engine_clock": "CPU time",
              "games_at_a_time": jobs, "levels": []}
    for level in levels:
        tasks = [(level, colour, seconds, 1000 * level + seed)
                 for seed in range(first_opening, first_opening + openings)
                 for colour in ("BLACK", "WHITE")]
        games: list[dict] = []
        with ProcessPoolExecutor(jobs) as pool:
            for game in pool.map(_grhino_game, tasks):
                games.append(game)
                print(f"  level {level}, opening {game['seed']}, engine {game['engine']}: "
                      f"{game['result']} {game['engine_discs']}-{game['grhino_discs']}", flush=True)
                if out:  # every game as it ends: a long run stopped early keeps what it played
                    with open(out, "w") as handle:
                        json.dump({**report, "unfinished_level": {"level": level, "records": games}},
                                  handle, indent=1)
        counts = {k: sum(g["result"] == k for g in games) for k in ("win", "draw", "loss")}
        score = (counts["win"] + counts["draw"] / 2) / len(games)
        row = {"level": level, "games": len(games), **counts, "score": score,
               "engine_cpu_per_game": statistics.mean(g["engine_cpu"] for g in games),
               "disc_margin_mean": statistics.mean(g["engine_discs"] - g["grhino_discs"] for g in games)}
        report["levels"].append({**row, "records": games})
        print(f"GRhino level {level}: +{counts['win']} ={counts['draw']} -{counts['loss']} "
              f"({score:.0%}), mean margin {row['disc_margin_mean']:+.1f}", flush=True)
    if out:
        with open(out, "w") as handle:
            json.dump(report, handle, indent=1)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--time", type=float, default=0.1, help="engine seconds per move")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    parser.add_argument("--json", help="also write the results here")
    parser.add_argument("--opponents", default="greedy,baseline,classic",
                        help="the engine's opponents, from greedy, baseline, classic")
    parser.add_argument("--matches-only", action="store_true",
                        help="skip the speed measurements (wall-clock: they need a quiet machine)")
    parser.add_argument("--variant", action="store_true",
                        help="play the assignment's variant (new victory cells every two games)")
    parser.add_argument("--grhino", help="GRhino levels to play, e.g. 1,3,5 (1-5)")
    parser.add_argument("--grhino-openings", type=int, default=10,
                        help="openings per level, each played with both colours")
    parser.add_argument("--grhino-first-opening", type=int, default=0,
                        help="seed of the first opening (to add games to an earlier run)")
    args = parser.parse_args()
    if args.grhino:
        grhino_matches([int(x) for x in args.grhino.split(",")], args.grhino_openings, args.time,
                       args.json, args.grhino_first_opening, args.jobs)
        return
    machine = (f"{platform.machine()}, {os.cpu_count()} cores, {platform.python_implementation()} "
               f"{platform.python_version()}, {platform.system()}")
    print(f"machine: {machine}")
    results: dict = {"machine": machine, "engine_seconds_per_move": args.time, "matches": []}
    if not args.matches_only:
        results["perft"] = perft = perft_speed()
        for row in perft:
            print(f"perft {row['depth']}: {row['leaves']:>9,} leaves  {row['seconds']:7.3f} s  "
                  f"{row['leaves_per_second'] or 0:>12,.0f} leaves/s")
        results["search"] = speed = search_speed()
        print(f"engine search: {speed['nodes_per_second_median']:,.0f} nodes/s (median), depths "
              f"{speed['depths']} at {speed['seconds_per_move']} s a move")
    for opponent in args.opponents.split(","):
        row = match("engine", opponent, args.games, args.time, args.jobs, args.variant)
        results["matches"].append(row)
        low, high = row["interval"]
        print(f"engine {args.time:g}s vs {opponent}: +{row['wins']} ={row['draws']} -{row['losses']} "
              f"in {row['games']} games, score {row['score']:.1%} (95% {low:.1%}-{high:.1%})")
    if args.json:
        with open(args.json, "w") as handle:
            json.dump(results, handle, indent=1)


if __name__ == "__main__":
    main()
