"""Hostile: asynchronous I/O contexts. ``fs.aio-max-nr`` (65,536 events here) is one allowance
for the whole machine, not per user and not per cgroup: a bot that reserves it all with io_setup
leaves every other program's io_setup failing with EAGAIN (databases, QEMU, libaio users).

It calls io_setup(4096) until refused (at most 1,000 contexts, GRAB_SECONDS) and holds the
contexts. The defence: io_setup refused inside the sandbox (like io_uring, with ENOSYS or
EPERM), or bounded far under the machine's allowance: the host's root can still io_setup while
it plays.
"""
from _common import HELD, deadline, first_legal, last_errno, libc, play, report, settle
import ctypes
import platform

IO_SETUP = {"x86_64": 206, "aarch64": 0}


def _grab():
    number = IO_SETUP.get(platform.machine())
    going = deadline()
    contexts, why = 0, "ok"
    while number is not None and going() and contexts < 1000:
        context = ctypes.c_ulong(0)
        if libc.syscall(number, 4096, ctypes.byref(context)) != 0:
            why = last_errno()
            break
        HELD.append(context)
        contexts += 1
    total = open("/proc/sys/fs/aio-nr").read().strip() if contexts else "?"
    report("aio", contexts=contexts, first_refusal=why, machine_aio_nr=total)


_grab()
settle()


def bot(victory_cell, cell, you):
    return play(cell, you)
