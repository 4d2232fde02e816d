"""Ô ăn quan (Mandarin Square Capturing), source 000 (§1.2, §3.1.3, §3.2, §3.3.4).

The board is a ring of twelve cells, numbered as the report numbers its array:
cell 0 and cell 6 are the two **quan** cells (half circles at the ends); cells
1–5 are player A's **dân** squares and 7–11 player B's.  Drawn as on the
ground::

        (0) | 1  2  3  4  5 | (6)       player A's squares on top, left to right
            | 11 10 9  8  7 |           player B's squares below, right to left

so going *up* the numbers (``+``) is clockwise and going down (``-``)
anticlockwise.  At the start each square holds 5 dân and each quan cell its
quan (worth 10 dân, or 5 as an option).

**A move** (*rải quân*): take every stone of one of your non-empty squares and
sow them one by one into the following cells, in the direction you choose.
Then look at the cell after the last stone:

* a **square with stones**: take them up and go on sowing;
* an **empty** cell (square or quan) followed by a cell with stones: **capture**
  (*ăn*) those stones; if after it come an empty cell and a full one again,
  capture again, and so on;
* a **quan cell with stones**, **two empty cells**, or nothing more to capture
  after a capture: the turn ends.

**Scores.** Captured dân count one each, a captured quan ``quan_value``.  If
all five of your squares are empty when your turn comes, you put one stone on
each (*rải lại*), paid from your store of captures.  The game ends when both
quan cells are empty -- quan and dân taken (*hết quan, tàn dân*) -- or when a
side must refill and cannot; each side then takes the dân left on its own
squares.  More wins.

**Refilling** is where the report disagrees with itself (``refill``):

* ``"end"`` (the default, the report's own rule: §3.1.3 and its program's
  ``KiemTra``/``ThieuQuan``): the refill is paid from the store -- the score,
  in which a captured quan counts ``quan_value`` -- and a side whose store
  holds fewer than 5 ends the game.  A side holding a quan and no dân refills.
* ``"end-dan"``: the same, but only captured dân can pay (a captured quan
  cannot be broken into dân), so that side's game ends.
* ``"borrow"``: the folk rule of §1.2: pay what you have and borrow the rest
  from your opponent, repaid at the end.

**Other options** (named; the folk rules of §1.2 by default):

* ``quan_value`` 10 or 5;  ``dan_per_square`` 5 (or 10);  ``quan_extra`` dân
  placed in each quan cell at the start (0, 20, 30);
* ``quan_non``: a quan cell whose quan is still there but holds fewer dân than
  this may not be captured -- the turn ends instead (0 = off; 5 is usual);
* ``quan_stops``: the turn ends whenever the next cell is a quan cell, empty or
  not (the variant of §1.2 -- and what the report's own program does, §3.3.4);

>>> game = OAnQuan()
>>> s = game.initial_state()
>>> s.cells, s.quan
((0, 5, 5, 5, 5, 5, 0, 5, 5, 5, 5, 5), (True, True))
>>> s = game.result(s, game.parse_action(s, "1+"))    # A sows square 1 clockwise:
>>> s.cells, game.scores(s)   # 2-6, takes up B's 7, sows round to 0, captures square 2
((1, 0, 0, 6, 6, 6, 1, 0, 6, 6, 6, 6), {'A': 6, 'B': 0})
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from gamelib.core import Game, IllegalActionError, Side, move_text
from gamelib.core.validate import whole

A, B = "A", "B"
QUAN_CELLS = (0, 6)
SQUARES = {A: (1, 2, 3, 4, 5), B: (7, 8, 9, 10, 11)}
REFILL_RULES = ("end", "end-dan", "borrow")


class OAQState(NamedTuple):
    """A position: dân per cell, whether each quan is still on the board, captures, debts."""

    cells: tuple[int, ...]               # dân in each of the 12 cells
    quan: tuple[bool, bool]              # is the quan still in cell 0 / cell 6?
    dan: tuple[int, int]                 # dân captured by A, by B (what is left after refills)
    quans: tuple[int, int]               # quans captured by A, by B
    owed: tuple[int, int]                # dân A owes B, dân B owes A (borrowed for a refill)
    to_move: str


@dataclass(frozen=True)
class Step:
    """One stone of a sowing, for replaying a move stone by stone."""

    kind: str       # "pick" (take up a cell), "sow" (drop one stone), "capture", "refill", "end"
    cell: int
    cells: tuple[int, ...]
    quan: tuple[bool, bool]
    hand: int = 0
    gained: int = 0


class OAnQuan(Game):
    """Ô ăn quan for two players, A (squares 1–5) and B (squares 7–11); A moves first."""

    players = (A, B)
    zero_sum = True

    def __init__(self, *, quan_value: int = 10, dan_per_square: int = 5, quan_extra: int = 0,
                 quan_non: int = 0, quan_stops: bool = False, refill: str = "end",
                 first: Side = A):
        quan_value = whole(quan_value, "quan_value (dân a quan is worth)", 1, 100, text=False)
        dan_per_square = whole(dan_per_square, "dan_per_square", 1, 100, text=False)
        quan_extra = whole(quan_extra, "quan_extra (dân in each quan cell at the start)", 0, 100,
                           text=False)
        quan_non = whole(quan_non, "quan_non (0: off)", 0, 100, text=False)
        if not isinstance(quan_stops, bool):
            raise ValueError(f"quan_stops must be True or False, got {quan_stops!r}")
        if refill not in REFILL_RULES:
            raise ValueError(f"refill must be 'end' (the report: pay from the store, a captured "
                             f"quan included), 'end-dan' (only captured dân pay) or 'borrow' "
                             f"(the folk rule), not {refill!r}")
        if first not in self.players:
            raise ValueError(f"first must be {A!r} or {B!r}")
        self.quan_value, self.dan_per_square, self.quan_extra = quan_value, dan_per_square, quan_extra
        self.quan_non, self.quan_stops, self.refill, self.first = quan_non, quan_stops, refill, first

    def __repr__(self) -> str:
        return (f"OAnQuan(quan_value={self.quan_value}, dan_per_square={self.dan_per_square}, "
                f"quan_extra={self.quan_extra}, quan_non={self.quan_non}, "
                f"quan_stops={self.quan_stops}, refill={self.refill!r})")

    # -- positions -------------------------------------------------------------------------
    def initial_state(self) -> OAQState:
        cells = tuple(self.quan_extra if c in QUAN_CELLS else self.dan_per_square for c in range(12))
        return OAQState(cells, (True, True), (0, 0), (0, 0), (0, 0), self.first)

    def position(self, cells: list[int], *, quan: tuple[bool, bool] = (False, False),
                 dan: tuple[int, int] = (0, 0), quans: tuple[int, int] = (0, 0),
                 to_move: Side = A) -> OAQState:
        """A position from the report's 12-number array (quan cells hold dân only)."""
        if len(cells) != 12 or any((not isinstance(c, int)) or c < 0 for c in cells):
            raise ValueError(f"a position needs 12 counts of zero or more, got {cells!r}")
        if to_move not in self.players:
            raise ValueError(f"to_move must be {A!r} or {B!r}")
        return OAQState(tuple(cells), tuple(quan), tuple(dan), tuple(quans), (0, 0), to_move)

    @staticmethod
    def turned(cells: list[int] | tuple[int, ...]) -> tuple[int, ...]:
        """The array seen from the other side (cell ``i`` becomes ``i + 6``), as the report
        writes the board for the side to move."""
        return tuple(cells[6:]) + tuple(cells[:6])

    def _index(self, player: Side) -> int:
        return 0 if player == A else 1

    # -- the Game protocol ----------------------------------------------------------------------
    def to_move(self, state: OAQState) -> Side:
        return state.to_move

    def legal_actions(self, state: OAQState) -> tuple[tuple[int, int], ...]:
        if self.is_terminal(state):
            return ()
        cells = state.cells
        squares = SQUARES[state.to_move]
        if not any(cells[c] for c in squares):  # refill first: every square gets a stone
            return tuple((c, d) for c in squares for d in (1, -1))
        return tuple((c, d) for c in squares if cells[c] for d in (1, -1))

    def is_terminal(self, state: OAQState) -> bool:
        cells, quan = state.cells, state.quan
        if not quan[0] and not quan[1] and cells[0] == 0 and cells[6] == 0:
            return True
        if not self._must_refill(state):
            return False
        if self.refill == "borrow":  # borrowing is impossible when no dân is left anywhere
            return sum(state.dan) < 5
        return self.store(state, state.to_move) < 5

    def store(self, state: OAQState, player: Side) -> int:
        """What ``player`` can pay a refill with: captured dân, and under the report's rule
        (``refill="end"``) a captured quan at its value too (its program's score)."""
        me = self._index(player)
        return state.dan[me] + (state.quans[me] * self.quan_value if self.refill == "end" else 0)

    def _must_refill(self, state: OAQState) -> bool:
        return not any(state.cells[c] for c in SQUARES[state.to_move])

    def successor(self, state: OAQState, action: tuple[int, int]) -> OAQState:
        return self.play(state, action)[0]

    def play(self, state: OAQState, action: tuple[int, int], record: bool = False,
             ) -> tuple[OAQState, list[Step]]:
        """Play ``action`` = (square, direction ±1); with ``record`` also the steps, stone by stone."""
        cell, direction = action
        me = self._index(state.to_move)
        cells, quan = list(state.cells), list(state.quan)
        dan, quans, owed = list(state.dan), list(state.quans), list(state.owed)
        steps: list[Step] = []
        if not any(cells[c] for c in SQUARES[state.to_move]):
            self._refill(cells, dan, owed, me, borrow=self.refill == "borrow")
            if record:
                steps.append(Step("refill", cell, tuple(cells), tuple(quan)))
        # A turn always ends: quan cells are never taken up, and every lap of the ring drops a
        # stone in each, so a turn laps at most N/2 times for N stones on the board (notebook 06).
        bound = 6 * sum(cells) + 12
        hand, cells[cell] = cells[cell], 0
        if record:
            steps.append(Step("pick", cell, tuple(cells), tuple(quan), hand))
        pos, sown = cell, 0
        while True:
            while hand:
                pos = (pos + direction) % 12
                cells[pos] += 1
                hand -= 1
                sown += 1
                if record:
                    steps.append(Step("sow", pos, tuple(cells), tuple(quan), hand))
            if sown > bound:  # impossible by the argument above: a bug in the rules if it happens
                raise RuntimeError(f"a turn sowed {sown} stones, more than the proven bound {bound}")
            nxt = (pos + direction) % 12
            if nxt in QUAN_CELLS and (self.quan_stops or self._quan_full(cells, quan, nxt)):
                break  # a quan cell with stones (or any quan cell, in the variant) ends the turn
            if cells[nxt]:  # a square with stones: take them up and sow on
                hand, cells[nxt] = cells[nxt], 0
                pos = nxt
                if record:
                    steps.append(Step("pick", nxt, tuple(cells), tuple(quan), hand))
                continue
            target = (nxt + direction) % 12
            while self._has_stones(cells, quan, target):  # empty, then full: capture
                if target in QUAN_CELLS and quan[target // 6] and cells[target] < self.quan_non:
                    break  # quan non: a young quan may not be taken; the turn ends
                gained = cells[target]
                dan[me] += cells[target]
                cells[target] = 0
                if target in QUAN_CELLS and quan[target // 6]:
                    quan[target // 6] = False
                    quans[me] += 1
                    gained += self.quan_value
                if record:
                    steps.append(Step("capture", target, tuple(cells), tuple(quan), 0, gained))
                nxt = (target + direction) % 12
                if self._has_stones(cells, quan, nxt):
                    break
                target = (nxt + direction) % 12
            break
        new = OAQState(tuple(cells), (quan[0], quan[1]), (dan[0], dan[1]), (quans[0], quans[1]),
                       (owed[0], owed[1]), B if state.to_move == A else A)
        if record:
            steps.append(Step("end", pos, new.cells, new.quan))
        return new, steps

    @staticmethod
    def _has_stones(cells: list[int], quan: list[bool], cell: int) -> bool:
        return cells[cell] > 0 or (cell in QUAN_CELLS and quan[cell // 6])

    def _quan_full(self, cells: list[int], quan: list[bool], cell: int) -> bool:
        return self._has_stones(cells, quan, cell)

    @staticmethod
    def _refill(cells: list[int], dan: list[int], owed: list[int], me: int, borrow: bool) -> None:
        """Put one dân on each of my squares, paid from my store; under the folk rule, borrow
        what I lack from my opponent.  (Under the report's rule the store may be paid with a
        captured quan's worth, so captured dân can go below zero: the quan is broken into dân.)"""
        other = 1 - me
        if not borrow:
            dan[me] -= 5
            for c in SQUARES[A if me == 0 else B]:
                cells[c] += 1
            return
        own = min(5, dan[me])
        dan[me] -= own
        borrow = 5 - own
        if borrow:
            dan[other] -= borrow
            owed[me] += borrow
        for c in SQUARES[A if me == 0 else B]:
            cells[c] += 1

    # -- scoring -----------------------------------------------------------------------------
    def scores(self, state: OAQState) -> dict[Side, int]:
        """Points so far (captured dân and quans); at the end, with the sweep and the debts."""
        points = [state.dan[i] + state.quans[i] * self.quan_value for i in (0, 1)]
        if self.is_terminal(state):
            points[0] += sum(state.cells[c] for c in SQUARES[A])
            points[1] += sum(state.cells[c] for c in SQUARES[B])
        points[0] += state.owed[1] - state.owed[0]  # debts repaid
        points[1] += state.owed[0] - state.owed[1]
        return {A: points[0], B: points[1]}

    def winner(self, state: OAQState) -> Side | None:
        if not self.is_terminal(state):
            return None
        s = self.scores(state)
        return None if s[A] == s[B] else A if s[A] > s[B] else B

    def utility(self, state: OAQState, player: Side) -> float:
        if not self.is_terminal(state):
            raise ValueError("utility asked of a position where the game goes on")
        s = self.scores(state)
        mine, theirs = (s[A], s[B]) if player == A else (s[B], s[A])
        return (mine > theirs) - (mine < theirs)

    def total_stones(self, state: OAQState) -> int:
        """Every dân on the board, captured or owed, in dân (conserved by every move)."""
        return sum(state.cells) + sum(state.dan)

    # -- writing moves ----------------------------------------------------------------------------
    def action_to_str(self, state: OAQState, action: tuple[int, int]) -> str:
        cell, direction = action
        return f"{cell}{'+' if direction > 0 else '-'}"

    def parse_action(self, state: OAQState, text: str) -> tuple[int, int]:
        """``"3+"`` (clockwise, up the numbers) or ``"3-"``; also ``"3 cw"`` / ``"3 ccw"``."""
        word = move_text(text).strip().lower().replace(" ", "")
        word = word.replace("ccw", "-").replace("cw", "+")
        for action in self.legal_actions(state):
            if self.action_to_str(state, action) == word:
                return action
        legal = [self.action_to_str(state, a) for a in self.legal_actions(state)]
        raise IllegalActionError(text, legal, self.state_to_str(state, "en"))

    def state_to_str(self, state: OAQState, lang: str | None = None) -> str:
        from gamelib.i18n import tr

        q = ["Q" if state.quan[i] else "" for i in (0, 1)]
        cells = (f"[{q[0]}{state.cells[0]}|{' '.join(map(str, state.cells[1:6]))}|{q[1]}"
                 f"{state.cells[6]}|{' '.join(map(str, state.cells[7:]))}]")
        return tr("{position}, {side} to move", lang, position=cells, side=state.to_move)
