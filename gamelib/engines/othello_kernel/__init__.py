"""The Othello engine's kernel: bitboard move generation, perft, the evaluations (the classic
hand-written one and the tuned one, whose weights ``data/othello/train_evaluation.py`` makes), an
exact endgame solver and the engine's alpha-beta, compiled just in time by numba -- or run as
plain Python.

The same functions serve both: with numba installed they are compiled to machine code on
first use (and the compilation is cached on disk, next to this file or in numba's user cache);
without numba, or with the environment variable ``GAMELIB_NUMBA=0``, they run as written, as
ordinary Python, with the same results at a fraction of the speed. Boards are two 64-bit masks,
``me`` (the side to move) and ``opp``; square ``i`` is bit ``i``, a1 = 0, h1 = 7, a8 = 56.

The kernel is three modules on top of the rules' bitboards (:mod:`gamelib.games.othello.bits`:
masks, move generation, perft, the numba switch): ``evaluation`` (stable discs, the tuned and
the classic evaluation), ``solver`` (exact endgames) and ``search`` (the engine's midgame
search); this package offers all of them.

Only the engine uses this package. The searches that lessons show and trace (``gamelib/search``)
stay plain Python; this is the part of gamelib written to be fast, not to be read first.

>>> from gamelib.games.othello import Othello
>>> start = Othello().initial_state()
>>> me, opp = start.black, start.white
>>> perft(me, opp, 6, False), popcount(legal_moves(me, opp))
(8200, 4)

Exact endgames: :func:`solve` returns the final disc margin for the side to move with best play
by both sides (empty squares counted for the winner, as endgame tables do) and the best move.
"""

from gamelib.games.othello.bits import (  # noqa: F401
    COMPILED, CORNER_MASK, FULL, H01, I, M1, M2, M4, NOT_A, NOT_H, ONE, QUADRANTS, S1, S2, S4,
    S56, S7, S8, S9, U, ZERO, flips, jit, legal_moves, lowest_square, neighbours, perft, popcount)
from gamelib.engines.othello_kernel.evaluation import (  # noqa: F401
    CLASSIC, CORNER_SIZE, CORNER_SQUARES, C_SQUARE_CORNER, DENSE, EDGE_LINES, EDGE_SIZE,
    EDGE_SQUARES, MODEL_SIZE, PHASES, PHASE_SIZE, TERMS, TUNED, VICTORY_TERMS, X_SQUARE_CORNER,
    dense_features, evaluate, evaluate_tuned, pattern_index, phase_of, stable_discs)
from gamelib.engines.othello_kernel.solver import (  # noqa: F401
    ABORTED, HASH_A, HASH_B, MAX_PLY, ORDER_BY_VALUE_FROM, TT_BITS, TT_FROM, VICTORY,
    final_margin, final_value, new_buffers, new_stats, new_table, solve, solve_root)
from gamelib.engines.othello_kernel.search import (  # noqa: F401
    BOUND, EXACT, LOWER, UPPER, WIN, new_search_table, search_root, to_engine, warm_up)
