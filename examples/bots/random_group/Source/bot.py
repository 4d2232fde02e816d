"""An example submission handed in as a folder (the assignment's Source/ layout): a random bot
that uses gamelib's rules and keeps its settings in a second module beside it."""

import random

from gamelib.engines.othello_bot import parse_board
from gamelib.games.othello import legal_moves, square_name, squares

from settings import SEED

chooser = random.Random(SEED)


def bot(victory_cell, cell, you):
    black, white = parse_board(cell)
    me, other = (black, white) if you == "BLACK" else (white, black)
    moves = squares(legal_moves(me, other))
    return square_name(chooser.choice(moves)) if moves else "NULL"
