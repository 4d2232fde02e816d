"""Draw a search tree at any step of its trace, as SVG that people can read.

MAX nodes are upward triangles (blue), MIN nodes downward triangles (red).  An explicit
tree's nodes carry their names inside; a real game's edges carry the moves, written as the
move list writes them.  Each node shows its value once known (beside inner nodes, under
leaves) and its current (α, β) window; hovering over a node shows its position and window.
The node the current step is about has a gold halo; the edge to the child a node took its
value from is green; children skipped by a cutoff are grey, with a red cut mark on the edge
and the reason ("β=8 ≤ α=10").  Nodes the search has not reached yet are drawn faintly, so
the tree keeps its shape (and its size) from the first step to the last.

Text is drawn at a fixed size (12-13 px, about 9-10 pt) and never shrinks: a tree wider than
the page scrolls sideways.  Spacing is worked out from the longest text each node will ever
show, so no label runs into another.  Numbers are formatted for reading (integers as they
are, other values to two decimals, ±∞ as symbols).

>>> from gamelib import lecture
>>> from gamelib.search import Trace, alphabeta
>>> game = lecture.load("fig4_8")
>>> trace = Trace()
>>> _ = alphabeta(game, "1", trace=trace)
>>> picture = draw_tree(trace, game=game)
>>> picture.svg.startswith("<svg") and picture.nodes
20
>>> min(size for size, *_ in picture.texts) >= 12
True
"""

from __future__ import annotations

import html
import io
from dataclasses import dataclass, field
from typing import Any

from gamelib.core import Game
from gamelib.i18n import label, side_words, tr
from gamelib.search.trace import Event, Trace, events_of, format_bound
from gamelib.viz.graph import static_leaf_value, trace_graph, tree_layout

COLORS = {
    "max_face": "#cfe2ff", "max_edge": "#1d4f91",
    "min_face": "#ffd8cf", "min_edge": "#a4321b",
    "chance_face": "#fff1c1", "chance_edge": "#8a6d00",
    # faint, but readable: text at 4.5:1 or more, lines at 3:1 or more on white (WCAG 2.1 AA);
    # pruned edges are dashed and nodes not yet reached dotted, so colour is not the only cue
    "pruned_face": "#e4e4e4", "pruned_edge": "#8a8a8a", "pruned_text": "#5e5e5e",
    "ghost_edge": "#8f8f8f", "ghost_text": "#6e6e6e", "halo_edge": "#8a5a00",
    "edge": "#505050", "best": "#2b8a3e", "cut": "#d62828", "halo": "#ffb703",
    "window": "#3d5a80", "move": "#5a4a2a",
}
FONT = "DejaVu Sans, Liberation Sans, Arial, sans-serif"
LEVEL = 100         # px between depths
HALF = 17           # half the width of a node's triangle
CHAR = 0.64         # a character's width, in units of the font size (generous: digits, α, ∞)


def text_width(words: str, size: float) -> float:
    """A generous estimate of the width of ``words`` at font size ``size`` (px)."""
    return len(words) * size * CHAR


@dataclass(frozen=True)
class TreePicture:
    """A drawn search tree: ``svg`` (its own size in px), shown in a sideways-scrolling box.

    ``texts`` lists every label as ``(font size, x, y, width, text)``, with ``x`` its centre
    and ``y`` its baseline: tests use it to check that no two labels overlap.
    """

    svg: str
    width: int
    height: int
    nodes: int
    focused: bool = False
    #: the title (with the note of a focused drawing), drawn in the picture or, with
    #: ``title_inside=False``, left for the page to show as text that wraps
    title: str = ""
    texts: list[tuple[float, float, float, float, str]] = field(default_factory=list, repr=False)

    def _repr_html_(self) -> str:
        # a box that may scroll is reached with Tab and named (WCAG 2.1.1; axe-core's
        # scrollable-region-focusable)
        # (the notebook's own style shrinks an SVG to its output's width, to labels ~4 px
        # wide on a phone: the picture keeps its size, and the box scrolls sideways)
        svg = self.svg.replace("<svg ", '<svg style="max-width:none;min-width:'
                               f'{self.width}px" ', 1)
        return (f'<div class="gl-tree" tabindex="0" role="region" '
                f'aria-label="{html.escape(tr("the search tree"))}" '
                f'style="overflow-x:auto;max-width:100%">{svg}</div>')

    def save(self, path: str) -> None:
        """Write the picture as an SVG file."""
        with open(path, "w", encoding="utf-8") as out:
            out.write(self.svg)


class _Svg:
    def __init__(self) -> None:
        self.parts: list[str] = []
        self.texts: list[tuple[float, float, float, float, str]] = []

    def add(self, element: str) -> None:
        self.parts.append(element)

    def text(self, x: float, y: float, words: str, size: float = 12, colour: str = "#222",
             anchor: str = "middle", bold: bool = False, backdrop: bool = False) -> None:
        width = text_width(words, size)
        centre = x if anchor == "middle" else x + width / 2 if anchor == "start" else x - width / 2
        if backdrop:
            self.add(f'<rect x="{centre - width / 2 - 2:.1f}" y="{y - size:.1f}" width="{width + 4:.1f}" '
                     f'height="{size + 4:.1f}" rx="3" fill="white" fill-opacity="0.9"/>')
        weight = ' font-weight="bold"' if bold else ""
        self.add(f'<text x="{x:.1f}" y="{y:.1f}" font-size="{size}" text-anchor="{anchor}" '
                 f'fill="{colour}"{weight}>{html.escape(words)}</text>')
        self.texts.append((size, centre, y, width, words))


def draw_tree(
    trace: "Trace | list[Event]",
    step: int | None = None,
    *,
    game: Game | None = None,
    lang: str | None = None,
    ghosts: bool = True,
    windows: bool = True,
    legend: bool = True,
    title: str | None = None,
    max_nodes: int = 400,
    max_leaves: int = 60,
    focus: bool = True,
    compact: bool = False,
    title_inside: bool = True,
) -> TreePicture:
    """Draw the search tree as it stood after ``step`` events.

    ``game`` lets pruned subtrees be drawn in full, and for an explicit tree puts the static
    values beside leaves not reached yet, as the lecture's figures do.  ``windows=False``
    hides the (α, β) / running-value labels (quizzes use it so the picture does not give the
    answer away).

    A search tree with more than ``max_nodes`` nodes or ``max_leaves`` leaves is drawn around
    the current node (with ``focus``, the default): the path from the root to it, with the
    children of every node on it, so the picture stays readable at any size of search; with
    ``focus=False`` it is refused with a ``ValueError``.

    ``compact`` draws it narrower, for a screen it shares with a table or a quiz's answer boxes
    (a laptop's): siblings closer (never touching, no two labels overlapping), the key on as
    many lines as the tree's width needs; the text keeps its size.

    ``title_inside=False`` leaves the title (and the note of a focused drawing) out of the
    picture, in ``picture.title``: a narrow page shows it as text that wraps, above a tree that
    scrolls sideways, where a title drawn in the picture would be cut off.

    >>> from gamelib import lecture
    >>> from gamelib.search import Trace, alphabeta
    >>> game = lecture.load("fig4_8"); trace = Trace()
    >>> _ = alphabeta(game, "1", trace=trace)
    >>> big, small = draw_tree(trace, game=game), draw_tree(trace, game=game, compact=True)
    >>> (big.width, big.height), (small.width, small.height)
    ((768, 424), (570, 424))
    """
    events = events_of(trace)
    full = trace_graph(events, game=game)
    now = trace_graph(events, step, game=game)
    total = full.number_of_nodes()
    leaves = sum(1 for n in full if full.out_degree(n) == 0)
    prunes = any(full.nodes[n]["status"] == "pruned" for n in full)  # keyed at every step
    focused = False
    if total > max_nodes or leaves > max_leaves:
        if not focus:
            raise ValueError(
                f"the search tree has {total} nodes and {leaves} leaves, more than "
                f"max_nodes={max_nodes} / max_leaves={max_leaves} can show legibly; search less "
                "deep, raise the limits, or draw with focus=True"
            )
        keep = focus_nodes(full, now.graph["current"] or 0)
        full, now = full.subgraph(keep), now.subgraph([n for n in keep if n in now])
        note = tr("only {kept} of {total} nodes drawn: the path to the current node and its siblings",
                  lang, kept=len(keep), total=total)
        title = f"{label(title, lang)} ({note})" if title else note
        focused = True
    heading = label(title, lang) if title else ""
    if not title_inside:
        title = None
    names_inside = game is None or game.states_are_names
    moves = {} if names_inside else {v: full.nodes[v]["label"] for _, v in full.edges}
    spacing = _leaf_spacing(full, moves, windows and now.graph["windowed"],
                            gap=6 if compact else 10, least=40 if compact else 56)
    pos = tree_layout(full, 0)
    depth = int(-min((y for _, y in pos.values()), default=0))
    margin = 10 if compact else 20  # each side of the outermost nodes' spans
    width = int(max(x for x, _ in pos.values()) * spacing + spacing + 2 * margin) if pos else 200
    width = max(width, 420 if legend else 200)
    key = _legend_entries(lang, chance=any(full.nodes[n].get("chance") for n in full),
                          lecture=names_inside, pruned=prunes,
                          unreached=ghosts and step is not None) if legend else []
    key_lines = _legend_lines(key, width - 20 if compact else None)
    # (the root's halo, 27 px round it, stays 4 px below the key's last line)
    top = 42 + (22 if title else 0) + 22 * len(key_lines)
    height = int(top + depth * LEVEL + 60)

    def at(node: Any) -> tuple[float, float]:
        x, y = pos[node]
        return margin + spacing / 2 + x * spacing, top + (-y) * LEVEL

    svg = _Svg()
    if title:
        if width <= 900:
            svg.text(width / 2, 20, label(title, lang), 14, bold=True)
        else:  # (a wide tree scrolls sideways: its title starts where the box does, in view)
            svg.text(10, 20, label(title, lang), 14, bold=True, anchor="start")
    for row, line in enumerate(key_lines):
        _legend(svg, 10, 22 + (22 if title else 0) + 4 + 22 * row, line)

    # edges: not yet reached, then reached (best, pruned, cut)
    reasons: list[tuple[float, float, str]] = []
    for u, v in full.edges:
        (x0, y0), (x1, y1) = at(u), at(v)
        if not now.has_edge(u, v):
            if ghosts:
                svg.add(f'<line x1="{x0:.1f}" y1="{y0:.1f}" x2="{x1:.1f}" y2="{y1:.1f}" '
                        f'stroke="{COLORS["ghost_edge"]}" stroke-width="1.2" stroke-dasharray="2 3"/>')
            continue
        data = now.edges[u, v]
        pruned = now.nodes[v]["status"] == "pruned"
        if data["best"] and now.nodes[u]["status"] == "done":
            style = f'stroke="{COLORS["best"]}" stroke-width="3.5"'
        else:
            style = (f'stroke="{COLORS["pruned_edge"] if pruned else COLORS["edge"]}" stroke-width="1.4"'
                     + (' stroke-dasharray="6 4"' if pruned else ""))
        svg.add(f'<line x1="{x0:.1f}" y1="{y0:.1f}" x2="{x1:.1f}" y2="{y1:.1f}" {style}/>')
        if data["cut"]:
            first = next(w for w in now.successors(u) if now.edges[u, w]["cut"]) == v
            _cut_mark(svg, x0, y0, x1, y1)
            if first:
                reasons.append(((x0 + x1) / 2, (y0 + y1) / 2, data["reason"]))
    for x, y, reason in reasons:  # over every edge, so no line crosses the words
        svg.text(x + 16, y + 4, reason, 12, COLORS["cut"], anchor="start", backdrop=True)
    for u, v in full.edges:  # the moves, just above each child, over the edges
        if v in moves and (ghosts or v in now):
            (x0, y0), (x1, y1) = at(u), at(v)
            t = (LEVEL - 30) / LEVEL
            faint = v not in now
            svg.text(x0 + (x1 - x0) * t, y0 + (y1 - y0) * t + 4, moves[v], 12,
                     COLORS["ghost_text"] if faint else COLORS["move"], backdrop=True)

    halo = now.graph["current"]
    if halo is not None and halo in pos and now.graph["step"] > 0:
        x, y = at(halo)
        svg.add(f'<circle cx="{x:.1f}" cy="{y:.1f}" r="27" fill="{COLORS["halo"]}" fill-opacity="0.55" '
                f'stroke="{COLORS["halo_edge"]}" stroke-width="2"/>')
    windowed = now.graph["windowed"]
    for node in full:
        x, y = at(node)
        reached = node in now
        attrs = now.nodes[node] if reached else full.nodes[node]
        status = attrs["status"] if reached else "ghost"
        if status == "ghost" and not ghosts:
            continue
        chance = attrs.get("chance", False)
        side = "chance" if chance else "max" if attrs["maximizing"] else "min"
        face, edge, ink = COLORS[f"{side}_face"], COLORS[f"{side}_edge"], "#111"
        if status == "pruned":
            face, edge, ink = COLORS["pruned_face"], COLORS["pruned_edge"], COLORS["pruned_text"]
        elif status == "ghost":
            face, edge, ink = "white", COLORS["ghost_edge"], COLORS["ghost_text"]
        is_leaf = full.out_degree(node) == 0
        tip = _tooltip(attrs, game, status, windows and not is_leaf, windowed, lang)
        stroke = 2.4 if status == "open" else 1.5
        if chance:  # a chance node is a circle, as in expectimax diagrams
            shape = f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{HALF - 2}"'
        else:
            points = (f"{x - HALF},{y + 12} {x + HALF},{y + 12} {x},{y - 17}" if attrs["maximizing"]
                      else f"{x - HALF},{y - 12} {x + HALF},{y - 12} {x},{y + 17}")
            shape = f'<polygon points="{points}"'
        svg.add(f'<g><title>{html.escape(tip)}</title>{shape} fill="{face}" '
                f'stroke="{edge}" stroke-width="{stroke}"/></g>')
        if names_inside:
            svg.text(x, y + (6 if attrs["maximizing"] else 4 if chance else 0), attrs["label"], 12, ink)
        if status == "ghost":
            static = static_leaf_value(game, attrs["state"]) if is_leaf else None
            if static is not None:
                svg.text(x, y + 36, format_bound(static), 13, COLORS["ghost_text"])
            continue
        value = attrs["value"]
        if value is not None:
            if is_leaf:
                svg.text(x, y + 36, format_bound(value), 13, ink, bold=True)
            else:
                svg.text(x + HALF + 5, y + 2, format_bound(value), 13, ink, anchor="start",
                         bold=True, backdrop=True)
        window = "" if is_leaf or not windows else _window_text(attrs, windowed)
        if window:
            svg.text(x, y + 36, window, 12, COLORS["window"], backdrop=True)

    body = "".join(svg.parts)
    width = int(max([width] + [x + w / 2 + 8 for _, x, _, w, _ in svg.texts]))  # no text cut off
    picture = (f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
               f'viewBox="0 0 {width} {height}" font-family="{FONT}" role="img" '
               f'aria-label="{html.escape(heading or tr("search tree", lang))}">'
               f'<rect width="{width}" height="{height}" fill="white"/>{body}</svg>')
    return TreePicture(picture, width, height, full.number_of_nodes(), focused, heading, svg.texts)


def _leaf_spacing(graph: Any, moves: dict, windowed: bool, gap: float = 10,
                  least: float = 56) -> float:
    """Pixels between neighbouring leaves, so that what every node may show fits in its span
    with ``gap`` to spare (and never fewer than ``least``)."""
    spans: dict[Any, int] = {}

    def count(node: Any) -> int:
        kids = list(graph.successors(node))
        spans[node] = sum(count(k) for k in kids) if kids else 1
        return spans[node]

    if 0 in graph:
        count(0)
    spacing = float(least)
    for node, span in spans.items():
        attrs = graph.nodes[node]
        value = "" if attrs["value"] is None else format_bound(attrs["value"])
        if graph.out_degree(node) == 0:
            need = max(text_width(value, 13), text_width(attrs["label"], 12), 2 * HALF)
        else:
            window = max((text_width(_window_text({**attrs, "windows": [w], "status": "open"},
                                                  windowed), 12) for w in attrs["windows"]),
                         default=0)
            need = max(window, 2 * (HALF + 5 + text_width(value or "-00", 13)))
        # a move label sits 70 % of the way down its edge, so siblings' labels are 0.7 apart
        move = text_width(moves.get(node, ""), 12) / 0.7
        spacing = max(spacing, (need + gap) / span, move + 8)
    return spacing


def _legend_entries(lang: str | None, chance: bool = False, lecture: bool = False,
                    pruned: bool = True, unreached: bool = False) -> list[tuple[str, str]]:
    """The key to the picture, as (mark, words) pairs; on the lecture's own trees MAX and MIN
    are also named as the lecture names them (đỉnh Trắng, đỉnh Đen), as the captions do.
    "Pruned" is keyed only where the search prunes (minimax and expectimax never do: their
    faint dotted nodes are the ones not reached yet, keyed as such while stepping)."""
    sides = ("[lecture] MAX node", "[lecture] MIN node") if lecture else ("MAX node", "MIN node")
    entries = [("max", tr(sides[0], lang)),
               # expectimax has chance nodes where minimax has MIN nodes
               ("chance", tr("chance (average)", lang)) if chance else ("min", tr(sides[1], lang)),
               ("halo", tr("current step", lang))]
    if unreached:
        entries.append(("unreached", tr("not searched yet", lang)))
    if pruned:
        entries.append(("pruned", tr("pruned", lang)))
    return entries


def _legend_width(words: str) -> float:
    """The room one entry of the key takes: its mark, its words and the space after them."""
    return 20 + text_width(words, 12) + 16


def _legend_lines(entries: list[tuple[str, str]], width: float | None) -> list[list[tuple[str, str]]]:
    """The key's entries on one line, or on as many as ``width`` px needs (None: one line)."""
    lines: list[list[tuple[str, str]]] = []
    used = 0.0
    for entry in entries:
        room = _legend_width(entry[1])
        if not lines or (width is not None and used + room - 16 > width):
            lines.append([])
            used = 0.0
        lines[-1].append(entry)
        used += room
    return lines


def _legend(svg: _Svg, x: float, y: float, entries: list[tuple[str, str]]) -> None:
    """One line of the key to the picture, from ``(x, y)``."""
    marks = {
        "max": f'<polygon points="{x},{y + 6} {x + 14},{y + 6} {x + 7},{y - 7}" '
               f'fill="{COLORS["max_face"]}" stroke="{COLORS["max_edge"]}" stroke-width="1.5"/>',
        "min": f'<polygon points="{x},{y - 6} {x + 14},{y - 6} {x + 7},{y + 7}" '
               f'fill="{COLORS["min_face"]}" stroke="{COLORS["min_edge"]}" stroke-width="1.5"/>',
        "chance": f'<circle cx="{x + 7}" cy="{y}" r="7" fill="{COLORS["chance_face"]}" '
                  f'stroke="{COLORS["chance_edge"]}" stroke-width="1.5"/>',
        "halo": f'<circle cx="{x + 7}" cy="{y}" r="7" fill="{COLORS["halo"]}" fill-opacity="0.6"/>',
        "unreached": f'<line x1="{x}" y1="{y}" x2="{x + 14}" y2="{y}" stroke="{COLORS["ghost_edge"]}" '
                     f'stroke-width="1.2" stroke-dasharray="2 3"/>',
        "pruned": f'<line x1="{x}" y1="{y}" x2="{x + 14}" y2="{y}" stroke="{COLORS["pruned_edge"]}" '
                  f'stroke-width="1.5" stroke-dasharray="4 3"/>',
    }
    offset = 0.0
    for kind, words in entries:
        svg.add(f'<g transform="translate({offset:.1f},0)">{marks[kind]}</g>')
        svg.text(x + offset + 20, y + 4, words, 12, "#333", anchor="start")
        offset += _legend_width(words)


def _tooltip(attrs: dict, game: Game | None, status: str, show_window: bool, windowed: bool,
             lang: str | None = None) -> str:
    """What hovering over a node tells: its name, side and position, and only what the search
    has seen of it so far -- a node not reached yet shows no value and no window (a quiz's
    answer must not be one hover away)."""
    kind = tr("chance", lang) if attrs.get("chance") else "MAX" if attrs["maximizing"] else "MIN"
    if not attrs.get("chance") and game is not None and attrs.get("state") is not None:
        kind = side_words(attrs["maximizing"], lang, game, attrs["state"])  # "MAX, Black to move"
    name = tr("root", lang) if attrs["label"] == "root" else attrs["label"]
    lines = [f"{name} ({kind})"]
    if status == "ghost":
        lines.append(tr("not searched yet", lang))
    else:
        if attrs["value"] is not None:
            lines.append(tr("value {value}", lang, value=format_bound(attrs["value"])))
        window = _window_text(attrs, windowed) if show_window else ""
        if window:
            lines.append(window)
    if status == "pruned":
        lines.append(tr("pruned: never searched", lang))
    return "\n".join(lines)


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


def _cut_mark(svg: _Svg, x0: float, y0: float, x1: float, y1: float) -> None:
    """Two short red strokes across the middle of an edge."""
    mx, my = (x0 + x1) / 2, (y0 + y1) / 2
    for shift in (-4, 4):
        svg.add(f'<line x1="{mx - 9 + shift:.1f}" y1="{my + 5:.1f}" x2="{mx + 9 + shift:.1f}" '
                f'y2="{my - 5:.1f}" stroke="{COLORS["cut"]}" stroke-width="2.6" stroke-linecap="round"/>')


def figure_png(fig: Any, dpi: int = 96) -> bytes:
    """The figure as PNG bytes (for ipywidgets.Image and files)."""
    buffer = io.BytesIO()
    fig.savefig(buffer, format="png", dpi=dpi, bbox_inches="tight")
    return buffer.getvalue()


def outline_items(trace: "Trace | list[Event]", step: int | None = None, *,
                  game: Game | None = None, lang: str | None = None, windows: bool = True,
                  max_nodes: int = 400) -> list[dict[str, Any]]:
    """The tree as it stood after ``step`` events, as the nodes of an outline a screen reader
    walks (:class:`~gamelib.widgets.tree_outline.TreeOutline`): in pre-order, each with its
    ``id``, ``parent`` and ``label`` -- its name, MAX or MIN, its depth, and only what the search
    has seen of it (as the picture's tooltips: its value, its window, "pruned"). A search with
    more than ``max_nodes`` nodes gives the path to the current node and its siblings.

    >>> from gamelib import lecture
    >>> from gamelib.search import Trace, alphabeta
    >>> game = lecture.load("fig4_8"); trace = Trace()
    >>> _ = alphabeta(game, "1", trace=trace)
    >>> items = outline_items(trace, game=game, lang="en")
    >>> items[0]["label"]
    '1 (MAX), depth 0, value 10, α=10 β=∞'
    >>> next(i["label"] for i in items if i.get("state") == "pruned")
    '16 (MIN), depth 3, value 15, pruned: never searched'
    >>> outline_items(trace, 0, game=game, lang="en")[1]["label"]
    '2 (MIN), depth 1, not searched yet'
    """
    events = events_of(trace)
    full = trace_graph(events, game=game)
    now = trace_graph(events, step, game=game)
    keep = set(full)
    if full.number_of_nodes() > max_nodes:
        keep = set(focus_nodes(full, now.graph["current"] or 0))
    windowed = now.graph["windowed"]
    items: list[dict[str, Any]] = []
    stack: list[tuple[Any, Any, int]] = [(0, None, 0)] if 0 in full else []
    while stack:
        node, parent, depth = stack.pop()
        reached = node in now
        attrs = now.nodes[node] if reached else full.nodes[node]
        status = attrs["status"] if reached else "ghost"
        is_leaf = full.out_degree(node) == 0
        lines = _tooltip(attrs, game, status, windows and not is_leaf, windowed, lang).split("\n")
        lines.insert(1, tr("depth {depth}", lang, depth=depth))
        item = {"id": str(node), "parent": None if parent is None else str(parent),
                "label": ", ".join(lines)}
        if status == "pruned":
            item["state"] = "pruned"
        items.append(item)
        stack.extend((child, node, depth + 1) for child in reversed(list(full.successors(node)))
                     if child in keep)
    return items
