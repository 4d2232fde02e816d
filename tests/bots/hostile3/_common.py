"""Shared by the third red team's bots (issue 41): an honest move, a report the test can read
from the host, and bounds that every attack keeps to.

A bot takes a kernel allowance or a host resource at import (at most :data:`GRAB_SECONDS`
seconds and the counts each file sets), keeps it for the whole game (every move holds it a
little longer, :data:`HOLD_SECONDS`), and plays the first legal move. What it got is shown to
the test through :func:`report`: a child process ``sh -c 'sleep N' h3report NAME key=value ...``
whose command line the test (root, on the host) reads in ``/proc`` -- no file, no network, and
it dies with the sandbox. Nothing here sends anything anywhere but the sandbox's own loopback.
"""
import ctypes
import os
import signal
import time

DIRECTIONS = [(-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1)]
GRAB_SECONDS = 4.0     # what a bot may spend taking things at import
HOLD_SECONDS = 0.25    # each move waits this long, holding what it took
REPORT_SECONDS = 120   # a reporter never outlives this (and dies with the sandbox anyway)
MB = 2 ** 20

libc = ctypes.CDLL(None, use_errno=True)
_reporter = [None]
HELD = []              # everything taken stays referenced here for the bot's life


def first_legal(cell, you):
    board = [row.split() for row in cell.strip().splitlines()]
    me, other = ("B", "W") if you == "BLACK" else ("W", "B")
    for r in range(8):
        for c in range(8):
            if board[r][c] != "E":
                continue
            for dr, dc in DIRECTIONS:
                rr, cc, seen = r + dr, c + dc, 0
                while 0 <= rr < 8 and 0 <= cc < 8 and board[rr][cc] == other:
                    rr, cc, seen = rr + dr, cc + dc, seen + 1
                if seen and 0 <= rr < 8 and 0 <= cc < 8 and board[rr][cc] == me:
                    return "abcdefgh"[c] + str(r + 1)
    return "NULL"


def errno_name(number):
    import errno
    return errno.errorcode.get(number, str(number))


def last_errno():
    return errno_name(ctypes.get_errno())


def deadline(seconds=GRAB_SECONDS):
    end = time.monotonic() + seconds
    return lambda: time.monotonic() < end


def report(name, **found):
    """Show ``found`` to the test: a sleeping child whose command line says it (replacing the
    last one). Best effort: a bot that cannot fork any more says nothing new."""
    words = ["h3report", name] + [f"{k}={v}" for k, v in found.items()]
    try:
        pid = os.fork()
    except OSError:
        return
    if pid == 0:
        try:
            os.execv("/bin/sh", ["sh", "-c", f"sleep {REPORT_SECONDS}"] + words)
        finally:
            os._exit(127)
    if _reporter[0] is not None:
        try:
            os.kill(_reporter[0], signal.SIGKILL)
            os.waitpid(_reporter[0], 0)
        except OSError:
            pass
    _reporter[0] = pid


def play(cell, you):
    time.sleep(HOLD_SECONDS)
    return first_legal(cell, you)


def settle(seconds=1.5):
    """Hold what was taken a moment at import, so that it is seen even if the game ends at once
    (an opponent that cannot load)."""
    time.sleep(seconds)


def spread(fill, helpers, name, seconds=GRAB_SECONDS, **extra):
    """Run ``fill(going, add)`` in ``helpers`` forked processes (each has its own open-file
    limit); each calls ``add(n)`` as it takes more. This process reports the running total
    (``total=``) every 0.2 s, so what was held is seen even if the cage kills the bot, and
    returns it. The helpers keep what they took until the sandbox ends."""
    import mmap
    import struct

    report(name, total=0, helpers=0, **extra)
    settle(1.0)  # seen before the memory is taken (the cage may kill the bot for that)
    shared = mmap.mmap(-1, 16 * helpers)
    going = deadline(seconds)
    started = 0
    for index in range(helpers):
        try:
            pid = os.fork()
        except OSError:
            break
        started += 1
        if pid == 0:
            def add(amount, index=index):
                value = struct.unpack_from("q", shared, 16 * index)[0]
                struct.pack_into("q", shared, 16 * index, value + amount)
            try:
                fill(going, add)
            except BaseException:
                pass
            struct.pack_into("q", shared, 16 * index + 8, 1)
            time.sleep(600)
            os._exit(0)
    last = None
    while True:
        total = sum(struct.unpack_from("q", shared, 16 * i)[0] for i in range(started))
        finished = all(struct.unpack_from("q", shared, 16 * i + 8)[0] for i in range(started))
        if total != last:
            report(name, total=total, helpers=started, **extra)
            last = total
        if finished or not going():
            break
        time.sleep(0.2)
    report(name, total=total, helpers=started, done=int(finished), **extra)
    return total
