"""Ô ăn quan's scene: a position as the board shows it (see :mod:`gamelib.viz.scenes`)."""

from __future__ import annotations

import math
from typing import Any

from gamelib.i18n import label, tr
from gamelib.viz.scenes import (Canvas, LAST_EDGE, PLAYABLE_EDGE, SELECT, SELECTED_EDGE, Scene,
                                View, described)


GOLDEN_ANGLE = math.pi * (3 - math.sqrt(5))


def _stones(canvas: Canvas, cx: float, cy: float, count: int, spread: float, key: str) -> None:
    """``count`` dân drawn as small stones in a sunflower pattern (at most 24 are drawn)."""
    shown = min(count, 24)
    for k in range(shown):
        radius = spread * math.sqrt((k + 0.5) / max(shown, 6))
        angle = k * GOLDEN_ANGLE
        canvas.add("circle", key=f"{key}-{k}", anim="pop", cx=cx + radius * math.cos(angle),
                   cy=cy + radius * math.sin(angle), r=6.5, fill="#8d99ae", stroke="#4a5568",
                   stroke_width=1.5)


def oanquan_scene(game: Any, state: Any, view: View = View()) -> Scene:
    """Ô ăn quan as drawn on the ground: squares 1–5 (A's) along the top from left to right,
    7–11 (B's) along the bottom from right to left, the quan cells 0 and 6 as half moons at
    the ends; clockwise (``+`` in the move list) runs 1 → 5 → 6 → 7 → 11 → 0.

    ``view.playable`` holds the moves a person may make now, ``(square, direction)``: those
    squares get a solid outline; a selected square a dashed one and arrow targets named like
    its moves, ``3+`` and ``3-``; ``view.highlight`` and ``view.captured`` mark a sowing's step
    (a thick frame; a dotted one).

    >>> from gamelib.games.oanquan import OAnQuan
    >>> game = OAnQuan()
    >>> start = game.initial_state()
    >>> scene = oanquan_scene(game, start, View(playable=game.legal_actions(start)))
    >>> [t["title"] for t in scene["targets"] if t["name"] in ("0", "3")]
    ['quan cell 0, 1 quan (worth 10 dân) and 0 dân', 'square 3 (A), 5 dân, you can sow from here']
    """
    cell, moon, pad = 100, 90, 36
    x0, y0 = pad + moon, pad + 8
    width, height = 2 * (pad + moon) + 5 * cell, 2 * pad + 16 + 2 * cell
    canvas = Canvas(width, height, 560, "Ô ăn quan")
    canvas.add("rect", x=0, y=0, width=width, height=height, fill="#f1e6cf", rx=12)
    selectable = {square for square, _ in view.playable}
    selected, highlight, taken = view.selected, view.highlight, set(view.captured)
    directions = [d for square, d in view.playable if square == selected]
    last = view.last[0] if view.last else None
    centres: dict[int, tuple[float, float]] = {}

    def fill(index: int, base: str) -> str:
        if index == selected:
            return SELECT
        if index == highlight:
            return "#ffd166"
        if index in taken:
            return "#f3b49f"
        if index == last:
            return "#ffe8a3"
        return base

    def edge(index: int) -> dict[str, Any] | None:
        """The mark a cell's outline carries: a shape as well as a colour."""
        if index == selected:
            return dict(stroke=SELECTED_EDGE, stroke_width=7, stroke_dasharray="14 8")
        if index == highlight:
            return dict(stroke=LAST_EDGE, stroke_width=8)
        if index in taken:
            return dict(stroke="#8a1c1c", stroke_width=6, stroke_dasharray="3 7",
                        stroke_linecap="round")
        if index in selectable:
            return dict(stroke=PLAYABLE_EDGE, stroke_width=4)
        if index == last:
            return dict(stroke=LAST_EDGE, stroke_width=4, stroke_dasharray="12 8")
        return None

    left = f"M{x0},{y0} A{moon},{cell} 0 0,0 {x0},{y0 + 2 * cell} Z"
    right = f"M{x0 + 5 * cell},{y0} A{moon},{cell} 0 0,1 {x0 + 5 * cell},{y0 + 2 * cell} Z"
    for index, path, cx in ((0, left, x0 - moon * 0.45), (6, right, x0 + 5 * cell + moon * 0.45)):
        canvas.add("path", d=path, fill=fill(index, "#e8d5ae"), stroke="#7a6240", stroke_width=3)
        mark = edge(index)
        if mark:
            canvas.add("path", d=path, fill="none", **mark)
        centres[index] = (cx, y0 + cell)
    for k in range(5):
        for index, y in ((1 + k, y0), (11 - k, y0 + cell)):
            x = x0 + k * cell
            canvas.add("rect", x=x, y=y, width=cell, height=cell, fill=fill(index, "#f7efdc"),
                       stroke="#7a6240", stroke_width=3)
            mark = edge(index)
            if mark:
                canvas.add("rect", x=x + 6, y=y + 6, width=cell - 12, height=cell - 12, rx=6,
                           fill="none", **mark)
            centres[index] = (x + cell / 2, y + cell / 2)
    for index, (cx, cy) in centres.items():
        count = state.cells[index]
        quan_here = index in (0, 6) and state.quan[index // 6]
        if quan_here:
            canvas.add("ellipse", key=f"quan{index}", cx=cx, cy=cy - 38, rx=24, ry=18,
                       fill="#5d4037", stroke="#2d1b14", stroke_width=2)
            canvas.piece(str(index), f"quan+{count}")
        else:
            canvas.piece(str(index), str(count))
        _stones(canvas, cx, cy + (12 if index in (0, 6) else 0), count,
                26 if index in (0, 6) else 30, f"s{index}")
        badge_x, badge_y = (cx, cy + 62) if index in (0, 6) else (cx + 34, cy - 34)
        canvas.add("circle", cx=badge_x, cy=badge_y, r=15, fill="#ffffff", fill_opacity=0.85,
                   stroke="#7a6240", stroke_width=1.5)
        canvas.label(badge_x, badge_y, str(count), 19, fill="#222", font_weight="bold")
        marks = (tr("selected") if index == selected else "",
                 tr("last move") if index == last else "",
                 tr("you can sow from here") if index in selectable and index != selected else "")
        if index in (0, 6):
            # the quan counted too, and what it is worth: a screen reader hears what the picture shows
            words = (tr("quan cell {n}, 1 quan (worth {value} dân) and {count} dân", n=index,
                        value=game.quan_value, count=count)
                     if quan_here else tr("quan cell {n}, no quan, {count} dân", n=index, count=count))
            canvas.target(str(index), x0 - moon if index == 0 else x0 + 5 * cell, y0, moon,
                          2 * cell, f"gl-cell-{index}", False, described(words, *marks), row=0)
        else:
            words = tr("square {n} ({side}), {count} dân", n=index, count=count,
                       side="A" if index < 6 else "B")
            canvas.target(str(index), cx - cell / 2, cy - cell / 2, cell, cell, f"gl-cell-{index}",
                          index in selectable, described(words, *marks), row=0 if index < 6 else 1,
                          selects=index)
    # square numbers as the move list writes them, and whose row is whose
    for k in range(5):
        canvas.label(x0 + k * cell + cell / 2, y0 - pad / 2 - 2, str(1 + k), 20)
        canvas.label(x0 + k * cell + cell / 2, y0 + 2 * cell + pad / 2 + 2, str(11 - k), 20)
    canvas.label(pad / 2 + 6, y0 + cell, "0", 20)
    canvas.label(width - pad / 2 - 6, y0 + cell, "6", 20)
    canvas.label(x0 - moon / 2, y0 - pad / 2 - 2, "A ↑", 18, fill="#1d4f91")
    canvas.label(x0 - moon / 2, y0 + 2 * cell + pad / 2 + 2, "B ↓", 18, fill="#b23a1e")
    if selected is not None:
        cx, cy = centres[selected]
        top_row = selected < 6
        for direction in directions:
            # clockwise (+) runs right along the top row and left along the bottom row
            pointing_right = (direction > 0) == top_row
            ax = cx + (34 if pointing_right else -34)
            tip = 18 if pointing_right else -18
            ay = cy + (30 if top_row else -30)
            sign = "+" if direction > 0 else "-"
            canvas.add("path", d=f"M{ax - tip},{ay - 14}L{ax + tip},{ay}L{ax - tip},{ay + 14}Z",
                       fill="#1b6b3a", stroke="#ffffff", stroke_width=2)
            words = (tr("sow clockwise: {move}", move=f"{selected}{sign}") if direction > 0
                     else tr("sow anticlockwise: {move}", move=f"{selected}{sign}"))
            canvas.target(f"{selected}{sign}", ax - 24, ay - 22, 48, 44,
                          f"gl-sow-{selected}{'plus' if direction > 0 else 'minus'}", True,
                          words, row=0 if top_row else 1, layer=1, move=f"{selected}{sign}")
    return canvas.scene
