# copy of: gamelib.search.minimax.minimax
# gamelib's traced minimax with the tracing taken out, renamed, reordered
def my_minimax(game, state, depth, evaluate):
    successor, to_move, player = game.successor, game.to_move, game.to_move(state)

    def value(u, d):
        return (big if to_move(u) == player else small)(u, d)

    def big(u, d):
        terminal = game.is_terminal(u)
        if terminal or d == 0:
            return evaluate(u, player), None
        best, best_value = None, float("-inf")
        for a in game.legal_actions(u):
            v, _ = value(successor(u, a), d - 1)
            if v > best_value:
                best_value, best = v, a
        return best_value, best

    def small(u, d):
        terminal = game.is_terminal(u)
        if terminal or d == 0:
            return evaluate(u, player), None
        best, best_value = None, float("inf")
        for a in game.legal_actions(u):
            v, _ = value(successor(u, a), d - 1)
            if v < best_value:
                best_value, best = v, a
        return best_value, best

    return value(state, depth)[0]
