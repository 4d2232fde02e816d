"""Hostile: every inotify instance and watch (issue 41: a bot took all 128 of root's instances
and all of root's watches; the host's root then got EMFILE/ENOSPC).

It opens inotify instances until refused (at most 1024) and adds watches on every file it can
see in /usr (at most 200,000), and holds them all game. The defence: inotify is refused inside
the sandbox (seccomp, EPERM) -- or, where allowed, it is counted against the bot's own host uid,
never root's: while it plays, the host's root still creates inotify instances and watches.
"""
from _common import HELD, deadline, first_legal, last_errno, libc, play, report, settle
import ctypes
import os

IN_ALL_EVENTS = 0xFFF


def _grab():
    going = deadline()
    instances, watches, why = [], 0, "ok"
    while going() and len(instances) < 1024:
        handle = libc.inotify_init1(os.O_CLOEXEC)
        if handle < 0:
            why = last_errno()
            break
        instances.append(handle)
    HELD.extend(instances)
    if instances:
        for root, folders, files in os.walk("/usr"):
            for name in files + folders:
                if not going() or watches >= 200_000:
                    break
                path = os.path.join(root, name).encode()
                if libc.inotify_add_watch(instances[watches % len(instances)], path,
                                          IN_ALL_EVENTS) >= 0:
                    watches += 1
            if not going() or watches >= 200_000:
                break
    report("inotify", instances=len(instances), watches=watches, first_refusal=why)


_grab()
settle()


def bot(victory_cell, cell, you):
    return play(cell, you)
