"""A search trace as a networkx tree, as it stood at any step, and a tidy layout for it.

Nodes the search entered are keyed by their serial number (0 is the root).
Children skipped by a cutoff are added as ``("cut", parent, k)`` nodes with
``status="pruned"``; given the ``game``, the subtrees below them are expanded
too (``("cut", parent, k, i, ...)``), so the picture shows everything that was
never searched.

>>> from gamelib import lecture
>>> from gamelib.search import Trace, alphabeta
>>> game = lecture.load("fig4_8")
>>> trace = Trace()
>>> _ = alphabeta(game, "1", trace=trace)
>>> graph = trace_graph(trace, game=game)
>>> graph.nodes[0]["label"], graph.nodes[0]["value"], graph.graph["current"]
('1', 10, 0)
>>> sorted(graph.nodes[n]["label"] for n in graph if graph.nodes[n]["status"] == "pruned")
['11', '12', '16', '17', '20']
>>> trace_graph(trace, step=1).nodes[0]["status"]
'open'
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

from gamelib.core import Game
from gamelib.search.trace import (INF, Bound, Cutoff, Enter, Event, Exit, Leaf, Trace,
                                  TraceLabels, events_of, format_bound)


def trace_graph(
    trace: "Trace | list[Event]",
    step: int | None = None,
    *,
    game: Game | None = None,
    max_pruned: int = 500,
) -> "Any":
    """The search tree after the first ``step`` events (all of them when ``None``).

    Node attributes: ``label`` (see :class:`~gamelib.search.trace.TraceLabels`), ``state``, ``action``, ``maximizing``, ``depth``,
    ``status`` ("open", "done" or "pruned"), ``value``, ``windows`` (list of
    (α, β)), ``terminal``, ``order`` (entry step).  Edges to a node's returned
    best child have ``best=True``; edges into a pruned child have ``cut=True``
    and a ``reason`` such as "12 ≥ β=10".  ``graph.graph`` holds ``step``,
    ``current`` (the node the last event concerns), ``event`` and ``windowed``
    (whether the search passed α/β windows, i.e. was not plain minimax).
    """
    import networkx as nx

    events = events_of(trace)
    labels = TraceLabels(events, game)
    step = len(events) if step is None else max(0, min(step, len(events)))
    graph = nx.DiGraph()
    graph.graph.update(step=step, current=None, event=None,
                       windowed=any(isinstance(e, Enter) and (e.alpha, e.beta) != (-INF, INF)
                                    for e in events))
    for index, event in enumerate(events[:step]):
        node = event.node
        if isinstance(event, Enter):
            graph.add_node(node, label=labels.node(node), state=event.state, action=event.action,
                           maximizing=event.maximizing, chance=event.chance,
                           depth=event.depth, status="open",
                           value=None, windows=[(event.alpha, event.beta)], terminal=False,
                           order=index)
            if event.parent is not None:
                graph.add_edge(event.parent, node, best=False, cut=False, reason="")
        elif isinstance(event, Leaf):
            graph.nodes[node].update(value=event.value, terminal=event.terminal, status="done")
        elif isinstance(event, Bound):
            graph.nodes[node]["windows"].append((event.alpha, event.beta))
        elif isinstance(event, Cutoff):
            _add_pruned(graph, node, event, game, labels, max_pruned)
        elif isinstance(event, Exit):
            graph.nodes[node].update(value=event.value, status="done")
            if event.best is not None:
                graph.edges[node, event.best]["best"] = True
        graph.graph.update(current=node, event=event)
    return graph


def _add_pruned(graph: Any, node: int, cut: Cutoff, game: Game | None,
                labels: TraceLabels, limit: int) -> None:
    """Add the skipped children of ``node`` (and, given the game, their subtrees)."""
    parent = graph.nodes[node]
    maximizing = parent["maximizing"]
    reason = (f"α={format_bound(cut.alpha)} ≥ β={format_bound(cut.beta)}" if maximizing
              else f"β={format_bound(cut.beta)} ≤ α={format_bound(cut.alpha)}")
    budget = [limit]
    for k, action in enumerate(cut.skipped):
        key = ("cut", node, k)
        state = game.successor(parent["state"], action) if game is not None else None
        depth = None if parent["depth"] is None else parent["depth"] - 1
        _add_pruned_node(graph, node, key, action, state, not maximizing, depth,
                         labels.move(node, action), game, budget)
        graph.edges[node, key].update(cut=True, reason=reason)


def _add_pruned_node(graph: Any, parent: Hashable, key: tuple, action: Any, state: Any,
                     maximizing: bool, depth: int | None, text: str, game: Game | None,
                     budget: list[int]) -> None:
    terminal = game is not None and game.is_terminal(state)
    static = static_leaf_value(game, state) if terminal else None
    graph.add_node(key, label=text, state=state, action=action, maximizing=maximizing,
                   depth=depth, status="pruned", value=static, windows=[], terminal=terminal,
                   order=None)
    graph.add_edge(parent, key, best=False, cut=False, reason="")
    budget[0] -= 1
    if game is None or terminal or depth == 0 or budget[0] <= 0:
        return
    for i, child_action in enumerate(game.legal_actions(state)):
        child = game.successor(state, child_action)
        name = str(child) if game.states_are_names else game.action_to_str(state, child_action)
        _add_pruned_node(graph, key, key + (i,), child_action, child, not maximizing,
                         None if depth is None else depth - 1, name, game, budget)


def static_leaf_value(game: Game | None, state: Any) -> float | None:
    """The value an explicit tree prints beside a leaf (``None`` for other games)."""
    return None if game is None else game.printed_value(state)


def tree_layout(graph: Any, root: Hashable = 0) -> dict[Hashable, tuple[float, float]]:
    """Tidy positions for a tree: leaves at consecutive x in visiting order, parents centred.

    Children are placed in the order they were added to the graph (the order
    the search met them); ``y`` is minus the depth.  networkx has no such
    layout without graphviz.

    >>> import networkx as nx
    >>> g = nx.DiGraph([(0, 1), (0, 2), (1, 3), (1, 4)])
    >>> tree_layout(g)
    {3: (0.0, -2.0), 4: (1.0, -2.0), 1: (0.5, -1.0), 2: (2.0, -1.0), 0: (1.25, 0.0)}
    """
    pos: dict[Hashable, tuple[float, float]] = {}
    next_x = [0.0]

    def place(node: Hashable, depth: int) -> float:
        kids = list(graph.successors(node))
        if not kids:
            x = next_x[0]
            next_x[0] += 1.0
        else:
            xs = [place(kid, depth + 1) for kid in kids]
            x = (xs[0] + xs[-1]) / 2
        pos[node] = (x, float(-depth))
        return x

    if root in graph:
        place(root, 0)
    return pos
