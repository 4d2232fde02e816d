"""Bits: masks, move generation, flips and perft, and the choice between numba and plain Python."""

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
