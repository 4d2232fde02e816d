"""What every search function shares: its result type and its bookkeeping.

The algorithms themselves (:mod:`.minimax`, :mod:`.alphabeta`, :mod:`.negamax`)
stay a few honest lines each; counting nodes, valuing leaves, ordering moves
and recording the trace live here once.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from gamelib.core import Action, Game, Player, State, require_two_player_zero_sum
from gamelib.search.trace import Bound, Cutoff, Enter, Exit, Leaf, Trace

#: ``evaluate(state, player)``: how good ``state`` is for ``player`` (zero-sum:
#: the opponent's value is the negation).
Evaluate = Callable[[State, Player], float]
#: ``order(state, actions)``: the same actions, in the order to search them.
Order = Callable[[State, Sequence[Action]], Sequence[Action]]


@dataclass(frozen=True)
class SearchResult:
    """The outcome of one search.

    ``value`` is from the point of view of the player the search maximised for;
    ``action`` is the best move at the root (``None`` at a leaf); ``nodes``
    counts every node entered, the root included; ``evaluations`` counts static
    valuations (leaves and depth-limit nodes); ``cutoffs`` counts prunings.
    """

    value: float
    action: Action | None
    nodes: int
    evaluations: int = 0
    cutoffs: int = 0
    depth: int | None = None


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
        player: Player | None,
    ):
        require_two_player_zero_sum(game, algorithm)
        if depth is not None and depth < 0:
            raise ValueError(f"depth must be >= 0 or None (no limit), got {depth}")
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

    def is_leaf(self, state: State, depth: int | None) -> bool:
        """Whether the search stops here: a terminal state or the depth limit."""
        return depth == 0 or self.game.is_terminal(state)

    def leaf(self, node: int, state: State, player: Player) -> float:
        """Value a leaf for ``player`` and record it; returns that value.

        ``evaluate`` (if given) values both terminal states and states at the
        depth limit, as in the lecture's pseudocode; without it, terminal
        states get the game's utility.
        """
        self.evaluations += 1
        if self.evaluate is not None:
            value = self.evaluate(state, player)
        elif self.game.is_terminal(state):
            value = self.game.utility(state, player)
        else:
            raise ValueError(
                "the depth limit was reached at a non-terminal state but no evaluate function "
                "was given; pass evaluate=... or search without a depth limit"
            )
        if self.trace is not None:
            recorded = value if player == self.player else -value
            self.trace.record(Leaf(node, recorded, self.game.is_terminal(state)))
        return value

    def actions(self, state: State) -> Sequence[Action]:
        """The legal actions in search order."""
        actions = self.game.legal_actions(state)
        return actions if self.order is None else self.order(state, actions)

    def child_depth(self, depth: int | None) -> int | None:
        return None if depth is None else depth - 1

    # -- recording (each call is guarded by ``if self.trace``) -----------------
    def enter(self, parent: int | None, action: Any, state: State, maximizing: bool,
              depth: int | None, alpha: float, beta: float) -> int:
        """Count a node and return its serial number (recorded when tracing)."""
        node = self.nodes
        self.nodes += 1
        if self.trace is not None:
            self.trace.record(Enter(node, parent, action, state, maximizing, depth, alpha, beta))
        return node

    def bound(self, node: int, alpha: float, beta: float, child: int, value: float) -> None:
        if self.trace is not None:
            self.trace.record(Bound(node, alpha, beta, child, value))

    def cutoff(self, node: int, alpha: float, beta: float, skipped: Sequence[Action]) -> None:
        self.cutoffs += 1
        if self.trace is not None:
            self.trace.record(Cutoff(node, alpha, beta, tuple(skipped)))

    def exit(self, node: int, value: float, best: int | None, best_action: Any) -> None:
        if self.trace is not None:
            self.trace.record(Exit(node, value, best, best_action))

    def result(self, value: float, action: Action | None) -> SearchResult:
        return SearchResult(value, action, self.nodes, self.evaluations, self.cutoffs, self.depth)

    def fallback_action(self, state: State, best: Action | None) -> Action | None:
        """The best action, or the first legal one when no move improved on -∞."""
        if best is None and self.depth != 0 and not self.game.is_terminal(state):
            actions = self.actions(state)
            return actions[0] if actions else None
        return best
