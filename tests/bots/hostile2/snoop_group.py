"""Hostile: looks for the tournament in its own sandbox -- the sandbox's command line, its
mounts, its cgroup, its environment -- and says CHEATED if it finds the tournament's folder,
process id, token or a bot folder's host path."""
import glob
import os

from _common import first_legal

TELLING = ("@TOKEN@", "@FOLDER@", "gamelib-bot-")


def _found():
    texts = []
    for path in ["/proc/1/cmdline", "/proc/self/mountinfo", "/proc/self/cgroup", "/proc/1/environ",
                 "/proc/self/environ"] + glob.glob("/proc/[0-9]*/cmdline"):
        try:
            with open(path, "rb") as handle:
                texts.append(handle.read().decode("utf-8", "replace"))
        except OSError:
            pass
    return [word for word in TELLING for text in texts if word in text]


def bot(victory_cell, cell, you):
    return "CHEATED" if _found() else first_legal(cell, you)
