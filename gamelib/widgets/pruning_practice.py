"""Alpha-beta practice without end: mark what the lecture's search prunes on a fresh tree, fill
its α/β table, predict the root's value and move, and be marked at once (issue 42, item 2).

Each student gets their own trees (the seed comes from their name, the level and the try, and
is shown so a teacher can make the same tree again); a new try is a new tree, and the first
answer to each tree is kept in ``gamelib-scores.json`` (lesson 02, exercise
``pruning-practice``), which ``python -m gamelib scores`` gathers. The branches are marked on a
:class:`~gamelib.widgets.board_view.BoardView`, so the keyboard does it as the mouse does.
Nothing of the answer is in the widget (its state, the picture's names) before the check.

>>> import tempfile
>>> folder = tempfile.mkdtemp()
>>> practice = PruningPractice(level=1, lang="en", folder=folder, student="Nguyễn Văn A")
>>> answer = practice.problem.right_answer()        # (a test's shortcut to a right answer)
>>> for parent, child in answer.cuts:
...     practice.board.click(f"{parent}-{child}")
>>> for node, text in answer.windows.items():
...     practice.rows[node].value = text
>>> practice.value.value, practice.move.value = answer.value, answer.move
>>> practice.check.click()
>>> practice.right, practice.asked
(1, 1)
"""

from __future__ import annotations

import html
from pathlib import Path

import ipywidgets as widgets

from gamelib.core import MAX
from gamelib.exercises import scores
from gamelib.exercises.misconceptions import both_explained
from gamelib.exercises.pruning_practice import (EXERCISE, LESSON, LEVELS, PARTS, Answer,
                                                Marking, PruningProblem, answer_text, level_of,
                                                mark, question_key, topmost, tries_recorded)
from gamelib.i18n import current_language, side_words, tr
from gamelib.search.trace import format_bound
from gamelib.viz.draw import draw_tree
from gamelib.viz.pruning import branch_name, pruning_items, pruning_scene
from gamelib.viz.table import table_html
from gamelib.widgets.accessible import AccessibleNames, scroll_region
from gamelib.widgets.board_view import BoardView
from gamelib.widgets.tree_outline import TreeOutline

OK, WRONG, WARN = "#1b6b3a", "#b3261e", "#8a4b00"


class PruningPractice(widgets.VBox):
    """The practice widget: a level chooser, a "New tree" button, the tree with its branches to
    mark, the α/β table to fill, the root's value and move, "Check", the marking, and a tally.

    ``student`` (default: the name given in lesson 00, else the login) and the try number make
    the seed; ``folder`` is where the scores file is (default: the lessons' folder);
    ``keep_scores`` False keeps nothing (a teacher trying it).
    """

    def __init__(self, *, level: int = 1, lang: str | None = None,
                 folder: str | Path | None = None, keep_scores: bool = True,
                 student: str | None = None):
        self.lang = lang or current_language()
        self.folder, self.keep_scores = folder, keep_scores
        self.student = student if student is not None else scores.student_name(folder)
        self.level = level_of(level)
        self.right = self.asked = 0
        self.part_right = {part: 0 for part in PARTS}
        self.attempts: dict[int, int] = {}   # the try shown last at each level
        self.answered: set[int] = set()     # the levels whose last tree shown is done with
        self.marked: set[tuple[str, str]] = set()
        self.checked = False
        self.marking: Marking | None = None
        lang = self.lang

        self.level_choice = widgets.Dropdown(
            options=[(lvl.describe(lang), lvl.number) for lvl in LEVELS.values()],
            value=self.level.number, description=tr("Level", lang),
            layout=widgets.Layout(width="auto", max_width="100%"))
        self.level_choice.add_class("gl-pp-level")
        self.new_tree = widgets.Button(description=tr("New tree", lang),
                                       tooltip=tr("Another tree at this level", lang))
        self.new_tree.add_class("gl-pp-new")
        self.about = widgets.HTML()
        self.about.add_class("gl-pp-about")
        self.steps = widgets.HTML()
        self.board = BoardView()
        self.board.add_class("gl-pp-board")
        self.board.on_click(self._toggle)
        # the same tree as a list a screen reader walks (the WAI-ARIA tree pattern): Enter on a
        # node marks the branch into it, as Enter on the branch does on the board
        self.outline = TreeOutline(label=tr("the tree as a list (arrow keys walk it; Enter "
                                            "marks the branch into a node)", lang))
        self.outline.add_class("gl-pp-outline")
        self.outline.on_activate(lambda node: self._toggle(
            f"{self.problem.game.parent[node]}-{node}"))
        self.rows: dict[str, widgets.Text] = {}
        self.table_box = widgets.Box(layout=widgets.Layout(flex_flow="row wrap", width="100%"))
        self.value = widgets.Text(description=tr("Root value", lang), placeholder="3, -2, ...",
                                  style={"description_width": "initial"},
                                  layout=widgets.Layout(width="220px"))
        self.value.add_class("gl-pp-value")
        self.move = widgets.ToggleButtons(options=[], value=None, description=tr("Root move",
                                                                                 lang),
                                          style={"button_width": "auto",
                                                 "description_width": "initial"})
        self.move.add_class("gl-pp-move")
        self.check = widgets.Button(description=tr("Check", lang), button_style="primary")
        self.check.add_class("gl-pp-check")
        self.feedback = widgets.HTML()
        self.feedback.add_class("gl-pp-feedback")
        self.feedback.add_class("gl-live")
        self.tally = widgets.HTML()
        self.tally.add_class("gl-pp-tally")
        self.solution = widgets.HTML(layout=widgets.Layout(width="100%"))
        self.solution.add_class("gl-pp-solution")
        self.new_tree.on_click(lambda _: self.next_tree())
        self.check.on_click(lambda _: self._check())
        self.level_choice.observe(self._level_changed, names="value")
        self.names = AccessibleNames(lang)
        super().__init__([
            widgets.HBox([self.level_choice, self.new_tree],
                         layout=widgets.Layout(flex_flow="row wrap", align_items="center")),
            self.about, self.steps, self.board, self.outline,
            widgets.HTML(f"<b>{html.escape(tr('The α/β table', lang))}</b> — "
                         + html.escape(tr("each inner node's windows (α, β) in turn, as the "
                                          "lecture's table prints them (-∞,∞  3,∞  3,5); leave "
                                          "empty the nodes the search never reaches. Leaves "
                                          "are not asked.", lang))),
            self.table_box,
            widgets.HBox([self.value, self.move],
                         layout=widgets.Layout(flex_flow="row wrap", align_items="center")),
            widgets.HBox([self.check, self.tally],
                         layout=widgets.Layout(flex_flow="row wrap", align_items="center")),
            self.feedback, self.solution, self.names],
            layout=widgets.Layout(width="100%"))
        self.add_class("gl-pruning-practice")
        self.add_class(AccessibleNames.HOST)
        self._start(self._first_attempt(self.level.number))

    # -- trees --------------------------------------------------------------------------------
    def _first_attempt(self, level: int) -> int:
        """The try to show at ``level``: the tree shown there before and not answered yet (a
        student browsing the levels comes back to it: the numbers never skip), else the one
        after every tree already answered (this session or, as the scores file says, before)."""
        kept = 0
        if self.keep_scores:
            kept = tries_recorded(scores.load(self.folder).get(LESSON, {}).get(EXERCISE, {}),
                                  level)
        shown = self.attempts.get(level, 0)
        if shown > kept and level not in self.answered:
            return shown
        return max(kept, shown) + 1

    def next_tree(self) -> None:
        """A new tree at the same level (the next try)."""
        self.answered.add(self.level.number)  # (an unanswered tree left by choice: the next one)
        self._start(self._first_attempt(self.level.number))

    def _level_changed(self, change: dict) -> None:
        self.level = level_of(change["new"])
        self._start(self._first_attempt(self.level.number))

    def show_tree(self, seed: int) -> None:
        """Show the tree of the chosen level made from ``seed`` (a teacher looking at a
        student's tree); answers to it are not kept in the scores."""
        self._start(0, PruningProblem.from_seed(self.level, seed))

    def _start(self, attempt: int, problem: PruningProblem | None = None) -> None:
        lang = self.lang
        self.attempt = attempt
        if problem is None:
            self.attempts[self.level.number] = attempt
            self.answered.discard(self.level.number)
            problem = PruningProblem.for_student(self.student, self.level, attempt)
        self.problem = problem
        self.marked, self.checked, self.marking = set(), False, None
        game = self.problem.game
        if attempt:  # (a name is no text to translate: a login such as "root" stays as it is)
            about = html.escape(tr(
                "{student} · level {level} · tree {attempt} · seed {seed} (a teacher makes the "
                "same tree with PruningProblem.from_seed({level}, {seed}))", lang,
                student="\0", level=self.level.number, attempt=attempt,
                seed=str(problem.seed))).replace(
                    "\0", f'<b translate="no">{html.escape(self.student)}</b>')
        else:
            about = html.escape(tr("level {level} · seed {seed} · a tree shown by its seed: "
                                   "answers to it are not kept", lang, level=self.level.number,
                                   seed=str(problem.seed)))
        self.about.value = about
        steps = [tr("Search the tree with the lecture's alpha-beta: children left to right, "
                    "leaves valued for MAX, a node stops as soon as α ≥ β.", lang)]
        if self.level.ordered:
            steps = [tr("Search the tree with the lecture's alpha-beta, each node's children "
                        "in the order of f: the highest first at MAX, the lowest first at MIN "
                        "(ties left to right); leaves valued for MAX, a node stops as soon as "
                        "α ≥ β.", lang)]
        steps += [tr("1. Mark every branch the search prunes (click it, or reach it with the "
                     "arrow keys and press Enter or Space).", lang),
                  tr("2. Fill in the α/β table.", lang),
                  tr("3. Give the root's value and move. Then Check.", lang)]
        self.steps.value = "<br>".join(html.escape(s) for s in steps)
        self._draw()
        rows = []
        for node in self.problem.inner_nodes:
            maximizing = game.to_move(node) == MAX
            field = widgets.Text(
                description=f"{'▲' if maximizing else '▼'} {node} {game.to_move(node)}",
                placeholder="α,β  α,β  …",
                tooltip=tr("node {node} ({side}): its windows in turn", lang, node=node,
                           side=side_words(maximizing, lang)),
                style={"description_width": "70px"}, layout=widgets.Layout(width="270px"))
            field.add_class(f"gl-pp-row-{node}")
            self.rows[node] = field
            rows.append(field)
        self.rows = {node: self.rows[node] for node in self.problem.inner_nodes}
        self.table_box.children = rows
        # Check carries what the boxes hold when it is pressed (typed and checked at once)
        self.names.submits(self.check, [*rows, self.value, self.move])
        root = game.root
        self.move.options = [(tr("to node {child}", lang, child=child), child)
                             for child in game.children[root]]
        self.move.value = None
        self.value.value = ""
        for control in [self.value, self.move, self.check, *rows]:
            control.disabled = False
        self.feedback.value = ""
        self.solution.value = ""
        self._update_tally()
        self.board.announcement = tr("A new tree: level {level}, tree {attempt}.", lang,
                                     level=self.level.number, attempt=attempt)

    def _draw(self, review: dict | None = None) -> None:
        drawn = dict(marked=self.marked, estimates=self.problem.estimates or None, review=review,
                     playable=not self.checked, lang=self.lang)
        self.board.scene = pruning_scene(self.problem.game, **drawn)
        self.outline.items = pruning_items(self.problem.game, **drawn)

    def _toggle(self, name: str) -> None:
        if self.checked:
            return
        parent, child = name.split("-")
        edge = (parent, child)
        if edge in self.marked:
            self.marked.discard(edge)
            said = tr("Branch {parent} → {child}: mark cleared.", self.lang, parent=parent,
                      child=child)
        else:  # a mark prunes everything under it: marks below it go
            below = set(self.problem.below(child))
            self.marked = {e for e in self.marked if e[0] not in below and e[1] not in below}
            self.marked.add(edge)
            said = tr("Branch {parent} → {child} marked as pruned.", self.lang, parent=parent,
                      child=child)
        self._draw()
        self.board.announcement = said

    # -- marking ------------------------------------------------------------------------------
    def answer(self) -> Answer:
        """What the student has answered so far."""
        return Answer(frozenset(self.marked), {node: field.value for node, field in
                                               self.rows.items()},
                      self.value.value, self.move.value)

    def _check(self) -> None:
        if self.checked:  # checked before: said again, nothing changes
            self.board.announcement = (self._verdict(self.marking) + " " + tr(
                "This tree is checked: New tree gives another.", self.lang))
            return
        lang = self.lang
        answer = self.answer()
        try:
            marking = mark(self.problem, answer, lang)
        except ValueError as exc:
            self.feedback.value = f'<span style="color:{WARN}">{html.escape(str(exc))}</span>'
            return
        self.checked, self.marking = True, marking
        self.asked += 1
        self.right += marking.all_right
        for part in PARTS:
            self.part_right[part] += marking.parts[part]
            if self.keep_scores and self.attempt:
                scores.record(LESSON, EXERCISE, question_key(self.problem, self.attempt, part),
                              marking.parts[part], answer_text(answer), folder=self.folder)
        if self.attempt:
            self.answered.add(self.level.number)
        # the answer is kept as it was; Check stays enabled, so the keyboard's focus stays on
        # it (a focused button that turns disabled drops the focus to the page's <body>)
        for control in [self.value, self.move, *self.rows.values()]:
            control.disabled = True
        right = self.problem.solution
        cuts = topmost(self.problem, frozenset(self.marked))
        review = {edge: "right" for edge in cuts & right.cuts}
        review |= {edge: "wrong" for edge in cuts - right.cuts}
        review |= {edge: "missed" for edge in right.cuts - cuts}
        self._draw(review)
        self.feedback.value = self._feedback_html(marking)
        self.solution.value = self._solution_html()
        self._update_tally()
        self.board.announcement = self._verdict(marking)

    def _verdict(self, marking: Marking) -> str:
        lang = self.lang
        if marking.all_right:
            return tr("All right: the cuts, the table and the root's value and move.", lang)
        right, wrong = [], []
        for part, words in (("cuts", tr("the cuts", lang)), ("table", tr("the α/β table", lang))):
            (right if marking.parts[part] else wrong).append(words)
        # the root's value and its move are each right or wrong on their own: a right move is
        # something right, so an answer with one never hears "nothing right"
        if marking.value_right == marking.move_right:
            (right if marking.value_right else wrong).append(tr("the root's value and move", lang))
        elif marking.move_right:
            right.append(tr("the root's move", lang))
            wrong.append(tr("the root's value", lang))
        else:
            right.append(tr("the root's value ({value})", lang,
                            value=format_bound(self.problem.solution.value, lang)))
            wrong.append(tr("the root's move", lang))
        right, wrong = ", ".join(right), ", ".join(wrong)
        if not right:
            return tr("Nothing right yet. Wrong: {wrong}.", lang, wrong=wrong)
        return tr("Right: {right}. Wrong: {wrong}.", lang, right=right, wrong=wrong)

    def _feedback_html(self, marking: Marking) -> str:
        lang = self.lang
        colour = OK if marking.all_right else WRONG
        out = [f'<p style="color:{colour}"><b>{"✓" if marking.all_right else "✗"} '
               f"{html.escape(self._verdict(marking))}</b></p>"]
        if marking.also is not None:  # two mistakes at once: both named first
            both = both_explained(marking.misconception, marking.also, lang, paper=True)
            out.append(f"<p><b>{html.escape(both)}</b><br>"
                       + html.escape(tr("Where a search with these two mistakes first differs "
                                        "from the lecture's (§4.2.2): {where}.", lang,
                                        where=marking.parting)) + "</p>")
        elif marking.misconception is not None:  # the mistake's name first, then the points
            out.append(f'<p><b>{html.escape(marking.misconception.explained(lang, paper=True))}</b><br>'
                       + html.escape(tr("Where a search with this mistake first differs from "
                                        "the lecture's (§4.2.2): {where}.", lang,
                                        where=marking.parting)) + "</p>")
        if marking.mistakes:
            out.append("<ul>" + "".join(f"<li>{html.escape(m.message)}</li>"
                                        for m in marking.mistakes) + "</ul>")
        if marking.unnamed(lang):
            out.append(f"<p>{html.escape(marking.unnamed(lang))}</p>")
        return "".join(out)

    def _solution_html(self) -> str:
        lang, right = self.lang, self.problem.solution
        side = side_words(self.problem.game.to_move(self.problem.game.root) == MAX, lang)
        head = tr("The lecture's answer: the root {root} ({side}) is worth {value}, its move "
                  "goes to node {move}; the search prunes {cuts}.", lang,
                  root=self.problem.game.root, side=side, value=format_bound(right.value, lang),
                  move=right.move, cuts=", ".join(f"{p} → {c}" for p, c in sorted(
                      right.cuts, key=lambda e: self.problem.game.nodes.index(e[1])))
                  or tr("nothing", lang))
        picture = draw_tree(right.trace, game=self.problem.game, lang=lang)
        return (f"<p>{html.escape(head)}</p>"
                + scroll_region(picture.svg, tr("the lecture's search of this tree", lang))
                + table_html(self.problem.table(), lang=lang))

    def _update_tally(self) -> None:
        lang = self.lang
        words = tr("This session: {right} of {asked} trees all right (cuts {cuts}, tables "
                   "{table}, roots {root})", lang, right=self.right, asked=self.asked,
                   cuts=self.part_right["cuts"], table=self.part_right["table"],
                   root=self.part_right["root"])
        if self.keep_scores and self.asked:
            words += " · " + tr("kept in {file}", lang, file=scores.SCORE_FILE)
        self.tally.value = html.escape(words)

    def click_branch(self, parent: str, child: str) -> None:
        """Click the branch from ``parent`` to ``child``, as a person would."""
        self.board.click(branch_name(parent, child))
