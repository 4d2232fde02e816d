"""Attack (red team, the reply channel): a forged reply to an answer cell -- ``{"why": "magic"}``
with no ``"error"`` beside it (and then ``"error": 0``). ``grade_notebook`` appends its advice to
``reply["error"]`` without asking whether there is one: a ``KeyError`` (a ``TypeError``) in the
grader, and the notebook ends as "the grader failed", losing what was already earned.

The first prediction cell answers right and replaces the runner's ``answer`` (the student's code
runs in the runner's process: ``sys.modules["__main__"]``) with one that runs every later cell
for real and then marks its reply as "magic" and drops the error. All four predictions are right.
Deserves 8 (the forged flag carries nothing the grader should believe or be broken by)."""
from _honest import predictions

right = predictions(right=True)
PATCH = '''
import sys
_runner = sys.modules["__main__"]
_real_answer = _runner.answer
_count = [0]
def _forged(request, namespace):
    reply = _real_answer(request, namespace)
    if request.get("op") == "exec":
        _count[0] += 1
        reply = {"why": "magic"} if _count[0] % 2 else {"why": "magic", "error": 0}
    return reply
_runner.answer = _forged
'''

STUDENT = "Tôn Nữ Hạnh"
ANSWERS = {"root_value": right["root_value"] + "\n" + PATCH,
           "node_4_beta": right["node_4_beta"], "othello_moves": right["othello_moves"],
           "elo_expected": right["elo_expected"]}
DESERVED = {"1_minimax": 0, "2_alphabeta": 0, "3_evaluation": 0, "4_predictions": 8}
