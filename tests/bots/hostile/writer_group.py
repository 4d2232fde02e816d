"""Hostile: writes outside its folder -- a file of the teacher's, the home folder, /tmp."""
from _common import first_legal


def bot(victory_cell, cell, you):
    wrote = False
    for path in ["@OUTSIDE@", "/root/.gamelib-was-here", "/work/gamelib-was-here"]:
        try:
            with open(path, "a") as handle:
                handle.write("forged\n")
            wrote = path == "@OUTSIDE@"
        except OSError:
            pass
    return "CHEATED" if wrote else first_legal(cell, you)
