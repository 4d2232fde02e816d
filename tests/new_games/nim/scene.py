"""Nim's scene: a heap a row, its stones in a line; every stone is a target of its own (a
screen reader reads each), and a click on a stone takes it and every stone right of it."""

from __future__ import annotations

from typing import Any

from gamelib.i18n import label, tr
from gamelib.viz.scenes import Canvas, LAST_EDGE, PLAYABLE_EDGE, Scene, View, described

STONE = "#6b5b45"


def nim_scene(game: Any, state: Any, view: View = View()) -> Scene:
    """Heaps a, b, ... from the top; stone ``b2`` is heap b's second stone from the right,
    and a click on it plays ``b2`` (takes two).  Each heap's letter is a target too, saying
    how many stones it holds (so an empty heap is still read out).

    >>> from gamelib.viz.scenes import check_scene
    >>> from gamelib.games.nim import Nim
    >>> game = Nim()
    >>> check_scene(game, game.initial_state(), nim_scene)
    >>> scene = nim_scene(game, game.initial_state(), View(playable=game.legal_actions(game.initial_state())))
    >>> [t["title"] for t in scene["targets"][:3]]
    ['heap a, 3 stones', 'a3, heap a, takes 3, you can play here', 'a2, heap a, takes 2, you can play here']
    """
    from gamelib.games.nim import LETTERS

    cell, pad, head = 50, 20, 60
    widest = max(max(game.heaps), *state.heaps)
    width, height = head + widest * cell + pad, len(state.heaps) * cell + 2 * pad
    canvas = Canvas(width, height, 30 * widest + 80, label("Nim"))
    canvas.add("rect", x=0, y=0, width=width, height=height, fill="#f4efe3", rx=10)
    last_heap = view.last[0] if view.last is not None else None
    for heap, size in enumerate(state.heaps):
        letter, y = LETTERS[heap], pad + heap * cell
        canvas.label(head / 2, y + cell / 2, letter)
        if heap == last_heap:
            canvas.frame(0, y, cell, LAST_EDGE)
        canvas.target(f"heap {letter}", 0, y, head - 5, cell, "gl-heap", False,
                      described(tr("heap {heap}", heap=letter),
                                tr("{count} stones", count=size),
                                tr("last move") if heap == last_heap else ""), row=heap)
        for place in range(size):
            count = size - place  # stones taken by a click here: this one and those right of it
            name, x = f"{letter}{count}", head + place * cell
            playable = (heap, count) in view.playable
            canvas.add("circle", key=f"stone{heap}-{place}", cx=x + cell / 2, cy=y + cell / 2,
                       r=16, fill=STONE)
            if playable and view.hints:
                canvas.add("circle", cx=x + cell / 2, cy=y + cell / 2, r=22, fill="none",
                           stroke=PLAYABLE_EDGE, stroke_width=2)
            canvas.piece(name, tr("stone"))
            canvas.target(name, x, y, cell, cell, f"gl-stone-{heap}-{place}", playable,
                          described(name, tr("heap {heap}", heap=letter),
                                    tr("takes {count}", count=count),
                                    tr("you can play here") if playable else ""),
                          row=heap, move=name)
    return canvas.scene
