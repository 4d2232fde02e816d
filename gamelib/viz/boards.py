"""Positions as static SVG pictures (notebooks, the stepper's board beside the tree).

Each is the live board's own drawing (:mod:`gamelib.viz.scenes`) without its click targets,
at a fixed width, so a position looks the same wherever it appears.

>>> from gamelib.games.tictactoe import TicTacToe
>>> svg = tictactoe_svg(TicTacToe().initial_state())
>>> svg.startswith("<svg") and 'width="180"' in svg
True
"""

from __future__ import annotations

import html
from collections.abc import Iterable
from typing import Any

from gamelib.i18n import label, text
from gamelib.viz.scenes import (caro_scene, dodgem_scene, oanquan_scene, othello_scene,
                                scene_svg, tictactoe_scene)


def tictactoe_svg(state: tuple[int, int], width: int = 180, last: int | None = None,
                  highlight: Iterable[int] = ()) -> str:
    """Tic-tac-toe; ``last`` marks the last move, ``highlight`` e.g. a winning line."""
    line = sum(1 << i for i in highlight)
    return scene_svg(tictactoe_scene(state, last=last, line=line), width)


def dodgem_svg(state: Any, width: int = 200, selected: int | None = None,
               targets: Iterable[int] = (), last: tuple[int, int] | None = None) -> str:
    """Dodgem with coordinates, Black's cars facing right and White's facing up."""
    from gamelib.games.dodgem import Dodgem

    return scene_svg(dodgem_scene(Dodgem(state.size), state, selected=selected, targets=targets,
                                  last=last), width)


def othello_svg(state: Any, width: int = 220, victory_mask: int = 0, legal: int = 0,
                last: int | None = None) -> str:
    """Othello with coordinates; ``legal`` (a bit mask) gets hint dots."""
    squares = [i for i in range(64) if legal >> i & 1]
    return scene_svg(othello_scene(state, victory_mask=victory_mask, legal=squares, last=last),
                     width)


def oanquan_svg(state: Any, width: int = 300, highlight: int | None = None,
                captured: Iterable[int] = ()) -> str:
    """Ô ăn quan as drawn on the ground: squares 1–5 on top, 11–7 below, quan cells 0 and 6."""
    return scene_svg(oanquan_scene(state, highlight=highlight, captured=captured), width)


def caro_svg(state: Any, width: int = 300) -> str:
    """Caro: X blue, O red, the last move framed, a finished line struck through."""
    from gamelib.games.caro import Caro

    return scene_svg(caro_scene(Caro(state.size), state, playable=False), width)


def boards_html(states: Iterable, captions: Iterable[str] = ()) -> str:
    """Positions side by side, each drawn by its own ``_repr_svg_``, with a caption under it."""
    cells = []
    for state, caption in zip(states, list(captions) + [""] * 1000):
        cells.append(f'<div style="display:inline-block;margin:4px 10px;text-align:center;'
                     f'vertical-align:top">{state._repr_svg_()}<br><small>{html.escape(label(caption))}'
                     "</small></div>")
    return "<div>" + "".join(cells) + "</div>"


def sowing_html(game: Any, state: Any, action: Any, every: int = 1) -> str:
    """One Ô ăn quan move as a strip of boards, stone by stone (every ``every``-th step)."""
    _, steps = game.play(state, action, record=True)
    shown = [s for i, s in enumerate(steps) if i % every == 0 or s.kind in ("capture", "end", "pick")]
    cells = []
    for step in shown:
        board = state._replace(cells=step.cells, quan=step.quan)
        captured = [step.cell] if step.kind == "capture" else []
        cells.append(f'<div style="display:inline-block;margin:2px;text-align:center">'
                     f'{oanquan_svg(board, 180, highlight=step.cell, captured=captured)}<br>'
                     f'<small>{html.escape(text("practice_step_" + step.kind, cell=step.cell))}</small></div>')
    return "<div>" + "".join(cells) + "</div>"
