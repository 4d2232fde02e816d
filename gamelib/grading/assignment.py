"""The graded assignment: an nbgrader course with hidden tests drawn from the course's secret.

:func:`write_course` writes a teacher's nbgrader course (``source/adversarial-search/`` with
the model answers, ``nbgrader_config.py``, and the course's secret, :mod:`.secret`);
:func:`release_notebooks` is the students' version, as ``nbgrader generate_assignment`` makes
it from the course (answers replaced by ``raise NotImplementedError()``, hidden tests removed).
The assignment, after Berkeley CS188's multi-agent project:

1. ``1_minimax`` -- write minimax (10 points);
2. ``2_alphabeta`` -- write alpha-beta (10 points);
3. ``3_evaluation`` -- write a Dodgem evaluation, graded by the games it wins against gamelib's
   own as the pass mark (10 points, partial credit);
4. ``4_predictions`` -- predict what the searches and the rules compute (8 points).

The visible tests check the published and fresh random positions
(:mod:`gamelib.exercises.search_checks`); the hidden tests are one call each
(:mod:`.hidden`), whose positions come from the secret of the course the notebook is graded
in. Every test says why it failed, in the course's language.

>>> student = release_notebooks()["1_minimax"]
>>> any("BEGIN SOLUTION" in "".join(c["source"]) for c in student["cells"])
False
>>> sum(cell_points(c) for c in course_notebooks()["1_minimax"]["cells"])
10
"""

from __future__ import annotations

import copy
import json
import re
from pathlib import Path
from typing import Any

from gamelib.exercises.model_answers import ALPHABETA as _ALPHABETA
from gamelib.exercises.model_answers import EVALUATION as _EVALUATION
from gamelib.exercises.model_answers import MINIMAX as _MINIMAX
from gamelib.grading import secret as course_secret
from gamelib.i18n import tr

ASSIGNMENT = "adversarial-search"
#: what nbgrader leaves where an answer was (in the course's language)
CODE_HERE = "YOUR CODE HERE"
NOTEBOOKS = ("1_minimax", "2_alphabeta", "3_evaluation", "4_predictions")
SOLUTION = re.compile(r"^([ \t]*)### BEGIN SOLUTION\n.*?^[ \t]*### END SOLUTION\n?", re.M | re.S)
HIDDEN = re.compile(r"^[ \t]*### BEGIN HIDDEN TESTS\n.*?^[ \t]*### END HIDDEN TESTS\n?", re.M | re.S)

#: each notebook's introduction, in English; a course in Vietnamese gets the catalogue's text
_INTRO = {
    "1_minimax": (
        "# Assignment · 1. Minimax\n\n"
        "Write `my_minimax(game, state, depth, evaluate)`: the minimax value of `state` in the "
        "lecture's convention, as lesson 05 asks: `MaxVal(state, depth)` when it is "
        "`game.max_side`'s turn (White — X in tic-tac-toe — MAX) and `MinVal(state, depth)` when the other side does, valuing every "
        "position at depth 0 or at the end of the game for White, MAX: "
        "`f(u) = evaluate(u, game.max_side)`. (The other convention, the value for the side to "
        "move at the root, is also accepted if your function uses it at every root; at a White "
        "root both conventions give the same value.) Generate each child with "
        "`game.successor(u, move)` just before you search it, taking the moves in "
        "`game.legal_actions(u)` order. The tests compare your value **and the positions you "
        "generate, in order,** with the lecture's MaxVal/MinVal on published and random "
        "positions of tic-tac-toe and Dodgem; hidden tests try more. Do not call gamelib's "
        "searches (that is refused), and write the search yourself: an answer with the "
        "structure of gamelib's code, names aside, is shown to your teacher beside it."),
    "2_alphabeta": (
        "# Assignment · 2. Alpha-beta\n\n"
        "Write `my_alphabeta(game, state, depth, evaluate, alpha, beta)`: the same value as "
        "minimax, passing α and β down by value as the lecture does, raising α at MAX nodes, "
        "lowering β at MIN nodes, and leaving a node's loop as soon as α ≥ β. The tests compare "
        "the positions you generate with the lecture's alpha-beta one by one: a missing cut, a "
        "cut too early or a move out of order is named at the first position where it shows."),
    "3_evaluation": (
        "# Assignment · 3. An evaluation function\n\n"
        "Write `my_evaluation(state, player)`: how good a Dodgem 3×3 position is for `player` "
        "(`\"Black\"` or `\"White\"`). Black's cars drive right and leave from the right-hand "
        "column; White's drive up and leave from the top row; `state.black` and `state.white` "
        "are bit masks of the squares (square `r * 3 + c`, row 0 at the top). Your evaluation "
        "plays inside an alpha-beta search two plies deep, 40 games against each of four fixed "
        "opponents: the same search valuing only the cars taken off, with the lecture's "
        "evaluation 1, with report 003's evaluation 2 (gamelib's own), and that one a ply "
        "deeper. As good as gamelib's own evaluation is the pass mark (5 of 10); a constant or "
        "a random evaluation earns 0; the last 5 points come from beating the two stronger "
        "opponents. Pasting one of gamelib's evaluations earns nothing."),
    "4_predictions": (
        "# Assignment · 4. Predictions\n\n"
        "Answer by assigning a number to each variable. The hidden tests compare your answers "
        "with what gamelib computes."),
}


#: (variable, question, points); the answers are computed (:data:`.hidden.PREDICTIONS`)
_PREDICTIONS = [
    ("root_value", "Figure 4.3 (lecture 002): the minimax value of the root `a`.", 2),
    ("node_4_beta", "Figure 4.8, White (MAX) at the root: node 10 has just returned 8 to node 4. "
     "What is β at node 4 now?", 2),
    ("othello_moves", "Othello after d3 c5 f6 f5 e6 e3: how many legal moves has Black?", 2),
    ("elo_expected", "Elo: the expected score per game of a bot rated 1600 against one rated "
     "1400 (two decimals).", 2),
]


def _cell(kind: str, source: str, *, grade_id: str | None = None, points: int = 0,
          solution: bool = False, grade: bool = False, locked: bool = False) -> dict[str, Any]:
    lines = source.split("\n")
    cell: dict[str, Any] = {"cell_type": kind, "metadata": {},
                            "source": [line + "\n" for line in lines[:-1]] + [lines[-1]]}
    if kind == "code":
        cell.update(execution_count=None, outputs=[])
    if grade_id is not None:
        cell["metadata"]["nbgrader"] = {"grade": grade, "grade_id": grade_id, "locked": locked,
                                        "schema_version": 3, "solution": solution, "task": False}
        if grade:
            cell["metadata"]["nbgrader"]["points"] = points
    return cell


def _setup(name: str, lang: str, imports: str = "") -> dict[str, Any]:
    """The first code cell: the language every test speaks, and what the tests use."""
    source = f'from gamelib.i18n import set_language\n\nset_language("{lang}")'
    return _cell("code", source + (f"\n{imports}" if imports else ""), grade_id=f"{name}-setup",
                 locked=True)


def _search_notebook(name: str, code: str, check: str, algorithm: str,
                     lang: str) -> list[dict[str, Any]]:
    function = code.split("(")[0].removeprefix("def ")
    visible = (f'report = {check}({function}, "{{game}}")\nprint(report)\nreport.require()  # '
               + tr("fails with the first position where your search differs", lang))
    return [
        _cell("markdown", tr(_INTRO[name], lang), grade_id=f"{name}-intro", locked=True),
        _setup(name, lang, f"from gamelib.exercises import {check}"),
        _cell("code", code, grade_id=function, solution=True),
        _cell("code", visible.format(game="tictactoe"), grade_id=f"{function}-tictactoe",
              grade=True, locked=True, points=5),
        _cell("code", visible.format(game="dodgem") + "\n### BEGIN HIDDEN TESTS\n"
              f'from gamelib.grading import hidden\nhidden.search("{algorithm}", {function})\n'
              "### END HIDDEN TESTS", grade_id=f"{function}-dodgem-hidden", grade=True,
              locked=True, points=5),
    ]


def course_notebooks(lang: str = "en") -> dict[str, dict[str, Any]]:
    """The teacher's notebooks (model answers and hidden tests), in nbgrader's format; the
    tests speak ``lang`` ("en" or "vi")."""
    from gamelib.grading.hidden import PREDICTIONS

    cells = {
        "1_minimax": _search_notebook("1_minimax", _MINIMAX, "check_minimax", "minimax", lang),
        "2_alphabeta": _search_notebook("2_alphabeta", _ALPHABETA, "check_alphabeta",
                                        "alphabeta", lang),
        "3_evaluation": [
            _cell("markdown", tr(_INTRO["3_evaluation"], lang), grade_id="3_evaluation-intro",
                  locked=True),
            _setup("3_evaluation", lang),
            _cell("code", _EVALUATION, grade_id="my_evaluation", solution=True),
            _cell("code", "from gamelib.games.dodgem import Dodgem\n\n"
                          "start = Dodgem(3).initial_state()  # "
                          + tr("try it: a number for each side", lang) + "\n"
                          'my_evaluation(start, "Black"), my_evaluation(start, "White")',
                  grade_id="3_evaluation-try", locked=True),
            _cell("code", "from gamelib.exercises.grading import evaluation_grade\n\n"
                          "grade = evaluation_grade(my_evaluation)  # "
                          + tr("the practice games", lang) + "\n"
                          "print(grade)\npoints = grade.points\n"
                          "### BEGIN HIDDEN TESTS\nfrom gamelib.grading import hidden\n\n"
                          "points = hidden.evaluation(my_evaluation)  # the course's own games\n"
                          "### END HIDDEN TESTS\n"
                          "points  # " + tr("nbgrader takes this number as the cell's score", lang),
                  grade_id="my_evaluation-games", grade=True, locked=True, points=10),
        ],
        "4_predictions": [
            _cell("markdown", tr(_INTRO["4_predictions"], lang), grade_id="4_predictions-intro",
                  locked=True),
            _setup("4_predictions", lang, "from gamelib.grading import hidden"),
        ],
    }
    for number, (variable, question, points) in enumerate(_PREDICTIONS, 1):
        truth, decimals, _ = PREDICTIONS[variable]
        answer = f"{truth():.{decimals}f}" if decimals else f"{truth():g}"
        cells["4_predictions"] += [
            _cell("markdown", f"**{number}.** {tr(question, lang)}", grade_id=f"question-{number}",
                  locked=True),
            _cell("code", f"{variable} = None\n### BEGIN SOLUTION\n{variable} = {answer}\n"
                          "### END SOLUTION", grade_id=variable, solution=True),
            _cell("code", f'hidden.number("{variable}", {variable})  # '
                          f'{tr("a number, or why not", lang)}\n'
                          f'### BEGIN HIDDEN TESTS\nhidden.prediction("{variable}", {variable})\n'
                          "### END HIDDEN TESTS", grade_id=f"{variable}-test", grade=True,
                  locked=True, points=points),
        ]
    return {name: _notebook(cell_list) for name, cell_list in cells.items()}


def _notebook(cells: list[dict[str, Any]]) -> dict[str, Any]:
    for index, cell in enumerate(cells):
        cell["id"] = f"cell-{index:02d}"
    return {"cells": cells, "nbformat": 4, "nbformat_minor": 5,
            "metadata": {"kernelspec": {"display_name": "Python 3", "language": "python",
                                        "name": "python3"},
                         "language_info": {"name": "python"}}}


def cell_points(cell: dict[str, Any]) -> int:
    """The points a graded cell is worth (0 for any other cell)."""
    meta = cell.get("metadata", {}).get("nbgrader", {})
    return int(meta.get("points", 0)) if meta.get("grade") else 0


def release_notebooks(lang: str = "en") -> dict[str, dict[str, Any]]:
    """The students' notebooks: each answer replaced by ``raise NotImplementedError()``, hidden
    tests removed, as ``nbgrader generate_assignment`` does."""
    released = {}
    for name, notebook in course_notebooks(lang).items():
        notebook = copy.deepcopy(notebook)
        for cell in notebook["cells"]:
            source = "".join(cell["source"])
            source = SOLUTION.sub(lambda m: f"{m.group(1)}# {tr(CODE_HERE, lang)}\n"
                                            f"{m.group(1)}raise NotImplementedError()\n", source)
            source = HIDDEN.sub("", source).rstrip("\n")
            lines = source.split("\n")
            cell["source"] = [line + "\n" for line in lines[:-1]] + [lines[-1]]
        released[name] = notebook
    return released


#: nbgrader's autograde steps: its own, with gamelib's sandboxed grading in place of Execute
#: nbgrader's sanitizing of a submission before it is graded, with the teacher's grading marks
#: put back first (:class:`gamelib.grading.sandboxed.TeachersMarks`)
SANITIZE = ["nbgrader.preprocessors.ClearOutput", "nbgrader.preprocessors.DeduplicateIds",
            "nbgrader.preprocessors.OverwriteKernelspec", "gamelib.grading.sandboxed.TeachersMarks",
            "nbgrader.preprocessors.OverwriteCells", "nbgrader.preprocessors.CheckCellMetadata"]
AUTOGRADE = ["gamelib.grading.sandboxed.GradeInSandbox", "nbgrader.preprocessors.IgnorePattern",
             "nbconvert.preprocessors.ClearMetadataPreprocessor",
             "nbgrader.preprocessors.LimitOutput", "nbgrader.preprocessors.SaveAutoGrades",
             "nbgrader.preprocessors.AssignLatePenalties",
             "nbgrader.preprocessors.CheckCellMetadata"]

NBGRADER_CONFIG = '''"""nbgrader's settings for a gamelib course (made by python -m gamelib course new)."""
import warnings

from gamelib.grading.assignment import AUTOGRADE, SANITIZE

c = get_config()  # noqa: F821 (nbgrader provides it)
c.CourseDirectory.course_id = "gamelib"
c.ClearSolutions.code_stub = {{"python": "# {stub}\\nraise NotImplementedError()"}}
# students' answers never run in nbgrader's kernel, as the teacher: gamelib runs them in its
# sandbox and computes every verdict outside it (gamelib.grading.sandboxed)
c.Autograde.autograde_preprocessors = AUTOGRADE
# a submission's grading marks are the teacher's, and a test cell a student deleted comes back
c.Autograde.sanitize_preprocessors = SANITIZE
c.OverwriteCells.add_missing_cells = True
# feedback shows which test failed and why, never the hidden tests' code
c.GenerateFeedback.preprocessors = [
    "nbgrader.preprocessors.GetGrades",
    "nbgrader.preprocessors.ClearHiddenTests",
    "gamelib.grading.workflow.InertMarkdown",
    "nbconvert.preprocessors.CSSHTMLHeaderPreprocessor",
]
# what a student wrote is inert in the feedback: markdown cells (above), outputs (nbconvert's)
c.HTMLExporter.sanitize_html = True
# submissions downloaded from an LMS, named by student (python -m gamelib course collect)
c.ZipCollectApp.collector_plugin = "gamelib.grading.workflow.SubmissionNames"
# nbgrader 0.9's gradebook uses SQLAlchemy 1.x idioms that SQLAlchemy 2 warns about on every
# command; they are nbgrader's own and harmless here (nbgrader issue #1778)
warnings.filterwarnings("ignore", module="nbgrader.api")
warnings.filterwarnings("ignore", message=".*SQLAlchemy.*")
'''


def _write(notebooks: dict[str, dict[str, Any]], folder: Path) -> list[Path]:
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for name, notebook in notebooks.items():
        path = folder / f"{name}.ipynb"
        path.write_text(json.dumps(notebook, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
        written.append(path)
    return written


def write_course(folder: str | Path, lang: str = "en") -> list[Path]:
    """The teacher's nbgrader course in ``folder``: ``nbgrader_config.py``,
    ``source/adversarial-search/`` and the course's secret (made once; a course keeps its
    own)."""
    folder = Path(folder)
    course_secret.create(folder)
    paths = _write(course_notebooks(lang), folder / "source" / ASSIGNMENT)
    config = folder / "nbgrader_config.py"
    config.write_text(NBGRADER_CONFIG.format(stub=tr(CODE_HERE, lang)), encoding="utf-8")
    ignore = folder / ".gitignore"
    if not ignore.exists():  # the secret, the gradebook and the students' work stay out of git
        ignore.write_text(f"{course_secret.SECRET_FILE}\ngradebook.db\nsubmitted/\nautograded/\n"
                          "feedback/\ndownloaded/\n", encoding="utf-8")
    return [config] + paths


def write_release(folder: str | Path, lang: str = "en") -> list[Path]:
    """The students' version of the assignment, in ``folder/adversarial-search/``."""
    return _write(release_notebooks(lang), Path(folder) / ASSIGNMENT)
