# copy of: honest/h02_negamax.py (alpha-beta)
# another student's negamax: renamed, a helper extracted for the child's value, comments
def child_value(search, game, node, m, left, lo, hi):
    # the child's value seen from here
    return -search(game.successor(node, m), left - 1, -hi, -lo)


def my_alphabeta(game, state, depth, evaluate, alpha, beta):
    first = game.to_move(state)

    def s(x, k, a, b):
        sgn = 1 if game.to_move(x) == first else -1
        if k == 0 or game.is_terminal(x):
            return sgn * evaluate(x, first)
        for m in game.legal_actions(x):
            a = max(a, child_value(s, game, x, m, k, a, b))
            if a >= b:
                break
        return a

    return s(state, depth, alpha, beta)
