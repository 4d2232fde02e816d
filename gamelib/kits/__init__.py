"""One kit per game: everything gamelib knows about a game beyond its rules.

A kit (:class:`~gamelib.kits.base.GameKit`) says which players the game has — each with one
name, the label a board's menu shows, its strength in plain words and how to build it — its
default evaluation, and the numbers the evaluation lab lets a student edit.  The registry of
players by spec, the evaluation lab, the command line and the boards all read the kits.

Adding a game is a rules module in :mod:`gamelib.games` (listed in ``games.RULES``) and a
module here (listed in ``KITS``) that defines ``KIT``; a board in :mod:`gamelib.widgets.boards`
and a scene in :mod:`gamelib.viz.scenes` make it playable in a notebook.

>>> kit("othello").kind("Strong engine").spec
'strong'
>>> [kind.spec for kind in kit("tictactoe").players]
['random', 'greedy', 'minimax:D', 'alphabeta:D', 'iterative:S', 'perfect']
"""

from __future__ import annotations

import importlib

from gamelib.core import Game
from gamelib.games import name_of
from gamelib.kits.base import GameKit, LabGame, PlayerKind, Settings

__all__ = ["KITS", "GameKit", "LabGame", "PlayerKind", "Settings", "kit", "kit_of"]

#: the kits by game name, and the module that holds each (imported when first asked for)
KITS = {name: f"gamelib.kits.{name}" for name in ("tictactoe", "dodgem", "othello", "caro",
                                                  "oanquan")}


def kit(name: str) -> GameKit:
    """The kit of the game called ``name``."""
    if name not in KITS:
        raise ValueError(f"unknown game {name!r}; games: {', '.join(KITS)}")
    return importlib.import_module(KITS[name]).KIT


def kit_of(game: Game) -> GameKit:
    """The kit of the game ``game`` is rules of."""
    return kit(name_of(game))
