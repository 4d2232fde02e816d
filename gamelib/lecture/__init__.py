"""The lecture's worked examples (lecture 002, chapter 4), ready to load and search.

>>> names()
['fig4_3', 'fig4_7', 'fig4_8']
>>> game = load("fig4_8", root="min")
>>> game.to_move(game.initial_state())
'MIN'
>>> [(row.node, row.value) for row in alphabeta_table("fig4_8", root="min")][:4]
[('1', 8), ('2', 8), ('3', 10), ('4', 8)]
>>> minimax_values("fig4_3")["a"]
2
>>> all(same for _, _, same in compare_with_lecture("fig4_8", root="min"))
True
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass
from pathlib import Path

from gamelib.core import MAX, MIN
from gamelib.games.tree import TreeGame  # noqa: F401  (re-exported for callers)
from gamelib.core.paths import data_dir
from gamelib.search import alphabeta, minimax
from gamelib.search.trace import TableRow, Trace, node_rows
from gamelib.viz.table import tree_table


def _folder() -> Path:
    return data_dir() / "lecture"


def names() -> list[str]:
    """The names of the lecture trees in ``data/lecture/``."""
    return sorted(p.stem for p in _folder().glob("*.json"))


def load(name: str, root: str | None = None) -> TreeGame:
    """The lecture tree ``name`` as a game; ``root="max"`` or ``"min"`` sets who moves first.

    Unknown names raise ``ValueError`` listing the known ones.
    """
    known = names()
    if name not in known:
        raise ValueError(f"unknown lecture tree {name!r}; known trees: {', '.join(known)}")
    game = TreeGame.from_json(_folder() / f"{name}.json")
    if root is None:
        return game
    side = str(root).upper()
    if side not in (MAX, MIN):
        raise ValueError(f"root must be 'max' or 'min', not {root!r}")
    return game.with_root_player(side)


def alphabeta_table(name: str = "fig4_8", root: str = "max") -> list[TableRow]:
    """Run the lecture's alpha-beta on tree ``name`` and return its table.

    Values are White's (MAX's) whichever side moves at the root, as in the lecture.
    """
    game = load(name, root=root)
    trace = Trace()
    alphabeta(game, game.initial_state(), trace=trace, player=MAX)
    return tree_table(game, trace)


def minimax_values(name: str = "fig4_3", root: str | None = None) -> dict[str, float]:
    """The minimax value of every node of tree ``name`` (White's point of view)."""
    game = load(name, root=root)
    trace = Trace()
    minimax(game, game.initial_state(), trace=trace, player=MAX)
    values = {row.label: row.value for row in node_rows(trace)}
    return {node: values[node] for node in game.nodes}


def path_to_root(name: str, node: str) -> list[str]:
    """``node`` and its ancestors up to the root of tree ``name``.

    >>> path_to_root("fig4_3", "k")
    ['k', 'f', 'b', 'a']
    """
    game = load(name)
    parents = {kid: parent for parent, kids in game.children.items() for kid in kids}
    path = [node]
    while path[-1] in parents:
        path.append(parents[path[-1]])
    return path


def values_after(name: str, leaf: str, value: float) -> dict[str, float]:
    """Every node's minimax value (White's point of view) once ``leaf`` is worth ``value``.

    >>> after = values_after("fig4_3", "h", 3)
    >>> after["d"], after["a"]
    (3, 3)
    """
    game = load(name).with_values({leaf: value})
    trace = Trace()
    minimax(game, game.initial_state(), trace=trace, player=MAX)
    values = {row.label: row.value for row in node_rows(trace)}
    return {node: values[node] for node in game.nodes}


def leaf_changes(name: str, changes: list[tuple[str, float]]) -> list[dict[str, object]]:
    """One row for the tree as it is and one a changed leaf: the values of the nodes on the
    changed leaves' paths to the root, for a table.

    >>> [row["a"] for row in leaf_changes("fig4_3", [("k", 10), ("h", 3)])]
    [2, 2, 3]
    """
    before = minimax_values(name)
    shown = sorted({n for leaf, _ in changes for n in path_to_root(name, leaf)[1:]},
                   key=list(before).index)
    rows: list[dict[str, object]] = [{"leaf": "—", **{n: before[n] for n in shown}}]
    for leaf, value in changes:
        after = values_after(name, leaf, value)
        rows.append({"leaf": f"{leaf}: {before[leaf]:g} → {value:g}", **{n: after[n] for n in shown}})
    return rows


def printed_table(name: str = "fig4_8", root: str = "max") -> list[TableRow]:
    """The α/β table exactly as the lecture prints it (typed in ``data/lecture/printed/``)."""
    path = _folder() / "printed" / f"{name}_tables.json"
    if not path.exists():
        raise ValueError(f"the lecture prints no α/β table for {name!r}")
    data = json.loads(path.read_text(encoding="utf-8"))
    game = load(name, root=root)
    return [TableRow(row["node"], _from_json(row["value"]),
                     tuple((_from_json(a), _from_json(b)) for a, b in row["windows"]),
                     tuple(row["cut"]), game.to_move(row["node"]) == MAX, bool(row["windows"]))
            for row in data[root]]


@dataclass(frozen=True)
class BoundRow:
    """A node alpha-beta reached: what it returned, what that says of the node's minimax value
    (``kind``: "exact", "at most" -- an upper bound, *cận trên* -- or "at least" -- a lower
    bound, *cận dưới*), and the minimax value itself."""

    node: str
    maximizing: bool
    window: tuple[float, float] | None
    returned: float
    kind: str
    minimax: float


def bounds_table(name: str = "fig4_8", root: str = "max") -> list[BoundRow]:
    """Every inner node alpha-beta reached on tree ``name``, its returned value beside its
    minimax value (both White's).

    Alpha-beta returns a value inside the window (α, β) it entered the node with. A value at
    α or below means the node's loop found nothing better than what the parent already has:
    the true value is *at most* that. At β or above, the node was cut: the true value is *at
    least* that. Only strictly inside the window is the value exact.

    >>> [(r.node, r.returned, r.kind, r.minimax) for r in bounds_table("fig4_8") if r.kind != "exact"]
    [('7', 10, 'at least', 15), ('9', 12, 'at least', 18), ('4', 8, 'at most', 2)]
    """
    return bounds_of(load(name, root=root))


def bounds_of(game: TreeGame) -> list[BoundRow]:
    """:func:`bounds_table` for any explicit tree (a random one, say)."""
    trace = Trace()
    alphabeta(game, game.initial_state(), trace=trace, player=MAX)
    plain = Trace()
    minimax(game, game.initial_state(), trace=plain, player=MAX)
    true = {row.label: row.value for row in node_rows(plain)}
    rows = []
    for row in node_rows(trace):
        if not row.windows or not game.legal_actions(row.label):
            continue  # not reached, or a leaf: a leaf's value is its own
        alpha, beta = row.windows[0]
        kind = "at most" if row.value <= alpha else "at least" if row.value >= beta else "exact"
        rows.append(BoundRow(row.label, row.maximizing, (alpha, beta), row.value, kind,
                             true[row.label]))
    return rows


def _from_json(x: float | str | None) -> float | None:
    return {"inf": math.inf, "-inf": -math.inf}.get(x, x) if isinstance(x, str) else x


def compare_with_lecture(name: str = "fig4_8", root: str = "max",
                         ) -> list[tuple[TableRow, TableRow, bool]]:
    """Each node's row as gamelib computes it beside the lecture's, and whether they agree."""
    computed, printed = alphabeta_table(name, root), printed_table(name, root)
    return [(mine, theirs, (mine.value, mine.windows, mine.cut)
             == (theirs.value, theirs.windows, theirs.cut))
            for mine, theirs in zip(computed, printed, strict=True)]


def material_weights() -> dict[str, int]:
    """Lecture 002, §4.2.1, Example 1: the chess piece weights (pawn 1 ... queen 9)."""
    path = data_dir() / "evaluation" / "chess_material.json"
    return json.loads(path.read_text(encoding="utf-8"))["weights"]


def table_json(rows: list[TableRow]) -> str:
    """The table as a JSON list, one object per node."""
    return json.dumps([row.to_json() for row in rows], ensure_ascii=False)
