"""The command line, ``python -m gamelib <command> ...``: one module per command.

Each command module has ``configure(parser)``, which adds its arguments, and ``run(args)``,
which does the work and returns the exit status; it imports what it runs inside ``run``.
Only the command being run is configured, so ``--help`` and a quick command never pay for
importing the Othello engine (numba) or the tournament machinery.

    python -m gamelib lecture fig4_8 --root max        the lecture's α/β table
    python -m gamelib lecture fig4_3 --json            minimax value of every node
    python -m gamelib solve tictactoe                  solve a game by retrograde analysis
    python -m gamelib solve dodgem --size 4 --rule vout --json
    python -m gamelib solve othello --obf "O--OOOOX-OOOOOOX... X; A2:+38;"
    python -m gamelib perft othello 11 --rule standard leaves of the Othello tree, 11 plies deep
    python -m gamelib othello-bot < input.json         the assignment's bot function
    python -m gamelib othello-server --port 9000 [--bot strong] [--pair]
    python -m gamelib othello-client --port 9000 [--bot LEVEL | --bot-module bot.py:function]
    python -m gamelib othello-roster new class.roster group_a group_b --tokens tokens.txt
    python -m gamelib gomocup                          the Caro engine for gomoku managers
    python -m gamelib arena tictactoe random alphabeta:4 --games 100 --jobs 2 --out r.jsonl
    python -m gamelib tournament othello submissions/* --with strong --out day.jsonl --html day.html
    python -m gamelib site --out site                   the course as a static website
    python -m gamelib class-server start class.roster ~/hub   JupyterHub for a class (as root)

>>> parser = build_parser("perft")
>>> parser.parse_args(["perft", "othello", "6"]).depth
6
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from collections.abc import Callable, Sequence

#: command name -> (module in gamelib.cli, one line of help)
COMMANDS: dict[str, tuple[str, str]] = {
    "lecture": ("lecture", "search one of the lecture's example trees"),
    "solve": ("solve", "solve a game exactly from its start ({solve}) or a position of it "
                       "({endgame})"),
    "perft": ("perft", "count the leaves of a game tree ({perft})"),
    "othello-bot": ("othello_bot", "the assignment's bot: JSON on stdin, move out"),
    "othello-server": ("othello_server", "serve Othello matches (the variant)"),
    "othello-client": ("othello_client", "play a match on an Othello server"),
    "othello-roster": ("othello_roster", "the class roster of a networked tournament: names "
                                         "and the tokens to hand out"),
    "arena": ("arena", "play a match or a round robin between players"),
    "tournament": ("tournament",
                   "the class's Othello bots against each other, each in its own process"),
    "lessons": ("lessons",
                "the Vietnamese edition of the notebooks: check, build, what to translate"),
    "gomocup": ("gomocup", "play Caro over the Gomocup (Piskvork) protocol"),
    "scores": ("scores", "a class's practice scores (gamelib-scores.json files) in one table"),
    "course": ("course", "the graded assignment's class workflow: new, release, collect, "
                         "autograde, feedback, grades, similarity"),
    "site": ("site", "the course as a static website, both editions, offline and without Python"),
    "class-server": ("class_server", "a class on one server: JupyterHub serves each student "
                                     "their own lessons (start, remove-users)"),
}


def help_line(command: str, games: bool = True) -> str:
    """``command``'s line of help, each ``{switch}`` in it filled with the games whose kits
    offer that switch (:meth:`~gamelib.kits.base.GameKit.offers`), or -- with ``games`` False,
    where no kit is to be read -- with the words that say so.

    >>> help_line("perft", games=False)
    'count the leaves of a game tree (the games whose kits offer it)'
    """
    line = COMMANDS[command][1]
    if "{" not in line:
        return line
    if not games:
        return line.format_map(_Offered(lambda switch: "the games whose kits offer it"))
    from gamelib.kits import all_kits

    return line.format_map(_Offered(lambda switch: ", ".join(
        each.name for each in all_kits() if switch in each.offers()) or "no game yet"))


class _Offered(dict):
    """``{switch}`` -> what ``fill(switch)`` says (for :meth:`str.format_map`)."""

    def __init__(self, fill: Callable[[str], str]):
        super().__init__()
        self.fill = fill

    def __missing__(self, switch: str) -> str:
        return self.fill(switch)


def _module(command: str):
    return importlib.import_module(f"gamelib.cli.{COMMANDS[command][0]}")


def chosen_command(argv: Sequence[str]) -> str | None:
    """The command named in ``argv`` (its first word that is not an option), if any.

    >>> chosen_command(["--help"]), chosen_command(["solve", "othello"])
    (None, 'solve')
    """
    for word in argv:
        if not word.startswith("-"):
            return word if word in COMMANDS else None
    return None


def build_parser(command: str | None = None) -> argparse.ArgumentParser:
    """The parser; only ``command``'s arguments are configured (all of them when None is not
    enough: pass each name to see its arguments)."""
    called = os.path.basename(sys.argv[0]) if sys.argv and sys.argv[0] else ""
    parser = argparse.ArgumentParser(prog="gamelib" if called == "gamelib" else "python -m gamelib",
                                     description="gamelib: adversarial search on real games",
                                     epilog="Examples: python -m gamelib lecture fig4_8 --root min; "
                                            "python -m gamelib arena tictactoe random perfect; "
                                            "python -m gamelib <command> --help for each command.")
    commands = parser.add_subparsers(dest="command", required=True, metavar="command")
    for name in COMMANDS:
        # the games a line names are read from the kits only where the whole list is shown
        line = help_line(name, games=command is None or command == name)
        sub = commands.add_parser(name, help=line, description=line[0].upper() + line[1:] + ".")
        if name == command:
            _module(name).configure(sub)
    return parser


def at_least(low: int) -> Callable[[str], int]:
    """An argparse type: a whole number of at least ``low``, with a message saying so.

    >>> at_least(1)("3")
    3
    """
    def parse(text: str) -> int:
        from gamelib.core.validate import whole

        try:
            return whole(text, "the value", low)
        except ValueError as exc:
            raise argparse.ArgumentTypeError(str(exc)) from None
    parse.__name__ = f"whole number >= {low}"
    return parse


def add_rules_options(parser: argparse.ArgumentParser, games: Sequence[str]) -> None:
    """Each game's rules options as flags (``--size 4 --rule vout``), read from its kit: a new
    game's options appear without a line here.  Values are checked by the rules themselves."""
    from gamelib.kits import kit

    where: dict[str, list[str]] = {}
    for name in games:
        for option, default in kit(name).options().items():
            shown = ",".join(map(str, default)) if isinstance(default, tuple) else default
            where.setdefault(option, []).append(f"{name} (default {shown})")
    for option, uses in where.items():
        parser.add_argument("--" + option.replace("_", "-"), dest=f"rules_{option}",
                            metavar="VALUE", help="rules option of " + ", ".join(uses))


def rules_options(args: argparse.Namespace, game_kit) -> dict[str, object]:
    """The rules options given for ``game_kit``'s game, read as the rules' constructor declares
    each (:meth:`~gamelib.kits.base.GameKit.option_types`: a number for a number, ``3,4,5`` for a
    tuple of them, a side named as the rules name it); an option of another game is refused.

    >>> from gamelib.kits import kit
    >>> rules_options(argparse.Namespace(rules_size="4", rules_first="white"), kit("dodgem"))
    {'size': 4, 'first': 'White'}
    """
    from gamelib.core.validate import option_value

    given = {key.removeprefix("rules_"): value for key, value in vars(args).items()
             if key.startswith("rules_") and value is not None}
    kinds = game_kit.option_types()
    wrong = [key for key in given if key not in kinds]
    if wrong:
        raise ValueError(f"--{wrong[0].replace('_', '-')} is not an option of {game_kit.name}; "
                         f"its options: {', '.join(kinds) or 'none'}")
    sides = getattr(game_kit.rules, "players", ())
    return {key: option_value(text, kinds[key], f"--{key.replace('_', '-')}", sides)
            for key, text in given.items()}


def port(text: str) -> int:
    """An argparse type: a TCP port, 0 to 65535."""
    from gamelib.core.validate import whole

    try:
        return whole(text, "the port", 0, 65535)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def main(argv: Sequence[str] | None = None) -> int:
    """Run a command; a mistake in what it was given ends with the reason and exit status 2."""
    argv = list(sys.argv[1:] if argv is None else argv)
    command = chosen_command(argv)
    if command is not None:
        argv = getattr(_module(command), "prepare", lambda words: words)(argv)
    args = build_parser(command).parse_args(argv)
    try:
        return args.run(args)
    except BrokenPipeError:  # the reader went away (e.g. `| head`): stop quietly
        sys.stderr.close()
        return 0
    except (ValueError, TypeError, OSError, RuntimeError) as exc:
        print(f"gamelib {args.command}: {exc}", file=sys.stderr)
        return 2
