"""A submitted bot in a sandbox of its own, with a time limit per move and a memory limit.

Each bot runs in :mod:`gamelib.bots.runner`, in a fresh temporary folder holding a copy of
its submission. A student's bot runs inside bubblewrap and its own cgroups where the machine
allows (:mod:`gamelib.bots.isolation`: no network, no files but its own, no view of other
processes, memory and process limits for it with all its children, every process frozen
between its moves); everywhere, the runner also sets per-process limits on itself before it
loads the bot: address space (``memory_mb``), file size (nothing it writes grows past 16 MB),
CPU seconds (a generous cap for the whole game). If the tournament dies, even by ``kill -9``,
every process of the bot is killed too (parent-death signals down the chain). Every read,
write and wait has a deadline; whatever a bot does to its pipes or itself ends as a fault of
that bot.

Every way a bot can fail becomes a :class:`BotFault` whose ``kind`` is one of
:data:`FAULT_KINDS`, with a detail a teacher can act on:

>>> from gamelib.bots.submissions import reference_submission
>>> with BotProcess(reference_submission("weak"), time_limit=2.0) as process:
...     process.ask("a1 c7 d5 g4 f3", START_CELL, "BLACK") in {"d3", "c4", "f5", "e6"}
True

What the sandbox does not do: it does not make machines equal (a bot's moves take what the CPU
gives) and it does not hide timing (a bot can measure how long things take). Without bubblewrap
(see :func:`gamelib.bots.isolation.isolation`) a bot can read what its user can read and open
network connections: run untrusted code in a container there.
"""

from __future__ import annotations

import json
import os
import selectors
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from types import TracebackType

from gamelib.bots.isolation import (INSIDE_FOLDER, INSIDE_RUNNER, Cage, Isolation, isolation,
                                     sandbox_prefix)
from gamelib.bots.submissions import Submission

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
}

RUNNER = Path(__file__).with_name("runner.py")
START_CELL = "\n".join(" ".join("W" if (r, c) in {(3, 3), (4, 4)} else
                                "B" if (r, c) in {(3, 4), (4, 3)} else "E" for c in range(8))
                       for r in range(8))
MAX_ANSWER = 64 * 1024          # bytes in one protocol line from a bot
MAX_WRITTEN = 16 * 1024 * 1024  # bytes a bot may write to any one file (its stderr included)


class BotFault(Exception):
    """A bot failed: ``kind`` (a key of :data:`FAULT_KINDS`) and what exactly happened."""

    def __init__(self, kind: str, detail: str):
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
        self.folder: Path | None = None
        self.cage: Cage | None = None
        self.longest = 0.0  # the longest answer so far, in seconds
        self._buffer = b""
        self._stderr = None

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
        # the tournament's process id in the name: a later run removes what kill -9 left
        self.folder = Path(tempfile.mkdtemp(prefix=f"gamelib-bot-{os.getpid()}-"))
        inside = self.sandboxed
        runner = INSIDE_RUNNER if inside else str(RUNNER)
        command = [sys.executable, "-I", "-u", runner, "--memory-mb", str(self.memory_mb),
                   "--cpu-seconds", str(self.cpu_seconds), "--max-written", str(MAX_WRITTEN)]
        if self.submission.reference:
            command += ["--reference", self.submission.reference,
                        "--path", str(Path(__file__).resolve().parents[2]),
                        "--time-limit", str(round(self.time_limit * 0.5, 3))]
        else:
            if self.submission.problem:
                raise BotFault("import", self.submission.problem)
            try:
                entry = self.submission.unpack(self.folder / "submission")
            except (OSError, ValueError) as exc:
                raise BotFault("import", f"its files cannot be unpacked: {exc}") from None
            where = Path(INSIDE_FOLDER) / entry.relative_to(self.folder) if inside else entry
            command += ["--file", str(where)]
        home = INSIDE_FOLDER if inside else str(self.folder)
        env = {"PATH": "/usr/bin:/bin" if inside else os.environ.get("PATH", "/usr/bin:/bin"),
               "HOME": home, "TMPDIR": "/tmp" if inside else home, "PYTHONHASHSEED": "0",
               "LANG": "C.UTF-8", "OMP_NUM_THREADS": "1", "OPENBLAS_NUM_THREADS": "1",
               "NUMBA_NUM_THREADS": "1"}
        if inside:  # bubblewrap clears the environment: the bot's is set inside
            # gamelib's kernel as plain Python there: numba cannot use its read-only cache in
            # the sandbox, and compiling anew would take a bot's whole start-up time
            env["GAMELIB_NUMBA"] = "0"
            command = (sandbox_prefix(self.folder, RUNNER)
                       + [word for key, value in env.items() for word in ("--setenv", key, value)]
                       + command)
        self._stderr = (self.folder / "stderr.txt").open("wb")
        self.cage = Cage(self.confinement, self.memory_mb)
        self.cage.make()
        self.process = subprocess.Popen(
            command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=self._stderr,
            cwd=self.folder, env=env, start_new_session=True, preexec_fn=self._in_child)
        self.cage.pid = self.process.pid
        try:
            hello = self._read(self.startup_s, "import")
        except BotFault as fault:
            late = fault.detail.startswith("no answer within")
            raise BotFault("import", f"did not finish loading within {self.startup_s:g} s" if late
                           else fault.detail) from None
        if hello.get("status") != "ready":
            raise BotFault("import", str(hello.get("detail", hello))[:600])
        self.pause()

    def _in_child(self) -> None:
        """In the new process, before it runs anything of the bot: die with the tournament,
        and enter the cage, so every process the bot makes is in it from the start."""
        if sys.platform.startswith("linux"):
            _prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG: kept by bwrap and passed down
        if self.cage is not None:
            for folder in self.cage.folders:
                handle = os.open(folder / "cgroup.procs", os.O_WRONLY)
                try:
                    os.write(handle, str(os.getpid()).encode())
                finally:
                    os.close(handle)

    def close(self) -> None:
        """Kill every process of the bot and remove its folder and cgroups; never waits
        without a deadline and never raises (a bot may have broken its pipes)."""
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
            self.process = None
        if self._stderr is not None:
            self._stderr.close()
            self._stderr = None
        if self.cage is not None:
            self.cage.remove()
            self.cage = None
        if self.folder is not None:
            shutil.rmtree(self.folder, ignore_errors=True)
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
        if "move" in answer and isinstance(answer["move"], str):
            return answer["move"]
        if "garbage" in answer:
            raise BotFault("garbage", f"returned {answer['garbage']}, not a string such as 'd3' "
                                      "or 'NULL'")
        if answer.get("kind") in ("exception", "memory"):
            where = answer.get("where", "")
            raise BotFault(answer["kind"], answer.get("error", "") +
                           (f"\n{where.strip()}" if where else ""))
        raise BotFault("garbage", f"sent {json.dumps(answer)[:200]}")

    def _read(self, limit: float, late_kind: str) -> dict:
        """One protocol line within ``limit`` seconds."""
        deadline = time.monotonic() + limit
        stdout = self.process.stdout
        with selectors.DefaultSelector() as selector:
            selector.register(stdout, selectors.EVENT_READ)
            while b"\n" not in self._buffer:
                left = deadline - time.monotonic()
                if left <= 0 or not selector.select(left):
                    self._kill()
                    raise BotFault(late_kind, f"no answer within {limit:g} s")
                chunk = os.read(stdout.fileno(), 65536)
                if not chunk:
                    raise self._ended()
                self._buffer += chunk
                if len(self._buffer) > MAX_ANSWER:
                    raise BotFault("garbage", f"sent more than {MAX_ANSWER} bytes without a newline")
        line, _, self._buffer = self._buffer.partition(b"\n")
        try:
            message = json.loads(line)
        except ValueError:
            raise BotFault("garbage", f"sent {line[:200]!r}") from None
        if not isinstance(message, dict):
            raise BotFault("garbage", f"sent {line[:200]!r}")
        return message

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
        """The end of what the bot printed (prints go to standard error)."""
        if self.folder is None:
            return ""
        path = self.folder / "stderr.txt"
        try:
            with path.open("rb") as handle:
                handle.seek(max(0, path.stat().st_size - size))
                return handle.read().decode("utf-8", "replace").strip()
        except OSError:
            return ""


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
