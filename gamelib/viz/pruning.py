"""The practice tree as a board scene: every branch a target a student marks as pruned.

:func:`pruning_scene` draws a game tree (MAX nodes as triangles pointing up, MIN nodes pointing
down, as the lesson's pictures do; leaf values under the leaves; an ordering evaluation ``f``
beside inner nodes when there is one) for :class:`~gamelib.widgets.board_view.BoardView`, which
makes each branch a cell of an ARIA grid: one row a level, arrow keys move (left and right
along a level, up to the branch above, down to the branches below), Enter or Space marks or
clears, and each branch is read by name ("branch from node 3 to node 7") and state.

A branch's target is the band under the middle of its edge, as wide as the subtree it leads
to: branches of one level never overlap, and the branches under a branch lie straight below
it, so the board's arrow keys find them by geometry alone.

The scene shows only what the student did (the branches marked, the subtrees they cut away);
with ``review`` (after the check) it shows, on each branch concerned, whether the mark was right
(✓), marked but searched (✗), or a missed cut (○), with those words in each branch's name.

>>> from gamelib.games.tree import random_tree
>>> game = random_tree(2, 2, seed=1)
>>> scene = pruning_scene(game, marked={("2", "5")}, lang="en")
>>> [t["title"] for t in scene["targets"]][:2]
['branch from node 1 to node 2, not marked', 'branch from node 1 to node 3, not marked']
>>> scene["targets"][3]["title"]
'branch from node 2 to node 5, marked as pruned'
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from typing import Any

from gamelib.core import MAX
from gamelib.games.tree import TreeGame
from gamelib.i18n import tr
from gamelib.search.trace import format_bound
from gamelib.viz.draw import COLORS
from gamelib.viz.scenes import FONT, Canvas, Scene

LEVEL = 92       # px between levels
HALF = 16        # half a node's width
TOP = 50         # room for the key above the tree
MARK = "#b3261e"  # a pruned branch: dashed, with two strokes across it (7:1 on white)
FADED = "#767676"  # what lies under a pruned branch: dotted (4.5:1 on white)
#: the smallest text drawn (px in the scene); with :data:`LEAST_PX` it sets the board's least
#: width, below which the board scrolls sideways rather than shrink its numbers
SMALLEST_TEXT = 13
#: the least height of a number on the screen (px), at any width of the page
LEAST_PX = 11
#: the review marks: a right cut, a branch marked but searched, a missed cut
REVIEW_MARKS = {"right": "✓", "wrong": "✗", "missed": "○"}
REVIEW_WORDS = {"right": "right: pruned", "wrong": "wrong: this branch is searched",
                "missed": "missed: this branch is pruned"}


def branch_name(parent: str, child: str) -> str:
    """The target name of a branch: ``"3-7"``."""
    return f"{parent}-{child}"


def leaf_spacing(leaves: int) -> int:
    """Pixels between leaves: roomy for small trees, tighter for wide ones."""
    return 60 if leaves <= 8 else 52 if leaves <= 16 else 44


def _key_lines(keys: list[str], room: float) -> list[str]:
    """The key's lines, each cut between its entries (three spaces apart) into as many lines as
    ``room`` px needs (a generous estimate of the text's width).

    >>> _key_lines(["▲ MAX   ▼ MIN   ✂ marked as pruned: dashed, two strokes"], 200)
    ['▲ MAX   ▼ MIN', '✂ marked as pruned: dashed, two strokes']
    """
    lines = []
    for key in keys:
        line = ""
        for entry in key.split("   "):
            joined = f"{line}   {entry}" if line else entry
            if line and len(joined) * SMALLEST_TEXT * 0.62 > room:
                lines.append(line)
                joined = entry
            line = joined
        lines.append(line)
    return lines


def pruning_scene(game: TreeGame, *, marked: Collection[tuple[str, str]] = (),
                  estimates: Mapping[str, float] | None = None,
                  review: Mapping[tuple[str, str], str] | None = None, playable: bool = True,
                  lang: str | None = None) -> Scene:
    """The scene of ``game``'s tree with the ``marked`` branches drawn as pruned.

    ``estimates`` are printed as ``f = …`` beside inner nodes; ``review`` maps branches to
    "right", "wrong" or "missed" (after the check); ``playable`` False makes no branch take a
    click (the tree is answered).
    """
    marked = {tuple(edge) for edge in marked}
    review = dict(review or {})
    leaves = [node for node in _left_to_right(game) if node not in game.children]
    spacing = leaf_spacing(len(leaves))
    span: dict[str, tuple[int, int]] = {}  # first and last leaf under each node

    def measure(node: str) -> tuple[int, int]:
        kids = game.children.get(node)
        span[node] = ((leaves.index(node),) * 2 if not kids
                      else (measure(kids[0])[0], measure(kids[-1])[1]))
        for kid in (kids or ())[1:-1]:
            measure(kid)
        return span[node]

    measure(game.root)
    depth = max(game.depth_of.values())
    width = max(len(leaves) * spacing + 24, 600)
    keys = [tr("▲ MAX   ▼ MIN   ✂ marked as pruned: dashed, two strokes", lang)]
    if review:
        keys.append(tr("✓ right   ✗ searched, not pruned   ○ missed cut", lang))
    keys = _key_lines(keys, width - 20)
    tree_top = TOP + 19 * max(0, len(keys) - 2)  # the key's lines above the tree
    height = tree_top + 22 + depth * LEVEL + 48

    def at(node: str) -> tuple[float, float]:
        first, last = span[node]
        return 12 + (first + last + 1) * spacing / 2, tree_top + 22 + game.depth_of[node] * LEVEL

    pruned = {node for _, child in marked for node in _below(game, child)}  # drawn faded
    canvas = Canvas(width, height, width, tr("practice tree: {count} branches, {marked} marked "
                                             "as pruned", lang, count=len(game.nodes) - 1,
                                             marked=len(marked)))
    # never drawn so small that a number is under LEAST_PX high: a wide tree scrolls instead
    canvas.scene["min_px"] = -(-width * LEAST_PX // SMALLEST_TEXT)
    canvas.scene["keys"] = tr("Arrow keys move between branches: left and right along a level, "
                              "up to the branch above, down to the branches below; Enter or "
                              "Space marks a branch as pruned or clears the mark.", lang)
    canvas.add("rect", x=0, y=0, width=width, height=height, fill="#ffffff")
    for line, words in enumerate(keys):
        canvas.add("text", words, x=10, y=18 + 19 * line, font_size=SMALLEST_TEXT, font_family=FONT,
                   fill="#333333")

    for parent, child in ((game.parent[n], n) for n in game.nodes[1:]):
        (x0, y0), (x1, y1) = at(parent), at(child)
        y0, y1 = y0 + HALF, y1 - HALF
        edge = (parent, child)
        if edge in marked:
            style = {"stroke": MARK, "stroke_width": 2.4, "stroke_dasharray": "7 4"}
        elif parent in pruned:
            style = {"stroke": FADED, "stroke_width": 1.3, "stroke_dasharray": "2 3"}
        else:
            style = {"stroke": "#505050", "stroke_width": 1.6}
        canvas.add("line", x1=x0, y1=y0, x2=x1, y2=y1, **style)
        mx, my = x0 + (x1 - x0) * 0.72, y0 + (y1 - y0) * 0.72  # inside the branch's target
        if edge in marked or review.get(edge) == "missed":
            dashed = {} if edge in marked else {"stroke_dasharray": "3 2"}
            for shift in (-4, 4):
                canvas.add("line", x1=mx - 8 + shift, y1=my + 5, x2=mx + 8 + shift, y2=my - 5,
                           stroke=MARK, stroke_width=2.6, stroke_linecap="round", **dashed)
        if edge in review:
            verdict = review[edge]
            canvas.add("text", REVIEW_MARKS[verdict], x=mx + (20 if x1 >= x0 else -20),
                       y=my + 5, font_size=16, font_weight="bold", font_family=FONT,
                       text_anchor="middle", fill="#1b6b3a" if verdict == "right" else MARK)
        first, last = span[child]
        name = branch_name(parent, child)
        words = [tr("branch from node {parent} to node {child}", lang, parent=parent,
                    child=child)]
        if edge in marked:
            words.append(tr("marked as pruned", lang))
        elif parent in pruned:
            words.append(tr("under a branch marked as pruned", lang))
        else:
            words.append(tr("not marked", lang))
        if edge in review:
            words.append(tr(REVIEW_WORDS[review[edge]], lang))
        top = at(parent)[1] + LEVEL * 0.5
        canvas.target(name, 12 + first * spacing, top, (last - first + 1) * spacing,
                      at(child)[1] - HALF - 2 - top, "gl-pp-branch",
                      playable and parent not in pruned, ", ".join(words),
                      row=game.depth_of[child] - 1, selects=name)
        canvas.piece(name, "pruned" if edge in marked else "")

    for node in game.nodes:
        x, y = at(node)
        maximizing = game.to_move(node) == MAX
        faded = node in pruned
        side = "max" if maximizing else "min"
        face = "#eeeeee" if faded else COLORS[f"{side}_face"]
        edge_colour = FADED if faded else COLORS[f"{side}_edge"]
        points = (f"{x - HALF},{y + 11} {x + HALF},{y + 11} {x},{y - 16}" if maximizing
                  else f"{x - HALF},{y - 11} {x + HALF},{y - 11} {x},{y + 16}")
        canvas.add("polygon", points=points, fill=face, stroke=edge_colour, stroke_width=1.5)
        canvas.add("text", node, x=x, y=y + (5 if maximizing else 1), font_size=SMALLEST_TEXT
                   if len(node) > 2 else 14, text_anchor="middle", font_family=FONT,
                   fill="#555555" if faded else "#111111")
        if node in game.values:
            canvas.add("text", format_bound(game.values[node], lang), x=x, y=y + 36,
                       font_size=14, font_weight="bold", text_anchor="middle", font_family=FONT,
                       fill="#555555" if faded else "#111111")
        elif estimates and node in estimates:
            canvas.add("text", f"f={format_bound(estimates[node], lang)}", x=x + HALF + 3,
                       y=y - 4, font_size=SMALLEST_TEXT, text_anchor="start", font_family=FONT,
                       fill="#3d5a80")
    return canvas.scene


def _left_to_right(game: TreeGame) -> list[str]:
    order, stack = [], [game.root]
    while stack:
        node = stack.pop()
        order.append(node)
        stack.extend(reversed(game.children.get(node, ())))
    return order


def _below(game: TreeGame, node: str) -> list[str]:
    """``node`` and every node under it."""
    out, stack = [], [node]
    while stack:
        current = stack.pop()
        out.append(current)
        stack.extend(game.children.get(current, ()))
    return out


def scene_branches(scene: Scene) -> list[dict[str, Any]]:
    """The branch targets of a practice scene, in drawing order (for tests and tools)."""
    return [t for t in scene["targets"] if t["cls"] == "gl-pp-branch"]


def pruning_items(game: TreeGame, *, marked: Collection[tuple[str, str]] = (),
                  estimates: Mapping[str, float] | None = None,
                  review: Mapping[tuple[str, str], str] | None = None, playable: bool = True,
                  lang: str | None = None) -> list[dict[str, Any]]:
    """The practice tree as the nodes of an outline a screen reader walks
    (:class:`~gamelib.widgets.tree_outline.TreeOutline`), in pre-order: each node says its name,
    depth, MAX or MIN, its leaf value or ``f``, and the mark on the branch into it (the same
    words as the picture's branches); Enter on a node marks or clears that branch.

    >>> from gamelib.games.tree import random_tree
    >>> game = random_tree(2, 2, seed=1)
    >>> items = pruning_items(game, marked={("2", "5")}, lang="en")
    >>> items[0]["label"], items[0]["active"]
    ('node 1, depth 0, MAX', False)
    >>> items[2]["label"]
    'node 4, depth 2, MAX, leaf value 5, branch from node 2: not marked'
    >>> items[3]["label"]
    'node 5, depth 2, MAX, leaf value 6, branch from node 2: marked as pruned'
    """
    marked = {tuple(edge) for edge in marked}
    review = dict(review or {})
    pruned = {node for _, child in marked for node in _below(game, child)}
    items = []
    for node in _left_to_right(game):
        words = [tr("node {node}", lang, node=node),
                 tr("depth {depth}", lang, depth=game.depth_of[node]),
                 "MAX" if game.to_move(node) == MAX else "MIN"]
        if node in game.values:
            words.append(tr("leaf value {value}", lang, value=format_bound(game.values[node], lang)))
        elif estimates and node in estimates:
            words.append(f"f = {format_bound(estimates[node], lang)}")
        parent = game.parent.get(node)
        item: dict[str, Any] = {"id": node, "parent": parent, "active": False}
        if parent is not None:
            edge = (parent, node)
            state = (tr("marked as pruned", lang) if edge in marked
                     else tr("under a branch marked as pruned", lang) if parent in pruned
                     else tr("not marked", lang))
            if edge in review:
                state += ", " + tr(REVIEW_WORDS[review[edge]], lang)
            words.append(tr("branch from node {parent}: {state}", lang, parent=parent,
                            state=state))
            item["active"] = playable and parent not in pruned
            if edge in marked:
                item["state"] = "marked"
            elif parent in pruned:
                item["state"] = "pruned"
        item["label"] = ", ".join(words)
        items.append(item)
    return items
