"""A student's Othello bot for assignment 001 (Cờ lật), in plain Python: a starting point.

The assignment's bot is one function (§II.3):

    bot(victory_cell, cell, you) -> "d3" | "NULL"

* ``victory_cell``: the five victory cells, e.g. "a1 c7 d5 g4 f3";
* ``cell``: the board as 8 lines, row 1 first, each with 8 letters separated by spaces:
  E empty, B black, W white (columns a to h from left to right);
* ``you``: "BLACK" or "WHITE", the side to move (it always has a legal move);
* the answer: a square like "d3", or "NULL" to surrender.

This one plays the move that takes a victory cell if it can, else the one that flips the most
discs. Try it against the course server's bots:

    .venv/bin/python -m gamelib othello-server --port 9000 --bot weak
    .venv/bin/python -m gamelib othello-client --port 9000 --bot-module examples/mybot.py:bot
"""

DIRECTIONS = [(-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1)]


def read_board(cell):
    """The board as a list of 8 rows of "E", "B" or "W" (row 1 first)."""
    return [line.split() for line in cell.strip().split("\n")]


def flips(board, row, col, me):
    """The squares (row, col) that a disc of ``me`` on (row, col) would turn over."""
    if board[row][col] != "E":
        return []
    other = "W" if me == "B" else "B"
    turned = []
    for dr, dc in DIRECTIONS:
        run, r, c = [], row + dr, col + dc
        while 0 <= r < 8 and 0 <= c < 8 and board[r][c] == other:
            run.append((r, c))
            r, c = r + dr, c + dc
        if run and 0 <= r < 8 and 0 <= c < 8 and board[r][c] == me:
            turned += run
    return turned


def name(row, col):
    return "abcdefgh"[col] + str(row + 1)


def bot(victory_cell, cell, you):
    board = read_board(cell)
    me = "B" if you == "BLACK" else "W"
    victory = set(victory_cell.split())
    best, best_score = "NULL", -1
    for row in range(8):
        for col in range(8):
            turned = flips(board, row, col, me)
            if not turned:
                continue
            score = len(turned) + (100 if name(row, col) in victory else 0)
            if score > best_score:
                best, best_score = name(row, col), score
    return best
