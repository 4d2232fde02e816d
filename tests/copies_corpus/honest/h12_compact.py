def my_minimax(game, state, depth, evaluate):
    p = game.to_move(state)
    f = lambda s, d: evaluate(s, p) if d == 0 or game.is_terminal(s) else (
        max if game.to_move(s) == p else min)(f(game.successor(s, a), d - 1)
                                               for a in game.legal_actions(s))
    return f(state, depth)


def my_alphabeta(game, state, depth, evaluate, alpha, beta):
    p = game.to_move(state)

    def f(s, d, a, b):
        if d == 0 or game.is_terminal(s):
            return evaluate(s, p)
        for m in game.legal_actions(s):
            x = f(game.successor(s, m), d - 1, a, b)
            if game.to_move(s) == p: a = max(a, x)
            else: b = min(b, x)
            if a >= b: break
        return a if game.to_move(s) == p else b

    return f(state, depth, alpha, beta)
