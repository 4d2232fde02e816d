"""A board's clock for a person's move and its list of finished games.

Report 000 §1.2 asks a player to think a reasonable time, or to move at once: with a clock
set, a person who lets it run out has a random legal move played for them.
"""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import Any

import ipywidgets as widgets

from gamelib.i18n import tr
from gamelib.widgets.board.controls import panel_control


class MoveClock:
    """Seconds for a person's move (0: no clock), wound anew for every move.

    The browser counts down and reports the key of the move whose time ran out; a key from an
    earlier move (an old clock) is ignored.
    """

    def __init__(self, seconds: int, view: Any, on_change: Callable[[], None]):
        self.view = view
        self.seconds = widgets.BoundedIntText(
            value=seconds, min=0, max=600, description=tr("your clock: seconds a move (0: none)"),
            **panel_control())
        self.seconds.add_class("gl-clock")
        self.seconds.observe(lambda _: on_change(), names="value")

    def wind(self, key: str | None) -> None:
        """Start the clock for the move ``key`` (a person's), or stop it (None)."""
        if key is not None and self.seconds.value > 0:
            self.view.clock_s = float(self.seconds.value)
            self.view.clock_key = key
        else:
            self.view.clock_s = 0.0


class ScoreList:
    """Every finished game on this board: its winner, length and score, each listed once."""

    def __init__(self) -> None:
        self.results: list[dict[str, Any]] = []
        self.view = widgets.HTML()
        self.view.add_class("gl-results")

    def add(self, key: Any, winner: str, moves: int, score: str, players: dict[str, str]) -> None:
        """Add a finished game once (undo and redo reach the same game again: same ``key``)."""
        if any(r["key"] == key for r in self.results):
            return
        self.results.append({"key": key, "game": len(self.results) + 1, "winner": winner,
                             "moves": moves, "score": score, "players": players})
        rows = "".join(f"<tr><td>{r['game']}</td><td>{html.escape(r['winner'])}</td>"
                       f"<td>{r['moves']}</td><td>{html.escape(r['score'])}</td></tr>"
                       for r in self.results[-8:])
        heads = "".join(f"<th>{tr(h)}</th>" for h in ("winner", "moves", "score"))
        self.view.value = (f"<small><b>{tr('Finished games')}</b><table class='gl-text'>"
                           f"<tr><th>#</th>{heads}</tr>" + rows + "</table></small>")
