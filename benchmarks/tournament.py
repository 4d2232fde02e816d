"""Tournament day at the size of a class: 12 bots, a round robin with ``--jobs`` games at once.

The field: gamelib's five levels (random, greedy, weak, medium, strong) as reference bots, the
four example submissions of ``examples/bots/`` (two correct, one slow, one buggy) and three of
the test bots (one that prints while playing correctly, one that answers garbage, one that
answers an illegal square) -- the mix a teacher meets. Reports the wall time, games a minute,
the time spent starting bot processes, and the forfeits by kind.

    python benchmarks/tournament.py [--jobs 2] [--games 2] [--time-per-move 1] [--json FILE]
                                    [--sandbox auto|off] [--cost-only]

``--cost-only`` measures what the sandbox costs a student's bot, side by side: the seconds to
start it and the moves a second it answers (a first-legal-move bot, so the protocol is what is
timed), with bubblewrap and cgroups and without.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import tempfile
import time
from collections import Counter
from pathlib import Path

from gamelib.bots.tournament_day import bot_tournament
from gamelib.sandbox.isolation import describe, isolation
from gamelib.bots.sandbox import START_CELL, BotProcess
from gamelib.bots.submissions import load_submission, load_submissions, reference_submission

ROOT = Path(__file__).resolve().parent.parent
FIELD = [ROOT / "examples" / "bots" / name for name in
         ("greedy_group.py", "random_group", "slow_group.py", "crashing_group.py")] + [
    ROOT / "tests" / "bots" / name for name in ("chatty_group.py", "garbage_group.py", "illegal_group.py")]
LEVELS = ["random", "greedy", "weak", "medium", "strong"]


def sandbox_cost(rounds: int = 10, moves: int = 200) -> dict:
    """Start time and answers a second of one student's bot, sandboxed and not, interleaved."""
    bot = load_submission(ROOT / "examples" / "bots" / "greedy_group.py")
    timings: dict[str, dict[str, list[float]]] = {}
    for _ in range(rounds):
        for mode in ("auto", "off"):
            found = isolation(mode)
            began = time.perf_counter()
            with BotProcess(bot, time_limit=5.0, confinement=found) as process:
                started = time.perf_counter() - began
                began = time.perf_counter()
                for _ in range(moves // rounds):
                    process.ask("a1 c7 d5 g4 f3", START_CELL, "BLACK")
                rate = (moves // rounds) / (time.perf_counter() - began)
            entry = timings.setdefault(describe(found).split(";")[0], {"start": [], "moves_per_s": []})
            entry["start"].append(started)
            entry["moves_per_s"].append(rate)
    return {name: {"start_seconds_median": round(sorted(t["start"])[len(t["start"]) // 2], 3),
                   "moves_per_second_median": round(sorted(t["moves_per_s"])[len(t["moves_per_s"]) // 2])}
            for name, t in timings.items()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--games", type=int, default=2)
    parser.add_argument("--time-per-move", type=float, default=1.0)
    parser.add_argument("--json")
    parser.add_argument("--sandbox", choices=["auto", "off"], default="auto")
    parser.add_argument("--cost-only", action="store_true")
    args = parser.parse_args()
    if args.cost_only:
        print(json.dumps(sandbox_cost(), indent=1))
        return
    submissions = load_submissions(FIELD, LEVELS)
    start = time.perf_counter()
    with BotProcess(reference_submission("random")):
        pass
    start_up = time.perf_counter() - start
    out = Path(tempfile.mkdtemp()) / "bench.jsonl"
    start = time.perf_counter()
    result = bot_tournament(submissions, games=args.games, time_per_move=args.time_per_move,
                            jobs=args.jobs, out=out, sandbox=args.sandbox)
    wall = time.perf_counter() - start
    kinds = Counter(f["kind"] for r in result.results for f in r.get("forfeits", []))
    report = {
        "machine": f"{platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}",
        "isolation": describe(isolation(args.sandbox)),
        "bots": len(submissions), "games": len(result.results), "jobs": args.jobs,
        "time_per_move": args.time_per_move, "wall_seconds": round(wall, 1),
        "games_per_minute": round(60 * len(result.results) / wall, 1),
        "start_a_reference_bot_seconds": round(start_up, 2),
        "forfeits": dict(kinds), "ended": dict(Counter(r["ended"] for r in result.results)),
        "standings": [(row["player"], row["points"], row["elo"]) for row in result.standings()],
    }
    print(json.dumps(report, indent=1))
    print(result.table_text())
    if args.json:
        Path(args.json).write_text(json.dumps(report, indent=1) + "\n")


if __name__ == "__main__":
    main()
