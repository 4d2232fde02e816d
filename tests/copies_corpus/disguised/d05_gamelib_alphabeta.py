# copy of: gamelib.search.alphabeta.alphabeta
# gamelib's traced alpha-beta with the tracing taken out and the names changed
def my_alphabeta(game, state, depth, evaluate, alpha, beta):
    player = game.to_move(state)
    to_move, successor, is_terminal = game.to_move, game.successor, game.is_terminal

    def pick(u, d, alpha, beta):
        return (hi_val if to_move(u) == player else lo_val)(u, d, alpha, beta)

    def hi_val(u, d, alpha, beta):
        terminal = is_terminal(u)
        if terminal or d == 0:
            return evaluate(u, player), None
        best = None
        actions = game.legal_actions(u)
        for i, a in enumerate(actions):
            tmp, _ = pick(successor(u, a), d - 1, alpha, beta)
            if tmp > alpha:
                alpha, best = tmp, a
            if alpha >= beta:
                break
        return alpha, best

    def lo_val(u, d, alpha, beta):
        terminal = is_terminal(u)
        if terminal or d == 0:
            return evaluate(u, player), None
        best = None
        actions = game.legal_actions(u)
        for i, a in enumerate(actions):
            tmp, _ = pick(successor(u, a), d - 1, alpha, beta)
            if tmp < beta:
                beta, best = tmp, a
            if alpha >= beta:
                break
        return beta, best

    val, best = pick(state, depth, alpha, beta)
    return val
