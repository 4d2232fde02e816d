"""Hostile: its output replaced by a link to /dev/zero (an endless read), and it crashes."""
import os

for name in ("stderr.txt", "/bot/stderr.txt"):
    try:
        if os.path.lexists(name):
            os.remove(name)
        os.symlink("/dev/zero", name)
    except OSError:
        pass


def bot(victory_cell, cell, you):
    os.kill(os.getpid(), 11)
