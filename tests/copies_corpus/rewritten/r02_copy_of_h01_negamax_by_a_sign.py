# copy of: honest/h01_maxmin_pair.py (minimax)
# a classmate's max/min pair folded into one function by a sign (a negamax rewrite):
# the same lines, the comparison and the bound flipped by the side
import math


def value(game, s, depth, evaluate, player, sign):
    if game.is_terminal(s) or depth <= 0:
        return evaluate(s, player)
    best = -sign * math.inf
    for move in game.legal_actions(s):
        result = value(game, game.successor(s, move), depth - 1, evaluate, player, -sign)
        if sign * result > sign * best:
            best = result
    return best


def my_minimax(game, state, depth, evaluate):
    return value(game, state, depth, evaluate, game.to_move(state), 1)
