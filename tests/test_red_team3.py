"""Tournament day, third red team (issue 41): a bot's kernel allowances are its own.

The bots of ``tests/bots/hostile3/`` each take a kernel allowance or a host resource at import
and hold it all game: inotify instances and watches, queued real-time signals, POSIX message
queues, TCP buffers on the sandbox's own loopback (and every other socket family), Unix socket
buffers, pipe buffers, epoll watches, processes, eventfds/memfds/keyrings, AIO contexts (a
machine-wide count), pseudo-terminals (a machine-wide count) and real-time priority. With an
honest bot they play a two-round Swiss tournament through the command line, as
a teacher runs it (as root). While they play, a monitor here (root, on the host) reads what each
bot says it holds (a reporter process, see ``hostile3/_common.py``) and checks, at the same
moment, that the host's root can still create inotify instances and watches, POSIX timers
(ctypes ``timer_create``), message queues (ctypes ``mq_open``), AIO contexts, a 1 MB pipe, epoll
watches, eventfds, processes and ptys -- and that another sandbox can still open a pty. The
tournament must exit 0 with every game; a bot's buffers (TCP, Unix, pipes, memfds) stay under
its memory limit or are refused; no bot runs as uid 0; and ``kill -9`` of a tournament whose bots
hold all that leaves no process, cgroup, folder or kernel object behind.

Run: ``PYTHONPATH=$PWD .venv/bin/python -m pytest tests/test_red_team3.py -q -x`` as root with
bubblewrap installed (skipped otherwise).
"""

from __future__ import annotations

import ctypes
import errno
import fcntl
import json
import os
import platform
import select
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

import pytest
from hostile_submissions import BOTS, folder_submissions

HOSTILE = BOTS / "hostile3"
NAMES = sorted(p.stem.removesuffix("_group") for p in HOSTILE.glob("*_group.py"))
MEMORY_MB = 256
CGROUPS = Path("/sys/fs/cgroup")

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(shutil.which("bwrap") is None or not sys.platform.startswith("linux"),
                       reason="bubblewrap is not installed (apt-get install bubblewrap)"),
    pytest.mark.skipif(not sys.platform.startswith("linux") or os.geteuid() != 0,
                       reason="the attacks are on root's allowances: run as root"),
    pytest.mark.skipif(platform.machine() != "x86_64", reason="system call numbers for x86-64"),
]

# -- what the host's root must still be able to do -------------------------------------------

_libc = ctypes.CDLL(None, use_errno=True)
try:
    _librt = ctypes.CDLL("librt.so.1", use_errno=True)
except OSError:  # pragma: no cover - glibc 2.34+ has it all in libc
    _librt = _libc
_libc.timer_create.argtypes = [ctypes.c_int, ctypes.c_void_p, ctypes.POINTER(ctypes.c_void_p)]
_libc.timer_delete.argtypes = [ctypes.c_void_p]
_librt.mq_open.argtypes = [ctypes.c_char_p, ctypes.c_int, ctypes.c_int, ctypes.c_void_p]
_librt.mq_close.argtypes = [ctypes.c_int]
_librt.mq_unlink.argtypes = [ctypes.c_char_p]
F_SETPIPE_SZ = 1031
IO_SETUP, IO_DESTROY = 206, 207


def _err() -> str:
    return errno.errorcode.get(ctypes.get_errno(), str(ctypes.get_errno()))


def _inotify() -> str | None:
    handle = _libc.inotify_init1(os.O_CLOEXEC)
    if handle < 0:
        return "inotify_init1 " + _err()
    try:
        if _libc.inotify_add_watch(handle, b"/", 0xFFF) < 0:
            return "inotify_add_watch " + _err()
    finally:
        os.close(handle)
    return None


def _timer() -> str | None:
    timer = ctypes.c_void_p()
    if _libc.timer_create(time.CLOCK_MONOTONIC, None, ctypes.byref(timer)) != 0:
        return "timer_create " + _err()
    _libc.timer_delete(timer)
    return None


def _mqueue() -> str | None:
    name = f"/gamelib-red-team3-{os.getpid()}-{threading.get_ident()}".encode()
    handle = _librt.mq_open(name, os.O_CREAT | os.O_RDWR, 0o600, None)
    if handle < 0:
        return "mq_open " + _err()
    _librt.mq_close(handle)
    _librt.mq_unlink(name)
    return None


def _aio() -> str | None:
    context = ctypes.c_ulong(0)
    if _libc.syscall(IO_SETUP, 128, ctypes.byref(context)) != 0:
        return "io_setup " + _err()
    _libc.syscall(IO_DESTROY, context)
    return None


def _pipe() -> str | None:
    read, write = os.pipe()
    try:
        fcntl.fcntl(write, F_SETPIPE_SZ, 2 ** 20)
    except OSError as exc:
        return f"F_SETPIPE_SZ {errno.errorcode.get(exc.errno)}"
    finally:
        os.close(read)
        os.close(write)
    return None


def _epoll() -> str | None:
    read, write = os.pipe()
    try:
        with select.epoll() as poller:
            poller.register(read, select.EPOLLIN)
    except OSError as exc:
        return f"epoll {errno.errorcode.get(exc.errno)}"
    finally:
        os.close(read)
        os.close(write)
    return None


def _eventfd() -> str | None:
    try:
        os.close(os.eventfd(0))
    except OSError as exc:
        return f"eventfd {errno.errorcode.get(exc.errno)}"
    return None


def _fork() -> str | None:
    try:
        done = subprocess.run(["true"], timeout=20)
    except (OSError, subprocess.TimeoutExpired) as exc:
        return f"fork {exc}"
    return None if done.returncode == 0 else f"fork: exit {done.returncode}"


def _pty() -> str | None:
    try:
        for handle in os.openpty():
            os.close(handle)
    except OSError as exc:
        return f"openpty {errno.errorcode.get(exc.errno)}"
    return None


HOST_CHECKS = {"inotify": _inotify, "timer_create": _timer, "mq_open": _mqueue, "io_setup": _aio,
               "pipe 1 MB": _pipe, "epoll": _epoll, "eventfd": _eventfd, "fork": _fork,
               "openpty": _pty}

SANDBOX_PTY = "import os\nfor h in os.openpty(): os.close(h)\nprint('pty ok')\n"


def _pty_in_another_sandbox() -> str | None:
    """A fresh bubblewrap sandbox (its own devpts, as every sandbox and container has) opens a
    pty."""
    command = ["bwrap", "--ro-bind", "/", "/", "--dev", "/dev", "--proc", "/proc",
               "--unshare-pid", "--die-with-parent", sys.executable, "-I", "-c", SANDBOX_PTY]
    try:
        done = subprocess.run(command, capture_output=True, timeout=30)
    except (OSError, subprocess.TimeoutExpired) as exc:
        return f"another sandbox: {exc}"
    if b"pty ok" not in done.stdout:
        return "another sandbox's openpty: " + done.stderr.decode("utf-8", "replace")[-200:]
    return None


def _tcp_pages() -> int:
    for line in Path("/proc/net/sockstat").read_text().splitlines():
        if line.startswith("TCP:"):
            words = line.split()
            return int(words[words.index("mem") + 1])
    return 0


# -- what the bots hold, read on the host ------------------------------------------------------

def _reports(owner: int | None = None) -> dict[str, dict]:
    """The hostile bots' reporters alive now: name -> what it says, with the reporter's uid, its
    cage and the cage's memory limit."""
    found = {}
    pattern = f"gamelib-bot-{owner}-*" if owner else "gamelib-bot-*"
    for cage in (CGROUPS / "pids").glob(pattern):
        try:
            pids = (cage / "cgroup.procs").read_text().split()
        except OSError:
            continue
        for pid in pids:
            try:
                words = Path(f"/proc/{pid}/cmdline").read_bytes().decode("utf-8", "replace").split("\0")
                status = Path(f"/proc/{pid}/status").read_text()
            except OSError:
                continue
            if "h3report" not in words:
                continue
            at = words.index("h3report")
            said = dict(w.split("=", 1) for w in words[at + 2:] if "=" in w)
            said["uid"] = int(next(line.split()[1] for line in status.splitlines()
                                   if line.startswith("Uid:")))
            said["cage"] = cage.name
            try:
                said["limit_mb"] = int((CGROUPS / "memory" / cage.name /
                                        "memory.limit_in_bytes").read_text()) // 2 ** 20
            except (OSError, ValueError):
                said["limit_mb"] = MEMORY_MB
            found[words[at + 1]] = said
    return found


class Monitor(threading.Thread):
    """Samples, every ``every`` seconds until stopped: the reports alive and the host checks'
    failures, at the same moment."""

    def __init__(self, owner: int | None = None, every: float = 0.3):
        super().__init__(daemon=True)
        self.owner, self.every = owner, every
        self.samples: list[dict] = []
        self.stopped = threading.Event()
        self.tcp_base = _tcp_pages()
        self.sandbox_pty: dict[str, str | None] = {}
        self.checked_pty: set[str] = set()

    def run(self) -> None:
        while not self.stopped.is_set():
            reports = _reports(self.owner)
            failures = {name: why for name, check in HOST_CHECKS.items() if (why := check())}
            tcp = _tcp_pages() - self.tcp_base
            held = reports.get("pty", {}).get("opened")  # once the bot has taken its ptys
            if held and held not in self.checked_pty:
                self.checked_pty.add(held)
                why = _pty_in_another_sandbox()
                if why or "pty" not in self.sandbox_pty:
                    self.sandbox_pty["pty"] = why
            self.samples.append({"t": time.monotonic(), "reports": reports,
                                 "failures": failures, "tcp_pages": tcp})
            self.stopped.wait(self.every)

    def stop(self) -> None:
        self.stopped.set()
        self.join(timeout=60)

    def seen(self, name: str) -> list[dict]:
        return [s for s in self.samples if name in s["reports"]]

    def summary(self) -> dict:
        out = {}
        for name in NAMES:
            samples = self.seen(name)
            if samples:
                last = samples[-1]["reports"][name]
                failures = {}
                for sample in samples:
                    failures.update(sample["failures"])
                out[name] = {"samples": len(samples), "said": last, "host failures": failures,
                             "tcp MB": max(s["tcp_pages"] for s in samples) * 4096 // 2 ** 20}
            else:
                out[name] = {"samples": 0}
        if self.sandbox_pty:
            out["pty"]["another sandbox"] = self.sandbox_pty["pty"] or "ok"
        return out


def _command(paths: list[Path], out: Path, *extra: str) -> list[str]:
    return [sys.executable, "-m", "gamelib", "tournament", "othello", *map(str, paths),
            "--games", "1", "--swiss", "2", "--jobs", "1",
            "--opening-plies", "0", "--time-per-move", "3", "--startup", "40",
            "--memory-mb", str(MEMORY_MB), "--out", str(out), *extra]


@pytest.fixture(scope="module")
def day(tmp_path_factory):
    before = {name: why for name, check in HOST_CHECKS.items() if (why := check())}
    if before:
        pytest.skip(f"this machine's root cannot even before the tournament: {before}")
    folder = tmp_path_factory.mktemp("red-team3")
    paths = folder_submissions(HOSTILE, folder, {})
    out = folder / "day.jsonl"
    monitor = Monitor()
    monitor.start()
    started = time.monotonic()
    try:
        done = subprocess.run(_command(paths, out), capture_output=True, timeout=1500, cwd=folder)
    finally:
        monitor.stop()
    records = [json.loads(line) for line in out.read_text(encoding="utf-8").split("\n") if line] \
        if out.exists() else []
    summary = monitor.summary()
    print(json.dumps(summary, indent=1, default=str))
    (folder / "summary.json").write_text(json.dumps(summary, indent=1, default=str))
    return {"done": done, "records": records, "monitor": monitor, "summary": summary,
            "players": len(paths), "seconds": time.monotonic() - started}


def test_the_tournament_exits_0_with_every_game_played(day):
    done = day["done"]
    assert done.returncode == 0, done.stderr.decode("utf-8", "replace")[-3000:]
    assert b"Traceback" not in done.stderr
    assert len(day["records"]) == 2 * (day["players"] // 2)
    played = {p for r in day["records"] for p in r["pairing"]}
    assert {f"{name}_group" for name in NAMES} <= played


def test_every_hostile_bot_was_watched_while_it_held_what_it_took(day):
    unseen = [name for name in NAMES if not day["monitor"].seen(name)]
    assert unseen == [], f"never seen holding anything: {unseen}; {day['summary']}"


def _blamed(monitor: Monitor, name: str) -> list:
    """The host checks that failed while ``name`` held what it took, and are its doing: a
    failure seen while other hostile bots ran too (its opponent) is put down to one of them if
    that one makes the same check fail when it runs alone."""
    alone: dict[str, set] = {}
    for sample in monitor.samples:
        if len(sample["reports"]) == 1:
            alone.setdefault(next(iter(sample["reports"])), set()).update(sample["failures"])
    samples = monitor.seen(name)
    blamed = []
    for sample in samples:
        others = set(sample["reports"]) - {name}
        mine = {check: why for check, why in sample["failures"].items()
                if not any(check in alone.get(other, ()) for other in others)}
        if mine:
            blamed.append((round(sample["t"] - samples[0]["t"], 1), mine,
                           "also running: " + ",".join(sorted(others))))
    return blamed


@pytest.mark.parametrize("name", NAMES)
def test_the_hosts_root_keeps_its_allowances_while_the_bot_plays(day, name):
    samples = day["monitor"].seen(name)
    if not samples:
        pytest.fail(f"{name} was never seen holding anything: {day['summary'].get(name)}")
    failed = _blamed(day["monitor"], name)
    assert failed == [], (f"{name} held {samples[-1]['reports'][name]} and the host's root "
                          f"could not: {failed[:3]}")


@pytest.mark.parametrize("name", NAMES)
def test_no_bot_runs_as_root_on_the_host(day, name):
    samples = day["monitor"].seen(name)
    if not samples:
        pytest.fail(f"{name} was never seen")
    uids = {s["reports"][name]["uid"] for s in samples}
    assert 0 not in uids, f"{name} ran as uid 0 on the host (bubblewrap maps it to the caller)"


def _said(day, name: str) -> dict:
    samples = day["monitor"].seen(name)
    if not samples:
        pytest.fail(f"{name} was never seen")
    return samples[-1]["reports"][name]


def test_a_bots_tcp_use_stays_under_its_memory_limit_or_is_refused(day):
    said = _said(day, "tcp")
    samples = day["monitor"].seen("tcp")
    risen = max(s["tcp_pages"] for s in samples) * 4096 // 2 ** 20
    network = [f for f in said["opened"].split(",") if f and f != "none"]
    if network:  # allowed: then what it holds in TCP buffers must be inside its limit
        assert int(said["held_mb"]) < said["limit_mb"], said
        assert risen < said["limit_mb"], f"the host's TCP memory rose by {risen} MB: {said}"
    assert network == [], f"sockets of network families opened: {network} ({said})"


def _peak_mb(day, name: str) -> int:
    """The most a bot said it held, in MB, over every sample."""
    peak = 0
    for sample in day["monitor"].seen(name):
        said = sample["reports"][name]
        for key in ("held_mb", "memfd_mb", "shm_mb"):
            if key in said:
                peak = max(peak, int(said[key]))
        if said.get("unit") == "kB":
            peak = max(peak, int(said["total"]) // 1024)
    return peak


def _forfeits(day, name: str) -> list[dict]:
    return [f for r in day["records"] for f in r.get("forfeits", []) if f["player"] == f"{name}_group"]


@pytest.mark.parametrize("name", ["unixsock", "pipes", "fdmisc", "sysvipc"])
def test_buffers_a_bot_holds_stay_under_its_memory_limit(day, name):
    samples = day["monitor"].seen(name)
    if not samples:
        stopped = [f for f in _forfeits(day, name) if "SIGKILL" in f["detail"] or f["kind"] == "memory"]
        assert stopped, f"{name} was never seen and was not stopped for memory either"
        return
    limit = samples[-1]["reports"][name]["limit_mb"]
    peak = _peak_mb(day, name)
    assert peak < limit, (f"{name} held {peak} MB of kernel buffers with a memory limit of "
                          f"{limit} MB: {samples[-1]['reports'][name]}")


def test_keyrings_are_refused_and_priorities_are_not_raised(day):
    said = _said(day, "fdmisc")
    assert said["keys"] == "0" and said["keys_refusal"] == "EPERM", said
    assert _said(day, "priority")["got"] == "none"


def test_processes_stop_at_the_cage(day):
    said = _said(day, "nproc")
    assert int(said["forked"]) <= 64, said


@pytest.mark.parametrize("name,key", [("inotify", "instances"), ("mqueue", "queues"),
                                      ("signals", "timers"), ("signals", "sigqueue")])
def test_the_allowances_a_bot_has_no_use_for_are_refused(day, name, key):
    said = _said(day, name)
    assert said[key] == "0", said


def test_aio_contexts_a_machine_wide_allowance_are_refused(day):
    """fs.aio-max-nr is one count for the whole machine: a bot must get no AIO contexts (or so
    few that the host never notices)."""
    said = _said(day, "aio")
    assert said["contexts"] == "0", (
        f"the bot reserved {said['contexts']} AIO contexts of 4096 events: the machine's "
        f"aio-nr reached {said.get('machine_aio_nr')}")


def test_another_sandbox_still_opens_a_pty_while_a_bot_holds_ptys(day):
    said = _said(day, "pty")
    assert "pty" in day["monitor"].sandbox_pty, "never checked after the bot took its ptys"
    assert day["monitor"].sandbox_pty.get("pty") is None, (
        f"{day['monitor'].sandbox_pty.get('pty')} while the bot held {said}")


# -- kill -9 -------------------------------------------------------------------------------------

def _processes_of(owner: int) -> list[str]:
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                groups = (entry / "cgroup").read_text()
                command = (entry / "cmdline").read_bytes().replace(b"\0", b" ").decode()
            except OSError:
                continue
            if f"gamelib-bot-{owner}-" in groups or "h3report" in command:
                found.append(f"{entry.name}: {command[:100]}")
    return found


def _machine_counts() -> dict[str, int]:
    return {"aio-nr": int(Path("/proc/sys/fs/aio-nr").read_text()),
            "pty nr": int(Path("/proc/sys/kernel/pty/nr").read_text())}


def test_kill_minus_nine_while_bots_hold_everything_leaves_nothing_behind(tmp_path, day):
    # after the day (``day``: the same worker, one after the other): the day's bots are the
    # same hostile ones, and its monitor reads every bot's cage, so the two must not overlap
    chosen = ("nproc", "unixsock", "pty", "aio", "pipes", "epoll")
    hostile = tmp_path / "chosen"
    hostile.mkdir()
    for name in chosen:
        shutil.copy(HOSTILE / f"{name}_group.py", hostile)
    shutil.copy(HOSTILE / "_common.py", hostile)
    paths = folder_submissions(hostile, tmp_path, {})
    out = tmp_path / "day.jsonl"
    counts = _machine_counts()
    run = subprocess.Popen(_command(paths, out), stdout=subprocess.DEVNULL,
                           stderr=subprocess.DEVNULL, cwd=tmp_path)
    deadline = time.monotonic() + 300
    held: dict = {}
    while time.monotonic() < deadline and run.poll() is None and len(held) < 2:
        held = _reports(run.pid)
        time.sleep(0.1)
    os.kill(run.pid, signal.SIGKILL)
    run.wait()
    assert held, "no hostile bot was holding anything when the tournament was killed"
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and (_processes_of(run.pid) or list(
            (CGROUPS / "pids").glob(f"gamelib-bot-{run.pid}-*"))):
        time.sleep(0.2)
    assert _processes_of(run.pid) == [], f"bots outlived the tournament (they held {held})"
    for controller in ("pids", "memory", "freezer", "cpu"):
        assert not list((CGROUPS / controller).glob(f"gamelib-bot-{run.pid}-*")), controller
    assert not list(Path(tempfile.gettempdir()).glob(f"gamelib-bot-{run.pid}-*"))
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline and _machine_counts() != counts:
        time.sleep(0.2)
    after = _machine_counts()
    assert after["aio-nr"] <= counts["aio-nr"] and after["pty nr"] <= counts["pty nr"], (
        counts, after)
    failures = {name: why for name, check in HOST_CHECKS.items() if (why := check())}
    assert failures == {}
