"""One module per game: rules only, no search, no drawing.

>>> make_game("dodgem", size=4, rule="vout")
Dodgem(size=4, rule='vout', first='Black')
"""

from __future__ import annotations

from typing import Any

from gamelib.core import Game


def make_game(name: str, **options: Any) -> Game:
    """A game by name: "tictactoe" or "dodgem" (with its options)."""
    from gamelib.games.dodgem import Dodgem
    from gamelib.games.tictactoe import TicTacToe

    known = {"tictactoe": TicTacToe, "dodgem": Dodgem}
    if name not in known:
        raise ValueError(f"unknown game {name!r}; known games: {', '.join(known)}")
    return known[name](**options)
