"""Games and players by name, so a match can be described in words and rebuilt anywhere
(another process, another machine of a Dask cluster, the command line).

A player is written ``kind`` or ``kind:argument``:

* every game: ``random``, ``greedy`` (one ply on the game's own evaluation),
  ``minimax:D``, ``alphabeta:D`` (depth D), ``iterative:S`` (iterative deepening for S seconds);
* every game whose kit says it can be solved here: ``perfect``;
* each game's own players, named in its kit (``python -m gamelib arena --help`` lists every
  game's): Othello's ``engine:S`` (S seconds a move) and levels ``weak``, ``medium``,
  ``strong``, for example, or Caro's ``report:D`` (report 004's AI to depth D, exactly as its
  code searches).

>>> game = make_game("tictactoe")
>>> make_player("tictactoe", game, "alphabeta:9").name
'alphabeta:9'
>>> make_player("tictactoe", game, "chess-engine")
Traceback (most recent call last):
...
ValueError: unknown player 'chess-engine' for tictactoe; players: random, greedy, minimax:D, alphabeta:D, iterative:S, perfect
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from gamelib.core import Game
from gamelib.kits import Settings, kit, make_game
from gamelib.core.validate import seconds, whole

__all__ = ["make_game", "make_player", "player_specs"]


def player_specs(game_name: str) -> tuple[str, ...]:
    """How every player of ``game_name`` is written (``alphabeta:D``, ``weak``, ...)."""
    return tuple(kind.spec for kind in kit(game_name).players)


def make_player(game_name: str, game: Game, spec: str, seed: int = 0) -> Any:
    """The player written ``spec`` for ``game_name`` (see the module's list), named ``spec``."""
    name, colon, argument = spec.partition(":")
    game_kit = kit(game_name)
    try:
        kind = next(k for k in game_kit.players if k.name == name)
    except StopIteration:
        raise ValueError(f"unknown player {spec!r} for {game_name}; players: "
                         f"{', '.join(player_specs(game_name))}") from None
    settings = Settings(seed=seed)
    if kind.argument == "depth":
        settings = replace(settings, depth=whole(argument, f"the depth in player {spec!r}", 1, 30))
    elif kind.argument == "seconds":
        settings = replace(settings, seconds=seconds(argument, f"the time in player {spec!r}",
                                                     0.01, 3600))
    elif colon:
        raise ValueError(f"player {name!r} takes no number after ':' (got {spec!r}); "
                         f"players: {', '.join(player_specs(game_name))}")
    player = kind.build(game, settings)
    player.name = spec
    return player
