"""The widgets as the course's website shows them: static HTML that a small script brings to life.

A widget that mixes in :class:`SiteRendered` adds, when the lesson runs for the website
(:func:`gamelib.viz.site.site_enabled`), its :meth:`~SiteRendered.site_html` to what it displays
(:data:`gamelib.viz.site.SITE_MIME`). Nothing in that HTML needs Python: a stepper carries every
step drawn in advance (tree, table, caption; the trace is data), a quiz its questions with salted
answer digests (:mod:`gamelib.exercises.answer_keys`), a :class:`~gamelib.widgets.reveal.Reveal`
its contents, kept in a ``<template>`` until the quiz above is answered. A stepper's steps and a
quiz's questions are packed (:func:`pack`): one step differs from the next by a few nodes and
rows, so each piece of HTML is written once and each step lists the pieces it is made of. The website's
script (``gamelib/course/site_static/gamelib-site.js``) steps, checks and reveals; every word
is written here, in the lesson's language.

>>> from gamelib import lecture
>>> from gamelib.search import Trace, alphabeta
>>> from gamelib.widgets import TreeStepper
>>> game = lecture.load("fig4_8"); trace = Trace()
>>> _ = alphabeta(game, "1", trace=trace)
>>> page = TreeStepper(trace, game=game).site_html()
>>> len(unpack(page)) == len(trace) + 1   # step 0, then one a search event
True
"""

from __future__ import annotations

import html
import itertools
import json
import re
from typing import Any

from gamelib.i18n import current_language, tr
from gamelib.viz.site import SITE_MIME, attribute, json_script, site_enabled

#: where a fragment links to its lesson's notebook; the website's builder fills in the file
NOTEBOOK_LINK = "#gl-notebook"
_ids = itertools.count(1)
#: a button's picture (its name is the button's aria-label): a path in a 16 px box
_ICON = ('<svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 16 16">'
         '<path d="{}" fill="currentColor"/></svg>')
_STYLE = re.compile(r"<style>.*?</style>", re.S)
#: where a packed page is cut into pieces: before each opening tag (a closing tag stays with
#: the piece before it)
_PIECE = re.compile(r"(?=<(?![/!]))")


def pack(pages: list[str]) -> str:
    """``pages`` (HTML) as a ``<script type="application/json" class="gl-site-pack">``: every
    piece (an element's opening tag, its text, the closing tags after it) written once, and each
    page as the pieces of the page before it (for the first: of the list of pieces) it keeps,
    ``[first, count]``, and the pieces it has instead, by number. The website's script unpacks
    a page when it is shown; :func:`unpack` does the same here.

    >>> packed = pack(["<p>a</p><b>x</b>", "<p>a</p><b>y</b>", "<p>a</p><b>x</b>"])
    >>> packed
    '<script type="application/json" class="gl-site-pack">{"pieces":["<p>a<\\\\/p>","<b>x<\\\\/b>","<b>y<\\\\/b>"],"pages":[[[0,2]],[[0,1],2],[[0,1],1]]}</script>'
    >>> unpack(packed) == ["<p>a</p><b>x</b>", "<p>a</p><b>y</b>", "<p>a</p><b>x</b>"]
    True
    """
    from difflib import SequenceMatcher

    ids: dict[str, int] = {}
    sequences = [[ids.setdefault(piece, len(ids)) for piece in filter(None, _PIECE.split(page))]
                 for page in pages]
    encoded, before = [], list(range(len(ids)))
    for sequence in sequences:
        steps: list[Any] = []
        matcher = SequenceMatcher(None, before, sequence, autojunk=False)
        for op, i1, i2, j1, j2 in matcher.get_opcodes():
            if op == "equal":
                steps.append([i1, i2 - i1])
            elif op in ("replace", "insert"):
                steps += sequence[j1:j2]
        encoded.append(steps)
        before = sequence
    return json_script({"pieces": list(ids), "pages": encoded}, 'class="gl-site-pack"')


def unpack(markup: str) -> list[str]:
    """The pages of the first :func:`pack` in ``markup``."""
    found = re.search(r'<script type="application/json" class="gl-site-pack">(.*?)</script>', markup, re.S)
    if found is None:
        raise ValueError("no packed pages (<script class=\"gl-site-pack\">) in this HTML")
    data = json.loads(found[1])
    pieces, pages = data["pieces"], []
    before = list(range(len(pieces)))
    for steps in data["pages"]:
        sequence: list[int] = []
        for step in steps:
            sequence += before[step[0]:step[0] + step[1]] if isinstance(step, list) else [step]
        pages.append("".join(pieces[i] for i in sequence))
        before = sequence
    return pages


class SiteRendered:
    """Mix in before an ipywidgets class: with the website's rendering on, the widget's display
    carries :meth:`site_html` too (JupyterLab shows the live widget and ignores it)."""

    def site_html(self) -> str:  # pragma: no cover - every user overrides it
        raise NotImplementedError

    @property
    def site_id(self) -> str:
        """An id for the page (a :class:`Reveal` names the quiz it waits for by it)."""
        if getattr(self, "_site_id", None) is None:
            self._site_id = f"gl-site-{next(_ids)}"
        return self._site_id

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        bundle = super()._repr_mimebundle_(**kwargs)  # type: ignore[misc]
        if site_enabled() and isinstance(bundle, dict):
            bundle = {**bundle, SITE_MIME: self.site_html()}
        return bundle


def needs_python(lang: str | None = None) -> str:
    """What the website shows where a lesson has something only a kernel can run."""
    lang = lang or current_language()
    return (f'<p class="gl-site-needs-python">{html.escape(tr("This part needs Python: it runs in the notebook.", lang))} '
            f'<a href="{NOTEBOOK_LINK}">{html.escape(tr("Open the notebook", lang))}</a></p>')


def practice_note(lang: str | None = None) -> str:
    """The line above every quiz on the website: practice, nothing kept, graded work elsewhere."""
    lang = lang or current_language()
    words = tr("Practice: checked in your browser, and nothing is kept. Graded work and your "
               "scores are in the notebooks.", lang)
    return (f'<p class="gl-site-practice-note">{html.escape(words)} '
            f'<a href="{NOTEBOOK_LINK}">{html.escape(tr("Open the notebook", lang))}</a></p>')


def site_fragment(content: Any, lang: str | None = None) -> str:
    """Anything a notebook displays, as website HTML: a gamelib widget's own rendering, HTML
    text, a picture; a widget that needs a kernel says so, with a link to the notebook."""
    if isinstance(content, SiteRendered):
        return content.site_html()
    if isinstance(content, str):
        return content
    for method, wrap in (("_repr_html_", "{}"), ("_repr_svg_", "<div>{}</div>")):
        shown = getattr(content, method, None)
        if callable(shown):
            made = shown()
            if made:
                return wrap.format(made)
    data = getattr(content, "data", None)  # IPython.display.HTML and friends
    if isinstance(data, str):
        return data
    return needs_python(lang)


def stepper_html(frames: list[dict[str, str]], *, title: str, lang: str) -> str:
    """A stepper for the website: ``frames`` (each a ``caption``, a ``counter`` and a ``body``
    of HTML) kept in templates, with buttons and a slider that the page's script drives."""
    last = len(frames) - 1
    # the style every frame's table repeats is written once, outside the frames
    styles: dict[str, None] = {}

    def unstyled(body: str) -> str:
        for style in _STYLE.findall(body):
            styles[style] = None
        return _STYLE.sub("", body)

    frames = [{**frame, "body": unstyled(frame["body"])} for frame in frames]
    buttons = "".join(
        f'<button type="button" class="gl-site-{go}" data-go="{go}" aria-label="{attribute(tr(name, lang))}" '
        f'title="{attribute(tr(name, lang))}">{_ICON.format(icon)}</button>'
        for go, name, icon in (("first", "first step", "M3 2h2v12H3zM14 2v12L6 8z"),
                               ("prev", "previous step", "M12 2v12L4 8z"),
                               ("next", "next step", "M4 2v12l8-6z"),
                               ("last", "last step", "M11 2h2v12h-2zM2 2v12l8-6z")))
    heading = f"<h4>{html.escape(title)}</h4>" if title else ""
    name = title or tr("the search tree", lang)
    slider_id = f"gl-site-slider-{next(_ids)}"
    templates = pack([f'<p data-part="caption">{frame["caption"]}</p><p data-part="counter">'
                      f'{frame["counter"]}</p><div data-part="body">{frame["body"]}</div>' for frame in frames])
    hint = tr("The arrow keys step too: ← and → one step, Home and End to the first and the last.", lang)
    return (f'<section class="gl-site-stepper" lang="{lang}" aria-label="{attribute(name)}" data-last="{last}">'
            f'{"".join(styles)}{heading}<div class="gl-site-controls" role="group" aria-label="{attribute(tr("step", lang))}">'
            f'{buttons}<label for="{slider_id}">{html.escape(tr("step", lang))}</label>'
            f'<input type="range" id="{slider_id}" class="gl-site-slider" min="0" max="{last}" value="0" step="1">'
            f'<span class="gl-site-counter"></span></div>'
            f'<p class="gl-site-hint">{html.escape(hint)}</p>'
            f'<div class="gl-site-caption" role="status" aria-live="polite"></div>'
            f'<div class="gl-site-frame"></div>{templates}'
            f'<noscript><p>{html.escape(tr("Stepping through the search needs JavaScript, which is off in this browser.", lang))}</p>'
            f'</noscript></section>')


def quiz_html(quiz_id: str, questions: list[dict[str, Any]], *, lang: str, done: str) -> str:
    """A quiz for the website: one question at a time (a later question's picture would answer
    an earlier one), each checked in the browser against its answer key.

    ``questions``: each a ``prompt`` (HTML), a ``picture`` (HTML), its ``fields`` (HTML) and its
    ``key`` (:func:`gamelib.exercises.answer_keys.answer_key`)."""
    words = {"score": tr("Score: {right} of {asked}", lang, right="{right}", asked="{asked}"),
             "empty": tr("Write or choose an answer first.", lang),
             "number": _not_a_number(lang),
             "squares": tr("write squares separated by commas, e.g. d3, c4", lang),
             "lang": lang}
    templates = "".join(f'<template data-question="{index}"></template>' for index in range(len(questions)))
    templates += json_script([q["key"] for q in questions], 'class="gl-site-keys"') + pack([
            f'<div class="gl-site-question"><p class="gl-site-prompt">{q["prompt"]}</p>'
            f'<div class="gl-site-picture">{q["picture"]}</div>'
            f'<div class="gl-site-fields">{q["fields"]}</div></div>' for q in questions])
    return (f'<section class="gl-site-quiz" id="{quiz_id}" lang="{lang}" aria-label="{attribute(tr("Practice", lang))}" '
            f'data-words="{attribute(json.dumps(words, ensure_ascii=False))}">'
            f'{practice_note(lang)}<div class="gl-site-slot"></div>'
            f'<div class="gl-site-actions"><button type="button" class="gl-site-check">{html.escape(tr("Check", lang))}</button>'
            f'<button type="button" class="gl-site-nextq" aria-disabled="true">{html.escape(tr("Next question", lang))}</button>'
            f'<span class="gl-site-score"></span></div>'
            f'<div class="gl-site-feedback" role="status" aria-live="polite"></div>'
            f'{templates}<template data-done=""><p><b>{html.escape(done)}</b></p></template></section>')


class _Typed:
    """Stands for what a student typed in a message made in advance (the script fills it in)."""

    def __repr__(self) -> str:
        return "“{given}”"


def _not_a_number(lang: str) -> str:
    return tr("{text!r} is not a number; write a number (such as {example}), inf or -inf (∞ and "
              "-∞ work too)", lang, text=_Typed(), example=tr("3, -2 or 0.5", lang))


def text_field(name: str, label: str, read: str, hint: str = "") -> str:
    """A labelled text box of a quiz (``read``: how the script reads it: number, squares)."""
    field_id = f"gl-site-field-{next(_ids)}"
    placeholder = f' placeholder="{attribute(hint)}"' if hint else ""
    return (f'<span class="gl-site-field"><label for="{field_id}">{html.escape(label)}</label> '
            f'<input type="text" id="{field_id}" name="{name}" data-read="{read}" autocomplete="off"'
            f' spellcheck="false"{placeholder}></span>')


def box_field(name: str, label: str) -> str:
    """A labelled check box of a quiz."""
    field_id = f"gl-site-field-{next(_ids)}"
    return (f'<span class="gl-site-field"><input type="checkbox" id="{field_id}" name="{name}" data-read="box"> '
            f'<label for="{field_id}">{html.escape(label)}</label></span>')


def choice_field(name: str, legend: str, choices: list[str]) -> str:
    """A group of radio buttons (one answer of several)."""
    group = f"gl-site-choice-{next(_ids)}"
    options = "".join(
        f'<label class="gl-site-option"><input type="radio" name="{group}" value="{attribute(choice)}" '
        f'data-read="choice" data-field="{name}"> {html.escape(choice)}</label>' for choice in choices)
    return (f'<fieldset class="gl-site-choices"><legend>{html.escape(legend)}</legend>{options}</fieldset>')


def site_id_of(quiz: Any) -> str:
    """The page id of ``quiz`` (made the first time it is asked for)."""
    return quiz.site_id if isinstance(quiz, SiteRendered) else f"gl-site-{next(_ids)}"
