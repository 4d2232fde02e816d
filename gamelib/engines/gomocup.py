"""The Gomocup (Piskvork) protocol on stdin/stdout, so the Caro engine plays in gomoku managers.

Commands understood (one per line; coordinates are ``x,y`` from 0, x the column):

* ``START n`` -- a new game on an n×n board; answers ``OK`` (or ``ERROR ...``);
* ``RESTART`` -- the same board, empty; answers ``OK``;
* ``BEGIN`` -- we move first; answers our move ``x,y``;
* ``TURN x,y`` -- the opponent played there; answers our move;
* ``BOARD`` then lines ``x,y,who`` (1 ours, 2 the opponent's, 3 a winning-line mark) then
  ``DONE`` -- the whole position; answers our move;
* ``INFO key value`` -- settings: ``timeout_turn``, ``timeout_match`` and ``time_left`` (in
  milliseconds) set the time each move may take; no answer;
* ``TAKEBACK x,y`` -- the stone on x,y is taken back; answers ``OK``;
* ``ABOUT`` -- ``name="gamelib", version="...", author="...", country="VN"``;
* ``END`` -- stop.

Anything else gets ``UNKNOWN ...``; a bad move or position gets ``ERROR ...`` (squares named
``x,y`` as the protocol names them) and the manager decides.  A move takes at most 60 % of the
turn's time less 50 ms, and no more than a tenth of the time left in the match, so replies stay
inside the limit on a loaded machine.  Rule: freestyle five-in-a-row (Gomocup's default).

>>> import io
>>> out = io.StringIO()
>>> run(io.StringIO("START 15\\nBEGIN\\nEND\\n"), out)
>>> out.getvalue().splitlines()
['OK', '7,7']
"""

from __future__ import annotations

import sys
from typing import TextIO

from gamelib import __version__
from gamelib.core import IllegalActionError
from gamelib.engines.caro import CaroEngine
from gamelib.games.caro import Caro, CaroState, O, X


class GomocupBrain:
    """The protocol's state: the board, whose stones are ours, the time per move."""

    def __init__(self) -> None:
        self.game: Caro | None = None
        self.state: CaroState | None = None
        self.timeout_turn = 1.0  # seconds
        self.time_left: float | None = None  # seconds left in the match, as the manager says
        self.ours = X

    def handle(self, line: str, more_lines) -> list[str]:
        words = line.strip().split(maxsplit=1)
        if not words:
            return []
        command, rest = words[0].upper(), (words[1] if len(words) > 1 else "")
        if command == "START":
            try:
                size = int(rest)
                self.game = Caro(size)
            except ValueError:
                return [f"ERROR unsupported board size {rest!r} (5 to 25)"]
            self.state = self.game.initial_state()
            return ["OK"]
        if command == "RESTART":
            if self.game is None:
                return ["ERROR no game started (send START n first)"]
            self.state = self.game.initial_state()
            return ["OK"]
        if command == "ABOUT":
            return [f'name="gamelib", version="{__version__}", author="gamelib developers", '
                    'country="VN"']
        if command == "INFO":
            key, _, value = rest.partition(" ")
            key, value = key.lower(), value.strip()
            if key in ("timeout_turn", "timeout_match", "time_left"):
                if not (value.isascii() and value.isdigit()):
                    return [f"ERROR INFO {key} needs milliseconds as digits, got {value!r}"]
                milliseconds = int(value)
                if key == "timeout_turn" and milliseconds > 0:
                    self.timeout_turn = milliseconds / 1000
                elif key == "time_left" or (key == "timeout_match" and self.time_left is None):
                    self.time_left = milliseconds / 1000 if milliseconds > 0 else None
            return []
        if command == "END":
            raise SystemExit(0)
        if self.game is None or self.state is None:
            return [f"ERROR no game started (send START n before {command})"]
        if command == "BEGIN":
            self.ours = self.state.to_move
            return [self._move()]
        if command == "TURN":
            if self.game.is_terminal(self.state):
                return ["ERROR the game is over; send RESTART or START for a new one"]
            try:
                index = self._index(rest)
                self.ours = O if self.state.to_move == X else X
                self.state = self.game.result(self.state, index)
            except IllegalActionError:
                return [f"ERROR the square {rest.strip()} is already taken"]
            except ValueError as exc:
                return [f"ERROR {exc}"]
            return [self._move()]
        if command == "BOARD":
            return self._board(more_lines)
        if command == "TAKEBACK":
            return self._takeback(rest)
        return [f"UNKNOWN command {command!r}"]

    def _index(self, text: str) -> int:
        try:
            x, y = (int(v) for v in text.split(","))
        except ValueError:
            raise ValueError(f"bad coordinates {text!r}; expected x,y") from None
        n = self.game.size
        if not (0 <= x < n and 0 <= y < n):
            raise ValueError(f"coordinates {x},{y} are off the {n}×{n} board")
        return y * n + x

    def _board(self, more_lines) -> list[str]:
        """Read a BOARD block to its DONE (always the whole block), then check and play it."""
        block = []
        for line in more_lines:
            if line.strip().upper() == "DONE":
                break
            if line.strip():
                block.append(line.strip())
        ours, theirs, seen = [], [], set()
        for line in block:
            try:
                x, y, who = (int(v) for v in line.split(","))
                index = self._index(f"{x},{y}")
            except ValueError:
                return [f"ERROR bad BOARD line {line!r}; expected x,y,who (who: 1 ours, 2 "
                        "the opponent's, 3 a winning-line mark)"]
            if who not in (1, 2, 3):
                return [f"ERROR bad BOARD line {line!r}: who must be 1, 2 or 3"]
            if index in seen:
                return [f"ERROR the square {x},{y} is listed twice in BOARD"]
            seen.add(index)
            (ours if who in (1, 3) else theirs).append(index)
        # we move next: either as many stones as the opponent (we began) or one fewer
        if len(ours) not in (len(theirs), len(theirs) - 1):
            return [f"ERROR impossible BOARD: {len(ours)} of our stones against {len(theirs)}; "
                    "with us to move we have as many as the opponent or one fewer"]
        self.ours = X if len(ours) == len(theirs) else O
        x_stones, o_stones = (ours, theirs) if self.ours == X else (theirs, ours)
        state = CaroState(sum(1 << i for i in x_stones), sum(1 << i for i in o_stones),
                          self.ours, None, None, self.game.size)
        if self.game.is_terminal(state) or any(
                self.game.line_through(mine, theirs, index) is not None
                for mine, theirs, stones in ((state.x, state.o, x_stones), (state.o, state.x, o_stones))
                for index in stones):
            return ["ERROR the BOARD position is already over (a five, or a full board)"]
        self.state = state
        return [self._move()]

    def _takeback(self, text: str) -> list[str]:
        """Take back the stone on x,y (it is that stone's side to move again)."""
        try:
            index = self._index(text)
        except ValueError as exc:
            return [f"ERROR {exc}"]
        bit = 1 << index
        if self.state.x & bit:
            self.state = CaroState(self.state.x & ~bit, self.state.o, X, None, None, self.game.size)
        elif self.state.o & bit:
            self.state = CaroState(self.state.x, self.state.o & ~bit, O, None, None, self.game.size)
        else:
            return [f"ERROR no stone on {text.strip()} to take back"]
        return ["OK"]

    def budget(self) -> float:
        """Seconds this move may take: 60 % of the turn less 50 ms, at most a tenth of the
        match time left (never under 20 ms)."""
        seconds = self.timeout_turn * 0.6 - 0.05
        if self.time_left is not None:
            seconds = min(seconds, self.time_left / 10)
        return max(0.02, seconds)

    def _move(self) -> str:
        if self.game.is_terminal(self.state):
            return "ERROR the game is over; send RESTART or START for a new one"
        engine = CaroEngine(self.game, time_limit=self.budget())
        index = engine.choose(self.game, self.state)
        self.state = self.game.successor(self.state, index)
        y, x = divmod(index, self.game.size)
        return f"{x},{y}"


def run(stdin: TextIO | None = None, stdout: TextIO | None = None) -> None:
    """Serve the protocol until END or the end of input."""
    stdin, stdout = stdin or sys.stdin, stdout or sys.stdout
    brain = GomocupBrain()
    lines = iter(stdin.readline, "")
    try:
        for line in lines:
            for answer in brain.handle(line, lines):
                stdout.write(answer + "\n")
                stdout.flush()
    except SystemExit:
        return
