"""Shared by the hostile test bots: the first legal move, as an honest bot would play it."""

DIRECTIONS = [(-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1)]


def first_legal(cell, you):
    board = [row.split() for row in cell.strip().splitlines()]
    me, other = ("B", "W") if you == "BLACK" else ("W", "B")
    for r in range(8):
        for c in range(8):
            if board[r][c] != "E":
                continue
            for dr, dc in DIRECTIONS:
                rr, cc, seen = r + dr, c + dc, 0
                while 0 <= rr < 8 and 0 <= cc < 8 and board[rr][cc] == other:
                    rr, cc, seen = rr + dr, cc + dc, seen + 1
                if seen and 0 <= rr < 8 and 0 <= cc < 8 and board[rr][cc] == me:
                    return "abcdefgh"[c] + str(r + 1)
    return "NULL"
