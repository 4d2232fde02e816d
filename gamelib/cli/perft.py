"""``python -m gamelib perft GAME N``: count the leaves of a game's tree N plies deep."""

from __future__ import annotations

import argparse
import json


def configure(parser: argparse.ArgumentParser) -> None:
    from gamelib.cli import add_rules_options
    from gamelib.kits import KITS, kit

    counted = [name for name in KITS if kit(name).perft is not None]
    parser.description = (
        "Counts the move sequences N plies deep from the start: the number move generators are "
        f"tested with ({', '.join(counted)}). Othello is counted by the compiled kernel (numba) "
        "when it is installed. Under the course's rule (assignment 001: the game ends when the "
        "player to move cannot move) a game over before N plies is no leaf; under standard "
        "rules a pass is a move and a game over early is one leaf, as the published tables "
        "count. The two first differ at depth 9 (3,005,264 against 3,005,288).")
    parser.epilog = ("Example: python -m gamelib perft othello 11 --rule standard "
                     "(212,258,800 leaves, a few seconds compiled)")
    parser.add_argument("game", choices=counted)
    parser.add_argument("depth", type=int, choices=range(0, 16), metavar="N",
                        help="plies, 0 to 15")
    add_rules_options(parser, counted)
    parser.add_argument("--plain", action="store_true",
                        help="count with the rules module in plain Python (the code the "
                             "lessons read; Othello: minutes from depth 10)")
    parser.add_argument("--json", action="store_true")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from gamelib.cli import rules_options
    from gamelib.kits import kit

    game_kit = kit(args.game)
    options = rules_options(args, game_kit)
    game = game_kit.make_game(**options)
    count = game_kit.perft(game, game.initial_state(), args.depth, args.plain)
    leaves, seconds, how = count["leaves"], count["seconds"], count["counted_by"]
    rule = getattr(game, "rule", None)
    if args.json:
        print(json.dumps({"game": args.game, **({"rule": rule} if rule else {}),
                          "depth": args.depth, "leaves": leaves, "seconds": round(seconds, 3),
                          "counted_by": how}))
    else:
        rate = f", {leaves / seconds / 1e6:,.1f}M leaves/s" if seconds > 0.01 else ""
        rules = f" ({rule} rules)" if rule else ""
        print(f"{leaves:,} leaves at depth {args.depth}{rules}, {seconds:.2f} s{rate}, {how}")
    return 0
