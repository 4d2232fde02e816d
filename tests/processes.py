"""No process outlives the test run that started it.

A test starts servers (JupyterLab, Voilà, the Othello match server), browsers, kernels, Dask
workers and sandboxed bots. Their fixtures end them when a test ends normally; this module
ends what is left when it does not: a Ctrl-C, a TERM, a worker that dies.

* The run's first pytest process (the controller, or the only one without xdist) is a *child
  subreaper* (Linux's ``PR_SET_CHILD_SUBREAPER``): a process whose parent died -- a kernel whose
  Lab was killed, a browser whose driver was, a sandbox's inner process -- becomes its child
  instead of init's, so it can still be found and ended. The workers are not: what they lose
  goes up to the controller, which starts no process of its own but its workers, and so can
  reap every other child that ended (:func:`reap_adopted`) without taking an exit status a
  test waits for -- a sandboxed game leaves a zombie behind, thousands in a run otherwise.
* At its end (``pytest_unconfigure``, and on a TERM or a second Ctrl-C) a pytest process ends
  every process below it: TERM, five seconds, then KILL.
* When a worker goes down, the controller ends at once the orphans it adopted from it.

Elsewhere than Linux the subreaper is not available; descendants are still ended.
"""

from __future__ import annotations

import ctypes
import os
import signal
import sys
import threading
import time

try:
    import psutil
except ImportError:  # pragma: no cover - psutil comes with the test requirements
    psutil = None

PR_SET_CHILD_SUBREAPER = 36
#: the processes this one started itself and keeps (xdist's workers, on the controller)
_KEPT: set[int] = set()


def adopt_orphans() -> bool:
    """Make this process the subreaper of everything it starts: True where Linux allows it."""
    if not sys.platform.startswith("linux"):
        return False
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        return libc.prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) == 0
    except (OSError, AttributeError):
        return False


def _end(victims: list, grace: float = 5.0) -> None:
    for process in victims:
        try:
            process.terminate()
        except psutil.Error:
            pass
    _, alive = psutil.wait_procs(victims, timeout=grace)
    for process in alive:
        try:
            process.kill()
        except psutil.Error:
            pass
    psutil.wait_procs(alive, timeout=grace)


def end_descendants(grace: float = 5.0) -> None:
    """End every process below this one (TERM, then KILL after ``grace`` seconds)."""
    if psutil is None:
        return
    try:
        victims = psutil.Process().children(recursive=True)
    except psutil.Error:
        return
    _end(victims, grace)


def keep_children() -> None:
    """Remember this process's children now as its own (xdist's workers): not orphans."""
    if psutil is not None:
        _KEPT.update(child.pid for child in psutil.Process().children())


def wait_exited(pid: int | None, timeout: float = 10.0) -> None:
    """Wait until process ``pid`` has finished exiting (a zombie, or gone). A worker's pipe
    closes before the kernel hands its children to the subreaper; once it is a zombie, they
    have been handed over."""
    if psutil is None or pid is None:
        return
    try:
        process = psutil.Process(pid)
        deadline = time.monotonic() + timeout
        while process.status() != psutil.STATUS_ZOMBIE and time.monotonic() < deadline:
            time.sleep(0.05)
    except psutil.Error:  # gone: reaped already
        pass


def end_orphans(grace: float = 5.0, after: int | None = None) -> None:
    """End the children this process adopted (not the ones it keeps) and all below them,
    once the process ``after`` (a worker that went down) has finished exiting."""
    if psutil is None:
        return
    wait_exited(after)
    victims = []
    for child in psutil.Process().children():
        if child.pid in _KEPT:
            continue
        try:
            victims += [child, *child.children(recursive=True)]
        except psutil.Error:
            pass
    _end(victims, grace)


def reap_adopted(every: float = 1.0) -> None:
    """Reap, in a background thread, each child that ended and is not one this process keeps
    (:func:`keep_children`): the orphans it adopted. Only for a process that starts no child
    of its own but the kept ones (the controller): a test's own ``Popen.wait`` must find its
    child's exit status."""
    if psutil is None or not hasattr(os, "waitpid"):
        return

    def reap() -> None:
        me = psutil.Process()
        while True:
            try:
                ended = [c.pid for c in me.children()
                         if c.pid not in _KEPT and c.status() == psutil.STATUS_ZOMBIE]
            except psutil.Error:
                ended = []
            for pid in ended:
                try:
                    os.waitpid(pid, os.WNOHANG)
                except ChildProcessError:
                    pass
            threading.Event().wait(every)

    threading.Thread(target=reap, name="reap-adopted", daemon=True).start()


def end_on_signals() -> None:
    """A TERM (or HUP) ends the run as a Ctrl-C does, fixtures' teardown included; a second
    one, or a second Ctrl-C, ends every descendant at once and exits."""
    if threading.current_thread() is not threading.main_thread():
        return
    received = {"count": 0}
    default_int = signal.getsignal(signal.SIGINT)

    def interrupted(signum, frame):
        received["count"] += 1
        if received["count"] > 1:
            end_descendants(grace=2.0)
            os._exit(128 + signum)
        raise KeyboardInterrupt(f"signal {signal.Signals(signum).name}")

    for signum in (signal.SIGTERM, signal.SIGHUP):
        signal.signal(signum, interrupted)

    def second_ctrl_c(signum, frame):
        received["count"] += 1
        if received["count"] > 1:
            end_descendants(grace=2.0)
            os._exit(130)
        if callable(default_int):
            default_int(signum, frame)
        raise KeyboardInterrupt

    signal.signal(signal.SIGINT, second_ctrl_c)


def stray_bot_runners(owner: int | None = None) -> list[str]:
    """Bot runners that outlived their tournament, as the start of their command lines.

    A runner belongs to the tournament whose process id is in its folder's name
    (``gamelib-bot-PID-...``): an unconfined runner's ``HOME``, a confined bot's cgroup. Counted:
    those of ``owner`` and those whose tournament process is gone. Not counted: the bots of
    tournaments still running in other test workers or checkouts, which end on their own.
    """
    from gamelib.bots.sandbox import RUNNER
    from gamelib.sandbox.isolation import PREFIX, _alive, _owner

    found = []
    for entry in os.scandir("/proc"):
        if not entry.name.isdigit():
            continue
        try:
            command = open(f"/proc/{entry.name}/cmdline", "rb").read().replace(b"\0", b" ").decode()
            groups = open(f"/proc/{entry.name}/cgroup").read()
            home = [v for v in open(f"/proc/{entry.name}/environ", "rb").read().split(b"\0")
                    if v.startswith(b"HOME=")] if f"{RUNNER} --memory-mb" in command else []
        except OSError:  # ended meanwhile, or not ours to read
            continue
        names = groups.replace(":", "/").split("/") + [
            part for value in home for part in value.decode(errors="replace").split("/")]
        owners = {_owner(name) for name in names if name.startswith(PREFIX)} - {None}
        if any(pid == owner or not _alive(pid) for pid in owners):
            found.append(command[:120])
    return found
