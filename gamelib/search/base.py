"""What every search function shares: its result type and its bookkeeping.

The algorithms themselves (:mod:`.minimax`, :mod:`.alphabeta`, :mod:`.negamax`)
stay a few honest lines each; counting nodes, valuing leaves, ordering moves
and recording the trace live here once.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from gamelib.core import Action, Game, Side, State, require_two_player_zero_sum
from gamelib.search.trace import Bound, Cutoff, Enter, Exit, Leaf, Trace

#: ``evaluate(state, player)``: how good ``state`` is for ``player`` (zero-sum:
#: the opponent's value is the negation).
Evaluate = Callable[[State, Side], float]
#: ``order(state, actions)``: the same actions, in the order to search them.
Order = Callable[[State, Sequence[Action]], Sequence[Action]]


@dataclass(frozen=True)
class SearchResult:
    """The outcome of one search.

    ``value`` is from the point of view of the player the search maximised for;
    ``action`` is the best move at the root (``None`` at a leaf); ``nodes``
    counts every node entered, the root included; ``evaluations`` counts static
    valuations (leaves and depth-limit nodes); ``cutoffs`` counts prunings;
    ``table_hits`` counts positions answered from a transposition table.
    """

    value: float
    action: Action | None
    nodes: int
    evaluations: int = 0
    cutoffs: int = 0
    depth: int | None = None
    table_hits: int = 0


def seen_by_root(sign: int, alpha: float, beta: float) -> tuple[float, float]:
    """A negamax window (α, β) of the side to move, as the root player sees it.

    ``sign`` is +1 where the root player moves and -1 where the opponent does;
    traces always record windows from the root player's side.
    """
    return (alpha, beta) if sign > 0 else (-beta, -alpha)


class SearchContext:
    """Counters, leaf valuation, move order and trace recording for one search."""

    def __init__(
        self,
        game: Game,
        state: State,
        *,
        algorithm: str,
        depth: int | None,
        evaluate: Evaluate | None,
        order: Order | None,
        trace: Trace | None,
        player: Side | None,
    ):
        require_two_player_zero_sum(game, algorithm)
        if depth is not None and depth < 0:
            raise ValueError(f"depth must be >= 0 or None (no limit), got {depth}")
        if depth is None and not getattr(game, "always_ends", True):
            raise ValueError(
                f"positions of {type(game).__name__} can repeat, so a search without a depth "
                "limit may never end; give depth=... (or solve the game by retrograde analysis)"
            )
        self.game = game
        self.depth = depth
        self.evaluate = evaluate
        self.order = order
        self.trace = trace
        self.player = game.to_move(state) if player is None else player
        if self.player not in game.players:
            raise ValueError(f"player {self.player!r} is not one of {game.players!r}")
        self.nodes = 0
        self.evaluations = 0
        self.cutoffs = 0

    @property
    def start_depth(self) -> float:
        """The root's remaining depth; "no limit" is infinity, so ``depth - 1`` always works."""
        return math.inf if self.depth is None else self.depth

    def leaf(self, node: int, state: State, player: Side, terminal: bool) -> float:
        """Value a leaf (``terminal``, or at the depth limit) for ``player``; record it.

        ``evaluate`` (if given) values both terminal states and states at the
        depth limit, as in the lecture's pseudocode; without it, terminal
        states get the game's utility.
        """
        self.evaluations += 1
        if self.evaluate is not None:
            value = self.evaluate(state, player)
        elif terminal:
            value = self.game.utility(state, player)
        else:
            raise ValueError(
                "the depth limit was reached at a non-terminal state but no evaluate function "
                "was given; pass evaluate=... or search without a depth limit"
            )
        if self.trace is not None:
            recorded = value if player == self.player else -value
            self.trace.record(Leaf(node, recorded, terminal))
        return value

    def actions(self, state: State) -> Sequence[Action]:
        """The legal actions in search order."""
        actions = self.game.legal_actions(state)
        return actions if self.order is None else self.order(state, actions)

    # -- recording: the algorithms call these only when tracing ``if tracing:`` -----
    def enter(self, node: int, parent: int | None, action: Any, state: State, maximizing: bool,
              depth: float, alpha: float, beta: float, chance: bool = False) -> None:
        remaining = None if depth == math.inf else depth
        self.trace.record(Enter(node, parent, action, state, maximizing, remaining, alpha, beta,
                                chance))

    def bound(self, node: int, alpha: float, beta: float, child: int, value: float) -> None:
        self.trace.record(Bound(node, alpha, beta, child, value))

    def cutoff(self, node: int, alpha: float, beta: float, skipped: Sequence[Action]) -> None:
        """Count a pruning (always) and record it (when tracing)."""
        self.cutoffs += 1
        if self.trace is not None:
            self.trace.record(Cutoff(node, alpha, beta, tuple(skipped)))

    def exit(self, node: int, value: float, best: int | None, best_action: Any) -> None:
        self.trace.record(Exit(node, value, best, best_action))

    def result(self, value: float, action: Action | None) -> SearchResult:
        return SearchResult(value, action, self.nodes, self.evaluations, self.cutoffs, self.depth)

    def fallback_action(self, state: State, best: Action | None) -> Action | None:
        """The best action, or the first legal one when no move improved on -∞."""
        if best is None and self.depth != 0 and not self.game.is_terminal(state):
            actions = self.actions(state)
            return actions[0] if actions else None
        return best
