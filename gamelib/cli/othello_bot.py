"""``python -m gamelib othello-bot``: the assignment's bot function on stdin and stdout."""

from __future__ import annotations

import argparse


def configure(parser: argparse.ArgumentParser) -> None:
    parser.description = ('Reads {"victory_cell": ..., "cell": ..., "you": ...} (optionally level, '
                          "time_limit) and prints the move or NULL.")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from gamelib.engines.othello_bot import main

    return main()
