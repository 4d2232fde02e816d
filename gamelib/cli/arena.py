"""``python -m gamelib arena GAME A B ...``: a match or a round robin between players."""

from __future__ import annotations

import argparse
import json
import os
import sys

from gamelib.cli import at_least


def configure(parser: argparse.ArgumentParser) -> None:
    from gamelib.arena.registry import player_specs
    from gamelib.kits import KITS, kit

    players = "; ".join(f"{game}: {', '.join(player_specs(game))}" for game in KITS)
    options = "; ".join(f"{game}: {', '.join(kit(game).options()) or 'none'}" for game in KITS)
    parser.description = (f"Players (D: a depth, S: seconds a move): {players}. "
                          f"Game options (--options): {options}.")
    parser.epilog = ("Example: python -m gamelib arena othello greedy weak medium --games 20 "
                     "--jobs 2 --out class.jsonl (run it again with the same --out to resume)")
    parser.add_argument("game", choices=list(KITS))
    parser.add_argument("player_a")
    parser.add_argument("player_b")
    parser.add_argument("more", nargs="*", help="more players: a round robin")
    parser.add_argument("--games", type=at_least(1), default=10, help="games per pair of players")
    parser.add_argument("--jobs", type=at_least(1), default=os.cpu_count() or 1,
                        help="worker processes (default: one per core)")
    parser.add_argument("--out", help="results as JSON lines; rerun with the same file to resume")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--opening-plies", type=at_least(0), default=2,
                        help="random moves to open each game")
    parser.add_argument("--max-plies", type=at_least(1), default=300, help="a longer game is a draw")
    parser.add_argument("--options", help='game options as JSON, e.g. \'{"size": 4}\'')
    parser.add_argument("--json", action="store_true")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from gamelib.arena.tournament import text_progress, tournament
    from gamelib.core.validate import loads_json

    options = loads_json(args.options, "--options") if args.options else {}
    if not isinstance(options, dict):
        raise ValueError(f'--options must be a JSON object such as \'{{"size": 4}}\', got {args.options}')
    players = [args.player_a, args.player_b] + list(args.more)
    try:
        result = tournament(args.game, players, games=args.games, options=options, seed=args.seed,
                            jobs=args.jobs, log=args.out, opening_plies=args.opening_plies,
                            max_plies=args.max_plies, progress=text_progress())
    except ValueError as exc:
        print(f"arena: {exc}", file=sys.stderr)
        return 2
    print(json.dumps(result.standings()) if args.json else result.table_text())
    return 0
