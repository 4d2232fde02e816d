"""Monte Carlo tree search (UCT): value moves by playing many random games, not by an evaluation.

Each *playout* walks down the tree it has grown so far, at every node choosing
the child with the best upper confidence bound

    mean result + c · sqrt(ln(visits of the parent) / visits of the child),

which balances moves that have done well (exploitation) against moves tried
rarely (exploration); it adds one new node, finishes the game with random moves
(or asks an evaluation function), and carries the result back up.  The move
played is the most visited one.  Randomness comes from a seeded generator, so a
search can be repeated exactly; the tree is returned for inspection and drawing.

>>> from gamelib.games.tictactoe import TicTacToe
>>> game = TicTacToe()
>>> s = game.initial_state()
>>> for move in ["a1", "b2", "a2"]:            # X threatens a3; O must block
...     s = game.result(s, game.parse_action(s, move))
>>> result = mcts(game, s, playouts=2000, seed=1)
>>> game.action_to_str(s, result.action)
'a3'
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, field
from typing import Any

from gamelib.core import Action, Game, Side, State, require_two_player_zero_sum
from gamelib.search.base import Evaluate


@dataclass
class MCTSNode:
    """A node of the search tree; ``total`` is the sum of results for the player who moved into it."""

    state: State
    parent: "MCTSNode | None" = None
    action: Action | None = None
    children: dict[Any, "MCTSNode"] = field(default_factory=dict)
    untried: list[Action] = field(default_factory=list)
    visits: int = 0
    total: float = 0.0

    @property
    def mean(self) -> float:
        """Average result, for the player who moved into this node (-1 .. 1)."""
        return self.total / self.visits if self.visits else 0.0

    def size(self) -> int:
        return 1 + sum(child.size() for child in self.children.values())


@dataclass
class MCTSResult:
    action: Action | None
    root: MCTSNode
    playouts: int

    def statistics(self) -> list[tuple[Action, int, float]]:
        """(action, visits, mean result for the side to move) per root move, most visited first."""
        rows = [(a, child.visits, child.mean) for a, child in self.root.children.items()]
        return sorted(rows, key=lambda row: -row[1])


def mcts(game: Game, state: State, *, playouts: int = 1000, exploration: float = 1.4,
         seed: int | None = 0, evaluate: Evaluate | None = None, max_rollout: int = 500,
         root: MCTSNode | None = None) -> MCTSResult:
    """UCT from ``state`` for ``playouts`` playouts; returns the most visited move and the tree.

    ``evaluate(state, player)`` in [-1, 1], if given, replaces the random rollout
    (the AlphaZero idea without the network); ``root`` continues an earlier tree.
    """
    require_two_player_zero_sum(game, "mcts")
    if playouts < 1:
        raise ValueError(f"playouts must be at least 1, got {playouts}")
    rng = random.Random(seed)
    root = root or MCTSNode(state, untried=list(game.legal_actions(state)))

    def result_for(terminal_state: State, player: Side) -> float:
        return game.utility(terminal_state, player)

    for _ in range(playouts):
        node = root
        # 1. selection: down the tree while every child has been tried
        while not node.untried and node.children:
            log_n = math.log(node.visits)
            node = max(node.children.values(),
                       key=lambda c: c.mean + exploration * math.sqrt(log_n / c.visits))
        # 2. expansion: one new child
        if node.untried:
            action = node.untried.pop(rng.randrange(len(node.untried)))
            child_state = game.successor(node.state, action)
            child = MCTSNode(child_state, node, action, untried=list(game.legal_actions(child_state)))
            node.children[action] = child
            node = child
        # 3. simulation: a random game to the end (or an evaluation)
        s = node.state
        if evaluate is not None and not game.is_terminal(s):
            outcome_state, value_of = s, lambda p: evaluate(s, p)  # noqa: E731
        else:
            for _ in range(max_rollout):
                if game.is_terminal(s):
                    break
                s = game.successor(s, rng.choice(game.legal_actions(s)))
            outcome_state = s
            value_of = (lambda p: result_for(outcome_state, p)) if game.is_terminal(s) else \
                (lambda p: 0.0)
        # 4. backpropagation: each node is credited for the player who moved into it
        while node is not None:
            node.visits += 1
            if node.parent is not None:
                node.total += value_of(game.to_move(node.parent.state))
            node = node.parent
    best = max(root.children.values(), key=lambda c: c.visits).action if root.children else None
    return MCTSResult(best, root, playouts)


def convergence(game: Game, state: State, budgets: list[int], seed: int = 0,
                evaluate: Evaluate | None = None) -> list[dict[str, Any]]:
    """The move MCTS chooses, and its share of the visits, as the number of playouts grows."""
    rows = []
    for playouts in budgets:
        result = mcts(game, state, playouts=playouts, seed=seed, evaluate=evaluate)
        action, visits, mean = result.statistics()[0]
        rows.append({"playouts": playouts, "move": game.action_to_str(state, action),
                     "share": visits / playouts, "mean": mean})
    return rows
