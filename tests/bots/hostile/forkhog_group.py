"""Hostile: escapes the memory limit by forking -- three children of 300 MB each."""
import os
import time

from _common import first_legal

_children = []


def bot(victory_cell, cell, you):
    if not _children:
        for _ in range(3):
            pid = os.fork()
            if pid == 0:
                block = bytearray(300 * 1024 * 1024)
                for i in range(0, len(block), 4096):
                    block[i] = 1
                time.sleep(60)
                os._exit(0)
            _children.append(pid)
        time.sleep(0.5)
    return first_legal(cell, you)
