"""A submitted bot in a process of its own, with a time limit per move and a memory limit.

Each bot runs in :mod:`gamelib.arena.bot_runner`, in a fresh temporary folder holding a copy of
its submission, in its own process group, under resource limits that the runner sets on itself
before it loads the bot: address space (``memory_mb``), file size (nothing it writes grows past
16 MB), CPU seconds (a generous cap for the whole game). Between its moves the whole process group is stopped (SIGSTOP), so a bot
cannot think, or slow its opponent, on the opponent's time. If the process that started it
dies, even by ``kill -9``, the bot is killed too (Linux's parent-death signal).

Every way a bot can fail becomes a :class:`BotFault` whose ``kind`` is one of
:data:`FAULT_KINDS`, with a detail a teacher can act on:

>>> from gamelib.arena.submissions import reference_submission
>>> with BotProcess(reference_submission("weak"), time_limit=2.0) as process:
...     process.ask("a1 c7 d5 g4 f3", START_CELL, "BLACK") in {"d3", "c4", "f5", "e6"}
True

What this does not do: it does not stop a bot from reading files its user may read or from
opening network connections. Run a tournament of untrusted code as an unprivileged user, or in
a container, as with any code from students (the README says how).
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

from gamelib.arena.submissions import Submission

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
}

RUNNER = Path(__file__).with_name("bot_runner.py")
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
                 startup_s: float = 20.0, cpu_seconds: int = 600):
        self.submission = submission
        self.time_limit, self.memory_mb, self.startup_s = time_limit, memory_mb, startup_s
        self.cpu_seconds = cpu_seconds
        self.process: subprocess.Popen | None = None
        self.folder: Path | None = None
        self.longest = 0.0  # the longest answer so far, in seconds
        self._buffer = b""

    # -- life ------------------------------------------------------------------------------
    def __enter__(self) -> BotProcess:
        self.start()
        return self

    def __exit__(self, kind: type[BaseException] | None, value: BaseException | None,
                 tb: TracebackType | None) -> None:
        self.close()

    def start(self) -> None:
        """Start the bot and wait until it has loaded; BotFault("import", ...) if it cannot."""
        self.folder = Path(tempfile.mkdtemp(prefix="gamelib-bot-"))
        command = [sys.executable, "-I", "-u", str(RUNNER), "--memory-mb", str(self.memory_mb),
                   "--cpu-seconds", str(self.cpu_seconds), "--max-written", str(MAX_WRITTEN)]
        if self.submission.reference:
            command += ["--reference", self.submission.reference,
                        "--path", str(Path(__file__).resolve().parents[2]),
                        "--time-limit", str(round(self.time_limit * 0.5, 3))]
        else:
            entry = self.submission.unpack(self.folder / "submission")
            command += ["--file", str(entry)]
        self._stderr = (self.folder / "stderr.txt").open("wb")
        env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": str(self.folder),
               "TMPDIR": str(self.folder), "PYTHONHASHSEED": "0", "LANG": "C.UTF-8",
               "OMP_NUM_THREADS": "1", "OPENBLAS_NUM_THREADS": "1", "NUMBA_NUM_THREADS": "1"}
        self.process = subprocess.Popen(
            command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=self._stderr,
            cwd=self.folder, env=env, start_new_session=True)
        try:
            hello = self._read(self.startup_s, "import")
        except BotFault as fault:
            late = fault.detail.startswith("no answer within")
            raise BotFault("import", f"did not finish loading within {self.startup_s:g} s" if late
                           else fault.detail) from None
        if hello.get("status") != "ready":
            raise BotFault("import", str(hello.get("detail", hello))[:600])
        self.pause()

    def close(self) -> None:
        """Kill the bot's whole process group and remove its folder."""
        if self.process is not None:
            try:
                os.killpg(self.process.pid, signal.SIGKILL)
            except (ProcessLookupError, PermissionError):
                pass
            self.process.wait()
            for pipe in (self.process.stdin, self.process.stdout):
                if pipe:
                    pipe.close()
            self._stderr.close()
            self.process = None
        if self.folder is not None:
            shutil.rmtree(self.folder, ignore_errors=True)
            self.folder = None

    def pause(self) -> None:
        self._signal(signal.SIGSTOP)

    def resume(self) -> None:
        self._signal(signal.SIGCONT)

    def _signal(self, number: int) -> None:
        try:
            os.killpg(self.process.pid, number)
        except (ProcessLookupError, PermissionError):
            pass  # already gone: the next read says how

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
                    self._signal(signal.SIGKILL)
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
        """The fault of a bot whose process has gone: how it ended, and its last words."""
        code = self.process.wait()
        said = self.stderr_tail()
        said = f"; its last output: {said}" if said else ""
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
