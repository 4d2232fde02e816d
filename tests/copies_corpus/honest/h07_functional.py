from functools import reduce


def my_minimax(game, state, depth, evaluate):
    who = game.to_move(state)

    def score(s, n):
        if n == 0 or game.is_terminal(s):
            return evaluate(s, who)
        combine = max if game.to_move(s) == who else min
        return reduce(combine, map(lambda a: score(game.successor(s, a), n - 1),
                                   game.legal_actions(s)))

    return score(state, depth)


def my_alphabeta(game, state, depth, evaluate, alpha, beta):
    who = game.to_move(state)

    def score(s, n, lo, hi):
        if n == 0 or game.is_terminal(s):
            return evaluate(s, who)
        up = game.to_move(s) == who
        actions = iter(game.legal_actions(s))
        for a in actions:
            x = score(game.successor(s, a), n - 1, lo, hi)
            lo, hi = (max(lo, x), hi) if up else (lo, min(hi, x))
            if lo >= hi:
                break
        return lo if up else hi

    return score(state, depth, alpha, beta)
