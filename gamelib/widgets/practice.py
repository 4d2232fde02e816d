"""A lesson's practice questions as a widget: answer, check at once, read why, see the score.

>>> quiz = Practice("10", lang="en", folder=None, keep_scores=False)
>>> quiz.answer.value = "0.76"
>>> quiz.check.click()
>>> quiz.right, quiz.asked
(1, 1)
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import ipywidgets as widgets

from gamelib.exercises import scores
from gamelib.exercises.practice import Question, lesson_questions
from gamelib.i18n import current_language, tr
from gamelib.widgets.accessible import AccessibleNames
from gamelib.widgets.reveal import Gated
from gamelib.widgets.site import SiteRendered, choice_field, quiz_html, text_field


class QuestionQuiz(SiteRendered, Gated, widgets.VBox):
    """Asks :class:`~gamelib.exercises.practice.Question` s one at a time.

    ``Check`` marks the answer and shows the explanation; only the first try at a question
    counts, and it is kept in ``gamelib-scores.json`` (see :mod:`gamelib.exercises.scores`)
    under ``lesson`` and ``exercise`` unless ``keep_scores`` is False.
    """

    def __init__(self, questions: Sequence[Question], *, lesson: str, exercise: str,
                 lang: str | None = None, folder: str | Path | None = None,
                 keep_scores: bool = True):
        self.questions = list(questions)
        self.lesson, self.exercise, self.folder = lesson, exercise, folder
        self.keep_scores = keep_scores
        self.lang = lang or current_language()
        self.index = self.right = self.asked = 0
        self._answered = False
        self.prompt = widgets.HTML()
        self.prompt.add_class("gl-practice-question")
        self.picture = widgets.HTML(layout=widgets.Layout(width="100%", overflow="auto"))
        self.answer = widgets.Text(placeholder=tr("your answer", self.lang),
                                   layout=widgets.Layout(width="260px"))
        self.answer.add_class("gl-practice-answer")
        self.choice = widgets.ToggleButtons(options=[], value=None,
                                            style={"button_width": "auto"})
        self.choice.add_class("gl-practice-choice")
        self.check = widgets.Button(description=tr("Check", self.lang), button_style="primary")
        self.check.add_class("gl-practice-check")
        self.next = widgets.Button(description=tr("Next question", self.lang))
        self.next.add_class("gl-practice-next")
        self.feedback = widgets.HTML()
        self.feedback.add_class("gl-practice-feedback")
        self.score = widgets.HTML()
        self.check.on_click(lambda _: self._check())
        self.next.on_click(lambda _: self._advance())
        # Check carries what the box holds when it is pressed (typed and checked at once)
        self.names = AccessibleNames(self.lang)
        self.names.submits(self.check, [self.answer, self.choice])
        super().__init__([self.prompt, self.picture, self.answer, self.choice,
                          widgets.HBox([self.check, self.next, self.score]), self.feedback,
                          self.names], layout=widgets.Layout(width="100%"))
        self.add_class("gl-practice")
        self.add_class(AccessibleNames.HOST)
        from gamelib.exercises import audit

        audit.register("practice", self.questions, self.lang)
        self._show()

    def _show(self) -> None:
        q = self.question
        self._update_score()
        self.feedback.value = ""
        self._answered = False
        self.answer.value = ""
        if q is None:
            done = tr("All {total} questions answered.", self.lang, total=len(self.questions))
            self.prompt.value = f"<b>{html.escape(done)}</b>"
            self.picture.value = ""
            self.answer.layout.display = self.choice.layout.display = "none"
            self.check.disabled = self.next.disabled = True
            return
        self.check.disabled, self.next.disabled = False, True
        self.prompt.value = (f"<b>{self.index + 1}/{len(self.questions)}.</b> "
                             + html.escape(q.prompt))
        self.picture.value = q.picture
        choosing = q.kind == "choice"
        self.answer.layout.display = "none" if choosing else None
        self.choice.layout.display = None if choosing else "none"
        self.choice.options = list(q.choices) if choosing else []
        self.choice.value = None

    def site_html(self) -> str:
        """The questions for the course's website, checked in the browser
        (:mod:`gamelib.widgets.site`)."""
        from gamelib.exercises.answer_keys import answer_key

        lang, total = self.lang, len(self.questions)
        yours = tr("your answer", lang)

        def fields(q: Question) -> str:
            if q.kind == "choice":
                return choice_field("answer", yours, list(q.choices))
            return text_field("answer", yours, "squares" if q.kind == "squares" else "number")

        items = [{"prompt": f"<b>{index + 1}/{total}.</b> " + html.escape(q.prompt),
                  "picture": q.picture, "fields": fields(q), "key": answer_key(q, lang)}
                 for index, q in enumerate(self.questions)]
        return quiz_html(self.site_id, items, lang=lang,
                         done=tr("All {total} questions answered.", lang, total=total))

    def _given(self) -> Any:
        q = self.question
        return self.choice.value if q is not None and q.kind == "choice" else self.answer.value

    def _check(self) -> None:
        q = self.question
        if q is None:
            return
        given = self._given()
        if given is None or str(given).strip() == "":
            first = html.escape(tr("Write or choose an answer first.", self.lang))
            self.feedback.value = f'<span style="color:#b45309">{first}</span>'
            return
        try:
            feedback = q.check(given)
        except ValueError as exc:
            self.feedback.value = f'<span style="color:#b45309">{html.escape(str(exc))}</span>'
            return
        if not self._answered:
            self.asked += 1
            self.right += feedback.correct
            self._answered = True
            if self.keep_scores:
                scores.record(self.lesson, self.exercise, q.key, feedback.correct, str(given),
                              folder=self.folder)
        colour = "#237a37" if feedback.correct else "#d62828"
        self.feedback.value = f'<span style="color:{colour}">{html.escape(feedback.message)}</span>'
        self._update_score()
        self.next.disabled = False
        if self.done:
            self.finished()

    def _update_score(self) -> None:
        words = tr("Score: {right} of {asked}", self.lang, right=self.right, asked=self.asked)
        if self.keep_scores and self.asked:
            words += " · " + tr("kept in {file}", self.lang, file=scores.SCORE_FILE)
        self.score.value = html.escape(words)

    def _advance(self) -> None:
        self.index += 1
        self._show()


class Practice(QuestionQuiz):
    """The practice questions of one lesson: ``Practice("07")``."""

    def __init__(self, lesson: str, *, lang: str | None = None, folder: str | Path | None = None,
                 keep_scores: bool = True):
        lang = lang or current_language()
        super().__init__(lesson_questions(lesson, lang), lesson=lesson, exercise="practice",
                         lang=lang, folder=folder, keep_scores=keep_scores)


class StudentName(widgets.HBox):
    """Where a student gives their name once, for their teacher's table of practice scores
    (:func:`gamelib.exercises.scores.set_student_name`); it shows the name kept so far.

    >>> import tempfile
    >>> box = StudentName(folder=tempfile.mkdtemp(), lang="en")
    >>> box.name.value = "Nguyễn Văn A"; box.save.click()
    >>> "Nguyễn Văn A" in box.saved.value
    True
    """

    def __init__(self, *, folder: str | Path | None = None, lang: str | None = None):
        self.folder, self.lang = folder, lang or current_language()
        self.name = widgets.Text(description=tr("Your name", self.lang),
                                 placeholder=tr("name or student number", self.lang),
                                 style={"description_width": "initial"},
                                 layout=widgets.Layout(width="100%", max_width="360px"))
        self.name.add_class("gl-student-name")
        self.save = widgets.Button(description=tr("Save", self.lang), button_style="primary")
        self.save.add_class("gl-student-save")
        self.saved = widgets.HTML()
        self.saved.add_class("gl-student-saved")
        self.save.on_click(lambda _: self._save())
        super().__init__([self.name, self.save, self.saved],
                         layout=widgets.Layout(flex_flow="row wrap", align_items="center"))
        self._say(scores.student_name(folder))

    def _say(self, name: str) -> None:
        # a name is no text to translate (translate="no": a login such as "root" stays as it is)
        self.saved.value = tr("Your scores are kept as: {name}", self.lang,
                              name=f'<b translate="no">{html.escape(name)}</b>')

    def _save(self) -> None:
        try:
            self._say(scores.set_student_name(self.name.value, self.folder))
        except (ValueError, OSError) as exc:
            self.saved.value = f'<span style="color:#b45309">{html.escape(str(exc))}</span>'
