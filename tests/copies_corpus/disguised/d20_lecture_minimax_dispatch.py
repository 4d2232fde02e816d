# copy of: the lecture's pseudocode (minimax)
# MaxVal/MinVal reached through a dispatch dict keyed by whose turn it is, the loops as map
def my_minimax(game, state, depth, evaluate):
    me = game.to_move(state)

    def max_val(u, d):
        if d == 0 or game.is_terminal(u):
            return evaluate(u, me)
        v = float("-inf")
        for a in game.legal_actions(u):
            v = max(v, TURN[False](game.successor(u, a), d - 1))
        return v

    def min_val(u, d):
        if d == 0 or game.is_terminal(u):
            return evaluate(u, me)
        v = float("inf")
        for a in game.legal_actions(u):
            v = min(v, TURN[True](game.successor(u, a), d - 1))
        return v

    TURN = {True: max_val, False: min_val}
    return TURN[True](state, depth)
