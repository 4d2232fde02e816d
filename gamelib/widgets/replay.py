"""Replay any game of a tournament on the Othello board, move by move.

>>> from gamelib.arena.tournament import Tournament
>>> games = [{"key": "a|b|0", "first": "a", "second": "b", "winner": "a", "ended": "forfeit",
...           "reason": "b (WHITE) forfeits: timeout", "moves": ["d3", "c5", "f6"], "victory_cell": ""}]
>>> viewer = GameReplay(games)
>>> viewer.ply.value
3
>>> viewer.ply.value = 1
>>> viewer.board.piece("d3"), viewer.board.piece("c5")
('black', '')
"""

from __future__ import annotations

import html
from pathlib import Path
from typing import Any

import ipywidgets as widgets

from gamelib.bots.tournament_day import ending_words, pairing_words
from gamelib.bots.standings import replay
from gamelib.arena.tournament import Tournament
from gamelib.games.othello.scene import othello_scene
from gamelib.viz.scenes import View
from gamelib.widgets.board_view import BoardView
from gamelib.i18n import label, tr


def load_results(source: str | Path | Tournament | list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Game records from a results file (JSON lines), a Tournament or a list of records."""
    if isinstance(source, Tournament):
        return list(source.results)
    if isinstance(source, (str, Path)):
        from gamelib.arena.tournament import open_log

        return list(open_log(Path(source)).values())
    return list(source)


class GameReplay(widgets.VBox):
    """A game chooser, the board, and a slider (with play) over the moves of the chosen game."""

    def __init__(self, results: str | Path | Tournament | list[dict[str, Any]], game: int = 0):
        self.records = load_results(results)
        if not self.records:
            raise ValueError("there are no games to replay in these results")
        labels = [(f"{n + 1}: {pairing_words(r)}, {self._result(r)} ({label(r.get('ended', ''))})", n)
                  for n, r in enumerate(self.records)]
        self.choice = widgets.Dropdown(options=labels, value=game, description=tr("game"),
                                       layout=widgets.Layout(width="100%", max_width="560px"))
        self.ply = widgets.IntSlider(value=0, min=0, max=0, description=tr("move"),
                                     layout=widgets.Layout(width="100%", max_width="420px"))
        self.play = widgets.Play(value=0, min=0, max=0, interval=500)
        widgets.jslink((self.play, "value"), (self.ply, "value"))
        self.board = BoardView(layout=widgets.Layout(width="100%", max_width="420px"))
        self.caption = widgets.HTML()
        self.choice.add_class("gl-replay-game")
        self.ply.add_class("gl-replay-ply")
        self.choice.observe(lambda _: self._load(), names="value")
        self.ply.observe(lambda _: self._show(), names="value")
        super().__init__([self.choice, widgets.HBox([self.play, self.ply]), self.board, self.caption])
        self._load()

    @staticmethod
    def _result(record: dict[str, Any]) -> str:
        if record["winner"] is None:
            return "0-0" if "points" in record else "½-½"
        return "1-0" if record["winner"] == record["first"] else "0-1"

    def _load(self) -> None:
        record = self.records[self.choice.value]
        self.game, self.states = replay(record)
        last = len(self.states) - 1
        self.ply.max = self.play.max = last
        if self.ply.value == last:
            self._show()
        self.ply.value = last

    def _show(self) -> None:
        record, k = self.records[self.choice.value], self.ply.value
        moves = record.get("moves", [])
        state = self.states[k]
        last = None if k == 0 or moves[k - 1] == "pass" else self.game.parse_action(self.states[k - 1], moves[k - 1])
        self.board.scene = othello_scene(self.game, state, View(last=last, hints=False))
        discs = self.game.discs(state)
        text = tr("<b>{black}</b> (black, {black_discs} discs) against <b>{white}</b> (white, "
                  "{white_discs} discs) "
                  "— move {k} of {n}", black=record["first"], white=record["second"],
                  black_discs=discs["BLACK"], white_discs=discs["WHITE"], k=k, n=len(moves)) + (
            f": {moves[k - 1]}" if k else "")
        if k == len(moves):
            text += f"<br>{html.escape(ending_words(record))}"
        self.caption.value = text
