"""What would answer a lesson's questions, shown only once they are answered.

A lesson puts its quiz first and what gives the answers away -- the searched tree, the α/β
table, the stepper -- in a :class:`Reveal` under it: it shows a note until every question of
the quiz has a first answer, or until the student asks for the answers (the questions still
open then stay unanswered in their scores).

A widget reaches the page as soon as it is made (its state goes over the kernel's messages,
which a browser's network view shows, whether or not it is displayed), so a widget that gives
answers away is given as a function that makes it, called only when the answers are shown:
``quiz.reveal(lambda: TreeStepper(trace, game=game))``. A widget already made is refused (a
quiz is allowed: it holds questions, not answers).

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
>>> made = []
>>> later = quiz.reveal(lambda: made.append("the stepper") or "<b>the stepper</b>")
>>> made                    # nothing is made before the answers are shown
[]
>>> later.show_now.click()
<IPython.core.display.HTML object>
>>> made
['the stepper']
"""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from typing import Any

import ipywidgets as widgets

from gamelib.i18n import current_language, tr
from gamelib.viz.site import attribute
from gamelib.widgets.site import SiteRendered, site_fragment, site_id_of


class Gated:
    """What every quiz of a lesson shares: its questions in order, whether each has a first
    answer, and what waits for that (a :class:`Reveal`). A quiz sets ``questions``, ``index``,
    ``asked`` and ``lang``, and calls :meth:`finished` when its last first answer comes in."""

    questions: Sequence[Any]
    index: int
    asked: int
    lang: str

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        self._when_done: list[Callable[[], None]] = []
        super().__init__(*args, **kwargs)

    @property
    def question(self) -> Any | None:
        """The question on screen (``None`` when all are answered)."""
        return self.questions[self.index] if self.index < len(self.questions) else None

    @property
    def done(self) -> bool:
        """Whether every question has a first answer."""
        return self.asked == len(self.questions)

    def on_done(self, callback: Callable[[], None]) -> None:
        """Call ``callback()`` once every question has a first answer (now, if they have)."""
        self._when_done.append(callback)
        if self.done:
            callback()

    def finished(self) -> None:
        """Every question has its first answer: run what waited for that."""
        for callback in self._when_done:
            callback()

    def reveal(self, *contents: Any) -> "Reveal":
        """What answers these questions, kept back until they are answered (:class:`Reveal`)."""
        return Reveal(self, *contents, lang=self.lang)


class Reveal(SiteRendered, widgets.VBox):
    """``contents`` (anything a notebook can display: a picture, a table, a widget, HTML text)
    kept back until ``quiz`` is answered; nothing of them reaches the page before."""

    def __init__(self, quiz: Any, *contents: Any, lang: str | None = None):
        for content in contents:
            if isinstance(content, widgets.Widget) and not isinstance(content, Gated):
                kind = type(content).__name__
                raise ValueError(
                    f"Reveal was given a {kind} already made: a widget reaches the page (over "
                    f"the kernel's messages) as soon as it is made, before the questions are "
                    f"answered; give a function that makes it instead, e.g. "
                    f"quiz.reveal(lambda: {kind}(...))")
        self.quiz, self.contents, self.lang = quiz, contents, lang or current_language()
        self._made: list[Any] | None = None
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

    def site_html(self) -> str:
        """For the course's website: the note and the button, and the contents kept in a
        template until the quiz on the page has its answers (:mod:`gamelib.widgets.site`)."""
        lang = self.lang
        inside = "".join(site_fragment(content, lang) for content in self.made())
        note = tr("The answers to the questions above appear here once you have answered them.", lang)
        skip = tr("Skip the {n} questions: show what they lead to, answers included", lang, n="{n}")
        return (f'<div class="gl-site-reveal" data-quiz="{site_id_of(self.quiz)}" data-skip="{attribute(skip)}">'
                f'<p class="gl-site-reveal-note"><i>{html.escape(note)}</i></p>'
                f'<button type="button" class="gl-site-reveal-now">{html.escape(tr("Show the answers now", lang))}</button>'
                f'<template>{inside}</template></div>')

    def show(self) -> None:
        """Show the contents (once)."""
        if self.shown:
            return
        self.shown = True
        self.note.layout.display = self.show_now.layout.display = "none"
        from IPython.display import HTML, display

        with self.output:
            for content in self.made():
                display(HTML(content) if isinstance(content, str) else content)

    def made(self) -> list[Any]:
        """The contents, each function among them called (once) to make what it shows."""
        if self._made is None:
            self._made = [content() if callable(content) and not isinstance(content, widgets.Widget)
                          else content for content in self.contents]
        return self._made
