"""An example submission with a bug: it counts the board's rows from 1 to 8 but Python counts
from 0 to 7, so its first look at row 8 raises IndexError. It loses each game by forfeit
("exception"), and the tournament records the error and the line it came from."""


def bot(victory_cell, cell, you):
    rows = [line.split() for line in cell.split("\n")]
    bottom_row = rows[8]  # IndexError: rows[0] … rows[7]
    if "E" in bottom_row:
        return "abcdefgh"[bottom_row.index("E")] + "8"
    return "NULL"
