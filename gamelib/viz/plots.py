"""Small plots of search measurements, every word and number in the lessons' language."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from gamelib.i18n import label, number, percent, tr


def numbers_as_written(ax: Any, x: bool = True, y: bool = True, share: bool = False) -> None:
    """Tick labels of the numeric axes as the lessons' language writes numbers (0,5 and
    10.000 in Vietnamese), never matplotlib's own "0.5"; ``share`` writes the y axis as
    percentages. Axes with named ticks (players, squares) keep their names."""
    from matplotlib.ticker import FuncFormatter

    if x:
        ax.xaxis.set_major_formatter(FuncFormatter(lambda v, _: number(v)))
    if y:
        ax.yaxis.set_major_formatter(FuncFormatter(
            (lambda v, _: percent(v)) if share else (lambda v, _: number(v))))


def _with_words(fig: Any, what: str, title: str = "") -> Any:
    """The figure, shown in a notebook as a picture with a text alternative (WCAG 1.1.1: a
    screen reader reads ``title: what``; Jupyter's own PNG output has no ``alt``).

    >>> import matplotlib
    >>> matplotlib.use("Agg")
    >>> import matplotlib.pyplot as plt
    >>> fig = _with_words(plt.figure(), "a line chart", "Random trees")
    >>> 'alt="Random trees: a line chart"' in fig._repr_html_()
    True
    """
    import base64
    import html

    from gamelib.viz.draw import figure_png

    words = html.escape(f"{label(title)}: {what}" if title else what)

    def picture() -> str:
        data = base64.b64encode(figure_png(fig)).decode()
        return f'<img src="data:image/png;base64,{data}" alt="{words}" style="max-width:100%">'

    fig._repr_html_ = picture
    return fig


def plot_node_counts(rows: Sequence[dict[str, float]], algorithms: Sequence[str] = (),
                     title: str = "") -> Any:
    """Nodes visited against depth, one line per algorithm, on a log scale; returns the Figure.

    ``rows`` come from :func:`gamelib.arena.node_counts.node_counts_on_random_trees`.
    """
    import matplotlib.pyplot as plt

    names = list(algorithms) or [k for k in rows[0] if k not in ("branching", "depth", "trees")]
    fig, ax = plt.subplots(figsize=(6, 3.6))
    plt.close(fig)
    depths = [r["depth"] for r in rows]
    for name in names:
        ax.plot(depths, [r[name] for r in rows], marker="o", label=label(name))
    ax.set_yscale("log")
    ax.set_xlabel(tr("depth d"))
    ax.set_ylabel(tr("nodes visited (mean)"))
    ax.set_xticks(depths)
    numbers_as_written(ax)
    ax.grid(True, which="both", alpha=0.3)
    ax.legend()
    if title:
        ax.set_title(label(title))
    return _with_words(fig, tr(
        "a line chart of the nodes visited against the depth, one line per algorithm, on a log scale"), title)


def plot_scores(rows: Sequence[dict], title: str = "") -> Any:
    """A player's score (with a 95% interval) against search depth; 50% is an even match.

    ``rows`` come from :func:`gamelib.arena.match.score_by_depth`.
    """
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(6, 3.6))
    plt.close(fig)
    depths = [r["depth"] for r in rows]
    ax.fill_between(depths, [r["low"] for r in rows], [r["high"] for r in rows], alpha=0.2,
                    label=tr("95% interval"))
    ax.plot(depths, [r["score"] for r in rows], marker="o",
            label=tr("score of {a} against {b}", a=label(rows[0]["a"]), b=label(rows[0]["b"])))
    ax.axhline(0.5, color="grey", lw=1, ls="--")
    ax.set_ylim(0, 1)
    ax.set_xticks(depths)
    numbers_as_written(ax)
    ax.set_xlabel(tr("search depth (both players)"))
    ax.set_ylabel(tr("score (win 1, draw ½)"))
    ax.grid(True, alpha=0.3)
    ax.legend(fontsize=8)
    if title:
        ax.set_title(label(title))
    return _with_words(fig, tr("a line chart of a player's score against the search depth"), title)


def plot_score_bars(rows: Sequence[dict], title: str = "") -> Any:
    """Each challenger's score against a common reference, with 95% intervals; 50% is even.

    ``rows`` come from :func:`gamelib.arena.match.score_table`.
    """
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(6.5, 0.55 * len(rows) + 1.4))
    plt.close(fig)
    names = [label(r["name"]) for r in rows]
    scores = [r["score"] for r in rows]
    errors = [[s - r["low"] for s, r in zip(scores, rows)], [r["high"] - s for s, r in zip(scores, rows)]]
    ax.barh(names, scores, xerr=errors, color="#5b8fd1", capsize=4)
    ax.axvline(0.5, color="grey", ls="--", lw=1)
    ax.set_xlim(0, 1)
    numbers_as_written(ax, y=False)
    ax.invert_yaxis()
    ax.set_xlabel(tr("score against {who} (win 1, draw ½)", who=label(rows[0]["against"])))
    if title:
        ax.set_title(label(title))
    return _with_words(fig, tr(
        "a bar chart of each challenger's score against the reference"), title)


def plot_cross_table(table: dict, title: str = "") -> Any:
    """A round robin as a heat map: row player's score against the column player.

    ``table`` comes from :func:`gamelib.arena.match.round_robin`.
    """
    import matplotlib.pyplot as plt
    import numpy as np

    names = table["players"]
    grid = np.full((len(names), len(names)), np.nan)
    for (a, b), score in table["scores"].items():
        grid[names.index(a), names.index(b)] = score
    fig, ax = plt.subplots(figsize=(1.3 * len(names) + 2.5, 1.0 * len(names) + 1.2))
    plt.close(fig)
    image = ax.imshow(grid, vmin=0, vmax=1, cmap="RdYlGn")
    shown = [label(name) for name in names]
    ax.set_xticks(range(len(names)), shown, rotation=30, ha="right", fontsize=8)
    ax.set_yticks(range(len(names)), shown, fontsize=8)
    for i in range(len(names)):
        for j in range(len(names)):
            if not np.isnan(grid[i, j]):
                ax.text(j, i, percent(grid[i, j]), ha="center", va="center", fontsize=9)
    bar = fig.colorbar(image, ax=ax, label=tr("score of the row player"))
    numbers_as_written(bar.ax, x=False)
    if title:
        ax.set_title(label(title))
    return _with_words(fig, tr(
        "a heat map of each player's score against each other player"), title)


def plot_heat_map(grid: Sequence[Sequence[float | None]], state: Any = None, title: str = "") -> Any:
    """Values on the squares of a board (None where there is nothing to show); with a Caro
    ``state`` its stones are drawn on top (X blue, O red)."""
    import matplotlib.pyplot as plt
    import numpy as np

    n = len(grid)
    from matplotlib.colors import LogNorm

    values = np.array([[np.nan if v is None else max(v, 1) for v in row] for row in grid], dtype=float)
    fig, ax = plt.subplots(figsize=(0.36 * n + 1.6, 0.36 * n + 0.6))
    plt.close(fig)
    top = np.nanmax(values) if np.isfinite(values).any() else 10
    image = ax.imshow(values, cmap="YlOrRd", norm=LogNorm(vmin=1, vmax=max(top, 10)))  # log: one
    # square that wins or blocks is worth thousands, ordinary ones tens
    bar = fig.colorbar(image, ax=ax, shrink=0.8)
    numbers_as_written(bar.ax, x=False)
    ax.set_xticks(range(n), [chr(97 + c) for c in range(n)], fontsize=7)
    ax.set_yticks(range(n), [str(r + 1) for r in range(n)], fontsize=7)
    if state is not None:
        for index in range(n * n):
            r, c = divmod(index, n)
            if state.x >> index & 1 or state.o >> index & 1:
                mark = "X" if state.x >> index & 1 else "O"
                ax.text(c, r, mark, ha="center", va="center", fontsize=9, fontweight="bold",
                        color="#1d4f91" if mark == "X" else "#a4321b")
    if title:
        ax.set_title(label(title), fontsize=10)
    return _with_words(fig, tr("a heat map of values on the squares of the board"), title)


def plot_lines(rows: Sequence[dict], x: str, series: Sequence[str], *, ylabel: str = "",
               logy: bool = False, title: str = "") -> Any:
    """One line per key of ``series`` against ``x`` (rows are dicts)."""
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(6.4, 3.8))
    plt.close(fig)
    xs = [r[x] for r in rows]
    for name in series:
        style = "--" if name in ("Knuth-Moore", "minimax", "best move first") else "-"
        ax.plot(xs, [r[name] for r in rows], style, marker="o", label=label(name))
    if logy:
        ax.set_yscale("log")
    ax.set_xlabel(label(x))
    ax.set_ylabel(label(ylabel))
    if xs and min(xs) > 0 and max(xs) >= 10 * min(xs):  # 30, 100, 300, 1000: spread them evenly
        from matplotlib.ticker import NullFormatter

        ax.set_xscale("log")
        ax.xaxis.set_minor_formatter(NullFormatter())
    ax.set_xticks(xs, [number(v) for v in xs])
    numbers_as_written(ax, x=False)
    ax.grid(True, which="both", alpha=0.3)
    if len(series) > 5:  # many lines leave no empty corner for the legend: put it beside the plot
        ax.legend(fontsize=8, loc="upper left", bbox_to_anchor=(1.01, 1.0))
    else:
        ax.legend(fontsize=8)
    if title:
        ax.set_title(label(title))
    return _with_words(fig, tr("a line chart"), title)
