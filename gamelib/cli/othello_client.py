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
    parser.add_argument("--name", help="your bot's name in a server tournament (letters, digits, _ - .)")
    parser.set_defaults(run=run)


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
    try:
        end = asyncio.run(play_client(args.host, args.port, choose, name=args.name))
    except OSError as exc:
        raise OSError(f"cannot reach a server at {args.host}:{args.port} "
                      f"({exc.strerror or exc}); start one with: python -m gamelib "
                      f"othello-server --port {args.port}") from None
    print(json.dumps(end))
    return 0
