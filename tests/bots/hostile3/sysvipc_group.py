"""Hostile: System V IPC -- shared memory segments, message queues and semaphores. A segment
lives on after its process (until removed, or until its IPC namespace ends) and its pages are
shared memory: a bot could keep memory outside its cage, or fill the host's kernel.msgmni and
shmall if it shared the host's IPC namespace.

It makes 64 MB segments and touches every page (up to three times its memory limit, at most
1.5 GB, GRAB_SECONDS), message queues filled to their limit (at most 500), and semaphore sets,
and holds them. The defence: its own IPC namespace (gone with the sandbox) and segment pages
charged to its memory limit: what it reports held stays under the limit (or it is stopped), and
nothing of it is left after the game.
"""
from _common import HELD, MB, deadline, first_legal, libc, play, report, settle
import ctypes
import resource

IPC_PRIVATE, IPC_CREAT = 0, 0o1000
libc.shmat.restype = ctypes.c_void_p
libc.shmat.argtypes = [ctypes.c_int, ctypes.c_void_p, ctypes.c_int]


class Message(ctypes.Structure):
    _fields_ = [("kind", ctypes.c_long), ("text", ctypes.c_char * 4096)]


def _grab():
    going = deadline()
    queues = messages = 0
    message = Message(kind=1)
    while going() and queues < 500:
        queue = libc.msgget(IPC_PRIVATE, IPC_CREAT | 0o600)
        if queue < 0:
            break
        queues += 1
        while going() and libc.msgsnd(queue, ctypes.byref(message), 4096, 0o4000) == 0:  # IPC_NOWAIT
            messages += 1
    semaphores = 0
    while going() and semaphores < 500 and libc.semget(IPC_PRIVATE, 250, IPC_CREAT | 0o600) >= 0:
        semaphores += 1
    found = {"queues": queues, "messages": messages, "semaphore_sets": semaphores}
    report("sysvipc", shm_mb=0, **found)
    settle(1.0)  # seen before the memory is taken (the cage may kill it for that)
    soft = resource.getrlimit(resource.RLIMIT_AS)[0]
    target = min(3 * (soft if soft > 0 else 256 * MB), 1536 * MB)
    held = 0
    while going() and held < target:
        segment = libc.shmget(IPC_PRIVATE, 64 * MB, IPC_CREAT | 0o600)
        if segment < 0:
            break
        address = libc.shmat(segment, None, 0)
        if address in (None, ctypes.c_void_p(-1).value):
            break  # address space is limited: the segment still exists, unattached
        for offset in range(0, 64 * MB, 4 * MB):
            if not going():
                break
            ctypes.memset(address + offset, 1, 4 * MB)
            held += 4
        libc.shmdt(ctypes.c_void_p(address))  # detached, the segment and its pages stay
        report("sysvipc", shm_mb=held, **found)
    report("sysvipc", shm_mb=held, done=1, **found)


_grab()
settle()


def bot(victory_cell, cell, you):
    return play(cell, you)
