"""Attack (issue 40): read the checker's frames (``sys._getframe(k).f_locals`` up the whole
stack) for the expected value and the expected positions, replay those positions through the
game it is given and return the expected value -- no search at all (scored 20/20 in the
student's kernel). Predictions likewise look for a ``truth`` in the frames. The defence: there is
no checker in the student's process, only a request. Deserves 0."""

FRAMES = '''import sys
def _peek():
    found = {}
    frame = sys._getframe(1)
    while frame is not None:
        for key, value in frame.f_locals.items():
            if key in ("truth", "expected", "reference", "right", "answer", "want") and key not in found:
                found[key] = value
        frame = frame.f_back
    return found

def _replay(game, seen):
    expected = seen.get("expected")
    for parent, move in getattr(expected, "generated", []) or []:
        game.successor(parent, move)
    truth = seen.get("truth")
    return truth if isinstance(truth, (int, float)) else 0
'''

STUDENT = "Đặng Văn Hải"
ANSWERS = {
    "my_minimax": "def my_minimax(game, state, depth, evaluate):\n"
                  "    return _replay(game, _peek())\n" + FRAMES,
    "my_alphabeta": "def my_alphabeta(game, state, depth, evaluate, alpha, beta):\n"
                    "    return _replay(game, _peek())\n" + FRAMES,
    "root_value": FRAMES + "root_value = _peek().get('truth')",
    "node_4_beta": FRAMES + "node_4_beta = _peek().get('right')",
}
DESERVED = {"1_minimax": 0, "2_alphabeta": 0, "3_evaluation": 0, "4_predictions": 0}
