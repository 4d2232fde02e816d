"""Every game's board, found through its kit: the common board for a one-click game, or the
board class its kit names (a piece then where it goes, the game's own controls).  The board
classes are found through the kits too: ``from gamelib.widgets.boards import OthelloBoard``
imports the class the Othello kit names, and a new game's board class is found the same way.

>>> from gamelib.kits import all_kits
>>> [type(board(each.name)).__name__ for each in all_kits()][:2]
['TicTacToeBoard', 'DodgemBoard']
>>> "OthelloBoard" in board_classes()
True
"""

from __future__ import annotations

import importlib
from typing import Any

from gamelib.kits import GameKit, all_kits, kit
from gamelib.widgets.board import GameBoard

__all__ = ["board", "board_class", "board_classes", "playable", "playroom"]


def board_classes() -> dict[str, str]:
    """Every board class a kit names, by its class name: where it lives (``"module:Class"``)."""
    return {each.board.partition(":")[2]: each.board for each in all_kits()
            if each.board is not None}


def __getattr__(name: str) -> Any:
    """A board class a kit names (``OthelloBoard``), imported when first asked for."""
    where = board_classes().get(name)
    if where is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}; its board "
                             f"classes: {', '.join(board_classes())}")
    module, _, attribute = where.partition(":")
    return getattr(importlib.import_module(module), attribute)


def board_class(game_kit: GameKit) -> Any:
    """The board class of a game: the one its kit names (``"module:Class"``), or a common board
    made for its rules."""
    if game_kit.board is None:
        return lambda **options: GameBoard(game_kit.make_game(**options))
    module, _, name = game_kit.board.partition(":")
    return getattr(importlib.import_module(module), name)


def playable() -> list[str]:
    """The games that have a board (a kit with a scene), in the course's order."""
    return [each.name for each in all_kits() if each.scene is not None]


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
