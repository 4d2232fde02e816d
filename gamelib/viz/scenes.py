"""Board scenes: what a board shows, as data a browser draws as SVG.

A *scene* is a plain dict, so it travels to the browser as JSON and tests can read it:

``width``, ``height``
    the drawing's coordinate system (SVG ``viewBox``);
``px``
    the width in CSS pixels the board is drawn at when the page has room (it shrinks to fit
    narrower pages and never clips);
``shapes``
    SVG elements in drawing order, each ``{"t": tag, "a": attributes}`` plus optionally
    ``"text"``, ``"key"`` (a stable name, so the browser can animate a piece that changed)
    and ``"anim"`` (``"flip"``: a disc turning over; ``"pop"``: a piece put down);
``targets``
    the clickable areas, each ``{"name", "x", "y", "w", "h", "cls", "title", "on"}``: the
    browser sends ``name`` back when an area whose ``on`` is true is clicked;
``pieces``
    what stands on each square, by its name in the game's move notation (for tests, screen
    readers, and the page's ``data-piece`` attributes);
``label``
    one line saying what the board shows.

Every piece is a shape, never a font glyph, so a disc is the same size in JupyterLab, Voilà
and any other front end. Coordinates on the edges use the move list's notation.

Every game's scene is drawn by a function of one shape, ``scene(game, state, view)``: the rules,
the position, and a :class:`View` saying what the board shows beside the position (which
targets take a click, a selected piece, the last move).

>>> from gamelib.games.othello import Othello
>>> game = Othello()
>>> start = game.initial_state()
>>> scene = othello_scene(game, start, View(playable=game.legal_actions(start)))
>>> sorted(scene["pieces"].items())
[('d4', 'white'), ('d5', 'black'), ('e4', 'black'), ('e5', 'white')]
>>> sorted(t["name"] for t in scene["targets"] if t["on"])
['c4', 'd3', 'e6', 'f5']
>>> scene_svg(scene).startswith("<svg")
True
"""

from __future__ import annotations

import html
import math
from dataclasses import dataclass
from typing import Any

Scene = dict[str, Any]
FONT = "DejaVu Sans, Liberation Sans, Arial, sans-serif"
INK, FAINT = "#3b3b3b", "#6b6b6b"
LAST_RING = "#e63946"
SELECT = "#f4a261"
HINT_OK = "#2b8a3e"


@dataclass(frozen=True)
class View:
    """What a board shows beside the position itself.

    ``playable``: the moves (or pieces, for two-step moves) a click may choose now, as the
    game's actions; ``selected``: a piece or square chosen first; ``choices``: the selected
    one's moves; ``last``: the last move played; ``highlight`` and ``captured``: squares to
    draw attention to (a sowing step by step); ``hints``: mark the playable squares.
    """

    playable: frozenset = frozenset()
    selected: Any = None
    choices: tuple = ()
    last: Any = None
    highlight: Any = None
    captured: tuple = ()
    hints: bool = True

    def __post_init__(self) -> None:
        object.__setattr__(self, "playable", frozenset(self.playable))
        object.__setattr__(self, "choices", tuple(self.choices))
        object.__setattr__(self, "captured", tuple(self.captured))


class Canvas:
    """Collects shapes and click targets for one scene (a new game's scene draws on one too).

    >>> canvas = Canvas(100, 100, 200, "a heap")
    >>> canvas.add("circle", cx=50, cy=50, r=10, fill="#888")
    >>> canvas.target("take1", 0, 0, 100, 100, "gl-take1", True, "take one")
    >>> canvas.piece("heap", "7 stones")
    >>> sorted(canvas.scene)
    ['height', 'label', 'pieces', 'px', 'shapes', 'targets', 'width']
    """

    def __init__(self, width: float, height: float, px: float, label: str):
        self.scene: Scene = {"width": width, "height": height, "px": px, "shapes": [],
                             "targets": [], "pieces": {}, "label": label}

    def add(self, tag: str, text: str | None = None, key: str | None = None,
            anim: str | None = None, **attrs: Any) -> None:
        shape: dict[str, Any] = {"t": tag, "a": {k.replace("_", "-"): _num(v) for k, v in attrs.items()}}
        if text is not None:
            shape["text"] = text
        if key is not None:
            shape["key"] = key
        if anim is not None:
            shape["anim"] = anim
        self.scene["shapes"].append(shape)

    def label(self, x: float, y: float, text: str, size: float = 22, **attrs: Any) -> None:
        attrs.setdefault("fill", FAINT)
        self.add("text", text, x=x, y=y, font_size=size, text_anchor="middle",
                 dominant_baseline="central", font_family=FONT, **attrs)

    def target(self, name: str, x: float, y: float, w: float, h: float, cls: str, on: bool,
               title: str | None = None) -> None:
        self.scene["targets"].append({"name": name, "x": _num(x), "y": _num(y), "w": _num(w),
                                      "h": _num(h), "cls": cls, "on": bool(on),
                                      "title": title or name})

    def piece(self, name: str, what: str) -> None:
        self.scene["pieces"][name] = what


def _num(value: Any) -> Any:
    return round(value, 2) if isinstance(value, float) else value


def _cross(canvas: Canvas, cx: float, cy: float, k: float, width: float, colour: str,
           key: str) -> None:
    canvas.add("path", key=key, anim="pop", d=f"M{cx - k},{cy - k}L{cx + k},{cy + k}M{cx + k},{cy - k}"
               f"L{cx - k},{cy + k}", stroke=colour, stroke_width=width, stroke_linecap="round",
               fill="none")


def _ring(canvas: Canvas, cx: float, cy: float, r: float, width: float, colour: str,
          key: str) -> None:
    canvas.add("circle", key=key, anim="pop", cx=cx, cy=cy, r=r, fill="none", stroke=colour,
               stroke_width=width)


# -- tic-tac-toe ------------------------------------------------------------------------------
X_COLOUR, O_COLOUR = "#1d4f91", "#b23a1e"


def tictactoe_scene(game: Any, state: tuple[int, int], view: View = View()) -> Scene:
    """Tic-tac-toe, squares a1 (top left) to c3; a finished line is shaded (or the squares of
    ``view.highlight``, any iterable of squares)."""
    from gamelib.games.tictactoe import LINES

    cell, pad = 100, 34
    size = 3 * cell + pad + 10
    canvas = Canvas(size, size, 300, "tic-tac-toe")
    x_bits, o_bits = state[0], state[1]
    open_squares, last = view.playable, view.last
    line = next((m for m in LINES if x_bits & m == m or o_bits & m == m), 0)
    if view.highlight is not None:
        line = sum(1 << i for i in view.highlight)
    canvas.add("rect", x=0, y=0, width=size, height=size, fill="#fbf8ef", rx=10)
    for index in range(9):
        r, c = divmod(index, 3)
        x, y = pad + c * cell, pad + r * cell
        name = f"{'abc'[c]}{r + 1}"
        fill = "#c8f7c5" if line >> index & 1 else "#ffe8a3" if index == last else "#f6f1e4"
        canvas.add("rect", x=x, y=y, width=cell, height=cell, fill=fill)
        cx, cy = x + cell / 2, y + cell / 2
        if x_bits >> index & 1:
            _cross(canvas, cx, cy, 28, 11, X_COLOUR, f"x{index}")
            canvas.piece(name, "X")
        elif o_bits >> index & 1:
            _ring(canvas, cx, cy, 30, 10, O_COLOUR, f"o{index}")
            canvas.piece(name, "O")
        canvas.target(name, x, y, cell, cell, f"gl-cell-{index}", index in open_squares)
    for k in range(1, 3):  # the grid is drawn over the cell colours
        canvas.add("line", x1=pad + k * cell, y1=pad + 6, x2=pad + k * cell, y2=pad + 3 * cell - 6,
                   stroke="#8c7b5a", stroke_width=4, stroke_linecap="round")
        canvas.add("line", x1=pad + 6, y1=pad + k * cell, x2=pad + 3 * cell - 6, y2=pad + k * cell,
                   stroke="#8c7b5a", stroke_width=4, stroke_linecap="round")
    for k in range(3):
        canvas.label(pad + k * cell + cell / 2, pad / 2, "abc"[k])
        canvas.label(pad / 2, pad + k * cell + cell / 2, str(k + 1))
    return canvas.scene


# -- Othello (Cờ lật) ---------------------------------------------------------------------------
def othello_scene(game: Any, state: Any, view: View = View()) -> Scene:
    """Othello on a green board: a1 top left, h8 bottom right, as the move list writes them.

    Discs fill most of their square; playable squares get a small hint dot (and take clicks);
    the last move carries a red dot; the variant's victory cells have a gold frame.
    """
    from gamelib.games.othello import PASS, square_name

    cell, pad = 100, 40
    size = 8 * cell + 2 * pad
    canvas = Canvas(size, size, 480, "Othello (Cờ lật)")
    canvas.add("rect", x=0, y=0, width=size, height=size, fill="#1f3d2b", rx=14)
    canvas.add("rect", x=pad, y=pad, width=8 * cell, height=8 * cell, fill="#2e7d4f")
    open_squares = {a for a in view.playable if a != PASS}
    victory, last, hints = game.victory_mask, view.last, view.hints
    for k in range(9):
        canvas.add("line", x1=pad, y1=pad + k * cell, x2=pad + 8 * cell, y2=pad + k * cell,
                   stroke="#12381f", stroke_width=3)
        canvas.add("line", x1=pad + k * cell, y1=pad, x2=pad + k * cell, y2=pad + 8 * cell,
                   stroke="#12381f", stroke_width=3)
    for r, c in ((2, 2), (2, 6), (6, 2), (6, 6)):
        canvas.add("circle", cx=pad + c * cell, cy=pad + r * cell, r=7, fill="#12381f")
    for index in range(64):
        r, c = divmod(index, 8)
        x, y = pad + c * cell, pad + r * cell
        cx, cy = x + cell / 2, y + cell / 2
        name = square_name(index)
        if victory >> index & 1:
            canvas.add("rect", x=x + 5, y=y + 5, width=cell - 10, height=cell - 10, fill="none",
                       stroke="#ffd166", stroke_width=7, rx=6)
        black, white = state.black >> index & 1, state.white >> index & 1
        if black or white:
            colour = "#151515" if black else "#f4f4f0"
            canvas.add("circle", key=f"disc{index}", anim="flip", cx=cx, cy=cy, r=41, fill=colour,
                       stroke="#0b0b0b" if black else "#9a9a9a", stroke_width=2.5)
            canvas.piece(name, "black" if black else "white")
            if index == last:
                canvas.add("circle", cx=cx, cy=cy, r=9, fill=LAST_RING)
        elif hints and index in open_squares:
            canvas.add("circle", cx=cx, cy=cy, r=13, fill="#0b2414", fill_opacity=0.45)
        canvas.target(name, x, y, cell, cell, f"gl-cell-{index}", index in open_squares)
    for k in range(8):
        for edge in (pad / 2, size - pad / 2):
            canvas.label(pad + k * cell + cell / 2, edge, "abcdefgh"[k], 26, fill="#d8e8dc")
            canvas.label(edge, pad + k * cell + cell / 2, str(k + 1), 26, fill="#d8e8dc")
    return canvas.scene


# -- Caro -----------------------------------------------------------------------------------------
def caro_scene(game: Any, state: Any, view: View = View()) -> Scene:
    """Caro on a wooden grid: X blue, O red, drawn as strokes; a1 top left, columns a, b, …
    and rows 1, 2, … on the edges; the last move framed, a finished line struck through."""
    n = game.size
    cell, pad = 40, 34
    size = n * cell + 2 * pad
    canvas = Canvas(size, size, 34 * n + 60, f"Caro {n}×{n}")
    canvas.add("rect", x=0, y=0, width=size, height=size, fill="#d9b07a", rx=10)
    canvas.add("rect", x=pad, y=pad, width=n * cell, height=n * cell, fill="#edd3a3")
    for k in range(n + 1):
        canvas.add("line", x1=pad, y1=pad + k * cell, x2=pad + n * cell, y2=pad + k * cell,
                   stroke="#a47c48", stroke_width=1.5)
        canvas.add("line", x1=pad + k * cell, y1=pad, x2=pad + k * cell, y2=pad + n * cell,
                   stroke="#a47c48", stroke_width=1.5)
    for index in range(n * n):
        r, c = divmod(index, n)
        x, y = pad + c * cell, pad + r * cell
        name = game.square_name(index)
        if index == state.last:
            canvas.add("rect", x=x + 2, y=y + 2, width=cell - 4, height=cell - 4, fill="#ffe08a")
        cx, cy = x + cell / 2, y + cell / 2
        if state.x >> index & 1:
            _cross(canvas, cx, cy, 12, 5, X_COLOUR, f"x{index}")
            canvas.piece(name, "X")
        elif state.o >> index & 1:
            _ring(canvas, cx, cy, 13, 4.5, O_COLOUR, f"o{index}")
            canvas.piece(name, "O")
        canvas.target(name, x, y, cell, cell, f"gl-cell-{index}", index in view.playable)
    line = game.winning_line(state) or ()
    if line:
        # the lowest and highest index are the line's two ends in every direction
        (r0, c0), (r1, c1) = divmod(min(line), n), divmod(max(line), n)
        canvas.add("line", x1=pad + c0 * cell + cell / 2, y1=pad + r0 * cell + cell / 2,
                   x2=pad + c1 * cell + cell / 2, y2=pad + r1 * cell + cell / 2,
                   stroke="#2b8a3e", stroke_width=7, stroke_linecap="round", stroke_opacity=0.8)
    letters = "abcdefghijklmnopqrstuvwxyz"
    for k in range(n):
        for edge in (pad / 2, size - pad / 2):
            canvas.label(pad + k * cell + cell / 2, edge, letters[k], 17, fill="#5a4122")
            canvas.label(edge, pad + k * cell + cell / 2, str(k + 1), 17, fill="#5a4122")
    return canvas.scene


# -- Dodgem ---------------------------------------------------------------------------------------
def _car(canvas: Canvas, cx: float, cy: float, black: bool, heading: float, key: str,
         ring: str | None) -> None:
    """A car seen from above, pointing ``heading`` degrees (0: right, -90: up)."""
    body, trim = ("#263238", "#90a4ae") if black else ("#f5f5f0", "#546e7a")
    turn = f"rotate({heading} {cx} {cy})"
    if ring:
        canvas.add("circle", cx=cx, cy=cy, r=44, fill="none", stroke=ring, stroke_width=6)
    for dx in (-20, 20):  # wheels
        for dy in (-24, 24):
            canvas.add("rect", x=cx + dx - 9, y=cy + dy - 5, width=18, height=10, rx=3,
                       fill="#111", transform=turn)
    canvas.add("rect", key=key, x=cx - 36, y=cy - 22, width=72, height=44, rx=14, fill=body,
               stroke="#111" if black else "#37474f", stroke_width=3, transform=turn)
    canvas.add("path", d=f"M{cx + 10},{cy - 15}L{cx + 22},{cy - 11}L{cx + 22},{cy + 11}"
               f"L{cx + 10},{cy + 15}Z", fill=trim, transform=turn)  # windscreen at the front
    canvas.add("path", d=f"M{cx + 30},{cy - 9}L{cx + 40},{cy}L{cx + 30},{cy + 9}",
               fill="none", stroke=trim, stroke_width=4, stroke_linecap="round",
               transform=turn)  # the nose shows the way it drives off


def dodgem_scene(game: Any, state: Any, view: View = View()) -> Scene:
    """Dodgem: a1 bottom left as the move list writes it; Black's cars face right (their exits,
    right of each row), White's face up (exits above each column).

    ``view.playable`` holds the moves a person may make now: their cars take a click;
    ``view.selected`` is the square of the car chosen, whose moves are marked (its exit too,
    named ``off-row-<r>`` or ``off-col-<c>``, row 0 at the top).
    """
    from gamelib.games.dodgem import OFF

    n = game.size
    cell, left, top, right, bottom = 100, 34, 64, 64, 34
    width, height = left + n * cell + right, top + n * cell + bottom
    canvas = Canvas(width, height, 80 * n + 130, f"Dodgem {n}×{n}")
    canvas.add("rect", x=0, y=0, width=width, height=height, fill="#fbf8ef", rx=10)
    selected = view.selected
    movable = {source for source, _ in view.playable}
    goal = {target for source, target in view.playable if source == selected}
    open_exits = set()
    if OFF in goal and selected is not None:
        row, column = divmod(selected, n)
        open_exits.add(f"off-row-{row}" if state.black >> selected & 1 else f"off-col-{column}")
    last_squares = {s for s in (view.last or ()) if s != OFF}
    for index in range(n * n):
        r, c = divmod(index, n)
        x, y = left + c * cell, top + r * cell
        name = game.square_name(index)
        fill = "#ffe8a3" if index in last_squares else "#efe6d2" if (r + c) % 2 else "#f7f1e3"
        canvas.add("rect", x=x, y=y, width=cell, height=cell, fill=fill, stroke="#8c7b5a",
                   stroke_width=2)
        black, white = state.black >> index & 1, state.white >> index & 1
        if black or white:
            ring = SELECT if index == selected else "#8ecf9a" if index in movable else None
            _car(canvas, x + cell / 2, y + cell / 2, bool(black), 0 if black else -90,
                 f"car{index}", ring)
            canvas.piece(name, "black" if black else "white")
        elif index in goal:
            canvas.add("circle", cx=x + cell / 2, cy=y + cell / 2, r=15, fill=HINT_OK, fill_opacity=0.7)
        canvas.target(name, x, y, cell, cell, f"gl-cell-{r}-{c}", index in movable or index in goal)
    for r in range(n):  # Black's exits, right of each row
        x, y = left + n * cell + 8, top + r * cell + cell / 2
        on = f"off-row-{r}" in open_exits
        canvas.add("path", d=f"M{x},{y - 16}L{x + 30},{y}L{x},{y + 16}Z",
                   fill=HINT_OK if on else "#cfc6b4")
        canvas.target(f"off-row-{r}", x - 4, y - cell / 2 + 8, right - 8, cell - 16,
                      f"gl-off-row-{r}", on, "take the black car off the board")
    for c in range(n):  # White's exits, above each column
        x, y = left + c * cell + cell / 2, top - 8
        on = f"off-col-{c}" in open_exits
        canvas.add("path", d=f"M{x - 16},{y}L{x},{y - 30}L{x + 16},{y}Z",
                   fill=HINT_OK if on else "#cfc6b4")
        canvas.target(f"off-col-{c}", x - cell / 2 + 8, 4, cell - 16, top - 8,
                      f"gl-off-col-{c}", on, "take the white car off the board")
    for k in range(n):
        canvas.label(left + k * cell + cell / 2, height - bottom / 2, "abcdefghijklmno"[k])
        canvas.label(left / 2, top + k * cell + cell / 2, str(n - k))
    return canvas.scene


# -- Ô ăn quan -----------------------------------------------------------------------------------
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

    ``view.playable`` holds the moves a person may make now, ``(square, direction)``; a
    selected square shows arrow targets named like its moves, ``3+`` and ``3-``;
    ``view.highlight`` and ``view.captured`` mark a sowing's step.
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
        return "#eef3d6" if index in selectable else base

    left = f"M{x0},{y0} A{moon},{cell} 0 0,0 {x0},{y0 + 2 * cell} Z"
    right = f"M{x0 + 5 * cell},{y0} A{moon},{cell} 0 0,1 {x0 + 5 * cell},{y0 + 2 * cell} Z"
    for index, path, cx in ((0, left, x0 - moon * 0.45), (6, right, x0 + 5 * cell + moon * 0.45)):
        canvas.add("path", d=path, fill=fill(index, "#e8d5ae"), stroke="#7a6240", stroke_width=3)
        centres[index] = (cx, y0 + cell)
    for k in range(5):
        for index, y in ((1 + k, y0), (11 - k, y0 + cell)):
            x = x0 + k * cell
            canvas.add("rect", x=x, y=y, width=cell, height=cell, fill=fill(index, "#f7efdc"),
                       stroke="#7a6240", stroke_width=3)
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
        if index not in (0, 6):
            canvas.target(str(index), cx - cell / 2, cy - cell / 2, cell, cell, f"gl-cell-{index}",
                          index in selectable, f"square {index}")
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
            canvas.target(f"{selected}{sign}", ax - 24, ay - 22, 48, 44,
                          f"gl-sow-{selected}{'plus' if direction > 0 else 'minus'}", True,
                          f"sow {'clockwise' if direction > 0 else 'anticlockwise'}: {selected}{sign}")
    return canvas.scene


# -- any scene as a static SVG string -------------------------------------------------------------
def scene_svg(scene: Scene, width: float | None = None) -> str:
    """The scene as a standalone SVG (no click targets), ``width`` pixels wide (its ``px``).

    Notebook pictures and the live board share one drawing this way.
    """
    px = width or scene["px"]
    height = px * scene["height"] / scene["width"]
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{px:.0f}" height="{height:.0f}" '
             f'viewBox="0 0 {scene["width"]} {scene["height"]}" role="img" '
             f'aria-label="{html.escape(scene["label"])}">']
    for shape in scene["shapes"]:
        attrs = " ".join(f'{k}="{html.escape(str(v))}"' for k, v in shape["a"].items())
        text = shape.get("text")
        parts.append(f"<{shape['t']} {attrs}>{html.escape(text)}</{shape['t']}>" if text is not None
                     else f"<{shape['t']} {attrs}/>")
    return "".join(parts) + "</svg>"
