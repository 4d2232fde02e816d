"""Minimax and alpha-beta as the lecture writes them on the board: MaxVal and MinVal, nothing
else (lecture 002, §4.2.1 and §4.2.2).

These are the forms lessons 01 and 02 show students.  :mod:`gamelib.search.minimax` and
:mod:`gamelib.search.alphabeta` are the same algorithms with a trace recorder and move choice
added; a test proves both pairs give the same values on the lecture's trees and on random
positions of every game.  Values are for MAX, the side to move at the root; ``f(u)`` values a
position at depth 0 or at the end of the game.

>>> from gamelib import lecture
>>> tree = lecture.load("fig4_3")
>>> f = lambda u: tree.printed_value(u)
>>> max_val(tree, "a", 3, f)
2
>>> tree = lecture.load("fig4_8")
>>> ab_max_val(tree, "1", 3, float("-inf"), float("inf"), lambda u: tree.printed_value(u))
10
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from gamelib.core import Game


def max_val(game: Game, u: Any, d: int, f: Callable[[Any], float]) -> float:
    """MaxVal(u, d): the largest value among the children of a MAX node u."""
    if d == 0 or game.is_terminal(u):
        return f(u)
    best = float("-inf")
    for a in game.legal_actions(u):
        best = max(best, min_val(game, game.successor(u, a), d - 1, f))
    return best


def min_val(game: Game, u: Any, d: int, f: Callable[[Any], float]) -> float:
    """MinVal(u, d): the smallest value among the children of a MIN node u."""
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
