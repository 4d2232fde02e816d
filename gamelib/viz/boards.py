"""Board pictures as SVG strings: small, fast, and the same in JupyterLab, Voilà and tests.

>>> from gamelib.games.tictactoe import TicTacToe
>>> svg = tictactoe_svg(TicTacToe().initial_state())
>>> svg.startswith("<svg") and svg.count("<rect") == 10
True
"""

from __future__ import annotations

from collections.abc import Iterable

BOARD_BG, GRID, LAST = "#f6f1e4", "#8c7b5a", "#ffd166"


def _frame(width: int, height: int, body: list[str]) -> str:
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
            f'viewBox="0 0 {width} {height}" font-family="DejaVu Sans, sans-serif">'
            + "".join(body) + "</svg>")


def tictactoe_svg(state: tuple[int, int], cell: int = 48, last: int | None = None,
                  highlight: Iterable[int] = ()) -> str:
    """Tic-tac-toe board; ``last`` marks the last move, ``highlight`` e.g. a winning line."""
    x, o = state[0], state[1]
    marked = set(highlight)
    body = [f'<rect x="0" y="0" width="{3 * cell}" height="{3 * cell}" fill="{BOARD_BG}"/>']
    for i in range(9):
        r, c = divmod(i, 3)
        fill = LAST if i == last else "#c8f7c5" if i in marked else "none"
        body.append(f'<rect x="{c * cell}" y="{r * cell}" width="{cell}" height="{cell}" '
                    f'fill="{fill}" stroke="{GRID}" stroke-width="1.5"/>')
        cx, cy, k = c * cell + cell / 2, r * cell + cell / 2, cell * 0.28
        if x >> i & 1:
            body.append(f'<path d="M{cx - k},{cy - k}L{cx + k},{cy + k}M{cx + k},{cy - k}'
                        f'L{cx - k},{cy + k}" stroke="#1d4f91" stroke-width="{cell / 9:.1f}" '
                        'stroke-linecap="round"/>')
        elif o >> i & 1:
            body.append(f'<circle cx="{cx}" cy="{cy}" r="{k}" fill="none" stroke="#a4321b" '
                        f'stroke-width="{cell / 9:.1f}"/>')
    return _frame(3 * cell, 3 * cell, body)


def dodgem_svg(state: tuple, cell: int = 44, selected: int | None = None,
               targets: Iterable[int] = (), last: tuple[int, int] | None = None) -> str:
    """Dodgem board with coordinates; Black pieces dark, White pieces light.

    The arrows on the right and at the top show where each side leaves the
    board; ``selected`` rings a piece and ``targets`` marks squares it may go to.
    """
    black, white, to_move, n = state[0], state[1], state[2], state[3]
    pad = cell // 2
    width, height = n * cell + 2 * pad, n * cell + 2 * pad
    goal = set(targets)
    body = [f'<rect x="0" y="0" width="{width}" height="{height}" fill="white"/>',
            f'<rect x="{pad}" y="{pad}" width="{n * cell}" height="{n * cell}" fill="{BOARD_BG}"/>']
    for i in range(n * n):
        r, c = divmod(i, n)
        x, y = pad + c * cell, pad + r * cell
        fill = LAST if last is not None and i in last else "#c8f7c5" if i in goal else "none"
        body.append(f'<rect x="{x}" y="{y}" width="{cell}" height="{cell}" fill="{fill}" '
                    f'stroke="{GRID}" stroke-width="1.2"/>')
        radius = cell * 0.34
        if black >> i & 1 or white >> i & 1:
            colour, edge = ("#222222", "#000") if black >> i & 1 else ("#fbfbfb", "#555")
            ring = ' stroke="#e85d04" stroke-width="4"' if i == selected else \
                f' stroke="{edge}" stroke-width="1.5"'
            body.append(f'<circle cx="{x + cell / 2}" cy="{y + cell / 2}" r="{radius}" '
                        f'fill="{colour}"{ring}/>')
    for k in range(n):  # coordinates
        body.append(f'<text x="{pad + k * cell + cell / 2}" y="{height - 4}" font-size="11" '
                    f'text-anchor="middle" fill="#666">{"abcdefgh"[k]}</text>')
        body.append(f'<text x="6" y="{pad + k * cell + cell / 2 + 4}" font-size="11" '
                    f'fill="#666">{n - k}</text>')
    body.append(f'<text x="{width - pad / 2}" y="{pad + n * cell / 2}" font-size="14" '
                'text-anchor="middle" fill="#222">⇢</text>')
    body.append(f'<text x="{pad + n * cell / 2}" y="{pad - 6}" font-size="14" '
                'text-anchor="middle" fill="#888">⇡</text>')
    mover = "●" if to_move == "Black" else "○"
    body.append(f'<text x="3" y="11" font-size="10" fill="#444">{mover} {to_move}</text>')
    return _frame(width, height, body)


def boards_html(states: Iterable, captions: Iterable[str] = ()) -> str:
    """Positions side by side, each drawn by its own ``_repr_svg_``, with a caption under it."""
    import html

    cells = []
    for state, caption in zip(states, list(captions) + [""] * 1000):
        cells.append(f'<div style="display:inline-block;margin:4px 10px;text-align:center;'
                     f'vertical-align:top">{state._repr_svg_()}<br><small>{html.escape(caption)}'
                     "</small></div>")
    return "<div>" + "".join(cells) + "</div>"


def othello_svg(state: tuple, cell: int = 34, victory_mask: int = 0, legal: int = 0,
                last: int | None = None) -> str:
    """Othello board with coordinates; victory cells ringed gold, legal moves dotted."""
    black, white = state[0], state[1]
    pad = 18
    size = 8 * cell + 2 * pad
    body = [f'<rect x="0" y="0" width="{size}" height="{size}" fill="white"/>',
            f'<rect x="{pad}" y="{pad}" width="{8 * cell}" height="{8 * cell}" fill="#2e7d4f"/>']
    for i in range(64):
        r, c = divmod(i, 8)
        x, y = pad + c * cell, pad + r * cell
        stroke = "#ffd166" if victory_mask >> i & 1 else "#1b4d30"
        width = 3 if victory_mask >> i & 1 else 1
        fill = "#3f9963" if i == last else "none"
        body.append(f'<rect x="{x}" y="{y}" width="{cell}" height="{cell}" fill="{fill}" '
                    f'stroke="{stroke}" stroke-width="{width}"/>')
        if black >> i & 1 or white >> i & 1:
            colour = "#111" if black >> i & 1 else "#f5f5f5"
            body.append(f'<circle cx="{x + cell / 2}" cy="{y + cell / 2}" r="{cell * 0.4}" '
                        f'fill="{colour}" stroke="#222" stroke-width="1"/>')
        elif legal >> i & 1:
            body.append(f'<circle cx="{x + cell / 2}" cy="{y + cell / 2}" r="{cell * 0.1}" '
                        'fill="#1b4d30"/>')
    for k in range(8):
        body.append(f'<text x="{pad + k * cell + cell / 2}" y="{pad - 5}" font-size="11" '
                    f'text-anchor="middle" fill="#444">{"abcdefgh"[k]}</text>')
        body.append(f'<text x="5" y="{pad + k * cell + cell / 2 + 4}" font-size="11" '
                    f'fill="#444">{k + 1}</text>')
    return _frame(size, size, body)


def oanquan_svg(state: tuple, cell: int = 52, highlight: int | None = None,
                captured: Iterable[int] = ()) -> str:
    """Ô ăn quan board drawn as on the ground: the quan cells are half circles at the ends.

    A's squares 1–5 are the top row (left to right), B's 11–7 the bottom row;
    each cell shows its count of dân (and a big stone for a quan still there).
    ``highlight`` rings a cell (the one being sown), ``captured`` tints cells just taken.
    """
    cells, quan = state[0], state[1]
    taken = set(captured)
    r = cell  # radius of the half circles
    width, height = 5 * cell + 2 * r + 8, 2 * cell + 40
    x0, y0 = r + 4, 22
    body = [f'<rect x="0" y="0" width="{width}" height="{height}" fill="white"/>']
    left = f'M{x0},{y0} A{r},{cell} 0 0,0 {x0},{y0 + 2 * cell} Z'
    right = f'M{x0 + 5 * cell},{y0} A{r},{cell} 0 0,1 {x0 + 5 * cell},{y0 + 2 * cell} Z'
    positions = {0: (x0 - r / 2, y0 + cell), 6: (x0 + 5 * cell + r / 2, y0 + cell)}
    for index, path in ((0, left), (6, right)):
        fill = "#ffe8a3" if index == highlight else "#f3d5b5" if index in taken else "#efe3c8"
        body.append(f'<path d="{path}" fill="{fill}" stroke="#8c7b5a" stroke-width="2"/>')
    for k in range(5):
        positions[1 + k] = (x0 + k * cell + cell / 2, y0 + cell / 2)
        positions[11 - k] = (x0 + k * cell + cell / 2, y0 + 3 * cell / 2)
        for index, y in ((1 + k, y0), (11 - k, y0 + cell)):
            fill = "#ffe8a3" if index == highlight else "#f3d5b5" if index in taken else "#f6f1e4"
            body.append(f'<rect x="{x0 + k * cell}" y="{y}" width="{cell}" height="{cell}" '
                        f'fill="{fill}" stroke="#8c7b5a" stroke-width="1.5"/>')
    for index, (cx, cy) in positions.items():
        if index in (0, 6) and quan[index // 6]:
            body.append(f'<circle cx="{cx}" cy="{cy - 14}" r="11" fill="#6d4c41" stroke="#3e2723"/>')
        count = cells[index]
        body.append(f'<text x="{cx}" y="{cy + (10 if index in (0, 6) else 6)}" font-size="17" '
                    f'text-anchor="middle" fill="#333">{count}</text>')
        label_y = y0 - 6 if index <= 6 else y0 + 2 * cell + 14
        if index not in (0, 6):
            body.append(f'<text x="{cx}" y="{label_y}" font-size="10" text-anchor="middle" '
                        f'fill="#999">{index}</text>')
    body.append(f'<text x="{width - 4}" y="{height - 2}" font-size="10" text-anchor="end" '
                f'fill="#444">{state[5]} to move</text>')
    return _frame(width, height, body)


def sowing_html(game, state, action, every: int = 1) -> str:
    """One Ô ăn quan move as a strip of boards, stone by stone (every ``every``-th step)."""
    import html

    _, steps = game.play(state, action, record=True)
    words = {"pick": "take up {cell}", "sow": "sow into {cell}", "capture": "capture {cell}",
             "refill": "refill", "end": "turn ends"}
    shown = [s for i, s in enumerate(steps) if i % every == 0 or s.kind in ("capture", "end", "pick")]
    cells = []
    for step in shown:
        board = (step.cells, step.quan, (0, 0), (0, 0), (0, 0), state.to_move)
        captured = [step.cell] if step.kind == "capture" else []
        cells.append(f'<div style="display:inline-block;margin:2px;text-align:center">'
                     f'{oanquan_svg(board, cell=26, highlight=step.cell, captured=captured)}<br>'
                     f'<small>{html.escape(words[step.kind].format(cell=step.cell))}</small></div>')
    return "<div>" + "".join(cells) + "</div>"


def caro_svg(state: tuple, cell: int = 22) -> str:
    """Caro board: X blue, O red, the last move ringed."""
    x_bits, o_bits, last, n = state[0], state[1], state[3], state[5]
    pad = 18
    size = n * cell + 2 * pad
    body = [f'<rect x="0" y="0" width="{size}" height="{size}" fill="#f3e4c0"/>']
    for k in range(n + 1):
        body.append(f'<line x1="{pad}" y1="{pad + k * cell}" x2="{pad + n * cell}" y2="{pad + k * cell}" '
                    'stroke="#b59b6a" stroke-width="0.8"/>')
        body.append(f'<line x1="{pad + k * cell}" y1="{pad}" x2="{pad + k * cell}" y2="{pad + n * cell}" '
                    'stroke="#b59b6a" stroke-width="0.8"/>')
    for i in range(n * n):
        r, c = divmod(i, n)
        cx, cy = pad + c * cell + cell / 2, pad + r * cell + cell / 2
        if x_bits >> i & 1 or o_bits >> i & 1:
            mark, colour = ("X", "#1d4f91") if x_bits >> i & 1 else ("O", "#a4321b")
            ring = ' stroke="#e85d04" stroke-width="2" fill="none"' if i == last else ' fill="none"'
            body.append(f'<circle cx="{cx}" cy="{cy}" r="{cell * 0.45}"{ring}/>')
            body.append(f'<text x="{cx}" y="{cy + cell * 0.28}" font-size="{cell * 0.75:.0f}" '
                        f'font-weight="bold" text-anchor="middle" fill="{colour}">{mark}</text>')
    return _frame(size, size, body)
