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

import ipywidgets as widgets

from gamelib.core import Game
from gamelib.games.tree import TreeGame
from gamelib.i18n import text
from gamelib.search.trace import Enter, Event, TableRow, Trace, TraceLabels, events_of, table_rows
from gamelib.viz.captions import describe
from gamelib.viz.draw import draw_tree, figure_png
from gamelib.viz.table import table_html, tree_table


class TreeStepper(widgets.VBox):
    """A player for a search trace.

    Buttons first / previous / play / next / last and a slider move through the
    steps (step 0 is before the search starts; step *n* shows the first *n*
    events).  The tree picture, the α/β table (current node's row highlighted)
    and a caption saying what the step did are redrawn together.  A toggle
    switches the words between English and Vietnamese.

    With a ``game`` whose states draw themselves (``_repr_svg_``), the board of
    the current node is shown beside the tree.  Nodes of a real game are named
    by the moves that reach them.  Big searches are drawn around the path to
    the current node, and their table lists only the nodes on that path.

    Stable CSS classes (``gl-stepper-next`` and so on) let browser tests find
    the controls.
    """

    def __init__(
        self,
        trace: "Trace | list[Event]",
        game: Game | None = None,
        *,
        lang: str = "en",
        title: str = "",
        interval_ms: int = 900,
        show_table: bool = True,
        max_table_rows: int = 40,
    ):
        self.events = list(events_of(trace))
        if not self.events:
            raise ValueError("the trace is empty: pass trace=Trace() to a search first")
        self.game = game
        self.labels = TraceLabels(self.events, game)
        self.max_table_rows = max_table_rows
        self._enters = {e.node: e for e in self.events if isinstance(e, Enter)}
        self._pictures: dict[tuple[int, str], bytes] = {}
        total = len(self.events)

        self.first = self._button("fast-backward", "gl-stepper-first", "first step")
        self.prev = self._button("step-backward", "gl-stepper-prev", "previous step")
        self.next = self._button("step-forward", "gl-stepper-next", "next step")
        self.last = self._button("fast-forward", "gl-stepper-last", "last step")
        self.play = widgets.Play(value=0, min=0, max=total, step=1, interval=interval_ms,
                                 description="play", show_repeat=False)
        self.play.add_class("gl-stepper-play")
        self.slider = widgets.IntSlider(value=0, min=0, max=total, description="step",
                                        continuous_update=True,
                                        layout=widgets.Layout(width="340px"))
        self.slider.add_class("gl-stepper-slider")
        widgets.link((self.play, "value"), (self.slider, "value"))
        self.language = widgets.ToggleButtons(options=[("English", "en"), ("Tiếng Việt", "vi")],
                                              value=lang, style={"button_width": "90px"})
        self.language.add_class("gl-stepper-lang")
        self.caption = widgets.HTML()
        self.caption.add_class("gl-stepper-caption")
        self.counter = widgets.HTML()
        self.picture = widgets.Image(format="png")
        self.picture.add_class("gl-stepper-tree")
        self.board = widgets.HTML()
        self.board.add_class("gl-stepper-board")
        self.table = widgets.HTML()
        self.table.add_class("gl-stepper-table")

        self.first.on_click(lambda _: self._go(0))
        self.prev.on_click(lambda _: self._go(self.step - 1))
        self.next.on_click(lambda _: self._go(self.step + 1))
        self.last.on_click(lambda _: self._go(total))
        self.slider.observe(lambda _: self._render(), names="value")
        self.language.observe(lambda _: self._render(), names="value")

        controls = widgets.HBox([self.first, self.prev, self.play, self.next, self.last,
                                 self.slider, self.counter])
        body = [self.picture, self.board] + ([self.table] if show_table else [])
        header = [widgets.HTML(f"<h4>{html.escape(title)}</h4>")] if title else []
        super().__init__(header + [controls, self.language, self.caption,
                                   widgets.HBox(body, layout=widgets.Layout(flex_flow="row wrap",
                                                                            align_items="flex-start"))])
        self.add_class("gl-stepper")
        self._render()

    @staticmethod
    def _button(icon: str, css: str, tooltip: str) -> widgets.Button:
        button = widgets.Button(icon=icon, tooltip=tooltip, layout=widgets.Layout(width="42px"))
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
        if isinstance(self.game, TreeGame):
            return tree_table(self.game, self.events, step=self.step)
        rows = table_rows(self.events, step=self.step, labels=self.labels)
        if len(rows) <= self.max_table_rows:
            return rows
        path, node = set(), self.current_node
        while node is not None:
            path.add(self.labels.path(node))
            node = self._enters[node].parent
        return [row for row in rows if row.node in path]

    def board_html(self) -> str:
        """The position at the current node, drawn by the state itself (empty for trees)."""
        node = 0 if self.current_node is None else self.current_node
        draw = getattr(self._enters[node].state, "_repr_svg_", None)
        if draw is None or isinstance(self.game, TreeGame):
            return ""
        where = html.escape(self.labels.path(node))
        return f'<div style="text-align:center;margin:6px">{draw()}<br><small>{where}</small></div>'

    def _render(self) -> None:
        lang, step, total = self.language.value, self.step, len(self.events)
        self.caption.value = "<b>" + html.escape(describe(
            self.events, step, lang=lang, game=self.game)) + "</b>"
        self.counter.value = html.escape(text("step_of", lang, step=step, total=total))
        key = (step, lang)
        if key not in self._pictures:
            self._pictures[key] = figure_png(draw_tree(self.events, step, game=self.game, lang=lang))
        self.picture.value = self._pictures[key]
        current = None if self.current_node is None else self.labels.path(self.current_node)
        self.table.value = table_html(self.rows(), highlight=current, lang=lang)
        self.board.value = self.board_html()
        self.first.disabled = self.prev.disabled = step == 0
        self.next.disabled = self.last.disabled = step == total
