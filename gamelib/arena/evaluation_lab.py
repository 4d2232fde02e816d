"""The evaluation lab: change an evaluation's numbers and measure the change in play.

Each game offers its evaluation as plain JSON-ready numbers (``default(game)``);
``player(params)`` builds a searching player that uses them.  ``run_series``
plays the edited evaluation against the unchanged one (same search, colours
alternated, each random opening twice).  Parameters are saved and loaded as JSON
in the ``data/``-style (a title, a note, the numbers).

>>> "dodgem" in lab_games() and "tictactoe" not in lab_games()  # as their kits say
True
>>> lab = lab_of("dodgem")
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
from pathlib import Path
from typing import Any

from gamelib.arena.match import MatchResult, play_match
from gamelib.kits import LabGame, all_kits, kit


def lab_games() -> list[str]:
    """Every game whose kit offers its evaluation to the lab, in the course's order."""
    return [each.name for each in all_kits() if each.lab is not None]


def lab_of(name: str) -> LabGame:
    """The lab's view of the game called ``name`` (its kit's ``lab``)."""
    if name not in lab_games():
        raise ValueError(f"the lab has no game {name!r}; games: {', '.join(lab_games())}")
    return kit(name).lab


def run_series(game_name: str, params: dict[str, Any], *, games: int = 20, seed: int = 0,
               progress: Callable[[int, int], Any] | None = None) -> MatchResult:
    """The edited evaluation against the unchanged one: ``games`` games, colours alternated."""
    lab = lab_of(game_name)
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
    lab = lab_of(game_name)
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
    lab = lab_of(data["game"])
    lab.check(data["params"])
    return data["game"], data["params"]
