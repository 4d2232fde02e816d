"""The assignment's bot function (source 001, §II.3), exactly as specified.

Inputs, all strings:

* ``victory_cell`` -- the five victory cells, e.g. ``"a1 c7 d5 g4 f3"``;
* ``cell`` -- the board: eight lines (row 1 to row 8) of eight symbols separated
  by spaces, ``E`` empty, ``B`` black, ``W`` white;
* ``you`` -- ``"BLACK"`` or ``"WHITE"``, the side to move.

Output: a move such as ``"d3"``, or ``"NULL"`` when there is no legal move
(which, in the variant, means surrendering).  Malformed input raises
``ValueError`` saying what is wrong.

>>> start = board_to_cell(Othello().initial_state())
>>> print(start.splitlines()[3])
E E E W B E E E
>>> bot("a1 c7 d5 g4 f3", start, "BLACK", level="weak") in {"d3", "c4", "f5", "e6"}
True
>>> bot("a1 c7 d5 g4", start, "BLACK")
Traceback (most recent call last):
...
ValueError: victory_cell must name 5 squares separated by spaces, like 'a1 c7 d5 g4 f3'; got 4: 'a1 c7 d5 g4'
"""

from __future__ import annotations

import sys

from gamelib.engines.othello import engine_player
from gamelib.games.othello import BLACK, WHITE, Othello, OthelloState, square_index, square_name
from gamelib.i18n import tr
from gamelib.core.validate import loads_json, seconds


def parse_victory_cells(victory_cell: str) -> frozenset[int]:
    """The five victory cells of ``"a1 c7 d5 g4 f3"``."""
    if not isinstance(victory_cell, str):
        raise ValueError(tr("victory_cell must be a string, got {kind}", kind=type(victory_cell).__name__))
    names = victory_cell.split()
    if len(names) != 5:
        raise ValueError(tr("victory_cell must name 5 squares separated by spaces, like "
                            "'a1 c7 d5 g4 f3'; got {n}: {given}", n=len(names), given=repr(victory_cell)))
    cells = [square_index(name) for name in names]  # raises for a bad square name
    if len(set(cells)) != 5:
        raise ValueError(tr("victory_cell names a square twice: {given}", given=repr(victory_cell)))
    return frozenset(cells)


def parse_board(cell: str) -> tuple[int, int]:
    """The black and white disc masks of an eight-line ``E``/``B``/``W`` board."""
    if not isinstance(cell, str):
        raise ValueError(tr("cell must be a string, got {kind}", kind=type(cell).__name__))
    lines = cell.strip("\n").split("\n")
    if len(lines) != 8:
        raise ValueError(tr("cell must have 8 lines (row 1 to row 8), got {n}", n=len(lines)))
    black = white = 0
    for row, line in enumerate(lines):
        symbols = line.split()
        if len(symbols) != 8:
            raise ValueError(tr("row {row} of cell must have 8 symbols separated by spaces, got {n}: "
                                "{line}", row=row + 1, n=len(symbols), line=repr(line)))
        for col, symbol in enumerate(symbols):
            bit = 1 << (row * 8 + col)
            if symbol == "B":
                black |= bit
            elif symbol == "W":
                white |= bit
            elif symbol != "E":
                raise ValueError(tr("row {row}, column {column} of cell is {symbol}; allowed symbols are "
                                    "E (empty), B (black) and W (white)", row=row + 1,
                                    column="abcdefgh"[col], symbol=repr(symbol)))
    return black, white


def parse_side(you: str) -> str:
    if you not in (BLACK, WHITE):
        raise ValueError(tr("you must be 'BLACK' or 'WHITE', got {given}", given=repr(you)))
    return you


def board_to_cell(state: OthelloState) -> str:
    """The ``cell`` string of a position (the inverse of :func:`parse_board`)."""
    rows = []
    for row in range(8):
        symbols = []
        for col in range(8):
            bit = 1 << (row * 8 + col)
            symbols.append("B" if state.black & bit else "W" if state.white & bit else "E")
        rows.append(" ".join(symbols))
    return "\n".join(rows)


def bot(victory_cell: str, cell: str, you: str, *, level: str = "strong",
        time_limit: float = 1.0, rule: str = "course") -> str:
    """The move to play (``"d3"``), or ``"NULL"`` with no legal move.

    An empty ``victory_cell`` plays Othello without victory cells (a tournament's ``course`` or
    ``standard`` variant); ``rule`` says whether a player without a move passes ("standard").
    """
    victory = parse_victory_cells(victory_cell) if victory_cell != "" else None
    black, white = parse_board(cell)
    side = parse_side(you)
    game = Othello(victory_cells=victory, rule=rule)
    state = OthelloState(black, white, side)
    if game.is_terminal(state):
        return "NULL"
    move = engine_player(game, level, seconds(time_limit, "time_limit", 0.01, 3600)).choose(game, state)
    return square_name(move)


def main(stdin=None, stdout=None) -> int:
    """``python -m gamelib othello-bot``: read ``{"victory_cell", "cell", "you"}`` JSON on stdin,
    print the move; a malformed input prints the reason on stderr and exits 2."""
    stdin, stdout = stdin or sys.stdin, stdout or sys.stdout
    try:
        data = loads_json(stdin.read(), "the input")
        if not isinstance(data, dict) or not {"victory_cell", "cell", "you"} <= set(data):
            raise ValueError('the input must be a JSON object with "victory_cell", "cell" and "you"')
        move = bot(data["victory_cell"], data["cell"], data["you"],
                   level=data.get("level", "strong"),
                   time_limit=seconds(data.get("time_limit", 1.0), "time_limit", 0.01, 3600))
    except ValueError as exc:
        print(f"othello-bot: {exc}", file=sys.stderr)
        return 2
    print(move, file=stdout)
    return 0
