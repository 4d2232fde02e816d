"""``python -m gamelib tournament othello SUBMISSION...``: the class's bots against each other."""

from __future__ import annotations

import argparse
import json
import os
import sys

from gamelib.cli import at_least


def prepare(argv: list[str]) -> list[str]:
    """Refuse, before anything is parsed, a word that is both an option and a file or folder
    here: a submission named ``--sandbox=off``, expanded by the teacher's ``*``, must not turn
    the sandbox off. Words after ``--`` are submissions whatever they look like; a submission
    whose own name starts with ``-`` is refused when it is loaded.

    >>> prepare(["tournament", "othello", "a.py", "--games", "2"])
    ['tournament', 'othello', 'a.py', '--games', '2']
    """
    from gamelib.bots.untrusted import printable

    words = list(argv)
    end = words.index("--") if "--" in words else len(words)
    words, after = words[:end], words[end + 1:]
    for word in words:
        if word.startswith("-") and os.path.lexists(word):
            print(f"gamelib tournament: {printable(word, 80)} is a file or folder here that looks "
                  "like an option; a submission's name must start with a letter, a digit or '_': "
                  "rename it (nothing was played)", file=sys.stderr)
            raise SystemExit(2)
    # after --: submissions, put where argparse takes them (right after the game), as paths
    at = words.index("othello") + 1 if "othello" in words else len(words)
    words[at:at] = [f"./{word}" if word.startswith("-") else word for word in after]
    return words


def configure(parser: argparse.ArgumentParser) -> None:
    from gamelib.bots.tournament_day import VARIANTS
    from gamelib.bots.sandbox import FAULT_KINDS
    from gamelib.engines import OTHELLO_LEVELS

    parser.formatter_class = argparse.RawDescriptionHelpFormatter
    parser.description = (
        "Plays the bots handed in for assignment 001 -- each a .py file, a folder or a .zip "
        "holding bot(victory_cell, cell, you) -- against each other and gamelib's reference bots. "
        "Every student's bot runs in a sandbox of its own (bubblewrap and cgroups where the "
        "machine has them: no network, no files but its own, limits for it with all its "
        "children) with a time limit per move and a memory limit; a bot that fails loses that "
        "game by forfeit, with the reason recorded, and the tournament goes on; a submission that "
        "cannot be read forfeits every game.\n\nForfeits: " + "; ".join(f"{k} ({v})" for k, v in FAULT_KINDS.items()) +
        ".\n\nA round robin needs n(n-1)/2 pairings: 12 bots 66, 60 bots 1,770. For a class too "
        "large for that, --swiss R plays R rounds of n/2 pairings, each bot meeting bots with "
        "about its own score so far.")
    parser.epilog = ("Example: python -m gamelib tournament othello examples/bots/* --with weak "
                     "--games 2 --out day.jsonl --html day.html (run it again with the same --out "
                     "to resume). Without bubblewrap (apt-get install bubblewrap) bots are not isolated: run "
                     "untrusted code in a container there.")
    parser.add_argument("game", choices=["othello"])
    parser.add_argument("submissions", nargs="*", metavar="SUBMISSION",
                        help="bot files, folders or ZIPs (the name in the standings is the file's; "
                             "two names that read alike, such as alice and aIice, are refused)")
    parser.add_argument("--with", dest="with_", metavar="LEVELS",
                        help=f"gamelib's bots to include, comma-separated: {', '.join(OTHELLO_LEVELS)}")
    parser.add_argument("--variant", choices=list(VARIANTS), default="victory",
                        help="; ".join(f"{k}: {v}" for k, v in VARIANTS.items()))
    parser.add_argument("--games", type=at_least(1), default=2,
                        help="games a pairing (colours alternate; default 2)")
    parser.add_argument("--time-per-move", type=float, default=1.0, metavar="S",
                        help="seconds a bot has for each move (default 1)")
    parser.add_argument("--memory-mb", type=at_least(64), default=1024,
                        help="address space a bot may use, in MB (default 1024)")
    parser.add_argument("--startup", type=float, default=20.0, metavar="S",
                        help="seconds a bot has to load (default 20)")
    parser.add_argument("--swiss", type=at_least(1), default=0, metavar="ROUNDS",
                        help="Swiss rounds instead of a round robin")
    parser.add_argument("--jobs", type=at_least(1), default=os.cpu_count() or 1,
                        help="games played at once (default: one per core)")
    parser.add_argument("--dask", metavar="SCHEDULER_ADDRESS",
                        help="play the games on a Dask cluster, e.g. tcp://10.0.0.5:8786")
    parser.add_argument("--out", help="results as JSON lines; rerun with the same file to resume")
    parser.add_argument("--html", help="write the standings, cross table and replays to this page")
    parser.add_argument("--title", default="Othello tournament", help="the page's title")
    parser.add_argument("--seed", type=int, default=None,
                        help="seed of the victory cells and openings (default: drawn at random, "
                             "printed and kept in --out; a resumed --out keeps its own)")
    parser.add_argument("--opening-plies", type=at_least(0), default=2,
                        help="random moves opening each game, the same for every pairing (default 2)")
    parser.add_argument("--sandbox", choices=["auto", "require", "off"], default="auto",
                        help="auto (default): bubblewrap and cgroups where the machine has them, "
                             "with a line saying what holds; require: refuse to start without "
                             "bubblewrap; off: per-process limits only")
    parser.add_argument("--json", action="store_true", help="print the standings as JSON")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from pathlib import Path

    from gamelib.bots.tournament_day import bot_tournament, tournament_seed
    from gamelib.bots.standings import standings_page
    from gamelib.core.paths import write_output
    from gamelib.bots.submissions import load_submissions
    from gamelib.arena.tournament import text_progress

    from gamelib.sandbox.isolation import describe, isolation

    from gamelib.sandbox.isolation import sweep_leftovers
    from gamelib.bots.untrusted import printable

    references = [name.strip() for name in args.with_.split(",") if name.strip()] if args.with_ else []
    # names first: a look-alike (aIice beside alice) ends the day before any bot is started
    try:
        submissions = load_submissions(args.submissions, references, strict=False)
    except ValueError as exc:
        raise ValueError(f"{exc} (nothing was played)") from None
    confinement = isolation(args.sandbox)
    print(describe(confinement), file=sys.stderr)
    args.seed = tournament_seed(args.out, args.seed)
    print(f"seed {args.seed} (victory cells and openings; --seed {args.seed} plays them again)",
          file=sys.stderr)
    for what in sweep_leftovers():
        print(f"cleaned up after a tournament that was killed: {printable(what, 300)}", file=sys.stderr)
    for submission in submissions:  # names and problems are printable: no escape reaches the terminal
        if submission.problem:
            print(f"{printable(submission.name)} cannot play and forfeits every game: "
                  f"{printable(submission.problem, 600, newlines=True)}", file=sys.stderr)
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
                                executor=executor, out=args.out, progress=text_progress(),
                                sandbox=args.sandbox)
    finally:
        if client is not None:
            client.close()
    if args.html:
        settings = {"variant": args.variant, "games a pairing": args.games,
                    "pairing": f"Swiss, {args.swiss} rounds" if args.swiss else "round robin",
                    "seconds a move": args.time_per_move, "memory": f"{args.memory_mb} MB",
                    "seed": args.seed, "opening moves": args.opening_plies,
                    "isolation": describe(confinement)}
        write_output(args.html, standings_page(result, title=args.title, settings=settings))
    if args.json:
        print(json.dumps(result.standings()))
    else:
        print(result.table_text())
        if args.html:
            print(f"standings, cross table and replays: {args.html}")
    return 0
