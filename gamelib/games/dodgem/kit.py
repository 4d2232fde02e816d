"""Dodgem's kit: the common players, the perfect one (boards up to 4×4 are solved here),
report 003's evaluation 2 as the default and the lecture's evaluation 1, its board (a car,
then where it goes), the positions lesson 05 checks searches on, and its square tables in the
lab."""

from typing import Any

from gamelib.evaluation.dodgem import DodgemEvaluation
from gamelib.games.dodgem import SOLVABLE_SIZE, Dodgem, DodgemState
from gamelib.kits.base import (COMMON, PERFECT, ExerciseSet, GameKit, LabGame, check_grid,
                               check_numbers, plain_perft)
from gamelib.games.dodgem.scene import dodgem_scene

EVALUATIONS = (("evaluation 2 (report 003)", DodgemEvaluation.report2),
               ("evaluation 1 (lecture)", DodgemEvaluation.lecture))


def _published() -> list[tuple[Any, Any, int, Any]]:
    """The start and the lecture's worked positions on 3×3, each searched 1 and 3 plies deep
    with the lecture's evaluation."""
    from gamelib.evaluation.dodgem import worked_positions

    game = Dodgem(3)
    evaluate = DodgemEvaluation.lecture(game)
    states = [game.initial_state()] + [s for _, s, _ in worked_positions(game)]
    return [(game, s, d, evaluate) for s in states for d in (1, 3)]


def _lab_game() -> Any:
    return Dodgem(3)


def _lab_default() -> dict[str, Any]:
    return DodgemEvaluation.report2(_lab_game()).to_json()


def _lab_player(game: Any, params: dict[str, Any], name: str) -> Any:
    from gamelib.play.players import SearchPlayer
    return SearchPlayer("alphabeta", 3, DodgemEvaluation.from_json(params), name=name)


def _lab_check(params: dict[str, Any]) -> None:
    check_grid(params, "white", 3, 3)
    check_grid(params, "black", 3, 3)
    check_numbers(params, ["block_direct", "block_indirect", "off_value"])


LAB = LabGame("Dodgem 3×3: square values (rows from the top) and blocking bonuses; alpha-beta to "
              "depth 3", _lab_game, _lab_default, _lab_player, _lab_check, max_plies=120)
KIT = GameKit(
    "dodgem", "Dodgem", Dodgem, COMMON + (PERFECT,), EVALUATIONS,
    source="lecture 002, report 003", scene=dodgem_scene,
    board="gamelib.games.dodgem.board:DodgemBoard", picture_width=200,
    state_type=DodgemState, game_for_state=lambda state: Dodgem(state.size),
    solvable=lambda game: game.size <= SOLVABLE_SIZE, perft=plain_perft,
    exercise=ExerciseSet(_published, plies=(0, 8), depths=(1, 4)), lab=LAB, order=2)
