"""The engine's midgame search (alpha-beta with a table, principal variation search) and warm_up."""

from __future__ import annotations

import numpy as np

from gamelib.games.othello.bits import (FULL, I, ONE, U, ZERO, flips, jit, legal_moves,
                                        lowest_square, perft, popcount, recursive)
from gamelib.engines.othello_kernel.evaluation import (TERMS, X_SQUARE_CORNER, evaluate)
from gamelib.engines.othello_kernel.solver import (VICTORY, _insert, _slot, final_value, new_buffers, new_stats, new_table, solve)

WIN = 1_000_000
BOUND = WIN + 65          # beyond every value

# -- the engine's midgame search ------------------------------------------------------------
EXACT, LOWER, UPPER = 0, 1, 2

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
