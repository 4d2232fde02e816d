"""Hostile: fills every place it may write at import -- its folder, /tmp -- to starve the
opponent ('No space left on device'), then plays honestly. It says CHEATED if it could write
more than its own disk (64 MB and 16 MB) allows."""
import os

from _common import first_legal

written = 0
for folder in (".", "/bot", "/tmp", os.path.expanduser("~")):
    for number in range(200):
        try:
            with open(os.path.join(folder, f"fill-{number}.bin"), "wb") as handle:
                for _ in range(16):
                    handle.write(b"\0" * (1 << 20))
                    written += 1 << 20
        except OSError:
            break


def bot(victory_cell, cell, you):
    if written > (64 + 16 + 16 + 4) * (1 << 20):  # its folder, /tmp, one file cut short each
        return "CHEATED"
    return first_legal(cell, you)
