"""Hostile: queued real-time signals (issue 41: a bot queued 96,363 signals with timer_create
and sigqueue, and root's timer_create then failed with EAGAIN).

It blocks the real-time signals and queues as many as it can, every way there is: POSIX timers
(timer_create, each with a preallocated signal), rt_sigqueueinfo (sigqueue), pidfd_send_signal
with a queued siginfo, and plain kill() of a blocked real-time signal (each one queues). At most
100,000 each. The defence: timer_create and rt_sigqueueinfo refused (EPERM), and whatever still
queues (kill, pidfd_send_signal) counted against the bot's own uid under RLIMIT_SIGPENDING: the
host's root keeps creating timers while it plays.
"""
from _common import HELD, deadline, first_legal, last_errno, libc, play, report, settle
import ctypes
import os
import platform
import signal

NUMBERS = {"x86_64": {"rt_sigqueueinfo": 129, "pidfd_open": 434, "pidfd_send_signal": 424},
           "aarch64": {"rt_sigqueueinfo": 138, "pidfd_open": 434, "pidfd_send_signal": 424}}
LIMIT = 100_000


class SigInfo(ctypes.Structure):
    _fields_ = [("signo", ctypes.c_int), ("errno", ctypes.c_int), ("code", ctypes.c_int),
                ("pad", ctypes.c_int), ("pid", ctypes.c_int), ("uid", ctypes.c_uint),
                ("value", ctypes.c_void_p), ("rest", ctypes.c_byte * 96)]


def _grab():
    first, last = signal.SIGRTMIN, signal.SIGRTMAX
    signal.pthread_sigmask(signal.SIG_BLOCK, range(first, last + 1))
    going = deadline()
    found = {}
    # POSIX timers: each one holds a queued signal of its own
    timers, why = 0, "ok"
    while going() and timers < LIMIT:
        timer = ctypes.c_void_p()
        if libc.timer_create(1, None, ctypes.byref(timer)) != 0:
            why = last_errno()
            break
        timers += 1
    found.update(timers=timers, timers_refusal=why)
    calls = NUMBERS.get(platform.machine(), {})
    info = SigInfo(signo=first, code=-1, pid=os.getpid(), uid=os.getuid())
    queued, why = 0, "ok"
    while going() and queued < LIMIT and calls:
        if libc.syscall(calls["rt_sigqueueinfo"], os.getpid(), first, ctypes.byref(info)) != 0:
            why = last_errno()
            break
        queued += 1
    found.update(sigqueue=queued, sigqueue_refusal=why)
    queued, why = 0, "ok"
    handle = libc.syscall(calls["pidfd_open"], os.getpid(), 0) if calls else -1
    if handle >= 0:
        HELD.append(handle)
        info.signo = first + 1
        while going() and queued < LIMIT:
            if libc.syscall(calls["pidfd_send_signal"], handle, first + 1, ctypes.byref(info), 0) != 0:
                why = last_errno()
                break
            queued += 1
    else:
        why = "pidfd_open " + last_errno()
    found.update(pidfd=queued, pidfd_refusal=why)
    queued, why = 0, "ok"
    while going() and queued < LIMIT:
        before = len(signal.sigpending())
        try:
            os.kill(os.getpid(), first + 2 + queued % 8)
        except OSError as exc:
            why = str(exc.errno)
            break
        queued += 1
        if queued > 200:  # past RLIMIT_SIGPENDING kill() fails silently: count what is pending
            break
    found.update(kill=queued, kill_refusal=why)
    status = open("/proc/self/status").read()
    pending = [line.split()[1] for line in status.splitlines() if line.startswith("SigQ:")]
    found.update(sigq=pending[0] if pending else "?")
    report("signals", **found)


_grab()
settle()


def bot(victory_cell, cell, you):
    return play(cell, you)
