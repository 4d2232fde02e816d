"""Tic-tac-toe's scene: a position as the board shows it (see :mod:`gamelib.viz.scenes`)."""

from __future__ import annotations

from typing import Any

from gamelib.i18n import label
from gamelib.viz.scenes import (Canvas, LAST_EDGE, O_COLOUR, Scene, View, X_COLOUR, cell_words,
                                cross, line_stroke, ring)


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
            cross(canvas, cx, cy, 28, 11, X_COLOUR, f"x{index}")
            piece = "X"
        elif o_bits >> index & 1:
            ring(canvas, cx, cy, 30, 10, O_COLOUR, f"o{index}")
            piece = "O"
        if piece:
            canvas.piece(name, piece)
        canvas.target(name, x, y, cell, cell, f"gl-cell-{index}", index in open_squares,
                      cell_words(name, piece, last=index == last, line=bool(line >> index & 1),
                                  playable=index in open_squares), row=r, move=name)
    for k in range(1, 3):  # the grid is drawn over the cell colours
        canvas.add("line", x1=pad + k * cell, y1=pad + 6, x2=pad + k * cell, y2=pad + 3 * cell - 6,
                   stroke="#8c7b5a", stroke_width=4, stroke_linecap="round")
        canvas.add("line", x1=pad + 6, y1=pad + k * cell, x2=pad + 3 * cell - 6, y2=pad + k * cell,
                   stroke="#8c7b5a", stroke_width=4, stroke_linecap="round")
    if line and view.highlight is None:
        line_stroke(canvas, [i for i in range(9) if line >> i & 1], 3, cell, pad, pad, 9)
    for k in range(3):
        canvas.label(pad + k * cell + cell / 2, pad / 2, "abc"[k])
        canvas.label(pad / 2, pad + k * cell + cell / 2, str(k + 1))
    return canvas.scene
