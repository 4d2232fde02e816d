"""Control (red team, round 2: the runner reads NumPy numbers): an honest, correct minimax and
alpha-beta that keep their values as ``numpy.longdouble`` (extended precision, as a student
who wants "more exact" floats writes). ``numpy.longdouble`` is a ``numbers.Real`` from module
numpy, so the runner calls ``.item()`` -- which for a long double returns a ``numpy.longdouble``
again (it does not fit a Python float losslessly), not an int or a float: the runner then sends
``{"type": "longdouble"}`` and the grader says "a value of type longdouble, not a number". The
lesson's own check (``check_minimax``) calls the same functions right (``float()`` reads them).
Deserves 10 + 10."""

STUDENT = "Hà Thị Ngân"
ANSWERS = {"my_minimax": '''import numpy as np

def my_minimax(game, state, depth, evaluate):
    side = game.to_move(state)
    def go(node, left):
        if left == 0 or game.is_terminal(node):
            return np.longdouble(evaluate(node, side))
        scores = [go(game.successor(node, m), left - 1) for m in game.legal_actions(node)]
        return max(scores) if game.to_move(node) == side else min(scores)
    return go(state, depth)
''', "my_alphabeta": '''import numpy as np

def my_alphabeta(game, state, depth, evaluate, alpha, beta):
    side = game.to_move(state)
    def go(node, left, lo, hi):
        if left == 0 or game.is_terminal(node):
            return np.longdouble(evaluate(node, side))
        mine = game.to_move(node) == side
        for m in game.legal_actions(node):
            got = go(game.successor(node, m), left - 1, lo, hi)
            if mine:
                lo = max(lo, got)
            else:
                hi = min(hi, got)
            if lo >= hi:
                break
        return lo if mine else hi
    return go(state, depth, np.longdouble(alpha), np.longdouble(beta))
'''}
DESERVED = {"1_minimax": 10, "2_alphabeta": 10, "3_evaluation": 0, "4_predictions": 0}
