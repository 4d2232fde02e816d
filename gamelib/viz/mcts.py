"""Draw a Monte Carlo search tree: node size by visits, colour by mean result.

>>> from gamelib.games.tictactoe import TicTacToe
>>> from gamelib.search.mcts import mcts
>>> game = TicTacToe()
>>> result = mcts(game, game.initial_state(), playouts=300, seed=0)
>>> graph = mcts_graph(result.root, game, depth=1)
>>> graph.number_of_nodes()
10
"""

from __future__ import annotations

from typing import Any

from gamelib.i18n import label, number, tr
from gamelib.viz.graph import tree_layout


def mcts_graph(root: Any, game: Any, depth: int = 2, min_visits: int = 1) -> Any:
    """The top of an MCTS tree as a networkx DiGraph (children with at least ``min_visits``)."""
    import networkx as nx

    graph = nx.DiGraph()
    graph.add_node(0, label=tr("root"), visits=root.visits, mean=0.0)
    counter = [0]

    def add(node: Any, key: int, level: int) -> None:
        if level == depth:
            return
        children = sorted(node.children.values(), key=lambda c: -c.visits)
        for child in children:
            if child.visits < min_visits:
                continue
            counter[0] += 1
            child_key = counter[0]
            graph.add_node(child_key, label=game.action_to_str(node.state, child.action),
                           visits=child.visits, mean=child.mean)
            graph.add_edge(key, child_key)
            add(child, child_key, level + 1)

    add(root, 0, 0)
    return graph


def draw_mcts(root: Any, game: Any, depth: int = 2, min_visits: int = 1, title: str = "") -> Any:
    """The MCTS tree's top levels: bigger nodes were visited more; green did well for the
    player who moved there, red badly; each node shows its move, visits and mean result."""
    import matplotlib.pyplot as plt

    graph = mcts_graph(root, game, depth, min_visits)
    pos = tree_layout(graph, 0)
    leaves = max(1, sum(1 for n in graph if graph.out_degree(n) == 0))
    fig, ax = plt.subplots(figsize=(min(22, max(5, 0.9 * leaves + 1)), 1.8 * (depth + 1)))
    plt.close(fig)
    ax.set_axis_off()
    top = max(data["visits"] for _, data in graph.nodes(data=True))
    for u, v in graph.edges:
        ax.plot(*zip(pos[u], pos[v]), color="#999", lw=0.8, zorder=1)
    for node, data in graph.nodes(data=True):
        x, y = pos[node]
        size = 80 + 1400 * data["visits"] / top
        colour = plt.cm.RdYlGn((data["mean"] + 1) / 2)
        ax.scatter([x], [y], s=size, color=colour, edgecolor="#333", zorder=2)
        ax.text(x, y - 0.28, f"{data['label']}\n{number(data['visits'])}\n"
                f"{number(data['mean'], sign=True)}",
                ha="center", va="top", fontsize=9, zorder=3)
    ax.set_ylim(-depth - 0.9, 0.4)
    if title:
        ax.set_title(label(title), fontsize=11)
    from gamelib.viz.plots import _with_words

    # (a picture with words in any backend: a bare Figure shows as text under Agg)
    return _with_words(fig, tr("the top of the MCTS tree: under each node its move, its visits and "
                               "its mean result for the player who moved there (+1 a win, −1 a "
                               "loss); bigger nodes were visited more, green did well, red badly"),
                       title)
