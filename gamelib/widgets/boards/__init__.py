"""Every game's board, found through its kit: the common board for a one-click game, or the
board class its kit names (a piece then where it goes, the game's own controls).

>>> from gamelib.kits import KITS
>>> [type(board(name)).__name__ for name in KITS]
['GameBoard', 'DodgemBoard', 'OAnQuanBoard', 'OthelloBoard', 'CaroBoard']
"""

from __future__ import annotations

import importlib
from typing import Any

from gamelib.kits import GameKit, KITS, kit
from gamelib.widgets.board import GameBoard
from gamelib.widgets.boards.caro import CaroBoard
from gamelib.widgets.boards.dodgem import DodgemBoard
from gamelib.widgets.boards.oanquan import OAnQuanBoard
from gamelib.widgets.boards.othello import OthelloBoard
from gamelib.widgets.boards.tictactoe import TicTacToeBoard

__all__ = ["CaroBoard", "DodgemBoard", "OAnQuanBoard", "OthelloBoard", "TicTacToeBoard",
           "board", "board_class", "playable", "playroom"]


def board_class(game_kit: GameKit) -> Any:
    """The board class of a game: the one its kit names (``"module:Class"``), or a common board
    made for its rules."""
    if game_kit.board is None:
        return lambda **options: GameBoard(game_kit.make_game(**options))
    module, _, name = game_kit.board.partition(":")
    return getattr(importlib.import_module(module), name)


def playable() -> list[str]:
    """The games that have a board (a kit with a scene), in the course's order."""
    return [name for name in KITS if kit(name).scene is not None]


def board(name: str, **options: Any) -> GameBoard:
    """The board of the game called ``name`` (its players and options as its board takes them)."""
    return board_class(kit(name))(**options)


def playroom() -> None:
    """Every game's board, one after another with its title and source, each shown as soon as it
    is made (lesson 11 and the app without code)."""
    import ipywidgets as widgets
    from IPython.display import display

    from gamelib.i18n import label

    for name in playable():
        game_kit = kit(name)
        heading = label(game_kit.title) + (f" — {label(game_kit.source)}" if game_kit.source else "")
        display(widgets.HTML(f"<h2>{heading}</h2>"), board(name))
