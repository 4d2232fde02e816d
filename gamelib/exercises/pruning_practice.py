"""Alpha-beta practice that never runs out: a fresh random tree per student and per try, the
lecture's answer to it, and the marking of a student's answer (issue 42, items 2 and 3).

A :class:`PruningProblem` is a random game tree at one of the :data:`LEVELS` (depth 3 then 4,
two then three children a node, a MIN root, children searched in the order of an evaluation),
made from a seed that :func:`practice_seed` derives from the student's name, the level and the
try: two students get different trees, a new try a new tree, and a teacher given the seed gets
the same tree back. The student answers with an :class:`Answer`: the branches alpha-beta prunes,
the α/β table (each reached inner node's windows in turn, as the lecture's table prints them)
and the root's value and move. :func:`mark` compares it with the lecture's alpha-beta
(:func:`gamelib.search.alphabeta`, traced) and explains each mistake with the rule and the
numbers; when the mistake is one of the named :mod:`~gamelib.exercises.misconceptions` (or two of
them made at once), it says so, and where that search parts from the lecture's.

>>> problem = PruningProblem.from_seed(1, 8)
>>> problem.game.values
{'8': 3, '9': 6, '10': 9, '11': -3, '12': 3, '13': -7, '14': 6, '15': -2}
>>> right = problem.solution
>>> (right.value, right.move, sorted(right.cuts))
(6, '2', [('3', '7'), ('5', '11')])
>>> right.windows["3"]
((6, inf), (6, 6))
>>> answer = problem.right_answer()          # the lecture's answer, as a student would write it
>>> mark(problem, answer, "en").all_right
True
>>> forgot = Answer(cuts=frozenset({("5", "11")}), windows=answer.windows, value="6", move="2")
>>> marking = mark(problem, forgot, "en")
>>> marking.parts
{'cuts': False, 'table': True, 'root': True}
>>> print(marking.mistakes[0].message)
Branch 3 → 7 is pruned: at node 3 (MIN) the window is α = 6, β = 6 once child 6 has returned 6, and α ≥ β, so 7 is never searched.
>>> marking.misconception is None             # its own table has α ≥ β at 3: a slip, no mistake named
True
>>> went_on = Answer(frozenset({("5", "11")}), {**answer.windows, "7": "6,6"}, "6", "2")
>>> mark(problem, went_on, "en").misconception.key    # searched 7 too: cutting only when α > β
'late-cut'

A name is given only when the student's whole answer is that mistake's: here the rows start at
(−∞, ∞) (the window not passed down), which no search that cuts only when α > β writes:

>>> blind = Answer(frozenset({("5", "11")}), {**answer.windows, "5": "-∞,∞ 9,∞", "7": "6,6"},
...                "6", "2")
>>> marking = mark(problem, blind, "en")
>>> marking.misconception is None
True
>>> print(marking.unnamed("en"))
No named mistake gives this whole answer (its cuts, every row of its α/β table, the root's value and move): the points above say where it differs from the lecture's search, one by one.

An answer that no one mistake gives, but two made together do, names both (``also``):

>>> both = searched_with(problem, "window-not-passed+wrong-side")
>>> two = VariantAnswer(MISCONCEPTIONS["window-not-passed"], *both).answer()
>>> marking = mark(problem, two, "en")
>>> marking.misconception.key, marking.also.key
('window-not-passed', 'wrong-side')
"""

from __future__ import annotations

import hashlib
import random
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from gamelib.core import MAX, MIN
from gamelib.exercises.misconceptions import MISCONCEPTIONS, Misconception, variants
from gamelib.exercises.questions import parse_bound
from gamelib.exercises.search_checks import RecordingGame
from gamelib.games.tree import TreeGame, random_tree
from gamelib.i18n import side_words, tr
from gamelib.search import alphabeta, minimax
from gamelib.search.trace import (INF, Bound, Cutoff, Enter, Exit, Leaf, TableRow, Trace,
                                  format_bound, node_rows)

#: where the practice's first answers are kept in the scores file (lesson, exercise)
LESSON, EXERCISE = "02", "pruning-practice"
#: the parts of an answer, each scored on its own
PARTS = ("cuts", "table", "root")
#: leaf values are drawn from this range (small numbers: the exam is done by hand)
VALUES = (-9, 9)


@dataclass(frozen=True)
class Level:
    """One level of practice: a full tree of ``depth`` levels with ``branching`` children a
    node, ``root`` (MAX or MIN) to move at the root, and with ``ordered`` each node's children
    searched in the order of an evaluation ``f`` printed beside every inner node (the best for
    the side to move first: the highest at MAX, the lowest at MIN)."""

    number: int
    depth: int
    branching: int
    root: str = MAX
    ordered: bool = False

    def describe(self, lang: str | None = None) -> str:
        """A line for the level chooser.

        >>> LEVELS[4].describe("en")
        'Level 4: depth 4, 2 children a node, MIN at the root'
        """
        words = tr("Level {number}: depth {depth}, {branching} children a node, {root} at the "
                   "root", lang, number=self.number, depth=self.depth, branching=self.branching,
                   root=self.root)
        if self.ordered:
            words += tr(", children searched in the order of the evaluation f", lang)
        return words


#: the levels, easiest first
LEVELS: dict[int, Level] = {level.number: level for level in (
    Level(1, depth=3, branching=2),
    Level(2, depth=3, branching=3),
    Level(3, depth=4, branching=2),
    Level(4, depth=4, branching=2, root=MIN),
    Level(5, depth=3, branching=3, ordered=True),
)}


def level_of(number: int | Level) -> Level:
    """The level numbered ``number`` (a clear error for one that does not exist)."""
    if isinstance(number, Level):
        return number
    if number not in LEVELS:
        raise ValueError(f"level {number!r} does not exist; the levels are "
                         f"{', '.join(str(n) for n in LEVELS)}")
    return LEVELS[number]


def practice_seed(student: str, level: int, attempt: int) -> int:
    """The seed of the tree a ``student`` gets at ``level`` on try number ``attempt`` (1, 2, ...):
    a hash of the three, so it is the same on every machine and differs between students and
    between tries.

    >>> practice_seed("Nguyễn Văn A", 1, 1) == practice_seed("Nguyễn Văn A", 1, 1)
    True
    >>> practice_seed("Nguyễn Văn A", 1, 1) != practice_seed("Trần Thị B", 1, 1)
    True
    """
    level_of(level)
    if not isinstance(attempt, int) or attempt < 1:
        raise ValueError(f"the try number counts from 1, got {attempt!r}")
    text = f"gamelib alpha-beta practice|{' '.join(str(student).split())}|{level}|{attempt}"
    return int(hashlib.sha256(text.encode("utf-8")).hexdigest()[:8], 16)


@dataclass(frozen=True)
class Answer:
    """What a student answers: the ``cuts`` marked, as (parent, child) branches; the α/β table
    as written, ``windows[node]`` the text of that inner node's windows in turn ("" for a node
    the search never reaches); the root's ``value`` as written and its ``move`` (a child of the
    root, or None)."""

    cuts: frozenset = frozenset()
    windows: Mapping[str, str] = field(default_factory=dict)
    value: str = ""
    move: str | None = None


@dataclass(frozen=True)
class Solution:
    """The lecture's alpha-beta on a problem's tree: its trace, the root's ``value`` and
    ``move``, the branches it ``cuts`` (the topmost ones: a subtree under a cut is not searched
    either), each reached inner node's ``windows`` in turn, and the branches it searches,
    in order (``searched``)."""

    trace: Trace
    value: float
    move: str | None
    cuts: frozenset
    windows: dict[str, tuple[tuple[float, float], ...]]
    searched: tuple[tuple[str, str], ...]


class PruningProblem:
    """A practice tree: its ``level``, ``seed`` and ``game``, the evaluation ``f`` of its inner
    nodes when the level orders children by it, and the lecture's answer (:attr:`solution`,
    computed when first asked for and never sent to a browser)."""

    def __init__(self, level: Level, seed: int, game: TreeGame, estimates: Mapping[str, int]):
        self.level, self.seed, self.game = level, seed, game
        self.estimates = dict(estimates)

    @classmethod
    def from_seed(cls, level: int | Level, seed: int) -> "PruningProblem":
        """The tree of ``level`` made from ``seed`` (the same seed, the same tree)."""
        level = level_of(level)
        if isinstance(seed, bool) or not isinstance(seed, int) or seed < 0:
            raise ValueError(f"a seed is a whole number ≥ 0, got {seed!r}")
        game = random_tree(level.branching, level.depth, seed=seed, values=VALUES,
                           root_player=level.root)
        estimates: dict[str, int] = {}
        if level.ordered:  # the true value, give or take 3: a good but imperfect guide
            noise = random.Random(f"gamelib practice order {seed}")
            for node in game.nodes:
                if node in game.children:
                    true = minimax(game, node, player=MAX).value
                    estimates[node] = int(true) + noise.randint(-3, 3)
        return cls(level, seed, game, estimates)

    @classmethod
    def for_student(cls, student: str, level: int | Level, attempt: int) -> "PruningProblem":
        """The tree ``student`` gets at ``level`` on try ``attempt``."""
        level = level_of(level)
        return cls.from_seed(level, practice_seed(student, level.number, attempt))

    # -- the tree --------------------------------------------------------------------------
    def f(self, node: str) -> float:
        """The evaluation that orders the search: a leaf's value, an inner node's estimate."""
        return self.game.values[node] if node in self.game.values else self.estimates[node]

    def order(self, state: str, actions: Sequence[str]) -> list[str]:
        """The children of ``state`` in the order the search visits them: left to right, or,
        at an ordered level, the best by ``f`` for the side to move first (ties left to right).
        """
        if not self.level.ordered:
            return list(actions)
        sign = -1 if self.game.to_move(state) == MAX else 1
        return sorted(actions, key=lambda child: sign * self.f(child))

    @cached_property
    def search_game(self) -> TreeGame:
        """The tree with each node's children listed in search order (for searches that take
        no ``order``: the named mistakes)."""
        game = self.game
        return TreeGame(game.root, {n: self.order(n, kids) for n, kids in game.children.items()},
                        game.values, game.root_player, title=game.title, source=game.source)

    @property
    def edges(self) -> list[tuple[str, str]]:
        """Every branch (parent, child), breadth first, left to right."""
        return [(self.game.parent[node], node) for node in self.game.nodes[1:]]

    @property
    def inner_nodes(self) -> list[str]:
        """The nodes with children: the rows of the α/β table the student fills."""
        return [node for node in self.game.nodes if node in self.game.children]

    def below(self, node: str) -> list[str]:
        """Every node under ``node`` (not itself)."""
        out, stack = [], list(self.game.children.get(node, ()))
        while stack:
            child = stack.pop()
            out.append(child)
            stack.extend(self.game.children.get(child, ()))
        return out

    # -- the lecture's answer -----------------------------------------------------------------
    @cached_property
    def solution(self) -> Solution:
        """The lecture's alpha-beta on this tree (values for MAX, as in the lecture)."""
        trace = Trace()
        result = alphabeta(self.game, self.game.root, trace=trace, player=MAX,
                           order=self.order if self.level.ordered else None)
        facts = _Facts(trace)
        cuts = frozenset((facts.state[c.node], child) for c in facts.cutoffs
                         for child in c.skipped)
        windows = {row.label: row.windows for row in node_rows(trace)
                   if row.label in self.game.children}
        return Solution(trace, result.value, result.action, cuts, windows, facts.searched)

    @cached_property
    def one_mistake(self) -> list["VariantAnswer"]:
        """Every named mistake's answer on this tree (:func:`variant_answers`), computed when first
        asked for: what marking an answer compares it with."""
        return variant_answers(self)

    @cached_property
    def two_at_once(self) -> list[tuple["VariantAnswer", Misconception]]:
        """Every two named mistakes made together on this tree (the lecture's alpha-beta with
        both flaws, as :func:`searched_with` runs ``"first+second"``), each as (the search's
        answer, held under the first mistake; the second mistake): what the practice names when
        no one mistake gives a student's answer. Computed when first asked for."""
        keys = [v.misconception.key for v in self.one_mistake]
        out = []
        for i, first in enumerate(keys):
            for second in keys[i + 1:]:
                answered = searched_with(self, f"{first}+{second}")
                if answered is not None:
                    out.append((VariantAnswer(MISCONCEPTIONS[first], *answered),
                                MISCONCEPTIONS[second]))
        return out

    def right_answer(self) -> Answer:
        """The lecture's answer, written as a student would write it."""
        right = self.solution
        windows = {node: "  ".join(f"{format_bound(a, 'en')},{format_bound(b, 'en')}"
                                   for a, b in right.windows.get(node, ()))
                   for node in self.inner_nodes}
        return Answer(right.cuts, windows, format_bound(right.value, "en"), right.move)

    def table(self) -> list[TableRow]:
        """The lecture's α/β table of this tree, every node in the tree's order."""
        from gamelib.viz.table import tree_table

        return tree_table(self.game, self.solution.trace)

    def __repr__(self) -> str:
        return f"PruningProblem(level {self.level.number}, seed {self.seed})"


class _Facts:
    """What a trace says, looked up by node name: who entered whom with what window, what each
    node returned, each cut-off and the bounds as they changed."""

    def __init__(self, trace: Trace):
        self.state: dict[int, str] = {}
        self.entry: dict[str, tuple[float, float]] = {}
        self.returned: dict[str, float] = {}
        self.cutoffs: list[Cutoff] = []
        self.bounds: dict[str, list[Bound]] = {}
        self.children: dict[str, list[str]] = {}
        searched = []
        for event in trace.events:
            if isinstance(event, Enter):
                self.state[event.node] = event.state
                self.entry[event.state] = (event.alpha, event.beta)
                if event.parent is not None:
                    parent = self.state[event.parent]
                    searched.append((parent, event.state))
                    self.children.setdefault(parent, []).append(event.state)
            elif isinstance(event, (Leaf, Exit)):
                self.returned[self.state[event.node]] = event.value
            elif isinstance(event, Cutoff):
                self.cutoffs.append(event)
            elif isinstance(event, Bound):
                self.bounds.setdefault(self.state[event.node], []).append(event)
        self.searched = tuple(searched)
        self.cut_at = {self.state[c.node]: c for c in self.cutoffs}


# -- reading what the student wrote ------------------------------------------------------------
_BOUND = re.compile(r"[+\-−]?\s*(?:∞|infinity|inf|\d+(?:\.\d+)?)")
_BETWEEN = re.compile(r"[\s,;()\[\]→>|]*")
#: the lecture's own cut note at the end of a table row ("=>Cắt 11,12", "=> cắt", "→ cut 9"):
#: read and set aside (the cuts are the branches marked on the tree), not a stray word
_CUT_NOTE = re.compile(r"(?:=>|⇒|->|→)?\s*(?:cắt|cut)\b[\s\d,;.]*$")


def parse_windows(text: str, node: str, lang: str | None = None) -> tuple[tuple[float, float], ...]:
    """A table row as written: windows in turn, each "α,β" (``-∞,∞  3,∞  3,5``; brackets,
    semicolons and arrows between them are fine, ``inf`` and ``-inf`` too). Empty: no window.
    The lecture's cut note at the end of a row, "=> Cắt" with or without the nodes cut, is
    accepted and set aside: the cuts are the branches marked on the tree.

    >>> parse_windows("-∞,∞  3,∞ (3, 5)", "2")
    ((-inf, inf), (3, inf), (3, 5))
    >>> parse_windows("-∞,∞ 3,∞ 3,2 =>Cắt 11,12", "2"), parse_windows("-∞,∞ 4,4 => cắt", "2")
    (((-inf, inf), (3, inf), (3, 2)), ((-inf, inf), (4, 4)))
    >>> parse_windows("-inf,inf 3", "2", "en")
    Traceback (most recent call last):
    ...
    ValueError: Node 2: 3 bounds make no whole windows; write each window as a pair α,β, such as -∞,∞  3,∞
    """
    cleaned = _CUT_NOTE.sub("", str(text).strip().lower()).strip()
    bounds = [match.group(0) for match in _BOUND.finditer(cleaned)]
    rest = _BOUND.sub(" ", cleaned)
    if not _BETWEEN.fullmatch(rest):
        stray = "".join(ch for ch in rest if not _BETWEEN.fullmatch(ch)).strip()
        raise ValueError(tr("Node {node}: {text!r} cannot be read; write the windows in turn as "
                            "pairs α,β, such as -∞,∞  3,∞", lang, node=node, text=stray))
    if len(bounds) % 2:
        raise ValueError(tr("Node {node}: {count} bounds make no whole windows; write each "
                            "window as a pair α,β, such as -∞,∞  3,∞", lang, node=node,
                            count=len(bounds)))
    values = [parse_bound(b.replace(" ", ""), "en") for b in bounds]
    return tuple(zip(values[0::2], values[1::2]))


@dataclass(frozen=True)
class Mistake:
    """One mistake: the ``part`` of the answer (cuts, table or root), the ``node`` it is about,
    and the ``message`` that explains it with the rule and the numbers."""

    part: str
    node: str
    message: str


@dataclass(frozen=True)
class Marking:
    """A marked answer: ``parts`` says which of cuts, table and root are right; ``mistakes``
    explain every wrong thing; ``misconception`` names a known mistake the answer matches, and
    ``parting`` says where that search leaves the lecture's; ``also``, when the answer is what
    two named mistakes give together (and neither alone), is the second of them."""

    parts: dict[str, bool]
    mistakes: tuple[Mistake, ...]
    misconception: Misconception | None = None
    parting: str = ""
    #: every row written starts at (−∞, ∞), where some node's parent hands down a narrower one
    every_row_open: bool = False
    #: the root's value, and its move, each on its own (``parts["root"]`` is both)
    value_right: bool = True
    move_right: bool = True
    #: every number written is a leaf's value negated (the leaves valued for the wrong side)
    negated_leaves: bool = False
    #: the second named mistake, when the answer is what two give together
    also: Misconception | None = None
    #: the root's value is the side to move's (a Black root's value with its sign flipped: the
    #: other convention, as negamax values), and nothing else is wrong
    mover_value_only: bool = False
    #: the inner nodes whose first window is (−∞, ∞) in the lecture's search too (searched
    #: before any value came back): where an answer with every row open is right
    rightly_open: tuple[str, ...] = ()

    @property
    def all_right(self) -> bool:
        return all(self.parts.values())

    def unnamed(self, lang: str | None = None) -> str:
        """What is said of a wrong answer that no named mistake gives: that its mistake is not
        a known one ('' when the answer is right or a mistake is named)."""
        if self.all_right or self.misconception is not None or self.mover_value_only:
            return ""  # (the root's own point names the other convention)
        words = tr("No named mistake gives this whole answer (its cuts, every row of its α/β "
                   "table, the root's value and move): the points above say where it differs "
                   "from the lecture's search, one by one.", lang)
        if self.every_row_open:
            words += " " + tr("Every row of yours starts at (−∞, ∞): each child must start with "
                              "the window (α, β) its parent has.", lang)
            if self.rightly_open:  # (UI review 6: some of those rows are right, say which)
                words += " " + tr("(−∞, ∞) is right only where no value has come back yet: "
                                  "{nodes}.", lang, nodes=", ".join(self.rightly_open))
        if self.negated_leaves:
            words += " " + tr("Every number in your answer is a leaf's value with its sign "
                              "flipped: the number at each leaf is f(u), its value for White "
                              "(MAX); use it as it is, never negated.", lang)
        return words


def _w(window: tuple[float, float], lang: str | None = None) -> str:
    return f"({format_bound(window[0], lang)}, {format_bound(window[1], lang)})"


def _ws(windows: Sequence[tuple[float, float]], lang: str | None = None) -> str:
    return " → ".join(_w(w, lang) for w in windows) or "—"


def _side(game: TreeGame, node: str, lang: str | None = None) -> str:
    return side_words(game.to_move(node) == MAX, lang)


def read_answer(problem: PruningProblem, answer: Answer, lang: str | None = None
                ) -> tuple[dict[str, tuple], float]:
    """The table and the root's value, read; a ValueError in the student's language names what
    cannot be read (nothing is marked then)."""
    if not any(str(text).strip() for text in answer.windows.values()):
        raise ValueError(tr("Fill in the α/β table first: the windows in turn of every node the "
                            "search reaches.", lang))
    if not str(answer.value).strip():
        raise ValueError(tr("Write the root's value first.", lang))
    if answer.move is None:
        raise ValueError(tr("Choose the root's move first.", lang))
    unknown = sorted(set(answer.windows) - set(problem.inner_nodes))
    if unknown:
        raise ValueError(f"the table has no row for {', '.join(unknown)}; its rows are the inner "
                         f"nodes {', '.join(problem.inner_nodes)}")
    for edge in answer.cuts:
        if tuple(edge) not in set(problem.edges):
            raise ValueError(f"{edge!r} is not a branch of this tree; branches are (parent, "
                             "child) pairs such as ('1', '2')")
    if answer.move not in problem.game.children[problem.game.root]:
        raise ValueError(f"the move {answer.move!r} is not a child of the root; its children are "
                         f"{', '.join(problem.game.children[problem.game.root])}")
    table = {node: parse_windows(answer.windows.get(node, ""), node, lang)
             for node in problem.inner_nodes}
    value = parse_bound(str(answer.value), lang)
    return table, value


def topmost(problem: PruningProblem, cuts: frozenset) -> frozenset:
    """The marked branches that are not under another marked branch (marking a branch prunes
    everything below it already)."""
    under = {node for _, child in cuts for node in problem.below(child)}
    return frozenset(edge for edge in cuts if edge[0] not in under)


def mark(problem: PruningProblem, answer: Answer, lang: str | None = None) -> Marking:
    """Mark ``answer`` against the lecture's alpha-beta on ``problem``'s tree.

    Every mistake is explained with the rule it breaks and the numbers of this tree; an
    answer that a named mistake of :mod:`~gamelib.exercises.misconceptions` would give is
    named, with where that search parts from the lecture's. Raises ValueError (in the
    student's language) when the answer cannot be read.
    """
    table, value = read_answer(problem, answer, lang)
    right, game = problem.solution, problem.game
    facts = _Facts(right.trace)
    cuts = topmost(problem, frozenset(tuple(e) for e in answer.cuts))
    mistakes: list[Mistake] = []

    # the cuts ---------------------------------------------------------------------------
    for parent, child in sorted(right.cuts - cuts, key=lambda e: game.nodes.index(e[1])):
        cut = facts.cut_at[parent]
        last = facts.children[parent][-1]
        mistakes.append(Mistake("cuts", child, tr(
            "Branch {parent} → {child} is pruned: at node {parent} ({side}) the window is "
            "α = {alpha}, β = {beta} once child {last} has returned {value}, and α ≥ β, so "
            "{child} is never searched.", lang, parent=parent, child=child,
            side=_side(game, parent, lang), alpha=format_bound(cut.alpha, lang),
            beta=format_bound(cut.beta, lang), last=last,
            value=format_bound(facts.returned[last], lang))))
    for parent, child in sorted(cuts - right.cuts, key=lambda e: game.nodes.index(e[1])):
        if child in facts.entry:
            alpha, beta = facts.entry[child]
            message = tr("Branch {parent} → {child} is searched: when node {parent} comes to "
                         "it, its window is α = {alpha}, β = {beta}, and α < β, so the search "
                         "goes on.", lang, parent=parent, child=child,
                         alpha=format_bound(alpha, lang), beta=format_bound(beta, lang))
        else:
            above = next(c for p, c in right.cuts if parent == c or parent in problem.below(c))
            message = tr("Branch {parent} → {child} lies under a branch already pruned ({above}"
                         "): mark only the branch where the search stops.", lang, parent=parent,
                         child=child, above=f"{game.parent[above]} → {above}")
        mistakes.append(Mistake("cuts", child, message))

    # the table --------------------------------------------------------------------------
    table_mistakes: list[Mistake] = []
    for node in problem.inner_nodes:
        mine, truth = table[node], right.windows.get(node, ())
        if mine == truth:
            continue
        if not truth:
            table_mistakes.append(Mistake("table", node, tr(
                "Node {node} is never reached (a branch above it is pruned): leave its row "
                "empty.", lang, node=node)))
            continue
        if not mine:
            table_mistakes.append(Mistake("table", node, tr(
                "Node {node} is reached: its windows in turn are {right}.", lang, node=node,
                right=_ws(truth, lang))))
            continue
        at = next((i for i, (a, b) in enumerate(zip(mine, truth)) if a != b),
                  min(len(mine), len(truth)))
        said = tr("you wrote {mine}, the lecture's search has {right}", lang, mine=_ws(mine, lang),
                  right=_ws(truth, lang))
        if at == 0:
            parent = game.parent.get(node)
            if parent is None:
                rule = tr("the root starts with the window (−∞, ∞)", lang)
            else:
                rule = tr("node {node} starts with the window its parent {parent} has when it "
                          "enters {node}: {window}", lang, node=node, parent=parent,
                          window=_w(truth[0], lang))
        elif at < len(truth):
            bound = facts.bounds[node][at - 1]
            child = facts.state[bound.child]
            rule = tr("after child {child} returns {value}, {which} becomes {value}: the window "
                      "is {window}", lang, child=child, value=format_bound(bound.value, lang),
                      which="α" if game.to_move(node) == MAX else "β", window=_w(truth[at], lang))
        else:
            rule = tr("the window changes only when a child's value raises α (at MAX) or "
                      "lowers β (at MIN); after {window} no child does", lang,
                      window=_w(truth[-1], lang))
            if node in facts.cut_at:
                rule += tr(", and α ≥ β there: the remaining children are cut", lang)
        table_mistakes.append(Mistake("table", node, tr("Node {node}: {said}; {rule}.", lang,
                                                        node=node, said=said, rule=rule)))
    mistakes += table_mistakes

    # the root ---------------------------------------------------------------------------
    root = game.root
    value_right, move_right = value == right.value, answer.move == right.move
    mover_value = game.to_move(game.root) == MIN and right.value != 0 and value == -right.value
    root_right = value_right and move_right
    if not root_right:
        returned = ", ".join(tr("node {child} returns {value}", lang, child=child,
                                value=format_bound(facts.returned[child], lang))
                             for child in facts.children[root])
        rule = tr("the largest" if game.to_move(root) == MAX else "the smallest", lang)
        message = tr(
            "The root {root} ({side}) takes {rule} value its children return ({returned}): its "
            "value is {value} and its move goes to node {move}.", lang, root=root,
            side=_side(game, root, lang), rule=rule, returned=returned,
            value=format_bound(right.value, lang), move=right.move)
        ties = [child for child in facts.children[root] if facts.returned[child] == right.value]
        if len(ties) > 1 and not move_right:  # (said where the move is what it explains)
            message += " " + tr("A later child returning the same value does not change the "
                                "move: α rises (β falls) only when a value is strictly better.",
                                lang)
        if mover_value:  # lesson 05 accepts it as the other convention: named alike here
            message += " " + tr("You wrote {yours}: the value for the side to move at the root "
                                "(the other convention, as the negamax Minimax of the Ô ăn quan "
                                "report gives it); this exercise uses the lecture's: a value is "
                                "always White's (MAX's), also at a Black root: {value}, not "
                                "{yours}.", lang, value=format_bound(right.value, lang),
                                yours=format_bound(value, lang))
        mistakes.append(Mistake("root", root, message))

    parts = {"cuts": cuts == right.cuts, "table": not table_mistakes, "root": root_right}
    named, also, parting = None, None, ""
    if not all(parts.values()):
        named, also, parting = _named_mistake(problem, cuts, table, value, answer.move, lang)
    open_rows = [node for node in problem.inner_nodes if table[node]]
    every_row_open = bool(open_rows) and all(table[node][0] == (-INF, INF) for node in open_rows) \
        and any(right.windows.get(node, ((-INF, INF),))[0] != (-INF, INF) for node in open_rows)
    # every number written is a leaf's value with its sign flipped (and one at least is no
    # leaf's value as it is): the leaves were negated, whatever else went wrong
    leaves = set(game.values.values())
    written = {b for windows in table.values() for window in windows for b in window
               if abs(b) != INF} | ({value} if abs(value) != INF else set())
    negated = bool(written) and all(-b in leaves for b in written) \
        and any(b not in leaves for b in written)
    only_value = mover_value and parts["cuts"] and parts["table"] and move_right
    rightly_open = tuple(str(node) for node in open_rows
                         if right.windows.get(node, ((-INF, INF),))[0] == (-INF, INF))
    return Marking(parts, tuple(mistakes), named, parting, every_row_open, value_right,
                   move_right, negated, also, only_value,
                   rightly_open=rightly_open if every_row_open else ())


def _evaluate(game: TreeGame):
    def evaluate(state: str, side: str) -> float:
        return game.utility(state, side)  # a ValueError at an inner node (too shallow a search)
    return evaluate


@dataclass(frozen=True)
class VariantAnswer:
    """What a named mistake's search answers on a tree, every part a student gives: its root
    ``value`` (for MAX, as the lecture values) and ``move`` (the child that last moved the
    root's bound, as the lecture's AlphaBeta(u, v, d) chooses it), the branches it prunes, the
    α/β table it writes (``windows``: each inner node it reaches, its windows in turn) and the
    branches it searches, in order."""

    misconception: Misconception
    value: float
    cuts: frozenset
    searched: tuple[tuple[str, str], ...]
    windows: dict[str, tuple[tuple[float, float], ...]] = field(default_factory=dict)
    move: str | None = None

    def answer(self) -> Answer:
        """This search's answer, written as a student would write it."""
        windows = {node: "  ".join(f"{format_bound(a, 'en')},{format_bound(b, 'en')}"
                                   for a, b in rows) for node, rows in self.windows.items()}
        return Answer(self.cuts, windows, format_bound(self.value, "en"), self.move)


def variant_answers(problem: PruningProblem) -> list[VariantAnswer]:
    """Every named alpha-beta mistake run on the problem's tree (in search order) with the
    students' signature, in the lecture's convention (values for MAX); a variant that cannot
    run on a tree (it values an inner node) is left out, as is the one that returns a move's
    index (no value to compare).

    >>> problem = PruningProblem.from_seed(1, 8)
    >>> blind = next(v for v in variant_answers(problem) if v.misconception.key == "window-not-passed")
    >>> blind.windows["3"], blind.cuts
    (((-inf, inf), (-inf, 3)), frozenset())
    """
    out = []
    for misconception, _ in variants("alphabeta"):
        if misconception.key == "index":
            continue
        answered = searched_with(problem, misconception.key)
        if answered is not None:
            out.append(VariantAnswer(misconception, *answered))
    return out


def searched_with(problem: PruningProblem, flaw: str) -> tuple | None:
    """What the lecture's alpha-beta with ``flaw`` (a named mistake's key, "" for none, two
    joined by "+") answers on the problem's tree: (value, cuts, searched, windows, move), as
    :class:`VariantAnswer` holds them; None when it cannot run on a tree (it values an inner
    node)."""
    from gamelib.exercises.misconceptions import _alphabeta

    game = problem.search_game
    recorder = RecordingGame(game, game.root)
    windows: dict[str, list[tuple[float, float]]] = {}
    move: list[str | None] = [None]

    def watch(node: str, alpha: float, beta: float) -> None:
        if node == game.root and node in windows:  # the root's bound moved: its move
            move[0] = next(g.child for g in reversed(recorder.generated) if g.parent == game.root)
        windows.setdefault(node, []).append((alpha, beta))

    try:
        value = _alphabeta(flaw, "lecture", watch)(recorder, game.root, problem.level.depth,
                                                   _evaluate(game), -INF, INF)
    except (ValueError, RecursionError, KeyError):
        return None
    searched = tuple((g.parent, g.child) for g in recorder.generated)
    reached = {game.root} | {child for _, child in searched}
    expanded = {parent for parent, _ in searched}
    cuts = frozenset((p, c) for p in expanded for c in game.children[p] if c not in reached)
    return value, cuts, searched, {node: tuple(w) for node, w in windows.items()}, move[0]


def _named_mistake(problem: PruningProblem, cuts: frozenset,
                   table: Mapping[str, tuple[tuple[float, float], ...]], value: float,
                   move: str | None, lang: str | None
                   ) -> tuple[Misconception | None, Misconception | None, str]:
    """The named mistake whose search gives the student's whole answer: the same cuts, the
    same α/β table row for row, the same root value and move -- where its table or root is
    not the lecture's (a mistake that differs only in a branch marked is a forgotten mark as
    well, and is not named). A name is given only where the student's own work shows it: a row,
    a cut or a value of the student's that the mistake's search would not write (another
    mistake, or a slip besides) leaves it unnamed, as does an answer no named mistake gives.

    Returns (the mistake, the second mistake, where its search parts from the lecture's): when
    no one mistake gives the answer but two made together do (:attr:`PruningProblem.two_at_once`),
    both are named; (None, None, "") when none does."""
    right = problem.solution
    lecture = ({n: right.windows.get(n, ()) for n in problem.inner_nodes}, right.value, right.move)
    mine = (cuts, dict(table), value, move)
    singles = [(variant, None) for variant in problem.one_mistake]
    for group in (singles, problem.two_at_once):
        for variant, second in group:
            rows = {node: variant.windows.get(node, ()) for node in problem.inner_nodes}
            if (rows, variant.value, variant.move) == lecture:
                # the lecture's table and root: the same answer, or one that differs only in a
                # branch marked, which a branch forgotten gives as well -- the student's own
                # table shows the lecture's search, so the branch's own feedback speaks
                continue
            if (variant.cuts, rows, variant.value, variant.move) == mine:
                return variant.misconception, second, parting(problem, variant, lang)
    return None, None, ""


def parting(problem: PruningProblem, variant: VariantAnswer, lang: str | None = None) -> str:
    """Where a named mistake's search parts from the lecture's: the first branch where they
    go different ways, or, when they search the same branches, the first window of the α/β
    table that the values they return make differ.

    >>> problem = PruningProblem.from_seed(1, 8)
    >>> late = next(v for v in variant_answers(problem) if v.misconception.key == "late-cut")
    >>> print(parting(problem, late, "en"))
    after node 13, the lecture's search has finished and this faulty search (as in your answer) goes on to node 7: the lecture's search cuts at node 3, where α = 6 ≥ β = 6
    """
    ours, theirs = problem.solution.searched, variant.searched
    facts = _Facts(problem.solution.trace)
    at = next((i for i, (a, b) in enumerate(zip(ours, theirs)) if a != b),
              min(len(ours), len(theirs)))
    if at == len(ours) == len(theirs):
        root = dict(right=format_bound(problem.solution.value, lang),
                    value=format_bound(variant.value, lang))
        for node, k, child in _windows_in_time(problem.game.root, ours):
            mine, its = (w.get(node, ()) for w in (problem.solution.windows, variant.windows))
            if mine[k:k + 1] != its[k:k + 1]:
                break
        else:
            node = None
        if node is None or child is None:
            return tr("both search the same branches; they part in the value returned: the "
                      "lecture's search gives the root {right}, this faulty search (as in your "
                      "answer) {value}", lang, **root)
        return tr("both search the same branches but pass different values up: the first "
                  "window that differs is node {node}'s once node {child} has returned, "
                  "{ours} in the lecture's search and {theirs} in this faulty search (as in "
                  "your answer); at the root, {right} and {value}", lang, node=node,
                  child=child, ours=_w(mine[k], lang) if k < len(mine) else "—",
                  theirs=_w(its[k], lang) if k < len(its) else "—", **root)
    after = ours[at - 1][1] if at else problem.game.root
    if at == len(ours):
        words = tr("after node {after}, the lecture's search has finished and this faulty "
                   "search (as in your answer) goes on to node {theirs}", lang, after=after, theirs=theirs[at][1])
    elif at == len(theirs):
        words = tr("after node {after}, this faulty search (as in your answer) has finished "
                   "and the lecture's search goes on to node {ours}", lang, after=after, ours=ours[at][1])
    else:
        words = tr("after node {after}, the lecture's search goes to node {ours} (a child of "
                   "{ours_parent}) and this faulty search (as in your answer) to node {theirs} "
                   "(a child of {theirs_parent})",
                   lang, after=after, ours=ours[at][1], ours_parent=ours[at][0],
                   theirs=theirs[at][1], theirs_parent=theirs[at][0])
    if at < len(theirs) and theirs[at][0] in facts.cut_at:
        cut = facts.cut_at[theirs[at][0]]
        if theirs[at][1] in cut.skipped:
            words += tr(": the lecture's search cuts at node {node}, where α = {alpha} ≥ β = "
                        "{beta}", lang, node=theirs[at][0], alpha=format_bound(cut.alpha, lang),
                        beta=format_bound(cut.beta, lang))
    return words


def _windows_in_time(root: str, searched: Sequence[tuple[str, str]]):
    """The α/β table's windows in the order a search writes them: (node, k, child) for the
    k-th window of ``node``, written on entering it (child None) or once ``child`` returned.

    >>> list(_windows_in_time("1", [("1", "2"), ("2", "4"), ("1", "3")]))
    [('1', 0, None), ('2', 0, None), ('4', 0, None), ('2', 1, '4'), ('1', 1, '2'), ('3', 0, None), ('1', 2, '3')]
    """
    children: dict[str, list[str]] = {}
    for parent, child in searched:
        children.setdefault(parent, []).append(child)

    def walk(node: str):
        yield node, 0, None
        for k, child in enumerate(children.get(node, ()), start=1):
            yield from walk(child)
            yield node, k, child

    yield from walk(root)


def answer_text(answer: Answer) -> str:
    """A short record of an answer for the scores file.

    >>> answer_text(Answer(frozenset({("3", "7")}), {"1": "-∞,∞ 4,∞"}, "4", "2"))
    'cuts 3-7; value 4; move 2; table 1: -∞,∞ 4,∞'
    """
    cuts = ",".join(f"{p}-{c}" for p, c in sorted(answer.cuts)) or "none"
    rows = " | ".join(f"{node}: {' '.join(str(text).split())}"
                      for node, text in answer.windows.items() if str(text).strip())
    return f"cuts {cuts}; value {answer.value}; move {answer.move}; table {rows}"


def question_key(problem: PruningProblem, attempt: int, part: str) -> str:
    """The key a first answer is kept under in the scores file: level, try, seed and part."""
    return f"level{problem.level.number}-try{attempt}-seed{problem.seed}-{part}"


def tries_recorded(kept: Mapping[str, Any], level: int) -> int:
    """How many trees of ``level`` the scores file has a first answer for (so the next tree a
    student is given, even after the notebook is opened again, is a new one).

    >>> tries_recorded({"level1-try1-seed5-cuts": {}, "level1-try2-seed9-cuts": {},
    ...                 "level2-try1-seed3-cuts": {}}, 1)
    2
    """
    pattern = re.compile(rf"level{level}-try(\d+)-")
    found = [int(m.group(1)) for key in kept if (m := pattern.match(str(key)))]
    return max(found, default=0)
