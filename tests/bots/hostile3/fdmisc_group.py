"""Hostile: file descriptors and the kernel objects behind them -- eventfds, timerfds,
signalfds, memfds filled with data, and the kernel's keyrings (keys are a per-user quota).

It opens eventfds, timerfds and signalfds up to its open-file limit, writes memfds up to three
times its memory limit (at most 1.5 GB, GRAB_SECONDS), tries add_key/keyctl 1,000 times, and
holds everything. The defence: keyrings refused (EPERM); memfd pages charged to its memory
limit (what it reports held stays under it, or it is stopped); the host's root still makes
eventfds and keeps its own key quota while it plays.
"""
from _common import HELD, MB, deadline, first_legal, last_errno, libc, play, report, settle
import ctypes
import os
import resource
import signal

ADD_KEY = {"x86_64": 248, "aarch64": 217}


def _grab():
    import platform
    going = deadline()
    found = {}
    soft = resource.getrlimit(resource.RLIMIT_AS)[0]
    target = min(3 * (soft if soft > 0 else 256 * MB), 1536 * MB)
    events = 0
    while going() and events < 120:
        try:
            HELD.append(os.eventfd(0) if hasattr(os, "eventfd") else os.pipe()[0])
            events += 1
            if events % 3 == 0:
                fd = libc.timerfd_create(1, 0)
                if fd >= 0:
                    HELD.append(fd)
        except OSError:
            break
    found.update(fds=events)
    number = ADD_KEY.get(platform.machine())
    keys, why = 0, "ok"
    while number and going() and keys < 1000:
        made = libc.syscall(number, b"user", f"h3-{keys}".encode(), b"x" * 1000, 1000,
                            ctypes.c_int(-3))  # KEY_SPEC_USER_SESSION_KEYRING... -3: user
        if made < 0:
            why = last_errno()
            break
        keys += 1
    found.update(keys=keys, keys_refusal=why)
    report("fdmisc", memfd_mb=0, **found)
    settle(1.0)  # seen before the memory is taken (the cage may kill it for that)
    held, chunk = 0, b"m" * MB
    memfds = 0
    while going() and held < target and memfds < 64:
        try:
            handle = os.memfd_create("h3", 0)
        except OSError:
            break
        HELD.append(handle)
        memfds += 1
        for _ in range(64):
            if not going() or held >= target:
                break
            try:
                held += os.write(handle, chunk)
                if held % (32 * MB) == 0:
                    report("fdmisc", memfd_mb=held // MB, **found)
            except OSError:
                break
    report("fdmisc", memfd_mb=held // MB, done=1, **found)


_grab()
settle()


def bot(victory_cell, cell, you):
    return play(cell, you)
