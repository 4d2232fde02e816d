"""Hostile: escape sequences for the teacher's terminal -- a window title, erased lines, and a
fake report -- in its output, its exception and its answer."""
import sys

FAKE = "\x1b]0;owned\x07\x1b[2K\x1b[1A\r\x1b[32mall bots loaded fine\x1b[0m\x9b2J"
print(FAKE, file=sys.stderr)


def bot(victory_cell, cell, you):
    print(FAKE)
    raise RuntimeError(FAKE)
