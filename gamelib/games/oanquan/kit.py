"""Ô ăn quan's kit: the report's three levels (also exactly as written), a stronger player, the
common players, the points difference as the default evaluation and a stronger one, its board
(a square, then a direction; every move sown stone by stone), and the stronger evaluation's
terms in the lab."""

from dataclasses import replace
from typing import Any

from gamelib.games.oanquan import OAnQuan, OAQState
from gamelib.kits.base import (COMMON, GameKit, LabGame, PlayerKind, Settings, check_numbers,
                               plain_perft)
from gamelib.games.oanquan.scene import oanquan_scene


def _score_difference(game: Any) -> Any:
    from gamelib.engines.oanquan import score_difference
    return score_difference(game)


def _stronger(game: Any) -> Any:
    from gamelib.engines.oanquan import stronger_evaluation
    return stronger_evaluation(game)


def _level(level: str, recorded: bool = False):
    def build(game: Any, settings: Settings) -> Any:
        from gamelib.engines.oanquan import player
        options: dict[str, Any] = {"seed": settings.seed}
        if level.startswith("level 3"):
            options["depth"] = settings.depth
        if level == "strong":
            options["time_limit"] = settings.seconds or 0.5
        if "as written" in level:
            options.pop("seed")
        made = player(level, game, **options)
        if recorded and settings.record:
            made.record = True
        return made
    return build


PLAYERS = (
    PlayerKind("level1", "Level 1", "the report's level 1: takes the most points now, never "
               "looking ahead: easy to beat", _level("level 1")),
    PlayerKind("level2", "Level 2", "the report's level 2: looks 2 moves ahead (minimax)",
               _level("level 2", recorded=True)),
    PlayerKind("level3", "Level 3", "the report's level 3: looks {depth} moves ahead (alpha-beta)",
               _level("level 3", recorded=True), "depth"),
    PlayerKind("strong", "Strong", "looks as far as it can in a fraction of a second a move, "
               "trying captures first: hard to beat", _level("strong"), "seconds"),
    PlayerKind("level2-written", "Level 2 as written", "level 2 exactly as the report writes it, "
               "slip included: it always plays its last non-empty square",
               _level("level 2 as written")),
    PlayerKind("level3-written", "Level 3 as written", "level 3 as the report's code plays: looks "
               "{depth} moves ahead, then takes the first move it saw reach that value, often "
               "not the best", _level("level 3 as written"), "depth"),
    *(replace(kind, on_board=False) for kind in COMMON),
)


def _lab_game() -> Any:
    return OAnQuan()


def _lab_default() -> dict[str, Any]:
    return {"board_weight": 0.5, "quan_bonus": 0.0}


def _lab_player(game: Any, params: dict[str, Any], name: str) -> Any:
    from gamelib.engines.oanquan import stronger_evaluation
    from gamelib.play.players import SearchPlayer
    return SearchPlayer("alphabeta", 3, stronger_evaluation(game, params["board_weight"],
                                                            params["quan_bonus"]), name=name)


def _lab_check(params: dict[str, Any]) -> None:
    check_numbers(params, ["board_weight", "quan_bonus"])


LAB = LabGame("Ô ăn quan: points difference plus board_weight per stone on one's squares plus "
              "quan_bonus per quan on the board; alpha-beta to depth 3", _lab_game, _lab_default,
              _lab_player, _lab_check)
KIT = GameKit(
    "oanquan", "Ô ăn quan", OAnQuan, PLAYERS,
    (("points difference (report)", _score_difference), ("stronger", _stronger)),
    source="report 000", scene=oanquan_scene, board="gamelib.games.oanquan.board:OAnQuanBoard",
    picture_width=460, state_type=OAQState, perft=plain_perft, lab=LAB, order=3)
