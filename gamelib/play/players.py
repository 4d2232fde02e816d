"""Players: anything with ``choose(game, state) -> action``.

* :class:`RandomPlayer` -- a legal move at random (seeded);
* :class:`GreedyPlayer` -- the move whose resulting position evaluates best,
  one ply deep (the report 000's "level 1" idea);
* :class:`SearchPlayer` -- minimax, alpha-beta, negamax or alpha-beta with a
  transposition table to a fixed depth with an evaluation function; it keeps
  the trace of its last search to be stepped through;
* :class:`PerfectPlayer` -- plays from a retrograde solution: wins fastest,
  draws if it cannot win, loses slowest.

Ties are broken with a seeded random generator, so games vary yet repeat
exactly from the same seed.

>>> from gamelib.games.tictactoe import TicTacToe
>>> game = TicTacToe()
>>> SearchPlayer("alphabeta", depth=9, seed=None).choose(game, game.initial_state())
0
>>> RandomPlayer(seed=3).choose(game, game.initial_state()) in range(9)
True
"""

from __future__ import annotations

import random
from typing import Any, Protocol

from gamelib.core import Action, Game, State
from gamelib.search import ALGORITHMS, Trace
from gamelib.search.base import Evaluate, Order, SearchResult
from gamelib.search.retrograde import Solution
from gamelib.search.iterative import iterative_deepening
from gamelib.search.transposition import alphabeta_tt

SEARCHES = {**ALGORITHMS, "alphabeta_tt": alphabeta_tt, "iterative": iterative_deepening}


class Player(Protocol):
    name: str

    def choose(self, game: Game, state: State) -> Action: ...


def _no_moves(game: Game, state: State) -> ValueError:
    return ValueError(f"no legal move in {game.state_to_str(state, 'en')}: the game is over")


class RandomPlayer:
    """Plays a random legal move."""

    def __init__(self, seed: int | None = None, name: str = "random"):
        self.rng = random.Random(seed)
        self.name = name

    def choose(self, game: Game, state: State) -> Action:
        actions = list(game.legal_actions(state))
        if not actions:
            raise _no_moves(game, state)
        return self.rng.choice(actions)


class GreedyPlayer:
    """Plays the move whose resulting position ``evaluate`` likes best, looking one ply ahead."""

    def __init__(self, evaluate: Evaluate, seed: int | None = 0, name: str = "greedy"):
        self.evaluate = evaluate
        self.rng = random.Random(seed)
        self.name = name

    def choose(self, game: Game, state: State) -> Action:
        me = game.to_move(state)
        scored = [(self.evaluate(game.successor(state, a), me), a) for a in game.legal_actions(state)]
        if not scored:
            raise _no_moves(game, state)
        best = max(v for v, _ in scored)
        return self.rng.choice([a for v, a in scored if v == best])


class SearchPlayer:
    """Searches to ``depth`` with ``algorithm`` and plays the best move it finds.

    With ``record=True`` the last search is traced (``last_trace``) so a widget
    can step through it; ``last_result`` always holds its :class:`SearchResult`.
    With a ``seed``, the root's moves are searched in a shuffled order, so among
    equally good moves a random one (seeded) is played and matches vary;
    ``seed=None`` keeps the game's own order everywhere.
    """

    def __init__(self, algorithm: str = "alphabeta", depth: int | None = 4,
                 evaluate: Evaluate | None = None, order: Order | None = None,
                 seed: int | None = 0, record: bool = False, name: str | None = None,
                 time_limit: float | None = None):
        if algorithm not in SEARCHES:
            raise ValueError(f"unknown algorithm {algorithm!r}; known: {', '.join(SEARCHES)}")
        if time_limit is not None and algorithm != "iterative":
            raise ValueError("a time_limit needs algorithm='iterative' (iterative deepening)")
        self.algorithm, self.depth, self.evaluate, self.order = algorithm, depth, evaluate, order
        self.time_limit = time_limit
        self.rng = None if seed is None else random.Random(seed)
        self.record = record
        self.last_trace: Trace | None = None
        self.last_result: SearchResult | None = None
        self.name = name or (f"{algorithm} {time_limit:g}s" if time_limit else f"{algorithm} d={depth}")

    def choose(self, game: Game, state: State) -> Action:
        if game.is_terminal(state):
            raise _no_moves(game, state)
        search = SEARCHES[self.algorithm]
        order = self.order
        if self.rng is not None:
            order = self._shuffled_at(state)
        options: dict[str, Any] = dict(depth=self.depth, evaluate=self.evaluate, order=order)
        if self.algorithm == "iterative":
            options["time_limit"] = self.time_limit
        self.last_trace = Trace() if self.record else None
        self.last_result = search(game, state, trace=self.last_trace, **options)
        return self.last_result.action

    def _shuffled_at(self, root: State) -> Order:
        inner, rng = self.order, self.rng

        def order(state: State, actions):
            actions = list(inner(state, actions) if inner is not None else actions)
            if state is root:
                rng.shuffle(actions)
            return actions

        return order


class PerfectPlayer:
    """Plays from a solved game: the fastest win, else a draw, else the slowest loss."""

    def __init__(self, solution: Solution, seed: int | None = 0, name: str = "perfect"):
        self.solution = solution
        self.rng = random.Random(seed)
        self.name = name

    def choose(self, game: Game, state: State) -> Action:
        best = self.solution.best_actions(state)
        if not best:
            raise _no_moves(game, state)
        return self.rng.choice(best)
