"""Self-checking exercises built from search traces.

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
Not quite: the window is (α, β) = (10, 8), and the remaining children are cut. At a MIN node β falls to a child's value when it is smaller: 8 < ∞.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from gamelib.i18n import side_words, text, tr
from gamelib.search.trace import (INF, Bound, Cutoff, Enter, Event, Exit, Leaf, Trace,
                                  TraceLabels, events_of)
from gamelib.search.trace import format_bound as fb


def parse_bound(written: str | float) -> float:
    """A bound typed by a student: a number, ``inf``/``∞``, ``-inf``/``-∞``.

    >>> parse_bound(" -3 "), parse_bound("∞"), parse_bound("-inf"), parse_bound("+∞")
    (-3, inf, -inf, inf)
    """
    if isinstance(written, (int, float)) and not isinstance(written, bool):
        return written
    cleaned = str(written).strip().lower().replace("−", "-").replace(" ", "")
    if cleaned in ("inf", "+inf", "∞", "+∞", "infinity", "+infinity"):
        return INF
    if cleaned in ("-inf", "-∞", "-infinity"):
        return -INF
    try:
        value = float(cleaned)
    except ValueError:
        raise ValueError(text("bad_bound", "en", text=str(written))) from None
    if math.isnan(value):
        raise ValueError(text("bad_bound", "en", text=str(written)))
    return int(value) if value.is_integer() else value


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
        return text("question", lang, child=self.child_label, value=fb(self.value),
                    node=self.node_label, side=side_words(self.maximizing, lang))

    def check(self, alpha: str | float, beta: str | float, cut: bool | None = None,
              lang: str | None = None) -> Feedback:
        """Check an answer; ``cut=None`` leaves the cut out of the marking."""
        given = (parse_bound(alpha), parse_bound(beta))
        right = given == self.answer and (cut is None or cut == self.cut)
        cut_text = text("and_cut" if self.cut else "and_no_cut", lang)
        if right:
            return Feedback(True, text("correct", lang, alpha=fb(self.answer[0]),
                                       beta=fb(self.answer[1]), cut=cut_text))
        return Feedback(False, text("wrong", lang, alpha=fb(self.answer[0]),
                                    beta=fb(self.answer[1]), cut=cut_text, why=self.why(lang)))

    def check_answers(self, answers: dict[str, Any], lang: str | None = None) -> Feedback:
        """Check answers given by field name (what the quiz widget calls)."""
        return self.check(answers["alpha"], answers["beta"], answers.get("cut"), lang)

    def why(self, lang: str | None = None) -> str:
        """The rule that decides the answer, applied to these numbers."""
        if self.maximizing:
            old = self.before[0]
            key = "why_max_up" if self.value > old else "why_max_keep"
        else:
            old = self.before[1]
            key = "why_min_down" if self.value < old else "why_min_keep"
        return text(key, lang, value=fb(self.value), old=fb(old))


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
        return text("value_question", lang, node=self.node_label,
                    side=side_words(self.maximizing, lang))

    def check_answers(self, answers: dict[str, Any], lang: str | None = None) -> Feedback:
        given = parse_bound(answers["value"])
        pick = "max" if self.maximizing else "min"
        values = ", ".join(fb(v) for _, v in self.children)
        if given == self.answer:
            return Feedback(True, text("value_correct", lang, value=fb(self.answer)))
        return Feedback(False, text("value_wrong", lang, value=fb(self.answer), pick=pick,
                                    values=values))


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


# -- checking students' own search functions (lecture 002 §4.3) ------------------------------

class CountingGame:
    """Wraps a game and counts the positions a function generates (``successor``/``result``)."""

    def __init__(self, game: Any):
        self._game = game
        self.generated = 0

    def successor(self, state: Any, action: Any) -> Any:
        self.generated += 1
        return self._game.successor(state, action)

    def result(self, state: Any, action: Any) -> Any:
        self.generated += 1
        return self._game.result(state, action)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._game, name)


@dataclass(frozen=True)
class CheckRow:
    """One test position: what the student's function gave and what was expected."""

    position: str
    depth: int
    expected: float
    got: Any
    nodes_expected: int
    nodes_used: int
    verdict: str
    ok: bool


@dataclass
class CheckReport:
    """The outcome of checking a function on every test position; shows as a table."""

    name: str
    rows: list[CheckRow]
    summary: str

    @property
    def passed(self) -> bool:
        return bool(self.rows) and all(r.ok for r in self.rows)

    def _repr_html_(self) -> str:
        import html as h

        head = "<tr>" + "".join(f"<th>{tr(w)}</th>" for w in (
            "position", "depth", "expected", "yours", "positions generated (expected / yours)")) + "<th></th></tr>"
        body = "".join(
            f"<tr><td><code>{h.escape(r.position)}</code></td><td>{r.depth}</td>"
            f"<td>{fb(r.expected)}</td><td>{h.escape(str(r.got))}</td>"
            f"<td>{r.nodes_expected} / {r.nodes_used}</td>"
            f"<td style='color:{'#2b8a3e' if r.ok else '#d62828'}'>{h.escape(r.verdict)}</td></tr>"
            for r in self.rows)
        colour = "#2b8a3e" if self.passed else "#d62828"
        return (f"<p style='color:{colour}'><b>{h.escape(self.name)}: {h.escape(self.summary)}</b></p>"
                f"<table>{head}{body}</table>")

    def __str__(self) -> str:
        return f"{self.name}: {self.summary}"


def exercise_positions(game_name: str) -> list[tuple[Any, Any, int, Any]]:
    """The positions the checks use: (game, state, depth, evaluate)."""
    if game_name == "tictactoe":
        from gamelib.evaluation.tictactoe import open_lines
        from gamelib.games.tictactoe import TicTacToe

        game = TicTacToe()
        cases = [([], 2), (["b2"], 3), (["a1", "b2", "c3"], 4), (["a1", "a2", "b1", "b2"], 5),
                 (["b2", "a1", "c1", "a3"], 9)]
        out = []
        for moves, depth in cases:
            state = game.initial_state()
            for move in moves:
                state = game.result(state, game.parse_action(state, move))
            out.append((game, state, depth, open_lines))
        return out
    if game_name == "dodgem":
        from gamelib.evaluation.dodgem import DodgemEvaluation, worked_positions
        from gamelib.games.dodgem import Dodgem

        game = Dodgem(3)
        evaluate = DodgemEvaluation.lecture(game)
        states = [game.initial_state()] + [s for _, s, _ in worked_positions(game)]
        return [(game, s, d, evaluate) for s in states for d in (1, 3)]
    raise ValueError(f"no exercise positions for {game_name!r}; choose 'tictactoe' or 'dodgem'")


def _check(name: str, function: Any, game_name: str, with_window: bool) -> CheckReport:
    from gamelib.search import alphabeta, minimax

    rows = []
    for game, state, depth, evaluate in exercise_positions(game_name):
        player = game.to_move(state)
        truth = minimax(game, state, depth=depth, evaluate=evaluate, player=player)
        reference = alphabeta(game, state, depth=depth, evaluate=evaluate, player=player) \
            if with_window else truth
        counting = CountingGame(game)
        position = game.state_to_str(state)
        try:
            args = (counting, state, depth, evaluate) + ((-INF, INF) if with_window else ())
            got = function(*args)
        except NotImplementedError:
            return CheckReport(name, [], tr("not written yet -- fill in the starter cell and run it again"))
        except Exception as exc:  # the student's code failed: say where, do not crash the notebook
            rows.append(CheckRow(position, depth, truth.value, f"{type(exc).__name__}: {exc}",
                                 reference.nodes - 1, counting.generated,
                                 tr("your function raised an error here"), False))
            continue
        used, expected_nodes = counting.generated, reference.nodes - 1
        if got != truth.value:
            verdict, ok = (tr("wrong value: minimax gives {value} for the player to move",
                              value=fb(truth.value)), False)
            if with_window and used < expected_nodes:
                verdict += tr("; you generate fewer positions than alpha-beta: something is cut too early")
        elif with_window and used > expected_nodes:
            verdict, ok = (tr("right value, but alpha-beta in this move order generates only {n} "
                              "positions: a cut is missing (stop a node's loop as soon as α ≥ β)",
                              n=expected_nodes), False)
        elif not with_window and used != expected_nodes:
            verdict, ok = (tr("right value, but plain minimax generates exactly {n} positions here: "
                              "check the depth limit and terminal positions", n=expected_nodes), False)
        else:
            verdict, ok = tr("right"), True
        rows.append(CheckRow(position, depth, truth.value, got, expected_nodes, used, verdict, ok))
    failed = sum(not r.ok for r in rows)
    summary = (tr("all {n} positions right", n=len(rows)) if failed == 0
               else tr("{failed} of {n} positions wrong -- see the table", failed=failed, n=len(rows)))
    return CheckReport(name, rows, summary)


def check_minimax(function: Any, game: str = "tictactoe") -> CheckReport:
    """Check ``function(game, state, depth, evaluate)``: the minimax value for the side to move.

    ``evaluate(state, player)`` values a position for a player.  Values and the
    number of positions generated are compared with gamelib's minimax.
    """
    return _check(getattr(function, "__name__", "minimax"), function, game, with_window=False)


def check_alphabeta(function: Any, game: str = "tictactoe") -> CheckReport:
    """Check ``function(game, state, depth, evaluate, alpha, beta)``: the alpha-beta value.

    The value must equal minimax's, and the positions generated must not exceed
    what alpha-beta generates in the game's own move order (a missing cut).
    """
    return _check(getattr(function, "__name__", "alphabeta"), function, game, with_window=True)


def reference_minimax(game: Any, state: Any, depth: int, evaluate: Any) -> float:
    """A model answer for the minimax exercise, written the lecture's way (MaxVal/MinVal)."""
    me = game.to_move(state)

    def max_val(u: Any, d: int) -> float:
        if d == 0 or game.is_terminal(u):
            return evaluate(u, me)
        return max(value(game.successor(u, a), d - 1) for a in game.legal_actions(u))

    def min_val(u: Any, d: int) -> float:
        if d == 0 or game.is_terminal(u):
            return evaluate(u, me)
        return min(value(game.successor(u, a), d - 1) for a in game.legal_actions(u))

    def value(u: Any, d: int) -> float:
        return max_val(u, d) if game.to_move(u) == me else min_val(u, d)

    return value(state, depth)


def reference_alphabeta(game: Any, state: Any, depth: int, evaluate: Any,
                        alpha: float = -INF, beta: float = INF) -> float:
    """A model answer for the alpha-beta exercise, in the lecture's form (α, β by value)."""
    me = game.to_move(state)

    def value(u: Any, d: int, alpha: float, beta: float) -> float:
        if d == 0 or game.is_terminal(u):
            return evaluate(u, me)
        maximizing = game.to_move(u) == me
        for a in game.legal_actions(u):
            v = value(game.successor(u, a), d - 1, alpha, beta)
            if maximizing:
                alpha = max(alpha, v)
            else:
                beta = min(beta, v)
            if alpha >= beta:
                break
        return alpha if maximizing else beta

    return value(state, depth, alpha, beta)


def alphabeta_without_cut(game: Any, state: Any, depth: int, evaluate: Any,
                          alpha: float = -INF, beta: float = INF) -> float:
    """A deliberately faulty alpha-beta (it never stops a loop early), to show the check's advice."""
    me = game.to_move(state)

    def value(u: Any, d: int, alpha: float, beta: float) -> float:
        if d == 0 or game.is_terminal(u):
            return evaluate(u, me)
        maximizing = game.to_move(u) == me
        for a in game.legal_actions(u):
            v = value(game.successor(u, a), d - 1, alpha, beta)
            alpha, beta = (max(alpha, v), beta) if maximizing else (alpha, min(beta, v))
        return alpha if maximizing else beta

    return value(state, depth, alpha, beta)
