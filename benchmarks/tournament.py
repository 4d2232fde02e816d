"""Tournament day at the size of a class: 12 bots, a round robin with ``--jobs`` games at once.

The field: gamelib's five levels (random, greedy, weak, medium, strong) as reference bots, the
four example submissions of ``examples/bots/`` (two correct, one slow, one buggy) and three of
the test bots (one that prints while playing correctly, one that answers garbage, one that
answers an illegal square) -- the mix a teacher meets. Reports the wall time, games a minute,
the time spent starting bot processes, and the forfeits by kind.

    python benchmarks/tournament.py [--jobs 2] [--games 2] [--time-per-move 1] [--json FILE]
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

from gamelib.arena.bot_tournament import bot_tournament
from gamelib.arena.sandbox import BotProcess
from gamelib.arena.submissions import load_submissions, reference_submission

ROOT = Path(__file__).resolve().parent.parent
FIELD = [ROOT / "examples" / "bots" / name for name in
         ("greedy_group.py", "random_group", "slow_group.py", "crashing_group.py")] + [
    ROOT / "tests" / "bots" / name for name in ("chatty_group.py", "garbage_group.py", "illegal_group.py")]
LEVELS = ["random", "greedy", "weak", "medium", "strong"]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--games", type=int, default=2)
    parser.add_argument("--time-per-move", type=float, default=1.0)
    parser.add_argument("--json")
    args = parser.parse_args()
    submissions = load_submissions(FIELD, LEVELS)
    start = time.perf_counter()
    with BotProcess(reference_submission("random")):
        pass
    start_up = time.perf_counter() - start
    out = Path(tempfile.mkdtemp()) / "bench.jsonl"
    start = time.perf_counter()
    result = bot_tournament(submissions, games=args.games, time_per_move=args.time_per_move,
                            jobs=args.jobs, out=out)
    wall = time.perf_counter() - start
    kinds = Counter(f["kind"] for r in result.results for f in r.get("forfeits", []))
    report = {
        "machine": f"{platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}",
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
