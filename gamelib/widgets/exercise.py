"""Self-checking exercises on a search trace: predict values, predict (α, β) windows.

>>> from gamelib import lecture
>>> from gamelib.search import Trace, alphabeta
>>> game = lecture.load("fig4_8")
>>> trace = Trace()
>>> _ = alphabeta(game, "1", trace=trace)
>>> quiz = PredictWindow(trace, game=game)
>>> quiz.question.question()
'Node 13 returned -7 to node 5 (MAX). What is the window (α, β) of node 5 now?'
>>> quiz.alpha.value, quiz.beta.value = "-7", "inf"
>>> quiz.check.click()
>>> quiz.right, quiz.asked
(1, 1)
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from typing import Any

import ipywidgets as widgets

from gamelib.core import Game
from gamelib.exercises import root_value_question, value_questions, window_questions
from gamelib.i18n import current_language, tr
from gamelib.search.trace import Event, Trace, events_of
from gamelib.viz.draw import draw_tree
from gamelib.widgets.accessible import AccessibleNames, scroll_region
from gamelib.widgets.reveal import Gated
from gamelib.widgets.site import SiteRendered, box_field, quiz_html, text_field


class TraceQuiz(SiteRendered, Gated, widgets.VBox):
    """Asks a list of questions about a trace, each shown on the tree as it stood then.

    A question has ``step`` (events to show), ``question(lang)``, ``fields``
    (which inputs it needs: "value", "alpha", "beta", "cut"), ``show_windows``
    and ``check_answers(answers, lang)``.  ``Check`` marks the answer and
    explains it; only the first try at each question counts towards ``right``
    and ``asked``; ``Next question`` moves on.
    """

    def __init__(self, questions: Sequence[Any], trace: "Trace | list[Event]",
                 game: Game | None = None, *, lang: str | None = None,
                 lesson: str | None = None, exercise: str = "quiz"):
        self.lesson, self.exercise = lesson, exercise  # with a lesson, first answers are kept
        self.events = list(events_of(trace))
        self.questions = list(questions)
        self.game, self.lang = game, lang or current_language()
        self.index = self.right = self.asked = 0
        self._answered = False

        def box(description: str, css: str, hint: str) -> widgets.Text:
            field = widgets.Text(description=description, placeholder=hint,
                                 layout=widgets.Layout(width="170px"))
            field.add_class(css)
            return field

        self.value = box(tr("value =", lang), "gl-quiz-value", "3, -2, ...")
        self.alpha = box("α =", "gl-quiz-alpha", "-inf, 3, ...")
        self.beta = box("β =", "gl-quiz-beta", "inf, 5, ...")
        self.cut = widgets.Checkbox(description=tr("α ≥ β: the remaining children are cut",
                                                   lang), indent=False,
                                   layout=widgets.Layout(width="auto", height="auto", max_width="100%"))
        self.cut.add_class("gl-quiz-cut")
        self.cut.add_class("gl-wrap-label")  # its whole label, on two lines if it must
        self.inputs = {"value": self.value, "alpha": self.alpha, "beta": self.beta, "cut": self.cut}
        # the tree at its own size, scrolling sideways when wider than the page
        self.picture = widgets.HTML(layout=widgets.Layout(width="100%"))
        self.prompt = widgets.HTML()
        self.prompt.add_class("gl-quiz-question")
        self.check = widgets.Button(description=tr("Check", lang), button_style="primary")
        self.check.add_class("gl-quiz-check")
        self.next = widgets.Button(description=tr("Next question", lang))
        self.next.add_class("gl-quiz-next")
        self.feedback = widgets.HTML()
        self.feedback.add_class("gl-quiz-feedback")
        self.feedback.add_class("gl-live")  # the verdict is read out
        self.score = widgets.HTML()
        self.check.on_click(lambda _: self._check())
        self.next.on_click(lambda _: self._advance())
        # Check carries what the boxes hold when it is pressed (typed and checked at once)
        self.names = AccessibleNames(self.lang)
        self.names.submits(self.check, list(self.inputs.values()))
        # the answer boxes wrap onto a second line on a narrow screen (a phone's)
        answers = widgets.HBox(list(self.inputs.values()), layout=widgets.Layout(flex_flow="row wrap"))
        answers.add_class("gl-quiz-answers")
        super().__init__([self.prompt, self.picture, answers,
                          widgets.HBox([self.check, self.next, self.score],
                                       layout=widgets.Layout(flex_flow="row wrap")), self.feedback,
                          self.names])
        self.add_class("gl-quiz")
        self.add_class(AccessibleNames.HOST)
        from gamelib.exercises import audit

        audit.register("trace", self.questions, self.lang)
        self._show()

    def _show(self) -> None:
        q = self.question
        self._update_score()
        for name, field in self.inputs.items():
            field.value = False if name == "cut" else ""
            field.layout.display = None if q is not None and name in q.fields else "none"
        self.feedback.value = ""
        self._answered = False
        if q is None:
            done = tr("All {total} questions answered.", self.lang, total=len(self.questions))
            self.prompt.value = f"<b>{html.escape(done)}</b>"
            self.check.disabled = self.next.disabled = True
            return
        self.check.disabled, self.next.disabled = False, True
        self.prompt.value = (f"<b>{self.index + 1}/{len(self.questions)}.</b> "
                             + html.escape(q.question(self.lang)))
        self.picture.value = scroll_region(
            draw_tree(self.events, q.step, game=self.game, lang=self.lang,
                      windows=q.show_windows).svg, tr("the search tree", self.lang), follow=True)

    def site_html(self) -> str:
        """The quiz for the course's website, checked in the browser (:mod:`gamelib.widgets.site`)."""
        from gamelib.exercises.answer_keys import answer_key

        lang, total = self.lang, len(self.questions)
        fields = {"value": lambda: text_field("value", tr("value =", lang), "number", "3, -2, ..."),
                  "alpha": lambda: text_field("alpha", "α =", "number", "-inf, 3, ..."),
                  "beta": lambda: text_field("beta", "β =", "number", "inf, 5, ..."),
                  "cut": lambda: box_field("cut", tr("α ≥ β: the remaining children are cut", lang))}
        items = [{"prompt": f"<b>{index + 1}/{total}.</b> " + html.escape(q.question(lang)),
                  "picture": scroll_region(draw_tree(self.events, q.step, game=self.game, lang=lang,
                                                     windows=q.show_windows).svg,
                                           tr("the search tree", lang), follow=True),
                  "fields": "".join(fields[name]() for name in q.fields),
                  "key": answer_key(q, lang)} for index, q in enumerate(self.questions)]
        return quiz_html(self.site_id, items, lang=lang,
                         done=tr("All {total} questions answered.", lang, total=total))

    def _check(self) -> None:
        q = self.question
        if q is None:
            return
        answers = {name: self.inputs[name].value for name in q.fields}
        try:
            feedback = q.check_answers(answers, lang=self.lang)
        except ValueError as exc:
            self.feedback.value = f'<span style="color:#b45309">{html.escape(str(exc))}</span>'
            return
        if not self._answered:
            self.asked += 1
            self.right += feedback.correct
            self._answered = True
            if self.lesson is not None:
                from gamelib.exercises import scores

                scores.record(self.lesson, self.exercise, f"{self.index + 1}", feedback.correct,
                              "; ".join(str(v) for v in answers.values()))
        colour = "#237a37" if feedback.correct else "#d62828"
        self.feedback.value = f'<span style="color:{colour}">{html.escape(feedback.message)}</span>'
        self._update_score()
        self.next.disabled = False
        if self.done:
            self.finished()

    def _update_score(self) -> None:
        self.score.value = html.escape(tr("Score: {right} of {asked}", self.lang, right=self.right,
                                          asked=self.asked))

    def _advance(self) -> None:
        self.index += 1
        self._show()


class PredictWindow(TraceQuiz):
    """Alpha-beta: after each child returns, predict the parent's (α, β) and whether it cuts."""

    def __init__(self, trace: "Trace | list[Event]", game: Game | None = None, *,
                 lang: str | None = None, lesson: str | None = None, exercise: str = "windows"):
        super().__init__(window_questions(trace, game), trace, game, lang=lang, lesson=lesson,
                         exercise=exercise)


class PredictRootValue(TraceQuiz):
    """Before the search: predict the root's value from the tree as the figure prints it."""

    def __init__(self, trace: "Trace | list[Event]", game: Game | None = None, *,
                 lang: str | None = None, lesson: str | None = None,
                 exercise: str = "root value"):
        super().__init__([root_value_question(trace, game)], trace, game, lang=lang,
                         lesson=lesson, exercise=exercise)


class PredictValue(TraceQuiz):
    """Minimax: once all children of a node have returned, predict the node's value."""

    def __init__(self, trace: "Trace | list[Event]", game: Game | None = None, *,
                 lang: str | None = None, lesson: str | None = None, exercise: str = "values"):
        super().__init__(value_questions(trace, game), trace, game, lang=lang, lesson=lesson,
                         exercise=exercise)
