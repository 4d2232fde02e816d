import math


def max_value(game, s, depth, evaluate, player):
    if game.is_terminal(s) or depth <= 0:
        return evaluate(s, player)
    best = -math.inf
    for move in game.legal_actions(s):
        result = min_value(game, game.successor(s, move), depth - 1, evaluate, player)
        if result > best:
            best = result
    return best


def min_value(game, s, depth, evaluate, player):
    if game.is_terminal(s) or depth <= 0:
        return evaluate(s, player)
    best = math.inf
    for move in game.legal_actions(s):
        result = max_value(game, game.successor(s, move), depth - 1, evaluate, player)
        if result < best:
            best = result
    return best


def my_minimax(game, state, depth, evaluate):
    return max_value(game, state, depth, evaluate, game.to_move(state))


def ab_max(game, s, depth, evaluate, player, alpha, beta):
    if game.is_terminal(s) or depth <= 0:
        return evaluate(s, player)
    for move in game.legal_actions(s):
        result = ab_min(game, game.successor(s, move), depth - 1, evaluate, player, alpha, beta)
        if result > alpha:
            alpha = result
        if alpha >= beta:
            return alpha
    return alpha


def ab_min(game, s, depth, evaluate, player, alpha, beta):
    if game.is_terminal(s) or depth <= 0:
        return evaluate(s, player)
    for move in game.legal_actions(s):
        result = ab_max(game, game.successor(s, move), depth - 1, evaluate, player, alpha, beta)
        if result < beta:
            beta = result
        if alpha >= beta:
            return beta
    return beta


def my_alphabeta(game, state, depth, evaluate, alpha, beta):
    return ab_max(game, state, depth, evaluate, game.to_move(state), alpha, beta)
