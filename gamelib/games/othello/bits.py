"""Othello's rules on bitboards, compiled by numba when it is installed: masks, move
generation, flips and perft, and the choice between numba and plain Python.

The readable rules are :mod:`gamelib.games.othello`; these are the same rules written for the
compiler (the engine's kernel, :mod:`gamelib.engines.othello_kernel`, is built on them, and
:class:`~gamelib.games.othello.Othello` asks them for its moves when numba is there: a test
checks that both give the same answers). Boards are two 64-bit masks, ``me`` (the side to move)
and ``opp``; square ``i`` is bit ``i``, a1 = 0, h1 = 7, a8 = 56.
"""

from __future__ import annotations

import functools
import os
from collections.abc import Callable

import numpy as np



COMPILED = False
if os.environ.get("GAMELIB_NUMBA", "1") != "0":
    try:
        import numba

        COMPILED = True
    except ImportError:  # numba is optional: the same code runs as Python
        pass

if COMPILED:
    from llvmlite import ir
    from numba.extending import intrinsic

    jit = numba.njit(cache=True)
    U, I = np.uint64, np.int64   # masks are unsigned; counts and values signed (never mixed)

    def _bit_instruction(builder, name, value):
        """Call the processor's bit instruction ``name`` (LLVM's ctpop, cttz or ctlz) on a
        64-bit value; the zero counts are told the value is never zero."""
        i64, flag = ir.IntType(64), ir.IntType(1)
        if name == "llvm.ctpop":
            return builder.call(builder.module.declare_intrinsic(name, [i64]), [value])
        return builder.call(builder.module.declare_intrinsic(name, [i64, flag]),
                            [value, ir.Constant(flag, 1)])

    _COUNT = numba.types.int64(numba.types.uint64)

    @intrinsic
    def _bit_count(typingctx, x):
        """How many bits are set (one instruction where the processor has one)."""
        return _COUNT, lambda context, builder, sig, args: _bit_instruction(builder, "llvm.ctpop",
                                                                             args[0])

    @intrinsic
    def _trailing_zeros(typingctx, x):
        """How many zero bits lie below the lowest set bit (x non-zero)."""
        return _COUNT, lambda context, builder, sig, args: _bit_instruction(builder, "llvm.cttz",
                                                                             args[0])

    @intrinsic
    def _leading_zeros(typingctx, x):
        """How many zero bits lie above the highest set bit (x non-zero)."""
        return _COUNT, lambda context, builder, sig, args: _bit_instruction(builder, "llvm.ctlz",
                                                                             args[0])

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


# -- bits ----------------------------------------------------------------------------------------
if COMPILED:
    @jit
    def popcount(x):
        """The number of set bits."""
        return _bit_count(x)

    @jit
    def lowest_square(x):
        """The index of the lowest set bit of a non-zero mask."""
        return _trailing_zeros(x)

    @jit
    def highest_square(x):
        """The index of the highest set bit of a non-zero mask."""
        return 63 - _leading_zeros(x)
else:  # plain Python (no numba): the same answers without the processor's instructions
    def popcount(x):
        """The number of set bits."""
        x = x - ((x >> S1) & M1)
        x = (x & M2) + ((x >> S2) & M2)
        x = (x + (x >> S4)) & M4
        return I(((x * H01) & FULL) >> S56)

    def lowest_square(x):
        """The index of the lowest set bit of a non-zero mask."""
        return (x & -x).bit_length() - 1

    def highest_square(x):
        """The index of the highest set bit of a non-zero mask."""
        return x.bit_length() - 1


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


def _rays(steps: tuple[tuple[int, int], ...]) -> np.ndarray:
    """For each direction (row step, column step) and square, the squares from it to the edge."""
    table = np.zeros((len(steps), 64), dtype=np.uint64)
    for d, (dr, dc) in enumerate(steps):
        for square in range(64):
            row, col = divmod(square, 8)
            row, col = row + dr, col + dc
            while 0 <= row < 8 and 0 <= col < 8:
                table[d, square] |= np.uint64(1 << (row * 8 + col))
                row, col = row + dr, col + dc
    return table


RAYS_UP = _rays(((0, 1), (1, -1), (1, 0), (1, 1)))         # towards higher squares
RAYS_DOWN = _rays(((0, -1), (-1, 1), (-1, 0), (-1, -1)))   # towards lower squares


@jit
def flips(me, opp, square):
    """The discs of ``opp`` that playing ``square`` turns over. Along each ray from the square,
    the nearest disc that is not the opponent's closes the line if it is ours (the nearest is
    the lowest set bit going up the board, the highest going down)."""
    flipped = ZERO
    for d in range(4):
        line = U(RAYS_UP[d, square])
        closer = line & ~opp
        nearest = closer & ((~closer + ONE) & FULL)
        if nearest & me:
            flipped |= (nearest - ONE) & line
        line = U(RAYS_DOWN[d, square])
        closer = line & ~opp
        if closer:
            nearest = ONE << U(highest_square(closer))
            if nearest & me:
                flipped |= line & ~(((nearest << ONE) & FULL) - ONE) & FULL
    return flipped


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


@functools.cache
def for_python() -> tuple[Callable[[int, int], int], Callable[[int, int, int], int]] | None:
    """:func:`legal_moves` and :func:`flips` compiled for calls from Python -- one fixed
    signature, so a Python int goes in and comes out with no type dispatch (about 0.2 µs a call
    against 3 µs for legal moves in plain Python) -- or None without numba."""
    if not COMPILED:
        return None
    moves = numba.njit("uint64(uint64, uint64)", cache=True)(_moves_entry)
    flipped = numba.njit("uint64(uint64, uint64, int64)", cache=True)(_flips_entry)
    return moves, flipped


def _moves_entry(me, opp):
    return legal_moves(me, opp)


def _flips_entry(me, opp, square):
    return flips(me, opp, square)
