"""Grading no student code can touch (issue 40, items 1-4), one notebook at a time: the answer
cells attack the grader as the report's students did, and each earns exactly what its search
earns -- the verdict is made outside their process. (The whole workflow, with a Moodle download
and nbgrader, is tests/test_grading.py and the red team's tests/test_red_team_grading.py.)"""

from __future__ import annotations

import re
import shutil
import sys
import time

import nbformat
import pytest

from gamelib.grading.assignment import release_notebooks
from gamelib.grading.sandboxed import POSITION_SECONDS, grade_notebook

pytestmark = pytest.mark.skipif(shutil.which("bwrap") is None or not sys.platform.startswith("linux"),
                                reason="bubblewrap is not installed (apt-get install bubblewrap)")

SECRET = "a-course-secret-never-seen-inside"

#: an honest minimax, written for these tests (not gamelib's code)
MINIMAX = '''def my_minimax(game, state, depth, evaluate):
    me = game.to_move(state)

    def value(node, left):
        if left == 0 or game.is_terminal(node):
            return evaluate(node, me)
        children = []
        for move in game.legal_actions(node):
            children.append(value(game.successor(node, move), left - 1))
        return max(children) if game.to_move(node) == me else min(children)

    return value(state, depth)
'''


def _graded(name: str, answers: dict[str, str]) -> tuple[dict[str, list], list[str], float]:
    """The released notebook ``name`` with ``answers`` in its answer cells, graded: each graded
    cell's outputs by grade id, the problems, and the seconds it took."""
    notebook = nbformat.from_dict(release_notebooks()[name])
    for cell in notebook.cells:
        grade_id = cell.metadata.get("nbgrader", {}).get("grade_id")
        if grade_id in answers:
            cell.source = answers[grade_id]
    started = time.monotonic()
    problems = grade_notebook(notebook, name, SECRET)
    took = time.monotonic() - started
    outputs = {cell.metadata["nbgrader"]["grade_id"]: cell.outputs for cell in notebook.cells
               if cell.cell_type == "code" and cell.metadata.get("nbgrader", {}).get("grade_id")}
    return outputs, problems, took


def _passed(outputs: list) -> bool:
    return not any(o.output_type == "error" for o in outputs)


def _text(outputs: list) -> str:
    return "\n".join(o.get("text", "") + o.get("evalue", "") for o in outputs)


def test_an_honest_minimax_passes_both_test_cells():
    outputs, problems, _ = _graded("1_minimax", {"my_minimax": MINIMAX})
    assert problems == []
    assert _passed(outputs["my_minimax-tictactoe"]) and _passed(outputs["my_minimax-dodgem-hidden"])
    # (8 hidden positions, and one more for each witness they lack: search_checks.WITNESSES;
    # this honest answer values for the side to move: accepted, as the other convention)
    assert re.search(r"hidden tests, Dodgem: all (8|9|1[0-3]) positions (right|accepted, in the "
                     r"other convention)",
                     _text(outputs["my_minimax-dodgem-hidden"]))



def test_a_check_gives_all_its_positions_one_budget(monkeypatch):
    """A right search that waits just under each position's limit would cost the teacher
    minutes a student (the red team: 4.5 s a position, 46 positions a notebook): a check sends
    no new position once its budget is used, and says so."""
    from gamelib.grading import sandboxed

    monkeypatch.setattr(sandboxed, "CHECK_SECONDS", 1.0)
    slow = MINIMAX + ("\n_right = my_minimax\n\n"
                      "def my_minimax(game, state, depth, evaluate):\n"
                      "    import time\n    time.sleep(0.4)\n"
                      "    return _right(game, state, depth, evaluate)\n")
    outputs, problems, took = _graded("1_minimax", {"my_minimax": slow})
    said = _text(outputs["my_minimax-tictactoe"])
    assert not _passed(outputs["my_minimax-tictactoe"])
    assert "not tried: your function used up the 1 s this check gives all its positions" in said
    assert problems == []

@pytest.mark.parametrize("attack", [
    # the checker replaced in sys.modules: it is not even in the sandbox, and judges nothing there
    "import sys, types\nchecks = types.ModuleType('gamelib.exercises.search_checks')\n"
    "checks.check_minimax = lambda *a, **k: None\nsys.modules[checks.__name__] = checks\n"
    "def my_minimax(game, state, depth, evaluate):\n    return 0\n",
    # builtins hooked so that every import hands back a stub
    "import builtins\nreal = builtins.__import__\n"
    "builtins.__import__ = lambda name, *a, **k: real('types')\n"
    "def my_minimax(game, state, depth, evaluate):\n    return 0\n",
    # the caller's frame read for the expected answer (there is none in the sandbox)
    "import sys\ndef my_minimax(game, state, depth, evaluate):\n"
    "    frame = sys._getframe(1)\n    return frame.f_locals.get('truth', 0)\n",
    # a number that equals everything
    "class Anything(float):\n    def __eq__(self, other):\n        return True\n"
    "    __hash__ = float.__hash__\n"
    "def my_minimax(game, state, depth, evaluate):\n    return Anything(0)\n",
    # gamelib's own search called (not in the sandbox: only the rules are)
    "def my_minimax(game, state, depth, evaluate):\n    from gamelib.search import minimax\n"
    "    return minimax(game, state, depth=depth, evaluate=evaluate).value\n",
])
def test_an_attack_on_the_grader_earns_nothing(attack):
    outputs, _, _ = _graded("1_minimax", {"my_minimax": attack})
    assert not _passed(outputs["my_minimax-tictactoe"])
    assert not _passed(outputs["my_minimax-dodgem-hidden"])


def test_a_student_cell_sees_no_secret_no_course_and_no_gamelib_searches(tmp_path, monkeypatch):
    course = tmp_path / "course"
    (course / "submitted" / "other-student").mkdir(parents=True)
    (course / ".gamelib-course-secret").write_text(SECRET)
    (course / "gradebook.db").write_text("grades")
    monkeypatch.chdir(course)
    snoop = ("import os, sys\nfor path in [os.getcwd(), '" + str(course) + "', '/root', '/home']:\n"
             "    print(path, os.path.exists(path))\n"
             "print('secret' , [k for k, v in os.environ.items() if 'secret' in v.lower()])\n"
             "import importlib.util\nprint('search', importlib.util.find_spec('gamelib.search'))\n"
             + MINIMAX)
    outputs, problems, _ = _graded("1_minimax", {"my_minimax": snoop})
    notebook_text = "\n".join(_text(o) for o in outputs.values())
    assert SECRET not in notebook_text
    assert f"{course} False" in notebook_text and "search None" in notebook_text
    assert _passed(outputs["my_minimax-tictactoe"])  # the honest search still earns its points


def test_predictions_are_read_as_plain_values():
    from gamelib.grading.hidden import PREDICTIONS

    right = {name: f"{name} = {truth():.2f}" for name, (truth, _, _) in PREDICTIONS.items()}
    zero = "class Zero(float):\n    def __sub__(self, other):\n        return 0.0\n" \
           "    __rsub__ = __sub__\n    def __abs__(self):\n        return 0.0\n"
    answers = {**right, "root_value": zero + "root_value = Zero(-5)",
               "node_4_beta": "node_4_beta = '8'"}
    outputs, _, _ = _graded("4_predictions", answers)
    # a float subclass is read as the plain number it holds: its arithmetic does not count
    assert not _passed(outputs["root_value-test"])
    assert "root_value = -5 is not right: it is 2" in _text(outputs["root_value-test"])
    assert _passed(outputs["node_4_beta-test"])             # a number written as text is read
    assert _passed(outputs["othello_moves-test"]) and _passed(outputs["elo_expected-test"])


def test_a_notebook_whose_process_dies_is_graded_for_what_finished():
    from gamelib.grading.hidden import PREDICTIONS

    right = {name: f"{name} = {truth():.2f}" for name, (truth, _, _) in PREDICTIONS.items()}
    answers = {**right, "othello_moves": "import os\nos._exit(3)"}
    outputs, problems, _ = _graded("4_predictions", answers)
    assert _passed(outputs["root_value-test"]) and _passed(outputs["node_4_beta-test"])
    assert not _passed(outputs["othello_moves-test"]) and not _passed(outputs["elo_expected-test"])
    assert "exit status 3" in _text(outputs["elo_expected-test"])
    assert any("exit status 3" in problem for problem in problems)


def test_a_loop_that_ignores_signals_costs_one_budget():
    stubborn = ("import signal\nfor number in (signal.SIGALRM, signal.SIGINT, signal.SIGTERM):\n"
                "    signal.signal(number, signal.SIG_IGN)\n"
                "def my_minimax(game, state, depth, evaluate):\n    while True:\n        pass\n")
    _, _, honest = _graded("1_minimax", {"my_minimax": MINIMAX})
    outputs, problems, hanging = _graded("1_minimax", {"my_minimax": stubborn})
    assert not _passed(outputs["my_minimax-tictactoe"])
    assert "did not finish" in _text(outputs["my_minimax-tictactoe"])
    assert problems
    # killed from outside after one budget; the next cell is not tried again (measured against
    # the honest run on the same machine, so a busy machine does not fail it)
    assert hanging - honest < POSITION_SECONDS + 20


def test_a_memory_hog_is_stopped_and_named():
    hog = "blocks = []\nwhile True:\n    blocks.append(b'x' * (100 * 2**20))\n" + MINIMAX
    outputs, problems, _ = _graded("1_minimax", {"my_minimax": hog})
    assert not _passed(outputs["my_minimax-tictactoe"])
    assert any("memory" in problem or "signal 9" in problem for problem in problems), problems


def test_an_evaluation_equal_to_gamelibs_in_disguise_is_refused():
    disguised = ("from gamelib.evaluation.dodgem import DodgemEvaluation\n"
                 "from gamelib.games.dodgem import Dodgem\n"
                 "_inner = DodgemEvaluation.report2(Dodgem(3))\n"
                 "def my_evaluation(state, player):\n    return 3 * _inner(state, player) + 7\n")
    outputs, _, _ = _graded("3_evaluation", {"my_evaluation": disguised})
    cell = outputs["my_evaluation-games"]
    assert "orders every pair of positions" in _text(cell)
    assert [o for o in cell if o.output_type == "execute_result"][0].data["text/plain"] == "0"


def test_a_known_mistake_is_named_in_feedback_and_counted():
    late = '''def my_alphabeta(game, state, depth, evaluate, alpha, beta):
    me = game.to_move(state)

    def walk(u, d, a, b):
        if d == 0 or game.is_terminal(u):
            return evaluate(u, me)
        mine = game.to_move(u) == me
        for move in game.legal_actions(u):
            v = walk(game.successor(u, move), d - 1, a, b)
            if mine:
                a = max(a, v)
            else:
                b = min(b, v)
            if a > b:
                break
        return a if mine else b

    return walk(state, depth, alpha, beta)
'''
    notebook = nbformat.from_dict(release_notebooks()["2_alphabeta"])
    for cell in notebook.cells:
        if cell.metadata.get("nbgrader", {}).get("grade_id") == "my_alphabeta":
            cell.source = late
    mistakes: list[str] = []
    grade_notebook(notebook, "2_alphabeta", SECRET, mistakes=mistakes)
    assert mistakes == ["late-cut"]
    said = "\n".join(_text(cell.outputs) for cell in notebook.cells if cell.cell_type == "code")
    assert "a known mistake: cutting only when α > β" in said


def test_helpers_defined_before_the_answer_are_the_students_own():
    helper_first = ("def better(a, b, maximizing):\n    return max(a, b) if maximizing else min(a, b)\n\n"
                    + MINIMAX)
    outputs, problems, _ = _graded("1_minimax", {"my_minimax": helper_first})
    assert problems == [] and _passed(outputs["my_minimax-tictactoe"])


def test_a_flood_of_generated_positions_costs_the_grader_little():
    flood = ("def my_minimax(game, state, depth, evaluate):\n"
             "    move = list(game.legal_actions(state))[0]\n"
             "    pair = [list(state), list(move) if isinstance(move, tuple) else move]\n"
             "    game.generated.extend([pair] * 100_000)\n"
             "    return evaluate(state, game.to_move(state))\n")
    _, _, honest = _graded("1_minimax", {"my_minimax": MINIMAX})
    outputs, _, flooded = _graded("1_minimax", {"my_minimax": flood})
    assert not _passed(outputs["my_minimax-tictactoe"])
    assert "KB at once" in _text(outputs["my_minimax-tictactoe"])  # stopped at the first one
    assert flooded - honest < 30  # the grader reads no more than it must (no tight clock here)
