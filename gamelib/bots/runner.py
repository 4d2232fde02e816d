"""The process a submitted bot runs in (started by :mod:`gamelib.bots.sandbox`; stdlib only).

Run as ``python -I -u runner.py --file path/to/bot.py`` (a student's file, whose folder
becomes the working folder and the first import path) or ``--reference LEVEL --path DIR``
(one of gamelib's own levels, with gamelib's parent folder ``DIR``).

It talks to the tournament over private copies of its standard input and output, one JSON
object a line; the bot's own ``print`` and ``input`` go to standard error and an empty input,
so nothing a bot prints can be taken for a move and nothing it reads can steal a request::

    runner -> {"status": "ready"}  or  {"status": "import-error", "detail": "..."}
    tournament -> {"victory_cell": "a1 c7 d5 g4 f3", "cell": "E E ...", "you": "BLACK"}
    runner -> {"move": "d3"}  |  {"garbage": "42 (int)"}  |  {"error": "...", "kind": "exception"}

A bot that calls ``sys.exit`` or ``os._exit`` ends this process, as it would on its own; the
tournament sees the exit status.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import sys
import traceback


def _private_channels() -> tuple:
    """Keep the real stdin/stdout for the protocol; give the bot stderr and an empty stdin."""
    requests = os.fdopen(os.dup(0), "r", encoding="utf-8")
    answers = os.fdopen(os.dup(1), "w", encoding="utf-8", buffering=1)
    os.dup2(2, 1)                        # print() now writes to stderr
    empty = os.open(os.devnull, os.O_RDONLY)
    os.dup2(empty, 0)                    # input() now reads nothing
    os.close(empty)
    sys.stdout = open(1, "w", encoding="utf-8", buffering=1, closefd=False)
    sys.stdin = open(0, "r", encoding="utf-8", closefd=False)
    return requests, answers


def _limit_myself(memory_mb: int, cpu_seconds: int, max_written: int) -> None:
    """Resource limits for this process and all it starts; die with the parent (Linux)."""
    import resource
    import signal

    memory = memory_mb * 1024 * 1024
    resource.setrlimit(resource.RLIMIT_AS, (memory, memory))
    resource.setrlimit(resource.RLIMIT_FSIZE, (max_written, max_written))
    resource.setrlimit(resource.RLIMIT_CPU, (cpu_seconds, cpu_seconds + 5))
    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
    if sys.platform.startswith("linux"):
        parent = os.getppid()
        try:
            import ctypes

            ctypes.CDLL(None).prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG
        except (OSError, AttributeError):
            pass
        if os.getppid() != parent:  # the parent died before the line above took effect
            os._exit(1)


def _short_error(exc: BaseException) -> str:
    """One line: the exception, and for a syntax error where it is (relative to the bot)."""
    if isinstance(exc, SyntaxError):
        where = os.path.relpath(exc.filename or "?", os.getcwd())
        return f"SyntaxError: {exc.msg} ({where}, line {exc.lineno})"
    return "".join(traceback.format_exception_only(type(exc), exc)).strip()[-600:]


def _where(exc: BaseException) -> str:
    """The last three lines of the bot's own code the error passed through."""
    here, folder = os.path.abspath(__file__), os.getcwd()
    lines = []
    for frame in traceback.extract_tb(exc.__traceback__):
        path = os.path.abspath(frame.filename)
        if path == here:
            continue
        shown = os.path.relpath(path, folder) if path.startswith(folder + os.sep) else os.path.basename(path)
        lines.append(f"{shown}, line {frame.lineno}, in {frame.name}: {(frame.line or '').strip()}")
    return "\n".join(lines[-3:])[-900:]


def _student_bot(path: str):
    folder, filename = os.path.split(os.path.abspath(path))
    os.chdir(folder)
    sys.path.insert(0, folder)
    name = os.path.splitext(filename)[0]
    spec = importlib.util.spec_from_file_location(name, os.path.join(folder, filename))
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    function = getattr(module, "bot", None)
    if not callable(function):
        raise LookupError(f"{filename} defines no function bot(victory_cell, cell, you)")
    return function


def _reference_bot(level: str, path: str, time_limit: float):
    sys.path.insert(0, path)
    from gamelib.engines.othello_bot import bot  # noqa: PLC0415 -- only this runner needs it

    def play(victory_cell: str, cell: str, you: str, rule: str = "course") -> str:
        return bot(victory_cell, cell, you, level=level, time_limit=time_limit, rule=rule)
    play(_START_CELLS, _START_BOARD, "BLACK")  # warm up: imports and first-call costs now
    return play


_START_CELLS = "a1 c7 d5 g4 f3"
_START_BOARD = "\n".join(" ".join("W" if (r, c) in {(3, 3), (4, 4)} else
                                  "B" if (r, c) in {(3, 4), (4, 3)} else "E" for c in range(8))
                         for r in range(8))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--file")
    parser.add_argument("--reference")
    parser.add_argument("--path", default="")
    parser.add_argument("--time-limit", type=float, default=1.0)
    parser.add_argument("--memory-mb", type=int, default=1024)
    parser.add_argument("--cpu-seconds", type=int, default=600)
    parser.add_argument("--max-written", type=int, default=16 * 1024 * 1024)
    args = parser.parse_args()
    _limit_myself(args.memory_mb, args.cpu_seconds, args.max_written)
    requests, answers = _private_channels()

    def say(message: dict) -> None:
        answers.write(json.dumps(message) + "\n")
        answers.flush()

    try:
        bot = (_reference_bot(args.reference, args.path, args.time_limit) if args.reference
               else _student_bot(args.file))
    except SystemExit:
        raise
    except BaseException as exc:  # whatever the bot's import did: report it, do not guess
        say({"status": "import-error", "detail": _short_error(exc)})
        return
    say({"status": "ready"})
    for line in requests:
        request = json.loads(line)
        extra = {"rule": request["rule"]} if args.reference else {}
        try:
            move = bot(request["victory_cell"], request["cell"], request["you"], **extra)
        except SystemExit:
            raise
        except MemoryError:
            say({"error": "MemoryError: the bot ran out of its memory limit", "kind": "memory"})
            continue
        except BaseException as exc:
            say({"error": _short_error(exc), "kind": "exception", "where": _where(exc)})
            continue
        if isinstance(move, str):
            say({"move": move[:200]})
        else:
            say({"garbage": f"{repr(move)[:80]} ({type(move).__name__})"})


if __name__ == "__main__":
    main()
