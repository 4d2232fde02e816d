"""Tic-tac-toe's kit: the common players and the perfect one (the game is solved in a moment),
two evaluations, the board drawn by its scene, and the positions lesson 05 checks searches on."""

from typing import Any

from gamelib.evaluation.tictactoe import open_lines, utility_only
from gamelib.games.tictactoe import TicTacToe, TicTacToeState
from gamelib.kits.base import COMMON, PERFECT, ExerciseSet, GameKit, evaluation, plain_perft
from gamelib.games.tictactoe.scene import tictactoe_scene


def _published() -> list[tuple[Any, Any, int, Any]]:
    """Five positions from the empty board to a late one, searched 2 to 9 plies deep."""
    game = TicTacToe()
    cases = [([], 2), (["b2"], 3), (["a1", "b2", "c3"], 4), (["a1", "a2", "b1", "b2"], 5),
             (["b2", "a1", "c1", "a3"], 9)]
    out = []
    for moves, depth in cases:
        state = game.initial_state()
        for move in moves:
            state = game.result(state, game.parse_action(state, move))
        out.append((game, state, depth, open_lines))
    return out


KIT = GameKit(
    "tictactoe", "Tic-tac-toe", TicTacToe, COMMON + (PERFECT,),
    (("open lines", evaluation(open_lines)), ("win/loss only", evaluation(utility_only))),
    scene=tictactoe_scene, board="gamelib.games.tictactoe.board:TicTacToeBoard",
    picture_width=180,
    state_type=TicTacToeState, solvable=lambda game: True, perft=plain_perft,
    exercise=ExerciseSet(_published, plies=(1, 5), depths=(2, 5)), order=1)
