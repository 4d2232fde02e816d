def best_of(game, position, depth, evaluate, side):
    """(value, move) of `position` for `side`."""
    if depth == 0 or game.is_terminal(position):
        return evaluate(position, side), None
    mover = game.to_move(position)
    chosen, chosen_value = None, None
    for move in game.legal_actions(position):
        value, _ = best_of(game, game.successor(position, move), depth - 1, evaluate, side)
        better = value > chosen_value if mover == side else value < chosen_value
        if chosen_value is None or better:
            chosen, chosen_value = move, value
    return chosen_value, chosen


def my_minimax(game, state, depth, evaluate):
    value, _move = best_of(game, state, depth, evaluate, game.to_move(state))
    return value


def my_alphabeta(game, state, depth, evaluate, alpha, beta):
    side = game.to_move(state)

    def ab(position, depth, alpha, beta):
        if depth == 0 or game.is_terminal(position):
            return evaluate(position, side), None
        mover = game.to_move(position)
        chosen = None
        for move in game.legal_actions(position):
            value, _ = ab(game.successor(position, move), depth - 1, alpha, beta)
            if mover == side and value > alpha:
                alpha, chosen = value, move
            elif mover != side and value < beta:
                beta, chosen = value, move
            if alpha >= beta:
                break
        return (alpha if mover == side else beta), chosen

    return ab(state, depth, alpha, beta)[0]
