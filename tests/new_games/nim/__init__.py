"""Nim: a few heaps of stones; a move takes one or more stones from one heap; whoever takes the
last stone wins (normal play).

A game of a fifth kind beside the course's: a move is a heap and a count, written ``a2`` (take
2 stones from heap ``a``, the heaps lettered from the top).  Its option ``heaps`` is not a
number but a tuple of them, written ``--heaps 3,4,5`` on the command line.

Nim is solved by theory (Bouton, 1901): the side to move loses exactly when the *nim-sum* of
the heaps (their bitwise exclusive or) is 0, and wins by a move that makes it 0.

>>> game = Nim(heaps=(1, 2))
>>> state = game.initial_state()
>>> game.legal_actions(state)
((0, 1), (1, 1), (1, 2))
>>> state = game.result(state, game.parse_action(state, "b1"))
>>> state, nim_sum(state.heaps)
(NimState(heaps=(1, 1), to_move='B'), 0)
>>> game.parse_action(state, "b2")
Traceback (most recent call last):
...
gamelib.core.IllegalActionError: illegal move 'b2'...
>>> Nim(heaps=(3, 0))
Traceback (most recent call last):
...
ValueError: heaps must be 1 to 6 whole numbers from 1 to 9 (such as 3,4,5), got (3, 0)
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import reduce
from operator import xor
from typing import NamedTuple

from gamelib.core import Game

FIRST, SECOND = "A", "B"
LETTERS = "abcdef"
MOST_HEAPS, MOST_STONES = 6, 9


class NimState(NamedTuple):
    """The stones left in each heap, top heap first, and whose turn it is."""

    heaps: tuple[int, ...]
    to_move: str


def nim_sum(heaps: Sequence[int]) -> int:
    """The heaps' bitwise exclusive or: 0 exactly when the side to move loses with best play.

    >>> nim_sum((3, 4, 5)), nim_sum((1, 2, 3))
    (2, 0)
    """
    return reduce(xor, heaps, 0)


class Nim(Game):
    """Nim on ``heaps`` (1 to 6 heaps of 1 to 9 stones); the player who takes the last stone
    wins, so a player left with no stone to take has lost."""

    players = (FIRST, SECOND)
    side_names = {FIRST: "First player", SECOND: "Second player"}

    def __init__(self, heaps: tuple[int, ...] = (3, 4, 5)):
        good = (isinstance(heaps, (tuple, list)) and 1 <= len(heaps) <= MOST_HEAPS
                and all(isinstance(h, int) and not isinstance(h, bool)
                        and 1 <= h <= MOST_STONES for h in heaps))
        if not good:
            raise ValueError(f"heaps must be 1 to {MOST_HEAPS} whole numbers from 1 to "
                             f"{MOST_STONES} (such as 3,4,5), got {heaps!r}")
        self.heaps = tuple(heaps)

    def __repr__(self) -> str:
        return f"Nim(heaps={self.heaps})"

    def initial_state(self) -> NimState:
        return NimState(self.heaps, FIRST)

    def to_move(self, state: NimState) -> str:
        return state.to_move

    def legal_actions(self, state: NimState) -> tuple[tuple[int, int], ...]:
        """Every (heap, stones taken), heap by heap, fewest stones first."""
        return tuple((heap, count) for heap, size in enumerate(state.heaps)
                     for count in range(1, size + 1))

    def successor(self, state: NimState, action: tuple[int, int]) -> NimState:
        heap, count = action
        heaps = list(state.heaps)
        heaps[heap] -= count
        return NimState(tuple(heaps), self.opponent(state.to_move))

    def is_terminal(self, state: NimState) -> bool:
        return not any(state.heaps)

    def utility(self, state: NimState, player: str) -> int:
        """+1 for the player who took the last stone, −1 for the one left with nothing."""
        return -1 if player == state.to_move else 1

    def action_to_str(self, state: NimState, action: tuple[int, int]) -> str:
        heap, count = action
        return f"{LETTERS[heap]}{count}"
