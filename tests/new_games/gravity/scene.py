"""Gravity three's scene: every square is a target of its own (a screen reader reads each),
and each plays its column."""

from __future__ import annotations

from typing import Any

from gamelib.i18n import label
from gamelib.viz.scenes import Canvas, LAST_EDGE, Scene, View, cell_words, ring


def gravity_scene(game: Any, state: Any, view: View = View()) -> Scene:
    """Columns a, b, ... from the left, rows 1 (top) down; a column that takes a disc is
    playable from any of its squares.

    >>> from gamelib.viz.scenes import check_scene
    >>> from gamelib.games.gravity import Gravity
    >>> game = Gravity()
    >>> check_scene(game, game.initial_state(), gravity_scene)
    """
    cell, pad = 60, 30
    canvas = Canvas(game.columns * cell + 2 * pad, game.rows * cell + 2 * pad,
                    40 * game.columns + 60, label("Gravity three"))
    canvas.add("rect", x=0, y=0, width=canvas.scene["width"], height=canvas.scene["height"],
               fill="#1d4f91", rx=10)
    last = None
    for index, who in enumerate(state.cells):
        r, c = divmod(index, game.columns)
        x, y = pad + c * cell, pad + r * cell
        name = f"{'abcdefghi'[c]}{r + 1}"
        piece = {"R": "Red", "Y": "Yellow"}.get(who, "")
        canvas.add("circle", cx=x + cell / 2, cy=y + cell / 2, r=24, fill="#f1f1f1")
        if who:
            ring(canvas, x + cell / 2, y + cell / 2, 18, 12,
                 "#b23a1e" if who == "R" else "#7a5200", f"disc{index}")
            canvas.piece(name, piece)
        if index == last:
            canvas.frame(x, y, cell, LAST_EDGE)
        playable = c in view.playable
        canvas.target(name, x, y, cell, cell, f"gl-cell-{index}", playable,
                      cell_words(name, label(piece), playable=playable), row=r,
                      move="abcdefghi"[c])
    return canvas.scene
