"""The Gomocup (Piskvork) protocol on stdin/stdout, so the Caro engine plays in gomoku managers.

Commands understood (one per line; coordinates are ``x,y`` from 0, x the column):

* ``START n`` -- a new game on an n×n board; answers ``OK`` (or ``ERROR ...``);
* ``RESTART`` -- the same board, empty; answers ``OK``;
* ``BEGIN`` -- we move first; answers our move ``x,y``;
* ``TURN x,y`` -- the opponent played there; answers our move;
* ``BOARD`` then lines ``x,y,who`` (1 ours, 2 the opponent's, 3 a winning-line mark) then
  ``DONE`` -- the whole position; answers our move;
* ``INFO key value`` -- settings (``timeout_turn`` in milliseconds is used); no answer;
* ``ABOUT`` -- ``name="gamelib", version="...", author="...", country="VN"``;
* ``END`` -- stop.

Anything else gets ``UNKNOWN ...``; a bad move or position gets ``ERROR ...`` and the
manager decides.  Rule: freestyle five-in-a-row (Gomocup's default).

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
from gamelib.engines.caro import CaroEngine
from gamelib.games.caro import Caro, CaroState, O, X


class GomocupBrain:
    """The protocol's state: the board, whose stones are ours, the time per move."""

    def __init__(self) -> None:
        self.game: Caro | None = None
        self.state: CaroState | None = None
        self.timeout_turn = 1.0  # seconds
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
            if key.lower() == "timeout_turn" and value.strip().isdigit():
                self.timeout_turn = max(0.05, int(value) / 1000 * 0.8)
            return []
        if command == "END":
            raise SystemExit(0)
        if self.game is None or self.state is None:
            return [f"ERROR no game started (send START n before {command})"]
        if command == "BEGIN":
            self.ours = self.state.to_move
            return [self._move()]
        if command == "TURN":
            try:
                index = self._index(rest)
                self.ours = O if self.state.to_move == X else X
                self.state = self.game.result(self.state, index)
            except ValueError as exc:
                return [f"ERROR {exc}"]
            return [self._move()]
        if command == "BOARD":
            return self._board(more_lines)
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
        ours, theirs = [], []
        for line in more_lines:
            line = line.strip()
            if line.upper() == "DONE":
                break
            try:
                x, y, who = (int(v) for v in line.split(","))
                index = self._index(f"{x},{y}")
            except ValueError:
                return [f"ERROR bad BOARD line {line!r}; expected x,y,who"]
            (ours if who in (1, 3) else theirs).append(index)
        # whoever has played as many stones as the other moves next; X has at least as many as O
        ours_first = len(ours) == len(theirs)
        self.ours = X if ours_first else O
        x_stones, o_stones = (ours, theirs) if self.ours == X else (theirs, ours)
        n = self.game.size
        state = CaroState(sum(1 << i for i in x_stones), sum(1 << i for i in o_stones),
                          self.ours, None, None, n)
        self.state = state
        return [self._move()]

    def _move(self) -> str:
        engine = CaroEngine(self.game, time_limit=self.timeout_turn)
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
