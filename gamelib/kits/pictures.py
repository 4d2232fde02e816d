"""Every game's positions as pictures: in notebooks, beside a search tree, side by side.

The pictures are the kits' scenes without their click targets (:meth:`GameKit.picture`),
so a position looks the same on a board, in a lesson and in the stepper.

>>> from gamelib.kits import make_game
>>> state_svg(make_game("othello").initial_state()).startswith("<svg")
True
>>> state_svg("a") is None
True
"""

from __future__ import annotations

import html
import sys
from collections.abc import Iterable
from typing import Any

from gamelib.i18n import label
from gamelib.kits import GameKit, all_kits


def _by_state_type() -> dict[type, GameKit]:
    return {each.state_type: each for each in all_kits()
            if each.state_type is not None and each.scene is not None}


def state_svg(state: Any, width: int | None = None) -> str | None:
    """The picture of any game's position, or None for a state without one (a tree's node)."""
    found = _by_state_type().get(type(state))
    return None if found is None else found.picture(state, width)


def show_positions_as_pictures() -> None:
    """In IPython or Jupyter, display every game's positions as their pictures (outside
    IPython this does nothing)."""
    ipython = sys.modules.get("IPython")
    shell = ipython.get_ipython() if ipython is not None else None
    if shell is None:
        return
    formatter = shell.display_formatter.formatters["image/svg+xml"]
    for state_type, each in _by_state_type().items():
        formatter.for_type(state_type, each.picture)


def boards_html(states: Iterable, captions: Iterable[str] = ()) -> str:
    """Positions side by side, each drawn as its picture, with a caption under it."""
    cells = []
    for state, caption in zip(states, list(captions) + [""] * 1000):
        cells.append(f'<div style="display:inline-block;margin:4px 10px;text-align:center;'
                     f'vertical-align:top">{state_svg(state)}<br><small>{html.escape(label(caption))}'
                     "</small></div>")
    return "<div>" + "".join(cells) + "</div>"
