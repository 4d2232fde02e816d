"""``python -m gamelib othello-server``: the course's match server (assignment 001 §II.4)."""

from __future__ import annotations

import argparse
import sys

from gamelib.cli import at_least, port


def configure(parser: argparse.ArgumentParser) -> None:
    from gamelib.engines import OTHELLO_LEVELS

    parser.description = (
        "The course's match server (assignment 001 §II.4): each client plays the server's bot, "
        "or with --pair the next client, in the variant (five victory cells, no passing). JSON "
        "lines on 127.0.0.1 unless --host says otherwise; results are appended to --log. The "
        "wire format is in gamelib/bots/server.py.")
    parser.epilog = "Example: python -m gamelib othello-server --port 9000 --bot weak"
    parser.add_argument("--host", default="127.0.0.1", help="address to bind (default 127.0.0.1 only)")
    parser.add_argument("--port", type=port, required=True)
    parser.add_argument("--bot", choices=OTHELLO_LEVELS, default="strong", help="the server's bot")
    parser.add_argument("--time-per-move", type=float, default=2.0, help="seconds per move")
    parser.add_argument("--pair", action="store_true", help="pair clients with each other")
    parser.add_argument("--log", default="othello-results.jsonl", help="results log (JSON lines)")
    parser.add_argument("--seed", type=int, default=None,
                        help="seed for the victory cells (default: drawn at random, so nobody "
                             "knows them beforehand; the log says it, to replay a run)")
    parser.add_argument("--tournament", type=float, metavar="SECONDS",
                        help="tournament mode: take entrants from --roster for SECONDS (or until "
                             "everyone on it has joined), then play a round robin among them "
                             "(othello-client --name NAME --token-file FILE), log every game to "
                             "--log, print the standings and end")
    parser.add_argument("--roster", metavar="FILE",
                        help="tournament mode: the class roster, made by python -m gamelib "
                             "othello-roster new FILE NAME...; only its names join, each with its "
                             "token. Read again when the file changes or on SIGHUP: a reissued or "
                             "removed name's connection is dropped before its next game")
    parser.add_argument("--hello-timeout", type=float, default=5.0, metavar="SECONDS",
                        help="tournament mode: seconds a client has to join after connecting (default 5)")
    parser.add_argument("--max-entrants", type=at_least(2), default=64,
                        help="tournament mode: entrants taken at most (default 64)")
    parser.add_argument("--max-connections", type=at_least(1), default=256,
                        help="connections open at once, the rest refused (default 256)")
    parser.add_argument("--max-per-address", type=at_least(1), default=96,
                        help="connections open at once from one address (default 96: a class "
                             "behind one NAT gets in, one machine's flood does not fill the server)")
    parser.add_argument("--send-timeout", type=float, default=10.0, metavar="SECONDS",
                        help="seconds a client has to take each message; one that does not "
                             "(it stopped reading) is cut off and forfeits as 'unread' (default 10)")
    parser.add_argument("--games", type=at_least(1), default=2,
                        help="tournament mode: games a pairing (colours alternate)")
    parser.add_argument("--html", help="tournament mode: write the standings page here")
    parser.add_argument("--title", default="Othello tournament", help="tournament mode: page title")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from pathlib import Path

    from gamelib.bots.server import ServerConfig, no_tournament, serve

    if args.roster and not args.tournament:
        raise ValueError("--roster names a tournament's entrants: give --tournament SECONDS too")
    config = ServerConfig(host=args.host, port=args.port, bot=args.bot,
                          time_per_move=args.time_per_move, pair=args.pair,
                          log_path=Path(args.log), seed=args.seed,
                          tournament=args.tournament or 0, games=args.games,
                          roster=Path(args.roster) if args.roster else None,
                          hello_timeout=args.hello_timeout, max_entrants=args.max_entrants,
                          max_connections=args.max_connections,
                          max_per_address=args.max_per_address, send_timeout=args.send_timeout)
    roster: tuple[str, ...] = ()
    if config.roster is not None:
        from gamelib.bots.roster import load_roster

        roster = load_roster(config.roster).names  # a wrong file is said before anyone connects
    result = serve(config)
    if result is not None and no_tournament(result, roster):
        print(f"othello-server: the tournament ended: {no_tournament(result, roster)}", file=sys.stderr)
        return 1
    if result is not None:
        print(result.table_text())
        if args.html:
            from gamelib.bots.standings import standings_page
            from gamelib.core.paths import write_output

            settings = {"variant": "victory", "games a pairing": args.games,
                        "pairing": "round robin among the clients that joined",
                        "seconds a move": args.time_per_move, "seed": config.seed}
            write_output(args.html, standings_page(result, title=args.title, settings=settings))
            print(f"standings, cross table and replays: {args.html}")
    return 0
