"""Draw a search tree at any step of its trace with matplotlib.

MAX nodes are upward triangles (blue), MIN nodes downward triangles (red).
Each node shows its name inside, its value once known (beside inner nodes,
under leaves) and its current (α, β) window.  The node the current step is
about has a gold halo; the edge to the child a node took its value from is
green; children skipped by a cutoff are grey with a red cut mark on the edge
and the reason ("β=8 ≤ α=10").  Nodes the search has not reached yet are drawn
faintly, so the tree keeps its shape while you step through it.

>>> from gamelib import lecture
>>> from gamelib.search import Trace, alphabeta
>>> game = lecture.load("fig4_8")
>>> trace = Trace()
>>> _ = alphabeta(game, "1", trace=trace)
>>> fig = draw_tree(trace, game=game)
>>> len(figure_png(fig)) > 10_000
True
"""

from __future__ import annotations

import io
from typing import Any

from gamelib.core import Game
from gamelib.i18n import text
from gamelib.search.trace import Event, Trace, events_of, format_bound
from gamelib.viz.graph import static_leaf_value, trace_graph, tree_layout

COLORS = {
    "max_face": "#cfe2ff", "max_edge": "#1d4f91",
    "min_face": "#ffd8cf", "min_edge": "#a4321b",
    "pruned_face": "#e4e4e4", "pruned_edge": "#9c9c9c", "pruned_text": "#8a8a8a",
    "ghost_edge": "#d6d6d6", "ghost_text": "#c4c4c4",
    "edge": "#505050", "best": "#2b8a3e", "cut": "#d62828", "halo": "#ffb703",
    "window": "#3d5a80",
}
NODE_SIZE = 720


def draw_tree(
    trace: "Trace | list[Event]",
    step: int | None = None,
    *,
    game: Game | None = None,
    ax: Any = None,
    lang: str = "en",
    ghosts: bool = True,
    windows: bool = True,
    legend: bool = True,
    title: str | None = None,
    max_nodes: int = 400,
    max_leaves: int = 40,
    focus: bool = True,
) -> Any:
    """Draw the search tree as it stood after ``step`` events; returns the Figure.

    ``game`` lets pruned subtrees be drawn in full, and for an explicit tree
    puts the static values beside leaves not reached yet, as the lecture's
    figures do.  ``windows=False`` hides the (α, β) / running-value labels
    (quizzes use it so the picture does not give the answer away).

    A search tree with more than ``max_nodes`` nodes or ``max_leaves`` leaves is
    too big to read: with ``focus`` (the default) only the path from the root to
    the current node is drawn, with the children of every node on it; with
    ``focus=False`` it is refused with a ``ValueError``.
    """
    import matplotlib.pyplot as plt
    from matplotlib.lines import Line2D

    events = events_of(trace)
    full = trace_graph(events, game=game)
    now = trace_graph(events, step, game=game)
    total = full.number_of_nodes()
    leaves = sum(1 for n in full if full.out_degree(n) == 0)
    if total > max_nodes or leaves > max_leaves:
        if not focus:
            raise ValueError(
                f"the search tree has {total} nodes and {leaves} leaves, more than "
                f"max_nodes={max_nodes} / max_leaves={max_leaves} can show legibly; search less "
                "deep, raise the limits, or draw with focus=True"
            )
        keep = focus_nodes(full, now.graph["current"] or 0)
        full, now = full.subgraph(keep), now.subgraph([n for n in keep if n in now])
        note = f"path to the current node: {len(keep)} of {total} nodes"
        title = f"{title} ({note})" if title else note
    pos = tree_layout(full, 0)
    leaves = sum(1 for n in full if full.out_degree(n) == 0) or 1
    levels = int(-min((y for _, y in pos.values()), default=0)) + 1

    if ax is None:
        fig, ax = plt.subplots(figsize=(min(22.0, max(5.0, 0.78 * leaves + 1.6)),
                                        1.3 * levels + 1.0))
        plt.close(fig)
    else:
        fig = ax.figure
    ax.set_axis_off()
    ax.set_xlim(-0.8, leaves - 0.2)
    ax.set_ylim(-levels + 0.35, 0.55)

    # edges: not yet reached, then reached (best, pruned, cut)
    for u, v in full.edges:
        (x0, y0), (x1, y1) = pos[u], pos[v]
        if not now.has_edge(u, v):
            if ghosts:
                ax.plot([x0, x1], [y0, y1], ls=":", lw=1.0, color=COLORS["ghost_edge"], zorder=1)
            continue
        data = now.edges[u, v]
        pruned = now.nodes[v]["status"] == "pruned"
        if data["best"] and now.nodes[u]["status"] == "done":
            ax.plot([x0, x1], [y0, y1], lw=2.8, color=COLORS["best"], zorder=2)
        else:
            ax.plot([x0, x1], [y0, y1], lw=1.2, ls="--" if pruned else "-",
                    color=COLORS["pruned_edge"] if pruned else COLORS["edge"], zorder=1)
        if data["cut"]:
            first = next(w for w in now.successors(u) if now.edges[u, w]["cut"]) == v
            _cut_mark(ax, x0, y0, x1, y1, data["reason"] if first else "")

    # nodes
    halo = now.graph["current"]
    if halo is not None and halo in pos and now.graph["step"] > 0:
        ax.scatter(*pos[halo], s=NODE_SIZE * 3.2, color=COLORS["halo"], alpha=0.55, zorder=3,
                   linewidths=0)
    for node in full:
        x, y = pos[node]
        reached = node in now
        attrs = now.nodes[node] if reached else full.nodes[node]
        status = attrs["status"] if reached else "ghost"
        if status == "ghost" and not ghosts:
            continue
        side = "max" if attrs["maximizing"] else "min"
        face, edge, ink = COLORS[f"{side}_face"], COLORS[f"{side}_edge"], "black"
        if status == "pruned":
            face, edge, ink = COLORS["pruned_face"], COLORS["pruned_edge"], COLORS["pruned_text"]
        elif status == "ghost":
            face, edge, ink = "white", COLORS["ghost_edge"], COLORS["ghost_text"]
        marker = "^" if attrs["maximizing"] else "v"
        ax.scatter([x], [y], s=NODE_SIZE, marker=marker, facecolor=face, edgecolor=edge,
                   linewidths=2.2 if status == "open" else 1.4, zorder=4)
        name = attrs["label"]
        ax.text(x, y + (-0.04 if marker == "^" else 0.04), name, ha="center", va="center",
                fontsize=8 if len(name) <= 3 else 6, color=ink, zorder=5)
        is_leaf = full.out_degree(node) == 0
        if status == "ghost":
            static = static_leaf_value(game, attrs["state"]) if is_leaf else None
            if static is not None:
                ax.text(x, y - 0.3, format_bound(static), ha="center", va="top", fontsize=9,
                        color=COLORS["ghost_text"], zorder=5)
            continue
        value = attrs["value"]
        if value is not None:
            if is_leaf:
                ax.text(x, y - 0.3, format_bound(value), ha="center", va="top", fontsize=9,
                        fontweight="bold", color=ink, zorder=5)
            else:
                ax.text(x + 0.24, y + 0.1, format_bound(value), ha="left", va="center",
                        fontsize=10, fontweight="bold", color=ink, zorder=5,
                        bbox=dict(boxstyle="round,pad=0.1", fc="white", ec="none", alpha=0.85))
        window = "" if is_leaf or not windows else _window_text(attrs, now.graph["windowed"])
        if window:
            ax.text(x, y - 0.27, window, ha="center", va="top", fontsize=7,
                    color=COLORS["window"], zorder=5,
                    bbox=dict(boxstyle="round,pad=0.12", fc="white", ec="none", alpha=0.85))

    if legend:
        proxies = [
            Line2D([], [], ls="", marker="^", ms=10, mfc=COLORS["max_face"], mec=COLORS["max_edge"],
                   label=text("legend_max", lang)),
            Line2D([], [], ls="", marker="v", ms=10, mfc=COLORS["min_face"], mec=COLORS["min_edge"],
                   label=text("legend_min", lang)),
            Line2D([], [], ls="", marker="o", ms=12, mfc=COLORS["halo"], mec="none", alpha=0.6,
                   label=text("legend_current", lang)),
            Line2D([], [], ls="--", marker="v", ms=9, color=COLORS["pruned_edge"],
                   mfc=COLORS["pruned_face"], label=text("legend_pruned", lang)),
        ]
        ax.legend(handles=proxies, loc="upper left", fontsize=7, frameon=False,
                  ncol=1, handletextpad=0.4, borderaxespad=0.0)
    if title:
        ax.set_title(title, fontsize=11)
    return fig


def focus_nodes(graph: Any, node: Any) -> list:
    """The root-to-``node`` path in ``graph`` and every child of a node on it, in graph order."""
    path = [node]
    while True:
        parents = list(graph.predecessors(path[-1]))
        if not parents:
            break
        path.append(parents[0])
    keep = set(path)
    for member in path:
        keep.update(graph.successors(member))
    return [n for n in graph if n in keep]


def _window_text(attrs: dict, windowed: bool) -> str:
    """An inner node's latest window as 'α=.. β=..' (alpha-beta) or '≥ v' / '≤ v' (minimax)."""
    windows = attrs["windows"]
    if not windows:
        return ""
    alpha, beta = windows[-1]
    if windowed:
        return f"α={format_bound(alpha)} β={format_bound(beta)}"
    if attrs["status"] != "open" or len(windows) == 1:
        return ""
    return f"≥ {format_bound(alpha)}" if attrs["maximizing"] else f"≤ {format_bound(beta)}"


def _cut_mark(ax: Any, x0: float, y0: float, x1: float, y1: float, reason: str) -> None:
    """Two short red strokes across the middle of an edge, and the reason beside them."""
    mx, my = (x0 + x1) / 2, (y0 + y1) / 2
    for shift in (-0.05, 0.05):
        ax.plot([mx - 0.14 + shift, mx + 0.14 + shift], [my - 0.07, my + 0.07],
                color=COLORS["cut"], lw=2.2, zorder=3, solid_capstyle="round")
    if reason:
        ax.text(mx + 0.2, my - 0.12, reason, fontsize=7, color=COLORS["cut"], ha="left",
                va="center", zorder=6,
                bbox=dict(boxstyle="round,pad=0.15", fc="white", ec="none", alpha=0.85))


def figure_png(fig: Any, dpi: int = 96) -> bytes:
    """The figure as PNG bytes (for ipywidgets.Image and files)."""
    buffer = io.BytesIO()
    fig.savefig(buffer, format="png", dpi=dpi, bbox_inches="tight")
    return buffer.getvalue()
