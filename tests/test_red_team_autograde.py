"""Red team, one notebook at a time (fast; the whole workflow is
tests/test_red_team_grading.py): the new hostile students of ``tests/hostile_grading/`` graded
by ``grade_notebook`` directly. A student's reply must never make the grader itself fail (that
costs the points already earned in the notebook, and tells the teacher gamelib is broken), the
feedback must stay small, gamelib's own evaluation must earn nothing, and a right search must
be graded right whatever numeric type it returns.

``PYTHONPATH=$PWD .venv/bin/python -m pytest tests/test_red_team_autograde.py -q``
"""

from __future__ import annotations

import importlib.util
import shutil
import sys
from pathlib import Path

import nbformat
import pytest

from gamelib.grading.assignment import release_notebooks
from gamelib.grading.sandboxed import grade_notebook

pytestmark = pytest.mark.skipif(shutil.which("bwrap") is None or not sys.platform.startswith("linux"),
                                reason="bubblewrap is not installed (apt-get install bubblewrap)")

HOSTILE = Path(__file__).resolve().parent / "hostile_grading"
SECRET = "red-team-one-notebook"
NOTEBOOK_OF = {"my_minimax": "1_minimax", "my_alphabeta": "2_alphabeta",
               "my_evaluation": "3_evaluation"}


def _student(key: str):
    sys.path.insert(0, str(HOSTILE))
    spec = importlib.util.spec_from_file_location(f"red_{key}", HOSTILE / f"{key}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _graded(key: str, notebook_name: str):
    """(outputs by grade id, problems, the grader's own exception or None)."""
    answers = _student(key).ANSWERS
    notebook = nbformat.from_dict(release_notebooks()[notebook_name])
    for cell in notebook.cells:
        grade_id = cell.metadata.get("nbgrader", {}).get("grade_id")
        if grade_id in answers:
            cell.source = answers[grade_id]
    try:
        problems, failed = grade_notebook(notebook, notebook_name, SECRET), None
    except Exception as exc:  # noqa: BLE001 - what GradeInSandbox would call "the grader failed"
        problems, failed = [], exc
    outputs = {cell.metadata["nbgrader"]["grade_id"]: cell.outputs for cell in notebook.cells
               if cell.cell_type == "code" and cell.metadata.get("nbgrader", {}).get("grade")}
    return outputs, problems, failed


def _passed(outputs) -> bool:
    return not any(o.output_type == "error" for o in outputs)


def _points(outputs) -> float | None:
    results = [o for o in outputs if o.output_type == "execute_result"]
    return float(results[0].data["text/plain"]) if results else None


@pytest.mark.parametrize("key,notebook_name", [
    ("huge_number", "1_minimax"), ("huge_number", "2_alphabeta"),
    ("huge_number", "3_evaluation"), ("huge_number", "4_predictions"),
    ("deep_action", "1_minimax"), ("deep_action", "2_alphabeta"),
    ("magic_reply", "4_predictions"),
])
def test_a_reply_never_makes_the_grader_fail(key, notebook_name):
    outputs, _, failed = _graded(key, notebook_name)
    assert failed is None, f"{key}/{notebook_name}: the grader failed: {failed!r}"
    if notebook_name in ("1_minimax", "2_alphabeta"):  # honest on tic-tac-toe
        assert _passed(outputs[f"my_{notebook_name[2:]}-tictactoe"])


def test_a_forged_string_value_leaves_a_small_feedback():
    outputs, _, failed = _graded("feedback_bloat", "4_predictions")
    assert failed is None
    size = sum(len(o.get("text", "") + o.get("evalue", "") + "".join(o.get("traceback", [])))
               for cell in outputs.values() for o in cell)
    assert size < 100_000, f"{size:,} characters of verdicts for four predictions"


def test_gamelibs_evaluation_called_from_the_sandbox_earns_nothing():
    outputs, _, failed = _graded("borrowed_evaluation", "3_evaluation")
    assert failed is None
    assert _points(outputs["my_evaluation-games"]) == 0.0, _points(outputs["my_evaluation-games"])


@pytest.mark.parametrize("notebook_name", ["1_minimax", "2_alphabeta"])
def test_a_right_search_returning_numpy_floats_is_graded_right(notebook_name):
    pytest.importorskip("numpy")
    outputs, _, failed = _graded("numpy_honest", notebook_name)
    assert failed is None
    assert all(_passed(cell) for cell in outputs.values()), "a right search graded wrong"


# -- round 2: attacks on the fixes -----------------------------------------------------------

def test_gamelibs_evaluation_with_its_ties_split_earns_nothing():
    """``tie_split_evaluation``: gamelib's evaluation 2 plus at most 10⁻⁶ drawn from each
    position; no comparison reversed, only ties split -- still gamelib's evaluation."""
    outputs, _, failed = _graded("tie_split_evaluation", "3_evaluation")
    assert failed is None
    assert _points(outputs["my_evaluation-games"]) == 0.0, _points(outputs["my_evaluation-games"])


@pytest.mark.parametrize("notebook_name", ["1_minimax", "2_alphabeta"])
def test_a_right_search_returning_numpy_longdouble_is_graded_right(notebook_name):
    pytest.importorskip("numpy")
    outputs, _, failed = _graded("numpy_longdouble", notebook_name)
    assert failed is None
    wrong = {grade_id: [o.get("evalue", "")[:300] for o in cell if o.output_type == "error"]
             for grade_id, cell in outputs.items() if not _passed(cell)}
    assert not wrong, f"a right search graded wrong: {wrong}"


@pytest.mark.parametrize("notebook_name", ["1_minimax", "2_alphabeta"])
def test_abs_at_min_roots_only_earns_nothing(notebook_name):
    """``min_root_abs``: abs(value) where MIN is to move, the honest value where White is."""
    outputs, _, failed = _graded("min_root_abs", notebook_name)
    assert failed is None
    passed = [grade_id for grade_id, cell in outputs.items() if _passed(cell)]
    assert not passed, f"a wrong search passed {passed}"


@pytest.mark.parametrize("notebook_name", ["1_minimax", "2_alphabeta"])
def test_abs_at_dodgems_black_roots_fails_the_dodgem_cell(notebook_name):
    """``dodgem_min_abs``: honest on tic-tac-toe, abs(value) at Dodgem's Black roots."""
    outputs, _, failed = _graded("dodgem_min_abs", notebook_name)
    assert failed is None
    cell = f"my_{notebook_name[2:]}-dodgem-hidden"
    assert not _passed(outputs[cell]), f"{cell}: a wrong search passed"
