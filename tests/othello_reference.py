"""A second, deliberately plain Othello written from assignment 001's rules (a list of 64
squares, one direction at a time), used to check gamelib's bitboard rules independently.

Rules as in §I.2: Black moves first from d5/e4 (Black) and d4/e5 (White); a move takes an empty
square from which, in some direction, a run of opponent discs ends in one of the mover's discs;
every such run turns over.  ``rule="course"``: the game ends when the player to move cannot
move (rule 7).  ``rule="standard"``: that player passes, and the game ends when neither can.
"""

from __future__ import annotations

DIRECTIONS = [(-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1)]


def start() -> list[str]:
    board = ["."] * 64
    for name, colour in (("d4", "W"), ("e5", "W"), ("d5", "B"), ("e4", "B")):
        board[index(name)] = colour
    return board


def index(name: str) -> int:
    return (int(name[1]) - 1) * 8 + "abcdefgh".index(name[0])


def flips(board: list[str], square: int, me: str) -> list[int]:
    """The squares a disc of ``me`` on ``square`` turns over (empty: not a legal move)."""
    if board[square] != ".":
        return []
    other = "W" if me == "B" else "B"
    row, col = divmod(square, 8)
    turned = []
    for dr, dc in DIRECTIONS:
        run = []
        r, c = row + dr, col + dc
        while 0 <= r < 8 and 0 <= c < 8 and board[r * 8 + c] == other:
            run.append(r * 8 + c)
            r, c = r + dr, c + dc
        if run and 0 <= r < 8 and 0 <= c < 8 and board[r * 8 + c] == me:
            turned += run
    return turned


def moves(board: list[str], me: str) -> list[int]:
    return [sq for sq in range(64) if flips(board, sq, me)]


def play(board: list[str], square: int, me: str) -> list[str]:
    after = board[:]
    for sq in flips(board, square, me) + [square]:
        after[sq] = me
    return after


def perft(board: list[str], me: str, depth: int, rule: str) -> int:
    """Move sequences ``depth`` plies long (standard: a pass is a move and a game over early
    is one leaf; course: a game over early is no leaf)."""
    if depth == 0:
        return 1
    mine = moves(board, me)
    other = "W" if me == "B" else "B"
    if not mine:
        if rule == "course":
            return 0
        return perft(board, other, depth - 1, rule) if moves(board, other) else 1
    if depth == 1:
        return len(mine)
    return sum(perft(play(board, sq, me), other, depth - 1, rule) for sq in mine)


def stuck_lines(board: list[str], me: str, depth: int, line: tuple = ()) -> list[tuple]:
    """Every ``depth``-ply line (course rule) that reaches a position whose mover cannot move."""
    mine = moves(board, me)
    if not mine:
        return [line] if depth == 0 else []
    if depth == 0:
        return []
    other = "W" if me == "B" else "B"
    found = []
    for sq in mine:
        name = "abcdefgh"[sq % 8] + str(sq // 8 + 1)
        found += stuck_lines(play(board, sq, me), other, depth - 1, line + (name,))
    return found


def solve_margin(board: list[str], me: str) -> int:
    """The exact final disc margin for ``me`` (to move) under the course's rule, by plain
    minimax over every line (no pruning: small endgames only). Empty squares left at the end
    count for the winner, as in endgame tables (FFO)."""
    other = "W" if me == "B" else "B"
    mine = moves(board, me)
    if not mine:  # the course's rule: the player to move cannot move, the game ends
        difference = board.count(me) - board.count(other)
        empties = 64 - board.count(me) - board.count(other)
        return difference + empties if difference > 0 else difference - empties if difference < 0 else 0
    return max(-solve_margin(play(board, sq, me), other) for sq in mine)
