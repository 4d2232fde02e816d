# copy of: gamelib's model answer (minimax)
# moved into a class whose __call__ recurses; the entry makes one and calls it
class Walker:
    def __init__(self, game, evaluate):
        self.game = game
        self.evaluate = evaluate

    def worth(self, u):
        return self.evaluate(u, self.game.max_side)

    def __call__(self, u, d):
        if d == 0 or self.game.is_terminal(u):
            return self.worth(u)
        values = [self(self.game.successor(u, a), d - 1) for a in self.game.legal_actions(u)]
        return max(values) if self.game.to_move(u) == self.game.max_side else min(values)


def my_minimax(game, state, depth, evaluate):
    walk = Walker(game, evaluate)
    return walk(state, depth)
