"""The process a submitted bot runs in (started by :mod:`gamelib.bots.sandbox`; stdlib only).

Run as ``python -I -u runner.py --files-fd N --file Source/bot.py`` (a student's bot: the
submission's files, packed by :meth:`gamelib.bots.submissions.Submission.packed`, are read from
the inherited file descriptor ``N`` and written into ``./submission`` -- checked again, never
through a link -- before anything of the bot runs; the entry's folder becomes the working folder
and the first import path) or ``--reference LEVEL --path DIR`` (one of gamelib's own levels,
with gamelib's parent folder ``DIR``).

It talks to the tournament over private copies of its standard input and output, one JSON
object a line; the bot's own ``print`` and ``input`` go to standard error and an empty input,
so nothing a bot prints can be taken for a move and nothing it reads can steal a request::

    runner -> {"status": "ready"}  or  {"status": "import-error", "detail": "..."}
    tournament -> {"victory_cell": "a1 c7 d5 g4 f3", "cell": "E E ...", "you": "BLACK",
                   "rule": "course"}            (+ "answer_by": a time, for gamelib's own bots)
    runner -> {"move": "d3"}  |  {"garbage": "42 (int)"}
              |  {"error": "...", "kind": "exception", "where": "..."}

A bot can write into these pipes too (it runs in this process): the tournament trusts no line
of them. A bot that calls ``sys.exit`` or ``os._exit`` ends this process, as it would on its
own; the tournament sees the exit status.
"""

from __future__ import annotations

import argparse
import importlib.util
import io
import json
import os
import sys
import traceback

MAX_BYTES = 20 * 1024 * 1024   # all of a submission's files together
MAX_FILES = 1000               # files in a submission
MAX_DEPTH = 16                 # folders a file may lie in, one inside the other
MAX_PART = 255                 # bytes of one file or folder name (Linux's limit)


def unpack(block: bytes | io.BufferedIOBase, folder: str) -> int:
    """Write the files of :meth:`gamelib.bots.submissions.Submission.packed` under ``folder`` (which must be empty);
    returns how many. Each path is checked again (relative, no ``..``, at most
    :data:`MAX_DEPTH` deep); files are created new (``O_EXCL``, never through a link).
    ValueError says what is wrong.

    The runner calls this in the bot's fresh folder before anything of the bot runs.
    """
    stream = io.BytesIO(block) if isinstance(block, bytes) else block
    header = stream.readline(MAX_FILES * (MAX_PART + 32) + 64)
    try:
        entries = json.loads(header)
    except ValueError:
        raise ValueError("the list of files is not JSON") from None
    if not isinstance(entries, list) or len(entries) > MAX_FILES:
        raise ValueError(f"the list of files is not a list of at most {MAX_FILES} files")
    root = os.path.realpath(folder)
    for entry in entries:
        if not (isinstance(entry, list) and len(entry) == 2 and isinstance(entry[0], str)
                and isinstance(entry[1], int) and 0 <= entry[1] <= MAX_BYTES):
            raise ValueError(f"{entry!r} is not a file of the submission")
        relative, size = entry
        problem = path_problem(relative)
        if problem:
            raise ValueError(problem)
        parts = relative.split("/")
        where = root
        for part in parts[:-1]:
            where = os.path.join(where, part)
            try:
                os.mkdir(where, 0o755)
            except FileExistsError:
                if os.path.islink(where) or not os.path.isdir(where):
                    raise ValueError(f"{relative!r}: {part!r} is a file and a folder") from None
        handle = os.open(os.path.join(where, parts[-1]),
                         os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW, 0o644)
        with os.fdopen(handle, "wb") as out:
            left = size
            while left:
                chunk = stream.read(min(left, 1 << 20))
                if not chunk:
                    raise ValueError(f"{relative!r} is cut short")
                out.write(chunk)
                left -= len(chunk)
    return len(entries)


def path_problem(relative: str) -> str | None:
    """What makes ``relative`` no path of a submission's file, or None.

    >>> path_problem("Source/bot.py") is None, path_problem("../x.py")
    (True, "the path '../x.py' leaves the submission; refusing it")
    """
    parts = relative.split("/")
    if not relative or relative.startswith("/") or any(p in ("", ".", "..") for p in parts):
        return f"the path {relative!r} leaves the submission; refusing it"
    if len(parts) > MAX_DEPTH + 1:
        return (f"the path {relative[:80]!r}... lies {len(parts) - 1} folders deep; at most "
                f"{MAX_DEPTH} are allowed")
    if any(len(p.encode("utf-8", "surrogateescape")) > MAX_PART for p in parts):
        return f"the path {relative[:80]!r}... has a name longer than {MAX_PART} bytes"
    if not relative.isprintable() or "\\" in relative:
        return f"the path {relative!r} holds control characters or backslashes"
    return None



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


def _student_bot(files_fd: int, entry: str):
    """Write the submission's files (from ``files_fd``) into ``./submission``, then load
    ``entry`` from there: its folder becomes the working folder and the first import path."""
    with os.fdopen(files_fd, "rb") as block:
        os.mkdir("submission", 0o755)
        unpack(block, "submission")
    problem = path_problem(entry)
    if problem:
        raise ValueError(problem)
    path = os.path.join(os.getcwd(), "submission", entry)
    folder, filename = os.path.split(path)
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


class Deadline:
    """A hard deadline for gamelib's own engines: a watchdog process, forked before numba is
    loaded, shares a page with this one. The engine counts its nodes there (``[nodes, limit,
    aborted]``, see :class:`gamelib.engines.othello.OthelloEngine`); once the deadline has
    passed, the watchdog sets the limit to -1 every two milliseconds until it is disarmed, and
    the search ends at its next node. A thread could not do it: the compiled search holds the
    interpreter's lock, so no other thread of this process runs until it returns."""

    def __init__(self):
        import mmap

        self.page = mmap.mmap(-1, 64)   # anonymous and shared with the child
        self.parent = os.getpid()
        self.watchdog = os.fork()
        if self.watchdog == 0:
            self._watch()

    def _watch(self) -> None:  # pragma: no cover - runs in the forked child
        import struct
        import time

        try:
            while os.getppid() == self.parent:
                time.sleep(0.002)
                move, deadline = struct.unpack_from("<qd", self.page, 24)
                if deadline and time.monotonic() >= deadline:
                    if struct.unpack_from("<q", self.page, 24)[0] == move:  # still that move
                        struct.pack_into("<q", self.page, 8, -1)
        finally:
            os._exit(0)

    def stats(self):
        """The engine's counters, in the shared page."""
        import numpy

        return numpy.frombuffer(self.page, dtype=numpy.int64, count=3)

    def arm(self, when: float) -> None:
        import struct

        move = struct.unpack_from("<q", self.page, 24)[0] + 1
        struct.pack_into("<qd", self.page, 24, move, when)

    def disarm(self) -> None:
        import struct

        struct.pack_into("<d", self.page, 32, 0.0)


def _reference_bot(level: str, path: str, time_limit: float):
    """One of gamelib's levels. The engines (weak, medium, strong) think about ``time_limit``
    seconds and, given ``answer_by`` (a time of ``time.monotonic``, which the tournament's clock
    shares), stop :data:`ANSWER_MARGIN` seconds before it whatever the load; one engine serves
    the whole game, so what it learns of this machine's speed carries from move to move."""
    deadline = Deadline() if level in ENGINES else None
    sys.path.insert(0, path)
    from gamelib.engines.othello import LEVELS, engine_player  # noqa: PLC0415
    from gamelib.engines.othello_bot import bot, parse_board, parse_side, parse_victory_cells
    from gamelib.games.othello import Othello, OthelloState, square_name

    engines: dict = {}

    def play(victory_cell: str, cell: str, you: str, rule: str = "course",
             answer_by: float | None = None) -> str:
        if deadline is None or level not in LEVELS:
            return bot(victory_cell, cell, you, level=level, time_limit=time_limit, rule=rule)
        key = (victory_cell, rule)
        if key not in engines:
            victory = parse_victory_cells(victory_cell) if victory_cell != "" else None
            game = Othello(victory_cells=victory, rule=rule)
            engines.clear()
            engines[key] = game, engine_player(game, level, time_limit, stats=deadline.stats())
        game, engine = engines[key]
        black, white = parse_board(cell)
        state = OthelloState(black, white, parse_side(you))
        if game.is_terminal(state):
            return "NULL"
        if answer_by is not None:
            deadline.arm(answer_by - ANSWER_MARGIN)
        try:
            return square_name(engine.choose(game, state))
        finally:
            deadline.disarm()

    play(_START_CELLS, _START_BOARD, "BLACK")  # warm up: imports and first-call costs now
    return play


ENGINES = ("weak", "medium", "strong")   # the levels that search (the others answer at once)
#: seconds kept between the end of an engine's search and the tournament's deadline: the
#: answer's way back (a JSON line through a pipe, the tournament's process woken)
ANSWER_MARGIN = 0.02
_START_CELLS = "a1 c7 d5 g4 f3"
_START_BOARD = "\n".join(" ".join("W" if (r, c) in {(3, 3), (4, 4)} else
                                  "B" if (r, c) in {(3, 4), (4, 3)} else "E" for c in range(8))
                         for r in range(8))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--file", help="the entry file, relative to the submission")
    parser.add_argument("--files-fd", type=int, help="the packed submission's file descriptor")
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
               else _student_bot(args.files_fd, args.file))
    except SystemExit:
        raise
    except BaseException as exc:  # whatever the bot's import did: report it, do not guess
        say({"status": "import-error", "detail": _short_error(exc)})
        return
    say({"status": "ready"})
    for line in requests:
        request = json.loads(line)
        extra = ({"rule": request["rule"], "answer_by": request.get("answer_by")}
                 if args.reference else {})
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
            say({"move": str.__getitem__(move, slice(0, 200))})  # a plain str, whatever move is
        else:
            try:
                shown = repr(move)[:80]
            except BaseException:  # noqa: BLE001 -- a bot's object whose repr fails
                shown = "an object that cannot be shown"
            say({"garbage": f"{shown} ({type(move).__name__})"})


if __name__ == "__main__":
    main()
