"""Every benchmark side by side, written to BENCHMARKS.md.

    .venv/bin/python benchmarks/run_all.py [--repeat 5] [--no-peers] [--no-notebooks]

It sets up the peers' environments on first use (benchmarks/.venv-peers with OpenSpiel and
easyAI, benchmarks/.venv-aima with aima3; gamelib never imports them), runs each peer in a
subprocess that prints JSON, runs gamelib's side in this process, and writes medians and
ratios with the machine described.  The long strength matches (benchmarks/othello.py, caro.py,
oanquan.py) are run on their own; their saved results in benchmarks/results/ are included.
Sections of BENCHMARKS.md this script does not write (the kernel side by side, the tuned
evaluation, tournament day, GRhino: measured by their own scripts) are kept where they stand.
Timings on these machines drift by 20-40 %: compare the ratios, not the seconds.
"""

from __future__ import annotations

import argparse
import datetime
import json
import os
import platform
import re
import statistics
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent


def machine() -> str:
    cpu = "unknown CPU"
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    return (f"{cpu}, {os.cpu_count()} cores, {platform.python_implementation()} "
            f"{platform.python_version()}, {platform.system()} {platform.machine()}")


def median_time(run, repeat: int):
    times, out = [], None
    for _ in range(repeat):
        start = time.perf_counter()
        out = run()
        times.append(time.perf_counter() - start)
    return statistics.median(times), out


# -- the peers ------------------------------------------------------------------------------
def ensure_venv(name: str, requirements: str, no_deps: bool = False) -> Path:
    venv = HERE / name
    python = venv / "bin" / "python"
    if not python.exists():
        subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
        args = [str(python), "-m", "pip", "install", "-q", "-r", str(HERE / "peers" / requirements)]
        subprocess.run(args + (["--no-deps"] if no_deps else []), check=True)
    return python


def run_peer(python: Path, script: str, *args: str) -> dict:
    done = subprocess.run([str(python), str(HERE / "peers" / script), *args], capture_output=True,
                          text=True, timeout=3600)
    if done.returncode != 0:
        raise RuntimeError(f"{script} failed:\n{done.stderr}")
    return json.loads(done.stdout)


# -- gamelib's side -----------------------------------------------------------------------------
def gamelib_tictactoe(repeat: int) -> dict:
    from gamelib.games.tictactoe import TicTacToe
    from gamelib.search import alphabeta, minimax, negamax
    from gamelib.search.pvs import pvs
    from gamelib.search.transposition import alphabeta_tt

    game = TicTacToe()
    start = game.initial_state()
    out = {}
    for name, run, times in (("minimax", minimax, 1), ("alphabeta", alphabeta, repeat),
                             ("negamax", negamax, repeat), ("pvs", pvs, repeat),
                             ("alphabeta_tt", alphabeta_tt, repeat)):
        seconds, result = median_time(lambda: run(game, start), times)
        out[name] = {"seconds": seconds, "nodes": result.nodes, "value": result.value}
    return out


def gamelib_othello(repeat: int, perft_depth: int) -> dict:
    from gamelib.games.othello import BLACK, Othello
    from gamelib.search import alphabeta

    game = Othello(rule="standard")  # as OpenSpiel plays it: a player who cannot move passes
    rows = []
    for depth in range(1, perft_depth + 1):
        seconds, leaves = median_time(lambda: game.perft(game.initial_state(), depth),
                                      1 if depth >= 8 else repeat)
        rows.append({"depth": depth, "leaves": leaves, "seconds": seconds})

    def disc_difference(state, player):
        value = state.black.bit_count() - state.white.bit_count()
        return value if player == BLACK else -value

    seconds, result = median_time(lambda: alphabeta(game, game.initial_state(), depth=8,
                                                    evaluate=disc_difference), repeat)
    return {"perft": rows, "alphabeta_d8": {"seconds": seconds, "nodes": result.nodes,
                                            "value": result.value}}


def reply_times() -> list[dict]:
    """Each board's AI at its default level: nodes per second and reply time, over a game."""
    from gamelib.kits import kit
    from gamelib.widgets.boards import board as make_board, playable

    boards = {}
    for game in playable():  # every board, its default AI playing both sides
        board = make_board(game)
        opponent = list(board.side_kind.values())[-1].value
        for menu in board.side_kind.values():
            menu.value = opponent
        boards[f"{kit(game).title} ({opponent})"] = board
    rows = []
    for name, board in boards.items():
        replies, rates = [], []
        for _ in range(16):
            if board.session.is_over:
                break
            start = time.perf_counter()
            board.ai_move.click()
            replies.append(time.perf_counter() - start)
            player = board.last_player
            nodes = getattr(getattr(player, "last_result", None), "nodes", None) or \
                getattr(getattr(player, "info", None), "nodes", None)
            if nodes:
                rates.append(nodes / max(replies[-1], 1e-9))
        rows.append({"board": name, "median_reply": statistics.median(replies),
                     "max_reply": max(replies), "nodes_per_second": statistics.median(rates) if rates else None})
    return rows


def efficiency() -> list[dict]:
    from gamelib.evaluation.dodgem import DodgemEvaluation
    from gamelib.evaluation.tictactoe import open_lines
    from gamelib.games.dodgem import Dodgem
    from gamelib.games.tictactoe import TicTacToe
    from gamelib.arena.node_counts import lab_counts

    ttt, dodgem = TicTacToe(), Dodgem(3)
    rows = []
    for name, game, evaluate, depths in (("tic-tac-toe", ttt, open_lines, (2, 4, 6)),
                                          ("Dodgem 3×3", dodgem, DodgemEvaluation.lecture(dodgem), (2, 4, 6))):
        for row in lab_counts(game, game.initial_state(), depths, evaluate):
            rows.append({"game": name, **row})
    return rows


def notebook_times() -> list[dict]:
    import nbformat
    from nbclient import NotebookClient

    os.environ.pop("MPLBACKEND", None)
    rows = []
    for path in sorted((ROOT / "notebooks").glob("*.ipynb")):
        notebook = nbformat.read(path, as_version=4)
        start = time.perf_counter()
        NotebookClient(notebook, timeout=600, kernel_name="python3",
                       resources={"metadata": {"path": str(path.parent)}}).execute()
        rows.append({"notebook": path.name, "seconds": time.perf_counter() - start})
    return rows


# -- the report --------------------------------------------------------------------------------
def write_report(data: dict, path: Path) -> None:
    lines = ["# Benchmarks", "",
             f"Written by `benchmarks/run_all.py` on {data['date']}.  Machine: {data['machine']}.",
             "Timings here drift by 20-40 % from run to run: compare ratios taken in the same run.",
             ""]
    ttt = data["tictactoe"]
    base = ttt["gamelib"]["alphabeta"]["seconds"]
    lines += ["## Tic-tac-toe, the whole game from the empty board", "",
              "| program | algorithm | nodes | median s | time / gamelib alpha-beta |",
              "|---|---|---|---|---|"]
    for name, row in ttt["gamelib"].items():
        lines.append(f"| gamelib | {name} | {row['nodes']:,} | {row['seconds']:.4f} | "
                     f"{row['seconds'] / base:.2f} |")
    for peer in data.get("peers", []):
        for key, label in (("ttt_alphabeta", "alpha-beta"), ("ttt_minimax", "minimax"),
                           ("ttt_negamax", "negamax"), ("ttt_negamax_tt", "negamax + table")):
            if key in peer:
                row = peer[key]
                lines.append(f"| {peer['peer']} | {label} | {row.get('nodes', 0):,} | "
                             f"{row['seconds']:.4f} | {row['seconds'] / base:.2f} |")
    othello = data["othello"]
    lines += ["", "## Othello perft (leaves per second)", "",
              "gamelib's rules module (`Othello.perft`, plain Python) counts the last ply from the move "
              "mask (bulk); OpenSpiel here makes every leaf through its Python API -- so the ratio is "
              "not like for like: bulk against bulk, gamelib's plain Python is about 1.3-1.4× OpenSpiel, "
              "and the engine's compiled kernel about 360× (`benchmarks/othello_speed.py`). Both count "
              "the same leaves at every depth (checked).", "",
              "| depth | leaves | gamelib s | gamelib leaves/s | OpenSpiel s | ratio |",
              "|---|---|---|---|---|---|"]
    peer_perft = {}
    for peer in data.get("peers", []):
        for row in peer.get("othello_perft", []):
            peer_perft[row["depth"]] = row
    for row in othello["perft"]:
        other = peer_perft.get(row["depth"])
        if other and other["leaves"] != row["leaves"]:
            raise AssertionError(f"perft {row['depth']}: gamelib {row['leaves']:,} leaves, "
                                 f"OpenSpiel {other['leaves']:,}")
        rate = row["leaves"] / row["seconds"] if row["seconds"] else 0
        ratio = f"{other['seconds'] / row['seconds']:.1f}× faster" if other and row["seconds"] else ""
        lines.append(f"| {row['depth']} | {row['leaves']:,} | {row['seconds']:.4f} | {rate:,.0f} | "
                     f"{other['seconds']:.4f} | {ratio} |" if other else
                     f"| {row['depth']} | {row['leaves']:,} | {row['seconds']:.4f} | {rate:,.0f} | | |")
    ab = othello["alphabeta_d8"]
    lines += ["", "## Othello alpha-beta to depth 8 on disc difference, from the start", "",
              "| program | nodes | value | median s | nodes/s |", "|---|---|---|---|---|",
              f"| gamelib `alphabeta` | {ab['nodes']:,} | {ab['value']} | {ab['seconds']:.3f} | "
              f"{ab['nodes'] / ab['seconds']:,.0f} |"]
    for peer in data.get("peers", []):
        if "othello_alphabeta_d8" in peer:
            row = peer["othello_alphabeta_d8"]
            lines.append(f"| {peer['peer']} `alpha_beta_search` | {row['nodes']:,} | {row['value']} | "
                         f"{row['seconds']:.3f} | {row['nodes'] / row['seconds']:,.0f} |")
    lines += ["", "## The boards: the AI's reply at the default level", "",
              "| board | median reply s | slowest reply s | nodes/s |", "|---|---|---|---|"]
    for row in data["replies"]:
        rate = f"{row['nodes_per_second']:,.0f}" if row["nodes_per_second"] else ""
        lines.append(f"| {row['board']} | {row['median_reply']:.2f} | {row['max_reply']:.2f} | {rate} |")
    lines += ["", "## Search efficiency: nodes visited by each variant", "",
              "Best first: alpha-beta trying the best move first everywhere (found by a full search). "
              "It is the minimal tree on uniform trees with distinct values; in a real game, ties and "
              "subtrees of unequal size let PVS or a one-ply order visit fewer nodes now and then.", "",
              "| game | depth | minimax | alpha-beta | ordered | + table | iterative | PVS | best first |",
              "|---|---|---|---|---|---|---|---|---|"]
    eff: dict = {}
    for row in data["efficiency"]:
        eff.setdefault((row["game"], row["depth"]), {})[row["algorithm"]] = row["nodes"]
    for (game, depth), row in eff.items():
        lines.append(f"| {game} | {depth} | {row['minimax']:,} | {row['alpha-beta']:,} | "
                     f"{row['alpha-beta, ordered']:,} | {row['alpha-beta + table']:,} | "
                     f"{row['iterative deepening']:,} | {row['PVS, ordered']:,} | "
                     f"{row['best move first']:,} |")
    if data.get("notebooks"):
        total = sum(r["seconds"] for r in data["notebooks"])
        lines += ["", f"## The notebooks, executed headless: {total:.0f} s in all", "",
                  "| notebook | seconds |", "|---|---|"]
        lines += [f"| {r['notebook']} | {r['seconds']:.1f} |" for r in data["notebooks"]]
    if data.get("drawing"):
        lines += [""] + drawing_lines(data["drawing"])
    lines += ["", "## Strength (long runs, saved in benchmarks/results/)", ""]
    lines += data["strength"] or ["(none saved yet)"]
    text = "\n".join(lines) + "\n"
    if path.exists():
        text = keep_written_sections(text, path.read_text(encoding="utf-8"))
    path.write_text(text, encoding="utf-8")


def _sections(text: str) -> list[tuple[str | None, str]]:
    """``(key, text)`` for the part before the first ``## `` heading (key None) and each section;
    the key is the heading up to its first colon (``## The notebooks, executed headless: 40 s``
    and ``...: 38 s`` are the same section)."""
    parts = re.split(r"(?m)^(?=## )", text)
    return [(part[3:].split("\n")[0].split(":")[0].strip() if part.startswith("## ") else None, part)
            for part in parts if part]


def keep_written_sections(new: str, old: str) -> str:
    r"""``new`` with the sections of ``old`` that this script does not write (measured by the
    other benchmarks and written by hand) kept, each after the section it followed.

    >>> keep_written_sections("# B\n## a\n1\n## c\n3\n", "# B\n## a\n0\n## b: by hand\n2\n## c\n0\n")
    '# B\n## a\n1\n## b: by hand\n2\n## c\n3\n'
    """
    written = {key for key, _ in _sections(new)}
    kept: dict[str | None, list[str]] = {}
    previous = None
    for key, part in _sections(old):
        if key is None or key in written:
            previous = key
        else:
            kept.setdefault(previous, []).append(part)
    out = []
    for key, part in _sections(new):
        out.append(part if part.endswith("\n") else part + "\n")
        out += kept.pop(key, [])
    out += [part for parts in kept.values() for part in parts]
    return "".join(out)


def drawing_lines(drawing: dict) -> list[str]:
    """The drawing costs (``drawing.py``): search trees from traces, and board scenes."""
    lines = ["## Drawing: search trees and boards (`benchmarks/drawing.py`)", "",
             "A tree is drawn at the last step of a minimax trace (text at a fixed size; the picture "
             "scrolls sideways). A board's scene is rebuilt on every click and sent to the browser "
             "as JSON.", "",
             "| tree | nodes | events | median s | SVG KB | width px |", "|---|---|---|---|---|---|"]
    lines += [f"| {r['tree']} | {r['nodes']:,} | {r['events']:,} | {r['seconds']:.3f} | "
              f"{r['svg_kb']} | {r['width_px']:,} |" for r in drawing["trees"]]
    lines += ["", "| board | ms per scene | JSON KB per move |", "|---|---|---|"]
    lines += [f"| {r['board']} | {r['ms_per_scene']:.2f} | {r['json_kb']} |" for r in drawing["boards"]]
    return lines


def strength_lines() -> list[str]:
    lines = []
    results = HERE / "results"
    if (results / "othello.json").exists():
        r = json.loads((results / "othello.json").read_text())
        opponents = {"greedy": "greedy (flips most discs)",
                     "baseline": "the baseline (alpha-beta depth 3, square weights)"}
        per_move = r.get("engine_seconds_per_move", 0.1)
        for m in r["matches"]:
            low, high = m["interval"]
            lines.append(f"- Othello, `benchmarks/othello.py`: the engine at {per_move:g} s a move against "
                         f"{opponents.get(m['b'], m['b'])}: "
                         f"+{m['wins']} ={m['draws']} -{m['losses']} in {m['games']} games, score "
                         f"{m['score']:.1%} (95% {low:.1%}-{high:.1%}).")
    for name in ("caro.json", "caro_anywhere.json"):
        if not (results / name).exists():
            continue
        r = json.loads((results / name).read_text())
        where = {"centre": "two random opening stones in the central 7×7",
                 "anywhere": "two random opening stones anywhere on the board"}[r.get("openings", "anywhere")]
        lines.append(f"- Caro 15×15, `benchmarks/caro.py`: the engine against report 004's AI as its "
                     f"code is printed (`report:{r['baseline_depth']}`), at {r['seconds_per_move']:.2f} s "
                     f"a move each, {r.get('games', 100)} games, {where}:")
        lines += [f"  - {s['player']}: {s['points']:.1f} / {s['games']} ({s['score']:.1%}, 95% "
                  f"{s['low']:.1%}-{s['high']:.1%}), Elo {s['elo']}" for s in r["standings"]]
    if (results / "oanquan.json").exists():
        r = json.loads((results / "oanquan.json").read_text())
        rules = r.get("rules", "OAnQuan(refill='borrow'), the default before the report's refill rule")
        lines.append(f"- Ô ăn quan, `benchmarks/oanquan.py`, {r['games_per_pair']} games a pair, "
                     f"rules `{rules}`:")
        lines += [f"  - {p['a']} against {p['b']}: +{p['wins']} ={p['draws']} -{p['losses']} "
                  f"(score {p['score']:.1%})" for p in r["pairs"]]
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--perft", type=int, default=9,
                        help="Othello perft depth (9: ~3 s for gamelib, ~20 s for OpenSpiel)")
    parser.add_argument("--no-peers", action="store_true")
    parser.add_argument("--no-notebooks", action="store_true")
    parser.add_argument("--out", default=str(ROOT / "BENCHMARKS.md"))
    args = parser.parse_args()
    sys.path.insert(0, str(ROOT))
    data = {"machine": machine(), "date": datetime.date.today().isoformat()}
    peers = []
    if not args.no_peers:
        python = ensure_venv(".venv-peers", "requirements-peers.txt")
        aima = ensure_venv(".venv-aima", "requirements-aima.txt", no_deps=True)
        peers.append(run_peer(python, "openspiel_bench.py", "--repeat", str(args.repeat),
                              "--perft", str(args.perft)))
        peers.append(run_peer(python, "easyai_bench.py", "--repeat", str(args.repeat)))
        peers.append(run_peer(aima, "aima_bench.py", "--repeat", str(args.repeat)))
    data["peers"] = peers
    data["tictactoe"] = {"gamelib": gamelib_tictactoe(args.repeat)}
    data["othello"] = gamelib_othello(args.repeat, args.perft)
    data["replies"] = reply_times()
    data["efficiency"] = efficiency()
    data["notebooks"] = [] if args.no_notebooks else notebook_times()
    sys.path.insert(0, str(HERE))
    import drawing

    data["drawing"] = {"trees": drawing.trees(args.repeat), "boards": drawing.boards(args.repeat)}
    data["strength"] = strength_lines()
    (HERE / "results").mkdir(exist_ok=True)
    (HERE / "results" / "run_all.json").write_text(json.dumps(data, indent=1))
    write_report(data, Path(args.out))
    print(Path(args.out).read_text())


if __name__ == "__main__":
    main()
