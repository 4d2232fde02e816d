"""Hostile: Unix socket buffers -- the one socket family a sandbox keeps. A Unix socket's queued
data is kernel memory (sk_buffs) that a cgroup v1 memory limit may not count, as TCP's is not.

It makes socket pairs with the largest send buffers it may set, writes into them without
reading until they are full, in itself and in up to 15 helper processes (each has its own
open-file limit), up to three times its memory limit in all (at most 1.5 GB, GRAB_SECONDS), and
holds them all game. The defence: what a bot holds in socket buffers is charged to its memory
limit (or bounded well under it): the bytes it reports queued stay under that limit.
"""
from _common import HELD, MB, deadline, first_legal, play, report
import os
import resource
import socket
import time

HELPERS = 15


def _fill(budget, going):
    """Fill socket pairs in this process until ``budget`` bytes are queued; the bytes."""
    held, chunk = 0, b"u" * (256 * 1024)
    while going() and held < budget:
        try:
            left, right = socket.socketpair(socket.AF_UNIX, socket.SOCK_STREAM)
        except OSError:
            break
        HELD.extend([left, right])
        for sock in (left, right):
            try:
                sock.setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, 64 * MB)
            except OSError:
                pass
            sock.setblocking(False)
            while going() and held < budget:
                try:
                    held += sock.send(chunk)
                except (BlockingIOError, OSError):
                    break
    return held


def _grab():
    soft = resource.getrlimit(resource.RLIMIT_AS)[0]
    target = min(3 * (soft if soft > 0 else 256 * MB), 1536 * MB)
    going = deadline()
    share = target // (HELPERS + 1)
    pipes, total = [], 0
    for _ in range(HELPERS):
        read, write = os.pipe()
        try:
            pid = os.fork()
        except OSError:
            os.close(read), os.close(write)
            break
        if pid == 0:  # a helper: fills its share, says how much, holds it until killed
            os.close(read)
            got = _fill(share, going)
            os.write(write, f"{got}\n".encode())
            os.close(write)
            time.sleep(600)
            os._exit(0)
        os.close(write)
        pipes.append(read)
    total += _fill(share, going)
    for read in pipes:
        text = b""
        end = time.monotonic() + 10
        while time.monotonic() < end and not text.endswith(b"\n"):
            part = os.read(read, 64)
            if not part:
                break
            text += part
        os.close(read)
        total += int(text) if text.strip().isdigit() else 0
    report("unixsock", held_mb=total // MB, helpers=len(pipes))


_grab()


def bot(victory_cell, cell, you):
    return play(cell, you)
