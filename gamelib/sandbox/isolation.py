"""Where a student's code runs -- a tournament's bot or a graded answer: a bubblewrap sandbox
inside its own cgroups, as a host user of its own.

**The sandbox** (Debian's ``bubblewrap``, the sandbox Flatpak uses): new PID, network, IPC, UTS
and cgroup namespaces; a read-only view of only what Python needs (``/usr``, the interpreter and
its environment, gamelib); the student's own folder ``/bot``, a fresh tmpfs of :data:`DISK_MB` MB
(and a ``/tmp`` of :data:`TMP_MB` MB) that lives and dies with the sandbox -- nothing of the
host's disk, not the other submissions, the results, the course, the project or the home folder;
a ``/proc`` that shows only the sandbox's own processes; a ``/dev`` with the five devices
Python uses and no pseudo-terminals; no capabilities, and a seccomp filter
(:mod:`gamelib.sandbox.seccomp`) that refuses the system calls student code has no use for.
bubblewrap's own options reach it through a file descriptor, so the sandbox's command line names
no path of the host. The first process is the namespace's, so when it ends every process the
student started ends with it.

**A host user of its own** (:class:`HostUser`): started by root (a teacher's container, the
department's machine), every sandbox runs as an unprivileged uid drawn for it alone from
:data:`UID_BASE` on (held by a lock for its life), with per-process limits on pending signals,
POSIX message queues, open files and processes (:data:`RLIMITS`): the kernel's per-user
allowances it uses (inotify, pending signals, message queues, pipe buffers, processes) are that
uid's, never root's and never another student's. bubblewrap then runs privileged, without a user
namespace, and ``setpriv`` drops to the uid before anything of the student's runs. Started by an
ordinary user (a laptop), bubblewrap maps that user to ``nobody`` in a user namespace of its own,
as before: the allowances are then that user's, and :func:`describe` says so.

**Cgroups** (where the machine lets us make them, as root): memory, process-count and CPU limits
(one core, whatever number of threads) that hold for the bot *with all its children*, and a
freezer that stops every one of its processes between its moves, so neither a forked helper nor
a thread thinks on the opponent's time. cgroup v1 (``/sys/fs/cgroup/{memory,pids,freezer,cpu}``)
where it is there; else cgroup v2, the unified hierarchy of current distributions: one group a
bot under ``/sys/fs/cgroup/gamelib-bots`` with ``memory.max`` (and ``memory.swap.max`` 0),
``pids.max``, ``cpu.max``, ``cgroup.freeze`` for the opponent's turn (it freezes processes born
while it freezes too) and ``cgroup.kill`` at the end. A v2 tree without the memory and pids
controllers (a hybrid host's ``/sys/fs/cgroup/unified``, a container that delegates none) still
freezes and kills the bot's group. **The strictest fallback**: started by root where no cgroup
limits memory and processes, each bot is one process with no thread or child (``RLIMIT_NPROC``
1 for its host uid), so its address-space limit is all the memory it has and nothing it starts
escapes a freeze or outlives it; :func:`describe` says so in its one line.

**The guard** (:mod:`gamelib.sandbox.guard`): a frozen process cannot die, so each process that
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
#: where a cgroup v2 tree may be mounted: the whole of /sys/fs/cgroup (a v2-only host), or beside
#: v1's controllers (a hybrid host's unified tree)
V2_MOUNTS = (CGROUP_ROOT, CGROUP_ROOT / "unified")
V2_PARENT = "gamelib-bots"         # every bot's v2 group is made in this one
CONTROLLERS = ("memory", "pids", "freezer")   # what a cage needs
OPTIONAL_CONTROLLERS = ("cpu",)              # used where the machine has it: one core a bot
PIDS_MAX = 64                      # tasks (processes and threads) a bot may have at once
DISK_MB = 64                       # the bot's folder, a tmpfs of its own in the sandbox
TMP_MB = 16                        # its /tmp
SANDBOX_UID = 65534                # nobody, inside a user namespace (when not started by root)
#: started by root, each sandbox runs as a host uid of its own: UID_BASE + a free slot
UID_BASE, UID_SLOTS = 0x70000000, 4096
#: per-process limits of every process in a sandbox (inherited, and counted per uid)
RLIMITS = {"RLIMIT_SIGPENDING": 64, "RLIMIT_MSGQUEUE": 0, "RLIMIT_NOFILE": 256,
           "RLIMIT_NPROC": 64}
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
    user: bool = False  # each sandbox runs as a host uid of its own (started by root)
    #: the cgroup v2 folder bots' groups are made in ('' for v1, or none): with ``cgroups`` it
    #: limits memory and processes; without, it still freezes and kills every process of a bot
    cgroup_v2: str = ""

    @property
    def strict(self) -> bool:
        """The strictest fallback: started by root (a host uid a sandbox) where no cgroup limits
        memory and processes -- each bot is one process, with no thread or child."""
        return self.sandbox and self.user and not self.cgroups


def describe(found: Isolation) -> str:
    """One line for the console and the standings page: what holds and what does not."""
    if found.sandbox:
        words = ("bots run in a bubblewrap sandbox: no network, no files but their own "
                 f"({DISK_MB} MB of private disk), no view of other processes, nothing outlives "
                 "the game")
        words += ("; a seccomp filter refuses io_uring, keyrings, ptrace and new namespaces"
                  if found.seccomp else "; no seccomp filter (libseccomp is not installed)")
        words += ("; each as a host user of its own, not root" if found.user else
                  "; as this user inside a user namespace (its kernel allowances are shared)")
    else:
        words = (f"bots are NOT isolated ({found.why_not}): a bot can read what its user can "
                 "read, open network connections and fill the disk; run untrusted code in a "
                 "container")
    version = " (cgroup v2)" if found.cgroup_v2 else ""
    if found.cgroups:
        words += (f"; memory, process{' and CPU' if found.cpu else ''} limits hold for a bot with "
                  f"all its children, all frozen between moves{version}")
    elif found.strict:
        words += ("; NO cgroup limits memory or processes here: the strictest fallback holds -- "
                  "each bot is one process with no thread or child, its memory that process's "
                  "address-space limit, no CPU cap beyond its CPU seconds, "
                  + ("frozen between moves and killed at the end by its cgroup v2 group"
                     if found.cgroup_v2 else "stopped by signals between moves"))
    else:
        words += ("; limits are per process (no cgroups here), a bot is stopped by signals "
                  "between moves")
    return words


def _probe(user: HostUser | None) -> str:
    """'' if bubblewrap runs Python here (as ``user``, with the seccomp filter where there is
    one), else why not."""
    try:
        with sandbox_launch([sys.executable, "-I", "-c", "pass"], {}, user=user) as launch:
            done = subprocess.run(launch.command, capture_output=True, timeout=30, cwd="/",
                                  pass_fds=launch.fds,
                                  preexec_fn=user.limit if user is not None else None)
    except (OSError, subprocess.TimeoutExpired) as exc:
        return f"bubblewrap cannot start: {exc}"
    if done.returncode != 0:
        said = done.stderr.decode("utf-8", "replace").strip().splitlines()
        last = (said[-1] if said else f"exit {done.returncode}")[:200]
        return "bubblewrap cannot run here: " + last.encode("ascii", "backslashreplace").decode()
    return ""


@lru_cache(maxsize=1)
def _bubblewrap() -> str:
    """'' if bubblewrap runs Python here in its user namespace, else why not."""
    if shutil.which("bwrap") is None:
        return "bubblewrap is not installed; apt-get install bubblewrap"
    return _probe(None)


@lru_cache(maxsize=1)
def _host_users() -> str:
    """'' if sandboxes can run as host users of their own here (root, setpriv, and a probe
    that runs Python so), else why not."""
    if os.geteuid() != 0:
        return "not started by root"
    if shutil.which("bwrap") is None or shutil.which("setpriv") is None:
        return "bubblewrap or setpriv (util-linux) is not installed"
    user = HostUser.take()
    try:
        return _probe(user)
    finally:
        user.release()


@lru_cache(maxsize=1)
def _cgroups() -> tuple[bool, bool, str]:
    """What cgroups this process may make for bots: (limits, cpu, v2) -- whether memory and
    process limits hold for a bot with all its children, whether the cpu controller caps it at
    one core, and the cgroup v2 folder its group is made in ('' when v1 does it all, or nothing
    can). v1 first (memory, pids and freezer groups, as root), then each of :data:`V2_MOUNTS`."""
    limits, cpu = _cgroups_v1()
    if limits:
        return True, cpu, ""
    for mount in V2_MOUNTS:
        found = _cgroups_v2(mount)
        if found is not None:
            return found
    return False, False, ""


def _private(group: Path) -> None:
    """A bot's cgroup folder closed to every other user: its counters (memory in use, CPU
    time, processes) change with what the code inside does, and are readable by all by
    default, a channel out of the sandbox while it runs (red team 6: a student's search wrote
    the hidden positions into its memory use, read from the student's own terminal)."""
    try:
        os.chmod(group, 0o700)
    except OSError:
        pass  # (a cgroup file system that keeps its own modes: nothing more to do here)


def _cgroups_v2(mount: Path) -> tuple[bool, bool, str] | None:
    """Whether ``mount`` is a cgroup v2 tree in which this process may make a bot's group that
    freezes (``cgroup.freeze``): (memory and pids limits, cpu limit, the parent folder), else
    None. The controllers it has are enabled for :data:`V2_PARENT` and its groups."""
    if not (mount / "cgroup.controllers").is_file():
        return None
    parent = mount / V2_PARENT
    try:
        parent.mkdir(exist_ok=True)
        available = set((mount / "cgroup.controllers").read_text().split())
    except OSError:
        return None
    for folder in (mount, parent):  # the controllers pass down, one level at a time
        for controller in ("memory", "pids", "cpu"):
            if controller in available:
                try:
                    (folder / "cgroup.subtree_control").write_text(f"+{controller}")
                except OSError:
                    pass
    probe = parent / f"gamelib-probe-{os.getpid()}"
    try:
        enabled = set((parent / "cgroup.subtree_control").read_text().split())
        probe.mkdir()
    except OSError:
        return None
    try:
        if not (probe / "cgroup.freeze").is_file():
            return None
    finally:
        try:
            probe.rmdir()
        except OSError:
            pass
    limits = {"memory", "pids"} <= enabled
    return limits, limits and "cpu" in enabled, str(parent)


def _cgroups_v1() -> tuple[bool, bool]:
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
    if not sys.platform.startswith("linux"):
        why_not = f"no bubblewrap on {sys.platform}"
        user = False
    else:  # as root: a host user of its own for each sandbox, where that runs
        user = _host_users() == ""
        why_not = "" if user else _bubblewrap()
    if mode == "require" and why_not:
        raise ValueError(f"--sandbox require: {why_not}")
    from gamelib.sandbox.seccomp import compiled_filter

    cgroups, cpu, v2 = _cgroups()
    return Isolation(not why_not, cgroups, why_not,
                     seccomp=not why_not and compiled_filter() is not None, cpu=cpu,
                     user=user, cgroup_v2=v2)


class HostUser:
    """An unprivileged host uid held for one sandbox (root only): :meth:`take` finds a free
    slot from :data:`UID_BASE` on and holds it with a lock that dies with this process,
    :meth:`release` frees it. :meth:`limit` (run in the child before it execs) sets
    :data:`RLIMITS`; :meth:`drop` is the command that becomes the uid inside the sandbox.

    >>> HostUser(UID_BASE + 7, -1).drop()[:3]
    ['setpriv', '--reuid', '1879048199']
    """

    LOCKS = Path("/run/gamelib-sandbox") if Path("/run").is_dir() else \
        Path(tempfile.gettempdir()) / "gamelib-sandbox-uids"

    def __init__(self, uid: int, lock: int):
        self.uid, self._lock = uid, lock
        #: processes and threads the uid may have: 1 in the strictest fallback (no cgroups)
        self.nproc = RLIMITS["RLIMIT_NPROC"]

    @classmethod
    def take(cls) -> HostUser:
        import fcntl

        cls.LOCKS.mkdir(mode=0o700, exist_ok=True)
        start = secrets.randbelow(UID_SLOTS)
        for step in range(UID_SLOTS):
            slot = (start + step) % UID_SLOTS
            handle = os.open(cls.LOCKS / f"uid-{slot}", os.O_RDWR | os.O_CREAT | os.O_CLOEXEC,
                             0o600)
            try:
                fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except OSError:
                os.close(handle)
                continue
            return cls(UID_BASE + slot, handle)
        raise RuntimeError(f"all {UID_SLOTS} sandbox users are taken ({cls.LOCKS})")

    def release(self) -> None:
        if self._lock >= 0:
            os.close(self._lock)
            self._lock = -1

    def limit(self) -> None:
        """Set :data:`RLIMITS` on the calling process (a child about to exec bubblewrap)."""
        import resource

        for name, value in {**RLIMITS, "RLIMIT_NPROC": self.nproc}.items():
            resource.setrlimit(getattr(resource, name), (value, value))

    def drop(self) -> list[str]:
        """The command prefix that becomes this uid, with no groups, inside the sandbox."""
        return ["setpriv", "--reuid", str(self.uid), "--regid", str(self.uid), "--clear-groups",
                "--"]


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


def _bubblewrap_options(env: dict[str, str], user: HostUser | None = None,
                        shared: tuple[Path, ...] | None = None,
                        hidden: tuple[Path, ...] = ()) -> list[str]:
    """bubblewrap's options: namespaces, the read-only system and Python, a sized tmpfs for
    ``/bot`` and ``/tmp``, the environment. With a host ``user``, bubblewrap runs privileged
    (no user namespace) and keeps only what ``setpriv`` needs to become that user. ``shared``:
    the folders of gamelib bound read-only (all of gamelib and its data by default);
    ``hidden``: folders inside those binds covered by an empty one (gamelib installed in the
    environment, when a student may use only part of it)."""
    options = ["--unshare-ipc", "--unshare-pid", "--unshare-net", "--unshare-uts",
               "--unshare-cgroup-try", "--die-with-parent", "--new-session", "--cap-drop", "ALL"]
    if user is None:
        options += ["--unshare-user", "--disable-userns", "--uid", str(SANDBOX_UID),
                    "--gid", str(SANDBOX_UID)]
    else:  # the caps setpriv needs; both are gone with root once it has become the user
        options += ["--cap-add", "CAP_SETUID", "--cap-add", "CAP_SETGID"]
    # the empty /tmp first: what is bound later (a checkout under /tmp) stays visible
    options += ["--size", str(TMP_MB * 2**20), "--perms", "1777", "--tmpfs", "/tmp",
                "--proc", "/proc"] + _devices()
    for system in ("/usr", "/bin", "/lib", "/lib64", "/sbin"):
        options += ["--ro-bind-try", system, system]
    binds = sorted({sys.base_prefix, sys.prefix, str(Path(sys.executable).resolve().parent)})
    if shared is None:  # gamelib (students' code may use its rules) and its data, read-only
        from gamelib.core.paths import data_dir

        shared = (Path(__file__).resolve().parents[1], data_dir().resolve())
    # only these folders of a checkout, never the checkout (results, notes, a course) around them
    binds += [str(path) for path in shared if path.is_dir() and not str(path).startswith(sys.prefix)]
    made: set[str] = set()
    for bind in binds:
        # the folders above a bind, made readable for the sandbox's user (bubblewrap makes them
        # 0700 as root); the host's own (a home folder of 0700) are never bound
        for parent in reversed(Path(bind).parents[:-1]):
            if str(parent) not in made and str(parent) not in ("/usr", "/bin", "/lib", "/lib64"):
                made.add(str(parent))
                options += ["--perms", "0755", "--dir", str(parent)]
        options += ["--ro-bind", bind, bind]
    for path in hidden:
        if path.is_dir():
            options += ["--perms", "0755", "--tmpfs", str(path), "--remount-ro", str(path)]
    # the student's folder: only the sandbox's own processes exist to share it with
    options += ["--size", str(DISK_MB * 2**20), "--perms", "0700" if user is None else "1777",
                "--tmpfs", INSIDE_FOLDER, "--chdir", INSIDE_FOLDER, "--clearenv"]
    for key, value in env.items():
        options += ["--setenv", key, value]
    return options


#: the devices a Python program uses; no pseudo-terminals (their number is machine-wide)
DEVICES = ("null", "zero", "full", "random", "urandom")


def _devices() -> list[str]:
    """A ``/dev`` of :data:`DEVICES` alone, the ``/proc/self/fd`` links, and a ``/dev/shm`` of
    :data:`TMP_MB` MB (multiprocessing's semaphores): unlike bubblewrap's ``--dev``, no
    ``/dev/ptmx``, so a student cannot take the machine's pseudo-terminals."""
    options = ["--size", str(2**20), "--perms", "0755", "--tmpfs", "/dev"]
    for device in DEVICES:
        options += ["--dev-bind", f"/dev/{device}", f"/dev/{device}"]
    for name, target in (("fd", "/proc/self/fd"), ("stdin", "/proc/self/fd/0"),
                         ("stdout", "/proc/self/fd/1"), ("stderr", "/proc/self/fd/2")):
        options += ["--symlink", target, f"/dev/{name}"]
    return options + ["--size", str(TMP_MB * 2**20), "--perms", "1777", "--tmpfs", "/dev/shm"]


def sandbox_launch(command: list[str], env: dict[str, str], runner: Path | None = None,
                   keep_fds: tuple[int, ...] = (), user: HostUser | None = None,
                   shared: tuple[Path, ...] | None = None, hidden: tuple[Path, ...] = ()
                   ) -> Launch:
    """``command`` inside bubblewrap with ``env``: the options (and ``runner``, copied to
    :data:`INSIDE_RUNNER`, and the seccomp filter) travel through file descriptors, so that no
    host path of the tournament shows in the sandbox's command line or mounts. ``keep_fds``
    are passed on to ``command``; with a host ``user``, the command runs as that user (start
    it with ``preexec_fn=user.limit``)."""
    from gamelib.sandbox.seccomp import compiled_filter

    options = _bubblewrap_options(env, user, shared, hidden)
    if user is not None:
        command = user.drop() + command
    fds: list[int] = []
    try:
        if runner is not None:
            fds.append(_memfd("gamelib-runner", runner.read_bytes()))
            options += ["--perms", "0755", "--dir", str(Path(INSIDE_RUNNER).parent),
                        "--perms", "0644", "--ro-bind-data", str(fds[-1]), INSIDE_RUNNER]
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
    """This process's guard (:mod:`gamelib.sandbox.guard`), started with the first cage or folder
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
        self.user: HostUser | None = None   # its host uid, when sandboxes run as their own

    @property
    def v2(self) -> Path | None:
        """The bot's cgroup v2 group, when it has one."""
        return Path(self.found.cgroup_v2) / self.name if self.found.cgroup_v2 else None

    def make(self) -> None:
        if self.found.sandbox and self.found.user:
            self.user = HostUser.take()
            if self.found.strict:  # no cgroup limits: one process, no thread, no child
                self.user.nproc = 1
        if self.v2 is not None:
            self._make_v2()
            return
        if not self.found.cgroups:
            return
        Guard.tell(f"cage {self.name}")  # before the cgroups exist: the guard never misses one
        for controller in CONTROLLERS:
            folder = CGROUP_ROOT / controller / self.name
            folder.mkdir(mode=0o700)
            self.folders.append(folder)
            _private(folder)
        for controller in OPTIONAL_CONTROLLERS:
            try:
                (CGROUP_ROOT / controller / self.name).mkdir(mode=0o700)
                self.folders.append(CGROUP_ROOT / controller / self.name)
                _private(CGROUP_ROOT / controller / self.name)
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

    def _make_v2(self) -> None:
        """One cgroup v2 group: memory (no swap beyond it), processes and one core where the
        controllers are enabled; it freezes and is killed whole either way."""
        Guard.tell(f"cage {self.name}")
        group = self.v2
        if not group.parent.is_dir():  # another tournament's guard removed it when it ended
            _cgroups_v2(group.parent.parent)
        group.mkdir(mode=0o700)
        self.folders.append(group)
        _private(group)
        if not self.found.cgroups:
            return
        (group / "memory.max").write_text(str(self.memory_mb * 1024 * 1024))
        try:  # no swap beyond the limit, where the kernel accounts it
            (group / "memory.swap.max").write_text("0")
        except OSError:
            pass
        (group / "pids.max").write_text(str(PIDS_MAX))
        if self.found.cpu:  # one core at most, whatever number of threads the bot runs
            try:
                (group / "cpu.max").write_text("100000 100000")
            except OSError:
                pass

    def join(self) -> None:
        """Put the calling process in the cage (run in the child before it execs the bot)."""
        for folder in self.folders:
            (folder / "cgroup.procs").write_text(str(os.getpid()))

    # -- every process at once --------------------------------------------------------------
    def members(self) -> list[int]:
        """The processes in the cage (cgroup), or the bot's process tree."""
        if self.folders:
            group = self.v2 if self.v2 is not None else CGROUP_ROOT / "pids" / self.name
            try:
                return [int(p) for p in (group / "cgroup.procs").read_text().split()]
            except OSError:
                return []
        return [] if self.pid is None else process_tree(self.pid)

    def freeze(self) -> None:
        if self.folders and self.v2 is not None:
            self._freeze_v2(True)
        elif self.folders:
            self._freezer("FROZEN")
        else:
            self._signal_all(signal.SIGSTOP)

    def thaw(self) -> None:
        if self.folders and self.v2 is not None:
            self._freeze_v2(False)
        elif self.folders:
            self._freezer("THAWED")
        else:
            self._signal_all(signal.SIGCONT)

    def _freeze_v2(self, frozen: bool) -> None:
        """cgroup.freeze, then wait (a second at most) until cgroup.events says it is done."""
        try:
            (self.v2 / "cgroup.freeze").write_text("1" if frozen else "0")
            want = f"frozen {int(frozen)}"
            for _ in range(200):
                if want in (self.v2 / "cgroup.events").read_text().splitlines():
                    return
                time.sleep(0.005)
        except OSError:
            pass

    def kill(self) -> None:
        """SIGKILL to every process (cgroup.kill on v2, which also takes those being forked); a
        frozen cage is thawed so the kill takes effect."""
        if self.folders and self.v2 is not None:
            try:
                (self.v2 / "cgroup.kill").write_text("1")
            except OSError:
                pass
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
                self.thaw()
            time.sleep(0.02)

    def out_of_memory(self) -> bool:
        """Whether the cage's memory limit was hit (the kernel killed or refused something)."""
        try:
            if self.v2 is not None:
                events = dict(line.split() for line in
                              (self.v2 / "memory.events").read_text().splitlines())
                return int(events.get("max", 0)) > 0 or int(events.get("oom_kill", 0)) > 0
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
        if self.user is not None:
            self.user.release()
            self.user = None

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
    from gamelib.sandbox.guard import empty_cage

    cleaned = []
    names = set()
    for controller in CONTROLLERS + OPTIONAL_CONTROLLERS:
        names |= {folder.name for folder in (CGROUP_ROOT / controller).glob(f"{PREFIX}*")}
    for mount in V2_MOUNTS:
        names |= {folder.name for folder in (mount / V2_PARENT).glob(f"{PREFIX}*")}
    for name in sorted(names):
        owner = _owner(name)
        if owner is not None and not _alive(owner):
            killed = len(set(_cgroup_members(name)))
            empty_cage(name)
            cleaned.append(f"the cgroups {name}" + (f" (killed {killed} processes)" if killed else ""))
    for folder in sorted(Path(tempfile.gettempdir()).glob(f"{PREFIX}*")):
        owner = _owner(folder.name)
        # only a folder this user made: /tmp is everyone's, and a student may plant one under
        # the name (red team 6: 1,100 folders deep, shutil.rmtree's RecursionError stopped the
        # tournament's start)
        if owner is not None and not _alive(owner) and not folder.is_symlink() \
                and folder.lstat().st_uid == os.geteuid():
            try:
                shutil.rmtree(folder, ignore_errors=True)
            except RecursionError:  # (deeper than Python recurses: rm walks without a limit)
                subprocess.run(["rm", "-rf", "--one-file-system", "--", str(folder)],
                               capture_output=True)
            cleaned.append(f"the folder {folder}")
    return cleaned


def _cgroup_members(name: str) -> list[int]:
    found: list[int] = []
    for group in [CGROUP_ROOT / "pids" / name] + [mount / V2_PARENT / name for mount in V2_MOUNTS]:
        try:
            found += [int(p) for p in (group / "cgroup.procs").read_text().split()]
        except (OSError, ValueError):
            pass
    return found


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
