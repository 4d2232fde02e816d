"""Hostile: Unix socket buffers -- the one socket family a sandbox keeps. A Unix socket's queued
data is kernel memory (sk_buffs) that a cgroup v1 memory limit may not count, as TCP's is not.

It makes socket pairs with the largest send buffers it may set, writes into them without
reading until they are full, in itself and in up to 15 helper processes (each has its own
open-file limit), up to three times its memory limit in all (at most 1.5 GB, GRAB_SECONDS), and
holds them all game. The defence: what a bot holds in socket buffers is charged to its memory
limit (or bounded well under it): the bytes it reports queued stay under that limit.
"""
from _common import HELD, MB, deadline, first_legal, play, report, settle, spread
import os
import resource
import socket
import time

HELPERS = 16


def _target():
    soft = resource.getrlimit(resource.RLIMIT_AS)[0]
    return min(3 * (soft if soft > 0 else 256 * MB), 1536 * MB)


def _fill(going, add):
    """Fill socket pairs in this process until its share is queued."""
    budget, held, chunk = _target() // HELPERS, 0, b"u" * (256 * 1024)
    while going() and held < budget:
        try:
            left, right = socket.socketpair(socket.AF_UNIX, socket.SOCK_STREAM)
        except OSError:
            return
        HELD.extend([left, right])
        for sock in (left, right):
            try:
                sock.setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, 64 * MB)
            except OSError:
                pass
            sock.setblocking(False)
            while going() and held < budget:
                try:
                    sent = sock.send(chunk)
                except (BlockingIOError, OSError):
                    break
                held += sent
                add(sent // 1024)


def _grab():
    total_kb = spread(_fill, HELPERS, "unixsock", unit="kB")
    report("unixsock", held_mb=total_kb // 1024, helpers=HELPERS)


_grab()
settle()


def bot(victory_cell, cell, you):
    return play(cell, you)
