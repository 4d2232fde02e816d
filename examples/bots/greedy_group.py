"""An example submission for assignment 001 (a correct bot, standalone: only the standard library).

It takes a corner when it can, never a square next to an empty corner if it can help it, and
otherwise the move that turns over the most discs. It reads only its three inputs.
"""

DIRECTIONS = [(-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1)]
CORNERS = {(0, 0), (0, 7), (7, 0), (7, 7)}


def turned_over(board, row, col, me, other):
    """How many discs playing (row, col) turns over."""
    total = 0
    for dr, dc in DIRECTIONS:
        r, c, run = row + dr, col + dc, 0
        while 0 <= r < 8 and 0 <= c < 8 and board[r][c] == other:
            r, c, run = r + dr, c + dc, run + 1
        if run and 0 <= r < 8 and 0 <= c < 8 and board[r][c] == me:
            total += run
    return total


def next_to_empty_corner(board, row, col):
    return any(abs(row - r) <= 1 and abs(col - c) <= 1 and board[r][c] == "E"
               for r, c in CORNERS if (r, c) != (row, col))


def bot(victory_cell, cell, you):
    board = [line.split() for line in cell.strip().split("\n")]
    me, other = ("B", "W") if you == "BLACK" else ("W", "B")
    moves = [(turned_over(board, r, c, me, other), r, c) for r in range(8) for c in range(8)
             if board[r][c] == "E" and turned_over(board, r, c, me, other)]
    if not moves:
        return "NULL"
    victory = set(victory_cell.split())

    def worth(move):
        flips, r, c = move
        name = "abcdefgh"[c] + str(r + 1)
        return ((r, c) in CORNERS, name in victory, not next_to_empty_corner(board, r, c), flips)
    _, row, col = max(moves, key=worth)
    return "abcdefgh"[col] + str(row + 1)
