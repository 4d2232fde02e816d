class Searcher:
    def __init__(self, game, evaluate, me):
        self.game = game
        self.evaluate = evaluate
        self.me = me
        self.calls = 0

    def leaf(self, u, d):
        return d == 0 or self.game.is_terminal(u)

    def minimax(self, u, d):
        self.calls += 1
        if self.leaf(u, d):
            return self.evaluate(u, self.me)
        kids = [self.minimax(self.game.successor(u, a), d - 1) for a in self.game.legal_actions(u)]
        if self.game.to_move(u) == self.me:
            return max(kids)
        return min(kids)

    def alphabeta(self, u, d, alpha, beta):
        self.calls += 1
        if self.leaf(u, d):
            return self.evaluate(u, self.me)
        maxing = self.game.to_move(u) == self.me
        for a in self.game.legal_actions(u):
            score = self.alphabeta(self.game.successor(u, a), d - 1, alpha, beta)
            if maxing and score > alpha:
                alpha = score
            if not maxing and score < beta:
                beta = score
            if beta <= alpha:
                break
        return alpha if maxing else beta


def my_minimax(game, state, depth, evaluate):
    return Searcher(game, evaluate, game.to_move(state)).minimax(state, depth)


def my_alphabeta(game, state, depth, evaluate, alpha, beta):
    return Searcher(game, evaluate, game.to_move(state)).alphabeta(state, depth, alpha, beta)
