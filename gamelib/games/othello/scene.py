"""Othello's scene (Cờ lật): a position as the board shows it (see :mod:`gamelib.viz.scenes`).

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
>>> from gamelib.viz.scenes import scene_svg
>>> scene_svg(scene).startswith("<svg")
True
"""

from __future__ import annotations

from typing import Any

from gamelib.i18n import label, tr
from gamelib.viz.scenes import Canvas, LAST_RING, Scene, View, cell_words, described


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
                      described(cell_words(name, piece, last=index == last,
                                            playable=index in open_squares),
                                tr("victory cell") if victory >> index & 1 else ""), row=r,
                      move=name)
    for k in range(8):
        for edge in (pad / 2, size - pad / 2):
            canvas.label(pad + k * cell + cell / 2, edge, "abcdefgh"[k], 26, fill="#d8e8dc")
            canvas.label(edge, pad + k * cell + cell / 2, str(k + 1), 26, fill="#d8e8dc")
    return canvas.scene
