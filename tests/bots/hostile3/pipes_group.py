"""Hostile: pipe buffers. ``fs.pipe-user-pages-soft`` (16,384 pages, 64 MB) is a per-user
allowance: a bot that is root on the host takes root's, and every pipe root makes afterwards is
cut to one page; pipe pages are also memory.

It makes pipes, grows each to the largest size it may (F_SETPIPE_SZ) and fills it, in itself
and in up to 7 helper processes, up to three times its memory limit (at most 1.5 GB,
GRAB_SECONDS), and holds them. The defence: the allowance is the bot's own uid's, and the pages
are charged to its memory limit: the host's root still makes a 1 MB pipe while it plays, and the
bytes the bot reports held stay under its memory limit.
"""
from _common import HELD, MB, deadline, first_legal, play, report, settle, spread
import fcntl
import os
import resource
import time

F_SETPIPE_SZ = 1031
HELPERS = 8


def _fill(going, add):
    soft = resource.getrlimit(resource.RLIMIT_AS)[0]
    budget = min(3 * (soft if soft > 0 else 256 * MB), 1536 * MB) // HELPERS
    held, chunk = 0, b"p" * 65536
    while going() and held < budget:
        try:
            read, write = os.pipe()
        except OSError:
            return
        HELD.extend([read, write])
        try:
            fcntl.fcntl(write, F_SETPIPE_SZ, 1 * MB)
        except OSError:
            pass
        os.set_blocking(write, False)
        while going() and held < budget:
            try:
                wrote = os.write(write, chunk)
            except (BlockingIOError, OSError):
                break
            held += wrote
            add(wrote // 1024)


def _grab():
    total_kb = spread(_fill, HELPERS, "pipes", unit="kB")
    report("pipes", held_mb=total_kb // 1024, helpers=HELPERS)


_grab()
settle()


def bot(victory_cell, cell, you):
    return play(cell, you)
