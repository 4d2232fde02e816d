"""Edit an evaluation in a grid of numbers, play it against the unchanged one, see the result.

>>> lab = EvaluationLab("dodgem")
>>> lab.fields["block_direct"].value = 0
>>> lab.games.value = 2
>>> lab.run.click()
>>> lab.progress.value, len(lab.history)
(2, 1)
"""

from __future__ import annotations

import html
from typing import Any

import ipywidgets as widgets

from gamelib.arena.evaluation_lab import lab_of, load, run_series, save
from gamelib.i18n import label, percent, tr


class EvaluationLab(widgets.VBox):
    """The evaluation lab for one game whose kit offers a lab (see
    :func:`~gamelib.arena.evaluation_lab.lab_games`).

    Tables are edited in a grid, single numbers in boxes.  "Play series" plays
    the edited evaluation against the unchanged one with a progress bar and adds
    the score to the plot of every series run so far.  "Save" and "Load" use
    the JSON file named in the path box; "Reset" restores the defaults.
    """

    def __init__(self, game: str, path: str = "edited-evaluation.json"):
        self.lab = lab_of(game)
        self.game_name = game
        self.fields: dict[str, Any] = {}
        self.history: list[tuple[str, float, float, float]] = []
        editors = [self._editor(key, value) for key, value in self.lab.default().items()
                   if key not in ("size", "name", "win")]
        self.games = widgets.IntSlider(value=20, min=2, max=200, step=2,
                                       description=tr("number of games"))
        self.run = widgets.Button(description=tr("Play series"), button_style="primary", icon="play")
        self.run.add_class("gl-lab-run")
        self.progress = widgets.IntProgress(value=0, min=0, max=1, description=tr("played"))
        self.progress.add_class("gl-lab-progress")
        self.outcome = widgets.HTML()
        self.outcome.add_class("gl-lab-outcome")
        # hidden until there is a series to show (an empty image is a broken-image icon)
        self.plot = widgets.Image(format="png", layout=widgets.Layout(display="none",
                                                                     max_width="100%"))
        self.path = widgets.Text(value=path, description=tr("file"))
        self.save_button = widgets.Button(description=tr("Save"), icon="save")
        self.load_button = widgets.Button(description=tr("Load"), icon="folder-open")
        self.reset_button = widgets.Button(description=tr("Reset"), icon="undo")
        self.run.on_click(lambda _: self._run())
        self.save_button.on_click(lambda _: self._save())
        self.load_button.on_click(lambda _: self._load())
        self.reset_button.on_click(lambda _: self.set_params(self.lab.default()))
        super().__init__([
            widgets.HTML(f"<b>{html.escape(label(self.lab.describe))}</b>"),
            widgets.HBox(editors, layout=widgets.Layout(flex_flow="row wrap")),
            widgets.HBox([self.games, self.run, self.progress]),
            self.outcome, self.plot,
            widgets.HBox([self.path, self.save_button, self.load_button, self.reset_button]),
        ])
        self.add_class("gl-lab")

    def _editor(self, key: str, value: Any) -> widgets.Widget:
        if isinstance(value, list) and value and isinstance(value[0], list):
            cells = [[widgets.FloatText(value=v, layout=widgets.Layout(width="62px")) for v in row]
                     for row in value]
            self.fields[key] = cells
            grid = widgets.GridBox([c for row in cells for c in row], layout=widgets.Layout(
                grid_template_columns=f"repeat({len(value[0])}, 64px)", grid_gap="1px"))
            return widgets.VBox([widgets.HTML(f"<small>{html.escape(label(key))}</small>"), grid],
                                layout=widgets.Layout(margin="0 14px 8px 0"))
        if isinstance(value, list):
            cells = [widgets.FloatText(value=v, layout=widgets.Layout(width="92px")) for v in value]
            self.fields[key] = cells
            words = tr("{name} (0..{last} stones)", name=label(key), last=len(value) - 1)
            return widgets.VBox([widgets.HTML(f"<small>{html.escape(words)}</small>"), widgets.HBox(cells)])
        box = widgets.FloatText(value=value, description=label(key), style={"description_width": "initial"},
                                layout=widgets.Layout(width="auto", margin="0 14px 4px 0"))
        self.fields[key] = box
        return box

    def params(self) -> dict[str, Any]:
        """The numbers as they stand in the editors."""
        out = dict(self.lab.default())
        for key, field in self.fields.items():
            if isinstance(field, list) and field and isinstance(field[0], list):
                out[key] = [[_number(c.value) for c in row] for row in field]
            elif isinstance(field, list):
                out[key] = [_number(c.value) for c in field]
            else:
                out[key] = _number(field.value)
        return out

    def set_params(self, params: dict[str, Any]) -> None:
        for key, field in self.fields.items():
            value = params[key]
            if isinstance(field, list) and field and isinstance(field[0], list):
                for row, values in zip(field, value):
                    for cell, v in zip(row, values):
                        cell.value = v
            elif isinstance(field, list):
                for cell, v in zip(field, value):
                    cell.value = v
            else:
                field.value = value

    def _run(self) -> None:
        games = self.games.value
        self.progress.max, self.progress.value = games, 0
        try:
            result = run_series(self.game_name, self.params(), games=games,
                                progress=lambda done, total: setattr(self.progress, "value", done))
        except ValueError as exc:
            self.outcome.value = f'<span style="color:#d62828">{html.escape(str(exc))}</span>'
            return
        from gamelib.arena.tournament import wilson

        low, high = wilson(result.wins + result.draws / 2, result.games)
        self.history.append((tr("series {n}", n=len(self.history) + 1), result.score, low, high))
        self.outcome.value = html.escape(tr(
            "edited against unchanged: +{wins} ={draws} -{losses} in {games} games, score {score} "
            "(95% {low}-{high})", wins=result.wins, draws=result.draws, losses=result.losses,
            games=result.games, score=percent(result.score), low=percent(low), high=percent(high)))
        self._draw()

    def _draw(self) -> None:
        from gamelib.viz.draw import figure_png
        from gamelib.viz.plots import plot_score_bars

        rows = [{"name": name, "against": tr("unchanged"), "score": score, "low": low, "high": high}
                for name, score, low, high in self.history]
        self.plot.value = figure_png(plot_score_bars(rows, title=tr("edited evaluation, series by series")))
        self.plot.layout.display = None

    def _save(self) -> None:
        try:
            path = save(self.game_name, self.params(), self.path.value)
            self.outcome.value = html.escape(tr("saved to {path}", path=path))
        except (ValueError, OSError) as exc:
            self.outcome.value = f'<span style="color:#d62828">{html.escape(str(exc))}</span>'

    def _load(self) -> None:
        try:
            game, params = load(self.path.value)
            if game != self.game_name:
                raise ValueError(f"{self.path.value} holds a {game} evaluation, not {self.game_name}")
            self.set_params(params)
            self.outcome.value = html.escape(tr("loaded {path}", path=self.path.value))
        except ValueError as exc:
            self.outcome.value = f'<span style="color:#d62828">{html.escape(str(exc))}</span>'


def _number(value: float) -> int | float:
    return int(value) if float(value).is_integer() else value
