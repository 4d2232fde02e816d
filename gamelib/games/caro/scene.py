"""Caro's scene: a position as the board shows it (see :mod:`gamelib.viz.scenes`)."""

from __future__ import annotations

from typing import Any

from gamelib.i18n import label, tr
from gamelib.viz.scenes import (Canvas, O_COLOUR, Scene, View, X_COLOUR, cell_words, cross,
                                line_stroke, ring)


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
            cross(canvas, cx, cy, 12, 5, X_COLOUR, f"x{index}")
            piece = "X"
        elif state.o >> index & 1:
            ring(canvas, cx, cy, 13, 4.5, O_COLOUR, f"o{index}")
            piece = "O"
        if piece:
            canvas.piece(name, piece)
        canvas.target(name, x, y, cell, cell, f"gl-cell-{index}", index in view.playable,
                      cell_words(name, piece, last=index == state.last, line=index in line,
                                  playable=index in view.playable), row=r, move=name)
    if line:  # the lowest and highest index are the line's two ends in every direction
        line_stroke(canvas, list(line), n, cell, pad, pad, 7)
    letters = "abcdefghijklmnopqrstuvwxyz"
    for k in range(n):
        for edge in (pad / 2, size - pad / 2):
            canvas.label(pad + k * cell + cell / 2, edge, letters[k], 17, fill="#5a4122")
            canvas.label(edge, pad + k * cell + cell / 2, str(k + 1), 17, fill="#5a4122")
    return canvas.scene
