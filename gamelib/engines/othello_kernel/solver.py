"""The exact endgame solver: final margins, move ordering, the transposition table."""

from __future__ import annotations

import numpy as np

from gamelib.games.othello.bits import (CORNER_MASK, FULL, I, ONE, QUADRANTS, U, ZERO, flips, jit,
                                        legal_moves, lowest_square, popcount, recursive)
from gamelib.engines.othello_kernel.evaluation import (TUNED, evaluate_tuned)

ABORTED = 2_000_000       # returned when the node budget ran out (beyond every value)
MAX_PLY = 128   # plies a search can go down, passes included

# -- exact endgames ------------------------------------------------------------------------------
@jit
def final_margin(me, opp):
    """The final disc margin for ``me``, empty squares counted for the winner (always even)."""
    mine, theirs = popcount(me), popcount(opp)
    empties = 64 - mine - theirs
    if mine > theirs:
        return mine - theirs + empties
    if mine < theirs:
        return mine - theirs - empties
    return 0


VICTORY = 100   # holding all victory cells: beyond every disc margin


@jit
def final_value(me, opp, victory):
    """A finished game for ``me``: the disc margin; in the variant (``victory`` the mask of the
    victory cells) equal discs are decided by the victory cells held, worth ±1 (a margin is
    always even, so the two never meet)."""
    margin = final_margin(me, opp)
    if margin == 0 and victory:
        mine, theirs = popcount(me & victory), popcount(opp & victory)
        if mine != theirs:
            return 1 if mine > theirs else -1
    return margin


@jit
def _insert(buffer, scores, ply, count, square, score):
    """Put ``square`` into the list ``buffer[ply, :count]``, kept in increasing ``score``."""
    position = count
    while position > 0 and scores[ply, position - 1] > score:
        buffer[ply, position] = buffer[ply, position - 1]
        scores[ply, position] = scores[ply, position - 1]
        position -= 1
    buffer[ply, position] = square
    scores[ply, position] = score


ORDER_BY_VALUE_FROM = 10     # empty squares from which the solver also asks the evaluation


@jit
def _order_endgame(me, opp, moves, buffer, scores, ply, victory, model):
    """Moves into ``buffer[ply]``, fastest first (fewest replies), corners first on a tie;
    returns how many. With a tuned ``model`` and many empty squares, the opponent's replies
    (8 points each) and the tuned value of the position for the opponent (a point a disc) are
    added: on FFO #40-#42 this searches 2.4 times fewer positions."""
    count = 0
    by_value = model[0] == TUNED and 64 - popcount(me | opp) >= ORDER_BY_VALUE_FROM
    while moves:
        square = lowest_square(moves)
        bit = ONE << U(square)
        moves ^= bit
        flipped = flips(me, opp, square)
        new_me, new_opp = opp & ~flipped & FULL, me | flipped | bit
        replies = popcount(legal_moves(new_me, new_opp))
        score = replies * 4 - (2 if bit & CORNER_MASK else 0)
        if by_value:
            score = replies * 8 + I(evaluate_tuned(new_me, new_opp, victory, model))
        _insert(buffer, scores, ply, count, square, score)
        count += 1
    return count


@jit
def _odd_quadrants(empty):
    """The quadrants holding an odd number of the ``empty`` squares (parity: playing last in a
    region is worth having)."""
    odd = ZERO
    for q in range(4):
        if popcount(empty & QUADRANTS[q]) & 1:
            odd |= QUADRANTS[q]
    return odd


@jit
def _order_parity(me, opp, moves, buffer, ply):
    """Moves into ``buffer[ply]``: first those in a quadrant with an odd number of empty
    squares (playing last in a region is worth having), then the rest; returns how many."""
    empty = ~(me | opp) & FULL
    odd = _odd_quadrants(empty)
    count = 0
    for part in (moves & odd, moves & ~odd & FULL):
        while part:
            square = lowest_square(part)
            part ^= ONE << U(square)
            buffer[ply, count] = square
            count += 1
    return count


SMALL = 6                    # at most this many empty squares: the specialised small solver


@jit
def _last_square(me, opp, square, passes):
    """The final margin for ``me`` with one empty square left, ``square``: whoever can play it
    does (``me`` first); the count comes from the flips alone, no board is made."""
    flipped = flips(me, opp, square)
    if flipped:
        return 2 * (popcount(me) + popcount(flipped) + 1) - 64
    if not passes:  # the course's rule: a side without a move ends the game
        return final_margin(me, opp)
    flipped = flips(opp, me, square)
    if flipped:
        return 2 * (popcount(me) - popcount(flipped)) - 64
    return final_margin(me, opp)


@recursive("int64(uint64, uint64, int64, int64, boolean, boolean, int64[:])")
def _solve_small(me, opp, alpha, beta, passed, passes, stats):
    """The exact final margin of a position with few empty squares (no victory cells): no
    move list, no table; the empty squares are tried straight from the mask, first those in a
    quadrant with an odd number of empties (parity), and a move is a square that flips."""
    stats[0] += 1
    empty = ~(me | opp) & FULL
    if popcount(empty) == 1 and not passed:
        return _last_square(me, opp, I(lowest_square(empty)), passes)
    odd = _odd_quadrants(empty)
    best = -VICTORY - 1
    no = passed and not passed  # False, typed as a plain bool (numba's cache)
    for part in (empty & odd, empty & ~odd & FULL):
        while part:
            square = lowest_square(part)
            bit = ONE << U(square)
            part ^= bit
            flipped = flips(me, opp, square)
            if flipped == ZERO:
                continue
            value = -_solve_small(opp & ~flipped & FULL, me | flipped | bit, -beta, -alpha, no,
                                  passes, stats)
            if value > best:
                best = value
                if value > alpha:
                    alpha = value
                    if alpha >= beta:
                        return best
    if best == -VICTORY - 1:  # no move
        if passed or not passes:
            return final_margin(me, opp)
        return -_solve_small(opp, me, -beta, -alpha, not no, passes, stats)
    return best


HASH_A, HASH_B = U(0x9E3779B97F4A7C15), U(0xC2B2AE3D27D4EB4F)
TT_BITS = 20                 # 2^20 entries of the endgame table (about 40 MB)
TT_FROM = 8                  # positions with at least this many empty squares are remembered


@jit
def _slot(me, opp, mask):
    return I((((me * HASH_A) & FULL) ^ ((opp * HASH_B) & FULL)) >> U(64 - TT_BITS)) & mask


@recursive("int64(uint64, uint64, int64, int64, boolean, int64, boolean, uint64, int64[:, :], "
           "int64[:, :], int64[:], uint64[:, :], int64[:, :], float64[:])")
def _solve(me, opp, alpha, beta, passed, ply, passes, victory, buffer, scores, stats, keys, data, model):
    stats[0] += 1
    if stats[0] > stats[1]:
        stats[2] = 1
        return ABORTED
    if victory and (opp & victory) == victory:
        return -VICTORY
    empties = 64 - popcount(me | opp)
    if empties <= SMALL and not victory:
        return _solve_small(me, opp, alpha, beta, passed, passes, stats)
    moves = legal_moves(me, opp)
    if moves == ZERO:
        if passed or not passes or legal_moves(opp, me) == ZERO:
            return final_value(me, opp, victory)
        value = _solve(opp, me, -beta, -alpha, moves == ZERO, ply + 1, passes, victory, buffer,
                       scores, stats, keys, data, model)
        return ABORTED if value == ABORTED else -value
    slot = -1
    hint = -1
    if empties >= TT_FROM:
        slot = _slot(me, opp, I(keys.shape[0] - 1))
        if keys[slot, 0] == me and keys[slot, 1] == opp:
            lower, upper = data[slot, 0], data[slot, 1]
            if lower >= beta:
                return lower
            if upper <= alpha:
                return upper
            if lower > alpha:
                alpha = lower
            if upper < beta:
                beta = upper
            hint = data[slot, 2]
    if empties > 6:
        count = _order_endgame(me, opp, moves, buffer, scores, ply, victory, model)
        if hint >= 0:
            for i in range(count):
                if buffer[ply, i] == hint:
                    for j in range(i, 0, -1):
                        buffer[ply, j] = buffer[ply, j - 1]
                    buffer[ply, 0] = hint
                    break
    else:
        count = _order_parity(me, opp, moves, buffer, ply)
    alpha_in = alpha
    best, best_square = -VICTORY - 1, -1
    no = moves == ZERO  # False, typed as a plain bool: a literal would break numba's cache
    for i in range(count):
        square = buffer[ply, i]
        bit = ONE << U(square)
        flipped = flips(me, opp, square)
        new_me, new_opp = opp & ~flipped & FULL, me | flipped | bit
        if i == 0:
            value = _solve(new_me, new_opp, -beta, -alpha, no, ply + 1, passes, victory, buffer,
                           scores, stats, keys, data, model)
            if value == ABORTED:
                return ABORTED
            value = -value
        else:  # a null window first: is this move better than the best so far?
            value = _solve(new_me, new_opp, -alpha - 1, -alpha, no, ply + 1, passes, victory,
                           buffer, scores, stats, keys, data, model)
            if value == ABORTED:
                return ABORTED
            value = -value
            if alpha < value < beta:
                value = _solve(new_me, new_opp, -beta, -value, no, ply + 1, passes, victory,
                               buffer, scores, stats, keys, data, model)
                if value == ABORTED:
                    return ABORTED
                value = -value
        if value > best:
            best, best_square = value, square
            if value > alpha:
                alpha = value
                if alpha >= beta:
                    break
    if slot >= 0:
        if keys[slot, 0] != me or keys[slot, 1] != opp:
            keys[slot, 0], keys[slot, 1] = me, opp
            data[slot, 0], data[slot, 1] = -VICTORY - 1, VICTORY + 1
        if best <= alpha_in:
            data[slot, 1] = best
        elif best >= beta:
            data[slot, 0] = best
        else:
            data[slot, 0] = data[slot, 1] = best
        data[slot, 2] = best_square
    return best


def new_table(bits: int = TT_BITS) -> tuple[np.ndarray, np.ndarray]:
    """An empty endgame table: keys ``(me, opp)`` and data ``(lower, upper, best square)``."""
    return np.zeros((1 << bits, 2), dtype=np.uint64), np.zeros((1 << bits, 3), dtype=np.int64)


def new_buffers() -> tuple[np.ndarray, np.ndarray]:
    """Per-ply scratch space for move lists (no allocation inside the search)."""
    return np.zeros((MAX_PLY + 2, 64), dtype=np.int64), np.zeros((MAX_PLY + 2, 64), dtype=np.int64)


def new_stats(node_limit: int = 1 << 62) -> np.ndarray:
    """``[nodes, node limit, aborted]``."""
    return np.array([0, node_limit, 0], dtype=np.int64)


@jit
def solve_root(me, opp, passes, victory, alpha, beta, buffer, scores, stats, keys, data, model):
    """The exact value and best move (-1: none) of a position, within ``alpha``..``beta``."""
    moves = legal_moves(me, opp)
    no, first_ply = stats[2] != stats[2], I(1)  # typed values, not literals (numba's cache)
    if moves == ZERO or (victory and ((opp & victory) == victory or (me & victory) == victory)):
        return _solve(me, opp, I(alpha), I(beta), no, first_ply - 1, passes, victory, buffer, scores,
                      stats, keys, data, model), -1
    count = _order_endgame(me, opp, moves, buffer, scores, 0, victory, model)
    best, best_square = -VICTORY - 1, int(buffer[0, 0])
    for i in range(count):
        square = buffer[0, i]
        bit = ONE << U(square)
        flipped = flips(me, opp, square)
        new_me, new_opp = opp & ~flipped & FULL, me | flipped | bit
        if i == 0:
            value = _solve(new_me, new_opp, I(-beta), I(-alpha), no, first_ply, passes, victory, buffer, scores,
                           stats, keys, data, model)
        else:
            value = _solve(new_me, new_opp, I(-alpha - 1), I(-alpha), no, first_ply, passes, victory, buffer,
                           scores, stats, keys, data, model)
            if value != ABORTED and alpha < -value < beta:
                value = _solve(new_me, new_opp, I(-beta), I(value), no, first_ply, passes, victory, buffer,
                               scores, stats, keys, data, model)
        if value == ABORTED:
            return ABORTED, best_square
        value = -value
        if value > best:
            best, best_square = value, int(square)
            if value > alpha:
                alpha = value
                if alpha >= beta:
                    break
    return best, best_square


def solve(me: int, opp: int, *, passes: bool = True, victory: int = 0, node_limit: int = 1 << 62,
          table: tuple[np.ndarray, np.ndarray] | None = None,
          model: np.ndarray | None = None) -> tuple[int | None, int, int]:
    """``(value, best square or -1, nodes)``: the exact final disc margin for the side to move
    (``None`` if ``node_limit`` nodes were not enough). In the variant (``victory``, a mask of the
    five cells) a win by the victory cells is worth ±100 and a tie-break ±1. A tuned evaluation
    ``model`` (the engine's) orders the moves better; the value is exact with or without it.

    >>> me = 0x00000000000000FE     # b1..h1 mine, a1 empty, the rest theirs: nobody can move
    >>> opp = 0xFFFFFFFFFFFFFF00
    >>> solve(me, opp)[:2]
    (-50, -1)
    """
    buffer, scores = new_buffers()
    stats = new_stats(node_limit)
    keys, data = table if table is not None else new_table()
    if model is None:
        model = np.zeros(1)
    value, square = solve_root(U(me), U(opp), passes, U(victory), -VICTORY - 1, VICTORY + 1, buffer,
                               scores, stats, keys, data, model)
    if stats[2]:
        return None, square, int(stats[0])
    return int(value), int(square), int(stats[0])
