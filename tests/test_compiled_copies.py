"""Issue 49: code built at run time is compared, and an evaluation copy is measured.

The copy corpus's run-time disguises are asserted by ``tests/test_copies.py`` (its benchmark
reads each answer with what it compiles); here: the evaluation shares on the corpus's honest
evaluations and the red team's copies, the sandbox's record of compiled code through
``grade_notebook``, and ``course similarity`` joining that record and listing what it cannot
compare."""

from __future__ import annotations

import json
import shutil
import sys
from pathlib import Path

import nbformat
import pytest

from copies_benchmark import CORPUS, evaluation_tables

from gamelib.games.dodgem import Dodgem
from gamelib.grading import assignment
from gamelib.grading.sandboxed import EVALUATION_LISTED, EVALUATION_REFUSED, kept_shares

needs_bwrap = pytest.mark.skipif(shutil.which("bwrap") is None or not sys.platform.startswith(
    "linux"), reason="bubblewrap is not installed")


@pytest.fixture(scope="module")
def shares():
    return {name: max(s for _, s in kept_shares(table, Dodgem(3)))
            for name, table in evaluation_tables().items()}


def test_no_honest_evaluation_is_refused_or_listed(shares):
    honest = {name: s for name, s in shares.items() if name.startswith("honest")}
    assert len(honest) >= 6
    assert all(s < EVALUATION_LISTED < EVALUATION_REFUSED for s in honest.values()), honest
    assert max(honest.values()) <= 0.885  # what the refusal tells the student (88%)


def test_every_copy_of_gamelibs_evaluation_is_refused(shares):
    copies = {name: s for name, s in shares.items() if name.startswith("copy")}
    assert copies and all(s >= EVALUATION_REFUSED for s in copies.values()), copies


def _graded(answers: dict[str, str], notebook_name: str):
    from gamelib.grading.sandboxed import grade_notebook

    notebook = nbformat.from_dict(assignment.release_notebooks()[notebook_name])
    for cell in notebook.cells:
        if cell.metadata.get("nbgrader", {}).get("grade_id") in answers:
            cell.source = answers[cell.metadata["nbgrader"]["grade_id"]]
    compiled: dict = {}
    problems = grade_notebook(notebook, notebook_name, "issue-49", compiled=compiled)
    outputs = {c.metadata["nbgrader"]["grade_id"]: c.outputs for c in notebook.cells
               if c.cell_type == "code" and c.metadata.get("nbgrader", {}).get("grade")}
    return outputs, problems, compiled


@needs_bwrap
def test_the_model_answer_exec_d_from_a_blob_is_listed_for_the_teacher_and_recorded():
    """Issue 51, item 3: the minimax model answer is a short search (an honest transcription of
    the lecture can have its structure): never refused in the student's face, even disguised;
    the teacher's problems name it, and what it compiled is recorded for the similarity report."""
    source = (CORPUS / "disguised" / "d15_model_minimax_zlib_exec.py").read_text()
    outputs, problems, compiled = _graded({"my_minimax": source}, "1_minimax")
    texts = ["".join(o.get("evalue", "") + o.get("text", "") for o in cell)
             for cell in outputs.values()]
    assert texts and not any("refused" in text or "model answer" in text for text in texts)
    assert any("model answer for the minimax assignment" in p and "not refused" in p
               for p in problems), problems
    assert any("def my_minimax" in piece.get("source", "") for piece in compiled["my_minimax"])


@needs_bwrap
def test_code_with_no_source_is_a_problem_for_the_teacher():
    source = ("import marshal\n"
              "_code = marshal.dumps(compile('def my_minimax(game, state, depth, evaluate):\\n"
              "    return 0\\n', 'x', 'exec'))\n"
              "exec(marshal.loads(_code))\n")
    _, problems, compiled = _graded({"my_minimax": source}, "1_minimax")
    assert any("no source" in p and "marshal.loads" in p for p in problems), problems
    assert {"no_source": "marshal.loads"} in compiled["my_minimax"]


def test_similarity_joins_what_was_compiled_and_lists_what_it_cannot_see(tmp_path):
    pytest.importorskip("nbgrader")
    from gamelib.grading import workflow
    from gamelib.grading.compiled import record

    folder = tmp_path / "course"
    assignment.write_course(folder, "en")
    release = folder / "release" / assignment.ASSIGNMENT
    release.mkdir(parents=True)
    for name, notebook in assignment.release_notebooks().items():
        (release / f"{name}.ipynb").write_text(json.dumps(notebook))
    honest = (CORPUS / "honest" / "h03_flag.py").read_text()
    pasted = (CORPUS / "disguised" / "d16_copy_of_h03_in_a_string.py").read_text()
    code = pasted.split('CODE = """')[1].split('"""')[0]
    answers = {"honest-a": honest, "paster": "exec(CODE)\n", "marshaller": "exec(_blob)\n",
               "tiny": "def my_alphabeta(g, s, d, e, a, b):\n    return e(s, g.to_move(s))\n"}
    for student, text in answers.items():
        out = folder / "submitted" / student / assignment.ASSIGNMENT
        out.mkdir(parents=True)
        notebook = assignment.release_notebooks()["2_alphabeta"]
        for cell in notebook["cells"]:
            if cell.get("metadata", {}).get("nbgrader", {}).get("grade_id") == "my_alphabeta":
                cell["source"] = text
        (out / "2_alphabeta.ipynb").write_text(json.dumps(notebook))
    record(folder, "paster", "2_alphabeta", {"my_alphabeta": [{"source": code}]})
    record(folder, "marshaller", "2_alphabeta", {"my_alphabeta": [{"no_source": "marshal.loads"}]})
    report, listing = workflow.Course(folder).similarity()
    rows = list(__import__("csv").DictReader(listing.open(encoding="utf-8")))
    assert [(r["student"], r["resembles"]) for r in rows] == [("honest-a", "paster")]
    page = report.read_text()
    top, pair = page.index("read these yourself"), page.index("honest-a ~ paster")
    assert top < pair and "marshal.loads" in page[top:pair] and "tiny" in page[top:pair]


_RECORD = """
import json, sys
sys.path.insert(0, sys.argv[1])
from gamelib.grading.student_runner import CompiledLog
log = CompiledLog((sys.argv[1] + "/gamelib", sys.prefix, sys.base_prefix, sys.exec_prefix))
sys.addaudithook(log.hook)
cell = sys.argv[2]
log.cell = cell
exec(compile(cell, "<cell t>", "exec"), {"__name__": "__main__"})
print(json.dumps([log.take(), hasattr(log, "busy")]))
"""


def test_the_record_keeps_what_the_stdlib_compiles_for_the_student_and_no_more():
    """Red team 5, finding 3(b): a compile the stdlib makes for the student's code (the ``code``
    module) is recorded; what the stdlib makes from names only (a dataclass, a namedtuple,
    ``ast.literal_eval``) is not, so an honest cell's record stays empty; and the log has no
    switch to turn it off."""
    import subprocess

    cell = ("import ast, code, collections, dataclasses\n"
            "@dataclasses.dataclass(frozen=True)\nclass P:\n    x: int\n    y: int = 0\n"
            "N = collections.namedtuple('N', 'a b')\nast.literal_eval('[1, 2]')\nP(1), N(1, 2)\n"
            "code.InteractiveInterpreter({}).runsource('def g():\\n    return 1\\n', '<x>', "
            "'exec')\n")
    done = subprocess.run([sys.executable, "-c", _RECORD, str(Path(__file__).parents[1]), cell],
                          check=True, capture_output=True, text=True, timeout=60)
    pieces, switch = json.loads(done.stdout)
    assert pieces == [{"source": "def g():\n    return 1\n"}] and not switch
