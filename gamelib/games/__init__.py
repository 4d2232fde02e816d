"""One module per game: rules only, no search, no drawing.

>>> make_game("dodgem", size=4, rule="vout")
Dodgem(size=4, rule='vout', first='Black')
"""

from __future__ import annotations

from typing import Any

from gamelib.core import Game

#: every game by name: the module that holds its rules and the class of its rules
RULES = {
    "tictactoe": ("gamelib.games.tictactoe", "TicTacToe"),
    "dodgem": ("gamelib.games.dodgem", "Dodgem"),
    "othello": ("gamelib.games.othello", "Othello"),
    "caro": ("gamelib.games.caro", "Caro"),
    "oanquan": ("gamelib.games.oanquan", "OAnQuan"),
}
GAMES = tuple(RULES)


def make_game(name: str, **options: Any) -> Game:
    """A game by name with its options (``size``, ``rule``, ...): one of :data:`GAMES`.

    >>> make_game("dodgem", colour="red")
    Traceback (most recent call last):
    ...
    ValueError: unknown option 'colour' for dodgem; its options are: size, rule, first
    """
    import inspect

    game_class = rules_class(name)
    known = [p for p in inspect.signature(game_class).parameters if p not in ("self",)]
    unknown = [key for key in options if key not in known]
    if unknown:
        raise ValueError(f"unknown option {unknown[0]!r} for {name}; its options are: "
                         f"{', '.join(known) or 'none'}")
    return game_class(**options)


def rules_class(name: str) -> type:
    """The class of the game called ``name`` (its module is imported only now)."""
    import importlib

    if name not in RULES:
        raise ValueError(f"unknown game {name!r}; games: {', '.join(GAMES)}")
    module, cls = RULES[name]
    return getattr(importlib.import_module(module), cls)


def name_of(game: Game) -> str:
    """The name a game goes by (``"othello"`` for an :class:`~gamelib.games.othello.Othello`).

    >>> name_of(make_game("tictactoe"))
    'tictactoe'
    """
    for name, (module, cls) in RULES.items():
        if type(game).__module__ == module and type(game).__name__ == cls:
            return name
    raise ValueError(f"{type(game).__name__} is not one of gamelib's games ({', '.join(GAMES)})")
