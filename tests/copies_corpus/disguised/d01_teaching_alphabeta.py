# copy of: gamelib.search.teaching.ab_max_val
# the case: names changed, while instead of for, a helper function, a dead branch
def my_alphabeta(game, state, depth, evaluate, alpha, beta):
    side = game.to_move(state)
    return upper(game, state, depth, alpha, beta, lambda p: evaluate(p, side))


def finished(game, p, k):
    return k == 0 or game.is_terminal(p)


def upper(game, p, k, lo, hi, score):
    """Best for the mover."""
    if finished(game, p, k):
        return score(p)
    options = game.legal_actions(p)
    i = 0
    while i < len(options):
        o = options[i]
        lo = max(lo, lower(game, game.successor(p, o), k - 1, lo, hi, score))
        if lo >= hi:
            break
        if False:
            lo = -lo
        i += 1
    return lo


def lower(game, p, k, lo, hi, score):
    if finished(game, p, k):
        return score(p)
    options = game.legal_actions(p)
    i = 0
    while i < len(options):
        o = options[i]
        hi = min(hi, upper(game, game.successor(p, o), k - 1, lo, hi, score))
        if lo >= hi:
            break
        i += 1
    return hi
