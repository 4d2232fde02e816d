"""One module per game: rules only, no search, no drawing.

>>> make_game("dodgem", size=4, rule="vout")
Dodgem(size=4, rule='vout', first='Black')
"""

from __future__ import annotations

from typing import Any

from gamelib.core import Game

GAMES = ("tictactoe", "dodgem", "othello", "caro", "oanquan")


def make_game(name: str, **options: Any) -> Game:
    """A game by name with its options (``size``, ``rule``, ...): one of :data:`GAMES`."""
    if name == "tictactoe":
        from gamelib.games.tictactoe import TicTacToe
        return TicTacToe(**options)
    if name == "dodgem":
        from gamelib.games.dodgem import Dodgem
        return Dodgem(**options)
    if name == "othello":
        from gamelib.games.othello import Othello
        return Othello(**options)
    if name == "caro":
        from gamelib.games.caro import Caro
        return Caro(**options)
    if name == "oanquan":
        from gamelib.games.oanquan import OAnQuan
        return OAnQuan(**options)
    raise ValueError(f"unknown game {name!r}; games: {', '.join(GAMES)}")
