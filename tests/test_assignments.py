"""Assignments a teacher can grade (issue 22): the nbgrader course holds the model answers and
hidden tests, the students' version holds neither, and nbgrader's own autograde scores a right
submission full and a wrong one partial."""

import copy
import json
import os
import re
import subprocess
import sys
from pathlib import Path

import nbformat
import pytest
from nbclient import NotebookClient

from gamelib import assignments

NOTEBOOKS = ["1_minimax", "2_alphabeta", "3_evaluation", "4_predictions"]
TOTAL = 38


def _source(cell):
    return "".join(cell["source"])


def test_the_students_version_has_no_answers_and_no_hidden_tests(tmp_path):
    assignments.write_release(tmp_path)
    for name in NOTEBOOKS:
        notebook = json.loads((tmp_path / assignments.ASSIGNMENT / f"{name}.ipynb").read_text())
        text = "\n".join(_source(c) for c in notebook["cells"])
        assert "BEGIN SOLUTION" not in text and "HIDDEN TESTS" not in text
        solutions = [c for c in notebook["cells"] if c["metadata"].get("nbgrader", {}).get("solution")]
        assert solutions and all("raise NotImplementedError()" in _source(c) for c in solutions)
    alphabeta = json.loads((tmp_path / assignments.ASSIGNMENT / "2_alphabeta.ipynb").read_text())
    assert "alpha >= beta" not in "\n".join(_source(c) for c in alphabeta["cells"])
    predictions = json.loads((tmp_path / assignments.ASSIGNMENT / "4_predictions.ipynb").read_text())
    assert "minimax_values" not in "\n".join(_source(c) for c in predictions["cells"])


def test_points_add_up_and_every_graded_cell_is_locked():
    course = assignments.course_notebooks()
    assert sum(assignments.cell_points(c) for nb in course.values() for c in nb["cells"]) == TOTAL
    for notebook in course.values():
        ids = [c["metadata"]["nbgrader"]["grade_id"] for c in notebook["cells"]]
        assert len(ids) == len(set(ids))
        for cell in notebook["cells"]:
            meta = cell["metadata"]["nbgrader"]
            assert not meta["grade"] or meta["locked"]


def _execute(notebook, folder):
    nb = nbformat.reads(json.dumps(notebook), as_version=4)
    NotebookClient(nb, timeout=300, kernel_name="python3",
                   resources={"metadata": {"path": str(folder)}}).execute()
    return nb


def test_the_model_answers_pass_every_test_hidden_ones_included(tmp_path):
    for name, notebook in assignments.course_notebooks().items():
        _execute(notebook, tmp_path)  # raises on the first failing cell


def _fill(released, answers):
    """A submission: the released notebook with each solution cell replaced by ``answers``."""
    notebook = copy.deepcopy(released)
    for cell in notebook["cells"]:
        grade_id = cell["metadata"].get("nbgrader", {}).get("grade_id")
        if grade_id in answers:
            cell["source"] = answers[grade_id]
    return notebook


def _answers(course, wrong):
    """The model answers, with some mistakes when ``wrong``."""
    out = {}
    for notebook in course.values():
        for cell in notebook["cells"]:
            meta = cell["metadata"]["nbgrader"]
            if meta["solution"]:
                out[meta["grade_id"]] = re.sub(r"^[ \t]*### (BEGIN|END) SOLUTION\n?", "",
                                               _source(cell), flags=re.M)
    if wrong:
        out["my_alphabeta"] = out["my_alphabeta"].replace("if alpha >= beta:", "if alpha > beta:")
        out["my_evaluation"] = "def my_evaluation(state, player):\n    return 0"
        out["othello_moves"] = "othello_moves = 10"
    return out


@pytest.mark.slow
def test_nbgrader_autogrades_a_right_submission_full_and_a_wrong_one_partial(tmp_path):
    pytest.importorskip("nbgrader")
    course = tmp_path / "course"
    assignments.write_course(course)
    nbgrader = [sys.executable, "-m", "nbgrader"]

    # nbgrader runs alembic by name: the environment's own scripts come first on the PATH
    env = {**os.environ, "PATH": os.pathsep.join([str(Path(sys.executable).parent),
                                                  os.environ.get("PATH", "")])}

    def run(*args):
        done = subprocess.run(nbgrader + list(args), cwd=course, capture_output=True, text=True,
                              timeout=600, env=env)
        assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]

    run("generate_assignment", assignments.ASSIGNMENT, "--force")
    release = course / "release" / assignments.ASSIGNMENT
    ours = assignments.release_notebooks()
    for name in NOTEBOOKS:  # nbgrader's release is ours, cell for cell
        theirs = json.loads((release / f"{name}.ipynb").read_text())
        assert [_source(c).strip() for c in theirs["cells"]] == \
               [_source(c).strip() for c in ours[name]["cells"]]
    model = assignments.course_notebooks()
    for student, wrong in (("right", False), ("wrong", True)):
        folder = course / "submitted" / student / assignments.ASSIGNMENT
        folder.mkdir(parents=True)
        for name in NOTEBOOKS:
            released = json.loads((release / f"{name}.ipynb").read_text())
            (folder / f"{name}.ipynb").write_text(json.dumps(_fill(released, _answers(model, wrong))))
    run("autograde", assignments.ASSIGNMENT, "--force")
    from nbgrader.api import Gradebook

    with Gradebook(f"sqlite:///{course / 'gradebook.db'}") as book:
        right = book.find_submission(assignments.ASSIGNMENT, "right")
        wrong = book.find_submission(assignments.ASSIGNMENT, "wrong")
        assert right.max_score == TOTAL and right.score == TOTAL
        by_notebook = {nb.name: nb.score for nb in wrong.notebooks}
    assert by_notebook["1_minimax"] == 10 and by_notebook["2_alphabeta"] == 0
    assert 0 <= by_notebook["3_evaluation"] < 3 and by_notebook["4_predictions"] == 6
    assert 0 < sum(by_notebook.values()) < TOTAL


def test_the_command_writes_both_versions(tmp_path):
    done = subprocess.run([sys.executable, "-m", "gamelib", "assignments", "--course",
                           str(tmp_path / "c"), "--release", str(tmp_path / "r")],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert (tmp_path / "c" / "nbgrader_config.py").exists()
    assert len(list((tmp_path / "r" / assignments.ASSIGNMENT).glob("*.ipynb"))) == 4
    refused = subprocess.run([sys.executable, "-m", "gamelib", "assignments"],
                             capture_output=True, text=True, timeout=60)
    assert refused.returncode == 2 and "--course DIR" in refused.stderr
