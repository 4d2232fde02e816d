"""Games given as an explicit tree: the lecture's figures, exercises, random trees.

A tree is written as JSON (see ``data/lecture/``)::

    {"root": "1", "root_player": "max",
     "children": {"1": ["2", "3"], "2": ["4", "5"]},
     "values": {"3": 7, "4": 2, "5": -1}}

Every node is named by a string; ``children`` lists each inner node's children
in the order the search visits them; ``values`` gives the static value of every
leaf, always from MAX's point of view (the lecture's "White", Trắng).  The
state of the game is simply the node's name and an action is the name of the
child to go to.  Levels alternate between MAX and MIN; ``root_player`` says who
moves at the root.

>>> game = TreeGame.from_dict({"root": "a", "children": {"a": ["b", "c"]},
...                            "values": {"b": 3, "c": -1}})
>>> game.to_move("a"), game.is_terminal("b"), game.utility("c", MAX)
('MAX', True, -1)
>>> game.with_root_player(MIN).to_move("a")
'MIN'
"""

from __future__ import annotations

import json
import math
import random
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from gamelib.core import Game, GameError, IllegalActionError, MAX, MIN, Side, move_text


class TreeFileError(GameError, ValueError):
    """A tree description that cannot be used; the message names file, node and problem."""


class TreeGame(Game):
    """A finite game tree with static values at its leaves.

    Build one with :meth:`from_dict`, :meth:`from_json` or :func:`random_tree`.
    ``nodes`` lists every node breadth first (the lecture numbers its figures
    that way), ``depth_of`` gives each node's level.
    """

    players = (MAX, MIN)
    zero_sum = True
    states_are_names = True

    def __init__(
        self,
        root: str,
        children: Mapping[str, Sequence[str]],
        values: Mapping[str, float],
        root_player: Side = MAX,
        *,
        title: str = "",
        source: str = "<dict>",
    ):
        self.root = root
        self.children: dict[str, tuple[str, ...]] = {n: tuple(c) for n, c in children.items()}
        self.values: dict[str, float] = dict(values)
        self.root_player = root_player
        self.title = title
        self.source = source
        self.parent: dict[str, str] = {}
        self.depth_of: dict[str, int] = {root: 0}
        self.nodes: tuple[str, ...] = self._breadth_first()
        self._second = MIN if root_player == MAX else MAX

    # -- building ---------------------------------------------------------------
    @classmethod
    def from_dict(cls, data: Mapping[str, Any], source: str = "<dict>") -> "TreeGame":
        """Check a tree description and build the game; errors name ``source``."""
        if not isinstance(data, Mapping):
            raise TreeFileError(f"{source}: the tree must be a JSON object, not {type(data).__name__}")
        unknown = set(data) - {"root", "root_player", "children", "values", "title", "note", "name"}
        if unknown:
            raise TreeFileError(
                f"{source}: unknown keys {sorted(unknown)}; allowed keys are root, root_player, "
                "children, values, title, note, name"
            )
        for key in ("root", "children", "values"):
            if key not in data:
                raise TreeFileError(f"{source}: missing key {key!r}")
        root = data["root"]
        if not isinstance(root, str):
            raise TreeFileError(f"{source}: 'root' must be a node name (a string), not {root!r}")
        side = str(data.get("root_player", "max")).upper()
        if side not in (MAX, MIN):
            raise TreeFileError(
                f"{source}: root_player is {data.get('root_player')!r}; allowed: 'max' or 'min'"
            )
        children, values = data["children"], data["values"]
        if not isinstance(children, Mapping) or not isinstance(values, Mapping):
            raise TreeFileError(f"{source}: 'children' and 'values' must be JSON objects")
        for node, kids in children.items():
            if not isinstance(kids, list) or not kids or not all(isinstance(k, str) for k in kids):
                raise TreeFileError(
                    f"{source}: node {node!r}: children must be a non-empty list of node names, "
                    f"got {kids!r}"
                )
            if len(set(kids)) != len(kids):
                raise TreeFileError(f"{source}: node {node!r}: a child is listed twice in {kids}")
        for node, value in values.items():
            if isinstance(value, bool) or not isinstance(value, (int, float)) or math.isnan(value):
                raise TreeFileError(f"{source}: node {node!r}: value must be a number, got {value!r}")
            if node in children:
                raise TreeFileError(
                    f"{source}: node {node!r} has both children and a value; only leaves have values"
                )
        game = cls(root, children, values, side, title=str(data.get("title", "")), source=source)
        game._check_shape()
        return game

    @classmethod
    def from_json(cls, path: str | Path) -> "TreeGame":
        """Read and check a tree file."""
        path = Path(path)
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            raise TreeFileError(f"{path}: no such tree file") from None
        except IsADirectoryError:
            raise TreeFileError(f"{path} is a folder; give the path of a tree's .json file") from None
        except json.JSONDecodeError as exc:
            raise TreeFileError(f"{path}: not valid JSON ({exc})") from None
        return cls.from_dict(data, source=str(path))

    def with_root_player(self, player: Side) -> "TreeGame":
        """The same tree with ``player`` (MAX or MIN) to move at the root."""
        if player not in self.players:
            raise ValueError(f"root player must be {MAX!r} or {MIN!r}, not {player!r}")
        return TreeGame(self.root, self.children, self.values, player,
                        title=self.title, source=self.source)

    def with_values(self, changes: Mapping[str, float]) -> "TreeGame":
        """The same tree with some leaf values changed (to see what a change does).

        >>> game = TreeGame.from_dict({"root": "a", "children": {"a": ["b", "c"]},
        ...                            "values": {"b": 3, "c": -1}})
        >>> game.with_values({"c": 7}).values
        {'b': 3, 'c': 7}
        """
        data = self.to_dict()
        for node, value in changes.items():
            if node not in self.values:
                raise ValueError(f"node {node!r} is not a leaf; leaves are {', '.join(self.values)}")
            data["values"][node] = value
        game = TreeGame.from_dict(data, source=f"{self.source} (changed)")
        game.title = self.title
        return game

    def to_dict(self) -> dict[str, Any]:
        """The JSON-ready description this game was built from."""
        return {"root": self.root, "root_player": str(self.root_player).lower(),
                "children": {n: list(c) for n, c in self.children.items()},
                "values": dict(self.values)}

    def _breadth_first(self) -> tuple[str, ...]:
        order, frontier = [self.root], [self.root]
        while frontier:
            nxt = []
            for node in frontier:
                for child in self.children.get(node, ()):
                    if child in self.depth_of:  # reached twice: reported by _check_shape
                        continue
                    self.parent[child] = node
                    self.depth_of[child] = self.depth_of[node] + 1
                    order.append(child)
                    nxt.append(child)
            frontier = nxt
        return tuple(order)

    def _check_shape(self) -> None:
        src = self.source
        seen_parent: dict[str, str] = {}
        for node, kids in self.children.items():
            for kid in kids:
                if kid == self.root:
                    raise TreeFileError(f"{src}: node {node!r}: the root {kid!r} cannot be a child")
                if kid in seen_parent:
                    raise TreeFileError(
                        f"{src}: node {kid!r} has two parents ({seen_parent[kid]!r} and {node!r}); "
                        "a game tree needs exactly one"
                    )
                seen_parent[kid] = node
        reachable = set(self.nodes)
        for node in list(self.children) + list(self.values):
            if node not in reachable:
                raise TreeFileError(f"{src}: node {node!r} cannot be reached from the root {self.root!r}")
        for node in self.nodes:
            if node not in self.children and node not in self.values:
                raise TreeFileError(
                    f"{src}: node {node!r} is a leaf without a value; give it a number in 'values'"
                )

    # -- the Game protocol ----------------------------------------------------
    def initial_state(self) -> str:
        return self.root

    def to_move(self, state: str) -> Side:
        depth = self.depth_of.get(state)
        if depth is None:
            self._known(state)
        return self.root_player if depth % 2 == 0 else self._second

    def legal_actions(self, state: str) -> tuple[str, ...]:
        kids = self.children.get(state)
        if kids is None:
            self._known(state)
            return ()
        return kids

    def successor(self, state: str, action: str) -> str:
        return action

    def is_terminal(self, state: str) -> bool:
        if state in self.children:
            return False
        self._known(state)
        return True

    def utility(self, state: str, player: Side) -> float:
        if state not in self.values:
            raise ValueError(f"node {state!r} is not a leaf; only leaves have a static value")
        value = self.values[state]
        return value if player == MAX else -value

    def state_to_str(self, state: str, lang: str | None = None) -> str:
        return repr(state)

    def printed_value(self, state: str) -> float | None:
        """The static value the figure prints under a leaf (None inside the tree)."""
        return self.values.get(state)

    def parse_action(self, state: str, text: str) -> str:
        name = move_text(text).strip()
        if name in self.legal_actions(state):
            return name
        raise IllegalActionError(text, list(self.legal_actions(state)), repr(state))

    def _known(self, state: str) -> None:
        if state not in self.depth_of:
            raise ValueError(f"unknown node {state!r}; the tree has nodes {', '.join(self.nodes)}")

    def __repr__(self) -> str:
        return (f"TreeGame({self.title or self.source!r}, {len(self.nodes)} nodes, "
                f"root {self.root!r} is {self.root_player})")


def random_tree(
    branching: int | tuple[int, int] = 2,
    depth: int = 3,
    *,
    seed: int | None = 0,
    values: tuple[int, int] = (-9, 9),
    terminal_probability: float = 0.0,
    root_player: Side = MAX,
) -> TreeGame:
    """A random game tree for experiments and exercises, reproducible from ``seed``.

    ``branching`` is a fixed number of children or a ``(low, high)`` range drawn
    per node; leaf values are integers drawn uniformly from ``values``; an inner
    node stops early (becomes a terminal leaf) with ``terminal_probability``.
    Nodes are numbered breadth first from "1", like the lecture's Figure 4.8.

    >>> tree = random_tree(branching=2, depth=2, seed=1)
    >>> tree.nodes
    ('1', '2', '3', '4', '5', '6', '7')
    >>> random_tree(branching=2, depth=2, seed=1).values == tree.values
    True
    """
    low, high = (branching, branching) if isinstance(branching, int) else branching
    if low < 1 or high < low:
        raise ValueError(f"branching must be >= 1 (or a range low <= high), got {branching!r}")
    if depth < 0:
        raise ValueError(f"depth must be >= 0, got {depth}")
    rng = random.Random(seed)
    children: dict[str, list[str]] = {}
    leaf_values: dict[str, int] = {}
    counter = 1
    frontier = [("1", 0)]
    while frontier:
        nxt = []
        for node, level in frontier:
            stop = level == depth or (level > 0 and rng.random() < terminal_probability)
            if stop:
                leaf_values[node] = rng.randint(*values)
                continue
            kids = []
            for _ in range(rng.randint(low, high)):
                counter += 1
                kids.append(str(counter))
                nxt.append((str(counter), level + 1))
            children[node] = kids
        frontier = nxt
    return TreeGame("1", children, leaf_values, root_player,
                    title=f"random tree b={branching} d={depth} seed={seed}", source="random_tree")
