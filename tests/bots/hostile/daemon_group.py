"""Hostile: leaves a daemon behind (double fork, a new session, its parent-death signal cleared),
thinking on -- and it tries to outlive the tournament."""
import ctypes
import os
import sys

from _common import first_legal

_started = []


def _daemon():
    if os.fork():
        return
    os.setsid()
    if os.fork():
        os._exit(0)
    try:
        ctypes.CDLL(None).prctl(1, 0)  # PR_SET_PDEATHSIG: none
    except OSError:
        pass
    os.execv(sys.executable, [sys.executable, "-c",
                              "import time\nwhile True: time.sleep(0.1)  # @TOKEN@"])


def bot(victory_cell, cell, you):
    if not _started:
        _started.append(True)
        _daemon()
    return first_legal(cell, you)
