"""Control (red team): an honest, correct minimax and alpha-beta that keep their values in
numpy (``numpy.max`` / ``numpy.min`` of the children's values, as many students write), so they
return a ``numpy.float64`` -- a subclass of ``float`` that the runner names instead of sending
("a value of type float64, not a number"). The lesson's own check (``check_minimax``) calls the
same functions "right" on every position; the grader gives 0 and says "wrong value ... the
positions you generated are right". Deserves 10 + 10."""

STUDENT = "Kha Thị Mỹ"
ANSWERS = {"my_minimax": '''import numpy as np

def my_minimax(game, state, depth, evaluate):
    side = game.to_move(state)
    def go(node, left):
        if left == 0 or game.is_terminal(node):
            return np.float64(evaluate(node, side))
        scores = np.array([go(game.successor(node, m), left - 1) for m in game.legal_actions(node)])
        return np.max(scores) if game.to_move(node) == side else np.min(scores)
    return go(state, depth)
''', "my_alphabeta": '''import numpy as np

def my_alphabeta(game, state, depth, evaluate, alpha, beta):
    side = game.to_move(state)
    def go(node, left, lo, hi):
        if left == 0 or game.is_terminal(node):
            return np.float64(evaluate(node, side))
        mine = game.to_move(node) == side
        for m in game.legal_actions(node):
            got = go(game.successor(node, m), left - 1, lo, hi)
            if mine:
                lo = np.maximum(lo, got)
            else:
                hi = np.minimum(hi, got)
            if lo >= hi:
                break
        return lo if mine else hi
    return go(state, depth, np.float64(alpha), np.float64(beta))
'''}
DESERVED = {"1_minimax": 10, "2_alphabeta": 10, "3_evaluation": 0, "4_predictions": 0}
