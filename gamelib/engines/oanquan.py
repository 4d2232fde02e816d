"""Ô ăn quan players: the report's three levels (source 000, §3.3) and a stronger one.

* **Level 1** (§3.3.3, *nguyên lý tham lam*): greedy -- the square and direction
  that capture most now;
* **level 2** (§3.3.2): minimax with the depth fixed at 2 -- my move, the
  opponent's best reply -- valuing captures;
* **level 3** (§3.3.1): alpha-beta to depth *d* with the report's evaluation
  ``f = my points - the opponent's points``;
* **strong** (ours): iterative deepening under a time limit with a
  transposition table, captures searched first, and an evaluation that also
  counts the stones on each side's squares (they are swept in at the end) and
  the quans still on the board.

>>> from gamelib.games.oanquan import OAnQuan
>>> game = OAnQuan()
>>> move = player("level 1").choose(game, game.initial_state())
>>> game.action_to_str(game.initial_state(), move) in {"1-", "5+"}   # both take a quan: 11
True
>>> example = report_example()
>>> sum(row.matches for row in example.rows), len(example.rows), example.value
(20, 20, -1)
>>> [row.name for row in example.rows if row.f_matches is False]   # the printed slips
['2.6', '2.7', '2.8', '2.9']
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from gamelib.core import Side
from gamelib.games.oanquan import A, B, SQUARES, OAnQuan, OAQState
from gamelib.i18n import number, tr
from gamelib.core.paths import data_dir
from gamelib.play.players import GreedyPlayer, SearchPlayer

LEVELS = ("level 1", "level 2", "level 3", "strong")
#: what reproducing report 000's worked example (§3.4) showed of its text, in the lesson's words
REPORT000_NOTES = (
    "Every printed array is written from the side to move (its squares are 7–11) and turned "
    "round after each move; read that way, all 20 nodes and their scores come out exactly.",
    "§3.2.2 says the computer plays squares 1–5; in the example it plays the squares at 7–11.",
    "The root has exactly two moves: only one of the mover's squares (9 stones) is not empty.",
    "Node 1.7 is printed with 13 numbers; the first 12 are the board.",
    "Nodes 2.6–2.9 print f = 0 - 5 = -5, but their scores are d(0, 0), so f = 0; the report's"
    " own conclusion (node 2's worst case is −3) agrees with the scores, not with those "
    "values.",
    "Node 2.1 prints f = 0 - 0 = -0 and node 2.10 f = 0 - = 0: slips of the pen.",
    "§3.3.1 writes vitri_keke = vitri_ke + 1; read literally that looks one cell to the right"
    " whatever the direction. §3.3.4 writes contro2 = contro1 + chieu, which is what "
    "reproduces the example.",
    "Both readings of a quan cell after the last stone (the turn ends only if it holds "
    "stones, or always) give the same nodes here.",
    "The moves are listed square by square from the far end (11 down to 7 in the printed "
    "frame), clockwise before anticlockwise.",
)
#: the report's levels 2 and 3 exactly as its text and code write them, slips included
AS_WRITTEN = ("level 2 as written", "level 3 as written")


def score_difference(game: OAnQuan):
    """The report's evaluation: my points minus the opponent's (captures so far; at the end,
    with the sweep)."""
    def evaluate(state: OAQState, player: Side) -> float:
        points = game.scores(state)
        other = B if player == A else A
        return points[player] - points[other]
    return evaluate


def stronger_evaluation(game: OAnQuan, board_weight: float = 0.5, quan_bonus: float = 0.0):
    """Points difference, plus ``board_weight`` per stone on one's own squares (swept in at
    the end, but also exposed to capture), plus ``quan_bonus`` for each quan still on the board."""
    def evaluate(state: OAQState, player: Side) -> float:
        points = game.scores(state)
        other = B if player == A else A
        value = points[player] - points[other]
        if not game.is_terminal(state):
            mine = sum(state.cells[c] for c in SQUARES[player])
            theirs = sum(state.cells[c] for c in SQUARES[other])
            value += board_weight * (mine - theirs) + quan_bonus * sum(state.quan)
        return value
    return evaluate


def captures_first(game: OAnQuan):
    """Move order: moves that capture most come first (a one-ply look)."""
    def order(state: OAQState, actions):
        me = state.to_move
        gain = {a: game.scores(game.successor(state, a))[me] for a in actions}
        return sorted(actions, key=lambda a: -gain[a])
    return order


def _gain(game: OAnQuan, state: OAQState, action: tuple[int, int]) -> int:
    """What the mover captures with ``action`` (points, a quan at its value)."""
    me = state.to_move
    return game.scores(game.successor(state, action))[me] - game.scores(state)[me]


class Level2AsWritten:
    """Report 000 §3.3.2 step by step: for each of my squares and direction, my capture minus
    the opponent's best reply; ``diem2 <= diemmin`` and ``diemmin >= diemmax`` keep the later of
    equal moves.  As written, the inner loops also set ``vitrimax = i; chieumax = 1`` whenever
    they lower ``diemmin`` -- so the last square searched is always played, clockwise unless its
    anticlockwise branch scored at least the best so far.  ``slip=False`` drops those two
    assignments (the corrected reading)."""

    def __init__(self, slip: bool = True, name: str = "level 2 as written"):
        self.slip, self.name = slip, name

    def choose(self, game: OAnQuan, state: OAQState) -> tuple[int, int]:
        legal = game.legal_actions(state)
        if not legal:
            raise ValueError(f"no legal move in {game.state_to_str(state, 'en')}: the game is over")
        diemmax, choice = -100, None
        for i in sorted({square for square, _ in legal}):
            for direction in (1, -1):
                if (i, direction) not in legal:
                    continue
                after = game.successor(state, (i, direction))
                diem1, diemmin = _gain(game, state, (i, direction)), 100
                replies = game.legal_actions(after) if not game.is_terminal(after) else ()
                for j, reply_direction in sorted(replies, key=lambda a: (a[0], -a[1])):
                    diem2 = diem1 - _gain(game, after, (j, reply_direction))
                    if diem2 <= diemmin:
                        diemmin = diem2
                        if self.slip:  # Bước 2.2.1.2 ... 2.2.6.2: "vitrimax = i; chieumax = 1"
                            choice = (i, 1) if (i, 1) in legal else (i, direction)
                if diemmin >= diemmax:  # Bước 2.2.3 / 2.2.7
                    diemmax, choice = diemmin, (i, direction)
        return choice if choice in legal else legal[0]


class Level3AsWritten:
    """Report 000 §3.3.1 and §4.2.2 as the code has them: ``DeQuy`` (alpha-beta from a = -500,
    b = 500, cutting only when β < α) returns the root's value f; ``DanhGia`` records, for each
    value, the root move of the *first* leaf evaluated with it (``DANHSACHDI``), and the move
    played is the one recorded for f -- which need not be the move whose subtree has value f.
    With no leaf recorded, the first non-empty square, clockwise.  The list is emptied before
    each search (the report's code does not show where it is cleared)."""

    def __init__(self, depth: int = 4, name: str | None = None):
        self.depth = depth
        self.name = name or f"level 3 as written (d={depth})"
        self.nodes = 0

    def choose(self, game: OAnQuan, state: OAQState) -> tuple[int, int]:
        legal = game.legal_actions(state)
        if not legal:
            raise ValueError(f"no legal move in {game.state_to_str(state, 'en')}: the game is over")
        me = state.to_move
        evaluate = score_difference(game)
        recorded: dict[float, tuple[int, int]] = {}
        self.nodes = 0

        def dequy(node: OAQState, depth: int, alpha: float, beta: float, first: Any) -> float:
            self.nodes += 1
            if game.is_terminal(node) or depth == 0:
                f = evaluate(node, me)
                recorded.setdefault(f, first)  # DanhGia: "if (!DANHSACHDI.ContainsKey(f)) Add"
                return f
            for action in game.legal_actions(node):
                value = dequy(game.successor(node, action), depth - 1, alpha, beta,
                              action if first is None else first)
                if node.to_move == me:
                    alpha = max(alpha, value)
                else:
                    beta = min(beta, value)
                if beta < alpha:  # "if (beta < alpha) break; //cat tia"
                    break
            return alpha if node.to_move == me else beta

        f = dequy(state, self.depth, -500, 500, None)
        if f in recorded:
            return recorded[f]
        square = min(square for square, _ in legal)
        return (square, 1) if (square, 1) in legal else (square, -1)


def as_written_differences(game: OAnQuan, level: str, positions: int = 60, depth: int = 4,
                           seed: int = 0) -> dict[str, int]:
    """How often the report's level played as written picks a worse move than the corrected
    search, over random positions (a few random moves from the start, seeded).

    A move is "worse" when its value (the corrected search's, one ply less deep) is below the
    best move's; "equal" when it differs from the corrected choice but is worth as much.

    >>> counts = as_written_differences(OAnQuan(), "level 2 as written", positions=8)
    >>> sum(counts.values())
    8
    """
    import random

    from gamelib.search import alphabeta

    rng = random.Random(seed)
    written = player(level, game, depth=depth)
    plies = 2 if level.startswith("level 2") else depth
    counts = {"same": 0, "equal": 0, "worse": 0}
    evaluate = score_difference(game)
    while sum(counts.values()) < positions:
        state = game.initial_state()
        for _ in range(rng.randrange(0, 24)):
            if game.is_terminal(state):
                break
            state = game.successor(state, rng.choice(game.legal_actions(state)))
        if game.is_terminal(state):
            continue
        me = state.to_move
        values = {a: alphabeta(game, game.successor(state, a), depth=plies - 1, evaluate=evaluate,
                               player=me).value for a in game.legal_actions(state)}
        best = max(values.values())
        mine = written.choose(game, state)
        corrected = alphabeta(game, state, depth=plies, evaluate=evaluate, player=me).action
        key = "same" if mine == corrected else "equal" if values[mine] == best else "worse"
        counts[key] += 1
    return counts


def player(level: str, game: OAnQuan | None = None, *, depth: int = 4, time_limit: float = 0.5,
           seed: int | None = 0) -> Any:
    """A player by level: "level 1", "level 2", "level 3" (alpha-beta to ``depth``), "strong",
    or one of the report's levels exactly as written (``AS_WRITTEN``)."""
    game = game or OAnQuan()
    if level == "level 2 as written":
        return Level2AsWritten()
    if level == "level 3 as written":
        return Level3AsWritten(depth)
    if level == "level 1":
        return GreedyPlayer(score_difference(game), seed=seed, name=tr("level 1 (greedy)"))
    if level == "level 2":
        return SearchPlayer("minimax", 2, score_difference(game), seed=seed, name=tr("level 2 (minimax d=2)"))
    if level == "level 3":
        return SearchPlayer("alphabeta", depth, score_difference(game), seed=seed,
                            name=tr("level 3 (alpha-beta d={depth})", depth=depth))
    if level == "strong":
        return SearchPlayer("iterative", 30, stronger_evaluation(game), captures_first(game),
                            seed=seed, time_limit=time_limit, name=tr("strong ({seconds} s a move)", seconds=number(time_limit)))
    raise ValueError(f"unknown level {level!r}; choose one of {', '.join(LEVELS + AS_WRITTEN)}")


@dataclass(frozen=True)
class ExampleRow:
    """One node of the report's worked example beside what gamelib computes for it."""

    name: str
    move: str
    printed_cells: tuple[int, ...]
    computed_cells: tuple[int, ...]
    printed_scores: tuple[int, int]      # (người, máy) as the report writes d(...)
    computed_scores: tuple[int, int]
    f_written: str
    f_computed: int | None

    @property
    def matches(self) -> bool:
        """The printed board and scores d(người, máy) are the ones gamelib computes."""
        return self.printed_cells == self.computed_cells and self.printed_scores == self.computed_scores

    @property
    def f_matches(self) -> bool | None:
        """The number after the printed f's '=' is gamelib's f (None where no f is printed)."""
        if self.f_computed is None:
            return None
        return int(self.f_written.rsplit("=", 1)[1]) == self.f_computed


@dataclass
class ReportExample:
    rows: list[ExampleRow]
    value: int
    choice: str
    notes: list[str]


def report_example() -> ReportExample:
    """Rebuild report 000's worked example (§3.4) with gamelib's rules and compare every node.

    Reading that reproduces it: each printed array shows the board from the side
    to move, whose squares are 7–11, and the array is turned round (cell ``i`` ->
    ``i + 6``) after every move.  So the computer ("máy") is player B at the root.
    The report lists the moves square by square from the far end, clockwise
    before anticlockwise.
    """
    data = json.loads((data_dir() / "oanquan" / "report_example.json").read_text(encoding="utf-8"))
    game = OAnQuan()
    root = game.position(data["root"], to_move=B)
    printed = {n["name"]: n for n in data["level1"] + data["level2"]}
    rows: list[ExampleRow] = []
    worst = {}
    def report_order(state: OAQState) -> list:
        return sorted(game.legal_actions(state), key=lambda a: (-a[0], -a[1]))

    for i, action in enumerate(report_order(root), start=1):
        child = game.successor(root, action)
        name = str(i)
        p = printed[name]
        s = game.scores(child)
        rows.append(ExampleRow(name, game.action_to_str(root, action), tuple(p["cells"]),
                               game.turned(child.cells), tuple(p["scores"]), (s[A], s[B]), "", None))
        values = []
        for j, reply in enumerate(report_order(child), start=1):
            leaf = game.successor(child, reply)
            q = printed.get(f"{name}.{j}")
            s2 = game.scores(leaf)
            f = s2[B] - s2[A]  # máy - người
            values.append(f)
            rows.append(ExampleRow(f"{name}.{j}", game.action_to_str(child, reply),
                                   tuple(q["cells"]) if q else (), leaf.cells,
                                   tuple(q["scores"]) if q else (0, 0), (s2[A], s2[B]),
                                   q["f_written"] if q else tr("(not printed)"), f))
        worst[name] = min(values)
    choice = max(worst, key=worst.get)
    notes = [tr(note) for note in REPORT000_NOTES]  # in the lesson's language
    return ReportExample(rows, worst[choice], choice, notes)
