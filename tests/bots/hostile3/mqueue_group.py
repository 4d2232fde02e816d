"""Hostile: POSIX message queues (issue 41: a bot used up root's RLIMIT_MSGQUEUE allowance, and
root's mq_open then failed with EMFILE).

It opens queues with the largest attributes it is given until refused (at most 10,000) and
holds them. The defence: mq_open refused inside the sandbox (EPERM; and RLIMIT_MSGQUEUE 0 for
its uid): the host's root keeps opening message queues while it plays.
"""
from _common import HELD, deadline, first_legal, last_errno, play, report, settle
import ctypes
import os


class Attr(ctypes.Structure):
    _fields_ = [("flags", ctypes.c_long), ("maxmsg", ctypes.c_long), ("msgsize", ctypes.c_long),
                ("curmsgs", ctypes.c_long), ("pad", ctypes.c_long * 4)]


def _grab():
    try:
        rt = ctypes.CDLL("librt.so.1", use_errno=True)
    except OSError:
        rt = ctypes.CDLL(None, use_errno=True)
    going = deadline()
    opened, why = 0, "ok"
    for size in (8192, 1024, 64):
        attr = Attr(maxmsg=10, msgsize=size)
        while going() and opened < 10_000:
            handle = rt.mq_open(f"/h3-{os.getpid()}-{opened}".encode(),
                                os.O_CREAT | os.O_RDWR, 0o600, ctypes.byref(attr))
            if handle < 0:
                why = last_errno()
                break
            HELD.append(handle)
            opened += 1
    report("mqueue", queues=opened, first_refusal=why)


_grab()
settle()


def bot(victory_cell, cell, you):
    return play(cell, you)
