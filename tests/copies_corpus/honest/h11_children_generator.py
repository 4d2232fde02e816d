import math


def children(game, position):
    for move in game.legal_actions(position):
        yield game.successor(position, move)


def my_minimax(game, state, depth, evaluate):
    me = game.to_move(state)

    def mm(position, remaining):
        if remaining < 1 or game.is_terminal(position):
            return evaluate(position, me)
        if game.to_move(position) == me:
            top = -math.inf
            for child in children(game, position):
                top = max(top, mm(child, remaining - 1))
            return top
        bottom = math.inf
        for child in children(game, position):
            bottom = min(bottom, mm(child, remaining - 1))
        return bottom

    return mm(state, depth)


def my_alphabeta(game, state, depth, evaluate, alpha, beta):
    me = game.to_move(state)

    def ab(position, remaining, alpha, beta):
        if remaining < 1 or game.is_terminal(position):
            return evaluate(position, me)
        my_turn = game.to_move(position) == me
        for child in children(game, position):
            result = ab(child, remaining - 1, alpha, beta)
            if my_turn:
                alpha = max(alpha, result)
            else:
                beta = min(beta, result)
            if beta <= alpha:
                return alpha if my_turn else beta
        return alpha if my_turn else beta

    return ab(state, depth, alpha, beta)
