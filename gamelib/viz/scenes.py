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
    the squares and controls, each ``{"name", "x", "y", "w", "h", "cls", "title", "on", "row",
    "layer"}``: the browser sends ``name`` back when an area whose ``on`` is true is clicked or
    chosen from the keyboard. ``title`` says what is on the square in the lesson's language
    ("d4, black disc, last move"): it is the square's tooltip and what a screen reader reads;
    ``row`` groups the squares into the rows of an ARIA grid; ``layer`` 1 marks the choices
    that follow a selection (Ô ăn quan's two arrows), which the keyboard moves between alone;
``pieces``
    what stands on each square, by its name in the game's move notation (for tests, screen
    readers, and the page's ``data-piece`` attributes);
``label``
    one line saying what the board shows;
``keys``
    how to play it from the keyboard, in the lesson's language.

Nothing is told by colour alone: a playable square has an outline or a ring, a selected piece a
dashed ring, the last move a dashed frame, a finished line a stroke through it; every mark is
at least 3:1 against what it is drawn on (WCAG 2.1's non-text contrast), and a test measures it.

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
>>> [t["title"] for t in scene["targets"] if t["name"] in ("d3", "d4")]
['d3, empty, you can play here', 'd4, white disc']
>>> scene_svg(scene).startswith("<svg")
True
"""

from __future__ import annotations

import html
import math
from dataclasses import dataclass
from typing import Any

from gamelib.i18n import label, tr

Scene = dict[str, Any]
FONT = "DejaVu Sans, Liberation Sans, Arial, sans-serif"
INK, FAINT = "#3b3b3b", "#6b6b6b"
LAST_RING = "#e63946"
SELECT = "#f4a261"
HINT_OK = "#2b8a3e"
#: marks drawn as shapes, each at least 3:1 against the squares they are drawn on
PLAYABLE_EDGE = "#1b6b3a"    # a solid outline or ring: this takes a click
SELECTED_EDGE = "#1d4f91"    # a dashed ring or frame: chosen first
LAST_EDGE = "#7a5200"        # a dashed frame: the last move
WIN_STROKE = "#1b6b3a"       # a stroke through a finished line
KEYS_HELP = ("Arrow keys move between squares; Enter or Space plays; Escape cancels a "
             "choice.")


def described(square: str, *parts: str) -> str:
    """What a square's target says: its name, then what is on it and its marks, joined.

    >>> described("d4", "black disc", "", "last move")
    'd4, black disc, last move'
    """
    return ", ".join([square] + [part for part in parts if part])


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
    ['height', 'keys', 'label', 'pieces', 'px', 'shapes', 'targets', 'width']
    """

    def __init__(self, width: float, height: float, px: float, label: str):
        self.scene: Scene = {"width": width, "height": height, "px": px, "shapes": [],
                             "targets": [], "pieces": {}, "label": label, "keys": tr(KEYS_HELP)}

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
               title: str | None = None, row: int = 0, layer: int = 0) -> None:
        """A square or control: ``on`` if it takes a click now; ``title`` says what is on it;
        ``row`` is its row in the board's grid (for screen readers); ``layer`` 1 for the
        choices shown after a selection."""
        self.scene["targets"].append({"name": name, "x": _num(x), "y": _num(y), "w": _num(w),
                                      "h": _num(h), "cls": cls, "on": bool(on),
                                      "title": title or name, "row": row, "layer": layer})

    def piece(self, name: str, what: str) -> None:
        self.scene["pieces"][name] = what

    def frame(self, x: float, y: float, size: float, colour: str, width: float = 4,
              dashed: bool = True, inset: float = 7) -> None:
        """A square's frame drawn inside it: dashed for the last move or a selection, solid
        for a square that takes a click (a shape, so it shows without colour)."""
        self.add("rect", x=x + inset, y=y + inset, width=size - 2 * inset,
                 height=size - 2 * inset, rx=6, fill="none", stroke=colour, stroke_width=width,
                 **({"stroke_dasharray": f"{3 * width:.0f} {2 * width:.0f}"} if dashed else {}))


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


def _line_stroke(canvas: Canvas, squares: list[int], n: int, cell: float, left: float,
                 top: float, width: float) -> None:
    """A stroke through a finished line, from its first square's centre to its last's."""
    (r0, c0), (r1, c1) = divmod(min(squares), n), divmod(max(squares), n)
    canvas.add("line", x1=left + c0 * cell + cell / 2, y1=top + r0 * cell + cell / 2,
               x2=left + c1 * cell + cell / 2, y2=top + r1 * cell + cell / 2,
               stroke=WIN_STROKE, stroke_width=width, stroke_linecap="round", stroke_opacity=0.85)


def _cell_words(square: str, piece: str, *, last: bool = False, playable: bool = False,
                line: bool = False) -> str:
    """A square of a grid game as a screen reader says it: ``'b2, X, last move'``."""
    return described(square, piece or tr("empty"), tr("in the winning line") if line else "",
                     tr("last move") if last else "", tr("you can play here") if playable else "")


def tictactoe_scene(game: Any, state: tuple[int, int], view: View = View()) -> Scene:
    """Tic-tac-toe, squares a1 (top left) to c3; a finished line is shaded and struck through
    (or the squares of ``view.highlight``, any iterable of squares); the last move is framed.

    >>> from gamelib.games.tictactoe import TicTacToe
    >>> scene = tictactoe_scene(TicTacToe(), (1 << 4, 1 << 0), View(playable=range(1, 4), last=0))
    >>> [t["title"] for t in scene["targets"][:3]]
    ['a1, O, last move', 'b1, empty, you can play here', 'c1, empty, you can play here']
    """
    from gamelib.games.tictactoe import LINES

    cell, pad = 100, 34
    size = 3 * cell + pad + 10
    canvas = Canvas(size, size, 300, label("Tic-tac-toe"))
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
        if index == last:
            canvas.frame(x, y, cell, LAST_EDGE)
        cx, cy = x + cell / 2, y + cell / 2
        piece = ""
        if x_bits >> index & 1:
            _cross(canvas, cx, cy, 28, 11, X_COLOUR, f"x{index}")
            piece = "X"
        elif o_bits >> index & 1:
            _ring(canvas, cx, cy, 30, 10, O_COLOUR, f"o{index}")
            piece = "O"
        if piece:
            canvas.piece(name, piece)
        canvas.target(name, x, y, cell, cell, f"gl-cell-{index}", index in open_squares,
                      _cell_words(name, piece, last=index == last, line=bool(line >> index & 1),
                                  playable=index in open_squares), row=r)
    for k in range(1, 3):  # the grid is drawn over the cell colours
        canvas.add("line", x1=pad + k * cell, y1=pad + 6, x2=pad + k * cell, y2=pad + 3 * cell - 6,
                   stroke="#8c7b5a", stroke_width=4, stroke_linecap="round")
        canvas.add("line", x1=pad + 6, y1=pad + k * cell, x2=pad + 3 * cell - 6, y2=pad + k * cell,
                   stroke="#8c7b5a", stroke_width=4, stroke_linecap="round")
    if line and view.highlight is None:
        _line_stroke(canvas, [i for i in range(9) if line >> i & 1], 3, cell, pad, pad, 9)
    for k in range(3):
        canvas.label(pad + k * cell + cell / 2, pad / 2, "abc"[k])
        canvas.label(pad / 2, pad + k * cell + cell / 2, str(k + 1))
    return canvas.scene


# -- Othello (Cờ lật) ---------------------------------------------------------------------------
def othello_scene(game: Any, state: Any, view: View = View()) -> Scene:
    """Othello on a green board: a1 top left, h8 bottom right, as the move list writes them.

    Discs fill most of their square; playable squares get a white ring (and take clicks);
    the last move carries a red dot; the variant's victory cells have a gold frame.
    """
    from gamelib.games.othello import PASS, square_name

    cell, pad = 100, 40
    size = 8 * cell + 2 * pad
    canvas = Canvas(size, size, 480, label("Othello (Cờ lật)"))
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
        piece = ""
        if black or white:
            colour = "#151515" if black else "#f4f4f0"
            canvas.add("circle", key=f"disc{index}", anim="flip", cx=cx, cy=cy, r=41, fill=colour,
                       stroke="#0b0b0b" if black else "#9a9a9a", stroke_width=2.5)
            canvas.piece(name, "black" if black else "white")
            piece = tr("black disc") if black else tr("white disc")
            if index == last:
                canvas.add("circle", cx=cx, cy=cy, r=9, fill=LAST_RING)
        elif hints and index in open_squares:  # a ring, not a dot: it reads as "put one here"
            canvas.add("circle", cx=cx, cy=cy, r=14, fill="none", stroke="#ffffff",
                       stroke_width=4, stroke_opacity=0.95)
        canvas.target(name, x, y, cell, cell, f"gl-cell-{index}", index in open_squares,
                      described(_cell_words(name, piece, last=index == last,
                                            playable=index in open_squares),
                                tr("victory cell") if victory >> index & 1 else ""), row=r)
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
    canvas = Canvas(size, size, 34 * n + 60, tr("Caro {n}×{n}", n=n))
    canvas.add("rect", x=0, y=0, width=size, height=size, fill="#d9b07a", rx=10)
    canvas.add("rect", x=pad, y=pad, width=n * cell, height=n * cell, fill="#edd3a3")
    for k in range(n + 1):
        canvas.add("line", x1=pad, y1=pad + k * cell, x2=pad + n * cell, y2=pad + k * cell,
                   stroke="#a47c48", stroke_width=1.5)
        canvas.add("line", x1=pad + k * cell, y1=pad, x2=pad + k * cell, y2=pad + n * cell,
                   stroke="#a47c48", stroke_width=1.5)
    line = game.winning_line(state) or ()
    for index in range(n * n):
        r, c = divmod(index, n)
        x, y = pad + c * cell, pad + r * cell
        name = game.square_name(index)
        if index == state.last:
            canvas.add("rect", x=x + 2, y=y + 2, width=cell - 4, height=cell - 4, fill="#ffe08a",
                       stroke="#5a3a00", stroke_width=2.5, stroke_dasharray="6 4")
        cx, cy = x + cell / 2, y + cell / 2
        piece = ""
        if state.x >> index & 1:
            _cross(canvas, cx, cy, 12, 5, X_COLOUR, f"x{index}")
            piece = "X"
        elif state.o >> index & 1:
            _ring(canvas, cx, cy, 13, 4.5, O_COLOUR, f"o{index}")
            piece = "O"
        if piece:
            canvas.piece(name, piece)
        canvas.target(name, x, y, cell, cell, f"gl-cell-{index}", index in view.playable,
                      _cell_words(name, piece, last=index == state.last, line=index in line,
                                  playable=index in view.playable), row=r)
    if line:  # the lowest and highest index are the line's two ends in every direction
        _line_stroke(canvas, list(line), n, cell, pad, pad, 7)
    letters = "abcdefghijklmnopqrstuvwxyz"
    for k in range(n):
        for edge in (pad / 2, size - pad / 2):
            canvas.label(pad + k * cell + cell / 2, edge, letters[k], 17, fill="#5a4122")
            canvas.label(edge, pad + k * cell + cell / 2, str(k + 1), 17, fill="#5a4122")
    return canvas.scene


# -- Dodgem ---------------------------------------------------------------------------------------
def _car(canvas: Canvas, cx: float, cy: float, black: bool, heading: float, key: str,
         ring: str | None) -> None:
    """A car seen from above, pointing ``heading`` degrees (0: right, -90: up); ``ring`` is
    ``"selected"`` (a dashed ring) or ``"movable"`` (a solid one)."""
    body, trim = ("#263238", "#90a4ae") if black else ("#f5f5f0", "#546e7a")
    turn = f"rotate({heading} {cx} {cy})"
    if ring == "selected":
        canvas.add("circle", cx=cx, cy=cy, r=44, fill="none", stroke=SELECTED_EDGE, stroke_width=7,
                   stroke_dasharray="14 8")
    elif ring == "movable":
        canvas.add("circle", cx=cx, cy=cy, r=44, fill="none", stroke=PLAYABLE_EDGE, stroke_width=4)
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


def _ways(n: int, source: int, targets: list[int], off: int) -> str:
    """Where a Dodgem car can go, in words: ``'up, right'``."""
    ways = []
    for target in sorted(targets, key=lambda t: (t == off, t)):
        if target == off:
            ways.append(tr("off the board"))
            continue
        (r0, c0), (r1, c1) = divmod(source, n), divmod(target, n)
        ways.append(tr("up") if r1 < r0 else tr("down") if r1 > r0 else
                    tr("left") if c1 < c0 else tr("[direction] right"))
    return ", ".join(ways)


def dodgem_scene(game: Any, state: Any, view: View = View()) -> Scene:
    """Dodgem: a1 bottom left as the move list writes it; Black's cars face right (their exits,
    right of each row), White's face up (exits above each column).

    ``view.playable`` holds the moves a person may make now: their cars take a click (a solid
    ring); ``view.selected`` is the square of the car chosen (a dashed ring), whose moves are
    marked with a dot (its exit too, named ``off-row-<r>`` or ``off-col-<c>``, row 0 at the top).

    >>> from gamelib.games.dodgem import Dodgem
    >>> game = Dodgem()
    >>> start = game.initial_state()
    >>> scene = dodgem_scene(game, start, View(playable=game.legal_actions(start)))
    >>> [t["title"] for t in scene["targets"] if t["name"] in ("a2", "b1")]
    ['a2, black piece, can move right, down', 'b1, white piece']
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
        if index in last_squares:
            canvas.frame(x, y, cell, LAST_EDGE, inset=6)
        black, white = state.black >> index & 1, state.white >> index & 1
        words = ""
        if black or white:
            ring = "selected" if index == selected else "movable" if index in movable else None
            _car(canvas, x + cell / 2, y + cell / 2, bool(black), 0 if black else -90,
                 f"car{index}", ring)
            canvas.piece(name, "black" if black else "white")
            ways = [t for s, t in view.playable if s == index]
            words = described(name, tr("black piece") if black else tr("white piece"),
                              tr("selected") if index == selected else "",
                              tr("can move {ways}", ways=_ways(n, index, ways, OFF)) if ways else "",
                              tr("last move") if index in last_squares else "")
        else:
            if index in goal:
                canvas.add("circle", cx=x + cell / 2, cy=y + cell / 2, r=15, fill=PLAYABLE_EDGE,
                           stroke="#ffffff", stroke_width=3)
            words = described(name, tr("empty"),
                              tr("the selected piece can move here") if index in goal else "",
                              tr("last move") if index in last_squares else "")
        canvas.target(name, x, y, cell, cell, f"gl-cell-{r}-{c}", index in movable or index in goal,
                      words, row=r + 1)
    for r in range(n):  # Black's exits, right of each row
        x, y = left + n * cell + 8, top + r * cell + cell / 2
        on = f"off-row-{r}" in open_exits
        canvas.add("path", d=f"M{x},{y - 16}L{x + 30},{y}L{x},{y + 16}Z",
                   fill=PLAYABLE_EDGE if on else "#cfc6b4",
                   **({"stroke": "#0b2414", "stroke_width": 2} if on else {}))
        canvas.target(f"off-row-{r}", x - 4, y - cell / 2 + 8, right - 8, cell - 16,
                      f"gl-off-row-{r}", on,
                      described(tr("exit of row {row}", row=n - r),
                                tr("the selected piece can leave here") if on else ""), row=r + 1)
    for c in range(n):  # White's exits, above each column
        x, y = left + c * cell + cell / 2, top - 8
        on = f"off-col-{c}" in open_exits
        canvas.add("path", d=f"M{x - 16},{y}L{x},{y - 30}L{x + 16},{y}Z",
                   fill=PLAYABLE_EDGE if on else "#cfc6b4",
                   **({"stroke": "#0b2414", "stroke_width": 2} if on else {}))
        canvas.target(f"off-col-{c}", x - cell / 2 + 8, 4, cell - 16, top - 8,
                      f"gl-off-col-{c}", on,
                      described(tr("exit of column {column}", column="abcdefghijklmno"[c]),
                                tr("the selected piece can leave here") if on else ""), row=0)
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

    ``view.playable`` holds the moves a person may make now, ``(square, direction)``: those
    squares get a solid outline; a selected square a dashed one and arrow targets named like
    its moves, ``3+`` and ``3-``; ``view.highlight`` and ``view.captured`` mark a sowing's step
    (a thick frame; a dotted one).

    >>> from gamelib.games.oanquan import OAnQuan
    >>> game = OAnQuan()
    >>> start = game.initial_state()
    >>> scene = oanquan_scene(game, start, View(playable=game.legal_actions(start)))
    >>> [t["title"] for t in scene["targets"] if t["name"] in ("0", "3")]
    ['quan cell 0, the quan and 0 dân', 'square 3 (A), 5 dân, you can sow from here']
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
            words = (tr("quan cell {n}, the quan and {count} dân", n=index, count=count)
                     if quan_here else tr("quan cell {n}, {count} dân", n=index, count=count))
            canvas.target(str(index), x0 - moon if index == 0 else x0 + 5 * cell, y0, moon,
                          2 * cell, f"gl-cell-{index}", False, described(words, *marks), row=0)
        else:
            words = tr("square {n} ({side}), {count} dân", n=index, count=count,
                       side="A" if index < 6 else "B")
            canvas.target(str(index), cx - cell / 2, cy - cell / 2, cell, cell, f"gl-cell-{index}",
                          index in selectable, described(words, *marks), row=0 if index < 6 else 1)
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
                          words, row=0 if top_row else 1, layer=1)
    return canvas.scene


# -- any scene as a static SVG string -------------------------------------------------------------
def scene_svg(scene: Scene, width: float | None = None) -> str:
    """The scene as a standalone SVG (no click targets), ``width`` pixels wide (its ``px``).

    Notebook pictures and the live board share one drawing this way. A screen reader reads the
    picture as its label and what stands on each square that holds something.

    >>> from gamelib.games.tictactoe import TicTacToe
    >>> svg = scene_svg(tictactoe_scene(TicTacToe(), (1 << 4, 1 << 0), View(last=4)))
    >>> svg[svg.index("aria-label"):].split('"')[1]
    'Tic-tac-toe: a1, O; b2, X, last move'
    """
    px = width or scene["px"]
    height = px * scene["height"] / scene["width"]
    held = [t["title"] for t in scene["targets"] if scene["pieces"].get(t["name"])]
    words = scene["label"] + (": " + "; ".join(held) if held else "")
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{px:.0f}" height="{height:.0f}" '
             f'viewBox="0 0 {scene["width"]} {scene["height"]}" role="img" '
             f'aria-label="{html.escape(words)}">']
    for shape in scene["shapes"]:
        attrs = " ".join(f'{k}="{html.escape(str(v))}"' for k, v in shape["a"].items())
        text = shape.get("text")
        parts.append(f"<{shape['t']} {attrs}>{html.escape(text)}</{shape['t']}>" if text is not None
                     else f"<{shape['t']} {attrs}/>")
    return "".join(parts) + "</svg>"
