# copy of: the lecture's pseudocode (minimax)
# the lecture's MaxVal/MinVal disguised every way at once (as the red team's round 3 did):
# a class called through __call__, a lambda field for the leaf test, reduce for the loops
import functools


class Tree:
    def __init__(self, game, evaluate, me):
        self.game, self.evaluate, self.me = game, evaluate, me
        self.done = lambda u, d: d == 0 or self.game.is_terminal(u)

    def up(self, u, d):
        if self.done(u, d):
            return self.evaluate(u, self.me)
        return functools.reduce(lambda v, a: max(v, self.down(self.game.successor(u, a), d - 1)),
                                self.game.legal_actions(u), float("-inf"))

    def down(self, u, d):
        if self.done(u, d):
            return self.evaluate(u, self.me)
        return functools.reduce(lambda v, a: min(v, self.up(self.game.successor(u, a), d - 1)),
                                self.game.legal_actions(u), float("inf"))

    def __call__(self, u, d):
        return self.up(u, d)


def my_minimax(game, state, depth, evaluate):
    return Tree(game, evaluate, game.to_move(state))(state, depth)
