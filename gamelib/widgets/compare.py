"""A student's own search beside the lecture's: the positions each generated, step by step,
with the first place they part marked (lesson 05).

The checks record every position a student's function generates
(:class:`~gamelib.exercises.search_checks.RecordingGame`); this view draws both sequences as
trees that grow one generated position at a time, yours on the left, the lecture's on the
right, and opens at the first position where they differ.
"""

from __future__ import annotations

import html
from typing import Any

import ipywidgets as widgets

from gamelib.exercises.search_checks import CheckReport, generated_trace
from gamelib.i18n import current_language, tr
from gamelib.viz.draw import draw_tree
from gamelib.widgets.accessible import AccessibleNames, scroll_region


def first_difference_index(yours: Any, lecture: Any) -> int:
    """The number of positions the two searches generated alike before they part."""
    mine = [(g.parent, g.action) for g in yours.generated]
    theirs = [(g.parent, g.action) for g in lecture.generated]
    same = 0
    while same < min(len(mine), len(theirs)) and mine[same] == theirs[same]:
        same += 1
    return same


class SearchComparison(widgets.VBox):
    """Step through your search and the lecture's on one position of a check's report; it
    opens at the first failing position, where the two first part.

    >>> from gamelib.exercises import alphabeta_without_cut, check_alphabeta
    >>> view = SearchComparison(check_alphabeta(alphabeta_without_cut, "tictactoe", seed=0))
    >>> view.row.value, view.step.value   # position 1; 11 positions alike, the 12th apart
    (0, 12)
    >>> "Position 12: the searches parted at position 12" in view.caption.value
    True
    >>> 'tabindex="0" role="region"' in view.yours.value   # a region Tab reaches
    True
    >>> view.yours_title.value   # whose tree, with what of it is drawn, as text that wraps
    '<div style="line-height:1.3"><b>Your search: only 18 of 82 nodes drawn: the path to the current node and its siblings</b></div>'
    """

    def __init__(self, report: CheckReport, row: int | None = None, *, lang: str | None = None):
        self.report, self.lang = report, lang or current_language()
        if not report.searches:  # not written yet, or refused: nothing of the student's to show
            super().__init__([widgets.HTML("<i>" + html.escape(tr(
                "Nothing to compare yet: {summary}", self.lang, summary=report.summary)) + "</i>")])
            self.add_class("gl-compare")
            return
        failures = [i for i, r in enumerate(report.rows) if not r.ok and i < len(report.searches)]
        self.row = widgets.Dropdown(
            options=[(f"{i + 1}. {r.position} ({tr('depth', self.lang)} {r.depth})"
                      + (" ✗" if not r.ok else " ✓"), i)
                     for i, r in enumerate(report.rows) if i < len(report.searches)],
            value=row if row is not None else (failures[0] if failures else 0),
            description=tr("position", self.lang), style={"description_width": "initial"},
            layout=widgets.Layout(width="100%", max_width="640px"))
        self.step = widgets.IntSlider(min=0, description=tr("positions generated", self.lang),
                                      style={"description_width": "initial"},
                                      layout=widgets.Layout(width="100%", max_width="640px"))
        self.caption = widgets.HTML()
        self.caption.add_class("gl-compare-caption")
        # each tree scrolls inside its own region, which Tab reaches and which says whose tree
        # it is (a box that scrolls must take the keyboard: WCAG 2.1.1, axe's scrollable-region-focusable);
        # each tree's title (whose it is, and what is drawn) is text above it that wraps, in one
        # column with it: at a narrow width the columns go one under the other, each with its name
        self.yours, self.lecture = widgets.HTML(), widgets.HTML()
        self.yours_title, self.lecture_title = widgets.HTML(), widgets.HTML()
        columns = []
        for tree, head, css in ((self.yours, self.yours_title, "gl-compare-yours"),
                                (self.lecture, self.lecture_title, "gl-compare-lecture")):
            tree.add_class(css)
            head.add_class(css + "-title")
            column = widgets.VBox([head, tree], layout=widgets.Layout(flex="1 1 320px", min_width="0"))
            column.add_class("gl-compare-column")
            columns.append(column)
        trees = widgets.HBox(columns, layout=widgets.Layout(flex_flow="row wrap", width="100%"))
        super().__init__([self.row, self.step, self.caption, trees,
                          AccessibleNames(self.lang)])
        self.add_class("gl-compare")
        self.add_class(AccessibleNames.HOST)
        self.row.observe(lambda _: self._open(), names="value")
        self.step.observe(lambda _: self._draw(), names="value")
        self._open()

    def _open(self) -> None:
        expected, yours = self.report.searches[self.row.value]
        root = expected._paths and next(iter(expected._paths))
        self._events = (generated_trace(yours, root), generated_trace(expected, root))
        self._game = expected._game
        self._same = first_difference_index(yours, expected)
        # the slider counts generated positions (the root is not generated: it is given)
        longest = max(len(self._events[0]), len(self._events[1])) - 1
        self.step.max = max(1, longest)
        self.step.value = min(self.step.max, self._same + 1)  # alike ones, then the first apart

    def _draw(self) -> None:
        at = self.step.value
        for view, head, events, whose, name in zip(
                (self.yours, self.lecture), (self.yours_title, self.lecture_title), self._events,
                ("Your search", "The lecture's search"), ("your search's tree", "the lecture's tree")):
            shown = min(at + 1, len(events))  # the root and the positions generated so far
            # both drawn around the current position (the path to it and its siblings), so
            # the two trees stay side by side at a size one can read
            picture = draw_tree(events, shown, game=self._game, lang=self.lang, windows=True,
                                legend=False, max_nodes=30, max_leaves=12, title_inside=False)
            words = tr(whose, self.lang)
            if picture.title:  # what is drawn of a big tree
                words = f"{words}: {picture.title}"
            head.value = f'<div style="line-height:1.3"><b>{html.escape(words)}</b></div>'
            view.value = scroll_region(picture.svg, tr(name, self.lang), follow=True)
        if self._same + 1 >= min(len(e) for e in self._events) and \
                len(self._events[0]) == len(self._events[1]):
            words = tr("Both searches generate the same {n} positions.", self.lang,
                       n=len(self._events[1]) - 1)
        elif at <= self._same:
            words = tr("The first {n} positions are the same in both; they part at position "
                       "{next}: step on to see where.", self.lang, n=self._same,
                       next=self._same + 1)
        else:
            words = tr("Position {at}: the searches parted at position {next} (the last one "
                       "drawn in each tree is the current step).", self.lang, at=at,
                       next=self._same + 1)
        verdict = self.report.rows[self.row.value].verdict
        self.caption.value = (f'<div style="line-height:1.4"><small>{html.escape(words)}<br>'
                              f'{html.escape(verdict)}</small></div>')
