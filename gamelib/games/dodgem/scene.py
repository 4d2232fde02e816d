"""Dodgem's scene: a position as the board shows it (see :mod:`gamelib.viz.scenes`)."""

from __future__ import annotations

from typing import Any

from gamelib.i18n import label, tr
from gamelib.viz.scenes import (Canvas, LAST_EDGE, PLAYABLE_EDGE, SELECTED_EDGE, Scene, View,
                                described)


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
                      words, row=r + 1, selects=index if index in movable else None,
                      move=game.action_to_str(state, (selected, index)) if index in goal else None)
    for r in range(n):  # Black's exits, right of each row
        x, y = left + n * cell + 8, top + r * cell + cell / 2
        on = f"off-row-{r}" in open_exits
        canvas.add("path", d=f"M{x},{y - 16}L{x + 30},{y}L{x},{y + 16}Z",
                   fill=PLAYABLE_EDGE if on else "#cfc6b4",
                   **({"stroke": "#0b2414", "stroke_width": 2} if on else {}))
        canvas.target(f"off-row-{r}", x - 4, y - cell / 2 + 8, right - 8, cell - 16,
                      f"gl-off-row-{r}", on,
                      described(tr("exit of row {row}, for black pieces", row=n - r),
                                tr("the selected piece can leave here") if on else ""), row=r + 1,
                      move=game.action_to_str(state, (selected, OFF)) if on else None)
    for c in range(n):  # White's exits, above each column
        x, y = left + c * cell + cell / 2, top - 8
        on = f"off-col-{c}" in open_exits
        canvas.add("path", d=f"M{x - 16},{y}L{x},{y - 30}L{x + 16},{y}Z",
                   fill=PLAYABLE_EDGE if on else "#cfc6b4",
                   **({"stroke": "#0b2414", "stroke_width": 2} if on else {}))
        canvas.target(f"off-col-{c}", x - cell / 2 + 8, 4, cell - 16, top - 8,
                      f"gl-off-col-{c}", on,
                      described(tr("exit of column {column}, for white pieces",
                                   column="abcdefghijklmno"[c]),
                                tr("the selected piece can leave here") if on else ""), row=0,
                      move=game.action_to_str(state, (selected, OFF)) if on else None)
    for k in range(n):
        canvas.label(left + k * cell + cell / 2, height - bottom / 2, "abcdefghijklmno"[k])
        canvas.label(left / 2, top + k * cell + cell / 2, str(n - k))
    return canvas.scene
