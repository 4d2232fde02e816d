"""Game-agnostic adversarial search, with an optional trace of every step.

All algorithms share one signature shape::

    algorithm(game, state, *, depth=None, evaluate=None, order=None,
              trace=None, player=None) -> SearchResult

They never know which game they run on and never draw anything.
"""

from gamelib.search.alphabeta import alphabeta
from gamelib.search.base import Evaluate, Order, SearchResult
from gamelib.search.expectimax import expectimax
from gamelib.search.minimax import minimax
from gamelib.search.negamax import negamax
from gamelib.search.trace import (Bound, Cutoff, Enter, Exit, Leaf, NodeRow, TableRow, Trace,
                                  node_rows, table_rows)

ALGORITHMS = {"minimax": minimax, "alphabeta": alphabeta, "negamax": negamax}
#: expectimax is apart: against a random opponent it answers another question than the three above

__all__ = [
    "ALGORITHMS", "Bound", "Cutoff", "Enter", "Evaluate", "Exit", "Leaf", "NodeRow", "Order",
    "SearchResult", "TableRow", "Trace", "alphabeta", "expectimax", "minimax", "negamax", "node_rows",
    "table_rows",
]
