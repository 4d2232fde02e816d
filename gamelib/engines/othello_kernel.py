"""The Othello engine's kernel: bitboard move generation, perft, the evaluations (the classic
hand-written one and the tuned one, whose weights ``data/othello/train_evaluation.py`` makes), an
exact endgame solver and the engine's alpha-beta, compiled just in time by numba -- or run as
plain Python.

The same functions serve both: with numba installed they are compiled to machine code on
first use (and the compilation is cached on disk, next to this file or in numba's user cache);
without numba, or with the environment variable ``GAMELIB_NUMBA=0``, they run as written, as
ordinary Python, with the same results at a fraction of the speed. Boards are two 64-bit masks,
``me`` (the side to move) and ``opp``; square ``i`` is bit ``i``, a1 = 0, h1 = 7, a8 = 56.

Only the engine uses this module. The searches that lessons show and trace (``gamelib/search``)
stay plain Python; this is the part of gamelib written to be fast, not to be read first.

>>> from gamelib.games.othello import Othello
>>> start = Othello().initial_state()
>>> me, opp = start.black, start.white
>>> perft(me, opp, 6, False), popcount(legal_moves(me, opp))
(8200, 4)

Exact endgames: :func:`solve` returns the final disc margin for the side to move with best play
by both sides (empty squares counted for the winner, as endgame tables do) and the best move.
"""

from __future__ import annotations

import os

import numpy as np

COMPILED = False
if os.environ.get("GAMELIB_NUMBA", "1") != "0":
    try:
        import numba

        COMPILED = True
    except ImportError:  # numba is optional: the same code runs as Python
        pass

if COMPILED:
    jit = numba.njit(cache=True)
    U, I = np.uint64, np.int64   # masks are unsigned; counts and values signed (never mixed)

    def recursive(signature: str):
        """Compile a recursive function for exactly one signature: numba's cache mishandles a
        recursive function whose calls it had to cast (numba issues 6061, 6713: a segfault
        when the cached code is loaded), so its arguments are declared once, up front."""
        return numba.njit(signature, cache=True)
else:
    def jit(function):
        return function

    def recursive(signature: str):
        return jit
    U = I = int

ZERO, ONE = U(0), U(1)
FULL = U(0xFFFFFFFFFFFFFFFF)
NOT_A = U(0xFEFEFEFEFEFEFEFE)   # every square but column a: a step east may land there
NOT_H = U(0x7F7F7F7F7F7F7F7F)   # every square but column h
CORNER_MASK = U(0x8100000000000081)
S1, S2, S4, S7, S8, S9, S56 = U(1), U(2), U(4), U(7), U(8), U(9), U(56)
M1, M2, M4, H01 = U(0x5555555555555555), U(0x3333333333333333), U(0x0F0F0F0F0F0F0F0F), U(0x0101010101010101)
QUADRANTS = (U(0x000000000F0F0F0F), U(0x00000000F0F0F0F0), U(0x0F0F0F0F00000000), U(0xF0F0F0F000000000))
WIN = 1_000_000
BOUND = WIN + 65          # beyond every value
ABORTED = 2 * WIN         # returned when the node budget ran out
MAX_PLY = 128   # plies a search can go down, passes included


# -- bits ----------------------------------------------------------------------------------------
@jit
def popcount(x):
    """The number of set bits."""
    x = x - ((x >> S1) & M1)
    x = (x & M2) + ((x >> S2) & M2)
    x = (x + (x >> S4)) & M4
    return I(((x * H01) & FULL) >> S56)


@jit
def lowest_square(x):
    """The index of the lowest set bit of a non-zero mask."""
    return popcount((x & ((~x + ONE) & FULL)) - ONE)


@jit
def _fill_left(me, o, s):
    t = o & ((me << s) & FULL)
    t |= o & ((t << s) & FULL)
    t |= o & ((t << s) & FULL)
    t |= o & ((t << s) & FULL)
    t |= o & ((t << s) & FULL)
    t |= o & ((t << s) & FULL)
    return (t << s) & FULL


@jit
def _fill_right(me, o, s):
    t = o & (me >> s)
    t |= o & (t >> s)
    t |= o & (t >> s)
    t |= o & (t >> s)
    t |= o & (t >> s)
    t |= o & (t >> s)
    return t >> s


@jit
def legal_moves(me, opp):
    """The mask of the squares where ``me`` may play."""
    empty = ~(me | opp) & FULL
    inner_a, inner_h = opp & NOT_A, opp & NOT_H
    moves = ((_fill_left(me, inner_a, S1) & NOT_A) | (_fill_right(me, inner_h, S1) & NOT_H) |
             _fill_left(me, opp, S8) | _fill_right(me, opp, S8) |
             (_fill_left(me, inner_a, S9) & NOT_A) | (_fill_right(me, inner_a, S7) & NOT_A) |
             (_fill_left(me, inner_h, S7) & NOT_H) | (_fill_right(me, inner_h, S9) & NOT_H))
    return moves & empty


@jit
def _ray(me, opp, start, s, left, mask):
    """Discs of ``opp`` flipped along one direction from ``start``."""
    line = ZERO
    bit = start
    while True:
        bit = (((bit << s) & FULL) if left else (bit >> s)) & mask
        if bit & opp:
            line |= bit
        else:
            return line if bit & me else ZERO


@jit
def flips(me, opp, square):
    """The discs of ``opp`` that playing ``square`` turns over."""
    start = ONE << U(square)
    return (_ray(me, opp, start, S1, True, NOT_A) | _ray(me, opp, start, S1, False, NOT_H) |
            _ray(me, opp, start, S8, True, FULL) | _ray(me, opp, start, S8, False, FULL) |
            _ray(me, opp, start, S9, True, NOT_A) | _ray(me, opp, start, S7, False, NOT_A) |
            _ray(me, opp, start, S7, True, NOT_H) | _ray(me, opp, start, S9, False, NOT_H))


@jit
def neighbours(mask):
    """Every square next to a square of ``mask``."""
    east = ((mask << S1) & FULL) | ((mask << S9) & FULL) | (mask >> S7)
    west = (mask >> S1) | (mask >> S9) | ((mask << S7) & FULL)
    return (east & NOT_A) | (west & NOT_H) | ((mask << S8) & FULL) | (mask >> S8)


# -- perft ---------------------------------------------------------------------------------------
@recursive("int64(uint64, uint64, int64, boolean)")
def perft(me, opp, depth, passes):
    """Leaves ``depth`` plies down. Course rule (``passes`` False): a side without a move ends
    the game, which then has no leaf at that depth. Standard rules: it passes (a ply), and a game
    over before ``depth`` is one leaf."""
    if depth == 0:
        return 1
    moves = legal_moves(me, opp)
    if moves == ZERO:
        if not passes:
            return 0
        if legal_moves(opp, me) == ZERO:
            return 1
        return perft(opp, me, depth - 1, passes)
    if depth == 1:
        return popcount(moves)
    total = 0
    while moves:
        square = lowest_square(moves)
        bit = ONE << U(square)
        flipped = flips(me, opp, square)
        total += perft(opp & ~flipped & FULL, me | flipped | bit, depth - 1, passes)
        moves ^= bit
    return total


# -- evaluation terms (the solver orders moves by the tuned evaluation too) -----------------------
X_SQUARE_CORNER = np.array([-1] * 64, dtype=np.int64)
for _x, _corner in ((9, 0), (14, 7), (49, 56), (54, 63)):
    X_SQUARE_CORNER[_x] = _corner
EDGE_LINES = (U(0xFF), U(0xFF00000000000000), U(0x0101010101010101), U(0x8080808080808080))


@jit
def stable_discs(me, opp):
    """Discs of ``me`` that can never be turned: unbroken runs from a corner along its two
    edges, and whole edges once they are full (a lower bound of the stable discs)."""
    stable = ZERO
    full = me | opp
    for corner, step_a, step_b in ((0, 1, 8), (7, -1, 8), (56, 1, -8), (63, -1, -8)):
        if not (me >> U(corner)) & ONE:
            continue
        for step in (step_a, step_b):
            square = corner
            for _ in range(8):
                if not (me >> U(square)) & ONE:
                    break
                stable |= ONE << U(square)
                square += step
                if square < 0 or square > 63 or ((step == 1 or step == -1) and square // 8 != corner // 8):
                    break
    for edge in EDGE_LINES:
        if (full & edge) == edge:
            stable |= me & edge
    return stable


# -- the tuned evaluation --------------------------------------------------------------------------
#: a model is one flat float64 array: model[0] says which evaluation (CLASSIC or TUNED); a classic
#: model then holds the TERMS; a tuned one holds, for each of PHASES stages of the game, the
#: DENSE feature weights, the VICTORY_TERMS weights, an edge table and a corner table
CLASSIC, TUNED = 0.0, 1.0
PHASES = 12                       # stage = empty squares // 5, the last stage 55-60 empties
DENSE = ("bias", "mobility", "mobility_share", "frontier", "potential_mobility", "corners",
         "x_squares", "c_squares", "stable", "discs", "parity", "no_move")
VICTORY_TERMS = ("victory_cells", "victory_threat", "victory_stable", "victory_reach", "victory_four")
EDGE_SIZE, CORNER_SIZE = 3 ** 8, 3 ** 9
PHASE_SIZE = len(DENSE) + len(VICTORY_TERMS) + EDGE_SIZE + CORNER_SIZE
MODEL_SIZE = 1 + PHASES * PHASE_SIZE
#: the four edges (a1-h1, a8-h8, a1-a8, h1-h8) and the four 3x3 corner regions (corner first,
#: then along its row) whose contents index the pattern tables: 0 empty, 1 mine, 2 theirs
EDGE_SQUARES = np.array([[c for c in range(8)], [56 + c for c in range(8)],
                         [8 * r for r in range(8)], [8 * r + 7 for r in range(8)]], dtype=np.int64)
CORNER_SQUARES = np.array([[(r if top else 7 - r) * 8 + (c if left else 7 - c)
                            for r in range(3) for c in range(3)]
                           for top in (True, False) for left in (True, False)], dtype=np.int64)
C_SQUARE_CORNER = np.array([-1] * 64, dtype=np.int64)
for _c, _corner in ((1, 0), (8, 0), (6, 7), (15, 7), (48, 56), (57, 56), (55, 63), (62, 63)):
    C_SQUARE_CORNER[_c] = _corner


@jit
def phase_of(empties):
    """The stage of the game a tuned model keeps its weights for."""
    return min(empties // 5, PHASES - 1)


@jit
def pattern_index(me, opp, squares_):
    """The base-3 number the squares spell: 0 empty, 1 mine, 2 theirs (first square highest)."""
    index = 0
    for square in squares_:
        index *= 3
        if (me >> U(square)) & ONE:
            index += 1
        elif (opp >> U(square)) & ONE:
            index += 2
    return index


@jit
def dense_features(me, opp, victory, out):
    """Write the tuned evaluation's features of the position (``me`` to move) into ``out``:
    the DENSE ones, then the VICTORY_TERMS (zero outside the variant)."""
    empty = ~(me | opp) & FULL
    mine_moves, their_moves = legal_moves(me, opp), legal_moves(opp, me)
    mine_m, theirs_m = popcount(mine_moves), popcount(their_moves)
    near_empty = neighbours(empty)
    empties = popcount(empty)
    out[0] = 1.0
    out[1] = mine_m - theirs_m
    out[2] = 10.0 * (mine_m - theirs_m) / (mine_m + theirs_m + 2)
    out[3] = popcount(near_empty & me) - popcount(near_empty & opp)
    near_opp, near_me = neighbours(opp) & empty, neighbours(me) & empty
    out[4] = popcount(near_opp) - popcount(near_me)
    out[5] = popcount(me & CORNER_MASK) - popcount(opp & CORNER_MASK)
    x_mine = x_theirs = c_mine = c_theirs = 0
    for square in (9, 14, 49, 54, 1, 8, 6, 15, 48, 57, 55, 62):
        corner = X_SQUARE_CORNER[square] if X_SQUARE_CORNER[square] >= 0 else C_SQUARE_CORNER[square]
        if not (empty >> U(corner)) & ONE:
            continue
        is_x = X_SQUARE_CORNER[square] >= 0
        if (me >> U(square)) & ONE:
            if is_x:
                x_mine += 1
            else:
                c_mine += 1
        elif (opp >> U(square)) & ONE:
            if is_x:
                x_theirs += 1
            else:
                c_theirs += 1
    out[6] = x_mine - x_theirs
    out[7] = c_mine - c_theirs
    stable_mine = stable_theirs = ZERO
    if (me | opp) & CORNER_MASK:
        stable_mine, stable_theirs = stable_discs(me, opp), stable_discs(opp, me)
    out[8] = popcount(stable_mine) - popcount(stable_theirs)
    out[9] = popcount(me) - popcount(opp)
    out[10] = 1.0 if empties & 1 else -1.0
    out[11] = (1.0 if mine_m == 0 else 0.0) - (1.0 if theirs_m == 0 else 0.0)
    at = len(DENSE)
    for k in range(len(VICTORY_TERMS)):
        out[at + k] = 0.0
    if victory:
        held_mine, held_theirs = popcount(me & victory), popcount(opp & victory)
        out[at] = held_mine - held_theirs
        missing_mine, missing_theirs = victory & ~me & FULL, victory & ~opp & FULL
        # one cell short, and that cell a legal move now: the side can take all of them
        threat_mine = popcount(missing_mine) == 1 and (missing_mine & mine_moves) != ZERO
        threat_theirs = popcount(missing_theirs) == 1 and (missing_theirs & their_moves) != ZERO
        out[at + 1] = (1.0 if threat_mine else 0.0) - (1.0 if threat_theirs else 0.0)
        out[at + 2] = popcount(stable_mine & victory) - popcount(stable_theirs & victory)
        out[at + 3] = popcount(mine_moves & victory) - popcount(their_moves & victory)
        out[at + 4] = (1.0 if held_mine == 4 else 0.0) - (1.0 if held_theirs == 4 else 0.0)


@jit
def evaluate_tuned(me, opp, victory, model):
    """The tuned evaluation: for the stage of the game, the dense features times their weights
    plus the values the edge and corner tables give to what stands on each edge and corner."""
    features = np.empty(len(DENSE) + len(VICTORY_TERMS))
    dense_features(me, opp, victory, features)
    empties = 64 - popcount(me | opp)
    base = 1 + phase_of(empties) * PHASE_SIZE
    count = len(DENSE) + (len(VICTORY_TERMS) if victory else 0)
    score = 0.0
    for k in range(count):
        score += model[base + k] * features[k]
    edges = base + len(DENSE) + len(VICTORY_TERMS)
    for row in range(4):
        score += model[edges + pattern_index(me, opp, EDGE_SQUARES[row])]
    corners = edges + EDGE_SIZE
    for row in range(4):
        score += model[corners + pattern_index(me, opp, CORNER_SQUARES[row])]
    return score


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
def _order_parity(me, opp, moves, buffer, ply):
    """Moves into ``buffer[ply]``: first those in a quadrant with an odd number of empty
    squares (playing last in a region is worth having), then the rest; returns how many."""
    empty = ~(me | opp) & FULL
    odd = ZERO
    for q in range(4):
        if popcount(empty & QUADRANTS[q]) & 1:
            odd |= QUADRANTS[q]
    count = 0
    for part in (moves & odd, moves & ~odd & FULL):
        while part:
            square = lowest_square(part)
            part ^= ONE << U(square)
            buffer[ply, count] = square
            count += 1
    return count


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
    moves = legal_moves(me, opp)
    if moves == ZERO:
        if passed or not passes or legal_moves(opp, me) == ZERO:
            return final_value(me, opp, victory)
        value = _solve(opp, me, -beta, -alpha, moves == ZERO, ply + 1, passes, victory, buffer,
                       scores, stats, keys, data, model)
        return ABORTED if value == ABORTED else -value
    empties = 64 - popcount(me | opp)
    if empties == 1 and not victory:  # the last square: play it; nobody can move after it
        square = lowest_square(moves)
        flipped = flips(me, opp, square)
        return final_margin(me | flipped | (ONE << U(square)), opp & ~flipped & FULL)
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


# -- the engine's midgame search -------------------------------------------------------------------
#: the classic evaluation's terms, after its kind in ``model[0]``, in this order (see othello.Weights)
TERMS = ("mobility", "potential_mobility", "corners", "stability", "discs_late", "victory_cells")
EXACT, LOWER, UPPER = 0, 1, 2
@jit
def evaluate(me, opp, victory, weights, model):
    """The engine's heuristic value for ``me`` (to move): the tuned evaluation when ``model``
    is one, otherwise the classic one -- square weights, mobility, potential mobility,
    corners, stable discs, discs late in the game, and victory cells held, weighted by the
    TERMS in ``model[1:]``."""
    if model[0] == TUNED:
        return evaluate_tuned(me, opp, victory, model)
    terms = model[1:]
    score = 0.0
    rest = me
    while rest:
        square = lowest_square(rest)
        score += weights[square]
        rest ^= ONE << U(square)
    rest = opp
    while rest:
        square = lowest_square(rest)
        score -= weights[square]
        rest ^= ONE << U(square)
    mine_m, theirs_m = popcount(legal_moves(me, opp)), popcount(legal_moves(opp, me))
    if mine_m + theirs_m:
        score += terms[0] * 10.0 * (mine_m - theirs_m) / (mine_m + theirs_m + 2)
    empty = ~(me | opp) & FULL
    edge_of_empty = neighbours(empty)
    score += terms[1] * (popcount(edge_of_empty & opp) - popcount(edge_of_empty & me))
    score += terms[2] * (popcount(me & CORNER_MASK) - popcount(opp & CORNER_MASK))
    if (me | opp) & CORNER_MASK:
        score += terms[3] * (popcount(stable_discs(me, opp)) - popcount(stable_discs(opp, me)))
    empties = popcount(empty)
    if empties < 20:
        score += terms[4] * (20 - empties) / 4.0 * (popcount(me) - popcount(opp))
    if victory:
        score += terms[5] * (popcount(me & victory) - popcount(opp & victory))
    return score


@jit
def to_engine(value):
    """A solver value (a final margin, ±1 a tie-break, ±100 the victory cells) on the engine's
    scale, where every win is above ``WIN`` and every loss below ``-WIN``."""
    if value > 0:
        return float(WIN + value)
    if value < 0:
        return float(-WIN + value)
    return 0.0


@jit
def _order_midgame(me, opp, moves, hint, depth, victory, weights, buffer, scores, ply):
    count = 0
    empty = ~(me | opp) & FULL
    while moves:
        square = lowest_square(moves)
        bit = ONE << U(square)
        moves ^= bit
        if square == hint:
            score = 1 << 30
        else:
            score = I(weights[square] * 16)
            corner = X_SQUARE_CORNER[square]
            if corner >= 0 and (empty >> U(corner)) & ONE:
                score -= 960
            if victory and bit & victory:
                score += 640
            if depth >= 3:
                flipped = flips(me, opp, square)
                score -= 96 * popcount(legal_moves(opp & ~flipped & FULL, me | flipped | bit))
        _insert(buffer, scores, ply, count, square, -score)  # best (highest score) first
        count += 1
    return count


@recursive("float64(uint64, uint64, int64, float64, float64, boolean, int64, boolean, uint64, "
           "float64[:], float64[:], int64[:, :], int64[:, :], int64[:], uint64[:, :], float64[:, :])")
def _search(me, opp, depth, alpha, beta, passed, ply, passes, victory, weights, model, buffer,
            scores, stats, keys, data):
    stats[0] += 1
    if stats[0] > stats[1]:
        stats[2] = 1
        return 0.0
    if victory:
        if (opp & victory) == victory:
            return to_engine(-VICTORY)
        if (me & victory) == victory:
            return to_engine(VICTORY)
    moves = legal_moves(me, opp)
    if moves == ZERO:
        if passed or not passes or legal_moves(opp, me) == ZERO:
            return to_engine(final_value(me, opp, victory))
        return -_search(opp, me, depth, -beta, -alpha, moves == ZERO, ply + 1, passes, victory,
                        weights, model, buffer, scores, stats, keys, data)
    if depth <= 0:
        return evaluate(me, opp, victory, weights, model)
    slot = _slot(me, opp, I(keys.shape[0] - 1))
    hint = -1
    if keys[slot, 0] == me and keys[slot, 1] == opp:
        hint = I(data[slot, 3])
        if data[slot, 0] >= depth:
            value, flag = data[slot, 1], data[slot, 2]
            if flag == EXACT or (flag == LOWER and value >= beta) or (flag == UPPER and value <= alpha):
                return value
    count = _order_midgame(me, opp, moves, hint, depth, victory, weights, buffer, scores, ply)
    no = moves == ZERO  # False, typed as a plain bool: a literal would break numba's cache
    alpha_in = alpha
    best, best_square = -float(BOUND), -1
    for i in range(count):
        square = buffer[ply, i]
        bit = ONE << U(square)
        flipped = flips(me, opp, square)
        new_me, new_opp = opp & ~flipped & FULL, me | flipped | bit
        if i == 0:
            value = -_search(new_me, new_opp, depth - 1, -beta, -alpha, no, ply + 1, passes, victory,
                             weights, model, buffer, scores, stats, keys, data)
        else:  # principal-variation search: a null window first
            value = -_search(new_me, new_opp, depth - 1, -alpha - 1, -alpha, no, ply + 1, passes,
                             victory, weights, model, buffer, scores, stats, keys, data)
            if alpha < value < beta and not stats[2]:
                value = -_search(new_me, new_opp, depth - 1, -beta, -value, no, ply + 1, passes,
                                 victory, weights, model, buffer, scores, stats, keys, data)
        if stats[2]:
            return 0.0
        if value > best:
            best, best_square = value, square
            if value > alpha:
                alpha = value
                if alpha >= beta:
                    break
    keys[slot, 0], keys[slot, 1] = me, opp
    data[slot, 0] = depth
    data[slot, 1] = best
    data[slot, 2] = UPPER if best <= alpha_in else LOWER if best >= beta else EXACT
    data[slot, 3] = best_square
    return best


@jit
def search_root(me, opp, depth, passes, victory, weights, model, buffer, scores, stats, keys, data):
    """Search to ``depth`` plies with the full window; ``(value, best square)``. When the node
    budget ``stats[1]`` runs out, ``stats[2]`` is set and the result must not be used."""
    moves = legal_moves(me, opp)
    slot = _slot(me, opp, I(keys.shape[0] - 1))
    hint = I(data[slot, 3]) if keys[slot, 0] == me and keys[slot, 1] == opp else -1
    count = _order_midgame(me, opp, moves, hint, depth, victory, weights, buffer, scores, 0)
    alpha, beta = -float(BOUND), float(BOUND)
    best, best_square = -float(BOUND), int(buffer[0, 0])
    no, first_ply, below = stats[2] != stats[2], I(1), I(depth - 1)  # typed, not literals
    for i in range(count):
        square = buffer[0, i]
        bit = ONE << U(square)
        flipped = flips(me, opp, square)
        new_me, new_opp = opp & ~flipped & FULL, me | flipped | bit
        if i == 0:
            value = -_search(new_me, new_opp, below, -beta, -alpha, no, first_ply, passes, victory,
                             weights, model, buffer, scores, stats, keys, data)
        else:
            value = -_search(new_me, new_opp, below, -alpha - 1, -alpha, no, first_ply, passes, victory,
                             weights, model, buffer, scores, stats, keys, data)
            if alpha < value < beta and not stats[2]:
                value = -_search(new_me, new_opp, below, -beta, -value, no, first_ply, passes, victory,
                                 weights, model, buffer, scores, stats, keys, data)
        if stats[2]:
            return 0.0, best_square
        if value > best:
            best, best_square = value, int(square)
        if value > alpha:
            alpha = value
    keys[slot, 0], keys[slot, 1] = me, opp
    data[slot, 0], data[slot, 1], data[slot, 2], data[slot, 3] = depth, best, EXACT, best_square
    return best, best_square


def new_search_table(bits: int = 20) -> tuple[np.ndarray, np.ndarray]:
    """The midgame table: keys ``(me, opp)``, data ``(depth, value, flag, best square)``."""
    data = np.zeros((1 << bits, 4), dtype=np.float64)
    data[:, 3] = -1
    return np.zeros((1 << bits, 2), dtype=np.uint64), data


_warm = False


def warm_up() -> None:
    """Compile (or load from the cache) every function now, on a small position, so that no
    search pays for it with its own time. Called once by the engine; cheap when done."""
    global _warm
    if _warm:
        return
    me, opp = U(0x0000000810000000), U(0x0000001008000000)  # the start, black to move
    perft(me, opp, 2, True)
    weights, model = np.zeros(64), np.zeros(1 + len(TERMS))
    buffer, scores = new_buffers()
    search_root(me, opp, 2, True, ZERO, weights, model, buffer, scores, new_stats(), *new_search_table(4))
    solve(0x00000000000000FE, 0xFFFFFFFFFFFFFF00, table=new_table(4))
    _warm = True


_SPEED_PROBE = """
import json, sys
from gamelib.engines.othello import OthelloEngine
from gamelib.engines import othello_kernel
from gamelib.games.othello import Othello
game = Othello()
state = game.initial_state()
for move in ("d3", "c5", "d6", "e3", "f5", "f4"):  # into the middle game
    state = game.successor(state, game.parse_action(state, move))
engine = OthelloEngine(game, time_limit=float(sys.argv[1]), endgame=0)
engine.choose(game, state)
print(json.dumps({"kernel": "compiled (numba)" if othello_kernel.COMPILED else "plain Python",
                  "depth": engine.info.depth, "nodes": engine.info.nodes,
                  "nodes_per_second": round(engine.info.nodes / engine.info.seconds)}))
"""


def speed_comparison(time_limit: float = 1.0) -> list[dict]:
    """The engine thinking ``time_limit`` seconds on the same middle-game position, once with
    the compiled kernel and once as plain Python (each in a fresh process, since the choice is
    made when the module is imported): depth reached, positions searched, positions a second."""
    import json
    import subprocess
    import sys

    rows = []
    for flag in ("1", "0"):
        done = subprocess.run([sys.executable, "-c", _SPEED_PROBE, str(time_limit)],
                              capture_output=True, text=True, timeout=300,
                              env={**os.environ, "GAMELIB_NUMBA": flag})
        if done.returncode != 0:
            raise RuntimeError(done.stderr.strip().splitlines()[-1])
        rows.append(json.loads(done.stdout))
    return rows
