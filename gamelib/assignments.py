"""Assignments a teacher can grade: an nbgrader course with hidden tests and model answers.

``python -m gamelib assignments --course DIR`` writes an nbgrader course directory (the
teacher's version: ``source/adversarial-search/`` with the model answers and the hidden
tests, and ``nbgrader_config.py``); ``--release DIR`` writes the students' version (answers
replaced by ``raise NotImplementedError()``, hidden tests removed) -- the same notebooks
``nbgrader generate_assignment`` makes from the course. The assignment, after Berkeley
CS188's multi-agent project:

1. ``1_minimax`` -- write minimax (10 points);
2. ``2_alphabeta`` -- write alpha-beta (10 points);
3. ``3_evaluation`` -- write a Dodgem evaluation, graded by the games it wins (10 points,
   partial credit);
4. ``4_predictions`` -- predict what the searches and the rules compute (8 points).

The searches are checked by :mod:`gamelib.exercises.search_checks` (the exact positions
generated, published and random positions) and the hidden tests add more random positions.

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

ASSIGNMENT = "adversarial-search"
SOLUTION = re.compile(r"^([ \t]*)### BEGIN SOLUTION\n.*?^[ \t]*### END SOLUTION\n?", re.M | re.S)
HIDDEN = re.compile(r"^[ \t]*### BEGIN HIDDEN TESTS\n.*?^[ \t]*### END HIDDEN TESTS\n?", re.M | re.S)

_INTRO = {
    "1_minimax": (
        "# Assignment · 1. Minimax — *Bài tập lớn · 1. Minimax*\n\n"
        "Write `my_minimax(game, state, depth, evaluate)`: the minimax value of `state` for the "
        "player to move in it (*me*), searching `depth` plies, valuing positions at depth 0 or at "
        "the end of the game with `evaluate(position, me)`. Generate each child with "
        "`game.successor(u, move)` just before you search it, taking the moves in "
        "`game.legal_actions(u)` order. The tests compare your value **and the positions you "
        "generate, in order,** with the lecture's MaxVal/MinVal on published and random "
        "positions of tic-tac-toe and Dodgem; hidden tests try more. Do not call gamelib's "
        "searches: a function that does is refused.\n\n"
        "*Viết `my_minimax(game, state, depth, evaluate)`: giá trị minimax của `state` cho người "
        "đang đến lượt (*me*), tìm sâu `depth` nước, đánh giá thế cờ ở độ sâu 0 hoặc khi ván cờ "
        "kết thúc bằng `evaluate(thế cờ, me)`. Bài được chấm bằng giá trị và bằng dãy thế cờ bạn "
        "sinh ra, theo đúng thứ tự, trên các thế cờ đã công bố và ngẫu nhiên; có thêm các kiểm tra "
        "ẩn.*"),
    "2_alphabeta": (
        "# Assignment · 2. Alpha-beta — *Bài tập lớn · 2. Cắt tỉa alpha-beta*\n\n"
        "Write `my_alphabeta(game, state, depth, evaluate, alpha, beta)`: the same value as "
        "minimax, passing α and β down by value as the lecture does, raising α at MAX nodes, "
        "lowering β at MIN nodes, and leaving a node's loop as soon as α ≥ β. The tests compare "
        "the positions you generate with the lecture's alpha-beta one by one: a missing cut, a "
        "cut too early or a move out of order is named at the first position where it shows.\n\n"
        "*Viết `my_alphabeta(game, state, depth, evaluate, alpha, beta)`: cùng giá trị với "
        "minimax, truyền α và β xuống theo kiểu tham trị như bài giảng, tăng α ở đỉnh MAX, giảm β "
        "ở đỉnh MIN, và thoát vòng lặp ngay khi α ≥ β.*"),
    "3_evaluation": (
        "# Assignment · 3. An evaluation function — *Bài tập lớn · 3. Hàm đánh giá*\n\n"
        "Write `my_evaluation(state, player)`: how good a Dodgem 3×3 position is for `player` "
        "(`\"Black\"` or `\"White\"`). Black's cars drive right and leave from the right-hand "
        "column; White's drive up and leave from the top row; `state.black` and `state.white` "
        "are bit masks of the squares (square `r * 3 + c`, row 0 at the top). Your evaluation "
        "plays inside an alpha-beta search two plies deep, 40 games against the same search "
        "valuing only the cars taken off, and 40 against a random player. Points grow from a "
        "score of 50% (nothing) to 75% and 90% (full marks).\n\n"
        "*Viết `my_evaluation(state, player)`: thế cờ Dodgem 3×3 tốt thế nào cho `player`. Hàm "
        "của bạn được chấm bằng số ván thắng trong một thuật toán alpha-beta sâu hai nước, trước "
        "hai đối thủ cố định.*"),
    "4_predictions": (
        "# Assignment · 4. Predictions — *Bài tập lớn · 4. Dự đoán*\n\n"
        "Answer by assigning a number to each variable. The hidden tests compare your answers "
        "with what gamelib computes.\n\n"
        "*Trả lời bằng cách gán một số cho mỗi biến. Các kiểm tra ẩn so câu trả lời của bạn với "
        "kết quả gamelib tính ra.*"),
}

_MINIMAX = '''def my_minimax(game, state, depth, evaluate):
    ### BEGIN SOLUTION
    me = game.to_move(state)

    def value(u, d):
        if d == 0 or game.is_terminal(u):
            return evaluate(u, me)
        values = [value(game.successor(u, a), d - 1) for a in game.legal_actions(u)]
        return max(values) if game.to_move(u) == me else min(values)

    return value(state, depth)
    ### END SOLUTION'''

_ALPHABETA = '''def my_alphabeta(game, state, depth, evaluate, alpha=float("-inf"), beta=float("inf")):
    ### BEGIN SOLUTION
    me = game.to_move(state)

    def value(u, d, alpha, beta):
        if d == 0 or game.is_terminal(u):
            return evaluate(u, me)
        maximizing = game.to_move(u) == me
        for a in game.legal_actions(u):
            v = value(game.successor(u, a), d - 1, alpha, beta)
            if maximizing:
                alpha = max(alpha, v)
            else:
                beta = min(beta, v)
            if alpha >= beta:
                break
        return alpha if maximizing else beta

    return value(state, depth, alpha, beta)
    ### END SOLUTION'''

_EVALUATION = '''def my_evaluation(state, player):
    ### BEGIN SOLUTION
    n = state.size
    black = white = 0
    for square in range(n * n):
        row, column = divmod(square, n)
        if state.black >> square & 1:
            black += column + 1        # Black drives right: the columns it has crossed
        if state.white >> square & 1:
            white += n - row           # White drives up: the rows it has crossed
    black += (n + 1) * (n - 1 - state.black.bit_count())   # a car off is worth more than any car on
    white += (n + 1) * (n - 1 - state.white.bit_count())
    return black - white if player == "Black" else white - black
    ### END SOLUTION'''

#: (variable, question, solution, the hidden test's expression of the answer, points)
_PREDICTIONS = [
    ("root_value", "Figure 4.3 (lecture 002): the minimax value of the root `a`.", "2",
     'lecture.minimax_values("fig4_3")["a"]', 2),
    ("node_4_beta", "Figure 4.8, White (MAX) at the root: node 10 has just returned 8 to node 4. "
     "What is β at node 4 now?", "8",
     'next(q for q in window_questions(trace_48, fig_48) if q.node_label == "4").answer[1]', 2),
    ("othello_moves", "Othello after d3 c5 f6 f5 e6 e3: how many legal moves has Black?", "11",
     'len(Othello().legal_actions(after_opening))', 2),
    ("elo_expected", "Elo: the expected score per game of a bot rated 1600 against one rated "
     "1400 (two decimals).", "0.76", "round(1 / (1 + 10 ** (-200 / 400)), 2)", 2),
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


def _search_notebook(name: str, code: str, check: str) -> list[dict[str, Any]]:
    function = code.split("(")[0].removeprefix("def ")
    return [
        _cell("markdown", _INTRO[name], grade_id=f"{name}-intro", locked=True),
        _cell("code", f"from gamelib.exercises import {check}", grade_id=f"{name}-imports",
              locked=True),
        _cell("code", code, grade_id=function, solution=True),
        _cell("code", f'report = {check}({function}, "tictactoe")\nprint(report)\n'
                      "assert report.passed, [row.verdict for row in report.rows if not row.ok][:1]",
              grade_id=f"{function}-tictactoe", grade=True, locked=True, points=5),
        _cell("code", f'report = {check}({function}, "dodgem")\nprint(report)\n'
                      "assert report.passed, [row.verdict for row in report.rows if not row.ok][:1]\n"
                      "### BEGIN HIDDEN TESTS\n"
                      "for game in (\"tictactoe\", \"dodgem\"):\n"
                      "    for seed in (101, 202, 303):\n"
                      f"        assert {check}({function}, game, seed=seed, random_count=5).passed\n"
                      "### END HIDDEN TESTS",
              grade_id=f"{function}-dodgem-hidden", grade=True, locked=True, points=5),
    ]


def course_notebooks() -> dict[str, dict[str, Any]]:
    """The teacher's notebooks (model answers and hidden tests), in nbgrader's format."""
    cells = {
        "1_minimax": _search_notebook("1_minimax", _MINIMAX, "check_minimax"),
        "2_alphabeta": _search_notebook("2_alphabeta", _ALPHABETA, "check_alphabeta"),
        "3_evaluation": [
            _cell("markdown", _INTRO["3_evaluation"], grade_id="3_evaluation-intro", locked=True),
            _cell("code", _EVALUATION, grade_id="my_evaluation", solution=True),
            _cell("code", "from gamelib.games.dodgem import Dodgem\n\n"
                          "start = Dodgem(3).initial_state()  # try it: a number for each side\n"
                          'my_evaluation(start, "Black"), my_evaluation(start, "White")',
                  grade_id="3_evaluation-try", locked=True),
            _cell("code", "from gamelib.exercises.grading import evaluation_grade\n\n"
                          "grade = evaluation_grade(my_evaluation)\nprint(grade)\n"
                          "grade.points  # nbgrader takes this number as the cell's score",
                  grade_id="my_evaluation-games", grade=True, locked=True, points=10),
        ],
        "4_predictions": [
            _cell("markdown", _INTRO["4_predictions"], grade_id="4_predictions-intro", locked=True),
        ],
    }
    setup = ("from gamelib import lecture\nfrom gamelib.exercises import window_questions\n"
             "from gamelib.games.othello import Othello\nfrom gamelib.search import Trace, alphabeta\n\n"
             'fig_48 = lecture.load("fig4_8")\ntrace_48 = Trace()\n'
             "alphabeta(fig_48, fig_48.initial_state(), trace=trace_48)\n"
             "after_opening = Othello().initial_state()\n"
             'for move in ("d3", "c5", "f6", "f5", "e6", "e3"):\n'
             "    after_opening = Othello().result(after_opening, "
             "Othello().parse_action(after_opening, move))")
    for number, (variable, question, answer, truth, points) in enumerate(_PREDICTIONS, 1):
        cells["4_predictions"] += [
            _cell("markdown", f"**{number}.** {question}", grade_id=f"question-{number}", locked=True),
            _cell("code", f"{variable} = None\n### BEGIN SOLUTION\n{variable} = {answer}\n"
                          "### END SOLUTION", grade_id=variable, solution=True),
            _cell("code", f"assert isinstance({variable}, (int, float)), "
                          f"'give {variable} a number'\n### BEGIN HIDDEN TESTS\n{setup}\n\n"
                          f"assert abs({variable} - ({truth})) < 1e-9\n### END HIDDEN TESTS",
                  grade_id=f"{variable}-test", grade=True, locked=True, points=points),
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


def release_notebooks() -> dict[str, dict[str, Any]]:
    """The students' notebooks: each answer replaced by ``raise NotImplementedError()``, hidden
    tests removed, as ``nbgrader generate_assignment`` does."""
    released = {}
    for name, notebook in course_notebooks().items():
        notebook = copy.deepcopy(notebook)
        for cell in notebook["cells"]:
            source = "".join(cell["source"])
            source = SOLUTION.sub(lambda m: f"{m.group(1)}# YOUR CODE HERE\n"
                                            f"{m.group(1)}raise NotImplementedError()\n", source)
            source = HIDDEN.sub("", source).rstrip("\n")
            lines = source.split("\n")
            cell["source"] = [line + "\n" for line in lines[:-1]] + [lines[-1]]
        released[name] = notebook
    return released


NBGRADER_CONFIG = f'''"""nbgrader's settings for the gamelib course (made by python -m gamelib assignments)."""
c = get_config()  # noqa: F821 (nbgrader provides it)
c.CourseDirectory.course_id = "gamelib"
c.CourseDirectory.db_assignments = [dict(name="{ASSIGNMENT}")]
c.ClearSolutions.code_stub = {{"python": "# YOUR CODE HERE\\nraise NotImplementedError()"}}
c.ExecutePreprocessor.timeout = 300
'''


def _write(notebooks: dict[str, dict[str, Any]], folder: Path) -> list[Path]:
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for name, notebook in notebooks.items():
        path = folder / f"{name}.ipynb"
        path.write_text(json.dumps(notebook, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
        written.append(path)
    return written


def write_course(folder: str | Path) -> list[Path]:
    """The teacher's nbgrader course: ``nbgrader_config.py`` and ``source/adversarial-search/``."""
    folder = Path(folder)
    paths = _write(course_notebooks(), folder / "source" / ASSIGNMENT)
    config = folder / "nbgrader_config.py"
    config.write_text(NBGRADER_CONFIG, encoding="utf-8")
    return [config] + paths


def write_release(folder: str | Path) -> list[Path]:
    """The students' version of the assignment, in ``folder/adversarial-search/``."""
    return _write(release_notebooks(), Path(folder) / ASSIGNMENT)
