"""Which outputs would give a lesson's questions away: what each question asked in this kernel
looks like in gamelib's pictures and tables, for the test that reads every executed lesson.

Every question widget registers the questions it asks (:func:`asked`). For each, :func:`forms`
gives regular expressions that match its answer as gamelib's renderers write it: a tree's
tooltip (``i (MAX) ... value 3``), a row of the α/β table (``data-node="4"`` with its value or
window), a two-column record (``node | value``), and for answers that are moves or squares the
squares the feedback would list (all of them in one output). A lesson whose outputs, code and widgets match none of
them, before anything is answered, shows no answer above or below its questions (the browser
tests apply the same forms to the page Lab and Voilà render, and its accessibility tree). Numbers alone (``2``) are not looked
for: every page holds some; the lessons put what reveals them behind the questions' gates.
"""

from __future__ import annotations

import html
import re
from typing import Any

from gamelib.i18n import tr

_asked: list[tuple[str, Any, str]] = []


def register(kind: str, questions: list[Any], lang: str) -> None:
    """Note the questions a widget asks (``kind``: "trace" or "practice")."""
    _asked.extend((kind, q, lang) for q in questions)


def asked() -> list[tuple[str, Any, str]]:
    """Every question registered in this process."""
    return list(_asked)


def _bound(x: Any) -> str:
    from gamelib.search.trace import format_bound
    return format_bound(x)


def forms(question: Any, lang: str) -> list[str]:
    """Regular expressions an output matching would show ``question``'s answer."""
    from gamelib.exercises.questions import ValueQuestion, WindowQuestion

    found: list[str] = []
    if isinstance(question, ValueQuestion):
        node, value = re.escape(question.node_label), re.escape(_bound(question.answer))
        words = re.escape(html.escape(tr("value {value}", lang, value=_bound(question.answer))))
        found += [rf"<title>{node} \([^)<]*\)\n(?:[^<\n]*\n)*?{words}(?:\n|</title>)",
                  rf'data-node="{node}"><td>(?:(?!</td>).)*</td><td>{value}</td>',
                  rf"<td>\s*{node}\s*</td>\s*<td>\s*{value}\s*</td>",
                  # a title or a sentence that says it: "a = 2" (in a picture's title, the code)
                  rf"(?<![\w.]){node}\s*=\s*{value}(?![\w.])"]
    elif isinstance(question, WindowQuestion):
        node = re.escape(question.node_label)
        alpha, beta = (re.escape(_bound(b)) for b in question.answer)
        if question.answer != question.before:  # a window the picture never showed before
            found += [rf'data-node="{node}">(?:(?!</tr>).)*<td>{alpha},{beta}</td>',
                      rf"<title>{node} \([^)<]*\)(?:(?!</title>).)*α\s*=\s*{alpha}\b"
                      rf"(?:(?!</title>).)*β\s*=\s*{beta}(?:\b|</title>)"]
    elif getattr(question, "kind", None) == "squares" and len(question.answer) > 1:
        # every square of the answer in one output, in any order
        found.append("(?s)^" + "".join(rf"(?=.*(?<![a-z0-9]){re.escape(square)}(?![0-9]))"
                                       for square in sorted(question.answer)))
    return found


def fingerprints() -> list[dict[str, Any]]:
    """Every registered question with its forms, ready to send out of the kernel as JSON."""
    out = []
    for kind, question, lang in _asked:
        patterns = forms(question, lang)
        if patterns:
            text = question.question(lang) if hasattr(question, "question") else question.prompt
            out.append({"kind": kind, "question": text, "forms": patterns})
    return out
