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


#: a step's board, in pixels: its numbers are then 11 px or more (the board is 752 units wide,
#: its numbers 18-20 units high), readable on a laptop
STEP_WIDTH = 460


def sowing_html(game: Any, state: Any, action: Any, every: int = 1) -> str:
    """One Ô ăn quan move as a strip of boards, stone by stone (every ``every``-th step): a row
    that scrolls sideways (with the mouse, or the arrow keys once it has focus), each board big
    enough to read its numbers.

    >>> from gamelib.games.oanquan import OAnQuan
    >>> game = OAnQuan()
    >>> strip = sowing_html(game, game.initial_state(), game.parse_action(game.initial_state(), "1-"))
    >>> strip.count("<svg"), 'tabindex="0"' in strip, f'width="{STEP_WIDTH}"' in strip
    (14, True, True)
    """
    _, steps = game.play(state, action, record=True)
    shown = [s for i, s in enumerate(steps) if i % every == 0 or s.kind in ("capture", "end", "pick")]
    cells = []
    for number, step in enumerate(shown, 1):
        board = state._replace(cells=step.cells, quan=step.quan)
        view = View(highlight=step.cell, captured=[step.cell] if step.kind == "capture" else [])
        words = html.escape(f"{number}. " + tr(SOWING_WORDS[step.kind], cell=step.cell))
        cells.append(f'<figure style="display:inline-block;margin:4px 6px;text-align:center;'
                     f'vertical-align:top">{scene_svg(oanquan_scene(game, board, view), STEP_WIDTH)}'
                     f'<figcaption>{words}</figcaption></figure>')
    label = html.escape(tr("the move, stone by stone ({n} steps): scroll sideways", n=len(shown)))
    return (f'<div role="region" tabindex="0" aria-label="{label}" style="overflow-x:auto;'
            f'white-space:nowrap;max-width:100%">' + "".join(cells) + "</div>")
