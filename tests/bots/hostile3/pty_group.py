"""Hostile: pseudo-terminals. ``kernel.pty.max`` (4,096) is one count for the machine; every
devpts but the host's first (a container's, each sandbox's own ``/dev/pts``) shares the part
above ``kernel.pty.reserve``: a bot that opens ptys by the thousand leaves no terminal for any
other sandbox, or for a teacher's containerised Jupyter.

It opens /dev/ptmx until refused, in itself and in up to 20 helpers (at most 4,000 in all,
GRAB_SECONDS), and holds them. The defence: a bot cannot take the machine's ptys (no /dev/ptmx,
or few): another sandbox started while it plays still opens a pty, and so does the host.
"""
from _common import HELD, deadline, first_legal, play, report
import os
import time

HELPERS = 20


def _fill(going, most):
    opened, why = 0, "ok"
    while going() and opened < most:
        try:
            HELD.append(os.open("/dev/ptmx", os.O_RDWR | os.O_NOCTTY))
            opened += 1
        except OSError as exc:
            why = str(exc.errno)
            break
    return opened, why


def _grab():
    going = deadline()
    pipes = []
    for _ in range(HELPERS):
        read, write = os.pipe()
        try:
            pid = os.fork()
        except OSError:
            break
        if pid == 0:
            os.close(read)
            got, why = _fill(going, 190)
            os.write(write, f"{got} {why}\n".encode())
            time.sleep(600)
            os._exit(0)
        os.close(write)
        pipes.append(read)
    total, why = _fill(going, 190)
    for read in pipes:
        text, end = b"", time.monotonic() + 10
        while time.monotonic() < end and not text.endswith(b"\n"):
            part = os.read(read, 64)
            if not part:
                break
            text += part
        words = text.split()
        if words:
            total += int(words[0])
            why = words[1].decode() if why == "ok" else why
        os.close(read)
    report("pty", opened=total, first_refusal=why, machine_pty_nr=open("/proc/sys/kernel/pty/nr").read().strip())


_grab()


def bot(victory_cell, cell, you):
    return play(cell, you)
