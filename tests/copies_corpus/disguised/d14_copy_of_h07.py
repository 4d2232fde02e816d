# copy of: honest/h07_functional.py (minimax)
# another student's functional answer, renamed, the lambda made a named helper
from functools import reduce


def my_minimax(game, state, depth, evaluate):
    me = game.to_move(state)

    def val(pos, k):
        if k == 0 or game.is_terminal(pos):
            return evaluate(pos, me)
        op = max if game.to_move(pos) == me else min

        def child(m):
            return val(game.successor(pos, m), k - 1)

        return reduce(op, map(child, game.legal_actions(pos)))

    return val(state, depth)
