"""Leaf values made for near ties, so that checks of students' searches see every comparison a
search makes (:mod:`gamelib.exercises.search_checks`).

Outside :mod:`gamelib.exercises` on purpose: a student's search calls the evaluation it is
given, and may call nothing of the checker's.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class NearTies:
    """Random leaf values made for near ties: each position is worth -1, 0 or 1, plus 10⁻¹² or
    nothing, drawn from a hash of ``seed`` and the position; for the second player the value
    is negated (a zero-sum game, so a search valuing positions for the wrong side is caught).

    Values tie often and differ, when they do, by as little as 10⁻¹²: a search that cuts at
    α ≥ β − k meets a node with 0 < β − α ≤ k for any k ≥ 10⁻¹², and stops where the
    lecture's alpha-beta goes on.

    >>> values = NearTies(("X", "O"), seed=3)
    >>> v = values("some position", "X")
    >>> v == -values("some position", "O") and round(v) in (-1, 0, 1)
    True
    """

    players: tuple[Any, ...]
    seed: int

    def __call__(self, state: Any, player: Any) -> float:
        digest = hashlib.blake2b(f"{self.seed}:{state!r}".encode(), digest_size=2).digest()
        value = digest[0] % 3 - 1 + (digest[1] & 1) * 1e-12
        return value if player == self.players[0] else -value
