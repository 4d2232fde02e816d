"""Right answers to the search exercises, written for the tests (gamelib ships none a student
could call): each in the lecture's MaxVal/MinVal form, in a shape of its own."""

import math

INF = math.inf


def minimax(game, state, depth, evaluate):
    me = game.to_move(state)

    def max_value(u, d):
        if d == 0 or game.is_terminal(u):
            return evaluate(u, me)
        best = -INF
        for a in game.legal_actions(u):
            child = game.successor(u, a)
            best = max(best, next_value(child, d - 1))
        return best

    def min_value(u, d):
        if d == 0 or game.is_terminal(u):
            return evaluate(u, me)
        best = INF
        for a in game.legal_actions(u):
            child = game.successor(u, a)
            best = min(best, next_value(child, d - 1))
        return best

    def next_value(u, d):
        return max_value(u, d) if game.to_move(u) == me else min_value(u, d)

    return next_value(state, depth)


def alphabeta(game, state, depth, evaluate, alpha=-INF, beta=INF):
    me = game.to_move(state)

    def max_value(u, d, alpha, beta):
        if d == 0 or game.is_terminal(u):
            return evaluate(u, me)
        for a in game.legal_actions(u):
            child = game.successor(u, a)
            alpha = max(alpha, next_value(child, d - 1, alpha, beta))
            if alpha >= beta:
                return alpha
        return alpha

    def min_value(u, d, alpha, beta):
        if d == 0 or game.is_terminal(u):
            return evaluate(u, me)
        for a in game.legal_actions(u):
            child = game.successor(u, a)
            beta = min(beta, next_value(child, d - 1, alpha, beta))
            if alpha >= beta:
                return beta
        return beta

    def next_value(u, d, alpha, beta):
        side = max_value if game.to_move(u) == me else min_value
        return side(u, d, alpha, beta)

    return next_value(state, depth, alpha, beta)


def expectimax(game, state, depth, evaluate):
    me = game.to_move(state)

    def expected(u, d):
        if d == 0 or game.is_terminal(u):
            return evaluate(u, me)
        found = []
        for a in game.legal_actions(u):
            found.append(expected(game.successor(u, a), d - 1))
        if game.to_move(u) == me:
            return max(found)
        return sum(found) / len(found)

    return expected(state, depth)
