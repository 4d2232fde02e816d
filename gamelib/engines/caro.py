"""A stronger Caro (Gomoku) engine than report 004's.

* **Incremental pattern evaluation.**  Every five-square window of the board
  keeps how many stones of each side it holds.  A window with stones of one side
  only is worth ``WEIGHTS[count]`` to that side; placing or removing a stone
  updates only the (at most 20) windows through it, so a position is valued in
  a few operations instead of by scanning the board.  The windows holding three
  or four stones of one side and none of the other's are kept in sets, so the
  threats are found without scanning either.
* **Candidates near the stones**: empty squares within two steps of a stone,
  ordered by what a stone there gains in its windows and what it takes away
  from the opponent's.
* **Threats first**: win at once if you can; block the opponent's win; in the
  evaluation, a side to move with a four wins, and a side facing two fours it
  cannot both block loses.
* **Search**: negamax alpha-beta over the best ``width`` candidates, iterative
  deepening within a time limit, a transposition table.

Wins are checked with the game's own rule (freestyle, exact five, or caro).

>>> from gamelib.games.caro import Caro
>>> game = Caro(15)
>>> s = game.initial_state()
>>> for move in ["h8", "a1", "i8", "a2", "j8", "a3", "k8"]:
...     s = game.result(s, game.parse_action(s, move))
>>> engine = CaroEngine(game, time_limit=0.2)
>>> game.action_to_str(s, engine.choose(game, s)) in {"g8", "l8"}   # O must block the four
True
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass

from gamelib.games.caro import LINE_STEPS, X, Caro, CaroState
from gamelib.i18n import tr

WEIGHTS = (0, 1, 12, 150, 2_000, 1_000_000)
WIN = 10_000_000
THREAT = 1_500  # a way for the opponent to make an open four next move
EXACT, LOWER, UPPER = 0, 1, 2


class _Timeout(Exception):
    pass


@dataclass
class CaroInfo:
    depth: int = 0
    nodes: int = 0
    seconds: float = 0.0
    value: float = 0.0
    reason: str = ""


class Windows:
    """The five-square windows of a board and which windows pass through each square."""

    def __init__(self, size: int):
        n = size
        self.size = n
        self.cells: list[tuple[int, ...]] = []
        for dr, dc in LINE_STEPS:
            for r in range(n):
                for c in range(n):
                    end_r, end_c = r + 4 * dr, c + 4 * dc
                    if 0 <= end_r < n and 0 <= end_c < n:
                        self.cells.append(tuple((r + k * dr) * n + (c + k * dc) for k in range(5)))
        self.through: list[list[int]] = [[] for _ in range(n * n)]
        for w, cells in enumerate(self.cells):
            for cell in cells:
                self.through[cell].append(w)
        self.near = [self._near(i) for i in range(n * n)]
        rng = random.Random(size)  # Zobrist keys: one random number per (square, side)
        self.keys = [(0, rng.getrandbits(64), rng.getrandbits(64)) for _ in range(n * n)]

    def _near(self, index: int) -> tuple[int, ...]:
        n = self.size
        r0, c0 = divmod(index, n)
        return tuple(r * n + c for r in range(max(0, r0 - 2), min(n, r0 + 3))
                     for c in range(max(0, c0 - 2), min(n, c0 + 3)) if (r, c) != (r0, c0))


_WINDOWS: dict[int, Windows] = {}


class CaroEngine:
    """A Caro player: ``choose(game, state)`` within ``time_limit`` seconds (or to ``depth``)."""

    _searching = False  # True while the timed search runs (then every part keeps to the limit)

    def __init__(self, game: Caro, *, time_limit: float | None = 1.0, depth: int | None = None,
                 width: int = 10, weights: tuple[int, ...] = WEIGHTS, name: str | None = None):
        if len(weights) != 6:
            raise ValueError(f"pattern weights are 6 numbers (a window with 0..5 stones), got {weights}")
        self.game, self.time_limit, self.max_depth, self.width = game, time_limit, depth, width
        self.weights = tuple(weights)
        # what a stone of side 1 or 2 gains in a window with code 6 * X's + O's: its own window
        # grows, or the opponent's dies
        self.gains = [[], [], []]
        for who in (1, 2):
            for code in range(36):
                mine, theirs = (code // 6, code % 6) if who == 1 else (code % 6, code // 6)
                grow = self.weights[mine + 1] - self.weights[mine] if theirs == 0 and mine < 5 else 0
                self.gains[who].append(grow + (self.weights[theirs] if mine == 0 else 0))
        if game.size not in _WINDOWS:
            _WINDOWS[game.size] = Windows(game.size)
        self.windows = _WINDOWS[game.size]
        self.info = CaroInfo()
        self.name = name or (f"engine {time_limit:g}s" if time_limit else f"engine d={depth}")
        self.table: dict[tuple[int, int], tuple[int, float, int]] = {}  # (key, side) -> entry

    # -- setting up a position ------------------------------------------------------------
    def _load(self, state: CaroState) -> None:
        n2 = self.game.size ** 2
        self.cell = [0] * n2                        # 0 empty, 1 X, 2 O
        self.count = [[0, 0, 0] for _ in self.windows.cells]
        self.score = 0                              # X's value minus O's
        # windows with 3 (or 4) stones of a side and none of the other's, per side (index 1, 2)
        self.threes: list[set[int]] = [set(), set(), set()]
        # each window's counts as one number, 6 * X's + O's, to look gains up in ``self.gains``
        self.code = [0] * len(self.windows.cells)
        self.fours: list[set[int]] = [set(), set(), set()]
        self.near_count = [0] * n2                  # stones within two steps
        self.key = 0                                # Zobrist hash of the position
        for index in range(n2):
            if state.x >> index & 1:
                self._place(index, 1)
            elif state.o >> index & 1:
                self._place(index, 2)

    def _place(self, index: int, who: int) -> None:
        """Put a stone of ``who`` on ``index``, updating the windows, score, sets and hash."""
        self.cell[index] = who
        self.key ^= self.windows.keys[index][who]
        other, weights, count = 3 - who, self.weights, self.count
        mine3, mine4 = self.threes[who], self.fours[who]
        their3, their4 = self.threes[other], self.fours[other]
        code, step = self.code, 6 if who == 1 else 1
        gain = 0                                    # for ``who``
        for w in self.windows.through[index]:
            c = count[w]
            n, m = c[who], c[other]
            if m == 0:                              # my window grows
                gain += weights[n + 1] - weights[n]
                if n == 2:
                    mine3.add(w)
                elif n == 3:
                    mine3.discard(w)
                    mine4.add(w)
                elif n == 4:
                    mine4.discard(w)
            elif n == 0:                            # their window dies
                gain += weights[m]
                if m == 3:
                    their3.discard(w)
                elif m == 4:
                    their4.discard(w)
            c[who] = n + 1
            code[w] += step
        self.score += gain if who == 1 else -gain
        for near in self.windows.near[index]:
            self.near_count[near] += 1

    def _remove(self, index: int, who: int) -> None:
        """Take the stone of ``who`` off ``index``: exactly undoes :meth:`_place`."""
        self.cell[index] = 0
        self.key ^= self.windows.keys[index][who]
        other, weights, count = 3 - who, self.weights, self.count
        mine3, mine4 = self.threes[who], self.fours[who]
        their3, their4 = self.threes[other], self.fours[other]
        code, step = self.code, 6 if who == 1 else 1
        gain = 0
        for w in self.windows.through[index]:
            c = count[w]
            n, m = c[who], c[other]                 # n >= 1: the stone is still counted
            c[who] = n - 1
            code[w] -= step
            if m == 0:
                gain += weights[n - 1] - weights[n]
                if n == 3:
                    mine3.discard(w)
                elif n == 4:
                    mine4.discard(w)
                    mine3.add(w)
                elif n == 5:
                    mine4.add(w)
            elif n == 1:                            # their window comes back to life
                gain -= weights[m]
                if m == 3:
                    their3.add(w)
                elif m == 4:
                    their4.add(w)
        self.score += gain if who == 1 else -gain
        for near in self.windows.near[index]:
            self.near_count[near] -= 1

    # -- move generation and ordering ------------------------------------------------------------
    def _candidates(self, who: int) -> list[int]:
        """Empty squares within two steps of a stone, best first by what a stone there gains in
        its windows plus what it takes away from the opponent's."""
        cell, near = self.cell, self.near_count
        moves = [i for i in range(len(cell)) if cell[i] == 0 and near[i]]
        if not moves:
            return [len(cell) // 2]
        gains, code, through = self.gains[who].__getitem__, self.code.__getitem__, self.windows.through
        scored = [(sum(map(gains, map(code, through[index]))), index) for index in moves]
        scored.sort(reverse=True)
        return [index for _, index in scored]

    def _fives(self, who: int) -> set[int]:
        """Empty squares that would give ``who`` five in a window (a win under freestyle)."""
        cell, cells = self.cell, self.windows.cells
        return {i for w in self.fours[who] for i in cells[w] if cell[i] == 0}

    def _double_threats(self, who: int) -> dict[int, set[int]]:
        """Squares where a stone of ``who`` would make two or more five-threats at once (an open
        four, or two fours): the move after it wins unless the opponent has a four of its own.
        Maps each such square to the five-squares it would create."""
        makes: dict[int, set[int]] = {}
        cell, cells = self.cell, self.windows.cells
        for w in self.threes[who]:
            a, b = [i for i in cells[w] if cell[i] == 0]
            makes.setdefault(a, set()).add(b)
            makes.setdefault(b, set()).add(a)
        return {square: fives for square, fives in makes.items() if len(fives) >= 2}

    def _four_threes(self, who: int) -> set[int]:
        """Squares where a stone of ``who`` makes a four and, at the same time, a new way to an
        open four: after the forced block, the open four wins."""
        found = set()
        for square in self._four_makers(who):
            self._place(square, who)
            fives = self._new_fives(square, who)
            if len(fives) == 1:
                block = next(iter(fives))
                self._place(block, 3 - who)
                if self._double_threats(who):
                    found.add(square)
                self._remove(block, 3 - who)
            self._remove(square, who)
        return found

    def _four_makers(self, who: int) -> set[int]:
        """Squares where a stone of ``who`` makes a five-threat (a forcing move)."""
        cell, cells = self.cell, self.windows.cells
        return {i for w in self.threes[who] for i in cells[w] if cell[i] == 0}

    def _new_fives(self, index: int, who: int) -> set[int]:
        """The five-squares of ``who`` in the windows through ``index`` (after a stone there)."""
        cell, cells, count = self.cell, self.windows.cells, self.count
        return {i for w in self.windows.through[index] if count[w][who] == 4 and count[w][3 - who] == 0
                for i in cells[w] if cell[i] == 0}

    def _vcf(self, who: int, fours: int) -> bool:
        """Whether ``who`` (to move, facing no five-threat) wins by continuous fours: each four
        forces the one block, until a five or two five-threats at once.  Up to ``fours`` fours."""
        if self._searching and time.perf_counter() > self._deadline:
            raise _Timeout  # the chase of fours can be long: it keeps to the time limit too
        other = 3 - who
        for move in sorted(self._four_makers(who)):
            self._place(move, who)
            if self._wins(move, who):
                self._remove(move, who)
                return True
            fives = self._new_fives(move, who)
            won = len(fives) >= 2  # an open four or two fours: the opponent can stop only one
            if not won and len(fives) == 1 and fours > 1:
                block = next(iter(fives))
                self._place(block, other)
                # the block must not make a five-threat of the opponent's own
                won = not self._new_fives(block, other) and self._vcf(who, fours - 1)
                self._remove(block, other)
            self._remove(move, who)
            if won:
                return True
        return False

    def _wins(self, index: int, who: int) -> bool:
        """Whether ``who`` placing at ``index`` wins under the game's rule."""
        if not any(self.count[w][who] == 5 for w in self.windows.through[index]):
            return False  # every rule needs five in some window
        if self.game.rule == "freestyle":
            return True
        mine = sum(1 << i for i, v in enumerate(self.cell) if v == who)
        theirs = sum(1 << i for i, v in enumerate(self.cell) if v == 3 - who)
        return self.game.line_through(mine, theirs, index) is not None

    # -- search --------------------------------------------------------------------------------
    def choose(self, game: Caro, state: CaroState) -> int:
        if game.is_terminal(state):
            raise ValueError("the game is over")
        start = time.perf_counter()
        self._load(state)
        who = 1 if state.to_move == X else 2
        self.info = CaroInfo()
        self._deadline = start + self.time_limit if self.time_limit else float("inf")
        self._nodes = 0
        self._searching = False  # only the timed search may be cut short
        move = self._forced(who)
        if move is None:
            self._searching = True
            try:
                move = self._deepen(who)
            finally:
                self._searching = False
        self.info.nodes = self._nodes
        self.info.seconds = time.perf_counter() - start
        return move

    def _forced(self, who: int) -> int | None:
        """Win at once, or block the opponent's win."""
        for index in self._fives(who):
            self._place(index, who)
            won = self._wins(index, who)
            self._remove(index, who)
            if won:
                self.info.reason = tr("wins at once")
                return index
        threats = self._fives(3 - who)
        for index in threats:
            self._place(index, 3 - who)
            won = self._wins(index, 3 - who)
            self._remove(index, 3 - who)
            if won:
                self.info.reason = tr("blocks a win")
                return index
        return None

    def _moves(self, who: int, width: int | None = None) -> list[int]:
        """The moves worth searching: the blocks when the opponent threatens five; the blocks
        and my own fours when it can make an open four; otherwise the best candidates."""
        ordered = self._candidates(who)
        threats = self._fives(3 - who)
        if threats:
            return [m for m in ordered if m in threats] or sorted(threats)[:1]
        danger = self._double_threats(3 - who)
        combos = self._four_threes(3 - who)
        if danger or combos:  # they can make an open four, or a four-three: answer it
            answers = set(danger) | {f for fives in danger.values() for f in fives} | combos | \
                self._four_makers(who)
            picked = [m for m in ordered if m in answers][: width or self.width]
            if picked:
                return picked
        return ordered[: width or self.width]

    def _deepen(self, who: int) -> int:
        moves = self._moves(who)
        best = moves[0]
        if len(moves) == 1:
            self.info.reason = tr("the only candidate")
            return best
        limit = self.max_depth or 20
        for depth in range(1, limit + 1):
            try:
                value, move = self._root(who, depth, moves)
            except _Timeout:
                break
            best = move
            self.info.depth, self.info.value = depth, value
            if abs(value) >= WIN // 2:
                break
            moves.remove(move)
            moves.insert(0, move)
        self.info.reason = self.info.reason or tr("search to depth {depth}", depth=self.info.depth)
        return best

    def _root(self, who: int, depth: int, moves: list[int]) -> tuple[float, int]:
        alpha, beta = -WIN * 2, WIN * 2
        best_value, best_move = -WIN * 2, moves[0]
        for index in moves:
            self._place(index, who)
            if self._wins(index, who):
                value = WIN
            else:
                value = -self._negamax(3 - who, depth - 1, -beta, -alpha)
            self._remove(index, who)
            if value > best_value:
                best_value, best_move = value, index
            alpha = max(alpha, value)
        return best_value, best_move

    def _evaluate(self, who: int, forced: int = 6) -> float:
        """The position for ``who`` (to move): threats decide, then the window values.

        Facing a single five-threat, the block is forced: the position after it is valued
        instead (up to ``forced`` blocks deep), so a four-three just past the horizon is seen.
        """
        if self._fives(who):
            return WIN // 2          # I complete a five next move
        theirs = self._fives(3 - who)
        if len(theirs) >= 2:
            return -WIN // 2         # two fives to stop: I cannot block both
        if len(theirs) == 1 and forced > 0:
            block = next(iter(theirs))
            self._place(block, who)
            value = WIN // 2 if self._wins(block, who) else -self._evaluate(3 - who, forced - 1)
            self._remove(block, who)
            return value
        mine_double = self._double_threats(who)
        if not theirs and (mine_double or self._vcf(who, 4)):
            return WIN // 4          # an open four or a chain of fours wins: they have no four
        value = self.score if who == 1 else -self.score
        # threats short of decisive: the opponent's ways to an open four must be answered now
        their_threats = len(self._double_threats(3 - who)) + len(self._four_threes(3 - who))
        value -= THREAT * their_threats * (2 if their_threats >= 2 else 1)
        value += THREAT // 4 * (len(self._four_makers(who)) - len(self._four_makers(3 - who)))
        return value + 50            # a small bonus for having the move

    def _negamax(self, who: int, depth: int, alpha: float, beta: float) -> float:
        self._nodes += 1
        if self._nodes & 31 == 0 and time.perf_counter() > self._deadline:
            raise _Timeout
        if depth <= 0:
            return self._evaluate(who)
        key = (self.key, who)
        entry = self.table.get(key)
        if entry is not None and entry[0] >= depth:
            e_value, e_flag = entry[1], entry[2]
            if e_flag == EXACT or (e_flag == LOWER and e_value >= beta) or \
                    (e_flag == UPPER and e_value <= alpha):
                return e_value
        alpha_in = alpha
        moves = self._moves(who)
        if not moves:
            return 0
        best = -WIN * 2
        for index in moves:
            self._place(index, who)
            if self._wins(index, who):
                value = WIN - 1
            else:
                value = -self._negamax(3 - who, depth - 1, -beta, -alpha)
            self._remove(index, who)
            if value > best:
                best = value
                if value > alpha:
                    alpha = value
                    if alpha >= beta:
                        break
        if len(self.table) > 500_000:
            self.table.clear()
        flag = UPPER if best <= alpha_in else LOWER if best >= beta else EXACT
        self.table[key] = (depth, best, flag)
        return best


def window_evaluation(game: Caro):
    """The engine's window score as ``evaluate(state, player)`` for gamelib's generic search."""
    engine = CaroEngine(game, depth=1)

    def evaluate(state: CaroState, player: str) -> float:
        if state.winner is not None:
            return WIN if state.winner == player else -WIN
        engine._load(state)
        return engine.score if player == X else -engine.score

    return evaluate
