"""Grades a teacher can defend (issue 33): hidden tests drawn from the course's own secret, never
in what a student installs or gets back; checks that catch every wrong answer we know, refuse
copies of gamelib's code, and stop a hanging function in seconds; the class workflow end to
end with nbgrader, from an LMS download to grades per question and a similarity report."""

import csv
import json
import re
import time
import zipfile
from pathlib import Path

import pytest

from gamelib.exercises.model_answers import model_answers
from gamelib.grading import assignment, hidden, secret

TOTAL = 38


def _source(cell):
    return "".join(cell["source"])


def test_the_students_version_has_no_answers_and_no_hidden_tests():
    released = assignment.release_notebooks()
    for name, notebook in released.items():
        text = "\n".join(_source(c) for c in notebook["cells"])
        assert "BEGIN SOLUTION" not in text and "HIDDEN TESTS" not in text
        assert "hidden.search" not in text and "hidden.prediction" not in text
        solutions = [c for c in notebook["cells"] if c["metadata"].get("nbgrader", {}).get("solution")]
        assert solutions and all("raise NotImplementedError()" in _source(c) for c in solutions)
    alphabeta = "\n".join(_source(c) for c in released["2_alphabeta"]["cells"])
    assert "alpha >= beta" not in alphabeta
    predictions = "\n".join(_source(c) for c in released["4_predictions"]["cells"])
    assert "= 0.76" not in predictions and "= 11" not in predictions


def test_points_add_up_and_every_graded_cell_is_locked():
    course = assignment.course_notebooks()
    assert sum(assignment.cell_points(c) for nb in course.values() for c in nb["cells"]) == TOTAL
    for notebook in course.values():
        ids = [c["metadata"]["nbgrader"]["grade_id"] for c in notebook["cells"]]
        assert len(ids) == len(set(ids))
        for cell in notebook["cells"]:
            meta = cell["metadata"]["nbgrader"]
            assert not meta["grade"] or meta["locked"]


def test_two_courses_have_hidden_positions_of_their_own_that_nothing_given_out_holds(tmp_path):
    import gamelib

    first, second = secret.create(tmp_path / "a"), secret.create(tmp_path / "b")
    shown = {}
    for name in ("a", "b"):
        own = secret.find(tmp_path / name / "autograded" / "someone")  # found from below
        shown[name] = {(p.game.state_to_str(p.state), p.depth)
                       for algorithm in ("minimax", "alphabeta") for game in hidden.GAMES
                       for p in hidden.hidden_positions(own, algorithm, game)}
    assert shown["a"] != shown["b"] and first != second
    released = json.dumps(assignment.release_notebooks())
    package = "".join(p.read_text(encoding="utf-8", errors="replace")
                      for p in Path(gamelib.__file__).parent.rglob("*.py"))
    for text in (released, package):
        assert first not in text and second not in text
    with pytest.raises(secret.NoCourseSecret, match="only the teacher's course folder holds"):
        secret.find(tmp_path / "elsewhere")


def test_predictions_take_any_answer_that_rounds_right_and_say_why_when_wrong():
    hidden.prediction("elo_expected", 0.7597)
    hidden.prediction("elo_expected", "0,76")  # a decimal comma
    hidden.prediction("othello_moves", 11)
    with pytest.raises(AssertionError, match="othello_moves = 10 is not right: it is 11. A legal"):
        hidden.prediction("othello_moves", 10)
    with pytest.raises(AssertionError, match="give it a number"):
        hidden.number("root_value", None)


# -- the class workflow end to end ---------------------------------------------------------------

def _right_answers():
    """Answers a student wrote (not gamelib's: those are refused as copies)."""
    import inspect

    import model_answers as model

    def renamed(function, name):
        return 'INF = float("inf")\n\n\n' + inspect.getsource(function).replace(
            f"def {function.__name__}(", f"def {name}(", 1)

    return {"my_minimax": renamed(model.minimax, "my_minimax"),
            "my_alphabeta": renamed(model.alphabeta, "my_alphabeta"),
            "my_evaluation": _EVALUATION,
            "root_value": "root_value = 2", "node_4_beta": "node_4_beta = 8",
            "othello_moves": "othello_moves = 11", "elo_expected": "elo_expected = 0.7597"}


# a student's own Dodgem evaluation: progress, cars off, and one blocking term
_EVALUATION = '''def my_evaluation(state, player):
    n, mine = state.size, {"Black": state.black, "White": state.white}
    score = {}
    for side, cars in mine.items():
        total = 4 * n * (n - 1 - cars.bit_count())
        for square in range(n * n):
            if cars >> square & 1:
                row, column = divmod(square, n)
                total += 3 * (column + 1) if side == "Black" else 3 * (n - row)
        score[side] = total
    other = "White" if player == "Black" else "Black"
    return score[player] - score[other]
'''


def _student(course_release, answers, notebooks):
    """A submission: the released notebooks with the answer cells filled in."""
    out = {}
    for name in notebooks:
        notebook = json.loads((course_release / f"{name}.ipynb").read_text())
        for cell in notebook["cells"]:
            grade_id = cell["metadata"].get("nbgrader", {}).get("grade_id")
            if grade_id in answers:
                cell["source"] = answers[grade_id]
        out[name] = notebook
    return out


@pytest.mark.slow
def test_a_term_with_nbgrader_from_lms_download_to_grades(tmp_path):
    pytest.importorskip("nbgrader")
    from gamelib.grading import workflow

    with pytest.raises(ValueError, match="inside the git repository"):
        workflow.new(Path(__file__).parent / "course")
    course = workflow.new(tmp_path / "course")
    archive = course.release()
    with zipfile.ZipFile(archive) as released_zip:
        assert sorted(Path(n).name for n in released_zip.namelist()) == sorted(
            f"{n}.ipynb" for n in assignment.NOTEBOOKS)
    release = course.folder / "release" / assignment.ASSIGNMENT
    ours = assignment.release_notebooks()
    for name in assignment.NOTEBOOKS:  # nbgrader's release is ours, cell for cell
        theirs = json.loads((release / f"{name}.ipynb").read_text())
        assert [_source(c).strip() for c in theirs["cells"]] == \
               [_source(c).strip() for c in ours[name]["cells"]]

    right = _right_answers()
    answers = model_answers()
    students = {
        "Right Student": (right, assignment.NOTEBOOKS),
        "Empty Student": ({}, assignment.NOTEBOOKS),
        "Late Cutter": ({**right, "my_alphabeta": right["my_alphabeta"].replace(
            "if alpha >= beta:", "if alpha > beta:")}, ["2_alphabeta"]),
        "Early Cutter": ({**right, "my_alphabeta": right["my_alphabeta"].replace(
            "if alpha >= beta:", "if alpha >= beta - 5:")}, ["2_alphabeta"]),
        "Endless Loop": ({**right, "my_alphabeta": right["my_alphabeta"].replace(
            "    me = game.to_move(state)\n", "    me = game.to_move(state)\n    while True:\n"
            "        pass\n", 1)}, ["2_alphabeta"]),
        "Paste Copy": ({**right, "my_alphabeta": re.sub(r"\bvalue\b", "walk", answers["alpha-beta"]),
                        "my_evaluation": answers["evaluation"].replace("value", "total")},
                       ["2_alphabeta", "3_evaluation"]),
    }
    download = tmp_path / "lms-download.zip"  # as Moodle hands it out: a folder a student,
    with zipfile.ZipFile(download, "w") as lms:  # each handed in at a minute of its own
        for number, (name, (filled, notebooks)) in enumerate(students.items()):
            for notebook_name, notebook in _student(release, filled, notebooks).items():
                entry = zipfile.ZipInfo(
                    f"{name}_{1000 + number}_assignsubmission_file_/{notebook_name}.ipynb",
                    (2026, 11, 20, 8, number + 1 if number < 5 else 7, 0))
                lms.writestr(entry, json.dumps(notebook))
    collected = course.collect(download)
    assert collected == sorted(workflow._slug(f"{n}_{1000 + k}") for k, n in enumerate(students))
    course.set_deadline("2026-11-20 08:05")

    started = time.monotonic()
    course.nbgrader("autograde", assignment.ASSIGNMENT, "--force", "--student",
                    "late-cutter-1002")
    one_notebook = time.monotonic() - started
    started = time.monotonic()
    course.nbgrader("autograde", assignment.ASSIGNMENT, "--force", "--student",
                    "endless-loop-1004")
    hanging = time.monotonic() - started
    assert hanging - one_notebook < 30, (hanging, one_notebook)  # one budget, not minutes
    course.autograde()

    table, page = course.grades()
    with table.open(encoding="utf-8") as opened:
        rows = {row["student"]: row for row in csv.DictReader(opened)}
    by = {name: rows[workflow._slug(f"{name}_{1000 + k}")] for k, name in enumerate(students)}
    assert float(by["Empty Student"]["total"]) == 0
    for name in ("Late Cutter", "Early Cutter", "Endless Loop"):
        assert by[name]["2_alphabeta/my_alphabeta-tictactoe"] in ("0", ""), name
        assert by[name]["2_alphabeta/my_alphabeta-dodgem-hidden"] in ("0", ""), name
    # issue 51, item 3: the alpha-beta model answer is a short search an honest student can
    # write the same way: graded as written (it is right), listed for the teacher below; the
    # evaluation's model answer is long: still refused
    assert by["Paste Copy"]["2_alphabeta/my_alphabeta-tictactoe"] == "5"
    assert by["Paste Copy"]["3_evaluation/my_evaluation-games"] == "0"
    right_row = by["Right Student"]
    assert all(right_row[f"{nb}/{cell}"] == "5" for nb, cell in (
        ("1_minimax", "my_minimax-tictactoe"), ("1_minimax", "my_minimax-dodgem-hidden"),
        ("2_alphabeta", "my_alphabeta-tictactoe"), ("2_alphabeta", "my_alphabeta-dodgem-hidden")))
    assert 0 < float(right_row["3_evaluation/my_evaluation-games"]) <= 10
    assert float(right_row["total"]) == 28 + float(right_row["3_evaluation/my_evaluation-games"])
    handed = {name: by[name]["handed in"] for name in students}  # each student's own minute
    assert handed == {name: f"2026-11-20 08:0{k + 1 if k < 5 else 7}"
                      for k, name in enumerate(students)}
    assert [name for name in students if by[name]["late"]] == ["Paste Copy"]
    assert by["Paste Copy"]["late"] == "2 min"
    with (course.folder / "grades-moodle.csv").open(encoding="utf-8") as opened:
        moodle = list(csv.DictReader(opened))
    assert list(moodle[0])[:5] == ["Identifier", "Full name", "Email address", "Grade",
                                   "Maximum Grade"]
    right_moodle = next(r for r in moodle if r["Full name"] == "Right Student")
    assert right_moodle["Identifier"] == "Participant 1000"
    assert right_moodle["Grade"] == right_row["total"] and right_moodle["Maximum Grade"] == "38"
    with (course.folder / "grades-canvas.csv").open(encoding="utf-8") as opened:
        canvas = list(csv.reader(opened))
    assert canvas[0] == ["Student", "ID", "SIS User ID", "SIS Login ID", "Section",
                         assignment.ASSIGNMENT]
    assert canvas[1][0].strip() == "Points Possible" and canvas[1][-1] == "38"
    assert "<table>" in page.read_text()

    zips = course.feedback()
    assert len(zips) == len(students)
    for student in course.students():
        for feedback in (course.folder / "feedback" / student / assignment.ASSIGNMENT).glob("*.html"):
            text = feedback.read_text()
            assert "BEGIN HIDDEN TESTS" not in text and "hidden.search(" not in text
            assert "AssertionError: []" not in text and "AssertionError\n" not in text
    early = (course.folder / "feedback" / "early-cutter-1003" / assignment.ASSIGNMENT /
             "2_alphabeta.html").read_text()
    assert "a cut too early" in early
    hung = (course.folder / "feedback" / "endless-loop-1004" / assignment.ASSIGNMENT /
            "2_alphabeta.html").read_text()
    assert "did not finish in" in hung and "an endless loop?" in hung
    pasted = (course.folder / "feedback" / "paste-copy-1005" / assignment.ASSIGNMENT /
              "2_alphabeta.html").read_text()
    assert "model answer" not in pasted and "refused" not in pasted  # never in their face
    evaluation = (course.folder / "feedback" / "paste-copy-1005" / assignment.ASSIGNMENT /
                  "3_evaluation.html").read_text()
    assert "model answer for the evaluation assignment" in evaluation

    report, listing = course.similarity()
    with listing.open(encoding="utf-8") as opened:
        pairs = list(csv.DictReader(opened))
    paste = {(p["answer"], p["resembles"]) for p in pairs if p["student"] == "paste-copy-1005"}
    assert ("my_alphabeta", "gamelib: gamelib's model answer (alpha-beta)") in paste
    assert ("my_evaluation", "gamelib: gamelib's model answer (evaluation)") in paste
    assert all(int(p["score"].rstrip("%")) >= 65 and p["why"] for p in pairs)
    # the suite's right answer is written in the lecture's MaxVal/MinVal form: it may be listed
    # beside the lecture's pseudocode (named as such), never beside gamelib's code
    assert all("the lecture's pseudocode" in p["resembles"] for p in pairs
               if p["student"] == "right-student-1000")


def test_similarity_ranks_a_disguised_copy_and_leaves_honest_work_alone(tmp_path):
    """``course similarity`` on a course folder with three submissions (no nbgrader step)."""
    from gamelib.grading import workflow

    corpus = Path(__file__).parent / "copies_corpus"
    folder = tmp_path / "course"
    assignment.write_course(folder, "en")
    release = folder / "release" / assignment.ASSIGNMENT
    release.mkdir(parents=True)
    for name, notebook in assignment.release_notebooks().items():
        (release / f"{name}.ipynb").write_text(json.dumps(notebook))
    answers = {"honest-a": "honest/h03_flag.py", "honest-b": "honest/h11_children_generator.py",
               "copier": "disguised/d09_copy_of_h03.py", "broken": ""}
    for student, file in answers.items():
        code = (corpus / file).read_text() if file else "def my_alphabeta(:  # <script>\n"
        out = folder / "submitted" / student / assignment.ASSIGNMENT
        out.mkdir(parents=True)
        for name, notebook in _student(release, {"my_alphabeta": code},
                                       ["2_alphabeta"]).items():
            (out / f"{name}.ipynb").write_text(json.dumps(notebook))
    report, listing = workflow.Course(folder).similarity()
    with listing.open(encoding="utf-8") as opened:
        pairs = list(csv.DictReader(opened))
    assert [(p["rank"], p["student"], p["resembles"]) for p in pairs] == [
        ("1", "copier", "honest-a")]
    assert "lines" in pairs[0]["why"]
    page = report.read_text()
    assert "copier ~ honest-a" in page and "<script>" not in page and "not Python" in page
