"""Pictures and tables of games and searches: pure functions of data.

Heavy imports (matplotlib, networkx) happen inside the functions.
"""

from gamelib.viz.draw import draw_tree, figure_png
from gamelib.viz.graph import trace_graph, tree_layout

__all__ = ["draw_tree", "figure_png", "trace_graph", "tree_layout"]
