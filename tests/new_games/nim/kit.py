"""Nim's kit: the common players and the perfect one (small heaps are solved in a moment), an
evaluation from the theory (the nim-sum), its scene, and perft by the rules."""

from __future__ import annotations

from math import prod

from gamelib.kits.base import COMMON, PERFECT, GameKit, plain_perft

from gamelib.games.nim import Nim, NimState, nim_sum
from gamelib.games.nim.scene import nim_scene

#: a finished game's value: above every value of a game still going on (they are ±1)
WIN = 100
#: the most positions a Nim solved here may have (3,4,5: 120; six heaps of 9: a million)
SOLVED_UP_TO = 200_000


def nim_sum_evaluation(state: NimState, player: str) -> int:
    """±100 once the game is over; before that +1 for the side the theory says wins (the
    side to move when the nim-sum is not 0), −1 for the other.

    >>> nim_sum_evaluation(NimState((1, 2, 3), "A"), "A"), nim_sum_evaluation(NimState((0, 0), "A"), "B")
    (-1, 100)
    """
    if not any(state.heaps):  # the side to move has nothing to take: it lost
        for_the_mover = -WIN
    else:
        for_the_mover = 1 if nim_sum(state.heaps) else -1
    return for_the_mover if player == state.to_move else -for_the_mover


def positions(game: Nim) -> int:
    """How many positions the heaps can reach (each heap from its size down to 0), times 2
    for whose turn it is: what a solve of this game enumerates at most."""
    return 2 * prod(size + 1 for size in game.heaps)


KIT = GameKit(
    "nim", "Nim", Nim, COMMON + (PERFECT,),
    (("nim-sum", lambda game: nim_sum_evaluation),),
    source="Bouton (1901), Nim, a game with a complete mathematical theory",
    scene=nim_scene, picture_width=260, state_type=NimState,
    game_for_state=lambda state: Nim(tuple(max(size, 1) for size in state.heaps)),
    solvable=lambda game: positions(game) <= SOLVED_UP_TO, perft=plain_perft)
