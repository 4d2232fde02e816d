"""One module per game: rules only, no search, no drawing.

>>> make_game("dodgem", size=4, rule="vout")
Dodgem(size=4, rule='vout', first='Black')
"""

from __future__ import annotations

from typing import Any

from gamelib.core import Game

GAMES = ("tictactoe", "dodgem", "othello", "caro", "oanquan")


def make_game(name: str, **options: Any) -> Game:
    """A game by name with its options (``size``, ``rule``, ...): one of :data:`GAMES`.

    >>> make_game("dodgem", colour="red")
    Traceback (most recent call last):
    ...
    ValueError: unknown option 'colour' for dodgem; its options are: size, rule, first
    """
    import inspect

    game_class = _game_class(name)
    known = [p for p in inspect.signature(game_class).parameters if p not in ("self",)]
    unknown = [key for key in options if key not in known]
    if unknown:
        raise ValueError(f"unknown option {unknown[0]!r} for {name}; its options are: "
                         f"{', '.join(known) or 'none'}")
    return game_class(**options)


def _game_class(name: str) -> type:
    """The class of the game called ``name``."""
    if name == "tictactoe":
        from gamelib.games.tictactoe import TicTacToe
        return TicTacToe
    if name == "dodgem":
        from gamelib.games.dodgem import Dodgem
        return Dodgem
    if name == "othello":
        from gamelib.games.othello import Othello
        return Othello
    if name == "caro":
        from gamelib.games.caro import Caro
        return Caro
    if name == "oanquan":
        from gamelib.games.oanquan import OAnQuan
        return OAnQuan
    raise ValueError(f"unknown game {name!r}; games: {', '.join(GAMES)}")
