"""Hostile: processes (RLIMIT_NPROC is per user: a bot that is root on the host counts against
root's processes, and a fork bomb as root meets no RLIMIT_NPROC at all).

It forks sleeping children until refused (at most 2,000, GRAB_SECONDS), each trying to fork
once more, and holds them. The defence: the pids cgroup and RLIMIT_NPROC of the bot's own uid
stop it at a few dozen; the host's root still forks while it plays.
"""
from _common import HELD, deadline, first_legal, last_errno, play, report, settle
import os
import time


def _grab():
    going = deadline()
    children, why = 0, "ok"
    while going() and children < 2000:
        try:
            pid = os.fork()
        except OSError as exc:
            why = type(exc).__name__ + str(exc.errno)
            break
        if pid == 0:
            try:
                if os.fork() == 0:
                    time.sleep(600)
                    os._exit(0)
            except OSError:
                pass
            time.sleep(600)
            os._exit(0)
        children += 1
        HELD.append(pid)
    # the reporter needs a process or two more: let three children go
    for _ in range(3):
        if HELD:
            try:
                os.kill(HELD[-1], 9)
                os.waitpid(HELD.pop(), 0)
            except OSError:
                pass
    time.sleep(0.2)
    report("nproc", forked=children, first_refusal=why)


_grab()
settle()


def bot(victory_cell, cell, you):
    return play(cell, you)
