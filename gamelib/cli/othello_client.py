"""``python -m gamelib othello-client``: play a match on an Othello server."""

from __future__ import annotations

import argparse
import json
import sys

from gamelib.cli import port


def configure(parser: argparse.ArgumentParser) -> None:
    from gamelib.engines import OTHELLO_LEVELS

    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=port, required=True)
    parser.add_argument("--bot", choices=OTHELLO_LEVELS, default="strong",
                        help="the project's engine level")
    parser.add_argument("--bot-module", help="a bot function of your own: path/to/bot.py:function")
    parser.add_argument("--time-limit", type=float, default=1.0, help="engine seconds per move")
    parser.add_argument("--name", help="your name in a server tournament, as on the teacher's roster")
    parser.add_argument("--token-file", metavar="FILE",
                        help="a server tournament: the file holding the token the teacher gave you "
                             f"(or set {TOKEN_VARIABLE}; a token is never an option, which every "
                             "user of the machine could read in the process list)")
    parser.set_defaults(run=run)


#: times a full server's refusal (or a connection closed to make room) is tried again, waiting
#: 0.25 s, then twice as long each time (about 8 s in all, within the joining window)
RETRIES = 5
#: where the client finds a tournament token when no --token-file is given
TOKEN_VARIABLE = "GAMELIB_OTHELLO_TOKEN"


def token(args: argparse.Namespace) -> str | None:
    """The tournament token: the first line of ``--token-file``, else the environment's
    GAMELIB_OTHELLO_TOKEN, else None."""
    import os
    from pathlib import Path

    if args.token_file:
        path = Path(args.token_file)
        if not path.is_file() or path.stat().st_size > 1024:
            raise ValueError(f"--token-file {args.token_file}: not a file holding a token")
        mode = path.stat().st_mode & 0o777
        if mode & 0o077:  # as ssh does with a private key: a token others can read is refused
            raise ValueError(f"--token-file {args.token_file} can be read by other users of this "
                             f"machine (mode {mode:o}), who could join as you: make it yours alone "
                             f"with `chmod 600 {args.token_file}` and run again")
        words = path.read_text(encoding="utf-8").split()
        if not words:
            raise ValueError(f"--token-file {args.token_file} is empty; it holds the token alone")
        return words[-1]  # the token alone, or the slip's line "name token"
    return os.environ.get(TOKEN_VARIABLE) or None


def run(args: argparse.Namespace) -> int:
    import asyncio
    import functools

    from gamelib.bots.server import load_bot, play_client
    from gamelib.engines.othello_bot import bot

    if args.bot_module:
        try:
            choose = load_bot(args.bot_module)
        except ValueError as exc:
            print(f"othello-client: {exc}", file=sys.stderr)
            return 2
    else:
        choose = functools.partial(bot, level=args.bot, time_limit=args.time_limit)
    secret = token(args)
    try:
        end = asyncio.run(play_client(args.host, args.port, choose, name=args.name, token=secret,
                                     retries=RETRIES))
    except OSError as exc:
        raise OSError(f"cannot reach a server at {args.host}:{args.port} "
                      f"({exc.strerror or exc}); start one with: python -m gamelib "
                      f"othello-server --port {args.port}") from None
    print(json.dumps(end))
    if end.get("type") == "error":  # refused: the reason is in the message, and here
        from gamelib.bots.untrusted import printable

        print(f"othello-client: the server refused: {printable(end.get('reason'), 600)}",
              file=sys.stderr)
        return 2
    return 0
