"""What would answer a lesson's questions, shown only once they are answered.

A lesson puts its quiz first and what gives the answers away -- the searched tree, the α/β
table, the stepper -- in a :class:`Reveal` under it: it shows a note until every question of
the quiz has a first answer, or until the student asks for the answers (the questions still
open then stay unanswered in their scores).

>>> from gamelib import lecture
>>> from gamelib.search import Trace, minimax
>>> from gamelib.widgets import PredictValue
>>> game = lecture.load("fig4_3"); trace = Trace()
>>> _ = minimax(game, "a", trace=trace)
>>> quiz = PredictValue(trace, game=game)
>>> gate = quiz.reveal("<b>a = 2</b>")
>>> gate.shown
False
>>> gate.show_now.click()   # (outside a notebook, what it shows is printed)
<IPython.core.display.HTML object>
>>> gate.shown
True
"""

from __future__ import annotations

import html
from typing import Any

import ipywidgets as widgets

from gamelib.i18n import current_language, tr


class Reveal(widgets.VBox):
    """``contents`` (anything a notebook can display: a picture, a table, a widget, HTML text)
    kept back until ``quiz`` is answered; nothing of them reaches the page before."""

    def __init__(self, quiz: Any, *contents: Any, lang: str | None = None):
        self.quiz, self.contents, self.lang = quiz, contents, lang or current_language()
        self.shown = False
        self.note = widgets.HTML(
            "<i>" + html.escape(tr("The answers to the questions above appear here once you "
                                   "have answered them.", self.lang)) + "</i>")
        self.show_now = widgets.Button(description=tr("Show the answers now", self.lang),
                                       tooltip=tr("The questions you have not answered stay "
                                                  "unanswered in your scores", self.lang),
                                       layout=widgets.Layout(width="auto"))
        self.show_now.add_class("gl-reveal-now")
        self.show_now.on_click(lambda _: self.show())
        self.output = widgets.Output(layout=widgets.Layout(width="100%", overflow="auto"))
        super().__init__([self.note, self.show_now, self.output])
        self.add_class("gl-reveal")
        quiz.on_done(self.show)  # (at once when the quiz is already answered: a cell run again)

    def show(self) -> None:
        """Show the contents (once)."""
        if self.shown:
            return
        self.shown = True
        self.note.layout.display = self.show_now.layout.display = "none"
        from IPython.display import HTML, display

        with self.output:
            for content in self.contents:
                display(HTML(content) if isinstance(content, str) else content)
