"""The evaluations: stable discs, the tuned evaluation's features and the classic evaluation."""

from __future__ import annotations

import numpy as np

from gamelib.games.othello.bits import (CORNER_MASK, FULL, ONE, U, ZERO, jit, legal_moves,
                                        lowest_square, neighbours, popcount)

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



#: the classic evaluation's terms, after its kind in ``model[0]``, in this order (see othello.Weights)
TERMS = ("mobility", "potential_mobility", "corners", "stability", "discs_late", "victory_cells")
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
