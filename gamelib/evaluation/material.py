"""Evaluation functions built from weighted features (lecture 002, §4.2.1, Example 1).

The lecture's first example values a chess position by material: each piece
type ``i`` has a weight ``w_i`` for its strength and ``s_i`` counts the pieces,
White's counted positive and Black's negative.  The value is the weighted
linear sum ``s1*w1 + s2*w2 + ... + sn*wn``.  It ignores where the pieces stand
and how they work together, which is why the lecture calls it a weak evaluation.

>>> weights = {"pawn": 1, "knight": 3, "bishop": 3, "rook": 5, "queen": 9}
>>> weighted_sum({"pawn": 8, "rook": 2, "queen": 1}, weights)
27
>>> material_balance({"pawn": 6, "queen": 1}, {"pawn": 7, "rook": 1}, weights)
3
"""

from __future__ import annotations

from collections.abc import Mapping


def weighted_sum(counts: Mapping[str, float], weights: Mapping[str, float]) -> float:
    """``sum(counts[f] * weights[f])``; a feature without a weight is an error, not a zero."""
    unknown = sorted(set(counts) - set(weights))
    if unknown:
        raise ValueError(f"no weight for {', '.join(unknown)}; weights are given for "
                         f"{', '.join(sorted(weights))}")
    return sum(count * weights[name] for name, count in counts.items())


def material_balance(white: Mapping[str, float], black: Mapping[str, float],
                     weights: Mapping[str, float]) -> float:
    """White's material minus Black's: the lecture's value of a position for White (MAX)."""
    return weighted_sum(white, weights) - weighted_sum(black, weights)
