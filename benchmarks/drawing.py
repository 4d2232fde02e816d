"""What drawing costs the student: a search tree from a trace, and a board's scene per click.

Trees: ``draw_tree`` on traces of about 40, 120, 500 and 1,400 nodes (random trees searched by
minimax), at the last step, with the SVG size.  Boards: building each board's scene (every
click rebuilds it) and its JSON size, the bytes sent to the browser per move.  Medians of
``--repeat`` runs.

    python benchmarks/drawing.py [--repeat 7] [--json benchmarks/results/drawing.json]
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import time

from gamelib.core import MAX
from gamelib.games.tree import random_tree
from gamelib.search import Trace, minimax
from gamelib.viz import draw_tree


def median_seconds(run, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        run()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def trees(repeat: int) -> list[dict]:
    rows = []
    for branching, depth in ((3, 3), (3, 4), (2, 8), (4, 5)):
        game = random_tree(branching=branching, depth=depth, seed=1)
        trace = Trace()
        minimax(game, game.initial_state(), trace=trace, player=MAX)
        picture = draw_tree(trace, game=game, max_nodes=2000, max_leaves=2000)
        seconds = median_seconds(lambda: draw_tree(trace, game=game, max_nodes=2000,
                                                   max_leaves=2000), repeat)
        rows.append({"tree": f"b={branching}, d={depth}", "nodes": picture.nodes,
                     "events": len(trace), "seconds": round(seconds, 3),
                     "svg_kb": round(len(picture.svg) / 1024), "width_px": picture.width})
    return rows


def boards(repeat: int) -> list[dict]:
    from gamelib.kits import kit
    from gamelib.widgets import CaroBoard, DodgemBoard
    from gamelib.widgets.boards import board, playable

    made = {kit(game).title: board(game) for game in playable()}  # every board, as it opens
    made |= {"Dodgem 5×5": DodgemBoard(5), "Caro 19×19": CaroBoard(19)}  # and bigger ones
    rows = []
    for name, board in made.items():
        seconds = median_seconds(board.scene, repeat)
        rows.append({"board": name, "ms_per_scene": round(seconds * 1000, 2),
                     "json_kb": round(len(json.dumps(board.scene())) / 1024, 1)})
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=7)
    parser.add_argument("--json", help="also write the results to this file")
    args = parser.parse_args()
    result = {"machine": f"{platform.machine()}, {os.cpu_count()} cores, "
                         f"CPython {platform.python_version()}, {platform.system()}",
              "trees": trees(args.repeat), "boards": boards(args.repeat)}
    print(json.dumps(result, indent=1, ensure_ascii=False))
    if args.json:
        with open(args.json, "w", encoding="utf-8") as out:
            json.dump(result, out, indent=1, ensure_ascii=False)


if __name__ == "__main__":
    main()
