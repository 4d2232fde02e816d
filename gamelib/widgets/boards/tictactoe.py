"""Tic-tac-toe's board: a click on an empty square plays it."""

from __future__ import annotations

from typing import Any

from gamelib.widgets.board import HUMAN, GameBoard


class TicTacToeBoard(GameBoard):
    """Tic-tac-toe: click an empty square (``a1`` top left ... ``c3``)."""

    def __init__(self, x: str = HUMAN, o: str = "Perfect", *, depth: int = 4, seed: int = 0):
        from gamelib.evaluation.tictactoe import EVALUATIONS
        from gamelib.games.tictactoe import TicTacToe

        super().__init__(TicTacToe(), {"X": x, "O": o}, depth=depth, evaluations=EVALUATIONS,
                         max_depth=9, seed=seed)

    def scene(self) -> dict[str, Any]:
        from gamelib.games.tictactoe import LINES
        from gamelib.viz.scenes import tictactoe_scene

        x, o = self.session.state
        line = next((m for m in LINES if x & m == m or o & m == m), 0)
        return tictactoe_scene(self.session.state, legal=self.legal_now, last=self.last_action,
                               line=line)

    def on_target(self, name: str) -> None:
        self.play(self.game.parse_action(self.session.state, name))
