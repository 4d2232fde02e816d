"""A student's work survives every update (issue 33, item 7): students work in their own copy of
the lessons, and a changed course comes in around their answers, never over them."""

import json
import shutil
import subprocess
import sys
from pathlib import Path

from gamelib.course import workspace

NOTEBOOKS = Path(__file__).resolve().parent.parent / "notebooks"


def _cells(path):
    return json.loads(path.read_text())["cells"]


def _save(path, cells):
    notebook = json.loads(path.read_text())
    notebook["cells"] = cells
    path.write_text(json.dumps(notebook))


def test_an_update_keeps_the_students_answers_and_brings_the_courses_changes(tmp_path):
    course = tmp_path / "notebooks"
    shutil.copytree(NOTEBOOKS, course, ignore=shutil.ignore_patterns("translations"))
    mine = tmp_path / "my-lessons"
    first = workspace.sync(course, mine)
    assert "05_exercises.ipynb" in first.created and "vi/05_exercises.ipynb" in first.created
    assert (mine / workspace.MARKER).exists()

    # the student answers exercise 1, adds a cell of their own, and runs a cell (outputs)
    lesson = mine / "05_exercises.ipynb"
    cells = _cells(lesson)
    starter = next(c for c in cells if "def my_minimax" in "".join(c["source"]))
    starter["source"] = "def my_minimax(game, state, depth, evaluate):\n    return 42  # mine\n"
    own = {"cell_type": "markdown", "id": "my-notes", "metadata": {}, "source": "my notes"}
    cells.insert(cells.index(starter) + 1, own)
    cells[0]["outputs"] = [] if cells[0]["cell_type"] == "code" else cells[0].get("outputs")
    _save(lesson, cells)
    untouched = (mine / "07_othello.ipynb").read_text()

    # the teacher changes the course: a sentence, the same starter cell, a new cell, a new lesson
    course_cells = _cells(course / "05_exercises.ipynb")
    course_cells[0]["source"] = "".join(course_cells[0]["source"]) + "\n\nA sentence added."
    course_starter = next(c for c in course_cells if c["id"] == starter["id"])
    course_starter["source"] = "".join(course_starter["source"]) + "\n# a hint added by the course"
    course_cells.append({"cell_type": "markdown", "id": "05-new", "metadata": {},
                         "source": "A new exercise."})
    _save(course / "05_exercises.ipynb", course_cells)
    shutil.copy(course / "12_glossary.ipynb", course / "13_new_lesson.ipynb")

    second = workspace.sync(course, mine)
    assert second.created == ["13_new_lesson.ipynb"] and second.merged == ["05_exercises.ipynb"]
    assert second.kept_cells == 2 and second.conflicts == 1
    merged = _cells(lesson)
    texts = ["".join(c["source"]) for c in merged]
    assert texts[0].endswith("A sentence added.")  # the course's change, where untouched
    mine_at = texts.index(starter["source"])  # the student's answer, as they wrote it
    assert "a hint added by the course" in texts[mine_at + 2]  # the course's version under it
    assert "course updated the cell above" in texts[mine_at + 1]
    assert texts[mine_at + 3] == "my notes"  # their own cell, where they put it
    assert texts[-1] == "A new exercise."
    assert (mine / "07_othello.ipynb").read_text() == untouched  # unchanged lesson: not touched
    assert str(workspace.sync(course, mine)) == "your lessons are up to date"


def test_the_command_makes_the_copy_and_the_vietnamese_note_is_vietnamese(tmp_path):
    done = subprocess.run([sys.executable, "-m", "gamelib", "lessons", "--copy",
                           str(tmp_path / "mine")], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert (tmp_path / "mine" / "00_index.ipynb").exists()
    assert (tmp_path / "mine" / "vi" / "00_index.ipynb").exists()
    base = {"cells": [{"id": "a", "cell_type": "code", "source": "x", "metadata": {}, "outputs": []}],
            "metadata": {}, "nbformat": 4, "nbformat_minor": 5}
    new = json.loads(json.dumps(base)); new["cells"][0]["source"] = "y"
    mine = json.loads(json.dumps(base)); mine["cells"][0]["source"] = "z"
    merged, _, conflicts = workspace.merge(base, new, mine, "vi")
    assert conflicts == 1 and "Môn học đã cập nhật" in merged["cells"][1]["source"]


def test_the_copy_opens_on_a_map_with_its_links_before_any_cell_is_run(tmp_path):
    """The course map's list of lessons is a code cell's output: the student's copy has it
    already (both editions), the course's notebook and the base the merge reads do not, and an
    update keeps it."""
    from gamelib.course import index_html

    mine = tmp_path / "my-lessons"
    workspace.sync(target=mine)
    for edition, lang in (("", "en"), ("vi/", "vi")):
        copy = json.loads((mine / edition / "00_index.ipynb").read_text(encoding="utf-8"))
        shown = [o["data"]["text/html"] for c in copy["cells"] for o in c.get("outputs", ())
                 if "text/html" in o.get("data", {})]
        assert shown == [index_html(lang)]
        assert 'href="02_alpha_beta.ipynb"' in shown[0]
        base = json.loads((mine / workspace.BASE / edition / "00_index.ipynb").read_text(
            encoding="utf-8"))
        assert not any(c.get("outputs") for c in base["cells"])
    assert workspace.sync(target=mine).updated == []
