"""Where a student's bot runs: a bubblewrap sandbox inside its own cgroups.

**The sandbox** (Debian's ``bubblewrap``, the sandbox Flatpak uses): new PID, network, IPC and
UTS namespaces; a read-only view of only what Python needs (``/usr``, the interpreter and its
environment) and the bot's own folder, writable, at ``/bot``; nothing else of the file system --
not the other submissions, the results, the project or the home folder; a ``/proc`` that shows
only the bot's own processes; an unprivileged user and no capabilities. The bot's first process
is the namespace's, so when it ends every process the bot started ends with it, and it ends
when the tournament does, even after ``kill -9`` (parent-death signals down the chain).

**Cgroups** (where the machine lets us make them: cgroup v1, as root): memory and
process-count limits that hold for the bot *with all its children*, and a freezer that stops
every one of its processes between its moves, so neither a forked helper nor a thread thinks
on the opponent's time.

Where bubblewrap cannot run (not installed, no user namespaces: a laptop with macOS or
Windows), bots run as before -- their own process group with per-process limits, stopped by
signals -- and :func:`isolation` says so in one line; ``mode="require"`` refuses instead.

>>> describe(Isolation(sandbox=True, cgroups=True)).startswith("bots run in a bubblewrap sandbox")
True
"""

from __future__ import annotations

import os
import secrets
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

CGROUP_ROOT = Path("/sys/fs/cgroup")
CONTROLLERS = ("memory", "pids", "freezer")
PIDS_MAX = 64                      # tasks (processes and threads) a bot may have at once
INSIDE_FOLDER = "/bot"             # the bot's own folder, as the bot sees it
INSIDE_RUNNER = "/opt/gamelib/runner.py"
MODES = ("auto", "require", "off")


@dataclass(frozen=True)
class Isolation:
    """What confines a bot on this machine: ``sandbox`` (bubblewrap) and ``cgroups``."""

    sandbox: bool
    cgroups: bool
    why_not: str = ""   # why bubblewrap cannot run, when it cannot


def describe(found: Isolation) -> str:
    """One line for the console and the standings page: what holds and what does not."""
    if found.sandbox:
        words = ("bots run in a bubblewrap sandbox: no network, no files but their own, no view "
                 "of other processes, nothing outlives the game")
    else:
        words = (f"bots are NOT isolated ({found.why_not}): a bot can read what its user can "
                 "read and open network connections; run untrusted code in a container")
    if found.cgroups:
        words += "; memory and process limits hold for a bot with all its children, all frozen between moves"
    else:
        words += "; limits are per process (no cgroups here), a bot is stopped by signals between moves"
    return words


@lru_cache(maxsize=1)
def _bubblewrap() -> str:
    """'' if bubblewrap runs Python here, else why not."""
    bwrap = shutil.which("bwrap")
    if bwrap is None:
        return "bubblewrap is not installed; apt-get install bubblewrap"
    try:
        done = subprocess.run(sandbox_prefix(Path(tempfile.gettempdir())) +
                              [sys.executable, "-I", "-c", "pass"], capture_output=True, timeout=30)
    except (OSError, subprocess.TimeoutExpired) as exc:
        return f"bubblewrap cannot start: {exc}"
    if done.returncode != 0:
        said = done.stderr.decode("utf-8", "replace").strip().splitlines()
        return f"bubblewrap cannot run here: {said[-1] if said else 'exit ' + str(done.returncode)}"
    return ""


@lru_cache(maxsize=1)
def _cgroups() -> bool:
    """Whether this process may make memory, pids and freezer cgroups (cgroup v1, as root)."""
    name = f"gamelib-probe-{os.getpid()}"
    made = []
    try:
        for controller in CONTROLLERS:
            folder = CGROUP_ROOT / controller / name
            folder.mkdir()
            made.append(folder)
        return True
    except OSError:
        return False
    finally:
        for folder in made:
            try:
                folder.rmdir()
            except OSError:
                pass


def isolation(mode: str = "auto") -> Isolation:
    """What this machine offers; ``mode="require"`` raises ValueError without bubblewrap,
    ``mode="off"`` uses neither (for tests of the fallback)."""
    if mode not in MODES:
        raise ValueError(f"unknown sandbox mode {mode!r}; choose one of {', '.join(MODES)}")
    if mode == "off":
        return Isolation(False, False, "the sandbox was turned off")
    why_not = _bubblewrap() if sys.platform.startswith("linux") else f"no bubblewrap on {sys.platform}"
    if mode == "require" and why_not:
        raise ValueError(f"--sandbox require: {why_not}")
    return Isolation(not why_not, _cgroups(), why_not)


def sandbox_prefix(folder: Path, runner: Path | None = None) -> list[str]:
    """The bubblewrap command that runs what follows it with ``folder`` as ``/bot``."""
    command = ["bwrap", "--unshare-all", "--die-with-parent", "--new-session", "--cap-drop", "ALL",
               "--uid", "65534", "--gid", "65534",
               # the empty /tmp first: what is bound later (a checkout under /tmp) stays visible
               "--tmpfs", "/tmp", "--proc", "/proc", "--dev", "/dev"]
    for system in ("/usr", "/bin", "/lib", "/lib64", "/sbin"):
        command += ["--ro-bind-try", system, system]
    for prefix in sorted({sys.base_prefix, sys.prefix, str(Path(sys.executable).resolve().parent)}):
        command += ["--ro-bind", prefix, prefix]
    # gamelib itself (students' bots may use its rules) and its data, read-only where they are:
    # only these two folders of a checkout, never the checkout (results, notes) around them
    from gamelib.paths import data_dir

    for shared in (Path(__file__).resolve().parents[1], data_dir().resolve()):
        if shared.is_dir() and not str(shared).startswith(sys.prefix):
            command += ["--ro-bind", str(shared), str(shared)]
    command += ["--bind", str(folder), INSIDE_FOLDER, "--chdir", INSIDE_FOLDER, "--clearenv"]
    if runner is not None:
        command += ["--ro-bind", str(runner), INSIDE_RUNNER]
    return command


class Cage:
    """One bot's cgroups (made by :meth:`make`, removed by :meth:`remove`) and the ways to stop,
    go on and kill every process in it; without cgroups, the same through the process tree."""

    def __init__(self, found: Isolation, memory_mb: int):
        self.found, self.memory_mb = found, memory_mb
        self.name = f"gamelib-bot-{os.getpid()}-{secrets.token_hex(4)}"
        self.pid: int | None = None   # the bot's first process (bwrap, or the runner)
        self.folders: list[Path] = []

    def make(self) -> None:
        if not self.found.cgroups:
            return
        for controller in CONTROLLERS:
            folder = CGROUP_ROOT / controller / self.name
            folder.mkdir()
            self.folders.append(folder)
        limit = str(self.memory_mb * 1024 * 1024)
        memory = CGROUP_ROOT / "memory" / self.name
        (memory / "memory.limit_in_bytes").write_text(limit)
        try:  # no swap beyond the limit either, where the kernel accounts it
            (memory / "memory.memsw.limit_in_bytes").write_text(limit)
        except OSError:
            pass
        (CGROUP_ROOT / "pids" / self.name / "pids.max").write_text(str(PIDS_MAX))

    def join(self) -> None:
        """Put the calling process in the cage (run in the child before it execs the bot)."""
        for folder in self.folders:
            (folder / "cgroup.procs").write_text(str(os.getpid()))

    # -- every process at once --------------------------------------------------------------
    def members(self) -> list[int]:
        """The processes in the cage (cgroup), or the bot's process tree."""
        if self.folders:
            try:
                text = (CGROUP_ROOT / "pids" / self.name / "cgroup.procs").read_text()
                return [int(p) for p in text.split()]
            except OSError:
                return []
        return [] if self.pid is None else process_tree(self.pid)

    def freeze(self) -> None:
        if self.folders:
            self._freezer("FROZEN")
        else:
            self._signal_all(signal.SIGSTOP)

    def thaw(self) -> None:
        if self.folders:
            self._freezer("THAWED")
        else:
            self._signal_all(signal.SIGCONT)

    def kill(self) -> None:
        """SIGKILL to every process; a frozen cage is thawed so the kill takes effect."""
        for _ in range(5):
            pids = self.members()
            if not pids:
                return
            for pid in pids:
                try:
                    os.kill(pid, signal.SIGKILL)
                except (ProcessLookupError, PermissionError):
                    pass
            if self.folders:
                self._freezer("THAWED")
            time.sleep(0.02)

    def out_of_memory(self) -> bool:
        """Whether the cage's memory limit was hit (the kernel killed or refused something)."""
        try:
            return int((CGROUP_ROOT / "memory" / self.name / "memory.failcnt").read_text()) > 0
        except (OSError, ValueError):
            return False

    def remove(self) -> None:
        self.kill()
        for folder in self.folders:
            for _ in range(50):  # the kernel empties a cgroup a moment after its last process
                try:
                    folder.rmdir()
                    break
                except OSError:
                    time.sleep(0.02)
        self.folders = []

    def _freezer(self, state: str) -> None:
        path = CGROUP_ROOT / "freezer" / self.name / "freezer.state"
        try:
            path.write_text(state)
            for _ in range(200):
                if path.read_text().strip() == state:
                    return
                time.sleep(0.005)
        except OSError:
            pass

    def _signal_all(self, number: int) -> None:
        if not self.found.sandbox and self.pid is not None:
            try:  # no sandbox: the bot's own process group (what it did not leave) at once
                os.killpg(self.pid, number)
            except (ProcessLookupError, PermissionError):
                pass
            return
        for pid in self.members():
            try:
                os.kill(pid, number)
            except (ProcessLookupError, PermissionError):
                pass


def process_tree(root: int) -> list[int]:
    """``root`` and every process below it (Linux's /proc), parents first."""
    children: dict[int, list[int]] = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:
            continue
        parent = int(stat.rsplit(")", 1)[1].split()[1])
        children.setdefault(parent, []).append(int(entry.name))
    found, todo = [], [root]
    while todo:
        pid = todo.pop()
        found.append(pid)
        todo += children.get(pid, [])
    return found


def sweep_leftovers() -> int:
    """Remove what a tournament killed with ``kill -9`` left behind: temporary bot folders and
    empty cgroups whose tournament process is gone. Returns how many were removed."""
    removed = 0
    for folder in Path(tempfile.gettempdir()).glob("gamelib-bot-*"):
        owner = _owner(folder.name)
        if owner is not None and not _alive(owner):
            shutil.rmtree(folder, ignore_errors=True)
            removed += 1
    orphans = {folder.name for folder in (CGROUP_ROOT / "pids").glob("gamelib-bot-*")
               if (owner := _owner(folder.name)) is not None and not _alive(owner)}
    for name in sorted(orphans):
        # a frozen process cannot die: a cage the tournament left frozen is thawed and emptied
        cage = Cage(Isolation(False, True), 0)
        cage.name = name
        cage.folders = [CGROUP_ROOT / c / name for c in CONTROLLERS if (CGROUP_ROOT / c / name).exists()]
        cage.remove()
        removed += 1
    return removed


def _owner(name: str) -> int | None:
    """The tournament's process id in a name ``gamelib-bot-PID-...``."""
    parts = name.split("-")
    return int(parts[2]) if len(parts) > 3 and parts[2].isdigit() else None


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
        return True
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
