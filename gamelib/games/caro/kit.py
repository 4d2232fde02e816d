"""Caro's kit (Gomoku): the common players, report 004's AI as its code plays and as the project
reads it, the engine, the engine's window evaluation as the default, its board (size, first
player, the report's heat map), and the engine's weights in the lab."""

from dataclasses import replace
from typing import Any

from gamelib.games.caro import Caro, CaroState
from gamelib.kits.base import COMMON, RANDOM, GameKit, LabGame, PlayerKind, Settings
from gamelib.games.caro.scene import caro_scene


def _window_evaluation(game: Any) -> Any:
    from gamelib.engines.caro import window_evaluation
    return window_evaluation(game)


def _report(game: Any, settings: Settings) -> Any:
    from gamelib.engines.caro_report import ReportCaroAI
    return ReportCaroAI(depth=settings.depth)


def _report_improved(game: Any, settings: Settings) -> Any:
    from gamelib.engines.caro_report import ImprovedReportAI
    return ImprovedReportAI(depth=settings.depth, seed=settings.seed)


def _engine(game: Any, settings: Settings) -> Any:
    from gamelib.engines.caro import CaroEngine
    return CaroEngine(game, time_limit=settings.seconds or 1.0, name="engine")


PLAYERS = (
    RANDOM,
    PlayerKind("report", "Report AI", "report 004's AI exactly as its code plays: alpha-beta "
               "{depth} moves ahead over its ten best-looking squares, but its deeper positions "
               "are all valued alike, so it plays its best-looking square", _report, "depth"),
    PlayerKind("report-improved", "Report AI, improved", "report 004's AI with its search "
               "mended: {depth} moves ahead, sees fives and values positions properly",
               _report_improved, "depth"),
    PlayerKind("engine", "Engine", "the project's engine: knows fours, open threes and forced "
               "wins, thinks {seconds} s a move: hard to beat", _engine, "seconds"),
    *(replace(kind, on_board=False) for kind in COMMON[1:]),
)


def _lab_game() -> Any:
    return Caro(11)


def _lab_default() -> dict[str, Any]:
    from gamelib.engines.caro import WEIGHTS
    return {"weights": list(WEIGHTS)}


def _lab_player(game: Any, params: dict[str, Any], name: str) -> Any:
    from gamelib.engines.caro import CaroEngine
    return CaroEngine(game, depth=2, time_limit=None, weights=tuple(params["weights"]), name=name)


def _lab_check(params: dict[str, Any]) -> None:
    weights = params.get("weights")
    if not isinstance(weights, list) or len(weights) != 6 or not all(
            isinstance(v, (int, float)) for v in weights):
        raise ValueError("'weights' must be 6 numbers: a window holding 0, 1, ..., 5 stones of "
                         "one side")


LAB = LabGame("Caro 11×11: the value of a five-square window holding 0..5 stones of one side; "
              "engine to depth 2", _lab_game, _lab_default, _lab_player, _lab_check, max_plies=121)
KIT = GameKit(
    "caro", "Caro (Gomoku)", Caro, PLAYERS, (("the engine's windows", _window_evaluation),),
    source="report 004", scene=caro_scene, board="gamelib.games.caro.board:CaroBoard",
    picture_width=450, state_type=CaroState, game_for_state=lambda state: Caro(state.size),
    lab=LAB, order=5)
