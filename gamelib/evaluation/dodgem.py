"""The Dodgem evaluation functions of lecture 002 (§4.2.1, Example 2) and report 003 (§3.1-3.2).

**Evaluation 1** (the lecture's): every piece is worth the value of its square
in a table (White's pieces are worth more as they climb, Black's more negative
as they move right),
plus blocking bonuses: +40 when a White piece stands directly in front of a
Black piece (on the square to its right), +30 when it stands further along the
same row; −40 / −30 when a Black piece stands directly / further above a White
piece.  Values are White's: positive is good for White.

**Evaluation 2** (report 003): evaluation 1 plus 85 for every White piece taken
off and −85 for every Black piece taken off.  Evaluation 1 gives a piece taken
off nothing, so a player guided by it would rather keep a piece on the last
column (−30 to −40, in Black's favour) than take it off (0): evaluation 2 mends that.

The tables come from ``data/evaluation/dodgem.json`` (3×3); for bigger boards
they are extended by the same rule: a step forward is worth 15, a step sideways
5 (see :func:`square_values`).

>>> from gamelib.games.dodgem import Dodgem, WHITE
>>> game = Dodgem(3)
>>> evaluate = DodgemEvaluation.lecture(game)
>>> worked = game.position(["a3", "a1"], ["b1", "c1"], WHITE)
>>> evaluate(worked, WHITE)
75
>>> DodgemEvaluation.report2(game)(worked, WHITE)
75
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from gamelib.core import Side
from gamelib.games.dodgem import BLACK, WHITE, Dodgem, DodgemState
from gamelib.i18n import number, player_word, tr
from gamelib.core.paths import data_dir

Table = tuple[tuple[int, ...], ...]


def load_data(path: str | Path | None = None) -> dict[str, Any]:
    """The evaluation data (``data/evaluation/dodgem.json`` unless ``path`` is given)."""
    path = Path(path) if path is not None else data_dir() / "evaluation" / "dodgem.json"
    return json.loads(path.read_text(encoding="utf-8"))


def square_values(size: int) -> tuple[Table, Table]:
    """White's and Black's square tables for a ``size``×``size`` board.

    3×3 comes from the data file; larger boards follow its rule: for White,
    15 per row climbed and 5 per column to the right; for Black, −15 per column
    to the right and −5 per row upwards (rows listed from the top).
    """
    data = load_data()
    if size == data["size"]:
        return (tuple(map(tuple, data["white"])), tuple(map(tuple, data["black"])))
    white = tuple(tuple(15 * (size - 1 - r) + 5 * c for c in range(size)) for r in range(size))
    black = tuple(tuple(-(15 * c + 5 * (size - 1 - r)) for c in range(size)) for r in range(size))
    return white, black


@dataclass(frozen=True)
class DodgemEvaluation:
    """A Dodgem evaluation with editable numbers; call it as ``evaluate(state, player)``.

    ``off_value`` 0 is evaluation 1, 85 is evaluation 2.  Finished games are
    worth ±``win``.
    """

    size: int
    white: Table
    black: Table
    block_direct: int = 40
    block_indirect: int = 30
    off_value: int = 0
    win: int = 10_000
    name: str = "evaluation 1"
    _cells: tuple = field(default=(), repr=False, compare=False)

    def __post_init__(self) -> None:
        for label, table in (("white", self.white), ("black", self.black)):
            if len(table) != self.size or any(len(row) != self.size for row in table):
                raise ValueError(f"the {label} table must be {self.size}×{self.size}, "
                                 f"got {[len(row) for row in table]}")
        n = self.size
        cells = tuple((i, *divmod(i, n), self.white[i // n][i % n], self.black[i // n][i % n])
                      for i in range(n * n))
        object.__setattr__(self, "_cells", cells)

    @classmethod
    def lecture(cls, game: Dodgem) -> "DodgemEvaluation":
        """Evaluation 1: square values and blocking bonuses (the lecture's)."""
        data = load_data()
        white, black = square_values(game.size)
        return cls(game.size, white, black, data["block_direct"], data["block_indirect"], 0,
                   data["win"], "evaluation 1")

    @classmethod
    def report2(cls, game: Dodgem) -> "DodgemEvaluation":
        """Evaluation 2: evaluation 1 plus ±85 for each piece taken off (report 003 §3.2)."""
        return replace(cls.lecture(game), off_value=load_data()["off_value"], name="evaluation 2")

    def with_changes(self, **changes: Any) -> "DodgemEvaluation":
        """A copy with some numbers changed, e.g. ``with_changes(block_direct=60)``."""
        return replace(self, **changes)

    def to_json(self) -> dict[str, Any]:
        return {"size": self.size, "white": [list(r) for r in self.white],
                "black": [list(r) for r in self.black], "block_direct": self.block_direct,
                "block_indirect": self.block_indirect, "off_value": self.off_value,
                "win": self.win, "name": self.name}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> "DodgemEvaluation":
        return cls(data["size"], tuple(map(tuple, data["white"])), tuple(map(tuple, data["black"])),
                   data["block_direct"], data["block_indirect"], data.get("off_value", 0),
                   data.get("win", 10_000), data.get("name", "custom"))

    def white_value(self, state: DodgemState) -> int:
        """The value for White (positive: good for White)."""
        return self.breakdown(state, details=False)["total"]

    def __call__(self, state: DodgemState, player: Side) -> int:
        value = self.white_value(state)
        return value if player == WHITE else -value

    def breakdown(self, state: DodgemState, details: bool = True) -> dict[str, Any]:
        """Every term of the value: pieces, blocks, pieces off, and the total (White's)."""
        n = self.size
        black_bits, white_bits = state.black, state.white
        on = {BLACK: [], WHITE: []}
        pieces, blocks = [], []
        total = 0
        for index, r, c, w_value, b_value in self._cells:
            if white_bits >> index & 1:
                on[WHITE].append((r, c))
                total += w_value
                pieces.append((WHITE, index, w_value))
            elif black_bits >> index & 1:
                on[BLACK].append((r, c))
                total += b_value
                pieces.append((BLACK, index, b_value))
        for r, c in on[BLACK]:  # White pieces in front of (to the right of) a Black piece
            for wr, wc in on[WHITE]:
                if wr == r and wc > c:
                    points = self.block_direct if wc == c + 1 else self.block_indirect
                    total += points
                    blocks.append((WHITE, wr * n + wc, r * n + c, points))
        for wr, wc in on[WHITE]:  # Black pieces in front of (above) a White piece
            for r, c in on[BLACK]:
                if c == wc and r < wr:
                    points = -(self.block_direct if r == wr - 1 else self.block_indirect)
                    total += points
                    blocks.append((BLACK, r * n + c, wr * n + wc, points))
        off_black = n - 1 - len(on[BLACK])
        off_white = n - 1 - len(on[WHITE])
        total += self.off_value * (off_white - off_black)
        if not on[BLACK]:
            total = -self.win
        elif not on[WHITE]:
            total = self.win
        if not details:
            return {"total": total}
        return {"pieces": pieces, "blocks": blocks,
                "off": {BLACK: off_black, WHITE: off_white}, "total": total}

    def explain(self, game: Dodgem, state: DodgemState) -> str:
        """The value worked out in words, the way report 003 works out 75."""
        parts = self.breakdown(state)
        name = game.square_name
        lines = []

        def signed(value: float) -> str:
            return number(value, sign=True) if value else "+0"

        for side in (BLACK, WHITE):
            vals = [v for s, _, v in parts["pieces"] if s == side]
            where = ", ".join(f"{name(i)} {signed(v)}" for s, i, v in parts["pieces"] if s == side)
            lines.append(tr("{side} pieces: {where} (sum {total})", side=player_word(side),
                            where=where or tr("none on the board"), total=signed(sum(vals))))
        for blocker, at, blocked, points in parts["blocks"]:
            kind = "{blocker} {at} blocks {blocked} directly: {points}" \
                if abs(points) == self.block_direct else "{blocker} {at} blocks {blocked} indirectly: {points}"
            lines.append(tr(kind, blocker=player_word(blocker), at=name(at), blocked=name(blocked),
                            points=signed(points)))
        if self.off_value:
            off = parts["off"]
            lines.append(tr("taken off: White {white} × {plus}, Black {black} × {minus}",
                            white=off[WHITE], plus=signed(self.off_value), black=off[BLACK],
                            minus=signed(-self.off_value)))
        if not parts["pieces"] or abs(parts["total"]) == self.win:
            lines.append(tr("the game is over: ±{win}", win=self.win))
        lines.append(tr("value for White = {total}", total=signed(parts['total'])))
        return "\n".join(lines)


def worked_positions(game: Dodgem) -> list[tuple[int, DodgemState, str]]:
    """The lecture's two worked positions (Figure 4.6) with the values it gives."""
    if game.size != 3:
        raise ValueError("the worked positions are on the 3×3 board")
    return [(p["value"], game.position(p["black"], p["white"], p["to_move"]), p["source"])
            for p in load_data()["worked_positions"]]
