"""The Othello kernel side by side, in one run: what compiling it changes, against gamelib's
previous engine and OpenSpiel's Python API, and the FFO endgame tests.

    python benchmarks/othello_speed.py [--old-commit 99b12e7] [--no-peers] [--json FILE]

* **Compilation**: the first call in a fresh process with an empty numba cache (compiling),
  then with the cache filled (loading).
* **Perft** from the start, standard rules: the kernel compiled (depth 9), the same kernel as
  plain Python (``GAMELIB_NUMBA=0``, depth 7), the rules module's ``Othello.perft`` (depth 8),
  and OpenSpiel's Python API (its C++ states; depth 7, bulk: the last ply counted without making
  the moves, as gamelib does). Edax's published 290M leaves/s (one core, C) is the physical end.
* **Engine nodes a second** at 1 s a move on positions along a fixed game: the kernel engine,
  the same as plain Python, and the engine of ``--old-commit`` (the pure-Python engine before
  the kernel), each in its own process.
* **FFO #40-#44**: each position solved to the end, the move and exact margin found, the time.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
FFO = ROOT / "data" / "othello" / "ffo-40-45.obf"
EDAX_PERFT = 290e6

PERFT = """
import json, sys, time
from gamelib.engines import othello_kernel as kernel
from gamelib.games.othello import Othello
depth, which = int(sys.argv[1]), sys.argv[2]
game = Othello(rule="standard")
start = game.initial_state()
began = time.perf_counter()
if which == "kernel":
    kernel.warm_up()
    began = time.perf_counter()
    leaves = kernel.perft(kernel.U(start.black), kernel.U(start.white), depth, True)
else:
    leaves = game.perft(start, depth)
print(json.dumps({"leaves": int(leaves), "seconds": time.perf_counter() - began}))
"""

NODES = """
import json, random, statistics, sys, time
from gamelib.engines.othello import OthelloEngine
from gamelib.games.othello import Othello
game, rng = Othello(), random.Random(3)
positions = []
while len(positions) < 6:
    state = game.initial_state()
    for _ in range(rng.randint(10, 30)):
        if game.is_terminal(state):
            break
        state = game.successor(state, rng.choice(game.legal_actions(state)))
    if not game.is_terminal(state):
        positions.append(state)
engine = OthelloEngine(game, time_limit=float(sys.argv[1]), endgame=0)
engine.search(positions[0])
rates, depths = [], []
for state in positions:
    engine.search(state)
    rates.append(engine.info.nodes / engine.info.seconds)
    depths.append(engine.info.depth)
print(json.dumps({"nodes_per_second": statistics.median(rates), "depths": depths}))
"""

WARM = """
import json, time
began = time.perf_counter()
from gamelib.engines import othello_kernel as kernel
kernel.warm_up()
print(json.dumps({"seconds": time.perf_counter() - began, "compiled": kernel.COMPILED}))
"""


def run(code: str, *args: str, env: dict | None = None, cwd: Path | None = None) -> dict:
    done = subprocess.run([sys.executable, "-c", code, *args], capture_output=True, text=True,
                          env={**os.environ, **(env or {})}, cwd=cwd, timeout=3600)
    if done.returncode != 0:
        raise RuntimeError(done.stderr[-2000:])
    return json.loads(done.stdout)


def old_engine_tree(commit: str) -> Path:
    """gamelib as it was at ``commit``, unpacked in a temporary folder."""
    folder = Path(tempfile.mkdtemp(prefix="gamelib-old-"))
    archive = subprocess.run(["git", "-C", str(ROOT), "archive", commit, "gamelib"], capture_output=True,
                             check=True).stdout
    subprocess.run(["tar", "-x", "-C", str(folder)], input=archive, check=True)
    return folder


#: Edax 4.6, built from its public source and run with an all-zero evaluation file (so its move
#: ordering gets no help from its weights), on FFO #45, as measured for issue 25 on a machine of
#: this kind: its time and positions, and gamelib's (commit 17ae9a7) in the same conditions
EDAX_FFO45 = {"seconds": 56, "positions": 898_000_000, "gamelib_then_seconds": 203,
              "gamelib_then_positions": 761_340_006}


def ffo() -> list[dict]:
    from gamelib.engines import othello_kernel as kernel
    from gamelib.engines.othello import tuned_model
    from gamelib.games.othello import parse_position, square_name

    rows = []
    lines = [line for line in FFO.read_text().splitlines() if line and not line.startswith("#")]
    kernel.solve(*parse_position(lines[0].split()[0]), model=tuned_model(), node_limit=1000)  # load
    for number, line in enumerate(lines, 40):
        board, side = line.split()[0], line.split()[1].rstrip(";")
        best = [part.strip() for part in line.split(";")[1:] if part.strip()]
        top = max(int(p.split(":")[1]) for p in best)
        black, white = parse_position(board)
        me, opp = (black, white) if side == "X" else (white, black)
        began = time.perf_counter()
        score, square, nodes = kernel.solve(me, opp, model=tuned_model())  # as the engine and CLI do
        seconds = time.perf_counter() - began
        move = square_name(square).upper()
        rows.append({"ffo": number, "empties": board.count("-"), "move": move, "score": score,
                     "published_best": top, "move_is_a_best_move": f"{move}:{top:+d}" in best,
                     "nodes": nodes, "seconds": round(seconds, 2),
                     "nodes_per_second": round(nodes / seconds)})
        if number == 45:
            rows[-1]["edax"] = EDAX_FFO45
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--old-commit", default="99b12e7", help="the pure-Python engine to compare")
    parser.add_argument("--no-peers", action="store_true", help="skip OpenSpiel")
    parser.add_argument("--json")
    parser.add_argument("--ffo-only", action="store_true", help="only the FFO endgames")
    args = parser.parse_args()
    report: dict = {"machine": f"{platform.machine()}, {os.cpu_count()} cores, Python "
                               f"{platform.python_version()}, {platform.system()}"}
    if args.ffo_only:
        report["ffo"] = ffo()
        print(json.dumps(report, indent=1))
        if args.json:
            Path(args.json).write_text(json.dumps(report, indent=1) + "\n")
        return
    cache = tempfile.mkdtemp(prefix="numba-cache-")
    report["first_call_compile_seconds"] = run(WARM, env={"NUMBA_CACHE_DIR": cache})["seconds"]
    report["first_call_cached_seconds"] = run(WARM, env={"NUMBA_CACHE_DIR": cache})["seconds"]
    perft = {"kernel compiled": run(PERFT, "9", "kernel"),
             "kernel as plain Python": run(PERFT, "7", "kernel", env={"GAMELIB_NUMBA": "0"}),
             "rules module (Othello.perft)": run(PERFT, "8", "module")}
    if not args.no_peers:
        sys.path.insert(0, str(HERE))
        from run_all import ensure_venv, run_peer

        peer = run_peer(ensure_venv(".venv-peers", "requirements-peers.txt"), "openspiel_bench.py",
                        "--repeat", "1", "--perft", "7")
        row = peer["othello_perft_bulk"][-1]
        perft["OpenSpiel Python API (bulk)"] = {"leaves": row["leaves"], "seconds": row["seconds"]}
    for row in perft.values():
        row["leaves_per_second"] = row["leaves"] / row["seconds"]
    compiled = perft["kernel compiled"]["leaves_per_second"]
    for row in perft.values():
        row["kernel_is_faster_by"] = round(compiled / row["leaves_per_second"], 1)
    report["perft"] = perft
    report["edax_over_kernel"] = round(EDAX_PERFT / compiled, 2)
    old = old_engine_tree(args.old_commit)
    report["engine"] = {"kernel compiled": run(NODES, "1.0"),
                        "kernel as plain Python": run(NODES, "1.0", env={"GAMELIB_NUMBA": "0"}),
                        f"engine at {args.old_commit} (pure Python)": run(
                            NODES, "1.0", env={"PYTHONPATH": str(old)}, cwd=old)}
    fast = report["engine"]["kernel compiled"]["nodes_per_second"]
    for row in report["engine"].values():
        row["kernel_is_faster_by"] = round(fast / row["nodes_per_second"], 1)
    if FFO.exists():
        report["ffo"] = ffo()
    print(json.dumps(report, indent=1))
    if args.json:
        Path(args.json).write_text(json.dumps(report, indent=1) + "\n")


if __name__ == "__main__":
    main()
