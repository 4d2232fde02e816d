"""Dodgem's board: a car, then where it goes; the board's size, rule and first player."""

from __future__ import annotations

import ipywidgets as widgets

from gamelib.i18n import player_word, tr
from gamelib.widgets.board import HUMAN, GameBoard, panel_control


class DodgemBoard(GameBoard):
    """Dodgem: click one of your cars, then a marked square (or the green exit arrow); from the
    keyboard, Enter on a car, the arrows to where it goes, Enter again (Escape drops the car).

    Squares are named as the move list writes them (``a1`` bottom left); Black's exits,
    right of each row, are ``off-row-<row>`` and White's, above each column,
    ``off-col-<col>`` (row and column 0 at the top left).
    """

    def __init__(self, size: int = 3, rule: str = "lecture", first: str = "Black",
                 black: str = HUMAN, white: str = "Alpha-beta", *, depth: int = 4, seed: int = 0):
        from gamelib.games.dodgem import Dodgem

        game = Dodgem(size, rule, first)
        self.selected: int | None = None
        self.size = widgets.IntSlider(value=size, min=3, max=15, description=tr("board size"),
                                      continuous_update=False, **panel_control())
        self.size.add_class("gl-size")
        self.rule = widgets.Dropdown(options=[(tr("lecture: stuck side loses"), "lecture"),
                                              (tr("Vout: stuck side wins"), "vout")],
                                     value=rule, description=tr("rule"), **panel_control())
        self.first = widgets.ToggleButtons(options=[(player_word(s), s) for s in ("Black", "White")],
                                           value=first, description=tr("first"), style={"button_width": "70px",
                                                                       "description_width": "initial"})
        self.rule.add_class("gl-rule")
        self.first.add_class("gl-first")
        super().__init__(game, {"Black": black, "White": white}, depth=depth, seed=seed)
        for control in (self.size, self.rule, self.first):
            control.observe(lambda _: self._new_rules(), names="value")

    def extra_settings(self) -> list[widgets.Widget]:
        return [self.size, self.rule, self.first]

    def _new_rules(self) -> None:
        from gamelib.games.dodgem import Dodgem

        self.selected = None
        self.replace_game(Dodgem(self.size.value, self.rule.value, self.first.value))

    def exit_for(self, name: str) -> str:
        """The name of the exit that takes the car on square ``name`` off the board."""
        index = self.game.square_index(name)
        r, c = divmod(index, self.game.size)
        black = self.session.state.black >> index & 1
        return f"off-row-{r}" if black else f"off-col-{c}"

