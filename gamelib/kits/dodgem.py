"""Dodgem's kit: the common players, the perfect one (boards up to 4×4 are solved here), the
lecture's evaluation 2 (report 003) as the default, and its square tables in the lab."""

from typing import Any

from gamelib.kits.base import COMMON, PERFECT, GameKit, LabGame, check_grid, check_numbers


def _default_evaluation(game):
    from gamelib.evaluation.dodgem import DodgemEvaluation
    return DodgemEvaluation.report2(game)


def _lab_game() -> Any:
    from gamelib.games.dodgem import Dodgem
    return Dodgem(3)


def _lab_default() -> dict[str, Any]:
    return _default_evaluation(_lab_game()).to_json()


def _lab_player(game: Any, params: dict[str, Any], name: str) -> Any:
    from gamelib.evaluation.dodgem import DodgemEvaluation
    from gamelib.players import SearchPlayer
    return SearchPlayer("alphabeta", 3, DodgemEvaluation.from_json(params), name=name)


def _lab_check(params: dict[str, Any]) -> None:
    check_grid(params, "white", 3, 3)
    check_grid(params, "black", 3, 3)
    check_numbers(params, ["block_direct", "block_indirect", "off_value"])


LAB = LabGame("Dodgem 3×3: square values (rows from the top) and blocking bonuses; alpha-beta to "
              "depth 3", _lab_game, _lab_default, _lab_player, _lab_check, max_plies=120)
KIT = GameKit("dodgem", "Dodgem", COMMON + (PERFECT,), _default_evaluation, LAB)
