"""Hostile: closes its request pipe and exits (the tournament must still finish and report)."""
import os


def bot(victory_cell, cell, you):
    for fd in range(3, 20):
        try:
            os.close(fd)
        except OSError:
            pass
    os._exit(0)
