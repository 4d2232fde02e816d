# copy of: honest/h01_maxmin_pair.py (minimax)
# a classmate's answer rewritten with lambdas, map and a dispatch dict
import math
from functools import reduce

best_of = {True: lambda x, y: x if x > y else y, False: lambda x, y: y if x > y else x}


def side(game, s, depth, evaluate, player, maxing):
    if game.is_terminal(s) or depth <= 0:
        return evaluate(s, player)
    return reduce(lambda best, move: best_of[maxing](
                      best, side(game, game.successor(s, move), depth - 1, evaluate, player,
                                 not maxing)),
                  game.legal_actions(s), -math.inf if maxing else math.inf)


def my_minimax(game, state, depth, evaluate):
    return side(game, state, depth, evaluate, game.to_move(state), True)
