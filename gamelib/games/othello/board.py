"""Othello's board (Cờ lật): the engine at three levels, the course's and the standard rule, the
assignment's victory cells."""

from __future__ import annotations

import html

import ipywidgets as widgets

from gamelib.i18n import number, player_word, tr
from gamelib.widgets.board.controls import seconds_slider, seconds_text
from gamelib.widgets.board import HUMAN, GameBoard, disc_icon, panel_control


class OthelloBoard(GameBoard):
    """Othello (Cờ lật): click a square with a hint dot.  ``rule`` is the course's ("course":
    the game ends when the player to move cannot move, assignment 001 §I.2) or international
    Othello's ("standard": that player passes); the board says which is in force.
    ``variant=True`` plays the assignment's variant with five victory cells (gold frames) drawn
    from ``cells_seed``; it never passes."""

    def __init__(self, black: str = HUMAN, white: str = "Strong engine", *, variant: bool = False,
                 cells_seed: int = 0, rule: str = "course", time_limit: float = 0.8, depth: int = 3,
                 seed: int = 0):
        from gamelib.games.othello import Othello, random_victory_cells

        self.victory = random_victory_cells(cells_seed) if variant else None
        game = Othello(self.victory, rule)
        self.rule = widgets.Dropdown(options=[(tr("course: no move ends the game"), "course"),
                                              (tr("standard: no move, pass"), "standard")],
                                     value=rule, description=tr("rule"), disabled=variant,
                                     **panel_control())
        self.rule.add_class("gl-rule")
        self.time_limit = seconds_slider(time_limit, tr("engine seconds a move"))
        self.pass_button = self._button("Pass", "gl-pass", "step-forward")
        self.pass_button.on_click(lambda _: self._pass())
        super().__init__(game, {"BLACK": black, "WHITE": white}, depth=depth, max_depth=6,
                         seed=seed)
        self.time_limit.observe(lambda _: self._players_changed(), names="value")
        self.rule.observe(lambda _: self._new_rule(), names="value")

    def _new_rule(self) -> None:
        from gamelib.games.othello import Othello

        self.replace_game(Othello(self.victory, self.rule.value))

    def end_reason(self) -> str:
        outcome = self.game.outcome(self.session.state)
        if outcome is not None and outcome.stuck is not None:  # (never under standard rules)
            return tr("{side} cannot move, so the game ends (the course's rule). ",
                      side=player_word(outcome.stuck, game=self.game))
        return ""

    def seconds_control(self) -> widgets.Widget:
        return self.time_limit

    def extra_settings(self) -> list[widgets.Widget]:
        return [self.rule, self.time_limit, self.pass_button]

    def _pass(self) -> None:
        from gamelib.games.othello import PASS

        if self.legal_now == {PASS}:
            self.play(PASS)

    def refresh_cells(self) -> None:
        from gamelib.games.othello import PASS

        super().refresh_cells()
        self.pass_button.disabled = self.legal_now != {PASS}
        self.pass_button.layout.display = None if self.game.passes else "none"

    def score_text(self) -> str:
        discs = self.game.discs(self.session.state)
        return f"{player_word('Black')} {discs['BLACK']} – {player_word('White')} {discs['WHITE']}"

    def search_report(self) -> str:
        info = getattr(self.last_player, "info", None)
        discs = self.game.discs(self.session.state)
        counts = (f"<br>{disc_icon('#151515')} {discs['BLACK']} &nbsp; "
                  f"{disc_icon('#f4f4f0')} {discs['WHITE']}")
        if info is None or not info.depth:
            return counts + super().search_report()
        exact = tr(" (exact)") if info.exact else ""
        return (counts + f"<br><small>{html.escape(self.last_player.name)}: "
                + tr("depth {depth}{exact}, value {value}, {nodes} nodes in {seconds} s",
                     depth=info.depth, exact=exact, value=number(info.value, sign=True),
                     nodes=number(info.nodes), seconds=seconds_text(info.seconds)) + "</small>")
