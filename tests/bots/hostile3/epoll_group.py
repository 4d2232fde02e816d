"""Hostile: epoll watches. ``fs.epoll.max_user_watches`` is a per-user allowance: a bot that is
root on the host can take root's, and root's epoll_ctl then fails with ENOSPC.

It makes 120 epoll instances and adds each of 120 pipes to each of them (14,400 watches a
process), in itself and in up to 30 helpers (about 450,000 watches), bounded by GRAB_SECONDS,
and holds them. The defence: the watches count against the bot's own uid: the host's root still
adds epoll watches while it plays.
"""
from _common import HELD, deadline, first_legal, play, report
import os
import select
import time

HELPERS = 30


def _fill(going):
    instances, targets, watches = [], [], 0
    try:
        for _ in range(60):
            targets.extend(os.pipe())
        for _ in range(120):
            instances.append(select.epoll())
    except OSError:
        pass
    HELD.extend(instances + targets)
    for poller in instances:
        for handle in targets:
            if not going():
                return watches
            try:
                poller.register(handle, select.EPOLLIN)
                watches += 1
            except OSError:
                return watches
    return watches


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
            os.write(write, f"{_fill(going)}\n".encode())
            time.sleep(600)
            os._exit(0)
        os.close(write)
        pipes.append(read)
    total = _fill(going)
    for read in pipes:
        text, end = b"", time.monotonic() + 10
        while time.monotonic() < end and not text.endswith(b"\n"):
            part = os.read(read, 64)
            if not part:
                break
            text += part
        total += int(text) if text.strip().isdigit() else 0
        os.close(read)
    report("epoll", watches=total, helpers=len(pipes))


_grab()


def bot(victory_cell, cell, you):
    return play(cell, you)
