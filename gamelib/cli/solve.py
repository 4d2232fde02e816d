"""``python -m gamelib solve GAME``: a game from its start (every game whose kit says it can be
solved here, ``solvable``), or given positions of a game whose kit solves endgames
(``endgame``).

Othello's positions come the way people have them: a 64-square board (also one beginning with
``-``, an empty a1, as in most FFO tests), a line of an ``.obf`` file with its known answers,
or a whole ``.obf`` file.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

BOARD = re.compile(r"^[-.XOxo]{64}$")
#: options whose value may begin with "-" (an Othello board whose a1 is empty)
TAKES_BOARD = ("--position", "--obf")
#: the rule endgame positions are solved under unless --rule says otherwise: a side without a
#: move passes, as the published endgame scores assume
ENDGAME_RULE = "standard"
FFO_40 = "O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X--------"


def prepare(argv: Sequence[str]) -> list[str]:
    """Keep argparse from reading a board that begins with ``-`` as an option.

    >>> prepare(["solve", "othello", "--position", "-" * 64, "--to-move", "black"])[2][:12]
    '--position=-'
    >>> prepare(["solve", "othello", "--obf", "-" * 64 + " X; A1:+2"])[2][:7]
    '--obf=-'
    >>> prepare(["solve", "othello", "-" * 64])[2][:12]
    '--position=-'
    """
    words, out, index = list(argv), [], 0
    while index < len(words):
        word = words[index]
        if word in TAKES_BOARD and index + 1 < len(words) and BOARD.match(words[index + 1][:64]):
            out.append(f"{word}={words[index + 1]}")
            index += 2
            continue
        out.append(f"--position={word}" if BOARD.match(word) and word.startswith("-") else word)
        index += 1
    return out


def configure(parser: argparse.ArgumentParser) -> None:
    from gamelib.cli import add_rules_options
    from gamelib.kits import KITS, kit

    from_start = [name for name in KITS if kit(name).solvable is not None]
    positions = [name for name in KITS if kit(name).endgame is not None]
    parser.description = (
        f"From the start ({', '.join(from_start)}): solve the game by retrograde analysis (who "
        "wins with best play, how many positions, the winning first moves). Positions "
        f"({', '.join(positions)}): solve an endgame to the end and print the best move and the "
        "exact final disc margin; the position is a board (with --to-move), an OBF line, or an "
        ".obf file.")
    parser.epilog = (f'Examples: python -m gamelib solve dodgem --size 4 --rule vout; python -m '
                     f'gamelib solve othello {FFO_40} --to-move black (FFO #40: a2, +38); '
                     'python -m gamelib solve othello --obf "<64 squares> X; A2:+38;"; '
                     'python -m gamelib solve othello --file tests.obf --from 1 --count 3')
    parser.add_argument("game", choices=sorted(set(from_start + positions), key=list(KITS).index))
    parser.add_argument("board", nargs="?", metavar="BOARD",
                        help="Othello: the board, as --position")
    parser.add_argument("--position", metavar="64 SQUARES",
                        help="Othello: the board a1..h1, a2..h2, ..., h8 as 64 characters, X black, "
                             "O white, - empty (the format of the FFO endgame tests)")
    parser.add_argument("--to-move", choices=["black", "white"], help="Othello: the side to move")
    parser.add_argument("--obf", metavar="LINE",
                        help="Othello: a line of an .obf file (board, side to move, and optionally "
                             "'; MOVE:SCORE' answers, which are checked)")
    parser.add_argument("--file", metavar="F.obf", help="Othello: solve every position of a file")
    parser.add_argument("--first-line", "--from", dest="from_", type=int, default=1, metavar="N",
                        help="--file: the first position to solve (1 = the first; default 1)")
    parser.add_argument("--count", type=int, default=None, metavar="K",
                        help="--file: how many positions to solve (default: all)")
    add_rules_options(parser, from_start + positions)
    parser.add_argument("--json", action="store_true", help="print JSON")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from gamelib.cli import rules_options
    from gamelib.kits import kit

    game_kit = kit(args.game)
    options = rules_options(args, game_kit)
    given = [name for name, value in (("a board", args.board), ("--position", args.position),
                                      ("--obf", args.obf), ("--file", args.file)) if value]
    if game_kit.endgame is not None and (given or game_kit.solvable is None):
        return _othello(args, game_kit, options, given)
    if given:
        raise ValueError(f"{args.game} is solved from its start: a board, --position, --obf and "
                         "--file are for games whose positions can be solved (othello)")
    return _from_the_start(args, game_kit, options)


def describe(game_kit, game) -> str:
    """A game and its options in a line: ``Dodgem (size 3, rule lecture), Black moves first``."""
    options = {key: getattr(game, key, value) for key, value in game_kit.options().items()
               if key != "first"}
    shown = ", ".join(f"{key} {value}" for key, value in options.items())
    first = game.to_move(game.initial_state())
    return f"{game_kit.title}{f' ({shown})' if shown else ''}, {first} moves first"


def _from_the_start(args: argparse.Namespace, game_kit, options: dict) -> int:
    from gamelib.search.retrograde import solve, solve_summary

    game = game_kit.make_game(**options)
    try:
        if not game_kit.can_solve(game):
            raise ValueError(f"{describe(game_kit, game)} is too big to solve here: play it with "
                             "a depth-limited search (python -m gamelib arena ... alphabeta:D)")
        summary = solve_summary(solve(game))
    except ValueError as error:  # too big to solve here: say why, no traceback
        print(f"gamelib solve: {error}", file=sys.stderr)
        return 2
    if args.json:
        settings = {key: getattr(game, key, value) for key, value in game_kit.options().items()}
        print(json.dumps({"game": args.game, **settings, **summary}))
        return 0
    print(describe(game_kit, game))
    print(f"positions reachable: {summary['positions']:,}")
    if summary["winner"] is None:
        print("value: draw -- neither side can force a win")
    else:
        print(f"value: {summary['winner']} wins, in {summary['moves_to_end']} moves with best play")
    print(f"winning first moves: {', '.join(summary['winning_first_moves']) or 'none'}")
    print(f"best first moves: {', '.join(summary['best_first_moves'])}")
    return 0


def _othello(args: argparse.Namespace, game_kit, options: dict, given: list[str]) -> int:
    from gamelib.games.othello import ObfPosition, parse_obf

    unknown = [key for key in options if key != "rule"]
    if unknown:
        raise ValueError(f"--{unknown[0].replace('_', '-')} does not apply to solving a position; "
                         "--rule does (standard or course)")
    args.rule = options.get("rule", ENDGAME_RULE)
    if args.rule not in ("standard", "course"):
        raise ValueError(f"--rule {args.rule} is not a rule of othello; choose standard or course")
    if len(given) != 1:
        raise ValueError("othello needs one position: a board of 64 squares a1..h8 (X black, "
                         "O white, - empty) with --to-move black|white, --obf \"LINE\" or "
                         f"--file F.obf; got {' and '.join(given) or 'none'}")
    if args.file:
        return _othello_file(args, game_kit)
    if args.obf:
        position = parse_obf(args.obf)
    else:
        if not args.to_move:
            raise ValueError("a board needs --to-move black|white (or give an OBF line with --obf)")
        position = ObfPosition(args.board or args.position, args.to_move.upper(), {})
    row = game_kit.endgame(position, args.rule)
    if args.json:
        print(json.dumps(row))
        return 0
    side = row["to_move"]
    squares = "square" if row["empties"] == 1 else "squares"
    print(f"{row['empties']} empty {squares}, {side} to move, {args.rule} rules")
    if row["move"] is None:
        print(f"the game is over: final margin {row['score']:+d} for {side}")
    else:
        print(f"best move: {row['move']}, final disc margin {row['score']:+d} for {side} "
              "(empty squares count for the winner)")
    print(f"{row['nodes']:,} positions searched in {row['seconds']:.2f} s"
          + ("" if row["compiled"] else " (plain Python: install numba for about 50× the speed)"))
    if row["known"] is not None:
        print(f"known: {row['known']} -- {'right' if row['right'] else 'WRONG'}")
    return 0 if row["right"] in (None, True) else 1


def _othello_file(args: argparse.Namespace, game_kit) -> int:
    from gamelib.games.othello import parse_obf

    path = Path(args.file)
    if not path.is_file():
        raise ValueError(f"--file {args.file}: no such file")
    lines = [(number, line) for number, line in
             enumerate(path.read_text(encoding="utf-8", errors="replace").splitlines(), 1)
             if line.strip() and not line.lstrip().startswith(("#", "%"))]
    if args.from_ < 1 or args.from_ > len(lines):
        raise ValueError(f"--from must be 1 to {len(lines)} (the positions in {path.name})")
    if args.count is not None and args.count < 1:
        raise ValueError("--count must be at least 1")
    chosen = lines[args.from_ - 1:][:args.count] if args.count else lines[args.from_ - 1:]
    rows = []
    if not args.json:
        print(f"{'#':>3}  {'empties':>7}  {'move':>4}  {'score':>5}  {'known best':>14}  "
              f"{'':5}  {'seconds':>7}  {'positions/s':>11}")
    for index, (number, line) in enumerate(chosen, args.from_):
        try:
            position = parse_obf(line)
        except ValueError as exc:
            raise ValueError(f"{path.name} line {number}: {exc}") from None
        row = {"index": index, "line": number, **game_kit.endgame(position, args.rule)}
        rows.append(row)
        if not args.json:
            verdict = "" if row["right"] is None else ("right" if row["right"] else "WRONG")
            rate = row["nodes"] / row["seconds"] if row["seconds"] > 0 else 0
            print(f"{index:>3}  {row['empties']:>7}  {row['move'] or '-':>4}  {row['score']:>+5d}  "
                  f"{row['known'] or '':>14}  {verdict:5}  {row['seconds']:>7.2f}  {rate:>11,.0f}",
                  flush=True)
    if args.json:
        print(json.dumps(rows))
    return 0 if all(row["right"] in (None, True) for row in rows) else 1
