"""A submitted bot in a sandbox of its own, with a time limit per move and a memory limit.

Each bot runs in :mod:`gamelib.bots.runner`. A student's bot runs inside bubblewrap and its own
cgroups where the machine allows (:mod:`gamelib.sandbox.isolation`: no network, no files but its
own -- a fresh tmpfs of 64 MB, into which the runner writes the submission's files before it
loads the bot --, no view of other processes, a seccomp filter, memory, process and CPU limits
for it with all its children, every process frozen between its moves); everywhere, the runner
also sets per-process limits on itself before it loads the bot: address space (``memory_mb``),
file size (nothing it writes grows past 16 MB), CPU seconds (a generous cap for the whole game).
If the tournament dies, even by ``kill -9``, every process of the bot is killed too
(parent-death signals down the chain, and the guard of :mod:`gamelib.sandbox.isolation` for the
frozen ones). Every read, write and wait has a deadline; whatever a bot does to its pipes or
itself ends as a fault of that bot.

**Trust boundary.** The tournament never opens a path the bot controls: what the bot prints
comes through a pipe the tournament holds (its last :data:`KEPT_OUTPUT` bytes are kept for the
fault's detail), and its folder is never read. Every line a bot sends is bounded
(:data:`MAX_ANSWER` bytes, :data:`MAX_DEPTH` levels), parsed with every error caught and checked
field by field (:func:`parse_message`, :func:`answer_of`): anything else is the bot's
``garbage``. Every detail is :func:`~gamelib.bots.untrusted.printable`.

Every way a bot can fail becomes a :class:`BotFault` whose ``kind`` is one of
:data:`FAULT_KINDS`, with a detail a teacher can act on:

>>> from gamelib.bots.submissions import reference_submission
>>> with BotProcess(reference_submission("weak"), time_limit=2.0) as process:
...     process.ask("a1 c7 d5 g4 f3", START_CELL, "BLACK") in {"d3", "c4", "f5", "e6"}
True

What the sandbox does not do: it does not make machines equal (a bot's moves take what the CPU
gives) and it does not hide timing (a bot can measure how long things take). Without bubblewrap
(see :func:`gamelib.sandbox.isolation.isolation`) a bot can read what its user can read and open
network connections: run untrusted code in a container there.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from dataclasses import replace
from pathlib import Path
from types import TracebackType

from gamelib.sandbox.isolation import (INSIDE_FOLDER, INSIDE_RUNNER, PREFIX, Cage, Guard, Isolation,
                                     Launch, _memfd, isolation, sandbox_launch)
from gamelib.bots.submissions import Submission
from gamelib.sandbox.channel import LineChannel, NoLine
from gamelib.bots.untrusted import printable

#: why a bot can lose a game without losing it on the board
FAULT_KINDS = {
    "import": "could not be loaded (syntax error, an exception on import, no bot function, "
              "or too slow to start)",
    "exception": "raised an exception",
    "memory": "ran out of its memory limit",
    "crash": "was killed by a signal (a crash, or a resource limit)",
    "exit": "ended its own process",
    "timeout": "did not answer within the time per move",
    "garbage": "answered something that is not a square name or NULL",
    "illegal": "answered a square that is not a legal move",
    "closed": "closed its connection to the tournament",
    "unread": "did not take what the server sent within its send deadline (the networked "
              "tournament: it stopped reading its connection)",
}

RUNNER = Path(__file__).with_name("runner.py")
START_CELL = "\n".join(" ".join("W" if (r, c) in {(3, 3), (4, 4)} else
                                "B" if (r, c) in {(3, 4), (4, 3)} else "E" for c in range(8))
                       for r in range(8))
MAX_ANSWER = 64 * 1024          # bytes in one protocol line from a bot
MAX_WRITTEN = 16 * 1024 * 1024  # bytes a bot may write to any one file
MAX_DEPTH = 32                  # nesting of [ and { in one protocol line
MAX_DETAIL = 1000               # characters of a fault's detail
KEPT_OUTPUT = 4096              # bytes of a bot's output kept for its last words
#: the thread pools of numba, OpenMP, OpenBLAS, MKL, numexpr and Accelerate: one thread
THREADS = {name: "1" for name in ("NUMBA_NUM_THREADS", "OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS",
                                  "MKL_NUM_THREADS", "NUMEXPR_NUM_THREADS",
                                  "VECLIB_MAXIMUM_THREADS", "BLIS_NUM_THREADS")}
#: gamelib's reference bots think for this share of the time per move, and end a search that
#: runs over at the second share (measured from when the tournament asks), whatever the load
REFERENCE_SOFT, REFERENCE_HARD = 0.5, 0.7


class BotFault(Exception):
    """A bot failed: ``kind`` (a key of :data:`FAULT_KINDS`) and what exactly happened.

    The detail may quote what the bot said; it is kept :func:`printable` (escape sequences, lone
    surrogates and line separators written as escapes, at most :data:`MAX_DETAIL` characters),
    so it is safe on a terminal, in a results line and on the page.

    >>> BotFault("exception", "ValueError: \\x1b[2J\\ud800").detail
    'ValueError: \\\\x1b[2J\\\\ud800'
    """

    def __init__(self, kind: str, detail: str):
        detail = printable(detail, MAX_DETAIL, newlines=True)
        super().__init__(f"{kind}: {detail}")
        self.kind, self.detail = kind, detail


class BotProcess:
    """One bot, started on entry and killed on exit; :meth:`ask` plays one move."""

    def __init__(self, submission: Submission, *, time_limit: float = 1.0, memory_mb: int = 1024,
                 startup_s: float = 20.0, cpu_seconds: int = 600,
                 confinement: Isolation | None = None):
        self.submission = submission
        self.time_limit, self.memory_mb, self.startup_s = time_limit, memory_mb, startup_s
        self.cpu_seconds = cpu_seconds
        self.confinement = confinement if confinement is not None else isolation("auto")
        self.process: subprocess.Popen | None = None
        self.folder: Path | None = None   # on the host: only for a bot outside bubblewrap
        self.cage: Cage | None = None
        self.longest = 0.0  # the longest answer so far, in seconds
        self._said = bytearray()  # the end of what the bot printed (its standard error)
        self._stderr: int | None = None  # the reading end of the pipe it prints into
        self._channel: LineChannel | None = None

    # -- life ------------------------------------------------------------------------------
    def __enter__(self) -> BotProcess:
        self.start()
        return self

    def __exit__(self, kind: type[BaseException] | None, value: BaseException | None,
                 tb: TracebackType | None) -> None:
        self.close()

    @property
    def sandboxed(self) -> bool:
        """Whether this bot runs in bubblewrap (students' bots do where it can run; gamelib's
        own reference bots are trusted and run as before)."""
        return self.confinement.sandbox and not self.submission.reference

    def start(self) -> None:
        """Start the bot and wait until it has loaded; BotFault("import", ...) if it cannot.
        Whatever goes wrong, nothing is left running and no folder is left behind."""
        try:
            self._start()
        except BaseException:
            self.close()
            raise

    def _start(self) -> None:
        inside = self.sandboxed
        if not inside:  # outside bubblewrap the bot's folder is on the host's disk
            # the tournament's process id in the name: a later run removes what kill -9 left
            self.folder = Path(tempfile.mkdtemp(prefix=f"{PREFIX}{os.getpid()}-"))
            Guard.tell(f"folder {self.folder}")
        runner = INSIDE_RUNNER if inside else str(RUNNER)
        command = [sys.executable, "-I", "-u", runner, "--memory-mb", str(self.memory_mb),
                   "--cpu-seconds", str(self.cpu_seconds), "--max-written", str(MAX_WRITTEN)]
        files: list[int] = []
        if self.submission.reference:
            command += ["--reference", self.submission.reference,
                        "--path", str(Path(__file__).resolve().parents[2]),
                        "--time-limit", str(round(self.time_limit * REFERENCE_SOFT, 3))]
        else:
            if self.submission.problem:
                raise BotFault("import", self.submission.problem)
            # the files travel in a file descriptor; the runner writes them into the bot's
            # folder before it loads anything of the bot (unpacked and checked once, at load)
            files.append(_memfd("gamelib-submission", self.submission.packed()))
            command += ["--files-fd", str(files[0]), "--file", self.submission.entry]
        home = INSIDE_FOLDER if inside else str(self.folder)
        env = {"PATH": "/usr/bin:/bin" if inside else os.environ.get("PATH", "/usr/bin:/bin"),
               "HOME": home, "TMPDIR": "/tmp" if inside else home, "PYTHONHASHSEED": "0",
               "LANG": "C.UTF-8", **THREADS}
        launch = Launch(command, files)
        try:
            self.cage = Cage(self.confinement if inside else replace(self.confinement, user=False),
                             self.memory_mb)
            self.cage.make()
        except BaseException:
            launch.close()
            raise
        if inside:  # bubblewrap clears the environment: the bot's is set inside
            # gamelib's kernel as plain Python there: numba cannot use its read-only cache in
            # the sandbox, and compiling anew would take a bot's whole start-up time
            env["GAMELIB_NUMBA"] = "0"
            try:
                launch = sandbox_launch(command, env, RUNNER, keep_fds=tuple(files),
                                        user=self.cage.user)
            except BaseException:
                launch.close()
                raise
        said, self._stderr = _pipe()
        self._channel = None
        try:
            self.process = subprocess.Popen(
                launch.command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=said,
                cwd=self.folder or "/", env=env, start_new_session=True,
                pass_fds=launch.fds, preexec_fn=self._in_child)
        finally:
            os.close(said)
            launch.close()
        self.cage.pid = self.process.pid
        self._channel = LineChannel(self.process.stdout, self._stderr, self._keep)
        if not self.cage.folders:
            Guard.tell(f"group {self.process.pid}")
        try:
            hello = self._read(self.startup_s, "import")
        except BotFault as fault:
            late = fault.detail.startswith("no answer within")
            raise BotFault("import", f"did not finish loading within {self.startup_s:g} s" if late
                           else fault.detail) from None
        if hello.get("status") == "import-error" and isinstance(hello.get("detail"), str):
            raise BotFault("import", hello["detail"])
        if hello != {"status": "ready"}:
            raise BotFault("import", f"sent {_quote(hello)} instead of saying it was ready")
        self.pause()

    def _in_child(self) -> None:
        """In the new process, before it runs anything of the bot: die with the tournament,
        and enter the cage, so every process the bot makes is in it from the start."""
        if sys.platform.startswith("linux"):
            _prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG: kept by bwrap and passed down
        if self.cage is not None and self.cage.user is not None:
            self.cage.user.limit()  # its uid's allowances: signals, queues, files, processes
        if self.cage is not None:
            for folder in self.cage.folders:
                handle = os.open(folder / "cgroup.procs", os.O_WRONLY)
                try:
                    os.write(handle, str(os.getpid()).encode())
                finally:
                    os.close(handle)

    def close(self) -> None:
        """Kill every process of the bot and remove its cgroups (and its folder, outside the
        sandbox); never waits without a deadline and never raises (a bot may have broken its
        pipes)."""
        self._kill()
        if self.process is not None:
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                pass
            for pipe in (self.process.stdin, self.process.stdout):
                try:
                    if pipe:
                        pipe.close()
                except OSError:  # a broken pipe with data still buffered
                    pass
            if self.cage is not None and not self.cage.folders:
                Guard.tell(f"done-group {self.process.pid}")
            self.process = None
        if self._stderr is not None:
            os.close(self._stderr)
            self._stderr = None
        self._channel = None
        if self.cage is not None:
            self.cage.remove()
            self.cage = None
        if self.folder is not None:
            shutil.rmtree(self.folder, ignore_errors=True)
            Guard.tell(f"done-folder {self.folder}")
            self.folder = None

    def pause(self) -> None:
        """Stop every process of the bot (all its children too) until :meth:`resume`."""
        if self.cage is not None:
            self.cage.freeze()

    def resume(self) -> None:
        if self.cage is not None:
            self.cage.thaw()

    def _kill(self) -> None:
        """SIGKILL to every process of the bot (its cage, and the first process itself)."""
        if self.cage is not None:
            self.cage.kill()
        if self.process is not None:
            try:
                self.process.kill()
            except OSError:
                pass

    # -- one move ----------------------------------------------------------------------------
    def ask(self, victory_cell: str, cell: str, you: str, rule: str = "course") -> str:
        """The bot's answer (a string, not yet checked against the rules), or a BotFault."""
        request = {"victory_cell": victory_cell, "cell": cell, "you": you, "rule": rule}
        self.resume()
        started = time.monotonic()
        if self.submission.reference:  # gamelib's own bots keep a hard deadline of their own
            request["answer_by"] = started + REFERENCE_HARD * self.time_limit
        try:
            self.process.stdin.write((json.dumps(request) + "\n").encode())
            self.process.stdin.flush()
        except (BrokenPipeError, OSError):
            raise self._ended() from None
        try:
            answer = self._read(self.time_limit, "timeout")
        finally:
            self.longest = max(self.longest, time.monotonic() - started)
            self.pause()
        return answer_of(answer)

    def _read(self, limit: float, late_kind: str) -> dict:
        """One protocol line within ``limit`` seconds (what the bot prints meanwhile is kept,
        its last :data:`KEPT_OUTPUT` bytes)."""
        try:
            line = self._channel.read_line(limit, MAX_ANSWER)
        except NoLine as none:
            if none.why == "late":
                self._kill()
                raise BotFault(late_kind, f"no answer within {limit:g} s") from None
            if none.why == "closed":
                raise self._ended() from None
            raise BotFault("garbage", f"sent more than {MAX_ANSWER} bytes without a newline") from None
        return parse_message(line)

    def _keep(self, chunk: bytes) -> None:
        self._said += chunk
        del self._said[:-KEPT_OUTPUT]

    def _ended(self) -> BotFault:
        """The fault of a bot whose channel to the tournament is gone: how it ended, and its
        last words. A bot that closed its pipes but goes on running is killed first."""
        try:
            code = self.process.wait(timeout=0.5)
        except subprocess.TimeoutExpired:
            self._kill()
            return BotFault("closed", "closed its connection to the tournament and went on running")
        said = self.stderr_tail()
        said = f"; its last output: {said}" if said else ""
        if self.cage is not None and self.cage.out_of_memory():
            return BotFault("memory", f"its processes together went over {self.memory_mb} MB{said}")
        if self.sandboxed and code > 128 and code - 128 in signal.valid_signals():
            code = -(code - 128)  # bubblewrap reports a signal as 128 + its number
        if code < 0:
            name = signal.Signals(-code).name
            why = {"SIGKILL": " (killed: over its memory or CPU limit?)",
                   "SIGXCPU": " (over its CPU-time limit)",
                   "SIGXFSZ": f" (wrote more than {MAX_WRITTEN // 2**20} MB)"}.get(name, "")
            return BotFault("crash", f"killed by {name}{why}{said}")
        return BotFault("exit", f"its process ended with exit status {code}{said}")

    def stderr_tail(self, size: int = 400) -> str:
        """The end of what the bot printed (prints go to standard error), shown
        :func:`printable`. It comes through a pipe the tournament holds: no path of the bot's is
        ever opened. Whatever is still in the pipe is read first, for at most a moment."""
        if self._channel is not None:
            self._channel.drain(0.2)
        text = bytes(self._said[-size:]).decode("utf-8", "replace").strip()
        return printable(text, size)


def answer_of(message: dict) -> str:
    """What an answer of the runner means: the move (a string, not yet checked against the
    rules), or the bot's fault. Every field is checked; anything else is ``garbage``.

    >>> answer_of({"move": "d3"})
    'd3'
    >>> answer_of({"kind": "exception", "error": 12345})
    Traceback (most recent call last):
    ...
    gamelib.bots.sandbox.BotFault: garbage: sent {"kind": "exception", "error": 12345}, not an answer
    """
    if set(message) == {"move"} and isinstance(message["move"], str):
        return message["move"]
    if set(message) == {"garbage"} and isinstance(message["garbage"], str):
        raise BotFault("garbage", f"returned {message['garbage']}, not a string such as 'd3' "
                                  "or 'NULL'")
    kind, error, where = message.get("kind"), message.get("error"), message.get("where", "")
    if (kind in ("exception", "memory") and isinstance(error, str) and isinstance(where, str)
            and set(message) <= {"kind", "error", "where"}):
        raise BotFault(kind, error + (f"\n{where.strip()}" if where.strip() else ""))
    raise BotFault("garbage", f"sent {_quote(message)}, not an answer")


def parse_message(line: bytes) -> dict:
    """One protocol line as a JSON object, or a ``garbage`` BotFault: whatever the bytes (not
    UTF-8, too deep, a number where an object belongs), nothing but a BotFault comes out.

    >>> parse_message(b'{"move": "d3"}')
    {'move': 'd3'}
    >>> parse_message(b"[" * 5000)
    Traceback (most recent call last):
    ...
    gamelib.bots.sandbox.BotFault: garbage: sent a line nested deeper than 32 levels
    """
    if len(line) > MAX_ANSWER:
        raise BotFault("garbage", f"sent a line longer than {MAX_ANSWER} bytes")
    if _depth(line) > MAX_DEPTH:
        raise BotFault("garbage", f"sent a line nested deeper than {MAX_DEPTH} levels")
    try:
        message = json.loads(line.decode("utf-8"))
    except (ValueError, RecursionError, UnicodeDecodeError):
        raise BotFault("garbage", f"sent {line[:200]!r}") from None
    if not isinstance(message, dict):
        raise BotFault("garbage", f"sent {line[:200]!r}")
    return message


def _depth(line: bytes) -> int:
    """How deeply ``[`` and ``{`` nest in a JSON line (brackets inside strings counted too: a
    line that deep is not an answer either way)."""
    depth = deepest = 0
    for byte in line.translate(None, _NOT_BRACKETS):
        depth += 1 if byte in b"[{" else -1
        deepest = max(deepest, depth)
    return deepest


_NOT_BRACKETS = bytes(b for b in range(256) if b not in b"[]{}")


def _quote(message: object) -> str:
    """A message shown in a fault: its JSON, shortened."""
    try:
        text = json.dumps(message, ensure_ascii=True)
    except (ValueError, TypeError, RecursionError):
        text = repr(message)
    return text[:200] + ("..." if len(text) > 200 else "")


def _pipe() -> tuple[int, int]:
    """A pipe for the bot's standard error: (its writing end, the tournament's reading end,
    non-blocking)."""
    read, write = os.pipe()
    os.set_blocking(read, False)
    return write, read


def _prctl(option: int, value: int) -> None:
    """prctl(2) on Linux; nothing elsewhere."""
    try:
        _LIBC.prctl(option, value)
    except AttributeError:
        pass


try:  # loaded before any fork: the child only calls it
    import ctypes

    _LIBC = ctypes.CDLL(None)
except (OSError, ImportError):  # pragma: no cover - not Linux
    _LIBC = None
