"""The lecture's α/β table, as HTML (notebooks, widgets) and as plain text (terminal).

One row per node: its value, its successive (α, β) windows in separate
columns, and the children it cut off -- the layout of the tables printed under
Figure 4.8 in lecture 002.

>>> from gamelib import lecture
>>> rows = lecture.alphabeta_table("fig4_8", root="max")
>>> print(table_text(rows[:4]))
Node  Value  α, β (in turn)            Cut
▲ 1   10     -∞,∞    -3,∞    10,∞
▼ 2   -3     -∞,∞    -∞,5    -∞,-3
▼ 3   10     -3,∞    -3,10
▼ 4   8      10,∞    10,8              11, 12
>>> "gl-row-current" in table_html(rows, highlight="4")
True
"""

from __future__ import annotations

import html
import re
from collections.abc import Sequence
from typing import Any

from gamelib.core import MAX
from gamelib.games.tree import TreeGame
from gamelib.i18n import label, tr
from gamelib.search.base import SearchResult
from gamelib.search.trace import INF, Event, TableRow, Trace, format_bound, table_rows

#: what a value returned at a node says of its minimax value, by the kind of bound it is
BOUND_WORDS = {"exact": "exactly {value}", "at most": "at most {value} (an upper bound)",
               "at least": "at least {value} (a lower bound)"}

_CSS = """
<style>
table.gl-abtable {border-collapse: collapse; font-size: 13px; margin: 4px 0;
                  font-family: var(--jp-ui-font-family, "DejaVu Sans", Arial, sans-serif);
                  font-variant-numeric: tabular-nums;}
table.gl-abtable th {background: #eef2f7; padding: 3px 9px; text-align: left;
                     border-bottom: 2px solid #9aa9bb;}
table.gl-abtable td {text-align: left; padding: 2px 9px; border-bottom: 1px solid #e3e7ec; white-space: nowrap;
                     line-height: 20px;}
table.gl-abtable th {line-height: 20px;}
table.gl-abtable td.gl-cut {color: #d62828; font-weight: bold;}
table.gl-abtable tr.gl-row-unreached td {color: #636363; font-style: italic;}
table.gl-abtable tr.gl-row-current td {background: #ffe8a3;}
table.gl-abtable span.gl-max {color: #1d4f91;} table.gl-abtable span.gl-min {color: #a4321b;} table.gl-abtable span.gl-chance {color: #8a6d00;}
</style>
"""


def window_text(window: tuple[float, float]) -> str:
    """A window as the lecture writes it, e.g. ``-3,∞``; where the language writes decimals
    with a comma and a bound has decimals, the two are kept apart by a semicolon (``0,5; ∞``).

    >>> window_text((-3, float("inf"))), window_text((0.5, float("inf")))
    ('-3,∞', '0.5,∞')
    """
    from gamelib.i18n import current_language

    alpha, beta = window
    whole = all(not isinstance(b, float) or b.is_integer() or b in (INF, -INF) for b in window)
    apart = "," if whole or current_language() == "en" else "; "
    return f"{format_bound(alpha)}{apart}{format_bound(beta)}"


def _side_mark(row: TableRow) -> str:
    return "●" if row.chance else "▲" if row.maximizing else "▼"


def table_text(rows: Sequence[TableRow], lang: str | None = None) -> str:
    """The table as aligned plain text."""
    columns = max((len(r.windows) for r in rows), default=1) or 1
    heads = [tr("Node", lang), tr("Value", lang), tr("α, β (in turn)", lang), tr("Cut", lang)]
    node_w = max(len(heads[0]), max((len(r.node) for r in rows), default=0) + 2) + 2
    value_w = max(len(heads[1]), 5) + 2
    windows_w = max(len(heads[2]), 8 * columns) + 2
    lines = [f"{heads[0]:<{node_w}}{heads[1]:<{value_w}}{heads[2]:<{windows_w}}{heads[3]}"]
    for row in rows:
        value = "" if row.value is None else format_bound(row.value)
        windows = "".join(f"{window_text(w):<8}" for w in row.windows)
        line = (f"{_side_mark(row) + ' ' + row.node:<{node_w}}{value:<{value_w}}"
                f"{windows:<{windows_w}}{', '.join(row.cut)}")
        lines.append(line.rstrip())
    return "\n".join(lines)


def table_html(rows: Sequence[TableRow], highlight: str | None = None, lang: str | None = None,
               windows: bool = True, reserve: Sequence[TableRow] = ()) -> str:
    """The table as an HTML string; the row of node ``highlight`` is marked as current. Without
    ``windows`` (a search with no α and β: minimax, expectimax) only nodes and values.

    ``reserve``: rows whose text (values, windows, Cut notes) the table keeps room for although
    its own rows do not show it yet (a stepper's table at its last step), in an unseen row of no
    height, so the table keeps one width from the first step to the last.

    >>> from gamelib.search.trace import TableRow
    >>> later = [TableRow("4", 8, ((10, 8),), ("11", "12"), False)]
    >>> "⇒ 000 00, 00" in table_html([TableRow("4", None, (), (), False)], reserve=later)
    True
    """
    columns = max((len(r.windows) for r in list(rows) + list(reserve)), default=1) or 1
    out = [_CSS, '<table class="gl-abtable"><thead><tr>',
           f"<th>{html.escape(tr('Node', lang))}</th><th>{html.escape(tr('Value', lang))}</th>"]
    if windows:
        out += [f'<th colspan="{columns}">{html.escape(tr("α, β (in turn)", lang))}</th>',
                f"<th>{html.escape(tr('Cut', lang))}</th>"]
    if reserve:
        # an unseen row of no height holds the widest text each column will show, its letters
        # and digits as 0s: the room of the values, never the values (nor the nodes cut) a
        # question may ask about before they are shown
        def widest(texts: Any) -> str:
            return re.sub(r"\w", "0", max(texts, key=len, default=""))

        cells = [widest(f"{_side_mark(r)} {r.node}" for r in reserve),
                 widest("" if r.value is None else format_bound(r.value) for r in reserve)]
        if windows:
            cells += [widest(window_text(r.windows[i]) for r in reserve if len(r.windows) > i)
                      for i in range(columns)]
            cells.append(widest(_cut_words(r, lang) for r in reserve))
        hold = "padding-top:0;padding-bottom:0;line-height:0;border:0"
        out.append('</tr><tr aria-hidden="true" style="visibility:hidden">' + "".join(
            f'<td style="{hold}"><div style="height:0;overflow:hidden;font-weight:bold">'
            f'{html.escape(text)}</div></td>' for text in cells))
    out.append("</tr></thead><tbody>")
    for row in rows:
        classes = []
        if not row.reached:
            classes.append("gl-row-unreached")
        if highlight is not None and row.node == highlight:
            classes.append("gl-row-current")
        side = "gl-chance" if row.chance else "gl-max" if row.maximizing else "gl-min"
        cells = [f'<td><span class="{side}">{_side_mark(row)}</span> {html.escape(row.node)}</td>',
                 f"<td>{'' if row.value is None else html.escape(format_bound(row.value))}</td>"]
        if windows:
            cells += [f"<td>{html.escape(window_text(w))}</td>" for w in row.windows]
            cells += ["<td></td>"] * (columns - len(row.windows))
            cells.append(f'<td class="gl-cut">{html.escape(_cut_words(row, lang))}</td>')
        out.append(f'<tr class="{" ".join(classes)}" data-node="{html.escape(row.node)}">'
                   + "".join(cells) + "</tr>")
    out.append("</tbody></table>")
    return "".join(out)


def _cut_words(row: TableRow, lang: str | None) -> str:
    """A row's Cut note: "⇒ Cut 11, 12", or nothing."""
    return f"⇒ {tr('Cut', lang)} {', '.join(row.cut)}" if row.cut else ""


def comparison_html(pairs: Sequence[tuple[TableRow, TableRow, bool]], lang: str | None = None) -> str:
    """gamelib's table beside the lecture's, row by row, with ✓ where they agree."""
    def cells(row: TableRow) -> str:
        value = "" if row.value is None else format_bound(row.value)
        windows = "  ".join(window_text(w) for w in row.windows)
        cut = f"⇒ {tr('Cut', lang)} {', '.join(row.cut)}" if row.cut else ""
        return f"<td>{html.escape(value)}</td><td>{html.escape(windows)}</td><td class='gl-cut'>{html.escape(cut)}</td>"

    head = (f"<tr><th rowspan='2'>{html.escape(tr('Node', lang))}</th>"
            f"<th colspan='3'>gamelib</th><th colspan='3'>{html.escape(label('lecture', lang))}</th><th></th></tr><tr>"
            + f"<th>{html.escape(tr('Value', lang))}</th><th>α, β</th><th>{html.escape(tr('Cut', lang))}</th>" * 2
            + "<th></th></tr>")
    body = "".join(
        f"<tr><td>{_side_mark(mine)} {html.escape(mine.node)}</td>{cells(mine)}{cells(theirs)}"
        f"<td style='color:{'#237a37' if same else '#d62828'}'>{'✓' if same else '✗'}</td></tr>"
        for mine, theirs, same in pairs)
    return _CSS + f'<table class="gl-abtable"><thead>{head}</thead><tbody>{body}</tbody></table>'


def tree_table(game: TreeGame, events: "Trace | list[Event]", step: int | None = None,
               ) -> list[TableRow]:
    """The α/β table of a search over an explicit tree, one row per node in the tree's order.

    Nodes not reached (by ``step``, if given) keep the figure's static leaf values.
    """
    rows = {row.node: row for row in table_rows(events, step=step)}
    chance = {row.node for row in table_rows(events) if row.chance}  # (marked before reached)
    return [rows.get(node) or TableRow(node, game.values.get(node), (), (),
                                       game.to_move(node) == MAX, reached=False,
                                       chance=node in chance)
            for node in game.nodes]


def grid_html(table: Sequence[Sequence[float]], title: str = "", *,
              columns: str = "abcdefgh", first_row: int | None = None) -> str:
    """A board-shaped table of numbers (e.g. a square-value table), rows from the top.

    Rows are numbered as the game writes squares: counting down to 1 at the bottom (Dodgem,
    chess style), or, with ``first_row``, counting up from it at the top (Othello: 1 to 8).

    >>> "<td>40</td>" in grid_html([[30, 35, 40], [15, 20, 25], [0, 5, 10]], "White")
    True
    >>> import re
    >>> numbers = lambda page: re.findall(r"<tr><th>([0-9]+)</th>", page)
    >>> numbers(grid_html([[1, 2]] * 3)), numbers(grid_html([[1, 2]] * 3, first_row=1))
    (['3', '2', '1'], ['1', '2', '3'])
    """
    n = len(table)
    numbers = range(n, 0, -1) if first_row is None else range(first_row, first_row + n)
    head = "<tr><th></th>" + "".join(f"<th>{columns[c]}</th>" for c in range(len(table[0]))) + "</tr>"
    body = "".join(f"<tr><th>{number}</th>" + "".join(f"<td>{format_bound(v)}</td>" for v in row)
                   + "</tr>" for number, row in zip(numbers, table))
    caption = f"<caption>{html.escape(label(title))}</caption>" if title else ""
    return (_CSS + f'<table class="gl-abtable" style="display:inline-table;margin-right:18px">'
            f"{caption}<thead>{head}</thead><tbody>{body}</tbody></table>")


def cell_text(value: object, lang: str | None = None) -> str:
    """How a value reads in a table of the current language: yes/no for truth, a dash for
    nothing, lists joined, numbers with thousands separated, names through the catalogue.

    >>> cell_text(True, "vi"), cell_text(None), cell_text(["a3-b3", "c1-c2"]), cell_text(27954369)
    ('có', '—', 'a3-b3, c1-c2', '27,954,369')
    >>> cell_text("win", "vi"), cell_text(2.5), cell_text(float("inf")), cell_text(27954369, "vi")
    ('thắng', '2.5', '∞', '27.954.369')
    >>> cell_text((0, 5)), cell_text((0, 5), "vi")
    ('0, 5', '0; 5')
    """
    from gamelib.i18n import number, tr

    if isinstance(value, bool):
        return tr("yes" if value else "no", lang)
    if value is None:
        return "—"
    if isinstance(value, (list, tuple)):
        numbers = any(isinstance(v, (int, float)) and not isinstance(v, bool) for v in value)
        # (where the decimal sign is a comma, "0, 5" would read as a half: numbers take a ";")
        between = "; " if numbers and "," in number(0.5, lang) else ", "
        return between.join(cell_text(v, lang) for v in value)
    if isinstance(value, int):
        return number(value, lang)
    if isinstance(value, float):
        return format_bound(value, lang)
    return label(str(value), lang)


def _cell(value: object, lang: str | None) -> str:
    """A table cell; a name given as text without letters (a node "1.1", a move "4+") is marked
    translate="no": it is a name, not a number to write the language's way."""
    text = html.escape(cell_text(value, lang))
    name = isinstance(value, str) and not any(ch.isalpha() for ch in value)
    return f'<td translate="no">{text}</td>' if name else f"<td>{text}</td>"


def records_html(rows: Sequence[dict], title: str = "", lang: str | None = None) -> str:
    """Rows of data as an HTML table, one column per key of the first row; the headers are
    catalogue phrases and the values read as :func:`cell_text` says, in the current language.

    >>> records_html([{"depth": 1, "move": "d3"}]).count("<td>")
    2
    >>> "<th>độ sâu</th>" in records_html([{"depth": 1, "move": "d3"}], lang="vi")
    True
    """
    columns = list(rows[0]) if rows else []
    head = "".join(f"<th>{html.escape(label(str(c), lang))}</th>" for c in columns)
    body = "".join("<tr>" + "".join(_cell(r[c], lang) for c in columns) + "</tr>" for r in rows)
    caption = f"<caption>{html.escape(label(title, lang))}</caption>" if title else ""
    return f"<table class='gl-text'>{caption}<tr>{head}</tr>{body}</table>"


def results_html(results: "dict[str, SearchResult]", title: str = "", lang: str | None = None,
                 game: Any = None, state: Any = None) -> str:
    """Searches' results side by side, one labelled row each: the value, the move chosen and
    what the search cost (positions generated, evaluations, cut-offs, table hits when any).
    Given the ``game`` and the ``state`` searched, the move is written as the game writes it
    (``a3-b3``), not as the search's action; on a lecture's tree the count is of nodes.

    >>> from gamelib import lecture
    >>> from gamelib.search import alphabeta
    >>> tree = lecture.load("fig4_8", root="max")
    >>> page = results_html({"alpha-beta": alphabeta(tree, tree.initial_state())}, lang="vi")
    >>> "<th>giá trị</th>" in page and "<td>10</td>" in page
    True
    """
    with_table = any(r.table_hits for r in results.values())
    counted = "nodes visited" if isinstance(game, TreeGame) else "positions searched"
    rows = []
    for name, result in results.items():
        move = result.action
        if game is not None and move is not None and not isinstance(game, TreeGame):
            move = game.action_to_str(state, move)
        row = {"search": name, "value": result.value, "best move": move,
               counted: result.nodes, "evaluations": result.evaluations,
               "cut-offs": result.cutoffs}
        if with_table:
            row["table hits"] = result.table_hits
        rows.append(row)
    return records_html(rows, title, lang)


def bounds_html(rows: Sequence, title: str = "", lang: str | None = None) -> str:
    """:func:`gamelib.lecture.bounds_table` as a table: what alpha-beta returned at each inner
    node, what that says of the node's value, and the minimax value beside it (bounds in bold).

    >>> from gamelib.lecture import bounds_table
    >>> "at most 8 (an upper bound)" in bounds_html(bounds_table("fig4_8"), lang="en")
    True
    """
    from gamelib.i18n import side_words

    heads = ("node", "side", "window (α, β) on entry", "alpha-beta returned",
             "so its minimax value is", "minimax value")
    head = "".join(f"<th>{html.escape(tr(h, lang))}</th>" for h in heads)
    body = []
    for row in rows:
        meaning = tr(BOUND_WORDS[row.kind], lang, value=format_bound(row.returned))
        strong = row.kind != "exact"
        cells = (row.node, side_words(row.maximizing, lang), window_text(row.window),
                 format_bound(row.returned), meaning, format_bound(row.minimax))
        body.append("<tr>" + "".join(
            f"<td>{'<b>' if strong and i >= 4 else ''}{html.escape(str(c))}"
            f"{'</b>' if strong and i >= 4 else ''}</td>" for i, c in enumerate(cells)) + "</tr>")
    caption = f"<caption>{html.escape(label(title, lang))}</caption>" if title else ""
    return f"<table class='gl-text'>{caption}<tr>{head}</tr>{''.join(body)}</table>"
