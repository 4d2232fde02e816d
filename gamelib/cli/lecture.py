"""``python -m gamelib lecture NAME``: the lecture's α/β table or minimax values of a tree."""

from __future__ import annotations

import argparse
import json

#: which algorithm each lecture figure illustrates
LECTURE_EXAMPLES = {"fig4_3": "minimax", "fig4_7": "alphabeta", "fig4_8": "alphabeta"}


def tree_names() -> list[str]:
    """The lecture trees in ``data/lecture/`` (read without importing the search)."""
    from gamelib.core.paths import data_dir

    return sorted(p.stem for p in (data_dir() / "lecture").glob("*.json"))


def configure(parser: argparse.ArgumentParser) -> None:
    parser.description = "Search a lecture tree and print its table or values."
    parser.add_argument("name", choices=tree_names(), help="the lecture tree")
    parser.add_argument("--root", choices=["max", "min"], default=None,
                        help="who moves at the root (default: as in the figure, MAX)")
    parser.add_argument("--algorithm", choices=["minimax", "alphabeta"], default=None,
                        help="default: the algorithm the figure illustrates")
    parser.add_argument("--json", action="store_true", help="print JSON instead of a table")
    parser.add_argument("--lang", choices=["en", "vi"], default="en", help="table headings")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from gamelib import lecture
    from gamelib.search.trace import json_number

    algorithm = args.algorithm or LECTURE_EXAMPLES.get(args.name, "alphabeta")
    if algorithm == "minimax":
        values = lecture.minimax_values(args.name, root=args.root)
        if args.json:
            print(json.dumps({node: json_number(v) for node, v in values.items()}))
            return 0
        game = lecture.load(args.name, root=args.root)
        stack = [game.root]
        while stack:  # preorder: a node, then its children left to right
            node = stack.pop()
            print(f"{'  ' * game.depth_of[node]}{node} ({game.to_move(node)}) = "
                  f"{json_number(values[node])}")
            stack.extend(reversed(game.legal_actions(node)))
        return 0
    from gamelib.viz.table import table_text

    rows = lecture.alphabeta_table(args.name, root=args.root or "max")
    if args.json:
        print(lecture.table_json(rows))
    else:
        print(table_text(rows, lang=args.lang))
        print(f"\n{rows[0].node} = {json_number(rows[0].value)}")
    return 0
