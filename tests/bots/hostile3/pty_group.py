"""Hostile: pseudo-terminals. ``kernel.pty.max`` (4,096) is one count for the machine; every
devpts but the host's first (a container's, each sandbox's own ``/dev/pts``) shares the part
above ``kernel.pty.reserve``: a bot that opens ptys by the thousand leaves no terminal for any
other sandbox, or for a teacher's containerised Jupyter.

It opens /dev/ptmx until refused, in itself and in up to 20 helpers (at most 4,000 in all,
GRAB_SECONDS), and holds them. The defence: a bot cannot take the machine's ptys (no /dev/ptmx,
or few): another sandbox started while it plays still opens a pty, and so does the host.
"""
from _common import HELD, deadline, first_legal, play, report, settle, spread
import os
import time

HELPERS = 21


def _fill(going, add):
    for _ in range(190):
        if not going():
            return
        try:
            HELD.append(os.open("/dev/ptmx", os.O_RDWR | os.O_NOCTTY))
        except OSError:
            return
        add(1)


def _grab():
    opened = spread(_fill, HELPERS, "pty")
    report("pty", opened=opened, machine_pty_nr=open("/proc/sys/kernel/pty/nr").read().strip())


_grab()
settle()


def bot(victory_cell, cell, you):
    return play(cell, you)
