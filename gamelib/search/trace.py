"""The complete transcript of a search, as a list of small immutable events.

Every algorithm in :mod:`gamelib.search` accepts ``trace=Trace()``.  With
``trace=None`` (the default) nothing is recorded and the algorithms skip every
recording call, so tracing costs nothing when it is off.

Events, in the order a depth-first search produces them:

* :class:`Enter` -- the search arrives at a node with its (α, β) window;
* :class:`Leaf` -- a node is valued by the evaluation function (or utility);
* :class:`Bound` -- α (at a MAX node) or β (at a MIN node) improves;
* :class:`Cutoff` -- α ≥ β: the remaining children are skipped;
* :class:`Exit` -- the node returns its value to its parent.

Values and windows are always stated from the MAX player's point of view (the
player the search maximises for), whichever algorithm produced them; negamax
converts its negated windows when it records.  Every view -- the tree at step
*i*, the lecture's α/β table, the step-through widget -- is a pure function of
this list; none of them runs a search again.

>>> from gamelib import lecture
>>> from gamelib.search import alphabeta
>>> game = lecture.load("fig4_8")
>>> trace = Trace()
>>> alphabeta(game, game.initial_state(), trace=trace, player="MAX").value
10
>>> trace.events[0]
Enter(node=0, parent=None, action=None, state='1', maximizing=True, depth=None, alpha=-inf, beta=inf, chance=False)
>>> [row.cut for row in node_rows(trace.events) if row.cut]
[('16', '17'), ('20',), ('11', '12')]
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any, Union

INF = math.inf


@dataclass(frozen=True, slots=True)
class Enter:
    """The search enters ``node`` (a serial number; the root is 0) with window (alpha, beta).

    ``chance`` marks a chance node (expectimax): its value is the average of its children's,
    weighted by their probabilities; ``maximizing`` is then False.
    """

    node: int
    parent: int | None
    action: Any
    state: Any
    maximizing: bool
    depth: int | None
    alpha: float
    beta: float
    chance: bool = False


@dataclass(frozen=True, slots=True)
class Leaf:
    """``node`` is valued statically: a terminal state, or the depth limit was reached."""

    node: int
    value: float
    terminal: bool


@dataclass(frozen=True, slots=True)
class Bound:
    """The window of ``node`` narrows to (alpha, beta) after ``child`` returned ``value``."""

    node: int
    alpha: float
    beta: float
    child: int
    value: float


@dataclass(frozen=True, slots=True)
class Cutoff:
    """At ``node`` α ≥ β, so the actions in ``skipped`` are never searched."""

    node: int
    alpha: float
    beta: float
    skipped: tuple[Any, ...]


@dataclass(frozen=True, slots=True)
class Exit:
    """``node`` returns ``value`` to its parent; ``best`` is the child that set it."""

    node: int
    value: float
    best: int | None
    best_action: Any


Event = Union[Enter, Leaf, Bound, Cutoff, Exit]


class Trace:
    """Recorder of search events; pass one as ``trace=`` to any search function.

    >>> trace = Trace()
    >>> len(trace)
    0
    """

    __slots__ = ("events",)

    def __init__(self) -> None:
        self.events: list[Event] = []

    def record(self, event: Event) -> None:
        """Append one event (the algorithms call this)."""
        self.events.append(event)

    def __len__(self) -> int:
        return len(self.events)

    def __iter__(self) -> Iterator[Event]:
        return iter(self.events)

    def __getitem__(self, index: int) -> Event:
        return self.events[index]

    def __repr__(self) -> str:
        return f"<Trace of {len(self.events)} events>"


class TraceLabels:
    """Names for the nodes of a trace and for the moves out of them.

    For an explicit tree (or without a game) a node is named by its state --
    the node's own name -- and a move by the child it leads to.  For a real
    game a node is named by the move that reached it, written the game's way
    (``node``), or by all the moves from the root (``path``, unique); the root
    is "root".
    """

    def __init__(self, events: "Trace | Iterable[Event]", game: Any = None):
        self.game = game
        self.by_moves = game is not None and not getattr(game, "states_are_names", False)
        self.enters = {e.node: e for e in events_of(events) if isinstance(e, Enter)}

    def node(self, node: int) -> str:
        """A short name: the node's state, or the last move."""
        event = self.enters[node]
        if not self.by_moves:
            return str(event.state)
        if event.parent is None:
            return "root"
        return self.game.action_to_str(self.enters[event.parent].state, event.action)

    def path(self, node: int) -> str:
        """A unique name: the node's state, or every move from the root."""
        if not self.by_moves:
            return self.node(node)
        moves = []
        while self.enters[node].parent is not None:
            moves.append(self.node(node))
            node = self.enters[node].parent
        return " ".join(reversed(moves)) or "root"

    def move(self, node: int, action: Any) -> str:
        """The name of the child of ``node`` reached by ``action``."""
        if not self.by_moves:
            return str(action)
        return self.game.action_to_str(self.enters[node].state, action)


def events_of(trace: "Trace | Iterable[Event]") -> Sequence[Event]:
    """The event list of a :class:`Trace`, or the sequence itself."""
    return trace.events if isinstance(trace, Trace) else list(trace)


@dataclass(frozen=True)
class NodeRow:
    """One line of the lecture's α/β table for one searched node.

    ``windows`` is the entry window followed by each narrowed window;
    ``cut`` names the children skipped by a cutoff at this node.
    """

    node: int
    label: str
    maximizing: bool
    value: float | None
    windows: tuple[tuple[float, float], ...]
    cut: tuple[str, ...] = ()
    terminal: bool = False
    parent: int | None = None
    children: tuple[int, ...] = field(default=())
    chance: bool = False


def node_rows(
    events: "Trace | Iterable[Event]",
    *,
    step: int | None = None,
    labels: TraceLabels | None = None,
) -> list[NodeRow]:
    """The α/β table of a search, one row per node in the order nodes were entered.

    Only the first ``step`` events are read when ``step`` is given, so the rows
    show the table as it stood at that step.  Nodes are named by
    ``labels.path`` and skipped children by ``labels.move`` (by default, for
    explicit trees, both are node names).
    """
    evs = list(events_of(events))
    labels = labels or TraceLabels(evs)
    if step is not None:
        evs = evs[:step]
    rows: dict[int, dict[str, Any]] = {}
    for ev in evs:
        if isinstance(ev, Enter):
            rows[ev.node] = dict(node=ev.node, label=labels.path(ev.node), maximizing=ev.maximizing,
                                 chance=ev.chance,
                                 value=None, windows=[(ev.alpha, ev.beta)], cut=(),
                                 terminal=False, parent=ev.parent, children=[])
            if ev.parent is not None:
                rows[ev.parent]["children"].append(ev.node)
        elif isinstance(ev, Leaf):
            rows[ev.node]["value"] = ev.value
            rows[ev.node]["terminal"] = ev.terminal
        elif isinstance(ev, Bound):
            rows[ev.node]["windows"].append((ev.alpha, ev.beta))
        elif isinstance(ev, Cutoff):
            rows[ev.node]["cut"] = tuple(labels.move(ev.node, a) for a in ev.skipped)
        elif isinstance(ev, Exit):
            rows[ev.node]["value"] = ev.value
    return [NodeRow(**{**r, "windows": tuple(r["windows"]), "children": tuple(r["children"])})
            for r in rows.values()]


@dataclass(frozen=True)
class TableRow:
    """One row of the lecture's α/β table: a node, its value, its windows, what it cut.

    Nodes the search never reached have no windows (``reached`` is False); for
    an explicit tree their value is the static value printed beside a leaf in
    the figure, or ``None`` for an inner node.
    """

    node: str
    value: float | None
    windows: tuple[tuple[float, float], ...]
    cut: tuple[str, ...]
    maximizing: bool
    reached: bool = True
    chance: bool = False

    def to_json(self) -> dict[str, Any]:
        """The row as JSON data: numbers as numbers, infinite bounds as "-inf" and "inf".

        >>> TableRow("4", 8, ((10, INF), (10, 8)), ("11", "12"), False).to_json()
        {'node': '4', 'value': 8, 'windows': [[10, 'inf'], [10, 8]], 'cut': ['11', '12']}
        """
        return {"node": self.node, "value": json_number(self.value),
                "windows": [[json_number(a), json_number(b)] for a, b in self.windows],
                "cut": list(self.cut)}


def table_rows(
    events: "Trace | Iterable[Event]",
    *,
    step: int | None = None,
    labels: TraceLabels | None = None,
) -> list[TableRow]:
    """The lecture-style α/β table of any search: reached nodes in the order entered."""
    return [TableRow(row.label, row.value, row.windows, row.cut, row.maximizing, chance=row.chance)
            for row in node_rows(events, step=step, labels=labels)]


def json_number(x: float | None) -> float | int | str | None:
    """A value for JSON: infinities become "inf"/"-inf", whole floats become ints."""
    if x is None:
        return None
    if math.isinf(x):
        return "inf" if x > 0 else "-inf"
    return int(x) if isinstance(x, float) and x.is_integer() else x


def format_bound(x: float, lang: str | None = None) -> str:
    """A value or bound as people read it in ``lang`` (default: the lessons' language): ∞ and -∞
    for the infinities, integers as they are, anything else to at most two decimals, with the
    language's decimal sign and no thousands separator (a window reads "10,∞").

    >>> format_bound(-math.inf), format_bound(10), format_bound(2.5), format_bound(3.0)
    ('-∞', '10', '2.5', '3')
    >>> format_bound(-7.2727272727272725), format_bound(0.004), format_bound(0.5, "vi")
    ('-7.27', '0', '0,5')
    """
    from gamelib.i18n import number

    if isinstance(x, float) and x.is_integer():
        x = int(x)
    return number(x, lang, group=False) if isinstance(x, (int, float)) else str(x)
