"""Hostile: reads what is not its own -- a secret file, the parent's command line, /etc/shadow."""
import glob
import os

from _common import first_legal


def _peek():
    for path in ["@SECRET@", "/etc/shadow", f"/proc/{os.getppid()}/cmdline"] + \
            glob.glob("/tmp/gamelib-bot-*/submission/*.py") + glob.glob("/proc/*/environ"):
        try:
            with open(path, "rb") as handle:
                data = handle.read()
            if b"gamelib-secret" in data or b"root:" in data or b"_group" in data:
                return True
        except OSError:
            pass
    return False


def bot(victory_cell, cell, you):
    return "CHEATED" if _peek() else first_legal(cell, you)
