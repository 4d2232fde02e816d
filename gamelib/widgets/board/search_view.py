"""A board's view of the AI's last search: the tree, step by step, under the board."""

from __future__ import annotations

from typing import Any

import ipywidgets as widgets

from gamelib.core import Game
from gamelib.i18n import tr
from gamelib.widgets.stepper import TreeStepper


class SearchView(widgets.VBox):
    """Empty until asked; then the last search a tracing player made, in a
    :class:`~gamelib.widgets.stepper.TreeStepper` with the board of the node looked at."""

    def __init__(self) -> None:
        super().__init__()
        self.add_class("gl-search-view")
        self.last: tuple[Any, Any] | None = None  # (trace, state searched)

    def remember(self, player: Any, state: Any) -> None:
        """Keep ``player``'s last search from ``state``, if it traced one."""
        trace = getattr(player, "last_trace", None)
        if trace is not None:
            self.last = (trace, state)

    def clear(self) -> None:
        self.last = None
        self.children = ()

    def show(self, game: Game) -> None:
        if self.last is None:
            self.children = (widgets.HTML(
                "<i>" + tr("No search yet: let a minimax or alpha-beta player move first.") + "</i>"),)
            return
        trace, state = self.last
        title = tr("The AI's search from {position}", position=game.state_to_str(state))
        self.children = (TreeStepper(trace, game=game, title=title),)
