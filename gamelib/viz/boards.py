"""Positions as static SVG pictures (notebooks, the stepper's board beside the tree).

Each is the live board's own drawing (:mod:`gamelib.viz.scenes`) without its click targets,
at a fixed width, so a position looks the same wherever it appears.

>>> from gamelib.games.tictactoe import TicTacToe
>>> svg = tictactoe_svg(TicTacToe().initial_state())
>>> svg.startswith("<svg") and 'width="180"' in svg
True
"""

from __future__ import annotations

import functools
import html
import sys
from collections.abc import Callable, Iterable
from typing import Any

from gamelib.i18n import label, tr
from gamelib.viz.scenes import (caro_scene, dodgem_scene, oanquan_scene, othello_scene,
                                scene_svg, tictactoe_scene)

#: one step of an Ô ăn quan sowing, in words (a recorded step's kind -> its sentence)
SOWING_WORDS = {"pick": "take up square {cell}", "sow": "sow into {cell}",
                "capture": "capture square {cell}", "refill": "refill",
                "end": "the turn ends at {cell}"}


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


@functools.cache
def _pictures() -> dict[type, Callable[[Any], str]]:
    """Each game's state type and the function that draws it."""
    from gamelib.games.caro import CaroState
    from gamelib.games.dodgem import DodgemState
    from gamelib.games.oanquan import OAQState
    from gamelib.games.othello import OthelloState
    from gamelib.games.tictactoe import TicTacToeState

    return {TicTacToeState: tictactoe_svg, DodgemState: dodgem_svg, OthelloState: othello_svg,
            CaroState: caro_svg, OAQState: oanquan_svg}


def state_svg(state: Any) -> str | None:
    """The picture of any game's position, or None for a state without one (a tree's node).

    >>> from gamelib.games.othello import Othello
    >>> state_svg(Othello().initial_state()).startswith("<svg")
    True
    >>> state_svg("a") is None
    True
    """
    draw = _pictures().get(type(state))
    return None if draw is None else draw(state)


def show_positions_as_pictures() -> None:
    """In IPython or Jupyter, display every game's positions as their pictures.

    The rules modules know nothing of drawing; importing :mod:`gamelib.viz` registers these
    pictures with the running notebook (outside IPython this does nothing).
    """
    ipython = sys.modules.get("IPython")
    shell = ipython.get_ipython() if ipython is not None else None
    if shell is None:
        return
    formatter = shell.display_formatter.formatters["image/svg+xml"]
    for state_type, draw in _pictures().items():
        formatter.for_type(state_type, draw)


def boards_html(states: Iterable, captions: Iterable[str] = ()) -> str:
    """Positions side by side, each drawn as its picture, with a caption under it."""
    cells = []
    for state, caption in zip(states, list(captions) + [""] * 1000):
        cells.append(f'<div style="display:inline-block;margin:4px 10px;text-align:center;'
                     f'vertical-align:top">{state_svg(state)}<br><small>{html.escape(label(caption))}'
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
                     f'<small>{html.escape(tr(SOWING_WORDS[step.kind], cell=step.cell))}</small></div>')
    return "<div>" + "".join(cells) + "</div>"
