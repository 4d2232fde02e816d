"""Checking students' own minimax and alpha-beta honestly (lecture 002 §4.3, exercises 1 and 2).

A function passes a position when it returns minimax's value **and** generates exactly the
positions the lecture's algorithm generates, in the same order -- the check Berkeley CS188's
autograder makes. The positions are the published ones and fresh random ones drawn anew on
every run (the seed is shown, so a failure can be replayed), so remembered answers fail. When
the sequences part, the feedback names the first position where they differ: the student
went where alpha-beta had already cut (and the window that made it cut), or cut where α < β
still. A function that calls gamelib's own searches is refused.

A function that does not return within :data:`POSITION_SECONDS` on a position fails it ("did
not finish"), and the check stops there. A function whose code is gamelib's own, names aside
(:mod:`gamelib.exercises.copies`), is refused. Each published position is tried twice, with
the game's evaluation (the lecture's numbers) and with leaf values made for near ties
(:class:`~gamelib.evaluation.tiebreak.NearTies`: -1, 0 or 1, plus 10⁻¹² or not), and the
random positions with near ties too: a search that cuts a little early, at α ≥ β − k for any
k ≥ 10⁻¹², skips a position the lecture's alpha-beta generates, and is caught on every game.

>>> def early(game, state, depth, evaluate, alpha=-INF, beta=INF):  # cuts 5 points too soon
...     me = game.to_move(state)
...     def value(u, d, alpha, beta):
...         if d == 0 or game.is_terminal(u):
...             return evaluate(u, me)
...         for a in game.legal_actions(u):
...             v = value(game.successor(u, a), d - 1, alpha, beta)
...             alpha, beta = (max(alpha, v), beta) if game.to_move(u) == me else (alpha, min(beta, v))
...             if alpha >= beta - 5:
...                 break
...         return alpha if game.to_move(u) == me else beta
...     return value(state, depth, alpha, beta)
>>> report = check_alphabeta(early, "dodgem", seed=1)
>>> report.passed
False
>>> print(next(r.verdict for r in report.rows if not r.ok))  # doctest: +ELLIPSIS
wrong value: ... generated position ...: alpha-beta generates the position after ... next, but you skipped it: at ... α = ... < β = ... still, so the loop goes on (a cut too early, or α and β shifted by a wrong value a child returned: cut only when α ≥ β; MaxVal returns α, MinVal returns β; leaves are valued with f(u) = evaluate(u, game.max_side))
"""

from __future__ import annotations

import functools
import math
import numbers
import random
import secrets
import sys
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any

from gamelib.evaluation.tiebreak import NearTies
from gamelib.games import plays_the_game
from gamelib.exercises.budget import DidNotFinish, time_limit
from gamelib.exercises.misconceptions import (BOTH, MISCONCEPTIONS, SIDES, Misconception,
                                              variants)
from gamelib.i18n import current_language, player_word, tr
from gamelib.search.trace import INF

#: modules a student's search may not call: they hold searches that would do the work (and a
#: game folder's kit, evaluation and engine: :func:`gamelib.games.plays_the_game`)
FORBIDDEN_MODULES = ("gamelib.search", "gamelib.engines", "gamelib.play.players", "gamelib.arena",
                     "gamelib.bots", "gamelib.lecture", "gamelib.exercises")
#: random positions added to the published ones on every run
RANDOM_POSITIONS = 3
#: seconds a student's function may take on one position (the lecture's own search takes
#: milliseconds on every one of them)
POSITION_SECONDS = 5.0


def fb(x: float, lang: str | None = None) -> str:
    """A value or bound as a check shows it, in the lesson's language: every digit that tells
    two values apart (near ties differ in their twelfth decimal), never an exponent.

    >>> fb(float("inf")), fb(-3), fb(2.5), fb(1.000000000001), fb(-1e-12)
    ('∞', '-3', '2.5', '1.000000000001', '-0.000000000001')
    >>> fb(-0.999999999999, "vi")
    '−0,999999999999'
    """
    from gamelib.i18n import number

    if isinstance(x, float) and x.is_integer():
        x = int(x)
    return number(x, lang, decimals=12, group=False)


# -- a faulty alpha-beta, to show what the check says ----------------------------------------------

def alphabeta_without_cut(game: Any, state: Any, depth: int, evaluate: Any,
                          alpha: float = -INF, beta: float = INF) -> float:
    """A deliberately faulty alpha-beta, in the lecture's form -- every position valued for
    White, MAX (f(u) = evaluate(u, game.max_side)), α raised where ``game.max_side`` moves and β
    lowered elsewhere -- that never stops a loop early, to show the check's advice."""

    def value(u: Any, d: int, alpha: float, beta: float) -> float:
        if d == 0 or game.is_terminal(u):
            return evaluate(u, game.max_side)
        maximizing = game.to_move(u) == game.max_side
        for a in game.legal_actions(u):
            v = value(game.successor(u, a), d - 1, alpha, beta)
            alpha, beta = (max(alpha, v), beta) if maximizing else (alpha, min(beta, v))
        return alpha if maximizing else beta

    return value(state, depth, alpha, beta)


def _codes(*functions: Any) -> frozenset:
    """The code objects of ``functions`` and of every function nested in them."""
    found, todo = set(), [f.__code__ for f in functions]
    while todo:
        code = todo.pop()
        if code not in found:
            found.add(code)
            todo += [c for c in code.co_consts if hasattr(c, "co_code")]
    return frozenset(found)


_OWN_EXAMPLES = _codes(alphabeta_without_cut)
#: the code of functions that ran past their budget once (they are not run again)
_DID_NOT_FINISH: set = set()


# -- what a search generates ---------------------------------------------------------------------

@dataclass(frozen=True)
class Generated:
    """One position generated: from ``parent`` by ``action``, with the moves from the root."""

    parent: Any
    action: Any
    child: Any
    path: tuple[str, ...] | None   # None: the parent was never generated from the root
    window: tuple[float, float] | None = None   # the reference's (α, β) at the parent then


class RecordingGame:
    """A game that records, in order, every position generated through ``successor`` or
    ``result``; everything else is the wrapped game's."""

    def __init__(self, game: Any, root: Any, *, watch_callers: bool = False,
                 allowed: frozenset = frozenset()):
        self._game = game
        self.generated: list[Generated] = []
        #: the cuts made after k positions were generated: (node, α, β) each
        self.cuts: dict[int, list[tuple[Any, float, float]]] = {}
        self._paths: dict[Any, tuple[str, ...]] = {root: ()}
        #: with ``watch_callers``: the first gamelib search found generating positions
        self.library_caller: str | None = None
        self._watch, self._allowed = watch_callers, allowed

    def successor(self, state: Any, action: Any) -> Any:
        if self._watch and self.library_caller is None:
            self.library_caller = _library_frame(sys._getframe(1), self._allowed)
        child = self._game.successor(state, action)
        path = self._paths.get(state)
        if path is not None:
            path = path + (self._game.action_to_str(state, action),)
            self._paths.setdefault(child, path)
        self.generated.append(Generated(state, action, child, path))
        return child

    def result(self, state: Any, action: Any) -> Any:
        self._game.result(state, action)  # the rules' checks, with their clear errors
        return self.successor(state, action)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._game, name)


def _library_frame(frame: Any, allowed: frozenset = frozenset()) -> str | None:
    """The first frame, going up the stack to the checker, that runs a gamelib search or a
    model answer (in whatever thread, whatever was done to the profiler): the only way a
    library search can generate the right positions is through this call."""
    while frame is not None and frame.f_code is not _check.__code__:
        if frame.f_code in allowed:  # the checked function's own code
            frame = frame.f_back
            continue
        module = frame.f_globals.get("__name__", "")
        if (module.startswith(FORBIDDEN_MODULES) or plays_the_game(module)) and module != __name__:
            return f"{module}.{frame.f_code.co_name}"
        if frame.f_code in _OWN_EXAMPLES:
            return f"{__name__}.{frame.f_code.co_name}"
        frame = frame.f_back
    return None


def generated_trace(recording: RecordingGame, root: Any) -> list[Any]:
    """The positions a search generated, in order, as trace events a tree can be drawn from:
    the root, then one ``Enter`` a position (the window its parent had, where known). Only the
    positions reached from the root are drawn (a search that generates others is named in the
    verdict). A node is MAX where the game's ``max_side`` moves, as the lecture draws it.

    >>> from gamelib.games.dodgem import Dodgem
    >>> game = Dodgem(3); black_root = game.initial_state()   # Black moves first; White is MAX
    >>> recording = RecordingGame(game, black_root)
    >>> _ = recording.successor(black_root, recording.legal_actions(black_root)[0])
    >>> [(event.node, event.maximizing) for event in generated_trace(recording, black_root)]
    [(0, False), (1, True)]
    """
    from gamelib.search.trace import Enter

    game = recording._game
    # MAX is the lecture's: White (X), whoever moves at the root (a Black root is MinVal)
    max_side = getattr(game, "max_side", game.to_move(root))
    events: list[Any] = [Enter(0, None, None, root, game.to_move(root) == max_side, None,
                               -INF, INF)]
    nodes: dict[tuple[str, ...], int] = {(): 0}
    for generated in recording.generated:
        path = generated.path
        if path is None or path in nodes or path[:-1] not in nodes:
            continue
        window = generated.window or (-INF, INF)
        nodes[path] = len(nodes)
        events.append(Enter(nodes[path], nodes[path[:-1]], generated.action, generated.child,
                            game.to_move(generated.child) == max_side, None, *window))
    return events


def _reference_trace(game: Any, state: Any, depth: int, evaluate: Any,
                     algorithm: str, player: Any = None) -> tuple[float, RecordingGame]:
    """gamelib's own traced search (``minimax``, ``alphabeta`` or ``expectimax``) on
    ``state``, valued for ``player`` (None: the side to move): its value, and the positions it
    generates, each with the window its parent had then, and where it cuts -- read from the
    search's trace."""
    from dataclasses import replace

    from gamelib.search import Trace, alphabeta, expectimax, minimax
    from gamelib.search.trace import Cutoff, Enter

    search = {"minimax": minimax, "alphabeta": alphabeta, "expectimax": expectimax}[algorithm]
    recorder = RecordingGame(game, state)
    trace = Trace()
    value = search(recorder, state, depth=depth, evaluate=evaluate, trace=trace,
                   player=player).value
    states, generated = {}, 0  # every Enter below the root is one position generated
    for event in trace:
        if isinstance(event, Enter):
            states[event.node] = event.state
            if event.parent is not None:
                if algorithm == "alphabeta":  # the child's window is its parent's at that moment
                    recorder.generated[generated] = replace(recorder.generated[generated],
                                                            window=(event.alpha, event.beta))
                generated += 1
        elif isinstance(event, Cutoff):
            recorder.cuts.setdefault(generated, []).append(
                (states[event.node], event.alpha, event.beta))
    return value, recorder


#: why alpha-beta may skip a position it should generate, or generate one it has cut; and what
#: is said instead when the search is named as valuing leaves for the wrong side (the one
#: cause then, said first: :func:`finished`)
SKIP_HINT = ("a cut too early, or α and β shifted by a wrong value a child returned: cut only "
             "when α ≥ β; MaxVal returns α, MinVal returns β; leaves are valued with f(u) = "
             "evaluate(u, game.max_side)")
CUT_HINT = "a cut is missing, or α and β were not passed down as they are"
WRONG_SIDE_HINT = ("α and β shifted by leaves valued for the wrong side, the mistake named "
                   "above: value every leaf with f(u) = evaluate(u, game.max_side), never "
                   "evaluate(u, game.to_move(u))")
LATE_CUT_HINT = ("no cut where α = β, the mistake named above: cut as soon as α ≥ β, not only "
                 "when α > β")
BOUND_FIRST_HINT = ("the cut one child late, the mistake named above: first raise α (at MAX) or "
                    "lower β (at MIN) with the value the child returned, then test α ≥ β")
#: the cause a row names, for a search named with a mistake that explains it (not the causes
#: the row gives when no mistake is named)
NAMED_CAUSES = {"wrong-side": {SKIP_HINT: WRONG_SIDE_HINT, CUT_HINT: WRONG_SIDE_HINT},
                "late-cut": {CUT_HINT: LATE_CUT_HINT},
                "bound-before-value": {CUT_HINT: BOUND_FIRST_HINT}}


def _window(alpha: float, beta: float, mover: bool, lang: str | None) -> tuple[str, str]:
    """α and β as a verdict shows them; for a search in the other convention (``mover``: values
    for the side to move at a MIN root, all negated), β carries the student's own numbers too.

    >>> _window(-45, -45, True, "en")
    ('-45', "-45 (in the lecture's convention; in yours, α = 45 and β = 45)")
    """
    if not mover:
        return fb(alpha, lang), fb(beta, lang)
    return fb(alpha, lang), fb(beta, lang) + " " + tr(
        "(in the lecture's convention; in yours, α = {alpha} and β = {beta})", lang,
        alpha=fb(-beta, lang), beta=fb(-alpha, lang))


def _below_root(count: int, lang: str | None) -> str:
    """How far below the root a node is, as the lessons say it (in Vietnamese by level, "mức").

    >>> _below_root(1, "en"), _below_root(3, "en"), _below_root(3, "vi")
    ('1 ply below the root', '3 plies below the root', 'ở mức 3 tính từ gốc')
    """
    return (tr("1 ply below the root", lang) if count == 1
            else tr("{count} plies below the root", lang, count=count))


def _where(path: tuple[str, ...] | None, lang: str | None) -> str:
    if path is None:
        return tr("a position not reached from the root", lang)
    if not path:
        return tr("the root position", lang)
    if len(path) == 1:
        return tr("the position after the move {move}", lang, move=path[0])
    return tr("the position after {moves}", lang, moves=" ".join(path))


class Said(str):
    """A verdict's words, with :attr:`rule`: which rule failed, in words that name no position,
    depth, window or value -- what the row of a hidden test may say
    (``gamelib/grading/BOUNDARIES.md``, section 4)."""

    rule: str = ""


def _said(text: str, rule: str) -> Said:
    said = Said(text)
    said.rule = rule
    return said


def first_difference(expected: RecordingGame, got: RecordingGame, game: Any, depth: int,
                     with_window: bool, lang: str | None = None,
                     algorithm: str = "minimax", mover: bool = False) -> Said | None:
    """The first place where the positions generated differ, in words (a :class:`Said`: its
    ``rule`` says which rule that breaks, naming no position); None if they agree. With
    ``mover`` (a value accepted in the other convention), a window is told in both."""
    want, have = expected.generated, got.generated
    if not have:
        none = tr("you generated no positions: while the depth is positive, the root generates "
                  "its children with game.successor and searches on down them, valuing a node "
                  "with f(u) = evaluate(u, game.max_side) when d = 0", lang)
        if depth == 1:  # (one ply less than 1 is the root valued at once: nothing generated)
            none += "; " + tr("start the search with d = depth, not one ply less", lang)
        return _said(none, none)
    wanted = [(g.parent, g.action) for g in want]
    for index, mine in enumerate(have):
        theirs = want[index] if index < len(want) else None
        key = (mine.parent, mine.action)
        if theirs is not None and key == wanted[index]:
            continue
        number, where = index + 1, _where(mine.path, lang)
        parent = _where(None if mine.path is None else mine.path[:-1], lang)
        seen = [(g.parent, g.action) for g in have[:index + 1]].count(key)
        if seen >= 2 and seen > wanted.count(key):
            return _said(tr("generated position {i}: you generated {where} a second time (generate "
                            "each child once, just before you search it)", lang, i=number, where=where),
                         tr("a position generated a second time (generate each child once, just "
                            "before you search it)", lang))
        if mine.path is not None and len(mine.path) > depth:
            window = ", α, β" if with_window else ""  # the lecture's functions, as this search's
            calls = {"max_val": f"MaxVal(u, d{window})", "min_val": f"MinVal(u, d{window})"}
            return _said(tr("generated position {i}: you generated {where}, {plies}, deeper "
                            "than depth {depth}: {max_val} and {min_val} return f(u) = "
                            "evaluate(u, game.max_side) when d = 0, that is at the nodes {below}",
                            lang, i=number, where=where,
                            plies=_below_root(len(mine.path), lang), depth=depth,
                            below=_below_root(depth, lang), **calls),
                         tr("a position generated deeper than the depth asked for ({max_val} "
                            "and {min_val} return f(u) = evaluate(u, game.max_side) when d = 0)",
                            lang, **calls))
        if game.is_terminal(mine.parent):
            return _said(tr("generated position {i}: you generated {where}, but the game is over "
                            "at {parent} (a finished game is a leaf: return f(u) = evaluate(u, "
                            "game.max_side))", lang, i=number, where=where, parent=parent),
                         tr("a position generated after the game is over (a finished game is a "
                            "leaf: return f(u) = evaluate(u, game.max_side))", lang))
        cut = next((c for c in expected.cuts.get(index, ()) if c[0] == mine.parent), None)
        if with_window and cut is not None:
            alpha, beta = _window(cut[1], cut[2], mover, lang)
            return _said(tr("generated position {i}: you generated {where}, where alpha-beta has "
                            "already cut: at {parent} α = {alpha} ≥ β = {beta}: whatever the "
                            "remaining children are worth, they cannot change the root's value, "
                            "so alpha-beta does not look at them ({hint})", lang, i=number,
                            where=where, parent=parent, alpha=alpha, beta=beta,
                            hint=tr(CUT_HINT, lang)),
                         tr("a position generated where alpha-beta has already cut, at a node "
                            "where α ≥ β ({hint})", lang, hint=tr(CUT_HINT, lang)))
        outside = tr("a position generated that the lecture's algorithm does not generate there "
                     "(compare with the lecture's MaxVal/MinVal: the moves in game.legal_actions "
                     "order, each child generated just before it is searched, leaves at d = 0)",
                     lang)
        if theirs is None:
            return _said(tr("generated position {i}: you generated {where}, which the lecture's "
                            "algorithm does not generate here", lang, i=number, where=where),
                         outside)
        previous = have[index - 1] if index else None
        if previous is not None and theirs.parent == previous.child \
                and mine.parent == previous.parent:
            # the lecture goes down into the elder sibling (d > 0 there, no finished game):
            # the student took it for a leaf, or generated the children before searching it
            left = depth - len(previous.path) if previous.path is not None else depth
            if algorithm == "alphabeta":
                text = tr("generated position {i}: you generated {where} without searching down "
                          "{previous} (d = {d} > 0 there: not a leaf yet), going on to its next "
                          "sibling instead: either you took it for a leaf too early (check the "
                          "starting depth and the test d = 0), or you generated all the "
                          "children before searching the first one (generate each child just "
                          "before you search it, as the exercise asks; alpha-beta may never need "
                          "the later ones)", lang, i=number, where=where,
                          previous=_where(previous.path, lang), d=left)
            else:
                text = tr("generated position {i}: you generated {where} without searching down "
                          "{previous} (d = {d} > 0 there: not a leaf yet), going on to its next "
                          "sibling instead: either you took it for a leaf too early (check the "
                          "starting depth and the test d = 0), or you generated all the "
                          "children before searching the first one (generate each child just "
                          "before you search it, as the exercise asks)", lang, i=number, where=where,
                          previous=_where(previous.path, lang), d=left)
            return _said(text,
                         tr("a node not searched down though it is no leaf (d still positive), "
                            "its next sibling generated instead: either it was taken for a leaf "
                            "too early (check the starting depth and the test d = 0), or all "
                            "the children were generated before the first one was searched "
                            "(generate each child just before you search it, as the exercise "
                            "asks)", lang))
        if theirs.parent == mine.parent:
            if key in wanted[index:]:
                return _said(tr("generated position {i}: at {parent} you took {got} before "
                                "{expected}; take the moves in game.legal_actions order", lang,
                                i=number, parent=parent,
                                got=game.action_to_str(mine.parent, mine.action),
                                expected=game.action_to_str(theirs.parent, theirs.action)),
                             tr("moves taken out of order (take the moves in game.legal_actions "
                                "order)", lang))
            return _said(tr("generated position {i}: you generated {where}, which the lecture's "
                            "algorithm does not generate here", lang, i=number, where=where),
                         outside)
        return _skipped(theirs, number, with_window, lang, algorithm, mover)
    if len(have) < len(want):
        return _skipped(want[len(have)], len(have) + 1, with_window, lang, algorithm, mover)
    return None


def _skipped(theirs: Generated, number: int, with_window: bool, lang: str | None,
             algorithm: str = "minimax", mover: bool = False) -> Said:
    """The lecture's algorithm generates ``theirs`` next; the student did not."""
    where = _where(theirs.path, lang)
    if with_window and theirs.window is not None:
        alpha, beta = _window(theirs.window[0], theirs.window[1], mover, lang)
        return _said(tr("generated position {i}: alpha-beta generates {where} next, but you "
                        "skipped it: at its parent, {parent}, α = {alpha} < β = {beta} still, so "
                        "the loop goes on ({hint})", lang, i=number, where=where,
                        parent=_where(theirs.path[:-1] if theirs.path else None, lang),
                        alpha=alpha, beta=beta, hint=tr(SKIP_HINT, lang)),
                     tr("a position skipped that alpha-beta generates, at a node where α < β "
                        "still ({hint})", lang, hint=tr(SKIP_HINT, lang)))
    return _said(tr("generated position {i}: {algorithm} generates {where} next, but you skipped "
                    "it ({algorithm} looks at every move down to the depth limit)", lang,
                    i=number, where=where, algorithm=algorithm),
                 tr("a position skipped that {algorithm} generates ({algorithm} looks at every "
                    "move down to the depth limit)", lang, algorithm=algorithm))


class _LibraryWatch:
    """Notices, while it is active, the first call into a module of :data:`FORBIDDEN_MODULES`
    (or a model answer) -- through any alias."""

    def __init__(self, checked: Callable[..., Any]):
        self.called: str | None = None
        # the recorder's own work, and what it calls, is no library call of the student's
        self._recorder = {RecordingGame.successor.__code__, RecordingGame.result.__code__,
                          RecordingGame.__getattr__.__code__}
        # the checked function's own code (and the functions nested in it) may run anywhere
        own = getattr(checked, "__code__", None)
        self.allowed = _codes(checked) if own is not None else frozenset()
        self._allowed = self._recorder | {_LibraryWatch.__exit__.__code__} | self.allowed

    def _profile(self, frame: Any, event: str, arg: Any) -> None:
        if event != "call" or self.called is not None or frame.f_code in self._allowed:
            return
        if frame.f_back is not None and frame.f_back.f_code in self._recorder:
            return
        module = frame.f_globals.get("__name__", "")
        if module.startswith(FORBIDDEN_MODULES) or plays_the_game(module):
            self.called = f"{module}.{frame.f_code.co_name}"

    def __enter__(self) -> "_LibraryWatch":
        import threading

        self._previous = sys.getprofile()
        self._previous_threads = threading.getprofile()
        sys.setprofile(self._profile)
        threading.setprofile(self._profile)  # threads the function starts are watched too
        return self

    def __exit__(self, *exc: Any) -> None:
        import threading

        sys.setprofile(self._previous)
        threading.setprofile(self._previous_threads)


# -- the positions --------------------------------------------------------------------------------

@dataclass(frozen=True)
class TestPosition:
    """A position a check tries: where it comes from ("published" or "random")."""

    __test__ = False  # (a check's position, not a pytest test class)

    game: Any
    state: Any
    depth: int
    evaluate: Any
    source: str


def exercise_positions(game_name: str) -> list[tuple[Any, Any, int, Any]]:
    """The published positions the checks use, from the game's kit: (game, state, depth,
    evaluate)."""
    return _exercise(game_name).published()


def published_positions(game_name: str, seed: int) -> list[TestPosition]:
    """The published positions, each with the game's evaluation and again with near ties."""
    published = exercise_positions(game_name)
    return ([TestPosition(g, s, d, e, tr("published")) for g, s, d, e in published]
            + [TestPosition(g, s, d, NearTies(g.players, seed * 1000 + 500 + i),
                            tr("published, near ties")) for i, (g, s, d, _) in enumerate(published)])


def _exercise(game_name: str) -> Any:
    from gamelib.kits import KITS, kit

    exercise = kit(game_name).exercise if game_name in KITS else None
    if exercise is None:
        with_positions = [name for name in KITS if kit(name).exercise is not None]
        raise ValueError(f"no exercise positions for {game_name!r}; choose "
                         f"{' or '.join(repr(name) for name in with_positions)}")
    return exercise


#: what the random positions of every check hold, each in at least one position: a function
#: right only up to a sign (``abs(value)``), or in the lecture's convention at some roots where
#: MIN moves and the side to move's at others (however it chooses), fails somewhere. Each is
#: (what it is, a test of (MIN moves at the root, the side to move's value, the depth)).
WITNESSES: tuple[tuple[str, Callable[[bool, float, int], bool]], ...] = (
    ("MAX to move and behind", lambda min_root, value, depth: not min_root and value < 0),
    ("MIN to move and behind", lambda min_root, value, depth: min_root and value < 0),
    ("MIN to move and ahead", lambda min_root, value, depth: min_root and value > 0),
    ("MIN to move, an odd depth", lambda min_root, value, depth: min_root and value != 0
     and depth % 2 == 1),
    ("MIN to move, an even depth", lambda min_root, value, depth: min_root and value != 0
     and depth % 2 == 0),
)


def random_positions(game_name: str, seed: int, count: int = RANDOM_POSITIONS) -> list[TestPosition]:
    """A new list of :func:`_random_positions`: the same for every student of a course, so
    they are drawn (and searched, to find the witnesses) once a process and language.

    >>> random_positions("dodgem", 3) == random_positions("dodgem", 3)
    True
    >>> random_positions("dodgem", 3) is random_positions("dodgem", 3)
    False
    """
    return list(_random_positions(game_name, seed, count, current_language()))


@functools.lru_cache(maxsize=256)
def _random_positions(game_name: str, seed: int, count: int, lang: str) -> tuple[TestPosition, ...]:
    """``count`` positions reached by random moves from the start, with random depths (the
    ranges are the game's kit's), each valued by :class:`NearTies` of its own; then, for each of
    the :data:`WITNESSES` none of those is, one more position that is (drawn on until found).
    Where MAX moves both conventions give the same number; where MIN moves the two differ, so
    positions where it is behind and ahead, at odd and even depths, tell a function that changes
    convention or sign from a search that keeps one.

    >>> [p.depth for p in random_positions("tictactoe", 7)] == [p.depth for p in random_positions("tictactoe", 7)]
    True
    >>> all(all(any(test(*witnessed(p)) for p in random_positions(game, seed))
    ...         for _, test in WITNESSES) for game in ("dodgem", "tictactoe") for seed in range(10))
    True
    """
    exercise = _exercise(game_name)
    game, _, _, evaluate = exercise.published()[0]
    rng = random.Random(seed)
    out: list[TestPosition] = []
    missing = list(WITNESSES)
    tries = 0
    while len(out) < count or (missing and tries < 2000):
        tries += len(out) >= count
        state = game.initial_state()
        for _ in range(rng.randint(*exercise.plies)):
            if game.is_terminal(state):
                break
            state = game.successor(state, rng.choice(game.legal_actions(state)))
        if game.is_terminal(state):
            continue
        case = TestPosition(game, state, rng.randint(*exercise.depths),
                            NearTies(game.players, seed * 1000 + len(out)),
                            tr("random, seed = {seed}", lang, seed=seed))
        facts = witnessed(case)
        shows = [w for w in missing if w[1](*facts)]
        if len(out) < count or shows:
            out.append(case)
            missing = [w for w in missing if w not in shows]
    return tuple(out)


def witnessed(case: TestPosition) -> tuple[bool, float, int]:
    """What :data:`WITNESSES` look at: whether MIN moves at ``case``'s root, the side to move's
    value there, and the depth."""
    from gamelib.search import minimax

    game = case.game
    value = minimax(game, case.state, depth=case.depth, evaluate=case.evaluate).value
    return game.to_move(case.state) != game.max_side, value, case.depth


# -- the report -----------------------------------------------------------------------------------

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
    source: str = "published"
    #: at a root where MIN moves, whose value a right answer was: "white" (the lecture's
    #: convention) or "mover" (the side to move's); None where both are the same number
    convention: str | None = None
    #: which rule a failed row breaks, in words that name no position, depth, window or value
    #: (all a hidden test's row shows: :attr:`CheckReport.hidden`); '' for a right row
    rule: str = ""


class CheckFailed(AssertionError):
    """A check a graded cell requires did not pass; its message says why, in the student's
    language (an AssertionError, so graders count it as a failed test)."""


@dataclass
class CheckReport:
    """The outcome of checking a function on every test position; shows as a table.

    ``searches`` keeps, for each row, the positions the lecture's search generated and those
    the student's function generated (two :class:`RecordingGame`), so both can be stepped
    through side by side (:class:`gamelib.widgets.SearchComparison`).
    """

    name: str
    rows: list[CheckRow]
    summary: str
    seed: int | None = None
    refused: str | None = field(default=None)
    searches: list[tuple["RecordingGame", "RecordingGame"]] = field(default_factory=list,
                                                                     repr=False)
    #: the key of the known mistake the search makes (:mod:`gamelib.exercises.misconceptions`)
    misconception: str | None = None
    #: a hidden test's report: it shows the summary, each failed row's rule (never its
    #: position, depth, source, values or counts) and the named mistake
    hidden: bool = False
    #: short code of gamelib's the function has the structure of, names aside (a model search,
    #: a teaching form): not shown to the student and never a refusal -- a line for the
    #: teacher, whose similarity report shows the passages (:mod:`gamelib.exercises.copies`)
    resembles: str | None = field(default=None, repr=False)
    #: the search checked ("minimax", "alphabeta", ...), for the words of a named mistake
    algorithm: str | None = None

    def named_mistake(self, lang: str | None = None) -> str:
        """The known mistake this search makes, explained in ``lang`` ('' if none)."""
        known = MISCONCEPTIONS.get(self.misconception or "")
        return known.explained(lang, algorithm=self.algorithm) if known is not None else ""

    @property
    def passed(self) -> bool:
        return self.refused is None and bool(self.rows) and all(r.ok for r in self.rows)

    @property
    def first_failure(self) -> int | None:
        """The index of the first row that failed (None when every row passed)."""
        return next((i for i, r in enumerate(self.rows) if not r.ok), None)

    def require(self) -> None:
        """Raise :class:`CheckFailed` with the summary and the first failing row's verdict,
        unless every position passed (what a graded cell calls)."""
        if self.passed:
            return
        failure = self.first_failure
        if failure is None:
            detail = ""
        elif self.hidden:
            detail = f" — {self._hidden_row(failure)}"
        else:
            detail = (f" — {self.rows[failure].position}, {tr('depth')} "
                      f"{self.rows[failure].depth}: {self.rows[failure].verdict}")
        named = f"\n{self.named_mistake()}" if self.misconception else ""
        raise CheckFailed(f"{self.name}: {self.summary}{named}\n{detail.removeprefix(' — ')}"
                          if named else f"{self.name}: {self.summary}{detail}")

    def _hidden_row(self, index: int) -> str:
        """Row ``index`` of a hidden test, as it is shown: its number and the rule it breaks."""
        row = self.rows[index]
        return (tr("hidden position {i} of {n}", i=index + 1, n=len(self.rows)) + ": "
                + (row.rule or tr("wrong")))

    def _repr_html_(self) -> str:
        import html as h

        if self.hidden:
            colour = "#237a37" if self.passed else "#d62828"
            failed = "".join(f"<li>{h.escape(self._hidden_row(i))}</li>"
                             for i, r in enumerate(self.rows) if not r.ok)
            named = f"<p>{h.escape(self.named_mistake())}</p>" if self.misconception else ""
            return (f"<p style='color:{colour}'><b>{h.escape(self.name)}: "
                    f"{h.escape(self.summary)}</b></p>" + named
                    + (f"<ul>{failed}</ul>" if failed else ""))
        # one block a position: its numbers on a line that wraps (a phone shows them on two or
        # three), its explanation under them across the whole width. A table made the
        # explanations as wide as its six columns: off the edge of a phone (UI review 6)
        colour = "#237a37" if self.passed else "#d62828"

        def numbers(row: CheckRow) -> str:
            mark = "✓" if row.ok else "✗"
            pieces = [f"<b aria-hidden='true'>{mark}</b> <code style='white-space:pre'>"
                      f"{h.escape(row.position)}</code>", h.escape(row.source),
                      f"{tr('depth')} {row.depth}",
                      f"{tr('expected')}: <b>{fb(row.expected)}</b>",
                      f"{tr('yours')}: <b>{h.escape(_shown(row.got))}</b>",
                      f"{tr('positions generated (expected / yours)')}: "
                      f"{row.nodes_expected} / {row.nodes_used}"]
            return ("<div style='display:flex;flex-wrap:wrap;gap:0.2em 1.2em;"
                    "align-items:baseline'>" + "".join(f"<span>{piece}</span>"
                                                        for piece in pieces) + "</div>")

        table = ""
        if self.rows:
            table = (f"<div role='list' aria-label='{h.escape(tr('the positions checked'), quote=True)}'>"
                     + "".join(
                         "<div role='listitem' style='border-top:1px solid #bdbdbd;"
                         f"padding:0.35em 0;text-align:left'>{numbers(r)}"
                         f"<div style='color:{_colour(r)};padding-left:1.5em'>"
                         f"{h.escape(r.verdict)}</div></div>" for r in self.rows) + "</div>")
        named = f"<p>{h.escape(self.named_mistake())}</p>" if self.misconception else ""
        return (f"<p style='color:{colour}'><b>{h.escape(self.name)}: {h.escape(self.summary)}</b></p>"
                + named + table)

    def __str__(self) -> str:
        """The summary and, in plain text, the positions that failed (at most five)."""
        lines = [f"{self.name}: {self.summary}"]
        if self.misconception:  # the mistake's name first, then the rows that show it
            lines.append("  " + self.named_mistake())
        failed = [r for r in self.rows if not r.ok]
        if self.hidden:
            lines += [f"  ✗ {self._hidden_row(i)}" for i, r in enumerate(self.rows)
                      if not r.ok][:5]
        else:
            lines += [f"  ✗ {r.position}, {tr('depth')} {r.depth} ({r.source}): {r.verdict}"
                      for r in failed[:5]]
        if len(failed) > 5:
            lines.append("  " + tr("... and {n} more", n=len(failed) - 5))
        return "\n".join(lines)


def _check(name: str, function: Any, game_name: str, algorithm: str, seed: int | None,
           count: int, positions: list[TestPosition] | None = None) -> CheckReport:
    from gamelib.exercises.copies import copied_from, resembles

    with_window = algorithm == "alphabeta"
    seed = secrets.randbelow(1_000_000) if seed is None else seed
    # (gamelib's own faulty example is shown checked in lesson 05: it is no student's copy)
    own_example = getattr(function, "__code__", None) in _OWN_EXAMPLES
    copied = None if own_example else copied_from(function)
    resembled = None if own_example else resembles(function)
    if copied is not None:
        return CheckReport(name, [], tr("refused: your function is {what}, with the names changed "
                                        "-- write the search yourself (if you did, show your "
                                        "teacher: the class's similarity report compares every "
                                        "answer)", what=copied), seed, refused=copied)
    if positions is None:
        positions = published_positions(game_name, seed) + random_positions(game_name, seed, count)
    code = getattr(function, "__code__", None)
    if code in _DID_NOT_FINISH:  # (one endless loop costs one budget, not one a check)
        return CheckReport(name, [CheckRow(tr("every position"), 0, INF, tr("did not finish"),
                                           0, 0, tr("not tried: this function did not finish in "
                                                    "an earlier check"), False)],
                           tr("{failed} of {n} positions wrong", failed=1, n=1),
                           seed)
    rows, searches, attempts = [], [], []
    for index, case in enumerate(positions):
        game, state, depth, evaluate = case.game, case.state, case.depth, case.evaluate
        truth, expected = _reference_trace(game, state, depth, evaluate, algorithm)
        lecture = _lecture_convention(case, algorithm, truth)
        convention = convention_of(case, truth, lecture)
        if lecture is not None:  # values for White at a Black root, as the lecture's MinVal gives
            truth, expected = lecture
        watch = _LibraryWatch(function)
        recorder = RecordingGame(game, state, watch_callers=True, allowed=watch.allowed)
        position = game.state_to_str(state)
        searches.append((expected, recorder))
        try:
            args = (recorder, state, depth, evaluate) + ((-INF, INF) if with_window else ())
            with time_limit(POSITION_SECONDS), watch:  # (the watch sees only the function)
                got = function(*args)
        except NotImplementedError:
            # (a lesson opened as a Voilà page shows no cells to write in: say where to)
            return CheckReport(name, [], tr("not written yet -- fill in the starter cell above "
                                            "and run it again, in JupyterLab (a Voilà page "
                                            "shows no cells to edit)"), seed)
        except DidNotFinish:
            rows.append(CheckRow(position, depth, truth, tr("did not finish"),
                                 len(expected.generated), len(recorder.generated),
                                 tr("did not finish in {seconds} s (an endless loop?); the "
                                    "lecture's search takes a few milliseconds here",
                                    seconds=f"{POSITION_SECONDS:g}"), False, case.source))
            _DID_NOT_FINISH.add(code)
            for later in positions[index + 1:]:  # one hang costs one budget, not one a position
                rows.append(CheckRow(later.game.state_to_str(later.state), later.depth, INF,
                                     "—", 0, 0, tr("not tried: your function did not finish on "
                                                   "an earlier position"), False, later.source))
            break
        except Exception as exc:  # the student's code failed: say where, do not crash the notebook
            rows.append(CheckRow(position, depth, truth, f"{type(exc).__name__}: {exc}",
                                 len(expected.generated), len(recorder.generated),
                                 tr("your function raised an error here"), False, case.source))
            continue
        called = watch.called or recorder.library_caller
        if called is not None:
            return CheckReport(name, [], tr("refused: your function calls {name} -- write the "
                                            "search yourself, with game.legal_actions, "
                                            "game.successor and evaluate", None, name=called), seed,
                               refused=called)
        rows.append(judged(case, algorithm, truth, expected, recorder, got, convention))
        attempts.append((case, got, recorder))
    report = finished(name, rows, seed, searches, algorithm, attempts)
    report.resembles = resembled
    return report


def _lecture_convention(case: TestPosition, algorithm: str, truth: float,
                        got: Any = None) -> tuple[float, RecordingGame] | None:
    """At a root where the lecture's MIN moves (Black in Dodgem, O in tic-tac-toe), the
    lecture values every position for White, MAX, and calls MinVal: the reference search valued
    for White (its value and the positions it generates, with their windows), which every row
    is judged by and shows, whatever ``got`` is; None at a MAX root (``truth``, the side to
    move's value, is the lecture's there) and for expectimax (valued for the side to move).

    >>> from gamelib.exercises.search_checks import published_positions
    >>> case = next(c for c in published_positions("dodgem", 0)
    ...             if c.game.to_move(c.state) != c.game.max_side)
    >>> truth, _ = _reference_trace(case.game, case.state, case.depth, case.evaluate, "minimax")
    >>> _lecture_convention(case, "minimax", truth, truth)[0] == -truth != truth
    True
    """
    game = case.game
    if algorithm not in ("minimax", "alphabeta") or game.to_move(case.state) == game.max_side:
        return None
    return _reference_trace(game, case.state, case.depth, case.evaluate, algorithm,
                            player=game.max_side)


def convention_of(case: TestPosition, truth: float,
                  lecture: tuple[float, RecordingGame] | None) -> str | None:
    """"white" at a root where the two conventions give different values (a MIN root whose
    value is not 0): the answer shown is the lecture's, ``lecture[0]``, and :func:`judged` also
    takes the side to move's, ``truth`` there, as the other convention (:attr:`CheckRow.convention`
    says which one a right answer was); None where both are the same number."""
    if lecture is None or not case.game.zero_sum or _same_value(lecture[0], truth):
        return None
    return "white"


def judged(case: TestPosition, algorithm: str, truth: float, expected: RecordingGame,
           recorder: RecordingGame, got: Any, convention: str | None = None) -> CheckRow:
    """The row of one position a student's search answered: ``got`` (its value) and
    ``recorder`` (the positions it generated) against the lecture's ``truth`` and
    ``expected``. With ``convention`` (:func:`convention_of`), the side to move's value there,
    ``-truth``, is right too, as the other convention; the answer shown is ``truth``."""
    game, depth = case.game, case.depth
    right_value = _same_value(got, truth, tolerant=algorithm == "expectimax")
    other = convention is not None and not right_value and _same_value(got, -truth)
    difference = first_difference(expected, recorder, game, depth, algorithm == "alphabeta",
                                  algorithm=algorithm, mover=other)
    shown = "mover" if other else ("white" if convention is not None else None)
    min_root = game.to_move(case.state) != game.max_side
    rule = ""
    if other:
        if difference is None:
            verdict = tr("accepted in the other convention, but not yet the lecture's: {got} is "
                         "the value for the side to move at the root, as the negamax Minimax of "
                         "the Ô ăn quan report gives it; the lecture values every position for "
                         "{white} (MAX), and its MinVal gives {value} here. For the lecture's "
                         "value, value every position with f(u) = evaluate(u, game.max_side), "
                         "and take the largest child value where {white} is to move and the "
                         "smallest where the other side is to move (this root is a MIN node: "
                         "MinVal)", None,
                         white=player_word(game.max_side),
                         value=fb(truth), got=_shown(got))
        else:  # the value is accepted, the positions are not: say which is which
            verdict = tr("the value {got} is accepted in the other convention: it is the value "
                         "for the side to move at the root, as the negamax Minimax of the Ô ăn "
                         "quan report gives it; the lecture values every position for {white} "
                         "(MAX), and its MinVal gives {value} here (value every position with "
                         "f(u) = evaluate(u, game.max_side), and take the largest child value "
                         "where {white} is to move and the smallest where the other side is to "
                         "move). But the positions you generated are wrong: {why}",
                         None, white=player_word(game.max_side), value=fb(truth),
                         got=_shown(got), why=difference)
            rule = tr("right value, but {why}", None, why=getattr(difference, "rule", ""))
    elif not right_value and algorithm == "expectimax":
        rule = tr("wrong value", None) + "; " + (getattr(difference, "rule", "") or tr(
            "the positions you generated are right: check what you return", None))
        verdict = tr("wrong value: {algorithm} gives {value} for the player to move", None,
                     algorithm=algorithm, value=fb(truth))
        verdict += "; " + (difference or tr("the positions you generated are right: check what "
                                            "you return", None))
    elif not right_value:
        rule = tr("wrong value", None) + "; " + (getattr(difference, "rule", "") or tr(
            "the positions you generated are right: check what you return, and that every "
            "position is valued with f(u) = evaluate(u, game.max_side)", None))
        function = "MinVal" if min_root else "MaxVal"
        if difference is None:  # the positions are right: the side valued is the suspect
            verdict = tr("wrong value: the lecture's {function} gives {value} here (every "
                         "position valued for {white}, MAX: f(u) = evaluate(u, game.max_side))",
                         None, function=function, value=fb(truth),
                         white=player_word(game.max_side))
            verdict += "; " + tr("the positions you generated are right: check what you return, "
                                 "and that every position is valued with f(u) = evaluate(u, "
                                 "game.max_side)", None)
        else:  # where the positions part is the cause: said once, not beside a reminder
            verdict = tr("wrong value: the lecture's {function} gives {value} here", None,
                         function=function, value=fb(truth)) + "; " + difference
    elif difference is not None:
        verdict = tr("right value, but {why}", None, why=difference)
        rule = tr("right value, but {why}", None, why=getattr(difference, "rule", ""))
    else:
        verdict = tr("right")
    return CheckRow(game.state_to_str(case.state), depth, truth, got, len(expected.generated),
                    len(recorder.generated), verdict,
                    (right_value or other) and difference is None, case.source,
                    shown if (right_value or other) else None, rule)


def finished(name: str, rows: list[CheckRow], seed: int | None,
             searches: list[tuple[RecordingGame, RecordingGame]] | None = None,
             algorithm: str | None = None,
             attempts: list[tuple[TestPosition, Any, RecordingGame]] | None = None) -> CheckReport:
    """The report of a check whose rows are all in; when some failed, the known mistake the
    ``attempts`` (position, value, positions generated) make, if they make one."""
    if attempts:
        rows = one_convention(rows, player_word(attempts[0][0].game.max_side))
    failed = sum(not r.ok for r in rows)
    other = failed == 0 and any(r.convention == "mover" for r in rows)
    white = player_word(attempts[0][0].game.max_side) if attempts else "MAX"
    summary = (tr("all {n} positions accepted, in the other convention (values for the side to "
                  "move at the root; the lecture values every position for {white}, MAX)",
                  n=len(rows), white=white) if other
               else tr("all {n} positions right", n=len(rows)) if failed == 0
               else tr("wrong on {failed} of {n} positions (the value or the positions "
                       "generated)", failed=failed, n=len(rows)))
    known = diagnose(algorithm, attempts) if failed and algorithm and attempts else None
    if known is not None and known.key in NAMED_CAUSES:
        rows = [_named_cause(row, NAMED_CAUSES[known.key]) for row in rows]
    return CheckReport(name, rows, summary, seed, searches=searches or [],
                       misconception=known.key if known is not None else None,
                       algorithm=algorithm)


def _named_cause(row: CheckRow, causes: dict[str, str]) -> CheckRow:
    """``row`` of a search named with a known mistake: where its verdict gives the causes that
    may explain it (``causes``' keys), the named mistake's is given (their values), not causes
    it does not make."""
    said = {f"({tr(hint)})": f"({tr(cause)})" for hint, cause in causes.items()}
    verdict, rule = row.verdict, row.rule
    for old, new in said.items():
        verdict, rule = verdict.replace(old, new), rule.replace(old, new)
    return replace(row, verdict=verdict, rule=rule)


def _recorded(report: CheckReport, lesson: str | None, algorithm: str, game: str) -> CheckReport:
    """With a ``lesson``, keep in the student's scores whether this search has passed on this
    game, and after how many tries (:mod:`gamelib.exercises.scores`)."""
    if lesson is not None:
        from gamelib.exercises import scores

        scores.record(lesson, "checks", f"{algorithm}-{game}", report.passed, report.summary,
                      first_only=False)
    return report


def _colour(row: CheckRow) -> str:
    """A row's verdict colour: green when right, amber when accepted in the other convention
    only (not the lecture's value), red when wrong."""
    if not row.ok:
        return "#d62828"
    return "#b35c00" if row.convention == "mover" else "#237a37"


def _shown(got: Any) -> str:
    """What a student's function returned, as the table shows it."""
    return fb(got) if isinstance(got, (int, float)) and not isinstance(got, bool) else str(got)


def one_convention(rows: list[CheckRow], white: str = "MAX") -> list[CheckRow]:
    """``rows`` with one convention throughout: where right answers at roots where MIN moves
    were the lecture's value for White at some positions and the side to move's at others, the
    rows of the convention used less (the lecture's, on a tie) are wrong. One search values
    every position in one convention; a function right in one here and in the other there
    (``abs(value)``, a sign that changes) is not a search that is right. ``white`` names MAX.

    >>> row = CheckRow("p", 2, 3, 3, 5, 5, "right", True, "published", "mover")
    >>> [r.ok for r in one_convention([row, replace(row, convention="white"), row])]
    [True, False, True]
    >>> [r.ok for r in one_convention([row, replace(row, convention=None)])]
    [True, True]
    """
    shown = [r.convention for r in rows if r.ok and r.convention]
    if len(set(shown)) < 2:
        return rows
    odd = min(("white", "mover"), key=lambda c: (shown.count(c), c == "mover"))
    other = len(shown) - shown.count(odd)
    said = (tr("at this position you return the lecture's value (for MAX, that is {white}), but "
               "at {n} other positions the value for the side to move: a search keeps one "
               "convention at every position -- always for MAX as the lecture does, or always for "
               "the side to move as the Ô ăn quan report's negamax does", n=other, white=white)
            if odd == "white" else
            tr("at this position you return the value for the side to move, but at {n} other "
               "positions the lecture's value (for MAX, that is {white}): a search keeps one "
               "convention at every position -- always for MAX as the lecture does, or always for "
               "the side to move as the Ô ăn quan report's negamax does", n=other, white=white))
    return [replace(r, ok=False, verdict=said, rule=said) if r.ok and r.convention == odd else r
            for r in rows]


def _same_value(got: Any, truth: float, tolerant: bool = False) -> bool:
    """Equal values: exactly for minimax and alpha-beta (max, min and negation never round:
    a near miss is another value); with ``tolerant``, averages (expectimax) may differ in
    their last bits with another order of additions. A string, a bool or anything that is
    not a real number is never equal.

    >>> _same_value(3, 3.0), _same_value("3", 3), _same_value(True, 1), _same_value(10**400, 1)
    (True, False, False, False)
    >>> _same_value(0.1 + 0.2, 0.3), _same_value(0.1 + 0.2, 0.3, tolerant=True)
    (False, True)
    """
    if isinstance(got, (bool, str)) or not isinstance(got, numbers.Real):
        return False
    try:
        value = float(got)
    except (OverflowError, TypeError, ValueError):
        return False
    if value == truth:
        return True
    return tolerant and math.isfinite(value) and abs(value - truth) <= 1e-9 * max(1.0, abs(truth))


def check_minimax(function: Any, game: str = "tictactoe", *, seed: int | None = None,
                  random_count: int = RANDOM_POSITIONS,
                  positions: list[TestPosition] | None = None,
                  lesson: str | None = None) -> CheckReport:
    """Check ``function(game, state, depth, evaluate)``: the minimax value in the lecture's
    convention, MaxVal(state, depth) where ``game.max_side`` moves and MinVal(state, depth)
    elsewhere, every position valued for White, MAX: f(u) = evaluate(u, game.max_side). (The
    side to move's value, the other convention, is accepted where it differs, and named so.)

    ``evaluate(state, player)`` values a position for a player. On the published positions and
    ``random_count`` random ones (drawn from ``seed``, a fresh one when None) -- or on
    ``positions``, when given -- the value must be minimax's and the positions generated
    exactly those of the lecture's MaxVal/MinVal, in order. With ``lesson``, the student's
    scores keep whether it has passed.
    """
    return _recorded(_check(_name(function, "minimax"), function, game, "minimax",
                            seed, random_count, positions), lesson, "minimax", game)


def _name(function: Any, default: str) -> str:
    """The name a report gives ``function``: its own, or "your function" for a lambda.

    >>> _name(lambda g, s, d, e: 0, "minimax"), _name(print, "minimax")
    ('your function', 'print')
    """
    name = getattr(function, "__name__", default)
    return tr("your function") if name.startswith("<") else name


def check_alphabeta(function: Any, game: str = "tictactoe", *, seed: int | None = None,
                    random_count: int = RANDOM_POSITIONS,
                    positions: list[TestPosition] | None = None,
                    lesson: str | None = None) -> CheckReport:
    """Check ``function(game, state, depth, evaluate, alpha, beta)``: the alpha-beta value.

    The value must equal minimax's (in the lecture's convention, as :func:`check_minimax`), and the positions generated must be exactly those the
    lecture's alpha-beta generates in the game's move order: no more (a missing cut, α and β
    not passed down), no fewer (a cut too early), none twice.
    """
    return _recorded(_check(_name(function, "alphabeta"), function, game,
                            "alphabeta", seed, random_count, positions), lesson, "alphabeta", game)


def check_expectimax(function: Any, game: str = "tictactoe", *, seed: int | None = None,
                     random_count: int = RANDOM_POSITIONS,
                     positions: list[TestPosition] | None = None,
                     lesson: str | None = None) -> CheckReport:
    """Check ``function(game, state, depth, evaluate)``: the expectimax value for the side to
    move when the opponent plays at random, every legal move equally likely.

    The value must be expectimax's (to within rounding) and the positions generated exactly
    those of the search in the game's move order -- every child, as minimax does.
    """
    return _recorded(_check(_name(function, "expectimax"), function, game,
                            "expectimax", seed, random_count, positions), lesson, "expectimax", game)


def diagnose(algorithm: str, attempts: list[tuple[Any, Any, Any]]) -> Misconception | None:
    """The mistake a student's search makes, if it is one of
    :data:`~gamelib.exercises.misconceptions.MISCONCEPTIONS`: ``attempts`` are (position,
    value returned, the positions generated as a :class:`RecordingGame`) for each position the
    search answered. A variant names it only if it returns the same value and generates the
    same positions on every one of them, in one convention throughout: the lecture's (every
    position valued for White, MAX), tried first, or the other (for the side to move at the
    root)."""
    if not attempts or algorithm not in BOTH:
        return None
    for side in SIDES:
        for misconception, search in variants(algorithm, side):
            for case, got, recorder in attempts:
                mine = RecordingGame(case.game, case.state)
                args = (mine, case.state, case.depth, case.evaluate)
                try:
                    value = search(*args) if algorithm == "minimax" else search(*args, -INF, INF)
                except (RecursionError, ValueError, ZeroDivisionError):
                    break
                if not (_same_value(got, value)
                        and [(g.parent, g.action) for g in mine.generated]
                        == [(g.parent, g.action) for g in recorder.generated]):
                    break
            else:
                return misconception
    return None
