# copy of: the lecture's pseudocode (alpha-beta)
# MaxVal/MinVal written with functools.reduce and lambdas (the cut kept by a flag in the fold)
from functools import reduce


def my_alphabeta(game, state, depth, evaluate, alpha, beta):
    me = game.to_move(state)
    leaf = lambda u, d: d == 0 or game.is_terminal(u)

    def max_val(u, d, alpha, beta):
        if leaf(u, d):
            return evaluate(u, me)
        return reduce(lambda a, m: a if a >= beta else max(a, min_val(game.successor(u, m), d - 1, a, beta)),
                      game.legal_actions(u), alpha)

    def min_val(u, d, alpha, beta):
        if leaf(u, d):
            return evaluate(u, me)
        return reduce(lambda b, m: b if alpha >= b else min(b, max_val(game.successor(u, m), d - 1, alpha, b)),
                      game.legal_actions(u), beta)

    return max_val(state, depth, alpha, beta)
