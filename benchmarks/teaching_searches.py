"""The teaching searches against aima-python and OpenSpiel, in interleaved rounds.

Each round runs, each in a fresh process and one after the other: gamelib's untraced
``alphabeta``, ``negamax`` and ``pvs`` (tic-tac-toe, the whole game) and ``alphabeta`` on
Othello to depth 8 from the start (disc difference, standard rules); aima-python's
``alphabeta_search`` on tic-tac-toe; OpenSpiel's Python ``alpha_beta_search`` on both.  Each
figure is the median of ``--repeat`` runs inside its process; the ratios are taken within a
round, so a machine that slows down between rounds does not tilt them.

    python benchmarks/teaching_searches.py [--rounds 5] [--repeat 3]

Writes benchmarks/results/teaching_searches.json and prints a Markdown table.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))

from run_all import ensure_venv, machine, run_peer  # noqa: E402

GAMELIB = r"""
import json, statistics, sys, time
from gamelib.games.othello import BLACK, Othello
from gamelib.games.tictactoe import TicTacToe
from gamelib.search import alphabeta, negamax
from gamelib.search.pvs import pvs

repeat = int(sys.argv[1])

def timed(run):
    times = []
    for _ in range(repeat):
        start = time.perf_counter(); result = run(); times.append(time.perf_counter() - start)
    return {"seconds": statistics.median(times), "nodes": result.nodes, "value": result.value}

ttt = TicTacToe()
othello = Othello(rule="standard")

def discs(state, player):
    value = state.black.bit_count() - state.white.bit_count()
    return value if player == BLACK else -value

out = {name: timed(lambda: search(ttt, ttt.initial_state()))
       for name, search in (("alphabeta", alphabeta), ("negamax", negamax), ("pvs", pvs))}
out["othello_d8"] = timed(lambda: alphabeta(othello, othello.initial_state(), depth=8, evaluate=discs))
print(json.dumps(out))
"""


def gamelib_round(repeat: int) -> dict:
    done = subprocess.run([sys.executable, "-c", GAMELIB, str(repeat)], capture_output=True,
                          text=True, cwd=ROOT, timeout=600, check=True)
    return json.loads(done.stdout)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    peers = ensure_venv(".venv-peers", "requirements-peers.txt")
    aima = ensure_venv(".venv-aima", "requirements-aima.txt", no_deps=True)
    rounds = []
    for number in range(1, args.rounds + 1):
        ours = gamelib_round(args.repeat)
        theirs_aima = run_peer(aima, "aima_bench.py", "--repeat", str(args.repeat), "--alphabeta-only")
        theirs_os = run_peer(peers, "openspiel_bench.py", "--repeat", str(args.repeat),
                             "--alphabeta-only")
        rounds.append({"round": number, "gamelib": ours, "aima": theirs_aima, "openspiel": theirs_os})
        print(f"round {number} done", file=sys.stderr)
    for r in rounds:  # the same trees: the node counts and values must agree
        assert r["gamelib"]["alphabeta"]["nodes"] == r["aima"]["ttt_alphabeta"]["nodes"] \
            == r["openspiel"]["ttt_alphabeta"]["nodes"], r
        assert r["gamelib"]["othello_d8"]["nodes"] == r["openspiel"]["othello_alphabeta_d8"]["nodes"]
        assert r["gamelib"]["othello_d8"]["value"] == r["openspiel"]["othello_alphabeta_d8"]["value"]
    (HERE / "results").mkdir(exist_ok=True)
    (HERE / "results" / "teaching_searches.json").write_text(json.dumps(
        {"machine": machine(), "rounds": rounds}, indent=1))
    print(table(rounds))


def table(rounds: list[dict]) -> str:
    """Per round: seconds and speed ratios (peer's time / gamelib's; above 1: gamelib faster)."""
    lines = ["| round | ttt alphabeta s | negamax s | pvs s | aima3 s | OpenSpiel s | "
             "vs aima3 (ab / negamax / pvs) | vs OpenSpiel | Othello d8 s | OpenSpiel d8 s | "
             "Othello vs OpenSpiel |",
             "|---|---|---|---|---|---|---|---|---|---|---|"]
    ratios: dict[str, list[float]] = {"aima": [], "negamax": [], "pvs": [], "os": [], "othello": []}
    for r in rounds:
        g, a, o = r["gamelib"], r["aima"]["ttt_alphabeta"], r["openspiel"]
        by_aima = [a["seconds"] / g[name]["seconds"] for name in ("alphabeta", "negamax", "pvs")]
        by_os = o["ttt_alphabeta"]["seconds"] / g["alphabeta"]["seconds"]
        othello = o["othello_alphabeta_d8"]["seconds"] / g["othello_d8"]["seconds"]
        ratios["aima"].append(by_aima[0])
        ratios["negamax"].append(by_aima[1])
        ratios["pvs"].append(by_aima[2])
        ratios["os"].append(by_os)
        ratios["othello"].append(othello)
        lines.append(f"| {r['round']} | {g['alphabeta']['seconds']:.4f} | {g['negamax']['seconds']:.4f} | "
                     f"{g['pvs']['seconds']:.4f} | {a['seconds']:.4f} | {o['ttt_alphabeta']['seconds']:.4f} | "
                     + " / ".join(f"{x:.2f}×" for x in by_aima) + f" | {by_os:.2f}× | "
                     f"{g['othello_d8']['seconds']:.3f} | {o['othello_alphabeta_d8']['seconds']:.3f} | "
                     f"{othello:.2f}× |")
    lines.append(f"| median | | | | | | " + " / ".join(
        f"{statistics.median(ratios[k]):.2f}×" for k in ("aima", "negamax", "pvs")) + " | "
                 f"{statistics.median(ratios['os']):.2f}× | | | {statistics.median(ratios['othello']):.2f}× |")
    return "\n".join(lines)


if __name__ == "__main__":
    main()
