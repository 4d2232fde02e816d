"""Where a student's bot runs: a bubblewrap sandbox inside its own cgroups.

**The sandbox** (Debian's ``bubblewrap``, the sandbox Flatpak uses): new user, PID, network, IPC,
UTS and cgroup namespaces, and no further user namespaces inside; a read-only view of only what
Python needs (``/usr``, the interpreter and its environment, gamelib); the bot's own folder
``/bot``, a fresh tmpfs of :data:`DISK_MB` MB (and a ``/tmp`` of :data:`TMP_MB` MB) that lives and
dies with the sandbox -- nothing of the host's disk, not the other submissions, the results, the
project or the home folder; a ``/proc`` that shows only the bot's own processes; an unprivileged
user, no capabilities, and a seccomp filter (:mod:`gamelib.bots.seccomp`) that refuses the system
calls a bot has no use for. bubblewrap's own options reach it through a file descriptor, so the
sandbox's command line names no path of the tournament. The bot's first process is the
namespace's, so when it ends every process the bot started ends with it.

**Cgroups** (where the machine lets us make them: cgroup v1, as root): memory, process-count and
CPU limits (one core, whatever number of threads) that hold for the bot *with all its children*,
and a freezer that stops every one of its processes between its moves, so neither a forked
helper nor a thread thinks on the opponent's time.

**The guard** (:mod:`gamelib.bots.guard`): a frozen process cannot die, so each process that
starts bots starts a guard first and tells it every cage and folder it makes; when that process
dies, even by ``kill -9``, the guard thaws and kills the bots and removes their cgroups and
folders. :func:`sweep_leftovers`, at the next start, cleans what a guard could not (it was
killed too) and says what it cleaned.

Where bubblewrap cannot run (not installed, no user namespaces: a laptop with macOS or
Windows), bots run as before -- their own process group with per-process limits, stopped by
signals -- and :func:`isolation` says so in one line; ``mode="require"`` refuses instead.

>>> describe(Isolation(sandbox=True, cgroups=True)).startswith("bots run in a bubblewrap sandbox")
True
"""

from __future__ import annotations

import atexit
import os
import secrets
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

CGROUP_ROOT = Path("/sys/fs/cgroup")
CONTROLLERS = ("memory", "pids", "freezer")   # what a cage needs
OPTIONAL_CONTROLLERS = ("cpu",)              # used where the machine has it: one core a bot
PIDS_MAX = 64                      # tasks (processes and threads) a bot may have at once
DISK_MB = 64                       # the bot's folder, a tmpfs of its own in the sandbox
TMP_MB = 16                        # its /tmp
SANDBOX_UID = 65534                # nobody, inside the sandbox
INSIDE_FOLDER = "/bot"             # the bot's own folder, as the bot sees it
INSIDE_RUNNER = "/opt/gamelib/runner.py"
MODES = ("auto", "require", "off")
PREFIX = "gamelib-bot-"            # every cgroup and folder of a bot: PREFIX + owner's PID + ...


@dataclass(frozen=True)
class Isolation:
    """What confines a bot on this machine: ``sandbox`` (bubblewrap, with its private disk),
    ``cgroups``, and ``seccomp`` (the system-call filter, inside the sandbox)."""

    sandbox: bool
    cgroups: bool
    why_not: str = ""   # why bubblewrap cannot run, when it cannot
    seccomp: bool = False
    cpu: bool = True    # with cgroups: whether the cpu controller caps a bot at one core


def describe(found: Isolation) -> str:
    """One line for the console and the standings page: what holds and what does not."""
    if found.sandbox:
        words = ("bots run in a bubblewrap sandbox: no network, no files but their own "
                 f"({DISK_MB} MB of private disk), no view of other processes, nothing outlives "
                 "the game")
        words += ("; a seccomp filter refuses io_uring, keyrings, ptrace and new namespaces"
                  if found.seccomp else "; no seccomp filter (libseccomp is not installed)")
    else:
        words = (f"bots are NOT isolated ({found.why_not}): a bot can read what its user can "
                 "read, open network connections and fill the disk; run untrusted code in a "
                 "container")
    if found.cgroups:
        words += (f"; memory, process{' and CPU' if found.cpu else ''} limits hold for a bot with "
                  "all its children, all frozen between moves")
    else:
        words += ("; limits are per process (no cgroups here), a bot is stopped by signals "
                  "between moves")
    return words


@lru_cache(maxsize=1)
def _bubblewrap() -> str:
    """'' if bubblewrap runs Python here (with the seccomp filter, where there is one), else
    why not."""
    if shutil.which("bwrap") is None:
        return "bubblewrap is not installed; apt-get install bubblewrap"
    try:
        with sandbox_launch([sys.executable, "-I", "-c", "pass"], {}) as launch:
            done = subprocess.run(launch.command, capture_output=True, timeout=30, cwd="/",
                                  pass_fds=launch.fds)
    except (OSError, subprocess.TimeoutExpired) as exc:
        return f"bubblewrap cannot start: {exc}"
    if done.returncode != 0:
        said = done.stderr.decode("utf-8", "replace").strip().splitlines()
        from gamelib.bots.untrusted import printable

        return f"bubblewrap cannot run here: {printable(said[-1] if said else 'exit ' + str(done.returncode), 200)}"
    return ""


@lru_cache(maxsize=1)
def _cgroups() -> tuple[bool, bool]:
    """Whether this process may make memory, pids and freezer cgroups (cgroup v1, as root), and
    a cpu one too."""
    name = f"gamelib-probe-{os.getpid()}"
    made = []
    try:
        for controller in CONTROLLERS:
            folder = CGROUP_ROOT / controller / name
            folder.mkdir()
            made.append(folder)
        try:
            (CGROUP_ROOT / "cpu" / name).mkdir()
            made.append(CGROUP_ROOT / "cpu" / name)
            return True, True
        except OSError:
            return True, False
    except OSError:
        return False, False
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
    from gamelib.bots.seccomp import compiled_filter

    cgroups, cpu = _cgroups()
    return Isolation(not why_not, cgroups, why_not,
                     seccomp=not why_not and compiled_filter() is not None, cpu=cpu)


def _memfd(name: str, data: bytes) -> int:
    """A file descriptor holding ``data``, read from its start (inherited by what is started):
    a memfd on Linux, elsewhere a temporary file already removed."""
    if hasattr(os, "memfd_create"):
        handle = os.memfd_create(name, 0)
    else:  # pragma: no cover - macOS
        handle, path = tempfile.mkstemp(prefix=f"{name}-")
        os.unlink(path)
    view = memoryview(data)
    while view:
        view = view[os.write(handle, view):]
    os.lseek(handle, 0, os.SEEK_SET)
    return handle


class Launch:
    """A command to start and the file descriptors it must inherit; closed after the start."""

    def __init__(self, command: list[str], fds: list[int]):
        self.command, self.fds = command, tuple(fds)

    def close(self) -> None:
        for handle in self.fds:
            try:
                os.close(handle)
            except OSError:
                pass
        self.fds = ()

    def __enter__(self) -> Launch:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def _bubblewrap_options(env: dict[str, str]) -> list[str]:
    """bubblewrap's options: namespaces, the read-only system and Python, a sized tmpfs for
    ``/bot`` and ``/tmp``, the environment."""
    options = ["--unshare-all", "--unshare-user", "--disable-userns", "--die-with-parent",
               "--new-session", "--cap-drop", "ALL", "--uid", str(SANDBOX_UID),
               "--gid", str(SANDBOX_UID),
               # the empty /tmp first: what is bound later (a checkout under /tmp) stays visible
               "--size", str(TMP_MB * 2**20), "--perms", "1777", "--tmpfs", "/tmp",
               "--proc", "/proc", "--dev", "/dev"]
    for system in ("/usr", "/bin", "/lib", "/lib64", "/sbin"):
        options += ["--ro-bind-try", system, system]
    for prefix in sorted({sys.base_prefix, sys.prefix, str(Path(sys.executable).resolve().parent)}):
        options += ["--ro-bind", prefix, prefix]
    # gamelib itself (students' bots may use its rules) and its data, read-only where they are:
    # only these two folders of a checkout, never the checkout (results, notes) around them
    from gamelib.paths import data_dir

    for shared in (Path(__file__).resolve().parents[1], data_dir().resolve()):
        if shared.is_dir() and not str(shared).startswith(sys.prefix):
            options += ["--ro-bind", str(shared), str(shared)]
    options += ["--size", str(DISK_MB * 2**20), "--perms", "0700", "--tmpfs", INSIDE_FOLDER,
                "--chdir", INSIDE_FOLDER, "--clearenv"]
    for key, value in env.items():
        options += ["--setenv", key, value]
    return options


def sandbox_launch(command: list[str], env: dict[str, str], runner: Path | None = None,
                   keep_fds: tuple[int, ...] = ()) -> Launch:
    """``command`` inside bubblewrap with ``env``: the options (and ``runner``, copied to
    :data:`INSIDE_RUNNER`, and the seccomp filter) travel through file descriptors, so that no
    host path of the tournament shows in the sandbox's command line or mounts. ``keep_fds``
    are passed on to ``command``."""
    from gamelib.bots.seccomp import compiled_filter

    options = _bubblewrap_options(env)
    fds: list[int] = []
    try:
        if runner is not None:
            fds.append(_memfd("gamelib-runner", runner.read_bytes()))
            options += ["--ro-bind-data", str(fds[-1]), INSIDE_RUNNER]
        program = compiled_filter()
        if program is not None:
            fds.append(_memfd("gamelib-seccomp", program))
            options += ["--seccomp", str(fds[-1])]
        fds.append(_memfd("gamelib-bwrap-args", b"".join(o.encode() + b"\0" for o in options)))
    except BaseException:
        Launch([], fds).close()
        raise
    return Launch(["bwrap", "--args", str(fds[-1]), *command], fds + list(keep_fds))


class Guard:
    """This process's guard (:mod:`gamelib.bots.guard`), started with the first cage or folder
    it is told about; a forked worker starts its own."""

    _lock = threading.Lock()
    _process: subprocess.Popen | None = None
    _owner = 0

    @classmethod
    def tell(cls, line: str) -> None:
        with cls._lock:
            if cls._process is None or cls._owner != os.getpid():
                cls._process, cls._owner = subprocess.Popen(
                    [sys.executable, "-I", str(Path(__file__).with_name("guard.py"))],
                    stdin=subprocess.PIPE, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                    start_new_session=True, cwd="/"), os.getpid()
            try:
                cls._process.stdin.write((line + "\n").encode())
                cls._process.stdin.flush()
            except OSError:
                pass

    @classmethod
    def stop(cls) -> None:
        """Close the guard's input (it cleans what is left and ends): at this process's exit."""
        with cls._lock:
            if cls._process is not None and cls._owner == os.getpid():
                try:
                    cls._process.stdin.close()
                    cls._process.wait(timeout=30)
                except (OSError, subprocess.TimeoutExpired):
                    pass
                cls._process = None


atexit.register(Guard.stop)


class Cage:
    """One bot's cgroups (made by :meth:`make`, removed by :meth:`remove`) and the ways to stop,
    go on and kill every process in it; without cgroups, the same through the process tree."""

    def __init__(self, found: Isolation, memory_mb: int):
        self.found, self.memory_mb = found, memory_mb
        self.name = f"{PREFIX}{os.getpid()}-{secrets.token_hex(4)}"
        self.pid: int | None = None   # the bot's first process (bwrap, or the runner)
        self.folders: list[Path] = []

    def make(self) -> None:
        if not self.found.cgroups:
            return
        Guard.tell(f"cage {self.name}")  # before the cgroups exist: the guard never misses one
        for controller in CONTROLLERS:
            folder = CGROUP_ROOT / controller / self.name
            folder.mkdir()
            self.folders.append(folder)
        for controller in OPTIONAL_CONTROLLERS:
            try:
                (CGROUP_ROOT / controller / self.name).mkdir()
                self.folders.append(CGROUP_ROOT / controller / self.name)
            except OSError:
                pass
        limit = str(self.memory_mb * 1024 * 1024)
        memory = CGROUP_ROOT / "memory" / self.name
        (memory / "memory.limit_in_bytes").write_text(limit)
        try:  # no swap beyond the limit either, where the kernel accounts it
            (memory / "memory.memsw.limit_in_bytes").write_text(limit)
        except OSError:
            pass
        (CGROUP_ROOT / "pids" / self.name / "pids.max").write_text(str(PIDS_MAX))
        cpu = CGROUP_ROOT / "cpu" / self.name
        if cpu in self.folders:  # one core at most, whatever number of threads the bot runs
            try:
                period = int((cpu / "cpu.cfs_period_us").read_text())
                (cpu / "cpu.cfs_quota_us").write_text(str(period))
            except (OSError, ValueError):
                pass

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
        left = False
        for folder in self.folders:
            for _ in range(50):  # the kernel empties a cgroup a moment after its last process
                try:
                    folder.rmdir()
                    break
                except OSError:
                    time.sleep(0.02)
            else:
                left = True
        if self.folders and not left:
            Guard.tell(f"done-cage {self.name}")
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


def sweep_leftovers() -> list[str]:
    """Remove what a tournament killed with ``kill -9`` left behind when its guard could not
    clean up (it was killed too): bots' cgroups whose tournament process is gone -- thawed, their
    processes killed -- and their temporary folders. Returns what was cleaned, in words."""
    from gamelib.bots.guard import empty_cage

    cleaned = []
    names = set()
    for controller in CONTROLLERS + OPTIONAL_CONTROLLERS:
        names |= {folder.name for folder in (CGROUP_ROOT / controller).glob(f"{PREFIX}*")}
    for name in sorted(names):
        owner = _owner(name)
        if owner is not None and not _alive(owner):
            killed = len(set(_cgroup_members(name)))
            empty_cage(name)
            cleaned.append(f"the cgroups {name}" + (f" (killed {killed} processes)" if killed else ""))
    for folder in sorted(Path(tempfile.gettempdir()).glob(f"{PREFIX}*")):
        owner = _owner(folder.name)
        if owner is not None and not _alive(owner) and not folder.is_symlink():
            shutil.rmtree(folder, ignore_errors=True)
            cleaned.append(f"the folder {folder}")
    return cleaned


def _cgroup_members(name: str) -> list[int]:
    try:
        return [int(p) for p in (CGROUP_ROOT / "pids" / name / "cgroup.procs").read_text().split()]
    except (OSError, ValueError):
        return []


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
