"""A progress bar for long runs (matches, tournaments) in a notebook.

>>> bar = ProgressBar("games")
>>> bar.update(3, 12)
>>> bar.bar.value, bar.bar.max, bar.label.value
(3, 12, '3 / 12 games')
"""

from __future__ import annotations

import ipywidgets as widgets

from gamelib.i18n import tr


class ProgressBar(widgets.HBox):
    """An ``ipywidgets`` progress bar; pass ``bar.update`` as a ``progress=`` callback."""

    def __init__(self, what: str = "games"):
        self.what = what
        self.bar = widgets.IntProgress(value=0, min=0, max=1)
        self.bar.add_class("gl-progress")
        self.label = widgets.HTML()
        super().__init__([self.bar, self.label])

    def update(self, done: int, total: int) -> None:
        self.bar.max = max(1, total)
        self.bar.value = done
        self.label.value = tr("{n} / {total} {what}", n=done, total=total, what=tr(self.what))
