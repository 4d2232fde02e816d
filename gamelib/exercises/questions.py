"""Self-checking questions built from search traces.

"Predict the next α/β": each time a child returns its value to its parent
during an alpha-beta search, the student says what the parent's window is now
and whether the remaining children are cut.  The questions and answers come
from the trace, so any tree -- the lecture's or a random one -- makes an
exercise.

>>> from gamelib import lecture
>>> from gamelib.search import Trace, alphabeta
>>> game = lecture.load("fig4_8")
>>> trace = Trace()
>>> _ = alphabeta(game, "1", trace=trace)
>>> questions = window_questions(trace)
>>> q = next(q for q in questions if q.node_label == "4")
>>> q.question()
'Node 10 returned 8 to node 4 (MIN). What is the window (α, β) of node 4 now?'
>>> q.check("10", "8", cut=True).correct
True
>>> print(q.check("10", "inf").message)
Not quite: the window is (α, β) = (10, 8), and the remaining children are cut. At a MIN node β falls to a child's value when it is smaller: 8 < ∞. α = 10 ≥ β = 8: whatever the remaining children are worth, the parent will not choose node 4, so they cannot change the root's value: they are cut.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from gamelib.i18n import side_words, tr
from gamelib.search.trace import (INF, Bound, Cutoff, Enter, Event, Exit, Leaf, Trace,
                                  TraceLabels, events_of)
from gamelib.search.trace import format_bound as fb

#: why a window moved or stayed: α only rises at a MAX node, β only falls at a MIN node
WHY_WORDS = {"MAX up": "At a MAX node α rises to a child's value when it is larger: {value} > {old}.",
             "MAX keeps": "At a MAX node α only rises: {value} ≤ {old}, so α stays.",
             "MIN down": "At a MIN node β falls to a child's value when it is smaller: {value} < {old}.",
             "MIN keeps": "At a MIN node β only falls: {value} ≥ {old}, so β stays."}


def parse_bound(written: str | float, lang: str | None = None) -> float:
    """A bound typed by a student: a number as their language writes it (``0,5`` in Vietnamese;
    ``0.5`` in either), ``inf``/``∞``, ``-inf``/``-∞``. A typing mistake gets a message in the
    student's language saying what is expected.

    >>> parse_bound(" -3 "), parse_bound("∞"), parse_bound("-inf"), parse_bound("+∞")
    (-3, inf, -inf, inf)
    >>> parse_bound("0,76", "vi"), parse_bound("0.76", "vi")
    (0.76, 0.76)
    >>> parse_bound("zero", "en")
    Traceback (most recent call last):
    ...
    ValueError: 'zero' is not a number; write a number (such as 3, -2 or 0.5), inf or -inf (∞ and -∞ work too)
    """
    from gamelib.i18n import parse_number

    if isinstance(written, (int, float)) and not isinstance(written, bool):
        return written
    cleaned = str(written).strip().lower().replace("−", "-").replace(" ", "")
    if cleaned in ("inf", "+inf", "∞", "+∞", "infinity", "+infinity"):
        return INF
    if cleaned in ("-inf", "-∞", "-infinity"):
        return -INF
    try:
        value = parse_number(cleaned, lang)
    except ValueError:
        raise ValueError(tr("{text!r} is not a number; write a number (such as {example}), inf or "
                            "-inf (∞ and -∞ work too)", lang, text=str(written),
                            example=tr("3, -2 or 0.5", lang))) from None
    return int(value) if isinstance(value, float) and value.is_integer() else value


@dataclass(frozen=True)
class Feedback:
    """Whether an answer was right, and the explanation to show."""

    correct: bool
    message: str


@dataclass(frozen=True)
class WindowQuestion:
    """Child ``child_label`` just returned ``value`` to ``node_label``: what is the window now?

    ``step`` is the number of trace events to show (up to the child's return).
    """

    step: int
    node_label: str
    maximizing: bool
    child_label: str
    value: float
    before: tuple[float, float]
    answer: tuple[float, float]
    cut: bool

    fields = ("alpha", "beta", "cut")
    show_windows = True

    def question(self, lang: str | None = None) -> str:
        """The question in words."""
        return tr("Node {child} returned {value} to node {node} ({side}). What is the window (α, β)"
                  " of node {node} now?", lang, child=self.child_label, value=fb(self.value, lang),
                  node=self.node_label, side=side_words(self.maximizing, lang))

    def check(self, alpha: str | float, beta: str | float, cut: bool | None = None,
              lang: str | None = None) -> Feedback:
        """Check an answer; ``cut=None`` leaves the cut out of the marking."""
        given = (parse_bound(alpha, lang), parse_bound(beta, lang))
        right = given == self.answer and (cut is None or cut == self.cut)
        cut_text = tr(", and the remaining children are cut"
                      if self.cut else ", and nothing is cut", lang)
        if right:
            return Feedback(True, tr("Correct: (α, β) = ({alpha}, {beta}){cut}.", lang,
                                     alpha=fb(self.answer[0], lang), beta=fb(self.answer[1], lang), cut=cut_text))
        return Feedback(False, tr("Not quite: the window is (α, β) = ({alpha}, {beta}){cut}. {why}",
                                  lang, alpha=fb(self.answer[0], lang), beta=fb(self.answer[1], lang),
                                  cut=cut_text, why=self.why(lang)))

    def check_answers(self, answers: dict[str, Any], lang: str | None = None) -> Feedback:
        """Check answers given by field name (what the quiz widget calls)."""
        return self.check(answers["alpha"], answers["beta"], answers.get("cut"), lang)

    def why(self, lang: str | None = None) -> str:
        """The rules that decide the answer, applied to these numbers: how the window moves,
        then whether α ≥ β cuts the remaining children."""
        if self.maximizing:
            old = self.before[0]
            rule = WHY_WORDS["MAX up" if self.value > old else "MAX keeps"]
        else:
            old = self.before[1]
            rule = WHY_WORDS["MIN down" if self.value < old else "MIN keeps"]
        alpha, beta = (fb(bound, lang) for bound in self.answer)
        if self.cut:
            cut = tr("α = {alpha} ≥ β = {beta}: whatever the remaining children are worth, the "
                     "parent will not choose node {node}, so they cannot change the root's value: "
                     "they are cut.", lang, alpha=alpha, beta=beta, node=self.node_label)
        elif self.answer[0] >= self.answer[1]:
            cut = tr("α = {alpha} ≥ β = {beta}, but node {node} has no child left to cut.", lang,
                     alpha=alpha, beta=beta, node=self.node_label)
        else:
            cut = tr("α = {alpha} < β = {beta}: nothing is cut.", lang, alpha=alpha, beta=beta)
        return tr(rule, lang, value=fb(self.value, lang), old=fb(old, lang)) + " " + cut


def window_questions(trace: "Trace | list[Event]", game: Any = None) -> list[WindowQuestion]:
    """One question per child return in an alpha-beta trace, in search order."""
    events = events_of(trace)
    labels = TraceLabels(events, game)
    if not any(isinstance(e, Enter) and (e.alpha, e.beta) != (-INF, INF) for e in events):
        raise ValueError("this exercise needs a trace of alpha-beta (or negamax); "
                         "minimax passes no (α, β) windows")
    enters: dict[int, Enter] = {}
    window: dict[int, tuple[float, float]] = {}
    questions = []
    for index, event in enumerate(events):
        if isinstance(event, Enter):
            enters[event.node] = event
            window[event.node] = (event.alpha, event.beta)
        elif isinstance(event, Bound):
            window[event.node] = (event.alpha, event.beta)
        elif isinstance(event, (Exit, Leaf)) and enters[event.node].parent is not None:
            parent = enters[event.node].parent
            after = window[parent]
            cut = False
            for later in events[index + 1:index + 3]:
                if isinstance(later, Bound) and later.node == parent:
                    after = (later.alpha, later.beta)
                elif isinstance(later, Cutoff) and later.node == parent:
                    cut = True
            questions.append(WindowQuestion(
                step=index + 1, node_label=labels.path(parent),
                maximizing=enters[parent].maximizing, child_label=labels.node(event.node),
                value=event.value, before=window[parent], answer=after, cut=cut))
    return questions


@dataclass(frozen=True)
class ValueQuestion:
    """All children of ``node_label`` have returned: what value does it return?

    ``step`` is the number of trace events to show (every child done, the node
    still open).
    """

    step: int
    node_label: str
    maximizing: bool
    children: tuple[tuple[str, float], ...]
    answer: float

    fields = ("value",)
    show_windows = False

    def question(self, lang: str | None = None) -> str:
        return tr("Every child of node {node} ({side}) has returned. What value does {node}"
        " return?", lang, node=self.node_label,
                  side=side_words(self.maximizing, lang))

    def check_answers(self, answers: dict[str, Any], lang: str | None = None) -> Feedback:
        given = parse_bound(answers["value"], lang)
        pick = "max" if self.maximizing else "min"
        values = ", ".join(fb(v, lang) for _, v in self.children)
        if given == self.answer:
            return Feedback(True, tr("Correct: {value}.", lang, value=fb(self.answer, lang)))
        return Feedback(False, tr("Not quite: the value is {value} = {pick}({values}).", lang,
                                  value=fb(self.answer, lang), pick=pick,
                                  values=values))


@dataclass(frozen=True)
class RootValueQuestion(ValueQuestion):
    """Before the search starts, with the tree as the figure prints it (the leaves' values):
    what value does the search give the root? ``step`` is 1 (the root entered, nothing else).

    >>> from gamelib import MAX, lecture
    >>> from gamelib.search import Trace, alphabeta
    >>> black = lecture.load("fig4_8", root="min"); trace = Trace()
    >>> _ = alphabeta(black, "1", trace=trace, player=MAX)
    >>> q = root_value_question(trace, black)
    >>> q.step, q.node_label, q.maximizing, q.check_answers({"value": "8"}).correct
    (1, '1', False, True)
    """

    def question(self, lang: str | None = None) -> str:
        return tr("Before the search: node {node} is the root ({side}); the leaves keep the values "
                  "the figure prints (still for White, MAX). What value does the search return "
                  "for node {node}?", lang, node=self.node_label,
                  side=side_words(self.maximizing, lang))

    def check_answers(self, answers: dict[str, Any], lang: str | None = None) -> Feedback:
        given = parse_bound(answers["value"], lang)
        if given == self.answer:
            return Feedback(True, tr("Correct: {value}.", lang, value=fb(self.answer, lang)))
        said = tr("Not quite: the search returns {value} for node {node}. The tables and the "
                  "step-through tool below show why.", lang, node=self.node_label,
                  value=fb(self.answer, lang))
        if not self.maximizing and self.answer != 0 and given == -self.answer:
            said += tr(" {given} is the value seen from the side to move at the root, Black (MIN); "
                       "the lecture always values for White (MAX).", lang, given=fb(given, lang))
        return Feedback(False, said)


def root_value_question(trace: "Trace | list[Event]", game: Any = None) -> RootValueQuestion:
    """The question "what value does the root get?", asked before the search's first step."""
    events = events_of(trace)
    labels = TraceLabels(events, game)
    root = events[0]
    if not isinstance(root, Enter):
        raise ValueError("a trace starts by entering its root; this one starts with "
                         f"{type(root).__name__}")
    done = next(e for e in reversed(events) if isinstance(e, (Exit, Leaf)) and e.node == root.node)
    return RootValueQuestion(1, labels.path(root.node), root.maximizing, (), done.value)


def value_questions(trace: "Trace | list[Event]", game: Any = None) -> list[ValueQuestion]:
    """One question per inner node of a minimax trace, in the order the values are found."""
    events = events_of(trace)
    labels = TraceLabels(events, game)
    enters: dict[int, Enter] = {}
    returned: dict[int, list[tuple[str, float]]] = {}
    questions = []
    for index, event in enumerate(events):
        if isinstance(event, Enter):
            enters[event.node] = event
            returned[event.node] = []
        elif isinstance(event, (Exit, Leaf)):
            e = enters[event.node]
            if isinstance(event, Exit):
                questions.append(ValueQuestion(index, labels.path(event.node), e.maximizing,
                                               tuple(returned[event.node]), event.value))
            if e.parent is not None:
                returned[e.parent].append((labels.node(event.node), event.value))
    return questions
