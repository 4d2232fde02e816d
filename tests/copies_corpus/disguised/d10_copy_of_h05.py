# copy of: honest/h05_class.py (minimax)
# another student's class: renamed methods and fields, attributes reordered, comments
class Engine:
    def __init__(self, g, ev, player):
        self.calls = 0
        self.player = player
        self.ev = ev
        self.g = g

    def stop(self, pos, n):
        # horizon or end of game
        return n == 0 or self.g.is_terminal(pos)

    def run(self, pos, n):
        self.calls += 1
        if self.stop(pos, n):
            return self.ev(pos, self.player)
        values = [self.run(self.g.successor(pos, m), n - 1) for m in self.g.legal_actions(pos)]
        if self.g.to_move(pos) == self.player:
            return max(values)
        return min(values)


def my_minimax(game, state, depth, evaluate):
    engine = Engine(game, evaluate, game.to_move(state))
    return engine.run(state, depth)
