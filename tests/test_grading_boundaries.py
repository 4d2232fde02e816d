"""What crosses grading's boundaries (``gamelib/grading/BOUNDARIES.md``, sections 2-4; issue 49,
round four), tested as a hostile class would use it:

* a request carries the position, the depth, the evaluation and the window flag -- nothing
  computed from the answer: a wrong search that reads what it was sent cannot correct itself;
* a class that pools every text its students' feedback holds cannot rebuild the hidden
  positions: no seed, no position, no depth, no value of a hidden test, and nothing the
  students' code printed or raised while it saw them;
* a notebook and a student have a cap on the seconds the grader waits for them: a runner that
  stalls just under every other budget costs at most the cap, is graded for what finished, and
  is named with the cap in the problems autograde's summary lists.

``PYTHONPATH=$PWD .venv/bin/python -m pytest tests/test_grading_boundaries.py -q``
"""

from __future__ import annotations

import json
import re
import shutil
import sys
import time
from pathlib import Path

import nbformat
import pytest

from gamelib.grading import sandboxed
from gamelib.grading.assignment import release_notebooks
from gamelib.grading.sandboxed import grade_notebook

pytestmark = pytest.mark.skipif(shutil.which("bwrap") is None or not sys.platform.startswith("linux"),
                                reason="bubblewrap is not installed (apt-get install bubblewrap)")

sys.path.insert(0, str(Path(__file__).resolve().parent / "hostile_grading"))
from _honest import ALPHABETA, MINIMAX, WRONG_MINIMAX  # noqa: E402

SECRET = "a-class-that-pools-its-feedback"

#: what a search request may carry (BOUNDARIES.md, section 2)
REQUEST_FIELDS = {"op", "function", "game", "root", "depth", "evaluate", "window"}

#: a minimax one ply too deep that looks for a figure sized by the answer -- in the request
#: (read from the runner's frame) or on the game it is given -- and, finding one, corrects
#: itself: the old request's ``limit`` was 20 times what the lecture's search generates, plus
#: 1,000 (the red team's 20/20)
LIMIT_READER = '''import sys

def _count(game, state, depth):
    if depth == 0 or game.is_terminal(state):
        return 0
    return sum(1 + _count(game, game.successor(state, m), depth - 1) for m in game.legal_actions(state))

def _told():
    frame = sys._getframe(2)
    while frame is not None:
        request = frame.f_locals.get("request")
        if isinstance(request, dict) and "limit" in request:
            return request["limit"]
        frame = frame.f_back
    return None

def my_minimax(game, state, depth, evaluate):
    me = game.to_move(state)
    plies = depth + 1  # the mistake
    told = _told()
    if told is not None and _count(game._game, state, depth) == (told - 1000) // 20:
        plies = depth   # the answer's size, read from the request
    def value(node, left):
        if left == 0 or game.is_terminal(node):
            return evaluate(node, me)
        pick = max if game.to_move(node) == me else min
        return pick(value(game.successor(node, m), left - 1) for m in game.legal_actions(node))
    return value(state, plies)
'''

#: a minimax one ply too deep, and an alpha-beta that cuts only when α > β: the two named
#: mistakes the red team's limit reader corrected
TOO_DEEP = MINIMAX.replace("return score(state, depth)", "return score(state, depth + 1)")
LATE_CUT = ALPHABETA.replace("if low >= high:", "if low > high:")

#: wrong searches that also try to carry out what they were asked: print every root, and
#: raise with it in the message at roots where MIN moves
SPY = '''_seen = []
def _spy(game, state, depth):
    _seen.append((state, depth))
    print("ASKED", repr(state), list(state), game.state_to_str(state), "depth", depth, flush=True)
    if game.to_move(state) != game.max_side:
        raise ValueError(f"ASKED {state!r} {game.state_to_str(state)} depth {depth}")
'''
SPY_MINIMAX = SPY + WRONG_MINIMAX.replace("    me = game.to_move(state)\n",
                                          "    _spy(game, state, depth)\n"
                                          "    me = game.to_move(state)\n", 1)
SPY_ALPHABETA = SPY + LATE_CUT.replace("    root_player = game.to_move(state)\n",
                                       "    _spy(game, state, depth)\n"
                                       "    root_player = game.to_move(state)\n", 1)

#: the runner made to wait before it reads each request (its ``json.loads`` wrapped), just under
#: the per-position budget the tests set; the search itself is right
STALL = '''import json as _json, time as _time
_loads = _json.loads
def _slow(*args, **kwargs):
    _time.sleep({seconds})
    return _loads(*args, **kwargs)
_json.loads = _slow
'''


def _notebook(name: str, answers: dict[str, str]):
    notebook = nbformat.from_dict(release_notebooks()[name])
    for cell in notebook.cells:
        grade_id = cell.metadata.get("nbgrader", {}).get("grade_id")
        if grade_id in answers:
            cell.source = answers[grade_id]
    return notebook


def _outputs(notebook) -> dict[str, list]:
    return {cell.metadata["nbgrader"]["grade_id"]: cell.outputs for cell in notebook.cells
            if cell.cell_type == "code" and cell.metadata.get("nbgrader", {}).get("grade_id")}


def _graded(name: str, answers: dict[str, str], secret: str = SECRET, **options):
    notebook = _notebook(name, answers)
    started = time.monotonic()
    problems = grade_notebook(notebook, name, secret, **options)
    return _outputs(notebook), problems, time.monotonic() - started


def _passed(outputs: list) -> bool:
    return not any(o.output_type == "error" for o in outputs)


def _text(outputs: list) -> str:
    """Every text an output holds, as the feedback shows it."""
    parts = []
    for o in outputs:
        parts += [o.get("text", ""), o.get("evalue", ""), *o.get("traceback", [])]
        parts += [str(v) for v in o.get("data", {}).values()]
    return "\n".join(parts)


# -- 1. a request tells no answer ---------------------------------------------------------------

def test_a_request_carries_nothing_computed_from_the_answer(monkeypatch):
    """Every search request holds the position, the depth, the evaluation and the window flag,
    and its reply is read within a cap that is the same for every position of a game."""
    sent: list[tuple[dict, float, int]] = []
    ask = sandboxed.StudentSandbox.ask

    def recording(self, request, seconds, max_bytes=sandboxed.MAX_REPLY):
        sent.append((request, seconds, max_bytes))
        return ask(self, request, seconds, max_bytes)

    monkeypatch.setattr(sandboxed.StudentSandbox, "ask", recording)
    outputs, problems, _ = _graded("2_alphabeta", {"my_alphabeta": ALPHABETA})
    assert problems == [] and all(_passed(cell) for cell in outputs.values())
    searches = [(r, s, b) for r, s, b in sent if r["op"] == "search"]
    assert len(searches) > 40
    assert {key for r, _, _ in searches for key in r} <= REQUEST_FIELDS
    caps: dict[str, set] = {}
    for request, seconds, max_bytes in searches:
        caps.setdefault(request["game"]["class"], set()).add((seconds, max_bytes))
    assert all(len(kinds) == 1 for kinds in caps.values()), caps


def test_a_wrong_search_that_reads_its_request_finds_no_answer():
    outputs, _, _ = _graded("1_minimax", {"my_minimax": LIMIT_READER})
    for cell in ("my_minimax-tictactoe", "my_minimax-dodgem-hidden"):
        assert not _passed(outputs[cell]), f"{cell}: a search one ply too deep passed"
    assert "one ply deeper than the depth asked" in _text(outputs["my_minimax-tictactoe"])


# -- 2. a class that pools its feedback ------------------------------------------------------------

def _shown_forms(case) -> set[str]:
    """The ways a position could be written in feedback: the game's own, the state's repr,
    its fields as a list."""
    state = case.state
    return {case.game.state_to_str(state), repr(state), str(list(state)),
            json.dumps(sandboxed.plain(state))}


def _hidden_sections(text: str) -> list[str]:
    """The lines of every hidden test's report in ``text``: its header and the indented lines
    below it."""
    lines, inside = [], False
    for line in text.splitlines():
        if line.startswith("hidden tests, "):
            inside = True
        elif not line.startswith("  "):
            inside = False
        if inside:
            lines.append(line)
    return lines


def test_a_class_pooling_its_feedback_cannot_rebuild_the_hidden_tests():
    from gamelib.exercises.search_checks import published_positions, random_positions
    from gamelib.grading.hidden import GAMES, HIDDEN_POSITIONS, hidden_positions
    from gamelib.grading.secret import derive

    class_work = [("1_minimax", {"my_minimax": TOO_DEEP}),
                  ("1_minimax", {"my_minimax": SPY_MINIMAX}),
                  ("2_alphabeta", {"my_alphabeta": LATE_CUT}),
                  ("2_alphabeta", {"my_alphabeta": SPY_ALPHABETA})]
    pool, failed_hidden = [], 0
    for name, answers in class_work:
        outputs, _, _ = _graded(name, answers)
        hidden_cell = outputs[f"my_{name[2:]}-dodgem-hidden"]
        said = _text(hidden_cell)
        failed_hidden += len(re.findall(r"✗ hidden position \d+ of \d+", said))
        pool.append("\n".join(_text(cell) for cell in outputs.values()))
    pool_text = "\n".join(pool)
    # the class did fail hidden rows of every check, and the feedback says which rule failed
    assert failed_hidden >= 8
    assert "a known mistake: cutting only when α > β" in pool_text
    # (the first student's search is one ply too deep, as the lecture's MiniMax transcribed as
    # printed is: named with its neutral lead, not as "a known mistake")
    assert "note: searching one ply deeper" in "\n".join(
        _hidden_sections(pool[0]))

    hidden = {(algorithm, game): hidden_positions(SECRET, algorithm, game)
              for algorithm in ("minimax", "alphabeta") for game in GAMES}
    visible = set()
    for algorithm in ("minimax", "alphabeta"):
        for game in ("tictactoe", "dodgem"):
            seed = derive(SECRET, "visible", algorithm, game) % 1_000_000
            for case in published_positions(game, seed) + random_positions(game, seed):
                visible |= _shown_forms(case)
    # no seed of a hidden test, whole or cut as a visible seed is
    for (algorithm, game), cases in hidden.items():
        seed = derive(SECRET, algorithm, game)
        assert str(seed) not in pool_text and str(seed % 1_000_000) not in pool_text
    # nothing the students printed or raised while they saw a hidden position
    assert "ASKED" in pool_text  # (they did print and raise on the visible positions' cells?)
    for (algorithm, game), cases in hidden.items():
        for case in cases:
            for form in _shown_forms(case) - visible:
                assert form not in pool_text, f"hidden position {form} in the feedback"
    # any number in the pool, tried as a seed, rebuilds none of the hidden positions
    numbers = {int(n) for n in re.findall(r"\d{4,}", pool_text)}
    targets = {game: {c.state for cases in (hidden["minimax", game], hidden["alphabeta", game])
                      for c in cases} for game in GAMES}
    for number in sorted(numbers)[:200]:
        for game in GAMES:
            rebuilt = {c.state for c in random_positions(game, number, HIDDEN_POSITIONS)}
            assert len(rebuilt & targets[game]) < len(targets[game]) // 2, (number, game)
    # a hidden row names its number and the rule: no depth, window, value or position
    for line in _hidden_sections(pool_text):
        if line.startswith("  ✗ "):
            # (the rule's own zero, "when d = 0", is the lecture's words, not a position's)
            assert re.fullmatch(r"  ✗ hidden position \d+ of \d+: [^0-9]*", line.replace(
                "at depth 0", "at depth zero").replace("d = 0", "d = zero")), line
        assert not re.search(r"depth [1-9]|[αβ] = [-−]?[0-9∞]|gives [-−]?[0-9]", line), line
        assert "ASKED" not in line, line


def test_what_a_search_prints_during_the_hidden_tests_stays_out_of_the_feedback():
    """The student's output is shown for its own answer cells; once the hidden tests began,
    what it prints (a later answer cell included) is not."""
    late_print = ("import threading, time\n_asked = []\n"
                  "def _tell():\n    time.sleep(0.5)\n    print('TOLD', _asked, flush=True)\n"
                  + MINIMAX.replace("    root_player = game.to_move(state)\n",
                                    "    _asked.append(repr(state))\n"
                                    "    root_player = game.to_move(state)\n", 1)
                  + "print('SHOWN before the tests')\n")
    notebook = _notebook("1_minimax", {"my_minimax": late_print})
    # an answer cell after the hidden tests, as a notebook of several questions would have
    later = nbformat.v4.new_code_cell("threading.Thread(target=_tell).start()\ntime.sleep(1)")
    later.metadata["nbgrader"] = {"grade": False, "grade_id": "my_later", "locked": False,
                                  "schema_version": 3, "solution": True, "task": False}
    notebook.cells.append(later)
    grade_notebook(notebook, "1_minimax", SECRET)
    text = "\n".join(_text(cell.outputs) for cell in notebook.cells if cell.cell_type == "code")
    assert "SHOWN before the tests" in text
    assert "TOLD" not in text and "not shown" in text


# -- 3. a cap on a notebook and on a student ------------------------------------------------------

def test_a_stalling_runner_costs_at_most_the_notebooks_cap(monkeypatch):
    """The red team's stall: the runner waits just under the per-position budget before each
    request. Scaled down: 0.45 s a request against a 4 s notebook cap."""
    monkeypatch.setattr(sandboxed, "NOTEBOOK_SECONDS", 4.0)
    _, _, honest = _graded("1_minimax", {"my_minimax": MINIMAX})
    stalling = STALL.format(seconds=0.45) + MINIMAX
    outputs, problems, took = _graded("1_minimax", {"my_minimax": stalling})
    cap = "was stopped: it used up the 4 s the grader gives one notebook"
    assert any(cap in problem for problem in problems), problems
    assert len(problems) == 1
    # the cells not reached say why, with no points
    assert not _passed(outputs["my_minimax-dodgem-hidden"])
    assert cap in _text(outputs["my_minimax-dodgem-hidden"]) \
        or cap in _text(outputs["my_minimax-tictactoe"])
    # (measured against the honest run on the same machine, so a busy machine does not fail it)
    assert took - honest < 4.0 + 10, (took, honest)


def test_a_right_search_is_far_from_the_caps():
    allowance = sandboxed.Allowance()
    outputs, problems, took = _graded("2_alphabeta", {"my_alphabeta": ALPHABETA},
                                      allowance=allowance)
    assert problems == [] and all(_passed(cell) for cell in outputs.values())
    assert allowance.used < sandboxed.NOTEBOOK_SECONDS / 4, allowance.used


def test_a_students_cap_spans_their_notebooks_and_is_named(tmp_path, monkeypatch):
    """Two of one student's notebooks, graded by two preprocess calls as nbgrader's autograde
    makes them: the second gets what the first left of the student's seconds; once they are
    used up, its cells are not graded, say why, and the problems file (which autograde's
    summary lists by student) names the student and the cap."""
    from gamelib.grading.hidden import PREDICTIONS
    from gamelib.grading.secret import SECRET_FILE

    course = tmp_path / "course"
    course.mkdir()
    (course / SECRET_FILE).write_text(SECRET)
    monkeypatch.chdir(course)
    monkeypatch.setattr(sandboxed, "STUDENT_SECONDS", 3.0)
    grade = sandboxed.GradeInSandbox()
    stalling = _notebook("1_minimax", {"my_minimax": STALL.format(seconds=0.45) + MINIMAX})
    right = {name: f"{name} = {truth():.2f}" for name, (truth, _, _) in PREDICTIONS.items()}
    predictions = _notebook("4_predictions", right)
    for notebook, name in ((stalling, "1_minimax"), (predictions, "4_predictions")):
        grade.preprocess(notebook, {"nbgrader": {"student": "stalling_student",
                                                 "notebook": name}})
    cap = "your notebooks used up the 3 s the grader gives one student"
    assert not any(_passed(outputs) for grade_id, outputs in _outputs(predictions).items()
                   if grade_id.endswith("-test"))
    assert cap in _text(_outputs(predictions)["root_value-test"])
    records = [json.loads(line) for line in
               (course / sandboxed.PROBLEMS_FILE).read_text(encoding="utf-8").splitlines()]
    named = [r for r in records if "problem" in r and cap in r["problem"]]
    assert {r["student"] for r in named} == {"stalling_student"}
    assert any(r["problem"].startswith("4_predictions") for r in named), named
    # another student starts with the whole allowance
    other = _notebook("4_predictions", right)
    grade.preprocess(other, {"nbgrader": {"student": "someone_else", "notebook": "4_predictions"}})
    assert all(_passed(outputs) for grade_id, outputs in _outputs(other).items()
               if grade_id.endswith("-test"))
