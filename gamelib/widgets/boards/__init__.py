"""Each game's board: its scene, what a click means, and its own controls (the rest is
:class:`~gamelib.widgets.board.GameBoard`'s)."""

from gamelib.widgets.boards.caro import CaroBoard
from gamelib.widgets.boards.dodgem import DodgemBoard
from gamelib.widgets.boards.oanquan import OAnQuanBoard
from gamelib.widgets.boards.othello import OthelloBoard
from gamelib.widgets.boards.tictactoe import TicTacToeBoard

__all__ = ["CaroBoard", "DodgemBoard", "OAnQuanBoard", "OthelloBoard", "TicTacToeBoard"]
