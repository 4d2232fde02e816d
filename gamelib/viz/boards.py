"""An Ô ăn quan move as a strip of static boards, stone by stone (lesson 06).

Any game's position as a picture is its kit's (:meth:`gamelib.kits.GameKit.picture`); this
module draws what only a sowing has: its steps.
"""

from __future__ import annotations

import html
from typing import Any

from gamelib.i18n import tr
from gamelib.games.oanquan.scene import oanquan_scene
from gamelib.viz.scenes import View, scene_svg

#: one step of an Ô ăn quan sowing, in words (a recorded step's kind -> its sentence)
SOWING_WORDS = {"pick": "take up square {cell}", "sow": "sow into {cell}",
                "capture": "capture square {cell}", "refill": "refill",
                "end": "turn over"}


def sowing_html(game: Any, state: Any, action: Any, every: int = 1) -> str:
    """One Ô ăn quan move as a strip of boards, stone by stone (every ``every``-th step)."""
    _, steps = game.play(state, action, record=True)
    shown = [s for i, s in enumerate(steps) if i % every == 0 or s.kind in ("capture", "end", "pick")]
    cells = []
    for step in shown:
        board = state._replace(cells=step.cells, quan=step.quan)
        view = View(highlight=step.cell, captured=[step.cell] if step.kind == "capture" else [])
        cells.append(f'<div style="display:inline-block;margin:2px;text-align:center">'
                     f'{scene_svg(oanquan_scene(game, board, view), 180)}<br>'
                     f'<small>{html.escape(tr(SOWING_WORDS[step.kind], cell=step.cell))}</small></div>')
    return "<div>" + "".join(cells) + "</div>"
