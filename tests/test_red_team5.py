"""Red team, round five: a hostile class attacks the copy policy of issue 51, item 3.

A short search (under ``LONG_NODES`` AST nodes) with the structure of gamelib's model answer or
a teaching form is graded as written and *listed for the teacher*: a line in autograde's
problems, and the class's similarity report. A long copy, and any copied evaluation, is refused.
Here each hostile answer is graded on the fast route (``grade_notebook``, one notebook, in the
sandbox, as autograde's preprocessor does it), its run-time record kept as autograde keeps it
(:func:`gamelib.grading.compiled.record`), and ``course similarity`` is run once over them all.

"Listed" below means what the teacher is shown: a line in the notebook's problems, a pair with
``gamelib: ...`` in the similarity report, or a line in its "read these yourself" section.
(Two attackers here share a decoy and so pair with each other; a real hostile student has no
such twin, so that pair is not counted.)

The attacks, most damaging first:

1. a decoy ``my_minimax`` nested in a helper nothing calls (never run, no ``compile``): the
   similarity report reads it (the last ``my_minimax`` ``ast.walk`` meets) in place of the
   graded one; with one dead ``pass`` (or ``if True:``) around the pasted code autograde's exact
   check misses too: the model answer, and gamelib's *long* minimax, graded and listed nowhere;
2. the same with the decoy in a ``compile()`` that never runs (the record joins it last), which
   hides a renamed copy of a classmate's answer from the pairwise report as well;
3. the model answer exec'd from base64 after switching the runner's record off
   (``sys.modules['__main__']._LOG.busy = True``: the log is an object in the student's own
   process), or through ``code.InteractiveInterpreter`` (a compile called from a stdlib file is
   taken for Python's own): full points, listed nowhere;
4. gamelib's long minimax (refused as it is) under ``if True:``: graded, listed only by the
   similarity report; one dead statement, ``if True:`` or a class around the model answer, and
   the lecture's form (``structure.LECTURE_FORMS``): not in autograde's problems, only in the
   similarity report;
5. a note forged into the record (``_LOG.pieces``) that names a classmate as a copier: printed
   in the teacher's problems and in the similarity report; the record's reader replaced
   (``_LOG.take``) to flood the problems (166 lines from one notebook);
6. held: gamelib's long minimax pasted as it is is refused; the model evaluation exec'd with the
   record off earns nothing (its behaviour is measured), a noisy copy is listed (noise enough to
   go unlisted costs the points: 4.3 of 10, under the pass mark, measured by hand); a renamed
   copy of a classmate is paired; a listed student's own feedback says nothing of the listing.

Every assertion says what the attack deserves; an ``xfail(strict=True)`` is a finding.

All the findings above are fixed (one normaliser, ``structure.surface``, and every function
compared; the runner's record without a switch, stdlib compiles made for the student recorded, a
cut piece flagged, the record's notes in the grader's words and capped): no ``xfail`` is left.
Three assertions changed with the fixes, each to a stronger outcome: gamelib's long minimax
behind a nested decoy is refused (not "listed"), and the model evaluation exec'd with the old
switch thrown is recorded and refused (not "not graded yet" or "listed").

``PYTHONPATH=$PWD .venv/bin/python -m pytest -p no:cacheprovider tests/test_red_team5.py``
"""

from __future__ import annotations

import base64
import csv
import json
import re
import shutil
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent / "hostile_grading"))
from _honest import MINIMAX  # noqa: E402

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(shutil.which("bwrap") is None or not sys.platform.startswith("linux"),
                       reason="bubblewrap is not installed (apt-get install bubblewrap)"),
]

#: an honest-looking search of the student's "own" (wrong, but of a size the similarity reads):
#: what the cell shows while another function is graded
DECOY = '''def my_minimax(game, state, depth, evaluate):
    # my own negamax-style search
    side = game.to_move(state)
    sign = 1 if side == game.max_side else -1
    stack = [(state, depth)]
    total = 0
    while stack:
        node, left = stack.pop()
        total += 1
        if left <= 0:
            continue
        for move in game.legal_actions(node):
            stack.append((game.successor(node, move), left - 1))
    return sign * total
'''
#: what gamelib.search.minimax.minimax needs to run pasted into a cell (its context, cut down)
SHIM = '''Game = State = Side = Evaluate = Order = Trace = SearchResult = object
INF = float("inf")


class SearchContext:
    def __init__(self, game, state, algorithm, depth, evaluate, order, trace, player):
        self.game, self.evaluate, self.start_depth, self.nodes = game, evaluate, depth, 0
        self.player = game.to_move(state) if player is None else player

    def leaf(self, node, u, player, terminal):
        return self.evaluate(u, player)

    def actions(self, u):
        return self.game.legal_actions(u)

    def result(self, val, action):
        return val

    def fallback_action(self, state, best):
        return best


'''
CALL = ("\n\ndef my_minimax(game, state, depth, evaluate):\n"
        "    return minimax(game, state, depth=depth, evaluate=evaluate)\n")
#: a decoy my_minimax nested in a function nothing calls: never run, but the similarity report
#: reads the last my_minimax ``ast.walk`` meets (breadth first: the nested one)
NESTED_DECOY = "\n\ndef _my_notes():\n" + "".join(
    "    " + line if line.strip() else line for line in DECOY.splitlines(True)) \
    + "    return my_minimax\n"
#: a classmate's honest answer, in a style of its own
HONEST_MINIMAX = MINIMAX
#: switches the runner's record of compiled code off, from the student's cell
LOG_OFF = "import sys as _s\n_s.modules['__main__']._LOG.busy = True\n"
#: the classmate a forged note accuses
VICTIM = "tran-thi-binh-200002"


def _indent(text: str) -> str:
    return "".join("    " + line if line.strip() else line for line in text.splitlines(True))


def _attacks() -> dict[str, tuple[str, str, str]]:
    """name -> (notebook, answer cell, source)."""
    import importlib
    import inspect

    from gamelib.exercises.model_answers import model_answers
    from gamelib.exercises.structure import LECTURE_FORMS

    long = inspect.getsource(importlib.import_module("gamelib.search.minimax").minimax)
    model, evaluation = model_answers()["minimax"], model_answers()["evaluation"]
    hidden = base64.b64encode(model.encode()).decode()
    dead = model.replace("    def f(u):", "    pass\n    def f(u):")
    inner = base64.b64encode(evaluation.replace("def my_evaluation(", "def _e(").encode()).decode()
    search = {
        "plain": model,
        "dead_pass": dead,
        "if_true": "if True:\n" + _indent(model),
        "class_wrap": "class _K:\n" + _indent("@staticmethod\n" + model)
                      + "my_minimax = _K.my_minimax\n",
        "lecture_form": LECTURE_FORMS["minimax"],
        "log_off_exec": DECOY + LOG_OFF
                        + f"import base64 as _b\nexec(_b.b64decode('{hidden}').decode())\n",
        "stdlib_exec": DECOY + "import base64 as _b, code as _c\n_c.InteractiveInterpreter("
                       f"globals()).runsource(_b.b64decode('{hidden}').decode() + '\\n', "
                       "'<x>', 'exec')\n",
        "padded_exec": DECOY + "import base64 as _b\nexec('#' * 20001 + '\\n' + "
                       f"_b.b64decode('{hidden}').decode())\n",
        "getattr_model": re.sub(r"game\.(\w+)\(", r'getattr(game, "\1")(', model),
        "tuple_index_model": model.replace(
            "max(values) if game.to_move(u) == game.max_side else min(values)",
            "(min, max)[game.to_move(u) == game.max_side](values)"),
        "flood": model + "import sys as _s, itertools as _it\n_n = _it.count()\n"
                 "def _take():\n    return [{'no_source': 'marshal.loads #%d ' % next(_n) "
                 "+ 'x' * 140} for _ in range(33)]\n_s.modules['__main__']._LOG.take = _take\n",
        "compiled_decoy": dead + f"compile({DECOY!r}, '<mine>', 'exec')\n",
        "forged_note": dead + "import sys as _s\n_s.modules['__main__']._LOG.pieces.append("
                       "{'no_source': \"marshal.loads); " + VICTIM + ": 1_minimax/my_minimax: "
                       "has the structure of gamelib's model answer (names aside\"})\n",
    }
    # gamelib's long minimax (refused when pasted as it is), and decoys needing no compile()
    search.update({"long_plain": SHIM + long + CALL,
                   "long_if_true": SHIM + "if True:\n" + _indent(long) + CALL,
                   "long_nested_decoy": SHIM + "if True:\n" + _indent(long) + CALL + NESTED_DECOY,
                   "model_nested_decoy": dead + NESTED_DECOY})
    # a classmate's answer copied with its names changed, plainly and behind a compiled decoy
    renamed = HONEST_MINIMAX.replace("root_player", "me").replace("position", "node")
    search.update({"honest": HONEST_MINIMAX, "copier_plain": renamed,
                   "copier_decoy": renamed + f"compile({DECOY!r}, '<mine>', 'exec')\n"})
    evaluations = {
        "eval_log_off": LOG_OFF + f"import base64 as _b\nexec(_b.b64decode('{inner}').decode())\n"
                        "my_evaluation = _e\n",
        "eval_noise": LOG_OFF + f"import base64 as _b\nexec(_b.b64decode('{inner}').decode())\n"
                      "def my_evaluation(state, player):\n    v = _e(state, player)\n"
                      "    n = ((state.white * 31 + state.black * 17) % 7 - 3) * 3\n"
                      "    return v + n if player == 'White' else v - n\n",
    }
    return {**{k: ("1_minimax", "my_minimax", v) for k, v in search.items()},
            **{k: ("3_evaluation", "my_evaluation", v) for k, v in evaluations.items()}}


@pytest.fixture(scope="module")
def graded(tmp_path_factory):
    """Each attack graded in the sandbox and handed in to one course; the similarity report
    run once. name -> {"outputs": {cell: text}, "problems": [...], "gamelib": [rows],
    "unread": [notes]}."""
    pytest.importorskip("nbgrader")
    import nbformat

    from gamelib.grading import assignment, workflow
    from gamelib.grading.compiled import record
    from gamelib.grading.sandboxed import grade_notebook

    folder = tmp_path_factory.mktemp("red-team5") / "course"
    assignment.write_course(folder, "en")
    release = folder / "release" / assignment.ASSIGNMENT
    release.mkdir(parents=True)
    released = assignment.release_notebooks()
    for name, notebook in released.items():
        (release / f"{name}.ipynb").write_text(json.dumps(notebook), encoding="utf-8")
    results: dict[str, dict] = {}
    for student, (name, cell_id, source) in _attacks().items():
        notebook = nbformat.from_dict(json.loads(json.dumps(released[name])))
        for cell in notebook.cells:
            if cell.metadata.get("nbgrader", {}).get("grade_id") == cell_id:
                cell.source = source
        handed_in = nbformat.writes(notebook)
        compiled: dict = {}
        problems = grade_notebook(notebook, name, "red-team-5", compiled=compiled)
        outputs = {c.metadata["nbgrader"]["grade_id"]: "".join(
            o.get("evalue", "") + o.get("text", "") + str(o.get("data", {}).get("text/plain", ""))
            for o in c.outputs) for c in notebook.cells
            if c.cell_type == "code" and c.metadata.get("nbgrader", {}).get("grade")}
        out = folder / "submitted" / student / assignment.ASSIGNMENT
        out.mkdir(parents=True)
        (out / f"{name}.ipynb").write_text(handed_in, encoding="utf-8")
        record(folder, student, name, {c: p for c, p in compiled.items() if c and p})
        results[student] = {"outputs": outputs, "problems": problems, "gamelib": [],
                            "unread": []}
    report, listing = workflow.Course(folder).similarity()
    results["_pairs"] = set()
    for row in csv.DictReader(listing.open(encoding="utf-8")):
        results["_pairs"] |= {(row["student"], row["resembles"]),
                              (row["resembles"], row["student"])}
        if row["resembles"].startswith("gamelib: "):
            results[row["student"]]["gamelib"].append(row["resembles"])
    page = report.read_text(encoding="utf-8")
    unread = page[page.find("read these yourself"):page.find("</ul>")] \
        if "read these yourself" in page else ""
    for student in _attacks():
        results[student]["unread"] = [student] if f"<li>{student} (" in unread else []
    results["_page"] = page
    return results


def _full_points(result: dict) -> bool:
    texts = result["outputs"].values()
    return bool(texts) and all(re.match(r"my_\w+: all \d+ positions (right|accepted)", t)
                               and "CheckFailed" not in t and "refused" not in t
                               and "not passed" not in t for t in texts)


def _listed(result: dict) -> bool:
    return bool(result["problems"] or result["gamelib"] or result["unread"])


def test_control_the_model_answer_as_given_is_graded_and_listed_everywhere(graded):
    plain = graded["plain"]
    assert _full_points(plain)
    assert any("model answer for the minimax assignment" in p for p in plain["problems"])
    assert "gamelib: gamelib's model answer (minimax)" in plain["gamelib"]


def test_a_listed_students_own_feedback_says_nothing_of_the_listing(graded):
    shown = "\n".join(graded["plain"]["outputs"].values())
    assert not any(word in shown for word in ("model answer", "structure", "resembl", "listed",
                                              "similarity"))


def test_model_answer_execd_with_the_record_switched_off_is_listed(graded):
    result = graded["log_off_exec"]
    assert _full_points(result)
    assert _listed(result), result


def test_model_answer_execd_through_the_stdlib_code_module_is_listed(graded):
    result = graded["stdlib_exec"]
    assert _full_points(result)
    assert _listed(result), result


def test_a_compiled_decoy_does_not_hide_the_pasted_model_answer(graded):
    result = graded["compiled_decoy"]
    assert _full_points(result)
    assert _listed(result), result


@pytest.mark.parametrize("attack", ["dead_pass", "if_true", "class_wrap", "lecture_form"])
def test_a_disguised_short_copy_is_in_the_similarity_report(graded, attack):
    result = graded[attack]
    assert _full_points(result)
    assert result["gamelib"], result


@pytest.mark.parametrize("attack", ["dead_pass", "if_true", "class_wrap", "lecture_form"])
def test_a_disguised_short_copy_is_in_autogrades_problems(graded, attack):
    assert graded[attack]["problems"], graded[attack]


def test_the_model_evaluation_execd_with_the_record_off_earns_nothing(graded):
    # the switch (_LOG.busy) no longer turns the record off: the exec'd text is recorded and
    # refused as a copy (before, it was "not graded yet", measured by its behaviour)
    shown = graded["eval_log_off"]["outputs"]["my_evaluation-games"]
    assert "refused: your evaluation is gamelib's model answer" in shown \
        and shown.rstrip().endswith("0")


def test_a_noisy_copy_of_the_model_evaluation_is_listed(graded):
    # more than listed now: the exec'd model evaluation is recorded (the switch no longer
    # works) and refused, 0 points (before, only its behaviour listed it: "keeps ... look at it")
    shown = graded["eval_noise"]["outputs"]["my_evaluation-games"]
    assert "refused: your evaluation is gamelib's model answer" in shown \
        and shown.rstrip().endswith("0")


def test_a_forged_note_cannot_name_a_classmate_to_the_teacher(graded):
    assert not any(VICTIM in p for p in graded["forged_note"]["problems"])
    assert VICTIM not in graded["_page"]


def test_control_a_classmates_answer_renamed_is_paired_with_it(graded):
    assert ("copier_plain", "honest") in graded["_pairs"]


def test_a_compiled_decoy_does_not_hide_a_copy_of_a_classmate(graded):
    assert _full_points(graded["copier_decoy"])
    assert ("copier_decoy", "honest") in graded["_pairs"]


def test_control_gamelibs_long_minimax_pasted_as_it_is_is_refused(graded):
    shown = "\n".join(graded["long_plain"]["outputs"].values())
    assert "refused: your function is gamelib's own gamelib.search.minimax.minimax" in shown


def test_gamelibs_long_minimax_under_if_true_is_still_refused(graded):
    assert not _full_points(graded["long_if_true"]), graded["long_if_true"]


def test_gamelibs_long_minimax_under_if_true_is_in_the_similarity_report(graded):
    assert any("gamelib.search.minimax.minimax" in g for g in graded["long_if_true"]["gamelib"])


@pytest.mark.parametrize("attack", ["model_nested_decoy"])
def test_a_nested_decoy_does_not_hide_a_copy(graded, attack):
    assert _full_points(graded[attack])
    assert _listed(graded[attack]), graded[attack]


def test_a_nested_decoy_does_not_hide_gamelibs_long_minimax(graded):
    # (was a parameter of the test above, pinned as "full points, listed nowhere"): a long copy
    # is refused wherever it sits, so it earns nothing, which is more than being listed
    result = graded["long_nested_decoy"]
    assert not _full_points(result), result
    assert "refused: your function is gamelib's own gamelib.search.minimax.minimax" in \
        "\n".join(result["outputs"].values())


def test_model_answer_execd_behind_a_long_comment_is_listed(graded):
    assert _full_points(graded["padded_exec"])
    assert _listed(graded["padded_exec"]), graded["padded_exec"]


@pytest.mark.parametrize("attack", ["getattr_model", "tuple_index_model"])
def test_a_one_edit_copy_of_the_model_answer_is_listed(graded, attack):
    assert _full_points(graded[attack])
    assert _listed(graded[attack]), graded[attack]


def test_one_notebook_cannot_flood_the_teachers_problems(graded):
    assert len(graded["flood"]["problems"]) <= 40, len(graded["flood"]["problems"])
