"""The guard: kills a tournament's bots and removes their cgroups and folders when the tournament
dies, however it dies -- ``kill -9`` included (stdlib only; run as ``python -I guard.py``).

A frozen process cannot die: a SIGKILL waits until its cgroup is thawed, and a tournament killed
with ``kill -9`` thaws nothing. So each process that starts bots first starts this guard, in a
session of its own (a Ctrl-C at the terminal does not reach it), and keeps the only writing end
of the guard's standard input. Over it, the tournament says what to clean up and what is already
cleaned up, one line each::

    cage NAME        a bot's cgroups /sys/fs/cgroup/*/NAME      done-cage NAME
                     (or its cgroup v2 group .../gamelib-bots/NAME)
    group PID        a bot's process group (no cgroups here)    done-group PID
    folder PATH      a bot's temporary folder                   done-folder PATH

When the standard input ends -- the tournament closed it, or the kernel did because the
tournament died -- the guard thaws and kills every process of each cage still listed, removes
the cgroups (and the bots' v2 parent group when no other tournament uses it), kills the
process groups, removes the folders, and ends. Names and paths come from
the tournament itself, never from a bot; the guard still accepts only cgroup names
``gamelib-bot-...`` and folders named ``gamelib-bot-...``.
"""

from __future__ import annotations

import os
import shutil
import signal
import sys
import time

CGROUP_ROOT = "/sys/fs/cgroup"
CONTROLLERS = ("freezer", "memory", "pids", "cpu")
#: the cgroup v2 folders bots' groups are made in (isolation.V2_MOUNTS / V2_PARENT)
V2_PARENTS = ("/sys/fs/cgroup/gamelib-bots", "/sys/fs/cgroup/unified/gamelib-bots")
PREFIX = "gamelib-bot-"


def _groups(name: str) -> list[str]:
    """Every folder the cage ``name`` may have: one a v1 controller, and its v2 group."""
    return ([os.path.join(CGROUP_ROOT, controller, name) for controller in CONTROLLERS]
            + [os.path.join(parent, name) for parent in V2_PARENTS])


def _members(name: str) -> list[int]:
    found: set[int] = set()
    for group in _groups(name):
        try:
            with open(os.path.join(group, "cgroup.procs")) as handle:
                found.update(int(word) for word in handle.read().split())
        except (OSError, ValueError):
            pass
    return sorted(found)


def _write(path: str, text: str) -> None:
    try:
        with open(path, "w") as handle:
            handle.write(text)
    except OSError:
        pass


def _set_freezer(name: str, state: str) -> None:
    _write(os.path.join(CGROUP_ROOT, "freezer", name, "freezer.state"), state)
    for parent in V2_PARENTS:  # v2: killed whole, then thawed so the kill takes effect
        if state == "THAWED":
            _write(os.path.join(parent, name, "cgroup.kill"), "1")
            _write(os.path.join(parent, name, "cgroup.freeze"), "0")


def empty_cage(name: str, patience: float = 10.0) -> bool:
    """Kill every process of the cage ``name`` (thawing it, so the kills take effect) and
    remove its cgroups; True when nothing of it is left."""
    deadline = time.monotonic() + patience
    while True:
        pids = _members(name)
        for pid in pids:
            try:
                os.kill(pid, signal.SIGKILL)
            except OSError:
                pass
        _set_freezer(name, "THAWED")
        if not pids or time.monotonic() > deadline:
            break
        time.sleep(0.02)
    left = False
    for folder in _groups(name):
        for _ in range(100):  # the kernel empties a cgroup a moment after its last process
            try:
                os.rmdir(folder)
                break
            except FileNotFoundError:
                break
            except OSError:
                time.sleep(0.02)
        else:
            left = True
    return not left and not _members(name)


def clean(cages: set[str], groups: set[int], folders: set[str]) -> None:
    for name in sorted(cages):
        empty_cage(name)
    for group in sorted(groups):
        try:
            os.killpg(group, signal.SIGKILL)
        except OSError:
            pass
    for folder in sorted(folders):
        shutil.rmtree(folder, ignore_errors=True)
    for parent in V2_PARENTS:  # the bots' v2 parent, once no tournament has a group in it
        try:
            os.rmdir(parent)  # (the kernel refuses to remove a cgroup that has groups)
        except OSError:
            pass


def main() -> None:
    for number in (signal.SIGINT, signal.SIGHUP, signal.SIGTERM, signal.SIGPIPE):
        signal.signal(number, signal.SIG_IGN)  # only the end of its input ends the guard
    cages: set[str] = set()
    groups: set[int] = set()
    folders: set[str] = set()
    for raw in sys.stdin.buffer:
        line = raw.decode("utf-8", "replace").rstrip("\n")
        what, _, value = line.partition(" ")
        done = what.startswith("done-")
        kind = what[len("done-"):] if done else what
        if kind == "cage" and value.startswith(PREFIX) and "/" not in value:
            (cages.discard if done else cages.add)(value)
        elif kind == "group" and value.isdigit() and int(value) > 1:
            (groups.discard if done else groups.add)(int(value))
        elif kind == "folder" and os.path.basename(value).startswith(PREFIX) and os.path.isabs(value):
            (folders.discard if done else folders.add)(value)
    clean(cages, groups, folders)


if __name__ == "__main__":
    main()
