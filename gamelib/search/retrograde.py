"""Solve a whole game by retrograde analysis: from the ends backwards, repeats allowed.

Minimax works forwards from one position and cannot finish when positions
repeat (in Dodgem a piece can go up and down forever).  Retrograde analysis
works on the whole state space instead:

1. enumerate every position reachable from the start;
2. mark the terminal ones as won, lost or drawn for the side to move;
3. go backwards: a position is **won** as soon as one move leads to a position
   lost for the opponent, and **lost** once every move leads to a position won
   for the opponent;
4. whatever is never marked is a **draw**: neither side can force a win, so
   with best play the game goes on for ever (or ends drawn).

Processing positions in the order they are solved gives, for each won or lost
position, the number of moves to the end with best play (win fast, lose slow).

>>> from gamelib.games.tictactoe import TicTacToe
>>> solution = solve(TicTacToe())
>>> solution.outcome(solution.start), solution.positions
('draw', 5478)
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field
from typing import Any

from gamelib.core import Action, Game, Side, State, require_two_player_zero_sum

WIN, LOSS, DRAW = "win", "loss", "draw"


@dataclass
class Solution:
    """The solved game: for every reachable position, its outcome for the side to move.

    ``value[s]`` is +1 (the side to move wins), -1 (it loses) or 0 (draw);
    ``distance[s]`` is the number of moves to the end with best play (won and
    lost positions only).
    """

    game: Game
    start: State
    value: dict[State, int] = field(default_factory=dict)
    distance: dict[State, int] = field(default_factory=dict)

    @property
    def positions(self) -> int:
        """How many positions are reachable from the start (the start included)."""
        return len(self.value)

    def outcome(self, state: State) -> str:
        """"win", "loss" or "draw" for the side to move in ``state``."""
        return {1: WIN, -1: LOSS, 0: DRAW}[self._value(state)]

    def value_for(self, state: State, player: Side) -> int:
        """+1, 0 or -1 for ``player`` in ``state``."""
        value = self._value(state)
        return value if self.game.to_move(state) == player else -value

    def winner(self, state: State | None = None) -> Side | None:
        """The player who wins ``state`` (the start by default) with best play, or None."""
        state = self.start if state is None else state
        value = self._value(state)
        mover = self.game.to_move(state)
        return None if value == 0 else mover if value > 0 else self.game.opponent(mover)

    def move_values(self, state: State) -> list[tuple[Action, int, int | None]]:
        """Each legal move with its value for the mover (+1/0/-1) and moves to the end."""
        game, mover = self.game, self.game.to_move(state)
        rows = []
        for action in game.legal_actions(state):
            child = game.successor(state, action)
            value = self.value_for(child, mover)
            rows.append((action, value, None if value == 0 else 1 + self.distance[child]))
        return rows

    def best_actions(self, state: State) -> list[Action]:
        """The optimal moves: win fastest, else draw, else lose slowest."""
        rows = self.move_values(state)
        if not rows:
            return []
        key = {1: lambda r: (1, -r[2]), 0: lambda r: (0, 0), -1: lambda r: (-1, r[2])}
        ranked = [(key[r[1]](r), r[0]) for r in rows]
        top = max(k for k, _ in ranked)
        return [a for k, a in ranked if k == top]

    def winning_actions(self, state: State | None = None) -> list[Action]:
        """The moves that keep a won position won (empty if it is not won)."""
        state = self.start if state is None else state
        return [a for a, v, _ in self.move_values(state) if v > 0]

    def _value(self, state: State) -> int:
        try:
            return self.value[state]
        except KeyError:
            raise ValueError(f"{self.game.state_to_str(state, 'en')} is not reachable from the "
                             "solved start position") from None


def reachable(game: Game, start: State, limit: int | None = None) -> dict[State, list[State]]:
    """Every position reachable from ``start``, with the positions each move leads to."""
    children: dict[State, list[State]] = {}
    queue = deque([start])
    children[start] = []
    while queue:
        state = queue.popleft()
        if game.is_terminal(state):
            continue
        kids = [game.successor(state, a) for a in game.legal_actions(state)]
        children[state] = kids
        for kid in kids:
            if kid not in children:
                if limit is not None and len(children) >= limit:
                    raise ValueError(f"more than {limit:,} reachable positions; raise the limit")
                children[kid] = []
                queue.append(kid)
    return children


def solve(game: Game, start: State | None = None, *, limit: int | None = 20_000_000) -> Solution:
    """Solve ``game`` from ``start`` (the initial state by default) by retrograde analysis."""
    require_two_player_zero_sum(game, "solve")
    bound = getattr(game, "positions_bound", None)
    if limit is not None and bound is not None and bound() > limit:
        raise ValueError(f"{game!r} has up to {bound():,} positions, more than the {limit:,} that "
                         "solving can hold here (it keeps every position in memory); play it with "
                         "a depth-limited search instead (alphabeta(..., depth=4))")
    start = game.initial_state() if start is None else start
    children = reachable(game, start, limit)
    parents: dict[State, list[State]] = {s: [] for s in children}
    for state, kids in children.items():
        for kid in kids:
            parents[kid].append(state)
    mover = {s: game.to_move(s) for s in children}
    solution = Solution(game, start)
    value, distance = solution.value, solution.distance
    # moves not yet known to lose; a position is lost when this reaches zero
    unresolved = {s: len(kids) for s, kids in children.items() if kids}
    queue: deque[State] = deque()
    for state, kids in children.items():
        if not kids:
            if not game.is_terminal(state):
                raise ValueError(f"{game.state_to_str(state, 'en')} has no legal move but is not "
                                 f"terminal; {type(game).__name__} must say how it ends")
            u = game.utility(state, mover[state])
            value[state] = (u > 0) - (u < 0)
            distance[state] = 0
            if value[state] != 0:
                queue.append(state)
    while queue:
        state = queue.popleft()
        for parent in parents[state]:
            if parent in value:
                continue
            same_side = mover[parent] == mover[state]
            good_for_parent = (value[state] > 0) == same_side
            if good_for_parent:
                value[parent], distance[parent] = 1, distance[state] + 1
                queue.append(parent)
            else:
                unresolved[parent] -= 1
                if unresolved[parent] == 0:
                    value[parent], distance[parent] = -1, distance[state] + 1
                    queue.append(parent)
    for state in children:
        value.setdefault(state, 0)
    return solution


def solve_summary(solution: Solution) -> dict[str, Any]:
    """A JSON-ready summary: start value, winner, positions, winning and best first moves."""
    game, start = solution.game, solution.start
    write = lambda a: game.action_to_str(start, a)  # noqa: E731
    winner = solution.winner()
    return {
        "value": solution.outcome(start),
        "to_move": str(game.to_move(start)),
        "winner": None if winner is None else str(winner),
        "moves_to_end": solution.distance.get(start),
        "positions": solution.positions,
        "winning_first_moves": [write(a) for a in solution.winning_actions()],
        "best_first_moves": [write(a) for a in solution.best_actions(start)],
    }
