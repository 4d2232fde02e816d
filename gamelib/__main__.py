"""Command line: ``python -m gamelib <command> ...``.

    python -m gamelib lecture fig4_8 --root max        the lecture's α/β table
    python -m gamelib lecture fig4_8 --root min --json the same as JSON
    python -m gamelib lecture fig4_3 --json            minimax value of every node
    python -m gamelib solve tictactoe                  solve a game by retrograde analysis
    python -m gamelib solve dodgem --size 4 --rule vout --json
    python -m gamelib perft othello 9 --rule standard  leaves of the Othello tree, 9 plies deep
    python -m gamelib othello-bot < input.json         the assignment's bot function
    python -m gamelib othello-server --port 9000 [--bot strong] [--pair]
    python -m gamelib othello-client --port 9000 [--bot LEVEL | --bot-module bot.py:function]
    python -m gamelib gomocup                          the Caro engine for gomoku managers
    python -m gamelib arena tictactoe random alphabeta:4 --games 100 --jobs 2 --out r.jsonl
    python -m gamelib tournament othello submissions/* --with strong --out day.jsonl --html day.html
"""

from __future__ import annotations

import argparse
import os
import json
import sys
from collections.abc import Sequence

from gamelib import lecture
from gamelib.search.trace import json_number
from gamelib.viz.table import table_text

#: which algorithm each lecture figure illustrates
LECTURE_EXAMPLES = {"fig4_3": "minimax", "fig4_7": "alphabeta", "fig4_8": "alphabeta"}


def _lecture(args: argparse.Namespace) -> int:
    algorithm = args.algorithm or LECTURE_EXAMPLES.get(args.name, "alphabeta")
    if algorithm == "minimax":
        values = lecture.minimax_values(args.name, root=args.root)
        if args.json:
            print(json.dumps({node: json_number(v) for node, v in values.items()}))
        else:
            game = lecture.load(args.name, root=args.root)
            for node in _preorder(game, game.root):
                print(f"{'  ' * game.depth_of[node]}{node} ({game.to_move(node)}) = "
                      f"{json_number(values[node])}")
        return 0
    rows = lecture.alphabeta_table(args.name, root=args.root or "max")
    if args.json:
        print(lecture.table_json(rows))
    else:
        print(table_text(rows, lang=args.lang))
        root = rows[0]
        print(f"\n{root.node} = {json_number(root.value)}")
    return 0


def _solve_othello(args: argparse.Namespace) -> int:
    import time

    from gamelib.engines import othello_kernel as kernel
    from gamelib.engines.othello import tuned_model
    from gamelib.games.othello import parse_position, square_name

    if not args.position or not args.to_move:
        raise ValueError('othello needs --position "<64 squares a1..h8: X black, O white, - empty>" '
                         "and --to-move black|white")
    black, white = parse_position(args.position)
    me, opp = (black, white) if args.to_move == "black" else (white, black)
    start = time.perf_counter()
    value, square, nodes = kernel.solve(me, opp, passes=args.rule == "standard", model=tuned_model())
    seconds = time.perf_counter() - start
    empties = 64 - (black | white).bit_count()
    move = square_name(square) if square >= 0 else ("pass" if kernel.legal_moves(opp, me) else None)
    if args.json:
        print(json.dumps({"move": move, "score": value, "to_move": args.to_move, "rule": args.rule,
                          "empties": empties, "nodes": nodes, "seconds": round(seconds, 3),
                          "compiled": kernel.COMPILED}))
        return 0
    print(f"{empties} empty squares, {args.to_move} to move, {args.rule} rules")
    if move is None:
        print(f"the game is over: final margin {value:+d} for {args.to_move}")
    else:
        print(f"best move: {move}, final disc margin {value:+d} for {args.to_move} "
              "(empty squares count for the winner)")
    print(f"{nodes:,} positions searched in {seconds:.2f} s"
          + ("" if kernel.COMPILED else " (plain Python: install numba for about 50× the speed)"))
    return 0


def _solve(args: argparse.Namespace) -> int:
    from gamelib.games import make_game
    from gamelib.search.retrograde import solve, solve_summary

    allowed = {"othello": ("standard", "course"), "dodgem": ("lecture", "vout")}.get(args.game, ())
    if args.rule is None:
        args.rule = allowed[0] if allowed else None
    elif args.rule not in allowed:
        raise ValueError(f"--rule {args.rule} is not a rule of {args.game}; "
                         + (f"choose {' or '.join(allowed)}" if allowed else "it has no --rule"))
    if args.game == "othello":
        return _solve_othello(args)
    options = {} if args.game == "tictactoe" else {
        "size": args.size, "rule": args.rule, "first": args.first.capitalize()}
    game = make_game(args.game, **options)
    try:
        summary = solve_summary(solve(game))
    except ValueError as error:  # too big to solve here: say why, no traceback
        print(f"gamelib solve: {error}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps({"game": args.game, **options, **summary}))
        return 0
    title = ("Tic-tac-toe, X moves first" if args.game == "tictactoe" else
             f"Dodgem {args.size}×{args.size}, {args.rule} rule, {options['first']} moves first")
    print(title)
    print(f"positions reachable: {summary['positions']:,}")
    if summary["winner"] is None:
        print("value: draw -- neither side can force a win")
    else:
        print(f"value: {summary['winner']} wins, in {summary['moves_to_end']} moves with best play")
    print(f"winning first moves: {', '.join(summary['winning_first_moves']) or 'none'}")
    print(f"best first moves: {', '.join(summary['best_first_moves'])}")
    return 0


def _perft(args: argparse.Namespace) -> int:
    import time

    from gamelib.games.othello import Othello

    game = Othello(rule=args.rule)
    start = time.perf_counter()
    leaves = game.perft(game.initial_state(), args.depth)
    seconds = time.perf_counter() - start
    if args.json:
        print(json.dumps({"game": "othello", "rule": args.rule, "depth": args.depth,
                          "leaves": leaves, "seconds": round(seconds, 3)}))
    else:
        print(leaves)
    return 0


def _othello_bot(args: argparse.Namespace) -> int:
    from gamelib.engines.othello_bot import main

    return main()


def _othello_server(args: argparse.Namespace) -> int:
    from pathlib import Path

    from gamelib.arena.othello_server import ServerConfig, serve

    result = serve(ServerConfig(host=args.host, port=args.port, bot=args.bot,
                                time_per_move=args.time_per_move, pair=args.pair,
                                log_path=Path(args.log), seed=args.seed,
                                tournament=args.tournament or 0, games=args.games))
    if result is not None:
        print(result.table_text())
        if args.html:
            from gamelib.arena.report import standings_page

            settings = {"variant": "victory", "games a pairing": args.games,
                        "pairing": "round robin among the clients that joined",
                        "seconds a move": args.time_per_move, "seed": args.seed}
            Path(args.html).write_text(standings_page(result, title=args.title, settings=settings),
                                       encoding="utf-8")
            print(f"standings, cross table and replays: {args.html}")
    return 0


def _othello_client(args: argparse.Namespace) -> int:
    import asyncio
    import functools

    from gamelib.arena.othello_server import load_bot, play_client
    from gamelib.engines.othello_bot import bot

    if args.bot_module:
        try:
            choose = load_bot(args.bot_module)
        except ValueError as exc:
            print(f"othello-client: {exc}", file=sys.stderr)
            return 2
    else:
        choose = functools.partial(bot, level=args.bot, time_limit=args.time_limit)
    try:
        end = asyncio.run(play_client(args.host, args.port, choose, name=args.name))
    except OSError as exc:
        raise OSError(f"cannot reach a server at {args.host}:{args.port} "
                      f"({exc.strerror or exc}); start one with: python -m gamelib "
                      f"othello-server --port {args.port}") from None
    print(json.dumps(end))
    return 0


def _arena(args: argparse.Namespace) -> int:
    from gamelib.arena.tournament import text_progress, tournament

    from gamelib.validate import loads_json

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
    if args.json:
        print(json.dumps(result.standings()))
    else:
        print(result.table_text())
    return 0


def _tournament(args: argparse.Namespace) -> int:
    from pathlib import Path

    from gamelib.arena.bot_tournament import bot_tournament
    from gamelib.arena.report import standings_page
    from gamelib.arena.submissions import load_submissions
    from gamelib.arena.tournament import text_progress

    references = [name.strip() for name in args.with_.split(",") if name.strip()] if args.with_ else []
    submissions = load_submissions(args.submissions, references)
    executor, client = None, None
    if args.dask:
        from dask.distributed import Client

        client = Client(args.dask, timeout="20s")
        executor = client.get_executor()
    try:
        result = bot_tournament(submissions, variant=args.variant, games=args.games,
                                time_per_move=args.time_per_move, memory_mb=args.memory_mb,
                                startup_s=args.startup, seed=args.seed,
                                opening_plies=args.opening_plies, swiss=args.swiss, jobs=args.jobs,
                                executor=executor, out=args.out, progress=text_progress())
    finally:
        if client is not None:
            client.close()
    if args.html:
        settings = {"variant": args.variant, "games a pairing": args.games,
                    "pairing": f"Swiss, {args.swiss} rounds" if args.swiss else "round robin",
                    "seconds a move": args.time_per_move, "memory": f"{args.memory_mb} MB",
                    "seed": args.seed, "opening moves": args.opening_plies}
        Path(args.html).write_text(standings_page(result, title=args.title, settings=settings),
                                   encoding="utf-8")
    if args.json:
        print(json.dumps(result.standings()))
    else:
        print(result.table_text())
        if args.html:
            print(f"standings, cross table and replays: {args.html}")
    return 0


def _lessons(args: argparse.Namespace) -> int:
    from gamelib import lessons

    if args.todo is not None:
        print(lessons.todo(args.todo) or "nothing to translate")
        return 0
    if args.build:
        for path in lessons.build():
            print(f"wrote {path.relative_to(lessons.REPO_ROOT)}")
    found = lessons.problems()
    for problem in found:
        print(problem)
    if not found:
        print("the English and Vietnamese lessons agree")
    return 1 if found else 0


def _gomocup(args: argparse.Namespace) -> int:
    from gamelib.engines.gomocup import run

    run()
    return 0


def _preorder(game: lecture.TreeGame, node: str) -> list[str]:
    order = [node]
    for child in game.legal_actions(node):
        order += _preorder(game, child)
    return order


def build_parser() -> argparse.ArgumentParser:
    called = os.path.basename(sys.argv[0]) if sys.argv and sys.argv[0] else ""
    parser = argparse.ArgumentParser(prog="gamelib" if called == "gamelib" else "python -m gamelib",
                                     description="gamelib: adversarial search on real games",
                                     epilog="Examples: python -m gamelib lecture fig4_8 --root min; "
                                            "python -m gamelib arena tictactoe random perfect; "
                                            "python -m gamelib <command> --help for each command.")
    commands = parser.add_subparsers(dest="command", required=True, metavar="command")
    lec = commands.add_parser("lecture", help="search one of the lecture's example trees",
                              description="Search a lecture tree and print its table or values.")
    lec.add_argument("name", choices=lecture.names(), help="the lecture tree")
    lec.add_argument("--root", choices=["max", "min"], default=None,
                     help="who moves at the root (default: as in the figure, MAX)")
    lec.add_argument("--algorithm", choices=["minimax", "alphabeta"], default=None,
                     help="default: the algorithm the figure illustrates")
    lec.add_argument("--json", action="store_true", help="print JSON instead of a table")
    lec.add_argument("--lang", choices=["en", "vi"], default="en", help="table headings")
    lec.set_defaults(run=_lecture)

    sol = commands.add_parser(
        "solve", help="solve a game exactly (tic-tac-toe, Dodgem; an Othello endgame)",
        description="Tic-tac-toe and Dodgem: solve the game from its start by retrograde "
                    "analysis (who wins with best play, how many positions, the winning first "
                    "moves). Othello: solve the endgame of --position to the end and print the "
                    "best move and the exact final disc margin.",
        epilog='Example: python -m gamelib solve othello --position "O--OOOOX-OOOOOOXOOXXOOOXOOXOOO'
               'XXOOOOOOXX---OOOOX----O--X--------" --to-move black (FFO #40: a2, +38)')
    sol.add_argument("game", choices=["tictactoe", "dodgem", "othello"])
    sol.add_argument("--size", type=int, default=3, choices=range(3, 16), metavar="N",
                     help="Dodgem board size, 3 to 15; only 3 and 4 can be solved here (4 takes "
                          "about 10 s; 5 has up to 240 million positions) -- play bigger boards "
                          "with the arena's alphabeta:D")
    sol.add_argument("--first", choices=["black", "white"], default="black",
                     help="Dodgem: who moves first")
    sol.add_argument("--position", metavar="64 SQUARES",
                     help="Othello: the board a1..h1, a2..h2, ..., h8 as 64 characters, X black, "
                          "O white, - empty (the format of the FFO endgame tests)")
    sol.add_argument("--to-move", choices=["black", "white"], help="Othello: the side to move")
    sol.add_argument("--rule", dest="rule", choices=["lecture", "vout", "standard", "course"],
                     default=None,
                     help="Dodgem: lecture (default) or vout. Othello: standard (default; a side "
                          "without a move passes, as the published endgame scores assume) or "
                          "course (it ends the game)")
    sol.add_argument("--json", action="store_true", help="print JSON")
    sol.set_defaults(run=_solve)

    from gamelib.engines.othello import LEVELS

    per = commands.add_parser(
        "perft", help="count the leaves of a game tree (Othello)",
        description="Counts the move sequences N plies deep from the start. Under the course's "
                    "rule (assignment 001: the game ends when the player to move cannot move) a "
                    "game over before N plies is no leaf; under standard rules a pass is a move "
                    "and a game over early is one leaf, as the published tables count. The two "
                    "first differ at depth 9 (3,005,264 against 3,005,288).")
    per.add_argument("game", choices=["othello"])
    per.add_argument("depth", type=int, choices=range(0, 15), metavar="N")
    per.add_argument("--rule", choices=["course", "standard"], default="course",
                     help="course (the default): no passing; standard: a player who cannot "
                          "move passes")
    per.add_argument("--json", action="store_true")
    per.set_defaults(run=_perft)

    obot = commands.add_parser("othello-bot", help="the assignment's bot: JSON on stdin, move out",
                               description='Reads {"victory_cell": ..., "cell": ..., "you": ...} '
                                           "(optionally level, time_limit) and prints the move or NULL.")
    obot.set_defaults(run=_othello_bot)

    srv = commands.add_parser(
        "othello-server", help="serve Othello matches (the variant)",
        description="The course's match server (assignment 001 §II.4): each client plays the "
                    "server's bot, or with --pair the next client, in the variant (five victory "
                    "cells, no passing). JSON lines on 127.0.0.1 unless --host says otherwise; "
                    "results are appended to --log. The wire format is in "
                    "gamelib/arena/othello_server.py.",
        epilog="Example: python -m gamelib othello-server --port 9000 --bot weak")
    srv.add_argument("--host", default="127.0.0.1", help="address to bind (default 127.0.0.1 only)")
    srv.add_argument("--port", type=_port, required=True)
    srv.add_argument("--bot", choices=LEVELS, default="strong", help="the server's bot")
    srv.add_argument("--time-per-move", type=float, default=2.0, help="seconds per move")
    srv.add_argument("--pair", action="store_true", help="pair clients with each other")
    srv.add_argument("--log", default="othello-results.jsonl", help="results log (JSON lines)")
    srv.add_argument("--seed", type=int, default=0, help="seed for the victory cells")
    srv.add_argument("--tournament", type=float, metavar="SECONDS",
                     help="tournament mode: take entrants for SECONDS, then play a round robin "
                          "among the clients that joined (othello-client --name NAME), log every "
                          "game to --log, print the standings and end")
    srv.add_argument("--games", type=_at_least(1), default=2,
                     help="tournament mode: games a pairing (colours alternate)")
    srv.add_argument("--html", help="tournament mode: write the standings page here")
    srv.add_argument("--title", default="Othello tournament", help="tournament mode: page title")
    srv.set_defaults(run=_othello_server)

    cli = commands.add_parser("othello-client", help="play a match on an Othello server")
    cli.add_argument("--host", default="127.0.0.1")
    cli.add_argument("--port", type=_port, required=True)
    cli.add_argument("--bot", choices=LEVELS, default="strong", help="the project's engine level")
    cli.add_argument("--bot-module", help="a bot function of your own: path/to/bot.py:function")
    cli.add_argument("--time-limit", type=float, default=1.0, help="engine seconds per move")
    cli.add_argument("--name", help="your bot's name in a server tournament (letters, digits, _ - .)")
    cli.set_defaults(run=_othello_client)

    from gamelib.games import GAMES

    from gamelib.arena.registry import COMMON, EXTRA

    players_help = "; ".join(f"{game}: {', '.join(COMMON + EXTRA.get(game, ()))}" for game in GAMES)
    arena = commands.add_parser(
        "arena", help="play a match or a round robin between players",
        description=f"Players (D: a depth, S: seconds a move): {players_help}.",
        epilog="Example: python -m gamelib arena othello greedy weak medium --games 20 --jobs 2 "
               "--out class.jsonl (run it again with the same --out to resume)")
    arena.add_argument("game", choices=GAMES)
    arena.add_argument("player_a")
    arena.add_argument("player_b")
    arena.add_argument("more", nargs="*", help="more players: a round robin")
    arena.add_argument("--games", type=_at_least(1), default=10, help="games per pair of players")
    arena.add_argument("--jobs", type=_at_least(1), default=os.cpu_count() or 1,
                       help="worker processes (default: one per core)")
    arena.add_argument("--out", help="results as JSON lines; rerun with the same file to resume")
    arena.add_argument("--seed", type=int, default=0)
    arena.add_argument("--opening-plies", type=_at_least(0), default=2,
                       help="random moves to open each game")
    arena.add_argument("--max-plies", type=_at_least(1), default=300, help="a longer game is a draw")
    arena.add_argument("--options", help='game options as JSON, e.g. \'{"size": 4}\'')
    arena.add_argument("--json", action="store_true")
    arena.set_defaults(run=_arena)

    from gamelib.arena.bot_tournament import VARIANTS
    from gamelib.arena.sandbox import FAULT_KINDS

    tour = commands.add_parser(
        "tournament", help="the class's Othello bots against each other, each in its own process",
        formatter_class=argparse.RawDescriptionHelpFormatter,
        description="Plays the bots handed in for assignment 001 -- each a .py file, a folder or a "
                    ".zip holding bot(victory_cell, cell, you) -- against each other and gamelib's "
                    "reference bots. Every bot runs in its own process with a time limit per move "
                    "and a memory limit; a bot that fails loses that game by forfeit, with the "
                    "reason recorded, and the tournament goes on.\n\nForfeits: " +
                    "; ".join(f"{k} ({v})" for k, v in FAULT_KINDS.items()) +
                    ".\n\nA round robin needs n(n-1)/2 pairings: 12 bots 66, 60 bots 1,770. For a "
                    "class too large for that, --swiss R plays R rounds of n/2 pairings, each bot "
                    "meeting bots with about its own score so far.",
        epilog="Example: python -m gamelib tournament othello examples/bots/* --with weak "
               "--games 2 --out day.jsonl --html day.html (run it again with the same --out to "
               "resume). Untrusted code: run it as an unprivileged user or in a container.")
    tour.add_argument("game", choices=["othello"])
    tour.add_argument("submissions", nargs="*", metavar="SUBMISSION",
                      help="bot files, folders or ZIPs (the name in the standings is the file's)")
    tour.add_argument("--with", dest="with_", metavar="LEVELS",
                      help=f"gamelib's bots to include, comma-separated: {', '.join(LEVELS)}")
    tour.add_argument("--variant", choices=list(VARIANTS), default="victory",
                      help="; ".join(f"{k}: {v}" for k, v in VARIANTS.items()))
    tour.add_argument("--games", type=_at_least(1), default=2,
                      help="games a pairing (colours alternate; default 2)")
    tour.add_argument("--time-per-move", type=float, default=1.0, metavar="S",
                      help="seconds a bot has for each move (default 1)")
    tour.add_argument("--memory-mb", type=_at_least(64), default=1024,
                      help="address space a bot may use, in MB (default 1024)")
    tour.add_argument("--startup", type=float, default=20.0, metavar="S",
                      help="seconds a bot has to load (default 20)")
    tour.add_argument("--swiss", type=_at_least(1), default=0, metavar="ROUNDS",
                      help="Swiss rounds instead of a round robin")
    tour.add_argument("--jobs", type=_at_least(1), default=os.cpu_count() or 1,
                      help="games played at once (default: one per core)")
    tour.add_argument("--dask", metavar="SCHEDULER_ADDRESS",
                      help="play the games on a Dask cluster, e.g. tcp://10.0.0.5:8786")
    tour.add_argument("--out", help="results as JSON lines; rerun with the same file to resume")
    tour.add_argument("--html", help="write the standings, cross table and replays to this page")
    tour.add_argument("--title", default="Othello tournament", help="the page's title")
    tour.add_argument("--seed", type=int, default=0, help="seed of the victory cells and openings")
    tour.add_argument("--opening-plies", type=_at_least(0), default=2,
                      help="random moves opening each game, the same for every pairing (default 2)")
    tour.add_argument("--json", action="store_true", help="print the standings as JSON")
    tour.set_defaults(run=_tournament)

    les = commands.add_parser(
        "lessons", help="the Vietnamese edition of the notebooks: check, build, what to translate",
        description="notebooks/vi/ is generated from the English notebooks (the code) and "
                    "notebooks/translations/*.vi.json (the Vietnamese text). With no option: list "
                    "what keeps the editions apart (exit 1 if anything does).")
    les.add_argument("--build", action="store_true", help="write notebooks/vi/ from the sources")
    les.add_argument("--todo", metavar="PREFIX", help="print the English text still to translate "
                                                      "in the lessons whose name starts with PREFIX")
    les.set_defaults(run=_lessons)

    gomo = commands.add_parser(
        "gomocup", help="play Caro over the Gomocup (Piskvork) protocol",
        description="The Caro engine as a Gomocup brain: reads the manager's commands (START, "
                    "TURN, BOARD, INFO, ...) on stdin and answers on stdout, so gomoku managers "
                    "such as Piskvork can run it.")
    gomo.set_defaults(run=_gomocup)
    return parser


def _at_least(low: int):
    """An argparse type: a whole number of at least ``low``, with a message saying so."""
    def parse(text: str) -> int:
        from gamelib.validate import whole

        try:
            return whole(text, "the value", low)
        except ValueError as exc:
            raise argparse.ArgumentTypeError(str(exc)) from None
    parse.__name__ = f"whole number >= {low}"
    return parse


def _port(text: str) -> int:
    from gamelib.validate import whole

    try:
        return whole(text, "the port", 0, 65535)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def main(argv: Sequence[str] | None = None) -> int:
    """Run a command; a mistake in what it was given ends with the reason and exit status 2."""
    args = build_parser().parse_args(argv)
    try:
        return args.run(args)
    except BrokenPipeError:  # the reader went away (e.g. `| head`): stop quietly
        sys.stderr.close()
        return 0
    except (ValueError, TypeError, OSError) as exc:
        print(f"gamelib {args.command}: {exc}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
