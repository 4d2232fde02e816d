"""Hostile: pipe buffers. ``fs.pipe-user-pages-soft`` (16,384 pages, 64 MB) is a per-user
allowance: a bot that is root on the host takes root's, and every pipe root makes afterwards is
cut to one page; pipe pages are also memory.

It makes pipes, grows each to the largest size it may (F_SETPIPE_SZ) and fills it, in itself
and in up to 7 helper processes, up to three times its memory limit (at most 1.5 GB,
GRAB_SECONDS), and holds them. The defence: the allowance is the bot's own uid's, and the pages
are charged to its memory limit: the host's root still makes a 1 MB pipe while it plays, and the
bytes the bot reports held stay under its memory limit.
"""
from _common import HELD, MB, deadline, first_legal, play, report
import fcntl
import os
import resource
import time

F_SETPIPE_SZ = 1031
HELPERS = 7


def _fill(budget, going):
    held, grown, chunk = 0, 0, b"p" * 65536
    while going() and held < budget:
        try:
            read, write = os.pipe()
        except OSError:
            break
        HELD.extend([read, write])
        try:
            fcntl.fcntl(write, F_SETPIPE_SZ, 1 * MB)
            grown += 1
        except OSError:
            pass
        os.set_blocking(write, False)
        while going() and held < budget:
            try:
                held += os.write(write, chunk)
            except (BlockingIOError, OSError):
                break
    return held, grown


def _grab():
    soft = resource.getrlimit(resource.RLIMIT_AS)[0]
    target = min(3 * (soft if soft > 0 else 256 * MB), 1536 * MB)
    going = deadline()
    share = target // (HELPERS + 1)
    pipes = []
    for _ in range(HELPERS):
        read, write = os.pipe()
        try:
            pid = os.fork()
        except OSError:
            break
        if pid == 0:
            os.close(read)
            got, grown = _fill(share, going)
            os.write(write, f"{got} {grown}\n".encode())
            time.sleep(600)
            os._exit(0)
        os.close(write)
        pipes.append(read)
    total, grown = _fill(share, going)
    for read in pipes:
        text, end = b"", time.monotonic() + 10
        while time.monotonic() < end and not text.endswith(b"\n"):
            part = os.read(read, 64)
            if not part:
                break
            text += part
        words = text.split()
        if len(words) == 2:
            total, grown = total + int(words[0]), grown + int(words[1])
    report("pipes", held_mb=total // MB, grown=grown, helpers=len(pipes))


_grab()


def bot(victory_cell, cell, you):
    return play(cell, you)
