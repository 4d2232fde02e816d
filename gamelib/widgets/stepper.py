"""Step forwards and backwards through any search trace: tree, table and caption together.

>>> from gamelib import lecture
>>> from gamelib.search import Trace, alphabeta
>>> game = lecture.load("fig4_8")
>>> trace = Trace()
>>> _ = alphabeta(game, "1", trace=trace)
>>> stepper = TreeStepper(trace, game=game)
>>> stepper.next.click(); stepper.step
1
>>> stepper.caption.value
'<b>Enter node 1 (MAX) with α = -∞, β = ∞</b>'
>>> stepper.last.click(); stepper.step == len(trace)
True
"""

from __future__ import annotations

import html
import math

import ipywidgets as widgets

from gamelib.core import Game
from gamelib.i18n import current_language, label, tr
from gamelib.search.trace import (Cutoff, Enter, Event, TableRow, Trace, TraceLabels,
                                  events_of, table_rows)
from gamelib.viz.captions import describe
from gamelib.kits.pictures import state_svg
from gamelib.viz.draw import draw_tree, outline_items
from gamelib.viz.table import table_html, tree_table
from gamelib.widgets.accessible import AccessibleNames, scroll_region
from gamelib.widgets.site import SiteRendered, needs_python, stepper_html
from gamelib.widgets.tree_outline import TreeOutline

#: a stepper with more steps is not drawn in advance for the website (it says it needs Python)
SITE_MAX_STEPS = 400


#: the least width the tree's box keeps beside the table (px); narrower, the table goes under it
TREE_AT_LEAST = 420
#: the height of a row of the stepper's α/β table (px): closer than a table on its own
ROW_PX = 21
_COMPACT_ROWS = f"""<style>
.gl-stepper-table table.gl-abtable td, .gl-stepper-table table.gl-abtable th {{
  padding-top: 0; padding-bottom: 0; padding-left: 6px; padding-right: 6px;
  line-height: {ROW_PX - 1}px; }}
</style>"""


class TreeStepper(SiteRendered, widgets.VBox):
    """A player for a search trace.

    Buttons first / previous / play / next / last and a slider move through the
    steps (step 0 is before the search starts; step *n* shows the first *n*
    events).  The tree picture, the α/β table (current node's row highlighted)
    and a caption saying what the step did are redrawn together.  A toggle
    switches the words between English and Vietnamese.

    With a real game whose positions have a picture (:func:`~gamelib.kits.pictures.state_svg`), the board of
    the current node is shown beside the tree.  Nodes of a real game are named
    by the moves that reach them.  Big searches are drawn around the path to
    the current node, and their table lists only the nodes on that path.

    The tree is drawn compact and the table's rows close together, so that on a laptop
    (1366×768, JupyterLab's file browser open) the table stands beside the tree and both are
    on one screen: the table goes beside the tree whenever the tree's box can keep at least
    ``TREE_AT_LEAST`` px, and under it otherwise (it never covers the tree); a tree wider than
    its box scrolls inside a named region that Tab reaches, kept centred on the current node
    (on the root before the first step); the table shows ``table_rows_shown`` rows around the
    current one (it follows the step).  Nothing changes size from the first step to the last,
    so the page never jumps.
    Every control has a name a screen reader reads (the Play widget's and the slider's too:
    :class:`~gamelib.widgets.accessible.AccessibleNames`).

    Stable CSS classes (``gl-stepper-next`` and so on) let browser tests find
    the controls.
    """

    def __init__(
        self,
        trace: "Trace | list[Event]",
        game: Game | None = None,
        *,
        lang: str | None = None,
        title: str = "",
        interval_ms: int = 900,
        show_table: bool = True,
        max_table_rows: int = 40,
        table_rows_shown: int = 20,
    ):
        self.events = list(events_of(trace))
        if not self.events:
            raise ValueError("the trace is empty: pass trace=Trace() to a search first")
        self.game = game
        self.title, self.show_table = title, show_table
        self.labels = TraceLabels(self.events, game)
        self.max_table_rows = max_table_rows
        self.table_rows_shown = table_rows_shown
        self._enters = {e.node: e for e in self.events if isinstance(e, Enter)}
        # a search that passes no window down (minimax, expectimax) has a table of values only
        self.windowed = any(isinstance(e, Cutoff) or isinstance(e, Enter)
                            and (e.alpha, e.beta) != (-math.inf, math.inf) for e in self.events)
        self._pictures: dict[tuple[int, str], str] = {}
        total = len(self.events)

        self.first = self._button("fast-backward", "gl-stepper-first", tr("first step"))
        self.prev = self._button("step-backward", "gl-stepper-prev", tr("previous step"))
        self.next = self._button("step-forward", "gl-stepper-next", tr("next step"))
        self.last = self._button("fast-forward", "gl-stepper-last", tr("last step"))
        self.play = widgets.Play(value=0, min=0, max=total, step=1, interval=interval_ms,
                                 description=tr("play"), show_repeat=False)
        self.play.add_class("gl-stepper-play")
        self.slider = widgets.IntSlider(value=0, min=0, max=total, description=tr("step"),
                                        continuous_update=True, readout=False,
                                        layout=widgets.Layout(width="auto", flex="1 1 160px",
                                                              max_width="340px"))
        self.slider.add_class("gl-stepper-slider")
        widgets.link((self.play, "value"), (self.slider, "value"))
        self.language = widgets.ToggleButtons(options=[("English", "en"), ("Tiếng Việt", "vi")],
                                              value=lang or current_language(), style={"button_width": "90px"})
        self.language.add_class("gl-stepper-lang")
        # two lines of caption are always reserved, so a longer caption moves nothing
        self.caption = widgets.HTML(layout=widgets.Layout(min_height="44px", width="auto"))
        self.caption.add_class("gl-stepper-caption")
        self.caption.add_class("gl-live")  # read out at each step
        self.counter = widgets.HTML()
        # the tree's box asks for the tree's own width: when the table does not fit beside
        # it, the table wraps under it (flex-wrap) instead of being drawn over it
        self.picture = widgets.HTML(layout=widgets.Layout(flex="1 1 420px", min_width="0",
                                                          max_width="100%"))
        self.picture.add_class("gl-stepper-tree")
        self.board = widgets.HTML(layout=widgets.Layout(flex="0 0 auto"))
        self.board.add_class("gl-stepper-board")
        self.table = widgets.HTML(layout=widgets.Layout(flex="0 1 auto", min_width="0",
                                                        max_width="100%"))
        self.table.add_class("gl-stepper-table")

        self.first.on_click(lambda _: self._go(0))
        self.prev.on_click(lambda _: self._go(self.step - 1))
        self.next.on_click(lambda _: self._go(self.step + 1))
        self.last.on_click(lambda _: self._go(total))
        self.slider.observe(lambda _: self._render(), names="value")
        self.language.observe(lambda _: self._render(), names="value")

        controls = widgets.HBox([self.first, self.prev, self.play, self.next, self.last,
                                 self.slider, self.counter, self.language],
                                layout=widgets.Layout(flex_flow="row wrap", align_items="center"))
        side = widgets.VBox([self.board] + ([self.table] if show_table else []),
                            layout=widgets.Layout(flex="0 1 auto", min_width="0", max_width="100%"))
        body = widgets.HBox([self.picture, side], layout=widgets.Layout(
            flex_flow="row wrap", align_items="flex-start", width="100%", grid_gap="8px 16px"))
        body.add_class("gl-stepper-body")
        header = [widgets.HTML(f'<h4 style="margin:4px 0">{html.escape(label(title))}</h4>')] \
            if title else []
        self.names = AccessibleNames(lang)
        # the tree at this step as a list a screen reader walks (the WAI-ARIA tree pattern),
        # under the picture and the table, so it moves neither
        self.outline = TreeOutline()
        self.outline.add_class("gl-stepper-outline")
        super().__init__(header + [controls, self.caption, body, self.outline, self.names],
                         layout=widgets.Layout(width="100%"))
        self.add_class("gl-stepper")
        self.add_class(AccessibleNames.HOST)
        self._keep_size()
        self._render()

    def _keep_size(self) -> None:
        """Reserve the room the tree and the table will need at their largest, so the widget
        keeps one size from the first step to the last."""
        pictures = [draw_tree(self.events, step, game=self.game, compact=True)
                    for step in (0, len(self.events))]
        # a big search is drawn around the current node, at a height that changes: take the most
        tallest = 560 if pictures[0].focused else max(p.height for p in pictures) + 4
        self.picture.layout.min_height = f"{min(560, tallest)}px"
        # the tree's box asks for the tree's width (a scroll bar's room included); a big search,
        # drawn around the current node, asks for less and scrolls to follow the node, so the
        # board and the table of a board's "show search" stand beside it
        widest = max(p.width for p in pictures) + 4
        room = min(widest, 560) if pictures[0].focused else min(widest, TREE_AT_LEAST)
        self.picture.layout.flex = f"1 1 {room}px"
        final = self.step
        self._reserve: list[TableRow] = []  # (read by _render, which the slider's move calls)
        self.slider.value = len(self.events)
        rows = len(self.shown_rows()[0])
        # the table keeps, from the first step, the room of its last (its Cut notes and window
        # columns), so it never grows and squeezes the tree beside it
        self._reserve = self.rows()
        self.slider.value = final
        self.table.layout.min_height = f"{(rows + 1) * ROW_PX + 44}px"

    @staticmethod
    def _button(icon: str, css: str, tooltip: str) -> widgets.Button:
        button = widgets.Button(icon=icon, tooltip=tooltip, layout=widgets.Layout(width="40px"))
        button.add_class(css)
        return button

    @property
    def step(self) -> int:
        """The current step (0 .. number of events)."""
        return self.slider.value

    @step.setter
    def step(self, value: int) -> None:
        self._go(value)

    def _go(self, value: int) -> None:
        self.slider.value = max(0, min(int(value), len(self.events)))

    @property
    def current_node(self) -> int | None:
        """The node the current step is about (None before the first step)."""
        return None if self.step == 0 else self.events[self.step - 1].node

    def rows(self) -> list[TableRow]:
        """The α/β table as it stands at the current step (the current path for big searches)."""
        if self.game is not None and self.game.states_are_names:
            return tree_table(self.game, self.events, step=self.step)
        rows = table_rows(self.events, step=self.step, labels=self.labels)
        if len(rows) <= self.max_table_rows:
            return rows
        path, node = set(), self.current_node
        while node is not None:
            path.add(self.labels.path(node))
            node = self._enters[node].parent
        return [row for row in rows if row.node in path]

    def shown_rows(self) -> tuple[list[TableRow], int, int]:
        """The table rows on screen (``table_rows_shown`` of them, the current one among them),
        and how many rows are above and below them."""
        rows = self.rows()
        limit = self.table_rows_shown
        if len(rows) <= limit:
            return rows, 0, 0
        current = None if self.current_node is None else self.labels.path(self.current_node)
        where = next((i for i, row in enumerate(rows) if row.node == current), 0)
        start = max(0, min(where - limit // 2, len(rows) - limit))
        return rows[start:start + limit], start, len(rows) - start - limit

    def board_html(self) -> str:
        """The position at the current node, drawn by the state itself (empty for trees)."""
        node = 0 if self.current_node is None else self.current_node
        picture = state_svg(self._enters[node].state)
        if picture is None or (self.game is not None and self.game.states_are_names):
            return ""
        where = html.escape(self.labels.path(node))
        return f'<div style="text-align:center;margin:6px">{picture}<br><small>{where}</small></div>'

    def site_html(self) -> str:
        """The stepper for the course's website: every step drawn now, in the stepper's
        language, for the page's script to show (:mod:`gamelib.widgets.site`); the step the
        widget shows is kept."""
        lang, total = self.language.value, len(self.events)
        if total > SITE_MAX_STEPS:
            return needs_python(lang)
        keep, frames = self.step, []
        for step in range(total + 1):
            self._go(step)
            side = self.board.value + (self.table.value if self.show_table else "")
            frames.append({"caption": self.caption.value, "counter": self.counter.value,
                           "body": f'<div class="gl-site-body"><div class="gl-site-tree">'
                                   f'{self.picture.value}</div><div class="gl-site-side">{side}</div></div>'})
        self._go(keep)
        return stepper_html(frames, title=label(self.title) if self.title else "", lang=lang)

    def _render(self) -> None:
        lang, step, total = self.language.value, self.step, len(self.events)
        self.names.speak(lang)
        self.caption.value = "<b>" + html.escape(describe(
            self.events, step, lang=lang, game=self.game)) + "</b>"
        self.counter.value = html.escape(tr("step {step} of {total}", lang, step=step, total=total))
        key = (step, lang)
        if key not in self._pictures:
            self._pictures[key] = scroll_region(
                draw_tree(self.events, step, game=self.game, lang=lang, compact=True).svg,
                tr("the search tree", lang), max_height=560, follow=True)
        self.picture.value = self._pictures[key]
        current = None if self.current_node is None else self.labels.path(self.current_node)
        rows, above, below = self.shown_rows()
        self.table.value = _COMPACT_ROWS + scroll_region(_more(above, "rows above", lang)
                                         + table_html(rows, highlight=current, lang=lang,
                                                      windows=self.windowed,
                                                      reserve=self._reserve)
                                         + _more(below, "rows below", lang),
                                         tr("the α/β table" if self.windowed
                                            else "the table of values", lang))
        self.board.value = self.board_html()
        with self.outline.hold_sync():
            self.outline.label = tr("the search tree as a list (arrow keys walk it)", lang)
            self.outline.items = outline_items(self.events, step, game=self.game, lang=lang)
        self.first.disabled = self.prev.disabled = step == 0
        self.next.disabled = self.last.disabled = step == total


def _more(count: int, where: str, lang: str) -> str:
    """A line saying how many table rows are off screen (kept, empty, when none are)."""
    words = f"… {count} {html.escape(tr(where, lang))}" if count else "&nbsp;"
    return f'<div style="color:#595959;font-size:12px;line-height:18px">{words}</div>'
