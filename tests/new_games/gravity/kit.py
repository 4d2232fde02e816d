"""Gravity three's kit: the common players (no perfect one: it is not solved here), one
evaluation, its scene, perft by the rules, and the lab's one number."""

from __future__ import annotations

from typing import Any

from gamelib.kits.base import COMMON, GameKit, LabGame, check_numbers, plain_perft

from gamelib.games.gravity import Drop, Gravity
from gamelib.games.gravity.scene import gravity_scene


def pairs(game: Gravity, state: Drop, player: str, weight: float = 1.0) -> float:
    """Two of one colour side by side (in any direction), mine less the opponent's."""
    def count(who: str) -> int:
        cols = game.columns
        found = 0
        for index, here in enumerate(state.cells):
            if here != who:
                continue
            r, c = divmod(index, cols)
            for dr, dc in ((0, 1), (1, 0), (1, 1), (1, -1)):
                k = (r + dr) * cols + c + dc
                found += 0 <= c + dc < cols and 0 <= k < len(state.cells) and state.cells[k] == who
        return found
    other = "Y" if player == "R" else "R"
    return weight * (count(player) - count(other))


def _lab_player(game: Any, params: dict[str, Any], name: str) -> Any:
    from gamelib.play.players import SearchPlayer
    return SearchPlayer("alphabeta", 2, lambda s, p: pairs(game, s, p, params["weight"]),
                        name=name)


LAB = LabGame("Gravity three 5×4: the weight of a two in a line; alpha-beta to depth 2",
              lambda: Gravity(), lambda: {"weight": 1.0}, _lab_player,
              lambda params: check_numbers(params, ["weight"]), opening_plies=1, max_plies=20)
KIT = GameKit(
    "gravity", "Gravity three", Gravity, COMMON,
    (("open lines", lambda game: lambda state, player: pairs(game, state, player)),),
    source="a made-up game of the tests: drop discs, three in a line", scene=gravity_scene,
    picture_width=200, state_type=Drop, perft=plain_perft, lab=LAB)
