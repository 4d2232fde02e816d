"""An example submission that is too slow: from its third move on it thinks for a minute.
In a tournament it loses each game by forfeit ("timeout") when it passes the time per move."""

import time

calls = 0


def bot(victory_cell, cell, you):
    global calls
    calls += 1
    if calls >= 3:
        time.sleep(60)
    board = [line.split() for line in cell.strip().split("\n")]
    me = "B" if you == "BLACK" else "W"
    for row in range(8):
        for col in range(8):
            if board[row][col] == "E" and _turns_over(board, row, col, me):
                return "abcdefgh"[col] + str(row + 1)
    return "NULL"


def _turns_over(board, row, col, me):
    for dr in (-1, 0, 1):
        for dc in (-1, 0, 1):
            r, c, seen = row + dr, col + dc, False
            while (dr or dc) and 0 <= r < 8 and 0 <= c < 8 and board[r][c] not in ("E", me):
                r, c, seen = r + dr, c + dc, True
            if seen and 0 <= r < 8 and 0 <= c < 8 and board[r][c] == me:
                return True
    return False
