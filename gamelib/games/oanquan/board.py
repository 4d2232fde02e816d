"""Ô ăn quan's board: a square, then a direction; every move sown stone by stone."""

from __future__ import annotations

import html
from typing import Any

import ipywidgets as widgets

from gamelib.i18n import tr
from gamelib.viz.scenes import View
from gamelib.widgets.board import HUMAN, GameBoard


class OAnQuanBoard(GameBoard):
    """Ô ăn quan: click one of your squares, then one of the two arrows on it (``3+`` sows
    clockwise, ``3-`` anticlockwise, as the move list writes them); from the keyboard, Enter on
    a square, then the arrow keys choose a direction and Enter sows (Escape drops the square).
    Every move is shown sown stone by stone on the board, and can be replayed step by step under
    it; the status, the score and what a screen reader is told change when the sowing shown has
    ended, never ahead of the stones."""

    def __init__(self, a: str = HUMAN, b: str = "Level 3", *, depth: int = 4, seed: int = 0,
                 time_limit: float = 0.5, clock: int = 0, **rules: Any):
        from gamelib.games.oanquan import OAnQuan

        game = OAnQuan(**rules)
        self.strong_seconds = time_limit
        self.selected: int | None = None
        self.clockwise = self._button("clockwise ↻", "gl-clockwise", "redo")
        self.anticlockwise = self._button("anticlockwise ↺", "gl-anticlockwise", "undo")
        self.clockwise.on_click(lambda _: self._sow(1))
        self.anticlockwise.on_click(lambda _: self._sow(-1))
        self.replay = widgets.IntSlider(value=0, min=0, max=0, description=tr("step"),
                                        layout=widgets.Layout(width="100%", max_width="420px"))
        self.replay_play = widgets.Play(value=0, min=0, max=0, interval=350)
        widgets.link((self.replay_play, "value"), (self.replay, "value"))
        self.replay_view = widgets.HTML(layout=widgets.Layout(width="100%", max_width="420px"))
        self.replay.add_class("gl-replay")
        self.replay.observe(lambda _: self._show_replay(), names="value")
        self.steps: list = []
        self._sown = 0  # moves already sown on the board (an undo is not sown again)
        super().__init__(game, {"A": a, "B": b}, depth=depth, seed=seed, max_depth=8, clock=clock)
        self.children = self.children + (widgets.VBox([
            widgets.HTML(f"<b>{tr('The last move, stone by stone')}</b>"),
            widgets.HBox([self.replay_play, self.replay]), self.replay_view]),)
        self.session.observe(lambda _: self._record_last_move())

    def extra_settings(self) -> list[widgets.Widget]:
        return [widgets.HBox([self.anticlockwise, self.clockwise],
                             layout=widgets.Layout(flex_flow="row wrap"))]

    def seconds_a_move(self) -> float:
        return self.strong_seconds

    def _sow(self, direction: int) -> None:
        if self.selected is not None:
            self.click(f"{self.selected}{'+' if direction > 0 else '-'}")

    def refresh_cells(self) -> None:
        super().refresh_cells()
        can_sow = self.selected is not None and self.human_to_move
        self.clockwise.disabled = self.anticlockwise.disabled = not can_sow

    def _step_state(self, step: Any) -> Any:
        return self.session.states[-2]._replace(cells=step.cells, quan=step.quan)

    @staticmethod
    def _step_view(step: Any) -> View:
        return View(highlight=step.cell, captured=[step.cell] if step.kind == "capture" else [])

    def _record_last_move(self) -> None:
        from gamelib.games.oanquan.scene import oanquan_scene

        if not self.session.actions:
            self.steps = []
        else:
            _, self.steps = self.game.play(self.session.states[-2], self.session.actions[-1], record=True)
        self.replay.max = self.replay_play.max = max(0, len(self.steps) - 1)
        self.replay.value = self.replay.max
        self._show_replay()
        played = len(self.session.actions)
        if played > self._sown:  # a new move (not an undo): sow it stone by stone on the board
            every = max(1, len(self.steps) // 40)  # at most about 40 frames
            self._sown = played
            self.view.animate([oanquan_scene(self.game, self._step_state(step), self._step_view(step))
                               for i, step in enumerate(self.steps)
                               if i % every == 0 or step.kind in ("capture", "pick")])
            self.refresh_status()  # "on the board: ..." while it is sown
        self._sown = played

    def _show_replay(self) -> None:
        from gamelib.games.oanquan.scene import oanquan_scene
        from gamelib.viz.scenes import scene_svg

        if not self.steps:
            self.replay_view.value = f"<i>{tr('No move yet.')}</i>"
            return
        step = self.steps[self.replay.value]
        mover = self.session.states[-2].to_move
        words = tr({"pick": "takes up square {cell} ({hand} in hand)",
                    "sow": "drops a stone in {cell} ({hand} left)",
                    "capture": "captures cell {cell}: +{gained}",
                    "refill": "puts one dân on each empty square",
                    "end": "the turn ends"}[step.kind], cell=step.cell, hand=step.hand,
                   gained=step.gained)
        picture = oanquan_scene(self.game, self._step_state(step), self._step_view(step))
        self.replay_view.value = (f'<div style="max-width:100%">{scene_svg(picture, width=400)}</div>'
                                  "<small>" + tr("step {n}/{total}: ", n=self.replay.value + 1,
                                                 total=len(self.steps))
                                  + f"{mover} {html.escape(words)}</small>")

    def score_text(self) -> str:
        scores = self.game.scores(self.session.state)
        return f"A {scores['A']} – B {scores['B']}"

    def search_report(self) -> str:
        scores = self.game.scores(self.session.state)
        state = self.session.state
        line = "<br>" + " &nbsp; ".join(
            tr("{side}: {points} points ({dan} dân, {quan} quan)", side=side, points=scores[side],
               dan=state.dan[k], quan=state.quans[k]) for k, side in enumerate("AB"))
        return line + super().search_report()
