"""``python -m gamelib gomocup``: the Caro engine as a Gomocup (Piskvork) brain."""

from __future__ import annotations

import argparse


def configure(parser: argparse.ArgumentParser) -> None:
    parser.description = (
        "The Caro engine as a Gomocup brain: reads the manager's commands (START, TURN, BOARD, "
        "INFO, ...) on stdin and answers on stdout, so gomoku managers such as Piskvork can run it.")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from gamelib.engines.gomocup import run as serve

    serve()
    return 0
