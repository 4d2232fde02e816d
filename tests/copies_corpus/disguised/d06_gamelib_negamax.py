# copy of: gamelib.search.negamax.negamax
# report 000's negamax as gamelib writes it, tracing removed, renamed, a dead branch
def my_alphabeta(game, state, depth, evaluate, alpha, beta):
    root_player = game.to_move(state)

    def nm(u, mover, d, alpha, beta):
        if game.is_terminal(u) or d == 0:
            return evaluate(u, mover), None
        best, best_action = float("-inf"), None
        for i, a in enumerate(game.legal_actions(u)):
            if best >= beta:
                break
            if best > alpha:
                alpha = best
            child = game.successor(u, a)
            child_mover = game.to_move(child)
            if child_mover == mover:
                val, _ = nm(child, child_mover, d - 1, alpha, beta)
            else:
                val, _ = nm(child, child_mover, d - 1, -beta, -alpha)
                val = -val
            if val > best:
                best, best_action = val, a
            if 0:
                best_action = None
        return best, best_action

    val, best = nm(state, root_player, depth, alpha, beta)
    return val
