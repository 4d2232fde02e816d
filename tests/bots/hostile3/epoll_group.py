"""Hostile: epoll watches. ``fs.epoll.max_user_watches`` is a per-user allowance: a bot that is
root on the host can take root's, and root's epoll_ctl then fails with ENOSPC.

It makes 120 epoll instances and adds each of 120 pipes to each of them (14,400 watches a
process), in itself and in up to 30 helpers (about 450,000 watches), bounded by GRAB_SECONDS,
and holds them. The defence: the watches count against the bot's own uid: the host's root still
adds epoll watches while it plays.
"""
from _common import HELD, deadline, first_legal, play, report, settle, spread
import os
import select
import time

HELPERS = 30


def _fill(going, add):
    instances, targets = [], []
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
                return
            try:
                poller.register(handle, select.EPOLLIN)
            except OSError:
                return
            add(1)


def _grab():
    watches = spread(_fill, HELPERS, "epoll")
    report("epoll", watches=watches, helpers=HELPERS)


_grab()
settle()


def bot(victory_cell, cell, you):
    return play(cell, you)
