"""Hostile: a FIFO where its output used to be read (reading it would hang the tournament)."""
import os

for name in ("stderr.txt", "/bot/stderr.txt"):
    try:
        if os.path.lexists(name):
            os.remove(name)
        os.mkfifo(name)
    except OSError:
        pass


def bot(victory_cell, cell, you):
    print("fifo-bot-last-words")
    os._exit(1)
