"""Minimax and alpha-beta as the lecture writes them on the board (lecture 002, §4.2.1 and
§4.2.2): MaxVal and MinVal, their alpha-beta forms with the window (α, β) passed by value, and
the two functions that choose the move, MiniMax(u, v, d) and AlphaBeta(u, v, d); and the one
function for both sides that report 000 (Ô ăn quan) writes, AB(A, depth, x, α, β), in negamax form.

These are the forms lessons 01 and 02 show students.  :mod:`gamelib.search.minimax` and
:mod:`gamelib.search.alphabeta` are the same algorithms with a trace recorder added; tests prove
both give the same values, moves and positions on the lecture's trees and on random positions of
every game.  As in the lecture, ``f(u)`` values a position for White, MAX
(:attr:`gamelib.core.Game.max_side`), at depth 0 or at the end of the game: a node where White
moves is a MAX node, one where Black moves a MIN node.

>>> from gamelib import lecture
>>> tree = lecture.load("fig4_3")
>>> max_val(tree, "a", 3, tree.printed_value)
2
>>> tree = lecture.load("fig4_8")
>>> ab_max_val(tree, "1", 3, float("-inf"), float("inf"), tree.printed_value)
10
>>> black_root = lecture.load("fig4_8", root="min")
>>> ab_min_val(black_root, "1", 3, float("-inf"), float("inf"), black_root.printed_value)
8

The functions that choose the move give each child ``w`` of the root the depth ``d`` itself
(the lecture's ``MinVal(w, d)``), so they look one ply further than ``MaxVal(u, d)``: on
Figure 4.3, depth 2 below each child of *a* is depth 3 below *a*.

>>> fig4_3 = lecture.load("fig4_3")
>>> minimax_move(fig4_3, "a", 2, fig4_3.printed_value)
('d', 2)
>>> alphabeta_move(black_root, "1", 2, black_root.printed_value)
('2', 8)

Report 000's negamax values every position for the side to move, ``h(u, x)``; at Black's root
it gives Black's value, the negation of the lecture's:

>>> negamax_ab(black_root, "1", 3, float("-inf"), float("inf"), black_root.utility)
-8
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from gamelib.core import Game


def max_val(game: Game, u: Any, d: int, f: Callable[[Any], float]) -> float:
    """MaxVal(u, d): the value of White (MAX) node u at depth d, the largest of its children's
    values."""
    if d == 0 or game.is_terminal(u):
        return f(u)
    best = float("-inf")
    for a in game.legal_actions(u):
        best = max(best, min_val(game, game.successor(u, a), d - 1, f))
    return best


def min_val(game: Game, u: Any, d: int, f: Callable[[Any], float]) -> float:
    """MinVal(u, d): the value of Black (MIN) node u at depth d, the smallest of its children's
    values."""
    if d == 0 or game.is_terminal(u):
        return f(u)
    best = float("inf")
    for a in game.legal_actions(u):
        best = min(best, max_val(game, game.successor(u, a), d - 1, f))
    return best


def ab_max_val(game: Game, u: Any, d: int, alpha: float, beta: float,
               f: Callable[[Any], float]) -> float:
    """MaxVal(u, d, α, β): raise α with each child's value; stop as soon as α ≥ β; return α."""
    if d == 0 or game.is_terminal(u):
        return f(u)
    for a in game.legal_actions(u):
        alpha = max(alpha, ab_min_val(game, game.successor(u, a), d - 1, alpha, beta, f))
        if alpha >= beta:
            break
    return alpha


def ab_min_val(game: Game, u: Any, d: int, alpha: float, beta: float,
               f: Callable[[Any], float]) -> float:
    """MinVal(u, d, α, β): lower β with each child's value; stop as soon as α ≥ β; return β."""
    if d == 0 or game.is_terminal(u):
        return f(u)
    for a in game.legal_actions(u):
        beta = min(beta, ab_max_val(game, game.successor(u, a), d - 1, alpha, beta, f))
        if alpha >= beta:
            break
    return beta


def minimax_move(game: Game, u: Any, d: int, f: Callable[[Any], float]) -> tuple[Any, float]:
    """MiniMax(u, v, d): the move v for node u, and its value. Each child w is searched to depth
    d (the lecture's root call: MinVal(w, d) at a White node, MaxVal(w, d) at a Black one); the
    first child with the best value is chosen."""
    if game.to_move(u) == game.max_side:
        val, v = float("-inf"), None
        for a in game.legal_actions(u):
            tempval = min_val(game, game.successor(u, a), d, f)
            if tempval > val:
                val, v = tempval, a
    else:
        val, v = float("inf"), None
        for a in game.legal_actions(u):
            tempval = max_val(game, game.successor(u, a), d, f)
            if tempval < val:
                val, v = tempval, a
    return v, val


def alphabeta_move(game: Game, u: Any, d: int, f: Callable[[Any], float]) -> tuple[Any, float]:
    """AlphaBeta(u, v, d): the move v for node u, and its value, with alpha-beta. From α = −∞,
    β = +∞, each child w is searched to depth d with the window (α, β): at a White node the value
    MinVal(w, d, α, β) returns raises α, at a Black node the value MaxVal(w, d, α, β) returns
    lowers β, and the child that moved the bound becomes the move."""
    alpha, beta, v = float("-inf"), float("inf"), None
    if game.to_move(u) == game.max_side:
        for a in game.legal_actions(u):
            tempval = ab_min_val(game, game.successor(u, a), d, alpha, beta, f)
            if tempval > alpha:
                alpha, v = tempval, a
        return v, alpha
    for a in game.legal_actions(u):
        tempval = ab_max_val(game, game.successor(u, a), d, alpha, beta, f)
        if tempval < beta:
            beta, v = tempval, a
    return v, beta


def negamax_ab(game: Game, u: Any, d: int, alpha: float, beta: float,
               h: Callable[[Any, Any], float]) -> float:
    """AB(A, depth, x, α, β) of report 000 (A is u here, depth is d, heuristic is h): the value
    of u seen from x, the side to move, with one function for both sides; h(u, x) values the
    leaf u from x's side. The loop runs while moves remain and best < β, raising α to best
    before each child; a child's value is negated and its window is (−β, −α), seen from the
    other side, since every move gives the turn to the other side (in every game here, as in
    Ô ăn quan). x is read from the position, and best starts at −∞ for the report's −1000."""
    if d == 0 or game.is_terminal(u):
        return h(u, game.to_move(u))
    best = float("-inf")
    for a in game.legal_actions(u):
        if best >= beta:  # the report's loop condition: best < β
            break
        alpha = max(alpha, best)
        value = -negamax_ab(game, game.successor(u, a), d - 1, -beta, -alpha, h)
        best = max(best, value)
    return best
