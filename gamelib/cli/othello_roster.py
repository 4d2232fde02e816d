"""``python -m gamelib othello-roster``: the class roster of a networked tournament."""

from __future__ import annotations

import argparse
import sys


def configure(parser: argparse.ArgumentParser) -> None:
    parser.description = (
        "The class roster of a networked Othello tournament (othello-server --tournament "
        "SECONDS --roster FILE): the names that may join, each with a secret token. 'new' makes "
        "the file, 'add' puts more names on it, 'reissue' gives names new tokens (the old ones "
        "stop working), 'remove' takes names off it (their tokens stop working). 'new', 'add' "
        "and 'reissue' write the new tokens to hand out, one line a name, to --tokens FILE "
        "(a new file readable by you alone, 0600) or to standard output when it is a terminal -- "
        "never to a pipe or a file others could read. The roster keeps only salted SHA-256 digests of the tokens and is readable by "
        "its owner only (0600); a running server reads it again when it changes. "
        "Names hold letters, digits, _ - . and two names that read alike (alice, aIice) are refused.")
    parser.epilog = ("Example: python -m gamelib othello-roster new class.roster group_a group_b "
                     "--tokens tokens.txt, then hand each group its line of tokens.txt")
    actions = parser.add_subparsers(dest="action", required=True, metavar="action")
    for action, words in (("new", "make a roster file (never over an existing one)"),
                          ("add", "add names to a roster"),
                          ("reissue", "new tokens for names on a roster")):
        sub = actions.add_parser(action, help=words, description=words[0].upper() + words[1:] + ".")
        sub.add_argument("file", help="the roster file")
        sub.add_argument("names", nargs="*", metavar="NAME", help="a student's or group's name")
        sub.add_argument("--from", dest="from_file", metavar="NAMES_FILE",
                         help="read the names from this file too, one a line ('#' starts a comment)")
        sub.add_argument("--tokens", metavar="TOKENS_FILE",
                         help="write the tokens to this new file, readable by you alone (0600), "
                              "instead of standard output")
        sub.set_defaults(run=run)
    removing = actions.add_parser("remove", help="take names off a roster (their tokens stop working)",
                                  description="Take names off a roster: their tokens stop working, "
                                              "and a running server drops their connections "
                                              "before their next game.")
    removing.add_argument("file", help="the roster file")
    removing.add_argument("names", nargs="+", metavar="NAME")
    removing.set_defaults(run=run)
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
    import os

    from gamelib.bots.roster import (add_to_roster, load_roster, new_roster, open_token_file,
                                     reissue, remove_from_roster, shared_output, slips,
                                     write_tokens)

    if args.action == "list":
        print("\n".join(load_roster(args.file).names))
        return 0
    if args.action == "remove":
        left = remove_from_roster(args.file, args.names)
        print(f"othello-roster: {len(args.names)} taken off {args.file}; {len(left)} left",
              file=sys.stderr)
        return 0
    # where the tokens go is settled before any is made: none is ever shown to others
    if args.tokens:
        handle = open_token_file(args.tokens)
    else:
        sys.stdout.flush()
        problem = shared_output(sys.stdout.fileno())
        if problem:
            raise ValueError(f"{problem}: the tokens go to standard output only when it is a "
                             f"terminal (a file or pipe could be read by other users); nothing was "
                             f"made. Write them with --tokens FILE (a new file readable by you "
                             f"alone)")
        handle = None
    make = {"new": new_roster, "add": add_to_roster, "reissue": reissue}[args.action]
    try:
        tokens = make(args.file, _names(args))
    except BaseException:
        if handle is not None:
            os.close(handle)
            os.unlink(args.tokens)
        raise
    count = f"{len(tokens)} token{'s' if len(tokens) != 1 else ''}"
    if handle is not None:
        write_tokens(handle, slips(tokens, args.file))
        print(f"othello-roster: {count} written to {args.tokens} (readable by you alone); "
              f"{args.file} keeps only their digests", file=sys.stderr)
    else:
        print(slips(tokens, args.file))
        print(f"othello-roster: {count} written above; {args.file} keeps only their digests",
              file=sys.stderr)
    return 0
