"""The evaluation lab: change an evaluation's numbers and measure the change in play.

Each game offers its evaluation as plain JSON-ready numbers (``default(game)``);
``player(params)`` builds a searching player that uses them.  ``run_series``
plays the edited evaluation against the unchanged one (same search, colours
alternated, each random opening twice).  Parameters are saved and loaded as JSON
in the ``data/``-style (a title, a note, the numbers).

>>> lab = LAB["dodgem"]
>>> params = lab.default()
>>> params["block_direct"]
40
>>> result = run_series("dodgem", {**params, "block_direct": 0}, games=4)
>>> result.games
4
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from gamelib.arena.match import MatchResult, play_match
from gamelib.players import SearchPlayer


@dataclass(frozen=True)
class LabGame:
    """How the lab edits one game's evaluation."""

    name: str
    describe: str
    make_game: Callable[[], Any]
    default: Callable[[], dict[str, Any]]
    player: Callable[[Any, dict[str, Any], str], Any]   # (game, params, name) -> player
    check: Callable[[dict[str, Any]], None]
    opening_plies: int = 2
    max_plies: int = 200


def _grid(params: dict[str, Any], key: str, rows: int, cols: int) -> None:
    table = params.get(key)
    if not isinstance(table, list) or len(table) != rows or any(
            not isinstance(r, list) or len(r) != cols for r in table):
        raise ValueError(f"{key!r} must be a {rows}×{cols} table of numbers")
    if not all(isinstance(v, (int, float)) for r in table for v in r):
        raise ValueError(f"{key!r} must hold numbers only")


def _numbers(params: dict[str, Any], keys: list[str]) -> None:
    for key in keys:
        if not isinstance(params.get(key), (int, float)) or isinstance(params.get(key), bool):
            raise ValueError(f"{key!r} must be a number, got {params.get(key)!r}")


# -- Dodgem: the lecture's square tables and blocking bonuses -----------------------------
def _dodgem_game() -> Any:
    from gamelib.games.dodgem import Dodgem
    return Dodgem(3)


def _dodgem_default() -> dict[str, Any]:
    from gamelib.evaluation.dodgem import DodgemEvaluation
    return DodgemEvaluation.report2(_dodgem_game()).to_json()


def _dodgem_player(game: Any, params: dict[str, Any], name: str) -> Any:
    from gamelib.evaluation.dodgem import DodgemEvaluation
    return SearchPlayer("alphabeta", 3, DodgemEvaluation.from_json(params), name=name)


def _dodgem_check(params: dict[str, Any]) -> None:
    _grid(params, "white", 3, 3)
    _grid(params, "black", 3, 3)
    _numbers(params, ["block_direct", "block_indirect", "off_value"])


# -- Othello: the engine's square weights and terms ----------------------------------------------
def _othello_game() -> Any:
    from gamelib.games.othello import Othello
    return Othello()


def _othello_default() -> dict[str, Any]:
    from dataclasses import asdict

    from gamelib.engines.othello import Weights
    params = asdict(Weights())
    params["squares"] = Weights().grid()
    return params


def _othello_player(game: Any, params: dict[str, Any], name: str) -> Any:
    from gamelib.engines.othello import OthelloEngine, Weights
    values = dict(params)
    values["squares"] = tuple(v for row in params["squares"] for v in row)
    return OthelloEngine(game, depth=2, endgame=4, weights=Weights(**values), name=name)


def _othello_check(params: dict[str, Any]) -> None:
    _grid(params, "squares", 8, 8)
    _numbers(params, ["mobility", "potential_mobility", "corners", "stability", "discs_late",
                      "victory_cells"])


# -- Caro: the engine's pattern weights -------------------------------------------------------
def _caro_game() -> Any:
    from gamelib.games.caro import Caro
    return Caro(11)


def _caro_default() -> dict[str, Any]:
    from gamelib.engines.caro import WEIGHTS
    return {"weights": list(WEIGHTS)}


def _caro_player(game: Any, params: dict[str, Any], name: str) -> Any:
    from gamelib.engines.caro import CaroEngine
    return CaroEngine(game, depth=2, time_limit=None, weights=tuple(params["weights"]), name=name)


def _caro_check(params: dict[str, Any]) -> None:
    weights = params.get("weights")
    if not isinstance(weights, list) or len(weights) != 6 or not all(
            isinstance(v, (int, float)) for v in weights):
        raise ValueError("'weights' must be 6 numbers: a window holding 0, 1, ..., 5 stones of one side")


# -- Ô ăn quan: the terms of the stronger evaluation ---------------------------------------------
def _oaq_game() -> Any:
    from gamelib.games.oanquan import OAnQuan
    return OAnQuan()


def _oaq_default() -> dict[str, Any]:
    return {"board_weight": 0.5, "quan_bonus": 0.0}


def _oaq_player(game: Any, params: dict[str, Any], name: str) -> Any:
    from gamelib.engines.oanquan import stronger_evaluation
    return SearchPlayer("alphabeta", 3, stronger_evaluation(game, params["board_weight"],
                                                            params["quan_bonus"]), name=name)


def _oaq_check(params: dict[str, Any]) -> None:
    _numbers(params, ["board_weight", "quan_bonus"])


LAB: dict[str, LabGame] = {
    "dodgem": LabGame("dodgem", "Dodgem 3×3: square values (rows from the top) and blocking bonuses; "
                      "alpha-beta to depth 3", _dodgem_game, _dodgem_default, _dodgem_player,
                      _dodgem_check, max_plies=120),
    "othello": LabGame("othello", "Othello: the engine's square weights (row 1 first) and terms; "
                       "engine to depth 2", _othello_game, _othello_default, _othello_player,
                       _othello_check, opening_plies=4, max_plies=120),
    "caro": LabGame("caro", "Caro 11×11: the value of a five-square window holding 0..5 stones of "
                    "one side; engine to depth 2", _caro_game, _caro_default, _caro_player,
                    _caro_check, max_plies=121),
    "oanquan": LabGame("oanquan", "Ô ăn quan: points difference plus board_weight per stone on "
                       "one's squares plus quan_bonus per quan on the board; alpha-beta to depth 3",
                       _oaq_game, _oaq_default, _oaq_player, _oaq_check),
}


def run_series(game_name: str, params: dict[str, Any], *, games: int = 20, seed: int = 0,
               progress: Callable[[int, int], Any] | None = None) -> MatchResult:
    """The edited evaluation against the unchanged one: ``games`` games, colours alternated."""
    lab = _lab(game_name)
    lab.check(params)
    game = lab.make_game()
    edited = lab.player(game, params, "edited")
    unchanged = lab.player(game, lab.default(), "unchanged")
    result = MatchResult(edited.name, unchanged.name)
    for start in range(0, games, 2):  # two games at a time: one opening, both colours
        part = play_match(game, edited, unchanged, games=min(2, games - start), seed=seed * 1000 + start,
                          opening_plies=lab.opening_plies, max_plies=lab.max_plies)
        result.wins += part.wins
        result.draws += part.draws
        result.losses += part.losses
        result.records += part.records
        if progress:
            progress(result.games, games)
    return result


def save(game_name: str, params: dict[str, Any], path: str | Path) -> Path:
    """Write edited numbers as a data-style JSON file."""
    lab = _lab(game_name)
    lab.check(params)
    path = Path(path)
    path.write_text(json.dumps({"title": f"an edited {game_name} evaluation", "game": game_name,
                                "note": lab.describe, "params": params}, indent=1), encoding="utf-8")
    return path


def load(path: str | Path) -> tuple[str, dict[str, Any]]:
    """Read numbers written by :func:`save`; returns (game name, params), checked."""
    path = Path(path)
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise ValueError(f"{path}: no such file") from None
    except json.JSONDecodeError as exc:
        raise ValueError(f"{path}: not valid JSON ({exc})") from None
    if not isinstance(data, dict) or "game" not in data or "params" not in data:
        raise ValueError(f"{path}: expected an object with 'game' and 'params'")
    lab = _lab(data["game"])
    lab.check(data["params"])
    return data["game"], data["params"]


def _lab(name: str) -> LabGame:
    if name not in LAB:
        raise ValueError(f"the lab has no game {name!r}; games: {', '.join(LAB)}")
    return LAB[name]
