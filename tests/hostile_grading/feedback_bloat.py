"""Attack (red team, the reply channel): a prediction's value as a string of 4 MB. The runner
cuts a string value to 100 characters, but it runs in the student's process: the first
prediction cell replaces its ``answer`` so that every value request is answered with just under
the 4 MB a reply may hold. The grader reads any ``str`` value whole, ``hidden.number`` cannot
read it as a number, and its ``CheckFailed`` message holds ``{given!r}`` -- all 4 MB, for each
of the four predictions -- in the graded notebook and the feedback, where the student's own
output is cut at 10,000 characters. Deserves 0; the feedback must stay small."""
PATCH = '''import sys
_runner = sys.modules["__main__"]
_real_answer = _runner.answer
def _bloated(request, namespace):
    if request.get("op") == "value":
        return {"value": "Bloat " * (4 * 1024 * 1024 // 6 - 20)}
    return _real_answer(request, namespace)
_runner.answer = _bloated
root_value = "?"
'''

STUDENT = "Vi Văn Lộc"
ANSWERS = {"root_value": PATCH, "node_4_beta": "node_4_beta = '?'",
           "othello_moves": "othello_moves = '?'", "elo_expected": "elo_expected = '?'"}
DESERVED = {"1_minimax": 0, "2_alphabeta": 0, "3_evaluation": 0, "4_predictions": 0}
