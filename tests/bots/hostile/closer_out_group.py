"""Hostile: closes its answer pipe and sleeps (the runner must not hang)."""
import os
import time


def bot(victory_cell, cell, you):
    for fd in range(3, 20):
        try:
            os.close(fd)
        except OSError:
            pass
    time.sleep(40)
    return "NULL"
