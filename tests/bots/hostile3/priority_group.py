"""Hostile: priorities above everyone's. A real-time scheduling class (SCHED_FIFO) escapes the
CPU cgroup's quota and can starve the host; a negative nice value or the real-time I/O class
takes the host's CPU and disk first.

It asks for SCHED_FIFO and SCHED_RR at priority 99, nice -20, and I/O priority class RT, and
spins for a moment under whatever it got. The defence: all refused (EPERM: no CAP_SYS_NICE, and
RLIMIT_RTPRIO/RLIMIT_NICE of 0 for the bot's uid).
"""
from _common import first_legal, libc, play, report, settle
import ctypes
import os
import platform
import time

IOPRIO_SET = {"x86_64": 251, "aarch64": 30}


def _grab():
    got = []
    for name, policy in (("fifo", os.SCHED_FIFO), ("rr", os.SCHED_RR)):
        try:
            os.sched_setscheduler(0, policy, os.sched_param(99))
            got.append(name)
            os.sched_setscheduler(0, os.SCHED_OTHER, os.sched_param(0))
        except OSError:
            pass
    try:
        os.setpriority(os.PRIO_PROCESS, 0, -20)
        got.append("nice")
    except OSError:
        pass
    number = IOPRIO_SET.get(platform.machine())
    if number and libc.syscall(number, 1, 0, (1 << 13) | 0) == 0:  # IOPRIO_CLASS_RT, level 0
        got.append("ioprio_rt")
    end = time.monotonic() + 0.5
    while time.monotonic() < end:
        pass
    report("priority", got=",".join(got) or "none")


_grab()
settle()


def bot(victory_cell, cell, you):
    return play(cell, you)
