"""Tic-tac-toe's kit: the common players and the perfect one (the game is solved in a moment)."""

from gamelib.kits.base import COMMON, PERFECT, GameKit


def _default_evaluation(game):
    from gamelib.evaluation.tictactoe import open_lines
    return open_lines


KIT = GameKit("tictactoe", "Tic-tac-toe", COMMON + (PERFECT,), _default_evaluation)
