"""Shared by the second red team's bots: an honest move, and the runner's answer pipe."""
import os
import stat

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


def protocol_out():
    """The runner's private answer pipe: a write-only pipe that is not standard error."""
    printing = os.fstat(2).st_ino
    for name in os.listdir("/proc/self/fd"):
        fd = int(name)
        try:
            info = os.fstat(fd)
            flags = __import__("fcntl").fcntl(fd, __import__("fcntl").F_GETFL)
        except OSError:
            continue
        if stat.S_ISFIFO(info.st_mode) and flags & os.O_ACCMODE == os.O_WRONLY \
                and info.st_ino != printing:
            return fd
    raise LookupError("no answer pipe")


def say(line):
    os.write(protocol_out(), line if isinstance(line, bytes) else line.encode("utf-8", "surrogatepass"))
