"""The mistakes students make in minimax and alpha-beta, each a search that makes it, so a wrong
answer can be named (issue 42, item 3).

Each :class:`Misconception` is a reference variant: the lecture's search with one mistake in it,
written with the students' signature (``(game, state, depth, evaluate)``, plus ``alpha, beta``
for alpha-beta). When a student's search fails a check, :func:`~gamelib.exercises.search_checks.diagnose` runs every variant of
that algorithm on the same positions; a variant that returns the student's value **and**
generates exactly the student's positions, in order, on every position tried, names the mistake
-- in the student's language, with the rule it breaks. A right search is never named: it agrees
with the lecture's search everywhere, and every variant differs from it somewhere on the
positions the checks use (a test proves both on random positions).

This module holds the mistakes and the searches that make them, and imports nothing of the
checks: :mod:`gamelib.exercises.search_checks`, which records what a search generates, runs
them (``diagnose``) -- one module depends on the other, never both ways.

>>> from gamelib.exercises.search_checks import check_alphabeta
>>> late = MISCONCEPTIONS["late-cut"].search   # cuts only when α > β
>>> check_alphabeta(late, "dodgem", seed=3).misconception
'late-cut'
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from gamelib.i18n import tr

INF = float("inf")


@dataclass(frozen=True)
class Misconception:
    """A named mistake: ``key``, the ``algorithms`` it is seen in, a short ``name`` and what
    goes wrong (``why``, English keys of the catalogue), and the ``search`` that makes it.

    ``lead`` puts name and why together ("a known mistake: ..."; a neutral one where the
    lecture's own text, transcribed as printed, makes the mistake). ``paper_name`` and
    ``paper_why``, when given, are what lesson 02's paper exercise on a drawn tree says instead
    of ``name`` and ``why`` (which may speak of code the tree exercise has none of)."""

    key: str
    algorithms: tuple[str, ...]
    name: str
    why: str
    search: Callable[..., float]
    lead: str = "a known mistake: {name} — {why}"
    paper_why: str = ""
    paper_name: str = ""
    #: what alpha-beta's check says instead of ``why``, when the two searches need other words
    alphabeta_why: str = ""

    def explained(self, lang: str | None = None, paper: bool = False,
                  algorithm: str | None = None) -> str:
        """'a known mistake: NAME — WHY' (or this mistake's own lead), in the student's
        language; with ``paper``, as the tree exercise of lesson 02 says it; with
        ``algorithm``, as the check of that search says it.

        >>> MISCONCEPTIONS["too-deep"].explained("en")[:51]
        'note: searching one ply deeper than the depth asked'
        >>> MISCONCEPTIONS["wrong-side"].explained("en", paper=True)[:71]
        "a known mistake: negating the leaves' values (evaluating for the wrong "
        >>> MISCONCEPTIONS["wrong-side"].explained("vi", paper=True)[:63]
        'Một lỗi thường gặp: đổi dấu giá trị ở lá (đánh giá nhầm bên) — '
        >>> "MaxVal(state, depth, α, β)" in MISCONCEPTIONS["too-deep"].explained("en", algorithm="alphabeta")
        True
        """
        why = self.paper_why if paper and self.paper_why else \
            self.alphabeta_why if algorithm == "alphabeta" and self.alphabeta_why else self.why
        name = self.paper_name if paper and self.paper_name else self.name
        return tr(self.lead, lang, name=tr(name, lang), why=tr(why, lang))


#: whose side a variant values positions for: the lecture's (White, MAX: ``game.max_side``) or
#: the other convention's (the side to move at the root, as the Ô ăn quan report's negamax)
SIDES = ("lecture", "mover")


def _minimax(flaw: str, side: str = "lecture") -> Callable[..., float]:
    """The lecture's minimax (MaxVal where ``me`` moves, MinVal elsewhere, every position
    valued for ``me``: White, MAX, in the lecture's convention, ``side``) with one ``flaw``."""

    def search(game: Any, state: Any, depth: int, evaluate: Any) -> float:
        me = game.max_side if side == "lecture" else game.to_move(state)
        shared: dict[str, float | None] = {"best": None}

        def value(u: Any, d: int) -> float:
            leaf = d == -1 if flaw == "too-deep" else d == 0
            if leaf or game.is_terminal(u):
                return evaluate(u, game.to_move(u) if flaw == "wrong-side" else me)
            maximizing = game.to_move(u) == me
            if flaw == "best-not-reset":  # one best value for the whole search, set at the root
                if shared["best"] is None:
                    shared["best"] = -INF if maximizing else INF
            else:
                shared["best"] = -INF if maximizing else INF
            best = shared["best"]
            for a in game.legal_actions(u):
                v = value(game.successor(u, a), d - 1)
                best = max(best, v) if maximizing else min(best, v)
                if flaw == "best-not-reset":
                    shared["best"] = best
            return best

        if flaw == "index":
            values = [value(game.successor(state, a), depth - 1)
                      for a in game.legal_actions(state)]
            best = max if game.to_move(state) == me else min
            return values.index(best(values)) if values else evaluate(state, me)
        return value(state, depth - 1 if flaw == "too-shallow" else depth)

    return search


def _alphabeta(flaw: str, side: str = "lecture",
               watch: Callable[[Any, float, float], None] | None = None) -> Callable[..., float]:
    """The lecture's alpha-beta (the window passed down by value, α raised at MAX nodes, β
    lowered at MIN nodes, a node's loop left as soon as α ≥ β; every position valued for White,
    MAX, in the lecture's convention, ``side``) with one ``flaw`` ("" for none; two joined by
"+" make both mistakes at once). With ``watch``,
    ``watch(u, α, β)`` is told each inner node's window as it enters and each time it changes:
    the α/β table that search writes (:mod:`gamelib.exercises.pruning_practice`)."""

    flaws = set(flaw.split("+"))

    def search(game: Any, state: Any, depth: int, evaluate: Any, alpha: float = -INF,
               beta: float = INF) -> float:
        me = game.max_side if side == "lecture" else game.to_move(state)

        def value(u: Any, d: int, alpha: float, beta: float) -> float:
            leaf = d == -1 if "too-deep" in flaws else d == 0
            if leaf or game.is_terminal(u):
                return evaluate(u, game.to_move(u) if "wrong-side" in flaws else me)
            maximizing = game.to_move(u) == me
            v = None
            if watch is not None:
                watch(u, alpha, beta)
            for a in game.legal_actions(u):
                window = ((-INF, INF) if "window-not-passed" in flaws else
                          (-beta, -alpha) if "negamax-window" in flaws else (alpha, beta))
                v = value(game.successor(u, a), d - 1, *window)
                if "bound-before-value" in flaws and alpha >= beta:
                    break
                before = (alpha, beta)
                alpha, beta = (max(alpha, v), beta) if maximizing else (alpha, min(beta, v))
                if watch is not None and (alpha, beta) != before:
                    watch(u, alpha, beta)
                if "bound-before-value" not in flaws and (alpha > beta if "late-cut" in flaws
                                                          else alpha >= beta):
                    break
            if "last-value" in flaws and v is not None:
                return v
            return alpha if maximizing else beta

        if "index" in flaws:
            values, low, high = [], -INF, INF
            maximizing = game.to_move(state) == me
            for a in game.legal_actions(state):
                values.append(value(game.successor(state, a), depth - 1, low, high))
                low, high = (max(low, values[-1]), high) if maximizing \
                    else (low, min(high, values[-1]))
            best = max if maximizing else min
            return values.index(best(values)) if values else evaluate(state, me)
        return value(state, depth - 1 if "too-shallow" in flaws else depth, alpha, beta)

    return search


#: the algorithms most mistakes are made in
BOTH = ("minimax", "alphabeta")
#: every named mistake, by key
MISCONCEPTIONS: dict[str, Misconception] = {m.key: m for m in (
    Misconception("late-cut", ("alphabeta",), "cutting only when α > β",
                  "the loop must stop as soon as α ≥ β: when they are equal the remaining "
                  "children cannot change the value either", _alphabeta("late-cut")),
    Misconception("window-not-passed", ("alphabeta",),
                  "no cut at all, because the loop never breaks early (no break when α ≥ β) or "
                  "the window is not passed down",
                  "instead, a node must leave its loop as soon as α ≥ β, and each child must be "
                  "searched with the window (α, β) its parent has at that moment; a loop with no "
                  "break and children started at (−∞, +∞) both search exactly the nodes minimax "
                  "searches, and nothing is pruned",
                  _alphabeta("window-not-passed"),
                  # (on paper there is no loop to break: a table whose every row starts at
                  # (−∞, ∞) -- all this search writes -- shows the one cause, the window)
                  paper_name="not passing the window (α, β) down to the children",
                  paper_why="each child starts with the window (α, β) its parent has at that "
                  "moment; with every row started at (−∞, ∞) the search goes just as minimax's "
                  "does, and nothing is pruned"),
    Misconception("negamax-window", ("alphabeta",), "passing (−β, −α) down as negamax does",
                  "MaxVal and MinVal pass (α, β) down as they are (by value, as the lecture notes); "
                  "(−β, −α) belongs to negamax, "
                  "where every value is negated too", _alphabeta("negamax-window")),
    Misconception("bound-before-value", ("alphabeta",), "testing the cut before taking the "
                  "child's value", "first raise α (at MAX) or lower β (at MIN) with the value the "
                  "child returned, then test α ≥ β", _alphabeta("bound-before-value")),
    Misconception("last-value", ("alphabeta",), "returning the value of the child searched "
                  "last", "the lecture's MaxVal returns α and MinVal returns β, "
                  "the bound the loop kept, not the value of the child searched last",
                  _alphabeta("last-value")),
    Misconception("index", BOTH, "returning the best move's index instead of its value",
                  "the search returns the value of the position; the move is what the caller "
                  "chooses with it", _alphabeta("index")),
    Misconception("too-deep", BOTH, "searching one ply deeper than the depth asked",
                  "your search's leaves are depth + 1 plies below the root. The fix: a node is a "
                  "leaf when d = 0 (not d = −1) or when the game is over, and returns f(u) = "
                  "evaluate(u, game.max_side); any other node searches each child w one ply "
                  "shallower: MinVal(w, d − 1) in MaxVal (MaxVal(w, d − 1) in MinVal). This "
                  "check asks for MaxVal(state, depth) (MinVal(state, depth) at a Black or O "
                  "root). If you transcribed the lecture's MiniMax(u, v, d) as printed, you have "
                  "not copied it wrong: \"the function that finds the move v for White node u "
                  "with depth d\" calls MinVal(w, d) for each child w, one ply deeper than "
                  "MaxVal(u, d) (at a Black root, \"the function that finds the move v for Black "
                  "node u with depth d\" calls MaxVal(w, d), one ply deeper than MinVal(u, d)); "
                  "the lecture's AlphaBeta(u, v, d) likewise calls MinVal(w, d, α, β) (MaxVal(w, "
                  "d, α, β) at a Black root)",
                  _alphabeta("too-deep"),
                  alphabeta_why=
                  "your search's leaves are depth + 1 plies below the root. The fix: a node is a "
                  "leaf when d = 0 (not d = −1) or when the game is over, and returns f(u) = "
                  "evaluate(u, game.max_side); any other node searches each child w one ply "
                  "shallower: MinVal(w, d − 1, α, β) in MaxVal (MaxVal(w, d − 1, α, β) in "
                  "MinVal). This check asks for MaxVal(state, depth, α, β) called with α = −∞, β "
                  "= +∞ (MinVal(state, depth, α, β) at a Black or O root). If you transcribed "
                  "the lecture's AlphaBeta(u, v, d) as printed, you have not copied it wrong: it "
                  "calls MinVal(w, d, α, β) for each child w, one ply deeper than MaxVal(u, d, "
                  "α, β) (at a Black root it calls MaxVal(w, d, α, β), one ply deeper than "
                  "MinVal(u, d, α, β))",
                  # (transcribing the lecture as printed is no mistake of the student's: a
                  # neutral lead, the way out first, the lecture's part after it)
                  lead="note: {name} — {why}"),
    Misconception("too-shallow", BOTH, "searching one ply too shallow",
                  "the root is called with d = depth, its children with d − 1, ...; a node "
                  "with d = 0 (depth plies below the root, where the root is at ply 0) or a "
                  "finished game is valued with f(u): so the search goes depth plies below the "
                  "root", _alphabeta("too-shallow")),
    Misconception("wrong-side", BOTH, "evaluating for the wrong side",
                  "evaluate(u, game.to_move(u)) values each leaf for whoever moves there, so a "
                  "leaf where MIN moves is valued for MIN, while the MAX node above takes the "
                  "largest value as if it were MAX's; the lecture values every position for "
                  "MAX (White; X in tic-tac-toe): f(u) = evaluate(u, game.max_side)",
                  _alphabeta("wrong-side"),
                  paper_name="negating the leaves' values (evaluating for the wrong side)",
                  paper_why="the number at each leaf is f(u), its value for White (MAX): use it "
                  "as it is at every leaf, also at a leaf where MIN moves, never negated (in "
                  "code: f(u) = evaluate(u, game.max_side), not evaluate(u, game.to_move(u)))"),
    Misconception("best-not-reset", ("minimax",), "not resetting the best value at each node",
                  "each node must start its own best value at −∞ (MAX) or +∞ (MIN); one best value "
                  "kept from node to node mixes the values of different nodes' children",
                  _minimax("best-not-reset")),
)}
def variants(algorithm: str, side: str = "lecture") -> list[tuple[Misconception, Callable[..., float]]]:
    """The named mistakes of ``algorithm`` with the search that makes each, in that
    algorithm's signature, valuing positions in ``side``'s convention (:data:`SIDES`)."""
    make = _minimax if algorithm == "minimax" else _alphabeta
    return [(m, make(m.key, side)) for m in MISCONCEPTIONS.values() if algorithm in m.algorithms]



def both_explained(first: Misconception, second: Misconception, lang: str | None = None,
                   paper: bool = False) -> str:
    """What is said of an answer that two named mistakes give together (their searches joined
    as ``"first+second"`` make both at once, :func:`_alphabeta`): both named, each with the rule
    it breaks, in the student's language; with ``paper``, as lesson 02's tree exercise says them.

    >>> print(both_explained(MISCONCEPTIONS["late-cut"], MISCONCEPTIONS["last-value"], "en")[:110])
    This answer matches two known mistakes at once: (1) cutting only when α > β — the loop must stop as soon as α
    """
    def one(m: Misconception) -> str:
        name = m.paper_name if paper and m.paper_name else m.name
        why = m.paper_why if paper and m.paper_why else m.why
        return tr("{name} — {why}", lang, name=tr(name, lang), why=tr(why, lang))

    return tr("This answer matches two known mistakes at once: (1) {first}; (2) {second}. With "
              "both put right, it is the lecture's answer.", lang, first=one(first),
              second=one(second))
