"""Caro's board (Gomoku): report 004's AI and the engine, the board's size, and the heat map of
report 004's evaluation."""

from __future__ import annotations

import html
import ipywidgets as widgets

from gamelib.i18n import number, tr
from gamelib.widgets.board.controls import seconds_slider, seconds_text
from gamelib.widgets.board import HUMAN, GameBoard, panel_control


class CaroBoard(GameBoard):
    """Caro (Gomoku): click an empty square (``a1`` top left).  "Heat map" shows report 004's
    evaluation of every candidate square for the side to move."""

    def __init__(self, size: int = 15, rule: str = "freestyle", x: str = HUMAN,
                 o: str = "Engine", *, depth: int = 2, time_limit: float = 0.8, seed: int = 0):
        from gamelib.games.caro import Caro

        game = Caro(size, rule)
        self.time_limit = seconds_slider(time_limit, tr("engine seconds a move"))
        # report 004 lets the player choose the board's size and the search depth
        self.size = widgets.IntSlider(value=size, min=5, max=25, description=tr("board size"),
                                      continuous_update=False, **panel_control())
        self.size.add_class("gl-size")
        self.size.observe(lambda _: self._new_first(), names="value")
        self.first = widgets.ToggleButtons(options=["X", "O"], value="X", description=tr("first"),
                                           style={"button_width": "50px",
                                                  "description_width": "initial"})
        self.first.add_class("gl-first")
        self.first.observe(lambda _: self._new_first(), names="value")
        self.heat_button = self._button("Heat map", "gl-heat", "fire")
        self.heat_button.on_click(lambda _: self._heat())
        # the picture with its text alternative (an Image widget's <img> has no alt)
        self.heat = widgets.HTML(layout=widgets.Layout(max_width="100%", display="none"))
        super().__init__(game, {"X": x, "O": o}, depth=depth, max_depth=6, seed=seed)
        self.time_limit.observe(lambda _: self._players_changed(), names="value")
        self.children = self.children + (self.heat,)

    def seconds_control(self) -> widgets.Widget:
        return self.time_limit

    def extra_settings(self) -> list[widgets.Widget]:
        return [self.size, self.time_limit, self.first, self.heat_button]

    def _new_first(self) -> None:
        """A new game with the size and first player chosen on the board."""
        from gamelib.games.caro import Caro

        self.replace_game(Caro(self.size.value, self.game.rule, self.first.value))

    def _heat(self) -> None:
        from gamelib.engines.caro_report import heat_map
        import matplotlib.pyplot as plt

        from gamelib.viz.plots import plot_heat_map

        grid = heat_map(self.game, self.session.state)
        figure = plot_heat_map(grid, self.session.state,
                               title=tr("report 004's evaluate() for {side}",
                                        side=self.session.to_move))
        self.heat.value = figure._repr_html_()
        plt.close(figure)
        self.heat.layout.display = None

    def search_report(self) -> str:
        info = getattr(self.last_player, "info", None)
        if info is None or not hasattr(info, "reason"):
            return ""
        return (f"<br><small>{html.escape(self.last_player.name)}: {html.escape(info.reason)}, "
                + tr("{nodes} nodes in {seconds} s", nodes=number(info.nodes),
                     seconds=seconds_text(info.seconds)) + "</small>")
