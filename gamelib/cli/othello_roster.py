"""``python -m gamelib othello-roster``: the class roster of a networked tournament."""

from __future__ import annotations

import argparse
import sys


def configure(parser: argparse.ArgumentParser) -> None:
    parser.description = (
        "The class roster of a networked Othello tournament (othello-server --tournament "
        "SECONDS --roster FILE): the names that may join, each with a secret token. 'new' makes "
        "the file, 'add' puts more names on it, 'reissue' gives names new tokens (the old ones "
        "stop working); each prints the new tokens to hand out, one line a name. The file keeps "
        "only salted SHA-256 digests of the tokens and is readable by its owner only (0600). "
        "Names hold letters, digits, _ - . and two names that read alike (alice, aIice) are refused.")
    parser.epilog = ("Example: python -m gamelib othello-roster new class.roster group_a group_b "
                     "> tokens.txt, then hand each group its line of tokens.txt")
    actions = parser.add_subparsers(dest="action", required=True, metavar="action")
    for action, words in (("new", "make a roster file (never over an existing one)"),
                          ("add", "add names to a roster"),
                          ("reissue", "new tokens for names on a roster")):
        sub = actions.add_parser(action, help=words, description=words[0].upper() + words[1:] + ".")
        sub.add_argument("file", help="the roster file")
        sub.add_argument("names", nargs="*", metavar="NAME", help="a student's or group's name")
        sub.add_argument("--from", dest="from_file", metavar="NAMES_FILE",
                         help="read the names from this file too, one a line ('#' starts a comment)")
        sub.set_defaults(run=run)
    listing = actions.add_parser("list", help="the names on a roster (no tokens: it keeps none)")
    listing.add_argument("file", help="the roster file")
    listing.set_defaults(run=run)


def _names(args: argparse.Namespace) -> list[str]:
    from pathlib import Path

    names = list(args.names)
    if args.from_file:
        text = Path(args.from_file).read_text(encoding="utf-8")
        names += [line.split("#", 1)[0].strip() for line in text.splitlines()]
    return [name for name in names if name]


def run(args: argparse.Namespace) -> int:
    from gamelib.bots.roster import add_to_roster, load_roster, new_roster, reissue, slips

    if args.action == "list":
        print("\n".join(load_roster(args.file).names))
        return 0
    make = {"new": new_roster, "add": add_to_roster, "reissue": reissue}[args.action]
    tokens = make(args.file, _names(args))
    print(slips(tokens, args.file))
    print(f"othello-roster: {len(tokens)} token{'s' if len(tokens) != 1 else ''} written above; "
          f"{args.file} keeps only their digests", file=sys.stderr)
    return 0
